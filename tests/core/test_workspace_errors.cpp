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
    void collectsConstraintErrors();
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
        "unknown field; did you mean \"name\"? expected name, allocatable, labels, annotations, taints, "
        "unschedulable, or images");
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

    // Placement constraints: node taints and unschedulable.
    const std::string taints = kHead + "nodes:\n- name: n1\n  taints:\n";
    const std::string effects = "expected one of NoSchedule, PreferNoSchedule or NoExecute";
    row("taint effect unknown", taints + "  - {key: a, effect: NoSchedul}\n", 8, 22, "nodes[0].taints[0].effect",
        "unsupported taint effect \"NoSchedul\"; did you mean \"NoSchedule\"? " + effects);
    row("taint effect lower case", taints + "  - {key: a, effect: noexecute}\n", 8, 22, "nodes[0].taints[0].effect",
        "unsupported taint effect \"noexecute\"; did you mean \"NoExecute\"? " + effects);
    row("taint effect NoScheduleNoAdmit", taints + "  - {key: a, effect: NoScheduleNoAdmit}\n", 8, 22,
        "nodes[0].taints[0].effect", "unsupported taint effect \"NoScheduleNoAdmit\"; " + effects);
    row("taint effect missing", taints + "  - {key: a}\n", 8, 5, "nodes[0].taints[0].effect",
        "missing; expected the taint's effect: NoSchedule, PreferNoSchedule or NoExecute");
    row("taint effect empty", taints + "  - {key: a, effect: \"\"}\n", 8, 22, "nodes[0].taints[0].effect",
        "expected NoSchedule, PreferNoSchedule or NoExecute, found an empty string");
    // validateNodeTaints: the key a label key, the value a label value.
    row("taint key not a label key", taints + "  - {key: gpu/, effect: NoSchedule}\n", 8, 11,
        "nodes[0].taints[0].key", "\"gpu/\" is not a valid label key");
    row("taint value not a label value", taints + "  - {key: gpu, value: \"a b\", effect: NoSchedule}\n", 8, 23,
        "nodes[0].taints[0].value", "\"a b\": a label value must be empty or consist of");
    row("taint key missing", taints + "  - {effect: NoSchedule}\n", 8, 5, "nodes[0].taints[0].key",
        "missing; expected the taint's key, e.g. key: dedicated");
    row("taint key empty", taints + "  - {key: \"\", effect: NoSchedule}\n", 8, 11, "nodes[0].taints[0].key",
        "expected the taint's key, such as dedicated, found an empty string");
    row("taint key a list", taints + "  - {key: [a], effect: NoSchedule}\n", 8, 11, "nodes[0].taints[0].key",
        "expected the taint's key, such as dedicated, found a list");
    row("taint given twice", taints + "  - {key: a, effect: NoSchedule}\n  - {key: a, value: b, effect: NoSchedule}\n",
        9, 5, "nodes[0].taints[1]",
        "a taint with key \"a\" and effect NoSchedule is given twice (nodes[0].taints[0] has it too); expected each "
        "key and effect pair once");
    row("taint unknown field", taints + "  - {key: a, valeu: b, effect: NoSchedule}\n", 8, 14,
        "nodes[0].taints[0].valeu", "unknown field; did you mean \"value\"? expected key, value, effect, or timeAdded");
    row("taint not a map", taints + "  - dedicated=gpu:NoSchedule\n", 8, 5, "nodes[0].taints[0]",
        "expected a map (key: value), found the value \"dedicated=gpu:NoSchedule\"");
    row("taints not a list", kHead + "nodes:\n- name: n1\n  taints: {key: a}\n", 7, 11, "nodes[0].taints",
        "expected a list of taints, found a map");
    row("unschedulable yes", kHead + "nodes:\n- name: n1\n  unschedulable: yes\n", 7, 18, "nodes[0].unschedulable",
        "expected true or false (cordoned or not), found the value \"yes\"");
    row("unschedulable quoted", kHead + "nodes:\n- name: n1\n  unschedulable: \"true\"\n", 7, 18,
        "nodes[0].unschedulable", "expected true or false (cordoned or not), found the string \"true\"");
    row("unschedulable null", kHead + "nodes:\n- name: n1\n  unschedulable:\n", 7, 3, "nodes[0].unschedulable",
        "expected true or false (cordoned or not), found nothing (null)");
    row("unschedulable 1", kHead + "nodes:\n- name: n1\n  unschedulable: 1\n", 7, 18, "nodes[0].unschedulable",
        "expected true or false (cordoned or not), found the value \"1\"");

    // Pod nodeSelector and tolerations.
    const std::string pod = nodes + "pods:\n- name: a\n";
    row("nodeSelector empty key", pod + "  nodeSelector: {\"\": x}\n", 9, 18, "pods[0].nodeSelector",
        "empty label key; expected a key such as app or pool");
    row("nodeSelector value a list", pod + "  nodeSelector: {a: [1]}\n", 9, 21, "pods[0].nodeSelector.a",
        "expected a label value (a string), found a list");
    row("nodeSelector a list", pod + "  nodeSelector: [a]\n", 9, 17, "pods[0].nodeSelector",
        "expected a map (key: value), found a list");
    row("tolerations misspelled", pod + "  tolerration: []\n", 9, 3, "pods[0].tolerration",
        "unknown field; did you mean \"tolerations\"? expected name, namespace, nodeName, replicas, containers, "
        "initContainers, overhead, labels, owner, annotations, volumes, schedulerName, creationTimestamp, priority, "
        "hostNetwork, nodeSelector, tolerations, affinity, or topologySpreadConstraints");
    row("tolerations not a list", pod + "  tolerations: {key: a}\n", 9, 16, "pods[0].tolerations",
        "expected a list of tolerations, found a map");
    const std::string tols = pod + "  tolerations:\n";
    const std::string ops = "expected Equal, Exists, Lt or Gt, or leave it out for Equal";
    row("toleration operator lower case", tols + "  - {key: a, operator: exists}\n", 10, 24,
        "pods[0].tolerations[0].operator",
        "unsupported toleration operator \"exists\"; did you mean \"Exists\"? " + ops);
    row("toleration operator In", tols + "  - {key: a, operator: In}\n", 10, 24, "pods[0].tolerations[0].operator",
        "unsupported toleration operator \"In\"; " + ops);
    row("toleration operator a map", tols + "  - {key: a, operator: {}}\n", 10, 24,
        "pods[0].tolerations[0].operator", "expected Equal, Exists, Lt or Gt, found a map");
    row("toleration effect unknown", tols + "  - {key: a, effect: Noexecute}\n", 10, 22,
        "pods[0].tolerations[0].effect",
        "unsupported toleration effect \"Noexecute\"; did you mean \"NoExecute\"? expected NoSchedule, "
        "PreferNoSchedule or NoExecute, or leave it out for every effect");
    row("toleration Exists with a value", tols + "  - {key: a, operator: Exists, value: x}\n", 10, 39,
        "pods[0].tolerations[0].value",
        "value must be empty when operator is Exists; expected no value (Exists matches every value), or "
        "operator: Equal");
    row("toleration empty key with Equal", tols + "  - {operator: Equal, value: x}\n", 10, 16,
        "pods[0].tolerations[0].operator",
        "operator must be Exists when key is empty (which tolerates every taint); expected a key, or operator: "
        "Exists");
    row("toleration empty key, no operator", tols + "  - {value: x, effect: NoSchedule}\n", 10, 5,
        "pods[0].tolerations[0].operator", "operator must be Exists when key is empty");
    row("toleration key \"\" with Lt", tols + "  - {key: \"\", operator: Lt, value: \"3\"}\n", 10, 25,
        "pods[0].tolerations[0].operator", "operator must be Exists when key is empty");
    row("tolerationSeconds without NoExecute", tols + "  - {key: a, effect: NoSchedule, tolerationSeconds: 5}\n",
        10, 53, "pods[0].tolerations[0].tolerationSeconds",
        "tolerationSeconds is only allowed with effect NoExecute; expected effect: NoExecute, or no "
        "tolerationSeconds");
    row("tolerationSeconds without an effect", tols + "  - {operator: Exists, tolerationSeconds: 0}\n", 10, 43,
        "pods[0].tolerations[0].tolerationSeconds", "tolerationSeconds is only allowed with effect NoExecute");
    row("tolerationSeconds quoted", tols + "  - {key: a, effect: NoExecute, tolerationSeconds: \"5\"}\n", 10, 52,
        "pods[0].tolerations[0].tolerationSeconds", "expected an integer, found the string \"5\" (write it without "
        "quotes)");
    row("tolerationSeconds fraction", tols + "  - {key: a, effect: NoExecute, tolerationSeconds: 1.5}\n", 10, 52,
        "pods[0].tolerations[0].tolerationSeconds", "expected an integer, found the value \"1.5\"");
    // ValidateTolerations: a key is a label key; an Equal value a label value.
    row("toleration key not a label key", tols + "  - {key: \"a b\", operator: Exists}\n", 10, 11,
        "pods[0].tolerations[0].key", "\"a b\" is not a valid label key");
    row("toleration Equal value not a label value", tols + "  - {key: a, value: \"x y\"}\n", 10, 21,
        "pods[0].tolerations[0].value", "\"x y\": a label value must be empty or consist of");
    row("toleration key a list", tols + "  - key: [a]\n", 10, 10, "pods[0].tolerations[0].key",
        "expected the taint key to tolerate (a string), found a list");
    row("toleration unknown field", tols + "  - {key: a, operater: Exists}\n", 10, 14,
        "pods[0].tolerations[0].operater",
        "unknown field; did you mean \"operator\"? expected key, operator, value, effect, or tolerationSeconds");

    // Pod affinity and anti-affinity (validatePodAffinityTerm,
    // validateWeightedPodAffinityTerms, validateMatchLabelKeysAndMismatchLabelKeys,
    // ValidatePodAffinityTermSelector): each problem at the token it is about
    // (`at`, the first match in the item; "" for the item itself).
    auto termRow = [&](const char* name, const std::string& level, const std::string& list, const std::string& item,
                       const std::string& at, const std::string& f, const std::string& phrase) {
        const size_t offset = at.empty() ? 0 : item.find(at);
        QTest::newRow(name) << pod + "  affinity:\n    " + level + ":\n      " + list + ":\n      - " + item + "\n"
                            << 12 << static_cast<int>(9 + offset)
                            << ("pods[0].affinity." + level + "." + list + "[0]" + f) << phrase;
    };
    const std::string req = "requiredDuringSchedulingIgnoredDuringExecution";
    const std::string pref = "preferredDuringSchedulingIgnoredDuringExecution";
    auto affinityRow = [&](const char* name, const std::string& item, const std::string& at, const std::string& f,
                           const std::string& phrase) { termRow(name, "podAffinity", req, item, at, f, phrase); };
    affinityRow("pod affinity topologyKey empty", "{topologyKey: \"\"}", "\"\"", ".topologyKey",
        "topologyKey can not be empty; expected a node label key, such as topology.kubernetes.io/zone");
    affinityRow("pod affinity topologyKey missing", "{labelSelector: {}}", "", ".topologyKey",
        "missing; expected a node label key, e.g. topologyKey: kubernetes.io/hostname");
    affinityRow("pod affinity topologyKey no label key", "{topologyKey: a b}", "a b", ".topologyKey",
        "\"a b\" is not a valid label key: the name part must consist of letters, digits, '-', '_' or '.', and start "
        "and end with a letter or digit");
    affinityRow("pod affinity topologyKey a list", "{topologyKey: [zone]}", "[zone]", ".topologyKey",
        "expected a node label key, such as kubernetes.io/hostname, found a list");
    affinityRow("namespaces upper case", "{topologyKey: zone, namespaces: [shop, Shop]}", "Shop", ".namespaces[1]",
        "\"Shop\" is not a valid namespace name: a DNS-1123 label must consist of lower-case letters, digits or '-', "
        "and start and end with a letter or digit");
    affinityRow("namespaces too long", "{topologyKey: zone, namespaces: [" + std::string(64, 'n') + "]}",
        std::string(64, 'n'), ".namespaces[0]", "is not a valid namespace name: it must be at most 63 characters");
    affinityRow("namespaces empty name", "{topologyKey: zone, namespaces: [\"\"]}", "\"\"", ".namespaces[0]",
        "\"\" is not a valid namespace name: it must not be empty");
    affinityRow("namespaces a string", "{topologyKey: zone, namespaces: shop}", "shop", ".namespaces",
        "expected a list of namespace names, found the value \"shop\"");
    affinityRow("matchLabelKeys without labelSelector", "{topologyKey: zone, matchLabelKeys: [app]}",
        "matchLabelKeys", ".matchLabelKeys",
        "matchLabelKeys must not be specified when labelSelector is not set; expected a labelSelector too, or no "
        "matchLabelKeys");
    affinityRow("mismatchLabelKeys with a null labelSelector",
        "{topologyKey: zone, labelSelector: null, mismatchLabelKeys: [app]}", "mismatchLabelKeys",
        ".mismatchLabelKeys",
        "mismatchLabelKeys must not be specified when labelSelector is not set; expected a labelSelector too, or no "
        "mismatchLabelKeys");
    affinityRow("matchLabelKeys not a label key", "{topologyKey: zone, labelSelector: {}, matchLabelKeys: [-hash]}",
        "-hash", ".matchLabelKeys[0]", "\"-hash\" is not a valid label key");
    affinityRow("mismatchLabelKeys not a label key",
        "{topologyKey: zone, labelSelector: {}, mismatchLabelKeys: [a, \"b/c/d\"]}", "\"b/c/d\"",
        ".mismatchLabelKeys[1]", "\"b/c/d\" is not a valid label key");
    affinityRow("key in matchLabelKeys and mismatchLabelKeys",
        "{topologyKey: zone, labelSelector: {}, matchLabelKeys: [a, tenant], mismatchLabelKeys: [tenant]}", "tenant",
        ".matchLabelKeys[1]",
        "\"tenant\" exists in both matchLabelKeys and mismatchLabelKeys; expected each key in one of them only");
    affinityRow("matchLabelKeys key in matchLabels and matchExpressions",
        "{topologyKey: zone, labelSelector: {matchLabels: {app: web}, matchExpressions: [{key: app, operator: In, "
        "values: [web]}]}, matchLabelKeys: [app]}",
        "app]", ".matchLabelKeys[0]",
        "\"app\" exists in both matchLabelKeys and labelSelector (the API server adds app In (<the pod's value>) for "
        "it); expected the key in matchLabelKeys only");
    affinityRow("matchLabelKeys key twice in matchExpressions",
        "{topologyKey: zone, labelSelector: {matchExpressions: [{key: h, operator: Exists}, {key: h, operator: In, "
        "values: [x]}]}, matchLabelKeys: [a, h]}",
        "h]", ".matchLabelKeys[1]", "\"h\" exists in both matchLabelKeys and labelSelector");
    affinityRow("pod affinity labelSelector value", "{topologyKey: zone, labelSelector: {matchLabels: {app: web-}}}",
        "web-", ".labelSelector.matchLabels.app",
        "\"web-\": a label value must be empty or consist of letters, digits, '-', '_' or '.', and start and end "
        "with a letter or digit");
    affinityRow("namespaceSelector operator Gt",
        "{topologyKey: zone, namespaceSelector: {matchExpressions: [{key: team, operator: Gt, values: [\"1\"]}]}}",
        "Gt", ".namespaceSelector.matchExpressions[0].operator",
        "unsupported operator \"Gt\"; expected In, NotIn, Exists or DoesNotExist");
    affinityRow("namespaceSelector In without values",
        "{topologyKey: zone, namespaceSelector: {matchExpressions: [{key: team, operator: In}]}}", "{key",
        ".namespaceSelector.matchExpressions[0].values",
        "operator In needs at least one value; expected e.g. values: [a, b]");
    affinityRow("namespaceSelector a list", "{topologyKey: zone, namespaceSelector: [team]}", "[team]",
        ".namespaceSelector", "expected a map (key: value), found a list");
    affinityRow("pod affinity term unknown field", "{topologyKey: zone, namespace: [a]}", "namespace:", ".namespace",
        "unknown field; did you mean \"namespaces\"? expected labelSelector, namespaces, topologyKey, "
        "namespaceSelector, matchLabelKeys, or mismatchLabelKeys");
    auto antiRow = [&](const char* name, const std::string& item, const std::string& at, const std::string& f,
                       const std::string& phrase) { termRow(name, "podAntiAffinity", pref, item, at, f, phrase); };
    const std::string weights = "; expected an integer from 1 to 100";
    antiRow("pod affinity weight 0", "{weight: 0, podAffinityTerm: {topologyKey: zone}}", "0,", ".weight",
        "weight 0 is out of range" + weights);
    antiRow("pod affinity weight 101", "{weight: 101, podAffinityTerm: {topologyKey: zone}}", "101", ".weight",
        "weight 101 is out of range" + weights);
    antiRow("pod affinity weight negative", "{weight: -5, podAffinityTerm: {topologyKey: zone}}", "-5", ".weight",
        "weight -5 is out of range" + weights);
    antiRow("pod affinity weight quoted", "{weight: \"5\", podAffinityTerm: {topologyKey: zone}}", "\"5\"", ".weight",
        "expected an integer, found the string \"5\" (write it without quotes)");
    antiRow("pod affinity weight missing", "{podAffinityTerm: {topologyKey: zone}}", "", ".weight",
        "missing; expected an integer from 1 to 100, e.g. weight: 50");
    antiRow("podAffinityTerm missing", "{weight: 5}", "", ".podAffinityTerm",
        "missing; expected a pod affinity term, e.g. podAffinityTerm: {labelSelector: {matchLabels: {app: web}}, "
        "topologyKey: kubernetes.io/hostname}");
    antiRow("podAffinityTerm null", "{weight: 5, podAffinityTerm: null}", "podAffinityTerm",
        ".podAffinityTerm.topologyKey", "missing; expected a node label key");
    antiRow("podAffinityTerm topologyKey empty", "{weight: 5, podAffinityTerm: {topologyKey: \"\"}}", "\"\"",
        ".podAffinityTerm.topologyKey", "topologyKey can not be empty");
    antiRow("podAffinityTerm unknown field", "{weight: 5, podAffinityTerm: {topologyKey: zone, weight: 1}}",
        "weight: 1", ".podAffinityTerm.weight", "unknown field");
    antiRow("weighted term unknown field", "{weight: 5, term: {topologyKey: zone}}", "term", ".term",
        "unknown field; expected weight or podAffinityTerm");
    auto preferredRow = [&](const char* name, const std::string& item, const std::string& at, const std::string& f,
                            const std::string& phrase) { termRow(name, "nodeAffinity", pref, item, at, f, phrase); };
    preferredRow("preferred node affinity weight 0", "{weight: 0, preference: {}}", "0,", ".weight",
        "weight 0 is out of range" + weights);
    preferredRow("preferred node affinity weight 1000", "{weight: 1000, preference: {}}", "1000", ".weight",
        "weight 1000 is out of range" + weights);
    preferredRow("preference missing", "{weight: 1}", "", ".preference",
        "missing; expected a node selector term, e.g. preference: {matchExpressions: [{key: pool, operator: In, "
        "values: [gpu]}]}");
    preferredRow("preference requirement", "{weight: 1, preference: {matchExpressions: [{key: a, operator: In}]}}",
        "{key", ".preference.matchExpressions[0].values", "operator In needs at least one value");
    preferredRow("preference matchFields key", "{weight: 1, preference: {matchFields: [{key: name, operator: In, "
                 "values: [a]}]}}",
        "name,", ".preference.matchFields[0].key", "unsupported field selector key \"name\"");
    preferredRow("preference a list", "{weight: 1, preference: [a]}", "[a]", ".preference",
        "expected a map (key: value), found a list");
    preferredRow("preferred term unknown field", "{weight: 1, preferences: {}}", "preferences", ".preferences",
        "unknown field; did you mean \"preference\"? expected weight or preference");
    row("pod affinity unknown field", pod + "  affinity:\n    podAffinity:\n      " + req + "s: []\n", 11, 7,
        ("pods[0].affinity.podAffinity." + req + "s").c_str(),
        "unknown field; did you mean \"requiredDuringSchedulingIgnoredDuringExecution\"?");
    row("pod affinity terms a map", pod + "  affinity:\n    podAffinity:\n      " + req + ": {topologyKey: zone}\n", 11,
        55, ("pods[0].affinity.podAffinity." + req).c_str(),
        "expected a list of pod affinity terms ({labelSelector, topologyKey}), found a map");
    row("pod affinity a list", pod + "  affinity:\n    podAntiAffinity: [a]\n", 10, 22, "pods[0].affinity.podAntiAffinity",
        "expected a map (key: value), found a list");

    // The pod's owner and schedulerName.
    row("owner name missing", pod + "  owner: {kind: ReplicaSet}\n", 9, 10, "pods[0].owner.name",
        "missing; expected the owner's name, such as web-5d4f8");
    row("owner kind empty", pod + "  owner: {kind: \"\", name: web}\n", 9, 17, "pods[0].owner.kind",
        "expected the owner's kind, such as ReplicaSet, found an empty string");
    row("owner name empty", pod + "  owner: {kind: Job, name: \"\"}\n", 9, 28, "pods[0].owner.name",
        "expected the owner's name, such as web-5d4f8, found an empty string");
    // The group goes in apiVersion; the window's "Kind/name" would not read it back.
    row("owner kind with a group", pod + "  owner: {kind: apps/ReplicaSet, name: web}\n", 9, 17, "pods[0].owner.kind",
        "\"apps/ReplicaSet\" is not a valid owner kind: a kind holds no '/'; expected a kind such as ReplicaSet (its "
        "API group goes in apiVersion)");
    row("owner unknown field", pod + "  owner: {kind: Job, name: a, uuid: x}\n", 9, 31, "pods[0].owner.uuid",
        "expected kind, name, or uid");
    row("owner uid a list", pod + "  owner: {kind: Job, name: a, uid: [x]}\n", 9, 36, "pods[0].owner.uid",
        "expected the owner's uid");
    row("owner a string", pod + "  owner: web\n", 9, 10, "pods[0].owner", "expected a map (key: value), found the value");
    row("schedulerName a list", pod + "  schedulerName: [a]\n", 9, 18, "pods[0].schedulerName",
        "expected the name of the scheduler (a string), found a list");
    // Annotations (keys qualified names), local volumes (ValidateVolumes as
    // far as emptyDir and hostPath go) and PodDisruptionBudgets.
    row("annotation key with a space", pod + "  annotations: {\"bad key\": x}\n", 9, 17, "pods[0].annotations.bad key",
        "\"bad key\" is not a valid annotation key: the name part must consist of letters, digits, '-', '_' or '.', "
        "and start and end with a letter or digit");
    row("annotation value a list", pod + "  annotations: {a: [1]}\n", 9, 20, "pods[0].annotations.a",
        "expected an annotation value (a string), found a list");
    row("volume without a kind", pod + "  volumes:\n  - {name: a}\n", 10, 5, "pods[0].volumes[0]",
        "missing; expected emptyDir or hostPath (other volume kinds keep no data on the node and are not listed)");
    row("volume of two kinds", pod + "  volumes:\n  - {name: a, emptyDir: {}, hostPath: {path: /x}}\n", 10, 5,
        "pods[0].volumes[0]", "both emptyDir and hostPath; expected one of them");
    row("volume kind unknown", pod + "  volumes:\n  - {name: a, configMap: {}}\n", 10, 15,
        "pods[0].volumes[0].configMap", "unknown field; expected name, emptyDir, or hostPath");
    row("volume name upper-case", pod + "  volumes:\n  - {name: Scratch, emptyDir: {}}\n", 10, 12,
        "pods[0].volumes[0].name",
        "\"Scratch\" is not a valid volume name: a DNS-1123 label must consist of lower-case letters, digits or '-', "
        "and start and end with a letter or digit");
    row("volume name missing", pod + "  volumes:\n  - {emptyDir: {}}\n", 10, 5, "pods[0].volumes[0].name",
        "missing; expected the volume's name, e.g. name: scratch");
    row("volume name twice", pod + "  volumes:\n  - {name: a, emptyDir: {}}\n  - {name: a, hostPath: {path: /x}}\n",
        11, 5, "pods[0].volumes[1].name", "duplicate volume name \"a\"; pods[0].volumes[0] has it already");
    row("emptyDir medium unknown", pod + "  volumes:\n  - {name: a, emptyDir: {medium: Disk}}\n", 10, 34,
        "pods[0].volumes[0].emptyDir.medium",
        "unsupported medium \"Disk\"; expected \"\", Memory, HugePages or HugePages-2Mi");
    row("hostPath without a path", pod + "  volumes:\n  - {name: a, hostPath: {}}\n", 10, 25,
        "pods[0].volumes[0].hostPath.path", "missing; expected the path on the node, e.g. path: /var/log");
    row("volumes a map", pod + "  volumes: {name: a}\n", 9, 12, "pods[0].volumes",
        "expected a list of volumes ({name, emptyDir} or {name, hostPath}), found a map");
    const std::string pdb = kHead + "podDisruptionBudgets:\n- name: web\n";
    row("pdb without disruptionsAllowed", pdb, 6, 3, "podDisruptionBudgets[0].disruptionsAllowed",
        "missing; expected status.disruptionsAllowed, e.g. disruptionsAllowed: 1");
    row("pdb disruptionsAllowed negative", pdb + "  disruptionsAllowed: -1\n", 7, 23,
        "podDisruptionBudgets[0].disruptionsAllowed", "-1 does not fit the field's type (0 to 2147483647)");
    row("pdb name with upper case", kHead + "podDisruptionBudgets:\n- {name: Web, disruptionsAllowed: 0}\n", 6, 10,
        "podDisruptionBudgets[0].name",
        "\"Web\" is not a valid PodDisruptionBudget name: a DNS-1123 subdomain must consist of lower-case letters, "
        "digits, '-' or '.', start and end with a letter or digit, and have at most 253 characters");
    row("pdb selector operator", pdb + "  disruptionsAllowed: 0\n  selector: {matchExpressions: [{key: a, operator: "
                                       "Equal}]}\n",
        8, 52, "podDisruptionBudgets[0].selector.matchExpressions[0].operator",
        "unsupported operator \"Equal\"; expected In, NotIn, Exists or DoesNotExist");
    row("pdb twice in a namespace",
        kHead + "podDisruptionBudgets:\n- {name: web, disruptionsAllowed: 0}\n- {name: web, namespace: default, "
                "disruptionsAllowed: 1}\n",
        7, 3, "podDisruptionBudgets[1].name",
        "duplicate PodDisruptionBudget \"web\" in namespace \"default\"; podDisruptionBudgets[0] has it too; expected "
        "each name once in a namespace");
    row("pdb unknown field", pdb + "  minAvailable: 1\n", 7, 3, "podDisruptionBudgets[0].minAvailable",
        "unknown field; expected name, namespace, selector, or disruptionsAllowed");

    // prices (issue 16): each price a plain number from 0 to 1000000, the
    // label a label key, byLabel's keys label values, the currency short.
    const std::string prices = kHead + "prices:\n";
    const std::string byLabel = prices + "  byLabel:\n";
    const std::string expectedPrice = "expected a price per node-hour (a number from 0 to 1000000), found ";
    const std::string priceRange = "expected a price per node-hour from 0 to 1000000";
    row("price a word", prices + "  default: abc\n", 6, 12, "prices.default", expectedPrice + "the value \"abc\"");
    row("price quoted", prices + "  default: \"0.1\"\n", 6, 12, "prices.default",
        expectedPrice + "the string \"0.1\" (write it without quotes)");
    row("price a boolean", prices + "  default: true\n", 6, 12, "prices.default", expectedPrice + "the value \"true\"");
    row("price with a currency sign", byLabel + "    m5.large: $0.096\n", 7, 15, "prices.byLabel.m5.large",
        expectedPrice + "the value \"$0.096\"");
    row("price with a decimal comma", byLabel + "    m5.large: \"0,096\"\n", 7, 15, "prices.byLabel.m5.large",
        expectedPrice + "the string \"0,096\" (write it without quotes)");
    row("price hexadecimal", prices + "  default: 0x10\n", 6, 12, "prices.default",
        expectedPrice + "the value \"0x10\"");
    row("price a list", prices + "  default: [1]\n", 6, 12, "prices.default", expectedPrice + "a list");
    row("price null in byLabel", byLabel + "    m5.large:\n", 7, 5, "prices.byLabel.m5.large",
        expectedPrice + "nothing (null)");
    row("price negative", prices + "  default: -0.5\n", 6, 12, "prices.default", "-0.5 is negative; " + priceRange);
    row("price negative in byLabel", byLabel + "    m5.large: -1e-9\n", 7, 15, "prices.byLabel.m5.large",
        "-1e-9 is negative; " + priceRange);
    row("price above the largest", prices + "  default: 1000000.5\n", 6, 12, "prices.default",
        "1000000.5 is out of range; " + priceRange);
    row("price beyond a double", prices + "  default: 1e400\n", 6, 12, "prices.default",
        "1e400 is out of range; " + priceRange);
    row("price NaN", prices + "  default: .nan\n", 6, 12, "prices.default",
        ".nan is not a finite number; " + priceRange);
    row("price infinite", byLabel + "    m5.large: .inf\n", 7, 15, "prices.byLabel.m5.large",
        ".inf is not a finite number; " + priceRange);
    row("price minus infinity", prices + "  default: -.Inf\n", 6, 12, "prices.default",
        "-.Inf is not a finite number; " + priceRange);
    row("byLabel key twice", byLabel + "    m5.large: 0.096\n    m5.large: 0.1\n", 8, 5, "prices.byLabel.m5.large",
        "duplicate key; each key may appear once in a map");
    row("byLabel key not a label value", byLabel + "    \"m5 large\": 0.096\n", 7, 5, "prices.byLabel.m5 large",
        "\"m5 large\": a label value must be empty or consist of letters, digits, '-', '_' or '.', and start and "
        "end with a letter or digit");
    row("byLabel key too long", byLabel + "    " + std::string(64, 'a') + ": 1\n", 7, 5,
        ("prices.byLabel." + std::string(64, 'a')).c_str(),
        "\"" + std::string(64, 'a') + "\": a label value must be at most 63 characters");
    row("byLabel a list", prices + "  byLabel: [m5.large]\n", 6, 12, "prices.byLabel",
        "expected a map (key: value), found a list");
    row("prices a list", kHead + "prices: [0.1]\n", 5, 9, "prices", "expected a map (key: value), found a list");
    row("prices unknown key", prices + "  defualt: 0.1\n", 6, 3, "prices.defualt",
        "unknown field; did you mean \"default\"? expected label, currency, default, or byLabel");
    row("prices unknown top-level key", kHead + "price:\n  default: 0.1\n", 5, 1, "price",
        "unknown field; did you mean \"prices\"? expected apiVersion, kind, profiles, nodes, pods, services, "
        "namespaces, podDisruptionBudgets, or prices");
    row("prices label not a label key", prices + "  label: \"instance type\"\n", 6, 10, "prices.label",
        "\"instance type\" is not a valid label key: the name part must consist of letters, digits, '-', '_' or '.', "
        "and start and end with a letter or digit");
    row("prices label a list", prices + "  label: [a]\n", 6, 10, "prices.label",
        "expected a node label key, such as node.kubernetes.io/instance-type, found a list");
    row("currency too long", prices + "  currency: Pounds sterling GBP\n", 6, 13, "prices.currency",
        "\"Pounds sterling GBP\" has 19 characters; expected at most 16, such as USD or EUR");
    row("currency with a tab", prices + "  currency: \"US\\tD\"\n", 6, 13, "prices.currency",
        "\"US\\tD\" holds a control character or a line break; expected printable text, such as USD or EUR");
    row("currency with a line separator", prices + "  currency: \"US\\LD\"\n", 6, 13, "prices.currency",
        "holds a control character or a line break; expected printable text, such as USD or EUR");
    row("currency a map", prices + "  currency: {code: USD}\n", 6, 13, "prices.currency",
        "expected a currency such as USD, found a map");

    // creationTimestamp (RFC 3339, as metav1.Time reads it) and priority (an int32).
    row("creationTimestamp a date", pod + "  creationTimestamp: 2024-05-01\n", 9, 22, "pods[0].creationTimestamp",
        "\"2024-05-01\" is not an RFC 3339 time; expected a time such as 2024-05-01T09:30:00Z");
    row("creationTimestamp no zone", pod + "  creationTimestamp: \"2024-05-01T09:30:00\"\n", 9, 22,
        "pods[0].creationTimestamp",
        "\"2024-05-01T09:30:00\" is not an RFC 3339 time; expected a time such as 2024-05-01T09:30:00Z");
    row("creationTimestamp 31 April", pod + "  creationTimestamp: 2024-04-31T09:30:00Z\n", 9, 22,
        "pods[0].creationTimestamp",
        "\"2024-04-31T09:30:00Z\" is not an RFC 3339 time; expected a time such as 2024-05-01T09:30:00Z");
    row("creationTimestamp a list", pod + "  creationTimestamp: [a]\n", 9, 22, "pods[0].creationTimestamp",
        "expected an RFC 3339 time such as 2024-05-01T09:30:00Z, found a list");
    row("priority beyond int32", pod + "  priority: 2147483648\n", 9, 13, "pods[0].priority",
        "2147483648 does not fit the field's type (-2147483648 to 2147483647)");
    row("priority a word", pod + "  priority: high\n", 9, 13, "pods[0].priority",
        "expected an integer, found the value \"high\"");

    // Services (ValidateService: name a DNS-1035 label, namespace a DNS-1123
    // label, selector ValidateLabels) and namespaces (ValidateNamespaceName,
    // ValidateLabels); each once.
    row("service name DNS-1035", kHead + "services:\n- name: 1web\n", 6, 9, "services[0].name",
        "\"1web\" is not a valid service name: a DNS-1035 label must consist of lower-case letters, digits or '-', "
        "start with a letter and end with a letter or digit");
    row("service name upper case", kHead + "services:\n- name: Web\n", 6, 9, "services[0].name",
        "\"Web\" is not a valid service name");
    row("service name missing", kHead + "services:\n- namespace: shop\n", 6, 3, "services[0].name",
        "missing; expected the service's name, e.g. name: web");
    row("service namespace", kHead + "services:\n- {name: web, namespace: shop_1}\n", 6, 26, "services[0].namespace",
        "\"shop_1\" is not a valid namespace name: a DNS-1123 label");
    row("service selector key", kHead + "services:\n- {name: web, selector: {\"a b\": x}}\n", 6, 26,
        "services[0].selector.a b", "\"a b\" is not a valid label key");
    row("service selector value", kHead + "services:\n- {name: web, selector: {app: \"-x\"}}\n", 6, 31,
        "services[0].selector.app", "\"-x\": a label value must be empty or consist of");
    row("service unknown field", kHead + "services:\n- {name: web, selectors: {}}\n", 6, 15, "services[0].selectors",
        "unknown field; did you mean \"selector\"? expected name, namespace, or selector");
    row("service twice", kHead + "services:\n- name: web\n- {name: api, namespace: shop}\n- {name: web, namespace: default}\n",
        8, 3, "services[2].name",
        "duplicate service \"web\" in namespace \"default\"; services[0] has it too; expected each name once in a "
        "namespace");
    row("services a map", kHead + "services: {name: web}\n", 5, 11, "services",
        "expected a list of services ({name, namespace, selector}), found a map");
    row("namespace name upper case", kHead + "namespaces:\n- name: Shop\n", 6, 9, "namespaces[0].name",
        "\"Shop\" is not a valid namespace name: a DNS-1123 label must consist of lower-case letters, digits or '-', "
        "and start and end with a letter or digit");
    row("namespace name with a dot", kHead + "namespaces:\n- name: a.b\n", 6, 9, "namespaces[0].name",
        "\"a.b\" is not a valid namespace name");
    row("namespace name missing", kHead + "namespaces:\n- labels: {a: b}\n", 6, 3, "namespaces[0].name",
        "missing; expected the namespace's name, e.g. name: shop");
    row("namespace label value", kHead + "namespaces:\n- {name: shop, labels: {team: \"a b\"}}\n", 6, 31,
        "namespaces[0].labels.team", "\"a b\": a label value must be empty or consist of");
    row("namespace twice", kHead + "namespaces:\n- name: shop\n- name: shop\n", 7, 3, "namespaces[1].name",
        "duplicate namespace name \"shop\"; namespaces[0] has it too; expected unique names");
    row("affinity misspelled", pod + "  affinity:\n    nodeAffinty: {}\n", 10, 5, "pods[0].affinity.nodeAffinty",
        "unknown field; did you mean \"nodeAffinity\"? expected nodeAffinity, podAffinity, or podAntiAffinity");
    row("affinity a list", pod + "  affinity: [a]\n", 9, 13, "pods[0].affinity",
        "expected a map (key: value), found a list");
    row("requiredDuringExecution", pod + "  affinity:\n    nodeAffinity:\n      requiredDuringSchedulingRequiredDuringExecution: {}\n",
        11, 7, "pods[0].affinity.nodeAffinity.requiredDuringSchedulingRequiredDuringExecution",
        "unknown field; expected requiredDuringSchedulingIgnoredDuringExecution or "
        "preferredDuringSchedulingIgnoredDuringExecution");
    const std::string required = pod
        + "  affinity:\n    nodeAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:";
    const std::string requiredPath = "pods[0].affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution";
    row("nodeSelectorTerms missing", required + " {}\n", 11, 55, (requiredPath + ".nodeSelectorTerms").c_str(),
        "missing; expected a list of node selector terms, e.g. nodeSelectorTerms: [{matchExpressions: [{key: pool, "
        "operator: In, values: [gpu]}]}]");
    row("nodeSelectorTerms empty", required + "\n        nodeSelectorTerms: []\n", 12, 28,
        (requiredPath + ".nodeSelectorTerms").c_str(),
        "no node selector terms; expected at least one (the API server refuses a required node affinity without "
        "one)");
    row("nodeSelectorTerms null", required + "\n        nodeSelectorTerms:\n", 12, 9,
        (requiredPath + ".nodeSelectorTerms").c_str(), "no node selector terms; expected at least one");
    row("nodeSelectorTerms a map", required + "\n        nodeSelectorTerms: {a: 1}\n", 12, 28,
        (requiredPath + ".nodeSelectorTerms").c_str(), "expected a list of node selector terms, found a map");
    const std::string terms = required + "\n        nodeSelectorTerms:\n";
    row("term unknown field", terms + "        - matchLabels: {a: b}\n", 13, 11,
        (requiredPath + ".nodeSelectorTerms[0].matchLabels").c_str(),
        "unknown field; expected matchExpressions or matchFields");
    const std::string exprs = terms + "        - matchExpressions:\n          - {key: zone, operator: Exists}\n";
    const std::string exprPath = requiredPath + ".nodeSelectorTerms[0].matchExpressions[1]";
    auto expr = [&](const char* name, const std::string& item, int column, const std::string& field,
                    const std::string& phrase) {
        QTest::newRow(name) << exprs + "          - " + item + "\n" << 15 << column << (exprPath + field) << phrase;
    };
    expr("In without values", "{key: zone, operator: In}", 13, ".values",
        "operator In needs at least one value; expected e.g. values: [a, b]");
    expr("NotIn with an empty list", "{key: zone, operator: NotIn, values: []}", 50, ".values",
        "operator NotIn needs at least one value; expected e.g. values: [a, b]");
    expr("Exists with a value", "{key: zone, operator: Exists, values: [a]}", 51, ".values",
        "operator Exists takes no values, found 1 value; expected no values key, or an empty list");
    expr("DoesNotExist with values", "{key: zone, operator: DoesNotExist, values: [a, b]}", 57, ".values",
        "operator DoesNotExist takes no values, found 2 values; expected no values key, or an empty list");
    expr("Gt with two values", "{key: cores, operator: Gt, values: [\"1\", \"2\"]}", 48, ".values",
        "operator Gt takes exactly one value, found 2 values; expected a single integer, e.g. values: [\"4\"]");
    expr("Lt without values", "{key: cores, operator: Lt}", 13, ".values",
        "operator Lt takes exactly one value, found 0 values");
    expr("Lt not an integer", "{key: cores, operator: Lt, values: [abc]}", 49, ".values[0]",
        "operator Lt compares integers; expected an integer such as \"4\", found \"abc\"");
    expr("Gt a fraction", "{key: cores, operator: Gt, values: [\"1.5\"]}", 49, ".values[0]",
        "operator Gt compares integers; expected an integer such as \"4\", found \"1.5\"");
    // ValidateNodeSelectorRequirement: the key is a label key.
    expr("key not a label key", "{key: -zone, operator: Exists}", 19, ".key",
        "\"-zone\" is not a valid label key: the name part must consist of letters, digits, '-', '_' or '.', and "
        "start and end with a letter or digit");
    expr("operator lower case", "{key: zone, operator: in, values: [a]}", 35, ".operator",
        "unsupported operator \"in\"; did you mean \"In\"? expected In, NotIn, Exists, DoesNotExist, Gt or Lt");
    expr("operator Equal", "{key: zone, operator: Equal, values: [a]}", 35, ".operator",
        "unsupported operator \"Equal\"; expected In, NotIn, Exists, DoesNotExist, Gt or Lt");
    expr("operator missing", "{key: zone, values: [a]}", 13, ".operator",
        "missing; expected an operator: In, NotIn, Exists, DoesNotExist, Gt or Lt");
    expr("key missing", "{operator: Exists}", 13, ".key",
        "missing; expected a node label key, e.g. key: topology.kubernetes.io/zone");
    expr("key empty", "{key: \"\", operator: Exists}", 19, ".key",
        "expected a node label key, such as topology.kubernetes.io/zone, found an empty string");
    expr("values misspelled", "{key: zone, operator: In, valeus: [a]}", 39, ".valeus",
        "unknown field; did you mean \"values\"? expected key, operator, or values");
    expr("values a scalar", "{key: zone, operator: In, values: a}", 47, ".values",
        "expected a list of values (strings), found the value \"a\"");
    expr("value a map", "{key: zone, operator: In, values: [{a: 1}]}", 48, ".values[0]",
        "expected a value (a string), found a map");
    const std::string fields = terms + "        - matchFields:\n";
    const std::string fieldPath = requiredPath + ".nodeSelectorTerms[0].matchFields[0]";
    auto field = [&](const char* name, const std::string& item, int column, const std::string& f,
                     const std::string& phrase) {
        QTest::newRow(name) << fields + "          - " + item + "\n" << 14 << column << (fieldPath + f) << phrase;
    };
    field("matchFields key", "{key: metadata.nam, operator: In, values: [n1]}", 19, ".key",
        "unsupported field selector key \"metadata.nam\"; expected metadata.name (the only node field a term can "
        "select)");
    field("matchFields label key", "{key: kubernetes.io/hostname, operator: In, values: [n1]}", 19, ".key",
        "unsupported field selector key \"kubernetes.io/hostname\"; expected metadata.name");
    field("matchFields Exists", "{key: metadata.name, operator: Exists}", 44, ".operator",
        "unsupported operator \"Exists\" for matchFields; expected In or NotIn");
    field("matchFields two values", "{key: metadata.name, operator: In, values: [a, b]}", 56, ".values",
        "operator In in matchFields takes exactly one value (a node name), found 2 values; expected e.g. values: "
        "[node1]");
    field("matchFields no value", "{key: metadata.name, operator: NotIn}", 13, ".values",
        "operator NotIn in matchFields takes exactly one value (a node name), found 0 values");

    // Topology spread constraints (validateTopologySpreadConstraints): each
    // problem at the token it is about (`at`, the first match in the item;
    // "" for the item itself).
    const std::string spread = pod + "  topologySpreadConstraints:\n";
    const std::string spread0 = "pods[0].topologySpreadConstraints[0]";
    auto spreadRow = [&](const char* name, const std::string& item, const std::string& at, const std::string& f,
                         const std::string& phrase) {
        const size_t offset = at.empty() ? 0 : item.find(at);
        QTest::newRow(name) << spread + "  - " + item + "\n"
                            << 10 << static_cast<int>(5 + offset) << (spread0 + f) << phrase;
    };
    const std::string zone = "maxSkew: 1, topologyKey: zone, whenUnsatisfiable: DoNotSchedule";
    const std::string counts = "; expected an integer from 1 to 2147483647";
    spreadRow("maxSkew 0", "{maxSkew: 0, topologyKey: zone, whenUnsatisfiable: DoNotSchedule}", "0,", ".maxSkew",
        "0 must be greater than zero" + counts);
    spreadRow("maxSkew negative", "{maxSkew: -1, topologyKey: zone, whenUnsatisfiable: DoNotSchedule}", "-1",
        ".maxSkew", "-1 must be greater than zero" + counts);
    spreadRow("maxSkew above int32", "{maxSkew: 2147483648, topologyKey: zone, whenUnsatisfiable: DoNotSchedule}",
        "2147483648", ".maxSkew", "2147483648 is out of range" + counts);
    spreadRow("maxSkew quoted", "{maxSkew: \"1\", topologyKey: zone, whenUnsatisfiable: DoNotSchedule}", "\"1\"",
        ".maxSkew", "expected an integer, found the string \"1\" (write it without quotes)");
    spreadRow("maxSkew missing", "{topologyKey: zone, whenUnsatisfiable: DoNotSchedule}", "", ".maxSkew",
        "missing; expected the largest difference allowed in matching pods between two domains, e.g. maxSkew: 1");
    spreadRow("topologyKey missing", "{maxSkew: 1, whenUnsatisfiable: DoNotSchedule}", "", ".topologyKey",
        "missing; expected a node label key, e.g. topologyKey: topology.kubernetes.io/zone");
    spreadRow("topologyKey empty", "{maxSkew: 1, topologyKey: \"\", whenUnsatisfiable: DoNotSchedule}", "\"\"",
        ".topologyKey", "topologyKey can not be empty; expected a node label key, such as topology.kubernetes.io/zone");
    spreadRow("topologyKey a list", "{maxSkew: 1, topologyKey: [zone], whenUnsatisfiable: DoNotSchedule}", "[zone]",
        ".topologyKey", "expected a node label key, such as topology.kubernetes.io/zone, found a list");
    spreadRow("whenUnsatisfiable missing", "{maxSkew: 1, topologyKey: zone}", "", ".whenUnsatisfiable",
        "missing; expected whenUnsatisfiable: DoNotSchedule or ScheduleAnyway");
    spreadRow("whenUnsatisfiable misspelt", "{maxSkew: 1, topologyKey: zone, whenUnsatisfiable: DoNotSchedul}",
        "DoNotSchedul", ".whenUnsatisfiable",
        "unsupported whenUnsatisfiable \"DoNotSchedul\"; did you mean \"DoNotSchedule\"? expected DoNotSchedule (a "
        "filter) or ScheduleAnyway (a score)");
    spreadRow("whenUnsatisfiable unknown", "{maxSkew: 1, topologyKey: zone, whenUnsatisfiable: Never}", "Never",
        ".whenUnsatisfiable",
        "unsupported whenUnsatisfiable \"Never\"; expected DoNotSchedule (a filter) or ScheduleAnyway (a score)");
    QTest::newRow("topologyKey and whenUnsatisfiable twice")
        << spread + "  - {" + zone + "}\n  - {maxSkew: 1, topologyKey: zone, whenUnsatisfiable: ScheduleAnyway}\n  - {"
            + zone + "}\n"
        << 12 << 5 << std::string("pods[0].topologySpreadConstraints[2]")
        << std::string("duplicate value \"{zone, DoNotSchedule}\" ({topologyKey, whenUnsatisfiable}); "
                       "pods[0].topologySpreadConstraints[0] has the same pair; expected each pair of topologyKey and "
                       "whenUnsatisfiable once in a pod");
    spreadRow(
        "minDomains 0", "{" + zone + ", minDomains: 0}", "0}", ".minDomains", "0 must be greater than zero" + counts);
    spreadRow("minDomains with ScheduleAnyway",
        "{maxSkew: 1, topologyKey: zone, whenUnsatisfiable: ScheduleAnyway, minDomains: 2}", "2}", ".minDomains",
        "minDomains is only allowed with whenUnsatisfiable DoNotSchedule, not ScheduleAnyway; expected "
        "whenUnsatisfiable: DoNotSchedule, or no minDomains");
    spreadRow("minDomains a fraction", "{" + zone + ", minDomains: 1.5}", "1.5", ".minDomains",
        "expected an integer, found the value \"1.5\"");
    spreadRow("nodeAffinityPolicy lower case", "{" + zone + ", nodeAffinityPolicy: honor}", "honor",
        ".nodeAffinityPolicy",
        "unsupported nodeAffinityPolicy \"honor\"; did you mean \"Honor\"? expected Honor or Ignore, or leave it out "
        "for Honor");
    spreadRow("nodeTaintsPolicy unknown", "{" + zone + ", nodeTaintsPolicy: Respect}", "Respect", ".nodeTaintsPolicy",
        "unsupported nodeTaintsPolicy \"Respect\"; expected Honor or Ignore, or leave it out for Ignore");
    spreadRow("nodeTaintsPolicy empty", "{" + zone + ", nodeTaintsPolicy: \"\"}", "\"\"", ".nodeTaintsPolicy",
        "unsupported nodeTaintsPolicy \"\"; expected Honor or Ignore, or leave it out for Ignore");
    spreadRow("matchLabelKeys without labelSelector", "{" + zone + ", matchLabelKeys: [pod-template-hash]}",
        "matchLabelKeys", ".matchLabelKeys",
        "matchLabelKeys must not be specified when labelSelector is not set; expected a labelSelector too, or no "
        "matchLabelKeys");
    spreadRow("matchLabelKeys with a null labelSelector",
        "{" + zone + ", labelSelector: null, matchLabelKeys: [pod-template-hash]}", "matchLabelKeys", ".matchLabelKeys",
        "matchLabelKeys must not be specified when labelSelector is not set");
    spreadRow("matchLabelKeys not a label key", "{" + zone + ", labelSelector: {}, matchLabelKeys: [-hash]}", "-hash",
        ".matchLabelKeys[0]",
        "\"-hash\" is not a valid label key: the name part must consist of letters, digits, '-', '_' or '.', and "
        "start and end with a letter or digit");
    spreadRow("matchLabelKeys in matchLabels",
        "{" + zone + ", labelSelector: {matchLabels: {app: web}}, matchLabelKeys: [version, app]}", "app]",
        ".matchLabelKeys[1]",
        "\"app\" exists in both matchLabelKeys and labelSelector; expected each key in one of "
        "them only");
    spreadRow("matchLabelKeys in matchExpressions",
        "{" + zone + ", matchLabelKeys: [app], labelSelector: {matchExpressions: [{key: app, operator: Exists}]}}",
        "app]", ".matchLabelKeys[0]", "\"app\" exists in both matchLabelKeys and labelSelector");
    spreadRow("matchLabelKeys a string", "{" + zone + ", labelSelector: {}, matchLabelKeys: app}", "app}",
        ".matchLabelKeys", "expected a list of label keys (strings), found the value \"app\"");
    spreadRow("labelSelector a list", "{" + zone + ", labelSelector: [app]}", "[app]", ".labelSelector",
        "expected a map (key: value), found a list");
    spreadRow("labelSelector unknown field", "{" + zone + ", labelSelector: {matchLabel: {app: web}}}",
        "matchLabel:", ".labelSelector.matchLabel",
        "unknown field; did you mean \"matchLabels\"? expected matchLabels or matchExpressions");
    spreadRow("matchLabels key", "{" + zone + ", labelSelector: {matchLabels: {example.com/: web}}}", "example.com/",
        ".labelSelector.matchLabels.example.com/",
        "\"example.com/\" is not a valid label key: the name part must not be empty");
    spreadRow("matchLabels value", "{" + zone + ", labelSelector: {matchLabels: {app: web-}}}", "web-",
        ".labelSelector.matchLabels.app",
        "\"web-\": a label value must be empty or consist of letters, digits, '-', '_' or '.', and start and end with "
        "a letter or digit");
    spreadRow("matchLabels value a map", "{" + zone + ", labelSelector: {matchLabels: {app: {a: b}}}}", "{a: b}",
        ".labelSelector.matchLabels.app", "expected a label value (a string), found a map");
    const std::string expr0 = ".labelSelector.matchExpressions[0]";
    auto exprItem
        = [&](const std::string& e) { return "{" + zone + ", labelSelector: {matchExpressions: [" + e + "]}}"; };
    spreadRow("selector operator Gt", exprItem("{key: app, operator: Gt, values: [\"1\"]}"), "Gt", expr0 + ".operator",
        "unsupported operator \"Gt\"; expected In, NotIn, Exists or DoesNotExist");
    spreadRow("selector operator lower case", exprItem("{key: app, operator: notin, values: [a]}"), "notin",
        expr0 + ".operator",
        "unsupported operator \"notin\"; did you mean \"NotIn\"? expected In, NotIn, Exists or DoesNotExist");
    spreadRow("selector operator missing", exprItem("{key: app, values: [a]}"), "{key", expr0 + ".operator",
        "missing; expected an operator: In, NotIn, Exists or DoesNotExist");
    spreadRow("selector In without values", exprItem("{key: app, operator: In}"), "{key", expr0 + ".values",
        "operator In needs at least one value; expected e.g. values: [a, b]");
    spreadRow("selector Exists with values", exprItem("{key: app, operator: Exists, values: [a]}"), "[a]",
        expr0 + ".values", "operator Exists takes no values, found 1 value; expected no values key, or an empty list");
    spreadRow("selector key missing", exprItem("{operator: Exists}"), "{op", expr0 + ".key",
        "missing; expected a label key, e.g. key: app");
    spreadRow("selector key invalid", exprItem("{key: a b, operator: Exists}"), "a b", expr0 + ".key",
        "\"a b\" is not a valid label key: the name part must consist of letters, digits, '-', '_' or '.', and start "
        "and end with a letter or digit");
    spreadRow("selector value invalid", exprItem("{key: app, operator: In, values: [web, \"a/b\"]}"), "\"a/b\"",
        expr0 + ".values[1]",
        "\"a/b\": a label value must be empty or consist of letters, digits, '-', '_' or '.', and start and end "
        "with a letter or digit");
    spreadRow("selector requirement unknown field", exprItem("{key: app, operator: In, value: [a]}"),
        "value:", expr0 + ".value", "unknown field; did you mean \"values\"? expected key, operator, or values");
    spreadRow("constraint unknown field", "{" + zone + ", maxskew: 2}", "maxskew", ".maxskew",
        "unknown field; did you mean \"maxSkew\"? expected maxSkew, topologyKey, whenUnsatisfiable, labelSelector, "
        "minDomains, nodeAffinityPolicy, nodeTaintsPolicy, or matchLabelKeys");
    row("topologySpreadConstraints a map", spread.substr(0, spread.size() - 1) + " {maxSkew: 1}\n", 9, 30,
        "pods[0].topologySpreadConstraints",
        "expected a list of topology spread constraints ({maxSkew, topologyKey, whenUnsatisfiable}), found a map");
    row("topology spread constraint not a map", spread + "  - zone\n", 10, 5, "pods[0].topologySpreadConstraints[0]",
        "expected a map (key: value), found the value \"zone\"");

    // Container image and ports (validateContainerPorts, AccumulateUniqueHostPorts).
    const std::string ports = pod + "  containers:\n  - name: c\n    ports:\n";
    const std::string port0 = "pods[0].containers[0].ports[0]";
    auto portRow
        = [&](const char* name, const std::string& item, int column, const std::string& f, const std::string& phrase) {
              QTest::newRow(name) << ports + "    - " + item + "\n" << 12 << column << (port0 + f) << phrase;
          };
    // validation.IsValidPortName and the names' uniqueness within a container.
    portRow("port name upper case", "{name: HTTP, containerPort: 80}", 14, ".name",
        "\"HTTP\" may contain only lower-case letters, digits and hyphens; expected a port name such as http or "
        "metrics");
    portRow("port name too long", "{name: metrics-exporter1, containerPort: 80}", 14, ".name",
        "\"metrics-exporter1\" is longer than 15 characters; expected a port name such as http or metrics");
    portRow("port name digits only", "{name: \"8080\", containerPort: 80}", 14, ".name",
        "\"8080\" has no letter; expected a port name with at least one letter (a-z)");
    portRow("port name double hyphen", "{name: http--alt, containerPort: 80}", 14, ".name",
        "\"http--alt\" contains consecutive hyphens (--); expected a port name such as http-alt");
    portRow("port name trailing hyphen", "{name: http-, containerPort: 80}", 14, ".name",
        "\"http-\" begins or ends with a hyphen; expected a port name such as http-alt");
    QTest::newRow("port name twice in a container")
        << ports + "    - {name: http, containerPort: 80}\n    - {name: http, containerPort: 81}\n" << 13 << 14
        << std::string("pods[0].containers[0].ports[1].name")
        << std::string("duplicate port name \"http\"; pods[0].containers[0].ports[0] has it too; expected each name "
                       "once in a container");
    portRow("containerPort 0", "{containerPort: 0}", 23, ".containerPort",
        "0 is out of range; expected a port number from 1 to 65535");
    portRow("containerPort 65536", "{containerPort: 65536}", 23, ".containerPort",
        "65536 is out of range; expected a port number from 1 to 65535");
    portRow("containerPort missing", "{hostPort: 80}", 7, ".containerPort",
        "missing; expected the port number in the container, e.g. containerPort: 8080");
    portRow("containerPort quoted", "{containerPort: \"80\"}", 23, ".containerPort",
        "expected an integer, found the string \"80\" (write it without quotes)");
    portRow(
        "containerPort null", "{containerPort: }", 8, ".containerPort", "expected an integer, found nothing (null)");
    portRow("hostPort negative", "{containerPort: 80, hostPort: -1}", 37, ".hostPort",
        "-1 is out of range; expected a host port from 1 to 65535, or 0 for none");
    portRow("hostPort 70000", "{containerPort: 80, hostPort: 70000}", 37, ".hostPort",
        "70000 is out of range; expected a host port from 1 to 65535, or 0 for none");
    portRow("protocol lower case", "{containerPort: 80, protocol: tcp}", 37, ".protocol",
        "unsupported protocol \"tcp\"; did you mean \"TCP\"? expected TCP, UDP or SCTP, or leave it out for TCP");
    portRow("protocol QUIC", "{containerPort: 80, protocol: QUIC}", 37, ".protocol",
        "unsupported protocol \"QUIC\"; expected TCP, UDP or SCTP, or leave it out for TCP");
    portRow("port unknown field", "{containerPort: 80, hostport: 8080}", 27, ".hostport",
        "unknown field; did you mean \"hostPort\"? expected name, containerPort, hostPort, protocol, or hostIP");
    portRow("port not a map", "8080", 7, "", "expected a map (key: value), found the value \"8080\"");
    row("ports a map", pod + "  containers:\n  - name: c\n    ports: {containerPort: 80}\n", 11, 12,
        "pods[0].containers[0].ports", "expected a list of ports ({containerPort, hostPort, protocol}), found a map");
    row("host port twice in a pod",
        ports
            + "    - {containerPort: 80, hostPort: 8080}\n  - name: d\n    ports:\n"
              "    - {containerPort: 81, hostPort: 8080, protocol: TCP}\n",
        15, 37, "pods[0].containers[1].ports[0].hostPort",
        "duplicate value \"TCP//8080\" (protocol/hostIP/hostPort); pods[0].containers[0].ports[0] takes the same "
        "host port; expected each host port once per protocol and host IP");
    row("host port twice in a container",
        ports
            + "    - {containerPort: 53, hostPort: 53, protocol: UDP, hostIP: 10.0.0.1}\n"
              "    - {containerPort: 54, hostPort: 53, protocol: UDP, hostIP: 10.0.0.1}\n",
        13, 37, "pods[0].containers[0].ports[1].hostPort",
        "duplicate value \"UDP/10.0.0.1/53\" (protocol/hostIP/hostPort); pods[0].containers[0].ports[0] takes the "
        "same host port");
    row("host port twice in an init container",
        pod
            + "  initContainers:\n  - name: i\n    ports:\n    - {containerPort: 80, hostPort: 8080}\n"
              "    - {containerPort: 81, hostPort: 8080}\n",
        13, 37, "pods[0].initContainers[0].ports[1].hostPort",
        "duplicate value \"TCP//8080\" (protocol/hostIP/hostPort); pods[0].initContainers[0].ports[0] takes the "
        "same host port");
    row("image a list", pod + "  containers:\n  - image: [a]\n", 10, 12, "pods[0].containers[0].image",
        "expected the container's image (a string), found a list");
    row("container field misspelled", pod + "  containers:\n  - imag: a\n", 10, 5, "pods[0].containers[0].imag",
        "unknown field; did you mean \"image\"? expected name, image, requests, or ports");

    // Node images.
    const std::string images = kHead + "nodes:\n- name: n1\n  images:\n";
    row("images a map", kHead + "nodes:\n- name: n1\n  images: {names: [a]}\n", 7, 11, "nodes[0].images",
        "expected a list of images ({names, sizeBytes}), found a map");
    row("image sizeBytes negative", images + "  - {names: [a], sizeBytes: -1}\n", 8, 29, "nodes[0].images[0].sizeBytes",
        "-1 is negative; expected the image's size in bytes (0 or more)");
    row("image sizeBytes quoted", images + "  - {names: [a], sizeBytes: \"5\"}\n", 8, 29,
        "nodes[0].images[0].sizeBytes", "expected an integer, found the string \"5\" (write it without quotes)");
    row("image name a map", images + "  - {names: [{a: 1}]}\n", 8, 14, "nodes[0].images[0].names[0]",
        "expected an image name (a string), found a map");
    row("image names a string", images + "  - {names: a}\n", 8, 13, "nodes[0].images[0].names",
        "expected a list of image names (strings), found the value \"a\"");
    row("image field misspelled", images + "  - {name: a}\n", 8, 6, "nodes[0].images[0].name",
        "unknown field; did you mean \"names\"? expected names or sizeBytes");
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

