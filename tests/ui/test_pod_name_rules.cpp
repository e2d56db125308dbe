// SPDX-License-Identifier: GPL-3.0-or-later
// The designer's pod edits follow the workspace file's rules (core's
// model/pod_names.h), where its own copies of them used to differ from the
// reader: what it lets the user make, the reader reads back, and a pod the
// reader accepts can be edited.
#include "document/commands_cluster.h"
#include "document/document.h"
#include "io/workspace_io.h"
#include "models/pod_table_model.h"
#include "ui_fixtures.h"

#include <QTest>
#include <QUndoStack>

using namespace bp;
using namespace bp::ui;
using PodColumn = bp::ui::PodTableModel::ColumnKind;
using bp::ui::test::docsWorkspace;

namespace {

// Whether the workspace file reader accepts the document once saved.
bool readerAccepts(const Document& doc)
{
    try {
        readWorkspace(writeWorkspace(doc.workspace()));
        return true;
    } catch (const InputError&) {
        return false;
    }
}

int podRow(const Document& doc, const std::string& name)
{
    const auto& pods = doc.workspace().pods;
    for (size_t i = 0; i < pods.size(); ++i) {
        if (pods[i].name == name)
            return static_cast<int>(i);
    }
    return -1;
}

} // namespace

class TestPodNameRules : public QObject {
    Q_OBJECT

private slots:
    void addedPodIsNoReplicaName();
    void replicasUpToTheReadersLimit();
    void namesWithSpacesAsTheFileHasThem();
};

// Add Pod called a new pod pod-1 when a pod "pod" had replicas: pod-1 is one
// of them, and the reader refused the saved file.
void TestPodNameRules::addedPodIsNoReplicaName()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    QUndoStack* undo = doc.undoStack();
    undo->push(makeAddPodCommand(&doc));
    const int row = podRow(doc, "pod");
    QVERIFY(row >= 0);
    undo->push(new SetPodReplicasCommand(&doc, row, 3));
    QVERIFY(readerAccepts(doc));
    for (int i = 0; i < 3; ++i) {
        undo->push(makeAddPodCommand(&doc));
        QVERIFY2(readerAccepts(doc), doc.workspace().pods.back().name.c_str());
    }
    QCOMPARE(doc.workspace().pods.back().name, std::string("pod-5"));
    undo->push(makeDuplicatePodCommand(&doc, row, 2));
    QVERIFY(readerAccepts(doc));
}

// The pod table took any replica count from 1 up; the reader stops at kMaxReplicas.
void TestPodNameRules::replicasUpToTheReadersLimit()
{
    Document doc;
    doc.resetWorkspace(docsWorkspace(), {});
    PodTableModel model(&doc);
    const QModelIndex cell = model.index(podRow(doc, "batch"), PodTableModel::column(PodColumn::Replicas));
    QVERIFY(!model.validateEdit(cell, QString::number(kMaxReplicas + 1)).isEmpty());
    QVERIFY(!model.setData(cell, QString::number(kMaxReplicas + 1)));
    QVERIFY(!checkPodReplicas(&doc, cell.row(), kMaxReplicas + 1).isEmpty());
    QVERIFY(readerAccepts(doc));
    QVERIFY(model.setData(cell, QString::number(kMaxReplicas)));
    QCOMPARE(doc.workspace().pods[static_cast<size_t>(cell.row())].replicas, kMaxReplicas);
    QVERIFY(readerAccepts(doc));
}

// The file takes any non-empty pod name; the designer refused names with
// surrounding spaces, even refusing a new replica count for such a pod read
// from a file.
void TestPodNameRules::namesWithSpacesAsTheFileHasThem()
{
    Document doc;
    doc.resetWorkspace(readWorkspace("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\n"
                                     "profiles:\n- name: p\npods:\n- name: \" web\"\n"),
        {});
    PodTableModel model(&doc);
    QVERIFY(model.setData(model.index(0, PodTableModel::column(PodColumn::Replicas)), QStringLiteral("2")));
    QCOMPARE(doc.workspace().pods[0].replicas, int64_t(2));
    QVERIFY(model.setData(model.index(0, PodTableModel::column(PodColumn::Name)), QStringLiteral("web ")));
    QCOMPARE(doc.workspace().pods[0].name, std::string("web "));
    QVERIFY(readerAccepts(doc));
    // What neither takes: an empty name.
    QVERIFY(!checkPodName(&doc, 0, QString()).isEmpty());
    QVERIFY(!model.setData(model.index(0, PodTableModel::column(PodColumn::Name)), QString()));
}

QTEST_MAIN(TestPodNameRules)
#include "test_pod_name_rules.moc"
