// SPDX-License-Identifier: GPL-3.0-or-later
// resource.Quantity as k8s.io/apimachinery parses it (pkg/api/resource/quantity.go,
// ParseQuantity / parseQuantityString / CanonicalizeBytes), kept exact in a
// 128-bit numerator over a power of ten.
//
// Deliberate differences from upstream, each to avoid a silently wrong number:
//  - a number without any digit ("Gi", ".", "-") is rejected; upstream's scanner
//    reads it as 0, although its own grammar requires digits;
//  - an exponent outside the int32 range is rejected; upstream wraps it to int32;
//  - a value beyond the 128-bit form (about 1.7e38) is rejected; upstream keeps
//    it in a big decimal whose int64 views overflow.
// Kept from upstream: values are rounded away from zero to a whole nano ("0.9n"
// is 1n), and a binary-SI value is capped at 2^63-1 ("9Ei" is 2^63-1).
#include "model/quantity.h"

#include <cmath>
#include <limits>

namespace bp {

namespace {

__extension__ using i128 = __int128;
__extension__ using u128 = unsigned __int128;

constexpr i128 kI128Max = static_cast<i128>(~static_cast<u128>(0) >> 1);
constexpr int kMaxScale = 9; // nano

const char* const kSuffixList = "n, u, m, k, M, G, T, P, E, Ki, Mi, Gi, Ti, Pi, Ei";

i128 pow10i(int n)
{
    i128 r = 1;
    for (int i = 0; i < n; ++i)
        r *= 10;
    return r;
}

std::string u128ToString(u128 v)
{
    if (v == 0)
        return "0";
    std::string s;
    while (v > 0) {
        s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
    }
    return s;
}

u128 magnitude(i128 v)
{
    return v < 0 ? static_cast<u128>(0) - static_cast<u128>(v) : static_cast<u128>(v);
}

// The text quoted for a message: printable ASCII as is, everything else \xNN,
// shortened when very long so the message stays one readable line.
std::string quoteForMessage(std::string_view text)
{
    static const char* hex = "0123456789abcdef";
    std::string out = "\"";
    const size_t limit = 64;
    for (size_t i = 0; i < text.size() && i < limit; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 0xf];
        }
    }
    if (text.size() > limit)
        out += "...";
    out += '"';
    return out;
}

// Multiplies a decimal digit string by a small factor in place.
void multiplyDigits(std::string& digits, unsigned factor)
{
    unsigned long long carry = 0;
    for (size_t i = digits.size(); i-- > 0;) {
        const unsigned long long d = static_cast<unsigned long long>(digits[i] - '0') * factor + carry;
        digits[i] = static_cast<char>('0' + d % 10);
        carry = d / 10;
    }
    while (carry > 0) {
        digits.insert(digits.begin(), static_cast<char>('0' + carry % 10));
        carry /= 10;
    }
}

// Parses a digit string into a u128; false when it does not fit below 2^127.
bool digitsToI128(std::string_view digits, i128& out)
{
    i128 v = 0;
    for (char c : digits) {
        const int d = c - '0';
        if (v > (kI128Max - d) / 10)
            return false;
        v = v * 10 + d;
    }
    out = v;
    return true;
}

struct SuffixInfo {
    const char* name;
    int base; // 10 or 2
    int exponent;
};

constexpr SuffixInfo kSuffixes[] = {
    {"n", 10, -9}, {"u", 10, -6}, {"m", 10, -3}, {"k", 10, 3}, {"M", 10, 6}, {"G", 10, 9},
    {"T", 10, 12}, {"P", 10, 15}, {"E", 10, 18}, {"Ki", 2, 10}, {"Mi", 2, 20}, {"Gi", 2, 30},
    {"Ti", 2, 40}, {"Pi", 2, 50}, {"Ei", 2, 60},
};

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i]))
            return false;
    }
    return true;
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

} // namespace

std::optional<Quantity> Quantity::parse(std::string_view text, std::string* error)
{
    if (!error)
        return parse(text, static_cast<Phrase*>(nullptr));
    Phrase why;
    auto q = parse(text, &why);
    if (!q)
        *error = why.english();
    return q;
}

std::optional<Quantity> Quantity::parse(std::string_view text, Phrase& error)
{
    return parse(text, &error);
}

