// SPDX-License-Identifier: GPL-3.0-or-later
// A line under a field that says which rule its value breaks; hidden when the
// value is fine.
#pragma once

#include <QLabel>

namespace bp::ui {

class ProblemLabel : public QLabel {
    Q_OBJECT
public:
    explicit ProblemLabel(QWidget* parent = nullptr);
    // Empty: hides the label. `error` false: a warning (accepted but probably not meant).
    void setProblem(const QString& text, bool error = true);
    QString problem() const { return problem_; }

private:
    QString problem_;
};

} // namespace bp::ui
