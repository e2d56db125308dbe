// SPDX-License-Identifier: GPL-3.0-or-later
// The node-local filter plugins of kube-scheduler's default profile, release
// by release: NodeUnschedulable, NodeName, TaintToleration and NodeAffinity
// (pod.spec.nodeSelector plus required node affinity). Each answers for one
// pod and one node, without looking at other pods, and gives upstream's own
// reason string on failure (the text FitError counts as "<n> <reason>").
// docs/fidelity-boundaries.md ("Node-local filters") has the rules, the
// release each changed in and the sources they were read from.
// nodeVerdicts() runs them for a pod template over a cluster state; the
// ProfileScorer's filter and the simulator read the result.
#pragma once

#include "model/constraints.h"
#include "model/workspace.h"
#include "scoring/cluster_state.h"
#include "scoring/version.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bp {

// The outcome of one filter for one node.
struct FilterStatus {
    bool ok = true;
    // The scheduler's reason, e.g. "node(s) had untolerated taint {gpu: true}".
    std::string reason;
    // UnschedulableAndUnresolvable (preemption cannot help) rather than Unschedulable.
    bool unresolvable = false;
    static FilterStatus pass() { return {}; }
    static FilterStatus fail(std::string why, bool unresolvable = true)
    {
        return { false, std::move(why), unresolvable };
    }
};

// v1.Toleration.ToleratesTaint of the release (k8s.io/api core/v1 toleration.go).
// Lt/Gt (1.35+) sit behind the alpha TaintTolerationComparisonOperators gate,
// off by default: with it off they tolerate nothing.
bool toleratesTaint(
    const Toleration& toleration, const Taint& taint, KubeVersion version, bool comparisonOperatorsGate = false);

// The first taint with effect NoSchedule or NoExecute that no toleration
// tolerates (helper.FindMatchingUntoleratedTaint with
// DoNotScheduleTaintsFilterFunc), or nullptr.
const Taint* firstUntoleratedTaint(const std::vector<Taint>& taints, const std::vector<Toleration>& tolerations,
    KubeVersion version, bool comparisonOperatorsGate = false);

// The filters. `version` picks the release's reason strings and rules.
FilterStatus nodeUnschedulableFilter(
    bool nodeUnschedulable, const std::vector<Toleration>& tolerations, KubeVersion version);
FilterStatus nodeNameFilter(const std::string& podNodeName, const std::string& nodeName, KubeVersion version);
FilterStatus taintTolerationFilter(const std::vector<Taint>& taints, const std::vector<Toleration>& tolerations,
    KubeVersion version, bool comparisonOperatorsGate = false);
// pod.spec.nodeSelector (ANDed key=value pairs) and
// requiredDuringSchedulingIgnoredDuringExecution (ORed terms, nullopt: none).
FilterStatus nodeAffinityFilter(const Labels& nodeSelector, const std::optional<NodeSelector>& required,
    const Labels& nodeLabels, const std::string& nodeName, KubeVersion version);

// The node-local filters of the profile's scheduler for `pod` on every node
// of `st`, in the order the scheduler runs them; nullptr when every node
// passes (the common case: no taints, cordons or selectors). `version` is
// the profile's release (ProfileScorer::version()).
//   kube-scheduler 1.22+: NodeUnschedulable, NodeName, TaintToleration,
//     NodeAffinity, then NodePorts and NodeResourcesFit; the first failing
//     plugin ends the node's filtering, so its reason is the only one.
//     NodeName never fails here: only pods without spec.nodeName are scheduled.
//   kube-scheduler 1.16: CheckNodeUnschedulable (alone); GeneralPredicates
//     (PodFitsResources, PodFitsHost, PodMatchNodeSelector: their reasons
//     together); PodToleratesNodeTaints only when GeneralPredicates passed.
//   Volcano (predicates plugin): NodeUnschedulable, NodeAffinity, then
//     TaintToleration, with the reasons of the Kubernetes release it
//     vendors (see docs/fidelity-boundaries.md).
// `enforced`: the profile's NodeAffinityArgs.addedAffinity required terms
// (enforcedNodeSelector()), checked first in NodeAffinity with the reason
// "node(s) didn't match scheduler-enforced node affinity".
std::shared_ptr<const NodeVerdicts> nodeVerdicts(
    const Pod& pod, const ClusterState& st, KubeVersion version, const NodeSelector* enforced);

// NodeAffinityArgs.addedAffinity.requiredDuringSchedulingIgnoredDuringExecution
// of a kube-scheduler profile (1.22+), or nullptr.
const NodeSelector* enforcedNodeSelector(const Profile& profile);
inline constexpr const char* kEnforcedAffinityReason = "node(s) didn't match scheduler-enforced node affinity";

// nodeVerdicts() for many templates of one cluster state: templates with the
// same selectors and tolerations share one answer (an imported cluster lists
// every pod on its own, most of them alike), and a cluster without taints or
// cordons answers pods without selectors at once.
class NodeVerdictCache {
public:
    NodeVerdictCache(const ClusterState& st, KubeVersion version, const NodeSelector* enforced);
    std::shared_ptr<const NodeVerdicts> get(const Pod& pod);
    // Stores get(pod) in the demand (d.verdicts).
    void attach(PodDemand& d, const Pod& pod) { d.verdicts = get(pod); }

private:
    const ClusterState& st_;
    KubeVersion version_;
    const NodeSelector* enforced_ = nullptr;
    bool anyTaint_ = false;
    std::map<std::string, std::shared_ptr<const NodeVerdicts>> byConstraints_;
};

// component-helpers nodeaffinity: whether the terms select the node. A term
// with neither expressions nor fields, or one that does not parse (an unknown
// operator, In without values, Gt with a non-integer), matches nothing.
bool nodeSelectorMatches(const NodeSelector& selector, const Labels& nodeLabels, const std::string& nodeName);

} // namespace bp
