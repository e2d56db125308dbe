// SPDX-License-Identifier: GPL-3.0-or-later
// Which slice of a long node list a bar chart shows: "Show [50] nodes", a
// scroll bar over the rest, and "nodes 1–50 of 1,000". Keeps charts with
// hundreds of nodes readable.
#pragma once

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QScrollBar;
class QSpinBox;
QT_END_NAMESPACE

namespace bp::ui {

class NodeWindow : public QWidget {
    Q_OBJECT
public:
    explicit NodeWindow(QWidget* parent = nullptr);

    void setTotal(int total); // keeps the first index when it still fits
    int total() const { return total_; }
    void setShown(int count); // the spin box value ("top N")
    int shown() const;
    void setFirst(int first);
    int first() const;
    // [first, first + visibleCount()) is shown.
    int visibleCount() const;
    // Scrolls so that the item at `index` is visible.
    void ensureVisible(int index);

    QSpinBox* spinBox() const { return spin_; }
    QScrollBar* scrollBar() const { return scroll_; }

signals:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void update();
    void retranslate();

    QLabel* showLabel_ = nullptr;
    QSpinBox* spin_ = nullptr;
    QScrollBar* scroll_ = nullptr;
    QLabel* range_ = nullptr;
    int total_ = 0;
    bool updating_ = false;
};

} // namespace bp::ui
