// SPDX-License-Identifier: GPL-3.0-or-later
// Guards on raw text before any YAML parser sees it: valid UTF-8, no control
// characters YAML forbids, no characters yaml-cpp and Go's yaml.v2 read apart.
#pragma once

#include "util/diagnostic.h"

#include <optional>
#include <string>
#include <string_view>

namespace bp::yamlio {

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

// The code points YAML 1.1 (and so the scheduler's Go yaml.v2) reads as line
// breaks (NEL, LS, PS) or, past the start, a control character (BOM), while
// yaml-cpp reads them as text: the escape both read alike, or nullptr.
const char* yaml11Escape(unsigned cp);

} // namespace bp::yamlio
