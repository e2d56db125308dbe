// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/constraint_text.h"

#include "io/constraint_rules.h"
#include "io/label_selector.h"

#include <algorithm>

namespace bp {

namespace {

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

// The comma-separated items of a cell, trimmed, empty ones skipped.
std::vector<std::string_view> items(std::string_view text)
{
    std::vector<std::string_view> out;
    size_t start = 0;
    while (start <= text.size()) {
        size_t comma = text.find(',', start);
        if (comma == std::string_view::npos)
            comma = text.size();
        const std::string_view item = trim(text.substr(start, comma - start));
        if (!item.empty())
            out.push_back(item);
        start = comma + 1;
    }
    return out;
}

// "<item>: <why>", the reason from the label checks.
Phrase about(std::string_view item, Phrase why)
{
    return Phrase(BP_TEXT("bp::core", "%1: "), { std::string(item) }).then(std::move(why));
}

// A key and value as the API checks a label's (and a taint's): *error names
// the item on failure.
bool validKeyValue(std::string_view item, const std::string& key, const std::string& value, Phrase* error)
{
    for (Phrase why : { checkLabelKey(key), checkLabelValue(value) })
        if (!why.empty()) {
            *error = about(item, std::move(why));
            return false;
        }
    return true;
}

} // namespace

std::string formatLabels(const Labels& labels)
{
    std::string out;
    for (const auto& [k, v] : labels)
        out += (out.empty() ? "" : ", ") + k + "=" + v;
    return out;
}

std::optional<Labels> parseLabels(std::string_view text, Phrase* error)
{
    Labels out;
    for (const std::string_view item : items(text)) {
        const size_t eq = item.find('=');
        if (eq == std::string_view::npos) {
            *error = about(item, Phrase(BP_TEXT("bp::core", "expected key=value, e.g. pool=gpu")));
            return std::nullopt;
        }
        const std::string key(trim(item.substr(0, eq)));
        const std::string value(trim(item.substr(eq + 1)));
        // The item, then what is wrong with it: a key is named as one (as the
        // workspace reader names it), a value says it is one.
        if (auto problem = labelKeyProblem(key)) {
            *error = about(item, std::move(*problem));
            return std::nullopt;
        }
        if (Phrase why = checkLabelValue(value); !why.empty()) {
            *error = about(item, std::move(why));
            return std::nullopt;
        }
        if (std::any_of(out.begin(), out.end(), [&](const auto& kv) { return kv.first == key; })) {
            *error = about(
                item, Phrase(BP_TEXT("bp::core", "the key %1 is given twice; expected each key once"), { key }));
            return std::nullopt;
        }
        out.emplace_back(key, value);
    }
    return out;
}

std::string formatLabelSelector(const LabelSelectorSpec& selector)
{
    std::string out = formatLabels(selector.matchLabels);
    for (const LabelSelectorRequirement& r : selector.matchExpressions) {
        if (!out.empty())
            out += ", ";
        if (r.op == "Exists") {
            out += r.key;
        } else if (r.op == "DoesNotExist") {
            out += "!" + r.key;
        } else {
            out += r.key + (r.op == "NotIn" ? " notin (" : " in (");
            for (size_t i = 0; i < r.values.size(); ++i)
                out += (i ? ", " : "") + r.values[i];
            out += ")";
        }
    }
    return out;
}

std::string formatOwner(const std::optional<PodOwner>& owner)
{
    return owner ? owner->kind + "/" + owner->name : std::string();
}

bool parseOwner(std::string_view text, std::optional<PodOwner>* owner, Phrase* error)
{
    text = trim(text);
    if (text.empty()) {
        owner->reset();
        return true;
    }
    const size_t slash = text.find('/');
    if (slash == std::string_view::npos) {
        *error = Phrase(
            BP_TEXT("bp::core", "%1: expected the owner as kind/name, e.g. ReplicaSet/web-5d4f8, or nothing for none"),
            { std::string(text) });
        return false;
    }
    PodOwner o { std::string(trim(text.substr(0, slash))), std::string(trim(text.substr(slash + 1))) };
    for (auto problem : { ownerKindProblem(o.kind), ownerNameProblem(o.name) })
        if (problem) {
            *error = std::move(*problem);
            return false;
        }
    *owner = std::move(o);
    return true;
}

std::string formatTaints(const std::vector<Taint>& taints)
{
    std::string out;
    for (const Taint& t : taints) {
        out += out.empty() ? "" : ", ";
        out += t.key;
        if (!t.value.empty())
            out += "=" + t.value;
        out += ":" + t.effect;
    }
    return out;
}

std::optional<std::vector<Taint>> parseTaints(std::string_view text, Phrase* error)
{
    std::vector<Taint> out;
    for (const std::string_view item : items(text)) {
        // kubectl taint (parseTaint): the effect after the last ':', the
        // value after the first '=' of the rest.
        const size_t colon = item.rfind(':');
        if (colon == std::string_view::npos) {
            *error = about(item,
                Phrase(BP_TEXT("bp::core", "expected key=value:Effect or key:Effect, e.g. gpu=true:NoSchedule")));
            return std::nullopt;
        }
        Taint t;
        t.effect = std::string(trim(item.substr(colon + 1)));
        const std::string_view keyValue = trim(item.substr(0, colon));
        const size_t eq = keyValue.find('=');
        t.key = std::string(trim(keyValue.substr(0, eq)));
        if (eq != std::string_view::npos)
            t.value = std::string(trim(keyValue.substr(eq + 1)));
        if (t.effect != "NoSchedule" && t.effect != "PreferNoSchedule" && t.effect != "NoExecute") {
            *error = about(item,
                Phrase(BP_TEXT("bp::core", "unknown effect %1; expected NoSchedule, PreferNoSchedule or NoExecute"),
                    { "\"" + t.effect + "\"" }));
            return std::nullopt;
        }
        if (!validKeyValue(item, t.key, t.value, error))
            return std::nullopt;
        if (std::any_of(out.begin(), out.end(),
                [&](const Taint& o) { return o.key == t.key && o.effect == t.effect; })) {
            *error = about(item,
                Phrase(BP_TEXT("bp::core", "a taint with key %1 and effect %2 is given twice; the API allows one"),
                    { t.key, t.effect }));
            return std::nullopt;
        }
        out.push_back(std::move(t));
    }
    return out;
}

} // namespace bp
