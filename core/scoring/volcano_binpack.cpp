// SPDX-License-Identifier: GPL-3.0-or-later
// Volcano's binpack plugin (pkg/scheduler/plugins/binpack/binpack.go, v1.8+):
// argument parsing with Go's quirks and the float64 score. What Volcano
// silently ignores is reported by io/volcano_validation.cpp.
#include "scoring/profile_scorer.h"
#include "scoring/volcano_arguments.h"
#include "util/go_int.h"

#include <algorithm>

namespace bp {

BinpackConfig parseBinpackArguments(const std::vector<VolcanoArgument>& args, ResourceTable& table)
{
    BinpackConfig cfg;
    // Negative weights become 1 (calculateWeight), binpack.weight excepted.
    auto weightOf = [&](std::string_view key) {
        const int64_t w = binpackInt(args, key, 1);
        return w < 0 ? 1 : w;
    };
    cfg.weight = binpackInt(args, kBinpackWeight, 1);
    cfg.enabled = cfg.weight != 0; // the NodeOrderFn is not registered at weight 0
    cfg.resources.push_back({kCpu, "cpu", weightOf(kBinpackCpu), false});
    cfg.resources.push_back({kMemory, "memory", weightOf(kBinpackMemory), false});
    for (const auto& name : binpackResourceNames(args)) {
        if (name == "cpu" || name == "memory")
            continue; // binpack.cpu / binpack.memory overwrite these entries
        const int idx = table.intern(name);
        cfg.resources.push_back({idx, name, weightOf(binpackResourceKey(name)), table.isScalar(idx)});
    }
    return cfg;
}

// Go's int arithmetic wraps around (util/go_int.h); C++'s signed overflow is
// undefined. Huge weights (binpack.weight: 100000000000000000) give what
// Volcano gives.
double ProfileScorer::binpackScore(const PodDemand& d, const NodeState& n, PluginTrace* trace) const
{
    double score = 0.0;
    int64_t weightSum = 0;
    for (const auto& r : binpack_.resources) {
        const size_t i = static_cast<size_t>(r.index);
        const int64_t request = i < d.requests.size() ? d.requests[i] : 0;
        if (request == 0)
            continue; // only resources the task requests
        const int64_t capacity = i < n.allocatable.size() ? n.allocatable[i] : 0;
        const int64_t used = i < n.requested.size() ? n.requested[i] : 0;
        ResourceStep step;
        if (trace) {
            step.name = r.name;
            step.weight = r.weight;
            step.podRequest = request;
            step.nodeRequested = used;
            if (__builtin_add_overflow(request, used, &step.requested))
                step.requested = INT64_MAX; // shown only; the check below uses the exact sum
            step.allocatable = capacity;
        }
        double s = 0.0;
        if (capacity != 0 && r.weight != 0) {
            const double usedFinally = static_cast<double>(request) + static_cast<double>(used);
            if (usedFinally > static_cast<double>(capacity)) {
                if (trace) {
                    step.skipReason = Phrase(BP_TEXT("bp::core", "request + used > allocatable: the whole node scores 0"));
                    trace->steps.push_back(step);
                    trace->note = Phrase(BP_TEXT("bp::core", "overflow on %1: binpack returns 0 for this node (Volcano 1.8+)"), { r.name });
                    trace->result = 0;
                }
                return 0;
            }
            s = usedFinally * static_cast<double>(r.weight) / static_cast<double>(capacity);
        } else if (trace) {
            step.skipReason = Phrase(capacity == 0 ? BP_TEXT("bp::core", "allocatable is 0: scores 0, its weight still counts")
                                                   : BP_TEXT("bp::core", "weight 0: scores 0"));
        }
        score += s;
        weightSum = goAdd(weightSum, r.weight);
        if (trace) {
            step.fraction = s;
            trace->steps.push_back(step);
        }
    }
    if (trace) {
        trace->raw = score;
        trace->weightSum = weightSum;
    }
    if (weightSum > 0)
        score /= static_cast<double>(weightSum);
    score *= static_cast<double>(goMul(100, binpack_.weight));
    if (trace)
        trace->result = score;
    return score;
}

} // namespace bp