// One bad field of each placement constraint: every one is reported, in file
// order, and none stops the reading of the rest.
void TestWorkspaceErrors::collectsConstraintErrors()
{
    const std::string yaml = kHead
        + "nodes:\n- name: n1\n  taints:\n  - {key: a, effect: Bad}\n  unschedulable: maybe\n"
          "pods:\n- name: a\n  tolerations:\n  - {key: a, operator: Exists, value: x}\n"
          "  affinity:\n    podAffinity: {requiredDuringSchedulingIgnoredDuringExecution: [{topologyKey: \"\"}]}\n"
          "    nodeAffinity:\n"
          "      requiredDuringSchedulingIgnoredDuringExecution:\n        nodeSelectorTerms:\n"
          "        - matchExpressions: [{key: zone, operator: In}]\n"
          "  nodeSelector: {\"\": b}\n";
    const auto diags = errorsOf(yaml);
    QCOMPARE(diags.size(), size_t(6));
    QCOMPARE(diags[0].field, std::string("nodes[0].taints[0].effect"));
    QCOMPARE(diags[1].field, std::string("nodes[0].unschedulable"));
    QCOMPARE(diags[2].field, std::string("pods[0].nodeSelector"));
    QCOMPARE(diags[3].field, std::string("pods[0].tolerations[0].value"));
    QCOMPARE(diags[4].field,
        std::string("pods[0].affinity.podAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].topologyKey"));
    QCOMPARE(diags[5].field,
        std::string("pods[0].affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution."
                    "nodeSelectorTerms[0].matchExpressions[0].values"));
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
