// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a Workspace in the canonical layout (docs/workspace-format.md, "What
// the writer produces"): block style, short maps ({name: cpu, weight: 3},
// resource lists, labels, taints, tolerations, node selector requirements) in
// flow style, quantities exactly as written (quoted when YAML would read them
// as numbers).
#include "io/pod_placement_text.h"
#include "io/volcano_conf.h"
#include "io/workspace_io.h"
#include "io/yaml11_scalars.h"
#include "io/yaml_quoting.h"
#include "scoring/default_scores.h"
#include "scoring/version.h"
#include "util/read_file.h"

#include <charconv>

namespace bp {

namespace {

using yamlio::scalarText;

constexpr size_t kFlowLineLimit = 100;

// A price as a plain YAML number: the shortest digits that read back as the
// same double, without an exponent ("0.096", "1000000", "0.0000001"), the
// same whatever the C locale (to_chars; the window sets the user's).
std::string priceText(double price)
{
    // Any double's shortest fixed form fits: at most 309 digits before the
    // point (DBL_MAX), or "0." and 324 digits after it (the smallest denormal).
    char b[400];
    return std::string(b, std::to_chars(b, b + sizeof b, price, std::chars_format::fixed).ptr);
}

class Writer {
public:
    std::string out;

    void line(int indent, const std::string& text)
    {
        out.append(static_cast<size_t>(indent), ' ');
        out += text;
        out += '\n';
    }

    // A header comment as read (see Workspace::headerComment), byte for byte;
    // a line set from elsewhere that is no comment becomes one, and a line
    // break YAML would see inside a comment (a lone CR) becomes a new line.
    void comments(std::string_view header)
    {
        while (!header.empty()) {
            size_t next = header.find('\n');
            next = next == std::string_view::npos ? header.size() : next + 1;
            std::string line(header.substr(0, next));
            header.remove_prefix(next);
            if (line.back() != '\n')
                line += '\n';
            const size_t first = line.find_first_not_of(" \t\r\n");
            if (first != std::string::npos && line[first] != '#')
                line = "# " + line;
            for (size_t cr = line.find('\r'); cr != std::string::npos; cr = line.find('\r', cr + 1))
                if (cr + 1 < line.size() && line[cr + 1] != '\n')
                    line.replace(cr, 1, "\n# ");
            out += line;
        }
    }

    static std::string flowMap(const std::vector<std::pair<std::string, std::string>>& kv)
    {
        std::string s = "{";
        for (size_t i = 0; i < kv.size(); ++i) {
            if (i)
                s += ", ";
            s += scalarText(kv[i].first, true) + ": " + kv[i].second;
        }
        return s + "}";
    }

    // key: {a: 1, b: 2}, or a block map when the flow line would be long.
    void map(int indent, const std::string& key, const std::vector<std::pair<std::string, std::string>>& kv)
    {
        const std::string flow = flowMap(kv);
        if (kv.empty() || static_cast<size_t>(indent) + key.size() + 2 + flow.size() <= kFlowLineLimit) {
            line(indent, key + ": " + flow);
            return;
        }
        line(indent, key + ":");
        for (const auto& [k, v] : kv)
            out += yamlio::blockEntry(indent + 2, scalarText(k), v);
    }

    void resources(int indent, const std::string& key, const ResourceList& list)
    {
        std::vector<std::pair<std::string, std::string>> kv;
        for (const auto& [name, q] : list.entries)
            kv.emplace_back(name, scalarText(q.text(), true));
        map(indent, key, kv);
    }

    // labels, nodeSelector: a string map, left out when empty.
    void labels(int indent, const std::vector<std::pair<std::string, std::string>>& labels,
        const std::string& key = "labels")
    {
        if (labels.empty())
            return;
        std::vector<std::pair<std::string, std::string>> kv;
        for (const auto& [k, v] : labels)
            kv.emplace_back(k, scalarText(v, true));
        map(indent, key, kv);
    }

    // One field of a small map written as a list item: a string (quoted when
    // YAML would misread it), an integer, or a list of strings.
    struct ItemField {
        std::string key;
        std::string text; // a string, or an integer's digits when `integer`
        bool integer = false;
        bool isList = false;
        std::vector<std::string> list;

        static ItemField string(std::string key, std::string text)
        {
            ItemField f;
            f.key = std::move(key);
            f.text = std::move(text);
            return f;
        }
        static ItemField number(std::string key, int64_t value)
        {
            ItemField f = string(std::move(key), std::to_string(value));
            f.integer = true;
            return f;
        }
        static ItemField strings(std::string key, std::vector<std::string> list)
        {
            ItemField f;
            f.key = std::move(key);
            f.isList = true;
            f.list = std::move(list);
            return f;
        }
    };

