// SPDX-License-Identifier: GPL-3.0-or-later
// Kubernetes resource.Quantity: parsing, exact value, and the two integer views
// the scheduler uses (MilliValue() for cpu, Value() for everything else), both
// rounded up as apimachinery rounds them.
#pragma once

#include "util/int128.h"
#include "util/phrase.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bp {

class Quantity {
public:
    Quantity() = default; // zero, text "0"

    // Parses a quantity string as apimachinery's ParseQuantity does:
    //   <sign><digits>[.<digits>][<suffix>]
    //   suffix: "" | decimal SI n u m k M G T P E | binary SI Ki Mi Gi Ti Pi Ei
    //           | decimal exponent e<int> / E<int> (e.g. "2e3", "1.5E-3")
    // Returns std::nullopt and sets *error to a one-line reason on failure
    // (e.g. `"12x" is not a valid quantity: unknown suffix "x"; expected one of
    // n, u, m, k, M, G, T, P, E, Ki, Mi, Gi, Ti, Pi, Ei or an exponent`).
    // Values whose magnitude does not fit the exact internal form (beyond about
    // 1.7e38 in milli-units) are an error, never a wrapped number.
    static std::optional<Quantity> parse(std::string_view text, std::string* error = nullptr);
    // The same, with the reason as a phrase the window can translate.
    static std::optional<Quantity> parse(std::string_view text, Phrase& error);

    static Quantity fromMilli(int64_t milli); // text in canonical form, e.g. 1500 -> "1500m", 2000 -> "2"
    static Quantity fromValue(int64_t value); // canonical text, e.g. 1073741824 -> "1Gi"

    // ceil(value * 1000); nullopt when the result does not fit int64.
    std::optional<int64_t> milliValue() const;
    // ceil(value); nullopt when the result does not fit int64.
    std::optional<int64_t> value() const;
    // The amount in the unit the scheduler counts `resource` in: millicores
    // for cpu (MilliValue), Value() for every other resource.
    std::optional<int64_t> schedulerUnits(std::string_view resource) const;

    bool isNegative() const;
    bool isZero() const;
    double toDouble() const;

    // The text as the user wrote it (kept for byte-stable round trips).
    const std::string& text() const { return text_; }
    // Kubernetes canonical form (as `kubectl get -o yaml` would print it).
    std::string canonical() const;

    // The exact value is numerator() / 10^scale().
    int128 numerator() const { return numerator_; }
    int scale() const { return scale_; }

    friend bool operator==(const Quantity& a, const Quantity& b); // same exact value
    bool sameText(const Quantity& o) const { return text_ == o.text_; }

private:
    static std::optional<Quantity> parse(std::string_view text, Phrase* error);
    // exact value = numerator_ / 10^scale_   (scale_ in [0, 18+9]); numerator_ is
    // a signed 128-bit integer.
    __extension__ __int128 numerator_ = 0;
    int scale_ = 0;
    std::string text_ = "0";
    enum class Format { DecimalSI, BinarySI, DecimalExponent } format_ = Format::DecimalSI;
};

} // namespace bp
