// SPDX-License-Identifier: GPL-3.0-or-later
// How gopkg.in/yaml.v2 (the parser Volcano uses for volcano-scheduler.conf)
// types a scalar, because Volcano's GetInt accepts Go ints only: "10" quoted
// is a string and ignored, 1.5 and 1e3 are floats and ignored, 010 is the int
// 8, 0x1F is 31, 1_0 is 10. See docs/scheduler-arithmetic.md, "Argument
// parsing", and the typing table in docs/config-formats.md, "Volcano warnings".
#pragma once

#include "model/workspace.h"
#include "util/phrase.h"

#include <string_view>

namespace bp {

// Types `text` as yaml.v2 resolves a scalar: quoted scalars are strings;
// plain ones follow the YAML 1.1 rules of yaml.v2's resolver.
VolcanoArgument classifyVolcanoScalar(std::string key, std::string_view text, bool quoted);

// yaml.v2's false (resolve.go): the plain scalars a bool is false for
// (n, no, false, off in their three spellings).
bool yamlV2False(std::string_view text);

// True when `text` written as a plain (unquoted) scalar would be read back by
// yaml.v2 as the string `text` itself.
bool plainScalarStaysString(std::string_view text);

// True when the int argument was written as a plain decimal integer without a
// leading zero (what Binpack Studio writes), e.g. "10" or "-3", not "010" / "0x1F" / "1_0".
bool isPlainDecimalInt(std::string_view text);

// "an integer", "a string", ...: as a phrase for the window, and in English.
Phrase volcanoKindPhrase(VolcanoArgument::Kind kind);
std::string_view volcanoKindName(VolcanoArgument::Kind kind);

} // namespace bp
