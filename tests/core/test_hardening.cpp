// SPDX-License-Identifier: GPL-3.0-or-later
// Hardening: huge values, empty and degenerate clusters, a million replicas,
// and every crash the fuzz targets (tests/fuzz) found, each with the result it
// must give now. The workspace reader's own malformed-input table lives in
// test_workspace_errors.cpp; this file covers what lies beyond the reader:
// the engine on extreme but valid input. Files larger than the readers accept,
// and the other readers, are in test_hardening_io.cpp.
#include "io/workspace_io.h"
#include "scoring/report.h"
#include "sim/simulator.h"

#include <QtTest>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <sys/resource.h>

using namespace bp;

namespace {

constexpr const char* kHeader = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\n";

// A workspace with one profile of the given strategy (the kube-scheduler
// defaults otherwise) and the given nodes/pods YAML.
std::string workspace(const std::string& strategy, const std::string& body, const std::string& pluginExtra = {})
{
    std::string profile = "profiles:\n- name: p\n";
    if (strategy == "volcano") {
        profile += "  scheduler: volcano\n" + pluginExtra;
    } else if (!strategy.empty()) {
        profile += "  plugins:\n    NodeResourcesFit:\n" + pluginExtra + "      args:\n        scoringStrategy:\n"
                   "          type: " + strategy + "\n          resources: [{name: cpu, weight: 1}, {name: memory, weight: 1}]\n";
        if (strategy == "RequestedToCapacityRatio")
            profile += "          requestedToCapacityRatio:\n            shape: [{utilization: 0, score: 0}, "
                       "{utilization: 100, score: 10}]\n";
    }
    return kHeader + profile + body;
}

// The error text of reading + simulating, or "" when both succeed.
std::string failure(const std::string& yaml)
{
    try {
        Workspace ws = readWorkspace(yaml, "ws.binpack.yaml");
        (void)simulate(ws, ws.profiles.front());
        (void)scorePod(ws, ws.profiles.front());
    } catch (const InputError& e) {
        return e.what();
    }
    return {};
}

// NodeResourcesFit's raw score of the first pending pod on the first node.
double fitScoreOnFirstNode(const std::string& yaml)
{
    Workspace ws = readWorkspace(yaml, "ws.binpack.yaml");
    ScoreReport r = scorePod(ws, ws.profiles.front());
    for (const auto& p : r.nodes.front().plugins)
        if (p.plugin == "NodeResourcesFit" || p.plugin == "binpack")
            return p.score.value_or(-1);
    return -1;
}

__extension__ using i128 = __int128;

long peakRssKb()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

} // namespace

class TestHardening : public QObject {
    Q_OBJECT
private slots:
    void hugeValuesWrapAsGoDoes_data();
    void hugeValuesWrapAsGoDoes();
    void hugeValuesAreClearErrors_data();
    void hugeValuesAreClearErrors();
    void hugePodScoredOnFullNode();
    void hugeValuesLeaveTheRange_data();
    void hugeValuesLeaveTheRange();
    void largeReportMatchesTheSimulator_data();
    void largeReportMatchesTheSimulator();
    void pluginWeightsStayInInt32();
    void volcanoHugeWeightWrapsAsGoDoes();
    void volcanoUnsupportedKubernetesVersionIsAnError();
    void unfitPodOnOneNodeStaysPending_data();
    void unfitPodOnOneNodeStaysPending();
    void emptyCluster();
    void nothingAllocatable();
    void millionReplicasStayBounded();
    void clusterTotalsOfCappedNodesSaturate();
    void pluginListHoldsWhatWasPut();
};

