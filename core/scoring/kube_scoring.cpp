// SPDX-License-Identifier: GPL-3.0-or-later
// NodeResourcesFit (LeastAllocated, MostAllocated, RequestedToCapacityRatio)
// and NodeResourcesBalancedAllocation, integer for integer as upstream
// computes them (noderesources/{resource_allocation,least_allocated,
// most_allocated,requested_to_capacity_ratio,balanced_allocation}.go), with
// the release differences described in docs/scheduler-arithmetic.md.
#include "scoring/profile_scorer.h"
#include "util/go_int.h"
#include "util/int128.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace bp {

namespace {

constexpr int64_t kMaxUtilization = 100;

// (a*b)/c, truncating like Go; a 128-bit intermediate only when a*b would
// overflow (exabytes of memory), so huge quantities cannot wrap.
inline int64_t mulDiv(int64_t a, int64_t b, int64_t c)
{
    int64_t p;
    if (!__builtin_mul_overflow(a, b, &p))
        return p / c;
    return static_cast<int64_t>(static_cast<int128>(a) * b / c);
}

// calculateResourceAllocatableRequest: allocatable and requested (node part +
// pod part) for one resource, or the reason it is skipped.
struct AllocReq {
    int64_t alloc = 0, nodePart = 0, podPart = 0;
    const char* skip = nullptr;
};

inline AllocReq allocatableRequest(const WeightedResource& r, const NodeState& n, int64_t podRequest, bool modern,
    bool useRequested)
{
    AllocReq a;
    const size_t i = static_cast<size_t>(r.index);
    a.podPart = podRequest;
    if (modern && podRequest == 0 && r.scalar) {
        a.skip = BP_TEXT("bp::core", "extended resource the pod does not request: skipped");
        a.podPart = 0;
        return a;
    }
    if (r.index == kCpu || r.index == kMemory) {
        a.alloc = n.allocatable[i];
        a.nodePart = useRequested ? n.requested[i] : n.nonZeroRequested[i];
    } else if (r.index == kEphemeralStorage || r.scalar) {
        a.alloc = n.allocatable[i];
        a.nodePart = n.requested[i];
    } else {
        a.podPart = 0; // "pods" and names the scheduler does not track: (0, 0)
    }
    if (modern && a.alloc == 0)
        a.skip = BP_TEXT("bp::core", "allocatable is 0: skipped");
    return a;
}

// nodePart + podPart. Both fit int64, their sum may not (a huge pod scored on
// a full node: every node is scored, feasible or not); *over says so, and the
// sum then sticks at INT64_MAX, which is not less than any allocatable.
inline int64_t requestedSum(const AllocReq& a, bool* over)
{
    int64_t r;
    *over = __builtin_add_overflow(a.nodePart, a.podPart, &r);
    return *over ? INT64_MAX : r;
}

// The same as a fraction of allocatable (BalancedAllocation):
// float64(requested) / float64(allocatable), the int64 sum wrapping as Go's.
inline double requestedFraction(int64_t nodePart, int64_t podPart, int64_t alloc)
{
    return static_cast<double>(goAdd(nodePart, podPart)) / static_cast<double>(alloc);
}

ResourceStep stepOf(const WeightedResource& r, const AllocReq& a)
{
    ResourceStep step;
    step.name = r.name;
    step.weight = r.weight;
    step.podRequest = a.podPart;
    step.nodeRequested = a.nodePart;
    bool over = false;
    step.requested = requestedSum(a, &over);
    step.allocatable = a.alloc;
    if (a.skip) {
        step.skipped = true;
        step.skipReason = Phrase(a.skip);
        step.counted = false;
    }
    return step;
}

// balanced_allocation.go balancedResourceScorer (1.22+): std of the fractions.
int64_t balancedFromFractions(const double* fractions, size_t n, double* stdOut)
{
    double std = 0.0;
    if (n == 2) {
        std = std::fabs((fractions[0] - fractions[1]) / 2);
    } else if (n > 2) {
        double total = 0;
        for (size_t i = 0; i < n; ++i)
            total += fractions[i];
        double mean = total / static_cast<double>(n);
        double sum = 0;
        for (size_t i = 0; i < n; ++i)
            sum = sum + (fractions[i] - mean) * (fractions[i] - mean);
        std = std::sqrt(sum / static_cast<double>(n));
    }
    if (stdOut)
        *stdOut = std;
    return static_cast<int64_t>((1 - std) * 100.0);
}

// A small vector on the stack: scoring runs for every node and must not allocate.
class Fractions {
public:
    explicit Fractions(size_t capacity)
    {
        if (capacity > kInline)
            heap_.reset(new double[capacity]);
        data_ = capacity > kInline ? heap_.get() : inline_;
    }
    void push(double v) { data_[size_++] = v; }
    const double* data() const { return data_; }
    size_t size() const { return size_; }
    double back() const { return data_[size_ - 1]; }

private:
    static constexpr size_t kInline = 16;
    double inline_[kInline];
    std::unique_ptr<double[]> heap_;
    double* data_;
    size_t size_ = 0;
};

void pad(Amounts& a, size_t n)
{
    if (a.size() < n)
        a.resize(n, 0);
}

} // namespace

