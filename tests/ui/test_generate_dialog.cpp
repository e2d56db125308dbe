// SPDX-License-Identifier: GPL-3.0-or-later
// The Workload Generator dialog: its preview agrees with bp::generateWorkload
// for the same spec (written here independently, in the CLI's --shape form),
// the seed decides the pods, unusable input names its row and column and
// disables OK, the last spec is remembered, and it looks right (screenshots).
// test_generate_command.cpp covers applying it to the document.
#include "dialogs/generate_shape_model.h"
#include "dialogs/generate_workload_dialog.h"
#include "generate_fixtures.h"
#include "panels/problem_label.h"
#include "sim/workload_generator.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

using namespace bp;
using namespace bp::ui;
using namespace bp::ui::test;

namespace {

// Types into a cell the way a user does: open its editor, replace the text, press Enter.
void typeInto(QTableView* view, int row, int column, const QString& text)
{
    const QModelIndex index = view->model()->index(row, column);
    view->setCurrentIndex(index);
    if (!view->indexWidget(index)) // a new shape opens its name at once
        view->edit(index);
    auto* editor = qobject_cast<QLineEdit*>(view->indexWidget(index));
    QVERIFY2(editor, "no line edit opened on the cell");
    editor->selectAll();
    QTest::keyClick(editor, Qt::Key_Delete);
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return); // the delegate commits on the next turn of the event loop
    QTRY_COMPARE(view->model()->data(index, Qt::EditRole).toString(), text.trimmed());
}

} // namespace

class TestGenerateDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void defaultsMatchTheCore();
    void editedTableMatchesTheCore_data();
    void editedTableMatchesTheCore();
    void widgetsEditTheSpec();
    void seedDecidesThePods();
    void invalidInputNamesRowAndColumn_data();
    void invalidInputNamesRowAndColumn();
    void badResourceColumn();
    void nameClashWithWorkspace();
    void remembersTheLastSpec();
    void largestWorkloadStaysResponsive();
    void screenshot();
};

void TestGenerateDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("binpack-studio-tests"));
    QApplication::setApplicationName(QStringLiteral("binpack-studio-tests"));
}

void TestGenerateDialog::init()
{
    QSettings().clear();
}

void TestGenerateDialog::defaultsMatchTheCore()
{
    const Workspace ws = example();
    GenerateWorkloadDialog d(ws);
    QAbstractItemModelTester tester(d.shapeModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(d.shapeModel()->rowCount(), 2);
    QCOMPARE(d.shapeModel()->resources(), QStringList({ "cpu", "memory" }));
    QCOMPARE(d.totalSpin()->value(), 100);
    QCOMPARE(d.seedEdit()->text(), QStringLiteral("1"));
    QCOMPARE(d.orderCombo()->currentText(), QStringLiteral("Shuffled"));
    QVERIFY(d.replaceButton()->isChecked());
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));
    QVERIFY(d.okButton()->isEnabled());

    const auto expected = generateWorkload(defaultSpec());
    QCOMPARE(d.pods(), expected);
    QCOMPARE(d.podCount(), int64_t { 100 });
    QCOMPARE(d.entryCount(), static_cast<int>(expected.size()));
    QCOMPARE(d.totalRequest("cpu"), sumOf(expected, "cpu"));
    QCOMPARE(d.totalRequest("memory"), sumOf(expected, "memory"));
    QVERIFY2(
        d.summaryLabel()->text().contains(QStringLiteral("<b>100</b> pods")), qPrintable(d.summaryLabel()->text()));
    // The preview lists the first entries, in arrival order.
    QCOMPARE(d.previewTable()->rowCount(), std::min<int>(GenerateWorkloadDialog::kPreviewEntries, expected.size()));
    QCOMPARE(d.previewTable()->item(0, 0)->text(), QString::fromStdString(expected[0].name));
    QCOMPARE(d.previewTable()->item(0, 2)->text(),
        QString::fromStdString(expected[0].containers[0].requests.find("cpu")->text()));
}

