// SPDX-License-Identifier: GPL-3.0-or-later
// Edits the workspace's price table (issue 16): the node label that picks a
// node's price (node.kubernetes.io/instance-type by default), a price per
// node-hour for each value of it the nodes carry, a default for the others,
// and the currency shown with the amounts. The monthly cost of the cluster
// as priced is shown as the prices are typed. Nothing is looked up on the
// network: the prices are the user's.
#pragma once

#include "model/workspace.h"

#include <QDialog>
#include <optional>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTableWidget;
QT_END_NAMESPACE

namespace bp::ui {

class ProblemLabel;

class PriceTableDialog : public QDialog {
    Q_OBJECT
public:
    enum Column { ValueColumn, NodesColumn, PriceColumn };

    // `ws` must outlive the dialog; its price table is the starting point.
    explicit PriceTableDialog(const Workspace& ws, QWidget* parent = nullptr);

    // After accept(): the table to store; nullopt when the user removed it.
    std::optional<PriceTable> prices() const;
    // Empty when the values are acceptable, else what is wrong.
    QString check() const;
    void accept() override;

    QComboBox* labelCombo() const { return label_; }
    QLineEdit* currencyEdit() const { return currency_; }
    QCheckBox* defaultCheck() const { return hasDefault_; }
    QDoubleSpinBox* defaultSpin() const { return default_; }
    QTableWidget* table() const { return table_; }
    QLabel* totalLabel() const { return total_; }

public slots:
    // No price table at all: accept() then stores none.
    void removeTable();

private:
    void fillValues(const std::vector<std::pair<std::string, double>>& listed);
    std::vector<std::pair<std::string, double>> listed() const; // the rows with a price
    void updateTotal();

    const Workspace& ws_;
    QComboBox* label_;
    QLineEdit* currency_;
    QCheckBox* hasDefault_;
    QDoubleSpinBox* default_;
    QTableWidget* table_;
    QLabel* total_;
    ProblemLabel* problem_;
    QDialogButtonBox* buttons_;
    bool removed_ = false;
};

} // namespace bp::ui
