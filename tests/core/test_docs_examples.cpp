// SPDX-License-Identifier: GPL-3.0-or-later
// The documentation's worked examples, end to end through bp::scorePod and
// bp::explainScore.
//
// 1. Kubernetes "Resource Bin Packing" (kubernetes/website
//    content/en/docs/concepts/scheduling-eviction/resource-bin-packing.md):
//    RequestedToCapacityRatio, resources intel.com/foo:5 memory:1 cpu:3,
//    shape {0,0},{100,10}; pod foo 2, memory 256Mi, cpu 2;
//    node1 allocatable foo 4, memory 1Gi, cpu 8, used foo 1, memory 256Mi, cpu 1;
//    node2 allocatable foo 8, memory 1Gi, cpu 8, used foo 2, memory 512Mi, cpu 6.
//    The page's 5 / 7 are the <= v1.16 0..10-scale numbers; the current code
//    gives 60 / 69 (docs/scheduler-arithmetic.md, "Worked examples", works both out).
// 2. Huawei Cloud CCE "Bin Packing" (cce_10_0773), Volcano binpack: 437.5 and
//    468.75 (docs/scheduler-arithmetic.md, "Worked examples").
#include "fidelity_helpers.h"

#include <QTest>

using namespace fid;

namespace {

bp::Workspace kubeDocsWorkspace(const char* memUsed1, const char* memUsed2, const char* memPod, const char* memAlloc)
{
    bp::Workspace ws;
    ws.sourceFile = "<docs>";
    ws.nodes.push_back(node("node1", rl({{"intel.com/foo", "4"}, {"memory", memAlloc}, {"cpu", "8"}})));
    ws.nodes.push_back(node("node2", rl({{"intel.com/foo", "8"}, {"memory", memAlloc}, {"cpu", "8"}})));
    ws.pods.push_back(pod("used-1", std::string("node1"), {rl({{"intel.com/foo", "1"}, {"memory", memUsed1}, {"cpu", "1"}})}));
    ws.pods.push_back(pod("used-2", std::string("node2"), {rl({{"intel.com/foo", "2"}, {"memory", memUsed2}, {"cpu", "6"}})}));
    ws.pods.push_back(pod("incoming", std::nullopt, {rl({{"intel.com/foo", "2"}, {"memory", memPod}, {"cpu", "2"}})}));
    return ws;
}

bp::Profile kubeDocsProfile(const std::string& version)
{
    return fitProfile("RequestedToCapacityRatio", {{"intel.com/foo", 5}, {"memory", 1}, {"cpu", 3}},
        {{0, 0}, {100, 10}}, version);
}

} // namespace

class TestDocsExamples : public QObject {
    Q_OBJECT

private slots:
    void kubeBinPackingPage_data();
    void kubeBinPackingPage();
    void kubeBinPackingExplain_data();
    void kubeBinPackingExplain();
    void cceVolcanoExample();
};

void TestDocsExamples::kubeBinPackingPage_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<bool>("decimal");
    QTest::addColumn<int>("node1");
    QTest::addColumn<int>("node2");
    // "Worked examples": 536/9 = 59.56 -> 60; 625/9 = 69.44 -> 69.
    QTest::newRow("resource-bin-packing.md, current code (1.36)") << "1.36" << false << 60 << 69;
    QTest::newRow("resource-bin-packing.md, current code (1.35)") << "1.35" << false << 60 << 69;
    QTest::newRow("resource-bin-packing.md, current code (1.22)") << "1.22" << false << 60 << 69;
    // The page's own numbers, 0..10 scale and the old 100-(c-r)*100/c
    // utilization: (7*5 + 5*1 + 3*3)/9 = 49/9 -> 5; (5*5 + 7*1 + 10*3)/9 = 62/9 -> 7.
    QTest::newRow("resource-bin-packing.md, as printed (1.16)") << "1.16" << false << 5 << 7;
    // "Worked examples": reading MB/GB as decimal: 537/9 -> 60, 626/9 = 69.56 -> 70.
    QTest::newRow("resource-bin-packing.md, decimal MB/GB (1.36)") << "1.36" << true << 60 << 70;
}

