// SPDX-License-Identifier: GPL-3.0-or-later
// The simulator at scale: percentageOfNodesToScore as kube-scheduler applies
// it (numFeasibleNodesToFind, the rotating nextStartNodeIndex), and the fast
// path's per-shape trees when pod shapes interleave — always against the
// reference loop.
#include "io/workspace_io.h"
#include "sim/simulator.h"
#include "sim/workload_generator.h"

#include "sim_fixtures.h"

#include <QtTest>

using namespace bp;
using namespace simfx;

namespace {

Workspace identicalNodes(int n)
{
    Workspace ws;
    addNodes(ws, n, res({{"cpu", "4"}, {"memory", "16Gi"}}));
    return ws;
}

std::vector<int> nodesOf(const SimulationResult& r)
{
    std::vector<int> out;
    for (const auto& p : r.placements)
        out.push_back(p.node);
    return out;
}

SimulationOptions sampled(int percentage)
{
    SimulationOptions o;
    o.tieBreak = TieBreak::First;
    o.percentageOfNodesToScore = percentage;
    return o;
}

// Nodes of three sizes, some with GPUs, some bound pods, and a shuffled mix
// of `shapes` pod shapes (so shapes interleave pod by pod).
Workspace mixedCluster(int nodes, int shapes, uint64_t seed)
{
    Workspace ws;
    for (int i = 0; i < nodes; ++i) {
        switch (i % 3) {
        case 0: ws.nodes.push_back(node("n" + std::to_string(i), res({{"cpu", "8"}, {"memory", "32Gi"}, {"pods", "30"}}))); break;
        case 1: ws.nodes.push_back(node("n" + std::to_string(i), res({{"cpu", "16"}, {"memory", "64Gi"}}))); break;
        default:
            ws.nodes.push_back(node("n" + std::to_string(i), res({{"cpu", "32"}, {"memory", "128Gi"}, {"nvidia.com/gpu", "4"}})));
        }
    }
    ws.pods.push_back(pod("resident", res({{"cpu", "3"}, {"memory", "5Gi"}}), 1, "n1"));
    GeneratorSpec g;
    g.seed = seed;
    g.order = ArrivalOrder::Shuffled;
    for (int s = 0; s < shapes; ++s) {
        PodShapeSpec p;
        p.name = "s" + std::to_string(s);
        p.requests.push_back({"cpu", *Quantity::parse(std::to_string(250 + 350 * s) + "m"), *Quantity::parse(std::to_string(250 + 350 * s) + "m")});
        p.requests.push_back({"memory", *Quantity::parse(std::to_string(512 * (1 + s % 5)) + "Mi"), *Quantity::parse(std::to_string(512 * (1 + s % 5)) + "Mi")});
        if (s % 6 == 5)
            p.requests.push_back({"nvidia.com/gpu", *Quantity::parse("1"), *Quantity::parse("1")});
        p.count = 20 + s % 7;
        g.shapes.push_back(p);
    }
    for (auto& p : generateWorkload(g))
        ws.pods.push_back(std::move(p));
    return ws;
}

Profile profileKind(int k)
{
    switch (k) {
    case 0: return kubeProfile("most", "MostAllocated", {{"cpu", 1, true}, {"memory", 1, true}, {"nvidia.com/gpu", 3, true}});
    case 1: return defaultProfile("default");
    case 2: return kubeProfile("rtcr", "RequestedToCapacityRatio", {{"cpu", 2, true}, {"memory", 1, true}}, true);
    default: return volcanoBinpack("volcano", "nvidia.com/gpu", 2);
    }
}

void compareWithReference(const Workspace& ws, const Profile& p, SimulationOptions fast)
{
    SimulationOptions ref = fast;
    ref.reference = true;
    fast.recordTimeline = ref.recordTimeline = true;
    const SimulationResult a = simulate(ws, p, fast);
    const SimulationResult b = simulate(ws, p, ref);
    QCOMPARE(a.placements.size(), b.placements.size());
    QVERIFY(a.metrics.scheduled > 0);
    QCOMPARE(a.metrics.unschedulable, b.metrics.unschedulable);
    for (size_t i = 0; i < a.placements.size(); ++i) {
        QCOMPARE(a.placements[i].pod, b.placements[i].pod);
        QCOMPARE(a.placements[i].node, b.placements[i].node);
        QCOMPARE(a.placements[i].total, b.placements[i].total);
        QCOMPARE(a.placements[i].reason, b.placements[i].reason);
        QCOMPARE(a.timeline[i].nodesUsed, b.timeline[i].nodesUsed);
        QCOMPARE(a.timeline[i].fragmentation, b.timeline[i].fragmentation);
    }
    QCOMPARE(a.nodesScored, b.nodesScored);
    QCOMPARE(a.metrics.unschedulableReasons, b.metrics.unschedulableReasons);
}

} // namespace

