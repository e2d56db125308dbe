// SPDX-License-Identifier: GPL-3.0-or-later
#include "common.h"

#include "io/workspace_io.h"
#include "model/timestamp.h"
#include "sim/result_json.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>

namespace bp::cli {

bool loadWorkspace(const std::string& path, Workspace* ws, Io io)
{
    try {
        *ws = readWorkspaceFile(path);
        return true;
    } catch (const InputError& e) {
        io.err << e.what() << "\n";
        return false;
    }
}

bool parseRepack(const Args& args, const char* command, std::optional<RepackOrder>* order, Io io)
{
    const auto name = args.value("--repack-order");
    if (!args.has("--repack")) {
        if (name) {
            io.err << "binpack-cli " << command << ": --repack-order orders a repack; add --repack\n";
            return false;
        }
        return true;
    }
    *order = RepackOrder::Creation;
    if (name) {
        *order = repackOrderFromName(*name);
        if (!*order) {
            io.err << "binpack-cli " << command << ": --repack-order must be creation, priority or file, not "
                   << bp::quoted(*name) << "\n";
            return false;
        }
    }
    return true;
}

void applyRepack(std::optional<RepackOrder> order, Workspace* ws, std::optional<RepackSummary>* summary)
{
    if (!order)
        return;
    RepackSummary s;
    *ws = repackWorkspace(*ws, *order, &s);
    *summary = s;
}

std::string repackLine(const RepackSummary& s)
{
    const auto pods = [](int64_t n, const char* one, const char* many) {
        return std::to_string(n) + (n == 1 ? one : many);
    };
    std::string order;
    switch (s.order) {
    case RepackOrder::File:
        order = "in file order";
        break;
    case RepackOrder::Creation:
        order = "oldest first";
        break;
    case RepackOrder::Priority:
        order = "highest priority first, then oldest";
        break;
    }
    if (s.undated > 0)
        order += " (" + pods(s.undated, " pod has", " pods have") + " no creationTimestamp: "
            + (s.order == RepackOrder::Priority ? "last of its priority" : "last") + ", in file order)";
    return "Repack: " + pods(s.moved, " pod", " pods") + " taken off their nodes and queued again " + order
        + ", ahead of " + pods(s.pending, " pending pod", " pending pods") + "; "
        + pods(s.stayed, " DaemonSet or static pod stays where it is.\n",
            " DaemonSet and static pods stay where they are.\n");
}

namespace {

struct ScaleDownFlag {
    const char* name;
    double AutoscalerOptions::*fraction = nullptr;
    bool AutoscalerOptions::*flag = nullptr;
};
constexpr ScaleDownFlag kScaleDownFlags[] = {
    { "--scale-down-utilization-threshold", &AutoscalerOptions::utilizationThreshold, nullptr },
    { "--scale-down-gpu-utilization-threshold", &AutoscalerOptions::gpuUtilizationThreshold, nullptr },
    { "--ignore-daemonsets-utilization", nullptr, &AutoscalerOptions::ignoreDaemonSetsUtilization },
    { "--ignore-mirror-pods-utilization", nullptr, &AutoscalerOptions::ignoreMirrorPodsUtilization },
    { "--skip-nodes-with-system-pods", nullptr, &AutoscalerOptions::skipNodesWithSystemPods },
    { "--skip-nodes-with-local-storage", nullptr, &AutoscalerOptions::skipNodesWithLocalStorage },
    { "--skip-nodes-with-custom-controller-pods", nullptr, &AutoscalerOptions::skipNodesWithCustomControllerPods },
};
constexpr const char* kCutoffFlag = "--expendable-pods-priority-cutoff";
constexpr const char* kBspFlag = "--blocking-system-pod-distruption-timeout"; // upstream's spelling
constexpr const char* kNowFlag = "--now";

// A Go duration as the flag takes it, in whole hours, minutes and seconds
// ("1h", "90m", "1h30m", "45s", "0"); nullopt for anything else.
std::optional<int64_t> durationSeconds(const std::string& text)
{
    if (text == "0")
        return 0;
    int64_t total = 0;
    size_t i = 0;
    bool any = false;
    while (i < text.size()) {
        size_t j = i;
        while (j < text.size() && text[j] >= '0' && text[j] <= '9')
            ++j;
        if (j == i || j == text.size() || j - i > 9)
            return std::nullopt;
        const int64_t n = std::stoll(text.substr(i, j - i));
        const char unit = text[j];
        const int64_t scale = unit == 'h' ? 3600 : unit == 'm' ? 60 : unit == 's' ? 1 : 0;
        if (scale == 0 || (unit == 'm' && j + 1 < text.size() && text[j + 1] == 's'))
            return std::nullopt; // ms, us, ns: not whole seconds
        total += n * scale;
        i = j + 1;
        any = true;
    }
    return any ? std::optional<int64_t>(total) : std::nullopt;
}

} // namespace

std::vector<Args::Spec> scaleDownSpecs()
{
    std::vector<Args::Spec> specs { { "--scale-down", "", false }, { kCutoffFlag, "" }, { kBspFlag, "" },
        { kNowFlag, "" } };
    for (const ScaleDownFlag& f : kScaleDownFlags)
        specs.push_back({ f.name, "" });
    return specs;
}

bool parseScaleDown(const Args& args, const char* command, std::optional<AutoscalerOptions>* options, Io io)
{
    AutoscalerOptions o;
    const auto fail = [&](const char* flag, const std::string& value, const char* expected) {
        io.err << "binpack-cli " << command << ": " << flag << " must be " << expected << ", not " << bp::quoted(value)
               << "\n";
        return false;
    };
    std::vector<std::string> given;
    for (const ScaleDownFlag& f : kScaleDownFlags) {
        const auto v = args.value(f.name);
        if (!v)
            continue;
        given.push_back(f.name);
        if (f.fraction) {
            // cluster-autoscaler takes any float; above 1 every node is
            // under it, below 0 none. NaN and infinities are refused here.
            double d = 0;
            auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), d);
            if (ec != std::errc() || p != v->data() + v->size() || !std::isfinite(d))
                return fail(f.name, *v, "a number such as 0.5");
            o.*f.fraction = d;
        } else {
            if (*v != "true" && *v != "false")
                return fail(f.name, *v, "true or false (--flag=false)");
            o.*f.flag = *v == "true";
        }
    }
    if (const auto v = args.value(kCutoffFlag)) {
        given.push_back(kCutoffFlag);
        if (!parseInteger(*v, &o.expendablePodsPriorityCutoff))
            return fail(kCutoffFlag, *v, "a whole number such as -10");
    }
    if (const auto v = args.value(kBspFlag)) {
        given.push_back(kBspFlag);
        const std::optional<int64_t> seconds = durationSeconds(*v);
        if (!seconds)
            return fail(kBspFlag, *v, "a duration in hours, minutes and seconds such as 1h, 30m or 1h30m");
        o.blockingSystemPodDisruptionTimeout = *seconds;
    }
    // When the autoscaler runs: now, unless --now says otherwise.
    o.now = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
                .count();
    if (const auto v = args.value(kNowFlag)) {
        given.push_back(kNowFlag);
        const std::optional<Timestamp> t = parseRfc3339(*v);
        if (!t)
            return fail(kNowFlag, *v, "an RFC 3339 time such as 2024-05-01T09:30:00Z");
        o.now = t->seconds; // a fraction of a second never decides an hour's timeout
    }
    if (!args.has("--scale-down")) {
        if (!given.empty()) {
            io.err << "binpack-cli " << command << ": " << given.front()
                   << " sets up the scale-down analysis; add --scale-down\n";
            return false;
        }
        return true;
    }
    *options = o;
    return true;
}

