// SPDX-License-Identifier: GPL-3.0-or-later
// A YAML node written back as one line of flow-style text, for the values the
// readers keep as text (a Volcano argument that is a list or a map) and for
// keys that are not scalars.
#pragma once

#include "util/phrase.h"

#include <cstddef>
#include <string>
#include <yaml-cpp/yaml.h>

namespace bp::yamlio {

// The most flow text kept for one value: aliases are written out, so a small
// file can stand for a huge text.
inline constexpr size_t kMaxFlowText = 64 * 1024;

// Appends the flow-style text of `node` to `out`: "[a, \"10\", {k: v}]".
// Scalars keep their quoting (a quoted "10" stays a string), null is written
// null. False when the text would pass kMaxFlowText; `out` then holds the
// start of it.
bool flowText(const YAML::Node& node, std::string& out);

// A map key as text: a scalar as it is, a list or map as its flow text (cut
// at kMaxFlowText).
std::string keyText(const YAML::Node& key);

// "this value is larger than 64 KiB when written out; ..."
Phrase flowTooLarge();
std::string flowTooLargeMessage(); // its English

} // namespace bp::yamlio
