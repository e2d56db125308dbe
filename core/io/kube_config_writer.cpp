// SPDX-License-Identifier: GPL-3.0-or-later
// KubeSchedulerConfiguration: v1, v1beta3 and v1beta2 share the
// NodeResourcesFit scoringStrategy layout (docs/config-formats.md, "Exporting
// v1, v1beta3, v1beta2"); v1beta1 has three separate legacy score plugins
// ("Exporting v1beta1").
#include "io/export_internal.h"

namespace bp::detail {

const char* const kBalancedPullsComment =
    "NodeResourcesBalancedAllocation favours nodes whose resources are used evenly:\n"
    "it pulls against packing. Disable it or lower its weight for tighter packing.";

void writeResourceList(YamlWriter& w, int level, const std::vector<ResourceSpec>& resources)
{
    for (const auto& r : resources) {
        w.itemField(level, "name", yamlString(r.name));
        w.field(level + 1, "weight", r.weight);
    }
}

void writeShape(YamlWriter& w, int level, const std::vector<ShapePoint>& shape)
{
    for (const auto& p : shape) {
        w.itemField(level, "utilization", p.utilization);
        w.field(level + 1, "score", p.score);
    }
}

bool packingStrategy(const Profile& profile)
{
    const EffectiveFit fit = effectiveFit(profile);
    const auto type = strategyTypeFromName(fit.type);
    if (type == StrategyType::MostAllocated)
        return true;
    if (type == StrategyType::RequestedToCapacityRatio && fit.shape.size() >= 2)
        return fit.shape.back().score > fit.shape.front().score;
    return false;
}

const char* v1beta1ScorePlugin(std::optional<StrategyType> type)
{
    if (type == StrategyType::MostAllocated)
        return "NodeResourcesMostAllocated";
    if (type == StrategyType::RequestedToCapacityRatio)
        return "RequestedToCapacityRatio";
    return "NodeResourcesLeastAllocated";
}

ScorePlugins scorePlugins(ConfigFormat format, const Profile& profile, bool explicitDefaults)
{
    const EffectiveFit fit = effectiveFit(profile);
    const EffectiveBalanced bal = effectiveBalanced(profile);
    // v1beta1 scores with NodeResourcesLeastAllocated unless it is disabled:
    // another strategy disables it and lists its own plugin.
    const bool replacesDefault
        = format == ConfigFormat::KubeV1beta1 && strategyTypeFromName(fit.type) != StrategyType::LeastAllocated;
    ScorePlugins s;
    s.fitListed = fit.enabled && (replacesDefault || explicitDefaults || fit.weight != 1);
    s.balancedListed = bal.enabled && (explicitDefaults || bal.weight != 1);
    s.fitDisabled = !fit.enabled || replacesDefault;
    s.balancedDisabled = !bal.enabled;
    s.pulls = bal.enabled && packingStrategy(profile);
    s.preferAvoidDisabled = format == ConfigFormat::KubeV1beta1 && profile.scheduler == SchedulerKind::KubeScheduler;
    const auto release = releaseOf(profile);
    if (profile.scheduler == SchedulerKind::KubeScheduler && release && !release->legacyScale()) {
        const OtherScoreConfig others = otherScoreConfig(profile, *release);
        for (int i = 0; i < kOtherScores; ++i) {
            const auto p = static_cast<OtherScore>(i);
            ScorePlugins::Other o;
            o.name = otherScoreName(p);
            o.weight = others.weight[static_cast<size_t>(i)];
            o.disabled = !others.on(p);
            o.listed = others.on(p) && (explicitDefaults || o.weight != formatDefaultWeight(p, format));
            if (o.listed || o.disabled)
                s.others.push_back(std::move(o));
        }
    }
    return s;
}

const char* const kFilterOnlyComment =
    "Only the Filter extension point is turned off: the plugins' other extension points,\n"
    "PreFilter included, still run (some read the state their PreFilter writes).";

void writePlugins(YamlWriter& w, ConfigFormat format, const Profile& p, const ScorePlugins& s, const EffectiveFit& fit,
    const EffectiveBalanced& bal)
{
    if (!s.any() && p.disabledFilters.empty())
        return;
    const bool v1beta1 = format == ConfigFormat::KubeV1beta1;
    w.key(1, "plugins");
    // filter.disabled: v1beta2 and v1beta1 list the default filters under
    // filter, v1beta3 and v1 under multiPoint, which does not expand a plugin
    // its extension point disables (framework.go expandMultiPointPlugins).
    if (!p.disabledFilters.empty()) {
        w.key(2, "filter");
        w.comment(3, kFilterOnlyComment);
        w.key(3, "disabled");
        for (const auto& name : p.disabledFilters)
            w.itemField(3, "name", yamlString(name));
    }
    if (!s.any())
        return;
    w.key(2, "score");
    if (s.anyListed()) {
        w.key(3, "enabled");
        if (s.fitListed) {
            w.itemField(3, "name", v1beta1 ? v1beta1ScorePlugin(strategyTypeFromName(fit.type)) : kFitPlugin);
            w.field(4, "weight", fit.weight);
        }
        if (s.balancedListed) {
            if (s.pulls)
                w.comment(3, kBalancedPullsComment);
            w.itemField(3, "name", kBalancedPlugin);
            w.field(4, "weight", bal.weight);
        }
        for (const ScorePlugins::Other& o : s.others)
            if (o.listed) {
                w.itemField(3, "name", o.name);
                w.field(4, "weight", o.weight);
            }
    }
    if (s.anyDisabled()) {
        w.key(3, "disabled");
        if (s.fitDisabled && v1beta1) {
            w.comment(3,
                fit.enabled ? "The default resource scorer, replaced by the one enabled above."
                            : "Resource scoring is off; NodeResourcesFit still filters.");
            w.itemField(3, "name", "NodeResourcesLeastAllocated");
        } else if (s.fitDisabled) {
            w.comment(3, "NodeResourcesFit still filters (pods must fit); it no longer scores.");
            w.itemField(3, "name", kFitPlugin);
        }
        if (s.balancedDisabled) {
            w.comment(3, "NodeResourcesBalancedAllocation is disabled: it pulls against packing.");
            w.itemField(3, "name", kBalancedPlugin);
        }
        if (s.preferAvoidDisabled) {
            w.comment(3,
                "v1beta1's default profile also scores with NodePreferAvoidPods (weight 10000);\n"
                "Kubernetes 1.22's profiles (v1beta2) do not, nor does this one.");
            w.itemField(3, "name", "NodePreferAvoidPods");
        }
        bool first = true;
        for (const ScorePlugins::Other& o : s.others)
            if (o.disabled) {
                if (first)
                    w.comment(3, "Score only: TaintToleration, NodeAffinity, PodTopologySpread and InterPodAffinity\n"
                                 "still filter when disabled here.");
                first = false;
                w.itemField(3, "name", o.name);
            }
    }
}

void writeIgnoredResources(YamlWriter& w, int level, const EffectiveFit& fit)
{
    const std::string item = std::string(static_cast<size_t>(level) * 2, ' ') + "- ";
    if (!fit.ignoredResources.empty()) {
        w.key(level, "ignoredResources");
        for (const auto& r : fit.ignoredResources)
            w.raw(item + yamlString(r));
    }
    if (!fit.ignoredResourceGroups.empty()) {
        w.key(level, "ignoredResourceGroups");
        for (const auto& r : fit.ignoredResourceGroups)
            w.raw(item + yamlString(r));
    }
}

OtherArgs otherArgsOf(const Profile& p)
{
    OtherArgs a;
    const auto release = releaseOf(p);
    if (p.scheduler != SchedulerKind::KubeScheduler || !release || release->legacyScale())
        return a;
    const OtherScoreConfig c = otherScoreConfig(p, *release);
    if (c.on(OtherScore::InterPodAffinity) && p.interPodAffinityArgsSet
        && (c.hardPodAffinityWeight != 1 || c.ignorePreferredTermsOfExistingPods)) {
        a.podAffinity = true;
        a.hardPodAffinityWeight = c.hardPodAffinityWeight;
        a.ignorePreferredTermsOfExistingPods = c.ignorePreferredTermsOfExistingPods;
    }
    if (p.nodeAffinityArgsSet && p.addedAffinity)
        a.addedAffinity = p.addedAffinity;
    a.listDefaulting = c.on(OtherScore::PodTopologySpread) && !c.systemDefaulting;
    if (a.listDefaulting)
        a.defaultConstraints = c.defaultConstraints;
    return a;
}

namespace {

std::string indentOf(int level)
{
    return std::string(static_cast<size_t>(level) * 2, ' ');
}

// A NodeSelectorTerm's fields at `level`, the first prefixed "- " when the
// term is a list item; {} when it holds nothing.
void writeNodeSelectorTerm(YamlWriter& w, int level, const NodeSelectorTerm& term, bool item)
{
    if (term.matchExpressions.empty() && term.matchFields.empty()) {
        w.raw(item ? indentOf(level) + "- {}" : indentOf(level) + "{}");
        return;
    }
    bool first = true;
    for (const auto& [name, list] : { std::pair<const char*, const std::vector<NodeSelectorRequirement>*>{
                                          "matchExpressions", &term.matchExpressions },
             { "matchFields", &term.matchFields } }) {
        if (list->empty())
            continue;
        const int keyLevel = item ? level + 1 : level;
        w.raw((first && item ? indentOf(level) + "- " : indentOf(keyLevel)) + name + ":");
        first = false;
        for (const NodeSelectorRequirement& r : *list) {
            w.itemField(keyLevel, "key", yamlString(r.key));
            w.field(keyLevel + 1, "operator", yamlString(r.op));
            if (r.values.empty())
                continue;
            w.key(keyLevel + 1, "values");
            for (const std::string& v : r.values)
                w.raw(indentOf(keyLevel + 1) + "- " + yamlString(v));
        }
    }
}

// NodeAffinityArgs.addedAffinity at `level`.
void writeAddedAffinity(YamlWriter& w, int level, const NodeAffinity& a)
{
    if (!a.requiredDuringSchedulingIgnoredDuringExecution && a.preferredDuringSchedulingIgnoredDuringExecution.empty()) {
        w.field(level, "addedAffinity", "{}");
        return;
    }
    w.key(level, "addedAffinity");
    if (const auto& required = a.requiredDuringSchedulingIgnoredDuringExecution) {
        w.key(level + 1, "requiredDuringSchedulingIgnoredDuringExecution");
        if (required->nodeSelectorTerms.empty())
            w.field(level + 2, "nodeSelectorTerms", "[]");
        else
            w.key(level + 2, "nodeSelectorTerms");
        for (const NodeSelectorTerm& t : required->nodeSelectorTerms)
            writeNodeSelectorTerm(w, level + 2, t, true);
    }
    if (!a.preferredDuringSchedulingIgnoredDuringExecution.empty()) {
        w.key(level + 1, "preferredDuringSchedulingIgnoredDuringExecution");
        for (const PreferredSchedulingTerm& t : a.preferredDuringSchedulingIgnoredDuringExecution) {
            w.itemField(level + 1, "weight", t.weight);
            if (t.preference.matchExpressions.empty() && t.preference.matchFields.empty()) {
                w.field(level + 2, "preference", "{}");
                continue;
            }
            w.key(level + 2, "preference");
            writeNodeSelectorTerm(w, level + 3, t.preference, false);
        }
    }
}

} // namespace

void writeOtherArgs(YamlWriter& w, const OtherArgs& a, bool writeDefaultingType)
{
    if (a.addedAffinity) {
        w.comment(1, "Node affinity every pod gets on top of its own (addedAffinity).");
        w.itemField(1, "name", "NodeAffinity");
        w.key(2, "args");
        writeAddedAffinity(w, 3, *a.addedAffinity);
    }
    if (a.listDefaulting && a.defaultConstraints.empty()) {
        w.comment(1, "No default spreading: pods without topologySpreadConstraints of their own are not\n"
                     "spread by hostname (maxSkew 3) and zone (maxSkew 5), which works against packing.");
        w.itemField(1, "name", "PodTopologySpread");
        w.key(2, "args");
        w.field(3, "defaultingType", "List");
        w.field(3, "defaultConstraints", "[]");
    } else if (a.listDefaulting) {
        w.comment(1, "The profile's own default spreading: pods without topologySpreadConstraints of their\n"
                     "own get these, with their Services' and controller's selector.");
        w.itemField(1, "name", "PodTopologySpread");
        w.key(2, "args");
        if (writeDefaultingType) // v1beta1: non-empty constraints are List without it
            w.field(3, "defaultingType", "List");
        w.key(3, "defaultConstraints");
        for (const TopologySpreadConstraint& c : a.defaultConstraints) {
            w.itemField(3, "maxSkew", c.maxSkew);
            w.field(4, "topologyKey", yamlString(c.topologyKey));
            w.field(4, "whenUnsatisfiable", yamlString(c.whenUnsatisfiable));
            if (c.minDomains)
                w.field(4, "minDomains", *c.minDomains);
            if (c.nodeAffinityPolicy)
                w.field(4, "nodeAffinityPolicy", yamlString(*c.nodeAffinityPolicy));
            if (c.nodeTaintsPolicy)
                w.field(4, "nodeTaintsPolicy", yamlString(*c.nodeTaintsPolicy));
            if (!c.matchLabelKeys.empty()) {
                w.key(4, "matchLabelKeys");
                for (const std::string& k : c.matchLabelKeys)
                    w.raw("        - " + yamlString(k));
            }
        }
    }
    if (a.podAffinity) {
        w.itemField(1, "name", "InterPodAffinity");
        w.key(2, "args");
        w.field(3, "hardPodAffinityWeight", a.hardPodAffinityWeight);
        if (a.ignorePreferredTermsOfExistingPods)
            w.field(3, "ignorePreferredTermsOfExistingPods", "true");
    }
}

namespace {

void writeHeader(YamlWriter& w, ConfigFormat format, size_t profiles)
{
    const MinorRange r = servedMinors(format);
    std::string served = "Served by Kubernetes 1." + std::to_string(r.first)
                         + (r.last ? " to 1." + std::to_string(r.last) : std::string(" and later")) + ".";
    w.comment(0, "KubeSchedulerConfiguration written by Binpack Studio (" + std::to_string(profiles)
                     + (profiles == 1 ? " profile" : " profiles") + ").\n" + served
                     + " Use it with: kube-scheduler --config=<this file>");
    w.raw("apiVersion: " + std::string(apiVersionOf(format)));
    w.raw("kind: KubeSchedulerConfiguration");
    w.raw("profiles:");
}

// NodeResourcesFit args as the body of a pluginConfig item at `level`
// ("- name: NodeResourcesFit" written at level - 1).
void writeFitArgs(YamlWriter& w, int level, const EffectiveFit& fit, bool explicitDefaults)
{
    w.key(level, "args");
    writeIgnoredResources(w, level + 1, fit);
    const bool defaultStrategy = strategyTypeFromName(fit.type) == StrategyType::LeastAllocated
        && isDefaultResourceList(fit.resources) && !fit.hasRequestedToCapacityRatio;
    if (!explicitDefaults && defaultStrategy)
        return;
    w.key(level + 1, "scoringStrategy");
    w.field(level + 2, "type", yamlString(fit.type));
    w.key(level + 2, "resources");
    writeResourceList(w, level + 2, fit.resources);
    if (fit.hasRequestedToCapacityRatio) {
        w.key(level + 2, "requestedToCapacityRatio");
        if (fit.shape.empty()) {
            w.field(level + 3, "shape", "[]");
        } else {
            w.key(level + 3, "shape");
            writeShape(w, level + 3, fit.shape);
        }
    }
}

void writeProfileV1(YamlWriter& w, const Profile& p, const ExportOptions& o)
{
    const EffectiveFit fit = effectiveFit(p);
    const EffectiveBalanced bal = effectiveBalanced(p);
    const bool ex = o.explicitDefaults;
    w.itemField(0, "schedulerName", yamlString(effectiveSchedulerName(p)));
    const ScorePlugins plugins = scorePlugins(o.format, p, ex);
    const bool fitArgs = ex || !isDefaultFitArgs(fit);
    const bool balArgs = bal.enabled && (ex || !isDefaultBalancedArgs(bal));
    const OtherArgs otherArgs = otherArgsOf(p);
    // Nothing differs from the default profile (plugins omitted, or listed
    // with their defaults): the same text either way, so that export ->
    // import -> export gives the same bytes.
    if (!ex && !plugins.pulls && !plugins.any() && !fitArgs && !balArgs && !otherArgs.any()) {
        w.comment(1, "The scheduler's default scoring: NodeResourcesFit (LeastAllocated, cpu 1, memory 1)\n"
                     "and NodeResourcesBalancedAllocation (cpu, memory), each with weight 1.");
        writePlugins(w, o.format, p, plugins, fit, bal); // the filters it turns off, if any
        return;
    }
    if (plugins.pulls && !plugins.balancedListed)
        w.comment(1, kBalancedPullsComment);
    writePlugins(w, o.format, p, plugins, fit, bal);
    if (!fitArgs && !balArgs && !otherArgs.any())
        return;
    w.key(1, "pluginConfig");
    writeOtherArgs(w, otherArgs);
    if (fitArgs) {
        w.itemField(1, "name", kFitPlugin);
        writeFitArgs(w, 2, fit, ex);
    }
    if (balArgs) {
        w.itemField(1, "name", kBalancedPlugin);
        w.key(2, "args");
        w.key(3, "resources");
        writeResourceList(w, 3, bal.resources);
    }
}

} // namespace

std::string writeKubeSchedulerConfiguration(const std::vector<Profile>& profiles, const ExportOptions& options)
{
    YamlWriter w;
    writeHeader(w, options.format, profiles.size());
    for (const auto& p : profiles) {
        if (options.format == ConfigFormat::KubeV1beta1)
            writeV1beta1Profile(w, p, options);
        else
            writeProfileV1(w, p, options);
    }
    return w.text();
}

} // namespace bp::detail
