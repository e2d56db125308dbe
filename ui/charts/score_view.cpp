// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/score_view.h"

#include "charts/bar_values.h"
#include "charts/breakdown_chart.h"
#include "charts/chart_legend.h"
#include "charts/chart_style.h"
#include "charts/node_window.h"
#include "charts/packing_panel.h"
#include "charts/wrap_label.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <optional>

namespace bp::ui {

namespace {

QString formatScore(double v)
{
    return QLocale().toString(v, 'g', 8);
}

// A plugin's colour, the same in every report: the resource plugins and the
// default profile's other ones each keep theirs however the profile orders
// or drops them.
int pluginColorIndex(const std::string& plugin, int fallback)
{
    static const char* const kKnown[]
        = { "NodeResourcesFit", "NodeResourcesBalancedAllocation", "PodTopologySpread", "TaintToleration",
              "NodeAffinity", "InterPodAffinity", "ImageLocality", "SelectorSpread", "NodePreferAvoidPods" };
    if (plugin == "binpack")
        return 0;
    for (int i = 0; i < static_cast<int>(std::size(kKnown)); ++i)
        if (plugin == kKnown[i])
            return i;
    return static_cast<int>(std::size(kKnown)) + fallback;
}

// A plugin's part of a node's total: score × weight (0 when it did not score).
double weightedPart(const PluginResult& p)
{
    return p.score ? *p.score * static_cast<double>(p.weight) : 0.0;
}

QString pluginName(const PluginResult& p)
{
    return QString::fromUtf8(p.plugin.data(), static_cast<qsizetype>(p.plugin.size()));
}

// Fills a box with `items` (its signals blocked) and selects `current`.
void refill(QComboBox* box, const QStringList& items, int current)
{
    const QSignalBlocker block(box);
    box->clear();
    box->addItems(items);
    box->setCurrentIndex(current);
}

// Which of a node's plugin results is `plugin` (a copy: a PluginList is
// read by value; nullopt: none).
std::optional<PluginResult> findPlugin(const NodeScore& s, const std::string& plugin)
{
    for (const PluginResult& p : s.plugins)
        if (p.plugin == plugin)
            return p;
    return std::nullopt;
}

} // namespace

ScoreView::ScoreView(QWidget* parent) : QWidget(parent)
{
    sortLabel_ = new QLabel(this);
    sortBox_ = new QComboBox(this);
    sortLabel_->setBuddy(sortBox_);
    nodeLabel_ = new QLabel(this);
    nodeBox_ = new QComboBox(this);
    nodeBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    nodeBox_->setMaxVisibleItems(20);
    nodeLabel_->setBuddy(nodeBox_);
    window_ = new NodeWindow(this);
    summary_ = new WrapLabel(this);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    view_ = new QChartView(new QChart, this);
    chartstyle::setUpView(view_);
    // 150 high at least: with the legend's second row the view still fits a
    // 1280×800 window (the plugin legend can need two rows where the
    // one-colour legend needs one).
    view_->setMinimumSize(320, 150);
    // The bar mode sits in the chart's top-right corner, over a margin kept
    // free for it: the rows above are full at 1280 pixels, and a row of its
    // own would cost the window height it does not have at 768.
    modeBar_ = new QWidget(view_);
    modeLabel_ = new QLabel(modeBar_);
    modeBox_ = new QComboBox(modeBar_);
    modeLabel_->setBuddy(modeBox_);
    auto* modeLayout = new QHBoxLayout(modeBar_);
    modeLayout->setContentsMargins(0, 0, 0, 0);
    modeLayout->addWidget(modeLabel_);
    modeLayout->addWidget(modeBox_);
    view_->installEventFilter(this);
    series_ = new QStackedBarSeries(this);
    feasible_ = new QBarSet(QString(), this);
    winner_ = new QBarSet(QString(), this);
    infeasible_ = new QBarSet(QString(), this);
    for (QBarSet* set : {feasible_, winner_, infeasible_}) {
        connect(set, &QBarSet::hovered, this, &ScoreView::onBarHovered);
        connect(set, &QBarSet::clicked, this, &ScoreView::onBarClicked);
    }
    series_->setBarWidth(0.8);
    QChart* c = view_->chart();
    c->addSeries(series_);
    axisX_ = new QBarCategoryAxis(this);
    axisY_ = new QValueAxis(this);
    axisY_->setLabelFormat(QStringLiteral("%g"));
    c->addAxis(axisX_, Qt::AlignBottom);
    c->addAxis(axisY_, Qt::AlignLeft);
    series_->attachAxis(axisX_);
    series_->attachAxis(axisY_);
    c->legend()->setAlignment(Qt::AlignBottom);

    breakdown_ = new BreakdownChart(this);
    pluginLabel_ = new WrapLabel(this);
    pluginLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    explanation_ = new QPlainTextEdit(this);
    explanation_->setReadOnly(true);
    explanation_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    explanation_->setLineWrapMode(QPlainTextEdit::NoWrap);

    auto* top = new QHBoxLayout;
    top->addWidget(sortLabel_);
    top->addWidget(sortBox_);
    top->addSpacing(12);
    top->addWidget(nodeLabel_);
    top->addWidget(nodeBox_);
    top->addStretch(1);
    top_ = top;
    windowRow_ = new QHBoxLayout;
    windowRow_->addWidget(window_, 1);

    legend_ = new ChartLegend(c, this);
    values_ = std::make_unique<BarValues>(c, series_);
    breakdownLegend_ = new ChartLegend(breakdown_->chart(), this);

    auto* side = new QSplitter(Qt::Vertical, this);
    side_ = side;
    auto* breakdownBox = new QWidget(this);
    auto* breakdownLayout = new QVBoxLayout(breakdownBox);
    breakdownLayout->setContentsMargins(0, 0, 0, 0);
    breakdownLayout->addWidget(pluginLabel_);
    breakdownLayout->addWidget(breakdown_, 1);
    breakdownLayout->addWidget(breakdownLegend_);
    side->addWidget(breakdownBox);
    side->addWidget(explanation_);
    packing_ = new PackingPanel(this);
    side->setChildrenCollapsible(false);

    auto* chartBox = new QWidget(this);
    auto* chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(view_, 1);
    chartLayout->addWidget(legend_->scrolled(2));

    auto* split = new QSplitter(Qt::Horizontal, this);
    split_ = split;
    split->addWidget(chartBox);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({600, 400});
    split->setChildrenCollapsible(false);

    // "Why doesn't this pack?" under the bars and the breakdown, the whole
    // width: it scrolls rather than growing the window, its fixes and reasons vary.
    auto* packingScroll = new QScrollArea(this);
    packingScroll->setWidget(packing_);
    packingScroll->setWidgetResizable(true);
    packingScroll->setFrameShape(QFrame::NoFrame);
    auto* outer = new QSplitter(Qt::Vertical, this);
    outer->addWidget(split);
    outer->addWidget(packingScroll);
    outer->setStretchFactor(0, 4);
    outer->setStretchFactor(1, 1);
    outer->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(windowRow_);
    layout->addWidget(summary_);
    layout->addWidget(outer, 1);

    setTabOrder(sortBox_, nodeBox_);
    setTabOrder(nodeBox_, window_->spinBox());
    setTabOrder(window_->spinBox(), window_->scrollBar());
    setTabOrder(window_->scrollBar(), modeBox_);
    setTabOrder(modeBox_, explanation_);

    rebuildSets();
    retranslate();
    restyle();

    connect(modeBox_, &QComboBox::activated, this, [this](int index) {
        setBarMode(index == 1 ? BarMode::Total : BarMode::ByPlugin);
    });
    connect(sortBox_, &QComboBox::activated, this, [this](int index) {
        setSortOrder(index == 1 ? SortOrder::NodeOrder : SortOrder::ByScore);
    });
    connect(nodeBox_, &QComboBox::activated, this, [this](int index) {
        selectAndNotify(nodeBox_->itemData(index).toInt());
    });
    connect(window_, &NodeWindow::changed, this, &ScoreView::refreshBars);
    connect(c, &QChart::plotAreaChanged, this, &ScoreView::updateLabelVisibility);
    refreshBars();
    refreshSummary();
}

ScoreView::~ScoreView()
{
    qDeleteAll(pluginSets_);
}

void ScoreView::retranslate()
{
    sortLabel_->setText(tr("&Order"));
    refill(sortBox_, {tr("Highest score first"), tr("Node order")}, sortOrder_ == SortOrder::NodeOrder ? 1 : 0);
    sortBox_->setToolTip(tr("Sort the bars by total score (feasible nodes first) or keep the workspace's "
                            "node order."));
    modeLabel_->setText(tr("&Bars"));
    refill(modeBox_, {tr("By plugin"), tr("Total")}, barMode_ == BarMode::Total ? 1 : 0);
    modeBox_->setToolTip(tr("By plugin: each bar stacks its plugins' weighted scores, one colour per plugin. "
                            "Total: one colour per bar, the scheduler's pick highlighted."));
    placeModeBar();
    nodeLabel_->setText(tr("&Node"));
    nodeBox_->setToolTip(tr("The node whose score is broken down and explained. Clicking a bar selects it too."));
    feasible_->setLabel(tr("Feasible"));
    winner_->setLabel(tr("Scheduler's pick"));
    infeasible_->setLabel(tr("Infeasible"));
    axisX_->setTitleText(tr("Nodes"));
    axisY_->setTitleText(tr("Total score"));
    view_->setToolTip(tr("One bar per node: the weighted total the scheduler ranks by. Hover a bar for the "
                         "plugin scores or the reasons a node is infeasible; click it to select the node."));
    explanation_->setToolTip(tr("How the selected node's score is computed, step by step."));
    explanation_->setAccessibleName(tr("Score explanation"));
    pluginLabel_->setToolTip(tr("The selected node's plugin scores and weights."));
    summary_->setToolTip(tr("Which node the scheduler would pick for the pod under study."));
    refreshSummary();
}

bool ScoreView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == view_ && event->type() == QEvent::Resize)
        placeModeBar();
    return QWidget::eventFilter(watched, event);
}

