// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/shape_chart_view.h"

#include "charts/chart_style.h"
#include "scoring/shape.h"

#include <QCursor>
#include <QKeyEvent>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>

namespace bp::ui {

namespace {

constexpr int kMaxLabelsInToolTip = 12;

} // namespace

ShapeChartView::ShapeChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    chartstyle::setUpView(this);
    QChart* c = chart();
    c->legend()->setVisible(false); // ShapeEditor shows it as a ChartLegend under the chart

    // The plot reaches a little past 0..100 x 0..10 so that points on the
    // edges are drawn whole; ticks stay on round values.
    axisX_ = new QValueAxis(this);
    axisX_->setRange(shape::kMinUtilization - 2.5, shape::kMaxUtilization + 2.5);
    axisX_->setTickType(QValueAxis::TicksDynamic);
    axisX_->setTickAnchor(0);
    axisX_->setTickInterval(10);
    axisX_->setLabelFormat(QStringLiteral("%d"));
    axisX_->setTitleText(tr("Utilization (%)"));
    axisY_ = new QValueAxis(this);
    axisY_->setRange(shape::kMinScore - 0.35, shape::kMaxScore + 0.35);
    axisY_->setTickType(QValueAxis::TicksDynamic);
    axisY_->setTickAnchor(0);
    axisY_->setTickInterval(1);
    axisY_->setLabelFormat(QStringLiteral("%d"));
    axisY_->setTitleText(tr("Score"));
    c->addAxis(axisX_, Qt::AlignBottom);
    c->addAxis(axisY_, Qt::AlignLeft);

    curve_ = new QLineSeries(this);
    curve_->setName(tr("Shape"));
    markerSeries_ = new QScatterSeries(this);
    markerSeries_->setName(tr("Nodes on the curve"));
    markerSeries_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    handles_ = new QScatterSeries(this);
    handles_->setName(tr("Points"));
    handles_->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    for (QXYSeries* s : {static_cast<QXYSeries*>(curve_), static_cast<QXYSeries*>(markerSeries_),
             static_cast<QXYSeries*>(handles_)}) {
        c->addSeries(s);
        s->attachAxis(axisX_);
        s->attachAxis(axisY_);
    }
    connect(markerSeries_, &QScatterSeries::hovered, this, &ShapeChartView::onMarkerHovered);

    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(240, 180);
    setToolTip(tr("Drag a point to change the shape (utilization and score snap to whole numbers).\n"
                  "Double-click to add a point; Delete or right-click removes one.\n"
                  "Arrow keys move the selected point (Shift: by 10); Page Up/Page Down select "
                  "the previous/next point; Insert adds a point after it."));
    setAccessibleName(tr("Shape editor chart"));
    restyle();
    refreshSeries();
}

void ShapeChartView::setPoints(const ShapePoints& points)
{
    if (points == points_)
        return;
    points_ = points;
    if (dragging_ >= 0) {
        const bool started = dragMoved_;
        dragging_ = -1;
        dragMoved_ = false;
        if (started)
            emit dragFinished();
    }
    if (selected_ >= static_cast<int>(points_.size()))
        setSelectedIndex(points_.empty() ? -1 : static_cast<int>(points_.size()) - 1);
    refreshSeries();
}

void ShapeChartView::setNodeMarkers(const QVector<QPair<QString, double>>& markers)
{
    markers_ = markers;
    refreshMarkers();
}

void ShapeChartView::setMaxNodeScore(int64_t maxNodeScore)
{
    if (maxNodeScore_ == maxNodeScore || maxNodeScore < 10)
        return;
    maxNodeScore_ = maxNodeScore;
    refreshMarkers();
}

void ShapeChartView::setReadOnly(bool readOnly)
{
    readOnly_ = readOnly;
    if (readOnly && dragging_ >= 0) {
        const bool started = dragMoved_;
        dragging_ = -1;
        dragMoved_ = false;
        if (started) {
            emit pointsEdited(points_, false);
            emit dragFinished();
        }
    }
    setCursor(Qt::ArrowCursor);
}

