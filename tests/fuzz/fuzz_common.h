// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the libFuzzer targets: how a finding is reported, the check that
// every diagnostic of a refused input says something, and streams mode.
#pragma once

#include "util/diagnostic.h"

#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <thread>

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

// Streams mode (BP_FUZZ_MODE=streams, see scripts/fuzz.sh): each input reaches
// the reader through a pipe that a writer thread fills, named /dev/fd/N as
// <(kubectl get ...) names it, and is read by the commands' own file readers
// (util/read_file.h) rather than from memory.
inline bool streamsMode()
{
    static const bool on = [] {
        const char* mode = std::getenv("BP_FUZZ_MODE");
        if (mode && std::strcmp(mode, "streams") == 0) {
            std::signal(SIGPIPE, SIG_IGN); // a reader that stops early leaves the writer EPIPE
            return true;
        }
        return false;
    }();
    return on;
}

class InputPipe {
public:
    explicit InputPipe(std::string_view bytes)
    {
        if (::pipe(fds_) != 0)
            finding("fuzz", "pipe() failed");
        writer_ = std::thread([this, bytes] {
            size_t done = 0;
            while (done < bytes.size()) {
                const ssize_t n = ::write(fds_[1], bytes.data() + done, bytes.size() - done);
                if (n <= 0)
                    break;
                done += static_cast<size_t>(n);
            }
            ::close(fds_[1]);
        });
    }
    ~InputPipe()
    {
        ::close(fds_[0]);
        writer_.join();
    }
    InputPipe(const InputPipe&) = delete;
    InputPipe& operator=(const InputPipe&) = delete;
    std::string path() const { return "/dev/fd/" + std::to_string(fds_[0]); }

private:
    int fds_[2] = { -1, -1 };
    std::thread writer_;
};

} // namespace bp::fuzz
