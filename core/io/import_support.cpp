// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/import_support.h"

#include "io/import_phrases.h"
#include "io/profile_validation.h"
#include "io/volcano_scalar.h"
#include "io/yaml_flow.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <set>

namespace bp::detail {

Diagnostic ImportContext::make(
    const YAML::Node& at, const std::string& field, Wording message, Diagnostic::Severity s) const
{
    return reader_.make(s, pos(at), field, std::move(message));
}

void ImportContext::error(const YAML::Node& at, const std::string& field, Wording message)
{
    reader_.error(pos(at), field, std::move(message));
}

void ImportContext::warning(const YAML::Node& at, const std::string& field, Wording message)
{
    reader_.report(Diagnostic::Severity::Warning, pos(at), field, std::move(message));
}

void ImportContext::defaulted(const YAML::Node& at, const std::string& field, Wording message)
{
    result_.defaulted.push_back(make(at, field, std::move(message), Diagnostic::Severity::Warning));
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
    // Most maps hold only known keys, once each: say so without building the
    // rules (64,000 profiles are read in seconds under the sanitizers too).
    // Anything else goes to the reader, which reports it.
    if (node.IsMap() && node.size() <= 16) {
        std::string_view names[16];
        size_t count = 0;
        const auto in = [](std::initializer_list<const char*> words, std::string_view w) {
            return std::any_of(words.begin(), words.end(), [w](const char* k) { return w == k; });
        };
        bool plain = true;
        for (auto it = node.begin(); it != node.end() && plain; ++it) {
            plain = it->first.IsScalar();
            if (!plain)
                break;
            const std::string_view name = it->first.Scalar();
            plain = in(known, name) && !in(ignored, name)
                && std::find(names, names + count, name) == names + count;
            names[count++] = name;
        }
        if (plain)
            return true;
    }
    const std::vector<std::string> allowed(known.begin(), known.end());
    const std::vector<std::string> notImported(ignored.begin(), ignored.end());
    yamlio::KeyRules rules;
    rules.allowed = &allowed;
    rules.ignored = &notImported;
    rules.duplicatesAreErrors = duplicatesAreErrors;
    return reader_.mapEntries(node, {}, path, rules).has_value();
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

namespace {

// Records where a list item lives and reports one that is null (expected
// `what`). False when the item is not a map.
bool locateItem(
    ImportContext& ctx, const yamlio::TreeReader::ListItem& item, const std::string& wsPath, const char* what)
{
    ctx.locate(wsPath, item.path, item.node);
    if (!item.isMap && item.node.IsNull())
        ctx.error(item.node, item.path, Phrase(BP_TEXT("bp::core", "expected %1, got null"), { what }));
    return item.isMap;
}

} // namespace

std::optional<int64_t> readHardPodAffinityWeight(ImportContext& ctx, const YAML::Node& node, const std::string& path)
{
    const auto v = ctx.integer(node, path, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max());
    if (v && (*v < 0 || *v > 100)) {
        sayError(ctx, node, path,
            Phrase(BP_TEXT("bp::core", "%1 is not in the valid range [0-100]"), { std::to_string(*v) }));
        return std::nullopt;
    }
    return v;
}

std::vector<ResourceSpec> readResources(ImportContext& ctx, const YAML::Node& node, const std::string& path,
    const std::string& wsPath, WeightDefault weights, bool defaultWhenEmpty, const YAML::Node& parent)
{
    std::vector<ResourceSpec> out;
    if (node.IsDefined())
        ctx.locate(wsPath, path, node);
    const auto read = [&](yamlio::TreeReader::ResourceItem& item) {
        const std::string wp = index(wsPath, item.index);
        if (!locateItem(ctx, item, wp, "{name, weight}"))
            return;
        if (item.name)
            ctx.locate(child(wp, "name"), child(item.path, "name"), item.name->value);
        if (item.weight) {
            ctx.locate(child(wp, "weight"), child(item.path, "weight"), item.weight->value);
            if (item.weightUnreadable)
                ctx.unreadable(child(wp, "weight"));
        }
        ResourceSpec& r = item.spec;
        if (!item.name || (item.name->value.IsScalar() && item.name->value.Scalar().empty())) {
            // kube-scheduler's validation lets it through, but it names no
            // resource, and a workspace cannot hold it: what import writes
            // must read back.
            ctx.error(item.name ? item.name->value : item.node, child(item.path, "name"),
                Phrase(BP_TEXT("bp::core", "%1: a resource needs a name, such as %2"), { "Required value", "cpu" }));
            return;
        }
        if (weights == WeightDefault::ZeroToOne && r.weight == 0) {
            ctx.defaulted(item.weight ? item.weight->value : item.node, child(item.path, "weight"),
                r.weightSet ? Phrase(BP_TEXT("bp::core", "%1 -> %2 (weight %1 means %2)"), { "0", "1" })
                            : Phrase(BP_TEXT("bp::core", "omitted -> %1 (weight %2 means %1)"), { "1", "0" }));
            r.weight = 1;
            r.weightSet = true;
        }
        out.push_back(std::move(r));
    };
    if (node.IsDefined() && !node.IsNull())
        ctx.reader().resourceList(node, ctx.pos(node), path, "a string", "", read);
    if (out.empty() && defaultWhenEmpty) {
        ctx.defaulted(node.IsDefined() ? node : parent, path,
            Phrase(node.IsDefined() ? BP_TEXT("bp::core", "empty -> %1") : BP_TEXT("bp::core", "omitted -> %1"),
                { "[{name: cpu, weight: 1}, {name: memory, weight: 1}]" }));
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
    if (node.IsNull())
        return out;
    const auto read = [&](yamlio::TreeReader::ShapeItem& item) {
        const std::string wp = index(wsPath, item.index);
        if (!locateItem(ctx, item, wp, "{utilization, score}"))
            return;
        // A point that cannot be read stands in as 0; the order of the
        // utilizations is then unknown, so the whole shape is left unjudged.
        ShapePoint p;
        if (item.utilization) {
            ctx.locate(child(wp, "utilization"), child(item.path, "utilization"), item.utilization->value);
            p.utilization = item.utilizationValue.value_or(0);
            if (!item.utilizationValue)
                ctx.unreadable(wsPath);
        }
        if (item.score) {
            ctx.locate(child(wp, "score"), child(item.path, "score"), item.score->value);
            p.score = item.scoreValue.value_or(0);
            if (!item.scoreValue)
                ctx.unreadable(child(wp, "score"));
        }
        out.push_back(p);
    };
    ctx.reader().shapeList(
        node, ctx.pos(node), path, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max(), read);
    return out;
}

} // namespace bp::detail
