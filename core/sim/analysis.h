// SPDX-License-Identifier: GPL-3.0-or-later
// One analysis per question. Everything a view of the designer shows for a
// workspace, a profile and the pod under study, computed from one cluster
// state and one compiled scorer: the pod scored on every node with each
// plugin's part (`score`), one node explained (`explain`) and broken down
// resource by resource, where each node's utilization falls on the
// RequestedToCapacityRatio shape, and the pending queue placed (`simulate`).
// The CLI commands answer the same questions through scoreScene(),
// explainScene() and simulate(), so the window and the CLI cannot disagree.
#pragma once

#include "model/workspace.h"
#include "scoring/report.h"
#include "scoring/why_not_pack.h"
#include "sim/simulator.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace bp {

// One resource on one node, with the pod under study added.
struct ResourceUse {
    std::string resource;    // "cpu", "memory", "nvidia.com/gpu", "pods", ...
    int64_t onNode = 0;      // requested by the pods already on the node (scheduler units: cpu in millicores)
    int64_t pod = 0;         // requested by the pod under study
    int64_t allocatable = 0; // the node's allocatable amount
    bool scored = false;     // one of the resources the profile's scoring plugins weigh
    int64_t weight = 0;      // its weight there (0 when not scored)
};

struct NodeResources {
    std::string node; // empty: no node
    std::string pod;
    std::vector<ResourceUse> resources; // those with an amount, a request or a weight
};

// Where NodeResourcesFit evaluates its RequestedToCapacityRatio shape for one
// node and resource: the utilization as the scheduler feeds the shape
// (integer percent 0..100, from the plugin's own trace).
struct ShapeMarker {
    std::string node;
    std::string resource;
    int64_t utilization = 0;
};

struct AnalysisRequest {
    bool score = true;              // score, explain and break down the pod under study
    std::optional<std::string> pod; // its name or replica name ("web", "web-1"); empty: the first pending pod
    std::string node;               // the node explained; empty or unknown: the scheduler's pick, else the first
    bool simulate = false;          // also place the pending queue
    uint64_t seed = 1;              // SimulationOptions::seed, and the tie-break of the score
    const std::atomic<bool>* cancel = nullptr; // stops the simulation between pods
};

enum class ScoreOutcome {
    NotAsked,
    Scored,
    NoPendingPod, // no pod was named and none is pending
    Refused,      // the pod cannot be scored: scoreError says why (the core's diagnostics)
};

struct Analysis {
    ScoreOutcome scoreOutcome = ScoreOutcome::NotAsked;
    std::vector<Diagnostic> scoreError;
    ScoreReport report;
    std::string node;                      // the node explained and broken down ("" when none)
    Explanation explanation;               // explainLines() for it
    NodeResources breakdown;               // the same node, resource by resource
    std::vector<ShapeMarker> shapeMarkers; // empty unless NodeResourcesFit scores with RequestedToCapacityRatio
    std::shared_ptr<const SimulationResult> simulation; // null unless asked for
    // "Why doesn't this pack?" for the pod under study, and, when the queue
    // was simulated and the verdict has fixes, the nodes the queue uses
    // under the profile and under the profile with every fix applied.
    PackingVerdict packing;
    std::optional<int64_t> nodesUsedBefore, nodesUsedAfter;
    double scoreMs = 0, simulateMs = 0;
};

// Throws InputError when the workspace cannot be analysed with this profile
// at all (a bad version, a quantity the cluster state refuses) or when the
// simulation refuses the queue; a pod that cannot be scored is reported in
// Analysis::scoreOutcome instead, so that the simulation still runs.
Analysis analyze(const Workspace& ws, const Profile& profile, const AnalysisRequest& request);

// The parts of an analysis, on a scene built by buildScoringScene().
NodeResources nodeResources(const ScoringScene& scene, int node);
std::vector<ShapeMarker> shapeMarkers(const ScoringScene& scene);

// Number of pending pods (replicas counted) in a workspace.
int64_t pendingPodCount(const Workspace& ws);

} // namespace bp
