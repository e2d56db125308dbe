// SPDX-License-Identifier: GPL-3.0-or-later
// kube-scheduler rules. Volcano's are in volcano_validation.cpp.
#include "io/profile_validation.h"

#include "scoring/default_scores.h"

#include "io/constraint_rules.h"
#include "io/policy_predicates.h"
#include "io/profile_defaults.h"
#include "io/strategy_names.h"
#include "scoring/filter_plugins.h"
#include "scoring/version.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <regex>
#include <set>

namespace bp {

std::vector<Diagnostic> validateVolcanoProfile(const Profile& profile); // volcano_validation.cpp

namespace {

// Appends one of our own checks' findings.
void addDiagnostic(std::vector<Diagnostic>& out, Diagnostic::Severity s, std::string field, Phrase message)
{
    Diagnostic& d = out.emplace_back();
    d.severity = s;
    d.field = std::move(field);
    d.say(std::move(message));
}

constexpr const char* kSupportedTypes = R"("LeastAllocated", "MostAllocated", "RequestedToCapacityRatio")";

// field.Error renderings (k8s.io/apimachinery/pkg/util/validation/field).
std::string invalid(const std::string& path, int64_t value, const std::string& detail)
{
    return path + ": Invalid value: " + std::to_string(value) + ": " + detail;
}
std::string invalid(const std::string& path, const std::string& value, const std::string& detail)
{
    return path + ": Invalid value: " + goQuote(value) + ": " + detail;
}
std::string required(const std::string& path, const std::string& detail)
{
    return path + ": Required value" + (detail.empty() ? "" : ": " + detail);
}

class Checker {
public:
    Checker(const Profile& p, ConfigFormat format, int minor) : p_(p), format_(format), minor_(minor) {}

    std::vector<Diagnostic> run()
    {
        if (!p_.pluginsSet)
            return std::move(out_);
        const EffectiveFit fit = effectiveFit(p_);
        const EffectiveBalanced balanced = effectiveBalanced(p_);
        checkPluginWeights();
        checkOtherPlugins();
        if (isPolicy(format_))
            checkPolicy(fit, balanced);
        else if (format_ == ConfigFormat::KubeV1beta1)
            checkV1beta1(fit);
        else
            checkFitArgs(fit);
        if (!isPolicy(format_))
            checkBalancedArgs();
        return std::move(out_);
    }

private:
    // A message as kube-scheduler words it (English, no phrase), or one of ours.
    void error(const std::string& field, std::string upstream)
    {
        add(Diagnostic::Severity::Error, field).message = std::move(upstream);
    }
    void error(const std::string& field, Phrase ours) { add(Diagnostic::Severity::Error, field).say(std::move(ours)); }
    void warning(const std::string& field, Phrase ours)
    {
        add(Diagnostic::Severity::Warning, field).say(std::move(ours));
    }
    Diagnostic& add(Diagnostic::Severity s, const std::string& field)
    {
        addDiagnostic(out_, s, field, {});
        return out_.back();
    }

    std::string sortedDetail() const
    {
        // validation_pluginargs.go validateFunctionShape: the wording lost its
        // "utilization " prefix in 1.34.
        return minor_ >= 34 ? "values must be sorted in increasing order"
                            : "utilization values must be sorted in increasing order";
    }

    // validateFunctionShape; `upstream` is the path upstream reports, `legacy`
    // selects the pre-1.34 wording regardless of version (v1beta1 / Policy).
    void checkShape(const std::vector<ShapePoint>& shape, const std::string& upstream, bool legacyWording)
    {
        const std::string ws = fitArgsPath("scoringStrategy.requestedToCapacityRatio.shape");
        if (shape.empty()) {
            error(ws, required(upstream, "at least one point must be specified"));
            return;
        }
        const std::string sorted = legacyWording ? "utilization values must be sorted in increasing order" : sortedDetail();
        for (size_t i = 1; i < shape.size(); ++i) {
            if (shape[i - 1].utilization >= shape[i].utilization) {
                const std::string idx = "[" + std::to_string(i) + "].utilization";
                error(ws + idx, invalid(upstream + idx, shape[i].utilization, sorted));
                break;
            }
        }
        for (size_t i = 0; i < shape.size(); ++i) {
            const std::string idx = "[" + std::to_string(i) + "]";
            if (shape[i].utilization < 0 || shape[i].utilization > 100)
                error(ws + idx + ".utilization",
                      invalid(upstream + idx + ".utilization", shape[i].utilization, "not in valid range [0, 100]"));
            if (shape[i].score < 0 || shape[i].score > 10)
                error(ws + idx + ".score", invalid(upstream + idx + ".score", shape[i].score, "not in valid range [0, 10]"));
        }
    }

