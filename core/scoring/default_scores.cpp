// SPDX-License-Identifier: GPL-3.0-or-later
// TaintToleration, NodeAffinity, PodTopologySpread, InterPodAffinity and
// ImageLocality score plugins (pkg/scheduler/framework/plugins/...), 1.22-1.36,
// and 1.16's priorities (pkg/scheduler/algorithm/priorities/...).
#include "scoring/default_scores.h"

#include "io/label_selector.h"
#include "scoring/node_filters.h"
#include "scoring/pod_affinity.h"
#include "scoring/volcano_arguments.h"
#include "util/go_int.h"
#include "util/parallel.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <rapidjson/document.h>
#include <regex>
#include <set>
#include <utility>

namespace bp {

namespace {

constexpr const char* kHostnameKey = "kubernetes.io/hostname";
constexpr const char* kZoneKey = "topology.kubernetes.io/zone";
constexpr int64_t kMb = 1024 * 1024;
constexpr int64_t kMinImageThreshold = 23 * kMb;
constexpr int64_t kMaxContainerThreshold = 1000 * kMb;

size_t at(OtherScore p)
{
    return static_cast<size_t>(p);
}

// Go's math.Round for 0 <= x (half away from zero), exactly: x minus its
// truncation is exact in binary floating point. std::round is a library call
// and PodTopologySpread rounds once per candidate and pod.
int64_t roundNonNegative(double x)
{
    if (!(x >= 0 && x < 9.0e18))
        return static_cast<int64_t>(std::round(x));
    const auto t = static_cast<int64_t>(x);
    return t + (x - static_cast<double>(t) >= 0.5 ? 1 : 0);
}

const std::string* label(const ClusterState& st, int node, const std::string& key)
{
    return LabelSelector::labelValue(st.traits[static_cast<size_t>(node)].labels, key);
}

// 1.16 utilnode.GetZoneKey: region + ":\x00:" + zone from the beta failure
// domain labels; "" when both are missing or empty.
std::string legacyZoneKey(const ClusterState& st, int node)
{
    const std::string* region = label(st, node, "failure-domain.beta.kubernetes.io/region");
    const std::string* zone = label(st, node, "failure-domain.beta.kubernetes.io/zone");
    const std::string r = region ? *region : std::string();
    const std::string z = zone ? *zone : std::string();
    if (r.empty() && z.empty())
        return {};
    return r + std::string(":\0:", 3) + z;
}

// encoding/json's key matching: exact or ASCII case-insensitive.
bool jsonKeyIs(const rapidjson::Value& name, const char* key)
{
    const std::string_view n(name.GetString(), name.GetStringLength());
    const std::string_view k(key);
    return n.size() == k.size() && std::equal(n.begin(), n.end(), k.begin(), [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
    });
}

// time.Parse(time.RFC3339, s), as metav1.Time's UnmarshalJSON calls it.
bool isRfc3339(const std::string& s)
{
    static const std::regex kForm(R"((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2})))");
    std::smatch m;
    if (!std::regex_match(s, m, kForm))
        return false;
    const int year = std::stoi(m[1]), month = std::stoi(m[2]), day = std::stoi(m[3]);
    static const int kDays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    if (month < 1 || month > 12 || day < 1 || day > kDays[month - 1] || (month == 2 && day == 29 && !leap))
        return false;
    if (std::stoi(m[4]) > 23 || std::stoi(m[5]) > 59 || std::stoi(m[6]) > 59)
        return false;
    return !m[9].matched || (std::stoi(m[9]) <= 23 && std::stoi(m[10]) <= 59);
}

} // namespace

// v1helper.GetAvoidPodsFromNodeAnnotations: json.Unmarshal of the
// scheduler.alpha.kubernetes.io/preferAvoidPods annotation into v1.AvoidPods.
// Any error (not JSON, a field of the wrong type, an evictionTime that is not
// RFC 3339) gives no entries: NodePreferAvoidPodsPriority then scores 10. An
// entry without podController matches nothing (the scheduler dereferences
// it and panics).
std::optional<std::vector<std::pair<std::string, std::string>>> preferAvoidPodsControllers(const std::string& text)
{
    using rapidjson::Value;
    std::vector<std::pair<std::string, std::string>> out;
    if (text.empty())
        return out;
    rapidjson::Document doc;
    doc.Parse(text.c_str(), text.size());
    if (doc.HasParseError())
        return std::nullopt;
    // Each known field: null leaves it unset; another type than expected is
    // an UnmarshalTypeError.
    auto isStringField = [](const Value& v) { return v.IsNull() || v.IsString(); };
    auto readOwner = [&](const Value& ref, std::string* kind, std::string* uid) {
        for (auto it = ref.MemberBegin(); it != ref.MemberEnd(); ++it) {
            const Value& v = it->value;
            if (jsonKeyIs(it->name, "apiVersion") || jsonKeyIs(it->name, "name")) {
                if (!isStringField(v))
                    return false;
            } else if (jsonKeyIs(it->name, "kind") || jsonKeyIs(it->name, "uid")) {
                if (!isStringField(v))
                    return false;
                if (v.IsString())
                    *(jsonKeyIs(it->name, "kind") ? kind : uid) = std::string(v.GetString(), v.GetStringLength());
            } else if (jsonKeyIs(it->name, "controller") || jsonKeyIs(it->name, "blockOwnerDeletion")) {
                if (!v.IsNull() && !v.IsBool())
                    return false;
            }
        }
        return true;
    };
    if (doc.IsNull())
        return out;
    if (!doc.IsObject())
        return std::nullopt;
    for (auto top = doc.MemberBegin(); top != doc.MemberEnd(); ++top) {
        if (!jsonKeyIs(top->name, "preferAvoidPods"))
            continue;
        out.clear(); // a repeated key: the last one wins
        if (top->value.IsNull())
            continue;
        if (!top->value.IsArray())
            return std::nullopt;
        for (const Value& entry : top->value.GetArray()) {
            if (entry.IsNull())
                continue;
            if (!entry.IsObject())
                return std::nullopt;
            std::optional<std::pair<std::string, std::string>> controller;
            for (auto f = entry.MemberBegin(); f != entry.MemberEnd(); ++f) {
                const Value& v = f->value;
                if (jsonKeyIs(f->name, "reason") || jsonKeyIs(f->name, "message")) {
                    if (!isStringField(v))
                        return std::nullopt;
                } else if (jsonKeyIs(f->name, "evictionTime")) {
                    if (!v.IsNull() && !(v.IsString() && isRfc3339(std::string(v.GetString(), v.GetStringLength()))))
                        return std::nullopt;
                } else if (jsonKeyIs(f->name, "podSignature")) {
                    if (v.IsNull())
                        continue;
                    if (!v.IsObject())
                        return std::nullopt;
                    for (auto g = v.MemberBegin(); g != v.MemberEnd(); ++g) {
                        if (!jsonKeyIs(g->name, "podController"))
                            continue;
                        if (g->value.IsNull()) {
                            controller.reset();
                            continue;
                        }
                        if (!g->value.IsObject())
                            return std::nullopt;
                        std::pair<std::string, std::string> c;
                        if (!readOwner(g->value, &c.first, &c.second))
                            return std::nullopt;
                        controller = std::move(c);
                    }
                }
            }
            if (controller)
                out.push_back(std::move(*controller));
        }
    }
    return out;
}

namespace {

} // namespace

const PluginEntry& otherScoreEntry(const Profile& profile, OtherScore p)
{
    switch (p) {
    case OtherScore::TaintToleration:
        return profile.taintToleration;
    case OtherScore::NodeAffinity:
        return profile.nodeAffinity;
    case OtherScore::PodTopologySpread:
        return profile.podTopologySpread;
    case OtherScore::InterPodAffinity:
        return profile.interPodAffinity;
    case OtherScore::ImageLocality:
    case OtherScore::SelectorSpread: // not configurable (see the header)
    case OtherScore::NodePreferAvoidPods:
        break;
    }
    return profile.imageLocality;
}

PluginEntry& otherScoreEntry(Profile& profile, OtherScore p)
{
    return const_cast<PluginEntry&>(otherScoreEntry(std::as_const(profile), p));
}

const char* otherScoreName(OtherScore p)
{
    switch (p) {
    case OtherScore::TaintToleration:
        return "TaintToleration";
    case OtherScore::NodeAffinity:
        return "NodeAffinity";
    case OtherScore::PodTopologySpread:
        return "PodTopologySpread";
    case OtherScore::InterPodAffinity:
        return "InterPodAffinity";
    case OtherScore::ImageLocality:
        break;
    case OtherScore::SelectorSpread:
        return "SelectorSpread";
    case OtherScore::NodePreferAvoidPods:
        return "NodePreferAvoidPods";
    }
    return "ImageLocality";
}

int64_t defaultOtherScoreWeight(OtherScore p, KubeVersion v)
{
    if (p == OtherScore::NodePreferAvoidPods)
        return 10000;
    if (v.legacyScale() || p == OtherScore::SelectorSpread)
        return 1;
    if (p == OtherScore::PodTopologySpread)
        return 2;
    if (p == OtherScore::ImageLocality || !v.atLeast(23))
        return 1;
    return p == OtherScore::TaintToleration ? 3 : 2;
}

namespace {

// 1.16's DefaultProvider (algorithmprovider/defaults/defaults.go, defaultPriorities),
// in its order.
constexpr std::pair<OtherScore, const char*> kLegacyPriorities[] = {
    { OtherScore::SelectorSpread, "SelectorSpreadPriority" },
    { OtherScore::InterPodAffinity, "InterPodAffinityPriority" },
    { OtherScore::NodePreferAvoidPods, "NodePreferAvoidPodsPriority" },
    { OtherScore::NodeAffinity, "NodeAffinityPriority" },
    { OtherScore::TaintToleration, "TaintTolerationPriority" },
    { OtherScore::ImageLocality, "ImageLocalityPriority" },
};

} // namespace

const char* legacyPriorityName(OtherScore p)
{
    for (const auto& [plugin, name] : kLegacyPriorities)
        if (plugin == p)
            return name;
    return nullptr;
}

std::optional<OtherScore> legacyPriorityPlugin(std::string_view name)
{
    for (const auto& [plugin, n] : kLegacyPriorities)
        if (name == n)
            return plugin;
    return std::nullopt;
}

std::vector<LegacyPriority> defaultLegacyPriorities()
{
    std::vector<LegacyPriority> out;
    for (const auto& [plugin, name] : kLegacyPriorities)
        out.push_back({ name, defaultOtherScoreWeight(plugin, KubeVersion { 16, -1 }) });
    return out;
}

bool OtherScoreConfig::any() const
{
    return std::any_of(enabled.begin(), enabled.end(), [](bool b) { return b; });
}

OtherScoreConfig otherScoreConfig(const Profile& profile, KubeVersion v)
{
    OtherScoreConfig c;
    if (profile.scheduler == SchedulerKind::Volcano) {
        if (!profile.nodeorderEnabled)
            return c;
        // nodeorder.go InitPlugin: a plugin for each weight other than 0;
        // InterPodAffinityArgs{} (no defaulting: hardPodAffinityWeight 0);
        // PodTopologySpreadArgs{DefaultingType: System}.
        const NodeOrderWeights w = nodeOrderWeights(profile.nodeorderArguments);
        const std::pair<OtherScore, int64_t> weights[] = { { OtherScore::TaintToleration, w.taintToleration },
            { OtherScore::NodeAffinity, w.nodeAffinity }, { OtherScore::PodTopologySpread, w.podTopologySpread },
            { OtherScore::InterPodAffinity, w.podAffinity }, { OtherScore::ImageLocality, w.imageLocality } };
        for (const auto& [p, weight] : weights) {
            c.enabled[at(p)] = weight != 0;
            c.weight[at(p)] = weight;
        }
        c.volcano = true;
        c.hardPodAffinityWeight = 0;
        c.perNode = static_cast<uint8_t>(1u << at(OtherScore::ImageLocality));
        if (!v.volcanoUnifiedNodeOrder())
            c.perNode |= static_cast<uint8_t>(1u << at(OtherScore::NodeAffinity));
        c.normalizeNodeAffinity = v.volcanoUnifiedNodeOrder();
        c.hostnameCountsNothing = v.volcanoPodlessBatchNodeInfos();
        return c;
    }
    if (v.legacyScale()) {
        // The profile's legacyPriorities (a Policy's), or the DefaultProvider's.
        // EvenPodsSpreadPriority is there only with its alpha gate.
        // InterPodAffinityPriority's hardPodAffinityWeight is the
        // scheduler's HardPodAffinitySymmetricWeight, 1 unless the Policy
        // (factory.go CreateFromConfig, when not 0) or the component config
        // sets it: the profile's hardPodAffinitySymmetricWeight.
        for (const LegacyPriority& l : profile.legacyPriorities ? *profile.legacyPriorities : defaultLegacyPriorities())
            if (const auto p = legacyPriorityPlugin(l.name)) {
                c.enabled[at(*p)] = true;
                c.weight[at(*p)] = l.weight;
            }
        if (profile.interPodAffinityArgsSet)
            c.hardPodAffinityWeight = profile.interPodAffinityArgs.hardPodAffinityWeight.value_or(1);
        return c;
    }
    for (int i = 0; i < kOtherScores; ++i) {
        const auto p = static_cast<OtherScore>(i);
        const PluginEntry& e = otherScoreEntry(profile, p);
        c.enabled[at(p)] = !profile.pluginsSet || e.enabled;
        // getValidScoreWeights: a weight of 0 (or none) is 1.
        c.weight[at(p)] = !profile.pluginsSet ? defaultOtherScoreWeight(p, v)
            : e.weight == 0                   ? 1
                                              : e.weight;
    }
    if (profile.interPodAffinityArgsSet) {
        c.hardPodAffinityWeight = profile.interPodAffinityArgs.hardPodAffinityWeight.value_or(1);
        c.ignorePreferredTermsOfExistingPods
            = v.affinityIgnorePreferredArg() && profile.interPodAffinityArgs.ignorePreferredTermsOfExistingPods;
    }
    c.systemDefaulting = !(profile.podTopologySpreadArgsSet && profile.podTopologySpreadList);
    c.defaultConstraints = listDefaultConstraints(profile);
    if (profile.nodeAffinityArgsSet && profile.addedAffinity) {
        c.addedAffinity = true;
        c.addedPreferred = profile.addedAffinity->preferredDuringSchedulingIgnoredDuringExecution;
    }
    return c;
}

WrappedParts volcanoWrappedParts(const OtherScoreConfig& config, const std::vector<OtherPluginScores>& scores, size_t k)
{
    WrappedParts w;
    for (const OtherPluginScores& o : scores) {
        if (o.skipped)
            continue;
        if (config.scoredPerNode(o.plugin))
            w.perNode += static_cast<double>(o.score[k]) * static_cast<double>(o.weight);
        else
            w.batch = goAdd(w.batch, goMul(o.score[k], o.weight));
    }
    return w;
}

void defaultNormalizeScore(int64_t maxScore, bool reverse, std::vector<int64_t>& scores)
{
    int64_t maxCount = 0;
    for (int64_t s : scores)
        maxCount = std::max(maxCount, s);
    if (maxCount == 0) {
        if (reverse)
            std::fill(scores.begin(), scores.end(), maxScore);
        return;
    }
    for (int64_t& s : scores) {
        s = maxScore * s / maxCount;
        if (reverse)
            s = maxScore - s;
    }
}

std::string normalizedImageName(const std::string& name)
{
    const auto colon = name.rfind(':');
    const auto slash = name.rfind('/');
    const long c = colon == std::string::npos ? -1 : static_cast<long>(colon);
    const long s = slash == std::string::npos ? -1 : static_cast<long>(slash);
    return c <= s ? name + ":latest" : name;
}

Labels defaultSpreadLabels(const Workspace& ws, const Pod& pod)
{
    const std::string ns = namespaceOf(pod);
    // GetPodServices: the Services of the namespace whose selector is set and
    // matches the pod's labels; labels.Merge of their selectors.
    std::map<std::string, std::string> merged;
    for (const Service& s : ws.services) {
        if ((s.namespace_.empty() ? std::string("default") : s.namespace_) != ns || s.selector.empty())
            continue;
        const bool selects = std::all_of(s.selector.begin(), s.selector.end(), [&](const auto& kv) {
            const std::string* v = LabelSelector::labelValue(pod.labels, kv.first);
            return v && *v == kv.second;
        });
        if (selects)
            for (const auto& [k, v] : s.selector)
                merged[k] = v;
    }
    // The controller: a ReplicaSet, StatefulSet or ReplicationController adds
    // its selector, taken as the pod's shared labels (see the header).
    if (pod.owner && (pod.owner->kind == "ReplicaSet" || pod.owner->kind == "StatefulSet"
                         || pod.owner->kind == "ReplicationController")) {
        static const std::set<std::string> kPerPod = { "statefulset.kubernetes.io/pod-name",
            "apps.kubernetes.io/pod-index", "controller-revision-hash" };
        for (const auto& [k, v] : pod.labels)
            if (!kPerPod.count(k))
                merged[k] = v;
    }
    return Labels(merged.begin(), merged.end());
}

LabelSelector defaultSpreadSelector(const Workspace& ws, const Pod& pod)
{
    std::vector<LabelSelector::Requirement> reqs;
    for (const auto& [k, v] : defaultSpreadLabels(ws, pod)) {
        LabelSelector::Requirement r;
        r.key = k;
        r.op = LabelSelector::Op::Equals;
        r.values = { v };
        reqs.push_back(std::move(r));
    }
    return LabelSelector(std::move(reqs));
}

bool OtherScorer::spreadsByDefaults(int tmpl) const
{
    const PodSide& s = side(tmpl);
    return s.systemDefaulted || s.listDefaulted;
}

const std::vector<TopologySpreadConstraint>& listDefaultConstraints(const Profile& profile)
{
    static const std::vector<TopologySpreadConstraint> kNone;
    return profile.scheduler == SchedulerKind::KubeScheduler && profile.podTopologySpreadArgsSet
            && profile.podTopologySpreadList
        ? profile.podTopologySpreadDefaultConstraints
        : kNone;
}

std::vector<TopologySpreadConstraint> podDefaultConstraints(
    const Workspace& ws, const std::vector<TopologySpreadConstraint>& list, const Pod& pod)
{
    if (list.empty() || !pod.topologySpreadConstraints.empty())
        return {};
    Labels labels = defaultSpreadLabels(ws, pod);
    if (labels.empty())
        return {};
    std::vector<TopologySpreadConstraint> out = list;
    for (TopologySpreadConstraint& c : out) {
        c.labelSelector = LabelSelectorSpec {};
        c.labelSelector->matchLabels = labels;
        c.matchLabelKeys.clear();
    }
    return out;
}

OtherScorer::OtherScorer(const Workspace& ws, const Profile& profile, const ClusterState& st, KubeVersion v)
    : ws_(ws)
    , v_(v.filterRelease()) // Volcano: the Kubernetes release it links
    , config_(otherScoreConfig(profile, v))
{
    if (!config_.any())
        return;
    nodeImages_.resize(st.nodes.size());
    carriers_.resize(st.nodes.size());
    if (config_.on(OtherScore::NodePreferAvoidPods))
        avoidedControllers_.resize(st.nodes.size());
    if (config_.on(OtherScore::SelectorSpread)) {
        std::unordered_map<std::string, int> ids;
        legacyZone_.assign(st.nodes.size(), -1);
        for (size_t n = 0; n < st.nodes.size(); ++n)
            if (const std::string key = legacyZoneKey(st, static_cast<int>(n)); !key.empty())
                legacyZone_[n] = ids.emplace(key, static_cast<int>(ids.size())).first->second;
        legacyZones_ = static_cast<int>(ids.size());
    }
    for (const Node& n : ws.nodes) {
        const auto it = st.nodeIndex.find(n.name);
        if (it == st.nodeIndex.end())
            continue;
        auto& mine = nodeImages_[static_cast<size_t>(it->second)];
        for (const ContainerImage& img : n.images)
            for (const std::string& name : img.names)
                if (mine.emplace(name, img.sizeBytes).second)
                    imageNodes_[name] += 1;
        for (const Taint& t : n.taints)
            anyPreferNoSchedule_ = anyPreferNoSchedule_ || t.effect == "PreferNoSchedule";
        if (config_.on(OtherScore::NodePreferAvoidPods)) {
            for (const auto& [key, value] : n.annotations)
                if (key == "scheduler.alpha.kubernetes.io/preferAvoidPods")
                    if (auto listed = preferAvoidPodsControllers(value)) {
                        anyPreferAvoidPods_ = anyPreferAvoidPods_ || !listed->empty();
                        avoidedControllers_[static_cast<size_t>(it->second)] = std::move(*listed);
                    }
        }
    }
    sides_.resize(ws.pods.size());
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        compile(static_cast<int>(i), sides_[i], st);
        anyCarrierTemplate_ = anyCarrierTemplate_ || !sides_[i].asExisting.empty();
        for (const Soft& c : sides_[i].spread) {
            if (topology_.count(c.key))
                continue;
            Topology& t = topology_[c.key];
            std::unordered_map<std::string, int> ids;
            t.domain.resize(st.nodes.size());
            t.present.resize(st.nodes.size());
            for (size_t n = 0; n < st.nodes.size(); ++n) {
                const std::string* v = label(st, static_cast<int>(n), c.key);
                t.present[n] = v != nullptr;
                t.domain[n] = ids.emplace(v ? *v : std::string(), static_cast<int>(ids.size())).first->second;
            }
            t.domains = static_cast<int>(ids.size());
        }
    }
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        const Pod& p = ws.pods[i];
        if (!p.nodeName || p.replicas <= 0 || sides_[i].asExisting.empty())
            continue;
        if (const auto it = st.nodeIndex.find(*p.nodeName); it != st.nodeIndex.end())
            bound(it->second, static_cast<int>(i), p.replicas);
    }
}

