// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/compare_view.h"

#include "compare/compare_charts.h"
#include "compare/compare_table.h"
#include "compare/savings_view.h"
#include "dialogs/scale_down_dialog.h"
#include "file_dialogs.h"
#include "live/live_engine.h"
#include "util/diagnostic.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSvgGenerator>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <exception>

namespace bp::ui {

CompareView::CompareView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("CompareView"));
    // Comparisons run through the live engine: always on its worker, a new
    // run stops the one in progress, and each result is shown as it arrives.
    engine_ = new LiveEngine(this);
    engine_->setSynchronousLimit(-1);
    engine_->setMinimumInterval(0);
    engine_->setSupersedeRunning(true);
    connect(engine_, &LiveEngine::resultReady, this, [this](const LiveResult& r) {
        if (r.generation == current_)
            finishRun(r.comparison, r.comparedWorkspace, {});
    });
    connect(engine_, &LiveEngine::failed, this, [this](const QString& message, quint64 generation) {
        if (generation == current_)
            finishRun(nullptr, nullptr, message);
    });
    connect(engine_, &LiveEngine::cancelled, this, [this](quint64 generation) {
        if (generation == current_)
            finishRun(nullptr, nullptr, {});
    });
    connect(engine_, &LiveEngine::progress, this, [this](quint64 generation, qint64 done, qint64 total) {
        if (generation == current_)
            progress_->setValue(total > 0 ? static_cast<int>(1000 * done / total) : 0);
    });
    auto* layout = new QVBoxLayout(this);

    // Profile slots.
    auto* profilesRow = new QHBoxLayout;
    auto* profilesLabel = new QLabel(tr("Profiles:"), this);
    layout->addWidget(profilesLabel); // over the slots: beside them, whole names would not fit a narrow dock
    // Two slots a row, so that the view fits a narrow dock.
    pickerLayout_ = new QGridLayout;
    pickerLayout_->setHorizontalSpacing(2);
    profilesRow->addLayout(pickerLayout_, 1);
    add_ = new QToolButton(this);
    add_->setText(tr("&Add profile"));
    add_->setToolTip(tr("Add a profile to the comparison (at most %1).").arg(kMaxProfiles));
    connect(add_, &QToolButton::clicked, this, &CompareView::addProfileSlot);
    profilesRow->addWidget(add_, 0, Qt::AlignTop);
    layout->addLayout(profilesRow);

    // Options and run.
    auto* optionsRow = new QHBoxLayout;
    const QString percentTip
        = tr("percentageOfNodesToScore: on large clusters kube-scheduler stops filtering once it has found this share "
             "of feasible nodes, starting at a rotating index, and scores only that sample, so real packing is looser "
             "than the ideal where every node is scored. Off: score every feasible node. Adaptive: upstream's default "
             "(50 % minus 1 % per 125 nodes, at least 5 %). Clusters under 100 nodes are always searched in full; "
             "a profile's own setting wins; Volcano profiles always score every node.");
    auto* percentLabel = new QLabel(tr("&Nodes to score:"), this);
    percentMode_ = new QComboBox(this);
    percentMode_->addItems({ tr("All (off)"), tr("Adaptive"), tr("Fixed %") });
    percentMode_->setToolTip(percentTip);
    percentLabel->setBuddy(percentMode_);
    percentLabel->setToolTip(percentTip);
    percent_ = new QSpinBox(this);
    percent_->setRange(1, 100);
    percent_->setValue(50);
    percent_->setSuffix(tr(" %"));
    percent_->setToolTip(tr("The fixed percentageOfNodesToScore (1-100).") + QLatin1Char('\n') + percentTip);
    connect(percentMode_, &QComboBox::currentIndexChanged, this, [this] { updateControls(); });
    repack_ = new QCheckBox(tr("Re&pack bound pods"), this);
    repack_->setToolTip(tr("Take the bound pods off their nodes and schedule them again, ahead of the pending "
                           "ones: how many nodes the running workload needs under each profile. DaemonSet and "
                           "static pods stay where they are; a node holding only those counts as empty."));
    connect(repack_, &QCheckBox::toggled, this, [this] { updateControls(); });
    repackOrderLabel_ = new QLabel(tr("&Queue order:"), this);
    repackOrder_ = new QComboBox(this);
    // In RepackOrder's order of declaration: File, Creation, Priority.
    repackOrder_->addItem(tr("File order"), static_cast<int>(RepackOrder::File));
    repackOrder_->addItem(tr("Oldest first"), static_cast<int>(RepackOrder::Creation));
    repackOrder_->addItem(tr("Priority, then oldest"), static_cast<int>(RepackOrder::Priority));
    repackOrder_->setCurrentIndex(1);
    const QString orderTip = tr("The order in which the bound pods are queued again: by creationTimestamp (pods "
                                "without one last, in file order), by priority (highest first) and then creation, "
                                "or as the workspace lists them.");
    repackOrder_->setToolTip(orderTip);
    repackOrderLabel_->setToolTip(orderTip);
    repackOrderLabel_->setBuddy(repackOrder_);
    scaleDown_ = new QCheckBox(tr("Scale-&down analysis"), this);
    scaleDown_->setToolTip(tr("After each run, what cluster-autoscaler's scale-down would make of the cluster the "
                              "profile left: the nodes it would remove, the ones it keeps and why, and where the pods "
                              "would go (the Savings section)."));
    scaleDownSettings_ = new QToolButton(this);
    scaleDownSettings_->setText(tr("Se&ttings…"));
    scaleDownSettings_->setToolTip(tr("The cluster-autoscaler flags the analysis reads: thresholds, the nodes it "
                                      "keeps, expendable pods."));
    connect(scaleDown_, &QCheckBox::toggled, this, [this] { updateControls(); });
    connect(scaleDownSettings_, &QToolButton::clicked, this, [this] {
        ScaleDownDialog dialog(this);
        dialog.setOptions(scaleDownOptions_);
        if (dialog.exec() == QDialog::Accepted)
            setScaleDownOptions(dialog.options());
    });
    auto* fitLabel = new QLabel(tr("&Fit shape:"), this);
    fitShape_ = new QComboBox(this);
    fitShape_->setToolTip(tr("The pod template the \"additional pods that fit\" row counts; by default the "
                             "largest pending shape."));
    fitLabel->setBuddy(fitShape_);
    run_ = new QPushButton(tr("&Run"), this);
    run_->setToolTip(tr("Simulate the pending queue under every chosen profile (on a worker thread)."));
    connect(run_, &QPushButton::clicked, this, &CompareView::run);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->setToolTip(tr("Pods placed over all runs."));
    progress_->setVisible(false);
    cancel_ = new QPushButton(tr("Cancel"), this);
    cancel_->setToolTip(tr("Stop the comparison (Escape)."));
    cancel_->setShortcut(QKeySequence(Qt::Key_Escape));
    cancel_->setVisible(false);
    connect(cancel_, &QPushButton::clicked, this, &CompareView::cancel);
    export_ = new QToolButton(this);
    export_->setText(tr("&Export"));
    export_->setToolTip(tr("Save the comparison as an image or as data."));
    export_->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(export_);
    menu->setToolTipsVisible(true);
    auto addExport = [this, menu](const QString& text, const QString& tip, const QString& filter, const QString& suffix,
                         bool (CompareView::*save)(const QString&)) {
        QAction* a = menu->addAction(text);
        a->setToolTip(tip);
        connect(a, &QAction::triggered, this, [this, filter, suffix, save] { exportWithDialog(filter, suffix, save); });
    };
    addExport(tr("Export PNG…"), tr("The table and charts as a PNG image."), tr("PNG images (*.png)"),
        QStringLiteral("png"), &CompareView::exportPng);
    addExport(tr("Export SVG…"), tr("The table and charts as an SVG drawing."), tr("SVG drawings (*.svg)"),
        QStringLiteral("svg"), &CompareView::exportSvg);
    addExport(tr("Export CSV…"), tr("The metrics, one row per figure and one column per profile."),
        tr("CSV files (*.csv)"), QStringLiteral("csv"), &CompareView::exportCsv);
    addExport(tr("Export per-node CSV…"), tr("Every node's utilization under every profile, for heat maps."),
        tr("CSV files (*.csv)"), QStringLiteral("nodes.csv"), &CompareView::exportNodesCsv);
    addExport(tr("Export JSON…"), tr("The metrics and per-node figures as JSON (the CLI's compare -o json)."),
        tr("JSON files (*.json)"), QStringLiteral("json"), &CompareView::exportJson);
    export_->setMenu(menu);
    optionsRow->addWidget(percentLabel);
    optionsRow->addWidget(percentMode_);
    optionsRow->addWidget(percent_);
    optionsRow->addStretch(1);
    layout->addLayout(optionsRow);
    // Its own row: with the options above it would not fit a narrow dock.
    auto* fitRow = new QHBoxLayout;
    fitShape_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    fitRow->addWidget(fitLabel);
    fitRow->addWidget(fitShape_);
    fitRow->addStretch(1);
    layout->addLayout(fitRow);
    // Its own row too: beside the shape it would squeeze long pod names.
    auto* repackRow = new QHBoxLayout;
    repackRow->addWidget(repack_);
    repackRow->addSpacing(12);
    repackRow->addWidget(repackOrderLabel_);
    repackRow->addWidget(repackOrder_);
    repackRow->addStretch(1);
    layout->addLayout(repackRow);
    auto* scaleDownRow = new QHBoxLayout;
    scaleDownRow->addWidget(scaleDown_);
    scaleDownRow->addSpacing(12);
    scaleDownRow->addWidget(scaleDownSettings_);
    pricesButton_ = new QToolButton(this);
    pricesButton_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    pricesButton_->setVisible(false);
    scaleDownRow->addWidget(pricesButton_);
    scaleDownRow->addStretch(1);
    layout->addLayout(scaleDownRow);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(run_);
    runRow->addWidget(progress_, 1);
    runRow->addWidget(cancel_);
    runRow->addStretch(0);
    generate_ = new QToolButton(this);
    generate_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    generate_->setVisible(false);
    runRow->addWidget(generate_);
    runRow->addWidget(export_);
    layout->addLayout(runRow);

    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->setToolTip(tr("The state of the last comparison."));
    layout->addWidget(status_);

    progressDelay_ = new QTimer(this);
    progressDelay_->setSingleShot(true);
    progressDelay_->setInterval(500);
    connect(progressDelay_, &QTimer::timeout, this, [this] {
        if (isRunning()) {
            progress_->setVisible(true);
            cancel_->setVisible(true);
        }
    });

    // Results, scrolled as one page (also what the image exports draw).
    results_ = new QWidget;
    auto* resultsLayout = new QVBoxLayout(results_);
    table_ = new CompareTable(results_);
    charts_ = new CompareCharts(results_);
    savings_ = new SavingsView(results_);
    resultsLayout->addWidget(table_);
    resultsLayout->addWidget(savings_);
    resultsLayout->addWidget(charts_);
    resultsLayout->addStretch(1);
    scroll_ = new QScrollArea(this);
    scroll_->setWidgetResizable(true);
    scroll_->setWidget(results_);
    scroll_->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll_, 1);

    table_->clearResult();
    status_->setText(tr("Choose the profiles and press Run."));
    rebuildPickers({});
}

