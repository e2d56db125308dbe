// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/strategy_names.h"

namespace bp {

namespace {

constexpr StrategyType kTypes[]
    = { StrategyType::LeastAllocated, StrategyType::MostAllocated, StrategyType::RequestedToCapacityRatio };

} // namespace

const char* strategyTypeName(StrategyType type)
{
    switch (type) {
    case StrategyType::LeastAllocated:
        return "LeastAllocated";
    case StrategyType::MostAllocated:
        return "MostAllocated";
    case StrategyType::RequestedToCapacityRatio:
        return "RequestedToCapacityRatio";
    }
    return "LeastAllocated";
}

std::optional<StrategyType> strategyTypeFromName(std::string_view name)
{
    for (StrategyType t : kTypes) {
        if (name == strategyTypeName(t))
            return t;
    }
    return std::nullopt;
}

} // namespace bp
