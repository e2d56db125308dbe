// SPDX-License-Identifier: GPL-3.0-or-later
// The API server's rules for container ports (kubernetes
// pkg/apis/core/validation: validateContainerPorts, and
// AccumulateUniqueHostPorts as checkHostPortConflicts calls it: once over a
// pod's containers, once for each init container alone, since init
// containers run one by one), once for every reader that builds a workspace
// (the workspace file, the kubectl import).
#pragma once

#include "model/workspace.h"
#include "util/phrase.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace bp {

inline constexpr int64_t kMaxPortNumber = 65535;
inline const std::vector<std::string> kPortProtocols = { "TCP", "UDP", "SCTP" };

// The host port a container port takes on the node: its hostPort, or with
// spec.hostNetwork its containerPort when hostPort is 0, as the API server
// defaults it (SetDefaults_Pod, defaultHostNetworkPorts).
inline int32_t effectiveHostPort(const ContainerPort& port, bool hostNetwork)
{
    return hostNetwork && port.hostPort == 0 ? port.containerPort : port.hostPort;
}

// "expected a port number from 1 to 65535"
Phrase containerPortExpected();
// "expected a host port from 1 to 65535, or 0 for none"
Phrase hostPortExpected();
// "a port needs a containerPort from 1 to 65535"
Phrase containerPortMissing();

// validation.IsValidPortName: at most 15 characters of [-a-z0-9], at least
// one letter, no "--", no hyphen at either end. The first rule broken, or
// nothing (an empty name is "no name" and is not checked).
std::optional<Phrase> portNameProblem(std::string_view name);

// Keys seen so far, each with the path where it was seen first: the
// duplicate checks below (field.Duplicate) name that first place.
class FirstPaths {
public:
    // nullptr when `key` is new (it is recorded with `path`); else the path
    // recorded for it first.
    const std::string* take(const std::string& key, const std::string& path);

private:
    std::map<std::string, std::string> first_;
};

// The port names of one container, unique within it (validateContainerPorts).
class PortNames {
public:
    // nullopt when the name is empty, or new (it is recorded); else the
    // message for a duplicate of the port at the path recorded first.
    std::optional<Phrase> take(const std::string& name, const std::string& portPath);

private:
    FirstPaths taken_;
};

// The host ports taken so far in one scope (a pod's containers, or one init
// container): "protocol/hostIP/hostPort", protocol defaulted to TCP, as
// AccumulateUniqueHostPorts keys them, each with the path of its port.
class HostPorts {
public:
    // nullopt when `port` takes no host port or its key is new (it is
    // recorded); else the message for it: a duplicate of the one at the path
    // recorded first.
    std::optional<Phrase> take(const ContainerPort& port, const std::string& portPath);

private:
    FirstPaths taken_;
};

} // namespace bp
