// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/generate_shape_model.h"

#include "text/phrase_text.h"

#include "qstring_util.h"
#include "scoring/cluster_state.h" // isScalarResourceName

#include <QColor>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace bp::ui {

namespace {

// The request as the generator counts it.
std::optional<int64_t> amountOf(const QString& resource, const Quantity& q)
{
    return q.schedulerUnits(resource.toStdString());
}

bool parseOne(const QString& text, const QString& resource, Quantity* q, QString* error)
{
    QString why;
    const auto parsed = parseQuantity(text.trimmed(), &why);
    if (!parsed) {
        *error = GenerateShapeModel::tr("%1 is not a quantity (%2); expected e.g. 500m, 2, 512Mi or a range 250m..2")
                     .arg(text.trimmed(), why);
        return false;
    }
    if (parsed->isNegative()) {
        *error = GenerateShapeModel::tr("%1 is negative; expected a request of 0 or more").arg(text.trimmed());
        return false;
    }
    if (!amountOf(resource, *parsed)) {
        *error = GenerateShapeModel::tr("%1 is too large").arg(text.trimmed());
        return false;
    }
    *q = *parsed;
    return true;
}

} // namespace

bool parseRequestRange(const QString& text, const QString& resource, ResourceRange* range, QString* error)
{
    const int dots = text.indexOf(QStringLiteral(".."));
    const QString lo = dots < 0 ? text : text.left(dots);
    const QString hi = dots < 0 ? text : text.mid(dots + 2);
    if (dots >= 0 && (lo.trimmed().isEmpty() || hi.trimmed().isEmpty())) {
        *error = GenerateShapeModel::tr("%1 is not a range; expected MIN..MAX, e.g. 250m..2").arg(text.trimmed());
        return false;
    }
    ResourceRange r;
    r.resource = resource.toStdString();
    if (!parseOne(lo, resource, &r.min, error) || !parseOne(hi, resource, &r.max, error))
        return false;
    if (*amountOf(resource, r.min) > *amountOf(resource, r.max)) {
        *error = GenerateShapeModel::tr("the range %1..%2 is empty; expected the minimum first")
                     .arg(qs(r.min.text()), qs(r.max.text()));
        return false;
    }
    *range = std::move(r);
    return true;
}

bool parseProportion(const QString& text, double* proportion)
{
    QString t = text.trimmed();
    double scale = 1;
    if (t.endsWith(QLatin1Char('%'))) {
        t.chop(1);
        scale = 0.01;
    }
    bool ok = false;
    const double d = t.toDouble(&ok); // the C locale: "0.3", as in the CLI
    if (!ok || !std::isfinite(d) || d <= 0)
        return false;
    *proportion = d * scale;
    return true;
}

bool isResourceName(const QString& name)
{
    const std::string n = name.toStdString();
    return n == "cpu" || n == "memory" || n == "ephemeral-storage" || isScalarResourceName(n);
}

GenerateShapeModel::GenerateShapeModel(QObject* parent)
    : QAbstractTableModel(parent)
    , resources_({ QStringLiteral("cpu"), QStringLiteral("memory") })
{
    revalidate();
}

int GenerateShapeModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(shapes_.size());
}

int GenerateShapeModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstResourceColumn + static_cast<int>(resources_.size());
}

QString GenerateShapeModel::columnTitle(int column) const
{
    switch (column) {
    case NameColumn:
        return tr("Name");
    case KindColumn:
        return tr("Count or proportion");
    case AmountColumn:
        return tr("Amount");
    default:
        return resources_.value(column - FirstResourceColumn);
    }
}

QVariant GenerateShapeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section + 1;
        return {};
    }
    if (role == Qt::DisplayRole)
        return columnTitle(section);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case NameColumn:
            return tr("The shape's name: its pods are called <name>-0, <name>-1, …");
        case KindColumn:
            return tr("Whether the shape asks for a fixed number of pods or a share of the total pods");
        case AmountColumn:
            return tr("A count (a whole number of pods) or a proportion (0.3 or 30 %; proportions are relative "
                      "weights of the total pods)");
        default:
            return tr("The request of %1 per pod: fixed (e.g. 500m, 1Gi) or a range drawn uniformly from the seed "
                      "(e.g. 250m..2, 256Mi..4Gi); empty: not requested")
                .arg(columnTitle(section));
        }
    }
    return {};
}

