// SPDX-License-Identifier: GPL-3.0-or-later
#include "live/live_controller.h"

#include "document/document.h"
#include "live/live_engine.h"

#include <QTimer>

namespace bp::ui {

LiveController::LiveController(Document* doc, QObject* parent)
    : QObject(parent)
    , doc_(doc)
    , engine_(new LiveEngine(this))
    , snapshot_(std::make_shared<const Workspace>(doc->workspace()))
{
    connect(doc_, &Document::workspaceChanged, this, &LiveController::workspaceChanged);
    connect(doc_, &Document::currentProfileChanged, this, &LiveController::schedule);
    connect(doc_, &Document::currentPodChanged, this, &LiveController::schedule);
    connect(doc_, &Document::selectedNodeChanged, this, &LiveController::schedule);
    connect(engine_, &LiveEngine::resultReady, this, &LiveController::analysisReady);
    connect(engine_, &LiveEngine::failed, this, [this](const QString& message) { emit analysisFailed(message); });
    schedule(); // the document as it is now
}

LiveController::~LiveController() = default;

void LiveController::workspaceChanged()
{
    snapshot_ = std::make_shared<const Workspace>(doc_->workspace());
    emit snapshotChanged(snapshot_);
    schedule();
}

// Several document signals arrive for one edit (the content, then the focus
// it moved): one request per turn of the event loop.
void LiveController::schedule()
{
    if (scheduled_)
        return;
    scheduled_ = true;
    QTimer::singleShot(0, this, &LiveController::request);
}

void LiveController::request()
{
    scheduled_ = false;
    if (!doc_->currentProfile()) {
        emit analysisFailed(tr("The workspace has no profile."));
        return;
    }
    const int node = doc_->selectedNode();
    const QString nodeName
        = node >= 0 ? QString::fromStdString(doc_->workspace().nodes[static_cast<size_t>(node)].name) : QString();
    engine_->request(snapshot_, doc_->currentProfileIndex(), doc_->currentPod(), nodeName);
}

} // namespace bp::ui
