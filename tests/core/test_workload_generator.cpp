// SPDX-License-Identifier: GPL-3.0-or-later
// Workload generators: counts and proportions, sizes from a seed (the same on
// every platform), arrival orders, and the command-line shape syntax.
#include "sim/workload_generator.h"

#include <QtTest>

using namespace bp;

namespace {

Quantity q(const char* text) { return *Quantity::parse(text); }

PodShapeSpec shape(const std::string& name, std::vector<ResourceRange> requests, std::optional<int64_t> count,
    std::optional<double> proportion = {})
{
    PodShapeSpec s;
    s.name = name;
    s.requests = std::move(requests);
    s.count = count;
    s.proportion = proportion;
    return s;
}

ResourceRange fixed(const char* resource, const char* value) { return {resource, q(value), q(value)}; }
ResourceRange range(const char* resource, const char* lo, const char* hi) { return {resource, q(lo), q(hi)}; }

// "name x replicas [cpu memory ...]" for comparing whole workloads.
QStringList describe(const std::vector<Pod>& pods)
{
    QStringList out;
    for (const auto& p : pods) {
        QString s = QString::fromStdString(p.name) + " x" + QString::number(p.replicas);
        for (const auto& [k, v] : p.containers.at(0).requests.entries)
            s += " " + QString::fromStdString(k) + "=" + QString::fromStdString(v.text());
        out << s;
    }
    return out;
}

int64_t totalPods(const std::vector<Pod>& pods)
{
    int64_t n = 0;
    for (const auto& p : pods)
        n += p.replicas;
    return n;
}

} // namespace

class TestWorkloadGenerator : public QObject {
    Q_OBJECT

private slots:
    void fixedShapesAsListedBecomeReplicas()
    {
        GeneratorSpec g;
        g.shapes = {shape("web", {fixed("cpu", "500m"), fixed("memory", "1Gi")}, 100),
            shape("solo", {fixed("cpu", "2")}, 1)};
        QCOMPARE(describe(generateWorkload(g)), QStringList({"web x100 cpu=500m memory=1Gi", "solo x1 cpu=2"}));
    }

    void randomSizesAreFixedBySeed()
    {
        // splitmix64 from seed 42; each draw is lo + below(hi - lo + 1) with
        // rejection sampling (sim/rng.h), cpu in millicores, memory in Mi:
        //   web-0: 250 + 538 = 788m, 256 + 163 = 419Mi
        //   web-1: 509m, 1019Mi;  web-2: 259m, 783Mi
        // (worked out with an independent splitmix64 implementation).
        GeneratorSpec g;
        g.seed = 42;
        g.shapes = {shape("web", {range("cpu", "250m", "1"), range("memory", "256Mi", "1Gi")}, 3)};
        const auto pods = generateWorkload(g);
        QCOMPARE(describe(pods), QStringList({"web-0 x1 cpu=788m memory=419Mi", "web-1 x1 cpu=509m memory=1019Mi",
                                     "web-2 x1 cpu=259m memory=783Mi"}));
        QCOMPARE(describe(generateWorkload(g)), describe(pods)); // same seed, same pods
        g.seed = 43;
        QVERIFY(describe(generateWorkload(g)) != describe(pods));
    }

    void sizesStayInRange()
    {
        GeneratorSpec g;
        g.seed = 5;
        g.shapes = {shape("b", {range("cpu", "100m", "300m"), range("memory", "1Ki", "3Ki"), range("nvidia.com/gpu", "1", "4")}, 500)};
        QSet<int64_t> gpus;
        for (const auto& p : generateWorkload(g)) {
            const auto& r = p.containers[0].requests;
            const int64_t cpu = *r.find("cpu")->milliValue();
            const int64_t mem = *r.find("memory")->value();
            const int64_t gpu = *r.find("nvidia.com/gpu")->value();
            QVERIFY(cpu >= 100 && cpu <= 300);
            QVERIFY(mem >= 1024 && mem <= 3072 && mem % 1024 == 0); // whole Ki
            QVERIFY(gpu >= 1 && gpu <= 4);
            gpus.insert(gpu);
        }
        QCOMPARE(gpus.size(), 4); // both ends are reachable
    }

