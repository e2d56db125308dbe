// SPDX-License-Identifier: GPL-3.0-or-later
// Engine benchmarks (issue: scoring engine). Prints each figure with its target:
//   1. score one pod against 5,000 nodes                      (<= 100 us)
//   2. simulate 50,000 pods (10 shapes x 5,000) on 5,000 nodes (<= 1 s, >= 20x --reference, same placements)
//   3. simulate 10,000 pods of all-different shapes             (<= 2 s)
//   4. peak memory of run 2                                    (<= 300 MB)
// Build in Release:  cmake -B build-rel -DCMAKE_BUILD_TYPE=Release && cmake --build build-rel --target bench_engine
#include "bench_common.h"

#include "scoring/cluster_state.h"
#include "scoring/profile_scorer.h"
#include "sim/simulator.h"
#include "util/parallel.h"

#include <algorithm>

#include <cstdio>
#include <cstring>

using namespace bp;
using namespace bp::bench;

namespace {

Workspace tenShapes()
{
    Workspace ws;
    ws.profiles.push_back(rtcrProfile());
    addNodes(ws, 5000);
    const int64_t cpu[] = {250, 500, 1000, 2000, 100, 750, 1500, 4000, 300, 1000};
    const int64_t mem[] = {256, 512, 1024, 4096, 128, 2048, 3072, 8192, 640, 1536};
    for (int s = 0; s < 10; ++s)
        ws.pods.push_back(podShape("shape" + std::to_string(s), 5000, cpu[s], mem[s], s == 9 ? 1 : 0));
    return ws;
}

Workspace allDifferent()
{
    Workspace ws;
    ws.profiles.push_back(rtcrProfile());
    addNodes(ws, 5000);
    uint64_t x = 12345;
    for (int i = 0; i < 10000; ++i) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        int64_t cpu = 100 + static_cast<int64_t>((x >> 33) % 3900);
        int64_t mem = 64 + static_cast<int64_t>((x >> 17) % 8000);
        ws.pods.push_back(podShape("pod" + std::to_string(i), 1, cpu, mem, (i % 50 == 0) ? 1 : 0));
    }
    return ws;
}

} // namespace

int main(int argc, char** argv)
{
    const bool skipReference = argc > 1 && std::strcmp(argv[1], "--no-reference") == 0;
    // 1. One pod against 5,000 nodes.
    {
        Workspace ws = tenShapes();
        ClusterState st = buildClusterState(ws, KubeVersion{36});
        ProfileScorer scorer(ws.profiles[0], st.resources);
        PodDemand d = computePodDemand(ws.pods[3], st.resources, KubeVersion{36});
        st.resizeAmounts();
        scorer.useTable(st.resources);
        const int reps = 2000;
        std::vector<double> totals(st.nodes.size());
        volatile double sink = 0;
        double t = seconds([&] {
            for (int r = 0; r < reps; ++r) {
                auto prep = scorer.prepare(d);
                parallelFor(st.nodes.size(), 1024, [&](size_t b, size_t e) {
                    for (size_t i = b; i < e; ++i)
                        totals[i] = scorer.fits(d, st, static_cast<int>(i)) ? scorer.total(prep, st.nodes[i]) : -1.0;
                });
                sink = sink + *std::max_element(totals.begin(), totals.end());
            }
        });
        std::printf("score 1 pod x 5000 nodes (filter + NodeResourcesFit RTCR + BalancedAllocation, 2 threads): %.1f us "
                    "(target <= 100 us)\n",
            t / reps * 1e6);
    }
    // 2. 50,000 pods, 10 shapes.
    {
        Workspace ws = tenShapes();
        SimulationResult fast;
        double tf = seconds([&] { fast = simulate(ws, ws.profiles[0]); });
        std::printf("simulate 50000 pods (10 shapes x 5000) on 5000 nodes, fast path: %.3f s (target <= 1 s); "
                    "scheduled %lld, nodes used %lld\n",
            tf, static_cast<long long>(fast.metrics.scheduled), static_cast<long long>(fast.metrics.nodesUsed));
        if (!skipReference) {
            SimulationOptions ref;
            ref.reference = true;
            SimulationResult slow;
            double tr = seconds([&] { slow = simulate(ws, ws.profiles[0], ref); });
            bool same = fast.placements.size() == slow.placements.size();
            for (size_t i = 0; same && i < fast.placements.size(); ++i)
                same = fast.placements[i].node == slow.placements[i].node;
            std::printf("simulate 50000 pods --reference: %.3f s; fast path is %.1fx faster (target >= 20x); "
                        "placements %s\n",
                tr, tr / tf, same ? "identical" : "DIFFER");
            if (!same)
                return 1;
        }
        double rss = peakRssMiB([&] {
            Workspace w2 = tenShapes();
            SimulationResult r = simulate(w2, w2.profiles[0]);
            (void)r;
        });
        std::printf("peak RSS of the 50000-pod run (own process, workspace included): %.1f MiB (target <= 300 MB)\n", rss);
    }
    // 3. 10,000 all-different pods.
    {
        Workspace ws = allDifferent();
        SimulationResult fast;
        double tf = seconds([&] { fast = simulate(ws, ws.profiles[0]); });
        std::printf("simulate 10000 pods of all-different shapes on 5000 nodes: %.3f s (target <= 2 s); scheduled %lld\n",
            tf, static_cast<long long>(fast.metrics.scheduled));
    }
    return 0;
}
