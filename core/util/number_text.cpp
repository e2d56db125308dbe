// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/number_text.h"

#include <charconv>
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

std::string readableAmount(const std::string& resource, int64_t amount, const std::string& cores)
{
    char b[64];
    const bool bytes = resource == "memory" || resource == "ephemeral-storage" || resource.rfind("hugepages-", 0) == 0;
    if (bytes && amount >= 10240) {
        // The unit that leaves 1 to 10239 of it: four figures at least.
        static const char* const kUnits[] = { "Ki", "Mi", "Gi", "Ti", "Pi", "Ei" };
        double v = static_cast<double>(amount) / 1024.0;
        int unit = 0;
        while (unit < 5 && v >= 10240.0) {
            v /= 1024.0;
            ++unit;
        }
        // to_chars: the same '.' whatever the C locale (the window sets the user's).
        const auto end = std::to_chars(b, b + sizeof b, v, std::chars_format::fixed, 1).ptr;
        return std::string(b, end) + " " + kUnits[unit];
    }
    if (bytes)
        return std::to_string(amount) + " bytes";
    if (resource == "cpu" && amount > 1000) {
        std::string text(b, std::to_chars(b, b + sizeof b, static_cast<double>(amount) / 1000.0,
                                std::chars_format::fixed, 2)
                                .ptr);
        text.erase(text.find_last_not_of('0') + 1); // "311.90" -> "311.9", "4.00" -> "4."
        if (text.back() == '.')
            text.pop_back();
        return text + " " + cores;
    }
    if (resource == "cpu")
        return std::to_string(amount) + "m";
    return std::to_string(amount);
}

} // namespace bp
