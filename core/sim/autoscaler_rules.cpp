// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/autoscaler_rules.h"

#include "io/label_selector.h"
#include "model/timestamp.h"
#include "scoring/cluster_state.h"
#include "scoring/version.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace bp {

namespace {

bool annotated(const Pod& pod, std::string_view key, std::string_view value)
{
    const std::string* v = LabelSelector::labelValue(pod.annotations, key);
    return v && *v == value;
}

// utils/gpu GPUVendorResourceNames (1.34.3+), in upstream's order of preference.
constexpr std::array<const char*, 4> kGpuResources
    = { "nvidia.com/gpu", "habana.ai/gaudi", "amd.com/gpu", "microsoft.com/directx" };
// The cloud providers' GPU labels (GetNodeGPUFromCloudProvider): GKE, AWS,
// Azure, Cluster API.
constexpr std::array<const char*, 4> kGpuLabels = { "cloud.google.com/gke-accelerator",
    "k8s.amazonaws.com/accelerator", "kubernetes.azure.com/accelerator", "cluster-api/accelerator" };

const std::string& namespaceOf(const std::string& ns)
{
    static const std::string kDefault = "default";
    return ns.empty() ? kDefault : ns;
}

} // namespace

const char* blockingReasonName(BlockingReason reason)
{
    switch (reason) {
    case BlockingReason::NoReason:
        return "NoReason";
    case BlockingReason::ControllerNotFound:
        return "ControllerNotFound";
    case BlockingReason::MinReplicasReached:
        return "MinReplicasReached";
    case BlockingReason::NotReplicated:
        return "NotReplicated";
    case BlockingReason::LocalStorageRequested:
        return "LocalStorageRequested";
    case BlockingReason::NotSafeToEvictAnnotation:
        return "NotSafeToEvictAnnotation";
    case BlockingReason::UnmovableKubeSystemPod:
        return "UnmovableKubeSystemPod";
    case BlockingReason::NotEnoughPdb:
        return "NotEnoughPdb";
    case BlockingReason::UnexpectedError:
        return "UnexpectedError";
    }
    return "UnexpectedError";
}

KubeVersion autoscalerKubeVersion()
{
    KubeVersion v;
    v.minor = 34;
    return v;
}

bool autoscalerDaemonSetPod(const Pod& pod)
{
    return (pod.owner && pod.owner->kind == "DaemonSet") || annotated(pod, kDaemonSetPodAnnotation, "true");
}

bool autoscalerMirrorPod(const Pod& pod)
{
    return LabelSelector::labelValue(pod.annotations, kMirrorPodAnnotation) || (pod.owner && pod.owner->kind == "Node");
}

bool hasBlockingLocalStorage(const Pod& pod)
{
    std::vector<std::string_view> safe;
    if (const std::string* list = LabelSelector::labelValue(pod.annotations, kSafeToEvictLocalVolumesAnnotation);
        list && !list->empty()) {
        // strings.Split(list, ","): every piece, empty ones included.
        std::string_view rest = *list;
        for (;;) {
            const size_t comma = rest.find(',');
            safe.push_back(rest.substr(0, comma));
            if (comma == std::string_view::npos)
                break;
            rest.remove_prefix(comma + 1);
        }
    }
    for (const LocalVolume& v : pod.volumes) {
        const bool local = v.hostPath || v.medium != "Memory";
        if (local && std::find(safe.begin(), safe.end(), std::string_view(v.name)) == safe.end())
            return true;
    }
    return false;
}

bool scaleDownDisabled(const Node& node)
{
    const std::string* v = LabelSelector::labelValue(node.annotations, kScaleDownDisabledAnnotation);
    return v && *v == "true";
}

NodeUtilization autoscalerUtilization(const Node& node, const std::vector<const Pod*>& pods,
    const AutoscalerOptions& options)
{
    NodeUtilization out;
    // GetNodeGpuConfig: the first GPU resource with a positive allocatable,
    // else nvidia.com/gpu when only a provider's label says there is one.
    std::string gpu;
    for (const char* name : kGpuResources)
        if (const Quantity* q = node.allocatable.find(name); q && q->schedulerUnits(name).value_or(0) > 0) {
            gpu = name;
            break;
        }
    if (gpu.empty())
        for (const char* label : kGpuLabels)
            if (LabelSelector::labelValue(node.labels, label)) {
                gpu = kGpuResources.front();
                break;
            }
    // Each pod's effective requests, as Kubernetes 1.34 (which cluster-
    // autoscaler 1.34 vendors) computes them: sidecars, init containers,
    // overhead. A request the scheduler could not count fails the node.
    ResourceTable table;
    const KubeVersion kube = autoscalerKubeVersion();
    std::vector<Amounts> requests;
    requests.reserve(pods.size());
    try {
        for (const Pod* pod : pods)
            requests.push_back(computePodDemand(*pod, table, kube).requests);
    } catch (const InputError&) {
        out.failed = true;
        return out;
    }
    // CalculateUtilizationOfResource: Σ counted requests / (allocatable - Σ
    // skipped DaemonSet and mirror requests); an error for an allocatable
    // that is missing or 0.
    const auto ofResource = [&](const std::string& resource, double* result) {
        const Quantity* q = node.allocatable.find(resource);
        const int64_t allocatable = q ? q->schedulerUnits(resource).value_or(0) : 0;
        if (allocatable == 0)
            return false;
        const int k = table.indexOf(resource);
        int64_t requested = 0, skipped = 0;
        for (size_t i = 0; i < pods.size(); ++i) {
            const Amounts& r = requests[i];
            const int64_t amount = k >= 0 && static_cast<size_t>(k) < r.size() ? r[static_cast<size_t>(k)] : 0;
            if ((options.ignoreDaemonSetsUtilization && autoscalerDaemonSetPod(*pods[i]))
                || (options.ignoreMirrorPodsUtilization && autoscalerMirrorPod(*pods[i])))
                skipped += amount;
            else
                requested += amount;
        }
        *result = static_cast<double>(requested) / (static_cast<double>(allocatable) - static_cast<double>(skipped));
        return true;
    };
    if (!gpu.empty()) {
        out.gpuNode = true;
        out.resource = gpu;
        // An unready GPU (none in allocatable yet) is 0, not an error.
        if (!ofResource(gpu, &out.gpu))
            out.gpu = 0;
        out.utilization = out.gpu;
        return out;
    }
    if (!ofResource("cpu", &out.cpu) || !ofResource("memory", &out.memory)) {
        out = NodeUtilization {};
        out.failed = true;
        return out;
    }
    const bool cpu = out.cpu > out.memory;
    out.resource = cpu ? "cpu" : "memory";
    out.utilization = cpu ? out.cpu : out.memory;
    return out;
}

