// SPDX-License-Identifier: GPL-3.0-or-later
// Volcano's nodeorder plugin beside binpack: its weights, the Kubernetes
// plugins it wraps, and how allocate adds their scores to binpack's.
//
// Upstream: volcano-sh/volcano pkg/scheduler/plugins/nodeorder/nodeorder_test.go
// at v1.15.1 (TestNodeOrderPlugin: "leastAllocated strategy", "mostAllocated
// strategy", "balanced allocation prefers balanced node", "node affinity
// prefers labeled node", "taint toleration prefers non-tainted node",
// "inter-pod affinity prefers node with matching pod", "pod topology spread
// prefers node to reduce skew"; TestInitPlugin: "default weights", "all
// weights zero"). Those cases assert the bind only; the scores below are
// worked by hand from nodeorder.go, util/nodescore/score_helper.go and the
// Kubernetes plugins of the release each Volcano links (docs/volcano-nodeorder.md),
// with the release boundaries read from the tags: v1.15.0 / v1.15.1
// (4da95f69a: NodeAffinity normalised, every resource scorer in the batch;
// 1819e9ec8: the batch's NodeInfos hold the pods again), v1.12 / v1.13
// (Kubernetes 1.33's PodTopologySpread counts a hostname constraint on the
// NodeInfo it is given, which v1.13-v1.15.0 build without pods).
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "scoring/report.h"
#include "scoring/why_not_pack.h"
#include "sim/simulator.h"
#include "util/diagnostic.h"

#include <QTest>

#include <cmath>

using namespace bp;

namespace {

// A Volcano workspace: the profile's lines (indented under the profile),
// then nodes and pods.
Workspace volcanoWorkspace(const std::string& profileLines, const std::string& rest)
{
    const std::string text = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: vc\n"
                             "  scheduler: volcano\n"
        + profileLines + rest;
    return readWorkspace(text, "<test>");
}

// nodeorder with exactly these weights (the others 0), as the upstream test
// table sets all eight, and no binpack.
std::string onlyNodeOrder(const std::string& version, const std::string& weights)
{
    std::string args;
    for (const char* key : { "leastrequested.weight", "mostrequested.weight", "balancedresource.weight",
             "nodeaffinity.weight", "podaffinity.weight", "tainttoleration.weight", "imagelocality.weight",
             "podtopologyspread.weight" }) {
        const auto at = weights.find(key);
        args += std::string("        ") + key + ": "
            + (at == std::string::npos ? std::string("0") : weights.substr(at + std::string(key).size() + 1,
                                                               weights.find(',', at) - at - std::string(key).size() - 1))
            + "\n";
    }
    return "  volcanoVersion: \"" + version + "\"\n  plugins:\n    nodeorder:\n      arguments:\n" + args;
}

double pluginValue(const NodeScore& n, const std::string& plugin)
{
    for (const PluginResult& p : n.plugins)
        if (p.plugin == plugin)
            return p.score ? *p.score : -1;
    return -2; // not reported
}

std::string placedOn(const SimulationResult& r, const Workspace& ws, const std::string& pod)
{
    for (const Placement& p : r.placements)
        if (p.pod == pod)
            return p.node >= 0 ? ws.nodes[static_cast<size_t>(p.node)].name : std::string("(none)");
    return "(not queued)";
}

const char* kTwoNodes = R"(nodes:
- {name: n1, allocatable: {cpu: "2", memory: 4Gi, pods: "10"}}
- {name: n2, allocatable: {cpu: "4", memory: 8Gi, pods: "10"}}
pods:
- name: p1
  containers: [{requests: {cpu: "1", memory: 1G}}]
)";

} // namespace

class TestVolcanoNodeOrder : public QObject {
    Q_OBJECT
private slots:
    void upstreamBinds_data();
    void upstreamBinds();
    void initPlugin();
    void defaultProfileArithmetic_data();
    void defaultProfileArithmetic();
    void nodeAffinityNormalisedFrom1151();
    void hostnameCountsOnPodlessNodeInfos_data();
    void hostnameCountsOnPodlessNodeInfos();
    void noHardPodAffinityWeight();
    void fastPathMatchesTheReference_data();
    void fastPathMatchesTheReference();
    void workspaceKeepsItsMeaning();
    void exportAndImportBack();
    void whyNotPackNamesNodeordersPull();
    void batchRefusesAWrappedScore();
    void batchErrorNamesTheFirstNodeInNodeOrder();
};

