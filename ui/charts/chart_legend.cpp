// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chart_legend.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QEvent>
#include <QHelpEvent>
#include <QLegend>
#include <QPainter>
#include <QResizeEvent>
#include <QScrollArea>
#include <QTimer>
#include <QToolTip>
#include <QXYSeries>
#include <algorithm>

namespace bp::ui {

namespace {
constexpr int kGap = 14; // between entries on a row
constexpr int kSpacing = 5; // between a swatch and its name
constexpr int kMargin = 4;
} // namespace

ChartLegend::ChartLegend(QChart* chart, QWidget* parent)
    : QWidget(parent)
    , chart_(chart)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    chart->legend()->setVisible(false);
    refresh();
}

void ChartLegend::scheduleRefresh()
{
    if (refreshPending_)
        return;
    refreshPending_ = true;
    QTimer::singleShot(0, this, [this] {
        refreshPending_ = false;
        refresh();
    });
}

void ChartLegend::refresh()
{
    QList<Entry> entries;
    if (chart_) {
        // The chart may have shown its legend again (QLegend::setVisible by its owner).
        if (chart_->legend()->isVisible())
            chart_->legend()->setVisible(false);
        // Read from the series themselves, as QLegend does: bar sets by
        // their label and colour, other series by their name and colour.
        // Followed from now on, so a renamed or recoloured one updates the legend.
        const QList<QAbstractSeries*> series = chart_->series();
        for (QAbstractSeries* s : series) {
            connect(s, &QAbstractSeries::nameChanged, this, &ChartLegend::scheduleRefresh, Qt::UniqueConnection);
            connect(s, &QAbstractSeries::visibleChanged, this, &ChartLegend::scheduleRefresh, Qt::UniqueConnection);
            if (!s->isVisible())
                continue;
            if (auto* bars = qobject_cast<QAbstractBarSeries*>(s)) {
                connect(
                    bars, &QAbstractBarSeries::barsetsAdded, this, &ChartLegend::scheduleRefresh, Qt::UniqueConnection);
                connect(bars, &QAbstractBarSeries::barsetsRemoved, this, &ChartLegend::scheduleRefresh,
                    Qt::UniqueConnection);
                for (QBarSet* set : bars->barSets()) {
                    connect(set, &QBarSet::labelChanged, this, &ChartLegend::scheduleRefresh, Qt::UniqueConnection);
                    connect(set, &QBarSet::colorChanged, this, &ChartLegend::scheduleRefresh, Qt::UniqueConnection);
                    if (!set->label().isEmpty())
                        entries.append({ set->label(), set->color() });
                }
            } else if (auto* xy = qobject_cast<QXYSeries*>(s)) {
                connect(xy, &QXYSeries::colorChanged, this, &ChartLegend::scheduleRefresh, Qt::UniqueConnection);
                if (!xy->name().isEmpty())
                    entries.append({ xy->name(), xy->color() });
            }
        }
    }
    const bool changed = entries.size() != entries_.size()
        || !std::equal(entries.begin(), entries.end(), entries_.begin(),
            [](const Entry& a, const Entry& b) { return a.label == b.label && a.color == b.color; });
    if (!changed)
        return;
    entries_ = entries;
    if (container_)
        container_->setVisible(!entries_.isEmpty());
    else
        setVisible(!entries_.isEmpty());
    fitContainer();
    updateGeometry();
    update();
}

void ChartLegend::fitContainer()
{
    // As tall as the rows at the legend's width, up to the cap: a scroll
    // area's own size hint is the legend's at the width it first had.
    if (container_ && containerCap_ > 0)
        container_->setMaximumHeight(std::min(containerCap_, std::max(1, heightForWidth(width()))));
}

