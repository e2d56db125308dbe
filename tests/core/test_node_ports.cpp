// SPDX-License-Identifier: GPL-3.0-or-later
// NodePorts (1.16: the PodFitsHostPorts predicate inside GeneralPredicates):
// a pod that asks for a host port does not fit a node where a bound pod
// already holds it. The conflict rules are upstream's HostPortInfo; the
// table is TestNodePorts, release by release; the simulator, the metrics
// and `explain` see the ports as they change with every bind.
#include "io/kubectl_import.h"
#include "io/workspace_io.h"
#include "scoring/report.h"
#include "sim/simulator.h"

#include "placement_fixtures.h"
#include "sim_fixtures.h"

#include <QTest>

#include <set>

using namespace bp;
using simfx::node;
using simfx::pod;
using simfx::at;
using simfx::bothPaths;
using simfx::placedOn;
using simfx::res;

namespace {

Profile volcanoAt(const std::string& version)
{
    Profile p = simfx::volcanoBinpack("vc");
    p.volcanoVersion = version;
    p.volcanoVersionSet = true;
    return p;
}

// "UDP/127.0.0.1/8080" as upstream's test helper newPod reads it.
std::vector<ContainerPort> ports(const QString& spec)
{
    std::vector<ContainerPort> out;
    for (const QString& one : spec.split(' ', Qt::SkipEmptyParts)) {
        const QStringList parts = one.split('/');
        ContainerPort p;
        p.protocol = parts[0].toStdString();
        p.hostIP = parts[1].toStdString();
        p.hostPort = parts[2].toInt();
        p.containerPort = p.hostPort;
        out.push_back(p);
    }
    return out;
}

// m1 with a bound pod "existing" holding `existingPorts` and a pending pod
// "incoming" asking for `incomingPorts` (in its containers, or in a sidecar
// or plain init container).
enum class Where { Container, Sidecar, InitContainer };
Workspace onePair(const QString& existingPorts, const QString& incomingPorts, Where incomingIn = Where::Container,
    Where existingIn = Where::Container)
{
    Workspace ws;
    ws.nodes.push_back(node("m1", res({ { "cpu", "8" }, { "memory", "16Gi" } })));
    auto place = [](Pod& p, const QString& spec, Where where) {
        if (where == Where::Container) {
            p.containers[0].ports = ports(spec);
            return;
        }
        Container init;
        init.name = "init";
        init.restartable = where == Where::Sidecar;
        init.ports = ports(spec);
        p.initContainers.push_back(init);
    };
    Pod existing = pod("existing", res({ { "cpu", "100m" } }), 1, std::string("m1"));
    place(existing, existingPorts, existingIn);
    Pod incoming = pod("incoming", res({ { "cpu", "100m" } }));
    place(incoming, incomingPorts, incomingIn);
    ws.pods = { existing, incoming };
    return ws;
}

// The filter's reasons for "incoming" on m1, checked against the simulator's fast form.
std::vector<std::string> reasonsOn(const Workspace& ws, const Profile& profile, int nodeIndex = 0)
{
    const ScoringScene sc = buildScoringScene(ws, profile, std::string("incoming"));
    std::vector<std::string> reasons = sc.scorer->filter(sc.demand, sc.state, nodeIndex);
    if (sc.scorer->fits(sc.demand, sc.state, nodeIndex) != reasons.empty())
        qFatal("fits() and filter() disagree");
    return reasons;
}

const std::vector<std::string> kTaken { kNodePortsReason };

} // namespace

class TestNodePorts : public QObject {
    Q_OBJECT
private slots:
    void upstreamTable_data();
    void upstreamTable();
    void sidecarPortsByRelease_data();
    void sidecarPortsByRelease();
    void hostPortsDefaults();
    void oneHostPortPodPerNode();
    void firstFailingPluginOnly();
    void legacyGeneralPredicates();
    void additionalFitCountsOnePerNode();
    void explainNamesNodePorts();
    void volcanoVendoredReleases_data();
    void volcanoVendoredReleases();
    void hostNetworkTakesContainerPorts();
    void hostNetworkInTheFile();
    void hostNetworkFromKubectl();
};

