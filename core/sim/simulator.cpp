// SPDX-License-Identifier: GPL-3.0-or-later
// Placement: pending pods in file order; filter, score, pick the best total
// (ties uniformly at random from a seed, or the first), bind, next.
//
// Fast path: for each distinct pod shape, a segment tree over the nodes holds
// each node's total for that shape (or -inf when the pod does not fit) with
// the count of nodes at the maximum (sim/shape_trees.h). A bind changes one
// node, so when a shape comes round again only the nodes bound since its tree
// was last brought up to date are re-scored; a shape seen for the first time
// (or after many binds) re-scores every node once, on both cores. The
// reasons of an unschedulable pod are kept up to date the same way. A shape
// with hard spreading constraints (PodTopologySpread) also re-filters the
// nodes of every topology domain whose verdict a bind elsewhere flipped
// (scoring/topology_spread.h spreadChangedNodes). The
// reference path re-scores and re-filters every node for every pod. Both draw
// the same random numbers and pick the same node.
//
// With percentageOfNodesToScore on, the reference path runs the sequential
// model of upstream's search node by node (searchSample); the fast path
// answers the same question from the tree (searchSampleTree).
#include "sim/simulator.h"

#include "scoring/default_scores.h"
#include "scoring/node_filters.h"
#include "scoring/pod_affinity.h"
#include "scoring/topology_spread.h"
#include "sim/fragmentation.h"
#include "sim/rng.h"
#include "sim/shape_trees.h"
#include "util/parallel.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <numeric>
#include <unordered_map>

