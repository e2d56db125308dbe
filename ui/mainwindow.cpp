// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "charts/packing_panel.h"
#include "charts/placement_view.h"
#include "charts/score_view.h"
#include "charts/shape_editor.h"
#include "compare/compare_view.h"
#include "dialogs/export_dialog.h"
#include "document/commands_profiles.h"
#include "document/document.h"
#include "file_controller.h"
#include "help/help_menu.h"
#include "icons.h"
#include "io/profile_defaults.h"
#include "io/profile_presets.h"
#include "io/strategy_names.h"
#include "live/live_controller.h"
#include "panels/cell_delegate.h"
#include "panels/node_panel.h"
#include "panels/pod_panel.h"
#include "panels/profile_panel.h"
#include "panels/wheel_guard.h"
#include "resources_init.h"
#include "scoring/version.h"
#include "text/phrase_text.h"
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
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
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
    // The wheel scrolls the panels; it changes a box only once it has the focus.
    guardWheel(this);
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

MainWindow::~MainWindow()
{
    // The children go after this body, the document first: its undo stack
    // announces its clearing, and focus moves as the docks close; neither may
    // reach this window's slots (refreshUndoRedo()) then.
    disconnect(qApp, nullptr, this, nullptr);
    disconnect(doc_->undoStack(), nullptr, this, nullptr);
    disconnect(doc_, nullptr, this, nullptr);
}

QAction* MainWindow::action(const QString& objectName) const
{
    return findChild<QAction*>(objectName);
}

