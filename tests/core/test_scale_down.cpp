// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster-autoscaler's scale-down analysis (sim/scale_down.h): the removal
// simulation, with cases transcribed from its tests at tag
// cluster-autoscaler-1.34.5 (kubernetes/autoscaler, cluster-autoscaler/...),
// each naming its file and case, and the planner's rules those tests leave
// out (empty nodes first, PodDisruptionBudget spending, removed nodes taking
// no pods).
#include "sim/scale_down.h"

#include "io/workspace_io.h"
#include "sim/compare.h"

#include "autoscaler_fixtures.h"

#include <QtTest>

#include <cmath>
#include <string>
#include <vector>

using namespace bp;
using namespace bp::test;

namespace {

Pod on(Pod p, const char* node)
{
    p.nodeName = node;
    return p;
}

Pod replicated(Pod p)
{
    return owned(std::move(p), "ReplicaSet", "rs");
}

Node disabled(Node n)
{
    n.annotations.emplace_back(kScaleDownDisabledAnnotation, "true");
    return n;
}

ScaleDownResult analyze(const Workspace& ws, AutoscalerOptions options = {})
{
    return analyzeScaleDown(ws, SimulationResult {}, options);
}

const NodeScaleDown& outcome(const Workspace& ws, const ScaleDownResult& r, const std::string& node)
{
    for (const NodeScaleDown& n : r.nodes)
        if (ws.nodes[static_cast<size_t>(n.node)].name == node)
            return n;
    qFatal("no node %s", node.c_str());
}

// simulator/cluster_test.go's fixtures: n1 empty, n2 drainable (two
// ReplicaSet pods), n3 non-drainable (a pod without a controller), n4 full.
Node clusterNode(const char* name)
{
    return testNode(name, 1000, 2000000);
}
Pod p1()
{
    return on(replicated(testPod("p1", 100, 100000)), "n2");
}
Pod p2()
{
    return on(replicated(testPod("p2", 100, 100000)), "n2");
}
Pod p3()
{
    return on(testPod("p3", 100, 100000), "n3");
}
Pod p4()
{
    return on(replicated(testPod("p4", 1000, 100000)), "n4");
}

// core/scaledown/planner/planner_test.go's pods: BuildScheduledTestPod(name,
// cpu, 1, node) owned by a ReplicaSet; its nodes have ample memory.
Pod plannerPod(const char* name, int64_t milliCpu, const char* node)
{
    return on(replicated(testPod(name, milliCpu, 1)), node);
}

} // namespace

class TestScaleDown : public QObject {
    Q_OBJECT
private slots:
    // simulator/cluster_test.go TestFindNodesToRemove, "just an empty node, should be removed".
    void emptyNodeRemoved()
    {
        Workspace ws;
        ws.nodes = { clusterNode("n1") };
        const ScaleDownResult r = analyze(ws);
        QVERIFY(r.nodes[0].removable);
        QVERIFY(r.nodes[0].empty);
        QCOMPARE(r.removableEmpty, 1);
        QCOMPARE(r.kept, 0);
    }

    // "just a drainable node, but nowhere for pods to go to".
    void nowhereToGo()
    {
        Workspace ws;
        ws.nodes = { clusterNode("n2") };
        ws.pods = { p1(), p2() };
        const ScaleDownResult r = analyze(ws);
        QVERIFY(!r.nodes[0].removable);
        QCOMPARE(r.nodes[0].reason, UnremovableReason::NoPlaceToMovePods);
        QCOMPARE(r.nodes[0].unplacedPod, std::string("p1"));
        // The snapshot is reverted: nothing moved.
        QCOMPARE(r.podsMoved, 0);
    }

