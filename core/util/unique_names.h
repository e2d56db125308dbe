// SPDX-License-Identifier: GPL-3.0-or-later
// Names for new things (a duplicated node, pod or profile) that are not taken.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace bp {

// `count` names after `base` not in `taken`: "node7" -> "node8", "web" -> "web-1", "web-1" -> "web-2".
std::vector<std::string> uniqueNames(const std::string& base, int count, const std::vector<std::string>& taken);
// The same with a test of its own; a name accepted is assumed taken from then on.
std::vector<std::string> uniqueNames(
    const std::string& base, int count, const std::function<bool(const std::string&)>& isTaken);

} // namespace bp
