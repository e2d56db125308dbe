// SPDX-License-Identifier: GPL-3.0-or-later
// explain: the computation of one node's score, line by line, in the style of
// the Kubernetes documentation's worked example. Every sentence is a Phrase
// (util/phrase.h); values, Go expressions and what the scheduler itself
// prints go in as arguments, untranslated.
#include "scoring/explanation.h"

#include "io/strategy_names.h"
#include "io/volcano_conf.h"
#include "scoring/pod_affinity.h"
#include "scoring/report.h"
#include "scoring/topology_spread.h"
#include "util/go_int.h"
#include "util/number_text.h"

#include <algorithm>
#include <cstdio>

namespace bp {

std::string Explanation::render(const Phrase::Lookup& lookup) const
{
    std::string out;
    for (const ExplainLine& l : lines) {
        out.append(static_cast<size_t>(l.indent), ' ');
        out += l.text.render(lookup);
        out += '\n';
    }
    return out;
}

namespace {

using Kind = ExplainLine::Kind;

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

// The resource name as the first column of a resource's lines.
std::string column(std::string s)
{
    constexpr size_t kWidth = 16;
    if (s.size() < kWidth)
        s.append(kWidth - s.size(), ' ');
    return s;
}

constexpr int kStep = 2;       // a plugin's lines
constexpr int kDetail = 2 + 16; // a resource's computation, under its first line
constexpr int kSum = 12;       // the continuation of NodeScore = ...

// How Volcano's GetPodResourceRequest adds up the pod's request in this release.
Phrase volcanoRequestRule(KubeVersion v)
{
    Phrase p(BP_TEXT("bp::core",
                 "Request (Volcano %1 GetPodResourceRequest): each container's cpu rounded up to millicores, then "
                 "summed; "),
        { v.volcanoString() });
    p.then(v.volcanoSidecars() ? Phrase(BP_TEXT("bp::core", "sidecar init containers added, other init containers maxed; "))
                               : Phrase(BP_TEXT("bp::core", "init containers maxed (sidecars too, before 1.10); ")));
    p.then(v.volcanoOverheadAfterInit()
            ? Phrase(BP_TEXT("bp::core", "overhead added after the max; "))
            : Phrase(BP_TEXT("bp::core", "overhead added to the containers before the max (before 1.15); ")));
    p.then(v.volcanoPodsScalar() ? Phrase(BP_TEXT("bp::core", "pods: 1."))
                                 : Phrase(BP_TEXT("bp::core", "no pods entry (before 1.8.2).")));
    return p;
}

class Writer {
public:
    explicit Writer(Explanation& e) : e_(e) {}
    void blank() { e_.lines.push_back({}); }
    void line(Kind kind, int indent, Phrase text, std::string plugin = {}, std::string resource = {})
    {
        e_.lines.push_back({ kind, std::move(plugin), std::move(resource), indent, std::move(text) });
    }

private:
    Explanation& e_;
};

// One of the Kubernetes resource scorers Volcano's nodeorder builds: the
// name its score is reported under, its argument and that weight.
struct NodeOrderWrap {
    const char* plugin;
    const char* key;
    int64_t weight;
};
double explainFit(Writer& w, const ProfileScorer& scorer, const ScoringScene& sc, const NodeState& node,
    const NodeOrderWrap* wrap = nullptr);
double explainBalanced(Writer& w, const ProfileScorer& scorer, const ScoringScene& sc, const NodeState& node,
    const ProfileScorer::Prepared& prep, const NodeOrderWrap* wrap = nullptr);

// The default profile's other score plugins: each one's raw score on the
// node, its normalisation over the feasible nodes, and its weighted part.
double explainOthers(Writer& w, const ScoringScene& sc, int node)
{
    if (sc.otherScores.empty())
        return 0;
    const auto at = std::find(sc.feasible.begin(), sc.feasible.end(), node);
    if (at == sc.feasible.end()) {
        w.line(Kind::Note, 0,
            Phrase(BP_TEXT("bp::core",
                "TaintToleration, NodeAffinity, PodTopologySpread, InterPodAffinity and ImageLocality normalise "
                "over the nodes that pass the filters; this node does not, so they do not score it.")));
        return 0;
    }
    const auto k = static_cast<size_t>(at - sc.feasible.begin());
    double total = 0;
    for (const OtherPluginScores& o : sc.otherScores) {
        const std::string plugin = otherScoreName(o.plugin);
        w.line(Kind::Plugin, 0, Phrase(BP_TEXT("bp::core", "%1 (weight %2)"), { plugin, std::to_string(o.weight) }),
            plugin);
        for (const Phrase& note : o.notes)
            w.line(Kind::Rule, kStep, note, plugin);
        if (o.skipped) {
            w.line(Kind::Formula, kStep, Phrase(BP_TEXT("bp::core", "PreScore returns Skip: the plugin adds nothing.")),
                plugin);
            continue;
        }
        const bool ignored = !o.ignored.empty() && o.ignored[k];
        const std::string raw = std::to_string(o.raw[k]);
        if (ignored)
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core", "The node lacks a topology key of the constraints: ignored, score 0.")),
                plugin);
        else if (o.plugin == OtherScore::TaintToleration)
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core", "PreferNoSchedule taints the pod does not tolerate: %1"), { raw }), plugin);
        else if (o.plugin == OtherScore::NodeAffinity)
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core", "weights of the preferred node terms the node matches: %1"), { raw }), plugin);
        else if (o.plugin == OtherScore::PodTopologySpread)
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core", "Σ matching pods × weight + (maxSkew − 1), rounded: %1"), { raw }), plugin);
        else if (o.plugin == OtherScore::InterPodAffinity)
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core", "Σ of the weights counted at the node's topology pairs: %1"), { raw }), plugin);
        else if (o.plugin == OtherScore::SelectorSpread)
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core", "pods on the node that the pod's Services and controllers all select: %1"),
                    { raw }),
                plugin);
        else if (o.plugin == OtherScore::NodePreferAvoidPods)
            w.line(Kind::Formula, kStep,
                Phrase(
                    BP_TEXT("bp::core",
                        "10, or 0 when the node's preferAvoidPods annotation names the pod's ReplicationController or "
                        "ReplicaSet: %1"),
                    { raw }),
                plugin);
        else if (sc.scorer->version().legacyScale())
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core",
                           "Σ image size × share of nodes that have it: %1 bytes, clamped to 23 MiB .. 1000 MiB and "
                           "scaled "
                           "to 0..10"),
                    { raw }),
                plugin);
        else
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core",
                    "Σ image size × share of nodes that have it: %1 bytes, clamped to 23 MiB .. 1000 MiB per "
                    "container and scaled to 0..100"),
                    { raw }),
                plugin);
        // ImageLocality does not normalise; Volcano before 1.15.1 does not
        // normalise NodeAffinity either.
        const bool unnormalised = o.plugin == OtherScore::ImageLocality || o.plugin == OtherScore::NodePreferAvoidPods
            || (o.plugin == OtherScore::NodeAffinity && !sc.others->config().normalizeNodeAffinity);
        if (unnormalised)
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core", "score %1; weighted: %1 * %2 = %3"),
                    { std::to_string(o.score[k]), std::to_string(o.weight), std::to_string(o.score[k] * o.weight) }),
                plugin);
        else if (!ignored)
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core", "normalised over the %1 feasible {node|nodes}: %2; weighted: %2 * %3 = %4"),
                    { std::to_string(sc.feasible.size()), std::to_string(o.score[k]), std::to_string(o.weight),
                        std::to_string(o.score[k] * o.weight) })
                    .counted(static_cast<int64_t>(sc.feasible.size())),
                plugin);
        total += static_cast<double>(o.score[k] * o.weight);
    }
    w.blank();
    return total;
}

