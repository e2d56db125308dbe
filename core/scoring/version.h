// SPDX-License-Identifier: GPL-3.0-or-later
// kubernetesVersion: which release's scoring semantics apply.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace bp {

struct KubeVersion {
    int minor = 36; // major is always 1

    // Accepts "1.16", "1.22" ... "1.36", optionally with a leading "v" and a
    // patch part ("v1.30.4"). Anything else: nullopt and *error explains
    // which versions are supported.
    static std::optional<KubeVersion> parse(std::string_view text, std::string* error = nullptr);
    static constexpr int kOldest = 22;  // oldest 0..100-scale release modelled
    static constexpr int kNewest = 36;
    static constexpr int kLegacy = 16;  // the 0..10-scale era of the documentation's example

    bool atLeast(int m) const { return minor >= m; }
    bool legacyScale() const { return minor < 17; } // MaxPriority 10
    std::string toString() const { return "1." + std::to_string(minor); }
    friend bool operator==(KubeVersion, KubeVersion) = default;
};

} // namespace bp
