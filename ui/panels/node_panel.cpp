// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/node_panel.h"

#include "dialogs/node_pool_dialog.h"
#include "dialogs/price_table_dialog.h"
#include "dialogs/set_resource_dialog.h"
#include "document/commands_cluster.h"
#include "document/document.h"
#include "icons.h"
#include "models/node_table_model.h"
#include "models/roles.h"
#include "panels/frozen_column_table.h"
#include "panels/problem_label.h"
#include "panels/utilization_bar_delegate.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace bp::ui {

NodePanel::NodePanel(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , model_(new NodeTableModel(doc, this))
    , proxy_(new QSortFilterProxyModel(this))
{
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(SortRole);
    proxy_->setFilterKeyColumn(0);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);

    // Many resources make the table wide: the node names stay in sight.
    auto* table = new FrozenColumnTable(this);
    view_ = table;
    view_->setModel(proxy_);
    auto* delegate = new UtilizationBarDelegate(view_);
    auto* nameDelegate = new CellDelegate(view_);
    table->setDelegates(delegate, nameDelegate);
    view_->setSortingEnabled(true);
    view_->sortByColumn(-1, Qt::AscendingOrder); // file order until a header is clicked
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::AnyKeyPressed);
    view_->setAlternatingRowColors(true);
    view_->verticalHeader()->setVisible(false);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 8);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view_->horizontalHeader()->setResizeContentsPrecision(64); // big clusters: measure a sample of rows
    view_->setToolTip(tr("Nodes: double-click or F2 to edit a name or an allocatable amount; click a header to sort."));

    filter_ = new QLineEdit(this);
    filter_->setPlaceholderText(tr("Filter nodes…"));
    filter_->setClearButtonEnabled(true);
    filter_->setToolTip(tr("Show only the nodes whose name contains this text"));
    connect(filter_, &QLineEdit::textChanged, proxy_, &QSortFilterProxyModel::setFilterFixedString);

    problem_ = new ProblemLabel(this);

    auto make = [this](const QString& icon, const QString& text, const QString& tip) {
        auto* a = new QAction(themedIcon(icon), text, this);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        return a;
    };
    add_ = make(QStringLiteral("list-add"), tr("&Add Node"), tr("Add a node with 4 cpu, 16Gi memory and 110 pods"));
    duplicate_ = make(QStringLiteral("edit-copy"), tr("&Duplicate Node"), tr("Add a copy of the selected node"));
    duplicateMany_ = make(QStringLiteral("edit-copy"), tr("Duplicate Node ×&N…"), tr("Add several copies of the selected node"));
    pool_ = make(QStringLiteral("node-pool"), tr("Node &Pool…"), tr("Create a pool of nodes from a template"));
    setResource_ = make(QStringLiteral("edit-rename"), tr("Set &Resource…"),
        tr("Set an allocatable resource (e.g. nvidia.com/gpu) on the selected nodes"));
    prices_ = make(QStringLiteral("edit-rename"), tr("Node P&rices…"),
        tr("What each node costs per hour, by a node label: the Compare view's scale-down analysis shows the cost"));
    delete_ = make(QStringLiteral("edit-delete"), tr("De&lete Nodes"), tr("Delete the selected nodes and the pods bound to them"));
    delete_->setShortcut(QKeySequence::Delete);
    delete_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(delete_);
    connect(add_, &QAction::triggered, this, &NodePanel::addNode);
    connect(duplicate_, &QAction::triggered, this, [this] { duplicateNode(1); });
    connect(duplicateMany_, &QAction::triggered, this, &NodePanel::duplicateNodeMany);
    connect(pool_, &QAction::triggered, this, &NodePanel::createPool);
    connect(setResource_, &QAction::triggered, this, &NodePanel::setResource);
    connect(prices_, &QAction::triggered, this, &NodePanel::editPrices);
    connect(delete_, &QAction::triggered, this, &NodePanel::deleteNodes);

    auto* bar = new QToolBar(this);
    bar->setIconSize(QSize(16, 16));
    bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    bar->addWidget(filter_);
    for (QAction* a : {add_, duplicate_, duplicateMany_, pool_, setResource_, delete_})
        bar->addAction(a);
    // The same actions on a right click in the table (a click on a row selects it first).
    auto* separator = new QAction(this);
    separator->setSeparator(true);
    for (QTableView* v : { view_, table->frozenView() }) {
        v->addActions({ add_, duplicate_, duplicateMany_, pool_, setResource_, prices_, separator, delete_ });
        v->setContextMenuPolicy(Qt::ActionsContextMenu);
    }

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(bar);
    layout->addWidget(view_, 1);
    layout->addWidget(problem_);

    connect(model_, &NodeTableModel::editRejected, problem_, [this](const QString& m) { problem_->setProblem(m); });
    // Why an edit is held in its cell; once it is not, the cluster's own problem again.
    for (CellDelegate* d : { static_cast<CellDelegate*>(delegate), nameDelegate }) {
        connect(d, &CellDelegate::editProblem, this, [this](const QString& m) {
            if (m.isEmpty())
                showClusterError();
            else
                problem_->setProblem(m);
        });
    }
    connect(model_, &QAbstractItemModel::dataChanged, this, &NodePanel::showClusterError);
    connect(model_, &QAbstractItemModel::modelReset, this, &NodePanel::showClusterError);
    // Columns come and go with resources: size them to what they hold.
    connect(model_, &QAbstractItemModel::modelReset, view_, &QTableView::resizeColumnsToContents);
    view_->resizeColumnsToContents();
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &NodePanel::updateActions);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (current.isValid())
            doc_->setSelectedNode(proxy_->mapToSource(current).row());
    });
    connect(doc, &Document::selectedNodeChanged, this, [this](int row) {
        if (row < 0)
            return;
        const QModelIndex i = proxy_->mapFromSource(model_->index(row, 0));
        if (i.isValid() && view_->currentIndex().row() != i.row()) {
            const QSignalBlocker block(view_->selectionModel());
            view_->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            view_->scrollTo(i);
            updateActions();
        }
    });
    updateActions();
    showClusterError();
}

