// SPDX-License-Identifier: GPL-3.0-or-later
// Compare: several profiles on one queue, the figures it reports (timeline,
// fragmentation, additional fit) and its CSV/JSON exports, on hand-checked
// scenarios.
#include "io/workspace_io.h"
#include "sim/compare.h"

#include "sim_fixtures.h"

#include <QtTest>

#include <rapidjson/document.h>

#include <mutex>
#include <set>

using namespace bp;
using namespace simfx;

namespace {

// 4 nodes of 4 cpu / 16Gi and 8 pods of 1 cpu / 1Gi: MostAllocated fills n0
// then n1; LeastAllocated puts two pods on every node (ties to the first).
Workspace fourByEight()
{
    Workspace ws;
    addNodes(ws, 4, res({{"cpu", "4"}, {"memory", "16Gi"}}));
    ws.pods.push_back(pod("w", res({{"cpu", "1"}, {"memory", "1Gi"}}), 8));
    return ws;
}

CompareOptions firstTie(bool timeline = false)
{
    CompareOptions o;
    o.simulation.tieBreak = TieBreak::First;
    o.simulation.recordTimeline = timeline;
    return o;
}

// The documentation's cluster (concepts/scheduling-eviction/resource-bin-packing):
// node1 cpu 8, memory 1Gi, intel.com/foo 4; node2 cpu 8, memory 1Gi,
// intel.com/foo 8; its pod requests cpu 2, memory 256Mi, intel.com/foo 2.
// Three empty nodes of each kind, interleaved, and six such pods.
Workspace docsCluster()
{
    Workspace ws;
    for (int i = 0; i < 3; ++i) {
        ws.nodes.push_back(node("node1-" + std::to_string(i), res({{"cpu", "8"}, {"memory", "1Gi"}, {"intel.com/foo", "4"}})));
        ws.nodes.push_back(node("node2-" + std::to_string(i), res({{"cpu", "8"}, {"memory", "1Gi"}, {"intel.com/foo", "8"}})));
    }
    ws.pods.push_back(pod("web", res({{"cpu", "2"}, {"memory", "256Mi"}, {"intel.com/foo", "2"}}), 6));
    return ws;
}

Profile docsBinpack()
{
    return kubeProfile("binpack", "RequestedToCapacityRatio",
        {{"intel.com/foo", 5, true}, {"memory", 1, true}, {"cpu", 3, true}});
}

} // namespace

