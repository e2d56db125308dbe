// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/constraint_rules.h"

#include "io/did_you_mean.h"
#include "io/label_selector.h"
#include "util/diagnostic.h"
#include "util/go_int.h"

#include <algorithm>
#include <limits>

namespace bp {

std::vector<ConstraintProblem> tolerationProblems(const Toleration& t)
{
    std::vector<ConstraintProblem> out;
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

std::optional<ConstraintProblem> requirementProblem(const NodeSelectorRequirement& req, bool matchFields)
{
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

std::optional<Phrase> labelKeyProblem(const std::string& key)
{
    Phrase why = checkLabelKey(key);
    if (why.empty())
        return std::nullopt;
    return Phrase(BP_TEXT("bp::core", "%1 is not a valid label key: "), { bp::quoted(key) }).then(std::move(why));
}

std::optional<Phrase> labelValueProblem(const std::string& value)
{
    Phrase why = checkLabelValue(value);
    if (why.empty())
        return std::nullopt;
    return Phrase(BP_TEXT("bp::core", "%1: "), { bp::quoted(value) }).then(std::move(why));
}

Phrase matchLabelKeysWithoutSelector()
{
    return Phrase(BP_TEXT("bp::core",
        "matchLabelKeys must not be specified when labelSelector is not set; expected a labelSelector too, or no "
        "matchLabelKeys"));
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
    return Phrase(BP_TEXT("bp::core",
                      "duplicate value %1 ({topologyKey, whenUnsatisfiable}); %2 has the same pair; expected each "
                      "pair of topologyKey and whenUnsatisfiable once in a pod"),
        { bp::quoted("{" + c.topologyKey + ", " + c.whenUnsatisfiable + "}"), *first });
}

} // namespace bp
