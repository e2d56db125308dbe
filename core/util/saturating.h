// SPDX-License-Identifier: GPL-3.0-or-later
// Integer sums that stick at the int64 limits instead of wrapping (requests
// of exabytes summed over many pods must not turn negative).
#pragma once

#include <cstdint>

namespace bp {

inline int64_t saturatingAdd(int64_t a, int64_t b)
{
    int64_t r;
    if (!__builtin_add_overflow(a, b, &r))
        return r;
    return b > 0 ? INT64_MAX : INT64_MIN;
}

} // namespace bp
