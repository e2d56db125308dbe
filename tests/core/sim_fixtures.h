// SPDX-License-Identifier: GPL-3.0-or-later
// Small builders for the simulator, compare and generator suites.
#pragma once

#include "model/quantity.h"
#include "model/workspace.h"

#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace simfx {

inline bp::ResourceList res(std::initializer_list<std::pair<const char*, const char*>> l)
{
    bp::ResourceList r;
    for (const auto& [k, v] : l) {
        auto q = bp::Quantity::parse(v);
        if (!q)
            throw std::runtime_error(std::string("fixture quantity does not parse: ") + v);
        r.set(k, *q);
    }
    return r;
}

// A container with these requests (set by name: -Wextra warns about
// designated initializers that leave members out).
inline bp::Container container(std::string name, bp::ResourceList requests)
{
    bp::Container c;
    c.name = std::move(name);
    c.requests = std::move(requests);
    return c;
}

inline bp::Pod pod(const std::string& name, bp::ResourceList requests, int64_t replicas = 1,
    std::optional<std::string> node = {})
{
    bp::Pod p;
    p.name = name;
    p.replicas = replicas;
    p.nodeName = std::move(node);
    p.containers.push_back(container("", std::move(requests)));
    return p;
}

inline bp::Node node(const std::string& name, bp::ResourceList alloc)
{
    bp::Node n;
    n.name = name;
    n.allocatable = std::move(alloc);
    return n;
}

// NodeResourcesFit alone with the given strategy (RTCR: shape 0->0, 100->10).
inline bp::Profile kubeProfile(const std::string& name, const std::string& type,
    std::vector<bp::ResourceSpec> resources = {}, bool balanced = false)
{
    bp::Profile p;
    p.name = name;
    p.pluginsSet = true;
    p.fit.enabled = true;
    p.balanced.enabled = balanced;
    bp::ScoringStrategy s;
    s.type = type;
    s.resources = std::move(resources);
    if (type == "RequestedToCapacityRatio") {
        s.hasRequestedToCapacityRatio = true;
        s.shape = {{0, 0}, {100, 10}};
    }
    p.fitArgs.scoringStrategy = s;
    return p;
}

// `p` at a kubernetesVersion ("1.16", "1.33.6", ...).
inline bp::Profile at(bp::Profile p, const std::string& version)
{
    p.kubernetesVersion = version;
    p.kubernetesVersionSet = true;
    return p;
}

// kube-scheduler's default profile (plugins omitted): LeastAllocated + BalancedAllocation.
inline bp::Profile defaultProfile(const std::string& name)
{
    bp::Profile p;
    p.name = name;
    return p;
}

inline bp::Profile volcanoBinpack(const std::string& name, const std::string& extended = {}, int64_t weight = 0)
{
    bp::Profile p;
    p.name = name;
    p.scheduler = bp::SchedulerKind::Volcano;
    auto arg = [](const std::string& k, int64_t v) {
        bp::VolcanoArgument a;
        a.key = k;
        a.kind = bp::VolcanoArgument::Kind::Int;
        a.intValue = v;
        a.text = std::to_string(v);
        return a;
    };
    p.binpackArguments = {arg("binpack.weight", 5), arg("binpack.cpu", 1), arg("binpack.memory", 1)};
    if (!extended.empty()) {
        bp::VolcanoArgument list;
        list.key = "binpack.resources";
        list.kind = bp::VolcanoArgument::Kind::String;
        list.text = extended;
        p.binpackArguments.push_back(list);
        p.binpackArguments.push_back(arg("binpack.resources." + extended, weight));
    }
    return p;
}

// n identical nodes named <prefix>0, <prefix>1, ...
inline void addNodes(bp::Workspace& ws, int n, bp::ResourceList alloc, const std::string& prefix = "n")
{
    for (int i = 0; i < n; ++i)
        ws.nodes.push_back(node(prefix + std::to_string(i), alloc));
}

} // namespace simfx
