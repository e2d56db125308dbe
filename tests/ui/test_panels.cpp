// SPDX-License-Identifier: GPL-3.0-or-later
// The panels and dialogs: the profile panel shows the current profile, turns
// its controls into undo commands and marks values the scheduler would refuse
// with the upstream message; the cell editor keeps invalid text open on Enter;
// the node and pod panels' actions; the node pool and set-resource dialogs.
#include "dialogs/added_affinity_dialog.h"
#include "dialogs/node_pool_dialog.h"
#include "dialogs/set_resource_dialog.h"
#include "document/commands_cluster.h"
#include "document/commands_profiles.h"
#include "document/document.h"
#include "io/scheduler_config_export.h"
#include "io/workspace_io.h"
#include "models/default_constraints_model.h"
#include "models/node_table_model.h"
#include "models/pod_table_model.h"
#include "models/resource_weight_model.h"
#include "models/roles.h"
#include "panels/default_constraints_editor.h"
#include "panels/node_panel.h"
#include "panels/pod_panel.h"
#include "panels/problem_label.h"
#include "panels/profile_editors.h"
#include "panels/profile_panel.h"
#include "panels/resource_weight_editor.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <QWheelEvent>
#include <algorithm>

using namespace bp;
using namespace bp::ui;

namespace {

// A click on a check box, where its box is.
void clickBox(QCheckBox* box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
}

// `text` typed over a spin box's value, then Enter.
void typeInto(QSpinBox* spin, const QString& text)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

Workspace example()
{
    return readWorkspaceFile(BP_EXAMPLES_DIR "/docs-example.binpack.yaml");
}

QString allMessages(const QListWidget* list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        out << list->item(i)->text();
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestPanels : public QObject {
    Q_OBJECT

private slots:
    void profilePanelFollowsTheCurrentProfile();
    void profilePanelControlsPushCommands();
    void otherScorePluginsAreEdited();
    void defaultConstraintsAreEdited();
    void addedAffinityIsEdited();
    void strategySwitchLeavesNoShapeWarning();
    void volcanoVersionIsChosenInThePanel();
    void filtersBoxTurnsFiltersOff();
    void invalidValuesAreMarkedInPlace();
    void volcanoWarningsAreListed();
    void volcanoTiersAreShown();
    void wheelOverABoxScrollsThePanel();
    void volcanoEditorTakesItsOwnHeight();
    void nodeorderIsEditedInThePanel();
    void profileButtons();
    void cellEditorKeepsInvalidTextOnEnter();
    void resourceCompleterAddsOneName();
    void nodePanelActions();
    void podPanelScopesAndStudy();
    void podPanelMetadataColumnsAndFilter();
    void nodePoolDialog();
    void setResourceDialog();
};

void TestPanels::profilePanelFollowsTheCurrentProfile()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    ProfilePanel panel(&doc);
    QCOMPARE(panel.schedulerCombo()->currentText(), QStringLiteral("kube-scheduler"));
    QCOMPARE(panel.versionCombo()->currentText(), QStringLiteral("1.36"));
    QCOMPARE(panel.kubeEditor()->strategy()->currentText(), QStringLiteral("RequestedToCapacityRatio"));
    QCOMPARE(panel.kubeEditor()->fitResources()->model()->rowCount(), 3);
    QVERIFY(panel.kubeEditor()->fitGroup()->isChecked());
    QVERIFY(!panel.kubeEditor()->balancedGroup()->isChecked()); // plugins lists only NodeResourcesFit
    doc.setCurrentProfileIndex(1);
    QCOMPARE(panel.versionCombo()->currentText(), QStringLiteral("1.16"));
    QCOMPARE(panel.profileList()->currentIndex().row(), 1);
    doc.setCurrentProfileIndex(2); // least-allocated: plugins omitted, the default profile
    QCOMPARE(panel.kubeEditor()->strategy()->currentText(), QStringLiteral("LeastAllocated"));
    QVERIFY(panel.kubeEditor()->balancedGroup()->isChecked());
    doc.setCurrentProfileIndex(3);
    QCOMPARE(panel.schedulerCombo()->currentText(), QStringLiteral("Volcano"));
    QVERIFY(panel.volcanoEditor()->isVisibleTo(&panel));
    QVERIFY(!panel.kubeEditor()->isVisibleTo(&panel));
    QCOMPARE(panel.volcanoEditor()->binpackWeight()->value(), 5);
    QCOMPARE(panel.volcanoEditor()->resources()->model()->rowCount(), 3); // cpu, memory, intel.com/foo
    // Selecting in the list makes a profile current.
    panel.profileList()->setCurrentIndex(panel.profileList()->model()->index(0, 0));
    QCOMPARE(doc.currentProfileIndex(), 0);
}

void TestPanels::profilePanelControlsPushCommands()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    ProfilePanel panel(&doc);
    QUndoStack* undo = doc.undoStack();
    KubeProfileEditor* kube = panel.kubeEditor();
    // A spin box stepping is one undo step.
    kube->fitWeight()->setValue(2);
    kube->fitWeight()->setValue(3);
    kube->fitWeight()->setValue(4);
    QCOMPARE(undo->count(), 1);
    QCOMPARE(doc.workspace().profiles[0].fit.weight, int64_t(4));
    // Combo boxes act on user activation.
    const int most = kube->strategy()->findText(QStringLiteral("MostAllocated"));
    kube->strategy()->setCurrentIndex(most);
    emit kube->strategy()->activated(most);
    QCOMPARE(doc.workspace().profiles[0].fitArgs.scoringStrategy->type, std::string("MostAllocated"));
    const int v130 = panel.versionCombo()->findText(QStringLiteral("1.30"));
    panel.versionCombo()->setCurrentIndex(v130);
    emit panel.versionCombo()->activated(v130);
    QCOMPARE(doc.workspace().profiles[0].kubernetesVersion, std::string("1.30"));
    kube->balancedGroup()->setChecked(true);
    QVERIFY(doc.workspace().profiles[0].balanced.enabled);
    panel.schedulerNameEdit()->setText(QStringLiteral("packer"));
    emit panel.schedulerNameEdit()->editingFinished();
    QCOMPARE(doc.workspace().profiles[0].schedulerName, std::string("packer"));
    QCOMPARE(undo->count(), 5);
    // Undo shows the old values again.
    while (undo->canUndo())
        undo->undo();
    QCOMPARE(kube->fitWeight()->value(), 0);
    QCOMPARE(kube->strategy()->currentText(), QStringLiteral("RequestedToCapacityRatio"));
    QCOMPARE(panel.versionCombo()->currentText(), QStringLiteral("1.36"));
    QVERIFY(!kube->balancedGroup()->isChecked());
    QVERIFY(panel.schedulerNameEdit()->text().isEmpty());
}

