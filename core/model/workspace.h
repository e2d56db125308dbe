// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace model: exactly what a *.binpack.yaml file holds (see
// docs/workspace-format.md). Plain data, no behaviour beyond look-ups; the
// scoring engine compiles it into its own fast form.
#pragma once

#include "model/constraints.h"
#include "model/quantity.h"
#include "util/diagnostic.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bp {

// What a workspace cannot hold, worded once for every reader that builds one
// (the workspace file, the kubectl import): a map key must not be empty.
inline constexpr const char* kEmptyResourceName = "empty resource name; expected a name such as cpu or memory";
inline constexpr const char* kEmptyLabelKey = "empty label key; expected a key such as app or pool";

// An ordered resource map (order as written, kept for round trips).
struct ResourceList {
    std::vector<std::pair<std::string, Quantity>> entries;

    const Quantity* find(std::string_view name) const;
    bool contains(std::string_view name) const { return find(name) != nullptr; }
    void set(const std::string& name, Quantity q); // replaces or appends
    bool erase(std::string_view name);
    bool empty() const { return entries.empty(); }
    friend bool operator==(const ResourceList&, const ResourceList&) = default;
};

// core/v1 ContainerPort. Only a port with hostPort > 0 takes a port on the
// node (the NodePorts filter); the others are kept for round trips.
struct ContainerPort {
    std::string name;          // optional
    int32_t containerPort = 0; // 1..65535
    int32_t hostPort = 0;      // 0: none
    std::string protocol;      // TCP, UDP or SCTP; "" as written: TCP
    std::string hostIP;        // "": every address (0.0.0.0)
    friend bool operator==(const ContainerPort&, const ContainerPort&) = default;
};

struct Container {
    std::string name; // optional in the workspace file
    std::string image; // optional (ImageLocality reads it)
    ResourceList requests; // an absent key is "absent", not zero
    std::vector<ContainerPort> ports;
    bool restartable = false; // init container with restartPolicy: Always (sidecar)
    friend bool operator==(const Container&, const Container&) = default;
};

// The controller owner reference (metadata.ownerReferences with
// controller: true), as the scheduler and the repack mode read it.
struct PodOwner {
    std::string kind; // ReplicaSet, StatefulSet, Job, DaemonSet, Node, ...
    std::string name;
    // Its uid (optional): 1.16's NodePreferAvoidPodsPriority compares it with
    // the controllers a node's preferAvoidPods annotation lists.
    std::string uid {};
    friend bool operator==(const PodOwner&, const PodOwner&) = default;
};

// A volume that keeps its data on the node, as cluster-autoscaler's
// LocalStorage drain rule reads it (HasBlockingLocalStorage): a hostPath, or
// an emptyDir whose medium is not Memory. Volumes of other kinds
// (persistentVolumeClaim, configMap, secret, ...) are not kept: nothing here
// reads them.
struct LocalVolume {
    std::string name;
    bool hostPath = false; // hostPath; false: emptyDir
    std::string medium;    // emptyDir.medium: "" (the node's disk), Memory, HugePages, HugePages-2Mi, ...
    std::string path;      // hostPath.path, kept as written
    friend bool operator==(const LocalVolume&, const LocalVolume&) = default;
};

struct Pod {
    std::string name;
    std::string namespace_; // optional ("namespace" in the file)
    std::optional<std::string> nodeName; // set: bound (already counted on that node)
    int64_t replicas = 1; // >= 1; name-0, name-1, ... when > 1
    std::vector<Container> containers;
    std::vector<Container> initContainers;
    ResourceList overhead;
    std::vector<std::pair<std::string, std::string>> labels;
    std::optional<PodOwner> owner; // metadata.ownerReferences' controller (optional)
    // metadata.annotations, in file order (cluster-autoscaler reads
    // safe-to-evict and safe-to-evict-local-volumes).
    std::vector<std::pair<std::string, std::string>> annotations;
    std::vector<LocalVolume> volumes; // spec.volumes: the emptyDir and hostPath ones
    std::string schedulerName; // spec.schedulerName; "": default-scheduler
    // metadata.creationTimestamp as written (RFC 3339, model/timestamp.h);
    // "": unknown. The repack mode can queue pods in creation order.
    std::string creationTimestamp;
    // spec.priority (the API server sets it from priorityClassName); nullopt:
    // not given, which the scheduler's queue treats as 0.
    std::optional<int32_t> priority;
    // spec.hostNetwork: the API server defaults every container port's
    // hostPort to its containerPort (SetDefaults_PodSpec), so each takes the
    // node's port (cluster_state.h hostPortsOf).
    bool hostNetwork = false;
    // Placement constraints, as PodSpec holds them (all optional).
    std::vector<std::pair<std::string, std::string>> nodeSelector; // spec.nodeSelector, in file order
    std::vector<Toleration> tolerations;
    std::optional<Affinity> affinity; // spec.affinity
    std::vector<TopologySpreadConstraint> topologySpreadConstraints; // spec.topologySpreadConstraints
    SourcePos pos; // where the pod was defined (0 if unknown)
    friend bool operator==(const Pod&, const Pod&) = default;
};

