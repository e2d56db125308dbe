// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace file (docs/workspace-format.md): reading the design example
// (tests/data/design-example.binpack.yaml), the canonical layout, byte-stable
// round trips of every example, and Volcano argument typing. Malformed input:
// test_workspace_errors.
#include "io/container_port_rules.h"
#include "io/label_selector.h"
#include "io/workspace_io.h"
#include "model/pricing.h"
#include "model/timestamp.h"

#include <QDir>
#include <QFile>
#include <QtTest>
#include <cmath>
#include <limits>
#include <optional>
#include <string>

using namespace bp;

Q_DECLARE_METATYPE(std::string)

namespace {

const std::string kHead = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\n";

std::string readText(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    const QByteArray bytes = f.readAll();
    return std::string(bytes.constData(), static_cast<size_t>(bytes.size()));
}

// Every quantity text in a workspace, in order (operator== compares values only).
std::vector<std::string> quantityTexts(const Workspace& ws)
{
    std::vector<std::string> out;
    auto add = [&](const ResourceList& l) {
        for (const auto& [name, q] : l.entries)
            out.push_back(name + "=" + q.text());
    };
    for (const auto& n : ws.nodes)
        add(n.allocatable);
    for (const auto& p : ws.pods) {
        for (const auto& c : p.containers)
            add(c.requests);
        for (const auto& c : p.initContainers)
            add(c.requests);
        add(p.overhead);
    }
    return out;
}

const VolcanoArgument* findArgument(const Profile& p, const std::string& key)
{
    for (const auto& a : p.binpackArguments) {
        if (a.key == key)
            return &a;
    }
    return nullptr;
}

// Why `ws` does not survive a save and a read unchanged (with the text
// written), or nothing when it does: read back equal, and written the same
// way again.
std::optional<std::string> roundTripProblem(const Workspace& ws)
{
    const std::string saved = writeWorkspace(ws);
    Workspace back;
    try {
        back = readWorkspace(saved, "saved");
    } catch (const InputError& e) {
        return std::string(e.what()) + "\n" + saved;
    }
    if (!(back == ws))
        return "read back as a different workspace:\n" + saved;
    if (writeWorkspace(back) != saved)
        return "written differently the second time:\n" + saved;
    return std::nullopt;
}

// Every workspace file bundled with the product or the tests.
QFileInfoList bundledWorkspaceFiles()
{
    QFileInfoList files;
    for (const QString& dir : { QStringLiteral(BP_EXAMPLES_DIR), QStringLiteral(BP_TEST_DATA_DIR) })
        files += QDir(dir).entryInfoList({ QStringLiteral("*.binpack.yaml") }, QDir::Files, QDir::Name);
    return files;
}

} // namespace

class TestWorkspace : public QObject {
    Q_OBJECT

private slots:
    void readsDesignExample();
    void writesCanonicalLayout();
    void roundTrip_data();
    void roundTrip();
    void volcanoArgumentKinds_data();
    void volcanoArgumentKinds();
    void writerQuotesWhatYamlWouldMisread();
    void readsFileAndReportsMissingFile();
    void resourceListAndLookups();
    void equalityIgnoresPositionsOnly();
    void readsPlacementConstraints();
    void writesPlacementConstraints();
    void placementRoundTrip_data();
    void placementRoundTrip();
    void oldWorkspaceHasNoConstraints();
    void readsAndWritesSpreadConstraints();
    void readsAndWritesPodAffinity();
    void readsAndWritesPreferredNodeAffinity();
    void readsAndWritesOwnerServicesNamespaces();
    void rfc3339Times();
    void readsAndWritesAutoscalerFields();
    void emptyAffinityLevels();
    void readsPortsAndImages();
    void writesPortsAndImages();
    void portsAndImagesRoundTrip_data();
    void portsAndImagesRoundTrip();
    void oldWorkspaceHasNoPortsOrImages();
    void hostIpIsAnyString();
    void readsAndWritesPrices();
    void pricesAbsentEmptyOrDefault();
    void priceNumbers_data();
    void priceNumbers();
    void pricesRoundTrip_data();
    void pricesRoundTrip();
    void hourlyPriceLookup();
};

void TestWorkspace::readsDesignExample()
{
    const Workspace ws = readWorkspaceFile(BP_TEST_DATA_DIR "/design-example.binpack.yaml");
    QCOMPARE(ws.sourceFile, std::string(BP_TEST_DATA_DIR "/design-example.binpack.yaml"));
    QCOMPARE(ws.profiles.size(), size_t(2));

    const Profile& kube = ws.profiles[0];
    QCOMPARE(kube.name, std::string("binpack"));
    QCOMPARE(kube.scheduler, SchedulerKind::KubeScheduler);
    QVERIFY(kube.kubernetesVersionSet);
    QCOMPARE(kube.kubernetesVersion, std::string("1.36"));
    QCOMPARE(kube.schedulerName, std::string("default-scheduler"));
    QVERIFY(kube.pluginsSet);
    QVERIFY(kube.fit.enabled);
    QVERIFY(kube.fit.weightSet);
    QCOMPARE(kube.fit.weight, int64_t(1));
    QVERIFY(kube.fitArgsSet);
    QVERIFY(kube.fitArgs.scoringStrategy.has_value());
    const ScoringStrategy& s = *kube.fitArgs.scoringStrategy;
    QCOMPARE(s.type, std::string("RequestedToCapacityRatio"));
    const std::vector<ResourceSpec> resources = {{"cpu", 3, true}, {"memory", 1, true}, {"intel.com/foo", 5, true}};
    QVERIFY(s.resources == resources);
    QVERIFY(s.hasRequestedToCapacityRatio);
    const std::vector<ShapePoint> shape = {{0, 0}, {100, 10}};
    QVERIFY(s.shape == shape);
    QVERIFY(kube.balanced.enabled);
    QCOMPARE(kube.balanced.weight, int64_t(1));
    QVERIFY(kube.balancedArgsSet);
    const std::vector<ResourceSpec> balanced = {{"cpu", 1, true}, {"memory", 1, true}};
    QVERIFY(kube.balancedArgs.resources == balanced);
    QCOMPARE(kube.pos.line, 4);
    QCOMPARE(kube.pos.column, 3);

    const Profile& volcano = ws.profiles[1];
    QCOMPARE(volcano.name, std::string("gpu-pack"));
    QCOMPARE(volcano.scheduler, SchedulerKind::Volcano);
    QVERIFY(!volcano.kubernetesVersionSet);
    QVERIFY(volcano.pluginsSet);
    QVERIFY(volcano.binpackEnabled);
    QCOMPARE(volcano.binpackArguments.size(), size_t(5));
    const auto* weight = findArgument(volcano, "binpack.weight");
    QVERIFY(weight);
    QCOMPARE(weight->kind, VolcanoArgument::Kind::Int);
    QCOMPARE(weight->intValue, int64_t(5));
    const auto* list = findArgument(volcano, "binpack.resources");
    QVERIFY(list);
    QCOMPARE(list->kind, VolcanoArgument::Kind::String);
    QCOMPARE(list->text, std::string("nvidia.com/gpu"));
    QVERIFY(!list->quoted);
    const auto* gpu = findArgument(volcano, "binpack.resources.nvidia.com/gpu");
    QVERIFY(gpu);
    QCOMPARE(gpu->intValue, int64_t(2));
    QCOMPARE(volcano.binpackArguments[0].key, std::string("binpack.weight")); // file order

    QCOMPARE(ws.nodes.size(), size_t(1));
    const Node& node = ws.nodes[0];
    QCOMPARE(node.name, std::string("node1"));
    QCOMPARE(node.allocatable.entries.size(), size_t(4));
    QCOMPARE(node.allocatable.find("cpu")->text(), std::string("8"));
    QCOMPARE(node.allocatable.find("cpu")->milliValue(), std::optional<int64_t>(8000));
    QCOMPARE(node.allocatable.find("memory")->value(), std::optional<int64_t>(1073741824));
    QCOMPARE(node.allocatable.find("intel.com/foo")->value(), std::optional<int64_t>(4));
    QCOMPARE(node.allocatable.find("pods")->value(), std::optional<int64_t>(110));
    QCOMPARE(node.labels.size(), size_t(1));
    QCOMPARE(node.labels[0].first, std::string("pool"));
    QCOMPARE(node.labels[0].second, std::string("general"));

    QCOMPARE(ws.pods.size(), size_t(2));
    const Pod& running = ws.pods[0];
    QCOMPARE(running.name, std::string("running-1"));
    QCOMPARE(running.nodeName, std::optional<std::string>("node1"));
    QCOMPARE(running.replicas, int64_t(1));
    QCOMPARE(running.containers.size(), size_t(1));
    QCOMPARE(running.containers[0].requests.find("memory")->text(), std::string("256Mi"));
    QCOMPARE(replicaName(running, 0), std::string("running-1"));
    const Pod& web = ws.pods[1];
    QCOMPARE(web.name, std::string("web"));
    QVERIFY(!web.nodeName);
    QCOMPARE(web.replicas, int64_t(3));
    QVERIFY(web.initContainers.empty());
    QVERIFY(web.overhead.empty());
    QVERIFY(!web.containers[0].requests.contains("intel.com/foo")); // absent, not zero
    QCOMPARE(replicaName(web, 0), std::string("web-0"));
    QCOMPARE(replicaName(web, 2), std::string("web-2"));
}

void TestWorkspace::writesCanonicalLayout()
{
    const Workspace ws = readWorkspaceFile(BP_TEST_DATA_DIR "/design-example.binpack.yaml");
    const std::string expected = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: binpack
  scheduler: kube-scheduler
  kubernetesVersion: "1.36"
  schedulerName: default-scheduler
  plugins:
    NodeResourcesFit:
      weight: 1
      args:
        scoringStrategy:
          type: RequestedToCapacityRatio
          resources:
          - {name: cpu, weight: 3}
          - {name: memory, weight: 1}
          - {name: intel.com/foo, weight: 5}
          requestedToCapacityRatio:
            shape:
            - {utilization: 0, score: 0}
            - {utilization: 100, score: 10}
    NodeResourcesBalancedAllocation:
      weight: 1
      args:
        resources:
        - {name: cpu, weight: 1}
        - {name: memory, weight: 1}
- name: gpu-pack
  scheduler: volcano
  plugins:
    binpack:
      arguments:
        binpack.weight: 5
        binpack.cpu: 1
        binpack.memory: 1
        binpack.resources: nvidia.com/gpu
        binpack.resources.nvidia.com/gpu: 2
nodes:
- name: node1
  allocatable: {cpu: "8", memory: 1Gi, intel.com/foo: "4", pods: "110"}
  labels: {pool: general}
pods:
- name: running-1
  nodeName: node1
  containers:
  - requests: {cpu: "1", memory: 256Mi, intel.com/foo: "1"}
- name: web
  replicas: 3
  containers:
  - requests: {cpu: "2", memory: 256Mi}
)";
    QCOMPARE(writeWorkspace(ws), expected);
}

