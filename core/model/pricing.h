// SPDX-License-Identifier: GPL-3.0-or-later
// What a node costs (issue 16): the workspace's price table (PriceTable in
// model/workspace.h) looked up for one node. Prices are per node-hour, in the
// table's currency; nothing here knows a cloud's prices.
#pragma once

#include "model/workspace.h"

#include <optional>

namespace bp {

// Hours in a month for a monthly cost: 8760 h (a 365-day year) / 12, the
// convention of the AWS, Google Cloud and Azure pricing calculators.
inline constexpr double kHoursPerMonth = 730;

// The largest price per node-hour a workspace file takes (the smallest is 0):
// far above what any machine rents for, so that a price beyond it is a typo.
inline constexpr double kMaxHourlyPrice = 1e6;

// The price per hour of `node`: the price `table` lists for the value of the
// node's `table.label` label; else (no such label, or a value the table does
// not list) the table's default; else nullopt, a node without a price.
std::optional<double> hourlyPrice(const PriceTable& table, const Node& node);

} // namespace bp
