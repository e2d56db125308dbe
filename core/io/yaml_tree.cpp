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
    Diagnostic::Severity severity, SourcePos pos, const std::string& field, std::string message) const
{
    Diagnostic d;
    d.severity = severity;
    d.file = file_;
    d.line = pos.line;
    d.column = pos.column;
    d.field = field;
    d.message = std::move(message);
    return d;
}

void TreeReader::report(Diagnostic::Severity severity, SourcePos pos, const std::string& field, std::string message)
{
    sink_->push_back(make(severity, pos, field, std::move(message)));
    if (maxDiagnostics_ != 0 && sink_->size() >= maxDiagnostics_) {
        Diagnostic stop;
        stop.file = file_;
        stop.message = "too many errors; stopped after " + std::to_string(maxDiagnostics_);
        sink_->push_back(std::move(stop));
        throw TooManyErrors {};
    }
}

std::string TreeReader::describe(const YAML::Node& node)
{
    if (!node.IsDefined() || node.IsNull())
        return "nothing (null)";
    if (node.IsMap())
        return "a map";
    if (node.IsSequence())
        return "a list";
    return (node.Tag() == "!" ? "the string " : "the value ") + bp::quoted(node.Scalar());
}

std::string TreeReader::join(const std::vector<std::string>& words)
{
    std::string out;
    for (size_t i = 0; i < words.size(); ++i) {
        if (i > 0)
            out += i + 1 == words.size() ? (words.size() > 2 ? ", or " : " or ") : ", ";
        out += words[i];
    }
    return out;
}

bool TreeReader::expectMap(const YAML::Node& node, SourcePos pos, const std::string& field)
{
    if (node.IsMap())
        return true;
    if (dialect_ == Dialect::Workspace)
        error(posOf(node, pos), field, "expected a map (key: value), found " + describe(node));
    else if (!node.IsNull())
        error(
            posOf(node, pos), field, std::string("expected a map, got ") + (node.IsSequence() ? "a list" : "a scalar"));
    return false;
}

bool TreeReader::expectList(const YAML::Node& node, SourcePos pos, const std::string& field, const std::string& what)
{
    if (node.IsSequence())
        return true;
    if (dialect_ == Dialect::Workspace)
        error(posOf(node, pos), field, "expected a list of " + what + ", found " + describe(node));
    else
        error(posOf(node, pos), field, std::string("expected a list, got ") + (node.IsMap() ? "a map" : "a scalar"));
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
            error(posOf(key, pos), field, "expected a plain key, found " + describe(key) + " used as a key");
            continue;
        }
        const std::string name = keyText(key);
        const auto path = [&] { return field.empty() ? name : field + "." + name; }; // for messages only
        if (!seen.insert(name).second) {
            if (workspace) {
                error(posOf(key, pos), path(), "duplicate key; each key may appear once in a map");
                continue;
            }
            if (rules.duplicatesAreErrors)
                error(posOf(key, pos), path(), "duplicate field \"" + name + "\": the key is given more than once");
            else
                report(Diagnostic::Severity::Warning, posOf(key, pos), path(),
                    "\"" + name + "\" is given more than once; the last one is used");
        }
        if (listed(rules.ignored, name)) {
            report(Diagnostic::Severity::Warning, posOf(key, pos), path(),
                "not part of a Binpack Studio profile; not imported");
            continue;
        }
        if (!rules.allowed || listed(rules.allowed, name)) {
            out.push_back(Entry { name, key, it->second });
            continue;
        }
        std::string hint = rules.extraHint ? rules.extraHint(name) : std::string();
        const std::string close = hint.empty() ? closestMatch(name, *rules.allowed) : std::string();
        if (workspace) {
            if (!close.empty())
                hint = "did you mean \"" + close + "\"? ";
            error(posOf(key, pos), path(), "unknown field; " + hint + "expected " + join(*rules.allowed));
        } else {
            std::string expected;
            for (const auto& a : *rules.allowed)
                expected += (expected.empty() ? "" : ", ") + a;
            error(posOf(key, pos), path(),
                "unknown field \"" + name + "\"" + (close.empty() ? "" : " (did you mean \"" + close + "\"?)")
                    + "; expected one of: " + expected);
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

const Entry* TreeReader::find(const std::vector<Entry>& entries, std::string_view key)
{
    for (const auto& e : entries) {
        if (e.key == key)
            return &e;
    }
    return nullptr;
}

std::optional<std::vector<YAML::Node>> TreeReader::items(
    const YAML::Node& node, SourcePos pos, const std::string& field, const std::string& what)
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
    const YAML::Node& node, SourcePos pos, const std::string& field, const std::string& what, bool allowEmpty)
{
    if (!node.IsScalar()) {
        error(posOf(node, pos), field,
            "expected " + what + (dialect_ == Dialect::Workspace ? ", found " + describe(node) : std::string()));
        return std::nullopt;
    }
    std::string text = node.Scalar();
    if (text.empty() && !allowEmpty) {
        error(posOf(node, pos), field, "expected " + what + ", found an empty string");
        return std::nullopt;
    }
    return text;
}

