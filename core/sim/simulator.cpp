// SPDX-License-Identifier: GPL-3.0-or-later
// Placement: pending pods in file order; filter, score, pick the best total
// (ties uniformly at random from a seed, or the first), bind, next.
//
// Fast path: a segment tree over the nodes holds each node's total (or -inf
// when the pod does not fit) with the count of nodes at the maximum. For a run
// of identical pods only the node that just received one changes, so only that
// leaf is re-scored; a new pod shape re-scores every node once. The reference
// path re-scores every node for every pod. Both draw the same random numbers
// and pick the same node.
#include "sim/simulator.h"

#include "sim/rng.h"
#include "util/parallel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bp {

namespace {

constexpr double kInfeasible = -std::numeric_limits<double>::infinity();

class MaxTree {
public:
    explicit MaxTree(size_t n) : n_(n)
    {
        size_ = 1;
        while (size_ < std::max<size_t>(n, 1))
            size_ *= 2;
        max_.assign(2 * size_, kInfeasible);
        count_.assign(2 * size_, 0);
    }
    void set(size_t i, double v)
    {
        size_t p = i + size_;
        max_[p] = v;
        count_[p] = v == kInfeasible ? 0 : 1;
        for (p /= 2; p >= 1; p /= 2)
            pull(p);
    }
    void setAll(const std::vector<double>& v)
    {
        for (size_t i = 0; i < size_; ++i) {
            max_[i + size_] = i < n_ ? v[i] : kInfeasible;
            // A leaf where the pod does not fit counts no node: with one node
            // (or none) the leaf is the root, and a count of 1 there would bind
            // the pod to a node it does not fit (or to no node at all).
            count_[i + size_] = max_[i + size_] == kInfeasible ? 0 : 1;
        }
        for (size_t p = size_ - 1; p >= 1; --p)
            pull(p);
    }
    double max() const { return max_[1]; }
    int64_t count() const { return count_[1]; }
    // The k-th (0-based, in node order) leaf holding the maximum.
    size_t kth(int64_t k) const
    {
        const double m = max_[1];
        size_t p = 1;
        while (p < size_) {
            size_t l = 2 * p;
            if (max_[l] == m) {
                if (k < count_[l]) {
                    p = l;
                    continue;
                }
                k -= count_[l];
            }
            p = l + 1;
        }
        return p - size_;
    }

private:
    void pull(size_t p)
    {
        const size_t l = 2 * p, r = l + 1;
        if (max_[l] > max_[r]) {
            max_[p] = max_[l];
            count_[p] = count_[l];
        } else if (max_[r] > max_[l]) {
            max_[p] = max_[r];
            count_[p] = count_[r];
        } else {
            max_[p] = max_[l];
            count_[p] = max_[l] == kInfeasible ? 0 : count_[l] + count_[r];
        }
    }
    size_t n_, size_;
    std::vector<double> max_;
    std::vector<int64_t> count_;
};

struct Pending {
    int tmpl;
    int64_t replica;
};

int64_t pickAmongTies(int64_t count, TieBreak tb, Rng& rng)
{
    if (count <= 1 || tb == TieBreak::First)
        return 0;
    return static_cast<int64_t>(rng.below(static_cast<uint64_t>(count)));
}

std::string unschedulableMessage(const ProfileScorer& scorer, const PodDemand& d, const ClusterState& st,
    std::map<std::string, int64_t>* reasonsOut)
{
    std::map<std::string, int64_t> hist;
    for (const auto& n : st.nodes)
        for (auto& r : scorer.filter(d, n, st.resources))
            hist[r] += 1;
    if (reasonsOut)
        *reasonsOut = hist;
    return fitErrorMessage(static_cast<int64_t>(st.nodes.size()), hist);
}

} // namespace

std::string fitErrorMessage(int64_t numNodes, const std::map<std::string, int64_t>& histogram)
{
    if (numNodes == 0)
        return "no nodes available to schedule pods";
    // framework.FitError.Error(): "<count> <reason>" strings sorted, joined.
    std::vector<std::string> parts;
    for (const auto& [reason, count] : histogram)
        parts.push_back(std::to_string(count) + " " + reason);
    std::sort(parts.begin(), parts.end());
    std::string out = "0/" + std::to_string(numNodes) + " nodes are available";
    if (!parts.empty()) {
        out += ": ";
        for (size_t i = 0; i < parts.size(); ++i)
            out += (i ? ", " : "") + parts[i];
    }
    return out + ".";
}