void TestVolcanoNodeOrder::upstreamBinds_data()
{
    QTest::addColumn<QString>("weights");
    QTest::addColumn<QString>("rest");
    QTest::addColumn<QString>("pod");
    QTest::addColumn<QString>("node");
    QTest::newRow("leastAllocated strategy") << "leastrequested.weight 1," << kTwoNodes << "p1"
                                             << "n2";
    QTest::newRow("mostAllocated strategy") << "mostrequested.weight 1," << kTwoNodes << "p1"
                                            << "n1";
    QTest::newRow("balanced allocation prefers balanced node") << "balancedresource.weight 10," << R"(nodes:
- {name: n1, allocatable: {cpu: "2", memory: 2Gi, pods: "10"}}
- {name: n2, allocatable: {cpu: "4", memory: 2Gi, pods: "10"}}
pods:
- name: p1
  containers: [{requests: {cpu: "1", memory: 1Gi}}]
)" << "p1"
                                                               << "n1";
    QTest::newRow("node affinity prefers labeled node") << "nodeaffinity.weight 10," << R"(nodes:
- {name: n1, allocatable: {cpu: "2", memory: 4Gi, pods: "10"}, labels: {zone: zone1}}
- {name: n2, allocatable: {cpu: "2", memory: 4Gi, pods: "10"}, labels: {zone: zone2}}
pods:
- name: p1
  containers: [{requests: {cpu: "1", memory: 1G}}]
  affinity:
    nodeAffinity:
      preferredDuringSchedulingIgnoredDuringExecution:
      - weight: 100
        preference: {matchExpressions: [{key: zone, operator: In, values: [zone1]}]}
)" << "p1"
                                                        << "n1";
    QTest::newRow("taint toleration prefers non-tainted node") << "tainttoleration.weight 10," << R"(nodes:
- {name: n1, allocatable: {cpu: "2", memory: 4Gi, pods: "10"}}
- name: n2
  allocatable: {cpu: "2", memory: 4Gi, pods: "10"}
  taints: [{key: key1, value: value1, effect: PreferNoSchedule}]
pods:
- name: p1
  containers: [{requests: {cpu: "1", memory: 1G}}]
)" << "p1"
                                                               << "n1";
    QTest::newRow("inter-pod affinity prefers node with matching pod") << "podaffinity.weight 10," << R"(nodes:
- {name: n1, allocatable: {cpu: "2", memory: 4Gi, pods: "10"}, labels: {kubernetes.io/hostname: n1}}
- {name: n2, allocatable: {cpu: "2", memory: 4Gi, pods: "10"}, labels: {kubernetes.io/hostname: n2}}
- {name: n3, allocatable: {cpu: "2", memory: 4Gi, pods: "10"}, labels: {kubernetes.io/hostname: n3}}
pods:
- {name: p1, namespace: c1, nodeName: n1, labels: {service: s1}, containers: [{requests: {cpu: "1", memory: 1G}}]}
- {name: p-noise, namespace: c1, nodeName: n3, labels: {service: s2}, containers: [{requests: {cpu: "1", memory: 1G}}]}
- name: p2
  namespace: c1
  containers: [{requests: {cpu: "1", memory: 1G}}]
  affinity:
    podAffinity:
      preferredDuringSchedulingIgnoredDuringExecution:
      - weight: 100
        podAffinityTerm:
          labelSelector: {matchLabels: {service: s1}}
          topologyKey: kubernetes.io/hostname
)" << "p2"
                                                                       << "n1";
    QTest::newRow("pod topology spread prefers node to reduce skew") << "podtopologyspread.weight 10," << R"(nodes:
- {name: n1, allocatable: {cpu: "4", memory: 4Gi, pods: "10"}, labels: {zone: zone1}}
- {name: n2, allocatable: {cpu: "4", memory: 4Gi, pods: "10"}, labels: {zone: zone2}}
- {name: n3, allocatable: {cpu: "4", memory: 4Gi, pods: "10"}, labels: {zone: zone3}}
pods:
- {name: p1, namespace: c1, nodeName: n1, labels: {app: foo}, containers: [{requests: {cpu: "1", memory: 1G}}]}
- {name: p2, namespace: c1, nodeName: n1, labels: {app: foo}, containers: [{requests: {cpu: "1", memory: 1G}}]}
- {name: p3, namespace: c1, nodeName: n2, labels: {app: foo}, containers: [{requests: {cpu: "1", memory: 1G}}]}
- name: p4
  namespace: c1
  labels: {app: foo}
  containers: [{requests: {cpu: "1", memory: 1G}}]
  topologySpreadConstraints:
  - {maxSkew: 1, topologyKey: zone, whenUnsatisfiable: ScheduleAnyway, labelSelector: {matchLabels: {app: foo}}}
)" << "p4"
                                                                     << "n3";
}

