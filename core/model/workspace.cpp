// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/workspace.h"

#include "model/pod_names.h"

#include <algorithm>

namespace bp {

const Quantity* ResourceList::find(std::string_view name) const
{
    for (const auto& [key, quantity] : entries) {
        if (key == name)
            return &quantity;
    }
    return nullptr;
}

void ResourceList::set(const std::string& name, Quantity q)
{
    for (auto& entry : entries) {
        if (entry.first == name) {
            entry.second = std::move(q);
            return;
        }
    }
    entries.emplace_back(name, std::move(q));
}

bool ResourceList::erase(std::string_view name)
{
    const auto it = std::find_if(entries.begin(), entries.end(), [&](const auto& e) { return e.first == name; });
    if (it == entries.end())
        return false;
    entries.erase(it);
    return true;
}

const Profile* Workspace::findProfile(std::string_view name) const
{
    for (const auto& p : profiles) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

const Node* Workspace::findNode(std::string_view name) const
{
    for (const auto& n : nodes) {
        if (n.name == name)
            return &n;
    }
    return nullptr;
}

std::string replicaName(const Pod& pod, int64_t index)
{
    if (pod.replicas == 1)
        return pod.name;
    return numberedPodName(pod.name, index);
}

} // namespace bp
