// SPDX-License-Identifier: GPL-3.0-or-later
// File handling: open/save round trip (atomic), bad files shown with the core's
// diagnostics and leaving the open workspace alone, the unsaved-changes prompt,
// recent files, the autosave and its recovery after a crash, imports, and
// telling dropped files apart by content.
#include "document/commands_cluster.h"
#include "document/commands_profiles.h"
#include "document/document.h"
#include "document/file_kind.h"
#include "file_controller.h"
#include "file_dialogs.h"
#include "io/kubectl_import.h"
#include "io/scheduler_config_export.h"
#include "io/workspace_io.h"
#include "ui_fixtures.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWidget>

#include <functional>

using namespace bp;
using namespace bp::ui;
using bp::ui::test::q;

namespace {

using bp::ui::test::readAll;
using bp::ui::test::examplePath;

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// A controller whose questions are answered by the test.
struct Harness {
    QWidget window;
    Document* doc = new Document(&window);
    FileController files{doc, &window};
    QStringList errors;
    QStringList errorDetails;
    QStringList infos;
    QMessageBox::StandardButton saveAnswer = QMessageBox::Cancel;
    int saveQuestions = 0;
    bool restoreAnswer = true;
    int restoreQuestions = 0;
    QString savePath;

    Harness()
    {
        files.askSaveChanges = [this] {
            ++saveQuestions;
            return saveAnswer;
        };
        files.askRestore = [this](const QString&) {
            ++restoreQuestions;
            return restoreAnswer;
        };
        files.askSavePath = [this] { return savePath; };
        files.askOpenPath = [] { return QString(); };
        files.askClusterOptions = nullptr;
        files.showError = [this](const QString& title, const QString& text, const QString& details) {
            errors << title + QStringLiteral(": ") + text;
            errorDetails << details;
        };
        files.showInfo = [this](const QString& title, const QString&, const QString& details) {
            infos << title + QStringLiteral(": ") + details;
        };
    }
};

} // namespace

class TestFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void openSaveRoundTrip();
    void saveKeepsPrices();
    void saveIsAtomic();
    void badFileShowsDiagnostics();
    void unsavedChangesPrompt_data();
    void unsavedChangesPrompt();
    void saveAsUntitled();
    void recentFiles();
    void bundledExample();
    void everyBundledExampleOpens();
    void fileDialogsStartInTheLastFolder();
    void autosaveWritesAndRecovers();
    void autosaveTimer();
    void autosaveOlderThanFileIsNotOffered();
    void declinedRecoveryRemovesAutosave();
    void cleanExitAndSaveRemoveAutosave();
    void untitledRecovery();
    void importSchedulerConfig();
    void importSchedulerConfigRejectsBadFile();
    void importCluster();
    void importClusterBringsItsObjects();
    void importClusterOptionsAndErrors();
    void fileKinds_data();
    void fileKinds();
    void droppedFiles();

private:
    QTemporaryDir dir_;
};

void TestFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings and the autosave go to a test location
    QVERIFY(dir_.isValid());
}

void TestFiles::init()
{
    QSettings().clear();
    QDir(FileController::autosaveDirectory()).removeRecursively();
}