std::optional<Quantity> Quantity::parse(std::string_view text, Phrase* error)
{
    auto fail = [&](Phrase why) -> std::optional<Quantity> {
        if (error) {
            *error = Phrase(BP_TEXT("bp::core", "%1 is not a valid quantity: "), { quoteForMessage(text) });
            error->then(std::move(why));
        }
        return std::nullopt;
    };
    const auto expectedSuffix = [] {
        return Phrase(BP_TEXT("bp::core", "expected one of %1 or an exponent (e.g. 1e3)"), { kSuffixList });
    };
    const auto at = [](size_t i) { return std::vector<std::string> { std::to_string(i) }; };
    std::string_view rest;
    const auto noExponentDigits = [&] {
        return Phrase(BP_TEXT("bp::core", "the exponent %1 has no digits; expected e.g. 1e3 or 5e-3"),
            { quoteForMessage(rest) });
    };

    if (text.empty())
        return fail(Phrase(BP_TEXT("bp::core", "the text is empty; expected a number such as 500m, 2 or 1Gi")));
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80)
            return fail(Phrase(BP_TEXT("bp::core",
                                   "it contains a non-ASCII byte at offset %1; expected digits, a decimal point and "
                                   "an ASCII suffix"),
                at(i)));
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f')
            return fail(Phrase(BP_TEXT("bp::core",
                                   "it contains whitespace at offset %1; write the number and its suffix together, "
                                   "e.g. 1Gi"),
                at(i)));
        if (c < 0x20 || c == 0x7f)
            return fail(Phrase(BP_TEXT("bp::core", "it contains a control character at offset %1"), at(i)));
    }

    size_t pos = 0;
    bool negative = false;
    if (text[pos] == '+' || text[pos] == '-') {
        negative = text[pos] == '-';
        ++pos;
    }
    const size_t intStart = pos;
    while (pos < text.size() && isDigit(text[pos]))
        ++pos;
    std::string_view intDigits = text.substr(intStart, pos - intStart);
    std::string_view fracDigits;
    bool hasPoint = false;
    if (pos < text.size() && text[pos] == '.') {
        hasPoint = true;
        const size_t fracStart = ++pos;
        while (pos < text.size() && isDigit(text[pos]))
            ++pos;
        fracDigits = text.substr(fracStart, pos - fracStart);
    }
    if (intDigits.empty() && fracDigits.empty()) {
        if (pos < text.size() && (text[pos] == '+' || text[pos] == '-'))
            return fail(Phrase(BP_TEXT("bp::core", "a second sign %1 follows the first; expected digits"),
                { quoteForMessage(text.substr(pos, 1)) }));
        if (hasPoint)
            return fail(Phrase(BP_TEXT("bp::core", "expected digits before or after the decimal point")));
        return fail(Phrase(BP_TEXT("bp::core", "expected a number before the suffix (e.g. 500m, 2, 1Gi)")));
    }
    const std::string numberPart(text.substr(0, pos));

    // The suffix: a known one, or an exponent e<int> / E<int>.
    rest = text.substr(pos);
    int base = 10;
    int64_t exponent = 0;
    Format format = Format::DecimalSI;
    bool known = false;
    for (const auto& s : kSuffixes) {
        if (rest == s.name) {
            base = s.base;
            exponent = s.exponent;
            format = s.base == 2 ? Format::BinarySI : Format::DecimalSI;
            known = true;
            break;
        }
    }
    if (!known && !rest.empty()) {
        if ((rest[0] == 'e' || rest[0] == 'E') && rest.size() > 1
            && (isDigit(rest[1]) || rest[1] == '+' || rest[1] == '-')) {
            size_t p = 1;
            bool expNegative = false;
            if (rest[p] == '+' || rest[p] == '-') {
                expNegative = rest[p] == '-';
                ++p;
            }
            const size_t digitsStart = p;
            while (p < rest.size() && isDigit(rest[p]))
                ++p;
            if (p == digitsStart)
                return fail(noExponentDigits());
            if (p != rest.size())
                return fail(Phrase(BP_TEXT("bp::core", "the exponent %1 must be a whole number; unexpected %2 after it"),
                    { quoteForMessage(rest), quoteForMessage(rest.substr(p, 1)) }));
            int64_t e = 0;
            for (size_t i = digitsStart; i < p; ++i) {
                e = e * 10 + (rest[i] - '0');
                if (e > std::numeric_limits<int32_t>::max())
                    return fail(Phrase(BP_TEXT("bp::core", "the exponent %1 is out of range"), { quoteForMessage(rest) }));
            }
            exponent = expNegative ? -e : e;
            format = Format::DecimalExponent;
        } else if (rest == "e" || rest == "e+" || rest == "e-" || rest == "E+" || rest == "E-") {
            return fail(noExponentDigits());
        } else {
            size_t bad = 0;
            while (bad < rest.size() && isLetter(rest[bad]))
                ++bad;
            if (bad < rest.size())
                return fail(Phrase(BP_TEXT("bp::core", "unexpected %1 after %2; "),
                    { quoteForMessage(rest.substr(bad, 1)), quoteForMessage(text.substr(0, pos + bad)) })
                        .then(expectedSuffix()));
            Phrase why(BP_TEXT("bp::core", "unknown suffix %1"), { quoteForMessage(rest) });
            bool hinted = false;
            for (const auto& s : kSuffixes) {
                if (equalsIgnoreCase(rest, s.name)) {
                    const std::string name = '"' + std::string(s.name) + '"';
                    why.then(hinted ? Phrase(BP_TEXT("bp::core", " or %1"), { name })
                                    : Phrase(BP_TEXT("bp::core", " (suffixes are case-sensitive: did you mean %1"),
                                          { name }));
                    hinted = true;
                }
            }
            if (hinted)
                why.then(Phrase(BP_TEXT("bp::core", "?)")));
            return fail(why.then(Phrase(BP_TEXT("bp::core", "; "))).then(expectedSuffix()));
        }
    }

    // Significant digits S and a power of ten: value = S * 10^e10 * 2^binExp.
    std::string digits;
    {
        size_t i = 0;
        while (i < intDigits.size() && intDigits[i] == '0')
            ++i;
        digits.assign(intDigits.substr(i));
        digits.append(fracDigits);
    }
    int64_t e10 = (base == 10 ? exponent : 0) - static_cast<int64_t>(fracDigits.size());
    {
        size_t lead = 0;
        while (lead < digits.size() && digits[lead] == '0')
            ++lead;
        digits.erase(0, lead);
    }
    auto stripTrailingZeros = [&] {
        while (!digits.empty() && digits.back() == '0') {
            digits.pop_back();
            ++e10;
        }
    };
    stripTrailingZeros();

    Quantity q;
    q.text_ = std::string(text);
    q.format_ = format;
    if (digits.empty()) { // zero, whatever the exponent
        q.numerator_ = 0;
        q.scale_ = 0;
        return q;
    }

    if (base == 2) {
        for (int64_t i = 0; i < exponent; i += 10)
            multiplyDigits(digits, 1024);
        stripTrailingZeros();
    }

    const Phrase tooLarge(
        BP_TEXT("bp::core", "the value is too large (beyond about 1.7e38); expected a magnitude a cluster can hold"));
    i128 numerator = 0;
    int scale = 0;
    if (e10 < -kMaxScale) {
        // Finer than a nano: round away from zero to a whole nano, as upstream.
        const int64_t drop = -kMaxScale - e10;
        if (drop >= static_cast<int64_t>(digits.size())) {
            numerator = 1;
        } else {
            if (!digitsToI128(std::string_view(digits).substr(0, digits.size() - static_cast<size_t>(drop)), numerator))
                return fail(tooLarge);
            if (numerator == kI128Max)
                return fail(tooLarge);
            numerator += 1; // the dropped digits end in a non-zero digit
        }
        scale = kMaxScale;
    } else if (e10 < 0) {
        if (!digitsToI128(digits, numerator))
            return fail(tooLarge);
        scale = static_cast<int>(-e10);
    } else {
        if (static_cast<int64_t>(digits.size()) + e10 > 39)
            return fail(tooLarge);
        if (!digitsToI128(digits, numerator))
            return fail(tooLarge);
        for (int64_t i = 0; i < e10; ++i) {
            if (numerator > kI128Max / 10)
                return fail(tooLarge);
            numerator *= 10;
        }
        scale = 0;
    }
    while (scale > 0 && numerator % 10 == 0) {
        numerator /= 10;
        --scale;
    }

    if (format == Format::BinarySI) {
        // Upstream caps a binary-SI quantity at 2^63-1 ("9Ei" parses as 2^63-1).
        const i128 cap = std::numeric_limits<int64_t>::max();
        if (numerator > cap * pow10i(scale)) {
            numerator = cap;
            scale = 0;
        }
        // A binary-SI value strictly between 0 and 1 becomes decimal SI.
        if (numerator < pow10i(scale))
            q.format_ = Format::DecimalSI;
    }

    q.numerator_ = negative ? -numerator : numerator;
    q.scale_ = scale;
    return q;
}

