// SPDX-License-Identifier: GPL-3.0-or-later
// Release boundaries of the scheduler's integers (issue 11): every rule has
// rows on both sides of the release that changed it. Row names are
//   <upstream file> <release>:<line> / <what the row shows>
// Sources, read at the releases named (kubernetes/kubernetes as vendored under
// vendor/k8s.io/kubernetes/ by openshift-kni/scheduler-plugins: release-4.12
// = v1.25.16, release-4.13 = v1.26.15, release-4.14 = v1.27.16, release-4.16 =
// v1.29.14, release-4.18 = v1.30.10, release-4.19 = v1.31.8,
// konflux/references/release-4.20 = v1.33.3, master = v1.35.4; the 1.16
// sources as stored by the search tool; CHANGELOG-1.28.md):
//   fit.go                 pkg/scheduler/framework/plugins/noderesources/fit.go
//   types.go               pkg/scheduler/framework/types.go
//   rtcr.go (1.16)         pkg/scheduler/algorithm/priorities/requested_to_capacity_ratio.go
//   resource_allocation.go pkg/scheduler/algorithm/priorities/resource_allocation.go (1.16)
//   node_info.go (1.16)    pkg/scheduler/nodeinfo/node_info.go
#include "fidelity_helpers.h"
#include "scoring/cluster_state.h"
#include "scoring/report.h"

#include <QTest>

using namespace fid;

namespace {

bp::KubeVersion version(const std::string& text)
{
    std::string error;
    auto v = bp::KubeVersion::parse(text, &error);
    if (!v)
        throw std::runtime_error(error);
    return *v;
}

bp::Container c(Res requests)
{
    return container(rl(requests));
}

bp::Pod mkPod(const std::string& name, std::optional<std::string> nodeName,
    const std::vector<bp::Container>& containers, const std::vector<bp::Container>& inits = {})
{
    bp::Pod p;
    p.name = name;
    p.nodeName = std::move(nodeName);
    p.containers = containers;
    p.initContainers = inits;
    return p;
}

// cpu (millicores) and memory (bytes) of one of a demand's vectors.
struct Pair {
    int64_t cpu = 0, memory = 0;
};

enum class View { Requests, Bound, NonZero, FitIncoming };

Pair view(const bp::PodDemand& d, View v)
{
    const bp::Amounts& a = v == View::Requests ? d.requests
        : v == View::Bound                     ? d.boundRequests()
        : v == View::NonZero                   ? d.nonZero
                                               : d.fitIncoming;
    return { a[bp::kCpu], a[bp::kMemory] };
}

struct DemandRow {
    bp::Pod pod;
    std::string version;
    View view = View::Requests;
    Pair expected;
};

// Filter reasons for the pending pod "incoming" on the first node.
std::vector<std::string> reasons(const bp::Workspace& ws, const std::string& ver)
{
    bp::Profile profile = kubeProfile(ver);
    profile.fit.enabled = true;
    bp::ScoringScene scene = bp::buildScoringScene(ws, profile, std::string("incoming"));
    const bool fast = scene.scorer->fits(scene.demand, scene.state, 0);
    auto out = scene.scorer->filter(scene.demand, scene.state, 0);
    if (fast != out.empty())
        throw std::runtime_error("fits() and filter() disagree");
    return out;
}

bp::Workspace filterScene(const bp::ResourceList& nodeAlloc, const std::vector<bp::Container>& bound,
    const std::vector<bp::Container>& incoming, const std::vector<bp::Container>& boundInits = {})
{
    return workspace({ node("n1", nodeAlloc) }, { mkPod("existing", "n1", bound, boundInits) },
        mkPod("incoming", std::nullopt, incoming));
}

struct FilterRow {
    bp::Workspace ws;
    std::string version;
    std::vector<std::string> expected;
};

} // namespace

Q_DECLARE_METATYPE(DemandRow)
Q_DECLARE_METATYPE(FilterRow)

class TestFidelityBoundaries : public QObject {
    Q_OBJECT

private slots:
    void demand_data();
    void demand();
    void filter_data();
    void filter();
    void rtcrScores_data();
    void rtcrScores();
    void legacyRoundingHugeWeights_data();
    void legacyRoundingHugeWeights();
    void explainSaysTheSchedulerWraps();
};

