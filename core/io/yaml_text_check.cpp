// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yaml_text_check.h"

namespace bp::yamlio {

namespace {

std::string hexByte(unsigned char c)
{
    static const char* hex = "0123456789abcdef";
    return std::string("0x") + hex[c >> 4] + hex[c & 0xf];
}

std::string codePoint(unsigned c)
{
    static const char* hex = "0123456789ABCDEF";
    std::string s = "U+";
    for (int shift = 12; shift >= 0; shift -= 4)
        s += hex[(c >> shift) & 0xf];
    return s;
}

} // namespace

const char* yaml11Escape(unsigned cp)
{
    switch (cp) {
    case 0x85:
        return "\\u0085"; // not \N: yaml-cpp 0.7 decodes that to a lone byte 0x85
    case 0x2028:
        return "\\L";
    case 0x2029:
        return "\\P";
    case 0xfeff:
        return "\\uFEFF";
    default:
        return nullptr;
    }
}

Utf8 decodeUtf8(std::string_view text, size_t i, unsigned* cp, int* length)
{
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
        *cp = c;
        *length = 1;
        return Utf8::Ok;
    }
    if (c >= 0xc2 && c <= 0xdf) {
        *length = 2;
        *cp = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
        *length = 3;
        *cp = c & 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
        *length = 4;
        *cp = c & 0x07;
    } else {
        return Utf8::BadStart;
    }
    if (i + static_cast<size_t>(*length) > text.size())
        return Utf8::CutOff;
    for (int k = 1; k < *length; ++k) {
        const auto cc = static_cast<unsigned char>(text[i + static_cast<size_t>(k)]);
        if ((cc & 0xc0) != 0x80) {
            *length = k; // the breaking byte's offset
            return Utf8::Broken;
        }
        *cp = (*cp << 6) | (cc & 0x3f);
    }
    const bool overlong = (*length == 3 && *cp < 0x800) || (*length == 4 && *cp < 0x10000);
    if (overlong || *cp > 0x10ffff || (*cp >= 0xd800 && *cp <= 0xdfff))
        return Utf8::Invalid;
    return Utf8::Ok;
}

bool isUtf8(std::string_view text)
{
    for (size_t i = 0; i < text.size();) {
        unsigned cp = 0;
        int length = 0;
        if (decodeUtf8(text, i, &cp, &length) != Utf8::Ok)
            return false;
        i += static_cast<size_t>(length);
    }
    return true;
}

std::optional<Diagnostic> checkText(std::string_view text, const std::string& file, bool json)
{
    int line = 1;
    int column = 1;
    size_t i = 0;
    auto fail = [&](Phrase message) {
        Diagnostic d;
        d.file = file;
        d.line = line;
        d.column = column;
        d.say(std::move(message));
        return d;
    };
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (c == '\n') {
                ++line;
                column = 1;
                ++i;
                continue;
            }
            if (c == '\r') {
                if (i + 1 < text.size() && text[i + 1] == '\n')
                    ++i;
                else if (!json)
                    return fail(Phrase(BP_TEXT("bp::core",
                                           "a carriage return (%1) without a line feed after it; YAML readers "
                                           "disagree on it (yaml-cpp keeps it in the text, the scheduler's yaml ends "
                                           "the line there): expected LF or CRLF line ends, and %2 inside double "
                                           "quotes"),
                        { codePoint(c), "\\r" }));
                ++line;
                column = 1;
                ++i;
                continue;
            }
            if ((c < 0x20 && c != '\t') || c == 0x7f)
                return fail(Phrase(BP_TEXT("bp::core",
                                       "control character %1 is not allowed in YAML; expected printable text (is "
                                       "this a binary file?)"),
                    { codePoint(c) }));
            ++column;
            ++i;
            continue;
        }
        int length = 0;
        unsigned cp = 0;
        switch (decodeUtf8(text, i, &cp, &length)) {
        case Utf8::Ok:
            break;
        case Utf8::BadStart:
            return fail(
                Phrase(BP_TEXT("bp::core", "byte %1 is not valid UTF-8; expected UTF-8 text (save the file as UTF-8)"),
                    { hexByte(c) }));
        case Utf8::CutOff:
            return fail(Phrase(BP_TEXT("bp::core",
                                   "the UTF-8 sequence starting with byte %1 is cut off at the end of the file; "
                                   "expected UTF-8 text"),
                { hexByte(c) }));
        case Utf8::Broken:
            return fail(Phrase(BP_TEXT("bp::core",
                                   "byte %1 starts a UTF-8 sequence that byte %2 breaks; expected UTF-8 text (save "
                                   "the file as UTF-8)"),
                { hexByte(c), hexByte(static_cast<unsigned char>(text[i + static_cast<size_t>(length)])) }));
        case Utf8::Invalid:
            return fail(Phrase(
                BP_TEXT("bp::core", "byte %1 starts an invalid UTF-8 sequence; expected UTF-8 text"), { hexByte(c) }));
        }
        if (cp >= 0x80 && cp <= 0x9f && cp != 0x85)
            return fail(
                Phrase(BP_TEXT("bp::core", "control character %1 is not allowed in YAML; expected printable text"),
                    { codePoint(cp) }));
        // YAML 1.1, and so the scheduler's Go yaml.v2, breaks lines at NEL,
        // LS and PS; yaml-cpp keeps them as text. A BOM past the start is a
        // control character to yaml.v2. Escaped they mean the same to both.
        const char* escape = json || (cp == 0xfeff && i == 0) ? nullptr : yaml11Escape(cp);
        if (escape) {
            return fail(Phrase(BP_TEXT("bp::core",
                                   "%1 is a line break or control character to the scheduler's YAML reader (Go "
                                   "yaml.v2) and text to yaml-cpp, so the two would read different values; "
                                   "expected it escaped as %2 inside double quotes"),
                { codePoint(cp), escape }));
        }
        i += static_cast<size_t>(length);
        ++column;
    }
    return std::nullopt;
}

} // namespace bp::yamlio
