// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/unschedulable_model.h"

#include <algorithm>

namespace bp::ui {

UnschedulableModel::UnschedulableModel(QObject* parent) : QAbstractTableModel(parent) {}

void UnschedulableModel::setResult(std::shared_ptr<const SimulationResult> result, std::vector<int> placements)
{
    beginResetModel();
    result_ = std::move(result);
    placements_ = std::move(placements);
    rows_ = static_cast<int>(placements_.size());
    endResetModel();
}

void UnschedulableModel::setStep(int step)
{
    const int rows = static_cast<int>(std::lower_bound(placements_.begin(), placements_.end(), step) - placements_.begin());
    if (rows > rows_) {
        beginInsertRows({}, rows_, rows - 1);
        rows_ = rows;
        endInsertRows();
    } else if (rows < rows_) {
        beginRemoveRows({}, rows, rows_ - 1);
        rows_ = rows;
        endRemoveRows();
    }
}

int UnschedulableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : rows_;
}

int UnschedulableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant UnschedulableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rows_ || !result_)
        return {};
    const Placement& p = result_->placements[static_cast<size_t>(placements_[static_cast<size_t>(index.row())])];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        if (index.column() == PodColumn)
            return role == Qt::ToolTipRole
                ? tr("%1 (pod %2 of the queue)").arg(QString::fromStdString(p.pod)).arg(placements_[static_cast<size_t>(index.row())] + 1)
                : QString::fromStdString(p.pod);
        return QString::fromStdString(p.reason);
    }
    return {};
}

QVariant UnschedulableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == PodColumn ? tr("Pod") : tr("Why it was not placed");
}

} // namespace bp::ui
