// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/workload_breakdown.h"

#include "scoring/cluster_state.h"
#include "scoring/version.h"
#include "util/saturating.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <unordered_map>

namespace bp {

std::string workloadStem(const std::string& podName)
{
    const size_t dash = podName.rfind('-');
    if (dash == std::string::npos || dash == 0 || dash + 1 == podName.size())
        return podName;
    const bool digits = std::all_of(podName.begin() + static_cast<std::ptrdiff_t>(dash) + 1, podName.end(),
        [](char c) { return c >= '0' && c <= '9'; });
    return digits ? podName.substr(0, dash) : podName;
}

namespace {

// A key equal for two pods the scheduler cannot tell apart: the same
// requests in the same containers (names aside) and the same overhead.
std::string shapeKey(const Pod& pod)
{
    std::string key;
    const auto list = [&](const ResourceList& r) {
        for (const auto& [name, q] : r.entries)
            key += name + '=' + q.canonical() + ';';
        key += '|';
    };
    for (const Container& c : pod.containers) {
        key += 'c';
        list(c.requests);
    }
    for (const Container& c : pod.initContainers) {
        key += c.restartable ? 's' : 'i';
        list(c.requests);
    }
    key += 'o';
    list(pod.overhead);
    return key;
}

// What several stems merged into one group are called: their common prefix
// without a trailing separator ("web-small-a", "web-small-b" -> "web-small"),
// or the first with a count when they share none worth showing.
std::string mergedName(const std::vector<std::string>& stems)
{
    if (stems.size() == 1)
        return stems.front();
    std::string prefix = stems.front();
    for (const std::string& s : stems) {
        size_t n = 0;
        while (n < prefix.size() && n < s.size() && prefix[n] == s[n])
            ++n;
        prefix.resize(n);
    }
    while (!prefix.empty() && (prefix.back() == '-' || prefix.back() == '_' || prefix.back() == '.'))
        prefix.pop_back();
    if (prefix.size() >= 2)
        return prefix;
    return stems.front() + " + " + std::to_string(stems.size() - 1);
}

struct Stem {
    std::string name;
    std::vector<size_t> templates;
    int64_t pods = 0;
};

} // namespace

WorkloadGroups workloadGroups(const Workspace& ws, size_t maxGroups)
{
    maxGroups = std::max<size_t>(maxGroups, 1);
    // 1. By name stem, in listed order.
    std::vector<Stem> stems;
    std::unordered_map<std::string, size_t> index;
    for (size_t t = 0; t < ws.pods.size(); ++t) {
        if (ws.pods[t].nodeName)
            continue;
        const std::string stem = workloadStem(ws.pods[t].name);
        auto [it, inserted] = index.emplace(stem, stems.size());
        if (inserted)
            stems.push_back({stem, {}, 0});
        Stem& s = stems[it->second];
        s.templates.push_back(t);
        s.pods = saturatingAdd(s.pods, std::max<int64_t>(ws.pods[t].replicas, 0));
    }
    // 2. Too many: stems whose pods all have one shape, the same shape, become
    //    one group (four waves "web-a" ... "web-d" of one pod shape are one
    //    workload to the scheduler).
    std::vector<std::vector<size_t>> merged; // groups of stem indexes
    std::unordered_map<std::string, size_t> byShape;
    for (size_t s = 0; s < stems.size(); ++s) {
        std::optional<std::string> key;
        if (stems.size() > maxGroups) {
            key = shapeKey(ws.pods[stems[s].templates.front()]);
            for (size_t t : stems[s].templates)
                if (key && shapeKey(ws.pods[t]) != *key)
                    key.reset(); // pods of several shapes: a workload of its own
        }
        if (key) {
            auto [it, inserted] = byShape.emplace(*key, merged.size());
            if (!inserted) {
                merged[it->second].push_back(s);
                continue;
            }
        }
        merged.push_back({s});
    }
    std::vector<std::string> names;
    std::vector<int64_t> pods;
    for (const auto& group : merged) {
        std::vector<std::string> parts;
        int64_t n = 0;
        for (size_t s : group) {
            parts.push_back(stems[s].name);
            n = saturatingAdd(n, stems[s].pods);
        }
        names.push_back(mergedName(parts));
        pods.push_back(n);
    }
    // 3. Still too many: keep the maxGroups - 1 largest (by pods; ties: the
    //    one listed first) in listed order, the rest as "other pods".
    std::vector<int> remap(merged.size());
    std::iota(remap.begin(), remap.end(), 0);
    WorkloadGroups g;
    if (merged.size() <= maxGroups) {
        g.names = names;
    } else {
        std::vector<size_t> bySize(merged.size());
        std::iota(bySize.begin(), bySize.end(), size_t{0});
        std::stable_sort(bySize.begin(), bySize.end(), [&](size_t a, size_t b) { return pods[a] > pods[b]; });
        std::vector<char> kept(merged.size(), 0);
        for (size_t i = 0; i + 1 < maxGroups; ++i)
            kept[bySize[i]] = 1;
        for (size_t m = 0; m < merged.size(); ++m) {
            remap[m] = kept[m] ? static_cast<int>(g.names.size()) : -1;
            if (kept[m])
                g.names.push_back(names[m]);
        }
        const int other = static_cast<int>(g.names.size());
        g.names.emplace_back(WorkloadGroups::kOtherWorkloads);
        for (int& r : remap)
            if (r < 0)
                r = other;
    }
    g.groupOfTemplate.assign(ws.pods.size(), -1);
    for (size_t m = 0; m < merged.size(); ++m)
        for (size_t s : merged[m])
            for (size_t t : stems[s].templates)
                g.groupOfTemplate[t] = remap[m];
    return g;
}

WorkloadBreakdown workloadBreakdown(const Workspace& ws, const Profile& profile, const SimulationResult& run,
    const std::string& resource, const WorkloadGroups& groups)
{
    const ClusterState& st = run.finalState;
    const size_t numNodes = st.nodes.size();
    WorkloadBreakdown b;
    b.resource = resource;
    b.amounts.assign(groups.names.size(), std::vector<int64_t>(numNodes, 0));
    b.bound.assign(numNodes, 0);
    b.allocatable.assign(numNodes, 0);
    const int index = st.resources.indexOf(resource);
    if (index < 0)
        return b;
    const auto r = static_cast<size_t>(index);
    const bool podCount = index == kPods;

    // The demand of each template that was placed, as the simulator computed it.
    const KubeVersion version = releaseOrNewest(&profile);
    ResourceTable table = st.resources;
    std::vector<int64_t> perPod(ws.pods.size(), -1);
    for (const Placement& p : run.placements) {
        if (p.node < 0 || p.podTemplate < 0 || static_cast<size_t>(p.podTemplate) >= ws.pods.size())
            continue;
        const auto t = static_cast<size_t>(p.podTemplate);
        if (perPod[t] < 0) {
            if (podCount) {
                perPod[t] = 1;
            } else {
                const PodDemand d = computePodDemand(ws.pods[t], table, version, ws.sourceFile);
                perPod[t] = r < d.requests.size() ? d.requests[r] : 0;
            }
        }
        const int group = groups.groupOfTemplate.size() > t ? groups.groupOfTemplate[t] : -1;
        if (group < 0 || static_cast<size_t>(p.node) >= numNodes)
            continue;
        int64_t& cell = b.amounts[static_cast<size_t>(group)][static_cast<size_t>(p.node)];
        cell = saturatingAdd(cell, perPod[t]);
    }
    for (size_t n = 0; n < numNodes; ++n) {
        const NodeState& node = st.nodes[n];
        const int64_t total = podCount ? node.podCount : (r < node.requested.size() ? node.requested[r] : 0);
        int64_t placed = 0;
        for (const auto& g : b.amounts)
            placed = saturatingAdd(placed, g[n]);
        b.bound[n] = std::max<int64_t>(total - placed, 0);
        b.allocatable[n] = r < node.allocatable.size() ? node.allocatable[r] : 0;
    }
    return b;
}

} // namespace bp
