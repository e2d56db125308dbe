// SPDX-License-Identifier: GPL-3.0-or-later
// What each node holds, workload by workload: the numbers the Compare view
// stacks per node. Every expectation is placed by hand (see each case).
#include "sim/workload_breakdown.h"

#include "sim_fixtures.h"

#include <QtTest>

using namespace bp;
using namespace simfx;

namespace {

constexpr int64_t kGi = int64_t{1} << 30;

// 4 nodes of 4 cpu / 16Gi. n0 already runs "sys" (500m). The queue: web
// (1 cpu, 1Gi) x4 as replicas, then batch-0 and batch-1 (2 cpu, 4Gi each),
// the way `binpack-cli generate` names pods of one workload.
//
// MostAllocated (cpu and memory weight 1), ties to the first node:
//  web #1-#3: n0 scores (37 + 6) / 2 = 21 against 15 elsewhere, and keeps
//             the lead; after three n0 holds 3.5 cpu.
//  web #4:    4.5 cpu does not fit n0; n1..n3 tie at 15: n1.
//  batch-0:   n1 (1+2)/4 = 75, (1+4)/16 = 31 -> 53; n2, n3 -> 37: n1.
//  batch-1:   n0 and n1 have no 2 cpu left; n2, n3 tie: n2.
Workspace scenario()
{
    Workspace ws;
    addNodes(ws, 4, res({{"cpu", "4"}, {"memory", "16Gi"}}));
    ws.pods.push_back(pod("sys", res({{"cpu", "500m"}}), 1, std::string("n0")));
    ws.pods.push_back(pod("web", res({{"cpu", "1"}, {"memory", "1Gi"}}), 4));
    ws.pods.push_back(pod("batch-0", res({{"cpu", "2"}, {"memory", "4Gi"}})));
    ws.pods.push_back(pod("batch-1", res({{"cpu", "2"}, {"memory", "4Gi"}})));
    ws.profiles.push_back(kubeProfile("most", "MostAllocated", {{"cpu", 1, true}, {"memory", 1, true}}));
    return ws;
}

SimulationResult run(const Workspace& ws)
{
    SimulationOptions o;
    o.tieBreak = TieBreak::First;
    return simulate(ws, ws.profiles.front(), o);
}

using Row = std::vector<int64_t>;

} // namespace