bool ProfileScorer::sized(const PodDemand& d, const NodeState& n) const
{
    return d.requests.size() >= needSize_ && d.fitIncoming.size() >= needSize_ && d.balancedIncoming.size() >= needSize_
        && n.allocatable.size() >= needSize_ && n.requested.size() >= needSize_ && n.nonZeroRequested.size() >= needSize_;
}

template <bool kTrace>
int64_t ProfileScorer::fitScoreImpl(const PodDemand& d, const NodeState& n, PluginTrace* trace) const
{
    const bool modern = !version_.legacyScale();
    const int64_t m = maxNodeScore_;
    int64_t nodeScore = 0, weightSum = 0;
    bool wrapped = false; // Σ score × weight or Σ weight passed int64 (RequestedToCapacityRatio weights are unbounded)
    bool productWrapped = false; // requested, (c - r) * MaxNodeScore or r * 100 passed int64 (quantities near 1e17)
    for (const auto& r : fit_.resources) {
        const AllocReq a = allocatableRequest(r, n, d.fitIncoming[static_cast<size_t>(r.index)], modern, false);
        if (a.skip) {
            if constexpr (kTrace)
                trace->steps.push_back(stepOf(r, a));
            continue;
        }
        // Go's int64 throughout (least_allocated.go, most_allocated.go,
        // requested_to_capacity_ratio.go, resource_allocation.go): the sum
        // and the products wrap for quantities near 1e17 and beyond.
        const int64_t c = a.alloc;
        const int64_t requested = goAdd(a.nodePart, a.podPart, &productWrapped);
        int64_t req = requested;
        int64_t s = 0, util = 0;
        bool counted = true;
        switch (fit_.type) {
        case StrategyType::LeastAllocated:
            s = (c == 0 || req > c) ? 0 : goDiv(goMul(goSub(c, req, &productWrapped), m, &productWrapped), c);
            if constexpr (kTrace)
                util = (c != 0 && req <= c && req >= 0) ? mulDiv(req, kMaxUtilization, c) : 0;
            break;
        case StrategyType::MostAllocated:
            if (c == 0) {
                s = 0;
            } else if (req > c && !modern) {
                s = 0; // 1.16: over capacity scores 0
            } else {
                if (req > c)
                    req = c; // clamped since 1.22 (PR #102925)
                s = goDiv(goMul(req, m, &productWrapped), c);
            }
            if constexpr (kTrace)
                util = (c != 0 && req >= 0) ? mulDiv(std::min(req, c), kMaxUtilization, c) : 0;
            break;
        case StrategyType::RequestedToCapacityRatio:
            util = kMaxUtilization;
            if (c != 0 && req <= c)
                util = modern ? goDiv(goMul(req, kMaxUtilization, &productWrapped), c)
                              : kMaxUtilization - goDiv(goMul(goSub(c, req, &productWrapped), kMaxUtilization, &productWrapped), c);
            // BuildBrokenLinearFunction gives the first point's score below
            // the shape and the last one's above it: a wrapped utilization
            // outside [0, 100] scores as 0 or 100 does.
            s = fit_.shapeAt[std::clamp<int64_t>(util, 0, kMaxUtilization)];
            // A resource scoring 0 leaves the weight sum: `if resourceScore > 0`
            // in 1.16's priorities/requested_to_capacity_ratio.go as in 1.22+.
            counted = s > 0;
            break;
        }
        if (counted) {
            nodeScore = goAdd(nodeScore, goMul(s, r.weight, &wrapped), &wrapped);
            weightSum = goAdd(weightSum, r.weight, &wrapped);
        }
        if constexpr (kTrace) {
            ResourceStep step = stepOf(r, a);
            step.requested = requested; // as Go computes it (wrapped past int64)
            step.utilization = util;
            step.score = s;
            step.counted = counted;
            trace->steps.push_back(std::move(step));
        }
    }
    int64_t result = 0;
    double raw = 0;
    if (weightSum != 0) {
        if constexpr (kTrace)
            raw = static_cast<double>(nodeScore) / static_cast<double>(weightSum);
        if (fit_.type == StrategyType::RequestedToCapacityRatio) {
            // int64(math.Round(float64(nodeScore) / float64(weightSum))) in
            // floating point as Go does it: with weights near 1e18 (valid)
            // the sums are not exact in float64, and an integer formula
            // would overflow.
            result = goRoundQuotient(nodeScore, weightSum);
        } else {
            result = goDiv(nodeScore, weightSum); // int64 division truncates
        }
    }
    if constexpr (kTrace) {
        trace->nodeScore = nodeScore;
        trace->weightSum = weightSum;
        trace->raw = raw;
        trace->result = static_cast<double>(result);
        const auto addNote = [&](Phrase p) {
            if (trace->note.empty())
                trace->note = std::move(p);
            else
                trace->note.then(Phrase(BP_TEXT("bp::core", "; "))).then(std::move(p));
        };
        if (productWrapped)
            addNote(Phrase(BP_TEXT("bp::core",
                               "int64 overflow: in the real scheduler the requested sum or a product ((allocatable - "
                               "requested) × %1, requested × %1) wraps around here (Go int64 arithmetic); the score "
                               "shown is the wrapped result it computes"),
                { std::to_string(m) }));
        if (wrapped)
            addNote(Phrase(BP_TEXT("bp::core",
                "int64 overflow: the real scheduler's Σ score × weight or Σ weight wraps around here "
                "(Go int64 arithmetic); the score shown is the wrapped result it computes")));
        if (modern && (result < 0 || result > m))
            addNote(Phrase(BP_TEXT("bp::core", "the framework refuses this score: %1"),
                { invalidScoreMessage("NodeResourcesFit", result, m) }));
    }
    return result;
}

