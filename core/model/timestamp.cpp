// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/timestamp.h"

#include <cstdio>

namespace bp {

namespace {

// Days from 1970-01-01 to y-m-d in the proleptic Gregorian calendar
// (Howard Hinnant's days_from_civil).
int64_t daysFromCivil(int64_t y, int64_t m, int64_t d)
{
    y -= m <= 2 ? 1 : 0;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const int64_t yoe = y - era * 400;
    const int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

// The inverse (Howard Hinnant's civil_from_days).
void civilFromDays(int64_t z, int64_t* y, int* m, int* d)
{
    z += 719468;
    const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const int64_t doe = z - era * 146097;
    const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const int64_t mp = (5 * doy + 2) / 153;
    *d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    *m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    *y = yoe + era * 400 + (*m <= 2 ? 1 : 0);
}

bool leapYear(int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int daysIn(int64_t y, int m)
{
    static constexpr int days[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    return m == 2 && leapYear(y) ? 29 : days[m - 1];
}

// `count` decimal digits at text[at...]; nullopt when any is not a digit.
std::optional<int> digits(std::string_view text, size_t at, size_t count)
{
    if (at + count > text.size())
        return std::nullopt;
    int n = 0;
    for (size_t i = at; i < at + count; ++i) {
        if (text[i] < '0' || text[i] > '9')
            return std::nullopt;
        n = n * 10 + (text[i] - '0');
    }
    return n;
}

} // namespace

std::optional<Timestamp> parseRfc3339(std::string_view text)
{
    // 2006-01-02T15:04:05 is 19 characters; the zone needs at least one more.
    if (text.size() < 20 || text[4] != '-' || text[7] != '-' || text[10] != 'T' || text[13] != ':'
        || text[16] != ':')
        return std::nullopt;
    const auto year = digits(text, 0, 4), month = digits(text, 5, 2), day = digits(text, 8, 2);
    const auto hour = digits(text, 11, 2), minute = digits(text, 14, 2), second = digits(text, 17, 2);
    if (!year || !month || !day || !hour || !minute || !second)
        return std::nullopt;
    if (*month < 1 || *month > 12 || *day < 1 || *day > daysIn(*year, *month) || *hour > 23 || *minute > 59
        || *second > 59)
        return std::nullopt;
    size_t at = 19;
    int32_t nanos = 0;
    if (text[at] == '.' || text[at] == ',') { // Go accepts either separator
        ++at;
        int scale = 100'000'000;
        const size_t first = at;
        for (; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at) {
            nanos += (text[at] - '0') * scale;
            scale /= 10;
        }
        if (at == first)
            return std::nullopt;
    }
    int64_t offset = 0; // seconds east of UTC
    if (at < text.size() && text[at] == 'Z') {
        ++at;
    } else if (at < text.size() && (text[at] == '+' || text[at] == '-')) {
        const auto hh = digits(text, at + 1, 2), mm = digits(text, at + 4, 2);
        if (!hh || !mm || text[at + 3] != ':' || *hh > 23 || *mm > 59)
            return std::nullopt;
        offset = (*hh * 3600 + *mm * 60) * (text[at] == '-' ? -1 : 1);
        at += 6;
    } else {
        return std::nullopt;
    }
    if (at != text.size())
        return std::nullopt;
    Timestamp t;
    t.seconds = daysFromCivil(*year, *month, *day) * 86400 + *hour * 3600 + *minute * 60 + *second - offset;
    t.nanos = nanos;
    return t;
}

std::string formatRfc3339(const Timestamp& t)
{
    int64_t days = t.seconds / 86400;
    int64_t rest = t.seconds % 86400;
    if (rest < 0) {
        rest += 86400;
        --days;
    }
    int64_t y = 0;
    int m = 0, d = 0;
    civilFromDays(days, &y, &m, &d);
    char buf[48];
    std::snprintf(buf, sizeof buf, "%04lld-%02d-%02dT%02lld:%02lld:%02lld", static_cast<long long>(y), m, d,
        static_cast<long long>(rest / 3600), static_cast<long long>(rest / 60 % 60), static_cast<long long>(rest % 60));
    std::string out = buf;
    if (t.nanos > 0) {
        std::snprintf(buf, sizeof buf, ".%09d", t.nanos);
        std::string fraction = buf;
        while (fraction.back() == '0')
            fraction.pop_back();
        out += fraction;
    }
    return out + "Z";
}

} // namespace bp
