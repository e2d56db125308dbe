// SPDX-License-Identifier: GPL-3.0-or-later
// The placement view fed with the engine's simulation of the documentation's
// bin-packing example with three replicas of the pending pod: pod-0 goes to
// node2 (69 beats 60), pod-1 to node1 (node2 is out of cpu), pod-2 fits
// nowhere (node1 lacks intel.com/foo, node2 and node3 cpu).
#include "charts_fixtures.h"

#include "charts/chart_style.h"
#include "charts/node_window.h"
#include "charts/placement_view.h"
#include "charts/placement_walk.h"
#include "charts/unschedulable_model.h"
#include "io/workspace_io.h"
#include "sim/simulator.h"

#include <QAbstractItemModelTester>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QComboBox>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>

using bp::ui::PlacementView;

class TestPlacementView : public QObject {
    Q_OBJECT

    bp::Workspace ws = bp::test::docsExample(3);
    bp::SimulationResult result;
    std::unique_ptr<PlacementView> view;

    QBarSet* setNamed(const QString& name) const
    {
        for (QBarSet* s : view->series()->barSets())
            if (s->label() == name)
                return s;
        return nullptr;
    }

private slots:
    void init()
    {
        result = bp::simulate(ws, ws.profiles[0]);
        view = std::make_unique<PlacementView>();
        view->resize(1000, 700);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        view->setResult(result, ws);
    }
    void cleanup() { view.reset(); }

    void engineOutcome()
    {
        QCOMPARE(result.placements.size(), size_t(3));
        QCOMPARE(result.placements[0].node, 1);
        QCOMPARE(result.placements[1].node, 0);
        QCOMPARE(result.placements[2].node, -1);
        QVERIFY(result.placements[2].reason.find("Insufficient") != std::string::npos);
    }

    void finalStep()
    {
        QCOMPARE(view->stepCount(), 3);
        QCOMPARE(view->step(), 3);
        QCOMPARE(view->resource(), QString("cpu"));
        QCOMPARE(view->resources(), (QStringList{"cpu", "memory", "intel.com/foo", "pods"}));
        QCOMPARE(view->categoryAxis()->categories(), (QStringList{"node1", "node2", "node3"}));
        // One bar set per template, coloured by template.
        QBarSet* pod = setNamed("pod");
        QBarSet* r1 = setNamed("running-1");
        QBarSet* r2 = setNamed("running-2");
        QVERIFY(pod && r1 && r2);
        QCOMPARE(pod->color(), view->templateColor(2));
        QVERIFY(pod->color() != r1->color() && r1->color() != r2->color());
        QCOMPARE(pod->at(0), 25.0); // node1: one replica, 2 of 8 cpu
        QCOMPARE(pod->at(1), 25.0); // node2: one replica
        QCOMPARE(pod->at(2), 0.0);
        QCOMPARE(r1->at(0), 12.5);
        QCOMPARE(r2->at(1), 75.0);
        // Unschedulable pods with the scheduler's reason.
        QCOMPARE(view->unschedulableModel()->rowCount(), 1);
        QCOMPARE(view->unschedulableModel()->index(0, 0).data().toString(), QString("pod-2"));
        QCOMPARE(view->unschedulableModel()->index(0, 1).data().toString(), QString::fromStdString(result.placements[2].reason));
        // Metrics.
        QVERIFY2(view->metricsText().contains("Scheduled 2, unschedulable 1"), qPrintable(view->metricsText()));
        QVERIFY(view->metricsText().contains("nodes used 2, empty nodes 1"));
        QTableWidget* stats = view->statsTable();
        QCOMPARE(stats->rowCount(), static_cast<int>(result.metrics.resources.size()));
        QCOMPARE(stats->item(0, 0)->text(), QString("cpu"));
        QCOMPARE(stats->item(0, 1)->text(), QString("11 cores")); // 1 + 6 + 2 + 2 cores requested
        // Totals in units (issue 16): 1.25 Gi of 3 Gi memory requested, 1.75 Gi stranded.
        QCOMPARE(stats->item(1, 0)->text(), QString("memory"));
        QCOMPARE(stats->item(1, 1)->text(), QString("1280.0 Mi"));
        QCOMPARE(stats->item(1, 2)->text(), QString("3072.0 Mi"));
        QCOMPARE(stats->item(1, 7)->text(), QString("1792.0 Mi"));
        QVERIFY(view->stepText().contains("pod-2 could not be placed"));
    }

