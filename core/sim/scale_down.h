// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster-autoscaler's scale-down analysis of a simulated cluster (issue 16):
// which nodes the planner of cluster-autoscaler 1.34 (cluster-autoscaler-
// 1.34.5, core/scaledown/planner categorizeNodes with simulator/cluster.go
// SimulateNodeRemoval) finds removable once the profile has placed the
// pods, which it keeps and why, and where the pods of a removed node go.
//
// The re-fit runs kube-scheduler 1.34's default filters (the profile of the
// release cluster-autoscaler vendors), not the profile under study: that is
// what the autoscaler does, and the output says so. docs/autoscaler.md has
// the rules, the choices made where upstream is random, and what is not
// modelled.
#pragma once

#include "model/pricing.h"
#include "sim/autoscaler_rules.h"
#include "sim/simulator.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bp {

// simulator.UnremovableReason, the values this analysis can give, named as
// upstream names them.
enum class UnremovableReason {
    NoReason,
    ScaleDownDisabledAnnotation,
    NotUnderutilized,
    NoPlaceToMovePods,
    BlockedByPod,
    UnexpectedError,
};
const char* unremovableReasonName(UnremovableReason reason);
// The reasons a node is kept for, in the order the outputs list them.
inline constexpr UnremovableReason kKeptReasons[] = { UnremovableReason::ScaleDownDisabledAnnotation,
    UnremovableReason::NotUnderutilized, UnremovableReason::NoPlaceToMovePods, UnremovableReason::BlockedByPod,
    UnremovableReason::UnexpectedError };

// One pod of a removable node, and the node it would be re-created on.
struct PodMove {
    std::string pod;     // the replica's name
    int podTemplate = -1; // index into the analysed workspace's pods
    int to = -1;          // node index
    std::string toName;
};

struct NodeScaleDown {
    int node = -1;
    std::string name;
    NodeUtilization utilization;
    bool removable = false;
    bool empty = false; // removable with no pod to move (DaemonSet and mirror pods aside)
    // Removable, but a PodDisruptionBudget allows fewer disruptions than
    // the pods it would evict (the planner's IsRisky): cluster-autoscaler
    // drains such a node last, one pod at a time.
    bool risky = false;
    UnremovableReason reason = UnremovableReason::NoReason; // kept: why
    // BlockedByPod: the pod and drain's reason.
    std::string blockingPod;
    BlockingReason blockingReason = BlockingReason::NoReason;
    // NoPlaceToMovePods: the first pod that fitted on no remaining node.
    std::string unplacedPod;
    std::vector<PodMove> moves; // removable: where its pods go
    int64_t daemonSetPods = 0;  // removable: the DaemonSet pods that go with it
};

// What the cluster costs before the scale-down (every node) and after it
// (the nodes kept), priced by the workspace's price table (model/pricing.h).
struct ClusterCost {
    std::string currency;
    double hourlyBefore = 0;
    double hourlyAfter = 0;
    int64_t unpricedNodes = 0; // no listed value and no default: left out of both sums
    double monthlyBefore() const { return hourlyBefore * kHoursPerMonth; }
    double monthlyAfter() const { return hourlyAfter * kHoursPerMonth; }
};

// `amount` rounded to `decimals` places, half away from zero, with no
// negative zero: how the outputs write money.
double roundMoney(double amount, int decimals);

struct ScaleDownResult {
    AutoscalerOptions options;
    std::vector<NodeScaleDown> nodes; // one per node of the workspace, in its order
    std::vector<int> order;           // the node indices in the order they were simulated
    int64_t removableEmpty = 0;
    int64_t removableDrained = 0;
    int64_t kept = 0;
    int64_t podsMoved = 0;
    int64_t nodesAfter() const { return kept; }
    // Pods the profile left pending: cluster-autoscaler's scale-down does
    // not see them (it would try a scale-up for them first).
    int64_t pendingIgnored = 0;
    // Pods below --expendable-pods-priority-cutoff: dropped, as upstream's
    // pod lister drops them, so they neither count nor move.
    int64_t expendableIgnored = 0;
    // Re-fits in which a pod to move had a hard topology spread constraint.
    // The node being emptied stays a domain with no pods, as it did up to
    // cluster-autoscaler 1.32.2; 1.34.4+ taints it instead (which differs
    // for nodeTaintsPolicy: Honor) and drops a removed node's domain for the
    // later re-fits, which here still count it. docs/autoscaler.md.
    int64_t spreadRefits = 0;
    // Set when the workspace has a price table.
    std::optional<ClusterCost> cost;
};

// How many nodes `r` keeps for `reason`.
int64_t keptBy(const ScaleDownResult& r, UnremovableReason reason);

// Analyses the cluster as `run` (a simulation of `ws`) left it: the bound
// pods of `ws` plus the run's placements. Throws InputError for a workspace
// the scheduler's filters cannot be built for (as simulate() would).
ScaleDownResult analyzeScaleDown(
    const Workspace& ws, const SimulationResult& run, const AutoscalerOptions& options = {});

} // namespace bp
