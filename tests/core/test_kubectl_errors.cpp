// SPDX-License-Identifier: GPL-3.0-or-later
// import-cluster on bad input: every message names file, line, column and field.
#include "kubectl_test_helpers.h"

using namespace bp;
using namespace kubectl_test;

class TestKubectlErrors : public QObject {
    Q_OBJECT

private slots:
    void notKubernetes_data()
    {
        QTest::addColumn<std::string>("input");
        QTest::addColumn<std::string>("error");
        QTest::newRow("deployment") << std::string("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n")
                                    << std::string("in.yaml:2:7: kind: expected a Kubernetes Node, Pod or List (kind: "
                                                   "Node, Pod, List, NodeList or PodList), got kind \"Deployment\" "
                                                   "(export the cluster with `kubectl get nodes,pods -A -o yaml`)");
        QTest::newRow("workspace") << std::string(
            "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles: []\n")
                                   << std::string("in.yaml:2:7: kind: expected a Kubernetes Node, Pod or List (kind: "
                                                  "Node, Pod, List, NodeList or PodList), got kind \"Workspace\" (a "
                                                  "Binpack Studio workspace: give it to --profile-from, or open it "
                                                  "directly)");
        QTest::newRow("no kind") << std::string("hello: world\n")
                                 << std::string(
                                        "in.yaml:1:1: expected a Kubernetes Node, Pod or List (kind: Node, Pod, "
                                        "List, NodeList or PodList), got a mapping without a \"kind\" field");
        QTest::newRow("plain text") << std::string("just some text\n")
                                    << std::string("in.yaml:1:1: expected a Kubernetes Node, Pod or List (kind: Node, "
                                                   "Pod, List, NodeList or PodList), got a string \"just some text\"");
        QTest::newRow("json kind number")
            << std::string("{\n  \"kind\": 3\n}")
            << std::string("in.yaml:2:11: kind: expected a Kubernetes Node, Pod or List "
                           "(kind: Node, Pod, List, NodeList or PodList), got kind \"3\" "
                           "(export the cluster with `kubectl get nodes,pods -A -o yaml`)");
        QTest::newRow("items not a list") << std::string("kind: List\nitems: {a: b}\n")
                                          << std::string("in.yaml:2:8: items: expected a list of objects, got a "
                                                         "mapping");
        QTest::newRow("item not an object") << std::string("{\"kind\": \"List\", \"items\": [\"x\"]}")
                                            << std::string("in.yaml:1:28: items[0]: expected a Kubernetes object (a "
                                                           "mapping with kind Node or Pod), got a string \"x\"");
        QTest::newRow("item without kind") << std::string("kind: List\nitems:\n- metadata: {name: a}\n")
                                           << std::string("in.yaml:3:3: items[0]: expected a Kubernetes object with a "
                                                          "\"kind\" field (Node or Pod)");
        QTest::newRow("empty") << std::string(" \n\n")
                               << std::string("in.yaml: the file is empty; expected a Kubernetes Node, Pod or List "
                                              "(kind: Node, Pod, List, NodeList or PodList)");
        QTest::newRow("node without a name")
            << std::string("kind: Node\nmetadata:\n  labels: {a: b}\n")
            << std::string("in.yaml:3:3: metadata.name: expected the node's name in metadata.name");
        QTest::newRow("pod name a list") << std::string("kind: List\nitems:\n- kind: Pod\n  metadata:\n    name: [a]\n")
                                         << std::string(
                                                "in.yaml:5:11: items[0].metadata.name: expected a string, got a list");
        QTest::newRow("containers a mapping")
            << std::string("{\"kind\": \"Pod\",\n \"metadata\": {\"name\": \"p\"},\n \"spec\": {\"containers\": {}}}")
            << std::string("in.yaml:3:11: spec.containers: expected a list, got a mapping");
        QTest::newRow("unschedulable a string")
            << std::string("kind: Node\nmetadata: {name: n}\nspec: {unschedulable: maybe}\n")
            << std::string("in.yaml:3:23: spec.unschedulable: expected true or false, got a string \"maybe\"");
        QTest::newRow("yaml nested too deep")
            << "a: " + std::string(3000, '[')
            << std::string("in.yaml:1:104: invalid YAML: nesting is deeper than 200 levels; "
                           "a kubectl export nests a few dozen levels");
        QTest::newRow("json nested deep") << std::string(100000, '[') + std::string(100000, ']')
                                          << std::string("in.yaml:1:1: [0]: expected a Kubernetes object (a mapping "
                                                         "with kind Node or Pod), got a list");
        QTest::newRow("invalid yaml") << std::string("kind: List\nitems: [a, b\n")
                                      << std::string("in.yaml:3:1: invalid YAML: end of sequence flow not found");
    }

    void notKubernetes()
    {
        QFETCH(std::string, input);
        QFETCH(std::string, error);
        COMPARE_STR(errorOf([&] { importClusterText(input, "in.yaml", {}); }), error);
    }