QDockWidget* MainWindow::addDock(
    QWidget* widget, const QString& title, const QString& objectName, Qt::DockWidgetArea area, bool scrolls)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName); // saveState() needs it to remember the layout
    if (scrolls) {
        // A panel of charts and tables needs more height than a small screen
        // has beside the others: it keeps that height and scrolls, rather
        // than making the window taller than the screen or squeezing its parts.
        auto* scroll = new QScrollArea(dock);
        scroll->setObjectName(objectName + QStringLiteral("Scroll"));
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        scroll->setWidget(widget);
        dock->setWidget(scroll);
    } else {
        dock->setWidget(widget);
    }
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
    docks_.profiles = addDock(profilePanel_, tr("Profiles"), QStringLiteral("ProfilesDock"), Qt::LeftDockWidgetArea);
    // The side panels run the full height; the cluster tables sit under the score view.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    docks_.nodes = addDock(nodePanel_, tr("Nodes"), QStringLiteral("NodesDock"), Qt::BottomDockWidgetArea);
    docks_.pods = addDock(podPanel_, tr("Pods"), QStringLiteral("PodsDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(docks_.nodes, docks_.pods);
    docks_.nodes->raise();
    docks_.history = addDock(history_, tr("History"), QStringLiteral("HistoryDock"), Qt::LeftDockWidgetArea);
    tabifyDockWidget(docks_.profiles, docks_.history);
    docks_.profiles->raise();
}

// ---- charts (ui/charts) and the live engine (ui/live) ----------------------------------
void MainWindow::createCharts()
{
    scoreView_ = new ScoreView(this);
    scoreView_->setToolTip(tr("Every node's score for the pod under study; click a bar to explain that node."));
    setCentralWidget(scoreView_);
    shapeEditor_ = new ShapeEditor(this);
    docks_.shape = addDock(shapeEditor_, tr("Shape"), QStringLiteral("ShapeDock"), Qt::RightDockWidgetArea, true);
    placementView_ = new PlacementView(this);
    docks_.placement = addDock(placementView_, tr("Placement"), QStringLiteral("PlacementDock"), Qt::RightDockWidgetArea, true);
    auto* compare = new CompareView(this);
    docks_.compare = addDock(compare, tr("Compare"), QStringLiteral("CompareDock"), Qt::RightDockWidgetArea, true);
    tabifyDockWidget(docks_.placement, docks_.compare);
    docks_.placement->raise();
    compare->setGenerateAction(podPanel_->generateAction());
    compare->setPricesAction(nodePanel_->pricesAction());
    live_ = new LiveController(doc_, this);
    connect(live_, &LiveController::snapshotChanged, compare, &CompareView::setWorkspace);
    compare->setWorkspace(live_->snapshot());
    // The views draw what the live analysis publishes; a failure clears them.
    connect(live_, &LiveController::analysisReady, scoreView_, &ScoreView::showAnalysis);
    connect(live_, &LiveController::analysisReady, shapeEditor_, &ShapeEditor::showAnalysis);
    connect(live_, &LiveController::analysisReady, placementView_, &PlacementView::showAnalysis);
    connect(live_, &LiveController::analysisReady, this, [this](const LiveResult& result) {
        statusBar()->showMessage(tr("Scored in %1 ms, simulated in %2 ms")
                                     .arg(result.scoreMs, 0, 'f', 1)
                                     .arg(result.simulateMs, 0, 'f', 1));
    });
    connect(live_, &LiveController::analysisFailed, scoreView_, &ScoreView::setMessage);
    connect(live_, &LiveController::analysisFailed, placementView_, &PlacementView::clear);
    connect(live_, &LiveController::analysisFailed, shapeEditor_, [this] { shapeEditor_->setNodeMarkers({}); });
    connect(live_, &LiveController::analysisFailed, statusBar(), [this](const QString& m) { statusBar()->showMessage(m); });
    connect(scoreView_, &ScoreView::nodeSelected, doc_, &Document::setSelectedNode);
    // "Why doesn't this pack?": a fix is one undoable edit of the current profile.
    connect(scoreView_->packingPanel(), &PackingPanel::fixRequested, this,
        [this](const std::vector<PackingFix>& fixes) {
            const Profile* p = doc_->currentProfile();
            if (!p || fixes.empty())
                return;
            QStringList titles;
            for (PackingFix f : fixes)
                titles << phraseText(packingFixTitle(f));
            doc_->undoStack()->push(new ProfileEditCommand(doc_, doc_->currentProfileIndex(),
                applyPackingFixes(*p, fixes), titles.join(QStringLiteral("; "))));
        });
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
    // Why the panel is empty, where it is.
    QString note;
    if (!p)
        note = tr("There is no profile. Add one in the Profiles panel to draw a shape.");
    else if (p->scheduler == SchedulerKind::Volcano)
        note = tr("Volcano's binpack plugin has no shape: it weighs each resource's use after the pod. The shape "
                  "belongs to kube-scheduler's RequestedToCapacityRatio.");
    else if (!pluginEnabled(*p, PluginId::Fit))
        note = tr("NodeResourcesFit is off in this profile, so no shape applies.");
    else if (const std::optional<StrategyType> type = effectiveStrategyType(*p); !type)
        note = tr("This profile's scoring strategy is not valid (see Messages), so no shape applies.");
    else if (!rtcr)
        note = tr("This profile scores with %1, which has no shape. Choose RequestedToCapacityRatio as its "
                  "strategy in the Profiles panel to draw one.")
                   .arg(QString::fromLatin1(strategyTypeName(*type)));
    shapeEditor_->setNote(note);
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
    Actions& a = actions_;
    a.newWorkspace = make(QStringLiteral("actionNew"), QStringLiteral("document-new"), tr("&New"),
        tr("Start a new workspace"), QKeySequence::New);
    connect(a.newWorkspace, &QAction::triggered, files_, &FileController::newWorkspace);
    a.open = make(QStringLiteral("actionOpen"), QStringLiteral("document-open"), tr("&Open…"),
        tr("Open a workspace (*.binpack.yaml)"), QKeySequence::Open);
    connect(a.open, &QAction::triggered, files_, &FileController::open);
    a.save = make(QStringLiteral("actionSave"), QStringLiteral("document-save"), tr("&Save"), tr("Save the workspace"),
        QKeySequence::Save);
    connect(a.save, &QAction::triggered, files_, &FileController::save);
    a.saveAs = make(QStringLiteral("actionSaveAs"), QStringLiteral("document-save-as"), tr("Save &As…"),
        tr("Save the workspace under a new name"),
        standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    connect(a.saveAs, &QAction::triggered, files_, &FileController::saveAs);
    a.importConfig = make(QStringLiteral("actionImportConfig"), QStringLiteral("document-import"),
        tr("&Import Scheduler Configuration…"),
        tr("Add the profiles of a KubeSchedulerConfiguration, Policy or Volcano configuration"));
    connect(a.importConfig, &QAction::triggered, files_, &FileController::importSchedulerConfig);
    a.importCluster = make(QStringLiteral("actionImportCluster"), QStringLiteral("cluster-import"),
        tr("Import &Cluster from kubectl…"),
        tr("Replace the nodes and pods with those of `kubectl get nodes,pods -o yaml` output"));
    connect(a.importCluster, &QAction::triggered, files_, &FileController::importCluster);
    a.exportProfiles = make(QStringLiteral("actionExport"), QStringLiteral("document-export"), tr("&Export…"),
        tr("Export profiles as KubeSchedulerConfiguration, Policy or Volcano configuration"),
        QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(a.exportProfiles, &QAction::triggered, this, &MainWindow::showExportDialog);
    a.quit = make(QStringLiteral("actionQuit"), QString(), tr("&Quit"), tr("Close the window"),
        standardOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    a.about = make(QStringLiteral("actionAbout"), QString(), tr("&About Binpack Studio"), tr("Version and licence"));
    connect(a.about, &QAction::triggered, this, &MainWindow::showAbout);

    // Undo and Redo step the typing of an open cell editor first, as Ctrl+Z
    // in the cell does (CellDelegate::typingEditor); then the document's stack.
    QUndoStack* stack = doc_->undoStack();
    a.undo = make(QStringLiteral("actionUndo"), QStringLiteral("edit-undo"), tr("&Undo"), tr("Undo the last edit"),
        QKeySequence::Undo);
    a.redo = make(QStringLiteral("actionRedo"), QStringLiteral("edit-redo"), tr("&Redo"),
        tr("Redo the last undone edit"), QKeySequence::Redo);
    const auto step = [this, stack](bool redo) {
        QLineEdit* typing = typingEditor();
        if (typing && (redo ? typing->isRedoAvailable() : typing->isUndoAvailable()))
            redo ? typing->redo() : typing->undo();
        else
            redo ? stack->redo() : stack->undo();
        refreshUndoRedo();
    };
    connect(a.undo, &QAction::triggered, this, [step] { step(false); });
    connect(a.redo, &QAction::triggered, this, [step] { step(true); });
    // The signals QUndoStack's own undo and redo actions follow.
    connect(stack, &QUndoStack::canUndoChanged, this, &MainWindow::refreshUndoRedo);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::refreshUndoRedo);
    connect(stack, &QUndoStack::canRedoChanged, this, &MainWindow::refreshUndoRedo);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::refreshUndoRedo);
    connect(qApp, &QApplication::focusChanged, this, [this] {
        if (QLineEdit* typing = typingEditor())
            connect(typing, &QLineEdit::textChanged, this, &MainWindow::refreshUndoRedo, Qt::UniqueConnection);
        refreshUndoRedo();
    });
    refreshUndoRedo();
}

bool MainWindow::ownsWidget(const QWidget* widget) const
{
    // Up the parents, across floating docks (their own windows, still ours).
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (w == this)
            return true;
    return false;
}

QLineEdit* MainWindow::typingEditor() const
{
    QLineEdit* typing = CellDelegate::typingEditor(QApplication::focusWidget());
    return typing && ownsWidget(typing) ? typing : nullptr;
}

void MainWindow::refreshUndoRedo()
{
    const QUndoStack* stack = doc_->undoStack();
    const QLineEdit* typing = typingEditor();
    const auto update = [](QAction* action, bool typed, bool stacked, const QString& typingText,
                            const QString& plain, const QString& named, const QString& what) {
        action->setEnabled(typed || stacked);
        action->setText(typed ? typingText : what.isEmpty() ? plain : named.arg(what));
    };
    update(actions_.undo, typing && typing->isUndoAvailable(), stack->canUndo(), tr("&Undo Typing"), tr("&Undo"),
        tr("&Undo %1"), stack->undoText());
    update(actions_.redo, typing && typing->isRedoAvailable(), stack->canRedo(), tr("&Redo Typing"), tr("&Redo"),
        tr("&Redo %1"), stack->redoText());
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addActions({actions_.newWorkspace, actions_.open});
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    recentMenu_->setToolTipsVisible(true);
    examplesMenu_ = file->addMenu(tr("Open E&xample"));
    examplesMenu_->setToolTipsVisible(true);
    for (const QString& resource : FileController::exampleResources()) {
        QAction* a = examplesMenu_->addAction(QFileInfo(resource).fileName());
        a->setToolTip(tr("Open the bundled example %1 as a new workspace").arg(a->text()));
        connect(a, &QAction::triggered, this, [this, resource] { files_->openExample(resource); });
    }
    file->addActions({actions_.save, actions_.saveAs});
    file->addSeparator();
    file->addActions({actions_.importConfig, actions_.importCluster, actions_.exportProfiles});
    file->addSeparator();
    file->addAction(actions_.quit);
    updateRecentMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({actions_.undo, actions_.redo});
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
    QMenu* presets = profiles->addMenu(themedIcon(QStringLiteral("document-new")), tr("Add Profile from &Preset"));
    for (const ProfilePreset& preset : profilePresets()) {
        QAction* a = presets->addAction(phraseText(preset.title));
        a->setToolTip(phraseText(preset.description));
        a->setStatusTip(phraseText(preset.description));
        const std::string id = preset.id;
        connect(a, &QAction::triggered, this, [this, id] {
            if (AddProfilesCommand* c = makeAddPresetProfileCommand(doc_, id))
                doc_->undoStack()->push(c);
        });
    }
    presets->setToolTipsVisible(true);
    connect(profileAction(QStringLiteral("edit-copy"), tr("&Duplicate Profile"), tr("Duplicate the current profile")),
        &QAction::triggered, profilePanel_, &ProfilePanel::duplicateProfile);
    connect(profileAction(QStringLiteral("edit-rename"), tr("&Rename Profile"), tr("Rename the current profile")),
        &QAction::triggered, profilePanel_, &ProfilePanel::renameProfile);
    connect(profileAction(QStringLiteral("edit-delete"), tr("De&lete Profile"), tr("Delete the current profile")),
        &QAction::triggered, profilePanel_, &ProfilePanel::deleteProfile);
    QMenu* nodes = edit->addMenu(tr("&Nodes"));
    nodes->addActions({nodePanel_->addNodeAction(), nodePanel_->duplicateAction(), nodePanel_->duplicateManyAction(),
        nodePanel_->poolAction(), nodePanel_->setResourceAction(), nodePanel_->pricesAction(), nodePanel_->deleteAction()});
    QMenu* pods = edit->addMenu(tr("P&ods"));
    pods->addActions(podPanel_->menuActions());
    for (QMenu* m : {edit, profiles, nodes, pods})
        m->setToolTipsVisible(true);

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : docks_.all())
        viewMenu_->addAction(dock->toggleViewAction());
    viewMenu_->addSeparator();
    QAction* reset = viewMenu_->addAction(tr("&Reset Layout"));
    reset->setObjectName(QStringLiteral("actionResetLayout"));
    reset->setToolTip(tr("Put every panel back where a first start puts it, sized for this window"));
    connect(reset, &QAction::triggered, this, &MainWindow::resetLayout);
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
    (new HelpController(this))->populate(help, actions_.about);

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("MainToolBar"));
    bar->addActions({actions_.newWorkspace, actions_.open, actions_.save});
    bar->addSeparator();
    bar->addActions({actions_.undo, actions_.redo});
    bar->addSeparator();
    bar->addActions({actions_.importConfig, actions_.importCluster, actions_.exportProfiles});
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
    if (files_->refuseWhileEditHeld(tr("Cannot Export")))
        return;
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

QSize MainWindow::firstStartSize(const QSize& available)
{
    return QSize(1500, 950).boundedTo(available * 0.95).expandedTo(available * 0.9);
}

void MainWindow::readSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(QStringLiteral("geometry")).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        if (const QScreen* s = screen())
            resize(firstStartSize(s->availableGeometry().size()));
        else
            resize(1500, 950);
    }
    layoutRestored_ = restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    // Arranged before the first show, so that the arrangement of the code
    // above (every dock added somewhere) never sets the window's minimum size.
    if (!layoutRestored_)
        resetLayout();
}

