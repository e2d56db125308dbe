// SPDX-License-Identifier: GPL-3.0-or-later
// The mouse wheel over a combo box or spin box that does not have the focus
// scrolls the panel around it instead of changing its value: scrolling a long
// panel must not edit the setting that passes under the pointer (over the
// Scheduler box it would switch the profile to the other scheduler).
#pragma once

class QWidget;

namespace bp::ui {

// Guards every QComboBox and QAbstractSpinBox under `root` (and `root`
// itself): they take the focus by click or Tab only, and a wheel event they
// get without the focus goes on to their parent. Calling it again on the same
// widgets changes nothing.
void guardWheel(QWidget* root);

} // namespace bp::ui
