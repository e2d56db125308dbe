// SPDX-License-Identifier: GPL-3.0-or-later
// The export dialog writes exactly what `binpack-cli export` writes with the
// same options (both call the core's exportProfiles), shows the target's
// validation messages, refuses what the target cannot take, copies and saves.
#include "dialogs/export_dialog.h"
#include "dialogs/yaml_highlighter.h"
#include "document/document.h"
#include "io/workspace_io.h"
#include "ui_fixtures.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QTimer>

using namespace bp;
using namespace bp::ui;

namespace {

using bp::ui::test::examplePath;

int profileIndex(const Workspace& ws, const QString& name)
{
    for (size_t i = 0; i < ws.profiles.size(); ++i) {
        if (ws.profiles[i].name == name.toStdString())
            return static_cast<int>(i);
    }
    return -1;
}

// Sets the dialog up as the CLI arguments say.
void configure(ExportDialog& dialog, const Workspace& ws, const QString& profile, const QString& format,
    const QStringList& extra)
{
    const int row = profileIndex(ws, profile);
    for (int i = 0; i < dialog.profileList()->count(); ++i)
        dialog.profileList()->item(i)->setCheckState(i == row ? Qt::Checked : Qt::Unchecked);
    const int f = dialog.formatCombo()->findData(static_cast<int>(*parseFormatName(format.toStdString())));
    QVERIFY(f >= 0);
    dialog.formatCombo()->setCurrentIndex(f);
    dialog.versionCombo()->setCurrentIndex(0); // the profile's own release, as the CLI
    dialog.schedulerNameEdit()->clear();
    dialog.balancedCombo()->setCurrentIndex(dialog.balancedCombo()->findData(static_cast<int>(BalancedMode::Keep)));
    dialog.explicitDefaultsCheck()->setChecked(false);
    for (int i = 0; i < extra.size(); ++i) {
        const QString& arg = extra.at(i);
        if (arg == QLatin1String("--explicit-defaults")) {
            dialog.explicitDefaultsCheck()->setChecked(true);
        } else if (arg == QLatin1String("--scheduler-name")) {
            dialog.schedulerNameEdit()->setText(extra.at(++i));
        } else if (arg == QLatin1String("--balanced")) {
            const QString mode = extra.at(++i);
            if (mode == QLatin1String("disable")) {
                dialog.balancedCombo()->setCurrentIndex(dialog.balancedCombo()->findData(static_cast<int>(BalancedMode::Disable)));
            } else {
                dialog.balancedCombo()->setCurrentIndex(dialog.balancedCombo()->findData(static_cast<int>(BalancedMode::Reweight)));
                dialog.balancedWeightSpin()->setValue(mode.mid(QStringLiteral("weight=").size()).toInt());
            }
        }
    }
}

} // namespace

class TestExportDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sameAsCli_data();
    void sameAsCli();
    void sameAsCoreForOtherReleases();
    void refusalsAreShown();
    void severalProfiles();
    void copyAndSave();
    void saveDialogStartsInTheLastFolder();
    void highlighting();
    void labelsShowNoStrayAmpersand();

private:
    Workspace ws_;
    Document doc_;
    QTemporaryDir dir_;
};

void TestExportDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings (the folder last used) go to a test location
    ws_ = readWorkspaceFile(examplePath().toStdString());
    doc_.resetWorkspace(ws_, examplePath());
    QVERIFY(dir_.isValid());
}

void TestExportDialog::sameAsCli_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("extra");
    for (const char* format : {"kubescheduler-v1", "kubescheduler-v1beta3", "kubescheduler-v1beta2"}) {
        QTest::addRow("binpack %s", format) << "binpack" << format << QStringList{};
        QTest::addRow("least-allocated %s", format) << "least-allocated" << format << QStringList{};
        QTest::addRow("binpack %s explicit", format) << "binpack" << format << QStringList{"--explicit-defaults"};
        QTest::addRow("binpack %s balanced off", format) << "binpack" << format << QStringList{"--balanced", "disable"};
        QTest::addRow("binpack %s balanced 3", format) << "binpack" << format << QStringList{"--balanced", "weight=3"};
        QTest::addRow("binpack %s named", format) << "binpack" << format << QStringList{"--scheduler-name", "packer"};
    }
    for (const char* format : {"kubescheduler-v1beta1", "policy", "policy-json"})
        QTest::addRow("docs-1.16 %s", format) << "docs-1.16" << format << QStringList{};
    for (const char* format : {"volcano", "volcano-configmap"}) {
        QTest::addRow("volcano-binpack %s", format) << "volcano-binpack" << format << QStringList{};
        QTest::addRow("volcano-binpack %s explicit", format) << "volcano-binpack" << format << QStringList{"--explicit-defaults"};
    }
}

