// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_dialogs.h"

#include "file_controller.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace bp::ui {

namespace {

const char* const kDirectoryKey = "lastDirectory";

bool usable(const QString& dir)
{
    return !dir.isEmpty() && QFileInfo(dir).isDir() && !isExamplesDirectory(dir);
}

} // namespace

bool isExamplesDirectory(const QString& dir)
{
    if (dir.startsWith(QLatin1Char(':')))
        return true;
    const QDir d(dir);
    if (d.dirName() != QLatin1String("examples"))
        return false;
    const QStringList examples = FileController::exampleResources();
    if (examples.isEmpty())
        return false;
    for (const QString& resource : examples) {
        if (!d.exists(QFileInfo(resource).fileName()))
            return false;
    }
    return true;
}

QString startDirectory(const QString& openFile)
{
    const QString last = QSettings().value(QLatin1String(kDirectoryKey)).toString();
    if (usable(last))
        return last;
    if (!openFile.isEmpty()) {
        const QString folder = QFileInfo(openFile).absolutePath();
        if (usable(folder))
            return folder;
    }
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (usable(documents))
        return documents;
    return QDir::homePath();
}

QString startPath(const QString& fileName, const QString& openFile)
{
    return QDir(startDirectory(openFile)).filePath(fileName);
}

void rememberDirectory(const QString& path)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!isExamplesDirectory(folder))
        QSettings().setValue(QLatin1String(kDirectoryKey), folder);
}

} // namespace bp::ui
