// SPDX-License-Identifier: GPL-3.0-or-later
// The API server's rules for tolerations, node selector requirements,
// taints, topology spread constraints, pod affinity terms, preferred
// scheduling terms, namespace and service names (kubernetes
// pkg/apis/core/validation: ValidateTolerations,
// ValidateNodeSelectorRequirement, ValidateNodeFieldSelectorRequirement,
// validateNodeTaints, validateTopologySpreadConstraints; Gt/Lt values as
// labels.NewRequirement parses them; apimachinery's ValidateLabelSelector),
// once for every reader that builds a workspace (the workspace file, the
// kubectl import). Each problem names the part of the object it is about, or
// is one field's, so that a reader can point at that part of its source.
#pragma once

#include "io/container_port_rules.h"
#include "model/constraints.h"
#include "util/phrase.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bp {

enum class ConstraintPart { Key, Value, Operator, TolerationSeconds, Values, FirstValue };

struct ConstraintProblem {
    ConstraintPart part;
    Phrase message;
};

// Every problem of one toleration whose fields are each well formed: a key
// that is not a label key (ValidateLabelName), an Equal value that is not a
// label value, and the rules between the fields.
std::vector<ConstraintProblem> tolerationProblems(const Toleration& toleration);
// A taint's key and value as validateNodeTaints checks them (a label key, a
// label value; the effect is the reader's).
std::vector<ConstraintProblem> taintProblems(const Taint& taint);
// The problem of one requirement with a known operator (In/NotIn in
// matchFields), or nullopt; a matchExpressions key must be a label key
// (ValidateNodeSelectorRequirement).
std::optional<ConstraintProblem> requirementProblem(const NodeSelectorRequirement& requirement, bool matchFields);
// A second taint with the key and effect of the one at `firstPath`.
Phrase duplicateTaintMessage(const Taint& taint, const std::string& firstPath);

// "<unsupported, filled with the value>did you mean \"x\"? <expected>", or
// nullopt when `value` is one of `allowed`.
std::optional<Phrase> unsupportedValue(
    const std::string& value, const std::vector<std::string>& allowed, const char* unsupported, Phrase expected);

// ---- Topology spread constraints (validateTopologySpreadConstraints) -------
//
// Each check is one field's (the readers point at that field), except the
// pair and matchLabelKeys checks, which compare fields and constraints.

// The fields of a TopologySpreadConstraint (a pod's, or a profile's default
// constraint), as the readers list them.
inline const std::vector<std::string> kSpreadConstraintKeys = { "maxSkew", "topologyKey", "whenUnsatisfiable",
    "labelSelector", "minDomains", "nodeAffinityPolicy", "nodeTaintsPolicy", "matchLabelKeys" };
inline const std::vector<std::string> kWhenUnsatisfiableActions = { "DoNotSchedule", "ScheduleAnyway" };
inline const std::vector<std::string> kNodeInclusionPolicies = { "Honor", "Ignore" };
inline const std::vector<std::string> kLabelSelectorOperators = { "In", "NotIn", "Exists", "DoesNotExist" };

// maxSkew and minDomains: greater than zero (ValidateMaxSkew,
// validateMinDomains), and an int32 as the API's JSON decoding takes it.
std::optional<Phrase> spreadCountProblem(int64_t n);
// topologyKey: not empty (ValidateTopologyKey), and nothing more, as the API
// server checks it: a key that is no label key names no node label, so the
// scheduler refuses every node with "(missing required label)", and so does
// the simulator.
std::optional<Phrase> topologyKeyProblem(const std::string& key);
// whenUnsatisfiable: DoNotSchedule or ScheduleAnyway (ValidateWhenUnsatisfiable).
std::optional<Phrase> whenUnsatisfiableProblem(const std::string& action);
// minDomains (set) with this whenUnsatisfiable: only DoNotSchedule takes it.
std::optional<Phrase> minDomainsProblem(const std::string& whenUnsatisfiable);
// nodeAffinityPolicy (taints false) or nodeTaintsPolicy (true): Honor or
// Ignore (validateNodeInclusionPolicy).
std::optional<Phrase> nodeInclusionPolicyProblem(const std::string& policy, bool taints);
// A label selector requirement's operator: In, NotIn, Exists, DoesNotExist.
std::optional<Phrase> selectorOperatorProblem(const std::string& op);
// The values of a requirement with a known operator (ValidateLabelSelectorRequirement:
// In and NotIn need values, Exists and DoesNotExist take none).
std::optional<Phrase> selectorValuesProblem(const LabelSelectorRequirement& requirement);
// A label key (IsQualifiedName) / value (IsValidLabelValue), as
// ValidateLabelSelector and ValidateLabelName check them.
std::optional<Phrase> labelKeyProblem(const std::string& key);
std::optional<Phrase> labelValueProblem(const std::string& value);
// matchLabelKeys (or, in a pod affinity term, mismatchLabelKeys: `field`)
// set while labelSelector is null or absent.
Phrase matchLabelKeysWithoutSelector(const char* field = "matchLabelKeys");
// A matchLabelKeys key that the selector's matchLabels or matchExpressions
// hold too; nullopt when they do not.
std::optional<Phrase> matchLabelKeyInSelector(const std::string& key, const LabelSelectorSpec& selector);

