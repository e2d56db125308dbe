// SPDX-License-Identifier: GPL-3.0-or-later
// Message quality (issue 10, item 7) and the kubectl reader (item 8) in the
// core: echoed values capped and escaped, a field path said once, no
// follow-on error after a type error, deep nesting, tabs and JSON comments
// named as such; a duplicate JSON key keeps the last value, apiVersion
// warnings, the workspace header comment kept, control characters quoted.
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "kubectl_test_helpers.h"
#include "util/diagnostic.h"

using namespace bp;
using kubectl_test::readText;

namespace {

const std::string kHead = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\n";

std::string workspaceError(const std::string& yaml)
{
    try {
        readWorkspace(yaml, "ws.yaml");
    } catch (const InputError& e) {
        return e.what();
    }
    return {};
}

std::string clusterError(const std::string& text, const std::string& name = "in.json")
{
    try {
        importClusterText(text, name, {});
    } catch (const InputError& e) {
        return e.what();
    }
    return {};
}

// The diagnostics of validate, one line each.
std::string validated(const std::string& yaml)
{
    const ImportResult r = validateSchedulerConfig(yaml, "cfg.yaml");
    std::string out;
    for (const auto& d : r.diagnostics)
        out += d.toString() + "\n";
    return out;
}

const std::string kRtcr = R"(apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: default-scheduler
  pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: RequestedToCapacityRatio
        resources: [{name: cpu, weight: 1}]
        requestedToCapacityRatio:
          shape:
          - {utilization: 0, score: 0}
          - {utilization: )";

} // namespace

class TestMessages : public QObject {
    Q_OBJECT

private slots:
    void echoCapsAndEscapes()
    {
        COMPARE_STR(echo("short"), "short");
        COMPARE_STR(quoted("a\"b\\c"), "\"a\\\"b\\\\c\"");
        COMPARE_STR(echo("a\tb\x1b[31m\x7f"), "a\\tb\\x1b[31m\\x7f");
        COMPARE_STR(echo("x\xC2\x9B"
                         "1m"),
            "x\\u009b1m"); // C1 CSI
        COMPARE_STR(echo("gr\xC3\xBC\xC3\x9F"), "gr\xC3\xBC\xC3\x9F"); // UTF-8 kept
        const std::string longName(1000, 'n');
        COMPARE_STR(echo(longName), std::string(80, 'n') + "\xE2\x80\xA6 (1000 bytes)");
        // 80 characters, not 80 bytes: a multi-byte character is never cut.
        std::string umlauts;
        for (int i = 0; i < 100; ++i)
            umlauts += "\xC3\xBC";
        COMPARE_STR(capText(umlauts), umlauts.substr(0, 160) + "\xE2\x80\xA6 (200 bytes)");
    }

    void toStringSaysTheFieldOnce()
    {
        Diagnostic d;
        d.file = "f";
        d.line = 3;
        d.column = 4;
        d.field = "profiles[1].schedulerName";
        d.message = "profiles[1].schedulerName: Duplicate value: \"x\"";
        COMPARE_STR(d.toString(), "f:3:4: profiles[1].schedulerName: Duplicate value: \"x\"");
        d.message = "Duplicate value";
        COMPARE_STR(d.toString(), "f:3:4: profiles[1].schedulerName: Duplicate value");
        // Only the whole path counts: a longer path is a different field.
        d.message = "profiles[1].schedulerNameX: y";
        COMPARE_STR(d.toString(), "f:3:4: profiles[1].schedulerName: profiles[1].schedulerNameX: y");
        // Upstream's shorter path to the same value (field.Error's rendering
        // inside the plugin's args): the field once, then upstream's words.
        d.field = "plugins.NodeResourcesFit.args.scoringStrategy.resources[1].weight";
        d.message = "scoringStrategy.resources[1].weight: Invalid value: 101: not in valid range (0, 100]";
        COMPARE_STR(d.toString(),
            "f:3:4: plugins.NodeResourcesFit.args.scoringStrategy.resources[1].weight: Invalid value: 101: not in "
            "valid range (0, 100]");
        COMPARE_STR(d.fieldAndMessage(),
            "plugins.NodeResourcesFit.args.scoringStrategy.resources[1].weight: Invalid value: 101: not in valid "
            "range (0, 100]");
        d.field = "plugins.NodeResourcesFit.args.scoringStrategy.requestedToCapacityRatio.shape[1].score";
        d.message = "scoringStrategy.shape[1].score: Invalid value: 11: not in valid range [0, 10]";
        COMPARE_STR(d.fieldAndMessage(),
            "plugins.NodeResourcesFit.args.scoringStrategy.requestedToCapacityRatio.shape[1].score: Invalid value: "
            "11: not in valid range [0, 10]");
        // Another element's path, or a sentence before a colon, is part of the message.
        d.message = "scoringStrategy.shape[2].score: Invalid value: 11";
        COMPARE_STR(d.fieldAndMessage(),
            "plugins.NodeResourcesFit.args.scoringStrategy.requestedToCapacityRatio.shape[1].score: "
            "scoringStrategy.shape[2].score: Invalid value: 11");
        d.message = "the score is too high: 11";
        COMPARE_STR(d.fieldAndMessage(),
            "plugins.NodeResourcesFit.args.scoringStrategy.requestedToCapacityRatio.shape[1].score: the score is too "
            "high: 11");
        // Backstop: a raw control character or a megabyte in a message.
        d.field.clear();
        d.message = "bad \x1b[2J" + std::string(1 << 20, 'z');
        const std::string s = d.toString();
        QVERIFY2(s.size() < 5000, s.substr(0, 100).c_str());
        QVERIFY(s.find('\x1b') == std::string::npos);
        QVERIFY(s.find("bad \\x1b[2J") != std::string::npos);
    }

