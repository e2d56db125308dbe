// SPDX-License-Identifier: GPL-3.0-or-later
// PodTopologySpread's Filter (whenUnsatisfiable: DoNotSchedule), release by
// release: upstream's filtering_test.go tables (TestSingleConstraint,
// TestMultipleConstraints, TestPreFilterState's null selector), both sides
// of every release boundary KubeVersion names, the filter's place after
// NodeResourcesFit, the simulator (counts change with every bind; the fast
// and the reference paths agree) and `explain`.
#include "io/label_selector.h"
#include "io/workspace_io.h"
#include "placement_fixtures.h"
#include "scoring/report.h"
#include "scoring/topology_spread.h"
#include "sim/simulator.h"
#include "sim_fixtures.h"

#include <QTest>
#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

using namespace bp;
using simfx::at;
using simfx::bothPaths;
using simfx::labelledNode;
using simfx::labels;
using simfx::placedOn;
using simfx::reasonsOn;
using simfx::res;

namespace {

// st.MakeNode() ... four nodes in two zones, as upstream's tables have them.
std::vector<Node> fourNodes()
{
    return { labelledNode("node-a", "zone=zone1,node=node-a"), labelledNode("node-b", "zone=zone1,node=node-b"),
        labelledNode("node-x", "zone=zone2,node=node-x"), labelledNode("node-y", "zone=zone2,node=node-y") };
}

// Bound pods "node-a:foo" (label foo=""), "node-a:foo@ns1" (namespace ns1).
std::vector<Pod> existing(const QString& spec)
{
    std::vector<Pod> out;
    int i = 0;
    for (const QString& one : spec.split(' ', Qt::SkipEmptyParts)) {
        const QStringList nodeAndRest = one.split(':');
        QString rest = nodeAndRest.value(1);
        std::string ns;
        if (const qsizetype at = rest.indexOf('@'); at >= 0) {
            ns = rest.mid(at + 1).toStdString();
            rest = rest.left(at);
        }
        Pod p = simfx::pod("e" + std::to_string(i++), res({ { "cpu", "100m" } }), 1, nodeAndRest[0].toStdString());
        p.labels = labels(rest.split('+').join(','));
        p.namespace_ = ns;
        out.push_back(p);
    }
    return out;
}

LabelSelectorSpec exists(const std::string& key)
{
    return simfx::existsSelector(key);
}

TopologySpreadConstraint hard(int32_t maxSkew, const std::string& key, std::optional<LabelSelectorSpec> selector)
{
    return simfx::spreadConstraint(maxSkew, key, std::move(selector), "DoNotSchedule");
}

Pod incoming(const QString& podLabels, std::vector<TopologySpreadConstraint> constraints)
{
    Pod p = simfx::pod("p", res({ { "cpu", "100m" } }));
    p.labels = labels(podLabels);
    p.topologySpreadConstraints = std::move(constraints);
    return p;
}

Workspace scene(std::vector<Node> nodes, const QString& bound, const Pod& pod)
{
    Workspace ws;
    ws.nodes = std::move(nodes);
    ws.pods = existing(bound);
    ws.pods.push_back(pod);
    return ws;
}

// PodTopologySpread's own verdict on every node ("+" fits, "-" does not,
// "L" missing label), as upstream's tables test the plugin alone.
QString pluginVerdicts(const Workspace& ws, const std::string& version)
{
    return simfx::verdictsPerNode(ws, version, spreadFailure, [](const char* r) {
        return !r ? '+' : std::string(r) == kSpreadLabelReason ? 'L' : '-';
    });
}

const QStringList kReleases { "1.22", "1.23", "1.24", "1.26", "1.27", "1.30", "1.33", "1.36" };

} // namespace

class TestTopologySpread : public QObject {
    Q_OBJECT
private slots:
    void upstreamSingleConstraint_data();
    void upstreamSingleConstraint();
    void upstreamMultipleConstraints_data();
    void upstreamMultipleConstraints();
    void nullSelectorCountsNothing();
    void excludedNodesCountUntil124();
    void emptySelectorBoundary();
    void minDomainsBoundary();
    void nodeTaintsPolicyBoundary();
    void nodeAffinityPolicyIgnore();
    void matchLabelKeysBoundary();
    void legacyIgnoresSpreading();
    void scheduleAnywayDoesNotFilter();
    void afterNodeResourcesFit();
    void simulationSpreadsReplicas();
    void simulationCountsOtherTemplates();
    void simulationLargeClusterIncremental();
    void changedNodesFollowTheCounts();
    void unschedulableReasonAggregated();
    void explainShowsSkew();
    void volcanoFiltersAsVendoredRelease();
    void workspaceTakesWhatTheApiTakes();
};

