// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/export_dialog.h"

#include "text/phrase_text.h"

#include "dialogs/yaml_highlighter.h"
#include "document/atomic_file.h"
#include "document/document.h"
#include "document/profile_edit.h"
#include "file_dialogs.h"
#include "io/profile_validation.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

namespace bp::ui {

namespace {

QString formatLabel(ConfigFormat f)
{
    const QString name = QString::fromUtf8(formatName(f).data(), static_cast<int>(formatName(f).size()));
    switch (f) {
    case ConfigFormat::KubeV1:
        return ExportDialog::tr("%1 — KubeSchedulerConfiguration v1").arg(name);
    case ConfigFormat::KubeV1beta3:
        return ExportDialog::tr("%1 — KubeSchedulerConfiguration v1beta3").arg(name);
    case ConfigFormat::KubeV1beta2:
        return ExportDialog::tr("%1 — KubeSchedulerConfiguration v1beta2").arg(name);
    case ConfigFormat::KubeV1beta1:
        return ExportDialog::tr("%1 — KubeSchedulerConfiguration v1beta1").arg(name);
    case ConfigFormat::Policy:
        return ExportDialog::tr("%1 — legacy Policy (YAML)").arg(name);
    case ConfigFormat::PolicyJson:
        return ExportDialog::tr("%1 — legacy Policy (JSON)").arg(name);
    case ConfigFormat::Volcano:
        return ExportDialog::tr("%1 — volcano-scheduler.conf").arg(name);
    case ConfigFormat::VolcanoConfigMap:
        return ExportDialog::tr("%1 — volcano-scheduler-configmap").arg(name);
    }
    return name;
}

QString servedText(ConfigFormat f)
{
    if (isVolcano(f))
        return ExportDialog::tr("Volcano reads this whatever the Kubernetes release.");
    const MinorRange r = servedMinors(f);
    if (r.last == 0)
        return ExportDialog::tr("Served by Kubernetes 1.%1 and later.").arg(r.first);
    return ExportDialog::tr("Served by Kubernetes 1.%1 to 1.%2.").arg(r.first).arg(r.last);
}

} // namespace

ExportDialog::ExportDialog(Document* doc, QWidget* parent)
    : QDialog(parent)
    , doc_(doc)
{
    setWindowTitle(tr("Export Scheduler Configuration"));

    profiles_ = new QListWidget(this);
    profiles_->setToolTip(tr("The profiles to export. A KubeSchedulerConfiguration holds several; Policy and "
                             "Volcano take one."));
    const auto& all = doc->workspace().profiles;
    for (size_t i = 0; i < all.size(); ++i) {
        auto* item = new QListWidgetItem(QString::fromStdString(all[i].name), profiles_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(static_cast<int>(i) == doc->currentProfileIndex() ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(tr("Export %1").arg(item->text()));
    }
    profiles_->setMaximumHeight(profiles_->fontMetrics().height() * 6);

    format_ = new QComboBox(this);
    format_->setToolTip(tr("The configuration format to write"));
    for (ConfigFormat f : allFormats())
        format_->addItem(formatLabel(f), static_cast<int>(f));
    version_ = new QComboBox(this);
    version_->setToolTip(tr("The Kubernetes release whose validation rules apply"));
    const Profile* current = doc->currentProfile();
    version_->addItem(tr("as the first profile says (%1)")
                          .arg(current ? QString::fromStdString(current->kubernetesVersion) : QString()),
        0);
    for (const auto& v : supportedKubernetesVersions()) {
        if (auto minor = kubeMinorOf(v))
            version_->addItem(QString::fromStdString(v), *minor);
    }
    served_ = new QLabel(this);
    served_->setWordWrap(true);
    schedulerName_ = new QLineEdit(this);
    schedulerName_->setPlaceholderText(tr("the profile's"));
    schedulerName_->setClearButtonEnabled(true);
    schedulerName_->setToolTip(tr("Replaces the profile's schedulerName in the output (one profile only)"));
    balanced_ = new QComboBox(this);
    balanced_->addItem(tr("as the profile says"), static_cast<int>(BalancedMode::Keep));
    balanced_->addItem(tr("disable it"), static_cast<int>(BalancedMode::Disable));
    balanced_->addItem(tr("enable it with weight:"), static_cast<int>(BalancedMode::Reweight));
    balanced_->setToolTip(tr("NodeResourcesBalancedAllocation in the output: it is on by default and pulls "
                             "against packing"));
    balancedWeight_ = new QSpinBox(this);
    balancedWeight_->setRange(1, 1000000);
    balancedWeight_->setToolTip(tr("The BalancedAllocation plugin weight written when re-weighting"));
    explicitDefaults_ = new QCheckBox(tr("Write &defaults explicitly"), this);
    explicitDefaults_->setToolTip(tr("Write every plugin weight and argument, also those equal to the "
                                     "scheduler's defaults"));

    auto* balancedRow = new QHBoxLayout;
    balancedRow->addWidget(balanced_, 1);
    balancedRow->addWidget(balancedWeight_);
    auto* form = new QFormLayout;
    form->addRow(tr("&Profiles:"), profiles_);
    form->addRow(tr("&Target:"), format_);
    form->addRow(QString(), served_);
    form->addRow(tr("&Kubernetes:"), version_);
    form->addRow(tr("scheduler&Name:"), schedulerName_);
    form->addRow(tr("&BalancedAllocation:"), balancedRow);
    // A row holding a layout gets no buddy: without one the label shows its "&".
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(balancedRow)))
        label->setBuddy(balanced_);
    form->addRow(QString(), explicitDefaults_);

    preview_ = new QPlainTextEdit(this);
    preview_->setReadOnly(true);
    preview_->setLineWrapMode(QPlainTextEdit::NoWrap);
    preview_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    preview_->setToolTip(tr("The configuration as it will be copied or saved"));
    highlighter_ = new YamlHighlighter(preview_->document());
    messages_ = new QListWidget(this);
    messages_->setWordWrap(true);
    messages_->setToolTip(tr("What the target scheduler would say about the configuration"));

    copy_ = new QPushButton(tr("&Copy"), this);
    copy_->setToolTip(tr("Copy the configuration to the clipboard"));
    save_ = new QPushButton(tr("&Save…"), this);
    save_->setToolTip(tr("Save the configuration to a file"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(copy_, QDialogButtonBox::ActionRole);
    buttons->addButton(save_, QDialogButtonBox::ActionRole);
    buttons->button(QDialogButtonBox::Close)->setToolTip(tr("Close the dialog"));

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(form);
    auto* messagesLabel = new QLabel(tr("&Messages:"), left);
    messagesLabel->setBuddy(messages_);
    leftLayout->addWidget(messagesLabel);
    leftLayout->addWidget(messages_, 1);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(preview_);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);

    if (current) {
        const int i = format_->findData(static_cast<int>(preferredFormat(*current)));
        format_->setCurrentIndex(i < 0 ? 0 : i);
    }
    connect(profiles_, &QListWidget::itemChanged, this, &ExportDialog::refresh);
    connect(format_, &QComboBox::currentIndexChanged, this, &ExportDialog::refresh);
    connect(version_, &QComboBox::currentIndexChanged, this, &ExportDialog::refresh);
    connect(schedulerName_, &QLineEdit::textChanged, this, &ExportDialog::refresh);
    connect(balanced_, &QComboBox::currentIndexChanged, this, &ExportDialog::refresh);
    connect(balancedWeight_, &QSpinBox::valueChanged, this, &ExportDialog::refresh);
    connect(explicitDefaults_, &QCheckBox::toggled, this, &ExportDialog::refresh);
    connect(copy_, &QPushButton::clicked, this, &ExportDialog::copyToClipboard);
    connect(save_, &QPushButton::clicked, this, [this] { saveToFile(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(980, 620);
    refresh();
}

std::vector<const Profile*> ExportDialog::selectedProfiles() const
{
    std::vector<const Profile*> out;
    const auto& all = doc_->workspace().profiles;
    for (int i = 0; i < profiles_->count() && i < static_cast<int>(all.size()); ++i) {
        if (profiles_->item(i)->checkState() == Qt::Checked)
            out.push_back(&all[static_cast<size_t>(i)]);
    }
    return out;
}

ExportOptions ExportDialog::options() const
{
    ExportOptions o;
    o.format = static_cast<ConfigFormat>(format_->currentData().toInt());
    o.schedulerName = schedulerName_->text().trimmed().toStdString();
    o.balancedMode = static_cast<BalancedMode>(balanced_->currentData().toInt());
    o.balancedWeight = balancedWeight_->value();
    o.explicitDefaults = explicitDefaults_->isChecked();
    o.kubeMinor = version_->currentData().toInt();
    return o;
}

QString ExportDialog::text() const
{
    return QString::fromStdString(result_.text);
}

void ExportDialog::refresh()
{
    const ExportOptions o = options();
    const auto profiles = selectedProfiles();
    const bool kube = isKubeSchedulerConfiguration(o.format) || isPolicy(o.format);
    balanced_->setEnabled(kube);
    balancedWeight_->setEnabled(kube && o.balancedMode == BalancedMode::Reweight);
    schedulerName_->setEnabled(profiles.size() == 1);
    version_->setEnabled(!isVolcano(o.format));
    QString served = servedText(o.format);
    const int minor = o.kubeMinor != 0 ? o.kubeMinor
        : !profiles.empty() ? kubeMinorOf(profiles.front()->kubernetesVersion).value_or(0)
                            : 0;
    if (!isVolcano(o.format) && minor != 0 && !servedBy(o.format, minor))
        served += QLatin1Char(' ') + tr("Kubernetes 1.%1 does not serve it.").arg(minor);
    served_->setText(served);

    messages_->clear();
    if (profiles.empty()) {
        result_ = ExportResult{};
        Diagnostic none;
        none.message = tr("Choose at least one profile to export.").toStdString();
        result_.errors.push_back(std::move(none));
    } else {
        result_ = exportProfiles(profiles, o);
    }
    for (const auto* list : {&result_.errors, &result_.warnings}) {
        for (const auto& d : *list) {
            const bool error = d.severity == Diagnostic::Severity::Error;
            auto* item = new QListWidgetItem(
                style()->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning),
                diagnosticText(d), messages_);
            item->setToolTip(item->text());
        }
    }
    if (result_.errors.empty() && result_.warnings.empty())
        new QListWidgetItem(style()->standardIcon(QStyle::SP_DialogApplyButton),
            tr("The target accepts this configuration."), messages_);
    preview_->setPlainText(text());
    preview_->setPlaceholderText(result_.ok() ? QString() : tr("Nothing to export: see the messages."));
    copy_->setEnabled(result_.ok());
    save_->setEnabled(result_.ok());
}

QString ExportDialog::suggestedFileName() const
{
    switch (static_cast<ConfigFormat>(format_->currentData().toInt())) {
    case ConfigFormat::Policy:
        return QStringLiteral("scheduler-policy.yaml");
    case ConfigFormat::PolicyJson:
        return QStringLiteral("scheduler-policy.json");
    case ConfigFormat::Volcano:
        return QStringLiteral("volcano-scheduler.conf");
    case ConfigFormat::VolcanoConfigMap:
        return QStringLiteral("volcano-scheduler-configmap.yaml");
    default:
        return QStringLiteral("kube-scheduler-config.yaml");
    }
}

void ExportDialog::copyToClipboard()
{
    if (result_.ok())
        QApplication::clipboard()->setText(text());
}

bool ExportDialog::saveToFile(const QString& givenPath)
{
    if (!result_.ok())
        return false;
    QString path = givenPath;
    if (path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save Scheduler Configuration"),
            startPath(suggestedFileName(), doc_->filePath()),
            tr("Configuration files (*.yaml *.yml *.json *.conf);;All files (*)"));
        if (path.isEmpty())
            return false;
    }
    QString error;
    if (!writeFileAtomically(path, text().toUtf8(), &error)) {
        if (givenPath.isEmpty())
            QMessageBox::critical(this, tr("Cannot Save"), error);
        return false;
    }
    if (givenPath.isEmpty())
        rememberDirectory(path);
    return true;
}

void ExportDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        highlighter_->updateColors();
    QDialog::changeEvent(event);
}

} // namespace bp::ui
