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

// Volcano's nodeorder plugin (plugins/nodeorder/nodeorder.go
// calculateWeight; the same keys and defaults from v1.8 to v1.15): the
// weight of each Kubernetes score plugin it wraps, read with GetInt (a Go
// int; anything else keeps the default). A weight of 0 leaves that plugin
// out; a negative one is kept and pushes the other way.
struct NodeOrderWeights {
    int64_t leastRequested = 1;
    int64_t mostRequested = 0;
    int64_t balancedResource = 1;
    int64_t nodeAffinity = 2;
    int64_t podAffinity = 2;
    int64_t taintToleration = 3;
    int64_t imageLocality = 1;
    int64_t podTopologySpread = 2;
};
inline constexpr const char* kLeastRequestedWeight = "leastrequested.weight";
inline constexpr const char* kMostRequestedWeight = "mostrequested.weight";
inline constexpr const char* kBalancedResourceWeight = "balancedresource.weight";
inline constexpr const char* kNodeAffinityWeight = "nodeaffinity.weight";
inline constexpr const char* kPodAffinityWeight = "podaffinity.weight";
inline constexpr const char* kTaintTolerationWeight = "tainttoleration.weight";
inline constexpr const char* kImageLocalityWeight = "imagelocality.weight";
inline constexpr const char* kPodTopologySpreadWeight = "podtopologyspread.weight";
// The eight keys in the order calculateWeight's documentation lists them,
// with the field each one sets.
struct NodeOrderKey {
    const char* key;
    int64_t NodeOrderWeights::*weight;
};
inline constexpr NodeOrderKey kNodeOrderKeys[] = {
    { kLeastRequestedWeight, &NodeOrderWeights::leastRequested },
    { kMostRequestedWeight, &NodeOrderWeights::mostRequested },
    { kNodeAffinityWeight, &NodeOrderWeights::nodeAffinity },
    { kPodAffinityWeight, &NodeOrderWeights::podAffinity },
    { kBalancedResourceWeight, &NodeOrderWeights::balancedResource },
    { kTaintTolerationWeight, &NodeOrderWeights::taintToleration },
    { kImageLocalityWeight, &NodeOrderWeights::imageLocality },
    { kPodTopologySpreadWeight, &NodeOrderWeights::podTopologySpread },
};
NodeOrderWeights nodeOrderWeights(const std::vector<VolcanoArgument>& args);
// Sets `key` to a plain integer, where it was (later copies of the key
// dropped, so the value set is the value Volcano uses) or appended.
void setIntegerArgument(std::vector<VolcanoArgument>& args, std::string_view key, int64_t value);
// The same for any argument (its key says where).
void setArgument(std::vector<VolcanoArgument>& args, VolcanoArgument a);

} // namespace bp