    void checkWeights100(const std::vector<ResourceSpec>& resources, const std::string& upstream)
    {
        for (size_t i = 0; i < resources.size(); ++i) {
            const auto& r = resources[i];
            if (r.weight <= 0 || r.weight > 100) {
                const std::string idx = "[" + std::to_string(i) + "].weight";
                error(fitArgsPath("scoringStrategy.resources" + idx),
                      invalid(upstream + idx, r.weight, "resource weight of " + r.name + " not in valid range (0, 100]"));
            }
        }
    }

    void checkWeightsNoMax(const std::vector<ResourceSpec>& resources, const std::string& upstream)
    {
        for (size_t i = 0; i < resources.size(); ++i) {
            const auto& r = resources[i];
            if (r.weight < 1) {
                const std::string idx = "[" + std::to_string(i) + "].weight";
                error(fitArgsPath("scoringStrategy.resources" + idx),
                      invalid(upstream + idx, r.weight, "resource weight of " + r.name + " not in valid range [1, inf)"));
            }
        }
    }

    void checkIgnored(const EffectiveFit& fit)
    {
        for (size_t i = 0; i < fit.ignoredResources.size(); ++i) {
            const std::string path = "ignoredResources[" + std::to_string(i) + "]";
            for (const auto& msg : qualifiedNameErrors(fit.ignoredResources[i]))
                error(fitArgsPath(path), invalid(path, fit.ignoredResources[i], msg));
        }
        for (size_t i = 0; i < fit.ignoredResourceGroups.size(); ++i) {
            const std::string path = "ignoredResourceGroups[" + std::to_string(i) + "]";
            const std::string& g = fit.ignoredResourceGroups[i];
            if (g.find('/') != std::string::npos)
                error(fitArgsPath(path), invalid(path, g, "resource group name can't contain '/'"));
            for (const auto& msg : qualifiedNameErrors(g))
                error(fitArgsPath(path), invalid(path, g, msg));
        }
    }

    // ValidateNodeResourcesFitArgs (v1beta2, v1beta3, v1), after v1 defaulting.
    // NewFit validates with an empty root path, so upstream paths start at scoringStrategy.
    void checkFitArgs(const EffectiveFit& fit)
    {
        checkIgnored(fit); // fitArgsSet is a writer hint: absent args are default args
        if (!p_.fitArgs.scoringStrategy)
            return; // defaulted to LeastAllocated cpu:1 memory:1
        const std::optional<StrategyType> type = strategyTypeFromName(fit.type);
        if (!type)
            error(fitArgsPath("scoringStrategy.type"), "scoringStrategy.type: Unsupported value: " + goQuote(fit.type)
                                                           + ": supported values: " + kSupportedTypes);
        checkWeights100(fit.resources, "scoringStrategy.resources");
        if (fit.hasRequestedToCapacityRatio)
            checkShape(fit.shape, "scoringStrategy.shape", false);
        if (type == StrategyType::RequestedToCapacityRatio && !fit.hasRequestedToCapacityRatio) {
            if (minor_ >= 36)
                error(fitArgsPath("scoringStrategy.requestedToCapacityRatio"),
                      required("scoringStrategy.requestedToCapacityRatio",
                               "must be specified when type is RequestedToCapacityRatio"));
            else
                error(fitArgsPath("scoringStrategy.requestedToCapacityRatio"),
                    Phrase(BP_TEXT("bp::core",
                        "type RequestedToCapacityRatio needs requestedToCapacityRatio.shape: before Kubernetes 1.36 "
                        "validation lets this through and kube-scheduler then crashes with a nil pointer dereference "
                        "while it builds the profile (kubernetes/kubernetes#133346)")));
        }
        if (type && type != StrategyType::RequestedToCapacityRatio && fit.hasRequestedToCapacityRatio)
            warning(fitArgsPath("scoringStrategy.requestedToCapacityRatio"),
                Phrase(BP_TEXT("bp::core",
                           "requestedToCapacityRatio is ignored when type is %1: only RequestedToCapacityRatio uses "
                           "the shape"),
                    { std::string(strategyTypeName(*type)) }));
    }

