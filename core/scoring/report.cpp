// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoring/report.h"

#include "model/pod_names.h"
#include "scoring/node_filters.h"
#include "scoring/pod_affinity.h"
#include "scoring/topology_spread.h"
#include "sim/rng.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <sstream>

namespace bp {

static_assert(PluginList::kCapacity >= 4 + kOtherScoreSlots, "a NodeScore holds every plugin a profile runs");

ScoringScene buildScoringScene(const Workspace& ws, const Profile& profile, const std::optional<std::string>& pod)
{
    ClusterState state = buildClusterState(ws, releaseOrNewest(&profile));
    ProfileScorer scorer(profile, state.resources, ws.sourceFile);
    return buildScoringScene(ws, std::move(state), std::move(scorer), pod);
}

ScoringScene buildScoringScene(const Workspace& ws, ClusterState state, ProfileScorer scorer,
    const std::optional<std::string>& pod)
{
    ScoringScene sc{std::move(state), std::move(scorer), {}, {}, {}, {}, -1, {}, {}};
    int tmpl = -1;
    int64_t replica = 0;
    if (pod) {
        if (!findPodReplica(ws, *pod, &tmpl, &replica)) {
            Diagnostic d;
            d.file = ws.sourceFile;
            d.field = "--pod";
            d.say(Phrase(BP_TEXT("bp::core", "no pod named \"%1\" in the workspace"), { *pod }));
            throw InputError(d);
        }
    } else {
        for (size_t i = 0; i < ws.pods.size() && tmpl < 0; ++i)
            if (!ws.pods[i].nodeName)
                tmpl = static_cast<int>(i);
        if (tmpl < 0) {
            Diagnostic d;
            d.file = ws.sourceFile;
            d.field = "pods";
            d.say(Phrase(BP_TEXT("bp::core",
                "the workspace has no pending pod (one without nodeName); name a pod with --pod")));
            throw InputError(d);
        }
    }
    const Pod& p = ws.pods[static_cast<size_t>(tmpl)];
    sc.podName = replicaName(p, replica);
    // A bound pod is asked about as the scheduler would see it if it were
    // created again now: one replica fewer on its node (its requests, ports
    // and its place in the spreading and affinity counts), else the node
    // would count it twice.
    sc.demand = computePodDemand(p, sc.state.resources, sc.scorer->version(), ws.sourceFile);
    if (p.nodeName && p.replicas > 0) {
        if (const auto it = sc.state.nodeIndex.find(*p.nodeName); it != sc.state.nodeIndex.end()) {
            PodDemand bound = sc.demand; // as buildClusterState bound it: with its group
            bound.group = podGroup(sc.state, p, sc.scorer->version());
            sc.state.unbind(it->second, bound);
            sc.boundTo = *p.nodeName;
        }
    }
    sc.demand.verdicts = nodeVerdicts(p, sc.state, sc.scorer->version(), enforcedNodeSelector(sc.scorer->profile()));
    registerSpread(sc.state, p, sc.demand, sc.scorer->version(),
        podDefaultConstraints(ws, listDefaultConstraints(sc.scorer->profile()), p));
    registerPodAffinity(sc.state, p, sc.demand, sc.scorer->version());
    sc.state.resizeAmounts();
    sc.demand.resizeAmounts(static_cast<size_t>(sc.state.resources.size()));
    sc.scorer->useTable(sc.state.resources);
    sc.podTemplate = tmpl;
    sc.others = std::make_shared<OtherScorer>(ws, sc.scorer->profile(), sc.state, sc.scorer->version());
    if (!sc.boundTo.empty())
        sc.others->bound(sc.state.nodeIndex.at(sc.boundTo), tmpl, -1);
    scoreOthers(sc);
    return sc;
}

void scoreOthers(ScoringScene& sc)
{
    // The filter over every node, on both cores (fits() is const).
    const size_t n = sc.state.nodes.size();
    std::vector<char> fits(n, 0);
    parallelFor(n, 1024, [&](size_t begin, size_t end) {
        for (size_t i = begin; i < end; ++i)
            fits[i] = sc.scorer->fits(sc.demand, sc.state, static_cast<int>(i)) ? 1 : 0;
    });
    sc.feasible.clear();
    for (size_t i = 0; i < n; ++i)
        if (fits[i])
            sc.feasible.push_back(static_cast<int>(i));
    sc.otherScores = sc.others && sc.others->any() ? sc.others->score(sc.podTemplate, sc.state, sc.feasible)
                                                   : std::vector<OtherPluginScores>{};
}

bool findPodReplica(const Workspace& ws, const std::string& name, int* templateIndex, int64_t* replica)
{
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        const Pod& p = ws.pods[i];
        if (p.name == name) {
            *templateIndex = static_cast<int>(i);
            *replica = 0;
            return true;
        }
        if (const auto r = replicaIndex(p, name)) {
            *templateIndex = static_cast<int>(i);
            *replica = *r;
            return true;
        }
    }
    return false;
}

ScoreReport scorePod(const Workspace& ws, const Profile& profile, const std::optional<std::string>& pod, uint64_t seed)
{
    return scoreScene(buildScoringScene(ws, profile, pod), profile, seed);
}

