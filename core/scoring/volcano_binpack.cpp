// SPDX-License-Identifier: GPL-3.0-or-later
// Volcano's binpack plugin (pkg/scheduler/plugins/binpack/binpack.go, v1.8+):
// argument parsing with Go's quirks and the float64 score. What Volcano
// silently ignores is reported by io/volcano_validation.cpp.
#include "scoring/profile_scorer.h"
#include "util/go_int.h"

#include <algorithm>

namespace bp {

namespace {

constexpr const char* kPrefix = "binpack.resources.";

std::string trim(std::string_view s)
{
    size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\n' || s[b] == '\r' || s[b] == '\v' || s[b] == '\f'))
        ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\n' || s[e - 1] == '\r' || s[e - 1] == '\v'
               || s[e - 1] == '\f'))
        --e;
    return std::string(s.substr(b, e - b));
}

} // namespace

BinpackConfig parseBinpackArguments(const std::vector<VolcanoArgument>& args, ResourceTable& table)
{
    BinpackConfig cfg;
    auto find = [&](const std::string& key) -> const VolcanoArgument* {
        // yaml.v2 into a Go map: a repeated key keeps the last value.
        const VolcanoArgument* found = nullptr;
        for (const auto& a : args)
            if (a.key == key)
                found = &a;
        return found;
    };
    // framework.Arguments.GetInt: only a Go int is taken; anything else keeps the default.
    auto getInt = [&](const std::string& key, int64_t* out) {
        const VolcanoArgument* a = find(key);
        if (!a)
            return;
        if (a->kind == VolcanoArgument::Kind::Int)
            *out = a->intValue;
    };

    int64_t weight = 1, cpu = 1, memory = 1;
    getInt("binpack.weight", &weight);
    getInt("binpack.cpu", &cpu);
    if (cpu < 0)
        cpu = 1;
    getInt("binpack.memory", &memory);
    if (memory < 0)
        memory = 1;
    std::string list;
    if (const VolcanoArgument* a = find("binpack.resources"); a && a->kind == VolcanoArgument::Kind::String)
        list = a->text;
    std::vector<std::pair<std::string, int64_t>> extended;
    std::vector<std::string> listed;
    size_t start = 0;
    while (start <= list.size()) {
        size_t comma = list.find(',', start);
        if (comma == std::string::npos)
            comma = list.size();
        std::string name = trim(std::string_view(list).substr(start, comma - start));
        start = comma + 1;
        if (name.empty())
            continue;
        listed.push_back(name);
        int64_t w = 1;
        getInt(kPrefix + name, &w);
        if (w < 0)
            w = 1;
        if (name == "cpu" || name == "memory")
            continue; // binpack.cpu / binpack.memory overwrite these entries
        auto it = std::find_if(extended.begin(), extended.end(), [&](const auto& e) { return e.first == name; });
        if (it != extended.end())
            it->second = w;
        else
            extended.emplace_back(name, w);
    }
    cfg.weight = weight;
    cfg.enabled = weight != 0; // the NodeOrderFn is not registered at weight 0
    cfg.resources.push_back({kCpu, "cpu", cpu, false});
    cfg.resources.push_back({kMemory, "memory", memory, false});
    for (const auto& [name, w] : extended) {
        int idx = table.intern(name);
        cfg.resources.push_back({idx, name, w, table.isScalar(idx)});
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
                    step.skipReason = "request + used > allocatable: the whole node scores 0";
                    trace->steps.push_back(step);
                    trace->note = "overflow on " + r.name + ": binpack returns 0 for this node (Volcano 1.8+)";
                    trace->result = 0;
                }
                return 0;
            }
            s = usedFinally * static_cast<double>(r.weight) / static_cast<double>(capacity);
        } else if (trace) {
            step.skipReason = capacity == 0 ? "allocatable is 0: scores 0, its weight still counts"
                                            : "weight 0: scores 0";
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
