// SPDX-License-Identifier: GPL-3.0-or-later
// The names of NodeResourcesFit's scoring strategies as the scheduler's API
// writes them (scoringStrategy.type).
#pragma once

#include "scoring/profile_scorer.h"

#include <optional>
#include <string_view>

namespace bp {

// "LeastAllocated", "MostAllocated", "RequestedToCapacityRatio"; nullopt for any other text.
std::optional<StrategyType> strategyTypeFromName(std::string_view name);
const char* strategyTypeName(StrategyType type);

} // namespace bp
