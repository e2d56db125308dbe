// SPDX-License-Identifier: GPL-3.0-or-later
// binpack-cli compare and generate, end to end on the real binary: hand-checked
// scenarios, the bundled GPU and web/batch examples (the figures their
// comments quote), output formats, options and exit codes.
#include "cli_test_helpers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace cli_test;

namespace {

// metrics of each profile, by name
QMap<QString, QJsonObject> metrics(const Run& r)
{
    QMap<QString, QJsonObject> out;
    for (const auto& p : json(r)["profiles"].toArray())
        out[p.toObject()["name"].toString()] = p.toObject()["metrics"].toObject();
    return out;
}

} // namespace

class TestCliCompare : public QObject {
    Q_OBJECT

private slots:
    void binPackingUsesThreeFewerNodesOnDocsCluster()
    {
        // tests/data/docs-cluster-scaled.binpack.yaml; by hand (see
        // test_compare.cpp): an empty node1 scores 350/9 -> 39, an empty node2
        // 225/9 -> 25, a node1 holding one pod 700/9 -> 78, so binpack fills
        // the three node1 two pods each: 3 nodes. Least-allocated scores an
        // empty node 75 and a node with one pod 50: every pod a new node, 6.
        Run r = cli({ "compare", data("docs-cluster-scaled.binpack.yaml"), "--profiles", "binpack,least-allocated",
            "-o", "json" });
        QCOMPARE(r.code, 0);
        auto m = metrics(r);
        QCOMPARE(m["binpack"]["nodesUsed"].toInt(), 3);
        QCOMPARE(m["least-allocated"]["nodesUsed"].toInt(), 6);
        QCOMPARE(m["least-allocated"]["nodesUsed"].toInt() - m["binpack"]["nodesUsed"].toInt(), 3);
        QCOMPARE(m["binpack"]["emptyNodes"].toInt(), 3);
        QCOMPARE(m["binpack"]["scheduled"].toInt(), 6);
        QCOMPARE(m["least-allocated"]["unschedulable"].toInt(), 0);
        // More web pods that fit: binpack leaves three empty node2 (foo 8, cpu
        // 8, memory 1Gi: 4 each) = 12; least-allocated leaves one pod on every
        // node: a node1 takes 1 more (foo 2 left), a node2 3 (cpu 6, 768Mi,
        // foo 6) = 3 + 9 = 12 as well. Packing here saves nodes, not room.
        QCOMPARE(m["binpack"]["fitShape"].toString(), QString("web"));
        QCOMPARE(m["binpack"]["additionalFit"].toInt(), 12);
        QCOMPARE(m["least-allocated"]["additionalFit"].toInt(), 12);
    }

    void metricsAreSimulatesPlusMore()
    {
        const QString ws = example("docs-example.binpack.yaml");
        Run c = cli({ "compare", ws, "--profiles", "binpack,volcano-binpack", "-o", "json" });
        QCOMPARE(c.code, 0);
        const QJsonArray profiles = json(c)["profiles"].toArray();
        QCOMPARE(profiles.size(), 2);
        for (const auto& p : profiles) {
            const QJsonObject o = p.toObject();
            Run s = cli({ "simulate", ws, "--profile", o["name"].toString(), "-o", "json" });
            QCOMPARE(s.code, 0);
            const QJsonObject sm = json(s)["metrics"].toObject();
            const QJsonObject cm = o["metrics"].toObject();
            for (const QString& key : sm.keys())
                QVERIFY2(cm.value(key) == sm.value(key), qPrintable(key));
            for (const char* more :
                { "fragmentation", "fitShape", "additionalFit", "percentageOfNodesToScore", "nodesScored" })
                QVERIFY2(cm.contains(more), more);
        }
    }

    void csvOutput()
    {
        Run r = cli({ "compare", data("docs-cluster-scaled.binpack.yaml"), "--profiles", "binpack,least-allocated",
            "-o", "csv" });
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split('\n');
        QCOMPARE(lines[0], QString("metric,binpack,least-allocated"));
        QVERIFY(lines.contains("nodesUsed,3,6"));
        QVERIFY(lines.contains("emptyNodes,3,0"));
        QVERIFY(lines.contains("additionalFit,12,12"));
        QVERIFY(lines.contains("intel.com/foo.allocatable,36,36"));
        QVERIFY(lines.contains("intel.com/foo.requested,12,12"));
    }

