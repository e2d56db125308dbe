// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/yaml_highlighter.h"

#include "theme.h"

namespace bp::ui {

YamlHighlighter::YamlHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document)
{
    updateColors();
}

void YamlHighlighter::updateColors()
{
    const bool dark = Theme::isDark();
    auto format = [](const QColor& color, bool bold = false, bool italic = false) {
        QTextCharFormat f;
        f.setForeground(color);
        if (bold)
            f.setFontWeight(QFont::Bold);
        f.setFontItalic(italic);
        return f;
    };
    const QColor key = dark ? QColor(120, 180, 250) : QColor(20, 80, 160);
    const QColor string = dark ? QColor(230, 170, 110) : QColor(160, 70, 10);
    const QColor number = dark ? QColor(150, 210, 140) : QColor(20, 120, 40);
    const QColor keyword = dark ? QColor(210, 150, 230) : QColor(130, 40, 150);
    const QColor marker = dark ? QColor(170, 170, 170) : QColor(110, 110, 110);
    rules_.clear();
    // Order matters: later rules paint over earlier ones.
    rules_.push_back({QRegularExpression(QStringLiteral(R"re(\b-?\d+(\.\d+)?([eE][-+]?\d+)?\b)re")), format(number)});
    rules_.push_back({QRegularExpression(QStringLiteral(R"re(\b(true|false|null|~)\b)re")), format(keyword, true)});
    rules_.push_back({QRegularExpression(QStringLiteral(R"re(^\s*(-\s+)?([^\s:#"'][^:#]*?|"[^"]*"|'[^']*')\s*:(\s|$))re")),
        format(key, true), 2});
    rules_.push_back({QRegularExpression(QStringLiteral(R"re("(?:[^"\\]|\\.)*"\s*:)re")), format(key, true)});
    rules_.push_back({QRegularExpression(QStringLiteral(R"re(:\s*("(?:[^"\\]|\\.)*"|'[^']*'))re")), format(string), 1});
    rules_.push_back({QRegularExpression(QStringLiteral(R"re(^\s*-\s+("(?:[^"\\]|\\.)*"|'[^']*'))re")), format(string), 1});
    rules_.push_back({QRegularExpression(QStringLiteral(R"re(^(---|\.\.\.)\s*$)re")), format(marker, true)});
    rules_.push_back({QRegularExpression(QStringLiteral(R"re([|>][-+]?\s*$)re")), format(marker, true)});
    comment_ = format(marker, false, true);
    rehighlight();
}

void YamlHighlighter::highlightBlock(const QString& text)
{
    for (const Rule& rule : rules_) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            setFormat(static_cast<int>(m.capturedStart(rule.group)), static_cast<int>(m.capturedLength(rule.group)),
                rule.format);
        }
    }
    // A comment: '#' at the start or after whitespace, outside quotes.
    bool single = false;
    bool dbl = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\'') && !dbl)
            single = !single;
        else if (c == QLatin1Char('"') && !single)
            dbl = !dbl;
        else if (c == QLatin1Char('#') && !single && !dbl && (i == 0 || text.at(i - 1).isSpace())) {
            setFormat(i, static_cast<int>(text.size()) - i, comment_);
            break;
        }
    }
}

} // namespace bp::ui
