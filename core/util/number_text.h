// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers as text for people and files: 60, 437.5, 173.07692307692307.
#pragma once

#include <string>

namespace bp {

// Integers without a fraction; otherwise the shortest text that reads back as
// the same double ("0.1", not "0.10000000000000001"); "nan", "inf" as printf.
std::string shortestNumber(double v);

} // namespace bp
