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
#include <QScopeGuard>
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
int runChild(const QString& workspace, const char* cpu)
{
    MainWindow window;
    window.show();
    window.files()->setAutosaveInterval(200);
    window.openInitial(workspace);
    Document* doc = window.document();
    doc->undoStack()->push(new SetNodeAllocatableCommand(doc, 0, "cpu", test::q(cpu)));
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

// The same home directories for the children and for the windows of this process.
struct Home {
    QTemporaryDir dir;
    QStringList vars { QStringLiteral("HOME"), QStringLiteral("XDG_DATA_HOME"), QStringLiteral("XDG_CONFIG_HOME"),
        QStringLiteral("XDG_CACHE_HOME") };
    QStringList dirs { dir.path(), dir.filePath(QStringLiteral("data")), dir.filePath(QStringLiteral("config")),
        dir.filePath(QStringLiteral("cache")) };

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (int i = 0; i < vars.size(); ++i)
            env.insert(vars[i], dirs[i]);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return env;
    }
    void enter() const
    {
        for (int i = 0; i < vars.size(); ++i)
            qputenv(vars[i].toLocal8Bit().constData(), dirs[i].toLocal8Bit());
    }
};

// Starts a child window editing `workspace` (node 0's cpu = `cpu`); returns its autosave path once written.
QString startChild(QProcess* child, const Home& home, const QString& workspace, const QString& cpu)
{
    child->setProcessEnvironment(home.environment());
    child->setProcessChannelMode(QProcess::SeparateChannels);
    child->start(QCoreApplication::applicationFilePath(), { QStringLiteral("--child"), workspace, cpu });
    if (!child->waitForStarted(20000))
        return {};
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 120000 && child->state() == QProcess::Running) {
        child->waitForReadyRead(500);
        while (child->canReadLine()) {
            const QString line = QString::fromLocal8Bit(child->readLine()).trimmed();
            if (line.startsWith(QStringLiteral("AUTOSAVED ")))
                return line.mid(10);
        }
    }
    return {};
}

} // namespace

class TestAutosaveCrash : public QObject {
    Q_OBJECT
private slots:
    void killedWindowOffersItsWorkBack();
    void onlyTheKilledWindowsCopyIsOffered();
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
    child.start(
        QCoreApplication::applicationFilePath(), { QStringLiteral("--child"), workspace, QStringLiteral("12") });
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

// Two windows (two processes) on one file, each with its own autosave copy.
// Killing one offers its copy back, and only its copy: the live window's copy
// is neither offered nor removed, until that window is killed too.
void TestAutosaveCrash::onlyTheKilledWindowsCopyIsOffered()
{
    Home home;
    QVERIFY(home.dir.isValid());
    const QString workspace = home.dir.filePath(QStringLiteral("shared.binpack.yaml"));
    QVERIFY(QFile::copy(QStringLiteral(BP_EXAMPLES_DIR "/docs-example.binpack.yaml"), workspace));
    QFile::setPermissions(workspace, QFile::ReadOwner | QFile::WriteOwner);

    QProcess first;
    QProcess second;
    const QString copyFirst = startChild(&first, home, workspace, QStringLiteral("12"));
    QVERIFY2(!copyFirst.isEmpty(), first.readAllStandardError().constData());
    const QString copySecond = startChild(&second, home, workspace, QStringLiteral("13"));
    QVERIFY2(!copySecond.isEmpty(), second.readAllStandardError().constData());
    QVERIFY(copyFirst != copySecond); // one autosave path per window
    const auto cleanup = qScopeGuard([&] {
        second.kill();
        second.waitForFinished(20000);
    });

    first.kill();
    QVERIFY(first.waitForFinished(20000));
    home.enter();
    QStringList offered;
    {
        MainWindow window;
        window.files()->askRestore = [&offered](const QString& copy) {
            offered << copy;
            return true;
        };
        window.openInitial(workspace);
        QCOMPARE(offered, QStringList { copyFirst }); // not the live window's copy
        QCOMPARE(window.document()->workspace().nodes[0].allocatable.find("cpu")->text(), std::string("12"));
        window.files()->closing(); // closes normally: the restored copy goes, the other stays
    }
    QVERIFY(!QFileInfo::exists(copyFirst));
    QVERIFY(QFileInfo::exists(copySecond));

    second.kill();
    QVERIFY(second.waitForFinished(20000));
    offered.clear();
    MainWindow window;
    window.files()->askRestore = [&offered](const QString& copy) {
        offered << copy;
        return true;
    };
    window.openInitial(workspace);
    QCOMPARE(offered, QStringList { copySecond });
    QCOMPARE(window.document()->workspace().nodes[0].allocatable.find("cpu")->text(), std::string("13"));
    window.files()->closing();
}

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    setApplicationNames();
    if (argc >= 4 && qstrcmp(argv[1], "--child") == 0)
        return runChild(QString::fromLocal8Bit(argv[2]), argv[3]);
    TestAutosaveCrash test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_autosave_crash.moc"
