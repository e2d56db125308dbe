// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/profile_defaults.h"

#include <algorithm>

namespace bp {

std::vector<ResourceSpec> defaultScoringResources()
{
    return {ResourceSpec{"cpu", 1, true}, ResourceSpec{"memory", 1, true}};
}

std::vector<ResourceSpec> defaultedResources(const std::vector<ResourceSpec>& resources)
{
    if (resources.empty())
        return defaultScoringResources();
    std::vector<ResourceSpec> out = resources;
    for (auto& r : out) {
        if (!r.weightSet || r.weight == 0)
            r.weight = 1;
        r.weightSet = true;
    }
    return out;
}

bool isDefaultResourceList(const std::vector<ResourceSpec>& defaulted)
{
    return defaulted == defaultScoringResources();
}

int64_t effectivePluginWeight(const PluginEntry& entry)
{
    return (!entry.weightSet || entry.weight == 0) ? 1 : entry.weight;
}

EffectiveFit effectiveFit(const Profile& profile)
{
    EffectiveFit fit;
    fit.resources = defaultScoringResources();
    if (!profile.pluginsSet)
        return fit;
    fit.enabled = profile.fit.enabled;
    fit.weight = effectivePluginWeight(profile.fit);
    // fitArgsSet only tells the writer whether `args` was written; an
    // absent `args` leaves fitArgs at its default, which means the same.
    fit.ignoredResources = profile.fitArgs.ignoredResources;
    fit.ignoredResourceGroups = profile.fitArgs.ignoredResourceGroups;
    if (const auto& s = profile.fitArgs.scoringStrategy) {
        fit.type = s->type;
        fit.resources = defaultedResources(s->resources);
        fit.hasRequestedToCapacityRatio = s->hasRequestedToCapacityRatio;
        fit.shape = s->shape;
    }
    return fit;
}

EffectiveBalanced effectiveBalanced(const Profile& profile)
{
    EffectiveBalanced b;
    b.resources = defaultScoringResources();
    if (!profile.pluginsSet)
        return b;
    b.enabled = profile.balanced.enabled;
    b.weight = effectivePluginWeight(profile.balanced);
    b.resources = defaultedResources(profile.balancedArgs.resources);
    return b;
}

std::optional<StrategyType> effectiveStrategyType(const Profile& profile)
{
    return strategyTypeFromName(effectiveFit(profile).type);
}

bool isDefaultFitArgs(const EffectiveFit& fit)
{
    return strategyTypeFromName(fit.type) == StrategyType::LeastAllocated && isDefaultResourceList(fit.resources) && !fit.hasRequestedToCapacityRatio
        && fit.ignoredResources.empty() && fit.ignoredResourceGroups.empty();
}

bool isDefaultBalancedArgs(const EffectiveBalanced& balanced) { return isDefaultResourceList(balanced.resources); }

std::string effectiveSchedulerName(const Profile& profile)
{
    return profile.schedulerName.empty() ? std::string(kDefaultSchedulerName) : profile.schedulerName;
}

void materializeDefaultPlugins(Profile& profile)
{
    if (profile.pluginsSet)
        return;
    profile.pluginsSet = true;
    if (profile.scheduler == SchedulerKind::Volcano) {
        profile.binpackEnabled = true;
        profile.nodeorderEnabled = true;
        return;
    }
    profile.fit = PluginEntry{true, 0, false};
    profile.balanced = PluginEntry{true, 0, false};
    profile.binpackEnabled = false; // a kube-scheduler plugin list has no binpack (as the reader has it)
    // The release's other default score plugins, at its weights (1.16: none modelled).
    const auto release = releaseOf(profile);
    if (!release || release->legacyScale())
        return;
    for (int i = 0; i < kOtherScores; ++i) {
        const auto p = static_cast<OtherScore>(i);
        otherScoreEntry(profile, p) = PluginEntry{true, defaultOtherScoreWeight(p, *release), true};
    }
}

void setLegacyPriority(Profile& profile, OtherScore plugin, bool enabled, int64_t weight)
{
    const char* name = legacyPriorityName(plugin);
    if (!name)
        return;
    if (!profile.legacyPriorities)
        profile.legacyPriorities = defaultLegacyPriorities();
    auto& list = *profile.legacyPriorities;
    const auto it = std::find_if(list.begin(), list.end(), [&](const LegacyPriority& l) { return l.name == name; });
    if (!enabled) {
        if (it != list.end())
            list.erase(it);
    } else if (it != list.end()) {
        it->weight = weight;
    } else {
        list.push_back({ name, weight });
    }
}

int64_t formatDefaultWeight(OtherScore plugin, ConfigFormat format)
{
    const bool v1beta2 = format == ConfigFormat::KubeV1beta2 || format == ConfigFormat::KubeV1beta1;
    return defaultOtherScoreWeight(plugin, KubeVersion{ v1beta2 ? 22 : 36, -1 });
}

} // namespace bp