class TestCompare : public QObject {
    Q_OBJECT

private slots:
    // Issue 16, repack, checked by hand. Three nodes of 4 cpu / 8Gi, each with
    // a DaemonSet pod (100m / 200Mi); web, api, db (900m / 1800Mi each) bound
    // one per node; job of the same size pending. The pods are sized so that
    // BalancedAllocation is the same on every node and NodeResourcesFit
    // decides. Repacked under MostAllocated, the four queued pods go where
    // the most is requested: after the first (a tie between the three nodes)
    // every next one follows it (0.1 + 4 x 0.9 = 3.7 of 4 cpu), so one node
    // is used and two hold only their DaemonSet pods, which cluster-
    // autoscaler counts as empty. LeastAllocated spreads them over all three.
    void repackByHand()
    {
        const Workspace ws = readWorkspace(
            "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n"
            "- {name: most, kubernetesVersion: \"1.36\", plugins: {NodeResourcesFit: {args: {scoringStrategy: "
            "{type: MostAllocated}}}}}\n"
            "- {name: least, kubernetesVersion: \"1.36\"}\n"
            "nodes:\n"
            "- {name: n1, allocatable: {cpu: \"4\", memory: 8Gi}}\n"
            "- {name: n2, allocatable: {cpu: \"4\", memory: 8Gi}}\n"
            "- {name: n3, allocatable: {cpu: \"4\", memory: 8Gi}}\n"
            "pods:\n"
            "- {name: ds-1, nodeName: n1, owner: {kind: DaemonSet, name: ds}, containers: [{requests: {cpu: 100m, "
            "memory: 200Mi}}]}\n"
            "- {name: ds-2, nodeName: n2, owner: {kind: DaemonSet, name: ds}, containers: [{requests: {cpu: 100m, "
            "memory: 200Mi}}]}\n"
            "- {name: ds-3, nodeName: n3, owner: {kind: Node, name: n3}, containers: [{requests: {cpu: 100m, "
            "memory: 200Mi}}]}\n"
            "- {name: web, nodeName: n1, owner: {kind: ReplicaSet, name: web-1}, containers: [{requests: {cpu: "
            "900m, memory: 1800Mi}}]}\n"
            "- {name: job, containers: [{requests: {cpu: 900m, memory: 1800Mi}}]}\n"
            "- {name: api, nodeName: n2, containers: [{requests: {cpu: 900m, memory: 1800Mi}}]}\n"
            "- {name: db, nodeName: n3, containers: [{requests: {cpu: 900m, memory: 1800Mi}}]}\n",
            "repack.binpack.yaml");
        const std::vector<const Profile*> profiles { &ws.profiles[0], &ws.profiles[1] };

        // As the cluster runs now: every node holds a pod of its own workload.
        CompareResult now = compareProfiles(ws, profiles);
        for (const auto& run : now.runs) {
            QCOMPARE(run.metrics.scheduled, int64_t(1)); // job
            QCOMPARE(run.metrics.nodesUsed, int64_t(3));
        }

        RepackSummary summary;
        const Workspace repacked = repackWorkspace(ws, RepackOrder::File, &summary);
        QCOMPARE(summary.moved, int64_t(3));
        QCOMPARE(summary.stayed, int64_t(3));
        QCOMPARE(summary.pending, int64_t(1));
        // DaemonSet and static pods first, still bound; then the moved pods
        // in file order; then the pending one.
        std::vector<std::string> order;
        for (const Pod& p : repacked.pods)
            order.push_back(p.name + (p.nodeName ? "@" + *p.nodeName : ""));
        QCOMPARE(order, (std::vector<std::string> { "ds-1@n1", "ds-2@n2", "ds-3@n3", "web", "api", "db", "job" }));

        for (const TieBreak tie : { TieBreak::Random, TieBreak::First }) {
            CompareOptions o;
            o.simulation.tieBreak = tie;
            const CompareResult r = compareProfiles(repacked, profiles, o);
            const Metrics& most = r.runs[0].metrics;
            QCOMPARE(most.scheduled, int64_t(4));
            QCOMPARE(most.nodesUsed, int64_t(1));
            QCOMPARE(most.emptyNodes, int64_t(2));
            std::set<int> nodes;
            for (const Placement& p : r.runs[0].placements)
                nodes.insert(p.node);
            QCOMPARE(nodes.size(), size_t(1));
            const Metrics& least = r.runs[1].metrics;
            QCOMPARE(least.scheduled, int64_t(4));
            QCOMPARE(least.nodesUsed, int64_t(3));
            QCOMPARE(least.emptyNodes, int64_t(0));
        }

        // The JSON says what was repacked; without a repack it has no such key.
        CompareResult withSummary = compareProfiles(repacked, profiles);
        withSummary.repack = summary;
        rapidjson::Document doc;
        doc.Parse(compareToJson(withSummary).c_str());
        QCOMPARE(doc["repack"]["order"].GetString(), std::string("file"));
        QCOMPARE(doc["repack"]["moved"].GetInt64(), int64_t(3));
        QCOMPARE(doc["repack"]["stayed"].GetInt64(), int64_t(3));
        QCOMPARE(doc["repack"]["pending"].GetInt64(), int64_t(1));
        doc.Parse(compareToJson(now).c_str());
        QVERIFY(!doc.HasMember("repack"));
    }

