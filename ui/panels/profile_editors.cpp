// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/profile_editors.h"

#include "dialogs/added_affinity_dialog.h"
#include "document/commands_profiles.h"
#include "document/document.h"
#include "document/profile_edit.h"
#include "io/profile_defaults.h"
#include "io/profile_validation.h"
#include "io/strategy_names.h"
#include "io/volcano_conf.h"
#include "models/resource_weight_model.h"
#include "panels/default_constraints_editor.h"
#include "panels/problem_label.h"
#include "panels/resource_weight_editor.h"
#include "scoring/default_scores.h"
#include "text/phrase_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
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
    // The mouse wheel changes it only once it has the focus (ProfilePanel
    // guards its boxes: panels/wheel_guard.h).
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

    // The default profile's other score plugins.
    othersGroup_ = new QGroupBox(tr("Other default score plugins"), this);
    othersGroup_->setToolTip(tr("The rest of kube-scheduler's default profile. Together they can outvote "
                                "NodeResourcesFit: turn the default spreading off and raise NodeResourcesFit's "
                                "weight for a profile that packs."));
    const QString tips[] = {
        tr("Prefers nodes without PreferNoSchedule taints the pod does not tolerate."),
        tr("Prefers nodes that match the pod's preferred node affinity terms."),
        tr("Spreads pods by their soft topology spread constraints, and pods of a Service or controller by "
           "hostname and zone (the default spreading)."),
        tr("Prefers nodes near pods the pod's preferred pod affinity terms select, and away from those its "
           "anti-affinity terms select; existing pods' terms count too."),
        tr("Prefers nodes that already hold the pod's container images."),
        tr("Kubernetes 1.16's SelectorSpreadPriority: spreads the pods of a Service, ReplicationController, "
           "ReplicaSet or StatefulSet over nodes and zones."),
        tr("Kubernetes 1.16's NodePreferAvoidPodsPriority: keeps a controller's pods off nodes whose "
           "scheduler.alpha.kubernetes.io/preferAvoidPods annotation names it (weight 10000 by default)."),
    };
    static_assert(std::size(tips) == kOtherScoreSlots);
    auto* othersForm = new QFormLayout(othersGroup_);
    othersForm_ = othersForm;
    for (int i = 0; i < kOtherScoreSlots; ++i) {
        const auto plugin = static_cast<OtherScore>(i);
        auto* box = new QCheckBox(QString::fromLatin1(otherScoreName(plugin)), othersGroup_);
        box->setToolTip(tips[i]);
        auto* weight = weightSpin(othersGroup_, 1,
            tr("The %1 plugin's weight in the total score.").arg(QString::fromLatin1(otherScoreName(plugin))));
        otherBoxes_[static_cast<size_t>(i)] = box;
        otherWeights_[static_cast<size_t>(i)] = weight;
        otherProblems_[static_cast<size_t>(i)] = new ProblemLabel(othersGroup_);
        othersForm->addRow(box, weight);
        othersForm->addRow(otherProblems_[static_cast<size_t>(i)]);
        const PluginId id = static_cast<PluginId>(static_cast<int>(PluginId::TaintToleration) + i);
        connect(box, &QCheckBox::toggled, this, [this, id](bool on) {
            doc_->undoStack()->push(new SetPluginEnabledCommand(doc_, doc_->currentProfileIndex(), id, on));
        });
        connect(weight, &QSpinBox::valueChanged, this, [this, id](int w) {
            doc_->undoStack()->push(new SetPluginWeightCommand(doc_, doc_->currentProfileIndex(), id, w));
        });
        if (plugin == OtherScore::NodeAffinity) {
            addedAffinityButton_ = new QPushButton(tr("&Added affinity…"), othersGroup_);
            addedAffinityButton_->setToolTip(tr("NodeAffinity's addedAffinity: node affinity every pod of this "
                                                "profile gets on top of its own (edited as YAML)."));
            addedAffinitySummary_ = new QLabel(othersGroup_);
            addedAffinitySummary_->setWordWrap(true);
            auto* row = new QHBoxLayout;
            row->setContentsMargins(0, 0, 0, 0);
            row->addWidget(addedAffinityButton_);
            row->addWidget(addedAffinitySummary_, 1);
            othersForm->addRow(QString(), row);
            connect(addedAffinityButton_, &QPushButton::clicked, this, &KubeProfileEditor::editAddedAffinity);
        }
        if (plugin == OtherScore::PodTopologySpread) {
            defaultSpreading_ = new DefaultConstraintsEditor(doc_, othersGroup_);
            othersForm->addRow(tr("&Default spreading:"), defaultSpreading_);
            if (auto* label = qobject_cast<QLabel*>(othersForm->labelForField(defaultSpreading_)))
                label->setBuddy(defaultSpreading_->mode());
        }
        if (plugin == OtherScore::InterPodAffinity) {
            hardWeight_ = new QSpinBox(othersGroup_);
            hardWeight_->setRange(0, 100);
            // One label for both names (1.16's hardPodAffinitySymmetricWeight
            // is the long one): the accessible name and tooltip give the key.
            othersForm->addRow(tr("&Hard affinity weight:"), hardWeight_);
            connect(hardWeight_, &QSpinBox::valueChanged, this, [this](int w) {
                doc_->undoStack()->push(new SetHardPodAffinityWeightCommand(doc_, doc_->currentProfileIndex(), w));
            });
        }
    }
    argsProblem_ = new ProblemLabel(othersGroup_);
    othersForm->addRow(argsProblem_);
    othersNote_ = new QLabel(tr("Kubernetes 1.16 runs these as its priorities (TaintTolerationPriority and the "
                                "rest; a Policy that lists priorities runs only those), by default all but "
                                "PodTopologySpread, whose EvenPodsSpreadPriority is alpha and off."),
        othersGroup_);
    othersNote_->setWordWrap(true);
    othersForm->addRow(othersNote_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(fitGroup_);
    layout->addWidget(balancedGroup_);
    layout->addWidget(othersGroup_);

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
    const QSignalBlocker b1(fitGroup_), b2(balancedGroup_), b3(fitWeight_), b4(balancedWeight_), b5(strategy_),
        b6(defaultSpreading_->mode()), b7(hardWeight_);
    const auto release = releaseOf(p);
    const bool modelled = release && !release->legacyScale();
    const bool legacy = release && release->legacyScale();
    for (int i = 0; i < kOtherScoreSlots; ++i) {
        const PluginId id = static_cast<PluginId>(static_cast<int>(PluginId::TaintToleration) + i);
        const auto plugin = static_cast<OtherScore>(i);
        QCheckBox* box = otherBoxes_[static_cast<size_t>(i)];
        QSpinBox* weight = otherWeights_[static_cast<size_t>(i)];
        const QSignalBlocker bb(box), bw(weight);
        // 1.16: its priorities (legacyPriorities), PodTopologySpread's off;
        // SelectorSpread and NodePreferAvoidPods exist in 1.16 only.
        const bool editable = modelled ? i < kOtherScores : legacy && legacyPriorityName(plugin) != nullptr;
        othersForm_->setRowVisible(box, i < kOtherScores || legacy);
        othersForm_->setRowVisible(otherProblems_[static_cast<size_t>(i)], i < kOtherScores || legacy);
        box->setChecked((modelled || legacy) && pluginEnabled(p, id));
        box->setEnabled(editable);
        weight->setValue(static_cast<int>(pluginWeight(p, id)));
        weight->setEnabled(editable && pluginEnabled(p, id));
    }
    defaultSpreading_->load(p);
    addedAffinityButton_->setEnabled(modelled && pluginEnabled(p, PluginId::NodeAffinity));
    const QString added = addedAffinitySummary(p.nodeAffinityArgsSet ? p.addedAffinity : std::nullopt);
    addedAffinitySummary_->setText(!p.nodeAffinityArgsSet || !p.addedAffinity ? tr("none")
            : added.isEmpty()                                               ? tr("set, empty")
                                                                            : added);
    defaultSpreading_->setEnabled(modelled && pluginEnabled(p, PluginId::PodTopologySpread));
    // 1.16: InterPodAffinityPriority's weight is the scheduler's
    // hardPodAffinitySymmetricWeight, 1 to 100 (0 there means not set).
    hardWeight_->setMinimum(legacy ? 1 : 0);
    hardWeight_->setValue(static_cast<int>(hardPodAffinityWeight(p)));
    hardWeight_->setEnabled((modelled || legacy) && pluginEnabled(p, PluginId::InterPodAffinity));
    hardWeight_->setAccessibleName(legacy ? tr("hardPodAffinitySymmetricWeight") : tr("hardPodAffinityWeight"));
    hardWeight_->setToolTip(legacy
            ? tr("hardPodAffinitySymmetricWeight: what InterPodAffinityPriority adds for each existing pod's "
                 "required affinity term that selects the pod (1 to 100; default 1).")
            : tr("hardPodAffinityWeight: what each existing pod's required affinity term that selects the pod adds "
                 "(0 to 100; default 1)."));
    othersNote_->setVisible(!modelled);
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

void KubeProfileEditor::editAddedAffinity()
{
    const Profile* p = doc_->currentProfile();
    if (!p)
        return;
    auto* dialog = new AddedAffinityDialog(*p, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const int row = doc_->currentProfileIndex();
    connect(dialog, &QDialog::accepted, this, [this, dialog, row] {
        const Profile* now = row < static_cast<int>(doc_->workspace().profiles.size())
            ? &doc_->workspace().profiles[static_cast<size_t>(row)]
            : nullptr;
        if (now && (now->nodeAffinityArgsSet ? now->addedAffinity : std::nullopt) != dialog->addedAffinity())
            doc_->undoStack()->push(new SetAddedAffinityCommand(doc_, row, dialog->addedAffinity()));
    });
    dialog->open();
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
        } else if (startsWith(f, "plugins.PodTopologySpread.args") || startsWith(f, "plugins.InterPodAffinity.args")
            || f == "legacyPriorities") {
            append(argsProblem_, d, texts, errors);
        } else if (const int other =
                       [&] {
                           for (int i = 0; i < kOtherScoreSlots; ++i) {
                               const auto plugin = static_cast<OtherScore>(i);
                               const char* legacy = legacyPriorityName(plugin);
                               if (startsWith(f, std::string("plugins.") + otherScoreName(plugin))
                                   || (legacy && f == std::string("legacyPriorities.") + legacy))
                                   return i;
                           }
                           return -1;
                       }();
                   other >= 0) {
            append(otherProblems_[static_cast<size_t>(other)], d, texts, errors);
        } else {
            rest.push_back(d);
        }
    }
    fitResources_->model()->setProblems(fitCells);
    balancedResources_->model()->setProblems(balancedCells);
    QList<ProblemLabel*> labels = {fitWeightProblem_, strategyProblem_, shapeProblem_, balancedWeightProblem_,
        fitResources_->problemLabel(), balancedResources_->problemLabel(), argsProblem_};
    for (ProblemLabel* l : otherProblems_)
        labels << l;
    apply(labels, texts, errors);
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
    // nodeorder: the Kubernetes score plugins Volcano runs beside binpack.
    nodeorderGroup_ = new QGroupBox(QStringLiteral("nodeorder"), this);
    nodeorderGroup_->setCheckable(true);
    nodeorderGroup_->setToolTip(tr("Volcano's nodeorder plugin: Kubernetes' score plugins, each at its own weight, "
                                   "added to binpack's score. Its default leastrequested.weight 1 spreads and pulls "
                                   "against binpack."));
    const QString tips[] = {
        tr("NodeResourcesFit LeastAllocated (cpu 50, memory 50): prefers empty nodes, so it spreads."),
        tr("NodeResourcesFit MostAllocated (cpu 1, memory 1): prefers full nodes, so it packs."),
        tr("NodeAffinity: the pod's preferred node affinity terms."),
        tr("InterPodAffinity: preferred pod affinity and anti-affinity (hardPodAffinityWeight is 0 in Volcano)."),
        tr("NodeResourcesBalancedAllocation over cpu, memory and nvidia.com/gpu: prefers even use."),
        tr("TaintToleration: prefers nodes without PreferNoSchedule taints the pod does not tolerate."),
        tr("ImageLocality: prefers nodes that already hold the pod's images."),
        tr("PodTopologySpread with the system-default spreading (hostname and zone for pods of a Service or "
           "controller)."),
    };
    auto* nodeorderForm = new QFormLayout(nodeorderGroup_);
    for (size_t i = 0; i < std::size(kNodeOrderKeys); ++i) {
        const char* key = kNodeOrderKeys[i].key;
        auto* spin = weightSpin(nodeorderGroup_, -1000000, tips[i] + QLatin1Char(' ') + tr("0 leaves the plugin out."));
        spin->setAccessibleName(QString::fromLatin1(key));
        nodeorderWeights_[i] = spin;
        nodeorderProblems_[i] = new ProblemLabel(nodeorderGroup_);
        nodeorderForm->addRow(QString::fromLatin1(key) + QLatin1Char(':'), spin);
        nodeorderForm->addRow(nodeorderProblems_[i]);
        connect(spin, &QSpinBox::valueChanged, this, [this, key](int w) {
            doc_->undoStack()->push(new SetNodeOrderWeightCommand(doc_, doc_->currentProfileIndex(), key, w));
        });
    }
    connect(nodeorderGroup_, &QGroupBox::toggled, this, [this](bool on) {
        doc_->undoStack()->push(
            new SetPluginEnabledCommand(doc_, doc_->currentProfileIndex(), PluginId::NodeOrder, on));
    });

    // volcano-scheduler.conf: what the export writes around the profile.
    auto* tiersGroup = new QGroupBox(tr("Actions and tiers"), this);
    tiersGroup->setToolTip(tr("The rest of volcano-scheduler.conf, which the export writes around binpack, "
                              "nodeorder and predicates: an imported file's own, or Volcano's shipped ones."));
    tiersLabel_ = new QLabel(tiersGroup);
    tiersLabel_->setWordWrap(true);
    tiersLabel_->setTextFormat(Qt::PlainText);
    tiersLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    shippedTiers_ = new QPushButton(tr("Use Volcano's &Shipped Tiers"), tiersGroup);
    shippedTiers_->setToolTip(tr("Export Volcano's shipped actions and tiers instead of the imported ones "
                                 "(undoable)."));
    auto* tiersLayout = new QVBoxLayout(tiersGroup);
    tiersLayout->addWidget(tiersLabel_);
    tiersLayout->addWidget(shippedTiers_, 0, Qt::AlignLeft);
    connect(shippedTiers_, &QPushButton::clicked, this, [this] {
        doc_->undoStack()->push(new SetVolcanoConfCommand(doc_, doc_->currentProfileIndex(), std::nullopt));
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(group_);
    layout->addWidget(nodeorderGroup_);
    layout->addWidget(tiersGroup);
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
    const QSignalBlocker b1(group_), b2(weight_), b3(nodeorderGroup_);
    group_->setChecked(pluginEnabled(p, PluginId::Binpack));
    weight_->setValue(static_cast<int>(pluginWeight(p, PluginId::Binpack)));
    nodeorderGroup_->setChecked(pluginEnabled(p, PluginId::NodeOrder));
    for (size_t i = 0; i < std::size(kNodeOrderKeys); ++i) {
        const QSignalBlocker b(nodeorderWeights_[i]);
        nodeorderWeights_[i]->setValue(static_cast<int>(nodeOrderWeight(p, kNodeOrderKeys[i].key)));
    }
    const VolcanoConf& conf = p.volcanoConf ? *p.volcanoConf : yamlio::shippedVolcanoConf();
    QStringList lines;
    lines << (p.volcanoConf ? tr("Exported as imported with this profile:") : tr("Exported as Volcano ships them:"));
    lines << tr("actions: %1")
                 .arg(conf.actions.empty() ? tr("none given (the export writes the shipped ones)")
                                           : QString::fromStdString(conf.actions));
    bool unmodelled = false;
    for (size_t t = 0; t < conf.tiers.size(); ++t) {
        QStringList names;
        for (const auto& plugin : conf.tiers[t]) {
            QString name = QString::fromStdString(plugin.name);
            if (yamlio::scoresUnmodelled(plugin)) {
                name += QLatin1Char('*');
                unmodelled = true;
            }
            names << name;
        }
        lines
            << tr("tier %1: %2").arg(t + 1).arg(names.isEmpty() ? tr("no plugins") : names.join(QStringLiteral(", ")));
    }
    if (conf.tiers.empty())
        lines << tr("no tiers");
    if (unmodelled)
        lines << tr("* adds to the node scores in Volcano; not modelled here, so the scores shown leave it out.");
    tiersLabel_->setText(lines.join(QLatin1Char('\n')));
    shippedTiers_->setEnabled(p.volcanoConf.has_value());
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
        } else if (const int k = [&] {
                       for (size_t i = 0; i < std::size(kNodeOrderKeys); ++i)
                           if (f == volcanoArgumentPath("nodeorder", kNodeOrderKeys[i].key))
                               return static_cast<int>(i);
                       return -1;
                   }();
                   k >= 0) {
            append(nodeorderProblems_[static_cast<size_t>(k)], d, texts, errors);
        } else {
            rest.push_back(d);
        }
    }
    cells.remove({-1, 1});
    resources_->model()->setProblems(cells);
    QList<ProblemLabel*> labels = {weightProblem_, resources_->problemLabel()};
    for (ProblemLabel* l : nodeorderProblems_)
        labels << l;
    apply(labels, texts, errors);
    return rest;
}

} // namespace bp::ui