void ScoreView::placeModeBar()
{
    const QSize size = modeBar_->sizeHint();
    modeBar_->resize(size);
    modeBar_->move(std::max(0, view_->width() - size.width() - 4), 2);
    QChart* c = view_->chart();
    const QMargins m = c->margins();
    if (m.top() != size.height() + 4)
        c->setMargins(QMargins(m.left(), size.height() + 4, m.right(), m.bottom()));
}

void ScoreView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        restyle();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ScoreView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // Side by side when there is room for the bars and the breakdown next to
    // each other; in a narrow window the breakdown and the explanation go
    // under the bars, next to each other.
    const Qt::Orientation outer = width() >= 820 ? Qt::Horizontal : Qt::Vertical;
    if (split_->orientation() != outer) {
        split_->setOrientation(outer);
        side_->setOrientation(outer == Qt::Horizontal ? Qt::Vertical : Qt::Horizontal);
        const int along = outer == Qt::Horizontal ? split_->width() : split_->height();
        split_->setSizes({along * 3 / 5, along * 2 / 5});
    }
    // The node window next to the boxes when they all fit on one row, else under them.
    int oneRow = window_->sizeHint().width() + 24 + 6 * top_->spacing();
    for (const QWidget* w : {static_cast<QWidget*>(sortLabel_), static_cast<QWidget*>(sortBox_),
             static_cast<QWidget*>(nodeLabel_), static_cast<QWidget*>(nodeBox_)})
        oneRow += w->sizeHint().width();
    QLayout* wanted = width() >= oneRow ? static_cast<QLayout*>(top_) : windowRow_;
    if (window_->parentWidget() && wanted->indexOf(window_) < 0) {
        (wanted == top_ ? static_cast<QLayout*>(windowRow_) : top_)->removeWidget(window_);
        if (wanted == top_)
            top_->insertWidget(top_->count() - 1, window_, 1); // before the stretch
        else
            windowRow_->addWidget(window_, 1);
    }
    updateLabelVisibility();
}