// Quantities near 1e17 and beyond: upstream computes in Go int64, and
// least_allocated.go `((capacity - requested) * MaxNodeScore) / capacity`,
// most_allocated.go `(requested * MaxNodeScore) / capacity` and
// requested_to_capacity_ratio.go `requested * maxUtilization / capacity`
// wrap around. The expected numbers come from a separate emulation of Go's
// int64 (two's-complement wrap, truncating division), not from the engine:
//   900Pi / 300Pi: (600Pi * 100) wraps; memory -6 (Least), -3 (Most),
//                  utilization -3, which the shape scores 0 (RTCR: not counted)
//   8Ei (capped at 2^63-1) / 4Ei, and / 1Gi: memory 0 (Least), 0 (Most)
// cpu 1 of 8 cores in every row: 87 (Least), 12 (Most and RTCR).
// The node scores stay within [0, 100]; hugeValuesLeaveTheRange covers the rest.
void TestHardening::hugeValuesWrapAsGoDoes_data()
{
    QTest::addColumn<std::string>("strategy");
    QTest::addColumn<std::string>("alloc");   // node memory
    QTest::addColumn<std::string>("request"); // pod memory
    QTest::addColumn<double>("expected");     // NodeResourcesFit raw score
    QTest::newRow("900Pi node, 300Pi pod, LeastAllocated") << std::string("LeastAllocated") << std::string("900Pi")
                                                            << std::string("300Pi") << 40.0; // (-6 + 87) / 2
    QTest::newRow("900Pi node, 300Pi pod, MostAllocated") << std::string("MostAllocated") << std::string("900Pi")
                                                           << std::string("300Pi") << 4.0; // (-3 + 12) / 2
    QTest::newRow("8Ei node, 4Ei pod, LeastAllocated") << std::string("LeastAllocated") << std::string("8Ei")
                                                        << std::string("4Ei") << 43.0; // (0 + 87) / 2
    QTest::newRow("8Ei node, 4Ei pod, MostAllocated") << std::string("MostAllocated") << std::string("8Ei")
                                                       << std::string("4Ei") << 6.0; // (0 + 12) / 2
    QTest::newRow("9Ei node (capped), 1Gi pod, LeastAllocated")
        << std::string("LeastAllocated") << std::string("9Ei") << std::string("1Gi") << 43.0;
    // RequestedToCapacityRatio, shape 0->0, 100->10: memory's wrapped
    // utilization -3 scores 0 and leaves the weight sum; cpu 12 alone.
    QTest::newRow("900Pi node, 300Pi pod, RequestedToCapacityRatio")
        << std::string("RequestedToCapacityRatio") << std::string("900Pi") << std::string("300Pi") << 12.0;
}

void TestHardening::hugeValuesWrapAsGoDoes()
{
    QFETCH(std::string, strategy);
    QFETCH(std::string, alloc);
    QFETCH(std::string, request);
    QFETCH(double, expected);
    const std::string yaml = workspace(strategy, "nodes:\n- name: big\n  allocatable: {cpu: \"8\", memory: " + alloc
                                                     + "}\npods:\n- name: web\n  containers:\n  - requests: {cpu: \"1\", memory: "
                                                     + request + "}\n");
    QCOMPARE(fitScoreOnFirstNode(yaml), expected);
    QCOMPARE(failure(yaml), std::string());
}

void TestHardening::hugeValuesAreClearErrors_data()
{
    QTest::addColumn<std::string>("body");
    QTest::addColumn<std::string>("expected"); // a phrase of the message, with its field
    QTest::newRow("cpu 1e16 cores: 1e19 millicores")
        << std::string("nodes:\n- name: n\n  allocatable: {cpu: \"1e16\"}\npods: []\n")
        << std::string("nodes[0].allocatable.cpu: \"1e16\" does not fit a 64-bit integer");
    QTest::newRow("memory 1e30 bytes")
        << std::string("nodes:\n- name: n\n  allocatable: {memory: \"1e30\"}\npods: []\n")
        << std::string("nodes[0].allocatable.memory: \"1e30\" does not fit a 64-bit integer");
    QTest::newRow("pod cpu 1e30")
        << std::string("nodes:\n- name: n\n  allocatable: {cpu: \"8\"}\npods:\n- name: w\n  containers:\n"
                       "  - requests: {cpu: \"1e30\"}\n")
        << std::string("requests.cpu: the quantity does not fit a 64-bit integer");
    // Each container fits; their sum does not (was a 128-bit overflow).
    std::string many = "nodes:\n- name: n\n  allocatable: {memory: 1Gi}\npods:\n- name: w\n  containers:\n";
    for (int i = 0; i < 300; ++i)
        many += "  - requests: {memory: \"1e27\"}\n";
    QTest::newRow("300 containers of 1e27 bytes") << many << std::string("requests.memory: the quantity does not fit");
    // Two bound pods of 8Ei on one node: their total passes int64 (was signed overflow).
    QTest::newRow("bound pods past int64")
        << std::string("nodes:\n- name: n\n  allocatable: {memory: 9Ei}\npods:\n- name: b\n  nodeName: n\n  replicas: 2\n"
                       "  containers:\n  - requests: {memory: 8Ei}\n")
        << std::string("pods[0]: the pods bound to node \"n\" request more memory in total than a 64-bit integer holds");
    QTest::newRow("bound cpu past int64 millicores")
        << std::string("nodes:\n- name: n\n  allocatable: {cpu: \"8\"}\npods:\n- name: b\n  nodeName: n\n  replicas: 10\n"
                       "  containers:\n  - requests: {cpu: \"1e15\"}\n")
        << std::string("request more cpu in total than a 64-bit integer holds in scheduler units (millicores)");
}

