// SPDX-License-Identifier: GPL-3.0-or-later
// The item models, each watched by QAbstractItemModelTester while the
// workspace changes under it through undo commands; their contents; editing
// in place (accepted edits become undo steps, rejected text is kept and
// marked); the pod table's namespace, labels and owner; the pod filter; the
// utilization bar delegate.
#include "document/commands_cluster.h"
#include "document/commands_profiles.h"
#include "document/document.h"
#include "io/workspace_io.h"
#include "models/node_table_model.h"
#include "models/pod_table_model.h"
#include "models/profile_list_model.h"
#include "models/resource_weight_model.h"
#include "models/roles.h"
#include "panels/utilization_bar_delegate.h"
#include "ui_fixtures.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBrush>
#include <QFont>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QUndoStack>

using namespace bp;
using namespace bp::ui;
using PodColumn = bp::ui::PodTableModel::ColumnKind;
using bp::ui::test::docsWorkspace;
using bp::ui::test::q;

namespace {

constexpr auto kTesterMode = QAbstractItemModelTester::FailureReportingMode::QtTest;

int columnOf(const QAbstractItemModel& m, const QString& header)
{
    for (int c = 0; c < m.columnCount(); ++c) {
        if (m.headerData(c, Qt::Horizontal).toString() == header)
            return c;
    }
    return -1;
}

// Drives the structural changes every model must survive.
void churn(Document& doc)
{
    QUndoStack* undo = doc.undoStack();
    undo->push(makeAddNodeCommand(&doc));
    undo->push(makeDuplicateNodeCommand(&doc, 0, 3));
    undo->push(new SetNodeAllocatableCommand(&doc, 1, "nvidia.com/gpu", q("2"))); // a new column
    undo->push(new RemoveNodesCommand(&doc, {0, 2}));
    undo->push(makeAddPodCommand(&doc));
    undo->push(makeDuplicatePodCommand(&doc, 2, 2));
    undo->push(new SetPodRequestCommand(&doc, 3, 0, false, "example.com/widget", q("1")));
    undo->push(new SetPodNamespaceCommand(&doc, 1, "kube-system"));
    undo->push(new SetPodLabelsCommand(&doc, 2, { { "app", "web" } }));
    undo->push(new SetPodOwnerCommand(&doc, 2, PodOwner { "ReplicaSet", "web-5d8f" }));
    undo->push(new RemovePodsCommand(&doc, {0, 3}));
    undo->push(makeAddProfileCommand(&doc));
    undo->push(makeDuplicateProfileCommand(&doc, 1));
    undo->push(new SetResourceWeightCommand(&doc, 0, WeightTarget::Fit, 0, 7));
    undo->push(new RemoveProfileCommand(&doc, 0));
    undo->push(new ReplaceClusterCommand(&doc, docsWorkspace().nodes, {}, QStringLiteral("import")));
    while (undo->canUndo())
        undo->undo();
    while (undo->canRedo())
        undo->redo();
    doc.resetWorkspace(docsWorkspace(), {});
}

// docsWorkspace with metadata on running-2 (kube-system, two labels, a
// ReplicaSet) and web (an app label); running-1 and batch have none.
Workspace metadataWorkspace()
{
    Workspace ws = docsWorkspace();
    ws.pods[1].namespace_ = "kube-system";
    ws.pods[1].labels = { { "k8s-app", "kube-dns" }, { "pod-template-hash", "5d8f" } };
    ws.pods[1].owner = PodOwner { "ReplicaSet", "coredns-5d8f" };
    ws.pods[2].labels = { { "app", "web" } };
    return ws;
}

} // namespace

class TestModels : public QObject {
    Q_OBJECT

private slots:
    void nodeModelUnderTester();
    void nodeModelContents();
    void nodeModelEditsAllocatable();
    void nodeModelRefusesInvalidText_data();
    void nodeModelRefusesInvalidText();
    void nodeModelRenames();
    void nodeModelFollowsPods();
    void nodeProxySortsAndFilters();
    void podModelUnderTester();
    void podModelContents();
    void podModelEdits();
    void podModelRejects_data();
    void podModelRejects();
    void podModelMetadataColumns();
    void podModelEditsMetadata_data();
    void podModelEditsMetadata();
    void podOwnerEditKeepsTheUid();
    void podModelNamespaceRoundTrip();
    void podFilterScopes();
    void podFilterMatchesNamespaceAndLabels();
    void containerModel();
    void profileListModel();
    void resourceWeightModel();
    void resourceWeightModelDefaults();
    void resourceWeightModelVolcano();
    void utilizationBar();
};

void TestModels::nodeModelUnderTester()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    NodeTableModel model(&doc);
    QAbstractItemModelTester tester(&model, kTesterMode);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(SortRole);
    proxy.sort(3, Qt::DescendingOrder);
    QAbstractItemModelTester proxyTester(&proxy, kTesterMode);
    churn(doc);
}

