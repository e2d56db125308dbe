// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/pod_table_model.h"

#include "text/phrase_text.h"

#include "dialogs/pod_placement_dialog.h"
#include "document/commands_cluster.h"
#include "document/document.h"
#include "io/constraint_rules.h"
#include "io/constraint_text.h"
#include "models/cluster_view.h"
#include "qstring_util.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QRegularExpression>
#include <QUndoStack>
#include <algorithm>
#include <exception>
#include <iterator>

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

using ColumnKind = PodTableModel::ColumnKind;

// The columns before the resources', in their order.
// Node and Replicas before Labels and Owner: in a narrow Pods panel (1280×800)
// where a pod is bound stays in view.
constexpr ColumnKind kLeading[] = { ColumnKind::Name, ColumnKind::Namespace, ColumnKind::Node, ColumnKind::Replicas,
    ColumnKind::Labels, ColumnKind::Owner, ColumnKind::Placement };
constexpr int kLeadingColumns = static_cast<int>(std::size(kLeading));

// "" and "default" are one namespace: the API server puts a pod that names
// none into default, and so does the scheduler's view of it.
bool sameNamespace(const std::string& a, const std::string& b)
{
    auto effective = [](const std::string& ns) { return ns.empty() ? std::string("default") : ns; };
    return effective(a) == effective(b);
}

