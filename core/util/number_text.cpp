// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/number_text.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace bp {

std::string shortestNumber(double v)
{
    if (std::isfinite(v) && v == std::trunc(v) && std::fabs(v) < 9e15)
        return std::to_string(static_cast<int64_t>(v));
    char b[64];
    for (int prec = 1; prec <= 17; ++prec) {
        std::snprintf(b, sizeof b, "%.*g", prec, v);
        if (std::strtod(b, nullptr) == v)
            return b;
    }
    return b; // NaN never reads back equal: "nan" as printf writes it
}

} // namespace bp
