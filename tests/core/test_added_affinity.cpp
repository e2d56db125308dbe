// SPDX-License-Identifier: GPL-3.0-or-later
// NodeAffinity's addedAffinity (NodeAffinityArgs): its required terms are
// ANDed with every pod's (checked first, "node(s) didn't match
// scheduler-enforced node affinity"), its preferred terms score with every
// pod's. Cases from upstream's nodeaffinity/node_affinity_test.go
// (TestNodeAffinity: "Matches added affinity and Pod's node affinity",
// "Matches added affinity but not Pod's node affinity", "Doesn't match added
// affinity"; TestNodeAffinityPriority: "added affinity", "added affinity and
// pod has default affinity"); PreScore's Skip (1.30) on both sides; the
// simulator; the workspace, v1 and v1beta1 round trips.
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "placement_fixtures.h"
#include "scoring/default_scores.h"
#include "scoring/node_filters.h"
#include "scoring/report.h"
#include "sim/simulator.h"
#include "other_score_fixtures.h"
#include "sim_fixtures.h"

#include <QTest>

using namespace bp;
using simfx::at;
using simfx::labelledNode;
using simfx::labels;
using simfx::res;

namespace {

NodeSelectorRequirement req(const std::string& key, const std::string& op, std::vector<std::string> values)
{
    return NodeSelectorRequirement { key, op, std::move(values) };
}

NodeSelector selectorOf(std::vector<NodeSelectorRequirement> expressions, std::vector<NodeSelectorRequirement> fields = {})
{
    NodeSelectorTerm t;
    t.matchExpressions = std::move(expressions);
    t.matchFields = std::move(fields);
    return NodeSelector { { t } };
}

PreferredSchedulingTerm preferred(int32_t weight, std::vector<NodeSelectorRequirement> expressions)
{
    PreferredSchedulingTerm t;
    t.weight = weight;
    t.preference.matchExpressions = std::move(expressions);
    return t;
}

Profile withAdded(Profile p, NodeAffinity added)
{
    p.nodeAffinityArgsSet = true;
    p.addedAffinity = std::move(added);
    return p;
}

// A profile that scores with NodeAffinity alone.
Profile affinityOnly(const std::string& version = "1.36")
{
    Profile p;
    p.name = "affinity";
    p.pluginsSet = true;
    p.nodeAffinity.enabled = true;
    return at(p, version);
}

Pod pendingPod(std::optional<NodeAffinity> own = std::nullopt)
{
    Pod p = simfx::pod("p", res({ { "cpu", "100m" } }));
    if (own) {
        p.affinity = Affinity {};
        p.affinity->nodeAffinity = std::move(own);
    }
    return p;
}

// The filters' verdict for "p" on every node: "+" passes, else the reason.
QStringList verdicts(const Workspace& ws, const Profile& profile)
{
    const ScoringScene sc = buildScoringScene(ws, profile, std::string("p"));
    QStringList out;
    for (size_t i = 0; i < sc.state.nodes.size(); ++i) {
        const NodeVerdicts* v = sc.demand.verdicts.get();
        const int32_t f = v ? v->byNode[i] : -1;
        out << (f < 0 ? QStringLiteral("+") : QString::fromStdString(v->failures[static_cast<size_t>(f)].reason));
    }
    return out;
}

QString scores(const Workspace& ws, const Profile& profile)
{
    return simfx::otherScores(ws, profile);
}

QString firstError(const std::vector<Diagnostic>& ds)
{
    for (const Diagnostic& d : ds)
        if (d.severity == Diagnostic::Severity::Error)
            return QString::fromStdString(d.toString());
    return {};
}

} // namespace

class TestAddedAffinity : public QObject {
    Q_OBJECT
private slots:
    void filterCases()
    {
        Workspace ws;
        ws.nodes = { labelledNode("node1", "zone=bar"), labelledNode("node2", "zone=foo") };
        NodeAffinity onNode2;
        onNode2.requiredDuringSchedulingIgnoredDuringExecution
            = selectorOf({}, { req("metadata.name", "In", { "node2" }) });
        NodeAffinity zoneFoo;
        zoneFoo.requiredDuringSchedulingIgnoredDuringExecution = selectorOf({ req("zone", "In", { "foo" }) });
        NodeAffinity zoneBar;
        zoneBar.requiredDuringSchedulingIgnoredDuringExecution = selectorOf({ req("zone", "In", { "bar" }) });
        const Profile base = at(simfx::defaultProfile("d"), "1.36");
        // "Matches added affinity and Pod's node affinity" (node2).
        ws.pods = { pendingPod(zoneFoo) };
        QCOMPARE(verdicts(ws, withAdded(base, onNode2)).at(1), QStringLiteral("+"));
        // "Matches added affinity but not Pod's node affinity": the pod's reason.
        ws.pods = { pendingPod(zoneBar) };
        QCOMPARE(verdicts(ws, withAdded(base, onNode2)).at(1),
            QStringLiteral("node(s) didn't match Pod's node affinity/selector"));
        // "Doesn't match added affinity": the added terms are checked first.
        ws.pods = { pendingPod() };
        QCOMPARE(verdicts(ws, withAdded(base, zoneBar)),
            (QStringList { "+", "node(s) didn't match scheduler-enforced node affinity" }));
        // node1 fails both: the enforced reason, as upstream checks it first.
        ws.pods = { pendingPod(zoneFoo) };
        QCOMPARE(verdicts(ws, withAdded(base, onNode2)).at(0),
            QStringLiteral("node(s) didn't match scheduler-enforced node affinity"));
        // Volcano builds NodeAffinityArgs{}: a Volcano profile has no added affinity.
        QVERIFY(!enforcedNodeSelector(withAdded(simfx::volcanoBinpack("vc"), zoneBar)));
        // A profile with the NodeAffinity filter off passes every node.
        Profile off = withAdded(base, zoneBar);
        off.disabledFilters = { "NodeAffinity" };
        QCOMPARE(verdicts(ws, off), (QStringList { "+", "+" }));
    }

