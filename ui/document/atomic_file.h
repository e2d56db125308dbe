// SPDX-License-Identifier: GPL-3.0-or-later
// The one way the window writes a file (a workspace, its autosave copy, an
// exported configuration): a temporary file beside the target, every write,
// the fsync and the close checked, and only then a rename over the target.
// On any failure the temporary file is removed, the target is untouched and
// the error names the path and the system's reason ("No space left on
// device"). Also: what a file on disk was when this window last read or wrote
// it, to notice that somebody else has changed it since.
#pragma once

#include <QByteArray>
#include <QString>
#include <sys/types.h>

namespace bp::ui {

// A file as this window last saw it. Unknown: never read or written here.
struct FileIdentity {
    enum class State { Unknown, Missing, Present };
    State state = State::Unknown;
    quint64 device = 0;
    quint64 inode = 0;
    qint64 size = 0;
    qint64 mtimeNs = 0;
    QByteArray sha256; // of the content; empty: not known

    bool sameStat(const FileIdentity& other) const;
};

// stat() of `path` (no content hash).
FileIdentity statFile(const QString& path);
// stat() and the hash of the content. If the file cannot be read the hash stays empty.
FileIdentity identifyFile(const QString& path);
// True when the file at `path` is no longer what `known` describes: different
// content (a touch that keeps the bytes is not a change). A file that was
// never seen (Unknown) or has been deleted since is not "changed": writing
// it loses nothing.
bool changedOnDisk(const QString& path, const FileIdentity& known);

// Writes `bytes` to `path` atomically (see above). On success, *written (if
// given) describes the new file. Symbolic links are followed: the link stays,
// its target is replaced. An existing file's permissions are kept.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error, FileIdentity* written = nullptr);

// The system calls the routine makes, replaceable in tests to make a device
// fail (the temporary file is still really created and must be removed).
struct FileWriteOps {
    ssize_t (*write)(int fd, const void* data, size_t size);
    int (*fsync)(int fd);
    int (*close)(int fd);
    int (*rename)(const char* from, const char* to);
};
FileWriteOps defaultFileWriteOps();

// While alive, writeFileAtomically uses `ops` (tests only; not thread-safe).
class ScopedFileWriteOps {
public:
    explicit ScopedFileWriteOps(const FileWriteOps& ops);
    ~ScopedFileWriteOps();
    ScopedFileWriteOps(const ScopedFileWriteOps&) = delete;
    ScopedFileWriteOps& operator=(const ScopedFileWriteOps&) = delete;

private:
    FileWriteOps previous_;
};

} // namespace bp::ui
