// SPDX-License-Identifier: GPL-3.0-or-later
// Sets one allocatable resource (any name, e.g. nvidia.com/gpu) on the
// selected nodes.
#pragma once

#include "model/quantity.h"

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace bp::ui {

class ProblemLabel;

class SetResourceDialog : public QDialog {
    Q_OBJECT
public:
    SetResourceDialog(const QStringList& completions, int nodeCount, QWidget* parent = nullptr);
    QString resource() const;
    // nullopt: remove the resource from the nodes.
    std::optional<Quantity> quantity() const;
    QComboBox* resourceCombo() const { return resource_; }
    QLineEdit* quantityEdit() const { return quantity_; }
    QString check() const;
    void accept() override;

private:
    QComboBox* resource_;
    QLineEdit* quantity_;
    ProblemLabel* problem_;
};

} // namespace bp::ui
