// SPDX-License-Identifier: GPL-3.0-or-later
// The placement simulator: pending pods in file order, filter, score, pick the
// best total, bind, next.
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
    int64_t nodesUsed = 0;  // nodes holding at least one pod at the end
    int64_t emptyNodes = 0; // nodes holding none
    std::map<std::string, int64_t> unschedulableReasons; // "Insufficient cpu" -> pods
    std::vector<ResourceStats> resources;
    std::string largestPendingShape; // the pod template whose shape defines "stranded"
};

struct SimulationResult {
    std::string profile;
    std::vector<Placement> placements;
    ClusterState finalState;
    Metrics metrics;
    bool cancelled = false;
};

// Throws InputError for an unusable workspace/profile.
SimulationResult simulate(const Workspace& ws, const Profile& profile, const SimulationOptions& options = {});

// Metrics of a state, given the pending templates that define stranded capacity.
Metrics computeMetrics(const ClusterState& state, const std::vector<PodDemand>& pendingShapes,
    const std::vector<std::string>& pendingNames);

// "0/N nodes are available: ..." from a reason histogram, as upstream FitError does.
std::string fitErrorMessage(int64_t numNodes, const std::map<std::string, int64_t>& histogram);

} // namespace bp
