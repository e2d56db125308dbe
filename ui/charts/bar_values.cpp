// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/bar_values.h"

#include "charts/chart_style.h"

#include <QAbstractBarSeries>
#include <QBrush>
#include <QChart>
#include <QFontMetrics>
#include <QGraphicsSimpleTextItem>
#include <algorithm>

namespace bp::ui {

BarValues::BarValues(QChart* chart, QAbstractSeries* series)
    : chart_(chart)
    , series_(series)
{
}

BarValues::~BarValues()
{
    if (chart_)
        qDeleteAll(items_);
}

void BarValues::setValues(const QList<qreal>& tops, const QStringList& texts, const QList<QColor>& barColors)
{
    tops_ = tops;
    texts_ = texts;
    colors_ = barColors;
    relayout();
}

void BarValues::relayout()
{
    if (!chart_)
        return;
    while (items_.size() < texts_.size()) {
        auto* item = new QGraphicsSimpleTextItem(chart_);
        item->setZValue(100); // over the bars
        item->setAcceptHoverEvents(false);
        item->setAcceptedMouseButtons(Qt::NoButton);
        items_.append(item);
    }
    const QRectF plot = chart_->plotArea();
    const auto count = texts_.size();
    const double slot = count > 0 ? plot.width() / static_cast<double>(count) : 0;
    double barWidth = slot * 0.8;
    if (auto* bars = qobject_cast<QAbstractBarSeries*>(series_))
        barWidth = slot * bars->barWidth();
    const QColor text = chart_->titleBrush().color();
    for (qsizetype i = 0; i < items_.size(); ++i) {
        QGraphicsSimpleTextItem* item = items_[i];
        if (i >= count || texts_[i].isEmpty() || plot.isEmpty()) {
            item->hide();
            continue;
        }
        item->setFont(chart_->font());
        item->setText(texts_[i]);
        const QFontMetricsF fm(item->font());
        const double w = fm.horizontalAdvance(texts_[i]);
        const double h = fm.height();
        const QPointF top = chart_->mapToPosition(QPointF(static_cast<double>(i), tops_.value(i)), series_);
        const QPointF base = chart_->mapToPosition(QPointF(static_cast<double>(i), 0), series_);
        const double barHeight = std::abs(base.y() - top.y());
        double y = top.y() - h - 1;
        QColor color = text;
        if (y < plot.top()) { // no room above: inside the bar's top, in a colour the bar lets read
            y = top.y() + 1;
            const QColor bar = colors_.value(i);
            color = bar.lightnessF() > 0.55 ? QColor(Qt::black) : QColor(Qt::white);
            if (barHeight < h + 2) {
                item->hide();
                continue;
            }
        }
        if (w > std::max(barWidth, slot * 0.95)) {
            item->hide();
            continue;
        }
        item->setBrush(color);
        item->setPos(top.x() - w / 2, y);
        item->show();
    }
}

QStringList BarValues::shownTexts() const
{
    QStringList shown;
    for (qsizetype i = 0; i < texts_.size(); ++i)
        shown << (i < items_.size() && items_[i]->isVisible() ? items_[i]->text() : QString());
    return shown;
}

} // namespace bp::ui
