// SPDX-License-Identifier: GPL-3.0-or-later
// The simulator's fast-path structures (internal to core/sim).
//
// MaxTree: a segment tree over the nodes holding each node's total for one
// pod shape (-inf when the pod does not fit), with, per subtree, the maximum,
// how many leaves hold it, and how many leaves are feasible. Besides the
// global maximum it answers the range and "k-th feasible" queries the
// percentageOfNodesToScore search needs.
//
// ShapeTrees: one MaxTree per distinct pod shape, brought up to date from the
// log of binds (only the nodes bound since the tree was last used are
// re-scored), a bounded number of them, least recently used first out.
//
// ReasonHistograms: the same idea for unschedulable pods: per shape, every
// node's filter reasons and their histogram, updated for the nodes bound since
// the shape last failed, so "0/5000 nodes are available: ..." costs only the
// changed nodes.
#pragma once

#include "scoring/default_scores.h"
#include "scoring/dynamic_filters.h"
#include "scoring/profile_scorer.h"

#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace bp::detail {

constexpr double kInfeasible = -std::numeric_limits<double>::infinity();

class MaxTree {
public:
    struct Agg {
        double max = kInfeasible;
        int64_t count = 0;    // leaves at max (0 when max is -inf)
        int64_t feasible = 0; // leaves > -inf
    };

    explicit MaxTree(size_t n);
    void set(size_t i, double v);
    // Several leaves at once: each inner node is recomputed once.
    void setMany(const std::vector<std::pair<size_t, double>>& leaves);
    void setAll(const std::vector<double>& v);
    double max() const { return max_[1]; }
    // Leaf i's value: node i's total, or kInfeasible.
    double leaf(size_t i) const { return max_[size_ + i]; }
    int64_t count() const { return count_[1]; }
    int64_t feasible() const { return feasible_[1]; }
    // The k-th (0-based, in node order) leaf holding the maximum.
    size_t kth(int64_t k) const;
    // Over leaves [l, r] (inclusive; l <= r < n).
    Agg query(size_t l, size_t r) const;
    // The k-th (0-based, in node order) leaf in [l, r] whose value is m, the
    // maximum over [l, r].
    size_t kthInRange(size_t l, size_t r, double m, int64_t k) const;
    // Feasible leaves in [0, i).
    int64_t feasibleBefore(size_t i) const;
    // The k-th (0-based) feasible leaf overall; k < feasible().
    size_t kthFeasible(int64_t k) const;

    static size_t bytesFor(size_t n);

private:
    void pull(size_t p);
    Agg query(size_t p, size_t lo, size_t hi, size_t l, size_t r) const;
    int64_t countEq(size_t p, size_t lo, size_t hi, size_t l, size_t r, double m) const;
    size_t n_, size_;
    std::vector<double> max_;
    std::vector<int64_t> count_, feasible_;
    std::vector<size_t> scratch_, next_; // setMany's levels
    std::vector<uint32_t> mark_;         // setMany: stamp_ where a node is listed
    uint32_t stamp_ = 0;
};

class ShapeTrees {
public:
    ShapeTrees(size_t shapes, size_t nodes);
    // The tree of `shape`, with every node's total up to date.
    MaxTree& upToDate(int shape, const std::vector<int>& bindLog, const ProfileScorer& scorer,
        const ProfileScorer::Prepared& prep, const ClusterState& st);
    // The same totals split by `classes` (OtherScorer::spreadClasses), one
    // tree per class over its members in node order; call upToDate(shape)
    // first. Kept up to date with the shape's tree from then on.
    // (The caller may change leaves for a while if it puts them back.)
    std::vector<MaxTree>& classTrees(int shape, const SpreadClasses& classes);

private:
    struct Entry {
        explicit Entry(size_t n) : tree(n) {}
        MaxTree tree;
        int shape = -1;
        size_t logPos = 0;
        uint64_t lastUse = 0;
        DynamicSnapshot dynamic; // what the tree saw of the shape's spreading and affinity counts
        // With spreading constraints or pod affinity: each node's total
        // before PodTopologySpread and InterPodAffinity (kInfeasible where an
        // earlier filter fails), which only a bind to that node changes.
        std::vector<double> beforeSpread;
        // classTrees(): the split they follow (0: none built or out of date).
        uint64_t classesId = 0;
        const SpreadClasses* classes = nullptr;
        std::vector<MaxTree> classTrees;
        void setLeaf(size_t i, double v);
    };
    size_t numNodes_;
    size_t maxTrees_ = 16;
    std::vector<int> changed_; // scratch: nodes whose spreading or affinity verdict changed
    std::vector<std::pair<size_t, double>> leaves_;
    uint64_t clock_ = 0;
    std::vector<int> treeOf_;
    std::vector<std::unique_ptr<Entry>> entries_;
    std::vector<double> totals_;
};

class ReasonHistograms {
public:
    ReasonHistograms(size_t shapes, size_t nodes);
    // The filter reasons over every node for `shape` now, as counts per reason.
    const std::map<std::string, int64_t>& histogram(int shape, const std::vector<int>& bindLog,
        const ProfileScorer& scorer, const PodDemand& demand, const ClusterState& st);

private:
    struct Entry {
        int shape = -1;
        size_t logPos = 0;
        uint64_t lastUse = 0;
        std::vector<std::vector<int>> nodeReasons; // reason ids per node
        std::vector<int64_t> counts;               // per reason id
        std::map<std::string, int64_t> histogram;
        DynamicSnapshot dynamic;
    };
    std::vector<int> changed_;
    void setNode(Entry& e, size_t node, std::vector<std::string> reasons);
    size_t numNodes_;
    uint64_t clock_ = 0;
    std::vector<int> entryOf_;
    std::vector<std::unique_ptr<Entry>> entries_;
    std::vector<std::string> reasonNames_;
    std::unordered_map<std::string, int> reasonIds_;
};

} // namespace bp::detail
