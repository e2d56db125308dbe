// SPDX-License-Identifier: GPL-3.0-or-later
// The filter suites' run: the simulator's tree path and its reference path
// must place every pod on the same node with the same reason. Also their
// small builders: labels from "k=v,k2=v2", labelled nodes, a plugin's
// verdicts and the whole filter's reasons for the pending pod "p".
#pragma once

#include "scoring/report.h"
#include "sim/simulator.h"
#include "sim_fixtures.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <string>
#include <vector>

namespace simfx {

// "zone=zone1,node=node-a" (a key without "=" has the value "").
inline bp::Labels labels(const QString& spec)
{
    bp::Labels out;
    for (const QString& kv : spec.split(',', Qt::SkipEmptyParts)) {
        const qsizetype eq = kv.indexOf('=');
        out.emplace_back(kv.left(eq).toStdString(), eq < 0 ? std::string() : kv.mid(eq + 1).toStdString());
    }
    return out;
}

// A label selector {matchExpressions: [{key, operator: Exists}]}
// (upstream's st.MakeLabelSelector().Exists(key)).
inline bp::LabelSelectorSpec existsSelector(const std::string& key)
{
    bp::LabelSelectorSpec s;
    bp::LabelSelectorRequirement r;
    r.key = key;
    r.op = "Exists";
    s.matchExpressions.push_back(r);
    return s;
}

// A topology spread constraint (whenUnsatisfiable DoNotSchedule or ScheduleAnyway).
inline bp::TopologySpreadConstraint spreadConstraint(int32_t maxSkew, const std::string& key,
    std::optional<bp::LabelSelectorSpec> selector, const std::string& whenUnsatisfiable)
{
    bp::TopologySpreadConstraint c;
    c.maxSkew = maxSkew;
    c.topologyKey = key;
    c.whenUnsatisfiable = whenUnsatisfiable;
    c.labelSelector = std::move(selector);
    return c;
}

// A node with room to spare (8 cpu, 16Gi) and these labels.
inline bp::Node labelledNode(const std::string& name, const QString& spec)
{
    bp::Node n = node(name, res({ { "cpu", "8" }, { "memory", "16Gi" } }));
    n.labels = labels(spec);
    return n;
}

// The whole filter's reasons for the pending pod "p" on one node at a
// release (default profile), checked against the fast form.
inline std::vector<std::string> reasonsOn(const bp::Workspace& ws, const std::string& version, int node)
{
    const bp::ScoringScene sc = bp::buildScoringScene(ws, at(defaultProfile("d"), version), std::string("p"));
    std::vector<std::string> reasons = sc.scorer->filter(sc.demand, sc.state, node);
    if (sc.scorer->fits(sc.demand, sc.state, node) != reasons.empty())
        qFatal("fits() and filter() disagree");
    return reasons;
}

// A filter plugin's own verdict on every node for the pending pod "p" at a
// release (default profile), as upstream's tables test a plugin alone:
// `code` turns the plugin's reason (nullptr: it fits) into one character.
template <class Failure, class Code>
QString verdictsPerNode(const bp::Workspace& ws, const std::string& version, Failure failure, Code code)
{
    const bp::ScoringScene sc = bp::buildScoringScene(ws, at(defaultProfile("d"), version), std::string("p"));
    QString out;
    for (size_t i = 0; i < sc.state.nodes.size(); ++i)
        out += code(failure(sc.state, sc.demand, static_cast<int>(i)));
    return out;
}

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
