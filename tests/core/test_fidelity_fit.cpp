// SPDX-License-Identifier: GPL-3.0-or-later
// NodeResourcesFit scoring, case for case as upstream tests it. Each row name is
//   <upstream file>/<test function>/<case name>
// and the expected integers are copied from the upstream file unchanged.
//
// Upstream sources (kubernetes/kubernetes, pkg/scheduler/framework/plugins/noderesources/):
//   least_allocated_test.go            commit 008b3652959ca58af8be3fb5b6ecfe9ae7638282
//   most_allocated_test.go             commit 030880a5dc5449403c6d1f0aa146a7dc21d6c6dc
//   requested_to_capacity_ratio_test.go commit 8519d3399f10be33a45da368a48ee763acbe3999
//   fit_test.go (TestFitScore)         commit 24fbb13eafec665e6f4b64961930774babd8b6d1
//   resource_allocation_test.go        commit 65fa397189ef8fce5e5c683e2af46aa05a4dde42
// extendedRes / extendedResourceSet are the package test variables
// ("abc.com/xyz"; cpu:1, memory:1, abc.com/xyz:1).
//
// Not transcribed (not reachable through a v1 configuration or not modelled):
//   "Resources not set, pods scheduled with error" (Least/Most): internal args
//     with no resources bypass v1 defaulting, which always fills cpu:1 memory:1.
//   "resource with zero weight" (Least/Most): internal args bypass defaulting;
//     through v1 a weight of 0 becomes 1 (checked in weightZeroIsDefaultedToOne).
//   TestCalculateResourceAllocatableRequest "DRA-backed-*": DRA is not modelled.
#include "fidelity_helpers.h"

#include "scoring/profile_scorer.h"

#include <QTest>

using namespace fid;

namespace {

const std::string kLeast = "least_allocated_test.go/TestLeastAllocatedScoringStrategy/";
const std::string kMost = "most_allocated_test.go/TestMostAllocatedScoringStrategy/";
const std::string kRtcr = "requested_to_capacity_ratio_test.go/TestRequestedToCapacityRatioScoringStrategy/";
const std::string kSingle = "requested_to_capacity_ratio_test.go/TestResourceBinPackingSingleExtended/";
const std::string kMulti = "requested_to_capacity_ratio_test.go/TestResourceBinPackingMultipleExtended/";
const std::string kFitScore = "fit_test.go/TestFitScore/";
const char* kExt = "abc.com/xyz";

bp::ResourceList cm(const char* cpu, const char* memory)
{
    return rl({{"cpu", cpu}, {"memory", memory}});
}

// st.MakeNode().Name(name).Capacity({"cpu": cpu, "memory": memory})
bp::Node capNode(const char* name, const char* cpu, const char* memory)
{
    return node(name, cm(cpu, memory));
}

bp::Pod incoming(const std::vector<bp::ResourceList>& containers = {})
{
    return pod("incoming", std::nullopt, containers);
}

// Existing pods: {node, containers}; named existing-0, existing-1, ...
std::vector<bp::Pod> existing(const std::vector<std::pair<std::string, std::vector<bp::ResourceList>>>& pods)
{
    std::vector<bp::Pod> out;
    for (size_t i = 0; i < pods.size(); ++i) {
        std::optional<std::string> nodeName;
        if (!pods[i].first.empty())
            nodeName = pods[i].first;
        out.push_back(pod("existing-" + std::to_string(i), nodeName, pods[i].second));
    }
    return out;
}

void row(const std::string& name, const ScoreCase& c)
{
    QTest::newRow(name.c_str()) << c;
}

const std::vector<Weighted> kExtSet {{"cpu", 1}, {"memory", 1}, {"abc.com/xyz", 1}};
const std::vector<bp::ShapePoint> kSpreadShape {{0, 10}, {100, 0}};
const std::vector<bp::ShapePoint> kPackShape {{0, 0}, {100, 10}};
const std::vector<bp::ShapePoint> kUnitShape {{0, 0}, {100, 1}};

// A pod with a single container requesting only intel.com/foo (and bar).
bp::ResourceList foo(const char* n)
{
    return rl({{"intel.com/foo", n}});
}

// makeNode(name, 4000, 10000*1024*1024, ext) from requested_to_capacity_ratio_test.go
bp::Node extNode(const char* name, Res ext)
{
    bp::ResourceList list = milliMem(4000, 10000LL * 1024 * 1024);
    for (const auto& [k, v] : ext)
        list.set(k, q(v));
    return node(name, list);
}

} // namespace

