// SPDX-License-Identifier: GPL-3.0-or-later
// The node-local filters (NodeUnschedulable, TaintToleration, NodeAffinity)
// end to end: the simulator keeps pods off nodes they do not tolerate or
// select, reports the scheduler's own FitError text, release by release,
// combines the reasons as each release does (1.16's predicates report a node
// selector beside the resource reasons and look at taints only when those
// passed; 1.22+ stops at the first failing plugin), treats templates the
// filters tell apart as different shapes, and `explain` names the filter.
// The filter rules themselves are tested case by case in test_node_filters.
#include "scoring/node_filters.h"
#include "scoring/report.h"
#include "sim/simulator.h"

#include "placement_fixtures.h"
#include "sim_fixtures.h"

#include <QTest>

using namespace bp;
using simfx::node;
using simfx::pod;
using simfx::at;
using simfx::bothPaths;
using simfx::placedOn;
using simfx::res;

namespace {

const Taint kControlPlane { "node-role.kubernetes.io/control-plane", "", "NoSchedule" };

// cp-1 (tainted, 8 cpu), n1 and n2 (2 cpu each).
Workspace controlPlaneCluster(int64_t pods)
{
    Workspace ws;
    Node cp = node("cp-1", res({ { "cpu", "8" }, { "memory", "16Gi" } }));
    cp.taints.push_back(kControlPlane);
    ws.nodes.push_back(cp);
    ws.nodes.push_back(node("n1", res({ { "cpu", "2" }, { "memory", "8Gi" } })));
    ws.nodes.push_back(node("n2", res({ { "cpu", "2" }, { "memory", "8Gi" } })));
    ws.pods.push_back(pod("web", res({ { "cpu", "1" }, { "memory", "1Gi" } }), pods));
    return ws;
}

} // namespace

class TestPlacementConstraints : public QObject {
    Q_OBJECT
private slots:
    void taintKeepsPodsOffTheControlPlane_data();
    void taintKeepsPodsOffTheControlPlane();
    void tolerationLetsPodsOn();
    void cordonedNodeTakesNothing();
    void nodeSelectorAndRequiredAffinity();
    void firstFailingPluginOnly();
    void legacyPredicatesCombineReasons();
    void shapesSplitByConstraints();
    void metricsCountOnlyReachableNodes();
    void explainNamesTheFilter();
    void volcanoPredicates();
    void noConstraintsNoVerdicts();
};

// The FitError text at both sides of every wording change of the taint reason.
void TestPlacementConstraints::taintKeepsPodsOffTheControlPlane_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("message");
    QTest::newRow("1.22") << "1.22"
                          << "0/3 nodes are available: 1 node(s) had taint {node-role.kubernetes.io/control-plane: }, "
                             "that the pod didn't tolerate, 2 Insufficient cpu.";
    QTest::newRow("1.23") << "1.23"
                          << "0/3 nodes are available: 1 node(s) had taint {node-role.kubernetes.io/control-plane: }, "
                             "that the pod didn't tolerate, 2 Insufficient cpu.";
    QTest::newRow("1.24") << "1.24"
                          << "0/3 nodes are available: 1 node(s) had untolerated taint "
                             "{node-role.kubernetes.io/control-plane: }, 2 Insufficient cpu.";
    QTest::newRow("1.34.1") << "1.34.1"
                            << "0/3 nodes are available: 1 node(s) had untolerated taint "
                               "{node-role.kubernetes.io/control-plane: }, 2 Insufficient cpu.";
    QTest::newRow("1.34.2") << "1.34.2"
                            << "0/3 nodes are available: 1 node(s) had untolerated taint(s), 2 Insufficient cpu.";
    QTest::newRow("1.36") << "1.36"
                          << "0/3 nodes are available: 1 node(s) had untolerated taint(s), 2 Insufficient cpu.";
}

void TestPlacementConstraints::taintKeepsPodsOffTheControlPlane()
{
    QFETCH(QString, version);
    QFETCH(QString, message);
    const Workspace ws = controlPlaneCluster(6);
    const SimulationResult r = bothPaths(ws, at(simfx::defaultProfile("default"), version.toStdString()));
    // Four pods fit on n1 and n2; the 8 free cpus of cp-1 take none.
    const auto nodes = placedOn(ws, r);
    QCOMPARE(std::count(nodes.begin(), nodes.end(), "cp-1"), 0);
    QCOMPARE(r.metrics.scheduled, 4);
    QCOMPARE(r.metrics.unschedulable, 2);
    QCOMPARE(QString::fromStdString(r.placements.back().reason), message);
    QCOMPARE(r.metrics.unschedulableReasons.count("Insufficient cpu"), size_t(1));
}

