// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/constraint_rules.h"

#include "util/diagnostic.h"
#include "util/go_int.h"

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

} // namespace bp