// filtering_test.go TestSingleConstraint, every case, at every release
// (the plugin alone, as upstream runs it).
void TestTopologySpread::upstreamSingleConstraint_data()
{
    QTest::addColumn<int>("caseIndex");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("want");
    const char* names[] = {
        "no existing pods",
        "no existing pods, incoming pod doesn't match itself",
        "existing pods with mis-matched namespace doesn't count",
        "pods spread across zones as 3/3, all nodes fit",
        "pods spread across zones as 1/2 due to absence of label 'zone' on node-b",
        "pods spread across nodes as 2/1/0/3, only node-x fits",
        "pods spread across nodes as 2/1/0/3, maxSkew is 2, node-b and node-x fit",
        "pods spread across nodes as 2/1/0/3, but pod doesn't match itself",
        "incoming pod has nodeAffinity, pods spread as 2/~1~/~0~/3, hence node-a fits",
    };
    const char* want[] = { "++++", "++++", "++--", "++++", "+L--", "--+-", "-++-", "-++-", "+++-" };
    for (const QString& v : kReleases)
        for (int i = 0; i < 9; ++i)
            QTest::addRow("%s @%s", names[i], qPrintable(v)) << i << v << QString(want[i]);
}

void TestTopologySpread::upstreamSingleConstraint()
{
    QFETCH(int, caseIndex);
    QFETCH(QString, version);
    QFETCH(QString, want);
    const QString spread2103 = "node-a:foo node-a:foo node-b:foo node-y:foo node-y:foo node-y:foo";
    Workspace ws;
    switch (caseIndex) {
    case 0:
        ws = scene(fourNodes(), "", incoming("foo", { hard(1, "zone", exists("foo")) }));
        break;
    case 1:
        ws = scene(fourNodes(), "", incoming("foo", { hard(1, "zone", exists("bar")) }));
        break;
    case 2:
        ws = scene(fourNodes(), "node-a:foo@ns1 node-a:foo@ns2 node-x:foo node-y:foo",
            incoming("foo", { hard(1, "zone", exists("foo")) }));
        break;
    case 3:
        ws = scene(fourNodes(), spread2103, incoming("foo", { hard(1, "zone", exists("foo")) }));
        break;
    case 4: {
        std::vector<Node> nodes = fourNodes();
        nodes[1].labels = labels("zon=zone1,node=node-b");
        ws = scene(
            nodes, "node-a:foo node-b:foo node-x:foo node-y:foo", incoming("foo", { hard(1, "zone", exists("foo")) }));
        break;
    }
    case 5:
        ws = scene(fourNodes(), spread2103, incoming("foo", { hard(1, "node", exists("foo")) }));
        break;
    case 6:
        ws = scene(fourNodes(), spread2103, incoming("foo", { hard(2, "node", exists("foo")) }));
        break;
    case 7:
        ws = scene(fourNodes(), spread2103, incoming("bar", { hard(1, "node", exists("foo")) }));
        break;
    case 8: {
        Pod p = incoming("foo", { hard(1, "node", exists("foo")) });
        NodeSelectorRequirement in;
        in.key = "node";
        in.op = "In";
        in.values = { "node-a", "node-y" };
        NodeSelectorTerm term;
        term.matchExpressions = { in };
        NodeSelector sel;
        sel.nodeSelectorTerms = { term };
        NodeAffinity na;
        na.requiredDuringSchedulingIgnoredDuringExecution = sel;
        Affinity a;
        a.nodeAffinity = na;
        p.affinity = a;
        ws = scene(fourNodes(), spread2103, p);
        // 1.22-1.23 count node-b's pod too (its zone pair exists); with the
        // node key every node is its own domain, so the verdicts agree.
        break;
    }
    }
    QCOMPARE(pluginVerdicts(ws, version.toStdString()), want);
}