class TestWorkloadBreakdown : public QObject {
    Q_OBJECT
private slots:
    void stems_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("stem");
        QTest::newRow("numbered") << "web-12" << "web";
        QTest::newRow("plain") << "web" << "web";
        QTest::newRow("inner dashes") << "a-b-7" << "a-b";
        QTest::newRow("word suffix") << "gpu-x" << "gpu-x";
        QTest::newRow("mixed suffix") << "node-0a" << "node-0a";
        QTest::newRow("trailing dash") << "web-" << "web-";
        QTest::newRow("only a number") << "-3" << "-3";
        QTest::newRow("one suffix only") << "web-1-2" << "web-1";
    }
    void stems()
    {
        QFETCH(QString, name);
        QFETCH(QString, stem);
        QCOMPARE(QString::fromStdString(workloadStem(name.toStdString())), stem);
    }

    void groupsKeepTheListedOrder()
    {
        const Workspace ws = scenario();
        const WorkloadGroups g = workloadGroups(ws);
        QCOMPARE(g.names, (std::vector<std::string>{"web", "batch"}));
        QCOMPARE(g.groupOfTemplate, (std::vector<int>{-1, 0, 1, 1})); // "sys" is bound
    }

    void manyGroupsFoldIntoOther()
    {
        // Ten workloads of 1..10 pods, each of its own shape; room for four
        // groups: the three largest (8, 9 and 10 pods) in listed order, then
        // "other pods".
        Workspace ws;
        for (int i = 1; i <= 10; ++i) {
            const std::string cpu = std::to_string(i * 100) + "m";
            std::string name = "w"; // not "w" + to_string(i): GCC 12's -Wrestrict misfires on it
            name += std::to_string(i);
            ws.pods.push_back(pod(name, res({{"cpu", cpu.c_str()}}), i));
        }
        const WorkloadGroups g = workloadGroups(ws, 4);
        QCOMPARE(g.names, (std::vector<std::string>{"w8", "w9", "w10", WorkloadGroups::kOtherWorkloads}));
        QCOMPARE(g.groupOfTemplate, (std::vector<int>{3, 3, 3, 3, 3, 3, 3, 0, 1, 2}));
        // A tie in size keeps the one listed first.
        Workspace tie;
        for (const char* n : {"a", "b", "c"})
            tie.pods.push_back(pod(n, res({{"cpu", n[0] == 'a' ? "1" : n[0] == 'b' ? "2" : "3"}}), 5));
        QCOMPARE(workloadGroups(tie, 2).names, (std::vector<std::string>{"a", WorkloadGroups::kOtherWorkloads}));
    }

    void wavesOfOneShapeMerge()
    {
        // The bundled web-batch example's naming: four waves of four
        // workloads and one more, 17 stems for 8 colours. Waves of one pod
        // shape are one workload to the scheduler: five groups.
        Workspace ws;
        for (const char* wave : {"a", "b", "c", "d"}) {
            const std::string w(wave);
            ws.pods.push_back(pod("web-small-" + w, res({{"cpu", "250m"}, {"memory", "512Mi"}}), 50));
            ws.pods.push_back(pod("batch-medium-" + w, res({{"cpu", "4"}, {"memory", "16Gi"}}), 10));
            ws.pods.push_back(pod("web-" + w, res({{"cpu", "1"}, {"memory", "2Gi"}}), 30));
            ws.pods.push_back(pod("batch-large-" + w, res({{"cpu", "16"}, {"memory", "64Gi"}}), 3));
        }
        ws.pods.push_back(pod("batch-xl", res({{"cpu", "32"}, {"memory", "128Gi"}}), 4));
        const WorkloadGroups g = workloadGroups(ws, 8);
        QCOMPARE(g.names, (std::vector<std::string>{"web-small", "batch-medium", "web", "batch-large", "batch-xl"}));
        QCOMPARE(g.groupOfTemplate[0], 0);
        QCOMPARE(g.groupOfTemplate[4], 0);  // web-small-b
        QCOMPARE(g.groupOfTemplate[6], 2);  // web-b
        QCOMPARE(g.groupOfTemplate[16], 4); // batch-xl

        // Few enough stems: each keeps its own colour, shapes alike or not.
        Workspace few;
        few.pods.push_back(pod("api", res({{"cpu", "500m"}}), 3));
        few.pods.push_back(pod("worker", res({{"cpu", "500m"}}), 2));
        QCOMPARE(workloadGroups(few, 8).names, (std::vector<std::string>{"api", "worker"}));
        // Merged without a common prefix: the first name and how many more.
        QCOMPARE(workloadGroups(few, 1).names, (std::vector<std::string>{"api + 1"}));
        // A stem with pods of several shapes (the generator's random sizes)
        // is never merged with another.
        Workspace random;
        random.pods.push_back(pod("web-0", res({{"cpu", "300m"}})));
        random.pods.push_back(pod("web-1", res({{"cpu", "400m"}})));
        random.pods.push_back(pod("job", res({{"cpu", "300m"}})));
        random.pods.push_back(pod("db", res({{"cpu", "300m"}})));
        QCOMPARE(workloadGroups(random, 2).names, (std::vector<std::string>{"web", "job + 1"}));
        QCOMPARE(workloadGroups(random, 1).names, (std::vector<std::string>{WorkloadGroups::kOtherWorkloads}));
    }

    void placementsByHand()
    {
        const Workspace ws = scenario();
        const SimulationResult r = run(ws);
        QCOMPARE(r.metrics.scheduled, int64_t(6));
        const WorkloadGroups g = workloadGroups(ws);

        const WorkloadBreakdown cpu = workloadBreakdown(ws, ws.profiles[0], r, "cpu", g);
        QCOMPARE(cpu.amounts.size(), size_t(2));
        QCOMPARE(cpu.amounts[0], (Row{3000, 1000, 0, 0}));
        QCOMPARE(cpu.amounts[1], (Row{0, 2000, 2000, 0}));
        QCOMPARE(cpu.bound, (Row{500, 0, 0, 0}));
        QCOMPARE(cpu.allocatable, (Row{4000, 4000, 4000, 4000}));

        const WorkloadBreakdown mem = workloadBreakdown(ws, ws.profiles[0], r, "memory", g);
        QCOMPARE(mem.amounts[0], (Row{3 * kGi, kGi, 0, 0}));
        QCOMPARE(mem.amounts[1], (Row{0, 4 * kGi, 4 * kGi, 0}));
        QCOMPARE(mem.bound, (Row{0, 0, 0, 0}));

        const WorkloadBreakdown pods = workloadBreakdown(ws, ws.profiles[0], r, "pods", g);
        QCOMPARE(pods.amounts[0], (Row{3, 1, 0, 0}));
        QCOMPARE(pods.amounts[1], (Row{0, 1, 1, 0}));
        QCOMPARE(pods.bound, (Row{1, 0, 0, 0}));
        QCOMPARE(pods.allocatable, (Row{110, 110, 110, 110})); // the default pod slots
    }

    void partsAddUpToTheNode()
    {
        // Whatever the profile, bound + every group is what the node holds.
        Workspace ws = scenario();
        ws.profiles.push_back(defaultProfile("spread"));
        ws.profiles.push_back(volcanoBinpack("volcano"));
        const WorkloadGroups g = workloadGroups(ws);
        for (const Profile& p : ws.profiles) {
            const SimulationResult r = simulate(ws, p);
            const int cpu = r.finalState.resources.indexOf("cpu");
            const WorkloadBreakdown b = workloadBreakdown(ws, p, r, "cpu", g);
            for (size_t n = 0; n < r.finalState.nodes.size(); ++n) {
                int64_t sum = b.bound[n];
                for (const Row& row : b.amounts)
                    sum += row[n];
                QCOMPARE(sum, r.finalState.nodes[n].requested[static_cast<size_t>(cpu)]);
            }
        }
    }

    void unschedulablePodsHoldNothing()
    {
        Workspace ws = scenario();
        ws.pods.push_back(pod("huge", res({{"cpu", "64"}})));
        const SimulationResult r = run(ws);
        QCOMPARE(r.metrics.unschedulable, int64_t(1));
        const WorkloadGroups g = workloadGroups(ws);
        QCOMPARE(g.names.back(), std::string("huge"));
        const WorkloadBreakdown cpu = workloadBreakdown(ws, ws.profiles[0], r, "cpu", g);
        QCOMPARE(cpu.amounts.back(), (Row{0, 0, 0, 0}));
    }

    void unknownResourceIsEmpty()
    {
        const Workspace ws = scenario();
        const SimulationResult r = run(ws);
        const WorkloadBreakdown b = workloadBreakdown(ws, ws.profiles[0], r, "nvidia.com/gpu", workloadGroups(ws));
        QCOMPARE(b.amounts[0], (Row{0, 0, 0, 0}));
        QCOMPARE(b.bound, (Row{0, 0, 0, 0}));
        QCOMPARE(b.allocatable, (Row{0, 0, 0, 0}));
    }
};

QTEST_APPLESS_MAIN(TestWorkloadBreakdown)
#include "test_workload_breakdown.moc"
