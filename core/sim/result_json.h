// SPDX-License-Identifier: GPL-3.0-or-later
// A simulation's figures as JSON: the objects `simulate -o json` and
// `compare -o json` print (one implementation, so the two always agree).
#pragma once

#include "io/json_writer.h"
#include "sim/compare.h"
#include "sim/simulator.h"

namespace bp {

// {"scheduled": ..., "unschedulable": ..., "nodesUsed": ..., "emptyNodes": ...,
//  "unschedulableReasons": {...}, "largestPendingShape": ..., "resources": {...},
//  "fragmentation": ..., "fitShape": ..., "additionalFit": ...,
//  "percentageOfNodesToScore": n|null, "nodesScored": ..., "cancelled": ...}
void writeMetricsJson(JsonWriter& w, const SimulationResult& run);

// [{"name": ..., "pods": n, "utilization": {"cpu": 0.375, ...}}, ...]:
// requested / allocatable of every resource the node offers.
void writeNodesJson(JsonWriter& w, const SimulationResult& run);

// {"order": "file", "moved": n, "stayed": n, "pending": n}: a repack's queue.
void writeRepackJson(JsonWriter& w, const RepackSummary& repack);

// What a scale-down analysis ran with: {"refit": "...", "options":
// {"scaleDownUtilizationThreshold": 0.5, ...}} (the flags by their
// cluster-autoscaler names, camel-cased).
void writeScaleDownSettingsJson(JsonWriter& w, const AutoscalerOptions& options);
// One profile's analysis: {"nodesBefore", "removableEmpty",
// "removableDrained", "kept", "nodesAfter", "podsMoved", "pendingIgnored",
// "expendableIgnored", "spreadRefits", "keptBy": {"NotUnderutilized": n,
// ...}, "nodes": [{"name", "utilization", "resource", "removable", ...}]}.
// With a price table, a "cost" object too: {"currency", "hourlyBefore",
// "hourlyAfter", "monthlyBefore", "monthlyAfter", "monthlySaved",
// "unpricedNodes"}, and "monthlySavingVsFirst" (this profile's monthly cost
// after the scale-down below the first profile's) when `first` is given.
void writeScaleDownJson(JsonWriter& w, const ScaleDownResult& result, const ScaleDownResult* first = nullptr);

// The sentence every scale-down output carries: which scheduler re-fits.
extern const char* const kScaleDownRefitNote;

} // namespace bp
