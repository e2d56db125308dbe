// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yaml_tree.h"

#include "io/did_you_mean.h"
#include "io/profile_validation.h"
#include "io/volcano_scalar.h"
#include "io/yaml_flow.h"

#include <algorithm>
#include <limits>
#include <set>

namespace bp::yamlio {

namespace {

// "expected <what>", "expected <what>, found <description>": each part is
// translated alone, as what is expected and what was found come from callers.
Phrase expected(const Phrase& what)
{
    return Phrase(BP_TEXT("bp::core", "expected ")).then(what);
}

Phrase found(Phrase expectation, Phrase description)
{
    expectation.then(Phrase(BP_TEXT("bp::core", ", found "))).then(std::move(description));
    return expectation;
}

Phrase notAnInteger(const YAML::Node& node)
{
    return found(Phrase(BP_TEXT("bp::core", "expected an integer")), TreeReader::description(node));
}

} // namespace

SourcePos TreeReader::posOf(const YAML::Mark& mark) const
{
    if (mark.is_null() || mark.line < 0)
        return {};
    return SourcePos { mark.line + 1 + lineOffset_, mark.column + 1 + columnOffset_ };
}

SourcePos TreeReader::posOf(const YAML::Node& node, SourcePos fallback) const
{
    if (!node.IsDefined())
        return fallback;
    const YAML::Mark mark = node.Mark();
    if (mark.is_null() || mark.line < 0 || (dialect_ == Dialect::Workspace && node.IsNull()))
        return fallback;
    return posOf(mark);
}

SourcePos TreeReader::posOf(const Entry& e) const
{
    return posOf(e.value, posOf(e.keyNode));
}

Diagnostic TreeReader::make(
    Diagnostic::Severity severity, SourcePos pos, const std::string& field, Wording message) const
{
    Diagnostic d;
    d.severity = severity;
    d.file = file_;
    d.line = pos.line;
    d.column = pos.column;
    d.field = field;
    std::move(message).tell(d);
    return d;
}

void TreeReader::report(Diagnostic::Severity severity, SourcePos pos, const std::string& field, Wording message)
{
    sink_->push_back(make(severity, pos, field, std::move(message)));
    if (maxDiagnostics_ != 0 && sink_->size() >= maxDiagnostics_) {
        Diagnostic stop;
        stop.file = file_;
        stop.say(Phrase(BP_TEXT("bp::core", "too many errors; stopped after %1"), { std::to_string(maxDiagnostics_) }));
        sink_->push_back(std::move(stop));
        throw TooManyErrors {};
    }
}

Phrase TreeReader::description(const YAML::Node& node)
{
    if (!node.IsDefined() || node.IsNull())
        return Phrase(BP_TEXT("bp::core", "nothing (null)"));
    if (node.IsMap())
        return Phrase(BP_TEXT("bp::core", "a map"));
    if (node.IsSequence())
        return Phrase(BP_TEXT("bp::core", "a list"));
    return Phrase(node.Tag() == "!" ? BP_TEXT("bp::core", "the string %1") : BP_TEXT("bp::core", "the value %1"),
        { bp::quoted(node.Scalar()) });
}

std::string TreeReader::describe(const YAML::Node& node)
{
    return description(node).english();
}

Phrase TreeReader::join(const std::vector<std::string>& words)
{
    Phrase out = verbatim(words.empty() ? std::string() : words.front());
    for (size_t i = 1; i < words.size(); ++i) {
        const char* joint = i + 1 < words.size() ? BP_TEXT("bp::core", ", %1")
            : words.size() > 2                   ? BP_TEXT("bp::core", ", or %1")
                                                 : BP_TEXT("bp::core", " or %1");
        out.then(Phrase(joint, { words[i] }));
    }
    return out;
}

bool TreeReader::expectMap(const YAML::Node& node, SourcePos pos, const std::string& field)
{
    if (node.IsMap())
        return true;
    if (dialect_ == Dialect::Workspace)
        error(posOf(node, pos), field,
            found(Phrase(BP_TEXT("bp::core", "expected a map (key: value)")), description(node)));
    else if (!node.IsNull())
        error(posOf(node, pos), field,
            Phrase(node.IsSequence() ? BP_TEXT("bp::core", "expected a map, got a list")
                                     : BP_TEXT("bp::core", "expected a map, got a scalar")));
    return false;
}

bool TreeReader::expectList(const YAML::Node& node, SourcePos pos, const std::string& field, const Wording& what)
{
    if (node.IsSequence())
        return true;
    if (dialect_ == Dialect::Workspace)
        error(posOf(node, pos), field,
            found(Phrase(BP_TEXT("bp::core", "expected a list of ")).then(what.phrase()), description(node)));
    else
        error(posOf(node, pos), field,
            Phrase(node.IsMap() ? BP_TEXT("bp::core", "expected a list, got a map")
                                : BP_TEXT("bp::core", "expected a list, got a scalar")));
    return false;
}

std::optional<std::vector<Entry>> TreeReader::mapEntries(
    const YAML::Node& node, SourcePos pos, const std::string& field, const KeyRules& rules)
{
    const bool workspace = dialect_ == Dialect::Workspace;
    if (!expectMap(node, pos, field))
        return std::nullopt;
    auto listed = [](const std::vector<std::string>* words, const std::string& key) {
        return words && std::find(words->begin(), words->end(), key) != words->end();
    };
    std::vector<Entry> out;
    std::set<std::string> seen;
    for (auto it = node.begin(); it != node.end(); ++it) {
        const YAML::Node key = it->first;
        if (!key.IsScalar() && workspace) {
            error(posOf(key, pos), field,
                found(Phrase(BP_TEXT("bp::core", "expected a plain key")), description(key))
                    .then(Phrase(BP_TEXT("bp::core", " used as a key"))));
            continue;
        }
        const std::string name = keyText(key);
        const auto path = [&] { return field.empty() ? name : field + "." + name; }; // for messages only
        const auto quotedName = [&] { return "\"" + name + "\""; };
        if (!seen.insert(name).second) {
            if (workspace) {
                error(posOf(key, pos), path(),
                    Phrase(BP_TEXT("bp::core", "duplicate key; each key may appear once in a map")));
                continue;
            }
            if (rules.duplicatesAreErrors)
                error(posOf(key, pos), path(),
                    Phrase(
                        BP_TEXT("bp::core", "duplicate field %1: the key is given more than once"), { quotedName() }));
            else
                report(Diagnostic::Severity::Warning, posOf(key, pos), path(),
                    Phrase(BP_TEXT("bp::core", "%1 is given more than once; the last one is used"), { quotedName() }));
        }
        if (listed(rules.ignored, name)) {
            report(Diagnostic::Severity::Warning, posOf(key, pos), path(),
                Phrase(BP_TEXT("bp::core", "not part of a Binpack Studio profile; not imported")));
            continue;
        }
        if (!rules.allowed || listed(rules.allowed, name)) {
            out.push_back(Entry { name, key, it->second });
            continue;
        }
        Phrase hint = rules.hint ? rules.hint(name) : Phrase();
        if (hint.empty() && rules.extraHint)
            if (std::string h = rules.extraHint(name); !h.empty())
                hint = verbatim(std::move(h));
        const std::string close = hint.empty() ? closestMatch(name, *rules.allowed) : std::string();
        if (workspace) {
            Phrase message(BP_TEXT("bp::core", "unknown field; "));
            message.then(close.empty() ? std::move(hint) : didYouMean(close));
            error(posOf(key, pos), path(), message.then(expected(join(*rules.allowed))));
        } else {
            std::string listing;
            for (const auto& a : *rules.allowed)
                listing += (listing.empty() ? "" : ", ") + a;
            Phrase message(BP_TEXT("bp::core", "unknown field %1"), { quotedName() });
            if (!close.empty())
                message.then(Phrase(BP_TEXT("bp::core", " (did you mean %1?)"), { "\"" + close + "\"" }));
            error(posOf(key, pos), path(),
                message.then(Phrase(BP_TEXT("bp::core", "; expected one of: %1"), { listing })));
        }
    }
    return out;
}

std::optional<std::vector<Entry>> TreeReader::anyEntries(
    const YAML::Node& node, SourcePos pos, const std::string& field)
{
    return mapEntries(node, pos, field, KeyRules {});
}

std::optional<std::vector<Entry>> TreeReader::entries(const YAML::Node& node, SourcePos pos, const std::string& field,
    const std::vector<std::string>& allowed, std::string (*extraHint)(std::string_view key))
{
    KeyRules rules;
    rules.allowed = &allowed;
    rules.extraHint = extraHint;
    return mapEntries(node, pos, field, rules);
}

std::optional<std::vector<Entry>> TreeReader::entries(const YAML::Node& node, SourcePos pos, const std::string& field,
    const std::vector<std::string>& allowed, Phrase (*hint)(std::string_view key))
{
    KeyRules rules;
    rules.allowed = &allowed;
    rules.hint = hint;
    return mapEntries(node, pos, field, rules);
}

const Entry* TreeReader::find(const std::vector<Entry>& entries, std::string_view key)
{
    for (const auto& e : entries) {
        if (e.key == key)
            return &e;
    }
    return nullptr;
}

std::optional<std::vector<YAML::Node>> TreeReader::items(
    const YAML::Node& node, SourcePos pos, const std::string& field, const Wording& what)
{
    if (!node.IsDefined() || node.IsNull())
        return std::vector<YAML::Node> {};
    if (!expectList(node, pos, field, what))
        return std::nullopt;
    std::vector<YAML::Node> out;
    out.reserve(node.size());
    for (auto it = node.begin(); it != node.end(); ++it)
        out.push_back(*it);
    return out;
}

std::optional<std::string> TreeReader::string(
    const YAML::Node& node, SourcePos pos, const std::string& field, const Wording& what, bool allowEmpty)
{
    if (!node.IsScalar()) {
        error(posOf(node, pos), field,
            dialect_ == Dialect::Workspace ? found(expected(what.phrase()), description(node))
                                           : expected(what.phrase()));
        return std::nullopt;
    }
    std::string text = node.Scalar();
    if (text.empty() && !allowEmpty) {
        error(posOf(node, pos), field, found(expected(what.phrase()), Phrase(BP_TEXT("bp::core", "an empty string"))));
        return std::nullopt;
    }
    return text;
}

std::optional<int64_t> TreeReader::integer(
    const YAML::Node& node, SourcePos pos, const std::string& field, int64_t min, int64_t max)
{
    if (!node.IsScalar()) {
        if (dialect_ == Dialect::Workspace)
            error(posOf(node, pos), field, notAnInteger(node));
        else
            error(posOf(node, pos), field,
                Phrase(node.IsSequence() ? BP_TEXT("bp::core", "expected an integer, got a list")
                        : node.IsMap()   ? BP_TEXT("bp::core", "expected an integer, got a map")
                                         : BP_TEXT("bp::core", "expected an integer, got null")));
        return std::nullopt;
    }
    const auto value
        = dialect_ == Dialect::Workspace ? decimalInteger(node, pos, field) : yamlV2Integer(node, pos, field);
    if (value && (*value < min || *value > max)) {
        error(posOf(node, pos), field,
            Phrase(BP_TEXT("bp::core", "%1 does not fit the field's type (%2 to %3)"),
                { node.Scalar(), std::to_string(min), std::to_string(max) }));
        return std::nullopt;
    }
    return value;
}

std::optional<int64_t> TreeReader::yamlV2Integer(const YAML::Node& node, SourcePos pos, const std::string& field)
{
    const VolcanoArgument a = classifyVolcanoScalar({}, node.Scalar(), node.Tag() == "!");
    if (a.kind != VolcanoArgument::Kind::Int) {
        error(posOf(node, pos), field,
            Phrase(BP_TEXT("bp::core", "expected an integer, got "))
                .then(volcanoKindPhrase(a.kind))
                .then(Phrase(BP_TEXT("bp::core", " %1"), { a.quoted ? goQuote(a.text) : a.text })));
        return std::nullopt;
    }
    return a.intValue;
}

std::optional<int64_t> TreeReader::decimalInteger(const YAML::Node& node, SourcePos pos, const std::string& field)
{
    const std::string text = node.Scalar();
    if (node.Tag() == "!") {
        error(posOf(node, pos), field,
            Phrase(BP_TEXT("bp::core", "expected an integer, found the string %1 (write it without quotes)"),
                { bp::quoted(text) }));
        return std::nullopt;
    }
    const auto outOfRange = [&] {
        error(posOf(node, pos), field,
            Phrase(BP_TEXT("bp::core", "the integer %1 is out of range; expected a 64-bit integer"), { text }));
        return std::nullopt;
    };
    size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        negative = text[i] == '-';
        ++i;
    }
    if (i == text.size()) {
        error(posOf(node, pos), field, notAnInteger(node));
        return std::nullopt;
    }
    uint64_t magnitude = 0;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c < '0' || c > '9') {
            error(posOf(node, pos), field, notAnInteger(node));
            return std::nullopt;
        }
        const auto d = static_cast<uint64_t>(c - '0');
        if (magnitude > (uint64_t(1) << 63) / 10 || magnitude * 10 + d > (uint64_t(1) << 63))
            return outOfRange();
        magnitude = magnitude * 10 + d;
    }
    if (!negative && magnitude > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
        return outOfRange();
    return negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
}

