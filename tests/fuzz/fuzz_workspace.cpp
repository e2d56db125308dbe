// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the workspace reader and writer, and the engine on what
// the reader accepts.
//
// Bad input must end in bp::InputError with messages; any other exception,
// crash, sanitizer report, hang (-timeout) or blow-up (-rss_limit_mb) is a
// finding. Streams mode (fuzz_common.h) reads the input from a pipe through
// readWorkspaceFile. For input the reader accepts, the contracts of workspace_io.h and
// simulator.h are checked:
//  - save -> load gives an equal workspace, and saving that gives the same bytes;
//  - for small workspaces, every profile simulates (or refuses with
//    InputError), the fast path places every pod exactly as --reference does,
//    and each node's score explanation can be written.
#include "fuzz_common.h"

#include "io/workspace_io.h"
#include "scoring/report.h"
#include "sim/simulator.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace {

constexpr const char* kTarget = "fuzz_workspace";

void checkEngine(const bp::Workspace& ws)
{
    int64_t pods = 0;
    for (const auto& p : ws.pods)
        pods += p.replicas;
    if (ws.nodes.size() > 64 || pods > 256)
        return; // bounded work per input; the reader's limits are tested elsewhere
    for (const auto& profile : ws.profiles) {
        bp::SimulationOptions fast, reference;
        reference.reference = true;
        bp::SimulationResult a, b;
        try {
            a = bp::simulate(ws, profile, fast);
        } catch (const bp::InputError& e) {
            bp::fuzz::checkDiagnostics(kTarget, e);
            continue;
        }
        b = bp::simulate(ws, profile, reference);
        if (a.placements.size() != b.placements.size())
            bp::fuzz::finding(kTarget, "fast and reference paths place a different number of pods");
        for (size_t i = 0; i < a.placements.size(); ++i) {
            const auto& x = a.placements[i];
            const auto& y = b.placements[i];
            if (x.pod != y.pod || x.node != y.node || x.reason != y.reason || !(x.total == y.total))
                bp::fuzz::finding(kTarget,
                    "fast path and reference differ at " + x.pod + ": node " + std::to_string(x.node) + " vs "
                        + std::to_string(y.node));
        }
        if (a.metrics.scheduled + a.metrics.unschedulable != static_cast<int64_t>(a.placements.size()))
            bp::fuzz::finding(kTarget, "metrics do not add up to the placements");
        try {
            (void)bp::scorePod(ws, profile);
            for (const auto& n : ws.nodes)
                if (bp::explainScore(ws, profile, n.name).empty())
                    bp::fuzz::finding(kTarget, "empty explanation for node " + n.name);
        } catch (const bp::InputError& e) {
            bp::fuzz::checkDiagnostics(kTarget, e); // e.g. no pending pod to score
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    bp::Workspace ws;
    try {
        if (bp::fuzz::streamsMode() && !text.empty()) { // an empty pipe whose writer is gone reads as "no writer"
            bp::fuzz::InputPipe pipe(text);
            ws = bp::readWorkspaceFile(pipe.path());
        } else {
            ws = bp::readWorkspace(text, "fuzz.binpack.yaml");
        }
    } catch (const bp::InputError& e) {
        bp::fuzz::checkDiagnostics(kTarget, e);
        return 0;
    }
    const std::string saved = bp::writeWorkspace(ws);
    bp::Workspace again;
    try {
        again = bp::readWorkspace(saved, "saved.binpack.yaml");
    } catch (const bp::InputError& e) {
        bp::fuzz::finding(
            kTarget, "the writer's output does not read back: " + std::string(e.what()) + "\n--- saved:\n" + saved);
    }
    if (!(again == ws))
        bp::fuzz::finding(kTarget, "save -> load changes the workspace\n--- saved:\n" + saved);
    if (bp::writeWorkspace(again) != saved)
        bp::fuzz::finding(kTarget, "saving twice gives other bytes\n--- first:\n" + saved);
    checkEngine(ws);
    return 0;
}
