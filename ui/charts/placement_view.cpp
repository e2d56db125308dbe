// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/placement_view.h"

#include "text/phrase_text.h"

#include "charts/bar_values.h"
#include "charts/chart_legend.h"
#include "charts/chart_style.h"
#include "charts/wrap_label.h"
#include "charts/node_window.h"
#include "charts/placement_walk.h"
#include "charts/unschedulable_model.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QTableWidget>
#include <QToolButton>
#include <QToolTip>
#include <QTreeView>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace bp::ui {

namespace {

constexpr int kMaxTemplateSets = 10; // more templates share one "other pods" colour
const char* const kPods = "pods";

} // namespace

PlacementView::PlacementView(QWidget* parent) : QWidget(parent)
{
    resourceLabel_ = new QLabel(this);
    resourceBox_ = new QComboBox(this);
    resourceBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    resourceLabel_->setBuddy(resourceBox_);
    window_ = new NodeWindow(this);

    view_ = new QChartView(new QChart, this);
    chartstyle::setUpView(view_);
    view_->setMinimumSize(320, 150);
    series_ = new QStackedBarSeries(this);
    series_->setBarWidth(0.8);
    view_->chart()->addSeries(series_);
    axisX_ = new QBarCategoryAxis(this);
    axisY_ = new QValueAxis(this);
    axisY_->setLabelFormat(QStringLiteral("%d %")); // a share of allocatable (no axis title to shorten)
    view_->chart()->addAxis(axisX_, Qt::AlignBottom);
    view_->chart()->addAxis(axisY_, Qt::AlignLeft);
    series_->attachAxis(axisX_);
    series_->attachAxis(axisY_);
    legend_ = new ChartLegend(view_->chart(), this);
    values_ = std::make_unique<BarValues>(view_->chart(), series_);

    stepLabel_ = new QLabel(this);
    slider_ = new QSlider(Qt::Horizontal, this);
    stepSpin_ = new QSpinBox(this);
    stepLabel_->setBuddy(slider_);
    prev_ = new QToolButton(this);
    prev_->setArrowType(Qt::LeftArrow);
    prev_->setAutoRepeat(true);
    next_ = new QToolButton(this);
    next_->setArrowType(Qt::RightArrow);
    next_->setAutoRepeat(true);
    stepText_ = new WrapLabel(this);
    stepText_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    metrics_ = new WrapLabel(this);
    metrics_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    stats_ = new QTableWidget(0, 8, this);
    stats_->verticalHeader()->setVisible(false);
    stats_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    stats_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    stats_->setTabKeyNavigation(false);
    unschedulableLabel_ = new QLabel(this);
    unschedulable_ = new UnschedulableModel(this);
    unschedulableView_ = new QTreeView(this);
    unschedulableView_->setModel(unschedulable_);
    unschedulableView_->setRootIsDecorated(false);
    unschedulableView_->setUniformRowHeights(true); // thousands of rows stay fast
    unschedulableView_->setAlternatingRowColors(true);
    unschedulableLabel_->setBuddy(unschedulableView_);

    // The resource, then the node window on a row of its own: side by side
    // they need more width than the right-hand column has on a laptop.
    auto* top = new QHBoxLayout;
    top->addWidget(resourceLabel_);
    top->addWidget(resourceBox_);
    top->addStretch(1);

    auto* steps = new QHBoxLayout;
    steps->addWidget(stepLabel_);
    steps->addWidget(prev_);
    steps->addWidget(slider_, 1);
    steps->addWidget(next_);
    steps->addWidget(stepSpin_);

    auto* chartBox = new QWidget(this);
    auto* chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addLayout(top);
    chartLayout->addWidget(window_);
    chartLayout->addWidget(view_, 1);
    chartLayout->addWidget(legend_->scrolled(3)); // up to 11 template names
    chartLayout->addLayout(steps);
    chartLayout->addWidget(stepText_);

    auto* metricsBox = new QWidget(this);
    auto* metricsLayout = new QVBoxLayout(metricsBox);
    metricsLayout->setContentsMargins(0, 0, 0, 0);
    metricsLayout->addWidget(metrics_);
    metricsLayout->addWidget(stats_, 1);
    auto* unschedulableBox = new QWidget(this);
    auto* unschedulableLayout = new QVBoxLayout(unschedulableBox);
    unschedulableLayout->setContentsMargins(0, 0, 0, 0);
    unschedulableLayout->addWidget(unschedulableLabel_);
    unschedulableLayout->addWidget(unschedulableView_, 1);
    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(metricsBox);
    bottom->addWidget(unschedulableBox);
    bottom->setChildrenCollapsible(false);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(chartBox);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({650, 350});
    bottom->setSizes({500, 500});
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    retranslate();
    restyle();

    connect(resourceBox_, &QComboBox::activated, this, [this] {
        chosenResource_ = resource();
        refreshBars();
    });
    connect(window_, &NodeWindow::changed, this, &PlacementView::refreshBars);
    connect(view_->chart(), &QChart::plotAreaChanged, this, [this](const QRectF& area) {
        chartstyle::fitCategoryLabels(axisX_, area.width(), view_->chart());
        values_->relayout();
    });
    connect(slider_, &QSlider::valueChanged, this, &PlacementView::onStepControl);
    connect(stepSpin_, &QSpinBox::valueChanged, this, &PlacementView::onStepControl);
    connect(prev_, &QToolButton::clicked, this, [this] { onStepControl(step() - 1); });
    connect(next_, &QToolButton::clicked, this, [this] { onStepControl(step() + 1); });
    clear();
}

