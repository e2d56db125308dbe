// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/scale_down.h"

#include "model/pod_names.h"
#include "scoring/node_filters.h"
#include "scoring/pod_affinity.h"
#include "scoring/profile_scorer.h"
#include "scoring/topology_spread.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <utility>

namespace bp {

const char* unremovableReasonName(UnremovableReason reason)
{
    switch (reason) {
    case UnremovableReason::NoReason:
        return "NoReason";
    case UnremovableReason::ScaleDownDisabledAnnotation:
        return "ScaleDownDisabledAnnotation";
    case UnremovableReason::NotUnderutilized:
        return "NotUnderutilized";
    case UnremovableReason::NoPlaceToMovePods:
        return "NoPlaceToMovePods";
    case UnremovableReason::BlockedByPod:
        return "BlockedByPod";
    case UnremovableReason::UnexpectedError:
        return "UnexpectedError";
    }
    return "NoReason";
}

double roundMoney(double amount, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double v = std::round(amount * scale) / scale;
    return v == 0 ? 0.0 : v;
}

int64_t keptBy(const ScaleDownResult& r, UnremovableReason reason)
{
    return std::count_if(
        r.nodes.begin(), r.nodes.end(), [&](const NodeScaleDown& d) { return !d.removable && d.reason == reason; });
}

namespace {

// The pods of one template on one node at the end of the run.
struct Entry {
    size_t podTemplate = 0;
    int node = -1;
    std::vector<std::string> names; // one per replica
};

// A pod on a node during the analysis: its entry and replica name.
struct Resident {
    size_t entry = 0;
    size_t replica = 0;
};

} // namespace

ScaleDownResult analyzeScaleDown(const Workspace& ws, const SimulationResult& run, const AutoscalerOptions& options)
{
    ScaleDownResult out;
    out.options = options;
    const size_t numNodes = ws.nodes.size();
    std::unordered_map<std::string, int> nodeIndex;
    for (size_t i = 0; i < numNodes; ++i)
        nodeIndex.emplace(ws.nodes[i].name, static_cast<int>(i));

    // Where every pod is once the profile has run: the bound ones where the
    // workspace binds them, the placed ones where the run put them.
    std::vector<Entry> entries;
    std::map<std::pair<size_t, int>, size_t> entryOf;
    const auto entryFor = [&](size_t tmpl, int node) -> Entry& {
        auto [it, inserted] = entryOf.emplace(std::make_pair(tmpl, node), entries.size());
        if (inserted)
            entries.push_back({ tmpl, node, {} });
        return entries[it->second];
    };
    int64_t pendingReplicas = 0, placed = 0;
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        const Pod& p = ws.pods[i];
        if (!p.nodeName) {
            pendingReplicas += std::max<int64_t>(p.replicas, 0);
            continue;
        }
        const auto it = nodeIndex.find(*p.nodeName);
        if (it == nodeIndex.end())
            continue; // buildClusterState below reports it
        Entry& e = entryFor(i, it->second);
        for (int64_t r = 0; r < p.replicas; ++r)
            e.names.push_back(replicaName(p, r));
    }
    for (const Placement& pl : run.placements) {
        if (pl.node < 0 || pl.podTemplate < 0 || static_cast<size_t>(pl.podTemplate) >= ws.pods.size()
            || static_cast<size_t>(pl.node) >= numNodes)
            continue;
        entryFor(static_cast<size_t>(pl.podTemplate), pl.node).names.push_back(pl.pod);
        ++placed;
    }
    out.pendingIgnored = std::max<int64_t>(pendingReplicas - placed, 0);

    // That cluster as a workspace of bound pods, expendable ones left out.
    Workspace fin = ws;
    fin.pods.clear();
    std::vector<size_t> kept; // entry indices, parallel to fin.pods
    for (size_t e = 0; e < entries.size(); ++e) {
        const Pod& p = ws.pods[entries[e].podTemplate];
        if (p.priority && *p.priority < options.expendablePodsPriorityCutoff) {
            out.expendableIgnored += static_cast<int64_t>(entries[e].names.size());
            continue;
        }
        Pod copy = p;
        copy.nodeName = ws.nodes[static_cast<size_t>(entries[e].node)].name;
        copy.replicas = static_cast<int64_t>(entries[e].names.size());
        fin.pods.push_back(std::move(copy));
        kept.push_back(e);
    }