// filtering_test.go TestMultipleConstraints.
void TestTopologySpread::upstreamMultipleConstraints_data()
{
    QTest::addColumn<QString>("podLabels");
    QTest::addColumn<QString>("zoneSelector");
    QTest::addColumn<QString>("nodeSelector");
    QTest::addColumn<QString>("bound");
    QTest::addColumn<QString>("want");
    const QString s = "node-a:foo node-a:foo node-b:foo node-y:foo node-y:foo node-y:foo";
    QTest::newRow("two constraints on zone and node, spreads = [3/3, 2/1/0/3]") << "foo"
                                                                                << "foo"
                                                                                << "foo" << s << "--+-";
    QTest::newRow("two constraints on zone and node, spreads = [3/4, 2/1/0/4]") << "foo"
                                                                                << "foo"
                                                                                << "foo" << s + " node-y:foo"
                                                                                << "----";
    QTest::newRow("constraints hold different labelSelectors, spreads = [1/0, 1/0/0/1]") << "foo,bar"
                                                                                         << "foo"
                                                                                         << "bar"
                                                                                         << "node-a:foo node-y:bar"
                                                                                         << "--+-";
    QTest::newRow("constraints hold different labelSelectors, spreads = [1/0, 0/0/1/1]")
        << "foo,bar"
        << "foo"
        << "bar"
        << "node-a:foo node-x:bar node-y:bar"
        << "----";
    QTest::newRow("constraints hold different labelSelectors, spreads = [2/3, 1/0/0/1]")
        << "foo,bar"
        << "foo"
        << "bar"
        << "node-a:foo node-a:foo+bar node-y:foo node-y:foo+bar node-y:foo"
        << "-+--";
    QTest::newRow("constraints hold different labelSelectors but pod doesn't match itself on 'zone' constraint")
        << "bar"
        << "foo"
        << "bar"
        << "node-a:foo node-x:bar node-y:bar"
        << "++--";
}

void TestTopologySpread::upstreamMultipleConstraints()
{
    QFETCH(QString, podLabels);
    QFETCH(QString, zoneSelector);
    QFETCH(QString, nodeSelector);
    QFETCH(QString, bound);
    QFETCH(QString, want);
    const Workspace ws = scene(fourNodes(), bound,
        incoming(podLabels,
            { hard(1, "zone", exists(zoneSelector.toStdString())),
                hard(1, "node", exists(nodeSelector.toStdString())) }));
    for (const QString& v : kReleases)
        QCOMPARE(pluginVerdicts(ws, v.toStdString()), want);
}

// TestPreFilterState "normal case with null label selector": labelSelector
// absent matches no pod (labels.Nothing()), not even the incoming one, so
// every count is 0 and every node fits.
void TestTopologySpread::nullSelectorCountsNothing()
{
    const Workspace ws = scene(fourNodes(), "node-a:foo node-a:foo node-b:foo node-y:foo node-y:foo",
        incoming("foo", { hard(1, "zone", std::nullopt) }));
    for (const QString& v : kReleases)
        QCOMPARE(pluginVerdicts(ws, v.toStdString()), QString("++++"));
}

// Issue #106971, fixed by PR #107009 in v1.24.0: before it, pods on nodes
// the incoming pod's node affinity excludes still count when their zone has
// an eligible node. zone1 = {node-a (eligible), node-b (excluded, 2 pods)},
// zone2 = {node-x, node-y}, one pod on node-y.
void TestTopologySpread::excludedNodesCountUntil124()
{
    Pod p = incoming("foo", { hard(1, "zone", exists("foo")) });
    p.nodeSelector = { { "pool", "a" } };
    std::vector<Node> nodes = fourNodes();
    for (int i : { 0, 2, 3 })
        nodes[static_cast<size_t>(i)].labels.emplace_back("pool", "a");
    const Workspace ws = scene(nodes, "node-b:foo node-b:foo node-y:foo", p);
    // 1.23: zone1 = 2, zone2 = 1, min 1: node-a skew 2+1-1 = 2 > 1.
    QCOMPARE(pluginVerdicts(ws, "1.23"), QString("--++"));
    QCOMPARE(reasonsOn(ws, "1.23", 0), std::vector<std::string> { kSpreadReason });
    // 1.24: zone1 = 0, zone2 = 1, min 0: zone1 fits, zone2 skew 1+1-0 = 2 > 1.
    QCOMPARE(pluginVerdicts(ws, "1.24"), QString("++--"));
    QCOMPARE(reasonsOn(ws, "1.24", 0), std::vector<std::string> {});
    QCOMPARE(
        reasonsOn(ws, "1.24", 1), std::vector<std::string> { "node(s) didn't match Pod's node affinity/selector" });
}

