// SPDX-License-Identifier: GPL-3.0-or-later
// The placement simulator: fast path against the reference loop, tie-breaking,
// unschedulable messages and run metrics.
#include "result_checks.h"
#include "sim/simulator.h"

#include <QtTest>

using namespace bp;

namespace {

ResourceList res(std::initializer_list<std::pair<const char*, const char*>> l)
{
    ResourceList r;
    for (const auto& [k, v] : l)
        r.set(k, *Quantity::parse(v));
    return r;
}

Pod pod(const std::string& name, ResourceList requests, int64_t replicas = 1, std::optional<std::string> node = {})
{
    Pod p;
    p.name = name;
    p.replicas = replicas;
    p.nodeName = std::move(node);
    p.containers.emplace_back();
    p.containers.back().requests = std::move(requests);
    return p;
}

Node node(const std::string& name, ResourceList alloc)
{
    Node n;
    n.name = name;
    n.allocatable = std::move(alloc);
    return n;
}

Profile kubeProfile(const std::string& type, std::vector<ResourceSpec> resources = {}, bool balanced = false)
{
    Profile p;
    p.name = type;
    p.pluginsSet = true;
    p.fit.enabled = true;
    p.balanced.enabled = balanced;
    ScoringStrategy s;
    s.type = type;
    s.resources = std::move(resources);
    if (type == "RequestedToCapacityRatio") {
        s.hasRequestedToCapacityRatio = true;
        s.shape = {{0, 0}, {100, 10}};
    }
    p.fitArgs.scoringStrategy = s;
    return p;
}

Profile volcanoProfile()
{
    Profile p;
    p.name = "volcano";
    p.scheduler = SchedulerKind::Volcano;
    auto arg = [](const char* k, int64_t v) {
        VolcanoArgument a;
        a.key = k;
        a.kind = VolcanoArgument::Kind::Int;
        a.intValue = v;
        a.text = std::to_string(v);
        return a;
    };
    VolcanoArgument list;
    list.key = "binpack.resources";
    list.kind = VolcanoArgument::Kind::String;
    list.text = "nvidia.com/gpu";
    p.binpackArguments = {arg("binpack.weight", 5), arg("binpack.cpu", 1), arg("binpack.memory", 1), list,
        arg("binpack.resources.nvidia.com/gpu", 2)};
    return p;
}

// A deterministic pseudo-random cluster with several pod templates, some of
// which cannot all be placed.
Workspace randomCluster(uint64_t seed, int nodes, int templates)
{
    Workspace ws;
    uint64_t x = seed * 2654435761u + 1;
    auto next = [&] {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        return x >> 33;
    };
    for (int i = 0; i < nodes; ++i) {
        const std::string cpu = std::to_string(4 + next() % 4 * 4);
        const std::string mem = std::to_string(8 + next() % 4 * 8) + "Gi";
        const std::string gpu = next() % 3 == 0 ? "4" : "0";
        ws.nodes.push_back(node("n" + std::to_string(i),
            res({{"cpu", cpu.c_str()}, {"memory", mem.c_str()}, {"nvidia.com/gpu", gpu.c_str()}, {"pods", "20"}})));
    }
    for (int i = 0; i < nodes / 2; ++i) {
        const std::string cpu = std::to_string(100 + next() % 1000) + "m";
        ws.pods.push_back(pod("bound" + std::to_string(i), res({{"cpu", cpu.c_str()}, {"memory", "1Gi"}}), 1,
            "n" + std::to_string(next() % static_cast<uint64_t>(nodes))));
    }
    for (int t = 0; t < templates; ++t) {
        const std::string cpu = std::to_string(250 + next() % 3000) + "m";
        const std::string mem = std::to_string(256 + next() % 4096) + "Mi";
        ResourceList r = res({{"cpu", cpu.c_str()}, {"memory", mem.c_str()}});
        if (t % 4 == 3)
            r.set("nvidia.com/gpu", *Quantity::parse("1"));
        if (t % 5 == 4)
            r = ResourceList{}; // requests nothing: non-zero defaults apply in scoring only
        ws.pods.push_back(pod("t" + std::to_string(t), r, static_cast<int64_t>(1 + next() % 40)));
    }
    return ws;
}

} // namespace

