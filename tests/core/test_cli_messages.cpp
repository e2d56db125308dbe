// SPDX-License-Identifier: GPL-3.0-or-later
// binpack-cli's messages about files it cannot use, what it echoes of a file,
// control characters in tables, and repeated --profile / --profiles.
#include "cli_test_helpers.h"

#include <QFile>
#include <QTemporaryDir>

using namespace cli_test;

namespace {

const QByteArray kHead = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\n";

QString write(const QTemporaryDir& dir, const char* name, const QByteArray& text)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// Two profiles, one with a comma in its name, one node, one pending pod.
const QByteArray kTwoProfiles = kHead
    + "profiles:\n- name: \"a,b\"\n  schedulerName: s-ab\n- name: c\n  schedulerName: s-c\nnodes:\n- name: n\n  "
      "allocatable: {cpu: 4, memory: 8Gi}\n"
      "pods:\n- name: web\n  containers: [{requests: {cpu: 500m}}]\n";

} // namespace

class TestCliMessages : public QObject {
    Q_OBJECT

private slots:
    void directoryIsNamed()
    {
        for (const char* cmd : { "import", "validate" }) {
            const Run r = cli({ QLatin1String(cmd), QStringLiteral(BP_TEST_DATA_DIR) });
            QCOMPARE(r.code, 1);
            QCOMPARE(r.err, QStringLiteral(BP_TEST_DATA_DIR ": is a directory; expected a scheduler configuration\n"));
        }
    }

    void openFailureSaysWhy()
    {
        QTemporaryDir dir;
        const QString link = dir.filePath("dangling.yaml");
        QVERIFY(QFile::link(dir.filePath("nowhere.yaml"), link));
        for (const char* cmd : { "import", "validate" }) {
            const Run r = cli({ QLatin1String(cmd), link });
            QCOMPARE(r.code, 1);
            QCOMPARE(r.err, link + ": cannot open the file: No such file or directory\n");
        }
    }

    void endlessStreamSaysMoreThan()
    {
        QProcess p;
        p.start(QStringLiteral("bash"), { QStringLiteral("-c"), QStringLiteral("yes | " BP_CLI_PATH " score -") });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.startsWith("<stdin>: the file is more than 32 MiB; a workspace may be at most 32 MiB"),
            qPrintable(err));
    }

    // A bound pod is scored as if created again now, and the output says so.
    void boundPodSaysItIsTakenOffItsNode()
    {
        QTemporaryDir dir;
        const QString ws = write(dir, "bound.binpack.yaml",
            kHead + "profiles:\n- name: p\nnodes:\n- {name: n1, allocatable: {cpu: \"4\"}}\npods:\n"
                    "- {name: web, nodeName: n1, containers: [{requests: {cpu: \"3\"}}]}\n");
        Run r = cli({ "score", ws, "--pod", "web", "-o", "json" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("\"boundTo\": \"n1\""), qPrintable(r.out));
        QVERIFY2(r.out.contains("\"selected\": \"n1\""), qPrintable(r.out));
        r = cli({ "score", ws, "--pod", "web" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("The pod is bound to n1; it is scored as if it were created again now, without its "
                                "own requests on that node."),
            qPrintable(r.out));
    }

    void hugeNameIsNotEchoedInFull()
    {
        QTemporaryDir dir;
        const QByteArray name(20'000'000, 'x');
        const QString ws = write(dir, "big.binpack.yaml",
            kHead + "profiles:\n- name: p\nnodes:\n- name: a\npods:\n- name: q\n  nodeName: " + name + "\n");
        const Run r = cli({ "score", ws });
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.size() < 400, qPrintable(r.err.left(400)));
        QVERIFY2(r.err.contains(QString(80, 'x') + QStringLiteral("\u2026 (20000000 bytes)")), qPrintable(r.err));
    }

    void controlCharactersAreEscapedInTables()
    {
        QTemporaryDir dir;
        const QString ws = write(dir, "ctl.binpack.yaml",
            kHead
                + "profiles:\n- name: \"p\\e[2J\"\nnodes:\n- name: \"n\\e[31m\\tred\"\n"
                  "  allocatable: {cpu: 4}\npods:\n- name: \"w\\e]0;title\\a\"\n"
                  "  containers: [{requests: {cpu: 1}}]\n");
        for (const QStringList& args : { QStringList { "score", ws }, QStringList { "simulate", ws } }) {
            const Run r = cli(args);
            QCOMPARE(r.code, 0);
            QVERIFY2(!r.out.contains(QChar(0x1b)) && !r.out.contains(QChar(0x07)) && !r.out.contains('\t'),
                qPrintable(r.out));
            QVERIFY2(r.out.contains("n\\x1b[31m\\tred"), qPrintable(r.out));
            QVERIFY2(r.out.contains("w\\x1b]0;title\\x07"), qPrintable(r.out));
            QVERIFY2(r.out.contains("Profile p\\x1b[2J"), qPrintable(r.out));
        }
        // JSON escapes by itself, and keeps the real name.
        const Run j = cli({ "score", ws, "-o", "json" });
        QCOMPARE(j.code, 0);
        QVERIFY2(j.out.contains("\"n\\u001B[31m\\tred\""), qPrintable(j.out));
    }

    void exportTakesRepeatedProfile()
    {
        QTemporaryDir dir;
        const QString ws = write(dir, "two.binpack.yaml", kTwoProfiles);
        // Repeated: one name each, commas and all.
        Run r = cli({ "export", ws, "--format", "kubescheduler-v1", "--profile", "a,b", "--profile", "c" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("schedulerName: s-ab") && r.out.contains("schedulerName: s-c"), qPrintable(r.out));
        // A single --profile that names a profile exactly.
        r = cli({ "export", ws, "--format", "kubescheduler-v1", "--profile", "a,b", "--scheduler-name", "x" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("schedulerName: x"), qPrintable(r.out));
        // The comma form still lists several.
        QTemporaryDir dir2;
        const QString ws2 = write(dir2, "plain.binpack.yaml",
            kHead
                + "profiles:\n- name: a\n  schedulerName: s1\n- name: b\n  schedulerName: s2\n"
                  "nodes: []\npods: []\n");
        r = cli({ "export", ws2, "--format", "kubescheduler-v1", "--profile", "a,b" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("schedulerName: s1") && r.out.contains("schedulerName: s2"), qPrintable(r.out));
    }

    void compareTakesRepeatedProfiles()
    {
        QTemporaryDir dir;
        const QString ws = write(dir, "two.binpack.yaml", kTwoProfiles);
        const Run r = cli({ "compare", ws, "--profiles", "a,b", "--profiles", "c", "-o", "json" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("\"a,b\""), qPrintable(r.out));
        // The comma form splits.
        const Run split = cli({ "compare", ws, "--profiles", "a,b" });
        QCOMPARE(split.code, 1);
        QVERIFY2(split.err.contains("no profile named \"a\""), qPrintable(split.err));
    }

    void helpMentionsRepeating()
    {
        QVERIFY(cli({ "export", "--help" }).out.contains("Repeat it"));
        QVERIFY(cli({ "compare", "--help" }).out.contains("repeat the"));
    }
};

QTEST_GUILESS_MAIN(TestCliMessages)
#include "test_cli_messages.moc"