void TestHardening::hugeValuesAreClearErrors()
{
    QFETCH(std::string, body);
    QFETCH(std::string, expected);
    const std::string message = failure(workspace("", body));
    QVERIFY2(message.find(expected) != std::string::npos, message.c_str());
    QVERIFY2(message.find("ws.binpack.yaml") != std::string::npos, message.c_str());
}

// `score` scores every node, feasible or not: a huge pod on a full node adds
// up past int64 (was signed overflow). Requested > allocatable, as it is.
void TestHardening::hugePodScoredOnFullNode()
{
    const std::string body = "nodes:\n- name: full\n  allocatable: {cpu: \"8\", memory: 8Ei}\n"
                             "- name: empty\n  allocatable: {cpu: \"8\", memory: 8Ei}\n"
                             "pods:\n- name: hog\n  nodeName: full\n  containers:\n  - requests: {memory: 7Ei}\n"
                             "- name: big\n  containers:\n  - requests: {cpu: \"1\", memory: 7Ei}\n";
    for (const char* strategy : {"LeastAllocated", "MostAllocated", "RequestedToCapacityRatio"}) {
        Workspace ws = readWorkspace(workspace(strategy, body), "ws.binpack.yaml");
        ScoreReport r = scorePod(ws, ws.profiles.front());
        QCOMPARE(r.nodes.size(), size_t(2));
        QVERIFY(!r.nodes[0].feasible);
        QVERIFY(r.nodes[1].feasible);
        QCOMPARE(r.selected, std::optional<int>(1));
        const double memFull = r.nodes[0].plugins[0].score.value_or(-1);
        // Go's int64: requested = 7Ei + 7Ei wraps to -2^61, which is not
        // above capacity; memory then scores 0 (Least: (c - r) * 100 wraps
        // again), -1 (Most: r * 100 / c) and utilization -1, which the shape
        // scores 0 (RTCR: left out of the weight sum). cpu is 1100m of 8000m
        // (the hog's non-zero default 100m + 1 core): 86 / 13 / 13. The node
        // score is their mean, truncated (RTCR: cpu alone, 13).
        const double expected = std::string(strategy) == "LeastAllocated" ? (0 + 86) / 2
                                : std::string(strategy) == "MostAllocated" ? (-1 + 13) / 2
                                                                           : 13;
        QCOMPARE(memFull, expected);
        const std::string text = explainScore(ws, ws.profiles.front(), "full");
        QVERIFY(!text.empty());
    }
}

// A NodeResourcesFit score outside [0, 100] after Go's int64 wrap: the
// framework (runtime/framework.go RunScorePlugins, 1.22 to 1.36) fails the
// pod's scheduling cycle with its own words, but only when more than one node
// is feasible (schedulePod skips scoring for a single one). 1.16 ran legacy
// priority functions, which have no such check: the wrapped score is used.
// memory 1e17 bytes, pod 1Gi, memory only, LeastAllocated:
//   (1e17 - 2^30) * 100 = 9999999892625817600 wraps to -8446744181083734016;
//   / 1e17 = -84 (Go truncates toward zero).
// 1.16, memory 1e18, the legacy default (cpu 1 of 8 cores and memory, weight 1
// each, MaxNodeScore 10): (1e18 - 2^30) * 10 wraps, memory -8, cpu 8, (8 - 8) / 2 = 0.
void TestHardening::hugeValuesLeaveTheRange_data()
{
    QTest::addColumn<std::string>("yaml");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<std::string>("reason"); // the pod's; empty: placed
    auto ws = [](const std::string& profile, const std::string& memory, int nodes) {
        std::string y = std::string(kHeader) + "profiles:\n- name: p\n" + profile + "nodes:\n";
        for (int i = 0; i < nodes; ++i)
            y += "- name: n" + std::to_string(i) + "\n  allocatable: {cpu: \"8\", memory: \"" + memory + "\"}\n";
        return y + "pods:\n- name: w\n  containers:\n  - requests: {cpu: \"1\", memory: 1Gi}\n";
    };
    auto memoryOnly = [](const std::string& version) {
        return "  kubernetesVersion: \"" + version + "\"\n  plugins:\n    NodeResourcesFit:\n      args:\n"
               "        scoringStrategy: {type: LeastAllocated, resources: [{name: memory, weight: 1}]}\n";
    };
    const std::string error = "applying score defaultWeights on Score plugins: plugin \"NodeResourcesFit\" returns an "
                              "invalid score -84, it should in the range of [0, 100] after normalizing";
    QTest::newRow("1.36, two feasible nodes: the framework's error") << ws(memoryOnly("1.36"), "1e17", 2) << 2 << error;
    QTest::newRow("1.36, one feasible node: not scored, placed") << ws(memoryOnly("1.36"), "1e17", 1) << 1 << std::string();
    QTest::newRow("1.22, two feasible nodes") << ws(memoryOnly("1.22"), "1e17", 2) << 2
                                              << error;
    QTest::newRow("1.16, two nodes: no range check, placed")
        << ws("  kubernetesVersion: \"1.16\"\n", "1e18", 2) << 2 << std::string();
}