Qt::ItemFlags GenerateShapeModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

QVariant GenerateShapeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Shape& s = shapes_[static_cast<size_t>(index.row())];
    const int c = index.column();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (c == NameColumn)
            return s.name;
        if (c == KindColumn) {
            if (role == Qt::EditRole)
                return static_cast<int>(s.kind);
            return s.kind == Kind::Count ? tr("Count") : tr("Proportion");
        }
        if (c == AmountColumn)
            return s.amount;
        return s.requests.value(c - FirstResourceColumn);
    case Qt::ToolTipRole: {
        const QString problem = cellProblem(index.row(), c);
        return problem.isEmpty() ? headerData(c, Qt::Horizontal, Qt::ToolTipRole) : QVariant(problem);
    }
    case Qt::BackgroundRole:
        if (!cellProblem(index.row(), c).isEmpty())
            return QColor(220, 40, 40, 70); // translucent: readable on light and dark themes
        return {};
    case Qt::TextAlignmentRole:
        if (c >= AmountColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

bool GenerateShapeModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    Shape& s = shapes_[static_cast<size_t>(index.row())];
    const int c = index.column();
    if (c == NameColumn) {
        s.name = value.toString().trimmed();
    } else if (c == KindColumn) {
        // An index (the combo box) or the words, as the user or a test gives them.
        const QString t = value.toString().trimmed().toLower();
        bool isInt = false;
        const int i = t.toInt(&isInt);
        if (isInt && (i == 0 || i == 1))
            s.kind = i == 0 ? Kind::Count : Kind::Proportion;
        else if (t == QLatin1String("count") || t == tr("Count").toLower())
            s.kind = Kind::Count;
        else if (t == QLatin1String("proportion") || t == tr("Proportion").toLower())
            s.kind = Kind::Proportion;
        else
            return false;
    } else if (c == AmountColumn) {
        s.amount = value.toString().trimmed();
    } else {
        s.requests[c - FirstResourceColumn] = value.toString().trimmed();
    }
    revalidate();
    // A name or kind change can change other cells' problems (duplicates).
    emit dataChanged(this->index(0, 0), this->index(rowCount() - 1, columnCount() - 1));
    emit tableChanged();
    return true;
}

bool GenerateShapeModel::insertRows(int row, int count, const QModelIndex& parent)
{
    if (parent.isValid() || row < 0 || row > rowCount() || count < 1)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int i = 0; i < count; ++i) {
        Shape s;
        s.amount = QStringLiteral("10");
        for (int r = 0; r < resources_.size(); ++r)
            s.requests << QString();
        shapes_.insert(shapes_.begin() + row + i, std::move(s));
    }
    revalidate();
    endInsertRows();
    emit tableChanged();
    return true;
}

bool GenerateShapeModel::removeRows(int row, int count, const QModelIndex& parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > rowCount())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    shapes_.erase(shapes_.begin() + row, shapes_.begin() + row + count);
    revalidate();
    endRemoveRows();
    emit tableChanged();
    return true;
}

void GenerateShapeModel::setTable(QStringList resources, std::vector<Shape> shapes)
{
    beginResetModel();
    resources_ = std::move(resources);
    for (const char* base : { "memory", "cpu" }) {
        if (!resources_.contains(QLatin1String(base)))
            resources_.prepend(QLatin1String(base));
    }
    shapes_ = std::move(shapes);
    for (Shape& s : shapes_) {
        while (s.requests.size() < resources_.size())
            s.requests << QString();
        while (s.requests.size() > resources_.size())
            s.requests.removeLast();
    }
    revalidate();
    endResetModel();
    emit tableChanged();
}

int GenerateShapeModel::addShape()
{
    QSet<QString> names;
    for (const Shape& s : shapes_)
        names.insert(s.name);
    QString name;
    for (int i = static_cast<int>(shapes_.size()) + 1; name.isEmpty() || names.contains(name); ++i)
        name = QStringLiteral("shape%1").arg(i);
    const int row = rowCount();
    insertRows(row, 1);
    Shape& s = shapes_[static_cast<size_t>(row)];
    s.name = name;
    s.requests[resourceColumn(QStringLiteral("cpu")) - FirstResourceColumn] = QStringLiteral("500m");
    s.requests[resourceColumn(QStringLiteral("memory")) - FirstResourceColumn] = QStringLiteral("512Mi");
    revalidate();
    emit dataChanged(index(row, 0), index(row, columnCount() - 1));
    emit tableChanged();
    return row;
}

