// SPDX-License-Identifier: GPL-3.0-or-later
// A profile's disabledFilters: the names each scheduler and release takes
// (both sides of every release boundary of scoring/filter_plugins.cpp), the
// engine running without each turned-off filter (the simulator's tree and
// reference paths agreeing), what a mandatory filter keeps doing, the
// workspace file's reading, writing and errors, and explain's line.
#include "io/workspace_io.h"
#include "scoring/filter_plugins.h"
#include "scoring/report.h"
#include "sim/simulator.h"

#include "placement_fixtures.h"
#include "sim_fixtures.h"

#include <QTest>

#include <algorithm>

using namespace bp;
using simfx::at;
using simfx::bothPaths;
using simfx::placedOn;

namespace {

std::vector<std::string> names(SchedulerKind kind, const std::string& kube, const std::string& volcano = "1.15")
{
    Profile p;
    p.scheduler = kind;
    p.kubernetesVersion = kube;
    p.volcanoVersion = volcano;
    std::vector<std::string> out;
    for (const FilterSwitch& s : filterSwitches(kind, *releaseOf(p)))
        out.push_back(s.name);
    return out;
}

bool has(const std::vector<std::string>& list, const std::string& name)
{
    return std::find(list.begin(), list.end(), name) != list.end();
}

std::string problem(SchedulerKind kind, const std::string& kube, const std::string& name)
{
    Profile p;
    p.scheduler = kind;
    p.kubernetesVersion = kube;
    return disabledFilterProblem(name, kind, *releaseOf(p)).english();
}

Profile off(Profile p, std::vector<std::string> filters)
{
    p.disabledFilters = std::move(filters);
    return p;
}

// Two 4-cpu nodes, n0 refusing "web" for the reason `refuse` sets up.
Workspace twoNodes()
{
    Workspace ws;
    simfx::addNodes(ws, 2, simfx::res({ { "cpu", "4" }, { "memory", "8Gi" } }));
    ws.pods.push_back(simfx::pod("web", simfx::res({ { "cpu", "1" }, { "memory", "1Gi" } })));
    return ws;
}

// Where "web" lands under MostAllocated when n1 already carries a pod (so
// packing prefers n1 unless a filter refuses it).
std::string landsOn(Workspace ws, const Profile& profile)
{
    Pod filler = simfx::pod("filler", simfx::res({ { "cpu", "1" } }), 1, std::string("n1"));
    ws.pods.insert(ws.pods.begin(), filler);
    const SimulationResult r = bothPaths(ws, profile);
    return placedOn(ws, r).back();
}

Profile packing(const std::string& version)
{
    return at(simfx::kubeProfile("pack", "MostAllocated"), version);
}

} // namespace

class TestDisabledFilters : public QObject {
    Q_OBJECT
private slots:
    void namesByRelease();
    void problems();
    void eachFilterOff_data();
    void eachFilterOff();
    void resourcesOffOvercommits();
    void spreadAndAffinityOff();
    void legacyGeneralPredicates();
    void volcanoSwitches();
    void workspaceRoundTrip();
    void workspaceErrors_data();
    void workspaceErrors();
    void explainSaysSo();
};