SimulationResult simulate(const Workspace& ws, const Profile& profile, const SimulationOptions& opt)
{
    std::string verr;
    auto version = KubeVersion::parse(profile.kubernetesVersion, &verr);
    if (!version)
        version = KubeVersion{}; // the scorer below reports the error with its field
    ClusterState st = buildClusterState(ws, *version);
    ProfileScorer scorer(profile, st.resources, ws.sourceFile);
    version = scorer.version();

    std::vector<PodDemand> demands(ws.pods.size());
    std::vector<Pending> queue;
    std::vector<int> pendingTemplates;
    std::vector<Diagnostic> errors;
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        if (ws.pods[i].nodeName)
            continue;
        try {
            demands[i] = computePodDemand(ws.pods[i], st.resources, *version, ws.sourceFile);
        } catch (const InputError& e) {
            errors.insert(errors.end(), e.diagnostics().begin(), e.diagnostics().end());
        }
        pendingTemplates.push_back(static_cast<int>(i));
        for (int64_t r = 0; r < ws.pods[i].replicas; ++r)
            queue.push_back({static_cast<int>(i), r});
    }
    if (!errors.empty())
        throw InputError(std::move(errors));
    // Every name is interned now: size all vectors alike.
    st.resizeAmounts();
    for (int t : pendingTemplates) {
        auto& d = demands[static_cast<size_t>(t)];
        const size_t n = static_cast<size_t>(st.resources.size());
        d.requests.resize(n, 0);
        d.nonZero.resize(n, 0);
        d.fitIncoming.resize(n, 0);
        d.balancedIncoming.resize(n, 0);
    }
    scorer.useTable(st.resources);

    SimulationResult res;
    res.profile = profile.name;
    res.placements.reserve(queue.size());
    Rng rng(opt.seed);
    const size_t numNodes = st.nodes.size();
    MaxTree tree(numNodes);
    std::vector<double> totals(numNodes, kInfeasible);

    int lastTemplate = -1;
    int lastNode = -1;
    bool lastFailed = false;
    std::string lastReason;
    std::map<std::string, int64_t> lastHist;
    const int64_t total = static_cast<int64_t>(queue.size());

    for (int64_t qi = 0; qi < total; ++qi) {
        if (opt.cancel && (qi & 63) == 0 && opt.cancel->load(std::memory_order_relaxed)) {
            res.cancelled = true;
            break;
        }
        if (opt.progress && (qi & 1023) == 0)
            opt.progress(qi, total);
        const Pending& p = queue[static_cast<size_t>(qi)];
        const PodDemand& d = demands[static_cast<size_t>(p.tmpl)];
        const ProfileScorer::Prepared prep = scorer.prepare(d);
        Placement pl;
        pl.pod = replicaName(ws.pods[static_cast<size_t>(p.tmpl)], p.replica);
        pl.podTemplate = p.tmpl;

        double best = kInfeasible;
        int64_t count = 0;
        int chosen = -1;
        const bool reuseFailure = !opt.reference && p.tmpl == lastTemplate && lastFailed;
        if (opt.reference) {
            std::vector<int> top;
            for (size_t i = 0; i < numNodes; ++i) {
                if (!scorer.fits(d, st.nodes[i]))
                    continue;
                double t = scorer.total(prep, st.nodes[i]);
                if (t > best) {
                    best = t;
                    top.clear();
                }
                if (t == best)
                    top.push_back(static_cast<int>(i));
            }
            count = static_cast<int64_t>(top.size());
            if (count > 0)
                chosen = top[static_cast<size_t>(pickAmongTies(count, opt.tieBreak, rng))];
        } else {
            const bool sameShape = p.tmpl == lastTemplate;
            if (reuseFailure) {
                // Nothing changed since the identical pod failed.
                count = 0;
            } else {
                if (sameShape && lastNode >= 0) {
                    const auto& n = st.nodes[static_cast<size_t>(lastNode)];
                    tree.set(static_cast<size_t>(lastNode), scorer.fits(d, n) ? scorer.total(prep, n) : kInfeasible);
                } else {
                    parallelFor(numNodes, 1024, [&](size_t b, size_t e) {
                        for (size_t i = b; i < e; ++i)
                            totals[i] = scorer.fits(d, st.nodes[i]) ? scorer.total(prep, st.nodes[i]) : kInfeasible;
                    });
                    tree.setAll(totals);
                }
                best = tree.max();
                count = tree.count();
                if (count > 0)
                    chosen = static_cast<int>(tree.kth(pickAmongTies(count, opt.tieBreak, rng)));
            }
        }
        lastTemplate = p.tmpl;
        if (chosen >= 0) {
            st.bind(chosen, d);
            pl.node = chosen;
            pl.total = best;
            lastNode = chosen;
            lastFailed = false;
            res.metrics.scheduled += 1;
        } else {
            if (!reuseFailure)
                lastReason = unschedulableMessage(scorer, d, st, &lastHist);
            pl.reason = lastReason;
            for (const auto& entry : lastHist)
                res.metrics.unschedulableReasons[entry.first] += 1;
            lastNode = -1;
            lastFailed = true;
            res.metrics.unschedulable += 1;
        }
        res.placements.push_back(std::move(pl));
    }
    if (opt.progress)
        opt.progress(static_cast<int64_t>(res.placements.size()), total);

    std::vector<PodDemand> shapes;
    std::vector<std::string> names;
    for (int t : pendingTemplates) {
        shapes.push_back(demands[static_cast<size_t>(t)]);
        names.push_back(ws.pods[static_cast<size_t>(t)].name);
    }
    Metrics m = computeMetrics(st, shapes, names);
    m.scheduled = res.metrics.scheduled;
    m.unschedulable = res.metrics.unschedulable;
    m.unschedulableReasons = std::move(res.metrics.unschedulableReasons);
    res.metrics = std::move(m);
    res.finalState = std::move(st);
    return res;
}

