// SPDX-License-Identifier: GPL-3.0-or-later
// volcano-scheduler.conf's actions and tiers carried through import, the
// workspace and export (docs/config-formats.md, "The actions and tiers"):
// a cluster's own configuration comes back as it was, with the profile's
// binpack, nodeorder and predicates in their places; what Volcano refuses or
// reads otherwise than it looks is said at its line and column.
#include "config_test_profiles.h"
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/volcano_conf.h"
#include "io/workspace_io.h"
#include "scoring/report.h"
#include "util/diagnostic.h"

#include <QTest>

using namespace bp;
using namespace bp::testing;

namespace {

QStringList all(const std::vector<Diagnostic>& ds)
{
    QStringList out;
    for (const auto& d : ds)
        out << QString::fromStdString(d.toString());
    return out;
}

// A cluster's own configuration: preempt and reclaim, a third tier, plugins
// the designer does not model (two of which score), the predicates plugin's
// other arguments, per-action configurations and metrics.
const char* const kCustom = R"(actions: "enqueue, allocate, preempt, reclaim, backfill"
tiers:
- plugins:
  - name: priority
  - name: gang
    enablePreemptable: false
    enableJobStarving: false
  - name: conformance
- plugins:
  - name: drf
    enablePreemptable: false
  - name: predicates
    arguments:
      predicate.GPUSharingEnable: true
      predicate.NodePortsEnable: false
      predicate.resource.nvidia.com/gpu: "memory"
  - name: proportion
  - name: nodeorder
    arguments:
      leastrequested.weight: 0
  - name: binpack
    enablePreemptable: true
    arguments:
      binpack.weight: 10
  - name: numaaware
    arguments:
      weight: 10
- plugins:
  - name: task-topology
    arguments: {task-topology.weight: 3, task-topology.rules: [a, b]}
configurations:
- name: allocate
  arguments:
    predicateErrorCacheEnable: true
metrics:
  address: http://prometheus.monitoring:9090
  interval: 30s
)";

ImportResult importOk(const std::string& text, const char* file = "v.conf")
{
    ImportResult r = importSchedulerConfig(text, file);
    if (!r.ok())
        qWarning("%s", qPrintable(all(r.diagnostics).join('\n')));
    return r;
}

std::string exportConf(const Profile& p)
{
    ExportOptions o;
    o.format = ConfigFormat::Volcano;
    const ExportResult e = exportProfiles({ &p }, o);
    if (!e.ok())
        qWarning("export failed");
    return e.text;
}

VolcanoTierPlugin plugin(
    const char* name, std::vector<VolcanoField> options = {}, std::vector<VolcanoField> arguments = {})
{
    return VolcanoTierPlugin { name, std::move(options), std::move(arguments) };
}

} // namespace

class TestVolcanoTiers : public QObject {
    Q_OBJECT

private slots:
    void importKeepsTheRest();
    void exportWritesThemBack();
    void workspaceKeepsThem();
    void shippedTiersAreNotKept();
    void withoutPredicatesNoFilterRuns();
    void profilePluginsWithoutAPlaceAreAdded();
    void aPluginTurnedOffKeepsItsPlace();
    void explainSaysWhatIsNotModelled();
    void aNewReleaseTakesItsSwitches();
    void whatVolcanoRefuses_data();
    void whatVolcanoRefuses();
    void workspaceRefusesWhatIsTheProfiles_data();
    void workspaceRefusesWhatIsTheProfiles();
};

