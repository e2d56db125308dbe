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

std::optional<OtherScore> policyPriorityPlugin(std::string_view name)
{
    // 1.16's names, which 1.22's legacy registry keeps (legacy_registry.go),
    // and 1.18's EvenPodsSpreadPriority.
    return name == "EvenPodsSpreadPriority" ? std::optional(OtherScore::PodTopologySpread) : legacyPriorityPlugin(name);
}

namespace {

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
    // 1.22 with PodTopologySpread not scoring: the predicates are listed
    // (the defaults when nothing is off) so that EvenPodsSpread marks the
    // Policy as one for 1.18 or later when it is read back.
    bool marker = false;
    // 1.22 with PodTopologySpread off altogether: nothing marks the Policy.
    bool unmarked = false;
};

// The other score plugins a Policy of `kubeMinor`'s rules runs for `p`
// (A Policy is served up to 1.22; a profile without plugins: that release's
// default weights, which are the Policy's.)
OtherScoreConfig policyOthers(const Profile& p, int kubeMinor)
{
    return otherScoreConfig(p, KubeVersion { std::min(kubeMinor, 22), -1 });
}

PolicyFilters policyFilters(const Profile& p, int kubeMinor)
{
    PolicyFilters f;
    const auto release = releaseOf(p); // validated
    if (!release)
        return f;
    f.legacy = release->legacyScale();
    const bool spreadScores = policyOthers(p, kubeMinor).on(OtherScore::PodTopologySpread);
    const bool spreadFilters = !turnsOff(p, "PodTopologySpread");
    f.marker = !f.legacy && !spreadScores && spreadFilters;
    f.unmarked = !f.legacy && !spreadScores && !spreadFilters;
    if (p.disabledFilters.empty() && !f.marker)
        return f;
    f.predicates = policyPredicates(p, *release, true);
    for (const auto& s : filterSwitches(p.scheduler, *release))
        if (turnsOff(p, s.name))
            f.off += (f.off.empty() ? "" : ", ") + s.name;
    const auto listed = [&](const char* name) {
        return std::find(f.predicates.begin(), f.predicates.end(), name) != f.predicates.end();
    };
    f.generalSplit = !f.legacy && !listed("GeneralPredicates")
        && (listed("PodFitsResources") || listed("HostName") || listed("PodFitsHostPorts")
            || listed("MatchNodeSelector"));
    return f;
}

// The priorities, always listed. 1.22's legacy registry runs
// NodePreferAvoidPodsPriority as the NodePreferAvoidPods plugin, which a
// 1.22 profile (v1beta2's plugins) does not have: it is left out. 1.16's
// are listed even for its default profile: a Policy with neither
// priorities nor predicates reads back as 1.22's (nothing in it says 1.16),
// and listing the DefaultProvider's priorities at their weights runs what
// their absence would.
std::vector<PolicyItem> policyItems(const Profile& p, int kubeMinor)
{
    const bool modern = kubeMinor >= 17;
    const EffectiveFit fit = effectiveFit(p);
    const EffectiveBalanced bal = effectiveBalanced(p);
    const OtherScoreConfig others = policyOthers(p, kubeMinor);
    const auto spread = static_cast<size_t>(OtherScore::PodTopologySpread);
    std::vector<PolicyItem> items;
    for (const auto& d : defaultPolicyPriorities(kubeMinor)) {
        if (modern && d.name == "NodePreferAvoidPodsPriority")
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
        } else if (modern && d.name == "SelectorSpreadPriority") {
            // PodTopologySpread with the system-default constraints; written
            // at PodTopologySpread's weight beside EvenPodsSpreadPriority, so
            // that either weight gives it (policy_import.cpp).
            if (others.enabled[spread] && others.systemDefaulting)
                items.push_back({ d.name, others.weight[spread], false, false });
        } else if (const auto plugin = policyPriorityPlugin(d.name)) {
            // The other score plugins as the profile runs them (1.16: its
            // legacyPriorities, or the DefaultProvider's).
            if (others.on(*plugin))
                items.push_back({ d.name, others.weight[static_cast<size_t>(*plugin)], false, false });
        }
    }
    return items;
}

// InterPodAffinity's hardPodAffinityWeight (1.16: InterPodAffinityPriority's),
// which a Policy carries as hardPodAffinitySymmetricWeight; 0 when the
// default (1) stays implicit.
int64_t hardPodAffinitySymmetricWeight(const Profile& p, int kubeMinor)
{
    const OtherScoreConfig others = policyOthers(p, kubeMinor);
    return others.on(OtherScore::InterPodAffinity) && others.hardPodAffinityWeight != 1 ? others.hardPodAffinityWeight
                                                                                        : 0;
}

} // namespace

