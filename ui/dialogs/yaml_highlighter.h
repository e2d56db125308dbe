// SPDX-License-Identifier: GPL-3.0-or-later
// Syntax colouring for the YAML (and JSON) the exporters write: keys, strings,
// numbers, booleans and null, comments and document markers, in colours that
// read on the light and the dark palette.
#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace bp::ui {

class YamlHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    explicit YamlHighlighter(QTextDocument* document);
    // Picks colours for the current application palette and re-highlights.
    void updateColors();

protected:
    void highlightBlock(const QString& text) override;

private:
    struct Rule {
        QRegularExpression pattern;
        QTextCharFormat format;
        int group = 0;
    };
    std::vector<Rule> rules_;
    QTextCharFormat comment_;
};

} // namespace bp::ui
