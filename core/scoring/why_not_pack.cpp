// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoring/why_not_pack.h"

#include "io/profile_defaults.h"
#include "scoring/default_scores.h"
#include "scoring/volcano_arguments.h"

#include <algorithm>
#include <map>

namespace bp {

namespace {

// NodeResourcesFit MostAllocated over cpu 1, memory 1 at the profile's
// release: how full each feasible node is once the pod is on it.
std::vector<int64_t> packingScores(const ScoringScene& sc, const Profile& profile)
{
    Profile most;
    most.name = "packing";
    most.kubernetesVersion = profile.kubernetesVersion;
    most.kubernetesVersionSet = profile.kubernetesVersionSet;
    if (profile.scheduler == SchedulerKind::Volcano) // the Kubernetes release it links
        most.kubernetesVersion = releaseOrNewest(&profile).filterRelease().toString();
    most.pluginsSet = true;
    most.fit.enabled = true;
    ScoringStrategy s;
    s.type = "MostAllocated";
    s.resources = { { "cpu", 1, true }, { "memory", 1, true } };
    most.fitArgsSet = true;
    most.fitArgs.scoringStrategy = s;
    ResourceTable table = sc.state.resources;
    const ProfileScorer scorer(most, table);
    std::vector<int64_t> out(sc.state.nodes.size(), -1);
    for (int n : sc.feasible)
        out[static_cast<size_t>(n)] = scorer.fitScore(sc.demand, sc.state.nodes[static_cast<size_t>(n)]);
    return out;
}

double part(const NodeScore& n, const std::string& plugin)
{
    for (const PluginResult& r : n.plugins)
        if (r.plugin == plugin && r.score)
            return *r.score * static_cast<double>(r.weight);
    return 0;
}

} // namespace

PackingVerdict whyNotPack(const ScoringScene& sc, const ScoreReport& rep, const Profile& profile)
{
    PackingVerdict v;
    if (!rep.selected || sc.feasible.empty())
        return v;
    v.scored = true;
    v.chosen = *rep.selected;
    const std::vector<int64_t> fill = packingScores(sc, profile);
    v.packing = v.chosen;
    for (int n : sc.feasible)
        if (fill[static_cast<size_t>(n)] > fill[static_cast<size_t>(v.packing)])
            v.packing = n;
    v.packs = fill[static_cast<size_t>(v.packing)] == fill[static_cast<size_t>(v.chosen)];
    if (v.packs)
        v.packing = v.chosen;
    const NodeScore& chosen = rep.nodes[static_cast<size_t>(v.chosen)];
    const NodeScore& packed = rep.nodes[static_cast<size_t>(v.packing)];
    v.chosenTotal = chosen.total;
    v.packingTotal = packed.total;
    for (const std::string& plugin : rep.pluginNames)
        v.pulls.push_back({ plugin, part(chosen, plugin), part(packed, plugin) });
    std::stable_sort(v.pulls.begin(), v.pulls.end(),
        [](const PackingPull& a, const PackingPull& b) { return a.margin() > b.margin(); });
    if (v.packs)
        return v;

    std::map<std::string, double> margin;
    for (const PackingPull& p : v.pulls)
        margin[p.plugin] = p.margin();
    const auto release = releaseOf(profile);
    const OtherScoreConfig others = release ? otherScoreConfig(profile, *release) : OtherScoreConfig {};
    std::vector<std::pair<double, PackingFix>> fixes;
    if (profile.scheduler == SchedulerKind::Volcano) {
        const bool nodeorder = !profile.pluginsSet || profile.nodeorderEnabled;
        const NodeOrderWeights w = nodeOrderWeights(profile.nodeorderArguments);
        if (nodeorder && w.leastRequested > 0 && margin[kLeastRequestedPlugin] > 0)
            fixes.emplace_back(margin[kLeastRequestedPlugin], PackingFix::LeastRequestedOff);
        if (nodeorder && w.balancedResource > 0 && margin[kBalancedResourcePlugin] > 0)
            fixes.emplace_back(margin[kBalancedResourcePlugin], PackingFix::BalancedResourceOff);
        if (margin["PodTopologySpread"] > 0 && others.on(OtherScore::PodTopologySpread))
            fixes.emplace_back(margin["PodTopologySpread"], PackingFix::NodeOrderSpreadOff);
        if (margin["ImageLocality"] > 0 && others.on(OtherScore::ImageLocality))
            fixes.emplace_back(margin["ImageLocality"], PackingFix::NodeOrderImageLocalityOff);
        const bool binpack = !profile.pluginsSet || profile.binpackEnabled;
        if (!binpack || binpackInt(profile.binpackArguments, kBinpackWeight, 1) < 10)
            fixes.emplace_back(-1, PackingFix::RaiseBinpackWeight);
        std::stable_sort(fixes.begin(), fixes.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        for (const auto& f : fixes)
            v.fixes.push_back(f.second);
        return v;
    }
    if (effectiveStrategyType(profile) == StrategyType::LeastAllocated && effectiveFit(profile).enabled)
        fixes.emplace_back(1e18, PackingFix::MostAllocated);
    // Only when the pull is the defaults': a pod's own constraints stay.
    if (margin["PodTopologySpread"] > 0 && others.on(OtherScore::PodTopologySpread)
        && (others.systemDefaulting || !others.defaultConstraints.empty()) && sc.others && sc.podTemplate >= 0
        && sc.others->spreadsByDefaults(sc.podTemplate))
        fixes.emplace_back(margin["PodTopologySpread"], PackingFix::DefaultSpreadingOff);
    if (margin["NodeResourcesBalancedAllocation"] > 0 && effectiveBalanced(profile).enabled)
        fixes.emplace_back(margin["NodeResourcesBalancedAllocation"], PackingFix::BalancedOff);
    if (margin["ImageLocality"] > 0 && others.on(OtherScore::ImageLocality))
        fixes.emplace_back(margin["ImageLocality"], PackingFix::ImageLocalityOff);
    // 1.16's SelectorSpreadPriority, its default spreading.
    if (margin["SelectorSpread"] > 0 && others.on(OtherScore::SelectorSpread))
        fixes.emplace_back(margin["SelectorSpread"], PackingFix::SelectorSpreadOff);
    if (effectiveFit(profile).enabled && effectiveFit(profile).weight < 10)
        fixes.emplace_back(-1, PackingFix::RaiseFitWeight);
    std::stable_sort(fixes.begin(), fixes.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& f : fixes)
        v.fixes.push_back(f.second);
    return v;
}

Profile applyPackingFix(const Profile& profile, PackingFix fix)
{
    Profile p = profile;
    materializeDefaultPlugins(p);
    switch (fix) {
    case PackingFix::DefaultSpreadingOff:
        p.podTopologySpreadArgsSet = true;
        p.podTopologySpreadList = true;
        p.podTopologySpreadDefaultConstraints.clear();
        break;
    case PackingFix::RaiseFitWeight:
        p.fit.weight = 10;
        p.fit.weightSet = true;
        break;
    case PackingFix::MostAllocated: {
        ScoringStrategy s = p.fitArgs.scoringStrategy.value_or(ScoringStrategy{});
        s.type = "MostAllocated";
        s.hasRequestedToCapacityRatio = false;
        s.shape.clear();
        p.fitArgsSet = true;
        p.fitArgs.scoringStrategy = s;
        break;
    }
    case PackingFix::BalancedOff:
        p.balanced = PluginEntry{};
        break;
    case PackingFix::ImageLocalityOff:
        if (const auto release = releaseOf(p); release && release->legacyScale())
            setLegacyPriority(p, OtherScore::ImageLocality, false, 0);
        else
            p.imageLocality = PluginEntry {};
        break;
    case PackingFix::SelectorSpreadOff:
        setLegacyPriority(p, OtherScore::SelectorSpread, false, 0);
        break;
    case PackingFix::LeastRequestedOff:
    case PackingFix::BalancedResourceOff:
    case PackingFix::NodeOrderSpreadOff:
    case PackingFix::NodeOrderImageLocalityOff: {
        const char* key = fix == PackingFix::LeastRequestedOff ? kLeastRequestedWeight
            : fix == PackingFix::BalancedResourceOff           ? kBalancedResourceWeight
            : fix == PackingFix::NodeOrderSpreadOff            ? kPodTopologySpreadWeight
                                                               : kImageLocalityWeight;
        setIntegerArgument(p.nodeorderArguments, key, 0);
        break;
    }
    case PackingFix::RaiseBinpackWeight:
        p.binpackEnabled = true;
        setIntegerArgument(p.binpackArguments, kBinpackWeight, 10);
        break;
    }
    return p;
}

Profile applyPackingFixes(const Profile& profile, const std::vector<PackingFix>& fixes)
{
    Profile p = profile;
    for (PackingFix f : fixes)
        p = applyPackingFix(p, f);
    return p;
}

Phrase packingFixTitle(PackingFix fix)
{
    switch (fix) {
    case PackingFix::DefaultSpreadingOff:
        return Phrase(BP_TEXT("bp::core", "Turn the default spreading off"));
    case PackingFix::RaiseFitWeight:
        return Phrase(BP_TEXT("bp::core", "Raise the NodeResourcesFit weight to 10"));
    case PackingFix::MostAllocated:
        return Phrase(BP_TEXT("bp::core", "Score with MostAllocated"));
    case PackingFix::BalancedOff:
        return Phrase(BP_TEXT("bp::core", "Disable NodeResourcesBalancedAllocation"));
    case PackingFix::ImageLocalityOff:
        return Phrase(BP_TEXT("bp::core", "Disable ImageLocality"));
    case PackingFix::SelectorSpreadOff:
        return Phrase(BP_TEXT("bp::core", "Leave SelectorSpreadPriority out"));
    case PackingFix::LeastRequestedOff:
        return Phrase(BP_TEXT("bp::core", "Set nodeorder's leastrequested.weight to 0"));
    case PackingFix::BalancedResourceOff:
        return Phrase(BP_TEXT("bp::core", "Set nodeorder's balancedresource.weight to 0"));
    case PackingFix::NodeOrderSpreadOff:
        return Phrase(BP_TEXT("bp::core",
            "Set nodeorder's podtopologyspread.weight to 0 (the pods' own soft constraints stop counting too)"));
    case PackingFix::NodeOrderImageLocalityOff:
        return Phrase(BP_TEXT("bp::core", "Set nodeorder's imagelocality.weight to 0"));
    case PackingFix::RaiseBinpackWeight:
        break;
    }
    return Phrase(BP_TEXT("bp::core", "Raise binpack.weight to 10"));
}

} // namespace bp