// pkg/scheduler/framework/plugins/nodeports/node_ports_test.go TestNodePorts
// (the same cases as 1.16's predicates_test.go TestPodFitsHostPorts), every
// case at 1.16, 1.22, 1.33 and 1.36. The two init container cases are
// 1.34+ (and v1.33.6+): see sidecarPortsByRelease for the other side.
void TestNodePorts::upstreamTable_data()
{
    QTest::addColumn<QString>("existing");
    QTest::addColumn<QString>("incoming");
    QTest::addColumn<int>("incomingIn");
    QTest::addColumn<bool>("conflict");
    const int c = int(Where::Container);
    struct Case {
        const char* name;
        const char* existing;
        const char* incoming;
        int in;
        bool conflict;
    };
    const Case cases[] = {
        { "skip filter", "", "", c, false },
        { "other port", "UDP/127.0.0.1/9090", "UDP/127.0.0.1/8080", c, false },
        { "same udp port", "UDP/127.0.0.1/8080", "UDP/127.0.0.1/8080", c, true },
        { "same tcp port", "TCP/127.0.0.1/8080", "TCP/127.0.0.1/8080", c, true },
        { "different host ip", "TCP/127.0.0.2/8080", "TCP/127.0.0.1/8080", c, false },
        { "different protocol", "TCP/127.0.0.1/8080", "UDP/127.0.0.1/8080", c, false },
        { "second udp port conflict", "UDP/127.0.0.1/8080", "UDP/127.0.0.1/8000 UDP/127.0.0.1/8080", c, true },
        { "first tcp port conflict", "TCP/127.0.0.1/8001 UDP/127.0.0.1/8081", "TCP/127.0.0.1/8001 UDP/127.0.0.1/8080",
            c, true },
        { "first tcp port conflict due to 0.0.0.0 hostIP", "TCP/127.0.0.1/8001", "TCP/0.0.0.0/8001", c, true },
        { "TCP hostPort conflict due to 0.0.0.0 hostIP", "TCP/127.0.0.1/8001", "TCP/10.0.10.10/8001 TCP/0.0.0.0/8001",
            c, true },
        { "second tcp port conflict to 0.0.0.0 hostIP", "TCP/0.0.0.0/8001", "TCP/127.0.0.1/8001", c, true },
        { "second different protocol", "TCP/0.0.0.0/8001", "UDP/127.0.0.1/8001", c, false },
        { "UDP hostPort conflict due to 0.0.0.0 hostIP", "TCP/0.0.0.0/8001 UDP/0.0.0.0/8001", "UDP/127.0.0.1/8001", c,
            true },
        { "non-sidecar initContainer using hostPort", "TCP/0.0.0.0/8001", "TCP//8001", int(Where::InitContainer),
            false },
        { "TCP hostPort conflict from sidecar initContainer", "TCP/0.0.0.0/8001", "TCP//8001", int(Where::Sidecar),
            true },
    };
    for (const char* version : { "1.16", "1.22", "1.33", "1.36" })
        for (const Case& k : cases) {
            const bool sidecarCase = k.in == int(Where::Sidecar);
            if (sidecarCase && QByteArray(version) < "1.33")
                continue; // sidecarPortsByRelease
            QTest::addRow("%s, %s", k.name, version)
                << QString(k.existing) << QString(k.incoming) << k.in << k.conflict;
        }
}

void TestNodePorts::upstreamTable()
{
    QFETCH(QString, existing);
    QFETCH(QString, incoming);
    QFETCH(int, incomingIn);
    QFETCH(bool, conflict);
    const QString row = QTest::currentDataTag();
    const std::string version = row.section(", ", -1).toStdString();
    const Workspace ws = onePair(existing, incoming, Where(incomingIn));
    QCOMPARE(reasonsOn(ws, at(simfx::defaultProfile("p"), version)), conflict ? kTaken : std::vector<std::string> {});
}

// PR #132040: the host ports of restartable init containers count, on the
// incoming pod and on the pods already on the node, from v1.34.0 and
// v1.33.6 (cherry-pick #133390), not in 1.32 or v1.33.0-v1.33.5.
void TestNodePorts::sidecarPortsByRelease_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<bool>("counted");
    QTest::newRow("1.22") << "1.22" << false;
    QTest::newRow("1.32") << "1.32" << false;
    QTest::newRow("1.33.5") << "1.33.5" << false;
    QTest::newRow("1.33.6") << "1.33.6" << true;
    QTest::newRow("1.33 (patched line)") << "1.33" << true;
    QTest::newRow("1.34.0") << "1.34.0" << true;
    QTest::newRow("1.36") << "1.36" << true;
}

void TestNodePorts::sidecarPortsByRelease()
{
    QFETCH(QString, version);
    QFETCH(bool, counted);
    const Profile p = at(simfx::defaultProfile("p"), version.toStdString());
    const std::vector<std::string> taken = counted ? kTaken : std::vector<std::string> {};
    // The incoming pod's sidecar...
    QCOMPARE(reasonsOn(onePair("TCP/0.0.0.0/8001", "TCP//8001", Where::Sidecar), p), taken);
    // ... and the sidecar of the pod already on the node.
    QCOMPARE(reasonsOn(onePair("TCP//8001", "TCP/127.0.0.1/8001", Where::Container, Where::Sidecar), p), taken);
    // A plain init container's port is never counted.
    QCOMPARE(reasonsOn(onePair("TCP//8001", "TCP//8001", Where::Container, Where::InitContainer), p),
        std::vector<std::string> {});
}