    // v1beta1: the strategy becomes one of the three legacy score plugins.
    void checkV1beta1(const EffectiveFit& fit)
    {
        const std::string v1beta1(apiVersionOf(ConfigFormat::KubeV1beta1));
        checkIgnored(fit); // fitArgsSet is a writer hint: absent args are default args
        if (!fit.enabled)
            return; // no legacy plugin is enabled, no args are written
        const std::optional<StrategyType> type = strategyTypeFromName(fit.type);
        if (type == StrategyType::LeastAllocated || type == StrategyType::MostAllocated) {
            const std::string plugin =
                type == StrategyType::LeastAllocated ? "NodeResourcesLeastAllocated" : "NodeResourcesMostAllocated";
            checkWeights100(fit.resources, "resources");
            if (fit.hasRequestedToCapacityRatio && !fit.shape.empty())
                error(fitArgsPath("scoringStrategy.requestedToCapacityRatio"),
                    Phrase(BP_TEXT("bp::core",
                               "%1 cannot express this profile: the %2 strategy becomes the %3 plugin, whose args "
                               "have no shape; use type RequestedToCapacityRatio for a shape, or remove "
                               "requestedToCapacityRatio"),
                        { v1beta1, std::string(strategyTypeName(*type)), plugin }));
        } else if (type == StrategyType::RequestedToCapacityRatio) {
            // RequestedToCapacityRatioArgs: same shape rules, weights [1, inf).
            if (!fit.hasRequestedToCapacityRatio)
                error(fitArgsPath("scoringStrategy.requestedToCapacityRatio"),
                      required("shape", "at least one point must be specified"));
            else
                checkShape(fit.shape, "shape", true);
            checkWeightsNoMax(fit.resources, "resources");
        } else {
            error(fitArgsPath("scoringStrategy.type"),
                Phrase(BP_TEXT("bp::core",
                           "%1 has no plugin for scoring strategy %2; expected LeastAllocated, MostAllocated or "
                           "RequestedToCapacityRatio"),
                    { v1beta1, goQuote(fit.type) }));
        }
    }

    void checkPolicy(const EffectiveFit& fit, const EffectiveBalanced& balanced)
    {
        if (!fit.ignoredResources.empty() || !fit.ignoredResourceGroups.empty())
            error(fitArgsPath(fit.ignoredResources.empty() ? "ignoredResourceGroups" : "ignoredResources"),
                Phrase(BP_TEXT("bp::core",
                    "the legacy Policy cannot express ignoredResources or ignoredResourceGroups "
                    "(NodeResourcesFitArgs)")));
        if (fit.enabled) {
            const std::optional<StrategyType> type = strategyTypeFromName(fit.type);
            if (type == StrategyType::LeastAllocated || type == StrategyType::MostAllocated) {
                const std::string priority =
                    type == StrategyType::LeastAllocated ? "LeastRequestedPriority" : "MostRequestedPriority";
                if (!isDefaultResourceList(fit.resources))
                    error(fitArgsPath("scoringStrategy.resources"),
                        Phrase(BP_TEXT("bp::core",
                                   "the legacy Policy cannot express these resources: %1 always weighs cpu 1 and "
                                   "memory 1; use type RequestedToCapacityRatio (RequestedToCapacityRatioPriority "
                                   "takes resources) or a KubeSchedulerConfiguration"),
                            { priority }));
                if (fit.hasRequestedToCapacityRatio && !fit.shape.empty())
                    error(fitArgsPath("scoringStrategy.requestedToCapacityRatio"),
                        Phrase(BP_TEXT("bp::core", "the legacy Policy cannot express this profile: %1 has no shape"),
                            { priority }));
            } else if (type == StrategyType::RequestedToCapacityRatio) {
                if (!fit.hasRequestedToCapacityRatio)
                    error(fitArgsPath("scoringStrategy.requestedToCapacityRatio"),
                          required("shape", "at least one point must be specified"));
                else
                    checkShape(fit.shape, "shape", true);
                checkWeightsNoMax(fit.resources, "resources");
            } else {
                error(fitArgsPath("scoringStrategy.type"),
                    Phrase(BP_TEXT("bp::core",
                               "the legacy Policy has no priority for scoring strategy %1; expected LeastAllocated, "
                               "MostAllocated or RequestedToCapacityRatio"),
                        { goQuote(fit.type) }));
            }
        }
        if (balanced.enabled && !isDefaultBalancedArgs(balanced))
            error(balancedArgsPath("resources"),
                Phrase(BP_TEXT("bp::core",
                    "the legacy Policy cannot express NodeResourcesBalancedAllocation resources: "
                    "BalancedResourceAllocation always balances cpu and memory")));
    }