    // The repack's queue order, checked by hand. Two nodes of 4 cpu / 8Gi;
    // bound pods a and b (3 cpu / 6Gi), c and d (1 cpu / 2Gi), e best-effort
    // without a creationTimestamp, and a DaemonSet pod that stays; one
    // best-effort pod pending (best-effort pods fit anywhere). Requests are
    // in the nodes' proportion, so BalancedAllocation is about the same
    // everywhere and MostAllocated decides; ties go to the first node.
    //   file (e a b c d): a n1, b n2 (n1 has 1 cpu left), c n1, d n2: all six.
    //   creation (c 09:00, d 09:01, a 10:00, b 10:03, e undated): c n1, d n1
    //     (the fuller node), a n2 (n1 has 2 left), b nowhere (2 and 1 left):
    //     one pod pending, the price of small pods first.
    //   priority (b 1000 first, then c d a by creation, e last): b n1, c n1
    //     (full), d n2, a n2: all six.
    void repackOrderByHand()
    {
        const Workspace ws = readWorkspace(
            "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n"
            "- {name: most, kubernetesVersion: \"1.36\", plugins: {NodeResourcesFit: {args: {scoringStrategy: "
            "{type: MostAllocated}}}}}\n"
            "nodes:\n"
            "- {name: n1, allocatable: {cpu: \"4\", memory: 8Gi}}\n"
            "- {name: n2, allocatable: {cpu: \"4\", memory: 8Gi}}\n"
            "pods:\n"
            "- {name: e, nodeName: n2, owner: {kind: ReplicaSet, name: e-1}}\n"
            "- {name: ds, nodeName: n1, owner: {kind: DaemonSet, name: ds}, creationTimestamp: "
            "\"2024-05-01T08:00:00Z\"}\n"
            "- {name: a, nodeName: n1, creationTimestamp: \"2024-05-01T10:00:00Z\", containers: [{requests: {cpu: "
            "\"3\", memory: 6Gi}}]}\n"
            "- {name: b, nodeName: n2, creationTimestamp: \"2024-05-01T12:03:00+02:00\", priority: 1000, "
            "containers: [{requests: {cpu: \"3\", memory: 6Gi}}]}\n"
            "- {name: c, nodeName: n1, creationTimestamp: \"2024-05-01T09:00:00Z\", containers: [{requests: {cpu: "
            "\"1\", memory: 2Gi}}]}\n"
            "- {name: d, nodeName: n2, creationTimestamp: \"2024-05-01T09:01:00.5Z\", priority: 0, containers: "
            "[{requests: {cpu: \"1\", memory: 2Gi}}]}\n"
            "- {name: pending}\n",
            "order.binpack.yaml");
        struct Case {
            RepackOrder order;
            std::vector<std::string> queue; // after the pod that stays
            int64_t undated;
            int64_t scheduled; // of the six queued pods
        };
        const Case cases[] = {
            { RepackOrder::File, { "e", "a", "b", "c", "d", "pending" }, 0, 6 },
            { RepackOrder::Creation, { "c", "d", "a", "b", "e", "pending" }, 1, 5 },
            { RepackOrder::Priority, { "b", "c", "d", "a", "e", "pending" }, 1, 6 },
        };
        for (const Case& c : cases) {
            RepackSummary summary;
            const Workspace repacked = repackWorkspace(ws, c.order, &summary);
            QCOMPARE(summary.order, c.order);
            QCOMPARE(summary.moved, int64_t(5));
            QCOMPARE(summary.stayed, int64_t(1));
            QCOMPARE(summary.pending, int64_t(1));
            QCOMPARE(summary.undated, c.undated);
            QCOMPARE(repacked.pods.front().name, std::string("ds"));
            QCOMPARE(*repacked.pods.front().nodeName, std::string("n1"));
            std::vector<std::string> queue;
            for (size_t i = 1; i < repacked.pods.size(); ++i) {
                QVERIFY(!repacked.pods[i].nodeName);
                queue.push_back(repacked.pods[i].name);
            }
            QCOMPARE(queue, c.queue);
            SimulationOptions o;
            o.tieBreak = TieBreak::First;
            const SimulationResult r = simulate(repacked, repacked.profiles[0], o);
            QVERIFY2(r.metrics.scheduled == c.scheduled, repackOrderName(c.order));
            if (c.order == RepackOrder::Creation) {
                QCOMPARE(r.metrics.unschedulable, int64_t(1));
                for (const Placement& p : r.placements)
                    if (p.node < 0)
                        QCOMPARE(p.pod, std::string("b"));
            }
            CompareResult cr = compareProfiles(repacked, { &repacked.profiles[0], &repacked.profiles[0] });
            cr.repack = summary;
            rapidjson::Document doc;
            doc.Parse(compareToJson(cr).c_str());
            QCOMPARE(doc["repack"]["order"].GetString(), std::string(repackOrderName(c.order)));
            QCOMPARE(doc["repack"]["undated"].GetInt64(), c.undated);
        }
        for (const char* name : { "file", "creation", "priority" })
            QCOMPARE(repackOrderName(*repackOrderFromName(name)), std::string(name));
        QVERIFY(!repackOrderFromName("Creation"));
        QVERIFY(!repackOrderFromName(""));
    }