class TestSimulator : public QObject {
    Q_OBJECT

private slots:
    void fastPathEqualsReference_data()
    {
        QTest::addColumn<int>("profileKind");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<bool>("firstTie");
        const char* names[] = {"least", "most", "rtcr", "default", "volcano", "most-1.24", "rtcr-1.16"};
        for (int k = 0; k < 7; ++k)
            for (quint64 seed : {1ull, 7ull, 42ull})
                for (bool first : {false, true})
                    QTest::addRow("%s seed %llu %s", names[k], seed, first ? "first" : "random") << k << seed << first;
    }
    void fastPathEqualsReference()
    {
        QFETCH(int, profileKind);
        QFETCH(quint64, seed);
        QFETCH(bool, firstTie);
        Workspace ws = randomCluster(seed, 40, 12);
        Profile p;
        switch (profileKind) {
        case 0: p = kubeProfile("LeastAllocated", {}, true); break;
        case 1: p = kubeProfile("MostAllocated", {{"cpu", 1, true}, {"memory", 1, true}, {"nvidia.com/gpu", 5, true}}); break;
        case 2: p = kubeProfile("RequestedToCapacityRatio", {{"cpu", 3, true}, {"memory", 1, true}}, true); break;
        case 3: p.name = "default"; break;
        case 4: p = volcanoProfile(); break;
        case 5: p = kubeProfile("MostAllocated"); p.kubernetesVersion = "1.24"; break;
        default: p = kubeProfile("RequestedToCapacityRatio"); p.kubernetesVersion = "1.16"; break;
        }
        SimulationOptions fast;
        fast.seed = seed;
        fast.tieBreak = firstTie ? TieBreak::First : TieBreak::Random;
        SimulationOptions ref = fast;
        ref.reference = true;
        const SimulationResult a = simulate(ws, p, fast);
        const SimulationResult b = simulate(ws, p, ref);
        QVERIFY(a.metrics.scheduled > 0);
        bp::test::comparePlacements(a, b);
    }

    void seedDecidesTies()
    {
        // Four identical empty nodes: every first pod is a 4-way tie.
        Workspace ws;
        for (int i = 0; i < 4; ++i)
            ws.nodes.push_back(node("n" + std::to_string(i), res({{"cpu", "4"}, {"memory", "4Gi"}})));
        ws.pods.push_back(pod("a", res({{"cpu", "1"}, {"memory", "1Gi"}})));
        Profile p = kubeProfile("LeastAllocated");
        SimulationOptions o;
        QSet<int> seen;
        for (uint64_t seed = 1; seed <= 40; ++seed) {
            o.seed = seed;
            const int first = simulate(ws, p, o).placements[0].node;
            QCOMPARE(simulate(ws, p, o).placements[0].node, first); // same seed, same node
            seen.insert(first);
        }
        QCOMPARE(seen.size(), 4); // uniform among the tied nodes: every node wins for some seed
        o.tieBreak = TieBreak::First;
        QCOMPARE(simulate(ws, p, o).placements[0].node, 0);
    }

    void unschedulableMessage()
    {
        // The design's example message: one node short of cpu, one full of pods.
        Workspace ws;
        ws.nodes.push_back(node("node1", res({{"cpu", "1"}, {"memory", "1Gi"}})));
        ws.nodes.push_back(node("node2", res({{"cpu", "8"}, {"memory", "1Gi"}, {"pods", "1"}})));
        ws.pods.push_back(pod("resident", res({{"cpu", "100m"}}), 1, "node2"));
        ws.pods.push_back(pod("web", res({{"cpu", "2"}, {"memory", "256Mi"}}), 2));
        const SimulationResult r = simulate(ws, kubeProfile("MostAllocated"));
        QCOMPARE(r.placements.size(), size_t(2));
        QCOMPARE(r.placements[0].pod, std::string("web-0"));
        QCOMPARE(r.placements[0].node, -1);
        QCOMPARE(r.placements[0].reason, std::string("0/2 nodes are available: 1 Insufficient cpu, 1 Too many pods."));
        QCOMPARE(r.placements[1].reason, r.placements[0].reason);
        QCOMPARE(r.metrics.unschedulable, int64_t(2));
        QCOMPARE(r.metrics.unschedulableReasons.at("Insufficient cpu"), int64_t(2));
        QCOMPARE(r.metrics.unschedulableReasons.at("Too many pods"), int64_t(2));
        QCOMPARE(fitErrorMessage(0, {}), std::string("no nodes available to schedule pods"));
    }