    static std::string flowList(const std::vector<std::string>& items)
    {
        std::string s = "[";
        for (size_t i = 0; i < items.size(); ++i)
            s += (i ? ", " : "") + scalarText(items[i], true);
        return s + "]";
    }

    static std::string fieldText(const ItemField& f, bool flow)
    {
        if (f.isList)
            return flowList(f.list);
        return f.integer ? f.text : scalarText(f.text, flow);
    }

    // "- {key: a, operator: In, values: [x]}", or the item as a block map
    // (a long list as a block list) when the flow line would be long.
    void item(int indent, const std::vector<ItemField>& fields)
    {
        std::string flow = "- {";
        for (size_t i = 0; i < fields.size(); ++i)
            flow += (i ? ", " : "") + fields[i].key + ": " + fieldText(fields[i], true);
        flow += "}";
        if (fields.empty() || static_cast<size_t>(indent) + flow.size() <= kFlowLineLimit) {
            line(indent, flow);
            return;
        }
        for (size_t i = 0; i < fields.size(); ++i) {
            const ItemField& f = fields[i];
            const std::string prefix = (i ? "  " : "- ") + f.key + ":";
            const std::string value = fieldText(f, false);
            if (f.isList && !f.list.empty()
                && static_cast<size_t>(indent) + prefix.size() + 1 + value.size() > kFlowLineLimit) {
                line(indent, prefix);
                for (const std::string& v : f.list)
                    line(indent + 2, "- " + scalarText(v));
            } else {
                line(indent, prefix + " " + value);
            }
        }
    }

    void taints(int indent, const std::vector<Taint>& list)
    {
        if (list.empty())
            return;
        line(indent, "taints:");
        for (const Taint& t : list) {
            std::vector<ItemField> f { ItemField::string("key", t.key) };
            if (!t.value.empty())
                f.push_back(ItemField::string("value", t.value));
            f.push_back(ItemField::string("effect", t.effect));
            item(indent, f);
        }
    }

    void tolerations(int indent, const std::vector<Toleration>& list)
    {
        if (list.empty())
            return;
        line(indent, "tolerations:");
        for (const Toleration& t : list) {
            std::vector<ItemField> f;
            if (!t.key.empty())
                f.push_back(ItemField::string("key", t.key));
            if (!t.op.empty())
                f.push_back(ItemField::string("operator", t.op));
            if (!t.value.empty())
                f.push_back(ItemField::string("value", t.value));
            if (!t.effect.empty())
                f.push_back(ItemField::string("effect", t.effect));
            if (t.tolerationSeconds)
                f.push_back(ItemField::number("tolerationSeconds", *t.tolerationSeconds));
            item(indent, f);
        }
    }

    void requirements(int indent, const std::string& key, const std::vector<NodeSelectorRequirement>& list)
    {
        if (list.empty())
            return;
        line(indent, key + ":");
        for (const NodeSelectorRequirement& r : list) {
            std::vector<ItemField> f { ItemField::string("key", r.key), ItemField::string("operator", r.op) };
            if (!r.values.empty())
                f.push_back(ItemField::strings("values", r.values));
            item(indent, f);
        }
    }

    // A pod's nodeSelector, tolerations, affinity and
    // topologySpreadConstraints, in file order.
    void placement(int indent, const PodPlacement& p)
    {
        labels(indent, p.nodeSelector, "nodeSelector");
        tolerations(indent, p.tolerations);
        affinity(indent, p.affinity);
        spreadConstraints(indent, p.topologySpreadConstraints);
    }

    // Block maps, the fields in the API's order; the optional ones only when
    // set, and a labelSelector that is set but empty as {} (it matches every
    // pod; an absent one none).
    void spreadConstraints(int indent, const std::vector<TopologySpreadConstraint>& list,
        const char* key = "topologySpreadConstraints")
    {
        if (list.empty())
            return;
        line(indent, std::string(key) + ":");
        for (const TopologySpreadConstraint& c : list) {
            line(indent, "- maxSkew: " + std::to_string(c.maxSkew));
            const int in = indent + 2;
            line(in, "topologyKey: " + scalarText(c.topologyKey));
            line(in, "whenUnsatisfiable: " + scalarText(c.whenUnsatisfiable));
            if (c.labelSelector)
                labelSelector(in, *c.labelSelector);
            if (c.minDomains)
                line(in, "minDomains: " + std::to_string(*c.minDomains));
            if (c.nodeAffinityPolicy)
                line(in, "nodeAffinityPolicy: " + scalarText(*c.nodeAffinityPolicy));
            if (c.nodeTaintsPolicy)
                line(in, "nodeTaintsPolicy: " + scalarText(*c.nodeTaintsPolicy));
            if (!c.matchLabelKeys.empty())
                stringList(in, "matchLabelKeys", c.matchLabelKeys);
        }
    }

