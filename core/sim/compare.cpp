// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/compare.h"

#include "model/timestamp.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace bp {

const char* repackOrderName(RepackOrder order)
{
    switch (order) {
    case RepackOrder::File:
        return "file";
    case RepackOrder::Creation:
        return "creation";
    case RepackOrder::Priority:
        return "priority";
    }
    return "file";
}

std::optional<RepackOrder> repackOrderFromName(std::string_view name)
{
    for (const RepackOrder o : { RepackOrder::File, RepackOrder::Creation, RepackOrder::Priority })
        if (name == repackOrderName(o))
            return o;
    return std::nullopt;
}

Workspace repackWorkspace(const Workspace& ws, RepackOrder order, RepackSummary* summary)
{
    Workspace out = ws;
    out.pods.clear();
    out.pods.reserve(ws.pods.size());
    RepackSummary counts;
    counts.order = order;
    const auto replicas = [](const Pod& p) { return std::max<int64_t>(p.replicas, 0); };
    for (const Pod& p : ws.pods)
        if (p.nodeName && staysOnItsNode(p)) {
            out.pods.push_back(p);
            counts.stayed += replicas(p);
        }
    // The moved pods, sorted by (priority, creation) keys computed once; a
    // stable sort keeps file order among equals and for the undated.
    struct Key {
        int32_t priority = 0; // negated: highest first
        bool undated = false;
        Timestamp created;
        size_t index = 0;
    };
    std::vector<Key> keys;
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        const Pod& p = ws.pods[i];
        if (!p.nodeName || staysOnItsNode(p))
            continue;
        Key k;
        k.index = i;
        if (order != RepackOrder::File) {
            if (order == RepackOrder::Priority)
                k.priority = p.priority.value_or(0);
            const auto t = parseRfc3339(p.creationTimestamp);
            k.undated = !t;
            if (t)
                k.created = *t;
            else
                counts.undated += replicas(p);
        }
        keys.push_back(k);
    }
    std::stable_sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) {
        if (a.priority != b.priority)
            return a.priority > b.priority;
        if (a.undated != b.undated)
            return !a.undated;
        return a.created < b.created;
    });
    for (const Key& k : keys) {
        out.pods.push_back(ws.pods[k.index]);
        out.pods.back().nodeName.reset();
        counts.moved += replicas(ws.pods[k.index]);
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
    if (options.scaleDown)
        result.scaleDown.resize(n);
    std::vector<std::exception_ptr> errors(n);
    auto run = [&](size_t i) {
        try {
            result.runs[i] = simulate(ws, *profiles[i], optionsFor(i));
            if (options.scaleDown && !result.runs[i].cancelled)
                result.scaleDown[i] = analyzeScaleDown(ws, result.runs[i], *options.scaleDown);
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
