// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare view: runs compareProfiles off the GUI thread and shows the same
// figures the core computes; cancel, stale runs, errors, exports, the window.
#include "../bench/bench_common.h"
#include "charts/chart_style.h"
#include "charts/chart_legend.h"
#include "compare/compare_charts.h"
#include "compare/compare_table.h"
#include "compare/compare_view.h"
#include "compare/heat_map.h"
#include "compare/savings_view.h"
#include "dialogs/price_table_dialog.h"
#include "dialogs/scale_down_dialog.h"
#include "panels/node_panel.h"
#include "document/document.h"
#include "io/workspace_io.h"
#include "io/kubectl_import.h"
#include "mainwindow.h"
#include "sim/workload_breakdown.h"
#include "theme.h"
#include "util/number_text.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QBarSet>
#include <QCheckBox>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTableWidget>
#include <QUndoStack>
#include <QLabel>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QFile>
#include <QImage>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <limits>

using namespace bp;
using namespace bp::ui;

namespace {

std::shared_ptr<const Workspace> example(const char* file)
{
    return std::make_shared<const Workspace>(readWorkspaceFile(std::string(BP_EXAMPLES_DIR "/") + file));
}

std::vector<const Profile*> profilesNamed(const Workspace& ws, const QStringList& names)
{
    std::vector<const Profile*> out;
    for (const QString& n : names) {
        for (const Profile& p : ws.profiles) {
            if (QString::fromStdString(p.name) == n)
                out.push_back(&p);
        }
    }
    return out;
}

// 5,000 nodes and a queue of 330,000 pods: several seconds of work (30,000 pods
// take about half a second), so a run can be caught mid-way.
std::shared_ptr<const Workspace> largeWorkspace()
{
    Workspace ws;
    bench::addNodes(ws, 5000);
    ws.pods.push_back(bench::podShape("web", 300000, 100, 128));
    ws.pods.push_back(bench::podShape("batch", 30000, 1000, 2048));
    Profile spread;
    spread.name = "default";
    ws.profiles.push_back(bench::rtcrProfile());
    ws.profiles.push_back(spread);
    return std::make_shared<const Workspace>(std::move(ws));
}

// A comparison that takes seconds on any machine, so a test can watch it run:
// 40,000 pods of all-different shapes defeat the simulator's equal-pod fast
// path (the replicas in largeWorkspace() take it and can finish inside the
// view's 500 ms progress delay on a quick machine, which is how CI once saw
// this test fail). Cancelling stops it within one pod.
std::shared_ptr<const Workspace> slowWorkspace()
{
    Workspace ws;
    bench::addNodes(ws, 5000);
    uint64_t x = 12345;
    for (int i = 0; i < 40000; ++i) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        const auto cpu = 100 + static_cast<int64_t>((x >> 33) % 3900);
        const auto mem = 64 + static_cast<int64_t>((x >> 17) % 8000);
        ws.pods.push_back(bench::podShape("pod" + std::to_string(i), 1, cpu, mem));
    }
    Profile spread;
    spread.name = "default";
    ws.profiles.push_back(bench::rtcrProfile());
    ws.profiles.push_back(spread);
    return std::make_shared<const Workspace>(std::move(ws));
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool runAndWait(CompareView& view, int timeoutMs = 120000)
{
    QSignalSpy spy(&view, &CompareView::finished);
    view.run();
    return spy.wait(timeoutMs) && spy.count() == 1;
}

} // namespace

class TestCompareView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void defaultsToTheFirstTwoProfiles();
    void profileSlots();
    void tableMatchesTheCore_data();
    void tableMatchesTheCore();
    void perNodeBarsStackByWorkload();
    void percentageOfNodesToScoreReachesTheCore();
    void repackReachesTheCore();
    void scaleDownReachesTheCore();
    void pricesReachTheSavings();
    void cancelLeavesNoResult();
    void progressAppearsOnlyForLongRuns();
    void staleRunIsDropped();
    void errorIsShown();
    void exports();
    void heatMapsForLargeClusters();
    void everyControlHasATooltip();
    void mainWindowHasTheView();
    void screenshot();

private:
    QTemporaryDir dir_;
};

void TestCompareView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("binpack-studio-tests"));
    QApplication::setApplicationName(QStringLiteral("binpack-studio-tests"));
    Theme::install();
    QVERIFY(dir_.isValid());
}

void TestCompareView::defaultsToTheFirstTwoProfiles()
{
    CompareView view;
    QVERIFY(!view.runButton()->isEnabled()); // nothing to compare yet
    auto ws = example("docs-example.binpack.yaml");
    view.setWorkspace(ws);
    QCOMPARE(view.profileSlotCount(), 2);
    QCOMPARE(view.profiles(),
        (QStringList { QString::fromStdString(ws->profiles[0].name), QString::fromStdString(ws->profiles[1].name) }));
    QVERIFY(view.runButton()->isEnabled());
    QCOMPARE(view.state(), CompareView::State::Idle);
    QVERIFY(!view.result());
}

void TestCompareView::profileSlots()
{
    CompareView view;
    view.setWorkspace(example("docs-example.binpack.yaml"));
    view.setProfiles({ QStringLiteral("binpack"), QStringLiteral("least-allocated") });
    view.addProfileSlot();
    QCOMPARE(view.profileSlotCount(), 3);
    QCOMPARE(view.profiles()[2], QStringLiteral("docs-1.16")); // the next one not chosen yet
    view.addProfileSlot();
    view.addProfileSlot(); // at most four
    QCOMPARE(view.profileSlotCount(), 4);
    view.removeProfileSlot(0);
    QCOMPARE(view.profileSlotCount(), 3);
    QCOMPARE(view.profiles()[0], QStringLiteral("least-allocated"));
    view.removeProfileSlot(0);
    view.removeProfileSlot(0); // never fewer than two
    QCOMPARE(view.profileSlotCount(), 2);
    // A new workspace keeps the chosen names that still exist.
    const QStringList before = view.profiles();
    view.setWorkspace(example("docs-example.binpack.yaml"));
    QCOMPARE(view.profiles(), before);
}

