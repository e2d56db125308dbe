// SPDX-License-Identifier: GPL-3.0-or-later
#include "theme.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace bp::ui {

namespace {

struct State {
    bool installed = false;
    QPalette systemPalette;
    QString systemStyle;
    Theme::Scheme scheme = Theme::Scheme::System;
};

State& state()
{
    static State s;
    return s;
}

} // namespace

void Theme::install()
{
    State& s = state();
    if (!s.installed) {
        s.installed = true;
        s.systemPalette = QApplication::palette();
        s.systemStyle = QApplication::style() ? QApplication::style()->name() : QString();
    }
    apply(saved());
}

void Theme::apply(Scheme scheme)
{
    State& s = state();
    if (!s.installed) {
        s.installed = true;
        s.systemPalette = QApplication::palette();
        s.systemStyle = QApplication::style() ? QApplication::style()->name() : QString();
    }
    s.scheme = scheme;
    switch (scheme) {
    case Scheme::System:
        if (!s.systemStyle.isEmpty() && QApplication::style()->name() != s.systemStyle)
            QApplication::setStyle(QStyleFactory::create(s.systemStyle));
        QApplication::setPalette(s.systemPalette);
        break;
    case Scheme::Light:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(lightPalette());
        break;
    case Scheme::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        break;
    }
}

Theme::Scheme Theme::scheme()
{
    return state().scheme;
}

void Theme::save(Scheme scheme)
{
    QSettings().setValue(QStringLiteral("theme"), schemeKey(scheme));
}

Theme::Scheme Theme::saved()
{
    return schemeFromKey(QSettings().value(QStringLiteral("theme")).toString());
}

bool Theme::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

bool Theme::isDark()
{
    return isDark(QApplication::palette());
}

QPalette Theme::lightPalette()
{
    QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    QPalette p = fusion ? fusion->standardPalette() : QPalette();
    delete fusion;
    return p;
}

QPalette Theme::darkPalette()
{
    const QColor window(45, 47, 51);
    const QColor base(30, 31, 34);
    const QColor alternate(38, 40, 44);
    const QColor text(228, 228, 228);
    const QColor disabledText(128, 128, 128);
    const QColor highlight(61, 126, 204);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, alternate);
    p.setColor(QPalette::ToolTipBase, QColor(60, 63, 68));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(140, 140, 140));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 90, 90));
    p.setColor(QPalette::Light, QColor(70, 72, 77));
    p.setColor(QPalette::Midlight, QColor(58, 60, 64));
    p.setColor(QPalette::Mid, QColor(36, 37, 40));
    p.setColor(QPalette::Dark, QColor(24, 25, 27));
    p.setColor(QPalette::Shadow, QColor(10, 10, 10));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(110, 170, 240));
    p.setColor(QPalette::LinkVisited, QColor(170, 140, 230));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(80, 80, 80));
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, disabledText);
    return p;
}

QString Theme::schemeKey(Scheme scheme)
{
    switch (scheme) {
    case Scheme::Light:
        return QStringLiteral("light");
    case Scheme::Dark:
        return QStringLiteral("dark");
    case Scheme::System:
        break;
    }
    return QStringLiteral("system");
}

Theme::Scheme Theme::schemeFromKey(const QString& key)
{
    if (key == QLatin1String("light"))
        return Scheme::Light;
    if (key == QLatin1String("dark"))
        return Scheme::Dark;
    return Scheme::System;
}

} // namespace bp::ui
