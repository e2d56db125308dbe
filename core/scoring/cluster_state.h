// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's compiled, index-based view of a cluster: resource names are
// interned, amounts are int64 in scheduler units (cpu in millicores, every
// other resource as Value(), i.e. rounded up to an integer).
#pragma once

#include "io/label_selector.h"
#include "model/workspace.h"
#include "scoring/version.h"

#include <cstdint>
#include <map>
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
    // Its PodGroup in the cluster state (-1: none, e.g. a demand outside any
    // state) and its hard spreading constraints (indices into
    // ClusterState::spread, in the pod's order; registerSpread()).
    int group = -1;
    std::vector<int> spread;
    // Its required pod affinity and anti-affinity terms (an index into
    // AffinityCounts::incoming; -1: none; registerPodAffinity()).
    int affinity = -1;
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
    // Pads the amount vectors with zeros to `n` resources (a table that
    // interned more names after the demand was computed); `bound` only
    // when it is set.
    void resizeAmounts(size_t n)
    {
        requests.resize(n, 0);
        nonZero.resize(n, 0);
        fitIncoming.resize(n, 0);
        balancedIncoming.resize(n, 0);
        if (!bound.empty())
            bound.resize(n, 0);
    }
};

// The label the API server gives every namespace (from 1.22): its name.
inline constexpr const char* kNamespaceNameLabel = "kubernetes.io/metadata.name";

// Pods PodTopologySpread counts alike: one namespace ("" is "default") and
// one label set. ClusterState interns them; a node keeps how many of each
// group it holds.
struct PodGroup {
    std::string ns;
    Labels labels;
    // The labels of its namespace (namespaceSelector reads them).
    Labels nsLabels;
    // The required anti-affinity terms its pods carry (indices into
    // AffinityCounts::carried): InterPodAffinity's "existing pods'
    // anti-affinity" once they are bound.
    std::vector<int> carried;
};

// One pod affinity term as InterPodAffinity reads it (framework.AffinityTerm
// with the namespaces resolved): which pods it selects, and its topology key.
struct AffinityTermRule {
    std::string topologyKey;
    std::vector<std::string> namespaces; // sorted
    bool allNamespaces = false;          // namespaceSelector: {}
    bool useNamespaceSelector = false;   // a non-empty namespaceSelector, matched against the namespace's labels
    LabelSelector namespaceSelector;
    LabelSelector selector;
    bool selectsNothing = false; // labelSelector: null (or an operator no reader lets through)
    // AffinityTerm.Matches: the namespace, then the label selector.
    bool matches(const PodGroup& group) const;
};

// Matching pods per value of one topology key, over the nodes that have it
// (one key's share of upstream's topologyToMatchedTermCount).
struct TopologyCounts {
    std::string topologyKey;
    std::vector<std::string> domainNames;  // per domain: the label value
    std::vector<int32_t> domainOf;         // per node: -1 without the label
    std::vector<std::vector<int>> nodesOf; // per domain
    std::vector<int64_t> count;            // per domain
    int64_t total = 0;                     // over all domains
    // Every domain whose count went from 0 to more or back, in order: what
    // a snapshot has not seen yet is the log past its position.
    std::vector<int32_t> flips;
    void add(int node, int64_t delta);
};

// InterPodAffinity's PreFilter state for every pending pod template, kept up
// to date as pods are bound. Built by registerPodAffinity()
// (scoring/pod_affinity.h).
struct AffinityCounts {
    // The pods an incoming pod's terms count: for its affinity, the pods that
    // match every one of its affinity terms (counted under each term's key);
    // for an anti-affinity term, the pods that match that term.
    struct Counted {
        std::vector<AffinityTermRule> matchAll;
        TopologyCounts counts;
        bool selects(const PodGroup& g) const; // matches every term
    };
    std::vector<Counted> counted;
    std::vector<std::vector<int>> countedByGroup; // per PodGroup: the Counted that count its pods
    // A required anti-affinity term some pods carry, with where they are.
    struct Carried {
        AffinityTermRule term;
        TopologyCounts counts;
    };
    std::vector<Carried> carried;
    std::vector<std::vector<int>> carriedAgainst; // per PodGroup: the carried terms that select its pods
    // A pending pod template's terms.
    struct Incoming {
        std::vector<int> affinity; // Counted, one per required affinity term
        std::vector<int> anti;     // Counted, one per required anti-affinity term
        bool selfMatchAll = false; // the pod matches all its own affinity terms (the first-pod rule)
        bool legacyOrder = false;  // 1.16: existing pods' anti-affinity first, and two reasons
    };
    std::vector<Incoming> incoming;
    std::unordered_map<std::string, int> index; // registration key -> Counted, Carried or Incoming
};

