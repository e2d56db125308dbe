// SPDX-License-Identifier: GPL-3.0-or-later
// PodTopologySpread's defaultingType: List with defaultConstraints: the
// constraints a profile gives every pod that has none of its own, each with
// the pod's default selector (buildDefaultConstraints). Filter cases from
// upstream's podtopologyspread/filtering_test.go TestPreFilterState ("default
// constraints and a service", "... that doesn't match", "... but pod has
// constraints", "default soft constraints and a service"), played out on
// nodes and pods; scoring from scoring.go's requireAllTopologies (a List is
// never systemDefaulted); the minDomains gate on both sides; the simulator
// (fast and reference paths agree); the workspace, v1 and v1beta1 round
// trips and their validation (validation_pluginargs.go
// ValidatePodTopologySpreadArgs).
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "placement_fixtures.h"
#include "scoring/default_scores.h"
#include "scoring/report.h"
#include "scoring/topology_spread.h"
#include "sim/simulator.h"
#include "other_score_fixtures.h"
#include "sim_fixtures.h"
#include "util/diagnostic.h"

#include <QTest>

using namespace bp;
using simfx::at;
using simfx::labelledNode;
using simfx::labels;
using simfx::res;

namespace {

TopologySpreadConstraint defaultConstraint(int32_t maxSkew, const std::string& key, const std::string& when)
{
    TopologySpreadConstraint c;
    c.maxSkew = maxSkew;
    c.topologyKey = key;
    c.whenUnsatisfiable = when;
    return c;
}

Profile withList(Profile p, std::vector<TopologySpreadConstraint> defaults)
{
    p.podTopologySpreadArgsSet = true;
    p.podTopologySpreadList = true;
    p.podTopologySpreadDefaultConstraints = std::move(defaults);
    return p;
}

// The upstream default profile at `version` with `defaults` as its List.
Profile listProfile(std::vector<TopologySpreadConstraint> defaults, const std::string& version = "1.36")
{
    return withList(at(simfx::defaultProfile("d"), version), std::move(defaults));
}

// A profile that scores with PodTopologySpread alone.
Profile spreadOnly(const std::string& version = "1.36")
{
    Profile p;
    p.name = "spread";
    p.pluginsSet = true;
    p.podTopologySpread.enabled = true;
    return at(p, version);
}

Pod podLabelled(const std::string& name, const QString& podLabels, const std::string& node = {})
{
    Pod p = node.empty() ? simfx::pod(name, res({ { "cpu", "100m" } }))
                         : simfx::pod(name, res({ { "cpu", "100m" } }), 1, node);
    p.labels = labels(podLabels);
    return p;
}

Service service(const QString& selector)
{
    Service s;
    s.name = "svc";
    s.selector = labels(selector);
    return s;
}

// Racks rack1 (node-a, node-b) and rack2 (node-c, node-d); four pods
// foo=bar on node-a; the pending pod "p" foo=bar,baz=kar.
Workspace rackScene(const QString& serviceSelector)
{
    Workspace ws;
    ws.nodes = { labelledNode("node-a", "node=node-a,rack=rack1"), labelledNode("node-b", "node=node-b,rack=rack1"),
        labelledNode("node-c", "node=node-c,rack=rack2"), labelledNode("node-d", "node=node-d,rack=rack2") };
    for (int i = 0; i < 4; ++i)
        ws.pods.push_back(podLabelled("e" + std::to_string(i), "foo=bar", "node-a"));
    ws.pods.push_back(podLabelled("p", "foo=bar,baz=kar"));
    if (!serviceSelector.isEmpty())
        ws.services.push_back(service(serviceSelector));
    return ws;
}

// PodTopologySpread's Filter verdict for "p" on every node.
QString verdicts(const Workspace& ws, const Profile& profile)
{
    const ScoringScene sc = buildScoringScene(ws, profile, std::string("p"));
    QString out;
    for (size_t i = 0; i < sc.state.nodes.size(); ++i)
        out += spreadFailure(sc.state, sc.demand, static_cast<int>(i)) ? '-' : '+';
    return out;
}

QString scores(const Workspace& ws, const Profile& profile, QString* note = nullptr)
{
    return simfx::otherScores(ws, profile, note);
}

// Four nodes with a hostname label only; 4, 3, 2 and 1 pods foo=bar.
Workspace hostnameScene()
{
    Workspace ws;
    for (const char* n : { "node-a", "node-b", "node-c", "node-d" })
        ws.nodes.push_back(labelledNode(n, QString("kubernetes.io/hostname=") + n));
    int i = 0;
    for (const auto& [node, count] : { std::pair<const char*, int>{ "node-a", 4 }, { "node-b", 3 }, { "node-c", 2 },
             { "node-d", 1 } })
        for (int k = 0; k < count; ++k)
            ws.pods.push_back(podLabelled("e" + std::to_string(i++), "foo=bar", node));
    ws.pods.push_back(podLabelled("p", "foo=bar"));
    ws.services.push_back(service("foo=bar"));
    return ws;
}

QString firstError(const std::vector<Diagnostic>& ds)
{
    for (const Diagnostic& d : ds)
        if (d.severity == Diagnostic::Severity::Error)
            return QString::fromStdString(d.toString());
    return {};
}

const char* kWorkspaceHead = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\n"
                             "nodes:\n- {name: a, allocatable: {cpu: '8', memory: 16Gi}}\n"
                             "profiles:\n- name: d\n  kubernetesVersion: '1.36'\n  plugins:\n"
                             "    NodeResourcesFit: {}\n"
                             "    PodTopologySpread:\n      args:\n";

QString workspaceError(const std::string& args)
{
    try {
        readWorkspace(std::string(kWorkspaceHead) + args, "w.yaml");
    } catch (const InputError& e) {
        return QString::fromStdString(e.diagnostics().front().toString());
    }
    return {};
}

} // namespace

