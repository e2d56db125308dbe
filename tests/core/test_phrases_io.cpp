// SPDX-License-Identifier: GPL-3.0-or-later
// The readers' and writers' messages as phrases (issue 17): each message core/io
// writes for a person is a Phrase whose English is the message, byte for byte
// what it was before, so the window can translate it; a message quoted as a
// parser or the scheduler prints it keeps no phrase. One message at least of
// every function or family that words them, triggered through the public API.
#include "io/kubectl_import.h"
#include "io/label_selector.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "io/yaml_flow.h"
#include "util/read_file.h"

#include <QTemporaryDir>
#include <QtTest/QtTest>
#include <fcntl.h>
#include <functional>
#include <string>
#include <unistd.h>
#include <vector>

using namespace bp;

namespace {

std::string all(const std::vector<Diagnostic>& ds)
{
    std::string out;
    for (const auto& d : ds)
        out += d.message + "\n";
    return out;
}

// The diagnostic whose message is `english`, or nullptr.
const Diagnostic* find(const std::vector<Diagnostic>& ds, const std::string& english)
{
    for (const auto& d : ds)
        if (d.message == english)
            return &d;
    return nullptr;
}

// The diagnostics of the InputError `f` throws (none when it throws none).
std::vector<Diagnostic> errorsOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return e.diagnostics();
    }
    return {};
}

std::vector<Diagnostic> clusterErrors(const std::string& text, ClusterImportOptions o = {})
{
    return errorsOf([&] { importClusterText(text, "in.yaml", o); });
}

std::vector<Diagnostic> clusterWarnings(const std::string& text, ClusterImportOptions o = {})
{
    std::vector<Diagnostic> warnings;
    importClusterText(text, "in.yaml", o, &warnings);
    return warnings;
}

std::vector<Diagnostic> workspaceErrors(const std::string& text)
{
    return errorsOf([&] { readWorkspace(text, "ws.yaml"); });
}

// A file of `size` bytes that starts with `head`, the rest a hole (no disk).
std::string sparseFile(const QTemporaryDir& dir, const char* name, const std::string& head, off_t size)
{
    const std::string path = dir.filePath(name).toStdString();
    const int fd = ::open(path.c_str(), O_CREAT | O_WRONLY | O_TRUNC, 0600);
    if (fd < 0 || ::write(fd, head.data(), head.size()) != static_cast<ssize_t>(head.size())
        || ::ftruncate(fd, size) != 0)
        qFatal("cannot write %s", path.c_str());
    ::close(fd);
    return path;
}

} // namespace

// (a) the message is the English it was, (b) it is a phrase whose English is
// the message.
#define CHECK_PHRASE(diagnostics, want)                                                                                \
    do {                                                                                                               \
        const auto& ds_ = (diagnostics);                                                                               \
        const Diagnostic* d_ = find(ds_, want);                                                                        \
        QVERIFY2(d_, qPrintable(QString::fromStdString("no message \"" + std::string(want) + "\" in:\n" + all(ds_)))); \
        QVERIFY2(!d_->text.empty(), d_->message.c_str());                                                              \
        QCOMPARE(QString::fromStdString(d_->text.english()), QString::fromStdString(d_->message));                     \
    } while (false)

// A message quoted as a parser or the scheduler prints it: English, no phrase.
#define CHECK_QUOTE(diagnostics, want)                                                                                 \
    do {                                                                                                               \
        const auto& ds_ = (diagnostics);                                                                               \
        const Diagnostic* d_ = find(ds_, want);                                                                        \
        QVERIFY2(d_, qPrintable(QString::fromStdString("no message \"" + std::string(want) + "\" in:\n" + all(ds_)))); \
        QVERIFY2(d_->text.empty(), d_->message.c_str());                                                               \
    } while (false)

