// SPDX-License-Identifier: GPL-3.0-or-later
// bp::analyze, the one entry point the window asks: on every bundled example,
// every profile and every node, its answers are exactly those of the CLI's
// own entry points (scorePod, explainScore, simulate), although it builds the
// cluster state and compiles the profile once for all of them.
#include "io/workspace_io.h"
#include "result_checks.h"
#include "sim/analysis.h"
#include "sim_fixtures.h"
#include "util/diagnostic.h"

#include <QDir>
#include <QTest>

using namespace bp;

namespace {

Workspace example(const char* name)
{
    return readWorkspaceFile(std::string(BP_EXAMPLES_DIR) + "/" + name);
}

// The core's checks, and the parts only a full report has: plugin names, each plugin's score.
void compareFullReports(const ScoreReport& a, const ScoreReport& b)
{
    test::compareReports(a, b);
    QCOMPARE(a.profile, b.profile);
    QCOMPARE(a.pluginNames, b.pluginNames);
    QCOMPARE(a.error, b.error);
    for (size_t i = 0; i < a.nodes.size() && i < b.nodes.size(); ++i) {
        QCOMPARE(a.nodes[i].plugins.size(), b.nodes[i].plugins.size());
        for (size_t p = 0; p < a.nodes[i].plugins.size(); ++p)
            QCOMPARE(a.nodes[i].plugins[p].score, b.nodes[i].plugins[p].score);
    }
}

using test::comparePlacements;

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT
private slots:
    void equalsTheCliEntryPoints_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* f :
            {"docs-example.binpack.yaml", "gpu-cluster.binpack.yaml", "volcano-example.binpack.yaml", "web-batch.binpack.yaml"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }

    void equalsTheCliEntryPoints()
    {
        QFETCH(QString, file);
        const Workspace ws = example(file.toLatin1().constData());
        QVERIFY(!ws.profiles.empty());
        for (const Profile& profile : ws.profiles) {
            for (const Node& node : ws.nodes) {
                AnalysisRequest q;
                q.node = node.name;
                q.simulate = true;
                const Analysis a = analyze(ws, profile, q);
                QCOMPARE(a.scoreOutcome, ScoreOutcome::Scored);
                compareFullReports(a.report, scorePod(ws, profile));
                QCOMPARE(a.node, node.name);
                QCOMPARE(a.explanation.english(), explainScore(ws, profile, node.name, a.report.pod));
                QCOMPARE(a.breakdown.node, node.name);
                QCOMPARE(a.breakdown.pod, a.report.pod);
                QVERIFY(a.simulation);
                comparePlacements(*a.simulation, simulate(ws, profile));
                if (QTest::currentTestFailed())
                    QFAIL(qPrintable(QString::fromStdString("profile " + profile.name + ", node " + node.name)));
            }
        }
    }

    void defaultNodeIsTheSchedulersPick()
    {
        const Workspace ws = example("docs-example.binpack.yaml");
        const Analysis a = analyze(ws, ws.profiles.front(), {});
        const ScoreReport r = scorePod(ws, ws.profiles.front());
        QVERIFY(r.selected);
        QCOMPARE(a.node, r.nodeNames[static_cast<size_t>(*r.selected)]);
        QVERIFY(!a.simulation); // not asked for
        // An unknown node name falls back to the pick as well.
        AnalysisRequest q;
        q.node = "no-such-node";
        QCOMPARE(analyze(ws, ws.profiles.front(), q).node, a.node);
    }

    // Issue 16: a bound pod was scored with its own requests still on its
    // node, so that node looked full. It is now taken off first, as if it
    // were created again now. Two replicas of web (1 cpu, 1Gi each) on n1 of
    // 4 cpu, 8Gi; web-1 asked about: one replica stays, so LeastAllocated
    // scores cpu (4-2)/4 = 50 and memory (8-2)/8 = 75: (50+75)/2 = 62 (it
    // was 43 with web-1 counted twice).
    void boundPodIsScoredAsIfCreatedAgain()
    {
        const Workspace ws = readWorkspace(
            "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\n"
            "profiles:\n- {name: la, scheduler: kube-scheduler, kubernetesVersion: \"1.36\"}\n"
            "nodes:\n"
            "- {name: n1, allocatable: {cpu: \"4\", memory: 8Gi}}\n"
            "- {name: n2, allocatable: {cpu: \"4\", memory: 8Gi}}\n"
            "pods:\n"
            "- {name: web, replicas: 2, nodeName: n1, containers: [{requests: {cpu: \"1\", memory: 1Gi}}]}\n"
            "- {name: big, nodeName: n2, containers: [{requests: {cpu: 3500m, memory: 1Gi}}]}\n",
            "bound.binpack.yaml");
        const Profile& profile = ws.profiles.front();
        const ScoreReport r = scorePod(ws, profile, std::string("web-1"));
        QCOMPARE(r.boundTo, std::string("n1"));
        QVERIFY(r.nodes[0].feasible);
        QVERIFY(!r.nodes[1].feasible); // 3.5 + 1 cpu > 4
        QCOMPARE(r.selected, std::optional<int>(0));
        const auto fit = std::find_if(r.nodes[0].plugins.begin(), r.nodes[0].plugins.end(),
            [](const auto& p) { return p.plugin == "NodeResourcesFit"; });
        QVERIFY(fit != r.nodes[0].plugins.end() && fit->score);
        QCOMPARE(*fit->score, 62.0);
        QVERIFY(explainScore(ws, profile, "n1", std::string("web-1"))
                    .find("The pod is bound to n1; it is asked about as if it were created again now")
            != std::string::npos);
        // Any replica's name and the template's give the same answer, and a
        // pending pod is not "bound".
        QCOMPARE(scorePod(ws, profile, std::string("web")).nodes[0].total, r.nodes[0].total);
        Workspace pending = ws;
        pending.pods[0].nodeName.reset();
        const ScoreReport p = scorePod(pending, profile, std::string("web"));
        QVERIFY(p.boundTo.empty());
        QVERIFY(explainScore(pending, profile, "n1", std::string("web")).find("is bound to") == std::string::npos);
    }

