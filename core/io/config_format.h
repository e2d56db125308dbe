// SPDX-License-Identifier: GPL-3.0-or-later
// The scheduler-configuration dialects Binpack Studio reads and writes, and
// which Kubernetes releases serve each of them (docs/config-formats.md, "The
// formats and the releases that serve them").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bp {

enum class ConfigFormat {
    KubeV1,           // kubescheduler.config.k8s.io/v1        (1.25+)
    KubeV1beta3,      // kubescheduler.config.k8s.io/v1beta3   (1.23-1.28)
    KubeV1beta2,      // kubescheduler.config.k8s.io/v1beta2   (1.22-1.27)
    KubeV1beta1,      // kubescheduler.config.k8s.io/v1beta1   (1.19-1.22)
    Policy,           // legacy Policy, YAML                   (<= 1.22)
    PolicyJson,       // legacy Policy, JSON                   (<= 1.22)
    Volcano,          // volcano-scheduler.conf
    VolcanoConfigMap, // the same, inside volcano-scheduler-configmap
};

// The CLI names: kubescheduler-v1, kubescheduler-v1beta3, kubescheduler-v1beta2,
// kubescheduler-v1beta1, policy, policy-json, volcano, volcano-configmap.
std::string_view formatName(ConfigFormat format);
std::optional<ConfigFormat> parseFormatName(std::string_view name);
const std::vector<ConfigFormat>& allFormats();
std::string formatNameList(); // "kubescheduler-v1, ..., volcano-configmap"

bool isKubeSchedulerConfiguration(ConfigFormat format); // one of the four KubeV1*
bool isPolicy(ConfigFormat format);
bool isVolcano(ConfigFormat format);
// "kubescheduler.config.k8s.io/v1" etc.; "v1" for Policy; "" for Volcano.
std::string_view apiVersionOf(ConfigFormat format);

// Kubernetes minor versions that serve a kube-scheduler format (inclusive).
// Volcano formats do not depend on the Kubernetes version: {0, 0}.
struct MinorRange {
    int first = 0;
    int last = 0; // 0: still served by the newest release
};
MinorRange servedMinors(ConfigFormat format);
bool servedBy(ConfigFormat format, int kubeMinor);

// The kube-scheduler formats a release serves, newest API first
// (e.g. 1.25 -> v1, v1beta3, v1beta2; 1.22 -> v1beta2, v1beta1, policy, policy-json).
std::vector<ConfigFormat> servedFormats(int kubeMinor);

// Parses a profile's kubernetesVersion ("1.22", "v1.30.4") to its minor number.
// Accepts 1.16 and 1.22..1.36 like KubeVersion::parse; nullopt otherwise.
std::optional<int> kubeMinorOf(std::string_view version);

} // namespace bp
