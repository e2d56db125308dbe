// SPDX-License-Identifier: GPL-3.0-or-later
// Volcano binpack's arguments as binpack.go's calculateWeight reads them, for
// the scorer, the validation and the window alike: a key given twice keeps
// its last value (yaml.v2 into a Go map), framework.Arguments.GetInt takes
// only a Go int, and binpack.resources is split on ',' with each item
// strings.TrimSpace'd and empty items dropped.
#pragma once

#include "model/workspace.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bp {

inline constexpr const char* kBinpackWeight = "binpack.weight";
inline constexpr const char* kBinpackCpu = "binpack.cpu";
inline constexpr const char* kBinpackMemory = "binpack.memory";
inline constexpr const char* kBinpackResources = "binpack.resources";
inline constexpr std::string_view kBinpackResourcePrefix = "binpack.resources.";

// The argument Volcano sees under this key (the last one given), or nullptr.
const VolcanoArgument* findArgument(const std::vector<VolcanoArgument>& args, std::string_view key);
// GetInt: the value of an integer argument; anything else keeps `fallback`.
int64_t binpackInt(const std::vector<VolcanoArgument>& args, std::string_view key, int64_t fallback);
// Go's strings.TrimSpace: leading and trailing Unicode white space.
std::string_view goTrimSpace(std::string_view s);
// One binpack.resources text split as calculateWeight splits it, each name
// once, in the order first listed.
std::vector<std::string> splitBinpackResources(std::string_view text);
// The names binpack.resources lists (a list, number or null lists none).
std::vector<std::string> binpackResourceNames(const std::vector<VolcanoArgument>& args);
// binpack.weight, binpack.cpu, binpack.memory or binpack.resources.<name>:
// the keys calculateWeight reads with GetInt.
bool isBinpackWeightKey(std::string_view key);
// "binpack.resources.<name>"
std::string binpackResourceKey(std::string_view name);

} // namespace bp
