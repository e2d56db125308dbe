// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/document.h"

#include "text/phrase_text.h"

#include "io/workspace_io.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <exception>

namespace bp::ui {

Document::Document(QObject* parent)
    : QObject(parent)
    , undo_(new QUndoStack(this))
{
    connect(undo_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    // The end of an undo step (a push, undo, redo or a macro's end): one
    // workspaceChanged for all the mutators it ran.
    connect(undo_, &QUndoStack::indexChanged, this, &Document::flushChange);
}

void Document::contentChanged()
{
    if (changePending_)
        return;
    changePending_ = true;
    // Every mutator runs inside an undo step, which ends with indexChanged; a
    // step that ends without it (QUndoStack drops a command that made itself
    // obsolete) still gets its signal, one turn of the event loop later.
    QMetaObject::invokeMethod(this, &Document::flushChange, Qt::QueuedConnection);
}

void Document::flushChange()
{
    if (!changePending_)
        return;
    changePending_ = false;
    emit workspaceChanged();
}

Document::~Document() = default;

void Document::setFilePath(const QString& path)
{
    if (path == filePath_)
        return;
    filePath_ = path;
    emit filePathChanged(path);
}

QString Document::displayName() const
{
    if (filePath_.isEmpty())
        return untitledName_.isEmpty() ? tr("Untitled") : untitledName_;
    return QFileInfo(filePath_).fileName();
}

std::vector<ShapePoint> Document::parkedShape(const std::string& profile) const
{
    const auto it = parkedShapes_.find(profile);
    return it != parkedShapes_.end() ? it->second : std::vector<ShapePoint>{};
}

void Document::parkShape(const std::string& profile, std::vector<ShapePoint> shape)
{
    parkedShapes_[profile] = std::move(shape);
}

bool Document::isModified() const
{
    return !undo_->isClean();
}

void Document::setClean()
{
    undo_->setClean();
}

void Document::resetWorkspace(Workspace ws, const QString& path, const QString& untitledName)
{
    ws_ = std::move(ws);
    untitledName_ = untitledName; // the title follows workspaceReset
    parkedShapes_.clear();
    undo_->clear(); // clear() also makes the stack clean
    disk_ = FileIdentity();
    setFilePath(path);
    resetFocus();
    flushChange(); // not an undo step: nothing else would end it
}

void Document::replaceWorkspace(Workspace ws)
{
    ws_ = std::move(ws);
    resetFocus();
}

void Document::resetFocus()
{
    currentProfile_ = 0;
    currentPod_.clear();
    selectedNode_ = -1;
    emit workspaceReset();
    contentChanged();
    emit currentProfileChanged(currentProfile_);
    emit currentPodChanged(currentPod_);
    emit selectedNodeChanged(selectedNode_);
}

void Document::markModified()
{
    undo_->resetClean();
}

bool Document::load(const QString& path, QString* error)
{
    try {
        // The identity must describe the bytes that were parsed: read again if
        // the file changed meanwhile, and if it keeps changing, remember that
        // nothing is known for sure (the next save asks before overwriting).
        FileIdentity before;
        FileIdentity after;
        Workspace ws;
        for (int attempt = 0; attempt < 3; ++attempt) {
            before = identifyFile(path);
            ws = readWorkspaceFile(path.toStdString());
            after = identifyFile(path);
            if (after.sameStat(before) && after.sha256 == before.sha256)
                break;
            after.mtimeNs = -1; // matches no file: compared by content,
            after.sha256 = QByteArrayLiteral("unstable"); // which differs
        }
        resetWorkspace(std::move(ws), path);
        disk_ = after;
        return true;
    } catch (const InputError& e) {
        if (error)
            *error = diagnosticsText(e.diagnostics());
    } catch (const std::exception& e) {
        if (error)
            *error = tr("%1: %2").arg(path, QString::fromStdString(e.what()));
    }
    return false;
}

QByteArray Document::serialize() const
{
    return QByteArray::fromStdString(writeWorkspace(ws_));
}

bool Document::save(const QString& path, QString* error)
{
    QByteArray bytes;
    try {
        bytes = serialize();
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    FileIdentity written;
    if (!writeFileAtomically(path, bytes, error, &written))
        return false;
    ws_.sourceFile = path.toStdString();
    disk_ = written;
    setFilePath(path);
    setClean();
    return true;
}

bool Document::changedOnDisk() const
{
    return bp::ui::changedOnDisk(filePath_, disk_);
}

const Profile* Document::currentProfile() const
{
    if (currentProfile_ < 0 || currentProfile_ >= static_cast<int>(ws_.profiles.size()))
        return nullptr;
    return &ws_.profiles[static_cast<size_t>(currentProfile_)];
}

void Document::setCurrentProfileIndex(int index)
{
    const int count = static_cast<int>(ws_.profiles.size());
    index = count == 0 ? -1 : std::clamp(index, 0, count - 1);
    if (index == currentProfile_)
        return;
    currentProfile_ = index;
    emit currentProfileChanged(index);
}

void Document::setCurrentPod(const QString& pod)
{
    if (pod == currentPod_)
        return;
    currentPod_ = pod;
    emit currentPodChanged(pod);
}

void Document::setSelectedNode(int row)
{
    if (row < -1 || row >= static_cast<int>(ws_.nodes.size()))
        row = -1;
    if (row == selectedNode_)
        return;
    selectedNode_ = row;
    emit selectedNodeChanged(row);
}

void Document::clampFocus()
{
    setCurrentProfileIndex(currentProfile_ < 0 ? 0 : currentProfile_);
    if (selectedNode_ >= static_cast<int>(ws_.nodes.size()))
        setSelectedNode(-1);
}

// ---- nodes ---------------------------------------------------------------------

void Document::setNode(int row, Node node)
{
    ws_.nodes.at(static_cast<size_t>(row)) = std::move(node);
    contentChanged();
}

void Document::insertNodes(int row, std::vector<Node> nodes)
{
    if (nodes.empty())
        return;
    const int count = static_cast<int>(nodes.size());
    row = std::clamp(row, 0, static_cast<int>(ws_.nodes.size()));
    emit nodesAboutToBeInserted(row, row + count - 1);
    ws_.nodes.insert(ws_.nodes.begin() + row, std::make_move_iterator(nodes.begin()),
        std::make_move_iterator(nodes.end()));
    emit nodesInserted(row, row + count - 1);
    if (selectedNode_ >= row)
        setSelectedNode(selectedNode_ + count);
    contentChanged();
}

std::vector<Node> Document::removeNodes(int row, int count)
{
    std::vector<Node> removed;
    if (count <= 0)
        return removed;
    emit nodesAboutToBeRemoved(row, row + count - 1);
    auto first = ws_.nodes.begin() + row;
    removed.assign(std::make_move_iterator(first), std::make_move_iterator(first + count));
    ws_.nodes.erase(first, first + count);
    emit nodesRemoved(row, row + count - 1);
    if (selectedNode_ >= row + count)
        setSelectedNode(selectedNode_ - count);
    else if (selectedNode_ >= row)
        setSelectedNode(-1);
    contentChanged();
    return removed;
}

// ---- pods ----------------------------------------------------------------------

void Document::setPod(int row, Pod pod)
{
    ws_.pods.at(static_cast<size_t>(row)) = std::move(pod);
    contentChanged();
}

void Document::insertPods(int row, std::vector<Pod> pods)
{
    if (pods.empty())
        return;
    const int count = static_cast<int>(pods.size());
    row = std::clamp(row, 0, static_cast<int>(ws_.pods.size()));
    emit podsAboutToBeInserted(row, row + count - 1);
    ws_.pods.insert(ws_.pods.begin() + row, std::make_move_iterator(pods.begin()),
        std::make_move_iterator(pods.end()));
    emit podsInserted(row, row + count - 1);
    contentChanged();
}

std::vector<Pod> Document::removePods(int row, int count)
{
    std::vector<Pod> removed;
    if (count <= 0)
        return removed;
    emit podsAboutToBeRemoved(row, row + count - 1);
    auto first = ws_.pods.begin() + row;
    removed.assign(std::make_move_iterator(first), std::make_move_iterator(first + count));
    ws_.pods.erase(first, first + count);
    emit podsRemoved(row, row + count - 1);
    contentChanged();
    return removed;
}

// ---- profiles ------------------------------------------------------------------

void Document::setProfile(int row, Profile profile)
{
    ws_.profiles.at(static_cast<size_t>(row)) = std::move(profile);
    emit profileChanged(row);
    contentChanged();
}

void Document::insertProfiles(int row, std::vector<Profile> profiles)
{
    if (profiles.empty())
        return;
    const int count = static_cast<int>(profiles.size());
    row = std::clamp(row, 0, static_cast<int>(ws_.profiles.size()));
    emit profilesAboutToBeInserted(row, row + count - 1);
    ws_.profiles.insert(ws_.profiles.begin() + row, std::make_move_iterator(profiles.begin()),
        std::make_move_iterator(profiles.end()));
    emit profilesInserted(row, row + count - 1);
    if (currentProfile_ < 0)
        setCurrentProfileIndex(row);
    else if (currentProfile_ >= row) {
        currentProfile_ += count;
        emit currentProfileChanged(currentProfile_);
    }
    contentChanged();
}

std::vector<Profile> Document::removeProfiles(int row, int count)
{
    std::vector<Profile> removed;
    if (count <= 0)
        return removed;
    emit profilesAboutToBeRemoved(row, row + count - 1);
    auto first = ws_.profiles.begin() + row;
    removed.assign(std::make_move_iterator(first), std::make_move_iterator(first + count));
    ws_.profiles.erase(first, first + count);
    emit profilesRemoved(row, row + count - 1);
    if (currentProfile_ >= row + count) {
        currentProfile_ -= count;
        emit currentProfileChanged(currentProfile_);
    } else if (currentProfile_ >= row) {
        const int size = static_cast<int>(ws_.profiles.size());
        currentProfile_ = size == 0 ? -1 : std::min(row, size - 1);
        emit currentProfileChanged(currentProfile_);
    }
    contentChanged();
    return removed;
}

void Document::setCluster(std::vector<Node> nodes, std::vector<Pod> pods, const std::optional<ClusterObjects>& objects)
{
    emit clusterAboutToBeReset();
    ws_.nodes = std::move(nodes);
    ws_.pods = std::move(pods);
    if (objects) {
        ws_.services = objects->services;
        ws_.namespaces = objects->namespaces;
        ws_.podDisruptionBudgets = objects->podDisruptionBudgets;
    }
    emit clusterReset();
    clampFocus();
    contentChanged();
}

} // namespace bp::ui
