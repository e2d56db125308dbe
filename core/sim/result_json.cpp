// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/result_json.h"

#include "model/timestamp.h"

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

const char* const kScaleDownRefitNote
    = "cluster-autoscaler 1.34 re-fits the pods of a node it would remove with kube-scheduler 1.34's default "
      "filters, not with the profile under study: the nodes they move to are the first that fit, in node order";

void writeScaleDownSettingsJson(JsonWriter& w, const AutoscalerOptions& o)
{
    w.StartObject();
    w.Key("refit");
    w.String(kScaleDownRefitNote);
    w.Key("options");
    w.StartObject();
    w.Key("scaleDownUtilizationThreshold");
    writeNumber(w, o.utilizationThreshold);
    w.Key("scaleDownGpuUtilizationThreshold");
    writeNumber(w, o.gpuUtilizationThreshold);
    w.Key("ignoreDaemonsetsUtilization");
    w.Bool(o.ignoreDaemonSetsUtilization);
    w.Key("ignoreMirrorPodsUtilization");
    w.Bool(o.ignoreMirrorPodsUtilization);
    w.Key("skipNodesWithSystemPods");
    w.Bool(o.skipNodesWithSystemPods);
    w.Key("skipNodesWithLocalStorage");
    w.Bool(o.skipNodesWithLocalStorage);
    w.Key("skipNodesWithCustomControllerPods");
    w.Bool(o.skipNodesWithCustomControllerPods);
    w.Key("expendablePodsPriorityCutoff");
    w.Int(o.expendablePodsPriorityCutoff);
    w.Key("blockingSystemPodDisruptionTimeoutSeconds");
    w.Int64(o.blockingSystemPodDisruptionTimeout);
    w.Key("now");
    if (o.now)
        writeString(w, formatRfc3339(Timestamp { *o.now, 0 }));
    else
        w.Null();
    w.EndObject();
    w.EndObject();
}

void writeScaleDownJson(JsonWriter& w, const ScaleDownResult& r, const ScaleDownResult* first)
{
    w.StartObject();
    const auto count = [&](const char* key, int64_t v) {
        w.Key(key);
        w.Int64(v);
    };
    count("nodesBefore", static_cast<int64_t>(r.nodes.size()));
    count("removableEmpty", r.removableEmpty);
    count("removableDrained", r.removableDrained);
    count("kept", r.kept);
    count("nodesAfter", r.nodesAfter());
    count("podsMoved", r.podsMoved);
    count("pendingIgnored", r.pendingIgnored);
    count("expendableIgnored", r.expendableIgnored);
    count("spreadRefits", r.spreadRefits);
    w.Key("keptBy");
    w.StartObject();
    for (const UnremovableReason reason : kKeptReasons)
        if (const int64_t n = keptBy(r, reason))
            count(unremovableReasonName(reason), n);
    w.EndObject();
    if (r.cost) {
        const ClusterCost& c = *r.cost;
        w.Key("cost");
        w.StartObject();
        w.Key("currency");
        writeString(w, c.currency);
        // Sums of prices carry binary noise (0.192 * 3 + 0.096 is not
        // 0.672 in doubles): hourly amounts to a millionth, monthly ones to
        // a hundredth, as money is read.
        const std::pair<const char*, double> amounts[] = { { "hourlyBefore", roundMoney(c.hourlyBefore, 6) },
            { "hourlyAfter", roundMoney(c.hourlyAfter, 6) }, { "monthlyBefore", roundMoney(c.monthlyBefore(), 2) },
            { "monthlyAfter", roundMoney(c.monthlyAfter(), 2) },
            { "monthlySaved", roundMoney(c.monthlyBefore() - c.monthlyAfter(), 2) } };
        for (const auto& [key, value] : amounts) {
            w.Key(key);
            writeNumber(w, value);
        }
        if (first && first->cost) {
            w.Key("monthlySavingVsFirst");
            writeNumber(w, roundMoney(first->cost->monthlyAfter() - c.monthlyAfter(), 2));
        }
        w.Key("unpricedNodes");
        w.Int64(c.unpricedNodes);
        w.EndObject();
    }
    w.Key("nodes");
    w.StartArray();
    for (const NodeScaleDown& n : r.nodes) {
        w.StartObject();
        w.Key("name");
        writeString(w, n.name);
        w.Key("utilization");
        if (n.utilization.failed)
            w.Null();
        else
            writeNumber(w, n.utilization.utilization);
        w.Key("resource");
        writeString(w, n.utilization.resource);
        w.Key("removable");
        w.Bool(n.removable);
        if (n.removable) {
            w.Key("empty");
            w.Bool(n.empty);
            w.Key("risky");
            w.Bool(n.risky);
            w.Key("daemonSetPods");
            w.Int64(n.daemonSetPods);
            w.Key("moves");
            w.StartArray();
            for (const PodMove& m : n.moves) {
                w.StartObject();
                w.Key("pod");
                writeString(w, m.pod);
                w.Key("to");
                writeString(w, m.toName);
                w.EndObject();
            }
            w.EndArray();
        } else {
            w.Key("reason");
            w.String(unremovableReasonName(n.reason));
            if (n.reason == UnremovableReason::BlockedByPod) {
                w.Key("blockingPod");
                writeString(w, n.blockingPod);
                w.Key("blockingReason");
                w.String(blockingReasonName(n.blockingReason));
            }
            if (n.reason == UnremovableReason::NoPlaceToMovePods) {
                w.Key("unplacedPod");
                writeString(w, n.unplacedPod);
            }
        }
        w.EndObject();
    }
    w.EndArray();
    w.EndObject();
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
