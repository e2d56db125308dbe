// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/result_json.h"

namespace bp {

void writeMetricsJson(JsonWriter& w, const SimulationResult& run)
{
    const Metrics& m = run.metrics;
    w.StartObject();
    w.Key("scheduled");
    w.Int64(m.scheduled);
    w.Key("unschedulable");
    w.Int64(m.unschedulable);
    w.Key("nodesUsed");
    w.Int64(m.nodesUsed);
    w.Key("emptyNodes");
    w.Int64(m.emptyNodes);
    w.Key("unschedulableReasons");
    w.StartObject();
    for (const auto& [reason, count] : m.unschedulableReasons) {
        writeString(w, reason);
        w.Int64(count);
    }
    w.EndObject();
    w.Key("largestPendingShape");
    writeString(w, m.largestPendingShape);
    w.Key("resources");
    w.StartObject();
    for (const auto& r : m.resources) {
        writeString(w, r.resource);
        w.StartObject();
        w.Key("mean");
        writeNumber(w, r.mean);
        w.Key("min");
        writeNumber(w, r.min);
        w.Key("max");
        writeNumber(w, r.max);
        w.Key("stddev");
        writeNumber(w, r.stddev);
        w.Key("allocatable");
        w.Int64(r.allocatable);
        w.Key("requested");
        w.Int64(r.requested);
        w.Key("stranded");
        w.Int64(r.stranded);
        w.EndObject();
    }
    w.EndObject();
    w.Key("fragmentation");
    writeNumber(w, m.fragmentation);
    w.Key("fitShape");
    writeString(w, m.fitShape);
    w.Key("additionalFit");
    w.Int64(m.additionalFit);
    w.Key("percentageOfNodesToScore");
    if (run.percentageOfNodesToScore)
        w.Int(*run.percentageOfNodesToScore);
    else
        w.Null();
    w.Key("nodesScored");
    w.Int64(run.nodesScored);
    w.Key("cancelled");
    w.Bool(run.cancelled);
    w.EndObject();
}

void writeNodesJson(JsonWriter& w, const SimulationResult& run)
{
    const ClusterState& st = run.finalState;
    w.StartArray();
    for (size_t i = 0; i < st.nodes.size(); ++i) {
        const NodeState& n = st.nodes[i];
        w.StartObject();
        w.Key("name");
        writeString(w, st.nodeNames[i]);
        w.Key("pods");
        w.Int64(n.podCount);
        w.Key("utilization");
        w.StartObject();
        for (int r = 0; r < st.resources.size(); ++r) {
            const auto k = static_cast<size_t>(r);
            if (r == kPods || k >= n.allocatable.size() || n.allocatable[k] <= 0)
                continue;
            writeString(w, st.resources.name(r));
            writeNumber(w, static_cast<double>(n.requested[k]) / static_cast<double>(n.allocatable[k]));
        }
        w.EndObject();
        w.EndObject();
    }
    w.EndArray();
}

void writeRepackJson(JsonWriter& w, const RepackSummary& repack)
{
    w.StartObject();
    w.Key("order");
    w.String(repackOrderName(repack.order));
    w.Key("moved");
    w.Int64(repack.moved);
    w.Key("stayed");
    w.Int64(repack.stayed);
    w.Key("pending");
    w.Int64(repack.pending);
    w.Key("undated");
    w.Int64(repack.undated);
    w.EndObject();
}

} // namespace bp