void TestFiles::openSaveRoundTrip()
{
    const QString path = dir_.filePath(QStringLiteral("roundtrip.binpack.yaml"));
    QFile::remove(path);
    QVERIFY(QFile::copy(examplePath(), path));
    Harness h;
    QVERIFY(h.files.openFile(path));
    QVERIFY(h.errors.isEmpty());
    QCOMPARE(h.doc->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(!h.doc->isModified());
    const Workspace opened = h.doc->workspace();
    QVERIFY(opened == readWorkspaceFile(examplePath().toStdString()));

    h.doc->undoStack()->push(new SetNodeAllocatableCommand(h.doc, 0, "cpu", q("12")));
    h.doc->undoStack()->push(new SetPluginWeightCommand(h.doc, 0, PluginId::Fit, 3));
    QVERIFY(h.doc->isModified());
    QVERIFY(h.files.save());
    QVERIFY(!h.doc->isModified());
    QVERIFY(h.errors.isEmpty());
    // What is on disk is the core's writer output, and reads back equal.
    QCOMPARE(readAll(path), h.doc->serialize());
    const Workspace saved = readWorkspaceFile(path.toStdString());
    QVERIFY(saved == h.doc->workspace());
    QCOMPARE(saved.nodes[0].allocatable.find("cpu")->text(), std::string("12"));

    Harness again;
    QVERIFY(again.files.openFile(path));
    QVERIFY(again.doc->workspace() == h.doc->workspace());
}

// The window edits no price table, and loses none: a table read from the
// file is saved again after edits of the nodes and a cluster import.
void TestFiles::saveKeepsPrices()
{
    const QString path = dir_.filePath(QStringLiteral("prices.binpack.yaml"));
    QFile::remove(path);
    Workspace ws = readWorkspaceFile(examplePath().toStdString());
    PriceTable prices;
    prices.currency = QStringLiteral("€").toStdString();
    prices.defaultPrice = 0.1;
    prices.prices = {{"m5.large", 0.096}, {"node1", 1.5}, {"true", 0}};
    ws.prices = prices;
    writeAll(path, QByteArray::fromStdString(writeWorkspace(ws)));
    Harness h;
    QVERIFY(h.files.openFile(path));
    QVERIFY(h.doc->workspace().prices);
    QCOMPARE(*h.doc->workspace().prices, prices);

    h.doc->undoStack()->push(new SetNodeAllocatableCommand(h.doc, 0, "cpu", q("12")));
    h.doc->undoStack()->push(new SetNodeLabelsCommand(h.doc, 0, {{"node.kubernetes.io/instance-type", "m5.large"}}));
    QVERIFY(h.files.save());
    QVERIFY(h.errors.isEmpty());
    Workspace saved = readWorkspaceFile(path.toStdString());
    QCOMPARE(saved.nodes[0].allocatable.find("cpu")->text(), std::string("12"));
    QVERIFY(saved.prices);
    QCOMPARE(*saved.prices, prices);
    QVERIFY(saved == h.doc->workspace());

    // An imported cluster replaces the nodes and pods, not the prices.
    QVERIFY(h.files.importClusterFiles({QStringLiteral(BP_EXAMPLES_DIR "/sample-cluster.kubectl.yaml")}));
    QVERIFY(h.files.save());
    saved = readWorkspaceFile(path.toStdString());
    QVERIFY(saved.nodes.size() > 10);
    QVERIFY(saved.prices);
    QCOMPARE(*saved.prices, prices);
}

void TestFiles::saveIsAtomic()
{
    const QString path = dir_.filePath(QStringLiteral("atomic.binpack.yaml"));
    Harness h;
    h.doc->resetWorkspace(test::docsWorkspace(), path);
    h.doc->markModified();
    QVERIFY(h.files.save());
    const QStringList leftovers = QDir(dir_.path()).entryList({QStringLiteral("atomic*")}, QDir::Files | QDir::Hidden);
    QCOMPARE(leftovers, QStringList{QStringLiteral("atomic.binpack.yaml")});
    // A directory that cannot be written: the save fails, says why, and the document stays modified.
    h.doc->undoStack()->push(new SetPodReplicasCommand(h.doc, 2, 9));
    QVERIFY(!h.files.saveTo(dir_.filePath(QStringLiteral("missing/dir/x.binpack.yaml"))));
    QCOMPARE(h.errors.size(), 1);
    QVERIFY(h.doc->isModified());
    QCOMPARE(h.doc->filePath(), path);
}

void TestFiles::badFileShowsDiagnostics()
{
    const QString path = dir_.filePath(QStringLiteral("bad.binpack.yaml"));
    writeAll(path,
        "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\nnodes:\n- name: n1\n"
        "  allocatable: {cpu: \"8x\"}\n");
    Harness h;
    h.doc->resetWorkspace(test::docsWorkspace(), {});
    const Workspace before = h.doc->workspace();
    QVERIFY(!h.files.openFile(path));
    QCOMPARE(h.errors.size(), 1);
    // file:line:column: field: message, as the core reports it
    const QString details = h.errorDetails.front();
    QVERIFY2(details.contains(QLatin1String("bad.binpack.yaml:7:")), qPrintable(details));
    QVERIFY2(details.contains(QLatin1String("nodes[0].allocatable.cpu")), qPrintable(details));
    QVERIFY2(details.contains(QLatin1String("8x")), qPrintable(details));
    QVERIFY(h.doc->workspace() == before);
    // Not YAML at all, and a missing file: messages, no crash.
    writeAll(path, "{ [ unbalanced");
    QVERIFY(!h.files.openFile(path));
    QVERIFY(!h.files.openFile(dir_.filePath(QStringLiteral("does-not-exist.binpack.yaml"))));
    QCOMPARE(h.errors.size(), 3);
    QVERIFY(h.doc->workspace() == before);
}

void TestFiles::unsavedChangesPrompt_data()
{
    QTest::addColumn<int>("answer");
    QTest::addColumn<bool>("proceeds");
    QTest::addColumn<bool>("saved");
    QTest::newRow("cancel") << int(QMessageBox::Cancel) << false << false;
    QTest::newRow("discard") << int(QMessageBox::Discard) << true << false;
    QTest::newRow("save") << int(QMessageBox::Save) << true << true;
}

void TestFiles::unsavedChangesPrompt()
{
    QFETCH(int, answer);
    QFETCH(bool, proceeds);
    QFETCH(bool, saved);
    const QString path = dir_.filePath(QStringLiteral("prompt.binpack.yaml"));
    QFile::remove(path);
    Harness h;
    h.doc->resetWorkspace(test::docsWorkspace(), path);
    QVERIFY(h.files.newWorkspace()); // not modified: no question
    QCOMPARE(h.saveQuestions, 0);
    h.doc->resetWorkspace(test::docsWorkspace(), path);
    h.doc->undoStack()->push(new SetPodReplicasCommand(h.doc, 2, 5));
    h.saveAnswer = static_cast<QMessageBox::StandardButton>(answer);
    QCOMPARE(h.files.newWorkspace(), proceeds);
    QCOMPARE(h.saveQuestions, 1);
    QCOMPARE(QFileInfo::exists(path), saved);
    if (proceeds) {
        QCOMPARE(h.doc->workspace().nodes.size(), size_t(0)); // the new workspace
        QCOMPARE(h.doc->workspace().profiles.size(), size_t(1));
        QVERIFY(h.doc->filePath().isEmpty());
    } else {
        QCOMPARE(h.doc->workspace().pods[2].replicas, int64_t(5)); // kept
        QVERIFY(h.doc->isModified());
    }
    if (saved)
        QCOMPARE(readWorkspaceFile(path.toStdString()).pods[2].replicas, int64_t(5));
}

void TestFiles::saveAsUntitled()
{
    Harness h;
    h.doc->resetWorkspace(test::docsWorkspace(), {});
    h.doc->markModified();
    h.savePath.clear(); // the user cancels the file dialog
    QVERIFY(!h.files.save());
    QVERIFY(h.doc->isModified());
    h.savePath = dir_.filePath(QStringLiteral("named.binpack.yaml"));
    QVERIFY(h.files.save());
    QCOMPARE(h.doc->filePath(), h.savePath);
    QCOMPARE(h.doc->displayName(), QStringLiteral("named.binpack.yaml"));
    QVERIFY(QFileInfo::exists(h.savePath));
}

void TestFiles::recentFiles()
{
    Harness h;
    QSignalSpy changed(&h.files, &FileController::recentFilesChanged);
    QStringList paths;
    for (int i = 0; i < 12; ++i) {
        const QString path = dir_.filePath(QStringLiteral("recent-%1.binpack.yaml").arg(i));
        QFile::remove(path);
        QVERIFY(QFile::copy(examplePath(), path));
        QVERIFY(h.files.openFile(path));
        paths.prepend(QFileInfo(path).absoluteFilePath());
    }
    QCOMPARE(changed.count(), 12);
    QCOMPARE(h.files.recentFiles(), paths.mid(0, 10)); // newest first, ten kept
    QVERIFY(h.files.openFile(paths.at(5)));
    QCOMPARE(h.files.recentFiles().front(), paths.at(5));
    QCOMPARE(h.files.recentFiles().size(), 10);
    QCOMPARE(h.files.lastDirectory(), QFileInfo(paths.front()).absolutePath());
    h.files.clearRecentFiles();
    QVERIFY(h.files.recentFiles().isEmpty());
}

void TestFiles::bundledExample()
{
    Harness h;
    QVERIFY(FileController::exampleResources().contains(FileController::exampleResource()));
    QVERIFY(h.files.openExample(FileController::exampleResource()));
    QVERIFY(h.errors.isEmpty());
    QVERIFY(h.doc->filePath().isEmpty()); // untitled: saving asks for a name
    QVERIFY(!h.doc->isModified());
    QVERIFY(h.doc->workspace() == readWorkspaceFile(examplePath().toStdString()));
    // Named after the example (issue 15: the title said "Untitled")...
    QCOMPARE(h.doc->displayName(), QStringLiteral("docs-example (example)"));
    // ...yet Save asks where to save, and the file then names it.
    h.savePath.clear();
    QVERIFY(!h.files.save());
    h.savePath = dir_.filePath(QStringLiteral("from-example.binpack.yaml"));
    QVERIFY(h.files.save());
    QCOMPARE(h.doc->filePath(), h.savePath);
    QCOMPARE(h.doc->displayName(), QStringLiteral("from-example.binpack.yaml"));
    // New forgets the example's name.
    QVERIFY(h.files.newWorkspace());
    QCOMPARE(h.doc->displayName(), QStringLiteral("Untitled"));
}

void TestFiles::everyBundledExampleOpens()
{
    const QStringList resources = FileController::exampleResources();
    const QStringList onDisk = QDir(QStringLiteral(BP_EXAMPLES_DIR)).entryList({QStringLiteral("*.binpack.yaml")});
    QCOMPARE(resources.size(), onDisk.size()); // every example is embedded
    for (const QString& resource : resources) {
        Harness h;
        QVERIFY2(h.files.openExample(resource), qPrintable(resource));
        QVERIFY2(h.errors.isEmpty(), qPrintable(h.errorDetails.join(QLatin1Char('\n'))));
        const QString file = QStringLiteral(BP_EXAMPLES_DIR "/") + QFileInfo(resource).fileName();
        QVERIFY(h.doc->workspace() == readWorkspaceFile(file.toStdString()));
    }
}

// Issue 15: save dialogs opened in the examples folder. Every file dialog
// starts in the folder last used, else the open file's, else Documents/home,
// never in an examples folder.
void TestFiles::fileDialogsStartInTheLastFolder()
{
    QTemporaryDir work;
    QTemporaryDir other;
    QTemporaryDir share;
    const QString home = [] {
        const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        return QFileInfo(docs).isDir() ? docs : QDir::homePath();
    }();
    QCOMPARE(startDirectory(), home);
    const QString open = QDir(work.path()).filePath(QStringLiteral("a.binpack.yaml"));
    QCOMPARE(startDirectory(open), work.path());
    rememberDirectory(QDir(other.path()).filePath(QStringLiteral("x.yaml")));
    QCOMPARE(startDirectory(open), other.path());
    QCOMPARE(startPath(QStringLiteral("y.yaml"), open), QDir(other.path()).filePath(QStringLiteral("y.yaml")));

    // A folder holding the bundled examples, as installed.
    QVERIFY(isExamplesDirectory(QStringLiteral(":/examples")));
    QVERIFY(isExamplesDirectory(QStringLiteral(BP_EXAMPLES_DIR)));
    QVERIFY(!isExamplesDirectory(work.path()));
    const QString examples = share.filePath(QStringLiteral("binpack-studio/examples"));
    QVERIFY(QDir().mkpath(examples));
    for (const QString& resource : FileController::exampleResources())
        QVERIFY(QFile::copy(resource, QDir(examples).filePath(QFileInfo(resource).fileName())));
    QVERIFY(isExamplesDirectory(examples));
    {
        Harness h;
        QVERIFY(h.files.openFile(QDir(examples).filePath(QStringLiteral("docs-example.binpack.yaml"))));
        QCOMPARE(h.files.lastDirectory(), other.path()); // opening an example did not make it the place to save
    }
    // An examples folder remembered before: the open file's folder, else home.
    QSettings().setValue(QStringLiteral("lastDirectory"), examples);
    QCOMPARE(startDirectory(open), work.path());
    QCOMPARE(startDirectory(QDir(examples).filePath(QStringLiteral("docs-example.binpack.yaml"))), home);

    // The real dialogs: Save As of the example starts in the folder last used,
    // proposing the example's name; saving remembers the folder.
    rememberDirectory(QDir(other.path()).filePath(QStringLiteral("x.yaml")));
    QWidget window;
    Document doc;
    FileController files(&doc, &window);
    QVERIFY(files.openExample(FileController::exampleResource()));
    QCOMPARE(test::answerFileDialog([&] { QVERIFY(!files.saveAs()); }),
        (QStringList{other.path(), QStringLiteral("docs-example.binpack.yaml")}));
    const QString saved = QDir(work.path()).filePath(QStringLiteral("mine.binpack.yaml"));
    test::answerFileDialog([&] { QVERIFY(files.saveAs()); }, saved);
    QCOMPARE(doc.filePath(), saved);
    QCOMPARE(QSettings().value(QStringLiteral("lastDirectory")).toString(), work.path());
    // Open starts there too.
    QCOMPARE(test::answerFileDialog([&] { QVERIFY(!files.open()); }).value(0), work.path());
}

void TestFiles::autosaveWritesAndRecovers()
{
    const QString path = dir_.filePath(QStringLiteral("crash.binpack.yaml"));
    QFile::remove(path);
    QVERIFY(QFile::copy(examplePath(), path));
    QByteArray autosaved;
    QString autosavePath;
    {
        Harness h;
        QVERIFY(h.files.openFile(path));
        QVERIFY(!h.files.autosaveNow()); // nothing to save yet
        h.doc->undoStack()->push(new SetNodeAllocatableCommand(h.doc, 1, "memory", q("4Gi")));
        QVERIFY(h.files.autosaveNow());
        autosavePath = h.files.autosavePath();
        QVERIFY(autosavePath.startsWith(FileController::autosaveDirectory()));
        QVERIFY(QFileInfo::exists(autosavePath));
        autosaved = readAll(autosavePath);
        QCOMPARE(autosaved, h.doc->serialize());
        QCOMPARE(readAll(path), readAll(examplePath())); // the file itself is untouched
        // The process "crashes" here: no closing(), the autosave stays.
    }
    QVERIFY(QFileInfo::exists(autosavePath));
    Harness next;
    QVERIFY(next.files.openFile(path));
    QCOMPARE(next.restoreQuestions, 1);
    QCOMPARE(next.doc->workspace().nodes[1].allocatable.find("memory")->text(), std::string("4Gi"));
    QVERIFY(next.doc->isModified()); // restored changes are unsaved changes
    QCOMPARE(next.doc->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(next.files.save());
    QVERIFY(!QFileInfo::exists(autosavePath));
    QCOMPARE(readWorkspaceFile(path.toStdString()).nodes[1].allocatable.find("memory")->text(), std::string("4Gi"));
}

void TestFiles::autosaveTimer()
{
    Harness h;
    QCOMPARE(h.files.autosaveInterval(), 60 * 1000);
    h.doc->resetWorkspace(test::docsWorkspace(), dir_.filePath(QStringLiteral("timer.binpack.yaml")));
    h.doc->undoStack()->push(new SetPodReplicasCommand(h.doc, 2, 4));
    h.files.setAutosaveInterval(20);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(h.files.autosavePath()), 5000);
    QVERIFY(readWorkspace(readAll(h.files.autosavePath()).toStdString()) == h.doc->workspace());
    h.files.closing();
}

void TestFiles::autosaveOlderThanFileIsNotOffered()
{
    const QString path = dir_.filePath(QStringLiteral("older.binpack.yaml"));
    QFile::remove(path);
    QVERIFY(QFile::copy(examplePath(), path));
    const QString autosave = FileController::autosavePathFor(path);
    QDir().mkpath(FileController::autosaveDirectory());
    writeAll(autosave, readAll(examplePath()));
    // The file was saved after the autosave was written.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(60), QFileDevice::FileModificationTime));
    f.close();
    Harness h;
    QVERIFY(h.files.openFile(path));
    QCOMPARE(h.restoreQuestions, 0);
    QVERIFY(!h.doc->isModified());
    QVERIFY(!QFileInfo::exists(autosave));
}

void TestFiles::declinedRecoveryRemovesAutosave()
{
    const QString path = dir_.filePath(QStringLiteral("declined.binpack.yaml"));
    QFile::remove(path);
    QVERIFY(QFile::copy(examplePath(), path));
    {
        Harness h;
        QVERIFY(h.files.openFile(path));
        h.doc->undoStack()->push(new SetPodReplicasCommand(h.doc, 2, 4));
        QVERIFY(h.files.autosaveNow());
    }
    Harness h;
    h.restoreAnswer = false;
    QVERIFY(h.files.openFile(path));
    QCOMPARE(h.restoreQuestions, 1);
    QVERIFY(!h.doc->isModified());
    QVERIFY(!QFileInfo::exists(FileController::autosavePathFor(path)));
    QVERIFY(h.doc->workspace() == readWorkspaceFile(path.toStdString()));
}

void TestFiles::cleanExitAndSaveRemoveAutosave()
{
    const QString path = dir_.filePath(QStringLiteral("clean.binpack.yaml"));
    Harness h;
    h.doc->resetWorkspace(test::docsWorkspace(), path);
    h.doc->undoStack()->push(new SetPodReplicasCommand(h.doc, 2, 4));
    QVERIFY(h.files.autosaveNow());
    QVERIFY(QFileInfo::exists(h.files.autosavePath()));
    h.files.closing(); // the window closed normally
    QVERIFY(!QFileInfo::exists(h.files.autosavePath()));
}

void TestFiles::untitledRecovery()
{
    {
        Harness h;
        QVERIFY(h.files.openExample(FileController::exampleResource()));
        h.doc->undoStack()->push(makeAddNodeCommand(h.doc));
        QVERIFY(h.files.autosaveNow());
    }
    Harness h;
    QVERIFY(h.files.openExample(FileController::exampleResource()));
    QVERIFY(h.files.offerRecovery());
    QCOMPARE(h.restoreQuestions, 1);
    QCOMPARE(h.doc->workspace().nodes.size(), readWorkspaceFile(examplePath().toStdString()).nodes.size() + 1);
    QVERIFY(h.doc->isModified());
    QVERIFY(h.doc->filePath().isEmpty());
    h.files.closing();
}

void TestFiles::importSchedulerConfig()
{
    // A configuration written by the core's exporter from the example's profile.
    const Workspace example = readWorkspaceFile(examplePath().toStdString());
    ExportOptions options;
    options.format = ConfigFormat::KubeV1;
    const ExportResult exported = exportProfiles({&example.profiles[0]}, options);
    QVERIFY2(exported.ok(), joinDiagnostics(exported.errors).c_str());
    const QString path = dir_.filePath(QStringLiteral("kube-scheduler-config.yaml"));
    writeAll(path, QByteArray::fromStdString(exported.text));

    Harness h;
    h.doc->resetWorkspace(example, {});
    const size_t before = h.doc->workspace().profiles.size();
    QVERIFY(h.files.importSchedulerConfigFile(path));
    QVERIFY2(h.errors.isEmpty(), qPrintable(h.errors.join(QLatin1Char('\n'))));
    QCOMPARE(h.doc->workspace().profiles.size(), before + 1);
    QCOMPARE(h.doc->undoStack()->count(), 1);
    const Profile& imported = h.doc->workspace().profiles.back();
    QVERIFY(imported.name != example.profiles[0].name); // renamed: the name was taken
    QCOMPARE(h.doc->currentProfileIndex(), static_cast<int>(before));
    QCOMPARE(imported.fitArgs.scoringStrategy->type, std::string("RequestedToCapacityRatio"));
    QCOMPARE(imported.fitArgs.scoringStrategy->shape, example.profiles[0].fitArgs.scoringStrategy->shape);
    h.doc->undoStack()->undo();
    QCOMPARE(h.doc->workspace().profiles.size(), before);
}

void TestFiles::importSchedulerConfigRejectsBadFile()
{
    const QString path = dir_.filePath(QStringLiteral("bad-config.yaml"));
    writeAll(path, "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\nprofiles: 7\n");
    Harness h;
    h.doc->resetWorkspace(test::docsWorkspace(), {});
    QVERIFY(!h.files.importSchedulerConfigFile(path));
    QCOMPARE(h.errors.size(), 1);
    QVERIFY2(h.errorDetails.front().contains(QLatin1String("bad-config.yaml")), qPrintable(h.errorDetails.front()));
    QCOMPARE(h.doc->undoStack()->count(), 0);
}

// An import replaces the cluster's PodDisruptionBudgets, Services and
// Namespaces with the export's, as binpack-cli import-cluster writes them;
// the window used to keep the old ones and drop the new (the scale-down
// analysis would then read budgets of another cluster).
void TestFiles::importClusterBringsItsObjects()
{
    const QString path = dir_.filePath(QStringLiteral("objects.json"));
    writeAll(path,
        R"({"apiVersion":"v1","kind":"List","items":[
{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"shop","labels":{"team":"web"}}},
{"apiVersion":"v1","kind":"Node","metadata":{"name":"n1"},"status":{"allocatable":{"cpu":"4","memory":"8Gi","pods":"110"}}},
{"apiVersion":"v1","kind":"Pod","metadata":{"name":"db-0","namespace":"shop","labels":{"app":"db"}},
 "spec":{"nodeName":"n1","containers":[{"name":"c","resources":{"requests":{"cpu":"1"}}}]},"status":{"phase":"Running"}},
{"apiVersion":"v1","kind":"Service","metadata":{"name":"db","namespace":"shop"},"spec":{"selector":{"app":"db"}}},
{"apiVersion":"policy/v1","kind":"PodDisruptionBudget","metadata":{"name":"db","namespace":"shop"},
 "spec":{"selector":{"matchLabels":{"app":"db"}}},"status":{"disruptionsAllowed":0}}]})");
    const Workspace expected = bp::importCluster({path.toStdString()}, {});
    QCOMPARE(expected.podDisruptionBudgets.size(), size_t(1));
    Harness h;
    Workspace start = test::docsWorkspace();
    PodDisruptionBudget old;
    old.name = "old";
    old.disruptionsAllowed = 3;
    start.podDisruptionBudgets = {old};
    h.doc->resetWorkspace(start, {});
    const Workspace before = h.doc->workspace();
    QVERIFY(h.files.importClusterFiles({path}));
    const Workspace& now = h.doc->workspace();
    QVERIFY(now.podDisruptionBudgets == expected.podDisruptionBudgets);
    QVERIFY(now.services == expected.services);
    QVERIFY(now.namespaces == expected.namespaces);
    QCOMPARE(now.services.size(), size_t(1));
    QVERIFY(now.profiles == before.profiles);
    h.doc->undoStack()->undo();
    QVERIFY(h.doc->workspace() == before);
    h.doc->undoStack()->redo();
    QVERIFY(h.doc->workspace().podDisruptionBudgets == expected.podDisruptionBudgets);
}

