// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/packing_panel.h"

#include "charts/wrap_label.h"
#include "text/phrase_text.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace bp::ui {

namespace {

QString points(double v)
{
    return QLocale().toString(static_cast<qlonglong>(std::llround(v)));
}

} // namespace

PackingPanel::PackingPanel(QWidget* parent)
    : QGroupBox(parent)
{
    verdict_ = new WrapLabel(this);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pulls_ = new WrapLabel(this);
    pulls_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    all_ = new QPushButton(this);
    buttonRow_ = new QVBoxLayout; // one fix per row: the panel stays narrow
    buttonRow_->setContentsMargins(0, 0, 0, 0);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(verdict_);
    layout->addWidget(pulls_);
    layout->addLayout(buttonRow_);
    layout->addStretch(1);
    connect(all_, &QPushButton::clicked, this, [this] { emit fixRequested(last_.packing.fixes); });
    rebuild();
}

void PackingPanel::showResult(const LiveResult& result)
{
    last_ = result;
    have_ = result.hasReport;
    rebuild();
}

void PackingPanel::clear()
{
    have_ = false;
    rebuild();
}

void PackingPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QGroupBox::changeEvent(event);
}

void PackingPanel::rebuild()
{
    setTitle(tr("Why doesn't this pack?"));
    all_->setText(tr("Apply &All"));
    all_->setToolTip(tr("Apply every fix to the current profile as one undoable edit."));
    for (QPushButton* b : buttons_)
        delete b;
    buttons_.clear();
    buttonRow_->removeWidget(all_);
    all_->hide();
    pulls_->clear();
    const PackingVerdict& v = last_.packing;
    const ScoreReport& rep = last_.report;
    if (!have_ || !v.scored) {
        text_ = have_ ? tr("The pod fits on no node: there is no choice to compare with packing.")
                      : tr("Nothing scored yet.");
        verdict_->setText(text_);
        return;
    }
    const QString chosen = QString::fromStdString(rep.nodeNames[static_cast<size_t>(v.chosen)]);
    const QString pod = QString::fromStdString(rep.pod);
    if (v.packs) {
        text_ = tr("%1 goes to %2, a node packing would pick too: nothing pulls it away from the fullest node.")
                    .arg(pod, chosen);
        verdict_->setText(text_);
        return;
    }
    const QString packing = QString::fromStdString(rep.nodeNames[static_cast<size_t>(v.packing)]);
    text_ = tr("%1 goes to %2 (total %3); packing would put it on %4, the fullest feasible node (total %5).")
                .arg(pod, chosen, points(v.chosenTotal), packing, points(v.packingTotal));
    if (last_.nodesUsedBefore && last_.nodesUsedAfter)
        text_ += QLatin1Char(' ')
            + tr("The queue uses %1 nodes under this profile and %2 with every fix below.")
                  .arg(QLocale().toString(static_cast<qlonglong>(*last_.nodesUsedBefore)),
                      QLocale().toString(static_cast<qlonglong>(*last_.nodesUsedAfter)));
    verdict_->setText(text_);
    QStringList lines;
    for (const PackingPull& p : v.pulls) {
        if (std::llround(p.margin()) == 0)
            continue;
        const QString name = QString::fromStdString(p.plugin);
        lines << (p.margin() > 0 ? tr("%1 adds %2 points more to %3 than to %4 (%5 against %6)")
                                 : tr("%1 adds %2 points more to %4 than to %3 (%6 against %5)"))
                     .arg(name, points(std::fabs(p.margin())), chosen, packing, points(p.chosen), points(p.packed));
    }
    pulls_->setText(lines.join(QLatin1Char('\n')));
    for (PackingFix fix : v.fixes) {
        auto* b = new QPushButton(phraseText(packingFixTitle(fix)), this);
        b->setToolTip(tr("Edit the current profile: %1 (undoable).").arg(phraseText(packingFixTitle(fix))));
        connect(b, &QPushButton::clicked, this, [this, fix] { emit fixRequested({ fix }); });
        buttonRow_->addWidget(b);
        buttons_.push_back(b);
    }
    if (v.fixes.size() > 1) {
        buttonRow_->addWidget(all_);
        all_->show();
    }
}

} // namespace bp::ui