// PR #116607 (v1.27.0): `labelSelector: {}` counts no pod (and the pod
// still matches itself); 1.26 counts every pod of the namespace.
void TestTopologySpread::emptySelectorBoundary()
{
    const Workspace ws = scene(fourNodes(), "node-a:foo node-a:bar node-b:x node-y:x@other",
        incoming("foo", { hard(1, "zone", LabelSelectorSpec {}) }));
    // 1.26: zone1 = 3, zone2 = 0 (node-y's pod is in another namespace).
    QCOMPARE(pluginVerdicts(ws, "1.26"), QString("--++"));
    QCOMPARE(pluginVerdicts(ws, "1.27"), QString("++++"));
    QCOMPARE(pluginVerdicts(ws, "1.36"), QString("++++"));
}

// minDomains: ignored (the gate is off, the API server drops it) in
// 1.24-1.26, honoured from 1.27: with 2 zones and minDomains 3 the global
// minimum counts as 0.
void TestTopologySpread::minDomainsBoundary()
{
    TopologySpreadConstraint c = hard(1, "zone", exists("foo"));
    c.minDomains = 3;
    const Workspace ws = scene(fourNodes(), "node-a:foo node-x:foo", incoming("foo", { c }));
    // zone1 = 1, zone2 = 1. 1.26: min 1, skew 1 everywhere, fits.
    QCOMPARE(pluginVerdicts(ws, "1.26"), QString("++++"));
    // 1.27: 2 domains < 3, min 0, skew 2 > 1 everywhere.
    QCOMPARE(pluginVerdicts(ws, "1.27"), QString("----"));
    QCOMPARE(pluginVerdicts(ws, "1.30"), QString("----"));
    c.minDomains = 2;
    const Workspace enough = scene(fourNodes(), "node-a:foo node-x:foo", incoming("foo", { c }));
    QCOMPARE(pluginVerdicts(enough, "1.36"), QString("++++"));
}

// nodeTaintsPolicy: Honor leaves a tainted node's domain out from 1.26
// (NodeInclusionPolicyInPodTopologySpread on); 1.25 and before ignore the
// field. node-x (zone2) carries an untolerated taint and no pods; zone3's
// node-o is clean.
void TestTopologySpread::nodeTaintsPolicyBoundary()
{
    TopologySpreadConstraint c = hard(1, "zone", exists("foo"));
    c.nodeTaintsPolicy = "Honor";
    std::vector<Node> nodes = { labelledNode("node-a", "zone=zone1"), labelledNode("node-x", "zone=zone2"),
        labelledNode("node-o", "zone=zone3") };
    Taint t;
    t.key = "dedicated";
    t.value = "gpu";
    t.effect = "NoSchedule";
    nodes[1].taints = { t };
    const Workspace ws = scene(nodes, "node-a:foo node-o:foo", incoming("foo", { c }));
    // 1.24: zone2 counts (0), min 0: node-a and node-o skew 2 > 1.
    QCOMPARE(pluginVerdicts(ws, "1.24"), QString("-+-"));
    // 1.26: zone2 is not a domain, min 1: skew 1 fits.
    QCOMPARE(pluginVerdicts(ws, "1.26"), QString("+++"));
    // The node itself still fails TaintToleration first.
    QCOMPARE(reasonsOn(ws, "1.26", 1), std::vector<std::string> { "node(s) had untolerated taint {dedicated: gpu}" });
}

