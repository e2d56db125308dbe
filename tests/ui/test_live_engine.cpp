// SPDX-License-Identifier: GPL-3.0-or-later
// The live engine: results equal direct core calls, requests coalesce (many
// requests give results for the latest), stale results never replace newer
// ones, failures become failed(), and the GUI thread is never blocked by a
// large scene.
#include "charts_fixtures.h"

#include <algorithm>
#include "../core/result_checks.h"

#include "document/commands_cluster.h"
#include "document/document.h"
#include "live/live_controller.h"
#include "live/live_engine.h"
#include "sim/compare.h"
#include "scoring/profile_scorer.h"
#include "scoring/report.h"
#include "scoring/shape.h"
#include "sim/simulator.h"

#include <QElapsedTimer>

#include <algorithm>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using bp::ui::LiveEngine;
using bp::ui::LiveResult;

namespace {

using bp::test::comparePlacements;
using bp::test::compareReports;

bp::Workspace withShape(bp::Workspace ws, std::vector<bp::ShapePoint> shape)
{
    ws.profiles[0].fitArgs.scoringStrategy->shape = std::move(shape);
    return ws;
}

} // namespace

class TestLiveEngine : public QObject {
    Q_OBJECT

private slots:
    void smallSceneIsImmediateAndEqualsCore()
    {
        LiveEngine engine;
        QSignalSpy ready(&engine, &LiveEngine::resultReady);
        const bp::Workspace ws = bp::test::docsExample(3);
        const quint64 g = engine.request(ws, 0, {}, "node1");
        QCOMPARE(ready.count(), 1); // computed inside request(): no worker round trip
        const auto r = ready.last().at(0).value<LiveResult>();
        QCOMPARE(r.generation, g);
        QVERIFY(r.ok);
        QVERIFY(r.hasReport);
        QVERIFY(!r.superseded);
        compareReports(r.report, bp::scorePod(ws, ws.profiles[0]));
        comparePlacements(*r.simulation, bp::simulate(ws, ws.profiles[0]));
        QCOMPARE(r.selectedNode, QString("node1"));
        QCOMPARE(r.explanation.toStdString(), bp::explainScore(ws, ws.profiles[0], "node1", r.report.pod));
        QCOMPARE(r.breakdown.node, QString("node1"));
        QVERIFY(!engine.isBusy());
    }

    void defaultNodeIsTheSchedulersPick()
    {
        LiveEngine engine;
        QSignalSpy ready(&engine, &LiveEngine::resultReady);
        engine.request(bp::test::docsExample(), 0);
        QCOMPARE(ready.last().at(0).value<LiveResult>().selectedNode, QString("node2"));
    }

    void shapeMarkersAreTheSchedulersUtilization()
    {
        // One resource, so the node's fit score is the shape at the marker.
        bp::Workspace ws = bp::test::docsExample();
        ws.profiles[0] = bp::test::rtcrProfile("cpu-only", {{"cpu", 1, true}}, {{0, 2}, {30, 9}, {100, 1}});
        const auto markers = bp::ui::computeShapeMarkers(ws, ws.profiles[0], "pod");
        QCOMPARE(markers.size(), 3);
        QCOMPARE(markers[0].first, QString("node1 · cpu"));
        QCOMPARE(markers[0].second, 37.0); // (1 + 2) * 100 / 8, truncated
        QCOMPARE(markers[1].second, 100.0); // 8 of 8
        QCOMPARE(markers[2].second, 100.0); // over capacity counts as 100
        const bp::ScoreReport report = bp::scorePod(ws, ws.profiles[0]);
        std::vector<bp::ShapePoint> scaled = ws.profiles[0].fitArgs.scoringStrategy->shape;
        for (auto& p : scaled)
            p.score *= 10;
        const bp::BrokenLinear f(scaled);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(static_cast<double>(f(static_cast<int64_t>(markers[i].second))), *report.nodes[i].plugins[0].score);
        // No markers for strategies without a shape.
        bp::Workspace least = ws;
        least.profiles[0].fitArgs.scoringStrategy->type = "LeastAllocated";
        QVERIFY(bp::ui::computeShapeMarkers(least, least.profiles[0], "pod").isEmpty());
    }