void ScoreView::restyle()
{
    const QPalette pal = palette();
    chartstyle::applyTheme(view_->chart(), pal);
    feasible_->setColor(chartstyle::feasibleColor(pal));
    winner_->setColor(chartstyle::winnerColor(pal));
    infeasible_->setColor(chartstyle::infeasibleColor(pal));
    for (qsizetype i = 0; i < pluginSets_.size(); ++i)
        pluginSets_[i]->setColor(chartstyle::categoryColor(
            pluginColorIndex(pluginSetNames_[static_cast<size_t>(i)], static_cast<int>(i)), pal));
    QList<QBarSet*> all = {feasible_, winner_, infeasible_};
    all += pluginSets_;
    for (QBarSet* set : all) {
        set->setBorderColor(Qt::transparent);
        set->setSelectedColor(chartstyle::emphasisColor(set->color(), pal));
    }
}

void ScoreView::rebuildSets()
{
    // One set per plugin, kept while the report's plugins stay the same (a
    // drag rescoring the same profile does not rebuild the legend).
    if (pluginSetNames_ != report_.pluginNames) {
        for (QBarSet* set : pluginSets_)
            if (series_->barSets().contains(set))
                series_->take(set);
        qDeleteAll(pluginSets_);
        pluginSets_.clear();
        pluginSetNames_ = report_.pluginNames;
        for (const std::string& name : pluginSetNames_) {
            auto* set = new QBarSet(QString::fromStdString(name));
            connect(set, &QBarSet::hovered, this, &ScoreView::onBarHovered);
            connect(set, &QBarSet::clicked, this, &ScoreView::onBarClicked);
            pluginSets_.append(set);
        }
        restyle();
    }
    QList<QBarSet*> wanted;
    if (barMode_ == BarMode::ByPlugin)
        wanted = pluginSets_ + QList<QBarSet*>{infeasible_};
    else
        wanted = {feasible_, winner_, infeasible_};
    if (series_->barSets() == wanted)
        return;
    for (QBarSet* set : series_->barSets())
        series_->take(set);
    series_->append(wanted);
}