    void shuffledIsAPermutationFromTheSeed()
    {
        // Fisher-Yates over a-0 a-1 b-0 b-1 c-0 with splitmix64 seed 7:
        // c-0 a-1 b-1 a-0 b-0. c has one pod, so it stays one entry named c.
        GeneratorSpec g;
        g.seed = 7;
        g.order = ArrivalOrder::Shuffled;
        g.shapes = {shape("a", {fixed("cpu", "1")}, 2), shape("b", {fixed("cpu", "2")}, 2), shape("c", {fixed("cpu", "3")}, 1)};
        QCOMPARE(describe(generateWorkload(g)),
            QStringList({"c x1 cpu=3", "a-1 x1 cpu=1", "b-1 x1 cpu=2", "a-0 x1 cpu=1", "b-0 x1 cpu=2"}));
        GeneratorSpec h = g;
        h.shapes[0].count = 2000;
        h.shapes[1].count = 2000;
        const auto one = generateWorkload(h);
        QCOMPARE(totalPods(one), int64_t(4001));
        QCOMPARE(describe(generateWorkload(h)), describe(one));
        h.seed = 8;
        QVERIFY(describe(generateWorkload(h)) != describe(one));
    }

    void largestFirst()
    {
        // Sizes: each request over the largest request of its resource:
        //   small 100m/2 + 128Mi/4Gi = 0.08125, big 1 + 1 = 2, gpu 0.5 + 1 = 1.5.
        GeneratorSpec g;
        g.order = ArrivalOrder::LargestFirst;
        g.shapes = {shape("small", {fixed("cpu", "100m"), fixed("memory", "128Mi")}, 2),
            shape("big", {fixed("cpu", "2"), fixed("memory", "4Gi")}, 1),
            shape("gpu", {fixed("cpu", "1"), fixed("nvidia.com/gpu", "1")}, 1)};
        QCOMPARE(describe(generateWorkload(g)),
            QStringList({"big x1 cpu=2 memory=4Gi", "gpu x1 cpu=1 nvidia.com/gpu=1", "small x2 cpu=100m memory=128Mi"}));
    }

    void counts_data()
    {
        QTest::addColumn<QList<double>>("proportions"); // < 0: a count of -value
        QTest::addColumn<qint64>("total");
        QTest::addColumn<QList<qint64>>("expected");
        QTest::newRow("thirds of 10: largest remainder to the first") << QList<double>{1, 1, 1} << qint64(10)
                                                                      << QList<qint64>{4, 3, 3};
        QTest::newRow("halves of 5") << QList<double>{0.5, 0.5} << qint64(5) << QList<qint64>{3, 2};
        QTest::newRow("30/70 after a count of 4") << QList<double>{-4, 0.3, 0.7} << qint64(14) << QList<qint64>{4, 3, 7};
        QTest::newRow("weights 3:1") << QList<double>{3, 1} << qint64(1000) << QList<qint64>{750, 250};
        QTest::newRow("remainders 0.8 and 0.2") << QList<double>{0.3, 0.2} << qint64(3) << QList<qint64>{2, 1};
    }
    void counts()
    {
        QFETCH(QList<double>, proportions);
        QFETCH(qint64, total);
        QFETCH(QList<qint64>, expected);
        GeneratorSpec g;
        g.total = total;
        for (int i = 0; i < proportions.size(); ++i) {
            const double p = proportions[i];
            g.shapes.push_back(shape("s" + std::to_string(i), {fixed("cpu", "1")},
                p < 0 ? std::optional<int64_t>(static_cast<int64_t>(-p)) : std::nullopt,
                p < 0 ? std::nullopt : std::optional<double>(p)));
        }
        const auto pods = generateWorkload(g);
        QCOMPARE(pods.size(), size_t(expected.size()));
        for (int i = 0; i < expected.size(); ++i)
            QCOMPARE(pods[static_cast<size_t>(i)].replicas, int64_t(expected[i]));
    }

