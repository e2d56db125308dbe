// SPDX-License-Identifier: GPL-3.0-or-later
// Compare benchmarks (issue: bin-packing vs least-allocated at real cluster
// scale). Two profiles, MostAllocated and LeastAllocated, on 5,000 nodes and
// 50,000 pending pods (10 shapes x 5,000), as the Compare view runs them
// (timeline recorded). Prints:
//   1. compare wall time, profiles on two threads and one after the other (target <= 2 s)
//   2. the same queue shuffled (shapes interleave pod by pod)
//   3. with percentageOfNodesToScore adaptive (10 % of 5,000 nodes = 500 per pod)
//   4. fast path vs --reference for one profile (same placements; skip with --no-reference)
//   5. repack (issue 16): the 50,000 pods bound where LeastAllocated put them
//      and a DaemonSet pod on every node, repacked and compared (target <= 2 s)
//   6. cluster-autoscaler's scale-down analysis of each profile's repacked
//      cluster (sim/scale_down.h; target <= 2 s each)
// Build in Release:
//   cmake -S . -B build-rel -DCMAKE_BUILD_TYPE=Release && cmake --build build-rel --target bench_compare
//   build-rel/tests/bench/bench_compare [--no-reference]
#include "bench_common.h"

#include "sim/compare.h"
#include "sim/workload_generator.h"

#include <cstdio>
#include <cstring>

using namespace bp;
using namespace bp::bench;

namespace {

constexpr int64_t kCpu[] = {250, 500, 1000, 2000, 100, 750, 1500, 4000, 300, 1000};
constexpr int64_t kMemMi[] = {256, 512, 1024, 4096, 128, 2048, 3072, 8192, 640, 1536};

Profile strategy(const std::string& name, const std::string& type)
{
    Profile p;
    p.name = name;
    p.pluginsSet = true;
    p.fit.enabled = true;
    ScoringStrategy s;
    s.type = type;
    s.resources = {{"cpu", 1, true}, {"memory", 1, true}, {"nvidia.com/gpu", 1, true}};
    p.fitArgs.scoringStrategy = s;
    return p;
}

Workspace cluster(ArrivalOrder order)
{
    Workspace ws;
    ws.profiles = {strategy("most-allocated", "MostAllocated"), strategy("least-allocated", "LeastAllocated")};
    addNodes(ws, 5000);
    GeneratorSpec g;
    g.order = order;
    g.seed = 2024;
    for (int s = 0; s < 10; ++s) {
        PodShapeSpec shape;
        shape.name = "shape" + std::to_string(s);
        const Quantity cpu = Quantity::fromMilli(kCpu[s]);
        const Quantity mem = *Quantity::parse(std::to_string(kMemMi[s]) + "Mi");
        shape.requests = {{"cpu", cpu, cpu}, {"memory", mem, mem}};
        if (s == 9)
            shape.requests.push_back({"nvidia.com/gpu", Quantity::fromValue(1), Quantity::fromValue(1)});
        shape.count = 5000;
        g.shapes.push_back(shape);
    }
    ws.pods = generateWorkload(g);
    return ws;
}

void printRuns(const CompareResult& r)
{
    for (const auto& run : r.runs)
        std::printf("    %-16s scheduled %lld, unschedulable %lld, nodes used %lld, empty %lld, fragmentation %.3f, "
                    "nodes scored per pod %.0f\n",
            run.profile.c_str(), static_cast<long long>(run.metrics.scheduled),
            static_cast<long long>(run.metrics.unschedulable), static_cast<long long>(run.metrics.nodesUsed),
            static_cast<long long>(run.metrics.emptyNodes), run.metrics.fragmentation,
            run.placements.empty() ? 0.0
                                   : static_cast<double>(run.nodesScored) / static_cast<double>(run.placements.size()));
}

CompareResult runCompare(const Workspace& ws, bool concurrent, std::optional<int> percentage, double* elapsed)
{
    CompareOptions o;
    o.concurrent = concurrent;
    o.simulation.recordTimeline = true;
    o.simulation.percentageOfNodesToScore = percentage;
    CompareResult r;
    *elapsed = seconds([&] { r = compareProfiles(ws, {&ws.profiles[0], &ws.profiles[1]}, o); });
    return r;
}

} // namespace