PlacementView::~PlacementView() = default;

void PlacementView::retranslate()
{
    resourceLabel_->setText(tr("&Resource"));
    resourceBox_->setToolTip(tr("The resource whose use the bars show, as a share of each node's allocatable."));
    stepLabel_->setText(tr("&Step"));
    slider_->setToolTip(tr("Walk through the placements one pod at a time (arrow keys move by one)."));
    stepSpin_->setToolTip(tr("The number of pending pods placed so far; 0 shows only the pods already bound."));
    prev_->setToolTip(tr("Undo the last placement (previous step)."));
    prev_->setAccessibleName(tr("Previous step"));
    next_->setToolTip(tr("Place the next pending pod (next step)."));
    next_->setAccessibleName(tr("Next step"));
    axisX_->setTitleText(tr("Nodes"));
    view_->setToolTip(tr("Each node's use of the chosen resource, one colour per pod template. Hover a bar for "
                         "the pods on it; click it to score that node."));
    stats_->setHorizontalHeaderLabels({tr("Resource"), tr("Requested"), tr("Allocatable"), tr("Mean"),
        tr("Std dev"), tr("Min"), tr("Max"), tr("Stranded")});
    stats_->setToolTip(tr("Utilization over the nodes with allocatable. Stranded: capacity left free on nodes "
                          "where the largest pending pod shape no longer fits."));
    unschedulableView_->setToolTip(tr("The pods that could not be placed up to this step, with the scheduler's reason."));
    metrics_->setToolTip(tr("The run's metrics at this step."));
    refreshMetrics();
}

void PlacementView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        restyle();
        refreshBars();
    } else if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refreshBars();
        refreshStepControls();
    }
}

void PlacementView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    chartstyle::fitCategoryLabels(axisX_, view_->chart()->plotArea().width(), view_->chart());
}

void PlacementView::restyle()
{
    chartstyle::applyTheme(view_->chart(), palette());
}

QColor PlacementView::templateColor(int podTemplate) const
{
    return chartstyle::categoryColor(podTemplate, palette());
}

void PlacementView::setResult(const SimulationResult& result, const Workspace& workspace)
{
    setResult(std::make_shared<const SimulationResult>(result), std::make_shared<const Workspace>(workspace));
}

