// SPDX-License-Identifier: GPL-3.0-or-later
// Volcano binpack: argument parsing and BinPackingScore, as upstream tests them.
//
// Upstream: volcano-sh/volcano pkg/scheduler/plugins/binpack/binpack_test.go,
// the post-v1.8 version (PR #3353, uthelper.TestCommonStruct, "n3": 0 with the
// comment "n3 has used 1.5c by pod p2, idle cpu not enough for p1"). The index
// stores it without a commit; the pre-v1.8 file (commit
// 00561f92c6cac68345d1004476b0f06d7b478505, "n3": 150) encodes the old overflow
// rule and is deliberately not used. Floats compared with upstream's eps = 1e-8.
//
// How upstream scores: every task of the session (p1..p4) is scored on every
// node with ssn.NodeOrderFn, and p1/p2 are already bound (NodeName n1/n3), so
// a bound task is scored against a node whose `used` includes itself
// (p1 on n1: cpu (1+1)/2). We reproduce that with the engine's own pieces:
// buildClusterState (binds p1, p2), computePodDemand, ProfileScorer::binpackScore.
//
// Argument cases: TestArguments (same file) and the two parse results of
// docs/scheduler-arithmetic.md, "Argument parsing" (yaml.v2 + a Go port of
// calculateWeight).
#include "scoring/cluster_state.h"
#include "scoring/profile_scorer.h"
#include "scoring/report.h"

#include "fidelity_helpers.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace fid;
using Kind = bp::VolcanoArgument::Kind;

namespace {

constexpr double kEps = 1e-8;

using Expected = std::map<std::string, double>; // node -> score

// util.BuildPod / util.BuildNode fixtures of TestNode.
bp::Workspace binpackWorkspace()
{
    bp::Workspace ws;
    ws.sourceFile = "<fidelity>";
    ws.nodes.push_back(node("n1", rl({{"cpu", "2"}, {"memory", "4Gi"}, {"pods", "10"}})));
    ws.nodes.push_back(node("n2", rl({{"cpu", "4"}, {"memory", "16Gi"}, {"pods", "10"}, {"nvidia.com/gpu", "4"}})));
    ws.nodes.push_back(node("n3", rl({{"cpu", "2"}, {"memory", "4Gi"}, {"pods", "10"}, {"example.com/foo", "16"}})));
    ws.pods.push_back(pod("p1", std::string("n1"), {rl({{"cpu", "1"}, {"memory", "1Gi"}})}));
    ws.pods.push_back(pod("p2", std::string("n3"), {rl({{"cpu", "1.5"}, {"memory", "0Gi"}})}));
    ws.pods.push_back(pod("p3", std::nullopt, {rl({{"cpu", "2"}, {"memory", "10Gi"}, {"nvidia.com/gpu", "2"}})}));
    ws.pods.push_back(pod("p4", std::nullopt, {rl({{"cpu", "3"}, {"memory", "4Gi"}, {"example.com/foo", "3"}})}));
    return ws;
}

std::vector<bp::VolcanoArgument> case0Args()
{
    return {intArg("binpack.weight", 10), intArg("binpack.cpu", 2), intArg("binpack.memory", 3),
        strArg("binpack.resources", "nvidia.com/gpu, example.com/foo"), intArg("binpack.resources.nvidia.com/gpu", 7),
        intArg("binpack.resources.example.com/foo", 8)};
}

std::vector<bp::VolcanoArgument> case1Args()
{
    return {intArg("binpack.weight", 1), intArg("binpack.cpu", 1), intArg("binpack.memory", 1),
        strArg("binpack.resources", "nvidia.com/gpu"), intArg("binpack.resources.nvidia.com/gpu", 23)};
}

std::map<std::string, int64_t> weightsOf(const bp::BinpackConfig& config, QString* duplicates)
{
    std::map<std::string, int64_t> out;
    for (const auto& r : config.resources) {
        if (out.count(r.name))
            *duplicates += QString::fromStdString(r.name) + " ";
        out[r.name] = r.weight;
    }
    return out;
}

QString dump(const std::map<std::string, int64_t>& m)
{
    QStringList parts;
    for (const auto& [k, v] : m)
        parts << QStringLiteral("%1:%2").arg(QString::fromStdString(k)).arg(v);
    return parts.join(", ");
}

} // namespace

Q_DECLARE_METATYPE(Expected)
Q_DECLARE_METATYPE(bp::VolcanoArgument)

