// SPDX-License-Identifier: GPL-3.0-or-later
// Edits table cells the way the model asks (EditorKindRole): choices in a combo
// box, everything else (quantities, names, resources, whole numbers) in a line
// edit that checks the text as it is typed, with the model's EditValidator or
// the validator given to setValidator().
//
// Text that is not a valid value never leaves the editor: Enter, Tab, the arrow
// keys, a click elsewhere in the view or the focus moving away keep the editor
// open with the text, a red frame, a warning icon and the reason shown under
// the cell (and emitted as editProblem() for the panel's message area). While
// it is invalid the window's shortcuts (Save, Undo, …) wait. Escape reverts to
// the stored value. Nothing invalid is ever handed to the model.
//
// A valid value is handed to the model on the next turn of the event loop,
// after the view has closed the editor: the undo command it becomes may reset
// the model (a renamed node, a reloaded weight list), which would otherwise
// take the editor away while the view is still closing it.
#pragma once

#include <QList>
#include <QPointer>
#include <QStringList>
#include <QStyledItemDelegate>
#include <functional>

class QAbstractItemView;
class QLineEdit;

namespace bp::ui {

class EditValidator;

class CellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    // What is wrong with `text` for the cell at `index` ("" when acceptable).
    using Validator = std::function<QString(const QModelIndex& index, const QString& text)>;

    explicit CellDelegate(QObject* parent = nullptr);

    // Names offered by completion in "resource" cells.
    void setResourceCompletions(const QStringList& names) { completions_ = names; }
    // Replaces the model's EditValidator (for models that are not one, e.g. a QTableWidget's).
    void setValidator(Validator validator) { validator_ = std::move(validator); }
    // Clicks in `view` wait while an editor of this delegate holds invalid text
    // (the views it edits are watched on their own; this is for a view that
    // shares their selection, such as a frozen column).
    void watchView(QAbstractItemView* view);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;

    // Why the text of `editor` (one of this delegate's line edits) is refused, or "".
    QString editorError(QLineEdit* editor) const;
    // The open editor holding invalid text, if any.
    QLineEdit* invalidEditor() const;
    // `focus` when it is an open cell editor (of any CellDelegate), else
    // nullptr: Edit > Undo / Redo step its typing before the document's.
    static QLineEdit* typingEditor(QWidget* focus);

    // The validator behind a (possibly proxied) index, and the source index it knows.
    static const EditValidator* validatorFor(const QModelIndex& index, QModelIndex* sourceIndex);

signals:
    // The reason an edit is held in its editor; "" when no edit is held any more.
    void editProblem(const QString& message);

protected:
    bool eventFilter(QObject* object, QEvent* event) override;

private:
    // Shows why `edit` is held and keeps it open; false when its text is valid.
    bool hold(QLineEdit* edit, bool refocus) const;

    QStringList completions_;
    Validator validator_;
    mutable QList<QPointer<QLineEdit>> editors_;
};

} // namespace bp::ui
