// SPDX-License-Identifier: GPL-3.0-or-later
// Volcano binpack arguments (docs/config-formats.md, "Volcano warnings";
// docs/scheduler-arithmetic.md, "Argument parsing"). Volcano accepts every one
// of these cases without a word, so they are warnings that say what Volcano
// will really do and what to write instead.
#include "io/profile_validation.h"
#include "io/volcano_scalar.h"
#include "scoring/volcano_arguments.h"

#include <map>
#include <set>

namespace bp {

std::vector<Diagnostic> validateVolcanoProfile(const Profile& profile);

namespace {


std::string shown(const VolcanoArgument& a)
{
    return a.quoted ? "\"" + a.text + "\"" : (a.text.empty() ? std::string("(empty)") : a.text);
}

} // namespace

std::vector<std::string> volcanoResourceNames(const Profile& profile)
{
    return binpackResourceNames(profile.binpackArguments);
}

std::vector<Diagnostic> validateVolcanoProfile(const Profile& profile)
{
    std::vector<Diagnostic> out;
    auto warn = [&](const std::string& key, std::string message) {
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.field = binpackArgumentPath(key);
        d.message = std::move(message);
        out.push_back(std::move(d));
    };

    const std::vector<std::string> listed = volcanoResourceNames(profile);
    const std::set<std::string> listedSet(listed.begin(), listed.end());
    std::map<std::string, int> seen;
    for (const auto& a : profile.binpackArguments)
        ++seen[a.key];

    for (const auto& a : profile.binpackArguments) {
        if (seen[a.key] > 1) {
            warn(a.key, a.key + " is given " + std::to_string(seen[a.key])
                            + " times; Volcano's YAML parser keeps only the last one");
            seen[a.key] = 0; // once per key
        }
        const bool weightKey = isBinpackWeightKey(a.key);
        if (a.key == "binpack.resources") {
            if (a.kind != VolcanoArgument::Kind::String) {
                warn(a.key, "binpack.resources is " + std::string(volcanoKindName(a.kind))
                                + "; Volcano reads it only as a string of comma-separated resource names, so it "
                                  "counts no extended resource at all. Write e.g. binpack.resources: nvidia.com/gpu, "
                                  "example.com/foo");
                continue;
            }
            for (const auto& name : splitBinpackResources(a.text))
                if (name == "cpu" || name == "memory")
                    warn(a.key, name + " in binpack.resources has no effect: Volcano sets the " + name
                                    + " weight from binpack." + name + " after reading the list, so binpack.resources."
                                    + name + " is overwritten");
            continue;
        }
        if (!weightKey) {
            std::string hint;
            for (std::string_view known : {"binpack.weight", "binpack.cpu", "binpack.memory"})
                if (a.key.rfind(std::string(known) + ".", 0) == 0)
                    hint = "; did you mean " + std::string(known) + "?";
            if (hint.empty() && a.key.rfind(kBinpackResourcePrefix, 0) == 0 && a.key.size() > 7
                && a.key.compare(a.key.size() - 7, 7, ".weight") == 0)
                hint = "; did you mean " + a.key.substr(0, a.key.size() - 7) + "?";
            warn(a.key, "Volcano's binpack plugin has no argument " + a.key
                            + " and ignores it; it reads binpack.weight, binpack.cpu, binpack.memory, "
                              "binpack.resources and binpack.resources.<name>"
                            + hint);
            continue;
        }
        const bool isWeight = a.key == "binpack.weight";
        if (a.kind != VolcanoArgument::Kind::Int) {
            std::string fix;
            if (a.kind == VolcanoArgument::Kind::String) {
                const VolcanoArgument asPlain = classifyVolcanoScalar(a.key, a.text, false);
                if (asPlain.kind == VolcanoArgument::Kind::Int)
                    fix = "; write " + std::to_string(asPlain.intValue) + " without quotes";
            }
            warn(a.key, a.key + ": " + shown(a) + " is " + std::string(volcanoKindName(a.kind))
                            + "; Volcano's GetInt accepts only integers and keeps the default 1" + fix);
            continue;
        }
        if (!isPlainDecimalInt(a.text))
            warn(a.key, a.key + ": " + a.text + " is read by Volcano's YAML 1.1 parser as "
                            + std::to_string(a.intValue) + "; write " + std::to_string(a.intValue));
        if (a.key.rfind(kBinpackResourcePrefix, 0) == 0) {
            const std::string name = a.key.substr(kBinpackResourcePrefix.size());
            const bool weightSuffix = name.size() > 7 && name.compare(name.size() - 7, 7, ".weight") == 0;
            if (!listedSet.count(name) && weightSuffix && listedSet.count(name.substr(0, name.size() - 7)))
                warn(a.key, "Volcano's binpack plugin has no argument " + a.key + " and ignores it; did you mean "
                                + a.key.substr(0, a.key.size() - 7) + "?");
            else if (!listedSet.count(name))
                warn(a.key, "Volcano reads " + a.key + " only for resources listed in binpack.resources, and " + name
                                + " is not listed; add it to binpack.resources or remove this key");
            else if (name == "cpu" || name == "memory")
                warn(a.key, a.key + " has no effect: binpack." + name + " overwrites it");
        }
        if (isWeight) {
            if (a.intValue == 0)
                warn(a.key, "binpack.weight 0 disables the binpack plugin: Volcano does not register its node "
                            "order function");
            else if (a.intValue < 0)
                warn(a.key, "binpack.weight " + std::to_string(a.intValue)
                                + " is negative: Volcano accepts it, and binpack then prefers the emptiest nodes "
                                  "(it spreads instead of packing)");
        } else if (a.intValue < 0) {
            warn(a.key, a.key + ": Volcano resets a negative weight to 1, not 0; write 0 to leave the resource out");
        }
    }
    return out;
}

} // namespace bp
