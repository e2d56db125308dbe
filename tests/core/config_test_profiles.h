// SPDX-License-Identifier: GPL-3.0-or-later
// Profiles shared by the scheduler-config export and import tests.
#pragma once

#include "io/volcano_scalar.h"
#include "model/workspace.h"

#include <QFile>
#include <QString>

#include <string>
#include <vector>

namespace bp::testing {

inline ResourceSpec res(const std::string& name, int64_t weight) { return ResourceSpec{name, weight, true}; }

// The documentation's bin-packing example (docs/scheduler-arithmetic.md,
// "Worked examples"):
// RequestedToCapacityRatio, cpu 3, memory 1, intel.com/foo 5, shape 0->0, 100->10.
inline Profile docsBinpack()
{
    Profile p;
    p.name = "binpack";
    p.kubernetesVersion = "1.22";
    p.kubernetesVersionSet = true;
    p.pluginsSet = true;
    p.fit = PluginEntry{true, 0, false};
    p.balanced = PluginEntry{true, 0, false};
    p.fitArgsSet = true;
    ScoringStrategy s;
    s.type = "RequestedToCapacityRatio";
    s.resources = {res("cpu", 3), res("memory", 1), res("intel.com/foo", 5)};
    s.hasRequestedToCapacityRatio = true;
    s.shape = {{0, 0}, {100, 10}};
    p.fitArgs.scoringStrategy = s;
    return p;
}

// MostAllocated packing of GPUs, BalancedAllocation off, Fit weight 2.
inline Profile mostAllocated()
{
    Profile p;
    p.name = "most";
    p.schedulerName = "gpu-packer";
    p.kubernetesVersion = "1.30";
    p.kubernetesVersionSet = true;
    p.pluginsSet = true;
    p.fit = PluginEntry{true, 2, true};
    p.balanced = PluginEntry{false, 0, false};
    p.fitArgsSet = true;
    ScoringStrategy s;
    s.type = "MostAllocated";
    s.resources = {res("cpu", 1), res("memory", 1), res("nvidia.com/gpu", 5)};
    p.fitArgs.scoringStrategy = s;
    return p;
}

// LeastAllocated with its own weights and ignored resources.
inline Profile leastCustom()
{
    Profile p;
    p.name = "least";
    p.schedulerName = "spread";
    p.pluginsSet = true;
    p.fit = PluginEntry{true, 0, false};
    p.balanced = PluginEntry{true, 3, true};
    p.fitArgsSet = true;
    p.fitArgs.ignoredResources = {"example.com/foo"};
    p.fitArgs.ignoredResourceGroups = {"example.com"};
    ScoringStrategy s;
    s.type = "LeastAllocated";
    s.resources = {res("memory", 2), res("cpu", 1)};
    p.fitArgs.scoringStrategy = s;
    return p;
}

inline Profile defaultProfile()
{
    Profile p;
    p.name = "default";
    return p;
}

// `base` turning off the filters `off` (named as its release names them:
// Filter plugins from 1.22, Policy predicates in 1.16, Volcano's switches),
// with its kubernetesVersion set to `version` when one is given.
inline Profile withFiltersOff(Profile base, std::vector<std::string> off, const std::string& version = {})
{
    if (!version.empty()) {
        base.kubernetesVersion = version;
        base.kubernetesVersionSet = true;
    }
    base.disabledFilters = std::move(off);
    return base;
}

inline VolcanoArgument varg(const std::string& key, const std::string& text, bool quoted = false)
{
    return classifyVolcanoScalar(key, text, quoted);
}

// The Huawei CCE example (docs/scheduler-arithmetic.md, "Worked examples"):
// weight 5, cpu 1, memory 1, nvidia.com/gpu 2.
inline Profile volcanoGpu()
{
    Profile p;
    p.name = "gpu-pack";
    p.scheduler = SchedulerKind::Volcano;
    p.pluginsSet = true;
    p.binpackArguments = {varg("binpack.weight", "5"), varg("binpack.cpu", "1"), varg("binpack.memory", "1"),
                          varg("binpack.resources", "nvidia.com/gpu"), varg("binpack.resources.nvidia.com/gpu", "2")};
    return p;
}

inline std::string readText(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray b = f.readAll();
    return std::string(b.constData(), static_cast<size_t>(b.size()));
}

} // namespace bp::testing