void TestModels::nodeModelContents()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    NodeTableModel model(&doc);
    QCOMPARE(model.rowCount(), 2);
    // Name, cordoned, taints, then allocatable/requested/used for cpu,
    // memory, intel.com/foo, pods, then labels.
    QCOMPARE(model.columnCount(), 16);
    QCOMPARE(model.resources(), (std::vector<std::string>{"cpu", "memory", "intel.com/foo", "pods"}));
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("node1"));
    const int cpu = model.allocatableColumn("cpu");
    QCOMPARE(model.index(0, cpu).data().toString(), QStringLiteral("8"));
    QCOMPARE(model.index(0, cpu + 1).data().toString(), QStringLiteral("1")); // running-1 asks 1 cpu
    QCOMPARE(model.index(0, cpu + 2).data(UtilizationRole).toDouble(), 0.125);
    QCOMPARE(model.index(0, cpu + 2).data().toString(), QStringLiteral("12.5 %"));
    const int memory = model.allocatableColumn("memory");
    QCOMPARE(model.index(1, memory + 1).data().toString(), QStringLiteral("512Mi"));
    QCOMPARE(model.index(1, memory + 2).data(UtilizationRole).toDouble(), 0.5);
    const int foo = model.allocatableColumn("intel.com/foo");
    QCOMPARE(model.index(1, foo + 2).data(UtilizationRole).toDouble(), 0.25);
    // No pods entry: the kubelet's 110, shown as a default.
    const int pods = model.allocatableColumn("pods");
    QCOMPARE(model.index(0, pods).data().toString(), QStringLiteral("110"));
    QVERIFY(model.index(0, pods).data(Qt::EditRole).toString().isEmpty());
    QVERIFY(model.index(0, pods).data(Qt::ToolTipRole).toString().contains(QLatin1String("110")));
    QCOMPARE(model.index(0, pods + 1).data().toString(), QStringLiteral("1"));
    QVERIFY(model.flags(model.index(0, cpu)) & Qt::ItemIsEditable);
    QVERIFY(!(model.flags(model.index(0, cpu + 1)) & Qt::ItemIsEditable));
    QVERIFY(!(model.flags(model.index(0, cpu + 2)) & Qt::ItemIsEditable));
    QCOMPARE(model.headerData(cpu, Qt::Horizontal).toString(), QStringLiteral("cpu allocatable"));
    for (int c = 0; c < model.columnCount(); ++c)
        QVERIFY2(!model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty(), "every column explains itself");
}

void TestModels::nodeModelEditsAllocatable()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    NodeTableModel model(&doc);
    const int cpu = model.allocatableColumn("cpu");
    QVERIFY(model.setData(model.index(0, cpu), QStringLiteral("16")));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.workspace().nodes[0].allocatable.find("cpu")->text(), std::string("16"));
    QCOMPARE(model.index(0, cpu + 2).data(UtilizationRole).toDouble(), 1.0 / 16.0);
    // The same text again is no new step.
    QVERIFY(model.setData(model.index(0, cpu), QStringLiteral("16")));
    QCOMPARE(doc.undoStack()->count(), 1);
    // Clearing the cell removes the resource (the node has none of it).
    const int foo = model.allocatableColumn("intel.com/foo");
    QVERIFY(model.setData(model.index(0, foo), QString()));
    QVERIFY(!doc.workspace().nodes[0].allocatable.contains("intel.com/foo"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(model.index(0, cpu).data().toString(), QStringLiteral("8"));
    QCOMPARE(model.index(0, foo).data().toString(), QStringLiteral("4"));
}

void TestModels::nodeModelRefusesInvalidText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unknown suffix") << "8x" << "8x";
    QTest::newRow("not a number") << "lots" << "lots";
    QTest::newRow("negative") << "-2" << "negative";
}

void TestModels::nodeModelRefusesInvalidText()
{
    QFETCH(QString, text);
    QFETCH(QString, reason);
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    NodeTableModel model(&doc);
    QSignalSpy rejected(&model, &NodeTableModel::editRejected);
    const int cpu = model.allocatableColumn("cpu");
    const Workspace before = doc.workspace();
    const QString stored = model.index(0, cpu).data().toString();
    QVERIFY(!model.setData(model.index(0, cpu), text));
    QVERIFY(doc.workspace() == before);
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(rejected.count(), 1);
    QVERIFY2(rejected.at(0).at(0).toString().contains(reason), qPrintable(rejected.at(0).at(0).toString()));
    QCOMPARE(rejected.at(0).at(0).toString(), model.validateEdit(model.index(0, cpu), text));
    // One truth: the cell goes on showing the stored value, unmarked (the text
    // typed stays in CellDelegate's editor, test_table_editing).
    QCOMPARE(model.index(0, cpu).data().toString(), stored);
    QCOMPARE(model.index(0, cpu).data(Qt::EditRole).toString(), stored);
    QVERIFY(!model.index(0, cpu).data(RejectedRole).toBool());
    // A valid value is applied.
    QVERIFY(model.setData(model.index(0, cpu), QStringLiteral("12")));
    QCOMPARE(model.index(0, cpu).data().toString(), QStringLiteral("12"));
    QCOMPARE(doc.undoStack()->count(), 1);
}

