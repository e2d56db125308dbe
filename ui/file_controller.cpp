// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_controller.h"

#include "text/phrase_text.h"

#include "dialogs/import_cluster_dialog.h"
#include "document/autosave_store.h"
#include "document/commands_cluster.h"
#include "document/commands_profiles.h"
#include "document/document.h"
#include "document/file_kind.h"
#include "file_dialogs.h"
#include "io/kubectl_import.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "panels/cell_delegate.h"
#include "resources_init.h"
#include "util/read_file.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QUndoStack>

#include <exception>

namespace bp::ui {

namespace {

constexpr int kMaxRecent = 10;
const char* const kRecentKey = "recentFiles";

QString fileFilter()
{
    return FileController::tr("Binpack workspaces (*.binpack.yaml);;YAML files (*.yaml *.yml);;All files (*)");
}

// A workspace (the autosaved copy) or a scheduler configuration: read with the
// core's bounded reader, so a FIFO or a device cannot hang or exhaust the
// window; each reader then applies its own, smaller or equal, limit.
// Bundled examples (":/...") are Qt resources.
bool readFile(const QString& path, QByteArray* bytes, QString* error)
{
    if (path.startsWith(QLatin1Char(':'))) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = FileController::tr("Cannot read %1: %2").arg(path, f.errorString());
            return false;
        }
        *bytes = f.readAll();
        return true;
    }
    static_assert(kMaxWorkspaceBytes >= kMaxSchedulerConfigBytes);
    const ReadResult in = readBounded(path.toStdString(), kMaxWorkspaceBytes);
    if (in.failure) {
        const Phrase what(BP_TEXT("bp::core", "a workspace or a scheduler configuration"));
        // A control byte is located as the core's diagnostics locate it: path:line:column.
        const QString where = in.failure->line > 0
            ? QStringLiteral("%1:%2:%3").arg(path).arg(in.failure->line).arg(in.failure->column)
            : path;
        *error = FileController::tr("Cannot read %1: %2").arg(where, phraseText(readFailurePhrase(*in.failure, what)));
        return false;
    }
    *bytes = QByteArray(in.text.data(), static_cast<qsizetype>(in.text.size()));
    return true;
}

} // namespace