// nodeAffinityPolicy: Ignore counts the domains of nodes the pod's
// selector excludes (1.26+); before 1.26 node affinity always decides.
void TestTopologySpread::nodeAffinityPolicyIgnore()
{
    TopologySpreadConstraint c = hard(1, "zone", exists("foo"));
    c.nodeAffinityPolicy = "Ignore";
    Pod p = incoming("foo", { c });
    p.nodeSelector = { { "pool", "a" } };
    std::vector<Node> nodes = { labelledNode("node-a", "zone=zone1,pool=a"), labelledNode("node-x", "zone=zone2"),
        labelledNode("node-o", "zone=zone3,pool=a") };
    const Workspace ws = scene(nodes, "node-a:foo node-o:foo", p);
    // 1.26: zone2 (empty, excluded by the selector) is a domain: min 0.
    QCOMPARE(pluginVerdicts(ws, "1.26"), QString("-+-"));
    // 1.25: the policy is dropped, zone2 is not a domain: min 1.
    QCOMPARE(pluginVerdicts(ws, "1.25"), QString("+++"));
}

// matchLabelKeys: the pod's own value of each key joins the selector from
// 1.27 (beta, on); ignored in 1.26.
void TestTopologySpread::matchLabelKeysBoundary()
{
    TopologySpreadConstraint c = hard(1, "zone", exists("app"));
    c.matchLabelKeys = { "pod-template-hash" };
    const Workspace ws = scene(fourNodes(),
        "node-a:app=web+pod-template-hash=old node-a:app=web+pod-template-hash=old "
        "node-x:app=web+pod-template-hash=new",
        incoming("app=web,pod-template-hash=new", { c }));
    // 1.26: all three count: zone1 = 2, zone2 = 1, min 1: zone1 skew 2+1-1 = 2.
    QCOMPARE(pluginVerdicts(ws, "1.26"), QString("--++"));
    // 1.27: only hash=new counts: zone1 = 0, zone2 = 1: zone2 skew 1+1-0 = 2.
    QCOMPARE(pluginVerdicts(ws, "1.27"), QString("++--"));
}

// 1.16: EvenPodsSpread is alpha and off; the constraints are not looked at.
void TestTopologySpread::legacyIgnoresSpreading()
{
    const Workspace ws = scene(fourNodes(), "node-a:foo node-a:foo node-b:foo node-y:foo node-y:foo node-y:foo",
        incoming("foo", { hard(1, "node", exists("foo")) }));
    QCOMPARE(pluginVerdicts(ws, "1.16"), QString("++++"));
    QCOMPARE(reasonsOn(ws, "1.16", 3), std::vector<std::string> {});
    QCOMPARE(pluginVerdicts(ws, "1.22"), QString("--+-"));
}

void TestTopologySpread::scheduleAnywayDoesNotFilter()
{
    TopologySpreadConstraint c = hard(1, "node", exists("foo"));
    c.whenUnsatisfiable = "ScheduleAnyway";
    const Workspace ws = scene(fourNodes(), "node-a:foo node-a:foo", incoming("foo", { c }));
    QCOMPARE(pluginVerdicts(ws, "1.36"), QString("++++"));
}

// PodTopologySpread runs after NodeResourcesFit: a node short of cpu gives
// only "Insufficient cpu", and a node missing the key is
// "... (missing required label)".
void TestTopologySpread::afterNodeResourcesFit()
{
    std::vector<Node> nodes = fourNodes();
    nodes[0].allocatable = res({ { "cpu", "50m" }, { "memory", "16Gi" } });
    nodes[3].labels = labels("zone=zone2");
    const Workspace ws = scene(nodes, "node-b:foo node-b:foo", incoming("foo", { hard(1, "node", exists("foo")) }));
    QCOMPARE(reasonsOn(ws, "1.36", 0), std::vector<std::string> { "Insufficient cpu" });
    QCOMPARE(reasonsOn(ws, "1.36", 1), std::vector<std::string> { kSpreadReason });
    QCOMPARE(reasonsOn(ws, "1.36", 2), std::vector<std::string> {});
    QCOMPARE(reasonsOn(ws, "1.36", 3), std::vector<std::string> { kSpreadLabelReason });
}