class TestSimulatorSampling : public QObject {
    Q_OBJECT

private slots:
    void numFeasibleNodesToFind_data()
    {
        QTest::addColumn<int>("percentage");
        QTest::addColumn<qint64>("nodes");
        QTest::addColumn<qint64>("expected");
        // kubernetes pkg/scheduler/schedule_one_test.go, TestNumFeasibleNodesToFind
        // (generic_scheduler_test.go before 1.25); percentage 0 = not set.
        QTest::newRow("not set, nodes number not more than 50") << 0 << qint64(10) << qint64(10);
        QTest::newRow("set, nodes number not more than 50") << 40 << qint64(10) << qint64(10);
        QTest::newRow("not set, nodes number more than 50") << 0 << qint64(1000) << qint64(420);
        QTest::newRow("set, nodes number more than 50") << 40 << qint64(1000) << qint64(400);
        QTest::newRow("not set, nodes number more than 50*125") << 0 << qint64(6000) << qint64(300);
        QTest::newRow("set, nodes number more than 50*125") << 40 << qint64(6000) << qint64(2400);
        // Derived from the same function: the floor of 100 nodes and the bench's 5,000.
        QTest::newRow("99 nodes: all") << 10 << qint64(99) << qint64(99);
        QTest::newRow("200 nodes adaptive: 49 % = 98 -> 100") << 0 << qint64(200) << qint64(100);
        QTest::newRow("5000 nodes adaptive: 10 %") << 0 << qint64(5000) << qint64(500);
        QTest::newRow("100 %") << 100 << qint64(5000) << qint64(5000);
    }
    void numFeasibleNodesToFind()
    {
        QFETCH(int, percentage);
        QFETCH(qint64, nodes);
        QFETCH(qint64, expected);
        QCOMPARE(bp::numFeasibleNodesToFind(percentage, nodes), int64_t(expected));
    }

    void startIndexRotates()
    {
        // 200 empty identical nodes, 50 % -> 100 nodes are filtered and scored
        // per pod, from a start index that moves on by the nodes processed.
        //   pod 1: nodes 0..99, all tie -> 0 (first), next start 100
        //   pod 2: nodes 100..199, all empty -> 100, next start 0
        //   pod 3: nodes 0..99; LeastAllocated: 0 is loaded -> 1
        //   pod 4: nodes 100..199 -> 101
        Workspace ws = identicalNodes(200);
        ws.pods.push_back(pod("p", res({{"cpu", "1"}, {"memory", "1Gi"}}), 4));
        const Profile least = kubeProfile("least", "LeastAllocated");
        SimulationResult r = simulate(ws, least, sampled(50));
        QCOMPARE(nodesOf(r), std::vector<int>({0, 100, 1, 101}));
        QCOMPARE(r.nodesScored, int64_t(400));
        QCOMPARE(r.percentageOfNodesToScore, std::optional<int>(50));
        // Score-all places them on 0, 1, 2, 3.
        SimulationOptions all;
        all.tieBreak = TieBreak::First;
        QCOMPARE(nodesOf(simulate(ws, least, all)), std::vector<int>({0, 1, 2, 3}));
        // MostAllocated cannot see node 0 from the second half: real packing
        // is looser (2 nodes) than score-all packing (1 node).
        const Profile most = kubeProfile("most", "MostAllocated");
        r = simulate(ws, most, sampled(50));
        QCOMPARE(nodesOf(r), std::vector<int>({0, 100, 0, 100}));
        QCOMPARE(r.metrics.nodesUsed, int64_t(2));
        QCOMPARE(simulate(ws, most, all).metrics.nodesUsed, int64_t(1));
    }

