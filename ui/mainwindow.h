// SPDX-License-Identifier: GPL-3.0-or-later
// The designer window: assembles the document, the panels, the charts and the
// live engine into docks, menus and tool bars, and wires them together. The
// work happens elsewhere: Document (state and undo), FileController (files,
// autosave, import), the panels (editing), ui/charts and ui/live (scores).
#pragma once

#include <QMainWindow>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QUndoView;

namespace bp::ui {

class Document;
class FileController;
class LiveEngine;
class NodePanel;
class PlacementView;
class PodPanel;
class ProfilePanel;
class ScoreView;
class ShapeEditor;
struct LiveResult;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Document* document() const { return doc_; }
    FileController* files() const { return files_; }
    ProfilePanel* profilePanel() const { return profilePanel_; }
    NodePanel* nodePanel() const { return nodePanel_; }
    PodPanel* podPanel() const { return podPanel_; }
    ScoreView* scoreView() const { return scoreView_; }
    ShapeEditor* shapeEditor() const { return shapeEditor_; }
    PlacementView* placementView() const { return placementView_; }
    LiveEngine* liveEngine() const { return live_; }

    // Opens `path`, or the bundled example when it is empty, and offers an
    // autosave left by a crash.
    void openInitial(const QString& path);

    QAction* action(const QString& objectName) const;

public slots:
    void showExportDialog();
    void showAbout();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createDocks();
    void createCharts();
    void scheduleLive();
    void requestLive();
    void showLive(const LiveResult& result);
    void showLiveFailure(const QString& message);
    void syncShapeEditor();
    void createActions();
    void createMenus();
    void updateTitle();
    void updateRecentMenu();
    void readSettings();
    void writeSettings() const;
    QDockWidget* addDock(QWidget* widget, const QString& title, const QString& objectName, Qt::DockWidgetArea area);

    Document* doc_;
    FileController* files_;
    ProfilePanel* profilePanel_ = nullptr;
    NodePanel* nodePanel_ = nullptr;
    PodPanel* podPanel_ = nullptr;
    QUndoView* history_ = nullptr;
    ScoreView* scoreView_ = nullptr;
    ShapeEditor* shapeEditor_ = nullptr;
    PlacementView* placementView_ = nullptr;
    LiveEngine* live_ = nullptr;
    bool liveScheduled_ = false;
    bool layoutRestored_ = false; // a saved dock layout was applied
    bool applyingShape_ = false;
    QMenu* viewMenu_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* examplesMenu_ = nullptr;
    QActionGroup* themeGroup_ = nullptr;
    QActionGroup* languageGroup_ = nullptr;
};

} // namespace bp::ui
