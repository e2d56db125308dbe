// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands_generate.h"

#include "document/commands_cluster.h"
#include "document/document.h"

#include <QCoreApplication>
#include <unordered_map>

namespace bp::ui {

namespace {

// Calls f(name) for every name a pod occupies: its own, and its replicas'
// when it has several (as checkPodName counts them).
template <typename F> void forEachOccupiedName(const Pod& pod, F&& f)
{
    f(pod.name);
    for (int64_t i = 0; pod.replicas > 1 && i < pod.replicas; ++i)
        f(replicaName(pod, i));
}

} // namespace

QUndoCommand* makeGenerateWorkloadCommand(Document* doc, std::vector<Pod> generated, PendingPods mode)
{
    auto* macro = new QUndoCommand(QCoreApplication::translate("bp::ui::Commands", "Generate workload"));
    const auto& pods = doc->workspace().pods;
    std::vector<int> pending;
    for (size_t i = 0; i < pods.size(); ++i) {
        if (!pods[i].nodeName)
            pending.push_back(static_cast<int>(i));
    }
    int kept = static_cast<int>(pods.size());
    if (mode == PendingPods::Replace && !pending.empty()) {
        new RemovePodsCommand(doc, pending, macro);
        kept -= static_cast<int>(pending.size());
    }
    // The children run in order: the insertion row is counted after the removal.
    new AddPodsCommand(doc, kept, std::move(generated), macro->text(), macro);
    return macro;
}

NameClash findNameClash(const Workspace& ws, const std::vector<Pod>& generated, PendingPods mode)
{
    std::unordered_map<std::string, const Pod*> taken;
    for (const Pod& p : ws.pods) {
        if (mode == PendingPods::Replace && !p.nodeName)
            continue;
        forEachOccupiedName(p, [&](const std::string& n) { taken.emplace(n, &p); });
    }
    NameClash clash;
    for (size_t i = 0; i < generated.size() && clash.index < 0; ++i) {
        forEachOccupiedName(generated[i], [&](const std::string& n) {
            auto it = taken.find(n);
            if (clash.index < 0 && it != taken.end()) {
                clash.index = static_cast<int>(i);
                clash.name = n;
                clash.keptPod = it->second->name;
            }
        });
    }
    return clash;
}

} // namespace bp::ui
