// SPDX-License-Identifier: GPL-3.0-or-later
// Creates a node pool from a template: an existing node's allocatable, labels
// and taints (or typed in), a name prefix and a count.
#pragma once

#include "model/workspace.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace bp::ui {

class ProblemLabel;

class NodePoolDialog : public QDialog {
    Q_OBJECT
public:
    // `preselect`: the node offered as template first (-1: the first node).
    NodePoolDialog(const Workspace& ws, int preselect, QWidget* parent = nullptr);

    // Valid after accept(): the template node (allocatable, labels, taints; no name).
    Node nodeTemplate() const;
    QString prefix() const;
    int count() const;

    QComboBox* templateCombo() const { return template_; }
    QLineEdit* prefixEdit() const { return prefix_; }
    QSpinBox* countSpin() const { return count_; }
    QTableWidget* allocatableTable() const { return table_; }
    QLineEdit* labelsEdit() const { return labels_; }
    QLineEdit* taintsEdit() const { return taints_; }
    // Empty when the dialog's values are acceptable, else what is wrong.
    QString check() const;

    void accept() override;

private:
    void loadTemplate(int index);

    const Workspace& ws_;
    QComboBox* template_;
    QLineEdit* prefix_;
    QSpinBox* count_;
    QTableWidget* table_;
    QLineEdit* labels_;
    QLineEdit* taints_;
    ProblemLabel* problem_;
    QDialogButtonBox* buttons_;
};

} // namespace bp::ui