// filterSwitches: every boundary, both sides.
void TestDisabledFilters::namesByRelease()
{
    using K = SchedulerKind;
    // EBSLimits, GCEPDLimits, AzureDiskLimits: default until 1.30, gone in 1.31.
    for (const char* n : { "EBSLimits", "GCEPDLimits", "AzureDiskLimits" }) {
        QVERIFY(has(names(K::KubeScheduler, "1.30"), n));
        QVERIFY(!has(names(K::KubeScheduler, "1.31"), n));
    }
    // DynamicResources: default once DRA is GA and on (1.34).
    QVERIFY(!has(names(K::KubeScheduler, "1.33"), "DynamicResources"));
    QVERIFY(has(names(K::KubeScheduler, "1.34"), "DynamicResources"));
    // NodeDeclaredFeatures: beta and on in 1.36.
    QVERIFY(!has(names(K::KubeScheduler, "1.35"), "NodeDeclaredFeatures"));
    QVERIFY(has(names(K::KubeScheduler, "1.36"), "NodeDeclaredFeatures"));
    // The 1.22 order of getDefaultPlugins' Filter list.
    const std::vector<std::string> v122 { "NodeUnschedulable", "NodeName", "TaintToleration", "NodeAffinity",
        "NodePorts", "NodeResourcesFit", "VolumeRestrictions", "EBSLimits", "GCEPDLimits", "NodeVolumeLimits",
        "AzureDiskLimits", "VolumeBinding", "VolumeZone", "PodTopologySpread", "InterPodAffinity" };
    QCOMPARE(names(K::KubeScheduler, "1.22"), v122);
    // 1.16: predicates, not plugins.
    const auto legacy = names(K::KubeScheduler, "1.16");
    QVERIFY(has(legacy, "GeneralPredicates"));
    QVERIFY(has(legacy, "MatchInterPodAffinity"));
    QVERIFY(!has(legacy, "NodePorts"));
    // Volcano: VolumeBinding's switch from v1.12.0.
    QVERIFY(!has(names(K::Volcano, "1.36", "1.11"), "VolumeBinding"));
    QVERIFY(has(names(K::Volcano, "1.36", "1.12"), "VolumeBinding"));
    QVERIFY(!has(names(K::Volcano, "1.36"), "NodeName")); // the predicates plugin has no NodeName
    Profile vc;
    vc.scheduler = K::Volcano;
    const auto switches = filterSwitches(K::Volcano, *releaseOf(vc));
    QCOMPARE(findFilterSwitch(switches, "InterPodAffinity")->volcanoKey, std::string("predicate.PodAffinityEnable"));
    QCOMPARE(findFilterSwitch(switches, "NodePorts")->volcanoKey, std::string("predicate.NodePortsEnable"));
}

void TestDisabledFilters::problems()
{
    using K = SchedulerKind;
    QCOMPARE(problem(K::KubeScheduler, "1.36", "NodePorts"), std::string());
    QCOMPARE(problem(K::KubeScheduler, "1.36", "NodePort"),
        std::string("\"NodePort\" is not a filter kube-scheduler 1.36 can turn off; did you mean \"NodePorts\"? "
                    "expected one of: NodeUnschedulable, NodeName, TaintToleration, NodeAffinity, NodePorts, "
                    "NodeResourcesFit, VolumeRestrictions, NodeVolumeLimits, VolumeBinding, VolumeZone, "
                    "PodTopologySpread, InterPodAffinity, DynamicResources, NodeDeclaredFeatures"));
    QVERIFY(problem(K::KubeScheduler, "1.31", "EBSLimits").find("is not a filter kube-scheduler 1.31")
        != std::string::npos);
    QCOMPARE(problem(K::KubeScheduler, "1.30", "EBSLimits"), std::string());
    QCOMPARE(problem(K::KubeScheduler, "1.16", "PodToleratesNodeTaints"),
        std::string("PodToleratesNodeTaints is mandatory in kube-scheduler 1.16: the scheduler runs it even when a "
                    "Policy's predicates leave it out, so it cannot be turned off"));
    QVERIFY(problem(K::KubeScheduler, "1.16", "CheckNodeUnschedulable").find("is mandatory") != std::string::npos);
    QVERIFY(problem(K::KubeScheduler, "1.16", "TaintToleration").find("expected one of: GeneralPredicates,")
        != std::string::npos);
    QCOMPARE(problem(K::Volcano, "1.36", "NodeUnschedulable"),
        std::string("Volcano 1.15's predicates plugin always runs NodeUnschedulable (it has no "
                    "predicate.NodeUnschedulableEnable switch), so it cannot be turned off"));
    QCOMPARE(problem(K::Volcano, "1.36", "NodeResourcesFit"),
        std::string("Volcano checks resources in its allocate action, not with the NodeResourcesFit filter, so it "
                    "cannot be turned off"));
}

// Each modelled filter of 1.22 and 1.36, turned off, lets "web" onto the
// node it refused; the others keep refusing it.
void TestDisabledFilters::eachFilterOff_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("version");
    for (const char* v : { "1.22", "1.36" }) {
        for (const char* f : { "NodeUnschedulable", "TaintToleration", "NodeAffinity", "NodePorts" })
            QTest::newRow((std::string(f) + " " + v).c_str()) << f << v;
    }
}

