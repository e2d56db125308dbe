// SPDX-License-Identifier: GPL-3.0-or-later
// Scheduler-config import and validate: the documentation's examples
// (tests/data/seeds; its README.md names the pages), v1 defaulting made
// visible, file positions and upstream field paths, every format detected,
// errors for what cannot be read.
#include "config_test_profiles.h"
#include "io/profile_defaults.h"
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "scoring/default_scores.h"

#include <QTest>

using namespace bp;
using namespace bp::testing;

namespace {

std::string seed(const char* name) { return readText(QStringLiteral(BP_TEST_DATA_DIR "/seeds/") + name); }

// Kubernetes 1.22's default profile, exported in `format`.
ExportResult exportDefault122(ConfigFormat format)
{
    Profile p;
    p.name = "default-scheduler";
    p.kubernetesVersion = "1.22";
    p.kubernetesVersionSet = true;
    ExportOptions o;
    o.format = format;
    return exportProfiles({ &p }, o);
}

QStringList all(const std::vector<Diagnostic>& ds)
{
    QStringList out;
    for (const auto& d : ds)
        out << QString::fromStdString(d.toString());
    return out;
}

} // namespace

class TestConfigImport : public QObject {
    Q_OBJECT

private slots:
    void docsV1MostAllocated();
    void docsV1RequestedToCapacityRatio();
    void docsV1beta1AsWritten();
    void docsV1beta1Completed();
    void docsPolicyYaml();
    void docsPolicyJson();
    void defaultingIsVisible();
    void validatePositions();
    void validateSortWordingByVersion();
    void severalProfiles();
    void v1beta1Strategies();
    void removedPlugins();
    void configMapPositions();
    void volcanoArgumentGivenTwice();
    void aResourceNeedsAName_data();
    void aResourceNeedsAName();
    void unknownFormats_data();
    void unknownFormats();
    void unknownFields();
    void pluginEntryPositions();
    void filtersDisabled();
    void filtersStar();
    void filtersInMultiPoint();
    void filtersInV1beta1();
    void v1beta1PreferAvoidPods();
    void policyPreferAvoidPods();
    void policyOtherPriorities122();
    void policyOtherPriorities116();
    void policyPredicates116();
    void policyPredicates122();
    void volcanoPredicateSwitches();
    void volcanoPredicateSwitchesInConfigMap();
};

