// SPDX-License-Identifier: GPL-3.0-or-later
// Table cells edited with real keystrokes (issue 15, "no silent input"): in
// every editable table of the window, text that is not a valid value stays in
// its editor with the reason shown, whatever key or click tries to leave the
// cell, and Escape brings the stored value back; valid edits close their
// editor without Qt's "closeEditor called with an editor that does not belong
// to this view"; the node, pod and container tables have the panel's actions
// on a right click; the node and pod names stay in sight when the table
// scrolls sideways; a value typed in the window is not reported at a position
// of the file it was read from, and its field is named once.
#include "charts/shape_point_table.h"
#include "document/commands_cluster.h"
#include "document/document.h"
#include "file_controller.h"
#include "io/workspace_io.h"
#include "live/live_compute.h"
#include "mainwindow.h"
#include "models/node_table_model.h"
#include "models/pod_table_model.h"
#include "models/resource_weight_model.h"
#include "panels/frozen_column_table.h"
#include "panels/node_panel.h"
#include "panels/pod_panel.h"
#include "panels/problem_label.h"
#include "panels/profile_editors.h"
#include "panels/profile_panel.h"
#include "panels/resource_weight_editor.h"
#include "text/phrase_text.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QPointer>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <memory>

using namespace bp;
using namespace bp::ui;
using PodColumn = bp::ui::PodTableModel::ColumnKind;

namespace {

QString examplePath()
{
    return QStringLiteral(BP_EXAMPLES_DIR "/docs-example.binpack.yaml");
}

Workspace example()
{
    return readWorkspaceFile(examplePath().toStdString());
}

// Qt's warnings about editors, collected while a test edits.
QStringList editorWarnings;
QtMessageHandler previousHandler = nullptr;

void collectEditorWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.contains(QLatin1String("closeEditor")) || message.contains(QLatin1String("editor"))
        || message.contains(QLatin1String("edit: ")))
        editorWarnings << message;
    if (previousHandler)
        previousHandler(type, context, message);
}

// Opens the editor of `cell` in `view` and types `text` over what it held.
QLineEdit* typeInto(QAbstractItemView* view, const QModelIndex& cell, const QString& text)
{
    view->window()->activateWindow();
    if (!QTest::qWaitForWindowActive(view->window()))
        return nullptr;
    view->setFocus();
    view->setCurrentIndex(cell);
    view->edit(cell);
    auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    if (!editor)
        return nullptr;
    editor->selectAll();
    QTest::keyClicks(editor, text);
    return editor;
}

// A writable copy of the bundled example in `dir`.
QString writableExample(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("ws.binpack.yaml"));
    if (!QFile::copy(examplePath(), path))
        return {};
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

// Shows `w` at 1280×800 with the Nodes table in front; the first node's cpu
// allocatable cell (invalid when the window did not come up).
QModelIndex showNodeCpuCell(MainWindow& w)
{
    w.resize(1280, 800);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return {};
    w.docks().nodes->raise();
    NodePanel* panel = w.nodePanel();
    const int cpu = panel->model()->allocatableColumn("cpu");
    return panel->proxy()->mapFromSource(panel->model()->index(0, cpu));
}

