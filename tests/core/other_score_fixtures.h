// SPDX-License-Identifier: GPL-3.0-or-later
// The default profile's other score plugins as the tests read them: one
// plugin's normalised scores for the pod "p" on the nodes that pass the
// filters; and the release each configuration version is exported at.
#pragma once

#include "io/config_format.h"
#include "placement_fixtures.h"
#include "scoring/report.h"
#include "sim_fixtures.h"

#include <QString>
#include <QStringList>
#include <QTest>
#include <QtGlobal>

namespace simfx {

// "44/66/77/100", or "skip" when PreScore returns Skip.
inline QString scoresText(const bp::OtherPluginScores& o)
{
    if (o.skipped)
        return "skip";
    QStringList out;
    for (int64_t s : o.score)
        out << QString::number(s);
    return out.join('/');
}

// The same for one plugin alone; `notes` (if given)
// receives the plugin's notes, one per line. The profile must score with
// exactly one of the plugins.
inline QString otherScores(const bp::Workspace& ws, const bp::Profile& profile, QString* notes = nullptr)
{
    const bp::ScoringScene sc = bp::buildScoringScene(ws, profile, std::string("p"));
    if (sc.otherScores.size() != 1)
        qFatal("expected one plugin, got %zu", sc.otherScores.size());
    const bp::OtherPluginScores& o = sc.otherScores.front();
    if (notes) {
        QStringList lines;
        for (const bp::Phrase& n : o.notes)
            lines << QString::fromStdString(n.english());
        *notes = lines.join('\n');
    }
    return scoresText(o);
}

// A release each KubeSchedulerConfiguration version serves, for exporting a
// profile in every version: v1 1.36, v1beta3 1.28, v1beta2 1.24, v1beta1 1.22.
inline const char* releaseServing(bp::ConfigFormat f)
{
    switch (f) {
    case bp::ConfigFormat::KubeV1:
        return "1.36";
    case bp::ConfigFormat::KubeV1beta3:
        return "1.28";
    case bp::ConfigFormat::KubeV1beta2:
        return "1.24";
    default:
        return "1.22";
    }
}

} // namespace simfx

