// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/pod_panel.h"

#include "dialogs/generate_workload_dialog.h"
#include "dialogs/pod_placement_dialog.h"
#include "document/commands_cluster.h"
#include "document/commands_generate.h"
#include "document/document.h"
#include "icons.h"
#include "model/pod_names.h"
#include "models/pod_table_model.h"
#include "panels/cell_delegate.h"
#include "panels/frozen_column_table.h"
#include "panels/problem_label.h"

#include <QAction>
#include <QComboBox>
#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QResizeEvent>
#include <QSplitter>
#include <QStyleOptionFrame>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

namespace bp::ui {

namespace {

// `frozenNames`: the first column stays in sight when the table scrolls sideways.
QTableView* makeTable(QWidget* parent, bool frozenNames)
{
    QTableView* view = nullptr;
    if (frozenNames) {
        auto* table = new FrozenColumnTable(parent);
        table->setDelegates(new CellDelegate(table), new CellDelegate(table));
        view = table;
    } else {
        view = new QTableView(parent);
        view->setItemDelegate(new CellDelegate(view));
    }
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::AnyKeyPressed);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->setVisible(false);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    return view;
}

// A line edit whose placeholder is the longest of several that fits, so that
// it is never cut short: the whole one where the panel is wide, a shorter one
// where it is a narrow tab (at 1280×800).
class FittingPlaceholderEdit : public QLineEdit {
public:
    using QLineEdit::QLineEdit;
    // Longest first; the last is used when none fits.
    void setPlaceholders(QStringList texts)
    {
        placeholders_ = std::move(texts);
        fit();
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QLineEdit::resizeEvent(event);
        fit();
    }

private:
    void fit()
    {
        if (placeholders_.isEmpty())
            return;
        QStyleOptionFrame option;
        initStyleOption(&option);
        const QMargins margins = textMargins();
        // The text's room, less the clear button's (QLineEdit keeps its place).
        const int room = style()->subElementRect(QStyle::SE_LineEditContents, &option, this).width() - margins.left()
            - margins.right() - 4 - (isClearButtonEnabled() ? height() : 0);
        for (const QString& text : placeholders_) {
            if (fontMetrics().horizontalAdvance(text) <= room || &text == &placeholders_.last()) {
                setPlaceholderText(text);
                return;
            }
        }
    }

    QStringList placeholders_;
};

} // namespace