void ShapeChartView::setSelectedIndex(int index)
{
    if (index < -1 || index >= static_cast<int>(points_.size()))
        index = -1;
    if (index == selected_)
        return;
    selected_ = index;
    handles_->deselectAllPoints();
    if (selected_ >= 0)
        handles_->selectPoint(selected_);
    emit selectionChanged(selected_);
}

QPoint ShapeChartView::viewportPosition(double utilization, double score) const
{
    const QPointF inChart = chart()->mapToPosition(QPointF(utilization, score), handles_);
    return mapFromScene(chart()->mapToScene(inChart));
}

QPointF ShapeChartView::valueAt(const QPoint& viewportPos) const
{
    return chart()->mapToValue(chart()->mapFromScene(mapToScene(viewportPos)), handles_);
}

int ShapeChartView::pointAt(const QPoint& viewportPos) const
{
    const int radius = std::max(8, fontMetrics().height() * 2 / 3);
    int best = -1;
    int bestDistance = radius * radius + 1;
    for (size_t i = 0; i < points_.size(); ++i) {
        const QPoint d = viewportPosition(static_cast<double>(points_[i].utilization),
                             static_cast<double>(points_[i].score))
            - viewportPos;
        const int distance = d.x() * d.x() + d.y() * d.y();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = static_cast<int>(i);
        }
    }
    return best;
}

void ShapeChartView::commit(ShapePoints points, bool dragInProgress)
{
    points_ = std::move(points);
    refreshSeries();
    emit pointsEdited(points_, dragInProgress);
}

void ShapeChartView::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    const int hit = pointAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton) {
        setSelectedIndex(hit);
        if (hit >= 0 && !readOnly_) {
            dragging_ = hit;
            dragMoved_ = false;
            // Keep the point where it sits under the cursor: it moves by the mouse's movement.
            const ShapePoint& p = points_[static_cast<size_t>(hit)];
            grabOffset_ = viewportPosition(static_cast<double>(p.utilization), static_cast<double>(p.score))
                - event->position().toPoint();
            setCursor(Qt::ClosedHandCursor);
        }
        event->accept();
        return;
    }
    if (event->button() == Qt::RightButton) {
        if (hit >= 0 && !readOnly_ && dragging_ < 0) {
            setSelectedIndex(hit);
            removeSelectedPoint();
        }
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event);
}

void ShapeChartView::mouseMoveEvent(QMouseEvent* event)
{
    if (dragging_ < 0) {
        if (!readOnly_)
            setCursor(pointAt(event->position().toPoint()) >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
        QChartView::mouseMoveEvent(event); // hover for the marker tooltips
        return;
    }
    const QPointF value = valueAt(event->position().toPoint() + grabOffset_);
    const size_t index = static_cast<size_t>(dragging_);
    const ShapePoint moved = shape::snapped(points_, index, value.x(), value.y());
    if (moved == points_[index])
        return;
    if (!dragMoved_) {
        dragMoved_ = true;
        emit dragStarted();
    }
    ShapePoints next = points_;
    next[index] = moved;
    commit(std::move(next), true);
}

void ShapeChartView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && dragging_ >= 0) {
        const bool started = dragMoved_;
        dragging_ = -1;
        dragMoved_ = false;
        setCursor(Qt::OpenHandCursor);
        if (started) {
            emit pointsEdited(points_, false);
            emit dragFinished();
        }
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
}

