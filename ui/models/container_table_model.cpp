// SPDX-License-Identifier: GPL-3.0-or-later
// ContainerTableModel (declared in pod_table_model.h).
#include "document/commands_cluster.h"

#include "text/phrase_text.h"
#include "document/document.h"
#include "models/cluster_view.h"
#include "models/pod_table_model.h"
#include "qstring_util.h"

#include <QColor>
#include <QUndoStack>

namespace bp::ui {

ContainerTableModel::ContainerTableModel(Document* doc, QObject* parent)
    : QAbstractTableModel(parent)
    , doc_(doc)
{
    resources_ = podResourceNames(doc->workspace());
    // A pod has a handful of containers: any change simply reloads.
    connect(doc, &Document::workspaceChanged, this, &ContainerTableModel::reload);
    connect(doc, &Document::podsAboutToBeRemoved, this, [this](int first, int last) {
        if (podRow_ >= first && podRow_ <= last)
            setPodRow(-1);
        else if (podRow_ > last)
            podRow_ -= last - first + 1;
    });
    connect(doc, &Document::podsInserted, this, [this](int first, int last) {
        if (podRow_ >= first)
            podRow_ += last - first + 1;
    });
    connect(doc, &Document::clusterAboutToBeReset, this, [this] { setPodRow(-1); });
    connect(doc, &Document::workspaceReset, this, [this] { setPodRow(-1); });
}

void ContainerTableModel::setPodRow(int row)
{
    if (row >= static_cast<int>(doc_->workspace().pods.size()))
        row = -1;
    beginResetModel();
    podRow_ = row;
    resources_ = podResourceNames(doc_->workspace());
    endResetModel();
}

void ContainerTableModel::reload()
{
    setPodRow(podRow_);
}

const Pod* ContainerTableModel::pod() const
{
    if (podRow_ < 0 || podRow_ >= static_cast<int>(doc_->workspace().pods.size()))
        return nullptr;
    return &doc_->workspace().pods[static_cast<size_t>(podRow_)];
}

std::pair<bool, int> ContainerTableModel::containerAt(int row) const
{
    const Pod* p = pod();
    if (!p)
        return { false, -1 };
    const int containers = static_cast<int>(p->containers.size());
    if (row < containers)
        return { false, row };
    return { true, row - containers };
}

int ContainerTableModel::rowCount(const QModelIndex& parent) const
{
    const Pod* p = pod();
    if (parent.isValid() || !p)
        return 0;
    return static_cast<int>(p->containers.size() + p->initContainers.size());
}

int ContainerTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstResourceColumn + static_cast<int>(resources_.size());
}

QVariant ContainerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (section < 0 || section >= columnCount())
        return {};
    const QString resource = section >= FirstResourceColumn
        ? qs(resources_[static_cast<size_t>(section - FirstResourceColumn)])
        : QString();
    if (role == Qt::DisplayRole) {
        if (section == NameColumn)
            return tr("Container");
        if (section == KindColumn)
            return tr("Kind");
        return tr("%1 request").arg(resource);
    }
    if (role == Qt::ToolTipRole) {
        if (section == NameColumn)
            return tr("The container's name (optional in the workspace file).");
        if (section == KindColumn)
            return tr("A container, an init container, or a sidecar (an init container with restartPolicy: Always).");
        return tr("The container's %1 request; empty: none (not the same as 0 for cpu and memory).").arg(resource);
    }
    if (role == ResourceRole)
        return resource;
    return {};
}

QVariant ContainerTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Pod* p = pod();
    const auto [init, i] = containerAt(index.row());
    const Container& c = (init ? p->initContainers : p->containers)[static_cast<size_t>(i)];

    if (index.column() == NameColumn) {
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
            return qs(c.name);
        case Qt::ToolTipRole:
            return c.name.empty() ? tr("Unnamed container") : qs(c.name);
        default:
            return {};
        }
    }
    if (index.column() == KindColumn) {
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
            if (!init)
                return tr("container");
            return c.restartable ? tr("sidecar") : tr("init container");
        }
        return {};
    }
    const std::string resource = resources_[static_cast<size_t>(index.column() - FirstResourceColumn)];
    const Quantity* q = c.requests.find(resource);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return q ? qs(q->text()) : QString();
    case EditorKindRole:
        return QStringLiteral("quantity");
    case ResourceRole:
        return qs(resource);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return q ? tr("%1 requests %2 of %3")
                       .arg(c.name.empty() ? tr("The container") : qs(c.name), qs(q->text()), qs(resource))
                 : absentRequestNote(resource);
    default:
        return {};
    }
}

Qt::ItemFlags ContainerTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() != KindColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QString ContainerTableModel::validateEdit(const QModelIndex& index, const QString& text) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return tr("No such cell.");
    if (index.column() == NameColumn)
        return {};
    const QString t = text.trimmed();
    if (t.isEmpty())
        return {};
    QString error;
    const auto q = parseQuantity(t, &error);
    if (!q)
        return error;
    if (q->isNegative())
        return tr("%1: a request cannot be negative").arg(t);
    return {};
}

bool ContainerTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString text = value.toString();
    const QString error = validateEdit(index, text);
    if (!error.isEmpty()) {
        emit editRejected(error);
        return false;
    }
    const Pod* p = pod();
    const auto [init, i] = containerAt(index.row());
    const Container& c = (init ? p->initContainers : p->containers)[static_cast<size_t>(i)];
    QUndoStack* undo = doc_->undoStack();
    if (index.column() == NameColumn) {
        if (text.toStdString() == c.name)
            return true;
        Pod edited = *p;
        (init ? edited.initContainers : edited.containers)[static_cast<size_t>(i)].name = text.toStdString();
        undo->push(new PodEditCommand(doc_, podRow_, edited, tr("Rename container %1 to %2").arg(qs(c.name), text)));
        return true;
    }
    const std::string resource = resources_[static_cast<size_t>(index.column() - FirstResourceColumn)];
    const Quantity* old = c.requests.find(resource);
    const QString t = text.trimmed();
    if (t.isEmpty()) {
        if (old)
            undo->push(new SetPodRequestCommand(doc_, podRow_, i, init, resource, std::nullopt));
    } else {
        const auto q = Quantity::parse(t.toStdString());
        if (!old || !old->sameText(*q))
            undo->push(new SetPodRequestCommand(doc_, podRow_, i, init, resource, *q));
    }
    return true;
}

} // namespace bp::ui
