// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/default_constraints_editor.h"

#include "document/commands_profiles.h"
#include "document/document.h"
#include "icons.h"
#include "models/default_constraints_model.h"
#include "panels/cell_delegate.h"
#include "panels/problem_label.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace bp::ui {

namespace {

constexpr const char* kHostname = "kubernetes.io/hostname";
constexpr const char* kZone = "topology.kubernetes.io/zone";

TopologySpreadConstraint constraint(int32_t maxSkew, const char* key, const char* when)
{
    TopologySpreadConstraint c;
    c.maxSkew = maxSkew;
    c.topologyKey = key;
    c.whenUnsatisfiable = when;
    return c;
}

} // namespace

DefaultConstraintsEditor::DefaultConstraintsEditor(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , mode_(new QComboBox(this))
    , model_(new DefaultConstraintsModel(doc, this))
    , delegate_(new CellDelegate(this))
    , view_(new QTableView(this))
    , addButton_(new QPushButton(themedIcon(QStringLiteral("list-add")), tr("Add constraint"), this))
    , removeButton_(new QToolButton(this))
    , problem_(new ProblemLabel(this))
{
    // In SpreadDefaulting's order.
    mode_->addItem(tr("System (maxSkew hostname 3, zone 5)"));
    mode_->addItem(tr("Off: no default constraints"));
    mode_->addItem(tr("The profile's own list"));
    mode_->setToolTip(tr("What pods without topology spread constraints of their own get. System: kube-scheduler's "
                         "defaults (defaultingType System). Off: nothing (defaultingType List, no constraints), which "
                         "packs. The profile's own list: the constraints below (defaultingType List), each with the "
                         "pod's Services' and controller's selector."));
    mode_->setAccessibleName(tr("Default spreading"));

    view_->setModel(model_);
    view_->setItemDelegate(delegate_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    // Every column as wide as its contents, the last taking what is left:
    // a narrow window scrolls the table sideways rather than eliding a key.
    QHeaderView* header = view_->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setStretchLastSection(true);
    view_->setTextElideMode(Qt::ElideNone);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    view_->verticalHeader()->setVisible(false);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 8);
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::AnyKeyPressed);
    const int row = view_->verticalHeader()->defaultSectionSize();
    view_->setMinimumHeight(row * 3);
    view_->setMaximumHeight(row * 6);
    view_->setToolTip(tr("The profile's default constraints. Double-click or F2 to edit a cell."));
    view_->setAccessibleName(tr("Default constraints"));

    removeButton_->setIcon(themedIcon(QStringLiteral("list-remove")));
    removeButton_->setToolTip(tr("Remove the selected default constraint"));
    removeButton_->setAccessibleName(removeButton_->toolTip());
    removeButton_->setAutoRaise(true);
    addButton_->setToolTip(tr("Add a default constraint (a topology key and action not listed yet)"));

    auto* tools = new QHBoxLayout;
    tools->setContentsMargins(0, 0, 0, 0);
    tools->addStretch(1);
    tools->addWidget(addButton_);
    tools->addWidget(removeButton_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mode_);
    layout->addWidget(view_);
    layout->addLayout(tools);
    layout->addWidget(problem_);

    connect(mode_, &QComboBox::activated, this, &DefaultConstraintsEditor::setMode);
    connect(addButton_, &QPushButton::clicked, this, &DefaultConstraintsEditor::addConstraint);
    connect(removeButton_, &QToolButton::clicked, this, [this] {
        const QModelIndex current = view_->currentIndex();
        if (!current.isValid())
            return;
        std::vector<TopologySpreadConstraint> list = model_->constraints();
        list.erase(list.begin() + current.row());
        // The last one removed: the list is empty, the default spreading off.
        const SpreadDefaulting mode = list.empty() ? SpreadDefaulting::Off : SpreadDefaulting::List;
        doc_->undoStack()->push(new SetSpreadDefaultsCommand(doc_, doc_->currentProfileIndex(), mode,
            std::move(list), tr("Remove default constraint %1").arg(current.row() + 1)));
    });
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &DefaultConstraintsEditor::updateButtons);
    connect(model_, &QAbstractItemModel::modelReset, this, &DefaultConstraintsEditor::updateButtons);
    connect(model_, &DefaultConstraintsModel::editRejected, problem_, [this](const QString& m) { problem_->setProblem(m); });
    connect(delegate_, &CellDelegate::editProblem, problem_, [this](const QString& m) { problem_->setProblem(m); });
    updateButtons();
}

