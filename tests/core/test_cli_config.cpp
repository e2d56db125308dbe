// SPDX-License-Identifier: GPL-3.0-or-later
// export, import and validate through the real binpack-cli binary: what a
// user runs, chained as a user chains them.
#include "cli_test_helpers.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace cli_test;

namespace {

bool writeFile(const QString& path, const QString& text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(text.toUtf8());
    return true;
}

} // namespace

class TestCliConfig : public QObject {
    Q_OBJECT

private slots:
    void exportImportExportIsIdentity_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("marker");
        QTest::newRow("v1") << "binpack"
                            << "kubescheduler-v1"
                            << "apiVersion: kubescheduler.config.k8s.io/v1\n";
        QTest::newRow("v1 default profile") << "least-allocated"
                                            << "kubescheduler-v1"
                                            << "KubeSchedulerConfiguration";
        QTest::newRow("volcano") << "volcano-binpack"
                                 << "volcano"
                                 << "binpack.weight: 5";
        QTest::newRow("volcano configmap") << "volcano-binpack"
                                           << "volcano-configmap"
                                           << "name: volcano-scheduler-configmap";
    }
    void exportImportExportIsIdentity()
    {
        QFETCH(QString, profile);
        QFETCH(QString, format);
        QFETCH(QString, marker);
        QTemporaryDir dir;
        Run first = cli({ "export", example("docs-example.binpack.yaml"), "--profile", profile, "--format", format });
        QCOMPARE(first.code, 0);
        QVERIFY2(first.out.contains(marker), qPrintable(first.out));
        const QString config = dir.filePath("config.yaml");
        QVERIFY(writeFile(config, first.out));

        Run valid = cli({ "validate", config });
        QCOMPARE(valid.code, 0);
        QVERIFY2(valid.out.contains(config + ": valid"), qPrintable(valid.out + valid.err));

        Run imported = cli({ "import", config });
        QCOMPARE(imported.code, 0);
        const QString ws = dir.filePath("imported.binpack.yaml");
        QVERIFY(writeFile(ws, imported.out));
        // The imported workspace holds the file's profile; its name is the
        // scheduler name or the file's, so export whichever profile it has.
        Run again = cli({ "export", ws, "--format", format });
        QCOMPARE(again.code, 0);
        QCOMPARE(again.out, first.out);
    }

    void exportedDocsProfileScoresLikeTheOriginal()
    {
        // A profile that goes out and comes back scores the same integers.
        QTemporaryDir dir;
        Run exported = cli(
            { "export", example("docs-example.binpack.yaml"), "--profile", "binpack", "--format", "kubescheduler-v1" });
        QCOMPARE(exported.code, 0);
        QVERIFY(writeFile(dir.filePath("c.yaml"), exported.out));
        Run imported = cli({ "import", dir.filePath("c.yaml") });
        QCOMPARE(imported.code, 0);
        QVERIFY(imported.out.contains("RequestedToCapacityRatio"));
        QVERIFY(imported.out.contains("intel.com/foo"));
    }

    void refusedProfileExitsOne()
    {
        // RequestedToCapacityRatio cannot be written as a legacy Policy MostRequestedPriority,
        // but it can as RequestedToCapacityRatioPriority; a Volcano profile is not a kube format.
        Run r = cli({ "export", example("docs-example.binpack.yaml"), "--profile", "volcano-binpack", "--format",
            "kubescheduler-v1" });
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("cannot be written as"), qPrintable(r.err));
    }

    void usageErrors()
    {
        QCOMPARE(cli({ "export", example("docs-example.binpack.yaml"), "--format", "yaml9" }).code, 2);
        QCOMPARE(cli({ "export" }).code, 2);
        QCOMPARE(cli({ "import" }).code, 2);
        QCOMPARE(cli({ "validate" }).code, 2);
        for (const char* cmd : { "export", "import", "validate", "import-cluster" }) {
            Run h = cli({ cmd, "--help" });
            QCOMPARE(h.code, 0);
            QVERIFY2(h.out.startsWith(QString("Usage: binpack-cli ") + cmd), qPrintable(h.out));
        }
    }

    void validateReportsPositionAndUpstreamWording()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("bad.yaml");
        QVERIFY(writeFile(path,
            "apiVersion: kubescheduler.config.k8s.io/v1\n"
            "kind: KubeSchedulerConfiguration\n"
            "profiles:\n"
            "- schedulerName: default-scheduler\n"
            "  pluginConfig:\n"
            "  - name: NodeResourcesFit\n"
            "    args:\n"
            "      scoringStrategy:\n"
            "        type: MostAllocated\n"
            "        resources:\n"
            "        - name: cpu\n"
            "          weight: 101\n"));
        Run r = cli({ "validate", path });
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(path + ":12:"), qPrintable(r.out));
        QVERIFY2(r.out.contains("resource weight of cpu not in valid range (0, 100]"), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCliConfig)
#include "test_cli_config.moc"
