// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/parallel.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <unistd.h>
#include <vector>

namespace bp {

namespace {

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
            stop_ = true;
        }
        wake_.notify_all();
        for (auto& t : threads_)
            t.join();
    }
    size_t workers() const { return getpid() == pid_ ? threads_.size() : 0; }

    void run(size_t chunks, const std::function<void(size_t)>& job)
    {
        std::lock_guard<std::mutex> serial(callMutex_);
        {
            std::lock_guard<std::mutex> lock(mutex_);
            job_ = &job;
            chunks_ = chunks;
            next_.store(0);
            pending_ = threads_.size();
            ++generation_;
        }
        wake_.notify_all();
        work(job, chunks);
        std::unique_lock<std::mutex> lock(mutex_);
        done_.wait(lock, [this] { return pending_ == 0; });
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
            const std::function<void(size_t)>* job;
            size_t chunks;
            {
                std::unique_lock<std::mutex> lock(mutex_);
                wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
                if (stop_)
                    return;
                seen = generation_;
                job = job_;
                chunks = chunks_;
            }
            work(*job, chunks);
            {
                std::lock_guard<std::mutex> lock(mutex_);
                if (--pending_ == 0)
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
    size_t pending_ = 0;
    uint64_t generation_ = 0;
    bool stop_ = false;
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