PodPanel::PodPanel(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , model_(new PodTableModel(doc, this))
    , proxy_(new PodFilterProxyModel(this))
    , containers_(new ContainerTableModel(doc, this))
{
    proxy_->setSourceModel(model_);
    view_ = makeTable(this, true);
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(-1, Qt::AscendingOrder); // the queue's order until a header is clicked
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setToolTip(tr("Pods in file order: bound pods are counted on their node, pending pods are scheduled in "
                         "this order. Selecting a pending pod scores it."));
    containerView_ = makeTable(this, false);
    containerView_->setModel(containers_);
    containerView_->setSelectionMode(QAbstractItemView::SingleSelection);
    containerView_->setToolTip(tr("The selected pod's containers and init containers with their requests"));

    scope_ = new QComboBox(this);
    scope_->setToolTip(tr("Which pods to list: all, the pending queue, the bound ones, or those on one node"));
    auto* filter = new FittingPlaceholderEdit(this);
    filter->setPlaceholders(
        { tr("Filter by name, namespace, label…"), tr("Name, namespace, label…"), tr("Filter pods…") });
    filter_ = filter;
    filter_->setClearButtonEnabled(true);
    filter_->setToolTip(tr("Show only the pods whose name, namespace or labels contain this text, e.g. web, "
                           "kube-system or app=web"));
    problem_ = new ProblemLabel(this);

    auto make = [this](const QString& icon, const QString& text, const QString& tip) {
        auto* a = new QAction(themedIcon(icon), text, this);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        return a;
    };
    add_ = make(QStringLiteral("list-add"), tr("&Add Pod"), tr("Add a pending pod requesting 1 cpu and 1Gi memory"));
    duplicate_ = make(QStringLiteral("edit-copy"), tr("&Duplicate Pod"), tr("Add a copy of the selected pod"));
    duplicateMany_ = make(QStringLiteral("edit-copy"), tr("Duplicate Pod ×&N…"), tr("Add several copies of the selected pod"));
    delete_ = make(QStringLiteral("edit-delete"), tr("De&lete Pods"), tr("Delete the selected pods"));
    delete_->setShortcut(QKeySequence::Delete);
    delete_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    generate_ = make(QStringLiteral("workload-generate"), tr("&Generate Workload…"),
        tr("Generate pending pods from a mix of pod shapes with fixed or random sizes (replacing or after the "
           "pending pods)"));
    generate_->setObjectName(QStringLiteral("actionGenerateWorkload"));
    editPlacement_ = make(QStringLiteral("pod-placement"), tr("Edit &Placement…"),
        tr("Edit the selected pod's nodeSelector, tolerations, affinity and topology spread constraints"));
    addContainer_ = make(QStringLiteral("container-add"), tr("Add &Container"), tr("Add a container to the selected pod"));
    addInit_ = make(QStringLiteral("container-add"), tr("Add &Init Container"), tr("Add an init container to the selected pod"));
    removeContainer_ = make(QStringLiteral("list-remove"), tr("&Remove Container"), tr("Remove the selected container"));
    view_->addAction(delete_);
    connect(add_, &QAction::triggered, this, &PodPanel::addPod);
    connect(duplicate_, &QAction::triggered, this, [this] { duplicatePod(1); });
    connect(duplicateMany_, &QAction::triggered, this, &PodPanel::duplicatePodMany);
    connect(delete_, &QAction::triggered, this, &PodPanel::deletePods);
    connect(generate_, &QAction::triggered, this, &PodPanel::generateWorkload);
    connect(editPlacement_, &QAction::triggered, this, &PodPanel::editPlacement);
    connect(addContainer_, &QAction::triggered, this, [this] { addContainer(false); });
    connect(addInit_, &QAction::triggered, this, [this] { addContainer(true); });
    connect(removeContainer_, &QAction::triggered, this, &PodPanel::removeContainer);

    auto* bar = new QToolBar(this);
    bar->setIconSize(QSize(16, 16));
    bar->addWidget(scope_);
    bar->addWidget(filter_);
    for (QAction* a : { add_, duplicate_, duplicateMany_, delete_, editPlacement_, generate_ })
        bar->addAction(a);
    auto* containerBar = new QToolBar(this);
    containerBar->setIconSize(QSize(16, 16));
    containerBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto* containersLabel = new QLabel(tr("Containers of the selected pod:"), this);
    containerBar->addWidget(containersLabel);
    for (QAction* a : {addContainer_, addInit_, removeContainer_})
        containerBar->addAction(a);
    // The same actions on a right click in the tables (a click on a row selects it first).
    auto* separator = new QAction(this);
    separator->setSeparator(true);
    auto* frozen = static_cast<FrozenColumnTable*>(view_)->frozenView();
    for (QTableView* v : { view_, frozen }) {
        v->addActions({ add_, duplicate_, duplicateMany_, editPlacement_, generate_, separator, delete_ });
        v->setContextMenuPolicy(Qt::ActionsContextMenu);
    }
    containerView_->addActions({ addContainer_, addInit_, removeContainer_ });
    containerView_->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(containerBar);
    lowerLayout->addWidget(containerView_);
    auto* upper = new QWidget(this);
    auto* upperLayout = new QVBoxLayout(upper);
    upperLayout->setContentsMargins(0, 0, 0, 0);
    upperLayout->addWidget(bar);
    upperLayout->addWidget(view_);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(upper);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({300, 100}); // the pod list first; containers are for the one selected
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(split, 1);
    layout->addWidget(problem_);

    connect(filter_, &QLineEdit::textChanged, proxy_, &PodFilterProxyModel::setFilterFixedString);
    connect(scope_, &QComboBox::currentIndexChanged, this, &PodPanel::applyScope);
    connect(model_, &PodTableModel::editRejected, problem_, [this](const QString& m) { problem_->setProblem(m); });
    connect(containers_, &ContainerTableModel::editRejected, problem_,
        [this](const QString& m) { problem_->setProblem(m); });
    for (QTableView* v : { view_, frozen, containerView_ }) {
        connect(static_cast<CellDelegate*>(v->itemDelegate()), &CellDelegate::editProblem, problem_,
            [this](const QString& m) { problem_->setProblem(m); });
    }
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &PodPanel::updateActions);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PodPanel::currentPodChanged);
    connect(containerView_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &PodPanel::updateActions);
    connect(containers_, &QAbstractItemModel::modelReset, this, &PodPanel::updateActions);
    for (QTableView* v : {view_, containerView_}) {
        v->horizontalHeader()->setResizeContentsPrecision(64);
        connect(v->model(), &QAbstractItemModel::modelReset, v, &QTableView::resizeColumnsToContents);
        v->resizeColumnsToContents();
    }
    connect(proxy_, &QAbstractItemModel::modelReset, this, &PodPanel::fitWideColumns);
    fitWideColumns();
    // The placement cell is edited in its dialog: a double-click (or Enter) opens it.
    for (QTableView* v : { view_, frozen })
        connect(v, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
            if (PodTableModel::columnKind(proxy_->mapToSource(index).column()) == PodTableModel::ColumnKind::Placement)
                editPlacement();
        });
    connect(doc, &Document::workspaceChanged, this, &PodPanel::fillScopes);
    connect(doc, &Document::workspaceReset, this, &PodPanel::fillScopes);
    fillScopes();
    updateActions();
}