void ScoreView::setBarMode(BarMode mode)
{
    {
        const QSignalBlocker block(modeBox_);
        modeBox_->setCurrentIndex(mode == BarMode::Total ? 1 : 0);
    }
    if (mode == barMode_)
        return;
    barMode_ = mode;
    rebuildSets();
    refreshBars();
}

void ScoreView::setReport(const bp::ScoreReport& report)
{
    const QString selectedName = selected_ >= 0 && static_cast<size_t>(selected_) < report_.nodeNames.size()
        ? QString::fromStdString(report_.nodeNames[static_cast<size_t>(selected_)])
        : QString();
    const bool sameNodes = report.nodeNames == report_.nodeNames;
    report_ = report;
    message_.clear();
    if (!sameNodes) {
        selected_ = -1;
        for (size_t i = 0; i < report_.nodeNames.size(); ++i) {
            if (QString::fromStdString(report_.nodeNames[i]) == selectedName)
                selected_ = static_cast<int>(i);
        }
        refreshNodeBox();
    }
    rebuildSets();
    rebuildOrder();
    window_->setTotal(static_cast<int>(display_.size()));
    refreshBars();
    refreshSummary();
}

void ScoreView::showAnalysis(const LiveResult& result)
{
    if (!result.hasReport) {
        setMessage(result.scoreError);
        return;
    }
    setReport(result.report);
    setExplanation(result.explanation);
    setBreakdown(result.breakdown);
    packing_->showResult(result);
    int selected = -1;
    for (size_t i = 0; i < result.report.nodeNames.size(); ++i) {
        if (QString::fromStdString(result.report.nodeNames[i]) == result.selectedNode)
            selected = static_cast<int>(i);
    }
    setSelectedNode(selected);
}

void ScoreView::setMessage(const QString& message)
{
    message_ = message;
    report_ = {};
    display_.clear();
    selected_ = -1;
    rebuildSets();
    refreshNodeBox();
    window_->setTotal(0);
    refreshBars();
    refreshSummary();
    setBreakdown({});
    setExplanation({});
    packing_->clear();
}

void ScoreView::setExplanation(const QString& text)
{
    if (explanation_->toPlainText() != text)
        explanation_->setPlainText(text);
}

void ScoreView::setBreakdown(const NodeBreakdown& breakdown)
{
    breakdown_->setBreakdown(breakdown);
    if (selected_ < 0) {
        // Nothing chosen: the box names the node shown (the scheduler's pick).
        const QSignalBlocker block(nodeBox_);
        nodeBox_->setCurrentIndex(nodeBox_->findData(breakdown.node, Qt::ToolTipRole));
    }
    refreshSummary();
}

void ScoreView::setSortOrder(SortOrder order)
{
    {
        const QSignalBlocker block(sortBox_);
        sortBox_->setCurrentIndex(order == SortOrder::NodeOrder ? 1 : 0);
    }
    if (order == sortOrder_)
        return;
    sortOrder_ = order;
    rebuildOrder();
    window_->setFirst(0);
    refreshBars();
}

