// SPDX-License-Identifier: GPL-3.0-or-later
// Event-level checks that run before yaml-cpp builds a tree: syntax, document
// count, nesting depth, alias cycles and expansion, undecodable escapes.
#pragma once

#include "util/diagnostic.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bp::yamlio {

// Limits of the pre-scan. Nesting beyond kMaxDepth is never needed by any of
// our formats; kMaxAliasExpansion bounds how many extra nodes YAML aliases may
// add when the tree is walked (a "billion laughs" document adds billions).
inline constexpr int kMaxDepth = 64;
inline constexpr uint64_t kMaxAliasExpansion = 10'000'000;

// Parses the text once as events and checks: YAML syntax, at most one
// document (zero documents: `empty` is set), nesting depth, alias cycles,
// alias expansion, and that every scalar decodes to UTF-8 (yaml-cpp 0.7
// turns the escapes \N and \_ into lone bytes 0x85 and 0xA0). Returns the
// diagnostics (empty when the text may be loaded).
std::vector<Diagnostic> prescan(std::string_view text, const std::string& file, bool* empty);

// For readers that take several documents (YAML::LoadAll): walks every
// document as events, without building a tree, and returns the first syntax
// error. yaml-cpp 0.7 reads a stray ',' after a flow node at document level
// ("{a: 1},") as an endless run of empty documents at the same place, so
// LoadAll never returns and eats memory; that is reported here as a syntax
// error too, as is a scalar that does not decode to UTF-8 (see prescan).
// Once this returns nothing, LoadAll on the same text terminates.
// Mappings and lists nested more than `maxDepth` levels are reported as
// TooDeep at the first one past the limit (yaml-cpp itself stops with "bad
// file" a few hundred levels down).
struct StreamProblem {
    enum class Kind { Syntax, TooDeep, Stuck } kind = Kind::Syntax;
    int line = 0; // 1-based; 0 when yaml-cpp gives no position
    int column = 0;
    std::string detail; // yaml-cpp's message (Syntax), or what is wrong (TooDeep, Stuck)
    Phrase what; // the same as a phrase (yaml-cpp's message verbatim)
};
std::optional<StreamProblem> checkStream(std::string_view text, int maxDepth = kMaxDepth);
// "nesting is deeper than N levels"
Phrase tooDeep(int maxDepth);

} // namespace bp::yamlio
