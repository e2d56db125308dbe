// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of volcano-scheduler.conf a profile does not model (the actions,
// every tier's plugin entries, configurations, metrics), kept as written: read
// from an imported file or from a workspace's volcanoConf, and written back
// around the profile's binpack, nodeorder and predicates by the export and
// the workspace writer (docs/config-formats.md, "The actions and tiers").
#pragma once

#include "io/yaml_tree.h"
#include "model/workspace.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bp::yamlio {

// The fields of a plugin entry that some Volcano release reads
// (conf.PluginOption's yaml tags, 1.8 to the newest, with "name" and
// "arguments"). Volcano reads the file with yaml.v2, which ignores any other.
const std::vector<std::string>& volcanoPluginFields();

// The plugins that add to a node's score in some Volcano release besides
// binpack and nodeorder (they register a NodeOrderFn or BatchNodeOrderFn),
// which the designer does not model.
bool scoresNodesUnmodelled(const std::string& plugin);
// A kept entry's option (readTierPlugin keeps YAML bools and null only):
// nullopt when it is not given or null, else its yaml.v2 value.
std::optional<bool> optionValue(const VolcanoTierPlugin& plugin, std::string_view option);
// A kept entry that does: one of those whose enableNodeOrder is not false.
bool scoresUnmodelled(const VolcanoTierPlugin& plugin);
// The names of the profile's kept entries that do, in tier order.
std::vector<std::string> unmodelledScorers(const Profile& profile);

// The actions and tiers of Volcano's shipped volcano-scheduler.conf (the
// Helm chart's: DefaultSchedulerConf with gang's and drf's
// enablePreemptable: false, and binpack), which the export writes around a
// profile without its own.
const VolcanoConf& shippedVolcanoConf();

// One tier plugin entry `entry` (a map) as kept: every field but name and
// arguments in `options`, each argument in `arguments` (when
// `keepArguments`; the caller reads them otherwise), values as flow text; a
// field or argument given twice keeps its last value, as yaml.v2 does. Problems are errors at `path` (no name,
// arguments that are not a map, an enable flag that yaml.v2 cannot read as a bool, which makes Volcano refuse the whole
// file) or warnings (a field no release reads). nullopt: no entry to keep (not a map, or no name).
std::optional<VolcanoTierPlugin> readTierPlugin(
    TreeReader& r, const YAML::Node& entry, const std::string& path, bool keepArguments = true);

// Sets `key` in `fields` to `value`: replaced in place of an earlier one
// (yaml.v2 keeps a repeated key's last value), appended otherwise.
void setField(std::vector<VolcanoField>& fields, VolcanoField field);

// A value kept as flow text (configurations, metrics); an error at `path`
// when it is too large. False then.
bool readFlowValue(TreeReader& r, const YAML::Node& value, const std::string& path, std::string& out);

// Whether `key` is a filter switch of the profile's scheduler and release
// (predicate.<X>Enable): the profile's disabledFilters, never a kept
// argument.
bool isFilterSwitchKey(const Profile& profile, const std::string& key);
// A kept entry's arguments as the profile writes them: a predicates entry's
// without the switches of the profile's release (a change of volcanoVersion
// can make a kept argument one), every other entry's as kept.
std::vector<VolcanoField> keptArguments(const Profile& profile, const VolcanoTierPlugin& plugin);

// "- name: x" at `indent` spaces, then its options at indent + 2, as block
// YAML lines.
std::string tierPluginHead(int indent, const VolcanoTierPlugin& plugin);
// The head, then "arguments:" at indent + 2 and `arguments` below it (none:
// no arguments key).
std::string tierPluginText(int indent, const VolcanoTierPlugin& plugin, const std::vector<VolcanoField>& arguments);

} // namespace bp::yamlio
