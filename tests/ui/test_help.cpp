// SPDX-License-Identifier: GPL-3.0-or-later
// The Help menu's parts: the guided tour walks its steps (skipping parts of
// the window that are hidden, Back/Next/Done/Escape), outlines each target
// and keeps its balloon on screen; the numbers dialog shows the glossary and
// the engine's explanation of the selected node.
#include "help/guided_tour.h"
#include "help/numbers_help.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace bp::ui;

class TestHelp : public QObject {
    Q_OBJECT
private slots:
    void tourWalksItsSteps();
    void tourSkipsHiddenParts();
    void tourEndsWithEscapeAndWhenWindowHides();
    void numbersDialogShowsExplanation();
};

namespace {

struct Window {
    QMainWindow w;
    QLabel* a = new QLabel(QStringLiteral("a"));
    QLabel* b = new QLabel(QStringLiteral("b"));
    QLabel* c = new QLabel(QStringLiteral("c"));
    Window()
    {
        auto* central = new QWidget;
        auto* layout = new QHBoxLayout(central);
        for (QLabel* l : {a, b, c})
            layout->addWidget(l);
        w.setCentralWidget(central);
        w.resize(800, 500);
        w.show();
    }
    QVector<GuidedTour::Step> steps()
    {
        return {{nullptr, QStringLiteral("Welcome"), QStringLiteral("The window")},
                {a, QStringLiteral("A"), QStringLiteral("first part")},
                {b, QStringLiteral("B"), QStringLiteral("second part")},
                {c, QStringLiteral("C"), QStringLiteral("third part")}};
    }
};

QPushButton* button(GuidedTour& tour, const char* name)
{
    return tour.balloon()->findChild<QPushButton*>(QString::fromLatin1(name));
}

} // namespace

void TestHelp::tourWalksItsSteps()
{
    Window win;
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    GuidedTour tour(&win.w, win.steps());
    QSignalSpy shown(&tour, &GuidedTour::stepShown);
    QSignalSpy finished(&tour, &GuidedTour::finished);
    tour.start();
    QCOMPARE(tour.currentStep(), 0);
    QVERIFY(tour.balloon()->isVisible());
    QVERIFY(!button(tour, "tourBack")->isEnabled());
    auto* highlight = win.w.findChild<QWidget*>(QStringLiteral("tourHighlight"));
    QVERIFY(highlight);
    QVERIFY(!highlight->isVisible()); // the welcome step has no target

    QTest::mouseClick(button(tour, "tourNext"), Qt::LeftButton);
    QCOMPARE(tour.currentStep(), 1);
    QVERIFY(highlight->isVisible());
    QVERIFY(highlight->geometry().contains(QRect(win.a->mapTo(&win.w, QPoint(0, 0)), win.a->size())));
    QVERIFY(button(tour, "tourBack")->isEnabled());
    QVERIFY(tour.balloon()->findChild<QLabel*>() != nullptr);

    QTest::mouseClick(button(tour, "tourBack"), Qt::LeftButton);
    QCOMPARE(tour.currentStep(), 0);
    tour.next();
    tour.next();
    tour.next();
    QCOMPARE(tour.currentStep(), 3);
    QCOMPARE(button(tour, "tourNext")->text(), GuidedTour::tr("&Done"));
    QTest::mouseClick(button(tour, "tourNext"), Qt::LeftButton);
    QVERIFY(!tour.isRunning());
    QVERIFY(!tour.balloon()->isVisible());
    QVERIFY(!highlight->isVisible());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(shown.count(), 6);
}

void TestHelp::tourSkipsHiddenParts()
{
    Window win;
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    win.b->hide(); // a closed dock
    GuidedTour tour(&win.w, win.steps());
    tour.start();
    tour.next();
    QCOMPARE(tour.currentStep(), 1);
    tour.next();
    QCOMPARE(tour.currentStep(), 3); // B skipped
    tour.back();
    QCOMPARE(tour.currentStep(), 1);
    win.c->hide();
    tour.next(); // nothing visible is left after A
    QVERIFY(!tour.isRunning());
}

void TestHelp::tourEndsWithEscapeAndWhenWindowHides()
{
    Window win;
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    GuidedTour tour(&win.w, win.steps());
    tour.start();
    QTest::keyClick(tour.balloon(), Qt::Key_Escape);
    QVERIFY(!tour.isRunning());
    tour.start();
    QVERIFY(tour.isRunning());
    win.w.hide();
    QVERIFY(!tour.isRunning());
}

void TestHelp::numbersDialogShowsExplanation()
{
    NumbersHelpDialog d;
    QVERIFY(d.glossaryText().contains(QStringLiteral("NodeResourcesFit")));
    QVERIFY(d.glossaryText().contains(QStringLiteral("binpack.weight")));
    d.setExplanation(QString(), QString());
    QVERIFY(d.findChildren<QLabel*>().size() >= 1);
    d.setExplanation(QStringLiteral("node1"), QStringLiteral("NodeScore = ((60 * 1)) / 1 = 60"));
    QCOMPARE(d.explanationText(), QStringLiteral("NodeScore = ((60 * 1)) / 1 = 60"));
    bool headed = false;
    for (QLabel* l : d.findChildren<QLabel*>())
        headed = headed || l->text().contains(QStringLiteral("node1"));
    QVERIFY(headed);
}

QTEST_MAIN(TestHelp)
#include "test_help.moc"