    void coalescesToTheLatest()
    {
        LiveEngine engine;
        engine.setSynchronousLimit(0); // everything on the worker
        QSignalSpy ready(&engine, &LiveEngine::resultReady);
        const bp::Workspace base = bp::test::generatedCluster(200, 2000);
        // What one request costs when it is computed where it is asked: 40
        // requests that blocked would take 40 times that. Relative, so a slow
        // (sanitizer) build or a busy machine does not fail it.
        QElapsedTimer once;
        once.start();
        (void)bp::simulate(base, base.profiles[0]);
        const qint64 oneRun = once.elapsed();
        bp::Workspace last;
        quint64 lastGeneration = 0;
        QElapsedTimer t;
        t.start();
        for (int u = 1; u <= 40; ++u) {
            last = withShape(base, {{0, 0}, {u, 5}, {100, 10}});
            lastGeneration = engine.request(last, 0);
        }
        QVERIFY2(t.elapsed() < std::max<qint64>(200, 10 * oneRun),
            qPrintable(QString("request() must not block on a worker-sized scene: 40 requests took %1 ms, one "
                               "simulation %2 ms")
                           .arg(t.elapsed())
                           .arg(oneRun)));
        QVERIFY(engine.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!engine.isBusy(), 60000);
        QVERIFY(ready.count() >= 1);
        QVERIFY2(ready.count() <= 2, "40 requests while busy must coalesce into the running one and the latest");
        const auto r = ready.last().at(0).value<LiveResult>();
        QCOMPARE(r.generation, lastGeneration);
        QCOMPARE(engine.deliveredGeneration(), lastGeneration);
        compareReports(r.report, bp::scorePod(last, last.profiles[0]));
        comparePlacements(*r.simulation, bp::simulate(last, last.profiles[0]));
        // Generations only ever increase on screen.
        for (int i = 1; i < ready.count(); ++i)
            QVERIFY(ready.at(i).at(0).value<LiveResult>().generation > ready.at(i - 1).at(0).value<LiveResult>().generation);
    }

    void staleWorkerResultIsDropped()
    {
        LiveEngine engine;
        engine.setSynchronousLimit(100'000); // the small scene below is immediate, the big one is not
        QSignalSpy ready(&engine, &LiveEngine::resultReady);
        const bp::Workspace big = bp::test::generatedCluster(300, 3000);
        engine.request(big, 0); // on the worker
        const quint64 small = engine.request(bp::test::docsExample(), 0); // immediate, newer
        QCOMPARE(ready.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!engine.isBusy(), 60000);
        QTest::qWait(50);
        QCOMPARE(ready.count(), 1); // the older big result never replaced it
        QCOMPARE(ready.last().at(0).value<LiveResult>().generation, small);
    }

    void workerResultsArePaced()
    {
        LiveEngine engine;
        engine.setSynchronousLimit(0);
        engine.setMinimumInterval(400);
        QSignalSpy ready(&engine, &LiveEngine::resultReady);
        engine.request(bp::test::docsExample(), 0);
        QVERIFY(ready.wait(10000));
        QElapsedTimer sinceFirst;
        sinceFirst.start();
        qint64 deliveredAt = -1;
        connect(&engine, &LiveEngine::resultReady, this, [&] { deliveredAt = sinceFirst.elapsed(); });
        // Three more, each finishing long before the interval is over: only
        // the newest is shown, and not before the interval.
        quint64 last = 0;
        for (int i = 2; i <= 4; ++i) {
            last = engine.request(bp::test::docsExample(i), 0);
            QTest::qWait(20);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!engine.isBusy(), 10000);
        QCOMPARE(ready.count(), 2);
        QVERIFY2(deliveredAt >= 390, qPrintable(QString("the second result came after %1 ms").arg(deliveredAt)));
        QCOMPARE(ready.last().at(0).value<LiveResult>().generation, last);
        QCOMPARE(ready.last().at(0).value<LiveResult>().simulation->placements.size(), size_t(4));
    }

    void failuresBecomeFailed()
    {
        LiveEngine engine;
        QSignalSpy ready(&engine, &LiveEngine::resultReady);
        QSignalSpy failed(&engine, &LiveEngine::failed);
        bp::Workspace broken = bp::test::docsExample();
        broken.profiles[0].fitArgs.scoringStrategy->type = "MostlyAllocated";
        engine.request(broken, 0);
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.last().at(0).toString().contains("MostlyAllocated"), qPrintable(failed.last().at(0).toString()));
        engine.request(bp::test::docsExample(), 5);
        QCOMPARE(failed.count(), 2);
        QCOMPARE(ready.count(), 0);
    }

