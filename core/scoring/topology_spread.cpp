// SPDX-License-Identifier: GPL-3.0-or-later
// PodTopologySpread's PreFilter and Filter (podtopologyspread/filtering.go
// and common.go), with the release differences KubeVersion names.
#include "scoring/topology_spread.h"

#include "io/label_selector.h"
#include "scoring/node_filters.h"
#include "scoring/pod_affinity.h"
#include "scoring/registration.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace bp {

namespace {

using registration::put;
using registration::putSelector;

void putLabels(std::string& key, const Labels& labels)
{
    put(key, std::to_string(labels.size()));
    for (const auto& [k, v] : labels) {
        put(key, k);
        put(key, v);
    }
}

void putSelector(std::string& key, const NodeSelector& sel)
{
    for (const NodeSelectorTerm& t : sel.nodeSelectorTerms) {
        key += 'T';
        for (const auto* list : { &t.matchExpressions, &t.matchFields }) {
            key += 'L';
            for (const NodeSelectorRequirement& r : *list) {
                put(key, r.key);
                put(key, r.op);
                for (const std::string& v : r.values)
                    put(key, v);
                key += ';';
            }
        }
    }
}

// What decides one constraint's domains, counts and verdicts: the
// constraint as the release reads it, the incoming pod's namespace and
// labels (self match, matchLabelKeys), every topology key of its hard
// constraints (a node must have them all), its node selector, required node
// affinity and tolerations (the inclusion policies).
std::string registrationKey(const SpreadConstraint& c, bool affinityHonored, bool taintsHonored,
    const std::vector<std::string>& allKeys, const Pod& pod)
{
    std::string key;
    put(key, c.topologyKey);
    put(key,
        std::to_string(c.maxSkew) + '/' + std::to_string(c.minDomains) + '/' + char('0' + c.minDomainsRule)
            + char('0' + c.selectsNothing) + char('0' + c.countsNothing) + char('0' + c.selfMatch)
            + char('0' + affinityHonored) + char('0' + taintsHonored));
    put(key, c.ns);
    putSelector(key, c.selector);
    key += '|';
    for (const std::string& k : allKeys)
        put(key, k);
    key += '|';
    if (affinityHonored) {
        putLabels(key, pod.nodeSelector);
        if (pod.affinity && pod.affinity->nodeAffinity
            && pod.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution)
            putSelector(key, *pod.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution);
    }
    key += '|';
    if (taintsHonored)
        for (const Toleration& t : pod.tolerations) {
            put(key, t.key);
            put(key, t.op);
            put(key, t.value);
            put(key, t.effect);
            put(key, t.tolerationSeconds ? std::to_string(*t.tolerationSeconds) : std::string("-"));
        }
    return key;
}

} // namespace

