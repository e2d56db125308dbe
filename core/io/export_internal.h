// SPDX-License-Identifier: GPL-3.0-or-later
// Shared between the scheduler-configuration writers; not a public API.
#pragma once

#include "io/scheduler_config_export.h"
#include "io/yaml_writer.h"

#include <string>
#include <vector>

namespace bp::detail {

// Validated profiles with the export overrides applied. Volcano's nodeorder
// balancedresource.weight comes from the options, not from the profile.
std::string writeKubeSchedulerConfiguration(const std::vector<Profile>& profiles, const ExportOptions& options);
std::string writeKubeV1beta1(const std::vector<Profile>& profiles, const ExportOptions& options);
std::string writePolicyYaml(const Profile& profile, const ExportOptions& options, int kubeMinor);
std::string writePolicyJson(const Profile& profile, const ExportOptions& options, int kubeMinor);
std::string writeVolcanoConf(const Profile& profile, const ExportOptions& options);
std::string writeVolcanoConfigMap(const Profile& profile, const ExportOptions& options);

// The priorities a Policy lists, in order: name, weight, and whether it is
// the resource-scoring slot. A Policy that lists priorities replaces the
// whole default list, so the defaults unrelated to resources are kept.
struct PolicyPriority {
    std::string name;
    int64_t weight = 1;
};
std::vector<PolicyPriority> defaultPolicyPriorities(int kubeMinor);

void writeResourceList(YamlWriter& w, int level, const std::vector<ResourceSpec>& resources);
void writeShape(YamlWriter& w, int level, const std::vector<ShapePoint>& shape);

// True when the strategy packs (MostAllocated, or a shape whose score rises).
bool packingStrategy(const Profile& profile);
extern const char* const kBalancedPullsComment;

} // namespace bp::detail