void TestCompareView::tableMatchesTheCore_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("profiles");
    QTest::newRow("docs binpack vs least-allocated") << QStringLiteral(
        "docs-example.binpack.yaml") << QStringList { QStringLiteral("binpack"), QStringLiteral("least-allocated") };
    auto gpu = example("gpu-cluster.binpack.yaml");
    QStringList three;
    for (size_t i = 0; i < 3 && i < gpu->profiles.size(); ++i)
        three << QString::fromStdString(gpu->profiles[i].name);
    QTest::newRow("gpu cluster, three profiles") << QStringLiteral("gpu-cluster.binpack.yaml") << three;
}

void TestCompareView::tableMatchesTheCore()
{
    QFETCH(QString, file);
    QFETCH(QStringList, profiles);
    auto ws = example(qPrintable(file));
    CompareView view;
    view.setWorkspace(ws);
    view.setProfiles(profiles);
    QCOMPARE(view.profiles(), profiles);
    QVERIFY(runAndWait(view));
    QCOMPARE(view.state(), CompareView::State::Finished);
    QVERIFY(view.result());

    const CompareResult direct = compareProfiles(*ws, profilesNamed(*ws, profiles), view.options());
    QCOMPARE(direct.runs.size(), static_cast<size_t>(profiles.size()));
    CompareTable* t = view.table();
    QCOMPARE(t->columnCount(), profiles.size());
    for (int c = 0; c < profiles.size(); ++c) {
        const Metrics& m = direct.runs[static_cast<size_t>(c)].metrics;
        QCOMPARE(t->horizontalHeaderItem(c)->text(), profiles[c]);
        QCOMPARE(t->text(QStringLiteral("nodesUsed"), c), QString::number(m.nodesUsed));
        QCOMPARE(t->text(QStringLiteral("scheduled"), c), QString::number(m.scheduled));
        QCOMPARE(t->text(QStringLiteral("unschedulable"), c), QString::number(m.unschedulable));
        QCOMPARE(t->text(QStringLiteral("emptyNodes"), c), QString::number(m.emptyNodes));
        QCOMPARE(t->text(QStringLiteral("additionalFit"), c), QString::number(m.additionalFit));
        for (const ResourceStats& s : m.resources) {
            const QString res = QString::fromStdString(s.resource);
            QVERIFY(t->rowOf(res + QStringLiteral(".stddev")) >= 0);
            // Stranded amounts in units, as the CLI's table gives them (issue 16).
            if (t->rowOf(res + QStringLiteral(".stranded")) >= 0)
                QCOMPARE(t->text(res + QStringLiteral(".stranded"), c),
                    QString::fromStdString(readableAmount(s.resource, s.stranded)));
        }
    }
    // The fewest nodes used is in bold, and only where the profiles differ.
    std::vector<int64_t> used;
    for (const auto& r : direct.runs)
        used.push_back(r.metrics.nodesUsed);
    const int64_t best = *std::min_element(used.begin(), used.end());
    const bool differ = *std::max_element(used.begin(), used.end()) != best;
    for (int c = 0; c < profiles.size(); ++c)
        QCOMPARE(t->isBold(QStringLiteral("nodesUsed"), c), differ && used[static_cast<size_t>(c)] == best);

    // Charts: one aligned panel per profile, one timeline line per profile.
    CompareCharts* charts = view.charts();
    QCOMPARE(static_cast<int>(charts->barViews().size()), profiles.size());
    QCOMPARE(charts->nodesUsedChart()->series().size(), profiles.size());
    QCOMPARE(charts->fragmentationChart()->series().size(), profiles.size());
    QVERIFY(!direct.runs.front().timeline.empty());
}

