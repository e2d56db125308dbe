// SPDX-License-Identifier: GPL-3.0-or-later
// "Generate Workload": a mix of pod shapes (fixed or ranged requests, counts or
// proportions of a total), a seed and an arrival order, fed to the core's
// generator (core/sim/workload_generator.h) on every edit. The dialog shows
// what it would generate (pods, entries, total requests, the first entries)
// or, for unusable input, which row and column is wrong, with OK disabled.
// The caller applies pods() with makeGenerateWorkloadCommand().
#pragma once

#include "document/commands_generate.h"
#include "sim/workload_generator.h"

#include <QDialog>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableView;
class QTableWidget;
class QTimer;
class QToolButton;

namespace bp::ui {

class GenerateShapeModel;
class ProblemLabel;

class GenerateWorkloadDialog : public QDialog {
    Q_OBJECT
public:
    // The most pods one generation may create (the window stays responsive).
    static constexpr int kMaxPods = 100000;
    // How many generated entries the preview lists.
    static constexpr int kPreviewEntries = 50;
    // Up to this many pods the preview follows every edit at once.
    static constexpr int kImmediatePods = 5000;

    // `ws`: the workspace the pods go into (for its pending pods and names);
    // it must outlive the dialog. Starts from the last accepted spec of the
    // session (QSettings), else from a web/batch example.
    explicit GenerateWorkloadDialog(const Workspace& ws, QWidget* parent = nullptr);

    // ---- the spec -------------------------------------------------------------
    GenerateShapeModel* shapeModel() const { return model_; }
    // Valid when problem() is empty.
    GeneratorSpec spec() const;
    PendingPods pendingMode() const;
    void setPendingMode(PendingPods mode);
    // Restores the example the dialog starts with when nothing was remembered.
    void resetToDefaults();

    // ---- the outcome ------------------------------------------------------------
    // What OK would add, in arrival order (empty while there is a problem).
    // These accessors first apply any edit whose preview is still pending.
    const std::vector<Pod>& pods() const;
    int64_t podCount() const;
    int entryCount() const;
    // Σ requests of `resource` over every generated pod: millicores for cpu,
    // else Value() (bytes for memory); saturates at the int64 limits.
    int64_t totalRequest(const QString& resource) const;
    // Empty when OK is possible, else the first problem, naming its row and column.
    QString problem() const;

    // ---- widgets, for tests ------------------------------------------------------
    QTableView* shapeView() const { return view_; }
    QSpinBox* totalSpin() const { return total_; }
    QLineEdit* seedEdit() const { return seed_; }
    QComboBox* orderCombo() const { return order_; }
    QRadioButton* replaceButton() const { return replace_; }
    QRadioButton* appendButton() const { return append_; }
    QLineEdit* resourceEdit() const { return resourceName_; }
    QToolButton* addResourceButton() const { return addResource_; }
    QToolButton* removeResourceButton() const { return removeResource_; }
    QToolButton* addShapeButton() const { return addShape_; }
    QToolButton* removeShapeButton() const { return removeShape_; }
    QLabel* summaryLabel() const { return summary_; }
    QLabel* totalsLabel() const { return totals_; }
    QTableWidget* previewTable() const { return preview_; }
    QPushButton* okButton() const;
    ProblemLabel* problemLabel() const { return problem_; }

    void accept() override;

public slots:
    // Generates again from the current input and updates the preview.
    void refresh();
    // After an edit: refresh() now while the workload is small, else once the
    // edits pause, so typing a seed does not regenerate 100,000 pods per key.
    void refreshSoon();
    void addResourceColumn();
    void removeResourceColumn();
    void addShape();
    void removeShapes();
    void newSeed();

private:
    void buildLayout();
    void load();
    void save() const;
    QString describeSpecProblem(GeneratorSpec* spec) const;
    int shapeRowOfPod(const std::string& podName) const;
    void showPreview();
    void updateButtons();
    void flush() const; // refresh() if an edit is pending

    const Workspace& ws_;
    GenerateShapeModel* model_;
    QTimer* refreshTimer_; // pending preview after an edit (refreshSoon)
    QTableView* view_;
    QToolButton* addShape_;
    QToolButton* removeShape_;
    QLineEdit* resourceName_;
    QToolButton* addResource_;
    QToolButton* removeResource_;
    QSpinBox* total_;
    QLineEdit* seed_;
    QToolButton* newSeed_;
    QComboBox* order_;
    QRadioButton* replace_;
    QRadioButton* append_;
    QLabel* summary_;
    QLabel* totals_;
    QTableWidget* preview_;
    ProblemLabel* problem_;
    QDialogButtonBox* buttons_;

    std::vector<Pod> pods_;
    int64_t podCount_ = 0;
    std::vector<std::pair<QString, int64_t>> totalsByResource_;
    QString problemText_;
};

} // namespace bp::ui
