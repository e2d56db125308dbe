// SPDX-License-Identifier: GPL-3.0-or-later
// A small, deterministic block-style YAML writer for the scheduler
// configuration exporters: two-space indentation, sequences indented under
// their key (as kubectl writes them), comments where the exporter puts them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace bp {

// A scalar as YAML: plain when yaml.v2 (used by kube-scheduler through
// sigs.k8s.io/yaml, and by Volcano) reads it back as the same string,
// double-quoted otherwise ("10", "true", "", "a: b").
std::string yamlString(std::string_view text);

class YamlWriter {
public:
    // "key: value" / "key:" at an indentation level (2 spaces each).
    void field(int level, std::string_view key, std::string_view value);
    void field(int level, std::string_view key, int64_t value);
    void key(int level, std::string_view key);
    // "- key: value" (the first field of a sequence item at `level`).
    void itemField(int level, std::string_view key, std::string_view value);
    void itemField(int level, std::string_view key, int64_t value);
    // "# text" lines; text may hold several lines.
    void comment(int level, std::string_view text);
    void raw(std::string_view line); // a whole line, as is
    void block(std::string_view lines); // whole lines, each ending in a newline, as they are
    void blank();

    const std::string& text() const { return out_; }

private:
    void indent(int level);
    std::string out_;
};

// Indents every non-empty line of `text` by `spaces` (for a literal block).
std::string indentBlock(std::string_view text, int spaces);

} // namespace bp