// The binds TestNodeOrderPlugin expects, under v1.15.1 (the test's own
// release) and under v1.8 (the oldest modelled, node-by-node scoring).
void TestVolcanoNodeOrder::upstreamBinds()
{
    QFETCH(QString, weights);
    QFETCH(QString, rest);
    QFETCH(QString, pod);
    QFETCH(QString, node);
    std::string w = weights.toStdString();
    for (char& c : w)
        if (c == ' ')
            c = ':';
    for (const char* version : { "1.15.1", "1.15.0", "1.8" }) {
        const Workspace ws = volcanoWorkspace(onlyNodeOrder(version, w), rest.toStdString());
        QVERIFY(!ws.profiles.front().binpackEnabled);
        SimulationOptions opt;
        opt.tieBreak = TieBreak::First; // a wrong score must not pass by a lucky draw
        const SimulationResult r = simulate(ws, ws.profiles.front(), opt);
        QCOMPARE(QString::fromStdString(placedOn(r, ws, pod.toStdString())), node);
    }
}

// TestInitPlugin: which plugins nodeorder builds for the default weights and
// for all weights 0 (then only binpack scores).
void TestVolcanoNodeOrder::initPlugin()
{
    const Workspace ws = volcanoWorkspace("  plugins:\n    nodeorder: {}\n    binpack: {}\n", kTwoNodes);
    ResourceTable table;
    const ProfileScorer scorer(ws.profiles.front(), table);
    QVERIFY(scorer.nodeorder().enabled);
    QVERIFY(scorer.nodeorderLeast() != nullptr);
    QVERIFY(scorer.nodeorderMost() == nullptr); // mostrequested.weight 0
    QVERIFY(scorer.nodeorderBalanced() != nullptr);
    const OtherScoreConfig others = otherScoreConfig(ws.profiles.front(), scorer.version());
    for (OtherScore p : { OtherScore::NodeAffinity, OtherScore::InterPodAffinity, OtherScore::TaintToleration,
             OtherScore::PodTopologySpread, OtherScore::ImageLocality })
        QVERIFY(others.on(p));
    QCOMPARE(others.weight[static_cast<size_t>(OtherScore::TaintToleration)], int64_t{ 3 });
    QCOMPARE(others.weight[static_cast<size_t>(OtherScore::NodeAffinity)], int64_t{ 2 });
    QCOMPARE(others.weight[static_cast<size_t>(OtherScore::InterPodAffinity)], int64_t{ 2 });
    QCOMPARE(others.weight[static_cast<size_t>(OtherScore::PodTopologySpread)], int64_t{ 2 });
    QCOMPARE(others.weight[static_cast<size_t>(OtherScore::ImageLocality)], int64_t{ 1 });
    QCOMPARE(others.hardPodAffinityWeight, int64_t{ 0 });
    // v1.15.1: only ImageLocality node by node.
    QVERIFY(others.scoredPerNode(OtherScore::ImageLocality));
    QVERIFY(!others.scoredPerNode(OtherScore::NodeAffinity));

    const Workspace zero = volcanoWorkspace(onlyNodeOrder("1.15", "") + "    binpack: {}\n", kTwoNodes);
    ResourceTable t2;
    const ProfileScorer none(zero.profiles.front(), t2);
    QVERIFY(none.nodeorderLeast() == nullptr && none.nodeorderMost() == nullptr && none.nodeorderBalanced() == nullptr);
    QVERIFY(!otherScoreConfig(zero.profiles.front(), none.version()).any());
    QCOMPARE(none.pluginNames(), std::vector<std::string>{ "binpack" });
}

void TestVolcanoNodeOrder::defaultProfileArithmetic_data()
{
    QTest::addColumn<QString>("version");
    QTest::newRow("1.15.1 (batch)") << "1.15.1";
    QTest::newRow("1.15.0 (node by node)") << "1.15.0";
    QTest::newRow("1.12") << "1.12";
}