    // ValidateNodeResourcesBalancedAllocationArgs, after defaulting.
    void checkBalancedArgs()
    {
        const auto resources = defaultedResources(p_.balancedArgs.resources);
        std::set<std::string> seen;
        for (size_t i = 0; i < resources.size(); ++i) {
            const std::string idx = "resources[" + std::to_string(i) + "]";
            if (!seen.insert(resources[i].name).second)
                error(balancedArgsPath(idx + ".name"), idx + ".name: Duplicate value: " + goQuote(resources[i].name));
            if (resources[i].weight != 1)
                error(balancedArgsPath(idx + ".weight"), invalid(idx + ".weight", resources[i].weight, "must be 1"));
        }
    }

    // The default profile's other score plugins: a 1.16 profile lists its
    // priorities of these names under legacyPriorities instead
    // (scoring/default_scores.h); args a format cannot carry.
    void checkOtherPlugins()
    {
        const PluginEntry* entries[] = { &p_.taintToleration, &p_.nodeAffinity, &p_.podTopologySpread,
            &p_.interPodAffinity, &p_.imageLocality };
        for (int i = 0; i < kOtherScores; ++i)
            if (minor_ < 17 && entries[i]->enabled)
                error(std::string("plugins.") + otherScoreName(static_cast<OtherScore>(i)),
                    i == static_cast<int>(OtherScore::PodTopologySpread)
                        ? Phrase(BP_TEXT("bp::core",
                            "1.16's EvenPodsSpreadPriority sits behind an alpha gate, off by default, which Binpack "
                            "Studio does not model: remove it, or set kubernetesVersion to 1.22 or later"))
                        : Phrase(BP_TEXT("bp::core",
                                     "a 1.16 profile lists its priorities besides the resource ones under "
                                     "legacyPriorities, by their Policy names (%1): move it there, or set "
                                     "kubernetesVersion to 1.22 or later"),
                            { legacyPriorityName(static_cast<OtherScore>(i)) }));
        // 1.16's Policy and component config (v1alpha1 SetDefaults) both take
        // a HardPodAffinitySymmetricWeight of 0 for not set.
        if (minor_ < 17 && p_.interPodAffinityArgsSet && p_.interPodAffinityArgs.hardPodAffinityWeight == 0)
            error("hardPodAffinitySymmetricWeight",
                Phrase(BP_TEXT("bp::core",
                    "Kubernetes 1.16 cannot run hardPodAffinitySymmetricWeight 0: its Policy and its component "
                    "config both take 0 for not set, and the scheduler uses 1; expected 1 to 100")));
        if (minor_ < 17)
            return;
        // What a Policy of 1.22 runs (a profile without plugins: 1.22's defaults).
        const OtherScoreConfig policyOthers = otherScoreConfig(p_, KubeVersion { std::min(minor_, 22), -1 });
        if (policyOthers.on(OtherScore::InterPodAffinity) && p_.interPodAffinityArgsSet && isPolicy(format_)) {
            if (p_.interPodAffinityArgs.hardPodAffinityWeight.value_or(1) == 0)
                error("plugins.InterPodAffinity.args.hardPodAffinityWeight",
                    Phrase(BP_TEXT("bp::core",
                        "a Policy cannot say hardPodAffinityWeight 0: its hardPodAffinitySymmetricWeight 0 means "
                        "not set, and the scheduler uses 1; export to a KubeSchedulerConfiguration")));
            if (p_.interPodAffinityArgs.ignorePreferredTermsOfExistingPods)
                error("plugins.InterPodAffinity.args.ignorePreferredTermsOfExistingPods",
                    Phrase(BP_TEXT("bp::core",
                        "a Policy cannot carry ignorePreferredTermsOfExistingPods; export to a "
                        "KubeSchedulerConfiguration")));
        }
        if (p_.podTopologySpread.enabled && p_.podTopologySpreadList && !listDefaultConstraints(p_).empty()
            && isPolicy(format_))
            error("plugins.PodTopologySpread.args",
                Phrase(BP_TEXT("bp::core",
                    "a Policy cannot carry PodTopologySpread's defaultConstraints (it says List without "
                    "constraints by leaving out SelectorSpreadPriority); export to a KubeSchedulerConfiguration")));
        if (isPolicy(format_) && !policyOthers.on(OtherScore::PodTopologySpread) && turnsOff(p_, "PodTopologySpread"))
            warning("plugins.PodTopologySpread",
                Phrase(BP_TEXT("bp::core",
                    "with PodTopologySpread off, the Policy lists neither EvenPodsSpread nor "
                    "EvenPodsSpreadPriority, the only signs of a Policy for 1.18 or later: kube-scheduler 1.22 "
                    "runs it as written, but read back it is taken for a Kubernetes 1.16 Policy")));
        checkDefaultConstraints();
        if (p_.nodeAffinityArgsSet && p_.addedAffinity && isPolicy(format_))
            error("plugins.NodeAffinity.args",
                Phrase(BP_TEXT("bp::core",
                    "a Policy cannot carry NodeAffinity's addedAffinity; export to a KubeSchedulerConfiguration")));
    }

