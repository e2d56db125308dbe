// SPDX-License-Identifier: GPL-3.0-or-later
// volcano-scheduler.conf with the tiers imported with the profile, or the
// standard tier layout, so the file replaces the one in the cluster without
// losing gang, priority, predicates and the rest (docs/config-formats.md,
// "Exporting for Volcano"), bare or wrapped in its ConfigMap.
#include "io/export_internal.h"
#include "io/profile_defaults.h"
#include "io/volcano_conf.h"
#include "io/volcano_scalar.h"
#include "io/yaml_quoting.h"
#include "scoring/filter_plugins.h"
#include "scoring/version.h"
#include "scoring/volcano_arguments.h"

#include <algorithm>
#include <set>

namespace bp::detail {

namespace {

// A binpack argument's value, in a form yaml.v2 reads back with the same type.
std::string argumentValue(const VolcanoArgument& a)
{
    switch (a.kind) {
    case VolcanoArgument::Kind::Int:
        return std::to_string(a.intValue); // plain decimal: what GetInt accepts
    case VolcanoArgument::Kind::String:
        return yamlString(a.text);
    case VolcanoArgument::Kind::Null:
        return a.text.empty() ? std::string("~") : a.text;
    case VolcanoArgument::Kind::Float:
    case VolcanoArgument::Kind::Bool:
    case VolcanoArgument::Kind::Other:
        return a.text.empty() ? std::string("~") : a.text;
    }
    return a.text;
}

std::vector<VolcanoArgument> exportedArguments(const Profile& p, bool explicitDefaults)
{
    std::vector<VolcanoArgument> args = p.binpackArguments;
    if (!explicitDefaults)
        return args;
    std::vector<VolcanoArgument> front;
    for (const char* key : {kBinpackWeight, kBinpackCpu, kBinpackMemory})
        if (!findArgument(args, key))
            setIntegerArgument(front, key, 1);
    front.insert(front.end(), args.begin(), args.end());
    return front;
}

// nodeorder's arguments as exported: the profile's, --balanced overriding
// balancedresource.weight, and with --explicit-defaults every weight.
std::vector<VolcanoArgument> exportedNodeOrderArguments(const Profile& p, const ExportOptions& o)
{
    std::vector<VolcanoArgument> args = p.nodeorderArguments;
    if (o.balancedMode != BalancedMode::Keep)
        setIntegerArgument(
            args, kBalancedResourceWeight, o.balancedMode == BalancedMode::Disable ? int64_t{0} : o.balancedWeight);
    if (o.explicitDefaults) {
        const NodeOrderWeights defaults;
        std::vector<VolcanoArgument> front;
        for (const NodeOrderKey& k : kNodeOrderKeys)
            if (!findArgument(args, k.key))
                setIntegerArgument(front, k.key, defaults.*k.weight);
        front.insert(front.end(), args.begin(), args.end());
        args = std::move(front);
    }
    return args;
}

} // namespace

namespace {

// Writes one conf around the profile: its kept actions and tiers (or the
// shipped ones), with binpack, nodeorder and predicates as the profile has
// them in their places.
class ConfWriter {
public:
    ConfWriter(const Profile& p, const ExportOptions& o)
        : p_(p)
        , o_(o)
    {
        if (const auto release = releaseOf(p)) // validated
            switches_ = filterSwitches(p.scheduler, *release);
    }

    std::string text()
    {
        const bool kept = p_.volcanoConf.has_value();
        const VolcanoConf& conf = kept ? *p_.volcanoConf : yamlio::shippedVolcanoConf();
        if (kept)
            w_.comment(0,
                "volcano-scheduler.conf written by Binpack Studio: the actions and tiers are those\n"
                "imported with this profile, with its binpack, nodeorder and predicates in them.");
        else
            w_.comment(0,
                "volcano-scheduler.conf written by Binpack Studio. The standard Volcano tiers are\n"
                "kept, so this file can replace the shipped one.");
        if (conf.actions.empty())
            w_.comment(0, "The imported file gave no actions; these are Volcano's shipped ones.");
        w_.field(0, "actions",
            yamlio::doubleQuoted(conf.actions.empty() ? yamlio::shippedVolcanoConf().actions : conf.actions));
        // Where the profile's plugins that have no entry go: the tier that
        // holds one of them, else the last (Volcano sums node scores over all
        // tiers, so the tier does not change a score).
        std::vector<std::vector<VolcanoTierPlugin>> tiers = conf.tiers;
        size_t home = tiers.empty() ? 0 : tiers.size() - 1;
        bool found = false;
        std::set<std::string> listed;
        for (size_t t = 0; t < tiers.size(); ++t)
            for (const auto& plugin : tiers[t]) {
                listed.insert(plugin.name);
                if (!found && (plugin.name == "predicates" || plugin.name == "nodeorder" || plugin.name == "binpack")) {
                    home = t;
                    found = true;
                }
            }
        std::vector<std::string> added;
        if (!listed.count("predicates") && anyFilterRuns())
            added.push_back("predicates");
        if (!listed.count("nodeorder") && p_.nodeorderEnabled)
            added.push_back("nodeorder");
        if (!listed.count("binpack") && p_.binpackEnabled)
            added.push_back("binpack");
        if (tiers.empty() && !added.empty())
            tiers.emplace_back();
        if (tiers.empty()) {
            w_.raw("tiers: []");
        } else {
            w_.raw("tiers:");
            for (size_t t = 0; t < tiers.size(); ++t) {
                const bool more = t == home && !added.empty();
                w_.raw(tiers[t].empty() && !more ? "- plugins: []" : "- plugins:");
                for (const auto& plugin : tiers[t])
                    entry(plugin);
                if (t != home)
                    continue;
                for (const auto& name : added) {
                    w_.comment(1, name + " is added: the profile runs it, and the imported tiers did not list it.");
                    entry(VolcanoTierPlugin { name, {}, {} });
                }
            }
        }
        if (!conf.configurations.empty())
            w_.field(0, "configurations", conf.configurations);
        if (!conf.metrics.empty())
            w_.field(0, "metrics", conf.metrics);
        return w_.text();
    }

private:
    bool anyFilterRuns() const
    {
        return std::any_of(switches_.begin(), switches_.end(),
            [&](const FilterSwitch& s) { return !s.mandatory && !s.volcanoKey.empty() && !turnsOff(p_, s.name); });
    }

