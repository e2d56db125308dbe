// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/cell_delegate.h"

#include "models/roles.h"

#include <QAbstractItemView>
#include <QAbstractProxyModel>
#include <QAction>
#include <QComboBox>
#include <QCompleter>
#include <QFocusEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPersistentModelIndex>
#include <QStyle>
#include <QTimer>
#include <QToolTip>

namespace bp::ui {

namespace {

const char* const kIndexProperty = "bp_cell_index";
const char* const kErrorAction = "bp_error_action";

// Shows or clears the "invalid" state of a line edit: a red frame, a warning
// icon at its end, and the reason as its tooltip, popped up right under it.
void showValidity(QLineEdit* edit, const QString& error)
{
    auto* action = edit->property(kErrorAction).value<QAction*>();
    if (!action) {
        action
            = edit->addAction(edit->style()->standardIcon(QStyle::SP_MessageBoxWarning), QLineEdit::TrailingPosition);
        edit->setProperty(kErrorAction, QVariant::fromValue(action));
    }
    action->setVisible(!error.isEmpty());
    action->setToolTip(error);
    edit->setToolTip(error.isEmpty()
            ? CellDelegate::tr("Enter to accept, Escape to cancel.")
            : CellDelegate::tr("%1\nCorrect the value, or press Escape to keep the old one.").arg(error));
    edit->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("QLineEdit { border: 2px solid #d03030; }"));
    if (error.isEmpty())
        QToolTip::hideText();
    else if (edit->isVisible())
        QToolTip::showText(edit->mapToGlobal(QPoint(0, edit->height())), edit->toolTip(), edit);
}

// Keys with which the view would commit the edit or move to another cell.
bool leavesTheCell(int key)
{
    switch (key) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
        return true;
    default:
        return false;
    }
}

} // namespace

CellDelegate::CellDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
{
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

QString CellDelegate::editorError(QLineEdit* edit) const
{
    const auto index = edit->property(kIndexProperty).value<QPersistentModelIndex>();
    if (!index.isValid())
        return {};
    if (validator_)
        return validator_(index, edit->text());
    QModelIndex source;
    const EditValidator* v = validatorFor(index, &source);
    return v ? v->validateEdit(source, edit->text()) : QString();
}

QLineEdit* CellDelegate::invalidEditor() const
{
    editors_.removeAll(nullptr);
    for (const auto& edit : editors_) {
        // A closed editor (Escape) waits for deleteLater with its text: not open any more.
        if (edit->isVisible() && !editorError(edit).isEmpty())
            return edit;
    }
    return nullptr;
}

QLineEdit* CellDelegate::typingEditor(QWidget* focus)
{
    auto* edit = qobject_cast<QLineEdit*>(focus);
    if (!edit || !edit->isVisible() || !edit->property(kIndexProperty).value<QPersistentModelIndex>().isValid())
        return nullptr;
    return edit;
}

void CellDelegate::watchView(QAbstractItemView* view)
{
    view->viewport()->installEventFilter(this);
}

QWidget* CellDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex& index) const
{
    const QString kind = index.data(EditorKindRole).toString();
    if (kind == QLatin1String("choice")) {
        auto* combo = new QComboBox(parent);
        combo->addItems(index.data(ChoicesRole).toStringList());
        combo->setToolTip(tr("Pick a value; Enter to accept, Escape to cancel."));
        return combo;
    }
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
    if (const QString placeholder = index.data(PlaceholderRole).toString(); !placeholder.isEmpty())
        edit->setPlaceholderText(placeholder);
    auto* self = const_cast<CellDelegate*>(this);
    connect(edit, &QLineEdit::textEdited, self, [self, edit] {
        const QString error = self->editorError(edit);
        showValidity(edit, error);
        emit self->editProblem(error);
    });
    showValidity(edit, {});
    editors_.append(edit);
    // Clicks elsewhere in the view wait while the text is invalid.
    parent->installEventFilter(self);
    return edit;
}

void CellDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        const int i = combo->findText(index.data(Qt::EditRole).toString());
        combo->setCurrentIndex(i < 0 ? 0 : i);
        return;
    }
    if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        // The view refreshes an open editor when its cell changes: what the user typed stays.
        if (!edit->isModified())
            edit->setText(index.data(Qt::EditRole).toString());
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void CellDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    QString text;
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        text = combo->currentText();
    } else if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        if (!editorError(edit).isEmpty())
            return; // held in the editor (eventFilter): never handed to the model
        text = edit->text();
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
        return;
    }
    emit const_cast<CellDelegate*>(this)->editProblem({});
    // After the view has closed the editor (see the header).
    const QPersistentModelIndex target(index);
    QMetaObject::invokeMethod(
        model,
        [model, target, text] {
            if (target.isValid())
                model->setData(target, text);
        },
        Qt::QueuedConnection);
}

bool CellDelegate::hold(QLineEdit* edit, bool refocus) const
{
    const QString error = editorError(edit);
    if (error.isEmpty())
        return false;
    if (refocus) {
        QTimer::singleShot(0, edit, [edit, error] {
            edit->setFocus(Qt::OtherFocusReason);
            showValidity(edit, error);
        });
    }
    showValidity(edit, error);
    emit const_cast<CellDelegate*>(this)->editProblem(error);
    return true;
}

bool CellDelegate::eventFilter(QObject* object, QEvent* event)
{
    auto* edit = qobject_cast<QLineEdit*>(object);
    if (!edit || !editors_.contains(edit)) {
        // A viewport of a view this delegate edits in.
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
        case QEvent::MouseButtonRelease:
            if (QLineEdit* open = invalidEditor()) {
                hold(open, true);
                return true;
            }
            break;
        default:
            break;
        }
        return false;
    }
    switch (event->type()) {
    case QEvent::KeyPress: {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (leavesTheCell(key) && hold(edit, false))
            return true;
        if (key == Qt::Key_Escape)
            emit editProblem({});
        break;
    }
    case QEvent::ShortcutOverride: {
        // The window's shortcuts would act on the stored value while the cell shows another.
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() != Qt::Key_Escape
            && (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
            && !editorError(edit).isEmpty()) {
            event->accept();
            return true;
        }
        break;
    }
    case QEvent::FocusOut: {
        const auto reason = static_cast<QFocusEvent*>(event)->reason();
        if (reason == Qt::PopupFocusReason)
            break;
        // Another window (a dialog, another application): the edit waits, open, for the user to come back.
        if (hold(edit, reason != Qt::ActiveWindowFocusReason))
            return true;
        break;
    }
    default:
        break;
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

} // namespace bp::ui