void ShapeChartView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || readOnly_) {
        event->accept();
        return;
    }
    const int hit = pointAt(event->position().toPoint());
    if (hit >= 0) {
        setSelectedIndex(hit);
        event->accept();
        return;
    }
    const QPointF value = valueAt(event->position().toPoint());
    if (!std::isfinite(value.x()) || !std::isfinite(value.y()) || value.x() < shape::kMinUtilization - 0.5
        || value.x() > shape::kMaxUtilization + 0.5) {
        event->accept();
        return;
    }
    const auto clampRound = [](double v, int64_t lo, int64_t hi) {
        return std::clamp(static_cast<int64_t>(std::llround(v)), lo, hi);
    };
    const ShapePoint p{clampRound(value.x(), shape::kMinUtilization, shape::kMaxUtilization),
        clampRound(value.y(), shape::kMinScore, shape::kMaxScore)};
    const std::optional<size_t> at = shape::insertionIndex(points_, p.utilization);
    if (at) {
        ShapePoints next = points_;
        next.insert(next.begin() + static_cast<std::ptrdiff_t>(*at), p);
        commit(std::move(next), false);
        setSelectedIndex(static_cast<int>(*at));
    }
    event->accept();
}

void ShapeChartView::moveSelected(int64_t du, int64_t ds)
{
    if (selected_ < 0 || readOnly_ || dragging_ >= 0)
        return;
    const size_t index = static_cast<size_t>(selected_);
    const ShapePoint& p = points_[index];
    const ShapePoint moved = shape::snapped(points_, index, static_cast<double>(p.utilization + du),
        static_cast<double>(p.score + ds));
    if (moved == p)
        return;
    ShapePoints next = points_;
    next[index] = moved;
    commit(std::move(next), false);
}

bool ShapeChartView::addPointAfterSelection()
{
    if (readOnly_ || dragging_ >= 0)
        return false;
    const size_t from = selected_ >= 0 ? static_cast<size_t>(selected_) : points_.size() - 1;
    const std::optional<ShapePoint> p = shape::pointToAdd(points_, from);
    if (!p)
        return false;
    const std::optional<size_t> at = shape::insertionIndex(points_, p->utilization);
    if (!at)
        return false;
    ShapePoints next = points_;
    next.insert(next.begin() + static_cast<std::ptrdiff_t>(*at), *p);
    commit(std::move(next), false);
    setSelectedIndex(static_cast<int>(*at));
    return true;
}

bool ShapeChartView::removeSelectedPoint()
{
    if (readOnly_ || dragging_ >= 0 || selected_ < 0 || !shape::canRemove(points_))
        return false;
    const int removed = selected_;
    ShapePoints next = points_;
    next.erase(next.begin() + removed);
    // Select the neighbour so that Delete can be pressed again.
    selected_ = -1;
    handles_->deselectAllPoints();
    commit(std::move(next), false);
    setSelectedIndex(std::min(removed, static_cast<int>(points_.size()) - 1));
    return true;
}

void ShapeChartView::keyPressEvent(QKeyEvent* event)
{
    const int step = event->modifiers() & Qt::ShiftModifier ? 10 : 1;
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    const int count = static_cast<int>(points_.size());
    switch (event->key()) {
    case Qt::Key_Left:
        if (ctrl)
            setSelectedIndex(std::max(0, selected_ - 1));
        else
            moveSelected(-step, 0);
        break;
    case Qt::Key_Right:
        if (ctrl)
            setSelectedIndex(std::min(count - 1, selected_ + 1));
        else
            moveSelected(step, 0);
        break;
    case Qt::Key_Up:
        moveSelected(0, step);
        break;
    case Qt::Key_Down:
        moveSelected(0, -step);
        break;
    case Qt::Key_PageUp:
        setSelectedIndex(std::max(0, selected_ - 1));
        break;
    case Qt::Key_PageDown:
        setSelectedIndex(std::min(count - 1, selected_ + 1));
        break;
    case Qt::Key_Home:
        setSelectedIndex(0);
        break;
    case Qt::Key_End:
        setSelectedIndex(count - 1);
        break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        removeSelectedPoint();
        break;
    case Qt::Key_Insert:
    case Qt::Key_Plus:
        addPointAfterSelection();
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ShapeChartView::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        restyle();
    else if (event->type() == QEvent::LanguageChange) {
        axisX_->setTitleText(tr("Utilization (%)"));
        axisY_->setTitleText(tr("Score"));
        curve_->setName(tr("Shape"));
        markerSeries_->setName(tr("Nodes on the curve"));
        handles_->setName(tr("Points"));
    }
}

void ShapeChartView::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    // Fewer ticks when small so that the labels never collide.
    axisX_->setTickInterval(width() < 420 ? 20 : 10);
    axisY_->setTickInterval(height() < 300 ? 2 : 1);
}