void TestConfigImport::docsV1MostAllocated()
{
    const ImportResult r = importSchedulerConfig(seed("docs-v1-mostallocated.yaml"), "docs-v1-mostallocated.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.format, ConfigFormat::KubeV1);
    QCOMPARE(r.profiles.size(), size_t{1});
    const Profile& p = r.profiles[0];
    QCOMPARE(p.schedulerName, std::string("default-scheduler")); // defaulted: a single profile
    QVERIFY(p.pluginsSet && p.fit.enabled && p.balanced.enabled);
    QCOMPARE(p.fitArgs.scoringStrategy->type, std::string("MostAllocated"));
    QCOMPARE(p.fitArgs.scoringStrategy->resources,
             (std::vector<ResourceSpec>{res("cpu", 1), res("memory", 1), res("intel.com/foo", 3), res("intel.com/bar", 3)}));
    QVERIFY(all(r.defaulted).join('\n').contains("profiles[0].schedulerName: defaulted: omitted -> default-scheduler")
            || all(r.defaulted).join('\n').contains("profiles[0].schedulerName: omitted -> default-scheduler"));
    const ImportResult v = validateSchedulerConfig(seed("docs-v1-mostallocated.yaml"), "f");
    QVERIFY2(v.ok(), qPrintable(all(v.diagnostics).join('\n')));
}

void TestConfigImport::docsV1RequestedToCapacityRatio()
{
    const ImportResult r =
        validateSchedulerConfig(seed("docs-v1-requestedtocapacityratio.yaml"), "docs-v1-requestedtocapacityratio.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    const ScoringStrategy& s = *r.profiles.at(0).fitArgs.scoringStrategy;
    QCOMPARE(s.type, std::string("RequestedToCapacityRatio"));
    QVERIFY(s.hasRequestedToCapacityRatio);
    QCOMPARE(s.shape, (std::vector<ShapePoint>{{0, 0}, {100, 10}}));
    QCOMPARE(s.resources, (std::vector<ResourceSpec>{res("intel.com/foo", 3), res("intel.com/bar", 3)}));
}

void TestConfigImport::docsV1beta1AsWritten()
{
    // The page elides the profile list item with "# ...", which leaves
    // `profiles` a map: kube-scheduler cannot read it either.
    const ImportResult r = importSchedulerConfig(seed("docs-v1beta1-requestedtocapacityratio.yaml"), "docs.yaml");
    QVERIFY(!r.ok());
    QCOMPARE(all(r.diagnostics), QStringList{"docs.yaml:8:3: profiles: expected a list, got a map"});
    QVERIFY(r.profiles.empty());
}

void TestConfigImport::docsV1beta1Completed()
{
    const ImportResult r = importSchedulerConfig(seed("docs-v1beta1-completed.yaml"), "docs.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.format, ConfigFormat::KubeV1beta1);
    QCOMPARE(r.kubeMinor, 22);
    // As on the page, RequestedToCapacityRatio is configured but never enabled:
    // the scheduler keeps NodeResourcesLeastAllocated and ignores these args;
    // and v1beta1's NodePreferAvoidPods runs (the first warning).
    QCOMPARE(r.diagnostics.size(), size_t { 2 });
    QVERIFY(all(r.diagnostics).join('\n').contains("this profile also scores with NodePreferAvoidPods (weight 10000)"));
    QVERIFY(QString::fromStdString(r.diagnostics[1].toString())
                .startsWith("docs.yaml:9:5: warning: profiles[0].pluginConfig[0]: args of RequestedToCapacityRatio are "
                            "ignored by kube-scheduler"));
    const EffectiveFit fit = effectiveFit(r.profiles.at(0));
    QCOMPARE(fit.type, std::string("LeastAllocated"));
    QVERIFY(fit.enabled);
}

void TestConfigImport::docsPolicyYaml()
{
    const ImportResult r = validateSchedulerConfig(seed("docs-policy.yaml"), "docs-policy.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.format, ConfigFormat::Policy);
    QCOMPARE(r.kubeMinor, 16); // no EvenPodsSpreadPriority: the 1.16-era page
    const Profile& p = r.profiles.at(0);
    QCOMPARE(p.kubernetesVersion, std::string("1.16"));
    QVERIFY(p.fit.enabled);
    QCOMPARE(p.fit.weight, int64_t{2});
    QVERIFY(!p.balanced.enabled); // not listed, so not run
    const ScoringStrategy& s = *p.fitArgs.scoringStrategy;
    QCOMPARE(s.type, std::string("RequestedToCapacityRatio"));
    QCOMPARE(s.resources, (std::vector<ResourceSpec>{res("intel.com/foo", 3), res("intel.com/bar", 5)}));
    QCOMPARE(s.shape, (std::vector<ShapePoint>{{0, 0}, {100, 10}}));
    // It lists no other priority, so none of them runs.
    QVERIFY(p.legacyPriorities && p.legacyPriorities->empty());
    // And out again as a v1 configuration.
    Profile modern = p;
    modern.kubernetesVersion = "1.36";
    modern.legacyPriorities.reset(); // 1.16's: a later profile's plugins take their place
    ExportOptions o;
    o.format = ConfigFormat::KubeV1;
    const ExportResult e = exportProfiles({&modern}, o);
    QVERIFY(e.ok());
    QVERIFY(QString::fromStdString(e.text).contains("        type: RequestedToCapacityRatio\n"));
}

void TestConfigImport::docsPolicyJson()
{
    const ImportResult r = importSchedulerConfig(seed("docs-policy.json"), "docs-policy.json");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.format, ConfigFormat::PolicyJson);
    const ImportResult y = importSchedulerConfig(seed("docs-policy.yaml"), "docs-policy.yaml");
    QCOMPARE(r.profiles.at(0), y.profiles.at(0));
    // JSON keeps positions: the RequestedToCapacityRatioPriority entry opens on line 5.
    QCOMPARE(r.locations.at(0).at("plugins.NodeResourcesFit").line, 5);
}

void TestConfigImport::defaultingIsVisible()
{
    const std::string text = R"(apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: pack
  pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: MostAllocated
  - name: NodeResourcesBalancedAllocation
    args:
      resources:
      - name: cpu
      - name: memory
        weight: 0
)";
    const ImportResult r = validateSchedulerConfig(text, "d.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    const Profile& p = r.profiles.at(0);
    QCOMPARE(p.fitArgs.scoringStrategy->resources, (std::vector<ResourceSpec>{res("cpu", 1), res("memory", 1)}));
    QCOMPARE(p.balancedArgs.resources, (std::vector<ResourceSpec>{res("cpu", 1), res("memory", 1)}));
    const QStringList notes = all(r.defaulted);
    QVERIFY2(notes.contains("d.yaml:9:9: warning: profiles[0].pluginConfig[0].args.scoringStrategy.resources: omitted "
                            "-> [{name: cpu, weight: 1}, {name: memory, weight: 1}]"),
             qPrintable(notes.join('\n')));
    QVERIFY2(notes.contains("d.yaml:13:9: warning: profiles[0].pluginConfig[1].args.resources[0].weight: omitted -> 1 "
                            "(weight 0 means 1)"),
             qPrintable(notes.join('\n')));
    QVERIFY2(notes.contains("d.yaml:15:17: warning: profiles[0].pluginConfig[1].args.resources[1].weight: 0 -> 1 "
                            "(weight 0 means 1)"),
             qPrintable(notes.join('\n')));
}

void TestConfigImport::validatePositions()
{
    const std::string text = R"(apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: pack
  pluginConfig:
  - name: NodeResourcesBalancedAllocation
    args:
      resources:
      - {name: cpu, weight: 2}
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: RequestedToCapacityRatio
        resources:
        - name: cpu
          weight: 1
        - name: intel.com/foo
          weight: 101
        requestedToCapacityRatio:
          shape:
          - {utilization: 0, score: 0}
          - {utilization: 0, score: 11}
)";
    const ImportResult r = validateSchedulerConfig(text, "bad.yaml", 36);
    QVERIFY(!r.ok());
    QCOMPARE(all(r.diagnostics),
        (QStringList {
            // The field once: the file's path, then upstream's words without its shorter path to it.
            "bad.yaml:9:29: profiles[0].pluginConfig[0].args.resources[0].weight: Invalid value: 2: must be 1",
            "bad.yaml:18:19: profiles[0].pluginConfig[1].args.scoringStrategy.resources[1].weight: "
            "Invalid value: 101: resource weight of intel.com/foo not in valid range (0, 100]",
            "bad.yaml:22:27: profiles[0].pluginConfig[1].args.scoringStrategy.requestedToCapacityRatio.shape[1]."
            "utilization: Invalid value: 0: values must be sorted in increasing order",
            "bad.yaml:22:37: profiles[0].pluginConfig[1].args.scoringStrategy.requestedToCapacityRatio.shape[1]."
            "score: Invalid value: 11: not in valid range [0, 10]",
        }));
}

void TestConfigImport::validateSortWordingByVersion()
{
    const std::string text = R"(apiVersion: kubescheduler.config.k8s.io/v1beta3
kind: KubeSchedulerConfiguration
profiles:
- pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: RequestedToCapacityRatio
        requestedToCapacityRatio:
          shape:
          - {utilization: 50, score: 0}
          - {utilization: 10, score: 10}
)";
    // v1beta3 is served up to 1.28: the pre-1.34 wording.
    const ImportResult r = validateSchedulerConfig(text, "s.yaml");
    QCOMPARE(all(r.diagnostics),
        QStringList { "s.yaml:12:27: profiles[0].pluginConfig[0].args.scoringStrategy.requestedToCapacityRatio."
                      "shape[1].utilization: Invalid value: 10: utilization values must be sorted in increasing "
                      "order" });
}

void TestConfigImport::severalProfiles()
{
    const Profile a = docsBinpack(), b = mostAllocated();
    ExportOptions o;
    o.format = ConfigFormat::KubeV1;
    const ExportResult e = exportProfiles({&a, &b}, o);
    const ImportResult r = importSchedulerConfig(e.text, "two.yaml");
    QVERIFY(r.ok());
    QCOMPARE(r.profiles.size(), size_t{2});
    QCOMPARE(r.profiles[0].name, std::string("default-scheduler"));
    QCOMPARE(r.profiles[1].name, std::string("gpu-packer"));
    QCOMPARE(r.profiles[1].fit.weight, int64_t{2});
    QVERIFY(!r.profiles[1].balanced.enabled);
    // Several profiles need names.
    const ImportResult unnamed = importSchedulerConfig(
        "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\nprofiles:\n- schedulerName: a\n"
        "- plugins: {}\n",
        "u.yaml");
    QVERIFY(!unnamed.ok());
    QVERIFY(all(unnamed.diagnostics).join('\n').contains("u.yaml:5:3: profiles[1].schedulerName: Required value"));
}

void TestConfigImport::v1beta1Strategies()
{
    // MostAllocated enabled next to the default LeastAllocated: both score,
    // which one profile cannot hold.
    const std::string both = R"(apiVersion: kubescheduler.config.k8s.io/v1beta1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: x
  plugins:
    score:
      enabled:
      - name: NodeResourcesMostAllocated
)";
    ImportResult r = importSchedulerConfig(both, "b.yaml");
    QVERIFY(!r.ok());
    QVERIFY(all(r.diagnostics).join('\n').contains(
        "b.yaml:8:9: profiles[0].plugins.score.enabled[0]: NodeResourcesLeastAllocated and NodeResourcesMostAllocated "
        "both score resources"));
    // v1beta1's NodeResourcesLeastAllocatedArgs do not default weight 0.
    const std::string zero = R"(apiVersion: kubescheduler.config.k8s.io/v1beta1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: x
  pluginConfig:
  - name: NodeResourcesLeastAllocated
    args:
      resources:
      - name: cpu
        weight: 0
)";
    r = importSchedulerConfig(zero, "z.yaml");
    QVERIFY(!r.ok());
    QCOMPARE(all(r.diagnostics).filter("NodePreferAvoidPods", Qt::CaseSensitive).size(), 1);
    QCOMPARE(all(r.diagnostics).filter("weight: Invalid value"),
        QStringList { "z.yaml:10:17: profiles[0].pluginConfig[0].args.resources[0].weight: "
                      "Invalid value: 0: resource weight of cpu "
                      "not in valid range (0, 100]" });
}

void TestConfigImport::removedPlugins()
{
    // validation.go: plugins removed in v1beta2 stay invalid in later versions.
    const std::string text = R"(apiVersion: kubescheduler.config.k8s.io/v1beta3
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: x
  plugins:
    score:
      enabled:
      - name: NodeResourcesMostAllocated
)";
    const ImportResult r = importSchedulerConfig(text, "r.yaml");
    QCOMPARE(all(r.diagnostics),
             QStringList{"r.yaml:8:9: profiles[0].plugins.score.enabled[0]: "
                         "Invalid value: \"NodeResourcesMostAllocated\": was removed in version "
                         "\"kubescheduler.config.k8s.io/v1beta2\" (KubeSchedulerConfiguration is version "
                         "\"kubescheduler.config.k8s.io/v1beta3\")"});
}