int main(int argc, char** argv)
{
    const bool skipReference = argc > 1 && std::strcmp(argv[1], "--no-reference") == 0;
    const Workspace listed = cluster(ArrivalOrder::AsListed);
    std::printf("compare MostAllocated vs LeastAllocated, 5000 nodes x 50000 pending pods (10 shapes x 5000), "
                "timeline recorded\n");
    // 1. As listed.
    double tc = 0, ts = 0;
    CompareResult r = runCompare(listed, true, std::nullopt, &tc);
    runCompare(listed, false, std::nullopt, &ts);
    std::printf("1. as listed: %.3f s on two threads, %.3f s one after the other (target <= 2 s)\n", tc, ts);
    printRuns(r);
    // 2. Shuffled.
    const Workspace shuffled = cluster(ArrivalOrder::Shuffled);
    double tsh = 0, tshs = 0;
    r = runCompare(shuffled, true, std::nullopt, &tsh);
    runCompare(shuffled, false, std::nullopt, &tshs);
    std::printf("2. shuffled (shapes interleave): %.3f s on two threads, %.3f s one after the other\n", tsh, tshs);
    printRuns(r);
    // 3. percentageOfNodesToScore adaptive.
    double ta = 0, tas = 0;
    r = runCompare(listed, true, 0, &ta);
    runCompare(listed, false, 0, &tas);
    std::printf("3. percentageOfNodesToScore adaptive (as listed): %.3f s on two threads, %.3f s one after the other\n",
        ta, tas);
    printRuns(r);
    // 5. Repack: the cluster as LeastAllocated left it, every pod bound, one
    // DaemonSet pod per node; taken apart and packed again under both.
    {
        const CompareResult spread = runCompare(listed, true, std::nullopt, &tc);
        const SimulationResult& least = spread.runs[1];
        Workspace bound;
        bound.profiles = listed.profiles;
        bound.nodes = listed.nodes;
        for (const Node& n : listed.nodes) {
            Pod ds = podShape("ds-" + n.name, 1, 100, 128);
            ds.nodeName = n.name;
            ds.owner = PodOwner{"DaemonSet", "ds"};
            bound.pods.push_back(std::move(ds));
        }
        for (const Placement& pl : least.placements) {
            if (pl.node < 0)
                continue;
            Pod p = listed.pods[static_cast<size_t>(pl.podTemplate)];
            p.name = pl.pod;
            p.replicas = 1;
            p.nodeName = least.finalState.nodeNames[static_cast<size_t>(pl.node)];
            p.owner = PodOwner{"ReplicaSet", p.name.substr(0, p.name.rfind('-'))};
            // Created over one day, not in file order, so the creation order sorts.
            const int64_t second = (static_cast<int64_t>(bound.pods.size()) * 7919) % 86400;
            char created[32];
            std::snprintf(created, sizeof created, "2024-05-01T%02lld:%02lld:%02lldZ",
                static_cast<long long>(second / 3600), static_cast<long long>(second / 60 % 60),
                static_cast<long long>(second % 60));
            p.creationTimestamp = created;
            bound.pods.push_back(std::move(p));
        }
        RepackSummary summary;
        Workspace repacked;
        const double tr = seconds([&] { repacked = repackWorkspace(bound, RepackOrder::Creation, &summary); });
        double trc = 0;
        r = runCompare(repacked, true, std::nullopt, &trc);
        std::printf("5. repack of %lld bound pods (%lld DaemonSet pods stay) on 5000 nodes: repackWorkspace %.3f s, "
                    "compare %.3f s on two threads, total %.3f s (target <= 2 s)\n",
            static_cast<long long>(summary.moved), static_cast<long long>(summary.stayed), tr, trc, tr + trc);
        printRuns(r);
        for (const SimulationResult& run : r.runs) {
            ScaleDownResult sd;
            const double t = seconds([&] { sd = analyzeScaleDown(repacked, run); });
            std::printf("6. scale-down of %s's cluster: %.3f s (target <= 2 s): %lld removable empty, %lld drained "
                        "(%lld pods moved), %lld kept\n",
                run.profile.c_str(), t, static_cast<long long>(sd.removableEmpty),
                static_cast<long long>(sd.removableDrained), static_cast<long long>(sd.podsMoved),
                static_cast<long long>(sd.kept));
        }
    }
    // 4. Fast path vs reference.
    if (!skipReference) {
        SimulationOptions fast;
        SimulationResult a, b;
        const double tf = seconds([&] { a = simulate(listed, listed.profiles[0], fast); });
        SimulationOptions ref;
        ref.reference = true;
        const double tr = seconds([&] { b = simulate(listed, listed.profiles[0], ref); });
        bool same = a.placements.size() == b.placements.size();
        for (size_t i = 0; same && i < a.placements.size(); ++i)
            same = a.placements[i].node == b.placements[i].node;
        std::printf("4. %s alone: fast path %.3f s, --reference %.3f s: %.1fx; placements %s\n",
            listed.profiles[0].name.c_str(), tf, tr, tr / tf, same ? "identical" : "DIFFER");
        if (!same)
            return 1;
    }
    return 0;
}
