// SPDX-License-Identifier: GPL-3.0-or-later
// One live computation: everything the charts show for a workspace, a profile
// and the pod under study, computed by the core in one go so that it can run
// on a worker thread. Plain data in, plain data out; no widget is touched.
#pragma once

#include "charts/node_breakdown.h"
#include "model/workspace.h"
#include "scoring/report.h"
#include "sim/simulator.h"

#include <QMetaType>
#include <QPair>
#include <QString>
#include <QVector>

#include <atomic>
#include <memory>

namespace bp::ui {

struct LiveRequest {
    std::shared_ptr<const Workspace> workspace;
    int profileIndex = 0;
    QString pod;           // the pod under study ("web", "web-1"); empty: the first pending one
    QString selectedNode;  // the node explained and broken down; empty: the scheduler's pick
    bool simulate = true;  // also run the placement simulation of the pending queue
    uint64_t seed = 1;     // SimulationOptions::seed
    quint64 generation = 0; // set by LiveEngine::request()
};

struct LiveResult {
    quint64 generation = 0;
    bool ok = false;       // false: `error` says why nothing could be computed
    QString error;
    std::shared_ptr<const Workspace> workspace; // what this was computed from
    int profileIndex = 0;

    // The pod under study scored against every node (`binpack-cli score`).
    bool hasReport = false;
    ScoreReport report;
    QString scoreError;          // why there is no report (no pending pod, unknown pod name)
    QString selectedNode;        // the node explained / broken down ("" when none)
    QString explanation;         // explainScore() for selectedNode
    NodeBreakdown breakdown;     // the same node, resource by resource
    // Where each node's utilization falls on the RequestedToCapacityRatio shape:
    // one entry per (node, shape-scored resource), label "node · resource",
    // utilization as the scheduler feeds the shape (integer percent, 0..100).
    // Empty unless NodeResourcesFit scores with RequestedToCapacityRatio.
    QVector<QPair<QString, double>> shapeMarkers;

    // The pending queue simulated (`binpack-cli simulate`); null when not asked for.
    std::shared_ptr<const SimulationResult> simulation;

    bool superseded = false; // a newer request was already made when this was delivered
    double scoreMs = 0, simulateMs = 0, totalMs = 0;
};

// Number of pending pods (replicas counted) in a workspace.
int64_t pendingPodCount(const Workspace& ws);

// Computes a request. Never throws: input problems (bp::InputError) and any
// other failure end up in LiveResult::error / scoreError. `cancel` is passed
// to the simulator, which stops between pods when it becomes true.
LiveResult computeLive(const LiveRequest& request, const std::atomic<bool>* cancel = nullptr);

// The per-resource breakdown and the shape markers, from the cluster with only
// the bound pods on it (as `score` sees it). Exposed for tests.
NodeBreakdown computeBreakdown(const Workspace& ws, const Profile& profile, const std::string& pod,
    const std::string& node);
QVector<QPair<QString, double>> computeShapeMarkers(const Workspace& ws, const Profile& profile,
    const std::string& pod);

} // namespace bp::ui

Q_DECLARE_METATYPE(bp::ui::LiveResult)
