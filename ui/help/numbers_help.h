// SPDX-License-Identifier: GPL-3.0-or-later
// Help > What do these numbers mean?: what the scores, weights and totals in
// the window are, and then the engine's own step-by-step computation of the
// selected node's score (bp::explainScore), so every number can be traced.
#pragma once

#include <QDialog>

QT_BEGIN_NAMESPACE
class QLabel;
class QPlainTextEdit;
class QTextBrowser;
QT_END_NAMESPACE

namespace bp::ui {

class NumbersHelpDialog : public QDialog {
    Q_OBJECT
public:
    explicit NumbersHelpDialog(QWidget* parent = nullptr);

    // The node the explanation is about ("" when none is selected) and the
    // engine's explanation text (or why there is none).
    void setExplanation(const QString& nodeName, const QString& explanation);

    QString glossaryText() const;     // for tests
    QString explanationText() const;  // for tests

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QTextBrowser* glossary_;
    QLabel* heading_;
    QPlainTextEdit* explanation_;
    QString node_;
};

} // namespace bp::ui