void TestGenerateDialog::editedTableMatchesTheCore_data()
{
    QTest::addColumn<int>("order"); // ArrivalOrder
    QTest::addColumn<QString>("seed");
    QTest::addColumn<int>("total");
    QTest::addRow("as listed") << static_cast<int>(ArrivalOrder::AsListed) << "1" << 50;
    QTest::addRow("shuffled, seed 42") << static_cast<int>(ArrivalOrder::Shuffled) << "42" << 77;
    QTest::addRow("largest first") << static_cast<int>(ArrivalOrder::LargestFirst) << "9" << 10;
    QTest::addRow("64-bit seed") << static_cast<int>(ArrivalOrder::Shuffled) << "18446744073709551615" << 33;
}

void TestGenerateDialog::editedTableMatchesTheCore()
{
    QFETCH(int, order);
    QFETCH(QString, seed);
    QFETCH(int, total);
    const Workspace ws; // no pods: nothing can clash
    GenerateWorkloadDialog d(ws);
    Model* m = d.shapeModel();
    QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m->addResource(QStringLiteral("nvidia.com/gpu")));
    const int gpu = m->resourceColumn(QStringLiteral("nvidia.com/gpu"));
    QCOMPARE(gpu, Model::FirstResourceColumn + 2);
    // web: fixed requests, a count; batch: ranges with a gpu; a third shape by proportion.
    QVERIFY(m->setData(m->index(0, Model::KindColumn), 0));
    QVERIFY(m->setData(m->index(0, Model::AmountColumn), QStringLiteral("5")));
    QVERIFY(m->setData(m->index(0, Model::FirstResourceColumn), QStringLiteral("500m")));
    QVERIFY(m->setData(m->index(0, Model::FirstResourceColumn + 1), QStringLiteral("1Gi")));
    QVERIFY(m->setData(m->index(1, gpu), QStringLiteral("1..4")));
    const int third = m->addShape();
    QVERIFY(m->setData(m->index(third, Model::NameColumn), QStringLiteral("ml")));
    QVERIFY(m->setData(m->index(third, Model::KindColumn), QStringLiteral("proportion")));
    QVERIFY(m->setData(m->index(third, Model::AmountColumn), QStringLiteral("20%")));
    QVERIFY(m->setData(m->index(third, Model::FirstResourceColumn), QStringLiteral("4")));
    QVERIFY(m->setData(m->index(third, Model::FirstResourceColumn + 1), QString()));
    QVERIFY(m->setData(m->index(third, gpu), QStringLiteral("8")));
    d.totalSpin()->setValue(total);
    d.seedEdit()->setText(seed);
    d.orderCombo()->setCurrentIndex(d.orderCombo()->findData(order));
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));

    GeneratorSpec spec;
    spec.shapes = { parsePodShapeSpec("web:cpu=500m,memory=1Gi:count=5"),
        parsePodShapeSpec("batch:cpu=1..2,memory=2Gi..4Gi,nvidia.com/gpu=1..4:proportion=0.3"),
        parsePodShapeSpec("ml:cpu=4,nvidia.com/gpu=8:proportion=20%") };
    spec.total = total;
    spec.seed = seed.toULongLong();
    spec.order = static_cast<ArrivalOrder>(order);
    const auto expected = generateWorkload(spec);
    QCOMPARE(d.pods(), expected);
    QCOMPARE(d.podCount(), podsIn(expected));
    QCOMPARE(d.entryCount(), static_cast<int>(expected.size()));
    for (const char* r : { "cpu", "memory", "nvidia.com/gpu" })
        QCOMPARE(d.totalRequest(QString::fromLatin1(r)), sumOf(expected, r));
    QVERIFY(d.totalsLabel()->text().contains(
        QStringLiteral("nvidia.com/gpu ") + QString::number(sumOf(expected, "nvidia.com/gpu"))));
}