// Volcano's shipped configuration (plugins omitted: nodeorder and binpack at
// their defaults), one pod of 1 cpu and 1G on 2 cpu/4Gi and 4 cpu/8Gi:
//   leastrequested: n1 cpu (2000-1000)*100/2000 = 50, memory 76; (50*50+76*50)/100 = 63
//                   n2 cpu 75, memory 88; 81
//   balancedresource (cpu, memory; nvidia.com/gpu has no allocatable): n1
//     fractions 0.5 and 0.2328: int((1 - 0.1336) * 100) = 86; n2 93
//   tainttoleration: no taint anywhere, 0 reversed to 100, × 3 = 300
//   nodeaffinity, podaffinity, podtopologyspread, imagelocality: nothing to score
//   binpack: n1 (0.5 + 0.2328)/2*100 = 36.64153...; n2 18.32076...
// total n1 = (63 + 86 + 36.64153...) + 300 and n2 = (81 + 93 + 18.32...) + 300
// in either release (only where the parts are added differs).
void TestVolcanoNodeOrder::defaultProfileArithmetic()
{
    QFETCH(QString, version);
    const Workspace ws = volcanoWorkspace("  volcanoVersion: \"" + version.toStdString() + "\"\n", kTwoNodes);
    QVERIFY(ws.profiles.front().nodeorderEnabled && ws.profiles.front().binpackEnabled);
    const ScoreReport r = scorePod(ws, ws.profiles.front(), std::string("p1"));
    QCOMPARE(pluginValue(r.nodes[0], kLeastRequestedPlugin), 63.0);
    QCOMPARE(pluginValue(r.nodes[1], kLeastRequestedPlugin), 81.0);
    QCOMPARE(pluginValue(r.nodes[0], kBalancedResourcePlugin), 86.0);
    QCOMPARE(pluginValue(r.nodes[1], kBalancedResourcePlugin), 93.0);
    QCOMPARE(pluginValue(r.nodes[0], kMostRequestedPlugin), -2.0); // weight 0: not built
    QCOMPARE(pluginValue(r.nodes[0], "TaintToleration"), 100.0);
    const double b1 = (0.5 + 1e9 / 4294967296.0) / 2 * 100, b2 = (0.25 + 1e9 / 8589934592.0) / 2 * 100;
    QCOMPARE(pluginValue(r.nodes[0], kBinpackPlugin), b1);
    QCOMPARE(pluginValue(r.nodes[1], kBinpackPlugin), b2);
    const bool batch = version == "1.15.1";
    QCOMPARE(r.nodes[0].total, batch ? (0.0 + b1) + (63.0 + 86.0 + 300.0) : (63.0 + 86.0 + b1) + 300.0);
    QCOMPARE(r.nodes[1].total, batch ? (0.0 + b2) + (81.0 + 93.0 + 300.0) : (81.0 + 93.0 + b2) + 300.0);
    QVERIFY(r.selected.has_value());
    QCOMPARE(*r.selected, 1); // leastrequested outvotes binpack: the default Volcano profile spreads
}

// v1.15.0 scores NodeAffinity node by node, the raw sum of the matching
// terms' weights; v1.15.1 normalises it to 0..100 in the batch.
void TestVolcanoNodeOrder::nodeAffinityNormalisedFrom1151()
{
    const std::string rest = R"(nodes:
- {name: n1, allocatable: {cpu: "2", memory: 4Gi}, labels: {zone: a}}
- {name: n2, allocatable: {cpu: "2", memory: 4Gi}, labels: {zone: b}}
pods:
- name: p
  containers: [{requests: {cpu: "1", memory: 1Gi}}]
  affinity:
    nodeAffinity:
      preferredDuringSchedulingIgnoredDuringExecution:
      - {weight: 20, preference: {matchExpressions: [{key: zone, operator: In, values: [a]}]}}
)";
    const Workspace before = volcanoWorkspace(onlyNodeOrder("1.15.0", "nodeaffinity.weight:2,"), rest);
    const ScoreReport rb = scorePod(before, before.profiles.front(), std::string("p"));
    QCOMPARE(pluginValue(rb.nodes[0], "NodeAffinity"), 20.0);
    QCOMPARE(pluginValue(rb.nodes[1], "NodeAffinity"), 0.0);
    QCOMPARE(rb.nodes[0].total, 40.0);
    const Workspace after = volcanoWorkspace(onlyNodeOrder("1.15.1", "nodeaffinity.weight:2,"), rest);
    const ScoreReport ra = scorePod(after, after.profiles.front(), std::string("p"));
    QCOMPARE(pluginValue(ra.nodes[0], "NodeAffinity"), 100.0);
    QCOMPARE(pluginValue(ra.nodes[1], "NodeAffinity"), 0.0);
    QCOMPARE(ra.nodes[0].total, 200.0);
}