// The {topologyKey, whenUnsatisfiable} pairs of one pod's constraints, each
// pair once (ValidateSpreadConstraintNotRepeat).
class SpreadConstraintPairs {
public:
    // profileDefaults: the pairs of PodTopologySpreadArgs.defaultConstraints
    // (validateConstraintNotRepeat), not of a pod's constraints.
    explicit SpreadConstraintPairs(bool profileDefaults = false)
        : defaults_(profileDefaults)
    {
    }
    // nullopt when the pair of `constraint` is new (it is recorded with
    // `path`); else the message for a duplicate of the constraint at the path
    // recorded first.
    std::optional<Phrase> take(const TopologySpreadConstraint& constraint, const std::string& path);

private:
    FirstPaths taken_;
    bool defaults_ = false;
};

// A labelSelector in PodTopologySpreadArgs.defaultConstraints: "constraint
// must not define a selector, as they deduced for each pod".
Phrase defaultConstraintSelectorForbidden();

// ---- Pod affinity and preferred node affinity ------------------------------
//
// validatePodAffinity, validatePodAntiAffinity, validatePodAffinityTerm,
// validateWeightedPodAffinityTerms, ValidatePreferredSchedulingTerms and
// validateMatchLabelKeysAndMismatchLabelKeys (kubernetes
// pkg/apis/core/validation/validation.go), with ValidatePodAffinityTermSelector's
// ValidateLabelSelector for labelSelector and namespaceSelector (the label
// selector rules above, label values checked as on create).

// weight of a WeightedPodAffinityTerm or a PreferredSchedulingTerm: "must be
// in the range 1-100".
std::optional<Phrase> affinityWeightProblem(int64_t weight);
// A pod affinity term's topologyKey: "can not be empty", then
// ValidateLabelName (a qualified name), as validatePodAffinityTerm checks it.
std::optional<Phrase> affinityTopologyKeyProblem(const std::string& key);
// An entry of a pod affinity term's namespaces: ValidateNamespaceName, a
// DNS-1123 label.
std::optional<Phrase> namespaceNameProblem(const std::string& name);
// A Service's name: ValidateServiceName, a DNS-1035 label.
std::optional<Phrase> serviceNameProblem(const std::string& name);
// A PodDisruptionBudget's name: ValidateObjectMeta's NameIsDNSSubdomain.
std::optional<Phrase> pdbNameProblem(const std::string& name);
// An annotation's key: ValidateAnnotations, a qualified name (as a label key).
std::optional<Phrase> annotationKeyProblem(const std::string& key);
// A pod volume's name: ValidateVolumes, a DNS-1123 label.
std::optional<Phrase> volumeNameProblem(const std::string& name);
// metadata.creationTimestamp: an RFC 3339 time, as metav1.Time reads it
// (model/timestamp.h parseRfc3339).
std::optional<Phrase> creationTimestampProblem(const std::string& text);
// emptyDir.medium: "", Memory, HugePages or HugePages-<size> (the
// StorageMedium values the API accepts).
std::optional<Phrase> emptyDirMediumProblem(const std::string& medium);

// ---- A pod's controller owner reference ------------------------------------
//
// metadata.ownerReferences' controller as a workspace holds it: the kind and
// name must not be empty (ValidateOwnerReferences checks nothing more of
// them), and the kind holds no '/', so that the window's "Kind/name" reads
// back (a kind is a type name such as ReplicaSet; its API group goes in
// apiVersion). The workspace file, the kubectl import and the pod table's
// Owner cell all take an owner by these two rules.
std::optional<Phrase> ownerKindProblem(const std::string& kind);
std::optional<Phrase> ownerNameProblem(const std::string& name);

// A problem with one key of a pod affinity term's matchLabelKeys (the checks
// across fields of validateMatchLabelKeysAndMismatchLabelKeys); `index` is
// the key's place in term.matchLabelKeys.
struct LabelKeyProblem {
    size_t index;
    Phrase message;
};
// Every key of term.matchLabelKeys that (1) is in labelSelector's
// matchExpressions after matchLabels or an earlier expression holds it
// already: the API server adds "key In (value)" to the selector for each
// matchLabelKeys key, so a key found twice there was given by hand too
// ("exists in both matchLabelKeys and labelSelector"); or (2) is in
// mismatchLabelKeys as well. The keys are each a label key.
std::vector<LabelKeyProblem> affinityLabelKeyProblems(const PodAffinityTerm& term);

} // namespace bp
