// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yaml_quoting.h"

#include "io/yaml11_scalars.h"
#include "io/yaml_text_check.h"

namespace bp::yamlio {

bool plainSyntaxOk(std::string_view text, bool flow)
{
    if (text.empty() || text.front() == ' ' || text.back() == ' ' || text.front() == '\t' || text.back() == '\t'
        || text.back() == ':')
        return false;
    static const std::string_view indicators = ",[]{}#&*!|>'\"%@`";
    if (indicators.find(text.front()) != std::string_view::npos)
        return false;
    if (text.front() == '-' || text.front() == '?' || text.front() == ':') {
        if (text.size() < 2 || text[1] == ' '
            || (flow && std::string_view(",[]{}").find(text[1]) != std::string_view::npos))
            return false;
    }
    if (text.find(": ") != std::string_view::npos || text.find(":\t") != std::string_view::npos
        || text.find(" #") != std::string_view::npos || text.find("\t#") != std::string_view::npos)
        return false;
    // In flow context yaml-cpp 0.7 stops a plain key at a '?' or ':' before
    // the ": " that follows it ("memory?: 1" is an "unknown token"): quoted.
    if (flow && text.find_first_of(",[]{}?:") != std::string_view::npos)
        return false;
    for (size_t i = 0; i < text.size();) {
        unsigned cp = 0;
        int length = 0;
        if (decodeUtf8(text, i, &cp, &length) != Utf8::Ok) {
            ++i;
            continue;
        }
        if ((cp < 0x20 && cp != '\t') || cp == 0x7f || yaml11Escape(cp))
            return false;
        i += static_cast<size_t>(length);
    }
    return true;
}

bool plainSafe(std::string_view text, bool flow)
{
    return plainSyntaxOk(text, flow) && text.find('\t') == std::string_view::npos
        && resolvePlainYaml11(text).type == Yaml11Type::String && !matchesYamlStyleFloat(text);
}

std::string doubleQuoted(std::string_view text)
{
    static const char* hex = "0123456789abcdef";
    std::string out = "\"";
    for (size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                out += "\\x";
                out += hex[c >> 4];
                out += hex[c & 0xf];
                break;
            }
            // NEL, LS, PS and a BOM: their escapes (checkText refuses them raw).
            unsigned cp = 0;
            int length = 0;
            const char* escape
                = c >= 0x80 && decodeUtf8(text, i, &cp, &length) == Utf8::Ok ? yaml11Escape(cp) : nullptr;
            if (escape) {
                out += escape;
                i += static_cast<size_t>(length) - 1;
            } else {
                out += ch;
            }
        }
    }
    out += '"';
    return out;
}

std::string scalarText(std::string_view text, bool flow)
{
    return plainSafe(text, flow) ? std::string(text) : doubleQuoted(text);
}

std::string blockEntry(int indent, std::string_view key, std::string_view value)
{
    // yaml-cpp measures from the key's first character to the ':' (1024 at
    // most); leave room for the separator.
    constexpr size_t kImplicitKeyLimit = 1000;
    const std::string pad(static_cast<size_t>(indent), ' ');
    std::string out = pad;
    if (key.size() <= kImplicitKeyLimit) {
        out.append(key).append(":");
    } else {
        out.append("? ").append(key).append("\n").append(pad).append(":");
    }
    if (!value.empty())
        out.append(" ").append(value);
    out += '\n';
    return out;
}

} // namespace bp::yamlio
