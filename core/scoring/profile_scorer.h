// SPDX-License-Identifier: GPL-3.0-or-later
// A profile compiled for scoring: the enabled plugins with their weights and
// arguments resolved as the scheduler resolves them (defaults applied), ready
// to score any node for any pod.
#pragma once

#include "model/workspace.h"
#include "scoring/cluster_state.h"
#include "scoring/shape.h"
#include "scoring/version.h"
#include "scoring/volcano_arguments.h"
#include "util/phrase.h"

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace bp {

enum class StrategyType { LeastAllocated, MostAllocated, RequestedToCapacityRatio };

struct WeightedResource {
    int index = -1;      // in the ResourceTable
    std::string name;
    int64_t weight = 1;
    bool scalar = false; // upstream IsScalarResourceName
};

// NodeResourcesFit after defaulting.
struct FitConfig {
    bool enabled = false;
    int64_t pluginWeight = 1;
    StrategyType type = StrategyType::LeastAllocated;
    std::vector<WeightedResource> resources;
    std::vector<ShapePoint> shape;          // as configured (0..10 scores)
    BrokenLinear scaledShape;               // evaluatedShape(): scores ×(MaxNodeScore/10), the function upstream evaluates
    int64_t shapeAt[101] = {};              // the evaluated function at every utilization 0..100
    std::vector<std::string> ignoredResources;
    std::vector<std::string> ignoredResourceGroups;
};

struct BalancedConfig {
    bool enabled = false;
    int64_t pluginWeight = 1;
    std::vector<WeightedResource> resources;
};

// Volcano binpack after Go-style argument parsing.
struct BinpackConfig {
    bool enabled = false;   // binpack.weight 0 disables the plugin
    int64_t weight = 1;     // binpack.weight (may be negative)
    // cpu, memory, then extended resources in the order listed in binpack.resources
    std::vector<WeightedResource> resources;
};

// Volcano's nodeorder plugin after GetInt parsing (scoring/volcano_nodeorder.cpp).
struct NodeOrderConfig {
    bool enabled = false;
    NodeOrderWeights weights;
    // v1.15.1 on (4da95f69a, "unify Score plugins through BatchNodeOrderFn"):
    // every wrapped plugin but ImageLocality scores through
    // BatchNodeOrderFn (PreScore, Score, NormalizeScore, a [0, 100] check,
    // then × weight in int64). Before, LeastAllocated, MostAllocated,
    // BalancedAllocation, NodeAffinity (not normalised) and ImageLocality
    // score node by node (float64(score) × float64(weight)).
    bool unified = false;
};

// A Volcano node's score in the parts allocate's PrioritizeNodes adds up:
// the NodeOrderFns (nodeorder's per-node part, binpack) and the
// BatchNodeOrderFns (nodeorder's batch part).
struct VolcanoParts {
    double perNode = 0; // nodeorder's resource scorers, when they score node by node
    double binpack = 0;
    double batch = 0;   // nodeorder's resource scorers, when they score in the batch
    // (Σ NodeOrderFn, nodeorder's float first, then binpack) + Σ BatchNodeOrderFn;
    // `otherPerNode`/`otherBatch`: the wrapped default plugins' parts (default_scores.h).
    double sum(double otherPerNode = 0, double otherBatch = 0) const
    {
        return ((perNode + otherPerNode) + binpack) + (batch + otherBatch);
    }
};

// The per-resource steps of one plugin's score, for explanations.
struct ResourceStep {
    std::string name;
    int64_t weight = 0;
    int64_t podRequest = 0;    // the incoming pod's part
    int64_t nodeRequested = 0; // what is already on the node (NonZeroRequested or Requested)
    int64_t requested = 0;     // nodeRequested + podRequest
    int64_t allocatable = 0;
    bool skipped = false;
    Phrase skipReason;         // why the resource is skipped (or scores 0)
    int64_t utilization = 0;   // (requested*100)/allocatable, where the plugin computes it
    int64_t score = 0;         // the per-resource score (0..MaxNodeScore); Volcano: unused
    double fraction = 0;       // BalancedAllocation fraction; Volcano: (req+used)*w/alloc
    bool counted = true;       // false: dropped from the weight sum (RTCR score 0)
};

struct PluginTrace {
    std::vector<ResourceStep> steps;
    int64_t nodeScore = 0;   // Σ score×weight (kube)
    int64_t weightSum = 0;
    double raw = 0;          // nodeScore/weightSum before rounding; Balanced: std; Volcano: sum
    double result = 0;
    Phrase note;             // e.g. "overflow: node scores 0", "1.36: 50 + (50 + 80 - 75)/2"
};

// The names a Volcano profile's scores are reported under: binpack, and the
// resource scorers nodeorder wraps, by the argument that weights them.
inline constexpr const char* kBinpackPlugin = "binpack";
inline constexpr const char* kLeastRequestedPlugin = "nodeorder.leastrequested";
inline constexpr const char* kMostRequestedPlugin = "nodeorder.mostrequested";
inline constexpr const char* kBalancedResourcePlugin = "nodeorder.balancedresource";

// One plugin's contribution for one (pod, node).
struct PluginResult {
    // "NodeResourcesFit", "NodeResourcesBalancedAllocation", "binpack", the
    // other default plugins' names: always a name with static storage (a
    // report holds one per plugin and node, thousands of them).
    std::string_view plugin;
    std::optional<double> score;  // nullopt: the plugin skips this pod (PreScore Skip / disabled)
    int64_t weight = 1;           // plugin weight applied in the total (Volcano: 1, weight is inside)
};

// A node's plugin results, held in the NodeScore itself: a report has one
// per node, and a heap block each cost more than scoring the node (the
// one-pod score of tests/bench/bench_default_profile). Every plugin a
// profile can run fits: kube-scheduler's two resource plugins or Volcano's
// binpack and nodeorder's three, plus the other default plugins. Held
// compactly (24 bytes a result, whether each has a score in one mask): a
// report writes every node's results, 5000 nodes of them, and the bytes
// written were most of its time. Read by value (PluginResult): a reference
// bound in a loop over it lasts one iteration, so keep a copy, never its
// address. Only the results held are written and copied.
class PluginList {
public:
    static constexpr size_t kCapacity = 4 + 7 + 1; // binpack + nodeorder's three, kOtherScoreSlots, one spare
    using value_type = PluginResult;

    class const_iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = PluginResult;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = PluginResult;
        struct Arrow {
            PluginResult r;
            const PluginResult* operator->() const { return &r; }
        };
        const_iterator() = default;
        const_iterator(const PluginList* l, size_t i)
            : l_(l)
            , i_(i)
        {
        }
        PluginResult operator*() const { return (*l_)[i_]; }
        Arrow operator->() const { return { (*l_)[i_] }; }
        const_iterator& operator++()
        {
            ++i_;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator t = *this;
            ++i_;
            return t;
        }
        bool operator==(const const_iterator& o) const { return i_ == o.i_ && l_ == o.l_; }

    private:
        const PluginList* l_ = nullptr;
        size_t i_ = 0;
    };
    using iterator = const_iterator;

    PluginList() = default;
    PluginList(std::initializer_list<PluginResult> items)
    {
        for (const PluginResult& r : items)
            push_back(r);
    }
    PluginList(const PluginList& o) { copyFrom(o); }
    PluginList& operator=(const PluginList& o)
    {
        if (this != &o)
            copyFrom(o);
        return *this;
    }

    // r.plugin must have static storage (PluginResult::plugin).
    void push_back(const PluginResult& r)
    {
        if (size_ == kCapacity)
            throw std::length_error("more plugin results than any profile runs");
        if (r.plugin.size() > UINT8_MAX)
            throw std::length_error("a plugin name longer than any plugin's");
        nameSize_[size_] = static_cast<uint8_t>(r.plugin.size());
        entries_[size_] = { r.plugin.data(), r.score.value_or(0), r.weight };
        setScored(size_, r.score.has_value());
        ++size_;
    }
    // o's results after these.
    void append(const PluginList& o)
    {
        if (size_ + o.size_ > kCapacity)
            throw std::length_error("more plugin results than any profile runs");
        std::memcpy(nameSize_ + size_, o.nameSize_, o.size_);
        std::memcpy(entries_ + size_, o.entries_, o.size_ * sizeof(Entry));
        scored_ = static_cast<uint16_t>((scored_ & ((1u << size_) - 1u)) | (o.scored_ << size_));
        size_ = static_cast<uint8_t>(size_ + o.size_);
    }
    // Result i's score alone (operator[] without the name).
    std::optional<double> scoreAt(size_t i) const
    {
        return (scored_ >> i) & 1u ? std::optional<double>(entries_[i].score) : std::nullopt;
    }
    void setScore(size_t i, std::optional<double> score)
    {
        entries_[i].score = score.value_or(0);
        setScored(i, score.has_value());
    }
    void clear() { size_ = 0; }
    size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const_iterator begin() const { return { this, 0 }; }
    const_iterator end() const { return { this, size_ }; }
    PluginResult operator[](size_t i) const
    {
        return { std::string_view(entries_[i].name, nameSize_[i]), scoreAt(i), entries_[i].weight };
    }
    PluginResult front() const { return (*this)[0]; }
    PluginResult back() const { return (*this)[size_ - 1u]; }

private:
    struct Entry {
        const char* name;
        double score;
        int64_t weight;
    };
    void setScored(size_t i, bool on)
    {
        const auto bit = static_cast<uint16_t>(1u << i);
        scored_ = on ? static_cast<uint16_t>(scored_ | bit) : static_cast<uint16_t>(scored_ & ~bit);
    }
    void copyFrom(const PluginList& o)
    {
        size_ = o.size_;
        scored_ = o.scored_;
        std::memcpy(nameSize_, o.nameSize_, o.size_);
        std::memcpy(entries_, o.entries_, o.size_ * sizeof(Entry));
    }
    // The header first: a new row writes it and the entries it holds, not
    // the far end of the storage.
    uint8_t size_ = 0;
    uint8_t nameSize_[kCapacity];
    uint16_t scored_ = 0; // bit i: entry i has a score
    Entry entries_[kCapacity];
    static_assert(kCapacity <= 16, "scored_ holds a bit per entry");
};