void registerSpread(ClusterState& st, const Pod& pod, PodDemand& demand, KubeVersion version,
    const std::vector<TopologySpreadConstraint>& defaults)
{
    if (demand.group < 0)
        demand.group = podGroup(st, pod, version);
    demand.spread.clear();
    const KubeVersion rules = version.filterRelease();
    if (!rules.topologySpread() || !rules.filterOn(FilterPlugin::PodTopologySpread))
        return;
    std::vector<const TopologySpreadConstraint*> hard;
    std::vector<std::string> allKeys;
    for (const TopologySpreadConstraint& c : pod.topologySpreadConstraints.empty() ? defaults : pod.topologySpreadConstraints)
        if (c.whenUnsatisfiable == "DoNotSchedule") {
            hard.push_back(&c);
            allKeys.push_back(c.topologyKey);
        }
    if (hard.empty())
        return;

    const size_t numNodes = st.nodes.size();
    static const std::optional<NodeSelector> kNone;
    static const std::vector<std::string> kNoKeys;
    const std::optional<NodeSelector>& required = pod.affinity && pod.affinity->nodeAffinity
        ? pod.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution
        : kNone;
    // Computed once per pod, for the nodes the constraints ask about.
    std::vector<signed char> affinityMatch(numNodes, -1), tolerated(numNodes, -1);
    auto matchesAffinity = [&](size_t n) {
        if (affinityMatch[n] < 0)
            affinityMatch[n] = nodeAffinityFilter(pod.nodeSelector, required, st.traits[n].labels,
                n < st.nodeNames.size() ? st.nodeNames[n] : std::string(), rules)
                                   .ok;
        return affinityMatch[n] == 1;
    };
    auto toleratesTaints = [&](size_t n) {
        if (tolerated[n] < 0)
            tolerated[n] = firstUntoleratedTaint(st.traits[n].taints, pod.tolerations, rules) == nullptr;
        return tolerated[n] == 1;
    };
    // Computed when a constraint is new (an imported cluster lists every
    // replica as its own pod: most constraints are already registered).
    std::vector<char> hasAllKeys;
    auto computeHasAllKeys = [&] {
        if (!hasAllKeys.empty())
            return;
        hasAllKeys.assign(numNodes, 1);
        for (size_t n = 0; n < numNodes; ++n)
            for (const std::string& k : allKeys)
                if (!LabelSelector::labelValue(st.traits[n].labels, k)) {
                    hasAllKeys[n] = 0;
                    break;
                }
    };

    for (const TopologySpreadConstraint* tsc : hard) {
        SpreadConstraint c;
        c.topologyKey = tsc->topologyKey;
        c.maxSkew = tsc->maxSkew;
        c.minDomainsRule = rules.spreadMinDomains();
        c.minDomains = c.minDomainsRule ? tsc->minDomains.value_or(1) : 1;
        c.ns = st.groups[static_cast<size_t>(demand.group)].ns; // "" already read as "default"
        if (!tsc->labelSelector) {
            c.selectsNothing = true; // LabelSelectorAsSelector(nil): labels.Nothing()
        } else if (auto selector = selectorFromSpec(
                       *tsc->labelSelector, pod.labels, rules.spreadMatchLabelKeys() ? tsc->matchLabelKeys : kNoKeys)) {
            c.countsNothing = rules.spreadEmptySelectorCountsNothing() && selector->empty();
            c.selector = std::move(*selector);
        } else {
            c.selectsNothing = true; // an operator the readers refuse: no pod matches
        }
        c.selfMatch = c.selects(pod.labels);
        const bool policies = rules.spreadInclusionPolicies();
        const bool affinityHonored = !policies || tsc->nodeAffinityPolicy.value_or("Honor") == "Honor";
        const bool taintsHonored = policies && tsc->nodeTaintsPolicy.value_or("Ignore") == "Honor";

        const std::string key = registrationKey(c, affinityHonored, taintsHonored, allKeys, pod);
        if (auto it = st.spread.index.find(key); it != st.spread.index.end()) {
            demand.spread.push_back(it->second);
            continue;
        }

        computeHasAllKeys();
        // Domains: every value of the key among the nodes; a domain exists
        // (is a TpPairToMatchNum key) when an eligible node has it.
        registration::mapDomains(st, c.topologyKey, c.domainNames, c.domainOf, c.nodesOf);
        c.countInto.assign(numNodes, -1);
        c.count.assign(c.domainNames.size(), 0);
        c.exists.assign(c.domainNames.size(), 0);
        std::vector<char> eligible(numNodes, 0);
        for (size_t n = 0; n < numNodes; ++n) {
            eligible[n]
                = hasAllKeys[n] && (!affinityHonored || matchesAffinity(n)) && (!taintsHonored || toleratesTaints(n));
            if (eligible[n])
                c.exists[static_cast<size_t>(c.domainOf[n])] = 1;
        }
        // The domain of the value "" (a label with an empty value), if any.
        const auto emptyValue = std::find(c.domainNames.begin(), c.domainNames.end(), std::string());
        const int32_t emptyDomain
            = emptyValue == c.domainNames.end() ? -1 : static_cast<int32_t>(emptyValue - c.domainNames.begin());
        for (size_t n = 0; n < numNodes; ++n) {
            if (rules.spreadCountsExcludedNodes()) {
                // 1.22-1.23: every node whose pair exists, eligible or not
                // (a node without the key looks its pair up with "").
                const int32_t d = c.domainOf[n] >= 0 ? c.domainOf[n] : emptyDomain;
                if (d >= 0 && c.exists[static_cast<size_t>(d)])
                    c.countInto[n] = d;
            } else if (eligible[n]) {
                c.countInto[n] = c.domainOf[n];
            }
        }
        const int id = static_cast<int>(st.spread.constraints.size());
        std::vector<char> countsGroup(st.groups.size(), 0);
        for (size_t g = 0; g < st.groups.size(); ++g)
            if ((countsGroup[g] = c.counts(st.groups[g])))
                st.spread.byGroup[g].push_back(id);
        for (size_t n = 0; n < numNodes; ++n) {
            const int32_t d = c.countInto[n];
            if (d < 0)
                continue;
            for (const auto& [g, k] : st.nodes[n].groups)
                if (countsGroup[static_cast<size_t>(g)])
                    c.count[static_cast<size_t>(d)] += k;
        }
        for (size_t d = 0; d < c.domainNames.size(); ++d)
            if (c.exists[d]) {
                c.levels[c.count[d]] += 1;
                c.domains += 1;
            }
        st.spread.constraints.push_back(std::move(c));
        st.spread.index.emplace(key, id);
        demand.spread.push_back(id);
    }
}