void TestDocsExamples::kubeBinPackingPage()
{
    QFETCH(QString, version);
    QFETCH(bool, decimal);
    QFETCH(int, node1);
    QFETCH(int, node2);
    const auto ws = decimal ? kubeDocsWorkspace("256M", "512M", "256M", "1G")
                            : kubeDocsWorkspace("256Mi", "512Mi", "256Mi", "1Gi");
    const auto profile = kubeDocsProfile(version.toStdString());
    expectPluginScores(ws, profile, "incoming", "NodeResourcesFit", ints({node1, node2}));
    if (QTest::currentTestFailed())
        return;
    const auto report = bp::scorePod(ws, profile, std::string("incoming"));
    // 1.16 also runs its other priorities, alike on both nodes here:
    // TaintToleration 10, SelectorSpread 10, NodePreferAvoidPods 10 x 10000.
    const double others = version == "1.16" ? 100020 : 0;
    QCOMPARE(report.nodes[0].total, double(node1) + others);
    QCOMPARE(report.nodes[1].total, double(node2) + others);
    QVERIFY(report.selected.has_value());
    QCOMPARE(*report.selected, 1); // node2 wins in every variant
}

// The explanation must show the page's steps with the numbers of
// docs/scheduler-arithmetic.md, "Worked examples":
// utilizations 75 / 50 / 37, the weighted sum 536 over 9 = 59.56, rounded to
// 60 (node2: 625 / 9 = 69.44 -> 69), and under 1.16 node2's 62 / 9 = 6.89 -> 7.
// Only numbers that must appear are checked; the wording is the engine's.
void TestDocsExamples::kubeBinPackingExplain_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("node");
    QTest::addColumn<QStringList>("needles");
    QTest::newRow("1.36 node1") << "1.36" << "node1"
                                << QStringList {"intel.com/foo", "memory", "cpu", "75", "50", "37", "536", "59.56", "60"};
    QTest::newRow("1.36 node2") << "1.36" << "node2" << QStringList {"50", "75", "100", "625", "69.44", "69"};
    QTest::newRow("1.16 node2") << "1.16" << "node2" << QStringList {"5", "7", "10", "62", "6.89"};
}

void TestDocsExamples::kubeBinPackingExplain()
{
    QFETCH(QString, version);
    QFETCH(QString, node);
    QFETCH(QStringList, needles);
    const auto ws = kubeDocsWorkspace("256Mi", "512Mi", "256Mi", "1Gi");
    QString t;
    try {
        t = QString::fromStdString(
            bp::explainScore(ws, kubeDocsProfile(version.toStdString()), node.toStdString(), std::string("incoming")));
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    for (const auto& needle : needles)
        QVERIFY2(t.contains(needle), qPrintable(QStringLiteral("explanation lacks \"%1\":\n%2").arg(needle, t)));
}

void TestDocsExamples::cceVolcanoExample()
{
    bp::Workspace ws;
    ws.sourceFile = "<docs>";
    const bp::Profile profile = volcanoProfile({intArg("binpack.weight", 5), intArg("binpack.cpu", 1),
        intArg("binpack.memory", 1), strArg("binpack.resources", "nvidia.com/gpu"),
        intArg("binpack.resources.nvidia.com/gpu", 2)});
    ws.profiles.push_back(profile);
    const auto alloc = rl({{"cpu", "8"}, {"memory", "16Gi"}, {"nvidia.com/gpu", "8"}});
    ws.nodes = {node("node1", alloc), node("node2", alloc)};
    ws.pods.push_back(pod("used-1", std::string("node1"), {rl({{"cpu", "4"}, {"memory", "8Gi"}, {"nvidia.com/gpu", "4"}})}));
    ws.pods.push_back(pod("used-2", std::string("node2"), {rl({{"cpu", "6"}, {"memory", "8Gi"}, {"nvidia.com/gpu", "4"}})}));
    ws.pods.push_back(pod("task", std::nullopt, {rl({{"cpu", "2"}, {"memory", "4Gi"}, {"nvidia.com/gpu", "4"}})}));
    // (0.75 + 0.75 + 2*1.0) / 4 * 100 * 5 = 437.5 ; (1.0 + 0.75 + 2*1.0) / 4 * 500 = 468.75
    std::vector<std::optional<double>> expected {437.5, 468.75};
    expectPluginScores(ws, profile, "task", "binpack", expected, 1e-8);
    if (QTest::currentTestFailed())
        return;
    const auto report = bp::scorePod(ws, profile, std::string("task"));
    QVERIFY(std::abs(report.nodes[0].total - 437.5) <= 1e-8);
    QVERIFY(std::abs(report.nodes[1].total - 468.75) <= 1e-8);
    QVERIFY(report.selected.has_value());
    QCOMPARE(*report.selected, 1);
}

QTEST_APPLESS_MAIN(TestDocsExamples)
#include "test_docs_examples.moc"