// The pods, nodes and terms upstream's score tables are made of
// (test_default_scores, test_legacy_priorities).
namespace otherfx {

using namespace bp;
using simfx::labelledNode;
using simfx::labels;
using simfx::res;

// The pending pod "p" (100m cpu; `labels` "k=v,...").
inline Pod pending(const QString& podLabels = {})
{
    Pod p = simfx::pod("p", res({ { "cpu", "100m" } }));
    p.labels = labels(podLabels);
    return p;
}

// A pod bound to `node` that requests nothing.
inline Pod boundPod(const std::string& name, const std::string& node, const QString& podLabels = {})
{
    Pod p = simfx::pod(name, res({}), 1, node);
    p.labels = labels(podLabels);
    return p;
}

// A node the pod "p" does not fit (no cpu): upstream's failedNodes, which
// PreScore still counts pods on but nobody scores.
inline Node failedNode(const std::string& name, const QString& nodeLabels)
{
    Node n = simfx::node(name, res({ { "cpu", "0" } }));
    n.labels = labels(nodeLabels);
    return n;
}

inline QString scores(const Workspace& ws, const Profile& profile)
{
    return simfx::otherScores(ws, profile);
}

inline Toleration toleration(
    const std::string& key, const std::string& op, const std::string& value, const std::string& effect)
{
    Toleration t;
    t.key = key;
    t.op = op;
    t.value = value;
    t.effect = effect;
    return t;
}

inline Node taintedNode(const std::string& name, std::vector<Taint> taints)
{
    Node n = labelledNode(name, {});
    n.taints = std::move(taints);
    return n;
}

inline NodeSelectorRequirement req(const std::string& key, const std::string& op, std::vector<std::string> values)
{
    NodeSelectorRequirement r;
    r.key = key;
    r.op = op;
    r.values = std::move(values);
    return r;
}

inline PreferredSchedulingTerm preferred(int32_t weight, std::vector<NodeSelectorRequirement> expressions)
{
    PreferredSchedulingTerm t;
    t.weight = weight;
    t.preference.matchExpressions = std::move(expressions);
    return t;
}

inline void preferNodes(Pod& p, std::vector<PreferredSchedulingTerm> terms)
{
    if (!p.affinity)
        p.affinity = Affinity {};
    p.affinity->nodeAffinity = NodeAffinity {};
    p.affinity->nodeAffinity->preferredDuringSchedulingIgnoredDuringExecution = std::move(terms);
}

inline LabelSelectorSpec exists(const std::string& key)
{
    return simfx::existsSelector(key);
}

inline TopologySpreadConstraint soft(int32_t maxSkew, const std::string& key, std::optional<LabelSelectorSpec> selector)
{
    return simfx::spreadConstraint(maxSkew, key, std::move(selector), "ScheduleAnyway");
}

// Bound pods "node-a:foo node-a:foo+bar ..." (labels joined by '+').
inline void addBound(Workspace& ws, const QString& spec)
{
    int i = 0;
    for (const QString& one : spec.split(' ', Qt::SkipEmptyParts)) {
        const QStringList parts = one.split(':');
        ws.pods.push_back(
            boundPod("e" + std::to_string(i++), parts[0].toStdString(), parts.value(1).split('+').join(',')));
    }
}

inline LabelSelectorRequirement labelReq(const std::string& key, const std::string& op, std::vector<std::string> values)
{
    LabelSelectorRequirement r;
    r.key = key;
    r.op = op;
    r.values = std::move(values);
    return r;
}

inline WeightedPodAffinityTerm weightedTerm(
    int32_t weight, std::vector<LabelSelectorRequirement> expressions, const std::string& topologyKey)
{
    WeightedPodAffinityTerm t;
    t.weight = weight;
    LabelSelectorSpec s;
    s.matchExpressions = std::move(expressions);
    t.podAffinityTerm.labelSelector = s;
    t.podAffinityTerm.topologyKey = topologyKey;
    return t;
}

// One preferred term on `security In (value)` by `topologyKey`; anti:
// podAntiAffinity. interpodaffinity/scoring_test.go's affinities are made of them.
inline Affinity prefer(bool anti, int32_t weight, const std::string& value, const std::string& topologyKey)
{
    Affinity a;
    std::optional<PodAffinity>& side = anti ? a.podAntiAffinity : a.podAffinity;
    side = PodAffinity {};
    side->preferredDuringSchedulingIgnoredDuringExecution
        = { weightedTerm(weight, { labelReq("security", "In", { value }) }, topologyKey) };
    return a;
}
inline Affinity stayWithS1InRegion()
{
    return prefer(false, 5, "S1", "region");
}
inline Affinity stayWithS2InRegion()
{
    return prefer(false, 6, "S2", "region");
}
inline Affinity awayFromS1InAz()
{
    return prefer(true, 5, "S1", "az");
}
inline Affinity awayFromS2InAz()
{
    return prefer(true, 5, "S2", "az");
}
inline Affinity stayWithS1InRegionAwayFromS2InAz()
{
    Affinity a = prefer(false, 8, "S1", "region");
    a.podAntiAffinity = awayFromS2InAz().podAntiAffinity;
    return a;
}
inline Affinity hardAffinity()
{
    Affinity a;
    a.podAffinity = PodAffinity {};
    PodAffinityTerm t1;
    LabelSelectorSpec s1;
    s1.matchExpressions = { labelReq("security", "In", { "S1", "value2" }) };
    t1.labelSelector = s1;
    t1.topologyKey = "region";
    PodAffinityTerm t2;
    LabelSelectorSpec s2;
    s2.matchExpressions = { labelReq("security", "Exists", {}), labelReq("wrongkey", "DoesNotExist", {}) };
    t2.labelSelector = s2;
    t2.topologyKey = "region";
    a.podAffinity->requiredDuringSchedulingIgnoredDuringExecution = { t1, t2 };
    return a;
}

inline Pod withAffinity(Pod p, std::optional<Affinity> a)
{
    p.affinity = std::move(a);
    return p;
}

inline Container imageContainer(const std::string& image)
{
    Container c = simfx::container("", res({}));
    c.image = image;
    return c;
}

inline Node imageNode(const std::string& name, std::vector<std::pair<std::vector<std::string>, int64_t>> images)
{
    Node n = labelledNode(name, {});
    for (auto& [names, mb] : images) {
        ContainerImage img;
        img.names = names;
        img.sizeBytes = mb * 1024 * 1024;
        n.images.push_back(img);
    }
    return n;
}

// TestTaintAndToleration (1.16, priorities/taint_toleration_test.go) and
// TestTaintTolerationScore (1.22+, tainttoleration/taint_toleration_test.go):
// the same five cases, scored on 0..maxScore. Columns: tolerations
// "key=value:effect;...", taints per node ('|' between nodes), want.
inline void addTaintTolerationRows(int maxScore)
{
    QTest::addColumn<QString>("tolerations");
    QTest::addColumn<QString>("taints");
    QTest::addColumn<QString>("want");
    const auto want = [maxScore](std::initializer_list<int> tenths) {
        QStringList out;
        for (int v : tenths)
            out << QString::number(v * maxScore / 10);
        return out.join('/');
    };
    QTest::newRow("node with taints tolerated by the pod, gets a higher score than those node with "
                  "intolerable taints")
        << "foo=bar:PreferNoSchedule"
        << "foo=bar:PreferNoSchedule|foo=blah:PreferNoSchedule" << want({ 10, 0 });
    QTest::newRow("the nodes that all of their taints are tolerated by the pod, get the same score, no matter "
                  "how many tolerable taints a node has")
        << "cpu-type=arm64:PreferNoSchedule;disk-type=ssd:PreferNoSchedule"
        << "|cpu-type=arm64:PreferNoSchedule|cpu-type=arm64:PreferNoSchedule;disk-type=ssd:PreferNoSchedule"
        << want({ 10, 10, 10 });
    QTest::newRow("the more intolerable taints a node has, the lower score it gets.")
        << "foo=bar:PreferNoSchedule"
        << "|cpu-type=arm64:PreferNoSchedule|cpu-type=arm64:PreferNoSchedule;disk-type=ssd:PreferNoSchedule"
        << want({ 10, 5, 0 });
    QTest::newRow("only taints and tolerations that have effect PreferNoSchedule are checked by "
                  "taints-tolerations priority function")
        << "cpu-type=arm64:NoSchedule;disk-type=ssd:NoSchedule"
        << "|cpu-type=arm64:NoSchedule|cpu-type=arm64:PreferNoSchedule;disk-type=ssd:PreferNoSchedule"
        << want({ 10, 10, 0 });
    QTest::newRow("Default behaviour No taints and tolerations, lands on node with no taints")
        << ""
        << "|cpu-type=arm64:PreferNoSchedule" << want({ 10, 0 });
}

// The workspace of one such row: nodes node0.. with their taints, and the
// pending pod "p" with its tolerations ("key>value" is the Gt operator).
inline Workspace taintTolerationCase(const QString& tolerations, const QString& taints)
{
    Workspace ws;
    int i = 0;
    for (const QString& nodeTaints : taints.split('|')) {
        std::vector<Taint> list;
        for (const QString& t : nodeTaints.split(';', Qt::SkipEmptyParts)) {
            const QStringList kv = t.split(':');
            Taint taint;
            taint.key = kv[0].section('=', 0, 0).toStdString();
            taint.value = kv[0].section('=', 1).toStdString();
            taint.effect = kv[1].toStdString();
            list.push_back(taint);
        }
        ws.nodes.push_back(taintedNode("node" + std::to_string(i++), list));
    }
    Pod p = pending();
    for (const QString& t : tolerations.split(';', Qt::SkipEmptyParts)) {
        const QStringList kv = t.split(':');
        if (kv[0].contains('>'))
            p.tolerations.push_back(toleration(kv[0].section('>', 0, 0).toStdString(), "Gt",
                kv[0].section('>', 1).toStdString(), kv[1].toStdString()));
        else
            p.tolerations.push_back(toleration(kv[0].section('=', 0, 0).toStdString(), "Equal",
                kv[0].section('=', 1).toStdString(), kv[1].toStdString()));
    }
    ws.pods.push_back(p);
    return ws;
}

// interpodaffinity/scoring_test.go's and 1.16's interpod_affinity_test.go's
// clusters: nodes with labels, pods bound to them (labels, affinity,
// namespace), then the pod to score.
struct ExistingPod {
    std::string node;
    QString labels;
    std::optional<Affinity> affinity;
    std::string ns;
};
inline Workspace affinityCase(
    const std::vector<std::pair<std::string, QString>>& nodes, const std::vector<ExistingPod>& existing, const Pod& p)
{
    Workspace ws;
    for (const auto& [name, l] : nodes)
        ws.nodes.push_back(labelledNode(name, l));
    int i = 0;
    for (const ExistingPod& e : existing) {
        Pod b = boundPod("e" + std::to_string(i++), e.node, e.labels);
        b.affinity = e.affinity;
        b.namespace_ = e.ns;
        ws.pods.push_back(b);
    }
    ws.pods.push_back(p);
    return ws;
}

// image_locality_test.go's nodes (both eras), and its pod: one container per
// image, `init` init containers.
inline Node node403002000(const std::string& name)
{
    return imageNode(name,
        { { { "gcr.io/40:latest", "gcr.io/40:v1", "gcr.io/40:v1" }, 40 },
            { { "gcr.io/300:latest", "gcr.io/300:v1" }, 300 }, { { "gcr.io/2000:latest" }, 2000 } });
}
inline Node node25010(const std::string& name)
{
    return imageNode(name, { { { "gcr.io/250:latest" }, 250 }, { { "gcr.io/10:latest", "gcr.io/10:v1" }, 10 } });
}
inline Workspace imageCase(
    std::vector<Node> nodes, const std::vector<std::string>& images, const std::vector<std::string>& init = {})
{
    Workspace ws;
    ws.nodes = std::move(nodes);
    Pod p = pending();
    p.containers.clear();
    for (const auto& i : images)
        p.containers.push_back(imageContainer(i));
    for (const auto& i : init)
        p.initContainers.push_back(imageContainer(i));
    p.containers.front().requests = res({ { "cpu", "100m" } });
    ws.pods.push_back(p);
    return ws;
}

} // namespace otherfx
