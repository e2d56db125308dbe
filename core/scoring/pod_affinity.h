// SPDX-License-Identifier: GPL-3.0-or-later
// InterPodAffinity's Filter (the required terms of podAffinity and
// podAntiAffinity, and the required anti-affinity of the pods already
// placed), release by release. registerPodAffinity() compiles a pending
// pod's terms against a cluster state (PreFilter's topology pair counts);
// the state keeps the counts up to date as pods are bound, so
// podAffinityFailure() answers for any node at any moment of a simulation.
// docs/fidelity-boundaries.md ("InterPodAffinity") has the rules, the
// release each changed in and the sources they were read from.
#pragma once

#include "model/workspace.h"
#include "scoring/cluster_state.h"
#include "scoring/version.h"

#include <string>
#include <vector>

namespace bp {

// The reasons upstream gives (interpodaffinity/filtering.go; 1.16:
// predicates/error.go, which puts kLegacyAffinityReason before each).
inline constexpr const char* kAffinityRulesReason = "node(s) didn't match pod affinity rules";
inline constexpr const char* kAntiAffinityRulesReason = "node(s) didn't match pod anti-affinity rules";
inline constexpr const char* kExistingAntiAffinityReason = "node(s) didn't satisfy existing pods anti-affinity rules";
inline constexpr const char* kLegacyAffinityReason = "node(s) didn't match pod affinity/anti-affinity";

// A pod's namespace ("" is "default").
std::string namespaceOf(const Pod& pod);
// framework.AffinityTerm of one of `pod`'s terms, as the release reads it:
// its namespaces resolved (none and no namespaceSelector: the pod's own),
// matchLabelKeys/mismatchLabelKeys merged from 1.31.
AffinityTermRule compileAffinityTerm(const PodAffinityTerm& t, const Pod& pod, KubeVersion rules);

// The PodGroup of a pod (its namespace, labels and the required
// anti-affinity terms it carries, registered as it goes), interned in `st`.
int podGroup(ClusterState& st, const Pod& pod, KubeVersion version);

// Registers what InterPodAffinity reads of a pod: its required affinity and
// anti-affinity terms as the release reads them (demand.affinity), and the
// required anti-affinity terms it carries once bound (its PodGroup's).
// Sets demand.group when registerSpread() has not. `version` is the
// profile's release (Volcano: the release it vendors).
void registerPodAffinity(ClusterState& st, const Pod& pod, PodDemand& demand, KubeVersion version);

// InterPodAffinity's Filter for the demand on a node now: nullptr when it
// passes, else the reason (one of the first three above; the order the
// release checks them in decides which).
const char* podAffinityFailure(const ClusterState& st, const PodDemand& demand, int node);

// The arithmetic behind a verdict, for explanations: each term the filter
// looks at on `node`, in the release's order.
struct AffinityStep {
    enum class Kind { Affinity, AntiAffinity, ExistingAntiAffinity };
    Kind kind = Kind::Affinity;
    std::string topologyKey;
    bool hasLabel = false;
    std::string domain; // the node's value of the key
    int64_t count = 0; // matching pods (existing: pods carrying the term) in that domain
};
struct AffinitySteps {
    std::vector<AffinityStep> steps;
    bool firstPodRule = false; // no pod matches the affinity terms anywhere and the pod matches them itself
    const char* failure = nullptr; // podAffinityFailure()
};
AffinitySteps affinitySteps(const ClusterState& st, const PodDemand& demand, int node);

// The carried required anti-affinity terms (AffinityCounts::carried) that
// select the demand's pod; none for a demand outside any cluster state.
const std::vector<int>& carriedAgainst(const ClusterState& st, const PodDemand& demand);

// Whether a bind anywhere can change the demand's verdict on a node: hard
// spreading constraints, required pod (anti-)affinity terms, or pods whose
// required anti-affinity selects it.
bool hasDynamicFilters(const ClusterState& st, const PodDemand& demand);

// What a cached per-node answer last saw of InterPodAffinity's counts for a
// demand: per watched term, which domains held a counted pod, and whether
// no pod matched its affinity terms anywhere (the first-pod rule).
struct AffinitySnapshot {
    std::vector<std::vector<char>> present;
    std::vector<size_t> seen; // per watched term: how much of its flips log it has seen
    bool noneAnywhere = false;
    bool valid = false;
};
// Brings `snap` up to now and appends to `out` the nodes whose
// InterPodAffinity verdict may have changed since it was taken (the nodes of
// every domain that gained its first counted pod or lost its last; every
// node when the first-pod rule flipped). Costs one look per flip since the
// snapshot, not per domain. An invalid snapshot is taken without appending
// anything.
void affinityChangedNodes(
    const ClusterState& st, const PodDemand& demand, AffinitySnapshot& snap, std::vector<int>& out);

} // namespace bp
