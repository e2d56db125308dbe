// SPDX-License-Identifier: GPL-3.0-or-later
// The score view fed with the engine's report for the documentation's
// bin-packing example (node1 60, node2 69; kubernetes/website "Resource Bin
// Packing", numbers under current code in docs/scheduler-arithmetic.md,
// "Worked examples") plus a node too small for the pod.
#include "charts/bar_values.h"
#include "charts/breakdown_chart.h"
#include "charts/chart_legend.h"
#include "charts/chart_style.h"
#include "charts/node_window.h"
#include "charts/packing_panel.h"
#include "charts/score_view.h"
#include "charts_fixtures.h"
#include "io/workspace_io.h"
#include "live/live_compute.h"
#include "scoring/report.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QValueAxis>

using bp::ui::ScoreView;

class TestScoreView : public QObject {
    Q_OBJECT

    bp::Workspace ws = bp::test::docsExample();
    bp::ScoreReport report;
    std::unique_ptr<ScoreView> view;

    // A naive MostAllocated profile with the default profile's other plugins,
    // three nodes, a Service's pods: spreading pulls the pod off the fullest node.
    static bp::ui::LiveResult naiveSpreadingResult()
    {
        static const std::string yaml = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: naive
  plugins:
    NodeResourcesFit:
      args: {scoringStrategy: {type: MostAllocated}}
    NodeResourcesBalancedAllocation: {}
    TaintToleration: {weight: 3}
    NodeAffinity: {weight: 2}
    PodTopologySpread: {weight: 2}
    InterPodAffinity: {weight: 2}
    ImageLocality: {weight: 1}
services:
- {name: web, selector: {app: web}}
nodes:
- {name: n0, allocatable: {cpu: "8", memory: 16Gi}, labels: {kubernetes.io/hostname: n0, topology.kubernetes.io/zone: a}}
- {name: n1, allocatable: {cpu: "8", memory: 16Gi}, labels: {kubernetes.io/hostname: n1, topology.kubernetes.io/zone: b}}
- {name: n2, allocatable: {cpu: "8", memory: 16Gi}, labels: {kubernetes.io/hostname: n2, topology.kubernetes.io/zone: a}}
pods:
- {name: first, nodeName: n0, labels: {app: web}, containers: [{requests: {cpu: "2", memory: 2Gi}}]}
- {name: web, replicas: 3, labels: {app: web}, containers: [{requests: {cpu: "2", memory: 2Gi}}]}
)";
        bp::ui::LiveRequest request;
        request.workspace = std::make_shared<const bp::Workspace>(bp::readWorkspace(yaml));
        return bp::ui::computeLive(request);
    }

