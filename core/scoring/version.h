// SPDX-License-Identifier: GPL-3.0-or-later
// kubernetesVersion: which release's scoring semantics apply.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bp {

struct Profile;

// The filters the engine models, as bits of KubeVersion::filtersOff. A
// profile's disabledFilters turns them off (scoring/filter_plugins.h maps
// its names, which differ by scheduler and release, onto these).
enum class FilterPlugin : uint8_t {
    NodeUnschedulable,
    NodeName,
    TaintToleration,
    NodeAffinity,
    NodePorts,
    NodeResourcesFit,
    PodTopologySpread,
    InterPodAffinity,
};
constexpr uint16_t filterBit(FilterPlugin f) { return static_cast<uint16_t>(1u << static_cast<unsigned>(f)); }

struct KubeVersion {
    int minor = 36; // major is always 1
    int patch = -1; // -1: not given, meaning the release line's latest patch

    // Accepts "1.16", "1.22" ... "1.36", optionally with a leading "v" and a
    // patch part ("v1.30.4"). Anything else: nullopt and *error explains
    // which versions are supported.
    static std::optional<KubeVersion> parse(std::string_view text, std::string* error = nullptr);
    static constexpr int kOldest = 22;  // oldest 0..100-scale release modelled
    static constexpr int kNewest = 36;
    static constexpr int kLegacy = 16;  // the 0..10-scale era of the documentation's example

