// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/help_menu.h"

#include "charts/score_view.h"
#include "document/document.h"
#include "file_controller.h"
#include "help/guided_tour.h"
#include "help/numbers_help.h"
#include "mainwindow.h"
#include "scoring/report.h"
#include "text/phrase_text.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

namespace bp::ui {

HelpController::HelpController(MainWindow* window)
    : QObject(window)
    , window_(window)
{
}

NumbersHelpDialog* HelpController::numbersDialog() const { return numbers_; }

void HelpController::populate(QMenu* help, QAction* about)
{
    help->setToolTipsVisible(true);
    QAction* tour = help->addAction(tr("Guided &Tour"));
    tour->setObjectName(QStringLiteral("actionTour"));
    tour->setToolTip(tr("A short walk through the parts of the window"));
    connect(tour, &QAction::triggered, this, &HelpController::startTour);

    QMenu* examples = help->addMenu(tr("&Examples"));
    examples->setObjectName(QStringLiteral("menuHelpExamples"));
    examples->setToolTipsVisible(true);
    for (const QString& resource : FileController::exampleResources()) {
        QAction* a = examples->addAction(QFileInfo(resource).fileName());
        a->setToolTip(tr("Open the bundled example %1 as a new workspace").arg(a->text()));
        connect(a, &QAction::triggered, this, [this, resource] { window_->files()->openExample(resource); });
    }

    QAction* numbers = help->addAction(tr("What Do These &Numbers Mean?"));
    numbers->setObjectName(QStringLiteral("actionNumbers"));
    numbers->setShortcut(QKeySequence::HelpContents);
    numbers->setToolTip(tr("What the scores are, and how the selected node's score is computed step by step"));
    connect(numbers, &QAction::triggered, this, &HelpController::showNumbers);

    help->addSeparator();
    help->addAction(about);
}

namespace {
const char* const kTourOfferedKey = "tourOffered";
}

QWidget* HelpController::offerTour()
{
    if (offer_ || QSettings().value(QLatin1String(kTourOfferedKey), false).toBool())
        return nullptr;
    auto* offer = new QWidget(window_);
    offer->setObjectName(QStringLiteral("tourOffer"));
    auto* layout = new QHBoxLayout(offer);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* text = new QLabel(tr("New to Binpack Studio?"), offer);
    auto* take = new QPushButton(tr("Take the Tour"), offer);
    take->setObjectName(QStringLiteral("tourOfferTake"));
    take->setToolTip(tr("A short walk through the parts of the window (also in the Help menu)"));
    auto* dismiss = new QPushButton(tr("Not Now"), offer);
    dismiss->setObjectName(QStringLiteral("tourOfferDismiss"));
    dismiss->setToolTip(tr("Hide this offer; the tour stays in the Help menu"));
    take->setAutoDefault(false);
    dismiss->setAutoDefault(false);
    dismiss->setFlat(true); // the offer itself is the button that stands out
    layout->addWidget(text);
    layout->addWidget(take);
    layout->addWidget(dismiss);
    connect(take, &QPushButton::clicked, this, &HelpController::startTour); // which answers
    connect(dismiss, &QPushButton::clicked, this, [this] {
        QSettings().setValue(QLatin1String(kTourOfferedKey), true);
        offer_->deleteLater(); // after the click that asked for it
        offer_ = nullptr;
    });
    // Permanent: the status bar's passing messages do not cover it.
    window_->statusBar()->addPermanentWidget(offer);
    offer_ = offer;
    return offer;
}

void HelpController::startTour()
{
    if (offer_) {
        QSettings().setValue(QLatin1String(kTourOfferedKey), true);
        offer_->deleteLater(); // its button may be what started the tour
        offer_ = nullptr;
    }
    const MainWindow::Docks& docks = window_->docks();
    QVector<GuidedTour::Step> steps{
        {nullptr, tr("Welcome to Binpack Studio"),
            tr("This tour shows the parts of the window. Whatever you change, every node is scored again at once, "
               "with the arithmetic of the scheduler release you choose.")},
        {docks.profiles, tr("Profiles"),
            tr("A profile is one scheduler configuration: kube-scheduler's NodeResourcesFit with its scoring "
               "strategy and resource weights, and NodeResourcesBalancedAllocation, or Volcano's binpack plugin. "
               "Pick the Kubernetes release whose arithmetic applies.")},
        {docks.shape, tr("Shape"),
            tr("For RequestedToCapacityRatio, drag the points of the shape: utilization from 0 to 100 % across, "
               "score from 0 to 10 up. A curve that rises to the right packs pods onto full nodes.")},
        {window_->scoreView(), tr("Scores"),
            tr("Every node's score for the pod under study. The scheduler's pick is highlighted; nodes where the "
               "pod does not fit are greyed. Click a bar to see how that node's score is computed.")},
        {docks.placement, tr("Placement"),
            tr("The pending pods placed one after another, as the scheduler would place them, and how full each "
               "node ends up. Compare profiles here: fewer used nodes means tighter packing.")},
        {docks.nodes, tr("Nodes"),
            tr("The cluster's nodes and what each can hold (allocatable cpu, memory, pods and extended resources "
               "such as nvidia.com/gpu). Add node pools, duplicate nodes, or import a real cluster from kubectl.")},
        {docks.pods, tr("Pods"),
            tr("Pods with a node are already running there; pods without one are pending and are scheduled in "
               "order. Replicas make many identical pods.")},
        {docks.history, tr("History"),
            tr("Every edit can be undone. Your work is also saved to an autosave file now and then, and offered "
               "back after a crash.")},
        {window_->menuBar(), tr("Export and help"),
            tr("When the profile is right, File ▸ Export writes it as a KubeSchedulerConfiguration or Volcano "
               "configuration. Help ▸ What Do These Numbers Mean? explains the selected node's score.")},
    };
    delete tour_;
    tour_ = new GuidedTour(window_, std::move(steps), this);
    tour_->start();
}

QString HelpController::explanationOfSelectedNode(QString* nodeName) const
{
    const Document* doc = window_->document();
    const bp::ScoreReport& report = window_->scoreView()->report();
    int node = window_->scoreView()->selectedNode();
    if (node < 0 && report.selected)
        node = *report.selected; // nothing clicked yet: the scheduler's pick
    const Profile* profile = doc->currentProfile();
    if (!profile || node < 0 || node >= static_cast<int>(report.nodeNames.size())) {
        nodeName->clear();
        return tr("No node is scored yet: the workspace needs a profile, a node and a pending pod.");
    }
    *nodeName = QString::fromStdString(report.nodeNames[static_cast<size_t>(node)]);
    try {
        return explanationText(bp::explainScoreLines(doc->workspace(), *profile, report.nodeNames[static_cast<size_t>(node)],
            report.pod.empty() ? std::optional<std::string>() : std::optional<std::string>(report.pod)));
    } catch (const bp::InputError& e) {
        return diagnosticsText(e.diagnostics());
    }
}

void HelpController::showNumbers()
{
    if (!numbers_) {
        numbers_ = new NumbersHelpDialog(window_);
        numbers_->setAttribute(Qt::WA_DeleteOnClose, false);
    }
    QString node;
    const QString text = explanationOfSelectedNode(&node);
    numbers_->setExplanation(node, text);
    numbers_->show();
    numbers_->raise();
    numbers_->activateWindow();
}

} // namespace bp::ui
