// SPDX-License-Identifier: GPL-3.0-or-later
// The filters a profile can turn off (Profile::disabledFilters), by the names
// its scheduler uses, release by release:
//   kube-scheduler 1.22+: the Filter plugins of getDefaultPlugins
//     (KubeSchedulerConfiguration plugins.filter.disabled);
//   kube-scheduler 1.16: the default predicates of the algorithm provider
//     (a Policy's `predicates` list leaves them out); CheckNodeUnschedulable
//     and PodToleratesNodeTaints are mandatory (TaintNodesByCondition is on)
//     and run whatever the Policy says;
//   Volcano: the predicates plugin's switches (predicate.<X>Enable, default
//     true), named by the Kubernetes plugin each one runs; NodeUnschedulable
//     has no switch, and resources are the allocate action's own check.
// The volume and DRA filters are real names the scheduler accepts, but the
// workspace has no volumes or claims, so turning them off changes nothing
// here (`modelled` is 0). docs/fidelity-boundaries.md ("Turning filters off")
// has the sources.
#pragma once

#include "model/workspace.h"
#include "scoring/version.h"
#include "util/phrase.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bp {

struct FilterSwitch {
    std::string name; // as disabledFilters lists it
    uint16_t modelled = 0; // the engine's filters it turns off (filterBit()s); 0: nothing the workspace models
    bool mandatory = false; // the scheduler runs it whatever the configuration says
    std::string volcanoKey; // Volcano: the predicates plugin argument, e.g. "predicate.NodePortsEnable"
};

// The filters of the profile's scheduler and release (`version` as releaseOf
// gives it), in the order the scheduler runs them.
std::vector<FilterSwitch> filterSwitches(SchedulerKind scheduler, KubeVersion version);
// The switch called `name`, or nullptr.
const FilterSwitch* findFilterSwitch(const std::vector<FilterSwitch>& switches, const std::string& name);
// Why `name` cannot be in disabledFilters (not a filter of this release, with
// a did-you-mean and the names it takes; or one that cannot be turned off);
// empty when it can.
Phrase disabledFilterProblem(const std::string& name, SchedulerKind scheduler, KubeVersion version);
// The problem of entry `index` of a disabledFilters list: disabledFilterProblem,
// or the same name earlier in the list ("listed twice"); empty when it is fine.
Phrase disabledFilterProblem(
    const std::vector<std::string>& names, size_t index, SchedulerKind scheduler, KubeVersion version);
// Whether the profile's disabledFilters lists `filter`.
bool turnsOff(const Profile& profile, std::string_view filter);
// The engine's filters that `names` turn off; names with a problem count for nothing.
uint16_t disabledFilterBits(const std::vector<std::string>& names, SchedulerKind scheduler, KubeVersion version);

} // namespace bp