// core/v1 ContainerImage, as node.status.images lists them.
struct ContainerImage {
    std::vector<std::string> names;
    int64_t sizeBytes = 0;
    friend bool operator==(const ContainerImage&, const ContainerImage&) = default;
};

struct Node {
    std::string name;
    ResourceList allocatable; // no "pods" entry: 110 pods
    std::vector<std::pair<std::string, std::string>> labels;
    std::vector<Taint> taints;  // spec.taints
    bool unschedulable = false; // spec.unschedulable (cordoned)
    std::vector<ContainerImage> images; // status.images (optional)
    // metadata.annotations, in file order (cluster-autoscaler reads
    // cluster-autoscaler.kubernetes.io/scale-down-disabled).
    std::vector<std::pair<std::string, std::string>> annotations;
    SourcePos pos;
    friend bool operator==(const Node&, const Node&) = default;
};

// ---- Profiles ---------------------------------------------------------------

enum class SchedulerKind { KubeScheduler, Volcano };

struct ResourceSpec { // {name, weight} as in the scheduler's API
    std::string name;
    int64_t weight = 0; // as written; 0 or absent means "default" (1) in v1 defaulting
    bool weightSet = false; // false: the key was absent
    friend bool operator==(const ResourceSpec&, const ResourceSpec&) = default;
};

struct ShapePoint {
    int64_t utilization = 0; // 0..100
    int64_t score = 0; // 0..10
    friend bool operator==(const ShapePoint&, const ShapePoint&) = default;
};

// NodeResourcesFitArgs, field for field. Strings stay strings so that invalid
// values can be reported the way upstream validation reports them.
struct ScoringStrategy {
    std::string type; // "" when omitted (a validation error upstream)
    std::vector<ResourceSpec> resources; // empty: defaulted to cpu:1, memory:1
    bool hasRequestedToCapacityRatio = false; // the requestedToCapacityRatio key was present
    std::vector<ShapePoint> shape;
    friend bool operator==(const ScoringStrategy&, const ScoringStrategy&) = default;
};

struct FitArgs {
    std::optional<ScoringStrategy> scoringStrategy; // nullopt: LeastAllocated cpu:1 memory:1
    std::vector<std::string> ignoredResources; // filter only
    std::vector<std::string> ignoredResourceGroups; // filter only
    friend bool operator==(const FitArgs&, const FitArgs&) = default;
};

struct BalancedAllocationArgs {
    std::vector<ResourceSpec> resources; // empty: cpu:1, memory:1
    friend bool operator==(const BalancedAllocationArgs&, const BalancedAllocationArgs&) = default;
};

struct PluginEntry {
    bool enabled = false;
    int64_t weight = 0; // 0: the scheduler's default (1)
    bool weightSet = false;
    friend bool operator==(const PluginEntry&, const PluginEntry&) = default;
};

// One Volcano argument, with the YAML type yaml.v2 would give it, because
// Volcano's GetInt accepts Go ints only ("10" quoted is ignored, 010 is 8).
struct VolcanoArgument {
    enum class Kind { Int, String, Float, Bool, Null, Other };
    std::string key;
    Kind kind = Kind::String;
    std::string text; // the scalar as written (without quotes), or a flow dump for Other
    bool quoted = false; // written in quotes in the source
    int64_t intValue = 0; // valid when kind == Int (YAML 1.1 rules: 010 -> 8, 0x1F -> 31, 1_0 -> 10)
    friend bool operator==(const VolcanoArgument&, const VolcanoArgument&) = default;
};

// One field of a Volcano plugin entry kept as written: its key, and its value
// as one line of flow YAML (io/yaml_flow.h: "false", "\"10\"", "{a: 1}").
struct VolcanoField {
    std::string key;
    std::string value;
    friend bool operator==(const VolcanoField&, const VolcanoField&) = default;
};

// One plugin entry of volcano-scheduler.conf's tiers. For binpack and
// nodeorder the entry only marks their place: their arguments and whether
// they score are the profile's (binpackArguments, nodeorderArguments); for
// predicates its filter switches are the profile's disabledFilters and
// `arguments` holds the rest.
struct VolcanoTierPlugin {
    std::string name;
    std::vector<VolcanoField> options; // enablePreemptable, enableJobOrder, ... (not name, not arguments)
    std::vector<VolcanoField> arguments; // arguments, key for key
    bool argumentsNull = false; // "arguments:" given with no value
    friend bool operator==(const VolcanoTierPlugin&, const VolcanoTierPlugin&) = default;
};