    // "drainable node, and a mostly empty node that can take its pods":
    // toRemove [{n2, [p1, p2]}], unremovable [{n3, BlockedByPod, {p3, NotReplicated}}].
    void drainableAndMostlyEmpty()
    {
        Workspace ws;
        ws.nodes = { clusterNode("n2"), clusterNode("n3") };
        ws.pods = { p1(), p2(), p3() };
        const ScaleDownResult r = analyze(ws);
        const NodeScaleDown& n2 = outcome(ws, r, "n2");
        QVERIFY(n2.removable);
        QVERIFY(!n2.empty);
        QCOMPARE(n2.moves.size(), size_t(2));
        QCOMPARE(n2.moves[0].pod, std::string("p1"));
        QCOMPARE(n2.moves[0].to, 1);
        QCOMPARE(n2.moves[1].pod, std::string("p2"));
        QCOMPARE(n2.moves[1].to, 1);
        const NodeScaleDown& n3 = outcome(ws, r, "n3");
        QCOMPARE(n3.reason, UnremovableReason::BlockedByPod);
        QCOMPARE(n3.blockingPod, std::string("p3"));
        QCOMPARE(n3.blockingReason, BlockingReason::NotReplicated);
        QCOMPARE(r.removableDrained, 1);
        QCOMPARE(r.podsMoved, 2);
    }

    // "drainable node, and a full node that cannot fit anymore pods": n2
    // NoPlaceToMovePods (n4, at 100 % cpu, is no candidate: NotUnderutilized).
    void drainableAndFull()
    {
        Workspace ws;
        ws.nodes = { clusterNode("n2"), clusterNode("n4") };
        ws.pods = { p1(), p2(), p4() };
        const ScaleDownResult r = analyze(ws);
        QCOMPARE(outcome(ws, r, "n2").reason, UnremovableReason::NoPlaceToMovePods);
        QCOMPARE(outcome(ws, r, "n4").reason, UnremovableReason::NotUnderutilized);
        QCOMPARE(outcome(ws, r, "n4").utilization.utilization, 1.0);
    }

    // "4 nodes, 1 empty, 1 drainable": toRemove [{n1}, {n2, [p1, p2]}]. The
    // planner also takes n1 off the destinations once it is removable, so
    // the pods go to n3, the only node with room.
    void fourNodes()
    {
        Workspace ws;
        ws.nodes = { clusterNode("n1"), clusterNode("n2"), clusterNode("n4"), clusterNode("n3") };
        ws.pods = { p1(), p2(), p3(), p4() };
        const ScaleDownResult r = analyze(ws);
        QVERIFY(outcome(ws, r, "n1").removable && outcome(ws, r, "n1").empty);
        const NodeScaleDown& n2 = outcome(ws, r, "n2");
        QVERIFY(n2.removable);
        QCOMPARE(n2.moves.size(), size_t(2));
        QCOMPARE(n2.moves[0].to, 3);
        QCOMPARE(n2.moves[1].to, 3);
        QCOMPARE(outcome(ws, r, "n4").reason, UnremovableReason::NotUnderutilized);
        QCOMPARE(outcome(ws, r, "n3").reason, UnremovableReason::BlockedByPod);
        QCOMPARE(r.nodesAfter(), 2);
        // EmptySorting: the empty node is simulated first.
        QCOMPARE(r.order.front(), 0);
    }

    // "topology spread constraint test - node unremovable due to phantom
    // zone": a hard constraint (maxSkew 1, hostname, minDomains 2) over
    // three nodes with one matching pod each; the candidate stays a domain
    // with no pods, so moving its pod anywhere makes the skew 2.
    void topologySpreadPhantomZone()
    {
        Workspace ws;
        TopologySpreadConstraint c;
        c.maxSkew = 1;
        c.topologyKey = "kubernetes.io/hostname";
        c.whenUnsatisfiable = "DoNotSchedule";
        c.minDomains = 2;
        c.labelSelector = LabelSelectorSpec { { { "app", "topo-app" } }, {} };
        for (const char* name : { "topo-n1", "topo-n2", "topo-n3" }) {
            Node n = clusterNode(name);
            n.labels = { { "kubernetes.io/hostname", name } };
            ws.nodes.push_back(n);
        }
        int k = 5;
        for (const char* name : { "topo-n1", "topo-n2", "topo-n3" }) {
            Pod p = on(replicated(testPod("p" + std::to_string(k++), 100, 100000)), name);
            p.labels = { { "app", "topo-app" } };
            p.topologySpreadConstraints = { c };
            ws.pods.push_back(p);
        }
        ws.pods.push_back(on(testPod("blocker1", 100, 100000), "topo-n2"));
        ws.pods.push_back(on(testPod("blocker2", 100, 100000), "topo-n3"));
        const ScaleDownResult r = analyze(ws);
        QCOMPARE(outcome(ws, r, "topo-n1").reason, UnremovableReason::NoPlaceToMovePods);
        QCOMPARE(outcome(ws, r, "topo-n1").unplacedPod, std::string("p5"));
        QCOMPARE(outcome(ws, r, "topo-n2").blockingPod, std::string("blocker1"));
        QCOMPARE(outcome(ws, r, "topo-n2").blockingReason, BlockingReason::NotReplicated);
        QCOMPARE(outcome(ws, r, "topo-n3").blockingPod, std::string("blocker2"));
        QCOMPARE(r.spreadRefits, 1);
    }

