// SPDX-License-Identifier: GPL-3.0-or-later
// The editable table of pod shapes of the Workload Generator dialog: one row
// per shape (name, count or proportion, amount) and one column per resource
// whose cells hold a fixed request ("500m") or a range ("250m..2"); an empty
// cell requests nothing of that resource. Every cell keeps the text as typed;
// problems() says which cells are unusable and why, toShapes() turns a usable
// table into the core's PodShapeSpecs (core/sim/workload_generator.h).
#pragma once

#include "sim/workload_generator.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <vector>

namespace bp::ui {

class GenerateShapeModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, KindColumn, AmountColumn, FirstResourceColumn };
    enum class Kind { Count, Proportion };

    struct Shape {
        QString name;
        Kind kind = Kind::Count;
        QString amount; // "40", or "0.3" / "30%"
        QStringList requests; // one per resource column; "" = not requested
    };

    struct Problem {
        int row = -1; // -1: not a row's
        int column = -1; // -1: not a cell's
        QString message;
    };

    // The largest number of pods a shape's count may ask for.
    static constexpr int64_t kMaxCount = 100000;

    explicit GenerateShapeModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool insertRows(int row, int count, const QModelIndex& parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex& parent = {}) override;

    const std::vector<Shape>& shapes() const { return shapes_; }
    QStringList resources() const { return resources_; }
    void setTable(QStringList resources, std::vector<Shape> shapes);
    // Appends a shape with a name no other shape has.
    int addShape();
    // Adds a resource column; false and *error when the name is unusable or taken.
    bool addResource(const QString& name, QString* error = nullptr);
    // Removes a resource column (cpu and memory stay).
    bool removeResource(const QString& name);
    int resourceColumn(const QString& name) const; // -1: no such column
    QString columnTitle(int column) const;

    // Every unusable cell, by row then column (empty: toShapes() succeeds).
    const std::vector<Problem>& problems() const { return problems_; }
    std::vector<PodShapeSpec> toShapes() const;

signals:
    void tableChanged();

private:
    void revalidate();
    QString cellProblem(int row, int column) const;

    QStringList resources_;
    std::vector<Shape> shapes_;
    std::vector<Problem> problems_;
};

// "500m" or "250m..2" for `resource` into *range; false and *error (translated) if not.
bool parseRequestRange(const QString& text, const QString& resource, ResourceRange* range, QString* error);
// "0.3", "30%", "2" (relative weights); false if not a positive number.
bool parseProportion(const QString& text, double* proportion);
// A Kubernetes resource name (cpu, memory, nvidia.com/gpu, example.com/foo-bar).
bool isResourceName(const QString& name);

} // namespace bp::ui
