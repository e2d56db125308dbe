// SPDX-License-Identifier: GPL-3.0-or-later
// The undo step of the Workload Generator: replaces the pending pods with
// generated ones, or appends the generated ones after them. Bound pods (with
// a nodeName) are never touched. Built from RemovePodsCommand and
// AddPodsCommand (commands_cluster.h), so undo restores the exact pods.
#pragma once

#include "model/workspace.h"

#include <QString>
#include <QUndoCommand>
#include <vector>

namespace bp::ui {

class Document;

enum class PendingPods { Replace, Append };

// One undo step "Generate workload": with Replace the pending pods are removed
// first, and `generated` goes at the end of the pod list either way.
QUndoCommand* makeGenerateWorkloadCommand(Document* doc, std::vector<Pod> generated, PendingPods mode);

// The first generated pod whose name, or one of its replicas' names
// (name-0, name-1, ...), is also taken by a pod the command keeps (the bound
// pods; with Append every pod), either way round. Returns its index in
// `generated` (-1: none) and the clashing name and the kept pod's name.
struct NameClash {
    int index = -1;
    std::string name; // the name both would have
    std::string keptPod; // the workspace pod that has it
};
NameClash findNameClash(const Workspace& ws, const std::vector<Pod>& generated, PendingPods mode);

} // namespace bp::ui
