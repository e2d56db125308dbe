// SPDX-License-Identifier: GPL-3.0-or-later
// core's phrases (util/phrase.h) in the window's language: each phrase's
// English source is looked up in the "bp::core" context of the installed
// translations and filled with its values; a phrase without a translation
// stays English. The values themselves (names, numbers, Go expressions,
// what the scheduler prints) are never translated.
#pragma once

#include "model/quantity.h"
#include "scoring/explanation.h"
#include "util/diagnostic.h"
#include "util/phrase.h"

#include <QString>

namespace bp::ui {

QString phraseText(const Phrase& phrase);
QString explanationText(const Explanation& explanation);
// A diagnostic's message alone, and "file:line:column: field: message" (one
// per line for several), translated where core wrote the message as a phrase.
QString messageText(const Diagnostic& diagnostic);
QString diagnosticText(const Diagnostic& diagnostic);
// "field: message", the field named once (Diagnostic::fieldAndMessage).
QString fieldMessageText(const Diagnostic& diagnostic);
QString diagnosticsText(const std::vector<Diagnostic>& diagnostics);
// Quantity::parse with its reason in the window's language.
std::optional<Quantity> parseQuantity(const QString& text, QString* error);

} // namespace bp::ui