    void duplicateSchedulerNameSaysThePathOnce()
    {
        const std::string out = validated("apiVersion: kubescheduler.config.k8s.io/v1\n"
                                          "kind: KubeSchedulerConfiguration\n"
                                          "profiles:\n- schedulerName: a\n- schedulerName: a\n");
        COMPARE_STR(out,
            "cfg.yaml:5:18: profiles[1].schedulerName: Duplicate value: \"a\"; 2 profiles have this schedulerName: "
            "profiles[0] (4:18), profiles[1] (5:18)\n");
    }

    void shapeTypeErrorHasNoOrderFollowOn()
    {
        const std::string out = validated(kRtcr + "abc, score: 5}\n          - {utilization: 50, score: 10}\n");
        COMPARE_STR(out,
            "cfg.yaml:14:27: profiles[0].pluginConfig[0].args.scoringStrategy.requestedToCapacityRatio."
            "shape[1].utilization: expected an integer, got a string abc\n");
        // A real ordering error is still found.
        const std::string unsorted = validated(kRtcr + "60, score: 5}\n          - {utilization: 50, score: 10}\n");
        QVERIFY2(unsorted.find("values must be sorted in increasing order") != std::string::npos, unsorted.c_str());
    }

    void resourceWeightTypeErrorHasNoRangeFollowOn()
    {
        const std::string out = validated("apiVersion: kubescheduler.config.k8s.io/v1\n"
                                          "kind: KubeSchedulerConfiguration\n"
                                          "profiles:\n- pluginConfig:\n  - name: NodeResourcesFit\n    args:\n"
                                          "      scoringStrategy:\n        type: MostAllocated\n"
                                          "        resources: [{name: cpu, weight: heavy}]\n");
        QVERIFY2(out.find("expected an integer") != std::string::npos, out.c_str());
        QVERIFY2(out.find("not in valid range") == std::string::npos, out.c_str());
    }

    void deepNestingNamesTheLimitAndPlace()
    {
        const int depth = 100000;
        const std::string deep = std::string(depth, '[') + std::string(depth, ']');
        // The ConfigMap itself, and the volcano-scheduler.conf inside it.
        std::string out = validated("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: " + deep + "\n");
        COMPARE_STR(out,
            "cfg.yaml:4:70: not valid YAML or JSON: nesting is deeper than 64 levels; expected the few "
            "levels of a scheduler configuration\n");
        out = validated("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n  volcano-scheduler.conf: |\n"
                        "    actions: enqueue\n    tiers: "
            + deep + "\n");
        QVERIFY2(out.find("cfg.yaml:7:75: data.volcano-scheduler.conf: not valid YAML: nesting is deeper than 64 "
                          "levels")
                != std::string::npos,
            out.c_str());
        QVERIFY2(out.find("bad file") == std::string::npos, out.c_str());
        // kubectl YAML: a higher limit, still a place and a number.
        const std::string k = clusterError("kind: List\nitems: " + deep + "\n", "in.yaml");
        COMPARE_STR(k,
            "in.yaml:2:207: invalid YAML: nesting is deeper than 200 levels; a kubectl export nests a few "
            "dozen levels");
    }

    void tabIndentationIsNamed()
    {
        COMPARE_STR(workspaceError(kHead + "profiles:\n- name: p\nnodes:\n- name: n\n\tallocatable: {cpu: 1}\n"),
            "ws.yaml:7:1: a tab in the indentation; YAML allows only spaces there, indent with spaces");
        COMPARE_STR(workspaceError(kHead + "profiles:\n- name: p\n  \tscheduler: volcano\n"),
            "ws.yaml:5:3: a tab in the indentation; YAML allows only spaces there, indent with spaces");
        const std::string k = clusterError("kind: Node\nmetadata:\n\tname: n\n", "in.yaml");
        COMPARE_STR(k,
            "in.yaml:3:1: invalid YAML: a tab in the indentation; YAML allows only spaces there, indent "
            "with spaces");
        // A tab inside a value is no indentation: still read.
        QVERIFY(workspaceError(kHead + "profiles:\n- name: \"p\tq\"\n").empty());
    }

