// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoring/version.h"

#include "model/workspace.h"

#include <charconv>

namespace bp {

namespace {

// "1.<minor>[.<patch>]" with an optional leading "v": {minor, patch}, or the
// reason it is not a version.
struct ParsedVersion {
    int minor = -1;
    int patch = -1;
    const char* problem = nullptr;
};

ParsedVersion parseOneDotMinor(std::string_view text)
{
    ParsedVersion out;
    std::string_view s = text;
    if (!s.empty() && (s.front() == 'v' || s.front() == 'V'))
        s.remove_prefix(1);
    if (s.size() < 3 || s.substr(0, 2) != "1.") {
        out.problem = "the major version must be 1";
        return out;
    }
    s.remove_prefix(2);
    auto dot = s.find('.');
    std::string_view minorText = s.substr(0, dot);
    auto [ptr, ec] = std::from_chars(minorText.data(), minorText.data() + minorText.size(), out.minor);
    if (ec != std::errc() || ptr != minorText.data() + minorText.size() || minorText.empty()) {
        out.problem = "the minor version is not a number";
        return out;
    }
    if (dot != std::string_view::npos) {
        std::string_view patchText = s.substr(dot + 1);
        auto [pp, pec] = std::from_chars(patchText.data(), patchText.data() + patchText.size(), out.patch);
        if (pec != std::errc() || pp != patchText.data() + patchText.size() || patchText.empty() || out.patch < 0)
            out.problem = "the patch version is not a number";
    }
    return out;
}

} // namespace

std::optional<KubeVersion> KubeVersion::parse(std::string_view text, std::string* error)
{
    auto fail = [&](const std::string& why) -> std::optional<KubeVersion> {
        if (error)
            *error = "\"" + std::string(text) + "\" is not a supported kubernetesVersion: " + why
                + "; expected \"1.16\" or one of \"1.22\" … \"1.36\"";
        return std::nullopt;
    };
    const ParsedVersion v = parseOneDotMinor(text);
    if (v.problem)
        return fail(v.problem);
    if (v.minor == kLegacy || (v.minor >= kOldest && v.minor <= kNewest))
        return KubeVersion{v.minor, v.patch};
    if (v.minor > kNewest)
        return fail("newer than the newest release modelled (1.36)");
    return fail("releases 1.17 to 1.21 are not modelled");
}

std::optional<VolcanoRelease> parseVolcanoVersion(std::string_view text, std::string* error)
{
    auto fail = [&](const std::string& why) -> std::optional<VolcanoRelease> {
        if (error)
            *error = "\"" + std::string(text) + "\" is not a supported volcanoVersion: " + why
                + "; expected one of \"1.8\" … \"1.15\"";
        return std::nullopt;
    };
    const ParsedVersion v = parseOneDotMinor(text);
    if (v.problem)
        return fail(v.problem);
    if (v.minor > VolcanoRelease::kNewest)
        return fail("newer than the newest release modelled (1.15)");
    if (v.minor < VolcanoRelease::kOldest)
        return fail("releases before 1.8 score differently and are not modelled");
    return VolcanoRelease{v.minor, v.patch};
}

std::optional<KubeVersion> releaseOf(const Profile& profile, std::string* field, std::string* error)
{
    auto version = KubeVersion::parse(profile.kubernetesVersion, error);
    if (!version) {
        if (field)
            *field = "kubernetesVersion";
        return std::nullopt;
    }
    if (profile.scheduler == SchedulerKind::Volcano) {
        const auto volcano = parseVolcanoVersion(profile.volcanoVersion, error);
        if (!volcano) {
            if (field)
                *field = "volcanoVersion";
            return std::nullopt;
        }
        version->volcanoMinor = volcano->minor;
        version->volcanoPatch = volcano->patch;
    }
    return version;
}

KubeVersion releaseOrNewest(const Profile* profile)
{
    if (profile)
        if (auto v = releaseOf(*profile))
            return *v;
    KubeVersion newest;
    if (profile && profile->scheduler == SchedulerKind::Volcano)
        newest.volcanoMinor = VolcanoRelease::kNewest;
    return newest;
}

} // namespace bp
