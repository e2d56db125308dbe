// SPDX-License-Identifier: GPL-3.0-or-later
// score, simulate and explain.
#include "common.h"
#include "scoring/report.h"
#include "sim/result_json.h"
#include "sim/simulator.h"

namespace bp::cli {

namespace {

const char* kScoreUsage = R"(Usage: binpack-cli score WS [--profile P] [--pod NAME] [-o table|json]

Scores one pod (default: the first pending one) against every node, with only
the bound pods on the nodes. A bound pod is scored as if it were created
again now: taken off its node first, so its own requests are not counted
there twice ("boundTo" names that node). Every node is scored, feasible or
not, as the plugins themselves would score it; "selected" is the node the
scheduler picks.
When kube-scheduler's int64 arithmetic wraps around and a plugin's score
leaves [0, 100], the scheduling cycle fails: "error" says with which message.

Options:
  --profile P      the profile to use (default: the first)
  --pod NAME       the pod, or a replica such as web-2
  -o, --output F   table (default) or json
  -h, --help       this help
Exit codes: 0 success, 1 invalid input, 2 wrong usage.
)";

const char* kSimulateUsage = R"(Usage: binpack-cli simulate WS [--profile P] [--seed N] [--tie-break random|first]
                            [--reference] [--repack [--repack-order O]]
                            [--scale-down [cluster-autoscaler flags]] [-o table|json]

Schedules every pending pod in file order: filter, score, pick the best total,
bind, next. Ties between equal totals are broken uniformly at random from the
seed (default 1, so runs repeat) or by taking the first node.

Options:
  --profile P         the profile to use (default: the first)
  --seed N            random seed for tie-breaking (default 1)
  --tie-break MODE    random (default) or first
  --reference         re-score every node for every pod (the plain loop the
                      fast path is checked against; same placements, slower)
)"
BP_REPACK_HELP
BP_SCALE_DOWN_HELP
R"(  -o, --output F      table (default) or json
  -h, --help          this help
Exit codes: 0 success, 1 invalid input, 2 wrong usage.
)";

const char* kExplainUsage = R"(Usage: binpack-cli explain WS --node N [--pod NAME] [--profile P]

Prints the computation of one node's score step by step (requested + used,
allocatable, utilization, shape lookup, weights, rounding), in the style of
the Kubernetes documentation's worked example.

Options:
  --node N         the node (required)
  --pod NAME       the pod (default: the first pending one); a bound pod is
                   taken off its node first, as if it were created again now
  --profile P      the profile to use (default: the first)
  -h, --help       this help
Exit codes: 0 success, 1 invalid input, 2 wrong usage.
)";

void writeScoreJson(const ScoreReport& rep, Io io)
{
    rapidjson::StringBuffer buf;
    JsonWriter w(buf);
    w.SetIndent(' ', 2);
    w.StartObject();
    w.Key("profile");
    writeString(w, rep.profile);
    w.Key("pod");
    writeString(w, rep.pod);
    if (!rep.boundTo.empty()) {
        w.Key("boundTo");
        writeString(w, rep.boundTo);
    }
    w.Key("nodes");
    w.StartArray();
    for (size_t i = 0; i < rep.nodes.size(); ++i) {
        const NodeScore& n = rep.nodes[i];
        w.StartObject();
        w.Key("name");
        writeString(w, rep.nodeNames[i]);
        w.Key("feasible");
        w.Bool(n.feasible);
        w.Key("reasons");
        w.StartArray();
        for (const auto& r : n.reasons)
            writeString(w, r);
        w.EndArray();
        w.Key("plugins");
        w.StartObject();
        for (const auto& p : n.plugins) {
            writeString(w, std::string(p.plugin));
            if (p.score)
                writeNumber(w, *p.score);
            else
                w.Null();
        }
        w.EndObject();
        w.Key("total");
        writeNumber(w, n.total);
        w.EndObject();
    }
    w.EndArray();
    w.Key("selected");
    if (rep.selected)
        writeString(w, rep.nodeNames[static_cast<size_t>(*rep.selected)]);
    else
        w.Null();
    if (!rep.error.empty()) { // the framework refused a score (int64 wrap-around)
        w.Key("error");
        writeString(w, rep.error);
    }
    w.EndObject();
    io.out << finish(buf);
}

