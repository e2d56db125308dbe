// SPDX-License-Identifier: GPL-3.0-or-later
// Sources, read at each release:
//   1.16: pkg/scheduler/algorithmprovider/defaults/defaults.go
//     (defaultPredicates, ApplyFeatureGates: TaintNodesByCondition makes
//     PodToleratesNodeTaints and CheckNodeUnschedulable mandatory) and
//     factory/plugins.go getFitPredicateFunctions ("Always include mandatory
//     fit predicates"); order from predicates.Ordering().
//   1.22+: pkg/scheduler/apis/config/v1beta2|v1beta3|v1/default_plugins.go
//     (the Filter plugins; EBSLimits, GCEPDLimits and AzureDiskLimits leave in
//     1.31, DynamicResources is default from 1.34 when DRA goes GA,
//     NodeDeclaredFeatures from 1.36).
//   Volcano: pkg/scheduler/plugins/predicates/predicates.go at each tag
//     (the predicate.*Enable arguments, read with Arguments.GetBool;
//     VolumeBindingEnable from v1.12.0).
#include "scoring/filter_plugins.h"

#include "io/did_you_mean.h"
#include "util/diagnostic.h"

#include <algorithm>

namespace bp {

namespace {

constexpr uint16_t bit(FilterPlugin f)
{
    return filterBit(f);
}

std::vector<FilterSwitch> legacyPredicates()
{
    using F = FilterPlugin;
    // GeneralPredicates is PodFitsResources, PodFitsHost, PodFitsHostPorts
    // and PodMatchNodeSelector in one predicate.
    const uint16_t general = bit(F::NodeResourcesFit) | bit(F::NodeName) | bit(F::NodePorts) | bit(F::NodeAffinity);
    return {
        { "CheckNodeUnschedulable", bit(F::NodeUnschedulable), true, {} },
        { "GeneralPredicates", general, false, {} },
        { "NoDiskConflict", 0, false, {} },
        { "PodToleratesNodeTaints", bit(F::TaintToleration), true, {} },
        { "CheckVolumeBinding", 0, false, {} },
        { "NoVolumeZoneConflict", 0, false, {} },
        { "MaxEBSVolumeCount", 0, false, {} },
        { "MaxGCEPDVolumeCount", 0, false, {} },
        { "MaxCSIVolumeCountPred", 0, false, {} },
        { "MaxAzureDiskVolumeCount", 0, false, {} },
        { "MatchInterPodAffinity", bit(F::InterPodAffinity), false, {} },
    };
}

std::vector<FilterSwitch> frameworkFilters(int minor)
{
    using F = FilterPlugin;
    std::vector<FilterSwitch> out = {
        { "NodeUnschedulable", bit(F::NodeUnschedulable), false, {} },
        { "NodeName", bit(F::NodeName), false, {} },
        { "TaintToleration", bit(F::TaintToleration), false, {} },
        { "NodeAffinity", bit(F::NodeAffinity), false, {} },
        { "NodePorts", bit(F::NodePorts), false, {} },
        { "NodeResourcesFit", bit(F::NodeResourcesFit), false, {} },
        { "VolumeRestrictions", 0, false, {} },
    };
    if (minor <= 30)
        out.push_back({ "EBSLimits", 0, false, {} });
    if (minor <= 30)
        out.push_back({ "GCEPDLimits", 0, false, {} });
    out.push_back({ "NodeVolumeLimits", 0, false, {} });
    if (minor <= 30)
        out.push_back({ "AzureDiskLimits", 0, false, {} });
    out.push_back({ "VolumeBinding", 0, false, {} });
    out.push_back({ "VolumeZone", 0, false, {} });
    out.push_back({ "PodTopologySpread", bit(F::PodTopologySpread), false, {} });
    out.push_back({ "InterPodAffinity", bit(F::InterPodAffinity), false, {} });
    if (minor >= 34)
        out.push_back({ "DynamicResources", 0, false, {} });
    if (minor >= 36)
        out.push_back({ "NodeDeclaredFeatures", 0, false, {} });
    return out;
}

std::vector<FilterSwitch> volcanoPredicates(int volcanoMinor)
{
    using F = FilterPlugin;
    std::vector<FilterSwitch> out = {
        { "NodeUnschedulable", bit(F::NodeUnschedulable), true, {} },
        { "NodeAffinity", bit(F::NodeAffinity), false, "predicate.NodeAffinityEnable" },
        { "TaintToleration", bit(F::TaintToleration), false, "predicate.TaintTolerationEnable" },
        { "NodePorts", bit(F::NodePorts), false, "predicate.NodePortsEnable" },
        { "InterPodAffinity", bit(F::InterPodAffinity), false, "predicate.PodAffinityEnable" },
        { "NodeVolumeLimits", 0, false, "predicate.NodeVolumeLimitsEnable" },
        { "VolumeZone", 0, false, "predicate.VolumeZoneEnable" },
        { "PodTopologySpread", bit(F::PodTopologySpread), false, "predicate.PodTopologySpreadEnable" },
    };
    if (volcanoMinor >= 12)
        out.push_back({ "VolumeBinding", 0, false, "predicate.VolumeBindingEnable" });
    return out;
}

std::string schedulerText(SchedulerKind scheduler, KubeVersion version)
{
    if (scheduler == SchedulerKind::Volcano)
        return "Volcano " + version.volcanoString();
    return "kube-scheduler " + version.toString();
}

} // namespace

std::vector<FilterSwitch> filterSwitches(SchedulerKind scheduler, KubeVersion version)
{
    if (scheduler == SchedulerKind::Volcano)
        return volcanoPredicates(version.volcanoMinor > 0 ? version.volcanoMinor : VolcanoRelease::kNewest);
    if (version.legacyScale())
        return legacyPredicates();
    return frameworkFilters(version.minor);
}

const FilterSwitch* findFilterSwitch(const std::vector<FilterSwitch>& switches, const std::string& name)
{
    const auto it
        = std::find_if(switches.begin(), switches.end(), [&](const FilterSwitch& s) { return s.name == name; });
    return it == switches.end() ? nullptr : &*it;
}

Phrase disabledFilterProblem(const std::string& name, SchedulerKind scheduler, KubeVersion version)
{
    const auto switches = filterSwitches(scheduler, version);
    const std::string who = schedulerText(scheduler, version);
    if (const FilterSwitch* s = findFilterSwitch(switches, name)) {
        if (!s->mandatory)
            return {};
        if (scheduler == SchedulerKind::Volcano)
            return Phrase(BP_TEXT("bp::core",
                              "%1's predicates plugin always runs %2 (it has no predicate.%2Enable switch), so it "
                              "cannot be turned off"),
                { who, name });
        return Phrase(BP_TEXT("bp::core",
                          "%2 is mandatory in %1: the scheduler runs it even when a Policy's predicates leave it out, "
                          "so it cannot be turned off"),
            { who, name });
    }
    if (scheduler == SchedulerKind::Volcano && name == "NodeResourcesFit")
        return Phrase(BP_TEXT("bp::core",
            "Volcano checks resources in its allocate action, not with the NodeResourcesFit filter, so "
            "it cannot be turned off"));
    std::vector<std::string> names;
    for (const auto& s : switches)
        if (!s.mandatory)
            names.push_back(s.name);
    std::string list;
    for (const auto& n : names)
        list += (list.empty() ? "" : ", ") + n;
    Phrase message(BP_TEXT("bp::core", "%1 is not a filter %2 can turn off; "), { bp::quoted(name), who });
    if (const std::string close = yamlio::closestMatch(name, names); !close.empty())
        message.then(yamlio::didYouMean(close));
    message.then(Phrase(BP_TEXT("bp::core", "expected one of: %1"), { list }));
    return message;
}

Phrase disabledFilterProblem(
    const std::vector<std::string>& names, size_t index, SchedulerKind scheduler, KubeVersion version)
{
    const std::string& name = names[index];
    Phrase problem = disabledFilterProblem(name, scheduler, version);
    if (problem.empty() && std::find(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(index), name)
            != names.begin() + static_cast<std::ptrdiff_t>(index))
        problem = Phrase(BP_TEXT("bp::core", "%1 is listed twice; expected each filter once"), { name });
    return problem;
}

bool turnsOff(const Profile& profile, std::string_view filter)
{
    return std::find(profile.disabledFilters.begin(), profile.disabledFilters.end(), filter)
        != profile.disabledFilters.end();
}

uint16_t disabledFilterBits(const std::vector<std::string>& names, SchedulerKind scheduler, KubeVersion version)
{
    if (names.empty())
        return 0;
    const auto switches = filterSwitches(scheduler, version);
    uint16_t bits = 0;
    for (const auto& name : names)
        if (const FilterSwitch* s = findFilterSwitch(switches, name); s && !s->mandatory)
            bits |= s->modelled;
    return bits;
}

} // namespace bp