void TestWorkspace::roundTrip_data()
{
    QTest::addColumn<QString>("path");
    int rows = 0;
    for (const QFileInfo& fi : bundledWorkspaceFiles()) {
        QTest::newRow(qPrintable(fi.fileName())) << fi.absoluteFilePath();
        ++rows;
    }
    QVERIFY2(rows >= 4, "expected the examples and the test data files");
}

void TestWorkspace::roundTrip()
{
    QFETCH(QString, path);
    const Workspace first = readWorkspace(readText(path), path.toStdString());
    const std::string saved = writeWorkspace(first);
    const Workspace second = readWorkspace(saved, "saved");
    QVERIFY2(first == second, saved.c_str());
    QVERIFY(quantityTexts(first) == quantityTexts(second));
    const std::string savedAgain = writeWorkspace(second);
    QCOMPARE(savedAgain, saved);
    QVERIFY(readWorkspace(savedAgain, "again") == first);
}

void TestWorkspace::volcanoArgumentKinds_data()
{
    // docs/config-formats.md, "Volcano warnings": what gopkg.in/yaml.v2 (resolve.go) makes of each value,
    // which decides whether Volcano's GetInt (int only) accepts it.
    QTest::addColumn<std::string>("value");
    QTest::addColumn<int>("kind");
    QTest::addColumn<qint64>("intValue");
    QTest::addColumn<bool>("quoted");
    QTest::addColumn<std::string>("text");
    using K = VolcanoArgument::Kind;
    auto row = [](const char* name, const std::string& value, K kind, qint64 intValue, bool quoted,
                  const std::string& text) {
        QTest::newRow(name) << value << int(kind) << intValue << quoted << text;
    };
    row("10", "10", K::Int, 10, false, "10");
    row("\"10\"", "\"10\"", K::String, 0, true, "10");
    row("'10'", "'10'", K::String, 0, true, "10");
    row("10.0", "10.0", K::Float, 0, false, "10.0");
    row("1.5", "1.5", K::Float, 0, false, "1.5");
    row("1e3", "1e3", K::Float, 0, false, "1e3");
    row("~", "~", K::Null, 0, false, "null");
    row("null", "null", K::Null, 0, false, "null");
    row("empty", "", K::Null, 0, false, "null");
    for (const char* b : {"true", "false", "yes", "no", "on", "off", "y", "N", "True", "OFF"})
        row(b, b, K::Bool, 0, false, b);
    row("010 octal", "010", K::Int, 8, false, "010");
    row("0x1F", "0x1F", K::Int, 31, false, "0x1F");
    row("1_0", "1_0", K::Int, 10, false, "1_0");
    row("0o17", "0o17", K::Int, 15, false, "0o17");
    row("0b101", "0b101", K::Int, 5, false, "0b101");
    row("-3", "-3", K::Int, -3, false, "-3");
    row("+7", "+7", K::Int, 7, false, "+7");
    row("-0x10", "-0x10", K::Int, -16, false, "-0x10");
    row("08 float", "08", K::Float, 0, false, "08");
    row("int64 max", "9223372036854775807", K::Int, Q_INT64_C(9223372036854775807), false, "9223372036854775807");
    row("uint64", "9223372036854775808", K::Other, 0, false, "9223372036854775808");
    row("below int64", "-9223372036854775809", K::Float, 0, false, "-9223372036854775809");
    row("beyond uint64", "18446744073709551616", K::Float, 0, false, "18446744073709551616");
    row("float overflow", "1e400", K::String, 0, false, "1e400");
    row(".5", ".5", K::Float, 0, false, ".5");
    row(".inf", ".inf", K::Float, 0, false, ".inf");
    row("-.Inf", "-.Inf", K::Float, 0, false, "-.Inf");
    row("resource name", "nvidia.com/gpu", K::String, 0, false, "nvidia.com/gpu");
    row("resource list", "nvidia.com/gpu, example.com/foo", K::String, 0, false, "nvidia.com/gpu, example.com/foo");
    row("date", "2001-12-14", K::String, 0, false, "2001-12-14");
    row("inner tab", "nvidia\t.com/gpu", K::String, 0, false, "nvidia\t.com/gpu"); // found by fuzzing
    row("flow list", "[nvidia.com/gpu]", K::Other, 0, false, "[nvidia.com/gpu]");
    row("flow map", "{x: 1}", K::Other, 0, false, "{x: 1}");
    row("block list", "\n          - a\n          - b", K::Other, 0, false, "[a, b]");
    row("mixed list", "[1, \"2\", ~, -1, 'a,b']", K::Other, 0, false, "[1, \"2\", null, -1, \"a,b\"]");
    row("escaped", "\"a\\tb\"", K::String, 0, true, "a\tb");
    row("block scalar", "|\n          two\n          lines", K::String, 0, true, "two\nlines\n");
}

void TestWorkspace::volcanoArgumentKinds()
{
    QFETCH(std::string, value);
    QFETCH(int, kind);
    QFETCH(qint64, intValue);
    QFETCH(bool, quoted);
    QFETCH(std::string, text);
    const std::string yaml = kHead
        + "  scheduler: volcano\n  plugins:\n    binpack:\n      arguments:\n        binpack.weight: " + value + "\n";
    const Workspace ws = readWorkspace(yaml, "ws.binpack.yaml");
    QCOMPARE(ws.profiles[0].binpackArguments.size(), size_t(1));
    const VolcanoArgument& a = ws.profiles[0].binpackArguments[0];
    QCOMPARE(a.key, std::string("binpack.weight"));
    QCOMPARE(int(a.kind), kind);
    if (a.kind == VolcanoArgument::Kind::Int)
        QCOMPARE(qint64(a.intValue), intValue);
    QCOMPARE(a.quoted, quoted);
    QCOMPARE(a.text, text);

    // Written and read back, the argument keeps its kind, text and value.
    const auto problem = roundTripProblem(ws);
    QVERIFY2(!problem, problem ? problem->c_str() : "");
}

void TestWorkspace::writerQuotesWhatYamlWouldMisread()
{
    Workspace ws;
    Profile p;
    p.name = "true";
    p.kubernetesVersion = "1.30";
    p.kubernetesVersionSet = true;
    p.schedulerName = "a: b";
    ws.profiles.push_back(p);
    Profile v;
    v.name = "#volcano";
    v.scheduler = SchedulerKind::Volcano;
    v.pluginsSet = true;
    v.binpackEnabled = true;
    VolcanoArgument s;
    s.key = "binpack.weight";
    s.kind = VolcanoArgument::Kind::String;
    s.text = "10"; // a string that plain YAML would read as an int: must come out quoted
    VolcanoArgument i;
    i.key = "binpack.cpu";
    i.kind = VolcanoArgument::Kind::Int;
    i.intValue = 3; // no text: written from the value
    v.binpackArguments = {s, i};
    ws.profiles.push_back(v);
    Node n;
    n.name = "1.0";
    n.allocatable.set("cpu", Quantity::fromMilli(1500));
    n.allocatable.set("memory", *Quantity::parse("8"));
    n.allocatable.set("example.com/x", *Quantity::parse("1e3"));
    n.labels = {{"app", "yes"}, {"note", "it's \"quoted\"\n"}, {"zone", "é-1"}};
    ws.nodes.push_back(n);
    Pod pod;
    pod.name = "null";
    pod.nodeName = "1.0";
    Container c;
    c.requests.set("cpu", Quantity::fromMilli(250));
    pod.containers.push_back(c);
    ws.pods.push_back(pod);

    const std::string saved = writeWorkspace(ws);
    QVERIFY2(saved.find("- name: \"true\"\n") != std::string::npos, saved.c_str());
    QVERIFY(saved.find("kubernetesVersion: \"1.30\"\n") != std::string::npos);
    QVERIFY(saved.find("schedulerName: \"a: b\"\n") != std::string::npos);
    QVERIFY(saved.find("binpack.weight: \"10\"\n") != std::string::npos);
    QVERIFY(saved.find("binpack.cpu: 3\n") != std::string::npos);
    QVERIFY(saved.find("allocatable: {cpu: 1500m, memory: \"8\", example.com/x: \"1e3\"}") != std::string::npos);
    QVERIFY(saved.find("app: \"yes\"") != std::string::npos);
    QVERIFY(saved.find("- name: \"null\"\n") != std::string::npos);

    const Workspace back = readWorkspace(saved, "saved");
    QCOMPARE(back.profiles[0].name, std::string("true"));
    QCOMPARE(back.profiles[0].schedulerName, std::string("a: b"));
    QCOMPARE(back.profiles[1].name, std::string("#volcano"));
    QCOMPARE(back.profiles[1].binpackArguments[0].kind, VolcanoArgument::Kind::String);
    QCOMPARE(back.profiles[1].binpackArguments[1].intValue, int64_t(3));
    QCOMPARE(back.nodes[0].name, std::string("1.0"));
    QVERIFY(back.nodes[0].labels == n.labels);
    QCOMPARE(back.pods[0].name, std::string("null"));
    QCOMPARE(back.pods[0].containers[0].requests.find("cpu")->milliValue(), std::optional<int64_t>(250));
    QCOMPARE(writeWorkspace(back), writeWorkspace(readWorkspace(writeWorkspace(back), "again")));
}

