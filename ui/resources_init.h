// SPDX-License-Identifier: GPL-3.0-or-later
// The resources (icons, examples, translations) are compiled into the static
// ui library; a static library's resources must be registered explicitly.
#pragma once

namespace bp::ui {

// Registers the resources once; cheap to call again.
void initResources();

} // namespace bp::ui