bool GenerateShapeModel::addResource(const QString& rawName, QString* error)
{
    const QString name = rawName.trimmed();
    QString why;
    if (name.isEmpty())
        why = tr("Type the name of the resource to add, e.g. nvidia.com/gpu.");
    else if (resources_.contains(name))
        why = tr("There is already a column for %1.").arg(name);
    else if (!isResourceName(name))
        why = tr("%1 is not a resource a pod can request; expected ephemeral-storage, hugepages-<size> or an "
                 "extended resource such as nvidia.com/gpu")
                  .arg(name);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    const int column = columnCount();
    beginInsertColumns({}, column, column);
    resources_ << name;
    for (Shape& s : shapes_)
        s.requests << QString();
    revalidate();
    endInsertColumns();
    emit tableChanged();
    return true;
}

bool GenerateShapeModel::removeResource(const QString& name)
{
    const int column = resourceColumn(name);
    if (column < 0 || name == QLatin1String("cpu") || name == QLatin1String("memory"))
        return false;
    const int r = column - FirstResourceColumn;
    beginRemoveColumns({}, column, column);
    resources_.removeAt(r);
    for (Shape& s : shapes_)
        s.requests.removeAt(r);
    revalidate();
    endRemoveColumns();
    emit tableChanged();
    return true;
}

int GenerateShapeModel::resourceColumn(const QString& name) const
{
    const int i = static_cast<int>(resources_.indexOf(name));
    return i < 0 ? -1 : FirstResourceColumn + i;
}

QString GenerateShapeModel::cellProblem(int row, int column) const
{
    for (const Problem& p : problems_) {
        if (p.row == row && p.column == column)
            return p.message;
    }
    return {};
}

void GenerateShapeModel::revalidate()
{
    problems_.clear();
    if (shapes_.empty())
        problems_.push_back({ -1, -1, tr("There are no shapes; add one.") });
    QSet<QString> seen;
    for (int row = 0; row < rowCount(); ++row) {
        const Shape& s = shapes_[static_cast<size_t>(row)];
        auto add = [&](int column, const QString& message) { problems_.push_back({ row, column, message }); };
        if (s.name.isEmpty())
            add(NameColumn, tr("A shape needs a name."));
        else if (!isUsableShapeName(s.name.toStdString()))
            add(NameColumn,
                tr("\"%1\" cannot name pods; expected a name without spaces, ':', ',' or '='.").arg(s.name));
        else if (seen.contains(s.name))
            add(NameColumn, tr("Another shape is already called %1; names must be unique.").arg(s.name));
        seen.insert(s.name);

        if (s.kind == Kind::Count) {
            bool ok = false;
            const qlonglong n = s.amount.toLongLong(&ok);
            if (!ok || n < 0 || n > kMaxCount)
                add(AmountColumn,
                    tr("\"%1\" is not a count; expected a whole number of pods from 0 to %2.")
                        .arg(s.amount)
                        .arg(kMaxCount));
        } else {
            double d = 0;
            if (!parseProportion(s.amount, &d))
                add(AmountColumn,
                    tr("\"%1\" is not a proportion; expected a positive number such as 0.3 or 30%.").arg(s.amount));
        }
        for (int r = 0; r < resources_.size(); ++r) {
            const QString& text = s.requests.value(r);
            ResourceRange range;
            QString error;
            if (!text.isEmpty() && !parseRequestRange(text, resources_[r], &range, &error))
                add(FirstResourceColumn + r, error);
        }
    }
}

std::vector<PodShapeSpec> GenerateShapeModel::toShapes() const
{
    std::vector<PodShapeSpec> out;
    for (const Shape& s : shapes_) {
        PodShapeSpec spec;
        spec.name = s.name.toStdString();
        if (s.kind == Kind::Count) {
            spec.count = s.amount.toLongLong();
        } else {
            double d = 0;
            parseProportion(s.amount, &d);
            spec.proportion = d;
        }
        for (int r = 0; r < resources_.size(); ++r) {
            ResourceRange range;
            QString error;
            if (!s.requests.value(r).isEmpty() && parseRequestRange(s.requests[r], resources_[r], &range, &error))
                spec.requests.push_back(std::move(range));
        }
        out.push_back(std::move(spec));
    }
    return out;
}

} // namespace bp::ui
