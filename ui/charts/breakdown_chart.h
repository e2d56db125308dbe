// SPDX-License-Identifier: GPL-3.0-or-later
// One node, resource by resource: what is already requested on it and what
// the pod under study adds, in percent of the node's allocatable.
#pragma once

#include "charts/node_breakdown.h"

#include <QChartView>

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace bp::ui {

class BreakdownChart : public QChartView {
    Q_OBJECT
public:
    explicit BreakdownChart(QWidget* parent = nullptr);

    void setBreakdown(const NodeBreakdown& breakdown);
    const NodeBreakdown& breakdown() const { return breakdown_; }
    QString barToolTip(int resourceRow) const;
    QBarSet* onNodeSet() const { return onNode_; }
    QBarSet* podSet() const { return pod_; }
    QBarCategoryAxis* categoryAxis() const { return categories_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void restyle();
    void retranslate();
    void onHovered(bool status, int index);

    NodeBreakdown breakdown_;
    QHorizontalStackedBarSeries* series_ = nullptr;
    QBarSet* onNode_ = nullptr;
    QBarSet* pod_ = nullptr;
    QBarCategoryAxis* categories_ = nullptr;
    QValueAxis* values_ = nullptr;
};

} // namespace bp::ui