class TestSpreadDefaults : public QObject {
    Q_OBJECT
private slots:
    // "default constraints and a service": the DoNotSchedule defaults (node
    // maxSkew 3, rack maxSkew 5) with the Service's selector foo=bar (not
    // the pod's labels: baz=kar is not in it); the ScheduleAnyway one is
    // the Score's.
    void filterDefaultConstraintsAndAService()
    {
        const Workspace ws = rackScene("foo=bar");
        const std::vector<TopologySpreadConstraint> defaults = { defaultConstraint(3, "node", "DoNotSchedule"),
            defaultConstraint(2, "node", "ScheduleAnyway"), defaultConstraint(5, "rack", "DoNotSchedule") };
        for (const char* v : { "1.22", "1.27", "1.36" }) {
            // node-a: 4 + 1 - 0 = 5 > 3; rack1: 4 + 1 - 0 = 5 <= 5.
            QCOMPARE(verdicts(ws, listProfile(defaults, v)), QString("-+++"));
        }
        // The same workspace under System defaulting: nothing hard.
        QCOMPARE(verdicts(ws, at(simfx::defaultProfile("d"), "1.36")), QString("++++"));
        // One pod more on node-b: rack1 holds 5, 5 + 1 - 0 > 5.
        Workspace more = ws;
        more.pods.insert(more.pods.begin(), podLabelled("e9", "foo=bar", "node-b"));
        QCOMPARE(verdicts(more, listProfile(defaults)), QString("--++"));
    }

