// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/pricing.h"

namespace bp {

std::optional<double> hourlyPrice(const PriceTable& table, const Node& node)
{
    for (const auto& [key, value] : node.labels) {
        if (key != table.label)
            continue;
        for (const auto& [listed, price] : table.prices) {
            if (listed == value)
                return price;
        }
        break;
    }
    return table.defaultPrice;
}

} // namespace bp
