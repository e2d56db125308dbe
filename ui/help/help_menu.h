// SPDX-License-Identifier: GPL-3.0-or-later
// The Help menu: the guided tour of the window, the bundled examples, "What
// do these numbers mean?" for the selected node, and About.
#pragma once

#include <QObject>
#include <QPointer>

QT_BEGIN_NAMESPACE
class QAction;
class QMenu;
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

public slots:
    void startTour();
    void showNumbers();

private:
    QString explanationOfSelectedNode(QString* nodeName) const;

    MainWindow* window_;
    GuidedTour* tour_ = nullptr;
    QPointer<NumbersHelpDialog> numbers_;
};

} // namespace bp::ui
