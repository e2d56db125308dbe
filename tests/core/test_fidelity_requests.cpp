// SPDX-License-Identifier: GPL-3.0-or-later
// What the scheduler takes a pod to request (bp::computePodDemand):
// aggregation of containers, init containers and sidecars, pod overhead, the
// 100m / 200Mi non-zero defaults of NodeResourcesFit, and the version quirks.
//
// Upstream sources (kubernetes/kubernetes):
//   pkg/scheduler/framework/plugins/noderesources/resource_allocation_test.go
//     TestResourceAllocationScorerCalculateRequests, commit 65fa397189ef8fce5e5c683e2af46aa05a4dde42
//     (the zero-value resourceAllocationScorer is NodeResourcesFit's: defaults on)
//   staging/src/k8s.io/component-helpers/resource/helpers_test.go
//     TestPodResourceRequests, commit 0085214e563468088672cf8c50849884198a18cc
//     (PodRequests with nil options: no defaults; the filter's and
//     BalancedAllocation's view). Cases using container status / in-place
//     resize or ExcludeOverhead are not modelled and not transcribed.
// Rows named after docs/scheduler-arithmetic.md state the rules written down
// there ("Non-zero defaults", "Pod overhead", "NodeResourcesBalancedAllocation"),
// derived from the release sources that page names.
#include "scoring/cluster_state.h"

#include "fidelity_helpers.h"

#include <QTest>

using namespace fid;

namespace {

constexpr int64_t kOneMi = 1048576;
constexpr int64_t kDefCpu = 100;
constexpr int64_t kDefMem = 209715200;

enum class View { FitIncoming, NonZero, Requests, BalancedIncoming };

struct RequestCase {
    bp::Pod pod;
    std::string version = "1.36";
    View view = View::FitIncoming;
    int64_t cpu = 0;     // millicores
    int64_t memory = 0;  // bytes
};

bp::Pod mkPod(const std::vector<bp::Container>& containers, const std::vector<bp::Container>& inits = {},
    const bp::ResourceList& overhead = {})
{
    bp::Pod p;
    p.name = std::string(1, 'p'); // not = "p": GCC 12's -Wrestrict misfires on that assignment (GCC bug 105329)
    p.containers = containers;
    p.initContainers = inits;
    p.overhead = overhead;
    return p;
}

bp::Container c(Res requests)
{
    return container(rl(requests));
}

bp::Container sc(Res requests)
{
    return sidecar(rl(requests));
}

const char* viewName(View v)
{
    switch (v) {
    case View::FitIncoming: return "fitIncoming";
    case View::NonZero: return "nonZero";
    case View::Requests: return "requests";
    case View::BalancedIncoming: return "balancedIncoming";
    }
    return "?";
}

void row(const std::string& name, const RequestCase& rc)
{
    QTest::newRow((name + " [" + viewName(rc.view) + " @" + rc.version + "]").c_str()) << rc;
}

RequestCase rcase(const bp::Pod& p, View v, int64_t cpu, int64_t memory, const std::string& version = "1.36")
{
    RequestCase r;
    r.pod = p;
    r.view = v;
    r.cpu = cpu;
    r.memory = memory;
    r.version = version;
    return r;
}

} // namespace

Q_DECLARE_METATYPE(RequestCase)

class TestFidelityRequests : public QObject {
    Q_OBJECT

private slots:
    void demand_data();
    void demand();
    void versions_data();
    void versions();
};

// kubernetesVersion: "1.M", "v1.M", "1.M.P"; the patch matters where a fix
// was cherry-picked into a patch release (BalancedAllocation in 1.22.4).
void TestFidelityRequests::versions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("minor");
    QTest::addColumn<int>("patch");
    QTest::addColumn<QString>("shown");
    QTest::newRow("bare") << "1.22" << 22 << -1 << "1.22";
    QTest::newRow("with v and patch") << "v1.22.3" << 22 << 3 << "1.22.3";
    QTest::newRow("patch 0") << "1.30.0" << 30 << 0 << "1.30.0";
    QTest::newRow("legacy") << "1.16" << 16 << -1 << "1.16";
    QTest::newRow("not a patch") << "1.22.x" << -1 << -1 << "";
    QTest::newRow("negative patch") << "1.22.-1" << -1 << -1 << "";
    QTest::newRow("unmodelled") << "1.19" << -1 << -1 << "";
}