namespace bp {

namespace {

using detail::kInfeasible;
using detail::MaxTree;

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
    for (size_t i = 0; i < st.nodes.size(); ++i)
        for (auto& r : scorer.filter(d, st, static_cast<int>(i)))
            hist[r] += 1;
    if (reasonsOut)
        *reasonsOut = hist;
    return fitErrorMessage(static_cast<int64_t>(st.nodes.size()), hist);
}

// Templates with equal demands score alike: they share one shape.
std::string demandKey(const PodDemand& d, const ClusterState& st)
{
    std::string key;
    for (const Amounts* a : { &d.requests, &d.nonZero, &d.fitIncoming, &d.balancedIncoming, &d.bound }) {
        const size_t n = a->size();
        key.append(reinterpret_cast<const char*>(&n), sizeof n);
        key.append(reinterpret_cast<const char*>(a->data()), n * sizeof(int64_t));
    }
    const size_t keys = d.zeroScalarKeys.size();
    key.append(reinterpret_cast<const char*>(&keys), sizeof keys);
    key.append(reinterpret_cast<const char*>(d.zeroScalarKeys.data()), keys * sizeof(int));
    key.append(reinterpret_cast<const char*>(&d.podCount), sizeof d.podCount);
    // Templates the node-local filters may treat differently are different
    // shapes. Templates with the same selectors and tolerations share one
    // verdicts object (NodeVerdictCache), so its address tells them apart.
    const NodeVerdicts* verdicts = d.verdicts.get();
    key.append(reinterpret_cast<const char*>(&verdicts), sizeof verdicts);
    // So do hard spreading constraints (registered once per distinct
    // constraint), required pod (anti-)affinity terms and the existing pods'
    // anti-affinity that selects the template's pods.
    for (int c : d.spread) {
        key += "|s";
        key.append(reinterpret_cast<const char*>(&c), sizeof c);
    }
    key += "|a";
    key.append(reinterpret_cast<const char*>(&d.affinity), sizeof d.affinity);
    if (!carriedAgainst(st, d).empty()) {
        key += "|g";
        key.append(reinterpret_cast<const char*>(&d.group), sizeof d.group);
    }
    // Host ports (NodePorts) tell templates apart too.
    for (const HostPort& p : d.hostPorts) {
        key += '|' + p.ip + '/' + p.protocol + '/';
        key.append(reinterpret_cast<const char*>(&p.port), sizeof p.port);
    }
    return key;
}

// The outcome of choosing a node for one pod.
struct Choice {
    int node = -1;
    double best = kInfeasible;
    int64_t scored = 0; // nodes scored for this pod
    std::string error;  // the framework refused a score: the cycle fails with this
};

// RunScorePlugins: with more than one feasible node every one is scored, and
// a score outside the plugin range fails the whole cycle (the first such node
// in candidate order names the score; upstream's parallel loop reports
// whichever it meets first).
void checkScoreRange(const ProfileScorer& scorer, const ProfileScorer::Prepared& prep, const ClusterState& st,
    const std::vector<int>& candidates, Choice& c)
{
    if (candidates.size() < 2)
        return;
    for (int idx : candidates) {
        c.error = scorer.scoreRangeError(prep, st.nodes[static_cast<size_t>(idx)], st.nodeNames[static_cast<size_t>(idx)]);
        if (!c.error.empty())
            return;
    }
}

// The other score plugins' part of each candidate's total (default_scores.h):
// per candidate when it can differ between nodes, else one constant.
struct OthersPart {
    const OtherScorer* others = nullptr;
    int tmpl = -1;
    bool varies = false;
    int64_t constant = 0;
};

// Ranks `candidates` by their totals: the best total in c.best and the nodes
// that have it in `top`. `resourceTotals` (when given): each candidate's
// ProfileScorer::total, already known.
void rankCandidates(const ProfileScorer& scorer, const ProfileScorer::Prepared& prep, const ClusterState& st,
    const std::vector<int>& candidates, const OthersPart& o, std::vector<int>& top, Choice& c,
    const std::vector<double>* resourceTotals = nullptr, const std::vector<VolcanoParts>* volcanoParts = nullptr)
{
    std::vector<int64_t> extra;
    std::vector<double> perNode;
    // Volcano adds the parts in its own order (VolcanoParts::sum): a
    // resource total already summed cannot take the wrapped plugins' parts.
    const bool volcano = o.varies && scorer.scheduler() == SchedulerKind::Volcano;
    if (o.varies)
        extra = o.others->weightedSums(o.tmpl, st, candidates, volcano ? &perNode : nullptr);
    top.clear();
    for (size_t i = 0; i < candidates.size(); ++i) {
        const int idx = candidates[i];
        const NodeState& node = st.nodes[static_cast<size_t>(idx)];
        const double t = volcano
            ? (volcanoParts ? (*volcanoParts)[static_cast<size_t>(idx)] : scorer.volcanoParts(prep, node))
                  .sum(perNode[i], static_cast<double>(extra[i]))
            : (resourceTotals ? (*resourceTotals)[i] : scorer.total(prep, node))
                + static_cast<double>(o.varies ? extra[i] : o.constant);
        if (t > c.best) {
            c.best = t;
            top.clear();
        }
        if (t == c.best)
            top.push_back(idx);
    }
}

// A sequential model of upstream findNodesThatPassFilters with
// numFeasibleNodesToFind: starting at nextStartNodeIndex, filter nodes in
// order until `toFind` feasible ones are found or every node was processed,
// score only those, and move the start index on by the number processed.
// Upstream filters in parallel and cancels the search once enough nodes are
// found, so its processed count (and hence the next start) can run a few
// nodes further than this model's; the model is the deterministic reading.
Choice searchSample(const ProfileScorer& scorer, const ProfileScorer::Prepared& prep, const ClusterState& st,
    int64_t toFind, int64_t* nextStart, TieBreak tb, Rng& rng, std::vector<int>& candidates, std::vector<int>& top,
    bool checkRange, const OthersPart& others)
{
    Choice c;
    const auto numNodes = static_cast<int64_t>(st.nodes.size());
    if (numNodes == 0)
        return c;
    candidates.clear();
    int64_t processed = 0;
    for (; processed < numNodes && static_cast<int64_t>(candidates.size()) < toFind; ++processed) {
        const auto idx = static_cast<size_t>((*nextStart + processed) % numNodes);
        if (scorer.fits(*prep.demand, st, static_cast<int>(idx)))
            candidates.push_back(static_cast<int>(idx));
    }
    *nextStart = (*nextStart + processed) % numNodes;
    rankCandidates(scorer, prep, st, candidates, others, top, c);
    c.scored = static_cast<int64_t>(candidates.size());
    if (checkRange)
        checkScoreRange(scorer, prep, st, candidates, c);
    const auto count = static_cast<int64_t>(top.size());
    if (count > 0 && c.error.empty())
        c.node = top[static_cast<size_t>(pickAmongTies(count, tb, rng))];
    return c;
}

// The same search answered from the shape's tree in O(log n): the feasible
// nodes in circular order from the start index are counted in the tree, the
// toFind-th one bounds the candidates ([start, n) and, wrapping, [0, p]),
// and the best of them is found with range queries; ties are counted in the
// same search order, so the same random draw picks the same node.
Choice searchSampleTree(const MaxTree& tree, size_t numNodes, int64_t toFind, int64_t* nextStart, TieBreak tb,
    Rng& rng)
{
    Choice c;
    if (numNodes == 0)
        return c;
    const auto start = static_cast<size_t>(*nextStart);
    const int64_t feasible = tree.feasible();
    const int64_t before = tree.feasibleBefore(start);
    const int64_t fromStart = feasible - before; // feasible in [start, n)
    size_t end1 = numNodes - 1, end2 = 0;
    bool wraps = false;
    int64_t processed = 0;
    if (feasible < toFind) {
        processed = static_cast<int64_t>(numNodes); // every node, every feasible one a candidate
        wraps = start > 0;
        end2 = start > 0 ? start - 1 : 0;
    } else if (fromStart >= toFind) {
        end1 = tree.kthFeasible(before + toFind - 1);
        processed = static_cast<int64_t>(end1 - start + 1);
    } else {
        end2 = tree.kthFeasible(toFind - fromStart - 1);
        wraps = true;
        processed = static_cast<int64_t>(numNodes - start + end2 + 1);
    }
    *nextStart = (*nextStart + processed) % static_cast<int64_t>(numNodes);
    const MaxTree::Agg a = tree.query(start, end1);
    const MaxTree::Agg b = wraps ? tree.query(0, end2) : MaxTree::Agg{};
    c.best = std::max(a.max, b.max);
    c.scored = std::min(feasible, toFind);
    if (c.best == kInfeasible)
        return c;
    const int64_t inFirst = a.max == c.best ? a.count : 0;
    const int64_t count = inFirst + (b.max == c.best ? b.count : 0);
    const int64_t k = pickAmongTies(count, tb, rng);
    c.node = static_cast<int>(k < inFirst ? tree.kthInRange(start, end1, c.best, k)
                                          : tree.kthInRange(0, end2, c.best, k - inFirst));
    return c;
}

// The fast lane for a pod that PodTopologySpread alone, among the other
// plugins, scores differently by node (OtherScorer::spreadClasses), every
// feasible node a candidate: rankCandidates' answer without visiting every
// node. A node's total is its resource total plus the other plugins' sum,
// and every node of a class without matching pods on it by hostname gets
// the class's sum, so the best of those is the best resource total among
// them (the class's tree, with the touched nodes above it masked for the
// while); the touched nodes are few and reckoned one by one. Ties are
// counted, and the drawn one found, in node order, as rankCandidates lists
// them. Totals are integers (kube-scheduler), so a total equals the best
// exactly when its resource total does. False, with nothing drawn, when
// the touched nodes are too many for the lane to pay.
bool chooseByClass(const OtherScorer& others, int tmpl, const SpreadClasses& cls, const MaxTree& tree,
    std::vector<MaxTree>& classTrees, const ClusterState& st, TieBreak tb, Rng& rng, Choice& c)
{
    const size_t numClasses = cls.members.size();
    const std::vector<int>& touchedAll = others.spreadTouched(tmpl, st);
    if (touchedAll.size() > st.nodes.size() / 4)
        return false;
    std::vector<int> touched;
    for (int n : touchedAll)
        if (tree.leaf(static_cast<size_t>(n)) != kInfeasible)
            touched.push_back(n);
    std::vector<int64_t> feasible(numClasses);
    for (size_t k = 0; k < numClasses; ++k)
        feasible[k] = classTrees[k].feasible();
    std::vector<int64_t> perClass, perTouched;
    others.laneSums(tmpl, cls, st, feasible, touched, perClass, perTouched);
    auto classOf = [&](int n) { return static_cast<size_t>(cls.classOf[static_cast<size_t>(n)]); };
    auto leaf = [&](int n) { return tree.leaf(static_cast<size_t>(n)); };
    // The touched nodes by class (counting sort).
    std::vector<size_t> first(numClasses + 1, 0);
    for (int n : touched)
        first[classOf(n) + 1] += 1;
    for (size_t k = 0; k < numClasses; ++k)
        first[k + 1] += first[k];
    std::vector<int> byClass(touched.size());
    {
        std::vector<size_t> at(first.begin(), first.end() - 1);
        for (int n : touched)
            byClass[at[classOf(n)]++] = n;
    }
    // Per class: mask the touched nodes at the class tree's maximum until an
    // untouched node holds it too; `skip`: the touched ones left at it.
    // Rarely more than a round or two; past 16 the caller's visit of every
    // node is as quick.
    std::vector<int> masked;
    std::vector<std::vector<int>> skip(numClasses);
    std::vector<double> classBest(numClasses, kInfeasible);
    double best = kInfeasible;
    bool gaveUp = false;
    for (size_t k = 0; k < numClasses && !gaveUp; ++k) {
        if (first[k + 1] - first[k] == static_cast<size_t>(feasible[k]))
            continue; // every feasible node of the class is touched
        MaxTree& ct = classTrees[k];
        const auto begin = byClass.begin() + static_cast<std::ptrdiff_t>(first[k]);
        auto end = byClass.begin() + static_cast<std::ptrdiff_t>(first[k + 1]);
        for (int round = 0;; ++round) {
            const double mx = ct.max();
            const auto at = std::partition(begin, end, [&](int n) { return leaf(n) == mx; });
            if (ct.count() > at - begin) {
                skip[k].assign(begin, at);
                break;
            }
            if (round == 16) {
                gaveUp = true;
                break;
            }
            // Every node at the maximum is touched: mask them, move them out of the range.
            for (auto it = begin; it != at; ++it) {
                ct.set(static_cast<size_t>(cls.posInClass[static_cast<size_t>(*it)]), kInfeasible);
                masked.push_back(*it);
            }
            end = std::rotate(begin, at, end);
        }
        classBest[k] = ct.max() + static_cast<double>(perClass[k]);
        best = std::max(best, classBest[k]);
    }
    std::vector<double> touchedTotal(touched.size());
    for (size_t j = 0; j < touched.size(); ++j) {
        touchedTotal[j] = leaf(touched[j]) + static_cast<double>(perTouched[j]);
        best = std::max(best, touchedTotal[j]);
    }
    c.scored = std::accumulate(feasible.begin(), feasible.end(), int64_t { 0 });
    c.best = best;
    if (!gaveUp && best != kInfeasible) {
        // The tied nodes: per tied class its untouched members at the
        // class's maximum, and the tied touched nodes, in node order.
        std::vector<int> tiedTouched;
        for (size_t j = 0; j < touched.size(); ++j)
            if (touchedTotal[j] == best)
                tiedTouched.push_back(touched[j]);
        std::sort(tiedTouched.begin(), tiedTouched.end());
        int64_t count = static_cast<int64_t>(tiedTouched.size());
        std::vector<size_t> tiedClasses;
        for (size_t k = 0; k < numClasses; ++k)
            if (classBest[k] == best) {
                std::sort(skip[k].begin(), skip[k].end());
                tiedClasses.push_back(k);
                count += classTrees[k].count() - static_cast<int64_t>(skip[k].size());
            }
        const int64_t draw = pickAmongTies(count, tb, rng);
        // Tied nodes with an index up to x.
        auto upTo = [&](int x) {
            int64_t n = std::upper_bound(tiedTouched.begin(), tiedTouched.end(), x) - tiedTouched.begin();
            for (size_t k : tiedClasses) {
                const std::vector<int>& members = cls.members[k];
                const auto p = std::upper_bound(members.begin(), members.end(), x) - members.begin();
                if (p == 0)
                    continue;
                const MaxTree::Agg a = classTrees[k].query(0, static_cast<size_t>(p - 1));
                n += a.max == classTrees[k].max() ? a.count : 0;
                n -= std::upper_bound(skip[k].begin(), skip[k].end(), x) - skip[k].begin();
            }
            return n;
        };
        // The smallest node index with draw + 1 tied nodes up to it.
        int lo = 0, hi = static_cast<int>(st.nodes.size()) - 1;
        while (lo < hi) {
            const int mid = lo + (hi - lo) / 2;
            if (upTo(mid) > draw)
                hi = mid;
            else
                lo = mid + 1;
        }
        c.node = lo;
    }
    for (int n : masked)
        classTrees[classOf(n)].set(static_cast<size_t>(cls.posInClass[static_cast<size_t>(n)]), leaf(n));
    if (gaveUp)
        c = Choice {};
    return !gaveUp;
}

// The percentage in effect: the profile's own wins over the option, as
// upstream's profile value wins over the global one; nullopt: off.
std::optional<int> samplingPercentage(const Profile& profile, const SimulationOptions& opt, const std::string& file)
{
    if (!opt.percentageOfNodesToScore || profile.scheduler != SchedulerKind::KubeScheduler)
        return std::nullopt;
    const int pct = profile.percentageOfNodesToScore.value_or(*opt.percentageOfNodesToScore);
    if (pct < 0 || pct > 100) {
        Diagnostic d;
        if (profile.percentageOfNodesToScore) {
            if (profile.pos.line > 0)
                d.file = file; // as read from it (an edit clears the position)
            d.line = profile.pos.line;
            d.column = profile.pos.column;
            d.field = "profiles[" + profile.name + "].percentageOfNodesToScore";
        } else {
            d.file = file;
            d.field = "percentageOfNodesToScore";
        }
        d.message = "not in valid range [0-100]: " + std::to_string(pct);
        throw InputError(d);
    }
    return pct;
}

} // namespace

