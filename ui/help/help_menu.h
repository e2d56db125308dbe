// SPDX-License-Identifier: GPL-3.0-or-later
// The Help menu: the guided tour of the window, the bundled examples, "What
// do these numbers mean?" for the selected node, and About.
#pragma once

#include <QObject>
#include <QPointer>

QT_BEGIN_NAMESPACE
class QAction;
class QMenu;
class QWidget;
QT_END_NAMESPACE

namespace bp::ui {

class GuidedTour;
class MainWindow;
class NumbersHelpDialog;

class HelpController : public QObject {
    Q_OBJECT
public:
    explicit HelpController(MainWindow* window);

    // Fills `help`; `about` is the window's About action, placed last.
    void populate(QMenu* help, QAction* about);

    GuidedTour* tour() const { return tour_; }              // for tests
    NumbersHelpDialog* numbersDialog() const; // for tests

    // The first launch (no "tourOffered" setting yet): offers the tour in the
    // status bar, "Take the Tour" or "Not Now", without stopping anything;
    // either answer, or starting the tour from the menu, is remembered and
    // takes the offer away. Returns the offer, nullptr when it was answered before.
    QWidget* offerTour();
    QWidget* tourOffer() const { return offer_; } // for tests

public slots:
    void startTour();
    void showNumbers();

private:
    QString explanationOfSelectedNode(QString* nodeName) const;

    MainWindow* window_;
    GuidedTour* tour_ = nullptr;
    QPointer<NumbersHelpDialog> numbers_;
    QPointer<QWidget> offer_;
};

} // namespace bp::ui
