// SPDX-License-Identifier: GPL-3.0-or-later
// Diagnostics: every message about bad input names the file, line, column and
// field, and says what was expected. Lines and columns are 1-based; 0 means
// "unknown" (for example input that came from memory).
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace bp {

struct SourcePos {
    int line = 0;
    int column = 0;
};

struct Diagnostic {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    std::string file;
    int line = 0;
    int column = 0;
    std::string field;   // dotted path, e.g. profiles[0].plugins.NodeResourcesFit.weight
    std::string message; // what is wrong and what was expected

    // "file:line:column: field: message" (parts that are unknown are left out)
    std::string toString() const;
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

std::string joinDiagnostics(const std::vector<Diagnostic>& diagnostics);

} // namespace bp