void TestWorkspace::readsFileAndReportsMissingFile()
{
    const Workspace ws = readWorkspaceFile(BP_EXAMPLES_DIR "/volcano-example.binpack.yaml");
    QCOMPARE(ws.profiles.size(), size_t(1));
    QCOMPARE(ws.nodes.size(), size_t(2));
    QCOMPARE(ws.pods.size(), size_t(3));
    QCOMPARE(ws.pods[2].containers[0].requests.find("nvidia.com/gpu")->value(), std::optional<int64_t>(4));

    const std::string missing = "/nonexistent/dir/ws.binpack.yaml";
    try {
        readWorkspaceFile(missing);
        QFAIL("a missing file was read");
    } catch (const InputError& e) {
        QCOMPARE(std::string(e.what()), "cannot open " + missing + ": No such file or directory");
    }
    try {
        readWorkspaceFile(BP_TEST_DATA_DIR);
        QFAIL("a directory was read");
    } catch (const InputError& e) {
        QCOMPARE(std::string(e.what()), std::string("cannot read " BP_TEST_DATA_DIR ": Is a directory"));
    }
}

void TestWorkspace::resourceListAndLookups()
{
    ResourceList list;
    QVERIFY(list.empty());
    list.set("cpu", Quantity::fromMilli(500));
    list.set("memory", *Quantity::parse("1Gi"));
    list.set("cpu", Quantity::fromMilli(750)); // replaces in place, keeps order
    QCOMPARE(list.entries.size(), size_t(2));
    QCOMPARE(list.entries[0].first, std::string("cpu"));
    QCOMPARE(list.find("cpu")->milliValue(), std::optional<int64_t>(750));
    QVERIFY(list.contains("memory"));
    QVERIFY(!list.contains("gpu"));
    QVERIFY(list.erase("cpu"));
    QVERIFY(!list.erase("cpu"));
    QCOMPARE(list.entries.size(), size_t(1));

    const Workspace ws = readWorkspaceFile(BP_EXAMPLES_DIR "/docs-example.binpack.yaml");
    QVERIFY(ws.findProfile("docs-1.16"));
    QCOMPARE(ws.findProfile("docs-1.16")->kubernetesVersion, std::string("1.16"));
    QVERIFY(!ws.findProfile("nope"));
    QVERIFY(ws.findNode("node2"));
    QCOMPARE(ws.findNode("node2")->allocatable.find("intel.com/foo")->value(), std::optional<int64_t>(8));
    QVERIFY(!ws.findNode("node3"));
    const Pod& batch = ws.pods.back();
    QCOMPARE(batch.replicas, int64_t(3));
    QCOMPARE(replicaName(batch, 1), std::string("batch-1"));
    const Profile* least = ws.findProfile("least-allocated");
    QVERIFY(least && !least->pluginsSet);
    const Profile* binpack = ws.findProfile("binpack");
    QVERIFY(binpack && binpack->fit.enabled && !binpack->balanced.enabled && !binpack->fit.weightSet);
}

// Undo compares content: a position never makes two values differ, every
// other field does (the comparisons are defaulted, so a new field counts).
void TestWorkspace::equalityIgnoresPositionsOnly()
{
    Pod a;
    a.name = "web";
    Pod b = a;
    b.pos = {7, 3};
    QVERIFY(a == b);
    b.namespace_ = "prod";
    QVERIFY(!(a == b));
    Node n;
    n.name = "n1";
    Node m = n;
    m.pos = {2, 1};
    QVERIFY(n == m);
    m.labels.push_back({"pool", "gpu"});
    QVERIFY(!(n == m));
    Profile p;
    Profile q = p;
    q.pos = {4, 3};
    QVERIFY(p == q);
    q.volcanoVersionSet = true;
    QVERIFY(!(p == q));
    q = p;
    q.percentageOfNodesToScore = 50;
    QVERIFY(!(p == q));
    m = n;
    m.unschedulable = true;
    QVERIFY(!(n == m));
    m = n;
    m.taints.push_back({"a", "", "NoSchedule"});
    QVERIFY(!(n == m));
    b = a;
    b.affinity = Affinity {};
    QVERIFY(!(a == b));
}

namespace {

// Every toleration operator and effect, every node selector operator, both
// matchFields operators, timeAdded (accepted, not kept), null values.
const char* const kConstraints = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: p
nodes:
- name: n1
  taints:
  - {key: dedicated, value: gpu, effect: NoSchedule}
  - {key: soft, effect: PreferNoSchedule}
  - key: node.kubernetes.io/unreachable
    value:
    effect: NoExecute
    timeAdded: "2024-05-01T10:00:00Z"
  unschedulable: true
- name: n2
  unschedulable: false
pods:
- name: web
  nodeSelector: {pool: gpu, kubernetes.io/os: linux, empty: }
  tolerations:
  - {key: dedicated, operator: Equal, value: gpu, effect: NoSchedule}
  - {key: dedicated, value: gpu}
  - {key: soft, operator: Exists, effect: PreferNoSchedule}
  - {key: node.kubernetes.io/unreachable, operator: Exists, effect: NoExecute, tolerationSeconds: 300}
  - {operator: Exists}
  - {key: cores, operator: Gt, value: "4"}
  - {key: cores, operator: Lt, value: "64", effect: NoSchedule, tolerationSeconds: }
  - {key: x, operator: "", value: "", effect: ""}
  affinity:
    nodeAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
        nodeSelectorTerms:
        - matchExpressions:
          - {key: zone, operator: In, values: [a, b]}
          - {key: zone, operator: NotIn, values: [c]}
          - {key: gpu, operator: Exists}
          - {key: spot, operator: DoesNotExist, values: []}
          - {key: cores, operator: Gt, values: ["4"]}
          - {key: cores, operator: Lt, values: ["+64"]}
          matchFields:
          - {key: metadata.name, operator: In, values: [n1]}
        - matchFields:
          - {key: metadata.name, operator: NotIn, values: [n2]}
        - {}
        -
- name: empty-levels
  affinity: {nodeAffinity: {requiredDuringSchedulingIgnoredDuringExecution: }}
- name: empty-affinity
  affinity: {}
- name: null-affinity
  affinity:
  nodeSelector:
  tolerations:
)";

} // namespace

void TestWorkspace::readsPlacementConstraints()
{
    const Workspace ws = readWorkspace(kConstraints, "ws.binpack.yaml");
    const Node& n1 = ws.nodes[0];
    const std::vector<Taint> taints = {{"dedicated", "gpu", "NoSchedule"}, {"soft", "", "PreferNoSchedule"},
        {"node.kubernetes.io/unreachable", "", "NoExecute"}};
    QVERIFY(n1.taints == taints);
    QVERIFY(n1.unschedulable);
    QVERIFY(ws.nodes[1].taints.empty());
    QVERIFY(!ws.nodes[1].unschedulable);

    const Pod& web = ws.pods[0];
    const Labels selector = {{"pool", "gpu"}, {"kubernetes.io/os", "linux"}, {"empty", ""}};
    QVERIFY(web.nodeSelector == selector); // file order, null as ""
    QVERIFY(web.labels.empty());
    const std::vector<Toleration> tolerations = {
        {"dedicated", "Equal", "gpu", "NoSchedule", std::nullopt},
        {"dedicated", "", "gpu", "", std::nullopt},
        {"soft", "Exists", "", "PreferNoSchedule", std::nullopt},
        {"node.kubernetes.io/unreachable", "Exists", "", "NoExecute", int64_t(300)},
        {"", "Exists", "", "", std::nullopt},
        {"cores", "Gt", "4", "", std::nullopt},
        {"cores", "Lt", "64", "NoSchedule", std::nullopt}, // tolerationSeconds null: absent
        {"x", "", "", "", std::nullopt},
    };
    QCOMPARE(web.tolerations.size(), tolerations.size());
    for (size_t i = 0; i < tolerations.size(); ++i)
        QVERIFY2(web.tolerations[i] == tolerations[i], qPrintable(QString::number(i)));

    QVERIFY(web.affinity && web.affinity->nodeAffinity);
    QVERIFY(web.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution);
    const NodeSelector& sel = *web.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution;
    QCOMPARE(sel.nodeSelectorTerms.size(), size_t(4));
    const std::vector<NodeSelectorRequirement> expressions = {{"zone", "In", {"a", "b"}}, {"zone", "NotIn", {"c"}},
        {"gpu", "Exists", {}}, {"spot", "DoesNotExist", {}}, {"cores", "Gt", {"4"}}, {"cores", "Lt", {"+64"}}};
    QVERIFY(sel.nodeSelectorTerms[0].matchExpressions == expressions);
    const std::vector<NodeSelectorRequirement> nameIn = {{"metadata.name", "In", {"n1"}}};
    QVERIFY(sel.nodeSelectorTerms[0].matchFields == nameIn);
    QVERIFY(sel.nodeSelectorTerms[1].matchExpressions.empty());
    const std::vector<NodeSelectorRequirement> nameNotIn = {{"metadata.name", "NotIn", {"n2"}}};
    QVERIFY(sel.nodeSelectorTerms[1].matchFields == nameNotIn);
    QVERIFY(sel.nodeSelectorTerms[2] == NodeSelectorTerm {}); // {}: selects no node
    QVERIFY(sel.nodeSelectorTerms[3] == NodeSelectorTerm {}); // null, as kubectl writes it

    // Empty levels are kept, so that they are written back; null is absent.
    const Pod& levels = ws.pods[1];
    QVERIFY(levels.affinity && levels.affinity->nodeAffinity);
    QVERIFY(!levels.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution);
    QVERIFY(ws.pods[2].affinity && !ws.pods[2].affinity->nodeAffinity);
    const Pod& null = ws.pods[3];
    QVERIFY(!null.affinity);
    QVERIFY(null.nodeSelector.empty());
    QVERIFY(null.tolerations.empty());
}

