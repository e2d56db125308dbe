// SPDX-License-Identifier: GPL-3.0-or-later
// The window's Help menu: the tour walks the real docks, the examples open,
// "What do these numbers mean?" explains the node the score view shows, and
// About names the version and the licence.
#include "charts/score_view.h"
#include "document/document.h"
#include "file_controller.h"
#include "help/guided_tour.h"
#include "help/help_menu.h"
#include "help/numbers_help.h"
#include "mainwindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QtTest>

using namespace bp::ui;

class TestHelpMenu : public QObject {
    Q_OBJECT
private slots:
    void init() { QStandardPaths::setTestModeEnabled(true); }
    void menuHoldsTheFourItems();
    void tourVisitsEveryPart();
    void numbersExplainTheShownNode();
    void examplesOpen();
    void firstLaunchOffersTheTour();
};

namespace {

QMenu* helpMenu(MainWindow& w)
{
    for (QAction* a : w.menuBar()->actions())
        if (a->menu() && a->menu()->findChild<QAction*>(QStringLiteral("actionTour"), Qt::FindDirectChildrenOnly))
            return a->menu();
    return nullptr;
}

} // namespace

void TestHelpMenu::menuHoldsTheFourItems()
{
    MainWindow w;
    QMenu* help = helpMenu(w);
    QVERIFY(help);
    QStringList names;
    for (QAction* a : help->actions())
        names << (a->isSeparator() ? QStringLiteral("-") : a->menu() ? a->menu()->objectName() : a->objectName());
    QCOMPARE(names, QStringList({QStringLiteral("actionTour"), QStringLiteral("menuHelpExamples"),
                        QStringLiteral("actionNumbers"), QStringLiteral("-"), QStringLiteral("actionAbout")}));
    QCOMPARE(help->findChild<QAction*>(QStringLiteral("actionNumbers"))->shortcut(), QKeySequence(QKeySequence::HelpContents));
}

void TestHelpMenu::tourVisitsEveryPart()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.findChild<QAction*>(QStringLiteral("actionTour"))->trigger();
    auto* controller = w.findChild<HelpController*>();
    QVERIFY(controller && controller->tour());
    GuidedTour* tour = controller->tour();
    QVERIFY(tour->isRunning());
    QCOMPARE(tour->stepCount(), 9);
    for (int i = 1; i < tour->stepCount(); ++i)
        QVERIFY2(tour->step(i).target, qPrintable(tour->step(i).title)); // every part exists in the window
    int visited = 1;
    while (tour->isRunning() && visited < 20) {
        tour->next();
        ++visited;
    }
    QCOMPARE(visited, tour->stepCount() + 1); // every step shown once, then done
}

void TestHelpMenu::numbersExplainTheShownNode()
{
    MainWindow w;
    w.show();
    w.openInitial(QString()); // the documentation's example
    QTRY_VERIFY_WITH_TIMEOUT(!w.scoreView()->report().nodeNames.empty(), 20000);
    w.findChild<QAction*>(QStringLiteral("actionNumbers"))->trigger();
    auto* controller = w.findChild<HelpController*>();
    NumbersHelpDialog* d = controller->numbersDialog();
    QVERIFY(d && d->isVisible());
    const bp::ScoreReport& r = w.scoreView()->report();
    const int node = w.scoreView()->selectedNode() >= 0 ? w.scoreView()->selectedNode() : *r.selected;
    const QString name = QString::fromStdString(r.nodeNames[static_cast<size_t>(node)]);
    QVERIFY2(d->explanationText().contains(QStringLiteral("on node ") + name), qPrintable(d->explanationText()));
    QVERIFY(d->explanationText().contains(QStringLiteral("NodeResourcesFit")));
    QVERIFY(d->glossaryText().contains(QStringLiteral("Volcano binpack")));
}

void TestHelpMenu::examplesOpen()
{
    MainWindow w;
    auto* examples = w.findChild<QMenu*>(QStringLiteral("menuHelpExamples"));
    QVERIFY(examples);
    QCOMPARE(examples->actions().size(), FileController::exampleResources().size());
    QAction* last = examples->actions().back();
    last->trigger();
    QVERIFY(!w.document()->workspace().profiles.empty());
    QCOMPARE(w.document()->filePath(), QString()); // an example opens as a new, untitled workspace
}

// The first launch offers the tour in the status bar, never in a dialog; the
// answer is remembered, and a later launch does not offer it again.
void TestHelpMenu::firstLaunchOffersTheTour()
{
    QSettings().remove(QStringLiteral("tourOffered"));
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* controller = w.findChild<HelpController*>();
        QVERIFY(controller);
        QVERIFY(!controller->tourOffer()); // only app/gui's main() asks
        QWidget* offer = controller->offerTour();
        QVERIFY(offer);
        QVERIFY(!controller->offerTour()); // once
        QVERIFY(!QApplication::activeModalWidget());
        QVERIFY(offer->isVisible());
        QVERIFY(w.statusBar()->isAncestorOf(offer));
        w.statusBar()->showMessage(QStringLiteral("a passing message"));
        QVERIFY(offer->isVisible());
        QVERIFY(!QSettings().contains(QStringLiteral("tourOffered"))); // not answered yet
        auto* dismiss = offer->findChild<QPushButton*>(QStringLiteral("tourOfferDismiss"));
        QVERIFY(dismiss && !dismiss->toolTip().isEmpty());
        QTest::mouseClick(dismiss, Qt::LeftButton);
        QTRY_VERIFY(!controller->tourOffer());
        QVERIFY(!controller->tour() || !controller->tour()->isRunning());
        QVERIFY(QSettings().value(QStringLiteral("tourOffered")).toBool());
    }
    {
        MainWindow w; // the next launch
        QVERIFY(!w.findChild<HelpController*>()->offerTour());
    }
    QSettings().remove(QStringLiteral("tourOffered"));
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* controller = w.findChild<HelpController*>();
        QWidget* offer = controller->offerTour();
        QVERIFY(offer);
        QTest::mouseClick(offer->findChild<QPushButton*>(QStringLiteral("tourOfferTake")), Qt::LeftButton);
        QVERIFY(controller->tour() && controller->tour()->isRunning());
        QTRY_VERIFY(!controller->tourOffer());
        QVERIFY(QSettings().value(QStringLiteral("tourOffered")).toBool());
    }
    QSettings().remove(QStringLiteral("tourOffered"));
    {
        // The tour started from the menu answers the offer too.
        MainWindow w;
        w.show();
        auto* controller = w.findChild<HelpController*>();
        QVERIFY(controller->offerTour());
        w.findChild<QAction*>(QStringLiteral("actionTour"))->trigger();
        QTRY_VERIFY(!controller->tourOffer());
        QVERIFY(QSettings().value(QStringLiteral("tourOffered")).toBool());
    }
    QSettings().remove(QStringLiteral("tourOffered"));
}

QTEST_MAIN(TestHelpMenu)
#include "test_help_menu.moc"
