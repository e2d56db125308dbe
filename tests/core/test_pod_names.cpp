// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace file's rules for pod names and replicas (model/pod_names.h),
// which the reader, `score --pod`, the generator, the CLI and the designer
// all ask: each rule here, and that the generator can no longer produce a
// workspace the reader refuses.
#include "io/workspace_io.h"
#include "model/pod_names.h"
#include "scoring/report.h"
#include "sim/workload_generator.h"

#include <QtTest>
#include <string>

using namespace bp;

namespace {

Pod pod(const std::string& name, int64_t replicas = 1)
{
    Pod p;
    p.name = name;
    p.replicas = replicas;
    return p;
}

Workspace workspaceOf(std::vector<Pod> pods)
{
    Workspace ws;
    Profile p;
    p.name = std::string("p"); // (operator=(const char*) trips GCC 12's -Wrestrict false positive here)
    ws.profiles.push_back(p);
    ws.pods = std::move(pods);
    return ws;
}

// Whether the workspace file reader accepts `ws` once written.
bool readerAccepts(const Workspace& ws)
{
    try {
        readWorkspace(writeWorkspace(ws));
        return true;
    } catch (const InputError&) {
        return false;
    }
}

PodShapeSpec shape(const std::string& name, int64_t count)
{
    PodShapeSpec s;
    s.name = name;
    s.requests.push_back({ "cpu", *Quantity::parse("1"), *Quantity::parse("1") });
    s.count = count;
    return s;
}

} // namespace

class TestPodNames : public QObject {
    Q_OBJECT

private slots:
    void names();
    void replicaCounts();
    void replicaNamesAndIndexes();
    void clashes();
    void clashesAgreeWithTheReader();
    void uniqueNamesAreAccepted();
    void generatorShapesThatShareAName();
};

void TestPodNames::names()
{
    QVERIFY(!isValidPodName(""));
    QVERIFY(isValidPodName("web"));
    // The file takes any non-empty string, surrounding spaces included.
    QVERIFY(isValidPodName(" web "));
    QVERIFY(readerAccepts(workspaceOf({ pod(" web ") })));
    QVERIFY(!readerAccepts(workspaceOf({ pod("") })));
}

void TestPodNames::replicaCounts()
{
    QVERIFY(!isValidReplicaCount(0));
    QVERIFY(isValidReplicaCount(1));
    QVERIFY(isValidReplicaCount(kMaxReplicas));
    QVERIFY(!isValidReplicaCount(kMaxReplicas + 1));
    QVERIFY(readerAccepts(workspaceOf({ pod("web", kMaxReplicas) })));
    QVERIFY(!readerAccepts(workspaceOf({ pod("web", kMaxReplicas + 1) })));
}

void TestPodNames::replicaNamesAndIndexes()
{
    const Pod web = pod("web", 3);
    QCOMPARE(replicaName(web, 2), std::string("web-2"));
    QCOMPARE(replicaName(pod("web"), 0), std::string("web"));
    QCOMPARE(numberedPodName("a-b", 10), std::string("a-b-10"));
    const auto n = splitNumberedPodName("a-b-10");
    QVERIFY(n);
    QCOMPARE(std::string(n->base), std::string("a-b"));
    QCOMPARE(n->index, int64_t(10));
    for (const char* notNumbered : { "web", "web-", "web-01", "web-+1", "web-1x", "web-1234567890123456789" })
        QVERIFY2(!splitNumberedPodName(notNumbered), notNumbered);
    QCOMPARE(replicaIndex(web, "web-2"), std::optional<int64_t>(2));
    QVERIFY(!replicaIndex(web, "web-3"));
    QVERIFY(!replicaIndex(web, "web"));
    QVERIFY(!replicaIndex(pod("web"), "web-0")); // one replica: called web

    // score --pod finds what replicaName names.
    const Workspace ws = workspaceOf({ pod("cron"), web });
    int tmpl = -1;
    int64_t replica = -1;
    QVERIFY(findPodReplica(ws, "web-2", &tmpl, &replica));
    QCOMPARE(tmpl, 1);
    QCOMPARE(replica, int64_t(2));
    QVERIFY(!findPodReplica(ws, "web-3", &tmpl, &replica));
}