// The default profile's other score plugins: shown as the profile runs them
// (plugins omitted: all, at the release's weights), toggled and weighted with
// real clicks and keys, each change one undo step; 1.16 greys them out.
void TestPanels::otherScorePluginsAreEdited()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    doc.setCurrentProfileIndex(2); // least-allocated: plugins omitted
    ProfilePanel panel(&doc);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    KubeProfileEditor* kube = panel.kubeEditor();
    QUndoStack* undo = doc.undoStack();
    for (int i = 0; i < 5; ++i)
        QVERIFY(kube->otherBox(i)->isChecked());
    QCOMPARE(kube->otherWeight(0)->value(), 3); // TaintToleration, 1.36
    QCOMPARE(kube->otherWeight(4)->value(), 1); // ImageLocality
    QComboBox* spreading = kube->defaultSpreading()->mode();
    QCOMPARE(spreading->currentIndex(), 0); // System
    QVERIFY(kube->defaultSpreading()->view()->isHidden());
    QCOMPARE(kube->hardPodAffinityWeightSpin()->value(), 1);
    // Turning the default spreading off (Down on the focused combo) writes
    // the default profile out first: the other plugins keep their weights.
    spreading->setFocus();
    QTest::keyClick(spreading, Qt::Key_Down);
    const Profile& p = doc.workspace().profiles[2];
    QVERIFY(p.pluginsSet && p.podTopologySpreadList);
    QVERIFY(p.fit.enabled && p.balanced.enabled && p.taintToleration.enabled && p.taintToleration.weight == 3);
    QCOMPARE(undo->count(), 1);
    // ImageLocality off with a click on its box.
    clickBox(kube->otherBox(4));
    QVERIFY(!doc.workspace().profiles[2].imageLocality.enabled);
    QVERIFY(!kube->otherWeight(4)->isEnabled());
    // TaintToleration's weight typed in.
    typeInto(kube->otherWeight(0), QStringLiteral("7"));
    QCOMPARE(doc.workspace().profiles[2].taintToleration.weight, int64_t(7));
    kube->hardPodAffinityWeightSpin()->setValue(0);
    QCOMPARE(doc.workspace().profiles[2].interPodAffinityArgs.hardPodAffinityWeight, std::optional<int64_t>(0));
    QCOMPARE(undo->count(), 4);
    while (undo->canUndo())
        undo->undo();
    QVERIFY(!doc.workspace().profiles[2].pluginsSet);
    QVERIFY(kube->otherBox(4)->isChecked());
    QCOMPARE(kube->otherWeight(0)->value(), 3);
    QCOMPARE(spreading->currentIndex(), 0);
    // SelectorSpread and NodePreferAvoidPods are 1.16's: no rows here.
    QVERIFY(!kube->otherBox(5)->isVisible() && !kube->otherBox(6)->isVisible());
    // 1.16: its priorities, edited as legacyPriorities; PodTopologySpread's
    // EvenPodsSpreadPriority is alpha and off, greyed out.
    doc.setCurrentProfileIndex(1);
    QCOMPARE(doc.workspace().profiles[1].kubernetesVersion, std::string("1.16"));
    QVERIFY(!doc.workspace().profiles[1].legacyPriorities);
    QVERIFY(kube->otherBox(5)->isVisible() && kube->otherBox(6)->isVisible());
    QVERIFY(!kube->otherBox(2)->isEnabled() && !kube->otherBox(2)->isChecked());
    QVERIFY(kube->otherBox(5)->isChecked() && kube->otherBox(6)->isChecked());
    QCOMPARE(kube->otherWeight(6)->value(), 10000);
    const int before = undo->index();
    clickBox(kube->otherBox(6));
    const auto& legacy = doc.workspace().profiles[1].legacyPriorities;
    QVERIFY(legacy);
    QCOMPARE(legacy->size(), size_t(5));
    QVERIFY(std::none_of(legacy->begin(), legacy->end(),
        [](const LegacyPriority& l) { return l.name == "NodePreferAvoidPodsPriority"; }));
    QVERIFY(!kube->otherWeight(6)->isEnabled());
    typeInto(kube->otherWeight(5), QStringLiteral("4"));
    const auto selector = std::find_if(
        legacy->begin(), legacy->end(), [](const LegacyPriority& l) { return l.name == "SelectorSpreadPriority"; });
    QVERIFY(selector != legacy->end());
    QCOMPARE(selector->weight, int64_t(4));
    QCOMPARE(undo->index(), before + 2);
    // Back on: at its default weight.
    clickBox(kube->otherBox(6));
    QCOMPARE(legacy->back().name, std::string("NodePreferAvoidPodsPriority"));
    QCOMPARE(legacy->back().weight, int64_t(10000));
    while (undo->index() > before)
        undo->undo();
    QVERIFY(!doc.workspace().profiles[1].legacyPriorities);
    QVERIFY(kube->otherBox(6)->isChecked());
    QCOMPARE(kube->otherWeight(5)->value(), 1);
    // 1.16's hardPodAffinitySymmetricWeight: InterPodAffinityPriority's, 1 to
    // 100, typed in as one undo step; greyed out once the priority is off.
    QSpinBox* hard = kube->hardPodAffinityWeightSpin();
    QVERIFY(hard->isEnabled());
    QCOMPARE(hard->minimum(), 1);
    QCOMPARE(hard->accessibleName(), QStringLiteral("hardPodAffinitySymmetricWeight"));
    // One short label for both names (the form's label column stays as
    // narrow as for later releases); the key is in the accessible name.
    auto* form = qobject_cast<QFormLayout*>(hard->parentWidget()->layout());
    QVERIFY(form);
    auto* hardLabel = qobject_cast<QLabel*>(form->labelForField(hard));
    QVERIFY(hardLabel && hardLabel->text() == QStringLiteral("&Hard affinity weight:"));
    QVERIFY(hard->toolTip().startsWith(QStringLiteral("hardPodAffinitySymmetricWeight:")));
    typeInto(hard, QStringLiteral("6"));
    QCOMPARE(doc.workspace().profiles[1].interPodAffinityArgs.hardPodAffinityWeight, std::optional<int64_t>(6));
    QCOMPARE(undo->index(), before + 1);
    QCOMPARE(undo->text(before), QStringLiteral("Set hardPodAffinitySymmetricWeight to 6"));
    clickBox(kube->otherBox(3)); // InterPodAffinityPriority off
    QVERIFY(!hard->isEnabled());
    while (undo->index() > before)
        undo->undo();
    QVERIFY(!doc.workspace().profiles[1].interPodAffinityArgsSet);
    QCOMPARE(hard->value(), 1);
    // Back on a later release: the plugin's hardPodAffinityWeight, from 0.
    doc.setCurrentProfileIndex(2);
    QCOMPARE(hard->minimum(), 0);
    QCOMPARE(hard->accessibleName(), QStringLiteral("hardPodAffinityWeight"));
}