DefaultConstraintsEditor::~DefaultConstraintsEditor()
{
    // An editor still open would commit on its way out, into a panel being destroyed.
    view_->reset();
}

void DefaultConstraintsEditor::load(const Profile& profile)
{
    const SpreadDefaulting mode = spreadDefaulting(profile);
    mode_->setCurrentIndex(static_cast<int>(mode));
    view_->setVisible(mode == SpreadDefaulting::List);
    addButton_->setVisible(mode == SpreadDefaulting::List);
    removeButton_->setVisible(mode == SpreadDefaulting::List);
    if (mode != SpreadDefaulting::List)
        problem_->setProblem({});
    updateButtons();
}

void DefaultConstraintsEditor::setMode(int index)
{
    const Profile* p = doc_->currentProfile();
    if (!p || index < 0 || index > 2)
        return;
    const auto mode = static_cast<SpreadDefaulting>(index);
    if (mode == spreadDefaulting(*p))
        return;
    problem_->setProblem({});
    switch (mode) {
    case SpreadDefaulting::System:
        doc_->undoStack()->push(new SetSpreadDefaultsCommand(
            doc_, doc_->currentProfileIndex(), mode, {}, tr("Use the system default spreading")));
        break;
    case SpreadDefaulting::Off:
        doc_->undoStack()->push(new SetSpreadDefaultsCommand(
            doc_, doc_->currentProfileIndex(), mode, {}, tr("Turn the default spreading off")));
        break;
    case SpreadDefaulting::List:
        // Starts from the system defaults, written out: the same spreading,
        // now the profile's to edit (and, as a List, every node needs both
        // labels to be scored).
        doc_->undoStack()->push(new SetSpreadDefaultsCommand(doc_, doc_->currentProfileIndex(), mode,
            { constraint(3, kHostname, "ScheduleAnyway"), constraint(5, kZone, "ScheduleAnyway") },
            tr("List the default constraints")));
        break;
    }
}

void DefaultConstraintsEditor::addConstraint()
{
    std::vector<TopologySpreadConstraint> list = model_->constraints();
    // The first pair of well-known key and action not listed yet.
    std::optional<TopologySpreadConstraint> fresh;
    for (const char* key : { kZone, kHostname })
        for (const char* when : { "ScheduleAnyway", "DoNotSchedule" })
            if (!fresh && std::none_of(list.begin(), list.end(), [&](const TopologySpreadConstraint& c) {
                    return c.topologyKey == key && c.whenUnsatisfiable == when;
                }))
                fresh = constraint(1, key, when);
    if (!fresh) {
        problem_->setProblem(tr("Every pair of zone or hostname and action is listed; edit a row's topologyKey to "
                                "spread over another label."));
        return;
    }
    problem_->setProblem({});
    list.push_back(*fresh);
    doc_->undoStack()->push(new SetSpreadDefaultsCommand(doc_, doc_->currentProfileIndex(), SpreadDefaulting::List,
        std::move(list), tr("Add a default constraint")));
    view_->selectRow(model_->rowCount() - 1);
}

void DefaultConstraintsEditor::updateButtons()
{
    const QModelIndex current = view_->currentIndex();
    removeButton_->setEnabled(current.isValid() && current.row() < model_->rowCount());
}

} // namespace bp::ui
