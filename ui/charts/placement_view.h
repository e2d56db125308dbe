// SPDX-License-Identifier: GPL-3.0-or-later
// The pending queue simulated: each node's utilization of one resource,
// stacked by pod template (one colour per template), the pods that could not
// be placed with the scheduler's reason, and the run's metrics. A step
// control walks through the placements one pod at a time.
#pragma once

#include "live/live_compute.h"
#include "model/workspace.h"
#include "sim/simulator.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;
class QStackedBarSeries;
class QTableWidget;
class QToolButton;
class QTreeView;
class QValueAxis;
QT_END_NAMESPACE

namespace bp::ui {

class BarValues;
class ChartLegend;

class NodeWindow;
class PlacementWalk;
class UnschedulableModel;

class PlacementView : public QWidget {
    Q_OBJECT
public:
    explicit PlacementView(QWidget* parent = nullptr);
    ~PlacementView() override;
    const BarValues& barValues() const { return *values_; }

    // Copies both. The shared_ptr form avoids the copies (LiveResult holds these).
    void setResult(const bp::SimulationResult& result, const bp::Workspace& workspace);
    void setResult(std::shared_ptr<const bp::SimulationResult> result, std::shared_ptr<const bp::Workspace> workspace);
    // No result; shows the message (e.g. why the simulation failed).
    void clear(const QString& message = {});
    // The simulation of a live analysis (LiveController::analysisReady).
    void showAnalysis(const LiveResult& result);

    // The resource the bars show ("cpu", "memory", "nvidia.com/gpu", "pods").
    void setResource(const QString& resource);
    QString resource() const;
    QStringList resources() const;

    // 0..stepCount(): the bound pods plus the first `step` placements. A new
    // result keeps the view at the last step if it was there.
    void setStep(int step);
    int step() const;
    int stepCount() const;

    // For tests and the main window.
    QChart* chart() const;
    QStackedBarSeries* series() const { return series_; }
    QBarCategoryAxis* categoryAxis() const { return axisX_; }
    QString barToolTip(int nodeIndex) const;
    QVector<int> visibleNodes() const;
    QString metricsText() const;
    QString stepText() const;
    QTableWidget* statsTable() const { return stats_; }
    UnschedulableModel* unschedulableModel() const { return unschedulable_; }
    NodeWindow* nodeWindow() const { return window_; }
    QSlider* stepSlider() const { return slider_; }
    QSpinBox* stepSpinBox() const { return stepSpin_; }
    QToolButton* previousButton() const { return prev_; }
    QToolButton* nextButton() const { return next_; }
    // The colour of a pod template's bars.
    QColor templateColor(int podTemplate) const;

signals:
    void stepChanged(int step);
    void nodeClicked(int nodeIndex);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refreshResources();
    void refreshBars();
    void refreshStepControls();
    void refreshMetrics();
    void restyle();
    void retranslate();
    void onStepControl(int step);
    double share(int nodeIndex, int64_t amount) const; // percent of the node's allocatable
    int resourceIndex() const;

    std::unique_ptr<PlacementWalk> walk_;
    std::vector<int> setTemplates_; // the pod template of each bar set; -1: "other pods"
    QString message_;

    QComboBox* resourceBox_ = nullptr;
    QString nodeSuffix_; // left out of the node names on the axis (chartstyle::sharedSuffix), per result
    QString chosenResource_; // the user's last choice, shown again when the resource is back
    QLabel* resourceLabel_ = nullptr;
    NodeWindow* window_ = nullptr;
    QChartView* view_ = nullptr;
    ChartLegend* legend_ = nullptr;
    std::unique_ptr<BarValues> values_; // each node's total share over its bar
    QStackedBarSeries* series_ = nullptr;
    QBarCategoryAxis* axisX_ = nullptr;
    QValueAxis* axisY_ = nullptr;
    QLabel* stepLabel_ = nullptr;
    QSlider* slider_ = nullptr;
    QSpinBox* stepSpin_ = nullptr;
    QToolButton* prev_ = nullptr;
    QToolButton* next_ = nullptr;
    QLabel* stepText_ = nullptr;
    QLabel* metrics_ = nullptr;
    QTableWidget* stats_ = nullptr;
    QLabel* unschedulableLabel_ = nullptr;
    QTreeView* unschedulableView_ = nullptr;
    UnschedulableModel* unschedulable_ = nullptr;
    bool updating_ = false;
};

} // namespace bp::ui