void TestVolcanoNodeOrder::hostnameCountsOnPodlessNodeInfos_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<bool>("counts");
    QTest::newRow("1.12 (Kubernetes 1.32: the snapshot's NodeInfo)") << "1.12" << true;
    QTest::newRow("1.13 (Kubernetes 1.33: the NodeInfo passed, no pods)") << "1.13" << false;
    QTest::newRow("1.14") << "1.14" << false;
    QTest::newRow("1.15.0") << "1.15.0" << false;
    QTest::newRow("1.15.1 (the session's NodeMap)") << "1.15.1" << true;
}

// A ScheduleAnyway constraint on kubernetes.io/hostname, two matching pods
// on n1: counted, n1 scores round(2 ln 4) = 3 raw and 0 normalised, n2 100;
// on pod-less NodeInfos every node counts 0 and scores 100.
void TestVolcanoNodeOrder::hostnameCountsOnPodlessNodeInfos()
{
    QFETCH(QString, version);
    QFETCH(bool, counts);
    const std::string rest = R"(nodes:
- {name: n1, allocatable: {cpu: "4", memory: 4Gi}, labels: {kubernetes.io/hostname: n1}}
- {name: n2, allocatable: {cpu: "4", memory: 4Gi}, labels: {kubernetes.io/hostname: n2}}
pods:
- {name: old, nodeName: n1, replicas: 2, labels: {app: foo}, containers: [{requests: {cpu: 100m}}]}
- name: p
  labels: {app: foo}
  containers: [{requests: {cpu: 100m}}]
  topologySpreadConstraints:
  - {maxSkew: 1, topologyKey: kubernetes.io/hostname, whenUnsatisfiable: ScheduleAnyway, labelSelector: {matchLabels: {app: foo}}}
)";
    const Workspace ws = volcanoWorkspace(onlyNodeOrder(version.toStdString(), "podtopologyspread.weight:2,"), rest);
    const ScoreReport r = scorePod(ws, ws.profiles.front(), std::string("p"));
    QCOMPARE(pluginValue(r.nodes[0], "PodTopologySpread"), counts ? 0.0 : 100.0);
    QCOMPARE(pluginValue(r.nodes[1], "PodTopologySpread"), 100.0);
}

// nodeorder builds InterPodAffinity from InterPodAffinityArgs{} without
// defaulting: hardPodAffinityWeight 0, so an existing pod's required
// affinity for the incoming pod adds nothing (kube-scheduler's default 1 does).
void TestVolcanoNodeOrder::noHardPodAffinityWeight()
{
    const std::string rest = R"(nodes:
- {name: n1, allocatable: {cpu: "4", memory: 4Gi}, labels: {kubernetes.io/hostname: n1}}
- {name: n2, allocatable: {cpu: "4", memory: 4Gi}, labels: {kubernetes.io/hostname: n2}}
pods:
- name: anchor
  nodeName: n1
  labels: {app: db}
  containers: [{requests: {cpu: 100m}}]
  affinity:
    podAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
      - {labelSelector: {matchLabels: {app: web}}, topologyKey: kubernetes.io/hostname}
- {name: p, labels: {app: web}, containers: [{requests: {cpu: 100m}}]}
)";
    const Workspace vc = volcanoWorkspace(onlyNodeOrder("1.15", "podaffinity.weight:2,"), rest);
    const ScoreReport r = scorePod(vc, vc.profiles.front(), std::string("p"));
    // PreScore: no term adds to any topology pair, so the plugin skips the pod.
    QCOMPARE(pluginValue(r.nodes[0], "InterPodAffinity"), -1.0);
    QCOMPARE(pluginValue(r.nodes[1], "InterPodAffinity"), -1.0);
    // The same cluster under kube-scheduler 1.35 (the release Volcano 1.15 links).
    Workspace kube = vc;
    kube.profiles.front().scheduler = SchedulerKind::KubeScheduler;
    kube.profiles.front().kubernetesVersion = "1.35";
    kube.profiles.front().pluginsSet = false;
    const ScoreReport k = scorePod(kube, kube.profiles.front(), std::string("p"));
    QCOMPARE(pluginValue(k.nodes[0], "InterPodAffinity"), 100.0);
    QCOMPARE(pluginValue(k.nodes[1], "InterPodAffinity"), 0.0);
}

