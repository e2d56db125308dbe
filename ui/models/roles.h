// SPDX-License-Identifier: GPL-3.0-or-later
// Item data roles shared by the models and their delegates.
#pragma once

#include <QModelIndex>
#include <QString>
#include <QVariant>

namespace bp::ui {

enum Role : int {
    // double: requested / allocatable (may exceed 1 when overcommitted); only on utilization columns
    UtilizationRole = Qt::UserRole + 1,
    // a value to sort by (numbers as numbers)
    SortRole,
    // QString: the resource a column is about ("" for other columns)
    ResourceRole,
    // QString: how a cell is edited: "quantity", "name", "int", "choice" (empty: default editor)
    EditorKindRole,
    // QStringList: the choices of a "choice" cell (display texts; the edit value is the text)
    ChoicesRole,
    // bool: the stored value is one the profile's validation refuses (the reason is the tooltip)
    RejectedRole,
    // QString: the cell editor's placeholder text, what an empty value means or how to write one
    PlaceholderRole,
};

// Models whose cells are edited through CellDelegate say what is wrong with a
// value before it is committed: an empty string means "acceptable".
class EditValidator {
public:
    virtual ~EditValidator() = default;
    virtual QString validateEdit(const QModelIndex& index, const QString& text) const = 0;
};

} // namespace bp::ui
