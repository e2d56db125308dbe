// SPDX-License-Identifier: GPL-3.0-or-later
// The legacy scheduler Policy (apiVersion v1, kind Policy; Kubernetes <= 1.22),
// YAML or JSON (docs/config-formats.md, "Exporting a Policy").
#include "io/export_internal.h"
#include "io/policy_predicates.h"
#include "io/profile_defaults.h"
#include "io/strategy_names.h"
#include "scoring/filter_plugins.h"
#include "scoring/version.h"

#include <algorithm>
#include <optional>

#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

namespace bp::detail {

std::vector<PolicyPriority> defaultPolicyPriorities(int kubeMinor)
{
    // The legacy registry's defaults (1.22); EvenPodsSpreadPriority became a
    // default with the EvenPodsSpread gate's beta in 1.18.
    std::vector<PolicyPriority> out = {
        {"SelectorSpreadPriority", 1}, {"InterPodAffinityPriority", 1}, {"LeastRequestedPriority", 1},
        {"BalancedResourceAllocation", 1}, {"NodePreferAvoidPodsPriority", 10000}, {"NodeAffinityPriority", 1},
        {"TaintTolerationPriority", 1}, {"ImageLocalityPriority", 1},
    };
    if (kubeMinor >= 18)
        out.push_back({"EvenPodsSpreadPriority", 2});
    return out;
}

namespace {

// The Policy priority of each of the other score plugins (legacy_registry.go).
int otherOfPriority(const std::string& priority)
{
    static const char* const kNames[kOtherScores] = { "TaintTolerationPriority", "NodeAffinityPriority",
        "EvenPodsSpreadPriority", "InterPodAffinityPriority", "ImageLocalityPriority" };
    for (int i = 0; i < kOtherScores; ++i)
        if (priority == kNames[i])
            return i;
    return -1;
}

struct PolicyItem {
    std::string name;
    int64_t weight = 1;
    bool rtcr = false;
    bool balanced = false;
};

// The predicates of a profile that turns filters off (policy_predicates.h),
// and what the comments above them say.
struct PolicyFilters {
    std::vector<std::string> predicates; // empty: no `predicates`, the defaults run
    std::string off; // the filters turned off, in the scheduler's order: "NodePorts, InterPodAffinity"
    bool legacy = false; // 1.16: the profile names predicates
    bool generalSplit = false; // 1.22: GeneralPredicates written as its parts
    // 1.22 with PodTopologySpread off: EvenPodsSpread is left out, so the
    // priorities are written (EvenPodsSpreadPriority among them) to mark the
    // Policy as 1.18 or later when it is read back.
    bool priorities = false;
};

PolicyFilters policyFilters(const Profile& p)
{
    PolicyFilters f;
    const auto release = releaseOf(p); // validated
    if (!release || p.disabledFilters.empty())
        return f;
    f.predicates = policyPredicates(p, *release);
    f.legacy = release->legacyScale();
    for (const auto& s : filterSwitches(p.scheduler, *release))
        if (turnsOff(p, s.name))
            f.off += (f.off.empty() ? "" : ", ") + s.name;
    const auto listed = [&](const char* name) {
        return std::find(f.predicates.begin(), f.predicates.end(), name) != f.predicates.end();
    };
    f.generalSplit = !f.legacy && !listed("GeneralPredicates")
        && (listed("PodFitsResources") || listed("HostName") || listed("PodFitsHostPorts")
            || listed("MatchNodeSelector"));
    f.priorities = !f.legacy && !listed("EvenPodsSpread");
    return f;
}

// Nothing when the profile is the default one and defaults stay implicit:
// a Policy without priorities uses the default list.
std::optional<std::vector<PolicyItem>> policyItems(
    const Profile& p, const ExportOptions& o, int kubeMinor, const PolicyFilters& filters)
{
    // 1.22's legacy registry runs NodePreferAvoidPodsPriority as the
    // NodePreferAvoidPods plugin, which a 1.22 profile (v1beta2's plugins)
    // does not have: it is left out, so the priorities are always listed.
    const bool dropAvoid = kubeMinor >= 17;
    if (!p.pluginsSet && !o.explicitDefaults && !filters.priorities && !dropAvoid)
        return std::nullopt;
    const EffectiveFit fit = effectiveFit(p);
    const EffectiveBalanced bal = effectiveBalanced(p);
    // The release the Policy is written for (a profile without plugins:
    // that release's default weights, which are the Policy's).
    // (A Policy is served up to 1.22.)
    const OtherScoreConfig others = otherScoreConfig(p, KubeVersion{ std::min(kubeMinor, 22), -1 });
    std::vector<PolicyItem> items;
    for (const auto& d : defaultPolicyPriorities(kubeMinor)) {
        if (dropAvoid && d.name == "NodePreferAvoidPodsPriority")
            continue;
        if (d.name == "LeastRequestedPriority") {
            if (!fit.enabled)
                continue;
            PolicyItem it;
            it.weight = fit.weight;
            const auto type = strategyTypeFromName(fit.type);
            if (type == StrategyType::MostAllocated)
                it.name = "MostRequestedPriority";
            else if (type == StrategyType::RequestedToCapacityRatio) {
                it.name = "RequestedToCapacityRatioPriority";
                it.rtcr = true;
            } else
                it.name = "LeastRequestedPriority";
            items.push_back(it);
        } else if (d.name == "BalancedResourceAllocation") {
            if (bal.enabled)
                items.push_back({d.name, bal.weight, false, true});
        } else if (const int other = otherOfPriority(d.name); other >= 0 && others.any()) {
            // The default profile's other score plugins, as the profile runs them.
            if (others.enabled[static_cast<size_t>(other)])
                items.push_back({d.name, others.weight[static_cast<size_t>(other)], false, false});
        } else {
            items.push_back({d.name, d.weight, false, false});
        }
    }
    return items;
}

} // namespace

std::string writePolicyYaml(const Profile& p, const ExportOptions& o, int kubeMinor)
{
    YamlWriter w;
    w.comment(0, "Legacy scheduler Policy written by Binpack Studio. Served by Kubernetes 1.22 and earlier;\n"
                 "use it with: kube-scheduler --policy-config-file=<this file>");
    w.raw("apiVersion: v1");
    w.raw("kind: Policy");
    const PolicyFilters filters = policyFilters(p);
    if (!filters.predicates.empty()) {
        if (filters.legacy)
            w.comment(0, "A Policy that lists predicates runs only those, and the mandatory CheckNodeUnschedulable\n"
                         "and PodToleratesNodeTaints: listed are the default predicates but those this profile\n"
                         "turns off (" + filters.off + ").");
        else
            w.comment(0, "A Policy that lists predicates runs only the filters they enable, and those of the\n"
                         "mandatory CheckNodeUnschedulable and PodToleratesNodeTaints: listed are the default\n"
                         "predicates but those enabling the filters this profile turns off (" + filters.off + ").");
        if (filters.generalSplit)
            w.comment(0, "GeneralPredicates is NodeResourcesFit, NodeName, NodePorts and NodeAffinity in one:\n"
                         "those still on are listed as PodFitsResources, HostName, PodFitsHostPorts and\n"
                         "MatchNodeSelector.");
        w.raw("predicates:");
        for (const auto& name : filters.predicates)
            w.itemField(0, "name", name);
    }
    const auto items = policyItems(p, o, kubeMinor, filters);
    if (filters.priorities)
        w.comment(0, "EvenPodsSpread is left out (PodTopologySpread is turned off): the priorities are listed\n"
                     "so that EvenPodsSpreadPriority marks this Policy as one for 1.18 or later.");
    if (!items) {
        w.comment(0, "No priorities: the scheduler's default priorities (LeastRequestedPriority,\n"
                     "BalancedResourceAllocation and the rest).");
        return w.text();
    }
    const EffectiveFit fit = effectiveFit(p);
    const bool pulls = packingStrategy(p);
    w.comment(0, "A Policy that lists priorities replaces the whole default list, so the\n"
                 "defaults that do not score resources are listed too, with their default weights.");
    if (kubeMinor >= 17)
        w.comment(0,
            "NodePreferAvoidPodsPriority is left out: 1.22 runs it as the NodePreferAvoidPods\n"
            "plugin (weight 10000), which Kubernetes 1.22's profiles (v1beta2) do not run.");
    w.raw("priorities:");
    for (const auto& it : *items) {
        if (it.balanced && pulls)
            w.comment(0, "BalancedResourceAllocation favours nodes whose resources are used evenly:\n"
                         "it pulls against packing. Remove it or lower its weight for tighter packing.");
        w.itemField(0, "name", it.name);
        w.field(1, "weight", it.weight);
        if (it.rtcr) {
            w.key(1, "argument");
            w.key(2, "requestedToCapacityRatioArguments");
            w.key(3, "shape");
            writeShape(w, 3, fit.shape);
            w.key(3, "resources");
            writeResourceList(w, 3, fit.resources);
        }
    }
    return w.text();
}

std::string writePolicyJson(const Profile& p, const ExportOptions& o, int kubeMinor)
{
    rapidjson::StringBuffer buf;
    rapidjson::PrettyWriter<rapidjson::StringBuffer> w(buf);
    w.SetIndent(' ', 2);
    w.StartObject();
    w.Key("kind");
    w.String("Policy");
    w.Key("apiVersion");
    w.String("v1");
    const PolicyFilters filters = policyFilters(p);
    if (!filters.predicates.empty()) {
        w.Key("predicates");
        w.StartArray();
        for (const auto& name : filters.predicates) {
            w.StartObject();
            w.Key("name");
            w.String(name.c_str(), static_cast<rapidjson::SizeType>(name.size()));
            w.EndObject();
        }
        w.EndArray();
    }
    const auto items = policyItems(p, o, kubeMinor, filters);
    if (items) {
        const EffectiveFit fit = effectiveFit(p);
        w.Key("priorities");
        w.StartArray();
        for (const auto& it : *items) {
            w.StartObject();
            w.Key("name");
            w.String(it.name.c_str(), static_cast<rapidjson::SizeType>(it.name.size()));
            w.Key("weight");
            w.Int64(it.weight);
            if (it.rtcr) {
                w.Key("argument");
                w.StartObject();
                w.Key("requestedToCapacityRatioArguments");
                w.StartObject();
                w.Key("shape");
                w.StartArray();
                for (const auto& s : fit.shape) {
                    w.StartObject();
                    w.Key("utilization");
                    w.Int64(s.utilization);
                    w.Key("score");
                    w.Int64(s.score);
                    w.EndObject();
                }
                w.EndArray();
                w.Key("resources");
                w.StartArray();
                for (const auto& r : fit.resources) {
                    w.StartObject();
                    w.Key("name");
                    w.String(r.name.c_str(), static_cast<rapidjson::SizeType>(r.name.size()));
                    w.Key("weight");
                    w.Int64(r.weight);
                    w.EndObject();
                }
                w.EndArray();
                w.EndObject();
                w.EndObject();
            }
            w.EndObject();
        }
        w.EndArray();
    }
    w.EndObject();
    return std::string(buf.GetString(), buf.GetSize()) + "\n";
}

} // namespace bp::detail