void TestModels::nodeModelRenames()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    NodeTableModel model(&doc);
    QVERIFY(!model.setData(model.index(0, 0), QStringLiteral("node2")));
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("node1"));
    QVERIFY(model.setData(model.index(0, 0), QStringLiteral("big")));
    QCOMPARE(doc.workspace().nodes[0].name, std::string("big"));
    QCOMPARE(*doc.workspace().pods[0].nodeName, std::string("big"));
    // Requests still counted on the renamed node.
    QCOMPARE(model.index(0, model.allocatableColumn("cpu") + 1).data().toString(), QStringLiteral("1"));
}

void TestModels::nodeModelFollowsPods()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    NodeTableModel model(&doc);
    const int cpuUsed = model.allocatableColumn("cpu") + 2;
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    doc.undoStack()->push(new SetPodNodeCommand(&doc, 3, std::string("node1"))); // batch: 500m
    QVERIFY(changed.count() > 0);
    QCOMPARE(model.index(0, cpuUsed).data(UtilizationRole).toDouble(), 1.5 / 8.0);
    // A pod bound to a node that does not exist: requests cannot be counted, and the model says why.
    Workspace broken = docsWorkspace();
    broken.pods[0].nodeName = "ghost";
    doc.resetWorkspace(broken, {});
    QVERIFY(!model.clusterError().isEmpty());
    QCOMPARE(model.index(0, cpuUsed - 1).data().toString(), QStringLiteral("?"));
    QVERIFY(!model.index(0, cpuUsed).data(UtilizationRole).isValid());
}

void TestModels::nodeProxySortsAndFilters()
{
    Document doc;
    Workspace ws = docsWorkspace();
    ws.nodes[0].allocatable.set("cpu", q("2")); // node1 now 50 % cpu used
    doc.resetWorkspace(ws, {});
    NodeTableModel model(&doc);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(SortRole);
    const int cpuUsed = model.allocatableColumn("cpu") + 2;
    proxy.sort(cpuUsed, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("node1")); // 50 % < 75 %
    proxy.sort(cpuUsed, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("node2"));
    proxy.setFilterKeyColumn(0);
    proxy.setFilterFixedString(QStringLiteral("1"));
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("node1"));
}

void TestModels::podModelUnderTester()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    PodTableModel model(&doc);
    QAbstractItemModelTester tester(&model, kTesterMode);
    PodFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setScope(PodFilterProxyModel::Scope::Pending);
    QAbstractItemModelTester proxyTester(&proxy, kTesterMode);
    ContainerTableModel containers(&doc);
    containers.setPodRow(2);
    QAbstractItemModelTester containerTester(&containers, kTesterMode);
    churn(doc);
}

void TestModels::podModelContents()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    PodTableModel model(&doc);
    QCOMPARE(model.rowCount(), 4);
    // Pod, Namespace, Node, Replicas, Labels, Owner, Placement, cpu, memory, intel.com/foo
    QCOMPARE(model.columnCount(), 10);
    QCOMPARE(model.index(0, PodTableModel::column(PodColumn::Node)).data().toString(), QStringLiteral("node1"));
    QCOMPARE(model.index(2, PodTableModel::column(PodColumn::Node)).data().toString(), PodTableModel::pendingText());
    QCOMPARE(model.index(2, PodTableModel::column(PodColumn::Replicas)).data().toInt(), 3);
    const int cpu = columnOf(model, QStringLiteral("cpu request"));
    const int memory = columnOf(model, QStringLiteral("memory request"));
    QVERIFY(cpu > 0 && memory > 0);
    // One container: the request as written, editable.
    QCOMPARE(model.index(3, cpu).data().toString(), QStringLiteral("500m"));
    QVERIFY(model.flags(model.index(3, cpu)) & Qt::ItemIsEditable);
    // Two containers: the total as the scheduler counts it, edited per container.
    QCOMPARE(model.index(2, cpu).data().toString(), QStringLiteral("2100m"));
    QVERIFY(!(model.flags(model.index(2, cpu)) & Qt::ItemIsEditable));
    // No memory request is not 0: the tooltip says what the scheduler does with it.
    QVERIFY(model.index(3, memory).data().toString().isEmpty());
    QVERIFY(model.index(3, memory).data(Qt::ToolTipRole).toString().contains(QLatin1String("200Mi")));
    const QStringList choices = model.index(3, PodTableModel::column(PodColumn::Node)).data(ChoicesRole).toStringList();
    QCOMPARE(choices, (QStringList{PodTableModel::pendingText(), QStringLiteral("node1"), QStringLiteral("node2")}));
}

void TestModels::podModelEdits()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    PodTableModel model(&doc);
    const int cpu = columnOf(model, QStringLiteral("cpu request"));
    QVERIFY(model.setData(model.index(3, PodTableModel::column(PodColumn::Node)), QStringLiteral("node2")));
    QCOMPARE(*doc.workspace().pods[3].nodeName, std::string("node2"));
    QVERIFY(model.setData(model.index(3, PodTableModel::column(PodColumn::Node)), PodTableModel::pendingText()));
    QVERIFY(!doc.workspace().pods[3].nodeName);
    QVERIFY(model.setData(model.index(3, PodTableModel::column(PodColumn::Replicas)), 4));
    QCOMPARE(doc.workspace().pods[3].replicas, int64_t(4));
    QVERIFY(model.setData(model.index(3, cpu), QStringLiteral("1.5")));
    QCOMPARE(doc.workspace().pods[3].containers[0].requests.find("cpu")->text(), std::string("1.5"));
    QVERIFY(model.setData(model.index(3, cpu), QString()));
    QVERIFY(!doc.workspace().pods[3].containers[0].requests.contains("cpu"));
    QVERIFY(model.setData(model.index(3, PodTableModel::column(PodColumn::Name)), QStringLiteral("cron")));
    QCOMPARE(doc.workspace().pods[3].name, std::string("cron"));
    QCOMPARE(doc.undoStack()->count(), 6);
}