    // labelSelector (or namespaceSelector: `key`); {} when set but empty.
    void labelSelector(int indent, const LabelSelectorSpec& sel, const std::string& key = "labelSelector")
    {
        if (sel.matchLabels.empty() && sel.matchExpressions.empty()) {
            line(indent, key + ": {}");
            return;
        }
        line(indent, key + ":");
        labels(indent + 2, sel.matchLabels, "matchLabels");
        if (sel.matchExpressions.empty())
            return;
        line(indent + 2, "matchExpressions:");
        for (const LabelSelectorRequirement& r : sel.matchExpressions) {
            std::vector<ItemField> f { ItemField::string("key", r.key), ItemField::string("operator", r.op) };
            if (!r.values.empty())
                f.push_back(ItemField::strings("values", r.values));
            item(indent + 2, f);
        }
    }

    // affinity: nodeAffinity, podAffinity, podAntiAffinity, each when set;
    // an empty level is written as {}.
    void affinity(int indent, const std::optional<Affinity>& a)
    {
        if (!a)
            return;
        if (!a->nodeAffinity && !a->podAffinity && !a->podAntiAffinity) {
            line(indent, "affinity: {}");
            return;
        }
        line(indent, "affinity:");
        if (a->nodeAffinity)
            nodeAffinity(indent + 2, *a->nodeAffinity);
        if (a->podAffinity)
            podAffinity(indent + 2, "podAffinity", *a->podAffinity);
        if (a->podAntiAffinity)
            podAffinity(indent + 2, "podAntiAffinity", *a->podAntiAffinity);
    }

    // A NodeAffinity under `key` (a pod's nodeAffinity, NodeAffinityArgs'
    // addedAffinity); {} when it holds nothing.
    void nodeAffinity(int indent, const NodeAffinity& na, const char* key = "nodeAffinity")
    {
        if (!na.requiredDuringSchedulingIgnoredDuringExecution
            && na.preferredDuringSchedulingIgnoredDuringExecution.empty()) {
            line(indent, std::string(key) + ": {}");
            return;
        }
        line(indent, std::string(key) + ":");
        if (na.requiredDuringSchedulingIgnoredDuringExecution) {
            line(indent + 2, "requiredDuringSchedulingIgnoredDuringExecution:");
            const NodeSelector& sel = *na.requiredDuringSchedulingIgnoredDuringExecution;
            if (sel.nodeSelectorTerms.empty()) {
                line(indent + 4, "nodeSelectorTerms: []");
            } else {
                line(indent + 4, "nodeSelectorTerms:");
                for (const NodeSelectorTerm& term : sel.nodeSelectorTerms)
                    listItem(
                        indent + 4, [&](int in) { nodeSelectorTerm(in, term); }, isEmpty(term));
            }
        }
        if (!na.preferredDuringSchedulingIgnoredDuringExecution.empty()) {
            line(indent + 2, "preferredDuringSchedulingIgnoredDuringExecution:");
            for (const PreferredSchedulingTerm& t : na.preferredDuringSchedulingIgnoredDuringExecution) {
                listItem(indent + 2, [&](int in) {
                    line(in, "weight: " + std::to_string(t.weight));
                    if (isEmpty(t.preference)) {
                        line(in, "preference: {}");
                        return;
                    }
                    line(in, "preference:");
                    nodeSelectorTerm(in + 2, t.preference);
                });
            }
        }
    }

    static bool isEmpty(const NodeSelectorTerm& term)
    {
        return term.matchExpressions.empty() && term.matchFields.empty();
    }

    void nodeSelectorTerm(int indent, const NodeSelectorTerm& term)
    {
        requirements(indent, "matchExpressions", term.matchExpressions);
        requirements(indent, "matchFields", term.matchFields);
    }

