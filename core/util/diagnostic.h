// SPDX-License-Identifier: GPL-3.0-or-later
// Diagnostics: every message about bad input names the file, line, column and
// field, and says what was expected. Lines and columns are 1-based; 0 means
// "unknown" (for example input that came from memory).
#pragma once

#include "util/phrase.h"

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace bp {

// Where a value was read from. Never part of a value's content: any two
// positions compare equal, so that Pod, Node and Profile can default their
// operator== (undo and "changed?" checks compare content, and a defaulted
// comparison cannot forget a field).
struct SourcePos {
    int line = 0;
    int column = 0;
    friend bool operator==(const SourcePos&, const SourcePos&) { return true; }
};

struct Diagnostic {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    std::string file;
    int line = 0;
    int column = 0;
    std::string field; // dotted path, e.g. profiles[0].plugins.NodeResourcesFit.weight
    std::string message; // what is wrong and what was expected, in English
    // The message as a phrase when this program wrote it, so the window can
    // translate it; empty when the message is quoted as a scheduler prints it.
    Phrase text;

    // Sets both: message is the phrase in English.
    void say(Phrase p)
    {
        message = p.english();
        text = std::move(p);
    }

    // "file:line:column: field: message" (parts that are unknown are left out).
    // Control characters are escaped and an overlong field or message is
    // capped, so nothing a file holds reaches the terminal raw. With a lookup,
    // the message (and "warning: ") in its language.
    std::string toString(const Phrase::Lookup& lookup = {}) const;
    // "field: message" (the message alone without a field). The field is named
    // once: a message that starts with a path to it (upstream's field.Error
    // rendering, "scoringStrategy.resources[1].weight: Invalid value: 101: …",
    // whose path is shorter than the workspace's or the file's) is given after
    // the field without that path.
    std::string fieldAndMessage(const Phrase::Lookup& lookup = {}) const;
};

// Thrown by readers when input cannot be used. Carries every problem found.
class InputError : public std::runtime_error {
public:
    explicit InputError(std::vector<Diagnostic> diagnostics);
    explicit InputError(Diagnostic diagnostic);
    const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

private:
    std::vector<Diagnostic> diagnostics_;
};

std::string joinDiagnostics(const std::vector<Diagnostic>& diagnostics, const Phrase::Lookup& lookup = {});

// How much of a user's value a message repeats: names and values from a file
// can be megabytes long, and a terminal is no place for all of it.
inline constexpr size_t kEchoChars = 80;

// Control characters written as Go writes them in %q: \t, \n, \x1b, \x7f,
// and the C1 controls U+0080..U+009F as \u0085. With `quotes`, '"' and '\'
// are escaped too. Every other byte is kept (UTF-8 text stays readable).
std::string escapeControls(std::string_view text, bool quotes = false);

// At most `chars` characters of `text` (never cutting a UTF-8 sequence), then
// "… (N bytes)" when anything was left out; `text` unchanged otherwise.
std::string capText(std::string_view text, size_t chars = kEchoChars);

// A user's value as every message repeats it: capped, then escaped.
std::string echo(std::string_view value);
// The same in double quotes, '"' and '\' escaped: "name".
std::string quoted(std::string_view value);

} // namespace bp
