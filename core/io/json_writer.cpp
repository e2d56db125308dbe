// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/json_writer.h"

#include <cmath>
#include <cstdint>

namespace bp {

void writeString(JsonWriter& w, const std::string& s)
{
    w.String(s.c_str(), static_cast<rapidjson::SizeType>(s.size()));
}

void writeNumber(JsonWriter& w, double v)
{
    if (std::isfinite(v) && v == std::trunc(v) && std::fabs(v) < 9e15)
        w.Int64(static_cast<int64_t>(v));
    else
        w.Double(v);
}

} // namespace bp