    const KubeVersion kube = autoscalerKubeVersion();
    ClusterState st = buildClusterState(fin, kube);
    Profile defaults;
    defaults.name = "cluster-autoscaler";
    defaults.kubernetesVersion = "1.34";
    defaults.kubernetesVersionSet = true;
    ProfileScorer scorer(defaults, st.resources, ws.sourceFile);
    st.resizeAmounts();
    scorer.useTable(st.resources);
    NodeVerdictCache verdictCache(st, kube, nullptr); // the autoscaler's profile: no addedAffinity

    // The demand of a pod of fin.pods[k] being re-created (no nodeName),
    // compiled the first time one of them moves.
    std::vector<std::unique_ptr<PodDemand>> demands(fin.pods.size());
    const auto demandOf = [&](size_t k) -> const PodDemand& {
        if (!demands[k]) {
            Pod pod = fin.pods[k];
            pod.nodeName.reset();
            auto d = std::make_unique<PodDemand>(computePodDemand(pod, st.resources, kube, ws.sourceFile));
            verdictCache.attach(*d, pod);
            registerSpread(st, pod, *d, kube, {}); // the autoscaler's profile: System defaulting
            registerPodAffinity(st, pod, *d, kube);
            d->resizeAmounts(static_cast<size_t>(st.resources.size()));
            demands[k] = std::move(d);
        }
        return *demands[k];
    };

    std::vector<std::vector<Resident>> residents(numNodes);
    for (size_t k = 0; k < fin.pods.size(); ++k) {
        const Entry& e = entries[kept[k]];
        for (size_t r = 0; r < e.names.size(); ++r)
            residents[static_cast<size_t>(e.node)].push_back({ k, r });
    }
    const auto nameOf = [&](const Resident& r) -> const std::string& { return entries[kept[r.entry]].names[r.replica]; };
    // The pods of a node as the rules read them, one pointer per replica,
    // and which resident each one is.
    const auto podsOn = [&](size_t node, std::vector<const Pod*>& pods) {
        pods.clear();
        for (const Resident& r : residents[node])
            pods.push_back(&fin.pods[r.entry]);
    };
    const auto residentOf = [&](size_t node, const std::vector<const Pod*>& pods, const Pod* pod) -> const Resident& {
        const size_t at = static_cast<size_t>(std::find(pods.begin(), pods.end(), pod) - pods.begin());
        return residents[node][at];
    };

    // Eligibility on the cluster as the run left it (FilterOutUnremovable
    // runs before any simulation), and the empty nodes first (EmptySorting).
    out.nodes.resize(numNodes);
    static const std::vector<PodDisruptionBudget> kNoBudgets;
    const DisruptionBudgets none(kNoBudgets);
    std::vector<int> emptyFirst, others;
    std::vector<const Pod*> pods;
    for (size_t n = 0; n < numNodes; ++n) {
        NodeScaleDown& nd = out.nodes[n];
        nd.node = static_cast<int>(n);
        nd.name = ws.nodes[n].name;
        podsOn(n, pods);
        nd.utilization = autoscalerUtilization(ws.nodes[n], pods, options);
        const NodeDrain drain = autoscalerDrain(pods, none, options);
        (!drain.blocking && drain.moving.empty() ? emptyFirst : others).push_back(static_cast<int>(n));
    }
    out.order = emptyFirst;
    out.order.insert(out.order.end(), others.begin(), others.end());

