// SPDX-License-Identifier: GPL-3.0-or-later
// volcano-scheduler.conf, bare or inside the volcano-scheduler-configmap
// ConfigMap (docs/config-formats.md, "Importing volcano-scheduler.conf and its
// ConfigMap"). binpack, nodeorder and the predicates switches are the
// profile, every argument with the type yaml.v2 would give it; the rest of
// the file (actions, tiers, configurations, metrics) is kept in the
// profile's volcanoConf for the export (io/volcano_conf.h).
#include "io/import_phrases.h"
#include "io/import_support.h"
#include "io/volcano_conf.h"
#include "io/volcano_scalar.h"
#include "io/yaml_flow.h"
#include "io/yaml_prescan.h"
#include "scoring/filter_plugins.h"
#include "scoring/version.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace bp::detail {

namespace {

const char* const kActions[] = { "enqueue", "allocate", "backfill", "preempt", "reclaim", "shuffle" };

void readActions(ImportContext& ctx, const YAML::Node& node, const std::string& path)
{
    if (!node.IsDefined())
        return;
    if (!node.IsScalar()) {
        sayError(ctx, node, path,
            Phrase(BP_TEXT("bp::core",
                "actions must be one string of comma-separated action names, e.g. \"enqueue, allocate, backfill\"")));
        return;
    }
    const std::string text = node.Scalar();
    bool allocate = false;
    size_t start = 0;
    while (start <= text.size()) {
        size_t comma = text.find(',', start);
        if (comma == std::string::npos)
            comma = text.size();
        std::string item = text.substr(start, comma - start);
        const auto b = item.find_first_not_of(" \t");
        const auto e = item.find_last_not_of(" \t");
        item = b == std::string::npos ? std::string() : item.substr(b, e - b + 1);
        bool known = false;
        for (const char* a : kActions)
            known = known || item == a;
        allocate = allocate || item == "allocate";
        if (!known)
            sayError(ctx, node, path,
                Phrase(BP_TEXT("bp::core",
                           "unknown action \"%1\": Volcano rejects the whole file and keeps its previous "
                           "configuration; expected enqueue, allocate, backfill, preempt, reclaim or shuffle"),
                    { item }));
        start = comma + 1;
    }
    if (!allocate)
        sayWarning(ctx, node, path,
            Phrase(BP_TEXT("bp::core",
                "no allocate action: allocate is the action that places pending pods which request resources, "
                "and the one the designer simulates; without it Volcano does not make these placements")));
}

// strconv.ParseBool: nullopt when it refuses the text.
std::optional<bool> goParseBool(std::string_view text)
{
    for (const char* t : { "1", "t", "T", "TRUE", "true", "True" })
        if (text == t)
            return true;
    for (const char* f : { "0", "f", "F", "FALSE", "false", "False" })
        if (text == f)
            return false;
    return std::nullopt;
}

// The predicates plugin's switches (plugins/predicates/predicates.go):
// predicate.<X>Enable: false turns filter X off; Arguments.GetBool reads the
// value, a bool (and from Volcano 1.15 a string strconv.ParseBool reads), and
// ignores anything else. Other arguments are not part of a profile: they go
// to `kept`, the predicates entry of the kept tiers.
void readPredicateSwitches(
    ImportContext& ctx, const YAML::Node& plugin, const std::string& path, Profile& p, std::vector<VolcanoField>& kept)
{
    const YAML::Node args = plugin["arguments"];
    const std::string ap = child(path, "arguments");
    if (!args.IsDefined() || args.IsNull() || !ctx.isMap(args, ap))
        return;
    const auto release = releaseOf(p);
    if (!release)
        return;
    const auto switches = filterSwitches(p.scheduler, *release);
    struct Off {
        bool off = false;
        std::string path;
        YAML::Node node;
    };
    std::map<std::string, Off> found; // by filter name; the last value of a key counts, as in yaml.v2
    for (const auto& kv : args) {
        const std::string key = yamlio::keyText(kv.first);
        const std::string kp = child(ap, key);
        const auto s = std::find_if(
            switches.begin(), switches.end(), [&](const FilterSwitch& f) { return f.volcanoKey == key; });
        if (s == switches.end()) {
            std::string keys;
            for (const auto& f : switches)
                if (!f.volcanoKey.empty())
                    keys += (keys.empty() ? "" : ", ") + f.volcanoKey;
            VolcanoField field { key, {} };
            if (!yamlio::flowText(kv.second, field.value)) {
                ctx.error(kv.second, kp, yamlio::flowTooLargeMessage());
                continue;
            }
            yamlio::setField(kept, std::move(field));
            sayWarning(ctx, kv.first, kp,
                Phrase(BP_TEXT("bp::core",
                           "%1 is not one of the filter switches a profile records (%2): it is kept as written "
                           "for the export, and the designer's filters do not model it"),
                    { key, keys }));
            continue;
        }
        const YAML::Node value = kv.second;
        const std::string written = value.IsScalar() ? value.Scalar() : std::string();
        const VolcanoArgument a = value.IsScalar() ? classifyVolcanoScalar(key, written, isQuoted(value))
                                                   : classifyVolcanoScalar(key, "", false);
        const bool scalar = value.IsScalar() || value.IsNull();
        std::optional<bool> on;
        if (scalar && a.kind == VolcanoArgument::Kind::Bool) {
            on = !yamlV2False(written);
        } else if (scalar && a.kind == VolcanoArgument::Kind::String && release->volcanoMinor >= 15) {
            on = goParseBool(written);
            if (on == false)
                sayWarning(ctx, value, kp,
                    Phrase(BP_TEXT("bp::core",
                               "%1: %2 is a string: Volcano 1.15 reads it with strconv.ParseBool and turns %3 off, "
                               "but earlier releases ignore a string here and keep it on; write false, unquoted"),
                        { key, quoted(written), s->name }));
            else if (!on)
                sayWarning(ctx, value, kp,
                    Phrase(BP_TEXT("bp::core",
                               "%1: %2 is a string strconv.ParseBool does not read, so Volcano ignores it "
                               "(Arguments.GetBool) and %3 stays on"),
                        { key, quoted(written), s->name }));
        } else {
            std::string shown = written;
            if (!value.IsScalar() && !value.IsNull() && !yamlio::flowText(value, shown))
                shown = "…";
            sayWarning(ctx, value.IsDefined() && !value.IsNull() ? value : kv.first, kp,
                Phrase(BP_TEXT("bp::core",
                           "%1: %2 is not a bool, so Volcano ignores it (Arguments.GetBool reads only a bool) and "
                           "%3 stays on"),
                    { key, a.kind == VolcanoArgument::Kind::String ? quoted(written) : shown.empty() ? "~" : shown,
                        s->name }));
        }
        if (on) {
            // Erased and built anew, never assigned: assigning a YAML::Node
            // rebinds the file's node to the other one's data.
            found.erase(s->name);
            found.emplace(s->name, Off { !*on, kp, value });
        }
    }
    for (const auto& s : switches) {
        const auto it = found.find(s.name);
        if (it == found.end() || !it->second.off || turnsOff(p, s.name))
            continue;
        ctx.locate("disabledFilters[" + std::to_string(p.disabledFilters.size()) + "]", it->second.path,
            it->second.node);
        p.disabledFilters.push_back(s.name);
    }
}

} // namespace