    // The List's defaultConstraints as ValidatePodTopologySpreadArgs checks
    // them (the readers check them too, at their lines; the window's edits
    // come here only).
    void checkDefaultConstraints()
    {
        if (!p_.podTopologySpreadArgsSet || !p_.podTopologySpreadList)
            return;
        SpreadConstraintPairs pairs(true);
        const auto& list = p_.podTopologySpreadDefaultConstraints;
        for (size_t i = 0; i < list.size(); ++i) {
            const TopologySpreadConstraint& c = list[i];
            const std::string path = "plugins.PodTopologySpread.args.defaultConstraints[" + std::to_string(i) + "]";
            if (auto problem = spreadCountProblem(c.maxSkew))
                error(path + ".maxSkew", std::move(*problem));
            if (auto problem = affinityTopologyKeyProblem(c.topologyKey))
                error(path + ".topologyKey", std::move(*problem));
            if (auto problem = whenUnsatisfiableProblem(c.whenUnsatisfiable))
                error(path + ".whenUnsatisfiable", std::move(*problem));
            if (c.labelSelector)
                error(path + ".labelSelector", defaultConstraintSelectorForbidden());
            if (auto duplicate = pairs.take(c, path))
                error(path, std::move(*duplicate));
        }
    }

    void checkPluginWeights()
    {
        struct Item {
            const PluginEntry& entry;
            const char* plugin;
            const char* priority;
        };
        const std::optional<StrategyType> type = effectiveStrategyType(p_);
        const char* fitPriority = type == StrategyType::MostAllocated              ? "MostRequestedPriority"
                                  : type == StrategyType::RequestedToCapacityRatio ? "RequestedToCapacityRatioPriority"
                                                                                   : "LeastRequestedPriority";
        for (const Item& item : {Item{p_.fit, kFitPlugin, fitPriority},
                 Item{p_.balanced, kBalancedPlugin, "BalancedResourceAllocation"},
                 Item{p_.taintToleration, "TaintToleration", "TaintTolerationPriority"},
                 Item{p_.nodeAffinity, "NodeAffinity", "NodeAffinityPriority"},
                 Item{p_.podTopologySpread, "PodTopologySpread", "EvenPodsSpreadPriority"},
                 Item{p_.interPodAffinity, "InterPodAffinity", "InterPodAffinityPriority"},
                 Item{p_.imageLocality, "ImageLocality", "ImageLocalityPriority"}}) {
            // KubeSchedulerConfiguration's Plugin.Weight is an int32: a larger
            // value cannot be decoded. Policy's int64 weight is held to the
            // same range (stricter than upstream's MaxInt64/MaxNodeScore bound),
            // so that no total Σ score × weight can overflow in any release.
            if (item.entry.enabled && (item.entry.weight < INT32_MIN || item.entry.weight > INT32_MAX)) {
                error(std::string("plugins.") + item.plugin + ".weight",
                    Phrase(BP_TEXT("bp::core",
                               "%1: a plugin weight is a 32-bit integer (-2147483648 to 2147483647) in the "
                               "scheduler's API"),
                        { "Invalid value: " + std::to_string(item.entry.weight) }));
                continue;
            }
            if (!item.entry.enabled || effectivePluginWeight(item.entry) > 0)
                continue;
            const std::string field = std::string("plugins.") + item.plugin + ".weight";
            if (isPolicy(format_))
                error(field, std::string("priority ") + item.priority
                                 + " should have a positive weight applied to it or it has overflown");
            else
                warning(field,
                    Phrase(BP_TEXT("bp::core",
                               "weight %1 is negative: kube-scheduler accepts it, and the plugin then pulls "
                               "every node's total down the more it likes the node"),
                        { std::to_string(item.entry.weight) }));
        }
    }

