// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/shape_editor.h"

#include "charts/chart_legend.h"
#include "charts/shape_chart_view.h"
#include "charts/shape_point_table.h"
#include "charts/wrap_label.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace bp::ui {

namespace {
const QString kCustomId = QStringLiteral("custom");
}

ShapeEditor::ShapeEditor(QWidget* parent) : QWidget(parent)
{
    chart_ = new ShapeChartView(this);
    table_ = new ShapePointTable(this);
    presets_ = new QComboBox(this);
    presets_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    presetLabel_ = new QLabel(this);
    presetLabel_->setBuddy(presets_);
    addButton_ = new QToolButton(this);
    removeButton_ = new QToolButton(this);
    for (QToolButton* b : {addButton_, removeButton_})
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);

    auto* top = new QHBoxLayout;
    top->addWidget(presetLabel_);
    top->addWidget(presets_);
    top->addStretch(1);

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(table_, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(addButton_);
    buttons->addWidget(removeButton_);
    buttons->addStretch(1);
    sideLayout->addLayout(buttons);

    legend_ = new ChartLegend(chart_->chart(), this);
    auto* chartBox = new QWidget(this);
    auto* chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(chart_, 1);
    chartLayout->addWidget(legend_);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter_ = splitter;
    splitter->addWidget(chartBox);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({750, 250}); // proportions; the splitter scales them to its width
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    note_ = new WrapLabel(this);
    note_->setTextFormat(Qt::PlainText);
    note_->hide();
    layout->addWidget(note_);
    layout->addWidget(splitter, 1);

    setTabOrder(presets_, chart_);
    setTabOrder(chart_, table_);
    setTabOrder(table_, addButton_);
    setTabOrder(addButton_, removeButton_);

    fillPresetBox();
    retranslate();

    connect(chart_, &ShapeChartView::pointsEdited, this, &ShapeEditor::onChartEdited);
    connect(chart_, &ShapeChartView::dragStarted, this, &ShapeEditor::dragStarted);
    connect(chart_, &ShapeChartView::dragFinished, this, &ShapeEditor::dragFinished);
    connect(chart_, &ShapeChartView::selectionChanged, this, [this](int index) {
        table_->selectPoint(index);
        syncButtons();
    });
    connect(table_, &ShapePointTable::pointsEdited, this, &ShapeEditor::onTableEdited);
    connect(table_, &ShapePointTable::pointSelected, this, [this](int index) {
        chart_->setSelectedIndex(index);
        syncButtons();
    });
    connect(presets_, &QComboBox::activated, this, &ShapeEditor::onPresetActivated);
    connect(addButton_, &QToolButton::clicked, chart_, &ShapeChartView::addPointAfterSelection);
    connect(removeButton_, &QToolButton::clicked, chart_, &ShapeChartView::removeSelectedPoint);

    setPoints(chart_->points());
}

void ShapeEditor::fillPresetBox()
{
    const QSignalBlocker block(presets_);
    presets_->clear();
    for (const shape::Preset& p : shape::presets()) {
        presets_->addItem(p.name, p.id);
        presets_->setItemData(presets_->count() - 1, p.description, Qt::ToolTipRole);
    }
    presets_->addItem(tr("Custom"), kCustomId);
    presets_->setItemData(presets_->count() - 1,
        tr("Your own points: the last shape you edited that matches no preset."), Qt::ToolTipRole);
    syncPresetBox();
}

void ShapeEditor::retranslate()
{
    presetLabel_->setText(tr("&Preset:"));
    presets_->setToolTip(tr("Start from a typical shape. Editing a point switches to Custom; choosing "
                            "Custom again brings back your own points."));
    addButton_->setText(tr("&Add point"));
    addButton_->setToolTip(tr("Add a point halfway between the selected point and the next one (Insert)."));
    removeButton_->setText(tr("&Remove point"));
    removeButton_->setToolTip(tr("Remove the selected point (Delete). A shape keeps at least one point."));
}

void ShapeEditor::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // The point table beside the chart when the panel is wide (or short),
    // under it when it is narrow and tall.
    const Qt::Orientation o = width() >= 560 || width() >= height() ? Qt::Horizontal : Qt::Vertical;
    if (splitter_->orientation() != o) {
        splitter_->setOrientation(o);
        const int along = o == Qt::Horizontal ? splitter_->width() : splitter_->height();
        splitter_->setSizes({along * 3 / 4, along / 4});
    }
}

void ShapeEditor::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        fillPresetBox();
        retranslate();
    }
}

void ShapeEditor::setPoints(const std::vector<bp::ShapePoint>& points)
{
    showPoints(points);
}

void ShapeEditor::showPoints(const ShapePoints& points)
{
    chart_->setPoints(points); // each part skips points it already shows
    table_->setPoints(points);
    table_->selectPoint(chart_->selectedIndex());
    if (!shape::matchingPreset(points))
        customPoints_ = points;
    syncPresetBox();
    syncButtons();
}

std::vector<bp::ShapePoint> ShapeEditor::points() const
{
    return chart_->points();
}

void ShapeEditor::setNodeMarkers(const QVector<QPair<QString, double>>& markers)
{
    chart_->setNodeMarkers(markers);
}

void ShapeEditor::setMaxNodeScore(int64_t maxNodeScore)
{
    chart_->setMaxNodeScore(maxNodeScore);
}

void ShapeEditor::setNote(const QString& text)
{
    note_->setText(text);
    note_->setVisible(!text.isEmpty());
}

void ShapeEditor::setReadOnly(bool readOnly)
{
    readOnly_ = readOnly;
    chart_->setReadOnly(readOnly);
    table_->setReadOnly(readOnly);
    presets_->setEnabled(!readOnly);
    syncButtons();
}

void ShapeEditor::onChartEdited(const ShapePoints& points, bool dragInProgress)
{
    showPoints(points);
    emit pointsEdited(points, dragInProgress);
}

void ShapeEditor::onTableEdited(const ShapePoints& points)
{
    showPoints(points);
    emit pointsEdited(points, false);
}

void ShapeEditor::onPresetActivated(int index)
{
    if (readOnly_ || chart_->isDragging())
        return;
    const QString id = presets_->itemData(index).toString();
    ShapePoints next;
    if (id == kCustomId) {
        next = customPoints_;
    } else {
        for (const shape::Preset& p : shape::presets()) {
            if (p.id == id)
                next = p.points;
        }
    }
    if (next.empty() || next == chart_->points()) {
        syncPresetBox();
        return;
    }
    showPoints(next);
    emit pointsEdited(next, false);
}

void ShapeEditor::syncPresetBox()
{
    const std::optional<size_t> match = shape::matchingPreset(chart_->points());
    const QSignalBlocker block(presets_);
    presets_->setCurrentIndex(match ? static_cast<int>(*match) : presets_->count() - 1);
}

void ShapeEditor::syncButtons()
{
    const ShapePoints& points = chart_->points();
    addButton_->setEnabled(!readOnly_ && shape::pointToAdd(points, points.empty() ? 0 : points.size() - 1));
    removeButton_->setEnabled(!readOnly_ && chart_->selectedIndex() >= 0 && shape::canRemove(points));
}

} // namespace bp::ui
