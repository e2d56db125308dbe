// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "charts/placement_view.h"
#include "compare/compare_view.h"
#include "charts/score_view.h"
#include "charts/shape_editor.h"
#include "dialogs/export_dialog.h"
#include "document/commands_profiles.h"
#include "document/document.h"
#include "file_controller.h"
#include "help/help_menu.h"
#include "icons.h"
#include "io/profile_defaults.h"
#include "live/live_engine.h"
#include "panels/node_panel.h"
#include "panels/pod_panel.h"
#include "panels/profile_panel.h"
#include "resources_init.h"
#include "scoring/version.h"
#include "theme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QTimer>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

namespace bp::ui {

namespace {
// Some platforms bind no key to a standard action (SaveAs, Quit): use the common one.
QKeySequence standardOr(QKeySequence::StandardKey key, const QKeySequence& fallback)
{
    const QKeySequence standard(key);
    return standard.isEmpty() ? fallback : standard;
}
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , doc_(new Document(this))
    , files_(new FileController(doc_, this))
{
    initResources();
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    createDocks();
    createCharts();
    createActions();
    createMenus();
    statusBar()->showMessage(tr("Drop a workspace, a scheduler configuration or kubectl output here."), 8000);

    connect(doc_, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::workspaceReset, this, &MainWindow::updateTitle);
    connect(files_, &FileController::recentFilesChanged, this, &MainWindow::updateRecentMenu);
    updateTitle();
    readSettings();
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::action(const QString& objectName) const
{
    return findChild<QAction*>(objectName);
}

QDockWidget* MainWindow::addDock(QWidget* widget, const QString& title, const QString& objectName, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName); // saveState() needs it to remember the layout
    dock->setWidget(widget);
    dock->toggleViewAction()->setToolTip(tr("Show or hide the %1 panel").arg(title));
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createDocks()
{
    profilePanel_ = new ProfilePanel(doc_, this);
    nodePanel_ = new NodePanel(doc_, this);
    podPanel_ = new PodPanel(doc_, this);
    history_ = new QUndoView(doc_->undoStack(), this);
    history_->setEmptyLabel(tr("<opened>"));
    history_->setToolTip(tr("Every edit since the workspace was opened; click one to go back to it."));
    addDock(profilePanel_, tr("Profiles"), QStringLiteral("ProfilesDock"), Qt::LeftDockWidgetArea);
    // The side panels run the full height; the cluster tables sit under the score view.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    QDockWidget* nodes = addDock(nodePanel_, tr("Nodes"), QStringLiteral("NodesDock"), Qt::BottomDockWidgetArea);
    QDockWidget* pods = addDock(podPanel_, tr("Pods"), QStringLiteral("PodsDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(nodes, pods);
    nodes->raise();
    QDockWidget* history = addDock(history_, tr("History"), QStringLiteral("HistoryDock"), Qt::LeftDockWidgetArea);
    tabifyDockWidget(findChild<QDockWidget*>(QStringLiteral("ProfilesDock")), history);
    findChild<QDockWidget*>(QStringLiteral("ProfilesDock"))->raise();
}

// ---- charts (ui/charts) and the live engine (ui/live) ----------------------------------
void MainWindow::createCharts()
{
    scoreView_ = new ScoreView(this);
    scoreView_->setToolTip(tr("Every node's score for the pod under study; click a bar to explain that node."));
    setCentralWidget(scoreView_);
    shapeEditor_ = new ShapeEditor(this);
    addDock(shapeEditor_, tr("Shape"), QStringLiteral("ShapeDock"), Qt::RightDockWidgetArea);
    placementView_ = new PlacementView(this);
    QDockWidget* placement = addDock(placementView_, tr("Placement"), QStringLiteral("PlacementDock"), Qt::RightDockWidgetArea);
    auto* compare = new CompareView(this);
    tabifyDockWidget(placement, addDock(compare, tr("Compare"), QStringLiteral("CompareDock"), Qt::RightDockWidgetArea));
    placement->raise();
    compare->setGenerateAction(podPanel_->generateAction());
    auto feedCompare = [this, compare] { compare->setWorkspace(std::make_shared<const Workspace>(doc_->workspace())); };
    connect(doc_, &Document::workspaceChanged, compare, feedCompare);
    feedCompare();
    live_ = new LiveEngine(this);

    // Several document signals arrive for one edit: one request per turn of the event loop.
    connect(doc_, &Document::workspaceChanged, this, &MainWindow::scheduleLive);
    connect(doc_, &Document::currentProfileChanged, this, &MainWindow::scheduleLive);
    connect(doc_, &Document::currentPodChanged, this, &MainWindow::scheduleLive);
    connect(doc_, &Document::selectedNodeChanged, this, &MainWindow::scheduleLive);
    connect(live_, &LiveEngine::resultReady, this, &MainWindow::showLive);
    connect(live_, &LiveEngine::failed, this, &MainWindow::showLiveFailure);
    connect(scoreView_, &ScoreView::nodeSelected, doc_, &Document::setSelectedNode);
    connect(placementView_, &PlacementView::nodeClicked, doc_, &Document::setSelectedNode);

    // The shape editor keeps no undo: its edits become (merged) undo commands here.
    connect(shapeEditor_, &ShapeEditor::pointsEdited, this,
        [this](const std::vector<ShapePoint>& points, bool dragInProgress) {
            if (!doc_->currentProfile())
                return;
            applyingShape_ = true;
            doc_->undoStack()->push(new SetShapePointsCommand(doc_, doc_->currentProfileIndex(), points, dragInProgress));
            applyingShape_ = false;
        });
    connect(doc_, &Document::profileChanged, this, [this](int row) {
        if (row == doc_->currentProfileIndex())
            syncShapeEditor();
    });
    connect(doc_, &Document::currentProfileChanged, this, &MainWindow::syncShapeEditor);
    connect(doc_, &Document::workspaceReset, this, &MainWindow::syncShapeEditor);
    syncShapeEditor();
}

void MainWindow::syncShapeEditor()
{
    const Profile* p = doc_->currentProfile();
    const bool rtcr = p && p->scheduler == SchedulerKind::KubeScheduler
        && effectiveStrategyType(*p) == StrategyType::RequestedToCapacityRatio && pluginEnabled(*p, PluginId::Fit);
    shapeEditor_->setReadOnly(!rtcr);
    shapeEditor_->setMaxNodeScore(releaseOrNewest(p).maxNodeScore());
    shapeEditor_->setToolTip(rtcr ? tr("The RequestedToCapacityRatio shape: drag a point, or edit the table.")
                                  : tr("The shape applies to NodeResourcesFit with the RequestedToCapacityRatio "
                                       "strategy; choose it in the profile to edit the shape."));
    std::vector<ShapePoint> points;
    if (p && p->fitArgs.scoringStrategy)
        points = p->fitArgs.scoringStrategy->shape;
    // While the editor reports a drag, setting points would abandon it: it already shows them.
    if (!applyingShape_ && shapeEditor_->points() != points)
        shapeEditor_->setPoints(points);
}

void MainWindow::scheduleLive()
{
    if (liveScheduled_)
        return;
    liveScheduled_ = true;
    QTimer::singleShot(0, this, &MainWindow::requestLive);
}

void MainWindow::requestLive()
{
    liveScheduled_ = false;
    if (!doc_->currentProfile()) {
        scoreView_->setMessage(tr("The workspace has no profile."));
        return;
    }
    const int node = doc_->selectedNode();
    const QString nodeName
        = node >= 0 ? QString::fromStdString(doc_->workspace().nodes[static_cast<size_t>(node)].name) : QString();
    live_->request(std::make_shared<const Workspace>(doc_->workspace()), doc_->currentProfileIndex(),
        doc_->currentPod(), nodeName);
}

// The one failure path: LiveEngine emits failed() for every result that is not ok.
void MainWindow::showLiveFailure(const QString& message)
{
    scoreView_->setMessage(message);
    placementView_->clear(message);
    shapeEditor_->setNodeMarkers({});
    statusBar()->showMessage(message);
}

void MainWindow::showLive(const LiveResult& result)
{
    if (result.hasReport) {
        scoreView_->setReport(result.report);
        scoreView_->setExplanation(result.explanation);
        scoreView_->setBreakdown(result.breakdown);
        int selected = -1;
        for (size_t i = 0; i < result.report.nodeNames.size(); ++i) {
            if (QString::fromStdString(result.report.nodeNames[i]) == result.selectedNode)
                selected = static_cast<int>(i);
        }
        scoreView_->setSelectedNode(selected);
    } else {
        scoreView_->setMessage(result.scoreError);
    }
    shapeEditor_->setNodeMarkers(result.shapeMarkers);
    if (result.simulation)
        placementView_->setResult(result.simulation, result.workspace);
    else
        placementView_->clear(tr("Nothing to simulate."));
    statusBar()->showMessage(tr("Scored in %1 ms, simulated in %2 ms")
                                 .arg(result.scoreMs, 0, 'f', 1)
                                 .arg(result.simulateMs, 0, 'f', 1));
}
void MainWindow::createActions()
{
    auto make = [this](const QString& name, const QString& icon, const QString& text, const QString& tip,
                    const QKeySequence& key = {}) {
        auto* a = new QAction(icon.isEmpty() ? QIcon() : themedIcon(icon), text, this);
        a->setObjectName(name);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        if (!key.isEmpty())
            a->setShortcut(key);
        return a;
    };
    connect(make(QStringLiteral("actionNew"), QStringLiteral("document-new"), tr("&New"), tr("Start a new workspace"),
                QKeySequence::New),
        &QAction::triggered, files_, &FileController::newWorkspace);
    connect(make(QStringLiteral("actionOpen"), QStringLiteral("document-open"), tr("&Open…"),
                tr("Open a workspace (*.binpack.yaml)"), QKeySequence::Open),
        &QAction::triggered, files_, &FileController::open);
    connect(make(QStringLiteral("actionSave"), QStringLiteral("document-save"), tr("&Save"), tr("Save the workspace"),
                QKeySequence::Save),
        &QAction::triggered, files_, &FileController::save);
    connect(make(QStringLiteral("actionSaveAs"), QStringLiteral("document-save-as"), tr("Save &As…"),
                tr("Save the workspace under a new name"),
                standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S))),
        &QAction::triggered, files_, &FileController::saveAs);
    connect(make(QStringLiteral("actionImportConfig"), QStringLiteral("document-import"),
                tr("&Import Scheduler Configuration…"),
                tr("Add the profiles of a KubeSchedulerConfiguration, Policy or Volcano configuration")),
        &QAction::triggered, files_, &FileController::importSchedulerConfig);
    connect(make(QStringLiteral("actionImportCluster"), QStringLiteral("cluster-import"),
                tr("Import &Cluster from kubectl…"),
                tr("Replace the nodes and pods with those of `kubectl get nodes,pods -o yaml` output")),
        &QAction::triggered, files_, &FileController::importCluster);
    connect(make(QStringLiteral("actionExport"), QStringLiteral("document-export"), tr("&Export…"),
                tr("Export profiles as KubeSchedulerConfiguration, Policy or Volcano configuration"),
                QKeySequence(Qt::CTRL | Qt::Key_E)),
        &QAction::triggered, this, &MainWindow::showExportDialog);
    connect(make(QStringLiteral("actionQuit"), QString(), tr("&Quit"), tr("Close the window"),
                standardOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q))),
        &QAction::triggered, this, &QWidget::close);
    connect(make(QStringLiteral("actionAbout"), QString(), tr("&About Binpack Studio"), tr("Version and licence")),
        &QAction::triggered, this, &MainWindow::showAbout);

