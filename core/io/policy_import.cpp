// SPDX-License-Identifier: GPL-3.0-or-later
// The legacy Policy (YAML or JSON; yaml-cpp reads both, with positions).
#include "io/did_you_mean.h"
#include "io/export_internal.h"
#include "io/import_phrases.h"
#include "io/import_support.h"
#include "io/policy_predicates.h"
#include "io/profile_defaults.h"
#include "io/profile_validation.h"
#include "io/strategy_names.h"
#include "scoring/default_scores.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace bp::detail {

namespace {

struct ListedPredicate {
    std::string name;
    std::string path; // predicates[i]
    YAML::Node node;
};

// The entries of `predicates` (null or omitted: none, and the defaults run).
// A custom predicate (one with an argument) is not part of a profile.
std::vector<ListedPredicate> readPredicates(ImportContext& ctx, const YAML::Node& list)
{
    std::vector<ListedPredicate> out;
    if (!list.IsDefined() || !ctx.isSeq(list, "predicates"))
        return out;
    for (size_t i = 0; i < list.size(); ++i) {
        const YAML::Node item = list[i];
        ListedPredicate l;
        l.path = index("predicates", i);
        l.node = item;
        if (!ctx.checkMap(item, l.path, { "name", "argument" }))
            continue;
        if (!item["name"]) {
            sayError(ctx, item, child(l.path, "name"),
                Phrase(BP_TEXT("bp::core", "%1: a predicate needs a name"), { "Required value" }));
            continue;
        }
        l.name = ctx.string(item["name"], child(l.path, "name")).value_or("");
        if (const YAML::Node arg = item["argument"]; arg && !arg.IsNull()) {
            sayWarning(ctx, arg, child(l.path, "argument"),
                Phrase(BP_TEXT("bp::core",
                           "predicate %1 has an argument (labelsPresence or serviceAffinity): a custom predicate, "
                           "which is not part of a profile; not imported"),
                    { l.name }));
            continue;
        }
        out.push_back(std::move(l));
    }
    return out;
}

// A Policy that lists predicates runs only those and the mandatory ones: the
// release's default filters it leaves out become disabledFilters
// (io/policy_predicates.h).
void readDisabledFilters(
    ImportContext& ctx, const YAML::Node& list, const std::vector<ListedPredicate>& listed, int minor, Profile& p)
{
    KubeVersion release;
    release.minor = minor;
    std::vector<std::string> known;
    if (release.legacyScale()) {
        for (const auto& s : filterSwitches(SchedulerKind::KubeScheduler, release))
            known.push_back(s.name);
    } else {
        for (const auto& l : legacyRegistryPredicates())
            if (policyPredicateKnown(l.name, release))
                known.push_back(l.name);
    }
    std::set<std::string> names;
    for (const auto& l : listed) {
        // ProcessPredicatePolicy (1.22) reads PodFitsPorts as PodFitsHostPorts.
        const std::string name = !release.legacyScale() && l.name == "PodFitsPorts" ? "PodFitsHostPorts" : l.name;
        if (policyPredicateKnown(name, release)) {
            names.insert(name);
            continue;
        }
        Phrase message(BP_TEXT("bp::core",
                           "predicate %1 is not one of kube-scheduler %2's default predicates, the filters a "
                           "profile turns off; "),
            { l.name, release.toString() });
        if (const std::string close = yamlio::closestMatch(l.name, known); !close.empty())
            message.then(yamlio::didYouMean(close));
        message.then(Phrase(BP_TEXT("bp::core", "not imported")));
        sayWarning(ctx, l.node["name"] ? l.node["name"] : l.node, child(l.path, "name"), std::move(message));
    }
    p.disabledFilters = filtersOffByPredicates(names, release);
    for (size_t i = 0; i < p.disabledFilters.size(); ++i) {
        const std::string ws = "disabledFilters[" + std::to_string(i) + "]";
        ctx.locate(ws, "predicates", list);
        if (!release.legacyScale() && p.disabledFilters[i] == "VolumeBinding") {
            sayWarning(ctx, list, "predicates",
                Phrase(BP_TEXT("bp::core",
                    "leaving out CheckVolumeBinding also drops VolumeBinding's Reserve and PreBind: the scheduler "
                    "no longer binds the pod's volumes; the profile records only that its Filter is off")));
            ctx.unreadable(ws); // validation would say that a Policy cannot turn off only the Filter
        }
    }
}

// What tells a Policy's release apart (EvenPodsSpread, a default from 1.18).
struct ReleaseClues {
    bool prioritiesGiven = false;
    bool evenPodsSpreadPriority = false;
    bool evenPodsSpreadPredicate = false;
    bool predicatesGiven = false;
};

// The profile's kubernetesVersion as `minor`, with the clue it was taken
// from, and the predicates the Policy leaves out as its disabledFilters.
void assumeRelease(ImportContext& ctx, const YAML::Node& doc, const std::vector<ListedPredicate>& predicates,
    const ReleaseClues& clues, int minor, Profile& p)
{
    p.kubernetesVersion = "1." + std::to_string(minor);
    p.kubernetesVersionSet = true;
    const YAML::Node kind = doc["kind"] ? doc["kind"] : doc;
    const char* why = nullptr;
    if (clues.evenPodsSpreadPriority)
        why = BP_TEXT("bp::core", "%1 assumed: EvenPodsSpreadPriority is listed, as in 1.18 to 1.22");
    else if (clues.evenPodsSpreadPredicate)
        why = BP_TEXT("bp::core", "%1 assumed: the EvenPodsSpread predicate is listed, as in 1.18 to 1.22");
    else if (clues.predicatesGiven)
        why = BP_TEXT("bp::core",
            "%1 assumed: neither EvenPodsSpreadPriority nor the EvenPodsSpread predicate is listed, as before 1.18");
    else if (clues.prioritiesGiven)
        why = BP_TEXT("bp::core", "%1 assumed: EvenPodsSpreadPriority is not listed, as before 1.18");
    if (why)
        sayDefaulted(ctx, kind, "kubernetesVersion", Phrase(why, { p.kubernetesVersion }));
    if (clues.predicatesGiven)
        readDisabledFilters(ctx, doc["predicates"], predicates, minor, p);
}

// A priority that is neither a resource one nor BalancedResourceAllocation,
// as listed: its weight and where it is.
struct ListedPriority {
    std::string name; // as written
    int64_t weight = 1;
    YAML::Node node;
    std::string path; // priorities[i]
};

// True for the default priorities besides the resource ones, and
// ServiceSpreadingPriority (1.22 reads it as SelectorSpreadPriority).
bool isOtherPriority(const std::string& name)
{
    return policyPriorityPlugin(name) || name == "ServiceSpreadingPriority";
}

// The listed priorities by the name kube-scheduler keys them by: its
// priorityKeys map keeps the last weight of a name listed twice. 1.22's
// ProcessPriorityPolicy reads ServiceSpreadingPriority as
// SelectorSpreadPriority; 1.16 has it as a priority of its own, not a default.
std::map<std::string, ListedPriority> byKey(const std::vector<ListedPriority>& listed, bool alias)
{
    std::map<std::string, ListedPriority> out;
    for (const auto& l : listed)
        out[alias && l.name == "ServiceSpreadingPriority" ? "SelectorSpreadPriority" : l.name] = l;
    return out;
}

// 1.22: the legacy registry's config producers (legacy_registry.go) turn
// each listed priority into the score plugin of the same meaning at the
// priority's weight; those not listed do not run. SelectorSpreadPriority and
// EvenPodsSpreadPriority both configure PodTopologySpread: the first gives it
// the system-default constraints (defaultingType System), the second alone
// none (List without constraints). The producers run in the order of the
// sorted names, so EvenPodsSpreadPriority's comes first; appendToPluginSet
// then means to keep the larger weight but updates a copy of the entry, so
// the first weight stays.
void otherPluginsOfPriorities(ImportContext& ctx, const std::vector<ListedPriority>& listed, Profile& p)
{
    const std::map<std::string, ListedPriority> others = byKey(listed, true);
    const auto enable = [&](OtherScore plugin, const ListedPriority& l) {
        otherScoreEntry(p, plugin) = PluginEntry { true, l.weight, true };
        const std::string ws = std::string("plugins.") + otherScoreName(plugin);
        ctx.locate(ws, l.path, l.node);
        ctx.locate(ws + ".weight", child(l.path, "weight"), l.node["weight"] ? l.node["weight"] : l.node);
    };
    // The plugins of the same names (TaintToleration, NodeAffinity,
    // InterPodAffinity, ImageLocality); the spreading ones below;
    // NodePreferAvoidPods is not a 1.22 profile's (preferAvoidNotRun).
    for (const auto& [name, l] : others)
        if (const auto plugin = policyPriorityPlugin(name);
            plugin && static_cast<int>(*plugin) < kOtherScores && *plugin != OtherScore::PodTopologySpread)
            enable(*plugin, l);
    const auto selector = others.find("SelectorSpreadPriority");
    const auto even = others.find("EvenPodsSpreadPriority");
    if (even != others.end()) {
        enable(OtherScore::PodTopologySpread, even->second);
        if (selector != others.end() && selector->second.weight != even->second.weight)
            sayWarning(ctx, selector->second.node, selector->second.path,
                Phrase(BP_TEXT("bp::core",
                           "SelectorSpreadPriority and EvenPodsSpreadPriority both configure PodTopologySpread; "
                           "kube-scheduler 1.22 keeps the weight of EvenPodsSpreadPriority (%1), whose producer runs "
                           "first, and drops this one (%2): its legacy registry means to keep the larger weight but "
                           "updates a copy"),
                    { std::to_string(even->second.weight), std::to_string(selector->second.weight) }));
    } else if (selector != others.end()) {
        enable(OtherScore::PodTopologySpread, selector->second);
    }
    if (even != others.end() && selector == others.end()) {
        // PodTopologySpreadArgs{DefaultingType: List}: no default spreading.
        p.podTopologySpreadArgsSet = true;
        p.podTopologySpreadList = true;
        p.podTopologySpreadDefaultConstraints.clear();
        ctx.locate("plugins.PodTopologySpread.args", even->second.path, even->second.node);
    }
}

// 1.16: the DefaultProvider's priorities besides the resource ones that the
// Policy lists are the profile's legacyPriorities, in file order; a name
// listed twice keeps its last weight (1.16's CreateFromConfig registers each
// listed priority under its name, the last registration winning). The six
// at their default weights stay implicit. ServiceSpreadingPriority is a
// priority of its own in 1.16, not a default.
void legacyOtherPriorities(
    ImportContext& ctx, const YAML::Node& priorities, const std::vector<ListedPriority>& listed, Profile& p)
{
    p.legacyPriorities.emplace();
    for (const ListedPriority& l : listed) {
        const auto plugin = legacyPriorityPlugin(l.name);
        if (!plugin) {
            sayWarning(ctx, l.node, l.path,
                Phrase(BP_TEXT("bp::core", "priority %1 is not part of a profile; not imported"), { l.name }));
            continue;
        }
        setLegacyPriority(p, *plugin, true, l.weight);
        ctx.locate("legacyPriorities." + l.name, l.path, l.node);
    }
    ctx.locate("legacyPriorities", "priorities", priorities);
    const auto sorted = [](std::vector<LegacyPriority> v) {
        std::sort(v.begin(), v.end(), [](const LegacyPriority& a, const LegacyPriority& b) { return a.name < b.name; });
        return v;
    };
    if (sorted(*p.legacyPriorities) == sorted(defaultLegacyPriorities()))
        p.legacyPriorities.reset();
}

// hardPodAffinitySymmetricWeight: 0 (or none) leaves the default, 1. Kube-
// scheduler 1.22 gives a non-zero value to InterPodAffinity as its
// hardPodAffinityWeight (0 to 100) when InterPodAffinityPriority runs; 1.16's
// factory gives it to InterPodAffinityPriority (CreateFromConfig), the 1.16
// profile's hardPodAffinitySymmetricWeight.
void hardPodAffinityOfPolicy(ImportContext& ctx, const YAML::Node& doc, int minor, bool interPodAffinity, Profile& p)
{
    const YAML::Node node = doc["hardPodAffinitySymmetricWeight"];
    if (!node.IsDefined() || node.IsNull())
        return;
    const auto value = readHardPodAffinityWeight(ctx, node, "hardPodAffinitySymmetricWeight");
    if (!value || *value == 0)
        return;
    if (!interPodAffinity) {
        sayWarning(ctx, node, "hardPodAffinitySymmetricWeight",
            Phrase(BP_TEXT(
                "bp::core", "InterPodAffinityPriority is not listed, so this weight is not used; not imported")));
        return;
    }
    p.interPodAffinityArgsSet = true;
    p.interPodAffinityArgs.hardPodAffinityWeight = *value;
    if (minor < 17) {
        ctx.locate("hardPodAffinitySymmetricWeight", "hardPodAffinitySymmetricWeight", node);
        return;
    }
    ctx.locate("plugins.InterPodAffinity.args", "hardPodAffinitySymmetricWeight", node);
    ctx.locate("plugins.InterPodAffinity.args.hardPodAffinityWeight", "hardPodAffinitySymmetricWeight", node);
}

} // namespace