// binpack's score; returns it.
double explainBinpack(Writer& w, const ProfileScorer& scorer, const ScoringScene& sc, const NodeState& node)
{
    const std::string plugin = "binpack";
    const auto& bp = scorer.binpack();
    std::string weights;
    for (const auto& r : bp.resources)
        weights += " " + r.name + " " + std::to_string(r.weight);
    w.line(Kind::Plugin, 0, Phrase(BP_TEXT("bp::core", "binpack (binpack.weight %1; weights:%2)"),
                                { std::to_string(bp.weight), weights }), plugin);
    w.line(Kind::Rule, kStep, volcanoRequestRule(scorer.version()), plugin);
    double total = 0;
    if (!bp.enabled) {
        w.line(Kind::Note, kStep,
            Phrase(BP_TEXT("bp::core", "binpack.weight is 0: the plugin is not registered and scores nothing.")), plugin);
    } else {
        PluginTrace tr;
        const double s = scorer.binpackScore(sc.demand, node, &tr);
        for (const auto& st : tr.steps) {
            Phrase p(BP_TEXT("bp::core", "%1= weight * (request + used) / allocatable = %2 * (%3 + %4) / %5"),
                { column(st.name), std::to_string(st.weight), amount(st.name, st.podRequest),
                    amount(st.name, st.nodeRequested), amount(st.name, st.allocatable) });
            if (!st.skipReason.empty())
                p.then(Phrase(BP_TEXT("bp::core", "  -> "))).then(st.skipReason);
            else
                p.then(Phrase(BP_TEXT("bp::core", " = %1"), { shortestNumber(st.fraction) }));
            w.line(Kind::Formula, kStep, std::move(p), plugin, st.name);
        }
        if (!tr.note.empty()) {
            w.line(Kind::Note, kStep, tr.note, plugin);
        } else {
            w.line(Kind::Rule, kStep,
                Phrase(BP_TEXT("bp::core", "Requested resources without a configured weight are not counted.")), plugin);
            w.line(Kind::Formula, kStep,
                Phrase(BP_TEXT("bp::core",
                           "score = binpack.weight * (Σ resource scores) / (Σ weights) * 100 = %1 * %2 / %3 * 100 = %4"),
                    { std::to_string(bp.weight), shortestNumber(tr.raw), std::to_string(tr.weightSum),
                        shortestNumber(s) }),
                plugin);
        }
        total = s;
    }
    w.blank();
    return total;
}