void TestHardening::hugeValuesLeaveTheRange()
{
    QFETCH(std::string, yaml);
    QFETCH(int, nodes);
    QFETCH(std::string, reason);
    Workspace ws = readWorkspace(yaml, "ws.binpack.yaml");
    QCOMPARE(ws.profiles.front().kubernetesVersion.substr(0, 4), std::string(QTest::currentDataTag()).substr(0, 4));
    for (bool reference : {false, true}) {
        SimulationOptions opt;
        opt.reference = reference;
        SimulationResult r = simulate(ws, ws.profiles.front(), opt);
        QCOMPARE(r.placements.size(), size_t(1));
        QCOMPARE(r.placements[0].reason, reason);
        QCOMPARE(r.placements[0].node >= 0, reason.empty());
    }
    ScoreReport rep = scorePod(ws, ws.profiles.front());
    QCOMPARE(rep.error, nodes > 1 ? reason : std::string());
    QCOMPARE(rep.selected.has_value(), reason.empty());
    if (ws.profiles.front().kubernetesVersion == "1.16") {
        QCOMPARE(rep.nodes[0].plugins[0].score.value_or(-1), 0.0); // (8 + -8) / 2
    } else {
        QCOMPARE(rep.nodes[0].plugins[0].score.value_or(0), -84.0);
    }
    const std::string text = explainScore(ws, ws.profiles.front(), "n0");
    QVERIFY2(text.find(") wraps around here (Go int64 arithmetic)") != std::string::npos, text.c_str());
    QCOMPARE(text.find("the framework refuses this score") != std::string::npos,
             ws.profiles.front().kubernetesVersion != "1.16");
}

// A report of more nodes than one block of its scoring (scoreScene scores
// 512 nodes a block and merges the blocks): the best total's nodes in node
// order across blocks, so that the seed draws the node the simulator places
// the pod on, and the framework's range error from a node of a later block.
void TestHardening::largeReportMatchesTheSimulator_data()
{
    QTest::addColumn<std::string>("yaml");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<std::string>("reason"); // empty: placed
    auto ws = [](const std::string& profile, int nodes, const std::map<int, std::string>& memory) {
        std::string y = std::string(kHeader) + "profiles:\n- name: p\n" + profile + "nodes:\n";
        for (int i = 0; i < nodes; ++i) {
            const auto it = memory.find(i);
            y += "- name: n" + std::to_string(i) + "\n  allocatable: {cpu: \"8\", memory: \""
                + (it == memory.end() ? std::string("8Gi") : it->second) + "\"}\n";
        }
        return y + "pods:\n- name: w\n  containers:\n  - requests: {cpu: \"1\", memory: 1Gi}\n";
    };
    const std::string least
        = "  kubernetesVersion: \"1.36\"\n  plugins:\n    NodeResourcesFit:\n      args:\n"
          "        scoringStrategy: {type: LeastAllocated, resources: [{name: memory, weight: 1}]}\n";
    QTest::newRow("every node ties") << ws(least, 1537, {}) << 1537 << std::string();
    QTest::newRow("four best nodes in four blocks")
        << ws(least, 1537, { { 3, "64Gi" }, { 600, "64Gi" }, { 1100, "64Gi" }, { 1536, "64Gi" } }) << 1537
        << std::string();
    QTest::newRow("a range error in the third block")
        << ws(least, 1200, { { 1100, "1e17" } }) << 1200
        << std::string("applying score defaultWeights on Score plugins: plugin \"NodeResourcesFit\" returns an "
                       "invalid score -84, it should in the range of [0, 100] after normalizing");
}

