// SPDX-License-Identifier: GPL-3.0-or-later
// Applying the Workload Generator: the "Generate workload" undo step replaces
// or appends the pending pods without touching bound ones, undoes to the
// exact previous pods and redoes; the action sits in the Pods menu and the
// Compare view, and triggering it opens the dialog and applies it.
#include "compare/compare_view.h"
#include "dialogs/generate_workload_dialog.h"
#include "document/commands_generate.h"
#include "document/document.h"
#include "generate_fixtures.h"
#include "mainwindow.h"
#include "panels/pod_panel.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

using namespace bp;
using namespace bp::ui;
using namespace bp::ui::test;

class TestGenerateCommand : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void replaceIsOneUndoStep();
    void appendKeepsPendingPods();
    void actionInPodsMenuAndCompareView();
};

void TestGenerateCommand::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("binpack-studio-tests"));
    QApplication::setApplicationName(QStringLiteral("binpack-studio-tests"));
}

void TestGenerateCommand::init()
{
    QSettings().clear();
}

void TestGenerateCommand::replaceIsOneUndoStep()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    const std::vector<Pod> before = doc.workspace().pods;
    GenerateWorkloadDialog d(doc.workspace());
    QVERIFY(d.replaceButton()->isChecked());
    QVERIFY(d.okButton()->isEnabled());
    d.okButton()->click();
    QCOMPARE(d.result(), int(QDialog::Accepted));
    const std::vector<Pod> generated = d.pods();
    QCOMPARE(generated, generateWorkload(defaultSpec()));

    doc.undoStack()->push(makeGenerateWorkloadCommand(&doc, d.pods(), d.pendingMode()));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Generate workload"));
    const auto check = [&] {
        QCOMPARE(bound(doc.workspace().pods), bound(before));
        QCOMPARE(pending(doc.workspace()), generated);
        // The bound pods keep their place at the front.
        QCOMPARE(doc.workspace().pods.front().name, std::string("used-node1"));
    };
    check();
    doc.undoStack()->undo();
    QCOMPARE(doc.workspace().pods, before);
    doc.undoStack()->redo();
    check();
    doc.undoStack()->undo();
    QCOMPARE(doc.workspace().pods, before);
}

void TestGenerateCommand::appendKeepsPendingPods()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    const std::vector<Pod> before = doc.workspace().pods;
    GenerateWorkloadDialog d(doc.workspace());
    d.appendButton()->setChecked(true);
    Model* m = d.shapeModel();
    m->setData(m->index(0, Model::NameColumn), QStringLiteral("gen-web"));
    m->setData(m->index(1, Model::NameColumn), QStringLiteral("gen-batch"));
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));
    const std::vector<Pod> generated = d.pods();
    QVERIFY(!generated.empty());
    doc.undoStack()->push(makeGenerateWorkloadCommand(&doc, generated, d.pendingMode()));
    std::vector<Pod> expected = before;
    expected.insert(expected.end(), generated.begin(), generated.end());
    QCOMPARE(doc.workspace().pods, expected);
    doc.undoStack()->undo();
    QCOMPARE(doc.workspace().pods, before);
    doc.undoStack()->redo();
    QCOMPARE(doc.workspace().pods, expected);

    // Replace on a workspace without pending pods is an append; bound pods only stay.
    Workspace onlyBound = example();
    onlyBound.pods = bound(onlyBound.pods);
    doc.resetWorkspace(onlyBound, {});
    doc.undoStack()->push(makeGenerateWorkloadCommand(&doc, generated, PendingPods::Replace));
    QCOMPARE(doc.workspace().pods.size(), onlyBound.pods.size() + generated.size());
    doc.undoStack()->undo();
    QCOMPARE(doc.workspace().pods, onlyBound.pods);
}

void TestGenerateCommand::actionInPodsMenuAndCompareView()
{
    MainWindow w;
    w.document()->resetWorkspace(example(), {});
    QAction* generate = w.podPanel()->generateAction();
    QVERIFY(generate);
    QCOMPARE(generate->text(), QStringLiteral("&Generate Workload…"));
    QVERIFY(!generate->toolTip().isEmpty());
    QMenu* pods = nullptr;
    for (QMenu* menu : w.findChildren<QMenu*>()) {
        if (menu->title() == QStringLiteral("P&ods"))
            pods = menu;
    }
    QVERIFY(pods);
    QVERIFY(pods->actions().contains(generate));
    auto* compare = w.findChild<CompareView*>();
    QVERIFY(compare);
    QCOMPARE(compare->generateButton()->defaultAction(), generate);
    QVERIFY(!compare->generateButton()->isHidden());

    // Triggering it opens the dialog; accepting applies it as one undo step.
    const auto before = w.document()->workspace().pods;
    bool seen = false;
    QTimer::singleShot(0, &w, [&] {
        auto* d = qobject_cast<GenerateWorkloadDialog*>(QApplication::activeModalWidget());
        seen = d != nullptr;
        if (d)
            d->accept();
        else if (QApplication::activeModalWidget())
            QApplication::activeModalWidget()->close();
    });
    compare->generateButton()->click();
    QVERIFY(seen);
    QCOMPARE(w.document()->undoStack()->undoText(), QStringLiteral("Generate workload"));
    QCOMPARE(pending(w.document()->workspace()), generateWorkload(defaultSpec()));
    QCOMPARE(bound(w.document()->workspace().pods), bound(before));
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->workspace().pods, before);
}

QTEST_MAIN(TestGenerateCommand)
#include "test_generate_command.moc"