// The per-node panels stack each node's requests by workload: what ran
// before the queue, then each workload group, in the same colours in every
// panel, with the figures of bp::workloadBreakdown.
void TestCompareView::perNodeBarsStackByWorkload()
{
    auto ws = example("web-batch.binpack.yaml");
    CompareView view;
    view.setWorkspace(ws);
    QVERIFY(runAndWait(view));
    CompareCharts* charts = view.charts();
    QVERIFY(!charts->showsHeatMaps());
    const WorkloadGroups groups = workloadGroups(*ws, CompareCharts::kMaxWorkloadGroups);
    QVERIFY(groups.names.size() >= 2);
    for (const QString& resource : charts->resources()) {
        charts->setResource(resource);
        QCOMPARE(charts->barViews().size(), view.result()->runs.size());
        std::vector<QColor> firstColors;
        const QList<ChartLegend*> legends = charts->findChildren<ChartLegend*>();
        const auto over = std::find_if(legends.begin(), legends.end(), [](ChartLegend* l) {
            return !l->entries().isEmpty() && l->entries().front().label == QLatin1String("already running");
        });
        QVERIFY(over != legends.end());
        QCOMPARE((*over)->entries().size(), static_cast<qsizetype>(groups.names.size() + 1));
        for (size_t i = 0; i < charts->barViews().size(); ++i) {
            const SimulationResult& run = view.result()->runs[i];
            QChart* chart = charts->barViews()[i]->chart();
            QVERIFY(!chart->legend()->isVisible()); // one ChartLegend over the panels serves them all
            auto* series = qobject_cast<QStackedBarSeries*>(chart->series().value(0));
            QVERIFY(series);
            const QList<QBarSet*> sets = series->barSets();
            QCOMPARE(sets.size(), static_cast<qsizetype>(groups.names.size() + 1));
            QCOMPARE(sets[0]->label(), QStringLiteral("already running"));
            for (size_t g = 0; g < groups.names.size(); ++g)
                QCOMPARE(sets[static_cast<qsizetype>(g + 1)]->label(), QString::fromStdString(groups.names[g]));
            const WorkloadBreakdown b
                = workloadBreakdown(*ws, *ws->findProfile(run.profile), run, resource.toStdString(), groups);
            for (qsizetype k = 0; k < sets.size(); ++k) {
                const std::vector<int64_t>& part = k == 0 ? b.bound : b.amounts[static_cast<size_t>(k - 1)];
                QCOMPARE(sets[k]->count(), static_cast<qsizetype>(part.size()));
                for (size_t n = 0; n < part.size(); ++n) {
                    const double expected = b.allocatable[n] > 0
                        ? 100.0 * static_cast<double>(part[n]) / static_cast<double>(b.allocatable[n])
                        : 0.0;
                    QCOMPARE(sets[k]->at(static_cast<qsizetype>(n)), expected);
                }
                if (i == 0)
                    firstColors.push_back(sets[k]->color());
                else
                    QCOMPARE(sets[k]->color(), firstColors[static_cast<size_t>(k)]);
            }
        }
    }
    // Hovering a bar lists the node's parts with the shares the bars show,
    // the hovered part in bold.
    charts->setResource(QStringLiteral("cpu"));
    {
        QChartView* view = charts->barViews().front();
        auto* series = qobject_cast<QStackedBarSeries*>(view->chart()->series().value(0));
        const QList<QBarSet*> sets = series->barSets();
        qsizetype node = -1, part = -1;
        for (qsizetype k = 1; k < sets.size() && node < 0; ++k)
            for (qsizetype n = 0; n < sets[k]->count() && node < 0; ++n)
                if (sets[k]->at(n) > 0) {
                    node = n;
                    part = k;
                }
        QVERIFY(node >= 0);
        emit series->hovered(true, static_cast<int>(node), sets[part]);
        const QString tip = view->toolTip();
        const QString share = bp::ui::chartstyle::formatPercent(sets[part]->at(node));
        QVERIFY2(tip.contains(QStringLiteral("<b>%1: ").arg(sets[part]->label())), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("(%1)</b>").arg(share)), qPrintable(tip));
    }
    // The placed pods are all there: on the cpu panel of each profile the
    // workload parts add up to what its pods request in all.
    charts->setResource(QStringLiteral("cpu"));
    for (size_t i = 0; i < view.result()->runs.size(); ++i) {
        const SimulationResult& run = view.result()->runs[i];
        const WorkloadBreakdown b = workloadBreakdown(*ws, *ws->findProfile(run.profile), run, "cpu", groups);
        int64_t placed = 0;
        for (const auto& row : b.amounts)
            for (int64_t v : row)
                placed += v;
        int64_t requested = 0;
        for (const Placement& p : run.placements)
            if (p.node >= 0)
                requested += ws->pods[static_cast<size_t>(p.podTemplate)]
                                 .containers.front()
                                 .requests.find("cpu")
                                 ->milliValue()
                                 .value();
        QCOMPARE(placed, requested);
    }
}