void PlacementView::setResult(std::shared_ptr<const SimulationResult> result, std::shared_ptr<const Workspace> workspace)
{
    if (!result || !workspace) {
        clear();
        return;
    }
    const bool atEnd = !walk_ || walk_->step() == walk_->steps();
    const int previous = walk_ ? walk_->step() : 0;
    try {
        walk_ = std::make_unique<PlacementWalk>(std::move(result), std::move(workspace));
    } catch (const InputError& e) {
        walk_.reset();
        clear(diagnosticsText(e.diagnostics()));
        return;
    }
    message_.clear();
    nodeSuffix_ = chartstyle::sharedSuffix(walk_->state().nodeNames); // the same at every step
    if (!atEnd)
        walk_->goTo(previous);
    unschedulable_->setResult(walk_->sharedResult(), walk_->unschedulable());
    unschedulable_->setStep(walk_->step());
    window_->setTotal(static_cast<int>(walk_->state().nodes.size()));
    refreshResources();
    refreshStepControls();
    refreshBars();
    refreshMetrics();
}

void PlacementView::showAnalysis(const LiveResult& result)
{
    if (result.simulation)
        setResult(result.simulation, result.workspace);
    else
        clear(tr("Nothing to simulate."));
}

void PlacementView::clear(const QString& message)
{
    walk_.reset();
    nodeSuffix_.clear();
    message_ = message;
    unschedulable_->setResult(nullptr, {});
    window_->setTotal(0);
    refreshResources();
    refreshStepControls();
    refreshBars();
    refreshMetrics();
}

void PlacementView::refreshResources()
{
    const QString current = resource();
    QStringList names;
    if (walk_) {
        for (const ResourceStats& rs : walk_->result().metrics.resources)
            names << QString::fromStdString(rs.resource);
        names << QString::fromLatin1(kPods);
    }
    const QSignalBlocker block(resourceBox_);
    resourceBox_->clear();
    resourceBox_->addItems(names);
    // The user's choice when it is there (again); else cpu, else what was shown.
    int keep = chosenResource_.isEmpty() ? -1 : static_cast<int>(names.indexOf(chosenResource_));
    if (keep < 0)
        keep = static_cast<int>(names.indexOf(QStringLiteral("cpu")));
    if (keep < 0 && !current.isEmpty())
        keep = static_cast<int>(names.indexOf(current));
    resourceBox_->setCurrentIndex(keep >= 0 ? keep : 0);
    resourceBox_->setEnabled(!names.isEmpty());
}

void PlacementView::setResource(const QString& resource)
{
    const int index = resourceBox_->findText(resource);
    if (index >= 0)
        chosenResource_ = resource;
    if (index >= 0 && index != resourceBox_->currentIndex()) {
        resourceBox_->setCurrentIndex(index);
        refreshBars();
    }
}

QString PlacementView::resource() const
{
    return resourceBox_->currentText();
}

QStringList PlacementView::resources() const
{
    QStringList out;
    for (int i = 0; i < resourceBox_->count(); ++i)
        out << resourceBox_->itemText(i);
    return out;
}

int PlacementView::resourceIndex() const
{
    return walk_ ? walk_->state().resources.indexOf(resource().toStdString()) : -1;
}

int PlacementView::step() const
{
    return walk_ ? walk_->step() : 0;
}

int PlacementView::stepCount() const
{
    return walk_ ? walk_->steps() : 0;
}

void PlacementView::setStep(int step)
{
    if (!walk_)
        return;
    step = std::clamp(step, 0, walk_->steps());
    if (step == walk_->step())
        return;
    walk_->goTo(step);
    unschedulable_->setStep(step);
    refreshStepControls();
    // Follow the pod just placed.
    if (step > 0) {
        const int node = walk_->result().placements[static_cast<size_t>(step - 1)].node;
        window_->ensureVisible(node);
    }
    refreshBars();
    refreshMetrics();
    emit stepChanged(step);
}

void PlacementView::onStepControl(int step)
{
    if (!updating_)
        setStep(step);
}