void TestVolcanoTiers::importKeepsTheRest()
{
    const ImportResult r = importOk(kCustom);
    QVERIFY(r.ok());
    QCOMPARE(r.profiles.size(), size_t(1));
    const Profile& p = r.profiles[0];
    QVERIFY(p.volcanoConf.has_value());
    const VolcanoConf& c = *p.volcanoConf;
    QCOMPARE(c.actions, std::string("enqueue, allocate, preempt, reclaim, backfill"));
    QCOMPARE(c.tiers.size(), size_t(3));
    QCOMPARE(c.tiers[0],
        (std::vector<VolcanoTierPlugin> { plugin("priority"),
            plugin("gang", { { "enablePreemptable", "false" }, { "enableJobStarving", "false" } }),
            plugin("conformance") }));
    // binpack and nodeorder keep their places and other options; their
    // arguments are the profile's. predicates keeps its other arguments; its
    // switch is the profile's disabledFilters.
    QCOMPARE(c.tiers[1],
        (std::vector<VolcanoTierPlugin> { plugin("drf", { { "enablePreemptable", "false" } }),
            plugin("predicates", {},
                { { "predicate.GPUSharingEnable", "true" }, { "predicate.resource.nvidia.com/gpu", "\"memory\"" } }),
            plugin("proportion"), plugin("nodeorder"), plugin("binpack", { { "enablePreemptable", "true" } }),
            plugin("numaaware", {}, { { "weight", "10" } }) }));
    QCOMPARE(c.tiers[2],
        (std::vector<VolcanoTierPlugin> {
            plugin("task-topology", {}, { { "task-topology.weight", "3" }, { "task-topology.rules", "[a, b]" } }) }));
    QCOMPARE(c.configurations, std::string("[{name: allocate, arguments: {predicateErrorCacheEnable: true}}]"));
    QCOMPARE(c.metrics, std::string("{address: \"http://prometheus.monitoring:9090\", interval: 30s}"));
    QCOMPARE(p.disabledFilters, std::vector<std::string> { "NodePorts" });
    QCOMPARE(p.binpackArguments.size(), size_t(1));
    QCOMPARE(p.nodeorderArguments.size(), size_t(1));
    // The scoring plugins the designer does not model are said, each at its name.
    const QStringList messages = all(r.diagnostics);
    QVERIFY2(messages.contains("v.conf:25:11: warning: tiers[1].plugins[5].name: numaaware adds to the node scores "
                               "in Volcano and the designer does not model it: the scores and placements shown leave "
                               "it out (it is kept for the export)"),
        qPrintable(messages.join('\n')));
    QVERIFY2(messages.contains("v.conf:29:11: warning: tiers[2].plugins[0].name: task-topology adds to the node "
                               "scores in Volcano and the designer does not model it: the scores and placements "
                               "shown leave it out (it is kept for the export)"),
        qPrintable(messages.join('\n')));
    QVERIFY2(messages.contains("v.conf:14:7: warning: tiers[1].plugins[1].arguments.predicate.GPUSharingEnable: "
                               "predicate.GPUSharingEnable is not one of the filter switches a profile records "
                               "(predicate.NodeAffinityEnable, predicate.TaintTolerationEnable, "
                               "predicate.NodePortsEnable, predicate.PodAffinityEnable, "
                               "predicate.NodeVolumeLimitsEnable, predicate.VolumeZoneEnable, "
                               "predicate.PodTopologySpreadEnable, predicate.VolumeBindingEnable): it is kept as "
                               "written for the export, and the designer's filters do not model it"),
        qPrintable(messages.join('\n')));
}

void TestVolcanoTiers::exportWritesThemBack()
{
    Profile p = importOk(kCustom).profiles.at(0);
    // An edit in the designer: binpack's weight, and VolumeZone off too.
    p.binpackArguments = { varg("binpack.weight", "20") };
    p.disabledFilters.push_back("VolumeZone");
    const std::string text = exportConf(p);
    const std::string expected = R"(# volcano-scheduler.conf written by Binpack Studio: the actions and tiers are those
# imported with this profile, with its binpack, nodeorder and predicates in them.
actions: "enqueue, allocate, preempt, reclaim, backfill"
tiers:
- plugins:
  - name: priority
  - name: gang
    enablePreemptable: false
    enableJobStarving: false
  - name: conformance
- plugins:
  - name: drf
    enablePreemptable: false
  - name: predicates
    arguments:
      predicate.GPUSharingEnable: true
      predicate.resource.nvidia.com/gpu: "memory"
      predicate.NodePortsEnable: false
      predicate.VolumeZoneEnable: false
  - name: proportion
  # nodeorder's leastrequested (spreads) and balancedresource (balances) pull against
  # binpack: raise binpack.weight or set their weights to 0.
  - name: nodeorder
    arguments:
      leastrequested.weight: 0
  - name: binpack
    enablePreemptable: true
    arguments:
      binpack.weight: 20
  - name: numaaware
    arguments:
      weight: 10
- plugins:
  - name: task-topology
    arguments:
      task-topology.weight: 3
      task-topology.rules: [a, b]
configurations: [{name: allocate, arguments: {predicateErrorCacheEnable: true}}]
metrics: {address: "http://prometheus.monitoring:9090", interval: 30s}
)";
    QCOMPARE(QString::fromStdString(text), QString::fromStdString(expected));
    // Read back, it is the same profile.
    const ImportResult back = importOk(text);
    QVERIFY(back.ok());
    Profile again = back.profiles.at(0);
    again.name = p.name;
    QCOMPARE(again.volcanoConf, p.volcanoConf);
    QCOMPARE(again.disabledFilters, p.disabledFilters);
    QCOMPARE(again.binpackArguments, p.binpackArguments);
    QCOMPARE(again.nodeorderArguments, p.nodeorderArguments);
    // The ConfigMap carries the same text.
    ExportOptions o;
    o.format = ConfigFormat::VolcanoConfigMap;
    const ExportResult cm = exportProfiles({ &p }, o);
    QVERIFY(cm.ok());
    const ImportResult fromMap = importOk(cm.text, "cm.yaml");
    QVERIFY(fromMap.ok());
    QCOMPARE(fromMap.profiles.at(0).volcanoConf, p.volcanoConf);
}

