// SPDX-License-Identifier: GPL-3.0-or-later
// Kubernetes 1.16's priorities besides the resource ones
// (scoring/default_scores.h): TaintTolerationPriority, NodeAffinityPriority,
// InterPodAffinityPriority, ImageLocalityPriority, SelectorSpreadPriority and
// NodePreferAvoidPodsPriority, on MaxPriority 10, as the DefaultProvider runs
// them with every 1.16 profile. Upstream's 1.16 test tables
// (pkg/scheduler/algorithm/priorities/*_test.go; the spreading ones are read
// from tests/data/upstream-1.16-spreading.json), the 1.22 side of each rule
// that changed, the sum, the Policy export and the simulator.
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "other_score_fixtures.h"
#include "scoring/default_scores.h"
#include "scoring/report.h"
#include "scoring/why_not_pack.h"
#include "sim/simulator.h"
#include "sim_fixtures.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <set>

using namespace bp;
using namespace otherfx;
using simfx::at;

namespace {

Profile legacyProfile(const std::string& version = "1.16")
{
    Profile p;
    p.name = "legacy";
    return at(p, version);
}

// 1.16 with MostRequestedPriority as its only resource priority (the
// DefaultProvider's other priorities, unless legacyPriorities say otherwise).
Profile mostRequested()
{
    Profile p = legacyProfile();
    p.pluginsSet = true;
    p.fit = PluginEntry { true, 1, true };
    p.fitArgsSet = true;
    ScoringStrategy most;
    most.type = "MostAllocated";
    most.resources = { ResourceSpec { "cpu", 1 }, ResourceSpec { "memory", 1 } };
    p.fitArgs.scoringStrategy = most;
    return p;
}

// One plugin's scores for the pod "p" under the release's default profile:
// "10/0/5"; "none" when the release does not run it.
// TestHardPodAffinitySymmetricWeight's term: required pod affinity to service S1 by region.
Affinity requiredS1InRegion()
{
    Affinity a;
    a.podAffinity = PodAffinity {};
    PodAffinityTerm term;
    LabelSelectorSpec service;
    service.matchExpressions = { labelReq("service", "In", { "S1" }) };
    term.labelSelector = service;
    term.topologyKey = "region";
    a.podAffinity->requiredDuringSchedulingIgnoredDuringExecution = { term };
    return a;
}

QString pluginScores(const Workspace& ws, OtherScore plugin, const std::string& version = "1.16")
{
    const ScoringScene sc = buildScoringScene(ws, legacyProfile(version), std::string("p"));
    for (const OtherPluginScores& o : sc.otherScores)
        if (o.plugin == plugin)
            return simfx::scoresText(o);
    return "none";
}

Labels fromJson(const QJsonValue& v)
{
    Labels out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        out.emplace_back(it.key().toStdString(), it.value().toString().toStdString());
    return out;
}

QJsonObject spreadingTables()
{
    QFile f(QStringLiteral(BP_TEST_DATA_DIR "/upstream-1.16-spreading.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open upstream-1.16-spreading.json");
    return QJsonDocument::fromJson(f.readAll()).object();
}

// Upstream's namespace "" is a namespace of its own there ("default" is
// another); a workspace reads "" as "default".
std::string ns(const QJsonValue& v)
{
    const std::string s = v.toString().toStdString();
    return s.empty() ? "upstream-empty" : s;
}

std::string owned(const std::string& kind, const std::string& uid)
{
    return R"({"preferAvoidPods": [{"podSignature": {"podController": {"apiVersion": "v1", "kind": ")" + kind
        + R"(", "name": "foo", "uid": ")" + uid + R"(", "controller": true}}, "reason": "some reason"}]})";
}

} // namespace

class TestLegacyPriorities : public QObject {
    Q_OBJECT

private slots:
    // taint_toleration_test.go TestTaintAndToleration (1.16), and the same
    // counts on DefaultNormalizeScore(100) in 1.22.
    void taintToleration_data() { addTaintTolerationRows(10); }
    void taintToleration()
    {
        QFETCH(QString, tolerations);
        QFETCH(QString, taints);
        QFETCH(QString, want);
        const Workspace ws = taintTolerationCase(tolerations, taints);
        QCOMPARE(pluginScores(ws, OtherScore::TaintToleration), want);
        QStringList hundred;
        for (const QString& s : want.split('/'))
            hundred << QString::number(s.toInt() * 10);
        QCOMPARE(pluginScores(ws, OtherScore::TaintToleration, "1.22"), hundred.join('/'));
    }

