// SPDX-License-Identifier: GPL-3.0-or-later
// The nodes of the cluster: a filterable, sortable table (allocatable edited in
// place, requested and utilization computed by the core), with add,
// duplicate ×N, node pool from a template, set a resource on several nodes,
// and delete. Selecting a node selects it in the document (the score view
// explains that node).
#pragma once

#include <QWidget>

class QAction;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace bp::ui {

class Document;
class NodeTableModel;
class ProblemLabel;

class NodePanel : public QWidget {
    Q_OBJECT
public:
    ~NodePanel() override;
    explicit NodePanel(Document* doc, QWidget* parent = nullptr);

    NodeTableModel* model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QTableView* view() const { return view_; }
    QLineEdit* filterEdit() const { return filter_; }
    QAction* addNodeAction() const { return add_; }
    QAction* duplicateAction() const { return duplicate_; }
    QAction* duplicateManyAction() const { return duplicateMany_; }
    QAction* poolAction() const { return pool_; }
    QAction* setResourceAction() const { return setResource_; }
    // Edits the workspace's price table (PriceTableDialog), undoably.
    QAction* pricesAction() const { return prices_; }
    QAction* deleteAction() const { return delete_; }

    // Source rows of the selected nodes, ascending.
    std::vector<int> selectedRows() const;

public slots:
    void addNode();
    void duplicateNode(int count = 1);
    void duplicateNodeMany();
    void createPool();
    void setResource();
    void editPrices();
    void deleteNodes();

private:
    void updateActions();
    void showClusterError();

    Document* doc_;
    NodeTableModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* view_;
    QLineEdit* filter_;
    ProblemLabel* problem_;
    QAction* add_;
    QAction* duplicate_;
    QAction* duplicateMany_;
    QAction* pool_;
    QAction* setResource_;
    QAction* prices_;
    QAction* delete_;
};

} // namespace bp::ui