void TestVolcanoTiers::workspaceKeepsThem()
{
    Workspace ws;
    ws.profiles = importOk(kCustom).profiles;
    const std::string text = writeWorkspace(ws);
    QVERIFY2(QString::fromStdString(text).contains("  volcanoConf:\n"
                                                   "    actions: enqueue, allocate, preempt, reclaim, backfill\n"
                                                   "    tiers:\n"
                                                   "    - plugins:\n"
                                                   "      - name: priority\n"
                                                   "      - name: gang\n"
                                                   "        enablePreemptable: false\n"),
        text.c_str());
    const Workspace back = readWorkspace(text, "back.binpack.yaml");
    QCOMPARE(back.profiles.at(0), ws.profiles.at(0));
    // And what the workspace holds exports as the import did.
    QCOMPARE(exportConf(back.profiles.at(0)), exportConf(ws.profiles.at(0)));
}

// Our own export of a profile without kept tiers is Volcano's shipped
// configuration; read back, it keeps nothing, and the workspace stays as it was.
void TestVolcanoTiers::shippedTiersAreNotKept()
{
    Profile p = volcanoGpu();
    p.disabledFilters = { "NodePorts" };
    const std::string text = exportConf(p);
    QVERIFY(QString::fromStdString(text).contains("The standard Volcano tiers are\n# kept"));
    const ImportResult r = importOk(text);
    QVERIFY(r.ok());
    QVERIFY(!r.profiles.at(0).volcanoConf.has_value());
    QCOMPARE(r.profiles.at(0).disabledFilters, p.disabledFilters);
    QVERIFY(yamlio::shippedVolcanoConf().tiers.size() == 2);
}

// Only the predicates plugin runs the Kubernetes filters: a configuration
// without it turns every switchable filter off, and the export adds it back
// only when the profile runs a filter again.
void TestVolcanoTiers::withoutPredicatesNoFilterRuns()
{
    const std::string text = "actions: \"enqueue, allocate\"\ntiers:\n- plugins:\n  - name: gang\n  - name: binpack\n";
    const ImportResult r = importOk(text);
    QVERIFY(r.ok());
    Profile p = r.profiles.at(0);
    QCOMPARE(p.disabledFilters,
        (std::vector<std::string> { "NodeAffinity", "TaintToleration", "NodePorts", "InterPodAffinity",
            "NodeVolumeLimits", "VolumeZone", "PodTopologySpread", "VolumeBinding" }));
    QVERIFY2(all(r.diagnostics)
                 .contains("v.conf:3:1: warning: tiers: no predicates plugin in any tier: Volcano runs none of the "
                           "Kubernetes filters, so the profile turns off every filter it records a switch for; "
                           "NodeUnschedulable has none and still keeps pods off cordoned nodes here, where Volcano "
                           "would place them"),
        qPrintable(all(r.diagnostics).join('\n')));
    // Exported as it came: still no predicates.
    QVERIFY(!QString::fromStdString(exportConf(p)).contains("- name: predicates"));
    // TaintToleration on again: predicates is added, in binpack's tier, with
    // the other switches off.
    std::erase(p.disabledFilters, std::string("TaintToleration"));
    const std::string out = exportConf(p);
    QVERIFY2(QString::fromStdString(out).contains(
                 "- plugins:\n  - name: gang\n  - name: binpack\n"
                 "  # predicates is added: the profile runs it, and the imported tiers did not list it.\n"
                 "  - name: predicates\n    arguments:\n      predicate.NodeAffinityEnable: false\n"
                 "      predicate.NodePortsEnable: false\n"),
        out.c_str());
    const ImportResult back = importOk(out);
    QVERIFY(back.ok());
    QCOMPARE(back.profiles.at(0).disabledFilters, p.disabledFilters);
}

