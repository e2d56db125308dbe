// SPDX-License-Identifier: GPL-3.0-or-later
// The profiles part of the workspace reader (profiles[i] and its plugins).
#pragma once

#include "io/yaml_tree.h"
#include "model/workspace.h"

namespace bp::yamlio {

// Reads one entry of `profiles`. Problems go to `reader`; returns false when
// the entry is not a map at all.
bool readProfile(TreeReader& reader, const YAML::Node& node, SourcePos fallback, const std::string& path,
                 Profile& profile);

// NodeAffinityArgs.addedAffinity (a core/v1 NodeAffinity), read with the
// rules of a pod's nodeAffinity (io/workspace_reader.cpp); nullopt when null
// or not a map (reported).
std::optional<NodeAffinity> readAddedAffinity(TreeReader& reader, const Entry& entry, const std::string& path);

// A Volcano argument value with the type gopkg.in/yaml.v2 gives it.
// nullopt (with a diagnostic) when the value cannot be represented.
std::optional<VolcanoArgument> readVolcanoArgument(TreeReader& reader, const Entry& entry, const std::string& path);

} // namespace bp::yamlio
