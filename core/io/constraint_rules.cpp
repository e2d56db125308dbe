// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/constraint_rules.h"

#include "io/did_you_mean.h"
#include "io/label_selector.h"
#include "model/timestamp.h"
#include "util/diagnostic.h"
#include "util/go_int.h"

#include <algorithm>
#include <limits>

namespace bp {

std::vector<ConstraintProblem> tolerationProblems(const Toleration& t)
{
    std::vector<ConstraintProblem> out;
    if (!t.key.empty())
        if (auto problem = labelKeyProblem(t.key))
            out.push_back({ ConstraintPart::Key, std::move(*problem) });
    if (t.op.empty() || t.op == "Equal")
        if (auto problem = labelValueProblem(t.value))
            out.push_back({ ConstraintPart::Value, std::move(*problem) });
    if (t.op == "Exists" && !t.value.empty())
        out.push_back({ ConstraintPart::Value,
            Phrase(BP_TEXT("bp::core",
                "value must be empty when operator is Exists; expected no value (Exists matches every value), "
                "or operator: Equal")) });
    if (t.key.empty() && t.op != "Exists")
        out.push_back({ ConstraintPart::Operator,
            Phrase(BP_TEXT("bp::core",
                "operator must be Exists when key is empty (which tolerates every taint); expected a key, or "
                "operator: Exists")) });
    if (t.tolerationSeconds && t.effect != "NoExecute")
        out.push_back({ ConstraintPart::TolerationSeconds,
            Phrase(BP_TEXT("bp::core",
                "tolerationSeconds is only allowed with effect NoExecute; expected effect: NoExecute, or no "
                "tolerationSeconds")) });
    return out;
}

std::vector<ConstraintProblem> taintProblems(const Taint& t)
{
    std::vector<ConstraintProblem> out;
    if (auto problem = labelKeyProblem(t.key))
        out.push_back({ ConstraintPart::Key, std::move(*problem) });
    if (auto problem = labelValueProblem(t.value))
        out.push_back({ ConstraintPart::Value, std::move(*problem) });
    return out;
}

std::optional<ConstraintProblem> requirementProblem(const NodeSelectorRequirement& req, bool matchFields)
{
    if (!matchFields)
        if (auto problem = labelKeyProblem(req.key))
            return ConstraintProblem { ConstraintPart::Key, std::move(*problem) };
    const auto n = static_cast<int64_t>(req.values.size());
    if (matchFields) {
        if (n != 1)
            return ConstraintProblem { ConstraintPart::Values,
                Phrase(BP_TEXT("bp::core",
                           "operator %1 in matchFields takes exactly one value (a node name), found %n "
                           "{value|values}; expected e.g. values: [node1]"),
                    { req.op })
                    .counted(n) };
        return std::nullopt;
    }
    if (req.op == "In" || req.op == "NotIn") {
        if (n == 0)
            return ConstraintProblem { ConstraintPart::Values,
                Phrase(BP_TEXT("bp::core", "operator %1 needs at least one value; expected e.g. values: [a, b]"),
                    { req.op }) };
        return std::nullopt;
    }
    if (req.op == "Exists" || req.op == "DoesNotExist") {
        if (n != 0)
            return ConstraintProblem { ConstraintPart::Values,
                Phrase(BP_TEXT("bp::core",
                           "operator %1 takes no values, found %n {value|values}; expected no values key, or "
                           "an empty list"),
                    { req.op })
                    .counted(n) };
        return std::nullopt;
    }
    // Gt, Lt
    if (n != 1)
        return ConstraintProblem { ConstraintPart::Values,
            Phrase(BP_TEXT("bp::core",
                       "operator %1 takes exactly one value, found %n {value|values}; expected a single integer, "
                       "e.g. values: [\"4\"]"),
                { req.op })
                .counted(n) };
    if (!goParseInt(req.values.front()))
        return ConstraintProblem { ConstraintPart::FirstValue,
            Phrase(BP_TEXT("bp::core", "operator %1 compares integers; expected an integer such as \"4\", found %2"),
                { req.op, bp::quoted(req.values.front()) }) };
    return std::nullopt;
}

Phrase duplicateTaintMessage(const Taint& t, const std::string& firstPath)
{
    return Phrase(BP_TEXT("bp::core",
                      "a taint with key %1 and effect %2 is given twice (%3 has it too); expected each key and "
                      "effect pair once"),
        { bp::quoted(t.key), t.effect, firstPath });
}

std::optional<Phrase> unsupportedValue(
    const std::string& value, const std::vector<std::string>& allowed, const char* unsupported, Phrase expected)
{
    if (std::find(allowed.begin(), allowed.end(), value) != allowed.end())
        return std::nullopt;
    Phrase message(unsupported, { bp::quoted(value) });
    if (const std::string close = yamlio::closestMatch(value, allowed); !close.empty())
        message.then(yamlio::didYouMean(close));
    message.then(std::move(expected));
    return message;
}

std::optional<Phrase> spreadCountProblem(int64_t n)
{
    constexpr int64_t max = std::numeric_limits<int32_t>::max();
    if (n > 0 && n <= max)
        return std::nullopt;
    Phrase message(
        n > 0 ? BP_TEXT("bp::core", "%1 is out of range; ") : BP_TEXT("bp::core", "%1 must be greater than zero; "),
        { std::to_string(n) });
    message.then(Phrase(BP_TEXT("bp::core", "expected an integer from %1 to %2"), { "1", std::to_string(max) }));
    return message;
}

std::optional<Phrase> topologyKeyProblem(const std::string& key)
{
    if (key.empty())
        return Phrase(BP_TEXT("bp::core", "topologyKey can not be empty; expected a node label key, such as %1"),
            { "topology.kubernetes.io/zone" });
    return std::nullopt;
}

std::optional<Phrase> whenUnsatisfiableProblem(const std::string& action)
{
    return unsupportedValue(action, kWhenUnsatisfiableActions,
        BP_TEXT("bp::core", "unsupported whenUnsatisfiable %1; "),
        Phrase(BP_TEXT("bp::core", "expected %1 (a filter) or %2 (a score)"), { "DoNotSchedule", "ScheduleAnyway" }));
}

std::optional<Phrase> minDomainsProblem(const std::string& whenUnsatisfiable)
{
    if (whenUnsatisfiable == "DoNotSchedule")
        return std::nullopt;
    return Phrase(BP_TEXT("bp::core",
                      "minDomains is only allowed with whenUnsatisfiable DoNotSchedule, not %1; expected "
                      "whenUnsatisfiable: DoNotSchedule, or no minDomains"),
        { whenUnsatisfiable });
}

std::optional<Phrase> nodeInclusionPolicyProblem(const std::string& policy, bool taints)
{
    return unsupportedValue(policy, kNodeInclusionPolicies,
        taints ? BP_TEXT("bp::core", "unsupported nodeTaintsPolicy %1; ")
               : BP_TEXT("bp::core", "unsupported nodeAffinityPolicy %1; "),
        Phrase(
            BP_TEXT("bp::core", "expected Honor or Ignore, or leave it out for %1"), { taints ? "Ignore" : "Honor" }));
}

std::optional<Phrase> selectorOperatorProblem(const std::string& op)
{
    return unsupportedValue(op, kLabelSelectorOperators, BP_TEXT("bp::core", "unsupported operator %1; "),
        Phrase(BP_TEXT("bp::core", "expected In, NotIn, Exists or DoesNotExist")));
}

std::optional<Phrase> selectorValuesProblem(const LabelSelectorRequirement& r)
{
    // In, NotIn, Exists and DoesNotExist check their values as a node
    // selector's do: one rule, one message.
    NodeSelectorRequirement same;
    same.key = r.key;
    same.op = r.op;
    same.values = r.values;
    if (auto problem = requirementProblem(same, false))
        return std::move(problem->message);
    return std::nullopt;
}

namespace {

// "<lead, with the quoted value>: <why>", or nullopt when `why` is empty
// (the value is valid).
std::optional<Phrase> invalidBecause(Phrase why, const char* lead, const std::string& value)
{
    if (why.empty())
        return std::nullopt;
    return Phrase(lead, { bp::quoted(value) }).then(std::move(why));
}

} // namespace

std::optional<Phrase> labelKeyProblem(const std::string& key)
{
    return invalidBecause(checkLabelKey(key), BP_TEXT("bp::core", "%1 is not a valid label key: "), key);
}

std::optional<Phrase> labelValueProblem(const std::string& value)
{
    return invalidBecause(checkLabelValue(value), BP_TEXT("bp::core", "%1: "), value);
}

Phrase matchLabelKeysWithoutSelector(const char* field)
{
    return Phrase(BP_TEXT("bp::core",
                      "%1 must not be specified when labelSelector is not set; expected a labelSelector too, or no "
                      "%1"),
        { field });
}

std::optional<Phrase> matchLabelKeyInSelector(const std::string& key, const LabelSelectorSpec& selector)
{
    const bool inLabels = std::any_of(
        selector.matchLabels.begin(), selector.matchLabels.end(), [&](const auto& kv) { return kv.first == key; });
    const bool inExpressions = std::any_of(selector.matchExpressions.begin(), selector.matchExpressions.end(),
        [&](const LabelSelectorRequirement& r) { return r.key == key; });
    if (!inLabels && !inExpressions)
        return std::nullopt;
    return Phrase(BP_TEXT("bp::core",
                      "%1 exists in both matchLabelKeys and labelSelector; expected each key in one of them only"),
        { bp::quoted(key) });
}

std::optional<Phrase> SpreadConstraintPairs::take(const TopologySpreadConstraint& c, const std::string& path)
{
    const std::string* first = taken_.take(c.topologyKey + '\0' + c.whenUnsatisfiable, path);
    if (!first)
        return std::nullopt;
    return Phrase(defaults_ ? BP_TEXT("bp::core",
                                  "duplicate value %1 ({topologyKey, whenUnsatisfiable}); %2 has the same pair; "
                                  "expected each pair of topologyKey and whenUnsatisfiable once in defaultConstraints")
                            : BP_TEXT("bp::core",
                                  "duplicate value %1 ({topologyKey, whenUnsatisfiable}); %2 has the same pair; "
                                  "expected each pair of topologyKey and whenUnsatisfiable once in a pod"),
        { bp::quoted("{" + c.topologyKey + ", " + c.whenUnsatisfiable + "}"), *first });
}

Phrase defaultConstraintSelectorForbidden()
{
    return Phrase(BP_TEXT("bp::core",
        "a default constraint takes no labelSelector: the scheduler gives each pod its own (the selectors of its "
        "Services and controller); remove labelSelector"));
}

std::optional<Phrase> affinityWeightProblem(int64_t weight)
{
    if (weight >= 1 && weight <= 100)
        return std::nullopt;
    return Phrase(BP_TEXT("bp::core", "weight %1 is out of range; expected an integer from 1 to 100"),
        { std::to_string(weight) });
}

std::optional<Phrase> affinityTopologyKeyProblem(const std::string& key)
{
    if (auto empty = topologyKeyProblem(key))
        return empty;
    return labelKeyProblem(key);
}

std::optional<Phrase> namespaceNameProblem(const std::string& name)
{
    return invalidBecause(checkDns1123Label(name), BP_TEXT("bp::core", "%1 is not a valid namespace name: "), name);
}

std::optional<Phrase> serviceNameProblem(const std::string& name)
{
    return invalidBecause(checkDns1035Label(name), BP_TEXT("bp::core", "%1 is not a valid service name: "), name);
}

std::optional<Phrase> pdbNameProblem(const std::string& name)
{
    return invalidBecause(
        checkDns1123Subdomain(name), BP_TEXT("bp::core", "%1 is not a valid PodDisruptionBudget name: "), name);
}

std::optional<Phrase> annotationKeyProblem(const std::string& key)
{
    return invalidBecause(checkLabelKey(key), BP_TEXT("bp::core", "%1 is not a valid annotation key: "), key);
}

std::optional<Phrase> volumeNameProblem(const std::string& name)
{
    return invalidBecause(checkDns1123Label(name), BP_TEXT("bp::core", "%1 is not a valid volume name: "), name);
}

std::optional<Phrase> creationTimestampProblem(const std::string& text)
{
    if (parseRfc3339(text))
        return std::nullopt;
    return Phrase(BP_TEXT("bp::core", "%1 is not an RFC 3339 time; expected a time such as %2"),
        { bp::quoted(text), "2024-05-01T09:30:00Z" });
}

std::optional<Phrase> emptyDirMediumProblem(const std::string& medium)
{
    if (medium.empty() || medium == "Memory" || medium == "HugePages"
        || (medium.rfind("HugePages-", 0) == 0 && medium.size() > 10))
        return std::nullopt;
    return Phrase(BP_TEXT("bp::core", "unsupported medium %1; expected %2, %3, %4 or %5"),
        { bp::quoted(medium), "\"\"", "Memory", "HugePages", "HugePages-2Mi" });
}

std::optional<Phrase> ownerKindProblem(const std::string& kind)
{
    if (kind.empty())
        return Phrase(
            BP_TEXT("bp::core", "expected the owner's kind, such as %1, found an empty string"), { "ReplicaSet" });
    if (kind.find('/') != std::string::npos)
        return Phrase(BP_TEXT("bp::core",
                          "%1 is not a valid owner kind: a kind holds no %2; expected a kind such as %3 (its API "
                          "group goes in apiVersion)"),
            { bp::quoted(kind), "'/'", "ReplicaSet" });
    return std::nullopt;
}

std::optional<Phrase> ownerNameProblem(const std::string& name)
{
    if (name.empty())
        return Phrase(
            BP_TEXT("bp::core", "expected the owner's name, such as %1, found an empty string"), { "web-5d4f8" });
    return std::nullopt;
}

std::vector<LabelKeyProblem> affinityLabelKeyProblems(const PodAffinityTerm& term)
{
    std::vector<LabelKeyProblem> out;
    auto indexOf = [](const std::vector<std::string>& keys, const std::string& key) {
        // The last place, as the map upstream builds from matchLabelKeys keeps it.
        for (size_t i = keys.size(); i-- > 0;)
            if (keys[i] == key)
                return i;
        return keys.size();
    };
    if (const auto& selector = term.labelSelector) {
        std::vector<std::string> seen; // the selector's keys so far
        for (const auto& label : selector->matchLabels)
            seen.push_back(label.first);
        for (const LabelSelectorRequirement& r : selector->matchExpressions) {
            const size_t i = indexOf(term.matchLabelKeys, r.key);
            if (i < term.matchLabelKeys.size() && std::find(seen.begin(), seen.end(), r.key) != seen.end())
                out.push_back({ i,
                    Phrase(BP_TEXT("bp::core",
                               "%1 exists in both matchLabelKeys and labelSelector (the API server adds %2 for "
                               "it); expected the key in matchLabelKeys only"),
                        { bp::quoted(r.key), r.key + " In (<the pod's value>)" }) });
            seen.push_back(r.key);
        }
    }
    for (size_t i = 0; i < term.matchLabelKeys.size(); ++i) {
        const std::string& key = term.matchLabelKeys[i];
        if (std::find(term.mismatchLabelKeys.begin(), term.mismatchLabelKeys.end(), key)
            != term.mismatchLabelKeys.end())
            out.push_back({ i,
                Phrase(BP_TEXT("bp::core",
                           "%1 exists in both matchLabelKeys and mismatchLabelKeys; expected each key in one of them "
                           "only"),
                    { bp::quoted(key) }) });
    }
    return out;
}

} // namespace bp
