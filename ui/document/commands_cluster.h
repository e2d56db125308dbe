// SPDX-License-Identifier: GPL-3.0-or-later
// Undo commands that change nodes and pods.
#pragma once

#include "document/document.h"
#include "io/pod_placement_text.h"
#include "model/workspace.h"

#include <QUndoCommand>

#include <optional>
#include <vector>

namespace bp::ui {

class Document;

// ---- nodes ---------------------------------------------------------------------

// Replaces node `row` with `after` (the base of the single-node edits).
class NodeEditCommand : public QUndoCommand {
public:
    NodeEditCommand(Document* doc, int row, Node after, const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

protected:
    Document* doc_;
    int row_;
    Node before_;
    Node after_;
};

// Sets (value) or removes (nullopt) one allocatable resource of a node.
class SetNodeAllocatableCommand : public NodeEditCommand {
public:
    SetNodeAllocatableCommand(Document* doc, int row, const std::string& resource, std::optional<Quantity> value);
};

class SetNodeLabelsCommand : public NodeEditCommand {
public:
    SetNodeLabelsCommand(Document* doc, int row, std::vector<std::pair<std::string, std::string>> labels);
};

class SetNodeTaintsCommand : public NodeEditCommand {
public:
    SetNodeTaintsCommand(Document* doc, int row, std::vector<Taint> taints);
};

// Cordons (true) or uncordons a node.
class SetNodeUnschedulableCommand : public NodeEditCommand {
public:
    SetNodeUnschedulableCommand(Document* doc, int row, bool unschedulable);
};

// Renames a node and moves the pods bound to it along.
class RenameNodeCommand : public QUndoCommand {
public:
    RenameNodeCommand(Document* doc, int row, const std::string& name, QUndoCommand* parent = nullptr);
};

// Inserts nodes at `row` (add, duplicate ×N, node pool from a template).
class AddNodesCommand : public QUndoCommand {
public:
    AddNodesCommand(Document* doc, int row, std::vector<Node> nodes, const QString& text,
        QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    int row_;
    std::vector<Node> nodes_;
};

AddNodesCommand* makeAddNodeCommand(Document* doc);
// `count` copies of node `row`, named after it ("node1" -> "node2", "node3", ...).
AddNodesCommand* makeDuplicateNodeCommand(Document* doc, int row, int count);
// `count` nodes "<prefix>-1" ... with the template's allocatable and labels
// (plus pool=<prefix>), appended at the end.
AddNodesCommand* makeNodePoolCommand(Document* doc, const Node& nodeTemplate, const std::string& prefix, int count);

// Removes nodes (any rows) and the pods bound to them.
class RemoveNodesCommand : public QUndoCommand {
public:
    RemoveNodesCommand(Document* doc, std::vector<int> rows, QUndoCommand* parent = nullptr);
    int podsRemoved() const { return podsRemoved_; }

private:
    int podsRemoved_ = 0;
};

// Replaces every node and pod (a cluster import).
class ReplaceClusterCommand : public QUndoCommand {
public:
    ReplaceClusterCommand(Document* doc, std::vector<Node> nodes, std::vector<Pod> pods, const QString& text,
        QUndoCommand* parent = nullptr);
    // An imported cluster: its nodes and pods, and its Services, Namespaces
    // and PodDisruptionBudgets, which belong to the cluster as much (the
    // spreading defaults, namespaceSelector and the scale-down read them).
    // Profiles and prices stay the workspace's.
    ReplaceClusterCommand(Document* doc, Workspace imported, const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    std::vector<Node> nodesBefore_, nodesAfter_;
    std::vector<Pod> podsBefore_, podsAfter_;
    std::optional<ClusterObjects> objectsBefore_, objectsAfter_;
};

// Replaces the whole workspace (a reload from disk), undoably.
class ReplaceWorkspaceCommand : public QUndoCommand {
public:
    ReplaceWorkspaceCommand(Document* doc, Workspace after, const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    Workspace before_, after_;
};

// Empty when `name` can name node `row` (-1: a new one), else why not.
QString checkNodeName(const Document* doc, int row, const QString& name);

// ---- pods ----------------------------------------------------------------------

class PodEditCommand : public QUndoCommand {
public:
    PodEditCommand(Document* doc, int row, Pod after, const QString& text, QString mergeKey = {},
        QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

protected:
    Document* doc_;
    int row_;
    Pod before_;
    Pod after_;
    QString mergeKey_;
};

// Sets (value) or removes (nullopt) one request of one container
// (init = true: of an init container).
class SetPodRequestCommand : public PodEditCommand {
public:
    SetPodRequestCommand(Document* doc, int row, int container, bool init, const std::string& resource,
        std::optional<Quantity> value);
};

// Mergeable: a replicas spin box stepping is one undo step.
class SetPodReplicasCommand : public PodEditCommand {
public:
    SetPodReplicasCommand(Document* doc, int row, int64_t replicas);
};

// Binds the pod to a node (already counted there) or makes it pending (nullopt).
class SetPodNodeCommand : public PodEditCommand {
public:
    SetPodNodeCommand(Document* doc, int row, std::optional<std::string> nodeName);
};

class RenamePodCommand : public PodEditCommand {
public:
    RenamePodCommand(Document* doc, int row, const std::string& name);
};

// metadata.namespace ("": default, as written before), labels and controller
// owner (nullopt: none); every replica of the pod shares them.
class SetPodNamespaceCommand : public PodEditCommand {
public:
    SetPodNamespaceCommand(Document* doc, int row, std::string namespace_);
};

class SetPodLabelsCommand : public PodEditCommand {
public:
    SetPodLabelsCommand(Document* doc, int row, Labels labels);
};

class SetPodOwnerCommand : public PodEditCommand {
public:
    SetPodOwnerCommand(Document* doc, int row, std::optional<PodOwner> owner);
};

// Sets a pod's nodeSelector, tolerations and affinity at once.
class SetPodPlacementCommand : public PodEditCommand {
public:
    SetPodPlacementCommand(Document* doc, int row, PodPlacement placement);
};

class AddContainerCommand : public PodEditCommand {
public:
    AddContainerCommand(Document* doc, int row, bool init);
};

class RemoveContainerCommand : public PodEditCommand {
public:
    RemoveContainerCommand(Document* doc, int row, int container, bool init);
};

class AddPodsCommand : public QUndoCommand {
public:
    AddPodsCommand(Document* doc, int row, std::vector<Pod> pods, const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    int row_;
    std::vector<Pod> pods_;
};

// A pending pod with one container requesting 1 cpu and 1Gi memory.
AddPodsCommand* makeAddPodCommand(Document* doc, const std::optional<std::string>& nodeName = std::nullopt);
AddPodsCommand* makeDuplicatePodCommand(Document* doc, int row, int count);

class RemovePodsCommand : public QUndoCommand {
public:
    RemovePodsCommand(Document* doc, std::vector<int> rows, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    std::vector<std::pair<int, Pod>> removed_; // ascending rows
};

// Empty when pod `row` (-1: a new one) can be called `name` with `replicas`
// copies as the workspace file allows it (core's model/pod_names.h: a
// non-empty name that no other pod holds, neither as its name nor as one of
// its replica names, and none of its own replica names taken; 1 to
// kMaxReplicas replicas). Else why not.
QString checkPodName(const Document* doc, int row, const QString& name);
QString checkPodName(const Document* doc, int row, const QString& name, int64_t replicas);
QString checkPodReplicas(const Document* doc, int row, int64_t replicas);

} // namespace bp::ui