// The columns whose text can be long: the placement summaries differ far
// more than the first 64 rows show (a DaemonSet's tolerations first, a spread
// Deployment's constraints far below), and an imported pod has half a dozen
// labels. Each takes the widest text of every row, up to a width in x's
// (averageCharWidth differs too much between fonts), and never less than its
// header's; a longer text is elided in the cell, the cell's tooltip has all
// of it, and its editor scrolls. The namespace, labels and owner, between
// the name and the node, are held to about the first label or a
// ReplicaSet's name, so that the node and the requests stay near.
void PodPanel::fitWideColumns()
{
    using Kind = PodTableModel::ColumnKind;
    const QFontMetrics fm(view_->font());
    const int padding = 2 * view_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view_)
        + fm.horizontalAdvance(QLatin1Char('x'));
    QHeaderView* header = view_->horizontalHeader();
    const std::pair<Kind, int> caps[]
        = { { Kind::Namespace, 20 }, { Kind::Labels, 28 }, { Kind::Owner, 26 }, { Kind::Placement, 90 } };
    for (const auto& [kind, xs] : caps) {
        const int column = PodTableModel::column(kind);
        const int cap = std::max(fm.horizontalAdvance(QString(xs, QLatin1Char('x'))), header->sectionSizeHint(column));
        int width = header->sectionSizeHint(column);
        for (int row = 0, rows = model_->rowCount(); row < rows && width < cap; ++row)
            width
                = std::max(width, fm.horizontalAdvance(model_->data(model_->index(row, column)).toString()) + padding);
        header->resizeSection(column, std::min(width, cap));
    }
}

void PodPanel::fillScopes()
{
    const QString current = scope_->currentData().toString();
    QStringList wanted{QStringLiteral("all"), QStringLiteral("pending"), QStringLiteral("bound")};
    for (const auto& n : doc_->workspace().nodes)
        wanted << QStringLiteral("node:") + QString::fromStdString(n.name);
    QStringList have;
    for (int i = 0; i < scope_->count(); ++i)
        have << scope_->itemData(i).toString();
    if (have == wanted)
        return;
    const QSignalBlocker block(scope_);
    scope_->clear();
    scope_->addItem(tr("All pods"), QStringLiteral("all"));
    scope_->addItem(tr("Pending queue"), QStringLiteral("pending"));
    scope_->addItem(tr("Bound pods"), QStringLiteral("bound"));
    for (const auto& n : doc_->workspace().nodes) {
        const QString name = QString::fromStdString(n.name);
        scope_->addItem(tr("On %1").arg(name), QStringLiteral("node:") + name);
    }
    const int i = scope_->findData(current);
    scope_->setCurrentIndex(i < 0 ? 0 : i);
    applyScope();
}