class TestFidelityFit : public QObject {
    Q_OBJECT

private slots:
    void upstreamScores_data();
    void upstreamScores();

    void weightOutOfRangeIsRejected_data();
    void weightOutOfRangeIsRejected();
    void weightZeroIsDefaultedToOne();
    void allocatableRequestForDevicePluginResource();
    void rtcrWithoutShapeIsRejected_data();
    void rtcrWithoutShapeIsRejected();
};

void TestFidelityFit::upstreamScores_data()
{
    QTest::addColumn<ScoreCase>("c");

    // ---- TestLeastAllocatedScoringStrategy ---------------------------------
    {
        const auto p = fitProfile("LeastAllocated", defaultResources());
        row(kLeast + "nothing scheduled, nothing requested",
            scoreCase(p, {capNode("node1", "4000", "10000"), capNode("node2", "4000", "10000")}, {}, incoming(),
                ints({100, 100})));
        row(kLeast + "nothing scheduled, resources requested, differently sized nodes",
            scoreCase(p, {capNode("node1", "4000", "10000"), capNode("node2", "6000", "10000")}, {},
                incoming({cm("1000", "2000"), cm("2000", "3000")}), ints({37, 50})));
        row(kLeast + "no resources requested, pods scheduled",
            scoreCase(p, {capNode("node1", "4000", "10000"), capNode("node2", "4000", "10000")},
                existing({{"node1", {}}, {"node1", {}}, {"node2", {}}, {"node2", {}}}), incoming(), ints({100, 100})));
        row(kLeast + "no resources requested, pods scheduled with resources",
            scoreCase(p, {capNode("node1", "10000", "20000"), capNode("node2", "10000", "20000")},
                existing({{"node1", {cm("3000", "0")}}, {"node1", {cm("3000", "0")}}, {"node2", {cm("3000", "0")}},
                    {"node2", {cm("3000", "5000")}}}),
                incoming(), ints({70, 57})));
        row(kLeast + "resources requested, pods scheduled with resources",
            scoreCase(p, {capNode("node1", "10000", "20000"), capNode("node2", "10000", "20000")},
                existing({{"node1", {cm("3000", "0")}}, {"node2", {cm("3000", "5000")}}}),
                incoming({cm("1000", "2000"), cm("2000", "3000")}), ints({57, 45})));
        row(kLeast + "resources requested, pods scheduled with resources, differently sized nodes",
            scoreCase(p, {capNode("node1", "10000", "20000"), capNode("node2", "10000", "50000")},
                existing({{"node1", {cm("3000", "0")}}, {"node2", {cm("3000", "5000")}}}),
                incoming({cm("1000", "2000"), cm("2000", "3000")}), ints({57, 60})));
        row(kLeast + "requested resources exceed node capacity",
            scoreCase(p, {capNode("node1", "4000", "10000"), capNode("node2", "4000", "10000")},
                existing({{"node1", {cm("3000", "0")}}, {"node2", {cm("3000", "5000")}}}), incoming({cm("3000", "0")}),
                ints({50, 25})));
        row(kLeast + "zero node resources, pods scheduled with resources",
            scoreCase(p, {node("node1", {}), node("node2", {})},
                existing({{"node1", {cm("3000", "0")}}, {"node2", {cm("3000", "5000")}}}), incoming(), ints({0, 0})));
        // The requested pod carries .Node("node1") upstream; as the pod being
        // scored it is not in the snapshot, so it is pending here.
        row(kLeast
                + "nothing scheduled, resources requested with different weight on CPU and memory, differently sized nodes",
            scoreCase(fitProfile("LeastAllocated", {{"memory", 2}, {"cpu", 1}}),
                {capNode("node1", "4000", "10000"), capNode("node2", "6000", "10000")}, {},
                incoming({cm("1000", "2000"), cm("2000", "3000")}), ints({41, 50})));
        const auto ext = fitProfile("LeastAllocated", kExtSet);
        row(kLeast + "bypass extended resource if the pod does not request",
            scoreCase(ext,
                {capNode("node1", "6000", "10000"),
                    node("node2", rl({{"cpu", "6000"}, {"memory", "10000"}, {kExt, "4"}}))},
                {}, incoming({cm("1000", "2000"), cm("2000", "3000")}), ints({50, 50})));
        row(kLeast + "honor extended resource if the pod requests",
            scoreCase(ext,
                {node("node1", rl({{"cpu", "6000"}, {"memory", "10000"}, {kExt, "4"}})),
                    node("node2", rl({{"cpu", "6000"}, {"memory", "10000"}, {kExt, "10"}}))},
                {}, incoming({rl({{"cpu", "3000"}, {"memory", "5000"}, {kExt, "2"}})}), ints({50, 60})));
        row(kLeast + "if the node doesn't have a resource",
            scoreCase(fitProfile("LeastAllocated", {{kExt, 2}, {"cpu", 1}, {"memory", 1}}),
                {capNode("node1", "6000", "10000"),
                    node("node2", rl({{"cpu", "6000"}, {"memory", "10000"}, {kExt, "4"}}))},
                {}, incoming({cm("3000", "4000")}), ints({55, 55})));
    }

    // ---- TestMostAllocatedScoringStrategy ----------------------------------
    {
        const auto p = fitProfile("MostAllocated", defaultResources());
        row(kMost + "nothing scheduled, nothing requested",
            scoreCase(p, {capNode("node1", "4000", "10000"), capNode("node2", "4000", "10000")}, {}, incoming(),
                ints({0, 0})));
        row(kMost + "nothing scheduled, resources requested, differently sized nodes",
            scoreCase(p, {capNode("node1", "4000", "10000"), capNode("node2", "6000", "10000")}, {},
                incoming({cm("1000", "2000"), cm("2000", "3000")}), ints({62, 50})));
        row(kMost + "no resources requested, pods scheduled with resources",
            scoreCase(p, {capNode("node1", "10000", "20000"), capNode("node2", "10000", "20000")},
                existing({{"node1", {cm("3000", "0")}}, {"node1", {cm("3000", "0")}}, {"node2", {cm("3000", "0")}},
                    {"node2", {cm("3000", "5000")}}}),
                incoming(), ints({30, 42})));
        row(kMost + "resources requested, pods scheduled with resources",
            scoreCase(p, {capNode("node1", "10000", "20000"), capNode("node2", "10000", "20000")},
                existing({{"node1", {cm("3000", "0")}}, {"node2", {cm("3000", "5000")}}}),
                incoming({cm("1000", "2000"), cm("2000", "3000")}), ints({42, 55})));
        row(kMost + "resources requested equal node capacity",
            scoreCase(p, {capNode("node1", "5000", "10000"), capNode("node2", "10000", "9000")}, {},
                incoming({cm("2000", "4000"), cm("3000", "5000")}), ints({95, 75})));
        // Upstream reuses the name of the second case for this weighted one.
        row(kMost + "nothing scheduled, resources requested, differently sized nodes (memory:2 cpu:1)",
            scoreCase(fitProfile("MostAllocated", {{"memory", 2}, {"cpu", 1}}),
                {capNode("node1", "4000", "10000"), capNode("node2", "6000", "10000")}, {},
                incoming({cm("1000", "2000"), cm("2000", "3000")}), ints({58, 50})));
        // st.MakePod().Container("container"): a container without requests,
        // so the 100m / 200Mi non-zero defaults apply to every pod here.
        row(kMost + "no resources requested, pods scheduled, nonzero request for resource",
            scoreCase(p, {capNode("node1", "250m", "1000Mi"), capNode("node2", "250m", "1000Mi")},
                existing({{"node1", {bp::ResourceList {}}}, {"node1", {bp::ResourceList {}}}}),
                incoming({bp::ResourceList {}}), ints({80, 30})));
        const auto ext = fitProfile("MostAllocated", kExtSet);
        row(kMost + "bypass extended resource if the pod does not request",
            scoreCase(ext,
                {capNode("node1", "6000", "10000"),
                    node("node2", rl({{"cpu", "6000"}, {"memory", "10000"}, {kExt, "4"}}))},
                {}, incoming({cm("1000", "2000"), cm("2000", "3000")}), ints({50, 50})));
        row(kMost + "honor extended resource if the pod request",
            scoreCase(ext,
                {node("node1", rl({{"cpu", "6000"}, {"memory", "10000"}, {kExt, "4"}})),
                    node("node2", rl({{"cpu", "6000"}, {"memory", "10000"}, {kExt, "10"}}))},
                {}, incoming({rl({{"cpu", "3000"}, {"memory", "5000"}, {kExt, "2"}})}), ints({50, 40})));
        row(kMost + "if the node doesn't have a resource",
            scoreCase(fitProfile("MostAllocated", {{kExt, 2}, {"cpu", 1}, {"memory", 1}}),
                {capNode("node1", "6000", "10000"),
                    node("node2", rl({{"cpu", "6000"}, {"memory", "10000"}, {kExt, "4"}}))},
                {}, incoming({cm("3000", "4000")}), ints({45, 45})));
    }

    // ---- TestRequestedToCapacityRatioScoringStrategy (shape 0->10, 100->0) ---
    {
        const auto p = fitProfile("RequestedToCapacityRatio", defaultResources(), kSpreadShape);
        row(kRtcr + "nothing scheduled, nothing requested (default - least requested nodes have priority)",
            scoreCase(p, {capNode("node1", "4000", "10000"), capNode("node2", "4000", "10000")},
                existing({{"node1", {}}, {"node1", {}}}), incoming(), ints({100, 100})));
        row(kRtcr
                + "nothing scheduled, resources requested, differently sized nodes (default - least requested nodes have "
                  "priority)",
            scoreCase(p, {capNode("node1", "4000", "10000"), capNode("node2", "6000", "10000")},
                existing({{"node1", {}}, {"node1", {}}}), incoming({cm("1000", "2000"), cm("2000", "3000")}),
                ints({38, 50})));
        row(kRtcr + "no resources requested, pods scheduled with resources (default - least requested nodes have priority)",
            scoreCase(p, {capNode("node1", "4000", "10000"), capNode("node2", "6000", "10000")},
                existing({{"node1", {cm("3000", "5000")}}, {"node2", {cm("3000", "5000")}}}), incoming(),
                ints({38, 50})));
    }

    // ---- TestResourceBinPackingSingleExtended (intel.com/foo:1, shape 0->0, 100->1)
    {
        const auto p = fitProfile("RequestedToCapacityRatio", {{"intel.com/foo", 1}}, kUnitShape);
        const std::vector<bp::Node> nodes {extNode("node1", {{"intel.com/foo", "8"}}),
            extNode("node2", {{"intel.com/foo", "4"}})};
        row(kSingle + "nothing scheduled, nothing requested", scoreCase(p, nodes, {}, incoming(), ints({0, 0})));
        // The upstream snapshot also holds st.MakePod().Obj() without a node;
        // it stays pending here and is never on a node.
        row(kSingle + "resources requested, pods scheduled with less resources",
            scoreCase(p, nodes, existing({{"", {}}}), incoming({foo("2")}), ints({2, 5})));
        row(kSingle + "resources requested, pods scheduled with resources, on node with existing pod running",
            scoreCase(p, nodes, existing({{"node2", {foo("2")}}}), incoming({foo("2")}), ints({2, 10})));
        row(kSingle + "resources requested, pods scheduled with more resources",
            scoreCase(p, nodes, existing({{"", {}}}), incoming({foo("4")}), ints({5, 10})));
    }

    // ---- TestResourceBinPackingMultipleExtended (foo:3, bar:5, shape 0->0, 100->1)
    {
        const auto p
            = fitProfile("RequestedToCapacityRatio", {{"intel.com/foo", 3}, {"intel.com/bar", 5}}, kUnitShape);
        // node1 = extendedResources2 (foo 8, bar 4), node2 = extendedResources1 (foo 4, bar 8)
        const std::vector<bp::Node> nodes {extNode("node1", {{"intel.com/foo", "8"}, {"intel.com/bar", "4"}}),
            extNode("node2", {{"intel.com/foo", "4"}, {"intel.com/bar", "8"}})};
        const auto pod1 = rl({{"intel.com/foo", "2"}, {"intel.com/bar", "2"}});
        const auto pod2 = rl({{"intel.com/foo", "4"}, {"intel.com/bar", "2"}});
        row(kMulti + "nothing scheduled, nothing requested", scoreCase(p, nodes, {}, incoming(), ints({0, 0})));
        row(kMulti + "resources requested, pods scheduled with less resources",
            scoreCase(p, nodes, existing({{"", {}}}), incoming({pod1}), ints({4, 3})));
        row(kMulti + "resources requested, pods scheduled with resources, on node with existing pod running",
            scoreCase(p, nodes, existing({{"node2", {pod2}}}), incoming({pod1}), ints({4, 7})));
        row(kMulti + "resources requested, pods scheduled with more resources",
            scoreCase(p, nodes, existing({{"", {}}}), incoming({pod2}), ints({5, 5})));
    }

    // ---- TestFitScore --------------------------------------------------------
    {
        const std::vector<bp::Node> nodes {capNode("node1", "4000", "10000"), capNode("node2", "6000", "10000")};
        const auto bound = existing({{"node1", {cm("2000", "4000")}}, {"node2", {cm("1000", "2000")}}});
        const auto spread = fitProfile("RequestedToCapacityRatio", defaultResources(), kSpreadShape);
        const auto pack = fitProfile("RequestedToCapacityRatio", defaultResources(), kPackShape);
        const auto most = fitProfile("MostAllocated", defaultResources());
        const auto least = fitProfile("LeastAllocated", defaultResources());
        row(kFitScore + "test case for ScoringStrategy RequestedToCapacityRatio case1",
            scoreCase(spread, nodes, bound, incoming({cm("3000", "5000")}), ints({10, 32})));
        row(kFitScore + "test case for ScoringStrategy RequestedToCapacityRatio case2",
            scoreCase(pack, nodes, bound, incoming({cm("3000", "5000")}), ints({95, 68})));
        row(kFitScore + "test case for ScoringStrategy MostAllocated",
            scoreCase(most, nodes, bound, incoming({cm("1000", "2000")}), ints({67, 36})));
        row(kFitScore + "test case for ScoringStrategy LeastAllocated",
            scoreCase(least, nodes, bound, incoming({cm("1000", "2000")}), ints({32, 63})));
        // The "if PreScore is not called" variants must give the same numbers:
        // the engine has a single code path, so they are the same rows again.
        row(kFitScore + "test case for ScoringStrategy RequestedToCapacityRatio case1 if PreScore is not called",
            scoreCase(spread, nodes, bound, incoming({cm("3000", "5000")}), ints({10, 32})));
        row(kFitScore + "test case for ScoringStrategy MostAllocated if PreScore is not called",
            scoreCase(most, nodes, bound, incoming({cm("1000", "2000")}), ints({67, 36})));
        row(kFitScore + "test case for ScoringStrategy LeastAllocated if PreScore is not called",
            scoreCase(least, nodes, bound, incoming({cm("1000", "2000")}), ints({32, 63})));
    }
}