// The simulator's fast path (shape trees, constants folded into the trees,
// kept spreading counts) places every pod where the reference loop does,
// for each way Volcano adds the parts.
void TestVolcanoNodeOrder::fastPathMatchesTheReference_data()
{
    QTest::addColumn<bool>("tainted");
    QTest::newRow("a PreferNoSchedule taint: TaintToleration varies") << true;
    QTest::newRow("no taint: TaintToleration's 300 is a constant in the trees") << false;
}

void TestVolcanoNodeOrder::fastPathMatchesTheReference()
{
    QFETCH(bool, tainted);
    std::string rest = "services:\n- {name: web, selector: {app: web}}\nnodes:\n";
    for (int i = 0; i < 12; ++i) {
        rest += "- {name: n" + std::to_string(i) + ", allocatable: {cpu: \"" + std::to_string(4 + i % 3 * 2)
            + "\", memory: " + std::to_string(8 + i % 2 * 8) + "Gi, nvidia.com/gpu: \"" + std::to_string(i % 4 == 0 ? 4 : 0)
            + "\"}, labels: {kubernetes.io/hostname: n" + std::to_string(i) + ", zone: z" + std::to_string(i % 3)
            + "}";
        if (i == 5 && tainted)
            rest += ", taints: [{key: slow, effect: PreferNoSchedule}]";
        if (i % 4 == 1)
            rest += ", images: [{names: [\"registry/web:1\"], sizeBytes: 500000000}]";
        rest += "}\n";
    }
    rest += R"(pods:
- {name: gpu, replicas: 6, containers: [{requests: {cpu: "1", memory: 2Gi, nvidia.com/gpu: "1"}}]}
- {name: web, replicas: 30, labels: {app: web}, containers: [{image: "registry/web:1", requests: {cpu: 500m, memory: 1Gi}}]}
- {name: batch, replicas: 20, containers: [{requests: {cpu: "1", memory: 512Mi}}]}
- name: pref
  replicas: 8
  containers: [{requests: {cpu: 250m, memory: 256Mi}}]
  affinity:
    nodeAffinity:
      preferredDuringSchedulingIgnoredDuringExecution:
      - {weight: 30, preference: {matchExpressions: [{key: zone, operator: In, values: [z1]}]}}
- {name: huge, containers: [{requests: {cpu: "64"}}]}
)";
    for (const char* version : { "1.15.1", "1.15.0", "1.13", "1.8" }) {
        for (const std::string& plugins : { std::string(), std::string("  plugins:\n    nodeorder:\n      arguments: "
                                                                           "{mostrequested.weight: 3, leastrequested.weight: 0}\n    binpack:\n      "
                                                                           "arguments: {binpack.weight: 5}\n") }) {
            const Workspace ws
                = volcanoWorkspace("  volcanoVersion: \"" + std::string(version) + "\"\n" + plugins, rest);
            SimulationOptions fast, ref;
            ref.reference = true;
            const SimulationResult a = simulate(ws, ws.profiles.front(), fast);
            const SimulationResult b = simulate(ws, ws.profiles.front(), ref);
            QCOMPARE(a.placements.size(), b.placements.size());
            for (size_t i = 0; i < a.placements.size(); ++i) {
                QCOMPARE(a.placements[i].node, b.placements[i].node);
                QCOMPARE(a.placements[i].total, b.placements[i].total);
                QCOMPARE(a.placements[i].reason, b.placements[i].reason);
            }
            QCOMPARE(a.metrics.scheduled, int64_t{ 64 });
        }
    }
}

