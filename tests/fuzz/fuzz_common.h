// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the libFuzzer targets: how a finding is reported, and the check
// that every diagnostic of a refused input says something.
#pragma once

#include "util/diagnostic.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace bp::fuzz {

// Aborts with a message; libFuzzer then saves the input as crash-<sha1>.
[[noreturn]] inline void finding(const char* target, const std::string& what)
{
    std::fprintf(stderr, "%s: FINDING: %s\n", target, what.c_str());
    std::fflush(stderr);
    std::abort();
}

// A refusal must name what is wrong: a message in every diagnostic.
inline void checkDiagnostics(const char* target, const InputError& e)
{
    if (e.diagnostics().empty())
        finding(target, "InputError without diagnostics");
    for (const auto& d : e.diagnostics())
        if (d.message.empty())
            finding(target, "diagnostic without a message: " + d.toString());
}

} // namespace bp::fuzz
