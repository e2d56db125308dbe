// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/spread_defaults.h"

#include "io/constraint_rules.h"
#include "io/import_phrases.h"
#include "util/diagnostic.h"

#include <limits>

namespace bp::yamlio {

void readDefaultConstraints(TreeReader& r, const YAML::Node& list, SourcePos pos, const std::string& path,
    std::vector<TopologySpreadConstraint>& out, bool warn)
{
    const auto items = r.items(list, pos, path,
        Phrase(BP_TEXT("bp::core", "default constraints ({maxSkew, topologyKey, whenUnsatisfiable})")));
    if (!items)
        return;
    SpreadConstraintPairs pairs(true);
    for (size_t i = 0; i < items->size(); ++i) {
        const YAML::Node& item = (*items)[i];
        const std::string itemPath = path + "[" + std::to_string(i) + "]";
        const SourcePos itemPos = r.posOf(item, pos);
        const auto e = r.entries(item, itemPos, itemPath, kSpreadConstraintKeys);
        if (!e)
            continue;
        TopologySpreadConstraint c;
        bool ok = true;
        auto fieldPos = [&](const Entry& f) { return r.posOf(f); };
        if (const Entry* skew = TreeReader::find(*e, "maxSkew")) {
            const auto n = r.integer(skew->value, fieldPos(*skew), itemPath + ".maxSkew");
            std::optional<Phrase> problem;
            if (n && (problem = spreadCountProblem(*n)))
                sayError(r, fieldPos(*skew), itemPath + ".maxSkew", std::move(*problem));
            if (n && !problem)
                c.maxSkew = static_cast<int32_t>(*n);
            else
                ok = false;
        } else {
            // v1.TopologySpreadConstraint's maxSkew is required: absent, it
            // is 0, "not in valid range (0, inf)".
            r.missing(itemPos, itemPath + ".maxSkew",
                Phrase(
                    BP_TEXT("bp::core", "the largest difference allowed in matching pods between two domains, e.g. %1"),
                    { "maxSkew: 1" }));
            ok = false;
        }
        bool pairOk = true;
        for (const bool isKey : { true, false }) {
            const char* name = isKey ? "topologyKey" : "whenUnsatisfiable";
            const Entry* f = TreeReader::find(*e, name);
            if (!f) {
                r.missing(itemPos, itemPath + "." + name,
                    isKey ? Phrase(BP_TEXT("bp::core", "a node label key, e.g. %1"),
                                { "topologyKey: topology.kubernetes.io/zone" })
                          : Phrase(BP_TEXT("bp::core", "%1 or %2"),
                                { "whenUnsatisfiable: DoNotSchedule", "ScheduleAnyway" }));
                pairOk = false;
                continue;
            }
            auto s = r.string(f->value, fieldPos(*f), itemPath + "." + name,
                isKey ? Phrase(BP_TEXT("bp::core", "a node label key, such as %1"), { "topology.kubernetes.io/zone" })
                      : Phrase(BP_TEXT("bp::core", "%1 or %2"), { "DoNotSchedule", "ScheduleAnyway" }),
                true);
            std::optional<Phrase> problem;
            if (s)
                problem = isKey ? affinityTopologyKeyProblem(*s) : whenUnsatisfiableProblem(*s);
            if (problem)
                sayError(r, fieldPos(*f), itemPath + "." + name, std::move(*problem));
            if (!s || problem)
                pairOk = false;
            else
                (isKey ? c.topologyKey : c.whenUnsatisfiable) = *s;
        }
        ok = ok && pairOk;
        if (const Entry* selector = TreeReader::find(*e, "labelSelector"); selector && !selector->value.IsNull()) {
            sayError(r, fieldPos(*selector), itemPath + ".labelSelector", defaultConstraintSelectorForbidden());
            ok = false;
        }
        if (const Entry* min = TreeReader::find(*e, "minDomains"); min && !min->value.IsNull()) {
            if (auto n = r.integer(min->value, fieldPos(*min), itemPath + ".minDomains",
                    std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()))
                c.minDomains = static_cast<int32_t>(*n);
            else
                ok = false;
        }
        for (const bool taints : { false, true }) {
            const char* key = taints ? "nodeTaintsPolicy" : "nodeAffinityPolicy";
            const Entry* policy = TreeReader::find(*e, key);
            if (!policy || policy->value.IsNull())
                continue; // absent: the default (Honor for affinity, Ignore for taints)
            auto s = r.string(policy->value, fieldPos(*policy), itemPath + "." + key,
                Phrase(BP_TEXT("bp::core", "%1 or %2"), { "Honor", "Ignore" }), true);
            if (!s) {
                ok = false;
                continue;
            }
            // ValidatePodTopologySpreadArgs leaves the policies alone; the
            // plugin honours a policy that is exactly Honor.
            if (warn && *s != "Honor" && *s != "Ignore")
                sayReport(r, Diagnostic::Severity::Warning, fieldPos(*policy), itemPath + "." + key,
                    Phrase(BP_TEXT("bp::core",
                        "%1 is neither Honor nor Ignore; the scheduler accepts it here and does not honour it, as "
                        "if it were Ignore"),
                        { bp::quoted(*s) }));
            (taints ? c.nodeTaintsPolicy : c.nodeAffinityPolicy) = *s;
        }
        if (const Entry* keys = TreeReader::find(*e, "matchLabelKeys"); keys && !keys->value.IsNull()) {
            const std::string keysPath = itemPath + ".matchLabelKeys";
            if (auto list = r.items(keys->value, fieldPos(*keys), keysPath, Phrase(BP_TEXT("bp::core", "label keys")))) {
                for (size_t k = 0; k < list->size(); ++k)
                    if (auto s = r.string((*list)[k], r.posOf((*list)[k], fieldPos(*keys)),
                            keysPath + "[" + std::to_string(k) + "]", Phrase(BP_TEXT("bp::core", "a label key"))))
                        c.matchLabelKeys.push_back(*s);
                    else
                        ok = false;
                if (warn && !list->empty())
                    sayReport(r, Diagnostic::Severity::Warning, fieldPos(*keys), keysPath,
                        Phrase(BP_TEXT("bp::core",
                            "matchLabelKeys have no effect in a default constraint: the scheduler replaces the "
                            "selector they narrow with the pod's default selector")));
            } else {
                ok = false;
            }
        }
        if (pairOk) {
            if (auto duplicate = pairs.take(c, itemPath)) {
                sayError(r, itemPos, itemPath, std::move(*duplicate));
                ok = false;
            }
        }
        if (ok)
            out.push_back(std::move(c));
    }
}

} // namespace bp::yamlio
