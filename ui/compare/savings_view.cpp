// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/savings_view.h"

#include "charts/chart_legend.h"
#include "charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLocale>
#include <QTreeWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace bp::ui {

namespace {

constexpr int kNodeRole = Qt::UserRole;       // the node's index in its analysis (top-level items)
constexpr int kChartRowHeight = 46;           // per profile
constexpr int kChartPadding = 90;             // title, axis

QString why(const NodeScaleDown& n)
{
    switch (n.reason) {
    case UnremovableReason::NotUnderutilized:
        return SavingsView::tr("above the utilization threshold");
    case UnremovableReason::ScaleDownDisabledAnnotation:
        return SavingsView::tr("its scale-down-disabled annotation");
    case UnremovableReason::UnexpectedError:
        return SavingsView::tr("no cpu or memory in its allocatable: utilization unknown");
    case UnremovableReason::NoPlaceToMovePods:
        return SavingsView::tr("%1 fits on no other node").arg(QString::fromStdString(n.unplacedPod));
    case UnremovableReason::BlockedByPod:
        return SavingsView::tr("pod %1: %2")
            .arg(QString::fromStdString(n.blockingPod), QString::fromLatin1(blockingReasonName(n.blockingReason)));
    case UnremovableReason::NoReason:
        break;
    }
    return {};
}

SavingsView::Segment segmentOf(const NodeScaleDown& n)
{
    if (n.removable)
        return n.empty ? SavingsView::Empty : SavingsView::Drained;
    return n.reason == UnremovableReason::NotUnderutilized ? SavingsView::Busy : SavingsView::Blocked;
}

QString outcome(const NodeScaleDown& n)
{
    switch (segmentOf(n)) {
    case SavingsView::Empty:
        return SavingsView::tr("Removable, empty");
    case SavingsView::Drained:
        return n.risky ? SavingsView::tr("Removable, drained (risky)") : SavingsView::tr("Removable, drained");
    case SavingsView::Busy:
        return SavingsView::tr("Kept, busy");
    case SavingsView::Blocked:
    case SavingsView::SegmentCount:
        break;
    }
    return SavingsView::tr("Kept, blocked");
}

} // namespace

SavingsView::SavingsView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("SavingsView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    title_ = new QLabel(tr("Savings: what cluster-autoscaler's scale-down would remove"), this);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    title_->setWordWrap(true);
    layout->addWidget(title_);
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    note_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(note_);

    auto* chart = new QChart;
    chart->legend()->setVisible(false);
    series_ = new QHorizontalStackedBarSeries(chart);
    const QString names[SegmentCount] = { tr("Kept: busy (above the threshold)"),
        tr("Kept: blocked (a pod, no room, or an annotation)"), tr("Removable after a drain"), tr("Removable, empty") };
    for (int s = 0; s < SegmentCount; ++s) {
        sets_[s] = new QBarSet(names[s]);
        series_->append(sets_[s]);
    }
    series_->setBarWidth(0.7);
    chart->addSeries(series_);
    profilesAxis_ = new QBarCategoryAxis(chart);
    countAxis_ = new QValueAxis(chart);
    countAxis_->setLabelFormat(QStringLiteral("%d"));
    countAxis_->setTitleText(tr("nodes"));
    chart->addAxis(profilesAxis_, Qt::AlignLeft);
    chart->addAxis(countAxis_, Qt::AlignBottom);
    series_->attachAxis(profilesAxis_);
    series_->attachAxis(countAxis_);
    view_ = new QChartView(chart, this);
    chartstyle::setUpView(view_);
    view_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    view_->setToolTip(tr("Per profile, the nodes cluster-autoscaler keeps and the ones it would remove, out of all "
                         "the cluster's nodes."));
    layout->addWidget(view_);
    legend_ = new ChartLegend(chart, this);
    layout->addWidget(legend_);
    cost_ = new QLabel(this);
    cost_->setWordWrap(true);
    cost_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(cost_);
    connect(series_, &QHorizontalStackedBarSeries::hovered, this, [this](bool on, int index, QBarSet* set) {
        if (!on || !result_ || index < 0 || static_cast<size_t>(index) >= result_->scaleDown.size())
            return;
        view_->setToolTip(tr("%1: %2 of %3 nodes")
                              .arg(set->label())
                              .arg(static_cast<qint64>(set->at(index)))
                              .arg(static_cast<qint64>(result_->scaleDown[static_cast<size_t>(index)].nodes.size())));
    });

    auto* listRow = new QHBoxLayout;
    listLabel_ = new QLabel(tr("&Nodes under:"), this);
    profileBox_ = new QComboBox(this);
    profileBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    profileBox_->setToolTip(tr("The profile whose cluster the list below shows."));
    listLabel_->setBuddy(profileBox_);
    listRow->addWidget(listLabel_);
    listRow->addWidget(profileBox_);
    listRow->addStretch(1);
    layout->addLayout(listRow);
    connect(profileBox_, &QComboBox::currentIndexChanged, this, [this] { rebuildTree(); });

    tree_ = new QTreeWidget(this);
    tree_->setColumnCount(ColumnCount);
    tree_->setHeaderLabels({ tr("Node"), tr("Scale-down"), tr("Why, or where its pods go"), tr("Utilization") });
    tree_->setRootIsDecorated(true);
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    tree_->setMinimumHeight(220);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(WhyColumn, QHeaderView::Stretch);
    tree_->setToolTip(tr("Every node of the profile's cluster: kept (and why) or removable; expand a removable "
                         "node for its pods and the nodes cluster-autoscaler would move them to."));
    layout->addWidget(tree_);
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) { showDetails(item); });
    // A pod's name, indented under its node, can be wider than any node's:
    // the column grows to show it whole.
    connect(tree_, &QTreeWidget::itemExpanded, this, [this] { tree_->resizeColumnToContents(NodeColumn); });

    details_ = new QLabel(this);
    details_->setWordWrap(true);
    details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(details_);
    clear();
}