    // core/scaledown/planner/planner_test.go TestUpdateClusterState. The
    // test fakes eligibility (only `eligible` pass); here a threshold of 1
    // lets every node through and the scale-down-disabled annotation keeps
    // the ineligible ones out, which is the same filter.
    void plannerCases_data()
    {
        QTest::addColumn<std::vector<Node>>("nodes");
        QTest::addColumn<std::vector<Pod>>("pods");
        QTest::addColumn<std::vector<std::string>>("unneeded");
        const auto node = [](const char* name, int64_t cpu) { return testNode(name, cpu, 1000000); };
        // "all pods from multiple nodes can schedule elsewhere, all eligible"
        // (n3 is not in eligible): unneeded [n1, n2].
        QTest::newRow("all pods from multiple nodes can schedule elsewhere")
            << std::vector<Node> { node("n1", 1000), node("n2", 1000), disabled(node("n3", 2000)) }
            << std::vector<Pod> { plannerPod("p1", 500, "n1"), plannerPod("p2", 500, "n1"),
                   plannerPod("p3", 500, "n2"), plannerPod("p4", 500, "n2") }
            << std::vector<std::string> { "n1", "n2" };
        // "some pods from multiple nodes can schedule elsewhere, some eligible": unneeded [n2].
        QTest::newRow("some pods from multiple nodes can schedule elsewhere")
            << std::vector<Node> { node("n1", 2000), node("n2", 1000), disabled(node("n3", 1000)) }
            << std::vector<Pod> { plannerPod("p1", 1000, "n1"), plannerPod("p2", 1000, "n1"),
                   plannerPod("p3", 500, "n2"), plannerPod("p4", 500, "n2") }
            << std::vector<std::string> { "n2" };
        // "no pods from multiple nodes can schedule elsewhere, no eligible": unneeded [].
        QTest::newRow("no pods from multiple nodes can schedule elsewhere")
            << std::vector<Node> { node("n1", 1000), node("n2", 1000), disabled(node("n3", 500)) }
            << std::vector<Pod> { plannerPod("p1", 500, "n1"), plannerPod("p2", 500, "n1"),
                   plannerPod("p3", 500, "n2"), plannerPod("p4", 500, "n2") }
            << std::vector<std::string> {};
        // "pods cannot schedule anywhere, not eligible": unneeded [].
        QTest::newRow("pods cannot schedule anywhere")
            << std::vector<Node> { node("n1", 2000), node("n2", 1000), disabled(node("n3", 500)) }
            << std::vector<Pod> { plannerPod("p1", 1000, "n1"), plannerPod("p2", 1000, "n1"),
                   plannerPod("p3", 1000, "n2") }
            << std::vector<std::string> {};
        // "single utilised node, not eligible": unneeded [].
        QTest::newRow("single utilised node")
            << std::vector<Node> { node("n1", 1000) } << std::vector<Pod> { plannerPod("p1", 500, "n1") }
            << std::vector<std::string> {};
        // "pods can schedule on eligible node, eligible": the test (no
        // sorting processor) finds n1 unneeded, its pods going to n2.
        // cluster-autoscaler's default processors (main.go) put empty nodes
        // first, so n2, empty, goes first and n1's pods have nowhere to go:
        // still one node removed, the other one.
        QTest::newRow("pods can schedule on eligible node, empty first")
            << std::vector<Node> { node("n1", 1000), node("n2", 1000) }
            << std::vector<Pod> { plannerPod("p1", 500, "n1"), plannerPod("p2", 500, "n1") }
            << std::vector<std::string> { "n2" };
    }
    void plannerCases()
    {
        QFETCH(std::vector<Node>, nodes);
        QFETCH(std::vector<Pod>, pods);
        QFETCH(std::vector<std::string>, unneeded);
        Workspace ws;
        ws.nodes = nodes;
        ws.pods = pods;
        AutoscalerOptions o;
        o.utilizationThreshold = 1;
        const ScaleDownResult r = analyze(ws, o);
        std::vector<std::string> got;
        for (const NodeScaleDown& n : r.nodes)
            if (n.removable)
                got.push_back(ws.nodes[static_cast<size_t>(n.node)].name);
        QCOMPARE(got, unneeded);
    }

