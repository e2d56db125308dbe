// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/diagnostic.h"

#include <cstdio>

namespace bp {

namespace {

// Backstops for text that reaches toString() without going through echo():
// generous enough for every message we write, far below a megabyte.
constexpr size_t kMaxFieldChars = 400;
constexpr size_t kMaxMessageChars = 4000;

// The length of the UTF-8 sequence starting with `lead` (1 for a stray byte).
size_t sequenceLength(unsigned char lead)
{
    if (lead >= 0xF0 && lead <= 0xF4)
        return 4;
    if (lead >= 0xE0)
        return lead <= 0xEF ? 3 : 1;
    if (lead >= 0xC2)
        return 2;
    return 1;
}

} // namespace

std::string escapeControls(std::string_view text, bool quotes)
{
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        char buf[8];
        if (quotes && (c == '"' || c == '\\')) {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c < 0x20 || c == 0x7f) {
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        } else if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80
            && static_cast<unsigned char>(text[i + 1]) <= 0x9F) {
            // U+0080..U+009F: a terminal may take U+009B as the start of an escape sequence.
            std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned char>(text[i + 1]));
            out += buf;
            ++i;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

std::string capText(std::string_view text, size_t chars)
{
    size_t end = 0;
    for (size_t n = 0; n < chars && end < text.size(); ++n)
        end += sequenceLength(static_cast<unsigned char>(text[end]));
    if (end >= text.size())
        return std::string(text);
    return std::string(text.substr(0, end)) + "\xE2\x80\xA6 (" + std::to_string(text.size()) + " bytes)";
}

std::string echo(std::string_view value)
{
    return escapeControls(capText(value));
}

std::string quoted(std::string_view value)
{
    return '"' + escapeControls(capText(value), true) + '"';
}

std::string Diagnostic::toString(const Phrase::Lookup& lookup) const
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
        out += Phrase(BP_TEXT("bp::core", "warning: ")).render(lookup);
    const std::string text
        = escapeControls(capText(lookup && !this->text.empty() ? this->text.render(lookup) : message, kMaxMessageChars));
    if (!field.empty()) {
        const std::string path = escapeControls(capText(field, kMaxFieldChars));
        // Upstream's field.Error rendering starts with the path already.
        if (text.compare(0, path.size(), path) != 0 || text.compare(path.size(), 2, ": ") != 0)
            out += path + ": ";
    }
    out += text;
    return out;
}

std::string joinDiagnostics(const std::vector<Diagnostic>& diagnostics, const Phrase::Lookup& lookup)
{
    std::string out;
    for (const auto& d : diagnostics) {
        if (!out.empty())
            out += '\n';
        out += d.toString(lookup);
    }
    return out;
}

InputError::InputError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(joinDiagnostics(diagnostics))
    , diagnostics_(std::move(diagnostics))
{
}

InputError::InputError(Diagnostic diagnostic)
    : InputError(std::vector<Diagnostic> { std::move(diagnostic) })
{
}

} // namespace bp
