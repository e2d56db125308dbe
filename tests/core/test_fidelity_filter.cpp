// SPDX-License-Identifier: GPL-3.0-or-later
// NodeResourcesFit Filter: fit or not, and the exact upstream reasons
// ("Insufficient cpu", "Too many pods", ...). Row names are
//   fit_test.go/<test function>/<case name>
// Upstream: kubernetes/kubernetes pkg/scheduler/framework/plugins/noderesources/
// fit_test.go at commit 24fbb13eafec665e6f4b64961930774babd8b6d1.
//
// Upstream fixtures, reproduced exactly:
//   newResourcePod(framework.Resource{MilliCPU, Memory, EphemeralStorage, ScalarResources})
//     one container per Resource, requests cpu "<m>m", memory "<bytes>",
//     pods "0", ephemeral-storage "<bytes>" (all keys always present, so no
//     non-zero defaults) plus the scalar resources.
//   node (TestEnoughRequests, TestStorageRequests): makeResources(10, 20, 32, 5, 20, 5)
//     = cpu 10m, memory 20, pods 32, example.com/aaa 5, ephemeral-storage 20, hugepages-2Mi 5
//   node (TestNotEnoughRequests): makeAllocatableResources(10, 20, 1, 0, 0, 0)
//   The node holds exactly the one pod given as nodeInfo.
// Reason order follows the upstream status: cpu, memory, ephemeral-storage,
// then scalar resources (every case below has at most one scalar reason).
//
// Not transcribed: TestRestartableInitContainers (the SidecarContainers
// feature gate is always on in the releases the engine models) and
// TestPreFilterDisabled (framework plumbing, no resources involved).
#include "fidelity_helpers.h"

#include <QTest>

#include <map>

using namespace fid;

namespace {

// framework.Resource{MilliCPU, Memory, EphemeralStorage, ScalarResources}
struct Use {
    Use() = default;
    Use(int64_t cpu, int64_t mem, int64_t eph = 0, std::map<std::string, int64_t> sc = {})
        : milliCpu(cpu), memory(mem), ephemeral(eph), scalars(std::move(sc))
    {
    }
    int64_t milliCpu = 0;
    int64_t memory = 0;
    int64_t ephemeral = 0;
    std::map<std::string, int64_t> scalars;
};

bp::ResourceList requestsOf(const Use& u)
{
    bp::ResourceList r;
    r.set("cpu", q(std::to_string(u.milliCpu) + "m"));
    r.set("memory", q(std::to_string(u.memory)));
    r.set("pods", q("0"));
    r.set("ephemeral-storage", q(std::to_string(u.ephemeral)));
    for (const auto& [name, value] : u.scalars)
        r.set(name, q(std::to_string(value)));
    return r;
}

std::vector<bp::Container> containersOf(const std::vector<Use>& usage)
{
    std::vector<bp::Container> out;
    for (const auto& u : usage)
        out.push_back(container(requestsOf(u)));
    return out;
}

struct FilterCase {
    bp::Workspace ws;
    bp::Profile profile;
    bool fits = true;
    std::vector<std::string> reasons;
};

const char* kA = "example.com/aaa";
const char* kB = "example.com/bbb";
const char* kIoA = "kubernetes.io/something";
const char* kIoB = "subdomain.kubernetes.io/something";
const char* kHuge = "hugepages-2Mi";

bp::ResourceList makeResources(int64_t milliCpu, int64_t memory, int64_t pods, int64_t extendedA, int64_t storage,
    int64_t hugePageA)
{
    bp::ResourceList r;
    r.set("cpu", q(std::to_string(milliCpu) + "m"));
    r.set("memory", q(std::to_string(memory)));
    r.set("pods", q(std::to_string(pods)));
    r.set(kA, q(std::to_string(extendedA)));
    r.set("ephemeral-storage", q(std::to_string(storage)));
    r.set(kHuge, q(std::to_string(hugePageA)));
    return r;
}

// pod: the incoming pod (containers, init containers, overhead);
// onNode: the single pod already on the node.
FilterCase filterCase(const bp::ResourceList& allocatable, const std::vector<Use>& containers,
    const std::vector<Use>& initContainers, const std::vector<Use>& onNode, std::vector<std::string> reasons,
    const bp::ResourceList& overhead = {}, const bp::FitArgs& args = {})
{
    FilterCase c;
    c.ws.nodes.push_back(node("node", allocatable));
    bp::Pod existingPod;
    existingPod.name = "existing";
    existingPod.nodeName = "node";
    existingPod.containers = containersOf(onNode);
    c.ws.pods.push_back(existingPod);
    bp::Pod incomingPod;
    incomingPod.name = "incoming";
    incomingPod.containers = containersOf(containers);
    incomingPod.initContainers = containersOf(initContainers);
    incomingPod.overhead = overhead;
    c.ws.pods.push_back(incomingPod);
    c.profile = fitProfile("LeastAllocated", defaultResources());
    c.profile.fitArgs.ignoredResources = args.ignoredResources;
    c.profile.fitArgs.ignoredResourceGroups = args.ignoredResourceGroups;
    c.ws.profiles.push_back(c.profile);
    c.ws.sourceFile = "<fidelity>";
    c.fits = reasons.empty();
    c.reasons = std::move(reasons);
    return c;
}

const bp::ResourceList& enoughNode()
{
    static const bp::ResourceList r = makeResources(10, 20, 32, 5, 20, 5);
    return r;
}

std::string insufficient(const std::string& name)
{
    return "Insufficient " + name;
}

void row(const std::string& test, const std::string& name, const FilterCase& c)
{
    QTest::newRow(("fit_test.go/" + test + "/" + name).c_str()) << c;
}

} // namespace

