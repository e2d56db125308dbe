// SPDX-License-Identifier: GPL-3.0-or-later
// The default profile's other score plugins (scoring/default_scores.h):
// TaintToleration, NodeAffinity, PodTopologySpread, InterPodAffinity and
// ImageLocality. Upstream's score tables, each plugin alone (normalised over
// the nodes that pass the filters, as the framework runs them), both sides
// of every release boundary the plugins changed at, the weights and the sum,
// the simulator (tree and reference paths agree) and `explain`.
#include "io/profile_defaults.h"
#include "io/profile_presets.h"
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "other_score_fixtures.h"
#include "placement_fixtures.h"
#include "scoring/default_scores.h"
#include "scoring/report.h"
#include "scoring/why_not_pack.h"
#include "sim/simulator.h"
#include "sim_fixtures.h"

#include <QTest>
#include <algorithm>
#include <random>

using namespace bp;
using simfx::at;
using simfx::labelledNode;
using simfx::labels;
using simfx::res;
using namespace otherfx;

namespace {

// A profile that scores with one of the plugins alone.
Profile only(OtherScore plugin, const std::string& version = "1.36")
{
    Profile p;
    p.name = "only";
    p.pluginsSet = true;
    otherScoreEntry(p, plugin).enabled = true;
    return at(p, version);
}

// 4 empty nodes in 2 zones and a Service of 8 replicas (500m, 512Mi each).
Workspace serviceOnFourNodes()
{
    Workspace ws;
    for (int i = 0; i < 4; ++i)
        ws.nodes.push_back(labelledNode("n" + std::to_string(i),
            QString("kubernetes.io/hostname=n%1,topology.kubernetes.io/zone=z%2").arg(i).arg(i % 2)));
    Pod web = pending("app=web");
    web.name = "web";
    web.replicas = 8;
    web.containers.front().requests = res({ { "cpu", "500m" }, { "memory", "512Mi" } });
    ws.pods.push_back(web);
    Service svc;
    svc.name = "web";
    svc.selector = labels("app=web");
    ws.services.push_back(svc);
    return ws;
}

} // namespace

class TestDefaultScores : public QObject {
    Q_OBJECT

private slots:
    // tainttoleration/taint_toleration_test.go TestTaintTolerationScore.
    void taintToleration_data()
    {
        addTaintTolerationRows(100);
        // "Numeric Gt operator: pod with Gt toleration prefers nodes with
        // matching SLA taint" with the TaintTolerationComparisonOperators
        // gate as every release ships it (off): Gt tolerates nothing, both
        // nodes have one intolerable taint, 1 normalises to 100, reversed 0.
        QTest::newRow("Numeric Gt operator, gate off (default)")
            << "node.kubernetes.io/sla>950:PreferNoSchedule"
            << "node.kubernetes.io/sla=800:PreferNoSchedule|node.kubernetes.io/sla=999:PreferNoSchedule" << "0/0";
    }
    void taintToleration()
    {
        QFETCH(QString, tolerations);
        QFETCH(QString, taints);
        QFETCH(QString, want);
        QCOMPARE(scores(taintTolerationCase(tolerations, taints), only(OtherScore::TaintToleration)), want);
    }

    // nodeaffinity/node_affinity_test.go TestNodeAffinityPriority.
    void nodeAffinity()
    {
        const QString label1 = "foo=bar", label2 = "key=value", label3 = "az=az1", label4 = "abc=az11,def=az22",
                      label5 = "foo=bar,key=value,az=az1";
        const auto affinity1 = [] { return std::vector{ preferred(2, { req("foo", "In", { "bar" }) }) }; };
        const auto affinity2 = [] {
            return std::vector{ preferred(2, { req("foo", "In", { "bar" }) }),
                preferred(4, { req("key", "In", { "value" }) }),
                preferred(5, { req("foo", "In", { "bar" }), req("key", "In", { "value" }), req("az", "In", { "az1" }) }) };
        };
        const auto run = [](std::vector<QString> nodeLabels, std::optional<std::vector<PreferredSchedulingTerm>> terms,
                             const std::string& version = "1.36") {
            Workspace ws;
            for (size_t i = 0; i < nodeLabels.size(); ++i)
                ws.nodes.push_back(labelledNode("node" + std::to_string(i + 1), nodeLabels[i]));
            Pod p = pending();
            if (terms)
                preferNodes(p, *terms);
            ws.pods.push_back(p);
            return scores(ws, only(OtherScore::NodeAffinity, version));
        };
        // "all nodes are same priority as NodeAffinity is nil" (1.29: scored, 0
        // everywhere) and "Skip is returned in PreScore when NodeAffinity is
        // nil" (1.30+).
        QCOMPARE(run({ label1, label2, label3 }, std::nullopt, "1.29"), QString("0/0/0"));
        QCOMPARE(run({ label1, label2, label3 }, std::nullopt, "1.30"), QString("skip"));
        QCOMPARE(run({ label4, label2, label3 }, affinity1()), QString("0/0/0")); // "no node matches ..."
        QCOMPARE(run({ label1, label2, label3 }, affinity1()), QString("100/0/0")); // "only node1 matches ..."
        // "all nodes matches the preferred scheduling requirements of pod but with different priorities "
        QCOMPARE(run({ label1, label5, label2 }, affinity2()), QString("18/100/36"));
        QCOMPARE(run({ label1, label5, label2 }, affinity2(), "1.22"), QString("18/100/36"));
    }

