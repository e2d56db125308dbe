// SPDX-License-Identifier: GPL-3.0-or-later
#include "common.h"

#include "io/workspace_io.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

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