private slots:
    void init()
    {
        report = bp::scorePod(ws, ws.profiles[0]);
        view = std::make_unique<ScoreView>();
        view->resize(1100, 600);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        // The cases below read the one-colour bars; stackedByPlugin the default stacks.
        QCOMPARE(view->barMode(), ScoreView::BarMode::ByPlugin);
        view->setBarMode(ScoreView::BarMode::Total);
        view->setReport(report);
    }
    void cleanup() { view.reset(); }

    void engineNumbers()
    {
        // The fixture really is the documentation's example.
        QCOMPARE(report.nodes[0].total, 60.0);
        QCOMPARE(report.nodes[1].total, 69.0);
        QVERIFY(!report.nodes[2].feasible);
        QCOMPARE(report.selected, std::optional<int>(1));
    }

    void barsSortedWinnerHighlighted()
    {
        QCOMPARE(view->visibleNodes(), (QVector<int>{1, 0, 2}));
        QCOMPARE(view->winnerSet()->count(), 3);
        QCOMPARE(view->winnerSet()->at(0), 69.0);
        QCOMPARE(view->feasibleSet()->at(0), 0.0);
        QCOMPARE(view->feasibleSet()->at(1), 60.0);
        QCOMPARE(view->winnerSet()->at(1), 0.0);
        QCOMPARE(view->infeasibleSet()->at(2), report.nodes[2].total);
        QCOMPARE(view->feasibleSet()->at(2), 0.0);
        auto* axis = qobject_cast<QBarCategoryAxis*>(view->chart()->axes(Qt::Horizontal).first());
        QCOMPARE(axis->categories(), (QStringList{"node2", "node1", "node3"}));
        const QPalette pal = view->palette();
        QCOMPARE(view->winnerSet()->color(), bp::ui::chartstyle::winnerColor(pal));
        QCOMPARE(view->infeasibleSet()->color(), bp::ui::chartstyle::infeasibleColor(pal));
        QVERIFY(view->winnerSet()->color() != view->feasibleSet()->color());
        QVERIFY(view->summaryLabel()->text().contains("node2"));
        QVERIFY(view->summaryLabel()->text().contains("69"));
    }

    void nodeOrder()
    {
        auto* box = view->findChildren<QComboBox*>().first();
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(view->sortOrder(), ScoreView::SortOrder::NodeOrder);
        QCOMPARE(view->visibleNodes(), (QVector<int>{0, 1, 2}));
        QCOMPARE(view->feasibleSet()->at(0), 60.0);
        QCOMPARE(view->winnerSet()->at(1), 69.0);
    }

    void tooltips()
    {
        const QString infeasible = view->barToolTip(2);
        QVERIFY2(infeasible.contains("Insufficient cpu"), qPrintable(infeasible));
        QVERIFY(infeasible.contains("Infeasible"));
        const QString winner = view->barToolTip(1);
        QVERIFY(winner.contains("NodeResourcesFit: 69"));
        QVERIFY(winner.contains("The scheduler picks this node."));
        QVERIFY(!view->barToolTip(0).contains("picks"));
    }

    void selectingANode()
    {
        QSignalSpy selected(view.get(), &ScoreView::nodeSelected);
        emit view->feasibleSet()->clicked(1); // the bar of node1 (sorted second)
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.last().at(0).toInt(), 0);
        QCOMPARE(view->selectedNode(), 0);
        QCOMPARE(view->feasibleSet()->selectedBars(), QList<int>{1});
        // The node box does the same from the keyboard.
        QComboBox* nodeBox = view->nodeBox();
        QCOMPARE(nodeBox->currentText(), QString("node1"));
        nodeBox->setFocus();
        QTest::keyClick(nodeBox, Qt::Key_Down);
        QCOMPARE(selected.count(), 2);
        QCOMPARE(selected.last().at(0).toInt(), 1);
        QCOMPARE(view->winnerSet()->selectedBars(), QList<int>{0});
        // The selected pick is still drawn in the pick's colour (stronger), as
        // the legend says, not in the palette's selection colour.
        for (QBarSet* set : {view->feasibleSet(), view->winnerSet()}) {
            QCOMPARE(set->selectedColor(), bp::ui::chartstyle::emphasisColor(set->color(), view->palette()));
            QVERIFY(std::abs(set->selectedColor().hsvHue() - set->color().hsvHue()) <= 10);
        }
        // A new report keeps the selection by name.
        view->setReport(bp::scorePod(ws, ws.profiles[0]));
        QCOMPARE(view->selectedNode(), 1);
    }

    void breakdownAndExplanation()
    {
        const bp::ui::NodeBreakdown b = bp::ui::computeBreakdown(ws, ws.profiles[0], "pod", "node1");
        QCOMPARE(b.node, QString("node1"));
        const auto find = [&](const QString& name) {
            for (const auto& u : b.resources)
                if (u.resource == name)
                    return u;
            return bp::ui::ResourceUsage{};
        };
        const bp::ui::ResourceUsage cpu = find("cpu");
        QCOMPARE(cpu.onNode, 1000);
        QCOMPARE(cpu.pod, 2000);
        QCOMPARE(cpu.allocatable, 8000);
        QCOMPARE(cpu.weight, 3);
        const bp::ui::ResourceUsage foo = find("intel.com/foo");
        QCOMPARE(foo.utilizationPercent(), 75.0);
        QCOMPARE(foo.weight, 5);
        QVERIFY(foo.scored);
        QVERIFY(!find("pods").scored);

        view->setBreakdown(b);
        view->setExplanation(QString::fromStdString(bp::explainScore(ws, ws.profiles[0], "node1")));
        auto* chart = view->breakdownChart();
        const int rows = static_cast<int>(b.resources.size());
        QCOMPARE(chart->onNodeSet()->count(), rows);
        // Rows are drawn top-down in breakdown order (the axis lists them bottom-up).
        const int cpuRow = static_cast<int>(std::find_if(b.resources.begin(), b.resources.end(),
                                                 [](const auto& u) { return u.resource == "cpu"; })
            - b.resources.begin());
        QCOMPARE(chart->onNodeSet()->at(rows - 1 - cpuRow), 12.5);
        QCOMPARE(chart->podSet()->at(rows - 1 - cpuRow), 25.0);
        QVERIFY(chart->categoryAxis()->categories().contains("cpu ★"));
        const QString tip = chart->barToolTip(cpuRow);
        QVERIFY2(tip.contains("Already requested: 1") && tip.contains("pod requests: 2") && tip.contains("Allocatable: 8"),
            qPrintable(tip));
        QVERIFY(view->explanationView()->toPlainText().contains("node1"));
    }

    void hundredsOfNodesStayReadable()
    {
        bp::Workspace big = bp::test::generatedCluster(400, 4);
        view->setReport(bp::scorePod(big, big.profiles[0]));
        QCOMPARE(view->topN(), 50);
        QCOMPARE(view->visibleNodes().size(), 50);
        QCOMPARE(view->feasibleSet()->count() , 50);
        QCOMPARE(view->displayOrder().size(), 400);
        // The scheduler's pick first even when it won a tie, then highest first.
        QCOMPARE(view->visibleNodes().first(), *view->report().selected);
        QCOMPARE(view->winnerSet()->at(0), view->report().nodes[*view->report().selected].total);
        const auto order = view->visibleNodes();
        for (int i = 1; i < order.size(); ++i)
            QVERIFY(view->report().nodes[order[i]].total <= view->report().nodes[order[i - 1]].total);
        view->nodeWindow()->setFirst(100);
        QCOMPARE(view->visibleNodes().first(), view->displayOrder().at(100));
        view->setTopN(10);
        QCOMPARE(view->visibleNodes().size(), 10);
        // Labels never overlap: 50 names in a narrow chart are turned or hidden.
        view->setTopN(300);
        view->resize(500, 400);
        QTest::qWait(1);
        auto* axis = qobject_cast<QBarCategoryAxis*>(view->chart()->axes(Qt::Horizontal).first());
        QVERIFY(!axis->labelsVisible() || axis->labelsAngle() != 0);
    }

    // Upright node names in a wide but short chart left the plot too short
    // for the value axis's title, which Qt elided to "Total sc…" (seen at
    // 1920x1080 with a narrow Profiles panel): there the names are hidden
    // (the tooltips name every bar), and a taller chart shows them upright.
    void uprightNamesLeaveRoomForTheValueTitle()
    {
        QChart chart;
        auto* x = new QBarCategoryAxis;
        QStringList names;
        for (int i = 0; i < 36; ++i)
            names << QStringLiteral("ip-10-0-%1-139").arg(i);
        x->append(names);
        auto* y = new QValueAxis;
        y->setTitleText(QStringLiteral("Total score"));
        chart.addAxis(x, Qt::AlignBottom);
        chart.addAxis(y, Qt::AlignLeft);
        chart.resize(700, 150);
        bp::ui::chartstyle::fitCategoryLabels(x, 650, &chart);
        QVERIFY(!x->labelsVisible());
        chart.resize(700, 420);
        bp::ui::chartstyle::fitCategoryLabels(x, 650, &chart);
        QVERIFY(x->labelsVisible());
        QCOMPARE(x->labelsAngle(), -90);
        // Without the chart, only the width counts (as before).
        chart.resize(700, 150);
        bp::ui::chartstyle::fitCategoryLabels(x, 650);
        QVERIFY(x->labelsVisible());
    }

    // Even with no names below, a short plot elided the value axis's title
    // to "Total sc…" (the window's first size at 1920x1080, 115 px of plot):
    // the title is shortened to what fits, or left out.
    void valueTitleFitsThePlot()
    {
        QValueAxis y;
        const QFontMetrics fm(y.titleFont());
        const QString full = QStringLiteral("Total score"), brief = QStringLiteral("Total");
        bp::ui::chartstyle::fitValueTitle(&y, fm.horizontalAdvance(full) + 1, full, brief);
        QCOMPARE(y.titleText(), full);
        QVERIFY(y.isTitleVisible());
        bp::ui::chartstyle::fitValueTitle(&y, fm.horizontalAdvance(full) - 1, full, brief);
        QCOMPARE(y.titleText(), brief);
        bp::ui::chartstyle::fitValueTitle(&y, fm.horizontalAdvance(brief) - 1, full, brief);
        QVERIFY(!y.isTitleVisible());
        // The view itself, short and tall.
        view->setReport(report);
        view->resize(900, 200);
        QTest::qWait(1);
        auto* axis = view->chart()->axes(Qt::Vertical).first();
        QVERIFY(
            !axis->isTitleVisible() || fm.horizontalAdvance(axis->titleText()) <= view->chart()->plotArea().height());
        view->resize(900, 600);
        QTest::qWait(1);
        QCOMPARE(axis->titleText(), QString("Total score"));
    }

    void shippedExampleFile()
    {
        // resources/examples/docs-example.binpack.yaml, as a user opens it.
        const bp::Workspace example = bp::readWorkspaceFile(BP_EXAMPLES_DIR "/docs-example.binpack.yaml");
        const bp::Profile* binpack = example.findProfile("binpack");
        QVERIFY(binpack);
        view->setReport(bp::scorePod(example, *binpack));
        QCOMPARE(view->report().pod, std::string("web"));
        QCOMPARE(view->visibleNodes(), (QVector<int>{1, 0}));
        QCOMPARE(view->winnerSet()->at(0), 69.0);
        QCOMPARE(view->feasibleSet()->at(1), 60.0);
        // The Volcano profile's totals are not integers; the view shows them as they are.
        const bp::Profile* volcano = example.findProfile("volcano-binpack");
        QVERIFY(volcano);
        const bp::ScoreReport v = bp::scorePod(example, *volcano);
        view->setReport(v);
        const int w = *v.selected;
        QCOMPARE(view->visibleNodes().first(), w);
        QCOMPARE(view->winnerSet()->at(0), v.nodes[w].total);
        QVERIFY(view->barToolTip(w).contains("binpack: "));
    }

    // "Why doesn't this pack?": a Service's second pod under the naive
    // MostAllocated profile; the panel names the pull, the fix buttons emit
    // the fixes, and the queue's nodes before and after are shown.
    void packingPanelNamesThePullAndOffersTheFix()
    {
        const bp::ui::LiveResult result = naiveSpreadingResult();
        QVERIFY(result.hasReport);
        view->showAnalysis(result);
        bp::ui::PackingPanel* panel = view->packingPanel();
        QVERIFY2(panel->verdictText().contains("packing would put it on n0"), qPrintable(panel->verdictText()));
        QVERIFY2(panel->verdictText().contains("The queue uses 3 nodes under this profile and 1 with every fix below."),
            qPrintable(panel->verdictText()));
        QVERIFY(panel->fixButtons().size() >= 2);
        QCOMPARE(panel->fixButtons().front()->text(), QString("Turn the default spreading off"));
        QSignalSpy spy(panel, &bp::ui::PackingPanel::fixRequested);
        QTest::mouseClick(panel->fixButtons().front(), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        const auto fixes = spy.at(0).at(0).value<std::vector<bp::PackingFix>>();
        QCOMPARE(fixes.size(), size_t(1));
        QVERIFY(fixes.front() == bp::PackingFix::DefaultSpreadingOff);
        QTest::mouseClick(panel->applyAllButton(), Qt::LeftButton);
        QCOMPARE(spy.count(), 2);
        QVERIFY(spy.at(1).at(0).value<std::vector<bp::PackingFix>>().size() == panel->fixButtons().size());
        view->setMessage("x");
        QCOMPARE(panel->verdictText(), QString("Nothing scored yet."));
    }

    void stackedByPlugin()
    {
        const bp::ui::LiveResult result = naiveSpreadingResult();
        QVERIFY(result.hasReport);
        // Chosen with the keyboard, as a person would: Bars ▸ By plugin.
        QComboBox* bars = view->barModeBox();
        QVERIFY(bars->isVisible());
        QCOMPARE(bars->itemText(0), QString("By plugin"));
        QCOMPARE(bars->currentText(), QString("Total"));
        bars->setFocus();
        QTest::keyClick(bars, Qt::Key_Up);
        QCOMPARE(view->barMode(), ScoreView::BarMode::ByPlugin);
        view->showAnalysis(result);
        const bp::ScoreReport& rep = view->report();
        QCOMPARE(view->pluginSets().size(), qsizetype(rep.pluginNames.size()));
        QCOMPARE(rep.pluginNames.size(), size_t(7));
        const auto sets = view->chart()->series().size();
        QCOMPARE(sets, qsizetype(1));
        // Every visible bar's parts are its plugins' weighted scores, and they add up to its total.
        const QVector<int> visible = view->visibleNodes();
        int spreadIndex = -1;
        for (qsizetype j = 0; j < view->pluginSets().size(); ++j)
            if (rep.pluginNames[static_cast<size_t>(j)] == "PodTopologySpread")
                spreadIndex = static_cast<int>(j);
        QVERIFY(spreadIndex >= 0);
        for (qsizetype i = 0; i < visible.size(); ++i) {
            const bp::NodeScore& s = rep.nodes[static_cast<size_t>(visible[i])];
            double sum = 0;
            for (qsizetype j = 0; j < view->pluginSets().size(); ++j) {
                const bp::PluginResult& p = s.plugins[static_cast<size_t>(j)];
                QCOMPARE(view->pluginSets()[j]->at(i), p.score ? *p.score * double(p.weight) : 0.0);
                sum += view->pluginSets()[j]->at(i);
            }
            QCOMPARE(sum, s.total);
        }
        // n0 already holds a web pod: spreading gives it less than n1, which
        // holds none and is alone in its zone (100 × 2): what pulls the pod away.
        const int n0 = static_cast<int>(visible.indexOf(0));
        const int n1 = static_cast<int>(visible.indexOf(1));
        QCOMPARE(view->pluginSets()[spreadIndex]->at(n1), 200.0);
        QVERIFY(view->pluginSets()[spreadIndex]->at(n0) < 200.0);
        // The legend names each plugin with its weight; the pick is marked over its bar.
        const auto legendLabels = [this] {
            QStringList labels;
            for (const auto& entry : view->legend()->entries())
                labels << entry.label;
            return labels;
        };
        QTRY_VERIFY2(legendLabels().contains("PodTopologySpread × 2") && legendLabels().contains("TaintToleration × 3")
                && legendLabels().contains("NodeResourcesFit") && legendLabels().contains("Infeasible")
                && !legendLabels().contains("Feasible")
                // No image on any node: ImageLocality adds nothing, so the legend leaves it out.
                && !legendLabels().contains("ImageLocality"),
            qPrintable(legendLabels().join(", ")));
        QVERIFY(rep.selected);
        const int pick = static_cast<int>(visible.indexOf(*rep.selected));
        QVERIFY2(view->barValues().shownTexts().value(pick).startsWith(QString::fromUtf8("\u2713 ")),
            qPrintable(view->barValues().shownTexts().join("|")));
        // Selecting a node emphasises every part of its bar.
        view->setSelectedNode(1);
        QCOMPARE(view->pluginSets()[spreadIndex]->selectedBars(), QList<int>{n1});
        // The tooltip says what each plugin added.
        QVERIFY2(view->barToolTip(1).contains("PodTopologySpread: 100 × weight 2 = 200"), qPrintable(view->barToolTip(1)));
        // Back to totals: the one-colour sets again, the same numbers.
        view->setBarMode(ScoreView::BarMode::Total);
        QCOMPARE(bars->currentText(), QString("Total"));
        QVERIFY(view->chart()->series().size() == 1);
        QCOMPARE(view->winnerSet()->at(0), rep.nodes[*rep.selected].total);
    }

    void messageInsteadOfBars()
    {
        view->setMessage("There is no pending pod to score.");
        QCOMPARE(view->visibleNodes().size(), 0);
        QCOMPARE(view->summaryLabel()->text(), QString("There is no pending pod to score."));
        QCOMPARE(view->feasibleSet()->count(), 0);
    }
};

QTEST_MAIN(TestScoreView)
#include "test_score_view.moc"
