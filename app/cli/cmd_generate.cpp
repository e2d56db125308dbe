// SPDX-License-Identifier: GPL-3.0-or-later
// generate: append a generated pending workload to a workspace.
#include "common.h"
#include "io/workspace_io.h"
#include "model/pod_names.h"
#include "sim/workload_generator.h"

namespace bp::cli {

namespace {

const char* kGenerateUsage
    = R"(Usage: binpack-cli generate WS --shape SPEC [--shape SPEC ...] [--total N [--proportions]]
                            [--seed N] [--order as-listed|shuffled|largest-first]

Prints the workspace WS with a generated queue of pending pods appended, for
demonstrations and comparisons. The same options and seed give the same pods
on every machine.

A shape SPEC is NAME:REQUESTS:COUNT
  NAME       pods are named NAME-0, NAME-1, ...
  REQUESTS   RESOURCE=QUANTITY,... ; a range RESOURCE=MIN..MAX draws every
             pod's request uniformly from the seed (cpu in millicores, memory
             in whole Mi when both ends are whole Mi)
  COUNT      count=N (exactly N pods) or proportion=P (a share of --total,
             P as 0.3 or 30%; proportions are relative weights)
Examples:
  --shape web:cpu=500m,memory=1Gi:count=100
  --shape batch:cpu=1..4,memory=2Gi..8Gi:proportion=30%
  --shape train:cpu=8,memory=32Gi,nvidia.com/gpu=1..4:count=12

The workspace written must stay readable: at most 300,000 pods written one by
one (ranges, or --order shuffled), and at most 1,000,000 pods of one fixed-size
shape (written once, with replicas); more is refused before any pod is made.

Options:
  --shape SPEC        a pod shape (repeatable, at least one)
  --total N           the number of pods shared out among shapes with a proportion
  --proportions       read every count=N as a proportion weight of --total
  --seed N            random seed for sizes and shuffling (default 1)
  --order MODE        as-listed (default), shuffled, or largest-first (by the
                      sum over resources of request / largest request of it)
  -h, --help          this help
Exit codes: 0 success, 1 invalid input, 2 wrong usage.
)";

} // namespace

int cmdGenerate(const std::vector<std::string>& argv, Io io)
{
    Args args({ { "--shape", "", true, true }, { "--total", "" }, { "--proportions", "", false }, { "--seed", "" },
        { "--order", "" } });
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli generate: " << err << "\n";
        return usage(io, kGenerateUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kGenerateUsage, true);
    if (args.positional().size() != 1 || args.values("--shape").empty()) {
        io.err << "binpack-cli generate: expected one workspace file and at least one --shape\n";
        return usage(io, kGenerateUsage, false);
    }
    GeneratorSpec spec;
    if (auto s = args.value("--seed"); s && !parseInteger(*s, &spec.seed)) {
        io.err << "binpack-cli generate: --seed must be a non-negative integer, not \"" << *s << "\"\n";
        return kUsage;
    }
    if (auto t = args.value("--total")) {
        int64_t n = 0;
        if (!parseInteger(*t, &n) || n < 0) {
            io.err << "binpack-cli generate: --total must be a non-negative integer, not \"" << *t << "\"\n";
            return kUsage;
        }
        spec.total = n;
    }
    if (auto o = args.value("--order")) {
        auto order = parseArrivalOrder(*o);
        if (!order) {
            io.err << "binpack-cli generate: --order must be as-listed, shuffled or largest-first, not \"" << *o
                   << "\"\n";
            return kUsage;
        }
        spec.order = *order;
    }
    const bool proportions = args.has("--proportions");
    if (proportions && !spec.total) {
        io.err << "binpack-cli generate: --proportions needs --total N\n";
        return kUsage;
    }
    try {
        for (const auto& text : args.values("--shape")) {
            PodShapeSpec s = parsePodShapeSpec(text);
            if (proportions && s.count) {
                if (*s.count == 0) {
                    Diagnostic d;
                    d.field = "--shape \"" + text + "\"";
                    d.message = "count=0 cannot be a proportion; expected a positive weight";
                    throw InputError(d);
                }
                s.proportion = static_cast<double>(*s.count);
                s.count.reset();
            }
            spec.shapes.push_back(std::move(s));
        }
    } catch (const InputError& e) {
        io.err << "binpack-cli generate: " << e.what() << "\n";
        return kUsage;
    }

    Workspace ws;
    if (!loadWorkspace(args.positional()[0], &ws, io))
        return kInvalidInput;
    std::vector<Pod> pods;
    try {
        pods = generateWorkload(spec);
    } catch (const InputError& e) {
        io.err << "binpack-cli generate: " << e.what() << "\n";
        return kUsage;
    }
    // Generated names must not clash with the workspace's pods (templates or replicas).
    PodNameIndex taken;
    for (size_t i = 0; i < ws.pods.size(); ++i)
        taken.add(ws.pods[i], i);
    if (const auto c = findAddedPodClash(taken, pods)) {
        io.err << "binpack-cli generate: " << ws.sourceFile << " already has a pod named \"" << c->clash.name
               << "\"; give the shape another name\n";
        return kUsage;
    }
    ws.pods.insert(ws.pods.end(), pods.begin(), pods.end());
    return guarded(io, [&] {
        io.out << writeReadableWorkspace(ws,
            "generate fewer pods, or pods of fixed sizes, which are written once "
            "with replicas");
        return kOk;
    });
}

} // namespace bp::cli
