// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/strategy_names.h"

namespace bp {

std::optional<StrategyType> strategyTypeFromName(std::string_view name)
{
    for (const StrategyType t :
        { StrategyType::LeastAllocated, StrategyType::MostAllocated, StrategyType::RequestedToCapacityRatio }) {
        if (name == strategyTypeName(t))
            return t;
    }
    return std::nullopt;
}

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
    return "";
}

} // namespace bp