void TestModels::podModelRejects_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    // What the message must say: the field and what was expected.
    QTest::addColumn<QStringList>("reason");
    QTest::newRow("unknown node") << PodTableModel::column(PodColumn::Node) << "node9" << QStringList { "node9" };
    QTest::newRow("zero replicas") << PodTableModel::column(PodColumn::Replicas) << "0" << QStringList { "1" };
    QTest::newRow("replicas not a number")
        << PodTableModel::column(PodColumn::Replicas) << "three" << QStringList { "three", "whole number" };
    QTest::newRow("bad quantity") << PodTableModel::column(PodColumn::Request) << "1.5.5" << QStringList { "1.5.5" };
    QTest::newRow("taken name") << PodTableModel::column(PodColumn::Name) << "web" << QStringList { "web" };
    // As the API server checks metadata.namespace, labels and the owner reference.
    QTest::newRow("namespace not a DNS-1123 label")
        << PodTableModel::column(PodColumn::Namespace) << "Kube_System"
        << QStringList { "\"Kube_System\" is not a valid namespace name", "DNS-1123 label", "lower-case letters" };
    QTest::newRow("namespace too long") << PodTableModel::column(PodColumn::Namespace) << QString(64, QLatin1Char('n'))
                                        << QStringList { "namespace name", "at most 63 characters" };
    QTest::newRow("label key") << PodTableModel::column(PodColumn::Labels) << "app=web, -bad=x"
                               << QStringList { "-bad=x: \"-bad\" is not a valid label key",
                                      "start and end with a letter" };
    QTest::newRow("label value") << PodTableModel::column(PodColumn::Labels) << "app=web server"
                                 << QStringList { "app=web server", "a label value must be" };
    QTest::newRow("label without value") << PodTableModel::column(PodColumn::Labels) << "app"
                                         << QStringList { "app", "expected key=value" };
    QTest::newRow("label key twice") << PodTableModel::column(PodColumn::Labels) << "a=1, a=2"
                                     << QStringList { "key a", "given twice" };
    QTest::newRow("owner without name") << PodTableModel::column(PodColumn::Owner) << "ReplicaSet/"
                                        << QStringList { "owner's name", "web-5d4f8" };
    QTest::newRow("owner without kind") << PodTableModel::column(PodColumn::Owner) << " /web"
                                        << QStringList { "owner's kind", "ReplicaSet" };
    QTest::newRow("owner without slash") << PodTableModel::column(PodColumn::Owner) << "web"
                                         << QStringList { "owner", "kind/name" };
}

void TestModels::podModelRejects()
{
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(QStringList, reason);
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    PodTableModel model(&doc);
    QSignalSpy rejected(&model, &PodTableModel::editRejected);
    const Workspace before = doc.workspace();
    const QString stored = model.index(3, column).data(Qt::EditRole).toString();
    QVERIFY(!model.setData(model.index(3, column), text));
    QVERIFY(doc.workspace() == before);
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(rejected.count(), 1);
    const QString message = rejected.at(0).at(0).toString();
    for (const QString& part : reason)
        QVERIFY2(message.contains(part), qPrintable(message));
    // The cell editor checks the text live with the same words.
    QCOMPARE(model.validateEdit(model.index(3, column), text), message);
    // The cell shows the stored value, unmarked (the text typed stays in the editor).
    QCOMPARE(model.index(3, column).data(Qt::EditRole).toString(), stored);
    QVERIFY(!model.index(3, column).data(RejectedRole).toBool());
}