    QAction* undo = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setIcon(themedIcon(QStringLiteral("edit-undo")));
    undo->setShortcut(QKeySequence::Undo);
    undo->setToolTip(tr("Undo the last edit"));
    QAction* redo = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setIcon(themedIcon(QStringLiteral("edit-redo")));
    redo->setShortcut(QKeySequence::Redo);
    redo->setToolTip(tr("Redo the last undone edit"));
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action(QStringLiteral("actionNew")));
    file->addAction(action(QStringLiteral("actionOpen")));
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    recentMenu_->setToolTipsVisible(true);
    examplesMenu_ = file->addMenu(tr("Open E&xample"));
    examplesMenu_->setToolTipsVisible(true);
    for (const QString& resource : FileController::exampleResources()) {
        QAction* a = examplesMenu_->addAction(QFileInfo(resource).fileName());
        a->setToolTip(tr("Open the bundled example %1 as a new workspace").arg(a->text()));
        connect(a, &QAction::triggered, this, [this, resource] { files_->openExample(resource); });
    }
    file->addAction(action(QStringLiteral("actionSave")));
    file->addAction(action(QStringLiteral("actionSaveAs")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("actionImportConfig")));
    file->addAction(action(QStringLiteral("actionImportCluster")));
    file->addAction(action(QStringLiteral("actionExport")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("actionQuit")));
    updateRecentMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(action(QStringLiteral("actionUndo")));
    edit->addAction(action(QStringLiteral("actionRedo")));
    edit->addSeparator();
    QMenu* profiles = edit->addMenu(tr("&Profile"));
    auto profileAction = [profiles](const QString& icon, const QString& text, const QString& tip) {
        QAction* a = profiles->addAction(themedIcon(icon), text);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        return a;
    };
    connect(profileAction(QStringLiteral("list-add"), tr("&Add Profile"), tr("Add a kube-scheduler profile")),
        &QAction::triggered, profilePanel_, &ProfilePanel::addProfile);
    connect(profileAction(QStringLiteral("edit-copy"), tr("&Duplicate Profile"), tr("Duplicate the current profile")),
        &QAction::triggered, profilePanel_, &ProfilePanel::duplicateProfile);
    connect(profileAction(QStringLiteral("edit-rename"), tr("&Rename Profile"), tr("Rename the current profile")),
        &QAction::triggered, profilePanel_, &ProfilePanel::renameProfile);
    connect(profileAction(QStringLiteral("edit-delete"), tr("De&lete Profile"), tr("Delete the current profile")),
        &QAction::triggered, profilePanel_, &ProfilePanel::deleteProfile);
    QMenu* nodes = edit->addMenu(tr("&Nodes"));
    nodes->addActions({nodePanel_->addNodeAction(), nodePanel_->duplicateAction(), nodePanel_->duplicateManyAction(),
        nodePanel_->poolAction(), nodePanel_->setResourceAction(), nodePanel_->deleteAction()});
    QMenu* pods = edit->addMenu(tr("P&ods"));
    pods->addActions(podPanel_->findChildren<QAction*>(QString(), Qt::FindDirectChildrenOnly));
    for (QMenu* m : {edit, profiles, nodes, pods})
        m->setToolTipsVisible(true);

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        viewMenu_->addAction(dock->toggleViewAction());
    viewMenu_->addSeparator();
    QMenu* theme = viewMenu_->addMenu(tr("&Theme"));
    themeGroup_ = new QActionGroup(this);
    const std::pair<Theme::Scheme, QString> schemes[] = {
        {Theme::Scheme::System, tr("&System")}, {Theme::Scheme::Light, tr("&Light")}, {Theme::Scheme::Dark, tr("&Dark")}};
    for (const auto& [scheme, label] : schemes) {
        QAction* a = theme->addAction(label);
        a->setCheckable(true);
        a->setChecked(Theme::scheme() == scheme);
        a->setObjectName(QStringLiteral("actionTheme_") + Theme::schemeKey(scheme));
        a->setToolTip(tr("Use the %1 palette").arg(Theme::schemeKey(scheme)));
        themeGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [scheme] {
            Theme::apply(scheme);
            Theme::save(scheme);
        });
    }
    QMenu* language = viewMenu_->addMenu(tr("&Language"));
    languageGroup_ = new QActionGroup(this);
    QStringList locales{QString(), QStringLiteral("en")};
    for (const QString& qm : QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("binpack-studio_*.qm")}))
        locales << qm.mid(15, qm.size() - 15 - 3);
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    for (const QString& code : locales) {
        const QString label = code.isEmpty() ? tr("System") : QLocale(code).nativeLanguageName() + QStringLiteral(" (") + code + QLatin1Char(')');
        QAction* a = language->addAction(label);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setToolTip(tr("Show the window in this language (from the next start)"));
        languageGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] {
            QSettings().setValue(QStringLiteral("language"), code);
            statusBar()->showMessage(tr("The language changes the next time Binpack Studio starts."), 8000);
        });
    }
    for (QMenu* m : {viewMenu_, theme, language})
        m->setToolTipsVisible(true);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    (new HelpController(this))->populate(help, action(QStringLiteral("actionAbout")));

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("MainToolBar"));
    for (const char* name : {"actionNew", "actionOpen", "actionSave", "", "actionUndo", "actionRedo", "",
             "actionImportConfig", "actionImportCluster", "actionExport"}) {
        if (*name)
            bar->addAction(action(QString::fromLatin1(name)));
        else
            bar->addSeparator();
    }
    viewMenu_->insertAction(viewMenu_->actions().value(0), bar->toggleViewAction());
    bar->toggleViewAction()->setToolTip(tr("Show or hide the tool bar"));
}

