// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/container_port_rules.h"

#include "util/diagnostic.h"

#include <arpa/inet.h>

namespace bp {

bool isIpAddress(std::string_view text)
{
    const std::string s(text); // inet_pton needs a terminated string
    if (s.size() != text.size() || s.find('\0') != std::string::npos)
        return false;
    unsigned char buf[16];
    return inet_pton(AF_INET, s.c_str(), buf) == 1 || inet_pton(AF_INET6, s.c_str(), buf) == 1;
}

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

Phrase notAnIpAddress(std::string_view text)
{
    return Phrase(BP_TEXT("bp::core",
                      "%1 is not an IP address; expected an IPv4 or IPv6 address such as %2 or %3, or leave it out "
                      "for every address"),
        { bp::quoted(text), "10.0.0.1", "fd00::1" });
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