// One hard spreading constraint (whenUnsatisfiable: DoNotSchedule) of a
// pending pod template as PodTopologySpread's PreFilter sees it, compiled
// against the nodes and kept up to date as pods are bound: its per-domain
// matching pod counts (TpPairToMatchNum) and their minimum
// (TpKeyToCriticalPaths). Built by registerSpread() (scoring/topology_spread.h).
struct SpreadConstraint {
    std::string topologyKey;
    int32_t maxSkew = 1;
    int32_t minDomains = 1;
    bool minDomainsRule = false; // the release replaces the minimum by 0 below minDomains domains
    bool selfMatch = false;      // the incoming pod's own labels match the selector
    // Which groups' pods count: the selector (matchLabels as Equals
    // requirements, matchLabelKeys merged, then matchExpressions) in the
    // incoming pod's namespace; countsNothing: a release that counts no pod
    // for this selector (see KubeVersion::spreadEmptySelectorCountsNothing).
    std::string ns;
    LabelSelector selector;
    bool selectsNothing = false; // labelSelector: null (labels.Nothing())
    bool countsNothing = false;
    std::vector<std::string> domainNames; // per domain: the label value
    std::vector<int32_t> domainOf;  // per node: the domain of its label value, -1 without the label
    std::vector<int32_t> countInto; // per node: the domain its matching pods add to, -1 none
    std::vector<std::vector<int>> nodesOf; // per domain: the nodes with that label value
    std::vector<int64_t> count;     // per domain
    std::vector<char> exists;       // per domain: an eligible node has it (a TpPairToMatchNum key)
    std::map<int64_t, int64_t> levels; // count -> how many existing domains have it
    int64_t domains = 0;              // existing domains (TpKeyToDomainsNum)
    // The selector (labels.Selector.Matches), and whether a pod of `group`
    // is counted: the selector, the namespace and the release's rule.
    bool selects(const Labels& labels) const;
    bool counts(const PodGroup& group) const;
    // The global minimum the skew is measured from (minMatchNum).
    int64_t minMatch() const;
    void add(int node, int64_t delta);
};

struct SpreadCounts {
    std::vector<SpreadConstraint> constraints;
    std::vector<std::vector<int>> byGroup; // per PodGroup: the constraints that count its pods
    std::unordered_map<std::string, int> index; // registration key -> constraint
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
    // The pods on it by PodGroup: {group, count}.
    std::vector<std::pair<int, int64_t>> groups;
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
    std::vector<PodGroup> groups;
    std::unordered_map<std::string, int> groupIndex;
    SpreadCounts spread;
    AffinityCounts affinity;
    // The workspace's Namespaces: their labels (kubernetes.io/metadata.name included).
    std::unordered_map<std::string, Labels> namespaceLabels;

    // The group of a pod with this namespace, these labels and these carried
    // anti-affinity terms (sorted), interned.
    int internGroup(const std::string& ns, const Labels& labels, const std::vector<int>& carried = {});
    // The labels of a namespace: the workspace's, or kubernetes.io/metadata.name alone.
    Labels labelsOfNamespace(const std::string& ns) const;

    // bind(), unbind() and tryBind() each add one: what
    // OtherScorer::setIncremental checks its bookkeeping of binds against.
    uint64_t mutations = 0;

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
