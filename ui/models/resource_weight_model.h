// SPDX-License-Identifier: GPL-3.0-or-later
// The weighted resources of the current profile for one target
// (NodeResourcesFit scoringStrategy.resources, BalancedAllocation resources,
// or Volcano binpack's cpu / memory / binpack.resources weights).
#pragma once

#include "document/profile_edit.h"
#include "models/roles.h"

#include <QAbstractTableModel>
#include <QHash>

#include <vector>

namespace bp::ui {

class Document;

class ResourceWeightModel : public QAbstractTableModel, public EditValidator {
    Q_OBJECT
public:
    enum Column { NameColumn = 0, WeightColumn = 1 };

    ResourceWeightModel(Document* doc, WeightTarget target, QObject* parent = nullptr);
    WeightTarget target() const { return target_; }
    const std::vector<WeightRow>& rows() const { return rows_; }

    // Marks cells that break a validation rule; the message becomes the tooltip.
    void setProblems(const QHash<QPair<int, int>, QString>& problems);

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
    WeightTarget target_;
    std::vector<WeightRow> rows_;
    QHash<QPair<int, int>, QString> problems_;
};

} // namespace bp::ui
