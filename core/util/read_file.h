// SPDX-License-Identifier: GPL-3.0-or-later
// The one reader of input files: a path or "-" (standard input), never more
// than a byte limit. A regular file larger than the limit is refused from its
// size, without reading; a stream (a pipe, /dev/zero, a terminal) is read up
// to limit + 1 bytes and then refused, so no input grows memory past the
// limit. A pipe or FIFO is opened without blocking: a FIFO that no program
// opens for writing within 10 s is refused instead of hanging in open(),
// while a pipe with a writer, such as <(kubectl get ...), is read to its end
// however long the writer takes.
// Errors are values: what failed and the operating system's reason; each
// caller words them for what it reads (see describeReadFailure).
#pragma once

#include "util/diagnostic.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace bp {

// A size beyond `limit` for a message: the size, and whether the message says
// "more than" it: when the size is not exactly known (a stream read to
// limit + 1) or reads the same as the limit, the limit is given instead.
struct OverSize {
    std::string size; // "17 MiB"
    bool moreThan = false;
};

struct ReadFailure {
    enum class Kind {
        Open, // open() failed; `error` says why
        Directory, // the path names a directory
        NoWriter, // a FIFO that no program opened for writing within 10 s
        Read, // read() failed; `error` says why
        TooLarge, // more than `limit` bytes
        NotText, // a control byte (NUL, 0x01-0x08, 0x0b, 0x0c, 0x0e-0x1f) in the first 64 KiB
    };
    Kind kind = Kind::Open;
    int error = 0; // errno for Open and Read
    uint64_t limit = 0; // TooLarge: the limit that applied
    uint64_t size = 0; // TooLarge: the file's size, or limit + 1 for a stream
    bool sizeKnown = false; // TooLarge: size is the whole file's (a regular file)
    unsigned char byte = 0; // NotText: the control byte
    int line = 0, column = 0; // NotText: where it is, from 1 (column in bytes)

    std::string reason() const; // strerror(error)
    // "200 MiB", or "more than 32 MiB" where only the first limit + 1 bytes were read
    std::string sizeText() const;
    OverSize overSize() const; // the same for a phrase
};

struct ReadResult {
    std::string text;
    std::optional<ReadFailure> failure;
    bool ok() const { return !failure; }
};

// Picks the limit from the first bytes of the input (at least the first 64 KiB,
// or all of it when shorter), e.g. a larger one for JSON than for YAML. It must
// not return more than the `limit` it was given is meant to allow at most.
using LimitForHead = std::function<uint64_t(std::string_view head)>;

// Reads `path` ("-": standard input) whole, or fails with a ReadFailure.
// `limit` applies unless limitForHead chooses another one. Every input read
// here is YAML or JSON, which allow no control byte but tab, line feed and
// carriage return: one in the first 64 KiB (a binary file, /dev/zero,
// /dev/urandom, UTF-16) stops the reading there (NotText), so such input is
// neither read to its limit nor given to a parser.
ReadResult readBounded(const std::string& path, uint64_t limit, const LimitForHead& limitForHead = {});

// A size as messages give it: "16 MiB" (rounded down); a small size that is
// not a whole number of MiB in bytes, "1000 bytes".
std::string mebibytes(uint64_t bytes);
// A size beyond `limit` (see OverSize).
OverSize overSize(uint64_t size, uint64_t limit, bool exact);
// The same as text: "17 MiB", "more than 16 MiB".
std::string sizeOverLimit(uint64_t size, uint64_t limit, bool exact);

// A plain wording of a failure, for readers that need no special one:
//   "cannot open the file: No such file or directory"
//   "is a directory; expected <what>"
//   "no program opened this pipe for writing within 10 s; expected <what>"
//   "cannot read the file: Input/output error"
//   "the file is 20 MiB; <what> may be at most 16 MiB"
//   "byte 0x00 is a control character, so this is not a text file; expected <what>"
// `what` names the expected content, e.g. "a scheduler configuration". The
// operating system's reason stays as it says it.
Phrase readFailurePhrase(const ReadFailure& failure, const Phrase& what);
std::string describeReadFailure(const ReadFailure& failure, const std::string& what);
// "the file is 20 MiB; <what> may be at most 16 MiB"
Phrase fileTooLarge(const OverSize& size, uint64_t limit, const Phrase& what);

// How messages name an input: the path, or "<stdin>" for "-".
std::string inputName(const std::string& path);

// The failure as a Diagnostic naming the file ("-": "<stdin>") and, for
// NotText, the line and column.
Diagnostic readFailureDiagnostic(const std::string& path, const ReadFailure& failure, const Phrase& what);

// readBounded with describeReadFailure's wording: the text, or a Diagnostic
// naming the file ("-": "<stdin>").
std::optional<Diagnostic> readInputFile(
    const std::string& path, uint64_t limit, const std::string& what, std::string* text);

} // namespace bp