    // A block map as a list item at `indent`: `body` writes its lines two
    // further in, and the first of them starts with "- "; "- {}" when `empty`.
    template <class Body> void listItem(int indent, Body body, bool empty = false)
    {
        if (empty) {
            line(indent, "- {}");
            return;
        }
        const size_t itemStart = out.size();
        body(indent + 2);
        out[itemStart + static_cast<size_t>(indent)] = '-'; // "  key: ..." becomes "- key: ..."
    }

    // podAffinity or podAntiAffinity (`key`).
    void podAffinity(int indent, const std::string& key, const PodAffinity& pa)
    {
        if (pa.requiredDuringSchedulingIgnoredDuringExecution.empty()
            && pa.preferredDuringSchedulingIgnoredDuringExecution.empty()) {
            line(indent, key + ": {}");
            return;
        }
        line(indent, key + ":");
        if (!pa.requiredDuringSchedulingIgnoredDuringExecution.empty()) {
            line(indent + 2, "requiredDuringSchedulingIgnoredDuringExecution:");
            for (const PodAffinityTerm& t : pa.requiredDuringSchedulingIgnoredDuringExecution)
                listItem(indent + 2, [&](int in) { podAffinityTerm(in, t); });
        }
        if (!pa.preferredDuringSchedulingIgnoredDuringExecution.empty()) {
            line(indent + 2, "preferredDuringSchedulingIgnoredDuringExecution:");
            for (const WeightedPodAffinityTerm& t : pa.preferredDuringSchedulingIgnoredDuringExecution) {
                listItem(indent + 2, [&](int in) {
                    line(in, "weight: " + std::to_string(t.weight));
                    line(in, "podAffinityTerm:");
                    podAffinityTerm(in + 2, t.podAffinityTerm);
                });
            }
        }
    }

    // The fields in the API's order; topologyKey always (it is required),
    // the selectors when set ({} when empty), the lists when not empty.
    void podAffinityTerm(int indent, const PodAffinityTerm& t)
    {
        if (t.labelSelector)
            labelSelector(indent, *t.labelSelector);
        if (!t.namespaces.empty())
            stringList(indent, "namespaces", t.namespaces);
        line(indent, "topologyKey: " + scalarText(t.topologyKey));
        if (t.namespaceSelector)
            labelSelector(indent, *t.namespaceSelector, "namespaceSelector");
        if (!t.matchLabelKeys.empty())
            stringList(indent, "matchLabelKeys", t.matchLabelKeys);
        if (!t.mismatchLabelKeys.empty())
            stringList(indent, "mismatchLabelKeys", t.mismatchLabelKeys);
    }

    static std::string resourceSpec(const ResourceSpec& r)
    {
        std::vector<std::pair<std::string, std::string>> kv { { "name", scalarText(r.name, true) } };
        if (r.weightSet)
            kv.emplace_back("weight", std::to_string(r.weight));
        return flowMap(kv);
    }

    void resourceSpecs(int indent, const std::vector<ResourceSpec>& specs)
    {
        if (specs.empty()) {
            line(indent, "resources: []");
            return;
        }
        line(indent, "resources:");
        for (const auto& r : specs)
            line(indent, "- " + resourceSpec(r));
    }

    void stringList(int indent, const std::string& key, const std::vector<std::string>& items)
    {
        std::string s = key + ": [";
        for (size_t i = 0; i < items.size(); ++i)
            s += (i ? ", " : "") + scalarText(items[i], true);
        line(indent, s + "]");
    }

    void fit(int indent, const Profile& p)
    {
        const bool empty = !p.fit.weightSet && !p.fitArgsSet;
        if (empty) {
            line(indent, "NodeResourcesFit: {}");
            return;
        }
        line(indent, "NodeResourcesFit:");
        if (p.fit.weightSet)
            line(indent + 2, "weight: " + std::to_string(p.fit.weight));
        if (!p.fitArgsSet)
            return;
        const FitArgs& a = p.fitArgs;
        if (!a.scoringStrategy && a.ignoredResources.empty() && a.ignoredResourceGroups.empty()) {
            line(indent + 2, "args: {}");
            return;
        }
        line(indent + 2, "args:");
        const int in = indent + 4;
        if (a.scoringStrategy) {
            const ScoringStrategy& s = *a.scoringStrategy;
            if (s.type.empty() && s.resources.empty() && !s.hasRequestedToCapacityRatio) {
                line(in, "scoringStrategy: {}");
            } else {
                line(in, "scoringStrategy:");
                if (!s.type.empty())
                    line(in + 2, "type: " + scalarText(s.type));
                if (!s.resources.empty())
                    resourceSpecs(in + 2, s.resources);
                if (s.hasRequestedToCapacityRatio) {
                    if (s.shape.empty()) {
                        line(in + 2, "requestedToCapacityRatio: {}");
                    } else {
                        line(in + 2, "requestedToCapacityRatio:");
                        line(in + 4, "shape:");
                        for (const auto& pt : s.shape)
                            line(in + 4,
                                "- {utilization: " + std::to_string(pt.utilization)
                                    + ", score: " + std::to_string(pt.score) + "}");
                    }
                }
            }
        }
        if (!a.ignoredResources.empty())
            stringList(in, "ignoredResources", a.ignoredResources);
        if (!a.ignoredResourceGroups.empty())
            stringList(in, "ignoredResourceGroups", a.ignoredResourceGroups);
    }

