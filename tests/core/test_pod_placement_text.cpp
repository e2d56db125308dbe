// SPDX-License-Identifier: GPL-3.0-or-later
// The placement editor's text (io/pod_placement_text.h): written in the
// workspace writer's layout, read with the workspace reader's rules, every
// problem at its line and column in the editor's text.
#include "io/pod_placement_text.h"
#include "util/diagnostic.h"

#include <QTest>

using namespace bp;

namespace {

// The diagnostics of a text that does not read, as "line:column field: message".
QStringList problems(const std::string& text)
{
    try {
        readPodPlacement(text);
    } catch (const InputError& e) {
        QStringList out;
        for (const Diagnostic& d : e.diagnostics())
            out << QString::fromStdString(
                std::to_string(d.line) + ":" + std::to_string(d.column) + " " + d.fieldAndMessage());
        return out;
    }
    return {};
}

PodPlacement sample()
{
    PodPlacement p;
    p.nodeSelector = { { "pool", "gpu" }, { "kubernetes.io/os", "linux" } };
    p.tolerations = { { "nvidia.com/gpu", "Exists", "", "NoSchedule", std::nullopt },
        { "node.kubernetes.io/unreachable", "Exists", "", "NoExecute", 300 }, { "", "Exists", "", "", std::nullopt } };
    NodeSelectorTerm term;
    term.matchExpressions = { { "topology.kubernetes.io/zone", "In", { "zone-a", "zone-b" } } };
    term.matchFields = { { "metadata.name", "NotIn", { "gpu-7" } } };
    p.affinity
        = Affinity { NodeAffinity { NodeSelector { { term, NodeSelectorTerm { { { "x", "Exists", {} } }, {} } } }, {} },
              {}, {} };
    TopologySpreadConstraint zone;
    zone.maxSkew = 1;
    zone.topologyKey = "topology.kubernetes.io/zone";
    zone.whenUnsatisfiable = "DoNotSchedule";
    LabelSelectorSpec selector;
    selector.matchLabels = { { "app", "trainer" } };
    selector.matchExpressions = { { "track", "In", { "stable" } } };
    zone.labelSelector = selector;
    zone.minDomains = 3;
    zone.nodeAffinityPolicy = "Honor";
    zone.nodeTaintsPolicy = "Honor";
    zone.matchLabelKeys = { "pod-template-hash" };
    TopologySpreadConstraint host;
    host.maxSkew = 2;
    host.topologyKey = "kubernetes.io/hostname";
    host.whenUnsatisfiable = "ScheduleAnyway";
    host.labelSelector = LabelSelectorSpec {};
    p.topologySpreadConstraints = { zone, host };
    // Preferred node affinity, pod affinity and anti-affinity, with {} and
    // null selectors.
    p.affinity->nodeAffinity->preferredDuringSchedulingIgnoredDuringExecution = { { 30, term }, { 1, {} } };
    PodAffinityTerm db;
    db.labelSelector = LabelSelectorSpec { { { "app", "db" } }, {} };
    db.namespaces = { "shop" };
    db.topologyKey = "topology.kubernetes.io/zone";
    db.namespaceSelector = LabelSelectorSpec {};
    db.matchLabelKeys = { "pod-template-hash" };
    db.mismatchLabelKeys = { "tenant" };
    PodAffinityTerm host1;
    host1.topologyKey = "kubernetes.io/hostname";
    p.affinity->podAffinity = PodAffinity { { db }, { { 50, host1 } } };
    PodAffinityTerm web;
    web.labelSelector = LabelSelectorSpec { {}, { { "app", "In", { "web", "api" } } } };
    web.topologyKey = "kubernetes.io/hostname";
    p.affinity->podAntiAffinity = PodAffinity { { web }, {} };
    return p;
}

} // namespace

class TestPodPlacementText : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void emptyIsNoConstraints();
    void problemsAtTheirPlace_data();
    void problemsAtTheirPlace();
};

void TestPodPlacementText::roundTrip()
{
    const PodPlacement p = sample();
    const std::string text = writePodPlacement(p);
    QCOMPARE(readPodPlacement(text), p);
    QVERIFY(text.find("tolerationSeconds: 300") != std::string::npos);
    QVERIFY(text.find("topologySpreadConstraints:\n- maxSkew: 1\n  topologyKey: topology.kubernetes.io/zone\n")
        != std::string::npos);
    QVERIFY(text.find("  labelSelector: {}\n") != std::string::npos);
    // placementOf and setPlacement touch those four fields only.
    Pod pod;
    pod.name = "web";
    pod.labels = { { "app", "web" } };
    setPlacement(pod, p);
    QCOMPARE(placementOf(pod), p);
    QCOMPARE(pod.labels, (Labels { { "app", "web" } }));
}

