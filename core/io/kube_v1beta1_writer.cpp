// SPDX-License-Identifier: GPL-3.0-or-later
// kubescheduler.config.k8s.io/v1beta1 (Kubernetes 1.19-1.22): the scoring
// strategy is one of three separate score plugins, and the default profile
// scores with NodeResourcesLeastAllocated (docs/config-formats.md, "Exporting v1beta1").
#include "io/export_internal.h"

namespace bp::detail {

void writeV1beta1Profile(YamlWriter& w, const Profile& p, const ExportOptions& o)
{
    const EffectiveFit fit = effectiveFit(p);
    const EffectiveBalanced bal = effectiveBalanced(p);
    const bool ex = o.explicitDefaults;
    w.itemField(0, "schedulerName", yamlString(effectiveSchedulerName(p)));
    const auto type = strategyTypeFromName(fit.type);
    const ScorePlugins plugins = scorePlugins(ConfigFormat::KubeV1beta1, p, ex);
    const bool ignored = !fit.ignoredResources.empty() || !fit.ignoredResourceGroups.empty();
    const bool rtcr = type == StrategyType::RequestedToCapacityRatio;
    const bool fitArgs = fit.enabled && (rtcr || ex || !isDefaultResourceList(fit.resources));
    const bool balArgs = bal.enabled && !isDefaultBalancedArgs(bal);
    // Nothing differs from the default profile (plugins omitted, or listed
    // with their defaults): the same text either way, so that export ->
    // import -> export gives the same bytes.
    if (!ex && !plugins.pulls && !plugins.any() && !ignored && !fitArgs && !balArgs && !otherArgsOf(p).any()) {
        w.comment(1, "The scheduler's default scoring: NodeResourcesLeastAllocated (cpu 1, memory 1)\n"
                     "and NodeResourcesBalancedAllocation, each with weight 1.");
        writePlugins(w, ConfigFormat::KubeV1beta1, p, plugins, fit, bal); // the filters it turns off, if any
        return;
    }
    if (plugins.pulls && !plugins.balancedListed)
        w.comment(1, kBalancedPullsComment);
    writePlugins(w, ConfigFormat::KubeV1beta1, p, plugins, fit, bal);

    const OtherArgs otherArgs = otherArgsOf(p);
    if (!ignored && !fitArgs && !balArgs && !otherArgs.any())
        return;
    w.key(1, "pluginConfig");
    if (otherArgs.listDefaulting && otherArgs.defaultConstraints.empty())
        w.comment(1, "PodTopologySpreadArgs.defaultingType needs Kubernetes 1.20.");
    if (otherArgs.any())
        writeOtherArgs(w, otherArgs, false);
    if (ignored) {
        w.itemField(1, "name", kFitPlugin);
        w.key(2, "args");
        writeIgnoredResources(w, 3, fit);
    }
    if (fitArgs) {
        w.itemField(1, "name", v1beta1ScorePlugin(type));
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

} // namespace bp::detail