void TestPlacementConstraints::tolerationLetsPodsOn()
{
    Workspace ws = controlPlaneCluster(6);
    ws.pods[0].tolerations.push_back({ "node-role.kubernetes.io/control-plane", "Exists", "", "NoSchedule", {} });
    const SimulationResult r = bothPaths(ws, simfx::defaultProfile("default"));
    QCOMPARE(r.metrics.scheduled, 6);
    const auto nodes = placedOn(ws, r);
    QVERIFY(std::count(nodes.begin(), nodes.end(), "cp-1") >= 2);
    // A toleration for another effect does not help.
    ws.pods[0].tolerations = { { "node-role.kubernetes.io/control-plane", "Exists", "", "NoExecute", {} } };
    QCOMPARE(bothPaths(ws, simfx::defaultProfile("default")).metrics.scheduled, 4);
    // A PreferNoSchedule taint does not filter.
    ws.pods[0].tolerations.clear();
    ws.nodes[0].taints = { { "dedicated", "infra", "PreferNoSchedule" } };
    QCOMPARE(bothPaths(ws, simfx::defaultProfile("default")).metrics.scheduled, 6);
}

void TestPlacementConstraints::cordonedNodeTakesNothing()
{
    Workspace ws = controlPlaneCluster(6);
    ws.nodes[0].taints.clear();
    ws.nodes[0].unschedulable = true;
    SimulationResult r = bothPaths(ws, simfx::defaultProfile("default"));
    QCOMPARE(r.metrics.scheduled, 4);
    QCOMPARE(r.placements.back().reason, std::string("0/3 nodes are available: 1 node(s) were unschedulable, 2 "
                                                     "Insufficient cpu."));
    // Tolerating the unschedulable taint passes NodeUnschedulable (as
    // DaemonSet pods do).
    ws.pods[0].tolerations.push_back({ kUnschedulableTaintKey, "Exists", "", "NoSchedule", {} });
    QCOMPARE(bothPaths(ws, simfx::defaultProfile("default")).metrics.scheduled, 6);
}

void TestPlacementConstraints::nodeSelectorAndRequiredAffinity()
{
    Workspace ws;
    for (const char* name : { "a1", "a2", "b1" }) {
        Node n = node(name, res({ { "cpu", "4" }, { "memory", "8Gi" } }));
        n.labels = { { "pool", name[0] == 'a' ? "a" : "b" }, { "kubernetes.io/hostname", name } };
        ws.nodes.push_back(n);
    }
    Pod p = pod("job", res({ { "cpu", "1" } }), 9);
    p.nodeSelector = { { "pool", "a" } };
    ws.pods.push_back(p);
    SimulationResult r = bothPaths(ws, simfx::defaultProfile("default"));
    auto nodes = placedOn(ws, r);
    QCOMPARE(std::count(nodes.begin(), nodes.end(), "b1"), 0);
    QCOMPARE(r.metrics.scheduled, 8);
    QCOMPARE(r.placements.back().reason, std::string("0/3 nodes are available: 1 node(s) didn't match Pod's node "
                                                     "affinity/selector, 2 Insufficient cpu."));

    // Required node affinity: NotIn a1 by name (matchFields), pool In a,b.
    ws.pods[0].nodeSelector.clear();
    NodeSelectorTerm term;
    term.matchExpressions.push_back({ "pool", "In", { "a", "b" } });
    term.matchFields.push_back({ "metadata.name", "NotIn", { "a1" } });
    ws.pods[0].affinity = Affinity { NodeAffinity { NodeSelector { { term } }, {} }, {}, {} };
    r = bothPaths(ws, simfx::defaultProfile("default"));
    nodes = placedOn(ws, r);
    QCOMPARE(std::count(nodes.begin(), nodes.end(), "a1"), 0);
    QCOMPARE(r.metrics.scheduled, 8);
    // 1.16 words it as the node selector predicate did.
    r = bothPaths(ws, at(simfx::defaultProfile("default"), "1.16"));
    QCOMPARE(r.placements.back().reason,
        std::string("0/3 nodes are available: 1 node(s) didn't match node selector, 2 Insufficient cpu."));
}

