// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/breakdown_chart.h"

#include "charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QEvent>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace bp::ui {

BreakdownChart::BreakdownChart(QWidget* parent) : QChartView(new QChart, parent)
{
    chartstyle::setUpView(this);
    series_ = new QHorizontalStackedBarSeries(this);
    onNode_ = new QBarSet(QString(), this);
    pod_ = new QBarSet(QString(), this);
    series_->append(onNode_);
    series_->append(pod_);
    series_->setBarWidth(0.6);
    chart()->addSeries(series_);
    categories_ = new QBarCategoryAxis(this);
    values_ = new QValueAxis(this);
    values_->setLabelFormat(QStringLiteral("%d"));
    values_->setRange(0, 100);
    chart()->addAxis(categories_, Qt::AlignLeft);
    chart()->addAxis(values_, Qt::AlignBottom);
    series_->attachAxis(categories_);
    series_->attachAxis(values_);
    chart()->legend()->setVisible(false); // ScoreView shows it as a ChartLegend under the chart
    connect(onNode_, &QBarSet::hovered, this, &BreakdownChart::onHovered);
    connect(pod_, &QBarSet::hovered, this, &BreakdownChart::onHovered);
    setMinimumHeight(160);
    retranslate();
    restyle();
    setBreakdown({});
}

void BreakdownChart::retranslate()
{
    onNode_->setLabel(tr("Already on the node"));
    pod_->setLabel(tr("This pod"));
    values_->setTitleText(tr("% of allocatable"));
    setToolTip(tr("What the selected node's pods request of each resource, and what the pod under study "
                  "adds, as a share of the node's allocatable. Resources the profile scores are marked ★."));
}

void BreakdownChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        restyle();
    else if (event->type() == QEvent::LanguageChange) {
        retranslate();
        categories_->clear(); // re-labels the ★ entries
        setBreakdown(breakdown_);
    }
}

void BreakdownChart::restyle()
{
    const QPalette pal = palette();
    chartstyle::applyTheme(chart(), pal);
    onNode_->setColor(chartstyle::feasibleColor(pal));
    pod_->setColor(chartstyle::winnerColor(pal));
    for (QBarSet* s : {onNode_, pod_})
        s->setBorderColor(Qt::transparent);
}

void BreakdownChart::setBreakdown(const NodeBreakdown& breakdown)
{
    breakdown_ = breakdown;
    QStringList names;
    QList<qreal> onNode;
    QList<qreal> pod;
    double maximum = 100;
    // Listed bottom-up by the horizontal axis: reverse so the first resource is on top.
    for (auto it = breakdown_.resources.crbegin(); it != breakdown_.resources.crend(); ++it) {
        const ResourceUsage& u = *it;
        QString name = u.resource;
        if (u.scored)
            name = tr("%1 ★").arg(name);
        names.append(name);
        const double base = u.allocatable > 0 ? 100.0 * static_cast<double>(u.onNode) / static_cast<double>(u.allocatable) : 0;
        const double all = u.utilizationPercent();
        onNode.append(base);
        pod.append(all - base);
        maximum = std::max(maximum, all);
    }
    if (categories_->categories() != names) {
        categories_->clear();
        categories_->append(names);
        // Room for every resource name whole: Qt Charts shortens a category
        // to "nvidia.com/g..." when its row is lower than twice the text (Qt pads the label), or when
        // the axis would take more than about a third of the chart's width.
        const QFontMetrics fm(categories_->labelsFont());
        int longest = 0;
        for (const QString& n : names)
            longest = std::max(longest, fm.horizontalAdvance(n));
        setMinimumSize(std::max(200, 5 * (longest + 16) / 2),
            std::max(160, static_cast<int>(names.size()) * 2 * fm.height() + 6 * fm.height()));
    }
    // In place when the resources are the same: a live update only moves values.
    chartstyle::setValues(onNode_, onNode);
    chartstyle::setValues(pod_, pod);
    const double top = maximum > 100 ? std::ceil(maximum / 25) * 25 : 100;
    if (values_->max() != top) {
        values_->setRange(0, top);
        values_->setTickCount(maximum > 100 ? 6 : 5);
    }
    // No chart title: the label above the chart names the node in full (a
    // title would be shortened to "Node ip-10-0-…" in a narrow panel).
}

QString BreakdownChart::barToolTip(int resourceRow) const
{
    if (resourceRow < 0 || resourceRow >= breakdown_.resources.size())
        return {};
    const ResourceUsage& u = breakdown_.resources[resourceRow];
    QString text = tr("%1 on %2").arg(u.resource, breakdown_.node);
    text += QLatin1Char('\n')
        + tr("Already requested: %1").arg(chartstyle::formatAmount(u.resource, u.onNode));
    text += QLatin1Char('\n')
        + tr("%1 requests: %2")
              .arg(breakdown_.pod.isEmpty() ? tr("The pod") : breakdown_.pod,
                  chartstyle::formatAmount(u.resource, u.pod));
    text += QLatin1Char('\n') + tr("Allocatable: %1").arg(chartstyle::formatAmount(u.resource, u.allocatable));
    if (u.allocatable > 0)
        text += QLatin1Char('\n') + tr("Together: %1 of allocatable").arg(chartstyle::formatPercent(u.utilizationPercent()));
    if (u.onNode + u.pod > u.allocatable)
        text += QLatin1Char('\n') + tr("Over capacity: the pod does not fit this resource.");
    if (u.scored)
        text += QLatin1Char('\n') + tr("Scored with weight %1.").arg(u.weight);
    return text;
}

void BreakdownChart::onHovered(bool status, int index)
{
    if (!status) {
        QToolTip::hideText();
        return;
    }
    // Bars are listed in reverse (see setBreakdown).
    const int row = static_cast<int>(breakdown_.resources.size()) - 1 - index;
    QToolTip::showText(QCursor::pos(), barToolTip(row), this);
}

} // namespace bp::ui