    bool atLeast(int m) const { return minor >= m; }
    // NodeResourcesBalancedAllocation scores the pods' real requests
    // (nodeInfo.Requested, no 100m/200Mi defaults for the incoming pod) since
    // PR #105845, in v1.23.0 and cherry-picked into v1.22.4 (PR #106081);
    // v1.22.0-v1.22.3 used the defaulted NonZeroRequested like
    // NodeResourcesFit (the regression of PR #102925). A bare "1.22" is the
    // release line as patched, so it scores real requests too.
    bool balancedUsesRealRequests() const { return minor >= 23 || (minor == 22 && (patch < 0 || patch >= 4)); }
    bool legacyScale() const { return minor < 17; } // MaxPriority 10
    int64_t maxNodeScore() const { return legacyScale() ? 10 : 100; }
    // Init containers in the scoring request and in the node's totals:
    // v1.16.0-v1.16.9 summed regular containers only (priorities
    // getNonZeroRequests, nodeinfo calculateResource); PR #89222, cherry-picked
    // into release-1.16 as #90455 after v1.16.9, takes the max with the init
    // containers. A bare "1.16" is the release line as patched.
    bool initContainersInTotals() const { return !(minor == 16 && patch >= 0 && patch < 10); }
    // Restartable (sidecar) init containers: the SidecarContainers gate is
    // alpha and off in 1.28, so restartPolicy: Always is dropped by the API
    // server; beta and on from 1.29.
    bool sidecars() const { return minor >= 29; }
    // The node's non-zero cpu/memory totals in 1.27-1.31 (framework/types.go
    // calculateResource): ContainerFn rounds each container's list, sums the
    // regular containers and maxes every init container list, sidecars
    // included; 1.32+ (PR #127868) aggregate the exact quantities first.
    bool nodeNonZeroPerContainer() const { return minor >= 27 && minor <= 31; }
    // fit.go fitsRequest `podRequest.MilliCPU > 0 &&` (and memory,
    // ephemeral-storage): PR #116408, v1.28.0. Before it a pod requesting none
    // of a resource fails on a node already over its allocatable.
    bool fitGuardsZeroRequests() const { return minor >= 28; }
    // fit.go `if rQuant == 0 { continue }` for scalar resources: PR #111544, v1.26.0.
    bool fitSkipsZeroScalars() const { return minor >= 26; }
    // NodePorts and NodeInfo.UsedPorts count the host ports of restartable
    // (sidecar) init containers too: PR #132040 in v1.34.0, cherry-picked
    // into v1.33.6 (PR #133390); not into 1.32. Before, regular containers
    // only. A bare "1.33" is the release line as patched.
    bool sidecarHostPorts() const { return minor >= 34 || (minor == 33 && (patch < 0 || patch >= 6)); }
    // PodTopologySpread's Filter (whenUnsatisfiable: DoNotSchedule). 1.16:
    // the EvenPodsSpread gate is alpha and off, the API server drops the
    // field and the scheduler never looks at it.
    bool topologySpread() const { return minor >= 18; }
    // 1.22-1.23 PreFilter counts the matching pods of every node whose
    // topology pair exists, including nodes the pod's node affinity or
    // selector excludes; PR #107009 (v1.24.0, "ACTION REQUIRED", not
    // cherry-picked) counts the eligible nodes only.
    bool spreadCountsExcludedNodes() const { return minor <= 23; }
    // nodeAffinityPolicy and nodeTaintsPolicy (NodeInclusionPolicyInPodTopologySpread:
    // alpha, off in 1.25; beta, on from 1.26). Off: the API server drops the
    // fields and node affinity always decides, taints never.
    bool spreadInclusionPolicies() const { return minor >= 26; }
    // minDomains (MinDomainsInPodTopologySpread: alpha 1.24, beta but off in
    // 1.25-1.26, on from 1.27, GA 1.30). Off: the field is dropped and the
    // global minimum is never replaced by 0.
    bool spreadMinDomains() const { return minor >= 27; }
    // matchLabelKeys (MatchLabelKeysInPodTopologySpread: alpha, off in
    // 1.25-1.26; beta, on from 1.27).
    bool spreadMatchLabelKeys() const { return minor >= 27; }
    // countPodsMatchSelector returns 0 for a selector without requirements
    // (`labelSelector: {}`, which matches every pod): PR #116607, v1.27.0.
    // Before, such a selector counts every pod of the namespace.
    bool spreadEmptySelectorCountsNothing() const { return minor >= 27; }
    // InterPodAffinity. 1.16 is the MatchInterPodAffinity predicate: it
    // checks the existing pods' anti-affinity before the pod's own terms and
    // reports "node(s) didn't match pod affinity/anti-affinity" before each
    // reason; 1.22+ the plugin checks the pod's affinity, its anti-affinity,
    // then the existing pods', one reason each.
    bool affinityLegacyPredicate() const { return minor < 17; }
    // PodAffinityTerm.namespaceSelector (PodAffinityNamespaceSelector: beta
    // and on in 1.22, GA 1.24). 1.16 has no such field: the API server drops
    // it and the term means the namespaces listed, or the pod's own.
    bool affinityNamespaceSelector() const { return minor >= 22; }
    // matchLabelKeys / mismatchLabelKeys in pod (anti-)affinity terms
    // (MatchLabelKeysInPodAffinity: alpha and off in 1.29-1.30, beta and on
    // from 1.31): the pod's values are merged into the labelSelector as
    // `key in (value)` / `key notin (value)`. Off: the fields are dropped.
    bool affinityMatchLabelKeys() const { return minor >= 31; }
    // PodTopologySpread's PreScore returns Skip for a pod without soft
    // constraints (v1.28.0; read in the
    // 1.27.16 and 1.28.14 trees): the plugin adds nothing. Before, it
    // scores 0 everywhere and NormalizeScore turns that into 100 on every node.
    bool spreadScoreSkips() const { return minor >= 28; }
    // PodTopologySpread's Score rounds (math.Round) the float sum from v1.24.0
    // (PR #107384); 1.22-1.23 truncate (int64()).
    bool spreadScoreRounds() const { return minor >= 24; }
    // requireAllTopologies = own constraints || !systemDefaulted (v1.23.0):
    // under the system defaults a node without a zone label still scores its
    // hostname term. 1.22 ignores every node that lacks any key.
    bool spreadDefaultsKeepUnlabelledNodes() const { return minor >= 23; }
    // ImageLocality counts init containers' images and adds them to the
    // number of containers (v1.30.0; 1.29.14 counts regular containers only).
    bool imageLocalityInitContainers() const { return minor >= 30; }
    // InterPodAffinityArgs.ignorePreferredTermsOfExistingPods (v1.27.0).
    bool affinityIgnorePreferredArg() const { return minor >= 27; }
    // The filters the profile turns off (disabledFilters), as filterBit()s;
    // 0: the release's default filters all run.
    uint16_t filtersOff = 0;
    bool filterOn(FilterPlugin f) const { return (filtersOff & filterBit(f)) == 0; }
    std::string toString() const
    {
        return "1." + std::to_string(minor) + (patch >= 0 ? "." + std::to_string(patch) : std::string());
    }

