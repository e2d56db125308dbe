// SPDX-License-Identifier: GPL-3.0-or-later
// Exports profiles as scheduler configuration with the core's exporters (the
// same function `binpack-cli export` calls): target format and Kubernetes
// release, options, a live syntax-coloured preview, the validation messages,
// Copy and Save.
#pragma once

#include "io/scheduler_config_export.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace bp::ui {

class Document;
class YamlHighlighter;

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportDialog(Document* doc, QWidget* parent = nullptr);

    // What the preview shows was made with exactly these.
    ExportOptions options() const;
    std::vector<const Profile*> selectedProfiles() const;
    const ExportResult& result() const { return result_; }
    QString text() const;
    // A file name for the chosen format ("kube-scheduler-config.yaml", …).
    QString suggestedFileName() const;

    QListWidget* profileList() const { return profiles_; }
    QComboBox* formatCombo() const { return format_; }
    QComboBox* versionCombo() const { return version_; }
    QLineEdit* schedulerNameEdit() const { return schedulerName_; }
    QComboBox* balancedCombo() const { return balanced_; }
    QSpinBox* balancedWeightSpin() const { return balancedWeight_; }
    QCheckBox* explicitDefaultsCheck() const { return explicitDefaults_; }
    QPlainTextEdit* preview() const { return preview_; }
    QListWidget* messages() const { return messages_; }
    QPushButton* copyButton() const { return copy_; }
    QPushButton* saveButton() const { return save_; }

public slots:
    void refresh();
    void copyToClipboard();
    // Asks for a file (or uses `path`) and writes the text atomically.
    bool saveToFile(const QString& path = {});

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillFormats();

    Document* doc_;
    QListWidget* profiles_;
    QComboBox* format_;
    QComboBox* version_;
    QLabel* served_;
    QLineEdit* schedulerName_;
    QComboBox* balanced_;
    QSpinBox* balancedWeight_;
    QCheckBox* explicitDefaults_;
    QPlainTextEdit* preview_;
    YamlHighlighter* highlighter_;
    QListWidget* messages_;
    QPushButton* copy_;
    QPushButton* save_;
    ExportResult result_;
};

} // namespace bp::ui
