// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the Kubernetes quantity parser.
//
// Quantity::parse reports bad text by returning nullopt, so nothing may throw
// at all. For text it accepts, the properties every caller relies on must
// hold; a violation aborts, and libFuzzer keeps the input as a finding:
//  - the text is kept as written (byte-stable round trips);
//  - the canonical form parses back to the same exact value, and so does the
//    canonical form of that; from there on canonicalization is a fixed point
//    (not from the first step: upstream prints "1687.5Ki" as "1728000", whole
//    bytes without a binary suffix, which reads back as decimal, "1728k");
//  - the two integer views agree: ceil(1000 v) lies in (1000 ceil(v) - 1000, 1000 ceil(v)];
//  - a milli view rebuilt with fromMilli gives the same milli view back;
//  - the double view is finite.
#include "model/quantity.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void finding(const char* what, std::string_view input, const std::string& detail = {})
{
    std::fprintf(stderr, "fuzz_quantity: %s\n  input: \"%.*s\"\n  %s\n", what, static_cast<int>(input.size()),
                 input.data(), detail.c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string error;
    const auto q = bp::Quantity::parse(text, &error);
    if (!q) {
        if (error.empty())
            finding("rejected without a message", text);
        return 0;
    }
    if (q->text() != text)
        finding("text not kept as written", text, q->text());

    const std::string canonical = q->canonical();
    std::string error2;
    const auto back = bp::Quantity::parse(canonical, &error2);
    if (!back)
        finding("canonical form does not parse", text, canonical + ": " + error2);
    if (!(*back == *q))
        finding("canonical form has another value", text, canonical);
    const std::string second = back->canonical();
    const auto back2 = bp::Quantity::parse(second, &error2);
    if (!back2)
        finding("second canonical form does not parse", text, second + ": " + error2);
    if (!(*back2 == *q))
        finding("second canonical form has another value", text, second);
    if (back2->canonical() != second)
        finding("canonical form is not a fixed point from the second step", text,
                canonical + " -> " + second + " -> " + back2->canonical());

    const auto milli = q->milliValue();
    const auto value = q->value();
    if (milli && value) {
        __extension__ using i128 = __int128;
        const i128 m = *milli, v1000 = static_cast<i128>(*value) * 1000;
        if (!(m <= v1000 && m > v1000 - 1000))
            finding("milliValue and value disagree", text,
                    std::to_string(*milli) + " vs " + std::to_string(*value));
    }
    if (milli) {
        const auto rebuilt = bp::Quantity::fromMilli(*milli);
        if (rebuilt.milliValue() != milli)
            finding("fromMilli(milliValue()) changes the milli value", text, rebuilt.canonical());
    }
    if (!std::isfinite(q->toDouble()))
        finding("toDouble() is not finite", text);
    return 0;
}
