// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yaml11_scalars.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <initializer_list>
#include <limits>
#include <string>

namespace bp::yamlio {

namespace {

// Go's strconv.ParseInt / ParseUint with base 0 (sign, 0x / 0o / 0b / leading
// 0 prefixes). Returns false on a syntax error; *overflow on a range error.
bool goParseMagnitude(std::string_view s, bool allowSign, bool& negative, uint64_t& magnitude, bool& overflow)
{
    negative = false;
    overflow = false;
    size_t i = 0;
    if (allowSign && i < s.size() && (s[i] == '+' || s[i] == '-')) {
        negative = s[i] == '-';
        ++i;
    }
    unsigned base = 10;
    if (i < s.size() && s[i] == '0' && i + 1 < s.size()) {
        const char p = s[i + 1];
        if (p == 'x' || p == 'X') {
            base = 16;
            i += 2;
        } else if (p == 'b' || p == 'B') {
            base = 2;
            i += 2;
        } else if (p == 'o' || p == 'O') {
            base = 8;
            i += 2;
        } else {
            base = 8;
            i += 1;
        }
    }
    if (i >= s.size())
        return false;
    uint64_t v = 0;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        unsigned d;
        if (c >= '0' && c <= '9')
            d = static_cast<unsigned>(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = static_cast<unsigned>(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            d = static_cast<unsigned>(c - 'A' + 10);
        else
            return false;
        if (d >= base)
            return false;
        if (v > (std::numeric_limits<uint64_t>::max() - d) / base)
            overflow = true;
        else
            v = v * base + d;
    }
    magnitude = v;
    return true;
}

// strconv.ParseFloat on text already matching yamlStyleFloat: fails only on overflow.
bool goParseFloatInRange(std::string_view s)
{
    const std::string copy(s);
    errno = 0;
    const double v = std::strtod(copy.c_str(), nullptr);
    return !(errno == ERANGE && std::isinf(v));
}

bool inList(std::string_view s, std::initializer_list<const char*> list)
{
    return std::any_of(list.begin(), list.end(), [&](const char* w) { return s == w; });
}

} // namespace

bool matchesYamlStyleFloat(std::string_view s)
{
    size_t i = 0;
    auto digits = [&] {
        const size_t start = i;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9')
            ++i;
        return i - start;
    };
    if (i < s.size() && (s[i] == '+' || s[i] == '-'))
        ++i;
    if (i < s.size() && s[i] == '.') {
        ++i;
        if (digits() == 0)
            return false;
    } else {
        if (digits() == 0)
            return false;
        if (i < s.size() && s[i] == '.') {
            ++i;
            digits();
        }
    }
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-'))
            ++i;
        if (digits() == 0)
            return false;
    }
    return i == s.size();
}

Yaml11Value resolvePlainYaml11(std::string_view plain)
{
    Yaml11Value out;
    if (inList(plain, { "", "~", "null", "Null", "NULL" })) {
        out.type = Yaml11Type::Null;
        return out;
    }
    if (inList(plain,
            { "y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON", "n", "N", "no", "No", "NO",
                "false", "False", "FALSE", "off", "Off", "OFF" })) {
        out.type = Yaml11Type::Bool;
        return out;
    }
    if (inList(plain,
            { ".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF" })) {
        out.type = Yaml11Type::Float;
        return out;
    }
    const char first = plain[0];
    if (first == '.') {
        if (matchesYamlStyleFloat(plain) && goParseFloatInRange(plain))
            out.type = Yaml11Type::Float;
        return out;
    }
    if (!(first == '+' || first == '-' || (first >= '0' && first <= '9')))
        return out; // String
    std::string digits;
    digits.reserve(plain.size());
    for (char c : plain) {
        if (c != '_')
            digits += c;
    }
    bool negative = false;
    bool overflow = false;
    uint64_t magnitude = 0;
    if (goParseMagnitude(digits, true, negative, magnitude, overflow) && !overflow) {
        const uint64_t limit = negative ? uint64_t(1) << 63 : (uint64_t(1) << 63) - 1;
        if (magnitude <= limit) {
            out.type = Yaml11Type::Int;
            out.intValue = negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
            return out;
        }
    }
    bool unusedNegative = false;
    if (goParseMagnitude(digits, false, unusedNegative, magnitude, overflow) && !overflow) {
        out.type = Yaml11Type::Uint;
        return out;
    }
    if (matchesYamlStyleFloat(digits) && goParseFloatInRange(digits)) {
        out.type = Yaml11Type::Float;
        return out;
    }
    return out;
}

} // namespace bp::yamlio
