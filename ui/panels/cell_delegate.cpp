// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/cell_delegate.h"

#include "models/roles.h"

#include <QAbstractProxyModel>
#include <QAction>
#include <QComboBox>
#include <QCompleter>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPersistentModelIndex>
#include <QSpinBox>
#include <QStyle>
#include <QToolTip>

namespace bp::ui {

namespace {

const char* const kIndexProperty = "bp_cell_index";
const char* const kErrorAction = "bp_error_action";

// Shows or clears the "invalid" state of a line edit: a warning icon at its
// end, the reason as tooltip, and a tooltip popped up right under it.
void showValidity(QLineEdit* edit, const QString& error)
{
    auto* action = edit->property(kErrorAction).value<QAction*>();
    if (!action) {
        action = edit->addAction(edit->style()->standardIcon(QStyle::SP_MessageBoxWarning), QLineEdit::TrailingPosition);
        edit->setProperty(kErrorAction, QVariant::fromValue(action));
    }
    action->setVisible(!error.isEmpty());
    action->setToolTip(error);
    edit->setToolTip(error.isEmpty() ? CellDelegate::tr("Enter to accept, Escape to cancel.") : error);
    if (error.isEmpty())
        QToolTip::hideText();
    else if (edit->isVisible())
        QToolTip::showText(edit->mapToGlobal(QPoint(0, edit->height())), error, edit);
}

QString lineEditError(QLineEdit* edit)
{
    const auto index = edit->property(kIndexProperty).value<QPersistentModelIndex>();
    QModelIndex source;
    const EditValidator* v = CellDelegate::validatorFor(index, &source);
    return v ? v->validateEdit(source, edit->text()) : QString();
}

} // namespace

CellDelegate::CellDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
{
}

void CellDelegate::setIntRange(int minimum, int maximum)
{
    intMin_ = minimum;
    intMax_ = maximum;
}

const EditValidator* CellDelegate::validatorFor(const QModelIndex& index, QModelIndex* sourceIndex)
{
    QModelIndex source = index;
    const QAbstractItemModel* model = index.model();
    while (const auto* proxy = qobject_cast<const QAbstractProxyModel*>(model)) {
        source = proxy->mapToSource(source);
        model = proxy->sourceModel();
    }
    if (sourceIndex)
        *sourceIndex = source;
    return dynamic_cast<const EditValidator*>(model);
}

QWidget* CellDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QString kind = index.data(EditorKindRole).toString();
    if (kind == QLatin1String("int")) {
        auto* spin = new QSpinBox(parent);
        spin->setRange(intMin_, intMax_);
        spin->setFrame(false);
        spin->setToolTip(tr("Enter to accept, Escape to cancel."));
        return spin;
    }
    if (kind == QLatin1String("choice")) {
        auto* combo = new QComboBox(parent);
        combo->addItems(index.data(ChoicesRole).toStringList());
        combo->setToolTip(tr("Pick a value; Enter to accept, Escape to cancel."));
        return combo;
    }
    if (kind == QLatin1String("quantity") || kind == QLatin1String("name") || kind == QLatin1String("resource")) {
        auto* edit = new QLineEdit(parent);
        edit->setFrame(false);
        edit->setProperty(kIndexProperty, QVariant::fromValue(QPersistentModelIndex(index)));
        if (kind == QLatin1String("resource") && !completions_.isEmpty()) {
            auto* completer = new QCompleter(completions_, edit);
            completer->setCaseSensitivity(Qt::CaseInsensitive);
            edit->setCompleter(completer);
        }
        if (kind == QLatin1String("quantity"))
            edit->setPlaceholderText(tr("e.g. 4, 500m, 16Gi"));
        connect(edit, &QLineEdit::textEdited, edit, [edit] { showValidity(edit, lineEditError(edit)); });
        showValidity(edit, {});
        return edit;
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void CellDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        spin->setValue(index.data(Qt::EditRole).toInt());
        return;
    }
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        const int i = combo->findText(index.data(Qt::EditRole).toString());
        combo->setCurrentIndex(i < 0 ? 0 : i);
        return;
    }
    if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        edit->setText(index.data(Qt::EditRole).toString());
        // A rejected draft is shown with its reason from the start.
        if (index.data(RejectedRole).toBool())
            showValidity(edit, lineEditError(edit));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void CellDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        spin->interpretText();
        model->setData(index, QString::number(spin->value()));
        return;
    }
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentText());
        return;
    }
    if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        // The model keeps rejected text as a marked draft: nothing typed is lost.
        model->setData(index, edit->text());
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

bool CellDelegate::eventFilter(QObject* object, QEvent* event)
{
    if (event->type() == QEvent::KeyPress) {
        auto* edit = qobject_cast<QLineEdit*>(object);
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (edit && (key == Qt::Key_Return || key == Qt::Key_Enter)) {
            const QString error = lineEditError(edit);
            if (!error.isEmpty()) {
                // Invalid: stay in the editor with the text and say why.
                showValidity(edit, error);
                return true;
            }
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

} // namespace bp::ui