void TestConfigImport::configMapPositions()
{
    Profile p = volcanoGpu();
    p.binpackArguments.push_back(varg("binpack.cpu.weight", "3"));
    ExportOptions o;
    o.format = ConfigFormat::VolcanoConfigMap;
    const ExportResult e = exportProfiles({&p}, o);
    QVERIFY(e.ok());
    // The embedded key sits on its own line of the ConfigMap; find it.
    const QStringList lines = QString::fromStdString(e.text).split('\n');
    int expectedLine = 0, expectedColumn = 0;
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains("binpack.cpu.weight:")) {
            expectedLine = i + 1;
            expectedColumn = static_cast<int>(lines[i].indexOf("3")) + 1;
        }
    QVERIFY(expectedLine > 0);
    const ImportResult r = validateSchedulerConfig(e.text, "cm.yaml");
    QVERIFY(r.ok()); // Volcano accepts it: a warning, not an error
    QCOMPARE(r.format, ConfigFormat::VolcanoConfigMap);
    bool found = false;
    for (const auto& d : r.diagnostics)
        if (d.field == "data[volcano-scheduler.conf].tiers[1].plugins[5].arguments.binpack.cpu.weight") {
            found = true;
            QCOMPARE(d.line, expectedLine);
            QCOMPARE(d.column, expectedColumn);
            QVERIFY(QString::fromStdString(d.message).contains("did you mean binpack.cpu?"));
        }
    QVERIFY2(found, qPrintable(all(r.diagnostics).join('\n')));
}

// kube-scheduler's validateResources checks only the weight, so it accepts a
// resource without a name; a workspace cannot hold one, and what import
// writes must read back (a fuzz finding: the import wrote {name: "", ...}).
// Volcano reads plugin arguments with yaml.v2's Unmarshal into a map, where a
// key given twice keeps its last value; the import does the same and says so,
// and what it writes reads back (a fuzz finding: both were written, and the
// workspace reader refuses a duplicate key).
void TestConfigImport::volcanoArgumentGivenTwice()
{
    const std::string text = "actions: \"enqueue, allocate\"\ntiers:\n- plugins:\n  - name: binpack\n    arguments:\n"
                             "      binpack.resources: 5\n      binpack.weight: 3\n"
                             "      binpack.resources: nvidia.com/gpu\n";
    const ImportResult r = importSchedulerConfig(text, "v.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QVERIFY2(all(r.diagnostics).join('\n').contains(
                 "v.yaml:8:7: warning: tiers[0].plugins[0].arguments.binpack.resources: \"binpack.resources\" is given "
                 "more than once; the last one is used"),
        qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.profiles.size(), size_t(1));
    const auto& args = r.profiles[0].binpackArguments;
    QCOMPARE(args.size(), size_t(2));
    QCOMPARE(args[0].key, std::string("binpack.weight"));
    QCOMPARE(args[1].key, std::string("binpack.resources"));
    QCOMPARE(args[1].text, std::string("nvidia.com/gpu"));
    Workspace ws;
    ws.profiles = r.profiles;
    const Workspace back = readWorkspace(writeWorkspace(ws), "back.yaml");
    QCOMPARE(back.profiles[0].binpackArguments, args);
}

void TestConfigImport::aResourceNeedsAName_data()
{
    QTest::addColumn<QString>("item");
    QTest::newRow("missing") << "{weight: 2}";
    QTest::newRow("empty") << "{name: \"\", weight: 2}";
}

void TestConfigImport::aResourceNeedsAName()
{
    QFETCH(QString, item);
    const std::string text = "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n"
                             "profiles:\n- schedulerName: x\n  pluginConfig:\n  - name: NodeResourcesFit\n"
                             "    args:\n      scoringStrategy:\n        type: MostAllocated\n"
                             "        resources:\n        - {name: cpu, weight: 1}\n        - "
        + item.toStdString() + "\n";
    const ImportResult r = importSchedulerConfig(text, "x.yaml");
    QVERIFY(!r.ok());
    QVERIFY2(all(r.diagnostics).join('\n').contains(
                 "profiles[0].pluginConfig[0].args.scoringStrategy.resources[1].name: Required value: a resource "
                 "needs a name, such as cpu"),
        qPrintable(all(r.diagnostics).join('\n')));
}

void TestConfigImport::unknownFormats_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("alpha config") << "apiVersion: kubescheduler.config.k8s.io/v1alpha1\nkind: KubeSchedulerConfiguration\n"
                                  << "x.yaml:1:13: apiVersion: KubeSchedulerConfiguration "
                                     "\"kubescheduler.config.k8s.io/v1alpha1\" is not supported";
    QTest::newRow("deployment") << "apiVersion: apps/v1\nkind: Deployment\n"
                                << "x.yaml:2:7: kind: unknown scheduler configuration: apiVersion \"apps/v1\", kind "
                                   "\"Deployment\"";
    QTest::newRow("not yaml") << "profiles: [\n" << "x.yaml:2:1: not valid YAML or JSON";
    QTest::newRow("empty") << "" << "x.yaml: the file is empty";
    QTest::newRow("configmap without conf")
        << "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: volcano-scheduler-configmap, namespace: volcano-system}\n"
           "data: {other: x}\n"
        << "x.yaml:4:7: data: a Volcano ConfigMap needs data.volcano-scheduler.conf";
    QTest::newRow("unknown action") << "actions: \"enqueue, allocate, shoot\"\ntiers: []\n"
                                    << "x.yaml:1:10: actions: unknown action \"shoot\"";
}

void TestConfigImport::unknownFormats()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const ImportResult r = importSchedulerConfig(text.toStdString(), "x.yaml");
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.diagnostics.front().toString()).startsWith(expected),
             qPrintable(all(r.diagnostics).join('\n')));
}

void TestConfigImport::unknownFields()
{
    const std::string text = R"(apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
leaderElection: {leaderElect: false}
profiles:
- schedulerName: x
  pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        typ: MostAllocated
)";
    const ImportResult r = importSchedulerConfig(text, "u.yaml");
    QVERIFY(!r.ok());
    const QStringList ds = all(r.diagnostics);
    QVERIFY2(ds.contains("u.yaml:3:1: warning: leaderElection: not part of a Binpack Studio profile; not imported"),
             qPrintable(ds.join('\n')));
    QVERIFY2(ds.contains("u.yaml:10:9: profiles[0].pluginConfig[0].args.scoringStrategy.typ: unknown field \"typ\" "
                         "(did you mean \"type\"?); expected one of: type, resources, requestedToCapacityRatio"),
             qPrintable(ds.join('\n')));
}

// Ordering the plugin entries (multiPoint first) moved YAML::Nodes by
// assignment, which yaml-cpp turns into rebinding the file's nodes: the
// entries' positions, and the nodes, were swapped. Each entry keeps its place.
void TestConfigImport::pluginEntryPositions()
{
    const std::string text = R"(apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: x
  plugins:
    preFilter:
      enabled:
      - name: example.com/Custom
      - name: example.com/Other
    multiPoint:
      enabled:
      - name: NodeResourcesFit
        weight: 3
    score:
      enabled:
      - name: ImageLocality
)";
    const ImportResult r = importSchedulerConfig(text, "o.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(all(r.diagnostics),
        (QStringList{"o.yaml:8:9: warning: profiles[0].plugins.preFilter.enabled[0]: plugins other than "
                     "the default profile's score plugins are not part of a profile; "
                     "plugins.preFilter entries like \"example.com/Custom\" are not imported"}));
    // ImageLocality enabled again without a weight: 1.
    QCOMPARE(r.locations.at(0).at("plugins.ImageLocality").line, 16);
    QCOMPARE(r.profiles.at(0).imageLocality.weight, int64_t{1});
    QCOMPARE(r.profiles.at(0).taintToleration.weight, int64_t{3});
    QCOMPARE(r.locations.at(0).at("plugins.NodeResourcesFit").line, 12);
    QCOMPARE(r.locations.at(0).at("plugins.NodeResourcesFit.weight").line, 13);
    QCOMPARE(r.profiles.at(0).fit.weight, int64_t{3});
}