void TestHardening::largeReportMatchesTheSimulator()
{
    QFETCH(std::string, yaml);
    QFETCH(int, nodes);
    QFETCH(std::string, reason);
    const Workspace ws = readWorkspace(yaml, "ws.binpack.yaml");
    QCOMPARE(ws.nodes.size(), static_cast<size_t>(nodes));
    std::set<int> drawn;
    for (uint64_t seed = 1; seed <= 12; ++seed) {
        const ScoreReport rep = scorePod(ws, ws.profiles.front(), std::nullopt, seed);
        QCOMPARE(rep.nodes.size(), static_cast<size_t>(nodes));
        QCOMPARE(rep.nodeNames.back(), "n" + std::to_string(nodes - 1));
        QCOMPARE(rep.error, reason);
        SimulationOptions opt;
        opt.seed = seed;
        const SimulationResult r = simulate(ws, ws.profiles.front(), opt);
        QCOMPARE(r.placements.size(), size_t(1));
        QCOMPARE(r.placements[0].reason, reason);
        if (!reason.empty()) {
            QVERIFY(!rep.selected);
            continue;
        }
        QVERIFY(rep.selected);
        QCOMPARE(*rep.selected, r.placements[0].node);
        // Among the nodes of the best total, as one pass in node order finds them.
        double best = -1;
        for (const NodeScore& s : rep.nodes)
            best = std::max(best, s.total);
        QCOMPARE(rep.nodes[static_cast<size_t>(*rep.selected)].total, best);
        drawn.insert(*rep.selected);
    }
    if (reason.empty())
        QVERIFY2(drawn.size() > 1, "twelve seeds draw more than one of the tied nodes");
}

// The API's plugin weight is an int32; larger weights made Σ score × weight
// overflow. Within int32 the total is exact.
void TestHardening::pluginWeightsStayInInt32()
{
    const std::string body = "nodes:\n- name: n\n  allocatable: {cpu: \"4\", memory: 4Gi}\npods:\n- name: w\n"
                             "  containers:\n  - requests: {cpu: \"1\", memory: 1Gi}\n";
    const std::string tooBig = failure(workspace("MostAllocated", body, "      weight: 4000000000000000000\n"));
    QVERIFY2(tooBig.find("plugins.NodeResourcesFit.weight: Invalid value: 4000000000000000000: a plugin weight is a "
                         "32-bit integer") != std::string::npos,
             tooBig.c_str());
    Workspace ws = readWorkspace(workspace("MostAllocated", body, "      weight: 2147483647\n"), "ws.binpack.yaml");
    ScoreReport r = scorePod(ws, ws.profiles.front());
    QCOMPARE(r.nodes[0].total, 25.0 * 2147483647.0); // MostAllocated 25 (cpu 25, memory 25)
}

// Volcano computes float64(MaxNodeScore * int64(weight)) with Go's wrapping
// int64 multiplication; the engine gives the same number (was C++ UB).
void TestHardening::volcanoHugeWeightWrapsAsGoDoes()
{
    const std::string args = "  plugins:\n    binpack:\n      arguments: {binpack.weight: 100000000000000000}\n";
    const std::string yaml = workspace("volcano", "nodes:\n- name: n\n  allocatable: {cpu: \"4\", memory: 4Gi}\npods:\n"
                                                  "- name: w\n  containers:\n  - requests: {cpu: \"1\", memory: 1Gi}\n",
                                       args);
    const int64_t wrapped = static_cast<int64_t>(uint64_t(100) * uint64_t(100000000000000000)); // negative
    QVERIFY(wrapped < 0);
    QCOMPARE(fitScoreOnFirstNode(yaml), 0.25 * static_cast<double>(wrapped)); // (0.25 + 0.25) / 2 = 0.25
}

// A Volcano profile's kubernetesVersion picks the pod-request rules; one the
// engine does not model was dereferenced as an empty optional (undefined
// behaviour) and scored silently. It is refused with the kube profile's words.
void TestHardening::volcanoUnsupportedKubernetesVersionIsAnError()
{
    const std::string yaml = workspace("volcano", "nodes:\n- name: n\n  allocatable: {cpu: \"4\", memory: 4Gi}\npods:\n"
                                                  "- name: w\n  containers:\n  - requests: {cpu: \"1\"}\n",
                                       "  kubernetesVersion: banana\n");
    const std::string why = failure(yaml);
    QVERIFY2(why.find("ws.binpack.yaml:4:3: profiles[p].kubernetesVersion: \"banana\" is not a supported "
                      "kubernetesVersion; expected 1.16 or 1.22 to 1.36")
                 != std::string::npos,
             why.c_str());
}

