// SPDX-License-Identifier: GPL-3.0-or-later
// The pod under study scored against every node: one bar per node (highest
// score first or in node order; the scheduler's pick highlighted, infeasible
// nodes greyed with their reasons in the tooltip), the per-resource breakdown
// of the selected node, and the engine's explanation text beside it. With
// hundreds of nodes the chart shows a window of them (top N) and scrolls.
#pragma once

#include <memory>

#include "charts/node_breakdown.h"
#include "live/live_compute.h"
#include "scoring/report.h"

#include <QVector>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QSplitter;
class QPlainTextEdit;
class QStackedBarSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace bp::ui {

class BarValues;
class BreakdownChart;
class ChartLegend;
class NodeWindow;
class PackingPanel;

class ScoreView : public QWidget {
    Q_OBJECT
public:
    enum class SortOrder { ByScore, NodeOrder };
    // ByPlugin: each bar stacks its plugins' weighted scores, one colour per
    // plugin; Total: one colour per bar, the scheduler's pick highlighted.
    enum class BarMode { ByPlugin, Total };

    explicit ScoreView(QWidget* parent = nullptr);
    ~ScoreView() override;

    void setReport(const bp::ScoreReport& report); // keeps the selected node by name
    const bp::ScoreReport& report() const { return report_; }
    void setExplanation(const QString& text);
    void setBreakdown(const NodeBreakdown& breakdown);
    // Shows a message instead of bars (e.g. "There is no pending pod to score.").
    void setMessage(const QString& message);
    // A live analysis (LiveController::analysisReady): the report, the
    // explained node selected, its explanation and breakdown.
    void showAnalysis(const LiveResult& result);

    void setSortOrder(SortOrder order);
    SortOrder sortOrder() const { return sortOrder_; }
    void setBarMode(BarMode mode);
    BarMode barMode() const { return barMode_; }
    void setTopN(int count);
    int topN() const;

    // The user's node (-1: none). setSelectedNode() emits nothing.
    void setSelectedNode(int nodeIndex);
    int selectedNode() const { return selected_; }

    // For tests and the main window's status bar.
    const QVector<int>& displayOrder() const { return display_; } // every node, in display order
    QVector<int> visibleNodes() const;                     // the nodes with a bar now
    QString barToolTip(int nodeIndex) const;
    QChart* chart() const;
    QBarSet* feasibleSet() const { return feasible_; }
    QBarSet* winnerSet() const { return winner_; }
    QBarSet* infeasibleSet() const { return infeasible_; }
    // BarMode::ByPlugin: one set per plugin of the report, in its order.
    const QList<QBarSet*>& pluginSets() const { return pluginSets_; }
    BreakdownChart* breakdownChart() const { return breakdown_; }
    QPlainTextEdit* explanationView() const { return explanation_; }
    QComboBox* nodeBox() const { return nodeBox_; }
    QComboBox* barModeBox() const { return modeBox_; }
    NodeWindow* nodeWindow() const { return window_; }
    QLabel* summaryLabel() const { return summary_; }
    ChartLegend* legend() const { return legend_; }
    ChartLegend* breakdownLegend() const { return breakdownLegend_; }
    const BarValues& barValues() const { return *values_; }
    PackingPanel* packingPanel() const { return packing_; }

signals:
    void nodeSelected(int nodeIndex);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void placeModeBar();
    void rebuildOrder();
    void rebuildSets(); // the series' sets for the mode and the report's plugins
    void refreshBars();
    void refreshSummary();
    void refreshNodeBox();
    void restyle();
    void retranslate();
    void updateLabelVisibility();
    void onBarHovered(bool status, int index);
    void onBarClicked(int index);
    void selectAndNotify(int nodeIndex);

    PackingPanel* packing_ = nullptr;
    bp::ScoreReport report_;
    QVector<int> display_; // node indices in display order
    SortOrder sortOrder_ = SortOrder::ByScore;
    BarMode barMode_ = BarMode::ByPlugin;
    int selected_ = -1;
    QString message_;

    QComboBox* sortBox_ = nullptr;
    QLabel* sortLabel_ = nullptr;
    QComboBox* modeBox_ = nullptr;
    QLabel* modeLabel_ = nullptr;
    QComboBox* nodeBox_ = nullptr;
    QLabel* nodeLabel_ = nullptr;
    NodeWindow* window_ = nullptr;
    QLabel* summary_ = nullptr;
    QChartView* view_ = nullptr;
    QStackedBarSeries* series_ = nullptr;
    QBarSet* feasible_ = nullptr;
    QBarSet* winner_ = nullptr;
    QBarSet* infeasible_ = nullptr;
    QList<QBarSet*> pluginSets_; // owned by the view; in the series in ByPlugin mode
    std::vector<std::string> pluginSetNames_;
    QBarCategoryAxis* axisX_ = nullptr;
    QValueAxis* axisY_ = nullptr;
    BreakdownChart* breakdown_ = nullptr;
    ChartLegend* legend_ = nullptr;
    ChartLegend* breakdownLegend_ = nullptr;
    std::unique_ptr<BarValues> values_;
    QSplitter* split_ = nullptr;
    QHBoxLayout* top_ = nullptr;       // order and node boxes (and the node window when wide)
    QHBoxLayout* windowRow_ = nullptr; // the node window when narrow
    QWidget* modeBar_ = nullptr;       // the bar mode, over the chart's top-right corner
    QSplitter* side_ = nullptr;
    QString nodeSuffix_; // left out of the node names on the axis (chartstyle::sharedSuffix)
    QLabel* pluginLabel_ = nullptr;
    QPlainTextEdit* explanation_ = nullptr;
};

} // namespace bp::ui
