// SPDX-License-Identifier: GPL-3.0-or-later
// The filters whose verdict on a node a bind to another node can change:
// PodTopologySpread (hard constraints) and InterPodAffinity, in the order
// the scheduler runs them. The simulator keeps every other filter's verdict
// per node and applies these on top (sim/shape_trees.h).
#pragma once

#include "scoring/pod_affinity.h"
#include "scoring/topology_spread.h"

namespace bp {

// PodTopologySpread, then InterPodAffinity: nullptr when both pass, else the
// first one's reason.
inline const char* dynamicFailure(const ClusterState& st, const PodDemand& demand, int node)
{
    if (!demand.spread.empty())
        if (const char* r = spreadFailure(st, demand, node))
            return r;
    return podAffinityFailure(st, demand, node);
}

// What a cached per-node answer last saw of both.
struct DynamicSnapshot {
    SpreadSnapshot spread;
    AffinitySnapshot affinity;
};

// Brings `snap` up to now and appends to `out` the nodes whose verdict may
// have changed since it was taken (spreadChangedNodes, affinityChangedNodes;
// a node may be listed twice). An invalid snapshot is taken without
// appending anything.
inline void dynamicChangedNodes(
    const ClusterState& st, const PodDemand& demand, DynamicSnapshot& snap, std::vector<int>& out)
{
    spreadChangedNodes(st, demand, snap.spread, out);
    affinityChangedNodes(st, demand, snap.affinity, out);
}

} // namespace bp
