// SPDX-License-Identifier: GPL-3.0-or-later
// A failed save never reports success and never destroys anything: on a real
// full tmpfs (as root) and with a failing device injected under the one save
// routine (every write, the fsync, the close and the rename). The document
// stays modified, the file byte-identical, no temporary file is left and the
// autosave copy survives. The export dialog saves through the same routine.
#include "dialogs/export_dialog.h"
#include "document/atomic_file.h"
#include "document/commands_cluster.h"
#include "document/document.h"
#include "file_controller.h"
#include "mainwindow.h"
#include "ui_fixtures.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWidget>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace bp;
using namespace bp::ui;

namespace {

using bp::ui::test::readAll;
using bp::ui::test::examplePath;

// Everything in `dir` but `keep` (hidden files included): temporary files left behind.
QStringList leftovers(const QString& dir, const QStringList& keep)
{
    QStringList out;
    for (const QString& name : QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot))
        if (!keep.contains(name))
            out << name;
    return out;
}

// ---- failing devices -----------------------------------------------------------------

// Writes to /dev/full: the kernel's own ENOSPC.
ssize_t writeToFullDevice(int, const void* data, size_t size)
{
    const int full = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
    if (full < 0) {
        errno = ENOSPC;
        return -1;
    }
    const ssize_t n = ::write(full, data, size);
    const int code = errno;
    ::close(full);
    errno = code;
    return n;
}

int g_written = 0; // bytes let through before the device fills up
ssize_t writeShort(int fd, const void* data, size_t size)
{
    if (g_written >= 100)
        return 0; // no progress, no error
    const ssize_t n = ::write(fd, data, std::min<size_t>(size, 100 - static_cast<size_t>(g_written)));
    if (n > 0)
        g_written += static_cast<int>(n);
    return n;
}

int fsyncFails(int)
{
    errno = EIO;
    return -1;
}

int closeFails(int fd)
{
    ::close(fd);
    errno = EDQUOT; // as NFS reports a quota exceeded at close
    return -1;
}

int renameFails(const char*, const char*)
{
    errno = EXDEV;
    return -1;
}

FileWriteOps failing(const QString& what)
{
    FileWriteOps ops = defaultFileWriteOps();
    if (what == QLatin1String("write"))
        ops.write = writeToFullDevice;
    else if (what == QLatin1String("short write"))
        ops.write = writeShort;
    else if (what == QLatin1String("fsync"))
        ops.fsync = fsyncFails;
    else if (what == QLatin1String("close"))
        ops.close = closeFails;
    else if (what == QLatin1String("rename"))
        ops.rename = renameFails;
    g_written = 0;
    return ops;
}

// A controller whose questions are answered by the test.
struct Harness {
    QWidget window;
    Document* doc = new Document(&window);
    FileController files { doc, &window };
    QStringList errors;
    int saveQuestions = 0;

    Harness()
    {
        files.askSaveChanges = [this] {
            ++saveQuestions;
            return QMessageBox::Cancel;
        };
        files.askRestore = [](const QString&) { return true; };
        files.askSavePath = [] { return QString(); };
        files.askChangedOnDisk = [](const QString&) { return DiskConflictAnswer::Cancel; };
        files.showError = [this](const QString& title, const QString&, const QString& details) {
            errors << title + QStringLiteral(": ") + details;
        };
    }
};

// Makes the workspace bigger than a few KiB: many nodes.
void grow(Document* doc, int nodes)
{
    std::vector<Node> all = doc->workspace().nodes;
    const Node base = all.front();
    for (int i = 0; i < nodes; ++i) {
        Node n = base;
        n.name = "grown-node-with-a-long-name-" + std::to_string(i);
        all.push_back(n);
    }
    doc->undoStack()->push(new ReplaceClusterCommand(doc, all, doc->workspace().pods, QStringLiteral("grow")));
}

} // namespace

class TestSaveFailures : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void writesAtomically();
    void failingDevice_data();
    void failingDevice();
    void failedSaveKeepsWindowModified();
    void exportDialogUsesTheSameRoutine();
    void fullTmpfs();

private:
    QTemporaryDir dir_;
};

void TestSaveFailures::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
}

void TestSaveFailures::init()
{
    QSettings().clear();
    QDir(FileController::autosaveDirectory()).removeRecursively();
}

