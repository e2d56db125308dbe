// SPDX-License-Identifier: GPL-3.0-or-later
// Run metrics: nodes used, utilization statistics, stranded capacity,
// fragmentation and how many more pods of a shape still fit.
#include "sim/fragmentation.h"
#include "sim/simulator.h"
#include "util/saturating.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bp {

namespace {

int64_t at(const Amounts& a, size_t i) { return i < a.size() ? a[i] : 0; }

} // namespace

int64_t podsThatFit(const NodeState& n, const PodDemand& shape)
{
    if (shape.blockedOn(n.index))
        return 0; // a taint, a cordon or a selector keeps the pod off this node
    if (anyHostPortConflicts(n.usedPorts, shape.hostPorts))
        return 0; // NodePorts: a port the pod needs is taken
    int64_t fit = at(n.allocatable, kPods) - n.podCount; // free pod slots
    if (fit <= 0)
        return 0;
    if (!shape.hostPorts.empty())
        fit = 1; // a second copy would want the same ports as the first
    for (size_t k = 0; k < shape.requests.size(); ++k) {
        const int64_t req = shape.requests[k];
        if (k == kPods || req <= 0)
            continue;
        const int64_t free = at(n.allocatable, k) - at(n.requested, k);
        if (free < req)
            return 0;
        fit = std::min(fit, free / req);
    }
    return fit;
}

FragmentationTracker::FragmentationTracker(const ClusterState& st, const PodDemand& shape)
    : shape_(shape)
{
    for (size_t k = 0; k < shape.requests.size(); ++k)
        if (k != kPods && shape.requests[k] > 0)
            resources_.push_back(k);
    free_.assign(resources_.size(), 0);
    stranded_.assign(resources_.size(), 0);
    for (const auto& n : st.nodes)
        add(n);
}

void FragmentationTracker::accumulate(const NodeState& n, int sign)
{
    const bool fits = podsThatFit(n, shape_) > 0;
    for (size_t i = 0; i < resources_.size(); ++i) {
        const size_t k = resources_[i];
        const int64_t free = std::max<int64_t>(0, at(n.allocatable, k) - at(n.requested, k));
        free_[i] += sign * int128{free};
        if (!fits)
            stranded_[i] += sign * int128{free};
    }
}

double FragmentationTracker::value() const
{
    double sum = 0;
    int count = 0;
    for (size_t i = 0; i < resources_.size(); ++i) {
        if (free_[i] <= 0)
            continue;
        sum += static_cast<double>(stranded_[i]) / static_cast<double>(free_[i]);
        ++count;
    }
    return count ? sum / count : 0.0;
}

double fragmentation(const ClusterState& state, const PodDemand& shape)
{
    return FragmentationTracker(state, shape).value();
}

int largestShapeIndex(const ClusterState& st, const std::vector<PodDemand>& shapes)
{
    const size_t nres = static_cast<size_t>(st.resources.size());
    std::vector<int64_t> clusterAlloc(nres, 0);
    for (const auto& n : st.nodes)
        for (size_t r = 0; r < nres; ++r)
            clusterAlloc[r] = saturatingAdd(clusterAlloc[r], at(n.allocatable, r));
    int largest = -1;
    double largestSize = -1;
    for (size_t s = 0; s < shapes.size(); ++s) {
        double size = 0;
        for (size_t r = 0; r < nres && r < shapes[s].requests.size(); ++r)
            if (r != kPods && clusterAlloc[r] > 0)
                size += static_cast<double>(shapes[s].requests[r]) / static_cast<double>(clusterAlloc[r]);
        if (size > largestSize) {
            largestSize = size;
            largest = static_cast<int>(s);
        }
    }
    return largest;
}

bool staysOnItsNode(const Pod& pod)
{
    return pod.owner && (pod.owner->kind == "DaemonSet" || pod.owner->kind == "Node");
}

std::vector<int64_t> podsThatStay(const Workspace& ws, const ClusterState& st)
{
    std::vector<int64_t> out(st.nodes.size(), 0);
    for (const Pod& p : ws.pods) {
        if (!p.nodeName || !staysOnItsNode(p))
            continue;
        if (const auto it = st.nodeIndex.find(*p.nodeName); it != st.nodeIndex.end())
            out[static_cast<size_t>(it->second)] += std::max<int64_t>(p.replicas, 0);
    }
    return out;
}

Metrics computeMetrics(const ClusterState& st, const std::vector<int64_t>& staying,
    const std::vector<PodDemand>& shapes, const std::vector<std::string>& names, const PodDemand* fitShape,
    const std::string& fitShapeName)
{
    Metrics m;
    for (size_t i = 0; i < st.nodes.size(); ++i)
        (st.nodes[i].podCount > (i < staying.size() ? staying[i] : 0) ? m.nodesUsed : m.emptyNodes) += 1;
    const size_t nres = static_cast<size_t>(st.resources.size());

    // The largest pending shape defines "stranded" and fragmentation.
    const int largest = largestShapeIndex(st, shapes);
    const PodDemand* shape = largest >= 0 ? &shapes[static_cast<size_t>(largest)] : nullptr;
    if (shape) {
        m.largestPendingShape = names[static_cast<size_t>(largest)];
        m.fragmentation = fragmentation(st, *shape);
    }
    const PodDemand* counted = fitShape ? fitShape : shape;
    if (counted) {
        m.fitShape = fitShape ? fitShapeName : m.largestPendingShape;
        for (const auto& n : st.nodes)
            m.additionalFit = saturatingAdd(m.additionalFit, podsThatFit(n, *counted));
    }

    std::vector<char> shapeFits;
    if (shape)
        for (const auto& n : st.nodes)
            shapeFits.push_back(podsThatFit(n, *shape) > 0);

    for (size_t r = 0; r < nres; ++r) {
        if (r == kPods)
            continue;
        ResourceStats rs;
        rs.resource = st.resources.name(static_cast<int>(r));
        double sum = 0, sumSq = 0;
        int64_t count = 0;
        rs.min = std::numeric_limits<double>::infinity();
        rs.max = 0;
        for (size_t i = 0; i < st.nodes.size(); ++i) {
            const auto& n = st.nodes[i];
            const int64_t a = at(n.allocatable, r);
            const int64_t q = at(n.requested, r);
            // Totals stick at int64's limit rather than wrap (exabyte nodes).
            rs.allocatable = saturatingAdd(rs.allocatable, a);
            rs.requested = saturatingAdd(rs.requested, q);
            if (a <= 0)
                continue;
            const double u = static_cast<double>(q) / static_cast<double>(a);
            sum += u;
            sumSq += u * u;
            rs.min = std::min(rs.min, u);
            rs.max = std::max(rs.max, u);
            ++count;
            if (shape && !shapeFits[i])
                rs.stranded = saturatingAdd(rs.stranded, std::max<int64_t>(0, a - q));
        }
        if (rs.allocatable == 0)
            continue;
        if (count > 0) {
            rs.mean = sum / static_cast<double>(count);
            rs.stddev = std::sqrt(std::max(0.0, sumSq / static_cast<double>(count) - rs.mean * rs.mean));
        } else {
            rs.min = 0;
        }
        m.resources.push_back(rs);
    }
    return m;
}

} // namespace bp