void TestGenerateDialog::widgetsEditTheSpec()
{
    const Workspace ws;
    GenerateWorkloadDialog d(ws);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    Model* m = d.shapeModel();
    QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTableView* view = d.shapeView();

    // A resource column, named in the line edit.
    QVERIFY(!d.addResourceButton()->isEnabled());
    QTest::keyClicks(d.resourceEdit(), QStringLiteral("nvidia.com/gpu"));
    QVERIFY(d.addResourceButton()->isEnabled());
    QTest::mouseClick(d.addResourceButton(), Qt::LeftButton);
    QCOMPARE(m->resources(), QStringList({ "cpu", "memory", "nvidia.com/gpu" }));
    QVERIFY(d.resourceEdit()->text().isEmpty());

    // Cells typed in.
    typeInto(view, 0, Model::NameColumn, QStringLiteral("frontend"));
    typeInto(view, 0, Model::FirstResourceColumn, QStringLiteral("100m..300m"));
    typeInto(view, 1, Model::FirstResourceColumn + 2, QStringLiteral("2"));
    typeInto(view, 1, Model::AmountColumn, QStringLiteral("0.5"));
    // A new shape, and one removed.
    QTest::mouseClick(d.addShapeButton(), Qt::LeftButton); // opens the new row's name for editing
    QCOMPARE(m->rowCount(), 3);
    typeInto(view, 2, Model::NameColumn, QStringLiteral("cache"));
    typeInto(view, 2, Model::AmountColumn, QStringLiteral("3"));
    QCOMPARE(m->shapes()[2].kind, Model::Kind::Count);
    QTest::mouseClick(d.addShapeButton(), Qt::LeftButton);
    QCOMPARE(m->rowCount(), 4);
    view->setCurrentIndex(m->index(3, Model::NameColumn));
    QTest::mouseClick(d.removeShapeButton(), Qt::LeftButton);
    QCOMPARE(m->rowCount(), 3);
    d.totalSpin()->setValue(23);
    d.seedEdit()->clear();
    QTest::keyClicks(d.seedEdit(), QStringLiteral("1234567890123"));
    d.orderCombo()->setCurrentIndex(0);
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));

    GeneratorSpec spec;
    spec.shapes = { parsePodShapeSpec("frontend:cpu=100m..300m,memory=256Mi..512Mi:proportion=0.7"),
        parsePodShapeSpec("batch:cpu=1..2,memory=2Gi..4Gi,nvidia.com/gpu=2:proportion=0.5"),
        parsePodShapeSpec("cache:cpu=500m,memory=512Mi:count=3") };
    spec.total = 23;
    spec.seed = 1234567890123ULL;
    spec.order = ArrivalOrder::AsListed;
    const auto expected = generateWorkload(spec);
    QCOMPARE(d.pods(), expected);
    QCOMPARE(d.podCount(), int64_t { 23 });
    QCOMPARE(d.totalRequest("nvidia.com/gpu"), sumOf(expected, "nvidia.com/gpu"));

    // The added column can go again; cpu cannot.
    view->setCurrentIndex(m->index(0, Model::FirstResourceColumn + 2));
    QVERIFY(d.removeResourceButton()->isEnabled());
    QTest::mouseClick(d.removeResourceButton(), Qt::LeftButton);
    QCOMPARE(m->resources(), QStringList({ "cpu", "memory" }));
    view->setCurrentIndex(m->index(0, Model::FirstResourceColumn));
    QVERIFY(!d.removeResourceButton()->isEnabled());
    QVERIFY(!m->removeResource(QStringLiteral("cpu")));
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));
}

void TestGenerateDialog::seedDecidesThePods()
{
    const Workspace ws;
    GenerateWorkloadDialog a(ws), b(ws);
    a.seedEdit()->setText(QStringLiteral("7"));
    b.seedEdit()->setText(QStringLiteral("7"));
    QVERIFY(!a.pods().empty());
    QCOMPARE(a.pods(), b.pods());
    b.seedEdit()->setText(QStringLiteral("8"));
    QVERIFY(a.pods() != b.pods());
    QCOMPARE(a.podCount(), b.podCount()); // the same counts, other sizes and order
    // Back to 7: the same pods again.
    b.seedEdit()->setText(QStringLiteral("7"));
    QCOMPARE(a.pods(), b.pods());
}

