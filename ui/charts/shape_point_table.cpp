// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/shape_point_table.h"

#include <QEvent>
#include <QHeaderView>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyledItemDelegate>

namespace bp::ui {

namespace {

// Spin boxes bounded by the editing rules: a utilization between its
// neighbours, a score in 0..10.
class PointDelegate : public QStyledItemDelegate {
public:
    explicit PointDelegate(ShapePointTable* table) : QStyledItemDelegate(table), table_(table) {}

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex& index) const override
    {
        auto* spin = new QSpinBox(parent);
        spin->setFrame(false);
        const ShapePoints& points = table_->points();
        const size_t row = static_cast<size_t>(index.row());
        if (index.column() == ShapePointTable::UtilizationColumn && row < points.size()) {
            const auto [low, high] = shape::utilizationRange(points, row);
            spin->setRange(static_cast<int>(low), static_cast<int>(std::max(low, high)));
            spin->setSuffix(QStringLiteral(" %"));
        } else {
            spin->setRange(static_cast<int>(shape::kMinScore), static_cast<int>(shape::kMaxScore));
        }
        return spin;
    }

private:
    ShapePointTable* table_;
};

} // namespace

ShapePointTable::ShapePointTable(QWidget* parent) : QTableWidget(0, 2, parent)
{
    setItemDelegate(new PointDelegate(this));
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
