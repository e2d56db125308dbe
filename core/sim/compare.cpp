// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/compare.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace bp {

Workspace repackWorkspace(const Workspace& ws, RepackSummary* summary)
{
    Workspace out = ws;
    out.pods.clear();
    out.pods.reserve(ws.pods.size());
    RepackSummary counts;
    const auto replicas = [](const Pod& p) { return std::max<int64_t>(p.replicas, 0); };
    for (const Pod& p : ws.pods)
        if (p.nodeName && staysOnItsNode(p)) {
            out.pods.push_back(p);
            counts.stayed += replicas(p);
        }
    for (const Pod& p : ws.pods)
        if (p.nodeName && !staysOnItsNode(p)) {
            out.pods.push_back(p);
            out.pods.back().nodeName.reset();
            counts.moved += replicas(p);
        }
    for (const Pod& p : ws.pods)
        if (!p.nodeName) {
            out.pods.push_back(p);
            counts.pending += replicas(p);
        }
    if (summary)
        *summary = counts;
    return out;
}

CompareResult compareProfiles(const Workspace& ws, const std::vector<const Profile*>& profiles,
    const CompareOptions& options)
{
    if (profiles.empty())
        throw std::invalid_argument("compareProfiles: no profiles to compare");
    for (const Profile* p : profiles)
        if (!p)
            throw std::invalid_argument("compareProfiles: null profile");
    const auto t0 = std::chrono::steady_clock::now();
    const size_t n = profiles.size();

    // Progress: each run reports its own (done, total); the caller sees the sums.
    std::mutex progressMutex;
    std::vector<int64_t> done(n, 0), totals(n, 0);
    auto optionsFor = [&](size_t i) {
        SimulationOptions o = options.simulation;
        if (options.simulation.progress) {
            o.progress = [&, i](int64_t d, int64_t t) {
                std::lock_guard<std::mutex> lock(progressMutex);
                done[i] = d;
                totals[i] = t;
                int64_t sd = 0, st = 0;
                for (size_t k = 0; k < n; ++k) {
                    sd += done[k];
                    st += totals[k];
                }
                options.simulation.progress(sd, st);
            };
        }
        return o;
    };

    CompareResult result;
    result.runs.resize(n);
    std::vector<std::exception_ptr> errors(n);
    auto run = [&](size_t i) {
        try {
            result.runs[i] = simulate(ws, *profiles[i], optionsFor(i));
        } catch (...) {
            errors[i] = std::current_exception();
        }
    };
    if (options.concurrent && n > 1) {
        std::vector<std::thread> threads;
        for (size_t i = 1; i < n; ++i)
            threads.emplace_back(run, i);
        run(0);
        for (auto& t : threads)
            t.join();
    } else {
        for (size_t i = 0; i < n; ++i)
            run(i);
    }
    for (const auto& e : errors)
        if (e)
            std::rethrow_exception(e);
    for (const auto& r : result.runs)
        result.cancelled = result.cancelled || r.cancelled;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result;
}

} // namespace bp