    // A node that holds only DaemonSet or static pods is empty, as
    // cluster-autoscaler counts it; replicas are counted one by one.
    void ownPodsLeaveANodeEmpty()
    {
        Workspace ws;
        addNodes(ws, 3, res({ { "cpu", "4" } }));
        ws.pods.push_back(pod("ds", res({ { "cpu", "100m" } }), 2, std::string("n0")));
        ws.pods.back().owner = PodOwner { "DaemonSet", "ds" };
        ws.pods.push_back(pod("static", res({ { "cpu", "100m" } }), 1, std::string("n1")));
        ws.pods.back().owner = PodOwner { "Node", "n1" };
        ws.pods.push_back(pod("web", res({ { "cpu", "1" } }), 1, std::string("n1")));
        ws.profiles.push_back(defaultProfile("d"));
        SimulationOptions o;
        o.recordTimeline = true;
        ws.pods.push_back(pod("p", res({ { "cpu", "1" } }), 1));
        const SimulationResult r = simulate(ws, ws.profiles[0], o);
        QCOMPARE(podsThatStay(ws, r.finalState), (std::vector<int64_t> { 2, 1, 0 }));
        QCOMPARE(r.metrics.nodesUsed + r.metrics.emptyNodes, int64_t(3));
        // n0 holds two DaemonSet pods, n1 a static pod and web, n2 nothing:
        // web makes n1 used; p goes where the least is requested, n2, which
        // makes it used as well; n0 stays empty.
        QCOMPARE(r.placements.front().node, 2);
        QCOMPARE(r.metrics.nodesUsed, int64_t(2));
        QCOMPARE(r.metrics.emptyNodes, int64_t(1));
        QCOMPARE(r.timeline.front().nodesUsed, int64_t(2));
    }