    void breakdownIsTheSchedulersView()
    {
        // node1 of the documentation's example: 8 cpu allocatable, 1 used, the pod asks 2.
        const Workspace ws = example("docs-example.binpack.yaml");
        AnalysisRequest q;
        q.node = "node1";
        const Analysis a = analyze(ws, ws.profiles.front(), q);
        const auto find = [&](const std::string& name) {
            for (const ResourceUse& u : a.breakdown.resources)
                if (u.resource == name)
                    return u;
            return ResourceUse{};
        };
        const ResourceUse cpu = find("cpu");
        QCOMPARE(cpu.resource, std::string("cpu"));
        QCOMPARE(cpu.allocatable, int64_t{8000});
        QCOMPARE(cpu.weight, int64_t{3});
        QVERIFY(cpu.scored);
        QCOMPARE(find("intel.com/foo").weight, int64_t{5});
        QCOMPARE(find("pods").pod, int64_t{1});
    }

    void shapeMarkersFollowTheTrace()
    {
        // RequestedToCapacityRatio on cpu alone: one marker per node, at the
        // utilization the plugin's own trace records (over capacity: 100).
        Workspace ws;
        simfx::addNodes(ws, 2, simfx::res({{"cpu", "4"}, {"memory", "8Gi"}}));
        ws.pods.push_back(simfx::pod("big", simfx::res({{"cpu", "3"}}), 1, std::string("n1")));
        ws.pods.push_back(simfx::pod("web", simfx::res({{"cpu", "2"}})));
        ws.profiles.push_back(simfx::kubeProfile("pack", "RequestedToCapacityRatio", {{"cpu", 1}}));
        const Analysis a = analyze(ws, ws.profiles.front(), {});
        QCOMPARE(a.shapeMarkers.size(), size_t{2});
        QCOMPARE(a.shapeMarkers[0].node, std::string("n0"));
        QCOMPARE(a.shapeMarkers[0].resource, std::string("cpu"));
        QCOMPARE(a.shapeMarkers[0].utilization, int64_t{50});
        QCOMPARE(a.shapeMarkers[1].utilization, int64_t{100}); // 5 of 4
        ws.profiles.front() = simfx::kubeProfile("most", "MostAllocated");
        QVERIFY(analyze(ws, ws.profiles.front(), {}).shapeMarkers.empty());
    }

    void aPodThatCannotBeScoredStillSimulates()
    {
        Workspace ws = example("docs-example.binpack.yaml");
        AnalysisRequest q;
        q.pod = "nope";
        q.simulate = true;
        const Analysis a = analyze(ws, ws.profiles.front(), q);
        QCOMPARE(a.scoreOutcome, ScoreOutcome::Refused);
        const std::string why = joinDiagnostics(a.scoreError);
        QVERIFY2(why.find("no pod named \"nope\"") != std::string::npos, why.c_str());
        QVERIFY(a.explanation.lines.empty());
        QVERIFY(a.simulation);
        comparePlacements(*a.simulation, simulate(ws, ws.profiles.front()));

        // Nothing pending and no pod named: no score, the (empty) simulation still runs.
        std::vector<Pod> bound;
        for (const Pod& p : ws.pods)
            if (p.nodeName)
                bound.push_back(p);
        ws.pods = bound;
        q.pod = std::nullopt;
        const Analysis none = analyze(ws, ws.profiles.front(), q);
        QCOMPARE(none.scoreOutcome, ScoreOutcome::NoPendingPod);
        QVERIFY(none.simulation);
        QCOMPARE(none.simulation->placements.size(), size_t{0});
    }

    void aWorkspaceTheCoreRefusesThrows()
    {
        Workspace ws = example("docs-example.binpack.yaml");
        ws.profiles.front().kubernetesVersion = "1.2";
        QVERIFY_THROWS_EXCEPTION(InputError, analyze(ws, ws.profiles.front(), {}));
    }
};

QTEST_MAIN(TestAnalysis)
#include "test_analysis.moc"
