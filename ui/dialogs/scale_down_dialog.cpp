// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/scale_down_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace bp::ui {

ScaleDownDialog::ScaleDownDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Scale-Down Settings"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The cluster-autoscaler flags the scale-down analysis reads. The defaults are "
                                "cluster-autoscaler's own."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    const auto fraction = [this](const QString& tip) {
        auto* box = new QDoubleSpinBox(this);
        box->setRange(0, 1);
        box->setDecimals(2);
        box->setSingleStep(0.05);
        box->setToolTip(tip);
        return box;
    };
    threshold_ = fraction(tr("--scale-down-utilization-threshold: a node whose utilization (the larger of its cpu "
                             "and memory requests over allocatable) is not above this is a candidate. Default 0.5."));
    gpuThreshold_ = fraction(tr("--scale-down-gpu-utilization-threshold: the same for a GPU node, measured by its "
                                "GPU requests. Default 0.5."));
    form->addRow(tr("&Utilization threshold:"), threshold_);
    form->addRow(tr("&GPU utilization threshold:"), gpuThreshold_);
    const auto check = [this](const QString& text, const QString& tip) {
        auto* box = new QCheckBox(text, this);
        box->setToolTip(tip);
        return box;
    };
    ignoreDaemonSets_ = check(tr("Ignore &DaemonSet pods in utilization"),
        tr("--ignore-daemonsets-utilization. Default off."));
    ignoreMirrorPods_ = check(tr("Ignore &mirror pods in utilization"),
        tr("--ignore-mirror-pods-utilization. Default off."));
    skipSystemPods_ = check(tr("Keep nodes with &kube-system pods no PodDisruptionBudget covers"),
        tr("--skip-nodes-with-system-pods. Default on."));
    skipLocalStorage_ = check(tr("Keep nodes with pods using &local storage (emptyDir, hostPath)"),
        tr("--skip-nodes-with-local-storage. Default on."));
    skipCustomControllers_ = check(tr("Keep nodes with pods of &other controllers"),
        tr("--skip-nodes-with-custom-controller-pods: pods whose controller is not a ReplicaSet, "
           "ReplicationController, Job or StatefulSet block their node. Default on."));
    for (QCheckBox* box : { ignoreDaemonSets_, ignoreMirrorPods_, skipSystemPods_, skipLocalStorage_,
             skipCustomControllers_ })
        form->addRow(box);
    cutoff_ = new QSpinBox(this);
    cutoff_->setRange(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    cutoff_->setToolTip(tr("--expendable-pods-priority-cutoff: pods with a lower priority are left out, neither "
                           "counted nor moved. Default -10."));
    form->addRow(tr("&Expendable pods below priority:"), cutoff_);
    systemPodMinutes_ = new QSpinBox(this);
    systemPodMinutes_->setRange(0, 10 * 365 * 24 * 60);
    systemPodMinutes_->setSuffix(tr(" min"));
    systemPodMinutes_->setToolTip(tr("--blocking-system-pod-distruption-timeout (upstream's spelling): a kube-system "
                                     "pod no PodDisruptionBudget covers blocks its node only until it is this old; "
                                     "its age is its creationTimestamp to the time of the run. Default 60 minutes."));
    form->addRow(tr("Kube-system pods &block for:"), systemPodMinutes_);
    layout->addLayout(form);
    auto* buttons
        = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
        &ScaleDownDialog::restoreDefaults);
    layout->addWidget(buttons);
    restoreDefaults();
}

void ScaleDownDialog::restoreDefaults()
{
    setOptions(AutoscalerOptions {});
}

void ScaleDownDialog::setOptions(const AutoscalerOptions& o)
{
    threshold_->setValue(o.utilizationThreshold);
    gpuThreshold_->setValue(o.gpuUtilizationThreshold);
    ignoreDaemonSets_->setChecked(o.ignoreDaemonSetsUtilization);
    ignoreMirrorPods_->setChecked(o.ignoreMirrorPodsUtilization);
    skipSystemPods_->setChecked(o.skipNodesWithSystemPods);
    skipLocalStorage_->setChecked(o.skipNodesWithLocalStorage);
    skipCustomControllers_->setChecked(o.skipNodesWithCustomControllerPods);
    cutoff_->setValue(o.expendablePodsPriorityCutoff);
    systemPodMinutes_->setValue(static_cast<int>(std::clamp<int64_t>(
        o.blockingSystemPodDisruptionTimeout / 60, systemPodMinutes_->minimum(), systemPodMinutes_->maximum())));
}

AutoscalerOptions ScaleDownDialog::options() const
{
    AutoscalerOptions o;
    o.utilizationThreshold = threshold_->value();
    o.gpuUtilizationThreshold = gpuThreshold_->value();
    o.ignoreDaemonSetsUtilization = ignoreDaemonSets_->isChecked();
    o.ignoreMirrorPodsUtilization = ignoreMirrorPods_->isChecked();
    o.skipNodesWithSystemPods = skipSystemPods_->isChecked();
    o.skipNodesWithLocalStorage = skipLocalStorage_->isChecked();
    o.skipNodesWithCustomControllerPods = skipCustomControllers_->isChecked();
    o.expendablePodsPriorityCutoff = cutoff_->value();
    o.blockingSystemPodDisruptionTimeout = int64_t(systemPodMinutes_->value()) * 60;
    return o;
}

} // namespace bp::ui
