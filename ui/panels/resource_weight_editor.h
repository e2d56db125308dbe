// SPDX-License-Identifier: GPL-3.0-or-later
// A resource-weight table with its tools: add any resource name (with
// completion), edit weights in place, reorder, remove.
#pragma once

#include "document/profile_edit.h"

#include <QWidget>

class QComboBox;
class QPushButton;
class QTableView;
class QToolButton;

namespace bp::ui {

class CellDelegate;
class Document;
class ProblemLabel;
class ResourceWeightModel;

class ResourceWeightEditor : public QWidget {
    Q_OBJECT
public:
    ~ResourceWeightEditor() override;
    ResourceWeightEditor(Document* doc, WeightTarget target, QWidget* parent = nullptr);
    ResourceWeightModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    // Problems with the list as a whole (not one cell).
    ProblemLabel* problemLabel() const { return problem_; }
    // The names offered: the well-known ones and those on the nodes.
    QStringList completions() const;

private:
    void updateCompletions();
    void updateButtons();
    void addResource();
    int currentRow() const;

    Document* doc_;
    WeightTarget target_;
    ResourceWeightModel* model_;
    CellDelegate* delegate_;
    QTableView* view_;
    QComboBox* nameEdit_;
    QPushButton* addButton_;
    QToolButton* removeButton_;
    QToolButton* upButton_;
    QToolButton* downButton_;
    ProblemLabel* problem_;
};

} // namespace bp::ui