    void binPackingBeatsLeastAllocatedOnDocsCluster_data()
    {
        QTest::addColumn<bool>("firstTie");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("first") << true << quint64(1);
        for (quint64 seed : {1ull, 2ull, 3ull, 99ull})
            QTest::addRow("random seed %llu", seed) << false << seed;
    }
    void binPackingBeatsLeastAllocatedOnDocsCluster()
    {
        // By hand, RequestedToCapacityRatio (foo 5, memory 1, cpu 3; shape
        // 0->0, 100->100 after scaling; score = round(Σ score*w / Σ w)):
        //   empty node1: foo 2*100/4 = 50, memory 256*100/1024 = 25, cpu 2000*100/8000 = 25
        //                -> (50*5 + 25 + 25*3)/9 = 350/9 -> 39
        //   empty node2: foo 2*100/8 = 25 -> (25*5 + 25 + 75)/9 = 225/9 -> 25
        //   node1 with one pod: foo 100, memory 50, cpu 50 -> (500 + 50 + 150)/9 -> 78
        // so each node1 takes two pods (then its foo is full) before the next
        // node1 is opened, and no node2 is ever chosen: 6 pods on 3 nodes.
        // LeastAllocated (cpu, memory) scores an empty node 75 and a node with
        // one pod 50; BalancedAllocation is 75 everywhere (every node's cpu and
        // memory shares stay equal, 1.36: 50 + (50 + 100 - 100)/2), so every
        // pod opens a new node: 6.
        // Bin packing uses 6 - 3 = 3 fewer nodes.
        QFETCH(bool, firstTie);
        QFETCH(quint64, seed);
        Workspace ws = docsCluster();
        Profile pack = docsBinpack();
        Profile spread = defaultProfile("least-allocated");
        CompareOptions o;
        o.simulation.seed = seed;
        o.simulation.tieBreak = firstTie ? TieBreak::First : TieBreak::Random;
        CompareResult r = compareProfiles(ws, {&pack, &spread}, o);
        QCOMPARE(r.runs.size(), size_t(2));
        QCOMPARE(r.runs[0].metrics.nodesUsed, int64_t(3));
        QCOMPARE(r.runs[1].metrics.nodesUsed, int64_t(6));
        QCOMPARE(r.runs[1].metrics.nodesUsed - r.runs[0].metrics.nodesUsed, int64_t(3));
        QCOMPARE(r.runs[0].metrics.emptyNodes, int64_t(3));
        QCOMPARE(r.runs[0].placements[0].total, 39.0);
        QCOMPARE(r.runs[0].placements[1].total, 78.0);
        // LeastAllocated 75 + BalancedAllocation 75, and the rest of the
        // default profile: TaintToleration 100 x 3 (no taints anywhere); the
        // pod has no constraints and no owner (PodTopologySpread: Skip) and
        // no affinity or image.
        QCOMPARE(r.runs[1].placements[0].total, 450.0);
        for (const auto& p : r.runs[0].placements)
            QVERIFY(r.runs[0].finalState.nodeNames[static_cast<size_t>(p.node)].rfind("node1-", 0) == 0);
    }

    void concurrentEqualsSequential()
    {
        Workspace ws = docsCluster();
        ws.pods.push_back(pod("batch", res({{"cpu", "1"}, {"memory", "128Mi"}}), 9));
        Profile a = docsBinpack(), b = defaultProfile("default"), c = kubeProfile("most", "MostAllocated"),
                d = volcanoBinpack("volcano", "intel.com/foo", 2);
        for (quint64 seed : {1ull, 5ull}) {
            CompareOptions o;
            o.simulation.seed = seed;
            o.concurrent = true;
            CompareResult x = compareProfiles(ws, {&a, &b, &c, &d}, o);
            o.concurrent = false;
            CompareResult y = compareProfiles(ws, {&a, &b, &c, &d}, o);
            QCOMPARE(x.runs.size(), size_t(4));
            for (size_t i = 0; i < 4; ++i) {
                QCOMPARE(x.runs[i].profile, y.runs[i].profile);
                QCOMPARE(x.runs[i].placements.size(), y.runs[i].placements.size());
                for (size_t k = 0; k < x.runs[i].placements.size(); ++k)
                    QCOMPARE(x.runs[i].placements[k].node, y.runs[i].placements[k].node);
                // Each run equals its own simulate().
                SimulationResult alone = simulate(ws, *std::vector<const Profile*>{&a, &b, &c, &d}[i], o.simulation);
                QCOMPARE(alone.metrics.nodesUsed, x.runs[i].metrics.nodesUsed);
            }
        }
    }