// 1.22's legacy registry runs NodePreferAvoidPodsPriority as the
// NodePreferAvoidPods plugin; a 1.22 profile (v1beta2's plugins) does not.
Phrase preferAvoidNotRun()
{
    return Phrase(BP_TEXT("bp::core",
        "Kubernetes 1.22 runs NodePreferAvoidPodsPriority as the NodePreferAvoidPods plugin (weight 10000), "
        "which its profiles (v1beta2) and Binpack Studio's do not run: the scores shown leave it out, and an "
        "export leaves it out"));
}

void importPolicy(ImportContext& ctx, const YAML::Node& doc, ConfigFormat format)
{
    ImportResult& result = ctx.result();
    ctx.beginProfile();
    ctx.checkMap(doc, "", { "apiVersion", "kind", "priorities", "predicates", "hardPodAffinitySymmetricWeight" },
        { "extenders", "alwaysCheckAllPredicates" });
    Profile p;
    p.name = "policy";
    p.scheduler = SchedulerKind::KubeScheduler;
    const std::vector<ListedPredicate> predicates = readPredicates(ctx, doc["predicates"]);
    const bool predicatesGiven = doc["predicates"].IsDefined() && doc["predicates"].IsSequence();
    const bool evenPodsSpreadPredicate = std::any_of(predicates.begin(), predicates.end(),
        [](const ListedPredicate& l) { return l.name == "EvenPodsSpread"; });
    const YAML::Node priorities = doc["priorities"];
    if (!priorities.IsDefined() || priorities.IsNull()) {
        sayDefaulted(ctx, doc, "priorities",
            Phrase(BP_TEXT("bp::core",
                "omitted -> the default priorities (LeastRequestedPriority, BalancedResourceAllocation and the "
                "rest)")));
        // Without priorities only the predicates can tell the release: the
        // default profile is 1.22's; predicates without EvenPodsSpread (a
        // default from 1.18) are 1.16's.
        result.kubeMinor = !predicatesGiven || evenPodsSpreadPredicate ? 22 : 16;
        if (result.kubeMinor >= 17)
            sayWarning(ctx, doc, "priorities", preferAvoidNotRun());
        assumeRelease(ctx, doc, predicates, { false, false, evenPodsSpreadPredicate, predicatesGiven },
            result.kubeMinor, p);
        hardPodAffinityOfPolicy(ctx, doc, result.kubeMinor, true, p);
        ctx.addProfile(std::move(p));
        return;
    }
    p.pluginsSet = true;
    p.fit = PluginEntry{false, 0, false};
    p.balanced = PluginEntry{false, 0, false};
    const std::string fitWs = std::string("plugins.") + kFitPlugin;
    const std::string sws = fitWs + ".args.scoringStrategy";
    std::set<std::string> listed;
    YAML::Node avoidItem;
    bool avoidListed = false;
    std::vector<std::string> strategies;
    std::vector<ListedPriority> others; // the other default priorities, in file order
    bool evenPodsSpread = false;
    if (ctx.isSeq(priorities, "priorities")) {
        for (size_t i = 0; i < priorities.size(); ++i) {
            const YAML::Node item = priorities[i];
            const std::string ip = index("priorities", i);
            if (!ctx.checkMap(item, ip, {"name", "weight", "argument"}))
                continue;
            const std::string name = item["name"] ? ctx.string(item["name"], child(ip, "name")).value_or("") : "";
            int64_t weight = 0;
            if (item["weight"])
                weight = ctx.integer(item["weight"], child(ip, "weight"), std::numeric_limits<int64_t>::min(),
                                     std::numeric_limits<int64_t>::max())
                             .value_or(1);
            if (weight <= 0)
                ctx.error(item["weight"] ? item["weight"] : item, child(ip, "weight"),
                          "priority " + name + " should have a positive weight applied to it or it has overflown");
            listed.insert(name);
            if (name == "NodePreferAvoidPodsPriority") {
                avoidItem.reset(item);
                avoidListed = true;
            }
            evenPodsSpread = evenPodsSpread || name == "EvenPodsSpreadPriority";
            const YAML::Node arg = item["argument"];
            const std::string ap = child(ip, "argument");
            // Copy-constructed, never assigned: yaml-cpp's Node::operator= throws
            // InvalidNode when the key is missing (a misspelt key in the file).
            const YAML::Node rtcrArgs = arg.IsDefined()
                    && ctx.checkMap(arg, ap, {"requestedToCapacityRatioArguments"},
                        {"serviceAntiAffinity", "labelPreference"})
                ? YAML::Node(arg["requestedToCapacityRatioArguments"])
                : YAML::Node();
            // Any priority carrying requestedToCapacityRatioArguments is the
            // RequestedToCapacityRatio plugin, whatever its name (1.22 legacy registry).
            const bool isRtcr = rtcrArgs.IsDefined() && !rtcrArgs.IsNull();
            std::optional<StrategyType> type;
            if (isRtcr)
                type = StrategyType::RequestedToCapacityRatio;
            else if (name == "LeastRequestedPriority")
                type = StrategyType::LeastAllocated;
            else if (name == "MostRequestedPriority")
                type = StrategyType::MostAllocated;
            else if (name == "RequestedToCapacityRatioPriority")
                sayError(ctx, item, ip,
                    Phrase(BP_TEXT("bp::core", "priority %1: no priority arguments set (%2 with a shape)"),
                        { name, "argument.requestedToCapacityRatioArguments" }));
            if (type) {
                strategies.push_back(name);
                if (strategies.size() > 1) {
                    sayError(ctx, item, ip,
                        Phrase(BP_TEXT("bp::core",
                                   "%1 and %2 both score resources; a Binpack Studio profile holds one scoring "
                                   "strategy. Keep one of them"),
                            { strategies.front(), name }));
                    continue;
                }
                p.fit = PluginEntry{true, weight > 0 ? weight : 1, true};
                ctx.locate(fitWs, ip, item);
                ctx.locate(fitWs + ".weight", child(ip, "weight"), item["weight"] ? item["weight"] : item);
                ScoringStrategy s;
                s.type = strategyTypeName(*type);
                s.resources = defaultScoringResources();
                if (isRtcr) {
                    const std::string rp = child(ap, "requestedToCapacityRatioArguments");
                    ctx.locate(sws, rp, rtcrArgs);
                    if (ctx.checkMap(rtcrArgs, rp, {"shape", "resources"})) {
                        s.hasRequestedToCapacityRatio = rtcrArgs["shape"].IsDefined();
                        s.shape = readShape(ctx, rtcrArgs["shape"], child(rp, "shape"),
                                            sws + ".requestedToCapacityRatio.shape");
                        if (!rtcrArgs["shape"])
                            ctx.locate(sws + ".requestedToCapacityRatio.shape", rp, rtcrArgs);
                        ctx.locate(sws + ".requestedToCapacityRatio", rp, rtcrArgs);
                        s.resources = readResources(ctx, rtcrArgs["resources"], child(rp, "resources"),
                                                    sws + ".resources", WeightDefault::ZeroToOne, true, rtcrArgs);
                    }
                }
                p.fitArgsSet = *type != StrategyType::LeastAllocated;
                if (p.fitArgsSet)
                    p.fitArgs.scoringStrategy = s;
            } else if (name == "BalancedResourceAllocation") {
                p.balanced = PluginEntry{true, weight > 0 ? weight : 1, true};
                ctx.locate(std::string("plugins.") + kBalancedPlugin, ip, item);
                ctx.locate(std::string("plugins.") + kBalancedPlugin + ".weight", child(ip, "weight"),
                           item["weight"] ? item["weight"] : item);
            } else if (isOtherPriority(name)) {
                others.push_back(ListedPriority { name, weight > 0 ? weight : 1, item, ip });
            } else {
                sayWarning(ctx, item, ip,
                    Phrase(BP_TEXT("bp::core", "priority %1 is not part of a profile; not imported"), { name }));
            }
        }
    }
    // A Policy that lists priorities runs only those.
    result.kubeMinor = evenPodsSpread || evenPodsSpreadPredicate ? 22 : 16;
    if (result.kubeMinor >= 17) {
        if (avoidListed)
            sayWarning(ctx, avoidItem, "priorities", preferAvoidNotRun());
        otherPluginsOfPriorities(ctx, others, p);
    } else {
        legacyOtherPriorities(ctx, priorities, others, p);
    }
    assumeRelease(ctx, doc, predicates, { true, evenPodsSpread, evenPodsSpreadPredicate, predicatesGiven },
        result.kubeMinor, p);
    hardPodAffinityOfPolicy(ctx, doc, result.kubeMinor, listed.count("InterPodAffinityPriority") > 0, p);
    (void)format;
    ctx.addProfile(std::move(p));
}

} // namespace bp::detail