void TestPodPlacementText::emptyIsNoConstraints()
{
    QCOMPARE(writePodPlacement({}), std::string());
    QCOMPARE(readPodPlacement(""), PodPlacement {});
    QCOMPARE(readPodPlacement("# only a comment\n\n"), PodPlacement {});
    QCOMPARE(readPodPlacement("{}"), PodPlacement {});
    QCOMPARE(readPodPlacement("nodeSelector: {}\ntolerations: []\naffinity: null\n"), PodPlacement {});
}

void TestPodPlacementText::problemsAtTheirPlace_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("misspelt key") << "nodeSelectr: {pool: gpu}"
                                  << QStringList { "1:1 nodeSelectr: unknown field; did you mean \"nodeSelector\"? "
                                                   "expected nodeSelector, tolerations, affinity, or "
                                                   "topologySpreadConstraints" };
    QTest::newRow("a list") << "- pool: gpu"
                            << QStringList { "1:1 expected a map with nodeSelector, tolerations, affinity and "
                                             "topologySpreadConstraints, found a list" };
    QTest::newRow("misspelt effect")
        << "nodeSelector: {pool: gpu}\ntolerations:\n- {key: gpu, operator: Exists, effect: NoSchedul}"
        << QStringList { "3:40 tolerations[0].effect: unsupported toleration effect \"NoSchedul\"; did you mean "
                         "\"NoSchedule\"? expected NoSchedule, PreferNoSchedule or NoExecute, or leave it out for "
                         "every effect" };
    QTest::newRow("pod affinity")
        << "affinity:\n  podAntiAffinity:\n    requiredDuringSchedulingIgnoredDuringExecution:\n"
           "    - {topologyKey: \"\", namespaces: [Shop]}\n"
           "    preferredDuringSchedulingIgnoredDuringExecution:\n    - {weight: 0, podAffinityTerm: {topologyKey: "
           "zone}}"
        << QStringList { "4:38 affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0]."
                         "namespaces[0]: \"Shop\" is not a valid namespace name: a DNS-1123 label must consist of "
                         "lower-case letters, digits or '-', and start and end with a letter or digit",
               "4:21 affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].topologyKey: "
               "topologyKey can not be empty; expected a node label key, such as topology.kubernetes.io/zone",
               "6:16 affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].weight: weight 0 is "
               "out of range; expected an integer from 1 to 100" };
    QTest::newRow("preferred node affinity")
        << "affinity:\n  nodeAffinity:\n    preferredDuringSchedulingIgnoredDuringExecution:\n"
           "    - {weight: 101, preference: {matchExpressions: [{key: a, operator: Exists, values: [b]}]}}"
        << QStringList { "4:16 affinity.nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].weight: "
                         "weight 101 is out of range; expected an integer from 1 to 100",
               "4:88 affinity.nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].preference."
               "matchExpressions[0].values: operator Exists takes no values, found 1 value; expected no values key, "
               "or an empty list" };
    QTest::newRow("two problems") << "tolerations:\n- {operator: Equal}\n- {key: a, effect: Sometimes}"
                                  << QStringList { "2:14 tolerations[0].operator: operator must be Exists when key is "
                                                   "empty (which tolerates every taint); expected a key, or operator: "
                                                   "Exists",
                                         "3:20 tolerations[1].effect: unsupported toleration effect \"Sometimes\"; "
                                         "expected NoSchedule, PreferNoSchedule or NoExecute, or leave it out for "
                                         "every effect" };
    QTest::newRow("spread constraint")
        << "nodeSelector: {pool: gpu}\ntopologySpreadConstraints:\n- maxSkew: 0\n  topologyKey: zone\n"
           "  whenUnsatisfiable: ScheduleAnyway\n  minDomains: 2\n  labelSelector: {matchLabels: {app: web}}\n"
           "  matchLabelKeys: [app]"
        << QStringList { "3:12 topologySpreadConstraints[0].maxSkew: 0 must be greater than zero; expected an integer "
                         "from 1 to 2147483647",
               "6:15 topologySpreadConstraints[0].minDomains: minDomains is only allowed with whenUnsatisfiable "
               "DoNotSchedule, not ScheduleAnyway; expected whenUnsatisfiable: DoNotSchedule, or no minDomains",
               "8:20 topologySpreadConstraints[0].matchLabelKeys[0]: \"app\" exists in both matchLabelKeys and "
               "labelSelector; expected each key in one of them only" };
    QTest::newRow("syntax") << "nodeSelector: {pool: gpu"
                            << QStringList { "1:1 YAML syntax error: end of map flow not found" };
}

void TestPodPlacementText::problemsAtTheirPlace()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(problems(text.toStdString()), expected);
}

QTEST_APPLESS_MAIN(TestPodPlacementText)
#include "test_pod_placement_text.moc"
