// SPDX-License-Identifier: GPL-3.0-or-later
// binpack-cli presets: the profiles people deploy, as a workspace to start from.
#include "cli.h"
#include "common.h"

#include "io/profile_presets.h"
#include "io/workspace_io.h"

namespace bp::cli {

namespace {

const char* kPresetsUsage = R"(Usage: binpack-cli presets [NAME...]

Without a name, lists the profile presets. With names, prints a workspace
holding those profiles (no nodes, no pods): a workspace to start from, the
profiles for import-cluster to take (its option that reads profiles from a
workspace), or a profile to export:

  binpack-cli presets naive-most-allocated binpack > profiles.binpack.yaml

Presets:
  upstream-default      kube-scheduler's default profile
  naive-most-allocated  MostAllocated with the rest of the defaults, which spread
  binpack               bin packing done right: MostAllocated at weight 10, no
                        default spreading, BalancedAllocation and ImageLocality off
  binpack-rtcr          the same with RequestedToCapacityRatio (0 -> 0, 100 -> 10)
  gpu-binpack           RequestedToCapacityRatio over nvidia.com/gpu 5, cpu, memory
  volcano-default       Volcano's shipped nodeorder and binpack, which spread
  volcano-binpack       binpack at weight 10, nodeorder's spreading scorers at 0

Options:
  -h, --help          this help
Exit codes: 0 success, 1 invalid input, 2 wrong usage.
)";

} // namespace

int cmdPresets(const std::vector<std::string>& argv, Io io)
{
    Args args(std::vector<Args::Spec> {});
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli presets: " << err << "\n";
        return usage(io, kPresetsUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kPresetsUsage, true);
    if (args.positional().empty()) {
        for (const ProfilePreset& p : profilePresets())
            io.out << p.id << std::string(p.id.size() < 22 ? 22 - p.id.size() : 1, ' ') << p.title.english() << ": "
                   << p.description.english() << "\n";
        return kOk;
    }
    Workspace ws;
    for (const std::string& name : args.positional()) {
        const ProfilePreset* p = findProfilePreset(name);
        if (!p) {
            std::string names;
            for (const ProfilePreset& q : profilePresets())
                names += (names.empty() ? "" : ", ") + q.id;
            io.err << "binpack-cli presets: unknown preset \"" << name << "\"; expected one of " << names << "\n";
            return kUsage;
        }
        ws.profiles.push_back(p->profile);
    }
    io.out << writeWorkspace(ws);
    return kOk;
}

} // namespace bp::cli
