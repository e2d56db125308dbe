// SPDX-License-Identifier: GPL-3.0-or-later
// Edits a table refused, kept as typed: the cell goes on showing the text
// (tinted, with the reason as its tooltip, RejectedRole true) until the user
// corrects it or the document changes under it, so nothing typed is lost.
// One implementation for the node, pod and container tables.
#pragma once

#include <QHash>
#include <QString>
#include <QVariant>
#include <optional>

class QAbstractItemModel;
class QModelIndex;

namespace bp::ui {

class EditDrafts {
public:
    // What a drafted cell shows for `role`; nullopt when the cell has no
    // draft or the role is the model's own to answer.
    std::optional<QVariant> data(const QModelIndex& index, int role) const;

    // Records the outcome of validating `text` for the cell: an error keeps
    // the text as the cell's draft, no error drops any draft. Tells `model`'s
    // views the cell changed when its draft did. True when the edit may go on.
    bool check(QAbstractItemModel* model, const QModelIndex& index, const QString& text, const QString& error);

    void clear() { drafts_.clear(); }

private:
    struct Draft {
        QString text;
        QString error;
    };
    static quint64 key(int row, int column) { return (quint64(quint32(row)) << 32) | quint32(column); }
    QHash<quint64, Draft> drafts_;
};

} // namespace bp::ui
