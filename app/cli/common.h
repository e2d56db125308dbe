// SPDX-License-Identifier: GPL-3.0-or-later
// What the workspace commands share: loading, choosing a profile, JSON output.
#pragma once

#include "cli.h"
#include "io/json_writer.h"
#include "model/workspace.h"
#include "sim/compare.h"
#include "sim/simulator.h"
#include "util/number_text.h"

#include <charconv>

namespace bp::cli {

// Loads WS; on failure prints the diagnostics and returns false (exit 1).
bool loadWorkspace(const std::string& path, Workspace* ws, Io io);

// --repack [--repack-order ORDER] (compare, simulate): *order set with
// --repack, left nullopt without; false after a message on io.err for an
// unknown order or --repack-order without --repack.
bool parseRepack(const Args& args, const char* command, std::optional<RepackOrder>* order, Io io);
// The bound pods taken off their nodes and queued again (repackWorkspace) in
// `order`; *summary set. Nothing happens for nullopt.
void applyRepack(std::optional<RepackOrder> order, Workspace* ws, std::optional<RepackSummary>* summary);
// The two options' help, the same in compare's usage and simulate's.
#define BP_REPACK_HELP                                                                                                \
    "  --repack            take the bound pods off their nodes and schedule them\n"                                  \
    "                      again, before the pending pods: how many nodes the\n"                                     \
    "                      running workload needs under the profile. DaemonSet\n"                                    \
    "                      pods and static pods stay on their nodes\n"                                               \
    "  --repack-order O    the queue order of the bound pods: creation (default;\n"                                  \
    "                      oldest first, pods without a creationTimestamp last),\n"                                  \
    "                      priority (highest first, then creation) or file\n"
// The table's first line for a repack: what moved, what stayed.
std::string repackLine(const RepackSummary& summary);

// --scale-down and cluster-autoscaler's flags it reads (compare, simulate).
std::vector<Args::Spec> scaleDownSpecs();
// *options set with --scale-down (flags applied over cluster-autoscaler's
// defaults); false after a message on io.err for a bad value, or a flag
// without --scale-down.
bool parseScaleDown(const Args& args, const char* command, std::optional<AutoscalerOptions>* options, Io io);
#define BP_SCALE_DOWN_HELP                                                                                            \
    "  --scale-down        then cluster-autoscaler 1.34's scale-down analysis of\n"                                  \
    "                      the cluster the profile left: the nodes it would\n"                                       \
    "                      remove (empty, or drained: their pods re-fitted on\n"                                     \
    "                      the other nodes with kube-scheduler 1.34's default\n"                                     \
    "                      filters, not the profile's), the nodes it keeps and\n"                                    \
    "                      why, where the pods go. With these flags of\n"                                            \
    "                      cluster-autoscaler's (defaults in brackets):\n"                                           \
    "  --scale-down-utilization-threshold F      [0.5]\n"                                                           \
    "  --scale-down-gpu-utilization-threshold F  [0.5]\n"                                                           \
    "  --ignore-daemonsets-utilization=BOOL      [false]\n"                                                         \
    "  --ignore-mirror-pods-utilization=BOOL     [false]\n"                                                         \
    "  --skip-nodes-with-system-pods=BOOL        [true]\n"                                                          \
    "  --skip-nodes-with-local-storage=BOOL      [true]\n"                                                          \
    "  --skip-nodes-with-custom-controller-pods=BOOL [true]\n"                                                      \
    "  --expendable-pods-priority-cutoff N       [-10]\n"                                                         \
    "  --blocking-system-pod-distruption-timeout D [1h]: a kube-system pod\n"                                     \
    "                      older than D no longer blocks its node (the flag's\n"                                     \
    "                      spelling is upstream's)\n"                                                               \
    "  --now TIME          when the autoscaler runs, RFC 3339 [the current time]\n"
// An amount of money as the tables show it: two decimals ("1234.50").
std::string moneyText(double amount);
// The analysis as text: per profile the counts, then the kept nodes with
// why and the moves (the first `limit` lines of each; -o json has all).
void printScaleDown(const std::vector<std::string>& profiles, const std::vector<ScaleDownResult>& results, Io io,
    size_t limit = 20);

// --profile P or the first profile; nullptr (after a message) when unknown.
const Profile* chooseProfile(const Workspace& ws, const std::optional<std::string>& name, Io io);

// The names given with a list option (export's --profile, compare's
// --profiles): given once, a comma-separated list; given several times, one
// name each, so that a name holding a comma can be given. Empty items dropped.
std::vector<std::string> nameList(const std::vector<std::string>& values);

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

std::string finish(rapidjson::StringBuffer& buf);

// Text from a workspace as a terminal line shows it: control characters
// escaped Go-style (\x1b, \t), new lines kept. JSON output escapes by itself.
std::string terminalText(std::string_view text);

// A simple aligned text table; every cell goes through terminalText, new
// lines included (a cell is one line).
class Table {
public:
    explicit Table(std::vector<std::string> header) { rows_.push_back(std::move(header)); }
    void add(std::vector<std::string> row) { rows_.push_back(std::move(row)); }
    void print(std::ostream& out) const;

private:
    std::vector<std::vector<std::string>> rows_;
};

std::string formatPercent(double fraction);

void printMetricsTable(const Metrics& m, Io io);

// A whole decimal number that fits T, and nothing else ("12", not "12x" or "").
template <typename T> bool parseInteger(const std::string& s, T* out)
{
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), *out);
    return ec == std::errc() && p == s.data() + s.size() && !s.empty();
}

// --seed N and --tie-break random|first, as simulate and compare take them;
// false after a message naming the command and the option (exit 2).
bool parseSimulationChoices(const Args& args, const char* command, SimulationOptions* opt, Io io);

// Usage text printer shared by every command's --help.
int usage(Io io, const std::string& text, bool requested);

} // namespace bp::cli