class TestFidelityVolcano : public QObject {
    Q_OBJECT

private slots:
    void binpackTestNode_data();
    void binpackTestNode();
    void arguments_data();
    void arguments();
    void cceExampleScores();
    void requestsByRelease_data();
    void requestsByRelease();
    void unsupportedVolcanoVersion();
};

void TestFidelityVolcano::binpackTestNode_data()
{
    QTest::addColumn<int>("argSet");
    QTest::addColumn<QString>("pod");
    QTest::addColumn<Expected>("expected");
    const char* t = "binpack_test.go/TestNode/single job";
    // case 0: weight 10, cpu 2, memory 3, gpu 7, foo 8
    QTest::addRow("%s (case0)/c1/p1", t) << 0 << "p1" << Expected {{"n1", 700}, {"n2", 137.5}, {"n3", 0}};
    QTest::addRow("%s (case0)/c1/p2", t) << 0 << "p2" << Expected {{"n1", 0}, {"n2", 375}, {"n3", 0}};
    QTest::addRow("%s (case0)/c1/p3", t) << 0 << "p3" << Expected {{"n1", 0}, {"n2", 531.25}, {"n3", 0}};
    QTest::addRow("%s (case0)/c1/p4", t) << 0 << "p4" << Expected {{"n1", 0}, {"n2", 173.076923076}, {"n3", 0}};
    // case 1: weight 1, cpu 1, memory 1, gpu 23
    QTest::addRow("%s (case1)/c1/p1", t) << 1 << "p1" << Expected {{"n1", 75}, {"n2", 15.625}, {"n3", 0}};
    QTest::addRow("%s (case1)/c1/p2", t) << 1 << "p2" << Expected {{"n1", 0}, {"n2", 37.5}, {"n3", 0}};
    QTest::addRow("%s (case1)/c1/p3", t) << 1 << "p3" << Expected {{"n1", 0}, {"n2", 50.5}, {"n3", 0}};
    QTest::addRow("%s (case1)/c1/p4", t) << 1 << "p4" << Expected {{"n1", 0}, {"n2", 50}, {"n3", 0}};
}

void TestFidelityVolcano::binpackTestNode()
{
    QFETCH(int, argSet);
    QFETCH(QString, pod);
    QFETCH(Expected, expected);
    bp::Workspace ws = binpackWorkspace();
    const bp::Profile profile = volcanoProfile(argSet == 0 ? case0Args() : case1Args());
    ws.profiles.push_back(profile);
    QString mismatches;
    try {
        bp::ClusterState state = bp::buildClusterState(ws, bp::releaseOrNewest(&profile));
        const bp::ProfileScorer scorer(profile, state.resources);
        const bp::Pod* task = nullptr;
        for (const auto& p : ws.pods)
            if (p.name == pod.toStdString())
                task = &p;
        QVERIFY(task);
        (void)bp::computePodDemand(*task, state.resources, scorer.version()); // interns every name first
        state.resizeAmounts();
        const bp::PodDemand demand = bp::computePodDemand(*task, state.resources, scorer.version());
        for (const auto& [nodeName, want] : expected) {
            const auto it = state.nodeIndex.find(nodeName);
            QVERIFY(it != state.nodeIndex.end());
            const double got = scorer.binpackScore(demand, state.nodes[static_cast<size_t>(it->second)]);
            if (std::abs(got - want) > kEps)
                mismatches += QStringLiteral("\n  c1/%1 on %2: expected %3, got %4")
                                  .arg(pod, QString::fromStdString(nodeName), QString::number(want, 'g', 17),
                                      QString::number(got, 'g', 17));
        }
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches));
}

