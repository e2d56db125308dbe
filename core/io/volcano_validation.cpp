// SPDX-License-Identifier: GPL-3.0-or-later
// Volcano binpack arguments (docs/config-formats.md, "Volcano warnings";
// docs/scheduler-arithmetic.md, "Argument parsing"). Volcano accepts every one
// of these cases without a word, so they are warnings that say what Volcano
// will really do and what to write instead.
#include "io/did_you_mean.h"
#include "io/profile_validation.h"
#include "io/volcano_scalar.h"
#include "scoring/version.h"
#include "scoring/volcano_arguments.h"

#include <map>
#include <set>

namespace bp {

std::vector<Diagnostic> validateVolcanoProfile(const Profile& profile);
void validateNodeOrderArguments(const Profile& profile, std::vector<Diagnostic>& out);

namespace {

// "key: value is ", the value as it was written.
Phrase keyValueIs(const VolcanoArgument& a)
{
    if (a.quoted)
        return Phrase(BP_TEXT("bp::core", "%1: %2 is "), { a.key, "\"" + a.text + "\"" });
    if (a.text.empty())
        return Phrase(BP_TEXT("bp::core", "%1: (empty) is "), { a.key });
    return Phrase(BP_TEXT("bp::core", "%1: %2 is "), { a.key, a.text });
}

// A warning on one argument of a Volcano plugin (its field
// plugins.<plugin>.arguments[<key>]).
auto argumentWarnings(std::vector<Diagnostic>& out, std::string plugin)
{
    return [&out, plugin = std::move(plugin)](const std::string& key, Phrase message) {
        Diagnostic& d = out.emplace_back();
        d.severity = Diagnostic::Severity::Warning;
        d.field = volcanoArgumentPath(plugin, key);
        d.say(std::move(message));
    };
}

// A key given more than once: yaml.v2 into a Go map keeps the last value.
// Warned once, at the key's first entry.
class RepeatedKeys {
public:
    explicit RepeatedKeys(const std::vector<VolcanoArgument>& args)
    {
        for (const auto& a : args)
            ++seen_[a.key];
    }
    template <class Warn> void check(const VolcanoArgument& a, const Warn& warn)
    {
        int& n = seen_[a.key];
        if (n <= 1)
            return;
        warn(a.key,
            Phrase(BP_TEXT("bp::core", "%1 is given %n {time|times}; Volcano's YAML parser keeps only the last one"),
                { a.key })
                .counted(n));
        n = 0; // once per key
    }

private:
    std::map<std::string, int> seen_;
};

// What GetInt makes of an integer argument: anything but an integer is
// ignored (the default `fallback` stays), and YAML 1.1 reads some integers
// differently from how they look. Returns whether it is read as an integer.
template <class Warn> bool readsAsInt(const VolcanoArgument& a, int64_t fallback, const Warn& warn)
{
    if (a.kind != VolcanoArgument::Kind::Int) {
        Phrase message = keyValueIs(a);
        message.then(volcanoKindPhrase(a.kind))
            .then(Phrase(BP_TEXT("bp::core", "; Volcano's GetInt accepts only integers and keeps the default %1"),
                { std::to_string(fallback) }));
        if (a.kind == VolcanoArgument::Kind::String) {
            const VolcanoArgument asPlain = classifyVolcanoScalar(a.key, a.text, false);
            if (asPlain.kind == VolcanoArgument::Kind::Int)
                message.then(
                    Phrase(BP_TEXT("bp::core", "; write %1 without quotes"), { std::to_string(asPlain.intValue) }));
        }
        warn(a.key, std::move(message));
        return false;
    }
    if (!isPlainDecimalInt(a.text))
        warn(a.key,
            Phrase(BP_TEXT("bp::core", "%1: %2 is read by Volcano's YAML 1.1 parser as %3; write %3"),
                { a.key, a.text, std::to_string(a.intValue) }));
    return true;
}

} // namespace

std::vector<std::string> volcanoResourceNames(const Profile& profile)
{
    return binpackResourceNames(profile.binpackArguments);
}

std::vector<Diagnostic> validateVolcanoProfile(const Profile& profile)
{
    std::vector<Diagnostic> out;
    const auto warn = argumentWarnings(out, "binpack");

    const std::vector<std::string> listed = volcanoResourceNames(profile);
    const std::set<std::string> listedSet(listed.begin(), listed.end());
    RepeatedKeys repeated(profile.binpackArguments);

    for (const auto& a : profile.binpackArguments) {
        repeated.check(a, warn);
        const bool weightKey = isBinpackWeightKey(a.key);
        if (a.key == "binpack.resources") {
            if (a.kind != VolcanoArgument::Kind::String) {
                warn(a.key,
                    Phrase(BP_TEXT("bp::core", "binpack.resources is "))
                        .then(volcanoKindPhrase(a.kind))
                        .then(Phrase(BP_TEXT("bp::core",
                            "; Volcano reads it only as a string of comma-separated resource names, so it "
                            "counts no extended resource at all. Write e.g. binpack.resources: nvidia.com/gpu, "
                            "example.com/foo"))));
                continue;
            }
            for (const auto& name : splitBinpackResources(a.text))
                if (name == "cpu" || name == "memory")
                    warn(a.key,
                        Phrase(BP_TEXT("bp::core",
                                   "%1 in binpack.resources has no effect: Volcano sets the %1 weight from %2 "
                                   "after reading the list, so %3 is overwritten"),
                            { name, "binpack." + name, "binpack.resources." + name }));
            continue;
        }
        if (!weightKey) {
            std::string hint;
            for (std::string_view known : {"binpack.weight", "binpack.cpu", "binpack.memory"})
                if (a.key.rfind(std::string(known) + ".", 0) == 0)
                    hint = known;
            if (hint.empty() && a.key.rfind(kBinpackResourcePrefix, 0) == 0 && a.key.size() > 7
                && a.key.compare(a.key.size() - 7, 7, ".weight") == 0)
                hint = a.key.substr(0, a.key.size() - 7);
            Phrase message(BP_TEXT("bp::core",
                               "Volcano's binpack plugin has no argument %1 and ignores it; it reads binpack.weight, "
                               "binpack.cpu, binpack.memory, binpack.resources and binpack.resources.<name>"),
                { a.key });
            if (!hint.empty())
                message.then(Phrase(BP_TEXT("bp::core", "; did you mean %1?"), { hint }));
            warn(a.key, std::move(message));
            continue;
        }
        const bool isWeight = a.key == "binpack.weight";
        if (!readsAsInt(a, 1, warn))
            continue;
        if (a.key.rfind(kBinpackResourcePrefix, 0) == 0) {
            const std::string name = a.key.substr(kBinpackResourcePrefix.size());
            const bool weightSuffix = name.size() > 7 && name.compare(name.size() - 7, 7, ".weight") == 0;
            if (!listedSet.count(name) && weightSuffix && listedSet.count(name.substr(0, name.size() - 7)))
                warn(a.key,
                    Phrase(BP_TEXT("bp::core",
                               "Volcano's binpack plugin has no argument %1 and ignores it; did you mean %2?"),
                        { a.key, a.key.substr(0, a.key.size() - 7) }));
            else if (!listedSet.count(name))
                warn(a.key,
                    Phrase(BP_TEXT("bp::core",
                               "Volcano reads %1 only for resources listed in binpack.resources, and %2 is not "
                               "listed; add it to binpack.resources or remove this key"),
                        { a.key, name }));
            else if (name == "cpu" || name == "memory")
                warn(a.key,
                    Phrase(BP_TEXT("bp::core", "%1 has no effect: %2 overwrites it"), { a.key, "binpack." + name }));
        }
        if (isWeight) {
            if (a.intValue == 0)
                warn(a.key,
                    Phrase(BP_TEXT("bp::core",
                        "binpack.weight 0 disables the binpack plugin: Volcano does not "
                        "register its node order function")));
            else if (a.intValue < 0)
                warn(a.key,
                    Phrase(BP_TEXT("bp::core",
                               "binpack.weight %1 is negative: Volcano accepts it, and binpack then prefers "
                               "the emptiest nodes (it spreads instead of packing)"),
                        { std::to_string(a.intValue) }));
        } else if (a.intValue < 0) {
            warn(a.key,
                Phrase(BP_TEXT("bp::core",
                           "%1: Volcano resets a negative weight to 1, not 0; write 0 to leave the resource out"),
                    { a.key }));
        }
    }
    validateNodeOrderArguments(profile, out);
    return out;
}

// nodeorder's arguments (calculateWeight): eight GetInt weights, each kept
// as given (0 leaves the plugin out, a negative one is not reset).
void validateNodeOrderArguments(const Profile& profile, std::vector<Diagnostic>& out)
{
    const auto warn = argumentWarnings(out, "nodeorder");
    std::vector<std::string> known;
    const NodeOrderWeights defaults;
    for (const NodeOrderKey& k : kNodeOrderKeys)
        known.emplace_back(k.key);
    const auto release = releaseOf(profile);
    const bool selectorSpread = release && release->volcanoMinor == 8; // selectorspread.weight: v1.8 only
    RepeatedKeys repeated(profile.nodeorderArguments);
    for (const auto& a : profile.nodeorderArguments) {
        repeated.check(a, warn);
        const NodeOrderKey* key = nullptr;
        for (const NodeOrderKey& k : kNodeOrderKeys)
            if (a.key == k.key)
                key = &k;
        if (!key) {
            if (a.key == "selectorspread.weight" && selectorSpread) {
                if (a.kind == VolcanoArgument::Kind::Int && a.intValue != 0)
                    warn(a.key,
                        Phrase(BP_TEXT("bp::core",
                            "selectorspread.weight turns Volcano 1.8's SelectorSpread scoring on, which Binpack "
                            "Studio does not model: the scores shown leave it out")));
                continue;
            }
            Phrase message(BP_TEXT("bp::core",
                               "Volcano's nodeorder plugin has no argument %1 and ignores it; it reads "
                               "leastrequested.weight, mostrequested.weight, balancedresource.weight, "
                               "nodeaffinity.weight, podaffinity.weight, tainttoleration.weight, "
                               "imagelocality.weight and podtopologyspread.weight"),
                { a.key });
            std::string close = yamlio::closestMatch(a.key, known);
            if (close.empty())
                close = yamlio::closestMatch(a.key + ".weight", known);
            if (!close.empty())
                message.then(Phrase(BP_TEXT("bp::core", "; did you mean %1?"), { close }));
            warn(a.key, std::move(message));
            continue;
        }
        if (!readsAsInt(a, defaults.*key->weight, warn))
            continue;
        if (a.intValue < 0)
            warn(a.key,
                Phrase(BP_TEXT("bp::core",
                           "%1 %2 is negative: Volcano keeps it, so that plugin's score counts against a node (it "
                           "pushes the other way)"),
                    { a.key, std::to_string(a.intValue) }));
    }
}

} // namespace bp