    void entry(const VolcanoTierPlugin& plugin)
    {
        if (plugin.name == "predicates")
            predicates(plugin);
        else if (plugin.name == "nodeorder")
            nodeorder(plugin);
        else if (plugin.name == "binpack")
            binpack(plugin);
        else
            w_.block(yamlio::tierPluginText(2, plugin, plugin.arguments));
    }

    void predicates(const VolcanoTierPlugin& plugin)
    {
        // The kept arguments, then the switches of the filters the profile
        // turns off: Volcano reads each with Arguments.GetBool, default true
        // (plugins/predicates/predicates.go).
        std::vector<VolcanoField> args = yamlio::keptArguments(p_, plugin);
        for (const auto& s : switches_)
            if (!s.volcanoKey.empty() && turnsOff(p_, s.name))
                args.push_back({ s.volcanoKey, "false" });
        w_.block(yamlio::tierPluginText(2, plugin, args));
    }

    void nodeorder(const VolcanoTierPlugin& plugin)
    {
        if (!p_.nodeorderEnabled) {
            notScoring(plugin, "nodeorder is not enabled in this profile (Volcano's shipped configuration runs it).");
            return;
        }
        const auto args = exportedNodeOrderArguments(p_, o_);
        const NodeOrderWeights weights = nodeOrderWeights(args);
        if (p_.binpackEnabled && (weights.leastRequested > 0 || weights.balancedResource > 0))
            w_.comment(1,
                "nodeorder's leastrequested (spreads) and balancedresource (balances) pull against\n"
                "binpack: raise binpack.weight or set their weights to 0.");
        w_.block(yamlio::tierPluginHead(2, plugin));
        if (args.empty())
            return;
        w_.key(2, "arguments");
        for (const auto& a : args) {
            std::string value = argumentValue(a);
            if (a.kind != VolcanoArgument::Kind::Int)
                value += "  # ignored by Volcano: not an integer, the default applies";
            w_.field(3, a.key, value);
        }
    }

    void binpack(const VolcanoTierPlugin& plugin)
    {
        if (!p_.binpackEnabled) {
            notScoring(plugin, "binpack is not enabled in this profile.");
            return;
        }
        w_.block(yamlio::tierPluginHead(2, plugin));
        const auto args = exportedArguments(p_, o_.explicitDefaults);
        if (args.empty())
            return;
        w_.key(2, "arguments");
        for (const auto& a : args) {
            std::string value = argumentValue(a);
            if (isBinpackWeightKey(a.key) && a.kind != VolcanoArgument::Kind::Int)
                value += "  # ignored by Volcano: not an integer, the default 1 applies";
            else if (a.key == "binpack.resources" && a.kind != VolcanoArgument::Kind::String)
                value += "  # ignored by Volcano: not a string";
            w_.field(3, a.key, value);
        }
    }

    // A plugin the profile does not run keeps its place with
    // enableNodeOrder: false (Volcano then skips its NodeOrderFn and
    // BatchNodeOrderFn, all that binpack and nodeorder register), so the file
    // reads back as the same tiers.
    void notScoring(const VolcanoTierPlugin& plugin, const char* why)
    {
        w_.comment(1, why);
        VolcanoTierPlugin off = plugin;
        off.options.push_back({ "enableNodeOrder", "false" });
        w_.block(yamlio::tierPluginHead(2, off));
    }

    const Profile& p_;
    const ExportOptions& o_;
    std::vector<FilterSwitch> switches_;
    YamlWriter w_;
};

} // namespace

std::string writeVolcanoConf(const Profile& p, const ExportOptions& o)
{
    return ConfWriter(p, o).text();
}

std::string writeVolcanoConfigMap(const Profile& p, const ExportOptions& o)
{
    YamlWriter w;
    w.comment(0, "Volcano scheduler configuration written by Binpack Studio.\n"
                 "Apply with: kubectl apply -f <this file>   (Volcano reloads it without a restart)");
    w.raw("apiVersion: v1");
    w.raw("kind: ConfigMap");
    w.raw("metadata:");
    w.field(1, "name", "volcano-scheduler-configmap");
    w.field(1, "namespace", "volcano-system");
    w.raw("data:");
    w.raw("  volcano-scheduler.conf: |");
    std::string out = w.text();
    out += indentBlock(writeVolcanoConf(p, o), 4);
    return out;
}

} // namespace bp::detail
