// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/diagnostic.h"

namespace bp {

std::string Diagnostic::toString() const
{
    std::string out;
    if (!file.empty())
        out += file;
    if (line > 0) {
        if (!out.empty())
            out += ':';
        out += std::to_string(line);
        if (column > 0)
            out += ':' + std::to_string(column);
    }
    if (!out.empty())
        out += ": ";
    if (severity == Severity::Warning)
        out += "warning: ";
    if (!field.empty())
        out += field + ": ";
    out += message;
    return out;
}

std::string joinDiagnostics(const std::vector<Diagnostic>& diagnostics)
{
    std::string out;
    for (const auto& d : diagnostics) {
        if (!out.empty())
            out += '\n';
        out += d.toString();
    }
    return out;
}

InputError::InputError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(joinDiagnostics(diagnostics))
    , diagnostics_(std::move(diagnostics))
{
}

InputError::InputError(Diagnostic diagnostic)
    : InputError(std::vector<Diagnostic>{std::move(diagnostic)})
{
}

} // namespace bp
