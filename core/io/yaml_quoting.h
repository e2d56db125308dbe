// SPDX-License-Identifier: GPL-3.0-or-later
// How the writers put text into YAML so that yaml-cpp and Go's yaml.v2 both
// read back the same string.
#pragma once

#include <string>
#include <string_view>

namespace bp::yamlio {

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

} // namespace bp::yamlio