    DisruptionBudgets budgets(ws.podDisruptionBudgets);
    std::vector<char> removed(numNodes, 0);
    size_t lastIndex = 0; // the plugin runner's round-robin start
    std::vector<int> destinations;
    for (const int ni : out.order) {
        const size_t n = static_cast<size_t>(ni);
        NodeScaleDown& nd = out.nodes[n];
        if (scaleDownDisabled(ws.nodes[n])) {
            nd.reason = UnremovableReason::ScaleDownDisabledAnnotation;
            continue;
        }
        if (nd.utilization.failed) {
            nd.reason = UnremovableReason::UnexpectedError;
            continue;
        }
        if (!underUtilized(nd.utilization, options)) {
            nd.reason = UnremovableReason::NotUnderutilized;
            continue;
        }
        podsOn(n, pods);
        const NodeDrain drain = autoscalerDrain(pods, budgets, options);
        if (drain.blocking) {
            nd.reason = UnremovableReason::BlockedByPod;
            nd.blockingPod = nameOf(residentOf(n, pods, drain.blocking));
            nd.blockingReason = drain.reason;
            continue;
        }
        nd.daemonSetPods = static_cast<int64_t>(drain.daemonSet.size());
        // The pods to move, each as the resident it is (pointers repeat per
        // replica: take them in order).
        std::vector<Resident> moving;
        {
            std::vector<char> taken(residents[n].size(), 0);
            for (const Pod* pod : drain.moving)
                for (size_t i = 0; i < pods.size(); ++i)
                    if (pods[i] == pod && !taken[i]) {
                        taken[i] = 1;
                        moving.push_back(residents[n][i]);
                        break;
                    }
        }
        // findPlaceFor: every pod comes off the node, then each is
        // scheduled on the first node that passes the filters.
        bool spread = false;
        for (const Resident& r : moving) {
            st.unbind(ni, demandOf(r.entry));
            spread = spread || !demandOf(r.entry).spread.empty();
        }
        out.spreadRefits += spread;
        destinations.assign(moving.size(), -1);
        size_t done = 0;
        for (; done < moving.size(); ++done) {
            const PodDemand& d = demandOf(moving[done].entry);
            for (size_t i = 0; i < numNodes; ++i) {
                const size_t k = (lastIndex + i) % numNodes;
                if (k == n || removed[k] || ws.nodes[k].unschedulable)
                    continue;
                if (scorer.fits(d, st, static_cast<int>(k))) {
                    st.bind(static_cast<int>(k), d);
                    destinations[done] = static_cast<int>(k);
                    lastIndex = (lastIndex + i + 1) % numNodes;
                    break;
                }
            }
            if (destinations[done] < 0)
                break;
        }
        if (done < moving.size()) {
            // The snapshot is reverted: the pods go back where they were.
            for (size_t i = 0; i < done; ++i)
                st.unbind(destinations[i], demandOf(moving[i].entry));
            for (const Resident& r : moving)
                st.bind(ni, demandOf(r.entry));
            nd.reason = UnremovableReason::NoPlaceToMovePods;
            nd.unplacedPod = nameOf(moving[done]);
            continue;
        }
        // Removable: the pods stay where they went, the node takes no more,
        // and the budgets lose what its pods spend (CanRemovePods, RemovePods).
        nd.removable = true;
        nd.empty = moving.empty();
        std::vector<int64_t> spent(budgets.remaining.size(), 0);
        for (const Pod* pod : drain.moving)
            for (const size_t b : budgets.matching(*pod))
                ++spent[b];
        for (size_t b = 0; b < spent.size(); ++b) {
            nd.risky = nd.risky || (spent[b] > 0 && budgets.remaining[b] < spent[b]);
            budgets.remaining[b] -= spent[b];
        }
        for (size_t i = 0; i < moving.size(); ++i) {
            const Resident& r = moving[i];
            nd.moves.push_back({ nameOf(r), static_cast<int>(entries[kept[r.entry]].podTemplate), destinations[i],
                ws.nodes[static_cast<size_t>(destinations[i])].name });
            residents[static_cast<size_t>(destinations[i])].push_back(r);
        }
        std::erase_if(residents[n], [&](const Resident& r) {
            return std::any_of(moving.begin(), moving.end(),
                [&](const Resident& m) { return m.entry == r.entry && m.replica == r.replica; });
        });
        removed[n] = 1;
        out.podsMoved += static_cast<int64_t>(moving.size());
    }
    for (const NodeScaleDown& nd : out.nodes)
        (nd.removable ? (nd.empty ? out.removableEmpty : out.removableDrained) : out.kept) += 1;
    if (ws.prices) {
        ClusterCost cost;
        cost.currency = ws.prices->currency;
        for (size_t n = 0; n < numNodes; ++n) {
            const std::optional<double> price = hourlyPrice(*ws.prices, ws.nodes[n]);
            if (!price) {
                ++cost.unpricedNodes;
                continue;
            }
            cost.hourlyBefore += *price;
            if (!out.nodes[n].removable)
                cost.hourlyAfter += *price;
        }
        out.cost = cost;
    }
    return out;
}

} // namespace bp