std::string moneyText(double amount)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", roundMoney(amount, 2));
    return buf;
}

void printScaleDown(
    const std::vector<std::string>& profiles, const std::vector<ScaleDownResult>& results, Io io, size_t limit)
{
    if (results.empty())
        return;
    io.out << "\nScale-down, as cluster-autoscaler 1.34 would analyse the cluster each profile left (utilization "
              "threshold "
           << shortestNumber(results.front().options.utilizationThreshold) << "). " << kScaleDownRefitNote << ".\n";
    std::vector<std::string> header { "SCALE-DOWN" };
    for (const std::string& p : profiles)
        header.push_back(p);
    Table t(header);
    const auto row = [&](const std::string& label, const std::function<std::string(const ScaleDownResult&)>& get) {
        std::vector<std::string> cells { label };
        for (const ScaleDownResult& r : results)
            cells.push_back(r.nodes.empty() && r.order.empty() ? "-" : get(r));
        t.add(cells);
    };
    row("nodes before", [](const ScaleDownResult& r) { return std::to_string(r.nodes.size()); });
    row("removable, empty", [](const ScaleDownResult& r) { return std::to_string(r.removableEmpty); });
    row("removable, drained", [](const ScaleDownResult& r) { return std::to_string(r.removableDrained); });
    row("nodes after", [](const ScaleDownResult& r) { return std::to_string(r.nodesAfter()); });
    row("pods moved", [](const ScaleDownResult& r) { return std::to_string(r.podsMoved); });
    for (const UnremovableReason reason : kKeptReasons)
        if (std::any_of(results.begin(), results.end(), [&](const ScaleDownResult& r) { return keptBy(r, reason); }))
            row(std::string("kept: ") + unremovableReasonName(reason),
                [&](const ScaleDownResult& r) { return std::to_string(keptBy(r, reason)); });
    if (const std::optional<ClusterCost>& first = results.front().cost) {
        const std::string unit = first->currency.empty() ? std::string() : " " + first->currency;
        const auto money = [&](double v) { return moneyText(v) + unit; };
        row("monthly cost before", [&](const ScaleDownResult& r) { return r.cost ? money(r.cost->monthlyBefore()) : "-"; });
        row("monthly cost after", [&](const ScaleDownResult& r) { return r.cost ? money(r.cost->monthlyAfter()) : "-"; });
        if (results.size() > 1)
            row("saving vs " + profiles.front(), [&](const ScaleDownResult& r) {
                return r.cost ? money(first->monthlyAfter() - r.cost->monthlyAfter()) : "-";
            });
    }
    t.print(io.out);
    if (const std::optional<ClusterCost>& c = results.front().cost; c && c->unpricedNodes > 0)
        io.out << c->unpricedNodes
               << " node(s) have no price (no listed value of the price label and no default): left out of the cost.\n";
    for (size_t i = 0; i < results.size() && i < profiles.size(); ++i) {
        const ScaleDownResult& r = results[i];
        std::vector<std::string> lines;
        for (const NodeScaleDown& n : r.nodes) {
            const std::string node = terminalText(n.name);
            if (n.removable) {
                if (n.empty)
                    continue;
                std::string line = node + ": removable" + (n.risky ? " (risky: a PodDisruptionBudget is short)" : "")
                    + "; moves";
                for (size_t m = 0; m < n.moves.size(); ++m)
                    line += (m ? ", " : " ") + terminalText(n.moves[m].pod) + " -> " + terminalText(n.moves[m].toName);
                lines.push_back(line);
            } else if (n.reason == UnremovableReason::BlockedByPod) {
                lines.push_back(node + ": kept, BlockedByPod " + terminalText(n.blockingPod) + " ("
                    + blockingReasonName(n.blockingReason) + ")");
            } else if (n.reason == UnremovableReason::NoPlaceToMovePods) {
                lines.push_back(node + ": kept, NoPlaceToMovePods (" + terminalText(n.unplacedPod)
                    + " fits on no other node)");
            } else if (n.reason != UnremovableReason::NotUnderutilized) {
                lines.push_back(node + ": kept, " + unremovableReasonName(n.reason));
            }
        }
        if (lines.empty() && r.pendingIgnored == 0 && r.spreadRefits == 0)
            continue;
        io.out << "\n" << terminalText(profiles[i]) << ":\n";
        for (size_t k = 0; k < lines.size() && k < limit; ++k)
            io.out << "  " << lines[k] << "\n";
        if (lines.size() > limit)
            io.out << "  ... and " << lines.size() - limit << " more (-o json lists every node)\n";
        if (r.pendingIgnored > 0)
            io.out << "  " << r.pendingIgnored << " pending pod(s) left out: scale-down does not see them\n";
        if (r.spreadRefits > 0)
            io.out << "  " << r.spreadRefits
                   << " re-fit(s) moved pods with hard topology spread constraints; see docs/autoscaler.md for how "
                      "removed nodes count as domains\n";
    }
}

