// SPDX-License-Identifier: GPL-3.0-or-later
// Malformed workspace files: one row per kind of mistake, each asserting the
// file, line, column, field path and what was expected; plus collecting every
// error at once and the cap on their number.
#include "io/workspace_io.h"

#include <QtTest>

#include <string>

using namespace bp;

Q_DECLARE_METATYPE(std::string)

namespace {

const std::string kHead = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\n";

std::vector<Diagnostic> errorsOf(const std::string& yaml)
{
    try {
        readWorkspace(yaml, "ws.binpack.yaml");
    } catch (const InputError& e) {
        return e.diagnostics();
    }
    return {};
}

} // namespace

class TestWorkspaceErrors : public QObject {
    Q_OBJECT

private slots:
    void malformed_data();
    void malformed();
    void collectsAllErrors();
    void stopsAfterTooManyErrors();
};

void TestWorkspaceErrors::malformed_data()
{
    QTest::addColumn<std::string>("yaml");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<std::string>("field");
    QTest::addColumn<std::string>("phrase");

    const std::string nodes = kHead + "nodes:\n- name: node1\n";
    auto row = [](const char* name, const std::string& yaml, int line, int column, const char* field,
                  const std::string& phrase) {
        QTest::newRow(name) << yaml << line << column << std::string(field) << phrase;
    };

    row("bad quantity", kHead + "nodes:\n- name: n1\n  allocatable: {cpu: 8x}\n", 7, 22, "nodes[0].allocatable.cpu",
        "\"8x\" is not a valid quantity: unknown suffix \"x\"; expected one of n, u, m, k, M, G, T, P, E, Ki, Mi, Gi, "
        "Ti, Pi, Ei or an exponent (e.g. 1e3)");
    row("quantity with space", kHead + "nodes:\n- name: n1\n  allocatable:\n    memory: 1 Gi\n", 8, 13,
        "nodes[0].allocatable.memory", "\"1 Gi\" is not a valid quantity: it contains whitespace");
    row("negative quantity", kHead + "nodes:\n- name: n1\n  allocatable: {cpu: -1}\n", 7, 22,
        "nodes[0].allocatable.cpu", "\"-1\" is negative; expected a quantity of zero or more");
    row("negative request", nodes + "pods:\n- name: a\n  containers:\n  - requests: {memory: -1Gi}\n", 10, 24,
        "pods[0].containers[0].requests.memory", "is negative");
    row("quantity too large", nodes + "pods:\n- name: a\n  overhead: {cpu: 1e40}\n", 9, 19, "pods[0].overhead.cpu",
        "the value is too large");
    row("quantity is a map", kHead + "nodes:\n- name: n1\n  allocatable:\n    cpu: {a: 1}\n", 8, 10,
        "nodes[0].allocatable.cpu", "expected a quantity such as 500m, 2 or 1Gi, found a map");
    row("empty resource name", kHead + "nodes:\n- name: n1\n  allocatable: {\"\": 1}\n", 7, 17,
        "nodes[0].allocatable.", "empty resource name");
    row("unknown field with hint", kHead + "nodes:\n- nmae: n1\n", 6, 3, "nodes[0].nmae",
        "unknown field; did you mean \"name\"? expected name, allocatable, or labels");
    row("unknown top-level field", kHead + "node:\n- name: n1\n", 5, 1, "node",
        "unknown field; did you mean \"nodes\"?");
    row("container resources hint", nodes + "pods:\n- name: a\n  containers:\n  - resources: {}\n", 10, 5,
        "pods[0].containers[0].resources", "write the requests directly under the container");
    row("wrong type: list for map", kHead + "nodes:\n- name: n1\n  allocatable: [cpu]\n", 7, 16,
        "nodes[0].allocatable", "expected a map (key: value), found a list");
    row("wrong type: map for list", kHead + "nodes: {name: n1}\n", 5, 8, "nodes",
        "expected a list of nodes, found a map");
    row("missing pod name", nodes + "pods:\n- containers: []\n", 8, 3, "pods[0].name",
        "missing; expected the pod's name");
    row("empty node name", kHead + "nodes:\n- name: \"\"\n", 6, 9, "nodes[0].name",
        "expected the node's name, found an empty string");
    row("duplicate node", kHead + "nodes:\n- name: n1\n- name: n1\n", 7, 3, "nodes[1].name",
        "duplicate node name \"n1\"; nodes[0] has it too");
    row("duplicate pod", nodes + "pods:\n- name: a\n- name: a\n", 9, 3, "pods[1].name", "duplicate pod name \"a\"");
    row("duplicate profile", kHead + "- name: p\n", 5, 3, "profiles[1].name", "duplicate profile name \"p\"");
    row("replica name collides", nodes + "pods:\n- name: web\n  replicas: 3\n- name: web-2\n", 10, 3,
        "pods[1].name", "is also the name of a replica of pods[0] (web with 3 replicas)");
    row("unknown nodeName", nodes + "pods:\n- name: a\n  nodeName: node9\n", 9, 13, "pods[0].nodeName",
        "no node is named \"node9\"; did you mean \"node1\"? expected one of the nodes: node1");
    row("replicas 0", nodes + "pods:\n- name: a\n  replicas: 0\n", 9, 13, "pods[0].replicas",
        "0 is out of range; expected an integer between 1 and 1000000");
    row("replicas abc", nodes + "pods:\n- name: a\n  replicas: abc\n", 9, 13, "pods[0].replicas",
        "expected an integer, found the value \"abc\"");
    row("replicas quoted", nodes + "pods:\n- name: a\n  replicas: \"3\"\n", 9, 13, "pods[0].replicas",
        "expected an integer between 1 and 1000000, found the string \"3\"");
    row("replicas too many", nodes + "pods:\n- name: a\n  replicas: 1000001\n", 9, 13, "pods[0].replicas",
        "1000001 is out of range");
    row("restartPolicy Never", nodes + "pods:\n- name: a\n  initContainers:\n  - restartPolicy: Never\n", 10, 20,
        "pods[0].initContainers[0].restartPolicy", "unsupported restartPolicy \"Never\"; expected Always");
    row("apiVersion wrong", "apiVersion: v1\nkind: Workspace\nprofiles:\n- name: p\n", 1, 13, "apiVersion",
        "unsupported apiVersion \"v1\"; expected binpack-studio/v1alpha1");
    row("kind wrong", "apiVersion: binpack-studio/v1alpha1\nkind: Pod\nprofiles:\n- name: p\n", 2, 7, "kind",
        "unsupported kind \"Pod\"; expected Workspace");
    row("apiVersion missing", "kind: Workspace\nprofiles:\n- name: p\n", 1, 1, "apiVersion",
        "missing; expected apiVersion: binpack-studio/v1alpha1");
    row("profiles missing", "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\n", 1, 1, "profiles",
        "missing; expected a list with at least one profile");
    row("no profiles", "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles: []\n", 3, 11, "profiles",
        "no profiles; expected at least one");
    row("root is a list", "- a\n- b\n", 1, 1, "", "expected a map with apiVersion, kind, profiles, nodes and pods");
    row("root is a scalar", "hello\n", 1, 1, "", "found the value \"hello\"");
    row("empty file", "", 1, 1, "", "the file is empty; expected a workspace");
    row("only a comment", "# nothing here\n", 1, 1, "", "the file is empty");
    row("YAML syntax error", kHead + "nodes: [a, b\n", 6, 1, "", "YAML syntax error: end of sequence flow not found");
    row("bad indentation", "apiVersion: binpack-studio/v1alpha1\n kind: Workspace\n", 2, 6, "",
        "YAML syntax error: illegal map value");
    row("second document", kHead + "---\napiVersion: x\n", 5, 1, "",
        "a second YAML document starts here; expected exactly one document");
    row("duplicate key", kHead + "  name: q\n", 5, 3, "profiles[0].name", "duplicate key");
    row("non-UTF-8 byte", "apiVersion: binpack-studio/v1alpha1\nkind: Work\xffspace\n", 2, 11, "",
        "byte 0xff is not valid UTF-8; expected UTF-8 text");
    row("truncated UTF-8", "apiVersion: binpack-studio/v1alpha1\nkind: \xc3", 2, 7, "", "is cut off");
    row("NUL byte", std::string("apiVersion: binpack\0-studio/v1alpha1\n", 38), 1, 20, "",
        "control character U+0000 is not allowed in YAML");
    row("UTF-16 file", std::string("\xff\xfe" "a\0", 4), 1, 1, "", "byte 0xff is not valid UTF-8");

    std::string bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
    for (char c = 'b'; c <= 'i'; ++c) {
        const char prev = static_cast<char>(c - 1);
        bomb += std::string(1, c) + ": &" + c + " [*" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *"
            + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + "]\n";
    }
    row("alias bomb", bomb, 2, 8, "", "YAML aliases expand this document to more than 10000000 extra nodes");
    row("alias cycle", kHead + "nodes: &n [*n]\n", 5, 12, "", "this alias refers to a node that contains it");
    row("deep flow nesting", "a: " + std::string(10000, '[') + std::string(10000, ']') + "\n", 1, 67, "",
        "nesting is deeper than 64 levels");
    std::string deepBlock;
    // 7000 levels (24 MB): past yaml-cpp's own depth guard, within the 32 MiB
    // a workspace may have.
    for (int i = 0; i < 7000; ++i)
        deepBlock += std::string(static_cast<size_t>(i), ' ') + "a:\n";
    row("deep block nesting", deepBlock, 64, 64, "", "nesting is deeper than 64 levels");

    row("volcanoVersion on kube-scheduler", kHead + "  volcanoVersion: \"1.12\"\n", 5, 19, "profiles[0].volcanoVersion",
        "volcanoVersion is a Volcano profile setting; this profile uses kube-scheduler (remove the key or set "
        "scheduler: volcano)");
    row("volcanoVersion a map", kHead + "  scheduler: volcano\n  volcanoVersion: {a: 1}\n", 6, 19,
        "profiles[0].volcanoVersion", "expected a Volcano version such as \"1.15\"");
    row("unknown scheduler", kHead + "  scheduler: volcan\n", 5, 14, "profiles[0].scheduler",
        "unknown scheduler \"volcan\"; did you mean \"volcano\"? expected kube-scheduler or volcano");
    row("binpack under kube-scheduler", kHead + "  plugins:\n    binpack: {}\n", 6, 5, "profiles[0].plugins.binpack",
        "binpack is a Volcano plugin and this profile uses kube-scheduler");
    row("Fit under volcano", kHead + "  scheduler: volcano\n  plugins:\n    NodeResourcesFit: {}\n", 7, 5,
        "profiles[0].plugins.NodeResourcesFit", "NodeResourcesFit is a kube-scheduler plugin");
    row("removed plugin", kHead + "  plugins:\n    RequestedToCapacityRatio: {}\n", 6, 5,
        "profiles[0].plugins.RequestedToCapacityRatio", "folded into NodeResourcesFit's scoringStrategy");
    row("plugins null", kHead + "  plugins:\n", 5, 3, "profiles[0].plugins",
        "expected a map of plugins, found nothing");
    row("plugin weight quoted", kHead + "  plugins:\n    NodeResourcesFit: {weight: \"2\"}\n", 6, 32,
        "profiles[0].plugins.NodeResourcesFit.weight", "expected an integer, found the string \"2\"");
    row("shape point without score",
        kHead
            + "  plugins:\n    NodeResourcesFit:\n      args:\n        scoringStrategy:\n"
              "          requestedToCapacityRatio:\n            shape:\n            - {utilization: 50}\n",
        11, 15, "profiles[0].plugins.NodeResourcesFit.args.scoringStrategy.requestedToCapacityRatio.shape[0].score",
        "missing; expected an integer (0..10)");
    row("resource weight not a number",
        kHead
            + "  plugins:\n    NodeResourcesFit:\n      args:\n        scoringStrategy:\n"
              "          resources:\n          - {name: cpu, weight: 1.5}\n",
        10, 33, "profiles[0].plugins.NodeResourcesFit.args.scoringStrategy.resources[0].weight",
        "expected an integer, found the value \"1.5\"");
    row("volcano explicit tag", kHead + "  scheduler: volcano\n  plugins:\n    binpack:\n      arguments:\n"
        "        binpack.weight: !!int 5\n", 9, 25, "profiles[0].plugins.binpack.arguments.binpack.weight",
        "explicit YAML tag \"tag:yaml.org,2002:int\" is not supported here");
    row("merge key", kHead + "nodes:\n- <<: {name: n1}\n", 6, 3, "nodes[0].<<", "unknown field");
}

