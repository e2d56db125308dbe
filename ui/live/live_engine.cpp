// SPDX-License-Identifier: GPL-3.0-or-later
#include "live/live_engine.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace bp::ui {

LiveEngine::LiveEngine(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<bp::ui::LiveResult>();
    pool_.setMaxThreadCount(1);
    connect(&watcher_, &QFutureWatcher<LiveResult>::finished, this, &LiveEngine::onWorkerFinished);
    holdTimer_.setSingleShot(true);
    holdTimer_.setTimerType(Qt::PreciseTimer);
    connect(&holdTimer_, &QTimer::timeout, this, [this] {
        if (held_) {
            LiveResult r = std::move(*held_);
            held_.reset();
            deliver(std::move(r));
        }
        updateBusy();
    });
}

LiveEngine::~LiveEngine()
{
    pending_.reset();
    if (cancel_)
        cancel_->store(true);
    pool_.waitForDone();
}

quint64 LiveEngine::request(const Workspace& ws, int profileIndex, const QString& pod, const QString& selectedNode)
{
    return request(std::make_shared<const Workspace>(ws), profileIndex, pod, selectedNode);
}

quint64 LiveEngine::request(std::shared_ptr<const Workspace> ws, int profileIndex, const QString& pod,
    const QString& selectedNode)
{
    LiveRequest r;
    r.workspace = std::move(ws);
    r.profileIndex = profileIndex;
    r.pod = pod;
    r.selectedNode = selectedNode;
    r.simulate = simulationEnabled_;
    return request(std::move(r));
}

quint64 LiveEngine::request(LiveRequest request)
{
    request.generation = ++generation_;
    pending_ = std::move(request);
    if (delivering_) {
        // Called from a resultReady() slot: finish that delivery first.
        if (!dispatchQueued_) {
            dispatchQueued_ = true;
            QMetaObject::invokeMethod(this, [this] {
                dispatchQueued_ = false;
                dispatch();
            }, Qt::QueuedConnection);
        }
        updateBusy();
        return generation_;
    }
    dispatch();
    return generation_;
}

int64_t LiveEngine::cost(const Workspace& ws, bool simulate)
{
    const int64_t nodes = static_cast<int64_t>(ws.nodes.size());
    return nodes * ((simulate ? pendingPodCount(ws) : 1) + 1000);
}

bool LiveEngine::isSmall(const LiveRequest& request) const
{
    return !request.workspace || cost(*request.workspace, request.simulate) <= synchronousLimit_;
}

void LiveEngine::dispatch()
{
    if (!pending_) {
        updateBusy();
        return;
    }
    if (isSmall(*pending_)) {
        // A running worker result will be older than this one and dropped.
        LiveRequest r = std::move(*pending_);
        pending_.reset();
        deliver(computeLive(r));
        updateBusy();
        return;
    }
    if (!running_) {
        LiveRequest r = std::move(*pending_);
        pending_.reset();
        startWorker(std::move(r));
    } else if (supersedeRunning_ && cancel_) {
        cancelledBelow_ = std::max(cancelledBelow_, runningGeneration_);
        cancel_->store(true); // the waiting request starts when it has stopped
    }
    updateBusy();
}

void LiveEngine::startWorker(LiveRequest request)
{
    running_ = true;
    runningGeneration_ = request.generation;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    std::shared_ptr<std::atomic<bool>> flag = cancel_;
    // Progress from the worker thread: the latest figures, posted at most once
    // until the GUI thread has read them.
    struct Progress {
        std::atomic<int64_t> done{0}, total{0};
        std::atomic<bool> posted{false};
    };
    auto figures = std::make_shared<Progress>();
    const quint64 generation = request.generation;
    auto report = [this, figures, generation](int64_t done, int64_t total) {
        figures->done = done;
        figures->total = total;
        if (!figures->posted.exchange(true))
            QMetaObject::invokeMethod(this, [this, figures, generation] {
                figures->posted = false;
                emit progress(generation, figures->done, figures->total);
            }, Qt::QueuedConnection);
    };
    watcher_.setFuture(QtConcurrent::run(&pool_, [request = std::move(request), flag, report] {
        return computeLive(request, flag.get(), report);
    }));
}

void LiveEngine::onWorkerFinished()
{
    running_ = false;
    LiveResult result = watcher_.result();
    const bool stopped = result.generation <= cancelledBelow_
        || (result.simulation && result.simulation->cancelled)
        || (result.comparison && result.comparison->cancelled);
    if (stopped)
        emit cancelled(result.generation);
    else
        deliverPaced(std::move(result));
    dispatch();
}

void LiveEngine::deliverPaced(LiveResult result)
{
    const qint64 wait = sinceDelivery_.isValid() ? minimumIntervalMs_ - sinceDelivery_.elapsed() : 0;
    if (wait <= 0 && !held_) {
        deliver(std::move(result));
        return;
    }
    held_ = std::move(result); // replaces an older held one, which is now stale
    if (!holdTimer_.isActive())
        holdTimer_.start(static_cast<int>(std::max<qint64>(wait, 0)));
}

void LiveEngine::deliver(LiveResult result)
{
    if (result.generation <= delivered_)
        return; // stale: something newer is already on screen
    delivered_ = result.generation;
    sinceDelivery_.start();
    result.superseded = result.generation < generation_;
    delivering_ = true;
    if (result.ok)
        emit resultReady(result);
    else
        emit failed(result.error, result.generation);
    delivering_ = false;
}

void LiveEngine::cancel()
{
    if (pending_) {
        // Never started: say so once the caller has returned, as for a running one.
        QMetaObject::invokeMethod(this, [this, g = pending_->generation] { emit cancelled(g); }, Qt::QueuedConnection);
    }
    pending_.reset();
    held_.reset();
    holdTimer_.stop();
    cancelledBelow_ = generation_;
    if (cancel_)
        cancel_->store(true);
    updateBusy();
}

void LiveEngine::updateBusy()
{
    const bool busy = isBusy();
    if (busy != busy_) {
        busy_ = busy;
        emit busyChanged(busy);
    }
}

} // namespace bp::ui
