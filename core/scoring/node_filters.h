// SPDX-License-Identifier: GPL-3.0-or-later
// The node-local filter plugins of kube-scheduler's default profile, release
// by release: NodeUnschedulable, NodeName, TaintToleration and NodeAffinity
// (pod.spec.nodeSelector plus required node affinity). Each answers for one
// pod and one node, without looking at other pods, and gives upstream's own
// reason string on failure (the text FitError counts as "<n> <reason>").
// docs/fidelity-boundaries.md ("Node-local filters") has the rules, the
// release each changed in and the sources they were read from. Not yet
// wired into the workspace or the simulator (issue 13).
#pragma once

#include "model/constraints.h"
#include "scoring/version.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bp {

using Labels = std::vector<std::pair<std::string, std::string>>;

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

// component-helpers nodeaffinity: whether the terms select the node. A term
// with neither expressions nor fields, or one that does not parse (an unknown
// operator, In without values, Gt with a non-integer), matches nothing.
bool nodeSelectorMatches(const NodeSelector& selector, const Labels& nodeLabels, const std::string& nodeName);

} // namespace bp
