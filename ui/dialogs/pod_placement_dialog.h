// SPDX-License-Identifier: GPL-3.0-or-later
// Edits one pod's placement constraints (nodeSelector, tolerations, the
// required node affinity) as YAML, checked as the workspace file checks it
// while the user types: the problems are listed with their line and column,
// and OK is enabled only when the text reads.
#pragma once

#include "io/pod_placement_text.h"

#include "dialogs/yaml_text_dialog.h"

namespace bp::ui {

class PodPlacementDialog : public YamlTextDialog {
    Q_OBJECT
public:
    PodPlacementDialog(const Pod& pod, QWidget* parent = nullptr);
    // What the text says (valid only when problem() is empty).
    const PodPlacement& placement() const { return placement_; }

protected:
    QString read(const QString& text) override;

private:
    PodPlacement placement_;
};

// One line for the pod table: "pool=gpu; 2 tolerations; required node affinity".
QString placementSummary(const PodPlacement& placement);

} // namespace bp::ui