// A Volcano profile: binpack, then nodeorder's scorers, then how allocate's
// PrioritizeNodes adds them up.
void explainVolcano(Writer& w, const ProfileScorer& scorer, const ScoringScene& sc, int nodeIndex)
{
    const NodeState& node = sc.state.nodes[static_cast<size_t>(nodeIndex)];
    const auto prep = scorer.prepare(sc.demand);
    if (scorer.profile().binpackEnabled)
        explainBinpack(w, scorer, sc, node);
    const NodeOrderConfig& no = scorer.nodeorder();
    if (!no.enabled) {
        w.line(Kind::Total, 0,
            Phrase(BP_TEXT("bp::core", "Total = %1 (binpack alone: this profile does not run nodeorder)"),
                { shortestNumber(scorer.volcanoParts(prep, node).sum()) }));
        return;
    }
    w.line(Kind::Plugin, 0,
        Phrase(BP_TEXT("bp::core", "nodeorder (Volcano %1 builds the plugins of Kubernetes %2)"),
            { scorer.version().volcanoString(), scorer.version().filterRelease().toString() }),
        "nodeorder");
    w.line(Kind::Rule, kStep,
        no.unified ? Phrase(BP_TEXT("bp::core",
                         "From 1.15.1 every plugin but ImageLocality scores in BatchNodeOrderFn: PreScore (Skip adds "
                         "nothing), Score, NormalizeScore, then score × weight in int64."))
                   : Phrase(BP_TEXT("bp::core",
                         "Before 1.15.1 LeastAllocated, MostAllocated, BalancedAllocation, NodeAffinity and "
                         "ImageLocality score node by node (NodeOrderFn, no PreScore, no normalising: "
                         "float64(score) × float64(weight)); InterPodAffinity, TaintToleration and "
                         "PodTopologySpread in BatchNodeOrderFn.")),
        "nodeorder");
    w.blank();
    const NodeOrderWeights& nw = no.weights;
    const NodeOrderWrap least{ kLeastRequestedPlugin, kLeastRequestedWeight, nw.leastRequested };
    const NodeOrderWrap most{ kMostRequestedPlugin, kMostRequestedWeight, nw.mostRequested };
    const NodeOrderWrap balanced{ kBalancedResourcePlugin, kBalancedResourceWeight, nw.balancedResource };
    if (const ProfileScorer* s = scorer.nodeorderLeast())
        explainFit(w, *s, sc, node, &least);
    if (const ProfileScorer* s = scorer.nodeorderMost())
        explainFit(w, *s, sc, node, &most);
    if (const ProfileScorer* s = scorer.nodeorderBalanced())
        explainBalanced(w, *s, sc, node, prep, &balanced);
    explainOthers(w, sc, nodeIndex);
    // The parts as PrioritizeNodes adds them (report.cpp's sum).
    const VolcanoParts parts = scorer.volcanoParts(prep, node);
    WrappedParts wrapped; // the other plugins score only the feasible nodes
    if (const auto at = std::find(sc.feasible.begin(), sc.feasible.end(), nodeIndex); at != sc.feasible.end())
        wrapped = volcanoWrappedParts(
            sc.others->config(), sc.otherScores, static_cast<size_t>(at - sc.feasible.begin()));
    const double otherPerNode = wrapped.perNode, otherBatch = static_cast<double>(wrapped.batch);
    w.line(Kind::Total, 0,
        Phrase(BP_TEXT("bp::core",
                   "Total = (nodeorder's node-by-node part %1 + binpack %2) + nodeorder's batch part %3 = %4 "
                   "(allocate's PrioritizeNodes, in float64)"),
            { shortestNumber(parts.perNode + otherPerNode), shortestNumber(parts.binpack),
                shortestNumber(parts.batch + otherBatch), shortestNumber(parts.sum(otherPerNode, otherBatch)) }));
}

