// SPDX-License-Identifier: GPL-3.0-or-later
// Checks a profile the way the target scheduler checks its configuration, with
// the upstream rules and the upstream wording (docs/config-formats.md,
// "Validation"; kubernetes pkg/scheduler/apis/config/validation/validation_pluginargs.go),
// and says when a profile cannot be expressed in a target format at all.
//
// Every Diagnostic has
//   field   = the workspace path of the offending value, e.g.
//             plugins.NodeResourcesFit.args.scoringStrategy.resources[1].weight
//             plugins.binpack.arguments[binpack.cpu]
//   message = what the scheduler says, verbatim where the scheduler says
//             something: "scoringStrategy.resources[1].weight: Invalid value:
//             101: resource weight of memory not in valid range (0, 100]"
//             (field.Error rendering, with the upstream path, which differs
//             from the workspace path: the shape is reported at
//             scoringStrategy.shape[i] although it lives under
//             requestedToCapacityRatio). Checks of our own (a shape that v1beta1's
//             MostAllocated cannot carry, Volcano arguments Volcano silently
//             ignores) say what happens and what to write instead.
//   text    = those checks of our own as a phrase, for the window to translate
//             (Diagnostic::say); empty for the scheduler's own words.
// Errors: the target scheduler would refuse the configuration (or crash), or
// the format cannot express the profile. Warnings: accepted, but probably not
// what the author meant (every Volcano check is a warning: Volcano accepts them).
#pragma once

#include "io/config_format.h"
#include "model/workspace.h"
#include "util/diagnostic.h"

#include <string>
#include <vector>

namespace bp {

struct ValidationTarget {
    ConfigFormat format = ConfigFormat::KubeV1;
    // Kubernetes minor version whose rules apply (wording changed in 1.34, a
    // rule was added in 1.36); 0: the profile's kubernetesVersion.
    int kubeMinor = 0;
};

std::vector<Diagnostic> validateProfile(const Profile& profile, const ValidationTarget& target);

// The same checks, for one format in every release that serves it is not needed:
// the GUI asks with the profile's own version and its preferred format.
// The preferred format of a profile: volcano for Volcano profiles, else the newest
// kube-scheduler format its kubernetesVersion serves.
ConfigFormat preferredFormat(const Profile& profile);

// Workspace paths used in Diagnostic::field.
std::string fitArgsPath(const std::string& rest);      // plugins.NodeResourcesFit.args.<rest>
std::string balancedArgsPath(const std::string& rest); // plugins.NodeResourcesBalancedAllocation.args.<rest>
std::string binpackArgumentPath(const std::string& key);
std::string volcanoArgumentPath(const std::string& plugin, const std::string& key); // plugins.<plugin>.arguments[<key>]

// Qualified-name validation as apimachinery's ValidateLabelName does it; returns
// the messages (empty when valid), e.g. "name part must be non-empty".
std::vector<std::string> qualifiedNameErrors(const std::string& name);

// Go's %q / field.Error value rendering helpers.
std::string goQuote(const std::string& s);
// The error for a kubernetesVersion the engine does not model, in the words
// validateProfile uses (also for a Volcano profile's, which ProfileScorer checks).
Phrase unsupportedKubernetesVersionPhrase(const std::string& version);
// The same for a Volcano profile's volcanoVersion (checked by ProfileScorer).
Phrase unsupportedVolcanoVersionPhrase(const std::string& version);

bool hasErrors(const std::vector<Diagnostic>& diagnostics);

// The extended resources a Volcano profile lists in binpack.resources (split on
// ',' and trimmed, empty items skipped, as Volcano does); empty when the
// argument is missing or not a string.
std::vector<std::string> volcanoResourceNames(const Profile& profile);

} // namespace bp
