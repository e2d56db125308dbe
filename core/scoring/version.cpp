// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoring/version.h"

#include "model/workspace.h"
#include "scoring/filter_plugins.h"

#include <charconv>
#include <iterator>

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

// The reason a version is refused, or nullptr; *error gets the message.
static const char* refuse(std::string_view text, const char* field, const char* why, const char* expected, std::string* error)
{
    if (why && error)
        *error = "\"" + std::string(text) + "\" is not a supported " + field + ": " + why + "; expected " + expected;
    return why;
}

std::optional<KubeVersion> KubeVersion::parse(std::string_view text, std::string* error)
{
    const ParsedVersion v = parseOneDotMinor(text);
    const char* why = v.problem                                                      ? v.problem
        : v.minor == kLegacy || (v.minor >= kOldest && v.minor <= kNewest) ? nullptr
        : v.minor > kNewest ? "newer than the newest release modelled (1.36)"
                            : "releases 1.17 to 1.21 are not modelled";
    if (refuse(text, "kubernetesVersion", why, "\"1.16\" or one of \"1.22\" … \"1.36\"", error))
        return std::nullopt;
    return KubeVersion{v.minor, v.patch};
}

std::optional<VolcanoRelease> parseVolcanoVersion(std::string_view text, std::string* error)
{
    const ParsedVersion v = parseOneDotMinor(text);
    const char* why = v.problem               ? v.problem
        : v.minor > VolcanoRelease::kNewest ? "newer than the newest release modelled (1.15)"
        : v.minor < VolcanoRelease::kOldest ? "releases before 1.8 score differently and are not modelled"
                                            : nullptr;
    if (refuse(text, "volcanoVersion", why, "one of \"1.8\" … \"1.15\"", error))
        return std::nullopt;
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
    version->filtersOff = disabledFilterBits(profile.disabledFilters, profile.scheduler, *version);
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

KubeVersion KubeVersion::filterRelease() const
{
    if (!volcano())
        return *this;
    struct Pin {
        int volcanoMinor, minor, patch;
    };
    static constexpr Pin kPins[] = { { 8, 27, 2 }, { 9, 29, 0 }, { 10, 30, 2 }, { 11, 31, 3 }, { 12, 32, 2 },
        { 13, 33, 2 }, { 14, 34, 1 }, { 15, 35, 3 } };
    KubeVersion k;
    k.minor = kPins[std::size(kPins) - 1].minor;
    k.patch = kPins[std::size(kPins) - 1].patch;
    for (const Pin& pin : kPins)
        if (pin.volcanoMinor == volcanoMinor) {
            k.minor = pin.minor;
            k.patch = pin.patch;
        }
    if (volcanoMinor == 8 && volcanoPatch == 0) { // v1.8.0 still pinned v1.25.0
        k.minor = 25;
        k.patch = 0;
    }
    k.filtersOff = filtersOff;
    return k;
}

} // namespace bp