    void scoreCases()
    {
        Workspace ws;
        ws.nodes = { labelledNode("node1", "foo=bar"), labelledNode("node2", "key=value") };
        NodeAffinity affinity1;
        affinity1.preferredDuringSchedulingIgnoredDuringExecution = { preferred(2, { req("foo", "In", { "bar" }) }) };
        // "added affinity": the pod has none; the profile's term scores.
        ws.pods = { pendingPod() };
        QCOMPARE(scores(ws, withAdded(affinityOnly(), affinity1)), QString("100/0"));
        // "added affinity and pod has default affinity": 2, 3, 2 + 3.
        ws.nodes.push_back(labelledNode("node3", "foo=bar,key=value,az=az1"));
        ws.pods = { pendingPod(affinity1) };
        NodeAffinity added;
        added.preferredDuringSchedulingIgnoredDuringExecution = { preferred(3, { req("key", "In", { "value" }) }) };
        QCOMPARE(scores(ws, withAdded(affinityOnly(), added)), QString("40/60/100"));
        // Without it, the pod's own term alone.
        QCOMPARE(scores(ws, affinityOnly()), QString("100/0/100"));
    }

    // PreScore returns Skip (1.30+) only when the pod has no preferred terms
    // and there are no added ones; any addedAffinity makes
    // addedPrefSchedTerms non-nil, so no Skip (every node 0).
    void preScoreSkip()
    {
        Workspace ws;
        ws.nodes = { labelledNode("node1", "foo=bar"), labelledNode("node2", "key=value") };
        ws.pods = { pendingPod() };
        NodeAffinity requiredOnly;
        requiredOnly.requiredDuringSchedulingIgnoredDuringExecution = selectorOf({ req("foo", "Exists", {}) });
        QCOMPARE(scores(ws, affinityOnly("1.30")), QString("skip"));
        QCOMPARE(scores(ws, affinityOnly("1.29")), QString("0/0"));
        // node2 is filtered out by the enforced selector: node1 alone.
        QCOMPARE(scores(ws, withAdded(affinityOnly("1.30"), requiredOnly)), QString("0"));
        QCOMPARE(scores(ws, withAdded(affinityOnly("1.29"), requiredOnly)), QString("0"));
    }

    // The simulator keeps every replica off the nodes the added affinity
    // excludes, on both paths, and says why a pod fits nowhere.
    void simulation()
    {
        Workspace ws;
        ws.nodes = { simfx::node("a", res({ { "cpu", "4" } })), simfx::node("b", res({ { "cpu", "4" } })) };
        ws.nodes[0].labels = labels("pool=batch");
        ws.nodes[1].labels = labels("pool=web");
        Pod web = simfx::pod("web", res({ { "cpu", "1" } }));
        web.replicas = 6;
        ws.pods = { web };
        NodeAffinity batchOnly;
        batchOnly.requiredDuringSchedulingIgnoredDuringExecution = selectorOf({ req("pool", "In", { "batch" }) });
        const Profile p = withAdded(at(simfx::kubeProfile("spread", "LeastAllocated"), "1.36"), batchOnly);
        const SimulationResult r = simfx::bothPaths(ws, p);
        QCOMPARE(simfx::placedOn(ws, r), (std::vector<std::string> { "a", "a", "a", "a", "-", "-" }));
        QVERIFY2(r.placements.back().reason.find("1 node(s) didn't match scheduler-enforced node affinity")
                != std::string::npos,
            r.placements.back().reason.c_str());
    }

