// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/set_resource_dialog.h"

#include "text/phrase_text.h"

#include "panels/problem_label.h"

#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace bp::ui {

SetResourceDialog::SetResourceDialog(const QStringList& completions, int nodeCount, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Set a Resource on %n Node(s)", nullptr, nodeCount));
    resource_ = new QComboBox(this);
    resource_->setEditable(true);
    resource_->addItems(completions);
    resource_->setCurrentText(QString());
    resource_->lineEdit()->setPlaceholderText(QStringLiteral("nvidia.com/gpu"));
    resource_->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    resource_->setToolTip(tr("The resource name, as in status.allocatable"));
    quantity_ = new QLineEdit(this);
    quantity_->setPlaceholderText(tr("e.g. 4, 500m, 16Gi; empty removes the resource"));
    quantity_->setToolTip(tr("The allocatable amount, a Kubernetes quantity; empty removes the resource"));
    problem_ = new ProblemLabel(this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setToolTip(tr("Set the resource (one undo step)"));
    buttons->button(QDialogButtonBox::Cancel)->setToolTip(tr("Close without changing the nodes"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Resource:"), resource_);
    form->addRow(tr("&Allocatable:"), quantity_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SetResourceDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SetResourceDialog::reject);
    connect(quantity_, &QLineEdit::textEdited, this, [this] { problem_->setProblem(check()); });
}

QString SetResourceDialog::resource() const
{
    return resource_->currentText().trimmed();
}

std::optional<Quantity> SetResourceDialog::quantity() const
{
    const QString t = quantity_->text().trimmed();
    if (t.isEmpty())
        return std::nullopt;
    return Quantity::parse(t.toStdString());
}

QString SetResourceDialog::check() const
{
    if (resource().isEmpty())
        return tr("Name the resource.");
    const QString t = quantity_->text().trimmed();
    if (t.isEmpty())
        return {};
    QString error;
    const auto q = parseQuantity(t, &error);
    if (!q)
        return error;
    if (q->isNegative())
        return tr("%1: an allocatable amount cannot be negative").arg(t);
    return {};
}

void SetResourceDialog::accept()
{
    const QString error = check();
    problem_->setProblem(error);
    if (error.isEmpty())
        QDialog::accept();
}

} // namespace bp::ui