// PodTopologySpread's own default constraints (defaultingType: List):
// chosen in the combo, which writes the system defaults out as the list to
// start from; cells edited through the delegate; Add and Remove clicked; a
// maxSkew of 0 refused in place; every change one undo step, all undone.
void TestPanels::defaultConstraintsAreEdited()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    doc.setCurrentProfileIndex(2); // least-allocated: plugins omitted
    ProfilePanel panel(&doc);
    panel.show();
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    DefaultConstraintsEditor* editor = panel.kubeEditor()->defaultSpreading();
    QAbstractItemModelTester tester(editor->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QUndoStack* undo = doc.undoStack();
    QComboBox* mode = editor->mode();
    mode->setFocus();
    QTest::keyClick(mode, Qt::Key_Down);
    QTest::keyClick(mode, Qt::Key_Down); // The profile's own list
    QCOMPARE(undo->count(), 2);
    const auto profile = [&doc]() -> const Profile& { return doc.workspace().profiles[2]; };
    QVERIFY(profile().podTopologySpreadList);
    QCOMPARE(profile().podTopologySpreadDefaultConstraints.size(), size_t(2));
    QVERIFY(editor->view()->isVisible() && editor->addButton()->isVisible());
    QCOMPARE(editor->model()->rowCount(), 2);
    QCOMPARE(editor->model()->index(1, DefaultConstraintsModel::KeyColumn).data().toString(),
        QStringLiteral("topology.kubernetes.io/zone"));

    // maxSkew of the zone row: 0 is refused where it is typed, 2 taken.
    QTableView* view = editor->view();
    const QModelIndex skew = editor->model()->index(1, DefaultConstraintsModel::SkewColumn);
    view->setCurrentIndex(skew);
    view->edit(skew);
    auto* cell = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    if (!cell)
        cell = QApplication::focusWidget() ? QApplication::focusWidget()->findChild<QLineEdit*>() : nullptr;
    QVERIFY(cell);
    cell->selectAll();
    QTest::keyClicks(cell, QStringLiteral("0"));
    QTest::keyClick(cell, Qt::Key_Return);
    QTest::qWait(50);
    QCOMPARE(profile().podTopologySpreadDefaultConstraints[1].maxSkew, 5);
    cell->selectAll();
    QTest::keyClicks(cell, QStringLiteral("2"));
    QTest::keyClick(cell, Qt::Key_Return);
    QTRY_COMPARE(profile().podTopologySpreadDefaultConstraints[1].maxSkew, 2);
    QCOMPARE(undo->count(), 3);

    // whenUnsatisfiable of the hostname row through the model, as the
    // delegate's combo commits it.
    QVERIFY(editor->model()->setData(
        editor->model()->index(0, DefaultConstraintsModel::WhenColumn), QStringLiteral("DoNotSchedule")));
    QCOMPARE(profile().podTopologySpreadDefaultConstraints[0].whenUnsatisfiable, std::string("DoNotSchedule"));
    QVERIFY(!editor->model()->setData(
        editor->model()->index(0, DefaultConstraintsModel::WhenColumn), QStringLiteral("Never")));

    // Add: the first free pair (zone is ScheduleAnyway already: zone, DoNotSchedule).
    QTest::mouseClick(editor->addButton(), Qt::LeftButton);
    QCOMPARE(profile().podTopologySpreadDefaultConstraints.size(), size_t(3));
    QCOMPARE(profile().podTopologySpreadDefaultConstraints[2].topologyKey, std::string("topology.kubernetes.io/zone"));
    QCOMPARE(profile().podTopologySpreadDefaultConstraints[2].whenUnsatisfiable, std::string("DoNotSchedule"));
    // Remove the selected (the new) one.
    QVERIFY(editor->removeButton()->isEnabled());
    QTest::mouseClick(editor->removeButton(), Qt::LeftButton);
    QCOMPARE(profile().podTopologySpreadDefaultConstraints.size(), size_t(2));
    QCOMPARE(undo->count(), 6);

    // The profile with its list exports and validates cleanly.
    ExportOptions o;
    const Profile copy = profile();
    const ExportResult r = exportProfiles({ &copy }, o);
    QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
    QVERIFY2(r.text.find("defaultConstraints:\n      - maxSkew: 3\n        topologyKey: kubernetes.io/hostname\n"
                         "        whenUnsatisfiable: DoNotSchedule\n")
            != std::string::npos,
        r.text.c_str());

    while (undo->canUndo())
        undo->undo();
    QVERIFY(!profile().pluginsSet);
    QCOMPARE(mode->currentIndex(), 0);
    QVERIFY(editor->view()->isHidden());
    QCOMPARE(editor->model()->rowCount(), 0);
}

// NodeAffinity's addedAffinity: the button opens the YAML dialog, a typo is
// listed with its line and OK stays off, the corrected text is set with OK
// (one undo step), the summary beside the button says what it reads as, and
// undo takes it away.
void TestPanels::addedAffinityIsEdited()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    doc.setCurrentProfileIndex(2);
    ProfilePanel panel(&doc);
    panel.show();
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    KubeProfileEditor* kube = panel.kubeEditor();
    QCOMPARE(kube->addedAffinitySummaryLabel()->text(), QStringLiteral("none"));
    QTest::mouseClick(kube->addedAffinityButton(), Qt::LeftButton);
    AddedAffinityDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = kube->findChild<AddedAffinityDialog*>()) != nullptr);
    QTRY_VERIFY(dialog->isVisible());
    QPlainTextEdit* editor = dialog->editor();
    editor->setFocus();
    // Typed line by line (Return between them), as a person types it.
    const auto type = [editor](const QString& text) {
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0)
                QTest::keyClick(editor, Qt::Key_Return);
            QTest::keyClicks(editor, lines[i]);
        }
    };
    type(QStringLiteral("addedAffinity:\n  requiredDuringSchedulingIgnoredDuringExecution:\n"
                        "    nodeSelectorTerms:\n"
                        "    - matchExpressions: [{key: pool, operator: Inn, values: [batch]}]"));
    QVERIFY2(dialog->problem().startsWith(QStringLiteral("Line 4, column")), qPrintable(dialog->problem()));
    QVERIFY(!dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    // Fix the operator: Inn -> In.
    QString text = editor->toPlainText();
    text.replace(QStringLiteral("Inn"), QStringLiteral("In"));
    editor->selectAll();
    type(text);
    QVERIFY2(dialog->problem().isEmpty(), qPrintable(dialog->problem()));
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    const Profile& p = doc.workspace().profiles[2];
    QVERIFY(p.pluginsSet && p.nodeAffinityArgsSet && p.addedAffinity);
    QCOMPARE(p.addedAffinity->requiredDuringSchedulingIgnoredDuringExecution->nodeSelectorTerms.at(0)
                 .matchExpressions.at(0)
                 .values,
        std::vector<std::string> { "batch" });
    QCOMPARE(kube->addedAffinitySummaryLabel()->text(), QStringLiteral("required node affinity"));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QVERIFY(!doc.workspace().profiles[2].addedAffinity);
    QCOMPARE(kube->addedAffinitySummaryLabel()->text(), QStringLiteral("none"));
}

