// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yaml_tree.h"

#include "io/did_you_mean.h"

#include <limits>
#include <set>

namespace bp::yamlio {

SourcePos TreeReader::posOf(const YAML::Node& node, SourcePos fallback) const
{
    if (!node.IsDefined())
        return fallback;
    const YAML::Mark mark = node.Mark();
    if (mark.is_null() || node.IsNull())
        return fallback;
    return SourcePos { mark.line + 1, mark.column + 1 };
}

SourcePos TreeReader::posOf(const Entry& e) const
{
    return posOf(e.value, posOf(e.keyNode));
}

void TreeReader::error(SourcePos pos, const std::string& field, std::string message)
{
    Diagnostic d;
    d.file = file_;
    d.line = pos.line;
    d.column = pos.column;
    d.field = field;
    d.message = std::move(message);
    diagnostics_.push_back(std::move(d));
    if (diagnostics_.size() >= kMaxDiagnostics) {
        Diagnostic stop;
        stop.file = file_;
        stop.message = "too many errors; stopped after " + std::to_string(kMaxDiagnostics);
        diagnostics_.push_back(std::move(stop));
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

std::optional<std::vector<Entry>> TreeReader::anyEntries(
    const YAML::Node& node, SourcePos pos, const std::string& field)
{
    if (!node.IsMap()) {
        error(posOf(node, pos), field, "expected a map (key: value), found " + describe(node));
        return std::nullopt;
    }
    std::vector<Entry> out;
    std::set<std::string> seen;
    for (auto it = node.begin(); it != node.end(); ++it) {
        const YAML::Node key = it->first;
        if (!key.IsScalar()) {
            error(posOf(key, pos), field, "expected a plain key, found " + describe(key) + " used as a key");
            continue;
        }
        const std::string name = key.Scalar();
        const std::string path = field.empty() ? name : field + "." + name;
        if (!seen.insert(name).second) {
            error(posOf(key, pos), path, "duplicate key; each key may appear once in a map");
            continue;
        }
        out.push_back(Entry { name, key, it->second });
    }
    return out;
}

std::optional<std::vector<Entry>> TreeReader::entries(const YAML::Node& node, SourcePos pos, const std::string& field,
    const std::vector<std::string>& allowed, std::string (*extraHint)(std::string_view key))
{
    auto all = anyEntries(node, pos, field);
    if (!all)
        return std::nullopt;
    std::vector<Entry> known;
    for (auto& e : *all) {
        bool ok = false;
        for (const auto& a : allowed)
            ok = ok || a == e.key;
        if (ok) {
            known.push_back(std::move(e));
            continue;
        }
        const std::string path = field.empty() ? e.key : field + "." + e.key;
        std::string hint = extraHint ? extraHint(e.key) : std::string();
        if (hint.empty()) {
            const std::string close = closestMatch(e.key, allowed);
            if (!close.empty())
                hint = "did you mean \"" + close + "\"? ";
        }
        error(posOf(e.keyNode, pos), path, "unknown field; " + hint + "expected " + join(allowed));
    }
    return known;
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
    if (!node.IsSequence()) {
        error(posOf(node, pos), field, "expected a list of " + what + ", found " + describe(node));
        return std::nullopt;
    }
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
        error(posOf(node, pos), field, "expected " + what + ", found " + describe(node));
        return std::nullopt;
    }
    std::string text = node.Scalar();
    if (text.empty() && !allowEmpty) {
        error(posOf(node, pos), field, "expected " + what + ", found an empty string");
        return std::nullopt;
    }
    return text;
}

std::optional<int64_t> TreeReader::integer(const YAML::Node& node, SourcePos pos, const std::string& field)
{
    if (!node.IsScalar()) {
        error(posOf(node, pos), field, "expected an integer, found " + describe(node));
        return std::nullopt;
    }
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

} // namespace bp::yamlio
