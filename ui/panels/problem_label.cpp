// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/problem_label.h"

namespace bp::ui {

ProblemLabel::ProblemLabel(QWidget* parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setVisible(false);
}

void ProblemLabel::setProblem(const QString& text, bool error)
{
    problem_ = text;
    setVisible(!text.isEmpty());
    setText(text);
    setToolTip(text);
    // Saturated enough to read on both the light and the dark palette.
    QPalette p = palette();
    p.setColor(QPalette::WindowText, error ? QColor(222, 60, 48) : QColor(214, 137, 16));
    setPalette(p);
}

} // namespace bp::ui