void TestGenerateDialog::invalidInputNamesRowAndColumn_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected"); // every piece must be in the message
    const int cpu = Model::FirstResourceColumn, memory = Model::FirstResourceColumn + 1;
    QTest::addRow("min above max") << 0 << cpu << "2..1"
                                   << QStringList { "Row 1 (web)", "column cpu", "2..1", "empty" };
    QTest::addRow("unparsable quantity") << 1 << memory << "4Gx"
                                         << QStringList { "Row 2 (batch)", "column memory", "4Gx", "not a quantity" };
    QTest::addRow("half a range") << 1 << cpu << "1.." << QStringList { "Row 2 (batch)", "column cpu", "not a range" };
    QTest::addRow("negative") << 0 << memory << "-1Mi" << QStringList { "Row 1 (web)", "column memory", "negative" };
    QTest::addRow("empty name") << 1 << static_cast<int>(Model::NameColumn) << ""
                                << QStringList { "Row 2 (no name)", "column Name", "needs a name" };
    QTest::addRow("name with a colon") << 0 << static_cast<int>(Model::NameColumn) << "a:b"
                                       << QStringList { "Row 1 (a:b)", "column Name", "':'" };
    QTest::addRow("duplicate name") << 1 << static_cast<int>(Model::NameColumn) << "web"
                                    << QStringList { "Row 2 (web)", "column Name", "unique" };
    QTest::addRow("bad proportion") << 0 << static_cast<int>(Model::AmountColumn) << "zero"
                                    << QStringList { "Row 1 (web)", "column Amount", "not a proportion" };
    QTest::addRow("zero proportion") << 1 << static_cast<int>(Model::AmountColumn) << "0"
                                     << QStringList { "Row 2 (batch)", "column Amount", "positive" };
}

void TestGenerateDialog::invalidInputNamesRowAndColumn()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    const Workspace ws = example();
    GenerateWorkloadDialog d(ws);
    QAbstractItemModelTester tester(d.shapeModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(d.okButton()->isEnabled());
    QVERIFY(d.shapeModel()->setData(d.shapeModel()->index(row, column), text));
    for (const QString& piece : expected)
        QVERIFY2(d.problem().contains(piece), qPrintable(d.problem() + " lacks " + piece));
    QCOMPARE(d.problemLabel()->problem(), d.problem());
    QVERIFY(!d.okButton()->isEnabled());
    QVERIFY(d.pods().empty());
    // The cell says so too.
    QVERIFY(d.shapeModel()->index(row, column).data(Qt::BackgroundRole).isValid());
    QVERIFY(!d.shapeModel()->index(row, column).data(Qt::ToolTipRole).toString().isEmpty());
    // accept() refuses.
    d.accept();
    QCOMPARE(d.result(), int(QDialog::Rejected));
}

void TestGenerateDialog::badResourceColumn()
{
    const Workspace ws;
    GenerateWorkloadDialog d(ws);
    // A proportion without a total.
    d.totalSpin()->setValue(0);
    QVERIFY2(d.problem().contains("Row 1 (web), column Amount") && d.problem().contains("Total pods"),
        qPrintable(d.problem()));
    QVERIFY(!d.okButton()->isEnabled());
    d.totalSpin()->setValue(10);
    QVERIFY(d.okButton()->isEnabled());
    // Counts beyond the total.
    Model* m = d.shapeModel();
    m->setData(m->index(0, Model::KindColumn), 0);
    m->setData(m->index(0, Model::AmountColumn), QStringLiteral("11"));
    QVERIFY2(d.problem().contains("Total pods: 10"), qPrintable(d.problem()));
    QVERIFY(!d.okButton()->isEnabled());
    m->setData(m->index(0, Model::AmountColumn), QStringLiteral("ten"));
    QVERIFY2(d.problem().contains("Row 1 (web), column Amount") && d.problem().contains("whole number"),
        qPrintable(d.problem()));
    m->setData(m->index(0, Model::AmountColumn), QStringLiteral("4"));
    QVERIFY(d.okButton()->isEnabled());
    // No such resource, and one already there.
    for (const char* name : { "my gpu", "pods", "memory" }) {
        d.resourceEdit()->setText(QString::fromLatin1(name));
        QTest::mouseClick(d.addResourceButton(), Qt::LeftButton);
        QVERIFY2(
            d.problemLabel()->problem().contains(QString::fromLatin1(name)), qPrintable(d.problemLabel()->problem()));
        QVERIFY(!d.okButton()->isEnabled());
        QCOMPARE(m->resources(), QStringList({ "cpu", "memory" }));
    }
    // A seed that does not fit 64 bits (the validator lets 20 digits through).
    d.seedEdit()->setText(QStringLiteral("18446744073709551616"));
    QVERIFY2(d.problem().startsWith("Seed:"), qPrintable(d.problem()));
    QVERIFY(!d.okButton()->isEnabled());
    d.seedEdit()->setText(QStringLiteral("3"));
    QVERIFY(d.okButton()->isEnabled());
    // No shapes at all.
    QVERIFY(m->removeRows(0, 2));
    QVERIFY2(d.problem().contains("no shapes"), qPrintable(d.problem()));
    QVERIFY(!d.okButton()->isEnabled());
}