// Old files keep their meaning: a profile that lists binpack alone runs
// binpack alone; one without plugins runs Volcano's shipped pair. Both
// survive a save.
void TestVolcanoNodeOrder::workspaceKeepsItsMeaning()
{
    const Workspace listed = volcanoWorkspace("  plugins:\n    binpack: {arguments: {binpack.weight: 3}}\n", kTwoNodes);
    QVERIFY(listed.profiles.front().binpackEnabled);
    QVERIFY(!listed.profiles.front().nodeorderEnabled);
    const ScoreReport r = scorePod(listed, listed.profiles.front(), std::string("p1"));
    QCOMPARE(r.pluginNames, std::vector<std::string>{ "binpack" });
    QCOMPARE(readWorkspace(writeWorkspace(listed)), listed);

    const Workspace omitted = volcanoWorkspace("", kTwoNodes);
    QVERIFY(!omitted.profiles.front().pluginsSet);
    QVERIFY(omitted.profiles.front().binpackEnabled && omitted.profiles.front().nodeorderEnabled);
    QCOMPARE(readWorkspace(writeWorkspace(omitted)), omitted);

    const Workspace tuned = volcanoWorkspace(
        "  plugins:\n    nodeorder:\n      arguments: {leastrequested.weight: 0, podtopologyspread.weight: 0}\n", kTwoNodes);
    QVERIFY(!tuned.profiles.front().binpackEnabled);
    QCOMPARE(tuned.profiles.front().nodeorderArguments.size(), size_t{ 2 });
    QCOMPARE(readWorkspace(writeWorkspace(tuned)), tuned);
}

// The conf carries nodeorder's arguments (or turns its scoring off when the
// profile leaves it out), and reads back to the same profile.
void TestVolcanoNodeOrder::exportAndImportBack()
{
    for (const std::string& plugins :
        { std::string("  plugins:\n    nodeorder:\n      arguments: {leastrequested.weight: 0, mostrequested.weight: 2, "
                      "tainttoleration.weight: 1}\n    binpack:\n      arguments: {binpack.weight: 10}\n"),
            std::string("  plugins:\n    binpack: {}\n"), std::string("  plugins:\n    nodeorder: {}\n") }) {
        const Workspace ws = volcanoWorkspace(plugins, kTwoNodes);
        const Profile& p = ws.profiles.front();
        ExportOptions o;
        o.format = ConfigFormat::Volcano;
        const ExportResult out = exportProfiles({ &p }, o);
        QVERIFY2(out.ok(), out.text.c_str());
        // Not run: kept in its place with enableNodeOrder: false, which
        // Volcano's Session.NodeOrderFn and BatchNodeOrderFn skip.
        QVERIFY(out.text.find("- name: nodeorder\n") != std::string::npos);
        QCOMPARE(
            out.text.find("- name: nodeorder\n    enableNodeOrder: false\n") != std::string::npos, !p.nodeorderEnabled);
        const ImportResult back = importSchedulerConfig(out.text, "exported.conf");
        QVERIFY(back.ok());
        QCOMPARE(back.profiles.size(), size_t{ 1 });
        const Profile& q = back.profiles.front();
        QCOMPARE(q.nodeorderEnabled, p.nodeorderEnabled);
        QCOMPARE(q.binpackEnabled, p.binpackEnabled);
        QCOMPARE(q.nodeorderArguments, p.nodeorderArguments);
        QCOMPARE(q.binpackArguments, p.binpackArguments);
    }
}

// "Why doesn't this pack?" on Volcano's shipped configuration: the pod goes
// to the large node; leastrequested (81 - 63 = 18) and balancedresource
// (93 - 86 = 7) pulled it there against binpack's 18.32; setting them to 0
// and raising binpack.weight makes the profile pick the fuller node.
void TestVolcanoNodeOrder::whyNotPackNamesNodeordersPull()
{
    const Workspace ws = volcanoWorkspace("", kTwoNodes);
    const Profile& p = ws.profiles.front();
    const ScoringScene sc = buildScoringScene(ws, p, std::string("p1"));
    const ScoreReport rep = scoreScene(sc, p);
    const PackingVerdict v = whyNotPack(sc, rep, p);
    QVERIFY(v.scored);
    QVERIFY(!v.packs);
    QCOMPARE(v.chosen, 1);
    QCOMPARE(v.packing, 0);
    QCOMPARE(v.pulls.front().plugin, std::string(kLeastRequestedPlugin));
    QCOMPARE(v.pulls.front().margin(), 18.0);
    const std::vector<PackingFix> want{ PackingFix::LeastRequestedOff, PackingFix::BalancedResourceOff,
        PackingFix::RaiseBinpackWeight };
    QVERIFY(v.fixes == want);
    const Profile fixed = applyPackingFixes(p, v.fixes);
    QVERIFY(fixed.nodeorderEnabled && fixed.binpackEnabled);
    const ScoringScene sc2 = buildScoringScene(ws, fixed, std::string("p1"));
    const ScoreReport rep2 = scoreScene(sc2, fixed);
    QVERIFY(rep2.selected.has_value());
    QCOMPARE(*rep2.selected, 0);
    QVERIFY(whyNotPack(sc2, rep2, fixed).packs);
    // The fixed profile is what the volcano-binpack preset writes for these two weights.
    QCOMPARE(nodeOrderWeights(fixed.nodeorderArguments).leastRequested, int64_t{ 0 });
    QCOMPARE(binpackInt(fixed.binpackArguments, kBinpackWeight, 1), int64_t{ 10 });
}