void TestModels::podModelMetadataColumns()
{
    Document doc;
    doc.resetWorkspace(metadataWorkspace(), {});
    PodTableModel model(&doc);
    QAbstractItemModelTester tester(&model, kTesterMode);
    // Namespace after the name; Labels and Owner after Node and Replicas (so
    // that a narrow panel still shows the node); every header has its tooltip.
    QCOMPARE(PodTableModel::column(PodColumn::Name), 0);
    const QStringList headers { "Pod", "Namespace", "Node", "Replicas", "Labels", "Owner", "Placement", "cpu request" };
    for (int c = 0; c < headers.size(); ++c) {
        QCOMPARE(model.headerData(c, Qt::Horizontal).toString(), headers[c]);
        QVERIFY(!model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(model.column(model.columnKind(c)), c);
    }
    QCOMPARE(model.columnKind(model.columnCount() - 1), PodColumn::Request);
    QCOMPARE(model.resourceColumn("cpu"), PodTableModel::column(PodColumn::Request));
    QCOMPARE(model.columnResource(model.resourceColumn("memory")), std::string("memory"));
    QCOMPARE(model.resourceColumn("nvidia.com/gpu"), -1);
    QVERIFY(model.headerData(PodTableModel::column(PodColumn::Labels), Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("key=value")));

    const int ns = PodTableModel::column(PodColumn::Namespace);
    const int labels = PodTableModel::column(PodColumn::Labels);
    const int owner = PodTableModel::column(PodColumn::Owner);
    for (const int c : { ns, labels, owner })
        QVERIFY(model.flags(model.index(0, c)) & Qt::ItemIsEditable);
    // A pod with all three.
    QCOMPARE(model.index(1, ns).data().toString(), QStringLiteral("kube-system"));
    QCOMPARE(model.index(1, ns).data(Qt::EditRole).toString(), QStringLiteral("kube-system"));
    QVERIFY(!model.index(1, ns).data(Qt::FontRole).isValid());
    QVERIFY(!model.index(1, ns).data(Qt::ForegroundRole).isValid());
    QCOMPARE(model.index(1, labels).data().toString(), QStringLiteral("k8s-app=kube-dns, pod-template-hash=5d8f"));
    QCOMPARE(model.index(1, labels).data(Qt::EditRole).toString(), model.index(1, labels).data().toString());
    QCOMPARE(model.index(1, labels).data(Qt::ToolTipRole).toString(),
        QStringLiteral("Labels of running-2:\nk8s-app=kube-dns\npod-template-hash=5d8f"));
    QCOMPARE(model.index(1, owner).data().toString(), QStringLiteral("ReplicaSet/coredns-5d8f"));
    QCOMPARE(model.index(1, owner).data(Qt::EditRole).toString(), QStringLiteral("ReplicaSet/coredns-5d8f"));
    QVERIFY(model.index(1, owner).data(Qt::ToolTipRole).toString().contains(QLatin1String("ReplicaSet coredns-5d8f")));
    // A pod with none: the namespace it is in, in grey italics, and nothing to edit.
    QCOMPARE(model.index(0, ns).data().toString(), QStringLiteral("default"));
    QCOMPARE(model.index(0, ns).data(Qt::EditRole).toString(), QString());
    QCOMPARE(model.index(0, ns).data(PlaceholderRole).toString(), QStringLiteral("default"));
    QVERIFY(model.index(0, ns).data(Qt::FontRole).value<QFont>().italic());
    QCOMPARE(model.index(0, ns).data(Qt::ForegroundRole).value<QBrush>(),
        QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text));
    QVERIFY(model.index(0, ns).data(Qt::ToolTipRole).toString().contains(QLatin1String("default")));
    QCOMPARE(model.index(0, labels).data().toString(), QString());
    QCOMPARE(model.index(0, labels).data(Qt::ToolTipRole).toString(), QStringLiteral("running-1 has no labels."));
    QCOMPARE(model.index(0, owner).data().toString(), QString());
    QCOMPARE(model.index(0, owner).data(Qt::ToolTipRole).toString(), QStringLiteral("running-1 has no controller."));
    QVERIFY(!model.index(0, labels).data(PlaceholderRole).toString().isEmpty());
    QVERIFY(!model.index(0, owner).data(PlaceholderRole).toString().isEmpty());
    // Sorting puts an empty namespace with default.
    QCOMPARE(model.index(0, ns).data(SortRole).toString(), QStringLiteral("default"));
}

// Each accepted edit is one undo step that stores the field in the document,
// marks it modified, and undoes and redoes to exactly the pod before and after.
void TestModels::podModelEditsMetadata_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    const int ns = PodTableModel::column(PodColumn::Namespace);
    const int labels = PodTableModel::column(PodColumn::Labels);
    const int owner = PodTableModel::column(PodColumn::Owner);
    QTest::newRow("namespace set") << 0 << ns << " shop " << "shop";
    QTest::newRow("namespace cleared") << 1 << ns << "" << "default";
    QTest::newRow("namespace default from another") << 1 << ns << "default" << "default";
    QTest::newRow("labels set") << 3 << labels << "app=batch,  tier = back" << "app=batch, tier=back";
    QTest::newRow("labels changed") << 1 << labels << "k8s-app=kube-dns" << "k8s-app=kube-dns";
    QTest::newRow("labels cleared") << 1 << labels << "" << "";
    QTest::newRow("owner set") << 2 << owner << "ReplicaSet/web-5d8f" << "ReplicaSet/web-5d8f";
    QTest::newRow("owner changed") << 1 << owner << "Job / coredns" << "Job/coredns";
    QTest::newRow("owner cleared") << 1 << owner << " " << "";
}

// The owner column shows Kind/name; the uid (1.16's NodePreferAvoidPods
// reads it) stays with the same controller written another way, and goes
// with a controller replaced.
void TestModels::podOwnerEditKeepsTheUid()
{
    Workspace ws = metadataWorkspace();
    ws.pods[1].owner->uid = "u-1";
    Document doc;
    doc.resetWorkspace(ws, {});
    PodTableModel model(&doc);
    const QModelIndex owner = model.index(1, PodTableModel::column(PodColumn::Owner));
    QCOMPARE(owner.data().toString(), QString("ReplicaSet/coredns-5d8f"));
    QVERIFY(model.setData(owner, " ReplicaSet / coredns-5d8f "));
    QCOMPARE(doc.undoStack()->count(), 0); // nothing changed
    QCOMPARE(doc.workspace().pods[1].owner->uid, std::string("u-1"));
    QVERIFY(model.setData(owner, "ReplicaSet/coredns-6a9e"));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.workspace().pods[1].owner, std::optional<PodOwner>(PodOwner { "ReplicaSet", "coredns-6a9e", "" }));
    doc.undoStack()->undo();
    QCOMPARE(doc.workspace().pods[1].owner->uid, std::string("u-1"));
}

