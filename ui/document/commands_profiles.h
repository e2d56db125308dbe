// SPDX-License-Identifier: GPL-3.0-or-later
// Undo commands that change profiles. Each edit of one profile keeps the
// profile before and after (profiles are small), so redo/undo restore it
// exactly, including what the file left to defaults.
#pragma once

#include "document/profile_edit.h"
#include "model/workspace.h"

#include <QUndoCommand>

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace bp::ui {

class Document;

enum CommandId : int {
    kShapePointsId = 1001,
    kProfileFieldId = 1002,
    kPodFieldId = 1003,
};

// Replaces profile `row` with `after`. With a non-empty merge key, consecutive
// edits of the same field of the same profile (a spin box stepping) merge.
class ProfileEditCommand : public QUndoCommand {
public:
    ProfileEditCommand(Document* doc, int row, Profile after, const QString& text, QString mergeKey = {},
        QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return mergeKey_.isEmpty() ? -1 : kProfileFieldId; }
    bool mergeWith(const QUndoCommand* other) override;

    int row() const { return row_; }
    const Profile& before() const { return before_; }
    const Profile& after() const { return after_; }

protected:
    Document* doc_;
    int row_;
    Profile before_;
    Profile after_;
    QString mergeKey_;
};

class SetSchedulerCommand : public ProfileEditCommand {
public:
    SetSchedulerCommand(Document* doc, int row, SchedulerKind kind);
};

// A version change also turns back on the filters the new release has no
// such name for (disabledFilters), and says so in the undo text.
class SetKubernetesVersionCommand : public ProfileEditCommand {
public:
    SetKubernetesVersionCommand(Document* doc, int row, const std::string& version);

private:
    SetKubernetesVersionCommand(Document* doc, int row, std::pair<Profile, QString> edit);
};

class SetVolcanoVersionCommand : public ProfileEditCommand {
public:
    SetVolcanoVersionCommand(Document* doc, int row, const std::string& version);

private:
    SetVolcanoVersionCommand(Document* doc, int row, std::pair<Profile, QString> edit);
};

// Turns one filter plugin off (disabledFilters) or back on.
class SetFilterEnabledCommand : public ProfileEditCommand {
public:
    SetFilterEnabledCommand(Document* doc, int row, const std::string& filter, bool enabled);
};

class SetSchedulerNameCommand : public ProfileEditCommand {
public:
    SetSchedulerNameCommand(Document* doc, int row, const std::string& schedulerName);
};

class SetStrategyCommand : public ProfileEditCommand {
public:
    SetStrategyCommand(Document* doc, int row, StrategyType type);
    // By the name the file writes ("MostAllocated"); a name the scheduler
    // does not know changes nothing (the command is obsolete).
    SetStrategyCommand(Document* doc, int row, std::string_view typeName);

private:
    SetStrategyCommand(Document* doc, int row, std::optional<StrategyType> type, std::string_view typeName);
};

class SetPluginEnabledCommand : public ProfileEditCommand {
public:
    SetPluginEnabledCommand(Document* doc, int row, PluginId plugin, bool enabled);
};

// Mergeable: consecutive steps on the same plugin's weight are one undo step.
class SetPluginWeightCommand : public ProfileEditCommand {
public:
    SetPluginWeightCommand(Document* doc, int row, PluginId plugin, int64_t weight);
};

// Volcano nodeorder's weight of one wrapped plugin (kNodeOrderKeys); mergeable like the above.
class SetNodeOrderWeightCommand : public ProfileEditCommand {
public:
    SetNodeOrderWeightCommand(Document* doc, int row, const char* key, int64_t weight);
};

// PodTopologySpread's defaulting and default constraints (the editor's
// list). `mergeId` non-empty: successive edits of one field merge (a maxSkew
// typed digit by digit is one undo step).
class SetSpreadDefaultsCommand : public ProfileEditCommand {
public:
    SetSpreadDefaultsCommand(Document* doc, int row, SpreadDefaulting mode,
        std::vector<TopologySpreadConstraint> constraints, const QString& text, const QString& mergeId = {});
};

class SetAddedAffinityCommand : public ProfileEditCommand {
public:
    SetAddedAffinityCommand(Document* doc, int row, std::optional<NodeAffinity> added);
};

// A Volcano profile's kept actions and tiers (nullopt: Volcano's shipped ones).
class SetVolcanoConfCommand : public ProfileEditCommand {
public:
    SetVolcanoConfCommand(Document* doc, int row, std::optional<VolcanoConf> conf);
};

// Mergeable, as the plugin weights are.
class SetHardPodAffinityWeightCommand : public ProfileEditCommand {
public:
    SetHardPodAffinityWeightCommand(Document* doc, int row, int64_t weight);
};

class AddResourceWeightCommand : public ProfileEditCommand {
public:
    AddResourceWeightCommand(Document* doc, int row, WeightTarget target, const std::string& name, int64_t weight = 1);
};

class RemoveResourceWeightCommand : public ProfileEditCommand {
public:
    RemoveResourceWeightCommand(Document* doc, int row, WeightTarget target, int index);
};

class MoveResourceWeightCommand : public ProfileEditCommand {
public:
    MoveResourceWeightCommand(Document* doc, int row, WeightTarget target, int from, int to);
};

// Mergeable per (profile, target, resource index).
class SetResourceWeightCommand : public ProfileEditCommand {
public:
    SetResourceWeightCommand(Document* doc, int row, WeightTarget target, int index, int64_t weight);
};

class RenameResourceWeightCommand : public ProfileEditCommand {
public:
    RenameResourceWeightCommand(Document* doc, int row, WeightTarget target, int index, const std::string& name);
};

// Sets (value) or removes (nullopt) one Volcano binpack argument, as an integer.
class SetVolcanoArgumentCommand : public ProfileEditCommand {
public:
    SetVolcanoArgumentCommand(Document* doc, int row, const std::string& key, std::optional<int64_t> value);
};

// The RequestedToCapacityRatio shape. A drag sends many steps with
// dragInProgress = true and a final one with false: they merge into one undo step.
class SetShapePointsCommand : public QUndoCommand {
public:
    SetShapePointsCommand(Document* doc, int row, std::vector<ShapePoint> points, bool dragInProgress,
        QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return kShapePointsId; }
    bool mergeWith(const QUndoCommand* other) override;
    bool dragInProgress() const { return open_; }

private:
    Document* doc_;
    int row_;
    Profile before_;
    Profile after_;
    bool open_;
};

// Inserts profiles at `row` (add, duplicate, import) and makes the first one current.
class AddProfilesCommand : public QUndoCommand {
public:
    AddProfilesCommand(Document* doc, int row, std::vector<Profile> profiles, const QString& text,
        QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    int row_;
    std::vector<Profile> profiles_;
    int previousCurrent_ = 0;
};

// A new kube-scheduler profile with a unique name.
AddProfilesCommand* makeAddProfileCommand(Document* doc, const QString& baseName = QStringLiteral("profile"));
AddProfilesCommand* makeDuplicateProfileCommand(Document* doc, int row);
// A profile preset (io/profile_presets.h), named after it ("binpack-1" when taken).
AddProfilesCommand* makeAddPresetProfileCommand(Document* doc, const std::string& presetId);
// Imported profiles, renamed where their names are taken ("binpack" -> "binpack-1").
AddProfilesCommand* makeImportProfilesCommand(Document* doc, std::vector<Profile> profiles, const QString& source);

class RenameProfileCommand : public ProfileEditCommand {
public:
    RenameProfileCommand(Document* doc, int row, const std::string& name);
};

// A workspace needs one profile: removing the last one is refused by callers
// (canRemoveProfile).
class RemoveProfileCommand : public QUndoCommand {
public:
    RemoveProfileCommand(Document* doc, int row, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    int row_;
    Profile profile_;
    int previousCurrent_ = 0;
};

bool canRemoveProfile(const Document* doc);
// Empty when `name` can be used for profile `row` (-1: a new one), else why not.
QString checkProfileName(const Document* doc, int row, const QString& name);

} // namespace bp::ui