    void tableOutput()
    {
        Run r = cli({ "compare", data("docs-cluster-scaled.binpack.yaml"), "--profiles", "binpack,least-allocated" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QRegularExpression("nodes used +3 +6\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression("empty nodes +3 +0\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression("more web pods fit +12 +12\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains("largest pending pod shape (web)"), qPrintable(r.out));
    }

    // --repack on compare and simulate (the arithmetic: test_compare repackByHand).
    void repack()
    {
        QTemporaryDir dir;
        const QString ws = dir.filePath("r.binpack.yaml");
        QFile f(ws);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n"
                "- {name: most, plugins: {NodeResourcesFit: {args: {scoringStrategy: {type: MostAllocated}}}}}\n"
                "- {name: least}\n"
                "nodes:\n- {name: n1, allocatable: {cpu: \"4\"}}\n- {name: n2, allocatable: {cpu: \"4\"}}\n"
                "pods:\n"
                "- {name: ds, nodeName: n1, owner: {kind: DaemonSet, name: ds}, containers: [{requests: {cpu: 100m}}]}\n"
                "- {name: a, nodeName: n1, containers: [{requests: {cpu: \"1\"}}]}\n"
                "- {name: b, nodeName: n2, containers: [{requests: {cpu: \"1\"}}]}\n");
        f.close();
        // By default oldest first; these pods have no creationTimestamp.
        Run r = cli({ "compare", ws, "--profiles", "most,least", "--repack" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith("Repack: 2 pods taken off their nodes and queued again oldest first (2 pods have "
                                  "no creationTimestamp: last, in file order), ahead of 0 pending pods; 1 DaemonSet "
                                  "or static pod stays where it is.\n"),
            qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression("nodes used +1 +2\n")), qPrintable(r.out));
        r = cli({ "compare", ws, "--profiles", "most,least", "--repack", "--repack-order", "file" });
        QVERIFY2(r.out.startsWith("Repack: 2 pods taken off their nodes and queued again in file order, ahead of 0 "
                                  "pending pods; 1 DaemonSet or static pod stays where it is.\n"),
            qPrintable(r.out));
        r = cli({ "simulate", ws, "--repack", "--repack-order", "priority" });
        QVERIFY2(r.out.startsWith("Repack: 2 pods taken off their nodes and queued again highest priority first, "
                                  "then oldest (2 pods have no creationTimestamp: last of its priority, in file "
                                  "order), ahead of 0 pending pods;"),
            qPrintable(r.out));
        // Wrong usage: exit 2, the reason on stderr, nothing on stdout.
        for (const char* cmd : { "compare", "simulate" }) {
            const QStringList profiles = QString(cmd) == "compare" ? QStringList { "--profiles", "most,least" }
                                                                    : QStringList {};
            r = cli(QStringList { cmd, ws } + profiles + QStringList { "--repack", "--repack-order", "newest" });
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.startsWith(QString("binpack-cli %1: --repack-order must be creation, priority or file, "
                                              "not \"newest\"\n")
                                          .arg(cmd)),
                qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
            r = cli(QStringList { cmd, ws } + profiles + QStringList { "--repack-order", "file" });
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.startsWith(
                         QString("binpack-cli %1: --repack-order orders a repack; add --repack\n").arg(cmd)),
                qPrintable(r.err));
        }
        // Without --repack both nodes hold a pod of their own workload.
        r = cli({ "compare", ws, "--profiles", "most,least" });
        QVERIFY2(r.out.contains(QRegularExpression("nodes used +2 +2\n")), qPrintable(r.out));
        QVERIFY2(!r.out.contains("Repack"), qPrintable(r.out));
        r = cli({ "compare", ws, "--profiles", "most,least", "--repack", "-o", "json" });
        QCOMPARE(json(r)["repack"].toObject()["moved"].toInt(), 2);
        QCOMPARE(json(r)["repack"].toObject()["order"].toString(), QString("creation"));
        QCOMPARE(json(r)["repack"].toObject()["undated"].toInt(), 2);
        QCOMPARE(metrics(r)["most"]["nodesUsed"].toInt(), 1);
        r = cli({ "simulate", ws, "--profile", "most", "--repack", "-o", "json" });
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["repack"].toObject()["stayed"].toInt(), 1);
        QCOMPARE(json(r)["metrics"].toObject()["nodesUsed"].toInt(), 1);
        r = cli({ "simulate", ws, "--profile", "least", "--repack" });
        QVERIFY2(r.out.startsWith("Repack: 2 pods"), qPrintable(r.out));
    }

    // --scale-down on compare and simulate, on the hand-checked example of
    // docs/autoscaler.md (the arithmetic: test_scale_down budgetAgainstBinPacking).
    void scaleDown()
    {
        const QString ws = data("scale-down-pdb.binpack.yaml");
        const QStringList base { "compare", ws, "--profiles", "most-allocated,least-allocated", "--tie-break",
            "first", "--scale-down" };
        Run r = cli(base);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("not with the profile under study"), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression("nodes after +2 +1\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression("removable, drained +0 +2\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains("most-allocated:\n  n2: kept, BlockedByPod db (NotEnoughPdb)\n"), qPrintable(r.out));
        QVERIFY2(r.out.contains("  n3: removable; moves web-0 -> n1\n  n4: removable; moves web-1 -> n1\n"),
            qPrintable(r.out));
        // The workspace's prices (m5.xlarge 0.192, m5.large 0.096 per hour).
        QVERIFY2(r.out.contains(QRegularExpression("monthly cost before +490.56 USD +490.56 USD\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression("monthly cost after +210.24 USD +140.16 USD\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression("saving vs most-allocated +0.00 USD +70.08 USD\n")), qPrintable(r.out));

        r = cli(base + QStringList { "-o", "json" });
        QCOMPARE(r.code, 0);
        const QJsonObject settings = json(r)["scaleDownSettings"].toObject();
        QCOMPARE(settings["options"].toObject()["scaleDownUtilizationThreshold"].toDouble(), 0.5);
        QCOMPARE(settings["options"].toObject()["expendablePodsPriorityCutoff"].toInt(), -10);
        QCOMPARE(settings["options"].toObject()["blockingSystemPodDisruptionTimeoutSeconds"].toInt(), 3600);
        // The time of the run: now, unless --now fixes it.
        QVERIFY(settings["options"].toObject()["now"].toString().endsWith(QLatin1Char('Z')));
        {
            const Run fixed = cli(base + QStringList { "-o", "json", "--now", "2024-05-01T09:30:00+02:00",
                                      "--blocking-system-pod-distruption-timeout", "1h30m" });
            const QJsonObject o = json(fixed)["scaleDownSettings"].toObject()["options"].toObject();
            QCOMPARE(o["now"].toString(), QString("2024-05-01T07:30:00Z"));
            QCOMPARE(o["blockingSystemPodDisruptionTimeoutSeconds"].toInt(), 5400);
        }
        const QJsonArray profiles = json(r)["profiles"].toArray();
        // The existing keys stay.
        QCOMPARE(profiles[0].toObject()["metrics"].toObject()["nodesUsed"].toInt(), 2);
        const QJsonObject most = profiles[0].toObject()["scaleDown"].toObject();
        QCOMPARE(most["nodesAfter"].toInt(), 2);
        QCOMPARE(most["keptBy"].toObject()["BlockedByPod"].toInt(), 1);
        const QJsonObject n2 = most["nodes"].toArray()[1].toObject();
        QCOMPARE(n2["name"].toString(), QString("n2"));
        QCOMPARE(n2["reason"].toString(), QString("BlockedByPod"));
        QCOMPARE(n2["blockingPod"].toString(), QString("db"));
        QCOMPARE(n2["blockingReason"].toString(), QString("NotEnoughPdb"));
        QCOMPARE(n2["utilization"].toDouble(), 0.5);
        const QJsonObject mostCost = most["cost"].toObject();
        QCOMPARE(mostCost["currency"].toString(), QString("USD"));
        QCOMPARE(mostCost["hourlyBefore"].toDouble(), 0.672);
        QCOMPARE(mostCost["monthlyBefore"].toDouble(), 490.56);
        QCOMPARE(mostCost["monthlyAfter"].toDouble(), 210.24);
        QCOMPARE(mostCost["monthlySaved"].toDouble(), 280.32);
        QCOMPARE(mostCost["monthlySavingVsFirst"].toDouble(), 0.0);
        QCOMPARE(mostCost["unpricedNodes"].toInt(), 0);
        const QJsonObject least = profiles[1].toObject()["scaleDown"].toObject();
        QCOMPARE(least["cost"].toObject()["monthlySavingVsFirst"].toDouble(), 70.08);
        QCOMPARE(least["nodes"].toArray()[2].toObject()["moves"].toArray()[0].toObject()["to"].toString(),
            QString("n1"));

        r = cli(base + QStringList { "-o", "csv" });
        QVERIFY2(r.out.contains("scaleDown.nodesAfter,2,1\n"), qPrintable(r.out));
        QVERIFY2(r.out.contains("scaleDown.keptBy.BlockedByPod,1,1\n"), qPrintable(r.out));
        QVERIFY2(r.out.contains("scaleDown.monthlyCostBefore,490.56,490.56\nscaleDown.monthlyCostAfter,210.24,140.16\n"
                                "scaleDown.monthlySavingVsFirst,0,70.08\nscaleDown.currency,USD,USD\n"),
            qPrintable(r.out));

        // Flags: a threshold of 0.8 makes n1 (75 %) a candidate for bin
        // packing; its web pods have nowhere to go.
        r = cli(base + QStringList { "--scale-down-utilization-threshold", "0.8" });
        QVERIFY2(r.out.contains("  n1: kept, NoPlaceToMovePods (web-0 fits on no other node)\n"), qPrintable(r.out));
        r = cli({ "simulate", ws, "--tie-break", "first", "--scale-down", "-o", "json" });
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["scaleDown"].toObject()["nodesAfter"].toInt(), 2);
        QVERIFY(json(r)["scaleDownSettings"].toObject()["refit"].toString().contains("default filters"));
        // Without --scale-down: no analysis.
        r = cli({ "compare", ws, "--profiles", "most-allocated,least-allocated", "-o", "json" });
        QVERIFY(!json(r).contains("scaleDownSettings"));
        QVERIFY(!json(r)["profiles"].toArray()[0].toObject().contains("scaleDown"));

        // Wrong usage: exit 2, the reason on stderr.
        const struct {
            QStringList args;
            const char* err;
        } bad[] = {
            { { "--skip-nodes-with-system-pods=maybe" },
                "--skip-nodes-with-system-pods must be true or false (--flag=false), not \"maybe\"\n" },
            { { "--scale-down-gpu-utilization-threshold", "inf" },
                "--scale-down-gpu-utilization-threshold must be a number such as 0.5, not \"inf\"\n" },
            { { "--expendable-pods-priority-cutoff", "-10.5" },
                "--expendable-pods-priority-cutoff must be a whole number such as -10, not \"-10.5\"\n" },
            { { "--blocking-system-pod-distruption-timeout", "10ms" },
                "--blocking-system-pod-distruption-timeout must be a duration in hours, minutes and seconds such as "
                "1h, 30m or 1h30m, not \"10ms\"\n" },
            { { "--now", "yesterday" }, "--now must be an RFC 3339 time such as 2024-05-01T09:30:00Z, not \"yesterday\"\n" },
        };
        for (const auto& b : bad)
            for (const char* cmd : { "compare", "simulate" }) {
                const QStringList args = QString(cmd) == "compare" ? base + b.args
                                                                    : QStringList { cmd, ws, "--scale-down" } + b.args;
                r = cli(args);
                QCOMPARE(r.code, 2);
                QCOMPARE(r.err, QString("binpack-cli %1: %2").arg(cmd, b.err));
                QVERIFY(r.out.isEmpty());
            }
        r = cli({ "simulate", ws, "--ignore-daemonsets-utilization=true" });
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err,
            QString("binpack-cli simulate: --ignore-daemonsets-utilization sets up the scale-down analysis; add "
                    "--scale-down\n"));
    }