// The text of a namespace cell, as the API server would take it (surrounding
// blanks are the cell's, not the name's).
std::string namespaceText(const QString& text)
{
    return text.trimmed().toStdString();
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

QString PodTableModel::defaultNamespaceText()
{
    return QStringLiteral("default"); // the namespace's name, not a word to translate
}

int PodTableModel::column(ColumnKind kind)
{
    for (int c = 0; c < kLeadingColumns; ++c)
        if (kLeading[c] == kind)
            return c;
    return kLeadingColumns; // Request: the first resource's
}

PodTableModel::ColumnKind PodTableModel::columnKind(int column)
{
    if (column < 0)
        return ColumnKind::Name;
    return column < kLeadingColumns ? kLeading[column] : ColumnKind::Request;
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
    return parent.isValid() ? 0 : kLeadingColumns + static_cast<int>(resources_.size());
}

std::string PodTableModel::columnResource(int column) const
{
    if (column < kLeadingColumns || column >= columnCount())
        return {};
    return resources_[static_cast<size_t>(column - kLeadingColumns)];
}

int PodTableModel::resourceColumn(const std::string& resource) const
{
    const auto it = std::find(resources_.begin(), resources_.end(), resource);
    return it == resources_.end() ? -1 : kLeadingColumns + static_cast<int>(it - resources_.begin());
}

QVariant PodTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (section < 0 || section >= columnCount())
        return {};
    if (role == Qt::DisplayRole) {
        switch (columnKind(section)) {
        case ColumnKind::Name:
            return tr("Pod");
        case ColumnKind::Namespace:
            return tr("Namespace");
        case ColumnKind::Labels:
            return tr("Labels");
        case ColumnKind::Owner:
            return tr("Owner");
        case ColumnKind::Node:
            return tr("Node");
        case ColumnKind::Replicas:
            return tr("Replicas");
        case ColumnKind::Placement:
            return tr("Placement");
        case ColumnKind::Request:
            return tr("%1 request").arg(qs(columnResource(section)));
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (columnKind(section)) {
        case ColumnKind::Name:
            return tr("The pod's name; replicas are named name-0, name-1, …");
        case ColumnKind::Namespace:
            return tr("The pod's namespace (metadata.namespace), a DNS-1123 label such as kube-system; empty: "
                      "default, shown in grey. A pod affinity term without namespaces looks for pods in its own pod's "
                      "namespace. Double-click to edit.");
        case ColumnKind::Labels:
            return tr("The pod's labels, written key=value, key=value; pod affinity and topology spread constraints "
                      "select pods by them. Every replica has them. Double-click to edit.");
        case ColumnKind::Owner:
            return tr("The pod's controller, from metadata.ownerReferences (the one with controller: true), written "
                      "Kind/name, e.g. ReplicaSet/web-5d4f8; empty: none. Double-click to edit.");
        case ColumnKind::Node:
            return tr("The node the pod is bound to (already counted there), or pending: scheduled in this order.");
        case ColumnKind::Replicas:
            return tr("How many copies of this pod are queued.");
        case ColumnKind::Placement:
            return tr("The pod's nodeSelector, tolerations, node and pod affinity and topology spread constraints: "
                      "the nodes it may run on. Double-click to edit them.");
        case ColumnKind::Request:
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

    switch (columnKind(column)) {
    case ColumnKind::Name:
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
    case ColumnKind::Namespace: {
        const bool defaulted = pod.namespace_.empty();
        switch (role) {
        case Qt::DisplayRole:
            return defaulted ? defaultNamespaceText() : qs(pod.namespace_);
        case Qt::EditRole:
            return qs(pod.namespace_);
        case SortRole:
            return defaulted ? defaultNamespaceText() : qs(pod.namespace_);
        case PlaceholderRole:
            return defaultNamespaceText();
        case Qt::FontRole:
            if (defaulted) {
                QFont f;
                f.setItalic(true);
                return f;
            }
            return {};
        case Qt::ForegroundRole:
            if (defaulted)
                return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
            return {};
        case Qt::ToolTipRole:
            return defaulted
                ? tr("%1 names no namespace: it is in default, where the API server puts it.").arg(qs(pod.name))
                : tr("%1 is in namespace %2.").arg(qs(pod.name), qs(pod.namespace_));
        default:
            return {};
        }
    }
    case ColumnKind::Labels: {
        const QString text = qs(formatLabels(pod.labels));
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
        case SortRole:
            return text;
        case PlaceholderRole:
            return tr("key=value, key=value");
        case Qt::ToolTipRole: {
            // One a line: a long list is cut short in the cell.
            if (pod.labels.empty())
                return tr("%1 has no labels.").arg(qs(pod.name));
            QStringList lines;
            for (const auto& [k, v] : pod.labels)
                lines << QStringLiteral("%1=%2").arg(qs(k), qs(v));
            return tr("Labels of %1:\n%2").arg(qs(pod.name), lines.join(QLatin1Char('\n')));
        }
        default:
            return {};
        }
    }
    case ColumnKind::Owner:
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
        case SortRole:
            return qs(formatOwner(pod.owner));
        case PlaceholderRole:
            return tr("Kind/name, e.g. ReplicaSet/web-5d4f8");
        case Qt::ToolTipRole:
            return pod.owner
                ? tr("%1 is controlled by the %2 %3.").arg(qs(pod.name), qs(pod.owner->kind), qs(pod.owner->name))
                : tr("%1 has no controller.").arg(qs(pod.name));
        default:
            return {};
        }
    case ColumnKind::Node:
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
    case ColumnKind::Replicas:
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
    case ColumnKind::Placement:
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
    case ColumnKind::Request:
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
    const ColumnKind kind = columnKind(index.column());
    if (kind == ColumnKind::Placement)
        return f; // the placement dialog edits it
    if (kind != ColumnKind::Request || singleContainer(pod))
        f |= Qt::ItemIsEditable;
    return f;
}

QString PodTableModel::validateEdit(const QModelIndex& index, const QString& text) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return tr("No such cell.");
    switch (columnKind(index.column())) {
    case ColumnKind::Name:
        return checkPodName(doc_, index.row(), text);
    case ColumnKind::Namespace: {
        // What the API server requires of metadata.namespace (ValidateNamespaceName).
        const std::string ns = namespaceText(text);
        if (ns.empty())
            return {};
        const auto problem = namespaceNameProblem(ns);
        return problem ? phraseText(*problem) : QString();
    }
    case ColumnKind::Labels: {
        Phrase error;
        return parseLabels(text.toStdString(), &error) ? QString() : phraseText(error);
    }
    case ColumnKind::Owner: {
        std::optional<PodOwner> owner;
        Phrase error;
        return parseOwner(text.toStdString(), &owner, &error) ? QString() : phraseText(error);
    }
    case ColumnKind::Placement:
        return tr("The placement is edited in its dialog: double-click the cell.");
    case ColumnKind::Node: {
        if (text == pendingText() || text.isEmpty())
            return {};
        if (!doc_->workspace().findNode(text.toStdString()))
            return tr("There is no node named %1.").arg(text);
        return {};
    }
    case ColumnKind::Replicas: {
        bool ok = false;
        const qlonglong n = text.toLongLong(&ok);
        if (!ok)
            return tr("%1: replicas must be a whole number of at least 1").arg(text);
        return checkPodReplicas(doc_, index.row(), n);
    }
    case ColumnKind::Request:
        return checkRequest(text);
    }
    return {};
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
    switch (columnKind(index.column())) {
    case ColumnKind::Name:
        if (text.toStdString() != pod.name)
            undo->push(new RenamePodCommand(doc_, row, text.toStdString()));
        return true;
    case ColumnKind::Namespace: {
        // "" and "default" are one namespace: an edit between them changes
        // nothing, so that a file that named none does not gain one.
        const std::string ns = namespaceText(text);
        if (!sameNamespace(ns, pod.namespace_))
            undo->push(new SetPodNamespaceCommand(doc_, row, ns));
        return true;
    }
    case ColumnKind::Labels: {
        Phrase error;
        auto labels = parseLabels(text.toStdString(), &error);
        if (*labels != pod.labels)
            undo->push(new SetPodLabelsCommand(doc_, row, std::move(*labels)));
        return true;
    }
    case ColumnKind::Owner: {
        // The text shown, handed back unchanged, changes nothing (an owner
        // whose kind or name has blanks around it would lose them).
        if (text == qs(formatOwner(pod.owner)))
            return true;
        std::optional<PodOwner> owner;
        Phrase error;
        parseOwner(text.toStdString(), &owner, &error);
        // The text holds no uid: the same controller keeps its own.
        if (owner && pod.owner && owner->kind == pod.owner->kind && owner->name == pod.owner->name)
            owner->uid = pod.owner->uid;
        if (owner != pod.owner)
            undo->push(new SetPodOwnerCommand(doc_, row, std::move(owner)));
        return true;
    }
    case ColumnKind::Placement:
        return false;
    case ColumnKind::Node: {
        std::optional<std::string> node;
        if (!(text == pendingText() || text.isEmpty()))
            node = text.toStdString();
        if (node != pod.nodeName)
            undo->push(new SetPodNodeCommand(doc_, row, node));
        return true;
    }
    case ColumnKind::Replicas: {
        const qlonglong n = text.toLongLong();
        if (n != pod.replicas)
            undo->push(new SetPodReplicasCommand(doc_, row, n));
        return true;
    }
    case ColumnKind::Request: {
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
    return false;
}

// ---- PodFilterProxyModel -----------------------------------------------------------

PodFilterProxyModel::PodFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setFilterCaseSensitivity(Qt::CaseInsensitive);
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
    using Kind = PodTableModel::ColumnKind;
    auto text = [&](Kind kind) {
        return sourceModel()->index(sourceRow, PodTableModel::column(kind), sourceParent).data().toString();
    };
    // The name, the namespace as shown ("default" for none) or the labels as
    // written in their column: "web", "kube-system", "app=web".
    const QRegularExpression filter = filterRegularExpression();
    if (!filter.pattern().isEmpty()) {
        bool matches = false;
        for (const Kind kind : { Kind::Name, Kind::Namespace, Kind::Labels })
            matches = matches || filter.match(text(kind)).hasMatch();
        if (!matches)
            return false;
    }
    if (scope_ == Scope::All)
        return true;
    const QString node = text(Kind::Node);
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