    void infeasibleNodesCountAsProcessed()
    {
        // 120 nodes; 0..9 are full. 50 % of 120 = 60 -> at least 100.
        //   pod 1 from 0: 0..9 fail, 10..109 feasible -> 110 processed, -> 10, start 110
        //   pod 2 from 110: 110..119, (0..9 fail), 10..99 -> 110 processed; 10 is loaded -> 110, start 100
        //   pod 3 from 100: 100..119, (0..9), 10..89 -> 100, start 90
        //   pod 4 from 90: 90..119, (0..9), 10..79 -> 90 (100, 110 and 10 are loaded)
        Workspace ws = identicalNodes(120);
        for (int i = 0; i < 10; ++i)
            ws.pods.push_back(pod("full" + std::to_string(i), res({{"cpu", "4"}}), 1, "n" + std::to_string(i)));
        ws.pods.push_back(pod("p", res({{"cpu", "1"}, {"memory", "1Gi"}}), 4));
        SimulationResult r = simulate(ws, kubeProfile("least", "LeastAllocated"), sampled(50));
        QCOMPARE(nodesOf(r), std::vector<int>({10, 110, 100, 90}));
        QCOMPARE(r.nodesScored, int64_t(400));
    }

    void noScorePluginsFindsOneNode()
    {
        // findNodesThatPassFilters: without score plugins (and extenders) one
        // feasible node is enough, so pods go round-robin from the start index.
        Workspace ws = identicalNodes(150);
        ws.pods.push_back(pod("p", res({{"cpu", "1"}}), 3));
        Profile none;
        none.name = "none";
        none.pluginsSet = true;
        SimulationResult r = simulate(ws, none, sampled(0));
        QCOMPARE(nodesOf(r), std::vector<int>({0, 1, 2}));
        QCOMPARE(r.nodesScored, int64_t(3));
    }

    void profileValueWins()
    {
        // The profile's 100 % wins over the option's adaptive 0: every node is
        // searched, so the placements are score-all's.
        Workspace ws = identicalNodes(300);
        ws.pods.push_back(pod("p", res({{"cpu", "1"}, {"memory", "1Gi"}}), 6));
        Profile p = kubeProfile("most", "MostAllocated");
        p.percentageOfNodesToScore = 100;
        SimulationResult r = simulate(ws, p, sampled(0));
        QCOMPARE(r.percentageOfNodesToScore, std::optional<int>(100));
        QCOMPARE(r.metrics.nodesUsed, int64_t(2)); // 4 + 2 on two nodes
        // ... but only when the model is switched on.
        SimulationOptions off;
        off.tieBreak = TieBreak::First;
        QCOMPARE(simulate(ws, p, off).percentageOfNodesToScore, std::optional<int>());
        // Adaptive on 300 nodes: 50 - 2 = 48 % = 144 nodes per pod.
        p.percentageOfNodesToScore.reset();
        r = simulate(ws, p, sampled(0));
        QCOMPARE(r.nodesScored, int64_t(6 * 144));
        // Volcano profiles always score every node.
        r = simulate(ws, volcanoBinpack("v"), sampled(10));
        QCOMPARE(r.percentageOfNodesToScore, std::optional<int>());
    }

