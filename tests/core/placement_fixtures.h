// SPDX-License-Identifier: GPL-3.0-or-later
// The filter suites' run: the simulator's tree path and its reference path
// must place every pod on the same node with the same reason.
#pragma once

#include "sim/simulator.h"

#include <QtGlobal>

#include <string>
#include <vector>

namespace simfx {

// The node each placement went to, by name ("-": unschedulable).
inline std::vector<std::string> placedOn(const bp::Workspace& ws, const bp::SimulationResult& r)
{
    std::vector<std::string> out;
    for (const bp::Placement& p : r.placements)
        out.push_back(p.node < 0 ? std::string("-") : ws.nodes[static_cast<size_t>(p.node)].name);
    return out;
}

// The same run on the tree path and the reference path: the same nodes and
// reasons, or the test stops.
inline bp::SimulationResult bothPaths(const bp::Workspace& ws, const bp::Profile& profile)
{
    bp::SimulationOptions reference;
    reference.reference = true;
    bp::SimulationResult a = bp::simulate(ws, profile, {});
    bp::SimulationResult b = bp::simulate(ws, profile, reference);
    if (placedOn(ws, a) != placedOn(ws, b))
        qFatal("tree and reference paths disagree");
    for (size_t i = 0; i < a.placements.size(); ++i)
        if (a.placements[i].reason != b.placements[i].reason)
            qFatal("tree and reference reasons disagree: %s / %s", a.placements[i].reason.c_str(),
                b.placements[i].reason.c_str());
    return a;
}

} // namespace simfx
