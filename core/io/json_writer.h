// SPDX-License-Identifier: GPL-3.0-or-later
// JSON output shared by the CLI and the core's exports: one writer type and
// one way to write strings and numbers (integers without a fraction, so 60
// reads "60" and 437.5 "437.5").
#pragma once

#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>
#include <string>

namespace bp {

using JsonWriter = rapidjson::PrettyWriter<rapidjson::StringBuffer>;

void writeString(JsonWriter& w, const std::string& s);
void writeNumber(JsonWriter& w, double v);

} // namespace bp
