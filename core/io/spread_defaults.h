// SPDX-License-Identifier: GPL-3.0-or-later
// PodTopologySpreadArgs.defaultConstraints (defaultingType: List), read from
// a workspace's plugins.PodTopologySpread.args or a KubeSchedulerConfiguration's
// pluginConfig, and checked as ValidatePodTopologySpreadArgs checks them
// (kubernetes pkg/scheduler/apis/config/validation/validation_pluginargs.go):
// maxSkew greater than zero, a topologyKey that is a label key,
// whenUnsatisfiable DoNotSchedule or ScheduleAnyway, no labelSelector (the
// scheduler gives each pod its own default selector), each
// {topologyKey, whenUnsatisfiable} once. minDomains, nodeAffinityPolicy,
// nodeTaintsPolicy and matchLabelKeys are not validated there: they are kept
// as given, and the scheduler reads them as it reads a pod's (a policy other
// than Honor does not honour; matchLabelKeys have no effect).
#pragma once

#include "io/yaml_tree.h"
#include "model/constraints.h"

#include <string>
#include <vector>

namespace bp::yamlio {

// Reads `list` (null: none) into `out`, every problem an error at its field
// of `path` ("....defaultConstraints[i].maxSkew"). A constraint with a
// problem is left out. `warn`: also warn about what the scheduler accepts
// but reads otherwise than it looks (an import; a workspace keeps it
// silently, as written by the import).
void readDefaultConstraints(TreeReader& r, const YAML::Node& list, SourcePos pos, const std::string& path,
    std::vector<TopologySpreadConstraint>& out, bool warn);

} // namespace bp::yamlio