namespace {

std::vector<std::string> names(std::initializer_list<const char*> list)
{
    return std::vector<std::string>(list.begin(), list.end());
}

} // namespace

// plugins.filter.disabled: the names in the file's order; a name the release
// has no default filter for is a warning (kube-scheduler ignores it); a
// non-default plugin under filter.enabled is not imported, as before.
void TestConfigImport::filtersDisabled()
{
    const std::string text = R"(apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: x
  plugins:
    filter:
      disabled:
      - name: VolumeZone
      - name: NodePrts
      - name: TaintToleration
      - name: EBSLimits
      - name: VolumeZone
      enabled:
      - name: example.com/Custom
)";
    const ImportResult r = validateSchedulerConfig(text, "f.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.profiles.at(0).disabledFilters, names({"VolumeZone", "TaintToleration"}));
    QCOMPARE(all(r.diagnostics),
        (QStringList{
            "f.yaml:14:9: warning: profiles[0].plugins.filter.enabled[0]: plugins other than the default "
            "profile's score plugins are not part of a profile; plugins.filter entries like "
            "\"example.com/Custom\" are not imported",
            "f.yaml:9:9: warning: profiles[0].plugins.filter.disabled[1]: \"NodePrts\" is not a default filter plugin "
            "of kube-scheduler 1.36, so disabling it changes nothing; did you mean \"NodePorts\"? not imported",
            "f.yaml:11:9: warning: profiles[0].plugins.filter.disabled[3]: \"EBSLimits\" is not a default filter "
            "plugin of kube-scheduler 1.36, so disabling it changes nothing; not imported"}));
    // Where each name is in the file.
    QCOMPARE(r.locations.at(0).at("disabledFilters[1]").line, 10);
    // In v1beta2 (1.27) EBSLimits is a default filter.
    std::string beta2 = text;
    beta2.replace(beta2.find("/v1\n"), 4, "/v1beta2\n");
    const ImportResult b = importSchedulerConfig(beta2, "b.yaml");
    QCOMPARE(b.profiles.at(0).disabledFilters, names({"VolumeZone", "TaintToleration", "EBSLimits"}));
}

// "*" turns off every filter of the release: imported as that list, with a
// warning that it turns off the filters the workspace does not model too;
// filter.enabled turns one on again.
void TestConfigImport::filtersStar()
{
    const std::string text = R"(apiVersion: kubescheduler.config.k8s.io/v1beta3
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: x
  plugins:
    filter:
      disabled:
      - name: "*"
      enabled:
      - name: NodeUnschedulable
      - name: TaintToleration
)";
    const ImportResult r = validateSchedulerConfig(text, "s.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.profiles.at(0).disabledFilters,
        names({"NodeName", "NodeAffinity", "NodePorts", "NodeResourcesFit", "VolumeRestrictions", "EBSLimits",
            "GCEPDLimits", "NodeVolumeLimits", "AzureDiskLimits", "VolumeBinding", "VolumeZone", "PodTopologySpread",
            "InterPodAffinity"}));
    QCOMPARE(all(r.diagnostics),
        QStringList{"s.yaml:8:9: warning: profiles[0].plugins.filter.disabled[0]: \"*\" turns off every filter of "
                    "kube-scheduler 1.28; it is imported as the list of them, which includes filters the workspace "
                    "does not model (VolumeRestrictions, EBSLimits, GCEPDLimits, NodeVolumeLimits, AzureDiskLimits, "
                    "VolumeBinding, VolumeZone): turning those off changes no placement here, but kube-scheduler no "
                    "longer checks them"});
}

// A filter plugin disabled in multiPoint runs at none of its extension points:
// its Filter is turned off too (and NodeResourcesFit's score); one enabled
// again under filter runs its Filter.
void TestConfigImport::filtersInMultiPoint()
{
    const std::string text = R"(apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: x
  plugins:
    multiPoint:
      disabled:
      - name: InterPodAffinity
      - name: NodeResourcesFit
      - name: NodeAffinity
    filter:
      enabled:
      - name: NodeAffinity
      disabled:
      - name: NodePorts
)";
    const ImportResult r = validateSchedulerConfig(text, "m.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    const Profile& p = r.profiles.at(0);
    QCOMPARE(p.disabledFilters, names({"InterPodAffinity", "NodeResourcesFit", "NodePorts"}));
    QVERIFY(p.pluginsSet && !p.fit.enabled && p.balanced.enabled);
    const QStringList ds = all(r.diagnostics);
    QVERIFY2(ds.contains("m.yaml:8:9: warning: profiles[0].plugins.multiPoint.disabled[0]: disabling InterPodAffinity "
                         "in multiPoint turns off its Filter as well as its score; the profile records both, and an "
                         "export disables it under filter and under score"),
        qPrintable(ds.join('\n')));
    // Their scores are off; NodeAffinity's too (multiPoint no longer
    // expands it; filter.enabled brings back its Filter only).
    QVERIFY(!p.interPodAffinity.enabled && !p.nodeAffinity.enabled && p.taintToleration.enabled);
    QVERIFY2(ds.contains("m.yaml:9:9: warning: profiles[0].plugins.multiPoint.disabled[1]: disabling NodeResourcesFit "
                         "in multiPoint turns off its Filter as well as its score; the profile records both, and an "
                         "export disables it under filter and under score"),
        qPrintable(ds.join('\n')));
    QCOMPARE(ds.size(), 2); // NodeAffinity runs its Filter: nothing to say
    // Exported, each turned-off Filter is disabled under filter, and
    // NodeResourcesFit's score under score.
    ExportOptions o;
    o.format = ConfigFormat::KubeV1;
    const ExportResult e = exportProfiles({&p}, o);
    QVERIFY(e.ok());
    QVERIFY2(QString::fromStdString(e.text).contains("      - name: InterPodAffinity\n      - name: NodeResourcesFit\n"
                                                     "      - name: NodePorts\n    score:\n"),
        e.text.c_str());
    // multiPoint "*" turns every filter off, and both resource scorers.
    const ImportResult star = importSchedulerConfig("apiVersion: kubescheduler.config.k8s.io/v1\nkind: "
                                                    "KubeSchedulerConfiguration\nprofiles:\n- plugins:\n    "
                                                    "multiPoint:\n      disabled: [{name: \"*\"}]\n",
        "star.yaml");
    QCOMPARE(star.profiles.at(0).disabledFilters.size(), size_t{14});
    QVERIFY(!star.profiles.at(0).fit.enabled && !star.profiles.at(0).balanced.enabled);
}