void ScoreView::setTopN(int count)
{
    window_->setShown(count);
}

int ScoreView::topN() const
{
    return window_->shown();
}

void ScoreView::setSelectedNode(int nodeIndex)
{
    if (nodeIndex < -1 || nodeIndex >= static_cast<int>(report_.nodes.size()))
        nodeIndex = -1;
    selected_ = nodeIndex;
    {
        const QSignalBlocker block(nodeBox_);
        nodeBox_->setCurrentIndex(nodeIndex);
    }
    window_->ensureVisible(static_cast<int>(display_.indexOf(nodeIndex)));
    refreshBars();
    refreshSummary();
}

void ScoreView::selectAndNotify(int nodeIndex)
{
    if (nodeIndex == selected_)
        return;
    setSelectedNode(nodeIndex);
    emit nodeSelected(selected_);
}

QChart* ScoreView::chart() const
{
    return view_->chart();
}

void ScoreView::rebuildOrder()
{
    const int n = static_cast<int>(report_.nodes.size());
    display_.resize(n);
    for (int i = 0; i < n; ++i)
        display_[i] = i;
    if (sortOrder_ == SortOrder::ByScore) {
        // The scheduler's pick first (it wins ties at random), then feasible
        // nodes, each group by total, ties in node order.
        const int winner = report_.selected ? *report_.selected : -1;
        std::stable_sort(display_.begin(), display_.end(), [this, winner](int a, int b) {
            if ((a == winner) != (b == winner))
                return a == winner;
            const NodeScore& x = report_.nodes[static_cast<size_t>(a)];
            const NodeScore& y = report_.nodes[static_cast<size_t>(b)];
            if (x.feasible != y.feasible)
                return x.feasible;
            return x.total > y.total;
        });
    }
}

QVector<int> ScoreView::visibleNodes() const
{
    return display_.mid(window_->first(), window_->visibleCount());
}

void ScoreView::refreshNodeBox()
{
    const QSignalBlocker block(nodeBox_);
    nodeBox_->clear();
    nodeSuffix_ = chartstyle::sharedSuffix(report_.nodeNames);
    for (size_t i = 0; i < report_.nodeNames.size(); ++i) {
        const QString name = QString::fromStdString(report_.nodeNames[i]);
        nodeBox_->addItem(chartstyle::shortNames({name}, nodeSuffix_).front(), static_cast<int>(i));
        nodeBox_->setItemData(static_cast<int>(i), name, Qt::ToolTipRole);
    }
    nodeBox_->setCurrentIndex(selected_);
    nodeBox_->setEnabled(!report_.nodeNames.empty());
}

