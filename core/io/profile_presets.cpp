// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/profile_presets.h"

#include "io/profile_defaults.h"
#include "scoring/volcano_arguments.h"

namespace bp {

namespace {

// The release's whole default profile, written out, then changed.
Profile written(const std::string& name)
{
    Profile p;
    p.name = name;
    materializeDefaultPlugins(p);
    return p;
}

ScoringStrategy strategy(const std::string& type, std::vector<ResourceSpec> resources)
{
    ScoringStrategy s;
    s.type = type;
    for (ResourceSpec& r : resources)
        r.weightSet = true;
    s.resources = std::move(resources);
    if (type == "RequestedToCapacityRatio") {
        s.hasRequestedToCapacityRatio = true;
        s.shape = { { 0, 0 }, { 100, 10 } };
    }
    return s;
}

// What the distributions that ship a packing profile learned to do
// (deckhouse/deckhouse#22511): NodeResourcesFit packs and outweighs the
// rest (weight 10), no default spreading (pods' own constraints still
// count), BalancedAllocation and ImageLocality off.
Profile packing(const std::string& name, ScoringStrategy s)
{
    Profile p = written(name);
    p.fit = { true, 10, true };
    p.fitArgsSet = true;
    p.fitArgs.scoringStrategy = std::move(s);
    p.balanced = PluginEntry{}; // off (as a workspace file reads a plugin it does not list)
    p.imageLocality = PluginEntry{};
    p.podTopologySpreadArgsSet = true;
    p.podTopologySpreadList = true;
    return p;
}

std::vector<ProfilePreset> build()
{
    std::vector<ProfilePreset> out;
    {
        Profile p;
        p.name = "upstream-default";
        out.push_back({ p.name, Phrase(BP_TEXT("bp::core", "Upstream default")),
            Phrase(BP_TEXT("bp::core",
                "kube-scheduler's default profile: LeastAllocated, BalancedAllocation, the default spreading and "
                "the other default score plugins at their weights.")),
            p });
    }
    {
        Profile p = written("naive-most-allocated");
        p.fitArgsSet = true;
        p.fitArgs.scoringStrategy = strategy("MostAllocated", { { "cpu", 1 }, { "memory", 1 } });
        out.push_back({ p.name, Phrase(BP_TEXT("bp::core", "MostAllocated only")),
            Phrase(BP_TEXT("bp::core",
                "The usual first attempt: NodeResourcesFit set to MostAllocated, everything else left at the "
                "defaults, which outvote it and spread the pods.")),
            p });
    }
    {
        Profile p = packing("binpack", strategy("MostAllocated", { { "cpu", 1 }, { "memory", 1 } }));
        out.push_back({ p.name, Phrase(BP_TEXT("bp::core", "Bin packing done right")),
            Phrase(BP_TEXT("bp::core",
                "MostAllocated at weight 10, the default spreading off, BalancedAllocation and ImageLocality off.")),
            p });
    }
    {
        Profile p = packing("binpack-rtcr", strategy("RequestedToCapacityRatio", { { "cpu", 1 }, { "memory", 1 } }));
        out.push_back({ p.name, Phrase(BP_TEXT("bp::core", "Bin packing with a shape")),
            Phrase(BP_TEXT("bp::core",
                "RequestedToCapacityRatio (0 % scores 0, 100 % scores 10) at weight 10, the default spreading, "
                "BalancedAllocation and ImageLocality off.")),
            p });
    }
    {
        Profile p = packing("gpu-binpack",
            strategy("RequestedToCapacityRatio", { { "nvidia.com/gpu", 5 }, { "cpu", 1 }, { "memory", 1 } }));
        out.push_back({ p.name, Phrase(BP_TEXT("bp::core", "GPU packing")),
            Phrase(BP_TEXT("bp::core",
                "RequestedToCapacityRatio over nvidia.com/gpu (weight 5), cpu and memory at weight 10: fills the "
                "GPU nodes already in use first; the default spreading, BalancedAllocation and ImageLocality "
                "off.")),
            p });
    }
    {
        Profile p;
        p.name = "volcano-default";
        p.scheduler = SchedulerKind::Volcano; // plugins omitted: nodeorder and binpack at their defaults
        out.push_back({ p.name, Phrase(BP_TEXT("bp::core", "Volcano default")),
            Phrase(BP_TEXT("bp::core",
                "Volcano's shipped configuration: nodeorder (leastrequested 1, balancedresource 1, the other "
                "Kubernetes plugins at their weights) beside binpack at weight 1, which the spreading part "
                "outvotes.")),
            p });
    }
    {
        Profile p;
        p.name = "volcano-binpack";
        p.scheduler = SchedulerKind::Volcano;
        p.pluginsSet = true;
        p.nodeorderEnabled = true;
        p.binpackEnabled = true;
        for (const char* key : { kLeastRequestedWeight, kBalancedResourceWeight, kPodTopologySpreadWeight,
                 kImageLocalityWeight })
            setIntegerArgument(p.nodeorderArguments, key, 0);
        setIntegerArgument(p.binpackArguments, kBinpackWeight, 10);
        out.push_back({ p.name, Phrase(BP_TEXT("bp::core", "Volcano bin packing")),
            Phrase(BP_TEXT("bp::core",
                "binpack at weight 10; nodeorder keeps node affinity, pod affinity and taints but drops "
                "leastrequested, balancedresource, the default spreading and image locality.")),
            p });
    }
    return out;
}

} // namespace

const std::vector<ProfilePreset>& profilePresets()
{
    static const std::vector<ProfilePreset> presets = build();
    return presets;
}

const ProfilePreset* findProfilePreset(const std::string& id)
{
    for (const ProfilePreset& p : profilePresets())
        if (p.id == id)
            return &p;
    return nullptr;
}

} // namespace bp