    // A Volcano profile's pod requests follow Volcano's own
    // GetPodResourceRequest (pkg/scheduler/api/pod_info.go) of this release
    // instead of kube-scheduler's; 0: a kube-scheduler profile.
    int volcanoMinor = 0;
    int volcanoPatch = -1; // -1: the release line's latest patch
    bool volcano() const { return volcanoMinor > 0; }
    // `AddScalar(v1.ResourcePods, 1)` in GetPodResourceRequest and the node's
    // `pods` scalar in NewResource: v1.8.2 (a backport of "support preemption
    // when the number of pods of a node reaches the upper limit") and v1.9.0+.
    bool volcanoPodsScalar() const { return volcanoMinor >= 9 || (volcanoMinor == 8 && (volcanoPatch < 0 || volcanoPatch >= 2)); }
    // Restartable (sidecar) init containers are summed from v1.10.0; before,
    // every init container is maxed.
    bool volcanoSidecars() const { return volcanoMinor >= 10; }
    // v1.15.0 amendResourceAccordingToPodFeatures: overhead after the max with
    // the init containers; v1.8-v1.14 add it to the regular containers' sum
    // (GetPodResourceWithoutInitContainers) before that max.
    bool volcanoOverheadAfterInit() const { return volcanoMinor >= 15; }
    // v1.15.1 (4da95f69a): nodeorder scores every wrapped plugin but
    // ImageLocality in its BatchNodeOrderFn; before, the resource scorers
    // and NodeAffinity node by node (docs/volcano-nodeorder.md).
    bool volcanoUnifiedNodeOrder() const { return volcanoMinor > 15 || (volcanoMinor == 15 && volcanoPatch != 0); }
    // v1.13.0-v1.15.0: nodeorder's batch builds NodeInfos without pods
    // (fixed by 1819e9ec8 in v1.15.1).
    bool volcanoPodlessBatchNodeInfos() const
    {
        return volcanoMinor == 13 || volcanoMinor == 14 || (volcanoMinor == 15 && volcanoPatch == 0);
    }
    // The Kubernetes release whose filter plugins a profile runs: its own
    // for kube-scheduler; for Volcano, the k8s.io/kubernetes its go.mod pins
    // (1.8.0: v1.25.0, 1.8.1+: v1.27.2, 1.9: v1.29.0, 1.10: v1.30.2,
    // 1.11: v1.31.3, 1.12: v1.32.2, 1.13: v1.33.2, 1.14: v1.34.1,
    // 1.15: v1.35.3), whose predicates plugin calls those filters.
    KubeVersion filterRelease() const;
    std::string volcanoString() const
    {
        return "1." + std::to_string(volcanoMinor) + (volcanoPatch >= 0 ? "." + std::to_string(volcanoPatch) : std::string());
    }
    friend bool operator==(KubeVersion, KubeVersion) = default;
};

// volcanoVersion: "1.8" ... "1.15", optionally with a leading "v" and a patch
// ("v1.12.4"). Returns {minor, patch}; nullopt with *error saying which
// versions are supported.
struct VolcanoRelease {
    int minor = 15;
    int patch = -1;
    static constexpr int kOldest = 8;
    static constexpr int kNewest = 15;
};
std::optional<VolcanoRelease> parseVolcanoVersion(std::string_view text, std::string* error = nullptr);

} // namespace bp

namespace bp {

// The rules a profile is scored under: its kubernetesVersion and, for a
// Volcano profile, its volcanoVersion. nullopt with *error (the field's
// name and what it expected) when either is not supported.
std::optional<KubeVersion> releaseOf(const Profile& profile, std::string* field = nullptr, std::string* error = nullptr);
// releaseOf, or the newest releases when there is no profile or its versions
// are not supported (ProfileScorer reports that error with its field).
KubeVersion releaseOrNewest(const Profile* profile);

} // namespace bp