Metrics computeMetrics(const ClusterState& st, const std::vector<PodDemand>& shapes, const std::vector<std::string>& names)
{
    Metrics m;
    for (const auto& n : st.nodes)
        (n.podCount > 0 ? m.nodesUsed : m.emptyNodes) += 1;
    const size_t nres = static_cast<size_t>(st.resources.size());
    std::vector<int64_t> clusterAlloc(nres, 0);
    for (const auto& n : st.nodes)
        for (size_t r = 0; r < nres && r < n.allocatable.size(); ++r)
            clusterAlloc[r] += n.allocatable[r];

    // The largest pending shape: the greatest sum of its requests as shares
    // of the cluster's allocatable.
    int largest = -1;
    double largestSize = -1;
    for (size_t s = 0; s < shapes.size(); ++s) {
        double size = 0;
        for (size_t r = 0; r < nres && r < shapes[s].requests.size(); ++r)
            if (r != kPods && clusterAlloc[r] > 0)
                size += static_cast<double>(shapes[s].requests[r]) / static_cast<double>(clusterAlloc[r]);
        if (size > largestSize) {
            largestSize = size;
            largest = static_cast<int>(s);
        }
    }
    if (largest >= 0)
        m.largestPendingShape = names[static_cast<size_t>(largest)];

    for (size_t r = 0; r < nres; ++r) {
        if (r == kPods || clusterAlloc[r] == 0)
            continue;
        ResourceStats rs;
        rs.resource = st.resources.name(static_cast<int>(r));
        rs.allocatable = clusterAlloc[r];
        double sum = 0, sumSq = 0;
        int64_t count = 0;
        rs.min = std::numeric_limits<double>::infinity();
        rs.max = 0;
        for (const auto& n : st.nodes) {
            const int64_t a = r < n.allocatable.size() ? n.allocatable[r] : 0;
            const int64_t q = r < n.requested.size() ? n.requested[r] : 0;
            rs.requested += q;
            if (a <= 0)
                continue;
            const double u = static_cast<double>(q) / static_cast<double>(a);
            sum += u;
            sumSq += u * u;
            rs.min = std::min(rs.min, u);
            rs.max = std::max(rs.max, u);
            ++count;
            if (largest >= 0) {
                const PodDemand& shape = shapes[static_cast<size_t>(largest)];
                bool fits = n.podCount + 1 <= n.allocatable[kPods];
                for (size_t k = 0; fits && k < shape.requests.size(); ++k) {
                    if (k == kPods || shape.requests[k] == 0)
                        continue;
                    const int64_t ak = k < n.allocatable.size() ? n.allocatable[k] : 0;
                    const int64_t qk = k < n.requested.size() ? n.requested[k] : 0;
                    fits = shape.requests[k] <= ak - qk;
                }
                if (!fits)
                    rs.stranded += std::max<int64_t>(0, a - q);
            }
        }
        if (count > 0) {
            rs.mean = sum / static_cast<double>(count);
            rs.stddev = std::sqrt(std::max(0.0, sumSq / static_cast<double>(count) - rs.mean * rs.mean));
        } else {
            rs.min = 0;
        }
        m.resources.push_back(rs);
    }
    return m;
}

} // namespace bp
