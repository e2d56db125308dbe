// SPDX-License-Identifier: GPL-3.0-or-later
// Options of a kubectl import: namespaces and label selectors, as kubectl takes them.
#pragma once

#include "io/kubectl_import.h"

#include <QDialog>

class QLineEdit;

namespace bp::ui {

class ImportClusterDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportClusterDialog(QWidget* parent = nullptr);
    ClusterImportOptions options() const;
    QLineEdit* namespacesEdit() const { return namespaces_; }
    QLineEdit* nodeSelectorEdit() const { return nodeSelector_; }
    QLineEdit* podSelectorEdit() const { return podSelector_; }

private:
    QLineEdit* namespaces_;
    QLineEdit* nodeSelector_;
    QLineEdit* podSelector_;
};

} // namespace bp::ui