    void jsonCommentsAreNamed()
    {
        const ImportResult r
            = importSchedulerConfig("{\n  \"kind\": \"Policy\", // legacy\n  \"apiVersion\": \"v1\"}\n", "policy.json");
        QCOMPARE(r.diagnostics.size(), size_t(1));
        COMPARE_STR(r.diagnostics[0].toString(),
            "policy.json:2:21: JSON has no comments; remove the // comment (or "
            "write the file as YAML, where a comment starts with #)");
        // Inside a string it is text.
        QVERIFY(importSchedulerConfig("{\"kind\": \"Policy\", \"apiVersion\": \"v1\", \"x\": \"http://a\"}", "p.json")
                    .diagnostics.size()
            != 0); // "x" is unknown, but no comment is reported
        QVERIFY(importSchedulerConfig("{\"kind\": \"Policy\", \"apiVersion\": \"v1\", \"x\": \"http://a\"}", "p.json")
                    .diagnostics[0]
                    .message.find("comment")
            == std::string::npos);
        COMPARE_STR(clusterError("{\"kind\": \"List\",\n /* nodes */ \"items\": []}"),
            "in.json:2:2: JSON has no comments; remove the /* comment */ (or write the file as YAML, where a "
            "comment starts with #)");
    }

    void nonStringKindInAListIsAnError()
    {
        const std::string e = clusterError("kind: List\nitems:\n- kind: 7\n  metadata: {name: x}\n", "in.yaml");
        COMPARE_STR(
            e, "in.yaml:3:9: items[0].kind: expected a kind such as Node or Pod (a string), got a number \"7\"");
        COMPARE_STR(clusterError("{\"kind\": \"List\", \"items\": [{\"kind\": true}]}"),
            "in.json:1:29: items[0].kind: expected a kind such as Node or Pod (a string), got a boolean");
        // A quoted kind that is no word is skipped, named in quotes.
        std::vector<Diagnostic> warnings;
        importClusterText(
            "kind: List\nitems:\n- kind: Node\n  metadata: {name: n}\n- kind: \"7\"\n", "in.yaml", {}, &warnings);
        bool found = false;
        for (const auto& w : warnings)
            found = found || w.message == "skipped 1 object that is neither a Node nor a Pod: 1 \"7\"";
        QVERIFY(found);
    }

    void duplicateJsonKeyKeepsTheLast()
    {
        const Workspace ws = importClusterText(
            "{\"kind\": \"Node\", \"metadata\": {\"name\": \"first\", \"name\": \"last\"},"
            " \"status\": {\"allocatable\": {\"cpu\": \"1\"}}, \"status\": {\"allocatable\": {\"cpu\": \"8\"}}}",
            "in.json", {});
        QCOMPARE(ws.nodes.size(), size_t(1));
        COMPARE_STR(ws.nodes[0].name, "last");
        QCOMPARE(ws.nodes[0].allocatable.find("cpu")->milliValue(), std::optional<int64_t>(8000));
    }

    void apiVersionOtherThanV1IsWarned()
    {
        std::vector<Diagnostic> warnings;
        importClusterText("apiVersion: v9\nkind: List\nitems:\n- apiVersion: v2\n  kind: Node\n  metadata: {name: n}\n"
                          "  status: {allocatable: {cpu: 1}}\n- apiVersion: v1\n  kind: Pod\n  metadata: {name: p}\n",
            "in.yaml", {}, &warnings);
        QStringList all;
        for (const auto& w : warnings)
            all << QString::fromStdString(w.toString());
        QVERIFY2(all.contains("in.yaml:1:13: warning: apiVersion: a List with apiVersion \"v9\"; expected v1, the only "
                              "version of List, Node and Pod; read as v1"),
            qPrintable(all.join('\n')));
        QVERIFY2(all.contains("in.yaml:4:15: warning: items[0].apiVersion: a Node with apiVersion \"v2\"; expected v1, "
                              "the only version of List, Node and Pod; read as v1"),
            qPrintable(all.join('\n')));
        QCOMPARE(all.filter("apiVersion").size(), 2); // the Pod's v1 is fine
    }

