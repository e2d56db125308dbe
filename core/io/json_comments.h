// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/diagnostic.h"

#include <optional>
#include <string>
#include <string_view>

namespace bp::yamlio {

// JSON has no comments, and a "//" or "/*" in a JSON file otherwise ends in a
// parser's puzzling message. For text that looks like JSON: the first comment
// outside a string, as a diagnostic (1-based line and column) saying so.
std::optional<Diagnostic> checkJsonComments(std::string_view text, const std::string& file);
// text starts with "//" or "/*"; the message for a comment whose second character is `second`.
bool startsJsonComment(std::string_view text);
Phrase jsonComment(char second);

} // namespace bp::yamlio
