// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/phrase.h"

namespace bp {

namespace {

// Appends text with its placeholders filled; `choose`: {singular|plural} is
// resolved (not inside a branch already chosen).
void fill(std::string_view text, const std::vector<std::string>& args, int64_t count, bool choose, std::string& out)
{
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 1 < text.size()) {
            const char d = text[i + 1];
            if (d >= '1' && d <= '9' && static_cast<size_t>(d - '1') < args.size()) {
                out += args[static_cast<size_t>(d - '1')];
                ++i;
                continue;
            }
            if (d == 'n' && count >= 0) {
                out += std::to_string(count);
                ++i;
                continue;
            }
        }
        if (c == '{' && choose && count >= 0) {
            const size_t bar = text.find('|', i);
            const size_t end = bar == std::string_view::npos ? bar : text.find('}', bar);
            if (end != std::string_view::npos) {
                fill(count == 1 ? text.substr(i + 1, bar - i - 1) : text.substr(bar + 1, end - bar - 1), args, count,
                    false, out);
                i = end;
                continue;
            }
        }
        out += c;
    }
}

} // namespace

std::string fillPhrase(std::string_view text, const std::vector<std::string>& args, int64_t count)
{
    std::string out;
    out.reserve(text.size() + 16);
    fill(text, args, count, true, out);
    return out;
}

std::string Phrase::render(const Lookup& lookup) const
{
    std::string out = fillPhrase(lookup ? lookup(source) : std::string(source), args, count);
    for (const Phrase& p : parts)
        out += p.render(lookup);
    return out;
}

std::string Phrase::english() const
{
    return render({});
}

} // namespace bp