void SavingsView::clear()
{
    result_.reset();
    profileBox_->clear();
    tree_->clear();
    details_->clear();
    cost_->clear();
    for (QBarSet* s : sets_)
        s->remove(0, s->count());
    profilesAxis_->clear();
    setVisible(false);
}

void SavingsView::setResult(std::shared_ptr<const CompareResult> result)
{
    if (!result || !result->hasScaleDown()) {
        clear();
        return;
    }
    const int keep = profileBox_->currentIndex();
    result_ = std::move(result);
    const AutoscalerOptions& o = result_->scaleDown.front().options;
    note_->setText(tr("As cluster-autoscaler 1.34 analyses the cluster each profile left: a node whose utilization "
                      "(the larger of cpu and memory requests over allocatable; a GPU node by its GPU) is not above "
                      "%1 % is a candidate, removable when drain's rules let its pods go and each fits on another "
                      "node. The pods are re-fitted with kube-scheduler 1.34's default filters, not with the profile: "
                      "that is what the autoscaler does. Pending pods are not part of it.")
                       .arg(QLocale().toString(100 * o.utilizationThreshold, 'g', 4)));
    rebuildChart();
    showCost();
    const QSignalBlocker block(profileBox_);
    profileBox_->clear();
    for (const SimulationResult& run : result_->runs)
        profileBox_->addItem(QString::fromStdString(run.profile));
    profileBox_->setCurrentIndex(keep >= 0 && keep < profileBox_->count() ? keep : 0);
    rebuildTree();
    setVisible(true);
}

void SavingsView::showCost()
{
    const std::optional<ClusterCost>& first = result_->scaleDown.front().cost;
    if (!first) {
        cost_->setText(tr("Add node prices (Edit ▸ Nodes ▸ Node Prices…) to see what each profile's cluster costs."));
        return;
    }
    const QString currency = QString::fromStdString(first->currency);
    const auto money = [&](double v) { return chartstyle::formatMoney(v, currency); };
    QStringList lines;
    for (size_t i = 0; i < result_->runs.size(); ++i) {
        const ClusterCost& c = *result_->scaleDown[i].cost;
        QString line = tr("%1: %2 a month before scale-down, %3 after")
                           .arg(QString::fromStdString(result_->runs[i].profile), money(c.monthlyBefore()),
                               money(c.monthlyAfter()));
        if (i > 0)
            line += tr(" (%1 less than %2)")
                        .arg(money(first->monthlyAfter() - c.monthlyAfter()),
                            QString::fromStdString(result_->runs.front().profile));
        lines << line;
    }
    QString text = lines.join(QLatin1Char('\n'));
    if (first->unpricedNodes > 0)
        text += QLatin1Char('\n')
            + tr("%n node(s) have no price (no listed label value and no default) and are left out.", nullptr,
                static_cast<int>(first->unpricedNodes));
    cost_->setText(text);
}

void SavingsView::setProfile(int index)
{
    profileBox_->setCurrentIndex(index);
}

int SavingsView::profile() const
{
    return profileBox_->currentIndex();
}

QChart* SavingsView::chart() const
{
    return view_->chart();
}

void SavingsView::rebuildChart()
{
    QStringList categories;
    QList<qreal> values[SegmentCount];
    qreal most = 1;
    // Horizontal bars list their categories bottom up: the first profile on top.
    for (size_t i = result_->runs.size(); i-- > 0;) {
        categories << QString::fromStdString(result_->runs[i].profile);
        int64_t counts[SegmentCount] = {};
        for (const NodeScaleDown& n : result_->scaleDown[i].nodes)
            ++counts[segmentOf(n)];
        for (int s = 0; s < SegmentCount; ++s)
            values[s] << static_cast<qreal>(counts[s]);
        most = std::max<qreal>(most, static_cast<qreal>(result_->scaleDown[i].nodes.size()));
    }
    for (int s = 0; s < SegmentCount; ++s)
        chartstyle::setValues(sets_[s], values[s]);
    profilesAxis_->clear();
    profilesAxis_->append(categories);
    countAxis_->setRange(0, most);
    countAxis_->setTickCount(std::clamp(static_cast<int>(most) + 1, 2, 6));
    view_->setFixedHeight(kChartPadding + kChartRowHeight * static_cast<int>(categories.size()));
    applyPalette();
}

