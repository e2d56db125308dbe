// SPDX-License-Identifier: GPL-3.0-or-later
// What registerSpread() and registerPodAffinity() share: the keys under
// which equal constraints or terms are registered once, and the topology
// domains of a key among the nodes.
#pragma once

#include "io/label_selector.h"
#include "scoring/cluster_state.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace bp::registration {

// Appends a length-prefixed field, so that no two different inputs give one key.
inline void put(std::string& key, const std::string& s)
{
    key += std::to_string(s.size()) + ':' + s;
}

inline void putSelector(std::string& key, const LabelSelector& sel)
{
    put(key, std::to_string(sel.requirements().size()));
    for (const LabelSelector::Requirement& q : sel.requirements()) {
        put(key, q.key);
        put(key, std::to_string(static_cast<int>(q.op)));
        put(key, std::to_string(q.values.size()));
        for (const std::string& v : q.values)
            put(key, v);
    }
}

// The domains of `topologyKey`: its values among the nodes in order of
// first appearance (`names`), each node's domain (`domainOf`, -1 without
// the label) and each domain's nodes (`nodesOf`).
inline void mapDomains(const ClusterState& st, const std::string& topologyKey, std::vector<std::string>& names,
    std::vector<int32_t>& domainOf, std::vector<std::vector<int>>& nodesOf)
{
    names.clear();
    nodesOf.clear();
    domainOf.assign(st.nodes.size(), -1);
    std::unordered_map<std::string, int32_t> ids;
    for (size_t n = 0; n < st.nodes.size(); ++n) {
        const std::string* v = LabelSelector::labelValue(st.traits[n].labels, topologyKey);
        if (!v)
            continue;
        auto [it, fresh] = ids.emplace(*v, static_cast<int32_t>(names.size()));
        if (fresh) {
            names.push_back(*v);
            nodesOf.emplace_back();
        }
        domainOf[n] = it->second;
        nodesOf[static_cast<size_t>(it->second)].push_back(static_cast<int>(n));
    }
}

} // namespace bp::registration