// HostPortInfo.sanitize: an empty hostIP is 0.0.0.0 and an empty protocol
// TCP; ports with hostPort 0 take nothing.
void TestNodePorts::hostPortsDefaults()
{
    const Profile p = simfx::defaultProfile("p");
    QCOMPARE(reasonsOn(onePair("//8080", "TCP/127.0.0.1/8080"), p), kTaken);
    QCOMPARE(reasonsOn(onePair("//8080", "UDP/127.0.0.1/8080"), p), std::vector<std::string> {});
    QCOMPARE(reasonsOn(onePair("TCP/0.0.0.0/0", "TCP/0.0.0.0/0"), p), std::vector<std::string> {});
    Pod only = pod("x", {});
    only.containers[0].ports = ports("/10.0.0.1/53 UDP//53 TCP/1.2.3.4/0");
    const std::vector<HostPort> want { { "10.0.0.1", "TCP", 53 }, { "0.0.0.0", "UDP", 53 } };
    QCOMPARE(hostPortsOf(only, KubeVersion {}), want);
}

// A host-port pod, DaemonSet style, five replicas on three nodes: one per
// node, then the scheduler's FitError; a pod without ports still packs
// onto the same nodes, and the ports come free only for other protocols.
void TestNodePorts::oneHostPortPodPerNode()
{
    for (const char* version : { "1.16", "1.22", "1.36" }) {
        Workspace ws;
        simfx::addNodes(ws, 3, res({ { "cpu", "8" }, { "memory", "16Gi" } }));
        Pod agent = pod("agent", res({ { "cpu", "100m" } }), 5);
        agent.containers[0].ports = ports("TCP//9100");
        ws.pods.push_back(agent);
        ws.pods.push_back(pod("web", res({ { "cpu", "1" } }), 3));
        Pod udp = pod("udp-agent", res({ { "cpu", "100m" } }), 3);
        udp.containers[0].ports = ports("UDP//9100");
        ws.pods.push_back(udp);
        const SimulationResult r = bothPaths(ws, at(simfx::kubeProfile("pack", "MostAllocated"), version));
        const auto nodes = placedOn(ws, r);
        const std::vector<std::string> agents(nodes.begin(), nodes.begin() + 5);
        QCOMPARE(std::set<std::string>(agents.begin(), agents.begin() + 3).size(), size_t(3));
        QCOMPARE(agents[3], std::string("-"));
        QCOMPARE(agents[4], std::string("-"));
        QCOMPARE(r.placements[4].reason,
            std::string("0/3 nodes are available: 3 node(s) didn't have free ports for the requested pod ports."));
        for (size_t i = 5; i < nodes.size(); ++i)
            QVERIFY2(nodes[i] != "-", version);
        QCOMPARE(r.metrics.scheduled, 9);
        QCOMPARE(r.metrics.unschedulable, 2);
        QCOMPARE(r.metrics.unschedulableReasons.at(kNodePortsReason), int64_t(2));
        for (const NodeState& n : r.finalState.nodes)
            QCOMPARE(n.usedPorts.size(), size_t(2)); // TCP/0.0.0.0/9100 and UDP/0.0.0.0/9100
    }
}

// 1.22+: the framework stops at a node's first failing filter, in the
// default plugin order TaintToleration, NodeAffinity, NodePorts,
// NodeResourcesFit.
void TestNodePorts::firstFailingPluginOnly()
{
    Workspace ws = onePair("TCP//80", "TCP//80");
    ws.pods[1].containers[0].requests = res({ { "cpu", "10" } });
    QCOMPARE(reasonsOn(ws, simfx::defaultProfile("p")), kTaken); // not "Insufficient cpu" too
    ws.nodes[0].taints.push_back({ "dedicated", "infra", "NoSchedule" });
    QCOMPARE(reasonsOn(ws, simfx::defaultProfile("p")), std::vector<std::string> { "node(s) had untolerated taint(s)" });
}