Quantity Quantity::fromMilli(int64_t milli)
{
    Quantity q;
    q.numerator_ = milli;
    q.scale_ = 3;
    while (q.scale_ > 0 && q.numerator_ % 10 == 0) {
        q.numerator_ /= 10;
        --q.scale_;
    }
    if (q.numerator_ == 0)
        q.scale_ = 0;
    q.format_ = Format::DecimalSI;
    q.text_ = q.canonical();
    return q;
}

Quantity Quantity::fromValue(int64_t value)
{
    Quantity q;
    q.numerator_ = value;
    q.scale_ = 0;
    // Whole multiples of 1024 read best in binary SI (memory); the rest in decimal SI.
    q.format_ = (value != 0 && value % 1024 == 0) ? Format::BinarySI : Format::DecimalSI;
    q.text_ = q.canonical();
    return q;
}

std::optional<int64_t> Quantity::milliValue() const
{
    i128 result;
    if (scale_ <= 3) {
        const i128 factor = pow10i(3 - scale_);
        if (magnitude(numerator_) > static_cast<u128>(kI128Max / factor))
            return std::nullopt;
        result = numerator_ * factor;
    } else {
        const i128 divisor = pow10i(scale_ - 3);
        result = numerator_ / divisor;
        if (numerator_ % divisor > 0)
            ++result; // ceil toward +inf
    }
    if (result > std::numeric_limits<int64_t>::max() || result < std::numeric_limits<int64_t>::min())
        return std::nullopt;
    return static_cast<int64_t>(result);
}

