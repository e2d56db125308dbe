// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/pod_table_model.h"

#include "text/phrase_text.h"

#include "dialogs/pod_placement_dialog.h"
#include "document/commands_cluster.h"
#include "document/document.h"
#include "models/cluster_view.h"
#include "qstring_util.h"

#include <QColor>
#include <QCoreApplication>
#include <QUndoStack>
#include <exception>

namespace bp::ui {

namespace {

QString checkRequest(const QString& text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return {};
    QString error;
    const auto q = parseQuantity(t, &error);
    if (!q)
        return error;
    if (q->isNegative())
        return QCoreApplication::translate("bp::ui::PodTableModel", "%1: a request cannot be negative").arg(t);
    return {};
}

bool singleContainer(const Pod& pod)
{
    return pod.containers.size() == 1 && pod.initContainers.empty();
}

} // namespace

QString absentRequestNote(const std::string& resource)
{
    if (resource == "cpu")
        return QCoreApplication::translate("bp::ui::PodTableModel",
            "No cpu request: the filter counts 0, scoring counts the scheduler's non-zero default of 100m.");
    if (resource == "memory")
        return QCoreApplication::translate("bp::ui::PodTableModel",
            "No memory request: the filter counts 0, scoring counts the scheduler's non-zero default of 200Mi.");
    return QCoreApplication::translate("bp::ui::PodTableModel", "No %1 request.").arg(qs(resource));
}

// ---- PodTableModel ---------------------------------------------------------------

PodTableModel::PodTableModel(Document* doc, QObject* parent)
    : QAbstractTableModel(parent)
    , doc_(doc)
{
    resources_ = podResourceNames(doc->workspace());
    recompute();
    connect(
        doc, &Document::podsAboutToBeInserted, this, [this](int first, int last) { beginInsertRows({}, first, last); });
    connect(doc, &Document::podsInserted, this, [this] {
        stale_ = true;
        endInsertRows();
    });
    connect(
        doc, &Document::podsAboutToBeRemoved, this, [this](int first, int last) { beginRemoveRows({}, first, last); });
    connect(doc, &Document::podsRemoved, this, [this] {
        stale_ = true;
        endRemoveRows();
    });
    auto reset = [this] {
        beginResetModel();
        resources_ = podResourceNames(doc_->workspace());
        recompute();
        endResetModel();
    };
    connect(doc, &Document::clusterAboutToBeReset, this, [this] { beginResetModel(); });
    connect(doc, &Document::clusterReset, this, [this] {
        resources_ = podResourceNames(doc_->workspace());
        recompute();
        endResetModel();
    });
    connect(doc, &Document::workspaceReset, this, reset);
    connect(doc, &Document::workspaceChanged, this, &PodTableModel::refresh);
    connect(doc, &Document::currentProfileChanged, this, &PodTableModel::refresh);
}

QString PodTableModel::pendingText()
{
    return tr("(pending)");
}

void PodTableModel::refresh()
{
    const auto names = podResourceNames(doc_->workspace());
    const bool columnsChanged = names != resources_;
    if (columnsChanged) {
        beginResetModel();
        resources_ = names;
    }
    stale_ = true;
    if (columnsChanged) {
        endResetModel();
        return;
    }
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

// What the scheduler sees of each pod, computed when first read after a
// change: an undo step that inserts or removes many rows computes it once.
void PodTableModel::recompute() const
{
    stale_ = false;
    const KubeVersion version = releaseOrNewest(doc_->currentProfile());
    table_ = ResourceTable();
    const auto& pods = doc_->workspace().pods;
    demands_.assign(pods.size(), std::nullopt);
    demandErrors_.assign(pods.size(), QString());
    for (size_t i = 0; i < pods.size(); ++i) {
        try {
            demands_[i] = computePodDemand(pods[i], table_, version);
        } catch (const InputError& e) {
            demandErrors_[i] = diagnosticsText(e.diagnostics());
        } catch (const std::exception& e) {
            demandErrors_[i] = qs(e.what());
        }
    }
}

int PodTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(doc_->workspace().pods.size());
}

int PodTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstResourceColumn + static_cast<int>(resources_.size());
}

std::string PodTableModel::columnResource(int column) const
{
    if (column < FirstResourceColumn || column >= columnCount())
        return {};
    return resources_[static_cast<size_t>(column - FirstResourceColumn)];
}

