// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/wheel_guard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace bp::ui {

namespace {

const char* const kGuarded = "bpWheelGuarded";
const char* const kFilterName = "bpWheelGuard";

class WheelGuard : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        auto* w = qobject_cast<QWidget*>(watched);
        if (!w || w->hasFocus())
            return false;
        // Ignored and filtered: QApplication then hands the event to the
        // parent widgets, up to the scroll area that scrolls.
        event->ignore();
        return true;
    }
};

void guard(QWidget* w, QObject* filter)
{
    if (w->property(kGuarded).toBool())
        return;
    w->setProperty(kGuarded, true);
    // QComboBox's default WheelFocus would take the focus on the wheel itself.
    if (w->focusPolicy() == Qt::WheelFocus)
        w->setFocusPolicy(Qt::StrongFocus);
    w->installEventFilter(filter);
}

} // namespace

void guardWheel(QWidget* root)
{
    QObject* filter = root->findChild<QObject*>(QString::fromLatin1(kFilterName), Qt::FindDirectChildrenOnly);
    if (!filter) {
        filter = new WheelGuard(root);
        filter->setObjectName(QString::fromLatin1(kFilterName));
    }
    if (qobject_cast<QComboBox*>(root) || qobject_cast<QAbstractSpinBox*>(root))
        guard(root, filter);
    for (QComboBox* box : root->findChildren<QComboBox*>())
        guard(box, filter);
    for (QAbstractSpinBox* box : root->findChildren<QAbstractSpinBox*>())
        guard(box, filter);
}

} // namespace bp::ui