    void progressSumsOverRuns()
    {
        Workspace ws;
        addNodes(ws, 50, res({{"cpu", "64"}, {"memory", "256Gi"}}));
        ws.pods.push_back(pod("p", res({{"cpu", "100m"}, {"memory", "128Mi"}}), 3000));
        Profile a = kubeProfile("most", "MostAllocated"), b = kubeProfile("least", "LeastAllocated");
        std::mutex m;
        std::vector<std::pair<int64_t, int64_t>> calls;
        CompareOptions o;
        o.simulation.progress = [&](int64_t done, int64_t total) {
            std::lock_guard<std::mutex> lock(m);
            calls.emplace_back(done, total);
        };
        CompareResult r = compareProfiles(ws, {&a, &b}, o);
        QVERIFY(!r.cancelled);
        QVERIFY(calls.size() >= 4);
        QCOMPARE(calls.back(), std::make_pair(int64_t(6000), int64_t(6000)));
        for (size_t i = 1; i < calls.size(); ++i)
            QVERIFY(calls[i].first >= calls[i - 1].first);
        QVERIFY(r.seconds > 0);
    }

    void cancelStopsEveryRun()
    {
        Workspace ws = fourByEight();
        Profile a = kubeProfile("most", "MostAllocated"), b = kubeProfile("least", "LeastAllocated");
        std::atomic<bool> cancel{true};
        CompareOptions o;
        o.simulation.cancel = &cancel;
        CompareResult r = compareProfiles(ws, {&a, &b}, o);
        QVERIFY(r.cancelled);
        for (const auto& run : r.runs) {
            QVERIFY(run.cancelled);
            QVERIFY(run.placements.empty());
        }
    }