    void tooltipListsPods()
    {
        const QString tip = view->barToolTip(1);
        QVERIFY2(tip.contains("node2 · cpu"), qPrintable(tip));
        QVERIFY(tip.contains("running-2: 1 pod(s), 6 (75 %)") || tip.contains("running-2: 1 pod, 6 (75 %)"));
        QVERIFY(tip.contains("Requested 8 of 8 allocatable (100 %)"));
        view->setResource("memory");
        QVERIFY(view->barToolTip(1).contains("Requested 768Mi of 1Gi allocatable (75 %)"));
        QCOMPARE(setNamed("running-2")->at(1), 50.0);
    }

    void stepping()
    {
        QSignalSpy changed(view.get(), &PlacementView::stepChanged);
        view->stepSpinBox()->setValue(0);
        QCOMPARE(view->step(), 0);
        QCOMPARE(changed.count(), 1);
        QVERIFY(!setNamed("pod")); // only the bound pods
        QCOMPARE(view->unschedulableModel()->rowCount(), 0);
        QVERIFY(view->metricsText().contains("Scheduled 0, unschedulable 0"));
        QVERIFY(!view->previousButton()->isEnabled());
        QTest::mouseClick(view->nextButton(), Qt::LeftButton);
        QCOMPARE(view->step(), 1);
        QCOMPARE(view->stepSlider()->value(), 1);
        QCOMPARE(setNamed("pod")->at(1), 25.0);
        QCOMPARE(setNamed("pod")->at(0), 0.0);
        QCOMPARE(setNamed("pod")->selectedBars(), QList<int>{1}); // the node that took the pod
        QVERIFY(view->stepText().contains("pod-0 → node2 (score 69)"));
        view->stepSlider()->setFocus();
        QTest::keyClick(view->stepSlider(), Qt::Key_Right);
        QCOMPARE(view->step(), 2);
        QCOMPARE(setNamed("pod")->at(0), 25.0);
        QTest::mouseClick(view->previousButton(), Qt::LeftButton);
        QCOMPARE(view->step(), 1);
        QCOMPARE(view->stepSpinBox()->value(), 1);
        // A new result keeps the step when the view was not at the end...
        view->setResult(result, ws);
        QCOMPARE(view->step(), 1);
        // ...and follows the end when it was.
        view->setStep(3);
        view->setResult(bp::simulate(bp::test::docsExample(4), ws.profiles[0]), bp::test::docsExample(4));
        QCOMPARE(view->step(), 4);
    }

    void walkMatchesTheSimulator()
    {
        auto shared = std::make_shared<const bp::SimulationResult>(result);
        bp::ui::PlacementWalk walk(shared, std::make_shared<const bp::Workspace>(ws));
        QCOMPARE(walk.step(), 3);
        for (size_t n = 0; n < walk.state().nodes.size(); ++n) {
            const int cpu = walk.state().resources.indexOf("cpu");
            const int fcpu = result.finalState.resources.indexOf("cpu");
            QCOMPARE(walk.state().nodes[n].requested[cpu], result.finalState.nodes[n].requested[fcpu]);
            QCOMPARE(walk.state().nodes[n].podCount, result.finalState.nodes[n].podCount);
        }
        walk.goTo(0);
        walk.goTo(2);
        // computeMetrics over the walked state agrees with the simulator's end metrics.
        walk.goTo(3);
        const bp::Metrics end = walk.metrics();
        walk.goTo(2);
        const bp::Metrics two = walk.metrics();
        QCOMPARE(two.nodesUsed, end.nodesUsed);
        QCOMPARE(two.scheduled, 2);
        QCOMPARE(two.unschedulable, 0);
        QCOMPARE(two.resources.size(), end.resources.size());
        for (size_t i = 0; i < end.resources.size(); ++i)
            QCOMPARE(two.resources[i].requested, end.resources[i].requested); // pod-2 placed nothing
    }