// Issue 15: leaving RequestedToCapacityRatio kept the shape in the profile,
// so validation warned that MostAllocated ignores it, a warning the user did
// not cause, and the export carried it. The shape now waits in the document
// and comes back with RequestedToCapacityRatio; a shape the file gave a
// MostAllocated profile is still the file's and still warned about.
void TestPanels::strategySwitchLeavesNoShapeWarning()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    ProfilePanel panel(&doc);
    panel.show();
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    const std::vector<ShapePoint> shape{{0, 0}, {40, 2}, {100, 10}};
    doc.undoStack()->push(new SetShapePointsCommand(&doc, 0, shape, false));
    QComboBox* strategy = panel.kubeEditor()->strategy();
    const auto choose = [strategy](const QString& type) {
        // With the keyboard, as a user would.
        strategy->setFocus();
        const int to = strategy->findText(type);
        QVERIFY(to >= 0);
        while (strategy->currentIndex() != to)
            QTest::keyClick(strategy, strategy->currentIndex() < to ? Qt::Key_Down : Qt::Key_Up);
    };
    const auto binpack = [&doc] { return doc.workspace().profiles[0]; };
    choose(QStringLiteral("MostAllocated"));
    QCOMPARE(binpack().fitArgs.scoringStrategy->type, std::string("MostAllocated"));
    QVERIFY(!binpack().fitArgs.scoringStrategy->hasRequestedToCapacityRatio);
    QTest::qWait(50); // the messages follow the document's change
    QVERIFY2(!allMessages(panel.messages()).contains(QLatin1String("requestedToCapacityRatio")),
        qPrintable(allMessages(panel.messages())));
    const Profile most = binpack();
    const ExportResult exported = exportProfiles({&most}, ExportOptions{});
    QVERIFY(exported.ok());
    for (const Diagnostic& w : exported.warnings)
        QVERIFY2(w.message.find("requestedToCapacityRatio") == std::string::npos, w.message.c_str());
    QVERIFY(exported.text.find("requestedToCapacityRatio") == std::string::npos);
    QVERIFY(exported.text.find("MostAllocated") != std::string::npos);
    // LeastAllocated and back: the shape the user had.
    choose(QStringLiteral("LeastAllocated"));
    choose(QStringLiteral("RequestedToCapacityRatio"));
    QCOMPARE(binpack().fitArgs.scoringStrategy->shape, shape);
    QVERIFY(binpack().fitArgs.scoringStrategy->hasRequestedToCapacityRatio);
    // Undo goes back step by step (the keys passed MostAllocated again), the shape with it.
    QCOMPARE(doc.undoStack()->count(), 5);
    doc.undoStack()->setIndex(2); // the shape, then MostAllocated
    QVERIFY(binpack().fitArgs.scoringStrategy->shape.empty());
    doc.undoStack()->setIndex(1);
    QCOMPARE(binpack().fitArgs.scoringStrategy->shape, shape);
    QCOMPARE(strategy->currentText(), QStringLiteral("RequestedToCapacityRatio"));

    // A MostAllocated profile whose file gives it a shape: that warning is the file's.
    Workspace ws = example();
    ws.profiles[0].fitArgs.scoringStrategy->type = "MostAllocated";
    doc.resetWorkspace(ws, {});
    QTRY_VERIFY2(allMessages(panel.messages()).contains(QLatin1String("requestedToCapacityRatio")),
        qPrintable(allMessages(panel.messages())));
    choose(QStringLiteral("LeastAllocated"));
    QCOMPARE(binpack().fitArgs.scoringStrategy->shape, ws.profiles[0].fitArgs.scoringStrategy->shape);
}

// volcanoVersion: shown for Volcano profiles only, next to the scheduler; a
// choice is one undo step, saved, and an unsupported one is marked.
void TestPanels::volcanoVersionIsChosenInThePanel()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    ProfilePanel panel(&doc);
    panel.show();
    QVERIFY(!panel.volcanoVersionCombo()->isVisible()); // a kube-scheduler profile
    doc.setCurrentProfileIndex(3);
    QVERIFY(panel.volcanoVersionCombo()->isVisible());
    QCOMPARE(panel.volcanoVersionCombo()->currentText(), QStringLiteral("1.15")); // omitted: the newest
    QCOMPARE(panel.volcanoVersionCombo()->count(), 8);                           // 1.8 ... 1.15
    QSignalSpy changed(&doc, &Document::profileChanged);
    const int v112 = panel.volcanoVersionCombo()->findText(QStringLiteral("1.12"));
    panel.volcanoVersionCombo()->setCurrentIndex(v112);
    emit panel.volcanoVersionCombo()->activated(v112);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(doc.workspace().profiles[3].volcanoVersion, std::string("1.12"));
    QVERIFY(doc.workspace().profiles[3].volcanoVersionSet);
    QVERIFY(writeWorkspace(doc.workspace()).find("  volcanoVersion: \"1.12\"\n") != std::string::npos);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set volcanoVersion to 1.12"));
    doc.undoStack()->undo();
    QCOMPARE(panel.volcanoVersionCombo()->currentText(), QStringLiteral("1.15"));
    QVERIFY(!doc.workspace().profiles[3].volcanoVersionSet);
    QVERIFY(allMessages(panel.messages()).contains(QLatin1String("Volcano 1.15 accepts this profile.")));
    // A kube-scheduler profile turned Volcano names its release; back again, the row hides.
    doc.setCurrentProfileIndex(0);
    const int volcano = panel.schedulerCombo()->findData(static_cast<int>(SchedulerKind::Volcano));
    panel.schedulerCombo()->setCurrentIndex(volcano);
    emit panel.schedulerCombo()->activated(volcano);
    QVERIFY(panel.volcanoVersionCombo()->isVisible());
    QVERIFY(doc.workspace().profiles[0].volcanoVersionSet);
    doc.undoStack()->undo();
    QVERIFY(!panel.volcanoVersionCombo()->isVisible());
    // An unsupported release from a hand-edited file is shown as written and marked.
    Workspace ws = example();
    ws.profiles[3].volcanoVersion = "1.7";
    ws.profiles[3].volcanoVersionSet = true;
    doc.resetWorkspace(ws, {});
    doc.setCurrentProfileIndex(3);
    QCOMPARE(panel.volcanoVersionCombo()->currentText(), QStringLiteral("1.7"));
    const auto labels = panel.findChildren<ProblemLabel*>();
    const bool marked = std::any_of(labels.begin(), labels.end(), [](ProblemLabel* l) {
        return l->isVisible() && l->problem().contains(QLatin1String("\"1.7\" is not a supported volcanoVersion"));
    });
    QVERIFY(marked);
}