void ScoreView::refreshBars()
{
    const QVector<int> visible = visibleNodes();
    const bool byPlugin = barMode_ == BarMode::ByPlugin;
    QStringList names;
    QList<qreal> feasible;
    QList<qreal> winner;
    QList<qreal> infeasible;
    QList<QList<qreal>> plugins(byPlugin ? pluginSets_.size() : 0);
    QStringList texts;
    QList<qreal> tops;
    QList<QColor> colors;
    names.reserve(visible.size());
    for (int node : visible) {
        const NodeScore& s = report_.nodes[static_cast<size_t>(node)];
        names.append(QString::fromStdString(report_.nodeNames[static_cast<size_t>(node)]));
        const bool isWinner = report_.selected && *report_.selected == node;
        feasible.append(s.feasible && !isWinner ? s.total : 0);
        winner.append(isWinner ? s.total : 0);
        infeasible.append(s.feasible ? 0 : s.total);
        // The text over a stacked bar marks the pick, which has no colour of its own there.
        texts.append(byPlugin && isWinner ? QStringLiteral("\u2713 ") + formatScore(s.total) : formatScore(s.total));
        double positive = s.feasible ? 0 : std::max(s.total, 0.0);
        QColor topColor = infeasible_->color(); // the bar's top segment, which a text inside it sits on
        for (qsizetype j = 0; j < plugins.size(); ++j) {
            // An infeasible node's total stays one grey bar: it is not a candidate.
            const std::optional<PluginResult> p
                = s.feasible ? findPlugin(s, pluginSetNames_[static_cast<size_t>(j)]) : std::nullopt;
            const double part = p ? weightedPart(*p) : 0.0;
            plugins[j].append(part);
            positive += std::max(part, 0.0);
            if (part > 0)
                topColor = pluginSets_[j]->color();
        }
        if (byPlugin) {
            tops << (positive > 0 ? positive : s.total);
            colors << topColor;
        } else {
            tops << s.total;
            colors << (isWinner ? winner_->color() : s.feasible ? feasible_->color() : infeasible_->color());
        }
    }
    names = chartstyle::shortNames(names, nodeSuffix_);
    if (axisX_->categories() != names) {
        axisX_->clear();
        axisX_->append(names);
    }
    // Over every node, not only the visible ones: the scale (one for every
    // window, so that scrolling keeps bars comparable; it only moves when it
    // must, so bars keep their scale during a drag) and, stacked, which
    // plugins add something and with what weight. A stacked bar reaches the
    // sum of its positive parts and the sum of its negative ones (a Volcano
    // binpack weight below 0).
    double low = 0;
    double high = 0;
    std::vector<char> adds(pluginSetNames_.size(), 0);
    std::vector<int64_t> weights(pluginSetNames_.size(), 1);
    for (const NodeScore& s : report_.nodes) {
        double up = s.total;
        double down = s.total;
        if (byPlugin && s.feasible) {
            up = down = 0;
            for (const PluginResult& p : s.plugins) {
                const double part = weightedPart(p);
                (part > 0 ? up : down) += part;
                const auto j = static_cast<size_t>(
                    std::find(pluginSetNames_.begin(), pluginSetNames_.end(), p.plugin) - pluginSetNames_.begin());
                if (j < adds.size()) {
                    adds[j] = adds[j] || part != 0;
                    weights[j] = p.weight;
                }
            }
        }
        low = std::min(low, down);
        high = std::max(high, up);
    }
    for (QBarSet* set : series_->barSets())
        set->deselectAllBars();
    if (byPlugin) {
        for (qsizetype j = 0; j < plugins.size(); ++j) {
            // The legend lists the plugins that add something to some node
            // (an unlabelled set has no entry; the tooltips list them all),
            // each with its weight, the factor in its part of the bar.
            const auto at = static_cast<size_t>(j);
            QString label;
            if (adds[at]) {
                label = QString::fromStdString(pluginSetNames_[at]);
                if (weights[at] != 1)
                    label = tr("%1 × %2").arg(label).arg(weights[at]);
            }
            if (pluginSets_[j]->label() != label)
                pluginSets_[j]->setLabel(label);
            chartstyle::setValues(pluginSets_[j], plugins[j]);
        }
        chartstyle::setValues(infeasible_, infeasible);
    } else {
        for (auto [set, values] : {std::pair{feasible_, &feasible}, {winner_, &winner}, {infeasible_, &infeasible}})
            chartstyle::setValues(set, *values);
    }
    const int at = static_cast<int>(visible.indexOf(selected_));
    if (at >= 0) {
        if (byPlugin) {
            for (QBarSet* set : series_->barSets())
                if (set->at(at) != 0)
                    set->selectBar(at);
        } else {
            QBarSet* holder = winner.at(at) != 0 ? winner_ : infeasible.at(at) != 0 ? infeasible_ : feasible_;
            holder->selectBar(at);
        }
    }
    const double top = chartstyle::stickyBound(axisY_->max(), high);
    const double bottom = low < 0 ? -chartstyle::stickyBound(-axisY_->min(), -low) : 0.0;
    if (top != axisY_->max() || bottom != axisY_->min())
        axisY_->setRange(bottom, top);
    values_->setValues(tops, texts, colors);
    updateLabelVisibility();
}

void ScoreView::updateLabelVisibility()
{
    chartstyle::fitValueTitle(axisY_, view_->chart()->plotArea().height(), tr("Total score"), tr("Total"));
    chartstyle::fitCategoryLabels(axisX_, view_->chart()->plotArea().width(), view_->chart());
    values_->relayout();
}