void TestFiles::importCluster()
{
    const QString kubectl = QStringLiteral(BP_EXAMPLES_DIR "/sample-cluster.kubectl.yaml");
    const Workspace expected = bp::importCluster({kubectl.toStdString()}, {});
    QVERIFY(expected.nodes.size() > 10);
    Harness h;
    h.doc->resetWorkspace(readWorkspaceFile(examplePath().toStdString()), {});
    const Workspace before = h.doc->workspace();
    QVERIFY(h.files.importClusterFiles({kubectl}));
    QVERIFY2(h.errors.isEmpty(), qPrintable(h.errors.join(QLatin1Char('\n'))));
    // The nodes and pods are the core's import; the profiles stay.
    QVERIFY(h.doc->workspace().nodes == expected.nodes);
    QVERIFY(h.doc->workspace().pods == expected.pods);
    QVERIFY(h.doc->workspace().profiles == before.profiles);
    QCOMPARE(h.doc->undoStack()->count(), 1);
    h.doc->undoStack()->undo();
    QVERIFY(h.doc->workspace() == before);
    // Dropped, it is recognised by its content (its List kind is at the end) and imported the same way.
    QCOMPARE(int(detectFileKindOfPath(kubectl)), int(FileKind::Cluster));
    h.files.handleDroppedFiles({kubectl});
    QVERIFY(h.doc->workspace().nodes == expected.nodes);
}