void TestGenerateDialog::nameClashWithWorkspace()
{
    const Workspace ws = example(); // bound used-node1, used-node2; pending web, batch (3 replicas)
    GenerateWorkloadDialog d(ws);
    Model* m = d.shapeModel();
    // Replace: the pending web and batch go, so the defaults' names are free.
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));
    // Append: they stay, and batch-0 ... clash.
    d.appendButton()->setChecked(true);
    QVERIFY2(d.problem().contains("Row 1 (web), column Name") || d.problem().contains("Row 2 (batch), column Name"),
        qPrintable(d.problem()));
    QVERIFY(!d.okButton()->isEnabled());
    // A bound pod's name clashes either way.
    d.replaceButton()->setChecked(true);
    m->setData(m->index(1, Model::NameColumn), QStringLiteral("used-node1"));
    m->setData(m->index(1, Model::KindColumn), 0);
    m->setData(m->index(1, Model::AmountColumn), QStringLiteral("1"));
    m->setData(m->index(1, Model::FirstResourceColumn), QStringLiteral("1"));
    m->setData(m->index(1, Model::FirstResourceColumn + 1), QStringLiteral("1Gi"));
    QVERIFY2(d.problem().contains("Row 2 (used-node1), column Name") && d.problem().contains("already has a pod"),
        qPrintable(d.problem()));
    QVERIFY(!d.okButton()->isEnabled());
    // A name that only starts like a bound pod's is free.
    m->setData(m->index(1, Model::NameColumn), QStringLiteral("used"));
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));
}

void TestGenerateDialog::remembersTheLastSpec()
{
    const Workspace ws;
    {
        GenerateWorkloadDialog d(ws);
        QVERIFY(d.shapeModel()->addResource(QStringLiteral("nvidia.com/gpu")));
        Model* m = d.shapeModel();
        m->setData(m->index(1, m->resourceColumn(QStringLiteral("nvidia.com/gpu"))), QStringLiteral("1"));
        d.seedEdit()->setText(QStringLiteral("42"));
        d.totalSpin()->setValue(64);
        d.orderCombo()->setCurrentIndex(d.orderCombo()->findData(static_cast<int>(ArrivalOrder::LargestFirst)));
        d.appendButton()->setChecked(true);
        d.accept();
        QCOMPARE(d.result(), int(QDialog::Accepted));
    }
    GenerateWorkloadDialog again(ws);
    QCOMPARE(again.seedEdit()->text(), QStringLiteral("42"));
    QCOMPARE(again.totalSpin()->value(), 64);
    QCOMPARE(again.orderCombo()->currentData().toInt(), static_cast<int>(ArrivalOrder::LargestFirst));
    QVERIFY(again.appendButton()->isChecked());
    QCOMPARE(again.shapeModel()->resources(), QStringList({ "cpu", "memory", "nvidia.com/gpu" }));
    QCOMPARE(again.shapeModel()->shapes()[1].requests, QStringList({ "1..2", "2Gi..4Gi", "1" }));
    // Cancelled edits are not remembered.
    again.seedEdit()->setText(QStringLiteral("5"));
    again.reject();
    GenerateWorkloadDialog third(ws);
    QCOMPARE(third.seedEdit()->text(), QStringLiteral("42"));
    // Defaults come back on request.
    third.resetToDefaults();
    QCOMPARE(third.seedEdit()->text(), QStringLiteral("1"));
    QCOMPARE(third.shapeModel()->resources(), QStringList({ "cpu", "memory" }));
}