    const Profile& p_;
    ConfigFormat format_;
    int minor_;
    std::vector<Diagnostic> out_;
};

} // namespace

std::string goQuote(const std::string& s)
{
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\x%02x", c);
                out += buf;
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    return out + "\"";
}

std::string fitArgsPath(const std::string& rest) { return std::string("plugins.") + kFitPlugin + ".args." + rest; }
std::string balancedArgsPath(const std::string& rest)
{
    return std::string("plugins.") + kBalancedPlugin + ".args." + rest;
}
std::string volcanoArgumentPath(const std::string& plugin, const std::string& key)
{
    return "plugins." + plugin + ".arguments[" + key + "]";
}

std::string binpackArgumentPath(const std::string& key) { return volcanoArgumentPath("binpack", key); }

bool hasErrors(const std::vector<Diagnostic>& diagnostics)
{
    for (const auto& d : diagnostics)
        if (d.severity == Diagnostic::Severity::Error)
            return true;
    return false;
}

std::vector<std::string> qualifiedNameErrors(const std::string& value)
{
    // k8s.io/apimachinery/pkg/util/validation IsQualifiedName.
    static const std::string qualifiedNameFmt = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
    static const std::string qualifiedNameErrMsg =
        "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
    static const std::regex qualifiedNameRe("^" + qualifiedNameFmt + "$");
    static const std::string dns1123Fmt = "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*";
    static const std::regex dns1123Re("^" + dns1123Fmt + "$");

    std::vector<std::string> errs;
    std::string name;
    const auto slash = value.find('/');
    const size_t parts = slash == std::string::npos ? 1 : (value.find('/', slash + 1) == std::string::npos ? 2 : 3);
    if (parts == 1) {
        name = value;
    } else if (parts == 2) {
        const std::string prefix = value.substr(0, slash);
        name = value.substr(slash + 1);
        if (prefix.empty()) {
            errs.push_back("prefix part must be non-empty");
        } else {
            if (prefix.size() > 253)
                errs.push_back("prefix part must be no more than 253 characters");
            if (!std::regex_match(prefix, dns1123Re))
                errs.push_back("prefix part a lowercase RFC 1123 subdomain must consist of lower case alphanumeric "
                               "characters, '-' or '.', and must start and end with an alphanumeric character (e.g. "
                               "'example.com', regex used for validation is '"
                               + dns1123Fmt + "')");
        }
    } else {
        errs.push_back("a qualified name " + qualifiedNameErrMsg
                       + " (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '"
                       + qualifiedNameFmt + "') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')");
        return errs;
    }
    if (name.empty()) {
        errs.push_back("name part must be non-empty");
    } else if (name.size() > 63) {
        errs.push_back("name part must be no more than 63 characters");
    }
    if (!name.empty() && !std::regex_match(name, qualifiedNameRe))
        errs.push_back("name part " + qualifiedNameErrMsg
                       + " (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '"
                       + qualifiedNameFmt + "')");
    return errs;
}

Phrase unsupportedKubernetesVersionPhrase(const std::string& version)
{
    return Phrase(BP_TEXT("bp::core", "%1 is not a supported kubernetesVersion; expected 1.16 or 1.22 to 1.36"),
        { goQuote(version) });
}

Phrase unsupportedVolcanoVersionPhrase(const std::string& version)
{
    return Phrase(
        BP_TEXT("bp::core", "%1 is not a supported volcanoVersion; expected 1.8 to 1.15"), { goQuote(version) });
}

namespace {

// A format the release does not serve, with the releases that do.
Phrase notServed(ConfigFormat format, int minor)
{
    const MinorRange r = servedMinors(format);
    const auto release = [](int m) { return "1." + std::to_string(m); };
    std::vector<std::string> args { release(minor), std::string(formatName(format)) };
    if (r.first <= 1) {
        args.push_back(release(r.last));
        return Phrase(BP_TEXT("bp::core",
                          "Kubernetes %1 does not serve %2 (served by up to %3): kube-scheduler %1 rejects this file"),
            std::move(args));
    }
    args.push_back(release(r.first));
    if (!r.last)
        return Phrase(BP_TEXT("bp::core",
                          "Kubernetes %1 does not serve %2 (served by %3 and later): kube-scheduler %1 rejects this "
                          "file"),
            std::move(args));
    args.push_back(release(r.last));
    return Phrase(BP_TEXT("bp::core",
                      "Kubernetes %1 does not serve %2 (served by %3 to %4): kube-scheduler %1 rejects this file"),
        std::move(args));
}

// What a target format and release make of a kube-scheduler profile's
// disabledFilters (docs/config-formats.md, "Turned-off filters"): the names
// are the filters of the profile's release (1.16: Policy predicates; 1.22 and
// later: Filter plugins).
std::vector<Diagnostic> disabledFiltersInFormat(
    const Profile& profile, KubeVersion release, ConfigFormat format, int minor)
{
    std::vector<Diagnostic> out;
    auto add = [&out](Diagnostic::Severity s, std::string field, Phrase message) {
        addDiagnostic(out, s, std::move(field), std::move(message));
    };
    const auto field = [](size_t i) { return "disabledFilters[" + std::to_string(i) + "]"; };
    // A name the profile's release does not take is reported on its own.
    const auto valid = [&](size_t i) {
        return disabledFilterProblem(profile.disabledFilters[i], profile.scheduler, release).empty();
    };
    if (isKubeSchedulerConfiguration(format)) {
        if (release.legacyScale()) {
            add(Diagnostic::Severity::Error, "disabledFilters",
                Phrase(BP_TEXT("bp::core",
                    "a KubeSchedulerConfiguration turns off Filter plugins, and this 1.16 profile's disabledFilters "
                    "names Policy predicates; export it as policy or policy-json, or give the profile "
                    "kubernetesVersion 1.22 or later and name the Filter plugins")));
            return out;
        }
        if (minor == release.minor || minor < 22)
            return out;
        // Validated with another release's rules: a name that release has no
        // default filter for is ignored by its scheduler (only enabled
        // plugins must exist).
        KubeVersion other = release;
        other.minor = minor;
        const auto switches = filterSwitches(profile.scheduler, other);
        for (size_t i = 0; i < profile.disabledFilters.size(); ++i)
            if (valid(i) && !findFilterSwitch(switches, profile.disabledFilters[i]))
                add(Diagnostic::Severity::Warning, field(i),
                    Phrase(BP_TEXT("bp::core",
                               "kube-scheduler %1 has no %2 filter: it ignores this entry (the profile's "
                               "kubernetesVersion is %3)"),
                        { other.toString(), profile.disabledFilters[i], release.toString() }));
        return out;
    }
    if (!isPolicy(format))
        return out;
    if (release.legacyScale() != (minor < 17)) {
        add(Diagnostic::Severity::Error, "disabledFilters",
            Phrase(BP_TEXT("bp::core",
                       "disabledFilters names the filters of kube-scheduler %1 (the profile's kubernetesVersion), "
                       "while this export applies the rules of %2, whose Policy predicates stand for other "
                       "filters; export it with the rules of %1"),
                { release.toString(), "1." + std::to_string(minor) }));
        return out;
    }
    if (release.legacyScale())
        return out; // the names are the predicates themselves
    for (size_t i = 0; i < profile.disabledFilters.size(); ++i) {
        Phrase problem = valid(i) ? policyFilterProblem(profile.disabledFilters[i], release) : Phrase();
        if (!problem.empty())
            add(Diagnostic::Severity::Error, field(i), std::move(problem));
    }
    return out;
}

// A kube-scheduler profile's legacyPriorities: 1.16's, each weight positive
// and held to the int32 range like the plugins' (no total can overflow).
std::vector<Diagnostic> legacyPrioritiesProblems(const Profile& profile, int minor)
{
    std::vector<Diagnostic> out;
    const auto release = releaseOf(profile);
    if (!release || !release->legacyScale() || minor >= 17) {
        addDiagnostic(out, Diagnostic::Severity::Error, "legacyPriorities",
            Phrase(BP_TEXT("bp::core",
                "legacyPriorities are Kubernetes 1.16's priorities; from 1.18 the score plugins of a profile's "
                "plugins take their place: remove the key, or set kubernetesVersion to 1.16")));
        return out;
    }
    for (const LegacyPriority& l : *profile.legacyPriorities) {
        const std::string field = "legacyPriorities." + l.name;
        if (!legacyPriorityPlugin(l.name))
            addDiagnostic(out, Diagnostic::Severity::Error, field,
                Phrase(BP_TEXT("bp::core", "%1 is not one of 1.16's default priorities besides the resource ones"),
                    { l.name }));
        else if (l.weight <= 0 || l.weight > INT32_MAX)
            addDiagnostic(out, Diagnostic::Severity::Error, field,
                Phrase(BP_TEXT("bp::core",
                           "weight %1: a priority's weight must be positive, and Binpack Studio holds it to 2147483647 "
                           "so that no total can overflow"),
                    { std::to_string(l.weight) }));
    }
    return out;
}

} // namespace

ConfigFormat preferredFormat(const Profile& profile)
{
    if (profile.scheduler == SchedulerKind::Volcano)
        return ConfigFormat::Volcano;
    const auto minor = kubeMinorOf(profile.kubernetesVersion);
    const auto served = servedFormats(minor.value_or(36));
    return served.empty() ? ConfigFormat::KubeV1 : served.front();
}

std::vector<Diagnostic> validateProfile(const Profile& profile, const ValidationTarget& target)
{
    std::vector<Diagnostic> out;
    auto add = [&out](Diagnostic::Severity s, std::string field, Phrase message) {
        addDiagnostic(out, s, std::move(field), std::move(message));
    };
    const bool volcanoProfile = profile.scheduler == SchedulerKind::Volcano;
    if (volcanoProfile != isVolcano(target.format)) {
        const std::vector<std::string> format { std::string(formatName(target.format)) };
        if (volcanoProfile)
            add(Diagnostic::Severity::Error, "scheduler",
                Phrase(
                    BP_TEXT("bp::core", "a Volcano profile cannot be written as %1; use volcano or volcano-configmap"),
                    format));
        else
            add(Diagnostic::Severity::Error, "scheduler",
                Phrase(BP_TEXT("bp::core",
                           "a kube-scheduler profile cannot be written as %1; use one of the kubescheduler-* or policy "
                           "formats"),
                    format));
        return out;
    }
    if (const auto release = releaseOf(profile)) {
        for (size_t i = 0; i < profile.disabledFilters.size(); ++i)
            if (Phrase problem = disabledFilterProblem(profile.disabledFilters, i, profile.scheduler, *release);
                !problem.empty())
                add(Diagnostic::Severity::Error, "disabledFilters[" + std::to_string(i) + "]", std::move(problem));
    }
    if (volcanoProfile) {
        auto more = validateVolcanoProfile(profile);
        out.insert(out.end(), more.begin(), more.end());
        return out;
    }

    int minor = target.kubeMinor;
    if (minor == 0) {
        const auto parsed = kubeMinorOf(profile.kubernetesVersion);
        if (!parsed) {
            add(Diagnostic::Severity::Error, "kubernetesVersion",
                unsupportedKubernetesVersionPhrase(profile.kubernetesVersion));
            return out;
        }
        minor = *parsed;
    }
    if (!servedBy(target.format, minor)) {
        add(Diagnostic::Severity::Warning, "kubernetesVersion", notServed(target.format, minor));
    }
    if (const auto release = releaseOf(profile); release && !profile.disabledFilters.empty()) {
        for (auto& d : disabledFiltersInFormat(profile, *release, target.format, minor))
            out.push_back(std::move(d));
    }
    if (profile.legacyPriorities) {
        auto more = legacyPrioritiesProblems(profile, minor);
        out.insert(out.end(), more.begin(), more.end());
    }
    auto more = Checker(profile, target.format, minor).run();
    out.insert(out.end(), more.begin(), more.end());
    return out;
}

} // namespace bp
