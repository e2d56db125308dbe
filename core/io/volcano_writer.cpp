// SPDX-License-Identifier: GPL-3.0-or-later
// volcano-scheduler.conf with the standard tier layout, so the file replaces
// the shipped one without losing gang, priority, predicates and the rest
// (docs/config-formats.md, "Exporting for Volcano"), bare or wrapped in its ConfigMap.
#include "io/export_internal.h"
#include "io/profile_defaults.h"
#include "io/volcano_scalar.h"
#include "scoring/filter_plugins.h"
#include "scoring/version.h"
#include "scoring/volcano_arguments.h"

#include <algorithm>

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

std::string writeVolcanoConf(const Profile& p, const ExportOptions& o)
{
    YamlWriter w;
    w.comment(0, "volcano-scheduler.conf written by Binpack Studio. The standard Volcano tiers are\n"
                 "kept, so this file can replace the shipped one.");
    w.raw("actions: \"enqueue, allocate, backfill\"");
    w.raw("tiers:");
    w.raw("- plugins:");
    w.itemField(1, "name", "priority");
    w.itemField(1, "name", "gang");
    w.field(2, "enablePreemptable", "false");
    w.itemField(1, "name", "conformance");
    w.raw("- plugins:");
    w.itemField(1, "name", "overcommit");
    w.itemField(1, "name", "drf");
    w.field(2, "enablePreemptable", "false");
    w.itemField(1, "name", "predicates");
    // The filters the profile turns off: Volcano reads each switch with
    // Arguments.GetBool, default true (plugins/predicates/predicates.go).
    const auto release = releaseOf(p); // validated
    bool anyOff = false;
    for (const auto& s : release ? filterSwitches(p.scheduler, *release) : std::vector<FilterSwitch>{}) {
        if (s.volcanoKey.empty() || !turnsOff(p, s.name))
            continue;
        if (!anyOff)
            w.key(2, "arguments");
        anyOff = true;
        w.field(3, s.volcanoKey, "false");
    }
    w.itemField(1, "name", "proportion");
    if (p.nodeorderEnabled) {
        const auto args = exportedNodeOrderArguments(p, o);
        const NodeOrderWeights weights = nodeOrderWeights(args);
        if (p.binpackEnabled && (weights.leastRequested > 0 || weights.balancedResource > 0))
            w.comment(1, "nodeorder's leastrequested (spreads) and balancedresource (balances) pull against\n"
                         "binpack: raise binpack.weight or set their weights to 0.");
        w.itemField(1, "name", "nodeorder");
        if (!args.empty()) {
            w.key(2, "arguments");
            for (const auto& a : args) {
                std::string value = argumentValue(a);
                if (a.kind != VolcanoArgument::Kind::Int)
                    value += "  # ignored by Volcano: not an integer, the default applies";
                w.field(3, a.key, value);
            }
        }
    } else {
        w.comment(1, "nodeorder is not enabled in this profile (Volcano's shipped configuration runs it).");
    }
    if (p.binpackEnabled) {
        w.itemField(1, "name", "binpack");
        const auto args = exportedArguments(p, o.explicitDefaults);
        if (!args.empty()) {
            w.key(2, "arguments");
            for (const auto& a : args) {
                std::string value = argumentValue(a);
                if (isBinpackWeightKey(a.key) && a.kind != VolcanoArgument::Kind::Int)
                    value += "  # ignored by Volcano: not an integer, the default 1 applies";
                else if (a.key == "binpack.resources" && a.kind != VolcanoArgument::Kind::String)
                    value += "  # ignored by Volcano: not a string";
                w.field(3, a.key, value);
            }
        }
    } else {
        w.comment(1, "binpack is not enabled in this profile.");
    }
    return w.text();
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
