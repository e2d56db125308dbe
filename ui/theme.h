// SPDX-License-Identifier: GPL-3.0-or-later
// Light and dark palettes. "System" keeps the palette the platform gave the
// application; Light and Dark apply the Fusion style with a light or dark
// palette. (Qt 6.4 has no QStyleHints::colorScheme: whether a palette is dark
// is decided by the lightness of its window colour.)
#pragma once

#include <QObject>
#include <QPalette>
#include <QString>

namespace bp::ui {

class Theme {
    Q_GADGET
public:
    enum class Scheme { System, Light, Dark };
    Q_ENUM(Scheme)

    // Remembers the platform's palette and style, then applies the saved choice.
    // Call once, after the QApplication exists.
    static void install();
    static void apply(Scheme scheme);
    static Scheme scheme();
    static void save(Scheme scheme); // QSettings "theme"
    static Scheme saved();

    static bool isDark(const QPalette& palette);
    static bool isDark(); // the application's palette
    static QPalette lightPalette();
    static QPalette darkPalette();

    static QString schemeKey(Scheme scheme);
    static Scheme schemeFromKey(const QString& key);
};

} // namespace bp::ui
