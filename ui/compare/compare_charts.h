// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare view's charts: per-node utilization of one resource, stacked
// by workload (what ran before the queue, then each workload group of the
// pending pods, in the same colours in every panel), one panel per profile
// stacked vertically on the same node order and axis range so they line up (heat maps of every resource instead when
// the cluster has more than kBarNodeLimit nodes), and the placement timeline (nodes used and fragmentation as the queue
// is placed, one line per profile).
#pragma once

#include "sim/compare.h"

#include <QPointer>
#include <QWidget>
#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QBoxLayout;
class QComboBox;
class QLabel;
class QVBoxLayout;
QT_END_NAMESPACE

namespace bp::ui {

class ChartLegend;

class HeatMap;

class CompareCharts : public QWidget {
    Q_OBJECT
public:
    static constexpr int kBarNodeLimit = 60;
    // Workload groups the per-node bars tell apart; the smallest of any
    // further ones are shown together as "other pods".
    static constexpr size_t kMaxWorkloadGroups = 8;

    explicit CompareCharts(QWidget* parent = nullptr);

    // `workspace` is the one the comparison ran on (the bars break each
    // node's requests down by its pod templates).
    void setResult(std::shared_ptr<const bp::CompareResult> result, std::shared_ptr<const bp::Workspace> workspace);
    void clear();

    // The resource the per-node bars show.
    void setResource(const QString& resource);
    QString resource() const;
    QStringList resources() const;

    // For tests and the screenshot.
    const std::vector<QChartView*>& barViews() const { return barViews_; }
    const std::vector<HeatMap*>& heatMaps() const { return heatMaps_; }
    QChart* nodesUsedChart() const;
    QChart* fragmentationChart() const;
    bool showsHeatMaps() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void rebuildNodes();
    void rebuildTimeline();

    std::shared_ptr<const bp::CompareResult> result_;
    std::shared_ptr<const bp::Workspace> ws_;
    QComboBox* resourceBox_;
    QLabel* nodesTitle_;
    QWidget* nodesHost_;
    QVBoxLayout* nodesLayout_;
    std::vector<QChartView*> barViews_;
    std::vector<HeatMap*> heatMaps_;
    QChartView* nodesUsedView_;
    QChartView* fragmentationView_;
    QBoxLayout* timeline_ = nullptr;
    QLabel* usedTitle_ = nullptr;
    QLabel* fragmentationTitle_ = nullptr;
    ChartLegend* usedLegend_ = nullptr;
    ChartLegend* fragmentationLegend_ = nullptr;
    QPointer<ChartLegend> barLegend_; // the workload colours, over the per-node panels
};

} // namespace bp::ui
