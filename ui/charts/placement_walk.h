// SPDX-License-Identifier: GPL-3.0-or-later
// Walks a simulation one placement at a time: the state at step k is the
// bound pods plus the first k placements, rebuilt with the engine's own
// buildClusterState / computePodDemand / ClusterState::bind (and unbind when
// walking back), so the view never re-derives what the engine computes.
#pragma once

#include "model/workspace.h"
#include "scoring/cluster_state.h"
#include "sim/simulator.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace bp::ui {

class PlacementWalk {
public:
    // Starts at the final step. Throws InputError when the workspace cannot
    // be built (it could not have been simulated either).
    PlacementWalk(std::shared_ptr<const SimulationResult> result, std::shared_ptr<const Workspace> workspace);

    int steps() const { return static_cast<int>(result_->placements.size()); }
    int step() const { return step_; }
    void goTo(int step); // clamped to 0..steps()

    const SimulationResult& result() const { return *result_; }
    const std::shared_ptr<const SimulationResult>& sharedResult() const { return result_; }
    const Workspace& workspace() const { return *workspace_; }
    const ClusterState& state() const { return state_; }
    const PodDemand& demand(int podTemplate) const { return demands_[static_cast<size_t>(podTemplate)]; }

    // The metrics at the current step: the simulator's own at the last step;
    // before it, computeMetrics() over the state with the placements so far.
    Metrics metrics() const;

    // For each of `nodes`, the pods on it at the current step grouped by
    // template: (template index, pod count), bound pods included.
    std::vector<std::vector<std::pair<int, int64_t>>> podsByTemplate(const std::vector<int>& nodes) const;

    // Placement indices (< step()) of the pods that could not be placed.
    const std::vector<int>& unschedulable() const { return unschedulable_; }

private:
    std::shared_ptr<const SimulationResult> result_;
    std::shared_ptr<const Workspace> workspace_;
    ClusterState state_;
    std::vector<PodDemand> demands_;   // per pod template
    std::vector<int64_t> staying_;     // per node: its DaemonSet and static pods (podsThatStay)
    std::vector<int> pendingTemplates_;
    std::vector<int> unschedulable_;   // all of them, in placement order
    int step_ = 0;
};

} // namespace bp::ui