std::string writePolicyYaml(
    const Profile& p, const ExportOptions& /*none applies: a Policy always lists its priorities*/, int kubeMinor)
{
    YamlWriter w;
    w.comment(0, "Legacy scheduler Policy written by Binpack Studio. Served by Kubernetes 1.22 and earlier;\n"
                 "use it with: kube-scheduler --policy-config-file=<this file>");
    w.raw("apiVersion: v1");
    w.raw("kind: Policy");
    const PolicyFilters filters = policyFilters(p, kubeMinor);
    if (filters.unmarked)
        w.comment(0,
            "PodTopologySpread is off, so neither EvenPodsSpread nor EvenPodsSpreadPriority is listed:\n"
            "nothing marks this Policy as one for 1.18 or later. Kube-scheduler 1.22 runs it as\n"
            "written; read back, it is taken for a Kubernetes 1.16 Policy.");
    if (filters.marker && filters.off.empty())
        w.comment(0,
            "The default predicates are listed, which runs the default filters as the Policy's\n"
            "absence would: EvenPodsSpread marks this Policy as one for 1.18 or later, as\n"
            "EvenPodsSpreadPriority would if PodTopologySpread scored.");
    if (!filters.predicates.empty() && !filters.off.empty()) {
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
    }
    if (!filters.predicates.empty()) {
        w.raw("predicates:");
        for (const auto& name : filters.predicates)
            w.itemField(0, "name", name);
    }
    if (const int64_t hard = hardPodAffinitySymmetricWeight(p, kubeMinor)) {
        w.comment(0, "InterPodAffinity's hardPodAffinityWeight.");
        w.field(0, "hardPodAffinitySymmetricWeight", hard);
    }
    const std::vector<PolicyItem> items = policyItems(p, kubeMinor);
    const EffectiveFit fit = effectiveFit(p);
    const bool pulls = packingStrategy(p);
    if (kubeMinor >= 17) {
        w.comment(0,
            "A Policy that lists priorities runs only those: listed are the score plugins this\n"
            "profile runs, by their priority names and at its weights.");
        if (std::any_of(
                items.begin(), items.end(), [](const PolicyItem& it) { return it.name == "SelectorSpreadPriority"; }))
            w.comment(0,
                "SelectorSpreadPriority adds the system-default spreading to EvenPodsSpreadPriority's\n"
                "PodTopologySpread (at the same weight).");
        w.comment(0,
            "NodePreferAvoidPodsPriority is left out: 1.22 runs it as the NodePreferAvoidPods\n"
            "plugin (weight 10000), which Kubernetes 1.22's profiles (v1beta2) do not run.");
    } else {
        w.comment(0,
            "A Policy that lists priorities runs only those: listed are this profile's resource\n"
            "priorities and its legacyPriorities (the DefaultProvider's when it names none).");
    }
    if (items.empty()) {
        // Written as an empty list: a key with nothing under it is null,
        // which a scheduler reads as "not set" and runs its defaults.
        w.comment(0, "None: the scheduler runs no priority.");
        w.raw("priorities: []");
        return w.text();
    }
    w.raw("priorities:");
    for (const auto& it : items) {
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

std::string writePolicyJson(
    const Profile& p, const ExportOptions& /*none applies: a Policy always lists its priorities*/, int kubeMinor)
{
    rapidjson::StringBuffer buf;
    rapidjson::PrettyWriter<rapidjson::StringBuffer> w(buf);
    w.SetIndent(' ', 2);
    w.StartObject();
    w.Key("kind");
    w.String("Policy");
    w.Key("apiVersion");
    w.String("v1");
    const PolicyFilters filters = policyFilters(p, kubeMinor);
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
    if (const int64_t hard = hardPodAffinitySymmetricWeight(p, kubeMinor)) {
        w.Key("hardPodAffinitySymmetricWeight");
        w.Int64(hard);
    }
    const std::vector<PolicyItem> items = policyItems(p, kubeMinor);
    const EffectiveFit fit = effectiveFit(p);
    w.Key("priorities");
    w.StartArray();
    for (const auto& it : items) {
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
    w.EndObject();
    return std::string(buf.GetString(), buf.GetSize()) + "\n";
}

} // namespace bp::detail
