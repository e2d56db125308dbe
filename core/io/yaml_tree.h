// SPDX-License-Identifier: GPL-3.0-or-later
// Checked access to a yaml-cpp tree: every problem becomes a Diagnostic with
// file, line, column and field path; readers collect them all and throw once.
#pragma once

#include "util/diagnostic.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bp::yamlio {

struct Entry {
    std::string key;
    YAML::Node keyNode;
    YAML::Node value;
};

class TreeReader {
public:
    static constexpr size_t kMaxDiagnostics = 100;

    explicit TreeReader(std::string file)
        : file_(std::move(file))
    {
    }

    // Thrown when kMaxDiagnostics problems were collected; the caller throws
    // InputError(diagnostics()) then.
    struct TooManyErrors {};

    const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
    const std::string& file() const { return file_; }

    SourcePos posOf(const YAML::Node& node, SourcePos fallback = {}) const;
    // The value's position, or its key's when the value is empty (null).
    SourcePos posOf(const Entry& e) const;

    void error(SourcePos pos, const std::string& field, std::string message);

    // "a map", "a list", "the string \"x\"", "nothing (null)"...
    static std::string describe(const YAML::Node& node);
    static std::string join(const std::vector<std::string>& words);

    // The entries of a map, in file order. Reports non-maps, non-scalar or
    // duplicate keys and keys not in `allowed` (with a "did you mean" hint,
    // or the hint from `extraHint` when it returns one). nullopt: not a map.
    std::optional<std::vector<Entry>> entries(const YAML::Node& node, SourcePos pos, const std::string& field,
                                              const std::vector<std::string>& allowed,
                                              std::string (*extraHint)(std::string_view key) = nullptr);
    // The entries of any map (keys not checked against a list).
    std::optional<std::vector<Entry>> anyEntries(const YAML::Node& node, SourcePos pos, const std::string& field);
    static const Entry* find(const std::vector<Entry>& entries, std::string_view key);

    // Items of a sequence; null counts as empty. nullopt: neither.
    std::optional<std::vector<YAML::Node>> items(const YAML::Node& node, SourcePos pos, const std::string& field,
                                                 const std::string& what);

    std::optional<std::string> string(const YAML::Node& node, SourcePos pos, const std::string& field,
                                      const std::string& what, bool allowEmpty = false);
    std::optional<int64_t> integer(const YAML::Node& node, SourcePos pos, const std::string& field);

    // Reports a missing required key at the map's position.
    void missing(SourcePos mapPos, const std::string& field, const std::string& what);

private:
    std::string file_;
    std::vector<Diagnostic> diagnostics_;
};

} // namespace bp::yamlio