// 1.22+: a node that fails TaintToleration is not looked at by
// NodeResourcesFit, so only the taint is counted for it.
void TestPlacementConstraints::firstFailingPluginOnly()
{
    Workspace ws;
    Node n = node("small", res({ { "cpu", "1" } }));
    n.taints.push_back({ "gpu", "true", "NoSchedule" });
    n.labels = { { "pool", "x" } };
    ws.nodes.push_back(n);
    Pod p = pod("big", res({ { "cpu", "2" } }));
    p.nodeSelector = { { "pool", "y" } };
    ws.pods.push_back(p);
    QCOMPARE(bothPaths(ws, at(simfx::defaultProfile("d"), "1.33")).placements[0].reason,
        std::string("0/1 nodes are available: 1 node(s) had untolerated taint {gpu: true}."));
    // Tolerated: NodeAffinity is next, and still not NodeResourcesFit.
    ws.pods[0].tolerations.push_back({ "gpu", "Equal", "true", "", {} });
    QCOMPARE(bothPaths(ws, at(simfx::defaultProfile("d"), "1.33")).placements[0].reason,
        std::string("0/1 nodes are available: 1 node(s) didn't match Pod's node affinity/selector."));
    // Cordoned too: NodeUnschedulable runs first.
    ws.nodes[0].unschedulable = true;
    QCOMPARE(bothPaths(ws, at(simfx::defaultProfile("d"), "1.33")).placements[0].reason,
        std::string("0/1 nodes are available: 1 node(s) were unschedulable."));
}

// 1.16 (generic_scheduler podFitsOnNode with the default predicates, in
// predicates.Ordering()): CheckNodeUnschedulable stops alone;
// GeneralPredicates reports PodFitsResources and PodMatchNodeSelector
// together; PodToleratesNodeTaints runs only when GeneralPredicates passed.
void TestPlacementConstraints::legacyPredicatesCombineReasons()
{
    Workspace ws;
    Node selector = node("selector", res({ { "cpu", "1" } }));
    selector.labels = { { "pool", "x" } };
    Node tainted = node("tainted", res({ { "cpu", "1" } }));
    tainted.labels = { { "pool", "y" } };
    tainted.taints.push_back({ "gpu", "true", "NoSchedule" });
    Node taintedRoomy = node("tainted-roomy", res({ { "cpu", "8" } }));
    taintedRoomy.labels = { { "pool", "y" } };
    taintedRoomy.taints.push_back({ "gpu", "true", "NoSchedule" });
    ws.nodes = { selector, tainted, taintedRoomy };
    Pod p = pod("big", res({ { "cpu", "2" } }));
    p.nodeSelector = { { "pool", "y" } };
    ws.pods.push_back(p);
    const std::string legacy = bothPaths(ws, at(simfx::defaultProfile("d"), "1.16")).placements[0].reason;
    QCOMPARE(legacy,
        std::string("0/3 nodes are available: 1 node(s) didn't match node selector, 1 node(s) had taints that the pod "
                    "didn't tolerate, 2 Insufficient cpu."));
    // The same cluster at 1.22: one reason per node, the first failing plugin's.
    QCOMPARE(bothPaths(ws, at(simfx::defaultProfile("d"), "1.22")).placements[0].reason,
        std::string("0/3 nodes are available: 1 node(s) didn't match Pod's node affinity/selector, 2 node(s) had "
                    "taint {gpu: true}, that the pod didn't tolerate."));
    // A cordoned node at 1.16 says only that.
    ws.nodes[0].unschedulable = true;
    QCOMPARE(bothPaths(ws, at(simfx::defaultProfile("d"), "1.16")).placements[0].reason,
        std::string("0/3 nodes are available: 1 Insufficient cpu, 1 node(s) had taints that the pod didn't tolerate, "
                    "1 node(s) were unschedulable."));
}

// Two templates with equal requests but different selectors must not share
// a shape tree: each goes only where it may.
void TestPlacementConstraints::shapesSplitByConstraints()
{
    Workspace ws;
    for (int i = 0; i < 6; ++i) {
        Node n = node("n" + std::to_string(i), res({ { "cpu", "4" } }));
        n.labels = { { "zone", i < 3 ? "a" : "b" } };
        ws.nodes.push_back(n);
    }
    Pod a = pod("in-a", res({ { "cpu", "1" } }), 10);
    a.nodeSelector = { { "zone", "a" } };
    Pod b = pod("in-b", res({ { "cpu", "1" } }), 10);
    b.nodeSelector = { { "zone", "b" } };
    Pod any = pod("anywhere", res({ { "cpu", "1" } }), 5);
    ws.pods = { a, b, any };
    for (const Profile& profile : { simfx::kubeProfile("pack", "MostAllocated"), simfx::defaultProfile("spread") }) {
        const SimulationResult r = bothPaths(ws, profile);
        for (const Placement& pl : r.placements) {
            if (pl.node < 0)
                continue;
            const std::string& zone = ws.nodes[static_cast<size_t>(pl.node)].labels[0].second;
            if (pl.podTemplate == 0)
                QCOMPARE(zone, std::string("a"));
            if (pl.podTemplate == 1)
                QCOMPARE(zone, std::string("b"));
        }
        QCOMPARE(r.metrics.scheduled, 24); // 10 + 10, and 4 of 5 in the room left on both sides
        QCOMPARE(r.metrics.unschedulable, 1);
    }
}