    void modelIsSound()
    {
        QAbstractItemModelTester tester(view->unschedulableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view->setStep(0);
        view->setStep(3);
        view->setStep(1);
    }

    void manyNodes()
    {
        bp::Workspace big = bp::test::generatedCluster(300, 2000);
        view->setResult(bp::simulate(big, big.profiles[0]), big);
        QCOMPARE(view->visibleNodes().size(), 50);
        QCOMPARE(view->categoryAxis()->count(), 50);
        QVERIFY(view->series()->barSets().size() <= 11);
        view->nodeWindow()->setFirst(250);
        QCOMPARE(view->categoryAxis()->categories().first(), QString("node-250"));
        // Stepping to a pod placed off-screen scrolls to its node.
        const int firstNode = bp::simulate(big, big.profiles[0]).placements[0].node;
        QVERIFY(!view->visibleNodes().contains(firstNode));
        view->setStep(1);
        QVERIFY(view->visibleNodes().contains(firstNode));
    }

    void shippedExampleFile()
    {
        const bp::Workspace example = bp::readWorkspaceFile(BP_EXAMPLES_DIR "/docs-example.binpack.yaml");
        const bp::SimulationResult r = bp::simulate(example, *example.findProfile("binpack"));
        view->setResult(r, example);
        QCOMPARE(view->stepCount(), 4); // web, batch-0, batch-1, batch-2
        QCOMPARE(view->categoryAxis()->categories(), (QStringList{"node1", "node2"}));
        QVERIFY(setNamed("web") && setNamed("batch") && setNamed("used-node1") && setNamed("used-node2"));
        QCOMPARE(view->unschedulableModel()->rowCount(), static_cast<int>(r.metrics.unschedulable));
        QVERIFY(view->metricsText().contains(QString("nodes used %1, empty nodes %2")
                                                 .arg(r.metrics.nodesUsed)
                                                 .arg(r.metrics.emptyNodes)));
        // Each node's bars add up to what the simulator left on it.
        const int cpu = r.finalState.resources.indexOf("cpu");
        for (int n = 0; n < 2; ++n) {
            double sum = 0;
            for (QBarSet* s : view->series()->barSets())
                sum += s->at(n);
            const auto& node = r.finalState.nodes[static_cast<size_t>(n)];
            QCOMPARE(sum, 100.0 * static_cast<double>(node.requested[cpu]) / static_cast<double>(node.allocatable[cpu]));
        }
    }

    void clearShowsMessage()
    {
        view->clear("The profile cannot be simulated.");
        QCOMPARE(view->stepCount(), 0);
        QCOMPARE(view->metricsText(), QString("The profile cannot be simulated."));
        QCOMPARE(view->series()->barSets().size(), 0);
    }

    // The resource box returns to the user's choice when a new result has that
    // resource again (issue 15: it stayed on "pods" after undoing the deletion
    // of the nodes).
    void resourceChoiceComesBack()
    {
        auto* box = view->findChild<QComboBox*>();
        QVERIFY(box);
        // No nodes: only "pods" is left; with the nodes back, cpu (the default) again.
        bp::Workspace empty = ws;
        empty.nodes.clear();
        std::erase_if(empty.pods, [](const bp::Pod& p) { return p.nodeName.has_value(); });
        view->setResult(bp::simulate(empty, empty.profiles[0]), empty);
        QCOMPARE(view->resource(), QString("pods"));
        view->setResult(result, ws);
        QCOMPARE(view->resource(), QString("cpu"));
        // The user picks intel.com/foo with the keyboard.
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Down);
        QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(view->resource(), QString("intel.com/foo"));
        // It vanishes (and the view shows another), then comes back.
        view->setResult(bp::simulate(empty, empty.profiles[0]), empty);
        QCOMPARE(view->resource(), QString("pods"));
        bp::Workspace noFoo = ws;
        for (bp::Node& n : noFoo.nodes)
            n.allocatable.erase("intel.com/foo");
        for (bp::Pod& p : noFoo.pods)
            for (bp::Container& c : p.containers)
                c.requests.erase("intel.com/foo");
        std::erase_if(noFoo.profiles[0].fitArgs.scoringStrategy->resources,
            [](const bp::ResourceSpec& r) { return r.name == "intel.com/foo"; });
        view->setResult(bp::simulate(noFoo, noFoo.profiles[0]), noFoo);
        QVERIFY2(!view->resources().contains("intel.com/foo"), qPrintable(view->resources().join(' ')));
        QCOMPARE(view->resource(), QString("cpu"));
        view->setResult(result, ws);
        QCOMPARE(view->resource(), QString("intel.com/foo"));
        QVERIFY(view->barToolTip(1).contains("intel.com/foo"));
        // setResource is a choice too.
        view->setResource("memory");
        view->setResult(bp::simulate(empty, empty.profiles[0]), empty);
        view->setResult(result, ws);
        QCOMPARE(view->resource(), QString("memory"));
    }

    void tooltipsEverywhere()
    {
        for (QWidget* w : {static_cast<QWidget*>(view->stepSlider()), static_cast<QWidget*>(view->stepSpinBox()),
                 static_cast<QWidget*>(view->previousButton()), static_cast<QWidget*>(view->nextButton()),
                 static_cast<QWidget*>(view->statsTable())})
            QVERIFY(!w->toolTip().isEmpty());
    }
};

QTEST_MAIN(TestPlacementView)
#include "test_placement_view.moc"
