// SPDX-License-Identifier: GPL-3.0-or-later
// Writes profiles as scheduler configuration: KubeSchedulerConfiguration
// (v1, v1beta3, v1beta2, v1beta1), the legacy Policy (YAML or JSON), and
// Volcano's volcano-scheduler.conf (bare or in its ConfigMap). Validation runs
// first (profile_validation.h): a profile the target would reject, or cannot
// express, is refused with the reason, never written silently.
// Output is deterministic: export -> import -> export gives the same bytes.
#pragma once

#include "io/config_format.h"
#include "model/workspace.h"
#include "util/diagnostic.h"

#include <string>
#include <vector>

namespace bp {

enum class BalancedMode {
    Keep,     // as the profile says
    Reweight, // enabled with ExportOptions::balancedWeight
    Disable,  // disabled (it pulls against packing)
};

struct ExportOptions {
    ConfigFormat format = ConfigFormat::KubeV1;
    std::string schedulerName;          // non-empty: replaces the profile's (one profile only)
    BalancedMode balancedMode = BalancedMode::Keep;
    int64_t balancedWeight = 1;         // for Reweight; must be > 0
    // false: write only what differs from the scheduler's defaults;
    // true: write every plugin weight and every argument explicitly.
    bool explicitDefaults = false;
    // Kubernetes minor version whose rules apply; 0: the first profile's kubernetesVersion.
    int kubeMinor = 0;
};

struct ExportResult {
    std::string text;                  // empty when errors is not empty
    std::vector<Diagnostic> warnings;
    std::vector<Diagnostic> errors;
    bool ok() const { return errors.empty(); }
};

// Several kube-scheduler profiles go into one KubeSchedulerConfiguration
// (their scheduler names must differ); Policy and Volcano take exactly one.
ExportResult exportProfiles(const std::vector<const Profile*>& profiles, const ExportOptions& options);

// Parses the CLI's --balanced value: "keep", "disable" or "weight=N" (N > 0).
bool parseBalancedMode(std::string_view text, BalancedMode* mode, int64_t* weight, std::string* error);

} // namespace bp
