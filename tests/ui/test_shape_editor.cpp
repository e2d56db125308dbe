// SPDX-License-Identifier: GPL-3.0-or-later
// The shape editor driven as a user drives it: real mouse presses, moves and
// releases on the chart's viewport, double-clicks, right-clicks, keys, the
// preset box and the point table.
#include "charts/shape_chart_view.h"
#include "charts/shape_editor.h"
#include "charts/shape_point_table.h"
#include "charts/shape_rules.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using bp::ShapePoint;
using bp::ui::ShapePoints;

class TestShapeEditor : public QObject {
    Q_OBJECT

    std::unique_ptr<bp::ui::ShapeEditor> editor;
    bp::ui::ShapeChartView* view() const { return editor->chartView(); }
    QWidget* viewport() const { return view()->viewport(); }
    QPoint at(double u, double s) const { return view()->viewportPosition(u, s); }

    void drag(QPoint from, std::initializer_list<QPoint> path)
    {
        QTest::mousePress(viewport(), Qt::LeftButton, {}, from);
        for (const QPoint& p : path)
            QTest::mouseMove(viewport(), p);
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, path.size() ? *(path.end() - 1) : from);
    }

private slots:
    void init()
    {
        editor = std::make_unique<bp::ui::ShapeEditor>();
        editor->resize(900, 520);
        editor->setPoints({{0, 0}, {50, 5}, {100, 10}});
        editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
    }
    void cleanup() { editor.reset(); }

    void rules_data()
    {
        QTest::addColumn<double>("u");
        QTest::addColumn<double>("s");
        QTest::addColumn<qint64>("expectU");
        QTest::addColumn<qint64>("expectS");
        // point 1 of {0,0},{50,5},{100,10}
        QTest::newRow("inside, rounded") << 70.4 << 7.6 << qint64(70) << qint64(8);
        QTest::newRow("past the right neighbour") << 140.0 << 5.0 << qint64(99) << qint64(5);
        QTest::newRow("onto the left neighbour") << 0.0 << 5.0 << qint64(1) << qint64(5);
        QTest::newRow("above the top") << 50.0 << 12.0 << qint64(50) << qint64(10);
        QTest::newRow("below the bottom") << 50.0 << -3.0 << qint64(50) << qint64(0);
        QTest::newRow("not a number") << qQNaN() << 5.0 << qint64(1) << qint64(5);
    }
    void rules()
    {
        QFETCH(double, u);
        QFETCH(double, s);
        QFETCH(qint64, expectU);
        QFETCH(qint64, expectS);
        const ShapePoints pts{{0, 0}, {50, 5}, {100, 10}};
        const ShapePoint p = bp::ui::shape::snapped(pts, 1, u, s);
        QCOMPARE(p.utilization, expectU);
        QCOMPARE(p.score, expectS);
    }

    void validity()
    {
        using bp::ui::shape::isValid;
        QVERIFY(isValid({{0, 0}}));
        QVERIFY(isValid({{0, 0}, {100, 10}}));
        QVERIFY(!isValid({}));
        QVERIFY(!isValid({{10, 0}, {10, 5}}));  // upstream: strictly increasing
        QVERIFY(!isValid({{0, 11}}));
        QVERIFY(!isValid({{101, 0}}));
        for (const auto& preset : bp::ui::shape::presets())
            QVERIFY2(isValid(preset.points), qPrintable(preset.id));
    }

    void mouseDragMovesPoint()
    {
        QSignalSpy edited(editor.get(), &bp::ui::ShapeEditor::pointsEdited);
        QSignalSpy started(editor.get(), &bp::ui::ShapeEditor::dragStarted);
        QSignalSpy finished(editor.get(), &bp::ui::ShapeEditor::dragFinished);
        drag(at(50, 5), {at(55, 6), at(62, 7), at(70, 8)});
        QCOMPARE(editor->points(), (ShapePoints{{0, 0}, {70, 8}, {100, 10}}));
        QCOMPARE(started.count(), 1);
        QCOMPARE(finished.count(), 1);
        QVERIFY(edited.count() >= 2);
        for (int i = 0; i + 1 < edited.count(); ++i)
            QCOMPARE(edited.at(i).at(1).toBool(), true);
        QCOMPARE(edited.last().at(1).toBool(), false);
        QCOMPARE(edited.last().at(0).value<ShapePoints>(), editor->points());
        // The table followed.
        QCOMPARE(editor->table()->item(1, 0)->data(Qt::EditRole).toInt(), 70);
        QCOMPARE(editor->table()->item(1, 1)->data(Qt::EditRole).toInt(), 8);
    }

    void dragStopsAtNeighboursAndEdges()
    {
        drag(at(50, 5), {at(80, 5), at(100, 5), at(100, 12)}); // past point 2 and above the top
        QCOMPARE(editor->points()[1], (ShapePoint{99, 10}));
        drag(at(99, 10), {at(30, 3), at(0, -2)}); // onto point 0 and below the bottom
        QCOMPARE(editor->points()[1], (ShapePoint{1, 0}));
        drag(at(0, 0), {at(-20, 4)}); // the first point never leaves 0 %
        QCOMPARE(editor->points()[0], (ShapePoint{0, 4}));
        drag(at(100, 10), {at(130, 5)});
        QCOMPARE(editor->points()[2], (ShapePoint{100, 5}));
        QVERIFY(bp::ui::shape::isValid(editor->points()));
    }

    // Grabbing a point beside its centre and moving moves it by the mouse's
    // movement; it does not jump so that its centre is under the cursor.
    void dragKeepsTheGrabOffset()
    {
        const int unit = at(60, 5).x() - at(50, 5).x(); // pixels per 10 % utilization
        QVERIFY(unit >= 10);
        const QPoint offset((unit + 9) / 10, 0); // a little more than 1 % to the right, inside the handle
        QSignalSpy started(editor.get(), &bp::ui::ShapeEditor::dragStarted);
        // A press beside the centre and a move of one pixel: nothing moves.
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at(50, 5) + offset);
        QCOMPARE(view()->selectedIndex(), 1);
        QTest::mouseMove(viewport(), at(50, 5) + offset + QPoint(1, 0));
        QCOMPARE(editor->points()[1], (ShapePoint{50, 5}));
        QCOMPARE(started.count(), 0);
        // Moving by (20 %, 3) moves the point by (20 %, 3), not to the cursor.
        const QPoint delta = at(70, 8) - at(50, 5);
        QTest::mouseMove(viewport(), at(50, 5) + offset + delta);
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at(50, 5) + offset + delta);
        QCOMPARE(editor->points()[1], (ShapePoint{70, 8}));
        QCOMPARE(started.count(), 1);
        // The same from the left of the centre and below it.
        const QPoint below(-offset.x(), 3);
        drag(at(70, 8) + below, {at(40, 2) + below});
        QCOMPARE(editor->points()[1], (ShapePoint{40, 2}));
    }

    void pressWithoutMoveEditsNothing()
    {
        QSignalSpy edited(editor.get(), &bp::ui::ShapeEditor::pointsEdited);
        QSignalSpy started(editor.get(), &bp::ui::ShapeEditor::dragStarted);
        drag(at(50, 5), {});
        QCOMPARE(edited.count(), 0);
        QCOMPARE(started.count(), 0);
        QCOMPARE(view()->selectedIndex(), 1);
    }

    void doubleClickAddsPoint()
    {
        QSignalSpy edited(editor.get(), &bp::ui::ShapeEditor::pointsEdited);
        QTest::mouseDClick(viewport(), Qt::LeftButton, {}, at(25, 8));
        QCOMPARE(editor->points(), (ShapePoints{{0, 0}, {25, 8}, {50, 5}, {100, 10}}));
        QCOMPARE(view()->selectedIndex(), 1);
        QCOMPARE(edited.count(), 1);
        QCOMPARE(edited.last().at(1).toBool(), false);
        QCOMPARE(editor->table()->rowCount(), 4);
        // A double-click on a point selects it and adds nothing.
        QTest::mouseDClick(viewport(), Qt::LeftButton, {}, at(50, 5));
        QCOMPARE(editor->points().size(), size_t(4));
        QCOMPARE(view()->selectedIndex(), 2);
    }

    void deleteAndRightClickRemove()
    {
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(50, 5));
        QCOMPARE(view()->selectedIndex(), 1);
        QSignalSpy edited(editor.get(), &bp::ui::ShapeEditor::pointsEdited);
        QTest::keyClick(view(), Qt::Key_Delete);
        QCOMPARE(editor->points(), (ShapePoints{{0, 0}, {100, 10}}));
        QCOMPARE(edited.count(), 1);
        QTest::mouseClick(viewport(), Qt::RightButton, {}, at(100, 10));
        QCOMPARE(editor->points(), (ShapePoints{{0, 0}}));
        // The last point stays: upstream needs at least one.
        QTest::mouseClick(viewport(), Qt::RightButton, {}, at(0, 0));
        QTest::keyClick(view(), Qt::Key_Delete);
        QCOMPARE(editor->points(), (ShapePoints{{0, 0}}));
        QCOMPARE(edited.count(), 2);
    }

    void arrowKeysNudge()
    {
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(50, 5));
        QSignalSpy edited(editor.get(), &bp::ui::ShapeEditor::pointsEdited);
        QTest::keyClick(view(), Qt::Key_Right);
        QTest::keyClick(view(), Qt::Key_Up);
        QCOMPARE(editor->points()[1], (ShapePoint{51, 6}));
        QTest::keyClick(view(), Qt::Key_Up, Qt::ShiftModifier);
        QCOMPARE(editor->points()[1], (ShapePoint{51, 10}));
        for (int i = 0; i < 6; ++i)
            QTest::keyClick(view(), Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(editor->points()[1], (ShapePoint{99, 10}));
        QCOMPARE(edited.count(), 3 + 5); // the sixth Shift+Right changed nothing
        QTest::keyClick(view(), Qt::Key_PageDown);
        QCOMPARE(view()->selectedIndex(), 2);
        QTest::keyClick(view(), Qt::Key_Left);
        QCOMPARE(editor->points()[2], (ShapePoint{100, 10})); // blocked by the point at 99
        QTest::keyClick(view(), Qt::Key_Insert);
        QCOMPARE(editor->points().size(), size_t(4));
    }

    void presetsReplacePoints()
    {
        QComboBox* box = editor->presetBox();
        QCOMPARE(box->currentText(), tr("Custom"));
        QSignalSpy edited(editor.get(), &bp::ui::ShapeEditor::pointsEdited);
        const auto presets = bp::ui::shape::presets();
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Home); // the first preset: bin packing
        QCOMPARE(editor->points(), presets[0].points);
        QCOMPARE(edited.count(), 1);
        QCOMPARE(edited.last().at(1).toBool(), false);
        QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(editor->points(), presets[1].points);
        QCOMPARE(editor->table()->rowCount(), int(presets[1].points.size()));
        // "Custom" brings back the user's own points.
        QTest::keyClick(box, Qt::Key_End);
        QCOMPARE(editor->points(), (ShapePoints{{0, 0}, {50, 5}, {100, 10}}));
        // Editing a preset's point switches the box to Custom.
        QTest::keyClick(box, Qt::Key_Home);
        QCOMPARE(box->currentIndex(), 0);
        drag(at(100, 10), {at(100, 7)});
        QCOMPARE(box->currentIndex(), box->count() - 1);
    }

    void tableEditsSync()
    {
        QSignalSpy edited(editor.get(), &bp::ui::ShapeEditor::pointsEdited);
        editor->table()->item(1, bp::ui::ShapePointTable::UtilizationColumn)->setData(Qt::EditRole, 30);
        QCOMPARE(editor->points()[1], (ShapePoint{30, 5}));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(edited.last().at(1).toBool(), false);
        // A typed value past a neighbour is clamped, and the cell shows what was kept.
        editor->table()->item(1, bp::ui::ShapePointTable::UtilizationColumn)->setData(Qt::EditRole, 150);
        QCOMPARE(editor->points()[1], (ShapePoint{99, 5}));
        QCOMPARE(editor->table()->item(1, 0)->data(Qt::EditRole).toInt(), 99);
        editor->table()->item(0, bp::ui::ShapePointTable::ScoreColumn)->setData(Qt::EditRole, 42);
        QCOMPARE(editor->points()[0], (ShapePoint{0, 10}));
        // Selecting a row selects the point in the chart.
        editor->table()->setCurrentCell(2, 0);
        QCOMPARE(view()->selectedIndex(), 2);
    }

    void tableEditorIsBounded()
    {
        QTableWidget* table = editor->table();
        table->setCurrentCell(1, 0);
        table->editItem(table->item(1, 0));
        // The editor refuses what the rules refuse, with the range in the reason.
        auto* line = table->findChild<QLineEdit*>();
        QVERIFY(line);
        auto* t = static_cast<bp::ui::ShapePointTable*>(table);
        const QModelIndex cell = table->model()->index(1, 0);
        QVERIFY(t->validateEdit(cell, QStringLiteral("0")).contains(QLatin1String("from 1 to 99")));
        QVERIFY(!t->validateEdit(cell, QStringLiteral("100")).isEmpty());
        QVERIFY(t->validateEdit(cell, QStringLiteral("1")).isEmpty());
        QVERIFY(t->validateEdit(cell, QStringLiteral("99")).isEmpty());
        QTest::keyClick(line, Qt::Key_Escape);
    }

    void addRemoveButtons()
    {
        auto buttons = editor->findChildren<QToolButton*>();
        QCOMPARE(buttons.size(), 2);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(0, 0));
        QTest::mouseClick(buttons[0], Qt::LeftButton); // add after point 0: halfway to 50
        QCOMPARE(editor->points(), (ShapePoints{{0, 0}, {25, 2}, {50, 5}, {100, 10}}));
        QTest::mouseClick(buttons[1], Qt::LeftButton); // remove the new, selected point
        QCOMPARE(editor->points(), (ShapePoints{{0, 0}, {50, 5}, {100, 10}}));
        for (QToolButton* b : buttons)
            QVERIFY(!b->toolTip().isEmpty());
    }

    void markersSitOnTheCurve()
    {
        editor->setPoints({{0, 0}, {100, 10}});
        editor->setNodeMarkers({{"node1 · cpu", 37}, {"node1 · memory", 50}, {"node2 · cpu", 37}, {"node3 · cpu", 100}});
        const auto& bins = view()->markerBins();
        QCOMPARE(bins.size(), size_t(3));
        QCOMPARE(bins[0].utilization, 37);
        QCOMPARE(bins[0].score, 3.7);
        QCOMPARE(bins[0].labels.size(), 2);
        QVERIFY(view()->markerToolTip(37).contains("node2 · cpu"));
        // While a point is dragged the markers follow the curve.
        drag(at(100, 10), {at(100, 5)});
        QCOMPARE(view()->markerBins()[2].score, 5.0);
        QCOMPARE(view()->markerBins()[0].score, 1.8); // the scheduler's truncation: 50*37/100 = 18
    }

    // 1.16 evaluates the 0..10 shape itself (MaxPriority 10, no x10 scaling):
    // a node at 37 % on {0, 0}..{100, 10} scores 10*37/100 = 3, not 3.7
    // (priorities/requested_to_capacity_ratio.go, helper BuildBrokenLinearFunction).
    void markersOfA116ProfileSitWhereItScores()
    {
        editor->setPoints({{0, 0}, {100, 10}});
        editor->setNodeMarkers({{"node1 · cpu", 37}, {"node2 · cpu", 50}});
        editor->setMaxNodeScore(10);
        QCOMPARE(view()->markerBins()[0].score, 3.0);
        QCOMPARE(view()->markerBins()[1].score, 5.0);
        editor->setMaxNodeScore(100);
        QCOMPARE(view()->markerBins()[0].score, 3.7);
    }

    void readOnlyIgnoresEdits()
    {
        editor->setReadOnly(true);
        QSignalSpy edited(editor.get(), &bp::ui::ShapeEditor::pointsEdited);
        drag(at(50, 5), {at(70, 8)});
        QTest::mouseDClick(viewport(), Qt::LeftButton, {}, at(25, 8));
        QTest::keyClick(view(), Qt::Key_Delete);
        QCOMPARE(editor->points(), (ShapePoints{{0, 0}, {50, 5}, {100, 10}}));
        QCOMPARE(edited.count(), 0);
        QVERIFY(!editor->presetBox()->isEnabled());
        QVERIFY(!(editor->table()->item(0, 0)->flags() & Qt::ItemIsEditable));
    }

    void setPointsDuringDragEndsIt()
    {
        QSignalSpy finished(editor.get(), &bp::ui::ShapeEditor::dragFinished);
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at(50, 5));
        QTest::mouseMove(viewport(), at(60, 5));
        QVERIFY(view()->isDragging());
        editor->setPoints({{0, 10}, {100, 0}}); // e.g. undo from the keyboard
        QCOMPARE(finished.count(), 1);
        QVERIFY(!view()->isDragging());
        QTest::mouseMove(viewport(), at(70, 5));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at(70, 5));
        QCOMPARE(editor->points(), (ShapePoints{{0, 10}, {100, 0}}));
    }

    void everyControlHasATooltip()
    {
        QVERIFY(!view()->toolTip().isEmpty());
        QVERIFY(!editor->table()->toolTip().isEmpty());
        QVERIFY(!editor->presetBox()->toolTip().isEmpty());
        QVERIFY(view()->focusPolicy() & Qt::TabFocus);
    }
};

QTEST_MAIN(TestShapeEditor)
#include "test_shape_editor.moc"
