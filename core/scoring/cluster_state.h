// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's compiled, index-based view of a cluster: resource names are
// interned, amounts are int64 in scheduler units (cpu in millicores, every
// other resource as Value(), i.e. rounded up to an integer).
#pragma once

#include "model/workspace.h"
#include "scoring/version.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace bp {

enum : int { kCpu = 0, kMemory = 1, kEphemeralStorage = 2, kPods = 3 };

constexpr int64_t kDefaultMilliCpuRequest = 100;           // 100m
constexpr int64_t kDefaultMemoryRequest = 200 * 1024 * 1024; // 209715200 bytes
constexpr int64_t kDefaultMaxPods = 110;

// Upstream v1helper.IsScalarResourceName: extended resources (domain/name not in
// kubernetes.io), hugepages-*, kubernetes.io/-prefixed native resources
// (attachable-volumes-* included).
bool isScalarResourceName(std::string_view name);
bool isExtendedResourceName(std::string_view name);

class ResourceTable {
public:
    ResourceTable(); // cpu, memory, ephemeral-storage, pods
    int indexOf(std::string_view name) const; // -1 when unknown
    int intern(std::string_view name);
    const std::string& name(int index) const { return names_[static_cast<size_t>(index)]; }
    int size() const { return static_cast<int>(names_.size()); }
    bool isScalar(int index) const { return scalar_[static_cast<size_t>(index)]; }

private:
    std::vector<std::string> names_;
    std::vector<bool> scalar_;
    std::unordered_map<std::string, int> index_;
};

using Amounts = std::vector<int64_t>; // indexed by ResourceTable

// What the scheduler sees of one pod (one template; replicas share it).
struct PodDemand {
    Amounts requests;  // PodRequests without defaults, with overhead (filter, BalancedAllocation 1.22.4+ and 1.23+, Volcano)
    Amounts nonZero;   // with the per-container non-zero defaults for cpu/memory, with overhead (NodeInfo.NonZeroRequested)
    Amounts fitIncoming;      // the incoming pod's vector for NodeResourcesFit scoring (version quirks applied)
    Amounts balancedIncoming; // the incoming pod's vector for BalancedAllocation scoring
    int64_t podCount = 1; // the "pods" resource
    // What NodeInfo.Requested adds when the pod is bound, where it differs
    // from `requests` (v1.16.0-v1.16.9: regular containers only); empty: `requests`.
    Amounts bound;
    // Scalar resources the pod names with a total of 0: their key still
    // reaches the filter's ScalarResources map (see KubeVersion::fitSkipsZeroScalars).
    std::vector<int> zeroScalarKeys;
    const Amounts& boundRequests() const { return bound.empty() ? requests : bound; }
};

struct NodeState {
    Amounts allocatable;      // "pods" defaults to 110
    Amounts requested;        // Σ requests of the pods on it (NodeInfo.Requested)
    Amounts nonZeroRequested; // Σ nonZero (NodeInfo.NonZeroRequested)
    int64_t podCount = 0;
};

// Computes a pod's demand under the given release's rules (KEP-753 aggregation
// with sidecars from 1.29, plain max(Σ containers, max init) before; the
// 1.22-1.26 incoming-pod cpu-overhead quirk; 1.16's container-only defaults;
// v1.16.0-v1.16.9 without init containers outside the filter; the 1.27-1.31
// per-container non-zero node totals).
// Throws InputError for quantities that do not fit.
PodDemand computePodDemand(const Pod& pod, ResourceTable& table, KubeVersion version, const std::string& file = {});

struct ClusterState {
    ResourceTable resources;
    std::vector<std::string> nodeNames;
    std::vector<NodeState> nodes;
    std::unordered_map<std::string, int> nodeIndex;

    // All vectors are sized to resources.size(); call after interning new names.
    void resizeAmounts();
    // bind() saturates at INT64_MAX instead of wrapping; the filter already
    // keeps every resource it checks within allocatable.
    void bind(int node, const PodDemand& demand);
    void unbind(int node, const PodDemand& demand);
    // Binds `count` pods of one demand at once. Returns false, changing
    // nothing, when a node total would not fit int64 (*resource: its index).
    bool tryBind(int node, const PodDemand& demand, int64_t count, int* resource = nullptr);
};

// Builds the state of a workspace under a release: nodes with their bound pods.
// Pending pods are not placed. Throws InputError (unknown nodeName, bad quantity,
// duplicate node name).
ClusterState buildClusterState(const Workspace& ws, KubeVersion version);

} // namespace bp
