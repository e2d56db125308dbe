// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/yaml_text_dialog.h"

#include "dialogs/yaml_highlighter.h"
#include "panels/problem_label.h"
#include "text/phrase_text.h"
#include "util/diagnostic.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

#include <algorithm>

namespace bp::ui {

QString yamlProblems(const InputError& error)
{
    QStringList lines;
    for (const Diagnostic& d : error.diagnostics())
        lines << (d.line > 0 ? QCoreApplication::translate("bp::ui::PodPlacementDialog", "Line %1, column %2: %3")
                                   .arg(d.line)
                                   .arg(d.column)
                                   .arg(fieldMessageText(d))
                             : fieldMessageText(d));
    return lines.join(QLatin1Char('\n'));
}

YamlTextDialog::YamlTextDialog(QWidget* parent, const QString& intro, int columns)
    : QDialog(parent)
{
    auto* introLabel = new QLabel(intro, this);
    introLabel->setWordWrap(true);
    editor_ = new QPlainTextEdit(this);
    editor_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    editor_->setTabChangesFocus(true);
    editor_->setLineWrapMode(QPlainTextEdit::NoWrap);
    new YamlHighlighter(editor_->document());
    const QFontMetrics fm(editor_->font());
    int width = fm.horizontalAdvance(QLatin1Char('x')) * columns;
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        width = std::min(width, screen->availableGeometry().width() * 3 / 4);
    // The editor gives up height to the list of problems below it (it may
    // grow to several lines) rather than the list overlapping it.
    editor_->setMinimumSize(width, fm.lineSpacing() * 6);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    problem_ = new ProblemLabel(this);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(introLabel);
    layout->addWidget(editor_, 1);
    layout->addWidget(summary_);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &YamlTextDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &YamlTextDialog::reject);
}

void YamlTextDialog::start(const QString& text)
{
    editor_->setPlainText(text);
    connect(editor_, &QPlainTextEdit::textChanged, this, &YamlTextDialog::check);
    check();
    const QFontMetrics fm(editor_->font());
    resize(sizeHint().width(), sizeHint().height() + fm.lineSpacing() * 10);
}

QString YamlTextDialog::problem() const
{
    return problem_->problem();
}

void YamlTextDialog::check()
{
    QString error, reads;
    try {
        reads = read(editor_->toPlainText());
    } catch (const InputError& e) {
        error = yamlProblems(e);
    }
    problem_->setProblem(error);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
    summary_->setText(error.isEmpty() ? reads : QString());
}

void YamlTextDialog::accept()
{
    check();
    if (problem().isEmpty())
        QDialog::accept();
}

} // namespace bp::ui