// What a volcano-scheduler.conf holds besides the profile, kept from an
// import so that the export writes it back (docs/config-formats.md, "The
// actions and tiers"). Without it the export writes Volcano's shipped
// configuration.
struct VolcanoConf {
    std::string actions; // as written ("enqueue, allocate, preempt, backfill"); "" : not given
    std::vector<std::vector<VolcanoTierPlugin>> tiers;
    std::string configurations; // the configurations list as flow YAML; "": not given
    std::string metrics; // the metrics map as flow YAML; "": not given
    friend bool operator==(const VolcanoConf&, const VolcanoConf&) = default;
};

// InterPodAffinityArgs (kube-scheduler config), as the profile gives them.
struct InterPodAffinityArgs {
    std::optional<int64_t> hardPodAffinityWeight; // nullopt: the default, 1
    bool ignorePreferredTermsOfExistingPods = false; // 1.27+
    friend bool operator==(const InterPodAffinityArgs&, const InterPodAffinityArgs&) = default;
};

// Kubernetes 1.16: one of the DefaultProvider's priorities besides the
// resource ones, by its Policy name ("TaintTolerationPriority",
// "NodeAffinityPriority", "InterPodAffinityPriority", "ImageLocalityPriority",
// "SelectorSpreadPriority", "NodePreferAvoidPodsPriority"), and its weight.
struct LegacyPriority {
    std::string name;
    int64_t weight = 1;
    friend bool operator==(const LegacyPriority&, const LegacyPriority&) = default;
};

struct Profile {
    std::string name;
    SchedulerKind scheduler = SchedulerKind::KubeScheduler;
    std::string kubernetesVersion = "1.36"; // "1.16" or "1.22" ... "1.36"
    bool kubernetesVersionSet = false;
    // Volcano profiles: the release whose pod-request rules apply ("1.8" ... "1.15").
    std::string volcanoVersion = "1.15";
    bool volcanoVersionSet = false;
    std::string schedulerName; // empty: default-scheduler / volcano
    // kube-scheduler: plugins omitted -> the release's whole default profile;
    // given -> exactly the plugins listed score
    bool pluginsSet = false;
    PluginEntry fit; // NodeResourcesFit
    FitArgs fitArgs;
    bool fitArgsSet = false;
    PluginEntry balanced; // NodeResourcesBalancedAllocation
    BalancedAllocationArgs balancedArgs;
    bool balancedArgsSet = false;
    // The default profile's other score plugins (kube-scheduler; 1.16: the
    // Policy priorities of the same names). With pluginsSet false they all
    // run at the release's default weights (scoring/default_scores.h).
    PluginEntry taintToleration;  // TaintToleration
    PluginEntry nodeAffinity;     // NodeAffinity
    // NodeAffinityArgs.addedAffinity: ANDed with every pod's required node
    // affinity (its required terms) and added to every pod's preferred terms
    // (kube-scheduler 1.22+; Volcano builds NodeAffinityArgs{}).
    // nodeAffinityArgsSet: args were given.
    std::optional<NodeAffinity> addedAffinity;
    bool nodeAffinityArgsSet = false;
    PluginEntry podTopologySpread; // PodTopologySpread
    // PodTopologySpreadArgs.defaultingType: true for List, whose
    // defaultConstraints are podTopologySpreadDefaultConstraints (none: no
    // default spreading); false for System (the default: hostname maxSkew 3,
    // zone maxSkew 5, for pods of a Service, ReplicaSet or StatefulSet).
    // podTopologySpreadArgsSet: args were given. A default constraint has no
    // labelSelector: the scheduler gives it each pod's default selector
    // (docs/default-profile.md, "Default spreading").
    bool podTopologySpreadList = false;
    std::vector<TopologySpreadConstraint> podTopologySpreadDefaultConstraints;
    bool podTopologySpreadArgsSet = false;
    PluginEntry interPodAffinity; // InterPodAffinity
    InterPodAffinityArgs interPodAffinityArgs;
    bool interPodAffinityArgsSet = false;
    PluginEntry imageLocality;    // ImageLocality
    // kube-scheduler 1.16: the priorities besides the resource ones that run,
    // in file order (a Policy that lists priorities runs only those);
    // nullopt: the DefaultProvider's six at their default weights.
    std::optional<std::vector<LegacyPriority>> legacyPriorities;
    // volcano: plugins.binpack.arguments, key for key, in file order
    bool binpackEnabled = true;
    std::vector<VolcanoArgument> binpackArguments;
    // volcano: plugins.nodeorder (the Kubernetes score plugins Volcano wraps,
    // scoring/volcano_arguments.h) and its arguments, key for key, in file
    // order. With pluginsSet false both nodeorder and binpack run, as in
    // Volcano's shipped configuration; a plugin list runs those it names.
    bool nodeorderEnabled = true;
    std::vector<VolcanoArgument> nodeorderArguments;
    // volcano: the actions and tiers around binpack, nodeorder and predicates
    // (volcanoConf in the workspace); nullopt: Volcano's shipped ones.
    std::optional<VolcanoConf> volcanoConf;
    // KubeSchedulerProfile.percentageOfNodesToScore (optional; 0 = adaptive,
    // 1..100 a percentage). Used by the simulator only when the
    // percentageOfNodesToScore model is switched on (SimulationOptions).
    std::optional<int> percentageOfNodesToScore;
    // Filter plugins turned off, by the names the profile's scheduler uses
    // (scoring/filter_plugins.h): kube-scheduler 1.22+ its Filter plugins,
    // 1.16 its Policy predicates, Volcano its predicates plugin's switches.
    // Empty: the release's default filters all run.
    std::vector<std::string> disabledFilters;
    SourcePos pos;
    friend bool operator==(const Profile&, const Profile&) = default;
};

