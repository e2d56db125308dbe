// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/scheduler_config_export.h"

#include "io/export_internal.h"
#include "io/profile_defaults.h"
#include "io/profile_validation.h"

#include <charconv>
#include <set>

namespace bp {

namespace {

Diagnostic makeError(std::string field, Phrase message)
{
    Diagnostic d;
    d.field = std::move(field);
    d.say(std::move(message));
    return d;
}

Profile applyOptions(const Profile& in, const ExportOptions& o)
{
    Profile p = in;
    if (!o.schedulerName.empty())
        p.schedulerName = o.schedulerName;
    if (p.scheduler == SchedulerKind::Volcano || o.balancedMode == BalancedMode::Keep)
        return p;
    materializeDefaultPlugins(p); // so that BalancedAllocation can change
    if (o.balancedMode == BalancedMode::Disable) {
        p.balanced.enabled = false;
    } else {
        p.balanced.enabled = true;
        p.balanced.weight = o.balancedWeight;
        p.balanced.weightSet = true;
    }
    return p;
}

} // namespace

bool parseBalancedMode(std::string_view text, BalancedMode* mode, int64_t* weight, std::string* error)
{
    if (text == "keep") {
        *mode = BalancedMode::Keep;
        return true;
    }
    if (text == "disable") {
        *mode = BalancedMode::Disable;
        return true;
    }
    if (text.substr(0, 7) == "weight=") {
        std::string_view n = text.substr(7);
        int64_t v = 0;
        auto [ptr, ec] = std::from_chars(n.data(), n.data() + n.size(), v);
        if (ec == std::errc() && ptr == n.data() + n.size() && !n.empty() && v > 0) {
            *mode = BalancedMode::Reweight;
            *weight = v;
            return true;
        }
    }
    if (error)
        *error = "--balanced: expected keep, disable or weight=N with N a positive integer, got \"" + std::string(text)
                 + "\"";
    return false;
}

ExportResult exportProfiles(const std::vector<const Profile*>& profiles, const ExportOptions& options)
{
    ExportResult result;
    auto fail = [&](std::string field, Phrase message) {
        result.errors.push_back(makeError(std::move(field), std::move(message)));
    };
    const std::string fmt(formatName(options.format));
    if (profiles.empty()) {
        fail("profiles", Phrase(BP_TEXT("bp::core", "no profile to export")));
        return result;
    }
    const bool single = isPolicy(options.format) || isVolcano(options.format);
    if (single && profiles.size() > 1) {
        std::string names;
        for (const auto* p : profiles)
            names += (names.empty() ? "" : ", ") + p->name;
        fail("profiles",
            Phrase(BP_TEXT("bp::core",
                       "%1 holds one profile; %n {was|were} given (%2). Export them one at a time, or use "
                       "a kubescheduler-* format, which holds several."),
                { fmt, names })
                .counted(static_cast<int64_t>(profiles.size())));
        return result;
    }
    if (!options.schedulerName.empty() && profiles.size() > 1)
        fail("schedulerName",
            Phrase(BP_TEXT("bp::core", "a scheduler name override applies to one profile; %n {was|were} given"))
                .counted(static_cast<int64_t>(profiles.size())));
    if (options.balancedMode == BalancedMode::Reweight && options.balancedWeight <= 0)
        fail("plugins.NodeResourcesBalancedAllocation.weight",
            Phrase(BP_TEXT("bp::core", "the BalancedAllocation weight must be a positive integer, got %1"),
                { std::to_string(options.balancedWeight) }));

    std::vector<Profile> prepared;
    for (const auto* in : profiles)
        prepared.push_back(applyOptions(*in, options));

    int minor = options.kubeMinor;
    if (minor == 0 && !isVolcano(options.format))
        minor = kubeMinorOf(prepared.front().kubernetesVersion).value_or(0);
    for (const auto& p : prepared) {
        ValidationTarget target{options.format, options.kubeMinor};
        for (auto d : validateProfile(p, target)) {
            if (prepared.size() > 1) // the scheduler's own words stay as they are
                d.say(Phrase(BP_TEXT("bp::core", "profile %1: "), { goQuote(p.name) })
                          .then(d.text.empty() ? verbatim(d.message) : d.text));
            (d.severity == Diagnostic::Severity::Error ? result.errors : result.warnings).push_back(std::move(d));
        }
        if (isPolicy(options.format) || isVolcano(options.format)) {
            if (!p.schedulerName.empty() && p.schedulerName != kDefaultSchedulerName && p.schedulerName != "volcano") {
                Diagnostic w;
                w.severity = Diagnostic::Severity::Warning;
                w.field = "schedulerName";
                w.say(Phrase(BP_TEXT("bp::core", "%1 has no scheduler name; start the scheduler with %2 instead"),
                    { fmt, "--scheduler-name=" + p.schedulerName }));
                result.warnings.push_back(std::move(w));
            }
        }
    }
    if (isKubeSchedulerConfiguration(options.format)) {
        std::set<std::string> seen;
        for (size_t i = 0; i < prepared.size(); ++i) {
            const std::string name = effectiveSchedulerName(prepared[i]);
            if (!seen.insert(name).second)
                fail("schedulerName",
                    Phrase(BP_TEXT("bp::core", "%1 (profile %2); give each profile its own schedulerName"),
                        { "profiles[" + std::to_string(i) + "].schedulerName: Duplicate value: " + goQuote(name),
                            goQuote(prepared[i].name) }));
        }
    }
    if (!result.errors.empty())
        return result;

    switch (options.format) {
    case ConfigFormat::KubeV1:
    case ConfigFormat::KubeV1beta3:
    case ConfigFormat::KubeV1beta2:
    case ConfigFormat::KubeV1beta1:
        result.text = detail::writeKubeSchedulerConfiguration(prepared, options);
        break;
    case ConfigFormat::Policy:
        result.text = detail::writePolicyYaml(prepared.front(), options, minor);
        break;
    case ConfigFormat::PolicyJson:
        result.text = detail::writePolicyJson(prepared.front(), options, minor);
        break;
    case ConfigFormat::Volcano:
        result.text = detail::writeVolcanoConf(prepared.front(), options);
        break;
    case ConfigFormat::VolcanoConfigMap:
        result.text = detail::writeVolcanoConfigMap(prepared.front(), options);
        break;
    }
    return result;
}

} // namespace bp
