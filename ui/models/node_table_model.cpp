// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/node_table_model.h"

#include "text/phrase_text.h"

#include "document/commands_cluster.h"
#include "io/constraint_text.h"
#include "document/document.h"
#include "qstring_util.h"
#include "scoring/cluster_state.h" // kDefaultMaxPods

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QUndoStack>

namespace bp::ui {

namespace {
constexpr int kPerResource = 3;
// Name, cordoned and taints lead; the labels, often long (an imported node has
// a dozen), come last so that the resources stay in view.
constexpr int kLeadingColumns = 3;

} // namespace

NodeTableModel::NodeTableModel(Document* doc, QObject* parent)
    : QAbstractTableModel(parent)
    , doc_(doc)
{
    resources_ = clusterResourceNames(doc->workspace());
    viewStale_ = true;

    connect(doc, &Document::nodesAboutToBeInserted, this,
        [this](int first, int last) { beginInsertRows({}, first, last); });
    connect(doc, &Document::nodesInserted, this, [this] {
        viewStale_ = true;
        endInsertRows();
    });
    connect(
        doc, &Document::nodesAboutToBeRemoved, this, [this](int first, int last) { beginRemoveRows({}, first, last); });
    connect(doc, &Document::nodesRemoved, this, [this] {
        viewStale_ = true;
        endRemoveRows();
    });
    connect(doc, &Document::clusterAboutToBeReset, this, [this] { beginResetModel(); });
    connect(doc, &Document::clusterReset, this, [this] {
        resources_ = clusterResourceNames(doc_->workspace());
        viewStale_ = true;
        endResetModel();
    });
    connect(doc, &Document::workspaceReset, this, [this] {
        beginResetModel();
        resources_ = clusterResourceNames(doc_->workspace());
        viewStale_ = true;
        endResetModel();
    });
    connect(doc, &Document::workspaceChanged, this, &NodeTableModel::refresh);
    // The kubernetesVersion decides how requests add up (sidecars, overhead).
    connect(doc, &Document::currentProfileChanged, this, &NodeTableModel::refresh);
}

// Computed when first read after a change, so that an undo step that inserts
// or removes many rows computes it once, not once per row.
const ClusterView& NodeTableModel::view() const
{
    if (viewStale_) {
        view_ = computeClusterView(doc_->workspace(), doc_->currentProfile());
        viewStale_ = false;
    }
    return view_;
}

void NodeTableModel::refresh()
{
    const auto names = clusterResourceNames(doc_->workspace());
    if (names != resources_) {
        beginResetModel();
        resources_ = names;
        viewStale_ = true;
        endResetModel();
        return;
    }
    viewStale_ = true;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int NodeTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(doc_->workspace().nodes.size());
}

int NodeTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : kLeadingColumns + kPerResource * static_cast<int>(resources_.size()) + 1;
}

int NodeTableModel::column(ColumnKind kind) const
{
    switch (kind) {
    case ColumnKind::Cordoned:
        return 1;
    case ColumnKind::Taints:
        return 2;
    case ColumnKind::Labels:
        return columnCount() - 1;
    default:
        return 0;
    }
}

NodeTableModel::ColumnKind NodeTableModel::columnKind(int column) const
{
    if (column <= 0)
        return ColumnKind::Name;
    if (column == 1)
        return ColumnKind::Cordoned;
    if (column == 2)
        return ColumnKind::Taints;
    if (column >= columnCount() - 1)
        return ColumnKind::Labels;
    switch ((column - kLeadingColumns) % kPerResource) {
    case 0:
        return ColumnKind::Allocatable;
    case 1:
        return ColumnKind::Requested;
    default:
        return ColumnKind::Utilization;
    }
}

std::string NodeTableModel::columnResource(int column) const
{
    if (column < kLeadingColumns || column >= columnCount() - 1)
        return {};
    return resources_[static_cast<size_t>((column - kLeadingColumns) / kPerResource)];
}

int NodeTableModel::allocatableColumn(const std::string& resource) const
{
    for (size_t i = 0; i < resources_.size(); ++i) {
        if (resources_[i] == resource)
            return kLeadingColumns + kPerResource * static_cast<int>(i);
    }
    return -1;
}