void TestWorkspace::writesPlacementConstraints()
{
    const Workspace ws = readWorkspace(kConstraints, "ws.binpack.yaml");
    // The fourth toleration would pass 100 columns in flow style: a block map.
    const std::string expected = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: p
  scheduler: kube-scheduler
nodes:
- name: n1
  allocatable: {}
  taints:
  - {key: dedicated, value: gpu, effect: NoSchedule}
  - {key: soft, effect: PreferNoSchedule}
  - {key: node.kubernetes.io/unreachable, effect: NoExecute}
  unschedulable: true
- name: n2
  allocatable: {}
pods:
- name: web
  nodeSelector: {pool: gpu, kubernetes.io/os: linux, empty: ""}
  tolerations:
  - {key: dedicated, operator: Equal, value: gpu, effect: NoSchedule}
  - {key: dedicated, value: gpu}
  - {key: soft, operator: Exists, effect: PreferNoSchedule}
  - key: node.kubernetes.io/unreachable
    operator: Exists
    effect: NoExecute
    tolerationSeconds: 300
  - {operator: Exists}
  - {key: cores, operator: Gt, value: "4"}
  - {key: cores, operator: Lt, value: "64", effect: NoSchedule}
  - {key: x}
  affinity:
    nodeAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
        nodeSelectorTerms:
        - matchExpressions:
          - {key: zone, operator: In, values: [a, b]}
          - {key: zone, operator: NotIn, values: [c]}
          - {key: gpu, operator: Exists}
          - {key: spot, operator: DoesNotExist}
          - {key: cores, operator: Gt, values: ["4"]}
          - {key: cores, operator: Lt, values: ["+64"]}
          matchFields:
          - {key: metadata.name, operator: In, values: [n1]}
        - matchFields:
          - {key: metadata.name, operator: NotIn, values: [n2]}
        - {}
        - {}
- name: empty-levels
  affinity:
    nodeAffinity: {}
- name: empty-affinity
  affinity: {}
- name: null-affinity
)";
    QCOMPARE(writeWorkspace(ws), expected);
    QVERIFY(readWorkspace(expected, "saved") == ws);
}

void TestWorkspace::placementRoundTrip_data()
{
    QTest::addColumn<std::string>("text"); // every string field of every constraint is set to it
    for (const char* t : {"true", "false", "yes", "null", "~", "1e3", "0x1F", "010", "1.5", "-1", "a/b:c", "a: b",
             "#x", "x #y", "- x", "[a]", "{a}", "*a", "&a", "!x", "%x", "@x", "`x", "'q'", "\"d\"", " lead",
             "trail ", "a\tb", "two\nlines", "é-1", "node.kubernetes.io/unschedulable", "?", ":", ",", "2001-12-14"})
        QTest::newRow(t) << std::string(t);
    QTest::newRow("empty") << std::string();
    QTest::newRow("long") << std::string(150, 'x'); // past the flow line limit: block items
}

// Every string a constraint can hold is written so that it reads back the
// same: read(write(ws)) == ws, and writing again gives the same bytes. The
// workspace is built in memory (it need not be valid): one node, one pod.
void TestWorkspace::placementRoundTrip()
{
    QFETCH(std::string, text);
    const std::string key = text.empty() ? std::string("k") : text; // a key must not be empty
    // Taints, tolerations and node selector requirements hold label keys and
    // values (validateNodeTaints, ValidateTolerations,
    // ValidateNodeSelectorRequirement): the text where it is one.
    const std::string labelKey = checkLabelKey(text).empty() ? text : std::string("app");
    const std::string labelValue = checkLabelValue(text).empty() ? text : std::string("web");
    Workspace ws;
    Profile profile;
    profile.name = "p";
    ws.profiles.push_back(profile);
    Node n;
    n.name = "n1";
    n.taints = {{labelKey, labelValue, "NoSchedule"}, {"k2", "", "NoExecute"}};
    n.unschedulable = true;
    ws.nodes.push_back(n);
    Pod p;
    p.name = "web";
    p.labels = {{key, text}};
    p.nodeSelector = {{key, text}, {"kubernetes.io/os", "linux"}};
    p.tolerations = {{labelKey, "Equal", labelValue, "NoSchedule", std::nullopt}, {"", "Exists", "", "", std::nullopt},
        {labelKey, "Exists", "", "NoExecute", int64_t(-5)}, {labelKey, "Lt", text, "", std::nullopt}};
    NodeSelector sel;
    NodeSelectorTerm term;
    term.matchExpressions
        = {{labelKey, "In", {text, "b", text}}, {labelKey, "Exists", {}}, {labelKey, "Gt", {"7"}}};
    term.matchFields = {{"metadata.name", "NotIn", {text}}};
    sel.nodeSelectorTerms = {term, NodeSelectorTerm {}};
    NodeSelectorTerm fieldsOnly;
    fieldsOnly.matchFields = {{"metadata.name", "In", {key}}};
    sel.nodeSelectorTerms.push_back(fieldsOnly);
    p.affinity = Affinity {NodeAffinity {sel, {}}, {}, {}};
    // Spread constraints too.
    TopologySpreadConstraint spread;
    spread.maxSkew = 1;
    spread.topologyKey = labelKey;
    spread.whenUnsatisfiable = "DoNotSchedule";
    LabelSelectorSpec selector;
    selector.matchLabels = { { labelKey, labelValue } };
    selector.matchExpressions = { { "track", "NotIn", { labelValue, "b" } }, { labelKey, "Exists", {} } };
    spread.labelSelector = selector;
    spread.minDomains = 2;
    spread.nodeAffinityPolicy = "Honor";
    spread.matchLabelKeys = { "pod-template-hash" };
    TopologySpreadConstraint anyway;
    anyway.maxSkew = 3;
    anyway.topologyKey = labelKey;
    anyway.whenUnsatisfiable = "ScheduleAnyway";
    anyway.labelSelector = LabelSelectorSpec {};
    anyway.nodeTaintsPolicy = "Ignore";
    p.topologySpreadConstraints = { spread, anyway };
    ws.pods.push_back(p);

    const auto problem = roundTripProblem(ws);
    QVERIFY2(!problem, problem ? problem->c_str() : "");
}

// A workspace written before the constraints existed reads as before: no
// taints, not cordoned, no selector, tolerations, affinity or spread
// constraints, and it is written back without any of the new keys.
void TestWorkspace::oldWorkspaceHasNoConstraints()
{
    int files = 0;
    for (const QFileInfo& fi : bundledWorkspaceFiles()) {
        const std::string text = readText(fi.absoluteFilePath());
        if (text.find("taints:") != std::string::npos || text.find("tolerations:") != std::string::npos
            || text.find("nodeSelector:") != std::string::npos || text.find("affinity:") != std::string::npos
            || text.find("unschedulable:") != std::string::npos
            || text.find("topologySpreadConstraints:") != std::string::npos)
            continue; // a file that uses them
        ++files;
        const Workspace ws = readWorkspace(text, fi.fileName().toStdString());
        for (const Node& n : ws.nodes)
            QVERIFY(n.taints.empty() && !n.unschedulable);
        for (const Pod& p : ws.pods)
            QVERIFY(
                p.nodeSelector.empty() && p.tolerations.empty() && !p.affinity && p.topologySpreadConstraints.empty());
        const std::string saved = writeWorkspace(ws);
        for (const char* key :
            { "taints:", "unschedulable:", "nodeSelector:", "tolerations:", "affinity:", "topologySpreadConstraints:" })
            QVERIFY2(saved.find(key) == std::string::npos, key);
    }
    QVERIFY(files >= 4);
}

namespace {

const std::string kPortsAndImages = kHead + R"(nodes:
- name: n1
  images:
  - names: [registry.example.com/web:1.0, "registry.example.com/web@sha256:0123"]
    sizeBytes: 45870213
  - {names: [pause:3.9]}
  - {sizeBytes: 0}
  - names:
  - {names: ["", x], sizeBytes: 9223372036854775807}
- name: n2
  images:
pods:
- name: web
  containers:
  - name: app
    image: registry.example.com/web:1.0
    ports:
    - {name: http, containerPort: 8080}
    - {containerPort: 53, hostPort: 53, protocol: UDP, hostIP: 10.0.0.5}
    - {containerPort: 53, hostPort: 53, protocol: TCP, hostIP: 10.0.0.5}
    - {containerPort: 65535, hostPort: 0, protocol: "", hostIP: ""}
  - image: ""
    ports:
    - {containerPort: 1, hostPort: 65535, protocol: SCTP, hostIP: "fd00::1"}
    - {containerPort: 9, hostPort: 53, protocol: UDP}
  initContainers:
  - name: init-a
    image: busybox
    ports: [{containerPort: 80, hostPort: 8080}]
  - name: init-b
    ports: [{containerPort: 80, hostPort: 8080}]
  - name: no-ports
    ports:
)";

} // namespace

// Container image and ports, node images: every key, the defaults, and what
// the API server accepts (the same host port for another protocol, address
// or init container).
namespace {

// Every field of a spread constraint, a {} and an absent (or null) label
// selector, a ScheduleAnyway constraint, null for each optional field.
const char* const kSpreadConstraints = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: p
nodes: []
pods:
- name: web
  labels: {app: web, track: stable}
  topologySpreadConstraints:
  - maxSkew: 2
    topologyKey: topology.kubernetes.io/zone
    whenUnsatisfiable: DoNotSchedule
    labelSelector:
      matchLabels: {app: web, tier: ""}
      matchExpressions:
      - {key: track, operator: In, values: [stable, canary]}
      - {key: legacy, operator: DoesNotExist}
      - {key: "true", operator: NotIn, values: ["1e3", null]}
    minDomains: 3
    nodeAffinityPolicy: Ignore
    nodeTaintsPolicy: Honor
    matchLabelKeys: [pod-template-hash, "null"]
  - {maxSkew: 1, topologyKey: kubernetes.io/hostname, whenUnsatisfiable: ScheduleAnyway, labelSelector: {}}
- name: absent-selector
  topologySpreadConstraints:
  - maxSkew: 1
    topologyKey: kubernetes.io/hostname
    whenUnsatisfiable: DoNotSchedule
    labelSelector:
    minDomains:
    nodeAffinityPolicy:
    nodeTaintsPolicy:
    matchLabelKeys: []
  - {maxSkew: 2147483647, topologyKey: kubernetes.io/hostname, whenUnsatisfiable: ScheduleAnyway}
- name: no-constraints
  topologySpreadConstraints:
)";

} // namespace

