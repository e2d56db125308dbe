// SPDX-License-Identifier: GPL-3.0-or-later
// The scheduler-specific part of the profile panel: kube-scheduler's
// NodeResourcesFit and NodeResourcesBalancedAllocation, and Volcano's binpack.
// Both show the current profile and turn every change into an undo command.
#pragma once

#include "model/workspace.h"
#include "util/diagnostic.h"

#include <QWidget>

#include <array>

#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace bp::ui {

class Document;
class ProblemLabel;
class DefaultConstraintsEditor;
class ResourceWeightEditor;

class KubeProfileEditor : public QWidget {
    Q_OBJECT
public:
    explicit KubeProfileEditor(Document* doc, QWidget* parent = nullptr);
    void load(const Profile& profile);
    // Marks the fields the diagnostics are about; returns those it could not place.
    std::vector<Diagnostic> showProblems(const std::vector<Diagnostic>& diagnostics);

    QGroupBox* fitGroup() const { return fitGroup_; }
    QSpinBox* fitWeight() const { return fitWeight_; }
    QComboBox* strategy() const { return strategy_; }
    ResourceWeightEditor* fitResources() const { return fitResources_; }
    QGroupBox* balancedGroup() const { return balancedGroup_; }
    QSpinBox* balancedWeight() const { return balancedWeight_; }
    ResourceWeightEditor* balancedResources() const { return balancedResources_; }
    // The default profile's other score plugins, in OtherScore order.
    QCheckBox* otherBox(int plugin) const { return otherBoxes_[static_cast<size_t>(plugin)]; }
    QSpinBox* otherWeight(int plugin) const { return otherWeights_[static_cast<size_t>(plugin)]; }
    DefaultConstraintsEditor* defaultSpreading() const { return defaultSpreading_; }
    QPushButton* addedAffinityButton() const { return addedAffinityButton_; }
    QLabel* addedAffinitySummaryLabel() const { return addedAffinitySummary_; }
    // Opens the addedAffinity dialog (window-modal); OK sets it, one undo step.
    void editAddedAffinity();
    QSpinBox* hardPodAffinityWeightSpin() const { return hardWeight_; }

private:
    Document* doc_;
    QGroupBox* fitGroup_;
    QSpinBox* fitWeight_;
    ProblemLabel* fitWeightProblem_;
    QComboBox* strategy_;
    ProblemLabel* strategyProblem_;
    ResourceWeightEditor* fitResources_;
    QLabel* shapeNote_;
    ProblemLabel* shapeProblem_;
    QGroupBox* balancedGroup_;
    QSpinBox* balancedWeight_;
    ProblemLabel* balancedWeightProblem_;
    ResourceWeightEditor* balancedResources_;
    QGroupBox* othersGroup_;
    // TaintToleration ... ImageLocality, and 1.16's SelectorSpread and
    // NodePreferAvoidPods (OtherScore's order; shown for 1.16 profiles only).
    std::array<QCheckBox*, 7> otherBoxes_ {};
    std::array<QSpinBox*, 7> otherWeights_ {};
    std::array<ProblemLabel*, 7> otherProblems_ {};
    QFormLayout* othersForm_ = nullptr;
    DefaultConstraintsEditor* defaultSpreading_;
    QPushButton* addedAffinityButton_ = nullptr;
    QLabel* addedAffinitySummary_ = nullptr;
    QSpinBox* hardWeight_;
    ProblemLabel* argsProblem_;
    QLabel* othersNote_;
};

class VolcanoProfileEditor : public QWidget {
    Q_OBJECT
public:
    explicit VolcanoProfileEditor(Document* doc, QWidget* parent = nullptr);
    void load(const Profile& profile);
    std::vector<Diagnostic> showProblems(const std::vector<Diagnostic>& diagnostics);

    QGroupBox* binpackGroup() const { return group_; }
    QSpinBox* binpackWeight() const { return weight_; }
    ResourceWeightEditor* resources() const { return resources_; }
    QGroupBox* nodeorderGroup() const { return nodeorderGroup_; }
    // The weight box of one kNodeOrderKeys entry (its index there).
    QSpinBox* nodeorderWeight(size_t i) const { return nodeorderWeights_[i]; }
    // volcano-scheduler.conf's actions and tiers as the export writes them.
    QLabel* tiersLabel() const { return tiersLabel_; }
    QPushButton* shippedTiersButton() const { return shippedTiers_; }

private:
    Document* doc_;
    QGroupBox* group_;
    QSpinBox* weight_;
    ProblemLabel* weightProblem_;
    ResourceWeightEditor* resources_;
    QGroupBox* nodeorderGroup_;
    std::array<QSpinBox*, 8> nodeorderWeights_{};
    std::array<ProblemLabel*, 8> nodeorderProblems_{};
    QLabel* tiersLabel_;
    QPushButton* shippedTiers_;
};

// "…resources[3].weight" -> 3 (the first bracketed number after `prefix`), or -1.
int indexAfter(const std::string& field, const std::string& prefix);

} // namespace bp::ui
