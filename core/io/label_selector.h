// SPDX-License-Identifier: GPL-3.0-or-later
// Kubernetes label selectors in kubectl's text syntax (`-l`, `--selector`), as
// apimachinery's labels.Parse reads them:
//   a=b  a==b  a!=b  a  !a  a in (x,y)  a notin (x,y)  a>1  a<1
// requirements separated by commas, all of which must match. The grammar,
// the key/value validation and the matching rules follow
// staging/src/k8s.io/apimachinery/pkg/labels/selector.go.
#pragma once

#include "model/constraints.h"
#include "util/phrase.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bp {

class LabelSelector {
public:
    enum class Op { Equals, NotEquals, In, NotIn, Exists, DoesNotExist, GreaterThan, LessThan };
    struct Requirement {
        std::string key;
        Op op = Op::Exists;
        std::vector<std::string> values; // In/NotIn: the set; Equals/NotEquals/Gt/Lt: one value
    };

    LabelSelector() = default; // empty: matches everything
    // From requirements already checked (an API object's matchLabels and
    // matchExpressions, as metav1.LabelSelectorAsSelector builds them).
    explicit LabelSelector(std::vector<Requirement> requirements) : requirements_(std::move(requirements)) {}

    // Parses `text`; on failure returns nullopt and sets *error to a one-line
    // reason naming the column, e.g.
    //   found end of selector at column 9, expected ',' or ')'
    static std::optional<LabelSelector> parse(std::string_view text, Phrase* error);
    static std::optional<LabelSelector> parse(std::string_view text, std::string* error = nullptr); // in English

    bool empty() const { return requirements_.empty(); }
    const std::vector<Requirement>& requirements() const { return requirements_; }
    bool matches(const std::vector<std::pair<std::string, std::string>>& labels) const;
    // The value of `key` in `labels`, or nullptr when the label is absent.
    static const std::string* labelValue(
        const std::vector<std::pair<std::string, std::string>>& labels, std::string_view key);
    // One requirement, as labels.Requirement.Matches (the node affinity's terms use it too).
    static bool requirementMatches(
        const Requirement& r, const std::vector<std::pair<std::string, std::string>>& labels);

private:
    std::vector<Requirement> requirements_;
};

// The selection operator an API object's `operator` names (In, NotIn,
// Exists, DoesNotExist, and for node selectors Gt, Lt); nullopt for any
// other text.
std::optional<LabelSelector::Op> operatorNamed(std::string_view op);

// metav1.LabelSelectorAsSelector: matchLabels as Equals requirements, then
// the pod's own values of `matchKeys` as Equals and of `mismatchKeys` as
// NotEquals (the merges of topology spreading's and pod affinity's
// matchLabelKeys/mismatchLabelKeys; a key the pod lacks is ignored), then
// matchExpressions. nullopt for an operator other than In, NotIn, Exists and
// DoesNotExist.
std::optional<LabelSelector> selectorFromSpec(const LabelSelectorSpec& spec, const Labels& podLabels = {},
    const std::vector<std::string>& matchKeys = {}, const std::vector<std::string>& mismatchKeys = {});

// apimachinery's validation.IsQualifiedName (label keys) and IsValidLabelValue.
// Return an empty phrase when valid, else the reason.
Phrase checkLabelKey(std::string_view key);
Phrase checkLabelValue(std::string_view value);
// apimachinery's IsDNS1123Label (a namespace's name) and IsDNS1035Label (a
// Service's name, which starts with a letter); likewise.
Phrase checkDns1123Label(std::string_view name);
Phrase checkDns1035Label(std::string_view name);
// IsDNS1123Subdomain (most objects' names, a PodDisruptionBudget's); likewise.
Phrase checkDns1123Subdomain(std::string_view name);

} // namespace bp
