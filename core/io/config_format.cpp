// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/config_format.h"

#include "scoring/version.h"

#include <array>
#include <charconv>

namespace bp {

namespace {

struct FormatInfo {
    ConfigFormat format;
    std::string_view name;
    std::string_view apiVersion;
    MinorRange served;
};

// docs/config-formats.md, "The formats and the releases that serve them":
// v1beta1 1.19-1.22, Policy <= 1.22 (every release we model: 1.16 and 1.22),
// v1beta2 1.22-1.27, v1beta3 1.23-1.28, v1 1.25+.
constexpr std::array<FormatInfo, 8> kFormats{{
    {ConfigFormat::KubeV1, "kubescheduler-v1", "kubescheduler.config.k8s.io/v1", {25, 0}},
    {ConfigFormat::KubeV1beta3, "kubescheduler-v1beta3", "kubescheduler.config.k8s.io/v1beta3", {23, 28}},
    {ConfigFormat::KubeV1beta2, "kubescheduler-v1beta2", "kubescheduler.config.k8s.io/v1beta2", {22, 27}},
    {ConfigFormat::KubeV1beta1, "kubescheduler-v1beta1", "kubescheduler.config.k8s.io/v1beta1", {19, 22}},
    {ConfigFormat::Policy, "policy", "v1", {1, 22}},
    {ConfigFormat::PolicyJson, "policy-json", "v1", {1, 22}},
    {ConfigFormat::Volcano, "volcano", "", {0, 0}},
    {ConfigFormat::VolcanoConfigMap, "volcano-configmap", "v1", {0, 0}},
}};

const FormatInfo& info(ConfigFormat format)
{
    for (const auto& f : kFormats)
        if (f.format == format)
            return f;
    return kFormats[0];
}

} // namespace

std::string_view formatName(ConfigFormat format) { return info(format).name; }

std::optional<ConfigFormat> parseFormatName(std::string_view name)
{
    for (const auto& f : kFormats)
        if (f.name == name)
            return f.format;
    return std::nullopt;
}

const std::vector<ConfigFormat>& allFormats()
{
    static const std::vector<ConfigFormat> all = [] {
        std::vector<ConfigFormat> v;
        for (const auto& f : kFormats)
            v.push_back(f.format);
        return v;
    }();
    return all;
}

std::string formatNameList()
{
    std::string out;
    for (const auto& f : kFormats) {
        if (!out.empty())
            out += ", ";
        out += f.name;
    }
    return out;
}

bool isKubeSchedulerConfiguration(ConfigFormat format)
{
    return format == ConfigFormat::KubeV1 || format == ConfigFormat::KubeV1beta3
        || format == ConfigFormat::KubeV1beta2 || format == ConfigFormat::KubeV1beta1;
}

bool isPolicy(ConfigFormat format) { return format == ConfigFormat::Policy || format == ConfigFormat::PolicyJson; }

bool isVolcano(ConfigFormat format)
{
    return format == ConfigFormat::Volcano || format == ConfigFormat::VolcanoConfigMap;
}

std::string_view apiVersionOf(ConfigFormat format) { return info(format).apiVersion; }

MinorRange servedMinors(ConfigFormat format) { return info(format).served; }

bool servedBy(ConfigFormat format, int kubeMinor)
{
    if (isVolcano(format))
        return true;
    const MinorRange r = servedMinors(format);
    return kubeMinor >= r.first && (r.last == 0 || kubeMinor <= r.last);
}

std::vector<ConfigFormat> servedFormats(int kubeMinor)
{
    std::vector<ConfigFormat> out;
    for (const auto& f : kFormats)
        if (!isVolcano(f.format) && servedBy(f.format, kubeMinor))
            out.push_back(f.format);
    return out;
}

std::optional<int> kubeMinorOf(std::string_view text)
{
    const auto v = KubeVersion::parse(text);
    return v ? std::optional<int>(v->minor) : std::nullopt;
}

} // namespace bp