void TestFidelityFit::upstreamScores()
{
    QFETCH(ScoreCase, c);
    expectPluginScores(c.ws, c.profile, c.pod, c.plugin, c.expected);
}

// least_allocated_test.go / most_allocated_test.go "resource with negative
// weight" and "resource weight larger than MaxNodeScore": NewFit fails with
// scoringStrategy.resources[i].weight Invalid. Our engine must refuse to score
// such a profile rather than produce a number.
void TestFidelityFit::weightOutOfRangeIsRejected_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("index");
    QTest::addColumn<qlonglong>("badWeight");
    QTest::newRow("least_allocated_test.go/TestLeastAllocatedScoringStrategy/resource with negative weight")
        << "LeastAllocated" << 0 << qlonglong(-1);
    QTest::newRow("least_allocated_test.go/TestLeastAllocatedScoringStrategy/resource weight larger than MaxNodeScore")
        << "LeastAllocated" << 1 << qlonglong(101);
    QTest::newRow("most_allocated_test.go/TestMostAllocatedScoringStrategy/resource with negative weight")
        << "MostAllocated" << 0 << qlonglong(-1);
    QTest::newRow("most_allocated_test.go/TestMostAllocatedScoringStrategy/resource weight larger than MaxNodeScore")
        << "MostAllocated" << 0 << qlonglong(101);
}

