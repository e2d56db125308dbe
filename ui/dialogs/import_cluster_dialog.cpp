// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/import_cluster_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace bp::ui {

ImportClusterDialog::ImportClusterDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Import Cluster from kubectl"));
    auto* intro = new QLabel(tr("The nodes and pods of the files replace the workspace's (one undo step). "
                                "Leave the fields empty to import everything."),
        this);
    intro->setWordWrap(true);
    namespaces_ = new QLineEdit(this);
    namespaces_->setPlaceholderText(tr("all namespaces"));
    namespaces_->setToolTip(tr("Pods in these namespaces only, separated by commas"));
    nodeSelector_ = new QLineEdit(this);
    nodeSelector_->setPlaceholderText(QStringLiteral("pool=gpu,zone in (a,b)"));
    nodeSelector_->setToolTip(tr("A label selector for the nodes, as kubectl -l takes it"));
    podSelector_ = new QLineEdit(this);
    podSelector_->setPlaceholderText(QStringLiteral("app!=batch"));
    podSelector_->setToolTip(tr("A label selector for the pods, as kubectl -l takes it"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    buttons->button(QDialogButtonBox::Ok)->setToolTip(tr("Import the nodes and pods"));
    buttons->button(QDialogButtonBox::Cancel)->setToolTip(tr("Close without importing"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Namespaces:"), namespaces_);
    form->addRow(tr("N&ode selector:"), nodeSelector_);
    form->addRow(tr("&Pod selector:"), podSelector_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

ClusterImportOptions ImportClusterDialog::options() const
{
    ClusterImportOptions o;
    for (const QString& ns : namespaces_->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!ns.trimmed().isEmpty())
            o.namespaces.push_back(ns.trimmed().toStdString());
    }
    o.nodeSelector = nodeSelector_->text().trimmed().toStdString();
    o.podSelector = podSelector_->text().trimmed().toStdString();
    return o;
}

} // namespace bp::ui