// The Filters box: one check box per filter of the profile's scheduler and
// release; unchecking pushes a command that turns it off (disabledFilters);
// a release without that name turns it back on; mandatory filters cannot be
// unchecked.
void TestPanels::filtersBoxTurnsFiltersOff()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    ProfilePanel panel(&doc);
    panel.resize(420, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto click = [](QCheckBox* box) {
        QVERIFY(box);
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
    };
    QCheckBox* ports = panel.filterCheckBox(QStringLiteral("NodePorts"));
    QVERIFY(ports && ports->isChecked() && ports->isEnabled());
    QVERIFY(panel.filterCheckBox(QStringLiteral("NodeDeclaredFeatures"))); // 1.36
    QVERIFY(!panel.filterCheckBox(QStringLiteral("EBSLimits")));
    QSignalSpy changed(&doc, &Document::profileChanged);
    click(ports);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(doc.workspace().profiles[0].disabledFilters, std::vector<std::string> { "NodePorts" });
    QVERIFY(!panel.filterCheckBox(QStringLiteral("NodePorts"))->isChecked());
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Turn filter NodePorts off"));
    QVERIFY(writeWorkspace(doc.workspace()).find("  disabledFilters: [NodePorts]\n") != std::string::npos);
    click(panel.filterCheckBox(QStringLiteral("InterPodAffinity")));
    QCOMPARE(doc.workspace().profiles[0].disabledFilters,
        (std::vector<std::string> { "NodePorts", "InterPodAffinity" }));
    click(panel.filterCheckBox(QStringLiteral("NodePorts")));
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Turn filter NodePorts back on"));
    QCOMPARE(doc.workspace().profiles[0].disabledFilters, std::vector<std::string> { "InterPodAffinity" });
    doc.undoStack()->undo();
    QVERIFY(!panel.filterCheckBox(QStringLiteral("NodePorts"))->isChecked());
    // 1.16 names predicates: the two plugin names go back on, said in the undo text.
    const int v116 = panel.versionCombo()->findText(QStringLiteral("1.16"));
    panel.versionCombo()->setCurrentIndex(v116);
    emit panel.versionCombo()->activated(v116);
    QCOMPARE(doc.undoStack()->undoText(),
        QStringLiteral("Set kubernetesVersion to 1.16 (turns NodePorts, InterPodAffinity back on: that release has "
                       "no such filter)"));
    QVERIFY(doc.workspace().profiles[0].disabledFilters.empty());
    QVERIFY(!panel.filterCheckBox(QStringLiteral("NodePorts")));
    QCheckBox* taints = panel.filterCheckBox(QStringLiteral("PodToleratesNodeTaints"));
    QVERIFY(taints && taints->isChecked() && !taints->isEnabled());
    QVERIFY(taints->toolTip().contains(QLatin1String("mandatory in kube-scheduler 1.16")));
    click(panel.filterCheckBox(QStringLiteral("MatchInterPodAffinity")));
    QCOMPARE(doc.workspace().profiles[0].disabledFilters, std::vector<std::string> { "MatchInterPodAffinity" });
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.workspace().profiles[0].disabledFilters,
        (std::vector<std::string> { "NodePorts", "InterPodAffinity" }));
    QVERIFY(panel.filterCheckBox(QStringLiteral("NodePorts")));
    QVERIFY(!panel.filterCheckBox(QStringLiteral("NodePorts"))->isChecked());
    // Volcano keeps the names it shares; NodeUnschedulable has no switch.
    const int volcano = panel.schedulerCombo()->findData(static_cast<int>(SchedulerKind::Volcano));
    panel.schedulerCombo()->setCurrentIndex(volcano);
    emit panel.schedulerCombo()->activated(volcano);
    QCOMPARE(doc.workspace().profiles[0].disabledFilters,
        (std::vector<std::string> { "NodePorts", "InterPodAffinity" }));
    QVERIFY(!panel.filterCheckBox(QStringLiteral("NodeUnschedulable"))->isEnabled());
    QVERIFY(!panel.filterCheckBox(QStringLiteral("NodeResourcesFit")));
    QVERIFY(panel.filterCheckBox(QStringLiteral("TaintToleration"))
                ->toolTip()
                .contains(QLatin1String("predicate.TaintTolerationEnable: false")));
    QVERIFY(panel.filterCheckBox(QStringLiteral("VolumeZone"))->toolTip().contains(QLatin1String("does not model")));
    QVERIFY(allMessages(panel.messages()).contains(QLatin1String("accepts this profile")));
}

void TestPanels::invalidValuesAreMarkedInPlace()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    ProfilePanel panel(&doc);
    QVERIFY(allMessages(panel.messages()).contains(QLatin1String("accepts")));
    // A resource weight of 101: upstream's range is (0, 100].
    doc.undoStack()->push(new SetResourceWeightCommand(&doc, 0, WeightTarget::Fit, 1, 101));
    ResourceWeightModel* fit = panel.kubeEditor()->fitResources()->model();
    const QModelIndex cell = fit->index(1, ResourceWeightModel::WeightColumn);
    QVERIFY(cell.data(RejectedRole).toBool());
    const QString tip = cell.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("scoringStrategy.resources[1].weight: Invalid value: 101: resource weight of "
                                        "memory not in valid range (0, 100]")),
        qPrintable(tip));
    QVERIFY(allMessages(panel.messages()).contains(QLatin1String("not in valid range (0, 100]")));
    QVERIFY(!fit->index(0, ResourceWeightModel::WeightColumn).data(RejectedRole).toBool());
    // BalancedAllocation weights must be 1.
    doc.undoStack()->push(new SetPluginEnabledCommand(&doc, 0, PluginId::Balanced, true));
    doc.undoStack()->push(new SetResourceWeightCommand(&doc, 0, WeightTarget::Balanced, 0, 2));
    const QModelIndex balanced
        = panel.kubeEditor()->balancedResources()->model()->index(0, ResourceWeightModel::WeightColumn);
    QVERIFY(balanced.data(RejectedRole).toBool());
    QVERIFY2(balanced.data(Qt::ToolTipRole).toString().contains(QLatin1String("must be 1")),
        qPrintable(balanced.data(Qt::ToolTipRole).toString()));
    // An unsupported strategy type is marked under the strategy.
    Profile p = doc.workspace().profiles[0];
    p.fitArgs.scoringStrategy->type = "Packed";
    doc.undoStack()->push(new ProfileEditCommand(&doc, 0, p, QStringLiteral("type")));
    QCOMPARE(panel.kubeEditor()->strategy()->currentText(), QStringLiteral("Packed")); // shown as written
    const auto labels = panel.kubeEditor()->findChildren<ProblemLabel*>();
    const bool marked = std::any_of(labels.begin(), labels.end(), [](const ProblemLabel* l) {
        return l->problem().contains(QLatin1String("Unsupported value: \"Packed\""));
    });
    QVERIFY(marked);
    // Undoing clears the marks.
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    QVERIFY(!fit->index(1, ResourceWeightModel::WeightColumn).data(RejectedRole).toBool());
    for (const ProblemLabel* l : labels)
        QVERIFY2(l->problem().isEmpty(), qPrintable(l->problem()));
}

void TestPanels::volcanoWarningsAreListed()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    doc.setCurrentProfileIndex(3);
    ProfilePanel panel(&doc);
    Profile p = doc.workspace().profiles[3];
    VolcanoArgument typo;
    typo.key = "binpack.cpu.weight"; // a misspelling Volcano silently ignores
    typo.kind = VolcanoArgument::Kind::Int;
    typo.text = "3";
    typo.intValue = 3;
    p.binpackArguments.push_back(typo);
    doc.undoStack()->push(new ProfileEditCommand(&doc, 3, p, QStringLiteral("typo")));
    QVERIFY2(allMessages(panel.messages()).contains(QLatin1String("binpack.cpu.weight")), qPrintable(allMessages(panel.messages())));
    // A quoted weight: Volcano's GetInt ignores it; the cell is marked.
    p = doc.workspace().profiles[3];
    for (auto& a : p.binpackArguments) {
        if (a.key == "binpack.cpu") {
            a.kind = VolcanoArgument::Kind::String;
            a.quoted = true;
        }
    }
    doc.undoStack()->push(new ProfileEditCommand(&doc, 3, p, QStringLiteral("quoted")));
    const QModelIndex cpu = panel.volcanoEditor()->resources()->model()->index(0, ResourceWeightModel::WeightColumn);
    QVERIFY2(cpu.data(RejectedRole).toBool(), qPrintable(allMessages(panel.messages())));
}