    // "default constraints and a service that doesn't match": an empty
    // default selector, no constraints (PreFilter's Skip).
    void filterServiceThatDoesNotMatch()
    {
        QCOMPARE(verdicts(rackScene("baz=kep"), listProfile({ defaultConstraint(3, "node", "DoNotSchedule") })),
            QString("++++"));
        // No Service and no controller: the same.
        QCOMPARE(verdicts(rackScene(""), listProfile({ defaultConstraint(3, "node", "DoNotSchedule") })),
            QString("++++"));
        // A ReplicaSet owner gives the pod a selector of its own.
        Workspace owned = rackScene("");
        owned.pods.back().owner = PodOwner{ "ReplicaSet", "web-5d8f" };
        for (Pod& p : owned.pods)
            p.labels = labels("foo=bar,baz=kar");
        QCOMPARE(verdicts(owned, listProfile({ defaultConstraint(3, "node", "DoNotSchedule") })), QString("-+++"));
    }

    // "default constraints and a service, but pod has constraints": the
    // pod's own only.
    void filterPodHasConstraints()
    {
        Workspace ws = rackScene("foo=bar");
        LabelSelectorSpec bazTar;
        bazTar.matchLabels = labels("baz=tar");
        ws.pods.back().topologySpreadConstraints
            = { simfx::spreadConstraint(1, "rack", bazTar, "DoNotSchedule"),
                  simfx::spreadConstraint(2, "planet", bazTar, "ScheduleAnyway") };
        QCOMPARE(verdicts(ws, listProfile({ defaultConstraint(2, "node", "DoNotSchedule") })), QString("++++"));
    }

    // "default soft constraints and a service": nothing for the Filter; the
    // Score spreads.
    void softDefaultsScoreOnly()
    {
        const Workspace ws = rackScene("foo=bar");
        const Profile p = listProfile({ defaultConstraint(2, "node", "ScheduleAnyway") });
        QCOMPARE(verdicts(ws, p), QString("++++"));
        QString note;
        // node raw: 4 x ln(6) + 1 = 8 on node-a, 1 elsewhere (math.Round):
        // 100 x (8 + 1 - s) / 8.
        QCOMPARE(scores(ws, withList(spreadOnly(), p.podTopologySpreadDefaultConstraints), &note),
            QString("12/100/100/100"));
        QVERIFY2(note.contains("node maxSkew 2 (the profile's default constraint, with the pod's default selector): "
                               "weight ln(4 domains + 2) = 1.791759"),
            qPrintable(note));
    }

    // scoring.go: requireAllTopologies = own constraints || !systemDefaulted.
    // A List is never systemDefaulted, so a node without every key of the
    // defaults is ignored (scored 0) in every release, where the system
    // defaults keep it from 1.23.
    void listRequiresEveryTopologyKey()
    {
        const Workspace ws = hostnameScene();
        const std::vector<TopologySpreadConstraint> systemLike
            = { defaultConstraint(3, "kubernetes.io/hostname", "ScheduleAnyway"),
                  defaultConstraint(5, "topology.kubernetes.io/zone", "ScheduleAnyway") };
        for (const char* v : { "1.22", "1.23", "1.36" })
            QCOMPARE(scores(ws, withList(spreadOnly(v), systemLike)), QString("0/0/0/0"));
        QCOMPARE(scores(ws, spreadOnly("1.22")), QString("0/0/0/0"));
        QCOMPARE(scores(ws, spreadOnly("1.23")), QString("33/55/77/100"));
        QCOMPARE(scores(ws, spreadOnly("1.36")), QString("44/66/77/100"));
        // The hostname one alone scores as the system defaults do on these
        // nodes; maxSkew 1 drops the +2: raw 7/5/4/2, 100 x (9 - s) / 7.
        QCOMPARE(scores(ws, withList(spreadOnly(), { systemLike[0] })), QString("44/66/77/100"));
        QCOMPARE(scores(ws, withList(spreadOnly(), { defaultConstraint(1, "kubernetes.io/hostname", "ScheduleAnyway") })),
            QString("28/57/71/100"));
        // DoNotSchedule defaults only: PreScore has nothing to score.
        QString note;
        QCOMPARE(scores(ws, withList(spreadOnly(), { defaultConstraint(1, "kubernetes.io/hostname", "DoNotSchedule") }),
                     &note),
            QString("skip"));
        QVERIFY2(note.contains("no ScheduleAnyway constraint among the profile's default constraints"), qPrintable(note));
        QCOMPARE(scores(ws, withList(spreadOnly(), {}), &note), QString("skip"));
        QVERIFY2(note.contains("turns the default spreading off"), qPrintable(note));
    }