void TestFidelityBoundaries::demand_data()
{
    QTest::addColumn<DemandRow>("row");
    auto add = [](const std::string& name, const bp::Pod& p, const std::string& v, View w, Pair e) {
        QTest::newRow((name + " @" + v).c_str()) << DemandRow { p, v, w, e };
    };
    const int64_t mi = 1048576;

    // ---- Rule 2: init containers outside the filter in v1.16.0-v1.16.9.
    // resource_allocation.go v1.16.0 getNonZeroRequests and node_info.go
    // calculateResource loop over pod.Spec.Containers only; PR #89222
    // (cherry-pick #90455 into release-1.16, merged 2020-04-24, after v1.16.9)
    // adds `for i := range pod.Spec.InitContainers { ... if podRequest < value`.
    const bp::Pod initHeavy = mkPod("p", std::nullopt, { c({ { "cpu", "500m" }, { "memory", "100Mi" } }) },
        { c({ { "cpu", "2" }, { "memory", "1Gi" } }) });
    const std::string r2 = "resource_allocation.go 1.16 getNonZeroRequests/";
    add(r2 + "scoring request: containers only", initHeavy, "1.16.9", View::FitIncoming, { 500, 100 * mi });
    add(r2 + "scoring request: max with init containers", initHeavy, "1.16.10", View::FitIncoming, { 2000, 1024 * mi });
    add(r2 + "bare 1.16 is the patched line", initHeavy, "1.16", View::FitIncoming, { 2000, 1024 * mi });
    const std::string r2n = "node_info.go 1.16 calculateResource/";
    add(r2n + "NodeInfo.Requested: containers only", initHeavy, "1.16.9", View::Bound, { 500, 100 * mi });
    add(r2n + "NodeInfo.NonZeroRequest: containers only", initHeavy, "1.16.9", View::NonZero, { 500, 100 * mi });
    add(r2n + "NodeInfo.Requested: max with init containers", initHeavy, "1.16.10", View::Bound, { 2000, 1024 * mi });
    add("predicates.go 1.16 GetResourceRequest/the filter always maxes init containers", initHeavy, "1.16.9",
        View::Requests, { 2000, 1024 * mi });

    // ---- Rule 3a: SidecarContainers is alpha and off in 1.28 (the API server
    // drops restartPolicy), beta and on in 1.29: helpers.go PodRequests sums a
    // restartable init container only from 1.29.
    const bp::Pod withSidecar = mkPod("p", std::nullopt, { c({ { "cpu", "100m" }, { "memory", "100Mi" } }) },
        { sidecar(rl({ { "cpu", "50m" }, { "memory", "50Mi" } })) });
    const std::string r3a = "component-helpers resource/helpers.go PodRequests, SidecarContainers gate/";
    add(r3a + "gate off: an ordinary init container", withSidecar, "1.28", View::Requests, { 100, 100 * mi });
    add(r3a + "gate on: summed", withSidecar, "1.29", View::Requests, { 150, 150 * mi });

    // ---- Rule 3b: types.go calculateResource (v1.29.14:833, v1.31.8:913)
    // builds the node's non-zero totals in ContainerFn: `case
    // podutil.InitContainers: non0InitCPU = max(non0InitCPU, non0CPUReq)` --
    // the sidecar is maxed, not summed. v1.33.3 (PR #127868 in 1.32) uses
    // PodRequests with NonMissingContainerRequests: summed.
    const std::string r3b = "types.go calculateResource/";
    add(r3b + "sidecar maxed in the node's non-zero total (1.29.14:845)", withSidecar, "1.29", View::NonZero,
        { 100, 100 * mi });
    add(r3b + "sidecar maxed in the node's non-zero total (1.31.8:925)", withSidecar, "1.31", View::NonZero,
        { 100, 100 * mi });
    add(r3b + "the incoming pod's own request sums it (resource_allocation.go 1.31.8:130)", withSidecar, "1.31",
        View::FitIncoming, { 150, 150 * mi });
    add(r3b + "summed since PR #127868", withSidecar, "1.32", View::NonZero, { 150, 150 * mi });
    add(r3b + "summed (1.35.4 CalculateResource)", withSidecar, "1.35", View::NonZero, { 150, 150 * mi });

    // ---- Rule 4: sub-millicore cpu in the non-zero path. ≤1.26:
    // schedutil.GetNonzeroRequests per container (types.go v1.26.15:746);
    // 1.27-1.31: ContainerFn rounds each container's list (v1.27.16:755);
    // 1.32+: one exact sum, MilliValue once (v1.33.3 non0CPU.MilliValue()).
    const bp::Pod tiny = mkPod("p", std::nullopt,
        { c({ { "cpu", "500u" }, { "memory", "1" } }), c({ { "cpu", "500u" }, { "memory", "1" } }),
            c({ { "cpu", "500u" }, { "memory", "1" } }) });
    const std::string r4 = "types.go calculateResource, 3 x 500u/";
    add(r4 + "per container, 3m (1.26.15:746)", tiny, "1.26", View::NonZero, { 3, 3 });
    add(r4 + "per container, 3m (1.27.16:755)", tiny, "1.27", View::NonZero, { 3, 3 });
    add(r4 + "per container, 3m (1.31.8:919)", tiny, "1.31", View::NonZero, { 3, 3 });
    add(r4 + "summed first, 2m", tiny, "1.32", View::NonZero, { 2, 3 });
    add(r4 + "summed first, 2m (1.35.4)", tiny, "1.35", View::NonZero, { 2, 3 });
    add(r4 + "NodeInfo.Requested summed first from 1.27 (res.Add(requests))", tiny, "1.27", View::Requests, { 2, 3 });
    add(r4 + "NodeInfo.Requested per container in 1.26 (resPtr.Add)", tiny, "1.26", View::Requests, { 3, 3 });
}

