// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/did_you_mean.h"

#include "util/diagnostic.h"

#include <algorithm>

namespace bp::yamlio {

int editDistance(std::string_view a, std::string_view b)
{
    std::vector<int> prev(b.size() + 1);
    std::vector<int> cur(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        prev[j] = static_cast<int>(j);
    for (size_t i = 1; i <= a.size(); ++i) {
        cur[0] = static_cast<int>(i);
        for (size_t j = 1; j <= b.size(); ++j) {
            const int substitution = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({ prev[j] + 1, cur[j - 1] + 1, substitution });
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates)
{
    auto lower = [](std::string_view s) {
        std::string out(s);
        for (auto& c : out) {
            if (c >= 'A' && c <= 'Z')
                c = static_cast<char>(c - 'A' + 'a');
        }
        return out;
    };
    const std::string lw = lower(word);
    for (const auto& c : candidates) {
        if (lower(c) == lw)
            return c;
    }
    std::string best;
    int bestDistance = 3;
    for (const auto& c : candidates) {
        const int d = editDistance(lw, lower(c));
        if (d < bestDistance && d < static_cast<int>(std::max(word.size(), c.size()))) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

Phrase didYouMean(const std::string& match)
{
    return Phrase(BP_TEXT("bp::core", "did you mean %1? "), { bp::quoted(match) });
}

} // namespace bp::yamlio