void TestFidelityVolcano::arguments_data()
{
    using Args = std::vector<bp::VolcanoArgument>;
    QTest::addColumn<Args>("args");
    QTest::addColumn<bool>("enabled");
    QTest::addColumn<qlonglong>("weight");
    QTest::addColumn<QString>("resources"); // "name:weight, ..." sorted by name

    QTest::newRow("binpack_test.go/TestArguments")
        << Args {intArg("binpack.weight", 10), intArg("binpack.cpu", 5), intArg("binpack.memory", 2),
               strArg("binpack.resources", "nvidia.com/gpu, example.com/foo"),
               intArg("binpack.resources.nvidia.com/gpu", 7), intArg("binpack.resources.example.com/foo", -3)}
        << true << qlonglong(10) << "cpu:5, example.com/foo:1, memory:2, nvidia.com/gpu:7";
    // docs/scheduler-arithmetic.md, "Argument parsing", first parse: a quoted
    // number and a float are ignored (defaults kept), negative weights become 1,
    // cpu listed in binpack.resources is overwritten by binpack.cpu, empty items
    // skipped.
    QTest::newRow("scheduler-arithmetic.md, Argument parsing/verified parse result 1")
        << Args {strArg("binpack.weight", "10", true), scalarArg("binpack.cpu", Kind::Float, "1.5"),
               intArg("binpack.memory", -4), strArg("binpack.resources", "nvidia.com/gpu,,  cpu ,pods", true),
               intArg("binpack.resources.nvidia.com/gpu", -2), intArg("binpack.resources.cpu", 9),
               intArg("binpack.resources.pods", 0)}
        << true << qlonglong(1) << "cpu:1, memory:1, nvidia.com/gpu:1, pods:0";
    // Second example: negative binpack.weight kept, cpu 0 allowed, 0x10 is the
    // YAML 1.1 int 16, a YAML list for binpack.resources counts as "".
    QTest::newRow("scheduler-arithmetic.md, Argument parsing/verified parse result 2")
        << Args {intArg("binpack.weight", -3), intArg("binpack.cpu", 0), intArg("binpack.memory", 16, "0x10"),
               scalarArg("binpack.resources", Kind::Other, "[nvidia.com/gpu]")}
        << true << qlonglong(-3) << "cpu:0, memory:16";
    // docs/scheduler-arithmetic.md, "Argument parsing" table: binpack.weight 0
    // does not register the NodeOrderFn.
    QTest::newRow("scheduler-arithmetic.md, Argument parsing/binpack.weight 0 disables the plugin")
        << Args {intArg("binpack.weight", 0)} << false << qlonglong(0) << "";
    // strings.TrimSpace trims Unicode white space (unicode.IsSpace): a
    // no-break space (U+00A0), an ideographic space (U+3000), a vertical tab
    // and a newline around the names; U+200B (zero width space) is not white
    // space to Go and stays part of the name. A name listed twice counts once.
    QTest::newRow("binpack.go calculateWeight/strings.TrimSpace on Unicode white space")
        << Args {strArg("binpack.resources", "\u00a0nvidia.com/gpu\u3000,\vexample.com/foo\n, nvidia.com/gpu,\u200bx.io/y"),
               intArg("binpack.resources.nvidia.com/gpu", 4)}
        << true << qlonglong(1) << "cpu:1, example.com/foo:1, memory:1, nvidia.com/gpu:4, \u200bx.io/y:1";
}