void OtherScorer::compile(int tmpl, PodSide& s, const ClusterState& st) const
{
    const Pod& pod = ws_.pods[static_cast<size_t>(tmpl)];
    for (const Toleration& t : pod.tolerations)
        if (t.effect.empty() || t.effect == "PreferNoSchedule")
            s.preferTolerations.push_back(t);
    // NewPreferredSchedulingTerms drops terms of weight 0 and empty ones;
    // the profile's addedAffinity terms score first. 1.16's
    // CalculateNodeAffinityPriorityMap skips weight 0 and matches
    // matchExpressions alone (NodeSelectorRequirementsAsSelector): matchFields
    // are ignored, and no expression is labels.Nothing().
    const bool legacy = v_.legacyScale();
    auto keep = [&s, legacy](const PreferredSchedulingTerm& t) {
        if (legacy) {
            if (t.weight != 0 && !t.preference.matchExpressions.empty()) {
                PreferredSchedulingTerm expressions = t;
                expressions.preference.matchFields.clear();
                s.preferredNode.push_back(std::move(expressions));
            }
            return;
        }
        if (t.weight != 0 && (!t.preference.matchExpressions.empty() || !t.preference.matchFields.empty()))
            s.preferredNode.push_back(t);
    };
    for (const PreferredSchedulingTerm& t : config_.addedPreferred)
        keep(t);
    s.addedPreferredTerms = s.preferredNode.size();
    if (pod.affinity && pod.affinity->nodeAffinity)
        for (const PreferredSchedulingTerm& t : pod.affinity->nodeAffinity->preferredDuringSchedulingIgnoredDuringExecution)
            keep(t);
    for (const Container& c : pod.containers)
        s.images.push_back(normalizedImageName(c.image));
    s.numContainers = static_cast<int64_t>(pod.containers.size());
    if (v_.imageLocalityInitContainers()) {
        for (const Container& c : pod.initContainers)
            s.images.push_back(normalizedImageName(c.image));
        s.numContainers += static_cast<int64_t>(pod.initContainers.size());
    }

    const std::string ns = namespaceOf(pod);
    s.group.ns = ns;
    s.group.labels = pod.labels;
    s.group.nsLabels = st.labelsOfNamespace(ns);

    // PodTopologySpread: the pod's own ScheduleAnyway constraints, else the
    // defaults.
    static const std::vector<std::string> kNoKeys;
    s.ownConstraints = !pod.topologySpreadConstraints.empty();
    const std::vector<TopologySpreadConstraint> listed = podDefaultConstraints(ws_, config_.defaultConstraints, pod);
    s.listDefaulted = !listed.empty();
    const bool policies = v_.spreadInclusionPolicies();
    for (const TopologySpreadConstraint& c : s.ownConstraints ? pod.topologySpreadConstraints : listed) {
        if (c.whenUnsatisfiable != "ScheduleAnyway")
            continue;
        Soft soft;
        soft.key = c.topologyKey;
        soft.maxSkew = c.maxSkew;
        if (!c.labelSelector) {
            soft.countsNothing = true;
        } else if (auto sel = selectorFromSpec(
                       *c.labelSelector, pod.labels, v_.spreadMatchLabelKeys() ? c.matchLabelKeys : kNoKeys)) {
            soft.countsNothing = v_.spreadEmptySelectorCountsNothing() && sel->empty();
            soft.selector = std::move(*sel);
        } else {
            soft.countsNothing = true;
        }
        soft.affinityHonored = !policies || c.nodeAffinityPolicy.value_or("Honor") == "Honor";
        soft.taintsHonored = policies && c.nodeTaintsPolicy.value_or("Ignore") == "Honor";
        s.spread.push_back(std::move(soft));
    }
    if (!s.ownConstraints && config_.systemDefaulting) {
        LabelSelector sel = defaultSpreadSelector(ws_, pod);
        if (!sel.empty()) {
            s.systemDefaulted = true;
            for (const auto& [key, skew] : { std::pair<const char*, int32_t>{ kHostnameKey, 3 }, { kZoneKey, 5 } }) {
                Soft soft;
                soft.key = key;
                soft.maxSkew = skew;
                soft.selector = sel;
                s.spread.push_back(std::move(soft));
            }
        }
    }

    // 1.16: SelectorSpreadPriority's selectors (getSelectors: the Services,
    // ReplicationControllers, ReplicaSets and StatefulSets of the namespace
    // that select the pod; a pod counts when it matches them all, which is
    // matching their labels merged) and NodePreferAvoidPodsPriority's
    // controller.
    if (config_.on(OtherScore::SelectorSpread))
        s.spreadSelector = defaultSpreadSelector(ws_, pod);
    if (config_.on(OtherScore::NodePreferAvoidPods) && pod.owner
        && (pod.owner->kind == "ReplicationController" || pod.owner->kind == "ReplicaSet"))
        s.avoidController = std::make_pair(pod.owner->kind, pod.owner->uid);

    // InterPodAffinity: the pod's preferred terms, and what it scores others
    // with once bound.
    if (pod.affinity) {
        if (const auto& a = pod.affinity->podAffinity) {
            for (const WeightedPodAffinityTerm& t : a->preferredDuringSchedulingIgnoredDuringExecution) {
                s.preferred.push_back({ compileAffinityTerm(t.podAffinityTerm, pod, v_), t.weight, false });
                s.asExisting.push_back({ compileAffinityTerm(t.podAffinityTerm, pod, v_), t.weight, false });
            }
            for (const PodAffinityTerm& t : a->requiredDuringSchedulingIgnoredDuringExecution)
                s.asExisting.push_back({ compileAffinityTerm(t, pod, v_), 0, true });
        }
        if (const auto& a = pod.affinity->podAntiAffinity) {
            for (const WeightedPodAffinityTerm& t : a->preferredDuringSchedulingIgnoredDuringExecution) {
                s.preferred.push_back({ compileAffinityTerm(t.podAffinityTerm, pod, v_), -int64_t{ t.weight }, false });
                s.asExisting.push_back(
                    { compileAffinityTerm(t.podAffinityTerm, pod, v_), -int64_t{ t.weight }, false });
            }
        }
    }
}