    void malformedJson_data()
    {
        QTest::addColumn<std::string>("input");
        QTest::addColumn<std::string>("error");
        QTest::newRow("missing comma")
            << std::string("{\n    \"kind\": \"List\",\n    \"items\": [\n        {\"kind\": \"Node\" \"metadata\": "
                           "{}}\n    ]\n}\n")
            << std::string("bad.json:4:25: invalid JSON: Missing a comma or '}' after an object member.");
        QTest::newRow("truncated") << std::string("{\n    \"kind\": \"List\",\n    \"items\": [\n")
                                   << std::string("bad.json:4:1: invalid JSON: Invalid value.");
        QTest::newRow("after an escaped newline")
            << std::string("{\"kind\": \"List\", \"a\": \"x\\ny\\nz\",\n \"items\": [}\n")
            << std::string("bad.json:2:12: invalid JSON: Invalid value.");
        QTest::newRow("trailing garbage") << std::string("{\"kind\": \"List\", \"items\": []}\n  oops\n")
                                          << std::string("bad.json:2:3: invalid JSON: Invalid value.");
        QTest::newRow("bom then array") << std::string("\xEF\xBB\xBF[1,]")
                                        << std::string("bad.json:1:7: invalid JSON: Invalid value.");
    }

    void malformedJson()
    {
        QFETCH(std::string, input);
        QFETCH(std::string, error);
        COMPARE_STR(errorOf([&] { importClusterText(input, "bad.json", {}); }), error);
    }

    void malformedQuantity_data()
    {
        QTest::addColumn<std::string>("input");
        QTest::addColumn<std::string>("error");
        QTest::newRow("json allocatable")
            << std::string("{\n    \"kind\": \"List\",\n    \"items\": [\n        {\"kind\": \"Node\", \"metadata\": "
                           "{\"name\": \"n1\"}},\n        {\"kind\": \"Node\",\n         \"metadata\": {\"name\": "
                           "\"n2\"},\n         \"status\": {\"allocatable\": {\"cpu\": \"8x\"}}}\n    ]\n}\n")
            << std::string("q.json:7:44: items[1].status.allocatable.cpu: \"8x\" is not a valid quantity: unknown "
                           "suffix \"x\"; expected one of n, u, m, k, M, G, T, P, E, Ki, Mi, Gi, Ti, Pi, Ei or an "
                           "exponent (e.g. 1e3)");
        QTest::newRow("yaml request")
            << std::string("kind: List\nitems:\n- kind: Node\n  metadata: {name: n1}\n- kind: Pod\n  metadata:\n"
                           "    name: p\n  spec:\n    containers:\n    - name: c\n      resources:\n"
                           "        requests:\n          memory: 12Mb\n")
            << std::string("q.json:13:19: items[1].spec.containers[0].resources.requests.memory: \"12Mb\" is not a "
                           "valid quantity: unknown suffix \"Mb\"; expected one of n, u, m, k, M, G, T, P, E, Ki, Mi, "
                           "Gi, Ti, Pi, Ei or an exponent (e.g. 1e3)");
        QTest::newRow("json limit of an init container")
            << std::string("{\"kind\": \"Node\", \"metadata\": {\"name\": \"n\"}}\n{\"kind\": \"Pod\", \"metadata\": "
                           "{\"name\": \"p\"}, \"spec\": {\"initContainers\": [{\"resources\": {\"limits\": {\"cpu\": "
                           "\"-1\"}}}]}}\n")
            << std::string("q.json:2:105: spec.initContainers[0].resources.limits.cpu: \"-1\" is negative; expected a "
                           "quantity of zero or more");
        QTest::newRow("json quantity not a string")
            << std::string("{\"kind\": \"Node\", \"metadata\": {\"name\": \"n\"},\n \"status\": {\"allocatable\": "
                           "{\"cpu\": true}}}")
            << std::string("q.json:2:29: status.allocatable.cpu: expected a quantity such as \"500m\" or \"4Gi\", got "
                           "a boolean");
        QTest::newRow("overhead")
            << std::string("kind: Pod\nmetadata: {name: p}\nspec:\n  overhead: {cpu: lots}\n")
            << std::string("q.json:4:19: spec.overhead.cpu: \"lots\" is not a valid quantity: expected a number "
                           "before the suffix (e.g. 500m, 2, 1Gi)");
    }

    void malformedQuantity()
    {
        QFETCH(std::string, input);
        QFETCH(std::string, error);
        COMPARE_STR(errorOf([&] { importClusterText(input, "q.json", {}); }), error);
    }

    void everyProblemIsReported()
    {
        // Two bad nodes: both are named, not only the first.
        const std::string yaml
            = "kind: List\nitems:\n- {kind: Node, metadata: {name: a}, status: {allocatable: {cpu: x}}}\n"
              "- {kind: Node, metadata: {name: b}, status: {allocatable: {memory: y}}}\n";
        try {
            importClusterText(yaml, "two.yaml", {});
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.diagnostics().size(), size_t(2));
            QCOMPARE(e.diagnostics()[0].field, std::string("items[0].status.allocatable.cpu"));
            QCOMPARE(e.diagnostics()[0].line, 3);
            QCOMPARE(e.diagnostics()[1].field, std::string("items[1].status.allocatable.memory"));
            QCOMPARE(e.diagnostics()[1].line, 4);
        }
    }

    void fileErrors()
    {
        COMPARE_STR(errorOf([] { importCluster({ kData + "nope.yaml" }, {}); }),
            kData + "nope.yaml: cannot open the file: No such file or directory");
        COMPARE_STR(errorOf([] { importCluster({ kData }, {}); }),
            kData + ": is a directory; expected a file written by kubectl get ... -o yaml or -o json");
        COMPARE_STR(errorOf([] { importCluster({}, {}); }),
            std::string("no input files; expected files written by kubectl get nodes,pods -A -o yaml (or -o "
                        "json)"));
    }
};

QTEST_GUILESS_MAIN(TestKubectlErrors)
#include "test_kubectl_errors.moc"