void TestSaveFailures::writesAtomically()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plain.yaml"));
    QString error;
    FileIdentity written;
    QVERIFY2(writeFileAtomically(path, "one\n", &error, &written), qPrintable(error));
    QCOMPARE(readAll(path), QByteArray("one\n"));
    QVERIFY(written.state == FileIdentity::State::Present);
    QVERIFY(written.sameStat(statFile(path)));
    QVERIFY(!changedOnDisk(path, written));
    // An existing file keeps its permissions.
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
    QVERIFY(writeFileAtomically(path, "two\n", &error));
    struct stat st { };
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
    QCOMPARE(st.st_mode & 0777u, 0640u);
    // A symbolic link stays a link; its target gets the content.
    const QString link = dir.filePath(QStringLiteral("link.yaml"));
    QVERIFY(QFile::link(path, link));
    QVERIFY(writeFileAtomically(link, "three\n", &error));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(readAll(path), QByteArray("three\n"));
    QCOMPARE(leftovers(dir.path(), { QStringLiteral("plain.yaml"), QStringLiteral("link.yaml") }), QStringList());
    // A missing directory: the error names the path and the system's reason.
    const QString missing = dir.filePath(QStringLiteral("missing/x.yaml"));
    QVERIFY(!writeFileAtomically(missing, "x", &error));
    QVERIFY2(
        error.contains(missing) && error.contains(QString::fromLocal8Bit(std::strerror(ENOENT))), qPrintable(error));
}

void TestSaveFailures::failingDevice_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("code");
    QTest::newRow("write: ENOSPC from /dev/full") << QStringLiteral("write") << ENOSPC;
    QTest::newRow("write: no progress") << QStringLiteral("short write") << ENOSPC;
    QTest::newRow("fsync: EIO") << QStringLiteral("fsync") << EIO;
    QTest::newRow("close: EDQUOT") << QStringLiteral("close") << EDQUOT;
    QTest::newRow("rename: EXDEV") << QStringLiteral("rename") << EXDEV;
}

void TestSaveFailures::failingDevice()
{
    QFETCH(QString, which);
    QFETCH(int, code);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("work.binpack.yaml"));
    QVERIFY(QFile::copy(examplePath(), path));
    const QByteArray original = readAll(path);

    Harness h;
    QVERIFY(h.files.openFile(path));
    grow(h.doc, 50);
    QVERIFY(h.files.autosaveNow());
    const QString autosave = h.files.autosavePath();
    const QByteArray autosaved = readAll(autosave);
    QVERIFY(!autosaved.isEmpty());
    QSignalSpy modified(h.doc, &Document::modifiedChanged);
    {
        const ScopedFileWriteOps ops(failing(which));
        QVERIFY(!h.files.save());
    }
    QCOMPARE(readAll(path), original); // byte-identical
    QCOMPARE(leftovers(dir.path(), { QStringLiteral("work.binpack.yaml") }), QStringList());
    QVERIFY(h.doc->isModified());
    QCOMPARE(modified.count(), 0);
    QCOMPARE(readAll(autosave), autosaved); // the autosave copy is still there (its refresh failed the same way)
    QCOMPARE(leftovers(FileController::autosaveDirectory(), { QFileInfo(autosave).fileName() })
                 .filter(QStringLiteral(".tmp")),
        QStringList());
    QCOMPARE(h.errors.size(), 1);
    const QString reason = QString::fromLocal8Bit(std::strerror(code));
    QVERIFY2(h.errors.front().contains(reason) && h.errors.front().contains(path), qPrintable(h.errors.front()));

    // The device works again: Save succeeds, the document is clean and its own autosave is gone.
    QVERIFY(h.files.save());
    QVERIFY(!h.doc->isModified());
    QCOMPARE(readAll(path), h.doc->serialize());
    QVERIFY(!QFileInfo::exists(autosave));
}

void TestSaveFailures::failedSaveKeepsWindowModified()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("window.binpack.yaml"));
    QVERIFY(QFile::copy(examplePath(), path));
    const QByteArray original = readAll(path);
    MainWindow window;
    FileController* files = window.files();
    QStringList errors;
    files->showError = [&errors](const QString&, const QString&, const QString& details) { errors << details; };
    int asked = 0;
    files->askSaveChanges = [&asked] {
        ++asked;
        return QMessageBox::Save; // Save on quit: fails too, so the window stays
    };
    window.openInitial(path);
    window.show();
    Document* doc = window.document();
    doc->undoStack()->push(new SetNodeAllocatableCommand(doc, 0, "cpu", test::q("12")));
    QVERIFY(window.isWindowModified());
    const ScopedFileWriteOps ops(failing(QStringLiteral("write")));
    QVERIFY(!files->save());
    QVERIFY(window.isWindowModified()); // the title keeps its *
    QVERIFY(window.windowTitle().contains(QStringLiteral("[*]")));
    QCOMPARE(errors.size(), 1);
    QVERIFY(!window.close()); // Quit still asks, the save fails again, the window stays
    QCOMPARE(asked, 1);
    QCOMPARE(errors.size(), 2);
    QVERIFY(window.isVisible());
    QCOMPARE(readAll(path), original);
}