    // podtopologyspread/scoring_test.go TestPodTopologySpreadScore (1.24+
    // rounding era), failed nodes as nodes the pod does not fit.
    void topologySpread_data()
    {
        QTest::addColumn<QString>("nodes");    // name[!failed]@labels ...
        QTest::addColumn<QString>("existing"); // node:labels ...
        QTest::addColumn<QString>("constraints"); // skew/key/selectorKey;...
        QTest::addColumn<QString>("want");
        const QString hostname = "kubernetes.io/hostname";
        const QString four = "node-a@kubernetes.io/hostname=node-a node-b@kubernetes.io/hostname=node-b "
                             "node-c@kubernetes.io/hostname=node-c node-d@kubernetes.io/hostname=node-d";
        const QString spread2103 = "node-a:foo node-a:foo node-b:foo node-d:foo node-d:foo node-d:foo";
        const QString spread4321 = "node-a:foo node-a:foo node-a:foo node-a:foo node-b:foo node-b:foo node-b:foo "
                                   "node-c:foo node-c:foo node-d:foo";
        QTest::newRow("one constraint on node, all 4 nodes are candidates")
            << four << spread2103 << "1/" + hostname + "/foo" << "20/60/100/0";
        QTest::newRow("one constraint on node, null selector")
            << four << spread2103 << "1/" + hostname + "/" << "100/100/100/100";
        QTest::newRow("one constraint on node, all 4 nodes are candidates, maxSkew=2")
            << four << spread2103 << "2/" + hostname + "/foo" << "33/66/100/16";
        QTest::newRow("one constraint on node, all 4 nodes are candidates, maxSkew=3")
            << four << spread4321 << "3/" + hostname + "/foo" << "44/66/77/100";
        const QString spread4213 = "node-a:foo node-a:foo node-a:foo node-a:foo node-b:foo node-b:foo node-x:foo "
                                   "node-y:foo node-y:foo node-y:foo";
        QTest::newRow("one constraint on node, 3 out of 4 nodes are candidates")
            << "node-a@kubernetes.io/hostname=node-a node-b@kubernetes.io/hostname=node-b "
               "node-x@kubernetes.io/hostname=node-x node-y!@kubernetes.io/hostname=node-y"
            << spread4213 << "1/" + hostname + "/foo" << "33/83/100";
        QTest::newRow("one constraint on node, 3 out of 4 nodes are candidates, one node doesn't match topology key")
            << "node-a@kubernetes.io/hostname=node-a node-b@n=node-b "
               "node-x@kubernetes.io/hostname=node-x node-y!@kubernetes.io/hostname=node-y"
            << spread4213 << "1/" + hostname + "/foo" << "16/0/100";
        QTest::newRow("one constraint on zone, 3 out of 4 nodes are candidates")
            << "node-a@zone=zone1,kubernetes.io/hostname=node-a node-b@zone=zone1,kubernetes.io/hostname=node-b "
               "node-x@zone=zone2,kubernetes.io/hostname=node-x node-y!@zone=zone2,kubernetes.io/hostname=node-y"
            << spread4213 << "1/zone/foo" << "75/75/100";
        QTest::newRow("two Constraints on zone and node, 2 out of 4 nodes are candidates")
            << "node-a@zone=zone1,kubernetes.io/hostname=node-a node-x@zone=zone2,kubernetes.io/hostname=node-x "
               "node-b!@zone=zone1,kubernetes.io/hostname=node-b node-y!@zone=zone2,kubernetes.io/hostname=node-y"
            << "node-a:foo node-a:foo node-b:foo node-x:foo node-x:foo node-y:foo node-y:foo node-y:foo node-y:foo"
            << "1/zone/foo;1/" + hostname + "/foo" << "100/63";
        QTest::newRow("two Constraints on zone and node, with different labelSelectors")
            << "node-a@zone=zone1,kubernetes.io/hostname=node-a node-b@zone=zone1,kubernetes.io/hostname=node-b "
               "node-x@zone=zone2,kubernetes.io/hostname=node-x node-y@zone=zone2,kubernetes.io/hostname=node-y"
            << "node-a:foo node-b:foo+bar node-y:foo node-y:bar" << "1/zone/foo;1/" + hostname + "/bar"
            << "60/20/100/60";
    }
    void topologySpread()
    {
        QFETCH(QString, nodes);
        QFETCH(QString, existing);
        QFETCH(QString, constraints);
        QFETCH(QString, want);
        Workspace ws;
        for (const QString& n : nodes.split(' ', Qt::SkipEmptyParts)) {
            const QString name = n.section('@', 0, 0);
            const QString nodeLabels = n.section('@', 1);
            if (name.endsWith('!'))
                ws.nodes.push_back(failedNode(name.chopped(1).toStdString(), nodeLabels));
            else
                ws.nodes.push_back(labelledNode(name.toStdString(), nodeLabels));
        }
        addBound(ws, existing);
        Pod p = pending("foo,bar");
        if (!QString(QTest::currentDataTag()).contains("different labelSelectors"))
            p.labels = labels("foo");
        for (const QString& c : constraints.split(';')) {
            const QStringList parts = c.split('/');
            const QString key = parts.mid(1, parts.size() - 2).join('/');
            const QString selector = parts.last();
            p.topologySpreadConstraints.push_back(soft(parts[0].toInt(), key.toStdString(),
                selector.isEmpty() ? std::nullopt : std::optional(exists(selector.toStdString()))));
        }
        ws.pods.push_back(p);
        QCOMPARE(scores(ws, only(OtherScore::PodTopologySpread)), want);
    }

    // "system defaulting, nodes don't have zone, pods match service": the
    // defaults (hostname maxSkew 3, zone maxSkew 5) over a Service's pods
    // score as the one hostname constraint with maxSkew 3 does.
    void topologySpreadSystemDefaults()
    {
        Workspace ws;
        for (const char* n : { "node-a", "node-b", "node-c", "node-d" })
            ws.nodes.push_back(labelledNode(n, QString("kubernetes.io/hostname=") + n));
        addBound(ws, "node-a:foo node-a:foo node-a:foo node-a:foo node-b:foo node-b:foo node-b:foo node-c:foo "
                     "node-c:foo node-d:foo");
        ws.pods.push_back(pending("foo"));
        Service svc;
        svc.name = "svc";
        svc.selector = labels("foo");
        // Without the Service the pod has no default constraints: Skip (1.28+),
        // 100 everywhere before.
        QCOMPARE(scores(ws, only(OtherScore::PodTopologySpread)), QString("skip"));
        QCOMPARE(scores(ws, only(OtherScore::PodTopologySpread, "1.27")), QString("100/100/100/100"));
        QCOMPARE(scores(ws, only(OtherScore::PodTopologySpread, "1.28")), QString("skip"));
        ws.services.push_back(svc);
        QCOMPARE(scores(ws, only(OtherScore::PodTopologySpread)), QString("44/66/77/100"));
        // 1.23+: a node without the zone label still scores its hostname
        // term (1.23 truncates: raw 9/7/5/3); 1.22 ignores every node that
        // lacks a key: all 0.
        QCOMPARE(scores(ws, only(OtherScore::PodTopologySpread, "1.23")), QString("33/55/77/100"));
        QCOMPARE(scores(ws, only(OtherScore::PodTopologySpread, "1.22")), QString("0/0/0/0"));
        // defaultingType: List with no constraints turns the defaults off.
        Profile off = only(OtherScore::PodTopologySpread);
        off.podTopologySpreadArgsSet = true;
        off.podTopologySpreadList = true;
        QCOMPARE(scores(ws, off), QString("skip"));
        // A ReplicaSet owner selects the pods that share the pod's labels.
        ws.services.clear();
        for (Pod& p : ws.pods)
            p.owner = PodOwner{ "ReplicaSet", "web-5d8f" };
        QCOMPARE(scores(ws, only(OtherScore::PodTopologySpread)), QString("44/66/77/100"));
    }

    // The rounding boundary (PR #107384, v1.24.0): "one constraint on node,
    // all 4 nodes are candidates" truncates to 3/1/0/5 in 1.22-1.23.
    void topologySpreadRounding()
    {
        Workspace ws;
        for (const char* n : { "node-a", "node-b", "node-c", "node-d" })
            ws.nodes.push_back(labelledNode(n, QString("kubernetes.io/hostname=") + n));
        addBound(ws, "node-a:foo node-a:foo node-b:foo node-d:foo node-d:foo node-d:foo");
        Pod p = pending("foo");
        p.topologySpreadConstraints.push_back(soft(1, "kubernetes.io/hostname", exists("foo")));
        ws.pods.push_back(p);
        QCOMPARE(scores(ws, only(OtherScore::PodTopologySpread, "1.24")), QString("20/60/100/0"));
        QCOMPARE(scores(ws, only(OtherScore::PodTopologySpread, "1.23")), QString("40/80/100/0"));
    }

