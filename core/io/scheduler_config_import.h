// SPDX-License-Identifier: GPL-3.0-or-later
// Reads scheduler configuration back into workspace profiles: every format
// scheduler_config_export.h writes, detected from apiVersion/kind (a JSON
// Policy too), and a ConfigMap wrapping volcano-scheduler.conf. Defaults are
// applied as the scheduler applies them (v1: missing resources -> cpu:1
// memory:1, weight 0 -> 1, ...) and every default applied is listed.
// Every message names file, line, column and the field path in the file
// (profiles[0].pluginConfig[1].args.scoringStrategy.resources[0].weight).
#pragma once

#include "io/config_format.h"
#include "model/workspace.h"
#include "util/diagnostic.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace bp {

// A scheduler configuration is a few KB; yaml-cpp needs about 45 bytes of
// memory per byte of YAML, so anything huge is refused before parsing.
inline constexpr uint64_t kMaxSchedulerConfigBytes = uint64_t { 16 } << 20;

struct FieldLocation {
    std::string path; // the field path in the file
    int line = 0; // 1-based; 0 when unknown
    int column = 0;
    // The value was written but could not be read (not a number, say): rule
    // checks on it, or on the list holding it, would judge a stand-in value.
    bool unreadable = false;
};

struct ImportResult {
    bool formatKnown = false;
    ConfigFormat format = ConfigFormat::KubeV1;
    int kubeMinor = 0; // the release whose rules apply (assumed from the format)
    std::vector<Profile> profiles; // Workspace-ready (unique names)
    std::vector<Diagnostic> diagnostics; // errors and warnings
    std::vector<Diagnostic> defaulted; // what defaulting filled in (severity Warning, informational)
    // Per profile: workspace path (as in validateProfile's Diagnostic::field)
    // -> where that value is in the file.
    std::vector<std::map<std::string, FieldLocation>> locations;

    bool ok() const;
};

ImportResult importSchedulerConfig(std::string_view text, const std::string& file);

// Import plus validateProfile for every profile, with the rules of the file's
// format and release (kubeMinor 0: the one the format implies), each problem
// moved to its place in the file. ok() is false when any error was found.
ImportResult validateSchedulerConfig(std::string_view text, const std::string& file, int kubeMinor = 0);

// True when diagnostic `d` of profile `index` is about a value (or inside a
// list) the import could not read: the import has reported that already.
bool followsUnreadable(const ImportResult& result, size_t index, const Diagnostic& d);

// Places a validateProfile diagnostic of profile `index` at its file position
// and file path (the nearest recorded enclosing field when the exact one was
// defaulted rather than written).
Diagnostic locateDiagnostic(const ImportResult& result, size_t index, Diagnostic d);

} // namespace bp