Q_DECLARE_METATYPE(FilterCase)

class TestFidelityFilter : public QObject {
    Q_OBJECT

private slots:
    void upstreamFilter_data();
    void upstreamFilter();
};

void TestFidelityFilter::upstreamFilter_data()
{
    QTest::addColumn<FilterCase>("c");
    const auto& n = enoughNode();
    const std::string te = "TestEnoughRequests";
    const std::string cpu = insufficient("cpu");
    const std::string mem = insufficient("memory");

    row(te, "no resources requested always fits", filterCase(n, {}, {}, {{10, 20}}, {}));
    row(te, "too many resources fails", filterCase(n, {{1, 1}}, {}, {{10, 20}}, {cpu, mem}));
    row(te, "too many resources fails due to init container cpu", filterCase(n, {{1, 1}}, {{3, 1}}, {{8, 19}}, {cpu}));
    row(te, "too many resources fails due to highest init container cpu",
        filterCase(n, {{1, 1}}, {{3, 1}, {2, 1}}, {{8, 19}}, {cpu}));
    row(te, "too many resources fails due to init container memory",
        filterCase(n, {{1, 1}}, {{1, 3}}, {{9, 19}}, {mem}));
    row(te, "too many resources fails due to highest init container memory",
        filterCase(n, {{1, 1}}, {{1, 3}, {1, 2}}, {{9, 19}}, {mem}));
    row(te, "init container fits because it's the max, not sum, of containers and init containers",
        filterCase(n, {{1, 1}}, {{1, 1}}, {{9, 19}}, {}));
    row(te, "multiple init containers fit because it's the max, not sum, of containers and init containers",
        filterCase(n, {{1, 1}}, {{1, 1}, {1, 1}}, {{9, 19}}, {}));
    row(te, "both resources fit", filterCase(n, {{1, 1}}, {}, {{5, 5}}, {}));
    row(te, "one resource memory fits", filterCase(n, {{2, 1}}, {}, {{9, 5}}, {cpu}));
    row(te, "one resource cpu fits", filterCase(n, {{1, 2}}, {}, {{5, 19}}, {mem}));
    row(te, "equal edge case", filterCase(n, {{5, 1}}, {}, {{5, 19}}, {}));
    row(te, "equal edge case for init container", filterCase(n, {{4, 1}}, {{5, 1}}, {{5, 19}}, {}));
    row(te, "extended resource fits", filterCase(n, {{0, 0, 0, {{kA, 1}}}}, {}, {{}}, {}));
    row(te, "extended resource fits for init container", filterCase(n, {{}}, {{0, 0, 0, {{kA, 1}}}}, {{}}, {}));
    row(te, "extended resource capacity enforced",
        filterCase(n, {{1, 1, 0, {{kA, 10}}}}, {}, {{0, 0, 0, {{kA, 0}}}}, {insufficient(kA)}));
    row(te, "extended resource capacity enforced for init container",
        filterCase(n, {{}}, {{1, 1, 0, {{kA, 10}}}}, {{0, 0, 0, {{kA, 0}}}}, {insufficient(kA)}));
    row(te, "extended resource allocatable enforced",
        filterCase(n, {{1, 1, 0, {{kA, 1}}}}, {}, {{0, 0, 0, {{kA, 5}}}}, {insufficient(kA)}));
    row(te, "extended resource allocatable enforced for init container",
        filterCase(n, {{}}, {{1, 1, 0, {{kA, 1}}}}, {{0, 0, 0, {{kA, 5}}}}, {insufficient(kA)}));
    row(te, "extended resource allocatable enforced for multiple containers",
        filterCase(n, {{1, 1, 0, {{kA, 3}}}, {1, 1, 0, {{kA, 3}}}}, {}, {{0, 0, 0, {{kA, 2}}}}, {insufficient(kA)}));
    row(te, "extended resource allocatable admits multiple init containers",
        filterCase(n, {{}}, {{1, 1, 0, {{kA, 3}}}, {1, 1, 0, {{kA, 3}}}}, {{0, 0, 0, {{kA, 2}}}}, {}));
    row(te, "extended resource allocatable enforced for multiple init containers",
        filterCase(n, {{}}, {{1, 1, 0, {{kA, 6}}}, {1, 1, 0, {{kA, 3}}}}, {{0, 0, 0, {{kA, 2}}}}, {insufficient(kA)}));
    row(te, "extended resource allocatable enforced for unknown resource",
        filterCase(n, {{1, 1, 0, {{kB, 1}}}}, {}, {{0, 0}}, {insufficient(kB)}));
    row(te, "extended resource allocatable enforced for unknown resource for init container",
        filterCase(n, {{}}, {{1, 1, 0, {{kB, 1}}}}, {{0, 0}}, {insufficient(kB)}));
    row(te, "kubernetes.io resource capacity enforced",
        filterCase(n, {{1, 1, 0, {{kIoA, 10}}}}, {}, {{0, 0}}, {insufficient(kIoA)}));
    row(te, "kubernetes.io resource capacity enforced for init container",
        filterCase(n, {{}}, {{1, 1, 0, {{kIoB, 10}}}}, {{0, 0}}, {insufficient(kIoB)}));
    row(te, "hugepages resource capacity enforced",
        filterCase(n, {{1, 1, 0, {{kHuge, 10}}}}, {}, {{0, 0, 0, {{kHuge, 0}}}}, {insufficient(kHuge)}));
    row(te, "hugepages resource capacity enforced for init container",
        filterCase(n, {{}}, {{1, 1, 0, {{kHuge, 10}}}}, {{0, 0, 0, {{kHuge, 0}}}}, {insufficient(kHuge)}));
    row(te, "hugepages resource allocatable enforced for multiple containers",
        filterCase(n, {{1, 1, 0, {{kHuge, 3}}}, {1, 1, 0, {{kHuge, 3}}}}, {}, {{0, 0, 0, {{kHuge, 2}}}},
            {insufficient(kHuge)}));
    {
        bp::FitArgs args;
        args.ignoredResources = {"example.com/bbb"};
        row(te, "skip checking ignored extended resource",
            filterCase(n, {{1, 1, 0, {{kB, 1}}}}, {}, {{0, 0}}, {}, {}, args));
    }
    row(te, "resources + pod overhead fits",
        filterCase(n, {{1, 1}}, {}, {{5, 5}}, {}, rl({{"cpu", "3m"}, {"memory", "13"}})));
    row(te, "requests + overhead does not fit for memory",
        filterCase(n, {{1, 1}}, {}, {{5, 5}}, {mem}, rl({{"cpu", "1m"}, {"memory", "15"}})));
    {
        bp::FitArgs args;
        args.ignoredResourceGroups = {"example.com"};
        row(te, "skip checking ignored extended resource via resource groups",
            filterCase(n, {{1, 1, 0, {{kB, 1}, {kIoA, 1}}}}, {}, {{0, 0}}, {insufficient(kIoA)}, {}, args));
    }
    row(te, "skip checking extended resource request with quantity zero via resource groups",
        filterCase(n, {{1, 1, 0, {{kA, 0}}}}, {}, {{0, 0, 0, {{kA, 6}}}}, {}));
    row(te, "skip checking resource request with quantity zero",
        filterCase(n, {{0, 0, 0, {{kA, 1}}}}, {}, {{20, 30, 0, {{kA, 1}}}}, {}));

    // ---- TestNotEnoughRequests: the node allows one pod and already holds one.
    const auto one = makeResources(10, 20, 1, 0, 0, 0);
    const std::string tn = "TestNotEnoughRequests";
    const std::string tooMany = "Too many pods";
    row(tn, "even without specified resources, predicate fails when there's no space for additional pod",
        filterCase(one, {}, {}, {{10, 20}}, {tooMany}));
    row(tn, "even if both resources fit, predicate fails when there's no space for additional pod",
        filterCase(one, {{1, 1}}, {}, {{5, 5}}, {tooMany}));
    row(tn, "even for equal edge case, predicate fails when there's no space for additional pod",
        filterCase(one, {{5, 1}}, {}, {{5, 19}}, {tooMany}));
    row(tn, "even for equal edge case, predicate fails when there's no space for additional pod due to init container",
        filterCase(one, {{5, 1}}, {{5, 1}}, {{5, 19}}, {tooMany}));

    // ---- TestStorageRequests
    const std::string ts = "TestStorageRequests";
    row(ts, "empty storage requested, and pod fits", filterCase(n, {{1, 1}}, {}, {{2, 10}}, {}));
    row(ts, "storage ephemeral local storage request exceeds allocatable",
        filterCase(n, {{0, 0, 25}}, {}, {{2, 2}}, {insufficient("ephemeral-storage")}));
    // newResourceInitPod(pod) with no usage: no init containers at all.
    row(ts, "ephemeral local storage is sufficient", filterCase(n, {{0, 0, 5}}, {}, {{2, 2, 10}}, {}));
    row(ts, "pod fits", filterCase(n, {{0, 0, 10}}, {}, {{2, 2}}, {}));
}

void TestFidelityFilter::upstreamFilter()
{
    QFETCH(FilterCase, c);
    bp::ScoreReport report;
    try {
        report = bp::scorePod(c.ws, c.profile, std::string("incoming"));
    } catch (const std::exception& e) {
        QFAIL(qPrintable(QStringLiteral("scorePod threw: %1").arg(QString::fromStdString(e.what()))));
    }
    QCOMPARE(report.nodes.size(), size_t(1));
    const bp::NodeScore& got = report.nodes[0];
    QStringList gotReasons, wantReasons;
    for (const auto& r : got.reasons)
        gotReasons << QString::fromStdString(r);
    for (const auto& r : c.reasons)
        wantReasons << QString::fromStdString(r);
    QVERIFY2(got.feasible == c.fits,
        qPrintable(QStringLiteral("feasible: expected %1, got %2 (reasons: [%3])")
                       .arg(c.fits ? "true" : "false", got.feasible ? "true" : "false", gotReasons.join(", "))));
    QCOMPARE(gotReasons, wantReasons);
}

QTEST_APPLESS_MAIN(TestFidelityFilter)
#include "test_fidelity_filter.moc"
