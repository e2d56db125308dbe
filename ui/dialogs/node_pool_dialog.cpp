// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/node_pool_dialog.h"

#include "text/phrase_text.h"

#include "io/constraint_text.h"
#include "panels/problem_label.h"
#include "qstring_util.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace bp::ui {

NodePoolDialog::NodePoolDialog(const Workspace& ws, int preselect, QWidget* parent)
    : QDialog(parent)
    , ws_(ws)
{
    setWindowTitle(tr("Create a Node Pool"));
    template_ = new QComboBox(this);
    template_->setToolTip(tr("The node whose allocatable and labels the new nodes copy"));
    for (const auto& n : ws.nodes)
        template_->addItem(QString::fromStdString(n.name));
    template_->addItem(tr("(custom)"));
    prefix_ = new QLineEdit(QStringLiteral("pool"), this);
    prefix_->setToolTip(tr("The new nodes are named <prefix>-1, <prefix>-2, … and labelled pool=<prefix>"));
    count_ = new QSpinBox(this);
    count_->setRange(1, 10000);
    count_->setValue(3);
    count_->setToolTip(tr("How many nodes to create"));
    table_ = new QTableWidget(0, 2, this);
    table_->setHorizontalHeaderLabels({tr("Resource"), tr("Allocatable")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->verticalHeader()->setVisible(false);
    table_->setToolTip(tr("What each new node offers; edit a cell to change it, clear a quantity to leave "
                          "the resource out, use the last row to add one."));
    labels_ = new QLineEdit(this);
    labels_->setPlaceholderText(QStringLiteral("zone=a, disktype=ssd"));
    labels_->setToolTip(tr("Labels of the new nodes, key=value separated by commas"));
    taints_ = new QLineEdit(this);
    taints_->setPlaceholderText(QStringLiteral("nvidia.com/gpu=present:NoSchedule"));
    taints_->setToolTip(tr("Taints of the new nodes, key=value:Effect separated by commas (NoSchedule, "
                           "PreferNoSchedule or NoExecute), as kubectl taint writes them"));
    problem_ = new ProblemLabel(this);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Create"));
    buttons_->button(QDialogButtonBox::Ok)->setToolTip(tr("Create the nodes (one undo step)"));
    buttons_->button(QDialogButtonBox::Cancel)->setToolTip(tr("Close without creating nodes"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Template:"), template_);
    form->addRow(tr("Name &prefix:"), prefix_);
    form->addRow(tr("&Count:"), count_);
    form->addRow(tr("&Allocatable:"), table_);
    form->addRow(tr("&Labels:"), labels_);
    form->addRow(tr("T&aints:"), taints_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);

    connect(template_, &QComboBox::currentIndexChanged, this, &NodePoolDialog::loadTemplate);
    connect(buttons_, &QDialogButtonBox::accepted, this, &NodePoolDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &NodePoolDialog::reject);
    connect(table_, &QTableWidget::cellChanged, this, [this](int row) {
        // Keep one empty row at the end for a new resource.
        if (row == table_->rowCount() - 1 && table_->item(row, 0) && !table_->item(row, 0)->text().isEmpty())
            table_->insertRow(table_->rowCount());
        problem_->setProblem(check());
    });
    const int start = preselect >= 0 && preselect < static_cast<int>(ws.nodes.size()) ? preselect : 0;
    template_->setCurrentIndex(start);
    loadTemplate(start);
    resize(460, 420);
}

void NodePoolDialog::loadTemplate(int index)
{
    const QSignalBlocker block(table_);
    table_->setRowCount(0);
    std::vector<std::pair<std::string, std::string>> rows;
    if (index >= 0 && index < static_cast<int>(ws_.nodes.size())) {
        const Node& n = ws_.nodes[static_cast<size_t>(index)];
        for (const auto& [name, q] : n.allocatable.entries)
            rows.emplace_back(name, q.text());
        labels_->setText(qs(formatLabels(n.labels)));
        taints_->setText(qs(formatTaints(n.taints)));
    } else {
        rows = {{"cpu", "4"}, {"memory", "16Gi"}, {"pods", "110"}};
        labels_->clear();
        taints_->clear();
    }
    rows.emplace_back("", "");
    table_->setRowCount(static_cast<int>(rows.size()));
    for (size_t i = 0; i < rows.size(); ++i) {
        table_->setItem(static_cast<int>(i), 0, new QTableWidgetItem(QString::fromStdString(rows[i].first)));
        table_->setItem(static_cast<int>(i), 1, new QTableWidgetItem(QString::fromStdString(rows[i].second)));
    }
    problem_->setProblem(check());
}

QString NodePoolDialog::check() const
{
    if (prefix_->text().trimmed().isEmpty())
        return tr("The pool needs a name prefix.");
    for (int r = 0; r < table_->rowCount(); ++r) {
        const QString name = table_->item(r, 0) ? table_->item(r, 0)->text().trimmed() : QString();
        const QString qty = table_->item(r, 1) ? table_->item(r, 1)->text().trimmed() : QString();
        if (name.isEmpty() && qty.isEmpty())
            continue;
        if (name.isEmpty())
            return tr("Row %1: the quantity %2 has no resource name.").arg(r + 1).arg(qty);
        if (qty.isEmpty())
            continue;
        QString error;
        const auto q = parseQuantity(qty, &error);
        if (!q)
            return tr("%1: %2").arg(name, error);
        if (q->isNegative())
            return tr("%1: an allocatable amount cannot be negative").arg(name);
    }
    Phrase error;
    if (!parseLabels(labels_->text().toStdString(), &error))
        return tr("Labels: %1").arg(phraseText(error));
    if (!parseTaints(taints_->text().toStdString(), &error))
        return tr("Taints: %1").arg(phraseText(error));
    return {};
}

void NodePoolDialog::accept()
{
    const QString error = check();
    problem_->setProblem(error);
    if (error.isEmpty())
        QDialog::accept();
}

Node NodePoolDialog::nodeTemplate() const
{
    Node n;
    for (int r = 0; r < table_->rowCount(); ++r) {
        const QString name = table_->item(r, 0) ? table_->item(r, 0)->text().trimmed() : QString();
        const QString qty = table_->item(r, 1) ? table_->item(r, 1)->text().trimmed() : QString();
        if (name.isEmpty() || qty.isEmpty())
            continue;
        if (auto q = Quantity::parse(qty.toStdString()))
            n.allocatable.set(name.toStdString(), *q);
    }
    Phrase error;
    n.labels = parseLabels(labels_->text().toStdString(), &error).value_or(Labels {});
    n.taints = parseTaints(taints_->text().toStdString(), &error).value_or(std::vector<Taint> {});
    return n;
}

QString NodePoolDialog::prefix() const
{
    return prefix_->text().trimmed();
}

int NodePoolDialog::count() const
{
    return count_->value();
}

} // namespace bp::ui
