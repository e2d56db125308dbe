// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/profile_edit.h"

#include "scoring/default_scores.h"
#include "io/strategy_names.h"
#include "scoring/filter_plugins.h"
#include "scoring/version.h"

#include <algorithm>

namespace bp::ui {

namespace {

std::vector<WeightRow> specRows(const std::vector<ResourceSpec>& specs)
{
    std::vector<WeightRow> rows;
    if (specs.empty()) {
        rows.push_back({"cpu", 1, true, false});
        rows.push_back({"memory", 1, true, false});
        return rows;
    }
    for (const auto& s : specs)
        rows.push_back({s.name, s.weightSet ? s.weight : 1, false, false});
    return rows;
}

std::vector<ResourceSpec> rowSpecs(const std::vector<WeightRow>& rows)
{
    std::vector<ResourceSpec> specs;
    for (const auto& r : rows)
        specs.push_back({r.name, r.weight, true});
    return specs;
}

} // namespace

std::vector<std::string> supportedKubernetesVersions()
{
    std::vector<std::string> versions{"1.16"};
    for (int minor = 22; minor <= 36; ++minor)
        versions.push_back("1." + std::to_string(minor));
    return versions;
}

std::vector<std::string> supportedVolcanoVersions()
{
    std::vector<std::string> versions;
    for (int minor = VolcanoRelease::kOldest; minor <= VolcanoRelease::kNewest; ++minor)
        versions.push_back("1." + std::to_string(minor));
    return versions;
}

void setScheduler(Profile& profile, SchedulerKind kind)
{
    if (profile.scheduler == kind)
        return;
    // What the file keeps of a profile depends on its scheduler: start from the
    // new scheduler's defaults, keeping the name, release and scheduler name.
    Profile fresh;
    fresh.name = profile.name;
    fresh.kubernetesVersion = profile.kubernetesVersion;
    fresh.kubernetesVersionSet = profile.kubernetesVersionSet;
    fresh.volcanoVersion = profile.volcanoVersion;
    fresh.volcanoVersionSet = profile.volcanoVersionSet || kind == SchedulerKind::Volcano;
    fresh.schedulerName = profile.schedulerName;
    fresh.scheduler = kind;
    fresh.disabledFilters = profile.disabledFilters; // the names both schedulers share stay off
    fresh.pos = profile.pos;
    profile = std::move(fresh);
    dropInvalidDisabledFilters(profile);
}

std::vector<std::string> dropInvalidDisabledFilters(Profile& profile)
{
    std::vector<std::string> dropped;
    const auto release = releaseOf(profile);
    if (!release)
        return dropped;
    std::vector<std::string> kept;
    for (size_t i = 0; i < profile.disabledFilters.size(); ++i) {
        const bool ok = disabledFilterProblem(profile.disabledFilters, i, profile.scheduler, *release).empty();
        (ok ? kept : dropped).push_back(profile.disabledFilters[i]);
    }
    profile.disabledFilters = std::move(kept);
    return dropped;
}

void setFilterEnabled(Profile& profile, const std::string& name, bool enabled)
{
    auto& list = profile.disabledFilters;
    const auto it = std::find(list.begin(), list.end(), name);
    if (enabled && it != list.end())
        list.erase(it);
    else if (!enabled && it == list.end())
        list.push_back(name);
}

ScoringStrategy& materializeStrategy(Profile& profile)
{
    materializeDefaultPlugins(profile);
    profile.fitArgsSet = true;
    if (!profile.fitArgs.scoringStrategy) {
        ScoringStrategy s;
        s.type = strategyTypeName(StrategyType::LeastAllocated);
        profile.fitArgs.scoringStrategy = s;
    }
    return *profile.fitArgs.scoringStrategy;
}

std::vector<ShapePoint> setStrategyType(Profile& profile, StrategyType type, const std::vector<ShapePoint>& restore)
{
    ScoringStrategy& s = materializeStrategy(profile);
    const bool wasRatio = strategyTypeFromName(s.type) == StrategyType::RequestedToCapacityRatio;
    s.type = strategyTypeName(type);
    std::vector<ShapePoint> removed;
    if (type == StrategyType::RequestedToCapacityRatio) {
        s.hasRequestedToCapacityRatio = true;
        if (s.shape.empty())
            s.shape = !restore.empty() ? restore : std::vector<ShapePoint>{{0, 0}, {100, 10}};
    } else if (wasRatio) {
        // A shape that came with another type (a loaded file) stays: that one is the user's.
        removed = std::move(s.shape);
        s.shape.clear();
        s.hasRequestedToCapacityRatio = false;
    }
    return removed;
}

std::vector<WeightRow> weightRows(const Profile& profile, WeightTarget target)
{
    switch (target) {
    case WeightTarget::Fit:
        return specRows(profile.fitArgs.scoringStrategy ? profile.fitArgs.scoringStrategy->resources
                                                        : std::vector<ResourceSpec>{});
    case WeightTarget::Balanced:
        return specRows(profile.balancedArgs.resources);
    case WeightTarget::Volcano: {
        const auto& args = profile.binpackArguments;
        std::vector<WeightRow> rows;
        rows.push_back({"cpu", binpackInt(args, kBinpackCpu, 1), findArgument(args, kBinpackCpu) == nullptr, true});
        rows.push_back(
            {"memory", binpackInt(args, kBinpackMemory, 1), findArgument(args, kBinpackMemory) == nullptr, true});
        for (const auto& name : binpackResourceNames(args)) {
            if (name == "cpu" || name == "memory")
                continue; // binpack.cpu / binpack.memory overwrite these (binpack.go)
            rows.push_back({name, binpackInt(args, binpackResourceKey(name), 1), false, false});
        }
        return rows;
    }
    }
    return {};
}

void setWeightRows(Profile& profile, WeightTarget target, const std::vector<WeightRow>& rows)
{
    switch (target) {
    case WeightTarget::Fit:
        materializeStrategy(profile).resources = rowSpecs(rows);
        return;
    case WeightTarget::Balanced:
        materializeDefaultPlugins(profile);
        profile.balancedArgsSet = true;
        profile.balancedArgs.resources = rowSpecs(rows);
        return;
    case WeightTarget::Volcano: {
        materializeDefaultPlugins(profile);
        auto& args = profile.binpackArguments;
        const auto old = weightRows(profile, WeightTarget::Volcano);
        std::vector<std::string> names;
        for (const auto& r : rows) {
            if (r.name == "cpu" || r.name == "memory") {
                const char* key = r.name == "cpu" ? kBinpackCpu : kBinpackMemory;
                const auto it = std::find_if(old.begin(), old.end(), [&](const WeightRow& o) { return o.name == r.name; });
                // Keep an omitted default omitted; write what the user changed.
                if (findArgument(args, key) || it == old.end() || it->weight != r.weight)
                    setIntArgument(args, key, r.weight);
                continue;
            }
            names.push_back(r.name);
        }
        for (const auto& name : binpackResourceNames(args)) {
            if (std::find(names.begin(), names.end(), name) == names.end())
                removeArgument(args, binpackResourceKey(name));
        }
        if (names.empty()) {
            removeArgument(args, kBinpackResources);
        } else {
            std::string list;
            for (const auto& n : names)
                list += (list.empty() ? "" : ",") + n;
            setStringArgument(args, kBinpackResources, list);
        }
        for (const auto& r : rows) {
            if (r.name != "cpu" && r.name != "memory")
                setIntArgument(args, binpackResourceKey(r.name), r.weight);
        }
        return;
    }
    }
}

namespace {

OtherScore otherOf(PluginId plugin)
{
    return static_cast<OtherScore>(static_cast<int>(plugin) - static_cast<int>(PluginId::TaintToleration));
}

// Which other score plugins the profile runs, at its release (nullopt: its
// versions are not supported).
std::optional<OtherScoreConfig> otherConfig(const Profile& profile)
{
    const auto release = releaseOf(profile);
    return release ? std::optional(otherScoreConfig(profile, *release)) : std::nullopt;
}

// A 1.16 profile: its other priorities are its legacyPriorities.
bool legacyProfile(const Profile& profile)
{
    const auto release = releaseOf(profile);
    return profile.scheduler == SchedulerKind::KubeScheduler && release && release->legacyScale();
}

} // namespace

bool pluginEnabled(const Profile& profile, PluginId plugin)
{
    switch (plugin) {
    case PluginId::TaintToleration:
    case PluginId::NodeAffinity:
    case PluginId::PodTopologySpread:
    case PluginId::InterPodAffinity:
    case PluginId::ImageLocality:
    case PluginId::SelectorSpread:
    case PluginId::NodePreferAvoidPods: {
        const auto others = otherConfig(profile);
        return others && others->on(otherOf(plugin));
    }
    case PluginId::Fit:
        return !profile.pluginsSet || profile.fit.enabled;
    case PluginId::Balanced:
        return !profile.pluginsSet || profile.balanced.enabled;
    case PluginId::Binpack:
        return !profile.pluginsSet || profile.binpackEnabled;
    case PluginId::NodeOrder:
        return !profile.pluginsSet || profile.nodeorderEnabled;
    }
    return false;
}

int64_t pluginWeight(const Profile& profile, PluginId plugin)
{
    switch (plugin) {
    case PluginId::TaintToleration:
    case PluginId::NodeAffinity:
    case PluginId::PodTopologySpread:
    case PluginId::InterPodAffinity:
    case PluginId::ImageLocality:
    case PluginId::SelectorSpread:
    case PluginId::NodePreferAvoidPods: {
        // A 1.16 priority that does not run: its default weight, which turning it on gives it.
        const auto others = otherConfig(profile);
        if (others && (others->on(otherOf(plugin)) || !legacyProfile(profile)))
            return others->weight[static_cast<size_t>(otherOf(plugin))];
        return defaultOtherScoreWeight(otherOf(plugin), others ? KubeVersion { 16, -1 } : KubeVersion {});
    }
    case PluginId::Fit:
        return profile.fit.weightSet ? profile.fit.weight : 0;
    case PluginId::Balanced:
        return profile.balanced.weightSet ? profile.balanced.weight : 0;
    case PluginId::Binpack:
        return binpackInt(profile.binpackArguments, kBinpackWeight, 1);
    case PluginId::NodeOrder:
        break; // one weight per wrapped plugin: nodeOrderWeight
    }
    return 0;
}

void setPluginEnabled(Profile& profile, PluginId plugin, bool enabled)
{
    switch (plugin) {
    case PluginId::TaintToleration:
    case PluginId::NodeAffinity:
    case PluginId::PodTopologySpread:
    case PluginId::InterPodAffinity:
    case PluginId::ImageLocality:
    case PluginId::SelectorSpread:
    case PluginId::NodePreferAvoidPods: {
        const int64_t weight = pluginWeight(profile, plugin);
        if (legacyProfile(profile)) {
            setLegacyPriority(profile, otherOf(plugin), enabled, weight);
            return;
        }
        if (static_cast<int>(otherOf(plugin)) >= kOtherScores)
            return; // SelectorSpread, NodePreferAvoidPods: 1.16 only
        materializeDefaultPlugins(profile);
        otherScoreEntry(profile, otherOf(plugin)) = PluginEntry{enabled, weight, true};
        return;
    }
    case PluginId::Fit:
        materializeDefaultPlugins(profile);
        profile.fit.enabled = enabled;
        return;
    case PluginId::Balanced:
        materializeDefaultPlugins(profile);
        profile.balanced.enabled = enabled;
        return;
    case PluginId::Binpack:
        materializeDefaultPlugins(profile);
        profile.binpackEnabled = enabled;
        return;
    case PluginId::NodeOrder:
        materializeDefaultPlugins(profile);
        profile.nodeorderEnabled = enabled;
        return;
    }
}

void setPluginWeight(Profile& profile, PluginId plugin, int64_t weight)
{
    switch (plugin) {
    case PluginId::TaintToleration:
    case PluginId::NodeAffinity:
    case PluginId::PodTopologySpread:
    case PluginId::InterPodAffinity:
    case PluginId::ImageLocality:
    case PluginId::SelectorSpread:
    case PluginId::NodePreferAvoidPods: {
        if (legacyProfile(profile)) {
            if (pluginEnabled(profile, plugin))
                setLegacyPriority(profile, otherOf(plugin), true, weight);
            return;
        }
        if (static_cast<int>(otherOf(plugin)) >= kOtherScores)
            return; // SelectorSpread, NodePreferAvoidPods: 1.16 only
        materializeDefaultPlugins(profile);
        PluginEntry& e = otherScoreEntry(profile, otherOf(plugin));
        e.weight = weight;
        e.weightSet = true;
        return;
    }
    case PluginId::Fit:
        materializeDefaultPlugins(profile);
        profile.fit.weight = weight;
        profile.fit.weightSet = true;
        return;
    case PluginId::Balanced:
        materializeDefaultPlugins(profile);
        profile.balanced.weight = weight;
        profile.balanced.weightSet = true;
        return;
    case PluginId::Binpack:
        materializeDefaultPlugins(profile);
        setIntArgument(profile.binpackArguments, kBinpackWeight, weight);
        return;
    case PluginId::NodeOrder:
        return; // one weight per wrapped plugin: setNodeOrderWeight
    }
}

int64_t nodeOrderWeight(const Profile& profile, const char* key)
{
    const NodeOrderWeights w = nodeOrderWeights(profile.nodeorderArguments);
    for (const NodeOrderKey& k : kNodeOrderKeys)
        if (std::string_view(k.key) == key)
            return w.*k.weight;
    return 0;
}

void setNodeOrderWeight(Profile& profile, const char* key, int64_t weight)
{
    materializeDefaultPlugins(profile);
    setIntArgument(profile.nodeorderArguments, key, weight);
}

void setIntArgument(std::vector<VolcanoArgument>& args, const std::string& key, int64_t value)
{
    bp::setIntegerArgument(args, key, value);
}

void setStringArgument(std::vector<VolcanoArgument>& args, const std::string& key, const std::string& value)
{
    VolcanoArgument a;
    a.key = key;
    a.kind = VolcanoArgument::Kind::String;
    a.text = value;
    a.quoted = false;
    bp::setArgument(args, std::move(a));
}

bool removeArgument(std::vector<VolcanoArgument>& args, const std::string& key)
{
    const auto before = args.size();
    args.erase(std::remove_if(args.begin(), args.end(), [&](const VolcanoArgument& x) { return x.key == key; }),
        args.end());
    return args.size() != before;
}

bool defaultSpreading(const Profile& profile)
{
    return !(profile.podTopologySpreadArgsSet && profile.podTopologySpreadList);
}

void setAddedAffinity(Profile& profile, std::optional<NodeAffinity> added)
{
    materializeDefaultPlugins(profile);
    profile.nodeAffinityArgsSet = added.has_value();
    profile.addedAffinity = std::move(added);
}

SpreadDefaulting spreadDefaulting(const Profile& profile)
{
    if (defaultSpreading(profile))
        return SpreadDefaulting::System;
    return profile.podTopologySpreadDefaultConstraints.empty() ? SpreadDefaulting::Off : SpreadDefaulting::List;
}

void setSpreadDefaulting(Profile& profile, SpreadDefaulting mode, std::vector<TopologySpreadConstraint> constraints)
{
    materializeDefaultPlugins(profile);
    profile.podTopologySpreadArgsSet = mode != SpreadDefaulting::System;
    profile.podTopologySpreadList = mode != SpreadDefaulting::System;
    if (mode != SpreadDefaulting::List)
        constraints.clear();
    profile.podTopologySpreadDefaultConstraints = std::move(constraints);
}

int64_t hardPodAffinityWeight(const Profile& profile)
{
    return profile.interPodAffinityArgsSet ? profile.interPodAffinityArgs.hardPodAffinityWeight.value_or(1) : 1;
}

void setHardPodAffinityWeight(Profile& profile, int64_t weight)
{
    materializeDefaultPlugins(profile);
    profile.interPodAffinityArgsSet = true;
    profile.interPodAffinityArgs.hardPodAffinityWeight = weight;
}

} // namespace bp::ui
