// SPDX-License-Identifier: GPL-3.0-or-later
// "Why doesn't this pack?": for one pod, the node the profile picks against
// the node packing would pick (the feasible node NodeResourcesFit's
// MostAllocated over cpu and memory scores highest: the fullest one once the
// pod is on it), which plugins pulled the choice away and by how many
// weighted points, and the profile edits that address them.
#pragma once

#include "model/workspace.h"
#include "scoring/report.h"
#include "util/phrase.h"

#include <string>
#include <vector>

namespace bp {

struct PackingPull {
    std::string plugin;
    double chosen = 0; // its weighted part on the chosen node
    double packed = 0; // on the packing node
    double margin() const { return chosen - packed; }
};

// A profile edit that works against what pulled the pod away.
enum class PackingFix {
    DefaultSpreadingOff, // PodTopologySpread defaultingType List, no default constraints
    RaiseFitWeight, // NodeResourcesFit weight 10
    MostAllocated, // NodeResourcesFit LeastAllocated -> MostAllocated
    BalancedOff, // NodeResourcesBalancedAllocation disabled
    ImageLocalityOff, // ImageLocality disabled (1.16: ImageLocalityPriority left out)
    SelectorSpreadOff, // 1.16: SelectorSpreadPriority left out
    // Volcano: nodeorder's weights set to 0, binpack's raised.
    LeastRequestedOff, // leastrequested.weight 0
    BalancedResourceOff, // balancedresource.weight 0
    NodeOrderSpreadOff, // podtopologyspread.weight 0 (Volcano cannot turn only the defaults off)
    NodeOrderImageLocalityOff, // imagelocality.weight 0
    RaiseBinpackWeight, // binpack.weight 10
};

struct PackingVerdict {
    bool scored = false; // the pod fits somewhere
    int chosen = -1;     // the node the profile picks (ScoreReport::selected)
    int packing = -1;    // the node packing picks (-1: none, e.g. one feasible node)
    bool packs = false;  // the profile picks a node packing scores as high
    double chosenTotal = 0, packingTotal = 0;
    std::vector<PackingPull> pulls; // every plugin, the largest margin first
    std::vector<PackingFix> fixes;  // applicable to the profile, most effective first
};

// `report` is scoreScene(scene, profile).
PackingVerdict whyNotPack(const ScoringScene& scene, const ScoreReport& report, const Profile& profile);

// The profile with a fix applied (its default plugins written out first).
Profile applyPackingFix(const Profile& profile, PackingFix fix);
Phrase packingFixTitle(PackingFix fix);
// All the fixes of a verdict at once.
Profile applyPackingFixes(const Profile& profile, const std::vector<PackingFix>& fixes);

} // namespace bp