void TestWorkspaceErrors::malformed()
{
    QFETCH(std::string, yaml);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(std::string, field);
    QFETCH(std::string, phrase);

    const std::vector<Diagnostic> diags = errorsOf(yaml);
    QVERIFY2(!diags.empty(), "the input was accepted");
    const Diagnostic* match = nullptr;
    for (const auto& d : diags) {
        if (d.field == field && d.message.find(phrase) != std::string::npos)
            match = &d;
    }
    QVERIFY2(match, joinDiagnostics(diags).c_str());
    QCOMPARE(match->file, std::string("ws.binpack.yaml"));
    QCOMPARE(match->line, line);
    QCOMPARE(match->column, column);
    // The rendered form names file, line, column and field.
    const std::string prefix = "ws.binpack.yaml:" + std::to_string(line) + ":" + std::to_string(column) + ": "
        + (field.empty() ? std::string() : field + ": ");
    QVERIFY2(match->toString().rfind(prefix, 0) == 0, match->toString().c_str());
    QVERIFY(match->message.find('\n') == std::string::npos);
}

void TestWorkspaceErrors::collectsAllErrors()
{
    const std::string yaml = kHead
        + "  scheduler: kube\nnodes:\n- name: n1\n  allocatable: {cpu: 1x, memory: -5}\npods:\n- name: a\n"
          "  nodeName: n2\n  replicas: 0\n";
    const auto diags = errorsOf(yaml);
    QCOMPARE(diags.size(), size_t(5));
    QCOMPARE(diags[0].field, std::string("profiles[0].scheduler"));
    QCOMPARE(diags[1].field, std::string("nodes[0].allocatable.cpu"));
    QCOMPARE(diags[2].field, std::string("nodes[0].allocatable.memory"));
    QCOMPARE(diags[3].field, std::string("pods[0].replicas"));
    QCOMPARE(diags[4].field, std::string("pods[0].nodeName"));
    try {
        readWorkspace(yaml, "ws.binpack.yaml");
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(std::string(e.what()), joinDiagnostics(diags));
    }
}

void TestWorkspaceErrors::stopsAfterTooManyErrors()
{
    std::string yaml = kHead + "nodes:\n";
    for (int i = 0; i < 500; ++i)
        yaml += "- name: n" + std::to_string(i) + "\n  allocatable: {cpu: bad}\n";
    const auto diags = errorsOf(yaml);
    QCOMPARE(diags.size(), size_t(101));
    QCOMPARE(diags.back().message, std::string("too many errors; stopped after 100"));
}

QTEST_APPLESS_MAIN(TestWorkspaceErrors)
#include "test_workspace_errors.moc"
