// SPDX-License-Identifier: GPL-3.0-or-later
// Edits a profile's NodeAffinity addedAffinity (NodeAffinityArgs) as YAML,
// checked while the user types as the workspace file checks it: the problems
// are listed with their line and column, and OK is enabled only when the text
// reads. Empty text removes it.
#pragma once

#include "model/workspace.h"

#include "dialogs/yaml_text_dialog.h"

#include <optional>

namespace bp::ui {

class AddedAffinityDialog : public YamlTextDialog {
    Q_OBJECT
public:
    AddedAffinityDialog(const Profile& profile, QWidget* parent = nullptr);
    // What the text says (valid only when problem() is empty).
    const std::optional<NodeAffinity>& addedAffinity() const { return added_; }

protected:
    QString read(const QString& text) override;

private:
    std::optional<NodeAffinity> added_;
};

// "required node affinity; 2 preferred node affinities", or "" for none.
QString addedAffinitySummary(const std::optional<NodeAffinity>& added);

} // namespace bp::ui
