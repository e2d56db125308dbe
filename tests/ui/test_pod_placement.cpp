// SPDX-License-Identifier: GPL-3.0-or-later
// The pod table's Placement column and its dialog: a double-click on the
// cell opens the pod's nodeSelector, tolerations and affinity as YAML,
// checked while the user types (line, column, field, reason; OK disabled),
// applied as one undo step, and shown in the cell; Cancel changes nothing.
#include "dialogs/pod_placement_dialog.h"
#include "document/document.h"
#include "models/pod_table_model.h"
#include "panels/pod_panel.h"
#include "panels/problem_label.h"
#include "ui_fixtures.h"

#include <QAbstractItemModelTester>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QUndoStack>
#include <functional>

using namespace bp;
using namespace bp::ui;
using PodColumn = bp::ui::PodTableModel::ColumnKind;

namespace {

// Runs `open` (which shows the dialog modally) while `drive` works the dialog.
void withDialog(const std::function<void()>& open, const std::function<void(PodPlacementDialog*)>& drive)
{
    bool seen = false;
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [&] {
        auto* dialog = qobject_cast<PodPlacementDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll->stop();
        seen = true;
        drive(dialog);
        if (dialog->isVisible())
            dialog->reject(); // never leave the test hanging
    });
    poll->start();
    open();
    delete poll;
    QVERIFY2(seen, "the placement dialog did not open");
}

void typeText(QPlainTextEdit* editor, const QString& text)
{
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(editor, Qt::Key_Delete);
    // Typed line by line, as a person would (Return keeps the editor's own indentation off).
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        if (i > 0)
            QTest::keyClick(editor, Qt::Key_Return);
        QTest::keyClicks(editor, lines[i]);
    }
}

QPushButton* okButton(PodPlacementDialog* d)
{
    return d->buttons()->button(QDialogButtonBox::Ok);
}

} // namespace

class TestPodPlacement : public QObject {
    Q_OBJECT
private slots:
    void modelColumn();
    void editThroughTheDialog();
    void cancelChangesNothing();
    void summaryAndRoundTrip();
    void columnFitsSummariesBelowTheFirstRows();
};

void TestPodPlacement::modelColumn()
{
    Document doc;
    Workspace ws = test::docsWorkspace();
    ws.pods[3].nodeSelector = { { "pool", "general" } };
    ws.pods[3].tolerations = { { "gpu", "Exists", "", "NoSchedule", std::nullopt } };
    doc.resetWorkspace(ws, {});
    PodTableModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.headerData(PodTableModel::column(PodColumn::Placement), Qt::Horizontal).toString(),
        QStringLiteral("Placement"));
    QCOMPARE(model.index(3, PodTableModel::column(PodColumn::Placement)).data().toString(),
        QStringLiteral("pool=general; 1 toleration"));
    QCOMPARE(model.index(0, PodTableModel::column(PodColumn::Placement)).data().toString(), QString());
    QVERIFY(!(model.flags(model.index(3, PodTableModel::column(PodColumn::Placement))) & Qt::ItemIsEditable));
    const QString tip = model.index(3, PodTableModel::column(PodColumn::Placement)).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("nodeSelector:")) && tip.contains(QLatin1String("key: gpu")), qPrintable(tip));
    // The resources moved one column right.
    QCOMPARE(model.columnResource(PodTableModel::column(PodColumn::Request)), std::string("cpu"));
}