FileController::FileController(Document* doc, QWidget* window)
    : QObject(window)
    , doc_(doc)
    , window_(window)
    , autosaves_(std::make_unique<AutosaveStore>())
    , autosaveTimer_(new QTimer(this))
{
    initResources();
    askSaveChanges = [this] {
        return QMessageBox::warning(window_, tr("Unsaved Changes"),
            tr("%1 has unsaved changes. Save them?").arg(doc_->displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    };
    askRestore = [this](const QString& autosave) {
        const QString when = QFileInfo(autosave).lastModified().toString(Qt::TextDate);
        return QMessageBox::question(window_, tr("Restore Unsaved Changes?"),
                   tr("Binpack Studio did not close properly. An autosaved copy of %1 from %2 has changes that "
                      "were not saved. Restore it?")
                       .arg(doc_->displayName(), when),
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
            == QMessageBox::Yes;
    };
    askChangedOnDisk = [this](const QString& path) {
        QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"),
            tr("%1 was changed by another window or program since you opened or saved it here. Saving now "
               "would overwrite those changes.")
                .arg(QFileInfo(path).fileName()),
            QMessageBox::Cancel, window_);
        box.setInformativeText(tr("Reload takes the version on disk; Undo brings your edits back."));
        QPushButton* overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
        QPushButton* saveAs = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
        QPushButton* reload = box.addButton(tr("&Reload"), QMessageBox::ResetRole);
        box.setDefaultButton(saveAs);
        box.exec();
        if (box.clickedButton() == overwrite)
            return DiskConflictAnswer::Overwrite;
        if (box.clickedButton() == saveAs)
            return DiskConflictAnswer::SaveAs;
        if (box.clickedButton() == reload)
            return DiskConflictAnswer::Reload;
        return DiskConflictAnswer::Cancel;
    };
    askOpenPath = [this] {
        return QFileDialog::getOpenFileName(window_, tr("Open Workspace"), lastDirectory(), fileFilter());
    };
    askSavePath = [this] {
        // The file's name, an example's, or a new one, in the folder last used.
        QString name = QFileInfo(doc_->filePath()).fileName();
        if (name.isEmpty() && !doc_->untitledName().isEmpty())
            name = QFileInfo(QString::fromStdString(doc_->workspace().sourceFile)).fileName();
        if (name.isEmpty())
            name = QStringLiteral("workspace.binpack.yaml");
        const QString suggestion = startPath(name, doc_->filePath());
        QFileDialog dialog(window_, tr("Save Workspace As"), suggestion, fileFilter());
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.setDefaultSuffix(QStringLiteral("binpack.yaml"));
        dialog.selectFile(suggestion);
        return dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty() ? dialog.selectedFiles().front()
                                                                                       : QString();
    };
    showError = [this](const QString& title, const QString& text, const QString& details) {
        QMessageBox box(QMessageBox::Critical, title, text, QMessageBox::Ok, window_);
        if (!details.isEmpty())
            box.setDetailedText(details);
        box.exec();
    };
    showInfo = [this](const QString& title, const QString& text, const QString& details) {
        QMessageBox box(QMessageBox::Information, title, text, QMessageBox::Ok, window_);
        if (!details.isEmpty())
            box.setDetailedText(details);
        box.exec();
    };
    askClusterOptions = [this](ClusterImportOptions* options) {
        ImportClusterDialog dialog(window_);
        if (dialog.exec() != QDialog::Accepted)
            return false;
        *options = dialog.options();
        return true;
    };
    autosaveTimer_->setInterval(60 * 1000);
    connect(autosaveTimer_, &QTimer::timeout, this, &FileController::autosaveNow);
    autosaveTimer_->start();
}

FileController::~FileController() = default;

QStringList FileController::exampleResources()
{
    initResources();
    QStringList out;
    for (const QString& name : QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.binpack.yaml")}))
        out << QStringLiteral(":/examples/") + name;
    return out;
}

// ---- files ---------------------------------------------------------------------------

bool FileController::newWorkspace()
{
    if (!maybeSave())
        return false;
    removeAutosave();
    Workspace ws;
    Profile p;
    p.name = "default";
    p.kubernetesVersionSet = true;
    ws.profiles.push_back(p);
    doc_->resetWorkspace(std::move(ws), QString());
    return true;
}

bool FileController::open()
{
    const QString path = askOpenPath();
    if (path.isEmpty())
        return false;
    return openFile(path);
}

bool FileController::openFile(const QString& path)
{
    if (!maybeSave())
        return false;
    QString error;
    Document scratch; // load into a scratch document first: a bad file leaves the open one alone
    if (!scratch.load(path, &error)) {
        showError(tr("Cannot Open Workspace"), tr("%1 is not a usable workspace.").arg(QFileInfo(path).fileName()), error);
        return false;
    }
    removeAutosave();
    doc_->resetWorkspace(scratch.workspace(), QFileInfo(path).absoluteFilePath());
    doc_->setDiskIdentity(scratch.diskIdentity());
    addRecentFile(doc_->filePath());
    rememberDirectory(path);
    offerRecovery();
    return true;
}

bool FileController::openExample(const QString& resource)
{
    if (!maybeSave())
        return false;
    QByteArray bytes;
    QString error;
    if (!readFile(resource, &bytes, &error)) {
        showError(tr("Cannot Open Example"), error, {});
        return false;
    }
    try {
        Workspace ws = readWorkspace(bytes.toStdString(), QFileInfo(resource).fileName().toStdString());
        removeAutosave();
        // Untitled, so that Save asks where to save; named after the example.
        const QString name = QFileInfo(resource).fileName().remove(QStringLiteral(".binpack.yaml"));
        doc_->resetWorkspace(std::move(ws), QString(), tr("%1 (example)").arg(name));
        return true;
    } catch (const InputError& e) {
        showError(tr("Cannot Open Example"), tr("The bundled example is not usable."), diagnosticsText(e.diagnostics()));
    }
    return false;
}

bool FileController::refuseWhileEditHeld(const QString& title)
{
    // A cell showing text the model never received: saving now would write
    // the stored value under the user's eyes (two truths at once).
    if (!window_)
        return false;
    for (CellDelegate* delegate : window_->findChildren<CellDelegate*>()) {
        QLineEdit* editor = delegate->invalidEditor();
        if (!editor)
            continue;
        showError(title, tr("A cell holds text that is not a valid value, so nothing was written."),
            delegate->editorError(editor) + QLatin1Char('\n')
                + tr("Correct the value, or press Escape in the cell to keep the stored one, then try again."));
        editor->setFocus();
        return true;
    }
    return false;
}

bool FileController::save()
{
    if (refuseWhileEditHeld(tr("Cannot Save")))
        return false;
    if (doc_->filePath().isEmpty())
        return saveAs();
    return saveTo(doc_->filePath());
}

bool FileController::saveAs()
{
    if (refuseWhileEditHeld(tr("Cannot Save")))
        return false;
    const QString path = askSavePath();
    if (path.isEmpty())
        return false;
    return saveTo(path);
}

bool FileController::saveTo(const QString& path)
{
    const QString own = doc_->filePath();
    if (!own.isEmpty() && QFileInfo(path).absoluteFilePath() == QFileInfo(own).absoluteFilePath()
        && doc_->changedOnDisk()) {
        switch (askChangedOnDisk(own)) {
        case DiskConflictAnswer::Overwrite:
            break;
        case DiskConflictAnswer::SaveAs:
            return saveAs();
        case DiskConflictAnswer::Reload:
            reloadFromDisk();
            return false; // nothing was saved
        case DiskConflictAnswer::Cancel:
            return false;
        }
    }
    QString error;
    if (!doc_->save(path, &error)) {
        // Nothing changed: still modified, the file untouched, and the autosave
        // copy kept (brought up to date, as the file could not be).
        autosaveNow();
        showError(tr("Cannot Save Workspace"),
            tr("The workspace was not saved. Your changes are still open here; "
               "use Save As to save them elsewhere."),
            error);
        return false;
    }
    removeAutosave();
    addRecentFile(QFileInfo(path).absoluteFilePath());
    rememberDirectory(path);
    return true;
}

bool FileController::reloadFromDisk()
{
    const QString path = doc_->filePath();
    if (path.isEmpty())
        return false;
    QString error;
    Document scratch;
    if (!scratch.load(path, &error)) {
        showError(
            tr("Cannot Reload Workspace"), tr("%1 is not a usable workspace.").arg(QFileInfo(path).fileName()), error);
        return false;
    }
    Workspace ws = scratch.workspace();
    ws.sourceFile = doc_->workspace().sourceFile;
    doc_->undoStack()->push(
        new ReplaceWorkspaceCommand(doc_, std::move(ws), tr("Reload %1 from disk").arg(doc_->displayName())));
    doc_->setClean(); // the disk's version is the saved state; Undo goes back to the edits
    doc_->setDiskIdentity(scratch.diskIdentity());
    return true;
}

bool FileController::maybeSave()
{
    if (!doc_->isModified())
        return true;
    switch (askSaveChanges()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void FileController::closing()
{
    autosaveTimer_->stop();
    removeAutosave();
}

QStringList FileController::recentFiles() const
{
    return QSettings().value(QLatin1String(kRecentKey)).toStringList();
}

void FileController::clearRecentFiles()
{
    QSettings().remove(QLatin1String(kRecentKey));
    emit recentFilesChanged();
}

void FileController::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(QLatin1String(kRecentKey), files);
    emit recentFilesChanged();
}

QString FileController::lastDirectory() const
{
    return startDirectory(doc_->filePath());
}

void FileController::rememberDirectory(const QString& path)
{
    bp::ui::rememberDirectory(path);
}

// ---- autosave ----------------------------------------------------------------------------

QString FileController::autosaveDirectory()
{
    return AutosaveStore::directory();
}

QString FileController::autosavePathFor(const QString& filePath)
{
    return AutosaveStore::sharedPathFor(filePath);
}

QString FileController::autosavePath() const
{
    return autosaves_->pathFor(doc_->filePath());
}

bool FileController::autosaveNow()
{
    if (!doc_->isModified())
        return false;
    QByteArray bytes;
    try {
        bytes = doc_->serialize();
    } catch (const std::exception&) {
        return false;
    }
    QDir().mkpath(autosaveDirectory());
    const QString path = autosavePath();
    QString error;
    if (!autosaves_->write(doc_->filePath(), bytes, &error))
        return false; // the previous copy stays; the next tick tries again
    if (!lastAutosave_.isEmpty() && lastAutosave_ != path)
        QFile::remove(lastAutosave_);
    lastAutosave_ = path;
    return true;
}

void FileController::setAutosaveInterval(int msec)
{
    autosaveTimer_->setInterval(msec);
}

int FileController::autosaveInterval() const
{
    return autosaveTimer_->interval();
}

void FileController::removeAutosave()
{
    // Only the copy this window wrote: another one may be a crash's, still to be offered.
    if (!lastAutosave_.isEmpty())
        QFile::remove(lastAutosave_);
    lastAutosave_.clear();
}

bool FileController::offerRecovery()
{
    const QString file = doc_->filePath();
    const QFileInfo saved(file);
    for (const QString& autosave : autosaves_->leftBehind(file)) {
        if (!file.isEmpty() && saved.exists() && saved.lastModified() > QFileInfo(autosave).lastModified()) {
            QFile::remove(autosave); // older than the file: the file was saved since
            continue;
        }
        if (!askRestore(autosave)) {
            QFile::remove(autosave);
            continue;
        }
        if (restoreAutosave(autosave))
            return true;
    }
    return false;
}

bool FileController::restoreAutosave(const QString& autosave)
{
    QByteArray bytes;
    QString error;
    if (!readFile(autosave, &bytes, &error)) {
        showError(tr("Cannot Restore"), error, {});
        return false;
    }
    try {
        Workspace ws = readWorkspace(bytes.toStdString(), autosave.toStdString());
        const FileIdentity disk = doc_->diskIdentity(); // the file is still the one this window read
        doc_->resetWorkspace(std::move(ws), doc_->filePath());
        doc_->setDiskIdentity(disk);
        doc_->markModified();
        lastAutosave_ = autosave; // adopted: removed when this window saves or closes
        return true;
    } catch (const InputError& e) {
        showError(tr("Cannot Restore"), tr("The autosaved copy is not usable."), diagnosticsText(e.diagnostics()));
        QFile::remove(autosave);
    }
    return false;
}

// ---- import ------------------------------------------------------------------------------

bool FileController::importSchedulerConfig()
{
    const QString path = QFileDialog::getOpenFileName(window_, tr("Import Scheduler Configuration"), lastDirectory(),
        tr("Scheduler configuration (*.yaml *.yml *.json *.conf);;All files (*)"));
    return !path.isEmpty() && importSchedulerConfigFile(path);
}

bool FileController::importSchedulerConfigFile(const QString& path)
{
    QByteArray bytes;
    QString error;
    if (!readFile(path, &bytes, &error)) {
        showError(tr("Cannot Import"), error, {});
        return false;
    }
    rememberDirectory(path);
    const QString name = QFileInfo(path).fileName();
    ImportResult result;
    try {
        result = bp::importSchedulerConfig(bytes.toStdString(), path.toStdString());
    } catch (const InputError& e) {
        showError(tr("Cannot Import"), tr("%1 is not a usable scheduler configuration.").arg(name),
            diagnosticsText(e.diagnostics()));
        return false;
    }
    if (!result.ok() || result.profiles.empty()) {
        showError(tr("Cannot Import"), tr("%1 is not a usable scheduler configuration.").arg(name),
            result.diagnostics.empty() ? tr("The file holds no profile.") : diagnosticsText(result.diagnostics));
        return false;
    }
    const int first = static_cast<int>(doc_->workspace().profiles.size());
    const int count = static_cast<int>(result.profiles.size());
    doc_->undoStack()->push(makeImportProfilesCommand(doc_, std::move(result.profiles), name));
    doc_->setCurrentProfileIndex(first);
    if (!result.diagnostics.empty())
        showInfo(tr("Imported with Warnings"), tr("%n profile(s) imported from %1.", nullptr, count).arg(name),
            diagnosticsText(result.diagnostics));
    return true;
}

bool FileController::importCluster()
{
    const QStringList paths = QFileDialog::getOpenFileNames(window_, tr("Import Cluster from kubectl"),
        lastDirectory(), tr("kubectl output (*.yaml *.yml *.json);;All files (*)"));
    return !paths.isEmpty() && importClusterFiles(paths);
}

bool FileController::importClusterFiles(const QStringList& paths)
{
    ClusterImportOptions options;
    if (askClusterOptions && !askClusterOptions(&options))
        return false;
    std::vector<std::string> files;
    QStringList names;
    for (const QString& p : paths) {
        files.push_back(p.toStdString());
        names << QFileInfo(p).fileName();
    }
    if (!paths.isEmpty())
        rememberDirectory(paths.front());
    std::vector<Diagnostic> warnings;
    Workspace imported;
    try {
        imported = bp::importCluster(files, options, &warnings);
    } catch (const InputError& e) {
        showError(tr("Cannot Import"), tr("%1 could not be imported.").arg(names.join(QStringLiteral(", "))),
            diagnosticsText(e.diagnostics()));
        return false;
    } catch (const std::exception& e) {
        showError(tr("Cannot Import"), tr("%1 could not be imported.").arg(names.join(QStringLiteral(", "))),
            QString::fromStdString(e.what()));
        return false;
    }
    const size_t nodes = imported.nodes.size();
    const size_t pods = imported.pods.size();
    doc_->undoStack()->push(
        new ReplaceClusterCommand(doc_, std::move(imported), tr("Import cluster from %1").arg(names.join(QStringLiteral(", ")))));
    if (!warnings.empty())
        showInfo(tr("Imported with Warnings"),
            tr("%1 nodes and %2 pods imported from %3.").arg(nodes).arg(pods).arg(names.join(QStringLiteral(", "))),
            diagnosticsText(warnings));
    return true;
}

void FileController::handleDroppedFiles(const QStringList& paths)
{
    QStringList cluster;
    QStringList unknown;
    for (const QString& path : paths) {
        switch (detectFileKindOfPath(path)) {
        case FileKind::Workspace:
            openFile(path);
            break;
        case FileKind::SchedulerConfig:
            importSchedulerConfigFile(path);
            break;
        case FileKind::Cluster:
            cluster << path;
            break;
        case FileKind::Unknown:
            unknown << QFileInfo(path).fileName();
            break;
        }
    }
    if (!cluster.isEmpty()) {
        const auto ask = askClusterOptions;
        askClusterOptions = nullptr; // a drop imports everything, as dropped
        importClusterFiles(cluster);
        askClusterOptions = ask;
    }
    if (!unknown.isEmpty())
        showError(tr("Cannot Use Dropped Files"),
            tr("Not a workspace, a scheduler configuration or kubectl output: %1").arg(unknown.join(QStringLiteral(", "))),
            tr("A workspace has kind: Workspace; a scheduler configuration kind: KubeSchedulerConfiguration or "
               "Policy (or Volcano's actions and tiers); kubectl output kind: List, Node or Pod."));
}

} // namespace bp::ui
