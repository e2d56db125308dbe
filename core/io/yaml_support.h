// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the YAML readers and writers in core/io: input guards that
// run before yaml-cpp builds a tree, YAML 1.1 scalar resolution as Go's
// gopkg.in/yaml.v2 does it, and quoting rules for the writers.
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

// Checks that text is valid UTF-8 without control characters YAML forbids.
// Returns a diagnostic (1-based line and column, column in characters) for
// the first offending byte. For YAML (json false) a carriage return must be
// followed by a line feed: YAML and Go's yaml.v2 end a line at a lone CR,
// yaml-cpp keeps it inside the scalar, so the scheduler and this program
// would read different text. In JSON a lone CR is plain whitespace.
std::optional<Diagnostic> checkText(std::string_view text, const std::string& file, bool json = false);

// One UTF-8 sequence at text[i]: its code point and length. On Broken,
// length is the offset of the byte that breaks the sequence.
enum class Utf8 { Ok, BadStart, CutOff, Broken, Invalid };
Utf8 decodeUtf8(std::string_view text, size_t i, unsigned* cp, int* length);
bool isUtf8(std::string_view text);

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
};
std::optional<StreamProblem> checkStream(std::string_view text, int maxDepth = kMaxDepth);
// "nesting is deeper than N levels"
std::string tooDeepMessage(int maxDepth);

// JSON has no comments, and a "//" or "/*" in a JSON file otherwise ends in a
// parser's puzzling message. For text that looks like JSON: the first comment
// outside a string, as a diagnostic (1-based line and column) saying so.
std::optional<Diagnostic> checkJsonComments(std::string_view text, const std::string& file);
// text starts with "//" or "/*"; the message for a comment whose second character is `second`.
bool startsJsonComment(std::string_view text);
std::string jsonCommentMessage(char second);

// What gopkg.in/yaml.v2 (resolve.go, v2.4) turns a plain scalar into when it
// decodes into interface{}.
enum class Yaml11Type { Int, Uint, Float, Bool, Null, String };
struct Yaml11Value {
    Yaml11Type type = Yaml11Type::String;
    int64_t intValue = 0; // valid for Int
};
Yaml11Value resolvePlainYaml11(std::string_view plain);

// True when `text` may be written as a plain scalar and reads back as the
// same text (YAML grammar only: indicators, ": ", " #", control characters).
// flow: the scalar sits inside [ ] or { }.
bool plainSyntaxOk(std::string_view text, bool flow);
// plainSyntaxOk, and the plain text also reads back as a string (not a
// number, bool or null) in YAML 1.1 (gopkg.in/yaml.v2) and YAML 1.2. A tab,
// valid inside a plain scalar, is written quoted ("\t") so that a name such as
// a schedulerName shows it; a Volcano argument keeps its plain style through
// plainSyntaxOk, where quoting would change the value's YAML type.
bool plainSafe(std::string_view text, bool flow = false);
// A double-quoted YAML scalar with escapes.
std::string doubleQuoted(std::string_view text);
// plainSafe ? text : doubleQuoted(text). A quantity such as "8" or "0.5"
// thus comes out quoted, "1Gi" plain.
std::string scalarText(std::string_view text, bool flow = false);

// One block-mapping entry at `indent` spaces, ending in a newline: "key: value",
// or "key:" when value is empty (a nested block follows). `key` is YAML text
// already (plain or quoted). YAML allows an implicit key of at most 1024
// characters, and yaml-cpp and Go's yaml.v2 both refuse a longer one ("illegal
// map value"), so a longer key is written explicitly, "? key" then ": value".
std::string blockEntry(int indent, std::string_view key, std::string_view value);

// Levenshtein distance, for "did you mean" hints.
int editDistance(std::string_view a, std::string_view b);
// The closest candidate within distance 2 (or a case-insensitive match), or "".
std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates);

} // namespace bp::yamlio