const OtherScorer::PodSide& OtherScorer::side(int tmpl) const
{
    return sides_[static_cast<size_t>(tmpl)];
}

void OtherScorer::setIncremental(bool on)
{
    const std::lock_guard<std::mutex> lock(countsMutex_);
    incremental_ = on && config_.on(OtherScore::PodTopologySpread);
    bindLog_.clear();
    spreadCounts_.assign(incremental_ ? ws_.pods.size() : 0, {});
}

void OtherScorer::bound(int node, int tmpl, int64_t delta)
{
    if (incremental_) {
        const std::lock_guard<std::mutex> lock(countsMutex_);
        bindLog_.emplace_back(node, tmpl, delta);
    }
    if (!config_.any() || sides_[static_cast<size_t>(tmpl)].asExisting.empty())
        return;
    auto& list = carriers_[static_cast<size_t>(node)];
    for (auto it = list.begin(); it != list.end(); ++it)
        if (it->first == tmpl) {
            it->second += delta;
            if (it->second <= 0)
                list.erase(it);
            return;
        }
    if (delta > 0)
        list.emplace_back(tmpl, delta);
}

// Whether plugin p can score the pod of side s differently on two nodes.
bool OtherScorer::pluginVaries(OtherScore p, const PodSide& s) const
{
    switch (p) {
    case OtherScore::TaintToleration:
        return anyPreferNoSchedule_;
    case OtherScore::NodeAffinity:
        return !s.preferredNode.empty();
    case OtherScore::PodTopologySpread:
        return !s.spread.empty();
    case OtherScore::ImageLocality:
        return std::any_of(s.images.begin(), s.images.end(), [&](const std::string& img) { return imageNodes_.count(img) > 0; });
    case OtherScore::InterPodAffinity:
        // Pods whose terms score others may be bound before this one.
        return !s.preferred.empty() || anyCarrierTemplate_;
    case OtherScore::SelectorSpread:
        return !s.spreadSelector.empty();
    case OtherScore::NodePreferAvoidPods:
        return s.avoidController.has_value() && anyPreferAvoidPods_;
    }
    return true;
}

