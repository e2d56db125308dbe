// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers for the benchmarks: synthetic clusters and measurement.
#pragma once

#include "model/workspace.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace bp::bench {

inline ResourceList resources(std::initializer_list<std::pair<const char*, std::string>> list)
{
    ResourceList r;
    for (const auto& [k, v] : list)
        r.set(k, *Quantity::parse(v));
    return r;
}

// A cluster of `nodes` nodes in four pools (general, large, small, GPU).
inline void addNodes(Workspace& ws, int nodes)
{
    for (int i = 0; i < nodes; ++i) {
        Node n;
        n.name = "node-" + std::to_string(i);
        switch (i % 10) {
        case 0: case 1: case 2: case 3: case 4:
            n.allocatable = resources({{"cpu", "16"}, {"memory", "64Gi"}, {"pods", "110"}});
            break;
        case 5: case 6:
            n.allocatable = resources({{"cpu", "32"}, {"memory", "128Gi"}, {"pods", "110"}});
            break;
        case 7: case 8:
            n.allocatable = resources({{"cpu", "7910m"}, {"memory", "31584328Ki"}, {"pods", "110"}});
            break;
        default:
            n.allocatable = resources({{"cpu", "48"}, {"memory", "192Gi"}, {"nvidia.com/gpu", "8"}, {"pods", "110"}});
        }
        ws.nodes.push_back(std::move(n));
    }
}

inline Pod podShape(const std::string& name, int64_t replicas, int64_t milliCpu, int64_t memMi, int64_t gpu = 0)
{
    Pod p;
    p.name = name;
    p.replicas = replicas;
    Container c;
    c.requests.set("cpu", Quantity::fromMilli(milliCpu));
    c.requests.set("memory", *Quantity::parse(std::to_string(memMi) + "Mi"));
    if (gpu)
        c.requests.set("nvidia.com/gpu", Quantity::fromValue(gpu));
    p.containers.push_back(std::move(c));
    return p;
}

inline Profile rtcrProfile()
{
    Profile p;
    p.name = "binpack";
    p.pluginsSet = true;
    p.fit.enabled = true;
    p.balanced.enabled = true;
    ScoringStrategy s;
    s.type = "RequestedToCapacityRatio";
    s.resources = {{"cpu", 1, true}, {"memory", 1, true}, {"nvidia.com/gpu", 3, true}};
    s.hasRequestedToCapacityRatio = true;
    s.shape = {{0, 0}, {100, 10}};
    p.fitArgs.scoringStrategy = s;
    return p;
}

inline double seconds(const std::function<void()>& f)
{
    auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Runs f in a child process and returns its peak resident set in MiB, so each
// figure is measured alone.
inline double peakRssMiB(const std::function<void()>& f)
{
    pid_t pid = fork();
    if (pid == 0) {
        f();
        _exit(0);
    }
    int status = 0;
    struct rusage ru {};
    wait4(pid, &status, 0, &ru);
    return static_cast<double>(ru.ru_maxrss) / 1024.0;
}

} // namespace bp::bench
