// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands_cluster.h"

#include "document/commands_profiles.h" // CommandId
#include "document/document.h"
#include "document/profile_edit.h"      // uniqueNames
#include "model/pod_names.h"
#include "qstring_util.h"

#include <QCoreApplication>

#include <algorithm>

namespace bp::ui {

namespace {

QString trc(const char* text)
{
    return QCoreApplication::translate("bp::ui::Commands", text);
}

const Node& nodeAt(const Document* doc, int row)
{
    return doc->workspace().nodes.at(static_cast<size_t>(row));
}

const Pod& podAt(const Document* doc, int row)
{
    return doc->workspace().pods.at(static_cast<size_t>(row));
}

std::vector<std::string> nodeNames(const Document* doc)
{
    std::vector<std::string> names;
    for (const auto& n : doc->workspace().nodes)
        names.push_back(n.name);
    return names;
}

// The names the workspace's pods hold, but for the pod at `exceptRow`.
PodNameIndex podNameIndex(const Workspace& ws, int exceptRow)
{
    PodNameIndex index;
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        if (static_cast<int>(i) != exceptRow)
            index.add(ws.pods[i], i);
    }
    return index;
}

std::vector<int> sortedUnique(std::vector<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

} // namespace

// Removes the given node rows (a child of RemoveNodesCommand).
class RemoveNodeRowsCommand : public QUndoCommand {
public:
    RemoveNodeRowsCommand(Document* doc, const std::vector<int>& rows, QUndoCommand* parent)
        : QUndoCommand(parent)
        , doc_(doc)
    {
        for (int r : rows)
            removed_.emplace_back(r, nodeAt(doc, r));
    }
    void redo() override
    {
        for (auto it = removed_.rbegin(); it != removed_.rend(); ++it)
            doc_->removeNodes(it->first, 1);
    }
    void undo() override
    {
        for (const auto& [row, node] : removed_)
            doc_->insertNodes(row, {node});
    }

private:
    Document* doc_;
    std::vector<std::pair<int, Node>> removed_;
};

// ---- nodes ---------------------------------------------------------------------

NodeEditCommand::NodeEditCommand(Document* doc, int row, Node after, const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , doc_(doc)
    , row_(row)
    , before_(nodeAt(doc, row))
    , after_(std::move(after))
{
    // Edited: no longer what the file holds at its position, so messages about it name none.
    after_.pos = {};
    if (before_ == after_)
        setObsolete(true);
}

void NodeEditCommand::redo()
{
    doc_->setNode(row_, after_);
}

void NodeEditCommand::undo()
{
    doc_->setNode(row_, before_);
}

SetNodeAllocatableCommand::SetNodeAllocatableCommand(
    Document* doc, int row, const std::string& resource, std::optional<Quantity> value)
    : NodeEditCommand(doc, row,
        [&] {
            Node n = nodeAt(doc, row);
            if (value)
                n.allocatable.set(resource, *value);
            else
                n.allocatable.erase(resource);
            return n;
        }(),
        value ? trc("Set %1 allocatable %2 to %3").arg(qs(nodeAt(doc, row).name), qs(resource), qs(value->text()))
              : trc("Remove %1 allocatable %2").arg(qs(nodeAt(doc, row).name), qs(resource)))
{
}

SetNodeLabelsCommand::SetNodeLabelsCommand(
    Document* doc, int row, std::vector<std::pair<std::string, std::string>> labels)
    : NodeEditCommand(doc, row,
        [&] {
            Node n = nodeAt(doc, row);
            n.labels = std::move(labels);
            return n;
        }(),
        trc("Set the labels of %1").arg(qs(nodeAt(doc, row).name)))
{
}

SetNodeTaintsCommand::SetNodeTaintsCommand(Document* doc, int row, std::vector<Taint> taints)
    : NodeEditCommand(doc, row,
        [&] {
            Node n = nodeAt(doc, row);
            n.taints = std::move(taints);
            return n;
        }(),
        trc("Set the taints of %1").arg(qs(nodeAt(doc, row).name)))
{
}

SetNodeUnschedulableCommand::SetNodeUnschedulableCommand(Document* doc, int row, bool unschedulable)
    : NodeEditCommand(doc, row,
        [&] {
            Node n = nodeAt(doc, row);
            n.unschedulable = unschedulable;
            return n;
        }(),
        unschedulable ? trc("Cordon %1").arg(qs(nodeAt(doc, row).name))
                      : trc("Uncordon %1").arg(qs(nodeAt(doc, row).name)))
{
}

RenameNodeCommand::RenameNodeCommand(Document* doc, int row, const std::string& name, QUndoCommand* parent)
    : QUndoCommand(parent)
{
    const std::string old = nodeAt(doc, row).name;
    setText(trc("Rename node %1 to %2").arg(qs(old), qs(name)));
    Node n = nodeAt(doc, row);
    n.name = name;
    new NodeEditCommand(doc, row, n, text(), this);
    const auto& pods = doc->workspace().pods;
    for (size_t i = 0; i < pods.size(); ++i) {
        if (pods[i].nodeName && *pods[i].nodeName == old) {
            Pod p = pods[i];
            p.nodeName = name;
            new PodEditCommand(doc, static_cast<int>(i), p, text(), {}, this);
        }
    }
}

AddNodesCommand::AddNodesCommand(
    Document* doc, int row, std::vector<Node> nodes, const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , doc_(doc)
    , row_(row)
    , nodes_(std::move(nodes))
{
}

void AddNodesCommand::redo()
{
    doc_->insertNodes(row_, nodes_);
}

void AddNodesCommand::undo()
{
    doc_->removeNodes(row_, static_cast<int>(nodes_.size()));
}

AddNodesCommand* makeAddNodeCommand(Document* doc)
{
    Node n;
    const auto names = nodeNames(doc);
    n.name = std::find(names.begin(), names.end(), "node1") == names.end() ? "node1"
                                                                           : uniqueNames("node1", 1, names).front();
    n.allocatable.set("cpu", *Quantity::parse("4"));
    n.allocatable.set("memory", *Quantity::parse("16Gi"));
    n.allocatable.set("pods", *Quantity::parse("110"));
    const int row = static_cast<int>(doc->workspace().nodes.size());
    return new AddNodesCommand(doc, row, {n}, trc("Add node %1").arg(qs(n.name)));
}

AddNodesCommand* makeDuplicateNodeCommand(Document* doc, int row, int count)
{
    const Node& original = nodeAt(doc, row);
    std::vector<Node> copies;
    for (const auto& name : uniqueNames(original.name, count, nodeNames(doc))) {
        Node n = original;
        n.name = name;
        n.pos = {};
        copies.push_back(std::move(n));
    }
    const QString text = count == 1 ? trc("Duplicate node %1").arg(qs(original.name))
                                    : trc("Duplicate node %1 ×%2").arg(qs(original.name)).arg(count);
    return new AddNodesCommand(doc, row + 1, std::move(copies), text);
}

AddNodesCommand* makeNodePoolCommand(Document* doc, const Node& nodeTemplate, const std::string& prefix, int count)
{
    std::vector<Node> nodes;
    const auto names = uniqueNames(prefix + "-0", count, nodeNames(doc));
    for (const auto& name : names) {
        Node n = nodeTemplate;
        n.name = name;
        n.pos = {};
        auto it = std::find_if(n.labels.begin(), n.labels.end(), [](const auto& l) { return l.first == "pool"; });
        if (it == n.labels.end())
            n.labels.emplace_back("pool", prefix);
        else
            it->second = prefix;
        nodes.push_back(std::move(n));
    }
    const int row = static_cast<int>(doc->workspace().nodes.size());
    return new AddNodesCommand(doc, row, std::move(nodes), trc("Create node pool %1 (%2 nodes)").arg(qs(prefix)).arg(count));
}

RemoveNodesCommand::RemoveNodesCommand(Document* doc, std::vector<int> rows, QUndoCommand* parent)
    : QUndoCommand(parent)
{
    rows = sortedUnique(std::move(rows));
    std::vector<std::string> names;
    for (int r : rows)
        names.push_back(nodeAt(doc, r).name);
    std::vector<int> podRows;
    const auto& pods = doc->workspace().pods;
    for (size_t i = 0; i < pods.size(); ++i) {
        if (pods[i].nodeName && std::find(names.begin(), names.end(), *pods[i].nodeName) != names.end())
            podRows.push_back(static_cast<int>(i));
    }
    podsRemoved_ = static_cast<int>(podRows.size());
    setText(rows.size() == 1 ? trc("Delete node %1").arg(qs(names.front()))
                             : trc("Delete %1 nodes").arg(rows.size()));
    // Children run in order on redo and in reverse on undo: pods go first and come back last.
    if (!podRows.empty())
        new RemovePodsCommand(doc, podRows, this);
    new RemoveNodeRowsCommand(doc, rows, this);
}

ReplaceClusterCommand::ReplaceClusterCommand(
    Document* doc, std::vector<Node> nodes, std::vector<Pod> pods, const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , doc_(doc)
    , nodesBefore_(doc->workspace().nodes)
    , nodesAfter_(std::move(nodes))
    , podsBefore_(doc->workspace().pods)
    , podsAfter_(std::move(pods))
{
}

ReplaceClusterCommand::ReplaceClusterCommand(
    Document* doc, Workspace imported, const QString& text, QUndoCommand* parent)
    : ReplaceClusterCommand(doc, std::move(imported.nodes), std::move(imported.pods), text, parent)
{
    objectsBefore_ = ClusterObjects::of(doc->workspace());
    objectsAfter_ = ClusterObjects::of(imported);
}

void ReplaceClusterCommand::redo()
{
    doc_->setCluster(nodesAfter_, podsAfter_, objectsAfter_);
}

void ReplaceClusterCommand::undo()
{
    doc_->setCluster(nodesBefore_, podsBefore_, objectsBefore_);
}

ReplaceWorkspaceCommand::ReplaceWorkspaceCommand(
    Document* doc, Workspace after, const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , doc_(doc)
    , before_(doc->workspace())
    , after_(std::move(after))
{
}

void ReplaceWorkspaceCommand::redo()
{
    doc_->replaceWorkspace(after_);
}

void ReplaceWorkspaceCommand::undo()
{
    doc_->replaceWorkspace(before_);
}

QString checkNodeName(const Document* doc, int row, const QString& name)
{
    if (name.trimmed().isEmpty())
        return trc("A node needs a name.");
    if (name.trimmed() != name)
        return trc("A node name cannot start or end with spaces.");
    const auto& nodes = doc->workspace().nodes;
    for (size_t i = 0; i < nodes.size(); ++i) {
        if (static_cast<int>(i) != row && nodes[i].name == name.toStdString())
            return trc("There is already a node named %1.").arg(name);
    }
    return {};
}

// ---- pods ----------------------------------------------------------------------

PodEditCommand::PodEditCommand(
    Document* doc, int row, Pod after, const QString& text, QString mergeKey, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , doc_(doc)
    , row_(row)
    , before_(podAt(doc, row))
    , after_(std::move(after))
    , mergeKey_(std::move(mergeKey))
{
    after_.pos = {}; // edited: not what the file holds (as NodeEditCommand)
    if (before_ == after_)
        setObsolete(true);
}

void PodEditCommand::redo()
{
    doc_->setPod(row_, after_);
}

void PodEditCommand::undo()
{
    doc_->setPod(row_, before_);
}

int PodEditCommand::id() const
{
    return mergeKey_.isEmpty() ? -1 : kPodFieldId;
}

bool PodEditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const PodEditCommand*>(other);
    if (!o || o->row_ != row_ || mergeKey_.isEmpty() || o->mergeKey_ != mergeKey_)
        return false;
    after_ = o->after_;
    setText(o->text());
    setObsolete(before_ == after_);
    return true;
}

SetPodRequestCommand::SetPodRequestCommand(Document* doc, int row, int container, bool init,
    const std::string& resource, std::optional<Quantity> value)
    : PodEditCommand(doc, row,
        [&] {
            Pod p = podAt(doc, row);
            auto& list = init ? p.initContainers : p.containers;
            auto& requests = list.at(static_cast<size_t>(container)).requests;
            if (value)
                requests.set(resource, *value);
            else
                requests.erase(resource);
            return p;
        }(),
        value ? trc("Set %1 request %2 to %3").arg(qs(podAt(doc, row).name), qs(resource), qs(value->text()))
              : trc("Remove %1 request %2").arg(qs(podAt(doc, row).name), qs(resource)))
{
}

SetPodReplicasCommand::SetPodReplicasCommand(Document* doc, int row, int64_t replicas)
    : PodEditCommand(doc, row,
        [&] {
            Pod p = podAt(doc, row);
            p.replicas = replicas;
            return p;
        }(),
        trc("Set %1 replicas to %2").arg(qs(podAt(doc, row).name)).arg(replicas), QStringLiteral("replicas"))
{
}

SetPodNodeCommand::SetPodNodeCommand(Document* doc, int row, std::optional<std::string> nodeName)
    : PodEditCommand(doc, row,
        [&] {
            Pod p = podAt(doc, row);
            p.nodeName = nodeName;
            return p;
        }(),
        nodeName ? trc("Bind %1 to %2").arg(qs(podAt(doc, row).name), qs(*nodeName))
                 : trc("Make %1 pending").arg(qs(podAt(doc, row).name)))
{
}

RenamePodCommand::RenamePodCommand(Document* doc, int row, const std::string& name)
    : PodEditCommand(doc, row,
        [&] {
            Pod p = podAt(doc, row);
            p.name = name;
            return p;
        }(),
        trc("Rename pod %1 to %2").arg(qs(podAt(doc, row).name), qs(name)))
{
}

SetPodNamespaceCommand::SetPodNamespaceCommand(Document* doc, int row, std::string namespace_)
    : PodEditCommand(doc, row,
        [&] {
            Pod p = podAt(doc, row);
            p.namespace_ = namespace_;
            return p;
        }(),
        trc("Move %1 to namespace %2")
            .arg(qs(podAt(doc, row).name), namespace_.empty() ? QStringLiteral("default") : qs(namespace_)))
{
}

SetPodLabelsCommand::SetPodLabelsCommand(Document* doc, int row, Labels labels)
    : PodEditCommand(doc, row,
        [&] {
            Pod p = podAt(doc, row);
            p.labels = std::move(labels);
            return p;
        }(),
        trc("Set the labels of %1").arg(qs(podAt(doc, row).name)))
{
}

SetPodOwnerCommand::SetPodOwnerCommand(Document* doc, int row, std::optional<PodOwner> owner)
    : PodEditCommand(doc, row,
        [&] {
            Pod p = podAt(doc, row);
            p.owner = std::move(owner);
            return p;
        }(),
        trc("Set the owner of %1").arg(qs(podAt(doc, row).name)))
{
}

SetPodPlacementCommand::SetPodPlacementCommand(Document* doc, int row, PodPlacement placement)
    : PodEditCommand(
        doc, row,
        [&] {
            Pod p = podAt(doc, row);
            setPlacement(p, std::move(placement));
            return p;
        }(),
        trc("Set the placement of %1").arg(qs(podAt(doc, row).name)))
{
}

AddContainerCommand::AddContainerCommand(Document* doc, int row, bool init)
    : PodEditCommand(doc, row,
        [&] {
            Pod p = podAt(doc, row);
            auto& list = init ? p.initContainers : p.containers;
            Container c;
            c.name = (init ? "init-" : "container-") + std::to_string(list.size() + 1);
            list.push_back(std::move(c));
            return p;
        }(),
        init ? trc("Add an init container to %1").arg(qs(podAt(doc, row).name))
             : trc("Add a container to %1").arg(qs(podAt(doc, row).name)))
{
}

RemoveContainerCommand::RemoveContainerCommand(Document* doc, int row, int container, bool init)
    : PodEditCommand(doc, row,
        [&] {
            Pod p = podAt(doc, row);
            auto& list = init ? p.initContainers : p.containers;
            list.erase(list.begin() + container);
            return p;
        }(),
        trc("Remove a container from %1").arg(qs(podAt(doc, row).name)))
{
}

AddPodsCommand::AddPodsCommand(Document* doc, int row, std::vector<Pod> pods, const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , doc_(doc)
    , row_(row)
    , pods_(std::move(pods))
{
}

void AddPodsCommand::redo()
{
    doc_->insertPods(row_, pods_);
}

void AddPodsCommand::undo()
{
    doc_->removePods(row_, static_cast<int>(pods_.size()));
}

AddPodsCommand* makeAddPodCommand(Document* doc, const std::optional<std::string>& nodeName)
{
    Pod p;
    p.name = uniquePodNames(podNameIndex(doc->workspace(), -1), "pod", p.replicas, 1).front();
    p.nodeName = nodeName;
    Container c;
    c.requests.set("cpu", *Quantity::parse("1"));
    c.requests.set("memory", *Quantity::parse("1Gi"));
    p.containers.push_back(std::move(c));
    const int row = static_cast<int>(doc->workspace().pods.size());
    return new AddPodsCommand(doc, row, {p}, trc("Add pod %1").arg(qs(p.name)));
}

AddPodsCommand* makeDuplicatePodCommand(Document* doc, int row, int count)
{
    const Pod& original = podAt(doc, row);
    std::vector<Pod> copies;
    for (const auto& name : uniquePodNames(podNameIndex(doc->workspace(), -1), original.name, original.replicas, count)) {
        Pod p = original;
        p.name = name;
        p.pos = {};
        copies.push_back(std::move(p));
    }
    const QString text = count == 1 ? trc("Duplicate pod %1").arg(qs(original.name))
                                    : trc("Duplicate pod %1 ×%2").arg(qs(original.name)).arg(count);
    return new AddPodsCommand(doc, row + 1, std::move(copies), text);
}

RemovePodsCommand::RemovePodsCommand(Document* doc, std::vector<int> rows, QUndoCommand* parent)
    : QUndoCommand(parent)
    , doc_(doc)
{
    for (int r : sortedUnique(std::move(rows)))
        removed_.emplace_back(r, podAt(doc, r));
    setText(removed_.size() == 1 ? trc("Delete pod %1").arg(qs(removed_.front().second.name))
                                 : trc("Delete %1 pods").arg(removed_.size()));
}

void RemovePodsCommand::redo()
{
    for (auto it = removed_.rbegin(); it != removed_.rend(); ++it)
        doc_->removePods(it->first, 1);
}

void RemovePodsCommand::undo()
{
    for (const auto& [row, pod] : removed_)
        doc_->insertPods(row, {pod});
}

QString checkPodName(const Document* doc, int row, const QString& name)
{
    const auto& pods = doc->workspace().pods;
    const int64_t replicas = row >= 0 && row < static_cast<int>(pods.size()) ? pods[static_cast<size_t>(row)].replicas : 1;
    return checkPodName(doc, row, name, replicas);
}

QString checkPodName(const Document* doc, int row, const QString& name, int64_t replicas)
{
    const std::string n = name.toStdString();
    if (!isValidPodName(n))
        return trc("A pod needs a name.");
    const auto& ws = doc->workspace();
    const auto clash = podNameIndex(ws, row).clash(n, replicas);
    if (!clash)
        return {};
    switch (clash->kind) {
    case PodNameClash::Kind::SameName:
        return trc("There is already a pod named %1.").arg(name);
    case PodNameClash::Kind::ReplicaOfOther:
        return trc("%1 is the name of a replica of %2.").arg(name, qs(ws.pods[clash->other].name));
    case PodNameClash::Kind::OtherIsReplica:
        break;
    }
    return trc("Its replica %1 would have the name of another pod.").arg(qs(clash->name));
}

QString checkPodReplicas(const Document* doc, int row, int64_t replicas)
{
    if (!isValidReplicaCount(replicas))
        return trc("%1: replicas must be between 1 and %2").arg(replicas).arg(kMaxReplicas);
    const Pod& pod = podAt(doc, row);
    return checkPodName(doc, row, qs(pod.name), replicas);
}

} // namespace bp::ui
