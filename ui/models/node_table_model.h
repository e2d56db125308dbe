// SPDX-License-Identifier: GPL-3.0-or-later
// The nodes of the open workspace as a table: the name, whether it is cordoned
// (a check box), its taints (editable, written as kubectl taint writes them),
// then for every resource present its allocatable (editable), the amount
// requested by the pods bound there, and the utilization (UtilizationRole,
// for the bar delegate), and last its labels (editable, key=value).
#pragma once

#include "models/cluster_view.h"
#include "models/roles.h"

#include <QAbstractTableModel>

namespace bp::ui {

class Document;

class NodeTableModel : public QAbstractTableModel, public EditValidator {
    Q_OBJECT
public:
    enum class ColumnKind { Name, Labels, Taints, Cordoned, Allocatable, Requested, Utilization };

    explicit NodeTableModel(Document* doc, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    // Accepted edits become undo commands. Rejected text (an invalid quantity,
    // a taken name) changes nothing, emits editRejected with the reason, and
    // returns false (CellDelegate never hands it over: it stays in the editor).
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    QString validateEdit(const QModelIndex& index, const QString& text) const override;

    ColumnKind columnKind(int column) const;
    // The resource of an allocatable/requested/utilization column ("" for the name).
    std::string columnResource(int column) const;
    // The column of a fixed (non-resource) kind.
    int column(ColumnKind kind) const;
    int allocatableColumn(const std::string& resource) const; // -1 when absent
    const std::vector<std::string>& resources() const { return resources_; }
    // Why requested amounts cannot be shown (the core refused the workspace), or "".
    QString clusterError() const { return view().error; }

signals:
    void editRejected(const QString& message);

private:
    void refresh();
    const ClusterView& view() const;

    Document* doc_;
    std::vector<std::string> resources_;
    mutable ClusterView view_;
    mutable bool viewStale_ = true;
};

} // namespace bp::ui
