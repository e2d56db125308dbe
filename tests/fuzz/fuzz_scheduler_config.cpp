// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the scheduler configuration importers (every
// KubeSchedulerConfiguration version, Policy YAML/JSON, volcano-scheduler.conf
// and its ConfigMap) and, on what they accept, the exporters.
//
// Problems are reported in ImportResult::diagnostics (or as bp::InputError);
// any other exception, crash, sanitizer report, hang or blow-up is a finding.
// For a file that imports cleanly, each profile the file's own format can
// express must survive export -> import -> export byte for byte
// (scheduler_config_export.h), and validation must not throw. What validates
// (what `binpack-cli import` writes) must read back as a workspace. Streams
// mode (fuzz_common.h) reads the input from a pipe through the CLI's reader.
#include "fuzz_common.h"

#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "util/read_file.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace {

constexpr const char* kTarget = "fuzz_scheduler_config";

void checkRoundTrip(const bp::ImportResult& imported)
{
    for (const auto& profile : imported.profiles) {
        bp::ExportOptions options;
        options.format = imported.format;
        const auto first = bp::exportProfiles({ &profile }, options);
        if (!first.ok())
            continue; // e.g. a profile the format's own rules refuse: reported, not written
        const auto back = bp::importSchedulerConfig(first.text, "exported");
        if (!back.ok() || back.profiles.size() != 1)
            bp::fuzz::finding(kTarget, "an exported profile does not import again:\n" + first.text);
        const auto second = bp::exportProfiles({ &back.profiles.front() }, options);
        if (!second.ok() || second.text != first.text)
            bp::fuzz::finding(kTarget,
                "export -> import -> export changes the text:\n--- first:\n" + first.text + "--- second:\n"
                    + second.text);
    }
}

// `binpack-cli import`: what validates is written as a workspace, which must
// read back and save to the same bytes.
void checkImportedWorkspace(const bp::ImportResult& validated)
{
    bp::Workspace ws;
    ws.profiles = validated.profiles;
    const std::string saved = bp::writeWorkspace(ws);
    try {
        const bp::Workspace back = bp::readWorkspace(saved, "imported.binpack.yaml");
        // Bytes, not Profile ==: the import keeps what the file set explicitly
        // (pluginsSet, ...) where the workspace records only what it writes.
        if (bp::writeWorkspace(back) != saved)
            bp::fuzz::finding(kTarget, "the imported workspace reads back different:\n" + saved);
    } catch (const bp::InputError& e) {
        bp::fuzz::finding(
            kTarget, "the imported workspace does not read back: " + std::string(e.what()) + "\n" + saved);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string piped;
    if (bp::fuzz::streamsMode() && !text.empty()) { // an empty pipe whose writer is gone reads as "no writer"
        bp::fuzz::InputPipe pipe(text);
        if (auto failed = bp::readInputFile(pipe.path(), bp::kMaxSchedulerConfigBytes, "a configuration", &piped))
            bp::fuzz::finding(kTarget, "a pipe was not read: " + failed->toString());
        if (piped != text)
            bp::fuzz::finding(kTarget, "the pipe gave other bytes than were written");
        text = piped;
    }
    try {
        const auto imported = bp::importSchedulerConfig(text, "fuzz.yaml");
        for (const auto& d : imported.diagnostics)
            if (d.message.empty())
                bp::fuzz::finding(kTarget, "diagnostic without a message: " + d.toString());
        if (imported.ok() && imported.formatKnown)
            checkRoundTrip(imported);
        const auto validated = bp::validateSchedulerConfig(text, "fuzz.yaml");
        if (validated.ok() && validated.formatKnown)
            checkImportedWorkspace(validated);
    } catch (const bp::InputError& e) {
        bp::fuzz::checkDiagnostics(kTarget, e);
    }
    return 0;
}