// The same refusal on a cluster larger than one block of the report's
// scoring (scoreScene merges blocks of 128 nodes): the message names the
// first refusing node in node order (v1.15.1 checks them in order), here in
// the sixth block though the ninth block has one too.
void TestVolcanoNodeOrder::batchErrorNamesTheFirstNodeInNodeOrder()
{
    std::string rest = "nodes:\n";
    for (int i = 0; i < 1200; ++i)
        rest += i == 700 || i == 1100
            ? "- {name: big-" + std::to_string(i) + ", allocatable: {cpu: 100m, memory: 900Pi}}\n"
            : "- {name: n" + std::to_string(i) + ", allocatable: {cpu: \"4\", memory: 8Gi}}\n";
    rest += "pods:\n- {name: p, containers: [{requests: {cpu: 100m, memory: 300Pi}}]}\n";
    const Workspace ws = volcanoWorkspace(onlyNodeOrder("1.15.1", "leastrequested.weight:1,"), rest);
    const ScoreReport rep = scorePod(ws, ws.profiles.front(), std::string("p"));
    QCOMPARE(rep.nodes.size(), size_t(1200));
    QCOMPARE(pluginValue(rep.nodes[1100], kLeastRequestedPlugin), -3.0);
    QCOMPARE(rep.error, std::string("NodeResourcesFit_LeastAllocated returns an invalid score -3 for node big-700"));
    QVERIFY(!rep.selected);
    const SimulationResult r = simulate(ws, ws.profiles.front());
    QCOMPARE(r.placements.front().reason, rep.error);
}

// Quantities near 1e17: LeastAllocated's (600Pi × 100) wraps in Go's int64
// to memory -6 (test_hardening's emulation), cpu (100m of 100m) 0, so
// (0 × 50 + -6 × 50) / 100 = -3. v1.15.1's batch refuses it and the pod is
// placed nowhere in this pass; v1.15.0 adds -3 node by node.
void TestVolcanoNodeOrder::batchRefusesAWrappedScore()
{
    const std::string rest = R"(nodes:
- {name: big-a, allocatable: {cpu: 100m, memory: 900Pi}}
- {name: big-b, allocatable: {cpu: 100m, memory: 900Pi}}
pods:
- {name: p, containers: [{requests: {cpu: 100m, memory: 300Pi}}]}
)";
    const Workspace after = volcanoWorkspace(onlyNodeOrder("1.15.1", "leastrequested.weight:1,"), rest);
    const ScoreReport ra = scorePod(after, after.profiles.front(), std::string("p"));
    QCOMPARE(pluginValue(ra.nodes[0], kLeastRequestedPlugin), -3.0);
    QCOMPARE(ra.error, std::string("NodeResourcesFit_LeastAllocated returns an invalid score -3 for node big-a"));
    QVERIFY(!ra.selected);
    for (bool reference : { false, true }) {
        SimulationOptions o;
        o.reference = reference;
        const SimulationResult r = simulate(after, after.profiles.front(), o);
        QCOMPARE(r.placements.front().node, -1);
        QCOMPARE(r.placements.front().reason, ra.error);
    }
    const Workspace before = volcanoWorkspace(onlyNodeOrder("1.15.0", "leastrequested.weight:1,"), rest);
    const ScoreReport rb = scorePod(before, before.profiles.front(), std::string("p"));
    QVERIFY(rb.error.empty());
    QCOMPARE(rb.nodes[0].total, -3.0);
    QVERIFY(rb.selected.has_value());
    QVERIFY(simulate(before, before.profiles.front()).placements.front().node >= 0); // a tie: either node
}

QTEST_APPLESS_MAIN(TestVolcanoNodeOrder)
#include "test_volcano_nodeorder.moc"
