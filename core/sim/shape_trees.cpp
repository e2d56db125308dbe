// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/shape_trees.h"

#include "util/parallel.h"

#include <algorithm>

namespace bp::detail {

namespace {

MaxTree::Agg combine(const MaxTree::Agg& a, const MaxTree::Agg& b)
{
    MaxTree::Agg r;
    r.max = std::max(a.max, b.max);
    if (r.max != kInfeasible)
        r.count = (a.max == r.max ? a.count : 0) + (b.max == r.max ? b.count : 0);
    r.feasible = a.feasible + b.feasible;
    return r;
}

size_t powerOfTwoAtLeast(size_t n)
{
    size_t s = 1;
    while (s < std::max<size_t>(n, 1))
        s *= 2;
    return s;
}

} // namespace

MaxTree::MaxTree(size_t n) : n_(n), size_(powerOfTwoAtLeast(n))
{
    max_.assign(2 * size_, kInfeasible);
    count_.assign(2 * size_, 0);
    feasible_.assign(2 * size_, 0);
}

size_t MaxTree::bytesFor(size_t n) { return 2 * powerOfTwoAtLeast(n) * (sizeof(double) + 2 * sizeof(int64_t)); }

void MaxTree::pull(size_t p)
{
    const size_t l = 2 * p, r = l + 1;
    feasible_[p] = feasible_[l] + feasible_[r];
    if (max_[l] > max_[r]) {
        max_[p] = max_[l];
        count_[p] = count_[l];
    } else if (max_[r] > max_[l]) {
        max_[p] = max_[r];
        count_[p] = count_[r];
    } else {
        max_[p] = max_[l];
        count_[p] = max_[l] == kInfeasible ? 0 : count_[l] + count_[r];
    }
}

void MaxTree::set(size_t i, double v)
{
    size_t p = i + size_;
    if (max_[p] == v)
        return; // a leaf's count and feasibility follow from its value
    max_[p] = v;
    count_[p] = v == kInfeasible ? 0 : 1;
    feasible_[p] = v != kInfeasible;
    for (p /= 2; p >= 1; p /= 2)
        pull(p);
}

void MaxTree::setMany(const std::vector<std::pair<size_t, double>>& leaves)
{
    std::vector<size_t>& level = scratch_;
    level.clear();
    if (mark_.size() != 2 * size_)
        mark_.assign(2 * size_, 0);
    auto nextStamp = [this] {
        if (++stamp_ == 0) { // wrapped: no node may look marked
            std::fill(mark_.begin(), mark_.end(), 0);
            stamp_ = 1;
        }
    };
    auto listOnce = [this](std::vector<size_t>& list, size_t p) {
        if (mark_[p] != stamp_) {
            mark_[p] = stamp_;
            list.push_back(p);
        }
    };
    nextStamp();
    for (const auto& [i, v] : leaves) {
        const size_t p = i + size_;
        if (max_[p] == v)
            continue;
        max_[p] = v;
        count_[p] = v == kInfeasible ? 0 : 1;
        feasible_[p] = v != kInfeasible;
        if (p > 1)
            listOnce(level, p / 2);
    }
    // Level by level (every leaf is as deep as the others), each changed
    // inner node once, however many of its leaves changed.
    while (!level.empty()) {
        next_.clear();
        nextStamp();
        for (size_t p : level) {
            pull(p);
            if (p > 1)
                listOnce(next_, p / 2);
        }
        level.swap(next_);
    }
}

void MaxTree::setAll(const std::vector<double>& v)
{
    for (size_t i = 0; i < size_; ++i) {
        max_[i + size_] = i < n_ ? v[i] : kInfeasible;
        // A leaf where the pod does not fit counts no node: with one node (or
        // none) the leaf is the root, and a count of 1 there would bind the
        // pod to a node it does not fit (or to no node at all).
        count_[i + size_] = max_[i + size_] == kInfeasible ? 0 : 1;
        feasible_[i + size_] = max_[i + size_] != kInfeasible;
    }
    for (size_t p = size_ - 1; p >= 1; --p)
        pull(p);
}

size_t MaxTree::kth(int64_t k) const
{
    const double m = max_[1];
    size_t p = 1;
    while (p < size_) {
        const size_t l = 2 * p;
        if (max_[l] == m) {
            if (k < count_[l]) {
                p = l;
                continue;
            }
            k -= count_[l];
        }
        p = l + 1;
    }
    return p - size_;
}

MaxTree::Agg MaxTree::query(size_t p, size_t lo, size_t hi, size_t l, size_t r) const
{
    if (r < lo || hi < l)
        return {};
    if (l <= lo && hi <= r)
        return {max_[p], max_[p] == kInfeasible ? 0 : count_[p], feasible_[p]};
    const size_t mid = lo + (hi - lo) / 2;
    return combine(query(2 * p, lo, mid, l, r), query(2 * p + 1, mid + 1, hi, l, r));
}

MaxTree::Agg MaxTree::query(size_t l, size_t r) const { return query(1, 0, size_ - 1, l, r); }

int64_t MaxTree::countEq(size_t p, size_t lo, size_t hi, size_t l, size_t r, double m) const
{
    if (r < lo || hi < l)
        return 0;
    if (l <= lo && hi <= r) // inside the range, so max_[p] <= m
        return max_[p] == m ? count_[p] : 0;
    const size_t mid = lo + (hi - lo) / 2;
    return countEq(2 * p, lo, mid, l, r, m) + countEq(2 * p + 1, mid + 1, hi, l, r, m);
}

size_t MaxTree::kthInRange(size_t l, size_t r, double m, int64_t k) const
{
    size_t p = 1, lo = 0, hi = size_ - 1;
    while (p < size_) {
        const size_t mid = lo + (hi - lo) / 2;
        const int64_t left = countEq(2 * p, lo, mid, l, r, m);
        if (k < left) {
            p = 2 * p;
            hi = mid;
        } else {
            k -= left;
            p = 2 * p + 1;
            lo = mid + 1;
        }
    }
    return p - size_;
}

int64_t MaxTree::feasibleBefore(size_t i) const { return i == 0 ? 0 : query(0, i - 1).feasible; }

size_t MaxTree::kthFeasible(int64_t k) const
{
    size_t p = 1;
    while (p < size_) {
        if (k < feasible_[2 * p]) {
            p = 2 * p;
        } else {
            k -= feasible_[2 * p];
            p = 2 * p + 1;
        }
    }
    return p - size_;
}

// ---------------------------------------------------------------------------

ShapeTrees::ShapeTrees(size_t shapes, size_t nodes) : numNodes_(nodes), treeOf_(shapes, -1), totals_(nodes, kInfeasible)
{
    // Keep at most 16 trees and at most ~64 MiB of them.
    maxTrees_ = std::clamp<size_t>((size_t{64} << 20) / std::max<size_t>(MaxTree::bytesFor(nodes), 1), 1, 16);
}

MaxTree& ShapeTrees::upToDate(int shape, const std::vector<int>& bindLog, const ProfileScorer& scorer,
    const ProfileScorer::Prepared& prep, const ClusterState& st)
{
    const auto s = static_cast<size_t>(shape);
    Entry* e = nullptr;
    bool full = false;
    if (treeOf_[s] >= 0) {
        e = entries_[static_cast<size_t>(treeOf_[s])].get();
    } else if (entries_.size() < maxTrees_) {
        treeOf_[s] = static_cast<int>(entries_.size());
        entries_.push_back(std::make_unique<Entry>(numNodes_));
        e = entries_.back().get();
        full = true;
    } else {
        size_t lru = 0;
        for (size_t i = 1; i < entries_.size(); ++i)
            if (entries_[i]->lastUse < entries_[lru]->lastUse)
                lru = i;
        treeOf_[static_cast<size_t>(entries_[lru]->shape)] = -1;
        treeOf_[s] = static_cast<int>(lru);
        e = entries_[lru].get();
        full = true;
    }
    e->shape = shape;
    e->lastUse = ++clock_;
    const PodDemand& d = *prep.demand;
    if (!hasDynamicFilters(st, d)) {
        if (full || bindLog.size() - e->logPos > numNodes_ / 8) {
            parallelFor(numNodes_, 1024, [&](size_t b, size_t end) {
                for (size_t i = b; i < end; ++i)
                    totals_[i] = scorer.fits(d, st, static_cast<int>(i)) ? scorer.total(prep, st.nodes[i]) : kInfeasible;
            });
            e->tree.setAll(totals_);
            e->classesId = 0;
        } else {
            for (size_t j = e->logPos; j < bindLog.size(); ++j) {
                const auto i = static_cast<size_t>(bindLog[j]);
                e->setLeaf(i, scorer.fits(d, st, static_cast<int>(i)) ? scorer.total(prep, st.nodes[i]) : kInfeasible);
            }
        }
        e->logPos = bindLog.size();
        return e->tree;
    }

    // Hard spreading constraints and pod (anti-)affinity: a node's total
    // before PodTopologySpread and InterPodAffinity changes only with a bind
    // to it; their verdict on a whole domain changes with a bind anywhere in
    // it (or anywhere at all, through the global minimum or the first-pod
    // rule). The leaf is the first where the second allows.
    std::vector<double>& before = e->beforeSpread;
    auto beforeOf = [&](size_t i) {
        return scorer.fitsLocally(d, st, static_cast<int>(i)) ? scorer.total(prep, st.nodes[i]) : kInfeasible;
    };
    auto leafOf = [&](size_t i) {
        return before[i] != kInfeasible && !dynamicFailure(st, d, static_cast<int>(i)) ? before[i] : kInfeasible;
    };
    if (full || bindLog.size() - e->logPos > numNodes_ / 8) {
        before.resize(numNodes_);
        parallelFor(numNodes_, 1024, [&](size_t b, size_t end) {
            for (size_t i = b; i < end; ++i) {
                before[i] = beforeOf(i);
                totals_[i] = leafOf(i);
            }
        });
        e->tree.setAll(totals_);
        e->classesId = 0;
        e->dynamic = {};
        dynamicChangedNodes(st, d, e->dynamic, changed_); // takes the snapshot
    } else {
        leaves_.clear();
        for (size_t j = e->logPos; j < bindLog.size(); ++j) {
            const auto i = static_cast<size_t>(bindLog[j]);
            before[i] = beforeOf(i);
            leaves_.emplace_back(i, leafOf(i));
        }
        changed_.clear();
        dynamicChangedNodes(st, d, e->dynamic, changed_);
        for (int i : changed_)
            leaves_.emplace_back(static_cast<size_t>(i), leafOf(static_cast<size_t>(i)));
        e->tree.setMany(leaves_);
        if (e->classesId != 0)
            for (const auto& [i, v] : leaves_)
                e->setLeaf(i, v);
    }
    e->logPos = bindLog.size();
    return e->tree;
}

void ShapeTrees::Entry::setLeaf(size_t i, double v)
{
    tree.set(i, v);
    if (classesId != 0)
        classTrees[static_cast<size_t>(classes->classOf[i])].set(static_cast<size_t>(classes->posInClass[i]), v);
}

std::vector<MaxTree>& ShapeTrees::classTrees(int shape, const SpreadClasses& classes)
{
    Entry& e = *entries_[static_cast<size_t>(treeOf_[static_cast<size_t>(shape)])];
    if (e.classesId != classes.id) {
        e.classes = &classes;
        e.classTrees.clear();
        std::vector<double> leaves;
        for (const std::vector<int>& members : classes.members) {
            leaves.clear();
            for (int n : members)
                leaves.push_back(e.tree.leaf(static_cast<size_t>(n)));
            e.classTrees.emplace_back(members.size());
            e.classTrees.back().setAll(leaves);
        }
        e.classesId = classes.id;
    }
    return e.classTrees;
}

// ---------------------------------------------------------------------------

ReasonHistograms::ReasonHistograms(size_t shapes, size_t nodes) : numNodes_(nodes), entryOf_(shapes, -1) {}

void ReasonHistograms::setNode(Entry& e, size_t node, std::vector<std::string> reasons)
{
    for (int id : e.nodeReasons[node])
        e.counts[static_cast<size_t>(id)] -= 1;
    e.nodeReasons[node].clear();
    for (auto& r : reasons) {
        auto [it, inserted] = reasonIds_.emplace(r, static_cast<int>(reasonNames_.size()));
        if (inserted)
            reasonNames_.push_back(std::move(r));
        const auto id = static_cast<size_t>(it->second);
        if (e.counts.size() <= id)
            e.counts.resize(id + 1, 0);
        e.counts[id] += 1;
        e.nodeReasons[node].push_back(it->second);
    }
}

const std::map<std::string, int64_t>& ReasonHistograms::histogram(int shape, const std::vector<int>& bindLog,
    const ProfileScorer& scorer, const PodDemand& demand, const ClusterState& st)
{
    constexpr size_t kMaxEntries = 8;
    const auto s = static_cast<size_t>(shape);
    Entry* e = nullptr;
    bool full = false;
    if (entryOf_[s] >= 0) {
        e = entries_[static_cast<size_t>(entryOf_[s])].get();
    } else {
        if (entries_.size() < kMaxEntries) {
            entryOf_[s] = static_cast<int>(entries_.size());
            entries_.push_back(std::make_unique<Entry>());
        } else {
            size_t lru = 0;
            for (size_t i = 1; i < entries_.size(); ++i)
                if (entries_[i]->lastUse < entries_[lru]->lastUse)
                    lru = i;
            entryOf_[static_cast<size_t>(entries_[lru]->shape)] = -1;
            entryOf_[s] = static_cast<int>(lru);
            *entries_[lru] = Entry{};
        }
        e = entries_[static_cast<size_t>(entryOf_[s])].get();
        e->nodeReasons.assign(numNodes_, {});
        full = true;
    }
    e->shape = shape;
    e->lastUse = ++clock_;
    if (full || bindLog.size() - e->logPos > numNodes_ / 8) {
        std::fill(e->counts.begin(), e->counts.end(), 0);
        for (auto& r : e->nodeReasons)
            r.clear();
        for (size_t i = 0; i < numNodes_; ++i)
            setNode(*e, i, scorer.filter(demand, st, static_cast<int>(i)));
        if (hasDynamicFilters(st, demand)) {
            e->dynamic = {};
            dynamicChangedNodes(st, demand, e->dynamic, changed_);
        }
    } else {
        for (size_t j = e->logPos; j < bindLog.size(); ++j) {
            const auto i = static_cast<size_t>(bindLog[j]);
            setNode(*e, i, scorer.filter(demand, st, static_cast<int>(i)));
        }
        if (hasDynamicFilters(st, demand)) {
            changed_.clear();
            dynamicChangedNodes(st, demand, e->dynamic, changed_);
            for (int i : changed_)
                setNode(*e, static_cast<size_t>(i), scorer.filter(demand, st, i));
        }
    }
    e->logPos = bindLog.size();
    e->histogram.clear();
    for (size_t id = 0; id < e->counts.size(); ++id)
        if (e->counts[id] > 0)
            e->histogram.emplace(reasonNames_[id], e->counts[id]);
    return e->histogram;
}

} // namespace bp::detail