void MainWindow::updateRecentMenu()
{
    recentMenu_->clear();
    const QStringList files = files_->recentFiles();
    for (const QString& path : files) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { files_->openFile(path); });
    }
    if (!files.isEmpty()) {
        recentMenu_->addSeparator();
        QAction* clear = recentMenu_->addAction(tr("&Clear List"));
        clear->setToolTip(tr("Forget the recently opened files"));
        connect(clear, &QAction::triggered, files_, &FileController::clearRecentFiles);
    }
    recentMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Binpack Studio").arg(doc_->displayName()));
    setWindowModified(doc_->isModified());
    setWindowFilePath(doc_->filePath());
}

void MainWindow::openInitial(const QString& path)
{
    if (!path.isEmpty() && files_->openFile(path))
        return;
    files_->openExample(FileController::exampleResource());
    files_->offerRecovery();
}

void MainWindow::showExportDialog()
{
    ExportDialog dialog(doc_, this);
    dialog.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Binpack Studio"),
        tr("<h3>Binpack Studio %1</h3><p>Designs Kubernetes node-scoring profiles: NodeResourcesFit, "
           "BalancedAllocation and Volcano binpack, scored as the schedulers score.</p>"
           "<p>GNU General Public License, version 3 or later (GPL-3.0-or-later).</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::readSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(QStringLiteral("geometry")).toByteArray();
    if (geometry.isEmpty())
        resize(1500, 950);
    else
        restoreGeometry(geometry);
    layoutRestored_ = restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (layoutRestored_)
        return;
    layoutRestored_ = true;
    // First start: room for the tables at the bottom and the panels at the sides
    // (once the window has its size, so that the proportions hold).
    auto dock = [this](const char* name) { return findChild<QDockWidget*>(QLatin1String(name)); };
    resizeDocks({dock("ProfilesDock"), dock("ShapeDock")}, {width() / 4, width() / 3}, Qt::Horizontal);
    resizeDocks({dock("NodesDock")}, {height() * 2 / 5}, Qt::Vertical);
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!files_->maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    files_->closing();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const auto urls = event->mimeData()->urls();
    const bool local = !urls.isEmpty() && std::all_of(urls.begin(), urls.end(), [](const QUrl& u) { return u.isLocalFile(); });
    if (local)
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    files_->handleDroppedFiles(paths);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange && themeGroup_) {
        // Icons are drawn in the palette's text colour: repaint them.
        for (QWidget* w : findChildren<QWidget*>())
            w->update();
    }
    QMainWindow::changeEvent(event);
}

} // namespace bp::ui
