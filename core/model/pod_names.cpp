// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/pod_names.h"

#include "util/unique_names.h"

namespace bp {

bool isValidPodName(std::string_view name)
{
    return !name.empty();
}

bool isValidReplicaCount(int64_t replicas)
{
    return replicas >= 1 && replicas <= kMaxReplicas;
}

std::string numberedPodName(std::string_view name, int64_t index)
{
    std::string out(name);
    out += '-';
    out += std::to_string(index);
    return out;
}

std::optional<NumberedPodName> splitNumberedPodName(std::string_view name)
{
    const size_t dash = name.rfind('-');
    if (dash == std::string_view::npos)
        return std::nullopt;
    const std::string_view digits = name.substr(dash + 1);
    // 18 digits always fit an int64_t; no replica index is that long.
    if (digits.empty() || digits.size() > 18 || (digits.size() > 1 && digits[0] == '0')
        || digits.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    int64_t index = 0;
    for (const char c : digits)
        index = index * 10 + (c - '0');
    return NumberedPodName { name.substr(0, dash), index };
}

std::optional<int64_t> replicaIndex(const Pod& pod, std::string_view name)
{
    if (pod.replicas <= 1)
        return std::nullopt;
    const auto n = splitNumberedPodName(name);
    if (!n || n->base != pod.name || n->index >= pod.replicas)
        return std::nullopt;
    return n->index;
}

void PodNameIndex::add(std::string_view name, int64_t replicas, size_t id)
{
    if (name.empty())
        return;
    byName_.try_emplace(std::string(name), Holder { id, replicas });
    if (const auto n = splitNumberedPodName(name))
        byBase_[std::string(n->base)].try_emplace(n->index, id);
}

std::optional<size_t> PodNameIndex::podNamed(std::string_view name) const
{
    const auto it = byName_.find(std::string(name));
    if (it == byName_.end())
        return std::nullopt;
    return it->second.id;
}

std::optional<PodNameIndex::ReplicaOwner> PodNameIndex::replicaNamed(std::string_view name) const
{
    const auto n = splitNumberedPodName(name);
    if (!n)
        return std::nullopt;
    const auto it = byName_.find(std::string(n->base));
    if (it == byName_.end() || it->second.replicas <= 1 || n->index >= it->second.replicas)
        return std::nullopt;
    return ReplicaOwner { it->second.id, n->index };
}

std::optional<PodNameClash> PodNameIndex::clash(std::string_view name, int64_t replicas) const
{
    if (const auto id = podNamed(name))
        return PodNameClash { PodNameClash::Kind::SameName, std::string(name), *id };
    if (const auto owner = replicaNamed(name))
        return PodNameClash { PodNameClash::Kind::ReplicaOfOther, std::string(name), owner->pod };
    if (replicas > 1) {
        const auto it = byBase_.find(std::string(name));
        if (it != byBase_.end() && !it->second.empty() && it->second.begin()->first < replicas) {
            const auto& [index, id] = *it->second.begin();
            return PodNameClash { PodNameClash::Kind::OtherIsReplica, numberedPodName(name, index), id };
        }
    }
    return std::nullopt;
}

std::optional<AddedPodClash> findAddedPodClash(const PodNameIndex& kept, const std::vector<Pod>& added)
{
    for (size_t i = 0; i < added.size(); ++i) {
        if (auto c = kept.clash(added[i].name, added[i].replicas))
            return AddedPodClash { i, std::move(*c) };
    }
    return std::nullopt;
}

std::vector<std::string> uniquePodNames(const PodNameIndex& taken, const std::string& base, int64_t replicas, int count)
{
    PodNameIndex chosen;
    size_t next = 0;
    const auto isTaken = [&](const std::string& candidate) {
        if (taken.clash(candidate, replicas) || chosen.clash(candidate, replicas))
            return true;
        chosen.add(candidate, replicas, next++);
        return false;
    };
    std::vector<std::string> out;
    if (count > 0 && !isTaken(base))
        out.push_back(base);
    for (auto& name : uniqueNames(base, count - static_cast<int>(out.size()), isTaken))
        out.push_back(std::move(name));
    return out;
}

} // namespace bp