void TestVolcanoTiers::profilePluginsWithoutAPlaceAreAdded()
{
    // No binpack, no nodeorder: the profile scores with neither.
    const std::string text = "actions: \"enqueue, allocate\"\ntiers:\n- plugins:\n  - name: priority\n"
                             "- plugins:\n  - name: predicates\n  - name: proportion\n";
    Profile p = importOk(text).profiles.at(0);
    QVERIFY(!p.binpackEnabled && !p.nodeorderEnabled);
    QVERIFY(!QString::fromStdString(exportConf(p)).contains("- name: binpack"));
    // Turned on in the designer: binpack goes to the tier that holds predicates.
    p.binpackEnabled = true;
    p.binpackArguments = { varg("binpack.weight", "3") };
    const std::string out = exportConf(p);
    QVERIFY2(QString::fromStdString(out).contains(
                 "- plugins:\n  - name: predicates\n  - name: proportion\n"
                 "  # binpack is added: the profile runs it, and the imported tiers did not list it.\n"
                 "  - name: binpack\n    arguments:\n      binpack.weight: 3\n"),
        out.c_str());
    // And a profile that turns binpack off writes a comment in its place.
    Profile off = importOk(kCustom).profiles.at(0);
    off.binpackEnabled = false;
    const QString offText = QString::fromStdString(exportConf(off));
    QVERIFY2(offText.contains("  - name: nodeorder\n    arguments:\n      leastrequested.weight: 0\n"
                              "  # binpack is not enabled in this profile.\n  - name: binpack\n"
                              "    enablePreemptable: true\n    enableNodeOrder: false\n  - name: numaaware\n"),
        qPrintable(offText));
}

// A plugin the profile does not run keeps its place with enableNodeOrder:
// false, so what the export writes imports as the same profile and exports
// to the same bytes (the scheduler-config fuzz target's round trip).
void TestVolcanoTiers::aPluginTurnedOffKeepsItsPlace()
{
    Profile p = volcanoGpu();
    p.binpackEnabled = false;
    const std::string first = exportConf(p);
    QVERIFY2(QString::fromStdString(first).contains("  # binpack is not enabled in this profile.\n"
                                                    "  - name: binpack\n    enableNodeOrder: false\n"),
        first.c_str());
    const ImportResult r = importOk(first);
    QVERIFY(r.ok());
    QVERIFY(!r.profiles.at(0).binpackEnabled && r.profiles.at(0).nodeorderEnabled);
    QVERIFY(!r.profiles.at(0).volcanoConf); // the shipped tiers
    QCOMPARE(exportConf(r.profiles.at(0)), first);
    // Every spelling yaml.v2 reads as false turns it off, Off and n included
    // (the import used to know five of the eleven).
    for (const char* off : { "Off", "n", "NO" }) {
        const ImportResult o = importOk(std::string("actions: allocate\ntiers:\n- plugins:\n  - name: predicates\n"
                                                    "  - name: binpack\n    enableNodeOrder: ")
            + off + "\n");
        QVERIFY2(o.ok() && !o.profiles.at(0).binpackEnabled, off);
    }

    // enablePredicate: false on predicates: Session.PredicateFn skips it, so
    // no filter runs; the profile turns them all off and the export writes
    // each switch false in place of the option.
    const std::string text = "actions: \"enqueue, allocate\"\ntiers:\n- plugins:\n  - name: predicates\n"
                             "    enablePredicate: false\n    arguments: {predicate.CacheEnable: true}\n"
                             "  - name: binpack\n";
    const ImportResult off = importOk(text);
    QVERIFY(off.ok());
    const Profile& q = off.profiles.at(0);
    QCOMPARE(q.disabledFilters.size(), size_t(8));
    QCOMPARE(q.volcanoConf->tiers.at(0).at(0), plugin("predicates", {}, { { "predicate.CacheEnable", "true" } }));
    QVERIFY2(all(off.diagnostics)
                 .contains("v.conf:5:22: warning: tiers[0].plugins[0].enablePredicate: false makes Volcano run "
                           "none of the predicates plugin's filters, so the profile turns off every "
                           "filter it records a switch for (the export writes each switch false instead); "
                           "NodeUnschedulable has none and still keeps pods off cordoned nodes here, where Volcano "
                           "would place them"),
        qPrintable(all(off.diagnostics).join('\n')));
    const std::string out = exportConf(q);
    QVERIFY2(QString::fromStdString(out).contains("  - name: predicates\n    arguments:\n"
                                                  "      predicate.CacheEnable: true\n"
                                                  "      predicate.NodeAffinityEnable: false\n"),
        out.c_str());
    const ImportResult back = importOk(out);
    QCOMPARE(back.profiles.at(0).disabledFilters, q.disabledFilters);
    QCOMPARE(exportConf(back.profiles.at(0)), out);
}

