// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/phrase_text.h"

#include <QCoreApplication>

namespace bp::ui {

namespace {

// translate() is thread-safe: the live engine renders in its worker.
std::string lookUp(const char* source)
{
    return QCoreApplication::translate("bp::core", source).toStdString();
}

} // namespace

QString phraseText(const Phrase& phrase)
{
    return QString::fromStdString(phrase.render(lookUp));
}

QString explanationText(const Explanation& explanation)
{
    return QString::fromStdString(explanation.render(lookUp));
}

QString messageText(const Diagnostic& diagnostic)
{
    return QString::fromStdString(diagnostic.text.empty() ? diagnostic.message : diagnostic.text.render(lookUp));
}

QString diagnosticText(const Diagnostic& diagnostic)
{
    return QString::fromStdString(diagnostic.toString(lookUp));
}

QString fieldMessageText(const Diagnostic& diagnostic)
{
    return QString::fromStdString(diagnostic.fieldAndMessage(lookUp));
}

QString diagnosticsText(const std::vector<Diagnostic>& diagnostics)
{
    return QString::fromStdString(joinDiagnostics(diagnostics, lookUp));
}

std::optional<Quantity> parseQuantity(const QString& text, QString* error)
{
    Phrase why;
    auto q = Quantity::parse(text.toStdString(), why);
    if (!q && error)
        *error = phraseText(why);
    return q;
}

} // namespace bp::ui
