// SPDX-License-Identifier: GPL-3.0-or-later
// Live-update benchmark: 1,000 nodes, 10,000 pending pods from four
// templates, a RequestedToCapacityRatio profile; a shape point is dragged
// through 60 positions.
//
//  1. "synchronous frame": for each position, scorePod + simulate + breakdown
//     + explanation (computeLive), then every chart updated and repainted.
//     This is what one frame costs if nothing ran on a worker.
//  2. "drag with the live engine": real mouse-move events on the shape
//     editor's chart, each edit handed to LiveEngine::request() (worker
//     thread, coalesced); measures how long the GUI thread spends per mouse
//     move (the chart following the mouse) and how many full results arrive.
//  3. computeLive at smaller sizes, to place LiveEngine's synchronous limit.
//
// Run with QT_QPA_PLATFORM=offscreen; build with CMAKE_BUILD_TYPE=Release.
#include "../ui/charts_fixtures.h"

#include "charts/placement_view.h"
#include "charts/score_view.h"
#include "charts/shape_chart_view.h"
#include "charts/shape_editor.h"
#include "live/live_engine.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QMouseEvent>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <string>
#include <numeric>
#include <vector>

namespace {

struct Stats {
    double mean = 0, p95 = 0, max = 0;
};

Stats stats(std::vector<double> v)
{
    Stats s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    s.mean = std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
    s.p95 = v[std::min(v.size() - 1, static_cast<size_t>(static_cast<double>(v.size()) * 0.95))];
    s.max = v.back();
    return s;
}

double ms(const QElapsedTimer& t)
{
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

// CPU time of the calling thread: what a frame costs on an idle machine (the
// build host is shared, so wall-clock figures include time spent waiting).
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

void sendMouse(QWidget* target, QEvent::Type type, QPoint pos, Qt::MouseButtons buttons)
{
    QMouseEvent e(type, QPointF(pos), target->mapToGlobal(QPointF(pos)),
        type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons, Qt::NoModifier);
    QApplication::sendEvent(target, &e);
}

struct Window {
    QWidget top;
    bp::ui::ShapeEditor* editor;
    bp::ui::ScoreView* scores;
    bp::ui::PlacementView* placement;

    Window()
    {
        auto* split = new QSplitter(Qt::Vertical, &top);
        auto* upper = new QSplitter(Qt::Horizontal);
        editor = new bp::ui::ShapeEditor;
        scores = new bp::ui::ScoreView;
        placement = new bp::ui::PlacementView;
        upper->addWidget(editor);
        upper->addWidget(scores);
        split->addWidget(upper);
        split->addWidget(placement);
        auto* layout = new QVBoxLayout(&top);
        layout->addWidget(split);
        top.resize(1600, 1000);
        top.show();
    }

    std::vector<double> editorMs, scoresMs, placementMs;

    void show(const bp::ui::LiveResult& r)
    {
        QElapsedTimer t;
        t.start();
        editor->setNodeMarkers(r.shapeMarkers);
        editorMs.push_back(ms(t));
        t.restart();
        scores->setReport(r.report);
        scores->setBreakdown(r.breakdown);
        scores->setExplanation(r.explanation);
        scoresMs.push_back(ms(t));
        t.restart();
        placement->setResult(r.simulation, r.workspace);
        placementMs.push_back(ms(t));
    }
};

std::shared_ptr<const bp::Workspace> withMiddlePoint(const bp::Workspace& base, int u, int s)
{
    auto ws = std::make_shared<bp::Workspace>(base);
    ws->profiles[0].fitArgs.scoringStrategy->shape = {{0, 0}, {u, s}, {100, 10}};
    return ws;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const int nodes = 1000;
    const int64_t pending = 10000;
    bp::Workspace base = bp::test::generatedCluster(nodes, pending);
    // --full-profile: the rest of the default profile too (TaintToleration 3,
    // NodeAffinity 2, PodTopologySpread 2 with the default spreading over
    // hostname and 3 zones, each template behind a Service, InterPodAffinity
    // 2, ImageLocality 1).
    const bool full = argc > 1 && std::string(argv[1]) == "--full-profile";
    if (full) {
        bp::Profile& p = base.profiles[0];
        for (auto [entry, weight] : { std::pair{ &p.taintToleration, 3 }, { &p.nodeAffinity, 2 },
                 { &p.podTopologySpread, 2 }, { &p.interPodAffinity, 2 }, { &p.imageLocality, 1 } })
            *entry = bp::PluginEntry{ true, weight, true };
        for (size_t i = 0; i < base.nodes.size(); ++i)
            base.nodes[i].labels = { { "kubernetes.io/hostname", base.nodes[i].name },
                { "topology.kubernetes.io/zone", "zone-" + std::to_string(i % 3) } };
        for (bp::Pod& pod : base.pods) {
            if (pod.nodeName)
                continue;
            pod.labels = { { "app", pod.name } };
            bp::Service svc;
            svc.name = pod.name;
            svc.selector = pod.labels;
            base.services.push_back(svc);
        }
    }
    std::printf("scene: %d nodes, %lld pending pods (4 templates), RequestedToCapacityRatio cpu+memory%s\n", nodes,
        static_cast<long long>(pending), full ? ", and the rest of the default profile with its spreading" : "");

    Window w;
    QApplication::processEvents();

    // 1. Synchronous frames.
    std::vector<double> frame, frameCpu, compute, score, sim, update, paint;
    for (int i = 0; i < 60; ++i) {
        const int u = 20 + i;
        QElapsedTimer t;
        t.start();
        const double cpu0 = threadCpuMs();
        bp::ui::LiveRequest req;
        req.workspace = withMiddlePoint(base, u, 3 + i % 5);
        const bp::ui::LiveResult r = bp::ui::computeLive(req);
        if (!r.ok) {
            std::fprintf(stderr, "computeLive failed: %s\n", qPrintable(r.error));
            return 1;
        }
        const double c = ms(t);
        QElapsedTimer tu;
        tu.start();
        w.editor->setPoints(req.workspace->profiles[0].fitArgs.scoringStrategy->shape);
        w.show(r);
        const double up = ms(tu);
        QElapsedTimer tp;
        tp.start();
        // Deferred work (chart layouts, item views) is part of the frame.
        QApplication::processEvents();
        w.top.repaint();
        const double p = ms(tp);
        frame.push_back(ms(t));
        frameCpu.push_back(threadCpuMs() - cpu0);
        compute.push_back(c);
        score.push_back(r.scoreMs);
        sim.push_back(r.simulateMs);
        update.push_back(up);
        paint.push_back(p);
    }
    const Stats f = stats(frame);
    std::printf("\n1. synchronous full recompute per frame (computeLive + all charts updated + repaint), 60 frames\n");
    const Stats fc = stats(frameCpu);
    std::printf("   frame, wall     mean %7.2f ms  p95 %7.2f ms  max %7.2f ms  -> %5.1f frames/s\n", f.mean, f.p95,
        f.max, 1000.0 / f.mean);
    std::printf("   frame, CPU      mean %7.2f ms  p95 %7.2f ms  max %7.2f ms  -> %5.1f frames/s on an idle core\n",
        fc.mean, fc.p95, fc.max, 1000.0 / fc.mean);
    for (auto [name, v] : {std::pair{"compute", &compute}, {"  score+explain", &score}, {"  simulate", &sim},
             {"chart update", &update}, {"  shape editor", &w.editorMs}, {"  score view", &w.scoresMs},
             {"  placement view", &w.placementMs}, {"layout + repaint", &paint}}) {
        const Stats s = stats(*v);
        std::printf("   %-15s mean %7.2f ms  p95 %7.2f ms\n", name, s.mean, s.p95);
    }

    // 2. A real drag through the live engine.
    bp::ui::LiveEngine engine;
    int results = 0;
    std::vector<double> latency;
    std::vector<qint64> requestedAt(1, 0);
    QElapsedTimer clock;
    clock.start();
    bp::Workspace current = base;
    QObject::connect(w.editor, &bp::ui::ShapeEditor::pointsEdited, &engine,
        [&](const std::vector<bp::ShapePoint>& points, bool) {
            current.profiles[0].fitArgs.scoringStrategy->shape = points;
            engine.request(std::make_shared<const bp::Workspace>(current), 0);
            requestedAt.push_back(clock.nsecsElapsed());
        });
    QObject::connect(&engine, &bp::ui::LiveEngine::resultReady, &engine, [&](const bp::ui::LiveResult& r) {
        ++results;
        latency.push_back(static_cast<double>(clock.nsecsElapsed() - requestedAt[r.generation]) / 1e6);
        w.show(r);
    });
    w.editor->setPoints({{0, 0}, {20, 3}, {100, 10}});
    QApplication::processEvents();
    bp::ui::ShapeChartView* view = w.editor->chartView();
    QWidget* vp = view->viewport();
    std::vector<double> moveFrames, moveCpu, moveEdit, moveResults, movePaint;
    QElapsedTimer dragClock;
    dragClock.start();
    sendMouse(vp, QEvent::MouseButtonPress, view->viewportPosition(20, 3), Qt::LeftButton);
    for (int i = 1; i <= 60; ++i) {
        QElapsedTimer t;
        t.start();
        const double cpu0 = threadCpuMs();
        QElapsedTimer part;
        part.start();
        sendMouse(vp, QEvent::MouseMove, view->viewportPosition(20 + i, 3 + (i % 5)), Qt::LeftButton);
        moveEdit.push_back(ms(part));
        part.restart();
        QApplication::processEvents(); // delivers finished results, if any
        moveResults.push_back(ms(part));
        part.restart();
        w.top.repaint();
        movePaint.push_back(ms(part));
        moveFrames.push_back(ms(t));
        moveCpu.push_back(threadCpuMs() - cpu0);
        // Pace the moves like a mouse at 60 Hz: the worker runs meanwhile.
        while (t.nsecsElapsed() < 16'666'667)
            QApplication::processEvents(QEventLoop::AllEvents, 1);
    }
    sendMouse(vp, QEvent::MouseButtonRelease, view->viewportPosition(80, 3), Qt::NoButton);
    const double dragMs = ms(dragClock);
    const int duringDrag = results;
    while (engine.isBusy())
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    QApplication::processEvents();
    const Stats m = stats(moveFrames);
    const Stats l = stats(latency);
    std::printf("\n2. dragging a point with the live engine (worker thread, coalesced), 60 mouse moves at 60 Hz\n");
    std::printf("   GUI thread per move (edit + charts + repaint): mean %6.2f ms  p95 %6.2f ms  max %6.2f ms -> the chart "
                "follows the mouse at up to %5.1f frames/s\n",
        m.mean, m.p95, m.max, 1000.0 / m.mean);
    const Stats mc = stats(moveCpu);
    std::printf("   GUI thread per move, CPU: mean %6.2f ms  p95 %6.2f ms -> %5.1f frames/s on an idle core\n", mc.mean,
        mc.p95, 1000.0 / mc.mean);
    std::printf("   of which: mouse move + edit + request %.2f ms, results applied %.2f ms, repaint %.2f ms (means)\n",
        stats(moveEdit).mean, stats(moveResults).mean, stats(movePaint).mean);
    std::printf("   full results shown during the %.0f ms drag: %d (%.1f/s); %d in all for %zu requests; "
                "request-to-screen latency mean %.0f ms, p95 %.0f ms\n",
        dragMs, duringDrag, duringDrag * 1000.0 / dragMs, results, requestedAt.size() - 1, l.mean, l.p95);

    // 3. Where computing inside request() stops being cheaper than a worker.
    std::printf("\n3. computeLive by scene size, median of 7; cost = nodes x (pending + 1000), synchronous up to %lld\n",
        static_cast<long long>(bp::ui::LiveEngine::kDefaultSynchronousLimit));
    for (auto [n, p] : {std::pair{20, 1000}, {100, 1000}, {200, 800}, {1000, 100}, {1000, 200}, {500, 1000},
             {1000, 1000}, {5000, 100}, {1000, 10000}}) {
        const bp::Workspace ws = bp::test::generatedCluster(n, p);
        std::vector<double> times;
        for (int i = 0; i < 7; ++i) {
            bp::ui::LiveRequest req;
            req.workspace = withMiddlePoint(ws, 30 + i, 4);
            QElapsedTimer t;
            t.start();
            bp::ui::computeLive(req);
            times.push_back(ms(t));
        }
        std::sort(times.begin(), times.end());
        const int64_t cost = bp::ui::LiveEngine::cost(ws, true);
        std::printf("   %5d nodes x %6lld pods  cost %9lld  %8.2f ms  %s\n", n, static_cast<long long>(p),
            static_cast<long long>(cost), times[3],
            cost <= bp::ui::LiveEngine::kDefaultSynchronousLimit ? "synchronous" : "worker");
    }
    return 0;
}