// A pod that fits no node of a one-node cluster stays pending. The fast
// path's segment tree counted an infeasible leaf as one node, and with a
// single node that leaf is the root: the pod was bound to a node it does not fit.
void TestHardening::unfitPodOnOneNodeStaysPending_data()
{
    QTest::addColumn<std::string>("body");
    QTest::addColumn<std::string>("reason");
    QTest::newRow("too big") << std::string("nodes:\n- name: n\n  allocatable: {cpu: \"2\", memory: 1Gi}\npods:\n- name: w\n"
                                            "  containers:\n  - requests: {cpu: \"3\"}\n")
                             << std::string("0/1 nodes are available: 1 Insufficient cpu.");
    QTest::newRow("pods: 0") << std::string("nodes:\n- name: n\n  allocatable: {cpu: \"2\", memory: 1Gi, pods: \"0\"}\n"
                                            "pods:\n- name: w\n  containers:\n  - requests: {cpu: \"1\"}\n")
                             << std::string("0/1 nodes are available: 1 Too many pods.");
    QTest::newRow("second replica") << std::string("nodes:\n- name: n\n  allocatable: {cpu: \"2\"}\npods:\n- name: w\n"
                                                   "  replicas: 2\n  containers:\n  - requests: {cpu: \"2\"}\n")
                                    << std::string("0/1 nodes are available: 1 Insufficient cpu.");
    QTest::newRow("missing extended resource")
        << std::string("nodes:\n- name: n\n  allocatable: {cpu: \"2\"}\npods:\n- name: w\n  containers:\n"
                       "  - requests: {cpu: \"1\", nvidia.com/gpu: \"1\"}\n")
        << std::string("0/1 nodes are available: 1 Insufficient nvidia.com/gpu.");
}

void TestHardening::unfitPodOnOneNodeStaysPending()
{
    QFETCH(std::string, body);
    QFETCH(std::string, reason);
    for (const char* strategy : {"LeastAllocated", "MostAllocated", "RequestedToCapacityRatio", "volcano"}) {
        Workspace ws = readWorkspace(workspace(strategy, body), "ws.binpack.yaml");
        for (bool reference : {false, true}) {
            SimulationOptions o;
            o.reference = reference;
            SimulationResult r = simulate(ws, ws.profiles.front(), o);
            const Placement& last = r.placements.back();
            QVERIFY2(last.node == -1, (std::string(strategy) + (reference ? " reference" : " fast")).c_str());
            QCOMPARE(last.reason, reason);
        }
    }
}

void TestHardening::emptyCluster()
{
    Workspace ws = readWorkspace(workspace("MostAllocated", "nodes: []\npods:\n- name: w\n  replicas: 3\n  containers:\n"
                                                            "  - requests: {cpu: \"1\"}\n"),
                                 "ws.binpack.yaml");
    for (bool reference : {false, true}) {
        SimulationOptions o;
        o.reference = reference;
        SimulationResult r = simulate(ws, ws.profiles.front(), o);
        QCOMPARE(r.placements.size(), size_t(3));
        for (const auto& p : r.placements) {
            QCOMPARE(p.node, -1);
            QCOMPARE(p.reason, std::string("no nodes available to schedule pods"));
        }
        QCOMPARE(r.metrics.scheduled, int64_t(0));
        QCOMPARE(r.metrics.unschedulable, int64_t(3));
        QCOMPARE(r.metrics.nodesUsed, int64_t(0));
        QCOMPARE(r.metrics.emptyNodes, int64_t(0));
    }
    ScoreReport s = scorePod(ws, ws.profiles.front());
    QVERIFY(s.nodes.empty());
    QVERIFY(!s.selected);
}

// A node with an empty allocatable holds 110 pods that request nothing, and
// nothing else; its scores skip (modern) or score 0 on every resource.
void TestHardening::nothingAllocatable()
{
    Workspace ws = readWorkspace(workspace("LeastAllocated", "nodes:\n- name: bare\n  allocatable: {}\npods:\n"
                                                             "- name: w\n  containers:\n  - requests: {cpu: 100m}\n"
                                                             "- name: empty\n  containers: []\n"),
                                 "ws.binpack.yaml");
    SimulationResult r = simulate(ws, ws.profiles.front());
    QCOMPARE(r.placements.size(), size_t(2));
    QCOMPARE(r.placements[0].node, -1);
    QCOMPARE(r.placements[0].reason, std::string("0/1 nodes are available: 1 Insufficient cpu."));
    QCOMPARE(r.placements[1].node, 0);
    ScoreReport s = scorePod(ws, ws.profiles.front(), std::string("w"));
    QCOMPARE(s.nodes.size(), size_t(1));
    QVERIFY(!s.nodes[0].feasible);
    QVERIFY(!explainScore(ws, ws.profiles.front(), "bare").empty());
}

