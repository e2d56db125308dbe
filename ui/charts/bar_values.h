// SPDX-License-Identifier: GPL-3.0-or-later
// Values written on a bar chart, where they fit: each text is centred over its
// bar, above it when the plot has room there, else just inside its top; a text
// wider than its bar's slot is not shown (the tooltips carry every value).
#pragma once

#include <QColor>
#include <QList>
#include <QPointer>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
class QGraphicsSimpleTextItem;
QT_END_NAMESPACE

namespace bp::ui {

class BarValues {
public:
    // `series` is the bar series whose categories 0, 1, … the texts label.
    BarValues(QChart* chart, QAbstractSeries* series);
    ~BarValues();
    BarValues(const BarValues&) = delete;
    BarValues& operator=(const BarValues&) = delete;

    // One entry per category: the value at the bar's top, its text, the bar's colour.
    void setValues(const QList<qreal>& tops, const QStringList& texts, const QList<QColor>& barColors);
    // Places the texts again (the plot area, the axis range or the palette changed).
    void relayout();
    // The texts on screen, in category order (empty where one did not fit).
    QStringList shownTexts() const;

private:
    QPointer<QChart> chart_;
    QAbstractSeries* series_;
    QList<QGraphicsSimpleTextItem*> items_;
    QList<qreal> tops_;
    QStringList texts_;
    QList<QColor> colors_;
};

} // namespace bp::ui
