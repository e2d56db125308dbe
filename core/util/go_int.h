// SPDX-License-Identifier: GPL-3.0-or-later
// Go's int64 arithmetic: + and * wrap (two's complement, no undefined
// behaviour), int64(math.Round(float64(a) / float64(b))) as the scheduler
// computes it. Each reports whether the exact result differed.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string_view>

namespace bp {

// strconv.ParseInt(s, 10, 64): an optional sign, then decimal digits, in range.
inline std::optional<int64_t> goParseInt(std::string_view s)
{
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    if (s.empty() || s.front() == '+')
        return std::nullopt;
    int64_t v = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || ptr != s.data() + s.size())
        return std::nullopt;
    return v;
}

inline int64_t goAdd(int64_t a, int64_t b)
{
    return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}

inline int64_t goMul(int64_t a, int64_t b)
{
    return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}

inline int64_t goSub(int64_t a, int64_t b)
{
    return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
}

inline int64_t goSub(int64_t a, int64_t b, bool* wrapped)
{
    int64_t r;
    if (__builtin_sub_overflow(a, b, &r))
        *wrapped = true;
    return r;
}

inline int64_t goAdd(int64_t a, int64_t b, bool* wrapped)
{
    int64_t r;
    if (__builtin_add_overflow(a, b, &r))
        *wrapped = true;
    return r; // the builtin stores the wrapped value
}

inline int64_t goMul(int64_t a, int64_t b, bool* wrapped)
{
    int64_t r;
    if (__builtin_mul_overflow(a, b, &r))
        *wrapped = true;
    return r;
}

// int64(math.Round(float64(a) / float64(b))), b != 0. math.Round rounds half
// away from zero, as std::round does. A quotient outside int64 converts, on
// amd64 (CVTTSD2SQ), to the "integer indefinite" value math.MinInt64.
inline int64_t goRoundQuotient(int64_t a, int64_t b)
{
    const double q = std::round(static_cast<double>(a) / static_cast<double>(b));
    constexpr double kTwo63 = 9223372036854775808.0;
    if (!(q >= -kTwo63 && q < kTwo63))
        return INT64_MIN;
    return static_cast<int64_t>(q);
}

// a / b truncating, b != 0; Go defines math.MinInt64 / -1 as math.MinInt64.
inline int64_t goDiv(int64_t a, int64_t b)
{
    if (b == -1)
        return static_cast<int64_t>(0 - static_cast<uint64_t>(a));
    return a / b;
}

} // namespace bp