void PlacementView::refreshStepControls()
{
    updating_ = true;
    const int count = stepCount();
    for (QSlider* s : {slider_}) {
        s->setRange(0, count);
        s->setValue(step());
        s->setPageStep(std::max(1, count / 20));
    }
    stepSpin_->setRange(0, count);
    stepSpin_->setValue(step());
    updating_ = false;
    for (QWidget* w : {static_cast<QWidget*>(slider_), static_cast<QWidget*>(stepSpin_)})
        w->setEnabled(count > 0);
    prev_->setEnabled(step() > 0);
    next_->setEnabled(step() < count);
    stepText_->setText(stepText());
}

QString PlacementView::stepText() const
{
    if (!walk_)
        return message_.isEmpty() ? tr("No simulation yet.") : message_;
    const QLocale locale;
    const QString of = tr("Step %1 of %2").arg(locale.toString(step()), locale.toString(stepCount()));
    if (step() == 0)
        return tr("%1: only the pods already bound to nodes.").arg(of);
    const Placement& p = walk_->result().placements[static_cast<size_t>(step() - 1)];
    const QString pod = QString::fromStdString(p.pod);
    if (p.node < 0)
        return tr("%1: %2 could not be placed. %3").arg(of, pod, QString::fromStdString(p.reason));
    return tr("%1: %2 → %3 (score %4)")
        .arg(of, pod, QString::fromStdString(walk_->state().nodeNames[static_cast<size_t>(p.node)]),
            locale.toString(p.total, 'g', 8));
}

double PlacementView::share(int nodeIndex, int64_t amount) const
{
    const int r = resourceIndex();
    const NodeState& n = walk_->state().nodes[static_cast<size_t>(nodeIndex)];
    const int64_t allocatable = r >= 0 && static_cast<size_t>(r) < n.allocatable.size() ? n.allocatable[static_cast<size_t>(r)] : 0;
    return allocatable > 0 ? 100.0 * static_cast<double>(amount) / static_cast<double>(allocatable) : 0.0;
}

QVector<int> PlacementView::visibleNodes() const
{
    QVector<int> out;
    for (int i = 0; i < window_->visibleCount(); ++i)
        out.append(window_->first() + i);
    return out;
}

