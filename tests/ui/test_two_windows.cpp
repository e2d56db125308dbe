// SPDX-License-Identifier: GPL-3.0-or-later
// Two windows on one file: the second save no longer silently wins. A window
// notices that its file was changed on disk since it read or saved it and
// asks: Overwrite, Save As, Reload (undoable) or Cancel; each does what it
// says. Each window has its own autosave copy, and no window removes (or
// offers back) the copy of another window that is still alive.
#include "document/commands_cluster.h"
#include "document/document.h"
#include "file_controller.h"
#include "io/workspace_io.h"
#include "ui_fixtures.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWidget>
#include <memory>

using namespace bp;
using namespace bp::ui;
using bp::ui::test::q;

namespace {

using bp::ui::test::readAll;
using bp::ui::test::examplePath;

std::string cpuOf(const Document* doc)
{
    return doc->workspace().nodes[0].allocatable.find("cpu")->text();
}

void setCpu(Document* doc, const char* cpu)
{
    doc->undoStack()->push(new SetNodeAllocatableCommand(doc, 0, "cpu", q(cpu)));
}

struct Window {
    QWidget widget;
    Document* doc = new Document(&widget);
    FileController files { doc, &widget };
    DiskConflictAnswer answer = DiskConflictAnswer::Cancel;
    QStringList conflicts; // the paths asked about
    QString savePath;
    int restoreQuestions = 0;
    QStringList errors;

    Window()
    {
        files.askSaveChanges = [] { return QMessageBox::Cancel; };
        files.askRestore = [this](const QString&) {
            ++restoreQuestions;
            return true;
        };
        files.askSavePath = [this] { return savePath; };
        files.askChangedOnDisk = [this](const QString& path) {
            conflicts << path;
            return answer;
        };
        files.showError = [this](const QString& title, const QString&, const QString& details) {
            errors << title + QStringLiteral(": ") + details;
        };
    }
};

} // namespace

Q_DECLARE_METATYPE(bp::ui::DiskConflictAnswer)

class TestTwoWindows : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void secondSaveAsks_data();
    void secondSaveAsks();
    void reloadIsUndoable();
    void sameContentOnDiskDoesNotAsk();
    void ownSavesDoNotAsk();
    void autosavePerWindow();

private:
    QString freshCopy(const QString& name);
    QTemporaryDir dir_;
};

void TestTwoWindows::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
}

void TestTwoWindows::init()
{
    QSettings().clear();
    QDir(FileController::autosaveDirectory()).removeRecursively();
}

QString TestTwoWindows::freshCopy(const QString& name)
{
    const QString path = dir_.filePath(name);
    QFile::remove(path);
    if (!QFile::copy(examplePath(), path))
        return {};
    return QFileInfo(path).absoluteFilePath();
}

void TestTwoWindows::secondSaveAsks_data()
{
    QTest::addColumn<DiskConflictAnswer>("answer");
    QTest::newRow("overwrite") << DiskConflictAnswer::Overwrite;
    QTest::newRow("save as") << DiskConflictAnswer::SaveAs;
    QTest::newRow("reload") << DiskConflictAnswer::Reload;
    QTest::newRow("cancel") << DiskConflictAnswer::Cancel;
}

void TestTwoWindows::secondSaveAsks()
{
    QFETCH(DiskConflictAnswer, answer);
    const QString path = freshCopy(QStringLiteral("shared.binpack.yaml"));
    QVERIFY(!path.isEmpty());
    Window a;
    Window b;
    QVERIFY(a.files.openFile(path));
    QVERIFY(b.files.openFile(path));

    setCpu(a.doc, "11");
    QVERIFY(a.files.save());
    QVERIFY(a.conflicts.isEmpty());
    const QByteArray savedByA = readAll(path);

    setCpu(b.doc, "22");
    b.answer = answer;
    b.savePath = dir_.filePath(QStringLiteral("elsewhere.binpack.yaml"));
    QFile::remove(b.savePath);
    QSignalSpy modified(b.doc, &Document::modifiedChanged);
    const bool saved = b.files.save();
    QCOMPARE(b.conflicts, QStringList { path });
    QVERIFY(b.errors.isEmpty());

    switch (answer) {
    case DiskConflictAnswer::Overwrite:
        QVERIFY(saved);
        QCOMPARE(readAll(path), b.doc->serialize());
        QVERIFY(!b.doc->isModified());
        QCOMPARE(modified.count(), 1);
        break;
    case DiskConflictAnswer::SaveAs:
        QVERIFY(saved);
        QCOMPARE(readAll(path), savedByA); // A's save is kept
        QCOMPARE(
            readWorkspaceFile(b.savePath.toStdString()).nodes[0].allocatable.find("cpu")->text(), std::string("22"));
        QCOMPARE(b.doc->filePath(), QFileInfo(b.savePath).absoluteFilePath());
        QVERIFY(!b.doc->isModified());
        break;
    case DiskConflictAnswer::Reload:
        QVERIFY(!saved);
        QCOMPARE(readAll(path), savedByA);
        QCOMPARE(cpuOf(b.doc), std::string("11")); // A's version, now in B
        QVERIFY(b.doc->workspace() == a.doc->workspace());
        QVERIFY(!b.doc->isModified()); // it is what is on disk
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.takeFirst().at(0).toBool(), false);
        break;
    case DiskConflictAnswer::Cancel:
        QVERIFY(!saved);
        QCOMPARE(readAll(path), savedByA);
        QCOMPARE(cpuOf(b.doc), std::string("22"));
        QVERIFY(b.doc->isModified());
        QCOMPARE(modified.count(), 0);
        // Asked again next time: nothing was settled.
        QVERIFY(!b.files.save());
        QCOMPARE(b.conflicts.size(), 2);
        break;
    }
}