// The Repack box runs what `compare --repack` runs: the repacked workspace,
// its summary in the result, the JSON export and the status line.
void TestCompareView::repackReachesTheCore()
{
    // The bundled kubectl export, with the profiles of the documentation's example.
    Workspace cluster = importCluster({ BP_EXAMPLES_DIR "/sample-cluster.kubectl.yaml" }, {});
    cluster.profiles = example("docs-example.binpack.yaml")->profiles;
    const auto ws = std::make_shared<const Workspace>(std::move(cluster));
    CompareView view;
    view.setWorkspace(ws);
    const QStringList profiles { QStringLiteral("least-allocated"), QStringLiteral("binpack") };
    view.setProfiles(profiles);
    QVERIFY(!view.repack());
    auto* box = view.findChild<QCheckBox*>();
    QVERIFY(box && box->isVisible() == view.isVisible());
    // The queue order is a choice of a repack: off until Repack is checked.
    QComboBox* order = nullptr;
    for (auto* c : view.findChildren<QComboBox*>())
        if (c->count() == 3 && c->itemText(1) == QStringLiteral("Oldest first"))
            order = c;
    QVERIFY(order);
    QVERIFY(!order->isEnabled());
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    QVERIFY(view.repack());
    QVERIFY(order->isEnabled());
    QVERIFY2(runAndWait(view), qPrintable(view.statusText()));
    QCOMPARE(view.state(), CompareView::State::Finished);

    RepackSummary summary;
    QCOMPARE(view.repackOrder(), RepackOrder::Creation); // the default
    const Workspace repacked = repackWorkspace(*ws, RepackOrder::Creation, &summary);
    QVERIFY(summary.moved > 0 && summary.stayed > 0);
    const CompareResult direct = compareProfiles(repacked, profilesNamed(repacked, profiles), view.options());
    QVERIFY(view.result()->repack);
    QCOMPARE(view.result()->repack->moved, summary.moved);
    QCOMPARE(view.result()->repack->stayed, summary.stayed);
    for (int c = 0; c < profiles.size(); ++c) {
        const Metrics& m = direct.runs[static_cast<size_t>(c)].metrics;
        QCOMPARE(view.table()->text(QStringLiteral("nodesUsed"), c), QString::number(m.nodesUsed));
        QCOMPARE(view.table()->text(QStringLiteral("scheduled"), c), QString::number(m.scheduled));
    }
    QVERIFY2(view.statusText().contains(QStringLiteral("Repacked: bound pods scheduled again: %1 (oldest first), ahead of the "
                                                       "pending ones: %2;")
                                            .arg(summary.moved)
                                            .arg(summary.pending))
            && view.statusText().contains(QStringLiteral("left on their nodes: %1.").arg(summary.stayed)),
        qPrintable(view.statusText()));
    QVERIFY(QString::fromStdString(compareToJson(*view.result())).contains(QStringLiteral("\"repack\"")));
    // Every export of the sample has a creationTimestamp on each pod.
    QCOMPARE(summary.undated, int64_t(0));
    QVERIFY2(!view.statusText().contains(QStringLiteral("Without a creationTimestamp")), qPrintable(view.statusText()));

    // Priority, then oldest, chosen with the keyboard: the system-critical
    // pods (priority 2000001000 and 2000000000 in the export) go first.
    order->setFocus();
    QTest::keyClick(order, Qt::Key_Down);
    QCOMPARE(view.repackOrder(), RepackOrder::Priority);
    QVERIFY2(runAndWait(view), qPrintable(view.statusText()));
    QCOMPARE(view.result()->repack->order, RepackOrder::Priority);
    QVERIFY2(view.statusText().contains(QStringLiteral("(priority, then oldest)")), qPrintable(view.statusText()));
    RepackSummary byPriority;
    const Workspace prioritized = repackWorkspace(*ws, RepackOrder::Priority, &byPriority);
    QCOMPARE(byPriority.moved, summary.moved);
    const CompareResult direct2 = compareProfiles(prioritized, profilesNamed(prioritized, profiles), view.options());
    for (int c = 0; c < profiles.size(); ++c)
        QCOMPARE(view.table()->text(QStringLiteral("nodesUsed"), c),
            QString::number(direct2.runs[static_cast<size_t>(c)].metrics.nodesUsed));
    // The first queued pod has the highest priority of the moved pods.
    int32_t highest = std::numeric_limits<int32_t>::min();
    for (const Pod& p : ws->pods)
        if (p.nodeName && !staysOnItsNode(p))
            highest = std::max(highest, p.priority.value_or(0));
    const auto firstMoved = std::find_if(prioritized.pods.begin(), prioritized.pods.end(),
        [](const Pod& p) { return !p.nodeName; });
    QCOMPARE(firstMoved->priority.value_or(0), highest);
    view.setRepackOrder(RepackOrder::Creation);
    QCOMPARE(order->currentIndex(), 1);

    // Off again: the bound pods stay, as the cluster runs now.
    view.setRepack(false);
    QVERIFY(runAndWait(view));
    QVERIFY(!view.result()->repack);
    QVERIFY(!view.statusText().contains(QStringLiteral("Repacked")));
}