QVariant NodeTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section + 1;
        return {};
    }
    if (section < 0 || section >= columnCount())
        return {};
    const QString resource = qs(columnResource(section));
    if (role == Qt::DisplayRole) {
        switch (columnKind(section)) {
        case ColumnKind::Name:
            return tr("Node");
        case ColumnKind::Labels:
            return tr("Labels");
        case ColumnKind::Taints:
            return tr("Taints");
        case ColumnKind::Cordoned:
            return tr("Cordoned");
        case ColumnKind::Allocatable:
            return tr("%1 allocatable").arg(resource);
        case ColumnKind::Requested:
            return tr("%1 requested").arg(resource);
        case ColumnKind::Utilization:
            return tr("%1 used").arg(resource);
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (columnKind(section)) {
        case ColumnKind::Name:
            return tr("The node's name; double-click to rename it (its bound pods follow).");
        case ColumnKind::Labels:
            return tr("The node's labels, written key=value, key=value; pods select nodes by them (nodeSelector, "
                      "node affinity). Double-click to edit.");
        case ColumnKind::Taints:
            return tr("The node's taints, written key=value:Effect, as kubectl taint writes them. NoSchedule and "
                      "NoExecute keep off every pod that does not tolerate them. Double-click to edit.");
        case ColumnKind::Cordoned:
            return tr("Cordoned (spec.unschedulable): no new pod is placed here unless it tolerates "
                      "node.kubernetes.io/unschedulable; the pods bound here stay.");
        case ColumnKind::Allocatable:
            return tr("What the node offers of %1 (status.allocatable); double-click to edit. "
                      "Empty: the node has none.")
                .arg(resource);
        case ColumnKind::Requested:
            return tr("The sum of the %1 requests of the pods bound to the node, as the scheduler counts them.")
                .arg(resource);
        case ColumnKind::Utilization:
            return tr("%1 requested ÷ allocatable.").arg(resource);
        }
    }
    if (role == ResourceRole)
        return resource;
    return {};
}

