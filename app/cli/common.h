// SPDX-License-Identifier: GPL-3.0-or-later
// What the workspace commands share: loading, choosing a profile, JSON output.
#pragma once

#include "cli.h"
#include "model/workspace.h"

#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

namespace bp {
struct Metrics;
}

namespace bp::cli {

using JsonWriter = rapidjson::PrettyWriter<rapidjson::StringBuffer>;

// Loads WS; on failure prints the diagnostics and returns false (exit 1).
bool loadWorkspace(const std::string& path, Workspace* ws, Io io);

// --profile P or the first profile; nullptr (after a message) when unknown.
const Profile* chooseProfile(const Workspace& ws, const std::optional<std::string>& name, Io io);

// Runs f, turning bp::InputError into printed diagnostics and exit code 1.
template <typename F> int guarded(Io io, F&& f)
{
    try {
        return f();
    } catch (const InputError& e) {
        io.err << e.what() << "\n";
        return kInvalidInput;
    }
}

void writeKey(JsonWriter& w, const char* key);
void writeString(JsonWriter& w, const std::string& s);
void writeNumber(JsonWriter& w, double v); // integers without a fraction
std::string finish(rapidjson::StringBuffer& buf);

// A simple aligned text table.
class Table {
public:
    explicit Table(std::vector<std::string> header) { rows_.push_back(std::move(header)); }
    void add(std::vector<std::string> row) { rows_.push_back(std::move(row)); }
    void print(std::ostream& out) const;

private:
    std::vector<std::vector<std::string>> rows_;
};

std::string formatNumber(double v); // 60, 437.5, 173.07692307692307
std::string formatPercent(double fraction);

void writeMetricsJson(JsonWriter& w, const Metrics& m);
void printMetricsTable(const Metrics& m, Io io);

// Usage text printer shared by every command's --help.
int usage(Io io, const std::string& text, bool requested);

} // namespace bp::cli