void TestCompareView::scaleDownReachesTheCore()
{
    // The hand-checked example of docs/autoscaler.md.
    const auto ws = std::make_shared<const Workspace>(
        readWorkspaceFile(BP_TEST_DATA_DIR "/scale-down-pdb.binpack.yaml"));
    CompareView view;
    view.resize(900, 1200);
    view.show();
    view.setWorkspace(ws);
    const QStringList profiles { QStringLiteral("most-allocated"), QStringLiteral("least-allocated") };
    view.setProfiles(profiles);
    QVERIFY(!view.scaleDown());
    QVERIFY(!view.scaleDownSettingsButton()->isEnabled());
    QVERIFY(runAndWait(view));
    QVERIFY(view.result()->scaleDown.empty());
    QVERIFY(!view.savings()->isVisible());
    QCOMPARE(view.table()->rowOf(QStringLiteral("scaleDown.nodesAfter")), -1);

    // Turned on with the mouse; the settings follow it.
    QCheckBox* box = nullptr;
    for (auto* c : view.findChildren<QCheckBox*>())
        if (c->text().contains(QStringLiteral("Scale-")))
            box = c;
    QVERIFY(box);
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    QVERIFY(view.scaleDown());
    QVERIFY(view.scaleDownSettingsButton()->isEnabled());
    QVERIFY2(runAndWait(view), qPrintable(view.statusText()));
    QCOMPARE(view.state(), CompareView::State::Finished);
    const CompareResult direct = compareProfiles(*ws, profilesNamed(*ws, profiles), view.options());
    QCOMPARE(view.result()->scaleDown.size(), size_t(2));
    SavingsView* savings = view.savings();
    QVERIFY(savings->isVisible());
    for (int c = 0; c < 2; ++c) {
        const ScaleDownResult& sd = direct.scaleDown[static_cast<size_t>(c)];
        QCOMPARE(view.table()->text(QStringLiteral("scaleDown.nodesAfter"), c), QString::number(sd.nodesAfter()));
        QCOMPARE(view.table()->text(QStringLiteral("scaleDown.removable"), c),
            QString::number(sd.removableEmpty + sd.removableDrained));
        // The bars list the first profile on top, that is last.
        const int bar = 1 - c;
        QCOMPARE(savings->segment(SavingsView::Empty)->at(bar), static_cast<qreal>(sd.removableEmpty));
        QCOMPARE(savings->segment(SavingsView::Drained)->at(bar), static_cast<qreal>(sd.removableDrained));
        QCOMPARE(savings->segment(SavingsView::Busy)->at(bar) + savings->segment(SavingsView::Blocked)->at(bar),
            static_cast<qreal>(sd.kept));
    }
    // The list shows the first profile's nodes; choosing least-allocated
    // shows its own, where n3's pod moves to n1.
    QCOMPARE(savings->nodes()->topLevelItemCount(), 4);
    savings->profileBox()->setFocus();
    QTest::keyClick(savings->profileBox(), Qt::Key_Down);
    QCOMPARE(savings->profile(), 1);
    const ScaleDownResult& least = direct.scaleDown[1];
    const NodeScaleDown* drained = nullptr;
    for (const NodeScaleDown& n : least.nodes)
        if (n.removable && !n.empty && !drained)
            drained = &n;
    QVERIFY(drained);
    QTreeWidgetItem* item = savings->nodeItem(QString::fromStdString(drained->name));
    QVERIFY(item);
    QCOMPARE(item->childCount(), static_cast<int>(drained->moves.size()));
    // Expanded, the pods' names show whole (they sit indented under the node).
    savings->nodes()->expandItem(item);
    QVERIFY(savings->nodes()->columnWidth(SavingsView::NodeColumn)
        >= static_cast<QAbstractItemView*>(savings->nodes())->sizeHintForColumn(SavingsView::NodeColumn));
    QCOMPARE(item->child(0)->text(SavingsView::WhyColumn),
        QStringLiteral("to %1").arg(QString::fromStdString(drained->moves[0].toName)));
    QSignalSpy selected(savings, &SavingsView::nodeSelected);
    QTreeWidget* tree = savings->nodes();
    tree->scrollToItem(item);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(item).center());
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.at(0).at(0).toString(), QString::fromStdString(drained->name));
    QVERIFY2(savings->details()->text().contains(QStringLiteral("is removable after a drain: %1 to %2")
                                                      .arg(QString::fromStdString(drained->moves[0].pod),
                                                          QString::fromStdString(drained->moves[0].toName))),
        qPrintable(savings->details()->text()));
    // A kept node says why.
    for (const NodeScaleDown& n : least.nodes)
        if (n.reason == UnremovableReason::BlockedByPod) {
            tree->setCurrentItem(savings->nodeItem(QString::fromStdString(n.name)));
            QVERIFY2(savings->details()->text().contains(QStringLiteral("is kept: pod %1: %2")
                                                              .arg(QString::fromStdString(n.blockingPod),
                                                                  blockingReasonName(n.blockingReason))),
                qPrintable(savings->details()->text()));
        }

    // The settings dialog, driven as a user would: a threshold of 0.8.
    QTimer::singleShot(0, this, [] {
        auto* dialog = qobject_cast<ScaleDownDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->thresholdBox()->setValue(0.8);
        dialog->accept();
    });
    QTest::mouseClick(view.scaleDownSettingsButton(), Qt::LeftButton);
    QCOMPARE(view.scaleDownOptions().utilizationThreshold, 0.8);
    QVERIFY(view.scaleDownSettingsButton()->text().contains(QStringLiteral("80")));
    QVERIFY(runAndWait(view));
    QCOMPARE(view.result()->scaleDown.front().options.utilizationThreshold, 0.8);
    QVERIFY(savings->note()->text().contains(QStringLiteral("80 %")));
    // Restore defaults in the dialog gives cluster-autoscaler's.
    ScaleDownDialog dialog;
    dialog.setOptions(view.scaleDownOptions());
    dialog.restoreDefaults();
    QVERIFY(dialog.options() == AutoscalerOptions {});

    // Off again: no analysis, no Savings section.
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    QVERIFY(runAndWait(view));
    QVERIFY(view.result()->scaleDown.empty());
    QVERIFY(!savings->isVisible());
}

