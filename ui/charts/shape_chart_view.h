// SPDX-License-Identifier: GPL-3.0-or-later
// The interactive plot of a RequestedToCapacityRatio shape: utilization 0..100 %
// on x, score 0..10 on y. Points are dragged with the mouse, added with a
// double-click, removed with Delete or a right-click, nudged with the arrow
// keys. Node markers show where each node's utilization falls on the curve.
// The view owns no undo: it reports every change through pointsEdited().
#pragma once

#include "charts/shape_rules.h"

#include <QChartView>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>

QT_BEGIN_NAMESPACE
class QLineSeries;
class QScatterSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace bp::ui {

class ShapeChartView : public QChartView {
    Q_OBJECT
public:
    explicit ShapeChartView(QWidget* parent = nullptr);

    void setPoints(const ShapePoints& points); // no signal; aborts a drag in progress
    const ShapePoints& points() const { return points_; }

    // (label, utilization in percent 0..100); markers are grouped by whole percent.
    void setNodeMarkers(const QVector<QPair<QString, double>>& markers);
    // The profile's MaxNodeScore (100; 10 for 1.16): the markers sit on the
    // shape as that release evaluates it (evaluatedShape in core).
    void setMaxNodeScore(int64_t maxNodeScore);
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return readOnly_; }

    int selectedIndex() const { return selected_; } // -1: none
    void setSelectedIndex(int index);
    bool isDragging() const { return dragging_ >= 0; }

    // Edits with the same rules as the mouse and keys (used by the editor's buttons).
    bool addPointAfterSelection();
    bool removeSelectedPoint();

    // Where a value (utilization, score) is drawn, in viewport pixels.
    QPoint viewportPosition(double utilization, double score) const;
    // The markers as drawn: one per whole percent holding at least one node.
    struct MarkerBin {
        int utilization = 0;
        double score = 0; // on the curve, as the scheduler evaluates it (0..10, tenths)
        QStringList labels;
    };
    const std::vector<MarkerBin>& markerBins() const { return bins_; }
    QString markerToolTip(int utilization) const;

signals:
    void pointsEdited(const bp::ui::ShapePoints& points, bool dragInProgress);
    void dragStarted();
    void dragFinished();
    void selectionChanged(int index);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    int pointAt(const QPoint& viewportPos) const;
    QPointF valueAt(const QPoint& viewportPos) const;
    void moveSelected(int64_t du, int64_t ds);
    void commit(ShapePoints points, bool dragInProgress);
    void refreshSeries();
    void refreshMarkers();
    void restyle();
    void onMarkerHovered(const QPointF& point, bool state);

    ShapePoints points_{{0, 0}, {100, 10}};
    QVector<QPair<QString, double>> markers_;
    std::vector<MarkerBin> bins_;
    int selected_ = -1;
    int dragging_ = -1;       // index of the point under the mouse, -1 when not dragging
    bool dragMoved_ = false;  // dragStarted() was emitted for this press
    QPoint grabOffset_;       // from the cursor to the dragged point's centre, in viewport pixels
    bool readOnly_ = false;
    int64_t maxNodeScore_ = 100;

    QValueAxis* axisX_ = nullptr;
    QValueAxis* axisY_ = nullptr;
    QLineSeries* curve_ = nullptr;
    QScatterSeries* handles_ = nullptr;
    QScatterSeries* markerSeries_ = nullptr;
};

} // namespace bp::ui