const Profile* chooseProfile(const Workspace& ws, const std::optional<std::string>& name, Io io)
{
    if (!name)
        return ws.profiles.empty() ? nullptr : &ws.profiles.front();
    if (const Profile* p = ws.findProfile(*name))
        return p;
    io.err << ws.sourceFile << ": --profile: no profile named " << bp::quoted(*name) << "; the workspace has:";
    for (const auto& p : ws.profiles)
        io.err << " " << echo(p.name);
    io.err << "\n";
    return nullptr;
}

std::vector<std::string> nameList(const std::vector<std::string>& values)
{
    std::vector<std::string> out;
    if (values.size() != 1) {
        for (const auto& v : values)
            if (!v.empty())
                out.push_back(v);
        return out;
    }
    const std::string& s = values.front();
    size_t start = 0;
    while (start <= s.size()) {
        size_t comma = s.find(',', start);
        if (comma == std::string::npos)
            comma = s.size();
        if (comma > start)
            out.push_back(s.substr(start, comma - start));
        start = comma + 1;
    }
    return out;
}

bool parseSimulationChoices(const Args& args, const char* command, SimulationOptions* opt, Io io)
{
    if (auto s = args.value("--seed"); s && !parseInteger(*s, &opt->seed)) {
        io.err << "binpack-cli " << command << ": --seed must be a non-negative integer, not \"" << *s << "\"\n";
        return false;
    }
    if (auto t = args.value("--tie-break")) {
        if (*t == "first") {
            opt->tieBreak = TieBreak::First;
        } else if (*t != "random") {
            io.err << "binpack-cli " << command << ": --tie-break must be random or first, not \"" << *t << "\"\n";
            return false;
        }
    }
    return true;
}

