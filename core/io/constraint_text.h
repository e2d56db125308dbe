// SPDX-License-Identifier: GPL-3.0-or-later
// Labels, taints and a pod's owner written on one line, as kubectl spells
// them, for the window's cells: "app=web, tier=front",
// "dedicated=gpu:NoSchedule, node-role.kubernetes.io/control-plane:NoSchedule"
// (kubectl taint's key[=value]:Effect) and "ReplicaSet/web-5d4f8" (kubectl's
// kind/name). Parsing checks what the API server would: label keys and taint
// keys are qualified names, values are label values, the effect is one of
// the three; an owner as the workspace reader takes it (constraint_rules.h).
#pragma once

#include "model/constraints.h"
#include "model/workspace.h"
#include "util/phrase.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bp {

std::string formatLabels(const Labels& labels);
// nullopt with *error (naming the item) when an item is not key=value, a key
// repeats, or a key or value is not valid. An empty text: no labels.
std::optional<Labels> parseLabels(std::string_view text, Phrase* error);

// A label selector in kubectl's syntax (what labels.Parse reads back):
// "app=web, tier in (a, b), !legacy"; empty for {} (every object).
std::string formatLabelSelector(const LabelSelectorSpec& selector);

// "Kind/name"; "" for no owner.
std::string formatOwner(const std::optional<PodOwner>& owner);
// The reverse: "" (or blanks) is no owner; else the kind before the first
// '/' and the name after it, each trimmed, checked by ownerKindProblem and
// ownerNameProblem. False with *error when the text is not such an owner.
bool parseOwner(std::string_view text, std::optional<PodOwner>* owner, Phrase* error);

std::string formatTaints(const std::vector<Taint>& taints);
// nullopt with *error when an item is not key[=value]:Effect, a key and
// effect pair repeats (the API rejects it), or a part is not valid.
std::optional<std::vector<Taint>> parseTaints(std::string_view text, Phrase* error);

} // namespace bp