void TestWorkspace::readsAndWritesSpreadConstraints()
{
    const Workspace ws = readWorkspace(kSpreadConstraints, "ws.binpack.yaml");
    QCOMPARE(ws.pods.size(), size_t(3));
    const std::vector<TopologySpreadConstraint>& web = ws.pods[0].topologySpreadConstraints;
    QCOMPARE(web.size(), size_t(2));
    QCOMPARE(web[0].maxSkew, 2);
    QCOMPARE(web[0].topologyKey, std::string("topology.kubernetes.io/zone"));
    QCOMPARE(web[0].whenUnsatisfiable, std::string("DoNotSchedule"));
    QVERIFY(web[0].labelSelector);
    QVERIFY(web[0].labelSelector->matchLabels == (Labels { { "app", "web" }, { "tier", "" } }));
    QVERIFY(web[0].labelSelector->matchExpressions
        == (std::vector<LabelSelectorRequirement> { { "track", "In", { "stable", "canary" } },
            { "legacy", "DoesNotExist", {} }, { "true", "NotIn", { "1e3", "" } } }));
    QCOMPARE(web[0].minDomains, std::optional<int32_t>(3));
    QCOMPARE(web[0].nodeAffinityPolicy, std::optional<std::string>("Ignore"));
    QCOMPARE(web[0].nodeTaintsPolicy, std::optional<std::string>("Honor"));
    QCOMPARE(web[0].matchLabelKeys, (std::vector<std::string> { "pod-template-hash", "null" }));
    // {}: an empty selector, which matches every pod; kept apart from absent.
    QCOMPARE(web[1].whenUnsatisfiable, std::string("ScheduleAnyway"));
    QVERIFY(web[1].labelSelector && *web[1].labelSelector == LabelSelectorSpec {});
    QVERIFY(!web[1].minDomains && !web[1].nodeAffinityPolicy && !web[1].nodeTaintsPolicy);
    // null is absent, for the selector and every optional field.
    const std::vector<TopologySpreadConstraint>& absent = ws.pods[1].topologySpreadConstraints;
    QCOMPARE(absent.size(), size_t(2));
    QVERIFY(!absent[0].labelSelector && !absent[0].minDomains);
    QVERIFY(!absent[0].nodeAffinityPolicy && !absent[0].nodeTaintsPolicy && absent[0].matchLabelKeys.empty());
    QCOMPARE(absent[1].maxSkew, std::numeric_limits<int32_t>::max());
    QVERIFY(!absent[1].labelSelector);
    QVERIFY(ws.pods[2].topologySpreadConstraints.empty());

    const std::string expected = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: p
  scheduler: kube-scheduler
nodes: []
pods:
- name: web
  labels: {app: web, track: stable}
  topologySpreadConstraints:
  - maxSkew: 2
    topologyKey: topology.kubernetes.io/zone
    whenUnsatisfiable: DoNotSchedule
    labelSelector:
      matchLabels: {app: web, tier: ""}
      matchExpressions:
      - {key: track, operator: In, values: [stable, canary]}
      - {key: legacy, operator: DoesNotExist}
      - {key: "true", operator: NotIn, values: ["1e3", ""]}
    minDomains: 3
    nodeAffinityPolicy: Ignore
    nodeTaintsPolicy: Honor
    matchLabelKeys: [pod-template-hash, "null"]
  - maxSkew: 1
    topologyKey: kubernetes.io/hostname
    whenUnsatisfiable: ScheduleAnyway
    labelSelector: {}
- name: absent-selector
  topologySpreadConstraints:
  - maxSkew: 1
    topologyKey: kubernetes.io/hostname
    whenUnsatisfiable: DoNotSchedule
  - maxSkew: 2147483647
    topologyKey: kubernetes.io/hostname
    whenUnsatisfiable: ScheduleAnyway
- name: no-constraints
)";
    QCOMPARE(writeWorkspace(ws), expected);
    QVERIFY(readWorkspace(expected, "saved") == ws);
    const auto problem = roundTripProblem(ws);
    QVERIFY2(!problem, problem ? problem->c_str() : "");
}

namespace {

// Every field of a pod affinity term, required and preferred, for affinity
// and anti-affinity; {} and null (absent) labelSelector and
// namespaceSelector; written in the writer's layout, so that it is written
// back byte for byte.
const char* const kPodAffinity = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: p
  scheduler: kube-scheduler
nodes: []
pods:
- name: web
  labels: {app: web, pod-template-hash: 5d4f8}
  affinity:
    podAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
      - labelSelector:
          matchLabels: {app: db}
          matchExpressions:
          - {key: tier, operator: In, values: [backend, "null"]}
        namespaces: [shop, default]
        topologyKey: topology.kubernetes.io/zone
        namespaceSelector:
          matchLabels: {team: a}
        matchLabelKeys: [pod-template-hash]
        mismatchLabelKeys: [tenant]
      - labelSelector: {}
        topologyKey: kubernetes.io/hostname
        namespaceSelector: {}
      - topologyKey: kubernetes.io/hostname
      preferredDuringSchedulingIgnoredDuringExecution:
      - weight: 100
        podAffinityTerm:
          labelSelector:
            matchExpressions:
            - {key: app, operator: Exists}
          topologyKey: topology.kubernetes.io/zone
    podAntiAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
      - labelSelector:
          matchLabels: {app: web}
        topologyKey: kubernetes.io/hostname
      preferredDuringSchedulingIgnoredDuringExecution:
      - weight: 1
        podAffinityTerm:
          topologyKey: kubernetes.io/hostname
          namespaceSelector: {}
)";

} // namespace

void TestWorkspace::readsAndWritesPodAffinity()
{
    const Workspace ws = readWorkspace(kPodAffinity, "ws.binpack.yaml");
    QCOMPARE(ws.pods.size(), size_t(1));
    const Pod& web = ws.pods[0];
    QVERIFY(web.affinity && !web.affinity->nodeAffinity && web.affinity->podAffinity && web.affinity->podAntiAffinity);
    const PodAffinity& a = *web.affinity->podAffinity;
    QCOMPARE(a.requiredDuringSchedulingIgnoredDuringExecution.size(), size_t(3));
    const PodAffinityTerm& full = a.requiredDuringSchedulingIgnoredDuringExecution[0];
    QVERIFY(full.labelSelector);
    QVERIFY(full.labelSelector->matchLabels == (Labels { { "app", "db" } }));
    QVERIFY(full.labelSelector->matchExpressions
        == (std::vector<LabelSelectorRequirement> { { "tier", "In", { "backend", "null" } } }));
    QCOMPARE(full.namespaces, (std::vector<std::string> { "shop", "default" }));
    QCOMPARE(full.topologyKey, std::string("topology.kubernetes.io/zone"));
    QVERIFY(full.namespaceSelector && full.namespaceSelector->matchLabels == (Labels { { "team", "a" } }));
    QCOMPARE(full.matchLabelKeys, (std::vector<std::string> { "pod-template-hash" }));
    QCOMPARE(full.mismatchLabelKeys, (std::vector<std::string> { "tenant" }));
    // {} is kept apart from absent, for both selectors.
    const PodAffinityTerm& empty = a.requiredDuringSchedulingIgnoredDuringExecution[1];
    QVERIFY(empty.labelSelector && *empty.labelSelector == LabelSelectorSpec {});
    QVERIFY(empty.namespaceSelector && *empty.namespaceSelector == LabelSelectorSpec {});
    const PodAffinityTerm& absent = a.requiredDuringSchedulingIgnoredDuringExecution[2];
    QVERIFY(!absent.labelSelector && !absent.namespaceSelector && absent.namespaces.empty());
    QCOMPARE(a.preferredDuringSchedulingIgnoredDuringExecution.size(), size_t(1));
    QCOMPARE(a.preferredDuringSchedulingIgnoredDuringExecution[0].weight, 100);
    QCOMPARE(a.preferredDuringSchedulingIgnoredDuringExecution[0].podAffinityTerm.labelSelector->matchExpressions,
        (std::vector<LabelSelectorRequirement> { { "app", "Exists", {} } }));
    const PodAffinity& anti = *web.affinity->podAntiAffinity;
    QCOMPARE(anti.requiredDuringSchedulingIgnoredDuringExecution.size(), size_t(1));
    QCOMPARE(anti.requiredDuringSchedulingIgnoredDuringExecution[0].topologyKey, std::string("kubernetes.io/hostname"));
    QCOMPARE(anti.preferredDuringSchedulingIgnoredDuringExecution.size(), size_t(1));
    QCOMPARE(anti.preferredDuringSchedulingIgnoredDuringExecution[0].weight, 1);
    const PodAffinityTerm& anyNamespace = anti.preferredDuringSchedulingIgnoredDuringExecution[0].podAffinityTerm;
    QVERIFY(!anyNamespace.labelSelector && anyNamespace.namespaceSelector);

    QCOMPARE(writeWorkspace(ws), std::string(kPodAffinity));
    const auto problem = roundTripProblem(ws);
    QVERIFY2(!problem, problem ? problem->c_str() : "");

    // A term as the API server stores it: the selector holds "h In (x)" once
    // for matchLabelKeys' h, which is no error, and a mismatchLabelKeys key
    // may be in the selector too (validateMatchLabelKeysAndMismatchLabelKeys).
    const Workspace merged = readWorkspace(kHead
            + "pods:\n- name: a\n  affinity:\n    podAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n"
              "      - {topologyKey: zone, labelSelector: {matchLabels: {app: web}, matchExpressions: [{key: h, "
              "operator: In, values: [x]}, {key: app, operator: NotIn, values: [db]}]}, matchLabelKeys: [h], "
              "mismatchLabelKeys: [app]}\n",
        "merged");
    const PodAffinityTerm& term = merged.pods[0].affinity->podAffinity->requiredDuringSchedulingIgnoredDuringExecution[0];
    QCOMPARE(term.matchLabelKeys, (std::vector<std::string> { "h" }));
    QCOMPARE(term.mismatchLabelKeys, (std::vector<std::string> { "app" }));
}