void TestModels::podModelEditsMetadata()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(QString, shown);
    Document doc;
    doc.resetWorkspace(metadataWorkspace(), {});
    PodTableModel model(&doc);
    QAbstractItemModelTester tester(&model, kTesterMode);
    QSignalSpy rejected(&model, &PodTableModel::editRejected);
    QVERIFY(!doc.isModified());
    const Pod before = doc.workspace().pods[static_cast<size_t>(row)];
    QVERIFY(model.setData(model.index(row, column), text));
    QCOMPARE(rejected.count(), 0);
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.isModified());
    QCOMPARE(model.index(row, column).data().toString(), shown);
    const Pod after = doc.workspace().pods[static_cast<size_t>(row)];
    // The field itself, in the document.
    switch (PodTableModel::columnKind(column)) {
    case PodColumn::Namespace:
        QCOMPARE(after.namespace_, text.trimmed().toStdString());
        break;
    case PodColumn::Labels: {
        Labels expected;
        for (const QString& item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringList kv = item.split(QLatin1Char('='));
            expected.emplace_back(kv[0].trimmed().toStdString(), kv[1].trimmed().toStdString());
        }
        QCOMPARE(after.labels, expected);
        break;
    }
    case PodColumn::Owner:
        if (shown.isEmpty())
            QVERIFY(!after.owner);
        else
            QCOMPARE(QString::fromStdString(after.owner->kind + "/" + after.owner->name), shown);
        break;
    default:
        QFAIL("not a metadata column");
    }
    // Nothing else changed (the source position aside: edited, it is no longer the file's).
    Pod expectedRest = before;
    expectedRest.namespace_ = after.namespace_;
    expectedRest.labels = after.labels;
    expectedRest.owner = after.owner;
    expectedRest.pos = after.pos;
    QVERIFY(after == expectedRest);
    doc.undoStack()->undo();
    QVERIFY(doc.workspace().pods[static_cast<size_t>(row)] == before);
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    QVERIFY(doc.workspace().pods[static_cast<size_t>(row)] == after);
    QVERIFY(doc.isModified());
    // The same text again, or the text shown, changes nothing.
    QVERIFY(model.setData(model.index(row, column), text));
    QVERIFY(model.setData(model.index(row, column), model.index(row, column).data(Qt::EditRole)));
    QCOMPARE(doc.undoStack()->count(), 1);
}

// "" and "default" are one namespace: an edit between them is no change, so
// a workspace that named no namespace is written as it was read.
void TestModels::podModelNamespaceRoundTrip()
{
    Document doc;
    Workspace ws = metadataWorkspace();
    ws.pods[3].namespace_ = "default";
    doc.resetWorkspace(ws, {});
    PodTableModel model(&doc);
    const int ns = PodTableModel::column(PodColumn::Namespace);
    const std::string written = writeWorkspace(doc.workspace());
    QVERIFY(model.setData(model.index(0, ns), QStringLiteral("default")));
    QVERIFY(model.setData(model.index(0, ns), QStringLiteral(" ")));
    QVERIFY(model.setData(model.index(3, ns), QString()));
    QVERIFY(model.setData(model.index(3, ns), QStringLiteral("default")));
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
    QVERIFY(doc.workspace().pods[0].namespace_.empty());
    QCOMPARE(doc.workspace().pods[3].namespace_, std::string("default"));
    QCOMPARE(writeWorkspace(doc.workspace()), written);
    // Out of kube-system and back to the default: no namespace key left for it.
    QVERIFY(model.setData(model.index(1, ns), QString()));
    QVERIFY(doc.workspace().pods[1].namespace_.empty());
    const std::string cleared = writeWorkspace(doc.workspace());
    QVERIFY(cleared.find("kube-system") == std::string::npos);
    QCOMPARE(cleared.find("namespace:"), cleared.rfind("namespace:")); // batch's "default" alone
    QCOMPARE(model.index(1, ns).data().toString(), QStringLiteral("default"));
    QVERIFY(model.index(1, ns).data(Qt::FontRole).value<QFont>().italic());
    doc.undoStack()->undo();
    QCOMPARE(writeWorkspace(doc.workspace()), written);
}

