// SPDX-License-Identifier: GPL-3.0-or-later
// Repeated values in a user-sized list, found in linear time (a hash map), so
// that a file with 200,000 names is checked as fast as one with two, and each
// repeated value is reported once with the places it occurs, not once per pair.
#pragma once

#include "util/diagnostic.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace bp {

// Every value that occurs more than once, in the order of its first
// occurrence, as the indices of all its occurrences (ascending).
std::vector<std::vector<size_t>> repeatedValues(const std::vector<std::string_view>& values);

// At most the first `cap` of `total` labels joined with ", ", then " and N
// more": "profiles[0] (3:5), profiles[4] (11:5) and 3998 more".
std::string someOfMany(const std::vector<std::string>& labels, size_t total, size_t cap = 10);

// "profiles[4] (11:5)": a label and, when known, its line and column.
std::string labelAt(const std::string& label, SourcePos at);

} // namespace bp