void TestWorkspace::readsAndWritesPreferredNodeAffinity()
{
    const std::string text = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: p
  scheduler: kube-scheduler
nodes: []
pods:
- name: web
  affinity:
    nodeAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
        nodeSelectorTerms:
        - matchExpressions:
          - {key: kubernetes.io/os, operator: In, values: [linux]}
      preferredDuringSchedulingIgnoredDuringExecution:
      - weight: 80
        preference:
          matchExpressions:
          - {key: pool, operator: In, values: [gpu, "1e3"]}
          matchFields:
          - {key: metadata.name, operator: NotIn, values: [node1]}
      - weight: 20
        preference: {}
- name: preferred-only
  affinity:
    nodeAffinity:
      preferredDuringSchedulingIgnoredDuringExecution:
      - weight: 1
        preference:
          matchExpressions:
          - {key: cpu, operator: Gt, values: ["8"]}
)";
    const Workspace ws = readWorkspace(text, "ws.binpack.yaml");
    const NodeAffinity& na = *ws.pods[0].affinity->nodeAffinity;
    QVERIFY(na.requiredDuringSchedulingIgnoredDuringExecution);
    QCOMPARE(na.preferredDuringSchedulingIgnoredDuringExecution.size(), size_t(2));
    const PreferredSchedulingTerm& gpu = na.preferredDuringSchedulingIgnoredDuringExecution[0];
    QCOMPARE(gpu.weight, 80);
    QVERIFY(gpu.preference.matchExpressions
        == (std::vector<NodeSelectorRequirement> { { "pool", "In", { "gpu", "1e3" } } }));
    QVERIFY(gpu.preference.matchFields
        == (std::vector<NodeSelectorRequirement> { { "metadata.name", "NotIn", { "node1" } } }));
    QCOMPARE(na.preferredDuringSchedulingIgnoredDuringExecution[1].weight, 20);
    QVERIFY(na.preferredDuringSchedulingIgnoredDuringExecution[1].preference == NodeSelectorTerm {});
    const NodeAffinity& only = *ws.pods[1].affinity->nodeAffinity;
    QVERIFY(!only.requiredDuringSchedulingIgnoredDuringExecution);
    QCOMPARE(only.preferredDuringSchedulingIgnoredDuringExecution.size(), size_t(1));
    QCOMPARE(writeWorkspace(ws), text);
    const auto problem = roundTripProblem(ws);
    QVERIFY2(!problem, problem ? problem->c_str() : "");
}

void TestWorkspace::readsAndWritesOwnerServicesNamespaces()
{
    const std::string text = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: p
  scheduler: kube-scheduler
nodes: []
pods:
- name: web-5d4f8-abcde
  namespace: shop
  labels: {app: web}
  owner: {kind: ReplicaSet, name: web-5d4f8, uid: 7c0e1b2a-5d4f-4c3e-9a8f-2b6d1e0c4f7a}
  schedulerName: my-scheduler
  creationTimestamp: 2024-05-01T09:30:00Z
  priority: -5
- name: plain
  creationTimestamp: 2024-05-01T11:30:00.25+02:00
services:
- name: web
  namespace: shop
  selector: {app: web, "true": ""}
- name: web
- name: headless
  namespace: other
namespaces:
- name: shop
  labels: {team: a, kubernetes.io/metadata.name: shop}
- name: other
)";
    const Workspace ws = readWorkspace(text, "ws.binpack.yaml");
    QCOMPARE(ws.pods[0].owner,
        std::optional<PodOwner>(PodOwner { "ReplicaSet", "web-5d4f8", "7c0e1b2a-5d4f-4c3e-9a8f-2b6d1e0c4f7a" }));
    QCOMPARE(ws.pods[0].schedulerName, std::string("my-scheduler"));
    QVERIFY(!ws.pods[1].owner);
    QCOMPARE(ws.pods[1].schedulerName, std::string());
    // Kept as written; the repack mode reads the instant (09:30:00.25 UTC).
    QCOMPARE(ws.pods[0].creationTimestamp, std::string("2024-05-01T09:30:00Z"));
    QCOMPARE(ws.pods[0].priority, std::optional<int32_t>(-5));
    QCOMPARE(ws.pods[1].creationTimestamp, std::string("2024-05-01T11:30:00.25+02:00"));
    QVERIFY(!ws.pods[1].priority);
    QCOMPARE(parseRfc3339(ws.pods[1].creationTimestamp)->seconds, parseRfc3339(ws.pods[0].creationTimestamp)->seconds);
    QCOMPARE(parseRfc3339(ws.pods[1].creationTimestamp)->nanos, 250'000'000);
    QCOMPARE(ws.services.size(), size_t(3));
    QCOMPARE(ws.services[0].name, std::string("web"));
    QCOMPARE(ws.services[0].namespace_, std::string("shop"));
    QVERIFY(ws.services[0].selector == (Labels { { "app", "web" }, { "true", "" } }));
    QCOMPARE(ws.services[1].namespace_, std::string()); // default: another namespace than shop's web
    QVERIFY(ws.services[2].selector.empty());
    QCOMPARE(ws.services[2].pos.line, 22);
    QCOMPARE(ws.namespaces.size(), size_t(2));
    QCOMPARE(ws.namespaces[0].name, std::string("shop"));
    QVERIFY(ws.namespaces[0].labels == (Labels { { "team", "a" }, { "kubernetes.io/metadata.name", "shop" } }));
    QVERIFY(ws.namespaces[1].labels.empty());
    QCOMPARE(writeWorkspace(ws), text);
    const auto problem = roundTripProblem(ws);
    QVERIFY2(!problem, problem ? problem->c_str() : "");

    // null owner and schedulerName are absent; the writer leaves them out.
    const Workspace nulls = readWorkspace(
        kHead + "pods:\n- name: a\n  owner:\n  schedulerName:\n  creationTimestamp:\n  priority:\n", "nulls");
    QVERIFY(!nulls.pods[0].owner && nulls.pods[0].schedulerName.empty());
    QVERIFY(nulls.pods[0].creationTimestamp.empty() && !nulls.pods[0].priority);
    QVERIFY(writeWorkspace(nulls).find("creationTimestamp") == std::string::npos);
    QVERIFY(writeWorkspace(nulls).find("priority") == std::string::npos);
    QVERIFY(writeWorkspace(nulls).find("owner") == std::string::npos);
    QVERIFY(writeWorkspace(nulls).find("schedulerName") == std::string::npos);
}

// What cluster-autoscaler's scale-down reads: node and pod annotations, a
// pod's local volumes, PodDisruptionBudgets. Written back as read.
void TestWorkspace::readsAndWritesAutoscalerFields()
{
    const std::string text = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: p
  scheduler: kube-scheduler
nodes:
- name: n1
  allocatable: {cpu: "4"}
  annotations: {cluster-autoscaler.kubernetes.io/scale-down-disabled: "true"}
pods:
- name: web
  namespace: shop
  labels: {app: web}
  annotations:
    cluster-autoscaler.kubernetes.io/safe-to-evict-local-volumes: "scratch,cache"
    note: ""
  volumes:
  - {name: scratch, emptyDir: {}}
  - {name: cache, emptyDir: {medium: Memory}}
  - {name: logs, hostPath: {path: /var/log}}
podDisruptionBudgets:
- name: web-pdb
  namespace: shop
  selector:
    matchLabels: {app: web}
  disruptionsAllowed: 1
- name: all.of-kube-system
  namespace: kube-system
  selector: {}
  disruptionsAllowed: 0
- name: none
  disruptionsAllowed: 2147483647
)";
    const Workspace ws = readWorkspace(text, "ws.binpack.yaml");
    QCOMPARE(ws.nodes[0].annotations, (Labels { { "cluster-autoscaler.kubernetes.io/scale-down-disabled", "true" } }));
    QCOMPARE(ws.pods[0].annotations,
        (Labels { { "cluster-autoscaler.kubernetes.io/safe-to-evict-local-volumes", "scratch,cache" }, { "note", "" } }));
    QCOMPARE(ws.pods[0].volumes.size(), size_t(3));
    QCOMPARE(ws.pods[0].volumes[0], (LocalVolume { "scratch", false, "", "" }));
    QCOMPARE(ws.pods[0].volumes[1], (LocalVolume { "cache", false, "Memory", "" }));
    QCOMPARE(ws.pods[0].volumes[2], (LocalVolume { "logs", true, "", "/var/log" }));
    QCOMPARE(ws.podDisruptionBudgets.size(), size_t(3));
    const PodDisruptionBudget& web = ws.podDisruptionBudgets[0];
    QCOMPARE(web.name, std::string("web-pdb"));
    QCOMPARE(web.namespace_, std::string("shop"));
    QVERIFY(web.selector && web.selector->matchLabels == (Labels { { "app", "web" } }));
    QCOMPARE(web.disruptionsAllowed, 1);
    QVERIFY(ws.podDisruptionBudgets[1].selector && ws.podDisruptionBudgets[1].selector->matchLabels.empty());
    QVERIFY(!ws.podDisruptionBudgets[2].selector); // selects no pod
    QCOMPARE(ws.podDisruptionBudgets[2].namespace_, std::string());
    QCOMPARE(ws.podDisruptionBudgets[2].disruptionsAllowed, std::numeric_limits<int32_t>::max());
    // Line by line, so that a failure names the line.
    QCOMPARE(QString::fromStdString(writeWorkspace(ws)).split('\n'), QString::fromStdString(text).split('\n'));
    const auto problem = roundTripProblem(ws);
    QVERIFY2(!problem, problem ? problem->c_str() : "");
    // None of them: the file is written as before, without the keys.
    const Workspace plain = readWorkspace(kHead + "nodes:\n- name: n\n  annotations:\npods:\n- name: a\n  "
                                                  "volumes: []\npodDisruptionBudgets: []\n",
        "plain");
    const std::string written = writeWorkspace(plain);
    for (const char* key : { "annotations", "volumes", "podDisruptionBudgets" })
        QVERIFY2(written.find(key) == std::string::npos, key);
}

// metadata.creationTimestamp as metav1.Time reads it: Go's time.Parse with
// time.RFC3339 (time/format_rfc3339.go parseRFC3339, then the general parser
// for a comma before the fraction). Go's reference time, Mon Jan 2 15:04:05
// MST 2006 (-07:00), is 1136239445 s after the epoch.
void TestWorkspace::rfc3339Times()
{
    const auto at = [](const char* text) { return parseRfc3339(text); };
    QCOMPARE(at("1970-01-01T00:00:00Z")->seconds, int64_t(0));
    QCOMPARE(at("2006-01-02T15:04:05-07:00")->seconds, int64_t(1136239445));
    QCOMPARE(at("2006-01-02T22:04:05Z")->seconds, int64_t(1136239445));
    QCOMPARE(at("2006-01-02T23:34:05+01:30")->seconds, int64_t(1136239445));
    QCOMPARE(at("1969-12-31T23:59:59Z")->seconds, int64_t(-1));
    QCOMPARE(at("2024-02-29T00:00:00Z")->seconds, int64_t(1709164800)); // a leap day
    QCOMPARE(at("2000-02-29T00:00:00Z")->seconds, int64_t(951782400));  // 2000 is a leap year
    QCOMPARE(at("9999-12-31T23:59:59Z")->seconds, int64_t(253402300799));
    QCOMPARE(at("0000-01-01T00:00:00Z")->seconds, int64_t(-62167219200));
    QCOMPARE(at("2024-05-01T09:30:00.5Z")->nanos, 500'000'000);
    QCOMPARE(at("2024-05-01T09:30:00,000001Z")->nanos, 1000);
    QCOMPARE(at("2024-05-01T09:30:00.123456789987Z")->nanos, 123456789); // beyond nine digits: dropped
    QVERIFY(*at("2024-05-01T09:30:00.1Z") > *at("2024-05-01T09:30:00Z"));
    for (const char* bad : { "", "2024-05-01", "2024-05-01T09:30:00", "2024-05-01 09:30:00Z", "2024-05-01t09:30:00Z",
             "2024-05-01T09:30:00z", "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2024-04-31T00:00:00Z",
             "2024-13-01T00:00:00Z", "2024-00-01T00:00:00Z", "2024-05-00T00:00:00Z", "2024-05-01T24:00:00Z",
             "2024-05-01T09:60:00Z", "2024-05-01T09:30:60Z", "2024-05-01T09:30:00+24:00",
             "2024-05-01T09:30:00+01:60", "2024-05-01T09:30:00+0100", "2024-05-01T09:30:00.Z",
             "2024-05-01T09:30:00Z ", "+2024-05-01T09:30:00Z", "2024-5-01T09:30:00Z", "2024-05-01T09:30:00+01" })
        QVERIFY2(!at(bad), bad);
}

