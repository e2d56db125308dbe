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

const Profile* chooseProfile(const Workspace& ws, const std::optional<std::string>& name, Io io)
{
    if (!name)
        return ws.profiles.empty() ? nullptr : &ws.profiles.front();
    if (const Profile* p = ws.findProfile(*name))
        return p;
    io.err << ws.sourceFile << ": --profile: no profile named \"" << *name << "\"; the workspace has:";
    for (const auto& p : ws.profiles)
        io.err << " " << p.name;
    io.err << "\n";
    return nullptr;
}

void writeKey(JsonWriter& w, const char* key)
{
    w.Key(key);
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

void Table::print(std::ostream& out) const
{
    std::vector<size_t> width;
    for (const auto& r : rows_)
        for (size_t i = 0; i < r.size(); ++i) {
            if (width.size() <= i)
                width.push_back(0);
            width[i] = std::max(width[i], r[i].size());
        }
    for (const auto& r : rows_) {
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
