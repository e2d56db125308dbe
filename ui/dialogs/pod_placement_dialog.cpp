// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/pod_placement_dialog.h"

#include "dialogs/yaml_highlighter.h"
#include "io/constraint_text.h"
#include "panels/problem_label.h"
#include "qstring_util.h"
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

namespace {

// The pods a pod affinity term's labelSelector selects, in kubectl's
// syntax: "app=db"; {} selects every pod, null none.
QString podsSelected(const std::optional<LabelSelectorSpec>& selector)
{
    if (!selector)
        return QCoreApplication::translate("bp::ui::PodPlacementDialog", "no pods");
    const std::string text = formatLabelSelector(*selector);
    return text.empty() ? QCoreApplication::translate("bp::ui::PodPlacementDialog", "every pod") : qs(text);
}

} // namespace

QString placementSummary(const PodPlacement& p)
{
    QStringList parts;
    if (!p.nodeSelector.empty())
        parts << qs(formatLabels(p.nodeSelector));
    if (!p.tolerations.empty())
        parts << (p.tolerations.size() == 1
                ? QCoreApplication::translate("bp::ui::PodPlacementDialog", "1 toleration")
                : QCoreApplication::translate("bp::ui::PodPlacementDialog", "%1 tolerations")
                      .arg(p.tolerations.size()));
    if (p.affinity && p.affinity->nodeAffinity) {
        const NodeAffinity& na = *p.affinity->nodeAffinity;
        if (na.requiredDuringSchedulingIgnoredDuringExecution)
            parts << QCoreApplication::translate("bp::ui::PodPlacementDialog", "required node affinity");
        if (const size_t n = na.preferredDuringSchedulingIgnoredDuringExecution.size())
            parts << (n == 1
                    ? QCoreApplication::translate("bp::ui::PodPlacementDialog", "1 preferred node affinity")
                    : QCoreApplication::translate("bp::ui::PodPlacementDialog", "%1 preferred node affinities").arg(n));
    }
    if (p.affinity) {
        for (const bool anti : { false, true }) {
            const std::optional<PodAffinity>& pa = anti ? p.affinity->podAntiAffinity : p.affinity->podAffinity;
            if (!pa)
                continue;
            for (const PodAffinityTerm& t : pa->requiredDuringSchedulingIgnoredDuringExecution)
                parts << (anti ? QCoreApplication::translate("bp::ui::PodPlacementDialog", "anti-affinity to %1 by %2")
                               : QCoreApplication::translate("bp::ui::PodPlacementDialog", "affinity to %1 by %2"))
                             .arg(podsSelected(t.labelSelector), qs(t.topologyKey));
            for (const WeightedPodAffinityTerm& w : pa->preferredDuringSchedulingIgnoredDuringExecution)
                parts << (anti ? QCoreApplication::translate(
                              "bp::ui::PodPlacementDialog", "preferred anti-affinity to %1 by %2 (weight %3)")
                               : QCoreApplication::translate(
                                   "bp::ui::PodPlacementDialog", "preferred affinity to %1 by %2 (weight %3)"))
                             .arg(podsSelected(w.podAffinityTerm.labelSelector), qs(w.podAffinityTerm.topologyKey))
                             .arg(w.weight);
        }
    }
    for (const TopologySpreadConstraint& c : p.topologySpreadConstraints)
        parts << (c.whenUnsatisfiable == "ScheduleAnyway"
                ? QCoreApplication::translate(
                    "bp::ui::PodPlacementDialog", "spread over %1, maxSkew %2 (ScheduleAnyway: scores only)")
                : QCoreApplication::translate("bp::ui::PodPlacementDialog", "spread over %1, maxSkew %2"))
                     .arg(qs(c.topologyKey))
                     .arg(c.maxSkew);
    return parts.join(QStringLiteral("; "));
}

PodPlacementDialog::PodPlacementDialog(const Pod& pod, QWidget* parent)
    : QDialog(parent)
    , placement_(placementOf(pod))
{
    setWindowTitle(tr("Placement of %1").arg(qs(pod.name)));
    auto* intro = new QLabel(tr("Where %1 may run, as its pod spec says it: nodeSelector, tolerations, affinity "
                                "(nodeAffinity, podAffinity and podAntiAffinity) and topologySpreadConstraints, in "
                                "YAML. "
                                "The API server's checks apply; empty text removes every constraint.")
                                 .arg(qs(pod.name)),
        this);
    intro->setWordWrap(true);
    editor_ = new QPlainTextEdit(this);
    editor_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    editor_->setTabChangesFocus(true);
    editor_->setLineWrapMode(QPlainTextEdit::NoWrap);
    editor_->setPlaceholderText(QStringLiteral("nodeSelector: {pool: gpu}\n"
                                               "tolerations:\n"
                                               "- {key: nvidia.com/gpu, operator: Exists, effect: NoSchedule}"));
    editor_->setToolTip(tr("The pod's placement constraints in YAML, keyed as in the workspace file"));
    editor_->setPlainText(qs(writePodPlacement(placement_)));
    new YamlHighlighter(editor_->document());
    // Wide enough for a toleration written on one line (about 100 columns),
    // but never wider than most of the screen.
    const QFontMetrics fm(editor_->font());
    int width = fm.horizontalAdvance(QLatin1Char('x')) * 110;
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        width = std::min(width, screen->availableGeometry().width() * 3 / 4);
    // The editor gives up height to the list of problems below it (it may
    // grow to several lines) rather than the list overlapping it.
    editor_->setMinimumSize(width, fm.lineSpacing() * 6);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    problem_ = new ProblemLabel(this);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setToolTip(tr("Set these constraints on the pod (one undo step)"));
    buttons_->button(QDialogButtonBox::Cancel)->setToolTip(tr("Close without changing the pod"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(editor_, 1);
    layout->addWidget(summary_);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &PodPlacementDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &PodPlacementDialog::reject);
    connect(editor_, &QPlainTextEdit::textChanged, this, &PodPlacementDialog::check);
    check();
    resize(sizeHint().width(), sizeHint().height() + fm.lineSpacing() * 10);
}

QString PodPlacementDialog::problem() const
{
    return problem_->problem();
}

void PodPlacementDialog::check()
{
    QString error;
    try {
        placement_ = readPodPlacement(editor_->toPlainText().toStdString());
    } catch (const InputError& e) {
        QStringList lines;
        for (const Diagnostic& d : e.diagnostics())
            lines << (d.line > 0 ? tr("Line %1, column %2: %3").arg(d.line).arg(d.column).arg(fieldMessageText(d))
                                 : fieldMessageText(d));
        error = lines.join(QLatin1Char('\n'));
    }
    problem_->setProblem(error);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
    if (!error.isEmpty()) {
        summary_->clear();
        return;
    }
    const QString summary = placementSummary(placement_);
    summary_->setText(summary.isEmpty() ? tr("No constraints: the pod may run on any node that has room.")
                                        : tr("Reads as: %1").arg(summary));
}

void PodPlacementDialog::accept()
{
    check();
    if (problem().isEmpty())
        QDialog::accept();
}

} // namespace bp::ui
