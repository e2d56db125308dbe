// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/parallel.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <unistd.h>
#include <vector>

namespace bp {

namespace {

// Waking a parked thread through a condition variable costs tens of
// microseconds on a virtual machine (55-64 us per empty parallelFor over
// 5,000 nodes was measured here), as long as scoring the nodes itself. So
// both sides spin for a short while before they park: a worker that has just
// finished a job watches for the next one for kSpin, and the caller watches
// for the workers to finish. A burst of calls (one per pod in the simulator,
// one per edit in the window) then never sleeps, and an idle pool costs
// nothing after kSpin. 200 us covers the serial stretches between the
// parallel passes of one pod's report (the other plugins' normalisations,
// the rows' allocation): with 50 us a worker parked between them and every
// report paid a wake-up (bench_default_profile, one pod x 5,000 nodes:
// 332-353 us with 50, 308-324 us with 200).
constexpr auto kSpin = std::chrono::microseconds(200);

inline void relax()
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#else
    std::this_thread::yield();
#endif
}

// Spins until ready() or kSpin has passed; true when ready.
template <typename F> bool spinUntil(F ready)
{
    const auto deadline = std::chrono::steady_clock::now() + kSpin;
    for (unsigned i = 1;; ++i) {
        if (ready())
            return true;
        relax();
        if ((i & 63) == 0 && std::chrono::steady_clock::now() > deadline)
            return ready();
    }
}

class Pool {
public:
    Pool()
        : pid_(getpid())
    {
        const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
        for (unsigned i = 1; i < std::min(hw, 8u); ++i)
            threads_.emplace_back([this] { loop(); });
    }
    ~Pool()
    {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            stop_.store(true);
        }
        wake_.notify_all();
        for (auto& t : threads_)
            t.join();
    }
    size_t workers() const { return getpid() == pid_ ? threads_.size() : 0; }

    void run(size_t chunks, const std::function<void(size_t)>& job)
    {
        std::lock_guard<std::mutex> serial(callMutex_);
        // job_ and chunks_ are published by the release increment of
        // generation_; no worker reads them before it sees the new generation,
        // and none is still using the previous ones (pending_ reached 0).
        job_ = &job;
        chunks_ = chunks;
        next_.store(0, std::memory_order_relaxed);
        pending_.store(threads_.size(), std::memory_order_relaxed);
        {
            std::lock_guard<std::mutex> lock(mutex_); // a parking worker checks under it
            generation_.fetch_add(1, std::memory_order_release);
        }
        wake_.notify_all();
        work(job, chunks);
        const auto finished = [this] { return pending_.load(std::memory_order_acquire) == 0; };
        if (!spinUntil(finished)) {
            std::unique_lock<std::mutex> lock(mutex_);
            done_.wait(lock, finished);
        }
        job_ = nullptr;
    }

private:
    void work(const std::function<void(size_t)>& job, size_t chunks)
    {
        for (size_t c = next_.fetch_add(1); c < chunks; c = next_.fetch_add(1))
            job(c);
    }
    void loop()
    {
        uint64_t seen = 0;
        for (;;) {
            const auto woken = [&] {
                return stop_.load(std::memory_order_relaxed) || generation_.load(std::memory_order_acquire) != seen;
            };
            if (!spinUntil(woken)) {
                std::unique_lock<std::mutex> lock(mutex_);
                wake_.wait(lock, woken);
            }
            if (stop_.load())
                return;
            seen = generation_.load(std::memory_order_acquire);
            work(*job_, chunks_);
            if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
                std::lock_guard<std::mutex> lock(mutex_); // the caller checks under it before it parks
                done_.notify_all();
            }
        }
    }

    pid_t pid_;
    std::vector<std::thread> threads_;
    std::mutex callMutex_, mutex_;
    std::condition_variable wake_, done_;
    const std::function<void(size_t)>* job_ = nullptr;
    size_t chunks_ = 0;
    std::atomic<size_t> next_{0};
    std::atomic<size_t> pending_{0};
    std::atomic<uint64_t> generation_{0};
    std::atomic<bool> stop_{false};
};

Pool& pool()
{
    static Pool p;
    return p;
}

} // namespace

void parallelFor(size_t n, size_t minChunk, const std::function<void(size_t, size_t)>& body)
{
    if (n == 0)
        return;
    minChunk = std::max<size_t>(minChunk, 1);
    if (n < 2 * minChunk) {
        body(0, n);
        return;
    }
    Pool& p = pool();
    const size_t threads = p.workers() + 1;
    if (threads == 1) {
        body(0, n);
        return;
    }
    const size_t chunks = std::min(threads * 4, n / minChunk);
    const size_t size = (n + chunks - 1) / chunks;
    p.run(chunks, [&](size_t c) {
        const size_t b = c * size;
        const size_t e = std::min(n, b + size);
        if (b < e)
            body(b, e);
    });
}

} // namespace bp