    void balanced(int indent, const Profile& p)
    {
        if (!p.balanced.weightSet && !p.balancedArgsSet) {
            line(indent, "NodeResourcesBalancedAllocation: {}");
            return;
        }
        line(indent, "NodeResourcesBalancedAllocation:");
        if (p.balanced.weightSet)
            line(indent + 2, "weight: " + std::to_string(p.balanced.weight));
        if (!p.balancedArgsSet)
            return;
        if (p.balancedArgs.resources.empty()) {
            line(indent + 2, "args: {}");
            return;
        }
        line(indent + 2, "args:");
        resourceSpecs(indent + 4, p.balancedArgs.resources);
    }

    static std::string volcanoValue(const VolcanoArgument& a)
    {
        using Kind = VolcanoArgument::Kind;
        switch (a.kind) {
        case Kind::Null:
            return "null";
        case Kind::String: {
            // Plain when it was plain and yaml.v2 reads it back as a string ("1e400" overflows a float).
            const bool plainReadsBack = !a.quoted && yamlio::plainSyntaxOk(a.text, false)
                && yamlio::resolvePlainYaml11(a.text).type == yamlio::Yaml11Type::String;
            return plainReadsBack ? a.text : yamlio::doubleQuoted(a.text);
        }
        case Kind::Int:
            if (a.text.empty() || yamlio::resolvePlainYaml11(a.text).type != yamlio::Yaml11Type::Int
                || yamlio::resolvePlainYaml11(a.text).intValue != a.intValue)
                return std::to_string(a.intValue);
            return a.text;
        case Kind::Float:
        case Kind::Bool:
        case Kind::Other:
            return a.text.empty() ? std::string("null") : a.text;
        }
        return "null";
    }

    void volcanoPlugin(const char* name, const std::vector<VolcanoArgument>& args)
    {
        if (args.empty()) {
            line(4, std::string(name) + ": {}");
            return;
        }
        line(4, std::string(name) + ":");
        line(6, "arguments:");
        for (const auto& a : args)
            out += yamlio::blockEntry(8, scalarText(a.key), volcanoValue(a));
    }

    // The kept actions and tiers (io/volcano_conf.h), block style as the
    // conf itself is written.
    void volcanoConf(const Profile& p, const VolcanoConf& conf)
    {
        line(2, "volcanoConf:");
        if (!conf.actions.empty())
            line(4, "actions: " + scalarText(conf.actions));
        if (conf.tiers.empty()) {
            line(4, "tiers: []");
        } else {
            line(4, "tiers:");
            for (const auto& tier : conf.tiers) {
                line(4, tier.empty() ? "- plugins: []" : "- plugins:");
                for (const auto& plugin : tier)
                    out += yamlio::tierPluginText(6, plugin, yamlio::keptArguments(p, plugin));
            }
        }
        if (!conf.configurations.empty())
            out += yamlio::blockEntry(4, "configurations", conf.configurations);
        if (!conf.metrics.empty())
            out += yamlio::blockEntry(4, "metrics", conf.metrics);
    }