bool underUtilized(const NodeUtilization& u, const AutoscalerOptions& options)
{
    const double threshold = u.gpuNode ? options.gpuUtilizationThreshold : options.utilizationThreshold;
    return !(u.utilization > threshold); // NaN is not above: under
}

DisruptionBudgets::DisruptionBudgets(const std::vector<PodDisruptionBudget>& list)
    : budgets(&list)
{
    remaining.reserve(list.size());
    for (const PodDisruptionBudget& b : list)
        remaining.push_back(b.disruptionsAllowed);
}

std::vector<size_t> DisruptionBudgets::matching(const Pod& pod) const
{
    std::vector<size_t> out;
    for (size_t i = 0; i < budgets->size(); ++i) {
        const PodDisruptionBudget& b = (*budgets)[i];
        if (!b.selector || namespaceOf(b.namespace_) != namespaceOf(pod.namespace_))
            continue;
        if (auto selector = selectorFromSpec(*b.selector); selector && selector->matches(pod.labels))
            out.push_back(i);
    }
    return out;
}

bool systemPodTimedOut(const Pod& pod, const AutoscalerOptions& options)
{
    // drainTime.After(creationTimestamp + timeout), and never for a pod
    // without a creationTimestamp (IsZero).
    const std::optional<Timestamp> created = parseRfc3339(pod.creationTimestamp);
    if (!options.now || !created)
        return false;
    int64_t deadline = 0;
    if (__builtin_add_overflow(created->seconds, options.blockingSystemPodDisruptionTimeout, &deadline))
        return false;
    // now (whole seconds) is after created + timeout (with its fraction).
    return *options.now > deadline;
}

NodeDrain autoscalerDrain(
    const std::vector<const Pod*>& pods, const DisruptionBudgets& budgets, const AutoscalerOptions& options)
{
    NodeDrain out;
    for (const Pod* pod : pods) {
        // The default rules in their order (rules.Default); the first
        // outcome decides. LongTerminating and Terminal need a deletion time
        // and a phase the workspace does not hold; ReplicaCount needs the
        // controllers, which it does not list either (all taken to exist).
        if (autoscalerMirrorPod(*pod))
            continue; // Mirror: SkipDrain
        if (autoscalerDaemonSetPod(*pod)) { // DaemonSet: DrainOk
            out.daemonSet.push_back(pod);
            continue;
        }
        BlockingReason reason = BlockingReason::NoReason;
        bool drainOk = annotated(*pod, kSafeToEvictAnnotation, "true"); // SafeToEvict
        if (!drainOk) {
            // Replicated: a controller, of a kind upstream knows when
            // --skip-nodes-with-custom-controller-pods (the default).
            static constexpr std::array<const char*, 4> kKnown
                = { "ReplicationController", "Job", "ReplicaSet", "StatefulSet" };
            const bool replicated = pod->owner
                && (!options.skipNodesWithCustomControllerPods
                    || std::find(kKnown.begin(), kKnown.end(), std::string_view(pod->owner->kind)) != kKnown.end());
            const std::vector<size_t> covering = budgets.matching(*pod);
            if (!replicated)
                reason = BlockingReason::NotReplicated;
            else if (options.skipNodesWithSystemPods && namespaceOf(pod->namespace_) == "kube-system"
                && covering.empty()) {
                // System: blocks, unless the pod is older than the timeout
                // (isBspPassedDisruptionTimeout); then it is DrainOk and
                // the later rules do not look at it.
                if (!systemPodTimedOut(*pod, options))
                    reason = BlockingReason::UnmovableKubeSystemPod;
            } else if (annotated(*pod, kSafeToEvictAnnotation, "false"))
                reason = BlockingReason::NotSafeToEvictAnnotation;
            else if (options.skipNodesWithLocalStorage && hasBlockingLocalStorage(*pod))
                reason = BlockingReason::LocalStorageRequested;
            else if (std::any_of(covering.begin(), covering.end(),
                         [&](size_t b) { return budgets.remaining[b] < 1; }))
                reason = BlockingReason::NotEnoughPdb;
        }
        if (reason != BlockingReason::NoReason) {
            out.blocking = pod;
            out.reason = reason;
            out.moving.clear();
            out.daemonSet.clear();
            return out;
        }
        out.moving.push_back(pod);
    }
    return out;
}

} // namespace bp