void writeScoreTable(const ScoreReport& rep, Io io)
{
    io.out << "Profile " << terminalText(rep.profile) << ", pod " << terminalText(rep.pod) << "\n";
    if (!rep.boundTo.empty())
        io.out << "The pod is bound to " << terminalText(rep.boundTo)
               << "; it is scored as if it were created again now, without its own requests on that node.\n";
    std::vector<std::string> header { "NODE", "FITS" };
    for (const auto& p : rep.pluginNames)
        header.push_back(p);
    header.push_back("TOTAL");
    header.push_back("NOTE");
    Table t(header);
    for (size_t i = 0; i < rep.nodes.size(); ++i) {
        const NodeScore& n = rep.nodes[i];
        std::vector<std::string> row { rep.nodeNames[i], n.feasible ? "yes" : "no" };
        for (size_t j = 0; j < n.plugins.size(); ++j) {
            const PluginResult& p = n.plugins[j];
            const bool other = j + rep.otherPlugins >= n.plugins.size();
            // The other plugins do not score a node the filters refused.
            row.push_back(p.score ? shortestNumber(*p.score) + (p.weight != 1 ? " ×" + std::to_string(p.weight) : "")
                    : other && !n.feasible ? "-"
                                           : "skip");
        }
        row.push_back(shortestNumber(n.total));
        std::string note;
        if (rep.selected && static_cast<size_t>(*rep.selected) == i)
            note = "selected";
        for (const auto& r : n.reasons)
            note += (note.empty() ? "" : "; ") + r;
        row.push_back(note);
        t.add(row);
    }
    t.print(io.out);
    if (!rep.error.empty())
        io.out << "The scheduling cycle fails: " << terminalText(rep.error) << "\n";
    else if (!rep.selected)
        io.out << "No node fits this pod.\n";
}

} // namespace

int cmdScore(const std::vector<std::string>& argv, Io io)
{
    Args args({ { "--profile", "" }, { "--pod", "" }, { "--output", "-o" } });
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli score: " << err << "\n";
        return usage(io, kScoreUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kScoreUsage, true);
    bool json = false;
    if (!outputFormat(args, &json, io))
        return kUsage;
    if (args.positional().size() != 1) {
        io.err << "binpack-cli score: expected exactly one workspace file\n";
        return usage(io, kScoreUsage, false);
    }
    Workspace ws;
    if (!loadWorkspace(args.positional()[0], &ws, io))
        return kInvalidInput;
    const Profile* profile = chooseProfile(ws, args.value("--profile"), io);
    if (!profile)
        return kInvalidInput;
    return guarded(io, [&] {
        ScoreReport rep = scorePod(ws, *profile, args.value("--pod"));
        if (json)
            writeScoreJson(rep, io);
        else
            writeScoreTable(rep, io);
        return kOk;
    });
}

void printMetricsTable(const Metrics& m, Io io)
{
    io.out << "Scheduled " << m.scheduled << ", unschedulable " << m.unschedulable << "; nodes used " << m.nodesUsed
           << ", empty nodes " << m.emptyNodes << "\n";
    for (const auto& [r, c] : m.unschedulableReasons)
        io.out << "  " << c << " pod(s): " << terminalText(r) << "\n";
    Table t({ "RESOURCE", "MEAN", "MIN", "MAX", "STDDEV", "STRANDED" });
    for (const auto& r : m.resources)
        t.add({ r.resource, formatPercent(r.mean), formatPercent(r.min), formatPercent(r.max), formatPercent(r.stddev),
            readableAmount(r.resource, r.stranded) });
    t.print(io.out);
    if (!m.largestPendingShape.empty())
        io.out << "Stranded: free capacity on nodes where the largest pending pod shape ("
               << terminalText(m.largestPendingShape) << ") no longer fits.\n";
}