    // The PodDisruptionBudget spent across nodes (Planner.categorizeNodes:
    // CanRemovePods marks the node risky, RemovePods spends the budget):
    // budget 1 and two nodes each with one covered pod: the first node is
    // removable, the second blocked with NotEnoughPdb.
    void budgetSpentAcrossNodes()
    {
        Workspace ws;
        ws.nodes = { clusterNode("a"), clusterNode("b"), clusterNode("c") };
        Pod web = replicated(testPod("web", 100, 100000));
        web.labels = { { "app", "web" } };
        Pod wa = on(web, "a"), wb = on(web, "b");
        wa.name = "web-a";
        wb.name = "web-b";
        ws.pods = { wa, wb, on(replicated(testPod("big", 400, 100000)), "c") };
        ws.podDisruptionBudgets = { budget("default", { { "app", "web" } }, 1) };
        const ScaleDownResult r = analyze(ws);
        QVERIFY(outcome(ws, r, "a").removable);
        QVERIFY(!outcome(ws, r, "a").risky);
        QCOMPARE(outcome(ws, r, "b").reason, UnremovableReason::BlockedByPod);
        QCOMPARE(outcome(ws, r, "b").blockingReason, BlockingReason::NotEnoughPdb);
        QCOMPARE(outcome(ws, r, "b").blockingPod, std::string("web-b"));
        // web-a went to b (the round robin starts at the first node), and
        // c's pod follows it there: c is removable too.
        QCOMPARE(outcome(ws, r, "a").moves[0].to, 1);
        QVERIFY(outcome(ws, r, "c").removable);
        QCOMPARE(outcome(ws, r, "c").moves[0].to, 1);

        // Budget 1, two covered pods on one node: removable but risky.
        ws.pods = { wa, on(wb, "a"), on(replicated(testPod("big", 400, 100000)), "c") };
        ws.pods[1].name = "web-a2";
        const ScaleDownResult risky = analyze(ws);
        QVERIFY(outcome(ws, risky, "a").removable);
        QVERIFY(outcome(ws, risky, "a").risky);
    }

    // A removable node's DaemonSet and mirror pods go with it; a node with
    // only those is empty. Pods under the expendable cutoff are dropped.
    void daemonSetsExpendableAndPending()
    {
        Workspace ws;
        ws.nodes = { clusterNode("a"), clusterNode("b") };
        Pod ds = on(owned(testPod("ds", 100, 100000), "DaemonSet", "agent"), "a");
        Pod mirror = on(annotated(testPod("static", 100, 100000), kMirrorPodAnnotation, "x"), "a");
        Pod cheap = on(testPod("cheap", 100, 100000), "b"); // no controller, but expendable
        cheap.priority = -11;
        Pod pending = replicated(testPod("pending", 100, 100000));
        ws.pods = { ds, mirror, cheap, pending };
        const ScaleDownResult r = analyze(ws);
        QVERIFY(outcome(ws, r, "a").removable && outcome(ws, r, "a").empty);
        QCOMPARE(outcome(ws, r, "a").daemonSetPods, 1);
        QVERIFY(outcome(ws, r, "b").removable && outcome(ws, r, "b").empty);
        QCOMPARE(r.expendableIgnored, 1);
        QCOMPARE(r.pendingIgnored, 1);
        // At the cutoff a pod is not expendable: it blocks (no controller).
        ws.pods[2].priority = -10;
        QCOMPARE(outcome(ws, analyze(ws), "b").blockingReason, BlockingReason::NotReplicated);
    }