std::vector<int> NodePanel::selectedRows() const
{
    std::vector<int> rows;
    for (const QModelIndex& i : view_->selectionModel()->selectedRows())
        rows.push_back(proxy_->mapToSource(i).row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void NodePanel::updateActions()
{
    const auto rows = selectedRows();
    duplicate_->setEnabled(rows.size() == 1);
    duplicateMany_->setEnabled(rows.size() == 1);
    setResource_->setEnabled(!rows.empty());
    delete_->setEnabled(!rows.empty());
}

void NodePanel::showClusterError()
{
    const QString error = model_->clusterError();
    problem_->setProblem(error.isEmpty() ? QString() : tr("Requests cannot be counted: %1").arg(error));
}

void NodePanel::addNode()
{
    doc_->undoStack()->push(makeAddNodeCommand(doc_));
    const QModelIndex i = proxy_->mapFromSource(model_->index(model_->rowCount() - 1, 0));
    view_->setCurrentIndex(i);
    view_->scrollTo(i);
}

void NodePanel::duplicateNode(int count)
{
    const auto rows = selectedRows();
    if (rows.size() != 1 || count < 1)
        return;
    doc_->undoStack()->push(makeDuplicateNodeCommand(doc_, rows.front(), count));
}

void NodePanel::duplicateNodeMany()
{
    const auto rows = selectedRows();
    if (rows.size() != 1)
        return;
    bool ok = false;
    const QString name = QString::fromStdString(doc_->workspace().nodes[static_cast<size_t>(rows.front())].name);
    const int count = QInputDialog::getInt(this, tr("Duplicate Node"), tr("Copies of %1:").arg(name), 10, 1, 10000, 1, &ok);
    if (ok)
        duplicateNode(count);
}

void NodePanel::createPool()
{
    const auto rows = selectedRows();
    NodePoolDialog dialog(doc_->workspace(), rows.empty() ? -1 : rows.front(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    doc_->undoStack()->push(makeNodePoolCommand(doc_, dialog.nodeTemplate(), dialog.prefix().toStdString(), dialog.count()));
}

void NodePanel::editPrices()
{
    PriceTableDialog dialog(doc_->workspace(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::optional<PriceTable> prices = dialog.prices();
    if (prices == doc_->workspace().prices)
        return;
    Workspace ws = doc_->workspace();
    ws.prices = prices;
    doc_->undoStack()->push(new ReplaceWorkspaceCommand(
        doc_, std::move(ws), prices ? tr("Edit Node Prices") : tr("Remove Node Prices")));
}

void NodePanel::setResource()
{
    const auto rows = selectedRows();
    if (rows.empty())
        return;
    QStringList names{QStringLiteral("nvidia.com/gpu"), QStringLiteral("intel.com/foo"), QStringLiteral("ephemeral-storage")};
    for (const auto& r : model_->resources()) {
        if (!names.contains(QString::fromStdString(r)))
            names << QString::fromStdString(r);
    }
    SetResourceDialog dialog(names, static_cast<int>(rows.size()), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::string resource = dialog.resource().toStdString();
    const auto q = dialog.quantity();
    QUndoStack* undo = doc_->undoStack();
    undo->beginMacro(q ? tr("Set %1 to %2 on %n node(s)", nullptr, static_cast<int>(rows.size()))
                             .arg(dialog.resource(), QString::fromStdString(q->text()))
                       : tr("Remove %1 from %n node(s)", nullptr, static_cast<int>(rows.size())).arg(dialog.resource()));
    for (int row : rows)
        undo->push(new SetNodeAllocatableCommand(doc_, row, resource, q));
    undo->endMacro();
}

void NodePanel::deleteNodes()
{
    const auto rows = selectedRows();
    if (!rows.empty())
        doc_->undoStack()->push(new RemoveNodesCommand(doc_, rows));
}

NodePanel::~NodePanel()
{
    // An editor still open would commit on its way out, into a panel being destroyed.
    view_->reset();
}

} // namespace bp::ui
