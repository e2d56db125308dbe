// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands_profiles.h"

#include "document/document.h"
#include "io/profile_presets.h"
#include "io/strategy_names.h"
#include "qstring_util.h"
#include "scoring/version.h"
#include "text/phrase_text.h"

#include <QCoreApplication>
#include <algorithm>
#include <functional>

namespace bp::ui {

namespace {

QString trc(const char* text)
{
    return QCoreApplication::translate("bp::ui::Commands", text);
}

Profile current(Document* doc, int row)
{
    return doc->workspace().profiles.at(static_cast<size_t>(row));
}

QString pluginName(PluginId plugin)
{
    switch (plugin) {
    case PluginId::Fit:
        return QStringLiteral("NodeResourcesFit");
    case PluginId::Balanced:
        return QStringLiteral("NodeResourcesBalancedAllocation");
    case PluginId::Binpack:
        return QStringLiteral("binpack");
    case PluginId::NodeOrder:
        return QStringLiteral("nodeorder");
    case PluginId::TaintToleration:
        return QStringLiteral("TaintToleration");
    case PluginId::NodeAffinity:
        return QStringLiteral("NodeAffinity");
    case PluginId::PodTopologySpread:
        return QStringLiteral("PodTopologySpread");
    case PluginId::InterPodAffinity:
        return QStringLiteral("InterPodAffinity");
    case PluginId::ImageLocality:
        return QStringLiteral("ImageLocality");
    case PluginId::SelectorSpread:
        return QStringLiteral("SelectorSpread");
    case PluginId::NodePreferAvoidPods:
        return QStringLiteral("NodePreferAvoidPods");
    }
    return {};
}

QString targetKey(WeightTarget target)
{
    switch (target) {
    case WeightTarget::Fit:
        return QStringLiteral("fit");
    case WeightTarget::Balanced:
        return QStringLiteral("balanced");
    case WeightTarget::Volcano:
        return QStringLiteral("volcano");
    }
    return {};
}

Profile withRows(Document* doc, int row, WeightTarget target, std::vector<WeightRow> rows)
{
    Profile p = current(doc, row);
    setWeightRows(p, target, rows);
    return p;
}

std::vector<std::string> profileNames(const Document* doc)
{
    std::vector<std::string> names;
    for (const auto& p : doc->workspace().profiles)
        names.push_back(p.name);
    return names;
}

std::string uniqueProfileName(const Document* doc, const std::string& base)
{
    const auto names = profileNames(doc);
    if (std::find(names.begin(), names.end(), base) == names.end())
        return base;
    return uniqueNames(base, 1, names).front();
}

} // namespace

// ---- ProfileEditCommand ------------------------------------------------------------

ProfileEditCommand::ProfileEditCommand(
    Document* doc, int row, Profile after, const QString& text, QString mergeKey, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , doc_(doc)
    , row_(row)
    , before_(current(doc, row))
    , after_(std::move(after))
    , mergeKey_(std::move(mergeKey))
{
    // Edited: no longer what the file holds at its position, so messages about it name none.
    after_.pos = {};
    if (before_ == after_ && before_.pluginsSet == after_.pluginsSet)
        setObsolete(true);
}

void ProfileEditCommand::redo()
{
    doc_->setProfile(row_, after_);
}

void ProfileEditCommand::undo()
{
    doc_->setProfile(row_, before_);
}

bool ProfileEditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const ProfileEditCommand*>(other);
    if (!o || o->row_ != row_ || o->mergeKey_ != mergeKey_ || mergeKey_.isEmpty())
        return false;
    after_ = o->after_;
    setText(o->text());
    setObsolete(before_ == after_);
    return true;
}

SetSchedulerCommand::SetSchedulerCommand(Document* doc, int row, SchedulerKind kind)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            setScheduler(p, kind);
            return p;
        }(),
        kind == SchedulerKind::Volcano ? trc("Use the Volcano scheduler") : trc("Use kube-scheduler"))
{
}

namespace {

// A version change: the profile with `set` applied, and the filters the new
// release has no such name for turned back on (named in the undo text).
std::pair<Profile, QString> withVersion(
    Document* doc, int row, const std::function<void(Profile&)>& set, const QString& text)
{
    Profile p = current(doc, row);
    set(p);
    const auto dropped = dropInvalidDisabledFilters(p);
    if (dropped.empty())
        return { p, text };
    QStringList names;
    for (const auto& n : dropped)
        names << qs(n);
    return { p, trc("%1 (turns %2 back on: that release has no such filter)").arg(text, names.join(QStringLiteral(", "))) };
}

} // namespace

