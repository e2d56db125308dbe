// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/volcano_scalar.h"

#include <array>
#include <cctype>
#include <limits>
#include <optional>
#include <regex>

namespace bp {

namespace {

bool oneOf(std::string_view s, std::initializer_list<std::string_view> list)
{
    for (auto v : list)
        if (s == v)
            return true;
    return false;
}

// Go's strconv.ParseInt(s, 0, 64) after yaml.v2 removed every '_'.
// Returns nullopt on a syntax error; sets *overflow when the syntax is right
// but the value does not fit int64.
std::optional<int64_t> goParseInt(std::string_view s, bool* overflow)
{
    *overflow = false;
    bool neg = false;
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
        neg = s[0] == '-';
        s.remove_prefix(1);
    }
    if (s.empty())
        return std::nullopt;
    int base = 10;
    if (s.size() >= 2 && s[0] == '0') {
        const char p = static_cast<char>(std::tolower(static_cast<unsigned char>(s[1])));
        if (p == 'x') {
            base = 16;
            s.remove_prefix(2);
        } else if (p == 'b') {
            base = 2;
            s.remove_prefix(2);
        } else if (p == 'o') {
            base = 8;
            s.remove_prefix(2);
        } else {
            base = 8;
            s.remove_prefix(1);
        }
        if (s.empty())
            return std::nullopt;
    }
    uint64_t value = 0;
    for (char c : s) {
        int d = -1;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'z')
            d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'Z')
            d = c - 'A' + 10;
        if (d < 0 || d >= base)
            return std::nullopt;
        const auto ud = static_cast<uint64_t>(d);
        const auto ub = static_cast<uint64_t>(base);
        if (value > (std::numeric_limits<uint64_t>::max() - ud) / ub)
            *overflow = true; // keep scanning: a later bad digit is still a syntax error
        else
            value = value * ub + ud;
    }
    const uint64_t limit = neg ? (uint64_t{1} << 63) : (uint64_t{1} << 63) - 1;
    if (*overflow || value > limit) {
        *overflow = true;
        return std::nullopt;
    }
    return neg ? static_cast<int64_t>(~value + 1) : static_cast<int64_t>(value);
}

} // namespace

VolcanoArgument classifyVolcanoScalar(std::string key, std::string_view text, bool quoted)
{
    VolcanoArgument a;
    a.key = std::move(key);
    a.text = std::string(text);
    a.quoted = quoted;
    a.kind = VolcanoArgument::Kind::String;
    if (quoted)
        return a;
    if (oneOf(text, {"", "~", "null", "Null", "NULL"})) {
        a.kind = VolcanoArgument::Kind::Null;
        return a;
    }
    if (oneOf(text, {"y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false",
                     "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF"})) {
        a.kind = VolcanoArgument::Kind::Bool;
        return a;
    }
    if (oneOf(text, {".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN",
                     ".NAN"})) {
        a.kind = VolcanoArgument::Kind::Float;
        return a;
    }
    // yaml.v2 only tries numbers for scalars starting with a digit, sign or dot.
    const char c0 = text.front();
    if (!(std::isdigit(static_cast<unsigned char>(c0)) || c0 == '+' || c0 == '-' || c0 == '.'))
        return a;
    std::string plain;
    for (char c : text)
        if (c != '_')
            plain += c;
    bool overflow = false;
    if (auto v = goParseInt(plain, &overflow)) {
        a.kind = VolcanoArgument::Kind::Int;
        a.intValue = *v;
        return a;
    }
    if (overflow) {
        // yaml.v2 then tries ParseUint: a positive value beyond int64 is a
        // uint64, which Volcano's GetInt does not accept either.
        a.kind = VolcanoArgument::Kind::Other;
        return a;
    }
    static const std::regex floatRe(R"(^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$)");
    if (std::regex_match(plain, floatRe))
        a.kind = VolcanoArgument::Kind::Float;
    return a;
}

bool plainScalarStaysString(std::string_view text)
{
    if (text.empty())
        return false;
    if (classifyVolcanoScalar({}, text, false).kind != VolcanoArgument::Kind::String)
        return false;
    // Characters that start YAML syntax or break a plain scalar.
    const char c0 = text.front();
    if (std::string_view("-?:,[]{}#&*!|>'\"%@`").find(c0) != std::string_view::npos && !(c0 == '-' && text.size() > 1 && text[1] != ' '))
        return false;
    if (text.front() == ' ' || text.back() == ' ')
        return false;
    if (text.find(": ") != std::string_view::npos || text.find(" #") != std::string_view::npos)
        return false;
    if (text.back() == ':')
        return false;
    for (char c : text)
        if (c == '\n' || c == '\t' || static_cast<unsigned char>(c) < 0x20)
            return false;
    return true;
}

bool isPlainDecimalInt(std::string_view text)
{
    std::string_view digits = text;
    if (!digits.empty() && digits[0] == '-')
        digits.remove_prefix(1);
    if (digits.empty() || digits.size() > 19)
        return false;
    for (char c : digits)
        if (c < '0' || c > '9')
            return false;
    return digits == "0" || digits[0] != '0';
}

std::string_view volcanoKindName(VolcanoArgument::Kind kind)
{
    switch (kind) {
    case VolcanoArgument::Kind::Int:
        return "an integer";
    case VolcanoArgument::Kind::String:
        return "a string";
    case VolcanoArgument::Kind::Float:
        return "a float";
    case VolcanoArgument::Kind::Bool:
        return "a boolean";
    case VolcanoArgument::Kind::Null:
        return "null";
    case VolcanoArgument::Kind::Other:
        return "not a scalar int";
    }
    return "a value";
}

} // namespace bp