// Six replicas spread over two zones with maxSkew 1: every bind changes the
// counts, so the placements alternate zones, on both paths.
void TestTopologySpread::simulationSpreadsReplicas()
{
    Pod p = incoming("app=web", { hard(1, "zone", exists("app")) });
    p.replicas = 6;
    Workspace ws;
    ws.nodes = fourNodes();
    ws.pods = { p };
    // MostAllocated would pack everything on one node without the filter.
    const SimulationResult r = bothPaths(ws, at(simfx::kubeProfile("most", "MostAllocated"), "1.36"));
    std::map<std::string, int> perZone;
    for (const Placement& pl : r.placements) {
        QVERIFY(pl.node >= 0);
        perZone[pl.node < 2 ? "zone1" : "zone2"] += 1; // fourNodes(): a, b in zone1; x, y in zone2
    }
    QCOMPARE(perZone["zone1"], 3);
    QCOMPARE(perZone["zone2"], 3);
    // Without the constraint MostAllocated stacks them on one node.
    ws.pods[0].topologySpreadConstraints.clear();
    const SimulationResult packed = bothPaths(ws, at(simfx::kubeProfile("most", "MostAllocated"), "1.36"));
    const std::vector<std::string> nodesUsed = placedOn(ws, packed);
    QCOMPARE(std::set<std::string>(nodesUsed.begin(), nodesUsed.end()).size(), size_t(1));
}

// Pods of another template that the selector matches count as they are
// placed: a plain "web" deployment packed on zone1 first, then a spread one.
void TestTopologySpread::simulationCountsOtherTemplates()
{
    Pod plain = simfx::pod("plain", res({ { "cpu", "100m" } }), 3);
    plain.labels = labels("app=web");
    plain.nodeSelector = { { "zone", "zone1" } };
    Pod spread = incoming("app=web", { hard(1, "zone", exists("app")) });
    spread.name = "spread";
    spread.replicas = 3;
    Workspace ws;
    ws.nodes = fourNodes();
    ws.pods = { plain, spread };
    const SimulationResult r = bothPaths(ws, at(simfx::kubeProfile("most", "MostAllocated"), "1.36"));
    const std::vector<std::string> on = placedOn(ws, r);
    // zone1 holds 3 matching pods, zone2 none: each spread pod may only go
    // where the skew stays within 1 of the emptier zone, so all three land
    // in zone2 (skews 1, 1, 1 as zone2 grows to 3).
    for (int i = 3; i < 6; ++i)
        QVERIFY2(on[static_cast<size_t>(i)] == "node-x" || on[static_cast<size_t>(i)] == "node-y",
            on[static_cast<size_t>(i)].c_str());
}

// 48 nodes (the fast path refreshes only the nodes a bind touched, plus
// the nodes of every domain whose verdict flipped): a zone-spread
// Deployment, a plain one with the same label confined to one zone (the
// zone constraint counts it), a second zone-spread one, and a
// hostname-spread one that fills every node twice over and then some.
// Every placement and reason agrees with the reference path, and the zones
// and nodes end up even.
void TestTopologySpread::simulationLargeClusterIncremental()
{
    Workspace ws;
    for (int i = 0; i < 48; ++i) {
        const std::string name = "n" + std::to_string(i);
        Node n = labelledNode(name, QString("zone=z%1,host=%2").arg(i % 3).arg(QString::fromStdString(name)));
        n.allocatable = res({ { "cpu", "16" }, { "memory", "64Gi" } });
        ws.nodes.push_back(n);
    }
    Pod zone = incoming("app=web", { hard(1, "zone", exists("app")) });
    zone.name = "zone-spread";
    zone.replicas = 30;
    Pod plain = simfx::pod("plain", res({ { "cpu", "100m" } }), 7);
    plain.labels = labels("app=web");
    plain.nodeSelector = { { "zone", "z0" } };
    Pod zone2 = zone;
    zone2.name = "zone-spread-2";
    zone2.replicas = 20;
    LabelSelectorSpec byApp;
    byApp.matchLabels = { { "app", "db" } };
    Pod host = incoming("app=db", { hard(1, "host", byApp) });
    host.name = "host-spread";
    host.replicas = 100;
    ws.pods = { zone, plain, zone2, host };
    for (const char* profile : { "MostAllocated", "LeastAllocated" }) {
        const SimulationResult r = bothPaths(ws, at(simfx::kubeProfile("p", profile), "1.36"));
        std::map<std::string, int> webPerZone, dbPerNode;
        for (const Placement& pl : r.placements) {
            QVERIFY2(pl.node >= 0, pl.reason.c_str());
            const Node& n = ws.nodes[static_cast<size_t>(pl.node)];
            if (pl.podTemplate == 3)
                dbPerNode[n.name] += 1;
            else
                webPerZone[*LabelSelector::labelValue(n.labels, "zone")] += 1;
        }
        QCOMPARE(webPerZone["z0"] + webPerZone["z1"] + webPerZone["z2"], 57);
        QVERIFY(std::abs(webPerZone["z1"] - webPerZone["z2"]) <= 1);
        int least = 100, most = 0;
        for (int i = 0; i < 48; ++i) {
            least = std::min(least, dbPerNode["n" + std::to_string(i)]);
            most = std::max(most, dbPerNode["n" + std::to_string(i)]);
        }
        QCOMPARE(least, 2);
        QCOMPARE(most, 3);
    }
}