QVariant PodTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (section < 0 || section >= columnCount())
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Pod");
        case NodeColumn:
            return tr("Node");
        case ReplicasColumn:
            return tr("Replicas");
        case PlacementColumn:
            return tr("Placement");
        default:
            return tr("%1 request").arg(qs(columnResource(section)));
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case NameColumn:
            return tr("The pod's name; replicas are named name-0, name-1, …");
        case NodeColumn:
            return tr("The node the pod is bound to (already counted there), or pending: scheduled in this order.");
        case ReplicasColumn:
            return tr("How many copies of this pod are queued.");
        case PlacementColumn:
            return tr("The pod's nodeSelector, tolerations, node and pod affinity and topology spread constraints: "
                      "the nodes it may run on. Double-click to edit them.");
        default:
            return tr("What the pod requests of %1 as the scheduler counts it (containers, init containers, "
                      "overhead). Editable here for a pod with one container; otherwise per container below.")
                .arg(qs(columnResource(section)));
        }
    }
    if (role == ResourceRole)
        return qs(columnResource(section));
    return {};
}

QVariant PodTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const size_t row = static_cast<size_t>(index.row());
    const Pod& pod = doc_->workspace().pods[row];
    const int column = index.column();

    switch (column) {
    case NameColumn:
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
        case SortRole:
            return qs(pod.name);
        case EditorKindRole:
            return QStringLiteral("name");
        case Qt::ToolTipRole:
            if (pod.replicas > 1)
                return tr("%1: %2 replicas, %3 … %4")
                    .arg(qs(pod.name))
                    .arg(pod.replicas)
                    .arg(qs(replicaName(pod, 0)), qs(replicaName(pod, pod.replicas - 1)));
            return qs(pod.name);
        default:
            return {};
        }
    case NodeColumn:
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
        case SortRole:
            return pod.nodeName ? qs(*pod.nodeName) : pendingText();
        case EditorKindRole:
            return QStringLiteral("choice");
        case ChoicesRole: {
            QStringList choices { pendingText() };
            for (const auto& n : doc_->workspace().nodes)
                choices << qs(n.name);
            return choices;
        }
        case Qt::ToolTipRole:
            return pod.nodeName ? tr("Bound to %1 and counted there.").arg(qs(*pod.nodeName))
                                : tr("Pending: scheduled in file order.");
        default:
            return {};
        }
    case ReplicasColumn:
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
        case SortRole:
            return static_cast<qlonglong>(pod.replicas);
        case EditorKindRole:
            return QStringLiteral("int");
        case Qt::ToolTipRole:
            return tr("%1 copies of %2").arg(pod.replicas).arg(qs(pod.name));
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    case PlacementColumn:
        switch (role) {
        case Qt::DisplayRole:
        case SortRole:
            return placementSummary(placementOf(pod));
        case Qt::ToolTipRole: {
            const std::string yaml = writePodPlacement(placementOf(pod));
            if (yaml.empty())
                return tr("%1 has no placement constraints: it may run on any node with room. Double-click to add "
                          "some.")
                    .arg(qs(pod.name));
            return tr("Placement of %1 (double-click to edit):\n%2").arg(qs(pod.name), qs(yaml).trimmed());
        }
        default:
            return {};
        }
    default:
        break;
    }

    const std::string resource = columnResource(column);
    const Quantity* written = singleContainer(pod) ? pod.containers.front().requests.find(resource) : nullptr;
    std::optional<int64_t> amount;
    if (stale_)
        recompute();
    const bool computed = row < demands_.size();
    if (computed && demands_[row]) {
        const int idx = table_.indexOf(resource);
        if (idx >= 0 && static_cast<size_t>(idx) < demands_[row]->requests.size())
            amount = demands_[row]->requests[static_cast<size_t>(idx)];
        else
            amount = 0;
    }
    bool anyWritten = false;
    for (const auto* list : { &pod.containers, &pod.initContainers }) {
        for (const auto& c : *list)
            anyWritten = anyWritten || c.requests.contains(resource);
    }
    anyWritten = anyWritten || pod.overhead.contains(resource);
    switch (role) {
    case Qt::DisplayRole:
        if (written)
            return qs(written->text());
        if (!anyWritten)
            return QString();
        if (!amount)
            return QStringLiteral("?");
        return formatAmount(resource, *amount);
    case Qt::EditRole:
        return written ? qs(written->text()) : QString();
    case SortRole:
        return amount ? static_cast<qlonglong>(*amount) : -1LL;
    case EditorKindRole:
        return QStringLiteral("quantity");
    case ResourceRole:
        return qs(resource);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (computed && !demandErrors_[row].isEmpty())
            return demandErrors_[row];
        if (!anyWritten)
            return absentRequestNote(resource);
        if (!singleContainer(pod))
            return tr("%1 in total over %2 containers and %3 init containers; edit them below.")
                .arg(amount ? formatAmount(resource, *amount) : QStringLiteral("?"))
                .arg(pod.containers.size())
                .arg(pod.initContainers.size());
        return tr("%1 requests %2 of %3").arg(qs(pod.name), written ? qs(written->text()) : QString(), qs(resource));
    default:
        return {};
    }
}