    void noPendingPodStillSimulates()
    {
        LiveEngine engine;
        QSignalSpy ready(&engine, &LiveEngine::resultReady);
        bp::Workspace ws = bp::test::docsExample();
        ws.pods.pop_back();
        engine.request(ws, 0);
        const auto r = ready.last().at(0).value<LiveResult>();
        QVERIFY(r.ok);
        QVERIFY(!r.hasReport);
        QVERIFY(!r.scoreError.isEmpty());
        QVERIFY(r.simulation);
        QCOMPARE(r.simulation->placements.size(), size_t(0));
        // An unknown pod name is reported, not thrown.
        engine.request(bp::test::docsExample(), 0, "nope");
        QVERIFY(ready.last().at(0).value<LiveResult>().scoreError.contains("nope"));
    }

    void requestFromASlotIsSafe()
    {
        LiveEngine engine;
        int delivered = 0;
        connect(&engine, &LiveEngine::resultReady, this, [&](const LiveResult& r) {
            ++delivered;
            if (r.generation == 1)
                engine.request(bp::test::docsExample(2), 0); // re-entrant request
        });
        engine.request(bp::test::docsExample(), 0);
        QCOMPARE(delivered, 1);
        QTRY_COMPARE(delivered, 2);
        QCOMPARE(engine.deliveredGeneration(), quint64(2));
    }

    void supersedingStopsTheRunningOne()
    {
        LiveEngine engine;
        engine.setSynchronousLimit(0);
        engine.setMinimumInterval(0);
        engine.setSupersedeRunning(true);
        QSignalSpy ready(&engine, &LiveEngine::resultReady);
        QSignalSpy cancelled(&engine, &LiveEngine::cancelled);
        const quint64 slow = engine.request(bp::test::generatedCluster(500, 20000), 0);
        QElapsedTimer t;
        t.start();
        const quint64 quick = engine.request(bp::test::docsExample(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!engine.isBusy(), 60000);
        QVERIFY2(t.elapsed() < 5000, "the running simulation stops between pods");
        QCOMPARE(cancelled.count(), 1);
        QCOMPARE(cancelled.last().at(0).value<quint64>(), slow);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.last().at(0).value<LiveResult>().generation, quick);
    }