void TestFidelityVolcano::arguments()
{
    using Args = std::vector<bp::VolcanoArgument>;
    QFETCH(Args, args);
    QFETCH(bool, enabled);
    QFETCH(qlonglong, weight);
    QFETCH(QString, resources);
    bp::ResourceTable table;
    bp::BinpackConfig config;
    try {
        config = bp::parseBinpackArguments(args, table);
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    QCOMPARE(config.enabled, enabled);
    QCOMPARE(qlonglong(config.weight), weight);
    if (!enabled)
        return; // no NodeOrderFn: the resource weights never matter
    QString duplicates;
    const auto weights = weightsOf(config, &duplicates);
    QVERIFY2(duplicates.isEmpty(), qPrintable("resources listed twice: " + duplicates));
    QCOMPARE(dump(weights), resources);
    // cpu and memory come first, as calculateWeight writes them (profile_scorer.h).
    QVERIFY(config.resources.size() >= 2);
    QCOMPARE(config.resources[0].name, std::string("cpu"));
    QCOMPARE(config.resources[1].name, std::string("memory"));
}

// Huawei Cloud CCE "Bin Packing" example (docs/scheduler-arithmetic.md,
// "Worked examples"): weight 5, cpu 1, memory 1, nvidia.com/gpu 2; pod 2 cpu /
// 4Gi / 4 gpu on 8 cpu / 16Gi / 8 gpu nodes. Node1 used 4 cpu / 8Gi / 4 gpu ->
// 437.5; Node2 used 6 cpu -> 468.75.
void TestFidelityVolcano::cceExampleScores()
{
    bp::Workspace ws;
    const bp::Profile profile = volcanoProfile({intArg("binpack.weight", 5), intArg("binpack.cpu", 1),
        intArg("binpack.memory", 1), strArg("binpack.resources", "nvidia.com/gpu"),
        intArg("binpack.resources.nvidia.com/gpu", 2)});
    ws.profiles.push_back(profile);
    const auto alloc = rl({{"cpu", "8"}, {"memory", "16Gi"}, {"nvidia.com/gpu", "8"}});
    ws.nodes = {node("node1", alloc), node("node2", alloc)};
    ws.pods.push_back(pod("used1", std::string("node1"), {rl({{"cpu", "4"}, {"memory", "8Gi"}, {"nvidia.com/gpu", "4"}})}));
    ws.pods.push_back(pod("used2", std::string("node2"), {rl({{"cpu", "6"}, {"memory", "8Gi"}, {"nvidia.com/gpu", "4"}})}));
    const bp::Pod task = pod("task", std::nullopt, {rl({{"cpu", "2"}, {"memory", "4Gi"}, {"nvidia.com/gpu", "4"}})});
    ws.pods.push_back(task);
    try {
        bp::ClusterState state = bp::buildClusterState(ws, bp::releaseOrNewest(&profile));
        const bp::ProfileScorer scorer(profile, state.resources);
        (void)bp::computePodDemand(task, state.resources, scorer.version());
        state.resizeAmounts();
        const bp::PodDemand demand = bp::computePodDemand(task, state.resources, scorer.version());
        QCOMPARE(scorer.binpackScore(demand, state.nodes[static_cast<size_t>(state.nodeIndex.at("node1"))]), 437.5);
        QCOMPARE(scorer.binpackScore(demand, state.nodes[static_cast<size_t>(state.nodeIndex.at("node2"))]), 468.75);
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
}

// Volcano's own pod request, release by release: GetPodResourceRequest in
// pkg/scheduler/api/pod_info.go and NewResource in resource_info.go, read at
// each tag of volcano-sh/volcano:
//  - pods: `result.AddScalar(v1.ResourcePods, 1)` (pod_info.go v1.9.0 line 66)
//    and the node's pods scalar (resource_info.go v1.9.0 line 81) first
//    appear in v1.8.2 (commit ce598ebaa, "support preemption when the number
//    of pods of a node reaches the upper limit"); v1.8.0 and v1.8.1 have
//    neither (pod_info.go v1.8.0 lines 61-70).
//  - sidecars: the restartable-init-container loop arrives in v1.10.0
//    (pod_info.go v1.10.0 lines 62-83); v1.9 maxes every init container.
//  - overhead: v1.8-v1.14 add it in GetPodResourceWithoutInitContainers,
//    before the max with the init containers (v1.14.0 lines 214-217); v1.15.0
//    adds it afterwards (amendResourceAccordingToPodFeatures, lines 231-260).
//  - NewResource converts each container's cpu with MilliValue() (rounded
//    up), then Resource.Add sums: three 500u containers are 3m in every release.
// One empty node (cpu 4, memory 4Gi, pods 10; cpu 10m for the 500u rows);
// binpack weights as listed; the score is worked out by hand in each row.
void TestFidelityVolcano::requestsByRelease_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<int>("rowKind");
    QTest::addColumn<double>("expected");
    // 0: pods only (binpack.cpu 0, binpack.memory 0, binpack.resources "pods"),
    //    one pod already bound: pods (1 + 1) / 10 = 0.2 -> 20; without the
    //    pods scalar the pod requests nothing weighted -> 0.
    QTest::newRow("pods, v1.8.0: no pods scalar") << "1.8.0" << 0 << 0.0;
    QTest::newRow("pods, v1.8.1: no pods scalar") << "1.8.1" << 0 << 0.0;
    QTest::newRow("pods, v1.8.2: pods 1 (backport)") << "1.8.2" << 0 << 20.0;
    QTest::newRow("pods, 1.8 (latest patch)") << "1.8" << 0 << 20.0;
    QTest::newRow("pods, v1.9.0") << "v1.9.0" << 0 << 20.0;
    // 1: container cpu 1 + restartable init container cpu 1 on cpu 4:
    //    v1.10+ max(1 + 1, 1) = 2 -> 50; v1.9 max(1, 1) = 1 -> 25.
    QTest::newRow("sidecar, 1.9: an ordinary init container") << "1.9" << 1 << 25.0;
    QTest::newRow("sidecar, 1.10: summed") << "1.10" << 1 << 50.0;
    QTest::newRow("sidecar, 1.15: summed") << "1.15" << 1 << 50.0;
    // 2: container cpu 1, init container cpu 2, overhead cpu 1 on cpu 4:
    //    v1.8-v1.14 max(1 + 1, 2) = 2 -> 50; v1.15 max(1, 2) + 1 = 3 -> 75.
    QTest::newRow("overhead, 1.8: before the max") << "1.8" << 2 << 50.0;
    QTest::newRow("overhead, 1.14.4: before the max") << "1.14.4" << 2 << 50.0;
    QTest::newRow("overhead, 1.15.0: after the max") << "1.15.0" << 2 << 75.0;
    QTest::newRow("overhead, newest (1.15)") << "" << 2 << 75.0;
    // 3: three containers of cpu 500u on cpu 10m: 1m each after MilliValue,
    //    3m / 10m -> 30 (kube-scheduler 1.32+ sums first: 2m).
    QTest::newRow("500u x 3, 1.8") << "1.8" << 3 << 30.0;
    QTest::newRow("500u x 3, 1.15") << "1.15" << 3 << 30.0;
}

void TestFidelityVolcano::requestsByRelease()
{
    QFETCH(QString, version);
    QFETCH(int, rowKind);
    QFETCH(double, expected);
    std::vector<bp::VolcanoArgument> args{intArg("binpack.weight", 1)};
    if (rowKind == 0)
        args = {intArg("binpack.cpu", 0), intArg("binpack.memory", 0), strArg("binpack.resources", "pods")};
    bp::Profile profile = volcanoProfile(args);
    if (!version.isEmpty()) {
        profile.volcanoVersion = version.toStdString();
        profile.volcanoVersionSet = true;
    }
    bp::Workspace ws;
    ws.sourceFile = "<fidelity>";
    ws.profiles.push_back(profile);
    ws.nodes.push_back(node("n", rl({{"cpu", rowKind == 3 ? "10m" : "4"}, {"memory", "4Gi"}, {"pods", "10"}})));
    switch (rowKind) {
    case 0:
        ws.pods.push_back(pod("bound", std::string("n"), {rl({{"cpu", "1"}})}));
        ws.pods.push_back(pod("task", std::nullopt, {rl({{"cpu", "1"}})}));
        break;
    case 1:
        ws.pods.push_back(pod("task", std::nullopt, {rl({{"cpu", "1"}})}, {sidecar(rl({{"cpu", "1"}}))}));
        break;
    case 2:
        ws.pods.push_back(pod("task", std::nullopt, {rl({{"cpu", "1"}})}, {container(rl({{"cpu", "2"}}))},
            rl({{"cpu", "1"}})));
        break;
    default:
        ws.pods.push_back(pod("task", std::nullopt, {rl({{"cpu", "500u"}}), rl({{"cpu", "500u"}}), rl({{"cpu", "500u"}})}));
        break;
    }
    try {
        const bp::ScoreReport r = bp::scorePod(ws, profile, std::string("task"));
        QCOMPARE(r.nodes.size(), size_t(1));
        QCOMPARE(pluginScore(r.nodes[0], "binpack").value_or(-1), expected);
        const std::string text = bp::explainScore(ws, profile, "n", std::string("task"));
        const std::string release = version.isEmpty() ? std::string("1.15") : version.toStdString();
        const std::string shown = release.front() == 'v' ? release.substr(1) : release;
        QVERIFY2(text.find("(Volcano " + shown + ")") != std::string::npos, text.c_str());
        QVERIFY2(text.find("Request (Volcano " + shown + " GetPodResourceRequest)") != std::string::npos, text.c_str());
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
}

void TestFidelityVolcano::unsupportedVolcanoVersion()
{
    for (const char* bad : {"1.7", "1.16", "2.0", "banana"}) {
        bp::Profile profile = volcanoProfile({});
        profile.volcanoVersion = bad;
        bp::ResourceTable table;
        try {
            bp::ProfileScorer scorer(profile, table);
            QFAIL(bad);
        } catch (const bp::InputError& e) {
            const std::string want = "profiles[volcano].volcanoVersion: \"" + std::string(bad)
                + "\" is not a supported volcanoVersion; expected 1.8 to 1.15";
            QVERIFY2(std::string(e.what()).find(want) != std::string::npos, e.what());
        }
    }
}

QTEST_APPLESS_MAIN(TestFidelityVolcano)
#include "test_fidelity_volcano.moc"