// Its weighted score on every node when it does not vary.
int64_t OtherScorer::pluginConstant(OtherScore p, const PodSide& s) const
{
    switch (p) {
    case OtherScore::TaintToleration: // no node has a PreferNoSchedule taint: 0 everywhere, reversed to 100 (1.16: 10)
        return v_.maxNodeScore() * config_.weight[at(p)];
    case OtherScore::SelectorSpread: // no selector: 0 everywhere (the reduce sees no maximum)
        return 0;
    case OtherScore::NodePreferAvoidPods: // no node avoids the pod's controller: 10 everywhere
        return 10 * config_.weight[at(p)];
    case OtherScore::PodTopologySpread: // no soft constraints before 1.28: 0 everywhere, normalised to 100
        return s.spread.empty() && !v_.spreadScoreSkips() ? 100 * config_.weight[at(p)] : 0;
    case OtherScore::NodeAffinity:     // no preferred terms: Skip, or 0 everywhere
    case OtherScore::ImageLocality:    // none of its images on any node: 0
    case OtherScore::InterPodAffinity: // no terms either way: Skip, or 0 everywhere
        return 0;
    }
    return 0;
}

bool OtherScorer::varies(int tmpl) const
{
    const PodSide& s = side(tmpl);
    for (int i = 0; i < kOtherScoreSlots; ++i)
        if (config_.on(static_cast<OtherScore>(i)) && pluginVaries(static_cast<OtherScore>(i), s))
            return true;
    return false;
}

int64_t OtherScorer::constant(int tmpl) const
{
    const PodSide& s = side(tmpl);
    int64_t sum = 0;
    for (int i = 0; i < kOtherScoreSlots; ++i)
        if (config_.on(static_cast<OtherScore>(i)))
            sum += pluginConstant(static_cast<OtherScore>(i), s);
    return sum;
}

std::vector<int64_t> OtherScorer::weightedSums(int tmpl, const ClusterState& st, const std::vector<int>& cand,
    std::vector<double>* perNode) const
{
    std::vector<int64_t> sum(cand.size(), 0);
    if (perNode)
        perNode->assign(cand.size(), 0.0);
    if (!config_.any())
        return sum;
    const PodSide& s = side(tmpl);
    int64_t fixed = 0;
    for (int i = 0; i < kOtherScoreSlots; ++i) {
        const auto p = static_cast<OtherScore>(i);
        if (!config_.on(p))
            continue;
        if (!pluginVaries(p, s)) {
            fixed += pluginConstant(p, s);
            continue;
        }
        OtherPluginScores r = scoreOne(p, tmpl, s, st, cand);
        if (r.skipped)
            continue;
        if (perNode && config_.scoredPerNode(p)) {
            for (size_t j = 0; j < cand.size(); ++j)
                (*perNode)[j] += static_cast<double>(r.score[j]) * static_cast<double>(r.weight);
            continue;
        }
        // Volcano's batch: nodeScore.Score *= int64(weight), Go's int64 (its
        // weights are not bounded); kube-scheduler's weights are.
        for (size_t j = 0; j < cand.size(); ++j)
            sum[j] = goAdd(sum[j], goMul(r.score[j], r.weight));
    }
    for (int64_t& v : sum)
        v += fixed;
    return sum;
}

OtherPluginScores OtherScorer::scoreOne(OtherScore p, int tmpl, const PodSide& s, const ClusterState& st,
    const std::vector<int>& cand) const
{
    OtherPluginScores r;
    switch (p) {
    case OtherScore::TaintToleration:
        r = taints(s, st, cand);
        break;
    case OtherScore::NodeAffinity:
        r = nodeAffinity(s, st, cand);
        break;
    case OtherScore::PodTopologySpread:
        r = spread(tmpl, s, st, cand);
        break;
    case OtherScore::InterPodAffinity:
        r = podAffinity(s, st, cand);
        break;
    case OtherScore::ImageLocality:
        r = images(s, st, cand);
        break;
    case OtherScore::SelectorSpread:
        r = selectorSpread(s, st, cand);
        break;
    case OtherScore::NodePreferAvoidPods:
        r = preferAvoidPods(s, cand);
        break;
    }
    r.plugin = p;
    r.weight = config_.weight[at(p)];
    if (r.skipped) {
        r.score.assign(cand.size(), 0);
        if (r.raw.empty())
            r.raw.assign(cand.size(), 0);
    }
    return r;
}

std::vector<OtherPluginScores> OtherScorer::score(int tmpl, const ClusterState& st, const std::vector<int>& cand) const
{
    std::vector<OtherPluginScores> out;
    if (!config_.any())
        return out;
    const PodSide& s = side(tmpl);
    for (int i = 0; i < kOtherScoreSlots; ++i)
        if (config_.on(static_cast<OtherScore>(i)))
            out.push_back(scoreOne(static_cast<OtherScore>(i), tmpl, s, st, cand));
    return out;
}

std::vector<int64_t> OtherScorer::weightedSum(const std::vector<OtherPluginScores>& scores, size_t candidates)
{
    std::vector<int64_t> sum(candidates, 0);
    for (const OtherPluginScores& r : scores)
        if (!r.skipped)
            for (size_t i = 0; i < candidates; ++i)
                sum[i] += r.score[i] * r.weight;
    return sum;
}

