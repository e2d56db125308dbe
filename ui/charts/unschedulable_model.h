// SPDX-License-Identifier: GPL-3.0-or-later
// The pods a simulation could not place, up to the current step, with the
// scheduler's reason ("0/3 nodes are available: 3 Insufficient cpu.").
// Rows are placements, so stepping only changes the row count.
#pragma once

#include "sim/simulator.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace bp::ui {

class UnschedulableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { PodColumn = 0, ReasonColumn = 1, ColumnCount = 2 };

    explicit UnschedulableModel(QObject* parent = nullptr);

    // `placements`: indices into result->placements of unschedulable pods, in order.
    void setResult(std::shared_ptr<const SimulationResult> result, std::vector<int> placements);
    // Shows the ones placed before `step`.
    void setStep(int step);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const SimulationResult> result_;
    std::vector<int> placements_;
    int rows_ = 0;
};

} // namespace bp::ui
