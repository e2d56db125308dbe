// SPDX-License-Identifier: GPL-3.0-or-later
// GenerateWorkloadDialog, second half: checking the input, generating, and the
// preview (generate_workload_dialog.cpp builds the dialog and remembers it).
#include "dialogs/generate_shape_model.h"

#include "text/phrase_text.h"
#include "dialogs/generate_workload_dialog.h"
#include "model/pod_names.h"
#include "panels/problem_label.h"
#include "qstring_util.h"
#include "util/diagnostic.h"
#include "util/int128.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <exception>
#include <limits>
#include <numeric>

namespace bp::ui {

namespace {

int64_t saturate(int128 v)
{
    return v > std::numeric_limits<int64_t>::max() ? std::numeric_limits<int64_t>::max() : static_cast<int64_t>(v);
}

QString formatTotal(const QString& resource, int64_t v)
{
    if (v == std::numeric_limits<int64_t>::max())
        return GenerateWorkloadDialog::tr("too large to show");
    if (resource != QLatin1String("cpu")) {
        QString text = qs(Quantity::fromValue(v).text());
        constexpr int64_t kGi = int64_t { 1 } << 30;
        if (v >= kGi && v % kGi != 0) // 108965Mi reads better with its size in Gi beside it
            text += QStringLiteral(" (≈ %1Gi)").arg(static_cast<double>(v) / static_cast<double>(kGi), 0, 'f', 1);
        return text;
    }
    // Cores, as kubectl writes them without the m: 37.5, 2, 0.25.
    QString text = QString::number(v / 1000);
    if (v % 1000 != 0) {
        QString frac = QStringLiteral("%1").arg(v % 1000, 3, 10, QLatin1Char('0'));
        while (frac.endsWith(QLatin1Char('0')))
            frac.chop(1);
        text += QLatin1Char('.') + frac;
    }
    return text;
}

} // namespace

int GenerateWorkloadDialog::shapeRowOfPod(const std::string& podName) const
{
    // <name> or <name>-<index> (numberedPodName); the longest shape name that fits wins.
    int best = -1;
    qsizetype bestLength = -1;
    const QString pod = qs(podName);
    const auto numbered = splitNumberedPodName(podName);
    const QString base = numbered ? qs(std::string(numbered->base)) : QString();
    const auto& shapes = model_->shapes();
    for (size_t i = 0; i < shapes.size(); ++i) {
        const QString& name = shapes[i].name;
        const bool match = pod == name || (numbered && base == name);
        if (match && name.size() > bestLength) {
            best = static_cast<int>(i);
            bestLength = name.size();
        }
    }
    return best;
}

void GenerateWorkloadDialog::refreshSoon()
{
    if (std::max<int64_t>(podCount_, total_->value()) <= kImmediatePods && !refreshTimer_->isActive())
        refresh();
    else
        refreshTimer_->start(); // restarts: one generation when the typing pauses
}

void GenerateWorkloadDialog::flush() const
{
    if (refreshTimer_->isActive())
        const_cast<GenerateWorkloadDialog*>(this)->refresh(); // the cached preview is stale
}

const std::vector<Pod>& GenerateWorkloadDialog::pods() const
{
    flush();
    return pods_;
}

int64_t GenerateWorkloadDialog::podCount() const
{
    flush();
    return podCount_;
}

int GenerateWorkloadDialog::entryCount() const
{
    flush();
    return static_cast<int>(pods_.size());
}

QString GenerateWorkloadDialog::describeSpecProblem(GeneratorSpec* spec) const
{
    const auto cellText = [this](int row, int column, const QString& message) {
        return tr("Row %1 (%2), column %3: %4")
            .arg(row + 1)
            .arg(model_->shapes()[static_cast<size_t>(row)].name.isEmpty()
                    ? tr("no name")
                    : model_->shapes()[static_cast<size_t>(row)].name,
                model_->columnTitle(column), message);
    };
    const auto& problems = model_->problems();
    if (!problems.empty()) {
        const auto& p = problems.front();
        QString text = p.row < 0 ? p.message : cellText(p.row, p.column, p.message);
        if (problems.size() > 1)
            text += QLatin1Char(' ') + tr("(and %1 more marked in red)").arg(problems.size() - 1);
        return text;
    }
    bool seedOk = false;
    seed_->text().toULongLong(&seedOk);
    if (!seedOk)
        return tr("Seed: \"%1\" is not a seed; expected a whole number from 0 to 18446744073709551615.")
            .arg(seed_->text());
    *spec = this->spec();
    int64_t counted = 0;
    int firstProportion = -1;
    for (size_t i = 0; i < spec->shapes.size(); ++i) {
        counted += spec->shapes[i].count.value_or(0);
        if (spec->shapes[i].proportion && firstProportion < 0)
            firstProportion = static_cast<int>(i);
    }
    if (firstProportion >= 0 && !spec->total)
        return cellText(firstProportion, GenerateShapeModel::AmountColumn,
            tr("a proportion is a share of the total pods; set Total pods above 0 or give a count instead."));
    if (counted > kMaxPods)
        return tr("The counts add up to %1 pods; at most %2 can be generated at once.").arg(counted).arg(kMaxPods);
    if (spec->total && *spec->total < counted)
        return tr("Total pods: %1 is fewer than the %2 pods the counted shapes take; expected at least %2.")
            .arg(*spec->total)
            .arg(counted);
    return {};
}

void GenerateWorkloadDialog::refresh()
{
    refreshTimer_->stop();
    pods_.clear();
    podCount_ = 0;
    totalsByResource_.clear();
    GeneratorSpec spec;
    problemText_ = describeSpecProblem(&spec);
    const bool proportions = std::any_of(model_->shapes().begin(), model_->shapes().end(),
        [](const auto& s) { return s.kind == GenerateShapeModel::Kind::Proportion; });
    total_->setEnabled(proportions);
    if (problemText_.isEmpty()) {
        try {
            pods_ = generateWorkload(spec);
        } catch (const InputError& e) {
            // The table's own checks come first; this is the core's word on anything they let through.
            problemText_ = diagnosticsText(e.diagnostics());
        } catch (const std::exception& e) {
            problemText_ = tr("The workload cannot be generated: %1").arg(QString::fromLocal8Bit(e.what()));
        }
    }
    if (problemText_.isEmpty()) {
        const NameClash clash = findNameClash(ws_, pods_, pendingMode());
        if (clash.index >= 0) {
            const int row = shapeRowOfPod(pods_[static_cast<size_t>(clash.index)].name);
            const QString what = clash.name == clash.keptPod
                ? tr("the workspace already has a pod named %1; rename the shape.").arg(qs(clash.name))
                : tr("%1 would also be the name of a replica of the workspace's pod %2; rename the shape.")
                      .arg(qs(clash.name), qs(clash.keptPod));
            problemText_ = row < 0 ? what
                                   : tr("Row %1 (%2), column %3: %4")
                                         .arg(row + 1)
                                         .arg(model_->shapes()[static_cast<size_t>(row)].name,
                                             model_->columnTitle(GenerateShapeModel::NameColumn), what);
        }
    }
    if (!problemText_.isEmpty())
        pods_.clear();
    showPreview();
    problem_->setProblem(problemText_);
    okButton()->setEnabled(problemText_.isEmpty());
    updateButtons();
}

void GenerateWorkloadDialog::showPreview()
{
    const QStringList resources = model_->resources();
    std::vector<int128> sums(static_cast<size_t>(resources.size()), 0);
    for (const Pod& p : pods_) {
        podCount_ += p.replicas;
        for (const Container& c : p.containers) {
            for (int r = 0; r < resources.size(); ++r) {
                if (const Quantity* q = c.requests.find(resources[r].toStdString())) {
                    const auto v = q->schedulerUnits(resources[r].toStdString());
                    sums[static_cast<size_t>(r)] += static_cast<int128>(v.value_or(0)) * p.replicas;
                }
            }
        }
    }
    QStringList totals;
    for (int r = 0; r < resources.size(); ++r) {
        const int64_t total = saturate(sums[static_cast<size_t>(r)]);
        totalsByResource_.emplace_back(resources[r], total);
        totals << QStringLiteral("%1 %2").arg(resources[r], formatTotal(resources[r], total));
    }
    if (problemText_.isEmpty()) {
        summary_->setText(
            tr("<b>%1</b> pods in <b>%2</b> entries (pod templates)")
                .arg(QLocale().toString(podCount_), QLocale().toString(static_cast<qlonglong>(pods_.size()))));
        totals_->setText(tr("Total requests: %1").arg(totals.join(QStringLiteral(" · "))));
    } else {
        summary_->setText(tr("Nothing to generate until the problem below is fixed."));
        totals_->setText(tr("Total requests: —"));
    }

    const int rows = static_cast<int>(std::min<size_t>(pods_.size(), kPreviewEntries));
    preview_->clear();
    preview_->setColumnCount(2 + static_cast<int>(resources.size()));
    QStringList headers { tr("Pod"), tr("Replicas") };
    headers += resources;
    preview_->setHorizontalHeaderLabels(headers);
    preview_->setRowCount(rows);
    for (int i = 0; i < rows; ++i) {
        const Pod& p = pods_[static_cast<size_t>(i)];
        preview_->setItem(i, 0, new QTableWidgetItem(qs(p.name)));
        auto* replicas = new QTableWidgetItem(QString::number(p.replicas));
        replicas->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        preview_->setItem(i, 1, replicas);
        for (int r = 0; r < resources.size(); ++r) {
            const Quantity* q
                = p.containers.empty() ? nullptr : p.containers.front().requests.find(resources[r].toStdString());
            auto* item = new QTableWidgetItem(q ? qs(q->text()) : QString());
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            preview_->setItem(i, 2 + r, item);
        }
    }
    if (pods_.size() > static_cast<size_t>(kPreviewEntries))
        summary_->setText(summary_->text() + QLatin1Char(' ') + tr("— the first %1 are listed").arg(kPreviewEntries));
}

void GenerateWorkloadDialog::updateButtons()
{
    const QModelIndex current = view_->currentIndex();
    const QString resource = current.isValid() ? model_->columnTitle(current.column()) : QString();
    removeResource_->setEnabled(current.column() >= GenerateShapeModel::FirstResourceColumn
        && resource != QLatin1String("cpu") && resource != QLatin1String("memory"));
    removeShape_->setEnabled(current.isValid() || view_->selectionModel()->hasSelection());
    addResource_->setEnabled(!resourceName_->text().trimmed().isEmpty());
}

void GenerateWorkloadDialog::addResourceColumn()
{
    QString error;
    if (!model_->addResource(resourceName_->text(), &error)) {
        problem_->setProblem(tr("Add resource column: %1").arg(error));
        okButton()->setEnabled(false);
        return;
    }
    resourceName_->clear();
    refresh();
}

void GenerateWorkloadDialog::removeResourceColumn()
{
    const QModelIndex current = view_->currentIndex();
    if (current.isValid())
        model_->removeResource(model_->columnTitle(current.column()));
}

void GenerateWorkloadDialog::addShape()
{
    const int row = model_->addShape();
    view_->setCurrentIndex(model_->index(row, GenerateShapeModel::NameColumn));
    view_->edit(view_->currentIndex());
}

void GenerateWorkloadDialog::removeShapes()
{
    std::vector<int> rows;
    for (const QModelIndex& i : view_->selectionModel()->selectedIndexes())
        rows.push_back(i.row());
    if (rows.empty() && view_->currentIndex().isValid())
        rows.push_back(view_->currentIndex().row());
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    for (auto it = rows.rbegin(); it != rows.rend(); ++it)
        model_->removeRows(*it, 1);
}

void GenerateWorkloadDialog::newSeed()
{
    seed_->setText(QString::number(QRandomGenerator::global()->generate64()));
}

void GenerateWorkloadDialog::accept()
{
    refresh();
    if (!problemText_.isEmpty())
        return;
    save();
    QDialog::accept();
}

} // namespace bp::ui
