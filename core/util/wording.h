// SPDX-License-Identifier: GPL-3.0-or-later
// Text for a person as the readers pass it on: a Phrase, which the window
// translates, or English kept as it is. A std::string or a bare literal is
// English: a message quoted as the scheduler or a parser prints it (a
// field.Error rendering, yaml-cpp's own words), or wording from a helper that
// gives no phrase yet. Readers take a Wording so that either can be passed;
// to be translated, pass a Phrase of a BP_TEXT literal.
#pragma once

#include "util/diagnostic.h"

#include <string>
#include <utility>

namespace bp {

class Wording {
public:
    Wording(Phrase p)
        : phrase_(std::move(p))
    {
    }
    Wording(std::string text)
        : text_(std::move(text))
        , english_(true)
    {
    }
    Wording(const char* text)
        : Wording(std::string(text))
    {
    }

    // As part of a longer phrase: the phrase, or the English as it is.
    Phrase phrase() const { return english_ ? verbatim(text_) : phrase_; }
    bool blank() const { return english_ ? text_.empty() : phrase_.empty(); }
    // Sets the diagnostic's message, and its phrase unless the text is English.
    void tell(Diagnostic& d) &&
    {
        if (english_)
            d.message = std::move(text_);
        else
            d.say(std::move(phrase_));
    }

private:
    Phrase phrase_;
    std::string text_; // English kept as it is
    bool english_ = false;
};

} // namespace bp
