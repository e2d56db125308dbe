// SPDX-License-Identifier: GPL-3.0-or-later
// PodTopologySpread's Filter (the hard constraints, whenUnsatisfiable:
// DoNotSchedule), release by release. registerSpread() compiles a pending
// pod's constraints against a cluster state (PreFilter's domains and
// matching pod counts); the state keeps the counts up to date as pods are
// bound, so spreadFailure() answers for any node at any moment of a
// simulation. docs/fidelity-boundaries.md ("PodTopologySpread") has the
// rules, the release each changed in and the sources they were read from.
#pragma once

#include "model/workspace.h"
#include "scoring/cluster_state.h"
#include "scoring/version.h"

namespace bp {

// The reasons upstream gives (ErrReasonConstraintsNotMatch and
// ErrReasonNodeLabelNotMatch), the same in every release.
inline constexpr const char* kSpreadReason = "node(s) didn't match pod topology spread constraints";
inline constexpr const char* kSpreadLabelReason
    = "node(s) didn't match pod topology spread constraints (missing required label)";

// Sets demand.group (the pod's namespace and labels) and demand.spread (its
// DoNotSchedule constraints as the release reads them, registered in
// st.spread with their current counts). `version` is the profile's release
// (ProfileScorer::version()); Volcano profiles use the filters of the
// Kubernetes release they vendor. `defaults`: what the profile's
// defaultingType: List gives the pod (podDefaultConstraints() in
// scoring/default_scores.h), read when the pod has no constraints of its own.
// Constraints identical in everything the filter reads share one
// registration.
void registerSpread(ClusterState& st, const Pod& pod, PodDemand& demand, KubeVersion version,
    const std::vector<TopologySpreadConstraint>& defaults);

// PodTopologySpread's Filter for the demand on a node now: nullptr when it
// passes, else the reason. The constraints are checked in the pod's order;
// the first that fails gives the reason.
const char* spreadFailure(const ClusterState& st, const PodDemand& demand, int node);

// What a cached per-node answer (a shape's tree of totals, its reason
// histogram) last saw of a demand's spreading constraints: per constraint,
// which domains allowed the pod.
struct SpreadSnapshot {
    std::vector<std::vector<char>> allowed; // per constraint of the demand, per domain
    bool valid = false;
};
// Brings `snap` up to the counts of now and appends to `out` the nodes whose
// PodTopologySpread verdict changed since it was taken (the nodes of every
// domain whose verdict flipped, by a count or by the global minimum). An
// invalid snapshot is taken without appending anything: the caller then
// answers for every node anyway. Costs one look per domain.
void spreadChangedNodes(const ClusterState& st, const PodDemand& demand, SpreadSnapshot& snap, std::vector<int>& out);

// The arithmetic behind a verdict, for explanations: constraint `i` of the
// demand on `node`.
struct SpreadStep {
    std::string topologyKey;
    bool hasLabel = false;
    std::string domain; // the node's value of the key
    int64_t matchNum = 0; // matching pods in that domain
    int64_t selfMatch = 0; // 1 when the pod matches its own selector
    int64_t minMatch = 0; // the global minimum (0 below minDomains)
    int64_t domains = 0; // eligible domains
    int32_t maxSkew = 0;
    int32_t minDomains = 1;
    bool minDomainsApplied = false;
    bool ok = true;
};
std::vector<SpreadStep> spreadSteps(const ClusterState& st, const PodDemand& demand, int node);

} // namespace bp
