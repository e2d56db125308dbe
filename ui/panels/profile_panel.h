// SPDX-License-Identifier: GPL-3.0-or-later
// The profile panel: the workspace's profiles (add, duplicate, rename,
// delete), and the current profile's scheduler, volcanoVersion (Volcano
// profiles), kubernetesVersion,
// schedulerName, scoring settings and which filter plugins run. Values the scheduler would refuse are
// marked where they are, with the upstream rule they break; the full list of
// messages is at the bottom.
#pragma once

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListView;
class QListWidget;
class QScrollArea;
class QToolButton;
class QVBoxLayout;

namespace bp::ui {

class Document;
class KubeProfileEditor;
class ProblemLabel;
class ProfileListModel;
class VolcanoProfileEditor;

class ProfilePanel : public QWidget {
    Q_OBJECT
public:
    ~ProfilePanel() override;
    explicit ProfilePanel(Document* doc, QWidget* parent = nullptr);

    QListView* profileList() const { return list_; }
    QComboBox* schedulerCombo() const { return scheduler_; }
    QComboBox* versionCombo() const { return version_; }
    QComboBox* volcanoVersionCombo() const { return volcanoVersion_; }
    QLineEdit* schedulerNameEdit() const { return schedulerName_; }
    KubeProfileEditor* kubeEditor() const { return kube_; }
    VolcanoProfileEditor* volcanoEditor() const { return volcano_; }
    QListWidget* messages() const { return messages_; }
    // The filter plugins of the profile's scheduler and release, one check
    // box each (checked: it runs); nullptr for a name the release lacks.
    QGroupBox* filtersBox() const { return filters_; }
    QCheckBox* filterCheckBox(const QString& name) const;

public slots:
    void addProfile();
    void duplicateProfile();
    void renameProfile();
    void deleteProfile();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The form never narrower than its inputs: the scroll area (which only
    // scrolls up and down) is kept as wide as the form's minimum.
    void fitScrollWidth();

    void load();
    void loadFilters();
    void validate();
    void updateButtons();

    Document* doc_;
    ProfileListModel* model_;
    QListView* list_;
    QToolButton* addButton_;
    QToolButton* duplicateButton_;
    QToolButton* renameButton_;
    QToolButton* deleteButton_;
    ProblemLabel* listProblem_;
    QComboBox* scheduler_;
    QComboBox* version_;
    ProblemLabel* versionProblem_;
    QComboBox* volcanoVersion_;
    ProblemLabel* volcanoVersionProblem_;
    QFormLayout* form_;
    QLineEdit* schedulerName_;
    QWidget* stack_; // the Kubernetes and the Volcano editor, one shown
    KubeProfileEditor* kube_;
    VolcanoProfileEditor* volcano_;
    QGroupBox* filters_;
    QLabel* filtersNote_;
    QVBoxLayout* filterRows_;
    std::vector<QCheckBox*> filterBoxes_;
    QString filtersKey_; // the scheduler and release the boxes were built for
    QListWidget* messages_;
    QScrollArea* scroll_ = nullptr;
};

} // namespace bp::ui
