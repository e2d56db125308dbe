// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/profile_editors.h"

#include "text/phrase_text.h"

#include "document/commands_profiles.h"
#include "document/document.h"
#include "document/profile_edit.h"
#include "io/profile_defaults.h"
#include "io/profile_validation.h"
#include "io/strategy_names.h"
#include "models/resource_weight_model.h"
#include "panels/problem_label.h"
#include "panels/resource_weight_editor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <iterator>

namespace bp::ui {

namespace {

const StrategyType kStrategies[] = {
    StrategyType::LeastAllocated, StrategyType::MostAllocated, StrategyType::RequestedToCapacityRatio};

QSpinBox* weightSpin(QWidget* parent, int minimum, const QString& tip)
{
    auto* spin = new QSpinBox(parent);
    spin->setRange(minimum, 1000000);
    spin->setToolTip(tip);
    spin->setAccessibleName(tip);
    return spin;
}

QString message(const Diagnostic& d)
{
    return messageText(d);
}

bool startsWith(const std::string& s, const std::string& prefix)
{
    return s.rfind(prefix, 0) == 0;
}

bool isError(const Diagnostic& d)
{
    return d.severity == Diagnostic::Severity::Error;
}

// Adds the message to a problem label (several problems: one per line).
void append(ProblemLabel* label, const Diagnostic& d, QHash<ProblemLabel*, QStringList>& texts,
    QHash<ProblemLabel*, bool>& errors)
{
    texts[label] << message(d);
    errors[label] = errors.value(label, false) || isError(d);
}

void apply(const QList<ProblemLabel*>& labels, const QHash<ProblemLabel*, QStringList>& texts,
    const QHash<ProblemLabel*, bool>& errors)
{
    for (auto* l : labels)
        l->setProblem(texts.value(l).join(QLatin1Char('\n')), errors.value(l, true));
}

} // namespace

int indexAfter(const std::string& field, const std::string& prefix)
{
    if (!startsWith(field, prefix + "["))
        return -1;
    const size_t close = field.find(']', prefix.size());
    if (close == std::string::npos)
        return -1;
    try {
        return std::stoi(field.substr(prefix.size() + 1, close - prefix.size() - 1));
    } catch (...) {
        return -1;
    }
}

// ---- KubeProfileEditor -------------------------------------------------------------

KubeProfileEditor::KubeProfileEditor(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
{
    fitGroup_ = new QGroupBox(QStringLiteral("NodeResourcesFit"), this);
    fitGroup_->setCheckable(true);
    fitGroup_->setToolTip(tr("The NodeResourcesFit score plugin: scores a node by how full its resources get."));
    fitWeight_ = weightSpin(fitGroup_, 0, tr("The plugin's weight in the total score; 0 or unset means 1."));
    fitWeight_->setSpecialValueText(tr("default (1)"));
    fitWeightProblem_ = new ProblemLabel(fitGroup_);
    strategy_ = new QComboBox(fitGroup_);
    for (const StrategyType t : kStrategies)
        strategy_->addItem(QString::fromLatin1(strategyTypeName(t)), static_cast<int>(t));
    strategy_->setToolTip(tr("scoringStrategy.type: LeastAllocated spreads, MostAllocated packs, "
                             "RequestedToCapacityRatio follows the shape."));
    strategyProblem_ = new ProblemLabel(fitGroup_);
    fitResources_ = new ResourceWeightEditor(doc, WeightTarget::Fit, fitGroup_);
    shapeNote_ = new QLabel(tr("Drag the shape's points in the Shape panel."), fitGroup_);
    shapeNote_->setWordWrap(true);
    shapeNote_->setToolTip(tr("The RequestedToCapacityRatio shape: utilization 0–100 to score 0–10."));
    shapeProblem_ = new ProblemLabel(fitGroup_);

    auto* fitForm = new QFormLayout(fitGroup_);
    fitForm->addRow(tr("Plugin &weight:"), fitWeight_);
    fitForm->addRow(fitWeightProblem_);
    fitForm->addRow(tr("&Strategy:"), strategy_);
    fitForm->addRow(strategyProblem_);
    fitForm->addRow(new QLabel(tr("Resource weights:"), fitGroup_));
    fitForm->addRow(fitResources_);
    fitForm->addRow(shapeNote_);
    fitForm->addRow(shapeProblem_);

    balancedGroup_ = new QGroupBox(QStringLiteral("NodeResourcesBalancedAllocation"), this);
    balancedGroup_->setCheckable(true);
    balancedGroup_->setToolTip(tr("Favours nodes whose resources are used evenly. Enabled by default, it pulls "
                                  "against packing."));
    balancedWeight_ = weightSpin(balancedGroup_, 0, tr("The plugin's weight in the total score; 0 or unset means 1."));
    balancedWeight_->setSpecialValueText(tr("default (1)"));
    balancedWeightProblem_ = new ProblemLabel(balancedGroup_);
    balancedResources_ = new ResourceWeightEditor(doc, WeightTarget::Balanced, balancedGroup_);
    auto* balancedForm = new QFormLayout(balancedGroup_);
    balancedForm->addRow(tr("Plugin w&eight:"), balancedWeight_);
    balancedForm->addRow(balancedWeightProblem_);
    balancedForm->addRow(new QLabel(tr("Resources:"), balancedGroup_));
    balancedForm->addRow(balancedResources_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(fitGroup_);
    layout->addWidget(balancedGroup_);

    auto push = [this](QUndoCommand* c) { doc_->undoStack()->push(c); };
    connect(fitGroup_, &QGroupBox::toggled, this, [this, push](bool on) {
        push(new SetPluginEnabledCommand(doc_, doc_->currentProfileIndex(), PluginId::Fit, on));
    });
    connect(balancedGroup_, &QGroupBox::toggled, this, [this, push](bool on) {
        push(new SetPluginEnabledCommand(doc_, doc_->currentProfileIndex(), PluginId::Balanced, on));
    });
    connect(fitWeight_, &QSpinBox::valueChanged, this, [this, push](int w) {
        push(new SetPluginWeightCommand(doc_, doc_->currentProfileIndex(), PluginId::Fit, w));
    });
    connect(balancedWeight_, &QSpinBox::valueChanged, this, [this, push](int w) {
        push(new SetPluginWeightCommand(doc_, doc_->currentProfileIndex(), PluginId::Balanced, w));
    });
    connect(strategy_, &QComboBox::activated, this, [this, push](int i) {
        const QVariant type = strategy_->itemData(i);
        if (type.isValid()) // not the unknown type shown as written
            push(new SetStrategyCommand(doc_, doc_->currentProfileIndex(), static_cast<StrategyType>(type.toInt())));
    });
}

void KubeProfileEditor::load(const Profile& p)
{
    const QSignalBlocker b1(fitGroup_), b2(balancedGroup_), b3(fitWeight_), b4(balancedWeight_), b5(strategy_);
    fitGroup_->setChecked(pluginEnabled(p, PluginId::Fit));
    balancedGroup_->setChecked(pluginEnabled(p, PluginId::Balanced));
    fitWeight_->setValue(static_cast<int>(pluginWeight(p, PluginId::Fit)));
    balancedWeight_->setValue(static_cast<int>(pluginWeight(p, PluginId::Balanced)));
    const std::optional<StrategyType> type = effectiveStrategyType(p);
    // Drop a stale unknown entry.
    for (int k = strategy_->count() - 1; k >= static_cast<int>(std::size(kStrategies)); --k)
        strategy_->removeItem(k);
    if (type) {
        strategy_->setCurrentIndex(strategy_->findData(static_cast<int>(*type)));
    } else {
        // A type the scheduler does not know: shown as written, so it can be seen and replaced.
        const QString written = QString::fromStdString(effectiveFit(p).type);
        strategy_->addItem(written.isEmpty() ? tr("(none)") : written);
        strategy_->setCurrentIndex(strategy_->count() - 1);
    }
    shapeNote_->setVisible(type == StrategyType::RequestedToCapacityRatio);
}

std::vector<Diagnostic> KubeProfileEditor::showProblems(const std::vector<Diagnostic>& diagnostics)
{
    std::vector<Diagnostic> rest;
    QHash<ProblemLabel*, QStringList> texts;
    QHash<ProblemLabel*, bool> errors;
    QHash<QPair<int, int>, QString> fitCells, balancedCells;
    const std::string fitResources = fitArgsPath("scoringStrategy.resources");
    const std::string balancedResources = balancedArgsPath("resources");
    for (const auto& d : diagnostics) {
        const std::string& f = d.field;
        if (int i = indexAfter(f, fitResources); i >= 0) {
            fitCells[{i, f.find(".name") != std::string::npos ? 0 : 1}] = message(d);
        } else if (f == fitResources) {
            append(fitResources_->problemLabel(), d, texts, errors);
        } else if (int j = indexAfter(f, balancedResources); j >= 0) {
            balancedCells[{j, f.find(".name") != std::string::npos ? 0 : 1}] = message(d);
        } else if (f == balancedResources) {
            append(balancedResources_->problemLabel(), d, texts, errors);
        } else if (f == fitArgsPath("scoringStrategy.type")) {
            append(strategyProblem_, d, texts, errors);
        } else if (startsWith(f, fitArgsPath("scoringStrategy.requestedToCapacityRatio"))) {
            append(shapeProblem_, d, texts, errors);
        } else if (f == "plugins.NodeResourcesFit.weight") {
            append(fitWeightProblem_, d, texts, errors);
        } else if (f == "plugins.NodeResourcesBalancedAllocation.weight") {
            append(balancedWeightProblem_, d, texts, errors);
        } else {
            rest.push_back(d);
        }
    }
    fitResources_->model()->setProblems(fitCells);
    balancedResources_->model()->setProblems(balancedCells);
    apply({fitWeightProblem_, strategyProblem_, shapeProblem_, balancedWeightProblem_, fitResources_->problemLabel(),
              balancedResources_->problemLabel()},
        texts, errors);
    return rest;
}

// ---- VolcanoProfileEditor ------------------------------------------------------------

VolcanoProfileEditor::VolcanoProfileEditor(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
{
    group_ = new QGroupBox(QStringLiteral("binpack"), this);
    group_->setCheckable(true);
    group_->setToolTip(tr("Volcano's binpack plugin: scores a node by how full the pod's resources make it."));
    weight_ = weightSpin(group_, -1000000,
        tr("binpack.weight: multiplies the score; 0 turns the plugin off, negative values spread."));
    weightProblem_ = new ProblemLabel(group_);
    resources_ = new ResourceWeightEditor(doc, WeightTarget::Volcano, group_);
    auto* form = new QFormLayout(group_);
    form->addRow(tr("binpack.&weight:"), weight_);
    form->addRow(weightProblem_);
    auto* weightsLabel = new QLabel(tr("Resource weights (binpack.cpu, binpack.memory, binpack.resources):"), group_);
    weightsLabel->setWordWrap(true);
    form->addRow(weightsLabel);
    form->addRow(resources_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(group_);
    layout->addStretch(1);

    connect(group_, &QGroupBox::toggled, this, [this](bool on) {
        doc_->undoStack()->push(new SetPluginEnabledCommand(doc_, doc_->currentProfileIndex(), PluginId::Binpack, on));
    });
    connect(weight_, &QSpinBox::valueChanged, this, [this](int w) {
        doc_->undoStack()->push(new SetPluginWeightCommand(doc_, doc_->currentProfileIndex(), PluginId::Binpack, w));
    });
}

void VolcanoProfileEditor::load(const Profile& p)
{
    const QSignalBlocker b1(group_), b2(weight_);
    group_->setChecked(pluginEnabled(p, PluginId::Binpack));
    weight_->setValue(static_cast<int>(pluginWeight(p, PluginId::Binpack)));
}

std::vector<Diagnostic> VolcanoProfileEditor::showProblems(const std::vector<Diagnostic>& diagnostics)
{
    std::vector<Diagnostic> rest;
    QHash<ProblemLabel*, QStringList> texts;
    QHash<ProblemLabel*, bool> errors;
    QHash<QPair<int, int>, QString> cells;
    const auto& rows = resources_->model()->rows();
    auto rowOf = [&](const std::string& name) {
        for (size_t i = 0; i < rows.size(); ++i) {
            if (rows[i].name == name)
                return static_cast<int>(i);
        }
        return -1;
    };
    // binpackArgumentPath("binpack.resources.<name>") without the name and the closing bracket
    const std::string resourceHead = binpackArgumentPath("binpack.resources.").substr(
        0, binpackArgumentPath("binpack.resources.").size() - 1);
    const std::string resourcesKey = binpackArgumentPath("binpack.resources");
    for (const auto& d : diagnostics) {
        const std::string& f = d.field;
        if (f == binpackArgumentPath("binpack.weight")) {
            append(weightProblem_, d, texts, errors);
        } else if (f == binpackArgumentPath("binpack.cpu")) {
            cells[{rowOf("cpu"), 1}] = message(d);
        } else if (f == binpackArgumentPath("binpack.memory")) {
            cells[{rowOf("memory"), 1}] = message(d);
        } else if (startsWith(f, resourceHead) && f.back() == ']'
            && rowOf(f.substr(resourceHead.size(), f.size() - resourceHead.size() - 1)) >= 0) {
            // plugins.binpack.arguments[binpack.resources.<name>]
            cells[{rowOf(f.substr(resourceHead.size(), f.size() - resourceHead.size() - 1)), 1}] = message(d);
        } else if (f == resourcesKey) {
            append(resources_->problemLabel(), d, texts, errors);
        } else {
            rest.push_back(d);
        }
    }
    cells.remove({-1, 1});
    resources_->model()->setProblems(cells);
    apply({weightProblem_, resources_->problemLabel()}, texts, errors);
    return rest;
}

} // namespace bp::ui