// Each affinity level set but empty is written as {} and read back as set.
void TestWorkspace::emptyAffinityLevels()
{
    for (const char* level : { "nodeAffinity", "podAffinity", "podAntiAffinity" }) {
        const std::string text = kHead + "  scheduler: kube-scheduler\nnodes: []\npods:\n- name: a\n  affinity:\n    "
            + level + ": {}\n";
        const Workspace ws = readWorkspace(text, "ws");
        QCOMPARE(writeWorkspace(ws), text);
    }
    const Workspace nulls
        = readWorkspace(kHead + "pods:\n- name: a\n  affinity:\n    podAffinity:\n    podAntiAffinity:\n", "ws");
    QVERIFY(nulls.pods[0].affinity && !nulls.pods[0].affinity->podAffinity && !nulls.pods[0].affinity->podAntiAffinity);
}

void TestWorkspace::readsPortsAndImages()
{
    Workspace ws;
    try {
        ws = readWorkspace(kPortsAndImages, "ws.binpack.yaml");
    } catch (const InputError& e) {
        QFAIL(e.what());
    }
    const std::vector<ContainerImage> images = {
        { { "registry.example.com/web:1.0", "registry.example.com/web@sha256:0123" }, 45870213 },
        { { "pause:3.9" }, 0 },
        { {}, 0 },
        { {}, 0 }, // names: null
        { { "", "x" }, std::numeric_limits<int64_t>::max() },
    };
    QVERIFY(ws.nodes[0].images == images);
    QVERIFY(ws.nodes[1].images.empty());

    const Pod& web = ws.pods[0];
    const Container& app = web.containers[0];
    QCOMPARE(app.image, std::string("registry.example.com/web:1.0"));
    const std::vector<ContainerPort> appPorts = {
        { "http", 8080, 0, "", "" },
        { "", 53, 53, "UDP", "10.0.0.5" },
        { "", 53, 53, "TCP", "10.0.0.5" },
        { "", 65535, 0, "", "" },
    };
    QVERIFY(app.ports == appPorts);
    QCOMPARE(web.containers[1].image, std::string());
    const std::vector<ContainerPort> secondPorts = { { "", 1, 65535, "SCTP", "fd00::1" }, { "", 9, 53, "UDP", "" } };
    QVERIFY(web.containers[1].ports == secondPorts);
    QCOMPARE(web.initContainers[0].image, std::string("busybox"));
    const std::vector<ContainerPort> initPorts = { { "", 80, 8080, "", "" } };
    QVERIFY(web.initContainers[0].ports == initPorts);
    QVERIFY(web.initContainers[1].ports == initPorts); // init containers run one by one
    QVERIFY(web.initContainers[2].ports.empty());
}

void TestWorkspace::writesPortsAndImages()
{
    const Workspace ws = readWorkspace(kPortsAndImages, "ws.binpack.yaml");
    // The first image would pass 100 columns in flow style: a block map. In a
    // flow list a name with ':' is quoted, as a node selector value is.
    const std::string expected = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: p
  scheduler: kube-scheduler
nodes:
- name: n1
  allocatable: {}
  images:
  - names: ["registry.example.com/web:1.0", "registry.example.com/web@sha256:0123"]
    sizeBytes: 45870213
  - {names: ["pause:3.9"]}
  - {}
  - {}
  - {names: ["", x], sizeBytes: 9223372036854775807}
- name: n2
  allocatable: {}
pods:
- name: web
  containers:
  - name: app
    image: registry.example.com/web:1.0
    requests: {}
    ports:
    - {name: http, containerPort: 8080}
    - {containerPort: 53, hostPort: 53, protocol: UDP, hostIP: 10.0.0.5}
    - {containerPort: 53, hostPort: 53, protocol: TCP, hostIP: 10.0.0.5}
    - {containerPort: 65535}
  - requests: {}
    ports:
    - {containerPort: 1, hostPort: 65535, protocol: SCTP, hostIP: "fd00::1"}
    - {containerPort: 9, hostPort: 53, protocol: UDP}
  initContainers:
  - name: init-a
    image: busybox
    requests: {}
    ports:
    - {containerPort: 80, hostPort: 8080}
  - name: init-b
    requests: {}
    ports:
    - {containerPort: 80, hostPort: 8080}
  - name: no-ports
    requests: {}
)";
    QCOMPARE(writeWorkspace(ws), expected);
    QVERIFY(readWorkspace(expected, "saved") == ws);
}

void TestWorkspace::portsAndImagesRoundTrip_data()
{
    QTest::addColumn<std::string>("text"); // every string field of a port and an image is set to it
    for (const char* t : { "true", "null", "~", "1e3", "010", "-1", "a/b:c", "a: b", "#x", "x #y", "- x", "[a]", "{a}",
             "*a", "&a", "!x", "'q'", "\"d\"", " lead", "trail ", "two\nlines", "é-1", "?", ":", ",",
             "registry.example.com/web@sha256:df08d57eecf39eb20ac9177e96c1c14708b9b0872b5a22aa6d7fb225ab182bd4" })
        QTest::newRow(t) << std::string(t);
    QTest::newRow("empty") << std::string();
    QTest::newRow("long") << std::string(150, 'x'); // past the flow line limit: block items
}

// Every string a port or an image can hold is written so that it reads back
// the same, and writing again gives the same bytes.
void TestWorkspace::portsAndImagesRoundTrip()
{
    QFETCH(std::string, text);
    Workspace ws;
    Profile profile;
    profile.name = "p";
    ws.profiles.push_back(profile);
    Node n;
    n.name = "n1";
    n.images = { { { text, "b", text }, 7 }, { { text }, 0 }, { {}, 1 } };
    ws.nodes.push_back(n);
    Pod p;
    p.name = "web";
    Container c;
    c.name = "app";
    c.image = text;
    // A port name must be one the API server takes (IsValidPortName) and
    // unique in the container: the text names a port when it can be one.
    const std::string portName = portNameProblem(text) ? std::string("http") : text;
    c.ports = { { portName, 8080, 0, "", "" }, { "", 53, 53, "UDP", "::ffff:10.0.0.1" },
        { "sctp", 1, 65535, "SCTP", "fd00::1" }, { "", 443, 443, "TCP", "10.0.0.1" } };
    p.containers = { c, Container {} };
    Container init;
    init.image = text;
    init.restartable = true;
    init.ports = { { "", 80, 80, "", "" } };
    p.initContainers = { init, init };
    ws.pods.push_back(p);

    const auto problem = roundTripProblem(ws);
    QVERIFY2(!problem, problem ? problem->c_str() : "");
}

// A workspace written before image, ports and images existed reads as
// before, and is written back without any of the new keys.
void TestWorkspace::oldWorkspaceHasNoPortsOrImages()
{
    int files = 0;
    for (const QFileInfo& fi : bundledWorkspaceFiles()) {
        const std::string text = readText(fi.absoluteFilePath());
        QVERIFY2(text.find("image") == std::string::npos && text.find("ports:") == std::string::npos,
            qPrintable(fi.fileName())); // none uses them (yet): each would need its own check
        ++files;
        const Workspace ws = readWorkspace(text, fi.fileName().toStdString());
        for (const Node& n : ws.nodes)
            QVERIFY(n.images.empty());
        for (const Pod& p : ws.pods) {
            for (const auto* list : { &p.containers, &p.initContainers })
                for (const Container& c : *list)
                    QVERIFY(c.image.empty() && c.ports.empty());
        }
        const std::string saved = writeWorkspace(ws);
        for (const char* key : { "image:", "images:", "ports:" })
            QVERIFY2(saved.find(key) == std::string::npos, key);
        QCOMPARE(writeWorkspace(readWorkspace(saved, "saved")), saved);
    }
    QVERIFY(files >= 4);
}

// validateContainerPorts does not look at hostIP, so the API server takes any
// string there; the workspace keeps it as written (NodePorts compares it as
// text, and only 0.0.0.0 or empty means every address).
void TestWorkspace::hostIpIsAnyString()
{
    const std::string text = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles: [{name: p}]\n"
                             "nodes: [{name: n1}]\npods:\n- name: web\n  containers:\n  - ports:\n"
                             "    - {containerPort: 80, hostPort: 80, hostIP: localhost}\n"
                             "    - {containerPort: 81, hostPort: 81, hostIP: 10.0.0.256}\n";
    const Workspace ws = readWorkspace(text, "in.yaml");
    QCOMPARE(ws.pods[0].containers[0].ports[0].hostIP, std::string("localhost"));
    QCOMPARE(ws.pods[0].containers[0].ports[1].hostIP, std::string("10.0.0.256"));
    QCOMPARE(readWorkspace(writeWorkspace(ws), "again.yaml"), ws);
}