void TestFidelityBoundaries::demand()
{
    QFETCH(DemandRow, row);
    bp::ResourceTable table;
    const bp::PodDemand d = bp::computePodDemand(row.pod, table, version(row.version));
    const Pair got = view(d, row.view);
    QCOMPARE(got.cpu, row.expected.cpu);
    QCOMPARE(got.memory, row.expected.memory);
}

void TestFidelityBoundaries::filter_data()
{
    QTest::addColumn<FilterRow>("row");
    auto add = [](const std::string& name, const bp::Workspace& ws, const std::string& v, std::vector<std::string> e) {
        QTest::newRow((name + " @" + v).c_str()) << FilterRow { ws, v, std::move(e) };
    };
    using R = std::vector<std::string>;

    // ---- Rule 5: fit.go fitsRequest `podRequest.MilliCPU > 0 &&` (v1.29.14:329;
    // absent at v1.27.16:310; PR #116408, CHANGELOG-1.28 "since v1.27.0").
    // The node is already over its cpu (a bound pod asks 2 of 1 core); the
    // incoming pod asks memory only, so its cpu request is 0 > 1000 - 2000.
    const bp::Workspace cpuOver
        = filterScene(rl({ { "cpu", "1" }, { "memory", "1Gi" }, { "ephemeral-storage", "1Gi" } }),
            { c({ { "cpu", "2" } }) }, { c({ { "memory", "100Mi" } }) });
    const std::string r5 = "fit.go fitsRequest > 0 guard/";
    add("predicates.go 1.16 PodFitsResources allocatable < 0 + requested", cpuOver, "1.16", R { "Insufficient cpu" });
    add(r5 + "cpu over-committed, pod asks none: rejected (1.27.16:310)", cpuOver, "1.27", R { "Insufficient cpu" });
    add(r5 + "cpu over-committed, pod asks none: fits (1.28, PR #116408)", cpuOver, "1.28", R {});
    add(r5 + "cpu over-committed, pod asks none: fits (1.29.14:329)", cpuOver, "1.29", R {});
    const bp::Workspace memOver
        = filterScene(rl({ { "cpu", "4" }, { "memory", "1Gi" }, { "ephemeral-storage", "1Gi" } }),
            { c({ { "memory", "2Gi" }, { "ephemeral-storage", "2Gi" } }) }, { c({ { "cpu", "100m" } }) });
    add(r5 + "memory and ephemeral-storage over-committed", memOver, "1.27",
        R { "Insufficient memory", "Insufficient ephemeral-storage" });
    add(r5 + "memory and ephemeral-storage over-committed", memOver, "1.28", R {});
    // A pod requesting nothing at all still returns early in every release.
    const bp::Workspace nothing
        = filterScene(rl({ { "cpu", "1" } }), { c({ { "cpu", "2" } }) }, { c({ { "cpu", "0" } }) });
    add(r5 + "pod requesting nothing returns early", nothing, "1.27", R {});

    // ---- Rule 6: fit.go `if rQuant == 0 { continue }` (v1.26.15:304; absent at
    // v1.25.16:314; PR #111544). A scalar requested as 0 keeps its key in
    // ScalarResources, so the early return does not apply either.
    const bp::Workspace extOver = filterScene(rl({ { "cpu", "4" }, { "memory", "1Gi" }, { "example.com/foo", "1" } }),
        { c({ { "example.com/foo", "2" } }) }, { c({ { "cpu", "100m" }, { "example.com/foo", "0" } }) });
    const std::string r6 = "fit.go fitsRequest rQuant == 0/";
    add(r6 + "explicit 0 on an over-committed node: rejected (1.25.16:314)", extOver, "1.25",
        R { "Insufficient example.com/foo" });
    add(r6 + "explicit 0 on an over-committed node: skipped (1.26.15:304)", extOver, "1.26", R {});
    add("predicates.go 1.16 PodFitsResources/explicit 0 extended resource", extOver, "1.16",
        R { "Insufficient example.com/foo" });
    // Only the explicit 0 requested, cpu over-committed too: no early return
    // (len(ScalarResources) == 1), so 1.26 and 1.27 still check cpu without the guard.
    const bp::Workspace onlyZero = filterScene(rl({ { "cpu", "1" }, { "example.com/foo", "1" } }),
        { c({ { "cpu", "2" }, { "example.com/foo", "2" } }) }, { c({ { "example.com/foo", "0" } }) });
    add(r6 + "only an explicit 0: no early return", onlyZero, "1.25",
        R { "Insufficient cpu", "Insufficient example.com/foo" });
    add(r6 + "only an explicit 0: no early return", onlyZero, "1.27", R { "Insufficient cpu" });
    add(r6 + "only an explicit 0: no early return", onlyZero, "1.28", R {});

    // ---- Rule 2 in the filter: v1.16.0-v1.16.9 leave the bound pod's init
    // container out of NodeInfo.Requested (node_info.go calculateResource).
    const bp::Workspace initBound = filterScene(rl({ { "cpu", "1" }, { "memory", "1Gi" } }),
        { c({ { "cpu", "100m" } }) }, { c({ { "cpu", "800m" } }) }, { c({ { "cpu", "900m" } }) });
    add("node_info.go 1.16 calculateResource/bound pod's init container not counted", initBound, "1.16.9", R {});
    add("node_info.go 1.16 calculateResource/bound pod's init container counted (#90455)", initBound, "1.16.10",
        R { "Insufficient cpu" });
}