    void percentageOutOfRange_data()
    {
        QTest::addColumn<int>("option");
        QTest::addColumn<int>("profileValue");
        QTest::addColumn<QString>("message");
        QTest::newRow("option 101") << 101 << -1 << "percentageOfNodesToScore: not in valid range [0-100]: 101";
        QTest::newRow("option -1") << -1 << -1 << "percentageOfNodesToScore: not in valid range [0-100]: -1";
        QTest::newRow("profile 150") << 0 << 150
                                     << "profiles[most].percentageOfNodesToScore: not in valid range [0-100]: 150";
    }
    void percentageOutOfRange()
    {
        QFETCH(int, option);
        QFETCH(int, profileValue);
        QFETCH(QString, message);
        Workspace ws = identicalNodes(3);
        ws.pods.push_back(pod("p", res({{"cpu", "1"}})));
        Profile p = kubeProfile("most", "MostAllocated");
        if (profileValue >= 0)
            p.percentageOfNodesToScore = profileValue;
        try {
            simulate(ws, p, sampled(option));
            QFAIL("expected an InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(message), e.what());
        }
    }

    void profileFieldRoundTrip()
    {
        // The workspace profile may carry percentageOfNodesToScore (an added
        // optional field); it is written back as read, and omitted when unset.
        const std::string text = "apiVersion: binpack-studio/v1alpha1\n"
                                 "kind: Workspace\n"
                                 "profiles:\n"
                                 "- name: sampled\n"
                                 "  scheduler: kube-scheduler\n"
                                 "  percentageOfNodesToScore: 30\n"
                                 "- name: adaptive\n"
                                 "  percentageOfNodesToScore: 0\n"
                                 "- name: unset\n";
        const Workspace ws = readWorkspace(text, "ws.binpack.yaml");
        QCOMPARE(ws.profiles[0].percentageOfNodesToScore, std::optional<int>(30));
        QCOMPARE(ws.profiles[1].percentageOfNodesToScore, std::optional<int>(0));
        QCOMPARE(ws.profiles[2].percentageOfNodesToScore, std::optional<int>());
        const std::string saved = writeWorkspace(ws);
        QVERIFY2(saved.find("- name: sampled\n  scheduler: kube-scheduler\n  percentageOfNodesToScore: 30\n")
                != std::string::npos, saved.c_str());
        QVERIFY2(saved.find("percentageOfNodesToScore: 0\n") != std::string::npos, saved.c_str());
        const Workspace again = readWorkspace(saved, "saved");
        QVERIFY(again == ws);
        QCOMPARE(writeWorkspace(again), saved);
        Workspace changed = ws;
        changed.profiles[0].percentageOfNodesToScore = 31;
        QVERIFY(!(changed == ws)); // the field takes part in equality
    }

    void profileFieldErrors_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("above 100") << "  percentageOfNodesToScore: 101"
                                   << "ws.binpack.yaml:5:29: profiles[0].percentageOfNodesToScore: 101 is not in the "
                                      "valid range [0-100]; expected 0 (adaptive) to 100";
        QTest::newRow("negative") << "  percentageOfNodesToScore: -5"
                                  << "ws.binpack.yaml:5:29: profiles[0].percentageOfNodesToScore: -5 is not in the valid range";
        QTest::newRow("a percent string") << "  percentageOfNodesToScore: 50%"
                                          << "ws.binpack.yaml:5:29: profiles[0].percentageOfNodesToScore: expected an integer";
        QTest::newRow("on a Volcano profile") << "  scheduler: volcano\n  percentageOfNodesToScore: 10"
                                              << "ws.binpack.yaml:6:29: profiles[0].percentageOfNodesToScore: "
                                                 "percentageOfNodesToScore is a kube-scheduler profile setting";
    }
    void profileFieldErrors()
    {
        QFETCH(QString, line);
        QFETCH(QString, message);
        const std::string text = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\n"
            + line.toStdString() + "\n";
        try {
            readWorkspace(text, "ws.binpack.yaml");
            QFAIL("expected an InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(message), e.what());
        }
    }

    void sampledFastPathEqualsReference_data()
    {
        QTest::addColumn<int>("profile");
        QTest::addColumn<int>("percentage");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<bool>("saturate");
        for (int k = 0; k < 3; ++k)
            for (int pct : {0, 10, 35})
                for (quint64 seed : {1ull, 9ull})
                    for (bool saturate : {false, true})
                        QTest::addRow("profile %d, %d %%, seed %llu%s", k, pct, seed, saturate ? ", saturating" : "")
                            << k << pct << seed << saturate;
    }
    void sampledFastPathEqualsReference()
    {
        QFETCH(int, profile);
        QFETCH(int, percentage);
        QFETCH(quint64, seed);
        QFETCH(bool, saturate);
        Workspace ws = mixedCluster(330, 8, seed);
        if (saturate) {
            // 150 nodes of 2 cpu, 400 pods asking 400 cpu in all: fewer than
            // 100 nodes stay feasible, the search wraps and pods fail.
            ws = identicalNodes(0);
            addNodes(ws, 150, res({{"cpu", "2"}, {"memory", "8Gi"}}));
            GeneratorSpec g;
            g.seed = seed;
            g.order = ArrivalOrder::Shuffled;
            g.total = 400;
            for (const char* cpu : {"500m", "1", "1500m"}) {
                PodShapeSpec p;
                p.name = std::string("c") + cpu;
                p.requests = {{"cpu", *Quantity::parse(cpu), *Quantity::parse(cpu)}, {"memory", *Quantity::parse("1Gi"), *Quantity::parse("1Gi")}};
                p.proportion = 1;
                g.shapes.push_back(p);
            }
            ws.pods = generateWorkload(g);
        }
        SimulationOptions o;
        o.seed = seed;
        o.percentageOfNodesToScore = percentage;
        compareWithReference(ws, profileKind(profile), o);
    }

    void interleavedShapesEqualReference_data()
    {
        QTest::addColumn<int>("profile");
        QTest::addColumn<int>("shapes");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<bool>("firstTie");
        // 24 shapes exceed the 16 trees kept: eviction and rebuilds are exercised.
        for (int k = 0; k < 4; ++k)
            for (int shapes : {5, 24})
                for (quint64 seed : {3ull, 17ull})
                    for (bool first : {false, true})
                        QTest::addRow("profile %d, %d shapes, seed %llu, %s", k, shapes, seed, first ? "first" : "random")
                            << k << shapes << seed << first;
    }
    void interleavedShapesEqualReference()
    {
        QFETCH(int, profile);
        QFETCH(int, shapes);
        QFETCH(quint64, seed);
        QFETCH(bool, firstTie);
        Workspace ws = mixedCluster(60, shapes, seed);
        SimulationOptions o;
        o.seed = seed;
        o.tieBreak = firstTie ? TieBreak::First : TieBreak::Random;
        compareWithReference(ws, profileKind(profile), o);
    }

    void identicalTemplatesShareAShape()
    {
        // Two templates with equal requests score alike; a third differs.
        // The fast path treats the first two as one shape: placements still
        // equal the reference's, names stay per template.
        Workspace ws = identicalNodes(5);
        ws.pods.push_back(pod("a", res({{"cpu", "1"}, {"memory", "1Gi"}}), 3));
        ws.pods.push_back(pod("b", res({{"cpu", "1"}, {"memory", "1Gi"}}), 3));
        ws.pods.push_back(pod("c", res({{"cpu", "2"}}), 2));
        ws.pods.push_back(pod("d", res({{"cpu", "1"}, {"memory", "1Gi"}}), 30));
        compareWithReference(ws, kubeProfile("most", "MostAllocated"), SimulationOptions{});
        const SimulationResult r = simulate(ws, kubeProfile("most", "MostAllocated"));
        QCOMPARE(r.placements[3].pod, std::string("b-0"));
        // 20 cpu in all: a and b take 6, c 4, so 10 of d's 30 fit and 20 do not.
        QCOMPARE(r.metrics.scheduled, int64_t(18));
        QCOMPARE(r.metrics.unschedulable, int64_t(20));
    }
};

QTEST_GUILESS_MAIN(TestSimulatorSampling)
#include "test_simulator_sampling.moc"