int64_t numFeasibleNodesToFind(int percentage, int64_t numAllNodes)
{
    constexpr int64_t kMinFeasibleNodesToFind = 100;
    constexpr int64_t kMinFeasibleNodesPercentageToFind = 5;
    if (numAllNodes < kMinFeasibleNodesToFind)
        return numAllNodes;
    int64_t pct = percentage;
    if (pct == 0)
        pct = std::max(int64_t{50} - numAllNodes / 125, kMinFeasibleNodesPercentageToFind);
    const int64_t n = numAllNodes * pct / 100;
    return n < kMinFeasibleNodesToFind ? kMinFeasibleNodesToFind : n;
}

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
    ClusterState st = buildClusterState(ws, releaseOrNewest(&profile)); // the scorer below reports a bad version
    ProfileScorer scorer(profile, st.resources, ws.sourceFile);
    return simulate(ws, profile, opt, std::move(st), std::move(scorer));
}

SimulationResult simulate(const Workspace& ws, const Profile& profile, const SimulationOptions& opt, ClusterState st,
    ProfileScorer scorer)
{
    const std::optional<KubeVersion> version = scorer.version();
    const std::optional<int> percentage = samplingPercentage(profile, opt, ws.sourceFile);

    int fitTemplate = -1;
    if (!opt.fitShape.empty()) {
        for (size_t i = 0; i < ws.pods.size() && fitTemplate < 0; ++i)
            if (ws.pods[i].name == opt.fitShape)
                fitTemplate = static_cast<int>(i);
        if (fitTemplate < 0) {
            Diagnostic d;
            d.file = ws.sourceFile;
            d.field = "fitShape";
            d.say(Phrase(BP_TEXT("bp::core", "no pod named \"%1\" in the workspace; expected the name of one of its pods"),
                { opt.fitShape }));
            throw InputError(d);
        }
    }

    std::vector<PodDemand> demands(ws.pods.size());
    std::vector<Pending> queue;
    std::vector<int> pendingTemplates;
    std::vector<Diagnostic> errors;
    NodeVerdictCache verdicts(st, *version, enforcedNodeSelector(profile));
    const std::vector<TopologySpreadConstraint>& spreadList = listDefaultConstraints(profile);
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        const bool pending = !ws.pods[i].nodeName;
        if (!pending && static_cast<int>(i) != fitTemplate)
            continue;
        try {
            demands[i] = computePodDemand(ws.pods[i], st.resources, *version, ws.sourceFile);
            verdicts.attach(demands[i], ws.pods[i]);
            registerSpread(st, ws.pods[i], demands[i], *version, podDefaultConstraints(ws, spreadList, ws.pods[i]));
            registerPodAffinity(st, ws.pods[i], demands[i], *version);
        } catch (const InputError& e) {
            errors.insert(errors.end(), e.diagnostics().begin(), e.diagnostics().end());
        }
        if (!pending)
            continue;
        pendingTemplates.push_back(static_cast<int>(i));
        for (int64_t r = 0; r < ws.pods[i].replicas; ++r)
            queue.push_back({static_cast<int>(i), r});
    }
    if (!errors.empty())
        throw InputError(std::move(errors));
    // Every name is interned now: size all vectors alike.
    st.resizeAmounts();
    for (auto& d : demands)
        d.resizeAmounts(static_cast<size_t>(st.resources.size()));
    scorer.useTable(st.resources);
    OtherScorer others(ws, profile, st, *version);
    // The fast path keeps the spreading counts per domain from the binds;
    // the reference path counts them afresh for every pod.
    others.setIncremental(!opt.reference);

    // Distinct shapes among the pending templates.
    std::vector<int> shapeOf(ws.pods.size(), -1);
    size_t numShapes = 0;
    {
        std::unordered_map<std::string, int> seen;
        for (int t : pendingTemplates) {
            std::string key = demandKey(demands[static_cast<size_t>(t)], st);
            // Volcano: a shape's tree holds totals with the template's
            // constant from the wrapped default plugins already added (where
            // Volcano adds it), so templates with different constants differ.
            if (profile.scheduler == SchedulerKind::Volcano && others.any() && !others.varies(t))
                key += "|c" + std::to_string(others.constant(t));
            auto [it, inserted] = seen.emplace(std::move(key), static_cast<int>(numShapes));
            if (inserted)
                ++numShapes;
            shapeOf[static_cast<size_t>(t)] = it->second;
        }
    }

    std::vector<PodDemand> shapes;
    std::vector<std::string> names;
    for (int t : pendingTemplates) {
        shapes.push_back(demands[static_cast<size_t>(t)]);
        names.push_back(ws.pods[static_cast<size_t>(t)].name);
    }
    const int largest = largestShapeIndex(st, shapes);

    SimulationResult res;
    res.profile = profile.name;
    res.percentageOfNodesToScore = percentage;
    res.placements.reserve(queue.size());
    Rng rng(opt.seed);
    const size_t numNodes = st.nodes.size();
    const int64_t total = static_cast<int64_t>(queue.size());

    std::unique_ptr<FragmentationTracker> frag;
    const std::vector<int64_t> staying = podsThatStay(ws, st);
    int64_t nodesUsed = 0;
    if (opt.recordTimeline) {
        res.timeline.reserve(queue.size());
        for (size_t i = 0; i < numNodes; ++i)
            nodesUsed += st.nodes[i].podCount > staying[i];
        if (largest >= 0)
            frag = std::make_unique<FragmentationTracker>(st, shapes[static_cast<size_t>(largest)]);
    }

    // percentageOfNodesToScore: upstream looks for a single feasible node when
    // no score plugin is enabled (findNodesThatPassFilters, hasScoring).
    const bool hasScoring = scorer.fit().enabled || scorer.balanced().enabled || others.any();
    const int64_t toFind = !percentage ? 0
        : hasScoring                   ? numFeasibleNodesToFind(*percentage, static_cast<int64_t>(numNodes))
                                       : std::min<int64_t>(1, static_cast<int64_t>(numNodes));
    int64_t nextStart = 0;
    std::vector<int> candidates, top;
    std::vector<double> resourceTotals; // the candidates' resource totals, read from a tree
    // Quantities near 1e17 make NodeResourcesFit's int64 arithmetic wrap and
    // its score leave [0, 100]: such runs take the node-by-node path, which
    // sees every candidate's score.
    const bool checkRange = scorer.fitMayWrap(st, shapes);
    const bool linear = opt.reference || checkRange;

    detail::ShapeTrees trees(numShapes, numNodes);
    detail::ReasonHistograms reasons(numShapes, numNodes);
    std::vector<int> bindLog;
    // Volcano, pods the wrapped plugins score differently by node: each
    // node's score parts per shape (the trees hold sums Volcano's order
    // cannot take apart), brought up to date from the binds since.
    struct PartsCache {
        size_t logPos = 0;
        bool built = false;
        std::vector<VolcanoParts> parts;
    };
    std::vector<PartsCache> partsCache(profile.scheduler == SchedulerKind::Volcano ? numShapes : 0);
    auto volcanoPartsOf = [&](int shape, const ProfileScorer::Prepared& prep) -> const std::vector<VolcanoParts>& {
        PartsCache& pc = partsCache[static_cast<size_t>(shape)];
        if (!pc.built) {
            pc.parts.resize(numNodes);
            for (size_t i = 0; i < numNodes; ++i)
                pc.parts[i] = scorer.volcanoParts(prep, st.nodes[i]);
            pc.built = true;
        } else {
            for (size_t j = pc.logPos; j < bindLog.size(); ++j) {
                const auto n = static_cast<size_t>(bindLog[j]);
                pc.parts[n] = scorer.volcanoParts(prep, st.nodes[n]);
            }
        }
        pc.logPos = bindLog.size();
        return pc.parts;
    };
    struct Failure {
        size_t atLog = SIZE_MAX; // the bind log length when the shape last failed
        std::string reason;
        std::map<std::string, int64_t> hist;
    };
    std::vector<Failure> failures(numShapes);

    for (int64_t qi = 0; qi < total; ++qi) {
        if (opt.cancel && (qi & 63) == 0 && opt.cancel->load(std::memory_order_relaxed)) {
            res.cancelled = true;
            break;
        }
        if (opt.progress && (qi & 1023) == 0)
            opt.progress(qi, total);
        const Pending& p = queue[static_cast<size_t>(qi)];
        const PodDemand& d = demands[static_cast<size_t>(p.tmpl)];
        const int shape = shapeOf[static_cast<size_t>(p.tmpl)];
        ProfileScorer::Prepared prep = scorer.prepare(d);
        Placement pl;
        pl.pod = replicaName(ws.pods[static_cast<size_t>(p.tmpl)], p.replica);
        pl.podTemplate = p.tmpl;

        Choice c;
        // The other score plugins: a pod they score alike on every node
        // keeps the shape's tree and adds their constant.
        OthersPart op;
        if (others.any()) {
            op.others = &others;
            op.tmpl = p.tmpl;
            op.varies = others.varies(p.tmpl);
            op.constant = op.varies ? 0 : others.constant(p.tmpl);
            if (scorer.scheduler() == SchedulerKind::Volcano) {
                prep.volcanoBatchConstant = op.constant; // total() adds it in Volcano's order
                op.constant = 0;
            }
        }
        const bool plain = linear || op.varies;
        const SpreadClasses* lane = !linear && op.varies && !percentage ? others.spreadClasses(p.tmpl) : nullptr;
        bool chosen = false;
        if (lane && failures[static_cast<size_t>(shape)].atLog != bindLog.size()) {
            const MaxTree& tree = trees.upToDate(shape, bindLog, scorer, prep, st);
            chosen
                = chooseByClass(others, p.tmpl, *lane, tree, trees.classTrees(shape, *lane), st, opt.tieBreak, rng, c);
            res.podsByClass += chosen ? 1 : 0;
        }
        if (chosen) {
        } else if (plain && percentage) {
            c = searchSample(scorer, prep, st, toFind, &nextStart, opt.tieBreak, rng, candidates, top, checkRange, op);
        } else if (plain) {
            candidates.clear();
            resourceTotals.clear();
            if (!linear) {
                // The other plugins score this pod differently by node, so
                // the tree's maximum is not the answer; but its leaves still
                // hold every node's filter verdict and resource total, which
                // only binds change: read them rather than filter and score
                // every node again (the reference path does, for comparison).
                // An identical pod that failed with no bind since fails again.
                if (failures[static_cast<size_t>(shape)].atLog != bindLog.size()) {
                    const MaxTree& tree = trees.upToDate(shape, bindLog, scorer, prep, st);
                    for (size_t i = 0; i < numNodes; ++i) {
                        const double v = tree.leaf(i);
                        if (v != kInfeasible) {
                            candidates.push_back(static_cast<int>(i));
                            resourceTotals.push_back(v);
                        }
                    }
                }
            } else {
                for (size_t i = 0; i < numNodes; ++i)
                    if (scorer.fits(d, st, static_cast<int>(i)))
                        candidates.push_back(static_cast<int>(i));
            }
            c.scored = static_cast<int64_t>(candidates.size());
            rankCandidates(scorer, prep, st, candidates, op, top, c, linear ? nullptr : &resourceTotals,
                !linear && op.varies && !partsCache.empty() ? &volcanoPartsOf(shape, prep) : nullptr);
            if (checkRange)
                checkScoreRange(scorer, prep, st, candidates, c);
            const auto count = static_cast<int64_t>(top.size());
            if (count > 0 && c.error.empty())
                c.node = top[static_cast<size_t>(pickAmongTies(count, opt.tieBreak, rng))];
        } else if (failures[static_cast<size_t>(shape)].atLog != bindLog.size()) {
            // (An identical pod that failed with no bind since fails again.)
            const MaxTree& tree = trees.upToDate(shape, bindLog, scorer, prep, st);
            if (percentage) {
                c = searchSampleTree(tree, numNodes, toFind, &nextStart, opt.tieBreak, rng);
            } else {
                c.best = tree.max();
                c.scored = tree.feasible();
                const int64_t count = tree.count();
                if (count > 0)
                    c.node = static_cast<int>(tree.kth(pickAmongTies(count, opt.tieBreak, rng)));
            }
            if (c.node >= 0)
                c.best += static_cast<double>(op.constant);
        }
        res.nodesScored += c.scored;

        if (c.node >= 0) {
            NodeState& n = st.nodes[static_cast<size_t>(c.node)];
            if (frag)
                frag->remove(n);
            if (n.podCount == staying[static_cast<size_t>(c.node)])
                ++nodesUsed;
            st.bind(c.node, d);
            others.bound(c.node, p.tmpl, 1);
            if (frag)
                frag->add(n);
            bindLog.push_back(c.node);
            pl.node = c.node;
            pl.total = c.best;
            res.metrics.scheduled += 1;
        } else {
            Failure& f = failures[static_cast<size_t>(shape)];
            if (!c.error.empty()) {
                f.reason = c.error;
                f.hist = {{c.error, 1}};
                f.atLog = SIZE_MAX;
            } else if (linear || (op.varies && percentage)) {
                // (The tree paths, op.varies without sampling included, keep per-shape reason histograms.)
                f.reason = unschedulableMessage(scorer, d, st, &f.hist);
            } else if (f.atLog != bindLog.size()) {
                f.hist = reasons.histogram(shape, bindLog, scorer, d, st);
                f.reason = fitErrorMessage(static_cast<int64_t>(numNodes), f.hist);
                f.atLog = bindLog.size();
            }
            pl.reason = f.reason;
            for (const auto& entry : f.hist)
                res.metrics.unschedulableReasons[entry.first] += 1;
            res.metrics.unschedulable += 1;
        }
        res.placements.push_back(std::move(pl));
        if (opt.recordTimeline)
            res.timeline.push_back({qi + 1, nodesUsed, frag ? frag->value() : 0.0});
    }
    if (opt.progress)
        opt.progress(static_cast<int64_t>(res.placements.size()), total);

    const PodDemand* fit = fitTemplate >= 0 ? &demands[static_cast<size_t>(fitTemplate)] : nullptr;
    Metrics m = computeMetrics(st, staying, shapes, names, fit, opt.fitShape);
    m.scheduled = res.metrics.scheduled;
    m.unschedulable = res.metrics.unschedulable;
    m.unschedulableReasons = std::move(res.metrics.unschedulableReasons);
    res.metrics = std::move(m);
    res.finalState = std::move(st);
    return res;
}

} // namespace bp