SetKubernetesVersionCommand::SetKubernetesVersionCommand(Document* doc, int row, const std::string& version)
    : SetKubernetesVersionCommand(doc, row,
        withVersion(
            doc, row,
            [&](Profile& p) {
                p.kubernetesVersion = version;
                p.kubernetesVersionSet = true;
                // 1.16's priorities have no place in a later profile (undo brings them back).
                if (const auto release = releaseOf(p); !release || !release->legacyScale())
                    p.legacyPriorities.reset();
            },
            current(doc, row).legacyPriorities && version != "1.16"
                ? trc("Set kubernetesVersion to %1 (drops 1.16's legacyPriorities)").arg(qs(version))
                : trc("Set kubernetesVersion to %1").arg(qs(version))))
{
}

SetKubernetesVersionCommand::SetKubernetesVersionCommand(Document* doc, int row, std::pair<Profile, QString> edit)
    : ProfileEditCommand(doc, row, std::move(edit.first), edit.second)
{
}

SetVolcanoVersionCommand::SetVolcanoVersionCommand(Document* doc, int row, const std::string& version)
    : SetVolcanoVersionCommand(doc, row,
        withVersion(
            doc, row,
            [&](Profile& p) {
                p.volcanoVersion = version;
                p.volcanoVersionSet = true;
            },
            trc("Set volcanoVersion to %1").arg(qs(version))))
{
}

SetVolcanoVersionCommand::SetVolcanoVersionCommand(Document* doc, int row, std::pair<Profile, QString> edit)
    : ProfileEditCommand(doc, row, std::move(edit.first), edit.second)
{
}

SetFilterEnabledCommand::SetFilterEnabledCommand(Document* doc, int row, const std::string& filter, bool enabled)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            setFilterEnabled(p, filter, enabled);
            return p;
        }(),
        (enabled ? trc("Turn filter %1 back on") : trc("Turn filter %1 off")).arg(qs(filter)))
{
}

SetSchedulerNameCommand::SetSchedulerNameCommand(Document* doc, int row, const std::string& schedulerName)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            p.schedulerName = schedulerName;
            return p;
        }(),
        trc("Set schedulerName to %1").arg(qs(schedulerName)))
{
}

SetStrategyCommand::SetStrategyCommand(Document* doc, int row, StrategyType type)
    : SetStrategyCommand(doc, row, type, strategyTypeName(type))
{
}

SetStrategyCommand::SetStrategyCommand(Document* doc, int row, std::string_view typeName)
    : SetStrategyCommand(doc, row, strategyTypeFromName(typeName), typeName)
{
}

SetStrategyCommand::SetStrategyCommand(
    Document* doc, int row, std::optional<StrategyType> type, std::string_view typeName)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            if (type) {
                // A shape taken out when leaving RequestedToCapacityRatio waits in the document.
                std::vector<ShapePoint> removed = setStrategyType(p, *type, doc->parkedShape(p.name));
                if (!removed.empty())
                    doc->parkShape(p.name, std::move(removed));
            }
            return p;
        }(),
        trc("Use the %1 strategy").arg(QString::fromUtf8(typeName.data(), static_cast<qsizetype>(typeName.size()))))
{
}

SetPluginEnabledCommand::SetPluginEnabledCommand(Document* doc, int row, PluginId plugin, bool enabled)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            setPluginEnabled(p, plugin, enabled);
            return p;
        }(),
        (enabled ? trc("Enable %1") : trc("Disable %1")).arg(pluginName(plugin)))
{
}

SetPluginWeightCommand::SetPluginWeightCommand(Document* doc, int row, PluginId plugin, int64_t weight)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            setPluginWeight(p, plugin, weight);
            return p;
        }(),
        trc("Set the %1 weight to %2").arg(pluginName(plugin)).arg(weight),
        QStringLiteral("plugin-weight/") + pluginName(plugin))
{
}

SetNodeOrderWeightCommand::SetNodeOrderWeightCommand(Document* doc, int row, const char* key, int64_t weight)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            setNodeOrderWeight(p, key, weight);
            return p;
        }(),
        trc("Set nodeorder's %1 to %2").arg(QString::fromLatin1(key)).arg(weight),
        QStringLiteral("nodeorder-weight/") + QString::fromLatin1(key))
{
}

SetSpreadDefaultsCommand::SetSpreadDefaultsCommand(Document* doc, int row, SpreadDefaulting mode,
    std::vector<TopologySpreadConstraint> constraints, const QString& text, const QString& mergeId)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            setSpreadDefaulting(p, mode, std::move(constraints));
            return p;
        }(),
        text, mergeId)
{
}

SetAddedAffinityCommand::SetAddedAffinityCommand(Document* doc, int row, std::optional<NodeAffinity> added)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            setAddedAffinity(p, added); // a copy: `added` is read for the text too
            return p;
        }(),
        added ? trc("Set NodeAffinity's addedAffinity") : trc("Remove NodeAffinity's addedAffinity"))
{
}

