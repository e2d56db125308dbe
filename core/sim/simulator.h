// SPDX-License-Identifier: GPL-3.0-or-later
// The placement simulator: pending pods in file order, filter, score, pick the
// best total, bind, next.
//
// Fragmentation, as reported by Metrics::fragmentation and the timeline:
// take the largest pending pod shape (Metrics::largestPendingShape). For each
// resource it requests (the "pods" count aside), the share of the cluster's
// free amount of that resource that sits on nodes where that pod no longer
// fits (free cpu on a node that is out of memory, out of pod slots, ...).
// Fragmentation is the mean of these shares over the requested resources that
// have any free amount left: 0 when every free unit could still take the pod
// (or nothing is free), 1 when no free unit can. The GUI shows this text.
#pragma once

#include "model/workspace.h"
#include "scoring/cluster_state.h"
#include "scoring/profile_scorer.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bp {

enum class TieBreak { Random, First };

struct SimulationOptions {
    uint64_t seed = 1;              // fixed by default so runs repeat
    TieBreak tieBreak = TieBreak::Random;
    bool reference = false;         // plain exhaustive loop (re-score every node for every pod)
    const std::atomic<bool>* cancel = nullptr;        // checked between pods
    std::function<void(int64_t done, int64_t total)> progress; // called now and then

    // kube-scheduler's percentageOfNodesToScore (schedule_one.go
    // numFeasibleNodesToFind / findNodesThatPassFilters). nullopt: off, every
    // feasible node is scored (the default, the tight ideal). A value turns the
    // large-cluster behaviour on: 0 is upstream's adaptive default
    // (50 - nodes/125 percent, at least 5 %), 1..100 a fixed percentage; the
    // profile's own percentageOfNodesToScore, when set, wins over this value as
    // upstream's per-profile setting wins over the global one. Clusters under
    // 100 nodes are searched in full either way. Volcano profiles always score
    // every node (Volcano's own percentageOfNodesToFind defaults to 100 %).
    std::optional<int> percentageOfNodesToScore;
    // Record SimulationResult::timeline (one point per pod of the queue).
    bool recordTimeline = false;
    // The pod template Metrics::additionalFit counts (any template of the
    // workspace, pending or bound); empty: the largest pending shape.
    std::string fitShape;
};

struct Placement {
    std::string pod;
    int podTemplate = -1;         // index into Workspace::pods
    int node = -1;                // -1: unschedulable
    double total = 0;
    std::string reason;           // "0/2 nodes are available: 1 Insufficient cpu, 1 Too many pods."
};

struct ResourceStats {
    std::string resource;
    double mean = 0, min = 0, max = 0, stddev = 0; // utilization fractions over nodes with allocatable > 0
    int64_t allocatable = 0, requested = 0;         // cluster totals
    int64_t stranded = 0; // free amount on nodes where the largest pending pod shape no longer fits
};

struct Metrics {
    int64_t scheduled = 0;
    int64_t unschedulable = 0;
    // Nodes holding at least one pod at the end that is not theirs (a
    // DaemonSet or static pod, staysOnItsNode): a node with only those is
    // empty, as cluster-autoscaler counts it (it removes such nodes).
    int64_t nodesUsed = 0;
    int64_t emptyNodes = 0; // nodes holding none, or only their own
    std::map<std::string, int64_t> unschedulableReasons; // "Insufficient cpu" -> pods
    std::vector<ResourceStats> resources;
    std::string largestPendingShape; // the pod template whose shape defines "stranded"
    double fragmentation = 0;        // see the definition at the top of this file
    // How many more pods of fitShape would still fit: Σ over nodes of the
    // smallest floor(free / request) over the resources the pod requests,
    // capped by the node's free pod slots. A node-local upper bound: the pods
    // are not placed (no re-scoring), so it says what fits, not where a
    // profile would put it.
    std::string fitShape;
    int64_t additionalFit = 0;
};

// One point of the placement timeline: the state after `placed` pods of the
// queue have been processed (scheduled or found unschedulable).
struct TimelinePoint {
    int64_t placed = 0;
    int64_t nodesUsed = 0;
    double fragmentation = 0;
};

struct SimulationResult {
    std::string profile;
    std::vector<Placement> placements;
    ClusterState finalState;
    Metrics metrics;
    bool cancelled = false;
    std::vector<TimelinePoint> timeline; // with SimulationOptions::recordTimeline
    // The percentage of nodes to score in effect (nullopt: every node), and
    // how many nodes were scored over the whole run (Σ over pods).
    std::optional<int> percentageOfNodesToScore;
    int64_t nodesScored = 0;
    // Pods the fast path placed by topology class (PodTopologySpread the only
    // plugin besides the resource ones to score nodes apart) without visiting
    // every node: for the benchmark and the tests that check the lane is taken.
    int64_t podsByClass = 0;
};

// Throws InputError for an unusable workspace/profile.
SimulationResult simulate(const Workspace& ws, const Profile& profile, const SimulationOptions& options = {});
// The same from a cluster state built by buildClusterState() and a scorer
// compiled against its table (both taken over), e.g. those of an analysis.
SimulationResult simulate(const Workspace& ws, const Profile& profile, const SimulationOptions& options,
    ClusterState state, ProfileScorer scorer);

// A pod that belongs to its node: a DaemonSet pod, or a static pod (its
// mirror pod's controller is the Node). It stays there in a repack and does
// not make the node "used".
bool staysOnItsNode(const Pod& pod);
// Per node of `state` (built from `ws`), how many of its bound pods stay on it.
std::vector<int64_t> podsThatStay(const Workspace& ws, const ClusterState& state);

// Metrics of a state, given the pending templates that define stranded capacity.
// additionalFit counts `fitShape` (named fitShapeName) when given, else the
// largest pending shape. `staying`: podsThatStay (empty: none).
Metrics computeMetrics(const ClusterState& state, const std::vector<int64_t>& staying,
    const std::vector<PodDemand>& pendingShapes, const std::vector<std::string>& pendingNames,
    const PodDemand* fitShape = nullptr, const std::string& fitShapeName = {});

// The index of the largest pending shape: the greatest sum of its requests as
// shares of the cluster's allocatable (-1 when there is none).
int largestShapeIndex(const ClusterState& state, const std::vector<PodDemand>& shapes);

// Fragmentation of a state for a pod shape (definition at the top of this file).
double fragmentation(const ClusterState& state, const PodDemand& shape);

// How many more pods of `shape` fit on one node (see Metrics::additionalFit).
int64_t podsThatFit(const NodeState& node, const PodDemand& shape);

// Upstream numFeasibleNodesToFind: how many feasible nodes the scheduler looks
// for before it stops filtering. percentage 0 is the adaptive default.
int64_t numFeasibleNodesToFind(int percentage, int64_t numAllNodes);

// "0/N nodes are available: ..." from a reason histogram, as upstream FitError does.
std::string fitErrorMessage(int64_t numNodes, const std::map<std::string, int64_t>& histogram);

} // namespace bp
