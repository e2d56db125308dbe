// SPDX-License-Identifier: GPL-3.0-or-later
// Placement constraints (issue 13): the simulator with the filters on a
// cluster shaped like a real one: 5,000 nodes in 3 zones, 10 % tainted
// (GPU), 3 control-plane nodes, 50 cordoned, 5 labelled pools. Prints each
// figure with its target:
//   1. 50,000 pods, 10 templates of 5,000 replicas: half of them carry node
//      selectors, required node affinity, tolerations or a host port
//      (NodePorts); a fifth carry hard topology spreading (zone, and
//      hostname)                                                      (<= 2 s)
//   2. run 1 on the reference path: identical placements, and how many
//      times faster the fast path is                                (>= 20x)
//   3. the same 50,000 pods listed one by one, as an imported cluster lists
//      them (every pod its own template, alike within a Deployment)  (<= 2 s)
//   4. run 1 without any constraint, for comparison
// Build in Release:  cmake -B build-rel -DCMAKE_BUILD_TYPE=Release && cmake --build build-rel --target bench_constraints
#include "bench_common.h"

#include "sim/simulator.h"

#include <cstdio>
#include <cstring>

using namespace bp;
using namespace bp::bench;

namespace {

// bench_common's 5,000 nodes, with: 3 control-plane nodes tainted NoSchedule,
// every GPU node (one in ten) tainted nvidia.com/gpu=present:NoSchedule,
// 50 nodes cordoned, three zones, a hostname and five pools.
Workspace constrainedCluster()
{
    Workspace ws;
    ws.profiles.push_back(rtcrProfile());
    addNodes(ws, 5000);
    for (size_t i = 0; i < ws.nodes.size(); ++i) {
        Node& n = ws.nodes[i];
        n.labels.emplace_back("topology.kubernetes.io/zone", "zone-" + std::to_string(i % 3));
        n.labels.emplace_back("kubernetes.io/hostname", n.name);
        static const char* pools[] = { "general", "large", "memory", "batch" };
        n.labels.emplace_back("pool", i % 10 == 9 ? "gpu" : pools[i % 4]);
        if (i < 3)
            n.taints.push_back({ "node-role.kubernetes.io/control-plane", "", "NoSchedule" });
        if (i % 10 == 9)
            n.taints.push_back({ "nvidia.com/gpu", "present", "NoSchedule" });
        if (i % 100 == 42)
            n.unschedulable = true;
    }
    return ws;
}

// A hard spreading constraint over `key` for the pods labelled app=<name>.
TopologySpreadConstraint spreadOver(const std::string& key, const std::string& app)
{
    TopologySpreadConstraint c;
    c.maxSkew = 1;
    c.topologyKey = key;
    c.whenUnsatisfiable = "DoNotSchedule";
    LabelSelectorSpec sel;
    sel.matchLabels = { { "app", app } };
    c.labelSelector = sel;
    return c;
}

// Template s of the ten: what it selects, tolerates and spreads over.
void constrain(Pod& p, int s)
{
    p.labels = { { "app", p.name } };
    switch (s) {
    case 1: // one pool
    case 8:
        p.nodeSelector = { { "pool", s == 1 ? "general" : "large" } };
        break;
    case 2: { // two zones by required node affinity
        NodeSelectorTerm term;
        term.matchExpressions.push_back({ "topology.kubernetes.io/zone", "In", { "zone-1", "zone-2" } });
        p.affinity = Affinity { NodeAffinity { NodeSelector { { term } }, {} }, {}, {} };
        break;
    }
    case 5: // a Deployment spread evenly over the zones
        p.topologySpreadConstraints = { spreadOver("topology.kubernetes.io/zone", p.name) };
        break;
    case 6: // and one spread evenly over the nodes
        p.topologySpreadConstraints = { spreadOver("kubernetes.io/hostname", p.name) };
        break;
    case 0: // anywhere untainted
    case 7:
    case 9:
        break;
    case 3: // GPU pods: select and tolerate the pool
        p.nodeSelector = { { "pool", "gpu" } };
        p.tolerations.push_back({ "nvidia.com/gpu", "Exists", "", "NoSchedule", {} });
        break;
    case 4: // tolerates everything and takes host port 9100 (a node-exporter-like pod: one per node)
        p.tolerations.push_back({ "", "Exists", "", "", {} });
        ContainerPort metrics;
        metrics.name = "metrics";
        metrics.containerPort = 9100;
        metrics.hostPort = 9100;
        p.containers[0].ports.push_back(metrics);
        break;
    }
}

Workspace tenTemplates(bool constrained)
{
    Workspace ws = constrainedCluster();
    if (!constrained)
        for (Node& n : ws.nodes) {
            n.taints.clear();
            n.unschedulable = false;
        }
    const int64_t cpu[] = { 250, 500, 1000, 2000, 100, 750, 1500, 4000, 300, 1000 };
    const int64_t mem[] = { 256, 512, 1024, 4096, 128, 2048, 3072, 8192, 640, 1536 };
    for (int s = 0; s < 10; ++s) {
        Pod p = podShape("shape" + std::to_string(s), 5000, cpu[s], mem[s], s == 3 ? 1 : 0);
        if (constrained)
            constrain(p, s);
        ws.pods.push_back(std::move(p));
    }
    return ws;
}

Workspace oneByOne()
{
    Workspace ws = tenTemplates(true);
    std::vector<Pod> templates = std::move(ws.pods);
    ws.pods.clear();
    ws.pods.reserve(50000);
    for (int r = 0; r < 5000; ++r)
        for (const Pod& t : templates) {
            Pod p = t;
            p.replicas = 1;
            p.name = t.name + "-" + std::to_string(r);
            ws.pods.push_back(std::move(p));
        }
    return ws;
}

SimulationResult report(const char* what, const Workspace& ws, bool reference = false)
{
    SimulationResult r;
    SimulationOptions opt;
    opt.reference = reference;
    const double t = seconds([&] { r = simulate(ws, ws.profiles[0], opt); });
    std::printf("%s: %.3f s%s; scheduled %lld, unschedulable %lld, nodes used %lld\n", what, t,
        reference ? "" : " (target <= 2 s)",
        static_cast<long long>(r.metrics.scheduled), static_cast<long long>(r.metrics.unschedulable),
        static_cast<long long>(r.metrics.nodesUsed));
    for (const auto& [reason, pods] : r.metrics.unschedulableReasons)
        std::printf("    %lld pods: %s\n", static_cast<long long>(pods), reason.c_str());
    std::fflush(stdout);
    return r;
}

} // namespace

int main()
{
    const Workspace ws = tenTemplates(true);
    SimulationResult fast, ref;
    const double tf = seconds([&] {
        fast = report("simulate 50000 pods (10 constrained templates x 5000, 2 of them spread) on 5000 "
                      "tainted/labelled nodes",
            ws);
    });
    const double tr = seconds([&] { ref = report("the same on the reference path", ws, true); });
    bool same = fast.placements.size() == ref.placements.size();
    for (size_t i = 0; same && i < fast.placements.size(); ++i)
        same = fast.placements[i].node == ref.placements[i].node && fast.placements[i].reason == ref.placements[i].reason;
    std::printf("reference / fast: %.1fx (target >= 20x); placements and reasons identical: %s\n", tr / tf,
        same ? "yes" : "NO");
    report("simulate 50000 pods listed one by one (constrained) on 5000 tainted/labelled nodes", oneByOne());
    report("simulate 50000 pods (10 templates x 5000), no constraints, for comparison", tenTemplates(false));
    return 0;
}
