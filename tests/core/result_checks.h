// SPDX-License-Identifier: GPL-3.0-or-later
// Two answers to the same question compared field by field: a score report,
// a simulation. For tests that check one entry point against another.
#pragma once

#include "scoring/report.h"
#include "sim/simulator.h"

#include <QTest>

namespace bp::test {

inline void compareReports(const ScoreReport& a, const ScoreReport& b)
{
    QCOMPARE(a.pod, b.pod);
    QCOMPARE(a.nodeNames, b.nodeNames);
    QCOMPARE(a.selected, b.selected);
    QCOMPARE(a.nodes.size(), b.nodes.size());
    for (size_t i = 0; i < a.nodes.size(); ++i) {
        QCOMPARE(a.nodes[i].total, b.nodes[i].total);
        QCOMPARE(a.nodes[i].feasible, b.nodes[i].feasible);
        QCOMPARE(a.nodes[i].reasons, b.nodes[i].reasons);
    }
}

inline void comparePlacements(const SimulationResult& a, const SimulationResult& b)
{
    QCOMPARE(a.placements.size(), b.placements.size());
    for (size_t i = 0; i < a.placements.size(); ++i) {
        QCOMPARE(a.placements[i].pod, b.placements[i].pod);
        QCOMPARE(a.placements[i].node, b.placements[i].node);
        QCOMPARE(a.placements[i].total, b.placements[i].total);
        QCOMPARE(a.placements[i].reason, b.placements[i].reason);
    }
    QCOMPARE(a.metrics.nodesUsed, b.metrics.nodesUsed);
    QCOMPARE(a.metrics.emptyNodes, b.metrics.emptyNodes);
}

} // namespace bp::test
