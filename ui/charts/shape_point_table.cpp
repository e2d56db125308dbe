// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/shape_point_table.h"

#include "panels/cell_delegate.h"

#include <QEvent>
#include <QHeaderView>
#include <QSignalBlocker>

namespace bp::ui {

ShapePointTable::ShapePointTable(QWidget* parent) : QTableWidget(0, 2, parent)
{
    // Edited as every table cell of the window is: a value the editing rules
    // refuse stays in the editor with the reason (CellDelegate).
    auto* delegate = new CellDelegate(this);
    delegate->setValidator([this](const QModelIndex& index, const QString& text) { return validateEdit(index, text); });
    setItemDelegate(delegate);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::AnyKeyPressed);
    verticalHeader()->setVisible(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    setAlternatingRowColors(true);
    setTabKeyNavigation(false); // Tab leaves the table, as everywhere else in the window
    retranslate();
    connect(this, &QTableWidget::itemChanged, this, &ShapePointTable::onItemChanged);
    connect(this, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (!updating_)
            emit pointSelected(row);
    });
}

QString ShapePointTable::validateEdit(const QModelIndex& index, const QString& text) const
{
    const size_t row = static_cast<size_t>(index.row());
    if (row >= points_.size())
        return tr("No such point.");
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (index.column() == UtilizationColumn) {
        const auto [low, high] = shape::utilizationRange(points_, row);
        const int from = static_cast<int>(low);
        const int to = static_cast<int>(std::max(low, high));
        if (!ok || value < from || value > to)
            return tr("%1: this point's utilization is a whole number from %2 to %3 (between its neighbours)")
                .arg(text)
                .arg(from)
                .arg(to);
        return {};
    }
    const int from = static_cast<int>(shape::kMinScore);
    const int to = static_cast<int>(shape::kMaxScore);
    if (!ok || value < from || value > to)
        return tr("%1: a score is a whole number from %2 to %3").arg(text).arg(from).arg(to);
    return {};
}

void ShapePointTable::retranslate()
{
    setHorizontalHeaderLabels({tr("Utilization (%)"), tr("Score (0–10)")});
    setToolTip(tr("The shape's points. Edit a cell to move a point: utilization stays between its "
                  "neighbours (0–100 %), score between 0 and 10."));
    setAccessibleName(tr("Shape points"));
}

void ShapePointTable::changeEvent(QEvent* event)
{
    QTableWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ShapePointTable::setPoints(const ShapePoints& points)
{
    if (points == points_ && rowCount() == static_cast<int>(points.size()))
        return;
    points_ = points;
    refill();
}

void ShapePointTable::refill()
{
    const int current = currentRow();
    updating_ = true;
    setRowCount(static_cast<int>(points_.size()));
    for (int row = 0; row < rowCount(); ++row) {
        const ShapePoint& p = points_[static_cast<size_t>(row)];
        for (int column : {UtilizationColumn, ScoreColumn}) {
            QTableWidgetItem* it = item(row, column);
            if (!it) {
                it = new QTableWidgetItem;
                it->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                setItem(row, column, it);
            }
            it->setData(Qt::EditRole, static_cast<int>(column == UtilizationColumn ? p.utilization : p.score));
            it->setFlags(readOnly_ ? (Qt::ItemIsSelectable | Qt::ItemIsEnabled)
                                   : (Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable));
        }
    }
    if (current >= 0 && current < rowCount())
        setCurrentCell(current, currentColumn() < 0 ? 0 : currentColumn());
    updating_ = false;
}

void ShapePointTable::setReadOnly(bool readOnly)
{
    readOnly_ = readOnly;
    refill(); // re-applies the item flags
}

int ShapePointTable::selectedPoint() const
{
    return currentRow();
}

void ShapePointTable::selectPoint(int index)
{
    if (index == currentRow())
        return;
    updating_ = true;
    if (index < 0 || index >= rowCount()) {
        clearSelection();
        setCurrentCell(-1, -1);
    } else {
        setCurrentCell(index, currentColumn() < 0 ? 0 : currentColumn());
    }
    updating_ = false;
}

void ShapePointTable::onItemChanged(QTableWidgetItem* item)
{
    if (updating_ || readOnly_)
        return;
    const size_t row = static_cast<size_t>(item->row());
    if (row >= points_.size())
        return;
    const int value = item->data(Qt::EditRole).toInt();
    ShapePoint p = points_[row];
    if (item->column() == UtilizationColumn)
        p = shape::snapped(points_, row, value, static_cast<double>(p.score));
    else
        p = shape::snapped(points_, row, static_cast<double>(p.utilization), value);
    const bool changed = !(p == points_[row]);
    ShapePoints next = points_;
    next[row] = p;
    // Re-show the value actually kept: a typed value may have been clamped.
    points_ = next;
    refill();
    if (changed)
        emit pointsEdited(points_);
}

} // namespace bp::ui