void PlacementView::refreshBars()
{
    const QVector<int> visible = walk_ ? visibleNodes() : QVector<int>();
    const int r = resourceIndex();
    const bool pods = resource() == QLatin1String(kPods);
    const std::vector<int> nodes(visible.begin(), visible.end());
    const auto groups = walk_ ? walk_->podsByTemplate(nodes) : std::vector<std::vector<std::pair<int, int64_t>>>();
    const auto amountOf = [&](int podTemplate, int64_t count) -> int64_t {
        if (pods)
            return count;
        const Amounts& req = walk_->demand(podTemplate).requests;
        return r >= 0 && static_cast<size_t>(r) < req.size() ? count * req[static_cast<size_t>(r)] : 0;
    };
    // The templates that weigh most in this window get a colour of their own.
    std::map<int, double> weight;
    for (size_t i = 0; i < nodes.size(); ++i) {
        for (const auto& [t, count] : groups[i])
            weight[t] += share(nodes[i], amountOf(t, count));
    }
    std::vector<std::pair<double, int>> ranked;
    for (const auto& [t, w] : weight) {
        if (w > 0)
            ranked.push_back({-w, t});
    }
    std::sort(ranked.begin(), ranked.end());
    std::vector<int> own; // template per bar set, -1: the "other pods" set
    for (size_t i = 0; i < ranked.size() && i < static_cast<size_t>(kMaxTemplateSets); ++i)
        own.push_back(ranked[i].second);
    std::sort(own.begin(), own.end()); // legend in workspace order
    if (ranked.size() > static_cast<size_t>(kMaxTemplateSets))
        own.push_back(-1);

    QStringList names;
    for (int n : visible)
        names << QString::fromStdString(walk_->state().nodeNames[static_cast<size_t>(n)]);
    names = chartstyle::shortNames(names, nodeSuffix_);
    if (axisX_->categories() != names) {
        axisX_->clear();
        axisX_->append(names);
    }
    double highest = 100;
    std::vector<double> totals(nodes.size(), 0.0);
    const QPalette pal = palette();
    // Keep the bar sets (and so the legend) while the templates stay the
    // same: a live update then only moves values.
    if (own != setTemplates_) {
        series_->clear();
        setTemplates_ = own;
        for (size_t k = 0; k < own.size(); ++k) {
            auto* set = new QBarSet(QString());
            connect(set, &QBarSet::hovered, this, [this](bool status, int index) {
                const QVector<int> v = visibleNodes();
                if (status && index >= 0 && index < v.size())
                    QToolTip::showText(QCursor::pos(), barToolTip(v[index]), view_);
                else
                    QToolTip::hideText();
            });
            connect(set, &QBarSet::clicked, this, [this](int index) {
                const QVector<int> v = visibleNodes();
                if (index >= 0 && index < v.size())
                    emit nodeClicked(v[index]);
            });
            series_->append(set);
        }
    }
    const QList<QBarSet*> sets = series_->barSets();
    for (size_t k = 0; k < own.size(); ++k) {
        const int t = own[k];
        QBarSet* set = sets.at(static_cast<qsizetype>(k));
        const QString label = t >= 0 ? QString::fromStdString(walk_->workspace().pods[static_cast<size_t>(t)].name)
                                     : tr("Other pods");
        if (set->label() != label)
            set->setLabel(label);
        const QColor color = t >= 0 ? templateColor(t) : chartstyle::infeasibleColor(pal);
        if (set->color() != color) {
            set->setColor(color);
            set->setBorderColor(Qt::transparent);
            // The bar of the latest placement: its template's colour, stronger.
            set->setSelectedColor(chartstyle::emphasisColor(color, pal));
        }
        set->deselectAllBars();
        QList<qreal> values;
        for (size_t i = 0; i < nodes.size(); ++i) {
            int64_t amount = 0;
            for (const auto& [pt, count] : groups[i]) {
                const bool mine = t >= 0 ? pt == t : std::find(own.begin(), own.end(), pt) == own.end();
                if (mine)
                    amount += amountOf(pt, count);
            }
            values << share(nodes[i], amount);
            totals[i] += values.back();
        }
        chartstyle::setValues(set, values);
    }
    for (double t : totals)
        highest = std::max(highest, t);
    {
        // Each node's total share over its bar, where it fits.
        QList<qreal> tops;
        QStringList texts;
        QList<QColor> colors;
        for (size_t i = 0; i < totals.size(); ++i) {
            tops << totals[i];
            texts << chartstyle::formatPercent(totals[i]);
            colors << chartstyle::feasibleColor(pal);
        }
        values_->setValues(tops, texts, colors);
    }
    const double top = highest > 100 ? std::ceil(highest / 25) * 25 : 100;
    if (axisY_->max() != top || axisY_->min() != 0)
        axisY_->setRange(0, top);
    // Highlight the node that took the latest pod.
    if (walk_ && step() > 0) {
        const Placement& p = walk_->result().placements[static_cast<size_t>(step() - 1)];
        const int at = static_cast<int>(visible.indexOf(p.node));
        const auto it = std::find(own.begin(), own.end(), p.podTemplate);
        const int setIndex = it != own.end() ? static_cast<int>(it - own.begin()) : static_cast<int>(own.size()) - 1;
        if (p.node >= 0 && at >= 0 && setIndex >= 0)
            sets.at(setIndex)->selectBar(at);
    }
    legend_->refresh();
    chartstyle::fitCategoryLabels(axisX_, view_->chart()->plotArea().width(), view_->chart());
}

