// SPDX-License-Identifier: GPL-3.0-or-later
// A pod's placement constraints as text: the YAML the window's placement
// editor shows and reads. The keys are a workspace pod's (nodeSelector,
// tolerations, affinity, topologySpreadConstraints), written and checked
// exactly as in a workspace file (docs/workspace-format.md), so that what
// the editor accepts a file accepts too.
#pragma once

#include "model/workspace.h"

#include <optional>
#include <string>
#include <string_view>

namespace bp {

struct PodPlacement {
    Labels nodeSelector;
    std::vector<Toleration> tolerations;
    std::optional<Affinity> affinity;
    std::vector<TopologySpreadConstraint> topologySpreadConstraints;
    friend bool operator==(const PodPlacement&, const PodPlacement&) = default;
};

PodPlacement placementOf(const Pod& pod);
void setPlacement(Pod& pod, PodPlacement placement);

// Block YAML with the keys that are set, in the workspace writer's layout;
// empty when the pod has no constraints.
std::string writePodPlacement(const PodPlacement& placement);

// Reads the text back. Throws InputError listing every problem, each with
// its line and column in `text` and the field path ("tolerations[1].effect").
// Empty text (or only comments) is "no constraints".
PodPlacement readPodPlacement(std::string_view text);

// A profile's NodeAffinityArgs.addedAffinity as text, under the key
// `addedAffinity` as a workspace writes it (empty: none), and read back
// with the same rules and messages (empty text: none).
std::string writeAddedAffinity(const std::optional<NodeAffinity>& added);
std::optional<NodeAffinity> readAddedAffinityText(std::string_view text);

} // namespace bp