    void hugeNameIsCappedInMessages()
    {
        const std::string name(20'000'000, 'x');
        const std::string e = workspaceError(kHead
            + "profiles:\n- name: p\nnodes:\n- name: a\npods:\n- name: q\n"
              "  nodeName: "
            + name + "\n");
        QVERIFY2(e.size() < 400, e.substr(0, 400).c_str());
        QVERIFY2(e.find(std::string(80, 'x') + "\xE2\x80\xA6 (20000000 bytes)\"") != std::string::npos, e.c_str());
    }

    void headerCommentSurvivesSave()
    {
        for (const char* name : { "docs-example.binpack.yaml", "volcano-example.binpack.yaml",
                 "gpu-cluster.binpack.yaml", "web-batch.binpack.yaml" }) {
            const std::string text = readText(std::string(BP_EXAMPLES_DIR "/") + name);
            const Workspace ws = readWorkspace(text, name);
            QVERIFY2(!ws.headerComment.empty(), name);
            QVERIFY2(text.rfind(ws.headerComment, 0) == 0, name);
            const std::string saved = writeWorkspace(ws);
            QVERIFY2(saved.rfind(ws.headerComment + "apiVersion: binpack-studio/v1alpha1\n", 0) == 0, name);
            // save(load(x)) == save(load(save(load(x)))), header included.
            COMPARE_STR(writeWorkspace(readWorkspace(saved, name)), saved);
        }
        // A file in the writer's own layout comes back byte for byte.
        const std::string canonical = "# A cluster.\n#\n#   indented note\n\n# after a blank line\n" + kHead
            + "profiles:\n- name: p\n  scheduler: kube-scheduler\nnodes: []\npods: []\n";
        COMPARE_STR(writeWorkspace(readWorkspace(canonical, "c")), canonical);
        // No comment: nothing added; a comment further down is not a header.
        const std::string plain = kHead + "# profiles\nprofiles:\n- name: p\nnodes: []\npods: []\n";
        const Workspace ws = readWorkspace(plain, "p");
        QVERIFY(ws.headerComment.empty());
        COMPARE_STR(
            writeWorkspace(ws), kHead + "profiles:\n- name: p\n  scheduler: kube-scheduler\nnodes: []\npods: []\n");
        // Set by a program: every line becomes a comment.
        Workspace made;
        made.headerComment = "# one\ntwo";
        QVERIFY(writeWorkspace(made).rfind("# one\n# two\napiVersion:", 0) == 0);
    }

    void controlCharactersInNamesAreQuoted()
    {
        Workspace ws;
        Profile p;
        p.name = "p";
        p.schedulerName = "my\x01scheduler";
        ws.profiles.push_back(p);
        Node n;
        n.name = "node\x01";
        ws.nodes.push_back(n);
        const std::string text = writeWorkspace(ws);
        const Workspace back = readWorkspace(text, "back");
        COMPARE_STR(back.profiles[0].schedulerName, "my\x01scheduler");
        COMPARE_STR(back.nodes[0].name, "node\x01");
        COMPARE_STR(writeWorkspace(back), text);

        // The scheduler configuration writers share the quoting rule.
        ExportOptions options;
        options.format = ConfigFormat::KubeV1;
        const ExportResult r = exportProfiles({ &ws.profiles[0] }, options);
        QVERIFY2(r.ok(), r.text.c_str());
        const ImportResult imported = importSchedulerConfig(r.text, "exported.yaml");
        QVERIFY(imported.ok());
        COMPARE_STR(imported.profiles.at(0).schedulerName, "my\x01scheduler");
    }

    // A tab is valid inside a plain scalar, so it was written plain and could
    // not be seen in the file: names are quoted with \t, Volcano arguments
    // keep their plain style (quoting would make a value a string).
    void tabInANameIsWrittenQuoted()
    {
        Workspace ws;
        Profile p;
        p.name = "p";
        p.schedulerName = "my\tscheduler";
        ws.profiles.push_back(p);
        const std::string text = writeWorkspace(ws);
        QVERIFY2(text.find("schedulerName: \"my\\tscheduler\"") != std::string::npos, text.c_str());
        const Workspace back = readWorkspace(text, "back");
        COMPARE_STR(back.profiles[0].schedulerName, "my\tscheduler");
        COMPARE_STR(writeWorkspace(back), text);

        ExportOptions options;
        options.format = ConfigFormat::KubeV1;
        const ExportResult r = exportProfiles({ &ws.profiles[0] }, options);
        QVERIFY2(r.ok(), r.text.c_str());
        QVERIFY2(r.text.find("schedulerName: \"my\\tscheduler\"") != std::string::npos, r.text.c_str());
        const ImportResult imported = importSchedulerConfig(r.text, "exported.yaml");
        QVERIFY(imported.ok());
        COMPARE_STR(imported.profiles.at(0).schedulerName, "my\tscheduler");
    }
};

QTEST_APPLESS_MAIN(TestMessages)
#include "test_messages.moc"
