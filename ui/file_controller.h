// SPDX-License-Identifier: GPL-3.0-or-later
// File handling for the window: New, Open, Save, Save As, recent files, the
// bundled examples, the unsaved-changes prompt, the periodic autosave and its
// recovery after a crash, and importing scheduler configuration and kubectl
// output. Questions to the user go through replaceable functions so that tests
// can answer them.
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

class QTimer;
class QWidget;

namespace bp {
struct ClusterImportOptions;
}

namespace bp::ui {

class AutosaveStore;
class Document;

// The file changed on disk since this window read or saved it; saving would overwrite that.
enum class DiskConflictAnswer {
    Overwrite, // save over it
    SaveAs, // save elsewhere
    Reload, // take the disk's version (an undoable step: Undo brings the edits back)
    Cancel,
};

class FileController : public QObject {
    Q_OBJECT
public:
    FileController(Document* doc, QWidget* window);
    ~FileController() override;

    // The bundled example opened when no workspace is given.
    static QString exampleResource() { return QStringLiteral(":/examples/docs-example.binpack.yaml"); }
    static QStringList exampleResources();

    // ---- questions (replaceable in tests) --------------------------------------
    // Unsaved changes: Save, Discard or Cancel.
    std::function<QMessageBox::StandardButton()> askSaveChanges;
    // An autosave newer than the file exists: restore it?
    std::function<bool(const QString& autosavePath)> askRestore;
    // The file was changed on disk by somebody else: overwrite it, save elsewhere, reload or cancel?
    std::function<DiskConflictAnswer(const QString& path)> askChangedOnDisk;
    // A file to open / to save to ("" = cancelled).
    std::function<QString()> askOpenPath;
    std::function<QString()> askSavePath;
    // A problem to show (bad file, failed save, import messages).
    std::function<void(const QString& title, const QString& text, const QString& details)> showError;
    std::function<void(const QString& title, const QString& text, const QString& details)> showInfo;
    // Namespaces and label selectors for a kubectl import (false = cancelled;
    // unset = import everything).
    std::function<bool(ClusterImportOptions* options)> askClusterOptions;

    // ---- files -----------------------------------------------------------------
    // false when the user cancelled (unsaved changes kept).
    bool newWorkspace();
    bool open();
    bool openFile(const QString& path);
    // Opens a bundled example (":/examples/...") as an untitled workspace.
    bool openExample(const QString& resource);
    bool save();
    bool saveAs();
    // Saves to `path`. A failed save changes nothing (still modified, autosave
    // kept) and shows the error; saving over the document's own file asks
    // first when that file was changed on disk since it was read or saved here.
    bool saveTo(const QString& path);
    // Replaces the workspace with the file's version on disk as one undoable step; the document becomes clean.
    bool reloadFromDisk();
    // Before closing or replacing the document: true when it may go.
    bool maybeSave();
    // After the window is allowed to close: the autosave is no longer needed.
    void closing();

    QStringList recentFiles() const;
    void clearRecentFiles();
    // Where the file dialogs start (startDirectory in file_dialogs.h).
    QString lastDirectory() const;

    // ---- autosave ----------------------------------------------------------------
    static QString autosaveDirectory();
    // The autosave slot older versions shared for `filePath` ("" = untitled);
    // recovery still offers a copy found there.
    static QString autosavePathFor(const QString& filePath);
    // This window's own autosave copy of its file (no other window writes or removes it).
    QString autosavePath() const;
    // Writes the autosave copy now if there are unsaved changes (the timer calls it).
    bool autosaveNow();
    void setAutosaveInterval(int msec);
    int autosaveInterval() const;
    // If an autosave left by a crashed window is newer than the file, offers it
    // back (newest first). Returns true when one was restored.
    bool offerRecovery();

    // ---- import --------------------------------------------------------------------
    bool importSchedulerConfig();
    bool importSchedulerConfigFile(const QString& path);
    bool importCluster();
    // True (and says why, titled `title`) when a table cell holds invalid
    // text in its editor: Save, Save As and Export refuse rather than write
    // the stored value while the cell shows something else.
    bool refuseWhileEditHeld(const QString& title);
    bool importClusterFiles(const QStringList& paths);
    // Dropped files: each is opened or imported according to its content.
    void handleDroppedFiles(const QStringList& paths);

signals:
    void recentFilesChanged();

private:
    void addRecentFile(const QString& path);
    void removeAutosave();
    void rememberDirectory(const QString& path);

    bool restoreAutosave(const QString& autosave);

    Document* doc_;
    QWidget* window_;
    std::unique_ptr<AutosaveStore> autosaves_;
    QTimer* autosaveTimer_;
    QString lastAutosave_;
};

} // namespace bp::ui