void TestTwoWindows::reloadIsUndoable()
{
    const QString path = freshCopy(QStringLiteral("reload.binpack.yaml"));
    Window a;
    Window b;
    QVERIFY(a.files.openFile(path));
    QVERIFY(b.files.openFile(path));
    setCpu(a.doc, "11");
    QVERIFY(a.files.save());
    setCpu(b.doc, "22");
    b.answer = DiskConflictAnswer::Reload;
    QVERIFY(!b.files.save());
    QCOMPARE(cpuOf(b.doc), std::string("11"));
    QVERIFY(!b.doc->isModified());

    QSignalSpy modified(b.doc, &Document::modifiedChanged);
    b.doc->undoStack()->undo(); // the edits come back
    QCOMPARE(cpuOf(b.doc), std::string("22"));
    QVERIFY(b.doc->isModified());
    QCOMPARE(modified.count(), 1);
    // B has seen A's version now: saving over it no longer asks.
    QVERIFY(b.files.save());
    QCOMPARE(b.conflicts.size(), 1);
    QCOMPARE(readWorkspaceFile(path.toStdString()).nodes[0].allocatable.find("cpu")->text(), std::string("22"));

    // And A, which has not seen B's save, is asked in turn.
    setCpu(a.doc, "33");
    a.answer = DiskConflictAnswer::Cancel;
    QVERIFY(!a.files.save());
    QCOMPARE(a.conflicts, QStringList { path });
}

void TestTwoWindows::sameContentOnDiskDoesNotAsk()
{
    const QString path = freshCopy(QStringLiteral("touched.binpack.yaml"));
    Window b;
    QVERIFY(b.files.openFile(path));
    // Another program rewrites the same bytes (a new inode, a new time): not a change.
    const QByteArray bytes = readAll(path);
    QVERIFY(QFile::remove(path));
    QTest::qWait(20);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    setCpu(b.doc, "22");
    QVERIFY(b.files.save());
    QVERIFY(b.conflicts.isEmpty());
    // Deleted on disk: saving recreates it, nothing to lose, nothing to ask.
    setCpu(b.doc, "23");
    QVERIFY(QFile::remove(path));
    QVERIFY(b.files.save());
    QVERIFY(b.conflicts.isEmpty());
    QCOMPARE(readWorkspaceFile(path.toStdString()).nodes[0].allocatable.find("cpu")->text(), std::string("23"));
}

void TestTwoWindows::ownSavesDoNotAsk()
{
    const QString path = freshCopy(QStringLiteral("own.binpack.yaml"));
    Window a;
    QVERIFY(a.files.openFile(path));
    for (const char* cpu : { "5", "6", "7" }) {
        setCpu(a.doc, cpu);
        QVERIFY(a.files.save());
    }
    QVERIFY(a.conflicts.isEmpty());
    // Edited by hand in another editor: asked.
    QFile f(path);
    QVERIFY(f.open(QIODevice::Append));
    f.write("# a comment\n");
    f.close();
    setCpu(a.doc, "8");
    QVERIFY(!a.files.save());
    QCOMPARE(a.conflicts.size(), 1);
}

void TestTwoWindows::autosavePerWindow()
{
    const QString path = freshCopy(QStringLiteral("autosaved.binpack.yaml"));
    auto a = std::make_unique<Window>();
    auto b = std::make_unique<Window>();
    QVERIFY(a->files.openFile(path));
    QVERIFY(b->files.openFile(path));
    QVERIFY(a->files.autosavePath() != b->files.autosavePath());
    setCpu(a->doc, "11");
    setCpu(b->doc, "22");
    QVERIFY(a->files.autosaveNow());
    QVERIFY(b->files.autosaveNow());
    const QString copyA = a->files.autosavePath();
    const QString copyB = b->files.autosavePath();
    QCOMPARE(readWorkspace(readAll(copyA).toStdString()).nodes[0].allocatable.find("cpu")->text(), std::string("11"));
    QCOMPARE(readWorkspace(readAll(copyB).toStdString()).nodes[0].allocatable.find("cpu")->text(), std::string("22"));

    // A third window opening the file while A and B live: their copies are not left behind.
    {
        Window c;
        QVERIFY(c.files.openFile(path));
        QCOMPARE(c.restoreQuestions, 0);
        QVERIFY(!c.doc->isModified());
        c.files.closing();
    }
    QVERIFY(QFileInfo::exists(copyA));
    QVERIFY(QFileInfo::exists(copyB));

    // A closes normally: only its own copy goes.
    a->files.closing();
    a.reset();
    QVERIFY(!QFileInfo::exists(copyA));
    QVERIFY(QFileInfo::exists(copyB));

    // B "crashes" (gone without closing): its copy is offered to the next window.
    b.reset();
    QVERIFY(QFileInfo::exists(copyB));
    Window d;
    QVERIFY(d.files.openFile(path));
    QCOMPARE(d.restoreQuestions, 1);
    QCOMPARE(cpuOf(d.doc), std::string("22"));
    QVERIFY(d.doc->isModified());
    d.files.closing();
    QVERIFY(!QFileInfo::exists(copyB));
}

QTEST_MAIN(TestTwoWindows)
#include "test_two_windows.moc"
