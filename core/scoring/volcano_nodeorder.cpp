// SPDX-License-Identifier: GPL-3.0-or-later
// Volcano's nodeorder plugin (pkg/scheduler/plugins/nodeorder/nodeorder.go,
// v1.8 to v1.15.1), its resource part: the NodeResourcesFit (LeastAllocated
// cpu:50 memory:50, MostAllocated cpu:1 memory:1) and
// NodeResourcesBalancedAllocation (cpu, memory, nvidia.com/gpu) plugins it
// builds from the Kubernetes release its go.mod pins, and how their scores
// join binpack's. The wrapped default plugins (NodeAffinity, InterPodAffinity,
// TaintToleration, PodTopologySpread, ImageLocality) are scored by
// default_scores.cpp. docs/volcano-nodeorder.md has the sources.
#include "scoring/profile_scorer.h"
#include "util/go_int.h"

namespace bp {

namespace {

// The kube-scheduler profile that scores like one of nodeorder's plugins:
// the release Volcano links, one plugin, these resources.
Profile linkedProfile(KubeVersion linked, const char* strategy, std::vector<ResourceSpec> resources, bool balanced)
{
    Profile k;
    k.name = "nodeorder";
    k.scheduler = SchedulerKind::KubeScheduler;
    k.kubernetesVersion = linked.toString();
    k.kubernetesVersionSet = true;
    k.pluginsSet = true;
    k.binpackEnabled = false;
    k.nodeorderEnabled = false;
    if (balanced) {
        k.balanced = PluginEntry{ true, 1, true };
        k.balancedArgsSet = true;
        k.balancedArgs.resources = std::move(resources);
    } else {
        k.fit = PluginEntry{ true, 1, true };
        k.fitArgsSet = true;
        ScoringStrategy s;
        s.type = strategy;
        s.resources = std::move(resources);
        k.fitArgs.scoringStrategy = s;
    }
    return k;
}

} // namespace

void ProfileScorer::setUpNodeOrder(ResourceTable& table)
{
    nodeorder_.enabled = profile_.nodeorderEnabled;
    if (!nodeorder_.enabled)
        return;
    nodeorder_.weights = nodeOrderWeights(profile_.nodeorderArguments);
    nodeorder_.unified = version_.volcanoUnifiedNodeOrder();
    const KubeVersion linked = version_.filterRelease();
    const NodeOrderWeights& w = nodeorder_.weights;
    auto make = [&](const Profile& k) {
        auto s = std::make_shared<ProfileScorer>(k, table);
        needSize_ = std::max(needSize_, s->needSize_);
        return std::shared_ptr<const ProfileScorer>(std::move(s));
    };
    // InitPlugin builds a plugin only for a weight other than 0.
    if (w.leastRequested != 0)
        least_ = make(linkedProfile(linked, "LeastAllocated", { { "cpu", 50, true }, { "memory", 50, true } }, false));
    if (w.mostRequested != 0)
        most_ = make(linkedProfile(linked, "MostAllocated", { { "cpu", 1, true }, { "memory", 1, true } }, false));
    if (w.balancedResource != 0)
        balancedK8s_ = make(linkedProfile(
            linked, "", { { "cpu", 1, true }, { "memory", 1, true }, { "nvidia.com/gpu", 1, true } }, true));
}

VolcanoParts ProfileScorer::volcanoParts(const Prepared& pod, const NodeState& node, NodeOrderScores* scores) const
{
    VolcanoParts v;
    const PodDemand& d = *pod.demand;
    if (binpack_.enabled)
        v.binpack = binpackScore(d, node);
    if (!nodeorder_.enabled)
        return v;
    // Node by node: nodeScore += float64(score) * float64(weight). In the
    // batch: nodeScore.Score *= int64(weight) (Go's int64 wraps), then float64.
    auto add = [&](int64_t score, int64_t weight) {
        if (nodeorder_.unified)
            v.batch += static_cast<double>(goMul(score, weight));
        else
            v.perNode += static_cast<double>(score) * static_cast<double>(weight);
    };
    const NodeOrderWeights& w = nodeorder_.weights;
    if (least_) {
        const int64_t s = least_->fitScore(d, node);
        add(s, w.leastRequested);
        if (scores)
            scores->least = s;
    }
    if (most_) {
        const int64_t s = most_->fitScore(d, node);
        add(s, w.mostRequested);
        if (scores)
            scores->most = s;
    }
    // PreScore's Skip (batch), or Score's own best-effort check without a
    // PreScore state (node by node): both leave 0.
    if (balancedK8s_ && !pod.balancedSkip) {
        const int64_t s = balancedK8s_->balancedScore(d, node);
        add(s, w.balancedResource);
        if (scores)
            scores->balanced = s;
    }
    return v;
}

} // namespace bp