SetVolcanoConfCommand::SetVolcanoConfCommand(Document* doc, int row, std::optional<VolcanoConf> conf)
    : ProfileEditCommand(
        doc, row,
        [&] {
            Profile p = current(doc, row);
            p.volcanoConf = conf; // a copy: `conf` is read for the text too
            return p;
        }(),
        conf ? trc("Keep the imported Volcano tiers") : trc("Use Volcano's shipped tiers"))
{
}

SetHardPodAffinityWeightCommand::SetHardPodAffinityWeightCommand(Document* doc, int row, int64_t weight)
    : ProfileEditCommand(
        doc, row,
        [&] {
            Profile p = current(doc, row);
            setHardPodAffinityWeight(p, weight);
            return p;
        }(),
        [&] {
            // 1.16 names it as its Policy and component config do.
            const auto release = releaseOf(current(doc, row));
            return release && release->legacyScale() ? trc("Set hardPodAffinitySymmetricWeight to %1").arg(weight)
                                                     : trc("Set hardPodAffinityWeight to %1").arg(weight);
        }(),
        QStringLiteral("hard-pod-affinity-weight"))
{
}

AddResourceWeightCommand::AddResourceWeightCommand(
    Document* doc, int row, WeightTarget target, const std::string& name, int64_t weight)
    : ProfileEditCommand(doc, row,
        [&] {
            auto rows = weightRows(current(doc, row), target);
            rows.push_back({name, weight, false, false});
            return withRows(doc, row, target, rows);
        }(),
        trc("Weigh resource %1").arg(qs(name)))
{
}

RemoveResourceWeightCommand::RemoveResourceWeightCommand(Document* doc, int row, WeightTarget target, int index)
    : ProfileEditCommand(doc, row,
        [&] {
            auto rows = weightRows(current(doc, row), target);
            rows.erase(rows.begin() + index);
            return withRows(doc, row, target, rows);
        }(),
        trc("Stop weighing resource %1")
            .arg(qs(weightRows(current(doc, row), target).at(static_cast<size_t>(index)).name)))
{
}

MoveResourceWeightCommand::MoveResourceWeightCommand(Document* doc, int row, WeightTarget target, int from, int to)
    : ProfileEditCommand(doc, row,
        [&] {
            auto rows = weightRows(current(doc, row), target);
            WeightRow moved = rows.at(static_cast<size_t>(from));
            rows.erase(rows.begin() + from);
            rows.insert(rows.begin() + to, moved);
            return withRows(doc, row, target, rows);
        }(),
        trc("Move resource %1").arg(qs(weightRows(current(doc, row), target).at(static_cast<size_t>(from)).name)))
{
}

SetResourceWeightCommand::SetResourceWeightCommand(
    Document* doc, int row, WeightTarget target, int index, int64_t weight)
    : ProfileEditCommand(doc, row,
        [&] {
            auto rows = weightRows(current(doc, row), target);
            rows.at(static_cast<size_t>(index)).weight = weight;
            return withRows(doc, row, target, rows);
        }(),
        trc("Set the weight of %1 to %2")
            .arg(qs(weightRows(current(doc, row), target).at(static_cast<size_t>(index)).name))
            .arg(weight),
        QStringLiteral("resource-weight/%1/%2").arg(targetKey(target)).arg(index))
{
}

RenameResourceWeightCommand::RenameResourceWeightCommand(
    Document* doc, int row, WeightTarget target, int index, const std::string& name)
    : ProfileEditCommand(doc, row,
        [&] {
            auto rows = weightRows(current(doc, row), target);
            rows.at(static_cast<size_t>(index)).name = name;
            return withRows(doc, row, target, rows);
        }(),
        trc("Rename weighted resource to %1").arg(qs(name)))
{
}

SetVolcanoArgumentCommand::SetVolcanoArgumentCommand(
    Document* doc, int row, const std::string& key, std::optional<int64_t> value)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            materializeDefaultPlugins(p);
            if (value)
                setIntArgument(p.binpackArguments, key, *value);
            else
                removeArgument(p.binpackArguments, key);
            return p;
        }(),
        value ? trc("Set %1 to %2").arg(qs(key)).arg(*value) : trc("Remove %1").arg(qs(key)),
        QStringLiteral("volcano/") + qs(key))
{
}

RenameProfileCommand::RenameProfileCommand(Document* doc, int row, const std::string& name)
    : ProfileEditCommand(doc, row,
        [&] {
            Profile p = current(doc, row);
            p.name = name;
            return p;
        }(),
        trc("Rename profile %1 to %2").arg(qs(current(doc, row).name), qs(name)))
{
}

// ---- SetShapePointsCommand -----------------------------------------------------------