namespace {

// Whether the skew in domain `d` stays within maxSkew now.
inline bool domainAllows(const SpreadConstraint& c, int32_t d, int64_t minMatch)
{
    const int64_t matchNum = c.exists[static_cast<size_t>(d)] ? c.count[static_cast<size_t>(d)] : 0;
    return matchNum + (c.selfMatch ? 1 : 0) - minMatch <= c.maxSkew;
}

} // namespace

void spreadChangedNodes(const ClusterState& st, const PodDemand& demand, SpreadSnapshot& snap, std::vector<int>& out)
{
    const bool take = !snap.valid;
    if (take)
        snap.allowed.assign(demand.spread.size(), {});
    for (size_t k = 0; k < demand.spread.size(); ++k) {
        const SpreadConstraint& c = st.spread.constraints[static_cast<size_t>(demand.spread[k])];
        const int64_t minMatch = c.minMatch();
        std::vector<char>& allowed = snap.allowed[k];
        if (take)
            allowed.assign(c.domainNames.size(), 0);
        for (size_t d = 0; d < c.domainNames.size(); ++d) {
            const char now = domainAllows(c, static_cast<int32_t>(d), minMatch);
            if (now == allowed[d])
                continue;
            allowed[d] = now;
            if (!take)
                out.insert(out.end(), c.nodesOf[d].begin(), c.nodesOf[d].end());
        }
    }
    snap.valid = true;
}

std::vector<SpreadStep> spreadSteps(const ClusterState& st, const PodDemand& demand, int node)
{
    std::vector<SpreadStep> out;
    for (int id : demand.spread) {
        const SpreadConstraint& c = st.spread.constraints[static_cast<size_t>(id)];
        SpreadStep s;
        s.topologyKey = c.topologyKey;
        s.maxSkew = c.maxSkew;
        s.minDomains = c.minDomains;
        s.domains = c.domains;
        const int32_t d = c.domainOf[static_cast<size_t>(node)];
        s.hasLabel = d >= 0;
        if (!s.hasLabel) {
            s.ok = false;
            out.push_back(std::move(s));
            return out; // the filter stops here
        }
        s.domain = c.domainNames[static_cast<size_t>(d)];
        s.minMatch = c.minMatch();
        s.minDomainsApplied = c.minDomainsRule && c.domains < c.minDomains;
        s.selfMatch = c.selfMatch ? 1 : 0;
        s.matchNum = c.exists[static_cast<size_t>(d)] ? c.count[static_cast<size_t>(d)] : 0;
        s.ok = domainAllows(c, d, s.minMatch);
        out.push_back(std::move(s));
        if (!out.back().ok)
            return out;
    }
    return out;
}

const char* spreadFailure(const ClusterState& st, const PodDemand& demand, int node)
{
    for (int id : demand.spread) {
        const SpreadConstraint& c = st.spread.constraints[static_cast<size_t>(id)];
        const int32_t d = c.domainOf[static_cast<size_t>(node)];
        if (d < 0)
            return kSpreadLabelReason;
        if (!domainAllows(c, d, c.minMatch()))
            return kSpreadReason;
    }
    return nullptr;
}

} // namespace bp