// v1beta1's default profile scores with NodePreferAvoidPods at 10000
// (apis/config/v1beta1/default_plugins.go, 1.22); a 1.22 profile runs
// v1beta2's plugins, which do not: the export disables it, the import takes
// that back silently, and a file that leaves it on gets a warning.
void TestConfigImport::v1beta1PreferAvoidPods()
{
    ExportOptions o;
    o.format = ConfigFormat::KubeV1beta1;
    const ExportResult e = exportDefault122(o.format);
    QVERIFY(e.ok());
    QVERIFY2(e.text.find("      disabled:\n") != std::string::npos
            && e.text.find("      - name: NodePreferAvoidPods\n") != std::string::npos,
        e.text.c_str());
    const ImportResult back = importSchedulerConfig(e.text, "x.yaml");
    QVERIFY2(back.ok() && back.diagnostics.empty(), qPrintable(all(back.diagnostics).join('\n')));
    QVERIFY(!back.profiles.at(0).pluginsSet); // still the default profile
    QCOMPARE(exportProfiles({ &back.profiles.at(0) }, o).text, e.text);
    // Left on: a warning at plugins (or at the profile without them).
    const ImportResult on = importSchedulerConfig(R"(apiVersion: kubescheduler.config.k8s.io/v1beta1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: x
  plugins:
    score:
      enabled:
      - name: NodePreferAvoidPods
        weight: 5
)",
        "on.yaml");
    QVERIFY(on.ok());
    QVERIFY2(all(on.diagnostics)
                 .join('\n')
                 .contains("on.yaml:6:5: warning: profiles[0].plugins: this profile also "
                           "scores with NodePreferAvoidPods (weight 10000)"),
        qPrintable(all(on.diagnostics).join('\n')));
    // plugins.score.disabled: ['*'] turns it off too.
    const ImportResult star = importSchedulerConfig(R"(apiVersion: kubescheduler.config.k8s.io/v1beta1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: x
  plugins:
    score:
      disabled:
      - name: '*'
)",
        "star.yaml");
    QVERIFY(!all(star.diagnostics).join('\n').contains("NodePreferAvoidPods"));
}

// 1.22's legacy registry runs NodePreferAvoidPodsPriority as the
// NodePreferAvoidPods plugin (weight 10000), which a 1.22 profile does not:
// a 1.22 Policy export lists its priorities without it and reads back
// without a word; a 1.22 Policy that lists it gets a warning; 1.16 runs it
// as its own priority (modelled), without one.
void TestConfigImport::policyPreferAvoidPods()
{
    ExportOptions o;
    o.format = ConfigFormat::Policy;
    const ExportResult e = exportDefault122(o.format);
    QVERIFY(e.ok());
    QVERIFY(e.text.find("- name: EvenPodsSpreadPriority") != std::string::npos);
    QVERIFY2(e.text.find("- name: NodePreferAvoidPodsPriority") == std::string::npos, e.text.c_str());
    const ImportResult back = importSchedulerConfig(e.text, "x.yaml");
    QVERIFY2(back.ok() && !all(back.diagnostics).join('\n').contains("NodePreferAvoidPods"),
        qPrintable(all(back.diagnostics).join('\n')));
    QCOMPARE(exportProfiles({ &back.profiles.at(0) }, o).text, e.text);
    const std::string listing = R"(apiVersion: v1
kind: Policy
priorities:
- {name: LeastRequestedPriority, weight: 1}
- {name: NodePreferAvoidPodsPriority, weight: 10000}
)";
    const ImportResult at122
        = importSchedulerConfig(listing + "- {name: EvenPodsSpreadPriority, weight: 2}\n", "a.yaml");
    QVERIFY(all(at122.diagnostics)
                .join('\n')
                .contains("a.yaml:5:3: warning: priorities: Kubernetes 1.22 runs NodePreferAvoidPodsPriority as the "
                          "NodePreferAvoidPods plugin"));
    const ImportResult at116 = importSchedulerConfig(listing, "b.yaml");
    QCOMPARE(at116.kubeMinor, 16);
    QVERIFY(!all(at116.diagnostics).join('\n').contains("runs NodePreferAvoidPodsPriority as"));
}

namespace {

// What a Policy's profile runs besides resource scoring, as
// "TaintToleration=2 NodeAffinity=- PodTopologySpread=2/System ...".
QString othersOf(const Profile& p, int minor)
{
    const OtherScoreConfig c = otherScoreConfig(p, KubeVersion { minor, -1 });
    QStringList out;
    for (int i = 0; i < kOtherScores; ++i) {
        const auto plugin = static_cast<OtherScore>(i);
        QString item = QString::fromStdString(otherScoreName(plugin)) + "=";
        item += c.on(plugin) ? QString::number(c.weight[static_cast<size_t>(i)]) : QString("-");
        if (plugin == OtherScore::PodTopologySpread && c.on(plugin))
            item += c.systemDefaulting ? "/System" : "/List";
        out << item;
    }
    return out.join(' ');
}

} // namespace