// The actions and tiers the export writes show under the Volcano editor:
// the shipped ones, or a cluster's own kept from an import (a plugin that
// scores unmodelled is marked); "Use Volcano's Shipped Tiers" is one undoable
// step, and the export follows it.
void TestPanels::volcanoTiersAreShown()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    doc.setCurrentProfileIndex(3);
    ProfilePanel panel(&doc);
    panel.show();
    VolcanoProfileEditor* v = panel.volcanoEditor();
    QVERIFY(v->tiersLabel()->isVisible());
    QVERIFY(v->tiersLabel()->text().startsWith(QStringLiteral("Exported as Volcano ships them:\n"
                                                              "actions: enqueue, allocate, backfill\n"
                                                              "tier 1: priority, gang, conformance\n")));
    QVERIFY(!v->shippedTiersButton()->isEnabled());
    Profile p = doc.workspace().profiles[3];
    VolcanoConf conf;
    conf.actions = "enqueue, allocate, preempt";
    conf.tiers = { { VolcanoTierPlugin { "gang", { { "enablePreemptable", "false" } }, {} } },
        { VolcanoTierPlugin { "predicates", {}, {} }, VolcanoTierPlugin { "binpack", {}, {} },
            VolcanoTierPlugin { "numaaware", {}, { { "weight", "10" } } } } };
    p.volcanoConf = conf;
    doc.undoStack()->push(new ProfileEditCommand(&doc, 3, p, QStringLiteral("import")));
    QCOMPARE(v->tiersLabel()->text(),
        QStringLiteral("Exported as imported with this profile:\nactions: enqueue, allocate, preempt\n"
                       "tier 1: gang\ntier 2: predicates, binpack, numaaware*\n"
                       "* adds to the node scores in Volcano; not modelled here, so the scores shown leave it out."));
    QVERIFY(v->shippedTiersButton()->isEnabled());
    ExportOptions o;
    o.format = ConfigFormat::Volcano;
    QVERIFY(exportProfiles({ &doc.workspace().profiles[3] }, o).text.find("preempt") != std::string::npos);
    QSignalSpy changed(&doc, &Document::profileChanged);
    QTest::mouseClick(v->shippedTiersButton(), Qt::LeftButton);
    QCOMPARE(changed.count(), 1);
    QVERIFY(!doc.workspace().profiles[3].volcanoConf);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Use Volcano's shipped tiers"));
    QVERIFY(v->tiersLabel()->text().startsWith(QStringLiteral("Exported as Volcano ships them:")));
    QVERIFY(exportProfiles({ &doc.workspace().profiles[3] }, o).text.find("preempt") == std::string::npos);
    doc.undoStack()->undo();
    QCOMPARE(doc.workspace().profiles[3].volcanoConf, std::optional<VolcanoConf>(conf));
    QVERIFY(v->tiersLabel()->text().contains(QStringLiteral("numaaware*")));
}

// Scrolling the Profiles panel with the wheel over the Scheduler box used
// to switch the profile to the other scheduler (QComboBox::wheelEvent emits
// activated): a box without the focus lets the wheel go to the panel.
void TestPanels::wheelOverABoxScrollsThePanel()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    ProfilePanel panel(&doc);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QComboBox* scheduler = panel.schedulerCombo();
    QCOMPARE(scheduler->focusPolicy(), Qt::StrongFocus);
    const int steps = doc.undoStack()->count();
    const QPoint at = scheduler->rect().center();
    auto wheel = [&](QWidget* w) {
        QWheelEvent event(
            at, w->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(w, &event);
        return event.isAccepted();
    };
    QVERIFY(!scheduler->hasFocus());
    QVERIFY(!wheel(scheduler)); // not taken: on to the panel
    QCOMPARE(doc.workspace().profiles[0].scheduler, SchedulerKind::KubeScheduler);
    QCOMPARE(doc.undoStack()->count(), steps);
    // With the focus (a click or Tab), the wheel chooses, as a person expects.
    scheduler->setFocus();
    QTRY_VERIFY(scheduler->hasFocus());
    wheel(scheduler);
    QCOMPARE(doc.workspace().profiles[0].scheduler, SchedulerKind::Volcano);
    QCOMPARE(doc.undoStack()->count(), steps + 1);
}

// The Volcano editor is much shorter than the Kubernetes one; it used to
// share a QStackedWidget with it, which is as tall as its tallest page, and
// stood above a blank of the difference (seen at 1920x1080).
void TestPanels::volcanoEditorTakesItsOwnHeight()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    doc.setCurrentProfileIndex(3);
    ProfilePanel panel(&doc);
    panel.resize(560, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    VolcanoProfileEditor* v = panel.volcanoEditor();
    QVERIFY(v->isVisible() && !panel.kubeEditor()->isVisible());
    QTRY_COMPARE(
        v->height(), v->heightForWidth(v->width()) > 0 ? v->heightForWidth(v->width()) : v->sizeHint().height());
    QVERIFY(v->height() < panel.kubeEditor()->sizeHint().height());
    // And as wide as the wider editor, so the panel's edge stays put.
    QVERIFY(v->width() >= panel.kubeEditor()->minimumSizeHint().width());
}

// Volcano's nodeorder: its group shows the profile's plugin list (the
// example lists binpack alone, so nodeorder is off), turning it on is one
// undoable step, and a weight typed into its box is written out and scored.
void TestPanels::nodeorderIsEditedInThePanel()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    doc.setCurrentProfileIndex(3);
    ProfilePanel panel(&doc);
    panel.show();
    VolcanoProfileEditor* v = panel.volcanoEditor();
    QVERIFY(v->nodeorderGroup()->isVisible());
    QVERIFY(!v->nodeorderGroup()->isChecked());
    QSignalSpy changed(&doc, &Document::profileChanged);
    v->nodeorderGroup()->setChecked(true); // what a click on its title does (toggled)
    QCOMPARE(changed.count(), 1);
    QVERIFY(doc.workspace().profiles[3].nodeorderEnabled);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Enable nodeorder"));
    // The defaults show: leastrequested 1, mostrequested 0, ... podtopologyspread 2.
    QCOMPARE(v->nodeorderWeight(0)->value(), 1);
    QCOMPARE(v->nodeorderWeight(1)->value(), 0);
    QCOMPARE(v->nodeorderWeight(7)->value(), 2);
    // The wheel over a weight box that has not got the focus scrolls the
    // panel and leaves the weight alone.
    QSpinBox* pod = v->nodeorderWeight(3);
    const int before = pod->value();
    const int steps = doc.undoStack()->count();
    const QPoint at = pod->rect().center();
    QWheelEvent wheel(at, pod->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(pod, &wheel);
    QCOMPARE(pod->value(), before);
    QCOMPARE(doc.undoStack()->count(), steps);
    // Typing 0 into leastrequested.weight, as a person does.
    QSpinBox* least = v->nodeorderWeight(0);
    least->setFocus();
    least->selectAll();
    QTest::keyClicks(least, QStringLiteral("0"));
    QTest::keyClick(least, Qt::Key_Return);
    QCOMPARE(least->value(), 0);
    QCOMPARE(nodeOrderWeight(doc.workspace().profiles[3], kLeastRequestedWeight), int64_t{ 0 });
    QVERIFY(writeWorkspace(doc.workspace()).find("leastrequested.weight: 0") != std::string::npos);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set nodeorder's leastrequested.weight to 0"));
    doc.undoStack()->undo();
    QCOMPARE(least->value(), 1);
    doc.undoStack()->undo();
    QVERIFY(!doc.workspace().profiles[3].nodeorderEnabled);
    QVERIFY(!v->nodeorderGroup()->isChecked());
    // A typo in a hand-edited file is marked under its box.
    Profile p = doc.workspace().profiles[3];
    p.nodeorderEnabled = true;
    VolcanoArgument quoted;
    quoted.key = kTaintTolerationWeight;
    quoted.kind = VolcanoArgument::Kind::String;
    quoted.quoted = true;
    quoted.text = "5";
    p.nodeorderArguments.push_back(quoted);
    doc.undoStack()->push(new ProfileEditCommand(&doc, 3, p, QStringLiteral("quoted")));
    bool marked = false;
    for (ProblemLabel* l : v->nodeorderGroup()->findChildren<ProblemLabel*>())
        marked = marked || (l->isVisible() && l->text().contains(QLatin1String("GetInt")));
    QVERIFY2(marked, qPrintable(allMessages(panel.messages())));
}