// explain names the kept plugins that add to Volcano's node scores, which
// its figures leave out; one whose enableNodeOrder is false does not score.
void TestVolcanoTiers::explainSaysWhatIsNotModelled()
{
    Workspace ws = readWorkspace("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: x\n"
                                 "nodes:\n- name: n1\n  allocatable: {cpu: \"4\", memory: 8Gi, pods: \"110\"}\n"
                                 "pods:\n- name: p\n  containers:\n  - requests: {cpu: \"1\", memory: 1Gi}\n",
        "w.yaml");
    ws.profiles = importOk(kCustom).profiles;
    const std::string both = explainScore(ws, ws.profiles.at(0), "n1");
    QVERIFY2(QString::fromStdString(both).contains(
                 "Not modelled: numaaware, task-topology, in this profile's Volcano tiers, add to the node scores in "
                 "Volcano; the scores below leave them out."),
        both.c_str());
    ws.profiles[0].volcanoConf->tiers[1][5].options.push_back({ "enableNodeOrder", "false" });
    const std::string one = explainScore(ws, ws.profiles.at(0), "n1");
    QVERIFY2(QString::fromStdString(one).contains(
                 "Not modelled: task-topology, in this profile's Volcano tiers, adds to the node scores in Volcano; "
                 "the scores below leave it out."),
        one.c_str());
    ws.profiles[0].volcanoConf.reset();
    QVERIFY(!QString::fromStdString(explainScore(ws, ws.profiles.at(0), "n1")).contains("Not modelled"));
}

// predicate.VolumeBindingEnable is a switch from Volcano 1.12 only: kept as
// an argument under 1.11, it becomes the profile's disabledFilters' business
// when the release changes, so neither the workspace nor the export writes
// it as a kept argument (the workspace would not read back).
void TestVolcanoTiers::aNewReleaseTakesItsSwitches()
{
    Workspace ws
        = readWorkspace("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: v\n"
                        "  scheduler: volcano\n  volcanoVersion: \"1.11\"\n  volcanoConf:\n"
                        "    actions: allocate\n    tiers:\n    - plugins:\n      - name: predicates\n"
                        "        arguments: {predicate.VolumeBindingEnable: false, predicate.CacheEnable: true}\n"
                        "      - name: binpack\n  plugins: {binpack: {}}\n",
            "w.yaml");
    QCOMPARE(ws.profiles[0].volcanoConf->tiers[0][0].arguments.size(), size_t(2));
    ws.profiles[0].volcanoVersion = "1.12";
    const std::string text = writeWorkspace(ws);
    QVERIFY2(!QString::fromStdString(text).contains("VolumeBindingEnable"), text.c_str());
    const Workspace back = readWorkspace(text, "back.yaml");
    QCOMPARE(back.profiles[0].volcanoConf->tiers[0][0].arguments,
        (std::vector<VolcanoField> { { "predicate.CacheEnable", "true" } }));
    QVERIFY(!QString::fromStdString(exportConf(ws.profiles[0])).contains("VolumeBindingEnable"));
}

