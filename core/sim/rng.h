// SPDX-License-Identifier: GPL-3.0-or-later
// A small, fully specified random generator (splitmix64) so that a seed gives
// the same placements on every platform and standard library.
#pragma once

#include <cstdint>

namespace bp {

class Rng {
public:
    explicit Rng(uint64_t seed) : state_(seed) {}
    uint64_t next()
    {
        uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n), without modulo bias.
    uint64_t below(uint64_t n)
    {
        const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
        uint64_t x;
        do
            x = next();
        while (x >= limit);
        return x % n;
    }

private:
    uint64_t state_;
};

} // namespace bp
