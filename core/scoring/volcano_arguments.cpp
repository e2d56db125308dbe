// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoring/volcano_arguments.h"

#include <algorithm>

namespace bp {

const VolcanoArgument* findArgument(const std::vector<VolcanoArgument>& args, std::string_view key)
{
    for (auto it = args.rbegin(); it != args.rend(); ++it)
        if (it->key == key)
            return &*it;
    return nullptr;
}

int64_t binpackInt(const std::vector<VolcanoArgument>& args, std::string_view key, int64_t fallback)
{
    const VolcanoArgument* a = findArgument(args, key);
    return a && a->kind == VolcanoArgument::Kind::Int ? a->intValue : fallback;
}

NodeOrderWeights nodeOrderWeights(const std::vector<VolcanoArgument>& args)
{
    NodeOrderWeights w;
    for (const NodeOrderKey& k : kNodeOrderKeys)
        w.*k.weight = binpackInt(args, k.key, w.*k.weight);
    return w;
}

void setIntegerArgument(std::vector<VolcanoArgument>& args, std::string_view key, int64_t value)
{
    VolcanoArgument a;
    a.key = std::string(key);
    a.kind = VolcanoArgument::Kind::Int;
    a.text = std::to_string(value);
    a.intValue = value;
    setArgument(args, std::move(a));
}

void setArgument(std::vector<VolcanoArgument>& args, VolcanoArgument a)
{
    const std::string key = a.key;
    auto it = std::find_if(args.begin(), args.end(), [&](const VolcanoArgument& x) { return x.key == key; });
    if (it == args.end()) {
        args.push_back(std::move(a));
        return;
    }
    *it = std::move(a);
    args.erase(std::remove_if(it + 1, args.end(), [&](const VolcanoArgument& x) { return x.key == key; }), args.end());
}

namespace {

// unicode.IsSpace: '\t', '\n', '\v', '\f', '\r', ' ', U+0085, U+00A0, and
// the Zs/Zl/Zp code points U+1680, U+2000-U+200A, U+2028, U+2029, U+202F,
// U+205F, U+3000. Returns the byte length of the white-space character
// starting (forward) or ending (backward) at the given end of s, or 0.
bool isUnicodeSpace(char32_t c)
{
    return c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == ' ' || c == 0x85 || c == 0xA0
        || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F
        || c == 0x3000;
}

// The code point of a well-formed 1-3 byte UTF-8 sequence (every space above
// is below U+10000), or U+FFFD.
char32_t decode(std::string_view s)
{
    const auto b = [&](size_t i) { return static_cast<unsigned char>(s[i]); };
    if (s.size() == 1 && b(0) < 0x80)
        return b(0);
    if (s.size() == 2 && (b(0) & 0xE0) == 0xC0 && (b(1) & 0xC0) == 0x80)
        return static_cast<char32_t>(((b(0) & 0x1F) << 6) | (b(1) & 0x3F));
    if (s.size() == 3 && (b(0) & 0xF0) == 0xE0 && (b(1) & 0xC0) == 0x80 && (b(2) & 0xC0) == 0x80)
        return static_cast<char32_t>(((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F));
    return 0xFFFD;
}

size_t leadingSpace(std::string_view s)
{
    for (size_t n = 1; n <= 3 && n <= s.size(); ++n)
        if (decode(s.substr(0, n)) != 0xFFFD && isUnicodeSpace(decode(s.substr(0, n))))
            return n;
    return 0;
}

size_t trailingSpace(std::string_view s)
{
    for (size_t n = 1; n <= 3 && n <= s.size(); ++n)
        if (decode(s.substr(s.size() - n)) != 0xFFFD && isUnicodeSpace(decode(s.substr(s.size() - n))))
            return n;
    return 0;
}

} // namespace

std::string_view goTrimSpace(std::string_view s)
{
    while (size_t n = leadingSpace(s))
        s.remove_prefix(n);
    while (size_t n = trailingSpace(s))
        s.remove_suffix(n);
    return s;
}

std::vector<std::string> splitBinpackResources(std::string_view text)
{
    std::vector<std::string> names;
    size_t start = 0;
    while (start <= text.size()) {
        size_t comma = text.find(',', start);
        if (comma == std::string_view::npos)
            comma = text.size();
        const std::string item(goTrimSpace(text.substr(start, comma - start)));
        if (!item.empty() && std::find(names.begin(), names.end(), item) == names.end())
            names.push_back(item);
        start = comma + 1;
    }
    return names;
}

std::vector<std::string> binpackResourceNames(const std::vector<VolcanoArgument>& args)
{
    const VolcanoArgument* a = findArgument(args, kBinpackResources);
    if (!a || a->kind != VolcanoArgument::Kind::String)
        return {}; // a list, number or null counts as "" (Volcano)
    return splitBinpackResources(a->text);
}

bool isBinpackWeightKey(std::string_view key)
{
    return key == kBinpackWeight || key == kBinpackCpu || key == kBinpackMemory
        || (key.substr(0, kBinpackResourcePrefix.size()) == kBinpackResourcePrefix
            && key.size() > kBinpackResourcePrefix.size());
}

std::string binpackResourceKey(std::string_view name)
{
    return std::string(kBinpackResourcePrefix) + std::string(name);
}

} // namespace bp
