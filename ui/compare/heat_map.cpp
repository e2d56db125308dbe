// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/heat_map.h"

#include "charts/chart_style.h"
#include "scoring/cluster_state.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace bp::ui {

namespace {
constexpr int kLabelWidth = 130;
constexpr int kTitleHeight = 20;
constexpr int kRowHeight = 18;
constexpr int kLegendHeight = 18;
} // namespace

HeatMap::HeatMap(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("Utilization of each resource on each node: one column per node, in the workspace's order; "
                  "hover a cell for its figures. Hatched: the node has none of that resource."));
}

void HeatMap::setState(
    const QString& title, const ClusterState& state, const QStringList& resources, const QColor& accent)
{
    title_ = title;
    accent_ = accent;
    resources_ = resources;
    nodes_.clear();
    for (const std::string& name : state.nodeNames)
        nodes_ << QString::fromStdString(name);
    values_.assign(static_cast<size_t>(resources.size()), std::vector<double>(state.nodes.size(), -1.0));
    for (int r = 0; r < resources.size(); ++r) {
        const int index = state.resources.indexOf(resources[r].toStdString());
        if (index < 0)
            continue;
        for (size_t n = 0; n < state.nodes.size(); ++n) {
            const NodeState& node = state.nodes[n];
            const auto i = static_cast<size_t>(index);
            if (i >= node.allocatable.size() || node.allocatable[i] <= 0)
                continue;
            const int64_t requested = i == kPods ? node.podCount : node.requested[i];
            values_[static_cast<size_t>(r)][n]
                = std::clamp(static_cast<double>(requested) / static_cast<double>(node.allocatable[i]), 0.0, 1.0);
        }
    }
    updateGeometry();
    update();
}

QSize HeatMap::sizeHint() const
{
    return { 600,
        kTitleHeight + kRowHeight * std::max<int>(1, static_cast<int>(resources_.size())) + kLegendHeight + 6 };
}

QSize HeatMap::minimumSizeHint() const
{
    return { kLabelWidth + 100, sizeHint().height() };
}

QRectF HeatMap::cellArea() const
{
    return QRectF(kLabelWidth, kTitleHeight, std::max(1, width() - kLabelWidth - 8),
        kRowHeight * static_cast<double>(resources_.size()));
}

QColor HeatMap::cellColor(double u) const
{
    const QColor base = palette().color(QPalette::Base);
    const double t = std::clamp(u, 0.0, 1.0);
    return QColor::fromRgbF(static_cast<float>(base.redF() + (accent_.redF() - base.redF()) * t),
        static_cast<float>(base.greenF() + (accent_.greenF() - base.greenF()) * t),
        static_cast<float>(base.blueF() + (accent_.blueF() - base.blueF()) * t));
}

void HeatMap::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Window));
    p.setPen(pal.color(QPalette::WindowText));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRectF(4, 0, width() - 8, kTitleHeight), Qt::AlignLeft | Qt::AlignVCenter, title_);
    p.setFont(font());
    const QRectF area = cellArea();
    const int nodes = static_cast<int>(nodes_.size());
    if (nodes == 0 || resources_.isEmpty())
        return;
    const double cellW = area.width() / nodes;
    for (int r = 0; r < resources_.size(); ++r) {
        const double y = area.top() + r * kRowHeight;
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRectF(4, y, kLabelWidth - 8, kRowHeight), Qt::AlignRight | Qt::AlignVCenter,
            p.fontMetrics().elidedText(resources_[r], Qt::ElideMiddle, kLabelWidth - 8));
        const auto& row = values_[static_cast<size_t>(r)];
        for (int n = 0; n < nodes; ++n) {
            // Whole pixels, so that thousands of nodes leave no gaps.
            const double x0 = std::floor(area.left() + n * cellW);
            const double x1 = std::floor(area.left() + (n + 1) * cellW);
            const QRectF cell(x0, y + 1, std::max(1.0, x1 - x0), kRowHeight - 2);
            const double v = row[static_cast<size_t>(n)];
            if (v < 0)
                p.fillRect(cell, QBrush(pal.color(QPalette::Mid), Qt::BDiagPattern));
            else
                p.fillRect(cell, cellColor(v));
        }
    }
    // Legend: 0 % .. 100 %.
    const double ly = area.bottom() + 4;
    const QRectF ramp(area.left(), ly, std::min(200.0, area.width()), kLegendHeight - 6);
    QLinearGradient g(ramp.topLeft(), ramp.topRight());
    g.setColorAt(0, cellColor(0));
    g.setColorAt(1, cellColor(1));
    p.fillRect(ramp, g);
    p.setPen(pal.color(QPalette::Mid));
    p.drawRect(ramp);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QRectF(4, ly - 3, kLabelWidth - 8, kLegendHeight), Qt::AlignRight | Qt::AlignVCenter, tr("0 %"));
    p.drawText(QRectF(ramp.right() + 6, ly - 3, 200, kLegendHeight), Qt::AlignLeft | Qt::AlignVCenter,
        tr("100 %   (%1 nodes)").arg(nodes));
}

bool HeatMap::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QRectF area = cellArea();
        const int nodes = static_cast<int>(nodes_.size());
        if (nodes > 0 && area.contains(help->pos())) {
            const int n
                = std::clamp(static_cast<int>((help->pos().x() - area.left()) / (area.width() / nodes)), 0, nodes - 1);
            const int r = std::clamp(static_cast<int>((help->pos().y() - area.top()) / kRowHeight), 0,
                static_cast<int>(resources_.size()) - 1);
            const double v = values_[static_cast<size_t>(r)][static_cast<size_t>(n)];
            QToolTip::showText(help->globalPos(),
                v < 0 ? tr("%1: no %2").arg(nodes_[n], resources_[r])
                      : tr("%1: %2 %3 used").arg(nodes_[n], resources_[r], chartstyle::formatPercent(v * 100)),
                this);
            return true;
        }
    }
    return QWidget::event(event);
}

} // namespace bp::ui