int cmdSimulate(const std::vector<std::string>& argv, Io io)
{
    std::vector<Args::Spec> specs { { "--profile", "" }, { "--seed", "" }, { "--tie-break", "" },
        { "--reference", "", false }, { "--repack", "", false }, { "--repack-order", "" }, { "--output", "-o" } };
    for (Args::Spec& s : scaleDownSpecs())
        specs.push_back(std::move(s));
    Args args(std::move(specs));
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli simulate: " << err << "\n";
        return usage(io, kSimulateUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kSimulateUsage, true);
    bool json = false;
    if (!outputFormat(args, &json, io))
        return kUsage;
    if (args.positional().size() != 1) {
        io.err << "binpack-cli simulate: expected exactly one workspace file\n";
        return usage(io, kSimulateUsage, false);
    }
    SimulationOptions opt;
    if (!parseSimulationChoices(args, "simulate", &opt, io))
        return kUsage;
    std::optional<RepackOrder> repackOrder;
    if (!parseRepack(args, "simulate", &repackOrder, io))
        return kUsage;
    std::optional<AutoscalerOptions> scaleDownOptions;
    if (!parseScaleDown(args, "simulate", &scaleDownOptions, io))
        return kUsage;
    opt.reference = args.has("--reference");
    Workspace ws;
    if (!loadWorkspace(args.positional()[0], &ws, io))
        return kInvalidInput;
    std::optional<RepackSummary> repack;
    applyRepack(repackOrder, &ws, &repack);
    const Profile* profile = chooseProfile(ws, args.value("--profile"), io);
    if (!profile)
        return kInvalidInput;
    return guarded(io, [&] {
        SimulationResult r = simulate(ws, *profile, opt);
        const auto& st = r.finalState;
        std::optional<ScaleDownResult> scaleDown;
        if (scaleDownOptions)
            scaleDown = analyzeScaleDown(ws, r, *scaleDownOptions);
        if (json) {
            rapidjson::StringBuffer buf;
            JsonWriter w(buf);
            w.SetIndent(' ', 2);
            w.StartObject();
            w.Key("profile");
            writeString(w, r.profile);
            if (repack) {
                w.Key("repack");
                writeRepackJson(w, *repack);
            }
            w.Key("placements");
            w.StartArray();
            for (const auto& p : r.placements) {
                w.StartObject();
                w.Key("pod");
                writeString(w, p.pod);
                w.Key("node");
                if (p.node >= 0)
                    writeString(w, st.nodeNames[static_cast<size_t>(p.node)]);
                else
                    w.Null();
                if (p.node >= 0) {
                    w.Key("total");
                    writeNumber(w, p.total);
                } else {
                    w.Key("reason");
                    writeString(w, p.reason);
                }
                w.EndObject();
            }
            w.EndArray();
            w.Key("nodes");
            writeNodesJson(w, r);
            w.Key("metrics");
            writeMetricsJson(w, r);
            if (scaleDown) {
                w.Key("scaleDownSettings");
                writeScaleDownSettingsJson(w, scaleDown->options);
                w.Key("scaleDown");
                writeScaleDownJson(w, *scaleDown);
            }
            w.EndObject();
            io.out << finish(buf);
        } else {
            if (repack)
                io.out << repackLine(*repack);
            io.out << "Profile " << terminalText(r.profile) << "\n";
            Table t({ "POD", "NODE", "TOTAL", "REASON" });
            for (const auto& p : r.placements)
                t.add({ p.pod, p.node >= 0 ? st.nodeNames[static_cast<size_t>(p.node)] : "-",
                    p.node >= 0 ? shortestNumber(p.total) : "-", p.reason });
            t.print(io.out);
            io.out << "\n";
            Table nodes({ "NODE", "PODS", "CPU", "MEMORY" });
            for (size_t i = 0; i < st.nodes.size(); ++i) {
                const auto& n = st.nodes[i];
                auto util = [&](int k) {
                    const size_t ku = static_cast<size_t>(k);
                    return n.allocatable[ku] > 0
                        ? formatPercent(static_cast<double>(n.requested[ku]) / static_cast<double>(n.allocatable[ku]))
                        : std::string("-");
                };
                nodes.add({ st.nodeNames[i], std::to_string(n.podCount), util(kCpu), util(kMemory) });
            }
            nodes.print(io.out);
            io.out << "\n";
            printMetricsTable(r.metrics, io);
            if (scaleDown)
                printScaleDown({ r.profile }, { *scaleDown }, io);
        }
        return kOk;
    });
}

int cmdExplain(const std::vector<std::string>& argv, Io io)
{
    Args args({ { "--profile", "" }, { "--pod", "" }, { "--node", "" } });
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli explain: " << err << "\n";
        return usage(io, kExplainUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kExplainUsage, true);
    if (args.positional().size() != 1 || !args.value("--node")) {
        io.err << "binpack-cli explain: expected one workspace file and --node N\n";
        return usage(io, kExplainUsage, false);
    }
    Workspace ws;
    if (!loadWorkspace(args.positional()[0], &ws, io))
        return kInvalidInput;
    const Profile* profile = chooseProfile(ws, args.value("--profile"), io);
    if (!profile)
        return kInvalidInput;
    return guarded(io, [&] {
        io.out << terminalText(explainScore(ws, *profile, *args.value("--node"), args.value("--pod")));
        return kOk;
    });
}

} // namespace bp::cli