    // minDomains in a default constraint: dropped while the gate is off
    // (1.26), read from 1.27. Two zones of one pod each: the global minimum
    // is 1 (skew 1 everywhere), or 0 below minDomains 3 (skew 2).
    void minDomainsGate()
    {
        Workspace ws;
        ws.nodes = { labelledNode("node-a", "zone=zone1"), labelledNode("node-b", "zone=zone1"),
            labelledNode("node-x", "zone=zone2"), labelledNode("node-y", "zone=zone2") };
        ws.pods = { podLabelled("e1", "foo=bar", "node-a"), podLabelled("e2", "foo=bar", "node-x"),
            podLabelled("p", "foo=bar") };
        ws.services.push_back(service("foo=bar"));
        TopologySpreadConstraint c = defaultConstraint(1, "zone", "DoNotSchedule");
        c.minDomains = 3;
        QCOMPARE(verdicts(ws, listProfile({ c }, "1.26")), QString("++++"));
        QCOMPARE(verdicts(ws, listProfile({ c }, "1.27")), QString("----"));
    }

    // A Deployment's replicas (ReplicaSet owner) under a MostAllocated
    // profile whose List spreads them one per node (hostname maxSkew 1,
    // DoNotSchedule): four nodes, four replicas, one each, on both paths.
    void simulationSpreadsReplicas()
    {
        Workspace ws;
        for (const char* n : { "n1", "n2", "n3", "n4" }) {
            Node node = labelledNode(n, QString("kubernetes.io/hostname=") + n);
            ws.nodes.push_back(node);
        }
        Pod web = podLabelled("web", "app=web");
        web.replicas = 4;
        web.owner = PodOwner{ "ReplicaSet", "web-5d8f" };
        ws.pods.push_back(web);
        Profile packed = simfx::kubeProfile("packed", "MostAllocated");
        packed = at(packed, "1.36");
        const SimulationResult before = simfx::bothPaths(ws, packed);
        QCOMPARE(int(simfx::placedOn(ws, before).size()), 4);
        const Profile spread = withList(packed, { defaultConstraint(1, "kubernetes.io/hostname", "DoNotSchedule") });
        const SimulationResult after = simfx::bothPaths(ws, spread);
        std::vector<std::string> nodes = simfx::placedOn(ws, after);
        std::sort(nodes.begin(), nodes.end());
        QCOMPARE(nodes, (std::vector<std::string> { "n1", "n2", "n3", "n4" }));
        // Without the List, MostAllocated piles them on one node.
        std::vector<std::string> packedNodes = simfx::placedOn(ws, before);
        std::sort(packedNodes.begin(), packedNodes.end());
        packedNodes.erase(std::unique(packedNodes.begin(), packedNodes.end()), packedNodes.end());
        QCOMPARE(int(packedNodes.size()), 1);
    }

    // The workspace keeps every field of the defaults, and reads back the
    // same profile.
    void workspaceRoundTrip()
    {
        Workspace ws;
        ws.nodes.push_back(simfx::node("a", res({ { "cpu", "8" }, { "memory", "16Gi" } })));
        TopologySpreadConstraint zone = defaultConstraint(2, "topology.kubernetes.io/zone", "DoNotSchedule");
        zone.minDomains = 3;
        zone.nodeAffinityPolicy = "Ignore";
        zone.nodeTaintsPolicy = "Honor";
        zone.matchLabelKeys = { "pod-template-hash" };
        Profile p = listProfile({ defaultConstraint(1, "kubernetes.io/hostname", "ScheduleAnyway"), zone });
        p.pluginsSet = true;
        p.fit.enabled = true;
        p.podTopologySpread = { true, 5, true };
        ws.profiles.push_back(p);
        const std::string text = writeWorkspace(ws);
        QVERIFY2(text.find("        defaultingType: List\n        defaultConstraints:\n        - maxSkew: 1\n")
                != std::string::npos,
            text.c_str());
        const Workspace back = readWorkspace(text, "w.yaml");
        QCOMPARE(back.profiles.size(), size_t(1));
        QVERIFY(back.profiles[0].podTopologySpreadList);
        QVERIFY(back.profiles[0].podTopologySpreadDefaultConstraints == p.podTopologySpreadDefaultConstraints);
        QCOMPARE(writeWorkspace(back), text);
    }