    // A run's placements are where the pods are; a cordoned node takes none.
    void placementsAndCordons()
    {
        Workspace ws;
        ws.nodes = { clusterNode("a"), clusterNode("b"), clusterNode("c") };
        ws.nodes[1].unschedulable = true;
        Pod web = replicated(testPod("web", 300, 100000));
        web.replicas = 2;
        ws.pods = { web };
        SimulationResult run;
        run.placements = { { "web-0", 0, 0, 0, {} }, { "web-1", 0, 2, 0, {} } };
        const ScaleDownResult r = analyzeScaleDown(ws, run);
        // a: web-0 has to go to c (b is cordoned); then c holds both, and b,
        // empty, was removed first.
        QVERIFY(outcome(ws, r, "b").removable && outcome(ws, r, "b").empty);
        const NodeScaleDown& a = outcome(ws, r, "a");
        QVERIFY(a.removable);
        QCOMPARE(a.moves.size(), size_t(1));
        QCOMPARE(a.moves[0].pod, std::string("web-0"));
        QCOMPARE(a.moves[0].to, 2);
        QCOMPARE(outcome(ws, r, "c").reason, UnremovableReason::NoPlaceToMovePods);
        QCOMPARE(r.nodesAfter(), 1);
    }

    // The hand-checked example of docs/autoscaler.md ("A PodDisruptionBudget
    // against bin packing"): MostAllocated puts db (1 cpu) on the 2-cpu n2
    // (50 %, the highest) and both web pods (1.5 cpu) on n1 (75 %); n3 and
    // n4 stay empty. LeastAllocated puts db on n1 (75 % free, first of the
    // ties), web-0 on n3 and web-1 on n4 (62.5 % free each time). Scale-down:
    // bin packing loses its two empty nodes, keeps n1 (75 % > 50 %) and n2
    // (db's budget allows no disruption): 2 nodes. Least-allocated loses n2
    // (empty), then n3 and n4, whose web pods fit on n1 beside db (1 + 1.5 +
    // 1.5 = 4 cpu): 1 node. Without the budget, n2's db moves to n1 and bin
    // packing ends on 1 node too.
    void budgetAgainstBinPacking()
    {
        const Workspace ws = readWorkspaceFile(BP_TEST_DATA_DIR "/scale-down-pdb.binpack.yaml");
        CompareOptions o;
        o.simulation.tieBreak = TieBreak::First;
        o.scaleDown = AutoscalerOptions {};
        const CompareResult r = compareProfiles(ws, { &ws.profiles[0], &ws.profiles[1] }, o);
        QCOMPARE(r.runs[0].metrics.nodesUsed, 2);
        QCOMPARE(r.runs[1].metrics.nodesUsed, 3);
        const ScaleDownResult& most = r.scaleDown[0];
        const ScaleDownResult& least = r.scaleDown[1];
        QCOMPARE(most.removableEmpty + most.removableDrained, 2);
        QCOMPARE(most.nodesAfter(), 2);
        QCOMPARE(outcome(ws, most, "n1").reason, UnremovableReason::NotUnderutilized);
        QCOMPARE(outcome(ws, most, "n1").utilization.utilization, 0.75);
        QCOMPARE(outcome(ws, most, "n2").blockingReason, BlockingReason::NotEnoughPdb);
        QCOMPARE(least.removableEmpty + least.removableDrained, 3);
        QCOMPARE(least.nodesAfter(), 1);
        QCOMPARE(outcome(ws, least, "n3").moves[0].toName, std::string("n1"));
        QCOMPARE(outcome(ws, least, "n4").moves[0].toName, std::string("n1"));

        // The price table: m5.xlarge (n1, n3, n4) at 0.192 and m5.large
        // (n2) at 0.096 per hour, 730 hours a month.
        QVERIFY(most.cost && least.cost);
        QCOMPARE(most.cost->currency, std::string("USD"));
        QCOMPARE(roundMoney(most.cost->monthlyBefore(), 2), 490.56);
        QCOMPARE(roundMoney(most.cost->monthlyAfter(), 2), 210.24); // n1 + n2
        QCOMPARE(roundMoney(least.cost->monthlyAfter(), 2), 140.16); // n1
        QCOMPARE(most.cost->unpricedNodes, int64_t(0));

        Workspace free = ws;
        free.podDisruptionBudgets.clear();
        const CompareResult f = compareProfiles(free, { &free.profiles[0], &free.profiles[1] }, o);
        QCOMPARE(f.scaleDown[0].nodesAfter(), 1);
        QCOMPARE(outcome(free, f.scaleDown[0], "n2").moves[0].toName, std::string("n1"));
    }