// 1.22's legacy registry (pkg/scheduler/framework/plugins/legacy_registry.go,
// kubernetes/kubernetes 054d429) turns each listed priority into its score
// plugin at the priority's weight; those left out do not run. Cases from
// pkg/scheduler/apis/config/testing/compatibility_test.go (its ScorePlugin
// weights), marked as 1.22 Policies by the EvenPodsSpread predicate, and
// the producers' own rules read from legacy_registry.go.
void TestConfigImport::policyOtherPriorities122()
{
    // 1.22's default predicates (DefaultPredicates), EvenPodsSpread among them.
    const std::string predicates = "predicates: [{name: EvenPodsSpread}, {name: CheckNodeUnschedulable}, "
                                   "{name: CheckVolumeBinding}, {name: GeneralPredicates}, "
                                   "{name: MatchInterPodAffinity}, {name: MaxAzureDiskVolumeCount}, "
                                   "{name: MaxCSIVolumeCountPred}, {name: MaxEBSVolumeCount}, "
                                   "{name: MaxGCEPDVolumeCount}, {name: NoDiskConflict}, {name: NoVolumeZoneConflict}, "
                                   "{name: PodToleratesNodeTaints}]\n";
    const auto import = [&](const std::string& priorities, const std::string& extra = "") {
        return importSchedulerConfig(
            "apiVersion: v1\nkind: Policy\n" + predicates + extra + "priorities:\n" + priorities, "p.yaml");
    };
    // compatibility_test.go "1.3": every default priority but
    // NodePreferAvoidPods and EvenPodsSpread at weight 2, and EqualPriority.
    const ImportResult v13 = import("- {name: EqualPriority, weight: 2}\n"
                                    "- {name: ImageLocalityPriority, weight: 2}\n"
                                    "- {name: LeastRequestedPriority, weight: 2}\n"
                                    "- {name: BalancedResourceAllocation, weight: 2}\n"
                                    "- {name: SelectorSpreadPriority, weight: 2}\n"
                                    "- {name: NodeAffinityPriority, weight: 2}\n"
                                    "- {name: TaintTolerationPriority, weight: 2}\n"
                                    "- {name: InterPodAffinityPriority, weight: 2}\n");
    QVERIFY(v13.ok());
    QCOMPARE(v13.kubeMinor, 22);
    const Profile& p13 = v13.profiles.at(0);
    QCOMPARE(othersOf(p13, 22),
        QString("TaintToleration=2 NodeAffinity=2 PodTopologySpread=2/System InterPodAffinity=2 ImageLocality=2"));
    QCOMPARE(effectiveFit(p13).weight, int64_t { 2 });
    QCOMPARE(effectiveBalanced(p13).weight, int64_t { 2 });
    // "1.0": ServiceSpreadingPriority is read as SelectorSpreadPriority.
    const ImportResult v10 = import("- {name: LeastRequestedPriority, weight: 1}\n"
                                    "- {name: ServiceSpreadingPriority, weight: 2}\n");
    QVERIFY(v10.ok());
    QCOMPARE(othersOf(v10.profiles.at(0), 22),
        QString("TaintToleration=- NodeAffinity=- PodTopologySpread=2/System InterPodAffinity=- ImageLocality=-"));
    // "enable alpha feature EvenPodsSpread": EvenPodsSpreadPriority alone is
    // PodTopologySpread with PodTopologySpreadArgs{DefaultingType: List}.
    const ImportResult even = import("- {name: EvenPodsSpreadPriority, weight: 2}\n");
    QVERIFY(even.ok());
    QCOMPARE(othersOf(even.profiles.at(0), 22),
        QString("TaintToleration=- NodeAffinity=- PodTopologySpread=2/List InterPodAffinity=- ImageLocality=-"));
    QVERIFY(even.profiles.at(0).podTopologySpreadDefaultConstraints.empty());
    // Both: AppendPriorityConfigs runs the producers in sorted order, so
    // EvenPodsSpreadPriority's sets the weight; SelectorSpreadPriority's
    // appendToPluginSet updates a copy (its weight is lost whichever is
    // larger) and its args override to System. File order does not matter.
    for (const auto& [list, weight] : { std::pair { std::string("- {name: EvenPodsSpreadPriority, weight: 2}\n"
                                                                "- {name: SelectorSpreadPriority, weight: 5}\n"),
                                            2 },
             std::pair { std::string("- {name: SelectorSpreadPriority, weight: 1}\n"
                                     "- {name: EvenPodsSpreadPriority, weight: 7}\n"),
                 7 } }) {
        const ImportResult both = import(list);
        QVERIFY(both.ok());
        QCOMPARE(othersOf(both.profiles.at(0), 22),
            QString("TaintToleration=- NodeAffinity=- PodTopologySpread=%1/System InterPodAffinity=- ImageLocality=-")
                .arg(weight));
        QVERIFY(all(both.diagnostics).join('\n').contains("keeps the weight of EvenPodsSpreadPriority"));
    }
    // A name listed twice keeps its last weight (CreateFromConfig's map).
    const ImportResult twice = import("- {name: TaintTolerationPriority, weight: 4}\n"
                                      "- {name: TaintTolerationPriority, weight: 6}\n"
                                      "- {name: EvenPodsSpreadPriority, weight: 2}\n");
    QCOMPARE(othersOf(twice.profiles.at(0), 22),
        QString("TaintToleration=6 NodeAffinity=- PodTopologySpread=2/List InterPodAffinity=- ImageLocality=-"));
    // hardPodAffinitySymmetricWeight: InterPodAffinity's hardPodAffinityWeight
    // when InterPodAffinityPriority runs; 0 leaves the default; 0 to 100.
    const std::string interPod = "- {name: InterPodAffinityPriority, weight: 1}\n";
    const ImportResult hard = import(interPod, "hardPodAffinitySymmetricWeight: 7\n");
    QVERIFY(hard.ok());
    QVERIFY(hard.profiles.at(0).interPodAffinityArgsSet);
    QCOMPARE(otherScoreConfig(hard.profiles.at(0), KubeVersion { 22, -1 }).hardPodAffinityWeight, int64_t { 7 });
    const ImportResult zero = import(interPod, "hardPodAffinitySymmetricWeight: 0\n");
    QVERIFY(zero.ok() && !zero.profiles.at(0).interPodAffinityArgsSet);
    const ImportResult tooBig = import(interPod, "hardPodAffinitySymmetricWeight: 101\n");
    QVERIFY(!tooBig.ok());
    QVERIFY2(all(tooBig.diagnostics)
                 .join('\n')
                 .contains("p.yaml:4:33: hardPodAffinitySymmetricWeight: 101 is not in the valid range [0-100]"),
        qPrintable(all(tooBig.diagnostics).join('\n')));
    // Without priorities, the defaults run, InterPodAffinity among them.
    const ImportResult defaults
        = importSchedulerConfig("apiVersion: v1\nkind: Policy\nhardPodAffinitySymmetricWeight: 9\n", "d.yaml");
    QVERIFY(defaults.ok() && !defaults.profiles.at(0).pluginsSet);
    QCOMPARE(otherScoreConfig(defaults.profiles.at(0), KubeVersion { 22, -1 }).hardPodAffinityWeight, int64_t { 9 });

    // Out again: the Policy lists what the profile runs, and reads back the same.
    ExportOptions o;
    o.format = ConfigFormat::Policy;
    for (const Profile* p : { &p13, &v10.profiles.at(0), &even.profiles.at(0), &hard.profiles.at(0) }) {
        for (const ConfigFormat f : { ConfigFormat::Policy, ConfigFormat::PolicyJson }) {
            o.format = f;
            const ExportResult e = exportProfiles({ p }, o);
            QVERIFY2(e.ok(), e.errors.empty() ? "" : e.errors.front().message.c_str());
            const ImportResult back = importSchedulerConfig(e.text, "x.yaml");
            QVERIFY2(back.ok(), e.text.c_str());
            QCOMPARE(back.kubeMinor, 22);
            QCOMPARE(othersOf(back.profiles.at(0), 22), othersOf(*p, 22));
            QCOMPARE(otherScoreConfig(back.profiles.at(0), KubeVersion { 22, -1 }).hardPodAffinityWeight,
                otherScoreConfig(*p, KubeVersion { 22, -1 }).hardPodAffinityWeight);
        }
    }
    o.format = ConfigFormat::Policy;
    const std::string hardText = exportProfiles({ &hard.profiles.at(0) }, o).text;
    QVERIFY2(hardText.find("\nhardPodAffinitySymmetricWeight: 7\n") != std::string::npos, hardText.c_str());
    // PodTopologySpread not scoring: the EvenPodsSpread predicate marks the
    // Policy (the default predicates are listed, which changes no filter).
    const ImportResult noSpread = import("- {name: TaintTolerationPriority, weight: 3}\n");
    const ExportResult marked = exportProfiles({ &noSpread.profiles.at(0) }, o);
    QVERIFY2(marked.text.find("- name: EvenPodsSpread\n") != std::string::npos, marked.text.c_str());
    QVERIFY(marked.text.find("EvenPodsSpreadPriority\n") == std::string::npos);
    const ImportResult markedBack = importSchedulerConfig(marked.text, "m.yaml");
    QCOMPARE(markedBack.kubeMinor, 22);
    QVERIFY(markedBack.profiles.at(0).disabledFilters.empty());
    QCOMPARE(othersOf(markedBack.profiles.at(0), 22),
        QString("TaintToleration=3 NodeAffinity=- PodTopologySpread=- InterPodAffinity=- ImageLocality=-"));
    // Off altogether: nothing marks it; the export says so and reads back as 1.16.
    Profile unmarked = noSpread.profiles.at(0);
    unmarked.disabledFilters = { "PodTopologySpread" };
    const ExportResult bare = exportProfiles({ &unmarked }, o);
    QVERIFY(bare.ok() && !bare.warnings.empty());
    QVERIFY(bare.text.find("nothing marks this Policy as one for 1.18 or later") != std::string::npos);
    QCOMPARE(importSchedulerConfig(bare.text, "u.yaml").kubeMinor, 16);
}

