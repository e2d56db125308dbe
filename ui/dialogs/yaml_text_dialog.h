// SPDX-License-Identifier: GPL-3.0-or-later
// A dialog that edits one value as YAML, checked while the user types: the
// problems are listed with their line and column, a summary says what the
// text reads as, and OK is enabled only when the text reads. The pod
// placement and the profile's addedAffinity dialogs are two of them.
#pragma once

#include <QDialog>
#include <QString>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

namespace bp {
class InputError;
}

namespace bp::ui {

class ProblemLabel;

class YamlTextDialog : public QDialog {
    Q_OBJECT
public:
    QString problem() const;
    QPlainTextEdit* editor() const { return editor_; }
    QDialogButtonBox* buttons() const { return buttons_; }
    void accept() override;

protected:
    // `columns`: the editor's width in characters (at most 3/4 of the screen).
    YamlTextDialog(QWidget* parent, const QString& intro, int columns);
    // Sets the text and checks it; call once the subclass is ready to read.
    void start(const QString& text);
    // Reads the text into the subclass's value (throws InputError) and
    // returns what it reads as, for the summary line.
    virtual QString read(const QString& text) = 0;
    QLabel* summary() const { return summary_; }

private:
    void check();

    QPlainTextEdit* editor_;
    QLabel* summary_;
    ProblemLabel* problem_;
    QDialogButtonBox* buttons_;
};

// The problems of a YAML editor's text, one per line: "Line 3, column 5:
// tolerations[0].effect: ...".
QString yamlProblems(const InputError& error);

} // namespace bp::ui