void PodPanel::applyScope()
{
    const QString data = scope_->currentData().toString();
    if (data == QLatin1String("pending"))
        proxy_->setScope(PodFilterProxyModel::Scope::Pending);
    else if (data == QLatin1String("bound"))
        proxy_->setScope(PodFilterProxyModel::Scope::Bound);
    else if (data.startsWith(QLatin1String("node:")))
        proxy_->setScope(PodFilterProxyModel::Scope::OnNode, data.mid(5));
    else
        proxy_->setScope(PodFilterProxyModel::Scope::All);
}

std::vector<int> PodPanel::selectedRows() const
{
    std::vector<int> rows;
    for (const QModelIndex& i : view_->selectionModel()->selectedRows())
        rows.push_back(proxy_->mapToSource(i).row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void PodPanel::updateActions()
{
    const auto rows = selectedRows();
    duplicate_->setEnabled(rows.size() == 1);
    duplicateMany_->setEnabled(rows.size() == 1);
    editPlacement_->setEnabled(rows.size() == 1);
    delete_->setEnabled(!rows.empty());
    const bool pod = containers_->podRow() >= 0;
    addContainer_->setEnabled(pod);
    addInit_->setEnabled(pod);
    removeContainer_->setEnabled(pod && containerView_->currentIndex().isValid());
}

void PodPanel::currentPodChanged()
{
    const QModelIndex current = view_->currentIndex();
    const int row = current.isValid() ? proxy_->mapToSource(current).row() : -1;
    containers_->setPodRow(row);
    if (row >= 0) {
        const Pod& p = doc_->workspace().pods[static_cast<size_t>(row)];
        if (!p.nodeName)
            doc_->setCurrentPod(QString::fromStdString(replicaName(p, 0)));
    }
    updateActions();
}

void PodPanel::addPod()
{
    doc_->undoStack()->push(makeAddPodCommand(doc_));
    const QModelIndex i = proxy_->mapFromSource(model_->index(model_->rowCount() - 1, 0));
    if (i.isValid()) {
        view_->setCurrentIndex(i);
        view_->scrollTo(i);
    }
}

void PodPanel::duplicatePod(int count)
{
    const auto rows = selectedRows();
    if (rows.size() == 1 && count >= 1)
        doc_->undoStack()->push(makeDuplicatePodCommand(doc_, rows.front(), count));
}

void PodPanel::duplicatePodMany()
{
    const auto rows = selectedRows();
    if (rows.size() != 1)
        return;
    bool ok = false;
    const QString name = QString::fromStdString(doc_->workspace().pods[static_cast<size_t>(rows.front())].name);
    const int count = QInputDialog::getInt(this, tr("Duplicate Pod"), tr("Copies of %1:").arg(name), 10, 1, 10000, 1, &ok);
    if (ok)
        duplicatePod(count);
}

void PodPanel::editPlacement()
{
    const auto rows = selectedRows();
    if (rows.size() != 1)
        return;
    const int row = rows.front();
    PodPlacementDialog dialog(doc_->workspace().pods[static_cast<size_t>(row)], this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // (The dialog is modal: nothing else edited the document meanwhile.)
    const Pod& pod = doc_->workspace().pods[static_cast<size_t>(row)];
    if (placementOf(pod) != dialog.placement())
        doc_->undoStack()->push(new SetPodPlacementCommand(doc_, row, dialog.placement()));
}

void PodPanel::deletePods()
{
    const auto rows = selectedRows();
    if (!rows.empty())
        doc_->undoStack()->push(new RemovePodsCommand(doc_, rows));
}

void PodPanel::addContainer(bool init)
{
    if (containers_->podRow() >= 0)
        doc_->undoStack()->push(new AddContainerCommand(doc_, containers_->podRow(), init));
}

void PodPanel::removeContainer()
{
    const QModelIndex i = containerView_->currentIndex();
    if (containers_->podRow() < 0 || !i.isValid())
        return;
    const auto [init, index] = containers_->containerAt(i.row());
    doc_->undoStack()->push(new RemoveContainerCommand(doc_, containers_->podRow(), index, init));
}

void PodPanel::generateWorkload()
{
    GenerateWorkloadDialog dialog(doc_->workspace(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    doc_->undoStack()->push(makeGenerateWorkloadCommand(doc_, dialog.pods(), dialog.pendingMode()));
}

PodPanel::~PodPanel()
{
    // An editor still open would commit on its way out, into a panel being destroyed.
    view_->reset();
    containerView_->reset();
}

} // namespace bp::ui
