// SPDX-License-Identifier: GPL-3.0-or-later
// A legacy Policy's `predicates` and a profile's disabledFilters
// (docs/config-formats.md, "Turned-off filters"). A Policy that lists
// predicates runs only those, plus the mandatory ones; a Policy without the
// key runs the default predicates. So a profile that turns filters off is
// written as the default predicates without those filters.
//   kube-scheduler 1.16 (pkg/scheduler/algorithmprovider/defaults/defaults.go,
//     factory/factory.go CreateFromConfig, factory/plugins.go
//     getFitPredicateFunctions): the profile names the predicates themselves.
//   kube-scheduler 1.22 (pkg/scheduler/framework/plugins/legacy_registry.go):
//     each predicate is turned into framework plugins by its config
//     producer; the profile names the Filter plugins, so a predicate is
//     listed when every Filter plugin it enables is on. GeneralPredicates is
//     NodeResourcesFit, NodeName, NodePorts and NodeAffinity in one: with one
//     of them off, the others are listed as PodFitsResources, HostName,
//     PodFitsHostPorts and MatchNodeSelector.
#pragma once

#include "model/workspace.h"
#include "scoring/version.h"
#include "util/phrase.h"

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace bp {

// A predicate of the 1.22 legacy registry and the Filter plugins its config
// producer enables.
struct LegacyPredicate {
    const char* name;
    std::vector<const char*> filters;
    bool isDefault = false; // in DefaultPredicates (a Policy without `predicates` runs it)
    bool mandatory = false; // in mandatoryPredicates: configured whatever the Policy lists
};

// Every predicate of the 1.22 legacy registry that enables a Filter plugin,
// in its predicateOrdering.
const std::vector<LegacyPredicate>& legacyRegistryPredicates();
// The predicate called `name` ("PodFitsPorts" is PodFitsHostPorts, as in
// ProcessPredicatePolicy), or nullptr.
const LegacyPredicate* findLegacyPredicate(std::string_view name);

// The predicates a Policy lists for a kube-scheduler profile that turns
// filters off, sorted by name (the order of the scheduler's sets.String).
// `release` is the profile's (releaseOf): 1.16 names predicates, 1.22 and
// later Filter plugins. Empty when the profile turns nothing off (the Policy
// then has no `predicates`) unless `listDefaults`: then the default
// predicates. Names policyFilterProblem refuses are skipped.
std::vector<std::string> policyPredicates(const Profile& profile, KubeVersion release, bool listDefaults = false);

// Why Filter plugin `name`, turned off by a 1.22-or-later profile, cannot be
// written as a Policy: a mandatory predicate of the legacy registry enables
// it, or no predicate does. Empty when a Policy can leave it out.
Phrase policyFilterProblem(const std::string& name, KubeVersion release);

// Reading a Policy back: the filters of `release` (1.16 or 1.22) that a
// Policy listing `listed` turns off, in the order filterSwitches gives them.
// `listed` holds the predicate names that policyPredicateKnown accepts
// (PodFitsPorts read as PodFitsHostPorts).
std::vector<std::string> filtersOffByPredicates(const std::set<std::string>& listed, KubeVersion release);
// True when `name` in a Policy's predicates is one a profile of `release`
// expresses: a default predicate of 1.16, or for 1.22 a predicate whose
// Filter plugins are all default filters.
bool policyPredicateKnown(std::string_view name, KubeVersion release);

} // namespace bp
