// SPDX-License-Identifier: GPL-3.0-or-later
// The window never loses work: a real window in a child process (this test
// executable started again with --child) opens a workspace, is edited, lets
// its autosave timer write the copy, and is killed with SIGKILL mid-session.
// A new window with the same home directories then offers the copy back and
// restores the edit. The child is the same MainWindow + FileController code
// that binpack-studio runs; only the autosave interval is shortened.
#include "document/commands_cluster.h"
#include "document/document.h"
#include "file_controller.h"
#include "mainwindow.h"
#include "ui_fixtures.h"

#include <QApplication>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <cstdio>

using namespace bp;
using namespace bp::ui;

namespace {

void setApplicationNames() // as app/gui/main.cpp names them: the same settings and data paths
{
    QApplication::setOrganizationName(QStringLiteral("binpack-studio"));
    QApplication::setOrganizationDomain(QStringLiteral("binpack-studio.invalid"));
    QApplication::setApplicationName(QStringLiteral("binpack-studio"));
}

// The child: open, edit, wait for the autosave timer, report, keep running.
int runChild(const QString& workspace)
{
    MainWindow window;
    window.show();
    window.files()->setAutosaveInterval(200);
    window.openInitial(workspace);
    Document* doc = window.document();
    doc->undoStack()->push(new SetNodeAllocatableCommand(doc, 0, "cpu", test::q("12")));
    auto* poll = new QTimer(&window);
    QObject::connect(poll, &QTimer::timeout, [&window, poll] {
        const QString copy = window.files()->autosavePath();
        if (QFileInfo::exists(copy)) {
            std::printf("AUTOSAVED %s\n", qPrintable(copy));
            std::fflush(stdout);
            poll->stop(); // and go on running, with unsaved changes, until killed
        }
    });
    poll->start(50);
    return QApplication::exec();
}

} // namespace

class TestAutosaveCrash : public QObject {
    Q_OBJECT
private slots:
    void killedWindowOffersItsWorkBack();
};

void TestAutosaveCrash::killedWindowOffersItsWorkBack()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString workspace = home.filePath(QStringLiteral("cluster.binpack.yaml"));
    QVERIFY(QFile::copy(QStringLiteral(BP_EXAMPLES_DIR "/docs-example.binpack.yaml"), workspace));
    QFile::setPermissions(workspace, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray original = [&] {
        QFile f(workspace);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QStringList vars{QStringLiteral("HOME"), QStringLiteral("XDG_DATA_HOME"), QStringLiteral("XDG_CONFIG_HOME"),
        QStringLiteral("XDG_CACHE_HOME")};
    const QStringList dirs{home.path(), home.filePath(QStringLiteral("data")), home.filePath(QStringLiteral("config")),
        home.filePath(QStringLiteral("cache"))};
    for (int i = 0; i < vars.size(); ++i)
        env.insert(vars[i], dirs[i]);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));

    QProcess child;
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::SeparateChannels);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child"), workspace});
    QVERIFY2(child.waitForStarted(20000), qPrintable(child.errorString()));
    QString autosave;
    QElapsedTimer waited;
    waited.start();
    while (autosave.isEmpty() && waited.elapsed() < 120000) {
        child.waitForReadyRead(500);
        while (child.canReadLine()) {
            const QString line = QString::fromLocal8Bit(child.readLine()).trimmed();
            if (line.startsWith(QStringLiteral("AUTOSAVED ")))
                autosave = line.mid(10);
        }
        QVERIFY2(child.state() == QProcess::Running, child.readAllStandardError().constData());
    }
    QVERIFY2(!autosave.isEmpty(), "the child window wrote no autosave copy");

    child.kill(); // SIGKILL: no close event, no clean-up
    QVERIFY(child.waitForFinished(20000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QVERIFY2(QFileInfo::exists(autosave), qPrintable(autosave));
    {
        QFile f(workspace);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), original); // the edit was never saved to the file
    }

    // Start again with the same home directories.
    for (int i = 0; i < vars.size(); ++i)
        qputenv(vars[i].toLocal8Bit().constData(), dirs[i].toLocal8Bit());
    MainWindow window;
    int offered = 0;
    window.files()->askRestore = [&offered](const QString&) {
        ++offered;
        return true; // the user says Restore
    };
    window.openInitial(workspace);
    QCOMPARE(offered, 1);
    const Document* doc = window.document();
    QCOMPARE(doc->workspace().nodes[0].allocatable.find("cpu")->text(), std::string("12"));
    QVERIFY(doc->isModified()); // restored work is unsaved work
    QCOMPARE(doc->filePath(), QFileInfo(workspace).absoluteFilePath());
}

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    setApplicationNames();
    if (argc >= 3 && qstrcmp(argv[1], "--child") == 0)
        return runChild(QString::fromLocal8Bit(argv[2]));
    TestAutosaveCrash test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_autosave_crash.moc"
