// SPDX-License-Identifier: GPL-3.0-or-later
// The shape's points as a two-column table (utilization %, score), kept in
// sync with the chart by the ShapeEditor. A typed value the editing rules
// refuse (a point passing a neighbour, a score above 10) stays in the editor
// with the reason, as in every table of the window (CellDelegate).
#pragma once

#include "charts/shape_rules.h"

#include <QTableWidget>

namespace bp::ui {

class ShapePointTable : public QTableWidget {
    Q_OBJECT
public:
    explicit ShapePointTable(QWidget* parent = nullptr);

    void setPoints(const ShapePoints& points); // no signal
    const ShapePoints& points() const { return points_; }
    void setReadOnly(bool readOnly);
    int selectedPoint() const; // -1: none
    void selectPoint(int index);  // no signal
    // Why `text` cannot be the value of the cell at `index` ("" when it can).
    QString validateEdit(const QModelIndex& index, const QString& text) const;

    enum Column { UtilizationColumn = 0, ScoreColumn = 1 };

signals:
    void pointsEdited(const bp::ui::ShapePoints& points);
    void pointSelected(int index);

protected:
    void changeEvent(QEvent* event) override;

private:
    void onItemChanged(QTableWidgetItem* item);
    void refill(); // the rows from points_
    void retranslate();

    ShapePoints points_;
    bool updating_ = false;
    bool readOnly_ = false;
};

} // namespace bp::ui