void TestDisabledFilters::eachFilterOff()
{
    QFETCH(QString, filter);
    QFETCH(QString, version);
    Workspace ws = twoNodes();
    Node& n1 = ws.nodes[1];
    Pod& web = ws.pods[0];
    if (filter == "NodeUnschedulable")
        n1.unschedulable = true;
    else if (filter == "TaintToleration")
        n1.taints.push_back({ "dedicated", "infra", "NoSchedule" });
    else if (filter == "NodeAffinity") {
        ws.nodes[0].labels = { { "pool", "a" } };
        web.nodeSelector = { { "pool", "a" } };
    } else if (filter == "NodePorts") {
        ContainerPort port;
        port.containerPort = port.hostPort = 9100;
        web.containers[0].ports = { port };
        Pod holder = simfx::pod("holder", {}, 1, std::string("n1"));
        holder.containers[0].ports = { port };
        ws.pods.insert(ws.pods.begin(), holder);
    }
    const Profile on = packing(version.toStdString());
    QCOMPARE(landsOn(ws, on), std::string("n0"));
    QCOMPARE(landsOn(ws, off(on, { filter.toStdString() })), std::string("n1"));
    // Another filter turned off changes nothing.
    const std::string other = filter == "NodePorts" ? "NodeAffinity" : "NodePorts";
    QCOMPARE(landsOn(ws, off(on, { other })), std::string("n0"));
}

// NodeResourcesFit's Filter off: pods land beyond allocatable (the Score
// still runs: LeastAllocated scores an overfull node 0).
void TestDisabledFilters::resourcesOffOvercommits()
{
    for (const char* version : { "1.22", "1.36" }) {
        Workspace ws;
        simfx::addNodes(ws, 2, simfx::res({ { "cpu", "2" }, { "memory", "8Gi" } }));
        ws.pods.push_back(simfx::pod("web", simfx::res({ { "cpu", "1" } }), 6));
        const Profile on = packing(version);
        SimulationResult r = bothPaths(ws, on);
        QCOMPARE(r.metrics.scheduled, 4);
        QCOMPARE(r.placements.back().reason, std::string("0/2 nodes are available: 2 Insufficient cpu."));
        r = bothPaths(ws, off(on, { "NodeResourcesFit" }));
        QCOMPARE(r.metrics.scheduled, 6);
        QCOMPARE(r.metrics.unschedulable, 0);
        // "Too many pods" is NodeResourcesFit's too.
        for (Node& n : ws.nodes)
            n.allocatable.set("pods", *Quantity::parse("1"));
        QCOMPARE(bothPaths(ws, on).metrics.scheduled, 2);
        QCOMPARE(bothPaths(ws, off(on, { "NodeResourcesFit" })).metrics.scheduled, 6);
    }
}

// PodTopologySpread and InterPodAffinity off: a spread Deployment and an
// anti-affinity StatefulSet pack onto one node; the incoming pod's terms and
// the existing pods' anti-affinity are both ignored.
void TestDisabledFilters::spreadAndAffinityOff()
{
    const std::string yaml = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: pack
  kubernetesVersion: "1.36"
  plugins:
    NodeResourcesFit: {args: {scoringStrategy: {type: MostAllocated}}}
nodes:
- {name: a, labels: {zone: z1}, allocatable: {cpu: "8", memory: 16Gi}}
- {name: b, labels: {zone: z2}, allocatable: {cpu: "8", memory: 16Gi}}
pods:
- name: db-0
  nodeName: a
  labels: {app: db}
  affinity:
    podAntiAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
      - {topologyKey: kubernetes.io/hostname, labelSelector: {matchLabels: {app: db}}}
  containers: [{name: c, requests: {cpu: "1"}}]
- name: db-1
  labels: {app: db}
  containers: [{name: c, requests: {cpu: "2"}}]
- name: web
  replicas: 4
  labels: {app: web}
  topologySpreadConstraints:
  - {maxSkew: 1, topologyKey: zone, whenUnsatisfiable: DoNotSchedule, labelSelector: {matchLabels: {app: web}}}
  containers: [{name: c, requests: {cpu: "1"}}]
)";
    Workspace ws = readWorkspace(yaml);
    for (auto& n : ws.nodes)
        n.labels.push_back({ "kubernetes.io/hostname", n.name });
    const Profile on = ws.profiles[0];
    auto count = [&](const std::vector<std::string>& placed, const std::string& node) {
        return std::count(placed.begin(), placed.end(), node);
    };
    // The placements are db-1's, then the four web pods'.
    std::vector<std::string> placed = placedOn(ws, bothPaths(ws, on));
    QCOMPARE(placed[0], std::string("b")); // db-0's anti-affinity sends db-1 away
    QCOMPARE(count(placed, "a"), 2);        // web spreads 2/2 across the zones
    placed = placedOn(ws, bothPaths(ws, off(on, { "InterPodAffinity" })));
    QCOMPARE(placed[0], std::string("a"));
    QCOMPARE(count(placed, "a"), 3);
    placed = placedOn(ws, bothPaths(ws, off(on, { "PodTopologySpread" })));
    QCOMPARE(placed[0], std::string("b"));
    QCOMPARE(count(placed, "b"), 5); // every web pod packs beside db-1
    placed = placedOn(ws, bothPaths(ws, off(on, { "InterPodAffinity", "PodTopologySpread" })));
    QCOMPARE(count(placed, "a"), 5);
}