void importVolcanoConf(ImportContext& ctx, const YAML::Node& doc, const std::string& prefix)
{
    ctx.beginProfile();
    Profile p;
    p.name = "volcano";
    p.scheduler = SchedulerKind::Volcano;
    p.pluginsSet = true;
    p.binpackEnabled = false;
    p.nodeorderEnabled = false;
    const std::string root = prefix;
    if (!ctx.checkMap(doc, root, { "actions", "tiers", "configurations", "metrics" }, {}, false)) {
        sayError(ctx, doc, root,
            Phrase(BP_TEXT("bp::core", "expected a volcano-scheduler.conf document (a map with actions and tiers)")));
        ctx.addProfile(std::move(p));
        return;
    }
    readActions(ctx, doc["actions"], child(root, "actions"));
    VolcanoConf conf;
    if (const YAML::Node actions = doc["actions"]; actions.IsDefined() && actions.IsScalar())
        conf.actions = actions.Scalar();
    else if (!actions.IsDefined())
        // UnmarshalSchedulerConf splits "" into one empty name, and GetAction("") fails.
        sayError(ctx, doc, child(root, "actions"),
            Phrase(BP_TEXT("bp::core",
                "no actions: Volcano refuses the whole file and keeps its previous configuration; expected e.g. "
                "actions: \"enqueue, allocate, backfill\"")));
    for (const char* key : { "configurations", "metrics" })
        if (const YAML::Node value = doc[key]; value.IsDefined() && !value.IsNull())
            yamlio::readFlowValue(ctx.reader(), value, child(root, key),
                std::string_view(key) == "metrics" ? conf.metrics : conf.configurations);
    const YAML::Node tiers = doc["tiers"];
    int binpacks = 0, nodeorders = 0, predicates = 0;
    // enablePredicate: false on predicates: where it is written.
    std::optional<YAML::Node> predicatesOff;
    std::string predicatesOffPath;
    if (tiers.IsDefined() && ctx.isSeq(tiers, child(root, "tiers"))) {
        for (size_t t = 0; t < tiers.size(); ++t) {
            const std::string tp = index(child(root, "tiers"), t);
            conf.tiers.emplace_back();
            if (!ctx.checkMap(tiers[t], tp, { "plugins" }, {}, false))
                continue;
            const YAML::Node plugins = tiers[t]["plugins"];
            const std::string pp = child(tp, "plugins");
            if (!plugins.IsDefined() || !ctx.isSeq(plugins, pp))
                continue;
            // UnmarshalSchedulerConf: drf with enableHierarchy and proportion in one tier conflict.
            std::optional<YAML::Node> hierarchicalDrf;
            bool proportion = false;
            for (size_t i = 0; i < plugins.size(); ++i) {
                const YAML::Node plugin = plugins[i];
                const std::string ip = index(pp, i);
                if (!ctx.isMap(plugin, ip))
                    continue;
                const std::string name = plugin["name"] && plugin["name"].IsScalar() ? plugin["name"].Scalar() : "";
                const bool modelled = name == "binpack" || name == "nodeorder" || name == "predicates";
                auto kept = yamlio::readTierPlugin(ctx.reader(), plugin, ip, !modelled);
                if (!kept)
                    continue;
                const auto optionFalse = [&](const char* key) { return yamlio::optionValue(*kept, key) == false; };
                if (name == "drf" && yamlio::optionValue(*kept, "enableHierarchy") == true)
                    hierarchicalDrf.emplace(plugin);
                proportion = proportion || name == "proportion";
                if (yamlio::scoresUnmodelled(*kept))
                    sayWarning(ctx, plugin["name"], child(ip, "name"),
                        Phrase(BP_TEXT("bp::core",
                                   "%1 adds to the node scores in Volcano and the designer does not model it: the "
                                   "scores and placements shown leave it out (it is kept for the export)"),
                            { name }));
                if (name == "predicates") {
                    if (++predicates > 1) {
                        sayError(ctx, plugin, ip,
                            Phrase(BP_TEXT("bp::core",
                                "predicates is listed twice: keep one entry (the profile records one set of filter "
                                "switches)")));
                        continue;
                    }
                    readPredicateSwitches(ctx, plugin, ip, p, kept->arguments);
                    // Session.PredicateFn skips a plugin whose enablePredicate
                    // is false: no filter runs, as without the plugin. The
                    // profile says so with its switches, so the option goes.
                    if (optionFalse("enablePredicate")) {
                        predicatesOff.emplace(plugin["enablePredicate"]);
                        predicatesOffPath = child(ip, "enablePredicate");
                        std::erase_if(kept->options, [](const VolcanoField& f) { return f.key == "enablePredicate"; });
                    }
                    conf.tiers.back().push_back(std::move(*kept));
                    continue;
                }
                if (!modelled) {
                    conf.tiers.back().push_back(std::move(*kept));
                    continue;
                }
                const bool isBinpack = name == "binpack";
                if (++(isBinpack ? binpacks : nodeorders) > 1) {
                    sayError(ctx, plugin, ip,
                        Phrase(BP_TEXT("bp::core",
                                   "%1 is listed twice: Volcano runs it once per entry, so the node order scores it "
                                   "twice; keep one entry"),
                            { name }));
                    continue;
                }
                // Whether it scores is the profile's (binpackEnabled, nodeorderEnabled).
                const bool noNodeOrder = optionFalse("enableNodeOrder");
                std::erase_if(kept->options, [](const VolcanoField& f) { return f.key == "enableNodeOrder"; });
                conf.tiers.back().push_back(std::move(*kept));
                bool& enabled = isBinpack ? p.binpackEnabled : p.nodeorderEnabled;
                std::vector<VolcanoArgument>& arguments = isBinpack ? p.binpackArguments : p.nodeorderArguments;
                enabled = true;
                ctx.locate("plugins." + name, ip, plugin);
                // Session.NodeOrderFn and BatchNodeOrderFn both skip a plugin
                // whose enableNodeOrder is false.
                if (noNodeOrder) {
                    enabled = false;
                    sayWarning(ctx, plugin["enableNodeOrder"], child(ip, "enableNodeOrder"),
                        Phrase(BP_TEXT("bp::core",
                                   "enableNodeOrder: false turns %1's scoring off; the profile records %1 as "
                                   "not enabled"),
                            { name }));
                }
                const YAML::Node args = plugin["arguments"];
                const std::string ap = child(ip, "arguments");
                if (!args.IsDefined() || args.IsNull())
                    continue;
                if (!ctx.isMap(args, ap))
                    continue;
                ctx.locate("plugins." + name + ".arguments", ap, args);
                for (const auto& kv : args) {
                    const std::string key = yamlio::keyText(kv.first);
                    VolcanoArgument a;
                    if (kv.second.IsScalar()) {
                        a = classifyVolcanoScalar(key, kv.second.Scalar(), isQuoted(kv.second));
                    } else if (kv.second.IsNull()) {
                        a = classifyVolcanoScalar(key, "", false);
                    } else {
                        a.key = key;
                        a.kind = VolcanoArgument::Kind::Other;
                        if (!yamlio::flowText(kv.second, a.text)) {
                            ctx.error(kv.second, child(ap, key), yamlio::flowTooLargeMessage());
                            continue;
                        }
                    }
                    ctx.locate("plugins." + name + ".arguments[" + key + "]", child(ap, key),
                        kv.second.IsDefined() ? kv.second : kv.first);
                    // Volcano reads the arguments with yaml.v2's Unmarshal
                    // into a map: a key given twice keeps its last value. A
                    // workspace holds each key once (a fuzz finding: the
                    // import wrote both, which did not read back).
                    const auto same = std::find_if(arguments.begin(), arguments.end(),
                        [&](const VolcanoArgument& o) { return o.key == key; });
                    if (same != arguments.end()) {
                        sayWarning(ctx, kv.first, child(ap, key),
                            Phrase(BP_TEXT("bp::core", "%1 is given more than once; the last one is used"),
                                { "\"" + key + "\"" }));
                        arguments.erase(same);
                    }
                    arguments.push_back(std::move(a));
                }
            }
            if (hierarchicalDrf && proportion)
                sayError(ctx, *hierarchicalDrf, pp,
                    Phrase(BP_TEXT("bp::core",
                        "drf with enableHierarchy: true and proportion are in the same tier: Volcano refuses the "
                        "whole file (\"proportion and drf with hierarchy enabled conflicts\") and keeps its "
                        "previous configuration")));
        }
    }
    if (predicates == 0 || predicatesOff) {
        // Only the predicates plugin runs the Kubernetes filters: without
        // it Volcano checks resources alone (the allocate action's own fit).
        const auto release = releaseOf(p);
        for (const auto& sw : release ? filterSwitches(p.scheduler, *release) : std::vector<FilterSwitch> {})
            if (!sw.mandatory && !turnsOff(p, sw.name))
                p.disabledFilters.push_back(sw.name);
        if (predicates == 0)
            sayWarning(ctx, tiers.IsDefined() ? tiers : doc, child(root, "tiers"),
                Phrase(BP_TEXT("bp::core",
                    "no predicates plugin in any tier: Volcano runs none of the Kubernetes filters, so the profile "
                    "turns off every filter it records a switch for; NodeUnschedulable has none and still keeps "
                    "pods off cordoned nodes here, where Volcano would place them")));
        else
            sayWarning(ctx, *predicatesOff, predicatesOffPath,
                Phrase(BP_TEXT("bp::core",
                    "false makes Volcano run none of the predicates plugin's filters, so the profile turns off "
                    "every filter it records a switch for (the export writes each switch false instead); "
                    "NodeUnschedulable has none and still keeps pods off cordoned nodes here, where Volcano would "
                    "place them")));
    }
    p.volcanoConf = std::move(conf);
    if (*p.volcanoConf == yamlio::shippedVolcanoConf())
        p.volcanoConf.reset();
    if (binpacks == 0)
        sayWarning(ctx, tiers.IsDefined() ? tiers : doc, child(root, "tiers"),
            Phrase(
                BP_TEXT("bp::core", "no binpack plugin in any tier: Volcano does not pack with this configuration")));
    ctx.addProfile(std::move(p));
}