// Every way of leaving the cell keeps `editor` open with `text`, changes
// nothing in `doc`, and the reason stays shown: a red frame, a warning icon
// with the reason, and `problem` (the panel's message area) saying it.
void checkHeld(QAbstractItemView* view, QLineEdit* editor, const QString& text, const Document& doc,
    const QModelIndex& other, const ProblemLabel* problem)
{
    QPointer<QLineEdit> open(editor);
    const Workspace before = doc.workspace();
    const int steps = doc.undoStack()->count();
    for (Qt::Key key :
        { Qt::Key_Return, Qt::Key_Enter, Qt::Key_Tab, Qt::Key_Backtab, Qt::Key_Down, Qt::Key_Up, Qt::Key_PageDown }) {
        QTest::keyClick(editor, key);
        QTest::qWait(10); // Enter commits on the next turn of the event loop
        QVERIFY2(open, qPrintable(QStringLiteral("key %1 closed the editor").arg(key)));
        QCOMPARE(editor->text(), text);
        QCOMPARE(QApplication::focusWidget(), editor);
    }
    // A click on another cell of the table.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(other).center());
    QTest::qWait(10);
    QVERIFY(open);
    QCOMPARE(editor->text(), text);
    QTRY_COMPARE(QApplication::focusWidget(), editor);
    // The window's shortcuts (Save here) wait.
    QAction save(QStringLiteral("Save"));
    save.setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    view->window()->addAction(&save);
    QSignalSpy saved(&save, &QAction::triggered);
    QTest::keyClick(editor, Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(saved.count(), 0);
    QVERIFY(open);
    view->window()->removeAction(&save);
    // Shown, not only as a tooltip.
    QVERIFY(editor->styleSheet().contains(QLatin1String("border")));
    const auto icons = editor->actions();
    QVERIFY(std::any_of(icons.begin(), icons.end(), [](QAction* a) { return a->isVisible(); }));
    if (problem) {
        QVERIFY(problem->isVisibleTo(view->window()));
        QVERIFY2(problem->text().contains(text.trimmed()), qPrintable(problem->text()));
    }
    QVERIFY(doc.workspace() == before);
    QCOMPARE(doc.undoStack()->count(), steps);
}

// Escape closes `editor` and leaves the stored value in the cell.
void checkEscapeReverts(QLineEdit* editor, const QModelIndex& cell, const QString& stored)
{
    QPointer<QLineEdit> open(editor);
    QTest::keyClick(editor, Qt::Key_Escape);
    QTRY_VERIFY(!open || !open->isVisible());
    QCOMPARE(cell.data(Qt::EditRole).toString(), stored);
}

} // namespace