    // interpodaffinity/scoring_test.go TestPreferredAffinity.
    void interPodAffinity()
    {
        using Existing = ExistingPod;
        const auto run = [](std::vector<std::pair<std::string, QString>> nodes, std::vector<Existing> existing, Pod p,
                             const Profile& profile = only(OtherScore::InterPodAffinity)) {
            Workspace ws = affinityCase(nodes, existing, p);
            for (const char* ns : { "subteam1.team1", "subteam2.team1" }) {
                Namespace n;
                n.name = ns;
                n.labels = labels("team=team1");
                ws.namespaces.push_back(n);
            }
            for (const char* ns : { "subteam1.team2", "subteam2.team2" }) {
                Namespace n;
                n.name = ns;
                n.labels = labels("team=team2");
                ws.namespaces.push_back(n);
            }
            return scores(ws, profile);
        };
        const QString china = "region=China", india = "region=India", az1 = "az=az1", az2 = "az=az2",
                      chinaAz1 = "region=China,az=az1";
        const QString s1 = "security=S1", s2 = "security=S2";
        QCOMPARE(run({ { "node1", china }, { "node2", india }, { "node3", az1 } }, {}, pending(s1)), QString("skip"));
        QCOMPARE(run({ { "node1", china }, { "node2", india }, { "node3", az1 } }, {}, pending(s1),
                     only(OtherScore::InterPodAffinity, "1.27")),
            QString("0/0/0")); // before 1.28: no Skip, 0 everywhere
        QCOMPARE(run({ { "node1", china }, { "node2", india }, { "node3", az1 } },
                     { { "node1", s1, {}, {} }, { "node2", s2, {}, {} }, { "node3", s1, {}, {} } },
                     withAffinity(pending(s1), stayWithS1InRegion())),
            QString("100/0/0"));
        QCOMPARE(run({ { "node1", china }, { "node2", chinaAz1 }, { "node3", india } }, { { "node1", s1, {}, {} } },
                     withAffinity(pending(), stayWithS1InRegion())),
            QString("100/100/0"));
        // "Affinity: different Label operators and values for pod affinity
        // scheduling preference, including some match failures "
        Affinity affinity3;
        affinity3.podAffinity = PodAffinity{};
        affinity3.podAffinity->preferredDuringSchedulingIgnoredDuringExecution
            = { weightedTerm(8, { labelReq("security", "NotIn", { "S1" }), labelReq("security", "In", { "S2" }) }, "region"),
                  weightedTerm(2, { labelReq("security", "Exists", {}), labelReq("wrongkey", "DoesNotExist", {}) }, "region") };
        QCOMPARE(run({ { "node1", china }, { "node2", india }, { "node3", az1 } },
                     { { "node1", s1, {}, {} }, { "node2", s2, {}, {} }, { "node3", s1, {}, {} } },
                     withAffinity(pending(s1), affinity3)),
            QString("20/100/0"));
        // "Affinity symmetry: considered only the preferredDuringSchedulingIgnoredDuringExecution in pod affinity symmetry"
        QCOMPARE(run({ { "node1", china }, { "node2", india }, { "node3", az1 } },
                     { { "node1", s1, stayWithS1InRegion(), {} }, { "node2", s2, stayWithS2InRegion(), {} } }, pending(s2)),
            QString("0/100/0"));
        // "Affinity symmetry: considered RequiredDuringSchedulingIgnoredDuringExecution in pod affinity symmetry"
        const std::vector<std::pair<std::string, QString>> three = { { "node1", china }, { "node2", india },
            { "node3", az1 } };
        const std::vector<Existing> hard = { { "node1", s1, hardAffinity(), {} }, { "node2", s2, hardAffinity(), {} } };
        QCOMPARE(run(three, hard, pending(s1)), QString("100/100/0"));
        // hardPodAffinityWeight: 0 turns the symmetry off (nothing left: Skip).
        Profile noHard = only(OtherScore::InterPodAffinity);
        noHard.interPodAffinityArgsSet = true;
        noHard.interPodAffinityArgs.hardPodAffinityWeight = 0;
        QCOMPARE(run(three, hard, pending(s1), noHard), QString("skip"));
        // ignorePreferredTermsOfExistingPods (1.27+): a pod without preferred
        // terms is skipped, the existing pods' terms with it.
        Profile ignore = only(OtherScore::InterPodAffinity);
        ignore.interPodAffinityArgsSet = true;
        ignore.interPodAffinityArgs.ignorePreferredTermsOfExistingPods = true;
        QCOMPARE(run(three, hard, pending(s1), ignore), QString("skip"));
        QCOMPARE(run(three, hard, pending(s1), at(ignore, "1.26")), QString("100/100/0"));
        // "Anti Affinity: one node has more matching pods comparing to other node, ..."
        QCOMPARE(run({ { "node1", az1 }, { "node2", india } },
                     { { "node1", s1, {}, {} }, { "node1", s1, {}, {} }, { "node2", s2, {}, {} } },
                     withAffinity(pending(s1), awayFromS1InAz())),
            QString("0/100"));
        // "Anti Affinity symmetry: the existing pods in node which has anti affinity match will get high score"
        QCOMPARE(run({ { "node1", az1 }, { "node2", az2 } },
                     { { "node1", s1, awayFromS2InAz(), {} }, { "node2", s2, awayFromS1InAz(), {} } }, pending(s2)),
            QString("0/100"));
        // "Affinity and Anti Affinity and symmetry: considered only preferredDuringSchedulingIgnoredDuringExecution
        // in both pod affinity & anti affinity & symmetry"
        QCOMPARE(run({ { "node1", china }, { "node2", az1 }, { "node3", india }, { "node4", az2 } },
                     { { "node1", s1, {}, {} }, { "node2", s2, {}, {} },
                         { "node3", {}, stayWithS1InRegionAwayFromS2InAz(), {} }, { "node4", {}, awayFromS1InAz(), {} } },
                     withAffinity(pending(s1), stayWithS1InRegionAwayFromS2InAz())),
            QString("100/0/100/0"));
        // "AntiAffinity symmetry with namespace selector"
        Affinity antiNs;
        antiNs.podAntiAffinity = PodAffinity{};
        WeightedPodAffinityTerm t = weightedTerm(5, { labelReq("security", "In", { "S1" }) }, "region");
        t.podAffinityTerm.namespaces = { "subteam2.team2" };
        LabelSelectorSpec team1;
        team1.matchExpressions = { labelReq("team", "In", { "team1" }) };
        t.podAffinityTerm.namespaceSelector = team1;
        antiNs.podAntiAffinity->preferredDuringSchedulingIgnoredDuringExecution = { t };
        Pod incoming = pending(s1);
        incoming.namespace_ = "subteam1.team1";
        QCOMPARE(run(three, { { "node1", s1, antiNs, {} }, { "node2", s2, stayWithS2InRegion(), {} } }, incoming),
            QString("0/100/100"));
    }

