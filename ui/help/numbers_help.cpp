// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/numbers_help.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace bp::ui {

NumbersHelpDialog::NumbersHelpDialog(QWidget* parent)
    : QDialog(parent)
    , glossary_(new QTextBrowser(this))
    , heading_(new QLabel(this))
    , explanation_(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("numbersHelp"));
    explanation_->setReadOnly(true);
    explanation_->setLineWrapMode(QPlainTextEdit::NoWrap);
    explanation_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    explanation_->setObjectName(QStringLiteral("numbersExplanation"));
    glossary_->setObjectName(QStringLiteral("numbersGlossary"));
    glossary_->setOpenExternalLinks(false);

    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(heading_);
    lowerLayout->addWidget(explanation_);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(glossary_);
    split->addWidget(lower);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
    layout->addWidget(buttons);
    resize(760, 640);
    retranslate();
}

void NumbersHelpDialog::setExplanation(const QString& nodeName, const QString& explanation)
{
    node_ = nodeName;
    explanation_->setPlainText(explanation);
    retranslate();
}

QString NumbersHelpDialog::glossaryText() const { return glossary_->toPlainText(); }
QString NumbersHelpDialog::explanationText() const { return explanation_->toPlainText(); }

void NumbersHelpDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void NumbersHelpDialog::retranslate()
{
    setWindowTitle(tr("What Do These Numbers Mean?"));
    heading_->setText(node_.isEmpty() ? tr("Select a node in the score view to see its score computed step by step.")
                                      : tr("How node %1 gets its score, step by step:").arg(node_));
    glossary_->setHtml(
        tr("<h3>Scores</h3>"
           "<p>For every pending pod the scheduler first <b>filters</b> the nodes: a node where the pod's requests "
           "do not fit into what is left of its <b>allocatable</b> resources is not a candidate. Every remaining "
           "node is then <b>scored</b> by each enabled plugin, and the pod goes to the node with the highest "
           "<b>total</b>; equal totals are broken at random.</p>"
           "<h3>kube-scheduler</h3>"
           "<ul>"
           "<li><b>NodeResourcesFit</b> scores 0 to 100 from the node's <b>utilization</b> (requested ÷ "
           "allocatable, with the pod) of each listed resource: <i>LeastAllocated</i> prefers empty nodes "
           "(spreading), <i>MostAllocated</i> full ones (bin packing), <i>RequestedToCapacityRatio</i> follows "
           "the <b>shape</b> you draw, from utilization 0–100 to score 0–10 (scaled to 0–100). The resource "
           "scores are averaged with their <b>weights</b>.</li>"
           "<li><b>NodeResourcesBalancedAllocation</b> scores 0 to 100 by how evenly the resources are used: "
           "100 when cpu and memory are used in the same proportion.</li>"
           "<li>The <b>total</b> is Σ plugin score × plugin weight. Before Kubernetes 1.17 scores ran from "
           "0 to 10.</li>"
           "</ul>"
           "<h3>Volcano binpack</h3>"
           "<p>Each requested resource contributes (used + requested) ÷ allocatable × its weight; the sum is "
           "divided by the sum of the weights and multiplied by 100 × binpack.weight. Scores are not "
           "rounded, so values such as 437.5 are exact.</p>"
           "<h3>Units</h3>"
           "<p>cpu is counted in millicores (1 = 1000m), memory and other resources in bytes or units. A "
           "container that requests no cpu or memory counts as 100m and 200Mi when nodes are scored (the "
           "scheduler's non-zero defaults), but not when they are filtered.</p>"));
}

} // namespace bp::ui
