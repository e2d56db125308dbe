// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare view: the same pending queue on the same cluster under 2-4
// profiles side by side (core/sim/compare.h does the work, on the worker
// thread of a LiveEngine). Controls to pick the profiles and the options, a metrics table,
// the per-node and timeline charts, and exports (PNG, SVG, CSV, JSON).
#pragma once

#include "model/workspace.h"
#include "sim/compare.h"

#include <QWidget>
#include <atomic>
#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QAction;
class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QTimer;
class QToolButton;
QT_END_NAMESPACE

namespace bp::ui {

class CompareCharts;
class CompareTable;
class LiveEngine;
class SavingsView;

class CompareView : public QWidget {
    Q_OBJECT
public:
    enum class State { Idle, Running, Finished, Cancelled, Failed };
    static constexpr int kMinProfiles = 2;
    static constexpr int kMaxProfiles = 4;

    explicit CompareView(QWidget* parent = nullptr);
    ~CompareView() override; // cancels a run and waits for it

    // The workspace the next run uses; the profile pickers follow its profiles
    // (keeping the chosen names where they still exist).
    void setWorkspace(std::shared_ptr<const bp::Workspace> workspace);

    // Profile slots (2..4), by profile name.
    void setProfiles(const QStringList& names);
    QStringList profiles() const;
    void addProfileSlot();
    void removeProfileSlot(int slot);
    int profileSlotCount() const;

    // percentageOfNodesToScore: nullopt off, 0 adaptive, 1..100 fixed.
    void setPercentageOfNodesToScore(std::optional<int> value);
    std::optional<int> percentageOfNodesToScore() const;
    // The pod template the "additional pods" row counts (empty: the largest pending).
    void setFitShape(const QString& podTemplate);
    // Repack: the bound pods scheduled again ahead of the pending ones
    // (binpack-cli compare --repack); off by default.
    void setRepack(bool on);
    bool repack() const;
    // The queue order of a repack (RepackOrder::Creation by default); the
    // control is enabled while Repack is checked.
    void setRepackOrder(RepackOrder order);
    RepackOrder repackOrder() const;
    // Scale-down: cluster-autoscaler's analysis of each profile's cluster
    // (binpack-cli compare --scale-down), shown in the Savings section; off
    // by default. Its flags start at cluster-autoscaler's defaults and are
    // edited with the Settings button, for this comparison.
    void setScaleDown(bool on);
    bool scaleDown() const;
    void setScaleDownOptions(const bp::AutoscalerOptions& options);
    bp::AutoscalerOptions scaleDownOptions() const { return scaleDownOptions_; }
    QToolButton* scaleDownSettingsButton() const { return scaleDownSettings_; }
    // Shows a button for the window's "Generate Workload" action next to Run
    // (the view has no document of its own; null hides it).
    void setGenerateAction(QAction* action);
    QToolButton* generateButton() const { return generate_; }
    // The same for the window's "Node Prices" action, beside the scale-down
    // settings (the cost needs the workspace's prices).
    void setPricesAction(QAction* action);
    QToolButton* pricesButton() const { return pricesButton_; }

    State state() const { return state_; }
    bool isRunning() const { return state_ == State::Running; }
    // The last complete run (null before one, after a cancel or an error).
    std::shared_ptr<const bp::CompareResult> result() const { return result_; }
    // The options the last run used (and the next will, unless changed).
    bp::CompareOptions options() const;
    QString errorText() const;
    QString statusText() const; // the line under the controls: the state of the last run

    bool exportPng(const QString& path);
    bool exportSvg(const QString& path);
    bool exportCsv(const QString& path);
    bool exportNodesCsv(const QString& path);
    bool exportJson(const QString& path);

    CompareTable* table() const { return table_; }
    CompareCharts* charts() const { return charts_; }
    SavingsView* savings() const { return savings_; }
    QWidget* resultsWidget() const { return results_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    QProgressBar* progressBar() const { return progress_; }

public slots:
    void run();
    void cancel();

signals:
    // Every run ends with this, whatever state() it ends in.
    void finished();

private:
    void rebuildPickers(const QStringList& keep);
    void updateControls();
    // No figures any more: the table and the charts are emptied.
    void dropResult();
    void finishRun(std::shared_ptr<const bp::CompareResult> result, std::shared_ptr<const bp::Workspace> workspace,
        const QString& error);
    void showError(const QString& text);
    void settleLayout();
    bool writeFile(const QString& path, const std::string& content);
    void exportWithDialog(const QString& filter, const QString& suffix, bool (CompareView::*save)(const QString&));

    std::shared_ptr<const bp::Workspace> ws_;
    std::shared_ptr<const bp::CompareResult> result_;
    LiveEngine* engine_;
    quint64 current_ = 0; // the engine's generation of the run in progress (0: none)
    State state_ = State::Idle;
    bp::CompareOptions lastOptions_;

    QGridLayout* pickerLayout_;
    std::vector<QComboBox*> pickers_;
    std::vector<QToolButton*> removers_;
    QToolButton* add_;
    QComboBox* percentMode_;
    QCheckBox* repack_;
    QLabel* repackOrderLabel_;
    QComboBox* repackOrder_;
    QCheckBox* scaleDown_;
    QToolButton* scaleDownSettings_;
    QToolButton* pricesButton_;
    bp::AutoscalerOptions scaleDownOptions_;
    QSpinBox* percent_;
    QComboBox* fitShape_;
    QPushButton* run_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QTimer* progressDelay_;
    QToolButton* export_;
    QToolButton* generate_;
    QLabel* status_;
    QScrollArea* scroll_;
    QWidget* results_;
    CompareTable* table_;
    CompareCharts* charts_;
    SavingsView* savings_;
};

} // namespace bp::ui
