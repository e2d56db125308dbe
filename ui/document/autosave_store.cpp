// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/autosave_store.h"

#include "document/atomic_file.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace bp::ui {

namespace {

const QLatin1String kSuffix(".binpack.yaml");

QString fileKey(const QString& filePath)
{
    const QByteArray key
        = filePath.isEmpty() ? QByteArrayLiteral("untitled") : QFileInfo(filePath).absoluteFilePath().toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(16));
}

QString lockPath(const QString& windowId)
{
    return AutosaveStore::directory() + QLatin1Char('/') + windowId + QStringLiteral(".lock");
}

// True when the window `windowId` is gone: nobody holds its lock.
bool windowIsGone(const QString& windowId)
{
    const QByteArray path = QFile::encodeName(lockPath(windowId));
    const int fd = ::open(path.constData(), O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOENT; // no lock file: closed, or killed before it could clean up
    const bool gone = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
    if (gone)
        ::unlink(path.constData()); // its owner is dead: the lock file is litter
    ::close(fd);
    return gone;
}

} // namespace

AutosaveStore::AutosaveStore()
{
    static std::atomic<int> counter { 0 };
    id_ = QStringLiteral("%1-%2-%3")
              .arg(QCoreApplication::applicationPid())
              .arg(++counter)
              .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
}

AutosaveStore::~AutosaveStore()
{
    if (lockFd_ >= 0) {
        ::unlink(QFile::encodeName(lockPath(id_)).constData());
        ::close(lockFd_);
    }
}

QString AutosaveStore::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString AutosaveStore::sharedPathFor(const QString& filePath)
{
    return directory() + QLatin1Char('/') + fileKey(filePath) + kSuffix;
}

QString AutosaveStore::pathFor(const QString& filePath) const
{
    return directory() + QLatin1Char('/') + fileKey(filePath) + QLatin1Char('.') + id_ + kSuffix;
}

bool AutosaveStore::holdLock()
{
    if (lockFd_ >= 0)
        return true;
    QDir().mkpath(directory());
    const int fd = ::open(QFile::encodeName(lockPath(id_)).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return false;
    }
    lockFd_ = fd;
    return true;
}

bool AutosaveStore::write(const QString& filePath, const QByteArray& bytes, QString* error)
{
    // Without the lock another window would take the copy for a crash's; write it all the same.
    holdLock();
    return writeFileAtomically(pathFor(filePath), bytes, error);
}

QStringList AutosaveStore::leftBehind(const QString& filePath) const
{
    const QString key = fileKey(filePath);
    const QDir dir(directory());
    QStringList out;
    for (const QFileInfo& copy : dir.entryInfoList({ key + QLatin1Char('*') + kSuffix }, QDir::Files, QDir::Time)) {
        const QString name = copy.fileName();
        const QString middle = name.mid(key.size(), name.size() - key.size() - kSuffix.size());
        if (middle.isEmpty()) { // the shared slot of older versions
            out << copy.absoluteFilePath();
            continue;
        }
        if (!middle.startsWith(QLatin1Char('.')))
            continue;
        const QString owner = middle.mid(1);
        if (owner != id_ && windowIsGone(owner))
            out << copy.absoluteFilePath();
    }
    return out; // QDir::Time: newest first
}

} // namespace bp::ui
