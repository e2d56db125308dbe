// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands_generate.h"

#include "document/commands_cluster.h"
#include "document/document.h"
#include "model/pod_names.h"

#include <QCoreApplication>

namespace bp::ui {

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
    PodNameIndex kept;
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        if (mode == PendingPods::Append || ws.pods[i].nodeName)
            kept.add(ws.pods[i], i);
    }
    const auto c = findAddedPodClash(kept, generated);
    if (!c)
        return {};
    return NameClash { static_cast<int>(c->added), c->clash.name, ws.pods[c->clash.other].name };
}

} // namespace bp::ui