std::optional<int64_t> TreeReader::integer(
    const YAML::Node& node, SourcePos pos, const std::string& field, int64_t min, int64_t max)
{
    if (!node.IsScalar()) {
        if (dialect_ == Dialect::Workspace)
            error(posOf(node, pos), field, "expected an integer, found " + describe(node));
        else
            error(posOf(node, pos), field,
                std::string("expected an integer, got ")
                    + (node.IsSequence()   ? "a list"
                            : node.IsMap() ? "a map"
                                           : "null"));
        return std::nullopt;
    }
    const auto value
        = dialect_ == Dialect::Workspace ? decimalInteger(node, pos, field) : yamlV2Integer(node, pos, field);
    if (value && (*value < min || *value > max)) {
        error(posOf(node, pos), field,
            node.Scalar() + " does not fit the field's type (" + std::to_string(min) + " to " + std::to_string(max)
                + ")");
        return std::nullopt;
    }
    return value;
}

std::optional<int64_t> TreeReader::yamlV2Integer(const YAML::Node& node, SourcePos pos, const std::string& field)
{
    const VolcanoArgument a = classifyVolcanoScalar({}, node.Scalar(), node.Tag() == "!");
    if (a.kind != VolcanoArgument::Kind::Int) {
        error(posOf(node, pos), field,
            "expected an integer, got " + std::string(volcanoKindName(a.kind)) + " "
                + (a.quoted ? goQuote(a.text) : a.text));
        return std::nullopt;
    }
    return a.intValue;
}

std::optional<int64_t> TreeReader::decimalInteger(const YAML::Node& node, SourcePos pos, const std::string& field)
{
    const std::string text = node.Scalar();
    if (node.Tag() == "!") {
        error(posOf(node, pos), field,
            "expected an integer, found the string " + bp::quoted(text) + " (write it without quotes)");
        return std::nullopt;
    }
    size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        negative = text[i] == '-';
        ++i;
    }
    if (i == text.size()) {
        error(posOf(node, pos), field, "expected an integer, found " + describe(node));
        return std::nullopt;
    }
    uint64_t magnitude = 0;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c < '0' || c > '9') {
            error(posOf(node, pos), field, "expected an integer, found " + describe(node));
            return std::nullopt;
        }
        const auto d = static_cast<uint64_t>(c - '0');
        if (magnitude > (uint64_t(1) << 63) / 10 || magnitude * 10 + d > (uint64_t(1) << 63)) {
            error(posOf(node, pos), field, "the integer " + text + " is out of range; expected a 64-bit integer");
            return std::nullopt;
        }
        magnitude = magnitude * 10 + d;
    }
    if (!negative && magnitude > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
        error(posOf(node, pos), field, "the integer " + text + " is out of range; expected a 64-bit integer");
        return std::nullopt;
    }
    return negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
}

void TreeReader::missing(SourcePos mapPos, const std::string& field, const std::string& what)
{
    error(mapPos, field, "missing; expected " + what);
}

template <class Item, class Read>
bool TreeReader::mapList(const YAML::Node& node, SourcePos pos, const std::string& path, const std::string& what,
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

bool TreeReader::resourceList(const YAML::Node& node, SourcePos pos, const std::string& path,
    const std::string& nameWhat, const std::string& missingNameWhat, const std::function<void(ResourceItem&)>& each)
{
    static const std::vector<std::string> keys = { "name", "weight" };
    const auto read = [&](ResourceItem& item, SourcePos itemPos) {
        item.name = find(item.entries, "name");
        item.weight = find(item.entries, "weight");
        if (item.name) {
            if (auto s = string(item.name->value, posOf(*item.name), item.path + ".name", nameWhat,
                    dialect_ == Dialect::SchedulerConfig))
                item.spec.name = *s;
        } else if (!missingNameWhat.empty()) {
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
    return mapList(node, pos, path, "{name, weight} entries", keys, read, each);
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
                missing(itemPos, field, utilization ? "an integer (0..100)" : "an integer (0..10)");
        }
    };
    return mapList(node, pos, path, "{utilization, score} points", keys, read, each);
}

} // namespace bp::yamlio