// A Service as the spreading defaults read it: which pods belong together.
struct Service {
    std::string name;
    std::string namespace_; // "": default
    Labels selector; // spec.selector, in file order
    SourcePos pos;
    friend bool operator==(const Service&, const Service&) = default;
};

// A Namespace's labels, which pod affinity's namespaceSelector reads. The
// API server gives every namespace kubernetes.io/metadata.name: <its name>
// (from 1.22); a namespace the workspace does not list has that label only.
struct Namespace {
    std::string name;
    Labels labels; // metadata.labels, in file order
    SourcePos pos;
    friend bool operator==(const Namespace&, const Namespace&) = default;
};

// A PodDisruptionBudget as cluster-autoscaler reads it: the pods it covers
// (its namespace and spec.selector) and status.disruptionsAllowed, which CA
// takes as it is (it does not compute it from minAvailable/maxUnavailable).
struct PodDisruptionBudget {
    std::string name;
    std::string namespace_; // "": default
    // spec.selector: nullopt (absent or null) selects no pod; {} every pod
    // of the namespace.
    std::optional<LabelSelectorSpec> selector;
    int32_t disruptionsAllowed = 0; // status.disruptionsAllowed, >= 0
    SourcePos pos;
    friend bool operator==(const PodDisruptionBudget&, const PodDisruptionBudget&) = default;
};

// What a node costs per hour, looked up by one node label (issue 16):
// hourlyPrice in model/pricing.h reads it. Entered by the user, never looked
// up on the network.
struct PriceTable {
    std::string label = "node.kubernetes.io/instance-type"; // the node label whose value picks the price
    // Per node-hour for nodes without the label or without a listed value;
    // nullopt: those nodes have no price.
    std::optional<double> defaultPrice;
    std::string currency; // display only, e.g. "USD", "EUR"; may be empty
    std::vector<std::pair<std::string, double>> prices; // label value -> price per node-hour, in file order
    SourcePos pos;
    friend bool operator==(const PriceTable&, const PriceTable&) = default;
};

struct Workspace {
    std::vector<Profile> profiles;
    std::vector<Node> nodes;
    std::vector<Pod> pods;
    std::vector<Service> services; // optional
    std::vector<Namespace> namespaces; // optional
    std::vector<PodDisruptionBudget> podDisruptionBudgets; // optional
    std::optional<PriceTable> prices; // optional; nullopt: the file has no prices key
    std::string sourceFile; // the file it was read from, for messages
    // The comment lines (and blank lines among them) before the first key of
    // the file, newlines included, kept so that saving a file does not drop
    // its description. Not part of the content: operator== ignores it.
    std::string headerComment;
    friend bool operator==(const Workspace& a, const Workspace& b)
    {
        return a.profiles == b.profiles && a.nodes == b.nodes && a.pods == b.pods && a.services == b.services
            && a.namespaces == b.namespaces && a.podDisruptionBudgets == b.podDisruptionBudgets && a.prices == b.prices;
    }

    const Profile* findProfile(std::string_view name) const;
    const Node* findNode(std::string_view name) const;
};

// The name of replica i of a pod (no suffix when replicas == 1).
std::string replicaName(const Pod& pod, int64_t index);

} // namespace bp