// 1.16: the other priorities a Policy lists are the profile's
// legacyPriorities, and only they run; ServiceSpreadingPriority is a
// priority of its own there, not modelled; hardPodAffinitySymmetricWeight is
// InterPodAffinityPriority's (factory.go CreateFromConfig), the profile's
// hardPodAffinitySymmetricWeight. Out again, the Policy says the same.
void TestConfigImport::policyOtherPriorities116()
{
    const ImportResult r = importSchedulerConfig(R"(apiVersion: v1
kind: Policy
hardPodAffinitySymmetricWeight: 4
priorities:
- {name: MostRequestedPriority, weight: 1}
- {name: TaintTolerationPriority, weight: 3}
- {name: ServiceSpreadingPriority, weight: 1}
- {name: InterPodAffinityPriority, weight: 1}
- {name: TaintTolerationPriority, weight: 5}
)",
        "old.yaml");
    QVERIFY(r.ok());
    QCOMPARE(r.kubeMinor, 16);
    const QString said = all(r.diagnostics).join('\n');
    QVERIFY(said.contains("old.yaml:7:3: warning: priorities[2]: priority ServiceSpreadingPriority is not part"));
    QVERIFY2(!said.contains("hardPodAffinitySymmetricWeight"), qPrintable(said));
    const Profile& p = r.profiles.at(0);
    QVERIFY(p.interPodAffinityArgsSet && !p.taintToleration.enabled && !p.interPodAffinity.enabled);
    QCOMPARE(p.interPodAffinityArgs.hardPodAffinityWeight, std::optional<int64_t>(4));
    QCOMPARE(*p.legacyPriorities,
        (std::vector<LegacyPriority> { { "TaintTolerationPriority", 5 }, { "InterPodAffinityPriority", 1 } }));
    const OtherScoreConfig c = otherScoreConfig(p, KubeVersion { 16, -1 });
    QVERIFY(c.on(OtherScore::TaintToleration) && c.on(OtherScore::InterPodAffinity));
    QVERIFY(!c.on(OtherScore::SelectorSpread) && !c.on(OtherScore::NodePreferAvoidPods)
        && !c.on(OtherScore::NodeAffinity) && !c.on(OtherScore::ImageLocality));
    QCOMPARE(c.weight[static_cast<size_t>(OtherScore::TaintToleration)], int64_t { 5 });
    QCOMPARE(c.hardPodAffinityWeight, int64_t { 4 });
    for (const ConfigFormat f : { ConfigFormat::Policy, ConfigFormat::PolicyJson }) {
        ExportOptions o;
        o.format = f;
        const ExportResult e = exportProfiles({ &p }, o);
        QVERIFY2(e.ok(), e.errors.empty() ? "" : e.errors.front().message.c_str());
        const ImportResult back = importSchedulerConfig(e.text, "x.yaml");
        QVERIFY2(back.ok() && back.kubeMinor == 16, e.text.c_str());
        // Written in the DefaultProvider's order.
        QCOMPARE(*back.profiles.at(0).legacyPriorities,
            (std::vector<LegacyPriority> { { "InterPodAffinityPriority", 1 }, { "TaintTolerationPriority", 5 } }));
        QCOMPARE(back.profiles.at(0).interPodAffinityArgs.hardPodAffinityWeight, std::optional<int64_t>(4));
    }
    // A Policy that lists only priorities Binpack Studio does not model runs
    // none of the others: written back as an empty list (a bare
    // `priorities:` is null, the scheduler's defaults), in YAML and JSON,
    // and the same again on a second round (found by fuzz_scheduler_config).
    const ImportResult none = importSchedulerConfig(
        "apiVersion: v1\nkind: Policy\npriorities:\n- {name: FooPriority, weight: 2}\n", "none.yaml");
    QVERIFY(none.ok() && none.kubeMinor == 16);
    QVERIFY(none.profiles.at(0).legacyPriorities && none.profiles.at(0).legacyPriorities->empty());
    for (const ConfigFormat f : { ConfigFormat::Policy, ConfigFormat::PolicyJson }) {
        ExportOptions o;
        o.format = f;
        const ExportResult first = exportProfiles({ &none.profiles.at(0) }, o);
        QVERIFY2(first.text.find(f == ConfigFormat::Policy ? "\npriorities: []\n" : "\"priorities\": []")
                != std::string::npos,
            first.text.c_str());
        const ImportResult back = importSchedulerConfig(first.text, "x");
        QVERIFY(back.ok() && back.profiles.at(0).legacyPriorities && back.profiles.at(0).legacyPriorities->empty());
        QCOMPARE(exportProfiles({ &back.profiles.at(0) }, o).text, first.text);
    }
    // The 1.16 default profile (no plugins, no filter off) lists the
    // DefaultProvider's priorities: a Policy with neither priorities nor
    // predicates reads back as 1.22's (found by fuzz_scheduler_config).
    Profile plain;
    plain.name = "plain";
    plain.kubernetesVersion = "1.16";
    plain.kubernetesVersionSet = true;
    for (const ConfigFormat f : { ConfigFormat::Policy, ConfigFormat::PolicyJson }) {
        ExportOptions o;
        o.format = f;
        const ExportResult first = exportProfiles({ &plain }, o);
        QVERIFY2(first.ok() && first.text.find("NodePreferAvoidPodsPriority") != std::string::npos, first.text.c_str());
        const ImportResult back = importSchedulerConfig(first.text, "plain.yaml");
        QVERIFY2(back.ok() && back.kubeMinor == 16, first.text.c_str());
        QVERIFY(!back.profiles.at(0).legacyPriorities);
        QCOMPARE(exportProfiles({ &back.profiles.at(0) }, o).text, first.text);
    }
    // Without InterPodAffinityPriority the weight is not used: not imported, said.
    const ImportResult unused
        = importSchedulerConfig("apiVersion: v1\nkind: Policy\nhardPodAffinitySymmetricWeight: 4\npriorities:\n"
                                "- {name: TaintTolerationPriority, weight: 3}\n",
            "unused.yaml");
    QVERIFY(unused.ok() && unused.kubeMinor == 16 && !unused.profiles.at(0).interPodAffinityArgsSet);
    QVERIFY(
        all(unused.diagnostics)
            .join('\n')
            .contains(
                "unused.yaml:3:33: warning: hardPodAffinitySymmetricWeight: InterPodAffinityPriority is not listed"));
    // The DefaultProvider's six at their weights stay implicit, in any order.
    const ImportResult all6 = importSchedulerConfig(R"(apiVersion: v1
kind: Policy
priorities:
- {name: LeastRequestedPriority, weight: 1}
- {name: ImageLocalityPriority, weight: 1}
- {name: TaintTolerationPriority, weight: 1}
- {name: NodeAffinityPriority, weight: 1}
- {name: NodePreferAvoidPodsPriority, weight: 10000}
- {name: InterPodAffinityPriority, weight: 1}
- {name: SelectorSpreadPriority, weight: 1}
)",
        "six.yaml");
    QVERIFY(all6.ok() && !all6.profiles.at(0).legacyPriorities);
    // A 1.16 profile without legacyPriorities writes the six.
    ExportOptions o;
    o.format = ConfigFormat::Policy;
    const ExportResult six = exportProfiles({ &all6.profiles.at(0) }, o);
    QVERIFY2(
        six.text.find("- name: NodePreferAvoidPodsPriority\n  weight: 10000\n") != std::string::npos, six.text.c_str());
}

void TestConfigImport::filtersInV1beta1()
{
    const std::string text = R"(apiVersion: kubescheduler.config.k8s.io/v1beta1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: x
  plugins:
    filter:
      disabled:
      - name: NodePorts
      - name: PodTopologySpread
    score:
      disabled:
      - name: NodePreferAvoidPods
)";
    const ImportResult r = validateSchedulerConfig(text, "b1.yaml");
    QVERIFY2(r.ok() && r.diagnostics.empty(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.profiles.at(0).disabledFilters, names({"NodePorts", "PodTopologySpread"}));
    QVERIFY(!r.profiles.at(0).pluginsSet); // the scoring is the default one
}