    void bundledGpuCluster()
    {
        // The figures gpu-cluster.binpack.yaml's comment quotes.
        Run r = cli({ "compare", example("gpu-cluster.binpack.yaml"), "--profiles",
            "least-allocated,naive-most-allocated,gpu-aware-rtcr,volcano-gpu-binpack", "--shape", "train-8gpu", "-o",
            "json" });
        QCOMPARE(r.code, 0);
        auto m = metrics(r);
        auto gpuStranded = [&](const char* p) {
            return m[p]["resources"].toObject()["nvidia.com/gpu"].toObject()["stranded"].toInt();
        };
        QCOMPARE(m["least-allocated"]["unschedulable"].toInt(), 4);
        QCOMPARE(m["least-allocated"]["unschedulableReasons"].toObject()["Insufficient nvidia.com/gpu"].toInt(), 4);
        QCOMPARE(m["least-allocated"]["nodesUsed"].toInt(), 24);
        QCOMPARE(m["naive-most-allocated"]["nodesUsed"].toInt(), 12);
        QCOMPARE(m["naive-most-allocated"]["unschedulable"].toInt(), 8);
        QCOMPARE(gpuStranded("naive-most-allocated"), 8);
        QCOMPARE(m["gpu-aware-rtcr"]["scheduled"].toInt(), 180);
        QCOMPARE(m["gpu-aware-rtcr"]["unschedulable"].toInt(), 0);
        QCOMPARE(m["gpu-aware-rtcr"]["nodesUsed"].toInt(), 24);
        QCOMPARE(gpuStranded("gpu-aware-rtcr"), 0);
        QCOMPARE(m["volcano-gpu-binpack"]["unschedulable"].toInt(), 8);
        QCOMPARE(m["volcano-gpu-binpack"]["nodesUsed"].toInt(), 12);
    }