// NodeResourcesFit's score; returns its weighted score.
double explainFit(Writer& w, const ProfileScorer& scorer, const ScoringScene& sc, const NodeState& node,
    const NodeOrderWrap* wrap)
{
    const std::string plugin = wrap ? wrap->plugin : "NodeResourcesFit";
    const auto& f = scorer.fit();
    const int64_t pluginWeight = wrap ? wrap->weight : f.pluginWeight;
    const ResourceTable& table = sc.state.resources;
    PluginTrace tr;
    const int64_t s = scorer.fitScore(sc.demand, node, &tr, &table);
    if (wrap)
        w.line(Kind::Plugin, 0,
            Phrase(BP_TEXT("bp::core", "%1: NodeResourcesFit — %2 of Kubernetes %3 (%4 %5)"),
                { plugin, strategyTypeName(f.type), scorer.version().toString(), wrap->key, std::to_string(wrap->weight) }),
            plugin);
    else
        w.line(Kind::Plugin, 0, Phrase(BP_TEXT("bp::core", "NodeResourcesFit — %1 (plugin weight %2)"),
                                    { strategyTypeName(f.type), std::to_string(f.pluginWeight) }), plugin);
    if (f.type == StrategyType::RequestedToCapacityRatio) {
        std::string shape;
        for (size_t i = 0; i < f.shape.size(); ++i)
            shape += (i ? ", {" : "{") + std::to_string(f.shape[i].utilization) + ", "
                + std::to_string(f.shape[i].score) + "}";
        Phrase p(BP_TEXT("bp::core", "FunctionShapePoint {%1}"), { shape });
        if (!scorer.version().legacyScale()) {
            std::string scaled;
            const auto& pts = f.scaledShape.points();
            for (size_t i = 0; i < pts.size(); ++i)
                scaled += (i ? ", {" : "{") + std::to_string(pts[i].utilization) + ", " + std::to_string(pts[i].score)
                    + "}";
            p.then(Phrase(BP_TEXT("bp::core", ", scaled ×10 to {%1}"), { scaled }));
        }
        w.line(Kind::Rule, kStep, std::move(p), plugin);
    }
    w.line(Kind::Rule, kStep,
        Phrase(BP_TEXT("bp::core",
            "Requests count missing container cpu/memory requests as 100m / 200Mi (non-zero defaults).")),
        plugin);
    const std::string maxScore = std::to_string(scorer.maxNodeScore());
    std::string num, den;
    for (const auto& st : tr.steps) {
        w.line(Kind::Resource, kStep,
            Phrase(BP_TEXT("bp::core", "%1requested = %2 used + %3 pod = %4 of %5"),
                { column(st.name), amount(st.name, st.nodeRequested), amount(st.name, st.podRequest),
                    amount(st.name, st.requested), amount(st.name, st.allocatable) }),
            plugin, st.name);
        const auto formula = [&](Phrase p) { w.line(Kind::Formula, kDetail, std::move(p), plugin, st.name); };
        if (st.skipped) {
            formula(Phrase(BP_TEXT("bp::core", "-> ")).then(st.skipReason));
            continue;
        }
        const std::string score = std::to_string(st.score), util = std::to_string(st.utilization);
        switch (f.type) {
        case StrategyType::LeastAllocated: {
            Phrase p(BP_TEXT("bp::core", "score = ((allocatable - requested) * %1) / allocatable = %2"),
                { maxScore, score });
            if (st.requested > st.allocatable)
                p.then(Phrase(BP_TEXT("bp::core", " (over capacity: 0)")));
            formula(std::move(p));
            break;
        }
        case StrategyType::MostAllocated:
            formula(Phrase(BP_TEXT("bp::core", "score = (min(requested, allocatable) * %1) / allocatable = %2"),
                { maxScore, score }));
            break;
        case StrategyType::RequestedToCapacityRatio: {
            if (st.requested > st.allocatable)
                formula(Phrase(BP_TEXT("bp::core", "utilization: over capacity, scored as 100")));
            else if (scorer.version().legacyScale())
                formula(Phrase(BP_TEXT("bp::core",
                                   "utilization = 100 - ((allocatable - requested) * 100 / allocatable) = %1"),
                    { util }));
            else
                formula(Phrase(BP_TEXT("bp::core",
                                   "utilization = (requested * 100) / allocatable = %1 (integer division truncates)"),
                    { util }));
            Phrase p(BP_TEXT("bp::core", "shape(%1) = %2"), { util, score });
            if (!st.counted)
                p.then(Phrase(BP_TEXT("bp::core", "  -> score 0: dropped from the weight sum")));
            formula(std::move(p));
            break;
        }
        }
        if (st.counted) {
            num += (num.empty() ? "(" : " + (") + score + " * " + std::to_string(st.weight) + ")";
            den += (den.empty() ? "" : " + ") + std::to_string(st.weight);
        }
    }
    w.line(Kind::Formula, kStep,
        Phrase(BP_TEXT("bp::core", "NodeScore = (%1) / (%2)"), { num.empty() ? "0" : num, den.empty() ? "0" : den }),
        plugin);
    if (tr.weightSum == 0)
        w.line(Kind::Formula, kSum, Phrase(BP_TEXT("bp::core", "= 0 (no resource counted)")), plugin);
    else if (f.type == StrategyType::RequestedToCapacityRatio)
        w.line(Kind::Formula, kSum,
            Phrase(BP_TEXT("bp::core", "= %1 / %2 = %3 -> math.Round -> %4"),
                { std::to_string(tr.nodeScore), std::to_string(tr.weightSum), fmt2(tr.raw), std::to_string(s) }),
            plugin);
    else
        w.line(Kind::Formula, kSum,
            Phrase(BP_TEXT("bp::core", "= %1 / %2 = %3 (integer division truncates)"),
                { std::to_string(tr.nodeScore), std::to_string(tr.weightSum), std::to_string(s) }),
            plugin);
    if (!tr.note.empty())
        w.line(Kind::Note, kStep, tr.note, plugin);
    const int64_t weighted = goMul(s, pluginWeight);
    w.line(Kind::Formula, kStep,
        Phrase(BP_TEXT("bp::core", "weighted: %1 * %2 = %3"),
            { std::to_string(s), std::to_string(pluginWeight), std::to_string(weighted) }),
        plugin);
    w.blank();
    return static_cast<double>(weighted);
}