void CompareView::setPricesAction(QAction* action)
{
    pricesButton_->setDefaultAction(action);
    pricesButton_->setVisible(action != nullptr);
}

void CompareView::setGenerateAction(QAction* action)
{
    generate_->setDefaultAction(action);
    generate_->setVisible(action != nullptr);
}

CompareView::~CompareView() = default; // the engine, a child, stops a run and waits for it

void CompareView::setWorkspace(std::shared_ptr<const Workspace> workspace)
{
    const QStringList keep = profiles();
    ws_ = std::move(workspace);
    rebuildPickers(keep);
    const QString shape = fitShape_->currentData().toString();
    fitShape_->clear();
    fitShape_->addItem(tr("Largest pending"), QString());
    if (ws_) {
        for (const Pod& p : ws_->pods)
            fitShape_->addItem(QString::fromStdString(p.name), QString::fromStdString(p.name));
    }
    setFitShape(shape);
    if (result_ && state_ != State::Running) {
        // Nodes added, removed or renamed: the per-node charts would name
        // nodes that are gone. The figures go; other edits keep them, marked.
        std::vector<std::string> names;
        if (ws_) {
            for (const Node& n : ws_->nodes)
                names.push_back(n.name);
        }
        if (!result_->runs.empty() && result_->runs.front().finalState.nodeNames != names) {
            dropResult();
            status_->setText(tr("The nodes have changed since the last comparison; press Run to compare again."));
            updateControls();
        } else {
            status_->setText(tr("The workspace has changed since this comparison; press Run to update it."));
        }
    }
}

