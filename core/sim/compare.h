// SPDX-License-Identifier: GPL-3.0-or-later
// Compare: the same pending queue on the same cluster under 2-4 profiles
// (kube-scheduler and Volcano ones mixed freely), side by side.
#pragma once

#include "sim/scale_down.h"
#include "sim/simulator.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bp {

struct CompareOptions {
    // Seed, tie-break, --reference, percentageOfNodesToScore, fitShape and
    // recordTimeline apply to every profile. `cancel` stops every run;
    // `progress` reports the sum over all runs (done, total) and is called
    // from worker threads, one call at a time.
    SimulationOptions simulation;
    // Run the profiles on worker threads at once (each run still scores a
    // new pod shape on both cores); false: one after the other.
    bool concurrent = true;
    // After each run, cluster-autoscaler's scale-down analysis of the
    // cluster it left (sim/scale_down.h), with these flags; nullopt: none.
    std::optional<AutoscalerOptions> scaleDown;
};

// Repack (issue 16): "if my running workload were scheduled under this
// profile, how many nodes would it need?" The bound pods are taken off their
// nodes and put in the queue, in the order chosen, before the pending pods
// (which keep their file order). Pods that belong to their node
// (staysOnItsNode) stay on it. Counts are pods, replicas included.
enum class RepackOrder {
    File,     // as the workspace lists them
    Creation, // metadata.creationTimestamp, oldest first; pods without one last
    Priority, // spec.priority, highest first (absent: 0), then by creation
};
// "file", "creation", "priority" (the CLI's --repack-order and the JSON).
const char* repackOrderName(RepackOrder order);
std::optional<RepackOrder> repackOrderFromName(std::string_view name);

struct RepackSummary {
    RepackOrder order = RepackOrder::File;
    int64_t moved = 0;   // bound pods put back in the queue
    int64_t stayed = 0;  // DaemonSet and static pods left on their nodes
    int64_t pending = 0; // pods that were pending already; they follow
    // Moved pods without a creationTimestamp (creation and priority orders
    // only): queued after the dated ones of their priority, in file order.
    int64_t undated = 0;
};
Workspace repackWorkspace(
    const Workspace& ws, RepackOrder order = RepackOrder::File, RepackSummary* summary = nullptr);

struct CompareResult {
    std::vector<SimulationResult> runs; // one per profile, in the order given
    std::optional<RepackSummary> repack; // set by the caller for a repack, written by compareToJson
    std::vector<ScaleDownResult> scaleDown; // one per run with CompareOptions::scaleDown, else empty
    bool hasScaleDown() const { return !runs.empty() && scaleDown.size() == runs.size(); }
    bool cancelled = false;             // some run stopped early: its figures are partial
    double seconds = 0;                 // wall time of the whole comparison
};

// Throws InputError when a profile (or the workspace) cannot be simulated;
// std::invalid_argument for an empty profile list or a null profile.
CompareResult compareProfiles(const Workspace& ws, const std::vector<const Profile*>& profiles,
    const CompareOptions& options = {});

// Side by side, one row per figure, one column per profile:
//   metric,binpack,spread
//   scheduled,20,20
//   nodesUsed,3,10
//   cpu.mean,0.8125,0.25
// Numbers in their shortest exact form; fields quoted as RFC 4180 requires.
std::string compareToCsv(const CompareResult& result);

// Per node and resource, for heat maps and spreadsheets:
//   profile,node,pods,cpu,memory,...   (utilization fractions; empty when the
//   node has none of that resource)
std::string compareNodesToCsv(const CompareResult& result);

struct CompareJsonOptions {
    bool nodes = false;    // per-node pods and utilization, as `simulate -o json` prints them
    bool timeline = false; // the placement timeline, when it was recorded
};

// {"profiles": [{"name": ..., "metrics": {...}}]}: the design's `compare -o json`
// shape; the metrics object holds the keys `simulate -o json` prints and more.
std::string compareToJson(const CompareResult& result, const CompareJsonOptions& options = {});

} // namespace bp