void TreeReader::missing(SourcePos mapPos, const std::string& field, const Wording& what)
{
    error(mapPos, field, Phrase(BP_TEXT("bp::core", "missing; expected ")).then(what.phrase()));
}

template <class Item, class Read>
bool TreeReader::mapList(const YAML::Node& node, SourcePos pos, const std::string& path, const Phrase& what,
    const std::vector<std::string>& keys, const Read& read, const std::function<void(Item&)>& each)
{
    const auto list = items(node, pos, path, what);
    if (!list)
        return false;
    for (size_t i = 0; i < list->size(); ++i) {
        Item item;
        item.index = i;
        item.node = (*list)[i];
        item.path = path + "[" + std::to_string(i) + "]";
        const SourcePos itemPos = posOf(item.node, pos);
        if (auto e = entries(item.node, itemPos, item.path, keys)) {
            item.isMap = true;
            item.entries = std::move(*e);
            read(item, itemPos);
        }
        each(item);
    }
    return true;
}

bool TreeReader::resourceList(const YAML::Node& node, SourcePos pos, const std::string& path, const Wording& nameWhat,
    const Wording& missingNameWhat, const std::function<void(ResourceItem&)>& each)
{
    static const std::vector<std::string> keys = { "name", "weight" };
    const auto read = [&](ResourceItem& item, SourcePos itemPos) {
        item.name = find(item.entries, "name");
        item.weight = find(item.entries, "weight");
        if (item.name) {
            if (auto s = string(item.name->value, posOf(*item.name), item.path + ".name", nameWhat,
                    dialect_ == Dialect::SchedulerConfig))
                item.spec.name = *s;
        } else if (!missingNameWhat.blank()) {
            missing(itemPos, item.path + ".name", missingNameWhat);
        }
        if (item.weight) {
            if (auto w = integer(item.weight->value, posOf(*item.weight), item.path + ".weight")) {
                item.spec.weight = *w;
                item.spec.weightSet = true;
            } else {
                item.weightUnreadable = true;
            }
        }
    };
    return mapList(node, pos, path, Phrase(BP_TEXT("bp::core", "%1 entries"), { "{name, weight}" }), keys, read, each);
}

bool TreeReader::shapeList(const YAML::Node& node, SourcePos pos, const std::string& path, int64_t min, int64_t max,
    const std::function<void(ShapeItem&)>& each)
{
    static const std::vector<std::string> keys = { "utilization", "score" };
    const auto read = [&](ShapeItem& item, SourcePos itemPos) {
        item.utilization = find(item.entries, "utilization");
        item.score = find(item.entries, "score");
        for (const bool utilization : { true, false }) {
            const Entry* v = utilization ? item.utilization : item.score;
            const std::string field = item.path + (utilization ? ".utilization" : ".score");
            if (v)
                (utilization ? item.utilizationValue : item.scoreValue) = integer(v->value, posOf(*v), field, min, max);
            else if (dialect_ == Dialect::Workspace)
                missing(itemPos, field,
                    Phrase(BP_TEXT("bp::core", "an integer (%1)"), { utilization ? "0..100" : "0..10" }));
        }
    };
    return mapList(
        node, pos, path, Phrase(BP_TEXT("bp::core", "%1 points"), { "{utilization, score}" }), keys, read, each);
}

} // namespace bp::yamlio
