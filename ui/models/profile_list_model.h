// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace's profiles as a list (rename in place); the current profile is bold.
#pragma once

#include "models/roles.h"

#include <QAbstractListModel>

namespace bp::ui {

class Document;

class ProfileListModel : public QAbstractListModel, public EditValidator {
    Q_OBJECT
public:
    explicit ProfileListModel(Document* doc, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QString validateEdit(const QModelIndex& index, const QString& text) const override;

signals:
    void editRejected(const QString& message);

private:
    Document* doc_;
    int current_ = -1;
};

} // namespace bp::ui