// 1.16: GeneralPredicates reports PodFitsResources and PodFitsHostPorts
// together; PodToleratesNodeTaints comes only after it passed.
void TestNodePorts::legacyGeneralPredicates()
{
    const Profile p = at(simfx::defaultProfile("p"), "1.16");
    Workspace ws = onePair("TCP//80", "TCP//80");
    ws.pods[1].containers[0].requests = res({ { "cpu", "10" } });
    QCOMPARE(reasonsOn(ws, p), (std::vector<std::string> { "Insufficient cpu", kNodePortsReason }));
    ws.pods[1].containers[0].requests = res({ { "cpu", "1" } });
    ws.nodes[0].taints.push_back({ "dedicated", "infra", "NoSchedule" });
    QCOMPARE(reasonsOn(ws, p), kTaken); // the taint is not looked at
    ws.pods[1].containers[0].ports.clear();
    QCOMPARE(reasonsOn(ws, p), std::vector<std::string> { "node(s) had taints that the pod didn't tolerate" });
}

// additionalFit: one more host-port pod per node where its ports are free,
// none where they are taken, however much room is left.
void TestNodePorts::additionalFitCountsOnePerNode()
{
    Workspace ws;
    simfx::addNodes(ws, 3, res({ { "cpu", "8" }, { "memory", "16Gi" } }));
    Pod holder = pod("holder", res({ { "cpu", "100m" } }), 1, std::string("n0"));
    holder.containers[0].ports = ports("TCP//9100");
    ws.pods.push_back(holder);
    Pod agent = pod("agent", res({ { "cpu", "100m" } }));
    agent.containers[0].ports = ports("TCP//9100");
    ws.pods.push_back(agent);
    SimulationOptions opt;
    opt.fitShape = "agent";
    const SimulationResult r = simulate(ws, simfx::defaultProfile("p"), opt);
    QCOMPARE(r.metrics.scheduled, 1);
    QCOMPARE(r.metrics.additionalFit, int64_t(1)); // n0 and the node the agent took are full of port 9100
}

void TestNodePorts::explainNamesNodePorts()
{
    const Workspace ws = onePair("TCP//80", "TCP//80");
    const std::string now = explainScore(ws, simfx::defaultProfile("p"), "m1", std::string("incoming"));
    QVERIFY2(now.find("Filter (NodePorts): the pod does not fit: node(s) didn't have free ports for the requested "
                      "pod ports;")
            != std::string::npos,
        now.c_str());
    const std::string legacy = explainScore(ws, at(simfx::defaultProfile("p"), "1.16"), "m1", std::string("incoming"));
    QVERIFY2(legacy.find("Filter (GeneralPredicates): the pod does not fit: node(s) didn't have free ports")
            != std::string::npos,
        legacy.c_str());
}

// Volcano's predicates plugin calls the NodePorts and TaintToleration
// filters of the k8s.io/kubernetes its go.mod pins: v1.33.2 in Volcano 1.13
// (no sidecar ports; the taint named), v1.34.1 in 1.14 (sidecar ports; the
// taint named), v1.35.3 in 1.15 (sidecar ports; "untolerated taint(s)").
void TestNodePorts::volcanoVendoredReleases_data()
{
    QTest::addColumn<QString>("volcano");
    QTest::addColumn<bool>("sidecarPorts");
    QTest::addColumn<QString>("taintReason");
    const QString named = "node(s) had untolerated taint {dedicated: infra}";
    const QString unnamed = "node(s) had untolerated taint(s)";
    QTest::newRow("1.8.0 (v1.25.0)") << "1.8.0" << false << named;
    QTest::newRow("1.8 (v1.27.2)") << "1.8" << false << named;
    QTest::newRow("1.12 (v1.32.2)") << "1.12" << false << named;
    QTest::newRow("1.13 (v1.33.2)") << "1.13" << false << named;
    QTest::newRow("1.14 (v1.34.1)") << "1.14" << true << named;
    QTest::newRow("1.15 (v1.35.3)") << "1.15" << true << unnamed;
}

void TestNodePorts::volcanoVendoredReleases()
{
    QFETCH(QString, volcano);
    QFETCH(bool, sidecarPorts);
    QFETCH(QString, taintReason);
    const Profile p = volcanoAt(volcano.toStdString());
    QCOMPARE(reasonsOn(onePair("TCP//80", "TCP//80"), p), kTaken);
    QCOMPARE(reasonsOn(onePair("TCP//80", "TCP//80", Where::Sidecar), p),
        sidecarPorts ? kTaken : std::vector<std::string> {});
    Workspace ws = onePair("", "");
    ws.nodes[0].taints.push_back({ "dedicated", "infra", "NoSchedule" });
    QCOMPARE(reasonsOn(ws, p), std::vector<std::string> { taintReason.toStdString() });
}

