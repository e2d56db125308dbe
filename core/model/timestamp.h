// SPDX-License-Identifier: GPL-3.0-or-later
// metadata.creationTimestamp: an RFC 3339 time as the API server writes it
// (2024-05-01T09:30:00Z) and as metav1.Time reads it (Go's time.Parse with
// time.RFC3339: a fractional second is accepted after the seconds, a zone is
// Z or +hh:mm/-hh:mm). Read once here for the workspace file and the kubectl
// import; the repack mode orders pods by it.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bp {

// An instant: seconds since 1970-01-01T00:00:00Z and the nanoseconds after them.
struct Timestamp {
    int64_t seconds = 0;
    int32_t nanos = 0; // 0..999'999'999
    friend auto operator<=>(const Timestamp&, const Timestamp&) = default;
};

// nullopt when `text` is not an RFC 3339 time (year 0000..9999, a real date,
// hour 00..23, minute and second 00..59, zone Z or +hh:mm with hh < 24 and
// mm < 60). Digits of a fraction beyond nine are dropped, as Go drops them.
std::optional<Timestamp> parseRfc3339(std::string_view text);
// The instant in UTC as the API server writes it: 2024-05-01T09:30:00Z, with
// the fraction of a second (trailing zeros dropped) when there is one.
std::string formatRfc3339(const Timestamp& t);

} // namespace bp
