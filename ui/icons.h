// SPDX-License-Identifier: GPL-3.0-or-later
// The window's icons: monochrome SVGs from the resources, drawn at whatever
// size and device pixel ratio is asked for, in the current palette's text
// colour (so they follow the light and dark palettes).
#pragma once

#include <QIcon>
#include <QString>

namespace bp::ui {

// name: a file in :/icons without ".svg" (e.g. "document-open").
QIcon themedIcon(const QString& name);
// The application's own (coloured) icon, drawn at the usual sizes.
QIcon applicationIcon();

} // namespace bp::ui