    // node_affinity_test.go TestNodeAffinityPriority (1.16), and 1.16's
    // matching by matchExpressions alone.
    void nodeAffinity()
    {
        const QString label1 = "foo=bar", label2 = "key=value", label3 = "az=az1", label4 = "abc=az11,def=az22",
                      label5 = "foo=bar,key=value,az=az1";
        const auto affinity1 = [] { return std::vector { preferred(2, { req("foo", "In", { "bar" }) }) }; };
        const auto affinity2 = [] {
            return std::vector {
                preferred(2, { req("foo", "In", { "bar" }) }), preferred(4, { req("key", "In", { "value" }) }),
                preferred(5, { req("foo", "In", { "bar" }), req("key", "In", { "value" }), req("az", "In", { "az1" }) })
            };
        };
        const auto run = [](std::vector<std::pair<std::string, QString>> nodes,
                             std::optional<std::vector<PreferredSchedulingTerm>> terms, const std::string& v = "1.16") {
            Workspace ws;
            for (const auto& [name, l] : nodes)
                ws.nodes.push_back(labelledNode(name, l));
            Pod p = pending();
            if (terms)
                preferNodes(p, *terms);
            ws.pods.push_back(p);
            return pluginScores(ws, OtherScore::NodeAffinity, v);
        };
        QCOMPARE(run({ { "machine1", label1 }, { "machine2", label2 }, { "machine3", label3 } }, std::nullopt),
            QString("0/0/0")); // "all machines are same priority as NodeAffinity is nil"
        QCOMPARE(run({ { "machine1", label4 }, { "machine2", label2 }, { "machine3", label3 } }, affinity1()),
            QString("0/0/0")); // "no machine macthes preferred scheduling requirements in NodeAffinity of pod so ..."
        QCOMPARE(run({ { "machine1", label1 }, { "machine2", label2 }, { "machine3", label3 } }, affinity1()),
            QString("10/0/0")); // "only machine1 matches the preferred scheduling requirements of pod"
        QCOMPARE(run({ { "machine1", label1 }, { "machine5", label5 }, { "machine2", label2 } }, affinity2()),
            QString("1/10/3")); // "all machines matches the preferred scheduling requirements of pod but with different
                                // priorities "
        // NodeSelectorRequirementsAsSelector(Preference.MatchExpressions):
        // 1.16 ignores matchFields (a term of them alone is labels.Nothing());
        // 1.22 matches them (metadata.name).
        PreferredSchedulingTerm byName;
        byName.weight = 3;
        NodeSelectorRequirement name = req("metadata.name", "In", { "machine2" });
        byName.preference.matchFields = { name };
        PreferredSchedulingTerm both = preferred(1, { req("foo", "In", { "bar" }) });
        both.preference.matchFields = { name };
        QCOMPARE(
            run({ { "machine1", label1 }, { "machine2", label2 } }, std::vector { byName, both }), QString("10/0"));
        QCOMPARE(run({ { "machine1", label1 }, { "machine2", label2 } }, std::vector { byName, both }, "1.22"),
            QString("0/100"));
    }

    // image_locality_test.go TestImageLocalityPriority (1.16): one
    // maxThreshold of 1000 MiB for the pod, 0..10.
    void imageLocality()
    {
        const auto run = [](std::vector<Node> nodes, std::vector<std::string> images, const std::string& v = "1.16") {
            const Workspace ws = imageCase(std::move(nodes), images);
            return pluginScores(ws, OtherScore::ImageLocality, v);
        };
        QCOMPARE(run({ node403002000("machine1"), node25010("machine2") }, { "gcr.io/40", "gcr.io/250" }),
            QString("0/1")); // "two images spread on two nodes, prefer the larger image one"
        QCOMPARE(run({ node403002000("machine1"), node25010("machine2") }, { "gcr.io/40", "gcr.io/300" }),
            QString("1/0")); // "two images on one node, prefer this node"
        QCOMPARE(run({ node403002000("machine1"), node25010("machine2") }, { "gcr.io/10", "gcr.io/2000" }),
            QString("10/0")); // "if exceed limit, use limit"
        // 1.17's "if exceed limit, use limit (with node which has no images
        // present)" computed by 1.16's code: int64(2000 MiB x (1/3)) =
        // 699050666 -> 10 x (699050666 - 23 MiB) / 977 MiB = 6.
        QCOMPARE(run({ node403002000("machine1"), node25010("machine2"), imageNode("machine3", {}) },
                     { "gcr.io/10", "gcr.io/2000" }),
            QString("6/0/0"));
        // 1.22 (maxThreshold 1000 MiB per container: 2000 MiB for two):
        // 2000 MiB/2 = 1000 MiB -> 100 x 977/1977 = 49.
        QCOMPARE(run({ node403002000("machine1"), node25010("machine2") }, { "gcr.io/10", "gcr.io/2000" }, "1.22"),
            QString("49/0"));
    }