// A million replicas on a small cluster: a dozen fit, the rest fail the same
// way, and the fast path reuses that failure instead of filtering every node
// again. Bounded in time and memory (the placements themselves are the bulk).
void TestHardening::millionReplicasStayBounded()
{
    Workspace ws = readWorkspace(workspace("MostAllocated", "nodes:\n- name: a\n  allocatable: {cpu: \"4\", memory: 16Gi}\n"
                                                            "- name: b\n  allocatable: {cpu: \"4\", memory: 16Gi}\n"
                                                            "- name: c\n  allocatable: {cpu: \"4\", memory: 16Gi}\n"
                                                            "pods:\n- name: w\n  replicas: 1000000\n  containers:\n"
                                                            "  - requests: {cpu: \"1\", memory: 1Gi}\n"),
                                 "ws.binpack.yaml");
    const long before = peakRssKb();
    const auto t0 = std::chrono::steady_clock::now();
    SimulationResult r = simulate(ws, ws.profiles.front());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const long grownMb = (peakRssKb() - before) / 1024;
    qInfo("1e6 replicas: %.2f s, peak memory +%ld MiB", seconds, grownMb);
    QCOMPARE(r.placements.size(), size_t(1000000));
    QCOMPARE(r.metrics.scheduled, int64_t(12));
    QCOMPARE(r.metrics.unschedulable, int64_t(1000000 - 12));
    QCOMPARE(r.placements.back().pod, std::string("w-999999"));
    QCOMPARE(r.placements.back().reason, std::string("0/3 nodes are available: 3 Insufficient cpu."));
    QCOMPARE(r.metrics.unschedulableReasons.at("Insufficient cpu"), int64_t(1000000 - 12));
    QVERIFY2(seconds < 60, qPrintable(QString::number(seconds)));
    QVERIFY2(grownMb < 1024, qPrintable(QString::number(grownMb)));
}

// fuzz_workspace (UBSan): two nodes of 32Ei memory, each capped at int64's
// limit as apimachinery caps it, overflowed the cluster total that picks the
// largest pending shape. Totals now stick at the limit; fragmentation sums
// exactly in 128 bits, so its ratio stays right.
void TestHardening::clusterTotalsOfCappedNodesSaturate()
{
    // cpu in millicores and pods just inside int64, memory capped.
    const std::string huge = "{cpu: \"9223372036854775\", memory: 9Ei, pods: \"9223372036854775807\"}";
    Workspace ws = readWorkspace(workspace("MostAllocated", "nodes:\n- {name: a, allocatable: " + huge
                                                                 + "}\n- {name: b, allocatable: " + huge
                                                                 + "}\n- {name: c, allocatable: " + huge
                                                                 + "}\npods:\n- name: w\n  containers:\n"
                                                                   "  - requests: {cpu: 1m, memory: \"1\"}\n"),
                                 "ws.binpack.yaml");
    for (bool reference : {false, true}) {
        SimulationOptions o;
        o.reference = reference;
        const SimulationResult r = simulate(ws, ws.profiles.front(), o);
        QCOMPARE(r.metrics.scheduled, int64_t(1));
        QCOMPARE(r.metrics.additionalFit, int64_t(INT64_MAX));
        QCOMPARE(r.metrics.fragmentation, 0.0);
        QCOMPARE(r.metrics.resources.size(), size_t(2));
        for (const auto& rs : r.metrics.resources) {
            QCOMPARE(rs.allocatable, int64_t(INT64_MAX));
            QCOMPARE(rs.requested, int64_t(1)); // 1m of cpu, 1 byte of memory
        }
    }

    // Two capped nodes the shape no longer fits (no cpu): all their memory is
    // stranded, and fragmentation is (0 for cpu + 2·max / (3·max − 1Gi)) / 2.
    Workspace strand = readWorkspace(
        workspace("MostAllocated", "nodes:\n- {name: fits, allocatable: {cpu: \"8\", memory: 9Ei}}\n"
                                   "- {name: full1, allocatable: {cpu: \"0\", memory: 9Ei}}\n"
                                   "- {name: full2, allocatable: {cpu: \"0\", memory: 9Ei}}\npods:\n- name: w\n"
                                   "  containers:\n  - requests: {cpu: \"1\", memory: 1Gi}\n"),
        "ws.binpack.yaml");
    const SimulationResult r = simulate(strand, strand.profiles.front());
    QCOMPARE(r.metrics.scheduled, int64_t(1));
    const double max = static_cast<double>(INT64_MAX);
    const double expected = (0.0 + 2 * max / (3 * max - static_cast<double>(int64_t(1) << 30))) / 2;
    QVERIFY2(std::abs(r.metrics.fragmentation - expected) < 1e-12, qPrintable(QString::number(r.metrics.fragmentation)));
    bool sawMemory = false;
    for (const auto& rs : r.metrics.resources) {
        if (rs.resource != "memory")
            continue;
        sawMemory = true;
        QCOMPARE(rs.allocatable, int64_t(INT64_MAX));
        QCOMPARE(rs.requested, int64_t(1) << 30);
        QCOMPARE(rs.stranded, int64_t(INT64_MAX));
    }
    QVERIFY(sawMemory);
}

