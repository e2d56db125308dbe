// SPDX-License-Identifier: GPL-3.0-or-later
// compare: the same pending queue under 2-4 profiles.
#include "common.h"
#include "sim/compare.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace bp::cli {

namespace {

const char* kCompareUsage = R"(Usage: binpack-cli compare WS --profiles A,B[,C,D] [--seed N] [--tie-break random|first]
                           [--shape NAME] [--percentage-of-nodes-to-score N|adaptive]
                           [--reference] [--repack [--repack-order O]]
                           [--scale-down [cluster-autoscaler flags]] [-o table|json|csv]

Runs the same pending queue on the same cluster under each profile and shows
the results side by side: nodes used, empty nodes (what a cluster autoscaler
could remove: no pod, or only DaemonSet and static pods), unschedulable
pods, per-resource utilization, stranded
capacity, fragmentation and how many more pods of one shape would still fit.

  stranded        free capacity on nodes where the largest pending pod shape
                  no longer fits
  fragmentation   for each resource that shape requests, the share of the
                  free amount that is stranded; the mean over those resources
  more ... fit    Σ over nodes of how many more pods of the shape fit there
                  (min over its requests of free/request, capped by free pod
                  slots): a node-local upper bound, the pods are not placed

Options:
  --profiles LIST     2 to 4 profile names, comma-separated; or repeat the
                      option, one name each (for names that hold a comma)
  --seed N            random seed for tie-breaking (default 1)
  --tie-break MODE    random (default) or first
  --shape NAME        the pod whose shape "more ... fit" counts (default: the
                      largest pending shape)
  --percentage-of-nodes-to-score N|adaptive
                      score only part of the nodes, as kube-scheduler does on
                      large clusters: filter from a rotating start until
                      N % of the nodes (at least 100) are feasible, score those.
                      "adaptive" (or 0) is upstream's default, 50 - nodes/125
                      percent, at least 5 %. A profile's own
                      percentageOfNodesToScore wins. Off by default: every
                      node is scored. Volcano profiles always score every node.
  --reference         re-score every node for every pod (same placements, slower)
)"
BP_REPACK_HELP
BP_SCALE_DOWN_HELP
R"(  -o, --output F      table (default), json or csv
  -h, --help          this help
Exit codes: 0 success, 1 invalid input, 2 wrong usage.
)";

void printTable(const CompareResult& cr, Io io)
{
    const auto& runs = cr.runs;
    std::vector<std::string> header { "METRIC" };
    for (const auto& r : runs)
        header.push_back(r.profile);
    Table t(header);
    auto row = [&](const std::string& label, auto get) {
        std::vector<std::string> cells { label };
        for (const auto& r : runs)
            cells.push_back(get(r));
        t.add(cells);
    };
    row("scheduled", [](const SimulationResult& r) { return std::to_string(r.metrics.scheduled); });
    row("unschedulable", [](const SimulationResult& r) { return std::to_string(r.metrics.unschedulable); });
    row("nodes used", [](const SimulationResult& r) { return std::to_string(r.metrics.nodesUsed); });
    row("empty nodes", [](const SimulationResult& r) { return std::to_string(r.metrics.emptyNodes); });
    row("fragmentation", [](const SimulationResult& r) { return formatPercent(r.metrics.fragmentation); });
    const std::string shape = runs.front().metrics.fitShape;
    if (!shape.empty())
        row("more " + shape + " pods fit",
            [](const SimulationResult& r) { return std::to_string(r.metrics.additionalFit); });
    const bool sampled
        = std::any_of(runs.begin(), runs.end(), [](const auto& r) { return r.percentageOfNodesToScore.has_value(); });
    if (sampled) {
        row("nodes scored per pod", [](const SimulationResult& r) {
            const int64_t pods = static_cast<int64_t>(r.placements.size());
            const std::string mean = shortestNumber(
                pods ? std::round(10.0 * static_cast<double>(r.nodesScored) / static_cast<double>(pods)) / 10.0 : 0.0);
            if (!r.percentageOfNodesToScore)
                return mean + " (all feasible)";
            return mean
                + (*r.percentageOfNodesToScore == 0 ? std::string(" (adaptive)")
                                                    : " (" + std::to_string(*r.percentageOfNodesToScore) + " %)");
        });
    }
    std::vector<std::string> resources;
    for (const auto& r : runs)
        for (const auto& s : r.metrics.resources)
            if (std::find(resources.begin(), resources.end(), s.resource) == resources.end())
                resources.push_back(s.resource);
    for (const auto& res : resources) {
        auto stat = [&](const SimulationResult& r) -> const ResourceStats* {
            for (const auto& s : r.metrics.resources)
                if (s.resource == res)
                    return &s;
            return nullptr;
        };
        auto pct = [&](const char* label, double ResourceStats::*field) {
            row(res + " utilization " + label, [&](const SimulationResult& r) {
                auto s = stat(r);
                return s ? formatPercent(s->*field) : std::string("-");
            });
        };
        pct("mean", &ResourceStats::mean);
        pct("min", &ResourceStats::min);
        pct("max", &ResourceStats::max);
        pct("stddev", &ResourceStats::stddev);
        row(res + " stranded", [&](const SimulationResult& r) {
            auto s = stat(r);
            return s ? readableAmount(res, s->stranded) : std::string("-");
        });
    }
    t.print(io.out);
    const std::string largest = runs.front().metrics.largestPendingShape;
    if (!largest.empty())
        io.out << "Stranded and fragmentation refer to the largest pending pod shape (" << terminalText(largest)
               << ").\n";
    if (cr.cancelled)
        io.out << "Cancelled: the figures are partial.\n";
}

} // namespace