void TestPanels::profileButtons()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    ProfilePanel panel(&doc);
    panel.addProfile();
    QCOMPARE(doc.workspace().profiles.size(), size_t(5));
    QCOMPARE(doc.currentProfileIndex(), 4);
    panel.duplicateProfile();
    QCOMPARE(doc.workspace().profiles.size(), size_t(6));
    QCOMPARE(doc.workspace().profiles[5].name, std::string("profile-1"));
    panel.deleteProfile();
    QCOMPARE(doc.workspace().profiles.size(), size_t(5));
    while (doc.workspace().profiles.size() > 1)
        panel.deleteProfile();
    panel.deleteProfile(); // the last one stays
    QCOMPARE(doc.workspace().profiles.size(), size_t(1));
}

void TestPanels::cellEditorKeepsInvalidTextOnEnter()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    NodePanel panel(&doc);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTableView* view = panel.view();
    const QModelIndex cell = panel.proxy()->mapFromSource(
        panel.model()->index(0, panel.model()->allocatableColumn("cpu")));
    view->setCurrentIndex(cell);
    view->edit(cell);
    auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("8x"));
    QTest::keyClick(editor, Qt::Key_Return);
    QTest::qWait(50);
    // Still editing, the text still there, nothing changed.
    QCOMPARE(QApplication::focusWidget(), editor);
    QCOMPARE(editor->text(), QStringLiteral("8x"));
    QVERIFY(editor->toolTip().contains(QLatin1String("8x")));
    QCOMPARE(doc.undoStack()->count(), 0);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("12"));
    QTest::keyClick(editor, Qt::Key_Return); // commits on the next turn of the event loop
    QTRY_COMPARE(doc.workspace().nodes[0].allocatable.find("cpu")->text(), std::string("12"));
    QCOMPARE(doc.undoStack()->count(), 1);
    // An editor open when the panel goes away is dropped, not committed into it.
    view->edit(cell);
    QVERIFY(qobject_cast<QLineEdit*>(QApplication::focusWidget()));
}

// Typing part of a name, Down onto the completion and Return adds that name
// once and leaves the box empty (issue 15: it refilled the box with another
// name, ready to be added).
void TestPanels::resourceCompleterAddsOneName()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    ProfilePanel panel(&doc);
    panel.show();
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    ResourceWeightEditor* editor = panel.kubeEditor()->fitResources();
    auto* box = editor->findChild<QComboBox*>();
    QVERIFY(box && box->isEditable());
    const auto names = [editor] {
        QStringList out;
        for (const WeightRow& r : editor->model()->rows())
            out << QString::fromStdString(r.name);
        return out;
    };
    const QStringList before = names();
    QVERIFY(!before.contains(QStringLiteral("nvidia.com/gpu")));
    box->lineEdit()->setFocus();
    QTest::keyClicks(box->lineEdit(), QStringLiteral("nvi"));
    QTRY_VERIFY(box->completer()->popup()->isVisible());
    QTest::keyClick(box->completer()->popup(), Qt::Key_Down);
    QCOMPARE(box->currentText(), QStringLiteral("nvidia.com/gpu"));
    QTest::keyClick(box->completer()->popup(), Qt::Key_Return);
    QTRY_COMPARE(names(), before + QStringList{QStringLiteral("nvidia.com/gpu")});
    QTest::qWait(50);
    QCOMPARE(box->currentText(), QString());
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(!box->completer()->popup()->isVisible());
    // Return again with the box empty adds nothing.
    QTest::keyClick(box->lineEdit(), Qt::Key_Return);
    QTest::qWait(50);
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(names(), before + QStringList{QStringLiteral("nvidia.com/gpu")});
}

void TestPanels::nodePanelActions()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    NodePanel panel(&doc);
    QVERIFY(!panel.duplicateAction()->isEnabled());
    panel.view()->selectRow(0);
    QCOMPARE(doc.selectedNode(), 0);
    QVERIFY(panel.duplicateAction()->isEnabled());
    panel.duplicateAction()->trigger();
    QCOMPARE(doc.workspace().nodes.size(), size_t(3));
    panel.duplicateNode(4);
    QCOMPARE(doc.workspace().nodes.size(), size_t(7));
    panel.addNodeAction()->trigger();
    QCOMPARE(doc.workspace().nodes.size(), size_t(8));
    panel.filterEdit()->setText(QStringLiteral("node1"));
    QCOMPARE(panel.proxy()->rowCount(), 1);
    panel.filterEdit()->clear();
    // Deleting node2 takes the pod bound to it along.
    panel.view()->clearSelection();
    int node2 = -1;
    for (size_t i = 0; i < doc.workspace().nodes.size(); ++i) {
        if (doc.workspace().nodes[i].name == "node2")
            node2 = static_cast<int>(i);
    }
    panel.view()->selectRow(panel.proxy()->mapFromSource(panel.model()->index(node2, 0)).row());
    QCOMPARE(panel.selectedRows(), std::vector<int>{node2});
    panel.deleteAction()->trigger();
    QVERIFY(!doc.workspace().findNode("node2"));
    QCOMPARE(doc.workspace().pods.size(), size_t(3));
    // The document's selection shows in the table.
    doc.setSelectedNode(0);
    QCOMPARE(panel.proxy()->mapToSource(panel.view()->currentIndex()).row(), 0);
}

void TestPanels::podPanelScopesAndStudy()
{
    Document doc;
    doc.resetWorkspace(example(), {});
    PodPanel panel(&doc);
    QCOMPARE(panel.scopeCombo()->count(), 5); // all, pending, bound, on node1, on node2
    panel.scopeCombo()->setCurrentIndex(panel.scopeCombo()->findData(QStringLiteral("pending")));
    QCOMPARE(panel.proxy()->rowCount(), 2); // web, batch
    panel.scopeCombo()->setCurrentIndex(panel.scopeCombo()->findData(QStringLiteral("node:node2")));
    QCOMPARE(panel.proxy()->rowCount(), 1);
    QCOMPARE(panel.proxy()->index(0, 0).data().toString(), QStringLiteral("used-node2"));
    panel.scopeCombo()->setCurrentIndex(0);
    // Selecting a pending pod makes it the pod under study and lists its containers.
    panel.view()->selectRow(3); // batch
    QCOMPARE(doc.currentPod(), QStringLiteral("batch-0"));
    QCOMPARE(panel.containerModel()->rowCount(), 1);
    panel.addContainer(true);
    QCOMPARE(doc.workspace().pods[3].initContainers.size(), size_t(1));
    QCOMPARE(panel.containerModel()->rowCount(), 2);
    // New nodes appear in the scope list.
    doc.undoStack()->push(makeAddNodeCommand(&doc));
    QCOMPARE(panel.scopeCombo()->count(), 6);
    panel.duplicatePod(2);
    QCOMPARE(doc.workspace().pods.size(), size_t(6));
}

