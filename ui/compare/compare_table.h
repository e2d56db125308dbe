// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare view's side-by-side metrics: one row per figure, one column per
// profile, the best value of a row in bold where "best" has one meaning
// (fewer nodes used, more pods scheduled, less stranded capacity, ...).
#pragma once

#include "sim/compare.h"

#include <QTableWidget>

namespace bp::ui {

class CompareTable : public QTableWidget {
    Q_OBJECT
public:
    explicit CompareTable(QWidget* parent = nullptr);

    void setResult(const bp::CompareResult& result);
    void clearResult();

    // Row keys as compareToCsv names them: "scheduled", "nodesUsed",
    // "cpu.mean", "cpu.stranded", "fragmentation", "additionalFit", ...
    QStringList rowKeys() const;
    int rowOf(const QString& key) const; // -1 when absent
    QString text(const QString& key, int profile) const;
    bool isBold(const QString& key, int profile) const;

    QSize sizeHint() const override;
};

} // namespace bp::ui
