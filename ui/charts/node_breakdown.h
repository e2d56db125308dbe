// SPDX-License-Identifier: GPL-3.0-or-later
// What one node holds of each resource, with the pod under study added: the
// data behind the score view's per-resource breakdown. Plain data, filled by
// the live engine from bp::ClusterState and bp::PodDemand.
#pragma once

#include <QMetaType>
#include <QString>
#include <QVector>

#include <cstdint>

namespace bp::ui {

struct ResourceUsage {
    QString resource;        // "cpu", "memory", "nvidia.com/gpu", "pods", ...
    int64_t onNode = 0;      // requested by the pods already on the node (scheduler units: cpu in millicores)
    int64_t pod = 0;         // requested by the pod under study
    int64_t allocatable = 0; // the node's allocatable amount
    bool scored = false;     // one of the resources the profile's scoring plugins weigh
    int64_t weight = 0;      // its weight there (0 when not scored)

    // (onNode + pod) / allocatable in percent; 0 when allocatable is 0.
    double utilizationPercent() const
    {
        return allocatable > 0 ? 100.0 * static_cast<double>(onNode + pod) / static_cast<double>(allocatable) : 0.0;
    }
    friend bool operator==(const ResourceUsage&, const ResourceUsage&) = default;
};

struct NodeBreakdown {
    QString node;  // empty: no node
    QString pod;   // the pod under study
    QVector<ResourceUsage> resources;
    friend bool operator==(const NodeBreakdown&, const NodeBreakdown&) = default;
};

} // namespace bp::ui

Q_DECLARE_METATYPE(bp::ui::NodeBreakdown)
