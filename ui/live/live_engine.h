// SPDX-License-Identifier: GPL-3.0-or-later
// Live recomputation for the charts. Requests are coalesced (the latest
// wins): at most one computation runs on a worker thread, and while it runs
// only the newest request waits. Results arrive on the GUI thread through
// resultReady(); a result older than one already delivered is dropped, and
// worker results are delivered at most once per minimumInterval() (a newer
// one replaces a held one), so that redrawing every chart never starves the
// shape editor following the mouse. Small scenes (cost() at or below
// synchronousLimit()) are computed at once inside request(), because a
// worker round trip would only add lag. The live charts (LiveController)
// and the Compare view each run their questions through one of these.
#pragma once

#include "live/live_compute.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>

namespace bp::ui {

class LiveEngine : public QObject {
    Q_OBJECT
public:
    // request() computes synchronously when cost() is at most this. Measured
    // with tests/bench/bench_ui_live (section 3): the scenes below it take
    // under a millisecond (e.g. 200 nodes x 800 pods), while 1,000 nodes take
    // 2-9 ms whatever the queue (the host is shared, so figures vary) and go
    // to the worker.
    static constexpr int64_t kDefaultSynchronousLimit = 500'000;
    // nodes x (pending pods + 1,000): scoring, explaining and breaking down
    // cost about as much per node as a thousand pending pods do.
    static int64_t cost(const Workspace& ws, bool simulate);
    static constexpr int kDefaultMinimumIntervalMs = 50; // at most 20 full chart updates a second

    explicit LiveEngine(QObject* parent = nullptr);
    ~LiveEngine() override; // cancels a running simulation and waits for it

    // Returns the request's generation number (increasing from 1).
    quint64 request(const Workspace& ws, int profileIndex, const QString& pod = {}, const QString& selectedNode = {});
    quint64 request(std::shared_ptr<const Workspace> ws, int profileIndex, const QString& pod = {},
        const QString& selectedNode = {});
    quint64 request(LiveRequest request);

    void setSynchronousLimit(int64_t nodesTimesPending) { synchronousLimit_ = nodesTimesPending; }
    int64_t synchronousLimit() const { return synchronousLimit_; }
    void setSimulationEnabled(bool enabled) { simulationEnabled_ = enabled; }
    bool isSimulationEnabled() const { return simulationEnabled_; }

    void setMinimumInterval(int milliseconds) { minimumIntervalMs_ = milliseconds; }
    int minimumInterval() const { return minimumIntervalMs_; }
    // A new request stops a running computation (whose result is then
    // dropped) instead of letting it finish: for questions whose older answer
    // is of no use, such as a comparison.
    void setSupersedeRunning(bool supersede) { supersedeRunning_ = supersede; }

    bool isBusy() const { return running_ || pending_.has_value() || held_.has_value(); }
    quint64 latestGeneration() const { return generation_; }
    quint64 deliveredGeneration() const { return delivered_; }
    // Drops the waiting request and asks a running simulation to stop; its
    // result is not delivered: cancelled() reports each dropped generation.
    void cancel();

signals:
    void resultReady(const bp::ui::LiveResult& result);
    void failed(const QString& message, quint64 generation);
    // A request that was cancelled (cancel(), or superseded while running)
    // and will never be delivered.
    void cancelled(quint64 generation);
    // How far a worker computation has come (simulated pods), now and then.
    void progress(quint64 generation, qint64 done, qint64 total);
    void busyChanged(bool busy);

private:
    void dispatch();
    void startWorker(LiveRequest request);
    void onWorkerFinished();
    void deliver(LiveResult result);
    void deliverPaced(LiveResult result);
    bool isSmall(const LiveRequest& request) const;
    void updateBusy();

    QThreadPool pool_;
    QFutureWatcher<LiveResult> watcher_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::optional<LiveRequest> pending_;
    std::optional<LiveResult> held_; // a worker result waiting for minimumInterval()
    QTimer holdTimer_;
    QElapsedTimer sinceDelivery_;
    int minimumIntervalMs_ = kDefaultMinimumIntervalMs;
    quint64 generation_ = 0;
    quint64 delivered_ = 0;
    quint64 cancelledBelow_ = 0; // results of generations up to this are not delivered
    quint64 runningGeneration_ = 0;
    int64_t synchronousLimit_ = kDefaultSynchronousLimit;
    bool supersedeRunning_ = false;
    bool simulationEnabled_ = true;
    bool running_ = false;
    bool delivering_ = false;
    bool dispatchQueued_ = false;
    bool busy_ = false;
};

} // namespace bp::ui
