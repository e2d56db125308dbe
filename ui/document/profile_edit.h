// SPDX-License-Identifier: GPL-3.0-or-later
// Pure helpers that turn one Profile into an edited copy the way the designer
// edits it. When the user touches a setting that the file left to the
// scheduler's defaults, the default is first written out explicitly (the
// default profile's plugins, LeastAllocated cpu:1 memory:1), so that the edit
// changes exactly one thing and the file says what is being scored.
#pragma once

#include "io/profile_defaults.h"
#include "model/workspace.h"
#include "scoring/profile_scorer.h" // StrategyType
#include "scoring/volcano_arguments.h"
#include "util/unique_names.h"

#include <optional>
#include <string>
#include <vector>

namespace bp::ui {

// Which {name, weight} list an edit is about.
enum class WeightTarget {
    Fit,       // NodeResourcesFit scoringStrategy.resources
    Balanced,  // NodeResourcesBalancedAllocation resources
    Volcano,   // Volcano binpack.cpu / binpack.memory / binpack.resources(.<name>)
};

enum class PluginId {
    Fit,
    Balanced,
    Binpack,
    NodeOrder, // Volcano's nodeorder (its weights: setNodeOrderWeight)
    // The default profile's other score plugins (scoring/default_scores.h).
    TaintToleration,
    NodeAffinity,
    PodTopologySpread,
    InterPodAffinity,
    ImageLocality,
    // Kubernetes 1.16's SelectorSpreadPriority and NodePreferAvoidPodsPriority
    // (a 1.16 profile's legacyPriorities, with the four above but PodTopologySpread).
    SelectorSpread,
    NodePreferAvoidPods,
};

// The versions the designer offers (KubeVersion::parse accepts them all).
std::vector<std::string> supportedKubernetesVersions();
// The Volcano releases the designer offers (parseVolcanoVersion accepts them all).
std::vector<std::string> supportedVolcanoVersions();

// Plugins omitted means the scheduler's default plugins: core's
// materializeDefaultPlugins writes them out before one is changed.
using bp::materializeDefaultPlugins;
// Switches the scheduler. The profile becomes the new scheduler's default
// profile (binpack with default arguments; Fit LeastAllocated + BalancedAllocation),
// keeping its name, kubernetesVersion, volcanoVersion and schedulerName (a
// profile becoming Volcano's names its Volcano release): the other scheduler's
// settings would not be saved (undo brings them back).
void setScheduler(Profile& profile, SchedulerKind kind);
// Takes out of disabledFilters the names the profile's scheduler and release
// do not take (scoring/filter_plugins.h), after a change of scheduler or
// version; returns them (empty: none), for the undo text.
std::vector<std::string> dropInvalidDisabledFilters(Profile& profile);
// Turns filter `name` off (appended to disabledFilters) or back on.
void setFilterEnabled(Profile& profile, const std::string& name, bool enabled);

// The scoring strategy as the scheduler defaults it, written out.
ScoringStrategy& materializeStrategy(Profile& profile);
// Writes the strategy type out (its shape too for RequestedToCapacityRatio:
// `restore` when the profile has none, else the line {0, 0} {100, 10}). What
// the profile scores with is core's effectiveStrategyType (io/profile_defaults.h).
// Leaving RequestedToCapacityRatio takes the shape out of the profile: the other
// types ignore it, validation would warn about a shape the user did not write
// there, and an export would carry it. The shape taken out is returned (empty:
// none), for the caller to keep for switching back.
std::vector<ShapePoint> setStrategyType(
    Profile& profile, StrategyType type, const std::vector<ShapePoint>& restore = {});

// One weighted resource as shown in a table.
struct WeightRow {
    std::string name;
    int64_t weight = 1;
    bool isDefault = false; // shown because the list is empty and the scheduler defaults it
    bool fixed = false;     // cannot be removed or renamed (Volcano cpu and memory)
};
std::vector<WeightRow> weightRows(const Profile& profile, WeightTarget target);
// Writes rows back (materializing defaults). For Volcano, rows 0 and 1 must be cpu and memory.
void setWeightRows(Profile& profile, WeightTarget target, const std::vector<WeightRow>& rows);

// Plugin enablement and weight (Binpack: binpack.weight, which is also its on/off switch).
bool pluginEnabled(const Profile& profile, PluginId plugin);
int64_t pluginWeight(const Profile& profile, PluginId plugin);
void setPluginEnabled(Profile& profile, PluginId plugin, bool enabled);
void setPluginWeight(Profile& profile, PluginId plugin, int64_t weight);
// PodTopologySpread's default spreading: defaultingType System (true), or
// List (false).
bool defaultSpreading(const Profile& profile);
// NodeAffinity's addedAffinity (nullopt: none). Writes the default plugins
// out first, so that the args are saved with the plugin.
void setAddedAffinity(Profile& profile, std::optional<NodeAffinity> added);

// PodTopologySpread's defaulting as the editor offers it: System, a List
// without constraints (off), or a List with the profile's own.
enum class SpreadDefaulting { System, Off, List };
SpreadDefaulting spreadDefaulting(const Profile& profile);
// Sets the defaulting; `constraints` are kept for List only (System and Off
// hold none). Writes the default plugins out first, as every plugin edit does.
void setSpreadDefaulting(Profile& profile, SpreadDefaulting mode, std::vector<TopologySpreadConstraint> constraints = {});
// Volcano nodeorder's weight under `key` (scoring/volcano_arguments.h
// kNodeOrderKeys), as Volcano reads it; setting it writes the key out.
int64_t nodeOrderWeight(const Profile& profile, const char* key);
void setNodeOrderWeight(Profile& profile, const char* key, int64_t weight);
// InterPodAffinityArgs.hardPodAffinityWeight (0..100, default 1).
int64_t hardPodAffinityWeight(const Profile& profile);
void setHardPodAffinityWeight(Profile& profile, int64_t weight);

// ---- Volcano binpack.arguments ------------------------------------------------
// Reading them (findArgument, binpackInt, binpackResourceNames) is core's:
// scoring/volcano_arguments.h.
// Sets key to an integer (kind Int, unquoted), appending it when absent.
void setIntArgument(std::vector<VolcanoArgument>& args, const std::string& key, int64_t value);
void setStringArgument(std::vector<VolcanoArgument>& args, const std::string& key, const std::string& value);
bool removeArgument(std::vector<VolcanoArgument>& args, const std::string& key);

// Names for copies: core's (util/unique_names.h).
using bp::uniqueNames;

} // namespace bp::ui
