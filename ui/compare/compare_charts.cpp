// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/compare_charts.h"

#include "charts/chart_legend.h"
#include "charts/chart_style.h"
#include "compare/heat_map.h"
#include "sim/workload_breakdown.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

namespace bp::ui {

namespace {

// Pods bound before the queue: under every workload, in a neutral grey.
QColor alreadyRunningColor(const QPalette& palette)
{
    return chartstyle::isDark(palette) ? QColor(0x6b, 0x6b, 0x6b) : QColor(0xc8, 0xc8, 0xc8);
}

QChartView* makeView(QWidget* parent, int height)
{
    auto* chart = new QChart;
    chart->legend()->setVisible(false);
    auto* view = new QChartView(chart, parent);
    chartstyle::setUpView(view);
    view->setMinimumHeight(height);
    view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    view->setFixedHeight(height);
    return view;
}

} // namespace

CompareCharts::CompareCharts(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* head = new QHBoxLayout;
    nodesTitle_ = new QLabel(this);
    QFont bold = nodesTitle_->font();
    bold.setBold(true);
    nodesTitle_->setFont(bold);
    head->addWidget(nodesTitle_, 1);
    auto* resourceLabel = new QLabel(tr("&Resource:"), this);
    resourceBox_ = new QComboBox(this);
    resourceBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    resourceBox_->setToolTip(tr("The resource whose per-node utilization the bars show."));
    resourceLabel->setBuddy(resourceBox_);
    head->addWidget(resourceLabel);
    head->addWidget(resourceBox_);
    layout->addLayout(head);

    nodesHost_ = new QWidget(this);
    nodesLayout_ = new QVBoxLayout(nodesHost_);
    nodesLayout_->setContentsMargins(0, 0, 0, 0);
    nodesLayout_->setSpacing(2);
    layout->addWidget(nodesHost_);

    auto* timeline = new QBoxLayout(QBoxLayout::LeftToRight);
    timeline_ = timeline;
    nodesUsedView_ = makeView(this, 260);
    nodesUsedView_->setToolTip(tr("Nodes holding at least one pod after each pod of the queue is placed."));
    fragmentationView_ = makeView(this, 260);
    fragmentationView_->setToolTip(
        tr("Fragmentation after each pod of the queue is placed: the share of free capacity sitting on nodes "
           "where the largest pending pod no longer fits."));
    // Titles and legends as widgets: Qt Charts would shorten both to "Nodes
    // used as the queue is pla..." in a narrow panel; these wrap instead.
    for (QChartView* view : {nodesUsedView_, fragmentationView_}) {
        auto* box = new QVBoxLayout;
        auto* title = new QLabel(this);
        title->setWordWrap(true);
        title->setAlignment(Qt::AlignHCenter);
        QFont bold = title->font();
        bold.setBold(true);
        title->setFont(bold);
        auto* legend = new ChartLegend(view->chart(), this);
        box->addWidget(title);
        box->addWidget(view);
        box->addWidget(legend);
        timeline->addLayout(box, 1);
        (view == nodesUsedView_ ? usedTitle_ : fragmentationTitle_) = title;
        (view == nodesUsedView_ ? usedLegend_ : fragmentationLegend_) = legend;
    }
    layout->addLayout(timeline);

    connect(resourceBox_, &QComboBox::currentIndexChanged, this, [this] { rebuildNodes(); });
    clear();
}

QChart* CompareCharts::nodesUsedChart() const
{
    return nodesUsedView_->chart();
}

QChart* CompareCharts::fragmentationChart() const
{
    return fragmentationView_->chart();
}

bool CompareCharts::showsHeatMaps() const
{
    return !heatMaps_.empty();
}

void CompareCharts::clear()
{
    result_.reset();
    ws_.reset();
    resourceBox_->clear();
    rebuildNodes();
    rebuildTimeline();
}

void CompareCharts::setResult(std::shared_ptr<const CompareResult> result, std::shared_ptr<const Workspace> workspace)
{
    result_ = std::move(result);
    ws_ = std::move(workspace);
    const QString previous = resource();
    QSignalBlocker block(resourceBox_);
    resourceBox_->clear();
    if (result_ && !result_->runs.empty()) {
        const ClusterState& s = result_->runs.front().finalState;
        for (int i = 0; i < s.resources.size(); ++i) {
            // Only resources some node offers: the rest would be empty panels.
            const bool offered = std::any_of(s.nodes.begin(), s.nodes.end(), [i](const NodeState& n) {
                return static_cast<size_t>(i) < n.allocatable.size() && n.allocatable[static_cast<size_t>(i)] > 0;
            });
            if (offered)
                resourceBox_->addItem(QString::fromStdString(s.resources.name(i)));
        }
    }
    const int keep = resourceBox_->findText(previous);
    resourceBox_->setCurrentIndex(keep >= 0 ? keep : 0);
    rebuildNodes();
    rebuildTimeline();
}

void CompareCharts::setResource(const QString& resource)
{
    const int i = resourceBox_->findText(resource);
    if (i >= 0)
        resourceBox_->setCurrentIndex(i);
}

QString CompareCharts::resource() const
{
    return resourceBox_->currentText();
}

QStringList CompareCharts::resources() const
{
    QStringList out;
    for (int i = 0; i < resourceBox_->count(); ++i)
        out << resourceBox_->itemText(i);
    return out;
}

void CompareCharts::rebuildNodes()
{
    for (QChartView* v : barViews_)
        delete v;
    delete barLegend_; // follows the first panel's chart
    for (HeatMap* h : heatMaps_)
        delete h;
    barViews_.clear();
    heatMaps_.clear();
    if (!result_ || result_->runs.empty()) {
        nodesTitle_->setText(tr("Per-node utilization"));
        resourceBox_->setEnabled(false);
        return;
    }
    const QPalette pal = palette();
    const size_t nodes = result_->runs.front().finalState.nodes.size();
    const bool heat = nodes > static_cast<size_t>(kBarNodeLimit);
    resourceBox_->setEnabled(!heat);
    if (heat) {
        nodesTitle_->setText(tr("Per-node utilization of every resource (%1 nodes, in workspace order)").arg(nodes));
        for (size_t i = 0; i < result_->runs.size(); ++i) {
            auto* map = new HeatMap(nodesHost_);
            map->setState(QString::fromStdString(result_->runs[i].profile), result_->runs[i].finalState, resources(),
                chartstyle::categoryColor(static_cast<int>(i), pal));
            nodesLayout_->addWidget(map);
            map->show(); // now, not on the next turn of the event loop (exports draw at once)
            heatMaps_.push_back(map);
        }
        return;
    }
    const QString res = resource();
    nodesTitle_->setText(tr("Per-node %1 utilization, by workload").arg(res));
    QStringList categories;
    for (const std::string& n : result_->runs.front().finalState.nodeNames)
        categories << QString::fromStdString(n);
    // One colour per workload, the same in every panel; what was running
    // before the queue in a neutral grey underneath.
    const WorkloadGroups groups = ws_ ? workloadGroups(*ws_, kMaxWorkloadGroups) : WorkloadGroups {};
    QStringList labels { tr("already running") };
    for (const std::string& name : groups.names)
        labels << (name == WorkloadGroups::kOtherWorkloads ? tr("other pods") : QString::fromStdString(name));
    std::vector<QColor> colors { alreadyRunningColor(pal) };
    for (size_t g = 0; g < groups.names.size(); ++g)
        colors.push_back(chartstyle::categoryColor(static_cast<int>(g), pal));
    for (size_t i = 0; i < result_->runs.size(); ++i) {
        const SimulationResult& run = result_->runs[i];
        const bool first = i == 0;
        const bool last = i + 1 == result_->runs.size();
        QChartView* view = makeView(nodesHost_, last ? 200 : 150);
        QChart* chart = view->chart();
        // The parts: row 0 already running, then one row per workload group.
        std::vector<std::vector<int64_t>> parts;
        std::vector<int64_t> allocatable;
        if (ws_) {
            const Profile* profile = ws_->findProfile(run.profile);
            WorkloadBreakdown b
                = workloadBreakdown(*ws_, profile ? *profile : Profile {}, run, res.toStdString(), groups);
            parts.push_back(std::move(b.bound));
            for (auto& row : b.amounts)
                parts.push_back(std::move(row));
            allocatable = std::move(b.allocatable);
        }
        auto* series = new QStackedBarSeries;
        double top = 100;
        std::vector<double> stacked(categories.size(), 0.0);
        for (size_t g = 0; g < parts.size(); ++g) {
            auto* set = new QBarSet(labels.value(static_cast<int>(g)));
            QList<qreal> values;
            for (qsizetype n = 0; n < categories.size(); ++n) {
                const auto node = static_cast<size_t>(n);
                const double v = allocatable[node] > 0
                    ? 100.0 * static_cast<double>(parts[g][node]) / static_cast<double>(allocatable[node])
                    : 0.0;
                values << v;
                stacked[node] += v;
                top = std::max(top, stacked[node]);
            }
            set->append(values);
            set->setColor(colors[g]);
            set->setBorderColor(colors[g]);
            series->append(set);
        }
        series->setBarWidth(0.8);
        chart->addSeries(series);
        chart->setTitle(tr("%1: %2 utilization").arg(QString::fromStdString(run.profile), res));
        auto* x = new QBarCategoryAxis;
        x->append(categories);
        auto* y = new QValueAxis;
        y->setRange(0, top); // above 100 % only for nodes that were overcommitted before the queue
        y->setTickCount(3);
        y->setLabelFormat(QStringLiteral("%d %"));
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(x);
        series->attachAxis(y);
        chartstyle::applyTheme(chart, pal);
        // The first panel carries the legend (the colours mean the same in
        // every panel); only the lowest names the nodes (they share the order).
        if (first) {
            barLegend_ = new ChartLegend(chart, nodesHost_);
            nodesLayout_->addWidget(barLegend_);
        }
        x->setLabelsVisible(last);
        if (last)
            chartstyle::fitCategoryLabels(x, std::max(200, width() - 80));
        const QString profileName = QString::fromStdString(run.profile);
        view->setToolTip(tr("%1 utilization of every node under %2, stacked by workload; the panels share the node "
                            "order, the colours and the axis, so they line up.")
                             .arg(res, profileName));
        connect(series, &QStackedBarSeries::hovered, view,
            [view, series, categories, parts, allocatable, labels, res, profileName](
                bool on, int index, QBarSet* hovered) {
                if (!on || index < 0 || index >= categories.size())
                    return;
                const auto node = static_cast<size_t>(index);
                // The sets are the parts, in order: the share is the bar's own value.
                const QList<QBarSet*> sets = series->barSets();
                QString text = QStringLiteral("<b>%1</b> (%2)")
                                   .arg(categories[index].toHtmlEscaped(), profileName.toHtmlEscaped());
                for (qsizetype p = 0; p < sets.size(); ++p) {
                    const int64_t amount = parts[static_cast<size_t>(p)][node];
                    if (amount == 0)
                        continue;
                    const QString line
                        = tr("%1: %2 of %3 (%4)")
                              .arg(labels.value(p).toHtmlEscaped(), chartstyle::formatAmount(res, amount),
                                  chartstyle::formatAmount(res, allocatable[node]),
                                  chartstyle::formatPercent(sets[p]->at(index)));
                    text
                        += QStringLiteral("<br>") + (sets[p] == hovered ? QStringLiteral("<b>%1</b>").arg(line) : line);
                }
                view->setToolTip(text);
            });
        nodesLayout_->addWidget(view);
        view->show();
        barViews_.push_back(view);
    }
}

void CompareCharts::rebuildTimeline()
{
    const QPalette pal = palette();
    QChart* used = nodesUsedChart();
    QChart* frag = fragmentationChart();
    // The axes stay (recreating them leaves the old ones drawn until the scene
    // catches up); only the series are replaced.
    if (used->axes().isEmpty()) {
        for (QChart* chart : { used, frag }) {
            auto* x = new QValueAxis(chart);
            x->setLabelFormat(QStringLiteral("%d"));
            x->setTitleText(tr("pods placed"));
            auto* y = new QValueAxis(chart);
            y->setTitleText(chart == used ? tr("nodes used") : tr("fragmentation"));
            y->setLabelFormat(chart == used ? QStringLiteral("%d") : QStringLiteral("%d %"));
            chart->addAxis(x, Qt::AlignBottom);
            chart->addAxis(y, Qt::AlignLeft);
        }
        usedTitle_->setText(tr("Nodes used as the queue is placed"));
        fragmentationTitle_->setText(tr("Fragmentation as the queue is placed"));
    }
    used->removeAllSeries();
    frag->removeAllSeries();
    // At least 0..4 on both axes: whole numbers on every tick even before
    // the first run (0..1 in five ticks would read "0 0 0 0 1").
    double maxPlaced = 4, maxNodes = 4;
    if (result_) {
        for (size_t i = 0; i < result_->runs.size(); ++i) {
            const SimulationResult& run = result_->runs[i];
            auto* u = new QLineSeries;
            auto* f = new QLineSeries;
            for (QLineSeries* s : { u, f }) {
                s->setName(QString::fromStdString(run.profile));
                QPen pen(chartstyle::categoryColor(static_cast<int>(i), pal));
                pen.setWidthF(2);
                s->setPen(pen);
            }
            QList<QPointF> up, fp;
            for (const TimelinePoint& t : run.timeline) {
                up << QPointF(static_cast<double>(t.placed), static_cast<double>(t.nodesUsed));
                fp << QPointF(static_cast<double>(t.placed), 100.0 * t.fragmentation);
                maxPlaced = std::max(maxPlaced, static_cast<double>(t.placed));
                maxNodes = std::max(maxNodes, static_cast<double>(t.nodesUsed));
            }
            u->replace(up);
            f->replace(fp);
            used->addSeries(u);
            frag->addSeries(f);
        }
    }
    for (QChart* chart : { used, frag }) {
        auto* x = qobject_cast<QValueAxis*>(chart->axes(Qt::Horizontal).value(0));
        auto* y = qobject_cast<QValueAxis*>(chart->axes(Qt::Vertical).value(0));
        x->setRange(0, maxPlaced);
        x->setTickCount(5);
        x->applyNiceNumbers();
        y->setRange(0, chart == used ? maxNodes : 100.0);
        y->setTickCount(5);
        if (chart == used)
            y->applyNiceNumbers(); // whole, evenly spaced node counts
        for (QAbstractSeries* s : chart->series()) {
            s->attachAxis(x);
            s->attachAxis(y);
        }
        chartstyle::applyTheme(chart, pal);
    }
    usedLegend_->refresh();
    fragmentationLegend_->refresh();
}

void CompareCharts::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // The two timelines side by side in a wide panel, one over the other in
    // a narrow one (side by side, their axis titles would be shortened).
    const auto direction = width() >= 800 ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (timeline_->direction() != direction)
        timeline_->setDirection(direction);
}

void CompareCharts::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        rebuildNodes();
        rebuildTimeline();
    }
}

} // namespace bp::ui
