// SPDX-License-Identifier: GPL-3.0-or-later
// Sources, read at each release (vendored in kubernetes/autoscaler at
// cluster-autoscaler-1.16.0 and cluster-autoscaler-1.22.0):
//   1.16: pkg/scheduler/algorithmprovider/defaults/defaults.go (the default
//     predicates; TaintNodesByCondition adds the mandatory
//     PodToleratesNodeTaints and CheckNodeUnschedulable), factory/factory.go
//     CreateFromConfig (a Policy's predicates replace the defaults) and
//     factory/plugins.go getFitPredicateFunctions ("Always include mandatory
//     fit predicates").
//   1.22: pkg/scheduler/framework/plugins/legacy_registry.go: DefaultPredicates,
//     mandatoryPredicates, predicateOrdering and each
//     registerPredicateConfigProducer.
#include "io/policy_predicates.h"

#include "io/config_format.h"
#include "scoring/filter_plugins.h"

#include <algorithm>

namespace bp {

namespace {

KubeVersion release22()
{
    KubeVersion v;
    v.minor = 22;
    return v;
}

bool filterOnly(const LegacyPredicate& p)
{
    // CheckVolumeBinding's producer configures VolumeBinding's Reserve and
    // PreBind too: leaving it out stops the scheduler binding volumes.
    return std::string_view(p.name) != "CheckVolumeBinding";
}

// "kubescheduler-v1beta2, kubescheduler-v1beta1": the KubeSchedulerConfiguration
// versions the release serves (v1 when none does).
std::string configurationFormats(int minor)
{
    std::string out;
    for (ConfigFormat f : servedFormats(minor))
        if (isKubeSchedulerConfiguration(f))
            out += (out.empty() ? "" : ", ") + std::string(formatName(f));
    return out.empty() ? std::string(formatName(ConfigFormat::KubeV1)) : out;
}

} // namespace

const std::vector<LegacyPredicate>& legacyRegistryPredicates()
{
    static const std::vector<LegacyPredicate> all = {
        { "CheckNodeUnschedulable", { "NodeUnschedulable" }, true, true },
        { "GeneralPredicates", { "NodeResourcesFit", "NodeName", "NodePorts", "NodeAffinity" }, true, false },
        { "HostName", { "NodeName" }, false, false },
        { "PodFitsHostPorts", { "NodePorts" }, false, false },
        { "MatchNodeSelector", { "NodeAffinity" }, false, false },
        { "PodFitsResources", { "NodeResourcesFit" }, false, false },
        { "NoDiskConflict", { "VolumeRestrictions" }, true, false },
        { "PodToleratesNodeTaints", { "TaintToleration" }, true, true },
        { "CheckNodeLabelPresence", { "NodeLabel" }, false, false },
        { "CheckServiceAffinity", { "ServiceAffinity" }, false, false },
        { "MaxEBSVolumeCount", { "EBSLimits" }, true, false },
        { "MaxGCEPDVolumeCount", { "GCEPDLimits" }, true, false },
        { "MaxCSIVolumeCountPred", { "NodeVolumeLimits" }, true, false },
        { "MaxAzureDiskVolumeCount", { "AzureDiskLimits" }, true, false },
        { "MaxCinderVolumeCount", { "CinderLimits" }, false, false },
        { "CheckVolumeBinding", { "VolumeBinding" }, true, false },
        { "NoVolumeZoneConflict", { "VolumeZone" }, true, false },
        { "EvenPodsSpread", { "PodTopologySpread" }, true, false },
        { "MatchInterPodAffinity", { "InterPodAffinity" }, true, false },
    };
    return all;
}

const LegacyPredicate* findLegacyPredicate(std::string_view name)
{
    if (name == "PodFitsPorts")
        name = "PodFitsHostPorts";
    for (const auto& p : legacyRegistryPredicates())
        if (name == p.name)
            return &p;
    return nullptr;
}

std::vector<std::string> policyPredicates(const Profile& profile, KubeVersion release, bool listDefaults)
{
    std::vector<std::string> out;
    if (profile.disabledFilters.empty() && !listDefaults)
        return out;
    const auto off = [&](std::string_view name) { return turnsOff(profile, name); };
    if (release.legacyScale()) {
        for (const auto& s : filterSwitches(SchedulerKind::KubeScheduler, release))
            if (s.mandatory || !off(s.name))
                out.push_back(s.name);
    } else {
        // A plugin that cannot be left out (policyFilterProblem) counts as on.
        const auto on
            = [&](const char* plugin) { return !off(plugin) || !policyFilterProblem(plugin, release).empty(); };
        for (const auto& p : legacyRegistryPredicates()) {
            if (!p.isDefault)
                continue;
            if (std::all_of(p.filters.begin(), p.filters.end(), on)) {
                out.push_back(p.name);
                continue;
            }
            // Some of its plugins are off: the predicates that enable one of
            // the others alone (GeneralPredicates' parts).
            for (const char* plugin : p.filters) {
                if (!on(plugin))
                    continue;
                for (const auto& single : legacyRegistryPredicates())
                    if (!single.isDefault && single.filters.size() == 1
                        && std::string_view(single.filters[0]) == plugin)
                        out.push_back(single.name);
            }
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

Phrase policyFilterProblem(const std::string& name, KubeVersion release)
{
    const std::string formats = configurationFormats(release.minor);
    const LegacyPredicate* enabler = nullptr;
    for (const auto& p : legacyRegistryPredicates()) {
        if (std::find_if(p.filters.begin(), p.filters.end(), [&](const char* f) { return name == f; })
            == p.filters.end())
            continue;
        if (p.mandatory)
            return Phrase(BP_TEXT("bp::core",
                              "the legacy Policy cannot turn off %1: kube-scheduler 1.22's legacy registry always "
                              "runs %2, a mandatory predicate, whatever the Policy's predicates list; a "
                              "KubeSchedulerConfiguration can (%3)"),
                { name, p.name, formats });
        if (!filterOnly(p))
            return Phrase(BP_TEXT("bp::core",
                              "the legacy Policy cannot turn off only the Filter of %1: leaving out %2 also drops "
                              "its Reserve and PreBind, and the scheduler no longer binds the pod's volumes; a "
                              "KubeSchedulerConfiguration can (%3)"),
                { name, p.name, formats });
        enabler = &p;
    }
    if (!enabler)
        return Phrase(BP_TEXT("bp::core",
                          "the legacy Policy cannot name %1: no predicate of kube-scheduler 1.22's legacy registry "
                          "enables it; a KubeSchedulerConfiguration can turn it off (%2)"),
            { name, formats });
    return {};
}

std::vector<std::string> filtersOffByPredicates(const std::set<std::string>& listed, KubeVersion release)
{
    std::vector<std::string> out;
    if (release.legacyScale()) {
        for (const auto& s : filterSwitches(SchedulerKind::KubeScheduler, release))
            if (!s.mandatory && !listed.count(s.name))
                out.push_back(s.name);
        return out;
    }
    std::set<std::string> on;
    for (const auto& p : legacyRegistryPredicates())
        if (p.mandatory || listed.count(p.name))
            on.insert(p.filters.begin(), p.filters.end());
    for (const auto& s : filterSwitches(SchedulerKind::KubeScheduler, release22()))
        if (!on.count(s.name))
            out.push_back(s.name);
    return out;
}

bool policyPredicateKnown(std::string_view name, KubeVersion release)
{
    if (release.legacyScale())
        return findFilterSwitch(filterSwitches(SchedulerKind::KubeScheduler, release), std::string(name)) != nullptr;
    const LegacyPredicate* p = findLegacyPredicate(name);
    if (!p)
        return false;
    const auto switches = filterSwitches(SchedulerKind::KubeScheduler, release22());
    return std::all_of(
        p->filters.begin(), p->filters.end(), [&](const char* f) { return findFilterSwitch(switches, f) != nullptr; });
}

} // namespace bp
