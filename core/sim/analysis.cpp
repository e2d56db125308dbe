// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/analysis.h"

#include "util/diagnostic.h"

#include <chrono>

namespace bp {

namespace {

int64_t amountAt(const Amounts& a, int index)
{
    return index >= 0 && static_cast<size_t>(index) < a.size() ? a[static_cast<size_t>(index)] : 0;
}

// The weight a scoring plugin of the profile gives this resource (0: none).
int64_t weightOf(const ProfileScorer& scorer, int resource)
{
    const auto find = [resource](const std::vector<WeightedResource>& list) -> int64_t {
        for (const WeightedResource& w : list) {
            if (w.index == resource)
                return w.weight;
        }
        return 0;
    };
    if (scorer.fit().enabled) {
        if (const int64_t w = find(scorer.fit().resources))
            return w;
    }
    if (scorer.binpack().enabled) {
        if (const int64_t w = find(scorer.binpack().resources))
            return w;
    }
    if (scorer.balanced().enabled)
        return find(scorer.balanced().resources);
    return 0;
}

int nodeIndex(const ScoringScene& scene, const std::string& name)
{
    const auto it = scene.state.nodeIndex.find(name);
    return it == scene.state.nodeIndex.end() ? -1 : it->second;
}

double millisecondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

int64_t pendingPodCount(const Workspace& ws)
{
    int64_t pending = 0;
    for (const Pod& p : ws.pods) {
        if (!p.nodeName)
            pending += p.replicas;
    }
    return pending;
}

NodeResources nodeResources(const ScoringScene& scene, int node)
{
    NodeResources out;
    out.pod = scene.podName;
    if (node < 0 || static_cast<size_t>(node) >= scene.state.nodes.size())
        return out;
    const ClusterState& state = scene.state;
    out.node = state.nodeNames[static_cast<size_t>(node)];
    const NodeState& n = state.nodes[static_cast<size_t>(node)];
    for (int r = 0; r < state.resources.size(); ++r) {
        ResourceUse u;
        u.resource = state.resources.name(r);
        u.allocatable = amountAt(n.allocatable, r);
        if (r == kPods) {
            u.onNode = n.podCount;
            u.pod = scene.demand.podCount;
        } else {
            u.onNode = amountAt(n.requested, r);
            u.pod = amountAt(scene.demand.requests, r);
        }
        u.weight = weightOf(*scene.scorer, r);
        u.scored = u.weight != 0;
        if (u.allocatable > 0 || u.onNode > 0 || u.pod > 0 || u.scored)
            out.resources.push_back(std::move(u));
    }
    return out;
}

std::vector<ShapeMarker> shapeMarkers(const ScoringScene& scene)
{
    std::vector<ShapeMarker> out;
    const FitConfig& fit = scene.scorer->fit();
    if (!fit.enabled || fit.type != StrategyType::RequestedToCapacityRatio)
        return out;
    out.reserve(scene.state.nodes.size() * fit.resources.size());
    PluginTrace trace;
    for (size_t i = 0; i < scene.state.nodes.size(); ++i) {
        trace.steps.clear();
        scene.scorer->fitScore(scene.demand, scene.state.nodes[i], &trace, &scene.state.resources);
        for (const ResourceStep& step : trace.steps) {
            if (!step.skipped)
                out.push_back({scene.state.nodeNames[i], step.name, step.utilization});
        }
    }
    return out;
}

Analysis analyze(const Workspace& ws, const Profile& profile, const AnalysisRequest& request)
{
    Analysis out;
    auto start = std::chrono::steady_clock::now();
    // The one build of the cluster with its bound pods, and the one compiled profile.
    ClusterState base = buildClusterState(ws, releaseOrNewest(&profile));
    ProfileScorer scorer(profile, base.resources, ws.sourceFile);

    if (request.score) {
        if (!request.pod && pendingPodCount(ws) == 0) {
            out.scoreOutcome = ScoreOutcome::NoPendingPod;
        } else {
            try {
                // The scene takes the state over unless the simulation still needs it.
                const ScoringScene scene = request.simulate
                    ? buildScoringScene(ws, base, scorer, request.pod)
                    : buildScoringScene(ws, std::move(base), std::move(scorer), request.pod);
                out.report = scoreScene(scene, profile, request.seed);
                int node = nodeIndex(scene, request.node);
                if (node < 0 && out.report.selected)
                    node = *out.report.selected;
                if (node < 0 && !scene.state.nodes.empty())
                    node = 0;
                out.breakdown = nodeResources(scene, node);
                out.shapeMarkers = shapeMarkers(scene);
                if (node >= 0) {
                    out.node = scene.state.nodeNames[static_cast<size_t>(node)];
                    out.explanation = explainLines(scene, profile, node);
                }
                out.packing = whyNotPack(scene, out.report, profile);
                out.scoreOutcome = ScoreOutcome::Scored;
            } catch (const InputError& e) {
                out = Analysis{};
                out.scoreOutcome = ScoreOutcome::Refused;
                out.scoreError = e.diagnostics();
            }
        }
    }
    out.scoreMs = millisecondsSince(start);

    if (request.simulate) {
        start = std::chrono::steady_clock::now();
        SimulationOptions options;
        options.seed = request.seed;
        options.cancel = request.cancel;
        out.simulation = std::make_shared<const SimulationResult>(
            simulate(ws, profile, options, std::move(base), std::move(scorer)));
        // The same queue with the fixes applied: the Compare figures of the
        // edit before it is made.
        if (out.packing.scored && !out.packing.fixes.empty() && !out.simulation->cancelled) {
            out.nodesUsedBefore = out.simulation->metrics.nodesUsed;
            try {
                const SimulationResult fixed = simulate(ws, applyPackingFixes(profile, out.packing.fixes), options);
                if (!fixed.cancelled)
                    out.nodesUsedAfter = fixed.metrics.nodesUsed;
            } catch (const InputError&) {
                out.nodesUsedBefore.reset(); // the fixed profile does not score: say nothing
            }
        }
        out.simulateMs = millisecondsSince(start);
    }
    return out;
}

} // namespace bp
