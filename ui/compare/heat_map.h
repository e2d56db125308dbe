// SPDX-License-Identifier: GPL-3.0-or-later
// A node x resource utilization heat map for one profile's final state,
// painted with QPainter: one column per node (in workspace order, so that the
// maps of several profiles line up), one row per resource. Used by the
// Compare view when a cluster has too many nodes for readable bars.
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

namespace bp {
struct ClusterState;
}

namespace bp::ui {

class HeatMap : public QWidget {
    Q_OBJECT
public:
    explicit HeatMap(QWidget* parent = nullptr);

    // Utilization of `resources` on every node of `state`; a node without the
    // resource is drawn hatched. `accent` colours a fully used cell.
    void setState(
        const QString& title, const bp::ClusterState& state, const QStringList& resources, const QColor& accent);

    // Row-major [resource][node]; negative: the node has none of it.
    const std::vector<std::vector<double>>& values() const { return values_; }
    QStringList resources() const { return resources_; }
    int nodeCount() const { return static_cast<int>(nodes_.size()); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRectF cellArea() const;
    QColor cellColor(double utilization) const;

    QString title_;
    QStringList resources_;
    QStringList nodes_;
    std::vector<std::vector<double>> values_;
    QColor accent_;
};

} // namespace bp::ui