std::optional<int64_t> Quantity::value() const
{
    const i128 divisor = pow10i(scale_);
    i128 result = numerator_ / divisor;
    if (numerator_ % divisor > 0)
        ++result; // ceil toward +inf
    if (result > std::numeric_limits<int64_t>::max() || result < std::numeric_limits<int64_t>::min())
        return std::nullopt;
    return static_cast<int64_t>(result);
}

std::optional<int64_t> Quantity::schedulerUnits(std::string_view resource) const
{
    return resource == "cpu" ? milliValue() : value();
}

bool Quantity::isNegative() const { return numerator_ < 0; }

bool Quantity::isZero() const { return numerator_ == 0; }

double Quantity::toDouble() const
{
    const long double n = static_cast<long double>(numerator_);
    return static_cast<double>(n / std::pow(10.0L, scale_));
}

bool operator==(const Quantity& a, const Quantity& b)
{
    // Both sides are normalised (no trailing zero while scale > 0).
    return a.numerator_ == b.numerator_ && a.scale_ == b.scale_;
}

std::string Quantity::canonical() const
{
    if (numerator_ == 0)
        return "0";
    const std::string sign = numerator_ < 0 ? "-" : "";
    const u128 mag = magnitude(numerator_);

    Format format = format_;
    if (format == Format::BinarySI) {
        const bool small = mag < static_cast<u128>(1024) * static_cast<u128>(pow10i(scale_));
        if (small || scale_ != 0)
            format = Format::DecimalSI; // avoids rounding, as upstream
    }

    if (format == Format::BinarySI) {
        u128 amount = mag;
        int power = 0;
        while (power < 6 && amount % 1024 == 0) {
            amount /= 1024;
            ++power;
        }
        static const char* const names[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
        return sign + u128ToString(amount) + names[power];
    }

    // Decimal: mantissa without trailing zeros, exponent lowered to a multiple of 3.
    std::string digits = u128ToString(mag);
    int exponent = -scale_;
    while (digits.size() > 1 && digits.back() == '0') {
        digits.pop_back();
        ++exponent;
    }
    while (exponent % 3 != 0) {
        digits.push_back('0');
        --exponent;
    }
    if (format == Format::DecimalSI && exponent >= -9 && exponent <= 18) {
        static const char* const names[] = {"n", "u", "m", "", "k", "M", "G", "T", "P", "E"};
        // Appends, not operator+ chains: GCC 12 warns -Wrestrict on those (bug 105329).
        std::string out = sign;
        out += digits;
        out += names[(exponent + 9) / 3];
        return out;
    }
    // DecimalExponent, or a decimal SI value beyond "E": exponent notation.
    std::string out = sign;
    out += digits;
    if (exponent != 0) {
        out += 'e';
        out += std::to_string(exponent);
    }
    return out;
}

} // namespace bp
