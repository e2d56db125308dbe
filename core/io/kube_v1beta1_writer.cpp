// SPDX-License-Identifier: GPL-3.0-or-later
// kubescheduler.config.k8s.io/v1beta1 (Kubernetes 1.19-1.22): the scoring
// strategy is one of three separate score plugins, and the default profile
// scores with NodeResourcesLeastAllocated (docs/config-formats.md, "Exporting v1beta1").
#include "io/export_internal.h"
#include "io/profile_defaults.h"
#include "io/strategy_names.h"

namespace bp::detail {

namespace {

const char* legacyPlugin(std::optional<StrategyType> type)
{
    if (type == StrategyType::MostAllocated)
        return "NodeResourcesMostAllocated";
    if (type == StrategyType::RequestedToCapacityRatio)
        return "RequestedToCapacityRatio";
    return "NodeResourcesLeastAllocated";
}

void writeProfile(YamlWriter& w, const Profile& p, const ExportOptions& o)
{
    const EffectiveFit fit = effectiveFit(p);
    const EffectiveBalanced bal = effectiveBalanced(p);
    const bool ex = o.explicitDefaults;
    w.itemField(0, "schedulerName", yamlString(effectiveSchedulerName(p)));
    const auto type = strategyTypeFromName(fit.type);
    const bool least = type == StrategyType::LeastAllocated;
    const bool pulls = bal.enabled && packingStrategy(p);
    const bool fitListed = fit.enabled && (!least || ex || fit.weight != 1);
    const bool balListed = bal.enabled && (ex || bal.weight != 1);
    const bool leastDisabled = !fit.enabled || !least;
    const bool ignored = !fit.ignoredResources.empty() || !fit.ignoredResourceGroups.empty();
    const bool rtcr = type == StrategyType::RequestedToCapacityRatio;
    const bool fitArgs = fit.enabled && (rtcr || ex || !isDefaultResourceList(fit.resources));
    const bool balArgs = bal.enabled && !isDefaultBalancedArgs(bal);
    // Nothing differs from the default profile (plugins omitted, or listed
    // with their defaults): the same text either way, so that export ->
    // import -> export gives the same bytes.
    if (!ex && !pulls && !fitListed && !balListed && !leastDisabled && bal.enabled && !ignored && !fitArgs
        && !balArgs) {
        w.comment(1, "The scheduler's default scoring: NodeResourcesLeastAllocated (cpu 1, memory 1)\n"
                     "and NodeResourcesBalancedAllocation, each with weight 1.");
        return;
    }
    if (pulls && !balListed)
        w.comment(1, kBalancedPullsComment);
    if (fitListed || balListed || leastDisabled || !bal.enabled) {
        w.key(1, "plugins");
        w.key(2, "score");
        if (fitListed || balListed) {
            w.key(3, "enabled");
            if (fitListed) {
                w.itemField(3, "name", legacyPlugin(type));
                w.field(4, "weight", fit.weight);
            }
            if (balListed) {
                if (pulls)
                    w.comment(3, kBalancedPullsComment);
                w.itemField(3, "name", kBalancedPlugin);
                w.field(4, "weight", bal.weight);
            }
        }
        if (leastDisabled || !bal.enabled) {
            w.key(3, "disabled");
            if (leastDisabled) {
                w.comment(3, fit.enabled ? "The default resource scorer, replaced by the one enabled above."
                                         : "Resource scoring is off; NodeResourcesFit still filters.");
                w.itemField(3, "name", "NodeResourcesLeastAllocated");
            }
            if (!bal.enabled) {
                w.comment(3, "NodeResourcesBalancedAllocation is disabled: it pulls against packing.");
                w.itemField(3, "name", kBalancedPlugin);
            }
        }
    }

    if (!ignored && !fitArgs && !balArgs)
        return;
    w.key(1, "pluginConfig");
    if (ignored) {
        w.itemField(1, "name", kFitPlugin);
        w.key(2, "args");
        if (!fit.ignoredResources.empty()) {
            w.key(3, "ignoredResources");
            for (const auto& r : fit.ignoredResources)
                w.raw("      - " + yamlString(r));
        }
        if (!fit.ignoredResourceGroups.empty()) {
            w.key(3, "ignoredResourceGroups");
            for (const auto& r : fit.ignoredResourceGroups)
                w.raw("      - " + yamlString(r));
        }
    }
    if (fitArgs) {
        w.itemField(1, "name", legacyPlugin(type));
        w.key(2, "args");
        if (rtcr) {
            w.key(3, "shape");
            writeShape(w, 3, fit.shape);
        }
        w.key(3, "resources");
        writeResourceList(w, 3, fit.resources);
    }
    if (balArgs) {
        w.comment(1, "NodeResourcesBalancedAllocationArgs.resources needs Kubernetes 1.22.");
        w.itemField(1, "name", kBalancedPlugin);
        w.key(2, "args");
        w.key(3, "resources");
        writeResourceList(w, 3, bal.resources);
    }
}

} // namespace

std::string writeKubeV1beta1(const std::vector<Profile>& profiles, const ExportOptions& options)
{
    YamlWriter w;
    w.comment(0, "KubeSchedulerConfiguration written by Binpack Studio (" + std::to_string(profiles.size())
                     + (profiles.size() == 1 ? " profile" : " profiles")
                     + ").\nServed by Kubernetes 1.19 to 1.22. Use it with: kube-scheduler --config=<this file>");
    w.raw("apiVersion: kubescheduler.config.k8s.io/v1beta1");
    w.raw("kind: KubeSchedulerConfiguration");
    w.raw("profiles:");
    for (const auto& p : profiles)
        writeProfile(w, p, options);
    return w.text();
}

} // namespace bp::detail
