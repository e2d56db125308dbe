// SPDX-License-Identifier: GPL-3.0-or-later
// placementOf / setPlacement; the text itself is read by the workspace
// reader's own rules (workspace_reader.cpp, readPodPlacement) and written by
// its writer (workspace_writer.cpp, writePodPlacement).
#include "io/pod_placement_text.h"

namespace bp {

PodPlacement placementOf(const Pod& pod)
{
    return { pod.nodeSelector, pod.tolerations, pod.affinity };
}

void setPlacement(Pod& pod, PodPlacement placement)
{
    pod.nodeSelector = std::move(placement.nodeSelector);
    pod.tolerations = std::move(placement.tolerations);
    pod.affinity = std::move(placement.affinity);
}

} // namespace bp
