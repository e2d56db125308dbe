// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster-autoscaler's scale-down rules for one node, as release 1.34 (the
// newest tag, cluster-autoscaler-1.34.5) computes them: the node's
// utilization (simulator/utilization/info.go Calculate), whether it is
// under the threshold (core/scaledown/eligibility/eligibility.go), and which
// of its pods would have to move or block the removal (simulator/drain.go
// GetPodsToMove with simulator/drainability/rules' default rules). The
// re-fit of the pods on the remaining nodes is sim/scale_down.h. docs/autoscaler.md
// says what is modelled and what is not.
#pragma once

#include "model/workspace.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bp {

struct KubeVersion; // scoring/version.h

// The Kubernetes release cluster-autoscaler 1.34 vendors: its pod requests
// and its default scheduler profile, which the re-fit runs.
KubeVersion autoscalerKubeVersion();

// The flags these rules read, with cluster-autoscaler's defaults.
struct AutoscalerOptions {
    double utilizationThreshold = 0.5;    // --scale-down-utilization-threshold
    double gpuUtilizationThreshold = 0.5; // --scale-down-gpu-utilization-threshold
    bool ignoreDaemonSetsUtilization = false; // --ignore-daemonsets-utilization
    bool ignoreMirrorPodsUtilization = false; // --ignore-mirror-pods-utilization
    bool skipNodesWithSystemPods = true;      // --skip-nodes-with-system-pods
    bool skipNodesWithLocalStorage = true;    // --skip-nodes-with-local-storage
    bool skipNodesWithCustomControllerPods = true; // --skip-nodes-with-custom-controller-pods
    // --expendable-pods-priority-cutoff: pods with a priority below it are
    // dropped before any of these rules run (core/utils/expendable.go).
    int32_t expendablePodsPriorityCutoff = -10;
    // --blocking-system-pod-distruption-timeout (1.33+; upstream's spelling),
    // in seconds: a kube-system pod no budget covers stops blocking its node
    // once it was created longer ago than this before `now`. Default 1 h.
    int64_t blockingSystemPodDisruptionTimeout = 3600;
    // When the autoscaler runs, in seconds since 1970-01-01T00:00:00Z (the
    // CLI and the window take the current time; model/timestamp.h reads and
    // writes it); nullopt: no pod's age is known, and every such pod blocks,
    // as upstream blocks one without a creationTimestamp. (A plain number:
    // moc cannot read <compare>, which Timestamp needs.)
    std::optional<int64_t> now;
    friend bool operator==(const AutoscalerOptions&, const AutoscalerOptions&) = default;
};

// utils/drain BlockingPodReason, in its order; the names are its String().
enum class BlockingReason {
    NoReason,
    ControllerNotFound,
    MinReplicasReached,
    NotReplicated,
    LocalStorageRequested,
    NotSafeToEvictAnnotation,
    UnmovableKubeSystemPod,
    NotEnoughPdb,
    UnexpectedError,
};
const char* blockingReasonName(BlockingReason reason);

// The annotations cluster-autoscaler reads.
inline constexpr const char* kSafeToEvictAnnotation = "cluster-autoscaler.kubernetes.io/safe-to-evict";
inline constexpr const char* kSafeToEvictLocalVolumesAnnotation
    = "cluster-autoscaler.kubernetes.io/safe-to-evict-local-volumes";
inline constexpr const char* kDaemonSetPodAnnotation = "cluster-autoscaler.kubernetes.io/daemonset-pod";
inline constexpr const char* kMirrorPodAnnotation = "kubernetes.io/config.mirror";
inline constexpr const char* kScaleDownDisabledAnnotation = "cluster-autoscaler.kubernetes.io/scale-down-disabled";

// utils/pod IsDaemonSetPod: the controller is a DaemonSet (of any API group),
// or the daemonset-pod annotation is "true".
bool autoscalerDaemonSetPod(const Pod& pod);
// IsMirrorPod: the kubernetes.io/config.mirror annotation is there (any
// value). A workspace pod owned by its Node (a static pod's mirror, as the
// repack reads it) counts too: the API server gives every mirror pod both.
bool autoscalerMirrorPod(const Pod& pod);
// HasBlockingLocalStorage: a hostPath volume, or an emptyDir whose medium is
// not Memory, that the safe-to-evict-local-volumes annotation does not name
// (split at commas, names compared exactly).
bool hasBlockingLocalStorage(const Pod& pod);
// HasNoScaleDownAnnotation: the node's scale-down-disabled annotation is "true".
bool scaleDownDisabled(const Node& node);

// A node's utilization as Calculate returns it. A GPU node (its allocatable
// has nvidia.com/gpu, habana.ai/gaudi, amd.com/gpu or microsoft.com/directx
// above 0, or it carries a cloud provider's accelerator label) is measured
// by its GPU only; any other by the larger of cpu and memory (memory on a
// tie). Skipped DaemonSet and mirror pods (the ignore flags) come off the
// allocatable, as upstream subtracts them: the divisor can reach 0 or below,
// and the figure is then what Go's float division gives (inf, NaN or
// negative), which counts as under the threshold.
struct NodeUtilization {
    double cpu = 0, memory = 0, gpu = 0;
    double utilization = 0;
    std::string resource; // cpu, memory, or the GPU's resource name
    bool gpuNode = false;
    // Calculate failed (cpu or memory missing from allocatable, or 0):
    // cluster-autoscaler keeps the node (UnexpectedError, from 1.32).
    bool failed = false;
};
// `pods`: the pods on the node (each replica once). Their requests are the
// scheduler's effective requests of Kubernetes 1.34 (sidecars, overhead).
NodeUtilization autoscalerUtilization(const Node& node, const std::vector<const Pod*>& pods,
    const AutoscalerOptions& options);
// isNodeAtOrBelowUtilizationThreshold (1.34.3+): not above the threshold
// (the GPU one for a GPU node). Release 1.34.0-1.34.2 and 1.31 and older
// required strictly below; docs/autoscaler.md has the table.
bool underUtilized(const NodeUtilization& u, const AutoscalerOptions& options);

// What the PDB rule and the kube-system rule see: each budget's remaining
// disruptions (status.disruptionsAllowed, less the pods already taken by
// nodes found removable).
struct DisruptionBudgets {
    const std::vector<PodDisruptionBudget>* budgets = nullptr;
    std::vector<int64_t> remaining; // per budget
    explicit DisruptionBudgets(const std::vector<PodDisruptionBudget>& list);
    // The budgets whose namespace and selector match the pod (a budget with
    // no selector matches nothing), by index.
    std::vector<size_t> matching(const Pod& pod) const;
};

// GetPodsToMove for the pods of one node: the first pod a rule blocks
// (blocking set), or the pods to re-place (`moving`) and the DaemonSet pods
// that go with the node. Mirror pods are in neither list.
struct NodeDrain {
    std::vector<const Pod*> moving;
    std::vector<const Pod*> daemonSet;
    const Pod* blocking = nullptr;
    BlockingReason reason = BlockingReason::NoReason;
};
// The System rule's isBspPassedDisruptionTimeout: the pod was created more
// than --blocking-system-pod-distruption-timeout before options.now.
bool systemPodTimedOut(const Pod& pod, const AutoscalerOptions& options);

NodeDrain autoscalerDrain(const std::vector<const Pod*>& pods, const DisruptionBudgets& budgets,
    const AutoscalerOptions& options);

} // namespace bp
