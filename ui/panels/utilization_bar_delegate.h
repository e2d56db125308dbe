// SPDX-License-Identifier: GPL-3.0-or-later
// Paints cells that carry a UtilizationRole value as a bar (full = 100 %),
// red past 100 % (overcommitted), with the percentage on top. Other cells are
// painted and edited as CellDelegate does.
#pragma once

#include "panels/cell_delegate.h"

namespace bp::ui {

class UtilizationBarDelegate : public CellDelegate {
    Q_OBJECT
public:
    explicit UtilizationBarDelegate(QObject* parent = nullptr);
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace bp::ui
