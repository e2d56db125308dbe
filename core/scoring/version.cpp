// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoring/version.h"

#include <charconv>

namespace bp {

std::optional<KubeVersion> KubeVersion::parse(std::string_view text, std::string* error)
{
    auto fail = [&](const std::string& why) -> std::optional<KubeVersion> {
        if (error)
            *error = "\"" + std::string(text) + "\" is not a supported kubernetesVersion: " + why
                + "; expected \"1.16\" or one of \"1.22\" … \"1.36\"";
        return std::nullopt;
    };
    std::string_view s = text;
    if (!s.empty() && (s.front() == 'v' || s.front() == 'V'))
        s.remove_prefix(1);
    if (s.size() < 3 || s.substr(0, 2) != "1.")
        return fail("the major version must be 1");
    s.remove_prefix(2);
    auto dot = s.find('.');
    std::string_view minorText = s.substr(0, dot);
    int minor = -1;
    auto [ptr, ec] = std::from_chars(minorText.data(), minorText.data() + minorText.size(), minor);
    if (ec != std::errc() || ptr != minorText.data() + minorText.size() || minorText.empty())
        return fail("the minor version is not a number");
    int patch = -1;
    if (dot != std::string_view::npos) {
        std::string_view patchText = s.substr(dot + 1);
        auto [pp, pec] = std::from_chars(patchText.data(), patchText.data() + patchText.size(), patch);
        if (pec != std::errc() || pp != patchText.data() + patchText.size() || patchText.empty() || patch < 0)
            return fail("the patch version is not a number");
    }
    if (minor == kLegacy || (minor >= kOldest && minor <= kNewest))
        return KubeVersion{minor, patch};
    if (minor > kNewest)
        return fail("newer than the newest release modelled (1.36)");
    return fail("releases 1.17 to 1.21 are not modelled");
}

} // namespace bp
