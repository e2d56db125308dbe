// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/container_port_rules.h"

#include "util/diagnostic.h"

namespace bp {

Phrase containerPortExpected()
{
    return Phrase(BP_TEXT("bp::core", "expected a port number from %1 to %2"), { "1", std::to_string(kMaxPortNumber) });
}

Phrase hostPortExpected()
{
    return Phrase(BP_TEXT("bp::core", "expected a host port from %1 to %2, or %3 for none"),
        { "1", std::to_string(kMaxPortNumber), "0" });
}

Phrase containerPortMissing()
{
    return Phrase(BP_TEXT("bp::core", "a port needs a %1 from %2 to %3"),
        { "containerPort", "1", std::to_string(kMaxPortNumber) });
}

std::optional<Phrase> portNameProblem(std::string_view name)
{
    if (name.empty())
        return std::nullopt;
    const char* rule = nullptr;
    if (name.size() > 15)
        rule = BP_TEXT("bp::core", "%1 is longer than 15 characters; expected a port name such as http or metrics");
    else if (name.find_first_not_of("-abcdefghijklmnopqrstuvwxyz0123456789") != std::string_view::npos)
        rule = BP_TEXT("bp::core",
            "%1 may contain only lower-case letters, digits and hyphens; expected a port name such as http or metrics");
    else if (name.find_first_of("abcdefghijklmnopqrstuvwxyz") == std::string_view::npos)
        rule = BP_TEXT("bp::core", "%1 has no letter; expected a port name with at least one letter (a-z)");
    else if (name.find("--") != std::string_view::npos)
        rule = BP_TEXT("bp::core", "%1 contains consecutive hyphens (--); expected a port name such as http-alt");
    else if (name.front() == '-' || name.back() == '-')
        rule = BP_TEXT("bp::core", "%1 begins or ends with a hyphen; expected a port name such as http-alt");
    if (!rule)
        return std::nullopt;
    return Phrase(rule, { bp::quoted(name) });
}

const std::string* FirstPaths::take(const std::string& key, const std::string& path)
{
    const auto [it, fresh] = first_.emplace(key, path);
    return fresh ? nullptr : &it->second;
}

std::optional<Phrase> PortNames::take(const std::string& name, const std::string& portPath)
{
    if (name.empty())
        return std::nullopt;
    const std::string* first = taken_.take(name, portPath);
    if (!first)
        return std::nullopt;
    return Phrase(BP_TEXT("bp::core", "duplicate port name %1; %2 has it too; expected each name once in a container"),
        { bp::quoted(name), *first });
}

std::optional<Phrase> HostPorts::take(const ContainerPort& port, const std::string& portPath)
{
    if (port.hostPort == 0)
        return std::nullopt;
    const std::string key = (port.protocol.empty() ? std::string("TCP") : port.protocol) + "/" + port.hostIP + "/"
        + std::to_string(port.hostPort);
    const std::string* first = taken_.take(key, portPath);
    if (!first)
        return std::nullopt;
    return Phrase(BP_TEXT("bp::core",
                      "duplicate value %1 (protocol/hostIP/hostPort); %2 takes the same host port; expected each "
                      "host port once per protocol and host IP"),
        { bp::quoted(key), *first });
}

} // namespace bp
