// SPDX-License-Identifier: GPL-3.0-or-later
// Running totals behind the fragmentation figure (defined in sim/simulator.h):
// for each resource the shape requests, the free amount in the cluster and
// the part of it on nodes where the shape no longer fits. A bind changes one
// node, so the simulator updates the totals in O(resources) per pod.
#pragma once

#include "scoring/cluster_state.h"
#include "util/int128.h"

#include <cstdint>
#include <vector>

namespace bp {

class FragmentationTracker {
public:
    FragmentationTracker(const ClusterState& state, const PodDemand& shape);

    // Call with the node as it is before a change, then as it is after.
    void remove(const NodeState& node) { accumulate(node, -1); }
    void add(const NodeState& node) { accumulate(node, +1); }

    double value() const;

private:
    void accumulate(const NodeState& node, int sign);
    const PodDemand& shape_;
    std::vector<size_t> resources_; // indices the shape requests (pods aside)
    // 128-bit: a sum over nodes of amounts up to int64's limit must neither
    // wrap nor stick (a bind is undone by subtracting what was added).
    std::vector<int128> free_, stranded_;
};

} // namespace bp