struct alignas(64) NodeScore {
    // A constructor of its own: a report's rows are value-initialised
    // (vector::resize), which would zero every byte of the plugins' storage
    // first for a defaulted one; only the fields below are written.
    NodeScore() { }
    // (The fields a new row initialises come first, together, from the
    // start of a cache line.)
    bool feasible = true;
    double total = 0;                    // Σ score × weight (kube: an integer)
    VolcanoParts volcano;                // Volcano: the parts of total before the wrapped default plugins
    std::vector<std::string> reasons; // filter reasons, upstream wording
    PluginList plugins;
};

class ProfileScorer {
public:
    // Resolves the profile against the table (interning its resource names).
    // Throws InputError for a profile the engine cannot score (unknown strategy
    // type, RequestedToCapacityRatio without a shape, bad kubernetesVersion, ...).
    ProfileScorer(const Profile& profile, ResourceTable& table, const std::string& file = {});

    const Profile& profile() const { return profile_; }
    SchedulerKind scheduler() const { return profile_.scheduler; }
    KubeVersion version() const { return version_; }
    const FitConfig& fit() const { return fit_; }
    const BalancedConfig& balanced() const { return balanced_; }
    const BinpackConfig& binpack() const { return binpack_; }
    std::vector<std::string> pluginNames() const;

