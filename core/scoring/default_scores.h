// SPDX-License-Identifier: GPL-3.0-or-later
// The default profile's score plugins besides the resource ones:
// TaintToleration, NodeAffinity, PodTopologySpread, InterPodAffinity and
// ImageLocality, kube-scheduler 1.22-1.36, each with its PreScore, Score and
// NormalizeScore as the release runs them, then weighted; and 1.16's
// priorities of the same names with SelectorSpreadPriority and
// NodePreferAvoidPodsPriority, on its 0-10 scale. They normalise over
// the nodes that passed the filters, so a pod is scored against a whole
// candidate list at once. docs/default-profile.md has the arithmetic, the
// release each rule changed in and the sources it was read from.
#pragma once

#include "model/workspace.h"
#include "scoring/cluster_state.h"
#include "scoring/version.h"
#include "util/phrase.h"

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace bp {

// The first kOtherScores are the plugins a 1.22+ profile configures; the
// last two are 1.16's SelectorSpreadPriority and NodePreferAvoidPodsPriority.
// A 1.16 profile configures all but PodTopologySpread as its
// legacyPriorities.
enum class OtherScore : uint8_t {
    TaintToleration,
    NodeAffinity,
    PodTopologySpread,
    InterPodAffinity,
    ImageLocality,
    SelectorSpread,
    NodePreferAvoidPods
};
inline constexpr int kOtherScores = 5;
inline constexpr int kOtherScoreSlots = 7;
const char* otherScoreName(OtherScore p);
// The profile's entry for one of the first kOtherScores (profile.taintToleration, ...).
const PluginEntry& otherScoreEntry(const Profile& profile, OtherScore p);
PluginEntry& otherScoreEntry(Profile& profile, OtherScore p);
// The release's default weight (1.16's DefaultProvider: 1, and 10000 for
// NodePreferAvoidPods; v1beta2 in 1.22: 1, 1, 2, 1, 1; v1beta3 and v1 from
// 1.23: 3, 2, 2, 2, 1).
int64_t defaultOtherScoreWeight(OtherScore p, KubeVersion v);
// 1.16's priority of that plugin ("TaintTolerationPriority", ...; nullptr
// for PodTopologySpread, whose EvenPodsSpreadPriority is alpha and off), and
// the other way round.
const char* legacyPriorityName(OtherScore p);
std::optional<OtherScore> legacyPriorityPlugin(std::string_view name);
// The DefaultProvider's six, in its order, at their default weights (what a
// 1.16 profile without legacyPriorities runs).
std::vector<LegacyPriority> defaultLegacyPriorities();

// Which of them a profile runs, with what weight and arguments.
struct OtherScoreConfig {
    std::array<bool, kOtherScoreSlots> enabled {};
    std::array<int64_t, kOtherScoreSlots> weight {};
    int64_t hardPodAffinityWeight = 1;
    bool ignorePreferredTermsOfExistingPods = false;
    bool systemDefaulting = true; // PodTopologySpread defaultingType System (else List)
    std::vector<TopologySpreadConstraint> defaultConstraints; // List's defaultConstraints
    // NodeAffinity's addedAffinity (set: PreScore never skips) and its
    // preferred terms, scored before the pod's own.
    bool addedAffinity = false;
    std::vector<PreferredSchedulingTerm> addedPreferred;
    // Volcano's nodeorder (docs/volcano-nodeorder.md): the plugins it scores
    // node by node (NodeOrderFn: a bit per OtherScore; the others go through
    // BatchNodeOrderFn), whether NodeAffinity's scores are normalised
    // (v1.15.1 on), and the pod-less NodeInfos of v1.13-v1.15.0's batch path,
    // on which PodTopologySpread counts no pod for a hostname constraint.
    bool volcano = false;
    uint8_t perNode = 0;
    bool normalizeNodeAffinity = true;
    bool hostnameCountsNothing = false;
    bool on(OtherScore p) const { return enabled[static_cast<size_t>(p)]; }
    bool scoredPerNode(OtherScore p) const { return (perNode >> static_cast<int>(p)) & 1; }
    bool any() const;
};
// kube-scheduler 1.22+: a profile without a plugin list runs all five at
// the release's weights; a plugin list runs those it names (weight 0 or
// none: 1). 1.16: the profile's legacyPriorities, or without them the
// DefaultProvider's six at their default weights.
// Volcano: those nodeorder gives a weight other than 0, with
// hardPodAffinityWeight 0 and the system-default spreading.
OtherScoreConfig otherScoreConfig(const Profile& profile, KubeVersion v);

// One plugin's scores for one pod over the candidate nodes.
struct OtherPluginScores {
    OtherScore plugin = OtherScore::TaintToleration;
    int64_t weight = 1;
    bool skipped = false;          // PreScore Skip: adds nothing
    std::vector<int64_t> raw;      // per candidate: Score
    std::vector<int64_t> score;    // per candidate: after NormalizeScore
    std::vector<char> ignored;     // PodTopologySpread: nodes without a topology key
    std::vector<Phrase> notes;     // the PreScore state in words, for explain
};

// The simulator's fast lane for pods that PodTopologySpread alone scores
// differently by node (OtherScorer::spreadClasses): the nodes split into
// classes by what the pod's constraints see of a node apart from its own
// hostname count, that is each non-hostname constraint's domain and whether
// the node has each constraint's key. Two nodes of a class without matching
// pods on them get the same PodTopologySpread score, so the best of a class
// is its best resource total.
struct SpreadClasses {
    uint64_t id = 0; // unique per split (a cache key)
    std::vector<int> classOf; // per node
    std::vector<int> posInClass; // per node: its index in members[classOf]
    std::vector<std::vector<int>> members; // per class: node indices, ascending
};

// The pods' side of these plugins, compiled once per workspace and release,
// and the pods already bound that carry pod affinity terms, kept up to date
// as pods are bound.
class OtherScorer {
public:
    OtherScorer(const Workspace& ws, const Profile& profile, const ClusterState& st, KubeVersion v);
    const OtherScoreConfig& config() const { return config_; }
    bool any() const { return config_.any(); }
    // A pod of template `tmpl` (an index into the workspace's pods) was bound
    // to (delta 1) or taken off (delta -1) `node`.
    void bound(int node, int tmpl, int64_t delta);
    // From now on, keep PodTopologySpread's counts per topology domain up to
    // date from the binds reported to bound() instead of counting every
    // node's pods for each pod scored (the simulator's fast path; its
    // reference path and one-off scores count). Every bind to the state
    // passed to score() must then be reported; a state changed otherwise
    // (ClusterState::mutations) is counted afresh.
    void setIncremental(bool on);
    // False when every candidate list gets the same weighted sum for the pod
    // whatever the nodes (then constant() is that sum): the simulator keeps
    // its per-node trees for such pods.
    bool varies(int tmpl) const;
    int64_t constant(int tmpl) const;
    // Σ weight × score per candidate, as weightedSum(score(...)) gives it,
    // without computing the plugins that score every node alike. With
    // `perNode` (Volcano), the plugins Volcano scores node by node are
    // summed there instead, as float64(score) × float64(weight).
    std::vector<int64_t> weightedSums(int tmpl, const ClusterState& st, const std::vector<int>& cand,
        std::vector<double>* perNode = nullptr) const;
    // Every enabled plugin's scores for the pod on `candidates` (node indices
    // of `st`), in OtherScore order.
    std::vector<OtherPluginScores> score(int tmpl, const ClusterState& st, const std::vector<int>& candidates) const;
    // Σ weight × score per candidate.
    static std::vector<int64_t> weightedSum(const std::vector<OtherPluginScores>& scores, size_t candidates);
    // Whether PodTopologySpread scores the pod by the profile's defaults
    // (the system's or its List), not by constraints of its own.
    bool spreadsByDefaults(int tmpl) const;

    // The fast lane (kube-scheduler, setIncremental on): non-null when
    // PodTopologySpread is the only plugin that scores the pod differently
    // by node, and its constraints split the nodes into at most 64 classes.
    const SpreadClasses* spreadClasses(int tmpl) const;
    // The nodes where a hostname constraint of the pod counts matching pods
    // (every other node counts none), counts brought up to date first. Valid
    // until the next call.
    const std::vector<int>& spreadTouched(int tmpl, const ClusterState& st) const;
    // weightedSums() over every node that passed the filters, given as the
    // number of them in each class of `classes` (spreadClasses(tmpl);
    // `feasible`) and the touched ones among
    // them (`touched`, from spreadTouched): `perClass[k]`, the sum of the
    // class's nodes that are not touched (meaningful where the class has
    // such feasible nodes), and `perTouched[j]`, touched[j]'s.
    void laneSums(int tmpl, const SpreadClasses& classes, const ClusterState& st, const std::vector<int64_t>& feasible,
        const std::vector<int>& touched, std::vector<int64_t>& perClass, std::vector<int64_t>& perTouched) const;

private:
    struct Soft {
        std::string key;
        int32_t maxSkew = 1;
        LabelSelector selector;
        bool countsNothing = false; // nil selector, or an empty one from 1.27
        bool affinityHonored = true;
        bool taintsHonored = false;
    };
    struct WeightedTerm {
        AffinityTermRule term;
        int64_t weight = 0; // negative for anti-affinity; 0 with hard: hardPodAffinityWeight
        bool hard = false;
    };
    struct PodSide {
        std::vector<Toleration> preferTolerations;
        std::vector<PreferredSchedulingTerm> preferredNode;
        std::vector<std::string> images; // normalised names
        int64_t numContainers = 0;
        std::vector<Soft> spread;
        bool ownConstraints = false; // the pod lists topologySpreadConstraints (any kind)
        bool systemDefaulted = false; // spread holds the system defaults
        bool listDefaulted = false; // the profile's List defaults apply to the pod
        size_t addedPreferredTerms = 0; // the first ones of preferredNode: addedAffinity's
        std::vector<WeightedTerm> preferred; // the pod's own preferred pod (anti-)affinity
        std::vector<WeightedTerm> asExisting; // what it scores others with once bound
        PodGroup group;
        // 1.16 SelectorSpreadPriority: the labels every selector of the pod's
        // Services and controllers requires, as one selector (empty: no
        // selector), and NodePreferAvoidPodsPriority: its
        // ReplicationController or ReplicaSet controller, {kind, uid}.
        LabelSelector spreadSelector;
        std::optional<std::pair<std::string, std::string>> avoidController;
    };
    const PodSide& side(int tmpl) const;
    bool pluginVaries(OtherScore p, const PodSide& s) const;
    int64_t pluginConstant(OtherScore p, const PodSide& s) const;
    OtherPluginScores scoreOne(OtherScore p, int tmpl, const PodSide& s, const ClusterState& st,
        const std::vector<int>& cand) const;
    void compile(int tmpl, PodSide& s, const ClusterState& st) const;
    bool included(const Soft& c, int tmpl, const ClusterState& st, int node) const;
    OtherPluginScores taints(const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const;
    OtherPluginScores nodeAffinity(const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const;
    OtherPluginScores spread(int tmpl, const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const;
    // PodTopologySpread's pieces, shared by spread() and the fast lane.
    struct SpreadCounts;
    struct SpreadTerm {
        const std::vector<char>* present = nullptr;
        const std::vector<int>* domain = nullptr;
        bool zone = false; // not hostname: its domain's term, perDomain
        std::vector<double> perDomain;
        const std::vector<int64_t>* perNode = nullptr; // hostname: counts kept per node
        bool counted = false; // hostname, counted on the candidate (countOnNode)
        double weight = 0, skew = 0, constant = 0; // constant: hostname counting nothing
    };
    struct Topology;
    bool spreadRequiresAll(const PodSide& s) const;
    std::vector<const Topology*> spreadTopology(const PodSide& s, std::vector<char>& hostname) const;
    bool countsGroup(const PodSide& s, size_t c, const PodGroup& group) const;
    bool countedFor(const PodSide& s, int tmpl, size_t c, const ClusterState& st, int node, bool requireAll,
        const std::vector<const Topology*>& topo) const;
    int64_t countOnNode(
        const PodSide& s, size_t c, const ClusterState& st, int node, std::vector<signed char>& matches) const;
    // setIncremental: the template's counts per constraint, brought up to
    // date from the binds logged (countsMutex_ held).
    std::vector<const SpreadCounts*> keptCounts(int tmpl, const PodSide& s, const ClusterState& st) const;
    std::vector<SpreadTerm> spreadTerms(const PodSide& s, const std::vector<const Topology*>& topo,
        const std::vector<char>& hostname, const std::vector<double>& weight,
        const std::vector<std::vector<int64_t>>& counts, const std::vector<const SpreadCounts*>& kept,
        const ClusterState& st, std::vector<std::vector<signed char>>& matches) const;
    // A node's score before rounding: its terms summed in constraint order.
    double spreadSum(const std::vector<SpreadTerm>& terms, const PodSide& s, const ClusterState& st, int node,
        std::vector<std::vector<signed char>>& matches) const;
    int64_t spreadRaw(double sum) const;
    static int64_t spreadNormalized(int64_t raw, int64_t lo, int64_t hi)
    {
        return hi == 0 ? 100 : 100 * (hi + lo - raw) / hi;
    }
    OtherPluginScores podAffinity(const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const;
    OtherPluginScores images(const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const;
    OtherPluginScores selectorSpread(const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const;
    OtherPluginScores preferAvoidPods(const PodSide& s, const std::vector<int>& cand) const;

    const Workspace& ws_;
    KubeVersion v_;
    OtherScoreConfig config_;
    std::vector<PodSide> sides_; // per template
    // Per node: the bound pods that carry pod affinity terms, {template, count}.
    std::vector<std::vector<std::pair<int, int64_t>>> carriers_;
    // Per node: its images by name (status.images), and per name how many nodes list it.
    std::vector<std::unordered_map<std::string, int64_t>> nodeImages_;
    std::unordered_map<std::string, int64_t> imageNodes_;
    // Per topology key some template spreads over: each node's domain (its
    // label value interned; a node without the label shares the id of the
    // empty value, as the scheduler's counting map does) and whether it has
    // the label. Node labels never change, so this is built once.
    struct Topology {
        std::vector<int> domain;
        std::vector<char> present;
        int domains = 0;
    };
    std::unordered_map<std::string, Topology> topology_;
    // setIncremental: per template and spreading constraint, the matching
    // pods per node and per domain (over the nodes the constraint counts),
    // brought up to date from the binds logged since.
    struct SpreadCounts {
        bool built = false;
        size_t logPos = 0;
        uint64_t mutations = 0;                // ClusterState::mutations of the state the counts describe
        std::vector<int64_t> perNode;          // every node
        std::vector<int64_t> perDomain;        // nodes the constraint counts (included, labelled)
        std::vector<signed char> matchesTmpl;  // does the selector match template t's pods (-1: not asked)
        std::vector<int> touched; // nodes whose perNode went above 0 (once each)
        std::vector<char> inTouched; // per node: listed in touched
    };
    bool incremental_ = false;
    std::vector<std::tuple<int, int, int64_t>> bindLog_; // node, template, delta
    mutable std::mutex countsMutex_;
    mutable std::vector<std::vector<SpreadCounts>> spreadCounts_; // [template][constraint]
    // The fast lane: the splits by constraint list, built on demand.
    mutable std::unordered_map<std::string, std::unique_ptr<SpreadClasses>> classes_;
    mutable std::vector<int> touchedScratch_;
    bool anyPreferNoSchedule_ = false;
    bool anyCarrierTemplate_ = false; // some template carries terms that score other pods
    // 1.16: per node, the controllers its preferAvoidPods annotation lists
    // ({kind, uid}; empty when the annotation is absent or not valid JSON).
    std::vector<std::vector<std::pair<std::string, std::string>>> avoidedControllers_;
    bool anyPreferAvoidPods_ = false;
    // 1.16 SelectorSpreadPriority: each node's zone key (GetZoneKey)
    // interned, -1 for none, and how many there are; built once.
    std::vector<int> legacyZone_;
    int legacyZones_ = 0;
};

// Volcano: the wrapped plugins' part of candidate `k`'s total, split as
// nodeorder adds it: the plugins it scores node by node (Σ float64(score) ×
// float64(weight)) and those in its batch (Σ int64 score × weight), for
// VolcanoParts::sum.
struct WrappedParts {
    double perNode = 0;
    int64_t batch = 0;
};
WrappedParts volcanoWrappedParts(const OtherScoreConfig& config, const std::vector<OtherPluginScores>& scores, size_t k);

// helper.DefaultNormalizeScore(MaxNodeScore, reverse, scores).
void defaultNormalizeScore(int64_t maxScore, bool reverse, std::vector<int64_t>& scores);
// ImageLocality's normalizedImageName: ":latest" added to a name without a tag.
std::string normalizedImageName(const std::string& name);
// The system-default spreading selector of a pod (helper.DefaultSelector):
// the selectors of the Services of its namespace that select it, merged, and
// its controller's. The workspace holds no ReplicaSet or StatefulSet object,
// so a controller's selector is taken as the pod's labels without the
// per-pod ones its controller adds (pod-name, pod-index,
// controller-revision-hash): the pods of one ReplicaSet share their labels,
// pod-template-hash included. Empty: no default constraints.
LabelSelector defaultSpreadSelector(const Workspace& ws, const Pod& pod);
// The same selector as the key=value pairs it ANDs (sorted by key).
Labels defaultSpreadLabels(const Workspace& ws, const Pod& pod);
// 1.16: the controllers ({kind, uid}) a node's
// scheduler.alpha.kubernetes.io/preferAvoidPods annotation lists, read as
// json.Unmarshal reads it into v1.AvoidPods; nullopt when that fails (the
// scheduler then takes the node as avoiding nothing).
std::optional<std::vector<std::pair<std::string, std::string>>> preferAvoidPodsControllers(const std::string& text);

// PodTopologySpread's defaultingType: List constraints of a kube-scheduler
// profile: empty for System, for Volcano (nodeorder and predicates build
// System args) and for a List without constraints.
const std::vector<TopologySpreadConstraint>& listDefaultConstraints(const Profile& profile);
// buildDefaultConstraints: what `list` gives a pod with no constraints of its
// own, each constraint with the pod's default selector as its labelSelector
// (matchLabelKeys dropped: the scheduler merges them into the selector it
// then replaces). Empty when the pod has its own, or its default selector is
// empty (no Service or controller selects it).
std::vector<TopologySpreadConstraint> podDefaultConstraints(
    const Workspace& ws, const std::vector<TopologySpreadConstraint>& list, const Pod& pod);

} // namespace bp
