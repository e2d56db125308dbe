// SPDX-License-Identifier: GPL-3.0-or-later
// The flags of cluster-autoscaler that its scale-down analysis reads
// (core/sim/autoscaler_rules.h AutoscalerOptions), for one comparison: the
// utilization thresholds, the three skip-nodes switches, the DaemonSet and
// mirror-pod utilization switches and the expendable-pods cutoff, each named
// as the flag it stands for, with cluster-autoscaler's defaults one click away.
#pragma once

#include "sim/autoscaler_rules.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QDoubleSpinBox;
class QSpinBox;
QT_END_NAMESPACE

namespace bp::ui {

class ScaleDownDialog : public QDialog {
    Q_OBJECT
public:
    explicit ScaleDownDialog(QWidget* parent = nullptr);

    void setOptions(const bp::AutoscalerOptions& options);
    bp::AutoscalerOptions options() const;

    QDoubleSpinBox* thresholdBox() const { return threshold_; }

public slots:
    void restoreDefaults();

private:
    QDoubleSpinBox* threshold_;
    QDoubleSpinBox* gpuThreshold_;
    QCheckBox* ignoreDaemonSets_;
    QCheckBox* ignoreMirrorPods_;
    QCheckBox* skipSystemPods_;
    QCheckBox* skipLocalStorage_;
    QCheckBox* skipCustomControllers_;
    QSpinBox* cutoff_;
    QSpinBox* systemPodMinutes_;
};

} // namespace bp::ui
