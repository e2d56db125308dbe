// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/workspace_profile_reader.h"

#include "io/did_you_mean.h"
#include "io/import_phrases.h"
#include "io/spread_defaults.h"
#include "io/volcano_conf.h"
#include "io/volcano_scalar.h"
#include "io/yaml_flow.h"
#include "scoring/default_scores.h"
#include "scoring/filter_plugins.h"
#include "scoring/version.h"

#include <algorithm>
#include <limits>
#include <set>

namespace bp::yamlio {

namespace {

const std::string kFit = "NodeResourcesFit";
const std::string kBalanced = "NodeResourcesBalancedAllocation";
const std::string kTaintToleration = "TaintToleration";
const std::string kNodeAffinity = "NodeAffinity";
const std::string kPodTopologySpread = "PodTopologySpread";
const std::string kInterPodAffinity = "InterPodAffinity";
const std::string kImageLocality = "ImageLocality";
const std::string kBinpack = "binpack";
const std::string kNodeorder = "nodeorder";

std::string pluginHint(std::string_view key)
{
    if (key == "NodeResourcesLeastAllocated" || key == "NodeResourcesMostAllocated"
        || key == "RequestedToCapacityRatio")
        return "this plugin was folded into NodeResourcesFit's scoringStrategy (type: LeastAllocated, "
               "MostAllocated or RequestedToCapacityRatio) in Kubernetes 1.23; ";
    return {};
}

std::vector<ResourceSpec> readResourceSpecs(
    TreeReader& r, const YAML::Node& node, SourcePos pos, const std::string& path)
{
    std::vector<ResourceSpec> out;
    r.resourceList(node, pos, path, "a resource name such as cpu", "a resource name such as cpu or nvidia.com/gpu",
        [&](TreeReader::ResourceItem& item) {
            if (item.isMap)
                out.push_back(std::move(item.spec));
        });
    return out;
}

std::vector<std::string> readStringList(
    TreeReader& r, const YAML::Node& node, SourcePos pos, const std::string& path, const std::string& what)
{
    std::vector<std::string> out;
    const auto list = r.items(node, pos, path, what);
    if (!list)
        return out;
    for (size_t i = 0; i < list->size(); ++i) {
        if (auto s = r.string((*list)[i], r.posOf((*list)[i], pos), path + "[" + std::to_string(i) + "]", what))
            out.push_back(*s);
    }
    return out;
}

void readPluginWeight(TreeReader& r, const std::vector<Entry>& e, const std::string& path, PluginEntry& plugin)
{
    if (const Entry* weight = TreeReader::find(e, "weight")) {
        if (auto w = r.integer(weight->value, r.posOf(*weight), path + ".weight")) {
            plugin.weight = *w;
            plugin.weightSet = true;
        }
    }
}

void readShape(TreeReader& r, const Entry& rtcr, const std::string& path, ScoringStrategy& strategy)
{
    strategy.hasRequestedToCapacityRatio = true;
    if (rtcr.value.IsNull())
        return;
    const auto e = r.entries(rtcr.value, r.posOf(rtcr), path, { "shape" });
    if (!e)
        return;
    const Entry* shape = TreeReader::find(*e, "shape");
    if (!shape)
        return;
    r.shapeList(shape->value, r.posOf(*shape), path + ".shape", std::numeric_limits<int64_t>::min(),
        std::numeric_limits<int64_t>::max(), [&](TreeReader::ShapeItem& item) {
            if (item.utilizationValue && item.scoreValue)
                strategy.shape.push_back(ShapePoint { *item.utilizationValue, *item.scoreValue });
        });
}

void readFit(TreeReader& r, const Entry& entry, const std::string& path, Profile& p)
{
    p.fit.enabled = true;
    if (entry.value.IsNull())
        return;
    const auto e = r.entries(entry.value, r.posOf(entry), path, { "weight", "args" });
    if (!e)
        return;
    readPluginWeight(r, *e, path, p.fit);
    const Entry* args = TreeReader::find(*e, "args");
    if (!args)
        return;
    p.fitArgsSet = true;
    if (args->value.IsNull())
        return;
    const std::string argsPath = path + ".args";
    const auto ae = r.entries(
        args->value, r.posOf(*args), argsPath, { "scoringStrategy", "ignoredResources", "ignoredResourceGroups" });
    if (!ae)
        return;
    if (const Entry* ir = TreeReader::find(*ae, "ignoredResources"))
        p.fitArgs.ignoredResources
            = readStringList(r, ir->value, r.posOf(*ir), argsPath + ".ignoredResources", "resource names");
    if (const Entry* ig = TreeReader::find(*ae, "ignoredResourceGroups"))
        p.fitArgs.ignoredResourceGroups
            = readStringList(r, ig->value, r.posOf(*ig), argsPath + ".ignoredResourceGroups", "resource groups");
    const Entry* ss = TreeReader::find(*ae, "scoringStrategy");
    if (!ss || ss->value.IsNull())
        return;
    const std::string ssPath = argsPath + ".scoringStrategy";
    const auto se = r.entries(ss->value, r.posOf(*ss), ssPath, { "type", "resources", "requestedToCapacityRatio" });
    if (!se)
        return;
    ScoringStrategy strategy;
    if (const Entry* type = TreeReader::find(*se, "type")) {
        if (auto t = r.string(type->value, r.posOf(*type), ssPath + ".type",
                "LeastAllocated, MostAllocated or RequestedToCapacityRatio"))
            strategy.type = *t;
    }
    if (const Entry* res = TreeReader::find(*se, "resources"))
        strategy.resources = readResourceSpecs(r, res->value, r.posOf(*res), ssPath + ".resources");
    if (const Entry* rtcr = TreeReader::find(*se, "requestedToCapacityRatio"))
        readShape(r, *rtcr, ssPath + ".requestedToCapacityRatio", strategy);
    p.fitArgs.scoringStrategy = std::move(strategy);
}

void readBalanced(TreeReader& r, const Entry& entry, const std::string& path, Profile& p)
{
    p.balanced.enabled = true;
    if (entry.value.IsNull())
        return;
    const auto e = r.entries(entry.value, r.posOf(entry), path, { "weight", "args" });
    if (!e)
        return;
    readPluginWeight(r, *e, path, p.balanced);
    const Entry* args = TreeReader::find(*e, "args");
    if (!args)
        return;
    p.balancedArgsSet = true;
    if (args->value.IsNull())
        return;
    const auto ae = r.entries(args->value, r.posOf(*args), path + ".args", { "resources" });
    if (!ae)
        return;
    if (const Entry* res = TreeReader::find(*ae, "resources"))
        p.balancedArgs.resources = readResourceSpecs(r, res->value, r.posOf(*res), path + ".args.resources");
}

// A plain true or false.
std::optional<bool> readBool(TreeReader& r, const Entry& e, const std::string& field)
{
    if (e.value.IsScalar() && e.value.Tag() == "?") {
        if (e.value.Scalar() == "true")
            return true;
        if (e.value.Scalar() == "false")
            return false;
    }
    sayError(r, r.posOf(e), field,
        Phrase(BP_TEXT("bp::core", "expected true or false, found %1"), { TreeReader::describe(e.value) }));
    return std::nullopt;
}

// One of the default profile's other score plugins: {weight} and, for
// InterPodAffinity and PodTopologySpread, the args the engine models.
// hardPodAffinityWeight, or 1.16's hardPodAffinitySymmetricWeight: 0 to 100
// (ValidateInterPodAffinityArgs; 1.16's ValidateKubeSchedulerConfiguration).
// 1.16 takes 0 for not set (its v1alpha1 SetDefaults and Policy alike): 1 to 100 there.
std::optional<int64_t> readHardWeight(TreeReader& r, const Entry& e, const std::string& path, int64_t least = 0)
{
    auto v = r.integer(e.value, r.posOf(e), path);
    if (v && (*v < least || *v > 100)) {
        sayError(r, r.posOf(e), path,
            least == 0 ? Phrase(BP_TEXT("bp::core", "%1 is not in the valid range [0-100]"), { std::to_string(*v) })
                       : Phrase(BP_TEXT("bp::core",
                                    "%1 is not in the valid range [1-100]: Kubernetes 1.16 takes 0 for not set and "
                                    "uses 1"),
                           { std::to_string(*v) }));
        return std::nullopt;
    }
    return v;
}

void readOtherScorePlugin(TreeReader& r, const Entry& entry, const std::string& path, Profile& p)
{
    PluginEntry* plugin = &p.imageLocality;
    for (int i = 0; i < kOtherScores; ++i)
        if (entry.key == otherScoreName(static_cast<OtherScore>(i)))
            plugin = &otherScoreEntry(p, static_cast<OtherScore>(i));
    plugin->enabled = true;
    if (entry.value.IsNull())
        return;
    const bool hasArgs
        = entry.key == kPodTopologySpread || entry.key == kInterPodAffinity || entry.key == "NodeAffinity";
    const auto e = hasArgs ? r.entries(entry.value, r.posOf(entry), path, { "weight", "args" })
                           : r.entries(entry.value, r.posOf(entry), path, { "weight" }, +[](std::string_view key) {
                                 return key == "args" ? std::string("TaintToleration and ImageLocality take no args; "
                                                                    "remove them; ")
                                                      : std::string();
                             });
    if (!e)
        return;
    readPluginWeight(r, *e, path, *plugin);
    const Entry* args = TreeReader::find(*e, "args");
    if (!args)
        return;
    const std::string argsPath = path + ".args";
    if (entry.key == "NodeAffinity") {
        p.nodeAffinityArgsSet = true;
        if (args->value.IsNull())
            return;
        const auto ae = r.entries(args->value, r.posOf(*args), argsPath, { "addedAffinity" });
        if (!ae)
            return;
        if (const Entry* added = TreeReader::find(*ae, "addedAffinity"))
            p.addedAffinity = readAddedAffinity(r, *added, argsPath + ".addedAffinity");
        return;
    }
    if (entry.key == kInterPodAffinity) {
        p.interPodAffinityArgsSet = true;
        if (args->value.IsNull())
            return;
        const auto ae = r.entries(
            args->value, r.posOf(*args), argsPath, { "hardPodAffinityWeight", "ignorePreferredTermsOfExistingPods" });
        if (!ae)
            return;
        if (const Entry* w = TreeReader::find(*ae, "hardPodAffinityWeight"))
            if (const auto v = readHardWeight(r, *w, argsPath + ".hardPodAffinityWeight"))
                p.interPodAffinityArgs.hardPodAffinityWeight = *v;
        if (const Entry* ig = TreeReader::find(*ae, "ignorePreferredTermsOfExistingPods")) {
            if (auto v = readBool(r, *ig, argsPath + ".ignorePreferredTermsOfExistingPods"))
                p.interPodAffinityArgs.ignorePreferredTermsOfExistingPods = *v;
        }
        return;
    }
    // PodTopologySpread: defaultingType System, or List with its
    // defaultConstraints (io/spread_defaults.h).
    p.podTopologySpreadArgsSet = true;
    if (args->value.IsNull())
        return;
    const auto ae = r.entries(args->value, r.posOf(*args), argsPath, { "defaultingType", "defaultConstraints" });
    if (!ae)
        return;
    bool list = false;
    if (const Entry* t = TreeReader::find(*ae, "defaultingType")) {
        if (auto s = r.string(t->value, r.posOf(*t), argsPath + ".defaultingType", "System or List")) {
            if (*s == "List") {
                list = true;
            } else if (*s != "System") {
                sayError(r, r.posOf(*t), argsPath + ".defaultingType",
                    Phrase(BP_TEXT("bp::core", "unsupported value %1; expected System or List"), { bp::quoted(*s) }));
            }
        }
    }
    const Entry* dc = TreeReader::find(*ae, "defaultConstraints");
    if (list && dc) {
        readDefaultConstraints(
            r, dc->value, r.posOf(*dc), argsPath + ".defaultConstraints", p.podTopologySpreadDefaultConstraints, false);
    } else if (dc && !(dc->value.IsNull() || (dc->value.IsSequence() && dc->value.size() == 0))) {
        sayError(r, r.posOf(*dc), argsPath + ".defaultConstraints",
            Phrase(BP_TEXT("bp::core", "when .defaultingType is System, .defaultConstraints must be empty")));
    }
    if (list && !dc)
        sayError(r, r.posOf(*args), argsPath + ".defaultConstraints",
            Phrase(BP_TEXT("bp::core",
                "defaultingType: List needs defaultConstraints; write defaultConstraints: [] to turn the "
                "default spreading off")));
    p.podTopologySpreadList = list;
}

// binpack or nodeorder: enabled by being listed, with optional arguments.
void readVolcanoPlugin(TreeReader& r, const Entry& entry, const std::string& path, bool& enabled,
    std::vector<VolcanoArgument>& arguments)
{
    enabled = true;
    if (entry.value.IsNull())
        return;
    const auto e = r.entries(entry.value, r.posOf(entry), path, { "arguments" });
    if (!e)
        return;
    const Entry* args = TreeReader::find(*e, "arguments");
    if (!args || args->value.IsNull())
        return;
    const auto ae = r.anyEntries(args->value, r.posOf(*args), path + ".arguments");
    if (!ae)
        return;
    for (const Entry& a : *ae) {
        if (auto arg = readVolcanoArgument(r, a, path + ".arguments." + a.key))
            arguments.push_back(std::move(*arg));
    }
}

} // namespace

std::optional<VolcanoArgument> readVolcanoArgument(TreeReader& r, const Entry& entry, const std::string& path)
{
    VolcanoArgument arg;
    arg.key = entry.key;
    const YAML::Node& v = entry.value;
    if (!v.IsDefined() || v.IsNull()) {
        arg.kind = VolcanoArgument::Kind::Null;
        arg.text = "null";
        return arg;
    }
    if (v.IsScalar()) {
        const std::string tag = v.Tag();
        arg.text = v.Scalar();
        if (tag == "!" || tag == "tag:yaml.org,2002:str") {
            arg.kind = VolcanoArgument::Kind::String;
            arg.quoted = true;
            return arg;
        }
        if (tag != "?") {
            sayError(r, r.posOf(entry), path,
                Phrase(BP_TEXT("bp::core", "explicit YAML tag %1 is not supported here; write the value plainly"),
                    { bp::quoted(tag) }));
            return std::nullopt;
        }
        const std::string key = arg.key;
        arg = classifyVolcanoScalar(key, v.Scalar(), false);
        return arg;
    }
    arg.kind = VolcanoArgument::Kind::Other;
    if (!flowText(v, arg.text)) {
        r.error(r.posOf(entry), path, flowTooLargeMessage());
        return std::nullopt;
    }
    return arg;
}

namespace {

// disabledFilters: the names the profile's scheduler and release use
// (scoring/filter_plugins.h), each once. The profile's scheduler and
// versions are read first, whatever the key order.
void readDisabledFilters(TreeReader& r, const Entry& entry, const std::string& field, Profile& p)
{
    const Phrase what(BP_TEXT("bp::core", "a list of filter plugin names, e.g. [NodePorts]"));
    if (!r.expectList(entry.value, r.posOf(entry), field, what))
        return;
    const auto release = releaseOf(p);
    std::vector<std::string> read; // every name read, for the "listed twice" check
    for (size_t i = 0; i < entry.value.size(); ++i) {
        const YAML::Node item = entry.value[i];
        const std::string itemField = field + "[" + std::to_string(i) + "]";
        const SourcePos pos = r.posOf(item, r.posOf(entry));
        auto name = r.string(item, pos, itemField, "a filter plugin name");
        if (!name)
            continue;
        read.push_back(*name);
        if (release) { // an unsupported version is reported on its own field
            if (Phrase problem = disabledFilterProblem(read, read.size() - 1, p.scheduler, *release);
                !problem.empty()) {
                sayError(r, pos, itemField, std::move(problem));
                continue;
            }
        }
        p.disabledFilters.push_back(*name);
    }
}

// volcanoConf: the actions and tiers kept from an imported
// volcano-scheduler.conf (io/volcano_conf.h). binpack, nodeorder and
// predicates entries only mark their places: what they hold is the
// profile's, so their arguments, enableNodeOrder and filter switches are
// refused here.
void readVolcanoConf(TreeReader& r, const Entry& e, const std::string& path, Profile& p)
{
    if (p.scheduler != SchedulerKind::Volcano) {
        sayError(r, r.posOf(e), path,
            Phrase(BP_TEXT("bp::core",
                "volcanoConf is a Volcano profile setting; this profile uses kube-scheduler (remove the key or set "
                "scheduler: volcano)")));
        return;
    }
    const auto fields = r.entries(e.value, r.posOf(e), path, { "actions", "tiers", "configurations", "metrics" });
    if (!fields)
        return;
    VolcanoConf conf;
    if (const Entry* actions = TreeReader::find(*fields, "actions"))
        if (auto s = r.string(actions->value, r.posOf(*actions), path + ".actions",
                Phrase(BP_TEXT("bp::core", "comma-separated action names, e.g. \"enqueue, allocate, backfill\""))))
            conf.actions = *s;
    for (const char* key : { "configurations", "metrics" })
        if (const Entry* f = TreeReader::find(*fields, key); f && !f->value.IsNull())
            readFlowValue(
                r, f->value, path + "." + key, std::string_view(key) == "metrics" ? conf.metrics : conf.configurations);
    std::set<std::string> modelledSeen;
    if (const Entry* tiersEntry = TreeReader::find(*fields, "tiers")) {
        const std::string tiersPath = path + ".tiers";
        const auto tiers = r.items(tiersEntry->value, r.posOf(*tiersEntry), tiersPath,
            Phrase(BP_TEXT("bp::core", "tiers ({plugins: [...]})")));
        for (size_t t = 0; tiers && t < tiers->size(); ++t) {
            const std::string tierPath = tiersPath + "[" + std::to_string(t) + "]";
            conf.tiers.emplace_back();
            const auto tier
                = r.entries((*tiers)[t], r.posOf((*tiers)[t], r.posOf(*tiersEntry)), tierPath, { "plugins" });
            const Entry* pluginsEntry = tier ? TreeReader::find(*tier, "plugins") : nullptr;
            if (!pluginsEntry)
                continue;
            const std::string pluginsPath = tierPath + ".plugins";
            const auto plugins = r.items(pluginsEntry->value, r.posOf(*pluginsEntry), pluginsPath,
                Phrase(BP_TEXT("bp::core", "plugin entries ({name: ...})")));
            for (size_t i = 0; plugins && i < plugins->size(); ++i) {
                const std::string itemPath = pluginsPath + "[" + std::to_string(i) + "]";
                auto plugin = readTierPlugin(r, (*plugins)[i], itemPath);
                if (!plugin)
                    continue;
                const SourcePos at = r.posOf((*plugins)[i], r.posOf(*pluginsEntry));
                const bool scoring = plugin->name == kBinpack || plugin->name == kNodeorder;
                if (scoring || plugin->name == "predicates") {
                    if (!modelledSeen.insert(plugin->name).second) {
                        sayError(r, at, itemPath,
                            Phrase(BP_TEXT("bp::core", "%1 is listed twice; expected it once"), { plugin->name }));
                        continue;
                    }
                }
                if (scoring
                    && (!plugin->arguments.empty()
                        || std::any_of(plugin->options.begin(), plugin->options.end(),
                            [](const VolcanoField& f) { return f.key == "enableNodeOrder"; }))) {
                    sayError(r, at, itemPath,
                        Phrase(BP_TEXT("bp::core",
                                   "%1's arguments and whether it scores are the profile's (plugins.%1); here "
                                   "expected only its name and other options"),
                            { plugin->name }));
                    continue;
                }
                if (plugin->name == "predicates") {
                    const auto sw = std::find_if(plugin->arguments.begin(), plugin->arguments.end(),
                        [&](const VolcanoField& a) { return isFilterSwitchKey(p, a.key); });
                    if (sw != plugin->arguments.end()) {
                        sayError(r, at, itemPath + ".arguments." + sw->key,
                            Phrase(BP_TEXT("bp::core",
                                "a filter switch is the profile's disabledFilters; expected the predicates plugin's "
                                "other arguments only")));
                        continue;
                    }
                }
                conf.tiers.back().push_back(std::move(*plugin));
            }
        }
    }
    p.volcanoConf = std::move(conf);
}

// legacyPriorities (kube-scheduler 1.16): the DefaultProvider's priorities
// besides the resource ones that run, by their Policy names, with weights;
// {} runs none of them. Weights are checked by validateProfile.
void readLegacyPriorities(TreeReader& r, const Entry& e, const std::string& path, Profile& p)
{
    if (p.scheduler == SchedulerKind::Volcano) {
        sayError(r, r.posOf(e), path,
            Phrase(BP_TEXT("bp::core",
                "legacyPriorities is a kube-scheduler 1.16 profile setting; this profile uses Volcano (remove the "
                "key)")));
        return;
    }
    if (e.value.IsNull()) {
        sayError(r, r.posOf(e), path,
            Phrase(BP_TEXT("bp::core",
                "expected a map of priority names to weights, found nothing; write legacyPriorities: {} to run none "
                "of them, or leave the key out for the DefaultProvider's")));
        return;
    }
    std::vector<std::string> names;
    for (const LegacyPriority& l : defaultLegacyPriorities())
        names.push_back(l.name);
    const auto entries = r.entries(
        e.value, r.posOf(e), path, names, +[](std::string_view key) -> Phrase {
            for (const LegacyPriority& l : defaultLegacyPriorities())
                if (std::string(key) + "Priority" == l.name)
                    return Phrase(BP_TEXT("bp::core", "1.16 names its priorities as a Policy does (%1); "), { l.name });
            if (key == "PodTopologySpread" || key == "EvenPodsSpreadPriority")
                return Phrase(BP_TEXT("bp::core",
                    "1.16's EvenPodsSpreadPriority sits behind an alpha gate, off by default, which Binpack Studio "
                    "does "
                    "not model; "));
            return Phrase();
        });
    if (!entries)
        return;
    std::vector<LegacyPriority> out;
    for (const Entry& x : *entries)
        if (const auto w = r.integer(x.value, r.posOf(x), path + "." + x.key))
            out.push_back({ x.key, *w });
    p.legacyPriorities = std::move(out);
}

// hardPodAffinitySymmetricWeight (kube-scheduler 1.16): what
// InterPodAffinityPriority adds for each existing pod's required affinity
// term that selects the pod, 0 to 100 as the component config validates it;
// kept as InterPodAffinity's hardPodAffinityWeight, which later releases
// write under the plugin's args.
void readHardPodAffinitySymmetricWeight(TreeReader& r, const Entry& e, const std::string& path, Profile& p)
{
    const auto release = releaseOf(p);
    if (p.scheduler == SchedulerKind::Volcano || !release || !release->legacyScale()) {
        sayError(r, r.posOf(e), path,
            Phrase(BP_TEXT("bp::core",
                "hardPodAffinitySymmetricWeight is a kube-scheduler 1.16 profile setting; later releases set "
                "plugins.InterPodAffinity.args.hardPodAffinityWeight (Volcano: always 0)")));
        return;
    }
    if (const auto v = readHardWeight(r, e, path, 1)) {
        p.interPodAffinityArgsSet = true;
        p.interPodAffinityArgs.hardPodAffinityWeight = *v;
    }
}

} // namespace

bool readProfile(TreeReader& r, const YAML::Node& node, SourcePos fallback, const std::string& path, Profile& p)
{
    p.pos = r.posOf(node, fallback);
    const auto e = r.entries(node, p.pos, path,
        { "name", "scheduler", "kubernetesVersion", "volcanoVersion", "schedulerName", "percentageOfNodesToScore",
            "disabledFilters", "plugins", "legacyPriorities", "hardPodAffinitySymmetricWeight", "volcanoConf" });
    if (!e)
        return false;
    if (const Entry* name = TreeReader::find(*e, "name")) {
        if (auto s = r.string(name->value, r.posOf(*name), path + ".name", "the profile's name"))
            p.name = *s;
    } else {
        r.missing(p.pos, path + ".name", "the profile's name, e.g. name: binpack");
    }
    if (const Entry* sched = TreeReader::find(*e, "scheduler")) {
        if (auto s = r.string(sched->value, r.posOf(*sched), path + ".scheduler", "kube-scheduler or volcano")) {
            if (*s == "kube-scheduler") {
                p.scheduler = SchedulerKind::KubeScheduler;
            } else if (*s == "volcano") {
                p.scheduler = SchedulerKind::Volcano;
            } else {
                const std::string close = closestMatch(*s, { "kube-scheduler", "volcano" });
                Phrase message(BP_TEXT("bp::core", "unknown scheduler %1; "), { bp::quoted(*s) });
                if (!close.empty())
                    message.then(Phrase(BP_TEXT("bp::core", "did you mean \"%1\"? "), { close }));
                sayError(r, r.posOf(*sched), path + ".scheduler",
                    message.then(Phrase(BP_TEXT("bp::core", "expected kube-scheduler or volcano"))));
            }
        }
    }
    if (const Entry* version = TreeReader::find(*e, "kubernetesVersion")) {
        if (auto s = r.string(version->value, r.posOf(*version), path + ".kubernetesVersion",
                "a Kubernetes version such as \"1.36\"")) {
            p.kubernetesVersion = *s;
            p.kubernetesVersionSet = true;
        }
    }
    if (const Entry* version = TreeReader::find(*e, "volcanoVersion")) {
        const std::string field = path + ".volcanoVersion";
        if (p.scheduler != SchedulerKind::Volcano) {
            sayError(r, r.posOf(*version), field,
                Phrase(BP_TEXT("bp::core",
                    "volcanoVersion is a Volcano profile setting; this profile uses "
                    "kube-scheduler (remove the key or set scheduler: volcano)")));
        } else if (auto s = r.string(version->value, r.posOf(*version), field, "a Volcano version such as \"1.15\"")) {
            p.volcanoVersion = *s;
            p.volcanoVersionSet = true;
        }
    }
    if (const Entry* sn = TreeReader::find(*e, "schedulerName")) {
        if (auto s = r.string(sn->value, r.posOf(*sn), path + ".schedulerName", "a scheduler name", true))
            p.schedulerName = *s;
    }
    // KubeSchedulerProfile.percentageOfNodesToScore; validated as upstream
    // ValidateKubeSchedulerConfiguration does ([0-100], 0 = adaptive).
    if (const Entry* pct = TreeReader::find(*e, "percentageOfNodesToScore")) {
        const std::string field = path + ".percentageOfNodesToScore";
        if (p.scheduler == SchedulerKind::Volcano) {
            sayError(r, r.posOf(*pct), field,
                Phrase(BP_TEXT("bp::core",
                    "percentageOfNodesToScore is a kube-scheduler profile setting; this "
                    "profile uses Volcano (remove the key or set scheduler: kube-scheduler)")));
        } else if (auto v = r.integer(pct->value, r.posOf(*pct), field)) {
            if (*v < 0 || *v > 100)
                sayError(r, r.posOf(*pct), field,
                    Phrase(BP_TEXT("bp::core", "%1 is not in the valid range [0-100]; expected 0 (adaptive) to 100"),
                        { std::to_string(*v) }));
            else
                p.percentageOfNodesToScore = static_cast<int>(*v);
        }
    }
    if (const Entry* df = TreeReader::find(*e, "disabledFilters"))
        readDisabledFilters(r, *df, path + ".disabledFilters", p);
    if (const Entry* vc = TreeReader::find(*e, "volcanoConf"))
        readVolcanoConf(r, *vc, path + ".volcanoConf", p);
    if (const Entry* lp = TreeReader::find(*e, "legacyPriorities"))
        readLegacyPriorities(r, *lp, path + ".legacyPriorities", p);
    if (const Entry* hw = TreeReader::find(*e, "hardPodAffinitySymmetricWeight"))
        readHardPodAffinitySymmetricWeight(r, *hw, path + ".hardPodAffinitySymmetricWeight", p);

    p.pluginsSet = false;
    p.binpackEnabled = true;
    p.nodeorderEnabled = true;
    const Entry* plugins = TreeReader::find(*e, "plugins");
    if (!plugins)
        return true;
    const std::string pluginsPath = path + ".plugins";
    if (plugins->value.IsNull()) {
        sayError(r, r.posOf(*plugins), pluginsPath,
            Phrase(BP_TEXT("bp::core",
                "expected a map of plugins, found nothing; write plugins: {} to enable none, "
                "or leave the key out for the scheduler's default profile")));
        return true;
    }
    p.pluginsSet = true;
    p.binpackEnabled = false;
    const bool volcano = p.scheduler == SchedulerKind::Volcano;
    // (nodeorderEnabled keeps its default on a kube-scheduler profile, which
    // never reads it, so that a profile built in code compares equal.)
    if (volcano)
        p.nodeorderEnabled = false;
    auto hint = +[](std::string_view key) -> std::string {
        if (key == "binpack" || key == "nodeorder")
            return std::string(key) + " is a Volcano plugin and this profile uses kube-scheduler (set scheduler: volcano); ";
        if (key == "NodeResourcesFit" || key == "NodeResourcesBalancedAllocation" || key == "TaintToleration"
            || key == "NodeAffinity" || key == "PodTopologySpread" || key == "InterPodAffinity"
            || key == "ImageLocality")
            return std::string(key) + " is a kube-scheduler plugin and this profile uses Volcano; ";
        return pluginHint(key);
    };
    const auto pe = volcano ? r.entries(plugins->value, r.posOf(*plugins), pluginsPath, { kNodeorder, kBinpack }, hint)
                            : r.entries(plugins->value, r.posOf(*plugins), pluginsPath,
                                { kFit, kBalanced, kTaintToleration, kNodeAffinity, kPodTopologySpread,
                                    kInterPodAffinity, kImageLocality },
                                hint);
    if (!pe)
        return true;
    for (const Entry& plugin : *pe) {
        const std::string pluginPath = pluginsPath + "." + plugin.key;
        if (plugin.key == kFit)
            readFit(r, plugin, pluginPath, p);
        else if (plugin.key == kBalanced)
            readBalanced(r, plugin, pluginPath, p);
        else if (plugin.key == kBinpack)
            readVolcanoPlugin(r, plugin, pluginPath, p.binpackEnabled, p.binpackArguments);
        else if (plugin.key == kNodeorder)
            readVolcanoPlugin(r, plugin, pluginPath, p.nodeorderEnabled, p.nodeorderArguments);
        else
            readOtherScorePlugin(r, plugin, pluginPath, p);
    }
    return true;
}

} // namespace bp::yamlio