void TestPodNames::clashes()
{
    PodNameIndex index;
    index.add(pod("web", 3), 0);
    index.add(pod("cron-2"), 1);
    index.add(pod(""), 2); // ignored
    QVERIFY(!index.clash("batch", 5));
    QVERIFY(!index.clash("web-3", 1));
    QVERIFY(!index.clash("", 1));
    auto c = index.clash("web", 1);
    QVERIFY(c && c->kind == PodNameClash::Kind::SameName && c->other == 0 && c->name == "web");
    c = index.clash("web-1", 4);
    QVERIFY(c && c->kind == PodNameClash::Kind::ReplicaOfOther && c->other == 0 && c->name == "web-1");
    QVERIFY(!index.clash("cron", 2));
    c = index.clash("cron", 3);
    QVERIFY(c && c->kind == PodNameClash::Kind::OtherIsReplica && c->other == 1 && c->name == "cron-2");
    QCOMPARE(index.podNamed("cron-2"), std::optional<size_t>(1));
    QVERIFY(index.replicaNamed("web-2") && index.replicaNamed("web-2")->pod == 0);
}

void TestPodNames::clashesAgreeWithTheReader()
{
    // Every pair the index calls a clash the reader refuses, and the others it takes.
    const std::vector<std::pair<Pod, Pod>> pairs = {
        { pod("web", 3), pod("web-2") },
        { pod("web", 3), pod("web-3") },
        { pod("web-2"), pod("web", 3) },
        { pod("web", 3), pod("web", 2) },
        { pod("web"), pod("web-0") },
        { pod("web", 3), pod("web-1", 2) },
        { pod("a-1", 2), pod("a", 2) },
        { pod("a-1", 2), pod("a", 1) },
        { pod("web", 3), pod("web-02") },
    };
    for (const auto& [a, b] : pairs) {
        PodNameIndex index;
        index.add(a, 0);
        const bool clash = index.clash(b.name, b.replicas).has_value();
        QVERIFY2(readerAccepts(workspaceOf({ a, b })) == !clash, (a.name + " / " + b.name).c_str());
    }
}

void TestPodNames::uniqueNamesAreAccepted()
{
    const Workspace ws = workspaceOf({ pod("pod", 3), pod("pod-4"), pod("web", 2) });
    PodNameIndex taken;
    for (size_t i = 0; i < ws.pods.size(); ++i)
        taken.add(ws.pods[i], i);
    QCOMPARE(uniquePodNames(taken, "new", 1, 1), std::vector<std::string> { "new" });
    QCOMPARE(uniquePodNames(taken, "pod", 1, 2), (std::vector<std::string> { "pod-3", "pod-5" }));
    // Copies of web with 2 replicas: web-1 is web's replica, and each copy's replicas stay apart.
    QCOMPARE(uniquePodNames(taken, "web", 2, 2), (std::vector<std::string> { "web-2", "web-3" }));
    Workspace grown = ws;
    for (const auto& name : uniquePodNames(taken, "pod", 3, 4))
        grown.pods.push_back(pod(name, 3));
    QVERIFY(readerAccepts(grown));
}

void TestPodNames::generatorShapesThatShareAName()
{
    // Shape a written once with 3 replicas holds a-0 ... a-2; a shape called
    // a-1 would be one of them. The reader refuses such a workspace, so the
    // generator refuses the spec.
    GeneratorSpec spec;
    spec.shapes = { shape("a", 3), shape("a-1", 1) };
    QVERIFY(!readerAccepts(workspaceOf({ pod("a", 3), pod("a-1") })));
    try {
        generateWorkload(spec);
        QFAIL("a workload whose pod names clash was generated");
    } catch (const InputError& e) {
        QVERIFY2(std::string(e.what()).find("shapes[1] (a-1).name") != std::string::npos, e.what());
        QVERIFY2(std::string(e.what()).find("\"a-1\"") != std::string::npos, e.what());
    }
    // Shuffled, a's pods are written one by one as a-0 ... a-2: the same clash.
    spec.order = ArrivalOrder::Shuffled;
    QVERIFY_THROWS_EXCEPTION(InputError, generateWorkload(spec));
    // Names that only look alike are fine, and what is generated reads back.
    spec.shapes = { shape("a", 3), shape("a-3", 1), shape("a-b", 2) };
    spec.order = ArrivalOrder::AsListed;
    QVERIFY(readerAccepts(workspaceOf(generateWorkload(spec))));
}

QTEST_GUILESS_MAIN(TestPodNames)
#include "test_pod_names.moc"