// The namespace, labels and owner columns: no header cut short, a long label
// list held to its cap (the tooltip has it all); the filter box finds pods
// by namespace and label, and its placeholder always fits.
void TestPanels::podPanelMetadataColumnsAndFilter()
{
    Workspace ws = example();
    ws.pods[1].namespace_ = "kube-system";
    ws.pods[2].labels = { { "app.kubernetes.io/name", "web-frontend" }, { "app.kubernetes.io/instance", "shop" },
        { "pod-template-hash", "5d8f9c7b6" } };
    ws.pods[2].owner = PodOwner { "ReplicaSet", "web-5d8f9c7b6" };
    Document doc;
    doc.resetWorkspace(ws, {});
    PodPanel panel(&doc);
    panel.resize(1400, 500);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    using Kind = PodTableModel::ColumnKind;
    QHeaderView* header = panel.view()->horizontalHeader();
    for (int c = 0; c < panel.model()->columnCount(); ++c)
        QVERIFY2(header->sectionSize(c) >= header->sectionSizeHint(c),
            qPrintable(panel.model()->headerData(c, Qt::Horizontal).toString()));
    const QFontMetrics fm(panel.view()->font());
    const int labels = PodTableModel::column(Kind::Labels);
    const QString labelText = panel.model()->index(2, labels).data().toString();
    QVERIFY(header->sectionSize(labels) < fm.horizontalAdvance(labelText));
    QVERIFY(header->sectionSize(labels) <= fm.horizontalAdvance(QString(28, QLatin1Char('x'))));
    QVERIFY(panel.model()->index(2, labels).data(Qt::ToolTipRole).toString().contains(QLatin1String("5d8f9c7b6")));
    // The owner fits: a ReplicaSet's name is not cut.
    const int owner = PodTableModel::column(Kind::Owner);
    QVERIFY(header->sectionSize(owner) > fm.horizontalAdvance(panel.model()->index(2, owner).data().toString()));
    // The filter.
    QLineEdit* filter = panel.filterEdit();
    QCOMPARE(filter->placeholderText(), QStringLiteral("Filter by name, namespace, label…"));
    QVERIFY(filter->toolTip().contains(QLatin1String("namespace")));
    filter->setText(QStringLiteral("kube-system"));
    QCOMPARE(panel.proxy()->rowCount(), 1);
    filter->setText(QStringLiteral("instance=shop"));
    QCOMPARE(panel.proxy()->rowCount(), 1);
    QCOMPARE(panel.proxy()->index(0, 0).data().toString(), QString::fromStdString(ws.pods[2].name));
    filter->clear();
    // As narrow as the Pods tab at 1280×800: a shorter placeholder, whole.
    panel.resize(430, 400);
    QTRY_VERIFY(filter->width() < fm.horizontalAdvance(QStringLiteral("Filter by name, namespace, label…")));
    QVERIFY(filter->placeholderText() != QStringLiteral("Filter by name, namespace, label…"));
    QVERIFY2(filter->fontMetrics().horizontalAdvance(filter->placeholderText()) < filter->width(),
        qPrintable(filter->placeholderText()));
}

void TestPanels::nodePoolDialog()
{
    const Workspace ws = example();
    NodePoolDialog dialog(ws, 1);
    QCOMPARE(dialog.templateCombo()->currentText(), QStringLiteral("node2"));
    dialog.prefixEdit()->setText(QStringLiteral("big"));
    dialog.countSpin()->setValue(4);
    QVERIFY(dialog.check().isEmpty());
    Node t = dialog.nodeTemplate();
    QCOMPARE(t.allocatable.find("intel.com/foo")->text(), std::string("8"));
    QCOMPARE(dialog.prefix(), QStringLiteral("big"));
    QCOMPARE(dialog.count(), 4);
    // A bad quantity is refused with the reason; the dialog stays open.
    dialog.allocatableTable()->item(0, 1)->setText(QStringLiteral("lots"));
    QVERIFY(dialog.check().contains(QLatin1String("lots")));
    dialog.show();
    dialog.accept();
    QVERIFY(dialog.isVisible());
    dialog.allocatableTable()->item(0, 1)->setText(QStringLiteral("32"));
    dialog.labelsEdit()->setText(QStringLiteral("zone=a, broken"));
    QVERIFY(!dialog.check().isEmpty());
    QCOMPARE(dialog.check(), QStringLiteral("Labels: broken: expected key=value, e.g. pool=gpu"));
    dialog.labelsEdit()->setText(QStringLiteral("zone=a, zone=b"));
    QVERIFY(dialog.check().contains(QLatin1String("given twice")));
    dialog.labelsEdit()->setText(QStringLiteral("zone=a"));
    QVERIFY(dialog.check().isEmpty());
    // Taints, as kubectl taint writes them.
    dialog.taintsEdit()->setText(QStringLiteral("gpu=true:NoSchedul"));
    QCOMPARE(dialog.check(),
        QStringLiteral("Taints: gpu=true:NoSchedul: unknown effect \"NoSchedul\"; expected NoSchedule, "
                       "PreferNoSchedule or NoExecute"));
    dialog.taintsEdit()->setText(QStringLiteral("nvidia.com/gpu=present:NoSchedule, spot:PreferNoSchedule"));
    QVERIFY(dialog.check().isEmpty());
    t = dialog.nodeTemplate();
    QCOMPARE(t.allocatable.find("cpu")->text(), std::string("32"));
    QCOMPARE(t.labels, (std::vector<std::pair<std::string, std::string>>{{"zone", "a"}}));
    QCOMPARE(t.taints,
        (std::vector<Taint> { { "nvidia.com/gpu", "present", "NoSchedule" }, { "spot", "", "PreferNoSchedule" } }));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestPanels::setResourceDialog()
{
    SetResourceDialog dialog({QStringLiteral("nvidia.com/gpu")}, 2);
    QVERIFY(!dialog.check().isEmpty()); // no name yet
    dialog.resourceCombo()->setCurrentText(QStringLiteral("nvidia.com/gpu"));
    dialog.quantityEdit()->setText(QStringLiteral("4"));
    QVERIFY(dialog.check().isEmpty());
    QCOMPARE(dialog.quantity()->text(), std::string("4"));
    dialog.quantityEdit()->setText(QStringLiteral("4 GPUs"));
    QVERIFY(!dialog.check().isEmpty());
    dialog.quantityEdit()->clear();
    QVERIFY(dialog.check().isEmpty());
    QVERIFY(!dialog.quantity()); // empty removes the resource
}

QTEST_MAIN(TestPanels)
#include "test_panels.moc"