    // imagelocality/image_locality_test.go TestImageLocalityPriority (1.30+:
    // init containers count) and the 1.29 side of that boundary.
    void imageLocality()
    {
        const auto node60040900 = [](const std::string& name) {
            return imageNode(name, { { { "gcr.io/600:latest" }, 600 }, { { "gcr.io/40:latest" }, 40 }, { { "gcr.io/900:latest" }, 900 } });
        };
        const auto node300600900 = [](const std::string& name) {
            return imageNode(name, { { { "gcr.io/300:latest" }, 300 }, { { "gcr.io/600:latest" }, 600 }, { { "gcr.io/900:latest" }, 900 } });
        };
        const auto node400030 = [](const std::string& name) {
            return imageNode(name, { { { "gcr.io/4000:latest" }, 4000 }, { { "gcr.io/30:latest" }, 30 } });
        };
        const auto node203040 = [](const std::string& name) {
            return imageNode(name, { { { "gcr.io/20:latest" }, 20 }, { { "gcr.io/30:latest" }, 30 }, { { "gcr.io/40:latest" }, 40 } });
        };
        const auto run = [](std::vector<Node> nodes, std::vector<std::string> images,
                             std::vector<std::string> init = {}, const std::string& version = "1.36") {
            const Workspace ws = imageCase(std::move(nodes), images, init);
            return scores(ws, only(OtherScore::ImageLocality, version));
        };
        QCOMPARE(run({ node403002000("node1"), node25010("node2") }, { "gcr.io/40", "gcr.io/250" }), QString("0/5"));
        QCOMPARE(run({ node403002000("node1"), node25010("node2") }, { "gcr.io/40", "gcr.io/300" }), QString("7/0"));
        QCOMPARE(run({ node400030("node1"), node25010("node2") }, { "gcr.io/10", "gcr.io/4000" }), QString("100/0"));
        QCOMPARE(run({ node400030("node1"), node25010("node2"), imageNode("node3", {}) }, { "gcr.io/10", "gcr.io/4000" }),
            QString("66/0/0"));
        QCOMPARE(run({ node60040900("node1"), node300600900("node2"), imageNode("node3", {}) },
                     { "gcr.io/300", "gcr.io/600", "gcr.io/900" }),
            QString("32/36/0"));
        QCOMPARE(run({ node203040("node1"), node400030("node2") }, { "gcr.io/30", "gcr.io/40" }), QString("1/0"));
        // "include InitContainers: two images spread on two nodes, prefer the larger image one"
        QCOMPARE(run({ node403002000("node1"), node203040("node2") }, { "gcr.io/30" }, { "gcr.io/300" }), QString("6/0"));
        // 1.29: the init container's image and count are not taken: 30M/2 < 23M on node2, nothing on node1.
        QCOMPARE(run({ node403002000("node1"), node203040("node2") }, { "gcr.io/30" }, { "gcr.io/300" }, "1.29"),
            QString("0/0"));
        // TestNormalizedImageName.
        QCOMPARE(normalizedImageName("root"), std::string("root:latest"));
        QCOMPARE(normalizedImageName("gcr.io:5000/root"), std::string("gcr.io:5000/root:latest"));
        QCOMPARE(normalizedImageName("root:tag"), std::string("root:tag"));
        QCOMPARE(normalizedImageName("root@sha256:abc"), std::string("root@sha256:abc"));
    }

    // helper/normalize_score_test.go TestDefaultNormalizeScore.
    void defaultNormalize()
    {
        const auto norm = [](std::vector<int64_t> s, bool reverse) {
            defaultNormalizeScore(100, reverse, s);
            return s;
        };
        QCOMPARE(norm({ 1, 2, 3, 4 }, false), (std::vector<int64_t>{ 25, 50, 75, 100 }));
        QCOMPARE(norm({ 1, 2, 3, 4 }, true), (std::vector<int64_t>{ 75, 50, 25, 0 }));
        QCOMPARE(norm({ 1000, 10, 20, 30 }, false), (std::vector<int64_t>{ 100, 1, 2, 3 }));
        QCOMPARE(norm({ 1000, 10, 20, 30 }, true), (std::vector<int64_t>{ 0, 99, 98, 97 }));
        QCOMPARE(norm({ 1, 1, 1, 1 }, false), (std::vector<int64_t>{ 100, 100, 100, 100 }));
        QCOMPARE(norm({ 1000, 1, 1, 1 }, false), (std::vector<int64_t>{ 100, 0, 0, 0 }));
        QCOMPARE(norm({ 0, 1, 1, 1 }, true), (std::vector<int64_t>{ 100, 0, 0, 0 }));
    }

    // The default weights by release (v1beta2 in 1.22; v1beta3/v1 from
    // 1.23) and the total: plugins omitted is the whole default profile.
    void defaultProfileWeightsAndSum()
    {
        Workspace ws;
        ws.nodes.push_back(labelledNode("a", "kubernetes.io/hostname=a"));
        ws.nodes.push_back(labelledNode("b", "kubernetes.io/hostname=b"));
        ws.pods.push_back(pending());
        const auto weightOf = [&](const std::string& version, const char* plugin) {
            const ScoreReport rep = scorePod(ws, at(simfx::defaultProfile("d"), version), std::string("p"));
            for (const PluginResult& r : rep.nodes[0].plugins)
                if (r.plugin == plugin)
                    return r.weight;
            return int64_t{ -1 };
        };
        QCOMPARE(weightOf("1.22", "TaintToleration"), int64_t{ 1 });
        QCOMPARE(weightOf("1.23", "TaintToleration"), int64_t{ 3 });
        QCOMPARE(weightOf("1.22", "NodeAffinity"), int64_t{ 1 });
        QCOMPARE(weightOf("1.23", "NodeAffinity"), int64_t{ 2 });
        QCOMPARE(weightOf("1.22", "InterPodAffinity"), int64_t{ 1 });
        QCOMPARE(weightOf("1.23", "InterPodAffinity"), int64_t{ 2 });
        QCOMPARE(weightOf("1.36", "PodTopologySpread"), int64_t{ 2 });
        QCOMPARE(weightOf("1.36", "ImageLocality"), int64_t{ 1 });
        // 1.16: the DefaultProvider's priorities (algorithmprovider/defaults).
        QCOMPARE(weightOf("1.16", "TaintToleration"), int64_t { 1 });
        QCOMPARE(weightOf("1.16", "NodeAffinity"), int64_t { 1 });
        QCOMPARE(weightOf("1.16", "InterPodAffinity"), int64_t { 1 });
        QCOMPARE(weightOf("1.16", "ImageLocality"), int64_t { 1 });
        QCOMPARE(weightOf("1.16", "SelectorSpread"), int64_t { 1 });
        QCOMPARE(weightOf("1.16", "NodePreferAvoidPods"), int64_t { 10000 });
        QCOMPARE(weightOf("1.16", "PodTopologySpread"), int64_t { -1 }); // EvenPodsSpreadPriority: alpha, off
        QCOMPARE(weightOf("1.22", "SelectorSpread"), int64_t { -1 });
        // An empty node for an empty pod: Fit LeastAllocated 100 (×1),
        // BalancedAllocation 100, TaintToleration 100 ×3; the rest skip
        // (1.36) or score 0. 1.27: PodTopologySpread 100 ×2 more.
        const auto othersPart = [](const NodeScore& n) {
            double resources = 0;
            for (const PluginResult& r : n.plugins)
                if ((r.plugin == "NodeResourcesFit" || r.plugin == "NodeResourcesBalancedAllocation") && r.score)
                    resources += *r.score * static_cast<double>(r.weight);
            return n.total - resources;
        };
        QCOMPARE(othersPart(scorePod(ws, simfx::defaultProfile("d"), std::string("p")).nodes[0]), 300.0);
        QCOMPARE(othersPart(scorePod(ws, at(simfx::defaultProfile("d"), "1.27"), std::string("p")).nodes[0]), 500.0);
        QCOMPARE(othersPart(scorePod(ws, at(simfx::defaultProfile("d"), "1.22"), std::string("p")).nodes[0]), 300.0);
        // A plugin list runs exactly what it lists; weight 0 is 1.
        Profile listed = only(OtherScore::TaintToleration);
        const ScoreReport one = scorePod(ws, listed, std::string("p"));
        QCOMPARE(one.nodes[0].total, 100.0);
        listed.taintToleration.weight = 7;
        listed.taintToleration.weightSet = true;
        QCOMPARE(scorePod(ws, listed, std::string("p")).nodes[0].total, 700.0);
    }

