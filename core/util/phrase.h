// SPDX-License-Identifier: GPL-3.0-or-later
// A sentence for a person, kept apart from the values in it, so that the
// window can show it in the user's language while core stays free of Qt and
// the CLI keeps speaking English.
//
// The English source text is the key: placeholders %1..%9 stand for the
// values (names, numbers, Go expressions: never translated), and a count-
// dependent word is written {singular|plural}, chosen by `count` in English;
// a translation writes the sentence its own way ("%n" is the count). Every
// source text is marked with BP_TEXT("bp::core", "..."), which lupdate reads
// as QT_TRANSLATE_NOOP (resources/translations/CMakeLists.txt), so the .ts
// lists it and test_translations fails while it is untranslated.
//
// A Phrase may carry further phrases (`parts`) that follow it on the same
// line: a sentence built from smaller sentences, each translated alone.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#define BP_TEXT(context, text) text

namespace bp {

struct Phrase {
    const char* source = "";       // English, with %1..%9, %n and {singular|plural}
    std::vector<std::string> args; // %1, %2, ...: values, shown as they are
    int64_t count = -1;            // %n and {singular|plural}; -1: none
    std::vector<Phrase> parts;     // phrases that follow this one, in order

    Phrase() = default;
    Phrase(const char* text, std::vector<std::string> values = {}) : source(text), args(std::move(values)) {}

    // Appends a phrase after this one (and its earlier parts).
    Phrase& then(Phrase p)
    {
        parts.push_back(std::move(p));
        return *this;
    }
    Phrase& counted(int64_t n)
    {
        count = n;
        return *this;
    }
    bool empty() const { return source[0] == '\0' && parts.empty(); }

    // The text: this phrase's own, then its parts', each source looked up
    // (a translation, or the source itself) and filled with its values.
    using Lookup = std::function<std::string(const char* source)>;
    std::string render(const Lookup& lookup) const;
    std::string english() const;
};

// Fills one phrase's text (already looked up, in any language) with its
// values: %1..%9 from args, %n from count, {singular|plural} by count
// (English plural rule: singular for 1). The parts are not included.
std::string fillPhrase(std::string_view text, const std::vector<std::string>& args, int64_t count);

// A phrase for a value that is shown as it is, untranslated (a scheduler's
// own message, a name).
inline Phrase verbatim(std::string text)
{
    return Phrase(BP_TEXT("bp::core", "%1"), { std::move(text) });
}

} // namespace bp
