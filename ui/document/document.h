// SPDX-License-Identifier: GPL-3.0-or-later
// The open workspace: the bp::Workspace, its file, its undo stack, and the
// user's current focus (profile, pod under study, selected node). Views read
// through the const accessors and change it only through QUndoCommands (see
// commands_*.h): the mutators are private and the commands that call them are
// friends. Every mutator emits a signal precise enough for an item model to
// insert or remove rows instead of resetting; workspaceChanged() comes once
// per undo step, however many mutators the step ran (deleting k pods is one
// recomputation, not k).
#pragma once

#include "document/atomic_file.h"
#include "model/workspace.h"

#include <QObject>
#include <QString>

#include <map>
#include <optional>
#include <string>
#include <vector>

class QUndoStack;

namespace bp::ui {

// What a cluster holds besides its nodes and pods (an import replaces them together).
struct ClusterObjects {
    std::vector<Service> services;
    std::vector<Namespace> namespaces;
    std::vector<PodDisruptionBudget> podDisruptionBudgets;
    static ClusterObjects of(const Workspace& ws) { return { ws.services, ws.namespaces, ws.podDisruptionBudgets }; }
};

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(QObject* parent = nullptr);
    ~Document() override;

    const Workspace& workspace() const { return ws_; }
    QUndoStack* undoStack() const { return undo_; }

    // ---- file state -------------------------------------------------------
    QString filePath() const { return filePath_; }
    void setFilePath(const QString& path);
    // The text shown in the title bar: the file name; without one, the name
    // given to the untitled workspace (a bundled example's), else "Untitled".
    QString displayName() const;
    QString untitledName() const { return untitledName_; }
    bool isModified() const;
    void setClean(); // after a save: the current undo index is the saved state
    // Modified until the next save, whatever is undone (a restored autosave).
    void markModified();

    // Replaces the whole workspace (New, Open, restore): clears the undo stack
    // and resets the focus. `path` empty: untitled, shown as `untitledName`
    // when one is given (an example opened from the resources).
    void resetWorkspace(Workspace ws, const QString& path, const QString& untitledName = {});


    // Reads a workspace file. On bad input returns false and puts the core's
    // diagnostics ("file:line:col: field: message", one per line) in *error;
    // the document is left unchanged. Remembers the file's identity.
    bool load(const QString& path, QString* error);
    // Serializes the workspace (the core's canonical writer).
    QByteArray serialize() const;
    // Atomic save (writeFileAtomically). On success the document becomes clean,
    // takes `path` and remembers the file's identity; on failure nothing changes.
    bool save(const QString& path, QString* error);

    // The file as this document last read or wrote it (Unknown after New or an example).
    const FileIdentity& diskIdentity() const { return disk_; }
    void setDiskIdentity(const FileIdentity& identity) { disk_ = identity; }
    // Somebody else changed the file since this document read or wrote it.
    bool changedOnDisk() const;

    // ---- kept aside ---------------------------------------------------------
    // The RequestedToCapacityRatio shape a profile had when the user chose
    // another strategy (setStrategyType took it out of the profile), by profile
    // name: brought back when the user switches back. Not saved; a new workspace forgets them.
    std::vector<ShapePoint> parkedShape(const std::string& profile) const;
    void parkShape(const std::string& profile, std::vector<ShapePoint> shape);

    // ---- focus ------------------------------------------------------------
    int currentProfileIndex() const { return currentProfile_; }
    const Profile* currentProfile() const;
    void setCurrentProfileIndex(int index);
    // The pod under study, by name or replica name; empty: the first pending pod.
    QString currentPod() const { return currentPod_; }
    void setCurrentPod(const QString& pod);
    int selectedNode() const { return selectedNode_; } // -1: none
    void setSelectedNode(int row);

signals:
    // Any change of the workspace's content: once per undo step, after the
    // finer signals of every mutator the step ran.
    void workspaceChanged();
    // The workspace was replaced as a whole (New, Open, restore).
    void workspaceReset();

    void nodesAboutToBeInserted(int first, int last);
    void nodesInserted(int first, int last);
    void nodesAboutToBeRemoved(int first, int last);
    void nodesRemoved(int first, int last);
    void podsAboutToBeInserted(int first, int last);
    void podsInserted(int first, int last);
    void podsAboutToBeRemoved(int first, int last);
    void podsRemoved(int first, int last);
    void profileChanged(int row);
    void profilesAboutToBeInserted(int first, int last);
    void profilesInserted(int first, int last);
    void profilesAboutToBeRemoved(int first, int last);
    void profilesRemoved(int first, int last);
    void clusterAboutToBeReset();
    void clusterReset();

    void currentProfileChanged(int index);
    void currentPodChanged(const QString& pod);
    void selectedNodeChanged(int row);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    // The commands that change the workspace, and nothing else.
    friend class NodeEditCommand;
    friend class AddNodesCommand;
    friend class RemoveNodeRowsCommand;
    friend class PodEditCommand;
    friend class AddPodsCommand;
    friend class RemovePodsCommand;
    friend class ReplaceClusterCommand;
    friend class ReplaceWorkspaceCommand;
    friend class ProfileEditCommand;
    friend class SetShapePointsCommand;
    friend class AddProfilesCommand;
    friend class RemoveProfileCommand;

    // ---- mutators ----------------------------------------------------------
    void setNode(int row, Node node);
    void insertNodes(int row, std::vector<Node> nodes);
    std::vector<Node> removeNodes(int row, int count);
    void setPod(int row, Pod pod);
    void insertPods(int row, std::vector<Pod> pods);
    std::vector<Pod> removePods(int row, int count);
    void setProfile(int row, Profile profile);
    void insertProfiles(int row, std::vector<Profile> profiles);
    std::vector<Profile> removeProfiles(int row, int count);
    // Replaces every node and pod at once (a cluster import).
    // `objects` set: the Services, Namespaces and PodDisruptionBudgets too.
    void setCluster(std::vector<Node> nodes, std::vector<Pod> pods, const std::optional<ClusterObjects>& objects = {});
    // Replaces the workspace's content, keeping the undo stack and the file
    // (a reload from disk).
    void replaceWorkspace(Workspace ws);

    // A mutator changed the content: workspaceChanged() at the end of the step.
    void contentChanged();
    void flushChange();
    void clampFocus();
    void resetFocus(); // and tells the views that the workspace was replaced

    Workspace ws_;
    QUndoStack* undo_ = nullptr;
    QString filePath_;
    QString untitledName_;
    std::map<std::string, std::vector<ShapePoint>> parkedShapes_;
    FileIdentity disk_;
    int currentProfile_ = 0;
    QString currentPod_;
    int selectedNode_ = -1;
    bool changePending_ = false;
};

} // namespace bp::ui