void TestPodPlacement::editThroughTheDialog()
{
    Document doc;
    doc.resetWorkspace(test::docsWorkspace(), {});
    PodPanel panel(&doc);
    panel.resize(1100, 420);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const int batch = 3;
    const QModelIndex cell
        = panel.proxy()->mapFromSource(panel.model()->index(batch, PodTableModel::column(PodColumn::Placement)));
    panel.view()->scrollTo(cell);
    const QPoint at = panel.view()->visualRect(cell).center();
    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(panel.editPlacementAction()->isEnabled());

    withDialog([&] { QTest::mouseDClick(panel.view()->viewport(), Qt::LeftButton, {}, at); },
        [&](PodPlacementDialog* d) {
            QCOMPARE(d->windowTitle(), QStringLiteral("Placement of batch"));
            QCOMPARE(d->editor()->toPlainText(), QString());
            QVERIFY(okButton(d)->isEnabled()); // empty: no constraints
            // A misspelt effect: held, with line, column, field and the reason.
            typeText(d->editor(),
                QStringLiteral("nodeSelector: {pool: general}\ntolerations:\n- {key: gpu, "
                               "operator: Exists, effect: NoSchedul}"));
            QVERIFY(!okButton(d)->isEnabled());
            auto* problem = d->findChild<ProblemLabel*>();
            QVERIFY(problem->isVisible());
            QVERIFY2(problem->text().startsWith(QLatin1String("Line 3, column ")), qPrintable(problem->text()));
            QVERIFY2(problem->text().contains(QLatin1String("tolerations[0].effect")), qPrintable(problem->text()));
            QVERIFY2(problem->text().contains(QLatin1String("NoSchedule")), qPrintable(problem->text()));
            // A key the file does not know.
            typeText(d->editor(), QStringLiteral("nodeSelectr: {pool: general}"));
            QVERIFY(!okButton(d)->isEnabled());
            QVERIFY2(problem->text().contains(QLatin1String("nodeSelector")), qPrintable(problem->text()));
            // Right: accepted with OK.
            typeText(d->editor(),
                QStringLiteral("nodeSelector: {pool: general}\ntolerations:\n- {key: gpu, "
                               "operator: Exists, effect: NoSchedule}"));
            QVERIFY(okButton(d)->isEnabled());
            QVERIFY(!problem->isVisible());
            QTest::mouseClick(okButton(d), Qt::LeftButton);
        });
    const Pod& pod = doc.workspace().pods[batch];
    QCOMPARE(pod.nodeSelector, (Labels { { "pool", "general" } }));
    QCOMPARE(pod.tolerations.size(), size_t(1));
    QCOMPARE(pod.tolerations[0].key, std::string("gpu"));
    QCOMPARE(pod.tolerations[0].effect, std::string("NoSchedule"));
    QCOMPARE(pod.containers.size(), size_t(1)); // everything else kept
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set the placement of batch"));
    QCOMPARE(cell.data().toString(), QStringLiteral("pool=general; 1 toleration"));

    // Enter on the cell opens it too, with the pod's constraints; emptying the text removes them.
    panel.view()->setFocus();
    panel.view()->setCurrentIndex(cell);
    withDialog([&] { QTest::keyClick(panel.view(), Qt::Key_Return); },
        [&](PodPlacementDialog* d) {
            QVERIFY(d->editor()->toPlainText().contains(QLatin1String("pool: general")));
            typeText(d->editor(), QString());
            QVERIFY(okButton(d)->isEnabled());
            QTest::mouseClick(okButton(d), Qt::LeftButton);
        });
    QVERIFY(doc.workspace().pods[batch].nodeSelector.empty());
    QVERIFY(doc.workspace().pods[batch].tolerations.empty());
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.workspace().pods[batch].nodeSelector, (Labels { { "pool", "general" } }));
    doc.undoStack()->undo();
    QVERIFY(doc.workspace().pods[batch].nodeSelector.empty());
    QCOMPARE(doc.workspace(), test::docsWorkspace());
}