int cmdCompare(const std::vector<std::string>& argv, Io io)
{
    std::vector<Args::Spec> specs { { "--profiles", "", true, true }, { "--seed", "" }, { "--tie-break", "" },
        { "--shape", "" }, { "--percentage-of-nodes-to-score", "" }, { "--reference", "", false },
        { "--repack", "", false }, { "--repack-order", "" }, { "--output", "-o" } };
    for (Args::Spec& s : scaleDownSpecs())
        specs.push_back(std::move(s));
    Args args(std::move(specs));
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli compare: " << err << "\n";
        return usage(io, kCompareUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kCompareUsage, true);
    const std::string format = args.value("--output").value_or("table");
    if (format != "table" && format != "json" && format != "csv") {
        io.err << "binpack-cli compare: -o/--output must be \"table\", \"json\" or \"csv\", not \"" << format << "\"\n";
        return kUsage;
    }
    auto names = nameList(args.values("--profiles"));
    if (args.positional().size() != 1 || names.size() < 2 || names.size() > 4) {
        io.err << "binpack-cli compare: expected one workspace file and --profiles with 2 to 4 names\n";
        return usage(io, kCompareUsage, false);
    }
    for (size_t i = 0; i < names.size(); ++i)
        if (std::find(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(i), names[i])
            != names.begin() + static_cast<std::ptrdiff_t>(i)) {
            io.err << "binpack-cli compare: --profiles names \"" << names[i]
                   << "\" twice; expected different profiles\n";
            return kUsage;
        }
    CompareOptions copt;
    SimulationOptions& opt = copt.simulation;
    if (!parseSimulationChoices(args, "compare", &opt, io))
        return kUsage;
    std::optional<RepackOrder> repackOrder;
    if (!parseRepack(args, "compare", &repackOrder, io))
        return kUsage;
    if (!parseScaleDown(args, "compare", &copt.scaleDown, io))
        return kUsage;
    if (auto p = args.value("--percentage-of-nodes-to-score")) {
        int v = -1;
        if (*p == "adaptive") {
            v = 0;
        } else {
            if (!parseInteger(*p, &v) || v < 0 || v > 100) {
                io.err << "binpack-cli compare: --percentage-of-nodes-to-score must be 0 to 100 or \"adaptive\", not \""
                       << *p << "\"\n";
                return kUsage;
            }
        }
        opt.percentageOfNodesToScore = v;
    }
    opt.reference = args.has("--reference");
    opt.fitShape = args.value("--shape").value_or("");

    Workspace ws;
    if (!loadWorkspace(args.positional()[0], &ws, io))
        return kInvalidInput;
    std::optional<RepackSummary> repack;
    applyRepack(repackOrder, &ws, &repack);
    std::vector<const Profile*> profiles;
    for (const auto& n : names) {
        const Profile* p = chooseProfile(ws, n, io);
        if (!p)
            return kInvalidInput;
        profiles.push_back(p);
    }
    if (!opt.fitShape.empty()
        && std::none_of(ws.pods.begin(), ws.pods.end(), [&](const Pod& p) { return p.name == opt.fitShape; })) {
        io.err << ws.sourceFile << ": --shape: no pod named " << bp::quoted(opt.fitShape) << "; the workspace has:";
        for (size_t i = 0; i < ws.pods.size() && i < 20; ++i)
            io.err << " " << echo(ws.pods[i].name);
        io.err << (ws.pods.size() > 20 ? " ...\n" : "\n");
        return kInvalidInput;
    }
    return guarded(io, [&] {
        CompareResult cr = compareProfiles(ws, profiles, copt);
        cr.repack = repack;
        if (format == "json")
            io.out << compareToJson(cr);
        else if (format == "csv")
            io.out << compareToCsv(cr);
        else {
            if (repack)
                io.out << repackLine(*repack);
            printTable(cr, io);
            if (cr.hasScaleDown()) {
                std::vector<std::string> names;
                for (const SimulationResult& r : cr.runs)
                    names.push_back(r.profile);
                printScaleDown(names, cr.scaleDown, io);
            }
        }
        return kOk;
    });
}

} // namespace bp::cli
