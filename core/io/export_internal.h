// SPDX-License-Identifier: GPL-3.0-or-later
// Shared between the scheduler-configuration writers; not a public API.
#pragma once

#include "io/profile_defaults.h"
#include "io/scheduler_config_export.h"
#include "io/strategy_names.h"
#include "io/yaml_writer.h"
#include "scoring/default_scores.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bp::detail {

// Validated profiles with the export overrides applied. Volcano's nodeorder
// balancedresource.weight comes from the options, not from the profile.
// Any KubeSchedulerConfiguration version (v1, v1beta3, v1beta2, v1beta1).
std::string writeKubeSchedulerConfiguration(const std::vector<Profile>& profiles, const ExportOptions& options);
std::string writePolicyYaml(const Profile& profile, const ExportOptions& options, int kubeMinor);
std::string writePolicyJson(const Profile& profile, const ExportOptions& options, int kubeMinor);
std::string writeVolcanoConf(const Profile& profile, const ExportOptions& options);
std::string writeVolcanoConfigMap(const Profile& profile, const ExportOptions& options);

// The priorities a Policy lists, in order: name, weight, and whether it is
// the resource-scoring slot. A Policy that lists priorities replaces the
// whole default list, so the defaults unrelated to resources are kept.
struct PolicyPriority {
    std::string name;
    int64_t weight = 1;
};
std::vector<PolicyPriority> defaultPolicyPriorities(int kubeMinor);
// The score plugin a default priority other than the resource ones stands
// for: TaintTolerationPriority TaintToleration, ..., SelectorSpreadPriority
// and NodePreferAvoidPodsPriority 1.16's priorities of those names,
// EvenPodsSpreadPriority PodTopologySpread; nullopt for any other name.
std::optional<OtherScore> policyPriorityPlugin(std::string_view name);

void writeResourceList(YamlWriter& w, int level, const std::vector<ResourceSpec>& resources);
void writeShape(YamlWriter& w, int level, const std::vector<ShapePoint>& shape);

// True when the strategy packs (MostAllocated, or a shape whose score rises).
bool packingStrategy(const Profile& profile);
extern const char* const kBalancedPullsComment;

// A KubeSchedulerConfiguration profile's plugins.score, for every version:
// which resource scorers are enabled with a weight and which are disabled.
// The resource scorer is NodeResourcesFit (v1beta1: the legacy plugin of the
// strategy, and NodeResourcesLeastAllocated is the one on by default).
struct ScorePlugins {
    bool fitListed = false;
    bool balancedListed = false;
    bool fitDisabled = false;
    bool balancedDisabled = false;
    bool pulls = false; // the balanced plugin pulls against a packing strategy
    // The default profile's other score plugins where the profile differs
    // from the format's defaults: listed with a weight, or disabled.
    struct Other {
        std::string name;
        int64_t weight = 1;
        bool listed = false;
        bool disabled = false;
    };
    std::vector<Other> others;
    // v1beta1: its default profile also scores with NodePreferAvoidPods
    // (weight 10000), which a 1.22 profile does not run (v1beta2 removed
    // it): the export disables it.
    bool preferAvoidDisabled = false;
    bool any() const
    {
        return fitListed || balancedListed || fitDisabled || balancedDisabled || !others.empty() || preferAvoidDisabled;
    }
    bool anyListed() const
    {
        return fitListed || balancedListed
            || std::any_of(others.begin(), others.end(), [](const Other& o) { return o.listed; });
    }
    bool anyDisabled() const
    {
        return fitDisabled || balancedDisabled || preferAvoidDisabled
            || std::any_of(others.begin(), others.end(), [](const Other& o) { return o.disabled; });
    }
};
ScorePlugins scorePlugins(ConfigFormat format, const Profile& profile, bool explicitDefaults);
// The args of InterPodAffinity and PodTopologySpread a profile sets away
// from their defaults, and their pluginConfig entries (at level 1).
struct OtherArgs {
    bool podAffinity = false;
    int64_t hardPodAffinityWeight = 1;
    bool ignorePreferredTermsOfExistingPods = false;
    // PodTopologySpread's defaultingType: List, with its defaultConstraints
    // (none: the default spreading off).
    bool listDefaulting = false;
    std::vector<TopologySpreadConstraint> defaultConstraints;
    // NodeAffinity's addedAffinity.
    std::optional<NodeAffinity> addedAffinity;
    bool any() const { return podAffinity || listDefaulting || addedAffinity; }
};
OtherArgs otherArgsOf(const Profile& profile);
// writeDefaultingType false: v1beta1, which says List by non-empty default
// constraints alone (1.19 has no defaultingType); no default spreading
// (an empty List) needs `defaultingType: List` there too (1.20+).
void writeOtherArgs(YamlWriter& w, const OtherArgs& args, bool writeDefaultingType = true);
// Writes `plugins:` with `filter` (the profile's disabledFilters) and
// `score` (nothing of either when there is nothing to say).
void writePlugins(YamlWriter& w, ConfigFormat format, const Profile& profile, const ScorePlugins& plugins,
    const EffectiveFit& fit, const EffectiveBalanced& balanced);
// v1beta1's score plugin for a strategy type.
const char* v1beta1ScorePlugin(std::optional<StrategyType> type);
// NodeResourcesFit args' ignoredResources and ignoredResourceGroups, keys at `level`.
void writeIgnoredResources(YamlWriter& w, int level, const EffectiveFit& fit);
// One profile of a v1beta1 configuration (kube_v1beta1_writer.cpp).
void writeV1beta1Profile(YamlWriter& w, const Profile& p, const ExportOptions& o);

} // namespace bp::detail