// spec.hostNetwork: the API server defaults each container port's hostPort
// to its containerPort (SetDefaults_Pod, defaultHostNetworkPorts, containers
// and init containers), so the pod takes those ports on the node.
void TestNodePorts::hostNetworkTakesContainerPorts()
{
    Workspace ws = onePair("TCP//9100", "");
    ContainerPort port;
    port.containerPort = 9100; // no hostPort
    ws.pods[1].containers[0].ports = { port };
    const Profile p = simfx::defaultProfile("p");
    QCOMPARE(reasonsOn(ws, p), std::vector<std::string> {});
    ws.pods[1].hostNetwork = true;
    QCOMPARE(reasonsOn(ws, p), kTaken);
    const std::vector<HostPort> want { { "0.0.0.0", "TCP", 9100 } };
    QCOMPARE(hostPortsOf(ws.pods[1], KubeVersion {}), want);
    // A bound host-network pod holds its container ports too.
    ws = onePair("", "TCP//9100");
    ws.pods[0].containers[0].ports = { port };
    QCOMPARE(reasonsOn(ws, p), std::vector<std::string> {});
    ws.pods[0].hostNetwork = true;
    QCOMPARE(reasonsOn(ws, p), kTaken);
    // Init containers are defaulted too (they count only as sidecars, 1.34+).
    Pod sidecar = simfx::pod("s", {});
    Container init;
    init.restartable = true;
    init.ports = { port };
    sidecar.initContainers.push_back(init);
    sidecar.hostNetwork = true;
    QCOMPARE(hostPortsOf(sidecar, KubeVersion {}), want);
}

void TestNodePorts::hostNetworkInTheFile()
{
    const std::string head = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\nnodes: []\n"
                             "pods:\n- name: agent\n  hostNetwork: true\n  containers:\n  - name: c\n    ports:\n";
    const Workspace ws = readWorkspace(head + "    - containerPort: 9100\n    - {containerPort: 53, hostPort: 53}\n");
    QVERIFY(ws.pods[0].hostNetwork);
    QCOMPARE(ws.pods[0].containers[0].ports[0].hostPort, 0); // kept as written
    const std::string written = writeWorkspace(ws);
    QVERIFY2(written.find("  hostNetwork: true\n") != std::string::npos, written.c_str());
    QCOMPARE(writeWorkspace(readWorkspace(written)), written);
    auto error = [&](const std::string& ports) {
        try {
            readWorkspace(head + ports, "ws.yaml");
        } catch (const InputError& e) {
            const Diagnostic& d = e.diagnostics().front();
            return d.field + " " + std::to_string(d.line) + ":" + std::to_string(d.column) + " " + d.message;
        }
        return std::string("no error");
    };
    // validateHostNetwork: an explicit hostPort must equal containerPort.
    QCOMPARE(error("    - {containerPort: 9100, hostPort: 9200}\n"),
        std::string("pods[0].containers[0].ports[0].hostPort 12:39 9200 must match containerPort (9100) when "
                    "hostNetwork is true; expected 9100, or leave hostPort out"));
    // AccumulateUniqueHostPorts sees the defaulted ports.
    QVERIFY(error("    - containerPort: 80\n    - {containerPort: 80, name: web}\n").find(
                "pods[0].containers[0].ports[1].containerPort 13:23")
        == 0);
    QVERIFY(error("    - containerPort: 80\n").find("no error") == 0);
    const std::string notBool = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\n"
                                "nodes: []\npods:\n- name: agent\n  hostNetwork: yes\n";
    try {
        readWorkspace(notBool, "ws.yaml");
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.diagnostics().front().field, std::string("pods[0].hostNetwork"));
        QCOMPARE(e.diagnostics().front().message,
            std::string("expected true or false (the node's network or the pod's own), found the value \"yes\""));
    }
}

void TestNodePorts::hostNetworkFromKubectl()
{
    const std::string yaml = R"(apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Node
  metadata: {name: n1}
  status: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}
- apiVersion: v1
  kind: Pod
  metadata: {name: agent, namespace: kube-system}
  spec:
    hostNetwork: true
    containers:
    - name: c
      ports: [{containerPort: 9100, hostPort: 9100}]
)";
    const Workspace ws = importClusterText(yaml, "cluster.yaml", {});
    QVERIFY(ws.pods[0].hostNetwork);
    std::string broken = yaml;
    broken.replace(broken.find("hostNetwork: true"), 17, "hostNetwork: 1");
    try {
        importClusterText(broken, "cluster.yaml", {});
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.diagnostics().front().field, std::string("items[1].spec.hostNetwork"));
    }
}

QTEST_APPLESS_MAIN(TestNodePorts)
#include "test_node_ports.moc"
