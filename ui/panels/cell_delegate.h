// SPDX-License-Identifier: GPL-3.0-or-later
// Edits table cells the way the model asks (EditorKindRole): quantities and
// names in a line edit that checks the text as it is typed (the model's
// EditValidator) and refuses to commit invalid text on Enter; integers in a
// spin box; choices in a combo box; resource names with completion.
// Text that is committed anyway (focus leaves the cell) is kept by the model,
// marked, with the reason as its tooltip.
#pragma once

#include <QStringList>
#include <QStyledItemDelegate>

namespace bp::ui {

class EditValidator;

class CellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit CellDelegate(QObject* parent = nullptr);

    // Names offered by completion in "resource" cells.
    void setResourceCompletions(const QStringList& names) { completions_ = names; }
    // Integer range of "int" cells.
    void setIntRange(int minimum, int maximum);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;

    // The validator behind a (possibly proxied) index, and the source index it knows.
    static const EditValidator* validatorFor(const QModelIndex& index, QModelIndex* sourceIndex);

protected:
    bool eventFilter(QObject* object, QEvent* event) override;

private:
    QStringList completions_;
    int intMin_ = -999999;
    int intMax_ = 999999;
};

} // namespace bp::ui
