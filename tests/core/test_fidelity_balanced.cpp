// SPDX-License-Identifier: GPL-3.0-or-later
// NodeResourcesBalancedAllocation, three upstream generations of
// balanced_allocation_test.go / TestNodeResourcesBalancedAllocation
// (kubernetes/kubernetes pkg/scheduler/framework/plugins/noderesources/):
//
//   1.36  the post-PR-#135573 file (cases written as "CPU: 0 -> 3000/4000 ...
//         Score: 68 (100 -> 87)", helpers cpuOnly/cpuAndMemory/cpuAndMemoryAndGpu,
//         ktesting.Init). Its expectations follow
//         score = 50 + (50 + S_with - S_without) / 2 (checked case by case below).
//   1.35  the v1.33-v1.35 file (PreScore Skip for best-effort pods, DRA cases,
//         TestBalancedAllocationSignPod): score = int64((1 - std) * 100).
//   1.32  the v1.29-v1.32 file (runPreScore but no Skip; "zero node resources"
//         scores 100): the same std formula without the best-effort Skip.
// The search index stores these versions without naming their commits; each
// is identified above by content. Row names: <generation>/<upstream case name>.
//
// Not transcribed (DRA is not modelled): "include DRA resource on a node for
// balanced resource allocation" and its "if PreScore not called" twin, in the
// 1.35 and 1.36 files.
//
// Fixtures: makeNode(name, milliCPU, memory, ext) -> cpu "<m>m", memory "<bytes>",
// ext as counts. Pod specs as upstream: cpuOnly = {cpu 1000m, memory 0} +
// {cpu 2000m, memory 0} (older files; the 1.36 helper cpuOnly(x) has no memory
// key, which BalancedAllocation treats identically since it applies no defaults).
#include "fidelity_helpers.h"

#include <QTest>

using namespace fid;

namespace {

const std::string kPlugin = "NodeResourcesBalancedAllocation";
const std::vector<Weighted> kWithGpu {{"cpu", 1}, {"memory", 1}, {"nvidia.com/gpu", 1}};

bp::Node mk(const char* name, int64_t milliCpu, int64_t memory, int64_t gpu = -1)
{
    bp::ResourceList list = milliMem(milliCpu, memory);
    if (gpu >= 0)
        list.set("nvidia.com/gpu", q(std::to_string(gpu)));
    return node(name, list);
}

bp::ResourceList cm(const char* cpu, const char* memory)
{
    return rl({{"cpu", cpu}, {"memory", memory}});
}

// Older files' pod specs (two containers each).
const std::vector<bp::ResourceList> kCpuOnlySpec {cm("1000m", "0"), cm("2000m", "0")};
const std::vector<bp::ResourceList> kCpuAndMemorySpec {cm("1000m", "2000"), cm("2000m", "3000")};
const std::vector<bp::ResourceList> kCpuMemGpuSpec {cm("1000m", "2000"),
    rl({{"cpu", "2000m"}, {"memory", "3000"}, {"nvidia.com/gpu", "3"}})};

// 1.36 file's helpers: st.MakePod().Req(cpuOnly("1000m")).Req(cpuOnly("2000m")).
const std::vector<bp::ResourceList> kCpuOnly36 {rl({{"cpu", "1000m"}}), rl({{"cpu", "2000m"}})};

bp::Pod incoming(const std::vector<bp::ResourceList>& containers = {})
{
    return pod("incoming", std::nullopt, containers);
}

bp::Pod on(const std::string& name, const std::string& nodeName, const std::vector<bp::ResourceList>& containers)
{
    return pod(name, nodeName, containers);
}

void row(const std::string& generation, const std::string& name, const ScoreCase& c)
{
    QTest::newRow((generation + "/" + name).c_str()) << c;
}

ScoreCase bal(const std::string& version, const std::vector<Weighted>& resources, const std::vector<bp::Node>& nodes,
    const std::vector<bp::Pod>& pods, const bp::Pod& pod, std::vector<std::optional<double>> expected)
{
    return scoreCase(balancedProfile(resources, version), nodes, pods, pod, std::move(expected), kPlugin);
}

} // namespace

