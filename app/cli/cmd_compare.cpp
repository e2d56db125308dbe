// SPDX-License-Identifier: GPL-3.0-or-later
// compare: the same pending queue under 2-4 profiles.
#include "common.h"

#include "sim/simulator.h"

#include <charconv>
#include <sstream>

namespace bp::cli {

namespace {

const char* kCompareUsage = R"(Usage: binpack-cli compare WS --profiles A,B[,C,D] [--seed N] [--tie-break random|first]
                           [-o table|json]

Runs the same pending queue on the same cluster under each profile and shows
the results side by side: nodes used, empty nodes (what a cluster autoscaler
could remove), unschedulable pods, per-resource utilization and stranded
capacity.

Options:
  --profiles LIST     2 to 4 profile names, comma-separated
  --seed N            random seed for tie-breaking (default 1)
  --tie-break MODE    random (default) or first
  -o, --output F      table (default) or json
  -h, --help          this help
Exit codes: 0 success, 1 invalid input, 2 wrong usage.
)";

std::vector<std::string> splitComma(const std::string& s)
{
    std::vector<std::string> out;
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, ','))
        if (!item.empty())
            out.push_back(item);
    return out;
}

} // namespace

int cmdCompare(const std::vector<std::string>& argv, Io io)
{
    Args args({{"--profiles", ""}, {"--seed", ""}, {"--tie-break", ""}, {"--output", "-o"}});
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli compare: " << err << "\n";
        return usage(io, kCompareUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kCompareUsage, true);
    bool json = false;
    if (!outputFormat(args, &json, io))
        return kUsage;
    auto names = splitComma(args.value("--profiles").value_or(""));
    if (args.positional().size() != 1 || names.size() < 2 || names.size() > 4) {
        io.err << "binpack-cli compare: expected one workspace file and --profiles with 2 to 4 names\n";
        return usage(io, kCompareUsage, false);
    }
    SimulationOptions opt;
    if (auto s = args.value("--seed")) {
        auto [p, ec] = std::from_chars(s->data(), s->data() + s->size(), opt.seed);
        if (ec != std::errc() || p != s->data() + s->size() || s->empty()) {
            io.err << "binpack-cli compare: --seed must be a non-negative integer, not \"" << *s << "\"\n";
            return kUsage;
        }
    }
    if (auto t = args.value("--tie-break")) {
        if (*t == "first")
            opt.tieBreak = TieBreak::First;
        else if (*t != "random") {
            io.err << "binpack-cli compare: --tie-break must be random or first, not \"" << *t << "\"\n";
            return kUsage;
        }
    }
    Workspace ws;
    if (!loadWorkspace(args.positional()[0], &ws, io))
        return kInvalidInput;
    std::vector<const Profile*> profiles;
    for (const auto& n : names) {
        const Profile* p = chooseProfile(ws, n, io);
        if (!p)
            return kInvalidInput;
        profiles.push_back(p);
    }
    return guarded(io, [&] {
        std::vector<SimulationResult> results;
        for (const Profile* p : profiles)
            results.push_back(simulate(ws, *p, opt));
        if (json) {
            rapidjson::StringBuffer buf;
            JsonWriter w(buf);
            w.SetIndent(' ', 2);
            w.StartObject();
            w.Key("profiles");
            w.StartArray();
            for (const auto& r : results) {
                w.StartObject();
                w.Key("name");
                writeString(w, r.profile);
                w.Key("metrics");
                writeMetricsJson(w, r.metrics);
                w.EndObject();
            }
            w.EndArray();
            w.EndObject();
            io.out << finish(buf);
            return kOk;
        }
        std::vector<std::string> header{"METRIC"};
        for (const auto& r : results)
            header.push_back(r.profile);
        Table t(header);
        auto row = [&](const std::string& label, auto get) {
            std::vector<std::string> cells{label};
            for (const auto& r : results)
                cells.push_back(get(r.metrics));
            t.add(cells);
        };
        row("scheduled", [](const Metrics& m) { return std::to_string(m.scheduled); });
        row("unschedulable", [](const Metrics& m) { return std::to_string(m.unschedulable); });
        row("nodes used", [](const Metrics& m) { return std::to_string(m.nodesUsed); });
        row("empty nodes", [](const Metrics& m) { return std::to_string(m.emptyNodes); });
        std::vector<std::string> resources;
        for (const auto& r : results)
            for (const auto& s : r.metrics.resources)
                if (std::find(resources.begin(), resources.end(), s.resource) == resources.end())
                    resources.push_back(s.resource);
        for (const auto& res : resources) {
            auto stat = [&](const Metrics& m) -> const ResourceStats* {
                for (const auto& s : m.resources)
                    if (s.resource == res)
                        return &s;
                return nullptr;
            };
            row(res + " utilization mean", [&](const Metrics& m) {
                auto s = stat(m);
                return s ? formatPercent(s->mean) : std::string("-");
            });
            row(res + " utilization stddev", [&](const Metrics& m) {
                auto s = stat(m);
                return s ? formatPercent(s->stddev) : std::string("-");
            });
            row(res + " stranded", [&](const Metrics& m) {
                auto s = stat(m);
                return s ? std::to_string(s->stranded) + (res == "cpu" ? "m" : "") : std::string("-");
            });
        }
        t.print(io.out);
        return kOk;
    });
}

} // namespace bp::cli
