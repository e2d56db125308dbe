// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's compiled, index-based view of a cluster: resource names are
// interned, amounts are int64 in scheduler units (cpu in millicores, every
// other resource as Value(), i.e. rounded up to an integer).
#pragma once

#include "model/workspace.h"
#include "scoring/version.h"

#include <cstdint>
#include <memory>
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

// What the node-local filters (NodeUnschedulable, TaintToleration,
// NodeAffinity; scoring/node_filters.h) say of one pod template on each node.
// They read the node's labels, taints and cordon and the pod's spec, none of
// which a bind changes, so one answer per node serves a whole simulation.
struct NodeVerdicts {
    // How a failure combines with NodeResourcesFit's reasons on the same node.
    enum class Kind : uint8_t {
        Alone,          // 1.22+ (and 1.16's CheckNodeUnschedulable): filtering stops here, the only reason
        WithResources,  // 1.16 GeneralPredicates (node selector): reported beside the resource reasons
        AfterResources, // 1.16 PodToleratesNodeTaints: checked only when GeneralPredicates passed
    };
    struct Failure {
        std::string reason;
        std::string plugin; // "TaintToleration"; 1.16: the predicate, e.g. "PodToleratesNodeTaints"
        Kind kind = Kind::Alone;
        friend bool operator==(const Failure&, const Failure&) = default;
    };
    std::vector<int32_t> byNode; // per node index: -1 passes, else an index into failures
    std::vector<Failure> failures;
    const Failure* at(int node) const
    {
        if (node < 0 || static_cast<size_t>(node) >= byNode.size() || byNode[static_cast<size_t>(node)] < 0)
            return nullptr;
        return &failures[static_cast<size_t>(byNode[static_cast<size_t>(node)])];
    }
};

// A host port a pod takes on its node: one entry of the framework's
// HostPortInfo, sanitized as it sanitizes them (an empty hostIP is 0.0.0.0,
// an empty protocol TCP).
struct HostPort {
    std::string ip;
    std::string protocol;
    int32_t port = 0;
    friend bool operator==(const HostPort&, const HostPort&) = default;
};

// framework.DefaultBindAllHostIP: what an empty hostIP means.
inline constexpr std::string_view kBindAllHostIP = "0.0.0.0";

// The reason NodePorts (1.16: PodFitsHostPorts) gives, in every release.
inline constexpr const char* kNodePortsReason = "node(s) didn't have free ports for the requested pod ports";

// HostPortInfo.CheckConflict: whether `want` collides with a port the node
// already has. 0.0.0.0 collides with the same protocol and port on any
// address; another address with itself and with 0.0.0.0.
bool hostPortConflicts(const std::vector<HostPort>& used, const HostPort& want);
bool anyHostPortConflicts(const std::vector<HostPort>& used, const std::vector<HostPort>& wanted);

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
    // The node-local filters' verdicts (scoring/node_filters.h); nullptr: every node passes.
    std::shared_ptr<const NodeVerdicts> verdicts;
    // The host ports the pod asks for (NodePorts' PreFilter state): the
    // container ports with hostPort > 0, and those of sidecar init containers
    // where the release counts them (KubeVersion::sidecarHostPorts).
    std::vector<HostPort> hostPorts;
    const NodeVerdicts::Failure* blockedOn(int node) const { return verdicts ? verdicts->at(node) : nullptr; }
};

struct NodeState {
    int index = -1;           // in ClusterState::nodes (-1: a node outside any cluster state)
    Amounts allocatable;      // "pods" defaults to 110
    Amounts requested;        // Σ requests of the pods on it (NodeInfo.Requested)
    Amounts nonZeroRequested; // Σ nonZero (NodeInfo.NonZeroRequested)
    int64_t podCount = 0;
    // NodeInfo.UsedPorts: a set, as upstream's map is. Binding adds the pod's
    // host ports; unbinding removes them even when another pod on the node
    // listed the same port (upstream's HostPortInfo.Remove does the same).
    std::vector<HostPort> usedPorts;
};

// Computes a pod's demand under the given release's rules (KEP-753 aggregation
// with sidecars from 1.29, plain max(Σ containers, max init) before; the
// 1.22-1.26 incoming-pod cpu-overhead quirk; 1.16's container-only defaults;
// v1.16.0-v1.16.9 without init containers outside the filter; the 1.27-1.31
// per-container non-zero node totals).
// Throws InputError for quantities that do not fit.
PodDemand computePodDemand(const Pod& pod, ResourceTable& table, KubeVersion version, const std::string& file = {});
// The host ports `pod` asks for under the filter rules of `rules`
// (KubeVersion::filterRelease()): PodDemand::hostPorts.
std::vector<HostPort> hostPortsOf(const Pod& pod, KubeVersion rules);

// What the node-local filters read of a node.
struct NodeTraits {
    Labels labels;
    std::vector<Taint> taints;
    bool unschedulable = false;
};

struct ClusterState {
    ResourceTable resources;
    std::vector<std::string> nodeNames;
    std::vector<NodeState> nodes;
    std::vector<NodeTraits> traits; // per node
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
