// SPDX-License-Identifier: GPL-3.0-or-later
// Profile resolution (defaulting and the checks the scheduler makes before it
// will run a profile) and the NodeResourcesFit filter. The score arithmetic
// itself lives in kube_scoring.cpp and volcano_binpack.cpp.
#include "scoring/profile_scorer.h"

#include "scoring/dynamic_filters.h"

#include "io/profile_defaults.h"
#include "io/strategy_names.h"
#include "io/profile_validation.h"
#include "util/go_int.h"

#include <algorithm>

namespace bp {

namespace {

std::vector<WeightedResource> resolveResources(const std::vector<ResourceSpec>& specs, ResourceTable& table,
    bool dedupeLastWins)
{
    std::vector<WeightedResource> out;
    for (const auto& r : defaultedResources(specs)) {
        WeightedResource w;
        w.name = r.name;
        w.index = table.intern(r.name);
        w.weight = r.weight;
        w.scalar = table.isScalar(w.index);
        if (dedupeLastWins) {
            auto it = std::find_if(out.begin(), out.end(), [&](const auto& o) { return o.name == w.name; });
            if (it != out.end()) {
                it->weight = w.weight;
                continue;
            }
        }
        out.push_back(std::move(w));
    }
    return out;
}

} // namespace

ProfileScorer::ProfileScorer(const Profile& profile, ResourceTable& table, const std::string& file)
    : profile_(profile)
{
    // The scheduler refuses (or crashes on) what its validation rejects, so the
    // engine refuses it too, with the same rules and words as the exporters.
    std::vector<Diagnostic> found = validateProfile(profile, {preferredFormat(profile), 0});
    std::string badField;
    const auto version = releaseOf(profile, &badField);
    if (!version && profile.scheduler == SchedulerKind::Volcano) {
        // Volcano's own validation has no versions, but the engine takes the
        // pod-request rules of the releases named.
        Diagnostic d;
        d.field = badField;
        d.say(badField == "volcanoVersion" ? unsupportedVolcanoVersionPhrase(profile.volcanoVersion)
                                           : unsupportedKubernetesVersionPhrase(profile.kubernetesVersion));
        found.push_back(std::move(d));
    }
    std::vector<Diagnostic> errors;
    for (auto& d : found) {
        if (d.severity != Diagnostic::Severity::Error)
            continue;
        // The file only when the profile is as read from it (an edit in the
        // window clears its position): never a place that holds another value.
        if (profile.pos.line > 0) {
            d.file = file;
            d.line = profile.pos.line;
            d.column = profile.pos.column;
        }
        d.field = "profiles[" + profile.name + "]." + d.field;
        errors.push_back(std::move(d));
    }
    if (!errors.empty())
        throw InputError(std::move(errors));
    version_ = *version; // a kube-scheduler profile's was validated above
    // disabledFilters: NodeResourcesFit (Volcano cannot turn it off) and NodePorts.
    fitOn_ = version_.filterRelease().filterOn(FilterPlugin::NodeResourcesFit);
    portsOn_ = version_.filterRelease().filterOn(FilterPlugin::NodePorts);
    maxNodeScore_ = version_.maxNodeScore();
    // 1.22-1.26 kept scoring resources in a map: a duplicate name's last weight wins.
    const bool dedupe = !version_.atLeast(27);

    if (profile.scheduler == SchedulerKind::Volcano) {
        binpack_ = parseBinpackArguments(profile.binpackArguments, table);
        if (!profile.binpackEnabled)
            binpack_.enabled = false;
        for (const auto& r : binpack_.resources)
            needSize_ = std::max(needSize_, static_cast<size_t>(r.index) + 1);
        setUpNodeOrder(table);
        return;
    }

    const EffectiveFit f = effectiveFit(profile);
    fit_.enabled = f.enabled;
    fit_.pluginWeight = f.weight;
    // An unknown type (an error for validation) scores as LeastAllocated.
    fit_.type = strategyTypeFromName(f.type).value_or(StrategyType::LeastAllocated);
    fit_.resources = resolveResources(f.resources, table, dedupe);
    fit_.ignoredResources = f.ignoredResources;
    fit_.ignoredResourceGroups = f.ignoredResourceGroups;
    fit_.shape = f.shape;
    if (fit_.type == StrategyType::RequestedToCapacityRatio) {
        // Shape scores are 0..10 (MaxCustomPriorityScore); from 1.17 upstream
        // scales them by MaxNodeScore/10 before building the function.
        fit_.scaledShape = evaluatedShape(f.shape, maxNodeScore_);
        // Utilization is always an integer in [0, 100]: evaluate once.
        for (int64_t u = 0; u <= 100; ++u)
            fit_.shapeAt[u] = fit_.scaledShape(u);
    }
    const EffectiveBalanced b = effectiveBalanced(profile);
    balanced_.enabled = b.enabled;
    balanced_.pluginWeight = b.weight;
    // 1.16's BalancedResourceAllocation looks at cpu and memory only.
    balanced_.resources = resolveResources(version_.legacyScale() ? std::vector<ResourceSpec>{} : b.resources, table, dedupe);
    for (const auto* list : {&fit_.resources, &balanced_.resources})
        for (const auto& r : *list)
            needSize_ = std::max(needSize_, static_cast<size_t>(r.index) + 1);
}

std::vector<std::string> ProfileScorer::pluginNames() const
{
    std::vector<std::string> out;
    if (profile_.scheduler == SchedulerKind::Volcano) {
        out.emplace_back(kBinpackPlugin);
        if (least_)
            out.emplace_back(kLeastRequestedPlugin);
        if (most_)
            out.emplace_back(kMostRequestedPlugin);
        if (balancedK8s_)
            out.emplace_back(kBalancedResourcePlugin);
        return out;
    }
    if (fit_.enabled)
        out.emplace_back("NodeResourcesFit");
    if (balanced_.enabled)
        out.emplace_back("NodeResourcesBalancedAllocation");
    return out;
}

ProfileScorer::Prepared ProfileScorer::prepare(const PodDemand& demand) const
{
    Prepared p;
    p.demand = &demand;
    p.sized = demand.requests.size() >= needSize_ && demand.fitIncoming.size() >= needSize_
        && demand.balancedIncoming.size() >= needSize_;
    if (balancedK8s_) // Volcano's nodeorder: the release it links decides
        p.balancedSkip = balancedK8s_->prepare(demand).balancedSkip;
    // 1.33+ (PR #130260): BalancedAllocation's PreScore returns Skip when the pod
    // requests none of the configured resources.
    if (balanced_.enabled && version_.atLeast(33)) {
        bool any = false;
        for (const auto& r : balanced_.resources)
            any = any || demand.balancedIncoming[static_cast<size_t>(r.index)] != 0;
        p.balancedSkip = !any;
    }
    return p;
}

void ProfileScorer::useTable(const ResourceTable& table)
{
    filterScalar_.assign(static_cast<size_t>(table.size()), 0);
    for (int i = 0; i < table.size(); ++i) {
        if (!table.isScalar(i))
            continue;
        const std::string& name = table.name(i);
        bool ignored = false;
        if (isExtendedResourceName(name)) {
            const auto& ir = fit_.ignoredResources;
            const auto& ig = fit_.ignoredResourceGroups;
            std::string group = name.substr(0, name.find('/'));
            ignored = std::find(ir.begin(), ir.end(), name) != ir.end() || std::find(ig.begin(), ig.end(), group) != ig.end();
        }
        filterScalar_[static_cast<size_t>(i)] = ignored ? 0 : 1;
    }
}

namespace {

// fitsRequest's early return: the pod requests no cpu, memory,
// ephemeral-storage and its ScalarResources map is empty (a scalar named
// with 0 still has its key there).
bool requestsAnything(const PodDemand& d)
{
    if (!d.zeroScalarKeys.empty())
        return true;
    for (size_t i = 0; i < d.requests.size(); ++i)
        if (i != kPods && d.requests[i] != 0)
            return true;
    return false;
}

// One resource of fitsRequest: r > allocatable - requested, with the `r > 0`
// guard from 1.28 (before it a pod asking none of a resource fails on a node
// already over its allocatable: 0 > negative).
inline bool insufficient(int64_t r, int64_t alloc, int64_t used, bool guard)
{
    return (!guard || r > 0) && r > alloc - used;
}

} // namespace

bool ProfileScorer::fits(const PodDemand& d, const ClusterState& st, int node) const
{
    return fitsLocally(d, st, node) && !dynamicFailure(st, d, node);
}

bool ProfileScorer::fitsLocally(const PodDemand& d, const ClusterState& st, int node) const
{
    const NodeState& n = st.nodes[static_cast<size_t>(node)];
    if (d.blockedOn(n.index))
        return false;
    if (portsOn_ && anyHostPortConflicts(n.usedPorts, d.hostPorts))
        return false;
    if (!fitOn_)
        return true;
    if (n.podCount + 1 > n.allocatable[kPods])
        return false;
    const bool guard = version_.fitGuardsZeroRequests();
    if (!guard && !requestsAnything(d))
        return true; // with the guard nothing below can fail either
    for (int i : { kCpu, kMemory, kEphemeralStorage }) {
        const auto k = static_cast<size_t>(i);
        if (insufficient(d.requests[k], n.allocatable[k], n.requested[k], guard))
            return false;
    }
    const size_t count = std::min(d.requests.size(), filterScalar_.size());
    for (size_t i = kPods + 1; i < count; ++i) {
        int64_t r = d.requests[i];
        if (r != 0 && filterScalar_[i] && r > n.allocatable[i] - n.requested[i])
            return false;
    }
    if (!version_.fitSkipsZeroScalars())
        for (int i : d.zeroScalarKeys) {
            const auto k = static_cast<size_t>(i);
            if (k < count && filterScalar_[k] && 0 > n.allocatable[k] - n.requested[k])
                return false;
        }
    return true;
}

// The node-local filters' verdict (node_filters.h nodeVerdicts), NodePorts,
// then noderesources/fit.go fitsRequest, with the upstream reason strings.
std::vector<std::string> ProfileScorer::filter(const PodDemand& d, const ClusterState& st, int node) const
{
    using Kind = NodeVerdicts::Kind;
    const NodeState& n = st.nodes[static_cast<size_t>(node)];
    const ResourceTable& table = st.resources;
    const NodeVerdicts::Failure* blocked = d.blockedOn(n.index);
    if (blocked && blocked->kind == Kind::Alone)
        return { blocked->reason };
    const bool portsTaken = portsOn_ && anyHostPortConflicts(n.usedPorts, d.hostPorts);
    if (!version_.legacyScale() && portsTaken)
        return { kNodePortsReason }; // the first failing plugin is the node's only reason
    // 1.16: GeneralPredicates reports its predicates' reasons together
    // (PodFitsResources, PodFitsHostPorts, PodMatchNodeSelector); the
    // taints are looked at only when it passed.
    std::vector<std::string> reasons;
    if (fitOn_)
        reasons = resourceReasons(d, n, table);
    if (portsTaken)
        reasons.emplace_back(kNodePortsReason);
    if (blocked && (blocked->kind == Kind::WithResources || reasons.empty()))
        reasons.push_back(blocked->reason);
    // PodTopologySpread and InterPodAffinity run after NodeResourcesFit
    // (1.16 has no spreading: registerSpread leaves d.spread empty there;
    // its MatchInterPodAffinity predicate comes last, after the taints).
    if (reasons.empty())
        if (const char* r = dynamicFailure(st, d, node)) {
            if (version_.filterRelease().affinityLegacyPredicate()) // 1.16 has no spreading: r is InterPodAffinity's
                reasons.emplace_back(kLegacyAffinityReason);
            reasons.emplace_back(r);
        }
    return reasons;
}

std::vector<std::string> ProfileScorer::resourceReasons(
    const PodDemand& d, const NodeState& n, const ResourceTable& table) const
{
    std::vector<std::string> reasons;
    if (n.podCount + 1 > n.allocatable[kPods])
        reasons.emplace_back("Too many pods");
    if (!requestsAnything(d))
        return reasons;
    const bool guard = version_.fitGuardsZeroRequests();
    for (int i : { kCpu, kMemory, kEphemeralStorage }) {
        const auto k = static_cast<size_t>(i);
        if (insufficient(d.requests[k], n.allocatable[k], n.requested[k], guard))
            reasons.push_back("Insufficient " + table.name(i));
    }
    const bool skipZero = version_.fitSkipsZeroScalars();
    for (size_t i = kPods + 1; i < d.requests.size(); ++i) {
        int64_t r = d.requests[i];
        const bool named = r != 0
            || (!skipZero
                && std::find(d.zeroScalarKeys.begin(), d.zeroScalarKeys.end(), static_cast<int>(i))
                    != d.zeroScalarKeys.end());
        if (!named || !table.isScalar(static_cast<int>(i)))
            continue;
        const std::string& name = table.name(static_cast<int>(i));
        if (isExtendedResourceName(name)) {
            const auto& ir = fit_.ignoredResources;
            const auto& ig = fit_.ignoredResourceGroups;
            std::string group = name.substr(0, name.find('/'));
            if (std::find(ir.begin(), ir.end(), name) != ir.end() || std::find(ig.begin(), ig.end(), group) != ig.end())
                continue;
        }
        int64_t alloc = i < n.allocatable.size() ? n.allocatable[i] : 0;
        int64_t used = i < n.requested.size() ? n.requested[i] : 0;
        if (r > alloc - used)
            reasons.push_back("Insufficient " + name);
    }
    return reasons;
}

// (inline: total() runs it for every node the simulator scores; out of
// line it cost a report ~3 %.)
inline ProfileScorer::ResourceScores ProfileScorer::resourceScores(const Prepared& pod, const NodeState& node) const
{
    const PodDemand& d = *pod.demand;
    // The simulator sizes every vector to the table once (a node's three
    // vectors are always sized together): the untraced forms then run on
    // them directly.
    const bool sized = sizedFor(pod, node);
    // Go's int64 wraps: a RequestedToCapacityRatio score wrapped by huge
    // resource weights (1.16) stays the scheduler's number, without UB.
    ResourceScores r;
    if (fit_.enabled) {
        r.fit = sized ? fitScoreImpl<false>(d, node, nullptr) : fitScore(d, node);
        r.total = goMul(*r.fit, fit_.pluginWeight);
    }
    if (balanced_.enabled && !pod.balancedSkip) {
        r.balanced = sized ? balancedScoreImpl<false>(d, node, nullptr) : balancedScore(d, node);
        r.total = goAdd(r.total, *r.balanced * balanced_.pluginWeight);
    }
    return r;
}

double ProfileScorer::total(const Prepared& pod, const NodeState& node) const
{
    if (profile_.scheduler == SchedulerKind::Volcano)
        return volcanoParts(pod, node).sum(0, static_cast<double>(pod.volcanoBatchConstant));
    return static_cast<double>(resourceScores(pod, node).total);
}

std::string invalidScoreMessage(const std::string& plugin, int64_t score, int64_t max)
{
    return "applying score defaultWeights on Score plugins: plugin \"" + plugin + "\" returns an invalid score "
        + std::to_string(score) + ", it should in the range of [0, " + std::to_string(max) + "] after normalizing";
}

namespace {

// Whether the framework's [0, MaxNodeScore] check can fail the cycle: a
// kube-scheduler 1.22+ profile that scores with NodeResourcesFit.
bool checksFitRange(const ProfileScorer& scorer)
{
    return scorer.scheduler() == SchedulerKind::KubeScheduler && !scorer.version().legacyScale()
        && scorer.fit().enabled;
}

} // namespace

std::string ProfileScorer::scoreRangeError(const Prepared& pod, const NodeState& node, const std::string& nodeName) const
{
    if (profile_.scheduler == SchedulerKind::Volcano) {
        // v1.15.1's batch (nodescore.CalculatePluginScore): a score outside
        // [0, 100] fails the batch, and allocate places the task nowhere
        // in this pass. Only NodeResourcesFit's int64 arithmetic can wrap.
        if (!nodeorder_.unified)
            return {};
        for (const auto& [scorer, name] : { std::pair{ least_.get(), "NodeResourcesFit_LeastAllocated" },
                 std::pair{ most_.get(), "NodeResourcesFit_MostAllocated" } }) {
            if (!scorer)
                continue;
            const int64_t s = scorer->fitScore(*pod.demand, node);
            if (s < 0 || s > 100)
                return std::string(name) + " returns an invalid score " + std::to_string(s) + " for node " + nodeName;
        }
        return {};
    }
    return checksFitRange(*this) ? fitRangeError(fitScore(*pod.demand, node)) : std::string();
}

std::string ProfileScorer::fitRangeError(int64_t s) const
{
    if (!checksFitRange(*this))
        return {};
    return s < 0 || s > maxNodeScore_ ? invalidScoreMessage("NodeResourcesFit", s, maxNodeScore_) : std::string();
}

bool ProfileScorer::fitMayWrap(const ClusterState& state, const std::vector<PodDemand>& demands) const
{
    if (profile_.scheduler == SchedulerKind::Volcano) // nodeorder's range check (v1.15.1)
        return nodeorder_.unified
            && ((least_ && least_->fitMayWrap(state, demands)) || (most_ && most_->fitMayWrap(state, demands)));
    if (!fit_.enabled)
        return false;
    // (c - r) * 100 and r * 100 fit int64 below 2^56; 2^55 leaves room for
    // the totals to grow by the pods the simulation binds.
    constexpr int64_t kSafe = int64_t(1) << 55;
    auto big = [&](const Amounts& a) {
        for (const auto& r : fit_.resources) {
            const auto i = static_cast<size_t>(r.index);
            if (i < a.size() && (a[i] > kSafe || a[i] < 0))
                return true;
        }
        return false;
    };
    for (const auto& n : state.nodes)
        if (big(n.allocatable) || big(n.requested) || big(n.nonZeroRequested))
            return true;
    for (const auto& d : demands)
        if (big(d.fitIncoming) || big(d.requests) || big(d.nonZero))
            return true;
    return false;
}

NodeScore ProfileScorer::score(const Prepared& pod, const ClusterState& st, int nodeIndex) const
{
    NodeScore s;
    scoreInto(pod, st, nodeIndex, false, s); // filtered
    return s;
}

void ProfileScorer::scoreInto(
    const Prepared& pod, const ClusterState& st, int nodeIndex, bool feasible, NodeScore& s) const
{
    const PodDemand& d = *pod.demand;
    const NodeState& node = st.nodes[static_cast<size_t>(nodeIndex)];
    if (!feasible)
        s.reasons = filter(d, st, nodeIndex);
    s.feasible = s.reasons.empty();
    if (profile_.scheduler == SchedulerKind::Volcano) {
        NodeOrderScores no;
        s.volcano = volcanoParts(pod, node, &no);
        PluginResult r{kBinpackPlugin, std::nullopt, 1};
        if (binpack_.enabled)
            r.score = s.volcano.binpack;
        s.plugins.push_back(r);
        const NodeOrderWeights& w = nodeorder_.weights;
        auto part = [&](const char* name, bool on, const std::optional<int64_t>& v, int64_t weight) {
            if (on)
                s.plugins.push_back({name, v ? std::optional<double>(static_cast<double>(*v)) : std::nullopt, weight});
        };
        part(kLeastRequestedPlugin, least_ != nullptr, no.least, w.leastRequested);
        part(kMostRequestedPlugin, most_ != nullptr, no.most, w.mostRequested);
        part(kBalancedResourcePlugin, balancedK8s_ != nullptr, no.balanced, w.balancedResource);
        s.total = s.volcano.sum();
        return;
    }
    // total()'s arithmetic on the scores computed once: Go's int64 wrap-around included.
    const ResourceScores r = resourceScores(pod, node);
    if (fit_.enabled)
        s.plugins.push_back({ "NodeResourcesFit", static_cast<double>(*r.fit), fit_.pluginWeight });
    if (balanced_.enabled) // (no score: PreScore skips the pod)
        s.plugins.push_back({ "NodeResourcesBalancedAllocation",
            r.balanced ? std::optional<double>(static_cast<double>(*r.balanced)) : std::nullopt,
            balanced_.pluginWeight });
    s.total = static_cast<double>(r.total);
}

} // namespace bp