QString PlacementView::barToolTip(int nodeIndex) const
{
    if (!walk_ || nodeIndex < 0 || static_cast<size_t>(nodeIndex) >= walk_->state().nodes.size())
        return {};
    const QString res = resource();
    const bool pods = res == QLatin1String(kPods);
    const int r = resourceIndex();
    const NodeState& n = walk_->state().nodes[static_cast<size_t>(nodeIndex)];
    const auto amountAt = [r](const Amounts& a) {
        return r >= 0 && static_cast<size_t>(r) < a.size() ? a[static_cast<size_t>(r)] : int64_t{0};
    };
    QStringList lines;
    lines << tr("%1 · %2").arg(QString::fromStdString(walk_->state().nodeNames[static_cast<size_t>(nodeIndex)]), res);
    const auto groups = walk_->podsByTemplate({nodeIndex});
    for (const auto& [t, count] : groups.front()) {
        const int64_t amount = pods ? count : count * amountAt(walk_->demand(t).requests);
        lines << tr("%1: %n pod(s), %2 (%3)", nullptr, static_cast<int>(count))
                     .arg(QString::fromStdString(walk_->workspace().pods[static_cast<size_t>(t)].name),
                         chartstyle::formatAmount(res, amount), chartstyle::formatPercent(share(nodeIndex, amount)));
    }
    const int64_t requested = pods ? n.podCount : amountAt(n.requested);
    lines << tr("Requested %1 of %2 allocatable (%3)")
                 .arg(chartstyle::formatAmount(res, requested), chartstyle::formatAmount(res, amountAt(n.allocatable)),
                     chartstyle::formatPercent(share(nodeIndex, requested)));
    if (!pods)
        lines << tr("%n pod(s) on the node", nullptr, static_cast<int>(n.podCount));
    return lines.join(QLatin1Char('\n'));
}

QString PlacementView::metricsText() const
{
    return metrics_->text();
}

void PlacementView::refreshMetrics()
{
    const QLocale locale;
    if (!walk_) {
        metrics_->setText(message_.isEmpty() ? tr("No simulation yet.") : message_);
        stats_->setRowCount(0);
        unschedulableLabel_->setText(tr("&Unschedulable pods"));
        return;
    }
    const Metrics m = walk_->metrics();
    QString text = tr("Scheduled %1, unschedulable %2 · nodes used %3, empty nodes %4")
                       .arg(locale.toString(static_cast<qlonglong>(m.scheduled)),
                           locale.toString(static_cast<qlonglong>(m.unschedulable)),
                           locale.toString(static_cast<qlonglong>(m.nodesUsed)),
                           locale.toString(static_cast<qlonglong>(m.emptyNodes)));
    if (!m.largestPendingShape.empty())
        text += QLatin1Char('\n')
            + tr("Stranded: capacity left free on nodes where the largest pending pod shape (%1) no longer fits.")
                  .arg(QString::fromStdString(m.largestPendingShape));
    metrics_->setText(text);
    stats_->setRowCount(static_cast<int>(m.resources.size()));
    for (int row = 0; row < stats_->rowCount(); ++row) {
        const ResourceStats& rs = m.resources[static_cast<size_t>(row)];
        const QString name = QString::fromStdString(rs.resource);
        const QStringList cells{name, chartstyle::formatTotal(name, rs.requested),
            chartstyle::formatTotal(name, rs.allocatable), chartstyle::formatPercent(rs.mean * 100),
            chartstyle::formatPercent(rs.stddev * 100), chartstyle::formatPercent(rs.min * 100),
            chartstyle::formatPercent(rs.max * 100), chartstyle::formatTotal(name, rs.stranded)};
        for (int c = 0; c < cells.size(); ++c) {
            QTableWidgetItem* item = stats_->item(row, c);
            if (!item) {
                item = new QTableWidgetItem;
                item->setTextAlignment(c == 0 ? (Qt::AlignLeft | Qt::AlignVCenter) : (Qt::AlignRight | Qt::AlignVCenter));
                stats_->setItem(row, c, item);
            }
            if (item->text() != cells[c])
                item->setText(cells[c]);
        }
    }
    unschedulableLabel_->setText(tr("&Unschedulable pods (%1)").arg(locale.toString(unschedulable_->rowCount())));
}

QChart* PlacementView::chart() const
{
    return view_->chart();
}

} // namespace bp::ui