void CompareView::rebuildPickers(const QStringList& keep)
{
    QStringList names;
    if (ws_) {
        for (const Profile& p : ws_->profiles)
            names << QString::fromStdString(p.name);
    }
    QStringList wanted;
    for (const QString& k : keep) {
        if (names.contains(k))
            wanted << k;
    }
    // Default: the first profiles in order, never fewer than two slots.
    for (const QString& n : names) {
        if (wanted.size() >= kMinProfiles)
            break;
        if (!wanted.contains(n))
            wanted << n;
    }
    while (wanted.size() < kMinProfiles)
        wanted << (names.isEmpty() ? QString() : names.front());
    const int slotCount = static_cast<int>(
        std::clamp<qsizetype>(std::max<qsizetype>(keep.size(), wanted.size()), kMinProfiles, kMaxProfiles));
    while (wanted.size() < slotCount)
        wanted << (names.isEmpty() ? QString() : names.front());

    for (QComboBox* c : pickers_)
        delete c;
    for (QToolButton* b : removers_)
        delete b;
    pickers_.clear();
    removers_.clear();
    for (int i = 0; i < slotCount; ++i) {
        auto* box = new QComboBox(this);
        box->addItems(names);
        box->setCurrentIndex(static_cast<int>(names.indexOf(wanted[i])));
        box->setToolTip(tr("Profile %1 of the comparison.").arg(i + 1));
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents); // every profile name whole
        box->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        auto* remove = new QToolButton(this);
        remove->setText(QStringLiteral("×"));
        remove->setToolTip(tr("Remove profile %1 from the comparison.").arg(i + 1));
        remove->setAccessibleName(tr("Remove profile %1").arg(i + 1));
        connect(remove, &QToolButton::clicked, this, [this, box] {
            const auto it = std::find(pickers_.begin(), pickers_.end(), box);
            if (it != pickers_.end())
                removeProfileSlot(static_cast<int>(it - pickers_.begin()));
        });
        pickerLayout_->addWidget(box, i / 2, 2 * (i % 2));
        pickerLayout_->addWidget(remove, i / 2, 2 * (i % 2) + 1);
        pickers_.push_back(box);
        removers_.push_back(remove);
    }
    updateControls();
}