    void bundledWebBatch()
    {
        Run r = cli({ "compare", example("web-batch.binpack.yaml"), "--profiles",
            "least-allocated,most-allocated,rtcr-binpack", "--shape", "batch-xl", "-o", "json" });
        QCOMPARE(r.code, 0);
        auto m = metrics(r);
        for (const char* p : { "least-allocated", "most-allocated", "rtcr-binpack" })
            QCOMPARE(m[p]["scheduled"].toInt(), 376);
        QCOMPARE(m["least-allocated"]["nodesUsed"].toInt(), 60);
        QCOMPARE(m["least-allocated"]["additionalFit"].toInt(), 0);
        QCOMPARE(m["most-allocated"]["emptyNodes"].toInt(), 6);
        QCOMPARE(m["most-allocated"]["additionalFit"].toInt(), 12);
        QCOMPARE(m["rtcr-binpack"]["emptyNodes"].toInt(), 6);
        QCOMPARE(m["rtcr-binpack"]["additionalFit"].toInt(), 13);
    }

    void percentageOfNodesToScore()
    {
        // 24 nodes: under 100, every node is searched, so the placements are
        // score-all's; the run reports the setting (null for Volcano).
        const QString ws = example("gpu-cluster.binpack.yaml");
        Run off = cli({ "compare", ws, "--profiles", "naive-most-allocated,volcano-gpu-binpack", "-o", "json" });
        Run on = cli({ "compare", ws, "--profiles", "naive-most-allocated,volcano-gpu-binpack", "-o", "json",
            "--percentage-of-nodes-to-score", "adaptive" });
        QCOMPARE(on.code, 0);
        auto a = metrics(off), b = metrics(on);
        QCOMPARE(b["naive-most-allocated"]["percentageOfNodesToScore"].toInt(-1), 0);
        QVERIFY(b["volcano-gpu-binpack"]["percentageOfNodesToScore"].isNull());
        QVERIFY(a["naive-most-allocated"]["percentageOfNodesToScore"].isNull());
        QCOMPARE(b["naive-most-allocated"]["nodesUsed"], a["naive-most-allocated"]["nodesUsed"]);
        Run table = cli({ "compare", ws, "--profiles", "naive-most-allocated,volcano-gpu-binpack",
            "--percentage-of-nodes-to-score", "40" });
        QVERIFY2(table.out.contains("(40 %)"), qPrintable(table.out));
        QVERIFY2(table.out.contains("(all feasible)"), qPrintable(table.out));
    }

