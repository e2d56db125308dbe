// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/resource_weight_model.h"

#include "document/commands_profiles.h"
#include "document/document.h"

#include <QColor>
#include <QFont>
#include <QUndoStack>

namespace bp::ui {

ResourceWeightModel::ResourceWeightModel(Document* doc, WeightTarget target, QObject* parent)
    : QAbstractTableModel(parent)
    , doc_(doc)
    , target_(target)
{
    if (const Profile* p = doc->currentProfile())
        rows_ = weightRows(*p, target_);
    connect(doc, &Document::profileChanged, this, [this](int row) {
        if (row == doc_->currentProfileIndex())
            reload();
    });
    connect(doc, &Document::currentProfileChanged, this, &ResourceWeightModel::reload);
    connect(doc, &Document::workspaceReset, this, &ResourceWeightModel::reload);
    connect(doc, &Document::profilesRemoved, this, &ResourceWeightModel::reload);
}

void ResourceWeightModel::reload()
{
    beginResetModel();
    const Profile* p = doc_->currentProfile();
    rows_ = p ? weightRows(*p, target_) : std::vector<WeightRow>{};
    problems_.clear();
    endResetModel();
}

void ResourceWeightModel::setProblems(const QHash<QPair<int, int>, QString>& problems)
{
    if (problems == problems_)
        return;
    problems_ = problems;
    if (!rows_.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int ResourceWeightModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int ResourceWeightModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 2;
}

QVariant ResourceWeightModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::DisplayRole)
        return section == NameColumn ? tr("Resource") : tr("Weight");
    if (role == Qt::ToolTipRole) {
        if (section == NameColumn)
            return tr("The resource name, as in the node's allocatable (cpu, memory, nvidia.com/gpu, …).");
        switch (target_) {
        case WeightTarget::Fit:
            return tr("The resource's weight in the NodeResourcesFit score; upstream accepts 1 to 100.");
        case WeightTarget::Balanced:
            return tr("BalancedAllocation weights must be 1 upstream.");
        case WeightTarget::Volcano:
            return tr("The resource's binpack weight; 0 leaves the resource out, negative values become 1.");
        }
    }
    return {};
}

QVariant ResourceWeightModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const WeightRow& r = rows_[static_cast<size_t>(index.row())];
    const auto problem = problems_.constFind({index.row(), index.column()});
    const bool hasProblem = problem != problems_.constEnd();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (index.column() == NameColumn)
            return QString::fromStdString(r.name);
        return static_cast<qlonglong>(r.weight);
    case Qt::ToolTipRole:
        if (hasProblem)
            return *problem;
        if (r.isDefault)
            return target_ == WeightTarget::Volcano
                ? tr("Not set: Volcano's default weight of 1 applies. Edit it to set it.")
                : tr("The list is empty, so the scheduler uses cpu and memory with weight 1. Edit to make it explicit.");
        return index.column() == NameColumn ? QString::fromStdString(r.name)
                                            : tr("Weight of %1: %2").arg(QString::fromStdString(r.name)).arg(r.weight);
    case Qt::FontRole:
        if (r.isDefault) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        if (hasProblem)
            return QColor(220, 40, 40, 70);
        return {};
    case RejectedRole:
        return hasProblem;
    case EditorKindRole:
        return index.column() == NameColumn ? QStringLiteral("resource") : QStringLiteral("int");
    case ResourceRole:
        return QString::fromStdString(r.name);
    default:
        return {};
    }
}

Qt::ItemFlags ResourceWeightModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == WeightColumn || !rows_[static_cast<size_t>(index.row())].fixed)
        f |= Qt::ItemIsEditable;
    return f;
}

QString ResourceWeightModel::validateEdit(const QModelIndex& index, const QString& text) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return tr("No such cell.");
    if (index.column() == WeightColumn) {
        bool ok = false;
        text.toLongLong(&ok);
        return ok ? QString() : tr("%1: a weight is a whole number").arg(text);
    }
    const QString name = text.trimmed();
    if (name.isEmpty())
        return tr("A resource needs a name.");
    if (name.contains(QLatin1Char(',')) && target_ == WeightTarget::Volcano)
        return tr("%1: binpack.resources is a comma-separated list, so a name cannot contain a comma").arg(name);
    for (size_t i = 0; i < rows_.size(); ++i) {
        if (static_cast<int>(i) != index.row() && rows_[i].name == name.toStdString() && target_ != WeightTarget::Fit)
            return tr("%1 is already in the list.").arg(name);
    }
    return {};
}

bool ResourceWeightModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable) || doc_->currentProfileIndex() < 0)
        return false;
    const QString text = value.toString();
    const QString error = validateEdit(index, text);
    if (!error.isEmpty()) {
        emit editRejected(error);
        return false;
    }
    const WeightRow& r = rows_[static_cast<size_t>(index.row())];
    const int profile = doc_->currentProfileIndex();
    if (index.column() == WeightColumn) {
        const qlonglong w = text.toLongLong();
        if (w != r.weight || r.isDefault)
            doc_->undoStack()->push(new SetResourceWeightCommand(doc_, profile, target_, index.row(), w));
    } else {
        const std::string name = text.trimmed().toStdString();
        if (name != r.name)
            doc_->undoStack()->push(new RenameResourceWeightCommand(doc_, profile, target_, index.row(), name));
    }
    return true;
}

} // namespace bp::ui