bool MainWindow::profileInputsShown() const
{
    const QDockWidget* dock = docks_.profiles;
    if (!dock->isVisible() || dock->isFloating())
        return false;
    return dock->widget()->width() >= dock->widget()->minimumSizeHint().width();
}

void MainWindow::resetLayout()
{
    const bool compact = width() < 1600;
    for (QDockWidget* dock : docks_.all()) {
        dock->setFloating(false);
        dock->show();
    }
    addDockWidget(Qt::LeftDockWidgetArea, docks_.profiles);
    tabifyDockWidget(docks_.profiles, docks_.history);
    addDockWidget(Qt::RightDockWidgetArea, docks_.shape);
    if (compact) {
        // One column on the right: the shape over the tabbed views and tables.
        splitDockWidget(docks_.shape, docks_.placement, Qt::Vertical);
        for (QDockWidget* dock : {docks_.compare, docks_.nodes, docks_.pods})
            tabifyDockWidget(docks_.placement, dock);
    } else {
        addDockWidget(Qt::RightDockWidgetArea, docks_.placement);
        tabifyDockWidget(docks_.placement, docks_.compare);
        addDockWidget(Qt::BottomDockWidgetArea, docks_.nodes);
        tabifyDockWidget(docks_.nodes, docks_.pods);
    }
    docks_.profiles->raise();
    docks_.placement->raise();
    if (!compact)
        docks_.nodes->raise();
    for (QToolBar* bar : findChildren<QToolBar*>())
        bar->show();
    // The Profiles panel as wide as its inputs need (a quarter of a wide
    // window); the right column 35 % of a compact window, a third of a wide one.
    const int profiles = std::max(docks_.profiles->minimumSizeHint().width(), width() / 4);
    // The right column at least as wide as its views' own minimum (they
    // scroll rather than squeeze, but should not need to at first).
    int views = 0;
    for (QDockWidget* dock : {docks_.shape, docks_.placement}) {
        if (auto* scroll = qobject_cast<QScrollArea*>(dock->widget()))
            views = std::max(views, scroll->widget()->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    }
    const int right = std::max(views, compact ? width() * 7 / 20 : width() / 3);
    resizeDocks({docks_.profiles, docks_.shape}, {profiles, right}, Qt::Horizontal);
    if (compact)
        resizeDocks({docks_.shape}, {height() * 2 / 5}, Qt::Vertical);
    else {
        // Two fifths of the height for the tables, as long as the score view
        // keeps its minimum above them.
        const int bars = menuBar()->sizeHint().height() + statusBar()->sizeHint().height() + 60;
        const int room = height() - bars - centralWidget()->minimumSizeHint().height();
        resizeDocks({docks_.nodes}, {std::max(120, std::min(height() * 2 / 5, room))}, Qt::Vertical);
    }
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (layoutChecked_)
        return;
    layoutChecked_ = true;
    // First start, or a remembered layout that hides the profile inputs
    // (squeezed, floated away, closed): the default one, once the window has
    // its size so that the proportions hold.
    QTimer::singleShot(0, this, [this] {
        // Never wider or taller than the screen (a remembered geometry from
        // a larger screen), then the layout for the size the window has.
        if (const QScreen* s = screen(); s && !isMaximized() && !isFullScreen()) {
            const QSize room = s->availableGeometry().size();
            if (width() > room.width() || height() > room.height())
                resize(size().boundedTo(room));
        }
        if (!layoutRestored_ || !profileInputsShown()) {
            resetLayout(); // again on a first start: now for the size the window really has
            layoutRestored_ = false;
        }
    });
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