SetShapePointsCommand::SetShapePointsCommand(
    Document* doc, int row, std::vector<ShapePoint> points, bool dragInProgress, QUndoCommand* parent)
    : QUndoCommand(trc("Edit the shape"), parent)
    , doc_(doc)
    , row_(row)
    , before_(current(doc, row))
    , after_(before_)
    , open_(dragInProgress)
{
    ScoringStrategy& s = materializeStrategy(after_);
    s.hasRequestedToCapacityRatio = true;
    s.shape = std::move(points);
    after_.pos = {}; // edited: not what the file holds
}

void SetShapePointsCommand::redo()
{
    doc_->setProfile(row_, after_);
}

void SetShapePointsCommand::undo()
{
    doc_->setProfile(row_, before_);
}

bool SetShapePointsCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const SetShapePointsCommand*>(other);
    // Only the steps of one drag merge: once a drag has ended, the next edit is a new step.
    if (!o || o->row_ != row_ || !open_)
        return false;
    after_ = o->after_;
    open_ = o->open_;
    setObsolete(before_ == after_);
    return true;
}

// ---- add / remove profiles -----------------------------------------------------------

AddProfilesCommand::AddProfilesCommand(
    Document* doc, int row, std::vector<Profile> profiles, const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , doc_(doc)
    , row_(row)
    , profiles_(std::move(profiles))
{
}

void AddProfilesCommand::redo()
{
    previousCurrent_ = doc_->currentProfileIndex();
    doc_->insertProfiles(row_, profiles_);
    doc_->setCurrentProfileIndex(row_);
}

void AddProfilesCommand::undo()
{
    doc_->removeProfiles(row_, static_cast<int>(profiles_.size()));
    doc_->setCurrentProfileIndex(previousCurrent_);
}

AddProfilesCommand* makeAddProfileCommand(Document* doc, const QString& baseName)
{
    Profile p;
    p.name = uniqueProfileName(doc, baseName.toStdString());
    p.kubernetesVersionSet = true;
    const int row = static_cast<int>(doc->workspace().profiles.size());
    return new AddProfilesCommand(doc, row, {p}, trc("Add profile %1").arg(qs(p.name)));
}

AddProfilesCommand* makeAddPresetProfileCommand(Document* doc, const std::string& presetId)
{
    const ProfilePreset* preset = findProfilePreset(presetId);
    if (!preset)
        return nullptr;
    Profile p = preset->profile;
    p.name = uniqueProfileName(doc, p.name);
    const int row = static_cast<int>(doc->workspace().profiles.size());
    return new AddProfilesCommand(doc, row, {p},
        trc("Add profile %1 (%2)").arg(qs(p.name), phraseText(preset->title)));
}

AddProfilesCommand* makeDuplicateProfileCommand(Document* doc, int row)
{
    Profile p = current(doc, row);
    const std::string original = p.name;
    p.name = uniqueNames(original, 1, profileNames(doc)).front();
    p.pos = {};
    return new AddProfilesCommand(doc, row + 1, {p}, trc("Duplicate profile %1").arg(qs(original)));
}

AddProfilesCommand* makeImportProfilesCommand(Document* doc, std::vector<Profile> profiles, const QString& source)
{
    auto names = profileNames(doc);
    for (auto& p : profiles) {
        if (p.name.empty())
            p.name = "profile";
        if (std::find(names.begin(), names.end(), p.name) != names.end())
            p.name = uniqueNames(p.name, 1, names).front();
        names.push_back(p.name);
    }
    const int row = static_cast<int>(doc->workspace().profiles.size());
    return new AddProfilesCommand(doc, row, std::move(profiles), trc("Import profiles from %1").arg(source));
}

RemoveProfileCommand::RemoveProfileCommand(Document* doc, int row, QUndoCommand* parent)
    : QUndoCommand(trc("Delete profile %1").arg(qs(current(doc, row).name)), parent)
    , doc_(doc)
    , row_(row)
    , profile_(current(doc, row))
{
}

void RemoveProfileCommand::redo()
{
    previousCurrent_ = doc_->currentProfileIndex();
    doc_->removeProfiles(row_, 1);
}

void RemoveProfileCommand::undo()
{
    doc_->insertProfiles(row_, {profile_});
    doc_->setCurrentProfileIndex(previousCurrent_);
}

bool canRemoveProfile(const Document* doc)
{
    return doc->workspace().profiles.size() > 1;
}

QString checkProfileName(const Document* doc, int row, const QString& name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return trc("A profile needs a name.");
    if (trimmed != name)
        return trc("A profile name cannot start or end with spaces.");
    const auto& profiles = doc->workspace().profiles;
    for (size_t i = 0; i < profiles.size(); ++i) {
        if (static_cast<int>(i) != row && profiles[i].name == name.toStdString())
            return trc("There is already a profile named %1.").arg(name);
    }
    return {};
}

} // namespace bp::ui