void TestModels::podFilterScopes()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    PodTableModel model(&doc);
    PodFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    auto names = [&] {
        QStringList out;
        for (int r = 0; r < proxy.rowCount(); ++r)
            out << proxy.index(r, 0).data().toString();
        return out;
    };
    QCOMPARE(names(), (QStringList{"running-1", "running-2", "web", "batch"}));
    proxy.setScope(PodFilterProxyModel::Scope::Pending);
    QCOMPARE(names(), (QStringList{"web", "batch"}));
    proxy.setScope(PodFilterProxyModel::Scope::Bound);
    QCOMPARE(names(), (QStringList{"running-1", "running-2"}));
    proxy.setScope(PodFilterProxyModel::Scope::OnNode, QStringLiteral("node2"));
    QCOMPARE(names(), (QStringList{"running-2"}));
    proxy.setScope(PodFilterProxyModel::Scope::All);
    proxy.setFilterFixedString(QStringLiteral("RUN"));
    QCOMPARE(names(), (QStringList{"running-1", "running-2"}));
    // The filter follows edits.
    proxy.setFilterFixedString(QString());
    proxy.setScope(PodFilterProxyModel::Scope::Pending);
    doc.undoStack()->push(new SetPodNodeCommand(&doc, 3, std::string("node1")));
    QCOMPARE(names(), (QStringList{"web"}));
}

// The filter text finds pods by name, namespace ("default" for none) and
// labels as the Labels column writes them.
void TestModels::podFilterMatchesNamespaceAndLabels()
{
    Document doc;
    doc.resetWorkspace(metadataWorkspace(), {});
    PodTableModel model(&doc);
    PodFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester proxyTester(&proxy, kTesterMode);
    auto names = [&](const QString& filter) {
        proxy.setFilterFixedString(filter);
        QStringList out;
        for (int r = 0; r < proxy.rowCount(); ++r)
            out << proxy.index(r, 0).data().toString();
        return out;
    };
    QCOMPARE(names(QStringLiteral("kube-system")), (QStringList { "running-2" }));
    QCOMPARE(names(QStringLiteral("KUBE-")), (QStringList { "running-2" }));
    QCOMPARE(names(QStringLiteral("app=web")), (QStringList { "web" }));
    QCOMPARE(names(QStringLiteral("k8s-app=kube-dns")), (QStringList { "running-2" }));
    QCOMPARE(names(QStringLiteral("pod-template-hash")), (QStringList { "running-2" }));
    QCOMPARE(names(QStringLiteral("default")), (QStringList { "running-1", "web", "batch" }));
    QCOMPARE(names(QStringLiteral("web")), (QStringList { "web" })); // the name and the label
    QCOMPARE(names(QStringLiteral("run")), (QStringList { "running-1", "running-2" }));
    QCOMPARE(names(QStringLiteral("nothing-like-it")), QStringList());
    // Not the owner nor the node.
    QCOMPARE(names(QStringLiteral("coredns")), QStringList());
    QCOMPARE(names(QStringLiteral("node1")), QStringList());
    // With a scope, and following edits.
    proxy.setScope(PodFilterProxyModel::Scope::Pending);
    QCOMPARE(names(QStringLiteral("app=")), (QStringList { "web" }));
    doc.undoStack()->push(new SetPodLabelsCommand(&doc, 3, { { "app", "batch" } }));
    QCOMPARE(names(QStringLiteral("app=")), (QStringList { "web", "batch" }));
    doc.undoStack()->push(new SetPodNamespaceCommand(&doc, 3, "jobs"));
    QCOMPARE(names(QStringLiteral("jobs")), (QStringList { "batch" }));
    QCOMPARE(names(QStringLiteral("default")), (QStringList { "web" }));
}

void TestModels::containerModel()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    ContainerTableModel model(&doc);
    QAbstractItemModelTester tester(&model, kTesterMode);
    QCOMPARE(model.rowCount(), 0);
    model.setPodRow(2); // web: app + sidecar
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1, ContainerTableModel::NameColumn).data().toString(), QStringLiteral("sidecar"));
    const int cpu = columnOf(model, QStringLiteral("cpu request"));
    QCOMPARE(model.index(1, cpu).data().toString(), QStringLiteral("100m"));
    QVERIFY(model.setData(model.index(1, cpu), QStringLiteral("250m")));
    QCOMPARE(doc.workspace().pods[2].containers[1].requests.find("cpu")->text(), std::string("250m"));
    QVERIFY(!model.setData(model.index(1, cpu), QStringLiteral("250q")));
    QCOMPARE(model.index(1, cpu).data().toString(), QStringLiteral("250m")); // the stored value, unmarked
    QVERIFY(!model.validateEdit(model.index(1, cpu), QStringLiteral("250q")).isEmpty());
    QVERIFY(model.setData(model.index(1, cpu), QStringLiteral("300m")));
    QCOMPARE(model.index(1, cpu).data().toString(), QStringLiteral("300m"));
    doc.undoStack()->push(new AddContainerCommand(&doc, 2, true));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.containerAt(2), (std::pair<bool, int>{true, 0}));
    QCOMPARE(model.index(2, ContainerTableModel::KindColumn).data().toString(), QStringLiteral("init container"));
    // The pod moves up when an earlier pod goes; the model follows it.
    doc.undoStack()->push(new RemovePodsCommand(&doc, {0}));
    QCOMPARE(model.podRow(), 1);
    QCOMPARE(model.rowCount(), 3);
    doc.undoStack()->push(new RemovePodsCommand(&doc, {1}));
    QCOMPARE(model.podRow(), -1);
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::profileListModel()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    ProfileListModel model(&doc);
    QAbstractItemModelTester tester(&model, kTesterMode);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("gpu-pack"));
    QVERIFY(model.index(0, 0).data(Qt::FontRole).value<QFont>().bold()); // the current profile
    doc.setCurrentProfileIndex(1);
    QVERIFY(model.index(1, 0).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(model.index(1, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("Volcano")));
    QSignalSpy rejected(&model, &ProfileListModel::editRejected);
    QVERIFY(!model.setData(model.index(1, 0), QStringLiteral("binpack")));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(model.setData(model.index(1, 0), QStringLiteral("volcano")));
    QCOMPARE(doc.workspace().profiles[1].name, std::string("volcano"));
    churn(doc);
}

