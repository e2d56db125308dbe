// SPDX-License-Identifier: GPL-3.0-or-later
// A word-wrapped label whose minimum height is the height its text needs at
// its current width. QLabel reports a height-for-width that splitters and
// dock areas ignore: squeezed, a three-line label then ran over the chart
// under it. This one asks for its lines, and so is never drawn over.
#pragma once

#include <QLabel>
#include <QResizeEvent>

namespace bp::ui {

class WrapLabel : public QLabel {
public:
    explicit WrapLabel(QWidget* parent = nullptr)
        : QLabel(parent)
    {
        setWordWrap(true);
    }

    QSize minimumSizeHint() const override
    {
        const QSize base = QLabel::minimumSizeHint();
        if (text().isEmpty() || width() <= 0)
            return base;
        return {base.width(), std::max(base.height(), heightForWidth(width()))};
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QLabel::resizeEvent(event);
        if (event->oldSize().width() != event->size().width())
            updateGeometry(); // more or fewer lines: a new minimum height
    }
};

} // namespace bp::ui