    // PreScore for one pod: which plugins skip it.
    struct Prepared {
        const PodDemand* demand = nullptr;
        bool balancedSkip = false;
        bool sized = false; // the demand's vectors cover every resource the profile scores
        // Volcano: the wrapped default plugins' weighted sum when it is the
        // same on every node (OtherScorer::constant; it joins the batch
        // part, so total() adds it where Volcano does).
        int64_t volcanoBatchConstant = 0;
    };
    Prepared prepare(const PodDemand& demand) const;
    const NodeOrderConfig& nodeorder() const { return nodeorder_; }
    // Volcano: the score parts of one node, and the nodeorder resource
    // scorers' own scores (nullopt: weight 0, or BalancedAllocation skips the pod).
    struct NodeOrderScores {
        std::optional<int64_t> least, most, balanced;
    };
    VolcanoParts volcanoParts(const Prepared& pod, const NodeState& node, NodeOrderScores* scores = nullptr) const;
    // The Kubernetes scorers nodeorder builds (nullptr: weight 0 or no
    // nodeorder), for explanations: kube-scheduler profiles of the release
    // Volcano links.
    const ProfileScorer* nodeorderLeast() const { return least_.get(); }
    const ProfileScorer* nodeorderMost() const { return most_.get(); }
    const ProfileScorer* nodeorderBalanced() const { return balancedK8s_.get(); }

    // The filter (the node-local filters' verdict carried by the demand,
    // NodePorts, NodeResourcesFit, then PodTopologySpread and
    // InterPodAffinity): the scheduler's
    // reasons for node `node` of `st`, empty when the pod fits.
    std::vector<std::string> filter(const PodDemand& demand, const ClusterState& st, int node) const;
    // Fast form of filter() for the simulator; call useTable() once the table
    // holds every resource name, before the first call.
    bool fits(const PodDemand& demand, const ClusterState& st, int node) const;
    // fits() without PodTopologySpread and InterPodAffinity: what only a bind
    // to this node can change (the simulator's trees keep it per node, and
    // apply those two, which binds anywhere change, on top).
    bool fitsLocally(const PodDemand& demand, const ClusterState& st, int node) const;
    void useTable(const ResourceTable& table);