void SavingsView::applyPalette()
{
    const QPalette pal = palette();
    chartstyle::applyTheme(view_->chart(), pal);
    // Kept in cool and warm tones, removable in two greens (the lighter one
    // for empty nodes, which go without moving anything).
    const QColor drained = chartstyle::categoryColor(2, pal);
    const QColor colors[SegmentCount] = { chartstyle::categoryColor(0, pal), chartstyle::categoryColor(3, pal), drained,
        chartstyle::isDark(pal) ? drained.darker(160) : drained.lighter(150) };
    for (int s = 0; s < SegmentCount; ++s) {
        sets_[s]->setColor(colors[s]);
        sets_[s]->setBorderColor(colors[s]);
    }
    legend_->refresh();
}

void SavingsView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && result_)
        applyPalette();
}

void SavingsView::rebuildTree()
{
    tree_->clear();
    details_->clear();
    const int p = profileBox_->currentIndex();
    if (!result_ || p < 0 || static_cast<size_t>(p) >= result_->scaleDown.size())
        return;
    const ScaleDownResult& sd = result_->scaleDown[static_cast<size_t>(p)];
    QList<QTreeWidgetItem*> items;
    for (size_t i = 0; i < sd.nodes.size(); ++i) {
        const NodeScaleDown& n = sd.nodes[i];
        auto* item = new QTreeWidgetItem;
        item->setText(NodeColumn, QString::fromStdString(n.name));
        item->setData(NodeColumn, kNodeRole, static_cast<int>(i));
        item->setText(OutcomeColumn, outcome(n));
        if (n.removable) {
            item->setText(WhyColumn,
                n.empty ? tr("no pod to move") : tr("%n pod(s) move to other nodes", nullptr, static_cast<int>(n.moves.size())));
            for (const PodMove& m : n.moves) {
                auto* child = new QTreeWidgetItem(item);
                child->setText(NodeColumn, QString::fromStdString(m.pod));
                child->setText(OutcomeColumn, tr("moves"));
                child->setText(WhyColumn, tr("to %1").arg(QString::fromStdString(m.toName)));
            }
        } else {
            item->setText(WhyColumn, why(n));
        }
        item->setText(UtilizationColumn,
            n.utilization.failed ? tr("unknown")
                                 : tr("%1 (%2)").arg(chartstyle::formatPercent(100 * n.utilization.utilization),
                                       QString::fromStdString(n.utilization.resource)));
        item->setTextAlignment(UtilizationColumn, Qt::AlignRight | Qt::AlignVCenter);
        items << item;
    }
    tree_->addTopLevelItems(items);
    for (int c = 0; c < ColumnCount; ++c)
        if (c != WhyColumn)
            tree_->resizeColumnToContents(c);
}

QTreeWidgetItem* SavingsView::nodeItem(const QString& name) const
{
    for (int i = 0; i < tree_->topLevelItemCount(); ++i)
        if (tree_->topLevelItem(i)->text(NodeColumn) == name)
            return tree_->topLevelItem(i);
    return nullptr;
}

void SavingsView::showDetails(QTreeWidgetItem* item)
{
    if (item && item->parent())
        item = item->parent();
    const int p = profileBox_->currentIndex();
    if (!item || !result_ || p < 0 || static_cast<size_t>(p) >= result_->scaleDown.size()) {
        details_->clear();
        emit nodeSelected({});
        return;
    }
    const ScaleDownResult& sd = result_->scaleDown[static_cast<size_t>(p)];
    const auto index = static_cast<size_t>(item->data(NodeColumn, kNodeRole).toInt());
    if (index >= sd.nodes.size())
        return;
    const NodeScaleDown& n = sd.nodes[index];
    const QString node = QString::fromStdString(n.name);
    QString text;
    if (n.removable && n.empty) {
        text = tr("%1 is removable: it holds no pod that has to move").arg(node);
        if (n.daemonSetPods > 0)
            text += tr(" (its %n DaemonSet pod(s) go with it)", nullptr, static_cast<int>(n.daemonSetPods));
        text += QLatin1Char('.');
    } else if (n.removable) {
        QStringList moves;
        for (const PodMove& m : n.moves)
            moves << tr("%1 to %2").arg(QString::fromStdString(m.pod), QString::fromStdString(m.toName));
        text = tr("%1 is removable after a drain: %2.").arg(node, moves.join(QStringLiteral(", ")));
        if (n.risky)
            text += QLatin1Char(' ')
                + tr("A PodDisruptionBudget allows fewer disruptions than the pods it would evict: the autoscaler "
                     "drains such a node last.");
    } else {
        text = tr("%1 is kept: %2.").arg(node, why(n));
    }
    details_->setText(text);
    emit nodeSelected(node);
}

} // namespace bp::ui