// NodeResourcesBalancedAllocation's score; returns its weighted score.
double explainBalanced(Writer& w, const ProfileScorer& scorer, const ScoringScene& sc, const NodeState& node,
    const ProfileScorer::Prepared& prep, const NodeOrderWrap* wrap)
{
    const std::string plugin = wrap ? wrap->plugin : "NodeResourcesBalancedAllocation";
    const auto& b = scorer.balanced();
    const int64_t pluginWeight = wrap ? wrap->weight : b.pluginWeight;
    if (wrap) {
        std::string resources;
        for (const auto& r : b.resources)
            resources += (resources.empty() ? "" : ", ") + r.name;
        w.line(Kind::Plugin, 0,
            Phrase(BP_TEXT("bp::core", "%1: NodeResourcesBalancedAllocation of Kubernetes %2 over %3 (%4 %5)"),
                { plugin, scorer.version().toString(), resources, wrap->key, std::to_string(wrap->weight) }),
            plugin);
    } else {
        w.line(Kind::Plugin, 0,
            Phrase(BP_TEXT("bp::core", "NodeResourcesBalancedAllocation (plugin weight %1)"),
                { std::to_string(b.pluginWeight) }),
            plugin);
    }
    if (prep.balancedSkip) {
        w.line(Kind::Rule, kStep,
            Phrase(BP_TEXT("bp::core",
                "The pod requests none of the configured resources: PreScore returns Skip (1.33+), no score.")),
            plugin);
        w.blank();
        return 0;
    }
    PluginTrace tr;
    const int64_t s = scorer.balancedScore(sc.demand, node, &tr);
    if (scorer.version().balancedUsesRealRequests())
        w.line(Kind::Rule, kStep,
            Phrase(BP_TEXT("bp::core",
                "Requests are the pods' own: no 100m / 200Mi defaults (since 1.23 and 1.22.4, PR #105845).")),
            plugin);
    else
        w.line(Kind::Rule, kStep,
            Phrase(BP_TEXT("bp::core",
                       "Requests count missing container cpu/memory requests as 100m / 200Mi (non-zero defaults; %1)."),
                { scorer.version().legacyScale() ? "1.16" : "1.22.0-1.22.3" }),
            plugin);
    for (const auto& st : tr.steps) {
        Phrase p(BP_TEXT("bp::core", "%1fraction = min(1, %2 / %3)"),
            { column(st.name), amount(st.name, st.requested), amount(st.name, st.allocatable) });
        if (st.skipped)
            p.then(Phrase(BP_TEXT("bp::core", " -> "))).then(st.skipReason);
        else
            p.then(Phrase(BP_TEXT("bp::core", " = %1"), { shortestNumber(st.fraction) }));
        w.line(Kind::Formula, kStep, std::move(p), plugin, st.name);
    }
    if (!scorer.version().legacyScale())
        w.line(Kind::Formula, kStep,
            Phrase(BP_TEXT("bp::core", "std = %1; score = int((1 - std) * 100)"), { shortestNumber(tr.raw) }), plugin);
    if (!tr.note.empty())
        w.line(Kind::Note, kStep, tr.note, plugin);
    const int64_t weighted = goMul(s, pluginWeight);
    w.line(Kind::Formula, kStep,
        Phrase(BP_TEXT("bp::core", "score = %1; weighted: %1 * %2 = %3"),
            { std::to_string(s), std::to_string(pluginWeight), std::to_string(weighted) }),
        plugin);
    w.blank();
    return static_cast<double>(weighted);
}

