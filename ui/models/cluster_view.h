// SPDX-License-Identifier: GPL-3.0-or-later
// What the node and pod tables show besides the raw workspace: the columns
// (resources present), and the amounts the scheduler sees, asked of the core
// (buildClusterState, computePodDemand) so that the tables agree with the scores.
#pragma once

#include "model/workspace.h"
#include "scoring/cluster_state.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace bp::ui {

// cpu, memory, then every other resource named by a node's allocatable or a
// container's requests in order of first appearance, then pods.
std::vector<std::string> clusterResourceNames(const Workspace& ws);
// cpu, memory, then every other resource requested by a pod.
std::vector<std::string> podResourceNames(const Workspace& ws);

struct ClusterView {
    std::optional<ClusterState> state; // empty when the core refused the workspace
    QString error;                     // why
    // The amount of `resource` on node `row` in scheduler units, or nullopt.
    std::optional<int64_t> requested(int row, const std::string& resource) const;
    std::optional<int64_t> allocatable(int row, const std::string& resource) const;
    int64_t podCount(int row) const;
};
ClusterView computeClusterView(const Workspace& ws, const Profile* profile);

// Scheduler units back to a readable quantity: cpu millicores as "1500m" / "2",
// everything else as Kubernetes would print it ("1Gi", "110").
QString formatAmount(const std::string& resource, int64_t amount);

} // namespace bp::ui
