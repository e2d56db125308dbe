// SPDX-License-Identifier: GPL-3.0-or-later
// Workload generators for demonstrations: a mix of pod shapes with counts or
// proportions, sizes fixed or random within a range (from a seed), and an
// arrival order. The same spec and seed give the same pods on every platform
// (bp::Rng, never the standard library's distributions).
#pragma once

#include "model/workspace.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bp {

// One resource request: fixed (min == max) or uniform in [min, max]. cpu is
// drawn in millicores; other resources in whole units, or in whole Mi (Ki)
// when both ends are multiples of 1Mi (1Ki), so memory reads "1536Mi".
struct ResourceRange {
    std::string resource;
    Quantity min;
    Quantity max;
};

struct PodShapeSpec {
    std::string name;                  // pods are named <name>-0, <name>-1, ... (see generateWorkload)
    std::vector<ResourceRange> requests;
    std::optional<int64_t> count;      // exactly this many pods, or
    std::optional<double> proportion;  // a share of GeneratorSpec::total (relative weights)
};

enum class ArrivalOrder {
    AsListed,     // every pod of the first shape, then the second, ...
    Shuffled,     // a uniform random permutation from the seed
    LargestFirst, // by size: Σ over resources of request / the largest request of it in the workload; ties as listed
};

struct GeneratorSpec {
    std::vector<PodShapeSpec> shapes;
    // Pods shared out among the shapes with a proportion, after the counted
    // shapes took theirs (largest remainder, ties to the earlier shape).
    std::optional<int64_t> total;
    uint64_t seed = 1;
    ArrivalOrder order = ArrivalOrder::AsListed;
};

// The pending pods, in arrival order. A shape whose pods are identical and
// arrive together becomes one pod with replicas (its pods are then named
// <name>-0, <name>-1, ... as replicas are, or just <name> when there is one);
// any other pod is its own entry named <name>-i, i its index in its shape. Throws InputError for an
// unusable spec (no shapes, both or neither of count/proportion, proportions
// without a total, a range whose min exceeds max, negative requests, ...).
std::vector<Pod> generateWorkload(const GeneratorSpec& spec);

// A shape's name names its pods and must survive the --shape form
// (name:requests:count): a pod name without spaces, ':', ',' or '='.
bool isUsableShapeName(std::string_view name);

// "as-listed" | "shuffled" | "largest-first"
std::optional<ArrivalOrder> parseArrivalOrder(std::string_view text);
const char* arrivalOrderName(ArrivalOrder order);

// The command-line form of a shape:
//   name:cpu=500m,memory=1Gi:count=100
//   name:cpu=250m..2,memory=256Mi..4Gi,nvidia.com/gpu=1:proportion=0.3
// Throws InputError naming the field ("--shape") and what was expected.
PodShapeSpec parsePodShapeSpec(std::string_view text);

} // namespace bp