    void cancelReportsEveryDroppedRequest()
    {
        LiveEngine engine;
        engine.setSynchronousLimit(0);
        QSignalSpy ready(&engine, &LiveEngine::resultReady);
        QSignalSpy cancelled(&engine, &LiveEngine::cancelled);
        const quint64 running = engine.request(bp::test::generatedCluster(500, 20000), 0);
        const quint64 waiting = engine.request(bp::test::docsExample(), 0);
        engine.cancel();
        QCOMPARE(cancelled.count(), 0); // reported after the caller has returned
        QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 2, 60000);
        QList<quint64> generations{cancelled.at(0).at(0).value<quint64>(), cancelled.at(1).at(0).value<quint64>()};
        std::sort(generations.begin(), generations.end());
        QCOMPARE(generations, (QList<quint64>{running, waiting}));
        QCOMPARE(ready.count(), 0);
    }

    void comparisonsRunThroughTheEngine()
    {
        LiveEngine engine;
        engine.setSynchronousLimit(0);
        QSignalSpy ready(&engine, &LiveEngine::resultReady);
        QSignalSpy progress(&engine, &LiveEngine::progress);
        auto ws = std::make_shared<const bp::Workspace>(bp::test::generatedCluster(200, 3000));
        bp::ui::LiveRequest request;
        request.workspace = ws;
        request.compare = bp::ui::CompareQuestion{{0, 0}, {}, {}};
        const quint64 g = engine.request(request);
        QVERIFY(ready.wait(60000));
        const auto r = ready.last().at(0).value<LiveResult>();
        QCOMPARE(r.generation, g);
        QVERIFY(r.comparison);
        QVERIFY(!r.simulation);
        const bp::CompareResult direct = bp::compareProfiles(*ws, {&ws->profiles[0], &ws->profiles[0]});
        QCOMPARE(r.comparison->runs.size(), size_t(2));
        for (size_t i = 0; i < 2; ++i)
            comparePlacements(r.comparison->runs[i], direct.runs[i]);
        QVERIFY(progress.count() >= 1);
        QCOMPARE(progress.last().at(0).value<quint64>(), g);
        QCOMPARE(progress.last().at(2).value<qint64>(), 2 * bp::pendingPodCount(*ws)); // two runs of the queue
        QCOMPARE(progress.last().at(1).value<qint64>(), 2 * bp::pendingPodCount(*ws)); // the last figures: all done
    }

    void controllerAsksOncePerUndoStep()
    {
        bp::ui::Document doc;
        doc.resetWorkspace(bp::test::docsExample(5), {});
        bp::ui::LiveController live(&doc);
        QSignalSpy ready(&live, &bp::ui::LiveController::analysisReady);
        QVERIFY(ready.wait(10000)); // the first analysis of the workspace
        const quint64 before = live.engine()->latestGeneration();
        doc.undoStack()->push(new bp::ui::RemovePodsCommand(&doc, {0, 1}));
        doc.setSelectedNode(1); // a focus change in the same turn joins the request
        QVERIFY(ready.wait(10000));
        QCOMPARE(live.engine()->latestGeneration(), before + 1);
        const auto r = ready.last().at(0).value<LiveResult>();
        QCOMPARE(r.workspace->pods.size(), doc.workspace().pods.size());
        QCOMPARE(r.workspace, live.snapshot()); // one copy of the workspace per step, shared
        QCOMPARE(r.selectedNode, QString::fromStdString(doc.workspace().nodes[1].name));
        QTest::qWait(50);
        QCOMPARE(ready.count(), 2);
    }

    void controllerReportsAWorkspaceWithoutProfiles()
    {
        bp::ui::Document doc;
        bp::Workspace ws = bp::test::docsExample();
        ws.profiles.clear();
        doc.resetWorkspace(ws, {});
        bp::ui::LiveController live(&doc);
        QSignalSpy failed(&live, &bp::ui::LiveController::analysisFailed);
        doc.setSelectedNode(0);
        QVERIFY(failed.wait(10000));
        QVERIFY(!failed.last().at(0).toString().isEmpty());
    }

    void destructionWhileBusy()
    {
        auto engine = std::make_unique<LiveEngine>();
        engine->setSynchronousLimit(0);
        engine->request(bp::test::generatedCluster(500, 20000), 0);
        QElapsedTimer t;
        t.start();
        engine.reset(); // cancels the simulation and waits for the worker
        QVERIFY2(t.elapsed() < 5000, "cancelling must stop the simulation between pods");
    }
};

QTEST_MAIN(TestLiveEngine)
#include "test_live_engine.moc"
