// SPDX-License-Identifier: GPL-3.0-or-later
// The live analysis of the open document: watches the document, asks the
// LiveEngine once per turn of the event loop however many signals one edit
// sent, and publishes what comes back. Views subscribe to analysisReady() and
// analysisFailed() and only draw; nothing relays results between them.
//
// An edit from the keyboard to the charts: a model or panel pushes an undo
// command (document/commands_*.cpp), the Document signals once per undo step,
// this controller asks the engine (bp::analyze on a worker or at once), and
// each view's showAnalysis() draws the result.
#pragma once

#include "live/live_compute.h"

#include <QObject>

#include <memory>

namespace bp::ui {

class Document;
class LiveEngine;

class LiveController : public QObject {
    Q_OBJECT
public:
    explicit LiveController(Document* doc, QObject* parent = nullptr);
    ~LiveController() override;

    LiveEngine* engine() const { return engine_; }
    // The document's workspace as of its last change, shared by every reader
    // (the live analysis, Compare): one copy per undo step.
    std::shared_ptr<const Workspace> snapshot() const { return snapshot_; }

signals:
    void analysisReady(const bp::ui::LiveResult& result);
    // Nothing could be computed (no profile, a workspace the core refuses):
    // the message says why, and views clear what they show.
    void analysisFailed(const QString& message);
    void snapshotChanged(std::shared_ptr<const bp::Workspace> workspace);

private:
    void workspaceChanged();
    void schedule();
    void request();

    Document* doc_;
    LiveEngine* engine_;
    std::shared_ptr<const Workspace> snapshot_;
    bool scheduled_ = false;
};

} // namespace bp::ui