class TestPhrasesIo : public QObject {
    Q_OBJECT

private slots:
    // kubectl_reader.h: what a document, an object and its fields must be.
    void kubectlObjects()
    {
        CHECK_PHRASE(clusterErrors("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n"),
            "expected a Kubernetes Node, Pod or List (kind: Node, Pod, List, NodeList or PodList), got kind "
            "\"Deployment\" (export the cluster with `kubectl get nodes,pods -A -o yaml`)");
        CHECK_PHRASE(clusterErrors("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles: []\n"),
            "expected a Kubernetes Node, Pod or List (kind: Node, Pod, List, NodeList or PodList), got kind "
            "\"Workspace\" (a Binpack Studio workspace: give it to --profile-from, or open it directly)");
        CHECK_PHRASE(clusterErrors("kind: Policy\n"),
            "expected a Kubernetes Node, Pod or List (kind: Node, Pod, List, NodeList or PodList), got kind "
            "\"Policy\" (a scheduler configuration: use `binpack-cli import`)");
        CHECK_PHRASE(clusterErrors("just some text\n"),
            "expected a Kubernetes Node, Pod or List (kind: Node, Pod, List, NodeList or PodList), got a string "
            "\"just some text\"");
        CHECK_PHRASE(
            clusterErrors("[1]"), "expected a Kubernetes object (a mapping with kind Node or Pod), got a number \"1\"");
        CHECK_PHRASE(clusterErrors("hello: world\n"),
            "expected a Kubernetes Node, Pod or List (kind: Node, Pod, List, NodeList or PodList), got a mapping "
            "without a \"kind\" field");
        CHECK_PHRASE(clusterErrors("kind: List\nitems: {a: b}\n"), "expected a list of objects, got a mapping");
        CHECK_PHRASE(clusterErrors("kind: List\nitems:\n- kind: [Node]\n"),
            "expected a kind such as Node or Pod (a string), got a list");
        CHECK_PHRASE(clusterErrors("kind: List\nitems:\n- metadata: {name: a}\n"),
            "expected a Kubernetes object with a \"kind\" field (Node or Pod)");
        CHECK_PHRASE(clusterErrors(" \n\n"),
            "the file is empty; expected a Kubernetes Node, Pod or List (kind: Node, Pod, List, NodeList or PodList)");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: [a]\n"), "expected a mapping, got a list");
        CHECK_PHRASE(clusterErrors("kind: Pod\nmetadata: {name: p}\nspec: {containers: {}}\n"),
            "expected a list, got a mapping");
        CHECK_PHRASE(clusterErrors("kind: Pod\nmetadata: {name: [p]}\n"), "expected a string, got a list");
        CHECK_PHRASE(
            clusterErrors("kind: Node\nmetadata:\n  labels: {a: b}\n"), "expected the node's name in metadata.name");
        CHECK_PHRASE(
            clusterErrors("kind: Pod\nmetadata: {namespace: x}\n"), "expected the pod's name in metadata.name");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata:\n  name: n\n  labels: {a: 1, a: 2}\n"),
            "duplicate label key; each key may appear once");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata:\n  name: n\n  labels: {a: [1]}\n"),
            "expected a label value (a string), got a list");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: {name: n}\nstatus: {allocatable: {cpu: 1, cpu: 2}}\n"),
            "duplicate resource name; each resource may appear once");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: {name: n}\nstatus: {allocatable: {cpu: [1]}}\n"),
            "expected a quantity such as \"500m\" or \"4Gi\", got a list");
        CHECK_PHRASE(clusterErrors("kind: Pod\nmetadata: {name: p}\nspec:\n  overhead: {cpu: lots}\n"),
            "\"lots\" is not a valid quantity: expected a number before the suffix (e.g. 500m, 2, 1Gi)");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: {name: n}\nstatus: {allocatable: {cpu: -1}}\n"),
            "\"-1\" is negative; expected a quantity of zero or more");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: {name: n}\nspec: {unschedulable: maybe}\n"),
            "expected true or false, got a string \"maybe\"");
        CHECK_PHRASE(clusterErrors("kind: Pod\nmetadata: {name: p}\nspec: {containers: [1]}\n"),
            "expected a container (a mapping), got a number \"1\"");
        // Placement constraints.
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: {name: n}\nspec: {taints: [NoSchedule]}\n"),
            "expected a taint (a mapping), got a string \"NoSchedule\"");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: {name: n}\nspec: {taints: [{key: a, effect: Never}]}\n"),
            "expected NoSchedule, PreferNoSchedule or NoExecute, got a string \"Never\"");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: {name: n}\nspec: {taints: [{key: a}]}\n"),
            "a taint needs an effect; expected NoSchedule, PreferNoSchedule or NoExecute");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: {name: n}\nspec: {taints: [{effect: NoSchedule}]}\n"),
            "a taint needs a key, such as nvidia.com/gpu");
        CHECK_PHRASE(clusterErrors("kind: Pod\nmetadata: {name: p}\nspec: {tolerations: [1]}\n"),
            "expected a toleration (a mapping), got a number \"1\"");
        CHECK_PHRASE(clusterErrors("kind: Pod\nmetadata: {name: p}\nspec: {tolerations: [{operator: In}]}\n"),
            "expected Equal, Exists, Lt or Gt, got a string \"In\"");
        CHECK_PHRASE(clusterErrors("kind: Pod\nmetadata: {name: p}\nspec: {tolerations: [{effect: Always}]}\n"),
            "expected NoSchedule, PreferNoSchedule, NoExecute or \"\" (every effect), got a string \"Always\"");
        CHECK_PHRASE(
            clusterErrors("kind: Pod\nmetadata: {name: p}\nspec: {tolerations: [{tolerationSeconds: soon}]}\n"),
            "expected a whole number of seconds, got a string \"soon\"");
        const std::string required = "kind: Pod\nmetadata: {name: p}\nspec: {affinity: {nodeAffinity: "
                                     "{requiredDuringSchedulingIgnoredDuringExecution: ";
        CHECK_PHRASE(clusterErrors(required + "{nodeSelectorTerms: []}}}}\n"),
            "expected at least one node selector term; the API server refuses a required node affinity without one");
        CHECK_PHRASE(clusterErrors(required + "{nodeSelectorTerms: [a]}}}}\n"),
            "expected a node selector term (a mapping), got a string \"a\"");
        CHECK_PHRASE(clusterErrors(required + "{nodeSelectorTerms: [{matchExpressions: [a]}]}}}}\n"),
            "expected a node selector requirement (a mapping), got a string \"a\"");
        CHECK_PHRASE(clusterErrors(required + "{nodeSelectorTerms: [{matchExpressions: [{operator: In}]}]}}}}\n"),
            "a node selector requirement needs a key, such as topology.kubernetes.io/zone");
        CHECK_PHRASE(clusterErrors(required + "{nodeSelectorTerms: [{matchFields: [{operator: In}]}]}}}}\n"),
            "a node selector requirement needs a key, such as metadata.name");
        CHECK_PHRASE(clusterErrors(required + "{nodeSelectorTerms: [{matchExpressions: [{key: a}]}]}}}}\n"),
            "a node selector requirement needs an operator; expected In, NotIn, Exists, DoesNotExist, Gt or Lt");
        CHECK_PHRASE(
            clusterErrors(required + "{nodeSelectorTerms: [{matchFields: [{key: metadata.name, operator: Gt}]}]}}}}\n"),
            "expected In or NotIn, got a string \"Gt\"");
        CHECK_PHRASE(clusterErrors(required + "{nodeSelectorTerms: [{matchFields: [{key: metadata.name}]}]}}}}\n"),
            "a node selector requirement needs an operator; expected In or NotIn");
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: {name: n}\nspec: {taints: [{key: a, effect: NoSchedule}, "
                                   "{key: a, effect: NoSchedule}]}\n"),
            "a taint with key \"a\" and effect NoSchedule is given twice (spec.taints[0] has it too); expected each "
            "key and effect pair once");
        CHECK_PHRASE(clusterErrors("kind: Pod\nmetadata: {name: p}\nspec: {tolerations: [{value: b}]}\n"),
            "operator must be Exists when key is empty (which tolerates every taint); expected a key, or operator: "
            "Exists");
        CHECK_PHRASE(clusterErrors(required
                         + "{nodeSelectorTerms: [{matchExpressions: [{key: a, operator: Exists, values: [x]}]}]}}}}\n"),
            "operator Exists takes no values, found 1 value; expected no values key, or an empty list");
        CHECK_PHRASE(clusterErrors(required
                         + "{nodeSelectorTerms: [{matchExpressions: [{key: a, operator: Gt, values: [x, y]}]}]}}}}\n"),
            "operator Gt takes exactly one value, found 2 values; expected a single integer, e.g. values: [\"4\"]");
        CHECK_PHRASE(clusterWarnings("kind: Node\napiVersion: v2\nmetadata: {name: n}\n"),
            "a Node with apiVersion \"v2\"; expected v1, the only version of List, Node and Pod; read as v1");
        CHECK_PHRASE(
            clusterErrors("{\"kind\": \"Node\", \"metadata\": {\"name\": true}}"), "expected a string, got a boolean");
        CHECK_PHRASE(clusterErrors("{\"kind\": \"Node\", \"metadata\": {\"name\": \"n\", \"labels\": {\"a\": {}}}}"),
            "expected a label value (a string), got a mapping");
    }

    // The parsers: our words around theirs, which stay English.
    void kubectlSyntax()
    {
        CHECK_PHRASE(clusterErrors("{\"kind\": \"Node\",}"), "invalid JSON: Missing a name for object member.");
        CHECK_PHRASE(clusterErrors("{\"kind\": // a comment\n\"Node\"}"),
            "JSON has no comments; remove the // comment (or write the file as YAML, where a comment starts with #)");
        CHECK_PHRASE(clusterErrors("kind: [Node\n"), "invalid YAML: end of sequence flow not found");
        CHECK_PHRASE(clusterErrors("kind: Node\n\tmetadata: {name: n}\n"),
            "invalid YAML: a tab in the indentation; YAML allows only spaces there, indent with spaces");
        CHECK_PHRASE(clusterErrors("a: " + std::string(201, '[') + std::string(201, ']') + "\n"),
            "invalid YAML: nesting is deeper than 200 levels; a kubectl export nests a few dozen levels");
        CHECK_PHRASE(clusterErrors("kind: Node\n---\n{a: 1},\n"),
            "invalid YAML: unexpected text after the end of a value; expected a new line with a key, or \"---\" "
            "before another document");
        CHECK_PHRASE(clusterErrors("kind: \"\\N\"\n"),
            "invalid YAML: yaml-cpp 0.7 decodes the escape \\N or \\_ in this value to a byte that is not UTF-8; "
            "expected \\u0085 or \\u00a0 instead");
    }

    // yaml_text_check: bytes no YAML reader should see.
    void textChecks()
    {
        CHECK_PHRASE(clusterErrors("kind: Node\rmetadata: {}\n"),
            "a carriage return (U+000D) without a line feed after it; YAML readers disagree on it (yaml-cpp keeps it "
            "in the text, the scheduler's yaml ends the line there): expected LF or CRLF line ends, and \\r inside "
            "double quotes");
        CHECK_PHRASE(clusterErrors(std::string("kind: \x01\n")),
            "control character U+0001 is not allowed in YAML; expected printable text (is this a binary file?)");
        CHECK_PHRASE(clusterErrors("kind: \xff\n"),
            "byte 0xff is not valid UTF-8; expected UTF-8 text (save the file as UTF-8)");
        CHECK_PHRASE(clusterErrors("kind: \xe2\x82"),
            "the UTF-8 sequence starting with byte 0xe2 is cut off at the end of the file; expected UTF-8 text");
        CHECK_PHRASE(clusterErrors("kind: \xe2\x41\x41\n"),
            "byte 0xe2 starts a UTF-8 sequence that byte 0x41 breaks; expected UTF-8 text (save the file as UTF-8)");
        CHECK_PHRASE(
            clusterErrors("kind: \xed\xa0\x80\n"), "byte 0xed starts an invalid UTF-8 sequence; expected UTF-8 text");
        CHECK_PHRASE(clusterErrors("kind: \xc2\x80\n"),
            "control character U+0080 is not allowed in YAML; expected printable text");
        CHECK_PHRASE(clusterErrors("kind: \xe2\x80\xa8\n"),
            "U+2028 is a line break or control character to the scheduler's YAML reader (Go yaml.v2) and text to "
            "yaml-cpp, so the two would read different values; expected it escaped as \\L inside double quotes");
    }

    // kubectl_import: the assembler's warnings, plurals both ways.
    void clusterWarningsAndPlurals()
    {
        const std::string nodes
            = "kind: List\nitems:\n"
              "- {kind: Node, metadata: {name: n1, labels: {pool: a}}, status: {allocatable: {cpu: 4}}}\n"
              "- {kind: Node, metadata: {name: n1}}\n"
              "- {kind: Node, metadata: {name: c1, labels: {pool: a}}, spec: {unschedulable: true}, "
              "status: {allocatable: {cpu: 1}}}\n"
              "- {kind: Node, metadata: {name: cap, labels: {pool: a}}, status: {capacity: {cpu: 2}}}\n"
              "- {kind: Node, metadata: {name: none, labels: {pool: a}}}\n"
              "- {kind: Node, metadata: {name: t1, labels: {pool: a}}, "
              "spec: {taints: [{key: k, effect: NoSchedule}]}, status: {allocatable: {cpu: 1}}}\n"
              "- {kind: Node, metadata: {name: other, labels: {pool: b}}}\n"
              "- {kind: ConfigMap, metadata: {name: s}}\n"
              "- {kind: Pod, metadata: {name: done}, status: {phase: Succeeded}}\n"
              "- {kind: Pod, metadata: {name: p1, namespace: ns}, spec: {nodeName: n1}}\n"
              "- {kind: Pod, metadata: {name: p1, namespace: ns}, spec: {nodeName: n1}}\n"
              "- {kind: Pod, metadata: {name: oncordoned, namespace: ns}, spec: {nodeName: c1}}\n"
              "- {kind: Pod, metadata: {name: onother, namespace: ns}, spec: {nodeName: other}}\n"
              "- {kind: Pod, metadata: {name: onghost, namespace: ns}, spec: {nodeName: ghost}}\n"
              "- {kind: Pod, metadata: {name: elsewhere, namespace: skip}, spec: {nodeName: n1}}\n"
              "- {kind: Pod, metadata: {name: lim, namespace: ns}, spec: {containers: "
              "[{name: c, resources: {limits: {cpu: 1}}}]}}\n"
              "- {kind: Pod, metadata: {name: plr, namespace: ns}, spec: {resources: {}}}\n"
              "- {kind: Pod, metadata: {name: apart, namespace: ns}, spec: {affinity: {podAntiAffinity: "
              "{requiredDuringSchedulingIgnoredDuringExecution: [{topologyKey: zone}]}}}}\n"
              "- {kind: Pod, metadata: {name: web, namespace: ns}}\n"
              "- {kind: Pod, metadata: {name: web, namespace: ns2}}\n"
              "- {kind: Service, metadata: {name: s}}\n";
        ClusterImportOptions o;
        o.nodeSelector = "pool=a";
        o.namespaces = { "ns", "ns2" };
        const auto w = clusterWarnings(nodes, o);
        CHECK_PHRASE(w, "node \"n1\" appears again (first at in.yaml:3:3); this copy is ignored");
        CHECK_PHRASE(w, "left out 1 node that does not match the node selector \"pool=a\"");
        CHECK_PHRASE(w,
            "1 node has no status.allocatable; status.capacity is used instead, which includes what the system "
            "reserves: cap");
        CHECK_PHRASE(w,
            "1 node has neither status.allocatable nor status.capacity and can hold only pods that request nothing: "
            "none");
        CHECK_PHRASE(w, "pod \"ns/p1\" appears again (first at in.yaml:12:3); this copy is ignored");
        CHECK_PHRASE(w, "skipped 1 pod in phase Succeeded or Failed, which the scheduler does not count");
        CHECK_PHRASE(w, "skipped 1 object that is neither a Node nor a Pod: 1 ConfigMap");
        CHECK_PHRASE(w, "left out 1 service without a spec.selector, which selects no pods by label");
        CHECK_PHRASE(w, "left out 1 pod bound to nodes that do not match the node selector");
        CHECK_PHRASE(w, "left out 1 pod bound to nodes that are not in the input: ns/onghost (on ghost)");
        CHECK_PHRASE(w,
            "left out 1 bound pod outside the namespace and pod selector filters; the nodes they run on look "
            "emptier than they are");
        CHECK_PHRASE(w,
            "took 1 request from limits in 1 pod whose containers set a limit without a request, as API defaulting "
            "does");
        CHECK_PHRASE(w,
            "1 pod sets pod-level spec.resources, which a workspace does not model; its container requests and "
            "overhead are counted");
        CHECK_PHRASE(
            w, "2 pods share their name with a pod in another namespace and are named namespace/name: ns/web, ns2/web");

        const std::string two
            = "kind: List\nitems:\n"
              "- {kind: Node, metadata: {name: n}, status: {allocatable: {cpu: 4}}}\n"
              "- {kind: Node, metadata: {name: c1}, spec: {unschedulable: true}}\n"
              "- {kind: Node, metadata: {name: c2}, spec: {unschedulable: true}}\n"
              "- {kind: Pod, metadata: {name: a, namespace: x}, spec: {resources: {}, affinity: "
              "{nodeAffinity: {preferredDuringSchedulingIgnoredDuringExecution: [{weight: 1}]}}}}\n"
              "- {kind: Pod, metadata: {name: b, namespace: x}, spec: {resources: {}, affinity: "
              "{podAffinity: {requiredDuringSchedulingIgnoredDuringExecution: [{topologyKey: zone}]}}}}\n"
              "- {kind: Pod, metadata: {name: a, namespace: y}}\n"
              "- {kind: Service, metadata: {name: s1}}\n"
              "- {kind: Service, metadata: {name: s2}, spec: {selector: {}}}\n";
        const auto w2 = clusterWarnings(two);
        CHECK_PHRASE(w2, "left out 2 services without a spec.selector, which select no pods by label");
        CHECK_PHRASE(w2,
            "2 pods set pod-level spec.resources, which a workspace does not model; their container requests and "
            "overhead are counted");
    }

    void clusterErrorsAndPlurals()
    {
        CHECK_PHRASE(clusterErrors("kind: Pod\nmetadata: {name: p}\n"),
            "found no Node in the input; expected the nodes as well as the pods, e.g. from `kubectl get nodes,pods "
            "-A -o yaml`");
        ClusterImportOptions o;
        o.nodeSelector = "pool=a";
        CHECK_PHRASE(clusterErrors("kind: Node\nmetadata: {name: c}\nspec: {unschedulable: true}\n", o),
            "no node is left to import: 1 node does not match the node selector \"pool=a\"");
        CHECK_PHRASE(clusterErrors("kind: List\nitems:\n- {kind: Node, metadata: {name: c}, spec: {unschedulable: "
                                   "true}}\n- {kind: Node, metadata: {name: d}, spec: {unschedulable: true}}\n",
                         o),
            "no node is left to import: 2 nodes do not match the node selector \"pool=a\"");
        const auto manyLabels = [](int n) {
            std::string s = "kind: Node\nmetadata:\n  name: n\n  labels:\n";
            for (int i = 0; i < n; ++i)
                s += "    l" + std::to_string(i) + ": [x]\n";
            return s;
        };
        CHECK_PHRASE(clusterErrors(manyLabels(51)), "... and 1 more problem");
        CHECK_PHRASE(clusterErrors(manyLabels(52)), "... and 2 more problems");
        const auto units = clusterErrors("kind: Node\nmetadata: {name: n}\nstatus: {allocatable: {cpu: "
                                         "\"9223372036854775807\"}}\n");
        CHECK_PHRASE(units,
            "node \"n\": \"9223372036854775807\" does not fit a 64-bit integer in scheduler units; expected at most "
            "9223372036854775807 millicores (9223372036854775807m)");
        CHECK_PHRASE(units, "not imported: score and simulate could not read these amounts back");
        CHECK_PHRASE(errorsOf([] { importCluster({}, {}); }),
            "no input files; expected files written by kubectl get nodes,pods -A -o yaml (or -o json)");
    }

    // read_file: why a file cannot be read, and sizes over a limit.
    void readFailures()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        CHECK_PHRASE(errorsOf([&] { importCluster({ dir.filePath("missing.yaml").toStdString() }, {}); }),
            "cannot open the file: No such file or directory");
        CHECK_PHRASE(errorsOf([&] { importCluster({ dir.path().toStdString() }, {}); }),
            "is a directory; expected a file written by kubectl get ... -o yaml or -o json");
        const std::string yaml65 = sparseFile(dir, "big.yaml", "kind: List\n", off_t { 65 } << 20);
        CHECK_PHRASE(errorsOf([&] { importCluster({ yaml65 }, {}); }),
            "this YAML export is 65 MiB; YAML above 64 MiB is not read (it would take gigabytes of memory); export "
            "the cluster as JSON instead: kubectl get nodes,pods -A -o json");
        const std::string yaml64 = sparseFile(dir, "big2.yaml", "kind: List\n", (off_t { 64 } << 20) + 1);
        CHECK_PHRASE(errorsOf([&] { importCluster({ yaml64 }, {}); }),
            "this YAML export is more than 64 MiB; YAML above 64 MiB is not read (it would take gigabytes of "
            "memory); export the cluster as JSON instead: kubectl get nodes,pods -A -o json");
        const std::string json = sparseFile(dir, "big.json", "{", (off_t { 1025 } << 20));
        CHECK_PHRASE(errorsOf([&] { importCluster({ json }, {}); }),
            "this JSON export is 1025 MiB; JSON above 1024 MiB is not read; export a part of the cluster at a time "
            "(kubectl get pods -n NAMESPACE or -l SELECTOR)");
        const std::string ws = sparseFile(dir, "big-ws.yaml", "", (off_t { 32 } << 20) + 1);
        const ReadResult r = readBounded(ws, uint64_t { 32 } << 20);
        QVERIFY(r.failure);
        QCOMPARE(QString::fromStdString(describeReadFailure(*r.failure, "a workspace")),
            QString("the file is more than 32 MiB; a workspace may be at most 32 MiB"));
        const Phrase p = readFailurePhrase(*r.failure, Phrase(BP_TEXT("bp::core", "a workspace")));
        QCOMPARE(QString::fromStdString(p.english()),
            QString("the file is more than 32 MiB; a workspace may be at most 32 MiB"));
    }

    // label_selector: the selector options of import-cluster.
    void labelSelectors()
    {
        const auto bad = [](const std::string& selector) {
            ClusterImportOptions o;
            o.podSelector = selector;
            return errorsOf([&] { importClusterText("kind: Node\nmetadata: {name: n}\n", "in.yaml", o); });
        };
        CHECK_PHRASE(bad("a in"), "invalid label selector \"a in\": found end of selector at column 5, expected '('");
        CHECK_PHRASE(bad("a,"),
            "invalid label selector \"a,\": found end of selector at column 3, expected a label "
            "key or '!' after ','");
        CHECK_PHRASE(bad("=a"),
            "invalid label selector \"=a\": found '=' at column 1, expected '!', a label key or "
            "the end of the selector");
        CHECK_PHRASE(bad("a b"),
            "invalid label selector \"a b\": found 'b' at column 3, expected an operator: in, "
            "notin, =, ==, !=, > or <");
        CHECK_PHRASE(bad("a in (x y)"),
            "invalid label selector \"a in (x y)\": found 'y' at column 9, expected ',' "
            "or ')'");
        CHECK_PHRASE(bad("/a"),
            "invalid label selector \"/a\": invalid label key \"/a\" at column 1: the prefix "
            "before '/' must not be empty");
        CHECK_PHRASE(bad("A_/b"),
            "invalid label selector \"A_/b\": invalid label key \"A_/b\" at column 1: the "
            "prefix \"A_\" must be a DNS subdomain: lower-case letters, digits, '-' and '.', at "
            "most 253 characters");
        CHECK_PHRASE(bad("a=-x"),
            "invalid label selector \"a=-x\": invalid label value \"-x\" for key \"a\" (column "
            "3): a label value must be empty or consist of letters, digits, '-', '_' or '.', "
            "and start and end with a letter or digit");
        CHECK_PHRASE(bad("a>x"),
            "invalid label selector \"a>x\": the value \"x\" for '>' at column 3 must be an "
            "integer");
    }

    // yaml_tree and yaml_prescan, workspace dialect.
    void workspaceTree()
    {
        const std::string head = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles: [{name: p}]\n";
        CHECK_PHRASE(workspaceErrors(head + "nodes:\n- nam: n\n"),
            "unknown field; did you mean \"name\"? expected name, allocatable, labels, annotations, taints, "
            "unschedulable, or images");
        CHECK_PHRASE(workspaceErrors(head + "nodes:\n- name: n\n  allocatable: [1]\n"),
            "expected a map (key: value), found a list");
        CHECK_PHRASE(workspaceErrors(head + "nodes:\n- name: n\n  name: m\n"),
            "duplicate key; each key may appear once in a map");
        CHECK_PHRASE(workspaceErrors(head + "nodes:\n- name: n\n  [a]: 1\n"),
            "expected a plain key, found a list used as a key");
        CHECK_PHRASE(workspaceErrors(head + "nodes: {a: 1}\n"), "expected a list of nodes, found a map");
        CHECK_PHRASE(
            workspaceErrors(head + "nodes:\n- name: \"\"\n"), "expected the node's name, found an empty string");
        CHECK_PHRASE(workspaceErrors(head + "nodes:\n- name: [n]\n"), "expected the node's name, found a list");
        CHECK_PHRASE(workspaceErrors(head + "nodes:\n- allocatable: {}\n"),
            "missing; expected the node's name, e.g. name: node1");
        const auto percentage = [](const std::string& value) {
            return workspaceErrors("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\n"
                                   "  percentageOfNodesToScore: "
                + value + "\n");
        };
        CHECK_PHRASE(percentage("\"2\""), "expected an integer, found the string \"2\" (write it without quotes)");
        CHECK_PHRASE(percentage("2x"), "expected an integer, found the value \"2x\"");
        CHECK_PHRASE(percentage("99999999999999999999"),
            "the integer 99999999999999999999 is out of range; expected a 64-bit integer");
        CHECK_PHRASE(percentage(""), "expected an integer, found nothing (null)");
        std::string many = head + "nodes:\n";
        for (int i = 0; i < 101; ++i)
            many += "- {name: n" + std::to_string(i) + ", x: 1}\n";
        CHECK_PHRASE(workspaceErrors(many), "too many errors; stopped after 100");
        CHECK_PHRASE(workspaceErrors(head + "---\n" + head),
            "a second YAML document starts here; expected exactly one "
            "document (remove the extra \"---\")");
        CHECK_PHRASE(workspaceErrors("a: &a [*a]\n"),
            "this alias refers to a node that contains it (a cycle); expected an alias to a finished node");
        std::string bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
        for (char c = 'b'; c <= 'i'; ++c)
            bomb += std::string(1, c) + ": &" + c + " [*" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1)
                + ", *" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + ", *"
                + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + "]\n";
        CHECK_PHRASE(workspaceErrors(bomb),
            "YAML aliases expand this document to more than 10000000 extra nodes (an alias bomb?); expected aliases "
            "that repeat small parts");
        CHECK_PHRASE(workspaceErrors("a: " + std::string(70, '[') + std::string(70, ']') + "\n"),
            "nesting is deeper than 64 levels; expected the flat structure of a workspace");
        CHECK_PHRASE(workspaceErrors("a: [b\n"), "YAML syntax error: end of sequence flow not found");
        CHECK_PHRASE(workspaceErrors("a: \"\\N\"\n"),
            "yaml-cpp 0.7 decodes the escape \\N or \\_ in this value to a byte that is not UTF-8; expected \\u0085 "
            "or \\u00a0 instead");
        CHECK_PHRASE(workspaceErrors("a:\n\t- b\n"),
            "a tab in the indentation; YAML allows only spaces there, indent with spaces");
    }

    // The price table's messages (issue 16), each a phrase made of translated parts.
    void prices()
    {
        const std::string head
            = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles: [{name: p}]\nprices:\n";
        const auto price
            = [&](const std::string& value) { return workspaceErrors(head + "  default: " + value + "\n"); };
        CHECK_PHRASE(
            price("abc"), "expected a price per node-hour (a number from 0 to 1000000), found the value \"abc\"");
        CHECK_PHRASE(price("\"0.1\""),
            "expected a price per node-hour (a number from 0 to 1000000), found the string \"0.1\" (write it without "
            "quotes)");
        CHECK_PHRASE(price("-1"), "-1 is negative; expected a price per node-hour from 0 to 1000000");
        CHECK_PHRASE(price("2e6"), "2e6 is out of range; expected a price per node-hour from 0 to 1000000");
        CHECK_PHRASE(price(".nan"), ".nan is not a finite number; expected a price per node-hour from 0 to 1000000");
        CHECK_PHRASE(workspaceErrors(head + "  currency: ABCDEFGHIJKLMNOPQ\n"),
            "\"ABCDEFGHIJKLMNOPQ\" has 17 characters; expected at most 16, such as USD or EUR");
        CHECK_PHRASE(workspaceErrors(head + "  currency: \"\\x7f\"\n"),
            "\"\\x7f\" holds a control character or a line break; expected printable text, such as USD or EUR");
        CHECK_PHRASE(workspaceErrors(head + "  currency: [USD]\n"), "expected a currency such as USD, found a list");
    }

    // yaml_tree and import_support, scheduler-configuration dialect.
    void schedulerConfigTree()
    {
        const std::string head = "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n";
        const std::string fit = head
            + "profiles:\n- schedulerName: x\n  pluginConfig:\n  - name: NodeResourcesFit\n    args:\n"
              "      scoringStrategy:\n";
        CHECK_PHRASE(importSchedulerConfig(fit + "        typ: MostAllocated\n", "x.yaml").diagnostics,
            "unknown field \"typ\" (did you mean \"type\"?); expected one of: type, resources, "
            "requestedToCapacityRatio");
        CHECK_PHRASE(importSchedulerConfig(head + "leaderElection: {leaderElect: false}\n", "x.yaml").diagnostics,
            "not part of a Binpack Studio profile; not imported");
        CHECK_PHRASE(
            importSchedulerConfig(head + "profiles: {a: 1}\n", "x.yaml").diagnostics, "expected a list, got a map");
        CHECK_PHRASE(
            importSchedulerConfig(head + "profiles: [1]\n", "x.yaml").diagnostics, "expected a map, got a scalar");
        CHECK_PHRASE(
            importSchedulerConfig(fit + "        resources: [{name: cpu, weight: [1]}]\n", "x.yaml").diagnostics,
            "expected an integer, got a list");
        CHECK_PHRASE(
            importSchedulerConfig(fit + "        resources: [{name: cpu, weight: 1.5}]\n", "x.yaml").diagnostics,
            "expected an integer, got a float 1.5");
        CHECK_PHRASE(importSchedulerConfig(fit
                             + "        type: RequestedToCapacityRatio\n        requestedToCapacityRatio:\n"
                               "          shape: [{utilization: 99999999999, score: 1}]\n",
                         "x.yaml")
                         .diagnostics,
            "99999999999 does not fit the field's type (-2147483648 to 2147483647)");
        CHECK_PHRASE(importSchedulerConfig(fit + "        resources:\n        -\n", "x.yaml").diagnostics,
            "expected {name, weight}, got null");
        CHECK_PHRASE(importSchedulerConfig(fit + "        resources:\n        - {weight: 1}\n", "x.yaml").diagnostics,
            "Required value: a resource needs a name, such as cpu");
        const ImportResult d = importSchedulerConfig(fit
                + "        type: MostAllocated\n        resources:\n"
                  "        - {name: cpu, weight: 0}\n        - {name: memory}\n",
            "x.yaml");
        CHECK_PHRASE(d.defaulted, "0 -> 1 (weight 0 means 1)");
        CHECK_PHRASE(d.defaulted, "omitted -> 1 (weight 0 means 1)");
        const ImportResult e
            = importSchedulerConfig(fit + "        type: MostAllocated\n        resources: []\n", "x.yaml");
        CHECK_PHRASE(e.defaulted, "empty -> [{name: cpu, weight: 1}, {name: memory, weight: 1}]");
        CHECK_PHRASE(
            importSchedulerConfig(head + "percentageOfNodesToScore: 1\npercentageOfNodesToScore: 2\n", "x.yaml")
                .diagnostics,
            "duplicate field \"percentageOfNodesToScore\": the key is given more than once");
        // validation.go's words, passed through the reader: no phrase.
        CHECK_QUOTE(importSchedulerConfig("apiVersion: kubescheduler.config.k8s.io/v1beta3\n"
                                          "kind: KubeSchedulerConfiguration\nprofiles:\n- schedulerName: x\n"
                                          "  plugins: {score: {enabled: [{name: NodeResourcesMostAllocated}]}}\n",
                        "x.yaml")
                        .diagnostics,
            "profiles[0].plugins.score.enabled[0]: Invalid value: \"NodeResourcesMostAllocated\": was removed in "
            "version \"kubescheduler.config.k8s.io/v1beta2\" (KubeSchedulerConfiguration is version "
            "\"kubescheduler.config.k8s.io/v1beta3\")");
        CHECK_PHRASE(importSchedulerConfig("{\"kind\": \"Policy\", // x\n}", "x.json").diagnostics,
            "JSON has no comments; remove the // comment (or write the file as YAML, where a comment starts with #)");
    }

    // Helpers whose callers are the other readers: the same English.
    void sharedWordings()
    {
        QCOMPARE(QString::fromStdString(yamlio::flowTooLarge().english()),
            QString::fromStdString(yamlio::flowTooLargeMessage()));
        QCOMPARE(QString::fromStdString(yamlio::flowTooLargeMessage()),
            QString("this value is larger than 64 KiB when written out; expected a scalar or a small list"));
    }

    // workspace_writer: a workspace too large to be read back.
    void writerLimit()
    {
        Workspace ws;
        Node n;
        n.name = std::string((size_t { 33 } << 20), 'n');
        ws.nodes.push_back(n);
        CHECK_PHRASE(
            errorsOf([&] { (void)writeReadableWorkspace(ws, Phrase(BP_TEXT("bp::core", "import fewer profiles"))); }),
            "not written: the workspace would be 33 MiB, and a workspace may be at most 32 MiB to be read back; "
            "import fewer profiles");
    }
};

QTEST_GUILESS_MAIN(TestPhrasesIo)
#include "test_phrases_io.moc"
