// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/resource_weight_editor.h"

#include "document/commands_profiles.h"
#include "document/document.h"
#include "icons.h"
#include "models/cluster_view.h"
#include "models/resource_weight_model.h"
#include "panels/cell_delegate.h"
#include "panels/problem_label.h"

#include <QComboBox>
#include <QCompleter>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace bp::ui {

namespace {
QToolButton* toolButton(const QString& icon, const QString& tip, QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setIcon(themedIcon(icon));
    b->setToolTip(tip);
    b->setAccessibleName(tip);
    b->setAutoRaise(true);
    return b;
}
} // namespace

ResourceWeightEditor::ResourceWeightEditor(Document* doc, WeightTarget target, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , target_(target)
    , model_(new ResourceWeightModel(doc, target, this))
    , delegate_(new CellDelegate(this))
    , view_(new QTableView(this))
    , nameEdit_(new QComboBox(this))
    , addButton_(new QPushButton(themedIcon(QStringLiteral("list-add")), tr("Add"), this))
    , removeButton_(toolButton(QStringLiteral("list-remove"), tr("Stop weighing the selected resource"), this))
    , upButton_(toolButton(QStringLiteral("go-up"), tr("Move the selected resource up"), this))
    , downButton_(toolButton(QStringLiteral("go-down"), tr("Move the selected resource down"), this))
    , problem_(new ProblemLabel(this))
{
    view_->setModel(model_);
    view_->setItemDelegate(delegate_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->horizontalHeader()->setSectionResizeMode(ResourceWeightModel::NameColumn, QHeaderView::Stretch);
    view_->horizontalHeader()->setSectionResizeMode(ResourceWeightModel::WeightColumn, QHeaderView::ResizeToContents);
    view_->verticalHeader()->setVisible(false);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 8);
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::AnyKeyPressed);
    // Room for a handful of resources; more scroll. The profile form stays compact.
    const int row = view_->verticalHeader()->defaultSectionSize();
    view_->setMinimumHeight(row * 4);
    view_->setMaximumHeight(row * 7);
    view_->setToolTip(tr("Weighted resources. Double-click or F2 to edit a name or a weight; "
                         "italic rows are the scheduler's defaults."));

    nameEdit_->setEditable(true);
    nameEdit_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    nameEdit_->setMinimumContentsLength(8);
    nameEdit_->setInsertPolicy(QComboBox::NoInsert);
    nameEdit_->lineEdit()->setPlaceholderText(tr("resource name, e.g. nvidia.com/gpu"));
    nameEdit_->setToolTip(tr("A resource to weigh: any name, with completion for the well-known ones and "
                             "those present on the nodes"));
    nameEdit_->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    nameEdit_->completer()->setCompletionMode(QCompleter::PopupCompletion);
    addButton_->setToolTip(tr("Add the resource with weight 1"));

    auto* tools = new QHBoxLayout;
    tools->setContentsMargins(0, 0, 0, 0);
    tools->addWidget(nameEdit_, 1);
    tools->addWidget(addButton_);
    tools->addWidget(removeButton_);
    tools->addWidget(upButton_);
    tools->addWidget(downButton_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    layout->addLayout(tools);
    layout->addWidget(problem_);

    connect(addButton_, &QPushButton::clicked, this, &ResourceWeightEditor::addResource);
    // Queued: Return on a highlighted completion reaches the line edit before the
    // completer has finished with it; adding at once rebuilt the list under the
    // completer, which then put another name in the box.
    connect(nameEdit_->lineEdit(), &QLineEdit::returnPressed, this, &ResourceWeightEditor::addResource,
        Qt::QueuedConnection);
    connect(removeButton_, &QToolButton::clicked, this, [this] {
        const int row = currentRow();
        if (row >= 0)
            doc_->undoStack()->push(new RemoveResourceWeightCommand(doc_, doc_->currentProfileIndex(), target_, row));
    });
    auto move = [this](int delta) {
        const int row = currentRow();
        const int to = row + delta;
        if (row < 0 || to < 0 || to >= model_->rowCount())
            return;
        doc_->undoStack()->push(new MoveResourceWeightCommand(doc_, doc_->currentProfileIndex(), target_, row, to));
        view_->selectRow(to);
    };
    connect(upButton_, &QToolButton::clicked, this, [move] { move(-1); });
    connect(downButton_, &QToolButton::clicked, this, [move] { move(+1); });
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ResourceWeightEditor::updateButtons);
    connect(model_, &QAbstractItemModel::modelReset, this, &ResourceWeightEditor::updateButtons);
    connect(model_, &ResourceWeightModel::editRejected, problem_, [this](const QString& m) { problem_->setProblem(m); });
    connect(delegate_, &CellDelegate::editProblem, problem_, [this](const QString& m) { problem_->setProblem(m); });
    connect(doc, &Document::workspaceChanged, this, &ResourceWeightEditor::updateCompletions);
    connect(doc, &Document::workspaceReset, this, &ResourceWeightEditor::updateCompletions);
    updateCompletions();
    updateButtons();
}

