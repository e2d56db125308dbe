// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/volcano_conf.h"

#include "io/did_you_mean.h"
#include "io/import_phrases.h"
#include "io/volcano_scalar.h"
#include "io/yaml_flow.h"
#include "io/yaml_quoting.h"
#include "io/yaml_writer.h"
#include "scoring/filter_plugins.h"
#include "scoring/version.h"

#include <algorithm>

namespace bp::yamlio {

const std::vector<std::string>& volcanoPluginFields()
{
    // pkg/scheduler/conf/scheduler_conf.go, PluginOption, v1.8.0 ... master
    // (2026-08): every release up to v1.15.0 spells the cluster-order flag's
    // tag "EnabledClusterOrder", master "enabledClusterOrder".
    static const std::vector<std::string> fields = { "name", "arguments", "enableJobOrder", "enableHierarchy",
        "enableJobReady", "enableJobPipelined", "enableTaskOrder", "enablePreemptable", "enableReclaimable",
        "enablePreemptive", "enableQueueOrder", "EnabledClusterOrder", "enabledClusterOrder", "enablePredicate",
        "enableBestNode", "enableNodeOrder", "enableTargetJob", "enableReservedNodes", "enableJobEnqueued",
        "enabledVictim", "enableJobStarving", "enabledOverused", "enabledAllocatable", "enabledHyperNodeOrder",
        "enabledSubJobReady", "enabledSubJobPipelined", "enabledSubJobOrder", "enabledHyperNodeGradient" };
    return fields;
}

bool scoresNodesUnmodelled(const std::string& plugin)
{
    // The plugins under pkg/scheduler/plugins that call AddNodeOrderFn or
    // AddBatchNodeOrderFn (master, 2026-08), binpack and nodeorder aside;
    // predicates' BatchNodeOrderFn scores volume binding only, which pods
    // without claims skip.
    static const char* const scoring[] = { "deviceshare", "extender", "network-topology-aware", "nodegroup",
        "numaaware", "resource-strategy-fit", "task-topology", "tdm", "usage" };
    return std::any_of(std::begin(scoring), std::end(scoring), [&](const char* s) { return plugin == s; });
}

const VolcanoConf& shippedVolcanoConf()
{
    static const VolcanoConf conf = [] {
        const auto plugin = [](const char* name, bool notPreemptable = false) {
            VolcanoTierPlugin p;
            p.name = name;
            if (notPreemptable)
                p.options.push_back({ "enablePreemptable", "false" });
            return p;
        };
        VolcanoConf c;
        c.actions = "enqueue, allocate, backfill";
        c.tiers = { { plugin("priority"), plugin("gang", true), plugin("conformance") },
            { plugin("overcommit"), plugin("drf", true), plugin("predicates"), plugin("proportion"),
                plugin("nodeorder"), plugin("binpack") } };
        return c;
    }();
    return conf;
}

std::optional<bool> optionValue(const VolcanoTierPlugin& plugin, std::string_view option)
{
    const auto f = std::find_if(
        plugin.options.begin(), plugin.options.end(), [&](const VolcanoField& o) { return o.key == option; });
    if (f == plugin.options.end() || f->value == "null")
        return std::nullopt;
    return !yamlV2False(f->value);
}

bool scoresUnmodelled(const VolcanoTierPlugin& plugin)
{
    return scoresNodesUnmodelled(plugin.name) && optionValue(plugin, "enableNodeOrder") != false;
}

std::vector<std::string> unmodelledScorers(const Profile& profile)
{
    std::vector<std::string> names;
    if (profile.scheduler != SchedulerKind::Volcano || !profile.volcanoConf)
        return names;
    for (const auto& tier : profile.volcanoConf->tiers)
        for (const auto& plugin : tier)
            if (scoresUnmodelled(plugin))
                names.push_back(plugin.name);
    return names;
}

namespace {

// A value kept as flow text; false (an error given) when it is too large.
bool keep(TreeReader& r, const YAML::Node& value, SourcePos pos, const std::string& path, std::string& out)
{
    out.clear();
    if (flowText(value, out))
        return true;
    sayError(r, r.posOf(value, pos), path, flowTooLarge());
    return false;
}

// yaml.v2 fills a *bool field from a plain YAML 1.1 bool (or null); any
// other value makes Unmarshal fail, and Volcano then refuses the file.
bool readsAsBool(const YAML::Node& value)
{
    if (value.IsNull())
        return true;
    if (!value.IsScalar() || value.Tag() == "!")
        return false;
    return classifyVolcanoScalar({}, value.Scalar(), false).kind == VolcanoArgument::Kind::Bool;
}

} // namespace

bool readFlowValue(TreeReader& r, const YAML::Node& value, const std::string& path, std::string& out)
{
    return keep(r, value, {}, path, out);
}

void setField(std::vector<VolcanoField>& fields, VolcanoField field)
{
    const auto same
        = std::find_if(fields.begin(), fields.end(), [&](const VolcanoField& f) { return f.key == field.key; });
    if (same != fields.end())
        fields.erase(same);
    fields.push_back(std::move(field));
}

std::optional<VolcanoTierPlugin> readTierPlugin(
    TreeReader& r, const YAML::Node& entry, const std::string& path, bool keepArguments)
{
    const auto fields = r.anyEntries(entry, {}, path);
    if (!fields)
        return std::nullopt;
    const SourcePos at = r.posOf(entry);
    const Entry* name = TreeReader::find(*fields, "name");
    if (!name || name->value.IsNull()) {
        // Volcano logs "failed to get plugin" and goes on without it.
        sayReport(r, Diagnostic::Severity::Warning, at, path + ".name",
            Phrase(BP_TEXT("bp::core", "a plugin entry without a name: Volcano skips it; not kept")));
        return std::nullopt;
    }
    const auto nameText
        = r.string(name->value, r.posOf(*name), path + ".name", Phrase(BP_TEXT("bp::core", "a plugin name")));
    if (!nameText)
        return std::nullopt;
    VolcanoTierPlugin plugin;
    plugin.name = *nameText;
    const auto& known = volcanoPluginFields();
    for (const Entry& f : *fields) {
        const std::string fieldPath = path + "." + f.key;
        if (f.key == "name")
            continue;
        if (f.key == "arguments") {
            if (!keepArguments || f.value.IsNull())
                continue;
            const auto args = r.anyEntries(f.value, r.posOf(f), fieldPath);
            if (!args)
                continue;
            for (const Entry& a : *args) {
                VolcanoField kept { a.key, {} };
                if (keep(r, a.value, r.posOf(a), fieldPath + "." + a.key, kept.value))
                    setField(plugin.arguments, std::move(kept));
            }
            continue;
        }
        if (std::find(known.begin(), known.end(), f.key) == known.end()) {
            Phrase message(BP_TEXT("bp::core", "%1 is not a field of a Volcano plugin entry; "), { bp::quoted(f.key) });
            if (const std::string close = closestMatch(f.key, known); !close.empty())
                message.then(didYouMean(close));
            message.then(Phrase(BP_TEXT("bp::core", "Volcano ignores it, and it is not kept")));
            sayReport(r, Diagnostic::Severity::Warning, r.posOf(f.keyNode, at), fieldPath, std::move(message));
            continue;
        }
        if (!readsAsBool(f.value)) {
            Phrase message(BP_TEXT("bp::core", "expected true or false, found "));
            message.then(TreeReader::description(f.value))
                .then(Phrase(BP_TEXT("bp::core",
                    ": Volcano cannot read it as a bool and refuses the whole file (it keeps its previous "
                    "configuration)")));
            sayError(r, r.posOf(f), fieldPath, std::move(message));
            continue;
        }
        VolcanoField kept { f.key, {} };
        if (keep(r, f.value, r.posOf(f), fieldPath, kept.value))
            setField(plugin.options, std::move(kept));
    }
    return plugin;
}

bool isFilterSwitchKey(const Profile& profile, const std::string& key)
{
    const auto release = releaseOf(profile);
    if (!release)
        return false;
    const auto switches = filterSwitches(profile.scheduler, *release);
    return std::any_of(switches.begin(), switches.end(),
        [&](const FilterSwitch& s) { return !s.volcanoKey.empty() && s.volcanoKey == key; });
}

std::vector<VolcanoField> keptArguments(const Profile& profile, const VolcanoTierPlugin& plugin)
{
    if (plugin.name != "predicates")
        return plugin.arguments;
    std::vector<VolcanoField> out;
    for (const auto& a : plugin.arguments)
        if (!isFilterSwitchKey(profile, a.key))
            out.push_back(a);
    return out;
}

namespace {

// "key: value" lines for kept fields at `indent` spaces.
std::string keptFields(int indent, const std::vector<VolcanoField>& fields)
{
    std::string out;
    for (const auto& f : fields)
        out += blockEntry(indent, yamlString(f.key), f.value);
    return out;
}

} // namespace

std::string tierPluginHead(int indent, const VolcanoTierPlugin& plugin)
{
    std::string out(static_cast<size_t>(indent), ' ');
    out += "- name: " + yamlString(plugin.name) + "\n";
    return out + keptFields(indent + 2, plugin.options);
}

std::string tierPluginText(int indent, const VolcanoTierPlugin& plugin, const std::vector<VolcanoField>& arguments)
{
    std::string out = tierPluginHead(indent, plugin);
    if (arguments.empty())
        return out;
    out += blockEntry(indent + 2, "arguments", {});
    return out + keptFields(indent + 4, arguments);
}

} // namespace bp::yamlio
