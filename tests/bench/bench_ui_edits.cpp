// SPDX-License-Identifier: GPL-3.0-or-later
// What one undo step costs the listeners of the document: 1,000 nodes and
// 2,000 bound pods (two per node, so that every node's requested amounts
// depend on the pods), the node and pod tables attached. Deleting k pods in one
// step (the Pods panel's Delete on a selection) and undoing it; figures are
// the wall time of push() and undo() with every listener run and one cell of
// each table read afterwards (as a view repainting does), and the number of
// workspaceChanged() signals the step sent.
//
// Run with QT_QPA_PLATFORM=offscreen; build with CMAKE_BUILD_TYPE=Release.
#include "../ui/charts_fixtures.h"

#include "document/commands_cluster.h"
#include "document/document.h"
#include "models/node_table_model.h"
#include "models/pod_table_model.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QUndoStack>

#include <cstdio>
#include <numeric>
#include <vector>

namespace {

bp::Workspace boundCluster(int nodes)
{
    bp::Workspace ws = bp::test::generatedCluster(nodes, 0);
    ws.pods.clear();
    for (int i = 0; i < nodes; ++i) {
        for (int k = 0; k < 2; ++k)
            ws.pods.push_back(bp::test::pod("p" + std::to_string(i) + "-" + std::to_string(k),
                {{"cpu", "500m"}, {"memory", "1Gi"}}, 1, "node-" + std::to_string(i)));
    }
    return ws;
}

double ms(const QElapsedTimer& t)
{
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    std::printf("bench_ui_edits: 1,000 nodes, 2,000 bound pods, node and pod tables attached\n");
    std::printf("%8s %14s %14s %18s\n", "k pods", "delete (ms)", "undo (ms)", "workspaceChanged");
    for (int k : {1, 10, 100, 500}) {
        bp::ui::Document doc;
        doc.resetWorkspace(boundCluster(1000), {});
        bp::ui::NodeTableModel nodes(&doc);
        bp::ui::PodTableModel pods(&doc);
        // A view repaints: one cell of each table's scheduler columns.
        auto paint = [&] { return nodes.index(0, 2).data().toString().size() + pods.index(0, 2).data().toString().size(); };
        int changes = 0;
        QObject::connect(&doc, &bp::ui::Document::workspaceChanged, [&] { ++changes; });
        std::vector<int> rows(static_cast<size_t>(k));
        std::iota(rows.begin(), rows.end(), 0);
        QElapsedTimer t;
        t.start();
        doc.undoStack()->push(new bp::ui::RemovePodsCommand(&doc, rows));
        app.processEvents();
        paint();
        const double del = ms(t);
        const int deleteChanges = changes;
        t.restart();
        doc.undoStack()->undo();
        app.processEvents();
        paint();
        const double undo = ms(t);
        std::printf("%8d %14.1f %14.1f %9d + %-6d\n", k, del, undo, deleteChanges, changes - deleteChanges);
    }
    return 0;
}
