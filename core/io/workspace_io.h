// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace file (*.binpack.yaml): a fixed contract, see docs/workspace-format.md.
#pragma once

#include "model/pod_names.h" // kMaxReplicas
#include "model/workspace.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace bp {

// The largest workspace read. yaml-cpp needs about 45 bytes of memory per byte
// and reads a few MB/s: a 19 MB workspace (1000 nodes, 200,000 pods) takes
// 1.4 GB. Larger files are refused before parsing; identical pods belong in
// one entry with replicas. import-cluster refuses to write a larger one.
inline constexpr uint64_t kMaxWorkspaceBytes = uint64_t { 32 } << 20;

// Reads and checks a workspace. Throws InputError listing every problem found,
// each with file, line, column, field path and what was expected, e.g.
//   ws.binpack.yaml:12:18: nodes[0].allocatable.cpu: "8x" is not a valid quantity: ...
// Never crashes, hangs or silently accepts a wrong value (unknown fields are
// errors with a "did you mean" hint; duplicate node/pod/profile names are errors).
Workspace readWorkspace(std::string_view yamlText, const std::string& fileName = "<input>");
// The same from a file, or standard input for "-", read with readBounded
// (util/read_file.h): never more than kMaxWorkspaceBytes + 1 bytes.
Workspace readWorkspaceFile(const std::string& path);

// Writes a workspace in the canonical layout. Quantities keep the text the
// user wrote; fields that were omitted stay omitted. load -> save -> load gives
// an equal Workspace, and save(load(save(x))) == save(x) byte for byte.
std::string writeWorkspace(const Workspace& ws);

// writeWorkspace for a command's output, refused (InputError) where the reader
// would refuse the text: larger than kMaxWorkspaceBytes. `hint` says how to
// get a smaller one, e.g. "import fewer namespaces".
std::string writeReadableWorkspace(const Workspace& ws, const Phrase& hint);

} // namespace bp
