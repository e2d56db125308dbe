// SPDX-License-Identifier: GPL-3.0-or-later
// The designer window: assembles the document, the panels, the charts and the
// live engine into docks, menus and tool bars, and wires them together. The
// work happens elsewhere: Document (state and undo), FileController (files,
// autosave, import), the panels (editing), ui/charts and ui/live (scores).
#pragma once

#include <QMainWindow>

#include <array>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QLineEdit;
class QUndoView;

namespace bp::ui {

class Document;
class FileController;
class LiveController;
class NodePanel;
class PlacementView;
class PodPanel;
class ProfilePanel;
class ScoreView;
class ShapeEditor;

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
    LiveController* live() const { return live_; }

    // The window's size on a first start on a screen with `available` room:
    // nine tenths of it, or 1500×950 where that is more and fits in 95 %.
    // A 1920×1080 screen gets 1728×972 and the wide layout (resetLayout()).
    static QSize firstStartSize(const QSize& available);

    // Opens `path`, or the bundled example when it is empty, and offers an
    // autosave left by a crash.
    void openInitial(const QString& path);

    // The window's actions and docks, typed: code names them, the compiler
    // checks them. The object names remain for saveState() and for tests.
    struct Actions {
        QAction* newWorkspace = nullptr;
        QAction* open = nullptr;
        QAction* save = nullptr;
        QAction* saveAs = nullptr;
        QAction* importConfig = nullptr;
        QAction* importCluster = nullptr;
        QAction* exportProfiles = nullptr;
        QAction* quit = nullptr;
        QAction* about = nullptr;
        QAction* undo = nullptr;
        QAction* redo = nullptr;
    };
    struct Docks {
        QDockWidget* profiles = nullptr;
        QDockWidget* history = nullptr;
        QDockWidget* nodes = nullptr;
        QDockWidget* pods = nullptr;
        QDockWidget* shape = nullptr;
        QDockWidget* placement = nullptr;
        QDockWidget* compare = nullptr;
        // Every dock, in the View menu's order.
        std::array<QDockWidget*, 7> all() const { return {profiles, nodes, pods, history, shape, placement, compare}; }
    };
    const Actions& actions() const { return actions_; }
    const Docks& docks() const { return docks_; }
    // By object name ("actionSave"), for tests.
    QAction* action(const QString& objectName) const;

    // The dock arrangement of a first start, for the window's current width:
    // below 1600 px the Shape panel sits over Placement, Compare, Nodes and
    // Pods (tabbed) on the right, so the score view keeps the height it needs;
    // wider, Nodes and Pods run under the score view. View ▸ Reset Layout.
    void resetLayout();
    // Whether the Profiles panel shows all its inputs (a remembered layout
    // that does not is not restored).
    bool profileInputsShown() const;
    // Whether the remembered dock layout was applied, and kept at the first show.
    bool layoutWasRestored() const { return layoutRestored_; }

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
    void syncShapeEditor();
    void createActions();
    void createMenus();
    // Undo and Redo: enabled and named for the open cell editor's typing, else the stack.
    void refreshUndoRedo();
    // The focused cell editor when it is in this window (a second window's is not ours).
    QLineEdit* typingEditor() const;
    bool ownsWidget(const QWidget* widget) const;
    void updateTitle();
    void updateRecentMenu();
    void readSettings();
    void writeSettings() const;
    QDockWidget* addDock(QWidget* widget, const QString& title, const QString& objectName, Qt::DockWidgetArea area,
        bool scrolls = false);

    Document* doc_;
    FileController* files_;
    Actions actions_;
    Docks docks_;
    ProfilePanel* profilePanel_ = nullptr;
    NodePanel* nodePanel_ = nullptr;
    PodPanel* podPanel_ = nullptr;
    QUndoView* history_ = nullptr;
    ScoreView* scoreView_ = nullptr;
    ShapeEditor* shapeEditor_ = nullptr;
    PlacementView* placementView_ = nullptr;
    LiveController* live_ = nullptr;
    bool layoutRestored_ = false; // a saved dock layout was applied
    bool layoutChecked_ = false;  // the first show looked at it
    bool applyingShape_ = false;
    QMenu* viewMenu_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* examplesMenu_ = nullptr;
    QActionGroup* themeGroup_ = nullptr;
    QActionGroup* languageGroup_ = nullptr;
};

} // namespace bp::ui