// A report row's plugin results are held compactly (PluginList): read back,
// copied and rescored, they are the results put in, names, missing scores
// (a plugin that skips the pod) and Go's int64 weights included.
void TestHardening::pluginListHoldsWhatWasPut()
{
    PluginList l { { "NodeResourcesFit", 87.0, 1 }, { "NodeResourcesBalancedAllocation", std::nullopt, 1 } };
    l.push_back({ kMostRequestedPlugin, -0.0, std::numeric_limits<int64_t>::max() });
    l.push_back({ "PodTopologySpread", std::nullopt, 2 });
    QCOMPARE(l.size(), size_t(4));
    QCOMPARE(l.front().plugin, std::string_view("NodeResourcesFit"));
    QCOMPARE(l.front().score, std::optional<double>(87.0));
    QCOMPARE(l[1].plugin, std::string_view("NodeResourcesBalancedAllocation"));
    QVERIFY(!l[1].score);
    QCOMPARE(l[2].weight, std::numeric_limits<int64_t>::max());
    QVERIFY(l[2].score && std::signbit(*l[2].score));
    l.setScore(3, 100.0);
    l.setScore(0, std::nullopt);
    const PluginList copy = l;
    std::vector<std::string> seen;
    for (const PluginResult& r : copy)
        seen.push_back(std::string(r.plugin) + "=" + (r.score ? std::to_string(static_cast<int>(*r.score)) : "-") + "x"
            + std::to_string(r.weight));
    QCOMPARE(seen,
        (std::vector<std::string> { "NodeResourcesFit=-x1", "NodeResourcesBalancedAllocation=-x1",
            "nodeorder.mostrequested=0x" + std::to_string(std::numeric_limits<int64_t>::max()),
            "PodTopologySpread=100x2" }));
    const auto it = std::find_if(copy.begin(), copy.end(), [](const PluginResult& r) { return r.weight == 2; });
    QVERIFY(it != copy.end() && it->score == std::optional<double>(100.0));
    // Appended after results of their own, with their scores where they were.
    PluginList two { { "NodeResourcesFit", std::nullopt, 1 }, { "NodeResourcesBalancedAllocation", 40.0, 1 } };
    two.append(copy);
    QCOMPARE(two.size(), size_t(6));
    QVERIFY(!two.scoreAt(0) && two.scoreAt(1) == std::optional<double>(40.0));
    QVERIFY(!two.scoreAt(2) && !two.scoreAt(3));
    QCOMPARE(two.scoreAt(5), std::optional<double>(100.0));
    QCOMPARE(two[4].plugin, std::string_view(kMostRequestedPlugin));
    QCOMPARE(two[4].weight, std::numeric_limits<int64_t>::max());
    PluginList full;
    for (size_t i = 0; i < PluginList::kCapacity; ++i)
        full.push_back({ "binpack", static_cast<double>(i), 1 });
    QCOMPARE(full.back().score, std::optional<double>(static_cast<double>(PluginList::kCapacity - 1)));
    QVERIFY_THROWS_EXCEPTION(std::length_error, full.push_back({ "binpack", 0.0, 1 }));
    QVERIFY_THROWS_EXCEPTION(std::length_error, full.append(two));
    full.clear();
    QVERIFY(full.empty() && full.begin() == full.end());
}

QTEST_GUILESS_MAIN(TestHardening)
#include "test_hardening.moc"