    void profile(const Profile& p)
    {
        line(0, "- name: " + scalarText(p.name));
        const bool volcano = p.scheduler == SchedulerKind::Volcano;
        line(2, std::string("scheduler: ") + (volcano ? "volcano" : "kube-scheduler"));
        if (p.kubernetesVersionSet)
            line(2, "kubernetesVersion: " + scalarText(p.kubernetesVersion));
        if (p.volcanoVersionSet && volcano) // a Volcano setting; the reader refuses it on kube-scheduler
            line(2, "volcanoVersion: " + scalarText(p.volcanoVersion));
        if (!p.schedulerName.empty())
            line(2, "schedulerName: " + scalarText(p.schedulerName));
        if (p.percentageOfNodesToScore && !volcano) // a kube-scheduler setting; the reader refuses it on Volcano
            line(2, "percentageOfNodesToScore: " + std::to_string(*p.percentageOfNodesToScore));
        if (!p.disabledFilters.empty()) {
            std::string list;
            for (const auto& name : p.disabledFilters)
                list += (list.empty() ? "" : ", ") + scalarText(name);
            line(2, "disabledFilters: [" + list + "]");
        }
        if (volcano && p.volcanoConf)
            volcanoConf(p, *p.volcanoConf);
        if (!volcano && p.legacyPriorities) { // a kube-scheduler setting; the reader refuses it on Volcano
            std::string list;
            for (const LegacyPriority& l : *p.legacyPriorities)
                list += (list.empty() ? "" : ", ") + scalarText(l.name) + ": " + std::to_string(l.weight);
            line(2, "legacyPriorities: {" + list + "}");
        }
        // 1.16's InterPodAffinityPriority weight (later releases write it under the plugin's args).
        const auto release = releaseOf(p);
        if (!volcano && release && release->legacyScale() && p.interPodAffinityArgsSet
            && p.interPodAffinityArgs.hardPodAffinityWeight)
            line(2, "hardPodAffinitySymmetricWeight: " + std::to_string(*p.interPodAffinityArgs.hardPodAffinityWeight));
        if (volcano) {
            if (!p.pluginsSet && p.binpackEnabled && p.nodeorderEnabled)
                return;
            if (!p.binpackEnabled && !p.nodeorderEnabled) {
                line(2, "plugins: {}");
                return;
            }
            line(2, "plugins:");
            if (p.nodeorderEnabled)
                volcanoPlugin("nodeorder", p.nodeorderArguments);
            if (p.binpackEnabled)
                volcanoPlugin("binpack", p.binpackArguments);
            return;
        }
        if (!p.pluginsSet)
            return;
        bool any = p.fit.enabled || p.balanced.enabled;
        for (int i = 0; i < kOtherScores; ++i)
            any = any || otherScoreEntry(p, static_cast<OtherScore>(i)).enabled;
        if (!any) {
            line(2, "plugins: {}");
            return;
        }
        line(2, "plugins:");
        if (p.fit.enabled)
            fit(4, p);
        if (p.balanced.enabled)
            balanced(4, p);
        for (int i = 0; i < kOtherScores; ++i) {
            const auto other = static_cast<OtherScore>(i);
            if (otherScoreEntry(p, other).enabled)
                otherPlugin(4, otherScoreName(other), otherScoreEntry(p, other), p);
        }
    }

    // TaintToleration, NodeAffinity, PodTopologySpread, InterPodAffinity, ImageLocality.
    void otherPlugin(int indent, const std::string& name, const PluginEntry& e, const Profile& p)
    {
        if (name == "PodTopologySpread" && p.podTopologySpreadArgsSet && p.podTopologySpreadList
            && !p.podTopologySpreadDefaultConstraints.empty()) {
            // Block style: the constraints are block maps.
            line(indent, name + ":");
            if (e.weightSet)
                line(indent + 2, "weight: " + std::to_string(e.weight));
            line(indent + 2, "args:");
            line(indent + 4, "defaultingType: List");
            spreadConstraints(indent + 4, p.podTopologySpreadDefaultConstraints, "defaultConstraints");
            return;
        }
        if (name == "NodeAffinity" && p.nodeAffinityArgsSet && p.addedAffinity) {
            line(indent, name + ":");
            if (e.weightSet)
                line(indent + 2, "weight: " + std::to_string(e.weight));
            line(indent + 2, "args:");
            nodeAffinity(indent + 4, *p.addedAffinity, "addedAffinity");
            return;
        }
        std::string args;
        if (name == "NodeAffinity" && p.nodeAffinityArgsSet)
            args = "{}";
        if (name == "PodTopologySpread" && p.podTopologySpreadArgsSet)
            args = p.podTopologySpreadList ? "{defaultingType: List, defaultConstraints: []}"
                                                 : "{defaultingType: System}";
        if (name == "InterPodAffinity" && p.interPodAffinityArgsSet) {
            const InterPodAffinityArgs& a = p.interPodAffinityArgs;
            std::string body;
            if (a.hardPodAffinityWeight)
                body = "hardPodAffinityWeight: " + std::to_string(*a.hardPodAffinityWeight);
            if (a.ignorePreferredTermsOfExistingPods)
                body += std::string(body.empty() ? "" : ", ") + "ignorePreferredTermsOfExistingPods: true";
            args = "{" + body + "}";
        }
        std::string body;
        if (e.weightSet)
            body = "weight: " + std::to_string(e.weight);
        if (!args.empty())
            body += std::string(body.empty() ? "" : ", ") + "args: " + args;
        line(indent, name + ": {" + body + "}");
    }

