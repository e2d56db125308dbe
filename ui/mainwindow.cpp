// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "dialogs/export_dialog.h"
#include "document/document.h"
#include "file_controller.h"
#include "icons.h"
#include "panels/node_panel.h"
#include "panels/pod_panel.h"
#include "panels/profile_panel.h"
#include "resources_init.h"
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
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

namespace bp::ui {

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
    QDockWidget* nodes = addDock(nodePanel_, tr("Nodes"), QStringLiteral("NodesDock"), Qt::BottomDockWidgetArea);
    QDockWidget* pods = addDock(podPanel_, tr("Pods"), QStringLiteral("PodsDock"), Qt::BottomDockWidgetArea);
    splitDockWidget(nodes, pods, Qt::Horizontal);
    QDockWidget* history = addDock(history_, tr("History"), QStringLiteral("HistoryDock"), Qt::LeftDockWidgetArea);
    tabifyDockWidget(findChild<QDockWidget*>(QStringLiteral("ProfilesDock")), history);
    findChild<QDockWidget*>(QStringLiteral("ProfilesDock"))->raise();
}

// ---- charts (ui/charts) and the live engine (ui/live) dock here ------------------------
void MainWindow::createCharts()
{
}
// ---- end of charts ---------------------------------------------------------------------

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
                tr("Save the workspace under a new name"), QKeySequence::SaveAs),
        &QAction::triggered, files_, &FileController::saveAs);
    connect(make(QStringLiteral("actionImportConfig"), QStringLiteral("document-import"),
                tr("&Import Scheduler Configuration…"),
                tr("Add the profiles of a KubeSchedulerConfiguration, Policy or Volcano configuration")),
        &QAction::triggered, files_, &FileController::importSchedulerConfig);
    connect(make(QStringLiteral("actionImportCluster"), QStringLiteral("document-import"),
                tr("Import &Cluster from kubectl…"),
                tr("Replace the nodes and pods with those of `kubectl get nodes,pods -o yaml` output")),
        &QAction::triggered, files_, &FileController::importCluster);
    connect(make(QStringLiteral("actionExport"), QStringLiteral("document-export"), tr("&Export…"),
                tr("Export profiles as KubeSchedulerConfiguration, Policy or Volcano configuration"),
                QKeySequence(Qt::CTRL | Qt::Key_E)),
        &QAction::triggered, this, &MainWindow::showExportDialog);
    connect(make(QStringLiteral("actionQuit"), QString(), tr("&Quit"), tr("Close the window"), QKeySequence::Quit),
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
    connect(profiles->addAction(themedIcon(QStringLiteral("list-add")), tr("&Add Profile")), &QAction::triggered,
        profilePanel_, &ProfilePanel::addProfile);
    connect(profiles->addAction(themedIcon(QStringLiteral("edit-copy")), tr("&Duplicate Profile")), &QAction::triggered,
        profilePanel_, &ProfilePanel::duplicateProfile);
    connect(profiles->addAction(themedIcon(QStringLiteral("edit-rename")), tr("&Rename Profile")), &QAction::triggered,
        profilePanel_, &ProfilePanel::renameProfile);
    connect(profiles->addAction(themedIcon(QStringLiteral("edit-delete")), tr("De&lete Profile")), &QAction::triggered,
        profilePanel_, &ProfilePanel::deleteProfile);
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
    help->addAction(action(QStringLiteral("actionAbout")));

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
           "<p>GNU General Public License, version 3 or later.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::readSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(QStringLiteral("geometry")).toByteArray();
    if (geometry.isEmpty())
        resize(1400, 900);
    else
        restoreGeometry(geometry);
    restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
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