QVariant NodeTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Node& node = doc_->workspace().nodes[static_cast<size_t>(row)];
    const ColumnKind kind = columnKind(index.column());
    const std::string resource = columnResource(index.column());

    if (role == ResourceRole)
        return qs(resource);

    switch (kind) {
    case ColumnKind::Name:
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
        case SortRole:
            return qs(node.name);
        case EditorKindRole:
            return QStringLiteral("name");
        case Qt::ToolTipRole: {
            QStringList labels;
            for (const auto& [k, v] : node.labels)
                labels << QStringLiteral("%1=%2").arg(qs(k), qs(v));
            if (labels.isEmpty())
                return tr("%1 (no labels)").arg(qs(node.name));
            return tr("%1\nlabels: %2").arg(qs(node.name), labels.join(QStringLiteral(", ")));
        }
        default:
            return {};
        }
    case ColumnKind::Labels:
    case ColumnKind::Taints: {
        const bool labels = kind == ColumnKind::Labels;
        const QString text = qs(labels ? formatLabels(node.labels) : formatTaints(node.taints));
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
        case SortRole:
            return text;
        case Qt::ToolTipRole:
            if (text.isEmpty())
                return labels ? tr("%1 has no labels.").arg(qs(node.name)) : tr("%1 has no taints.").arg(qs(node.name));
            return labels ? tr("Labels of %1: %2").arg(qs(node.name), text)
                          : tr("Taints of %1: %2").arg(qs(node.name), text);
        default:
            return {};
        }
    }
    case ColumnKind::Cordoned:
        switch (role) {
        case Qt::CheckStateRole:
            return node.unschedulable ? Qt::Checked : Qt::Unchecked;
        case SortRole:
            return node.unschedulable ? 1 : 0;
        case Qt::ToolTipRole:
            return node.unschedulable ? tr("%1 is cordoned: new pods are not placed on it.").arg(qs(node.name))
                                      : tr("%1 takes new pods.").arg(qs(node.name));
        default:
            return {};
        }
    case ColumnKind::Allocatable: {
        const Quantity* q = node.allocatable.find(resource);
        const bool defaultPods = !q && resource == "pods";
        switch (role) {
        case Qt::DisplayRole:
            if (q)
                return qs(q->text());
            return defaultPods ? QString::number(kDefaultMaxPods) : QString(); // what the scheduler assumes
        case Qt::EditRole:
            return q ? qs(q->text()) : QString();
        case EditorKindRole:
            return QStringLiteral("quantity");
        case SortRole: {
            if (auto a = view().allocatable(row, resource))
                return static_cast<qlonglong>(*a);
            return q ? q->toDouble() : 0.0;
        }
        case Qt::FontRole:
            if (defaultPods) {
                QFont f;
                f.setItalic(true);
                return f;
            }
            return {};
        case Qt::ForegroundRole:
            if (defaultPods)
                return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
            return {};
        case Qt::ToolTipRole:
            if (defaultPods)
                return tr("No pods entry: the kubelet's default of 110 pods applies.");
            if (!q)
                return tr("%1 has no %2.").arg(qs(node.name), qs(resource));
            return tr("%1 allocatable on %2: %3").arg(qs(resource), qs(node.name), qs(q->text()));
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    case ColumnKind::Requested: {
        const auto amount = view().requested(row, resource);
        switch (role) {
        case Qt::DisplayRole:
            if (!amount)
                return QStringLiteral("?");
            return *amount == 0 ? QStringLiteral("0") : formatAmount(resource, *amount);
        case SortRole:
            return amount ? static_cast<qlonglong>(*amount) : -1LL;
        case Qt::ToolTipRole:
            if (!amount)
                return tr("Cannot count the requests: %1").arg(view().error);
            return tr("%1 of %2 requested by the pods bound to %3")
                .arg(formatAmount(resource, *amount), qs(resource), qs(node.name));
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    case ColumnKind::Utilization: {
        const auto requested = view().requested(row, resource);
        const auto allocatable = view().allocatable(row, resource);
        const bool known = requested && allocatable && *allocatable > 0;
        const double fraction = known ? static_cast<double>(*requested) / static_cast<double>(*allocatable) : 0.0;
        switch (role) {
        case UtilizationRole:
            if (!known)
                return {};
            return fraction;
        case Qt::DisplayRole:
            if (!requested || !allocatable)
                return QStringLiteral("?");
            if (*allocatable == 0)
                return *requested > 0 ? tr("none allocatable") : QStringLiteral("–");
            return QStringLiteral("%1 %").arg(fraction * 100.0, 0, 'f', 1);
        case SortRole:
            return fraction;
        case Qt::ToolTipRole:
            if (!requested || !allocatable)
                return tr("Cannot count the requests: %1").arg(view().error);
            if (*allocatable == 0)
                return tr("%1 has no %2 allocatable.").arg(qs(node.name), qs(resource));
            return tr("%1: %2 of %3 %4 requested (%5 %)")
                .arg(qs(node.name), formatAmount(resource, *requested), formatAmount(resource, *allocatable),
                    qs(resource))
                .arg(fraction * 100.0, 0, 'f', 1);
        default:
            return {};
        }
    }
    }
    return {};
}

Qt::ItemFlags NodeTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    const ColumnKind kind = columnKind(index.column());
    if (kind == ColumnKind::Name || kind == ColumnKind::Labels || kind == ColumnKind::Taints
        || kind == ColumnKind::Allocatable)
        f |= Qt::ItemIsEditable;
    if (kind == ColumnKind::Cordoned)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QString NodeTableModel::validateEdit(const QModelIndex& index, const QString& text) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return tr("No such cell.");
    switch (columnKind(index.column())) {
    case ColumnKind::Name:
        return checkNodeName(doc_, index.row(), text);
    case ColumnKind::Labels: {
        Phrase error;
        return parseLabels(text.toStdString(), &error) ? QString() : phraseText(error);
    }
    case ColumnKind::Taints: {
        Phrase error;
        return parseTaints(text.toStdString(), &error) ? QString() : phraseText(error);
    }
    case ColumnKind::Allocatable: {
        const QString t = text.trimmed();
        if (t.isEmpty())
            return {};
        QString error;
        const auto q = parseQuantity(t, &error);
        if (!q)
            return error;
        if (q->isNegative())
            return tr("%1: an allocatable amount cannot be negative").arg(t);
        return {};
    }
    default:
        return tr("This column is computed from the pods; it cannot be edited.");
    }
}

bool NodeTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role == Qt::CheckStateRole && columnKind(index.column()) == ColumnKind::Cordoned
        && checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        const bool cordon = value.value<Qt::CheckState>() == Qt::Checked;
        if (cordon != doc_->workspace().nodes[static_cast<size_t>(index.row())].unschedulable)
            doc_->undoStack()->push(new SetNodeUnschedulableCommand(doc_, index.row(), cordon));
        return true;
    }
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString text = value.toString();
    const QString error = validateEdit(index, text);
    if (!error.isEmpty()) {
        emit editRejected(error);
        return false;
    }
    const Node& node = doc_->workspace().nodes[static_cast<size_t>(index.row())];
    const ColumnKind kind = columnKind(index.column());
    if (kind == ColumnKind::Name) {
        if (text.toStdString() != node.name)
            doc_->undoStack()->push(new RenameNodeCommand(doc_, index.row(), text.toStdString()));
    } else if (kind == ColumnKind::Labels) {
        Phrase error;
        auto labels = parseLabels(text.toStdString(), &error);
        if (*labels != node.labels)
            doc_->undoStack()->push(new SetNodeLabelsCommand(doc_, index.row(), std::move(*labels)));
    } else if (kind == ColumnKind::Taints) {
        Phrase error;
        auto taints = parseTaints(text.toStdString(), &error);
        if (*taints != node.taints)
            doc_->undoStack()->push(new SetNodeTaintsCommand(doc_, index.row(), std::move(*taints)));
    } else {
        const std::string resource = columnResource(index.column());
        const QString t = text.trimmed();
        const Quantity* old = node.allocatable.find(resource);
        if (t.isEmpty()) {
            if (old)
                doc_->undoStack()->push(new SetNodeAllocatableCommand(doc_, index.row(), resource, std::nullopt));
        } else {
            const auto q = Quantity::parse(t.toStdString());
            if (!old || !old->sameText(*q))
                doc_->undoStack()->push(new SetNodeAllocatableCommand(doc_, index.row(), resource, *q));
        }
    }
    return true;
}

} // namespace bp::ui