    void binPackingUsesFewerNodes()
    {
        // Hand-checked: 4 nodes of 4 cpu, 8 pods of 1 cpu. MostAllocated fills
        // node after node (2 nodes); LeastAllocated spreads (all 4 used).
        Workspace ws;
        for (int i = 0; i < 4; ++i)
            ws.nodes.push_back(node("n" + std::to_string(i), res({{"cpu", "4"}, {"memory", "16Gi"}})));
        ws.pods.push_back(pod("w", res({{"cpu", "1"}, {"memory", "1Gi"}}), 8));
        const SimulationResult pack = simulate(ws, kubeProfile("MostAllocated"));
        const SimulationResult spread = simulate(ws, kubeProfile("LeastAllocated"));
        QCOMPARE(pack.metrics.nodesUsed, int64_t(2));
        QCOMPARE(pack.metrics.emptyNodes, int64_t(2));
        QCOMPARE(spread.metrics.nodesUsed, int64_t(4));
        QCOMPARE(spread.metrics.emptyNodes, int64_t(0));
        // cpu: packed nodes at 100 %, empty at 0 %: mean 0.5, stddev 0.5.
        const ResourceStats& cpu = pack.metrics.resources[0];
        QCOMPARE(cpu.resource, std::string("cpu"));
        QCOMPARE(cpu.mean, 0.5);
        QCOMPARE(cpu.min, 0.0);
        QCOMPARE(cpu.max, 1.0);
        QCOMPARE(cpu.stddev, 0.5);
        QCOMPARE(cpu.requested, int64_t(8000));
        QCOMPARE(cpu.allocatable, int64_t(16000));
    }

    void strandedCapacity()
    {
        // The largest pending shape (3 cpu) decides what counts as stranded.
        Workspace ws;
        ws.nodes.push_back(node("a", res({{"cpu", "4"}, {"memory", "8Gi"}})));
        ws.nodes.push_back(node("b", res({{"cpu", "4"}, {"memory", "8Gi"}})));
        ws.pods.push_back(pod("resident", res({{"cpu", "2"}, {"memory", "2Gi"}}), 1, "a"));
        ws.pods.push_back(pod("big", res({{"cpu", "3"}, {"memory", "1Gi"}}), 1));
        ws.pods.push_back(pod("small", res({{"cpu", "500m"}, {"memory", "512Mi"}}), 1));
        Profile p = kubeProfile("MostAllocated");
        SimulationResult r = simulate(ws, p);
        QCOMPARE(r.metrics.largestPendingShape, std::string("big"));
        // big -> b (a has only 2 cpu free). small, MostAllocated over cpu and memory:
        //   a: cpu 2500*100/4000 = 62, memory 2.5Gi/8Gi -> 31: (62+31)/2 = 46
        //   b: cpu 3500*100/4000 = 87, memory 1.5Gi/8Gi -> 18: (87+18)/2 = 52  -> b
        QCOMPARE(r.finalState.nodeNames[static_cast<size_t>(r.placements[0].node)], std::string("b"));
        QCOMPARE(r.placements[1].total, 52.0);
        QCOMPARE(r.finalState.nodeNames[static_cast<size_t>(r.placements[1].node)], std::string("b"));
        // After the run: a has 2 cpu free, b 0.5 cpu: big fits on neither.
        QCOMPARE(r.metrics.resources[0].stranded, int64_t(2000 + 500));
    }

    void replicaNames()
    {
        Workspace ws;
        ws.nodes.push_back(node("n", res({{"cpu", "8"}})));
        ws.pods.push_back(pod("web", res({{"cpu", "1"}}), 3));
        ws.pods.push_back(pod("solo", res({{"cpu", "1"}}), 1));
        SimulationResult r = simulate(ws, kubeProfile("LeastAllocated"));
        QStringList names;
        for (const auto& p : r.placements)
            names << QString::fromStdString(p.pod);
        QCOMPARE(names, QStringList({"web-0", "web-1", "web-2", "solo"}));
    }

    void cancelStopsEarly()
    {
        Workspace ws = randomCluster(3, 30, 4);
        std::atomic<bool> cancel{true};
        SimulationOptions o;
        o.cancel = &cancel;
        SimulationResult r = simulate(ws, kubeProfile("LeastAllocated"), o);
        QVERIFY(r.cancelled);
        QVERIFY(r.placements.empty());
    }

    void invalidProfileIsAnError()
    {
        Workspace ws = randomCluster(3, 3, 1);
        Profile p = kubeProfile("RequestedToCapacityRatio");
        p.fitArgs.scoringStrategy->hasRequestedToCapacityRatio = false;
        p.fitArgs.scoringStrategy->shape.clear();
        try {
            simulate(ws, p);
            QFAIL("expected an InputError");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("requestedToCapacityRatio: Required value") != std::string::npos, e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestSimulator)
#include "test_simulator.moc"