void TestCompareView::pricesReachTheSavings()
{
    // The price dialog on the hand-checked example, driven by the keyboard
    // as a user types: one row per instance type, with its node count.
    Workspace ws = readWorkspaceFile(BP_TEST_DATA_DIR "/scale-down-pdb.binpack.yaml");
    ws.prices.reset();
    {
        PriceTableDialog dialog(ws);
        dialog.show();
        QApplication::setActiveWindow(&dialog);
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QCOMPARE(dialog.labelCombo()->currentText(), QStringLiteral("node.kubernetes.io/instance-type"));
        QTableWidget* t = dialog.table();
        QCOMPARE(t->rowCount(), 2);
        QCOMPARE(t->item(0, PriceTableDialog::ValueColumn)->text(), QStringLiteral("m5.large"));
        QCOMPARE(t->item(0, PriceTableDialog::NodesColumn)->text(), QStringLiteral("1"));
        QCOMPARE(t->item(1, PriceTableDialog::NodesColumn)->text(), QStringLiteral("3"));
        t->setCurrentCell(1, PriceTableDialog::PriceColumn);
        t->setFocus();
        QTest::keyClick(t, Qt::Key_F2);
        QWidget* editor = QApplication::focusWidget();
        QVERIFY(qobject_cast<QLineEdit*>(editor));
        QTest::keyClicks(editor, QStringLiteral("abc"));
        // Return hands the text over; wrong, it keeps the dialog open and
        // says why (accept() takes an editor's text first, should Return
        // reach the OK button before the editor has handed it over).
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(t->item(1, PriceTableDialog::PriceColumn)->text(), QStringLiteral("abc"));
        QVERIFY(dialog.isVisible());
        QVERIFY2(dialog.check().contains(QStringLiteral("The price of m5.xlarge is \"abc\"")), qPrintable(dialog.check()));
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        t->item(1, PriceTableDialog::PriceColumn)->setText(QLocale().toString(0.192));
        QVERIFY(ok->isEnabled());
        t->item(0, PriceTableDialog::PriceColumn)->setText(QLocale().toString(0.096));
        dialog.currencyEdit()->setText(QStringLiteral("USD"));
        QVERIFY2(dialog.totalLabel()->text().contains(QLocale().toString(490.56, 'f', 2)),
            qPrintable(dialog.totalLabel()->text()));
        QVERIFY(dialog.totalLabel()->text().contains(QStringLiteral("4 of 4 nodes")));
        // A label no node carries: nothing priced unless there is a default.
        dialog.labelCombo()->setCurrentText(QStringLiteral("example.com/none"));
        QVERIFY(dialog.totalLabel()->text().contains(QStringLiteral("0 of 4 nodes")));
        dialog.defaultCheck()->setChecked(true);
        dialog.defaultSpin()->setValue(1);
        QVERIFY(dialog.totalLabel()->text().contains(QStringLiteral("4 of 4 nodes")));
        dialog.labelCombo()->setCurrentText(QStringLiteral("not a key!"));
        QVERIFY(dialog.check().startsWith(QStringLiteral("Label: ")));
        QVERIFY(!ok->isEnabled());
        dialog.labelCombo()->setCurrentText(QStringLiteral("node.kubernetes.io/instance-type"));
        dialog.defaultCheck()->setChecked(false);
        // The listed prices survived the label's round trip.
        QCOMPARE(t->item(1, PriceTableDialog::PriceColumn)->text(), QLocale().toString(0.192));
        QTest::mouseClick(ok, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const std::optional<PriceTable> prices = dialog.prices();
        QVERIFY(prices);
        QCOMPARE(prices->currency, std::string("USD"));
        QVERIFY(!prices->defaultPrice);
        QCOMPARE(prices->prices.size(), size_t(2));
        QCOMPARE(prices->prices[1], (std::pair<std::string, double> { "m5.xlarge", 0.192 }));
        ws.prices = prices;
    }
    {
        // OK while a price is still being typed: the price is kept.
        PriceTableDialog dialog(ws);
        dialog.show();
        QApplication::setActiveWindow(&dialog);
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QTableWidget* t = dialog.table();
        t->setCurrentCell(0, PriceTableDialog::PriceColumn);
        t->setFocus();
        QTest::keyClick(t, Qt::Key_F2);
        QWidget* editor = QApplication::focusWidget();
        QVERIFY(qobject_cast<QLineEdit*>(editor));
        QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(editor, QLocale().toString(0.25));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.prices()->prices[0], (std::pair<std::string, double> { "m5.large", 0.25 }));
    }

    // Through the window: Edit > Nodes > Node Prices stores the table
    // undoably; the Compare view's button is the same action.
    MainWindow w;
    w.document()->resetWorkspace(ws, QString());
    auto* view = w.findChild<CompareView*>();
    QCOMPARE(view->pricesButton()->defaultAction(), w.findChild<NodePanel*>()->pricesAction());
    QTimer::singleShot(0, this, [] {
        auto* dialog = qobject_cast<PriceTableDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->table()->item(0, PriceTableDialog::PriceColumn)->setText(QLocale().toString(0.1));
        dialog->accept();
    });
    w.findChild<NodePanel*>()->pricesAction()->trigger();
    QCOMPARE(w.document()->workspace().prices->prices[0].second, 0.1);
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->workspace().prices->prices[0].second, 0.096);
    // Remove Prices stores none.
    QTimer::singleShot(0, this, [] {
        auto* dialog = qobject_cast<PriceTableDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->removeTable();
    });
    w.findChild<NodePanel*>()->pricesAction()->trigger();
    QVERIFY(!w.document()->workspace().prices);
    w.document()->undoStack()->undo();
    QVERIFY(w.document()->workspace().prices);

    // The comparison: cost rows in the table, a line per profile in Savings.
    CompareView compare;
    compare.resize(900, 1200);
    compare.show();
    compare.setWorkspace(std::make_shared<const Workspace>(ws));
    compare.setProfiles({ QStringLiteral("most-allocated"), QStringLiteral("least-allocated") });
    compare.setScaleDown(true);
    QVERIFY(runAndWait(compare));
    const CompareResult& r = *compare.result();
    const auto money = [](double v) { return QStringLiteral("%1 USD").arg(QLocale().toString(v, 'f', 2)); };
    for (int c = 0; c < 2; ++c) {
        const ClusterCost& cost = *r.scaleDown[static_cast<size_t>(c)].cost;
        QCOMPARE(compare.table()->text(QStringLiteral("scaleDown.monthlyCostBefore"), c), money(cost.monthlyBefore()));
        QCOMPARE(compare.table()->text(QStringLiteral("scaleDown.monthlyCostAfter"), c), money(cost.monthlyAfter()));
        QVERIFY2(compare.savings()->costLabel()->text().contains(money(cost.monthlyAfter())),
            qPrintable(compare.savings()->costLabel()->text()));
    }
    const double saving = r.scaleDown[0].cost->monthlyAfter() - r.scaleDown[1].cost->monthlyAfter();
    QCOMPARE(compare.table()->text(QStringLiteral("scaleDown.monthlySavingVsFirst"), 1), money(saving));
    QCOMPARE(compare.table()->isBold(QStringLiteral("scaleDown.monthlyCostAfter"), 1), saving > 0);
}