// TaintToleration: the node's PreferNoSchedule taints that none of the pod's
// PreferNoSchedule (or effect-less) tolerations tolerates, fewest best.
OtherPluginScores OtherScorer::taints(const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const
{
    OtherPluginScores r;
    if (!anyPreferNoSchedule_) { // every node counts 0, reversed to the maximum
        r.raw.assign(cand.size(), 0);
        r.score.assign(cand.size(), v_.maxNodeScore());
        return r;
    }
    for (int n : cand) {
        int64_t count = 0;
        for (const Taint& t : st.traits[static_cast<size_t>(n)].taints) {
            if (t.effect != "PreferNoSchedule")
                continue;
            const bool tolerated = std::any_of(s.preferTolerations.begin(), s.preferTolerations.end(),
                [&](const Toleration& tol) { return toleratesTaint(tol, t, v_); });
            count += !tolerated;
        }
        r.raw.push_back(count);
    }
    r.score = r.raw;
    defaultNormalizeScore(v_.maxNodeScore(), true, r.score); // 1.16: NormalizeReduce(10, true)
    return r;
}

// NodeAffinity: Σ weight of the preferred terms the node matches.
OtherPluginScores OtherScorer::nodeAffinity(const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const
{
    OtherPluginScores r;
    // PreScore Skip without preferred terms (1.30+); before, 0 everywhere,
    // which normalises to 0: the same sum.
    // With addedAffinity set, addedPrefSchedTerms is never nil: no Skip.
    r.skipped = s.preferredNode.empty() && !config_.addedAffinity && v_.atLeast(30) && config_.normalizeNodeAffinity;
    if (r.skipped)
        r.notes.push_back(Phrase(BP_TEXT("bp::core", "the pod has no preferred node affinity terms")));
    if (s.addedPreferredTerms > 0)
        r.notes.push_back(Phrase(BP_TEXT("bp::core",
                                     "%n {preferred term comes|preferred terms come} from the profile's addedAffinity"),
            {})
                                     .counted(static_cast<int64_t>(s.addedPreferredTerms)));
    if (s.preferredNode.empty()) // every node sums 0
        r.raw.assign(cand.size(), 0);
    for (size_t k = 0; k < cand.size() && !s.preferredNode.empty(); ++k) {
        const int n = cand[k];
        int64_t sum = 0;
        for (const PreferredSchedulingTerm& t : s.preferredNode) {
            const NodeSelector one{ { t.preference } };
            if (nodeSelectorMatches(one, st.traits[static_cast<size_t>(n)].labels, st.nodeNames[static_cast<size_t>(n)]))
                sum += t.weight;
        }
        r.raw.push_back(sum);
    }
    r.score = r.raw;
    if (config_.normalizeNodeAffinity)
        defaultNormalizeScore(v_.maxNodeScore(), false, r.score); // 1.16: NormalizeReduce(10, false)
    else
        r.notes.push_back(Phrase(BP_TEXT("bp::core",
            "Volcano before 1.15.1 scores NodeAffinity node by node (NodeOrderFn): the sum of the matching terms' "
            "weights, not normalised")));
    return r;
}

// Whether `node` counts for the constraint: nodeAffinityPolicy (the pod's
// nodeSelector and required node affinity) and nodeTaintsPolicy.
bool OtherScorer::included(const Soft& c, int tmpl, const ClusterState& st, int node) const
{
    const Pod& pod = ws_.pods[static_cast<size_t>(tmpl)];
    const auto n = static_cast<size_t>(node);
    if (c.affinityHonored) {
        static const std::optional<NodeSelector> kNone;
        const std::optional<NodeSelector>& required = pod.affinity && pod.affinity->nodeAffinity
            ? pod.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution
            : kNone;
        if (!nodeAffinityFilter(pod.nodeSelector, required, st.traits[n].labels, st.nodeNames[n], v_).ok)
            return false;
    }
    return !c.taintsHonored || firstUntoleratedTaint(st.traits[n].taints, pod.tolerations, v_) == nullptr;
}

// PodTopologySpread (scoring.go): matching pods per domain of each soft
// constraint, weighted by ln(domains + 2), plus maxSkew - 1; fewest best.
OtherPluginScores OtherScorer::spread(int tmpl, const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const
{
    OtherPluginScores r;
    const size_t m = cand.size();
    if (s.spread.empty()) {
        if (v_.spreadScoreSkips()) {
            r.skipped = true;
            r.notes.push_back(s.ownConstraints ? Phrase(BP_TEXT("bp::core", "no ScheduleAnyway constraint of the pod's own"))
                    : s.listDefaulted
                    ? Phrase(BP_TEXT("bp::core",
                          "no ScheduleAnyway constraint among the profile's default constraints (defaultingType: List)"))
                    : !config_.systemDefaulting && config_.defaultConstraints.empty()
                    ? Phrase(BP_TEXT("bp::core", "the profile turns the default spreading off (defaultingType: List)"))
                    : Phrase(BP_TEXT("bp::core", "no default spreading for this pod (no Service or controller selects it)")));
        } else {
            r.raw.assign(m, 0);
            r.score.assign(m, 100);
            r.notes.push_back(s.ownConstraints
                    ? Phrase(BP_TEXT("bp::core",
                          "no ScheduleAnyway constraint of the pod's own: every node scores 0, normalised to 100 "
                          "(before 1.28)"))
                    : Phrase(BP_TEXT("bp::core",
                          "no default spreading for this pod: every node scores 0, normalised to 100 (before 1.28)")));
        }
        return r;
    }
    const bool requireAll = spreadRequiresAll(s);
    const size_t k = s.spread.size();
    // Domains by interned id (topology_), counts in arrays: the scheduler's
    // map from label value to count, without a string compare per node.
    std::vector<char> hostname;
    const std::vector<const Topology*> topo = spreadTopology(s, hostname);
    auto hasAll = [&](int n) {
        return std::all_of(topo.begin(), topo.end(), [&](const Topology* t) { return t->present[static_cast<size_t>(n)] != 0; });
    };
    std::vector<std::vector<int64_t>> counts(k);
    std::vector<std::vector<char>> seen(k);
    std::vector<int64_t> domains(k);
    for (size_t c = 0; c < k; ++c) {
        counts[c].assign(static_cast<size_t>(topo[c]->domains), 0);
        seen[c].assign(static_cast<size_t>(topo[c]->domains), 0);
    }
    r.ignored.assign(m, 0);
    int64_t ignored = 0;
    if (requireAll)
        for (size_t i = 0; i < m; ++i)
            if (!hasAll(cand[i])) {
                r.ignored[i] = 1;
                ++ignored;
            }
    for (size_t c = 0; c < k; ++c) {
        if (hostname[c])
            continue;
        const std::vector<int>& domainOf = topo[c]->domain;
        std::vector<char>& was = seen[c];
        int64_t found = 0;
        for (size_t i = 0; i < m; ++i) {
            if (r.ignored[i])
                continue;
            char& w = was[static_cast<size_t>(domainOf[static_cast<size_t>(cand[i])])];
            found += w ? 0 : 1;
            w = 1;
        }
        domains[c] = found;
    }
    std::vector<double> weight(k);
    for (size_t c = 0; c < k; ++c) {
        const int64_t size = hostname[c] ? static_cast<int64_t>(m) - ignored : domains[c];
        weight[c] = std::log(static_cast<double>(size + 2));
    }
    // Per constraint, per group of the state: does it count the group's pods (-1: not asked yet).
    std::vector<std::vector<signed char>> matches(k, std::vector<signed char>(st.groups.size(), -1));
    // setIncremental: the counts kept from the binds reported (counted over
    // every domain, of which the candidates' are read).
    std::unique_lock<std::mutex> lock(countsMutex_, std::defer_lock);
    std::vector<const SpreadCounts*> kept(k, nullptr);
    if (incremental_) {
        lock.lock();
        kept = keptCounts(tmpl, s, st);
        for (size_t c = 0; c < k; ++c)
            if (!hostname[c])
                for (size_t d = 0; d < counts[c].size(); ++d)
                    counts[c][d] = seen[c][d] ? kept[c]->perDomain[d] : 0;
    } else {
        for (size_t n = 0; n < st.nodes.size(); ++n) {
            if (st.nodes[n].groups.empty())
                continue; // no pods: adds nothing anywhere
            const int node = static_cast<int>(n);
            for (size_t c = 0; c < k; ++c) {
                // Hostname domains are counted on the candidate itself below.
                // A node without matching pods adds nothing, counted or not.
                if (hostname[c] || !seen[c][static_cast<size_t>(topo[c]->domain[n])])
                    continue;
                const int64_t count = countOnNode(s, c, st, node, matches[c]);
                if (count != 0 && countedFor(s, tmpl, c, st, node, requireAll, topo))
                    counts[c][static_cast<size_t>(topo[c]->domain[n])] += count;
            }
        }
    }
    for (size_t c = 0; c < k; ++c) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.6f", weight[c]);
        const std::string domainCount = std::to_string(hostname[c] ? static_cast<int64_t>(m) - ignored : domains[c]);
        r.notes.push_back(s.systemDefaulted
                ? Phrase(BP_TEXT("bp::core", "%1 maxSkew %2 (system default): weight ln(%3 domains + 2) = %4"),
                      { s.spread[c].key, std::to_string(s.spread[c].maxSkew), domainCount, buf })
                : s.listDefaulted
                ? Phrase(BP_TEXT("bp::core",
                             "%1 maxSkew %2 (the profile's default constraint, with the pod's default selector): "
                             "weight ln(%3 domains + 2) = %4"),
                      { s.spread[c].key, std::to_string(s.spread[c].maxSkew), domainCount, buf })
                : Phrase(BP_TEXT("bp::core", "%1 maxSkew %2: weight ln(%3 domains + 2) = %4"),
                      { s.spread[c].key, std::to_string(s.spread[c].maxSkew), domainCount, buf }));
        if (hostname[c] && config_.hostnameCountsNothing)
            r.notes.push_back(Phrase(BP_TEXT("bp::core",
                "Volcano 1.13 to 1.15.0 score in a batch on NodeInfos that hold no pods (SetNode only): the "
                "hostname constraint counts 0 pods on every node")));
    }
    const std::vector<SpreadTerm> terms = spreadTerms(s, topo, hostname, weight, counts, kept, st, matches);
    // Each candidate on its own, on both cores: the loop only reads
    // (spreadTerms settled every per-group answer first).
    r.raw.assign(m, 0);
    parallelFor(m, 1024, [&](size_t begin, size_t end) {
        for (size_t i = begin; i < end; ++i)
            if (!r.ignored[i])
                r.raw[i] = spreadRaw(spreadSum(terms, s, st, cand[i], matches));
    });
    int64_t lo = std::numeric_limits<int64_t>::max(), hi = 0;
    for (size_t i = 0; i < m; ++i)
        if (!r.ignored[i]) {
            lo = std::min(lo, r.raw[i]);
            hi = std::max(hi, r.raw[i]);
        }
    r.score.resize(m);
    parallelFor(m, 1024, [&](size_t begin, size_t end) {
        for (size_t i = begin; i < end; ++i)
            r.score[i] = r.ignored[i] ? 0 : spreadNormalized(r.raw[i], lo, hi);
    });
    return r;
}

// The system defaults from 1.23 keep the nodes without the zone label;
// otherwise a node needs every constraint's key to be scored.
bool OtherScorer::spreadRequiresAll(const PodSide& s) const
{
    return !v_.spreadDefaultsKeepUnlabelledNodes() || s.ownConstraints || !s.systemDefaulted;
}

// Each constraint's topology, and whether its key is the hostname.
std::vector<const OtherScorer::Topology*> OtherScorer::spreadTopology(
    const PodSide& s, std::vector<char>& hostname) const
{
    std::vector<const Topology*> topo(s.spread.size());
    hostname.assign(s.spread.size(), 0);
    for (size_t c = 0; c < s.spread.size(); ++c) {
        topo[c] = &topology_.at(s.spread[c].key);
        hostname[c] = s.spread[c].key == kHostnameKey;
    }
    return topo;
}

// Whether constraint c counts the pods of a group (countPodsMatchSelector).
bool OtherScorer::countsGroup(const PodSide& s, size_t c, const PodGroup& group) const
{
    const Soft& soft = s.spread[c];
    return !soft.countsNothing && group.ns == s.group.ns && soft.selector.matches(group.labels);
}

// Whether `node`'s pods count for constraint c (its domain aside).
bool OtherScorer::countedFor(const PodSide& s, int tmpl, size_t c, const ClusterState& st, int node, bool requireAll,
    const std::vector<const Topology*>& topo) const
{
    const bool policies = v_.spreadInclusionPolicies();
    if (!policies && !included(Soft {}, tmpl, st, node)) // required node affinity only
        return false;
    if (requireAll)
        for (const Topology* t : topo)
            if (!t->present[static_cast<size_t>(node)])
                return false;
    return !policies || included(s.spread[c], tmpl, st, node);
}

// The pods on `node` constraint c counts; `matches` caches the answer per group.
inline int64_t OtherScorer::countOnNode(
    const PodSide& s, size_t c, const ClusterState& st, int node, std::vector<signed char>& matches) const
{
    int64_t count = 0;
    for (const auto& [g, n] : st.nodes[static_cast<size_t>(node)].groups) {
        signed char& hit = matches[static_cast<size_t>(g)];
        if (hit < 0)
            hit = countsGroup(s, c, st.groups[static_cast<size_t>(g)]) ? 1 : 0;
        count += hit ? n : 0;
    }
    return count;
}

std::vector<const OtherScorer::SpreadCounts*> OtherScorer::keptCounts(
    int tmpl, const PodSide& s, const ClusterState& st) const
{
    const size_t k = s.spread.size();
    const bool requireAll = spreadRequiresAll(s);
    std::vector<char> hostnames;
    const std::vector<const Topology*> topos = spreadTopology(s, hostnames);
    std::vector<const SpreadCounts*> kept(k, nullptr);
    auto& perTemplate = spreadCounts_[static_cast<size_t>(tmpl)];
    perTemplate.resize(k);
    for (size_t c = 0; c < k; ++c) {
        const Topology& topo = *topos[c];
        const bool hostname = hostnames[c] != 0;
        SpreadCounts& sc = perTemplate[c];
        auto matchesTemplate = [&](int t) {
            signed char& hit = sc.matchesTmpl[static_cast<size_t>(t)];
            if (hit < 0)
                hit = countsGroup(s, c, sides_[static_cast<size_t>(t)].group) ? 1 : 0;
            return hit != 0;
        };
        auto touch = [&](size_t node) {
            if (sc.perNode[node] > 0 && !sc.inTouched[node]) {
                sc.inTouched[node] = 1;
                sc.touched.push_back(static_cast<int>(node));
            }
        };
        if (sc.built) {
            for (size_t j = sc.logPos; j < bindLog_.size(); ++j) {
                const auto [node, t, delta] = bindLog_[j];
                sc.mutations += 1;
                if (!matchesTemplate(t))
                    continue;
                sc.perNode[static_cast<size_t>(node)] += delta;
                touch(static_cast<size_t>(node));
                if (!hostname && countedFor(s, tmpl, c, st, node, requireAll, topos))
                    sc.perDomain[static_cast<size_t>(topo.domain[static_cast<size_t>(node)])] += delta;
            }
        }
        if (!sc.built || sc.mutations != st.mutations || sc.perNode.size() != st.nodes.size()) {
            sc.built = true;
            sc.mutations = st.mutations;
            sc.matchesTmpl.assign(ws_.pods.size(), -1);
            sc.perNode.assign(st.nodes.size(), 0);
            sc.perDomain.assign(static_cast<size_t>(topo.domains), 0);
            sc.touched.clear();
            sc.inTouched.assign(st.nodes.size(), 0);
            std::vector<signed char> matches(st.groups.size(), -1);
            for (size_t n = 0; n < st.nodes.size(); ++n) {
                sc.perNode[n] = countOnNode(s, c, st, static_cast<int>(n), matches);
                touch(n);
                if (!hostname && sc.perNode[n] != 0
                    && countedFor(s, tmpl, c, st, static_cast<int>(n), requireAll, topos))
                    sc.perDomain[static_cast<size_t>(topo.domain[n])] += sc.perNode[n];
            }
        }
        sc.logPos = bindLog_.size();
        kept[c] = &sc;
    }
    return kept;
}

// A constraint's term, count x weight + (maxSkew - 1), is the same double
// whether computed per domain or per candidate, and the terms are summed in
// the constraints' order: the scores are bit for bit the scheduler's.
std::vector<OtherScorer::SpreadTerm> OtherScorer::spreadTerms(const PodSide& s,
    const std::vector<const Topology*>& topo, const std::vector<char>& hostname, const std::vector<double>& weight,
    const std::vector<std::vector<int64_t>>& counts, const std::vector<const SpreadCounts*>& kept,
    const ClusterState& st, std::vector<std::vector<signed char>>& matches) const
{
    const size_t k = s.spread.size();
    std::vector<SpreadTerm> terms(k);
    for (size_t c = 0; c < k; ++c) {
        SpreadTerm& t = terms[c];
        t.present = &topo[c]->present;
        t.domain = &topo[c]->domain;
        t.weight = weight[c];
        t.skew = static_cast<double>(s.spread[c].maxSkew - 1);
        if (!hostname[c]) {
            t.zone = true;
            t.perDomain.resize(counts[c].size());
            for (size_t d = 0; d < counts[c].size(); ++d)
                t.perDomain[d] = static_cast<double>(counts[c][d]) * t.weight + t.skew;
        } else if (config_.hostnameCountsNothing) {
            t.constant = static_cast<double>(int64_t { 0 }) * t.weight + t.skew;
        } else if (kept[c]) {
            t.perNode = &kept[c]->perNode;
        } else {
            t.counted = true;
            for (size_t g = 0; g < st.groups.size(); ++g)
                if (matches[c][g] < 0)
                    matches[c][g] = countsGroup(s, c, st.groups[g]) ? 1 : 0;
        }
    }
    return terms;
}

inline double OtherScorer::spreadSum(const std::vector<SpreadTerm>& terms, const PodSide& s, const ClusterState& st,
    int node, std::vector<std::vector<signed char>>& matches) const
{
    double score = 0;
    const auto n = static_cast<size_t>(node);
    for (size_t c = 0; c < terms.size(); ++c) {
        const SpreadTerm& t = terms[c];
        if (!(*t.present)[n])
            continue;
        if (t.zone)
            score += t.perDomain[static_cast<size_t>((*t.domain)[n])];
        else if (t.perNode)
            score += static_cast<double>((*t.perNode)[n]) * t.weight + t.skew;
        else if (t.counted)
            score += static_cast<double>(countOnNode(s, c, st, node, matches[c])) * t.weight + t.skew;
        else
            score += t.constant;
    }
    return score;
}

inline int64_t OtherScorer::spreadRaw(double sum) const
{
    return v_.spreadScoreRounds() ? roundNonNegative(sum) : static_cast<int64_t>(sum);
}

const SpreadClasses* OtherScorer::spreadClasses(int tmpl) const
{
    if (!incremental_ || config_.volcano || config_.hostnameCountsNothing)
        return nullptr;
    const PodSide& s = side(tmpl);
    if (s.spread.empty())
        return nullptr;
    for (int i = 0; i < kOtherScoreSlots; ++i) {
        const auto p = static_cast<OtherScore>(i);
        if (p != OtherScore::PodTopologySpread && config_.on(p) && pluginVaries(p, s))
            return nullptr;
    }
    std::string key;
    for (const Soft& c : s.spread)
        key += c.key + '\n';
    const std::lock_guard<std::mutex> lock(countsMutex_);
    auto it = classes_.find(key);
    if (it == classes_.end()) {
        // A node's class: per constraint, whether it has the key and, but
        // for hostname, its domain.
        auto cls = std::make_unique<SpreadClasses>();
        static std::atomic<uint64_t> ids { 0 };
        cls->id = ++ids;
        std::vector<char> hostname;
        const std::vector<const Topology*> topo = spreadTopology(s, hostname);
        const size_t n = topo.front()->present.size();
        cls->classOf.resize(n);
        cls->posInClass.resize(n);
        std::map<std::vector<int>, int> byKey;
        std::vector<int> nodeKey;
        for (size_t i = 0; i < n && cls; ++i) {
            nodeKey.clear();
            for (size_t c = 0; c < topo.size(); ++c) {
                nodeKey.push_back(topo[c]->present[i]);
                nodeKey.push_back(hostname[c] ? 0 : topo[c]->domain[i]);
            }
            const auto [at, added] = byKey.emplace(nodeKey, static_cast<int>(byKey.size()));
            if (added && byKey.size() > 64) {
                cls.reset(); // too many: the lane would not pay
                break;
            }
            if (added)
                cls->members.emplace_back();
            auto& members = cls->members[static_cast<size_t>(at->second)];
            cls->classOf[i] = at->second;
            cls->posInClass[i] = static_cast<int>(members.size());
            members.push_back(static_cast<int>(i));
        }
        it = classes_.emplace(key, std::move(cls)).first;
    }
    return it->second.get();
}

const std::vector<int>& OtherScorer::spreadTouched(int tmpl, const ClusterState& st) const
{
    const PodSide& s = side(tmpl);
    const std::lock_guard<std::mutex> lock(countsMutex_);
    const std::vector<const SpreadCounts*> kept = keptCounts(tmpl, s, st);
    touchedScratch_.clear();
    size_t lists = 0;
    for (size_t c = 0; c < s.spread.size(); ++c)
        if (s.spread[c].key == kHostnameKey) {
            touchedScratch_.insert(touchedScratch_.end(), kept[c]->touched.begin(), kept[c]->touched.end());
            ++lists;
        }
    if (lists > 1) {
        std::sort(touchedScratch_.begin(), touchedScratch_.end());
        touchedScratch_.erase(std::unique(touchedScratch_.begin(), touchedScratch_.end()), touchedScratch_.end());
    }
    return touchedScratch_;
}

// spread() and weightedSums() for the whole feasible set at once, from the
// classes: the same candidates, ignored nodes, domain counts, weights,
// terms, minimum and maximum, each node's score reckoned as spread() does.
void OtherScorer::laneSums(int tmpl, const SpreadClasses& cls, const ClusterState& st,
    const std::vector<int64_t>& feasible, const std::vector<int>& touched, std::vector<int64_t>& perClass,
    std::vector<int64_t>& perTouched) const
{
    const PodSide& s = side(tmpl);
    const bool requireAll = spreadRequiresAll(s);
    const size_t k = s.spread.size();
    const size_t numClasses = cls.members.size();
    std::vector<char> hostname;
    const std::vector<const Topology*> topo = spreadTopology(s, hostname);
    // A class's representative node: every member shares its keys and domains.
    auto rep = [&](size_t K) { return static_cast<size_t>(cls.members[K].front()); };
    std::vector<char> ignoredClass(numClasses, 0);
    int64_t m = 0, ignored = 0;
    for (size_t K = 0; K < numClasses; ++K) {
        if (requireAll)
            for (size_t c = 0; c < k; ++c)
                ignoredClass[K] = ignoredClass[K] || !topo[c]->present[rep(K)];
        m += feasible[K];
        ignored += ignoredClass[K] ? feasible[K] : 0;
    }
    std::vector<double> weight(k);
    std::vector<std::vector<int64_t>> counts(k);
    for (size_t c = 0; c < k; ++c) {
        int64_t size = static_cast<int64_t>(m) - ignored;
        if (!hostname[c]) {
            std::vector<char> seen(static_cast<size_t>(topo[c]->domains), 0);
            size = 0;
            for (size_t K = 0; K < numClasses; ++K)
                if (feasible[K] > 0 && !ignoredClass[K]) {
                    char& w = seen[static_cast<size_t>(topo[c]->domain[rep(K)])];
                    size += w ? 0 : 1;
                    w = 1;
                }
        }
        weight[c] = std::log(static_cast<double>(size + 2));
    }
    std::vector<std::vector<signed char>> matches(k, std::vector<signed char>(st.groups.size(), -1));
    const std::lock_guard<std::mutex> lock(countsMutex_);
    const std::vector<const SpreadCounts*> kept = keptCounts(tmpl, s, st);
    for (size_t c = 0; c < k; ++c)
        if (!hostname[c])
            counts[c] = kept[c]->perDomain; // read for the candidates' domains only, all seen
    const std::vector<SpreadTerm> terms = spreadTerms(s, topo, hostname, weight, counts, kept, st, matches);

    // Each class's nodes without matching pods by hostname: a member with
    // none scores for all of them.
    std::vector<int64_t> untouched(feasible);
    for (int n : touched)
        untouched[static_cast<size_t>(cls.classOf[static_cast<size_t>(n)])] -= 1;
    auto countsNone = [&](int n) {
        for (size_t c = 0; c < k; ++c)
            if (hostname[c] && kept[c]->perNode[static_cast<size_t>(n)] != 0)
                return false;
        return true;
    };
    std::vector<int64_t> rawClass(numClasses, -1), rawTouched(touched.size(), -1);
    int64_t lo = std::numeric_limits<int64_t>::max(), hi = 0;
    auto span = [&](int64_t raw) {
        lo = std::min(lo, raw);
        hi = std::max(hi, raw);
    };
    for (size_t K = 0; K < numClasses; ++K) {
        if (untouched[K] <= 0 || ignoredClass[K])
            continue;
        const auto& members = cls.members[K];
        const auto it = std::find_if(members.begin(), members.end(), countsNone);
        rawClass[K] = spreadRaw(spreadSum(terms, s, st, *it, matches));
        span(rawClass[K]);
    }
    for (size_t j = 0; j < touched.size(); ++j) {
        if (ignoredClass[static_cast<size_t>(cls.classOf[static_cast<size_t>(touched[j])])])
            continue;
        rawTouched[j] = spreadRaw(spreadSum(terms, s, st, touched[j], matches));
        span(rawTouched[j]);
    }
    // weightedSums(): the constant plugins' sum, plus PodTopologySpread's
    // weighted score (0 on an ignored node).
    int64_t fixed = 0;
    for (int i = 0; i < kOtherScoreSlots; ++i) {
        const auto p = static_cast<OtherScore>(i);
        if (p != OtherScore::PodTopologySpread && config_.on(p))
            fixed += pluginConstant(p, s);
    }
    const int64_t w = config_.weight[at(OtherScore::PodTopologySpread)];
    auto sum = [&](int64_t raw) {
        const int64_t score = raw < 0 ? 0 : spreadNormalized(raw, lo, hi);
        return goAdd(0, goMul(score, w)) + fixed;
    };
    perClass.resize(numClasses);
    for (size_t K = 0; K < numClasses; ++K)
        perClass[K] = sum(rawClass[K]);
    perTouched.resize(touched.size());
    for (size_t j = 0; j < touched.size(); ++j)
        perTouched[j] = sum(rawTouched[j]);
}

// InterPodAffinity (scoring.go): per topology pair, the weights of the
// pod's preferred terms its pods match, and of the existing pods' terms that
// match the pod; min-max normalised.
OtherPluginScores OtherScorer::podAffinity(const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const
{
    OtherPluginScores r;
    const size_t m = cand.size();
    if (config_.ignorePreferredTermsOfExistingPods && s.preferred.empty()) {
        r.skipped = true;
        r.notes.push_back(
            Phrase(BP_TEXT("bp::core", "ignorePreferredTermsOfExistingPods is set and the pod has no preferred terms")));
        return r;
    }
    std::map<std::string, std::map<std::string, int64_t>> topo;
    auto add = [&](const std::string& key, int node, int64_t w) {
        if (const std::string* v = label(st, node, key))
            topo[key][*v] += w;
    };
    for (size_t n = 0; n < st.nodes.size(); ++n) {
        const int node = static_cast<int>(n);
        if (!s.preferred.empty())
            for (const auto& [g, count] : st.nodes[n].groups)
                for (const WeightedTerm& t : s.preferred)
                    if (t.term.matches(st.groups[static_cast<size_t>(g)]))
                        add(t.term.topologyKey, node, t.weight * count);
        if (n < carriers_.size())
            for (const auto& [other, count] : carriers_[n])
                for (const WeightedTerm& t : side(other).asExisting) {
                    const int64_t w = t.hard ? config_.hardPodAffinityWeight : t.weight;
                    if (w != 0 && t.term.matches(s.group))
                        add(t.term.topologyKey, node, w * count);
                }
    }
    if (topo.empty()) {
        // 1.28+: PreScore Skip; before, 0 everywhere, left as it is.
        r.skipped = v_.atLeast(28);
        r.raw.assign(m, 0);
        r.score.assign(m, 0);
        r.notes.push_back(Phrase(BP_TEXT("bp::core",
            "no topology pair counted (no preferred term of the pod matches a pod, no pod's term matches it)")));
        return r;
    }
    for (int n : cand) {
        int64_t sum = 0;
        for (const auto& [key, values] : topo)
            if (const std::string* v = label(st, n, key))
                if (const auto it = values.find(*v); it != values.end())
                    sum += it->second;
        r.raw.push_back(sum);
    }
    // 1.16 starts both at 0 (a lone positive count scores 10, a node at 0
    // above one with a negative count more than 0); 1.22+ at the extremes.
    const bool legacy = v_.legacyScale();
    int64_t lo = legacy ? 0 : std::numeric_limits<int64_t>::max();
    int64_t hi = legacy ? 0 : std::numeric_limits<int64_t>::min();
    for (int64_t v : r.raw) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    const int64_t diff = m ? hi - lo : 0;
    for (int64_t v : r.raw) {
        double f = 0;
        if (diff > 0)
            f = static_cast<double>(v_.maxNodeScore()) * (static_cast<double>(v - lo) / static_cast<double>(diff));
        r.score.push_back(static_cast<int64_t>(f));
    }
    return r;
}

// ImageLocality: the sizes of the pod's images the node has, each scaled by
// the share of nodes that have it, clamped and scaled to 0..100.
OtherPluginScores OtherScorer::images(const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const
{
    OtherPluginScores r;
    const auto total = static_cast<double>(st.nodes.size());
    // 1.16: one maxThreshold for the pod, whatever its containers.
    const int64_t maxThreshold = kMaxContainerThreshold * (v_.legacyScale() ? 1 : s.numContainers);
    if (!pluginVaries(OtherScore::ImageLocality, s)) { // none of its images on any node: 0, scaled to 0
        r.raw.assign(cand.size(), 0);
        r.score.assign(cand.size(), 0);
        return r;
    }
    for (int n : cand) {
        int64_t sum = 0;
        const auto& have = nodeImages_[static_cast<size_t>(n)];
        for (const std::string& img : s.images)
            if (const auto it = have.find(img); it != have.end())
                sum += static_cast<int64_t>(
                    static_cast<double>(it->second) * (static_cast<double>(imageNodes_.at(img)) / total));
        r.raw.push_back(sum);
        if (sum < kMinImageThreshold)
            sum = kMinImageThreshold;
        else if (sum > maxThreshold)
            sum = maxThreshold;
        r.score.push_back(v_.maxNodeScore() * (sum - kMinImageThreshold) / (maxThreshold - kMinImageThreshold));
    }
    return r;
}

// 1.16 SelectorSpreadPriority (selector_spreading.go): the pods on the node
// of the pod's namespace its selectors all match; the reduce, over the
// candidates, blends the node's share with its zone's (zoneWeighting 2/3)
// in float64 and truncates.
OtherPluginScores OtherScorer::selectorSpread(
    const PodSide& s, const ClusterState& st, const std::vector<int>& cand) const
{
    OtherPluginScores r;
    const size_t m = cand.size();
    r.raw.assign(m, 0);
    if (s.spreadSelector.empty())
        r.notes.push_back(Phrase(BP_TEXT("bp::core",
            "no Service, ReplicationController, ReplicaSet or StatefulSet selects the pod: every node counts 0")));
    else
        for (size_t k = 0; k < m; ++k)
            for (const auto& [g, count] : st.nodes[static_cast<size_t>(cand[k])].groups) {
                const PodGroup& group = st.groups[static_cast<size_t>(g)];
                if (group.ns == s.group.ns && s.spreadSelector.matches(group.labels))
                    r.raw[k] += count;
            }
    // countsByZone over the candidates with a zone key; a zone no candidate
    // is in counts 0, below any maximum, as the scheduler's missing entry.
    int64_t maxNode = 0;
    bool haveZones = false;
    std::vector<int64_t> byZone(static_cast<size_t>(legacyZones_), 0);
    for (size_t k = 0; k < m; ++k) {
        maxNode = std::max(maxNode, r.raw[k]);
        if (const int z = legacyZone_[static_cast<size_t>(cand[k])]; z >= 0) {
            haveZones = true;
            byZone[static_cast<size_t>(z)] += r.raw[k];
        }
    }
    int64_t maxZone = 0;
    for (int64_t count : byZone)
        maxZone = std::max(maxZone, count);
    constexpr double kMax = 10.0;
    constexpr double kZoneWeighting = 2.0 / 3.0;
    for (size_t k = 0; k < m; ++k) {
        double f = kMax;
        if (maxNode > 0)
            f = kMax * (static_cast<double>(maxNode - r.raw[k]) / static_cast<double>(maxNode));
        if (const int z = legacyZone_[static_cast<size_t>(cand[k])]; haveZones && z >= 0) {
            double zoneScore = kMax;
            if (maxZone > 0)
                zoneScore = kMax
                    * (static_cast<double>(maxZone - byZone[static_cast<size_t>(z)]) / static_cast<double>(maxZone));
            f = (f * (1.0 - kZoneWeighting)) + (kZoneWeighting * zoneScore);
        }
        r.score.push_back(static_cast<int64_t>(f));
    }
    if (haveZones)
        r.notes.push_back(Phrase(BP_TEXT("bp::core",
            "nodes with a failure-domain.beta.kubernetes.io zone or region score 1/3 by their own pods and 2/3 by "
            "their zone's, in float64, truncated")));
    return r;
}

// 1.16 NodePreferAvoidPodsPriority: 0 on a node whose preferAvoidPods
// annotation lists the pod's ReplicationController or ReplicaSet (kind and
// uid), else 10.
OtherPluginScores OtherScorer::preferAvoidPods(const PodSide& s, const std::vector<int>& cand) const
{
    OtherPluginScores r;
    if (s.avoidController && s.avoidController->second.empty() && anyPreferAvoidPods_)
        r.notes.push_back(
            Phrase(BP_TEXT("bp::core",
                       "the pod's %1 has no uid in the workspace, so no node's preferAvoidPods annotation can name it"),
                { s.avoidController->first }));
    for (int n : cand) {
        bool avoided = false;
        if (s.avoidController && !s.avoidController->second.empty()
            && static_cast<size_t>(n) < avoidedControllers_.size())
            for (const auto& c : avoidedControllers_[static_cast<size_t>(n)])
                avoided = avoided || c == *s.avoidController;
        r.raw.push_back(avoided ? 0 : 10);
    }
    r.score = r.raw;
    return r;
}

} // namespace bp
