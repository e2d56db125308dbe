// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/pod_placement_dialog.h"

#include "io/constraint_text.h"
#include "qstring_util.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QPlainTextEdit>
#include <QPushButton>

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
    : YamlTextDialog(parent,
        tr("Where %1 may run, as its pod spec says it: nodeSelector, tolerations, affinity "
           "(nodeAffinity, podAffinity and podAntiAffinity) and topologySpreadConstraints, in "
           "YAML. "
           "The API server's checks apply; empty text removes every constraint.")
            .arg(qs(pod.name)),
        110) // wide enough for a toleration written on one line (about 100 columns)
    , placement_(placementOf(pod))
{
    setWindowTitle(tr("Placement of %1").arg(qs(pod.name)));
    editor()->setPlaceholderText(QStringLiteral("nodeSelector: {pool: gpu}\n"
                                                "tolerations:\n"
                                                "- {key: nvidia.com/gpu, operator: Exists, effect: NoSchedule}"));
    editor()->setToolTip(tr("The pod's placement constraints in YAML, keyed as in the workspace file"));
    buttons()->button(QDialogButtonBox::Ok)->setToolTip(tr("Set these constraints on the pod (one undo step)"));
    buttons()->button(QDialogButtonBox::Cancel)->setToolTip(tr("Close without changing the pod"));
    start(qs(writePodPlacement(placement_)));
}

QString PodPlacementDialog::read(const QString& text)
{
    placement_ = readPodPlacement(text.toStdString());
    const QString summary = placementSummary(placement_);
    return summary.isEmpty() ? tr("No constraints: the pod may run on any node that has room.")
                             : tr("Reads as: %1").arg(summary);
}

} // namespace bp::ui