// Whether PodTopologySpread is what refused the node (it reports alone:
// every earlier filter passed).
bool spreadRefused(const std::vector<std::string>& reasons)
{
    return reasons.size() == 1 && (reasons[0] == kSpreadReason || reasons[0] == kSpreadLabelReason);
}

// Whether InterPodAffinity is what refused the node (1.16: with the
// predicate's general reason before it).
bool affinityRefused(const std::vector<std::string>& reasons)
{
    const std::string& last = reasons.empty() ? std::string() : reasons.back();
    return last == kAffinityRulesReason || last == kAntiAffinityRulesReason || last == kExistingAntiAffinityReason;
}

// PodTopologySpread's arithmetic for the pod's DoNotSchedule constraints,
// when the filter got that far (no earlier plugin refused the node).
void explainSpread(Writer& w, const ScoringScene& sc, int nodeIndex, const std::vector<std::string>& reasons)
{
    // (1.16 registers none: its scheduler ignores the field.)
    if (sc.demand.spread.empty())
        return;
    if (!reasons.empty() && !spreadRefused(reasons) && !affinityRefused(reasons))
        return; // an earlier filter refused the node: PodTopologySpread was not reached
    for (const SpreadStep& s : spreadSteps(sc.state, sc.demand, nodeIndex)) {
        if (!s.hasLabel) {
            w.line(Kind::Formula, 1,
                Phrase(BP_TEXT("bp::core",
                           "PodTopologySpread, %1: the node has no such label; a node must carry every topology key "
                           "of the pod's DoNotSchedule constraints"),
                    { s.topologyKey }),
                "PodTopologySpread");
            continue;
        }
        const int64_t skew = s.matchNum + s.selfMatch - s.minMatch;
        w.line(Kind::Formula, 1,
            Phrase(s.ok ? BP_TEXT("bp::core",
                              "PodTopologySpread, %1=%2: skew = %3 matching pods + %4 (the pod itself) - %5 (the "
                              "global minimum over %6 domains) = %7 <= maxSkew %8: fits")
                        : BP_TEXT("bp::core",
                              "PodTopologySpread, %1=%2: skew = %3 matching pods + %4 (the pod itself) - %5 (the "
                              "global minimum over %6 domains) = %7 > maxSkew %8: does not fit"),
                { s.topologyKey, s.domain, std::to_string(s.matchNum), std::to_string(s.selfMatch),
                    std::to_string(s.minMatch), std::to_string(s.domains), std::to_string(skew),
                    std::to_string(s.maxSkew) }),
            "PodTopologySpread");
        if (s.minDomainsApplied)
            w.line(Kind::Note, 2,
                Phrase(BP_TEXT("bp::core",
                           "fewer eligible domains (%1) than minDomains (%2): the global minimum counts as 0"),
                    { std::to_string(s.domains), std::to_string(s.minDomains) }),
                "PodTopologySpread");
    }
}

