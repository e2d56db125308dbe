// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/added_affinity_dialog.h"

#include "dialogs/pod_placement_dialog.h"
#include "io/pod_placement_text.h"
#include "qstring_util.h"
#include "util/diagnostic.h"

#include <QDialogButtonBox>
#include <QPlainTextEdit>
#include <QPushButton>

namespace bp::ui {

QString addedAffinitySummary(const std::optional<NodeAffinity>& added)
{
    if (!added)
        return {};
    PodPlacement p;
    p.affinity = Affinity {};
    p.affinity->nodeAffinity = added;
    return placementSummary(p);
}

AddedAffinityDialog::AddedAffinityDialog(const Profile& profile, QWidget* parent)
    : YamlTextDialog(parent,
        tr("NodeAffinity's addedAffinity: node affinity every pod of this profile gets on top "
           "of its own. Its required terms are ANDed with the pod's (a node they do not select "
           "fails with \"node(s) didn't match scheduler-enforced node affinity\"); its "
           "preferred terms score with the pod's. Empty text removes it."),
        80)
    , added_(profile.nodeAffinityArgsSet ? profile.addedAffinity : std::nullopt)
{
    setWindowTitle(tr("Added node affinity of %1").arg(qs(profile.name)));
    editor()->setPlaceholderText(QStringLiteral("addedAffinity:\n"
                                                "  requiredDuringSchedulingIgnoredDuringExecution:\n"
                                                "    nodeSelectorTerms:\n"
                                                "    - matchExpressions: [{key: pool, operator: In, values: [batch]}]"));
    editor()->setToolTip(tr("addedAffinity in YAML, as in the workspace file's plugins.NodeAffinity.args"));
    buttons()->button(QDialogButtonBox::Ok)->setToolTip(tr("Set this added affinity on the profile (one undo step)"));
    buttons()->button(QDialogButtonBox::Cancel)->setToolTip(tr("Close without changing the profile"));
    start(qs(writeAddedAffinity(added_)));
}

QString AddedAffinityDialog::read(const QString& text)
{
    added_ = readAddedAffinityText(text.toStdString());
    const QString summary = addedAffinitySummary(added_);
    return !added_          ? tr("None: pods keep their own node affinity only.")
        : summary.isEmpty() ? tr("Set but empty: it excludes no node and adds no preference.")
                            : tr("Reads as: %1").arg(summary);
}

} // namespace bp::ui