QString ScoreView::barToolTip(int nodeIndex) const
{
    if (nodeIndex < 0 || static_cast<size_t>(nodeIndex) >= report_.nodes.size())
        return {};
    const NodeScore& s = report_.nodes[static_cast<size_t>(nodeIndex)];
    QStringList lines;
    lines << QString::fromStdString(report_.nodeNames[static_cast<size_t>(nodeIndex)]);
    lines << tr("Total score: %1").arg(formatScore(s.total));
    for (size_t j = 0; j < s.plugins.size(); ++j) {
        const PluginResult& p = s.plugins[j];
        const QString name = pluginName(p);
        // The default profile's other plugins score feasible nodes only.
        const bool other = j + report_.otherPlugins >= s.plugins.size();
        if (p.score)
            lines << tr("%1: %2 × weight %3 = %4")
                         .arg(name, formatScore(*p.score))
                         .arg(p.weight)
                         .arg(formatScore(weightedPart(p)));
        else if (other && !s.feasible)
            lines << tr("%1: not scored (it scores the nodes that pass the filters)").arg(name);
        else
            lines << tr("%1: skipped for this pod").arg(name);
    }
    if (report_.selected && *report_.selected == nodeIndex)
        lines << tr("The scheduler picks this node.");
    if (!s.feasible) {
        lines << tr("Infeasible — the pod does not fit:");
        for (const std::string& reason : s.reasons)
            lines << QStringLiteral("  • ") + QString::fromStdString(reason);
    }
    return lines.join(QLatin1Char('\n'));
}

void ScoreView::onBarHovered(bool status, int index)
{
    if (!status) {
        QToolTip::hideText();
        return;
    }
    const QVector<int> visible = visibleNodes();
    if (index >= 0 && index < visible.size())
        QToolTip::showText(QCursor::pos(), barToolTip(visible[index]), view_);
}

void ScoreView::onBarClicked(int index)
{
    const QVector<int> visible = visibleNodes();
    if (index >= 0 && index < visible.size())
        selectAndNotify(visible[index]);
}

void ScoreView::refreshSummary()
{
    if (!message_.isEmpty()) {
        summary_->setText(message_);
        pluginLabel_->clear();
        return;
    }
    if (report_.nodes.empty()) {
        summary_->setText(tr("Nothing scored yet."));
        pluginLabel_->clear();
        return;
    }
    const QString pod = QString::fromStdString(report_.pod);
    const auto feasibleCount = std::count_if(report_.nodes.begin(), report_.nodes.end(),
        [](const NodeScore& s) { return s.feasible; });
    const QLocale locale;
    if (report_.selected) {
        const size_t w = static_cast<size_t>(*report_.selected);
        summary_->setText(tr("%1: the scheduler picks %2 (total %3). %4 of %5 nodes are feasible.")
                              .arg(pod, QString::fromStdString(report_.nodeNames[w]),
                                  formatScore(report_.nodes[w].total), locale.toString(feasibleCount),
                                  locale.toString(static_cast<qlonglong>(report_.nodes.size()))));
    } else if (!report_.error.empty()) {
        summary_->setText(tr("%1: the scheduling cycle fails: %2").arg(pod, QString::fromStdString(report_.error)));
    } else {
        summary_->setText(tr("%1 fits on none of the %2 nodes.")
                              .arg(pod, locale.toString(static_cast<qlonglong>(report_.nodes.size()))));
    }
    // The plugin line describes the node the breakdown shows.
    const QString node = breakdown_->breakdown().node;
    const auto it = std::find(report_.nodeNames.begin(), report_.nodeNames.end(), node.toStdString());
    if (node.isEmpty() || it == report_.nodeNames.end()) {
        pluginLabel_->clear();
        return;
    }
    const NodeScore& s = report_.nodes[static_cast<size_t>(it - report_.nodeNames.begin())];
    QStringList parts;
    for (const PluginResult& p : s.plugins) {
        if (p.score)
            parts << tr("%1 %2 × %3").arg(pluginName(p), formatScore(*p.score)).arg(p.weight);
    }
    QString text = tr("%1: %2 = %3").arg(node, parts.join(QStringLiteral(" + ")), formatScore(s.total));
    if (!s.feasible)
        text += QLatin1Char('\n') + tr("Infeasible: %1").arg(QString::fromStdString([&] {
            std::string joined;
            for (const std::string& r : s.reasons)
                joined += (joined.empty() ? "" : "; ") + r;
            return joined;
        }()));
    pluginLabel_->setText(text);
}

} // namespace bp::ui