    void workspaceRoundTrip()
    {
        Workspace ws;
        ws.nodes.push_back(simfx::node("a", res({ { "cpu", "8" }, { "memory", "16Gi" } })));
        NodeAffinity added;
        added.requiredDuringSchedulingIgnoredDuringExecution
            = selectorOf({ req("pool", "NotIn", { "gpu", "spot" }) }, { req("metadata.name", "In", { "a" }) });
        added.preferredDuringSchedulingIgnoredDuringExecution = { preferred(7, { req("zone", "Exists", {}) }) };
        Profile p = withAdded(at(simfx::defaultProfile("d"), "1.36"), added);
        p.pluginsSet = true;
        p.fit.enabled = true;
        p.nodeAffinity = { true, 2, true };
        ws.profiles.push_back(p);
        const std::string text = writeWorkspace(ws);
        QVERIFY2(text.find("    NodeAffinity:\n      weight: 2\n      args:\n        addedAffinity:\n") != std::string::npos,
            text.c_str());
        const Workspace back = readWorkspace(text, "w.yaml");
        QVERIFY(back.profiles.at(0).nodeAffinityArgsSet);
        QVERIFY(back.profiles.at(0).addedAffinity == p.addedAffinity);
        QCOMPARE(writeWorkspace(back), text);
        // A bad operator is refused at its line, with the pod rules.
        try {
            readWorkspace("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\n"
                          "profiles:\n- name: d\n  plugins:\n    NodeResourcesFit: {}\n"
                          "    NodeAffinity:\n      args:\n        addedAffinity:\n"
                          "          requiredDuringSchedulingIgnoredDuringExecution:\n"
                          "            nodeSelectorTerms:\n"
                          "            - matchExpressions: [{key: pool, operator: Within, values: [a]}]\n",
                "w.yaml");
            QFAIL("accepted an unknown operator");
        } catch (const InputError& e) {
            const QString m = QString::fromStdString(e.diagnostics().front().toString());
            QVERIFY2(m.startsWith("w.yaml:12:") && m.contains("plugins.NodeAffinity.args.addedAffinity."
                                                              "requiredDuringSchedulingIgnoredDuringExecution."
                                                              "nodeSelectorTerms[0].matchExpressions[0].operator"),
                qPrintable(m));
        }
    }

    void configRoundTrip()
    {
        const ImportResult in = importSchedulerConfig(
            "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\nprofiles:\n"
            "- schedulerName: pool-a\n  pluginConfig:\n  - name: NodeAffinity\n    args:\n"
            "      addedAffinity:\n        requiredDuringSchedulingIgnoredDuringExecution:\n"
            "          nodeSelectorTerms:\n          - matchExpressions:\n"
            "            - {key: cloud.google.com/gke-nodepool, operator: In, values: [pool-a]}\n"
            "          - matchFields:\n            - {key: metadata.name, operator: In, values: [n1]}\n"
            "        preferredDuringSchedulingIgnoredDuringExecution:\n"
            "        - {weight: 5, preference: {matchExpressions: [{key: zone, operator: Exists}]}}\n"
            "        - {weight: 1, preference: {}}\n",
            "c.yaml");
        QVERIFY2(in.ok(), qPrintable(firstError(in.diagnostics)));
        const Profile& p = in.profiles.at(0);
        QVERIFY(p.nodeAffinityArgsSet && p.addedAffinity);
        QCOMPARE(p.addedAffinity->requiredDuringSchedulingIgnoredDuringExecution->nodeSelectorTerms.size(), size_t(2));
        QCOMPARE(p.addedAffinity->preferredDuringSchedulingIgnoredDuringExecution.size(), size_t(2));
        for (ConfigFormat f : { ConfigFormat::KubeV1, ConfigFormat::KubeV1beta3, ConfigFormat::KubeV1beta2,
                 ConfigFormat::KubeV1beta1 }) {
            ExportOptions o;
            o.format = f;
            const Profile q = at(p, simfx::releaseServing(f));
            const ExportResult r = exportProfiles({ &q }, o);
            QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
            QVERIFY2(r.text.find("  - name: NodeAffinity\n    args:\n      addedAffinity:\n"
                                 "        requiredDuringSchedulingIgnoredDuringExecution:\n"
                                 "          nodeSelectorTerms:\n          - matchExpressions:\n"
                                 "            - key: cloud.google.com/gke-nodepool\n              operator: In\n"
                                 "              values:\n              - pool-a\n          - matchFields:\n")
                    != std::string::npos,
                r.text.c_str());
            const ImportResult back = importSchedulerConfig(r.text, "x.yaml");
            QVERIFY2(back.ok(), qPrintable(firstError(back.diagnostics)));
            QVERIFY(back.profiles.at(0).addedAffinity == p.addedAffinity);
        }
        // A Policy cannot carry it.
        ExportOptions policy;
        policy.format = ConfigFormat::Policy;
        const Profile old = at(p, "1.22");
        QVERIFY(!exportProfiles({ &old }, policy).ok());
    }
};

QTEST_GUILESS_MAIN(TestAddedAffinity)
#include "test_added_affinity.moc"