void TestCompareView::percentageOfNodesToScoreReachesTheCore()
{
    CompareView view;
    view.setWorkspace(example("docs-example.binpack.yaml"));
    QCOMPARE(view.options().simulation.percentageOfNodesToScore, std::optional<int>());
    view.setPercentageOfNodesToScore(0);
    QCOMPARE(view.options().simulation.percentageOfNodesToScore, std::optional<int>(0));
    view.setPercentageOfNodesToScore(30);
    QCOMPARE(view.options().simulation.percentageOfNodesToScore, std::optional<int>(30));
    QVERIFY(runAndWait(view));
    QCOMPARE(view.result()->runs.front().percentageOfNodesToScore.value_or(-1) >= 0
            || !view.result()->runs.front().percentageOfNodesToScore,
        true);
    view.setPercentageOfNodesToScore(std::nullopt);
    QCOMPARE(view.options().simulation.percentageOfNodesToScore, std::optional<int>());
}

void TestCompareView::cancelLeavesNoResult()
{
    CompareView view;
    view.setWorkspace(example("docs-example.binpack.yaml"));
    QVERIFY(runAndWait(view));
    QVERIFY(view.result());

    view.setWorkspace(largeWorkspace());
    QSignalSpy spy(&view, &CompareView::finished);
    view.run();
    QCOMPARE(view.state(), CompareView::State::Running);
    view.cancel();
    QVERIFY(spy.wait(60000));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(view.state(), CompareView::State::Cancelled);
    QVERIFY(!view.result()); // the earlier result is gone too: it was not what the controls say
    QCOMPARE(view.table()->rowCount(), 0);
    QVERIFY(!view.exportCsv(dir_.filePath(QStringLiteral("cancelled.csv"))));
}