// prices (issue 16): every key, label values YAML would misread quoted,
// numbers in their shortest form, the keys in the writer's order.
void TestWorkspace::readsAndWritesPrices()
{
    const std::string text = R"(apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:
- name: p
  scheduler: kube-scheduler
nodes: []
pods: []
prices:
  label: example.com/pool
  currency: EUR
  default: 0.1
  byLabel:
    m5.large: 0.096
    m5.xlarge: 0.192
    "true": 1000000
    "": 0
    "1.5": 0.0000001
    gpu_A-100.x: 32.7726
)";
    const Workspace ws = readWorkspace(text, "ws.binpack.yaml");
    QVERIFY(ws.prices);
    const PriceTable& t = *ws.prices;
    QCOMPARE(t.label, std::string("example.com/pool"));
    QCOMPARE(t.currency, std::string("EUR"));
    QCOMPARE(t.defaultPrice, std::optional<double>(0.1));
    const std::vector<std::pair<std::string, double>> listed { { "m5.large", 0.096 }, { "m5.xlarge", 0.192 },
        { "true", 1e6 }, { "", 0 }, { "1.5", 1e-7 }, { "gpu_A-100.x", 32.7726 } };
    QCOMPARE(t.prices, listed);
    QCOMPARE(t.pos.line, 8);
    // Line by line, so that a failure names the line.
    QCOMPARE(QString::fromStdString(writeWorkspace(ws)).split('\n'), QString::fromStdString(text).split('\n'));
    const auto problem = roundTripProblem(ws);
    QVERIFY2(!problem, problem ? problem->c_str() : "");
    // A table is part of the content; its position is not.
    Workspace other = ws;
    other.prices->pos = { 1, 1 };
    QVERIFY(other == ws);
    other.prices->prices[0].second = 0.097;
    QVERIFY(!(other == ws));
    other = ws;
    other.prices->currency = "USD";
    QVERIFY(!(other == ws));
    other = ws;
    other.prices.reset();
    QVERIFY(!(other == ws));
}

// No prices key, prices: null, prices: {}, a table with the default label.
void TestWorkspace::pricesAbsentEmptyOrDefault()
{
    const std::string head = kHead + "  scheduler: kube-scheduler\nnodes: []\npods: []\n";
    const Workspace none = readWorkspace(head, "none");
    QVERIFY(!none.prices);
    QVERIFY(writeWorkspace(none).find("prices") == std::string::npos);
    const Workspace null = readWorkspace(head + "prices:\n", "null");
    QVERIFY(!null.prices);
    QCOMPARE(null, none);

    const Workspace empty = readWorkspace(head + "prices: {}\n", "empty");
    QVERIFY(empty.prices);
    QCOMPARE(empty.prices->label, std::string("node.kubernetes.io/instance-type"));
    QVERIFY(!empty.prices->defaultPrice);
    QVERIFY(empty.prices->currency.empty());
    QVERIFY(empty.prices->prices.empty());
    QVERIFY(!(empty == none));
    QCOMPARE(writeWorkspace(empty), head + "prices: {}\n");
    // Null values are absent ones: no default, no byLabel, no currency.
    const Workspace nulls = readWorkspace(head + "prices:\n  default:\n  byLabel:\n  currency:\n", "nulls");
    QCOMPARE(nulls, empty);

    // The default label is not written; the other keys in their order.
    const std::string defaulted = head + "prices:\n  default: 0.25\n  byLabel: {m5.large: 0.096}\n";
    const Workspace d = readWorkspace(defaulted, "defaulted");
    QCOMPARE(d.prices->label, std::string("node.kubernetes.io/instance-type"));
    QCOMPARE(writeWorkspace(d), head + "prices:\n  default: 0.25\n  byLabel:\n    m5.large: 0.096\n");
    const Workspace explicitLabel = readWorkspace(head
            + "prices:\n  label: node.kubernetes.io/instance-type\n  default: 0.25\n  byLabel:\n"
              "    m5.large: 0.096\n",
        "explicit");
    QCOMPARE(explicitLabel, d);
}

// A price as written, its value, and the writer's shortest form.
void TestWorkspace::priceNumbers_data()
{
    QTest::addColumn<std::string>("written");
    QTest::addColumn<double>("value");
    QTest::addColumn<std::string>("rewritten");
    auto row = [](const char* written, double value, const char* rewritten) {
        QTest::newRow(written) << std::string(written) << value << std::string(rewritten);
    };
    row("0", 0, "0");
    row("-0", 0, "0");
    row("-0.0e5", 0, "0");
    row("0.10", 0.1, "0.1");
    row("+0.5", 0.5, "0.5");
    row(".5", 0.5, "0.5");
    row("5.", 5, "5");
    row("7", 7, "7");
    row("1e-3", 0.001, "0.001");
    row("2E2", 200, "200");
    row("1.5e+2", 150, "150");
    row("0.30000000000000004", 0.1 + 0.2, "0.30000000000000004");
    row("1000000", 1e6, "1000000");
    row("1e6", 1e6, "1000000");
    row("0.0000001", 1e-7, "0.0000001");
    row("123456.789", 123456.789, "123456.789");
}

void TestWorkspace::priceNumbers()
{
    QFETCH(std::string, written);
    QFETCH(double, value);
    QFETCH(std::string, rewritten);
    const std::string head = kHead + "  scheduler: kube-scheduler\nnodes: []\npods: []\nprices:\n  default: ";
    const Workspace ws = readWorkspace(head + written + "\n", "ws");
    QVERIFY(ws.prices && ws.prices->defaultPrice);
    QCOMPARE(*ws.prices->defaultPrice, value);
    QVERIFY(!std::signbit(*ws.prices->defaultPrice)); // -0 is read as 0
    QCOMPARE(writeWorkspace(ws), head + rewritten + "\n");
}

// Tables built in code: read(write(ws)) == ws, and the second write gives
// the same bytes, for values whose shortest form is long or tiny.
void TestWorkspace::pricesRoundTrip_data()
{
    QTest::addColumn<double>("price");
    QTest::addColumn<std::string>("labelValue");
    QTest::newRow("a third") << 1.0 / 3 << std::string("m5.large");
    QTest::newRow("the largest") << 1e6 << std::string("x");
    QTest::newRow("just below the largest") << std::nextafter(1e6, 0.0) << std::string("x");
    QTest::newRow("the smallest double") << std::numeric_limits<double>::denorm_min() << std::string("x");
    QTest::newRow("the smallest normal") << std::numeric_limits<double>::min() << std::string("x");
    QTest::newRow("a cent") << 0.01 << std::string("null");
    QTest::newRow("an integer label value") << 2.5 << std::string("8");
    QTest::newRow("an empty label value") << 0.0 << std::string();
    QTest::newRow("a label value with dots, _ and -") << 0.42 << std::string("a.b_c-d");
}

void TestWorkspace::pricesRoundTrip()
{
    QFETCH(double, price);
    QFETCH(std::string, labelValue);
    Workspace ws;
    Profile p;
    p.name = "p";
    ws.profiles = { p };
    PriceTable t;
    t.label = "topology.kubernetes.io/zone";
    t.currency = "€";
    t.defaultPrice = price;
    t.prices = { { labelValue, price }, { "other", 0.5 } };
    ws.prices = t;
    const auto problem = roundTripProblem(ws);
    QVERIFY2(!problem, problem ? problem->c_str() : "");
    QCOMPARE(*readWorkspace(writeWorkspace(ws), "again").prices->defaultPrice, price);
}

// hourlyPrice: the listed price of the node's label value, else the
// default, else none.
void TestWorkspace::hourlyPriceLookup()
{
    PriceTable t;
    t.defaultPrice = 0.1;
    t.prices = { { "m5.large", 0.096 }, { "m5.xlarge", 0.192 }, { "spot-free", 0 } };
    auto node = [](Labels labels) {
        Node n;
        n.name = "n";
        n.labels = std::move(labels);
        return n;
    };
    const Node large = node({ { "kubernetes.io/hostname", "a" }, { "node.kubernetes.io/instance-type", "m5.large" } });
    const Node xlarge = node({ { "node.kubernetes.io/instance-type", "m5.xlarge" } });
    const Node unlisted = node({ { "node.kubernetes.io/instance-type", "t3.micro" } });
    const Node free = node({ { "node.kubernetes.io/instance-type", "spot-free" } });
    const Node unlabelled = node({ { "beta.kubernetes.io/instance-type", "m5.large" } });
    const Node bare = node({});
    QCOMPARE(hourlyPrice(t, large), std::optional<double>(0.096));
    QCOMPARE(hourlyPrice(t, xlarge), std::optional<double>(0.192));
    QCOMPARE(hourlyPrice(t, free), std::optional<double>(0)); // listed at 0: not the default
    QCOMPARE(hourlyPrice(t, unlisted), std::optional<double>(0.1));
    QCOMPARE(hourlyPrice(t, unlabelled), std::optional<double>(0.1)); // only the table's label counts
    QCOMPARE(hourlyPrice(t, bare), std::optional<double>(0.1));
    t.defaultPrice.reset();
    QCOMPARE(hourlyPrice(t, large), std::optional<double>(0.096));
    QCOMPARE(hourlyPrice(t, unlisted), std::optional<double>());
    QCOMPARE(hourlyPrice(t, unlabelled), std::optional<double>());
    QCOMPARE(hourlyPrice(t, bare), std::optional<double>());
    // Another label; an empty value is a value like any other.
    t.label = "pool";
    t.prices = { { "gpu", 3.06 }, { "", 0.05 } };
    QCOMPARE(hourlyPrice(t, node({ { "pool", "gpu" } })), std::optional<double>(3.06));
    QCOMPARE(hourlyPrice(t, node({ { "pool", "" } })), std::optional<double>(0.05));
    QCOMPARE(hourlyPrice(t, large), std::optional<double>());
    // Read from a file: the same answers.
    const Workspace ws = readWorkspace(kHead
            + "nodes:\n- name: a\n  labels: {node.kubernetes.io/instance-type: m5.large}\n"
              "- name: b\nprices:\n  default: 0.2\n  byLabel: {m5.large: 0.096}\n",
        "ws");
    QCOMPARE(hourlyPrice(*ws.prices, ws.nodes[0]), std::optional<double>(0.096));
    QCOMPARE(hourlyPrice(*ws.prices, ws.nodes[1]), std::optional<double>(0.2));
    // A month is 730 hours: 8760 / 12.
    QCOMPARE(kHoursPerMonth, 8760.0 / 12);
    QCOMPARE(*hourlyPrice(*ws.prices, ws.nodes[1]) * kHoursPerMonth, 146.0);
}

QTEST_APPLESS_MAIN(TestWorkspace)
#include "test_workspace.moc"