    // The simulator: a MostAllocated profile that inherits the default
    // spreading spreads a Service's pods; with the spreading off it packs.
    // The tree and the reference paths agree.
    void simulatorSpreadsThenPacks()
    {
        const Workspace ws = serviceOnFourNodes();
        // MostAllocated and the rest of the default profile at its weights,
        // as importing a v1 file that changes only the strategy gives it.
        Profile naive = simfx::kubeProfile("naive", "MostAllocated", {}, true);
        for (auto [entry, weight] : { std::pair{ &naive.taintToleration, 3 }, { &naive.nodeAffinity, 2 },
                 { &naive.podTopologySpread, 2 }, { &naive.interPodAffinity, 2 }, { &naive.imageLocality, 1 } })
            *entry = PluginEntry{ true, weight, true };
        const auto used = [&](const Profile& p) {
            const SimulationResult r = simfx::bothPaths(ws, p);
            return r.metrics.nodesUsed;
        };
        QCOMPARE(used(naive), int64_t{ 4 });
        Profile fixed = naive;
        fixed.podTopologySpreadArgsSet = true;
        fixed.podTopologySpreadList = true;
        QCOMPARE(used(fixed), int64_t{ 1 });
        // And the pods' scores differ from node to node only through the
        // spreading: the first pod lands anywhere, the second elsewhere.
        const SimulationResult r = simfx::bothPaths(ws, naive);
        QVERIFY(r.placements[0].node != r.placements[1].node);
    }

    // The workspace file: the plugins, their weights and args, read and
    // written back unchanged; a bad value is refused with its field.
    void workspaceRoundTrip()
    {
        const std::string text = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n"
                                 "- name: packed\n  scheduler: kube-scheduler\n  plugins:\n"
                                 "    NodeResourcesFit: {weight: 10}\n"
                                 "    TaintToleration: {weight: 3}\n"
                                 "    NodeAffinity: {}\n"
                                 "    PodTopologySpread: {weight: 2, args: {defaultingType: List, defaultConstraints: []}}\n"
                                 "    InterPodAffinity: {weight: 2, args: {hardPodAffinityWeight: 0}}\n"
                                 "nodes: []\npods: []\n";
        const Workspace ws = readWorkspace(text);
        const Profile& p = ws.profiles.at(0);
        QVERIFY(p.taintToleration.enabled && p.taintToleration.weight == 3);
        QVERIFY(p.nodeAffinity.enabled && !p.nodeAffinity.weightSet);
        QVERIFY(p.podTopologySpread.enabled && p.podTopologySpreadList);
        QCOMPARE(p.interPodAffinityArgs.hardPodAffinityWeight, std::optional<int64_t>(0));
        QVERIFY(!p.imageLocality.enabled && !p.balanced.enabled);
        Profile again = readWorkspace(writeWorkspace(ws)).profiles.at(0);
        again.pos = p.pos;
        QVERIFY(again == p);
        const OtherScoreConfig c = otherScoreConfig(p, KubeVersion{});
        QVERIFY(c.on(OtherScore::NodeAffinity) && c.weight[1] == 1 && !c.systemDefaulting && !c.on(OtherScore::ImageLocality));
        // Errors name the field.
        const auto errorOf = [](const std::string& plugins) {
            try {
                readWorkspace("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: x\n  plugins:\n"
                    + plugins + "nodes: []\npods: []\n");
            } catch (const InputError& e) {
                return e.diagnostics().front().field + ": " + e.diagnostics().front().message;
            }
            return std::string("no error");
        };
        QVERIFY(errorOf("    InterPodAffinity: {args: {hardPodAffinityWeight: 101}}\n")
                    .find("profiles[0].plugins.InterPodAffinity.args.hardPodAffinityWeight: 101 is not in the valid range")
            == 0);
        QVERIFY(errorOf("    PodTopologySpread: {args: {defaultingType: Sometimes}}\n").find("unsupported value") != std::string::npos);
        // NodeAffinity takes args (addedAffinity: test_added_affinity.cpp);
        // TaintToleration and ImageLocality take none.
        QCOMPARE(errorOf("    NodeAffinity: {args: {}}\n"), std::string("no error"));
        QVERIFY2(errorOf("    TaintToleration: {args: {}}\n").find("TaintToleration and ImageLocality take no args")
                != std::string::npos,
            errorOf("    TaintToleration: {args: {}}\n").c_str());
        QVERIFY(errorOf("    TaintTolerations: {}\n").find("TaintToleration") != std::string::npos);
    }

    // Export writes what the cluster needs to run exactly this set, in
    // each dialect, and import reads it back to the same scores.
    void exportImportRoundTrip()
    {
        Profile p = simfx::kubeProfile("packed", "MostAllocated");
        p.schedulerName = "packed";
        p.fit.weight = 10;
        p.fit.weightSet = true;
        p.taintToleration = { true, 3, true };
        p.nodeAffinity = { true, 2, true };
        p.podTopologySpread = { true, 2, true };
        p.podTopologySpreadArgsSet = true;
        p.podTopologySpreadList = true;
        p.interPodAffinity = { true, 2, true };
        // BalancedAllocation and ImageLocality off.
        for (ConfigFormat f : { ConfigFormat::KubeV1, ConfigFormat::KubeV1beta3, ConfigFormat::KubeV1beta2 }) {
            ExportOptions o;
            o.format = f;
            const Profile q = at(p, f == ConfigFormat::KubeV1 ? "1.36" : f == ConfigFormat::KubeV1beta3 ? "1.28" : "1.27");
            const ExportResult r = exportProfiles({ &q }, o);
            QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
            QVERIFY2(r.text.find("- name: ImageLocality") != std::string::npos, r.text.c_str());
            QVERIFY2(r.text.find("defaultingType: List") != std::string::npos, r.text.c_str());
            const ImportResult back = importSchedulerConfig(r.text, "x.yaml");
            QVERIFY(back.ok());
            const Profile& b = back.profiles.at(0);
            const KubeVersion v = *releaseOf(q);
            const OtherScoreConfig want = otherScoreConfig(q, v), got = otherScoreConfig(b, *releaseOf(b));
            QCOMPARE(got.enabled, want.enabled);
            QCOMPARE(got.weight, want.weight);
            QCOMPARE(got.systemDefaulting, want.systemDefaulting);
            QVERIFY(!b.balanced.enabled && b.fit.enabled);
        }
        // v1beta2 weighs TaintToleration 1 where 1.27's own default is 3:
        // a v1beta2 file without plugins imports as a profile that lists
        // them at v1beta2's weights.
        const ImportResult v1beta2 = importSchedulerConfig(
            "apiVersion: kubescheduler.config.k8s.io/v1beta2\nkind: KubeSchedulerConfiguration\nprofiles:\n"
            "- schedulerName: default-scheduler\n",
            "x.yaml");
        QVERIFY(v1beta2.ok());
        const OtherScoreConfig c = otherScoreConfig(v1beta2.profiles.at(0), KubeVersion{ 27, -1 });
        QCOMPARE(c.weight[0], int64_t{ 1 });
        QCOMPARE(c.weight[1], int64_t{ 1 });
        QCOMPARE(c.weight[2], int64_t{ 2 });
        // The default profile exported to v1 says nothing of them.
        Profile d = simfx::defaultProfile("d");
        ExportOptions o;
        const ExportResult plain = exportProfiles({ &d }, o);
        QVERIFY(plain.text.find("TaintToleration") == std::string::npos);
        // v1beta1 (1.20+) turns it off with defaultingType: List and no
        // constraints, and reads it back; a Policy says it with
        // EvenPodsSpreadPriority without SelectorSpreadPriority.
        o.format = ConfigFormat::KubeV1beta1;
        const Profile old = at(p, "1.22");
        const ExportResult v1beta1 = exportProfiles({ &old }, o);
        QVERIFY2(v1beta1.ok(), v1beta1.errors.empty() ? "" : v1beta1.errors.front().message.c_str());
        QVERIFY2(v1beta1.text.find("      defaultingType: List\n      defaultConstraints: []\n") != std::string::npos,
            v1beta1.text.c_str());
        const ImportResult back = importSchedulerConfig(v1beta1.text, "x.yaml");
        QVERIFY(back.ok());
        QVERIFY(back.profiles.at(0).podTopologySpreadArgsSet && back.profiles.at(0).podTopologySpreadList
            && back.profiles.at(0).podTopologySpreadDefaultConstraints.empty());
        QVERIFY(!otherScoreConfig(back.profiles.at(0), KubeVersion { 22, -1 }).systemDefaulting);
        o.format = ConfigFormat::Policy;
        const ExportResult policy = exportProfiles({ &old }, o);
        QVERIFY2(policy.ok(), policy.errors.empty() ? "" : policy.errors.front().message.c_str());
        QVERIFY2(policy.text.find("- name: EvenPodsSpreadPriority\n") != std::string::npos, policy.text.c_str());
        QVERIFY2(policy.text.find("- name: SelectorSpreadPriority\n") == std::string::npos, policy.text.c_str());
        const ImportResult policyBack = importSchedulerConfig(policy.text, "x.yaml");
        QVERIFY(policyBack.ok());
        QCOMPARE(policyBack.kubeMinor, 22);
        const Profile& pb = policyBack.profiles.at(0);
        QVERIFY(
            pb.podTopologySpreadArgsSet && pb.podTopologySpreadList && pb.podTopologySpreadDefaultConstraints.empty());
        const OtherScoreConfig oldWant = otherScoreConfig(old, KubeVersion { 22, -1 });
        const OtherScoreConfig oldGot = otherScoreConfig(pb, KubeVersion { 22, -1 });
        QCOMPARE(oldGot.enabled, oldWant.enabled);
        QCOMPARE(oldGot.weight, oldWant.weight);
        QVERIFY(!oldGot.systemDefaulting);
    }