    // ValidatePodTopologySpreadArgs, each problem at its line and field.
    void workspaceErrors()
    {
        QCOMPARE(workspaceError("        defaultingType: List\n        defaultConstraints:\n"
                                "        - {maxSkew: 1, topologyKey: zone, whenUnsatisfiable: DoNotSchedule,\n"
                                "           labelSelector: {matchLabels: {app: web}}}\n"),
            QString("w.yaml:15:27: profiles[0].plugins.PodTopologySpread.args.defaultConstraints[0]."
                    "labelSelector: a default constraint takes no labelSelector: the scheduler gives each pod its own "
                    "(the selectors of its Services and controller); remove labelSelector"));
        QCOMPARE(workspaceError("        defaultingType: List\n        defaultConstraints:\n"
                                "        - {maxSkew: 1, topologyKey: zone, whenUnsatisfiable: DoNotSchedule}\n"
                                "        - {maxSkew: 2, topologyKey: zone, whenUnsatisfiable: DoNotSchedule}\n"),
            QString("w.yaml:15:11: profiles[0].plugins.PodTopologySpread.args.defaultConstraints[1]: duplicate "
                    "value \"{zone, DoNotSchedule}\" ({topologyKey, whenUnsatisfiable}); "
                    "profiles[0].plugins.PodTopologySpread.args.defaultConstraints[0] has the same pair; expected each "
                    "pair of topologyKey and whenUnsatisfiable once in defaultConstraints"));
        QVERIFY(workspaceError("        defaultingType: List\n        defaultConstraints:\n"
                               "        - {maxSkew: 0, topologyKey: zone, whenUnsatisfiable: DoNotSchedule}\n")
                    .contains("defaultConstraints[0].maxSkew: 0 must be greater than zero"));
        QVERIFY(workspaceError("        defaultingType: List\n        defaultConstraints:\n"
                               "        - {maxSkew: 1, topologyKey: zone, whenUnsatisfiable: Never}\n")
                    .contains("defaultConstraints[0].whenUnsatisfiable: unsupported whenUnsatisfiable \"Never\""));
        QVERIFY(workspaceError("        defaultingType: List\n        defaultConstraints:\n"
                               "        - {maxSkew: 1, whenUnsatisfiable: DoNotSchedule}\n")
                    .contains("defaultConstraints[0].topologyKey"));
        QVERIFY(workspaceError("        defaultingType: System\n        defaultConstraints:\n"
                               "        - {maxSkew: 1, topologyKey: zone, whenUnsatisfiable: DoNotSchedule}\n")
                    .contains("when .defaultingType is System, .defaultConstraints must be empty"));
    }