// spreadChangedNodes(): what the simulator's cached trees and reason
// histograms re-filter after binds. Zones z0 = {n0, n3}, z1 = {n1, n4},
// z2 = {n2, n5}, maxSkew 1, no pods yet.
void TestTopologySpread::changedNodesFollowTheCounts()
{
    Workspace ws;
    for (int i = 0; i < 6; ++i)
        ws.nodes.push_back(labelledNode("n" + std::to_string(i), QString("zone=z%1").arg(i % 3)));
    ws.pods = { incoming("app=web", { hard(1, "zone", exists("app")) }) };
    ScoringScene sc = buildScoringScene(ws, at(simfx::defaultProfile("d"), "1.36"), std::string("p"));
    SpreadSnapshot snap;
    std::vector<int> changed;
    spreadChangedNodes(sc.state, sc.demand, snap, changed);
    QVERIFY(snap.valid);
    QVERIFY(changed.empty()); // taking a snapshot lists nothing
    // A bind in z0: z0 now at 1 + 1 - 0 = 2: its two nodes flip.
    sc.state.bind(0, sc.demand);
    spreadChangedNodes(sc.state, sc.demand, snap, changed);
    QCOMPARE(changed, (std::vector<int> { 0, 3 }));
    // A bind in z1: z1 flips too.
    changed.clear();
    sc.state.bind(4, sc.demand);
    spreadChangedNodes(sc.state, sc.demand, snap, changed);
    QCOMPARE(changed, (std::vector<int> { 1, 4 }));
    // A bind in z2 raises the minimum to 1: z0 and z1 allow again.
    changed.clear();
    sc.state.bind(2, sc.demand);
    spreadChangedNodes(sc.state, sc.demand, snap, changed);
    QCOMPARE(changed, (std::vector<int> { 0, 3, 1, 4 }));
    // Nothing changed since: nothing listed.
    changed.clear();
    spreadChangedNodes(sc.state, sc.demand, snap, changed);
    QVERIFY(changed.empty());
    // Unbinding goes back.
    sc.state.unbind(2, sc.demand);
    spreadChangedNodes(sc.state, sc.demand, snap, changed);
    QCOMPARE(changed, (std::vector<int> { 0, 3, 1, 4 }));
    for (int n = 0; n < 6; ++n)
        QCOMPARE(spreadFailure(sc.state, sc.demand, n) == nullptr, n % 3 == 2);
}

// Spreading by node over three nodes: node-b has no room (but is a domain,
// with 0 pods), node-c lacks the key. The second replica finds node-a at
// skew 2: the aggregated message names all three reasons, sorted as
// FitError sorts them.
void TestTopologySpread::unschedulableReasonAggregated()
{
    std::vector<Node> nodes = { labelledNode("node-a", "node=node-a"), labelledNode("node-b", "node=node-b"),
        labelledNode("node-c", "zone=none") };
    nodes[1].allocatable = res({ { "cpu", "50m" }, { "memory", "16Gi" } });
    Pod p = incoming("app=web", { hard(1, "node", exists("app")) });
    p.replicas = 2;
    Workspace ws;
    ws.nodes = nodes;
    ws.pods = { p };
    const SimulationResult r = bothPaths(ws, at(simfx::defaultProfile("d"), "1.36"));
    QCOMPARE(placedOn(ws, r), (std::vector<std::string> { "node-a", "-" }));
    QCOMPARE(QString::fromStdString(r.placements[1].reason),
        QString("0/3 nodes are available: 1 Insufficient cpu, 1 node(s) didn't match pod topology spread "
                "constraints, 1 node(s) didn't match pod topology spread constraints (missing required label)."));
}