    // Every preset exports to each KubeSchedulerConfiguration version its
    // release serves and imports back to the same plugins, weights and
    // args; the workspace file keeps them too.
    void presetsRoundTrip()
    {
        QCOMPARE(profilePresets().size(), size_t(7));
        for (const ProfilePreset& preset : profilePresets()) {
            if (preset.profile.scheduler == SchedulerKind::Volcano) {
                // volcano-scheduler.conf: nodeorder's and binpack's arguments.
                ExportOptions o;
                o.format = ConfigFormat::Volcano;
                const ExportResult r = exportProfiles({ &preset.profile }, o);
                QVERIFY2(r.ok(), preset.id.c_str());
                const ImportResult back = importSchedulerConfig(r.text, "volcano-scheduler.conf");
                QVERIFY2(back.ok(), r.text.c_str());
                const Profile& b = back.profiles.at(0);
                const OtherScoreConfig want = otherScoreConfig(preset.profile, *releaseOf(preset.profile));
                const OtherScoreConfig got = otherScoreConfig(b, *releaseOf(b));
                QVERIFY2(got.enabled == want.enabled && got.weight == want.weight, preset.id.c_str());
                QCOMPARE(b.nodeorderEnabled, preset.profile.nodeorderEnabled);
                QCOMPARE(b.binpackEnabled, preset.profile.binpackEnabled);
                QCOMPARE(b.nodeorderArguments, preset.profile.nodeorderArguments);
                QCOMPARE(b.binpackArguments, preset.profile.binpackArguments);
            }
            // A Policy (1.22) names the same plugins by their priorities.
            for (const auto& [format, version] : { std::pair { ConfigFormat::KubeV1, "1.36" },
                     { ConfigFormat::KubeV1beta3, "1.28" }, { ConfigFormat::KubeV1beta2, "1.27" },
                     { ConfigFormat::Policy, "1.22" }, { ConfigFormat::PolicyJson, "1.22" } }) {
                if (preset.profile.scheduler == SchedulerKind::Volcano)
                    break;
                const Profile p = at(preset.profile, version);
                ExportOptions o;
                o.format = format;
                const ExportResult r = exportProfiles({ &p }, o);
                QVERIFY2(r.ok(),
                    qPrintable(QString::fromStdString(
                        preset.id + " " + version + ": " + (r.errors.empty() ? "" : r.errors.front().message))));
                const ImportResult back = importSchedulerConfig(r.text, "x.yaml");
                QVERIFY2(back.ok(), r.text.c_str());
                const Profile& b = back.profiles.at(0);
                const OtherScoreConfig want = otherScoreConfig(p, *releaseOf(p));
                const OtherScoreConfig got = otherScoreConfig(b, *releaseOf(b));
                QVERIFY2(got.enabled == want.enabled && got.weight == want.weight
                        && got.systemDefaulting == want.systemDefaulting,
                    qPrintable(QString::fromStdString(preset.id + " " + version)));
                QCOMPARE(effectiveFit(b).weight, effectiveFit(p).weight);
                QCOMPARE(effectiveFit(b).type, effectiveFit(p).type);
                QCOMPARE(effectiveBalanced(b).enabled, effectiveBalanced(p).enabled);
            }
            Workspace ws;
            ws.profiles.push_back(preset.profile);
            Profile again = readWorkspace(writeWorkspace(ws)).profiles.at(0);
            again.pos = preset.profile.pos;
            QVERIFY2(again == preset.profile, preset.id.c_str());
        }
        // The presets do what their names say on a Service's pods.
        const Workspace ws = serviceOnFourNodes();
        const auto used = [&](const char* id) { return simfx::bothPaths(ws, findProfilePreset(id)->profile).metrics.nodesUsed; };
        QCOMPARE(used("upstream-default"), int64_t{ 4 });
        QCOMPARE(used("naive-most-allocated"), int64_t{ 4 });
        QCOMPARE(used("binpack"), int64_t{ 1 });
        QCOMPARE(used("binpack-rtcr"), int64_t{ 1 });
        QCOMPARE(used("volcano-default"), int64_t{ 4 });
        QCOMPARE(used("volcano-binpack"), int64_t{ 1 });
    }