void TestFiles::importClusterOptionsAndErrors()
{
    const QString kubectl = QStringLiteral(BP_EXAMPLES_DIR "/sample-cluster.kubectl.yaml");
    Harness h;
    h.doc->resetWorkspace(test::docsWorkspace(), {});
    const Workspace before = h.doc->workspace();
    // Cancelled options dialog: nothing happens.
    h.files.askClusterOptions = [](ClusterImportOptions*) { return false; };
    QVERIFY(!h.files.importClusterFiles({kubectl}));
    QVERIFY(h.doc->workspace() == before);
    // A selector narrows the import exactly as the core does.
    ClusterImportOptions options;
    options.nodeSelector = "kubernetes.io/hostname in (does-not-exist)";
    h.files.askClusterOptions = [&](ClusterImportOptions* o) {
        *o = options;
        return true;
    };
    bool coreRefuses = false;
    try {
        bp::importCluster({kubectl.toStdString()}, options);
    } catch (const InputError&) {
        coreRefuses = true; // no node left
    }
    QCOMPARE(h.files.importClusterFiles({kubectl}), !coreRefuses);
    if (coreRefuses) {
        QCOMPARE(h.errors.size(), 1);
        QVERIFY(h.doc->workspace() == before);
    }
    // Not kubectl output: the core's message, nothing imported.
    const QString bad = dir_.filePath(QStringLiteral("not-kubectl.yaml"));
    writeAll(bad, "apiVersion: v1\nkind: List\nitems:\n- kind: Node\n  metadata: {name: n}\n  status: {allocatable: {cpu: 8x}}\n");
    h.errors.clear();
    h.errorDetails.clear();
    h.files.askClusterOptions = nullptr;
    const Workspace now = h.doc->workspace();
    QVERIFY(!h.files.importClusterFiles({bad}));
    QCOMPARE(h.errors.size(), 1);
    QVERIFY2(h.errorDetails.front().contains(QLatin1String("not-kubectl.yaml:")), qPrintable(h.errorDetails.front()));
    QVERIFY(h.doc->workspace() == now);
}

