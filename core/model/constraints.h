// SPDX-License-Identifier: GPL-3.0-or-later
// Placement constraints, shaped as the Kubernetes core/v1 API shapes them:
// node taints, pod tolerations, node selectors, node and pod affinity,
// topology spreading. Plain data; the filters
// that read them are in scoring/node_filters.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bp {

// Labels (and a nodeSelector) as ordered key/value pairs.
using Labels = std::vector<std::pair<std::string, std::string>>;

// core/v1 Taint (timeAdded is not modelled: no filter reads it).
struct Taint {
    std::string key;
    std::string value;
    std::string effect; // NoSchedule, PreferNoSchedule or NoExecute
    friend bool operator==(const Taint&, const Taint&) = default;
};

// core/v1 Toleration. `op` is the API's `operator` ("" means Equal).
struct Toleration {
    std::string key;
    std::string op;
    std::string value;
    std::string effect; // "" tolerates every effect
    std::optional<int64_t> tolerationSeconds;
    friend bool operator==(const Toleration&, const Toleration&) = default;
};

// core/v1 NodeSelectorRequirement. `op` is the API's `operator`.
struct NodeSelectorRequirement {
    std::string key;
    std::string op; // In, NotIn, Exists, DoesNotExist, Gt, Lt
    std::vector<std::string> values;
    friend bool operator==(const NodeSelectorRequirement&, const NodeSelectorRequirement&) = default;
};

// core/v1 NodeSelectorTerm: its expressions and fields are ANDed.
struct NodeSelectorTerm {
    std::vector<NodeSelectorRequirement> matchExpressions;
    std::vector<NodeSelectorRequirement> matchFields; // only metadata.name exists
    friend bool operator==(const NodeSelectorTerm&, const NodeSelectorTerm&) = default;
};

// core/v1 NodeSelector: its terms are ORed.
struct NodeSelector {
    std::vector<NodeSelectorTerm> nodeSelectorTerms;
    friend bool operator==(const NodeSelector&, const NodeSelector&) = default;
};

// meta/v1 LabelSelectorRequirement. `op` is the API's `operator`.
struct LabelSelectorRequirement {
    std::string key;
    std::string op; // In, NotIn, Exists, DoesNotExist
    std::vector<std::string> values;
    friend bool operator==(const LabelSelectorRequirement&, const LabelSelectorRequirement&) = default;
};

// meta/v1 LabelSelector: matchLabels and matchExpressions, all ANDed. An
// empty selector ({}) matches every pod; an absent one (null) none
// (metav1.LabelSelectorAsSelector).
struct LabelSelectorSpec {
    Labels matchLabels; // in file order
    std::vector<LabelSelectorRequirement> matchExpressions;
    friend bool operator==(const LabelSelectorSpec&, const LabelSelectorSpec&) = default;
};

// core/v1 PreferredSchedulingTerm.
struct PreferredSchedulingTerm {
    int32_t weight = 0; // 1..100
    NodeSelectorTerm preference;
    friend bool operator==(const PreferredSchedulingTerm&, const PreferredSchedulingTerm&) = default;
};

// core/v1 NodeAffinity. Only the required terms filter; the preferred terms
// are kept for the NodeAffinity score plugin.
struct NodeAffinity {
    std::optional<NodeSelector> requiredDuringSchedulingIgnoredDuringExecution;
    std::vector<PreferredSchedulingTerm> preferredDuringSchedulingIgnoredDuringExecution;
    friend bool operator==(const NodeAffinity&, const NodeAffinity&) = default;
};

// core/v1 PodAffinityTerm, field for field. Optional selectors keep "absent"
// (null) apart from {}: a null labelSelector matches no pod; a null
// namespaceSelector with no namespaces means the pod's own namespace, {}
// every namespace.
struct PodAffinityTerm {
    std::optional<LabelSelectorSpec> labelSelector;
    std::vector<std::string> namespaces;
    std::string topologyKey;
    std::optional<LabelSelectorSpec> namespaceSelector;
    std::vector<std::string> matchLabelKeys;    // MatchLabelKeysInPodAffinity (on from 1.31)
    std::vector<std::string> mismatchLabelKeys; // likewise
    friend bool operator==(const PodAffinityTerm&, const PodAffinityTerm&) = default;
};

// core/v1 WeightedPodAffinityTerm.
struct WeightedPodAffinityTerm {
    int32_t weight = 0; // 1..100
    PodAffinityTerm podAffinityTerm;
    friend bool operator==(const WeightedPodAffinityTerm&, const WeightedPodAffinityTerm&) = default;
};

// core/v1 PodAffinity and PodAntiAffinity, which have the same shape: the
// required terms filter (InterPodAffinity), the preferred ones score.
struct PodAffinity {
    std::vector<PodAffinityTerm> requiredDuringSchedulingIgnoredDuringExecution;
    std::vector<WeightedPodAffinityTerm> preferredDuringSchedulingIgnoredDuringExecution;
    friend bool operator==(const PodAffinity&, const PodAffinity&) = default;
};

// core/v1 Affinity.
struct Affinity {
    std::optional<NodeAffinity> nodeAffinity;
    std::optional<PodAffinity> podAffinity;
    std::optional<PodAffinity> podAntiAffinity;
    friend bool operator==(const Affinity&, const Affinity&) = default;
};

// core/v1 TopologySpreadConstraint, field for field. Optional fields keep
// "absent" apart from any value, as the scheduler's defaulting does.
struct TopologySpreadConstraint {
    int32_t maxSkew = 0;
    std::string topologyKey;
    std::string whenUnsatisfiable; // DoNotSchedule or ScheduleAnyway
    std::optional<LabelSelectorSpec> labelSelector; // nullopt: null, matches no pod
    std::optional<int32_t> minDomains; // nullopt: 1
    std::optional<std::string> nodeAffinityPolicy; // Honor or Ignore; nullopt: Honor
    std::optional<std::string> nodeTaintsPolicy; // Honor or Ignore; nullopt: Ignore
    std::vector<std::string> matchLabelKeys;
    friend bool operator==(const TopologySpreadConstraint&, const TopologySpreadConstraint&) = default;
};

// The well-known taint a cordoned node behaves as if it had (NodeUnschedulable).
inline constexpr const char* kUnschedulableTaintKey = "node.kubernetes.io/unschedulable";

} // namespace bp