void TestFidelityRequests::versions()
{
    QFETCH(QString, text);
    QFETCH(int, minor);
    QFETCH(int, patch);
    QFETCH(QString, shown);
    std::string error;
    const auto v = bp::KubeVersion::parse(text.toStdString(), &error);
    if (minor < 0) {
        QVERIFY(!v);
        QVERIFY2(error.find("is not a supported kubernetesVersion") != std::string::npos, error.c_str());
        return;
    }
    QVERIFY2(v, error.c_str());
    QCOMPARE(v->minor, minor);
    QCOMPARE(v->patch, patch);
    QCOMPARE(QString::fromStdString(v->toString()), shown);
}

void TestFidelityRequests::demand_data()
{
    QTest::addColumn<RequestCase>("rc");

    // ---- resource_allocation_test.go / TestResourceAllocationScorerCalculateRequests
    // Fit's incoming-pod vector; NodeInfo.NonZeroRequested uses the same computation.
    const std::string ra = "resource_allocation_test.go/TestResourceAllocationScorerCalculateRequests/";
    const auto oneCpuOneMi = rl({{"cpu", "1"}, {"memory", "1Mi"}});
    const std::vector<std::pair<std::string, std::pair<bp::Pod, std::pair<int64_t, int64_t>>>> calc {
        {"overhead only", {mkPod({}, {}, oneCpuOneMi), {1000, kOneMi}}},
        {"1x requestless container", {mkPod({c({})}), {kDefCpu, kDefMem}}},
        {"2x requestless container", {mkPod({c({}), c({})}), {2 * kDefCpu, 2 * kDefMem}}},
        {"request container + requestless container",
            {mkPod({c({{"cpu", "1"}, {"memory", "1Mi"}}), c({})}), {1000 + kDefCpu, kOneMi + kDefMem}}},
        {"container + requestless container + overhead",
            {mkPod({c({{"cpu", "1"}, {"memory", "1Mi"}}), c({})}, {}, oneCpuOneMi), {2000 + kDefCpu, 2 * kOneMi + kDefMem}}},
        {"init container + container + requestless container + overhead",
            {mkPod({c({{"cpu", "1"}, {"memory", "1Mi"}}), c({})}, {c({{"cpu", "3"}})}, oneCpuOneMi),
                {4000, 2 * kOneMi + kDefMem}}},
        {"requestless init container + small init container + small container ",
            {mkPod({c({{"cpu", "3m"}, {"memory", "3"}})}, {c({}), c({{"cpu", "1m"}, {"memory", "1"}})}),
                {kDefCpu, kDefMem}}},
        {"requestless init container + small init container + small container + requestless container ",
            {mkPod({c({{"cpu", "3m"}, {"memory", "3"}}), c({})}, {c({}), c({{"cpu", "1m"}, {"memory", "1"}})}),
                {3 + kDefCpu, 3 + kDefMem}}},
    };
    for (const auto& [name, data] : calc) {
        row(ra + name, rcase(data.first, View::FitIncoming, data.second.first, data.second.second));
        row(ra + name, rcase(data.first, View::NonZero, data.second.first, data.second.second));
    }

    // ---- component-helpers/resource/helpers_test.go / TestPodResourceRequests
    const std::string hr = "component-helpers/resource/helpers_test.go/TestPodResourceRequests/";
    row(hr + "nil options, larger init container",
        rcase(mkPod({c({{"cpu", "1"}})}, {c({{"cpu", "4"}})}), View::Requests, 4000, 0));
    row(hr + "nil options, larger containers",
        rcase(mkPod({c({{"cpu", "2"}}), c({{"cpu", "3"}})}, {c({{"cpu", "2"}})}), View::Requests, 5000, 0));
    row(hr + "pod overhead included",
        rcase(mkPod({c({{"cpu", "2"}}), c({{"cpu", "3"}})}, {c({{"cpu", "2"}})}, rl({{"cpu", "1"}, {"memory", "1Gi"}})),
            View::Requests, 6000, 1073741824));
    row(hr + "restartable init container",
        rcase(mkPod({c({{"cpu", "1"}})}, {sc({{"cpu", "1"}})}), View::Requests, 2000, 0));
    row(hr + "multiple restartable init containers",
        rcase(mkPod({c({{"cpu", "1"}})}, {c({{"cpu", "5"}}), sc({{"cpu", "1"}}), sc({{"cpu", "2"}}), sc({{"cpu", "3"}})}),
            View::Requests, 7000, 0));
    row(hr + "multiple restartable and regular init containers",
        rcase(mkPod({c({{"cpu", "1"}})},
                  {c({{"cpu", "5"}}), sc({{"cpu", "1"}}), sc({{"cpu", "2"}}), c({{"cpu", "5"}}), sc({{"cpu", "3"}})}),
            View::Requests, 8000, 0));
    row(hr + "restartable-init, init and regular",
        rcase(mkPod({c({{"cpu", "100"}})}, {sc({{"cpu", "10"}}), c({{"cpu", "200"}})}), View::Requests, 210000, 0));

    // ---- docs/scheduler-arithmetic.md, "Non-zero defaults": defaults only for
    // absent keys, never for the filter's view
    const std::string rs = "scheduler-arithmetic.md, Non-zero defaults/";
    row(rs + "explicit zero requests stay zero",
        rcase(mkPod({c({{"cpu", "0"}, {"memory", "0"}})}), View::FitIncoming, 0, 0));
    row(rs + "explicit zero cpu, absent memory gets the memory default",
        rcase(mkPod({c({{"cpu", "0"}})}), View::FitIncoming, 0, kDefMem));
    row(rs + "a pod without containers requests nothing", rcase(mkPod({}), View::FitIncoming, 0, 0));
    row(rs + "a pod without containers requests nothing", rcase(mkPod({}), View::NonZero, 0, 0));
    row(rs + "requestless container: no defaults in the real requests", rcase(mkPod({c({})}), View::Requests, 0, 0));
    row(rs + "sidecar without requests gets the defaults like any container",
        rcase(mkPod({c({{"cpu", "1"}, {"memory", "1Mi"}})}, {sc({})}), View::FitIncoming, 1000 + kDefCpu,
            kOneMi + kDefMem));

    // ---- docs/scheduler-arithmetic.md, "Pod overhead": v1.22-v1.26 added the
    // incoming pod's cpu overhead as Quantity.Value() (whole cores, rounded up)
    // instead of millicores.
    const std::string q126 = "scheduler-arithmetic.md, Pod overhead, cpu-overhead quirk/";
    row(q126 + "overhead only", rcase(mkPod({}, {}, oneCpuOneMi), View::FitIncoming, 1, kOneMi, "1.26"));
    row(q126 + "overhead only, existing pods use millicores",
        rcase(mkPod({}, {}, oneCpuOneMi), View::NonZero, 1000, kOneMi, "1.26"));
    row(q126 + "1500m overhead rounds up to 2",
        rcase(mkPod({c({{"cpu", "1"}, {"memory", "1Mi"}})}, {}, rl({{"cpu", "1500m"}})), View::FitIncoming, 1002, kOneMi,
            "1.22"));
    row(q126 + "fixed in 1.27: millicores",
        rcase(mkPod({c({{"cpu", "1"}, {"memory", "1Mi"}})}, {}, rl({{"cpu", "1500m"}})), View::FitIncoming, 2500, kOneMi,
            "1.27"));

    // ---- docs/scheduler-arithmetic.md, "NodeResourcesBalancedAllocation", and
    // PR #105845: BalancedAllocation's incoming pod has no defaults since
    // v1.23.0 and v1.22.4 (the cherry-pick #106081; present in 1.24.17), but
    // used NonZeroRequested-style defaults in v1.22.0-v1.22.3.
    // A bare "1.22" is the patched release line.
    const std::string rb = "scheduler-arithmetic.md, NodeResourcesBalancedAllocation, PR #105845/";
    for (const char* v : {"1.36", "1.24", "1.23", "1.22.4", "1.22"})
        row(rb + "requestless container, no defaults in " + v,
            rcase(mkPod({c({})}), View::BalancedIncoming, 0, 0, v));
    for (const char* v : {"1.22.0", "1.22.3"})
        row(rb + "requestless container, defaults in " + v,
            rcase(mkPod({c({})}), View::BalancedIncoming, kDefCpu, kDefMem, v));
}

void TestFidelityRequests::demand()
{
    QFETCH(RequestCase, rc);
    std::string error;
    const auto version = bp::KubeVersion::parse(rc.version, &error);
    QVERIFY2(version.has_value(), error.c_str());
    bp::ResourceTable table;
    bp::PodDemand d;
    try {
        d = bp::computePodDemand(rc.pod, table, *version);
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    const bp::Amounts* a = nullptr;
    switch (rc.view) {
    case View::FitIncoming: a = &d.fitIncoming; break;
    case View::NonZero: a = &d.nonZero; break;
    case View::Requests: a = &d.requests; break;
    case View::BalancedIncoming: a = &d.balancedIncoming; break;
    }
    const auto at = [&](int i) { return static_cast<size_t>(i) < a->size() ? (*a)[static_cast<size_t>(i)] : int64_t(0); };
    QCOMPARE(at(bp::kCpu), rc.cpu);
    QCOMPARE(at(bp::kMemory), rc.memory);
}

QTEST_APPLESS_MAIN(TestFidelityRequests)
#include "test_fidelity_requests.moc"