void CompareView::setProfiles(const QStringList& names)
{
    QStringList keep = names.mid(0, kMaxProfiles);
    // rebuildPickers keeps max(keep, 2) slots; fewer than two names are padded.
    rebuildPickers(keep);
}

QStringList CompareView::profiles() const
{
    QStringList out;
    for (const QComboBox* c : pickers_)
        out << c->currentText();
    return out;
}

int CompareView::profileSlotCount() const
{
    return static_cast<int>(pickers_.size());
}

void CompareView::addProfileSlot()
{
    if (profileSlotCount() >= kMaxProfiles)
        return;
    QStringList names = profiles();
    // The next profile not chosen yet, else the first.
    QString next;
    if (ws_) {
        for (const Profile& p : ws_->profiles) {
            const QString n = QString::fromStdString(p.name);
            if (!names.contains(n)) {
                next = n;
                break;
            }
        }
        if (next.isEmpty() && !ws_->profiles.empty())
            next = QString::fromStdString(ws_->profiles.front().name);
    }
    names << next;
    rebuildPickers(names);
    pickers_.back()->setFocus();
}

void CompareView::removeProfileSlot(int slot)
{
    if (profileSlotCount() <= kMinProfiles || slot < 0 || slot >= profileSlotCount())
        return;
    QStringList names = profiles();
    names.removeAt(slot);
    rebuildPickers(names);
}