// 1.16: GeneralPredicates off drops resources, host ports and the node
// selector at once; the mandatory taint predicate keeps refusing.
void TestDisabledFilters::legacyGeneralPredicates()
{
    Workspace ws = twoNodes();
    ws.nodes[0].labels = { { "pool", "a" } };
    ws.pods[0].nodeSelector = { { "pool", "a" } };
    ws.pods[0].containers[0].requests = simfx::res({ { "cpu", "6" } });
    const Profile on = packing("1.16");
    SimulationResult r = bothPaths(ws, on);
    QCOMPARE(r.placements.back().reason,
        std::string("0/2 nodes are available: 1 node(s) didn't match node selector, 2 Insufficient cpu."));
    QCOMPARE(landsOn(ws, off(on, { "GeneralPredicates" })), std::string("n1"));
    ws.nodes[1].taints.push_back({ "dedicated", "infra", "NoSchedule" });
    QCOMPARE(landsOn(ws, off(on, { "GeneralPredicates" })), std::string("n0"));
    // MatchInterPodAffinity is not GeneralPredicates: resources still count.
    r = bothPaths(ws, off(on, { "MatchInterPodAffinity" }));
    QCOMPARE(r.metrics.unschedulable, 1);
}

// Volcano: the predicates plugin's switches; resources stay the allocate
// action's check.
void TestDisabledFilters::volcanoSwitches()
{
    Workspace ws = twoNodes();
    ws.nodes[1].taints.push_back({ "dedicated", "infra", "NoSchedule" });
    Profile vc = simfx::volcanoBinpack("vc");
    QCOMPARE(landsOn(ws, vc), std::string("n0"));
    QCOMPARE(landsOn(ws, off(vc, { "TaintToleration" })), std::string("n1"));
    ws.nodes[1].taints.clear();
    ws.nodes[1].unschedulable = true; // no switch turns this off
    QCOMPARE(landsOn(ws, off(vc, { "TaintToleration" })), std::string("n0"));
}

void TestDisabledFilters::workspaceRoundTrip()
{
    const std::string yaml = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: k
  scheduler: kube-scheduler
  disabledFilters: [NodePorts, InterPodAffinity]
  kubernetesVersion: "1.30"
- name: legacy
  scheduler: kube-scheduler
  kubernetesVersion: "1.16"
  disabledFilters: [MatchInterPodAffinity]
- name: vc
  scheduler: volcano
  volcanoVersion: "1.12"
  disabledFilters: [VolumeBinding, TaintToleration]
nodes: []
pods: []
)";
    const Workspace ws = readWorkspace(yaml);
    QCOMPARE(ws.profiles[0].disabledFilters, (std::vector<std::string> { "NodePorts", "InterPodAffinity" }));
    QCOMPARE(ws.profiles[1].disabledFilters, std::vector<std::string> { "MatchInterPodAffinity" });
    QCOMPARE(ws.profiles[2].disabledFilters, (std::vector<std::string> { "VolumeBinding", "TaintToleration" }));
    const std::string written = writeWorkspace(ws);
    QVERIFY2(written.find("  disabledFilters: [NodePorts, InterPodAffinity]\n") != std::string::npos, written.c_str());
    QVERIFY2(written.find("  disabledFilters: [VolumeBinding, TaintToleration]\n") != std::string::npos,
        written.c_str());
    Workspace again = readWorkspace(written);
    for (size_t i = 0; i < ws.profiles.size(); ++i)
        QCOMPARE(again.profiles[i].disabledFilters, ws.profiles[i].disabledFilters);
    QCOMPARE(writeWorkspace(again), written);
    // Without the key nothing is written.
    QVERIFY(writeWorkspace(readWorkspace("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: "
                                         "p\nnodes: []\npods: []\n"))
                .find("disabledFilters")
        == std::string::npos);
}

