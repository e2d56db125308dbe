// SPDX-License-Identifier: GPL-3.0-or-later
// The RequestedToCapacityRatio shape editor: the interactive chart, a table of
// the points kept in sync with it, presets, and add/remove buttons. It owns no
// undo: every change is reported through pointsEdited(); the main window turns
// those into (merged) QUndoCommands and calls setPoints() on undo/redo.
#pragma once

#include "charts/shape_rules.h"
#include "live/live_compute.h"

#include <QPair>
#include <QString>
#include <QVector>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QSplitter;
class QComboBox;
class QLabel;
class QToolButton;
QT_END_NAMESPACE

namespace bp::ui {

class ChartLegend;
class ShapeChartView;
class ShapePointTable;

class ShapeEditor : public QWidget {
    Q_OBJECT
public:
    explicit ShapeEditor(QWidget* parent = nullptr);

    // Shows these points (no signal). A drag in progress is abandoned.
    void setPoints(const std::vector<bp::ShapePoint>& points);
    std::vector<bp::ShapePoint> points() const;

    // (label, utilization in percent 0..100) per node and resource, placed on
    // the curve; usually LiveResult::shapeMarkers.
    void setNodeMarkers(const QVector<QPair<QString, double>>& markers);
    // The markers of a live analysis (LiveController::analysisReady).
    void showAnalysis(const LiveResult& result) { setNodeMarkers(result.shapeMarkers); }
    void setMaxNodeScore(int64_t maxNodeScore); // ShapeChartView::setMaxNodeScore
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return readOnly_; }
    // A line over the chart saying why there is nothing to edit (the profile
    // has no shape); empty hides it.
    void setNote(const QString& text);
    QLabel* noteLabel() const { return note_; }

    ShapeChartView* chartView() const { return chart_; }
    ShapePointTable* table() const { return table_; }
    QComboBox* presetBox() const { return presets_; }

signals:
    // Every change. dragInProgress is true while the mouse button is down;
    // a drag ends with one final emission with false, then dragFinished().
    void pointsEdited(const std::vector<bp::ShapePoint>& points, bool dragInProgress);
    void dragStarted();
    void dragFinished();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void showPoints(const ShapePoints& points); // chart, table, preset box and buttons
    void onChartEdited(const ShapePoints& points, bool dragInProgress);
    void onTableEdited(const ShapePoints& points);
    void onPresetActivated(int index);
    void syncPresetBox();
    void syncButtons();
    void fillPresetBox();
    void retranslate();

    ShapeChartView* chart_ = nullptr;
    ChartLegend* legend_ = nullptr;
    QSplitter* splitter_ = nullptr;
    ShapePointTable* table_ = nullptr;
    QComboBox* presets_ = nullptr;
    QLabel* presetLabel_ = nullptr;
    QLabel* note_ = nullptr;
    QToolButton* addButton_ = nullptr;
    QToolButton* removeButton_ = nullptr;
    ShapePoints customPoints_; // the last points that matched no preset
    bool readOnly_ = false;
};

} // namespace bp::ui
