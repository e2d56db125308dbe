// SPDX-License-Identifier: GPL-3.0-or-later
// Workspaces built in code for the chart and live-engine tests: the
// documentation's bin-packing example (kubernetes/website, "Resource Bin
// Packing": node1 scores 60 and node2 69 under current code, see
// docs/scheduler-arithmetic.md, "Worked examples") plus one node too small for
// the pod, and a generated cluster of any size for the benchmarks.
#pragma once

#include "model/quantity.h"
#include "model/workspace.h"

#include <initializer_list>
#include <string>
#include <utility>

namespace bp::test {

inline Quantity q(const std::string& text)
{
    return *Quantity::parse(text);
}

inline ResourceList resources(std::initializer_list<std::pair<std::string, std::string>> list)
{
    ResourceList out;
    for (const auto& [name, text] : list)
        out.set(name, q(text));
    return out;
}

inline Node node(const std::string& name, std::initializer_list<std::pair<std::string, std::string>> allocatable)
{
    Node n;
    n.name = name;
    n.allocatable = resources(allocatable);
    return n;
}

inline Pod pod(const std::string& name, std::initializer_list<std::pair<std::string, std::string>> requests,
    int64_t replicas = 1, const std::string& nodeName = {})
{
    Pod p;
    p.name = name;
    p.replicas = replicas;
    if (!nodeName.empty())
        p.nodeName = nodeName;
    Container c;
    c.requests = resources(requests);
    p.containers.push_back(c);
    return p;
}

// NodeResourcesFit with RequestedToCapacityRatio only (no BalancedAllocation).
inline Profile rtcrProfile(const std::string& name, std::vector<ResourceSpec> weights, std::vector<ShapePoint> shape)
{
    Profile p;
    p.name = name;
    p.pluginsSet = true;
    p.fit.enabled = true;
    p.fit.weight = 1;
    p.fit.weightSet = true;
    p.fitArgsSet = true;
    ScoringStrategy s;
    s.type = "RequestedToCapacityRatio";
    s.resources = std::move(weights);
    s.hasRequestedToCapacityRatio = true;
    s.shape = std::move(shape);
    p.fitArgs.scoringStrategy = s;
    return p;
}

// The documentation's example: weights cpu 3, memory 1, intel.com/foo 5,
// shape (0, 0) (100, 10); node3 has too little cpu for the pod. The pending
// pod "pod" asks for cpu 2, memory 256Mi, intel.com/foo 2.
inline Workspace docsExample(int64_t replicas = 1)
{
    Workspace ws;
    ws.profiles.push_back(rtcrProfile("binpack",
        {{"intel.com/foo", 5, true}, {"memory", 1, true}, {"cpu", 3, true}}, {{0, 0}, {100, 10}}));
    ws.nodes.push_back(node("node1", {{"cpu", "8"}, {"memory", "1Gi"}, {"intel.com/foo", "4"}}));
    ws.nodes.push_back(node("node2", {{"cpu", "8"}, {"memory", "1Gi"}, {"intel.com/foo", "8"}}));
    ws.nodes.push_back(node("node3", {{"cpu", "1"}, {"memory", "1Gi"}, {"intel.com/foo", "8"}}));
    ws.pods.push_back(pod("running-1", {{"cpu", "1"}, {"memory", "256Mi"}, {"intel.com/foo", "1"}}, 1, "node1"));
    ws.pods.push_back(pod("running-2", {{"cpu", "6"}, {"memory", "512Mi"}, {"intel.com/foo", "2"}}, 1, "node2"));
    ws.pods.push_back(pod("pod", {{"cpu", "2"}, {"memory", "256Mi"}, {"intel.com/foo", "2"}}, replicas));
    return ws;
}

// `nodes` nodes of three sizes, `pending` pending pods from four templates,
// a bin-packing shape over cpu and memory.
inline Workspace generatedCluster(int nodes, int64_t pending)
{
    Workspace ws;
    ws.profiles.push_back(rtcrProfile("pack", {{"cpu", 1, true}, {"memory", 1, true}}, {{0, 0}, {50, 3}, {100, 10}}));
    for (int i = 0; i < nodes; ++i) {
        const char* cpu = i % 3 == 0 ? "16" : i % 3 == 1 ? "32" : "64";
        const char* memory = i % 3 == 0 ? "64Gi" : i % 3 == 1 ? "128Gi" : "256Gi";
        ws.nodes.push_back(node("node-" + std::to_string(i), {{"cpu", cpu}, {"memory", memory}}));
    }
    const int64_t each = pending / 4;
    ws.pods.push_back(pod("web", {{"cpu", "500m"}, {"memory", "1Gi"}}, each));
    ws.pods.push_back(pod("api", {{"cpu", "1"}, {"memory", "2Gi"}}, each));
    ws.pods.push_back(pod("batch", {{"cpu", "4"}, {"memory", "8Gi"}}, each));
    ws.pods.push_back(pod("cache", {{"cpu", "250m"}, {"memory", "4Gi"}}, pending - 3 * each));
    return ws;
}

} // namespace bp::test
