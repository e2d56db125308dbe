// SPDX-License-Identifier: GPL-3.0-or-later
// Where the window's file dialogs start. Every dialog that picks a file (open,
// save, import, export) starts in the folder the user last used, remembered in
// QSettings under "lastDirectory"; without one, in the open file's folder;
// else in Documents or home. Never in the bundled examples' folder: opening an
// example from the installation does not make it the place to save to.
#pragma once

#include <QString>

namespace bp::ui {

// The folder to start in; `openFile` is the document's file ("" when untitled).
QString startDirectory(const QString& openFile = {});
// `fileName` in startDirectory(openFile): the path a save dialog proposes.
QString startPath(const QString& fileName, const QString& openFile = {});
// Remembers the folder of `path` (a file) as the last one used, unless it is an examples folder.
void rememberDirectory(const QString& path);
// A Qt resource folder (":/examples"), or a folder named examples holding every bundled example.
bool isExamplesDirectory(const QString& dir);

} // namespace bp::ui