    void badSpecs_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("no shapes") << 0 << "shapes: no pod shapes given";
        QTest::newRow("count and proportion") << 1 << "shapes[0] (a): expected exactly one of count or proportion";
        QTest::newRow("proportion without total") << 2 << "total: shapes with a proportion need a total number of pods";
        QTest::newRow("total against counts") << 3 << "total: 5 pods requested but the shapes' counts add up to 3";
        QTest::newRow("empty range") << 4 << "shapes[0] (a).requests: cpu: the range 2..1 is empty; expected min <= max";
        QTest::newRow("negative") << 5 << "shapes[0] (a).requests: memory: \"-1Gi\" is negative";
        QTest::newRow("same name") << 6 << "shapes[1] (a).name: \"a\" is used by an earlier shape";
        QTest::newRow("same resource") << 7 << "shapes[0] (a).requests: cpu is given twice";
        QTest::newRow("bad name") << 8 << "shapes[0] (a b).name: \"a b\" is not a usable pod name";
        QTest::newRow("total below counts") << 9 << "total: 2 is out of range; expected 3 (the counted shapes)";
    }
    void badSpecs()
    {
        QFETCH(int, kind);
        QFETCH(QString, message);
        GeneratorSpec g;
        auto a = shape("a", {fixed("cpu", "1")}, 3);
        switch (kind) {
        case 0: break;
        case 1: a.proportion = 0.5; g.shapes = {a}; break;
        case 2: g.shapes = {shape("a", {fixed("cpu", "1")}, std::nullopt, 1.0)}; break;
        case 3: g.shapes = {a}; g.total = 5; break;
        case 4: g.shapes = {shape("a", {range("cpu", "2", "1")}, 1)}; break;
        case 5: g.shapes = {shape("a", {fixed("memory", "-1Gi")}, 1)}; break;
        case 6: g.shapes = {a, a}; break;
        case 7: g.shapes = {shape("a", {fixed("cpu", "1"), fixed("cpu", "2")}, 1)}; break;
        case 8: g.shapes = {shape("a b", {}, 1)}; break;
        default: g.shapes = {a, shape("b", {}, std::nullopt, 1.0)}; g.total = 2; break;
        }
        try {
            generateWorkload(g);
            QFAIL("expected an InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(message), e.what());
        }
    }

    void parseShape_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // name|requests|count|proportion
        QTest::newRow("count") << "web:cpu=500m,memory=1Gi:count=100" << "web|cpu=500m memory=1Gi|100|";
        QTest::newRow("ranges, percent") << "batch:cpu=1..4,memory=2Gi..8Gi:proportion=30%"
                                         << "batch|cpu=1..4 memory=2Gi..8Gi||0.3";
        QTest::newRow("extended resource") << "train:nvidia.com/gpu=1..4,cpu=8:count=2" << "train|nvidia.com/gpu=1..4 cpu=8|2|";
        QTest::newRow("no requests") << "idle::count=3" << "idle||3|";
        QTest::newRow("proportion weight") << "x:cpu=1:proportion=2.5" << "x|cpu=1||2.5";
    }
    void parseShape()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const PodShapeSpec s = parsePodShapeSpec(text.toStdString());
        QStringList req;
        for (const auto& r : s.requests)
            req << QString::fromStdString(r.resource + "=" + r.min.text() + (r.min.sameText(r.max) ? "" : ".." + r.max.text()));
        const QString got = QString::fromStdString(s.name) + "|" + req.join(' ') + "|"
            + (s.count ? QString::number(*s.count) : QString()) + "|"
            + (s.proportion ? QString::number(*s.proportion) : QString());
        QCOMPARE(got, expected);
    }

    void parseShapeErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("name only") << "web" << "too few parts";
        QTest::newRow("no count") << "web:cpu=1" << "too few parts";
        QTest::newRow("no quantity") << "web:cpu:count=1" << "\"cpu\" is not RESOURCE=QUANTITY";
        QTest::newRow("bad quantity") << "web:cpu=8x:count=1" << "cpu: \"8x\" is not a valid quantity";
        QTest::newRow("negative count") << "web:cpu=1:count=-1" << "count=-1 is not a non-negative integer";
        QTest::newRow("two counts") << "web:cpu=1:count=1:count=2" << "\"count=2\" is not count=N or proportion=P";
        QTest::newRow("zero proportion") << "web:cpu=1:proportion=0" << "proportion=0 is not a positive number";
        QTest::newRow("both") << "web:cpu=1:count=1:proportion=1" << "give count or proportion, not both";
        QTest::newRow("unknown key") << "web:cpu=1:size=3" << "\"size=3\" is not count=N or proportion=P";
        QTest::newRow("empty name") << ":cpu=1:count=1" << "no name";
    }
    void parseShapeErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            parsePodShapeSpec(text.toStdString());
            QFAIL("expected an InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(message), e.what());
            QVERIFY2(QString(e.what()).contains("--shape \"" + text + "\""), e.what());
        }
    }

    void orderNames()
    {
        for (auto o : {ArrivalOrder::AsListed, ArrivalOrder::Shuffled, ArrivalOrder::LargestFirst})
            QCOMPARE(parseArrivalOrder(arrivalOrderName(o)), std::optional<ArrivalOrder>(o));
        QCOMPARE(parseArrivalOrder("random"), std::optional<ArrivalOrder>());
    }
};

QTEST_GUILESS_MAIN(TestWorkloadGenerator)
#include "test_workload_generator.moc"