    // Scores without filtering (every node can be scored, as the plugins would).
    double total(const Prepared& pod, const NodeState& node) const;
    NodeScore score(const Prepared& pod, const ClusterState& st, int node) const;
    // The same into `out` (a report's row, default-constructed), told that
    // fits() passed the node (`feasible`), which is then not filtered again
    // (false: filtered, for its reasons).
    void scoreInto(const Prepared& pod, const ClusterState& st, int node, bool feasible, NodeScore& out) const;

    // kube-scheduler 1.22+ (framework runtime, RunScorePlugins): a plugin
    // score outside [0, MaxNodeScore] fails the pod's scheduling cycle. Only
    // NodeResourcesFit can leave the range, through Go's int64 wrap-around on
    // quantities near 1e17. The error the cycle fails with, or empty.
    // Volcano 1.15.1: nodeorder's batch refuses a score outside [0, 100] in
    // its own words (`<plugin> returns an invalid score <s> for node <name>`).
    std::string scoreRangeError(const Prepared& pod, const NodeState& node, const std::string& nodeName = {}) const;
    // The same from a NodeResourcesFit score already computed.
    std::string fitRangeError(int64_t fitScore) const;
    // Whether any score can wrap: some amount the Fit plugin reads is beyond
    // 2^55. When false, scoreRangeError() is always empty.
    bool fitMayWrap(const ClusterState& state, const std::vector<PodDemand>& demands) const;

    // The individual plugin scores (exposed for tests and explanations).
    // With a trace, every step is recorded for explanations (names need the table).
    int64_t fitScore(const PodDemand& demand, const NodeState& node, PluginTrace* trace = nullptr,
        const ResourceTable* table = nullptr) const;
    int64_t balancedScore(const PodDemand& demand, const NodeState& node, PluginTrace* trace = nullptr) const;
    double binpackScore(const PodDemand& demand, const NodeState& node, PluginTrace* trace = nullptr) const;
    int64_t maxNodeScore() const { return maxNodeScore_; }

private:
    Profile profile_;
    KubeVersion version_;
    FitConfig fit_;
    BalancedConfig balanced_;
    BinpackConfig binpack_;
    NodeOrderConfig nodeorder_;
    std::shared_ptr<const ProfileScorer> least_, most_, balancedK8s_;
    void setUpNodeOrder(ResourceTable& table);
    // NodeResourcesFit's Filter alone.
    std::vector<std::string> resourceReasons(const PodDemand& d, const NodeState& n, const ResourceTable& table) const;
    template <bool kTrace> int64_t fitScoreImpl(const PodDemand& d, const NodeState& n, PluginTrace* trace) const;
    template <bool kTrace> int64_t balancedScoreImpl(const PodDemand& d, const NodeState& n, PluginTrace* trace) const;
    // Vectors shorter than the table (built before a name was interned) are
    // padded with zeros by the public entry points, once, outside the hot path.
    bool sized(const PodDemand& d, const NodeState& n) const;
    // The kube-scheduler resource plugins' scores of one node (nullopt: the
    // plugin is off, or BalancedAllocation skips the pod) and their
    // weighted sum in Go's int64: what total() returns and scoreInto() reports.
    struct ResourceScores {
        std::optional<int64_t> fit, balanced;
        int64_t total = 0;
    };
    ResourceScores resourceScores(const Prepared& pod, const NodeState& node) const;
    // sized() for a prepared pod (Prepared::sized): the untraced scores
    // can then run on the vectors as they are.
    bool sizedFor(const Prepared& pod, const NodeState& n) const
    {
        return pod.sized && n.allocatable.size() >= needSize_ && n.requested.size() >= needSize_
            && n.nonZeroRequested.size() >= needSize_;
    }
    size_t needSize_ = kPods + 1;
    int64_t maxNodeScore_ = 100; // 10 before 1.17
    std::vector<char> filterScalar_; // per resource index: checked by the filter as a scalar
    bool fitOn_ = true;   // NodeResourcesFit's Filter runs (not in disabledFilters)
    bool portsOn_ = true; // NodePorts runs
};

// The framework's words for a score outside [0, max]:
// `applying score defaultWeights on Score plugins: plugin "<p>" returns an invalid score ...`.
std::string invalidScoreMessage(const std::string& plugin, int64_t score, int64_t max);

// Parses Volcano binpack arguments exactly as binpack.go's calculateWeight does.
BinpackConfig parseBinpackArguments(const std::vector<VolcanoArgument>& args, ResourceTable& table);

} // namespace bp