void TestVolcanoTiers::whatVolcanoRefuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<bool>("error");
    // UnmarshalSchedulerConf: strings.Split("", ",") is one empty name, which GetAction does not find.
    QTest::newRow("no actions") << "tiers:\n- plugins:\n  - name: binpack\n"
                                << "v.conf:1:1: actions: no actions: Volcano refuses the whole file and keeps its "
                                   "previous configuration; expected e.g. actions: \"enqueue, allocate, backfill\""
                                << true;
    QTest::newRow("drf hierarchy with proportion")
        << "actions: allocate\ntiers:\n- plugins:\n  - name: drf\n    enableHierarchy: true\n"
           "  - name: proportion\n  - name: binpack\n"
        << "v.conf:4:5: tiers[0].plugins: drf with enableHierarchy: true and proportion are in the same tier: "
           "Volcano refuses the whole file (\"proportion and drf with hierarchy enabled conflicts\") and keeps its "
           "previous configuration"
        << true;
    QTest::newRow("an option that is no bool")
        << "actions: allocate\ntiers:\n- plugins:\n  - name: gang\n    enablePreemptable: \"false\"\n"
           "  - name: binpack\n"
        << "v.conf:5:24: tiers[0].plugins[0].enablePreemptable: expected true or false, found the string "
           "\"false\": Volcano cannot read it as a bool and refuses the whole file (it keeps its previous "
           "configuration)"
        << true;
    QTest::newRow("a misspelt option")
        << "actions: allocate\ntiers:\n- plugins:\n  - name: gang\n    enablePreemptible: false\n"
           "  - name: binpack\n"
        << "v.conf:5:5: warning: tiers[0].plugins[0].enablePreemptible: \"enablePreemptible\" is not a field of a "
           "Volcano plugin entry; did you mean \"enablePreemptable\"? Volcano ignores it, and it is not kept"
        << false;
    QTest::newRow("no name") << "actions: allocate\ntiers:\n- plugins:\n  - arguments: {a: 1}\n  - name: binpack\n"
                             << "v.conf:4:5: warning: tiers[0].plugins[0].name: a plugin entry without a name: "
                                "Volcano skips it; not kept"
                             << false;
    QTest::newRow("predicates twice")
        << "actions: allocate\ntiers:\n- plugins:\n  - name: predicates\n  - name: binpack\n- plugins:\n"
           "  - name: predicates\n"
        << "v.conf:7:5: tiers[1].plugins[0]: predicates is listed twice: keep one entry (the profile records one "
           "set of filter switches)"
        << true;
}

void TestVolcanoTiers::whatVolcanoRefuses()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QFETCH(bool, error);
    const ImportResult r = importSchedulerConfig(text.toStdString(), "v.conf");
    QVERIFY2(all(r.diagnostics).contains(expected), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.ok(), !error);
}

void TestVolcanoTiers::workspaceRefusesWhatIsTheProfiles_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("expected");
    const QString head = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n";
    QTest::newRow("kube-scheduler") << head + "- name: k\n  volcanoConf: {actions: allocate}\n"
                                    << "w.yaml:5:16: profiles[0].volcanoConf: volcanoConf is a Volcano profile "
                                       "setting; this profile uses kube-scheduler (remove the key or set scheduler: "
                                       "volcano)";
    QTest::newRow("binpack's arguments")
        << head
            + "- name: v\n  scheduler: volcano\n  volcanoConf:\n    tiers:\n    - plugins:\n"
              "      - name: binpack\n        arguments: {binpack.weight: 3}\n"
        << "w.yaml:9:9: profiles[0].volcanoConf.tiers[0].plugins[0]: binpack's arguments and whether it scores are "
           "the profile's (plugins.binpack); here expected only its name and other options";
    QTest::newRow("a filter switch")
        << head
            + "- name: v\n  scheduler: volcano\n  volcanoConf:\n    tiers:\n    - plugins:\n"
              "      - name: predicates\n        arguments: {predicate.NodePortsEnable: false}\n"
        << "w.yaml:9:9: profiles[0].volcanoConf.tiers[0].plugins[0].arguments.predicate.NodePortsEnable: a filter "
           "switch is the profile's disabledFilters; expected the predicates plugin's other arguments only";
    QTest::newRow("nodeorder twice")
        << head
            + "- name: v\n  scheduler: volcano\n  volcanoConf:\n    tiers:\n    - plugins:\n"
              "      - name: nodeorder\n      - name: nodeorder\n"
        << "w.yaml:10:9: profiles[0].volcanoConf.tiers[0].plugins[1]: nodeorder is listed twice; expected it once";
}

void TestVolcanoTiers::workspaceRefusesWhatIsTheProfiles()
{
    QFETCH(QString, profile);
    QFETCH(QString, expected);
    try {
        readWorkspace(profile.toStdString(), "w.yaml");
        QFAIL("read without an error");
    } catch (const InputError& e) {
        QVERIFY2(all(e.diagnostics()).contains(expected), qPrintable(all(e.diagnostics()).join('\n')));
    }
}

QTEST_APPLESS_MAIN(TestVolcanoTiers)
#include "test_volcano_tiers.moc"
