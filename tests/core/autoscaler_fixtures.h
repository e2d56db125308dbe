// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster-autoscaler's test fixtures (utils/test/test_utils.go at tag
// cluster-autoscaler-1.34.5) as workspace objects: BuildTestPod(name, cpu m,
// memory bytes) is one container with those requests in namespace default
// (a negative amount: not set); BuildTestNode(name, cpu m, memory bytes) has
// that allocatable and 100 pods.
#pragma once

#include "model/workspace.h"

#include <string>
#include <utility>
#include <vector>

namespace bp::test {

inline Pod testPod(const std::string& name, int64_t milliCpu, int64_t memory)
{
    Pod p;
    p.name = name;
    Container c;
    if (milliCpu >= 0)
        c.requests.set("cpu", *Quantity::parse(std::to_string(milliCpu) + "m"));
    if (memory >= 0)
        c.requests.set("memory", *Quantity::parse(std::to_string(memory)));
    p.containers.push_back(c);
    return p;
}

inline Node testNode(const std::string& name, int64_t milliCpu, int64_t memory)
{
    Node n;
    n.name = name;
    if (milliCpu >= 0)
        n.allocatable.set("cpu", *Quantity::parse(std::to_string(milliCpu) + "m"));
    if (memory >= 0)
        n.allocatable.set("memory", *Quantity::parse(std::to_string(memory)));
    n.allocatable.set("pods", *Quantity::parse("100"));
    return n;
}

inline Pod owned(Pod p, const char* kind, const char* owner = "owner")
{
    p.owner = PodOwner { kind, owner };
    return p;
}

inline Pod annotated(Pod p, const char* key, const char* value)
{
    p.annotations.emplace_back(key, value);
    return p;
}

inline Pod inNamespace(Pod p, const char* ns)
{
    p.namespace_ = ns;
    return p;
}

inline Pod emptyDirs(Pod p, std::vector<std::string> names, const char* medium = "")
{
    for (auto& n : names)
        p.volumes.push_back(LocalVolume { n, false, medium, "" });
    return p;
}

inline std::vector<const Pod*> ptrs(const std::vector<Pod>& pods)
{
    std::vector<const Pod*> out;
    for (const Pod& p : pods)
        out.push_back(&p);
    return out;
}

inline PodDisruptionBudget budget(const char* ns, Labels match, int32_t allowed)
{
    PodDisruptionBudget b;
    b.name = "pdb";
    b.namespace_ = ns;
    b.selector = LabelSelectorSpec { std::move(match), {} };
    b.disruptionsAllowed = allowed;
    return b;
}

} // namespace bp::test