Qt::ItemFlags PodTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    const Pod& pod = doc_->workspace().pods[static_cast<size_t>(index.row())];
    if (index.column() == PlacementColumn)
        return f; // the placement dialog edits it
    if (index.column() < FirstResourceColumn || singleContainer(pod))
        f |= Qt::ItemIsEditable;
    return f;
}

QString PodTableModel::validateEdit(const QModelIndex& index, const QString& text) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return tr("No such cell.");
    switch (index.column()) {
    case NameColumn:
        return checkPodName(doc_, index.row(), text);
    case NodeColumn: {
        if (text == pendingText() || text.isEmpty())
            return {};
        if (!doc_->workspace().findNode(text.toStdString()))
            return tr("There is no node named %1.").arg(text);
        return {};
    }
    case ReplicasColumn: {
        bool ok = false;
        const qlonglong n = text.toLongLong(&ok);
        if (!ok)
            return tr("%1: replicas must be a whole number of at least 1").arg(text);
        return checkPodReplicas(doc_, index.row(), n);
    }
    default:
        return checkRequest(text);
    }
}

bool PodTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString text = value.toString();
    const QString error = validateEdit(index, text);
    if (!error.isEmpty()) {
        emit editRejected(error);
        return false;
    }
    const int row = index.row();
    const Pod& pod = doc_->workspace().pods[static_cast<size_t>(row)];
    QUndoStack* undo = doc_->undoStack();
    switch (index.column()) {
    case NameColumn:
        if (text.toStdString() != pod.name)
            undo->push(new RenamePodCommand(doc_, row, text.toStdString()));
        return true;
    case NodeColumn: {
        std::optional<std::string> node;
        if (!(text == pendingText() || text.isEmpty()))
            node = text.toStdString();
        if (node != pod.nodeName)
            undo->push(new SetPodNodeCommand(doc_, row, node));
        return true;
    }
    case ReplicasColumn: {
        const qlonglong n = text.toLongLong();
        if (n != pod.replicas)
            undo->push(new SetPodReplicasCommand(doc_, row, n));
        return true;
    }
    default: {
        const std::string resource = columnResource(index.column());
        const QString t = text.trimmed();
        const Quantity* old = pod.containers.front().requests.find(resource);
        if (t.isEmpty()) {
            if (old)
                undo->push(new SetPodRequestCommand(doc_, row, 0, false, resource, std::nullopt));
        } else {
            const auto q = Quantity::parse(t.toStdString());
            if (!old || !old->sameText(*q))
                undo->push(new SetPodRequestCommand(doc_, row, 0, false, resource, *q));
        }
        return true;
    }
    }
}

// ---- PodFilterProxyModel -----------------------------------------------------------

PodFilterProxyModel::PodFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setFilterKeyColumn(PodTableModel::NameColumn);
    setSortRole(SortRole);
}

void PodFilterProxyModel::setScope(Scope scope, const QString& node)
{
    if (scope == scope_ && node == node_)
        return;
    scope_ = scope;
    node_ = node;
    invalidateFilter();
}

bool PodFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (!QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent))
        return false;
    if (scope_ == Scope::All)
        return true;
    const QString node = sourceModel()->index(sourceRow, PodTableModel::NodeColumn, sourceParent).data().toString();
    const bool pending = node == PodTableModel::pendingText();
    switch (scope_) {
    case Scope::Pending:
        return pending;
    case Scope::Bound:
        return !pending;
    case Scope::OnNode:
        return !pending && node == node_;
    case Scope::All:
        break;
    }
    return true;
}

} // namespace bp::ui
