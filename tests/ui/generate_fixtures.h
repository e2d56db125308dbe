// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the Workload Generator tests: the example workspace, the dialog's
// default spec in the CLI's --shape words, and sums over generated pods.
#pragma once

#include "dialogs/generate_shape_model.h"
#include "io/workspace_io.h"
#include "sim/workload_generator.h"

#include <vector>

namespace bp::ui::test {

using Model = GenerateShapeModel;

inline Workspace example()
{
    return readWorkspaceFile(BP_EXAMPLES_DIR "/docs-example.binpack.yaml");
}

// The dialog's defaults, in the CLI's words.
inline GeneratorSpec defaultSpec()
{
    GeneratorSpec spec;
    spec.shapes = { parsePodShapeSpec("web:cpu=250m..500m,memory=256Mi..512Mi:proportion=0.7"),
        parsePodShapeSpec("batch:cpu=1..2,memory=2Gi..4Gi:proportion=0.3") };
    spec.total = 100;
    spec.seed = 1;
    spec.order = ArrivalOrder::Shuffled;
    return spec;
}

inline int64_t podsIn(const std::vector<Pod>& pods)
{
    int64_t n = 0;
    for (const Pod& p : pods)
        n += p.replicas;
    return n;
}

inline int64_t sumOf(const std::vector<Pod>& pods, const std::string& resource)
{
    int64_t sum = 0;
    for (const Pod& p : pods) {
        for (const Container& c : p.containers) {
            if (const Quantity* q = c.requests.find(resource))
                sum += p.replicas * *(resource == "cpu" ? q->milliValue() : q->value());
        }
    }
    return sum;
}

inline std::vector<Pod> pending(const Workspace& ws)
{
    std::vector<Pod> out;
    for (const Pod& p : ws.pods) {
        if (!p.nodeName)
            out.push_back(p);
    }
    return out;
}

inline std::vector<Pod> bound(const std::vector<Pod>& pods)
{
    std::vector<Pod> out;
    for (const Pod& p : pods) {
        if (p.nodeName)
            out.push_back(p);
    }
    return out;
}

} // namespace bp::ui::test
