// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/frozen_column_table.h"

#include "panels/cell_delegate.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>

namespace bp::ui {

// The view on top; edits started in the table under it come here.
class FrozenColumnTable::Frozen : public QTableView {
public:
    explicit Frozen(FrozenColumnTable* table)
        : QTableView(table)
        , table_(table)
    {
    }
    bool editHere(const QModelIndex& index, EditTrigger trigger, QEvent* event)
    {
        return QTableView::edit(index, trigger, event);
    }

protected:
    void closeEditor(QWidget* editor, QAbstractItemDelegate::EndEditHint hint) override
    {
        const bool hadFocus = editor->hasFocus();
        QTableView::closeEditor(editor, hint);
        if (hadFocus)
            table_->setFocus();
    }

private:
    FrozenColumnTable* table_;
};

FrozenColumnTable::FrozenColumnTable(QWidget* parent)
    : QTableView(parent)
    , frozen_(new Frozen(this))
{
    frozen_->setObjectName(QStringLiteral("frozenColumn"));
    frozen_->setFocusProxy(this);
    frozen_->verticalHeader()->hide();
    frozen_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    frozen_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setFrameShape(QFrame::NoFrame);
    frozen_->setStyleSheet(QStringLiteral("QTableView { border-right: 1px solid palette(mid); }"));
    setHorizontalScrollMode(ScrollPerPixel);
    setVerticalScrollMode(ScrollPerPixel);
    frozen_->setVerticalScrollMode(ScrollPerPixel);
    viewport()->stackUnder(frozen_);

    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section, int, int size) {
        if (section == 0) {
            frozen_->setColumnWidth(0, size);
            updateFrozenGeometry();
        }
    });
    connect(verticalHeader(), &QHeaderView::sectionResized, this,
        [this](int section, int, int size) { frozen_->setRowHeight(section, size); });
    connect(
        frozen_->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(), &QAbstractSlider::setValue);
    connect(
        verticalScrollBar(), &QAbstractSlider::valueChanged, frozen_->verticalScrollBar(), &QAbstractSlider::setValue);
    // The name header sorts the table as the table's own header does.
    frozen_->horizontalHeader()->setSectionsClickable(true);
    connect(frozen_->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int section) {
        if (section == 0 && isSortingEnabled()) {
            const QHeaderView* h = horizontalHeader();
            const bool ascending = h->sortIndicatorSection() != 0 || h->sortIndicatorOrder() == Qt::DescendingOrder;
            sortByColumn(0, ascending ? Qt::AscendingOrder : Qt::DescendingOrder);
        }
    });
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this](int section, Qt::SortOrder order) {
        frozen_->horizontalHeader()->setSortIndicatorShown(isSortingEnabled() && section == 0);
        frozen_->horizontalHeader()->setSortIndicator(section, order);
    });
}

QTableView* FrozenColumnTable::frozenView() const
{
    return frozen_;
}

void FrozenColumnTable::setModel(QAbstractItemModel* model)
{
    QTableView::setModel(model);
    frozen_->setModel(model);
    frozen_->setSelectionModel(selectionModel());
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, &FrozenColumnTable::hideOtherColumns);
        connect(model, &QAbstractItemModel::columnsInserted, this, &FrozenColumnTable::hideOtherColumns);
        connect(model, &QAbstractItemModel::layoutChanged, this, &FrozenColumnTable::hideOtherColumns);
    }
    hideOtherColumns();
}

void FrozenColumnTable::setDelegates(QAbstractItemDelegate* table, QAbstractItemDelegate* frozen)
{
    setItemDelegate(table);
    frozen_->setItemDelegate(frozen);
    for (QAbstractItemDelegate* delegate : { table, frozen }) {
        if (auto* cells = qobject_cast<CellDelegate*>(delegate)) {
            cells->watchView(this);
            cells->watchView(frozen_);
        }
    }
}

void FrozenColumnTable::hideOtherColumns()
{
    if (!model())
        return;
    frozen_->setSelectionBehavior(selectionBehavior());
    frozen_->setSelectionMode(selectionMode());
    frozen_->setEditTriggers(editTriggers());
    frozen_->setAlternatingRowColors(alternatingRowColors());
    frozen_->verticalHeader()->setDefaultSectionSize(verticalHeader()->defaultSectionSize());
    for (int c = 1; c < model()->columnCount(); ++c)
        frozen_->setColumnHidden(c, true);
    frozen_->setColumnHidden(0, false);
    frozen_->setColumnWidth(0, columnWidth(0));
    for (int r = 0; r < model()->rowCount(); ++r) {
        if (frozen_->rowHeight(r) != rowHeight(r))
            frozen_->setRowHeight(r, rowHeight(r));
    }
    updateFrozenGeometry();
}

void FrozenColumnTable::updateFrozenGeometry()
{
    const int left = verticalHeader()->isVisible() ? verticalHeader()->width() : 0;
    frozen_->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
    frozen_->horizontalHeader()->setVisible(horizontalHeader()->isVisible());
    frozen_->setGeometry(left + frameWidth(), frameWidth(), columnWidth(0),
        viewport()->height() + (horizontalHeader()->isVisible() ? horizontalHeader()->height() : 0));
    frozen_->setVisible(model() && model()->columnCount() > 0);
}

void FrozenColumnTable::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    updateFrozenGeometry();
}

void FrozenColumnTable::showEvent(QShowEvent* event)
{
    QTableView::showEvent(event);
    hideOtherColumns(); // and takes the table's selection and edit settings
}

bool FrozenColumnTable::viewportEvent(QEvent* event)
{
    // The header's height is known only once the table is laid out.
    if (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest)
        updateFrozenGeometry();
    return QTableView::viewportEvent(event);
}

QModelIndex FrozenColumnTable::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex current = QTableView::moveCursor(cursorAction, modifiers);
    // A cell moved to from the right must not stay under the frozen names.
    if (cursorAction == MoveLeft && current.column() > 0
        && visualRect(current).topLeft().x() < frozen_->columnWidth(0)) {
        const int value = horizontalScrollBar()->value() + visualRect(current).topLeft().x() - frozen_->columnWidth(0);
        horizontalScrollBar()->setValue(value);
    }
    return current;
}

void FrozenColumnTable::scrollTo(const QModelIndex& index, ScrollHint hint)
{
    if (index.column() > 0) {
        QTableView::scrollTo(index, hint);
        return;
    }
    // The name is always in sight: only the rows scroll.
    if (index.isValid())
        QTableView::scrollTo(
            model()->index(index.row(), qMax(0, columnAt(frozen_->columnWidth(0))), index.parent()), hint);
}

bool FrozenColumnTable::edit(const QModelIndex& index, EditTrigger trigger, QEvent* event)
{
    // The name cell of this view is under the frozen one: edit it there, in sight.
    if (index.isValid() && index.column() == 0 && frozen_->isVisible() && trigger != QAbstractItemView::NoEditTriggers)
        return frozen_->editHere(index, trigger, event);
    return QTableView::edit(index, trigger, event);
}

} // namespace bp::ui