void importVolcanoConfigMap(ImportContext& ctx, const YAML::Node& doc, std::string_view text)
{
    ctx.checkMap(doc, "", { "apiVersion", "kind", "metadata", "data" }, { "binaryData", "immutable" });
    const YAML::Node meta = doc["metadata"];
    if (meta.IsDefined() && meta.IsMap()) {
        const std::string name = meta["name"] && meta["name"].IsScalar() ? meta["name"].Scalar() : "";
        const std::string ns = meta["namespace"] && meta["namespace"].IsScalar() ? meta["namespace"].Scalar() : "";
        if (name != "volcano-scheduler-configmap" || ns != "volcano-system")
            sayWarning(ctx, meta, "metadata",
                Phrase(BP_TEXT("bp::core",
                           "the Volcano scheduler reads volcano-scheduler-configmap in volcano-system (as installed); "
                           "this ConfigMap is %1"),
                    { (ns.empty() ? std::string() : ns + "/") + name }));
    }
    const YAML::Node data = doc["data"];
    const YAML::Node conf = data.IsDefined() && data.IsMap() ? data["volcano-scheduler.conf"] : YAML::Node();
    if (!conf.IsDefined() || !conf.IsScalar()) {
        sayError(ctx, data.IsDefined() ? data : doc, "data",
            Phrase(BP_TEXT("bp::core",
                "a Volcano ConfigMap needs data.volcano-scheduler.conf: the scheduler configuration as a string")));
        return;
    }
    // Positions inside the embedded document: a literal block starts on the
    // line after its indicator, indented by the first content line's spaces.
    const YAML::Mark m = conf.Mark();
    int lineOffset = 0, columnOffset = 0;
    if (m.pos >= 0 && static_cast<size_t>(m.pos) < text.size() && (text[m.pos] == '|' || text[m.pos] == '>')) {
        size_t nl = text.find('\n', static_cast<size_t>(m.pos));
        if (nl != std::string_view::npos) {
            size_t lineStart = nl + 1;
            int skipped = 0;
            while (lineStart < text.size()) {
                size_t end = text.find('\n', lineStart);
                if (end == std::string_view::npos)
                    end = text.size();
                std::string_view line = text.substr(lineStart, end - lineStart);
                if (line.find_first_not_of(' ') != std::string_view::npos) {
                    columnOffset = static_cast<int>(line.find_first_not_of(' '));
                    break;
                }
                ++skipped;
                lineStart = end + 1;
            }
            (void)skipped;
            lineOffset = m.line + 1;
        }
    } else {
        // A quoted or plain string: report at the value itself.
        lineOffset = m.line;
        columnOffset = m.column;
    }
    auto invalid = [&](int line, int column, Phrase message) {
        Diagnostic d;
        d.file = ctx.file();
        d.line = line > 0 ? line + lineOffset : 0;
        d.column = line > 0 ? column + columnOffset : 0;
        d.field = "data.volcano-scheduler.conf";
        d.say(std::move(message));
        ctx.result().diagnostics.push_back(std::move(d));
    };
    // The parser's own words, after ours.
    const auto notValid
        = [](const std::string& detail) { return Phrase(BP_TEXT("bp::core", "not valid YAML: %1"), { detail }); };
    // Deep nesting first: yaml-cpp stops it with "bad file" and no position.
    if (auto bad = yamlio::checkStream(conf.Scalar()); bad && bad->kind == yamlio::StreamProblem::Kind::TooDeep) {
        invalid(bad->line, bad->column,
            notValid(bad->detail)
                .then(Phrase(BP_TEXT("bp::core", "; expected the few levels of volcano-scheduler.conf"))));
        return;
    }
    YAML::Node embedded;
    try {
        embedded = YAML::Load(conf.Scalar());
    } catch (const YAML::ParserException& e) {
        invalid(e.mark.line + 1, e.mark.column + 1, notValid(e.msg));
        return;
    }
    ctx.setOffset(lineOffset, columnOffset);
    importVolcanoConf(ctx, embedded, "data[volcano-scheduler.conf]");
    ctx.setOffset(0, 0);
}

} // namespace bp::detail
