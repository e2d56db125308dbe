// SPDX-License-Identifier: GPL-3.0-or-later
// Where windows keep their autosave copies. Every window has its own copy per
// file, <hash of the file path>.<window id>.binpack.yaml, and holds an flock()
// on <window id>.lock for as long as it lives; the kernel drops that lock when
// the process dies, however it dies. A copy whose window holds no lock any
// more (or a copy in the older, shared <hash>.binpack.yaml slot) was left by a
// crash and is offered back; a live window's copy is never touched.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace bp::ui {

class AutosaveStore {
public:
    AutosaveStore(); // a new window id: process id, a counter and a random part
    ~AutosaveStore(); // releases the window's lock (its copies then count as left behind)
    AutosaveStore(const AutosaveStore&) = delete;
    AutosaveStore& operator=(const AutosaveStore&) = delete;

    static QString directory();
    // The shared slot of older versions for `filePath` ("" = untitled); still offered.
    static QString sharedPathFor(const QString& filePath);
    // This window's copy of `filePath`.
    QString pathFor(const QString& filePath) const;
    QString windowId() const { return id_; }

    // Takes the window's lock (once) and writes the copy atomically.
    bool write(const QString& filePath, const QByteArray& bytes, QString* error);
    // Copies of `filePath` whose window is gone, newest first.
    QStringList leftBehind(const QString& filePath) const;

private:
    bool holdLock();

    QString id_;
    int lockFd_ = -1;
};

} // namespace bp::ui