void TestDisabledFilters::workspaceErrors_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    QTest::newRow("misspelt") << "  disabledFilters: [NodePort]\n" << 5 << 21 << "profiles[0].disabledFilters[0]"
                              << "\"NodePort\" is not a filter kube-scheduler 1.36 can turn off; did you mean "
                                 "\"NodePorts\"?";
    QTest::newRow("twice") << "  disabledFilters: [NodePorts, NodePorts]\n" << 5 << 32
                           << "profiles[0].disabledFilters[1]" << "NodePorts is listed twice; expected each filter once";
    QTest::newRow("mandatory, version after the list")
        << "  disabledFilters:\n  - PodToleratesNodeTaints\n  kubernetesVersion: \"1.16\"\n" << 6 << 5
        << "profiles[0].disabledFilters[0]" << "PodToleratesNodeTaints is mandatory in kube-scheduler 1.16";
    QTest::newRow("volcano") << "  scheduler: volcano\n  disabledFilters: [NodeUnschedulable]\n" << 6 << 21
                             << "profiles[0].disabledFilters[0]"
                             << "Volcano 1.15's predicates plugin always runs NodeUnschedulable";
    QTest::newRow("not a list") << "  disabledFilters: NodePorts\n" << 5 << 20 << "profiles[0].disabledFilters"
                                << "a list of filter plugin names, e.g. [NodePorts]";
    QTest::newRow("not a string") << "  disabledFilters: [{name: NodePorts}]\n" << 5 << 21
                                  << "profiles[0].disabledFilters[0]" << "a filter plugin name";
}

void TestDisabledFilters::workspaceErrors()
{
    QFETCH(QString, profile);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const std::string yaml = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\n"
        + profile.toStdString() + "nodes: []\npods: []\n";
    try {
        readWorkspace(yaml, "ws.binpack.yaml");
        QFAIL("no error");
    } catch (const InputError& e) {
        const Diagnostic& d = e.diagnostics().front();
        QCOMPARE(d.file, std::string("ws.binpack.yaml"));
        QCOMPARE(d.line, line);
        QCOMPARE(d.column, column);
        QCOMPARE(QString::fromStdString(d.field), field);
        QVERIFY2(QString::fromStdString(d.message).contains(message), d.message.c_str());
    }
}

void TestDisabledFilters::explainSaysSo()
{
    Workspace ws = twoNodes();
    ws.nodes[0].taints.push_back({ "dedicated", "infra", "NoSchedule" });
    const Profile p = off(packing("1.36"), { "TaintToleration", "NodeResourcesFit" });
    const std::string text = explainScore(ws, p, "n0", std::string("web"));
    QVERIFY2(text.find("Turned off by this profile (disabledFilters): TaintToleration, NodeResourcesFit; the "
                       "scheduler does not run them.")
            != std::string::npos,
        text.c_str());
    QVERIFY2(text.find("Filters: every filter that runs lets the pod through.") != std::string::npos, text.c_str());
    const std::string one = explainScore(ws, off(packing("1.36"), { "NodePorts" }), "n0", std::string("web"));
    QVERIFY2(one.find("(disabledFilters): NodePorts; the scheduler does not run it.") != std::string::npos,
        one.c_str());
    QVERIFY2(one.find("Filter (TaintToleration): the pod does not fit:") != std::string::npos, one.c_str());
}

QTEST_APPLESS_MAIN(TestDisabledFilters)
#include "test_disabled_filters.moc"