    // "Why doesn't this pack?": a Service's second pod under the naive
    // profile goes to an empty node; PodTopologySpread pulled it there, and
    // the fixes make the profile pick the node packing picks.
    void whyNotPackNamesThePullAndTheFix()
    {
        Workspace ws;
        for (int i = 0; i < 3; ++i)
            ws.nodes.push_back(labelledNode("n" + std::to_string(i),
                QString("kubernetes.io/hostname=n%1,topology.kubernetes.io/zone=z%2").arg(i).arg(i % 2)));
        Pod first = boundPod("web-a", "n0", "app=web");
        first.containers.front().requests = res({ { "cpu", "2" }, { "memory", "2Gi" } });
        ws.pods.push_back(first);
        Pod web = pending("app=web");
        web.containers.front().requests = res({ { "cpu", "2" }, { "memory", "2Gi" } });
        ws.pods.push_back(web);
        Service svc;
        svc.name = "web";
        svc.selector = labels("app=web");
        ws.services.push_back(svc);
        const Profile naive = findProfilePreset("naive-most-allocated")->profile;
        const ScoringScene sc = buildScoringScene(ws, naive, std::string("p"));
        const ScoreReport rep = scoreScene(sc, naive);
        const PackingVerdict v = whyNotPack(sc, rep, naive);
        QVERIFY(v.scored && !v.packs);
        QCOMPARE(rep.nodeNames[static_cast<size_t>(v.packing)], std::string("n0"));
        QVERIFY(rep.nodeNames[static_cast<size_t>(v.chosen)] != "n0");
        QCOMPARE(v.pulls.front().plugin, std::string("PodTopologySpread"));
        QVERIFY(v.pulls.front().margin() > 0);
        QVERIFY(!v.fixes.empty() && v.fixes.front() == PackingFix::DefaultSpreadingOff);
        const Profile fixed = applyPackingFixes(naive, v.fixes);
        const ScoringScene sc2 = buildScoringScene(ws, fixed, std::string("p"));
        const ScoreReport rep2 = scoreScene(sc2, fixed);
        const PackingVerdict v2 = whyNotPack(sc2, rep2, fixed);
        QVERIFY(v2.packs);
        QCOMPARE(rep2.nodeNames[static_cast<size_t>(*rep2.selected)], std::string("n0"));
        QVERIFY(v2.fixes.empty());
        // The profile's own List pulls the same way: the fix clears it.
        Profile listed = naive;
        listed.podTopologySpreadArgsSet = true;
        listed.podTopologySpreadList = true;
        listed.podTopologySpreadDefaultConstraints
            = { simfx::spreadConstraint(1, "kubernetes.io/hostname", std::nullopt, "ScheduleAnyway") };
        const ScoringScene scList = buildScoringScene(ws, listed, std::string("p"));
        const PackingVerdict vList = whyNotPack(scList, scoreScene(scList, listed), listed);
        QVERIFY(!vList.packs && !vList.fixes.empty() && vList.fixes.front() == PackingFix::DefaultSpreadingOff);
        QVERIFY(applyPackingFix(listed, PackingFix::DefaultSpreadingOff).podTopologySpreadDefaultConstraints.empty());
        // A pod whose own constraint pulls is not offered the defaults' fix:
        // turning them off would change nothing for it.
        Workspace own = ws;
        own.pods.back().topologySpreadConstraints
            = { simfx::spreadConstraint(1, "kubernetes.io/hostname", simfx::existsSelector("app"), "ScheduleAnyway") };
        const ScoringScene scOwn = buildScoringScene(own, naive, std::string("p"));
        const PackingVerdict vOwn = whyNotPack(scOwn, scoreScene(scOwn, naive), naive);
        QVERIFY(!vOwn.packs && vOwn.pulls.front().plugin == "PodTopologySpread");
        QVERIFY(std::find(vOwn.fixes.begin(), vOwn.fixes.end(), PackingFix::DefaultSpreadingOff) == vOwn.fixes.end());
        // The default profile also gets "score with MostAllocated" first.
        const Profile def = simfx::defaultProfile("d");
        const ScoringScene sc3 = buildScoringScene(ws, def, std::string("p"));
        const PackingVerdict v3 = whyNotPack(sc3, scoreScene(sc3, def), def);
        QVERIFY(!v3.packs && v3.fixes.front() == PackingFix::MostAllocated);
        // Volcano is compared too, on its own scene (its arithmetic:
        // test_volcano_nodeorder.cpp, whyNotPackNamesNodeordersPull).
        const Profile vc = simfx::volcanoBinpack("v");
        const ScoringScene sc4 = buildScoringScene(ws, vc, std::string("p"));
        QVERIFY(whyNotPack(sc4, scoreScene(sc4, vc), vc).scored);
    }

    // percentageOfNodesToScore: upstream looks for one feasible node only
    // when no score plugin is enabled; TaintToleration alone is one.
    // The simulator's fast path keeps PodTopologySpread's counts per domain
    // from the binds and leaves out the plugins that score every node alike;
    // the reference path counts and scores everything for every pod. Same
    // placements and the same totals, with every plugin in play.
    void fastPathMatchesTheReference()
    {
        std::string yaml = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: full\n"
                           "services:\n- {name: web, selector: {app: web}}\n- {name: api, selector: {app: api}}\nnodes:\n";
        for (int i = 0; i < 12; ++i) {
            const std::string n = "n" + std::to_string(i);
            yaml += "- {name: " + n + ", allocatable: {cpu: \"4\", memory: 8Gi, pods: \"20\"}, labels: "
                "{kubernetes.io/hostname: " + n + ", topology.kubernetes.io/zone: z" + std::to_string(i % 3)
                + (i % 4 == 0 ? ", disk: ssd" : "") + "}"
                + (i == 5 ? ", taints: [{key: old, effect: PreferNoSchedule}]" : "")
                + (i % 5 == 1 ? ", images: [{names: [\"web:1\"], sizeBytes: 500000000}]" : "") + "}\n";
        }
        yaml += "pods:\n"
                "- {name: web-old, nodeName: n2, labels: {app: web}, containers: [{requests: {cpu: 500m}}]}\n"
                "- {name: api-old, nodeName: n7, labels: {app: api}, containers: [{requests: {cpu: 500m}}]}\n"
                "- {name: web, replicas: 14, labels: {app: web}, containers: [{image: \"web:1\", requests: {cpu: 300m, memory: 256Mi}}]}\n"
                "- {name: api, replicas: 10, labels: {app: api}, containers: [{requests: {cpu: 700m, memory: 1Gi}}],\n"
                "   affinity: {nodeAffinity: {preferredDuringSchedulingIgnoredDuringExecution: "
                "[{weight: 50, preference: {matchExpressions: [{key: disk, operator: In, values: [ssd]}]}}]},\n"
                "   podAntiAffinity: {preferredDuringSchedulingIgnoredDuringExecution: [{weight: 30, "
                "podAffinityTerm: {topologyKey: kubernetes.io/hostname, labelSelector: {matchLabels: {app: web}}}}]}}}\n"
                "- {name: batch, replicas: 8, containers: [{requests: {cpu: 250m}}]}\n"
                "- {name: web2, replicas: 6, labels: {app: web}, containers: [{image: \"web:1\", requests: {cpu: 300m, memory: 256Mi}}]}\n"
                // Spread like web, and too big for any node: the failure path with the other plugins varying.
                "- {name: big, replicas: 3, labels: {app: web}, containers: [{requests: {cpu: \"5\"}}]}\n";
        const Workspace ws = readWorkspace(yaml);
        const Profile profile = ws.profiles.front();
        // The weighted sums without the constant plugins equal the full scores summed.
        ScoringScene scene = buildScoringScene(ws, profile, std::string("api"));
        QVERIFY(scene.others && scene.others->any());
        for (int t = 0; t < static_cast<int>(ws.pods.size()); ++t)
            QCOMPARE(scene.others->weightedSums(t, scene.state, scene.feasible),
                OtherScorer::weightedSum(scene.others->score(t, scene.state, scene.feasible), scene.feasible.size()));
        SimulationOptions reference;
        reference.reference = true;
        const SimulationResult fast = simulate(ws, profile);
        const SimulationResult ref = simulate(ws, profile, reference);
        QCOMPARE(fast.placements.size(), size_t(41));
        QCOMPARE(ref.placements.size(), fast.placements.size());
        int64_t placed = 0;
        for (size_t i = 0; i < fast.placements.size(); ++i) {
            QCOMPARE(fast.placements[i].node, ref.placements[i].node);
            QCOMPARE(fast.placements[i].total, ref.placements[i].total);
            QCOMPARE(fast.placements[i].reason, ref.placements[i].reason);
            placed += fast.placements[i].node >= 0;
        }
        QCOMPARE(placed, int64_t{ 38 });
        QCOMPARE(QString::fromStdString(fast.placements.back().reason),
            QString("0/12 nodes are available: 12 Insufficient cpu."));
    }

