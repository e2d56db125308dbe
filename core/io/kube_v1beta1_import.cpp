// SPDX-License-Identifier: GPL-3.0-or-later
// kubescheduler.config.k8s.io/v1beta1: NodeResourcesLeastAllocated (on by
// default), NodeResourcesMostAllocated and RequestedToCapacityRatio become one
// NodeResourcesFit scoring strategy (docs/config-formats.md, "Importing v1beta1").
#include "io/import_phrases.h"
#include "io/import_support.h"
#include "io/profile_defaults.h"
#include "io/profile_validation.h"
#include "io/strategy_names.h"

#include <set>

namespace bp::detail {

namespace {

struct Legacy {
    Legacy(const char* p, std::optional<StrategyType> t, bool a = false) : plugin(p), type(t), active(a) {}
    const char* plugin;
    std::optional<StrategyType> type; // none: NodeResourcesFit, whose args name the type
    bool active = false;
    PluginEntry entry{true, 0, false};
    std::string path; // where it was enabled (or disabled)
    YAML::Node node;
};

} // namespace

void readV1beta1Profile(ImportContext& ctx, const YAML::Node& node, const std::string& path, Profile& p)
{
    const std::string fitWs = std::string("plugins.") + kFitPlugin;
    const std::string api = "\"kubescheduler.config.k8s.io/v1beta1\"";
    Legacy least{"NodeResourcesLeastAllocated", StrategyType::LeastAllocated, true};
    Legacy most{"NodeResourcesMostAllocated", StrategyType::MostAllocated};
    Legacy rtcr{"RequestedToCapacityRatio", StrategyType::RequestedToCapacityRatio};
    Legacy fitScore{kFitPlugin, std::nullopt}; // 1.22: NodeResourcesFit can score in v1beta1 too
    Legacy* legacy[] = {&least, &most, &rtcr, &fitScore};
    PluginEntry bal{true, 0, false};
    OtherScorePlugins others(ConfigFormat::KubeV1beta1);
    bool mentioned = false;

    std::set<std::string> warned;
    bool preferAvoidOff = false;
    DisabledFilterReader filters(ctx, ConfigFormat::KubeV1beta1, ctx.result().kubeMinor);
    for (const auto& r : readPluginSets(ctx, node["plugins"], child(path, "plugins"), ConfigFormat::KubeV1beta1)) {
        if (filters.take(r))
            continue;
        if (r.stage == "score" && others.take(ctx, r)) {
            mentioned = true;
            continue;
        }
        // What an export writes: the profile runs v1beta2's plugins.
        if (r.stage == "score" && r.name == "NodePreferAvoidPods" && !r.enabled) {
            preferAvoidOff = true;
            continue;
        }
        const bool ours = r.name == "*" || r.name == kBalancedPlugin || r.name == least.plugin || r.name == most.plugin
                          || r.name == rtcr.plugin || (r.name == kFitPlugin && r.enabled);
        if (r.stage != "score" || !ours) {
            if (warned.insert(r.stage).second && !(r.name == kFitPlugin && r.stage != "score"))
                sayWarning(ctx, r.node, r.path,
                    Phrase(BP_TEXT("bp::core",
                               "plugins other than the default profile's score plugins are not part "
                               "of a profile; %1 entries like \"%2\" are not imported"),
                        { "plugins." + r.stage, r.name }));
            continue;
        }
        mentioned = true;
        if (r.name == "*") {
            if (!r.enabled) {
                preferAvoidOff = preferAvoidOff || r.stage == "score";
                least.active = false;
                bal.enabled = false;
                others.disableAll(ctx, r);
                ctx.locate(fitWs, r.path, r.node);
                ctx.locate(std::string("plugins.") + kBalancedPlugin, r.path, r.node);
            }
            continue;
        }
        PluginEntry* e = &bal;
        for (Legacy* l : legacy)
            if (r.name == l->plugin) {
                l->active = r.enabled;
                l->path = r.path;
                l->node = r.node;
                e = &l->entry;
            }
        applyPluginRef(ctx, r, *e);
        if (r.name == kBalancedPlugin) {
            ctx.locate(std::string("plugins.") + kBalancedPlugin, r.path, r.node);
            if (r.weight)
                ctx.locate(std::string("plugins.") + kBalancedPlugin + ".weight", child(r.path, "weight"), r.node["weight"]);
        } else if (r.enabled) {
            ctx.locate(fitWs, r.path, r.node);
            if (r.weight)
                ctx.locate(fitWs + ".weight", child(r.path, "weight"), r.node["weight"]);
        }
    }

    if (!preferAvoidOff)
        sayWarning(ctx, node["plugins"] ? node["plugins"] : node, node["plugins"] ? child(path, "plugins") : path,
            Phrase(BP_TEXT("bp::core",
                "this profile also scores with NodePreferAvoidPods (weight 10000), a default of v1beta1 that "
                "Kubernetes 1.22's profiles (v1beta2) and Binpack Studio's do not run: the scores shown leave it "
                "out, and an export to v1beta1 disables it")));

    std::vector<Legacy*> active;
    for (Legacy* l : legacy)
        if (l->active)
            active.push_back(l);
    if (fitScore.active && active.size() > 1) {
        std::string list;
        for (Legacy* l : active)
            if (l != &fitScore)
                list += std::string(list.empty() ? "" : " ") + goQuote(l->plugin);
        ctx.error(fitScore.node, fitScore.path,
                  fitScore.path + ": Invalid value: \"NodeResourcesFit\": was conflict with [" + list + "] in version "
                      + api + " (KubeSchedulerConfiguration is version " + api + ")");
    } else if (active.size() > 1) {
        // Two or three: NodeResourcesFit is not active here.
        std::vector<std::string> names;
        for (Legacy* l : active)
            names.push_back(l->plugin);
        Phrase both(BP_TEXT("bp::core", "%1 and %2 both score resources in this profile; "), names);
        if (names.size() == 3)
            both = Phrase(BP_TEXT("bp::core", "%1 and %2 and %3 both score resources in this profile; "), names);
        sayError(ctx, active.back()->node, active.back()->path,
            both.then(Phrase(BP_TEXT("bp::core",
                "a Binpack Studio profile holds one scoring strategy. Disable all but one (add "
                "NodeResourcesLeastAllocated to plugins.score.disabled when enabling another)"))));
    }

    // pluginConfig: the active plugin's args become the strategy.
    Legacy* chosen = active.empty() ? nullptr : active.front();
    ScoringStrategy strategy;
    strategy.type = strategyTypeName(chosen && chosen->type ? *chosen->type : StrategyType::LeastAllocated);
    strategy.resources = defaultScoringResources();
    bool argsGiven = false;
    for (const auto& c : readPluginConfig(ctx, node["pluginConfig"], child(path, "pluginConfig"))) {
        const std::string ap = child(c.path, "args");
        const std::string sws = fitWs + ".args.scoringStrategy";
        const YAML::Node none;
        if (c.name == kFitPlugin) {
            mentioned = true;
            readFitArgs(ctx, c, p); // ignored resources (and, in 1.22, a scoringStrategy)
            if (chosen != &fitScore) {
                if (p.fitArgs.scoringStrategy && c.args.IsMap() && c.args["scoringStrategy"])
                    sayWarning(ctx, c.args["scoringStrategy"], child(ap, "scoringStrategy"),
                        Phrase(BP_TEXT("bp::core",
                            "ignored: NodeResourcesFit does not score in this profile (enable it in plugins.score, and "
                            "disable the legacy resource plugins, to use it)")));
                p.fitArgs.scoringStrategy.reset();
            }
            continue;
        }
        if (c.name == kBalancedPlugin) {
            mentioned = true;
            readBalancedArgs(ctx, c, p);
            continue;
        }
        if (c.name == "InterPodAffinity" || c.name == "NodeAffinity" || c.name == "PodTopologySpread") {
            mentioned = true;
            readOtherArgs(ctx, c, p, true);
            continue;
        }
        Legacy* l = nullptr;
        for (Legacy* x : {&least, &most, &rtcr})
            if (c.name == x->plugin)
                l = x;
        if (!l) {
            sayWarning(ctx, c.node, c.path, argsNotImported(c.name));
            continue;
        }
        mentioned = true;
        if (l != chosen) {
            if (l == &least)
                sayWarning(ctx, c.node, c.path,
                    Phrase(BP_TEXT("bp::core",
                               "args of %1 are ignored by kube-scheduler: %1 is not enabled in plugins.score (and it "
                               "is disabled)"),
                        { c.name }));
            else
                sayWarning(ctx, c.node, c.path,
                    Phrase(BP_TEXT("bp::core",
                               "args of %1 are ignored by kube-scheduler: %1 is not enabled in plugins.score (and "
                               "NodeResourcesLeastAllocated still scores)"),
                        { c.name }));
            continue;
        }
        argsGiven = true;
        const bool isRtcr = l == &rtcr;
        const bool ok = c.args.IsDefined() && ctx.checkMap(c.args, ap, isRtcr ? std::initializer_list<const char*>{"shape", "resources", "apiVersion", "kind"}
                                                                               : std::initializer_list<const char*>{"resources", "apiVersion", "kind"});
        const YAML::Node args = ok ? c.args : none;
        ctx.locate(fitWs + ".args", ap, c.args.IsDefined() ? c.args : c.node);
        // v1beta1 defaulting: empty resources -> cpu:1 memory:1 for all three;
        // weight 0 -> 1 only for RequestedToCapacityRatioArgs.
        strategy.resources = readResources(ctx, args["resources"], child(ap, "resources"), sws + ".resources",
                                           isRtcr ? WeightDefault::ZeroToOne : WeightDefault::None, true,
                                           c.args.IsDefined() ? c.args : c.node);
        if (!isRtcr) {
            for (size_t i = 0; i < strategy.resources.size(); ++i)
                if (strategy.resources[i].weight == 0) {
                    const std::string wp = index(child(ap, "resources"), i) + ".weight";
                    const YAML::Node item = args["resources"][i];
                    ctx.error(item["weight"] ? item["weight"] : item, wp,
                              wp + ": Invalid value: 0: resource weight of " + strategy.resources[i].name
                                  + " not in valid range (0, 100]");
                }
        } else {
            strategy.hasRequestedToCapacityRatio = args["shape"].IsDefined();
            strategy.shape = readShape(ctx, args["shape"], child(ap, "shape"), sws + ".requestedToCapacityRatio.shape");
            ctx.locate(sws + ".requestedToCapacityRatio", ap, c.args.IsDefined() ? c.args : c.node);
            if (!args["shape"])
                ctx.locate(sws + ".requestedToCapacityRatio.shape", ap, c.args.IsDefined() ? c.args : c.node);
        }
    }
    if (chosen == &rtcr && !argsGiven) {
        sayError(ctx, rtcr.node, rtcr.path,
            Phrase(BP_TEXT("bp::core", "RequestedToCapacityRatio is enabled without args: %1"),
                { "shape: Required value: at least one point must be specified" }));
        strategy.hasRequestedToCapacityRatio = false;
    }

    filters.finish(p);
    p.pluginsSet = mentioned;
    if (!mentioned)
        return;
    p.balanced = bal;
    others.apply(p);
    p.fit = chosen ? chosen->entry : PluginEntry{false, 0, false};
    if (chosen == &least)
        p.fit.enabled = true;
    if (chosen && chosen != &fitScore && (chosen != &least || argsGiven)) {
        p.fitArgsSet = true;
        p.fitArgs.scoringStrategy = strategy;
    }
}

} // namespace bp::detail