    void referenceGivesTheSameResult()
    {
        const QStringList args { "compare", example("web-batch.binpack.yaml"), "--profiles",
            "most-allocated,rtcr-binpack", "-o", "csv" };
        Run fast = cli(args);
        Run ref = cli(args + QStringList { "--reference" });
        QCOMPARE(ref.code, 0);
        QCOMPARE(ref.out, fast.out);
    }

    void compareUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString ws = data("docs-cluster-scaled.binpack.yaml");
        const QStringList base { "compare", ws, "--profiles", "binpack,least-allocated" };
        QTest::newRow("five profiles") << QStringList { "compare", ws, "--profiles", "a,b,c,d,e" } << 2 << "2 to 4";
        QTest::newRow("same profile twice")
            << QStringList { "compare", ws, "--profiles", "binpack,binpack" } << 2 << "names \"binpack\" twice";
        QTest::newRow("bad output") << base + QStringList { "-o", "xml" } << 2 << "\"table\", \"json\" or \"csv\"";
        QTest::newRow("percentage 101") << base + QStringList { "--percentage-of-nodes-to-score", "101" } << 2
                                        << "must be 0 to 100 or \"adaptive\", not \"101\"";
        QTest::newRow("percentage word") << base + QStringList { "--percentage-of-nodes-to-score", "half" } << 2
                                         << "not \"half\"";
        QTest::newRow("unknown shape") << base + QStringList { "--shape", "nope" } << 1
                                       << "--shape: no pod named \"nope\"";
        QTest::newRow("unknown profile") << QStringList { "compare", ws, "--profiles", "binpack,nope" } << 1
                                         << "no profile named \"nope\"";
    }
    void compareUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        Run r = cli(args);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void generateAppendsPendingPods()
    {
        QTemporaryDir dir;
        const QString ws = data("docs-cluster-scaled.binpack.yaml");
        const QStringList args { "generate", ws, "--shape", "api:cpu=500m..1,memory=256Mi..1Gi:count=5", "--shape",
            "job:cpu=2,memory=1Gi:count=3", "--seed", "11", "--order", "shuffled" };
        Run a = cli(args);
        QCOMPARE(a.code, 0);
        QCOMPARE(cli(args).out, a.out); // same seed, same workspace
        Run other = cli(QStringList(args.mid(0, 6)) + QStringList { "--seed", "12", "--order", "shuffled" });
        QVERIFY(other.out != a.out);
        // The output is a workspace the other commands read: 6 web + 8 new pods.
        const QString path = dir.filePath("generated.binpack.yaml");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(a.out.toUtf8());
        f.close();
        Run c = cli({ "compare", path, "--profiles", "binpack,least-allocated", "-o", "json" });
        QCOMPARE(c.code, 0);
        auto m = metrics(c);
        QCOMPARE(m["binpack"]["scheduled"].toInt() + m["binpack"]["unschedulable"].toInt(), 14);
        QVERIFY(a.out.contains("- name: api-0\n") || a.out.contains("- name: api-4\n"));
        QVERIFY(a.out.contains("- name: web\n  replicas: 6\n")); // the workspace's own pods stay first
        QVERIFY(a.out.indexOf("- name: web\n") < a.out.indexOf("- name: job"));
    }

    void generateProportionsAndReplicas()
    {
        // As listed with fixed sizes: one pod with replicas per shape; 3:1 of 8.
        Run r = cli({ "generate", data("docs-cluster-scaled.binpack.yaml"), "--shape", "a:cpu=1:count=3", "--shape",
            "b:cpu=2,memory=1Gi:count=1", "--total", "8", "--proportions" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("- name: a\n  replicas: 6\n"), qPrintable(r.out));
        QVERIFY2(r.out.contains("- name: b\n  replicas: 2\n"), qPrintable(r.out));
    }

    void generateUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString ws = data("docs-cluster-scaled.binpack.yaml");
        QTest::newRow("no shape") << QStringList { "generate", ws } << 2 << "at least one --shape";
        QTest::newRow("bad shape") << QStringList { "generate", ws, "--shape", "x:cpu=1" } << 2 << "too few parts";
        QTest::newRow("bad order") << QStringList { "generate", ws, "--shape", "x:cpu=1:count=1", "--order", "random" }
                                   << 2 << "--order must be as-listed, shuffled or largest-first";
        QTest::newRow("proportions without total") << QStringList { "generate", ws, "--shape", "x:cpu=1:count=1",
            "--proportions" } << 2 << "--proportions needs --total N";
        QTest::newRow("name taken") << QStringList { "generate", ws, "--shape", "web:cpu=1:count=2" } << 2
                                    << "already has a pod named \"web\"";
        QTest::newRow("replica name taken") << QStringList { "generate", ws, "--shape", "web-2:cpu=1:count=1" } << 2
                                            << "already has a pod named \"web-2\"";
        QTest::newRow("missing file") << QStringList { "generate", "/nonexistent.yaml", "--shape", "x:cpu=1:count=1" }
                                      << 1 << "/nonexistent.yaml";
    }
    void generateUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        Run r = cli(args);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void help()
    {
        for (const char* cmd : { "compare", "generate" }) {
            Run r = cli({ cmd, "--help" });
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.startsWith(QString("Usage: binpack-cli ") + cmd), qPrintable(r.out));
        }
        QVERIFY(cli({ "--help" }).out.contains("generate WS"));
    }
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "test_cli_compare.moc"
