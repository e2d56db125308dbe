// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/phrase.h"

#include <string>
#include <string_view>
#include <vector>

namespace bp::yamlio {

// Levenshtein distance, for "did you mean" hints.
int editDistance(std::string_view a, std::string_view b);
// The closest candidate within distance 2 (or a case-insensitive match), or "".
std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates);
// The hint for a close match: "did you mean \"x\"? " (with the space that
// the rest of the message follows).
Phrase didYouMean(const std::string& match);

} // namespace bp::yamlio