void CompareView::setPercentageOfNodesToScore(std::optional<int> value)
{
    if (!value)
        percentMode_->setCurrentIndex(0);
    else if (*value == 0)
        percentMode_->setCurrentIndex(1);
    else {
        percent_->setValue(*value);
        percentMode_->setCurrentIndex(2);
    }
}

std::optional<int> CompareView::percentageOfNodesToScore() const
{
    switch (percentMode_->currentIndex()) {
    case 1:
        return 0;
    case 2:
        return percent_->value();
    default:
        return std::nullopt;
    }
}

void CompareView::setRepack(bool on)
{
    repack_->setChecked(on);
}

bool CompareView::repack() const
{
    return repack_->isChecked();
}

void CompareView::setRepackOrder(RepackOrder order)
{
    repackOrder_->setCurrentIndex(repackOrder_->findData(static_cast<int>(order)));
}

RepackOrder CompareView::repackOrder() const
{
    return static_cast<RepackOrder>(repackOrder_->currentData().toInt());
}

void CompareView::setScaleDown(bool on)
{
    scaleDown_->setChecked(on);
}

bool CompareView::scaleDown() const
{
    return scaleDown_->isChecked();
}

void CompareView::setScaleDownOptions(const AutoscalerOptions& options)
{
    scaleDownOptions_ = options;
    updateControls();
}

void CompareView::setFitShape(const QString& podTemplate)
{
    const int i = fitShape_->findData(podTemplate);
    fitShape_->setCurrentIndex(i >= 0 ? i : 0);
}

CompareOptions CompareView::options() const
{
    CompareOptions o;
    o.simulation.percentageOfNodesToScore = percentageOfNodesToScore();
    o.simulation.recordTimeline = true;
    o.simulation.fitShape = fitShape_->currentData().toString().toStdString();
    if (scaleDown_->isChecked()) {
        o.scaleDown = scaleDownOptions_;
        // The autoscaler runs now: a kube-system pod's age is measured to this moment.
        o.scaleDown->now = QDateTime::currentSecsSinceEpoch();
    }
    return o;
}

QString CompareView::statusText() const
{
    return status_->text();
}

QString CompareView::errorText() const
{
    return state_ == State::Failed ? status_->text() : QString();
}

void CompareView::updateControls()
{
    percent_->setEnabled(percentMode_->currentIndex() == 2);
    repackOrder_->setEnabled(repack_->isChecked());
    repackOrderLabel_->setEnabled(repack_->isChecked());
    scaleDownSettings_->setEnabled(scaleDown_->isChecked());
    scaleDownSettings_->setText(scaleDownOptions_ == AutoscalerOptions {}
            ? tr("Se&ttings…")
            : tr("Se&ttings (threshold %1 %)…").arg(QLocale().toString(100 * scaleDownOptions_.utilizationThreshold, 'g', 4)));
    add_->setEnabled(profileSlotCount() < kMaxProfiles && ws_ && !ws_->profiles.empty());
    for (QToolButton* b : removers_)
        b->setEnabled(profileSlotCount() > kMinProfiles);
    run_->setEnabled(ws_ && !ws_->profiles.empty());
    export_->setEnabled(result_ != nullptr);
}

void CompareView::showError(const QString& text)
{
    status_->setText(text);
    status_->setStyleSheet(QStringLiteral("color: %1").arg(palette().color(QPalette::Highlight).name()));
}

void CompareView::run()
{
    if (!ws_ || ws_->profiles.empty())
        return;
    CompareQuestion question;
    for (const QString& name : profiles()) {
        size_t i = 0;
        while (i < ws_->profiles.size() && QString::fromStdString(ws_->profiles[i].name) != name)
            ++i;
        if (i == ws_->profiles.size()) {
            if (current_)
                engine_->cancel(); // the running one's figures no longer match the controls
            current_ = 0;
            state_ = State::Failed;
            showError(tr("Choose a profile in every slot."));
            emit finished();
            return;
        }
        question.profiles.push_back(i);
    }
    lastOptions_ = options();
    question.options = lastOptions_;
    if (repack_->isChecked())
        question.repack = repackOrder();
    LiveRequest request;
    request.workspace = ws_;
    request.compare = std::move(question);
    const size_t count = request.compare->profiles.size();
    current_ = engine_->request(std::move(request)); // a run in progress is stopped and dropped
    state_ = State::Running;
    status_->setStyleSheet({});
    status_->setText(tr("Comparing %1 profiles…").arg(count));
    progress_->setValue(0);
    progressDelay_->start();
    updateControls();
}

