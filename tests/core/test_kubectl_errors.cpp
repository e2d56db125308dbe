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

    // Taints, tolerations, nodeSelector and required node affinity: a wrong
    // shape, or a value the API server would refuse (the workspace could not
    // be read back), names the field and what was expected.
    void constraintErrors_data()
    {
        QTest::addColumn<std::string>("input");
        QTest::addColumn<std::string>("error");
        // items[3] is the pod after three nodes.
        const std::string nodes = "kind: List\nitems:\n- {kind: Node, metadata: {name: n1}}\n"
                                  "- {kind: Node, metadata: {name: n2}}\n- {kind: Node, metadata: {name: n3}}\n"
                                  "- kind: Pod\n  metadata: {name: p}\n  spec:\n";
        const std::string affinity
            = nodes + "    affinity:\n      nodeAffinity:\n        requiredDuringSchedulingIgnoredDuringExecution:\n";
        const std::string required
            = "in.yaml:%1: items[3].spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.";
        auto req = [&](const char* pos, const std::string& rest) {
            return QString::fromStdString(required).arg(pos).toStdString() + rest;
        };

        // Taints.
        QTest::newRow("taint not a mapping")
            << std::string("kind: Node\nmetadata: {name: n}\nspec:\n  taints:\n  - NoSchedule\n")
            << std::string("in.yaml:5:5: spec.taints[0]: expected a taint (a mapping), got a string \"NoSchedule\"");
        QTest::newRow("taints a mapping") << std::string("kind: Node\nmetadata: {name: n}\nspec:\n  taints: {key: a}\n")
                                          << std::string("in.yaml:4:11: spec.taints: expected a list, got a mapping");
        QTest::newRow("taint effect unknown")
            << std::string("kind: Node\nmetadata: {name: n}\nspec:\n  taints:\n  - {key: a, effect: Sometimes}\n")
            << std::string("in.yaml:5:22: spec.taints[0].effect: expected NoSchedule, PreferNoSchedule or "
                           "NoExecute, got a string \"Sometimes\"");
        QTest::newRow("taint effect a list")
            << std::string("kind: Node\nmetadata: {name: n}\nspec:\n  taints:\n  - key: a\n    effect: [NoSchedule]\n")
            << std::string("in.yaml:6:13: spec.taints[0].effect: expected NoSchedule, PreferNoSchedule or "
                           "NoExecute, got a list");
        QTest::newRow("json taint effect a number")
            << std::string(
                   "{\"kind\": \"Node\", \"metadata\": {\"name\": \"n\"},\n \"spec\": {\"taints\": [{\"key\": \"a\", "
                   "\"effect\": 1}]}}")
            << std::string("in.yaml:2:45: spec.taints[0].effect: expected NoSchedule, PreferNoSchedule or "
                           "NoExecute, got a number \"1\"");
        QTest::newRow("taint without effect")
            << std::string("kind: Node\nmetadata: {name: n}\nspec:\n  taints:\n  - key: a\n    value: b\n")
            << std::string("in.yaml:5:5: spec.taints[0].effect: a taint needs an effect; expected NoSchedule, "
                           "PreferNoSchedule or NoExecute");
        QTest::newRow("taint without key")
            << std::string("kind: Node\nmetadata: {name: n}\nspec:\n  taints:\n  - {value: b, effect: NoSchedule}\n")
            << std::string("in.yaml:5:5: spec.taints[0].key: a taint needs a key, such as nvidia.com/gpu");

        QTest::newRow("taint key and effect twice")
            << std::string("kind: Node\nmetadata: {name: n}\nspec:\n  taints:\n  - {key: a, effect: NoSchedule}\n"
                           "  - {key: b, effect: NoSchedule}\n  - {key: a, value: x, effect: NoSchedule}\n")
            << std::string("in.yaml:7:5: spec.taints[2]: a taint with key \"a\" and effect NoSchedule is given twice "
                           "(spec.taints[0] has it too); expected each key and effect pair once");

        QTest::newRow("taint key not a label key")
            << std::string("kind: Node\nmetadata: {name: n}\nspec:\n  taints:\n  - {key: a/b/c, effect: NoSchedule}\n")
            << std::string("in.yaml:5:11: spec.taints[0].key: \"a/b/c\" is not a valid label key: a label key has at "
                           "most one '/'");
        QTest::newRow("taint value not a label value")
            << std::string(
                   "kind: Node\nmetadata: {name: n}\nspec:\n  taints:\n  - {key: a, value: \"x y\", effect: NoSchedule}\n")
            << std::string("in.yaml:5:21: spec.taints[0].value: \"x y\": a label value must be empty or consist of "
                           "letters, digits, '-', '_' or '.', and start and end with a letter or digit");

        // Tolerations.
        QTest::newRow("toleration key not a label key")
            << nodes + "    tolerations:\n    - {key: -a, operator: Exists}\n"
            << std::string("in.yaml:10:13: items[3].spec.tolerations[0].key: \"-a\" is not a valid label key: the "
                           "name part must consist of letters, digits, '-', '_' or '.', and start and end with a "
                           "letter or digit");
        QTest::newRow("toleration effect unknown")
            << nodes + "    tolerations:\n    - {key: a, effect: NoSchedul}\n"
            << std::string("in.yaml:10:24: items[3].spec.tolerations[0].effect: expected NoSchedule, "
                           "PreferNoSchedule, NoExecute or \"\" (every effect), got a string \"NoSchedul\"");
        QTest::newRow("toleration operator unknown")
            << nodes + "    tolerations:\n    - {key: a, operator: equal}\n"
            << std::string("in.yaml:10:26: items[3].spec.tolerations[0].operator: expected Equal, Exists, Lt or Gt, "
                           "got a string \"equal\"");
        QTest::newRow("tolerationSeconds a string")
            << nodes
                + "    tolerations:\n    - {key: a, operator: Exists, effect: NoExecute, tolerationSeconds: \"300\"}\n"
            << std::string("in.yaml:10:72: items[3].spec.tolerations[0].tolerationSeconds: expected a whole number "
                           "of seconds, got a string \"300\"");
        QTest::newRow("json tolerationSeconds a fraction")
            << std::string("{\"kind\": \"Node\", \"metadata\": {\"name\": \"n\"}}\n{\"kind\": \"Pod\", \"metadata\": "
                           "{\"name\": \"p\"},\n \"spec\": {\"tolerations\": [{\"operator\": \"Exists\", "
                           "\"tolerationSeconds\": 1.5}]}}")
            << std::string("in.yaml:3:71: spec.tolerations[0].tolerationSeconds: expected a whole number of seconds, "
                           "got a number \"1.5\"");
        QTest::newRow("tolerationSeconds too large")
            << nodes + "    tolerations:\n    - {operator: Exists, tolerationSeconds: 9223372036854775808}\n"
            << std::string("in.yaml:10:45: items[3].spec.tolerations[0].tolerationSeconds: expected a whole number "
                           "of seconds, got a number \"9223372036854775808\"");
        QTest::newRow("toleration not a mapping")
            << nodes + "    tolerations:\n    - Exists\n"
            << std::string("in.yaml:10:7: items[3].spec.tolerations[0]: expected a toleration (a mapping), got a "
                           "string \"Exists\"");
        QTest::newRow("tolerations a mapping")
            << nodes + "    tolerations: {operator: Exists}\n"
            << std::string("in.yaml:9:18: items[3].spec.tolerations: expected a list, got a mapping");

        QTest::newRow("Exists with a value")
            << nodes + "    tolerations:\n    - {key: a, operator: Exists, value: b}\n"
            << std::string("in.yaml:10:41: items[3].spec.tolerations[0].value: value must be empty when operator is "
                           "Exists; expected no value (Exists matches every value), or operator: Equal");
        QTest::newRow("no key, operator Equal")
            << nodes + "    tolerations:\n    - {operator: Equal, value: b}\n"
            << std::string("in.yaml:10:18: items[3].spec.tolerations[0].operator: operator must be Exists when key is "
                           "empty (which tolerates every taint); expected a key, or operator: Exists");
        QTest::newRow("no key, no operator")
            << nodes + "    tolerations:\n    - {value: b}\n"
            << std::string("in.yaml:10:7: items[3].spec.tolerations[0].operator: operator must be Exists when key is "
                           "empty (which tolerates every taint); expected a key, or operator: Exists");
        QTest::newRow("tolerationSeconds without NoExecute")
            << nodes + "    tolerations:\n    - {key: a, effect: NoSchedule, tolerationSeconds: 60}\n"
            << std::string("in.yaml:10:55: items[3].spec.tolerations[0].tolerationSeconds: tolerationSeconds is only "
                           "allowed with effect NoExecute; expected effect: NoExecute, or no tolerationSeconds");

        // nodeSelector.
        QTest::newRow("nodeSelector a list")
            << nodes + "    nodeSelector: [disktype=ssd]\n"
            << std::string("in.yaml:9:19: items[3].spec.nodeSelector: expected a mapping, got a list");
        QTest::newRow("nodeSelector value a mapping")
            << nodes + "    nodeSelector: {disktype: {ssd: true}}\n"
            << std::string("in.yaml:9:30: items[3].spec.nodeSelector.disktype: expected a label value (a string), "
                           "got a mapping");
        QTest::newRow("json nodeSelector key twice")
            << std::string("{\"kind\": \"Node\", \"metadata\": {\"name\": \"n\"}}\n{\"kind\": \"Pod\", \"metadata\": "
                           "{\"name\": \"p\"},\n \"spec\": {\"nodeSelector\": {\"a\": \"1\", \"a\": \"2\"}}}")
            << std::string("in.yaml:3:43: spec.nodeSelector.a: duplicate label key; each key may appear once");

        // Required node affinity.
        QTest::newRow("affinity a list") << nodes + "    affinity: [nodeAffinity]\n"
                                         << std::string(
                                                "in.yaml:9:15: items[3].spec.affinity: expected a mapping, got a list");
        QTest::newRow("expression operator unknown")
            << affinity
                + "          nodeSelectorTerms:\n          - matchExpressions:\n"
                  "            - {key: zone, operator: Equals, values: [a]}\n"
            << req("14:37",
                   "nodeSelectorTerms[0].matchExpressions[0].operator: expected In, NotIn, Exists, DoesNotExist, Gt "
                   "or Lt, got a string \"Equals\"");
        QTest::newRow("expression without operator")
            << affinity
                + "          nodeSelectorTerms:\n          - matchExpressions:\n            - {key: zone, values: "
                  "[a]}\n"
            << req("14:15",
                   "nodeSelectorTerms[0].matchExpressions[0].operator: a node selector requirement needs an "
                   "operator; expected In, NotIn, Exists, DoesNotExist, Gt or Lt");
        QTest::newRow("expression without key")
            << affinity
                + "          nodeSelectorTerms:\n          - matchExpressions:\n            - {operator: Exists}\n"
            << req("14:15",
                   "nodeSelectorTerms[0].matchExpressions[0].key: a node selector requirement needs a key, such as "
                   "topology.kubernetes.io/zone");
        QTest::newRow("matchFields operator Exists")
            << affinity
                + "          nodeSelectorTerms:\n          - matchFields:\n"
                  "            - {key: metadata.name, operator: Exists}\n"
            << req("14:46",
                   "nodeSelectorTerms[0].matchFields[0].operator: expected In or NotIn, got a string \"Exists\"");
        QTest::newRow("matchFields a mapping")
            << affinity + "          nodeSelectorTerms:\n          - matchFields: {key: metadata.name}\n"
            << req("13:26", "nodeSelectorTerms[0].matchFields: expected a list, got a mapping");
        QTest::newRow("values a string")
            << affinity
                + "          nodeSelectorTerms:\n          - matchExpressions:\n"
                  "            - {key: zone, operator: In, values: a}\n"
            << req("14:49", "nodeSelectorTerms[0].matchExpressions[0].values: expected a list, got a string \"a\"");
        QTest::newRow("value a mapping")
            << affinity
                + "          nodeSelectorTerms:\n          - matchExpressions:\n"
                  "            - {key: zone, operator: In, values: [{a: b}]}\n"
            << req("14:50",
                   "nodeSelectorTerms[0].matchExpressions[0].values[0]: expected a label value (a string), got a "
                   "mapping");
        QTest::newRow("requirement a list")
            << affinity + "          nodeSelectorTerms:\n          - matchExpressions:\n            - [zone, In, a]\n"
            << req("14:15",
                   "nodeSelectorTerms[0].matchExpressions[0]: expected a node selector requirement (a mapping), got "
                   "a list");
        QTest::newRow("term a string")
            << affinity + "          nodeSelectorTerms:\n          - zone=a\n"
            << req("13:13", "nodeSelectorTerms[0]: expected a node selector term (a mapping), got a string \"zone=a\"");
        QTest::newRow("no terms")
            << affinity + "          nodeSelectorTerms: []\n"
            << req("12:30",
                   "nodeSelectorTerms: expected at least one node selector term; the API server refuses a required "
                   "node affinity without one");
        const std::string term = affinity + "          nodeSelectorTerms:\n          - ";
        QTest::newRow("matchFields key not metadata.name")
            << term + "matchFields: [{key: metadata.namespace, operator: In, values: [a]}]\n"
            << req("13:33",
                   "nodeSelectorTerms[0].matchFields[0].key: unsupported field selector key \"metadata.namespace\"; "
                   "expected metadata.name (the only node field a term can select)");
        QTest::newRow("matchFields two values")
            << term + "matchFields: [{key: metadata.name, operator: In, values: [a, b]}]\n"
            << req("13:70",
                   "nodeSelectorTerms[0].matchFields[0].values: operator In in matchFields takes exactly one value (a "
                   "node name), found 2 values; expected e.g. values: [node1]");
        QTest::newRow("matchFields no values")
            << term + "matchFields: [{key: metadata.name, operator: NotIn}]\n"
            << req("13:27",
                   "nodeSelectorTerms[0].matchFields[0].values: operator NotIn in matchFields takes exactly one value "
                   "(a node name), found 0 values; expected e.g. values: [node1]");
        QTest::newRow("In without values")
            << term + "matchExpressions: [{key: zone, operator: In, values: []}]\n"
            << req("13:66",
                   "nodeSelectorTerms[0].matchExpressions[0].values: operator In needs at least one value; expected "
                   "e.g. values: [a, b]");
        QTest::newRow("Exists with a value")
            << term + "matchExpressions: [{key: zone, operator: Exists, values: [a]}]\n"
            << req("13:70",
                   "nodeSelectorTerms[0].matchExpressions[0].values: operator Exists takes no values, found 1 value; "
                   "expected no values key, or an empty list");
        QTest::newRow("Gt with two values")
            << term + "matchExpressions: [{key: cores, operator: Gt, values: [\"1\", \"2\"]}]\n"
            << req("13:67",
                   "nodeSelectorTerms[0].matchExpressions[0].values: operator Gt takes exactly one value, found 2 "
                   "values; expected a single integer, e.g. values: [\"4\"]");
        QTest::newRow("Lt not an integer")
            << term + "matchExpressions: [{key: cores, operator: Lt, values: [eight]}]\n"
            << req("13:68",
                   "nodeSelectorTerms[0].matchExpressions[0].values[0]: operator Lt compares integers; expected an "
                   "integer such as \"4\", found \"eight\"");
        QTest::newRow("json terms missing")
            << std::string("{\"kind\": \"Node\", \"metadata\": {\"name\": \"n\"}}\n{\"kind\": \"Pod\", \"metadata\": "
                           "{\"name\": \"p\"}, \"spec\": {\"affinity\": {\"nodeAffinity\": "
                           "{\"requiredDuringSchedulingIgnoredDuringExecution\": {}}}}}")
            << std::string("in.yaml:2:83: spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution."
                           "nodeSelectorTerms: expected at least one node selector term; the API server refuses a "
                           "required node affinity without one");

        // Topology spread constraints (validateTopologySpreadConstraints):
        // each problem at the token it is about (`at`, the first match in the
        // item; "" for the item itself).
        const std::string spread = nodes + "    topologySpreadConstraints:\n";
        auto spreadRow = [&](const char* name, const std::string& item, const std::string& at, const std::string& f,
                             const std::string& message) {
            const size_t column = 7 + (at.empty() ? 0 : item.find(at));
            QTest::newRow(name) << spread + "    - " + item + "\n"
                                << "in.yaml:10:" + std::to_string(column)
                    + ": items[3].spec.topologySpreadConstraints[0]" + f + ": " + message;
        };
        const std::string zone = "maxSkew: 1, topologyKey: zone, whenUnsatisfiable: DoNotSchedule";
        spreadRow("spread maxSkew 0", "{maxSkew: 0, topologyKey: zone, whenUnsatisfiable: DoNotSchedule}", "0,",
            ".maxSkew", "0 must be greater than zero; expected an integer from 1 to 2147483647");
        spreadRow("spread maxSkew above int32",
            "{maxSkew: 4294967296, topologyKey: zone, whenUnsatisfiable: DoNotSchedule}", "4294967296", ".maxSkew",
            "4294967296 is out of range; expected an integer from 1 to 2147483647");
        spreadRow("spread maxSkew a string", "{maxSkew: \"1\", topologyKey: zone, whenUnsatisfiable: DoNotSchedule}",
            "\"1\"", ".maxSkew", "expected an integer, got a string \"1\"");
        spreadRow("spread maxSkew missing", "{topologyKey: zone, whenUnsatisfiable: DoNotSchedule}", "", ".maxSkew",
            "maxSkew is required; expected e.g. maxSkew: 1");
        spreadRow("spread topologyKey missing", "{maxSkew: 1, whenUnsatisfiable: DoNotSchedule}", "", ".topologyKey",
            "topologyKey is required; expected e.g. topologyKey: topology.kubernetes.io/zone");
        spreadRow("spread topologyKey empty", "{maxSkew: 1, topologyKey: \"\", whenUnsatisfiable: DoNotSchedule}",
            "\"\"", ".topologyKey",
            "topologyKey can not be empty; expected a node label key, such as topology.kubernetes.io/zone");
        spreadRow("spread whenUnsatisfiable missing", "{maxSkew: 1, topologyKey: zone}", "", ".whenUnsatisfiable",
            "whenUnsatisfiable is required; expected e.g. whenUnsatisfiable: DoNotSchedule");
        spreadRow("spread whenUnsatisfiable lower case",
            "{maxSkew: 1, topologyKey: zone, whenUnsatisfiable: scheduleanyway}", "scheduleanyway",
            ".whenUnsatisfiable",
            "unsupported whenUnsatisfiable \"scheduleanyway\"; did you mean \"ScheduleAnyway\"? expected "
            "DoNotSchedule (a filter) or ScheduleAnyway (a score)");
        QTest::newRow("spread pair twice")
            << spread + "    - {" + zone + "}\n    - {" + zone + ", maxSkew: 2}\n"
            << std::string("in.yaml:11:7: items[3].spec.topologySpreadConstraints[1]: duplicate value "
                           "\"{zone, DoNotSchedule}\" ({topologyKey, whenUnsatisfiable}); "
                           "items[3].spec.topologySpreadConstraints[0] has the same pair; expected each pair of "
                           "topologyKey and whenUnsatisfiable once in a pod");
        spreadRow("spread minDomains negative", "{" + zone + ", minDomains: -3}", "-3", ".minDomains",
            "-3 must be greater than zero; expected an integer from 1 to 2147483647");
        spreadRow("spread minDomains with ScheduleAnyway",
            "{maxSkew: 1, topologyKey: zone, whenUnsatisfiable: ScheduleAnyway, minDomains: 3}", "3}", ".minDomains",
            "minDomains is only allowed with whenUnsatisfiable DoNotSchedule, not ScheduleAnyway; expected "
            "whenUnsatisfiable: DoNotSchedule, or no minDomains");
        spreadRow("spread nodeAffinityPolicy unknown", "{" + zone + ", nodeAffinityPolicy: Ignored}", "Ignored",
            ".nodeAffinityPolicy",
            "unsupported nodeAffinityPolicy \"Ignored\"; did you mean \"Ignore\"? expected Honor or Ignore, or leave "
            "it out for Honor");
        spreadRow("spread nodeTaintsPolicy a list", "{" + zone + ", nodeTaintsPolicy: [Honor]}", "[Honor]",
            ".nodeTaintsPolicy", "expected a string, got a list");
        spreadRow("spread matchLabelKeys without labelSelector", "{" + zone + ", matchLabelKeys: [hash]}", "[hash]",
            ".matchLabelKeys",
            "matchLabelKeys must not be specified when labelSelector is not set; expected a labelSelector too, or no "
            "matchLabelKeys");
        spreadRow("spread matchLabelKeys in labelSelector",
            "{" + zone + ", labelSelector: {matchLabels: {app: web}}, matchLabelKeys: [app]}", "app]",
            ".matchLabelKeys[0]",
            "\"app\" exists in both matchLabelKeys and labelSelector; expected each key in one of them only");
        spreadRow("spread matchLabels key", "{" + zone + ", labelSelector: {matchLabels: {Example.com/app: web}}}",
            "web", ".labelSelector.matchLabels.Example.com/app",
            "\"Example.com/app\" is not a valid label key: the prefix \"Example.com\" must be a DNS subdomain: "
            "lower-case letters, digits, '-' and '.', at most 253 characters");
        spreadRow("spread matchLabels value", "{" + zone + ", labelSelector: {matchLabels: {app: _web}}}", "_web",
            ".labelSelector.matchLabels.app",
            "\"_web\": a label value must be empty or consist of letters, digits, '-', '_' or '.', and start and end "
            "with a letter or digit");
        const std::string expr = ".labelSelector.matchExpressions[0]";
        auto exprItem
            = [&](const std::string& e) { return "{" + zone + ", labelSelector: {matchExpressions: [" + e + "]}}"; };
        spreadRow("spread selector operator unknown", exprItem("{key: app, operator: Equals, values: [a]}"), "Equals",
            expr + ".operator", "unsupported operator \"Equals\"; expected In, NotIn, Exists or DoesNotExist");
        spreadRow("spread selector operator missing", exprItem("{key: app}"), "{key", expr + ".operator",
            "operator is required; expected e.g. operator: In");
        spreadRow("spread selector NotIn without values", exprItem("{key: app, operator: NotIn, values: []}"), "[]",
            expr + ".values", "operator NotIn needs at least one value; expected e.g. values: [a, b]");
        spreadRow("spread selector value", exprItem("{key: app, operator: In, values: [a, \"b c\"]}"), "\"b c\"",
            expr + ".values[1]",
            "\"b c\": a label value must be empty or consist of letters, digits, '-', '_' or '.', and start and end "
            "with a letter or digit");
        spreadRow("spread not a mapping", "zone", "", "",
            "expected a topology spread constraint (a mapping), got a "
            "string \"zone\"");
        QTest::newRow("spread a mapping") << nodes + "    topologySpreadConstraints: {maxSkew: 1}\n"
                                          << std::string("in.yaml:9:32: items[3].spec.topologySpreadConstraints: "
                                                         "expected a list, got a mapping");
        // Pod affinity and preferred node affinity (validatePodAffinityTerm,
        // validateWeightedPodAffinityTerms, ValidatePreferredSchedulingTerms),
        // with the workspace reader's rules.
        auto termRow = [&](const char* name, const std::string& level, const std::string& list,
                           const std::string& item, const std::string& at, const std::string& f,
                           const std::string& message) {
            const size_t column = 11 + (at.empty() ? 0 : item.find(at));
            QTest::newRow(name) << nodes + "    affinity:\n      " + level + ":\n        " + list + ":\n        - "
                    + item + "\n"
                                << "in.yaml:12:" + std::to_string(column) + ": items[3].spec.affinity." + level + "."
                    + list + "[0]" + f + ": " + message;
        };
        const std::string reqTerms = "requiredDuringSchedulingIgnoredDuringExecution";
        const std::string prefTerms = "preferredDuringSchedulingIgnoredDuringExecution";
        termRow("pod affinity topologyKey empty", "podAffinity", reqTerms, "{topologyKey: \"\"}", "\"\"",
            ".topologyKey", "topologyKey can not be empty; expected a node label key, such as topology.kubernetes.io/zone");
        termRow("pod affinity topologyKey missing", "podAffinity", reqTerms, "{labelSelector: {}}", "", ".topologyKey",
            "topologyKey is required; expected e.g. topologyKey: kubernetes.io/hostname");
        termRow("pod affinity topologyKey no label key", "podAntiAffinity", reqTerms, "{topologyKey: \"a/b/c\"}",
            "\"a/b/c\"", ".topologyKey", "\"a/b/c\" is not a valid label key: a label key has at most one '/'");
        termRow("pod affinity namespace", "podAffinity", reqTerms, "{topologyKey: zone, namespaces: [ok, Bad]}", "Bad",
            ".namespaces[1]",
            "\"Bad\" is not a valid namespace name: a DNS-1123 label must consist of lower-case letters, digits or "
            "'-', and start and end with a letter or digit");
        termRow("pod affinity matchLabelKeys without selector", "podAffinity", reqTerms,
            "{topologyKey: zone, matchLabelKeys: [app]}", "[app]", ".matchLabelKeys",
            "matchLabelKeys must not be specified when labelSelector is not set; expected a labelSelector too, or no "
            "matchLabelKeys");
        termRow("pod affinity key in both lists", "podAffinity", reqTerms,
            "{topologyKey: zone, labelSelector: {}, matchLabelKeys: [t], mismatchLabelKeys: [t]}", "t]",
            ".matchLabelKeys[0]",
            "\"t\" exists in both matchLabelKeys and mismatchLabelKeys; expected each key in one of them only");
        termRow("pod affinity key in selector twice", "podAffinity", reqTerms,
            "{topologyKey: zone, labelSelector: {matchLabels: {h: x}, matchExpressions: [{key: h, operator: In, "
            "values: [x]}]}, matchLabelKeys: [h]}",
            "h]", ".matchLabelKeys[0]",
            "\"h\" exists in both matchLabelKeys and labelSelector (the API server adds h In (<the pod's value>) for "
            "it); expected the key in matchLabelKeys only");
        termRow("pod affinity namespaceSelector value", "podAffinity", reqTerms,
            "{topologyKey: zone, namespaceSelector: {matchLabels: {team: \"a b\"}}}", "\"a b\"",
            ".namespaceSelector.matchLabels.team",
            "\"a b\": a label value must be empty or consist of letters, digits, '-', '_' or '.', and start and end "
            "with a letter or digit");
        termRow("pod affinity term not a mapping", "podAffinity", reqTerms, "zone", "", "",
            "expected a pod affinity term (a mapping), got a string \"zone\"");
        termRow("pod affinity weight 0", "podAntiAffinity", prefTerms, "{weight: 0, podAffinityTerm: {topologyKey: zone}}",
            "0,", ".weight", "weight 0 is out of range; expected an integer from 1 to 100");
        termRow("pod affinity weight missing", "podAntiAffinity", prefTerms, "{podAffinityTerm: {topologyKey: zone}}",
            "", ".weight", "weight is required; expected e.g. weight: 50");
        termRow("pod affinity weight a string", "podAntiAffinity", prefTerms,
            "{weight: \"5\", podAffinityTerm: {topologyKey: zone}}", "\"5\"", ".weight",
            "expected an integer, got a string \"5\"");
        termRow("podAffinityTerm missing", "podAffinity", prefTerms, "{weight: 5}", "", ".podAffinityTerm",
            "podAffinityTerm is required; expected e.g. podAffinityTerm: {topologyKey: kubernetes.io/hostname}");
        termRow("podAffinityTerm topologyKey", "podAffinity", prefTerms,
            "{weight: 5, podAffinityTerm: {topologyKey: \"\"}}", "\"\"", ".podAffinityTerm.topologyKey",
            "topologyKey can not be empty; expected a node label key, such as topology.kubernetes.io/zone");
        termRow("preferred node affinity weight 101", "nodeAffinity", prefTerms, "{weight: 101, preference: {}}", "101",
            ".weight", "weight 101 is out of range; expected an integer from 1 to 100");
        termRow("preferred node affinity requirement", "nodeAffinity", prefTerms,
            "{weight: 1, preference: {matchExpressions: [{key: a, operator: In}]}}", "{key", 
            ".preference.matchExpressions[0].values", "operator In needs at least one value; expected e.g. values: [a, b]");
        // Owner references, Services and Namespaces.
        QTest::newRow("controller owner without a name")
            << nodes.substr(0, nodes.find("- kind: Pod"))
                + "- {kind: Pod, metadata: {name: p, ownerReferences: [{kind: ReplicaSet, controller: true}]}}\n"
            << std::string("in.yaml:6:53: items[3].metadata.ownerReferences[0].name: name is required; expected e.g. "
                           "name: web-5d4f8");
        QTest::newRow("controller owner kind with a group")
            << nodes.substr(0, nodes.find("- kind: Pod"))
                + "- {kind: Pod, metadata: {name: p, ownerReferences: [{kind: apps/ReplicaSet, name: w, controller: "
                  "true}]}}\n"
            << std::string("in.yaml:6:60: items[3].metadata.ownerReferences[0].kind: \"apps/ReplicaSet\" is not a "
                           "valid owner kind: a kind holds no '/'; expected a kind such as ReplicaSet (its API group "
                           "goes in apiVersion)");
        QTest::newRow("service name DNS-1035")
            << std::string("kind: List\nitems:\n- {kind: Service, metadata: {name: 9web}, spec: {selector: {a: b}}}\n")
            << std::string("in.yaml:3:36: items[0].metadata.name: \"9web\" is not a valid service name: a DNS-1035 "
                           "label must consist of lower-case letters, digits or '-', start with a letter and end with "
                           "a letter or digit");
        QTest::newRow("service selector key")
            << std::string("kind: List\nitems:\n- {kind: Service, metadata: {name: web}, spec: {selector: {-a: b}}}\n")
            << std::string("in.yaml:3:64: items[0].spec.selector.-a: \"-a\" is not a valid label key: the name part "
                           "must consist of letters, digits, '-', '_' or '.', and start and end with a letter or digit");
        QTest::newRow("namespace name")
            << std::string("kind: Namespace\nmetadata: {name: Shop}\n")
            << std::string("in.yaml:2:18: metadata.name: \"Shop\" is not a valid namespace name: a DNS-1123 label "
                           "must consist of lower-case letters, digits or '-', and start and end with a letter or "
                           "digit");
        QTest::newRow("namespace label value")
            << std::string("kind: Namespace\nmetadata: {name: shop, labels: {team: \"a/b\"}}\n")
            << std::string("in.yaml:2:39: metadata.labels.team: \"a/b\": a label value must be empty or consist of "
                           "letters, digits, '-', '_' or '.', and start and end with a letter or digit");
        QTest::newRow("json spread maxSkew a fraction")
            << std::string("{\"kind\": \"Node\", \"metadata\": {\"name\": \"n\"}}\n{\"kind\": \"Pod\", \"metadata\": "
                           "{\"name\": \"p\"}, \"spec\": {\"topologySpreadConstraints\": [{\"maxSkew\": 1.5, "
                           "\"topologyKey\": \"zone\", \"whenUnsatisfiable\": \"DoNotSchedule\"}]}}")
            << std::string("in.yaml:2:95: spec.topologySpreadConstraints[0].maxSkew: expected an integer, got a "
                           "number \"1.5\"");
    }

    void constraintErrors()
    {
        QFETCH(std::string, input);
        QFETCH(std::string, error);
        COMPARE_STR(errorOf([&] { importClusterText(input, "in.yaml", {}); }), error);
    }

    // Container ports and node images: a value the API server would refuse
    // is an error at its position, as the workspace could not be read back.
    void portAndImageErrors_data()
    {
        QTest::addColumn<std::string>("input");
        QTest::addColumn<std::string>("error");
        // items[3] is the pod after three nodes.
        const std::string nodes = "kind: List\nitems:\n- {kind: Node, metadata: {name: n1}}\n"
                                  "- {kind: Node, metadata: {name: n2}}\n- {kind: Node, metadata: {name: n3}}\n"
                                  "- kind: Pod\n  metadata: {name: p}\n  spec:\n";
        const std::string ports = nodes + "    containers:\n    - name: c\n      ports:\n";
        const std::string port0 = "items[3].spec.containers[0].ports[0].";
        auto portRow = [&](const char* name, const std::string& item, const std::string& error) {
            QTest::newRow(name) << ports + "      - " + item + "\n" << error;
        };
        portRow("port name upper case", "{name: HTTP, containerPort: 80}",
            "in.yaml:12:16: " + port0
                + "name: \"HTTP\" may contain only lower-case letters, digits and hyphens; expected a port name such as "
                  "http or metrics");
        QTest::newRow("port name twice in a container")
            << ports + "      - {name: http, containerPort: 80}\n      - {name: http, containerPort: 81}\n"
            << std::string("in.yaml:13:16: items[3].spec.containers[0].ports[1].name: duplicate port name \"http\"; "
                           "items[3].spec.containers[0].ports[0] has it too; expected each name once in a container");
        portRow("containerPort 0", "{containerPort: 0}",
            "in.yaml:12:25: " + port0 + "containerPort: expected a port number from 1 to 65535, got a number \"0\"");
        portRow("containerPort missing", "{name: http}",
            "in.yaml:12:9: " + port0 + "containerPort: a port needs a containerPort from 1 to 65535");
        portRow("containerPort a string", "{containerPort: \"80\"}",
            "in.yaml:12:25: " + port0 + "containerPort: expected a port number from 1 to 65535, got a string \"80\"");
        portRow("hostPort 70000", "{containerPort: 80, hostPort: 70000}",
            "in.yaml:12:39: " + port0
                + "hostPort: expected a host port from 1 to 65535, or 0 for none, got a number \"70000\"");
        portRow("protocol lower case", "{containerPort: 80, protocol: tcp}",
            "in.yaml:12:39: " + port0 + "protocol: expected TCP, UDP or SCTP, got a string \"tcp\"");
        portRow("port a number", "8080",
            "in.yaml:12:9: items[3].spec.containers[0].ports[0]: expected a port (a mapping), got a number "
            "\"8080\"");
        QTest::newRow("ports a mapping")
            << nodes + "    containers:\n    - name: c\n      ports: {containerPort: 80}\n"
            << std::string("in.yaml:11:14: items[3].spec.containers[0].ports: expected a list, got a mapping");
        QTest::newRow("host port twice in a pod")
            << ports
                + "      - {containerPort: 80, hostPort: 8080}\n    - name: d\n      ports:\n"
                  "      - {containerPort: 81, hostPort: 8080}\n"
            << std::string("in.yaml:15:39: items[3].spec.containers[1].ports[0].hostPort: duplicate value "
                           "\"TCP//8080\" (protocol/hostIP/hostPort); items[3].spec.containers[0].ports[0] takes "
                           "the same host port; expected each host port once per protocol and host IP");
        QTest::newRow("json host port twice in an init container")
            << std::string("{\"kind\": \"Node\", \"metadata\": {\"name\": \"n\"}}\n{\"kind\": \"Pod\", \"metadata\": "
                           "{\"name\": \"p\"},\n \"spec\": {\"initContainers\": [{\"name\": \"i\", \"ports\": "
                           "[{\"containerPort\": 80, \"hostPort\": 8080},\n {\"containerPort\": 81, \"hostPort\": "
                           "8080, \"protocol\": \"TCP\"}]}]}}")
            << std::string("in.yaml:4:36: spec.initContainers[0].ports[1].hostPort: duplicate value \"TCP//8080\" "
                           "(protocol/hostIP/hostPort); spec.initContainers[0].ports[0] takes the same host port; "
                           "expected each host port once per protocol and host IP");
        QTest::newRow("image a mapping")
            << nodes + "    containers:\n    - {name: c, image: {a: b}}\n"
            << std::string("in.yaml:10:24: items[3].spec.containers[0].image: expected a string, got a mapping");

        const std::string node = "kind: Node\nmetadata: {name: n}\nstatus:\n  images:\n";
        QTest::newRow("image sizeBytes negative")
            << node + "  - {names: [a], sizeBytes: -1}\n"
            << std::string("in.yaml:5:29: status.images[0].sizeBytes: expected the image's size in bytes (0 or "
                           "more), got a number \"-1\"");
        QTest::newRow("image name a mapping")
            << node + "  - {names: [{a: b}]}\n"
            << std::string("in.yaml:5:14: status.images[0].names[0]: expected an image name (a string), got a "
                           "mapping");
        QTest::newRow("image not a mapping")
            << node + "  - pause:3.9\n"
            << std::string("in.yaml:5:5: status.images[0]: expected an image (a mapping), got a string "
                           "\"pause:3.9\"");
        QTest::newRow("images a mapping")
            << std::string("kind: Node\nmetadata: {name: n}\nstatus:\n  images: {names: [a]}\n")
            << std::string("in.yaml:4:11: status.images: expected a list, got a mapping");

        // Local volumes and PodDisruptionBudgets.
        QTest::newRow("emptyDir medium unknown")
            << std::string("kind: Pod\nmetadata: {name: p}\nspec:\n  volumes:\n  - {name: a, emptyDir: {medium: Disk}}\n")
            << std::string("in.yaml:5:34: spec.volumes[0].emptyDir.medium: unsupported medium \"Disk\"; expected "
                           "\"\", Memory, HugePages or HugePages-2Mi");
        QTest::newRow("volume name upper-case")
            << std::string("kind: Pod\nmetadata: {name: p}\nspec:\n  volumes:\n  - {name: A, hostPath: {path: /x}}\n")
            << std::string("in.yaml:5:12: spec.volumes[0].name: \"A\" is not a valid volume name: a DNS-1123 label "
                           "must consist of lower-case letters, digits or '-', and start and end with a letter or "
                           "digit");
        QTest::newRow("pdb disruptionsAllowed negative")
            << std::string("kind: PodDisruptionBudget\napiVersion: policy/v1\nmetadata: {name: p}\nstatus: "
                           "{disruptionsAllowed: -1}\n")
            << std::string("in.yaml:4:30: status.disruptionsAllowed: expected the number of disruptions allowed (0 "
                           "or more), got a number \"-1\"");
        QTest::newRow("pdb name upper-case")
            << std::string("kind: PodDisruptionBudget\napiVersion: policy/v1\nmetadata: {name: P}\n")
            << std::string("in.yaml:3:18: metadata.name: \"P\" is not a valid PodDisruptionBudget name: a DNS-1123 "
                           "subdomain must consist of lower-case letters, digits, '-' or '.', start and end with a "
                           "letter or digit, and have at most 253 characters");

        // metadata.creationTimestamp as metav1.Time reads it; spec.priority an int32.
        QTest::newRow("creationTimestamp a date")
            << std::string("kind: Pod\nmetadata: {name: p, creationTimestamp: 2024-05-01}\nspec: {containers: []}\n")
            << std::string("in.yaml:2:40: metadata.creationTimestamp: \"2024-05-01\" is not an RFC 3339 time; "
                           "expected a time such as 2024-05-01T09:30:00Z");
        QTest::newRow("creationTimestamp a mapping")
            << std::string("kind: Pod\nmetadata: {name: p, creationTimestamp: {}}\nspec: {containers: []}\n")
            << std::string("in.yaml:2:40: metadata.creationTimestamp: expected a string, got a mapping");
        QTest::newRow("priority beyond int32")
            << std::string("kind: Pod\nmetadata: {name: p}\nspec: {priority: 2147483648, containers: []}\n")
            << std::string("in.yaml:3:18: spec.priority: expected the pod's priority (an integer from -2147483648 "
                           "to 2147483647), got a number \"2147483648\"");
        QTest::newRow("priority a string")
            << std::string("{\"kind\": \"Pod\", \"metadata\": {\"name\": \"p\"}, \"spec\": {\"priority\": \"1\"}}")
            << std::string("in.yaml:1:65: spec.priority: expected the pod's priority (an integer from -2147483648 "
                           "to 2147483647), got a string \"1\"");
    }

    void portAndImageErrors()
    {
        QFETCH(std::string, input);
        QFETCH(std::string, error);
        COMPARE_STR(errorOf([&] { importClusterText(input, "in.yaml", {}); }), error);
    }

    // Every bad constraint of a file is named, not only the first.
    void everyConstraintProblemIsReported()
    {
        const std::string yaml = "kind: List\nitems:\n"
                                 "- {kind: Node, metadata: {name: a}, spec: {taints: [{key: k, effect: Never}]}}\n"
                                 "- {kind: Pod, metadata: {name: p}, spec: {tolerations: [{operator: In}, "
                                 "{effect: NoExecute, operator: Exists, tolerationSeconds: soon}]}}\n";
        try {
            importClusterText(yaml, "two.yaml", {});
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.diagnostics().size(), size_t(3));
            QCOMPARE(e.diagnostics()[0].field, std::string("items[0].spec.taints[0].effect"));
            QCOMPARE(e.diagnostics()[1].field, std::string("items[1].spec.tolerations[0].operator"));
            QCOMPARE(e.diagnostics()[2].field, std::string("items[1].spec.tolerations[1].tolerationSeconds"));
            QCOMPARE(e.diagnostics()[2].line, 4);
        }
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
