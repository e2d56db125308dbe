// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace file (*.binpack.yaml): a fixed contract, see docs/workspace-format.md.
#pragma once

#include "model/workspace.h"

#include <string>
#include <string_view>

namespace bp {

// Reads and checks a workspace. Throws InputError listing every problem found,
// each with file, line, column, field path and what was expected, e.g.
//   ws.binpack.yaml:12:18: nodes[0].allocatable.cpu: "8x" is not a valid quantity: ...
// Never crashes, hangs or silently accepts a wrong value (unknown fields are
// errors with a "did you mean" hint; duplicate node/pod/profile names are errors).
Workspace readWorkspace(std::string_view yamlText, const std::string& fileName = "<input>");
Workspace readWorkspaceFile(const std::string& path);

// Writes a workspace in the canonical layout. Quantities keep the text the
// user wrote; fields that were omitted stay omitted. load -> save -> load gives
// an equal Workspace, and save(load(save(x))) == save(x) byte for byte.
std::string writeWorkspace(const Workspace& ws);

} // namespace bp
