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

namespace {

// The last `n` dot-separated components of a field path (all of it when it has fewer).
std::string_view lastComponents(std::string_view path, int n)
{
    size_t end = path.size();
    for (int i = 0; i < n; ++i) {
        const size_t dot = end == 0 ? std::string_view::npos : path.rfind('.', end - 1);
        if (dot == std::string_view::npos)
            return path;
        if (i == n - 1)
            return path.substr(dot + 1);
        end = dot;
    }
    return path;
}

// The length of "path: " at the start of `text` when that path names `field`:
// the field itself, or upstream's shorter path to the same value (field.Error's
// "scoringStrategy.resources[1].weight: Invalid value: …" for the field
// plugins.NodeResourcesFit.args.scoringStrategy.resources[1].weight, or for
// the file's profiles[0].pluginConfig[1].args.scoringStrategy.resources[1].weight),
// which ends with the same one or two components. 0 otherwise.
size_t leadingFieldPath(std::string_view text, std::string_view field)
{
    const size_t colon = text.find(": ");
    if (colon == std::string_view::npos || colon == 0 || field.empty())
        return 0;
    const std::string_view path = text.substr(0, colon);
    if (path.find_first_of(" \t\"'") != std::string_view::npos)
        return 0;
    if (path == field)
        return colon + 2;
    const int components = path.find('.') == std::string_view::npos ? 1 : 2;
    return lastComponents(path, components) == lastComponents(field, components) ? colon + 2 : 0;
}

} // namespace

std::string Diagnostic::fieldAndMessage(const Phrase::Lookup& lookup) const
{
    std::string text = lookup && !this->text.empty() ? this->text.render(lookup) : message;
    std::string out;
    if (!field.empty()) {
        // The field is named once, even when the message starts with a path to it.
        text.erase(0, leadingFieldPath(text, field));
        out += escapeControls(capText(field, kMaxFieldChars)) + ": ";
    }
    out += escapeControls(capText(text, kMaxMessageChars));
    return out;
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
    out += fieldAndMessage(lookup);
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