    void containers(int indent, const std::string& key, const std::vector<Container>& list)
    {
        if (list.empty())
            return;
        line(indent, key + ":");
        for (const auto& c : list) {
            const size_t itemStart = out.size();
            if (!c.name.empty())
                line(indent + 2, "name: " + scalarText(c.name));
            if (!c.image.empty())
                line(indent + 2, "image: " + scalarText(c.image));
            if (c.restartable)
                line(indent + 2, "restartPolicy: Always");
            resources(indent + 2, "requests", c.requests);
            ports(indent + 2, c.ports);
            out[itemStart + static_cast<size_t>(indent)] = '-'; // "  name: ..." becomes "- name: ..."
        }
    }

    // A container's ports: the keys that are set (containerPort always).
    void ports(int indent, const std::vector<ContainerPort>& list)
    {
        if (list.empty())
            return;
        line(indent, "ports:");
        for (const ContainerPort& p : list) {
            std::vector<ItemField> f;
            if (!p.name.empty())
                f.push_back(ItemField::string("name", p.name));
            f.push_back(ItemField::number("containerPort", p.containerPort));
            if (p.hostPort != 0)
                f.push_back(ItemField::number("hostPort", p.hostPort));
            if (!p.protocol.empty())
                f.push_back(ItemField::string("protocol", p.protocol));
            if (!p.hostIP.empty())
                f.push_back(ItemField::string("hostIP", p.hostIP));
            item(indent, f);
        }
    }

