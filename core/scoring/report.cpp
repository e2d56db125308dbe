// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoring/report.h"

#include "io/strategy_names.h"
#include "model/pod_names.h"

#include "sim/rng.h"
#include "util/go_int.h"
#include "util/number_text.h"

#include <cmath>
#include <cstdio>
#include <algorithm>
#include <limits>
#include <sstream>

namespace bp {

namespace {

// How Volcano's GetPodResourceRequest adds up the pod's request in this release.
std::string volcanoRequestRule(KubeVersion v)
{
    std::string s = "Request (Volcano " + v.volcanoString()
        + " GetPodResourceRequest): each container's cpu rounded up to millicores, then summed; ";
    s += v.volcanoSidecars() ? "sidecar init containers added, other init containers maxed; "
                             : "init containers maxed (sidecars too, before 1.10); ";
    s += v.volcanoOverheadAfterInit() ? "overhead added after the max; "
                                      : "overhead added to the containers before the max (before 1.15); ";
    s += v.volcanoPodsScalar() ? "pods: 1." : "no pods entry (before 1.8.2).";
    return s;
}

} // namespace

ScoringScene buildScoringScene(const Workspace& ws, const Profile& profile, const std::optional<std::string>& pod)
{
    ClusterState state = buildClusterState(ws, releaseOrNewest(&profile));
    ProfileScorer scorer(profile, state.resources, ws.sourceFile);
    return buildScoringScene(ws, std::move(state), std::move(scorer), pod);
}

ScoringScene buildScoringScene(const Workspace& ws, ClusterState state, ProfileScorer scorer,
    const std::optional<std::string>& pod)
{
    ScoringScene sc{std::move(state), std::move(scorer), {}, {}};
    int tmpl = -1;
    int64_t replica = 0;
    if (pod) {
        if (!findPodReplica(ws, *pod, &tmpl, &replica)) {
            Diagnostic d;
            d.file = ws.sourceFile;
            d.field = "--pod";
            d.message = "no pod named \"" + *pod + "\" in the workspace";
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
            d.message = "the workspace has no pending pod (one without nodeName); name a pod with --pod";
            throw InputError(d);
        }
    }
    const Pod& p = ws.pods[static_cast<size_t>(tmpl)];
    sc.podName = replicaName(p, replica);
    sc.demand = computePodDemand(p, sc.state.resources, sc.scorer->version(), ws.sourceFile);
    sc.state.resizeAmounts();
    const size_t n = static_cast<size_t>(sc.state.resources.size());
    sc.demand.requests.resize(n, 0);
    sc.demand.nonZero.resize(n, 0);
    sc.demand.fitIncoming.resize(n, 0);
    sc.demand.balancedIncoming.resize(n, 0);
    sc.scorer->useTable(sc.state.resources);
    return sc;
}

namespace {

std::string fmt2(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

// A resource amount in scheduler units, with a readable form for large ones.
std::string amount(const std::string& resource, int64_t v)
{
    if (resource == "cpu")
        return std::to_string(v) + "m";
    std::string s = std::to_string(v);
    static const char* suffix[] = {"Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
    int64_t x = v;
    int k = -1;
    while (x != 0 && x % 1024 == 0 && k < 5) {
        x /= 1024;
        ++k;
    }
    if (k >= 0 && (resource == "memory" || resource == "ephemeral-storage" || resource.rfind("hugepages-", 0) == 0))
        s += " (" + std::to_string(x) + suffix[k] + ")";
    return s;
}

std::string pad(std::string s, size_t w)
{
    if (s.size() < w)
        s.append(w - s.size(), ' ');
    return s;
}

} // namespace

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
    rep.pluginNames = sc.scorer->pluginNames();
    rep.nodeNames = sc.state.nodeNames;
    const auto prep = sc.scorer->prepare(sc.demand);
    double best = -std::numeric_limits<double>::infinity();
    std::vector<int> top;
    for (size_t i = 0; i < sc.state.nodes.size(); ++i) {
        NodeScore s = sc.scorer->score(prep, sc.state.nodes[i], sc.state.resources);
        if (s.feasible) {
            if (s.total > best) {
                best = s.total;
                top.clear();
            }
            if (s.total == best)
                top.push_back(static_cast<int>(i));
        }
        rep.nodes.push_back(std::move(s));
    }
    // With one feasible node the scheduler skips scoring (schedulePod).
    const auto feasible = std::count_if(rep.nodes.begin(), rep.nodes.end(), [](const NodeScore& s) { return s.feasible; });
    for (size_t i = 0; feasible > 1 && i < rep.nodes.size() && rep.error.empty(); ++i)
        if (rep.nodes[i].feasible)
            rep.error = sc.scorer->scoreRangeError(prep, sc.state.nodes[i]);
    if (!top.empty() && rep.error.empty()) {
        // The same draw the simulator makes for its first pod.
        Rng rng(seed);
        size_t k = top.size() > 1 ? static_cast<size_t>(rng.below(top.size())) : 0;
        rep.selected = top[k];
    }
    return rep;
}

std::string explainScore(const Workspace& ws, const Profile& profile, const std::string& nodeName,
    const std::optional<std::string>& pod)
{
    const ScoringScene sc = buildScoringScene(ws, profile, pod);
    auto it = sc.state.nodeIndex.find(nodeName);
    if (it == sc.state.nodeIndex.end()) {
        Diagnostic d;
        d.file = ws.sourceFile;
        d.field = "--node";
        d.message = "no node named \"" + nodeName + "\" in the workspace";
        throw InputError(d);
    }
    return explainScene(sc, profile, it->second);
}

std::string explainScene(const ScoringScene& sc, const Profile& profile, int nodeIndex)
{
    const ProfileScorer& scorer = *sc.scorer;
    const NodeState& node = sc.state.nodes[static_cast<size_t>(nodeIndex)];
    const std::string& nodeName = sc.state.nodeNames[static_cast<size_t>(nodeIndex)];
    const ResourceTable& table = sc.state.resources;
    std::ostringstream o;
    const bool volcano = profile.scheduler == SchedulerKind::Volcano;
    o << "Profile \"" << profile.name << "\" ("
      << (volcano ? "Volcano " + scorer.version().volcanoString() + " binpack"
                  : "kube-scheduler " + scorer.version().toString())
      << "), pod " << sc.podName << " on node " << nodeName << "\n\n";

    auto reasons = scorer.filter(sc.demand, node, table);
    if (reasons.empty()) {
        o << "Filter (NodeResourcesFit): the pod fits.\n\n";
    } else {
        o << "Filter (NodeResourcesFit): the pod does not fit:";
        for (const auto& r : reasons)
            o << " " << r << ";";
        o << "\nThe scheduler would not score this node; the plugins' scores follow as they would compute them.\n\n";
    }

    const auto prep = scorer.prepare(sc.demand);
    double total = 0;
    if (volcano) {
        const auto& bp = scorer.binpack();
        o << "binpack (binpack.weight " << bp.weight << "; weights:";
        for (const auto& r : bp.resources)
            o << " " << r.name << " " << r.weight;
        o << ")\n";
        o << "  " << volcanoRequestRule(scorer.version()) << "\n";
        if (!bp.enabled) {
            o << "  binpack.weight is 0: the plugin is not registered and scores nothing.\n";
        } else {
            PluginTrace tr;
            double s = scorer.binpackScore(sc.demand, node, &tr);
            for (const auto& st : tr.steps) {
                o << "  " << pad(st.name, 16) << "= weight * (request + used) / allocatable = " << st.weight << " * ("
                  << amount(st.name, st.podRequest) << " + " << amount(st.name, st.nodeRequested) << ") / "
                  << amount(st.name, st.allocatable);
                if (!st.skipReason.empty())
                    o << "  -> " << st.skipReason << "\n";
                else
                    o << " = " << shortestNumber(st.fraction) << "\n";
            }
            if (!tr.note.empty()) {
                o << "  " << tr.note << "\n";
            } else {
                o << "  Requested resources without a configured weight are not counted.\n";
                o << "  score = binpack.weight * (Σ resource scores) / (Σ weights) * 100 = " << bp.weight << " * "
                  << shortestNumber(tr.raw) << " / " << tr.weightSum << " * 100 = " << shortestNumber(s) << "\n";
            }
            total = s;
        }
        o << "\nTotal (binpack only; Volcano adds other plugins' scores to it): " << shortestNumber(total) << "\n";
        return o.str();
    }

    if (scorer.fit().enabled) {
        const auto& f = scorer.fit();
        PluginTrace tr;
        int64_t s = scorer.fitScore(sc.demand, node, &tr, &table);
        o << "NodeResourcesFit — " << strategyTypeName(f.type) << " (plugin weight " << f.pluginWeight << ")\n";
        if (f.type == StrategyType::RequestedToCapacityRatio) {
            o << "  FunctionShapePoint {";
            for (size_t i = 0; i < f.shape.size(); ++i)
                o << (i ? ", " : "") << "{" << f.shape[i].utilization << ", " << f.shape[i].score << "}";
            o << "}";
            if (!scorer.version().legacyScale()) {
                o << ", scaled ×10 to {";
                const auto& pts = f.scaledShape.points();
                for (size_t i = 0; i < pts.size(); ++i)
                    o << (i ? ", " : "") << "{" << pts[i].utilization << ", " << pts[i].score << "}";
                o << "}";
            }
            o << "\n";
        }
        o << "  Requests count missing container cpu/memory requests as 100m / 200Mi (non-zero defaults).\n";
        std::string num, den, sum;
        for (const auto& st : tr.steps) {
            o << "  " << pad(st.name, 16) << "requested = " << amount(st.name, st.nodeRequested) << " used + "
              << amount(st.name, st.podRequest) << " pod = " << amount(st.name, st.requested) << " of "
              << amount(st.name, st.allocatable) << "\n";
            if (st.skipped) {
                o << "  " << pad("", 16) << "-> " << st.skipReason << "\n";
                continue;
            }
            const std::string ind = "  " + pad("", 16);
            switch (f.type) {
            case StrategyType::LeastAllocated:
                o << ind << "score = ((allocatable - requested) * " << scorer.maxNodeScore() << ") / allocatable = "
                  << st.score << (st.requested > st.allocatable ? " (over capacity: 0)" : "") << "\n";
                break;
            case StrategyType::MostAllocated:
                o << ind << "score = (min(requested, allocatable) * " << scorer.maxNodeScore() << ") / allocatable = "
                  << st.score << "\n";
                break;
            case StrategyType::RequestedToCapacityRatio:
                if (st.requested > st.allocatable)
                    o << ind << "utilization: over capacity, scored as 100\n";
                else if (scorer.version().legacyScale())
                    o << ind << "utilization = 100 - ((allocatable - requested) * 100 / allocatable) = " << st.utilization
                      << "\n";
                else
                    o << ind << "utilization = (requested * 100) / allocatable = " << st.utilization
                      << " (integer division truncates)\n";
                o << ind << "shape(" << st.utilization << ") = " << st.score
                  << (st.counted ? "" : "  -> score 0: dropped from the weight sum") << "\n";
                break;
            }
            if (st.counted) {
                num += (num.empty() ? "" : " + ") + ("(" + std::to_string(st.score) + " * " + std::to_string(st.weight) + ")");
                den += (den.empty() ? "" : " + ") + std::to_string(st.weight);
            }
        }
        o << "  NodeScore = (" << (num.empty() ? "0" : num) << ") / (" << (den.empty() ? "0" : den) << ")\n";
        if (tr.weightSum == 0) {
            o << "            = 0 (no resource counted)\n";
        } else if (f.type == StrategyType::RequestedToCapacityRatio) {
            o << "            = " << tr.nodeScore << " / " << tr.weightSum << " = " << fmt2(tr.raw)
              << " -> math.Round -> " << s << "\n";
        } else {
            o << "            = " << tr.nodeScore << " / " << tr.weightSum << " = " << s
              << " (integer division truncates)\n";
        }
        if (!tr.note.empty())
            o << "  " << tr.note << "\n";
        o << "  weighted: " << s << " * " << f.pluginWeight << " = " << goMul(s, f.pluginWeight) << "\n\n";
        total += static_cast<double>(goMul(s, f.pluginWeight));
    }
    if (scorer.balanced().enabled) {
        const auto& b = scorer.balanced();
        o << "NodeResourcesBalancedAllocation (plugin weight " << b.pluginWeight << ")\n";
        if (prep.balancedSkip) {
            o << "  The pod requests none of the configured resources: PreScore returns Skip (1.33+), no score.\n\n";
        } else {
            PluginTrace tr;
            int64_t s = scorer.balancedScore(sc.demand, node, &tr);
            if (scorer.version().balancedUsesRealRequests())
                o << "  Requests are the pods' own: no 100m / 200Mi defaults (since 1.23 and 1.22.4, PR #105845).\n";
            else
                o << "  Requests count missing container cpu/memory requests as 100m / 200Mi (non-zero defaults; "
                  << (scorer.version().legacyScale() ? "1.16" : "1.22.0-1.22.3") << ").\n";
            for (const auto& st : tr.steps) {
                o << "  " << pad(st.name, 16) << "fraction = min(1, " << amount(st.name, st.requested) << " / "
                  << amount(st.name, st.allocatable) << ")";
                if (st.skipped)
                    o << " -> " << st.skipReason << "\n";
                else
                    o << " = " << shortestNumber(st.fraction) << "\n";
            }
            if (!scorer.version().legacyScale())
                o << "  std = " << shortestNumber(tr.raw) << "; score = int((1 - std) * 100)\n";
            if (!tr.note.empty())
                o << "  " << tr.note << "\n";
            o << "  score = " << s << "; weighted: " << s << " * " << b.pluginWeight << " = " << s * b.pluginWeight
              << "\n\n";
            total += static_cast<double>(s * b.pluginWeight);
        }
    }
    o << "Total = Σ score × weight = " << shortestNumber(total)
      << " (other plugins of the profile add the same to every node here: no taints, affinities or images are "
         "modelled)\n";
    return o.str();
}

} // namespace bp