ScoreReport scoreScene(const ScoringScene& sc, const Profile& profile, uint64_t seed)
{
    ScoreReport rep;
    rep.profile = profile.name;
    rep.pod = sc.podName;
    rep.boundTo = sc.boundTo;
    rep.pluginNames = sc.scorer->pluginNames();
    for (const OtherPluginScores& o : sc.otherScores)
        rep.pluginNames.push_back(otherScoreName(o.plugin));
    rep.otherPlugins = sc.otherScores.size();
    const auto prep = sc.scorer->prepare(sc.demand);
    // Each node on its own (score() is const), on both cores; the nodes that
    // passed the filters (scoreOthers) are not filtered again.
    const size_t n = sc.state.nodes.size();
    // Each node's index among the candidates (scoreOthers), or -1.
    std::vector<int> candidate(n, -1);
    for (size_t k = 0; k < sc.feasible.size(); ++k)
        candidate[static_cast<size_t>(sc.feasible[k])] = static_cast<int>(k);
    rep.nodes.resize(n);
    rep.nodeNames.resize(n);
    // The other plugins score the nodes that passed the filters only (they
    // normalise over them): null elsewhere.
    PluginList others;
    for (const OtherPluginScores& o : sc.otherScores)
        others.push_back({ otherScoreName(o.plugin), std::nullopt, o.weight });
    const bool volcano = sc.scorer->scheduler() == SchedulerKind::Volcano;
    // With one feasible node the scheduler skips scoring (schedulePod): no
    // range check then.
    const bool scored = sc.feasible.size() > 1;
    // The nodes in blocks, each scored on its own with its best total, the
    // nodes that have it and its first range error (the framework checks
    // NodeResourcesFit's score first when it runs, ProfileScorer::score);
    // the blocks are then merged in node order, which gives what one pass in
    // node order would.
    const bool fitFirst = !volcano && sc.scorer->fit().enabled; // scoreInto puts it first
    const auto maxScore = static_cast<double>(sc.scorer->version().maxNodeScore());
    // (Small blocks: parallelFor hands out at most 8 chunks, and 10 blocks
    // of 512 made 5 uneven ones, 3 for one core and 2 for the other.)
    constexpr size_t kBlock = 128;
    struct Block {
        double best = -std::numeric_limits<double>::infinity();
        std::vector<int> top;
        std::string error;
    };
    std::vector<Block> blocks((n + kBlock - 1) / kBlock);
    parallelFor(blocks.size(), 1, [&](size_t firstBlock, size_t endBlock) {
        for (size_t b = firstBlock; b < endBlock; ++b) {
            Block& blk = blocks[b];
            for (size_t i = b * kBlock; i < std::min(n, (b + 1) * kBlock); ++i) {
                rep.nodeNames[i] = sc.state.nodeNames[i];
                NodeScore& s = rep.nodes[i];
                const int k = candidate[i];
                sc.scorer->scoreInto(prep, sc.state, static_cast<int>(i), k >= 0, s);
                const size_t first = s.plugins.size();
                s.plugins.append(others);
                if (k < 0)
                    continue;
                const auto kk = static_cast<size_t>(k);
                for (size_t j = 0; j < sc.otherScores.size(); ++j) {
                    const OtherPluginScores& o = sc.otherScores[j];
                    if (o.skipped)
                        continue;
                    s.plugins.setScore(first + j, static_cast<double>(o.score[kk]));
                    if (!volcano)
                        s.total += static_cast<double>(o.score[kk] * o.weight);
                }
                if (volcano) {
                    const WrappedParts w = volcanoWrappedParts(sc.others->config(), sc.otherScores, kk);
                    s.total = s.volcano.sum(w.perNode, static_cast<double>(w.batch));
                }
                if (!s.feasible)
                    continue;
                if (s.total > blk.best) {
                    blk.best = s.total;
                    blk.top.clear();
                }
                if (s.total == blk.best)
                    blk.top.push_back(static_cast<int>(i));
                if (!scored || !blk.error.empty())
                    continue;
                if (volcano)
                    blk.error = sc.scorer->scoreRangeError(prep, sc.state.nodes[i], sc.state.nodeNames[i]);
                else if (fitFirst) {
                    // (fitRangeError() is empty for a score in the range.)
                    const double fit = *s.plugins.scoreAt(0);
                    if (fit < 0 || fit > maxScore)
                        blk.error = sc.scorer->fitRangeError(static_cast<int64_t>(fit));
                }
            }
        }
    });
    double best = -std::numeric_limits<double>::infinity();
    for (const Block& blk : blocks)
        if (!blk.top.empty())
            best = std::max(best, blk.best);
    std::vector<int> top;
    for (Block& blk : blocks) {
        if (!blk.top.empty() && blk.best == best)
            top.insert(top.end(), blk.top.begin(), blk.top.end());
        if (rep.error.empty())
            rep.error = std::move(blk.error);
    }
    if (!top.empty() && rep.error.empty()) {
        // The same draw the simulator makes for its first pod.
        Rng rng(seed);
        size_t k = top.size() > 1 ? static_cast<size_t>(rng.below(top.size())) : 0;
        rep.selected = top[k];
    }
    return rep;
}

Explanation explainScoreLines(const Workspace& ws, const Profile& profile, const std::string& nodeName,
    const std::optional<std::string>& pod)
{
    const ScoringScene sc = buildScoringScene(ws, profile, pod);
    auto it = sc.state.nodeIndex.find(nodeName);
    if (it == sc.state.nodeIndex.end()) {
        Diagnostic d;
        d.file = ws.sourceFile;
        d.field = "--node";
        d.say(Phrase(BP_TEXT("bp::core", "no node named \"%1\" in the workspace"), { nodeName }));
        throw InputError(d);
    }
    return explainLines(sc, profile, it->second);
}

std::string explainScore(const Workspace& ws, const Profile& profile, const std::string& nodeName,
    const std::optional<std::string>& pod)
{
    return explainScoreLines(ws, profile, nodeName, pod).english();
}

} // namespace bp
