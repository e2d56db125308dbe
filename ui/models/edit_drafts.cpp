// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/edit_drafts.h"

#include "models/roles.h"

#include <QAbstractItemModel>
#include <QColor>

namespace bp::ui {

std::optional<QVariant> EditDrafts::data(const QModelIndex& index, int role) const
{
    const auto draft = drafts_.constFind(key(index.row(), index.column()));
    if (draft == drafts_.constEnd())
        return std::nullopt;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return draft->text;
    case Qt::ToolTipRole:
        return draft->error;
    case RejectedRole:
        return true;
    case Qt::BackgroundRole:
        return QColor(220, 40, 40, 70);
    default:
        return std::nullopt;
    }
}

bool EditDrafts::check(QAbstractItemModel* model, const QModelIndex& index, const QString& text, const QString& error)
{
    const quint64 k = key(index.row(), index.column());
    if (!error.isEmpty()) {
        drafts_.insert(k, { text, error });
        emit model->dataChanged(index, index);
        return false;
    }
    if (drafts_.remove(k) > 0)
        emit model->dataChanged(index, index);
    return true;
}

} // namespace bp::ui