void TestGenerateDialog::largestWorkloadStaysResponsive()
{
    const Workspace ws = example();
    GenerateWorkloadDialog d(ws);
    QElapsedTimer timer;
    timer.start();
    d.totalSpin()->setValue(GenerateWorkloadDialog::kMaxPods);
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));
    QCOMPARE(d.podCount(), int64_t { GenerateWorkloadDialog::kMaxPods });
    qInfo("%d pods generated and previewed in %lld ms", GenerateWorkloadDialog::kMaxPods, timer.elapsed());
    QCOMPARE(d.previewTable()->rowCount(), GenerateWorkloadDialog::kPreviewEntries);
    // One more than the limit is refused with a message, not attempted.
    Model* m = d.shapeModel();
    m->setData(m->index(0, Model::KindColumn), 0);
    m->setData(m->index(0, Model::AmountColumn), QString::number(GenerateShapeModel::kMaxCount));
    m->setData(m->index(1, Model::KindColumn), 0);
    m->setData(m->index(1, Model::AmountColumn), QStringLiteral("1"));
    QVERIFY2(d.problem().contains("at most 100000"), qPrintable(d.problem()));
    QVERIFY(!d.okButton()->isEnabled());

    // Large workloads regenerate once the edits pause, not on every key.
    m->setData(m->index(1, Model::AmountColumn), QStringLiteral("0"));
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));
    QVERIFY(d.okButton()->isEnabled());
    const auto first = d.pods();
    d.seedEdit()->clear();
    QTest::keyClicks(d.seedEdit(), QStringLiteral("2024"));
    QVERIFY(d.okButton()->isEnabled()); // still the last complete preview (seed 1)...
    QVERIFY(d.summaryLabel()->text().contains(QLocale().toString(qlonglong { GenerateWorkloadDialog::kMaxPods })));
    QTRY_VERIFY(d.pods() != first); // ...until the typing pauses
    GeneratorSpec spec = d.spec();
    QCOMPARE(spec.seed, uint64_t { 2024 });
    QCOMPARE(d.pods(), generateWorkload(spec));
}

void TestGenerateDialog::screenshot()
{
    const QString dir
        = qEnvironmentVariableIsSet("BP_SCREENSHOT_DIR") ? qEnvironmentVariable("BP_SCREENSHOT_DIR") : QDir::tempPath();
    const Workspace ws = example();
    GenerateWorkloadDialog d(ws);
    QVERIFY(d.shapeModel()->addResource(QStringLiteral("nvidia.com/gpu")));
    d.shapeModel()->setData(d.shapeModel()->index(1, Model::FirstResourceColumn + 2), QStringLiteral("0..2"));
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QVERIFY(d.grab().save(dir + QStringLiteral("/gen-dialog.png")));
    d.shapeModel()->setData(d.shapeModel()->index(0, Model::FirstResourceColumn), QStringLiteral("2..1"));
    QVERIFY(!d.okButton()->isEnabled());
    QVERIFY(d.grab().save(dir + QStringLiteral("/gen-dialog-invalid.png")));

    // In Chinese: every string of the dialog is translated, none clipped.
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/binpack-studio_zh_CN.qm")));
    QCoreApplication::installTranslator(&zh);
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&zh); });
    GenerateWorkloadDialog translated(ws);
    QCOMPARE(translated.windowTitle(), QStringLiteral("生成工作负载"));
    QCOMPARE(translated.okButton()->text(), QStringLiteral("生成(&G)"));
    translated.show();
    QVERIFY(QTest::qWaitForWindowExposed(&translated));
    QCOMPARE(translated.shapeModel()->headerData(Model::KindColumn, Qt::Horizontal).toString(),
        QStringLiteral("个数或比例"));
    QVERIFY(translated.grab().save(dir + QStringLiteral("/gen-dialog-zh_CN.png")));
}

QTEST_MAIN(TestGenerateDialog)
#include "test_generate_dialog.moc"