QWidget* ChartLegend::scrolled(int rows)
{
    auto* area = new QScrollArea(parentWidget());
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setWidgetResizable(true);
    area->setWidget(this);
    const QFontMetrics fm(font());
    containerCap_ = rows * (fm.height() + 2) + 2 * kMargin;
    area->setMaximumHeight(containerCap_);
    area->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    area->setBackgroundRole(QPalette::Base);
    setAutoFillBackground(false);
    container_ = area; // hidden, rather than the legend, when there is nothing to show
    setVisible(true);
    area->setVisible(!entries_.isEmpty());
    fitContainer();
    return area;
}

QList<ChartLegend::Placed> ChartLegend::layoutFor(int width, int* height) const
{
    QList<Placed> placed;
    const QFontMetrics fm(font());
    const int line = fm.height();
    const int box = std::max(8, fm.ascent() - 2);
    const int usable = std::max(1, width - 2 * kMargin);
    int x = kMargin;
    int y = kMargin;
    int rowHeight = line;
    for (int i = 0; i < entries_.size(); ++i) {
        // A few pixels of slack: drawn text can come out a pixel wider than
        // horizontalAdvance() says, and would then wrap inside its rectangle.
        const int textWidth = fm.horizontalAdvance(entries_[i].label) + 3;
        int full = box + kSpacing + textWidth;
        int textHeight = line;
        if (full > usable) {
            // A name wider than the legend: its own rows, wrapped anywhere.
            const QRect r = fm.boundingRect(
                QRect(0, 0, usable - box - kSpacing, 10000), Qt::TextWrapAnywhere | Qt::AlignLeft, entries_[i].label);
            full = usable;
            textHeight = std::max(line, r.height());
        }
        if (x > kMargin && x + full > kMargin + usable) {
            x = kMargin;
            y += rowHeight + 2;
            rowHeight = line;
        }
        Placed p;
        p.entry = i;
        p.wraps = textHeight > line;
        p.swatch = QRect(x, y + (line - box) / 2, box, box);
        p.text = QRect(x + box + kSpacing, y, full - box - kSpacing, textHeight);
        placed.append(p);
        rowHeight = std::max(rowHeight, textHeight);
        x += full + kGap;
    }
    if (height)
        *height = entries_.isEmpty() ? 0 : y + rowHeight + kMargin;
    return placed;
}

int ChartLegend::heightForWidth(int width) const
{
    int height = 0;
    layoutFor(width, &height);
    return height;
}

QSize ChartLegend::sizeHint() const
{
    const int w = std::max(width(), 200);
    return { w, heightForWidth(w) };
}

QSize ChartLegend::minimumSizeHint() const
{
    // As narrow as a few letters; as tall as the entries need at this width.
    const QFontMetrics fm(font());
    return {fm.averageCharWidth() * 8, heightForWidth(width() > 0 ? width() : sizeHint().width())};
}

void ChartLegend::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (heightForWidth(event->size().width()) != heightForWidth(event->oldSize().width())) {
        updateGeometry(); // more or fewer rows: a new minimum height
        fitContainer();
    }
}

void ChartLegend::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QList<Placed> placed = layoutFor(width(), nullptr);
    painter.setPen(palette().color(QPalette::WindowText));
    for (const Placed& p : placed) {
        const Entry& e = entries_[p.entry];
        painter.fillRect(p.swatch, e.color);
        painter.drawText(p.text, (p.wraps ? Qt::TextWrapAnywhere : Qt::TextSingleLine) | Qt::AlignLeft | Qt::AlignTop, e.label);
    }
}

void ChartLegend::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateGeometry();
}

void ChartLegend::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    refresh();
}

bool ChartLegend::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        // The entry under the mouse, in full (for screen readers and copying as well).
        const auto* help = static_cast<QHelpEvent*>(event);
        for (const Placed& p : layoutFor(width(), nullptr)) {
            if (p.swatch.united(p.text).contains(help->pos())) {
                QToolTip::showText(help->globalPos(), entries_[p.entry].label, this);
                return true;
            }
        }
        if (toolTip().isEmpty()) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
    }
    return QWidget::event(event);
}

} // namespace bp::ui