    // interpod_affinity_test.go TestInterPodAffinityPriority and
    // TestHardPodAffinitySymmetricWeight (1.16.1+; hardPodAffinityWeight 1).
    void interPodAffinity()
    {
        using Existing = ExistingPod;
        const auto run = [](std::vector<std::pair<std::string, QString>> nodes, std::vector<Existing> existing, Pod p,
                             const std::string& v = "1.16") {
            const Workspace ws = affinityCase(nodes, existing, p);
            return pluginScores(ws, OtherScore::InterPodAffinity, v);
        };
        const QString china = "region=China", india = "region=India", az1 = "az=az1", az2 = "az=az2",
                      chinaAz1 = "region=China,az=az1";
        const QString s1 = "security=S1", s2 = "security=S2";
        const std::vector<std::pair<std::string, QString>> three
            = { { "machine1", china }, { "machine2", india }, { "machine3", az1 } };
        // "all machines are same priority as Affinity is nil"
        QCOMPARE(run(three, {}, pending(s1)), QString("0/0/0"));
        // "Affinity: pod that matches topology key & pods in nodes will get high score comparing to others" +
        // "which doesn't match either pods in nodes or in topology key"
        QCOMPARE(run(three, { { "machine1", s1, {}, {} }, { "machine2", s2, {}, {} }, { "machine3", s1, {}, {} } },
                     withAffinity(pending(s1), stayWithS1InRegion())),
            QString("10/0/0"));
        // "All the nodes that have the same topology key & label value with one of them has an existing pod that
        // match the affinity rules, have the same score"
        QCOMPARE(run({ { "machine1", china }, { "machine2", chinaAz1 }, { "machine3", india } },
                     { { "machine1", s1, {}, {} } }, withAffinity(pending(), stayWithS1InRegion())),
            QString("10/10/0"));
        // "Affinity: nodes in one region has more matching pods comparing to other reqion, so the region which has
        // more macthes will get high score"
        QCOMPARE(run({ { "machine1", china }, { "machine2", india }, { "machine3", china }, { "machine4", china },
                         { "machine5", india } },
                     { { "machine1", s2, {}, {} }, { "machine1", s2, {}, {} }, { "machine2", s2, {}, {} },
                         { "machine3", s2, {}, {} }, { "machine4", s2, {}, {} }, { "machine5", s2, {}, {} } },
                     withAffinity(pending(s1), stayWithS2InRegion())),
            QString("10/5/10/10/5"));
        // "Affinity: different Label operators and values for pod affinity scheduling preference, including some
        // match failures "
        Affinity affinity3;
        affinity3.podAffinity = PodAffinity {};
        affinity3.podAffinity->preferredDuringSchedulingIgnoredDuringExecution = {
            weightedTerm(
                8, { labelReq("security", "NotIn", { "S1" }), labelReq("security", "In", { "S2" }) }, "region"),
            weightedTerm(2, { labelReq("security", "Exists", {}), labelReq("wrongkey", "DoesNotExist", {}) }, "region")
        };
        QCOMPARE(run(three, { { "machine1", s1, {}, {} }, { "machine2", s2, {}, {} }, { "machine3", s1, {}, {} } },
                     withAffinity(pending(s1), affinity3)),
            QString("2/10/0"));
        // "Affinity symmetry: considred only the preferredDuringSchedulingIgnoredDuringExecution in pod affinity
        // symmetry"
        QCOMPARE(
            run(three, { { "machine1", s1, stayWithS1InRegion(), {} }, { "machine2", s2, stayWithS2InRegion(), {} } },
                pending(s2)),
            QString("0/10/0"));
        // "Affinity symmetry: considred RequiredDuringSchedulingIgnoredDuringExecution in pod affinity symmetry"
        QCOMPARE(
            run(three, { { "machine1", s1, hardAffinity(), {} }, { "machine2", s2, hardAffinity(), {} } }, pending(s1)),
            QString("10/10/0"));
        // "Anti Affinity: pod that doesnot match existing pods in node will get high score "
        QCOMPARE(run({ { "machine1", az1 }, { "machine2", china } },
                     { { "machine1", s1, {}, {} }, { "machine2", s2, {}, {} } },
                     withAffinity(pending(s1), awayFromS1InAz())),
            QString("0/10"));
        // "Anti Affinity: pod that does not matches topology key & matches the pods in nodes will get higher score
        // comparing to others "
        QCOMPARE(run({ { "machine1", az1 }, { "machine2", china } },
                     { { "machine1", s1, {}, {} }, { "machine2", s1, {}, {} } },
                     withAffinity(pending(s1), awayFromS1InAz())),
            QString("0/10"));
        // "Anti Affinity: one node has more matching pods comparing to other node, so the node which has more
        // unmacthes will get high score"
        QCOMPARE(run({ { "machine1", az1 }, { "machine2", india } },
                     { { "machine1", s1, {}, {} }, { "machine1", s1, {}, {} }, { "machine2", s2, {}, {} } },
                     withAffinity(pending(s1), awayFromS1InAz())),
            QString("0/10"));
        // "Anti Affinity symmetry: the existing pods in node which has anti affinity match will get high score"
        QCOMPARE(
            run({ { "machine1", az1 }, { "machine2", az2 } },
                { { "machine1", s1, awayFromS2InAz(), {} }, { "machine2", s2, awayFromS1InAz(), {} } }, pending(s2)),
            QString("0/10"));
        // "Affinity and Anti Affinity: considered only preferredDuringSchedulingIgnoredDuringExecution in both pod
        // affinity & anti affinity"
        QCOMPARE(run({ { "machine1", china }, { "machine2", az1 } },
                     { { "machine1", s1, {}, {} }, { "machine2", s1, {}, {} } },
                     withAffinity(pending(s1), stayWithS1InRegionAwayFromS2InAz())),
            QString("10/0"));
        // "Affinity and Anti Affinity: considering both affinity and anti-affinity, the pod to schedule and
        // existing pods have the same labels": 1.16 starts min at 0, so India's 16 of 40 is 4, not 0.
        const std::vector<std::pair<std::string, QString>> five = { { "machine1", chinaAz1 }, { "machine2", india },
            { "machine3", china }, { "machine4", china }, { "machine5", india } };
        const std::vector<Existing> sameLabels = { { "machine1", s1, {}, {} }, { "machine1", s1, {}, {} },
            { "machine2", s1, {}, {} }, { "machine3", s1, {}, {} }, { "machine3", s1, {}, {} },
            { "machine4", s1, {}, {} }, { "machine5", s1, {}, {} } };
        QCOMPARE(run(five, sameLabels, withAffinity(pending(s1), stayWithS1InRegionAwayFromS2InAz())),
            QString("10/4/10/10/4"));
        // The 1.22 side: min starts at the smallest count (scoring.go).
        QCOMPARE(run(five, sameLabels, withAffinity(pending(s1), stayWithS1InRegionAwayFromS2InAz()), "1.22"),
            QString("100/0/100/100/0"));
        // "Affinity and Anti Affinity and symmetry: considered only preferredDuringSchedulingIgnoredDuringExecution
        // in both pod affinity & anti affinity & symmetry"
        QCOMPARE(run({ { "machine1", china }, { "machine2", az1 }, { "machine3", india }, { "machine4", az2 } },
                     { { "machine1", s1, {}, {} }, { "machine2", s2, {}, {} },
                         { "machine3", {}, stayWithS1InRegionAwayFromS2InAz(), {} },
                         { "machine4", {}, awayFromS1InAz(), {} } },
                     withAffinity(pending(s1), stayWithS1InRegionAwayFromS2InAz())),
            QString("10/0/10/0"));
        // "Avoid panic when partial nodes in a topology don't have pods with affinity" (v1.16.1+): equal positive
        // counts, min 0: 10 each (the plugin of 1.22 gives 0/0).
        QCOMPARE(run({ { "machine1", china }, { "machine2", china } },
                     { { "machine1", s1, {}, {} }, { "machine2", {}, stayWithS1InRegionAwayFromS2InAz(), {} } },
                     pending(s1)),
            QString("10/10"));
        // TestHardPodAffinitySymmetricWeight "... weights 1 by default, then nodes that match the hard pod affinity
        // symmetry rules, get a high score" (the default hardPodAffinitySymmetricWeight, 1).
        const Affinity hardPodAffinity = requiredS1InRegion();
        QCOMPARE(run(three, { { "machine1", {}, hardPodAffinity, {} }, { "machine2", {}, hardPodAffinity, {} } },
                     pending("service=S1")),
            QString("10/10/0"));
    }

