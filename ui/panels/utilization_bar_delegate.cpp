// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/utilization_bar_delegate.h"

#include "models/roles.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>

#include <algorithm>

namespace bp::ui {

UtilizationBarDelegate::UtilizationBarDelegate(QObject* parent)
    : CellDelegate(parent)
{
}

void UtilizationBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QVariant value = index.data(UtilizationRole);
    if (!value.isValid()) {
        CellDelegate::paint(painter, option, index);
        return;
    }
    const double fraction = value.toDouble();
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // background and selection

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QRectF frame = QRectF(option.rect).adjusted(3, 3, -3, -3);
    const QPalette& pal = option.palette;
    QColor track = pal.color(QPalette::Mid);
    track.setAlpha(60);
    painter->setPen(Qt::NoPen);
    painter->setBrush(track);
    painter->drawRoundedRect(frame, 2, 2);

    const bool over = fraction > 1.0;
    QColor fill = over ? QColor(214, 48, 49) : pal.color(QPalette::Highlight);
    if (!over && fraction > 0.9)
        fill = QColor(230, 145, 56); // nearly full
    fill.setAlpha(option.state & QStyle::State_Selected ? 255 : 190);
    QRectF bar = frame;
    bar.setWidth(frame.width() * std::clamp(fraction, 0.0, 1.0));
    painter->setBrush(fill);
    if (bar.width() > 0.5)
        painter->drawRoundedRect(bar, 2, 2);

    // The text stays readable over the bar and over the track.
    painter->setPen(pal.color(option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(frame, Qt::AlignCenter, text);
    painter->restore();
}

QSize UtilizationBarDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = CellDelegate::sizeHint(option, index);
    if (index.data(UtilizationRole).isValid())
        s.setWidth(std::max(s.width(), option.fontMetrics.horizontalAdvance(QStringLiteral("100.0 %")) + 24));
    return s;
}

} // namespace bp::ui