void TestFidelityBoundaries::filter()
{
    QFETCH(FilterRow, row);
    std::vector<std::string> got;
    try {
        got = reasons(row.ws, row.version);
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    std::string joined, want;
    for (const auto& r : got)
        joined += r + "; ";
    for (const auto& r : row.expected)
        want += r + "; ";
    QCOMPARE(joined, want);
}

// ---- Rule 1: rtcr.go (1.16) `if resourceScore > 0 { nodeScore +=
// resourceScore * weight; weightSum += weight }`, as 1.22+ does. Node 4 cores,
// 4Gi; the pod asks 2 cores and memory "0": memory's utilization is 0, its
// shape score 0, so only cpu counts.
void TestFidelityBoundaries::rtcrScores_data()
{
    QTest::addColumn<ScoreCase>("sc");
    const std::vector<bp::ShapePoint> shape { { 0, 0 }, { 100, 10 } };
    const bp::Node n = node("n1", rl({ { "cpu", "4" }, { "memory", "4Gi" } }));
    const bp::Pod incoming = mkPod("incoming", std::nullopt, { c({ { "cpu", "2" }, { "memory", "0" } }) });
    // 1.16: utilization 100 - (4000-2000)*100/4000 = 50 -> 5; memory 0 -> 0, dropped: 5/1.
    QTest::newRow("rtcr.go 1.16/zero-scoring memory leaves the weight sum @1.16") << scoreCase(
        fitProfile("RequestedToCapacityRatio", defaultResources(), shape, "1.16"), { n }, {}, incoming, ints({ 5 }));
    QTest::newRow("rtcr.go 1.16/zero-scoring memory leaves the weight sum @1.16.0") << scoreCase(
        fitProfile("RequestedToCapacityRatio", defaultResources(), shape, "1.16.0"), { n }, {}, incoming, ints({ 5 }));
    // 1.22: utilization 2000*100/4000 = 50 -> 50; memory dropped likewise.
    QTest::newRow("requested_to_capacity_ratio.go 1.22/zero-scoring memory leaves the weight sum @1.22") << scoreCase(
        fitProfile("RequestedToCapacityRatio", defaultResources(), shape, "1.22"), { n }, {}, incoming, ints({ 50 }));
}

void TestFidelityBoundaries::rtcrScores()
{
    QFETCH(ScoreCase, sc);
    expectPluginScores(sc.ws, sc.profile, sc.pod, sc.plugin, sc.expected);
}

// ---- Rule 8: rtcr.go (1.16) `int64(math.Round(float64(nodeScore) /
// float64(weightSum)))` with weights near 1e18, which 1.16 accepts. Node 4
// cores, 4Gi; the pod asks 2 cores (score 5) and 4Gi (score 10).
void TestFidelityBoundaries::legacyRoundingHugeWeights_data()
{
    QTest::addColumn<int64_t>("cpuWeight");
    QTest::addColumn<int64_t>("memoryWeight");
    QTest::addColumn<int64_t>("expected");
    // 5*4e17 + 10*5e17 = 7e18 (fits int64), / 9e17 = 7.78 -> 8. The former
    // integer formula (2*nodeScore + weightSum) overflowed here.
    QTest::newRow("no wrap, 2*nodeScore would overflow")
        << int64_t(400000000000000000) << int64_t(500000000000000000) << int64_t(8);
    // 5*1e18 + 10*1e18 wraps in Go: computed here with unsigned arithmetic.
    const uint64_t w = 1000000000000000000ULL;
    const auto wrappedScore = static_cast<int64_t>(5 * w + 10 * w);
    const auto wrappedRound = static_cast<int64_t>(
        std::round(static_cast<double>(wrappedScore) / static_cast<double>(static_cast<int64_t>(2 * w))));
    QTest::newRow("Σ score × weight wraps as in Go") << int64_t(w) << int64_t(w) << wrappedRound;
}

void TestFidelityBoundaries::legacyRoundingHugeWeights()
{
    QFETCH(int64_t, cpuWeight);
    QFETCH(int64_t, memoryWeight);
    QFETCH(int64_t, expected);
    const bp::Profile p = fitProfile("RequestedToCapacityRatio", { { "cpu", cpuWeight }, { "memory", memoryWeight } },
        { { 0, 0 }, { 100, 10 } }, "1.16");
    const bp::Workspace ws = workspace({ node("n1", rl({ { "cpu", "4" }, { "memory", "4Gi" } })) }, {},
        mkPod("incoming", std::nullopt, { c({ { "cpu", "2" }, { "memory", "4Gi" } }) }));
    expectPluginScores(ws, p, "incoming", "NodeResourcesFit", { static_cast<double>(expected) });
}

void TestFidelityBoundaries::explainSaysTheSchedulerWraps()
{
    const int64_t w = 1000000000000000000;
    bp::Workspace ws = workspace({ node("n1", rl({ { "cpu", "4" }, { "memory", "4Gi" } })) }, {},
        mkPod("incoming", std::nullopt, { c({ { "cpu", "2" }, { "memory", "4Gi" } }) }));
    const bp::Profile wraps
        = fitProfile("RequestedToCapacityRatio", { { "cpu", w }, { "memory", w } }, { { 0, 0 }, { 100, 10 } }, "1.16");
    const std::string text = bp::explainScore(ws, wraps, "n1", std::string("incoming"));
    QVERIFY2(text.find("int64 overflow") != std::string::npos, text.c_str());
    const bp::Profile fine
        = fitProfile("RequestedToCapacityRatio", { { "cpu", 4 }, { "memory", 5 } }, { { 0, 0 }, { 100, 10 } }, "1.16");
    const std::string plain = bp::explainScore(ws, fine, "n1", std::string("incoming"));
    QVERIFY2(plain.find("int64 overflow") == std::string::npos, plain.c_str());
}

QTEST_APPLESS_MAIN(TestFidelityBoundaries)
#include "test_fidelity_boundaries.moc"