void TestFidelityFit::weightOutOfRangeIsRejected()
{
    QFETCH(QString, type);
    QFETCH(int, index);
    QFETCH(qlonglong, badWeight);
    std::vector<Weighted> resources {{"memory", 1}, {"cpu", 1}};
    resources[static_cast<size_t>(index)].weight = badWeight;
    const auto p = fitProfile(type.toStdString(), resources);
    auto c = scoreCase(p, {capNode("node1", "4000", "10000")}, {}, incoming({cm("1000", "2000"), cm("2000", "3000")}),
        ints({0}));
    bool threw = false;
    std::string message;
    try {
        (void)bp::scorePod(c.ws, c.profile, c.pod);
    } catch (const bp::InputError& e) {
        threw = true;
        message = e.what();
    }
    QVERIFY2(threw, "a scoringStrategy resource weight outside (0, 100] must be rejected (upstream: Invalid value)");
    QVERIFY2(message.find("weight") != std::string::npos, message.c_str());
}

// v1 defaulting (SetDefaults_NodeResourcesFitArgs; docs/scheduler-arithmetic.md,
// "Defaults and weights"): weight 0 becomes 1, so "resource with zero weight"
// scores like weight 1 through the
// versioned API. Case inputs from least_allocated_test.go "resource with zero
// weight" (memory:1, cpu:0), expected values those of weights 1/1: node1 cpu
// 25, memory 50 -> (25+50)/2 = 37.
void TestFidelityFit::weightZeroIsDefaultedToOne()
{
    const auto zero = fitProfile("LeastAllocated", {{"memory", 1}, {"cpu", 0}});
    const auto c = scoreCase(zero, {capNode("node1", "4000", "10000")}, {},
        incoming({cm("1000", "2000"), cm("2000", "3000")}), ints({37}));
    expectPluginScores(c.ws, c.profile, c.pod, c.plugin, c.expected);
}