class TestTableEditing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the window's settings and autosaves stay out of $HOME
        QApplication::setOrganizationName(QStringLiteral("binpack-studio-tests"));
        QApplication::setApplicationName(QStringLiteral("binpack-studio-table-editing"));
        QSettings().clear();
    }
    void init()
    {
        editorWarnings.clear();
        previousHandler = qInstallMessageHandler(collectEditorWarnings);
    }
    void cleanup()
    {
        qInstallMessageHandler(previousHandler);
        QVERIFY2(editorWarnings.isEmpty(), qPrintable(editorWarnings.join(QLatin1Char('\n'))));
    }

    // Save, Save As and Export reached by mouse (not a shortcut, which waits
    // anyway) while a cell holds invalid text: nothing is written, the
    // reason is given and the editor keeps the text.
    void saveRefusedWhileACellHoldsInvalidText()
    {
        QTemporaryDir dir;
        const QString path = writableExample(dir);
        QVERIFY(!path.isEmpty());
        MainWindow w;
        QStringList errors;
        w.files()->showError = [&errors](const QString& title, const QString& text, const QString& details) {
            errors << title + QLatin1Char('|') + text + QLatin1Char('|') + details;
        };
        w.files()->askSaveChanges = [] { return QMessageBox::Discard; };
        w.files()->askSavePath = [&dir] { return dir.filePath(QStringLiteral("other.binpack.yaml")); };
        QVERIFY(w.files()->openFile(path));
        const QModelIndex cell = showNodeCpuCell(w);
        QVERIFY(cell.isValid());
        NodePanel* panel = w.nodePanel();
        // A valid edit first, so that there is something to save.
        QLineEdit* editor = typeInto(panel->view(), cell, QStringLiteral("12"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_VERIFY(w.document()->isModified());
        const QByteArray before = [&path] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        editor = typeInto(panel->view(), cell, QStringLiteral("abc"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Return);
        QTest::qWait(10);
        for (const char* name : {"actionSave", "actionSaveAs"}) {
            errors.clear();
            w.action(QLatin1String(name))->trigger();
            QCOMPARE(errors.size(), 1);
            QVERIFY2(errors.front().contains(QLatin1String("abc")), qPrintable(errors.front()));
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("other.binpack.yaml"))));
        QVERIFY(w.document()->isModified());
        QCOMPARE(editor->text(), QStringLiteral("abc"));
        // Escape, and Save writes the value the cell shows.
        QTest::keyClick(editor, Qt::Key_Escape);
        errors.clear();
        w.action(QStringLiteral("actionSave"))->trigger();
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QVERIFY(!w.document()->isModified());
        QCOMPARE(readWorkspaceFile(path.toStdString()).nodes[0].allocatable.find("cpu")->text(), std::string("12"));
    }

    void nodeCellsHoldInvalidText()
    {
        Document doc;
        doc.resetWorkspace(example(), examplePath());
        NodePanel panel(&doc);
        panel.resize(900, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const int cpu = panel.model()->allocatableColumn("cpu");
        const QModelIndex cell = panel.proxy()->mapFromSource(panel.model()->index(0, cpu));
        const QString stored = cell.data(Qt::EditRole).toString();
        QLineEdit* editor = typeInto(panel.view(), cell, QStringLiteral("abc"));
        QVERIFY(editor);
        const auto problem = panel.findChild<ProblemLabel*>();
        checkHeld(panel.view(), editor, QStringLiteral("abc"), doc, cell.siblingAtRow(1), problem);
        // The reason is the quantity parser's.
        QString reason;
        QVERIFY(!parseQuantity(QStringLiteral("abc"), &reason));
        QCOMPARE(problem->text(), reason);
        // Focus sent elsewhere in the panel comes back.
        panel.filterEdit()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), editor);
        checkEscapeReverts(editor, cell, stored);
        QVERIFY(problem->text().isEmpty() || !problem->isVisible());
        // A node name that is taken stays too.
        const QModelIndex name = panel.proxy()->mapFromSource(panel.model()->index(0, 0));
        editor = typeInto(panel.view(), name, QStringLiteral("node2"));
        QVERIFY(editor);
        checkHeld(panel.view(), editor, QStringLiteral("node2"), doc, cpu > 0 ? cell.siblingAtRow(1) : cell, problem);
        checkEscapeReverts(editor, name, QStringLiteral("node1"));
        // A valid value is applied, as one undo step.
        editor = typeInto(panel.view(), cell, QStringLiteral("12"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(doc.workspace().nodes[0].allocatable.find("cpu")->text(), std::string("12"));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    // Labels, taints and the cordon are edited in the node table as kubectl
    // writes them: typed text is checked as the API server would, held when
    // wrong, applied as one undo step when right; the Cordoned box is
    // clicked with the mouse.
    void nodeConstraintCells()
    {
        Document doc;
        doc.resetWorkspace(example(), examplePath());
        NodePanel panel(&doc);
        panel.resize(1100, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const auto problem = panel.findChild<ProblemLabel*>();
        NodeTableModel* model = panel.model();
        const auto cellOf = [&](NodeTableModel::ColumnKind kind, int row) {
            return panel.proxy()->mapFromSource(model->index(row, model->column(kind)));
        };
        const QModelIndex taints = cellOf(NodeTableModel::ColumnKind::Taints, 0);
        const QModelIndex labels = cellOf(NodeTableModel::ColumnKind::Labels, 0);
        QCOMPARE(model->headerData(model->column(NodeTableModel::ColumnKind::Taints), Qt::Horizontal).toString(),
            QStringLiteral("Taints"));
        // A misspelt effect stays in the cell with the reason.
        QLineEdit* editor = typeInto(panel.view(), taints, QStringLiteral("gpu=true:NoSchedul"));
        QVERIFY(editor);
        checkHeld(panel.view(), editor, QStringLiteral("gpu=true:NoSchedul"), doc,
            cellOf(NodeTableModel::ColumnKind::Taints, 1), problem);
        QCOMPARE(problem->text(),
            QStringLiteral("gpu=true:NoSchedul: unknown effect \"NoSchedul\"; expected NoSchedule, PreferNoSchedule or "
                           "NoExecute"));
        checkEscapeReverts(editor, taints, QString());
        // Right, it is applied.
        editor = typeInto(panel.view(), taints, QStringLiteral("gpu=true:NoSchedule, spot:PreferNoSchedule"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(doc.workspace().nodes[0].taints,
            (std::vector<Taint> { { "gpu", "true", "NoSchedule" }, { "spot", "", "PreferNoSchedule" } }));
        QCOMPARE(taints.data().toString(), QStringLiteral("gpu=true:NoSchedule, spot:PreferNoSchedule"));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set the taints of node1"));
        // A label key the API refuses is held; a good one is applied.
        editor = typeInto(panel.view(), labels, QStringLiteral("bad key=x"));
        QVERIFY(editor);
        checkHeld(panel.view(), editor, QStringLiteral("bad key=x"), doc, cellOf(NodeTableModel::ColumnKind::Labels, 1),
            problem);
        QVERIFY2(problem->text().startsWith(QLatin1String("bad key=x: ")), qPrintable(problem->text()));
        QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(editor, QStringLiteral("pool=gpu"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(doc.workspace().nodes[0].labels, (Labels { { "pool", "gpu" } }));
        // The Cordoned box, clicked.
        const QModelIndex cordon = cellOf(NodeTableModel::ColumnKind::Cordoned, 1);
        panel.view()->scrollTo(cordon);
        const QRect box = panel.view()->visualRect(cordon);
        QStyleOptionViewItem option;
        option.rect = box;
        option.features = QStyleOptionViewItem::HasCheckIndicator;
        const QRect indicator
            = panel.view()->style()->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &option, panel.view());
        QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, indicator.center());
        QTRY_VERIFY(doc.workspace().nodes[1].unschedulable);
        QCOMPARE(cordon.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Cordon node2"));
        // Three steps, undone one by one.
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undoStack()->undo();
        QVERIFY(!doc.workspace().nodes[1].unschedulable);
        doc.undoStack()->undo();
        QVERIFY(doc.workspace().nodes[0].labels != (Labels { { "pool", "gpu" } }));
        doc.undoStack()->undo();
        QVERIFY(doc.workspace().nodes[0].taints.empty());
    }

    void podAndContainerCellsHoldInvalidText()
    {
        Document doc;
        doc.resetWorkspace(example(), examplePath());
        PodPanel panel(&doc);
        panel.resize(900, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const auto problem = panel.findChild<ProblemLabel*>();
        PodTableModel* model
            = qobject_cast<PodTableModel*>(qobject_cast<QSortFilterProxyModel*>(panel.view()->model())->sourceModel());
        QVERIFY(model);
        int cpu = -1;
        for (int c = 0; c < model->columnCount(); ++c) {
            if (model->columnResource(c) == "cpu")
                cpu = c;
        }
        QVERIFY(cpu > 0);
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(panel.view()->model());
        const QModelIndex cell = proxy->mapFromSource(model->index(3, cpu));
        const QString stored = cell.data(Qt::EditRole).toString();
        QLineEdit* editor = typeInto(panel.view(), cell, QStringLiteral("abc"));
        QVERIFY(editor);
        checkHeld(panel.view(), editor, QStringLiteral("abc"), doc, cell.siblingAtRow(0), problem);
        checkEscapeReverts(editor, cell, stored);
        // Replicas: a whole number of at least 1.
        const QModelIndex replicas = proxy->mapFromSource(model->index(3, PodTableModel::column(PodColumn::Replicas)));
        const QString storedReplicas = replicas.data(Qt::EditRole).toString();
        editor = typeInto(panel.view(), replicas, QStringLiteral("0"));
        QVERIFY(editor);
        checkHeld(panel.view(), editor, QStringLiteral("0"), doc, cell.siblingAtRow(0), problem);
        checkEscapeReverts(editor, replicas, storedReplicas);
        // Namespace, labels and owner, checked as the API server checks them.
        const struct {
            PodColumn kind;
            QString text;
        } refused[] = { { PodColumn::Namespace, QStringLiteral("Kube_System") },
            { PodColumn::Labels, QStringLiteral("-bad=x") }, { PodColumn::Owner, QStringLiteral("web") } };
        for (const auto& [kind, text] : refused) {
            const QModelIndex metadata = proxy->mapFromSource(model->index(3, PodTableModel::column(kind)));
            const QString storedText = metadata.data(Qt::EditRole).toString();
            editor = typeInto(panel.view(), metadata, text);
            QVERIFY(editor);
            checkHeld(panel.view(), editor, text, doc, cell.siblingAtRow(0), problem);
            checkEscapeReverts(editor, metadata, storedText);
        }
        // An empty namespace's editor says what it means; labels typed are applied and shown.
        const QModelIndex ns = proxy->mapFromSource(model->index(3, PodTableModel::column(PodColumn::Namespace)));
        editor = typeInto(panel.view(), ns, QString());
        QVERIFY(editor);
        QCOMPARE(editor->placeholderText(), QStringLiteral("default"));
        QTest::keyClick(editor, Qt::Key_Escape);
        const QModelIndex labels = proxy->mapFromSource(model->index(3, PodTableModel::column(PodColumn::Labels)));
        editor = typeInto(panel.view(), labels, QStringLiteral("app=batch, tier=back"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(doc.workspace().pods[3].labels, (Labels { { "app", "batch" }, { "tier", "back" } }));
        QCOMPARE(labels.data().toString(), QStringLiteral("app=batch, tier=back"));
        doc.undoStack()->undo();
        QVERIFY(doc.workspace().pods[3].labels.empty());
        // The containers of the selected pod.
        panel.view()->selectRow(cell.row());
        QTableView* containers = panel.containerView();
        QTRY_VERIFY(containers->model()->rowCount() > 0);
        int containerCpu = -1;
        for (int c = 0; c < containers->model()->columnCount(); ++c) {
            if (containers->model()->headerData(c, Qt::Horizontal).toString().startsWith(QLatin1String("cpu")))
                containerCpu = c;
        }
        QVERIFY(containerCpu > 0);
        const QModelIndex containerCell = containers->model()->index(0, containerCpu);
        const QString containerStored = containerCell.data(Qt::EditRole).toString();
        editor = typeInto(containers, containerCell, QStringLiteral("250q"));
        QVERIFY(editor);
        checkHeld(containers, editor, QStringLiteral("250q"), doc, containerCell.siblingAtColumn(0), problem);
        checkEscapeReverts(editor, containerCell, containerStored);
    }

    void weightAndProfileCellsHoldInvalidText()
    {
        Document doc;
        doc.resetWorkspace(example(), examplePath());
        ProfilePanel panel(&doc);
        panel.resize(500, 900);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        ResourceWeightEditor* weights = panel.kubeEditor()->fitResources();
        const QModelIndex weight = weights->model()->index(0, ResourceWeightModel::WeightColumn);
        QLineEdit* editor = typeInto(weights->view(), weight, QStringLiteral("x"));
        QVERIFY(editor);
        checkHeld(weights->view(), editor, QStringLiteral("x"), doc, weight.siblingAtRow(1), weights->problemLabel());
        checkEscapeReverts(editor, weight, QStringLiteral("5"));
        // A profile name that is taken.
        const QModelIndex profile = panel.profileList()->model()->index(0, 0);
        editor = typeInto(panel.profileList(), profile, QStringLiteral("docs-1.16"));
        QVERIFY(editor);
        checkHeld(panel.profileList(), editor, QStringLiteral("docs-1.16"), doc, profile.siblingAtRow(2), nullptr);
        checkEscapeReverts(editor, profile, QStringLiteral("binpack"));
    }

    void shapePointCellsHoldInvalidText()
    {
        Document doc;
        ShapePointTable table;
        table.setPoints({ { 0, 0 }, { 50, 5 }, { 100, 10 } });
        QSignalSpy edited(&table, &ShapePointTable::pointsEdited);
        table.resize(300, 200);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const QModelIndex score = table.model()->index(1, ShapePointTable::ScoreColumn);
        QLineEdit* editor = typeInto(&table, score, QStringLiteral("42"));
        QVERIFY(editor);
        checkHeld(&table, editor, QStringLiteral("42"), doc, score.siblingAtRow(0), nullptr);
        QVERIFY2(editor->toolTip().contains(QLatin1String("from 0 to 10")), qPrintable(editor->toolTip()));
        checkEscapeReverts(editor, score, QStringLiteral("5"));
        // A utilization past a neighbour.
        const QModelIndex utilization = table.model()->index(1, ShapePointTable::UtilizationColumn);
        editor = typeInto(&table, utilization, QStringLiteral("150"));
        QVERIFY(editor);
        QVERIFY2(editor->toolTip().contains(QLatin1String("from 1 to 99")), qPrintable(editor->toolTip()));
        checkEscapeReverts(editor, utilization, QStringLiteral("50"));
        QCOMPARE(edited.count(), 0);
        // A valid one moves the point.
        editor = typeInto(&table, score, QStringLiteral("7"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(edited.count(), 1);
        QCOMPARE(table.points()[1], (ShapePoint { 50, 7 }));
    }

    // The warning came from an undo command resetting the model (a renamed
    // node, a reloaded weight list) while the view committed the editor.
    void editsLeaveNoCloseEditorWarning()
    {
        Document doc;
        doc.resetWorkspace(example(), examplePath());
        NodePanel nodes(&doc);
        PodPanel pods(&doc);
        ProfilePanel profiles(&doc);
        for (QWidget* w :
            { static_cast<QWidget*>(&nodes), static_cast<QWidget*>(&pods), static_cast<QWidget*>(&profiles) }) {
            w->resize(700, 500);
            w->show();
            QVERIFY(QTest::qWaitForWindowExposed(w));
        }
        // Nodes: rename (every pod on the node follows), Enter; an allocatable, Tab to the next cell, Enter.
        QLineEdit* editor = typeInto(nodes.view(), nodes.proxy()->index(0, 0), QStringLiteral("big"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(doc.workspace().nodes[0].name, std::string("big"));
        const int cpu = nodes.model()->allocatableColumn("cpu");
        editor = typeInto(nodes.view(), nodes.proxy()->index(0, cpu), QStringLiteral("12"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Tab);
        QTRY_COMPARE(doc.workspace().nodes[0].allocatable.find("cpu")->text(), std::string("12"));
        // Pods: rename, Enter; replicas, Tab; undo.
        auto* podProxy = pods.view()->model();
        editor = typeInto(
            pods.view(), podProxy->index(3, PodTableModel::column(PodColumn::Name)), QStringLiteral("batch2"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(doc.workspace().pods[3].name, std::string("batch2"));
        const int64_t replicas = doc.workspace().pods[3].replicas;
        editor = typeInto(
            pods.view(), podProxy->index(3, PodTableModel::column(PodColumn::Replicas)), QStringLiteral("5"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Tab);
        QTRY_COMPARE(doc.workspace().pods[3].replicas, int64_t(5));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        doc.undoStack()->undo();
        QTRY_COMPARE(doc.workspace().pods[3].replicas, replicas);
        // Weights: every edit reloads the list.
        ResourceWeightEditor* weights = profiles.kubeEditor()->fitResources();
        editor = typeInto(
            weights->view(), weights->model()->index(1, ResourceWeightModel::WeightColumn), QStringLiteral("2"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(weights->model()->index(1, ResourceWeightModel::WeightColumn).data().toInt(), 2);
        editor = typeInto(
            weights->view(), weights->model()->index(0, ResourceWeightModel::WeightColumn), QStringLiteral("4"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Tab);
        QTRY_COMPARE(weights->model()->index(0, ResourceWeightModel::WeightColumn).data().toInt(), 4);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QTRY_COMPARE(weights->model()->index(1, ResourceWeightModel::WeightColumn).data().toInt(), 1);
        QTest::qWait(50);
        // cleanup() fails on any warning collected.
    }

    void tablesHaveThePanelActionsOnARightClick()
    {
        Document doc;
        doc.resetWorkspace(example(), examplePath());
        NodePanel nodes(&doc);
        PodPanel pods(&doc);
        const QList<QAction*> nodeActions { nodes.addNodeAction(), nodes.duplicateAction(), nodes.duplicateManyAction(),
            nodes.poolAction(), nodes.setResourceAction(), nodes.deleteAction() };
        auto* frozenNodes = qobject_cast<FrozenColumnTable*>(nodes.view());
        QVERIFY(frozenNodes);
        for (QAbstractItemView* v : { static_cast<QAbstractItemView*>(nodes.view()),
                 static_cast<QAbstractItemView*>(frozenNodes->frozenView()) }) {
            QCOMPARE(v->contextMenuPolicy(), Qt::ActionsContextMenu);
            for (QAction* a : nodeActions)
                QVERIFY2(v->actions().contains(a), qPrintable(a->text()));
        }
        for (QTableView* v : { pods.view(), pods.containerView() })
            QCOMPARE(v->contextMenuPolicy(), Qt::ActionsContextMenu);
        // The pod table's actions are its toolbar's (the same objects).
        const auto toolbarActions = pods.findChildren<QAction*>();
        for (QAction* a : pods.view()->actions())
            QVERIFY(toolbarActions.contains(a));
        QVERIFY(pods.view()->actions().size() >= 5);
        QVERIFY(pods.containerView()->actions().size() >= 3);

        // A right click on a row selects it and shows the menu with the panel's actions.
        nodes.resize(800, 300);
        nodes.show();
        QVERIFY(QTest::qWaitForWindowExposed(&nodes));
        QStringList shown;
        bool duplicateEnabled = false;
        QTimer::singleShot(200, [&] {
            if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
                for (QAction* a : menu->actions()) {
                    if (!a->isSeparator())
                        shown << a->text();
                }
                duplicateEnabled = nodes.duplicateAction()->isEnabled();
                menu->close();
            }
        });
        QAbstractItemView* view = nodes.view();
        const QPoint at = view->visualRect(nodes.proxy()->index(1, 3)).center();
        QTest::mouseClick(view->viewport(), Qt::RightButton, {}, at);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view->viewport(), &event);
        QTRY_VERIFY(!shown.isEmpty());
        for (QAction* a : nodeActions)
            QVERIFY2(shown.contains(a->text()), qPrintable(shown.join(QLatin1Char(','))));
        QCOMPARE(nodes.selectedRows(), std::vector<int> { 1 });
        QVERIFY(duplicateEnabled);
    }

    void nameColumnStaysInSight()
    {
        Document doc;
        Workspace ws = example();
        // Many resources: a wide table.
        for (auto& node : ws.nodes) {
            for (int i = 0; i < 12; ++i)
                node.allocatable.set("example.com/device-" + std::to_string(i), *Quantity::parse("4"));
        }
        doc.resetWorkspace(ws, {});
        NodePanel nodes(&doc);
        PodPanel pods(&doc);
        for (QWidget* w : { static_cast<QWidget*>(&nodes), static_cast<QWidget*>(&pods) }) {
            w->resize(500, 300);
            w->show();
            QVERIFY(QTest::qWaitForWindowExposed(w));
        }
        for (QTableView* view : { nodes.view(), pods.view() }) {
            auto* table = qobject_cast<FrozenColumnTable*>(view);
            QVERIFY(table);
            QScrollBar* bar = view->horizontalScrollBar();
            QVERIFY(bar->maximum() > 0);
            bar->setValue(bar->maximum());
            QCoreApplication::processEvents();
            // The table's own name column has scrolled away...
            QVERIFY(view->columnViewportPosition(0) < 0);
            // ...and the frozen one shows the names at the left edge, over the table.
            QTableView* frozen = table->frozenView();
            QVERIFY(frozen->isVisible());
            QCOMPARE(frozen->columnWidth(0), view->columnWidth(0));
            QVERIFY(frozen->geometry().left() <= view->viewport()->geometry().left());
            const QPoint leftEdge(view->viewport()->geometry().left() + 3, view->viewport()->geometry().top() + 3);
            QWidget* top = view->childAt(leftEdge);
            QVERIFY(top == frozen || frozen->isAncestorOf(top));
            const QModelIndex first = frozen->indexAt(frozen->viewport()->mapFrom(view, leftEdge));
            QCOMPARE(first.column(), 0);
            QCOMPARE(first.data().toString(), view->model()->index(first.row(), 0).data().toString());
            QVERIFY(!frozen->visualRect(first).isEmpty());
            // Rows scroll together.
            view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
            QCOMPARE(frozen->verticalScrollBar()->value(), view->verticalScrollBar()->value());
            // A name is edited in sight, in the frozen column.
            auto* editor = typeInto(view, view->model()->index(0, 0), QStringLiteral("x"));
            QVERIFY(editor);
            QCOMPARE(editor->parentWidget(), frozen->viewport());
            QTest::keyClick(editor, Qt::Key_Escape);
        }
    }

    // Edit > Undo and Redo reached by mouse while a cell editor holds typed
    // text: they step through the typing first, as Ctrl+Z in the cell does;
    // only an editor with nothing left to undo lets the document's undo run.
    // Nothing typed is lost on the way.
    void undoFromTheMenuStepsThroughTheTypingFirst()
    {
        QTemporaryDir dir;
        const QString path = writableExample(dir);
        QVERIFY(!path.isEmpty());
        MainWindow w;
        w.files()->askSaveChanges = [] { return QMessageBox::Discard; };
        QVERIFY(w.files()->openFile(path));
        const QModelIndex cell = showNodeCpuCell(w);
        QVERIFY(cell.isValid());
        NodePanel* panel = w.nodePanel();
        const std::string original = w.document()->workspace().nodes[0].allocatable.find("cpu")->text();
        QLineEdit* editor = typeInto(panel->view(), cell, QStringLiteral("12"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(w.document()->workspace().nodes[0].allocatable.find("cpu")->text(), std::string("12"));
        QCOMPARE(w.document()->undoStack()->count(), 1);

        editor = typeInto(panel->view(), cell, QStringLiteral("34"));
        QVERIFY(editor);
        const QPointer<QLineEdit> open(editor);
        QAction* undo = w.action(QStringLiteral("actionUndo"));
        QAction* redo = w.action(QStringLiteral("actionRedo"));
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("&Undo Typing")); // the menu says which comes first
        {
            // A second window's Undo is its own: nothing to undo there.
            MainWindow other;
            other.files()->askSaveChanges = [] { return QMessageBox::Discard; };
            QVERIFY(other.files()->openFile(path));
            QApplication::processEvents();
            QVERIFY(!other.action(QStringLiteral("actionUndo"))->isEnabled());
            QCOMPARE(other.action(QStringLiteral("actionUndo"))->text(), QStringLiteral("&Undo"));
        }
        QVERIFY(open);
        QCOMPARE(open->text(), QStringLiteral("34"));
        undo->trigger(); // the typing goes first
        QTest::qWait(10);
        QVERIFY(open);
        QCOMPARE(open->text(), QStringLiteral("12"));
        QCOMPARE(w.document()->undoStack()->index(), 1);
        QVERIFY(redo->isEnabled()); // the stack has nothing to redo; the typing has
        QCOMPARE(redo->text(), QStringLiteral("&Redo Typing"));
        QVERIFY(!undo->text().contains(QLatin1String("Typing")));
        redo->trigger(); // and comes back
        QTest::qWait(10);
        QVERIFY(open);
        QCOMPARE(open->text(), QStringLiteral("34"));
        QCOMPARE(w.document()->workspace().nodes[0].allocatable.find("cpu")->text(), std::string("12"));
        undo->trigger();
        QTest::qWait(10);
        QCOMPARE(open->text(), QStringLiteral("12"));
        undo->trigger(); // nothing typed is left: the document's edit is undone
        QTRY_COMPARE(w.document()->workspace().nodes[0].allocatable.find("cpu")->text(), original);
        QCOMPARE(w.document()->undoStack()->index(), 0);
        QTRY_COMPARE(cell.data(Qt::EditRole).toString(), QString::fromStdString(original));
        // Typing in the cell again, then Redo from the menu: the typing has
        // nothing to redo, so the document's edit comes back, and the cell
        // keeps what was typed.
        editor = typeInto(panel->view(), cell, QStringLiteral("56"));
        QVERIFY(editor);
        const QPointer<QLineEdit> again(editor);
        redo->trigger();
        QTRY_COMPARE(w.document()->workspace().nodes[0].allocatable.find("cpu")->text(), std::string("12"));
        QVERIFY(again);
        QCOMPARE(again->text(), QStringLiteral("56"));
        QTest::keyClick(again, Qt::Key_Return);
        QTRY_COMPARE(w.document()->workspace().nodes[0].allocatable.find("cpu")->text(), std::string("56"));
    }

    void typedValuesAreNotPlacedInTheFile()
    {
        Document doc;
        doc.resetWorkspace(example(), examplePath());
        ProfilePanel panel(&doc);
        panel.resize(500, 900);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        ResourceWeightEditor* weights = panel.kubeEditor()->fitResources();
        QLineEdit* editor = typeInto(
            weights->view(), weights->model()->index(2, ResourceWeightModel::WeightColumn), QStringLiteral("-2"));
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(doc.workspace().profiles[0].fitArgs.scoringStrategy->resources[2].weight, int64_t(-2));
        // The panel's message names the field once, and no place in the file.
        const QString field = QStringLiteral("scoringStrategy.resources[2].weight");
        QString message;
        for (int i = 0; i < panel.messages()->count(); ++i) {
            if (panel.messages()->item(i)->text().contains(field))
                message = panel.messages()->item(i)->text();
        }
        QCOMPARE(message,
            QStringLiteral("plugins.NodeResourcesFit.args.scoringStrategy.resources[2].weight: Invalid value: -2: "
                           "resource weight of cpu not in valid range (0, 100]"));
        // So does the engine, which refuses to score it.
        LiveRequest request;
        request.workspace = std::make_shared<const Workspace>(doc.workspace());
        const LiveResult result = computeLive(request);
        QVERIFY(!result.ok);
        QCOMPARE(result.error,
            QStringLiteral("profiles[binpack].plugins.NodeResourcesFit.args.scoringStrategy.resources[2].weight: "
                           "Invalid value: -2: resource weight of cpu not in valid range (0, 100]"));

        // The same value read from a file is placed in it.
        const QString path = QStringLiteral("negative.binpack.yaml");
        request.workspace
            = std::make_shared<const Workspace>(readWorkspace(writeWorkspace(doc.workspace()), path.toStdString()));
        const LiveResult fromFile = computeLive(request);
        QVERIFY(!fromFile.ok);
        QVERIFY2(fromFile.error.startsWith(path + QLatin1Char(':')), qPrintable(fromFile.error));
        QCOMPARE(fromFile.error.count(field), 1);
    }
};

QTEST_MAIN(TestTableEditing)
#include "test_table_editing.moc"
