// SPDX-License-Identifier: GPL-3.0-or-later
// Renders every chart widget with real data in a light and a dark palette
// and saves the PNGs (to $BP_SCREENSHOT_DIR, default <tmp>/binpack-charts) for
// a person to look at. Asserts that each picture is drawn at all (many colours,
// the palette's background) and that dark mode really is dark.
#include "charts_fixtures.h"

#include "charts/placement_view.h"
#include "charts/score_view.h"
#include "charts/shape_editor.h"
#include "live/live_compute.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QSet>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

namespace {

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2e), base(0x1e, 0x1e, 0x20), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x5a));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    return p;
}

int distinctColours(const QImage& image)
{
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            seen.insert(image.pixel(x, y));
    return static_cast<int>(seen.size());
}

double meanLightness(const QImage& image)
{
    double sum = 0;
    int n = 0;
    for (int y = 0; y < image.height(); y += 5)
        for (int x = 0; x < image.width(); x += 5, ++n)
            sum += QColor(image.pixel(x, y)).lightnessF();
    return sum / n;
}

} // namespace

class TestChartScreenshots : public QObject {
    Q_OBJECT

    QDir out;
    bp::Workspace ws = bp::test::docsExample(3);
    bp::ui::LiveResult live;

    void shoot(QWidget* w, const QString& name, bool dark)
    {
        w->setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        QTest::qWait(20);
        const QImage image = w->grab().toImage();
        const QString file = out.filePath(name + (dark ? "-dark.png" : "-light.png"));
        QVERIFY(image.save(file));
        QVERIFY2(distinctColours(image) > 20, qPrintable(file + " looks blank"));
        if (dark)
            QVERIFY2(meanLightness(image) < 0.35, qPrintable(file + " is not dark"));
        else
            QVERIFY2(meanLightness(image) > 0.6, qPrintable(file + " is not light"));
    }

private slots:
    void initTestCase()
    {
        QApplication::setStyle(QStyleFactory::create("Fusion"));
        out.setPath(qEnvironmentVariable("BP_SCREENSHOT_DIR", QDir::temp().filePath("binpack-charts")));
        QVERIFY(out.mkpath("."));
        bp::ui::LiveRequest req;
        req.workspace = std::make_shared<const bp::Workspace>(ws);
        live = bp::ui::computeLive(req);
        QVERIFY(live.ok && live.hasReport);
    }

    void widgets_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void widgets()
    {
        QFETCH(bool, dark);
        {
            bp::ui::ShapeEditor editor;
            editor.resize(820, 420);
            editor.setPoints({{0, 0}, {40, 3}, {80, 9}, {100, 10}});
            editor.setNodeMarkers(live.shapeMarkers);
            shoot(&editor, "shape-editor", dark);
        }
        {
            bp::ui::ScoreView view;
            view.resize(1100, 520);
            view.setReport(live.report);
            view.setBreakdown(live.breakdown);
            view.setExplanation(live.explanation);
            shoot(&view, "score-view", dark);
        }
        {
            bp::ui::PlacementView view;
            view.resize(1000, 640);
            view.setResult(live.simulation, live.workspace); // the last step: pod-2 is unschedulable
            shoot(&view, "placement-view", dark);
            view.setStep(2); // the step that placed pod-1 on node1, highlighted
            shoot(&view, "placement-view-step2", dark);
        }
    }

    void manyNodes()
    {
        bp::ui::LiveRequest req;
        req.workspace = std::make_shared<const bp::Workspace>(bp::test::generatedCluster(300, 1500));
        const bp::ui::LiveResult big = bp::ui::computeLive(req);
        QVERIFY(big.ok);
        bp::ui::ScoreView scores;
        scores.resize(1100, 520);
        scores.setReport(big.report);
        scores.setBreakdown(big.breakdown);
        scores.setExplanation(big.explanation);
        shoot(&scores, "score-view-300-nodes", false);
        bp::ui::PlacementView placement;
        placement.resize(1000, 640);
        placement.setResult(big.simulation, big.workspace);
        shoot(&placement, "placement-view-300-nodes", false);
        bp::ui::ShapeEditor editor;
        editor.resize(820, 420);
        editor.setPoints(big.workspace->profiles[0].fitArgs.scoringStrategy->shape);
        editor.setNodeMarkers(big.shapeMarkers);
        shoot(&editor, "shape-editor-300-nodes", false);
    }
};

QTEST_MAIN(TestChartScreenshots)
#include "test_chart_screenshots.moc"
