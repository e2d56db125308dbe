// SPDX-License-Identifier: GPL-3.0-or-later
// InterPodAffinity's PreFilter and Filter (interpodaffinity/filtering.go,
// framework/types.go newAffinityTerm; 1.16: predicates.go
// InterPodAffinityMatches and metadata.go), with the release differences
// KubeVersion names.
#include "scoring/pod_affinity.h"

#include "io/label_selector.h"
#include "scoring/registration.h"

#include <algorithm>

namespace bp {

namespace {

const std::vector<PodAffinityTerm>& requiredTerms(const std::optional<PodAffinity>& a)
{
    static const std::vector<PodAffinityTerm> kNone;
    return a ? a->requiredDuringSchedulingIgnoredDuringExecution : kNone;
}

const std::optional<PodAffinity>& podAffinityOf(const Pod& pod, bool anti)
{
    static const std::optional<PodAffinity> kNone;
    if (!pod.affinity)
        return kNone;
    return anti ? pod.affinity->podAntiAffinity : pod.affinity->podAffinity;
}


} // namespace

std::string namespaceOf(const Pod& pod)
{
    return pod.namespace_.empty() ? std::string("default") : pod.namespace_;
}

// newAffinityTerm with getNamespacesFromPodAffinityTerm: no namespaces and
// no namespaceSelector mean the pod's own namespace; a namespaceSelector
// {} means every namespace (labels.Everything, which
// mergeAffinityTermNamespacesIfNotEmpty leaves alone), another one the
// namespaces whose labels it selects.
AffinityTermRule compileAffinityTerm(const PodAffinityTerm& t, const Pod& pod, KubeVersion rules)
{
    static const std::vector<std::string> kNoKeys;
    AffinityTermRule r;
    r.topologyKey = t.topologyKey;
    if (!t.labelSelector) {
        r.selectsNothing = true;
    } else {
        const bool merge = rules.affinityMatchLabelKeys();
        if (auto sel = selectorFromSpec(*t.labelSelector, pod.labels, merge ? t.matchLabelKeys : kNoKeys,
                merge ? t.mismatchLabelKeys : kNoKeys))
            r.selector = std::move(*sel);
        else
            r.selectsNothing = true;
    }
    const bool nsSelector = rules.affinityNamespaceSelector() && t.namespaceSelector.has_value();
    if (t.namespaces.empty() && !nsSelector) {
        r.namespaces = { namespaceOf(pod) };
    } else {
        r.namespaces = t.namespaces;
        std::sort(r.namespaces.begin(), r.namespaces.end());
        r.namespaces.erase(std::unique(r.namespaces.begin(), r.namespaces.end()), r.namespaces.end());
    }
    if (nsSelector) {
        if (auto sel = selectorFromSpec(*t.namespaceSelector)) {
            r.allNamespaces = sel->empty();
            r.useNamespaceSelector = !sel->empty();
            r.namespaceSelector = std::move(*sel);
        }
    }
    return r;
}

namespace {

using registration::put;
using registration::putSelector;

void putTerm(std::string& key, const AffinityTermRule& r)
{
    put(key, r.topologyKey);
    key += char('0' + r.allNamespaces);
    key += char('0' + r.useNamespaceSelector);
    key += char('0' + r.selectsNothing);
    put(key, std::to_string(r.namespaces.size()));
    for (const std::string& n : r.namespaces)
        put(key, n);
    putSelector(key, r.namespaceSelector);
    putSelector(key, r.selector);
}

// Per-domain counts over every node with the key's label.
TopologyCounts countsFor(const ClusterState& st, const std::string& topologyKey)
{
    TopologyCounts c;
    c.topologyKey = topologyKey;
    registration::mapDomains(st, topologyKey, c.domainNames, c.domainOf, c.nodesOf);
    c.count.assign(c.domainNames.size(), 0);
    return c;
}

// The Counted for these terms under this key: shared between pod templates
// with the same terms, counting the pods already placed when it is new.
int registerCounted(ClusterState& st, const std::vector<AffinityTermRule>& matchAll, const std::string& topologyKey)
{
    std::string key = "C";
    put(key, topologyKey);
    for (const AffinityTermRule& r : matchAll)
        putTerm(key, r);
    AffinityCounts& a = st.affinity;
    if (auto it = a.index.find(key); it != a.index.end())
        return it->second;
    const int id = static_cast<int>(a.counted.size());
    AffinityCounts::Counted c { matchAll, countsFor(st, topologyKey) };
    std::vector<char> selected(st.groups.size(), 0);
    for (size_t g = 0; g < st.groups.size(); ++g)
        if ((selected[g] = c.selects(st.groups[g])))
            a.countedByGroup[g].push_back(id);
    for (size_t n = 0; n < st.nodes.size(); ++n)
        for (const auto& [g, k] : st.nodes[n].groups)
            if (selected[static_cast<size_t>(g)])
                c.counts.add(static_cast<int>(n), k);
    a.counted.push_back(std::move(c));
    a.index.emplace(std::move(key), id);
    return id;
}

// A required anti-affinity term pods carry. New terms are carried by no pod
// yet (a group names its carried terms in its key).
int registerCarried(ClusterState& st, const AffinityTermRule& term)
{
    std::string key = "X";
    putTerm(key, term);
    AffinityCounts& a = st.affinity;
    if (auto it = a.index.find(key); it != a.index.end())
        return it->second;
    const int id = static_cast<int>(a.carried.size());
    for (size_t g = 0; g < st.groups.size(); ++g)
        if (term.matches(st.groups[g]))
            a.carriedAgainst[g].push_back(id);
    a.carried.push_back({ term, countsFor(st, term.topologyKey) });
    a.index.emplace(std::move(key), id);
    return id;
}

} // namespace

const std::vector<int>& carriedAgainst(const ClusterState& st, const PodDemand& demand)
{
    static const std::vector<int> kNone;
    const AffinityCounts& a = st.affinity;
    if (demand.group < 0 || static_cast<size_t>(demand.group) >= a.carriedAgainst.size())
        return kNone;
    return a.carriedAgainst[static_cast<size_t>(demand.group)];
}

int podGroup(ClusterState& st, const Pod& pod, KubeVersion version)
{
    const KubeVersion rules = version.filterRelease();
    std::vector<int> carried;
    // With InterPodAffinity turned off (disabledFilters) no pod's anti-affinity is looked at.
    if (rules.filterOn(FilterPlugin::InterPodAffinity))
        for (const PodAffinityTerm& t : requiredTerms(podAffinityOf(pod, true)))
            carried.push_back(registerCarried(st, compileAffinityTerm(t, pod, rules)));
    std::sort(carried.begin(), carried.end());
    carried.erase(std::unique(carried.begin(), carried.end()), carried.end());
    return st.internGroup(pod.namespace_, pod.labels, carried);
}

void registerPodAffinity(ClusterState& st, const Pod& pod, PodDemand& demand, KubeVersion version)
{
    if (demand.group < 0)
        demand.group = podGroup(st, pod, version);
    demand.affinity = -1;
    const KubeVersion rules = version.filterRelease();
    if (!rules.filterOn(FilterPlugin::InterPodAffinity))
        return;
    const std::vector<PodAffinityTerm>& affinityTerms = requiredTerms(podAffinityOf(pod, false));
    const std::vector<PodAffinityTerm>& antiTerms = requiredTerms(podAffinityOf(pod, true));
    if (affinityTerms.empty() && antiTerms.empty()) {
        // Only the existing pods' anti-affinity can refuse it: no state of its own.
        return;
    }
    AffinityCounts::Incoming in;
    in.legacyOrder = rules.affinityLegacyPredicate();
    std::vector<AffinityTermRule> all;
    for (const PodAffinityTerm& t : affinityTerms)
        all.push_back(compileAffinityTerm(t, pod, rules));
    const PodGroup& self = st.groups[static_cast<size_t>(demand.group)];
    in.selfMatchAll = !all.empty()
        && std::all_of(all.begin(), all.end(), [&self](const AffinityTermRule& r) { return r.matches(self); });
    for (const AffinityTermRule& r : all)
        in.affinity.push_back(registerCounted(st, all, r.topologyKey));
    for (const PodAffinityTerm& t : antiTerms) {
        const AffinityTermRule r = compileAffinityTerm(t, pod, rules);
        in.anti.push_back(registerCounted(st, { r }, r.topologyKey));
    }
    std::string key = "I";
    key += char('0' + in.selfMatchAll);
    key += char('0' + in.legacyOrder);
    for (const auto* ids : { &in.affinity, &in.anti }) {
        key += '|';
        for (int id : *ids)
            put(key, std::to_string(id));
    }
    AffinityCounts& a = st.affinity;
    if (auto it = a.index.find(key); it != a.index.end()) {
        demand.affinity = it->second;
        return;
    }
    demand.affinity = static_cast<int>(a.incoming.size());
    a.incoming.push_back(std::move(in));
    a.index.emplace(std::move(key), demand.affinity);
}

namespace {

// No pod anywhere matches the incoming pod's affinity terms
// (len(state.affinityCounts) == 0: the counts never go below zero).
bool noneMatchAnywhere(const AffinityCounts& a, const AffinityCounts::Incoming& in)
{
    return std::all_of(in.affinity.begin(), in.affinity.end(),
        [&a](int id) { return a.counted[static_cast<size_t>(id)].counts.total == 0; });
}

const char* incomingAffinityFailure(const AffinityCounts& a, const AffinityCounts::Incoming& in, int node)
{
    // satisfyPodAffinity: the node must have every term's key, and each
    // term's domain a matching pod, unless no matching pod exists anywhere
    // and the pod matches its own terms (the first pod of its group).
    bool podsExist = true;
    for (int id : in.affinity) {
        const TopologyCounts& c = a.counted[static_cast<size_t>(id)].counts;
        const int32_t d = c.domainOf[static_cast<size_t>(node)];
        if (d < 0)
            return kAffinityRulesReason;
        if (c.count[static_cast<size_t>(d)] <= 0)
            podsExist = false;
    }
    if (!podsExist && !(noneMatchAnywhere(a, in) && in.selfMatchAll))
        return kAffinityRulesReason;
    return nullptr;
}

const char* incomingAntiAffinityFailure(const AffinityCounts& a, const AffinityCounts::Incoming& in, int node)
{
    for (int id : in.anti) {
        const TopologyCounts& c = a.counted[static_cast<size_t>(id)].counts;
        const int32_t d = c.domainOf[static_cast<size_t>(node)];
        if (d >= 0 && c.count[static_cast<size_t>(d)] > 0)
            return kAntiAffinityRulesReason;
    }
    return nullptr;
}

const char* existingAntiAffinityFailure(const ClusterState& st, const PodDemand& demand, int node)
{
    const AffinityCounts& a = st.affinity;
    for (int id : carriedAgainst(st, demand)) {
        const TopologyCounts& c = a.carried[static_cast<size_t>(id)].counts;
        const int32_t d = c.domainOf[static_cast<size_t>(node)];
        if (d >= 0 && c.count[static_cast<size_t>(d)] > 0)
            return kExistingAntiAffinityReason;
    }
    return nullptr;
}

} // namespace

const char* podAffinityFailure(const ClusterState& st, const PodDemand& demand, int node)
{
    const AffinityCounts& a = st.affinity;
    if (demand.affinity < 0)
        return existingAntiAffinityFailure(st, demand, node);
    const AffinityCounts::Incoming& in = a.incoming[static_cast<size_t>(demand.affinity)];
    if (in.legacyOrder)
        if (const char* r = existingAntiAffinityFailure(st, demand, node))
            return r;
    if (const char* r = incomingAffinityFailure(a, in, node))
        return r;
    if (const char* r = incomingAntiAffinityFailure(a, in, node))
        return r;
    return in.legacyOrder ? nullptr : existingAntiAffinityFailure(st, demand, node);
}

AffinitySteps affinitySteps(const ClusterState& st, const PodDemand& demand, int node)
{
    using Kind = AffinityStep::Kind;
    const AffinityCounts& a = st.affinity;
    AffinitySteps out;
    out.failure = podAffinityFailure(st, demand, node);
    auto step = [&](Kind kind, const TopologyCounts& c) {
        AffinityStep s;
        s.kind = kind;
        s.topologyKey = c.topologyKey;
        const int32_t d = c.domainOf[static_cast<size_t>(node)];
        s.hasLabel = d >= 0;
        if (s.hasLabel) {
            s.domain = c.domainNames[static_cast<size_t>(d)];
            s.count = c.count[static_cast<size_t>(d)];
        }
        out.steps.push_back(std::move(s));
    };
    auto existing = [&] {
        for (int id : carriedAgainst(st, demand))
            step(Kind::ExistingAntiAffinity, a.carried[static_cast<size_t>(id)].counts);
    };
    const AffinityCounts::Incoming* in
        = demand.affinity >= 0 ? &a.incoming[static_cast<size_t>(demand.affinity)] : nullptr;
    if (in && in->legacyOrder)
        existing();
    if (in) {
        for (int id : in->affinity)
            step(Kind::Affinity, a.counted[static_cast<size_t>(id)].counts);
        out.firstPodRule = !in->affinity.empty() && noneMatchAnywhere(a, *in) && in->selfMatchAll;
        for (int id : in->anti)
            step(Kind::AntiAffinity, a.counted[static_cast<size_t>(id)].counts);
    }
    if (!in || !in->legacyOrder)
        existing();
    return out;
}

void affinityChangedNodes(
    const ClusterState& st, const PodDemand& demand, AffinitySnapshot& snap, std::vector<int>& out)
{
    const AffinityCounts& a = st.affinity;
    const bool take = !snap.valid;
    std::vector<const TopologyCounts*> watched;
    if (demand.affinity >= 0) {
        const AffinityCounts::Incoming& in = a.incoming[static_cast<size_t>(demand.affinity)];
        for (const auto* ids : { &in.affinity, &in.anti })
            for (int id : *ids)
                watched.push_back(&a.counted[static_cast<size_t>(id)].counts);
    }
    for (int id : carriedAgainst(st, demand))
        watched.push_back(&a.carried[static_cast<size_t>(id)].counts);
    if (take) {
        snap.present.assign(watched.size(), {});
        snap.seen.assign(watched.size(), 0);
    }
    // The first-pod rule turns on or off for every node at once.
    const char none = demand.affinity >= 0 && noneMatchAnywhere(a, a.incoming[static_cast<size_t>(demand.affinity)]);
    bool all = !take && none != snap.noneAnywhere;
    snap.noneAnywhere = none;
    for (size_t k = 0; k < watched.size(); ++k) {
        const TopologyCounts& c = *watched[k];
        std::vector<char>& present = snap.present[k];
        if (take) {
            present.assign(c.domainNames.size(), 0);
            for (size_t d = 0; d < c.domainNames.size(); ++d)
                present[d] = c.count[d] > 0;
            snap.seen[k] = c.flips.size();
            continue;
        }
        for (size_t i = snap.seen[k]; i < c.flips.size(); ++i) {
            const auto d = static_cast<size_t>(c.flips[i]);
            const char now = c.count[d] > 0;
            if (now == present[d])
                continue; // flipped and back
            present[d] = now;
            if (!all)
                out.insert(out.end(), c.nodesOf[d].begin(), c.nodesOf[d].end());
        }
        snap.seen[k] = c.flips.size();
    }
    if (all)
        for (size_t n = 0; n < st.nodes.size(); ++n)
            out.push_back(static_cast<int>(n));
    snap.valid = true;
}

bool hasDynamicFilters(const ClusterState& st, const PodDemand& demand)
{
    return !demand.spread.empty() || demand.affinity >= 0 || !carriedAgainst(st, demand).empty();
}

} // namespace bp
