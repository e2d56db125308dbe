// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/atomic_file.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace bp::ui {

namespace {

FileWriteOps g_ops = defaultFileWriteOps();

QString trFile(const char* text)
{
    return QCoreApplication::translate("AtomicFile", text);
}

QString systemReason(int error)
{
    return qt_error_string(error);
}

FileIdentity fromStat(const struct stat& st)
{
    FileIdentity id;
    id.state = FileIdentity::State::Present;
    id.device = static_cast<quint64>(st.st_dev);
    id.inode = static_cast<quint64>(st.st_ino);
    id.size = static_cast<qint64>(st.st_size);
    id.mtimeNs = static_cast<qint64>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    return id;
}

QByteArray hashFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&f))
        return {};
    return hash.result();
}

// The file a save replaces: a symbolic link's target, so that the link stays.
QString resolveTarget(const QString& path)
{
    const QFileInfo info(path);
    if (!info.isSymLink())
        return info.absoluteFilePath();
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QFileInfo(info.symLinkTarget()).absoluteFilePath() : canonical;
}

// Creates a new, empty, hidden file beside `target`; returns its descriptor or -1 (errno set).
int createTemporary(const QString& target, QByteArray* tempName)
{
    const QFileInfo info(target);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString name = info.absolutePath() + QStringLiteral("/.") + info.fileName() + QLatin1Char('.')
            + QStringLiteral("%1").arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'))
            + QStringLiteral(".tmp");
        *tempName = QFile::encodeName(name);
        const int fd = ::open(tempName->constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    errno = EEXIST;
    return -1;
}

bool writeAll(int fd, const QByteArray& bytes)
{
    const char* data = bytes.constData();
    size_t left = static_cast<size_t>(bytes.size());
    while (left > 0) {
        const ssize_t n = g_ops.write(fd, data, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return false;
        if (n == 0) { // no progress and no error: the device takes nothing more
            errno = ENOSPC;
            return false;
        }
        data += n;
        left -= static_cast<size_t>(n);
    }
    return true;
}

void syncDirectory(const QString& target)
{
    // Best effort: the rename is done, the new content is already on the disk.
    const int dir
        = ::open(QFile::encodeName(QFileInfo(target).absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0)
        return;
    ::fsync(dir);
    ::close(dir);
}

} // namespace

bool FileIdentity::sameStat(const FileIdentity& other) const
{
    return state == other.state && device == other.device && inode == other.inode && size == other.size
        && mtimeNs == other.mtimeNs;
}

FileIdentity statFile(const QString& path)
{
    struct stat st { };
    if (::stat(QFile::encodeName(path).constData(), &st) == 0)
        return fromStat(st);
    FileIdentity id;
    id.state = (errno == ENOENT || errno == ENOTDIR) ? FileIdentity::State::Missing : FileIdentity::State::Present;
    return id;
}

namespace {
// Only a regular file is read for its hash: opening a FIFO without a writer
// would block for ever (the readers refuse such a file after 10 s instead).
bool isRegularFile(const QString& path)
{
    struct stat st { };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISREG(st.st_mode);
}
} // namespace

FileIdentity identifyFile(const QString& path)
{
    FileIdentity id = statFile(path);
    if (id.state == FileIdentity::State::Present && isRegularFile(path))
        id.sha256 = hashFile(path);
    return id;
}

bool changedOnDisk(const QString& path, const FileIdentity& known)
{
    if (known.state == FileIdentity::State::Unknown || path.isEmpty())
        return false;
    const FileIdentity now = statFile(path);
    if (now.state == FileIdentity::State::Missing)
        return false;
    if (known.state == FileIdentity::State::Missing)
        return true;
    if (now.sameStat(known))
        return false;
    if (known.sha256.isEmpty() || !isRegularFile(path))
        return true;
    return hashFile(path) != known.sha256; // an unreadable file counts as changed
}

FileWriteOps defaultFileWriteOps()
{
    return { ::write, ::fsync, ::close, ::rename };
}

ScopedFileWriteOps::ScopedFileWriteOps(const FileWriteOps& ops)
    : previous_(g_ops)
{
    g_ops = ops;
}

ScopedFileWriteOps::~ScopedFileWriteOps()
{
    g_ops = previous_;
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error, FileIdentity* written)
{
    const QString target = resolveTarget(path);
    auto fail = [&](const char* what, int code) {
        if (error)
            *error = trFile(what).arg(target, systemReason(code));
        return false;
    };
    QByteArray temp;
    const int fd = createTemporary(target, &temp);
    if (fd < 0)
        return fail(QT_TRANSLATE_NOOP("AtomicFile", "Cannot create a temporary file beside %1: %2"), errno);
    auto discard = [&](int code, bool closeFd) {
        if (closeFd)
            ::close(fd);
        ::unlink(temp.constData());
        return fail(QT_TRANSLATE_NOOP("AtomicFile", "Cannot write %1: %2"), code);
    };

    struct stat existing { };
    if (::stat(QFile::encodeName(target).constData(), &existing) == 0)
        ::fchmod(fd, existing.st_mode & 07777); // keep the file's permissions (a failure is not worth a lost save)
    if (!writeAll(fd, bytes))
        return discard(errno, true);
    if (g_ops.fsync(fd) != 0 && errno != EINVAL) // EINVAL: a file system without fsync
        return discard(errno, true);
    struct stat st { };
    const bool statted = ::fstat(fd, &st) == 0;
    if (g_ops.close(fd) != 0)
        return discard(
            errno, false); // the descriptor is gone either way (POSIX leaves it unspecified, Linux closes it)
    if (g_ops.rename(temp.constData(), QFile::encodeName(target).constData()) != 0) {
        const int code = errno;
        ::unlink(temp.constData());
        return fail(QT_TRANSLATE_NOOP("AtomicFile", "Cannot replace %1: %2"), code);
    }
    syncDirectory(target);
    if (written) {
        *written = statted ? fromStat(st) : statFile(target);
        written->sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    }
    return true;
}

} // namespace bp::ui