    // A node's status.images: names when there are any, sizeBytes when not 0.
    void images(int indent, const std::vector<ContainerImage>& list)
    {
        if (list.empty())
            return;
        line(indent, "images:");
        for (const ContainerImage& image : list) {
            std::vector<ItemField> f;
            if (!image.names.empty())
                f.push_back(ItemField::strings("names", image.names));
            if (image.sizeBytes != 0)
                f.push_back(ItemField::number("sizeBytes", image.sizeBytes));
            item(indent, f);
        }
    }
};

} // namespace

std::string writeWorkspace(const Workspace& ws)
{
    Writer w;
    w.comments(ws.headerComment);
    w.line(0, "apiVersion: binpack-studio/v1alpha1");
    w.line(0, "kind: Workspace");
    if (ws.profiles.empty()) {
        w.line(0, "profiles: []");
    } else {
        w.line(0, "profiles:");
        for (const auto& p : ws.profiles)
            w.profile(p);
    }
    if (ws.nodes.empty()) {
        w.line(0, "nodes: []");
    } else {
        w.line(0, "nodes:");
        for (const auto& n : ws.nodes) {
            w.line(0, "- name: " + scalarText(n.name));
            w.resources(2, "allocatable", n.allocatable);
            w.labels(2, n.labels);
            w.labels(2, n.annotations, "annotations");
            w.taints(2, n.taints);
            if (n.unschedulable)
                w.line(2, "unschedulable: true");
            w.images(2, n.images);
        }
    }
    if (ws.pods.empty()) {
        w.line(0, "pods: []");
    } else {
        w.line(0, "pods:");
        for (const auto& p : ws.pods) {
            w.line(0, "- name: " + scalarText(p.name));
            if (!p.namespace_.empty())
                w.line(2, "namespace: " + scalarText(p.namespace_));
            if (p.nodeName)
                w.line(2, "nodeName: " + scalarText(*p.nodeName));
            if (p.replicas != 1)
                w.line(2, "replicas: " + std::to_string(p.replicas));
            w.containers(2, "containers", p.containers);
            w.containers(2, "initContainers", p.initContainers);
            if (!p.overhead.empty())
                w.resources(2, "overhead", p.overhead);
            w.labels(2, p.labels);
            if (p.owner)
                w.line(2,
                    "owner: "
                        + Writer::flowMap(p.owner->uid.empty()
                                ? std::vector<std::pair<std::string, std::string>>{ { "kind",
                                                                                         scalarText(p.owner->kind, true) },
                                    { "name", scalarText(p.owner->name, true) } }
                                : std::vector<std::pair<std::string, std::string>>{ { "kind",
                                                                                         scalarText(p.owner->kind, true) },
                                    { "name", scalarText(p.owner->name, true) },
                                    { "uid", scalarText(p.owner->uid, true) } }));
            w.labels(2, p.annotations, "annotations");
            if (!p.volumes.empty()) {
                w.line(2, "volumes:");
                for (const LocalVolume& v : p.volumes) {
                    const std::string source = v.hostPath
                        ? Writer::flowMap({ { "path", scalarText(v.path, true) } })
                        : v.medium.empty() ? std::string("{}")
                                           : Writer::flowMap({ { "medium", scalarText(v.medium, true) } });
                    w.line(2,
                        "- "
                            + Writer::flowMap({ { "name", scalarText(v.name, true) },
                                { v.hostPath ? "hostPath" : "emptyDir", source } }));
                }
            }
            if (!p.schedulerName.empty())
                w.line(2, "schedulerName: " + scalarText(p.schedulerName));
            if (!p.creationTimestamp.empty())
                w.line(2, "creationTimestamp: " + scalarText(p.creationTimestamp));
            if (p.priority)
                w.line(2, "priority: " + std::to_string(*p.priority));
            if (p.hostNetwork)
                w.line(2, "hostNetwork: true");
            w.placement(2, placementOf(p));
        }
    }
    // Services and namespaces only when there are any, so that a workspace
    // without them is written as before.
    if (!ws.services.empty()) {
        w.line(0, "services:");
        for (const Service& s : ws.services) {
            w.line(0, "- name: " + scalarText(s.name));
            if (!s.namespace_.empty())
                w.line(2, "namespace: " + scalarText(s.namespace_));
            w.labels(2, s.selector, "selector");
        }
    }
    if (!ws.namespaces.empty()) {
        w.line(0, "namespaces:");
        for (const Namespace& n : ws.namespaces) {
            w.line(0, "- name: " + scalarText(n.name));
            w.labels(2, n.labels);
        }
    }
    if (!ws.podDisruptionBudgets.empty()) {
        w.line(0, "podDisruptionBudgets:");
        for (const PodDisruptionBudget& b : ws.podDisruptionBudgets) {
            w.line(0, "- name: " + scalarText(b.name));
            if (!b.namespace_.empty())
                w.line(2, "namespace: " + scalarText(b.namespace_));
            if (b.selector)
                w.labelSelector(2, *b.selector, "selector");
            w.line(2, "disruptionsAllowed: " + std::to_string(b.disruptionsAllowed));
        }
    }
    // The price table when the workspace has one; its label only when it is
    // not the default, the other keys when set, byLabel as a block map.
    if (const auto& prices = ws.prices) {
        const bool defaultLabel = prices->label == PriceTable {}.label;
        if (defaultLabel && prices->currency.empty() && !prices->defaultPrice && prices->prices.empty()) {
            w.line(0, "prices: {}");
        } else {
            w.line(0, "prices:");
            if (!defaultLabel)
                w.line(2, "label: " + scalarText(prices->label));
            if (!prices->currency.empty())
                w.line(2, "currency: " + scalarText(prices->currency));
            if (prices->defaultPrice)
                w.line(2, "default: " + priceText(*prices->defaultPrice));
            if (!prices->prices.empty()) {
                w.line(2, "byLabel:");
                for (const auto& [value, price] : prices->prices)
                    w.out += yamlio::blockEntry(4, scalarText(value), priceText(price));
            }
        }
    }
    return w.out;
}

std::string writePodPlacement(const PodPlacement& placement)
{
    Writer w;
    w.placement(0, placement);
    return w.out;
}

std::string writeAddedAffinity(const std::optional<NodeAffinity>& added)
{
    if (!added)
        return {};
    Writer w;
    w.nodeAffinity(0, *added, "addedAffinity");
    return w.out;
}

std::string writeReadableWorkspace(const Workspace& ws, const Phrase& hint)
{
    std::string text = writeWorkspace(ws);
    if (text.size() > kMaxWorkspaceBytes) {
        const OverSize size = overSize(text.size(), kMaxWorkspaceBytes, true);
        Diagnostic d;
        d.say(Phrase(size.moreThan ? BP_TEXT("bp::core", "not written: the workspace would be more than %1, ")
                                   : BP_TEXT("bp::core", "not written: the workspace would be %1, "),
            { size.size })
                  .then(Phrase(BP_TEXT("bp::core", "and a workspace may be at most %1 to be read back; "),
                      { mebibytes(kMaxWorkspaceBytes) }))
                  .then(hint));
        throw InputError(d);
    }
    return text;
}

} // namespace bp