    void badProfileIsAnInputError()
    {
        Workspace ws = fourByEight();
        Profile good = kubeProfile("most", "MostAllocated");
        Profile bad = kubeProfile("bad", "Tightest");
        try {
            compareProfiles(ws, {&good, &bad});
            QFAIL("expected an InputError");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("Tightest") != std::string::npos, e.what());
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, compareProfiles(ws, {}));
    }

    void timelineAndFragmentation()
    {
        // Fragmentation for w (1 cpu, 1Gi): once n0 is full (4 pods) its 12Gi
        // of free memory is stranded; cpu has nothing stranded. Means over
        // {cpu, memory}: after 4 pods (0 + 12/60)/2 = 0.1, after 5
        // (0 + 12/59)/2, after 8 (0 + 24/56)/2 = 3/14.
        Workspace ws = fourByEight();
        Profile pack = kubeProfile("pack", "MostAllocated"), spread = kubeProfile("spread", "LeastAllocated");
        CompareResult r = compareProfiles(ws, {&pack, &spread}, firstTie(true));
        const auto& tp = r.runs[0].timeline;
        const auto& ts = r.runs[1].timeline;
        QCOMPARE(tp.size(), size_t(8));
        const int64_t packUsed[] = {1, 1, 1, 1, 2, 2, 2, 2};
        const int64_t spreadUsed[] = {1, 2, 3, 4, 4, 4, 4, 4};
        for (size_t i = 0; i < 8; ++i) {
            QCOMPARE(tp[i].placed, int64_t(i + 1));
            QCOMPARE(tp[i].nodesUsed, packUsed[i]);
            QCOMPARE(ts[i].nodesUsed, spreadUsed[i]);
            QCOMPARE(ts[i].fragmentation, 0.0);
        }
        QCOMPARE(tp[2].fragmentation, 0.0);
        QCOMPARE(tp[3].fragmentation, 0.1);
        QCOMPARE(tp[4].fragmentation, (0 + 12.0 / 59.0) / 2);
        QCOMPARE(tp[7].fragmentation, 0.21428571428571427);
        QCOMPARE(r.runs[0].metrics.fragmentation, tp[7].fragmentation); // the end state agrees
        QCOMPARE(r.runs[1].metrics.fragmentation, 0.0);
        // Without recordTimeline nothing is recorded.
        QVERIFY(compareProfiles(ws, {&pack, &spread}, firstTie(false)).runs[0].timeline.empty());
    }

    void additionalFit()
    {
        // Default shape (the largest pending, w): pack leaves n2 and n3 empty,
        // 4 more w each (cpu-bound) = 8; spread leaves 2 cpu on each node = 8.
        Workspace ws = fourByEight();
        Profile pack = kubeProfile("pack", "MostAllocated"), spread = kubeProfile("spread", "LeastAllocated");
        CompareResult r = compareProfiles(ws, {&pack, &spread}, firstTie());
        QCOMPARE(r.runs[0].metrics.fitShape, std::string("w"));
        QCOMPARE(r.runs[0].metrics.additionalFit, int64_t(8));
        QCOMPARE(r.runs[1].metrics.additionalFit, int64_t(8));
        // A chosen shape: "big" (3 cpu), bound on its own 3-cpu node where no
        // w fits. Packed: n2 and n3 take one big each = 2; spread: every node
        // has 2 cpu free, no big fits = 0. That is what packing buys.
        ws.nodes.push_back(node("big-host", res({{"cpu", "3"}, {"memory", "16Gi"}})));
        ws.pods.push_back(pod("big", res({{"cpu", "3"}, {"memory", "2Gi"}}), 1, "big-host"));
        CompareOptions o = firstTie();
        o.simulation.fitShape = "big";
        r = compareProfiles(ws, {&pack, &spread}, o);
        QCOMPARE(r.runs[0].metrics.fitShape, std::string("big"));
        QCOMPARE(r.runs[0].metrics.largestPendingShape, std::string("w"));
        QCOMPARE(r.runs[0].metrics.additionalFit, int64_t(2));
        QCOMPARE(r.runs[1].metrics.additionalFit, int64_t(0));
        // Pod slots cap the count.
        Workspace capped;
        capped.nodes.push_back(node("n", res({{"cpu", "100"}, {"memory", "100Gi"}, {"pods", "3"}})));
        capped.pods.push_back(pod("tiny", res({{"cpu", "10m"}}), 1));
        QCOMPARE(simulate(capped, pack).metrics.additionalFit, int64_t(2));
        o.simulation.fitShape = "nope";
        QVERIFY_THROWS_EXCEPTION(InputError, compareProfiles(ws, {&pack, &spread}, o));
    }

    void csvExport()
    {
        Workspace ws = fourByEight();
        Profile pack = kubeProfile("pack", "MostAllocated"), spread = kubeProfile("spread, wide", "LeastAllocated");
        const std::string csv = compareToCsv(compareProfiles(ws, {&pack, &spread}, firstTie()));
        // nodesScored: every feasible node is scored. pack: 4 feasible for the
        // first 4 pods, 3 (n0 full) for the next 4 = 28; spread: 8 x 4 = 32.
        const std::string expected = "metric,pack,\"spread, wide\"\n"
                                     "scheduled,8,8\n"
                                     "unschedulable,0,0\n"
                                     "nodesUsed,2,4\n"
                                     "emptyNodes,2,0\n"
                                     "largestPendingShape,w,w\n"
                                     "fragmentation,0.21428571428571427,0\n"
                                     "fitShape,w,w\n"
                                     "additionalFit,8,8\n"
                                     "percentageOfNodesToScore,off,off\n"
                                     "nodesScored,28,32\n"
                                     "cpu.mean,0.5,0.5\n"
                                     "cpu.min,0,0.5\n"
                                     "cpu.max,1,0.5\n"
                                     "cpu.stddev,0.5,0\n"
                                     "cpu.allocatable,16000,16000\n"
                                     "cpu.requested,8000,8000\n"
                                     "cpu.stranded,0,0\n"
                                     "memory.mean,0.125,0.125\n"
                                     "memory.min,0,0.125\n"
                                     "memory.max,0.25,0.125\n"
                                     "memory.stddev,0.125,0\n"
                                     "memory.allocatable,68719476736,68719476736\n"
                                     "memory.requested,8589934592,8589934592\n"
                                     "memory.stranded,25769803776,0\n";
        QCOMPARE(QString::fromStdString(csv), QString::fromStdString(expected));
    }

    void nodesCsvExport()
    {
        Workspace ws = fourByEight();
        Profile pack = kubeProfile("pack", "MostAllocated"), spread = kubeProfile("spread", "LeastAllocated");
        const std::string csv = compareNodesToCsv(compareProfiles(ws, {&pack, &spread}, firstTie()));
        const std::string expected = "profile,node,pods,cpu,memory\n"
                                     "pack,n0,4,1,0.25\n"
                                     "pack,n1,4,1,0.25\n"
                                     "pack,n2,0,0,0\n"
                                     "pack,n3,0,0,0\n"
                                     "spread,n0,2,0.5,0.125\n"
                                     "spread,n1,2,0.5,0.125\n"
                                     "spread,n2,2,0.5,0.125\n"
                                     "spread,n3,2,0.5,0.125\n";
        QCOMPARE(QString::fromStdString(csv), QString::fromStdString(expected));
    }

    void jsonExport()
    {
        Workspace ws = fourByEight();
        ws.nodes.push_back(node("tiny", res({{"cpu", "500m"}, {"memory", "1Gi"}})));
        ws.pods.push_back(pod("huge", res({{"cpu", "64"}}), 1));
        Profile pack = kubeProfile("pack", "MostAllocated"), spread = kubeProfile("spread", "LeastAllocated");
        CompareResult r = compareProfiles(ws, {&pack, &spread}, firstTie(true));
        rapidjson::Document doc;
        const std::string text = compareToJson(r);
        doc.Parse(text.c_str());
        QVERIFY(!doc.HasParseError());
        const auto& profiles = doc["profiles"];
        QCOMPARE(profiles.Size(), 2u);
        QCOMPARE(QString(profiles[0]["name"].GetString()), QString("pack"));
        const auto& m = profiles[0]["metrics"];
        // The keys `simulate -o json` prints, then more.
        for (const char* key : {"scheduled", "unschedulable", "nodesUsed", "emptyNodes", "unschedulableReasons",
                 "largestPendingShape", "resources", "fragmentation", "fitShape", "additionalFit",
                 "percentageOfNodesToScore", "nodesScored"})
            QVERIFY2(m.HasMember(key), key);
        QCOMPARE(m["scheduled"].GetInt64(), int64_t(8));
        QCOMPARE(m["unschedulable"].GetInt64(), int64_t(1));
        QCOMPARE(m["nodesUsed"].GetInt64(), int64_t(2));
        QCOMPARE(m["emptyNodes"].GetInt64(), int64_t(3));
        QCOMPARE(m["unschedulableReasons"]["Insufficient cpu"].GetInt64(), int64_t(1));
        QCOMPARE(QString(m["largestPendingShape"].GetString()), QString("huge"));
        QCOMPARE(m["resources"]["cpu"]["allocatable"].GetInt64(), int64_t(16500));
        QVERIFY(m["percentageOfNodesToScore"].IsNull());
        QVERIFY(!profiles[0].HasMember("nodes"));
        QVERIFY(!profiles[0].HasMember("timeline"));
        // With nodes and timeline.
        doc.Parse(compareToJson(r, {true, true}).c_str());
        const auto& nodes = doc["profiles"][1]["nodes"];
        QCOMPARE(nodes.Size(), 5u);
        QCOMPARE(QString(nodes[0]["name"].GetString()), QString("n0"));
        QCOMPARE(nodes[0]["pods"].GetInt64(), int64_t(2));
        QCOMPARE(nodes[0]["utilization"]["cpu"].GetDouble(), 0.5);
        const auto& tl = doc["profiles"][0]["timeline"];
        QCOMPARE(tl["nodesUsed"].Size(), 9u);
        QCOMPARE(tl["nodesUsed"][8].GetInt64(), int64_t(2));
        QCOMPARE(tl["placed"][8].GetInt64(), int64_t(9));
    }
};

QTEST_GUILESS_MAIN(TestCompare)
#include "test_compare.moc"