void TestPodPlacement::cancelChangesNothing()
{
    Document doc;
    doc.resetWorkspace(test::docsWorkspace(), {});
    PodPanel panel(&doc);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.view()->selectRow(panel.proxy()->mapFromSource(panel.model()->index(2, 0)).row());
    withDialog([&] { panel.editPlacementAction()->trigger(); },
        [&](PodPlacementDialog* d) {
            typeText(d->editor(), QStringLiteral("nodeSelector: {pool: gpu}"));
            QTest::mouseClick(d->buttons()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        });
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(doc.workspace(), test::docsWorkspace());
}

// The text the dialog starts with reads back to the same constraints.
void TestPodPlacement::summaryAndRoundTrip()
{
    Pod pod;
    pod.name = "trainer";
    pod.nodeSelector = { { "pool", "gpu" } };
    pod.tolerations = { { "nvidia.com/gpu", "Exists", "", "NoSchedule", std::nullopt },
        { "node.kubernetes.io/unreachable", "Exists", "", "NoExecute", 300 } };
    NodeSelectorTerm term;
    term.matchExpressions = { { "topology.kubernetes.io/zone", "In", { "zone-a", "zone-b" } } };
    pod.affinity = Affinity { NodeAffinity { NodeSelector { { term } }, {} }, {}, {} };
    TopologySpreadConstraint spread;
    spread.maxSkew = 1;
    spread.topologyKey = "topology.kubernetes.io/zone";
    spread.whenUnsatisfiable = "DoNotSchedule";
    spread.labelSelector = LabelSelectorSpec {};
    pod.topologySpreadConstraints = { spread };
    PodPlacementDialog d(pod);
    QVERIFY(d.problem().isEmpty());
    QCOMPARE(d.placement(), placementOf(pod));
    QCOMPARE(placementSummary(d.placement()),
        QStringLiteral("pool=gpu; 2 tolerations; required node affinity; spread over "
                       "topology.kubernetes.io/zone, maxSkew 1"));
    QVERIFY(d.editor()->toPlainText().contains(QLatin1String("tolerationSeconds: 300")));
    QVERIFY(d.editor()->toPlainText().contains(QLatin1String("labelSelector: {}")));
    pod.topologySpreadConstraints.push_back(spread);
    pod.topologySpreadConstraints.back().whenUnsatisfiable = "ScheduleAnyway";
    pod.topologySpreadConstraints.back().topologyKey = "kubernetes.io/hostname";
    pod.topologySpreadConstraints.back().maxSkew = 3;
    QCOMPARE(placementSummary(placementOf(pod)),
        QStringLiteral("pool=gpu; 2 tolerations; required node affinity; spread over "
                       "topology.kubernetes.io/zone, maxSkew 1; spread over kubernetes.io/hostname, maxSkew 3 "
                       "(ScheduleAnyway: scores only)"));

    // Pod (anti-)affinity: each term, with the pods it selects and its
    // topology key; preferred node affinity terms counted.
    Pod affine;
    affine.name = "web";
    PodAffinityTerm db;
    db.labelSelector = LabelSelectorSpec { { { "app", "db" } }, { { "tier", "NotIn", { "a", "b" } } } };
    db.topologyKey = "topology.kubernetes.io/zone";
    PodAffinityTerm web;
    web.labelSelector = LabelSelectorSpec { { { "app", "web" } }, {} };
    web.topologyKey = "kubernetes.io/hostname";
    PodAffinityTerm any;
    any.labelSelector = LabelSelectorSpec {};
    any.topologyKey = "kubernetes.io/hostname";
    PodAffinityTerm none;
    none.topologyKey = "zone";
    affine.affinity = Affinity {};
    affine.affinity->podAffinity = PodAffinity { { db }, { { 40, any } } };
    affine.affinity->podAntiAffinity = PodAffinity { { web, none }, {} };
    affine.affinity->nodeAffinity = NodeAffinity { std::nullopt, { { 10, term }, { 20, {} } } };
    QCOMPARE(placementSummary(placementOf(affine)),
        QStringLiteral("2 preferred node affinities; affinity to app=db, tier notin (a, b) by "
                       "topology.kubernetes.io/zone; preferred affinity to every pod by kubernetes.io/hostname "
                       "(weight 40); anti-affinity to app=web by kubernetes.io/hostname; anti-affinity to no pods by "
                       "zone"));
    PodPlacementDialog affineDialog(affine);
    QVERIFY(affineDialog.problem().isEmpty());
    QCOMPARE(affineDialog.placement(), placementOf(affine));
    affine.affinity->nodeAffinity->preferredDuringSchedulingIgnoredDuringExecution.pop_back();
    QVERIFY(placementSummary(placementOf(affine)).startsWith(QLatin1String("1 preferred node affinity; ")));
}

// The header sizes columns from the first 64 rows; a spread Deployment's
// summary far below them still shows whole, and the column grows no wider
// than 90 characters for an absurd one.
void TestPodPlacement::columnFitsSummariesBelowTheFirstRows()
{
    Document doc;
    Workspace ws = test::docsWorkspace();
    const Pod base = ws.pods.back();
    for (int i = 0; i < 80; ++i) {
        Pod p = base;
        p.name = "filler-" + std::to_string(i);
        p.tolerations = { { "gpu", "Exists", "", "NoSchedule", std::nullopt } };
        ws.pods.push_back(p);
    }
    Pod spread = base;
    spread.name = "spread";
    TopologySpreadConstraint c;
    c.maxSkew = 1;
    c.topologyKey = "topology.kubernetes.io/zone";
    c.whenUnsatisfiable = "DoNotSchedule";
    c.labelSelector = LabelSelectorSpec {};
    spread.topologySpreadConstraints = { c };
    // As the sample cluster's canaries have them: 66 characters in all.
    spread.tolerations = { { "node.kubernetes.io/not-ready", "Exists", "", "NoExecute", 300 },
        { "node.kubernetes.io/unreachable", "Exists", "", "NoExecute", 300 } };
    ws.pods.push_back(spread);
    doc.resetWorkspace(ws, {});
    PodPanel panel(&doc);
    panel.resize(1100, 420);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QString summary = placementSummary(placementOf(spread));
    QCOMPARE(summary, QStringLiteral("2 tolerations; spread over topology.kubernetes.io/zone, maxSkew 1"));
    const QFontMetrics fm(panel.view()->font());
    const int width = panel.view()->horizontalHeader()->sectionSize(PodTableModel::column(PodColumn::Placement));
    QVERIFY2(width > fm.horizontalAdvance(summary), qPrintable(QString::number(width) + " for " + summary));
    // Reset again (a new workspace) with an absurdly long key: capped.
    ws.pods.back().topologySpreadConstraints[0].topologyKey = std::string(200, 'k');
    doc.resetWorkspace(ws, {});
    const int capped = panel.view()->horizontalHeader()->sectionSize(PodTableModel::column(PodColumn::Placement));
    QVERIFY2(capped <= fm.horizontalAdvance(QString(90, QLatin1Char('x'))), qPrintable(QString::number(capped)));
    QVERIFY(capped >= width);
}

QTEST_MAIN(TestPodPlacement)
#include "test_pod_placement.moc"
