// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare view's Savings section (issue 16): what cluster-autoscaler's
// scale-down would make of the cluster each profile left
// (core/sim/scale_down.h). Per profile a stacked bar of the nodes kept
// because they are busy, kept because something blocks them, removable with
// a drain and removable empty; then, for the profile chosen, every node with
// its outcome and why, and under a removable node its pods and the nodes they
// would move to. Selecting a node says it all in a line under the list.
#pragma once

#include "sim/compare.h"

#include <QWidget>
#include <memory>

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QComboBox;
class QHorizontalStackedBarSeries;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;
class QValueAxis;
QT_END_NAMESPACE

namespace bp::ui {

class ChartLegend;

class SavingsView : public QWidget {
    Q_OBJECT
public:
    // The columns of nodes().
    enum Column { NodeColumn, OutcomeColumn, WhyColumn, UtilizationColumn, ColumnCount };
    // The bar sets, bottom to top of each stack.
    enum Segment { Busy, Blocked, Drained, Empty, SegmentCount };

    explicit SavingsView(QWidget* parent = nullptr);

    // Shows the analysis of `result` (hidden when it has none).
    void setResult(std::shared_ptr<const bp::CompareResult> result);
    void clear();

    // The profile whose nodes the list shows (an index into the runs).
    void setProfile(int index);
    int profile() const;

    // For tests and screenshots.
    QChart* chart() const;
    QBarSet* segment(Segment s) const { return sets_[s]; }
    QTreeWidget* nodes() const { return tree_; }
    QComboBox* profileBox() const { return profileBox_; }
    QLabel* details() const { return details_; }
    QLabel* note() const { return note_; }
    QLabel* costLabel() const { return cost_; }
    // The top-level item of a node, or null.
    QTreeWidgetItem* nodeItem(const QString& name) const;

signals:
    // A node was selected in the list (its name; empty when none is).
    void nodeSelected(const QString& name);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuildChart();
    void rebuildTree();
    void showDetails(QTreeWidgetItem* item);
    void showCost();
    void applyPalette();

    std::shared_ptr<const bp::CompareResult> result_;
    QLabel* title_;
    QLabel* note_;
    QChartView* view_;
    QHorizontalStackedBarSeries* series_;
    QBarSet* sets_[SegmentCount] = {};
    QBarCategoryAxis* profilesAxis_;
    QValueAxis* countAxis_;
    ChartLegend* legend_;
    QLabel* cost_;
    QLabel* listLabel_;
    QComboBox* profileBox_;
    QTreeWidget* tree_;
    QLabel* details_;
};

} // namespace bp::ui
