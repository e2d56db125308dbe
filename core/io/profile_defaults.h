// SPDX-License-Identifier: GPL-3.0-or-later
// A profile with the scheduler's defaults applied, as kube-scheduler's v1
// defaulting applies them (docs/scheduler-arithmetic.md, "Defaults and
// weights"): a missing scoringStrategy is LeastAllocated over cpu:1 memory:1,
// missing resources are cpu:1 memory:1, a resource weight of 0 (or none) is 1,
// and a plugin weight of 0 (or none) is 1. The exporters and the validator
// share these views.
#pragma once

#include "io/config_format.h"
#include "io/strategy_names.h"
#include "model/workspace.h"
#include "scoring/default_scores.h"

#include <optional>
#include <string>
#include <vector>

namespace bp {

inline constexpr const char* kFitPlugin = "NodeResourcesFit";
inline constexpr const char* kBalancedPlugin = "NodeResourcesBalancedAllocation";
inline constexpr const char* kDefaultSchedulerName = "default-scheduler";

struct EffectiveFit {
    bool enabled = true;
    int64_t weight = 1;
    std::string type = strategyTypeName(StrategyType::LeastAllocated); // as written; may be unknown or empty
    std::vector<ResourceSpec> resources;     // defaulted, every weightSet true
    bool hasRequestedToCapacityRatio = false;
    std::vector<ShapePoint> shape;
    std::vector<std::string> ignoredResources;
    std::vector<std::string> ignoredResourceGroups;
};

struct EffectiveBalanced {
    bool enabled = true;
    int64_t weight = 1;
    std::vector<ResourceSpec> resources;     // defaulted
};

std::vector<ResourceSpec> defaultScoringResources(); // [{cpu,1},{memory,1}]
// Applies v1 defaulting to a resource list: empty -> cpu:1 memory:1, weight 0 -> 1.
std::vector<ResourceSpec> defaultedResources(const std::vector<ResourceSpec>& resources);
// Exactly [{cpu,1},{memory,1}] in that order (after defaulting).
bool isDefaultResourceList(const std::vector<ResourceSpec>& defaulted);

EffectiveFit effectiveFit(const Profile& profile);
// The strategy NodeResourcesFit scores with (effectiveFit's type): LeastAllocated
// when the profile leaves it to the defaults; nullopt for a type the scheduler
// does not know (empty or misspelt, which validation reports).
std::optional<StrategyType> effectiveStrategyType(const Profile& profile);
EffectiveBalanced effectiveBalanced(const Profile& profile);
int64_t effectivePluginWeight(const PluginEntry& entry); // 0 / unset -> 1

// Fit args equal to what the scheduler uses when no args are given.
bool isDefaultFitArgs(const EffectiveFit& fit);
bool isDefaultBalancedArgs(const EffectiveBalanced& balanced);

// "default-scheduler" when the profile leaves schedulerName empty.
std::string effectiveSchedulerName(const Profile& profile);

// A profile without a plugin list runs its scheduler's default plugins; this
// writes them out (pluginsSet) so that one of them can be changed:
// kube-scheduler's NodeResourcesFit and NodeResourcesBalancedAllocation at
// their default weights and (1.22+) the other default score plugins at the
// release's weights, written out; Volcano's binpack. A profile that lists its plugins
// is left as it is.
void materializeDefaultPlugins(Profile& profile);

// A 1.16 profile: turns its priority for `plugin` on (at `weight`) or off in
// its legacyPriorities, which start as the DefaultProvider's six when it has
// none. PodTopologySpread has no 1.16 priority (nothing changes).
void setLegacyPriority(Profile& profile, OtherScore plugin, bool enabled, int64_t weight);

// The weight a KubeSchedulerConfiguration of `format` gives one of the
// default profile's other score plugins when the file does not (its
// default_plugins.go): v1 and v1beta3 TaintToleration 3, NodeAffinity 2,
// PodTopologySpread 2, InterPodAffinity 2, ImageLocality 1; v1beta2 and
// v1beta1 1, 1, 2, 1, 1.
int64_t formatDefaultWeight(OtherScore plugin, ConfigFormat format);

} // namespace bp
