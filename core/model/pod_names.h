// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace file's rules for pod names and replicas (docs/workspace-format.md,
// "Replicas and names"), once, for the reader, the scoring commands, the
// generator, the CLI and the designer: what a pod name may be, how many
// replicas a pod may have, what replica k is called, and which names two pods
// would share. A pod holds its own name and, when it has replicas > 1, the
// names of its replicas (web-0 ... web-(n-1)); no name may be held twice.
#pragma once

#include "model/workspace.h" // Pod; replicaName(pod, k) is declared there

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace bp {

// The most replicas one pod entry may have.
inline constexpr int64_t kMaxReplicas = 1'000'000;

// A pod name is any non-empty string.
bool isValidPodName(std::string_view name);
// A pod has 1 to kMaxReplicas replicas.
bool isValidReplicaCount(int64_t replicas);

// "web" and 2 -> "web-2": replica 2 of a pod web with several replicas, and
// the generator's pods of one shape written one by one.
std::string numberedPodName(std::string_view name, int64_t index);
// The reverse: "web-2" -> {"web", 2}. Only what numberedPodName writes: a
// dash and a decimal number without sign or leading zeros.
struct NumberedPodName {
    std::string_view base;
    int64_t index = 0;
};
std::optional<NumberedPodName> splitNumberedPodName(std::string_view name);

// k when `name` is the name of replica k of `pod` (a pod with replicas > 1).
std::optional<int64_t> replicaIndex(const Pod& pod, std::string_view name);

// Two pods that would hold the same name.
struct PodNameClash {
    enum class Kind {
        SameName, // the other pod has this name
        ReplicaOfOther, // the name is one of the other pod's replica names
        OtherIsReplica, // the other pod's name is one of this pod's replica names
    };
    Kind kind = Kind::SameName;
    std::string name; // the name both would hold
    size_t other = 0; // the other pod's id, as given to PodNameIndex::add
};

// The names a set of pods holds, for asking which pod a name or a new pod
// would clash with. Look-ups take O(log n), not O(replicas).
class PodNameIndex {
public:
    // Adds a pod (an empty name is ignored); `id` is what look-ups report,
    // e.g. its index in Workspace::pods. Of pods with one name the first
    // added counts.
    void add(const Pod& pod, size_t id) { add(pod.name, pod.replicas, id); }
    void add(std::string_view name, int64_t replicas, size_t id);

    // The pod called `name`.
    std::optional<size_t> podNamed(std::string_view name) const;
    // The pod one of whose replicas is called `name`, and that replica's index.
    struct ReplicaOwner {
        size_t pod = 0;
        int64_t replica = 0;
    };
    std::optional<ReplicaOwner> replicaNamed(std::string_view name) const;
    // The clash a pod called `name` with `replicas` would have with the pods
    // added: a pod of that name first, then a pod it would be a replica of,
    // then the lowest of its replicas that another pod is called.
    std::optional<PodNameClash> clash(std::string_view name, int64_t replicas) const;

private:
    struct Holder {
        size_t id;
        int64_t replicas;
    };
    std::unordered_map<std::string, Holder> byName_;
    // Pods whose name is numbered ("web-3"): base -> index -> pod, the first added.
    std::unordered_map<std::string, std::map<int64_t, size_t>> byBase_;
};

// The first of `added` (pods about to join those in `kept`) that would clash
// with one of them: its index in `added`, and the clash.
struct AddedPodClash {
    size_t added = 0;
    PodNameClash clash;
};
std::optional<AddedPodClash> findAddedPodClash(const PodNameIndex& kept, const std::vector<Pod>& added);

// `count` names for new pods with `replicas` each that clash with none of
// the pods in `taken` nor with each other: `base` itself when it is free,
// then uniqueNames' sequence ("web" -> "web-1", "web-2"; "node7" -> "node8").
std::vector<std::string> uniquePodNames(
    const PodNameIndex& taken, const std::string& base, int64_t replicas, int count);

} // namespace bp