// InterPodAffinity's counts for the pod's required terms and the existing
// pods' anti-affinity, when the filter got that far.
void explainAffinity(Writer& w, const ScoringScene& sc, int nodeIndex, const std::vector<std::string>& reasons)
{
    using K = AffinityStep::Kind;
    if (!reasons.empty() && !affinityRefused(reasons))
        return; // an earlier filter refused the node: InterPodAffinity was not reached
    const AffinitySteps steps = affinitySteps(sc.state, sc.demand, nodeIndex);
    const char* plugin = "InterPodAffinity";
    for (const AffinityStep& s : steps.steps) {
        if (!s.hasLabel) {
            if (s.kind == K::Affinity)
                w.line(Kind::Formula, 1,
                    Phrase(BP_TEXT("bp::core",
                               "InterPodAffinity, affinity term on %1: the node has no such label; a node must carry "
                               "the topology key of every required affinity term: does not fit"),
                        { s.topologyKey }),
                    plugin);
            continue; // anti-affinity cannot hold in a domain the node is not in
        }
        Phrase text;
        switch (s.kind) {
        case K::Affinity:
            text = Phrase(s.count > 0 ? BP_TEXT("bp::core",
                                            "InterPodAffinity, affinity term on %1=%2: %n {pod there matches|pods there match} all "
                                            "the pod's affinity terms: fits")
                                      : BP_TEXT("bp::core",
                                            "InterPodAffinity, affinity term on %1=%2: no pod there matches all the "
                                            "pod's affinity terms"),
                { s.topologyKey, s.domain });
            break;
        case K::AntiAffinity:
            text = Phrase(s.count > 0 ? BP_TEXT("bp::core",
                                            "InterPodAffinity, anti-affinity term on %1=%2: %n {pod there matches|pods there match} "
                                            "it: does not fit")
                                      : BP_TEXT("bp::core",
                                            "InterPodAffinity, anti-affinity term on %1=%2: no pod there matches it"),
                { s.topologyKey, s.domain });
            break;
        case K::ExistingAntiAffinity:
            text = Phrase(s.count > 0 ? BP_TEXT("bp::core",
                                            "InterPodAffinity, %1=%2: %n {pod there has|pods there have} a required "
                                            "anti-affinity term that selects this pod: does not fit")
                                      : BP_TEXT("bp::core",
                                            "InterPodAffinity, %1=%2: no pod there has a required anti-affinity term "
                                            "that selects this pod"),
                { s.topologyKey, s.domain });
            break;
        }
        w.line(Kind::Formula, 1, std::move(text.counted(s.count)), plugin);
    }
    if (steps.firstPodRule && !steps.failure)
        w.line(Kind::Note, 2,
            Phrase(BP_TEXT("bp::core",
                "no pod anywhere matches the pod's affinity terms and the pod matches them itself: as the first pod "
                "of its group it may go to any node that carries every topology key")),
            plugin);
}

} // namespace