void ShapeChartView::restyle()
{
    const QPalette pal = palette();
    chartstyle::applyTheme(chart(), pal);
    QPen pen(chartstyle::curveColor(pal));
    pen.setWidthF(2.5);
    curve_->setPen(pen);
    handles_->setColor(chartstyle::curveColor(pal));
    handles_->setBorderColor(pal.color(QPalette::Base));
    handles_->setMarkerSize(std::max(12, fontMetrics().height()));
    handles_->setSelectedColor(chartstyle::winnerColor(pal));
    markerSeries_->setColor(chartstyle::markerColor(pal));
    markerSeries_->setBorderColor(Qt::transparent);
    markerSeries_->setMarkerSize(std::max(7, fontMetrics().height() / 2));
}

void ShapeChartView::refreshSeries()
{
    QList<QPointF> line;
    QList<QPointF> handles;
    line.reserve(static_cast<qsizetype>(points_.size()) + 2);
    handles.reserve(static_cast<qsizetype>(points_.size()));
    // Below the first point and above the last one the function is flat.
    if (!points_.empty() && points_.front().utilization > shape::kMinUtilization)
        line.append(QPointF(shape::kMinUtilization, static_cast<double>(points_.front().score)));
    for (const ShapePoint& p : points_) {
        const QPointF v(static_cast<double>(p.utilization), static_cast<double>(p.score));
        line.append(v);
        handles.append(v);
    }
    if (!points_.empty() && points_.back().utilization < shape::kMaxUtilization)
        line.append(QPointF(shape::kMaxUtilization, static_cast<double>(points_.back().score)));
    curve_->replace(line);
    handles_->replace(handles);
    handles_->deselectAllPoints();
    if (selected_ >= 0 && selected_ < handles.size())
        handles_->selectPoint(selected_);
    refreshMarkers();
}

void ShapeChartView::refreshMarkers()
{
    std::map<int, QStringList> byPercent;
    for (const auto& [label, utilization] : markers_) {
        if (!std::isfinite(utilization))
            continue;
        const int u = std::clamp(static_cast<int>(std::floor(utilization)), 0, 100);
        byPercent[u].append(label);
    }
    bins_.clear();
    QList<QPointF> values;
    // The curve as the release evaluates it, shown back on the 0..10 axis.
    const BrokenLinear f = evaluatedShape(points_, maxNodeScore_);
    const double toAxis = 10.0 / static_cast<double>(maxNodeScore_);
    for (auto& [u, labels] : byPercent) {
        const double score = f.empty() ? 0.0 : static_cast<double>(f(u)) * toAxis;
        bins_.push_back(MarkerBin{u, score, std::move(labels)});
        values.append(QPointF(u, score));
    }
    markerSeries_->replace(values);
    markerSeries_->setVisible(!bins_.empty());
}

QString ShapeChartView::markerToolTip(int utilization) const
{
    const auto it = std::find_if(bins_.begin(), bins_.end(),
        [utilization](const MarkerBin& b) { return b.utilization == utilization; });
    if (it == bins_.end())
        return {};
    const QLocale locale;
    QStringList shown = it->labels.mid(0, kMaxLabelsInToolTip);
    QString text = tr("%1 % utilization, score %2:")
                       .arg(it->utilization)
                       .arg(locale.toString(it->score, 'f', 1));
    text += QLatin1Char('\n') + shown.join(QLatin1Char('\n'));
    if (it->labels.size() > kMaxLabelsInToolTip)
        text += QLatin1Char('\n') + tr("… and %n more", nullptr, static_cast<int>(it->labels.size()) - kMaxLabelsInToolTip);
    return text;
}

void ShapeChartView::onMarkerHovered(const QPointF& point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(), markerToolTip(static_cast<int>(std::lround(point.x()))), this);
}

} // namespace bp::ui
