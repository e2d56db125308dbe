// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/json_comments.h"

namespace bp::yamlio {

bool startsJsonComment(std::string_view text)
{
    return text.size() >= 2 && text[0] == '/' && (text[1] == '/' || text[1] == '*');
}

Phrase jsonComment(char second)
{
    Phrase p(second == '/' ? BP_TEXT("bp::core", "JSON has no comments; remove the // comment")
                           : BP_TEXT("bp::core", "JSON has no comments; remove the /* comment */"));
    p.then(Phrase(BP_TEXT("bp::core", " (or write the file as YAML, where a comment starts with %1)"), { "#" }));
    return p;
}

std::optional<Diagnostic> checkJsonComments(std::string_view text, const std::string& file)
{
    int line = 1;
    size_t lineStart = 0;
    bool inString = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            lineStart = i + 1;
        } else if (inString) {
            if (c == '\\')
                ++i; // the escaped character, never a quote that ends the string
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (startsJsonComment(text.substr(i))) {
            Diagnostic d;
            d.file = file;
            d.line = line;
            d.column = static_cast<int>(i - lineStart) + 1;
            d.say(jsonComment(text[i + 1]));
            return d;
        }
    }
    return std::nullopt;
}

} // namespace bp::yamlio