    // 1.16's HardPodAffinitySymmetricWeight: the Policy's, when not 0,
    // replaces the default 1 (factory.go CreateFromConfig) as what
    // InterPodAffinityPriority adds for an existing pod's required term that
    // selects the pod (interpod_affinity.go, hardPodAffinityWeight > 0).
    // The normalisation hides it unless another count sets the minimum: a
    // preferred anti-affinity term (weight 5, az) against the S2 pod on
    // machine3 gives -5 there, machine1 +w, machine2 0, so machine2 scores
    // 10 x 5 / (w + 5): 8 with w 1, 5 with w 5. The profile's
    // hardPodAffinitySymmetricWeight carries it through the workspace file
    // and the Policy.
    void hardPodAffinitySymmetricWeight()
    {
        const Affinity hard = requiredS1InRegion();
        const Workspace ws
            = affinityCase({ { "machine1", "region=China" }, { "machine2", "region=India" }, { "machine3", "az=az1" } },
                { { "machine1", {}, hard, {} }, { "machine3", "security=S2", {}, {} } },
                withAffinity(pending("service=S1"), awayFromS2InAz()));
        const auto scores = [&](const Profile& profile) {
            const ScoringScene sc = buildScoringScene(ws, profile, std::string("p"));
            for (const OtherPluginScores& o : sc.otherScores)
                if (o.plugin == OtherScore::InterPodAffinity)
                    return simfx::scoresText(o);
            return QString("none");
        };
        Profile p = legacyProfile();
        QCOMPARE(scores(p), QString("10/8/0"));
        p.interPodAffinityArgsSet = true;
        p.interPodAffinityArgs.hardPodAffinityWeight = 5;
        QCOMPARE(scores(p), QString("10/5/0"));

        // The workspace file keeps it as the 1.16 key.
        Workspace file;
        file.profiles = { p };
        const std::string text = writeWorkspace(file);
        QVERIFY2(text.find("  hardPodAffinitySymmetricWeight: 5\n") != std::string::npos, text.c_str());
        QVERIFY2(text.find("hardPodAffinityWeight") == std::string::npos, text.c_str());
        const Profile read = readWorkspace(text).profiles.at(0);
        QCOMPARE(scores(read), QString("10/5/0"));

        // The Policy says it, and reads back as the same profile.
        p = mostRequested();
        p.interPodAffinityArgsSet = true;
        p.interPodAffinityArgs.hardPodAffinityWeight = 5;
        QCOMPARE(scores(p), QString("10/5/0"));
        ExportOptions o;
        o.format = ConfigFormat::Policy;
        const ExportResult e = exportProfiles({ &p }, o);
        QVERIFY2(e.ok() && e.text.find("\nhardPodAffinitySymmetricWeight: 5\n") != std::string::npos, e.text.c_str());
        const ImportResult back = importSchedulerConfig(e.text, "old.yaml");
        std::string said = e.text;
        for (const Diagnostic& d : back.diagnostics)
            said += d.message + "\n";
        QVERIFY2(back.ok() && back.kubeMinor == 16, said.c_str());
        QCOMPARE(back.profiles.at(0).interPodAffinityArgs.hardPodAffinityWeight, std::optional<int64_t>(5));
        QCOMPARE(scores(back.profiles.at(0)), QString("10/5/0"));
        // The default stays implicit; without InterPodAffinityPriority it is not written.
        p.interPodAffinityArgs.hardPodAffinityWeight = 1;
        QVERIFY(exportProfiles({ &p }, o).text.find("hardPodAffinitySymmetricWeight") == std::string::npos);
        p.interPodAffinityArgs.hardPodAffinityWeight = 5;
        p.legacyPriorities = std::vector<LegacyPriority> { { "TaintTolerationPriority", 1 } };
        QVERIFY(exportProfiles({ &p }, o).text.find("hardPodAffinitySymmetricWeight") == std::string::npos);
        QCOMPARE(scores(p), QString("none"));
    }