// A 1.16 Policy's predicates: the default predicates it leaves out are off
// (the mandatory ones always run); the rest is not imported, with a warning.
void TestConfigImport::policyPredicates116()
{
    const std::string text = R"(apiVersion: v1
kind: Policy
predicates:
- name: NoDiskConflict
- name: CheckNodeLabelPresence
- name: GeneralPredicate
- name: MaxEBSVolumeCount
- {name: CheckServiceAffinity, argument: {serviceAffinity: {labels: [zone]}}}
priorities:
- {name: LeastRequestedPriority, weight: 1}
)";
    const ImportResult r = validateSchedulerConfig(text, "p.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.kubeMinor, 16);
    QCOMPARE(r.profiles.at(0).disabledFilters,
        names({"GeneralPredicates", "CheckVolumeBinding", "NoVolumeZoneConflict", "MaxGCEPDVolumeCount",
            "MaxCSIVolumeCountPred", "MaxAzureDiskVolumeCount", "MatchInterPodAffinity"}));
    const QStringList ds = all(r.diagnostics);
    for (const char* expected :
        {"p.yaml:5:9: warning: predicates[1].name: predicate CheckNodeLabelPresence is not one of kube-scheduler "
         "1.16's default predicates, the filters a profile turns off; not imported",
            "p.yaml:6:9: warning: predicates[2].name: predicate GeneralPredicate is not one of kube-scheduler 1.16's "
            "default predicates, the filters a profile turns off; did you mean \"GeneralPredicates\"? not imported",
            "p.yaml:8:42: warning: predicates[4].argument: predicate CheckServiceAffinity has an argument "
            "(labelsPresence or serviceAffinity): a custom predicate, which is not part of a profile; not imported"})
        QVERIFY2(ds.contains(expected), qPrintable(ds.join('\n')));
    QVERIFY(all(r.defaulted).join('\n').contains(
        "1.16 assumed: neither EvenPodsSpreadPriority nor the EvenPodsSpread predicate is listed, as before 1.18"));
    // An empty list runs only the mandatory predicates; no list, the defaults.
    const ImportResult none = importSchedulerConfig("apiVersion: v1\nkind: Policy\npredicates: []\n", "n.yaml");
    QCOMPARE(none.kubeMinor, 16);
    QCOMPARE(none.profiles.at(0).disabledFilters.size(), size_t{9});
    const ImportResult defaults = importSchedulerConfig("apiVersion: v1\nkind: Policy\npredicates:\n", "d.yaml");
    QCOMPARE(defaults.kubeMinor, 22);
    QVERIFY(defaults.profiles.at(0).disabledFilters.empty());
}

// Read as 1.22 (EvenPodsSpread, a default from 1.18, is listed), the
// predicates stand for the Filter plugins their config producers enable.
void TestConfigImport::policyPredicates122()
{
    const std::string text = R"({
  "kind": "Policy",
  "apiVersion": "v1",
  "predicates": [
    {"name": "EvenPodsSpread"}, {"name": "HostName"}, {"name": "PodFitsPorts"}, {"name": "PodFitsResources"},
    {"name": "MatchInterPodAffinity"}, {"name": "MaxCinderVolumeCount"}, {"name": "NoDiskConflict"},
    {"name": "MaxEBSVolumeCount"}, {"name": "MaxGCEPDVolumeCount"}, {"name": "MaxCSIVolumeCountPred"},
    {"name": "MaxAzureDiskVolumeCount"}, {"name": "NoVolumeZoneConflict"}
  ]
}
)";
    const ImportResult r = validateSchedulerConfig(text, "p.json");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.kubeMinor, 22);
    // MatchNodeSelector and CheckVolumeBinding are left out.
    QCOMPARE(r.profiles.at(0).disabledFilters, names({"NodeAffinity", "VolumeBinding"}));
    // Leaving out CheckVolumeBinding stops volume binding too: said once, on
    // import, not again by the Policy's validation.
    // And without priorities 1.22 runs NodePreferAvoidPods (not modelled: said first).
    QCOMPARE(all(r.diagnostics).size(), 3);
    QVERIFY(all(r.diagnostics)
                .at(0)
                .startsWith("p.json:1:1: warning: priorities: Kubernetes 1.22 runs "
                            "NodePreferAvoidPodsPriority as the NodePreferAvoidPods plugin"));
    QCOMPARE(all(r.diagnostics).mid(1),
        (QStringList { "p.json:6:49: warning: predicates[5].name: predicate MaxCinderVolumeCount is not one of "
                       "kube-scheduler 1.22's default predicates, the filters a profile turns off; not imported",
            "p.json:4:17: warning: predicates: leaving out CheckVolumeBinding also drops VolumeBinding's Reserve "
            "and PreBind: the scheduler no longer binds the pod's volumes; the profile records only that its "
            "Filter is off" }));
}

// Volcano's predicates plugin: predicate.<X>Enable false (a YAML bool) turns
// filter X off; a value that is not a bool is ignored by Volcano, with a
// warning at its line and column; other arguments are kept for the export
// (test_volcano_tiers), with a warning.
void TestConfigImport::volcanoPredicateSwitches()
{
    const std::string text = R"(actions: "enqueue, allocate, backfill"
tiers:
- plugins:
  - name: predicates
    arguments:
      predicate.NodePortsEnable: false
      predicate.PodAffinityEnable: no
      predicate.TaintTolerationEnable: "false"
      predicate.NodeAffinityEnable: 0
      predicate.VolumeZoneEnable: true
      predicate.CacheEnable: false
      predicate.PodTopologySpreadEnable: "nope"
      predicate.VolumeBindingEnable:
  - name: binpack
)";
    const ImportResult r = validateSchedulerConfig(text, "v.conf");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    // Volcano 1.15 (the release assumed) reads a string with strconv.ParseBool.
    QCOMPARE(r.profiles.at(0).disabledFilters, names({"TaintToleration", "NodePorts", "InterPodAffinity"}));
    QCOMPARE(all(r.diagnostics),
        (QStringList {
            "v.conf:8:40: warning: tiers[0].plugins[0].arguments.predicate.TaintTolerationEnable: "
            "\"false\" is a string: Volcano 1.15 reads it with strconv.ParseBool "
            "and turns TaintToleration off, but earlier releases ignore a string here and keep it on; write false, "
            "unquoted",
            "v.conf:9:37: warning: tiers[0].plugins[0].arguments.predicate.NodeAffinityEnable: "
            "0 is not a bool, so Volcano ignores it (Arguments.GetBool reads only a "
            "bool) and NodeAffinity stays on",
            "v.conf:11:7: warning: tiers[0].plugins[0].arguments.predicate.CacheEnable: predicate.CacheEnable is not "
            "one of the filter switches a profile records (predicate.NodeAffinityEnable, "
            "predicate.TaintTolerationEnable, predicate.NodePortsEnable, predicate.PodAffinityEnable, "
            "predicate.NodeVolumeLimitsEnable, predicate.VolumeZoneEnable, predicate.PodTopologySpreadEnable, "
            "predicate.VolumeBindingEnable): it is kept as written for the export, and the designer's filters do "
            "not model it",
            "v.conf:12:42: warning: tiers[0].plugins[0].arguments.predicate.PodTopologySpreadEnable: "
            "\"nope\" is a string strconv.ParseBool does not read, so Volcano "
            "ignores it (Arguments.GetBool) and PodTopologySpread stays on",
            "v.conf:13:7: warning: tiers[0].plugins[0].arguments.predicate.VolumeBindingEnable: "
            "~ is not a bool, so Volcano ignores it (Arguments.GetBool reads only a "
            "bool) and VolumeBinding stays on" }));
    QCOMPARE(r.locations.at(0).at("disabledFilters[1]").line, 6);
}

void TestConfigImport::volcanoPredicateSwitchesInConfigMap()
{
    const std::string text = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: volcano-scheduler-configmap\n"
                             "  namespace: volcano-system\ndata:\n  volcano-scheduler.conf: |\n"
                             "    actions: \"enqueue, allocate\"\n    tiers:\n    - plugins:\n"
                             "      - name: predicates\n        arguments:\n"
                             "          predicate.NodePortsEnable: 1.0\n          predicate.VolumeZoneEnable: off\n";
    const ImportResult r = importSchedulerConfig(text, "cm.yaml");
    QVERIFY2(r.ok(), qPrintable(all(r.diagnostics).join('\n')));
    QCOMPARE(r.profiles.at(0).disabledFilters, names({"VolumeZone"}));
    QVERIFY2(all(r.diagnostics).contains(
                 "cm.yaml:13:38: warning: data[volcano-scheduler.conf].tiers[0].plugins[0].arguments.predicate."
                 "NodePortsEnable: 1.0 is not a bool, so Volcano ignores it "
                 "(Arguments.GetBool reads only a bool) and NodePorts stays on"),
        qPrintable(all(r.diagnostics).join('\n')));
}

QTEST_APPLESS_MAIN(TestConfigImport)
#include "test_config_import.moc"
