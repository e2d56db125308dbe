// SPDX-License-Identifier: GPL-3.0-or-later
// What each node's requested amount of a resource is made of, workload by
// workload, after a simulation: the pods that were bound before the queue
// ("already running") and the pending pods grouped by workload. The Compare
// view stacks these per node, one panel per profile, in the same colours, so
// a reader sees not only how full each node is but with what.
//
// Workload groups: pending pod templates by name stem, so the replicas and
// the generator's numbered pods of one workload ("web-0", "web-1", ... as
// `binpack-cli generate` names pods of random sizes) form one group "web".
// The stem is the name without one trailing "-<digits>". Groups keep the order
// in which the workspace lists them. When there are more than maxGroups,
// stems whose pods share one pod shape are merged first (waves "web-a",
// "web-b", ... of one shape become "web"), and past maxGroups the groups with
// the fewest pods are shown together as "other pods", so a chart never needs
// more colours than a reader can tell apart.
#pragma once

#include "model/workspace.h"
#include "sim/simulator.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bp {

struct WorkloadGroups {
    std::vector<std::string> names;    // display names; the last may be kOtherWorkloads
    std::vector<int> groupOfTemplate;  // per Workspace::pods entry; -1 for a bound pod
    static constexpr const char* kOtherWorkloads = "other pods";
};

// The workload groups of a workspace's pending pods (see the top of the file).
WorkloadGroups workloadGroups(const Workspace& ws, size_t maxGroups = 8);

// The stem a pod template is grouped under: "web-12" -> "web", "web" -> "web".
std::string workloadStem(const std::string& podName);

struct WorkloadBreakdown {
    std::string resource;
    // amounts[g][node]: the requested amount of `resource` that group g holds
    // on the node ("pods": the number of pods), in the resource's base unit
    // (millicores for cpu, bytes for memory, whole units otherwise).
    // bound[node]: the part held by pods bound before the queue.
    std::vector<std::vector<int64_t>> amounts;
    std::vector<int64_t> bound;
    std::vector<int64_t> allocatable; // per node; 0 when the node has none of it
};

// The breakdown of `resource` in run.finalState. `ws` and `profile` are those
// the run simulated (the profile's kubernetesVersion decides how a pod's
// requests add up). Throws InputError for a pod whose requests cannot be
// read, as simulate() would have.
WorkloadBreakdown workloadBreakdown(const Workspace& ws, const Profile& profile, const SimulationResult& run,
    const std::string& resource, const WorkloadGroups& groups);

} // namespace bp