// additionalFit and fragmentation look only at nodes the pod may use: the
// idle control plane holds no room for web pods.
void TestPlacementConstraints::metricsCountOnlyReachableNodes()
{
    const Workspace ws = controlPlaneCluster(2);
    SimulationOptions opt;
    opt.fitShape = "web";
    const SimulationResult r = simulate(ws, simfx::defaultProfile("d"), opt);
    QCOMPARE(r.metrics.scheduled, 2);
    QCOMPARE(r.metrics.additionalFit, 2); // n1 and n2 have 1 cpu each left; cp-1's 8 do not count
}

void TestPlacementConstraints::explainNamesTheFilter()
{
    Workspace ws = controlPlaneCluster(1);
    ws.profiles.push_back(at(simfx::defaultProfile("d"), "1.33"));
    const ScoringScene scene = buildScoringScene(ws, ws.profiles[0], std::string("web"));
    const std::string cp = explainScene(scene, ws.profiles[0], 0);
    QVERIFY2(cp.find("Filter (TaintToleration): the pod does not fit: node(s) had untolerated taint "
                     "{node-role.kubernetes.io/control-plane: };")
            != std::string::npos,
        cp.c_str());
    QVERIFY(cp.find("The scheduler would not score this node") != std::string::npos);
    const std::string n1 = explainScene(scene, ws.profiles[0], 1);
    QVERIFY2(n1.find("Filter (NodeResourcesFit): the pod fits.") != std::string::npos, n1.c_str());
    QVERIFY(n1.find("volume plugins are out of scope") != std::string::npos);
    // 1.16: the predicate's name; GeneralPredicates holds the resources too.
    ws.profiles[0] = at(simfx::defaultProfile("d"), "1.16");
    ws.pods[0].nodeSelector = { { "pool", "gpu" } };
    ws.pods[0].containers[0].requests = res({ { "cpu", "3" } });
    const ScoringScene legacy = buildScoringScene(ws, ws.profiles[0], std::string("web"));
    const std::string n2 = explainScene(legacy, ws.profiles[0], 2);
    QVERIFY2(n2.find("Filter (GeneralPredicates): the pod does not fit: Insufficient cpu; node(s) didn't match node "
                     "selector;")
            != std::string::npos,
        n2.c_str());
}

// Volcano's predicates plugin runs NodeUnschedulable, NodeAffinity and
// TaintToleration too.
void TestPlacementConstraints::volcanoPredicates()
{
    Workspace ws = controlPlaneCluster(6);
    ws.nodes[1].unschedulable = true;
    // Volcano 1.14 vendors k8s v1.34.1: the taint is named. (1.15 vendors
    // v1.35.3, which no longer names it: test_node_ports volcanoVendoredReleases.)
    Profile vc = simfx::volcanoBinpack("vc");
    vc.volcanoVersion = "1.14";
    vc.volcanoVersionSet = true;
    const SimulationResult r = bothPaths(ws, vc);
    const auto nodes = placedOn(ws, r);
    QCOMPARE(std::count(nodes.begin(), nodes.end(), "cp-1"), 0);
    QCOMPARE(std::count(nodes.begin(), nodes.end(), "n1"), 0);
    QCOMPARE(r.metrics.scheduled, 2);
    QCOMPARE(r.placements.back().reason,
        std::string("0/3 nodes are available: 1 Insufficient cpu, 1 node(s) had untolerated taint "
                    "{node-role.kubernetes.io/control-plane: }, 1 node(s) were unschedulable."));
    const SimulationResult newest = bothPaths(ws, simfx::volcanoBinpack("vc"));
    QCOMPARE(newest.placements.back().reason,
        std::string("0/3 nodes are available: 1 Insufficient cpu, 1 node(s) had untolerated taint(s), 1 node(s) "
                    "were unschedulable."));
}

// A workspace without taints, cordons or selectors carries no verdicts, so
// the simulator's fast path is unchanged.
void TestPlacementConstraints::noConstraintsNoVerdicts()
{
    Workspace ws = controlPlaneCluster(1);
    ws.nodes[0].taints.clear();
    const ClusterState st = buildClusterState(ws, KubeVersion {});
    QVERIFY(!nodeVerdicts(ws.pods[0], st, KubeVersion {}, nullptr));
    ws.nodes[0].taints.push_back({ "x", "", "PreferNoSchedule" });
    QVERIFY(!nodeVerdicts(ws.pods[0], buildClusterState(ws, KubeVersion {}), KubeVersion {}, nullptr));
}

QTEST_APPLESS_MAIN(TestPlacementConstraints)
#include "test_placement_constraints.moc"
