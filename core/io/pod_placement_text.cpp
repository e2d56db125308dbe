// SPDX-License-Identifier: GPL-3.0-or-later
// placementOf / setPlacement; the text itself is read by the workspace
// reader's own rules (workspace_reader.cpp, readPodPlacement) and written by
// its writer (workspace_writer.cpp, writePodPlacement).
#include "io/pod_placement_text.h"

namespace bp {

PodPlacement placementOf(const Pod& pod)
{
    PodPlacement out;
    out.nodeSelector = pod.nodeSelector;
    out.tolerations = pod.tolerations;
    out.affinity = pod.affinity;
    out.topologySpreadConstraints = pod.topologySpreadConstraints;
    return out;
}

void setPlacement(Pod& pod, PodPlacement placement)
{
    pod.nodeSelector = std::move(placement.nodeSelector);
    pod.tolerations = std::move(placement.tolerations);
    pod.affinity = std::move(placement.affinity);
    pod.topologySpreadConstraints = std::move(placement.topologySpreadConstraints);
}

} // namespace bp
