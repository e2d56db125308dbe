// SPDX-License-Identifier: GPL-3.0-or-later
// KubeSchedulerConfiguration v1 / v1beta3 / v1beta2 (and the parts shared
// with v1beta1) into profiles.
#include "io/did_you_mean.h"
#include "io/import_phrases.h"
#include "io/spread_defaults.h"
#include "io/workspace_profile_reader.h"
#include "io/import_support.h"
#include "io/profile_defaults.h"
#include "io/profile_validation.h"
#include "io/strategy_names.h"
#include "scoring/default_scores.h"
#include "util/duplicates.h"

#include <algorithm>
#include <array>
#include <limits>
#include <set>

namespace bp::detail {

namespace {

const char* const kRemovedInV1beta2[] = {"NodeLabel", "ServiceAffinity", "NodePreferAvoidPods",
                                         "NodeResourcesLeastAllocated", "NodeResourcesMostAllocated",
                                         "RequestedToCapacityRatio"};

// field.Error's rendering for a missing value, ahead of our detail.
constexpr const char* kRequiredValue = "Required value";

constexpr int64_t kInt32Min = std::numeric_limits<int32_t>::min();
constexpr int64_t kInt32Max = std::numeric_limits<int32_t>::max();

int minorFor(ConfigFormat format)
{
    switch (format) {
    case ConfigFormat::KubeV1beta3:
        return 28;
    case ConfigFormat::KubeV1beta2:
        return 27;
    case ConfigFormat::KubeV1beta1:
        return 22;
    default:
        return 36;
    }
}

// "omitted -> <the value the format defaults to>"
Phrase omitted(std::string value)
{
    return Phrase(BP_TEXT("bp::core", "omitted -> %1"), { std::move(value) });
}

// The extension points of plugins.<stage>, by version.
const std::vector<std::string>& pluginStages(ConfigFormat format)
{
    static const std::vector<std::string> before = {"queueSort", "preFilter", "filter", "postFilter", "preScore",
        "score", "reserve", "permit", "preBind", "bind", "postBind"};
    static const std::vector<std::string> fromV1beta3 = [] {
        std::vector<std::string> stages = before;
        stages.push_back("multiPoint");
        stages.push_back("preEnqueue");
        return stages;
    }();
    return format == ConfigFormat::KubeV1beta2 || format == ConfigFormat::KubeV1beta1 ? before : fromV1beta3;
}

void readV1Profile(ImportContext& ctx, const YAML::Node& node, const std::string& path, Profile& p,
                   ConfigFormat format)
{
    const std::string ws = std::string("plugins.");
    bool mentioned = false;
    PluginEntry fit{true, 0, false};
    PluginEntry bal{true, 0, false};
    OtherScorePlugins others(format);
    // multiPoint first: a weight under score wins over one under multiPoint.
    // Copied, not reordered in place: assigning a YAML::Node (as moving a
    // PluginRef does, yaml-cpp has no move assignment) rebinds the document's
    // node to the other one's data, which moved entries' positions, and the
    // file's nodes, onto each other.
    std::vector<PluginRef> refs;
    {
        const auto read = readPluginSets(ctx, node["plugins"], child(path, "plugins"), format);
        refs.reserve(read.size());
        for (bool multiPoint : { true, false })
            for (const auto& r : read)
                if ((r.stage == "multiPoint") == multiPoint)
                    refs.push_back(r);
    }
    std::set<std::string> warnedStages;
    DisabledFilterReader filters(ctx, format, minorFor(format));
    for (const auto& r : refs) {
        if (removedInV1beta2(r.name) && r.enabled) {
            ctx.error(r.node, r.path, removedMessage(r.path, r.name, format));
            continue;
        }
        if (filters.take(r))
            continue;
        const bool scoring = r.stage == "score" || r.stage == "multiPoint";
        if (scoring && others.take(ctx, r)) {
            mentioned = true;
            continue;
        }
        const bool ours = r.name == kFitPlugin || r.name == kBalancedPlugin || r.name == "*";
        if (!scoring || !ours) {
            if (!warnedStages.insert(r.stage + (ours ? "#ours" : "")).second)
                continue;
            const std::string stage = "plugins." + r.stage;
            if (ours)
                sayWarning(ctx, r.node, r.path,
                    Phrase(BP_TEXT("bp::core",
                               "only the score (and multiPoint) extension points are part of a profile; %1 is not "
                               "imported"),
                        { stage }));
            else
                sayWarning(ctx, r.node, r.path,
                    Phrase(BP_TEXT("bp::core",
                               "plugins other than the default profile's score plugins are not part "
                               "of a profile; %1 entries like \"%2\" are not imported"),
                        { stage, r.name }));
            continue;
        }
        mentioned = true;
        if (r.name == "*") {
            if (!r.enabled) {
                fit.enabled = false;
                bal.enabled = false;
                ctx.locate(ws + kFitPlugin, r.path, r.node);
                ctx.locate(ws + kBalancedPlugin, r.path, r.node);
                others.disableAll(ctx, r);
            }
            continue;
        }
        applyPluginRef(ctx, r, r.name == kFitPlugin ? fit : bal);
        ctx.locate(ws + r.name, r.path, r.node);
        if (r.enabled && r.weight)
            ctx.locate(ws + r.name + ".weight", child(r.path, "weight"), r.node["weight"]);
    }
    for (const auto& c : readPluginConfig(ctx, node["pluginConfig"], child(path, "pluginConfig"))) {
        if (removedInV1beta2(c.name)) {
            ctx.error(c.node, c.path, removedMessage(c.path, c.name, format));
        } else if (c.name == kFitPlugin) {
            mentioned = true;
            readFitArgs(ctx, c, p);
        } else if (c.name == kBalancedPlugin) {
            mentioned = true;
            readBalancedArgs(ctx, c, p);
        } else if (c.name == "InterPodAffinity" || c.name == "PodTopologySpread" || c.name == "NodeAffinity") {
            mentioned = true;
            readOtherArgs(ctx, c, p);
        } else {
            sayWarning(ctx, c.node, c.path, argsNotImported(c.name));
        }
    }
    // v1beta2 (and v1beta1) weigh TaintToleration, NodeAffinity and
    // InterPodAffinity 1, where the release's own defaults (v1beta3 and v1,
    // from 1.23) weigh them 3, 2 and 2: the profile lists its plugins.
    mentioned = mentioned || others.differFromRelease(minorFor(format));
    p.pluginsSet = mentioned;
    if (mentioned) {
        p.fit = fit;
        p.balanced = bal;
        others.apply(p);
    }
    filters.finish(p);
}

} // namespace

DisabledFilterReader::DisabledFilterReader(ImportContext& ctx, ConfigFormat format, int kubeMinor)
    : ctx_(ctx)
    , multiPoint_(format == ConfigFormat::KubeV1 || format == ConfigFormat::KubeV1beta3)
{
    release_.minor = kubeMinor;
    switches_ = filterSwitches(SchedulerKind::KubeScheduler, release_);
}

bool DisabledFilterReader::take(const PluginRef& r)
{
    const bool filterStage = r.stage == "filter";
    if (!filterStage && !(multiPoint_ && r.stage == "multiPoint"))
        return false;
    const bool isFilter = findFilterSwitch(switches_, r.name) != nullptr;
    if (filterStage) {
        if (r.enabled) {
            if (!isFilter)
                return false; // not part of a profile: the caller says so
            filterEnabled_.insert(r.name); // on by default; on again if disabled
            return true;
        }
        if (r.name == "*") {
            filterAll_ = true;
            turnOffAll(r);
        } else if (isFilter) {
            filterDisabled_.insert(r.name);
            turnOff(r.name, r);
        } else if (!r.name.empty()) {
            std::vector<std::string> names;
            for (const auto& s : switches_)
                names.push_back(s.name);
            Phrase message(BP_TEXT("bp::core",
                               "%1 is not a default filter plugin of kube-scheduler %2, so disabling it changes "
                               "nothing; "),
                { quoted(r.name), release_.toString() });
            if (const std::string close = yamlio::closestMatch(r.name, names); !close.empty())
                message.then(yamlio::didYouMean(close));
            message.then(Phrase(BP_TEXT("bp::core", "not imported")));
            sayWarning(ctx_, r.node, r.path, std::move(message));
        }
        return true;
    }
    // multiPoint: a plugin disabled there runs at none of its extension points.
    if (r.enabled) {
        if (isFilter)
            multiPointEnabled_.insert(r.name);
        return false;
    }
    if (r.name == "*") {
        multiPointAll_ = true;
        turnOffAll(r);
        return false; // the resource scorers are off too: the caller records it
    }
    if (!isFilter)
        return false;
    multiPointDisabled_.insert(r.name);
    turnOff(r.name, r);
    multiPointPlaces_.emplace_back(r.name, Place { r.path, r.node });
    // A plugin that scores too (NodeResourcesFit, TaintToleration,
    // NodeAffinity, PodTopologySpread, InterPodAffinity): its score is off
    // too, the caller records it.
    return !alsoScores(r.name);
}

bool DisabledFilterReader::alsoScores(const std::string& name)
{
    if (name == kFitPlugin)
        return true;
    for (int i = 0; i < kOtherScores; ++i)
        if (name == otherScoreName(static_cast<OtherScore>(i)))
            return true;
    return false;
}

void DisabledFilterReader::turnOff(const std::string& name, const PluginRef& r)
{
    order_.emplace_back(name, Place { r.path, r.node });
}

void DisabledFilterReader::turnOffAll(const PluginRef& r)
{
    for (const auto& s : switches_)
        if (!s.mandatory)
            turnOff(s.name, r);
    allPlaces_.push_back(Place { r.path, r.node });
}

void DisabledFilterReader::finish(Profile& p)
{
    for (const auto& [name, place] : order_) {
        if (turnsOff(p, name))
            continue;
        // v1beta2 and v1beta1 enable the default filters under filter; v1beta3
        // and v1 under multiPoint, whose expansion skips a plugin the filter
        // extension point disables (framework.go expandMultiPointPlugins).
        const bool inMultiPoint = !multiPoint_
            || (!multiPointAll_ && !multiPointDisabled_.count(name)) || multiPointEnabled_.count(name);
        const bool runs = filterEnabled_.count(name) || (inMultiPoint && !filterAll_ && !filterDisabled_.count(name));
        if (runs)
            continue;
        ctx_.locate("disabledFilters[" + std::to_string(p.disabledFilters.size()) + "]", place.path, place.node);
        p.disabledFilters.push_back(name);
    }
    const auto off = [&](const std::string& name) { return turnsOff(p, name); };
    std::string unmodelled;
    for (const auto& s : switches_)
        if (s.modelled == 0 && off(s.name))
            unmodelled += (unmodelled.empty() ? "" : ", ") + s.name;
    for (const Place& place : allPlaces_)
        sayWarning(ctx_, place.node, place.path,
            Phrase(BP_TEXT("bp::core",
                       "\"*\" turns off every filter of kube-scheduler %1; it is imported as the list of them, "
                       "which includes filters the workspace does not model (%2): turning those off changes no "
                       "placement here, but kube-scheduler no longer checks them"),
                { release_.toString(), unmodelled }));
    // Said once the profile is read: filter.enabled can turn a Filter on again.
    for (const auto& [name, place] : multiPointPlaces_) {
        if (!off(name))
            continue;
        if (alsoScores(name))
            sayWarning(ctx_, place.node, place.path,
                Phrase(BP_TEXT("bp::core",
                           "disabling %1 in multiPoint turns off its Filter as well as its score; the "
                           "profile records both, and an export disables it under filter and under score"),
                    { name }));
        else
            sayWarning(ctx_, place.node, place.path,
                Phrase(BP_TEXT("bp::core",
                           "disabling %1 in multiPoint turns it off at every extension point; the profile records "
                           "that its Filter is off (disabledFilters), and an export disables only that, under "
                           "filter"),
                    { name }));
    }
}


bool removedInV1beta2(const std::string& name)
{
    for (const char* n : kRemovedInV1beta2)
        if (name == n)
            return true;
    return false;
}

std::string removedMessage(const std::string& path, const std::string& name, ConfigFormat format)
{
    return path + ": Invalid value: " + goQuote(name)
           + ": was removed in version \"kubescheduler.config.k8s.io/v1beta2\" (KubeSchedulerConfiguration is "
             "version "
           + goQuote(std::string(apiVersionOf(format))) + ")";
}

void applyPluginRef(ImportContext& ctx, const PluginRef& r, PluginEntry& e)
{
    e.enabled = r.enabled;
    if (!r.enabled || !r.weight)
        return;
    e.weight = *r.weight;
    e.weightSet = true;
    if (e.weight == 0) {
        sayDefaulted(ctx, r.node["weight"], child(r.path, "weight"),
            Phrase(BP_TEXT("bp::core", "0 -> 1 (a plugin weight of 0 means 1)")));
        e.weight = 1;
    }
}

std::vector<PluginRef> readPluginSets(ImportContext& ctx, const YAML::Node& plugins, const std::string& path,
                                      ConfigFormat format)
{
    std::vector<PluginRef> out;
    if (!plugins.IsDefined() || !ctx.isMap(plugins, path))
        return out;
    const std::vector<std::string>& stages = pluginStages(format);
    for (const auto& kv : plugins) {
        const std::string stage = kv.first.Scalar();
        const std::string sp = child(path, stage);
        if (std::find(stages.begin(), stages.end(), stage) == stages.end()) {
            std::string expected;
            for (const auto& s : stages)
                expected += (expected.empty() ? "" : ", ") + s;
            sayError(ctx, kv.first, sp,
                Phrase(BP_TEXT("bp::core", "unknown field \"%1\"; expected one of: %2"), { stage, expected }));
            continue;
        }
        const YAML::Node set = kv.second;
        if (!ctx.checkMap(set, sp, {"enabled", "disabled"}))
            continue;
        for (const char* which : {"enabled", "disabled"}) {
            const YAML::Node list = set[which];
            const std::string lp = child(sp, which);
            if (!list.IsDefined() || !ctx.isSeq(list, lp))
                continue;
            for (size_t i = 0; i < list.size(); ++i) {
                const YAML::Node item = list[i];
                PluginRef r;
                r.stage = stage;
                r.enabled = std::string_view(which) == "enabled";
                r.path = index(lp, i);
                r.node = item;
                if (!ctx.checkMap(item, r.path, {"name", "weight"}))
                    continue;
                if (!item["name"]) {
                    sayError(ctx, item, child(r.path, "name"),
                        Phrase(BP_TEXT("bp::core", "%1: a plugin needs a name"), { kRequiredValue }));
                    continue;
                }
                r.name = ctx.string(item["name"], child(r.path, "name")).value_or("");
                if (item["weight"])
                    r.weight = ctx.integer(item["weight"], child(r.path, "weight"), kInt32Min, kInt32Max);
                out.push_back(std::move(r));
            }
        }
    }
    return out;
}

std::vector<PluginConfigRef> readPluginConfig(ImportContext& ctx, const YAML::Node& list, const std::string& path)
{
    std::vector<PluginConfigRef> out;
    if (!list.IsDefined() || !ctx.isSeq(list, path))
        return out;
    std::set<std::string> seen;
    for (size_t i = 0; i < list.size(); ++i) {
        const YAML::Node item = list[i];
        PluginConfigRef c;
        c.path = index(path, i);
        c.node = item;
        if (!ctx.checkMap(item, c.path, {"name", "args"}))
            continue;
        if (!item["name"]) {
            sayError(ctx, item, child(c.path, "name"),
                Phrase(BP_TEXT("bp::core", "%1: a pluginConfig entry needs a name"), { kRequiredValue }));
            continue;
        }
        c.name = ctx.string(item["name"], child(c.path, "name")).value_or("");
        if (!seen.insert(c.name).second) {
            ctx.error(item, c.path, c.path + ": Duplicate value: " + goQuote(c.name));
            continue;
        }
        // Assigned only when present: yaml-cpp's Node::operator= throws
        // InvalidNode for a missing key.
        if (const YAML::Node args = item["args"])
            c.args = args;
        out.push_back(std::move(c));
    }
    return out;
}

void readFitArgs(ImportContext& ctx, const PluginConfigRef& ref, Profile& p)
{
    const std::string path = child(ref.path, "args");
    const std::string ws = std::string("plugins.") + kFitPlugin + ".args";
    p.fitArgsSet = true;
    FitArgs& a = p.fitArgs;
    ctx.locate(ws, path, ref.args.IsDefined() ? ref.args : ref.node);
    const bool isMap = ref.args.IsDefined() && ctx.checkMap(ref.args, path,
                                                             {"ignoredResources", "ignoredResourceGroups",
                                                              "scoringStrategy", "apiVersion", "kind"});
    const YAML::Node none;
    const YAML::Node args = isMap ? ref.args : none;
    for (const char* key : {"ignoredResources", "ignoredResourceGroups"}) {
        const YAML::Node list = isMap ? args[key] : none;
        const std::string lp = child(path, key);
        auto& target = std::string_view(key) == "ignoredResources" ? a.ignoredResources : a.ignoredResourceGroups;
        if (list.IsDefined() && ctx.isSeq(list, lp)) {
            for (size_t i = 0; i < list.size(); ++i) {
                target.push_back(ctx.string(list[i], index(lp, i)).value_or(""));
                ctx.locate(index(child(ws, key), i), index(lp, i), list[i]);
            }
        }
    }
    const YAML::Node s = isMap ? args["scoringStrategy"] : none;
    const std::string sp = child(path, "scoringStrategy");
    const std::string sws = child(ws, "scoringStrategy");
    ScoringStrategy strategy;
    if (!s.IsDefined() || s.IsNull()) {
        sayDefaulted(ctx, isMap ? args : ref.node, sp,
            omitted("{type: LeastAllocated, resources: [{name: cpu, weight: 1}, {name: memory, weight: 1}]}"));
        strategy.type = strategyTypeName(StrategyType::LeastAllocated);
        strategy.resources = defaultScoringResources();
        a.scoringStrategy = strategy;
        return;
    }
    ctx.locate(sws, sp, s);
    if (!ctx.checkMap(s, sp, {"type", "resources", "requestedToCapacityRatio"}))
        return;
    if (s["type"]) {
        strategy.type = ctx.string(s["type"], child(sp, "type")).value_or("");
        ctx.locate(child(sws, "type"), child(sp, "type"), s["type"]);
    } else {
        ctx.locate(child(sws, "type"), sp, s);
    }
    strategy.resources = readResources(ctx, s["resources"], child(sp, "resources"), child(sws, "resources"),
                                       WeightDefault::ZeroToOne, true, s);
    const YAML::Node r = s["requestedToCapacityRatio"];
    const std::string rp = child(sp, "requestedToCapacityRatio");
    if (r.IsDefined() && !r.IsNull()) {
        strategy.hasRequestedToCapacityRatio = true;
        ctx.locate(child(sws, "requestedToCapacityRatio"), rp, r);
        if (ctx.checkMap(r, rp, {"shape"}))
            strategy.shape = readShape(ctx, r["shape"], child(rp, "shape"), child(sws, "requestedToCapacityRatio.shape"));
        if (!r["shape"])
            ctx.locate(child(sws, "requestedToCapacityRatio.shape"), rp, r);
    } else {
        ctx.locate(child(sws, "requestedToCapacityRatio"), sp, s);
    }
    a.scoringStrategy = strategy;
}

// InterPodAffinityArgs and PodTopologySpreadArgs, as far as the profile
// models them (docs/default-profile.md).
void readOtherArgs(ImportContext& ctx, const PluginConfigRef& ref, Profile& p, bool v1beta1)
{
    const std::string path = child(ref.path, "args");
    const std::string ws = "plugins." + ref.name + ".args";
    ctx.locate(ws, path, ref.args.IsDefined() ? ref.args : ref.node);
    const YAML::Node& a = ref.args;
    if (ref.name == "NodeAffinity") {
        // ValidateNodeAffinityArgs: the terms parse as a pod's do.
        p.nodeAffinityArgsSet = true;
        if (!a.IsDefined() || !ctx.checkMap(a, path, { "addedAffinity", "apiVersion", "kind" }))
            return;
        if (const auto entries = ctx.reader().anyEntries(a, ctx.pos(a), path))
            if (const yamlio::Entry* added = yamlio::TreeReader::find(*entries, "addedAffinity"))
                p.addedAffinity = yamlio::readAddedAffinity(ctx.reader(), *added, child(path, "addedAffinity"));
        return;
    }
    if (ref.name == "InterPodAffinity") {
        p.interPodAffinityArgsSet = true;
        if (!a.IsDefined()
            || !ctx.checkMap(a, path, {"hardPodAffinityWeight", "ignorePreferredTermsOfExistingPods", "apiVersion", "kind"}))
            return;
        if (a["hardPodAffinityWeight"])
            p.interPodAffinityArgs.hardPodAffinityWeight
                = readHardPodAffinityWeight(ctx, a["hardPodAffinityWeight"], child(path, "hardPodAffinityWeight"));
        if (const YAML::Node ig = a["ignorePreferredTermsOfExistingPods"]) {
            if (ig.IsScalar() && (ig.Scalar() == "true" || ig.Scalar() == "false"))
                p.interPodAffinityArgs.ignorePreferredTermsOfExistingPods = ig.Scalar() == "true";
            else
                sayError(ctx, ig, child(path, "ignorePreferredTermsOfExistingPods"),
                    Phrase(BP_TEXT("bp::core", "expected true or false")));
        }
        return;
    }
    p.podTopologySpreadArgsSet = true;
    if (!a.IsDefined() || !ctx.checkMap(a, path, {"defaultingType", "defaultConstraints", "apiVersion", "kind"}))
        return;
    const YAML::Node dc = a["defaultConstraints"];
    const bool noConstraints = !dc || dc.IsNull() || (dc.IsSequence() && dc.size() == 0);
    const auto type = a["defaultingType"]
        ? ctx.string(a["defaultingType"], child(path, "defaultingType"))
        : std::optional<std::string>(v1beta1 && !noConstraints ? "List" : "System");
    if (type && *type == "List") {
        p.podTopologySpreadList = true;
        if (dc)
            yamlio::readDefaultConstraints(ctx.reader(), dc, ctx.pos(dc), child(path, "defaultConstraints"),
                p.podTopologySpreadDefaultConstraints, true);
    } else if (type && *type != "System") {
        sayError(ctx, a["defaultingType"], child(path, "defaultingType"),
            Phrase(BP_TEXT("bp::core", "unsupported value %1; expected System or List"), { bp::quoted(*type) }));
    } else if (!noConstraints) {
        sayError(ctx, dc, child(path, "defaultConstraints"),
            Phrase(BP_TEXT("bp::core", "when .defaultingType is System, .defaultConstraints must be empty")));
    }
}

void readBalancedArgs(ImportContext& ctx, const PluginConfigRef& ref, Profile& p)
{
    const std::string path = child(ref.path, "args");
    const std::string ws = std::string("plugins.") + kBalancedPlugin + ".args";
    p.balancedArgsSet = true;
    ctx.locate(ws, path, ref.args.IsDefined() ? ref.args : ref.node);
    const bool isMap = ref.args.IsDefined() && ctx.checkMap(ref.args, path, {"resources", "apiVersion", "kind"});
    const YAML::Node none;
    p.balancedArgs.resources = readResources(ctx, isMap ? ref.args["resources"] : none, child(path, "resources"),
                                             child(ws, "resources"), WeightDefault::ZeroToOne, true,
                                             isMap ? ref.args : ref.node);
}

namespace {

// ValidateKubeSchedulerConfiguration's "Duplicate value", once per name (at
// its second occurrence) rather than once per pair: with every place it occurs.
void reportRepeatedSchedulerNames(ImportContext& ctx, const std::vector<std::pair<std::string, YAML::Node>>& names)
{
    std::vector<std::string_view> keys;
    keys.reserve(names.size());
    for (const auto& n : names)
        keys.push_back(n.first);
    for (const auto& group : repeatedValues(keys)) {
        std::vector<std::string> places;
        for (size_t k = 0; k < group.size() && k < 10; ++k)
            places.push_back(labelAt(index("profiles", group[k]), ctx.pos(names[group[k]].second)));
        const std::string path = child(index("profiles", group[1]), "schedulerName");
        sayError(ctx, names[group[1]].second, path,
            Phrase(BP_TEXT("bp::core", "%1; %n {profile has|profiles have} this schedulerName: %2"),
                { path + ": Duplicate value: " + goQuote(names[group[1]].first), someOfMany(places, group.size()) })
                .counted(static_cast<int64_t>(group.size())));
    }
}

} // namespace

void importKubeSchedulerConfiguration(ImportContext& ctx, const YAML::Node& doc, ConfigFormat format)
{
    ImportResult& result = ctx.result();
    result.kubeMinor = minorFor(format);
    ctx.checkMap(doc, "", {"apiVersion", "kind", "profiles"},
                 {"parallelism", "leaderElection", "clientConnection", "healthzBindAddress", "metricsBindAddress",
                  "enableProfiling", "enableContentionProfiling", "percentageOfNodesToScore",
                  "podInitialBackoffSeconds", "podMaxBackoffSeconds", "extenders", "delayCacheUntilActive"});
    const YAML::Node profiles = doc["profiles"];
    const size_t first = result.profiles.size();
    if (profiles.IsDefined() && !profiles.IsNull() && !profiles.IsSequence()) {
        ctx.isSeq(profiles, "profiles"); // reports it: kube-scheduler cannot read this file either
        return;
    }
    const bool any = profiles.IsDefined() && profiles.IsSequence() && profiles.size() > 0;
    const size_t count = any ? profiles.size() : 1;
    if (!any)
        sayDefaulted(ctx, profiles.IsDefined() ? profiles : doc, "profiles",
            Phrase(BP_TEXT("bp::core", "omitted -> one profile with schedulerName %1 and the default plugins"),
                { kDefaultSchedulerName }));
    std::vector<std::pair<std::string, YAML::Node>> names;
    for (size_t i = 0; i < count; ++i) {
        const std::string path = index("profiles", i);
        const YAML::Node node = any ? profiles[i] : YAML::Node(YAML::NodeType::Undefined);
        ctx.beginProfile();
        Profile p;
        p.scheduler = SchedulerKind::KubeScheduler;
        p.kubernetesVersion = "1." + std::to_string(result.kubeMinor);
        p.kubernetesVersionSet = format != ConfigFormat::KubeV1;
        if (node.IsDefined() && ctx.checkMap(node, path, {"schedulerName", "plugins", "pluginConfig"},
                                             {"percentageOfNodesToScore"})) {
            if (node["schedulerName"]) {
                p.schedulerName = ctx.string(node["schedulerName"], child(path, "schedulerName")).value_or("");
                ctx.locate("schedulerName", child(path, "schedulerName"), node["schedulerName"]);
            }
            if (format == ConfigFormat::KubeV1beta1)
                readV1beta1Profile(ctx, node, path, p);
            else
                readV1Profile(ctx, node, path, p, format);
        } else if (node.IsDefined() && node.IsNull()) {
            sayError(ctx, node, path, Phrase(BP_TEXT("bp::core", "expected a profile (a map), got null")));
        }
        if (p.schedulerName.empty()) {
            if (count == 1) {
                sayDefaulted(
                    ctx, node.IsDefined() ? node : doc, child(path, "schedulerName"), omitted(kDefaultSchedulerName));
                p.schedulerName = kDefaultSchedulerName;
            } else {
                ctx.error(node, child(path, "schedulerName"), child(path, "schedulerName") + ": Required value");
            }
        }
        names.emplace_back(p.schedulerName, node["schedulerName"] ? node["schedulerName"] : node);
        p.name = p.schedulerName;
        ctx.addProfile(std::move(p));
    }
    reportRepeatedSchedulerNames(ctx, names);
    if (result.profiles.size() > first && format != ConfigFormat::KubeV1)
        sayDefaulted(ctx, doc["apiVersion"], "kubernetesVersion",
            Phrase(BP_TEXT("bp::core", "%1 assumed: the newest release that serves %2"),
                { "1." + std::to_string(result.kubeMinor), std::string(apiVersionOf(format)) }));
}

OtherScorePlugins::OtherScorePlugins(ConfigFormat format)
    : format_(format)
{
    for (int i = 0; i < kOtherScores; ++i)
        entries_.push_back({true, formatDefaultWeight(static_cast<OtherScore>(i), format), true});
}

bool OtherScorePlugins::take(ImportContext& ctx, const PluginRef& r)
{
    for (int i = 0; i < kOtherScores; ++i) {
        if (r.name != otherScoreName(static_cast<OtherScore>(i)))
            continue;
        PluginEntry& e = entries_[static_cast<size_t>(i)];
        // Enabled again without a weight: 1 (getValidScoreWeights), not the default.
        if (r.enabled && !r.weight)
            e = {true, 1, true};
        else
            applyPluginRef(ctx, r, e);
        ctx.locate("plugins." + r.name, r.path, r.node);
        if (r.enabled && r.weight)
            ctx.locate("plugins." + r.name + ".weight", child(r.path, "weight"), r.node["weight"]);
        return true;
    }
    return false;
}

void OtherScorePlugins::disableAll(ImportContext& ctx, const PluginRef& r)
{
    for (int i = 0; i < kOtherScores; ++i) {
        entries_[static_cast<size_t>(i)].enabled = false;
        ctx.locate(std::string("plugins.") + otherScoreName(static_cast<OtherScore>(i)), r.path, r.node);
    }
}

bool OtherScorePlugins::differFromRelease(int kubeMinor) const
{
    const KubeVersion release{kubeMinor, -1};
    for (int i = 0; i < kOtherScores; ++i)
        if (formatDefaultWeight(static_cast<OtherScore>(i), format_)
            != defaultOtherScoreWeight(static_cast<OtherScore>(i), release))
            return true;
    return false;
}

void OtherScorePlugins::apply(Profile& p) const
{
    for (int i = 0; i < kOtherScores; ++i)
        otherScoreEntry(p, static_cast<OtherScore>(i)) = entries_[static_cast<size_t>(i)];
}

} // namespace bp::detail