void TestFiles::fileKinds_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("kind");
    QTest::newRow("workspace") << QByteArray("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\n") << int(FileKind::Workspace);
    QTest::newRow("kube v1") << QByteArray("apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n")
                             << int(FileKind::SchedulerConfig);
    QTest::newRow("policy json") << QByteArray("{\"kind\": \"Policy\", \"apiVersion\": \"v1\"}") << int(FileKind::SchedulerConfig);
    QTest::newRow("volcano conf") << QByteArray("actions: \"enqueue, allocate\"\ntiers:\n- plugins:\n  - name: binpack\n")
                                  << int(FileKind::SchedulerConfig);
    QTest::newRow("volcano configmap")
        << QByteArray("apiVersion: v1\nkind: ConfigMap\ndata:\n  volcano-scheduler.conf: |\n    actions: allocate\n")
        << int(FileKind::SchedulerConfig);
    QTest::newRow("other configmap") << QByteArray("apiVersion: v1\nkind: ConfigMap\ndata: {}\n") << int(FileKind::Unknown);
    QTest::newRow("kubectl list") << QByteArray("apiVersion: v1\nitems:\n- kind: Node\nkind: List\n") << int(FileKind::Cluster);
    QTest::newRow("kubectl json") << QByteArray("{\"apiVersion\":\"v1\",\"items\":[{\"kind\":\"Pod\"}],\"kind\":\"List\"}")
                                  << int(FileKind::Cluster);
    QTest::newRow("kubectl list, kind last") << QByteArray("apiVersion: v1\nitems:\n- apiVersion: v1\n  kind: Node\n  metadata: {}\n")
                                             << int(FileKind::Cluster);
    QTest::newRow("single node") << QByteArray("# a node\nkind: \"Node\"\nmetadata: {name: n}\n") << int(FileKind::Cluster);
    QTest::newRow("nested kind only") << QByteArray("spec:\n  kind: Workspace\n") << int(FileKind::Unknown);
    QTest::newRow("text") << QByteArray("hello") << int(FileKind::Unknown);
}

