// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/import_support.h"

#include "io/profile_validation.h"
#include "io/volcano_scalar.h"
#include "io/yaml_flow.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <set>

namespace bp::detail {

namespace {

size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t sub = prev[j - 1] + (std::tolower(a[i - 1]) == std::tolower(b[j - 1]) ? 0 : 1);
            cur[j] = std::min({ prev[j] + 1, cur[j - 1] + 1, sub });
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

} // namespace

SourcePos ImportContext::pos(const YAML::Mark& mark) const
{
    if (mark.is_null() || mark.line < 0)
        return {};
    return SourcePos { mark.line + 1 + lineOffset_, mark.column + 1 + columnOffset_ };
}

SourcePos ImportContext::pos(const YAML::Node& at) const
{
    if (!at.IsDefined())
        return {};
    return pos(at.Mark());
}

Diagnostic ImportContext::make(
    const YAML::Node& at, const std::string& field, const std::string& message, Diagnostic::Severity s) const
{
    Diagnostic d;
    d.severity = s;
    d.file = file_;
    const SourcePos p = pos(at);
    d.line = p.line;
    d.column = p.column;
    d.field = field;
    d.message = message;
    return d;
}

void ImportContext::error(const YAML::Node& at, const std::string& field, const std::string& message)
{
    result_.diagnostics.push_back(make(at, field, message, Diagnostic::Severity::Error));
}

void ImportContext::warning(const YAML::Node& at, const std::string& field, const std::string& message)
{
    result_.diagnostics.push_back(make(at, field, message, Diagnostic::Severity::Warning));
}

void ImportContext::defaulted(const YAML::Node& at, const std::string& field, const std::string& message)
{
    result_.defaulted.push_back(make(at, field, message, Diagnostic::Severity::Warning));
}

void ImportContext::locate(const std::string& workspacePath, const std::string& filePath, const YAML::Node& at)
{
    const SourcePos p = pos(at);
    current_[workspacePath] = FieldLocation { filePath, p.line, p.column };
}

void ImportContext::unreadable(const std::string& workspacePath)
{
    current_[workspacePath].unreadable = true;
}

void ImportContext::beginProfile()
{
    current_.clear();
}

void ImportContext::addProfile(Profile p)
{
    // Workspace profile names must be unique: "x", "x-2", "x-3"... Each base
    // remembers its next suffix, so n copies of one name take linear time.
    const std::string base = p.name.empty() ? std::string("imported") : p.name;
    std::string name = base;
    if (takenNames_.count(name)) {
        int& n = nextSuffix_.try_emplace(base, 2).first->second;
        do
            name = base + "-" + std::to_string(n++);
        while (takenNames_.count(name));
    }
    takenNames_.insert(name);
    p.name = name;
    result_.profiles.push_back(std::move(p));
    result_.locations.push_back(std::move(current_));
    current_.clear();
}

bool ImportContext::checkMap(const YAML::Node& node, const std::string& path, std::initializer_list<const char*> known,
    std::initializer_list<const char*> ignored, bool duplicatesAreErrors)
{
    if (!isMap(node, path))
        return false;
    std::set<std::string> seen;
    for (const auto& kv : node) {
        const std::string key = yamlio::keyText(kv.first);
        const std::string field = child(path, key);
        if (!seen.insert(key).second) {
            if (duplicatesAreErrors)
                error(kv.first, field, "duplicate field \"" + key + "\": the key is given more than once");
            else
                warning(kv.first, field, "\"" + key + "\" is given more than once; the last one is used");
        }
        bool isKnown = false;
        for (const char* k : known)
            isKnown = isKnown || key == k;
        bool isIgnored = false;
        for (const char* k : ignored)
            isIgnored = isIgnored || key == k;
        if (isIgnored) {
            warning(kv.first, field, "not part of a Binpack Studio profile; not imported");
            continue;
        }
        if (isKnown)
            continue;
        std::string best;
        size_t bestDistance = std::numeric_limits<size_t>::max();
        for (const char* k : known) {
            const size_t dist = editDistance(key, k);
            if (dist < bestDistance) {
                bestDistance = dist;
                best = k;
            }
        }
        std::string expected;
        for (const char* k : known)
            expected += (expected.empty() ? "" : ", ") + std::string(k);
        std::string hint = (bestDistance <= 3 && !best.empty()) ? " (did you mean \"" + best + "\"?)" : "";
        error(kv.first, field, "unknown field \"" + key + "\"" + hint + "; expected one of: " + expected);
    }
    return true;
}

std::optional<int64_t> ImportContext::integer(const YAML::Node& node, const std::string& path, int64_t min, int64_t max)
{
    if (!node.IsScalar()) {
        error(node, path,
            "expected an integer, got "
                + std::string(node.IsSequence() ? "a list"
                        : node.IsMap()          ? "a map"
                                                : "null"));
        return std::nullopt;
    }
    const VolcanoArgument a = classifyVolcanoScalar({}, node.Scalar(), isQuoted(node));
    if (a.kind != VolcanoArgument::Kind::Int) {
        error(node, path,
            "expected an integer, got " + std::string(volcanoKindName(a.kind)) + " "
                + (a.quoted ? goQuote(a.text) : a.text));
        return std::nullopt;
    }
    if (a.intValue < min || a.intValue > max) {
        error(node, path,
            a.text + " does not fit the field's type (" + std::to_string(min) + " to " + std::to_string(max) + ")");
        return std::nullopt;
    }
    return a.intValue;
}

std::optional<std::string> ImportContext::string(const YAML::Node& node, const std::string& path)
{
    if (!node.IsScalar()) {
        error(node, path, "expected a string");
        return std::nullopt;
    }
    return node.Scalar();
}

bool ImportContext::isMap(const YAML::Node& node, const std::string& path)
{
    if (node.IsMap())
        return true;
    if (node.IsNull())
        return false;
    error(node, path, std::string("expected a map, got ") + (node.IsSequence() ? "a list" : "a scalar"));
    return false;
}

bool ImportContext::isSeq(const YAML::Node& node, const std::string& path)
{
    if (node.IsSequence())
        return true;
    if (node.IsNull())
        return false;
    error(node, path, std::string("expected a list, got ") + (node.IsMap() ? "a map" : "a scalar"));
    return false;
}

bool isQuoted(const YAML::Node& scalar)
{
    return scalar.Tag() == "!";
}

std::string child(const std::string& path, const std::string& key)
{
    return path.empty() ? key : path + "." + key;
}

std::string index(const std::string& path, size_t i)
{
    return path + "[" + std::to_string(i) + "]";
}

std::vector<ResourceSpec> readResources(ImportContext& ctx, const YAML::Node& node, const std::string& path,
    const std::string& wsPath, WeightDefault weights, bool defaultWhenEmpty, const YAML::Node& parent)
{
    std::vector<ResourceSpec> out;
    if (node.IsDefined())
        ctx.locate(wsPath, path, node);
    if (node.IsDefined() && ctx.isSeq(node, path)) {
        for (size_t i = 0; i < node.size(); ++i) {
            const YAML::Node item = node[i];
            const std::string ip = index(path, i);
            const std::string wp = index(wsPath, i);
            ctx.locate(wp, ip, item);
            if (!ctx.checkMap(item, ip, { "name", "weight" })) {
                if (item.IsNull())
                    ctx.error(item, ip, "expected {name, weight}, got null");
                continue;
            }
            ResourceSpec r;
            if (item["name"])
                r.name = ctx.string(item["name"], child(ip, "name")).value_or("");
            if (item["name"])
                ctx.locate(child(wp, "name"), child(ip, "name"), item["name"]);
            if (const YAML::Node w = item["weight"]) {
                ctx.locate(child(wp, "weight"), child(ip, "weight"), w);
                if (auto v = ctx.integer(w, child(ip, "weight"), std::numeric_limits<int64_t>::min(),
                        std::numeric_limits<int64_t>::max())) {
                    r.weight = *v;
                    r.weightSet = true;
                } else {
                    ctx.unreadable(child(wp, "weight"));
                }
            }
            if (weights == WeightDefault::ZeroToOne && r.weight == 0) {
                ctx.defaulted(item["weight"] ? item["weight"] : item, child(ip, "weight"),
                    std::string(r.weightSet ? "0" : "omitted") + " -> 1 (weight 0 means 1)");
                r.weight = 1;
                r.weightSet = true;
            }
            out.push_back(std::move(r));
        }
    }
    if (out.empty() && defaultWhenEmpty) {
        ctx.defaulted(node.IsDefined() ? node : parent, path,
            std::string(node.IsDefined() ? "empty" : "omitted")
                + " -> [{name: cpu, weight: 1}, {name: memory, weight: 1}]");
        out = { ResourceSpec { "cpu", 1, true }, ResourceSpec { "memory", 1, true } };
    }
    return out;
}

std::vector<ShapePoint> readShape(
    ImportContext& ctx, const YAML::Node& node, const std::string& path, const std::string& wsPath)
{
    std::vector<ShapePoint> out;
    if (!node.IsDefined())
        return out;
    ctx.locate(wsPath, path, node);
    if (!ctx.isSeq(node, path))
        return out;
    const int64_t i32min = std::numeric_limits<int32_t>::min(), i32max = std::numeric_limits<int32_t>::max();
    for (size_t i = 0; i < node.size(); ++i) {
        const YAML::Node item = node[i];
        const std::string ip = index(path, i);
        const std::string wp = index(wsPath, i);
        ctx.locate(wp, ip, item);
        if (!ctx.checkMap(item, ip, { "utilization", "score" })) {
            if (item.IsNull())
                ctx.error(item, ip, "expected {utilization, score}, got null");
            continue;
        }
        ShapePoint p;
        // A point that cannot be read stands in as 0; the order of the
        // utilizations is then unknown, so the whole shape is left unjudged.
        if (const YAML::Node u = item["utilization"]) {
            ctx.locate(child(wp, "utilization"), child(ip, "utilization"), u);
            const auto v = ctx.integer(u, child(ip, "utilization"), i32min, i32max);
            p.utilization = v.value_or(0);
            if (!v)
                ctx.unreadable(wsPath);
        }
        if (const YAML::Node s = item["score"]) {
            ctx.locate(child(wp, "score"), child(ip, "score"), s);
            const auto v = ctx.integer(s, child(ip, "score"), i32min, i32max);
            p.score = v.value_or(0);
            if (!v)
                ctx.unreadable(child(wp, "score"));
        }
        out.push_back(p);
    }
    return out;
}

} // namespace bp::detail