void CompareView::cancel()
{
    if (current_)
        engine_->cancel();
}

void CompareView::dropResult()
{
    result_.reset();
    table_->clearResult();
    charts_->clear();
    savings_->clear();
}

void CompareView::finishRun(std::shared_ptr<const CompareResult> result, std::shared_ptr<const Workspace> workspace,
    const QString& error)
{
    current_ = 0;
    progressDelay_->stop();
    progress_->setVisible(false);
    cancel_->setVisible(false);
    if (!error.isEmpty()) {
        state_ = State::Failed;
        dropResult();
        showError(error);
    } else if (!result || result->cancelled) {
        state_ = State::Cancelled;
        dropResult();
        status_->setStyleSheet({});
        status_->setText(tr("Cancelled: no figures (a partial run would mislead)."));
    } else {
        state_ = State::Finished;
        result_ = std::move(result);
        table_->setResult(*result_);
        charts_->setResult(result_, workspace);
        savings_->setResult(result_);
        status_->setStyleSheet({});
        QString text = tr("Compared %1 profiles in %2 s.").arg(result_->runs.size()).arg(result_->seconds, 0, 'f', 2);
        if (const auto& r = result_->repack) {
            text += QLatin1Char(' ')
                + tr("Repacked: bound pods scheduled again: %1 (%4), ahead of the pending ones: %2; DaemonSet and "
                     "static pods left on their nodes: %3.")
                      .arg(r->moved)
                      .arg(r->pending)
                      .arg(r->stayed)
                      .arg(repackOrder_->itemText(repackOrder_->findData(static_cast<int>(r->order))).toLower());
            if (r->undated > 0)
                text += QLatin1Char(' ')
                    + tr("Without a creationTimestamp, queued last in file order: %1.").arg(r->undated);
        }
        status_->setText(text);
    }
    updateControls();
    emit finished();
}

bool CompareView::writeFile(const QString& path, const std::string& content)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    const QByteArray bytes = QByteArray::fromStdString(content);
    return f.write(bytes) == bytes.size() && f.flush();
}

void CompareView::settleLayout()
{
    // A result that just arrived may not be laid out yet: draw what the user will see.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    results_->layout()->activate();
    results_->resize(results_->size().expandedTo(results_->minimumSizeHint()));
}

bool CompareView::exportPng(const QString& path)
{
    if (!result_)
        return false;
    settleLayout();
    return results_->grab().save(path, "PNG");
}

bool CompareView::exportSvg(const QString& path)
{
    if (!result_)
        return false;
    settleLayout();
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(results_->size());
    svg.setViewBox(QRect(QPoint(0, 0), results_->size()));
    svg.setTitle(tr("Profile comparison"));
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    results_->render(&painter);
    return painter.end();
}

bool CompareView::exportCsv(const QString& path)
{
    return result_ && writeFile(path, compareToCsv(*result_));
}

bool CompareView::exportNodesCsv(const QString& path)
{
    return result_ && writeFile(path, compareNodesToCsv(*result_));
}

bool CompareView::exportJson(const QString& path)
{
    CompareJsonOptions o;
    o.nodes = true;
    return result_ && writeFile(path, compareToJson(*result_, o));
}

void CompareView::exportWithDialog(
    const QString& filter, const QString& suffix, bool (CompareView::*save)(const QString&))
{
    QString name = QStringLiteral("compare");
    for (const QString& p : profiles())
        name += QLatin1Char('-') + p;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the comparison"), startPath(name + QLatin1Char('.') + suffix), filter);
    if (path.isEmpty())
        return;
    if (!(this->*save)(path)) {
        showError(tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
    } else {
        rememberDirectory(path);
        status_->setText(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    }
}

} // namespace bp::ui
