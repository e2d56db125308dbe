// SPDX-License-Identifier: GPL-3.0-or-later
// The node-local default filters, as upstream writes them:
//   TaintToleration   pkg/scheduler/framework/plugins/tainttoleration/taint_toleration.go,
//                     k8s.io/api core/v1 toleration.go (ToleratesTaint)
//   NodeAffinity      pkg/scheduler/framework/plugins/nodeaffinity/node_affinity.go,
//                     k8s.io/component-helpers scheduling/corev1/nodeaffinity/nodeaffinity.go
//   NodeUnschedulable pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable.go
//   NodeName          pkg/scheduler/framework/plugins/nodename/node_name.go
// and, for 1.16, the predicates of pkg/scheduler/algorithm/predicates.
#include "scoring/node_filters.h"

#include "io/label_selector.h"
#include "util/go_int.h"

#include <algorithm>
#include <map>

namespace bp {

namespace {

// apimachinery validation/content IsDecimalInteger: an optional '-', then
// digits without a leading zero; "0" is allowed, "-0" and "+1" are not.
bool isDecimalInteger(std::string_view s)
{
    const bool negative = !s.empty() && s.front() == '-';
    if (negative)
        s.remove_prefix(1);
    if (s.empty() || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    return s.front() != '0' || (s.size() == 1 && !negative);
}

// labels.NewRequirement's checks for a NodeSelectorRequirement already mapped
// to a selection operator: the key is a qualified name, In/NotIn have values,
// Exists/DoesNotExist have none, Gt/Lt have exactly one integer, and every
// value is a valid label value. nullopt: the requirement (so its term) is invalid.
std::optional<LabelSelector::Requirement> labelRequirement(const NodeSelectorRequirement& r)
{
    using Op = LabelSelector::Op;
    const std::optional<Op> op = operatorNamed(r.op);
    if (!op)
        return std::nullopt;
    LabelSelector::Requirement out;
    out.key = r.key;
    out.values = r.values;
    out.op = *op;
    if (!checkLabelKey(r.key).empty())
        return std::nullopt;
    switch (out.op) {
    case Op::In:
    case Op::NotIn:
        if (r.values.empty())
            return std::nullopt;
        break;
    case Op::Exists:
    case Op::DoesNotExist:
        if (!r.values.empty())
            return std::nullopt;
        break;
    case Op::GreaterThan:
    case Op::LessThan:
        if (r.values.size() != 1 || !goParseInt(r.values.front()))
            return std::nullopt;
        break;
    default:
        break;
    }
    for (const std::string& v : r.values)
        if (!checkLabelValue(v).empty())
            return std::nullopt;
    return out;
}

// One parsed term: nullopt when a requirement does not parse (the term is skipped).
std::optional<bool> termMatches(const NodeSelectorTerm& term, const Labels& nodeLabels, const std::string& nodeName)
{
    if (!term.matchExpressions.empty()) {
        bool all = true;
        for (const NodeSelectorRequirement& r : term.matchExpressions) {
            const auto req = labelRequirement(r);
            if (!req)
                return std::nullopt;
            all = all && LabelSelector::requirementMatches(*req, nodeLabels);
        }
        if (!all)
            return false;
    }
    if (!term.matchFields.empty()) {
        // nodeSelectorRequirementsAsFieldSelector: In / NotIn with one value;
        // the node's field set holds metadata.name only (none for an empty name).
        bool all = true;
        for (const NodeSelectorRequirement& r : term.matchFields) {
            if ((r.op != "In" && r.op != "NotIn") || r.values.size() != 1)
                return std::nullopt;
            const std::string have = r.key == "metadata.name" ? nodeName : std::string();
            all = all && ((r.op == "In") == (have == r.values.front()));
        }
        if (!all && !nodeName.empty())
            return false;
    }
    return true;
}

// TaintToleration's reason, release by release (docs/fidelity-boundaries.md).
std::string taintReason(KubeVersion v, const Taint& taint)
{
    if (v.legacyScale())
        return "node(s) had taints that the pod didn't tolerate"; // predicates ErrTaintsTolerationsNotMatch
    if (v.minor >= 35 || (v.minor == 34 && (v.patch < 0 || v.patch >= 2)))
        return "node(s) had untolerated taint(s)"; // PR #134740, cherry-picked into v1.34.2
    if (v.minor >= 24)
        return "node(s) had untolerated taint {" + taint.key + ": " + taint.value + "}";
    return "node(s) had taint {" + taint.key + ": " + taint.value + "}, that the pod didn't tolerate";
}

} // namespace

bool toleratesTaint(const Toleration& t, const Taint& taint, KubeVersion version, bool comparisonOperatorsGate)
{
    if (!t.effect.empty() && t.effect != taint.effect)
        return false;
    if (!t.key.empty() && t.key != taint.key)
        return false;
    if (t.op.empty() || t.op == "Equal")
        return t.value == taint.value;
    if (t.op == "Exists")
        return true;
    if ((t.op == "Lt" || t.op == "Gt") && version.atLeast(35) && comparisonOperatorsGate) {
        if (!isDecimalInteger(t.value) || !isDecimalInteger(taint.value))
            return false;
        const auto tol = goParseInt(t.value);
        const auto have = goParseInt(taint.value);
        if (!tol || !have)
            return false;
        return t.op == "Lt" ? *have < *tol : *have > *tol;
    }
    return false;
}

const Taint* firstUntoleratedTaint(const std::vector<Taint>& taints, const std::vector<Toleration>& tolerations,
    KubeVersion version, bool comparisonOperatorsGate)
{
    for (const Taint& taint : taints) {
        if (taint.effect != "NoSchedule" && taint.effect != "NoExecute")
            continue;
        const bool tolerated = std::any_of(tolerations.begin(), tolerations.end(),
            [&](const Toleration& t) { return toleratesTaint(t, taint, version, comparisonOperatorsGate); });
        if (!tolerated)
            return &taint;
    }
    return nullptr;
}

FilterStatus nodeUnschedulableFilter(
    bool nodeUnschedulable, const std::vector<Toleration>& tolerations, KubeVersion version)
{
    if (!nodeUnschedulable)
        return FilterStatus::pass();
    const Taint cordon { kUnschedulableTaintKey, "", "NoSchedule" };
    const bool tolerated = std::any_of(tolerations.begin(), tolerations.end(),
        [&](const Toleration& t) { return toleratesTaint(t, cordon, version); });
    if (tolerated)
        return FilterStatus::pass();
    return FilterStatus::fail("node(s) were unschedulable");
}

FilterStatus nodeNameFilter(const std::string& podNodeName, const std::string& nodeName, KubeVersion version)
{
    if (podNodeName.empty() || podNodeName == nodeName)
        return FilterStatus::pass();
    return FilterStatus::fail(version.legacyScale() ? "node(s) didn't match the requested hostname"
                                                    : "node(s) didn't match the requested node name");
}

FilterStatus taintTolerationFilter(const std::vector<Taint>& taints, const std::vector<Toleration>& tolerations,
    KubeVersion version, bool comparisonOperatorsGate)
{
    const Taint* taint = firstUntoleratedTaint(taints, tolerations, version, comparisonOperatorsGate);
    if (!taint)
        return FilterStatus::pass();
    return FilterStatus::fail(taintReason(version, *taint));
}

bool nodeSelectorMatches(const NodeSelector& selector, const Labels& nodeLabels, const std::string& nodeName)
{
    for (const NodeSelectorTerm& term : selector.nodeSelectorTerms) {
        if (term.matchExpressions.empty() && term.matchFields.empty())
            continue; // an empty term selects nothing
        if (termMatches(term, nodeLabels, nodeName).value_or(false))
            return true;
    }
    return false;
}

FilterStatus nodeAffinityFilter(const Labels& nodeSelector, const std::optional<NodeSelector>& required,
    const Labels& nodeLabels, const std::string& nodeName, KubeVersion version)
{
    bool match = true;
    for (const auto& [key, value] : nodeSelector) {
        const std::string* have = LabelSelector::labelValue(nodeLabels, key);
        if (!have || *have != value) {
            match = false;
            break;
        }
    }
    if (match && required)
        match = nodeSelectorMatches(*required, nodeLabels, nodeName);
    if (match)
        return FilterStatus::pass();
    return FilterStatus::fail(version.legacyScale() ? "node(s) didn't match node selector"
                                                    : "node(s) didn't match Pod's node affinity/selector");
}

namespace {

bool hasNodeAffinity(const Pod& pod)
{
    return pod.affinity && pod.affinity->nodeAffinity
        && pod.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution;
}

bool anyNodeTaintedOrCordoned(const ClusterState& st)
{
    return std::any_of(st.traits.begin(), st.traits.end(),
        [](const NodeTraits& t) { return t.unschedulable || !t.taints.empty(); });
}

bool selectsNodes(const Pod& pod)
{
    return !pod.nodeSelector.empty() || hasNodeAffinity(pod);
}

// The verdicts proper, for a pod that selects nodes or a cluster with taints.
std::shared_ptr<const NodeVerdicts> computeVerdicts(
    const Pod& pod, const ClusterState& st, KubeVersion version, const NodeSelector* enforced)
{
    const bool volcano = version.volcano();
    const KubeVersion rules = version.filterRelease();
    const bool legacy = rules.legacyScale();
    static const std::optional<NodeSelector> kNone;
    const std::optional<NodeSelector>& required
        = hasNodeAffinity(pod) ? pod.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution : kNone;

    auto out = std::make_shared<NodeVerdicts>();
    out->byNode.assign(st.traits.size(), -1);
    std::map<std::pair<std::string, NodeVerdicts::Kind>, int32_t> seen;
    bool anyFailure = false;
    for (size_t i = 0; i < st.traits.size(); ++i) {
        const NodeTraits& node = st.traits[i];
        const std::string& name = i < st.nodeNames.size() ? st.nodeNames[i] : std::string();
        using Kind = NodeVerdicts::Kind;
        // A filter the profile turns off (disabledFilters) passes every node.
        FilterStatus status = rules.filterOn(FilterPlugin::NodeUnschedulable)
            ? nodeUnschedulableFilter(node.unschedulable, pod.tolerations, rules)
            : FilterStatus::pass();
        Kind kind = Kind::Alone;
        const char* plugin = legacy ? "CheckNodeUnschedulable" : "NodeUnschedulable";
        auto affinity = [&] {
            plugin = legacy ? "GeneralPredicates" : "NodeAffinity";
            if (!rules.filterOn(FilterPlugin::NodeAffinity))
                return FilterStatus::pass();
            if (enforced && !nodeSelectorMatches(*enforced, node.labels, name))
                return FilterStatus::fail(kEnforcedAffinityReason);
            return nodeAffinityFilter(pod.nodeSelector, required, node.labels, name, rules);
        };
        auto taints = [&] {
            plugin = legacy ? "PodToleratesNodeTaints" : "TaintToleration";
            if (!rules.filterOn(FilterPlugin::TaintToleration))
                return FilterStatus::pass();
            return taintTolerationFilter(node.taints, pod.tolerations, rules);
        };
        if (status.ok) {
            if (volcano) {
                status = affinity();
                if (status.ok)
                    status = taints();
            } else if (legacy) {
                status = affinity();
                kind = Kind::WithResources;
                if (status.ok) {
                    status = taints();
                    kind = Kind::AfterResources;
                }
            } else {
                status = taints();
                if (status.ok)
                    status = affinity();
            }
        }
        if (status.ok)
            continue;
        anyFailure = true;
        auto [it, fresh] = seen.emplace(std::make_pair(status.reason, kind), static_cast<int32_t>(out->failures.size()));
        if (fresh)
            out->failures.push_back({ status.reason, plugin, kind });
        out->byNode[i] = it->second;
    }
    if (!anyFailure)
        return nullptr;
    return out;
}

// Everything the verdicts read of a pod, as one string.
std::string constraintKey(const Pod& pod)
{
    std::string key;
    auto add = [&key](const std::string& s) {
        key += std::to_string(s.size());
        key += ':';
        key += s;
    };
    key += 'S';
    for (const auto& [k, v] : pod.nodeSelector) {
        add(k);
        add(v);
    }
    key += 'T';
    for (const Toleration& t : pod.tolerations) {
        add(t.key);
        add(t.op);
        add(t.value);
        add(t.effect); // tolerationSeconds does not filter
    }
    key += 'A';
    if (hasNodeAffinity(pod)) {
        for (const NodeSelectorTerm& term :
            pod.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution->nodeSelectorTerms) {
            key += '(';
            for (const auto* list : { &term.matchExpressions, &term.matchFields }) {
                key += '[';
                for (const NodeSelectorRequirement& r : *list) {
                    add(r.key);
                    add(r.op);
                    key += std::to_string(r.values.size());
                    for (const std::string& v : r.values)
                        add(v);
                }
            }
        }
    }
    return key;
}

} // namespace

std::shared_ptr<const NodeVerdicts> nodeVerdicts(
    const Pod& pod, const ClusterState& st, KubeVersion version, const NodeSelector* enforced)
{
    if (!selectsNodes(pod) && !enforced && !anyNodeTaintedOrCordoned(st))
        return nullptr;
    return computeVerdicts(pod, st, version, enforced);
}

const NodeSelector* enforcedNodeSelector(const Profile& profile)
{
    if (profile.scheduler != SchedulerKind::KubeScheduler || !profile.nodeAffinityArgsSet || !profile.addedAffinity
        || !profile.addedAffinity->requiredDuringSchedulingIgnoredDuringExecution)
        return nullptr;
    const std::optional<KubeVersion> release = releaseOf(profile);
    if (!release || release->legacyScale())
        return nullptr;
    return &*profile.addedAffinity->requiredDuringSchedulingIgnoredDuringExecution;
}

NodeVerdictCache::NodeVerdictCache(const ClusterState& st, KubeVersion version, const NodeSelector* enforced)
    : st_(st)
    , version_(version)
    , enforced_(enforced)
    , anyTaint_(anyNodeTaintedOrCordoned(st))
{
}

std::shared_ptr<const NodeVerdicts> NodeVerdictCache::get(const Pod& pod)
{
    if (!anyTaint_ && !enforced_ && !selectsNodes(pod))
        return nullptr;
    auto [it, fresh] = byConstraints_.emplace(constraintKey(pod), nullptr);
    if (fresh)
        it->second = computeVerdicts(pod, st_, version_, enforced_);
    return it->second;
}

} // namespace bp
