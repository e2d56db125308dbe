// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/placement_walk.h"

#include "scoring/node_filters.h"
#include "scoring/profile_scorer.h"

#include <algorithm>
#include <map>

namespace bp::ui {

PlacementWalk::PlacementWalk(std::shared_ptr<const SimulationResult> result, std::shared_ptr<const Workspace> workspace)
    : result_(std::move(result)), workspace_(std::move(workspace))
{
    const Workspace& ws = *workspace_;
    const Profile* profile = ws.findProfile(result_->profile);
    const KubeVersion version = releaseOrNewest(profile);
    state_ = buildClusterState(ws, version);
    staying_ = podsThatStay(ws, state_); // bound pods only: the same at every step
    demands_.resize(ws.pods.size());
    NodeVerdictCache verdicts(state_, version, profile ? enforcedNodeSelector(*profile) : nullptr);
    for (size_t t = 0; t < ws.pods.size(); ++t) {
        demands_[t] = computePodDemand(ws.pods[t], state_.resources, version, ws.sourceFile);
        if (!ws.pods[t].nodeName) {
            verdicts.attach(demands_[t], ws.pods[t]); // as the simulator did
            pendingTemplates_.push_back(static_cast<int>(t));
        }
    }
    state_.resizeAmounts();
    const size_t n = static_cast<size_t>(state_.resources.size());
    for (PodDemand& d : demands_) {
        for (Amounts* a : {&d.requests, &d.nonZero, &d.fitIncoming, &d.balancedIncoming})
            a->resize(n, 0);
    }
    for (size_t i = 0; i < result_->placements.size(); ++i) {
        if (result_->placements[i].node < 0)
            unschedulable_.push_back(static_cast<int>(i));
    }
    goTo(steps());
}

void PlacementWalk::goTo(int step)
{
    step = std::clamp(step, 0, steps());
    const auto& placements = result_->placements;
    for (; step_ < step; ++step_) {
        const Placement& p = placements[static_cast<size_t>(step_)];
        if (p.node >= 0)
            state_.bind(p.node, demands_[static_cast<size_t>(p.podTemplate)]);
    }
    for (; step_ > step; --step_) {
        const Placement& p = placements[static_cast<size_t>(step_ - 1)];
        if (p.node >= 0)
            state_.unbind(p.node, demands_[static_cast<size_t>(p.podTemplate)]);
    }
}

Metrics PlacementWalk::metrics() const
{
    if (step_ == steps())
        return result_->metrics;
    std::vector<PodDemand> shapes;
    std::vector<std::string> names;
    for (int t : pendingTemplates_) {
        shapes.push_back(demands_[static_cast<size_t>(t)]);
        names.push_back(workspace_->pods[static_cast<size_t>(t)].name);
    }
    Metrics m = computeMetrics(state_, staying_, shapes, names);
    for (int i = 0; i < step_; ++i) {
        if (result_->placements[static_cast<size_t>(i)].node >= 0)
            ++m.scheduled;
        else
            ++m.unschedulable;
    }
    return m;
}

std::vector<std::vector<std::pair<int, int64_t>>> PlacementWalk::podsByTemplate(const std::vector<int>& nodes) const
{
    std::map<int, size_t> slot; // node index -> position in `nodes`
    for (size_t i = 0; i < nodes.size(); ++i)
        slot.emplace(nodes[i], i);
    std::vector<std::map<int, int64_t>> counts(nodes.size());
    const auto add = [&](int node, int podTemplate, int64_t pods) {
        const auto it = slot.find(node);
        if (it != slot.end())
            counts[it->second][podTemplate] += pods;
    };
    const Workspace& ws = *workspace_;
    for (size_t t = 0; t < ws.pods.size(); ++t) {
        if (!ws.pods[t].nodeName)
            continue;
        const auto it = state_.nodeIndex.find(*ws.pods[t].nodeName);
        if (it != state_.nodeIndex.end())
            add(it->second, static_cast<int>(t), ws.pods[t].replicas);
    }
    for (int i = 0; i < step_; ++i) {
        const Placement& p = result_->placements[static_cast<size_t>(i)];
        if (p.node >= 0)
            add(p.node, p.podTemplate, 1);
    }
    std::vector<std::vector<std::pair<int, int64_t>>> out(nodes.size());
    for (size_t i = 0; i < nodes.size(); ++i)
        out[i].assign(counts[i].begin(), counts[i].end());
    return out;
}

} // namespace bp::ui
