// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/node_window.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSpinBox>

#include <algorithm>

namespace bp::ui {

NodeWindow::NodeWindow(QWidget* parent) : QWidget(parent)
{
    showLabel_ = new QLabel(this);
    spin_ = new QSpinBox(this);
    spin_->setRange(1, 100000);
    spin_->setValue(50);
    showLabel_->setBuddy(spin_);
    scroll_ = new QScrollBar(Qt::Horizontal, this);
    scroll_->setMinimumWidth(60); // still a handle to drag in a narrow panel
    range_ = new QLabel(this);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    spin_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    layout->addWidget(showLabel_);
    layout->addWidget(spin_);
    layout->addWidget(scroll_, 10);
    layout->addWidget(range_);
    layout->addStretch(1); // takes the room while the scroll bar is hidden
    retranslate();
    connect(spin_, &QSpinBox::valueChanged, this, [this] {
        if (!updating_) {
            update();
            emit changed();
        }
    });
    connect(scroll_, &QScrollBar::valueChanged, this, [this] {
        if (!updating_) {
            update();
            emit changed();
        }
    });
    update();
}

void NodeWindow::retranslate()
{
    showLabel_->setText(tr("S&how"));
    spin_->setSuffix(tr(" nodes"));
    spin_->setToolTip(tr("How many nodes the chart shows at once; scroll to see the others."));
    scroll_->setToolTip(tr("Scroll through the nodes."));
    scroll_->setAccessibleName(tr("Nodes shown"));
    update();
}

void NodeWindow::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void NodeWindow::setTotal(int total)
{
    if (total == total_)
        return;
    total_ = std::max(0, total);
    update();
}

void NodeWindow::setShown(int count)
{
    spin_->setValue(count);
}

int NodeWindow::shown() const
{
    return spin_->value();
}

void NodeWindow::setFirst(int first)
{
    scroll_->setValue(first);
}

int NodeWindow::first() const
{
    return std::clamp(scroll_->value(), 0, std::max(0, total_ - 1));
}

int NodeWindow::visibleCount() const
{
    return std::max(0, std::min(spin_->value(), total_ - first()));
}

void NodeWindow::ensureVisible(int index)
{
    if (index < 0 || index >= total_)
        return;
    if (index < first())
        setFirst(index);
    else if (index >= first() + spin_->value())
        setFirst(index - spin_->value() + 1);
}

void NodeWindow::update()
{
    updating_ = true;
    const int page = spin_->value();
    scroll_->setRange(0, std::max(0, total_ - page));
    scroll_->setPageStep(page);
    scroll_->setSingleStep(1);
    scroll_->setVisible(total_ > page);
    updating_ = false;
    const QLocale locale;
    if (total_ == 0)
        range_->setText(tr("no nodes"));
    else
        range_->setText(tr("%1–%2 of %3")
                            .arg(locale.toString(first() + 1), locale.toString(first() + visibleCount()),
                                locale.toString(total_)));
}

} // namespace bp::ui
