// SPDX-License-Identifier: GPL-3.0-or-later
// Profiles people actually deploy, ready to add to a workspace: the upstream
// default, the MostAllocated profile most first attempts at bin packing are
// (and why they spread), bin packing done right, and GPU packing
// (docs/default-profile.md, "Presets").
#pragma once

#include "model/workspace.h"
#include "util/phrase.h"

#include <string>
#include <vector>

namespace bp {

struct ProfilePreset {
    std::string id;      // the CLI's name and the new profile's name: "binpack"
    Phrase title;        // "Bin packing done right"
    Phrase description;  // one sentence: what it changes and why
    Profile profile;     // named `id`, kube-scheduler, the newest release
};

// In the order the window's menu lists them.
const std::vector<ProfilePreset>& profilePresets();
// nullptr when there is none of that id.
const ProfilePreset* findProfilePreset(const std::string& id);

} // namespace bp
