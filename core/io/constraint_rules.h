// SPDX-License-Identifier: GPL-3.0-or-later
// The API server's rules for tolerations, node selector requirements and
// taints (kubernetes pkg/apis/core/validation: ValidateTolerations,
// ValidateNodeSelectorRequirement, ValidateNodeFieldSelectorRequirement,
// validateNodeTaints; Gt/Lt values as labels.NewRequirement parses them),
// once for every reader that builds a workspace (the workspace file, the
// kubectl import). Each problem names the part of the object it is about, so
// that a reader can point at that part of its source.
#pragma once

#include "model/constraints.h"
#include "util/phrase.h"

#include <optional>
#include <string>
#include <vector>

namespace bp {

enum class ConstraintPart { Value, Operator, TolerationSeconds, Values, FirstValue };

struct ConstraintProblem {
    ConstraintPart part;
    Phrase message;
};

// Every problem of one toleration whose fields are each well formed.
std::vector<ConstraintProblem> tolerationProblems(const Toleration& toleration);
// The problem of one requirement with a known operator (In/NotIn in
// matchFields), or nullopt.
std::optional<ConstraintProblem> requirementProblem(const NodeSelectorRequirement& requirement, bool matchFields);
// A second taint with the key and effect of the one at `firstPath`.
Phrase duplicateTaintMessage(const Taint& taint, const std::string& firstPath);

} // namespace bp