Explanation explainLines(const ScoringScene& sc, const Profile& profile, int nodeIndex)
{
    const ProfileScorer& scorer = *sc.scorer;
    const NodeState& node = sc.state.nodes[static_cast<size_t>(nodeIndex)];
    const std::string& nodeName = sc.state.nodeNames[static_cast<size_t>(nodeIndex)];
    Explanation e;
    Writer w(e);
    const bool volcano = profile.scheduler == SchedulerKind::Volcano;
    w.line(Kind::Heading, 0,
        Phrase(BP_TEXT("bp::core", "Profile \"%1\" (%2), pod %3 on node %4"),
            { profile.name,
                volcano ? "Volcano " + scorer.version().volcanoString()
                        : "kube-scheduler " + scorer.version().toString(),
                sc.podName, nodeName }));
    if (!sc.boundTo.empty())
        w.line(Kind::Note, 0,
            Phrase(BP_TEXT("bp::core",
                       "The pod is bound to %1; it is asked about as if it were created again now: taken off %1 "
                       "first, so its own requests are not counted there."),
                { sc.boundTo }));
    if (const auto unmodelled = yamlio::unmodelledScorers(profile); !unmodelled.empty()) {
        std::string names;
        for (const auto& n : unmodelled)
            names += (names.empty() ? "" : ", ") + n;
        w.line(Kind::Note, 0,
            Phrase(BP_TEXT("bp::core",
                       "Not modelled: %1, in this profile's Volcano tiers, {adds|add} to the node scores in Volcano; "
                       "the scores below leave {it|them} out."),
                { names })
                .counted(static_cast<int64_t>(unmodelled.size())));
    }
    w.blank();

    const auto reasons = scorer.filter(sc.demand, sc.state, nodeIndex);
    // The node-local filter that refused the node, if any. (1.16's
    // GeneralPredicates reports a node selector beside the resource reasons;
    // its taint predicate is not reached when those fail.)
    const NodeVerdicts::Failure* blocked = sc.demand.blockedOn(node.index);
    std::string quoted;
    for (const auto& r : reasons)
        quoted += " " + r + ";";
    if (!profile.disabledFilters.empty()) {
        std::string names;
        for (const auto& n : profile.disabledFilters)
            names += (names.empty() ? "" : ", ") + n;
        w.line(Kind::Filter, 0,
            Phrase(BP_TEXT("bp::core", "Turned off by this profile (disabledFilters): %1; the scheduler does not run "
                                       "{it|them}."),
                { names })
                .counted(static_cast<int64_t>(profile.disabledFilters.size())));
    }
    const bool fitOn = scorer.version().filterRelease().filterOn(FilterPlugin::NodeResourcesFit);
    if (reasons.empty() && !fitOn)
        w.line(Kind::Filter, 0, Phrase(BP_TEXT("bp::core", "Filters: every filter that runs lets the pod through.")));
    else if (reasons.empty())
        w.line(Kind::Filter, 0, Phrase(BP_TEXT("bp::core", "Filter (NodeResourcesFit): the pod fits.")));
    else if (blocked && std::find(reasons.begin(), reasons.end(), blocked->reason) != reasons.end())
        w.line(Kind::Filter, 0,
            Phrase(BP_TEXT("bp::core", "Filter (%1): the pod does not fit:%2"), { blocked->plugin, quoted }));
    else if (spreadRefused(reasons))
        w.line(Kind::Filter, 0,
            Phrase(BP_TEXT("bp::core", "Filter (%1): the pod does not fit:%2"), { "PodTopologySpread", quoted }));
    else if (affinityRefused(reasons))
        w.line(Kind::Filter, 0,
            Phrase(BP_TEXT("bp::core", "Filter (%1): the pod does not fit:%2"),
                { scorer.version().filterRelease().affinityLegacyPredicate() ? "MatchInterPodAffinity"
                                                                              : "InterPodAffinity",
                    quoted }));
    else if (std::find(reasons.begin(), reasons.end(), kNodePortsReason) != reasons.end())
        w.line(Kind::Filter, 0,
            Phrase(BP_TEXT("bp::core", "Filter (%1): the pod does not fit:%2"),
                { scorer.version().legacyScale() ? "GeneralPredicates" : "NodePorts", quoted }));
    else
        w.line(Kind::Filter, 0, Phrase(BP_TEXT("bp::core", "Filter (NodeResourcesFit): the pod does not fit:%1"), { quoted }));
    explainSpread(w, sc, nodeIndex, reasons);
    explainAffinity(w, sc, nodeIndex, reasons);
    if (!reasons.empty())
        w.line(Kind::Filter, 0,
            Phrase(BP_TEXT("bp::core",
                "The scheduler would not score this node; the plugins' scores follow as they would compute them.")));
    w.blank();

    if (volcano) {
        explainVolcano(w, scorer, sc, nodeIndex);
        return e;
    }
    const auto prep = scorer.prepare(sc.demand);
    double total = 0;
    if (scorer.fit().enabled)
        total += explainFit(w, scorer, sc, node);
    if (scorer.balanced().enabled)
        total += explainBalanced(w, scorer, sc, node, prep);
    total += explainOthers(w, sc, nodeIndex);
    w.line(Kind::Total, 0,
        Phrase(BP_TEXT("bp::core", "Total = Σ score × weight = %1 (volume plugins are out of scope)"),
            { shortestNumber(total) }));
    return e;
}

std::string explainScene(const ScoringScene& sc, const Profile& profile, int node)
{
    return explainLines(sc, profile, node).english();
}

} // namespace bp