void TestCompareView::progressAppearsOnlyForLongRuns()
{
    CompareView view;
    view.show();
    view.setWorkspace(example("docs-example.binpack.yaml"));
    QVERIFY(runAndWait(view));
    QVERIFY(!view.progressBar()->isVisible()); // a quick run never shows it
    QVERIFY(!view.cancelButton()->isVisible());

    view.setWorkspace(slowWorkspace());
    QSignalSpy spy(&view, &CompareView::finished);
    view.run();
    QVERIFY(!view.progressBar()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(view.progressBar()->isVisible() || !view.isRunning(), 5000);
    QVERIFY2(view.isRunning(), qPrintable(QStringLiteral("ended in state %1").arg(static_cast<int>(view.state()))));
    QVERIFY(view.progressBar()->isVisible());
    QVERIFY(view.cancelButton()->isVisible());
    QVERIFY(view.isRunning());
    QTest::mouseClick(view.cancelButton(), Qt::LeftButton);
    QVERIFY(spy.wait(60000));
    QCOMPARE(view.state(), CompareView::State::Cancelled);
    QVERIFY(!view.progressBar()->isVisible());
    QVERIFY(!view.cancelButton()->isVisible());
}

void TestCompareView::staleRunIsDropped()
{
    CompareView view;
    view.setWorkspace(largeWorkspace());
    QSignalSpy spy(&view, &CompareView::finished);
    view.run();
    auto small = example("docs-example.binpack.yaml");
    view.setWorkspace(small);
    view.setProfiles({ QStringLiteral("binpack"), QStringLiteral("least-allocated") });
    view.run(); // supersedes the first run
    QVERIFY(spy.wait(60000));
    QTest::qWait(200);
    QCOMPARE(spy.count(), 1); // only the current run reports
    QCOMPARE(view.state(), CompareView::State::Finished);
    QVERIFY(view.result());
    QCOMPARE(view.result()->runs.front().finalState.nodes.size(), small->nodes.size());
    QCOMPARE(QString::fromStdString(view.result()->runs.front().profile), QStringLiteral("binpack"));
}

void TestCompareView::errorIsShown()
{
    auto ws = std::make_shared<Workspace>(*example("docs-example.binpack.yaml"));
    Pod bound = ws->pods.front();
    bound.name = "stray";
    bound.nodeName = "no-such-node";
    ws->pods.push_back(bound);
    CompareView view;
    view.setWorkspace(ws);
    QVERIFY(runAndWait(view));
    QCOMPARE(view.state(), CompareView::State::Failed);
    QVERIFY(!view.result());
    QVERIFY2(view.errorText().contains(QStringLiteral("no-such-node")), qPrintable(view.errorText()));
}

void TestCompareView::exports()
{
    auto ws = example("docs-example.binpack.yaml");
    CompareView view;
    view.resize(900, 700);
    view.setWorkspace(ws);
    view.setProfiles({ QStringLiteral("binpack"), QStringLiteral("least-allocated") });
    QVERIFY(!view.exportPng(dir_.filePath(QStringLiteral("none.png")))); // nothing to export yet
    QVERIFY(runAndWait(view));
    const CompareResult direct = compareProfiles(
        *ws, profilesNamed(*ws, { QStringLiteral("binpack"), QStringLiteral("least-allocated") }), view.options());

    const QString csv = dir_.filePath(QStringLiteral("c.csv"));
    QVERIFY(view.exportCsv(csv));
    QCOMPARE(readAll(csv), QByteArray::fromStdString(compareToCsv(direct)));
    const QString nodes = dir_.filePath(QStringLiteral("n.csv"));
    QVERIFY(view.exportNodesCsv(nodes));
    QCOMPARE(readAll(nodes), QByteArray::fromStdString(compareNodesToCsv(direct)));
    const QString json = dir_.filePath(QStringLiteral("c.json"));
    QVERIFY(view.exportJson(json));
    CompareJsonOptions jo;
    jo.nodes = true;
    QCOMPARE(readAll(json), QByteArray::fromStdString(compareToJson(direct, jo)));

    const QString png = dir_.filePath(QStringLiteral("c.png"));
    QVERIFY(view.exportPng(png));
    QImage image;
    QVERIFY(image.load(png));
    QVERIFY(image.width() > 100 && image.height() > 100);
    const QString svg = dir_.filePath(QStringLiteral("c.svg"));
    QVERIFY(view.exportSvg(svg));
    const QByteArray svgText = readAll(svg);
    QVERIFY(svgText.startsWith("<?xml"));
    QVERIFY(svgText.contains("<svg"));
    QVERIFY(!view.exportCsv(QStringLiteral("/nonexistent-dir/x.csv")));
}

void TestCompareView::heatMapsForLargeClusters()
{
    Workspace ws;
    bench::addNodes(ws, 80);
    ws.pods.push_back(bench::podShape("web", 200, 500, 1024));
    ws.pods.push_back(bench::podShape("gpu", 10, 4000, 8192, 2));
    Profile spread;
    spread.name = "default";
    ws.profiles.push_back(bench::rtcrProfile());
    ws.profiles.push_back(spread);
    CompareView view;
    view.resize(1100, 900);
    view.setWorkspace(std::make_shared<const Workspace>(std::move(ws)));
    view.show();
    QVERIFY(runAndWait(view));
    QVERIFY(view.exportPng(QStringLiteral("/tmp/compare-heat.png")));
    CompareCharts* charts = view.charts();
    QVERIFY(charts->showsHeatMaps());
    QCOMPARE(charts->heatMaps().size(), size_t(2));
    QVERIFY(charts->barViews().empty());
    const HeatMap* map = charts->heatMaps().front();
    QCOMPARE(map->nodeCount(), 80);
    QVERIFY(map->resources().contains(QStringLiteral("nvidia.com/gpu")));
    // A node without GPUs has no GPU cell; node-9 (the GPU pool) has one.
    const int gpuRow = static_cast<int>(map->resources().indexOf(QStringLiteral("nvidia.com/gpu")));
    QVERIFY(map->values()[static_cast<size_t>(gpuRow)][0] < 0);
    QVERIFY(map->values()[static_cast<size_t>(gpuRow)][9] >= 0);
    // Same figures as the core's final state.
    const ClusterState& s = view.result()->runs.front().finalState;
    const int cpu = s.resources.indexOf("cpu");
    QCOMPARE(map->values()[static_cast<size_t>(map->resources().indexOf(QStringLiteral("cpu")))][0],
        static_cast<double>(s.nodes[0].requested[static_cast<size_t>(cpu)])
            / static_cast<double>(s.nodes[0].allocatable[static_cast<size_t>(cpu)]));
}

void TestCompareView::everyControlHasATooltip()
{
    CompareView view;
    view.setWorkspace(example("docs-example.binpack.yaml"));
    QVERIFY(runAndWait(view));
    QStringList missing;
    for (QWidget* c : view.findChildren<QWidget*>()) {
        const bool control = qobject_cast<QAbstractButton*>(c) || qobject_cast<QComboBox*>(c)
            || qobject_cast<QAbstractSpinBox*>(c) || qobject_cast<QChartView*>(c);
        if (!control || c->window() != &view)
            continue;
        if (auto* b = qobject_cast<QAbstractButton*>(c); b && b->toolTip().isEmpty() && b->text().isEmpty())
            continue;
        if (c->toolTip().isEmpty())
            missing << QString::fromLatin1(c->metaObject()->className());
        if (c->focusPolicy() == Qt::NoFocus && !qobject_cast<QChartView*>(c))
            missing << QStringLiteral("%1 (no focus)").arg(QString::fromLatin1(c->metaObject()->className()));
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

void TestCompareView::mainWindowHasTheView()
{
    MainWindow w;
    auto* view = w.findChild<CompareView*>();
    QVERIFY(view);
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("CompareDock"));
    QVERIFY(dock);
    QVERIFY(dock->isAncestorOf(view)); // inside the dock's scroll area (it scrolls on a small screen)
    QVERIFY(!dock->toggleViewAction()->toolTip().isEmpty());
    // The View menu offers the dock's toggle.
    bool inMenu = false;
    for (QAction* a : w.findChildren<QAction*>())
        inMenu = inMenu || a == dock->toggleViewAction();
    QVERIFY(inMenu);
    // Every document change reaches the view.
    w.document()->resetWorkspace(*example("gpu-cluster.binpack.yaml"), QString());
    QVERIFY(view->runButton()->isEnabled());
    QCOMPARE(view->profiles().front(), QString::fromStdString(w.document()->workspace().profiles.front().name));
}

void TestCompareView::screenshot()
{
    auto ws = example("gpu-cluster.binpack.yaml");
    CompareView view;
    view.resize(1100, 1450);
    view.setWorkspace(ws);
    view.addProfileSlot();
    QCOMPARE(view.profileSlotCount(), 3);
    view.show();
    QVERIFY(runAndWait(view));
    view.charts()->setResource(QStringLiteral("nvidia.com/gpu"));
    QTest::qWait(50);
    QVERIFY(view.grab().save(QStringLiteral("/tmp/compare.png")));
    view.charts()->setResource(QStringLiteral("cpu")); // every workload in its colour
    QTest::qWait(50);
    QVERIFY(view.grab().save(QStringLiteral("/tmp/compare-cpu.png")));
    // It fits a dock beside the score view.
    QVERIFY2(view.minimumSizeHint().width() <= 520, qPrintable(QString::number(view.minimumSizeHint().width())));
}

QTEST_MAIN(TestCompareView)
#include "test_compare_view.moc"
