// SPDX-License-Identifier: GPL-3.0-or-later
// The current profile's PodTopologySpread default constraints
// (defaultingType: List), one row each: topologyKey, maxSkew and
// whenUnsatisfiable are edited in place (each edit one undo step); the
// fields the table does not edit (minDomains, the node inclusion policies,
// matchLabelKeys) are shown and kept.
#pragma once

#include "document/profile_edit.h"
#include "models/roles.h"

#include <QAbstractTableModel>

#include <vector>

namespace bp::ui {

class Document;

class DefaultConstraintsModel : public QAbstractTableModel, public EditValidator {
    Q_OBJECT
public:
    enum Column { KeyColumn = 0, SkewColumn = 1, WhenColumn = 2, MoreColumn = 3 };

    explicit DefaultConstraintsModel(Document* doc, QObject* parent = nullptr);
    const std::vector<TopologySpreadConstraint>& constraints() const { return rows_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QString validateEdit(const QModelIndex& index, const QString& text) const override;

signals:
    void editRejected(const QString& message);

private:
    void reload();

    Document* doc_;
    std::vector<TopologySpreadConstraint> rows_;
};

// The fields of `c` the table does not edit, as text ("" when none is set).
QString otherConstraintFields(const TopologySpreadConstraint& c);

} // namespace bp::ui