    // Prices: the listed value, else the default, else none (left out of
    // both sums and counted); no table, no cost.
    void cost()
    {
        Workspace ws;
        ws.nodes = { clusterNode("a"), clusterNode("b"), clusterNode("c") };
        ws.nodes[0].labels = { { "pool", "big" } };
        ws.nodes[1].labels = { { "pool", "small" } };
        QVERIFY(!analyze(ws).cost);
        PriceTable t;
        t.label = "pool";
        t.prices = { { "big", 2.5 } };
        ws.prices = t;
        // Every node is empty: all removable, nothing left to pay for.
        ScaleDownResult r = analyze(ws);
        QVERIFY(r.cost);
        QCOMPARE(r.cost->hourlyBefore, 2.5);
        QCOMPARE(r.cost->hourlyAfter, 0.0);
        QCOMPARE(r.cost->unpricedNodes, int64_t(2));
        ws.prices->defaultPrice = 1;
        ws.pods = { on(testPod("stays", 900, 100000), "b") }; // no controller: b is kept
        r = analyze(ws);
        QCOMPARE(r.cost->hourlyBefore, 4.5);
        QCOMPARE(r.cost->hourlyAfter, 1.0);
        QCOMPARE(r.cost->monthlyAfter(), 730.0);
        QCOMPARE(r.cost->unpricedNodes, int64_t(0));
        QCOMPARE(roundMoney(-0.004, 2), 0.0);
        QVERIFY(!std::signbit(roundMoney(-0.004, 2)));
        QCOMPARE(roundMoney(0.125, 2), 0.13);
    }

    // ScaleDownDisabledAnnotation, UnexpectedError and the threshold.
    void eligibility()
    {
        Workspace ws;
        ws.nodes = { disabled(clusterNode("off")), testNode("nomem", 1000, -1), clusterNode("half") };
        ws.pods = { on(replicated(testPod("h", 500, 100000)), "half") };
        const ScaleDownResult r = analyze(ws);
        QCOMPARE(outcome(ws, r, "off").reason, UnremovableReason::ScaleDownDisabledAnnotation);
        QCOMPARE(outcome(ws, r, "nomem").reason, UnremovableReason::UnexpectedError);
        // 0.5 is at the threshold: under it from 1.34.3. Its pod goes to
        // "off": a node kept by the annotation still takes pods; "nomem"
        // has no memory to give.
        QVERIFY(outcome(ws, r, "half").removable);
        QCOMPARE(outcome(ws, r, "half").moves[0].to, 0);
        AutoscalerOptions o;
        o.utilizationThreshold = 0.4;
        QCOMPARE(outcome(ws, analyze(ws, o), "half").reason, UnremovableReason::NotUnderutilized);
        QCOMPARE(std::string(unremovableReasonName(UnremovableReason::NotUnderutilized)), std::string("NotUnderutilized"));
    }
};

QTEST_APPLESS_MAIN(TestScaleDown)
#include "test_scale_down.moc"