// resource_allocation_test.go TestCalculateResourceAllocatableRequest
// "device-plugin-resource-feature-disabled": node capacity 4 of an extended
// resource, pod request 1 -> allocatable 4, requested 1. Observed through
// MostAllocated on that resource alone: (1 * 100) / 4 = 25.
void TestFidelityFit::allocatableRequestForDevicePluginResource()
{
    const char* res = "example.com/gpu";
    const auto p = fitProfile("MostAllocated", {{res, 1}});
    const auto c = scoreCase(p, {node("resource-node", rl({{res, "4"}}))}, {}, incoming({rl({{res, "1"}})}), ints({25}));
    expectPluginScores(c.ws, c.profile, c.pod, c.plugin, c.expected);
}

// docs/config-formats.md, "KubeSchedulerConfiguration v1, v1beta3, v1beta2"
// (validation): type RequestedToCapacityRatio with requestedToCapacityRatio
// omitted is "Required value: must be specified" in 1.36 (PR #132120) and a
// nil-pointer panic in NewFit up to 1.35; an empty shape is
// "scoringStrategy.shape: Required value: at least one point must be
// specified". Either way there is no score to give: the engine must refuse.
void TestFidelityFit::rtcrWithoutShapeIsRejected_data()
{
    QTest::addColumn<bool>("sectionPresent");
    QTest::addColumn<QString>("version");
    QTest::newRow("requestedToCapacityRatio omitted (1.36: Required value)") << false << "1.36";
    QTest::newRow("requestedToCapacityRatio omitted (1.35: NewFit panics)") << false << "1.35";
    QTest::newRow("empty shape (Required value: at least one point)") << true << "1.36";
}

void TestFidelityFit::rtcrWithoutShapeIsRejected()
{
    QFETCH(bool, sectionPresent);
    QFETCH(QString, version);
    auto p = fitProfile("RequestedToCapacityRatio", defaultResources(), {}, version.toStdString());
    p.fitArgs.scoringStrategy->hasRequestedToCapacityRatio = sectionPresent;
    const auto c = scoreCase(p, {capNode("node1", "4000", "10000")}, {}, incoming({cm("1000", "2000")}), ints({0}));
    bool threw = false;
    try {
        (void)bp::scorePod(c.ws, c.profile, c.pod);
    } catch (const bp::InputError&) {
        threw = true;
    }
    QVERIFY2(threw, "a RequestedToCapacityRatio strategy without a shape must be rejected, not scored");
}

QTEST_APPLESS_MAIN(TestFidelityFit)
#include "test_fidelity_fit.moc"
