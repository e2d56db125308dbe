// SPDX-License-Identifier: GPL-3.0-or-later
// The window reads files through the core's bounded reader (issue 10, item
// 3): a FIFO that nobody writes to, dropped or opened, is refused at once
// within 10 s instead of freezing the window, and /dev/zero is refused as not text.
#include "document/document.h"
#include "document/file_kind.h"
#include "file_controller.h"

#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>
#include <sys/stat.h>

using namespace bp;
using namespace bp::ui;

namespace {

struct Harness {
    QWidget window;
    Document* doc = new Document(&window);
    FileController files { doc, &window };
    QStringList errors;

    Harness()
    {
        files.askSaveChanges = [] { return QMessageBox::Discard; };
        files.askRestore = [](const QString&) { return false; };
        files.askOpenPath = [] { return QString(); };
        files.askSavePath = [] { return QString(); };
        files.askClusterOptions = nullptr;
        files.showError = [this](const QString& title, const QString& text, const QString& details) {
            errors << title + QStringLiteral(": ") + text + QStringLiteral("\n") + details;
        };
        files.showInfo = [](const QString&, const QString&, const QString&) {};
    }
};

} // namespace

class TestFileReaders : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(dir_.isValid());
        fifo_ = dir_.filePath(QStringLiteral("fifo"));
        QVERIFY(::mkfifo(fifo_.toLocal8Bit().constData(), 0600) == 0);
    }

    void fifoWithoutWriterIsRefused()
    {
        QElapsedTimer t;
        t.start();
        QCOMPARE(int(detectFileKindOfPath(fifo_)), int(FileKind::Unknown));
        Harness h;
        QVERIFY(!h.files.openFile(fifo_));
        QVERIFY(!h.files.importSchedulerConfigFile(fifo_));
        QVERIFY(t.elapsed() < 60000); // 10 s each
        QCOMPARE(h.errors.size(), 2);
        for (const QString& e : h.errors)
            QVERIFY2(e.contains(QStringLiteral("no program opened this pipe for writing within 10 s")), qPrintable(e));
    }

    // /dev/zero is refused at its first byte, a NUL (see test_bounded_reader
    // for streams of text that stop at the limit).
    void devZeroIsNotText()
    {
        Harness h;
        QVERIFY(!h.files.openFile(QStringLiteral("/dev/zero")));
        QVERIFY(!h.files.importSchedulerConfigFile(QStringLiteral("/dev/zero")));
        QCOMPARE(h.errors.size(), 2);
        for (const QString& e : h.errors)
            QVERIFY2(e.contains(QStringLiteral("byte 0x00 is a control character, so this is not a text file")),
                qPrintable(e));
        QVERIFY2(h.errors[0].contains(QStringLiteral("/dev/zero:1:1: byte 0x00")), qPrintable(h.errors[0]));
    }

private:
    QTemporaryDir dir_;
    QString fifo_;
};

QTEST_MAIN(TestFileReaders)
#include "test_file_readers.moc"
