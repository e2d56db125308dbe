// SPDX-License-Identifier: GPL-3.0-or-later
// PodTopologySpread's default spreading for the profile editor: the
// defaulting (System, off, or the profile's own list) and, for a list, its
// constraints in a table with Add and Remove. Every change is one undoable
// edit of the profile.
#pragma once

#include "document/profile_edit.h"

#include <QWidget>

class QComboBox;
class QPushButton;
class QTableView;
class QToolButton;

namespace bp::ui {

class CellDelegate;
class DefaultConstraintsModel;
class Document;
class ProblemLabel;

class DefaultConstraintsEditor : public QWidget {
    Q_OBJECT
public:
    DefaultConstraintsEditor(Document* doc, QWidget* parent = nullptr);
    ~DefaultConstraintsEditor() override;
    void load(const Profile& profile);

    QComboBox* mode() const { return mode_; }
    QTableView* view() const { return view_; }
    DefaultConstraintsModel* model() const { return model_; }
    QPushButton* addButton() const { return addButton_; }
    QToolButton* removeButton() const { return removeButton_; }
    ProblemLabel* problemLabel() const { return problem_; }

private:
    void setMode(int index);
    void addConstraint();
    void updateButtons();

    Document* doc_;
    QComboBox* mode_;
    DefaultConstraintsModel* model_;
    CellDelegate* delegate_;
    QTableView* view_;
    QPushButton* addButton_;
    QToolButton* removeButton_;
    ProblemLabel* problem_;
};

} // namespace bp::ui
