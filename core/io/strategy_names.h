// SPDX-License-Identifier: GPL-3.0-or-later
// NodeResourcesFit scoringStrategy.type: the names a file writes and the enum
// the code compares. Profiles keep the name as written (validation reports an
// unknown one); code parses it here, once, instead of comparing strings.
#pragma once

#include "scoring/profile_scorer.h"

#include <optional>
#include <string_view>

namespace bp {

// "LeastAllocated", "MostAllocated", "RequestedToCapacityRatio" (exact case,
// as kube-scheduler reads them); nullopt for anything else.
std::optional<StrategyType> strategyTypeFromName(std::string_view name);
// The name kube-scheduler reads for `type`.
const char* strategyTypeName(StrategyType type);

} // namespace bp