void TestExportDialog::sameAsCli()
{
    QFETCH(QString, profile);
    QFETCH(QString, format);
    QFETCH(QStringList, extra);
    ExportDialog dialog(&doc_);
    configure(dialog, ws_, profile, format, extra);
    if (QTest::currentTestFailed())
        return;

    QProcess cli;
    cli.start(QStringLiteral(BP_CLI_PATH),
        QStringList{QStringLiteral("export"), examplePath(), QStringLiteral("--profile"), profile, QStringLiteral("--format"), format}
            + extra);
    QVERIFY2(cli.waitForFinished(60000), qPrintable(cli.errorString()));
    const QString stdoutText = QString::fromUtf8(cli.readAllStandardOutput());
    const QString stderrText = QString::fromUtf8(cli.readAllStandardError());
    if (cli.exitCode() == 0) {
        QVERIFY2(dialog.result().ok(), qPrintable(stderrText));
        QCOMPARE(dialog.text(), stdoutText);
        QCOMPARE(dialog.preview()->toPlainText(), stdoutText);
        QVERIFY(dialog.copyButton()->isEnabled());
    } else {
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY(!dialog.result().ok());
        QVERIFY(dialog.text().isEmpty());
        QVERIFY(!dialog.copyButton()->isEnabled());
    }
    // The same function with the same options, for good measure.
    const ExportResult direct = exportProfiles({&ws_.profiles[static_cast<size_t>(profileIndex(ws_, profile))]}, dialog.options());
    QCOMPARE(QString::fromStdString(direct.text), dialog.text());
    QCOMPARE(direct.warnings.size(), dialog.result().warnings.size());
}

void TestExportDialog::sameAsCoreForOtherReleases()
{
    ExportDialog dialog(&doc_);
    configure(dialog, ws_, QStringLiteral("binpack"), QStringLiteral("kubescheduler-v1beta3"), {});
    for (int i = 1; i < dialog.versionCombo()->count(); ++i) {
        dialog.versionCombo()->setCurrentIndex(i);
        ExportOptions options;
        options.format = ConfigFormat::KubeV1beta3;
        options.kubeMinor = dialog.versionCombo()->itemData(i).toInt();
        const ExportResult direct = exportProfiles({&ws_.profiles[0]}, options);
        QCOMPARE(dialog.text(), QString::fromStdString(direct.text));
        QCOMPARE(dialog.result().errors.size(), direct.errors.size());
        QCOMPARE(dialog.result().warnings.size(), direct.warnings.size());
    }
}

void TestExportDialog::refusalsAreShown()
{
    // A Volcano profile is no KubeSchedulerConfiguration.
    ExportDialog dialog(&doc_);
    configure(dialog, ws_, QStringLiteral("volcano-binpack"), QStringLiteral("kubescheduler-v1"), {});
    QVERIFY(!dialog.result().ok());
    QVERIFY(!dialog.saveButton()->isEnabled());
    QVERIFY(dialog.messages()->count() >= 1);
    QVERIFY(dialog.messages()->item(0)->text().contains(QString::fromStdString(dialog.result().errors.front().message)));
    QVERIFY(!dialog.preview()->placeholderText().isEmpty());
    // No profile chosen.
    for (int i = 0; i < dialog.profileList()->count(); ++i)
        dialog.profileList()->item(i)->setCheckState(Qt::Unchecked);
    QVERIFY(!dialog.result().ok());
    QCOMPARE(dialog.messages()->count(), 1);
}

