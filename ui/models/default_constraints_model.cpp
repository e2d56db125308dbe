// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/default_constraints_model.h"

#include "document/commands_profiles.h"
#include "document/document.h"

#include <QStringList>
#include <QUndoStack>

#include <limits>

namespace bp::ui {

namespace {
const QStringList kActions = { QStringLiteral("DoNotSchedule"), QStringLiteral("ScheduleAnyway") };
} // namespace

QString otherConstraintFields(const TopologySpreadConstraint& c)
{
    QStringList parts;
    if (c.minDomains)
        parts << QStringLiteral("minDomains: %1").arg(*c.minDomains);
    if (c.nodeAffinityPolicy)
        parts << QStringLiteral("nodeAffinityPolicy: %1").arg(QString::fromStdString(*c.nodeAffinityPolicy));
    if (c.nodeTaintsPolicy)
        parts << QStringLiteral("nodeTaintsPolicy: %1").arg(QString::fromStdString(*c.nodeTaintsPolicy));
    if (!c.matchLabelKeys.empty()) {
        QStringList keys;
        for (const std::string& k : c.matchLabelKeys)
            keys << QString::fromStdString(k);
        parts << QStringLiteral("matchLabelKeys: [%1]").arg(keys.join(QStringLiteral(", ")));
    }
    return parts.join(QStringLiteral("; "));
}

DefaultConstraintsModel::DefaultConstraintsModel(Document* doc, QObject* parent)
    : QAbstractTableModel(parent)
    , doc_(doc)
{
    if (const Profile* p = doc->currentProfile())
        rows_ = p->podTopologySpreadDefaultConstraints;
    connect(doc, &Document::profileChanged, this, [this](int row) {
        if (row == doc_->currentProfileIndex())
            reload();
    });
    connect(doc, &Document::currentProfileChanged, this, &DefaultConstraintsModel::reload);
    connect(doc, &Document::workspaceReset, this, &DefaultConstraintsModel::reload);
    connect(doc, &Document::profilesRemoved, this, &DefaultConstraintsModel::reload);
}

void DefaultConstraintsModel::reload()
{
    const Profile* p = doc_->currentProfile();
    std::vector<TopologySpreadConstraint> rows = p ? p->podTopologySpreadDefaultConstraints
                                                   : std::vector<TopologySpreadConstraint>{};
    if (rows == rows_)
        return; // an open editor (or the current row) stays as it is
    if (rows.size() == rows_.size()) {
        rows_ = std::move(rows);
        if (!rows_.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

int DefaultConstraintsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int DefaultConstraintsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 4;
}

QVariant DefaultConstraintsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::DisplayRole) {
        switch (section) {
        case KeyColumn:
            return tr("topologyKey");
        case SkewColumn:
            return tr("maxSkew");
        case WhenColumn:
            return tr("whenUnsatisfiable");
        default:
            return tr("Also");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case KeyColumn:
            return tr("The node label whose values are the domains to spread over (e.g. topology.kubernetes.io/zone).");
        case SkewColumn:
            return tr("The largest difference allowed in matching pods between two domains (1 or more).");
        case WhenColumn:
            return tr("DoNotSchedule refuses nodes that would break maxSkew (a filter); ScheduleAnyway only "
                      "scores them lower.");
        default:
            return tr("Fields read from the file that this table does not edit; they are kept.");
        }
    }
    return {};
}

QVariant DefaultConstraintsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TopologySpreadConstraint& c = rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case KeyColumn:
            return QString::fromStdString(c.topologyKey);
        case SkewColumn:
            return c.maxSkew;
        case WhenColumn:
            return QString::fromStdString(c.whenUnsatisfiable);
        default:
            return otherConstraintFields(c);
        }
    case Qt::ToolTipRole:
        if (index.column() == MoreColumn)
            return otherConstraintFields(c).isEmpty() ? tr("Nothing else is set.") : otherConstraintFields(c);
        return data(index, Qt::DisplayRole).toString();
    case EditorKindRole:
        return index.column() == SkewColumn ? QStringLiteral("int")
            : index.column() == WhenColumn  ? QStringLiteral("choice")
                                            : QString();
    case ChoicesRole:
        return index.column() == WhenColumn ? QVariant(kActions) : QVariant();
    case PlaceholderRole:
        return index.column() == KeyColumn ? QStringLiteral("topology.kubernetes.io/zone") : QVariant();
    default:
        return {};
    }
}

Qt::ItemFlags DefaultConstraintsModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() != MoreColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QString DefaultConstraintsModel::validateEdit(const QModelIndex& index, const QString& text) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return tr("No such cell.");
    switch (index.column()) {
    case KeyColumn:
        return text.trimmed().isEmpty() ? tr("A default constraint needs a topologyKey (a node label key).")
                                        : QString();
    case SkewColumn: {
        bool ok = false;
        const qlonglong n = text.toLongLong(&ok);
        return ok && n >= 1 && n <= std::numeric_limits<int32_t>::max()
            ? QString()
            : tr("%1: maxSkew is a whole number from 1 to 2147483647").arg(text);
    }
    case WhenColumn:
        return kActions.contains(text) ? QString() : tr("%1: expected DoNotSchedule or ScheduleAnyway").arg(text);
    default:
        return tr("This column is not edited here.");
    }
}

bool DefaultConstraintsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable) || doc_->currentProfileIndex() < 0)
        return false;
    const QString text = value.toString();
    const QString error = validateEdit(index, text);
    if (!error.isEmpty()) {
        emit editRejected(error);
        return false;
    }
    std::vector<TopologySpreadConstraint> list = rows_;
    TopologySpreadConstraint& c = list[static_cast<size_t>(index.row())];
    QString what;
    switch (index.column()) {
    case KeyColumn:
        c.topologyKey = text.trimmed().toStdString();
        what = tr("Set default constraint %1's topologyKey to %2").arg(index.row() + 1).arg(text.trimmed());
        break;
    case SkewColumn:
        c.maxSkew = static_cast<int32_t>(text.toLongLong());
        what = tr("Set default constraint %1's maxSkew to %2").arg(index.row() + 1).arg(c.maxSkew);
        break;
    default:
        c.whenUnsatisfiable = text.toStdString();
        what = tr("Set default constraint %1's whenUnsatisfiable to %2").arg(index.row() + 1).arg(text);
        break;
    }
    if (list == rows_)
        return true;
    doc_->undoStack()->push(new SetSpreadDefaultsCommand(doc_, doc_->currentProfileIndex(), SpreadDefaulting::List,
        std::move(list), what,
        QStringLiteral("default-constraint/%1/%2").arg(index.row()).arg(index.column())));
    return true;
}

} // namespace bp::ui
