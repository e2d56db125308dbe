// SPDX-License-Identifier: GPL-3.0-or-later
// A MainWindow for tests: its file questions answered without dialogs.
#pragma once

#include "file_controller.h"
#include "mainwindow.h"

#include <QMessageBox>
#include <QTest>

namespace bp::ui::test {

// Unsaved changes are discarded, no autosave is restored, a cluster import
// takes everything, information is not shown, and an error fails the test.
inline void quietFiles(MainWindow& w)
{
    w.files()->askSaveChanges = [] { return QMessageBox::Discard; };
    w.files()->askRestore = [](const QString&) { return false; };
    w.files()->askClusterOptions = nullptr;
    w.files()->showError = [](const QString& title, const QString& text, const QString& details) {
        QFAIL(qPrintable(title + QStringLiteral(": ") + text + QLatin1Char('\n') + details));
    };
    w.files()->showInfo = [](const QString&, const QString&, const QString&) {};
}

} // namespace bp::ui::test