void TestSaveFailures::exportDialogUsesTheSameRoutine()
{
    Document doc;
    doc.resetWorkspace(test::docsWorkspace(), QString());
    ExportDialog dialog(&doc);
    QVERIFY(dialog.result().ok());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("config.yaml"));
    QVERIFY(dialog.saveToFile(path));
    QCOMPARE(QString::fromUtf8(readAll(path)), dialog.text());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("previous\n");
    f.close();
    {
        const ScopedFileWriteOps ops(failing(QStringLiteral("write")));
        QVERIFY(!dialog.saveToFile(path));
    }
    QCOMPARE(readAll(path), QByteArray("previous\n"));
    QCOMPARE(leftovers(dir.path(), { QStringLiteral("config.yaml") }), QStringList());
}

// The tester's report, for real: a 64 KiB tmpfs filled to the brim.
void TestSaveFailures::fullTmpfs()
{
    if (::geteuid() != 0)
        QSKIP("not root: cannot mount a small tmpfs (the injected failing device covers the same code)");
    QTemporaryDir mountPoint;
    QVERIFY(mountPoint.isValid());
    QProcess mount;
    mount.start(QStringLiteral("mount"),
        { QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=64k"),
            QStringLiteral("none"), mountPoint.path() });
    if (!mount.waitForFinished(20000) || mount.exitStatus() != QProcess::NormalExit || mount.exitCode() != 0) {
        const QByteArray why = mount.readAllStandardError().trimmed();
        QSKIP(qPrintable(QStringLiteral("mount -t tmpfs failed (%1): the injected failing device covers the same code")
                             .arg(QString::fromLocal8Bit(why))));
    }
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), { mountPoint.path() }); });

    const QString path = mountPoint.filePath(QStringLiteral("cluster.binpack.yaml"));
    QVERIFY(QFile::copy(examplePath(), path));
    const QByteArray original = readAll(path);
    {
        // Fill the rest, to the last byte.
        const int fd = ::open(QFile::encodeName(mountPoint.filePath(QStringLiteral("filler"))).constData(),
            O_WRONLY | O_CREAT | O_TRUNC, 0644);
        QVERIFY(fd >= 0);
        const QByteArray block(4096, 'x');
        while (::write(fd, block.constData(), static_cast<size_t>(block.size())) > 0) { }
        while (::write(fd, block.constData(), 1) > 0) { }
        QCOMPARE(errno, ENOSPC);
        ::close(fd);
    }

    Harness h;
    QVERIFY(h.files.openFile(path));
    // Bigger than the file, smaller than Qt's 16 KiB write buffer: the write is
    // deferred to the flush, whose failure QSaveFile::commit() let pass.
    grow(h.doc, 40);
    QVERIFY(h.doc->serialize().size() > original.size() + 1024);
    QVERIFY(h.doc->serialize().size() < 16 * 1024);
    QVERIFY(h.files.autosaveNow());
    const QString autosave = h.files.autosavePath();
    QVERIFY(!h.files.save());
    QCOMPARE(readAll(path), original);
    QCOMPARE(leftovers(mountPoint.path(), { QStringLiteral("cluster.binpack.yaml"), QStringLiteral("filler") }),
        QStringList());
    QVERIFY(h.doc->isModified());
    QVERIFY(QFileInfo::exists(autosave));
    QCOMPARE(readAll(autosave), h.doc->serialize());
    QCOMPARE(h.errors.size(), 1);
    QVERIFY2(h.errors.front().contains(QString::fromLocal8Bit(std::strerror(ENOSPC))), qPrintable(h.errors.front()));
    QVERIFY(h.files.maybeSave() == false); // Quit still asks (the test answers Cancel)
    QCOMPARE(h.saveQuestions, 1);
}

QTEST_MAIN(TestSaveFailures)
#include "test_save_failures.moc"
