// SPDX-License-Identifier: GPL-3.0-or-later
// One live computation: everything the charts show for a workspace, a profile
// and the pod under study. The core computes it in one go (bp::analyze), so
// that it can run on a worker thread; this layer only turns the core's words
// into the window's (QString, translated messages). No widget is touched.
#pragma once

#include "charts/node_breakdown.h"
#include "model/workspace.h"
#include "sim/analysis.h"
#include "sim/compare.h"

#include <QMetaType>
#include <QPair>
#include <QString>
#include <QVector>

#include <atomic>
#include <functional>
#include <memory>

namespace bp::ui {

// Profiles side by side (the Compare view's question): indexes into the
// workspace's profiles, and the options of every run.
struct CompareQuestion {
    std::vector<size_t> profiles;
    CompareOptions options;
    // Set: repackWorkspace() first, in this order (binpack-cli compare --repack
    // --repack-order); nullopt: the workspace as it is.
    std::optional<RepackOrder> repack;
};

struct LiveRequest {
    std::shared_ptr<const Workspace> workspace;
    int profileIndex = 0;
    QString pod;           // the pod under study ("web", "web-1"); empty: the first pending one
    QString selectedNode;  // the node explained and broken down; empty: the scheduler's pick
    bool simulate = true;  // also run the placement simulation of the pending queue
    uint64_t seed = 1;     // SimulationOptions::seed
    quint64 generation = 0; // set by LiveEngine::request()
    // Set: compare these profiles instead (pod, node and simulate are not used).
    std::optional<CompareQuestion> compare;
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
    // "Why doesn't this pack?" (bp::Analysis::packing and the nodes used
    // before and after its fixes, when the queue was simulated).
    PackingVerdict packing;
    std::optional<int64_t> nodesUsedBefore, nodesUsedAfter;

    // The pending queue simulated (`binpack-cli simulate`); null when not asked for.
    std::shared_ptr<const SimulationResult> simulation;
    // The profiles compared (`binpack-cli compare`); null unless asked for.
    std::shared_ptr<const CompareResult> comparison;
    // The workspace the comparison ran on: `workspace`, or its repack.
    std::shared_ptr<const Workspace> comparedWorkspace;

    bool superseded = false; // a newer request was already made when this was delivered
    double scoreMs = 0, simulateMs = 0, totalMs = 0;
};

using bp::pendingPodCount;

// Computes a request through bp::analyze (or bp::compareProfiles). Never
// throws: input problems (bp::InputError) and any other failure end up in
// LiveResult::error / scoreError. `cancel` and `progress` are passed to the
// simulator, which checks and reports between pods.
LiveResult computeLive(const LiveRequest& request, const std::atomic<bool>* cancel = nullptr,
    const std::function<void(int64_t done, int64_t total)>& progress = {});

// The window's form of the core's answers.
NodeBreakdown toBreakdown(const NodeResources& resources);
QVector<QPair<QString, double>> toShapeMarkers(const std::vector<ShapeMarker>& markers);

// The per-resource breakdown and the shape markers, from the cluster with only
// the bound pods on it (as `score` sees it). Exposed for tests.
NodeBreakdown computeBreakdown(const Workspace& ws, const Profile& profile, const std::string& pod,
    const std::string& node);
QVector<QPair<QString, double>> computeShapeMarkers(const Workspace& ws, const Profile& profile,
    const std::string& pod);

} // namespace bp::ui

Q_DECLARE_METATYPE(bp::ui::LiveResult)
