// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/profile_panel.h"

#include "document/commands_profiles.h"
#include "document/document.h"
#include "document/profile_edit.h"
#include "icons.h"
#include "io/profile_validation.h"
#include "models/profile_list_model.h"
#include "panels/cell_delegate.h"
#include "panels/problem_label.h"
#include "panels/profile_editors.h"
#include "panels/wheel_guard.h"
#include "scoring/filter_plugins.h"
#include "scoring/version.h"
#include "text/phrase_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

namespace bp::ui {

namespace {
QToolButton* toolButton(const QString& icon, const QString& text, const QString& tip, QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setIcon(themedIcon(icon));
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(text);
    b->setAutoRaise(true);
    return b;
}
} // namespace

ProfilePanel::ProfilePanel(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , model_(new ProfileListModel(doc, this))
{
    list_ = new QListView(this);
    list_->setModel(model_);
    list_->setItemDelegate(new CellDelegate(list_));
    list_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    list_->setToolTip(tr("The workspace's profiles; the current one is bold. Double-click or F2 to rename."));
    list_->setMaximumHeight(list_->fontMetrics().height() * 7);
    addButton_ = toolButton(QStringLiteral("list-add"), tr("Add"), tr("Add a kube-scheduler profile"), this);
    duplicateButton_ = toolButton(QStringLiteral("edit-copy"), tr("Duplicate"), tr("Duplicate the current profile"), this);
    renameButton_ = toolButton(QStringLiteral("edit-rename"), tr("Rename"), tr("Rename the current profile (F2)"), this);
    deleteButton_ = toolButton(QStringLiteral("edit-delete"), tr("Delete"),
        tr("Delete the current profile (a workspace keeps at least one)"), this);
    listProblem_ = new ProblemLabel(this);
    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    for (auto* b : {addButton_, duplicateButton_, renameButton_, deleteButton_})
        buttons->addWidget(b);
    buttons->addStretch(1);

    scheduler_ = new QComboBox(this);
    scheduler_->addItem(QStringLiteral("kube-scheduler"), static_cast<int>(SchedulerKind::KubeScheduler));
    scheduler_->addItem(QStringLiteral("Volcano"), static_cast<int>(SchedulerKind::Volcano));
    scheduler_->setToolTip(tr("Which scheduler the profile is for: kube-scheduler's NodeResourcesFit and "
                              "BalancedAllocation, or Volcano's binpack plugin."));
    version_ = new QComboBox(this);
    for (const auto& v : supportedKubernetesVersions())
        version_->addItem(QString::fromStdString(v), QString::fromStdString(v));
    version_->setToolTip(tr("kubernetesVersion: the release whose scoring arithmetic and configuration "
                            "formats apply."));
    versionProblem_ = new ProblemLabel(this);
    volcanoVersion_ = new QComboBox(this);
    for (const auto& v : supportedVolcanoVersions())
        volcanoVersion_->addItem(QString::fromStdString(v), QString::fromStdString(v));
    volcanoVersion_->setToolTip(tr("volcanoVersion: the Volcano release whose pod-request arithmetic applies "
                                   "(how init containers, sidecars, overhead and the pods count add up)."));
    volcanoVersionProblem_ = new ProblemLabel(this);
    schedulerName_ = new QLineEdit(this);
    schedulerName_->setPlaceholderText(QStringLiteral("default-scheduler"));
    schedulerName_->setToolTip(tr("schedulerName: the name pods ask for in spec.schedulerName; empty means "
                                  "default-scheduler (volcano for Volcano)."));
    schedulerName_->setClearButtonEnabled(true);

    kube_ = new KubeProfileEditor(doc, this);
    volcano_ = new VolcanoProfileEditor(doc, this);
    // The two editors, one shown: a hidden one takes no room (a
    // QStackedWidget is as tall as its tallest page for every width, which
    // left a blank the Kubernetes editor's height under the Volcano one).
    stack_ = new QWidget(this);
    auto* stackLayout = new QVBoxLayout(stack_);
    stackLayout->setContentsMargins(0, 0, 0, 0);
    stackLayout->addWidget(kube_);
    stackLayout->addWidget(volcano_);

    messages_ = new QListWidget(this);
    messages_->setToolTip(tr("What the scheduler would say about this profile in its preferred export format."));
    messages_->setWordWrap(true);
    messages_->setMaximumHeight(messages_->fontMetrics().height() * 6);

    auto* content = new QWidget;
    form_ = new QFormLayout;
    auto* form = form_;
    form->addRow(tr("S&cheduler:"), scheduler_);
    form->addRow(tr("&volcanoVersion:"), volcanoVersion_);
    form->addRow(volcanoVersionProblem_);
    form->addRow(tr("&kubernetesVersion:"), version_);
    form->addRow(versionProblem_);
    form->addRow(tr("scheduler&Name:"), schedulerName_);
    filters_ = new QGroupBox(tr("Filters"), this);
    filters_->setToolTip(tr("disabledFilters: the filter plugins this profile turns off. Checked filters run; "
                            "the list is the default profile's of the chosen scheduler and release."));
    filtersNote_ = new QLabel(filters_);
    filtersNote_->setWordWrap(true);
    filterRows_ = new QVBoxLayout(filters_);
    filterRows_->addWidget(filtersNote_);
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->addLayout(form);
    contentLayout->addWidget(stack_);
    contentLayout->addWidget(filters_);
    contentLayout->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the form narrows with the dock
    scroll_ = scroll;
    content->installEventFilter(this);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(list_);
    layout->addLayout(buttons);
    layout->addWidget(listProblem_);
    layout->addWidget(scroll, 1);
    auto* messagesLabel = new QLabel(tr("&Messages:"), this);
    messagesLabel->setBuddy(messages_);
    layout->addWidget(messagesLabel);
    layout->addWidget(messages_);

    connect(addButton_, &QToolButton::clicked, this, &ProfilePanel::addProfile);
    connect(duplicateButton_, &QToolButton::clicked, this, &ProfilePanel::duplicateProfile);
    connect(renameButton_, &QToolButton::clicked, this, &ProfilePanel::renameProfile);
    connect(deleteButton_, &QToolButton::clicked, this, &ProfilePanel::deleteProfile);
    connect(model_, &ProfileListModel::editRejected, listProblem_, [this](const QString& m) { listProblem_->setProblem(m); });
    connect(static_cast<CellDelegate*>(list_->itemDelegate()), &CellDelegate::editProblem, listProblem_,
        [this](const QString& m) { listProblem_->setProblem(m); });
    connect(list_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) {
            if (current.isValid())
                doc_->setCurrentProfileIndex(current.row());
        });
    connect(scheduler_, &QComboBox::activated, this, [this](int i) {
        const auto kind = static_cast<SchedulerKind>(scheduler_->itemData(i).toInt());
        doc_->undoStack()->push(new SetSchedulerCommand(doc_, doc_->currentProfileIndex(), kind));
    });
    connect(version_, &QComboBox::activated, this, [this](int i) {
        doc_->undoStack()->push(new SetKubernetesVersionCommand(
            doc_, doc_->currentProfileIndex(), version_->itemData(i).toString().toStdString()));
    });
    connect(volcanoVersion_, &QComboBox::activated, this, [this](int i) {
        doc_->undoStack()->push(new SetVolcanoVersionCommand(
            doc_, doc_->currentProfileIndex(), volcanoVersion_->itemData(i).toString().toStdString()));
    });
    connect(schedulerName_, &QLineEdit::editingFinished, this, [this] {
        const Profile* p = doc_->currentProfile();
        const std::string name = schedulerName_->text().trimmed().toStdString();
        if (p && name != p->schedulerName)
            doc_->undoStack()->push(new SetSchedulerNameCommand(doc_, doc_->currentProfileIndex(), name));
    });

    connect(doc, &Document::currentProfileChanged, this, &ProfilePanel::load);
    connect(doc, &Document::workspaceReset, this, &ProfilePanel::load);
    connect(doc, &Document::profilesInserted, this, &ProfilePanel::load);
    connect(doc, &Document::profilesRemoved, this, &ProfilePanel::load);
    connect(doc, &Document::profileChanged, this, [this](int row) {
        if (row == doc_->currentProfileIndex())
            load();
    });
    load();
    // Scrolling the panel over a box must not change it.
    guardWheel(this);
}

void ProfilePanel::load()
{
    const Profile* p = doc_->currentProfile();
    setEnabled(p != nullptr);
    updateButtons();
    if (!p)
        return;
    const int row = doc_->currentProfileIndex();
    if (list_->currentIndex().row() != row) {
        const QSignalBlocker block(list_->selectionModel());
        list_->setCurrentIndex(model_->index(row, 0));
    }
    const QSignalBlocker b1(scheduler_), b2(version_), b3(schedulerName_), b4(volcanoVersion_);
    scheduler_->setCurrentIndex(scheduler_->findData(static_cast<int>(p->scheduler)));
    // A version the designer does not offer is shown as written and marked in validate().
    auto select = [](QComboBox* box, const std::string& text) {
        const QString version = QString::fromStdString(text);
        if (box->findData(version) < 0)
            box->addItem(version, version);
        box->setCurrentIndex(box->findData(version));
    };
    select(version_, p->kubernetesVersion);
    select(volcanoVersion_, p->volcanoVersion);
    const bool isVolcano = p->scheduler == SchedulerKind::Volcano;
    form_->setRowVisible(volcanoVersion_, isVolcano);
    form_->setRowVisible(volcanoVersionProblem_, isVolcano);
    if (schedulerName_->text().trimmed().toStdString() != p->schedulerName)
        schedulerName_->setText(QString::fromStdString(p->schedulerName));
    schedulerName_->setPlaceholderText(
        p->scheduler == SchedulerKind::Volcano ? QStringLiteral("volcano") : QStringLiteral("default-scheduler"));
    const bool volcano = p->scheduler == SchedulerKind::Volcano;
    kube_->setVisible(!volcano);
    volcano_->setVisible(volcano);
    // As wide as the wider editor, shown or not, so that choosing another
    // profile does not move the panel's edge.
    stack_->setMinimumWidth(std::max(kube_->minimumSizeHint().width(), volcano_->minimumSizeHint().width()));
    if (volcano)
        volcano_->load(*p);
    else
        kube_->load(*p);
    loadFilters();
    validate();
}

// One check box per filter of the profile's scheduler and release, rebuilt
// only when those change (a toggle keeps its box and its focus).
void ProfilePanel::loadFilters()
{
    const Profile* p = doc_->currentProfile();
    const auto release = p ? releaseOf(*p) : std::nullopt;
    if (!p || !release) {
        filters_->setEnabled(false);
        return;
    }
    filters_->setEnabled(true);
    const bool volcano = p->scheduler == SchedulerKind::Volcano;
    const QString key = (volcano ? QStringLiteral("volcano ") + QString::fromStdString(release->volcanoString())
                                 : QStringLiteral("kube "))
        + QString::fromStdString(release->toString());
    const auto switches = filterSwitches(p->scheduler, *release);
    if (key != filtersKey_) {
        filtersKey_ = key;
        for (QCheckBox* box : filterBoxes_)
            delete box;
        filterBoxes_.clear();
        filtersNote_->setText(volcano
                ? tr("Volcano's predicates plugin (predicate.<name>Enable). Resources are checked by the "
                     "allocate action, always.")
                : release->legacyScale()
                ? tr("The release's default predicates (a Policy's predicates list). Volume predicates change "
                     "nothing here: the workspace has no volumes.")
                : tr("The release's default Filter plugins (plugins.filter.disabled). Volume filters change "
                     "nothing here: the workspace has no volumes."));
        for (const FilterSwitch& s : switches) {
            auto* box = new QCheckBox(QString::fromStdString(s.name), filters_);
            box->setObjectName(QStringLiteral("filter-") + QString::fromStdString(s.name));
            box->setProperty("filter", QString::fromStdString(s.name));
            QString tip;
            if (s.mandatory) {
                box->setEnabled(false);
                tip = phraseText(disabledFilterProblem(s.name, p->scheduler, *release));
            } else if (s.modelled == 0) {
                tip = tr("%1 looks at volumes or resource claims, which the workspace does not model: turning it "
                         "off changes no placement here, and the exported configuration carries it.")
                          .arg(QString::fromStdString(s.name));
            } else {
                tip = volcano ? tr("Unchecked: %1: false in the predicates plugin's arguments.")
                                    .arg(QString::fromStdString(s.volcanoKey))
                              : tr("Unchecked: the scheduler does not run %1; its reasons disappear from the "
                                   "placement.")
                                    .arg(QString::fromStdString(s.name));
            }
            box->setToolTip(tip);
            const std::string name = s.name;
            connect(box, &QCheckBox::toggled, this, [this, name](bool on) {
                doc_->undoStack()->push(new SetFilterEnabledCommand(doc_, doc_->currentProfileIndex(), name, on));
            });
            filterRows_->addWidget(box);
            filterBoxes_.push_back(box);
        }
    }
    for (QCheckBox* box : filterBoxes_) {
        const std::string name = box->property("filter").toString().toStdString();
        const bool off = turnsOff(*p, name);
        const QSignalBlocker block(box);
        box->setChecked(!off);
    }
}

QCheckBox* ProfilePanel::filterCheckBox(const QString& name) const
{
    for (QCheckBox* box : filterBoxes_)
        if (box->property("filter").toString() == name)
            return box;
    return nullptr;
}

void ProfilePanel::validate()
{
    messages_->clear();
    const Profile* p = doc_->currentProfile();
    if (!p)
        return;
    const ValidationTarget target{preferredFormat(*p), 0};
    std::vector<Diagnostic> diagnostics = validateProfile(*p, target);
    const bool volcano = p->scheduler == SchedulerKind::Volcano;
    std::vector<Diagnostic> rest = volcano ? volcano_->showProblems(diagnostics) : kube_->showProblems(diagnostics);
    QStringList versionProblems;
    bool versionError = false;
    for (const auto& d : rest) {
        if (d.field == "kubernetesVersion") {
            versionProblems << messageText(d);
            versionError = versionError || d.severity == Diagnostic::Severity::Error;
        }
    }
    versionProblem_->setProblem(versionProblems.join(QLatin1Char('\n')), versionError);
    // ProfileScorer refuses an unsupported volcanoVersion; say so where it is chosen.
    const bool volcanoVersionOk = !volcano || parseVolcanoVersion(p->volcanoVersion).has_value();
    volcanoVersionProblem_->setProblem(
        volcanoVersionOk ? QString() : phraseText(unsupportedVolcanoVersionPhrase(p->volcanoVersion)), true);
    for (const auto& d : diagnostics) {
        const bool error = d.severity == Diagnostic::Severity::Error;
        auto* item = new QListWidgetItem(
            style()->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning),
            fieldMessageText(d));
        item->setToolTip(item->text());
        messages_->addItem(item);
    }
    if (diagnostics.empty()) {
        auto* item = new QListWidgetItem(style()->standardIcon(QStyle::SP_DialogApplyButton),
            tr("%1 accepts this profile.")
                .arg(volcano ? QStringLiteral("Volcano %1").arg(QString::fromStdString(p->volcanoVersion))
                             : QStringLiteral("kube-scheduler %1").arg(
                                   QString::fromStdString(p->kubernetesVersion))));
        messages_->addItem(item);
    }
}