class TestFidelityBalanced : public QObject {
    Q_OBJECT

private slots:
    void upstreamScores_data();
    void upstreamScores();
};

void TestFidelityBalanced::upstreamScores_data()
{
    QTest::addColumn<ScoreCase>("c");
    const auto& def = defaultResources();

    // ---- 1.36 (post-PR-#135573) ---------------------------------------------
    {
        const std::string g = "1.36";
        row(g, "nothing scheduled, nothing requested, skip in PreScore",
            bal(g, def, {mk("node1", 4000, 10000), mk("node2", 4000, 10000)}, {}, incoming(), skipped(2)));
        // node1: S_without 100 (0%, 0%), S_with 87 (75%, 50%): 50 + (50 + 87 - 100) / 2 = 68
        row(g, "nothing scheduled, resources requested, differently sized nodes",
            bal(g, def, {mk("node1", 4000, 10000), mk("node2", 6000, 10000)}, {}, incoming(kCpuAndMemorySpec),
                ints({68, 75})));
        const std::vector<bp::Pod> pods {on("e1", "node1", kCpuOnly36), on("e2", "node2", kCpuAndMemorySpec)};
        row(g, "resources requested, pods scheduled with resources",
            bal(g, def, {mk("node1", 10000, 20000), mk("node2", 10000, 20000)}, pods, incoming(kCpuAndMemorySpec),
                ints({73, 74})));
        row(g, "resources requested, pods scheduled with resources, differently sized nodes",
            bal(g, def, {mk("node1", 10000, 20000), mk("node2", 10000, 50000)}, pods, incoming(kCpuAndMemorySpec),
                ints({73, 70})));
        row(g, "resources requested, pods scheduled with resources, nodes to reach min/max score",
            bal(g, def, {mk("node1", 3000, 5000), mk("node2", 3000, 5000)}, {on("e1", "node1", kCpuOnly36)},
                incoming({rl({{"memory", "2000"}}), rl({{"memory", "3000"}})}), ints({100, 50})));
        row(g, "requested resources at node capacity",
            bal(g, def, {mk("node1", 6000, 10000), mk("node2", 6000, 10000)}, pods, incoming(kCpuOnly36),
                ints({62, 62})));
        row(g, "scalar resource is included in the score computation if pod requests the scalar resource",
            bal(g, kWithGpu, {mk("node1", 3500, 40000, 8), mk("node2", 3500, 40000, 8)},
                {on("e1", "node1", kCpuMemGpuSpec), on("e2", "node2", kCpuAndMemorySpec)},
                incoming({rl({{"cpu", "0"}, {"memory", "0"}, {"nvidia.com/gpu", "1"}})}), ints({75, 76})));
        row(g, "scalar resource is not included in the score computation if pod doesn't request the scalar resource",
            bal(g, kWithGpu, {mk("node1", 3500, 40000, 8), mk("node2", 3500, 40000)}, {}, incoming(kCpuAndMemorySpec),
                ints({56, 56})));
        row(g, "resources requested, pods scheduled with resources if PreScore not called",
            bal(g, def, {mk("node1", 10000, 20000), mk("node2", 10000, 20000)}, pods, incoming(kCpuAndMemorySpec),
                ints({73, 74})));
    }

    // ---- PR #105845 "use original requests in NodeResourcesBalancedAllocation"
    // (v1.23.0; cherry-picked into v1.22.4 as #106081), computed by hand: a
    // node of 4 cpu / 8Gi runs one pod without requests; the incoming pod asks
    // 1 cpu / 2Gi.
    //   before (v1.22.0-3): NonZeroRequested gives the running pod 100m and
    //     200Mi: cpu 1100/4000 = 0.275, memory 2357198848/8589934592 =
    //     0.2744140625; std = 0.00029296875; int((1 - std) * 100) = 99.
    //   after: real requests, 0.25 and 0.25: 100.
    {
        const std::vector<bp::Node> nodes {mk("node1", 4000, 8589934592)};
        const std::vector<bp::Pod> pods {on("requestless", "node1", {rl({})})};
        const bp::Pod pod = incoming({cm("1000m", "2147483648")});
        for (const auto& [version, score] : std::vector<std::pair<std::string, int>> {
                 {"1.22.0", 99}, {"1.22.3", 99}, {"1.22.4", 100}, {"1.22", 100}, {"1.23", 100}, {"1.24", 100}})
            row("PR #105845", "requestless pod on the node, kubernetesVersion " + version,
                bal(version, def, nodes, pods, pod, ints({score})));
    }

    // ---- 1.35 (v1.33-v1.35 file: std formula, PreScore Skip) -----------------
    {
        const std::string g = "1.35";
        // cpuOnly is bound to node1, cpuAndMemory to node2, cpuAndMemoryAndGPU to node1 (their NodeName).
        const std::vector<bp::Pod> pods {on("cpuOnly", "node1", kCpuOnlySpec), on("cpuAndMemory", "node2", kCpuAndMemorySpec)};
        row(g, "nothing scheduled, nothing requested, skip in PreScore",
            bal(g, def, {mk("node1", 4000, 10000), mk("node2", 4000, 10000)}, {}, incoming(), skipped(2)));
        row(g, "nothing scheduled, resources requested, differently sized nodes",
            bal(g, def, {mk("node1", 4000, 10000), mk("node2", 6000, 10000)}, {}, incoming(kCpuAndMemorySpec),
                ints({87, 100})));
        row(g, "resources requested, pods scheduled with resources",
            bal(g, def, {mk("node1", 10000, 20000), mk("node2", 10000, 20000)}, pods, incoming(kCpuAndMemorySpec),
                ints({82, 95})));
        row(g, "resources requested, pods scheduled with resources, differently sized nodes",
            bal(g, def, {mk("node1", 10000, 20000), mk("node2", 10000, 50000)}, pods, incoming(kCpuAndMemorySpec),
                ints({82, 80})));
        row(g, "requested resources at node capacity",
            bal(g, def, {mk("node1", 6000, 10000), mk("node2", 6000, 10000)}, pods, incoming(kCpuOnlySpec),
                ints({50, 75})));
        row(g, "include scalar resource on a node for balanced resource allocation",
            bal(g, kWithGpu, {mk("node1", 3500, 40000, 8), mk("node2", 3500, 40000, 8)},
                {on("cpuAndMemory", "node2", kCpuAndMemorySpec), on("cpuAndMemoryAndGPU", "node1", kCpuMemGpuSpec)},
                incoming({rl({{"memory", "0"}, {"nvidia.com/gpu", "1"}})}), ints({70, 65})));
        row(g, "node without the scalar resource should skip the scalar resource",
            bal(g, kWithGpu, {mk("node1", 3500, 40000, 8), mk("node2", 3500, 40000)}, {}, incoming(kCpuAndMemorySpec),
                ints({63, 63})));
        row(g, "resources requested, pods scheduled with resources if PreScore not called",
            bal(g, def, {mk("node1", 10000, 20000), mk("node2", 10000, 20000)}, pods, incoming(kCpuAndMemorySpec),
                ints({82, 95})));
        // PR #130260 arrived in 1.33: the same best-effort pod is skipped there too.
        row("1.33", "nothing scheduled, nothing requested, skip in PreScore",
            bal("1.33", def, {mk("node1", 4000, 10000), mk("node2", 4000, 10000)}, {}, incoming(), skipped(2)));
    }

    // ---- 1.32 (v1.29-v1.32 file: std formula, no Skip) -----------------------
    {
        const std::string g = "1.32";
        const std::vector<bp::Pod> pods {on("cpuOnly", "node1", kCpuOnlySpec), on("cpuAndMemory", "node2", kCpuAndMemorySpec)};
        // The best-effort pod is scored (no Skip before 1.33): 100 on both nodes.
        row(g, "nothing scheduled, nothing requested",
            bal(g, def, {mk("node1", 4000, 10000), mk("node2", 4000, 10000)}, {}, incoming(), ints({100, 100})));
        row(g, "nothing scheduled, resources requested, differently sized nodes",
            bal(g, def, {mk("node1", 4000, 10000), mk("node2", 6000, 10000)}, {}, incoming(kCpuAndMemorySpec),
                ints({87, 100})));
        row(g, "no resources requested, pods without container scheduled",
            bal(g, def, {mk("node1", 4000, 10000), mk("node2", 4000, 10000)},
                {on("p1", "node1", {}), on("p2", "node1", {}), on("p3", "node2", {}), on("p4", "node2", {})}, incoming(),
                ints({100, 100})));
        row(g, "no resources requested, pods with container scheduled",
            bal(g, def, {mk("node1", 250, 1000LL * 1024 * 1024), mk("node2", 250, 1000LL * 1024 * 1024)},
                {on("p1", "node1", {}), on("p2", "node1", {})}, incoming(), ints({100, 100})));
        row(g, "no resources requested, pods scheduled with resources",
            bal(g, def, {mk("node1", 10000, 20000), mk("node2", 10000, 20000)},
                {on("a", "node1", kCpuOnlySpec), on("b", "node1", kCpuOnlySpec), on("c", "node2", kCpuOnlySpec),
                    on("d", "node2", kCpuAndMemorySpec)},
                incoming(), ints({70, 82})));
        row(g, "resources requested, pods scheduled with resources",
            bal(g, def, {mk("node1", 10000, 20000), mk("node2", 10000, 20000)}, pods, incoming(kCpuAndMemorySpec),
                ints({82, 95})));
        row(g, "resources requested, pods scheduled with resources, differently sized nodes",
            bal(g, def, {mk("node1", 10000, 20000), mk("node2", 10000, 50000)}, pods, incoming(kCpuAndMemorySpec),
                ints({82, 80})));
        row(g, "requested resources at node capacity",
            bal(g, def, {mk("node1", 6000, 10000), mk("node2", 6000, 10000)}, pods, incoming(kCpuOnlySpec),
                ints({50, 75})));
        row(g, "zero node resources, pods scheduled with resources",
            bal(g, def, {mk("node1", 0, 0), mk("node2", 0, 0)}, pods, incoming(), ints({100, 100})));
        row(g, "include scalar resource on a node for balanced resource allocation",
            bal(g, kWithGpu, {mk("node1", 3500, 40000, 8), mk("node2", 3500, 40000, 8)},
                {on("cpuAndMemory", "node2", kCpuAndMemorySpec), on("cpuAndMemoryAndGPU", "node1", kCpuMemGpuSpec)},
                incoming({rl({{"memory", "0"}, {"nvidia.com/gpu", "1"}})}), ints({70, 65})));
        row(g, "node without the scalar resource results to a higher score",
            bal(g, {{"cpu", 1}, {"nvidia.com/gpu", 1}}, {mk("node1", 3500, 40000, 8), mk("node2", 3500, 40000)},
                {on("cpuOnly", "node1", kCpuOnlySpec), on("cpuOnly2", "node2", kCpuOnlySpec)}, incoming(),
                ints({100, 100})));
        row(g, "resources requested, pods scheduled with resources if PreScore not called",
            bal(g, def, {mk("node1", 10000, 20000), mk("node2", 10000, 20000)}, pods, incoming(kCpuAndMemorySpec),
                ints({82, 95})));
    }
}

void TestFidelityBalanced::upstreamScores()
{
    QFETCH(ScoreCase, c);
    expectPluginScores(c.ws, c.profile, c.pod, c.plugin, c.expected);
}

QTEST_APPLESS_MAIN(TestFidelityBalanced)
#include "test_fidelity_balanced.moc"
