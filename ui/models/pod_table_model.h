// SPDX-License-Identifier: GPL-3.0-or-later
// Pods: one row per pod template (bound pods and the pending queue, in file
// order, which is the order the scheduler takes them in), with its
// namespace, labels and controller owner, node, replicas and requests; and
// the containers of one pod with their requests.
#pragma once

#include "model/workspace.h"
#include "models/roles.h"
#include "scoring/cluster_state.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>
#include <optional>

namespace bp::ui {

class Document;

class PodTableModel : public QAbstractTableModel, public EditValidator {
    Q_OBJECT
public:
    // The columns, in this order: the name; metadata.namespace, labels and
    // the controller owner ("Kind/name"), each edited in the cell and checked
    // as the API server checks them; the node, the replicas; the placement,
    // which summarises nodeSelector, tolerations, affinity and spreading and
    // is edited in the placement dialog (PodPanel::editPlacement), not in the
    // cell; then one Request column per resource.
    enum class ColumnKind { Name, Namespace, Node, Replicas, Labels, Owner, Placement, Request };

    explicit PodTableModel(Document* doc, QObject* parent = nullptr);

    // The column of a kind (Request: the first resource's), and the kind of a column.
    static int column(ColumnKind kind);
    static ColumnKind columnKind(int column);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QString validateEdit(const QModelIndex& index, const QString& text) const override;

    const std::vector<std::string>& resources() const { return resources_; }
    // The resource of a Request column ("" for the others), and the reverse (-1 when absent).
    std::string columnResource(int column) const;
    int resourceColumn(const std::string& resource) const;
    static QString pendingText();
    // What the Namespace column shows for a pod that names none.
    static QString defaultNamespaceText();

signals:
    void editRejected(const QString& message);

private:
    void refresh();
    void recompute() const;

    Document* doc_;
    std::vector<std::string> resources_;
    // What the scheduler sees of each pod (requests with init containers and
    // overhead), or why the core refused it.
    mutable ResourceTable table_;
    mutable std::vector<std::optional<PodDemand>> demands_;
    mutable std::vector<QString> demandErrors_;
    mutable bool stale_ = true;
};

// Shows all pods, the pending ones, the bound ones, or those bound to one node;
// the filter text matches the pod name, its namespace (an empty one as
// "default") or its labels as the Labels column writes them ("app=web").
class PodFilterProxyModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    enum class Scope { All, Pending, Bound, OnNode };
    explicit PodFilterProxyModel(QObject* parent = nullptr);
    void setScope(Scope scope, const QString& node = {});
    Scope scope() const { return scope_; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    Scope scope_ = Scope::All;
    QString node_;
};

// The containers and init containers of one pod, with their requests.
class ContainerTableModel : public QAbstractTableModel, public EditValidator {
    Q_OBJECT
public:
    enum Column { NameColumn = 0, KindColumn = 1, FirstResourceColumn = 2 };

    explicit ContainerTableModel(Document* doc, QObject* parent = nullptr);
    // The pod shown (its row in the workspace); -1: none.
    void setPodRow(int row);
    int podRow() const { return podRow_; }
    // Row -> (init?, index in its list)
    std::pair<bool, int> containerAt(int row) const;

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
    const Pod* pod() const;
    void reload();

    Document* doc_;
    int podRow_ = -1;
    std::vector<std::string> resources_;
};

// The request text a container has for a resource, and what an absent cpu or
// memory request means to the scheduler.
QString absentRequestNote(const std::string& resource);

} // namespace bp::ui