int64_t ProfileScorer::fitScore(const PodDemand& d, const NodeState& n, PluginTrace* trace, const ResourceTable*) const
{
    if (!sized(d, n)) {
        PodDemand d2 = d;
        NodeState n2 = n;
        for (Amounts* a : {&d2.requests, &d2.nonZero, &d2.fitIncoming, &d2.balancedIncoming, &n2.allocatable,
                 &n2.requested, &n2.nonZeroRequested})
            pad(*a, needSize_);
        return fitScore(d2, n2, trace);
    }
    return trace ? fitScoreImpl<true>(d, n, trace) : fitScoreImpl<false>(d, n, nullptr);
}

template <bool kTrace>
int64_t ProfileScorer::balancedScoreImpl(const PodDemand& d, const NodeState& n, PluginTrace* trace) const
{
    if (version_.legacyScale()) {
        // 1.16: cpu and memory only; any fraction >= 1 scores 0; scale 0..10.
        auto fraction = [&](int idx, int64_t* req, int64_t* cap) {
            *cap = n.allocatable[static_cast<size_t>(idx)];
            const int64_t used = n.nonZeroRequested[static_cast<size_t>(idx)];
            const int64_t pod = d.balancedIncoming[static_cast<size_t>(idx)];
            bool over = false;
            *req = requestedSum(AllocReq{*cap, used, pod, nullptr}, &over);
            return *cap == 0 ? 1.0 : requestedFraction(used, pod, *cap);
        };
        int64_t rc, cc, rm, cm;
        const double cpu = fraction(kCpu, &rc, &cc), mem = fraction(kMemory, &rm, &cm);
        const int64_t result = (cpu >= 1 || mem >= 1) ? 0 : static_cast<int64_t>((1 - std::fabs(cpu - mem)) * 10.0);
        if constexpr (kTrace) {
            const int64_t pc = d.balancedIncoming[kCpu], pm = d.balancedIncoming[kMemory];
            trace->steps.push_back({"cpu", 1, pc, rc - pc, rc, cc, false, {}, 0, 0, cpu, true});
            trace->steps.push_back({"memory", 1, pm, rm - pm, rm, cm, false, {}, 0, 0, mem, true});
            trace->raw = std::fabs(cpu - mem);
            trace->result = static_cast<double>(result);
            trace->note = Phrase(BP_TEXT("bp::core",
                "1.16: score = int((1 - |cpu fraction - memory fraction|) * 10); 0 when a fraction >= 1"));
        }
        return result;
    }
    const bool useRequested = version_.balancedUsesRealRequests();
    const bool withWithout = version_.atLeast(36);
    Fractions with(balanced_.resources.size()), without(balanced_.resources.size());
    for (const auto& r : balanced_.resources) {
        const AllocReq a = allocatableRequest(r, n, d.balancedIncoming[static_cast<size_t>(r.index)], true, useRequested);
        if (!a.skip) {
            const double f = requestedFraction(a.nodePart, a.podPart, a.alloc);
            with.push(f > 1 ? 1 : f);
            if (withWithout) {
                const double g = static_cast<double>(a.nodePart) / static_cast<double>(a.alloc);
                without.push(g > 1 ? 1 : g);
            }
        }
        if constexpr (kTrace) {
            ResourceStep step = stepOf(r, a);
            if (!a.skip)
                step.fraction = with.back();
            trace->steps.push_back(std::move(step));
        }
    }
    double stdWith = 0;
    const int64_t scoreWith = balancedFromFractions(with.data(), with.size(), &stdWith);
    int64_t result = scoreWith;
    if (withWithout) {
        // PR #135573: balance with and without the pod.
        const int64_t scoreWithout = balancedFromFractions(without.data(), without.size(), nullptr);
        result = 50 + (50 + scoreWith - scoreWithout) / 2;
        if constexpr (kTrace)
            trace->note = Phrase(BP_TEXT("bp::core", "1.36+: 50 + (50 + %1 - %2) / 2 (score with the pod, score without it)"),
                { std::to_string(scoreWith), std::to_string(scoreWithout) });
    }
    if constexpr (kTrace) {
        trace->raw = stdWith;
        trace->result = static_cast<double>(result);
    }
    return result;
}

int64_t ProfileScorer::balancedScore(const PodDemand& d, const NodeState& n, PluginTrace* trace) const
{
    if (!sized(d, n)) {
        PodDemand d2 = d;
        NodeState n2 = n;
        for (Amounts* a : {&d2.requests, &d2.nonZero, &d2.fitIncoming, &d2.balancedIncoming, &n2.allocatable,
                 &n2.requested, &n2.nonZeroRequested})
            pad(*a, needSize_);
        return balancedScore(d2, n2, trace);
    }
    return trace ? balancedScoreImpl<true>(d, n, trace) : balancedScoreImpl<false>(d, n, nullptr);
}

// total() in profile_scorer.cpp calls the untraced forms directly.
template int64_t ProfileScorer::fitScoreImpl<false>(const PodDemand&, const NodeState&, PluginTrace*) const;
template int64_t ProfileScorer::balancedScoreImpl<false>(const PodDemand&, const NodeState&, PluginTrace*) const;

} // namespace bp
