// SPDX-License-Identifier: GPL-3.0-or-later
// NodeResourcesFit (LeastAllocated, MostAllocated, RequestedToCapacityRatio)
// and NodeResourcesBalancedAllocation, integer for integer as upstream
// computes them (noderesources/{resource_allocation,least_allocated,
// most_allocated,requested_to_capacity_ratio,balanced_allocation}.go), with
// the release differences described in shared/research/kube-scheduler.md.
#include "scoring/profile_scorer.h"

#include "util/int128.h"

#include <cmath>

namespace bp {

namespace {

constexpr int64_t kMaxUtilization = 100;

int64_t at(const Amounts& a, size_t i) { return i < a.size() ? a[i] : 0; }

// (a*b)/c with a 128-bit intermediate, so huge quantities cannot overflow.
int64_t mulDiv(int64_t a, int64_t b, int64_t c) { return static_cast<int64_t>(static_cast<int128>(a) * b / c); }

// calculateResourceAllocatableRequest: allocatable and requested (node part +
// pod part) for one resource; returns false when the resource is skipped.
struct AllocReq {
    int64_t alloc = 0, nodePart = 0, podPart = 0;
    const char* skip = nullptr;
};

AllocReq allocatableRequest(const WeightedResource& r, const NodeState& n, int64_t podRequest, bool modern,
    bool useRequested)
{
    AllocReq a;
    const size_t i = static_cast<size_t>(r.index);
    a.podPart = podRequest;
    if (modern && podRequest == 0 && r.scalar) {
        a.skip = "extended resource the pod does not request: skipped";
        a.podPart = 0;
        return a;
    }
    if (r.index == kCpu || r.index == kMemory) {
        a.alloc = at(n.allocatable, i);
        a.nodePart = useRequested ? at(n.requested, i) : at(n.nonZeroRequested, i);
    } else if (r.index == kEphemeralStorage || r.scalar) {
        a.alloc = at(n.allocatable, i);
        a.nodePart = at(n.requested, i);
    } else {
        a.podPart = 0; // "pods" and names the scheduler does not track: (0, 0)
    }
    if (modern && a.alloc == 0)
        a.skip = "allocatable is 0: skipped";
    return a;
}

} // namespace

int64_t ProfileScorer::fitScore(const PodDemand& d, const NodeState& n, PluginTrace* trace, const ResourceTable*) const
{
    const bool modern = !version_.legacyScale();
    const int64_t m = maxNodeScore_;
    int64_t nodeScore = 0, weightSum = 0;
    for (const auto& r : fit_.resources) {
        AllocReq a = allocatableRequest(r, n, at(d.fitIncoming, static_cast<size_t>(r.index)), modern, false);
        ResourceStep step;
        if (trace) {
            step.name = r.name;
            step.weight = r.weight;
            step.podRequest = a.podPart;
            step.nodeRequested = a.nodePart;
            step.requested = a.nodePart + a.podPart;
            step.allocatable = a.alloc;
        }
        if (a.skip) {
            if (trace) {
                step.skipped = true;
                step.skipReason = a.skip;
                step.counted = false;
                trace->steps.push_back(step);
            }
            continue;
        }
        const int64_t c = a.alloc;
        int64_t req = a.nodePart + a.podPart;
        int64_t s = 0;
        bool counted = true;
        switch (fit_.type) {
        case StrategyType::LeastAllocated:
            s = (c == 0 || req > c) ? 0 : mulDiv(c - req, m, c);
            if (trace && c != 0 && req <= c)
                step.utilization = mulDiv(req, kMaxUtilization, c);
            break;
        case StrategyType::MostAllocated:
            if (c == 0) {
                s = 0;
            } else if (req > c) {
                s = modern ? m : 0; // clamped since 1.22 (PR #102925); 0 before
            } else {
                s = mulDiv(req, m, c);
            }
            if (trace && c != 0)
                step.utilization = mulDiv(std::min(req, c), kMaxUtilization, c);
            break;
        case StrategyType::RequestedToCapacityRatio: {
            int64_t util = kMaxUtilization;
            if (c != 0 && req <= c)
                util = modern ? mulDiv(req, kMaxUtilization, c) : kMaxUtilization - mulDiv(c - req, kMaxUtilization, c);
            if (modern) {
                s = fit_.scaledShape(util);
                counted = s > 0; // a resource scoring 0 leaves the weight sum
            } else {
                s = BrokenLinear(fit_.shape)(util); // 1.16: the 0..10 shape as is
            }
            if (trace)
                step.utilization = util;
            break;
        }
        }
        if (counted) {
            nodeScore += s * r.weight;
            weightSum += r.weight;
        }
        if (trace) {
            step.score = s;
            step.counted = counted;
            trace->steps.push_back(step);
        }
    }
    int64_t result = 0;
    double raw = 0;
    if (weightSum != 0) {
        raw = static_cast<double>(nodeScore) / static_cast<double>(weightSum);
        if (fit_.type == StrategyType::RequestedToCapacityRatio)
            result = static_cast<int64_t>(std::round(raw)); // math.Round: half away from zero
        else
            result = nodeScore / weightSum;                 // int64 division truncates
    }
    if (trace) {
        trace->nodeScore = nodeScore;
        trace->weightSum = weightSum;
        trace->raw = raw;
        trace->result = static_cast<double>(result);
    }
    return result;
}

namespace {

// balanced_allocation.go balancedResourceScorer (1.22+): std of the fractions.
int64_t balancedFromFractions(const std::vector<double>& fractions, double* stdOut)
{
    double std = 0.0;
    if (fractions.size() == 2) {
        std = std::fabs((fractions[0] - fractions[1]) / 2);
    } else if (fractions.size() > 2) {
        double total = 0;
        for (double f : fractions)
            total += f;
        double mean = total / static_cast<double>(fractions.size());
        double sum = 0;
        for (double f : fractions)
            sum = sum + (f - mean) * (f - mean);
        std = std::sqrt(sum / static_cast<double>(fractions.size()));
    }
    if (stdOut)
        *stdOut = std;
    return static_cast<int64_t>((1 - std) * 100.0);
}

} // namespace

int64_t ProfileScorer::balancedScore(const PodDemand& d, const NodeState& n, PluginTrace* trace) const
{
    if (version_.legacyScale()) {
        // 1.16: cpu and memory only; any fraction >= 1 scores 0; scale 0..10.
        auto fraction = [&](int idx, int64_t* req, int64_t* cap) {
            *cap = at(n.allocatable, static_cast<size_t>(idx));
            *req = at(n.nonZeroRequested, static_cast<size_t>(idx)) + at(d.balancedIncoming, static_cast<size_t>(idx));
            return *cap == 0 ? 1.0 : static_cast<double>(*req) / static_cast<double>(*cap);
        };
        int64_t rc, cc, rm, cm;
        double cpu = fraction(kCpu, &rc, &cc), mem = fraction(kMemory, &rm, &cm);
        int64_t result = (cpu >= 1 || mem >= 1) ? 0 : static_cast<int64_t>((1 - std::fabs(cpu - mem)) * 10.0);
        if (trace) {
            trace->steps.push_back({"cpu", 1, at(d.balancedIncoming, kCpu), rc - at(d.balancedIncoming, kCpu), rc, cc,
                false, {}, 0, 0, cpu, true});
            trace->steps.push_back({"memory", 1, at(d.balancedIncoming, kMemory), rm - at(d.balancedIncoming, kMemory),
                rm, cm, false, {}, 0, 0, mem, true});
            trace->raw = std::fabs(cpu - mem);
            trace->result = static_cast<double>(result);
            trace->note = "1.16: score = int((1 - |cpu fraction - memory fraction|) * 10); 0 when a fraction >= 1";
        }
        return result;
    }
    const bool useRequested = version_.atLeast(24);
    std::vector<double> with, without;
    with.reserve(balanced_.resources.size());
    for (const auto& r : balanced_.resources) {
        AllocReq a = allocatableRequest(r, n, at(d.balancedIncoming, static_cast<size_t>(r.index)), true, useRequested);
        ResourceStep step;
        if (trace) {
            step.name = r.name;
            step.weight = r.weight;
            step.podRequest = a.podPart;
            step.nodeRequested = a.nodePart;
            step.requested = a.nodePart + a.podPart;
            step.allocatable = a.alloc;
            step.skipped = a.skip != nullptr;
            step.counted = !step.skipped;
            if (a.skip)
                step.skipReason = a.skip;
        }
        if (!a.skip) {
            double f = static_cast<double>(a.nodePart + a.podPart) / static_cast<double>(a.alloc);
            with.push_back(f > 1 ? 1 : f);
            double g = static_cast<double>(a.nodePart) / static_cast<double>(a.alloc);
            without.push_back(g > 1 ? 1 : g);
            if (trace)
                step.fraction = with.back();
        }
        if (trace)
            trace->steps.push_back(step);
    }
    double stdWith = 0, stdWithout = 0;
    int64_t scoreWith = balancedFromFractions(with, &stdWith);
    int64_t result = scoreWith;
    if (version_.atLeast(36)) {
        // PR #135573: balance with and without the pod.
        int64_t scoreWithout = balancedFromFractions(without, &stdWithout);
        result = 50 + (50 + scoreWith - scoreWithout) / 2;
        if (trace)
            trace->note = "1.36+: 50 + (50 + " + std::to_string(scoreWith) + " - " + std::to_string(scoreWithout)
                + ") / 2 (score with the pod, score without it)";
    }
    if (trace) {
        trace->raw = stdWith;
        trace->result = static_cast<double>(result);
    }
    return result;
}

} // namespace bp
