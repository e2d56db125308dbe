// SPDX-License-Identifier: GPL-3.0-or-later
// Comparison data out: CSV for spreadsheets, JSON for scripts.
#include "sim/compare.h"
#include "sim/result_json.h"
#include "util/number_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

namespace bp {

namespace {

std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\r\n") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

// Resource names over all runs, in first-seen order.
std::vector<std::string> resourceNames(const CompareResult& r)
{
    std::vector<std::string> names;
    for (const auto& run : r.runs)
        for (const auto& s : run.metrics.resources)
            if (std::find(names.begin(), names.end(), s.resource) == names.end())
                names.push_back(s.resource);
    return names;
}

const ResourceStats* statsOf(const Metrics& m, const std::string& resource)
{
    for (const auto& s : m.resources)
        if (s.resource == resource)
            return &s;
    return nullptr;
}

void writeTimeline(JsonWriter& w, const SimulationResult& run)
{
    w.StartObject();
    w.Key("placed");
    w.StartArray();
    for (const auto& p : run.timeline)
        w.Int64(p.placed);
    w.EndArray();
    w.Key("nodesUsed");
    w.StartArray();
    for (const auto& p : run.timeline)
        w.Int64(p.nodesUsed);
    w.EndArray();
    w.Key("fragmentation");
    w.StartArray();
    for (const auto& p : run.timeline)
        writeNumber(w, p.fragmentation);
    w.EndArray();
    w.EndObject();
}

} // namespace

std::string compareToCsv(const CompareResult& r)
{
    std::string out = "metric";
    for (const auto& run : r.runs) {
        out += ',';
        out += csvField(run.profile);
    }
    out += "\n";
    auto row = [&](const std::string& name, const std::function<std::string(const SimulationResult&)>& cell) {
        out += csvField(name);
        for (const auto& run : r.runs) {
            out += ',';
            out += csvField(cell(run));
        }
        out += "\n";
    };
    auto integer = [](int64_t v) { return std::to_string(v); };
    row("scheduled", [&](const SimulationResult& s) { return integer(s.metrics.scheduled); });
    row("unschedulable", [&](const SimulationResult& s) { return integer(s.metrics.unschedulable); });
    row("nodesUsed", [&](const SimulationResult& s) { return integer(s.metrics.nodesUsed); });
    row("emptyNodes", [&](const SimulationResult& s) { return integer(s.metrics.emptyNodes); });
    row("largestPendingShape", [](const SimulationResult& s) { return s.metrics.largestPendingShape; });
    row("fragmentation", [](const SimulationResult& s) { return shortestNumber(s.metrics.fragmentation); });
    row("fitShape", [](const SimulationResult& s) { return s.metrics.fitShape; });
    row("additionalFit", [&](const SimulationResult& s) { return integer(s.metrics.additionalFit); });
    row("percentageOfNodesToScore", [](const SimulationResult& s) {
        return s.percentageOfNodesToScore ? std::to_string(*s.percentageOfNodesToScore) : std::string("off");
    });
    row("nodesScored", [&](const SimulationResult& s) { return integer(s.nodesScored); });
    for (const auto& res : resourceNames(r)) {
        using Get = double (*)(const ResourceStats&);
        const std::pair<const char*, Get> stats[] = {
            { "mean", [](const ResourceStats& s) { return s.mean; } },
            { "min", [](const ResourceStats& s) { return s.min; } },
            { "max", [](const ResourceStats& s) { return s.max; } },
            { "stddev", [](const ResourceStats& s) { return s.stddev; } },
            { "allocatable", [](const ResourceStats& s) { return static_cast<double>(s.allocatable); } },
            { "requested", [](const ResourceStats& s) { return static_cast<double>(s.requested); } },
            { "stranded", [](const ResourceStats& s) { return static_cast<double>(s.stranded); } },
        };
        for (const auto& [key, get] : stats)
            row(res + "." + key, [&, get = get](const SimulationResult& s) {
                const ResourceStats* rs = statsOf(s.metrics, res);
                return rs ? shortestNumber(get(*rs)) : std::string();
            });
    }
    if (r.hasScaleDown()) {
        // Index of a run in r.runs, for its analysis.
        const auto analysis = [&](const SimulationResult& s) -> const ScaleDownResult& {
            return r.scaleDown[static_cast<size_t>(&s - r.runs.data())];
        };
        using Count = int64_t (*)(const ScaleDownResult&);
        const std::pair<const char*, Count> counts[] = {
            { "scaleDown.nodesBefore", [](const ScaleDownResult& d) { return static_cast<int64_t>(d.nodes.size()); } },
            { "scaleDown.removableEmpty", [](const ScaleDownResult& d) { return d.removableEmpty; } },
            { "scaleDown.removableDrained", [](const ScaleDownResult& d) { return d.removableDrained; } },
            { "scaleDown.nodesAfter", [](const ScaleDownResult& d) { return d.nodesAfter(); } },
            { "scaleDown.podsMoved", [](const ScaleDownResult& d) { return d.podsMoved; } },
        };
        for (const auto& [key, get] : counts)
            row(key, [&, get = get](const SimulationResult& s) {
                return s.cancelled ? std::string() : integer(get(analysis(s)));
            });
        for (const UnremovableReason reason : kKeptReasons)
            row(std::string("scaleDown.keptBy.") + unremovableReasonName(reason), [&](const SimulationResult& s) {
                return s.cancelled ? std::string() : integer(keptBy(analysis(s), reason));
            });
        if (r.scaleDown.front().cost) {
            const ScaleDownResult& first = r.scaleDown.front();
            using Amount = double (*)(const ClusterCost&, const ClusterCost&);
            const std::pair<const char*, Amount> amounts[] = {
                { "scaleDown.monthlyCostBefore", [](const ClusterCost& c, const ClusterCost&) { return c.monthlyBefore(); } },
                { "scaleDown.monthlyCostAfter", [](const ClusterCost& c, const ClusterCost&) { return c.monthlyAfter(); } },
                { "scaleDown.monthlySavingVsFirst",
                    [](const ClusterCost& c, const ClusterCost& f) { return f.monthlyAfter() - c.monthlyAfter(); } },
            };
            for (const auto& [key, get] : amounts)
                row(key, [&, get = get](const SimulationResult& s) {
                    const ScaleDownResult& a = analysis(s);
                    return s.cancelled || !a.cost ? std::string()
                                                  : shortestNumber(roundMoney(get(*a.cost, *first.cost), 2));
                });
            row("scaleDown.currency", [&](const SimulationResult&) { return first.cost->currency; });
        }
    }
    std::vector<std::string> reasons;
    for (const auto& run : r.runs)
        for (const auto& entry : run.metrics.unschedulableReasons)
            if (std::find(reasons.begin(), reasons.end(), entry.first) == reasons.end())
                reasons.push_back(entry.first);
    std::sort(reasons.begin(), reasons.end());
    for (const auto& reason : reasons)
        row("unschedulableReasons." + reason, [&](const SimulationResult& s) {
            auto it = s.metrics.unschedulableReasons.find(reason);
            return std::to_string(it == s.metrics.unschedulableReasons.end() ? 0 : it->second);
        });
    return out;
}

std::string compareNodesToCsv(const CompareResult& r)
{
    // Columns: every resource some node has (pods aside), in first-seen order.
    std::vector<std::string> resources;
    for (const auto& run : r.runs)
        for (int i = 0; i < run.finalState.resources.size(); ++i) {
            const std::string& name = run.finalState.resources.name(i);
            const auto k = static_cast<size_t>(i);
            const bool present = std::any_of(run.finalState.nodes.begin(), run.finalState.nodes.end(),
                [&](const NodeState& n) { return k < n.allocatable.size() && n.allocatable[k] > 0; });
            if (i != kPods && present && std::find(resources.begin(), resources.end(), name) == resources.end())
                resources.push_back(name);
        }
    std::string out = "profile,node,pods";
    for (const auto& res : resources) {
        out += ',';
        out += csvField(res);
    }
    out += "\n";
    for (const auto& run : r.runs) {
        const ClusterState& st = run.finalState;
        for (size_t i = 0; i < st.nodes.size(); ++i) {
            const NodeState& n = st.nodes[i];
            out += csvField(run.profile);
            out += ',';
            out += csvField(st.nodeNames[i]);
            out += ',';
            out += std::to_string(n.podCount);
            for (const auto& res : resources) {
                out += ",";
                const int idx = st.resources.indexOf(res);
                const auto k = static_cast<size_t>(idx);
                if (idx >= 0 && k < n.allocatable.size() && n.allocatable[k] > 0)
                    out += shortestNumber(static_cast<double>(n.requested[k]) / static_cast<double>(n.allocatable[k]));
            }
            out += "\n";
        }
    }
    return out;
}

std::string compareToJson(const CompareResult& r, const CompareJsonOptions& options)
{
    rapidjson::StringBuffer buf;
    JsonWriter w(buf);
    w.SetIndent(' ', 2);
    w.StartObject();
    if (r.repack) {
        w.Key("repack");
        writeRepackJson(w, *r.repack);
    }
    const bool scaleDown = r.hasScaleDown();
    if (scaleDown) {
        w.Key("scaleDownSettings");
        writeScaleDownSettingsJson(w, r.scaleDown.front().options);
    }
    w.Key("profiles");
    w.StartArray();
    for (size_t i = 0; i < r.runs.size(); ++i) {
        const SimulationResult& run = r.runs[i];
        w.StartObject();
        w.Key("name");
        writeString(w, run.profile);
        w.Key("metrics");
        writeMetricsJson(w, run);
        if (options.nodes) {
            w.Key("nodes");
            writeNodesJson(w, run);
        }
        if (options.timeline && !run.timeline.empty()) {
            w.Key("timeline");
            writeTimeline(w, run);
        }
        if (scaleDown && !run.cancelled) {
            w.Key("scaleDown");
            writeScaleDownJson(w, r.scaleDown[i], &r.scaleDown.front());
        }
        w.EndObject();
    }
    w.EndArray();
    w.EndObject();
    return std::string(buf.GetString(), buf.GetSize()) + "\n";
}

} // namespace bp