    // selector_spreading_test.go TestSelectorSpreadPriority and
    // TestZoneSelectorSpreadPriority (1.16). The ReplicationControllers,
    // ReplicaSets and StatefulSets of a case are Services here: getSelectors
    // treats them alike (a selector each that matches the pod; a pod counts
    // when it matches them all), and a workspace holds Services only.
    void selectorSpread_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<int>("index");
        const QJsonObject tables = spreadingTables();
        for (const char* table : { "TestSelectorSpreadPriority", "TestZoneSelectorSpreadPriority" }) {
            const QJsonArray cases = tables[table].toObject()["cases"].toArray();
            for (int i = 0; i < cases.size(); ++i)
                QTest::addRow("%s: %s", table, qPrintable(cases[i].toObject()["name"].toString())) << table << i;
        }
    }
    void selectorSpread()
    {
        QFETCH(QString, table);
        QFETCH(int, index);
        const QJsonObject t = spreadingTables()[table].toObject();
        const QJsonObject c = t["cases"].toArray()[index].toObject();
        Workspace ws;
        std::vector<std::string> order;
        for (const QString& name : t["nodes"].toObject().keys())
            order.push_back(name.toStdString());
        // The upstream order of the nodes is irrelevant to the values; keep
        // the expected map's.
        order.clear();
        const QJsonObject expected = c["expected"].toObject();
        for (const QString& name : expected.keys()) {
            Node n = labelledNode(name.toStdString(), {});
            n.labels = fromJson(t["nodes"].toObject()[name]);
            ws.nodes.push_back(n);
        }
        int i = 0;
        for (const QJsonValue& v : c["pods"].toArray()) {
            const QJsonObject o = v.toObject();
            Pod b = boundPod("e" + std::to_string(i++), o["node"].toString().toStdString());
            b.labels = fromJson(o["labels"]);
            b.namespace_ = ns(o["namespace"]);
            ws.pods.push_back(b);
        }
        for (const char* kind : { "services", "rcs", "rss", "sss" })
            for (const QJsonValue& v : c[kind].toArray()) {
                const QJsonObject o = v.toObject();
                Service s;
                s.name = "s" + std::to_string(ws.services.size());
                s.namespace_ = ns(o["namespace"]);
                s.selector = fromJson(o.contains("matchLabels") ? o["matchLabels"] : o["selector"]);
                ws.services.push_back(s);
            }
        Pod p = pending();
        p.labels = fromJson(c["pod"].toObject()["labels"]);
        p.namespace_ = ns(c["pod"].toObject()["namespace"]);
        ws.pods.push_back(p);
        QStringList want;
        for (const QString& name : expected.keys())
            want << QString::number(expected[name].toInt());
        QCOMPARE(pluginScores(ws, OtherScore::SelectorSpread), want.join('/'));
    }

    // The blend of node and zone in float64, truncated, where exact
    // arithmetic would give 5: a with 5 of at most 6 pods (10 x 1/6) in a
    // zone of 5 against one of 15 (10 x 10/15): 1.6666666666666667 x
    // 0.33333333333333337 + 0.6666666666666666 x 6.666666666666667 =
    // 4.999999999999999 -> 4. d: 10 x 3/6 blended with its zone's 0 -> 1.
    // e has no zone label: its node score alone. 1.22 runs no
    // SelectorSpread (PodTopologySpread's system defaults do).
    void selectorSpreadZonesAndRelease()
    {
        Workspace ws;
        const QString z1 = "failure-domain.beta.kubernetes.io/zone=z1",
                      z2 = "failure-domain.beta.kubernetes.io/zone=z2";
        ws.nodes = { labelledNode("a", z1), labelledNode("b", z2), labelledNode("c", z2), labelledNode("d", z2),
            labelledNode("e", "") };
        int i = 0;
        for (const auto& [node, count] : { std::pair<const char*, int> { "a", 5 }, { "b", 6 }, { "c", 6 }, { "d", 3 } })
            for (int k = 0; k < count; ++k)
                ws.pods.push_back(boundPod("e" + std::to_string(i++), node, "app=web"));
        Service s;
        s.name = "web";
        s.selector = labels("app=web");
        ws.services.push_back(s);
        ws.pods.push_back(pending("app=web"));
        QCOMPARE(pluginScores(ws, OtherScore::SelectorSpread), QString("4/0/0/1/10"));
        // The region counts too: zone keys are region + ":\0:" + zone.
        ws.nodes[0].labels.emplace_back("failure-domain.beta.kubernetes.io/region", "r1");
        ws.nodes[1].labels.emplace_back("failure-domain.beta.kubernetes.io/region", "r1");
        // Zones r1/z1 (a: 5), r1/z2 (b: 6) and z2 (c and d: 9, the most).
        // a: 10/6 x 1/3 + 2/3 x 10 x 4/9 = 3.5 -> 3; b: 0 + 2/3 x 10 x 3/9 -> 2; c: 0; d: 5/3 + 0 -> 1.
        QCOMPARE(pluginScores(ws, OtherScore::SelectorSpread), QString("3/2/0/1/10"));
        QCOMPARE(pluginScores(ws, OtherScore::SelectorSpread, "1.22"), QString("none"));
        QCOMPARE(pluginScores(ws, OtherScore::PodTopologySpread, "1.16"), QString("none"));
    }

    // node_prefer_avoid_pods_test.go TestNodePreferAvoidPriority (1.16).
    void preferAvoidPods_data()
    {
        QTest::addColumn<int>("index");
        const QJsonArray cases = spreadingTables()["TestNodePreferAvoidPriority"].toObject()["cases"].toArray();
        for (int i = 0; i < cases.size(); ++i)
            QTest::addRow("%s", qPrintable(cases[i].toObject()["name"].toString())) << i;
    }
    void preferAvoidPods()
    {
        QFETCH(int, index);
        const QJsonObject t = spreadingTables()["TestNodePreferAvoidPriority"].toObject();
        const QJsonObject c = t["cases"].toArray()[index].toObject();
        Workspace ws;
        const QJsonObject annotations = t["nodeAnnotations"].toObject();
        for (const QString& name : annotations.keys()) {
            Node n = labelledNode(name.toStdString(), {});
            const QJsonObject a = annotations[name].toObject();
            for (auto it = a.begin(); it != a.end(); ++it)
                n.annotations.emplace_back(it.key().toStdString(), it.value().toString().toStdString());
            ws.nodes.push_back(n);
        }
        Pod p = pending();
        // metav1.GetControllerOf: the first reference with controller: true
        // (the workspace's owner).
        for (const QJsonValue& v : c["ownerReferences"].toArray()) {
            const QJsonObject o = v.toObject();
            if (o["controller"].toBool()) {
                p.owner = PodOwner { o["kind"].toString().toStdString(), o["name"].toString().toStdString(),
                    o["uid"].toString().toStdString() };
                break;
            }
        }
        ws.pods.push_back(p);
        const QJsonObject expected = c["expected"].toObject();
        QStringList want;
        for (const QString& name : annotations.keys())
            want << QString::number(expected[name].toInt());
        QCOMPARE(pluginScores(ws, OtherScore::NodePreferAvoidPods), want.join('/'));
    }

    // GetAvoidPodsFromNodeAnnotations is json.Unmarshal: keys match case
    // for case or folded, null leaves a field unset, any error (syntax, a
    // field of another type, an evictionTime that is not RFC 3339) gives no
    // entries at all.
    void preferAvoidPodsAnnotation()
    {
        using List = std::vector<std::pair<std::string, std::string>>;
        QCOMPARE(preferAvoidPodsControllers(owned("ReplicaSet", "u1")),
            std::optional<List>(List { { "ReplicaSet", "u1" } }));
        QCOMPARE(preferAvoidPodsControllers(""), std::optional<List>(List {}));
        QCOMPARE(preferAvoidPodsControllers("null"), std::optional<List>(List {}));
        QCOMPARE(
            preferAvoidPodsControllers(
                R"({"PREFERAVOIDPODS": [{"podsignature": {"PodController": {"Kind": "ReplicaSet", "UID": "u1"}}}]})"),
            std::optional<List>(List { { "ReplicaSet", "u1" } }));
        QCOMPARE(
            preferAvoidPodsControllers(
                R"({"preferAvoidPods": [{"podSignature": {"podController": {"kind": "ReplicaSet", "uid": "u1"}}, "evictionTime": "2019-02-29T10:00:00Z"}]})"),
            std::optional<List>()); // not a date
        QCOMPARE(
            preferAvoidPodsControllers(
                R"({"preferAvoidPods": [{"podSignature": {"podController": {"kind": "ReplicaSet", "uid": "u1"}}, "evictionTime": "2020-02-29T10:00:00.5+01:00"}]})"),
            std::optional<List>(List { { "ReplicaSet", "u1" } }));
        QCOMPARE(
            preferAvoidPodsControllers(R"({"preferAvoidPods": [{"podSignature": {"podController": {"kind": 5}}}]})"),
            std::optional<List>());
        QCOMPARE(preferAvoidPodsControllers(R"({"preferAvoidPods": {}})"), std::optional<List>());
        QCOMPARE(preferAvoidPodsControllers(R"({"preferAvoidPods": [{"podSignature": {}}, null], "other": [1]})"),
            std::optional<List>(List {}));
        QCOMPARE(preferAvoidPodsControllers("{preferAvoidPods: []}"), std::optional<List>()); // YAML, not JSON
        QCOMPARE(preferAvoidPodsControllers("[]"), std::optional<List>());
        // A node whose annotation is not JSON avoids nothing: 10.
        Workspace ws;
        Node bad = labelledNode("bad", "");
        bad.annotations = { { "scheduler.alpha.kubernetes.io/preferAvoidPods", owned("ReplicaSet", "u1") + "," } };
        Node avoids = labelledNode("avoids", "");
        avoids.annotations = { { "scheduler.alpha.kubernetes.io/preferAvoidPods", owned("ReplicaSet", "u1") } };
        ws.nodes = { bad, avoids };
        Pod p = pending();
        p.owner = PodOwner { "ReplicaSet", "web-1", "u1" };
        ws.pods.push_back(p);
        QCOMPARE(pluginScores(ws, OtherScore::NodePreferAvoidPods), QString("10/0"));
        // Without its uid the pod's ReplicaSet cannot be named: 10, said.
        ws.pods.back().owner->uid.clear();
        QCOMPARE(pluginScores(ws, OtherScore::NodePreferAvoidPods), QString("10/10"));
        const ScoringScene sc = buildScoringScene(ws, legacyProfile(), std::string("p"));
        QVERIFY(explainScene(sc, legacyProfile(), 1).find("has no uid in the workspace") != std::string::npos);
    }

    // PrioritizeNodes: Σ score × weight over the DefaultProvider's list;
    // NodePreferAvoidPods' 10 x 10000 dwarfs the rest but moves no choice
    // unless a node avoids the pod's controller. The Policy export lists
    // the same priorities at the same weights.
    void sumAndExport()
    {
        Workspace ws;
        ws.nodes = { labelledNode("a", ""), labelledNode("b", "") };
        ws.nodes[1].annotations = { { "scheduler.alpha.kubernetes.io/preferAvoidPods", owned("ReplicaSet", "u1") } };
        Pod p = pending();
        p.owner = PodOwner { "ReplicaSet", "web-1", "u1" };
        ws.pods.push_back(p);
        const ScoreReport r = scorePod(ws, legacyProfile(), std::string("p"));
        QCOMPARE(r.pluginNames,
            (std::vector<std::string> { "NodeResourcesFit", "NodeResourcesBalancedAllocation", "TaintToleration",
                "NodeAffinity", "InterPodAffinity", "ImageLocality", "SelectorSpread", "NodePreferAvoidPods" }));
        double others = 0;
        for (const auto& part : r.nodes[0].plugins)
            if (part.score && part.plugin != "NodeResourcesFit" && part.plugin != "NodeResourcesBalancedAllocation")
                others += *part.score * static_cast<double>(part.weight);
        // TaintToleration 10, SelectorSpread 10, NodePreferAvoidPods 100000; the rest 0.
        QCOMPARE(others, 100020.0);
        QCOMPARE(r.nodes[0].total - r.nodes[1].total, 100000.0);
        QVERIFY(r.selected.has_value());
        QCOMPARE(*r.selected, 0);
        ExportOptions options;
        options.format = ConfigFormat::Policy;
        options.explicitDefaults = true;
        const Profile profile = legacyProfile();
        const std::string policy = exportProfiles({ &profile }, options).text;
        for (const char* line :
            { "- name: SelectorSpreadPriority\n  weight: 1", "- name: NodePreferAvoidPodsPriority\n  weight: 10000",
                "- name: TaintTolerationPriority\n  weight: 1", "- name: ImageLocalityPriority\n  weight: 1" })
            QVERIFY2(policy.find(line) != std::string::npos, policy.c_str());
    }

    // The simulator's tree path keeps 1.16's pods whose other priorities
    // vary by node off its per-node trees: placements equal the reference.
    void simulatorMatchesTheReference()
    {
        Workspace ws;
        for (int i = 0; i < 6; ++i) {
            Node n = labelledNode(
                "n" + std::to_string(i), QString("failure-domain.beta.kubernetes.io/zone=z%1").arg(i % 3));
            n.allocatable = res({ { "cpu", "4" }, { "memory", "8Gi" } });
            ws.nodes.push_back(n);
        }
        ws.nodes[2].taints = { Taint { "dedicated", "x", "PreferNoSchedule" } };
        ws.nodes[4].annotations = { { "scheduler.alpha.kubernetes.io/preferAvoidPods", owned("ReplicaSet", "u1") } };
        Pod web = pending("app=web");
        web.name = "web";
        web.replicas = 12;
        web.owner = PodOwner { "ReplicaSet", "web-1", "u1" };
        web.containers.front().requests = res({ { "cpu", "500m" }, { "memory", "512Mi" } });
        ws.pods.push_back(web);
        Service s;
        s.name = "web";
        s.selector = labels("app=web");
        ws.services.push_back(s);
        SimulationOptions fast, reference;
        reference.reference = true;
        const SimulationResult a = simulate(ws, legacyProfile(), fast);
        const SimulationResult b = simulate(ws, legacyProfile(), reference);
        QCOMPARE(a.placements.size(), b.placements.size());
        std::set<int> used;
        for (size_t i = 0; i < a.placements.size(); ++i) {
            QCOMPARE(a.placements[i].node, b.placements[i].node);
            QCOMPARE(a.placements[i].total, b.placements[i].total);
            used.insert(a.placements[i].node);
        }
        // SelectorSpread spreads the 12 over the nodes that neither avoid
        // their ReplicaSet (n4: 100000 less) nor have an intolerable
        // PreferNoSchedule taint (n2: TaintToleration 0 instead of 10, as
        // much as SelectorSpread can give).
        QCOMPARE(used, (std::set<int> { 0, 1, 3, 5 }));
        // legacyPriorities without SelectorSpreadPriority (a Policy that
        // leaves it out): nothing spreads the 12; MostRequestedPriority packs
        // them onto the fewest nodes, the fast path still the reference's.
        Profile packing = mostRequested();
        // (1 cpu, 2Gi each: 4 to a node, and MostRequestedPriority's integer
        // scores rise with every pod a node gets.)
        ws.pods.front().containers.front().requests = res({ { "cpu", "1" }, { "memory", "2Gi" } });
        const SimulationResult spread = simulate(ws, packing, fast);
        packing.legacyPriorities = std::vector<LegacyPriority> { { "TaintTolerationPriority", 1 },
            { "NodePreferAvoidPodsPriority", 10000 } };
        const SimulationResult packed = simulate(ws, packing, fast);
        const SimulationResult packedRef = simulate(ws, packing, reference);
        QCOMPARE(packed.placements.size(), packedRef.placements.size());
        for (size_t i = 0; i < packed.placements.size(); ++i)
            QCOMPARE(packed.placements[i].node, packedRef.placements[i].node);
        // With SelectorSpreadPriority the first pods go to a node in each
        // zone; without it the first four fill one node.
        QVERIFY(spread.placements.size() == 12 && packed.placements.size() == 12);
        QCOMPARE(
            (std::set<int> { spread.placements[0].node, spread.placements[1].node, spread.placements[2].node }).size(),
            size_t(3));
        QCOMPARE((std::set<int> { packed.placements[0].node, packed.placements[1].node, packed.placements[2].node,
                      packed.placements[3].node })
                     .size(),
            size_t(1));
        QCOMPARE(packed.metrics.nodesUsed, int64_t { 3 }); // 4 to a node; never n4 (avoided) nor n2 (tainted)
        for (const auto& placement : packed.placements)
            QVERIFY(placement.node != 4 && placement.node != 2);
    }

    // A 1.16 profile's legacyPriorities: only those listed run, at their
    // weights (a Policy that lists priorities runs only those); {} runs none;
    // the workspace file keeps them; "Why doesn't this pack?" offers to leave
    // SelectorSpreadPriority out.
    void legacyPrioritiesRunAsListed()
    {
        Workspace ws;
        ws.nodes = { labelledNode("a", ""), labelledNode("b", "") };
        ws.nodes[0].taints = { Taint { "dedicated", "x", "PreferNoSchedule" } };
        ws.nodes[1].annotations = { { "scheduler.alpha.kubernetes.io/preferAvoidPods", owned("ReplicaSet", "u1") } };
        Pod p = pending();
        p.owner = PodOwner { "ReplicaSet", "web-1", "u1" };
        ws.pods.push_back(p);
        Profile profile = legacyProfile();
        profile.legacyPriorities = std::vector<LegacyPriority> { { "TaintTolerationPriority", 7 } };
        const ScoreReport r = scorePod(ws, profile, std::string("p"));
        QCOMPARE(r.pluginNames,
            (std::vector<std::string> { "NodeResourcesFit", "NodeResourcesBalancedAllocation", "TaintToleration" }));
        // TaintToleration 0 on a (an intolerable PreferNoSchedule taint), 10 on b; × 7. b avoids the pod's
        // ReplicaSet, which no longer counts.
        QCOMPARE(r.nodes[1].total - r.nodes[0].total, 70.0);
        QCOMPARE(*r.selected, 1);
        profile.legacyPriorities = std::vector<LegacyPriority> {};
        QCOMPARE(scorePod(ws, profile, std::string("p")).pluginNames.size(), size_t(2));
        profile.legacyPriorities.reset();
        QCOMPARE(*scorePod(ws, profile, std::string("p")).selected, 0); // NodePreferAvoidPods 100000 decides

        // The workspace file keeps them, in order, and {} as {}.
        Workspace file;
        file.profiles = { profile, profile };
        file.profiles[0].legacyPriorities
            = std::vector<LegacyPriority> { { "SelectorSpreadPriority", 3 }, { "ImageLocalityPriority", 1 } };
        file.profiles[1].name = "none";
        file.profiles[1].legacyPriorities = std::vector<LegacyPriority> {};
        const std::string text = writeWorkspace(file);
        QVERIFY2(
            text.find("legacyPriorities: {SelectorSpreadPriority: 3, ImageLocalityPriority: 1}") != std::string::npos,
            text.c_str());
        QVERIFY(text.find("legacyPriorities: {}") != std::string::npos);
        const Workspace back = readWorkspace(text);
        QCOMPARE(back.profiles[0].legacyPriorities, file.profiles[0].legacyPriorities);
        QCOMPARE(back.profiles[1].legacyPriorities, file.profiles[1].legacyPriorities);

        // Why doesn't this pack: a Service's second pod goes to the empty
        // node, pulled there by SelectorSpreadPriority; leaving it out packs.
        Workspace two;
        two.nodes = { labelledNode("n0", ""), labelledNode("n1", "") };
        for (Node& n : two.nodes)
            n.allocatable = res({ { "cpu", "4" }, { "memory", "8Gi" } });
        Pod first = boundPod("web-a", "n0", "app=web");
        first.containers.front().requests = res({ { "cpu", "1" }, { "memory", "1Gi" } });
        Pod second = pending("app=web");
        second.containers.front().requests = res({ { "cpu", "1" }, { "memory", "1Gi" } });
        two.pods = { first, second };
        Service svc;
        svc.name = "web";
        svc.selector = labels("app=web");
        two.services.push_back(svc);
        const Profile naive = mostRequested();
        const ScoringScene scene = buildScoringScene(two, naive, std::string("p"));
        const ScoreReport rep = scoreScene(scene, naive);
        const PackingVerdict v = whyNotPack(scene, rep, naive);
        QVERIFY(!v.packs);
        QCOMPARE(rep.nodeNames[static_cast<size_t>(*rep.selected)], std::string("n1"));
        QVERIFY(std::find(v.fixes.begin(), v.fixes.end(), PackingFix::SelectorSpreadOff) != v.fixes.end());
        const Profile fixed = applyPackingFix(naive, PackingFix::SelectorSpreadOff);
        QVERIFY(fixed.legacyPriorities && fixed.legacyPriorities->size() == 5);
        const ScoreReport after = scorePod(two, fixed, std::string("p"));
        QCOMPARE(after.nodeNames[static_cast<size_t>(*after.selected)], std::string("n0"));
    }
};

QTEST_APPLESS_MAIN(TestLegacyPriorities)
#include "test_legacy_priorities.moc"