void TestTopologySpread::explainShowsSkew()
{
    const Workspace ws = scene(fourNodes(), "node-a:foo node-a:foo node-b:foo node-y:foo node-y:foo node-y:foo",
        incoming("foo", { hard(1, "node", exists("foo")) }));
    const Profile prof = at(simfx::defaultProfile("d"), "1.36");
    const QString onY = QString::fromStdString(explainScore(ws, prof, "node-y", std::string("p")));
    QVERIFY2(onY.contains("Filter (PodTopologySpread): the pod does not fit: node(s) didn't match pod topology "
                          "spread constraints;"),
        qPrintable(onY));
    QVERIFY2(onY.contains("PodTopologySpread, node=node-y: skew = 3 matching pods + 1 (the pod itself) - 0 (the "
                          "global minimum over 4 domains) = 4 > maxSkew 1: does not fit"),
        qPrintable(onY));
    const QString onX = QString::fromStdString(explainScore(ws, prof, "node-x", std::string("p")));
    QVERIFY2(onX.contains("PodTopologySpread, node=node-x: skew = 0 matching pods + 1 (the pod itself) - 0 (the "
                          "global minimum over 4 domains) = 1 <= maxSkew 1: fits"),
        qPrintable(onX));
}

// Volcano's predicates plugin runs PodTopologySpread from the Kubernetes
// release it vendors: 1.8.0 pins v1.25.0 (`{}` counts every pod), 1.8.1+
// v1.27.2 (counts none).
void TestTopologySpread::volcanoFiltersAsVendoredRelease()
{
    const Workspace ws = scene(
        fourNodes(), "node-a:foo node-a:bar node-b:x", incoming("foo", { hard(1, "zone", LabelSelectorSpec {}) }));
    auto verdicts = [&ws](const std::string& volcano) {
        Profile p = simfx::volcanoBinpack("vc");
        p.volcanoVersion = volcano;
        p.volcanoVersionSet = true;
        const ScoringScene sc = buildScoringScene(ws, p, std::string("p"));
        QString out;
        for (size_t i = 0; i < sc.state.nodes.size(); ++i)
            out += spreadFailure(sc.state, sc.demand, static_cast<int>(i)) ? '-' : '+';
        return out;
    };
    QCOMPARE(verdicts("1.8.0"), QString("--++"));
    QCOMPARE(verdicts("1.8.1"), QString("++++"));
}

// The workspace reader accepts what the API server accepts: a topologyKey
// that is no label key (ValidateTopologyKey asks only for one that is not
// empty) and a matchLabelKeys key given twice. The first names no node
// label, so every node is refused as the scheduler refuses it.
void TestTopologySpread::workspaceTakesWhatTheApiTakes()
{
    const Workspace ws = readWorkspace("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\n"
                                       "profiles:\n- name: d\n"
                                       "nodes:\n"
                                       "- {name: a, allocatable: {cpu: '8', memory: 16Gi}, labels: {zone: z1}}\n"
                                       "- {name: b, allocatable: {cpu: '8', memory: 16Gi}, labels: {zone: z2}}\n"
                                       "pods:\n"
                                       "- name: p\n"
                                       "  labels: {app: web, hash: h1}\n"
                                       "  topologySpreadConstraints:\n"
                                       "  - {maxSkew: 1, topologyKey: Zone_, whenUnsatisfiable: DoNotSchedule,\n"
                                       "     labelSelector: {matchLabels: {app: web}}, matchLabelKeys: [hash, hash]}\n"
                                       "  containers: [{requests: {cpu: 100m}}]\n",
        "spread.binpack.yaml");
    QCOMPARE(ws.pods[0].topologySpreadConstraints[0].topologyKey, std::string("Zone_"));
    QCOMPARE(ws.pods[0].topologySpreadConstraints[0].matchLabelKeys, (std::vector<std::string>{ "hash", "hash" }));
    const SimulationResult r = bothPaths(ws, ws.profiles[0]);
    QCOMPARE(QString::fromStdString(r.placements[0].reason),
        QString("0/2 nodes are available: 2 node(s) didn't match pod topology spread constraints (missing required "
                "label)."));
}

QTEST_APPLESS_MAIN(TestTopologySpread)
#include "test_topology_spread.moc"