std::string finish(rapidjson::StringBuffer& buf)
{
    return std::string(buf.GetString(), buf.GetSize()) + "\n";
}

std::string terminalText(std::string_view text)
{
    std::string out;
    size_t start = 0;
    for (size_t nl; (nl = text.find('\n', start)) != std::string_view::npos; start = nl + 1)
        out += escapeControls(text.substr(start, nl - start)) + '\n';
    return out + escapeControls(text.substr(start));
}

void Table::print(std::ostream& out) const
{
    std::vector<std::vector<std::string>> rows;
    rows.reserve(rows_.size());
    for (const auto& r : rows_) {
        rows.emplace_back();
        for (const auto& cell : r)
            rows.back().push_back(escapeControls(cell));
    }
    std::vector<size_t> width;
    for (const auto& r : rows)
        for (size_t i = 0; i < r.size(); ++i) {
            if (width.size() <= i)
                width.push_back(0);
            width[i] = std::max(width[i], r[i].size());
        }
    for (const auto& r : rows) {
        std::string line;
        for (size_t i = 0; i < r.size(); ++i) {
            line += r[i];
            if (i + 1 < r.size())
                line.append(width[i] - r[i].size() + 3, ' ');
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out << line << "\n";
    }
}

std::string formatPercent(double f)
{
    char b[32];
    std::snprintf(b, sizeof b, "%.1f%%", f * 100.0);
    return b;
}

int usage(Io io, const std::string& text, bool requested)
{
    (requested ? io.out : io.err) << text;
    return requested ? kOk : kUsage;
}

} // namespace bp::cli
