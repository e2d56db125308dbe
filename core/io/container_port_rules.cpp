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

std::optional<Phrase> HostPorts::take(const ContainerPort& port, const std::string& portPath)
{
    if (port.hostPort == 0)
        return std::nullopt;
    const std::string key = (port.protocol.empty() ? std::string("TCP") : port.protocol) + "/" + port.hostIP + "/"
        + std::to_string(port.hostPort);
    const auto [it, fresh] = taken_.emplace(key, portPath);
    if (fresh)
        return std::nullopt;
    return Phrase(BP_TEXT("bp::core",
                      "duplicate value %1 (protocol/hostIP/hostPort); %2 takes the same host port; expected each "
                      "host port once per protocol and host IP"),
        { bp::quoted(key), it->second });
}

} // namespace bp
