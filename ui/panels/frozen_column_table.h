// SPDX-License-Identifier: GPL-3.0-or-later
// A table whose first column (the names) stays in place while the others
// scroll sideways: a second view, over the table's left edge, shows only that
// column, with the same model, selection, delegate, row heights, vertical
// scrolling and sort order (Qt's "frozen column" example). Editing a name,
// from either view, happens in the one on top.
#pragma once

#include <QTableView>

namespace bp::ui {

class FrozenColumnTable : public QTableView {
    Q_OBJECT
public:
    explicit FrozenColumnTable(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;
    // The delegates of the table and of the frozen column: two instances, as a
    // delegate shared by two views has each of them close the other's editors
    // ("closeEditor called with an editor that does not belong to this view").
    // CellDelegates watch both views for clicks that would leave an invalid edit.
    void setDelegates(QAbstractItemDelegate* table, QAbstractItemDelegate* frozen);
    QTableView* frozenView() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;
    bool edit(const QModelIndex& index, EditTrigger trigger, QEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void hideOtherColumns();
    void updateFrozenGeometry();

    class Frozen;
    Frozen* frozen_;
};

} // namespace bp::ui