void TestExportDialog::severalProfiles()
{
    ExportDialog dialog(&doc_);
    configure(dialog, ws_, QStringLiteral("binpack"), QStringLiteral("kubescheduler-v1"), {});
    dialog.profileList()->item(profileIndex(ws_, QStringLiteral("least-allocated")))->setCheckState(Qt::Checked);
    QCOMPARE(dialog.selectedProfiles().size(), size_t(2));
    QVERIFY(!dialog.schedulerNameEdit()->isEnabled()); // one name cannot go on two profiles
    const ExportResult direct = exportProfiles(dialog.selectedProfiles(), dialog.options());
    QCOMPARE(dialog.text(), QString::fromStdString(direct.text));
    QCOMPARE(dialog.result().ok(), direct.ok());
}

void TestExportDialog::copyAndSave()
{
    ExportDialog dialog(&doc_);
    configure(dialog, ws_, QStringLiteral("binpack"), QStringLiteral("kubescheduler-v1"), {});
    QVERIFY(dialog.result().ok());
    QApplication::clipboard()->clear();
    QTest::mouseClick(dialog.copyButton(), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), dialog.text());
    const QString path = dir_.filePath(QStringLiteral("out.yaml"));
    QVERIFY(dialog.saveToFile(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), dialog.text());
    QCOMPARE(dialog.suggestedFileName(), QStringLiteral("kube-scheduler-config.yaml"));
    QVERIFY(!dialog.saveToFile(dir_.filePath(QStringLiteral("missing/out.yaml"))));
}

// Issue 15: the save dialog starts in the folder last used and remembers the one chosen.
void TestExportDialog::saveDialogStartsInTheLastFolder()
{
    QTemporaryDir chosen;
    QSettings().setValue(QStringLiteral("lastDirectory"), dir_.path());
    ExportDialog dialog(&doc_);
    configure(dialog, ws_, QStringLiteral("binpack"), QStringLiteral("kubescheduler-v1"), {});
    const QStringList seen = ui::test::answerFileDialog([&] { QVERIFY(dialog.saveToFile()); },
        QDir(chosen.path()).filePath(QStringLiteral("conf.yaml")));
    QCOMPARE(seen, (QStringList { dir_.path(), dialog.suggestedFileName() }));
    QVERIFY(QFileInfo::exists(QDir(chosen.path()).filePath(QStringLiteral("conf.yaml"))));
    QCOMPARE(QSettings().value(QStringLiteral("lastDirectory")).toString(), chosen.path());
}

void TestExportDialog::highlighting()
{
    QPlainTextEdit edit;
    YamlHighlighter highlighter(edit.document());
    edit.setPlainText(QStringLiteral("apiVersion: v1 # comment\n- name: cpu\n  weight: 3\n"));
    const QTextBlock first = edit.document()->firstBlock();
    const auto formats = first.layout()->formats();
    QVERIFY(formats.size() >= 2); // the key and the comment at least
    bool keyFormatted = false;
    bool commentFormatted = false;
    for (const auto& range : formats) {
        keyFormatted = keyFormatted || (range.start == 0 && range.length == 10);
        commentFormatted = commentFormatted || (range.start == 15 && range.format.fontItalic());
    }
    QVERIFY(keyFormatted);
    QVERIFY(commentFormatted);
}

// A QLabel shows its "&" as a mnemonic only when it has a buddy; a check box
// always does. Issue 15: "&BalancedAllocation:" labelled a layout, got no
// buddy and showed the "&".
void TestExportDialog::labelsShowNoStrayAmpersand()
{
    ExportDialog dialog(&doc_);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    const auto lone = [](QString text) { return text.remove(QStringLiteral("&&")).contains(QLatin1Char('&')); };
    int mnemonics = 0;
    for (QLabel* label : dialog.findChildren<QLabel*>()) {
        if (!label->isVisibleTo(&dialog) || label->textFormat() == Qt::RichText
            || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text())))
            continue;
        if (label->buddy()) {
            mnemonics += lone(label->text()) ? 1 : 0;
            continue;
        }
        QVERIFY2(!lone(label->text()), qPrintable(label->text()));
    }
    for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
        QVERIFY2(!box->text().isEmpty(), qPrintable(box->objectName())); // its "&" is a mnemonic
    QVERIFY(mnemonics >= 6); // Profiles, Target, Kubernetes, schedulerName, BalancedAllocation, Messages
    // The BalancedAllocation mnemonic reaches its combo box.
    QTest::keyClick(&dialog, Qt::Key_B, Qt::AltModifier);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(dialog.balancedCombo()));
}

QTEST_MAIN(TestExportDialog)
#include "test_export_dialog.moc"