    // A KubeSchedulerConfiguration's List imports, exports and imports back
    // in v1, v1beta3 and v1beta2; v1beta1 says List by the constraints alone.
    void configRoundTrip()
    {
        const ImportResult in = importSchedulerConfig(
            "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\nprofiles:\n"
            "- schedulerName: default-scheduler\n  pluginConfig:\n  - name: PodTopologySpread\n    args:\n"
            "      defaultingType: List\n      defaultConstraints:\n"
            "      - {maxSkew: 1, topologyKey: topology.kubernetes.io/zone, whenUnsatisfiable: ScheduleAnyway}\n"
            "      - {maxSkew: 2, topologyKey: kubernetes.io/hostname, whenUnsatisfiable: DoNotSchedule,\n"
            "         nodeTaintsPolicy: honor, matchLabelKeys: [pod-template-hash]}\n",
            "c.yaml");
        QVERIFY2(in.ok(), qPrintable(firstError(in.diagnostics)));
        const Profile& p = in.profiles.at(0);
        QVERIFY(p.podTopologySpreadList);
        QCOMPARE(p.podTopologySpreadDefaultConstraints.size(), size_t(2));
        QCOMPARE(*p.podTopologySpreadDefaultConstraints[1].nodeTaintsPolicy, std::string("honor"));
        QStringList warnings;
        for (const Diagnostic& d : in.diagnostics)
            warnings << QString::fromStdString(d.toString());
        QVERIFY2(warnings.join('\n').contains("c.yaml:12:28: warning: profiles[0].pluginConfig[0].args."
                                              "defaultConstraints[1].nodeTaintsPolicy: \"honor\" is neither Honor "
                                              "nor Ignore"),
            qPrintable(warnings.join('\n')));
        QVERIFY2(warnings.join('\n').contains("matchLabelKeys have no effect in a default constraint"),
            qPrintable(warnings.join('\n')));

        for (ConfigFormat f : { ConfigFormat::KubeV1, ConfigFormat::KubeV1beta3, ConfigFormat::KubeV1beta2,
                 ConfigFormat::KubeV1beta1 }) {
            ExportOptions o;
            o.format = f;
            const Profile q = at(p, simfx::releaseServing(f));
            const ExportResult r = exportProfiles({ &q }, o);
            QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
            QVERIFY2(r.text.find("      - maxSkew: 2\n        topologyKey: kubernetes.io/hostname\n"
                                 "        whenUnsatisfiable: DoNotSchedule\n        nodeTaintsPolicy: honor\n"
                                 "        matchLabelKeys:\n        - pod-template-hash\n")
                    != std::string::npos,
                r.text.c_str());
            QCOMPARE(r.text.find("defaultingType: List") != std::string::npos, f != ConfigFormat::KubeV1beta1);
            const ImportResult back = importSchedulerConfig(r.text, "x.yaml");
            QVERIFY2(back.ok(), qPrintable(firstError(back.diagnostics)));
            QVERIFY(back.profiles.at(0).podTopologySpreadList);
            QVERIFY(back.profiles.at(0).podTopologySpreadDefaultConstraints == p.podTopologySpreadDefaultConstraints);
            // Saved as a workspace, the imported profile keeps them (the
            // import lists its plugins, so that their args are written).
            Workspace saved;
            saved.profiles = back.profiles;
            const Workspace reread = readWorkspace(writeWorkspace(saved), "w.yaml");
            QVERIFY(reread.profiles.at(0).podTopologySpreadDefaultConstraints == p.podTopologySpreadDefaultConstraints);
        }
        // A labelSelector is refused where it is.
        const ImportResult bad = importSchedulerConfig(
            "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\nprofiles:\n"
            "- schedulerName: default-scheduler\n  pluginConfig:\n  - name: PodTopologySpread\n    args:\n"
            "      defaultingType: List\n      defaultConstraints:\n"
            "      - maxSkew: 1\n        topologyKey: zone\n        whenUnsatisfiable: DoNotSchedule\n"
            "        labelSelector: {}\n",
            "c.yaml");
        QVERIFY(!bad.ok());
        QVERIFY2(firstError(bad.diagnostics)
                     .startsWith("c.yaml:13:24: profiles[0].pluginConfig[0].args.defaultConstraints[0]."
                                 "labelSelector: a default constraint takes no labelSelector"),
            qPrintable(firstError(bad.diagnostics)));
    }
};

QTEST_GUILESS_MAIN(TestSpreadDefaults)
#include "test_spread_defaults.moc"
