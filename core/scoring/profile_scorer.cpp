// SPDX-License-Identifier: GPL-3.0-or-later
// Profile resolution (defaulting and the checks the scheduler makes before it
// will run a profile) and the NodeResourcesFit filter. The score arithmetic
// itself lives in kube_scoring.cpp and volcano_binpack.cpp.
#include "scoring/profile_scorer.h"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace bp {

namespace {

struct ProfileErrors {
    const Profile& profile;
    const std::string& file;
    std::vector<Diagnostic> list;
    void add(const std::string& field, const std::string& message)
    {
        Diagnostic d;
        d.file = file;
        d.line = profile.pos.line;
        d.column = profile.pos.column;
        d.field = "profiles[" + profile.name + "]." + field;
        d.message = message;
        list.push_back(std::move(d));
    }
};

std::vector<WeightedResource> resolveResources(const std::vector<ResourceSpec>& specs, ResourceTable& table,
    bool dedupeLastWins)
{
    std::vector<WeightedResource> out;
    std::vector<ResourceSpec> list = specs;
    if (list.empty())
        list = {{"cpu", 1, true}, {"memory", 1, true}};
    for (const auto& r : list) {
        WeightedResource w;
        w.name = r.name;
        w.index = table.intern(r.name);
        w.weight = r.weight == 0 ? 1 : r.weight; // v1 defaulting: weight 0 -> 1
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

int64_t pluginWeight(const PluginEntry& e) { return e.weight == 0 ? 1 : e.weight; }

} // namespace

ProfileScorer::ProfileScorer(const Profile& profile, ResourceTable& table, const std::string& file)
    : profile_(profile)
{
    ProfileErrors errors{profile, file, {}};
    std::string verr;
    auto v = KubeVersion::parse(profile.kubernetesVersion, &verr);
    if (!v) {
        errors.add("kubernetesVersion", verr);
        throw InputError(std::move(errors.list));
    }
    version_ = *v;
    maxNodeScore_ = version_.legacyScale() ? 10 : 100;
    // 1.22-1.26 kept scoring resources in a map: a duplicate name's last weight wins.
    const bool dedupe = !version_.atLeast(27);

    if (profile.scheduler == SchedulerKind::Volcano) {
        binpack_ = parseBinpackArguments(profile.binpackArguments, table);
        if (!profile.binpackEnabled)
            binpack_.enabled = false;
        for (const auto& r : binpack_.resources)
            needSize_ = std::max(needSize_, static_cast<size_t>(r.index) + 1);
        return;
    }

    if (!profile.pluginsSet) {
        fit_.enabled = true;
        fit_.resources = resolveResources({}, table, dedupe);
        balanced_.enabled = true;
        balanced_.resources = resolveResources({}, table, dedupe);
        return; // cpu and memory only: needSize_ already covers them
    }

    const std::string fitPath = "plugins.NodeResourcesFit.args.scoringStrategy";
    fit_.enabled = profile.fit.enabled;
    fit_.pluginWeight = pluginWeight(profile.fit);
    if (fit_.enabled) {
        const auto& args = profile.fitArgs;
        fit_.ignoredResources = args.ignoredResources;
        fit_.ignoredResourceGroups = args.ignoredResourceGroups;
        if (!args.scoringStrategy) {
            fit_.type = StrategyType::LeastAllocated;
            fit_.resources = resolveResources({}, table, dedupe);
        } else {
            const auto& ss = *args.scoringStrategy;
            if (ss.type == "LeastAllocated")
                fit_.type = StrategyType::LeastAllocated;
            else if (ss.type == "MostAllocated")
                fit_.type = StrategyType::MostAllocated;
            else if (ss.type == "RequestedToCapacityRatio")
                fit_.type = StrategyType::RequestedToCapacityRatio;
            else
                errors.add(fitPath + ".type", "Unsupported value: \"" + ss.type
                        + "\": supported values: \"LeastAllocated\", \"MostAllocated\", \"RequestedToCapacityRatio\"");
            fit_.resources = resolveResources(ss.resources, table, dedupe);
            for (size_t i = 0; i < fit_.resources.size(); ++i) {
                int64_t w = fit_.resources[i].weight;
                if (w <= 0 || w > 100)
                    errors.add(fitPath + ".resources[" + std::to_string(i) + "].weight",
                        "Invalid value: " + std::to_string(w) + ": resource weight of " + fit_.resources[i].name
                            + " not in valid range (0, 100]");
            }
            if (fit_.type == StrategyType::RequestedToCapacityRatio && !ss.hasRequestedToCapacityRatio) {
                errors.add(fitPath + ".requestedToCapacityRatio",
                    version_.atLeast(36)
                        ? "Required value: must be specified when type is RequestedToCapacityRatio"
                        : "Required value: must be specified when type is RequestedToCapacityRatio (kube-scheduler "
                          + version_.toString() + " accepts the file and then crashes with a nil-pointer panic)");
            }
            if (ss.hasRequestedToCapacityRatio) {
                if (ss.shape.empty())
                    errors.add("plugins.NodeResourcesFit.args.scoringStrategy.shape",
                        "Required value: at least one point must be specified");
                for (size_t i = 0; i < ss.shape.size(); ++i) {
                    const auto& pt = ss.shape[i];
                    std::string at = "plugins.NodeResourcesFit.args.scoringStrategy.shape[" + std::to_string(i) + "]";
                    if (i > 0 && pt.utilization <= ss.shape[i - 1].utilization)
                        errors.add(at + ".utilization", "Invalid value: " + std::to_string(pt.utilization)
                                + (version_.atLeast(34) ? ": values must be sorted in increasing order"
                                                        : ": utilization values must be sorted in increasing order"));
                    if (pt.utilization < 0 || pt.utilization > 100)
                        errors.add(at + ".utilization",
                            "Invalid value: " + std::to_string(pt.utilization) + ": not in valid range [0, 100]");
                    if (pt.score < 0 || pt.score > 10)
                        errors.add(at + ".score", "Invalid value: " + std::to_string(pt.score) + ": not in valid range [0, 10]");
                }
                fit_.shape = ss.shape;
                std::vector<ShapePoint> scaled = ss.shape;
                // Shape scores are 0..10 (MaxCustomPriorityScore); upstream scales them
                // by MaxNodeScore/10 before building the function (1.17+).
                for (auto& pt : scaled)
                    pt.score *= maxNodeScore_ / 10;
                fit_.scaledShape = BrokenLinear(std::move(scaled));
                // Utilization is always an integer in [0, 100]: evaluate once.
                const BrokenLinear legacy(ss.shape);
                for (int64_t u = 0; u <= 100; ++u)
                    fit_.shapeAt[u] = version_.legacyScale() ? legacy(u) : fit_.scaledShape(u);
            }
        }
    }
    balanced_.enabled = profile.balanced.enabled;
    balanced_.pluginWeight = pluginWeight(profile.balanced);
    if (balanced_.enabled) {
        const auto& specs = profile.balancedArgs.resources;
        for (size_t i = 0; i < specs.size(); ++i) {
            std::string at = "plugins.NodeResourcesBalancedAllocation.args.resources[" + std::to_string(i) + "]";
            for (size_t j = 0; j < i; ++j)
                if (specs[j].name == specs[i].name)
                    errors.add(at + ".name", "Duplicate value: \"" + specs[i].name + "\"");
            int64_t w = specs[i].weight == 0 ? 1 : specs[i].weight;
            if (w != 1)
                errors.add(at + ".weight", "Invalid value: " + std::to_string(w) + ": must be 1");
        }
        if (version_.legacyScale())
            balanced_.resources = resolveResources({}, table, dedupe); // 1.16: cpu and memory only
        else
            balanced_.resources = resolveResources(specs, table, dedupe);
    }
    // The API's plugin weight is an int32; the framework then refuses weights
    // whose Σ weight × MaxNodeScore could pass MaxInt64. Within int32 that sum
    // cannot overflow, so the range check keeps every total exact.
    for (const auto& [name, plugin] : {std::pair<const char*, const PluginEntry*>{"NodeResourcesFit", &profile.fit},
             {"NodeResourcesBalancedAllocation", &profile.balanced}}) {
        if (plugin->enabled && (plugin->weight < INT32_MIN || plugin->weight > INT32_MAX))
            errors.add(std::string("plugins.") + name + ".weight",
                "Invalid value: " + std::to_string(plugin->weight)
                    + ": a plugin weight is a 32-bit integer (-2147483648 to 2147483647) in the scheduler's API");
    }
    if (!errors.list.empty())
        throw InputError(std::move(errors.list));
    for (const auto* list : {&fit_.resources, &balanced_.resources})
        for (const auto& r : *list)
            needSize_ = std::max(needSize_, static_cast<size_t>(r.index) + 1);
}

std::vector<std::string> ProfileScorer::pluginNames() const
{
    if (profile_.scheduler == SchedulerKind::Volcano)
        return {"binpack"};
    std::vector<std::string> out;
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

bool ProfileScorer::fits(const PodDemand& d, const NodeState& n) const
{
    if (n.podCount + 1 > n.allocatable[kPods])
        return false;
    for (int i : {kCpu, kMemory, kEphemeralStorage}) {
        int64_t r = d.requests[static_cast<size_t>(i)];
        if (r > 0 && r > n.allocatable[static_cast<size_t>(i)] - n.requested[static_cast<size_t>(i)])
            return false;
    }
    const size_t count = std::min(d.requests.size(), filterScalar_.size());
    for (size_t i = kPods + 1; i < count; ++i) {
        int64_t r = d.requests[i];
        if (r != 0 && filterScalar_[i] && r > n.allocatable[i] - n.requested[i])
            return false;
    }
    return true;
}

// noderesources/fit.go fitsRequest, with the upstream reason strings.
std::vector<std::string> ProfileScorer::filter(const PodDemand& d, const NodeState& n, const ResourceTable& table) const
{
    std::vector<std::string> reasons;
    if (n.podCount + 1 > n.allocatable[kPods])
        reasons.emplace_back("Too many pods");
    bool any = false;
    for (size_t i = 0; i < d.requests.size(); ++i)
        any = any || (i != kPods && d.requests[i] != 0);
    if (!any)
        return reasons;
    for (int i : {kCpu, kMemory, kEphemeralStorage}) {
        int64_t r = d.requests[static_cast<size_t>(i)];
        if (r > 0 && r > n.allocatable[static_cast<size_t>(i)] - n.requested[static_cast<size_t>(i)])
            reasons.push_back("Insufficient " + table.name(i));
    }
    for (size_t i = kPods + 1; i < d.requests.size(); ++i) {
        int64_t r = d.requests[i];
        if (r == 0 || !table.isScalar(static_cast<int>(i)))
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

double ProfileScorer::total(const Prepared& pod, const NodeState& node) const
{
    const PodDemand& d = *pod.demand;
    if (profile_.scheduler == SchedulerKind::Volcano)
        return binpack_.enabled ? binpackScore(d, node) : 0.0;
    if (!sized(d, node)) {
        int64_t t = 0;
        if (fit_.enabled)
            t += fitScore(d, node) * fit_.pluginWeight;
        if (balanced_.enabled && !pod.balancedSkip)
            t += balancedScore(d, node) * balanced_.pluginWeight;
        return static_cast<double>(t);
    }
    int64_t t = 0;
    if (fit_.enabled)
        t += fitScoreImpl<false>(d, node, nullptr) * fit_.pluginWeight;
    if (balanced_.enabled && !pod.balancedSkip)
        t += balancedScoreImpl<false>(d, node, nullptr) * balanced_.pluginWeight;
    return static_cast<double>(t);
}

NodeScore ProfileScorer::score(const Prepared& pod, const NodeState& node, const ResourceTable& table) const
{
    NodeScore s;
    const PodDemand& d = *pod.demand;
    s.reasons = filter(d, node, table);
    s.feasible = s.reasons.empty();
    if (profile_.scheduler == SchedulerKind::Volcano) {
        PluginResult r{"binpack", std::nullopt, 1};
        if (binpack_.enabled)
            r.score = binpackScore(d, node);
        s.plugins.push_back(r);
        s.total = r.score.value_or(0.0);
        return s;
    }
    if (fit_.enabled)
        s.plugins.push_back({"NodeResourcesFit", static_cast<double>(fitScore(d, node)), fit_.pluginWeight});
    if (balanced_.enabled) {
        PluginResult r{"NodeResourcesBalancedAllocation", std::nullopt, balanced_.pluginWeight};
        if (!pod.balancedSkip)
            r.score = static_cast<double>(balancedScore(d, node));
        s.plugins.push_back(r);
    }
    s.total = total(pod, node);
    return s;
}

} // namespace bp