void TestFiles::fileKinds()
{
    QFETCH(QByteArray, content);
    QFETCH(int, kind);
    QCOMPARE(int(detectFileKind(content)), kind);
}

void TestFiles::droppedFiles()
{
    const QString config = dir_.filePath(QStringLiteral("dropped-config.yaml"));
    const Workspace example = readWorkspaceFile(examplePath().toStdString());
    ExportOptions options;
    const ExportResult exported = exportProfiles({&example.profiles[0]}, options);
    QVERIFY(exported.ok());
    writeAll(config, QByteArray::fromStdString(exported.text));
    const QString workspace = dir_.filePath(QStringLiteral("dropped.binpack.yaml"));
    QFile::remove(workspace);
    QVERIFY(QFile::copy(examplePath(), workspace));
    const QString junk = dir_.filePath(QStringLiteral("notes.txt"));
    writeAll(junk, "shopping list");

    Harness h;
    h.doc->resetWorkspace(test::docsWorkspace(), {});
    h.files.handleDroppedFiles({workspace});
    QCOMPARE(h.doc->filePath(), QFileInfo(workspace).absoluteFilePath());
    const size_t profiles = h.doc->workspace().profiles.size();
    h.files.handleDroppedFiles({config, junk});
    QCOMPARE(h.doc->workspace().profiles.size(), profiles + 1);
    QCOMPARE(h.errors.size(), 1);
    QVERIFY(h.errors.front().contains(QLatin1String("notes.txt")));
}

QTEST_MAIN(TestFiles)
#include "test_files.moc"