void ProfilePanel::updateButtons()
{
    const bool has = doc_->currentProfile() != nullptr;
    duplicateButton_->setEnabled(has);
    renameButton_->setEnabled(has);
    deleteButton_->setEnabled(has && canRemoveProfile(doc_));
}

void ProfilePanel::addProfile()
{
    doc_->undoStack()->push(makeAddProfileCommand(doc_));
}

void ProfilePanel::duplicateProfile()
{
    if (doc_->currentProfile())
        doc_->undoStack()->push(makeDuplicateProfileCommand(doc_, doc_->currentProfileIndex()));
}

void ProfilePanel::renameProfile()
{
    const QModelIndex i = model_->index(doc_->currentProfileIndex(), 0);
    if (i.isValid()) {
        list_->setCurrentIndex(i);
        list_->edit(i);
    }
}

void ProfilePanel::deleteProfile()
{
    if (doc_->currentProfile() && canRemoveProfile(doc_))
        doc_->undoStack()->push(new RemoveProfileCommand(doc_, doc_->currentProfileIndex()));
}

ProfilePanel::~ProfilePanel()
{
    // An editor still open would commit on its way out, into a panel being destroyed.
    list_->reset();
}

bool ProfilePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (scroll_ && watched == scroll_->widget() && event->type() == QEvent::LayoutRequest)
        QTimer::singleShot(0, this, &ProfilePanel::fitScrollWidth);
    return QWidget::eventFilter(watched, event);
}

void ProfilePanel::fitScrollWidth()
{
    if (!scroll_ || !scroll_->widget())
        return;
    const int frame = 2 * scroll_->frameWidth();
    const int bar = scroll_->verticalScrollBar()->sizeHint().width();
    const int needed = scroll_->widget()->minimumSizeHint().width() + frame + bar;
    if (scroll_->minimumWidth() != needed)
        scroll_->setMinimumWidth(needed);
}

} // namespace bp::ui