void TestModels::resourceWeightModel()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    ResourceWeightModel model(&doc, WeightTarget::Fit);
    QAbstractItemModelTester tester(&model, kTesterMode);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("intel.com/foo"));
    QCOMPARE(model.index(0, 1).data().toInt(), 5);
    QVERIFY(model.setData(model.index(0, 1), 9));
    QCOMPARE(doc.workspace().profiles[0].fitArgs.scoringStrategy->resources[0].weight, int64_t(9));
    QCOMPARE(model.index(0, 1).data().toInt(), 9);
    QVERIFY(!model.setData(model.index(0, 1), QStringLiteral("heavy")));
    QVERIFY(model.setData(model.index(0, 0), QStringLiteral("intel.com/bar")));
    QCOMPARE(doc.workspace().profiles[0].fitArgs.scoringStrategy->resources[0].name, std::string("intel.com/bar"));
    // Problems from validation mark cells.
    QHash<QPair<int, int>, QString> problems;
    problems.insert({2, 1}, QStringLiteral("weight out of range"));
    model.setProblems(problems);
    QVERIFY(model.index(2, 1).data(RejectedRole).toBool());
    QCOMPARE(model.index(2, 1).data(Qt::ToolTipRole).toString(), QStringLiteral("weight out of range"));
    churn(doc);
}

void TestModels::resourceWeightModelDefaults()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    doc.setCurrentProfileIndex(2); // the default profile: no args at all
    ResourceWeightModel fit(&doc, WeightTarget::Fit);
    ResourceWeightModel balanced(&doc, WeightTarget::Balanced);
    QAbstractItemModelTester t1(&fit, kTesterMode);
    QAbstractItemModelTester t2(&balanced, kTesterMode);
    for (auto* m : {&fit, &balanced}) {
        QCOMPARE(m->rowCount(), 2);
        QCOMPARE(m->index(0, 0).data().toString(), QStringLiteral("cpu"));
        QCOMPARE(m->index(1, 0).data().toString(), QStringLiteral("memory"));
        QVERIFY(m->index(0, 0).data(Qt::FontRole).value<QFont>().italic()); // the scheduler's defaults
    }
    // Editing a defaulted row writes the list out.
    QVERIFY(fit.setData(fit.index(1, 1), 2));
    const auto& r = doc.workspace().profiles[2].fitArgs.scoringStrategy->resources;
    QCOMPARE(r, (std::vector<ResourceSpec>{{"cpu", 1, true}, {"memory", 2, true}}));
    QCOMPARE(doc.workspace().profiles[2].fitArgs.scoringStrategy->type, std::string("LeastAllocated"));
    QVERIFY(!fit.index(0, 0).data(Qt::FontRole).value<QFont>().italic());
}

void TestModels::resourceWeightModelVolcano()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    doc.setCurrentProfileIndex(1);
    ResourceWeightModel model(&doc, WeightTarget::Volcano);
    QAbstractItemModelTester tester(&model, kTesterMode);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(2, 0).data().toString(), QStringLiteral("nvidia.com/gpu"));
    QCOMPARE(model.index(2, 1).data().toInt(), 2);
    QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable)); // cpu is binpack.cpu
    QVERIFY(model.flags(model.index(0, 1)) & Qt::ItemIsEditable);
    QVERIFY(!model.setData(model.index(2, 0), QStringLiteral("a,b")));
    QVERIFY(model.setData(model.index(2, 1), 6));
    QCOMPARE(binpackInt(doc.workspace().profiles[1].binpackArguments, "binpack.resources.nvidia.com/gpu", 0), int64_t(6));
}

void TestModels::utilizationBar()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    NodeTableModel model(&doc);
    UtilizationBarDelegate delegate;
    const QModelIndex half = model.index(1, model.allocatableColumn("memory") + 2); // 50 %
    QCOMPARE(half.data(UtilizationRole).toDouble(), 0.5);
    QImage image(200, 24, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QStyleOptionViewItem option;
    option.rect = image.rect();
    option.palette = QApplication::palette();
    option.state = QStyle::State_Enabled;
    {
        QPainter painter(&image);
        delegate.paint(&painter, option, half);
    }
    // The bar fills the left half: there it has the bar's colour, on the right the track's.
    const QColor left = image.pixelColor(20, 12);
    const QColor right = image.pixelColor(180, 12);
    QVERIFY2(left != right, "the bar is drawn");
    QCOMPARE(image.pixelColor(60, 12), left);
    QCOMPARE(image.pixelColor(140, 12), right);
    QVERIFY(delegate.sizeHint(option, half).width() >= option.fontMetrics.horizontalAdvance(QStringLiteral("100.0 %")));
}

QTEST_MAIN(TestModels)
#include "test_models.moc"