    // The fast path's lane for pods that PodTopologySpread alone scores
    // apart (the nodes by topology class, the touched ones one by one):
    // random clusters with nodes lacking the zone label (kept from 1.23,
    // ignored before), pods already bound, pods with constraints of their
    // own (hostname, zone, rack), both strategies and both tie breaks, the
    // releases where requireAll, rounding and the inclusion policies change.
    // Same nodes, same totals, same reasons as the reference path.
    void topologyClassLaneMatchesTheReference_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<bool>("first");
        for (const char* v : { "1.22", "1.23", "1.24", "1.25", "1.26", "1.27", "1.36" })
            for (const char* strategy : { "LeastAllocated", "MostAllocated" })
                for (bool first : { false, true })
                    QTest::addRow("%s %s %s", v, strategy, first ? "first" : "random")
                        << QString(v) << QString(strategy) << first;
    }
    void topologyClassLaneMatchesTheReference()
    {
        QFETCH(QString, version);
        QFETCH(QString, strategy);
        QFETCH(bool, first);
        int64_t byClass = 0, scheduled = 0;
        for (unsigned seed = 1; seed <= 6; ++seed) {
            std::mt19937 rng(seed * 7919u + static_cast<unsigned>(version.size() + strategy.size()));
            auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
            std::string yaml
                = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\nservices:\n";
            const int apps = 2 + pick(4);
            for (int a = 0; a < apps; ++a)
                yaml += "- {name: app" + std::to_string(a) + ", selector: {app: a" + std::to_string(a) + "}}\n";
            yaml += "nodes:\n";
            const int nodes = 120 + pick(200);
            const int zones = 1 + pick(4);
            for (int i = 0; i < nodes; ++i) {
                const std::string n = "n" + std::to_string(i);
                std::string labels = "kubernetes.io/hostname: " + n;
                if (pick(10) != 0)
                    labels += ", topology.kubernetes.io/zone: z" + std::to_string(pick(zones));
                if (pick(3) != 0)
                    labels += ", rack: r" + std::to_string(pick(3));
                const int cpu = 2 + 2 * pick(3);
                yaml += "- {name: " + n + ", allocatable: {cpu: \"" + std::to_string(cpu)
                    + "\", memory: " + std::to_string(cpu * 2) + "Gi, pods: \"30\"}, labels: {" + labels + "}}\n";
            }
            yaml += "pods:\n";
            for (int b = 0; b < nodes / 3; ++b)
                yaml += "- {name: old" + std::to_string(b) + ", nodeName: n" + std::to_string(pick(nodes))
                    + ", labels: {app: a" + std::to_string(pick(apps))
                    + "}, containers: [{requests: {cpu: " + std::to_string(100 * (1 + pick(5))) + "m}}]}\n";
            for (int a = 0; a < apps; ++a) {
                const std::string cpu = std::to_string(100 * (1 + pick(6))) + "m";
                const std::string mem = std::to_string(128 * (1 + pick(4))) + "Mi";
                yaml += "- {name: a" + std::to_string(a) + ", replicas: " + std::to_string(5 + pick(40))
                    + ", labels: {app: a" + std::to_string(a) + "}, containers: [{requests: {cpu: " + cpu
                    + ", memory: " + mem + "}}]";
                if (pick(3) == 0) {
                    // Constraints of its own: ScheduleAnyway on hostname and zone or rack.
                    const char* key = pick(2) ? "rack" : "topology.kubernetes.io/zone";
                    yaml += ",\n   topologySpreadConstraints: [{maxSkew: " + std::to_string(1 + pick(3))
                        + ", topologyKey: kubernetes.io/hostname, whenUnsatisfiable: ScheduleAnyway, "
                          "labelSelector: {matchLabels: {app: a"
                        + std::to_string(a) + "}}}, {maxSkew: 1, topologyKey: " + key
                        + ", whenUnsatisfiable: ScheduleAnyway, labelSelector: {matchLabels: {app: a"
                        + std::to_string(a) + "}}}]";
                }
                yaml += "}\n";
            }
            const Workspace ws = readWorkspace(yaml);
            Profile profile = simfx::defaultProfile("full");
            profile.kubernetesVersion = version.toStdString();
            profile.kubernetesVersionSet = true;
            ScoringStrategy st;
            st.type = strategy.toStdString();
            profile.fitArgs.scoringStrategy = st;
            profile.fitArgsSet = true;
            SimulationOptions fastOpt, refOpt;
            fastOpt.seed = refOpt.seed = seed;
            fastOpt.tieBreak = refOpt.tieBreak = first ? TieBreak::First : TieBreak::Random;
            refOpt.reference = true;
            const SimulationResult fast = simulate(ws, profile, fastOpt);
            const SimulationResult ref = simulate(ws, profile, refOpt);
            QCOMPARE(fast.placements.size(), ref.placements.size());
            for (size_t i = 0; i < fast.placements.size(); ++i) {
                QCOMPARE(fast.placements[i].node, ref.placements[i].node);
                QCOMPARE(fast.placements[i].total, ref.placements[i].total);
                QCOMPARE(fast.placements[i].reason, ref.placements[i].reason);
            }
            QCOMPARE(fast.nodesScored, ref.nodesScored);
            QCOMPARE(ref.podsByClass, int64_t { 0 });
            byClass += fast.podsByClass;
            scheduled += fast.metrics.scheduled;
        }
        // The lane was taken for most pods (the others: more touched nodes
        // than a quarter of the cluster, or pods it cannot place).
        QVERIFY2(byClass * 4 > scheduled * 3, (std::to_string(byClass) + " of " + std::to_string(scheduled)).c_str());
    }

    void samplingCountsTheOtherPluginsAsScoring()
    {
        Workspace ws;
        for (int i = 0; i < 200; ++i)
            ws.nodes.push_back(labelledNode("n" + std::to_string(i), {}));
        ws.pods.push_back(pending());
        SimulationOptions o;
        o.percentageOfNodesToScore = 50;
        QCOMPARE(simulate(ws, only(OtherScore::TaintToleration), o).nodesScored, int64_t{ 100 });
        Profile none = only(OtherScore::TaintToleration);
        none.taintToleration.enabled = false;
        QCOMPARE(simulate(ws, none, o).nodesScored, int64_t{ 1 });
    }

    // `explain` prints each plugin's score, normalisation and weight.
    void explainShowsEveryPlugin()
    {
        Workspace ws;
        ws.nodes.push_back(taintedNode("a", { Taint{ "k", "v", "PreferNoSchedule" } }));
        ws.nodes.push_back(taintedNode("b", {}));
        ws.pods.push_back(pending());
        const std::string text = explainScore(ws, simfx::defaultProfile("d"), "a", std::string("p"));
        QVERIFY2(text.find("TaintToleration (weight 3)") != std::string::npos, text.c_str());
        QVERIFY2(text.find("PreferNoSchedule taints the pod does not tolerate: 1\n"
                           "  normalised over the 2 feasible nodes: 0; weighted: 0 * 3 = 0")
                != std::string::npos,
            text.c_str());
        QVERIFY2(text.find("PodTopologySpread (weight 2)") != std::string::npos, text.c_str());
        const std::string b = explainScore(ws, simfx::defaultProfile("d"), "b", std::string("p"));
        QVERIFY2(b.find("normalised over the 2 feasible nodes: 100; weighted: 100 * 3 = 300") != std::string::npos, b.c_str());
    }
};

QTEST_GUILESS_MAIN(TestDefaultScores)
#include "test_default_scores.moc"
