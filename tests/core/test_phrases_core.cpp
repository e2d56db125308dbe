// SPDX-License-Identifier: GPL-3.0-or-later
// The messages core/model, core/scoring and core/sim write for a person are
// phrases (issue 17): each diagnostic carries its English message and the
// phrase it came from, which renders to exactly that English, so the CLI's
// text is unchanged while the window can translate it. Plurals and phrases
// built from parts render as the old strings did.
#include "io/workspace_io.h"
#include "scoring/cluster_state.h"
#include "scoring/report.h"
#include "sim/simulator.h"
#include "sim/workload_generator.h"

#include <QtTest>

using namespace bp;

namespace {

// The diagnostics an action throws (none: an empty list).
template <class F> std::vector<Diagnostic> thrown(F f)
{
    try {
        f();
    } catch (const InputError& e) {
        return e.diagnostics();
    }
    return {};
}

Quantity q(const char* text)
{
    return *Quantity::parse(text);
}

} // namespace

class TestPhrasesCore : public QObject {
    Q_OBJECT

private slots:
    void fillPhrase_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<QString>("expected");
        QTest::newRow("values") << "%2 before %1" << QStringList { "a", "b" } << qint64(-1) << "b before a";
        QTest::newRow("value holding %1") << "[%1]" << QStringList { "%1%2" } << qint64(-1) << "[%1%2]";
        QTest::newRow("missing value") << "%1 and %3" << QStringList { "x" } << qint64(-1) << "x and %3";
        QTest::newRow("one") << "left out %n {node|nodes}" << QStringList {} << qint64(1) << "left out 1 node";
        QTest::newRow("two") << "left out %n {node|nodes}" << QStringList {} << qint64(2) << "left out 2 nodes";
        QTest::newRow("zero") << "{a node has|%n nodes have}" << QStringList {} << qint64(0) << "0 nodes have";
        QTest::newRow("no count: braces stay") << "{a|b} %n" << QStringList {} << qint64(-1) << "{a|b} %n";
        QTest::newRow("percent") << "0.3 or 30%)" << QStringList {} << qint64(-1) << "0.3 or 30%)";
    }
    void fillPhrase()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, args);
        QFETCH(qint64, count);
        QFETCH(QString, expected);
        std::vector<std::string> values;
        for (const auto& a : args)
            values.push_back(a.toStdString());
        QCOMPARE(QString::fromStdString(bp::fillPhrase(text.toStdString(), values, count)), expected);
    }

    // Every way a quantity is refused: the phrase renders the string the
    // std::string interface returns (test_quantity holds the exact texts).
    void quantityReasons_data()
    {
        QTest::addColumn<QString>("text");
        for (const char* t : { "", "12x", "1gi", "1 Gi", "Gi", "1.2.3", "--1", "1e", "1e1.5", "1e99999999999", "1\xc2\xb5",
                 "1e40", "1\x01", ".", "1E+", "1ki" })
            QTest::newRow(t) << QString::fromUtf8(t);
    }
    void quantityReasons()
    {
        QFETCH(QString, text);
        std::string english;
        QVERIFY(!Quantity::parse(text.toStdString(), &english));
        Phrase why;
        QVERIFY(!Quantity::parse(text.toStdString(), why));
        QVERIFY(!why.empty());
        QCOMPARE(why.english(), english);
        QVERIFY2(english.find("is not a valid quantity: ") != std::string::npos, english.c_str());
    }

    void caseHintNamesTheSuffix()
    {
        std::string english;
        QVERIFY(!Quantity::parse("1gi", &english));
        QCOMPARE(english, std::string("\"1gi\" is not a valid quantity: unknown suffix \"gi\" (suffixes are "
                                      "case-sensitive: did you mean \"Gi\"?); expected one of n, u, m, k, M, G, T, P, "
                                      "E, Ki, Mi, Gi, Ti, Pi, Ei or an exponent (e.g. 1e3)"));
    }

    void clusterProblems()
    {
        // Problems the workspace reader stops earlier; an edited workspace can hold them.
        Workspace ws;
        ws.profiles.emplace_back();
        Node a;
        a.name = "a";
        a.allocatable.set("cpu", q("1e16"));
        ws.nodes = { a, a };
        ws.nodes[1].allocatable = {};
        Pod w;
        w.name = "w";
        w.nodeName = "nowhere";
        ws.pods = { w };
        const auto ds = thrown([&] { buildClusterState(ws, releaseOrNewest(nullptr)); });
        QCOMPARE(ds.size(), size_t(3));
        QStringList messages;
        for (const auto& d : ds) {
            QVERIFY(!d.text.empty());
            QCOMPARE(d.text.english(), d.message);
            messages << QString::fromStdString(d.message);
        }
        QCOMPARE(messages,
            QStringList({ "\"1e16\" does not fit a 64-bit integer in scheduler units", "duplicate node name \"a\"",
                "no node named \"nowhere\"" }));
    }

    void scoringQuestions()
    {
        const Workspace ws = readWorkspace("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\n"
                                           "nodes:\n- name: n\n  allocatable: {cpu: \"1\"}\npods:\n- name: w\n"
                                           "  nodeName: n\n");
        const auto none = thrown([&] { scorePod(ws, ws.profiles[0]); });
        QCOMPARE(none.size(), size_t(1));
        QCOMPARE(none[0].message,
            std::string("the workspace has no pending pod (one without nodeName); name a pod with --pod"));
        QCOMPARE(none[0].text.english(), none[0].message);
        const auto unknown = thrown([&] { scorePod(ws, ws.profiles[0], std::string("x")); });
        QCOMPARE(unknown.at(0).message, std::string("no pod named \"x\" in the workspace"));
        QCOMPARE(unknown.at(0).text.english(), unknown.at(0).message);
        const auto node = thrown([&] { explainScore(ws, ws.profiles[0], "m", std::string("w")); });
        QCOMPARE(node.at(0).message, std::string("no node named \"m\" in the workspace"));
        QCOMPARE(node.at(0).text.english(), node.at(0).message);
        // percentageOfNodesToScore out of range: kube-scheduler's own words, not a phrase.
        SimulationOptions o;
        o.percentageOfNodesToScore = 101;
        const auto range = thrown([&] { simulate(ws, ws.profiles[0], o); });
        QCOMPARE(range.at(0).message, std::string("not in valid range [0-100]: 101"));
        QVERIFY(range.at(0).text.empty());
    }

    void generatorProblems_data()
    {
        QTest::addColumn<QString>("shape"); // the CLI syntax
        QTest::addColumn<QString>("expected");
        const QString e = "; expected NAME:RESOURCE=QUANTITY[..QUANTITY],...:count=N or :proportion=P, e.g. "
                          "web:cpu=500m,memory=1Gi:count=100";
        QTest::newRow("few parts") << "web" << "too few parts" + e;
        QTest::newRow("no name") << ":cpu=1:count=1" << "no name" + e;
        QTest::newRow("not R=Q") << "web:cpu:count=1" << "\"cpu\" is not RESOURCE=QUANTITY" + e;
        QTest::newRow("bad quantity") << "web:cpu=1gi:count=1"
                                      << "cpu: \"1gi\" is not a valid quantity: unknown suffix \"gi\" (suffixes are "
                                         "case-sensitive: did you mean \"Gi\"?); expected one of n, u, m, k, M, G, T, "
                                         "P, E, Ki, Mi, Gi, Ti, Pi, Ei or an exponent (e.g. 1e3)";
        QTest::newRow("count") << "web:cpu=1:count=-1" << "count=-1 is not a non-negative integer";
        QTest::newRow("proportion") << "web:cpu=1:proportion=0" << "proportion=0 is not a positive number (0.3 or 30%)";
        QTest::newRow("option") << "web:cpu=1:size=2"
                                << "\"size=2\" is not count=N or proportion=P (each at most once)" + e;
        QTest::newRow("both") << "web:cpu=1:count=1:proportion=1" << "give count or proportion, not both";
    }
    void generatorProblems()
    {
        QFETCH(QString, shape);
        QFETCH(QString, expected);
        const auto ds = thrown([&] { parsePodShapeSpec(shape.toStdString()); });
        QCOMPARE(ds.size(), size_t(1));
        QCOMPARE(QString::fromStdString(ds[0].message), expected);
        QCOMPARE(ds[0].text.english(), ds[0].message);
    }

    void generatorWorkloads()
    {
        GeneratorSpec spec;
        const auto empty = thrown([&] { generateWorkload(spec); });
        QCOMPARE(empty.at(0).message, std::string("no pod shapes given; expected at least one"));
        PodShapeSpec a;
        a.name = "a";
        a.requests.push_back({ "cpu", q("2"), q("1") });
        a.count = 1;
        spec.shapes.push_back(a);
        const auto range = thrown([&] { generateWorkload(spec); });
        QCOMPARE(range.at(0).message, std::string("cpu: the range 2..1 is empty; expected min <= max"));
        QCOMPARE(range.at(0).text.english(), range.at(0).message);
        spec.shapes[0].requests[0] = { "cpu", q("-1"), q("1") };
        const auto negative = thrown([&] { generateWorkload(spec); });
        QCOMPARE(negative.at(0).message, std::string("cpu: \"-1\" is negative; expected a request of 0 or more"));
        spec.shapes[0].requests[0] = { "cpu", q("1"), q("1") };
        spec.shapes.push_back(spec.shapes[0]);
        const auto twice = thrown([&] { generateWorkload(spec); });
        QCOMPARE(twice.at(0).message, std::string("\"a\" is used by an earlier shape; names must be unique"));
        QCOMPARE(twice.at(0).text.english(), twice.at(0).message);
    }
};

QTEST_MAIN(TestPhrasesCore)
#include "test_phrases_core.moc"