QStringList ResourceWeightEditor::completions() const
{
    QStringList names{QStringLiteral("cpu"), QStringLiteral("memory"), QStringLiteral("ephemeral-storage"),
        QStringLiteral("nvidia.com/gpu"), QStringLiteral("intel.com/foo")};
    for (const auto& n : clusterResourceNames(doc_->workspace())) {
        const QString name = QString::fromStdString(n);
        if (!names.contains(name))
            names << name;
    }
    return names;
}

void ResourceWeightEditor::updateCompletions()
{
    const QStringList names = completions();
    delegate_->setResourceCompletions(names);
    const QString text = nameEdit_->currentText();
    QStringList items;
    for (const auto& n : names) {
        const bool listed = std::any_of(model_->rows().begin(), model_->rows().end(),
            [&](const WeightRow& r) { return !r.isDefault && r.name == n.toStdString(); });
        if (!listed)
            items << n;
    }
    if (items.isEmpty())
        items = names;
    nameEdit_->blockSignals(true);
    nameEdit_->clear();
    nameEdit_->addItems(items);
    nameEdit_->setEditText(text);
    nameEdit_->blockSignals(false);
}

int ResourceWeightEditor::currentRow() const
{
    const QModelIndex i = view_->currentIndex();
    return i.isValid() ? i.row() : -1;
}

void ResourceWeightEditor::updateButtons()
{
    const int row = currentRow();
    const auto& rows = model_->rows();
    const bool valid = row >= 0 && row < static_cast<int>(rows.size());
    const bool fixed = valid && rows[static_cast<size_t>(row)].fixed;
    removeButton_->setEnabled(valid && !fixed);
    // Volcano's cpu and memory always come first: only the listed resources move.
    const int firstMovable = target_ == WeightTarget::Volcano ? 2 : 0;
    upButton_->setEnabled(valid && !fixed && row > firstMovable);
    downButton_->setEnabled(valid && !fixed && row + 1 < static_cast<int>(rows.size()));
    updateCompletions();
}

void ResourceWeightEditor::addResource()
{
    const QString name = nameEdit_->currentText().trimmed();
    if (name.isEmpty() || doc_->currentProfileIndex() < 0) {
        problem_->setProblem(tr("Type a resource name to add."));
        return;
    }
    if (target_ == WeightTarget::Volcano && name.contains(QLatin1Char(','))) {
        problem_->setProblem(tr("%1: binpack.resources is a comma-separated list, so a name cannot contain a comma")
                                 .arg(name));
        return;
    }
    if (target_ == WeightTarget::Volcano && (name == QLatin1String("cpu") || name == QLatin1String("memory"))) {
        problem_->setProblem(tr("cpu and memory are weighed by binpack.cpu and binpack.memory; "
                                "listing them in binpack.resources has no effect."));
        return;
    }
    problem_->setProblem({});
    doc_->undoStack()->push(
        new AddResourceWeightCommand(doc_, doc_->currentProfileIndex(), target_, name.toStdString(), 1));
    nameEdit_->setEditText(QString());
    view_->selectRow(model_->rowCount() - 1);
}

ResourceWeightEditor::~ResourceWeightEditor()
{
    // An editor still open would commit on its way out, into a panel being destroyed.
    view_->reset();
}

} // namespace bp::ui
