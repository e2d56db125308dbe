// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/profile_list_model.h"

#include "document/commands_profiles.h"
#include "document/document.h"
#include "io/profile_defaults.h"
#include "io/strategy_names.h"

#include <QFont>
#include <QUndoStack>

namespace bp::ui {

ProfileListModel::ProfileListModel(Document* doc, QObject* parent)
    : QAbstractListModel(parent)
    , doc_(doc)
    , current_(doc->currentProfileIndex())
{
    connect(doc, &Document::profilesAboutToBeInserted, this,
        [this](int first, int last) { beginInsertRows({}, first, last); });
    connect(doc, &Document::profilesInserted, this, [this] { endInsertRows(); });
    connect(doc, &Document::profilesAboutToBeRemoved, this,
        [this](int first, int last) { beginRemoveRows({}, first, last); });
    connect(doc, &Document::profilesRemoved, this, [this] { endRemoveRows(); });
    connect(doc, &Document::profileChanged, this, [this](int row) {
        const QModelIndex i = index(row, 0);
        emit dataChanged(i, i);
    });
    connect(doc, &Document::workspaceReset, this, [this] {
        beginResetModel();
        current_ = doc_->currentProfileIndex();
        endResetModel();
    });
    connect(doc, &Document::currentProfileChanged, this, [this](int row) {
        const int old = current_;
        current_ = row;
        for (int r : {old, row}) {
            if (r >= 0 && r < rowCount())
                emit dataChanged(index(r, 0), index(r, 0), {Qt::FontRole});
        }
    });
}

int ProfileListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(doc_->workspace().profiles.size());
}

QVariant ProfileListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Profile& p = doc_->workspace().profiles[static_cast<size_t>(index.row())];
    const QString name = QString::fromStdString(p.name);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return name;
    case Qt::FontRole:
        if (index.row() == doc_->currentProfileIndex()) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole: {
        if (p.scheduler == SchedulerKind::Volcano)
            return tr("%1: Volcano %2 binpack").arg(name, QString::fromStdString(p.volcanoVersion));
        // The strategy scored with, or an unknown type as written.
        const std::optional<StrategyType> type = effectiveStrategyType(p);
        const std::string text = type ? strategyTypeName(*type) : effectiveFit(p).type;
        return tr("%1: kube-scheduler %2, %3").arg(name, QString::fromStdString(p.kubernetesVersion),
            QString::fromStdString(text.empty() ? std::string("(no strategy type)") : text));
    }
    case EditorKindRole:
        return QStringLiteral("name");
    default:
        return {};
    }
}

Qt::ItemFlags ProfileListModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable | Qt::ItemNeverHasChildren;
}

QString ProfileListModel::validateEdit(const QModelIndex& index, const QString& text) const
{
    return checkProfileName(doc_, index.row(), text);
}

bool ProfileListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString name = value.toString();
    const QString error = validateEdit(index, name);
    if (!error.isEmpty()) {
        emit editRejected(error);
        return false;
    }
    if (name.toStdString() != doc_->workspace().profiles[static_cast<size_t>(index.row())].name)
        doc_->undoStack()->push(new RenameProfileCommand(doc_, index.row(), name.toStdString()));
    return true;
}

} // namespace bp::ui
