// SPDX-License-Identifier: GPL-3.0-or-later
// The pods: bound pods per node and the pending queue (file order, with
// replicas), their requests, and the containers of the selected pod. Selecting
// a pending pod makes it the pod under study (the one the score view scores).
#pragma once

#include <QWidget>

class QAction;
class QComboBox;
class QLineEdit;
class QTableView;

namespace bp::ui {

class ContainerTableModel;
class Document;
class PodFilterProxyModel;
class PodTableModel;
class ProblemLabel;

class PodPanel : public QWidget {
    Q_OBJECT
public:
    ~PodPanel() override;
    explicit PodPanel(Document* doc, QWidget* parent = nullptr);

    PodTableModel* model() const { return model_; }
    PodFilterProxyModel* proxy() const { return proxy_; }
    ContainerTableModel* containerModel() const { return containers_; }
    QTableView* view() const { return view_; }
    QTableView* containerView() const { return containerView_; }
    QComboBox* scopeCombo() const { return scope_; }
    QLineEdit* filterEdit() const { return filter_; }
    std::vector<int> selectedRows() const;
    QAction* generateAction() const { return generate_; }
    QAction* editPlacementAction() const { return editPlacement_; }
    // Every action of the panel, in the order of the Edit ▸ Pods menu.
    QList<QAction*> menuActions() const
    {
        return { add_, duplicate_, duplicateMany_, delete_, editPlacement_, generate_, addContainer_, addInit_,
            removeContainer_ };
    }

public slots:
    void addPod();
    void duplicatePod(int count = 1);
    void duplicatePodMany();
    void deletePods();
    void addContainer(bool init = false);
    void removeContainer();
    // Opens the placement dialog for the selected pod (one undo step on OK).
    void editPlacement();
    // Opens the Workload Generator and applies what it generates (one undo step).
    void generateWorkload();

private:
    void fitWideColumns();
    void fillScopes();
    void applyScope();
    void updateActions();
    void currentPodChanged();

    Document* doc_;
    PodTableModel* model_;
    PodFilterProxyModel* proxy_;
    ContainerTableModel* containers_;
    QTableView* view_;
    QTableView* containerView_;
    QComboBox* scope_;
    QLineEdit* filter_;
    ProblemLabel* problem_;
    QAction* add_;
    QAction* duplicate_;
    QAction* duplicateMany_;
    QAction* delete_;
    QAction* generate_;
    QAction* editPlacement_;
    QAction* addContainer_;
    QAction* addInit_;
    QAction* removeContainer_;
};

} // namespace bp::ui
