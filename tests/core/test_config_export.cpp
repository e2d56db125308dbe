// SPDX-License-Identifier: GPL-3.0-or-later
// Scheduler-config export: golden files per format, export -> import -> export
// identity, upstream validation wording (kubernetes
// pkg/scheduler/apis/config/validation/validation_pluginargs_test.go), the
// version rules, refusals and the Volcano lint.
#include "config_test_profiles.h"

#include "io/profile_validation.h"
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/yaml_writer.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <yaml-cpp/yaml.h>

#include <algorithm>

using namespace bp;
using namespace bp::testing;

Q_DECLARE_METATYPE(bp::ConfigFormat)
Q_DECLARE_METATYPE(bp::Profile)

namespace {

QString goldenPath(const QString& name) { return QStringLiteral(BP_TEST_DATA_DIR "/golden/") + name; }

QStringList messages(const std::vector<Diagnostic>& ds)
{
    QStringList out;
    for (const auto& d : ds)
        out << QString::fromStdString(d.field + " => " + d.message);
    return out;
}

QStringList errorMessages(const std::vector<Diagnostic>& ds)
{
    QStringList out;
    for (const auto& d : ds)
        if (d.severity == Diagnostic::Severity::Error)
            out << QString::fromStdString(d.message);
    return out;
}

Profile rtcr(std::vector<ResourceSpec> resources, std::vector<ShapePoint> shape)
{
    Profile p = docsBinpack();
    p.fitArgs.scoringStrategy->resources = std::move(resources);
    p.fitArgs.scoringStrategy->shape = std::move(shape);
    return p;
}

Profile withStrategy(const std::string& type, std::vector<ResourceSpec> resources)
{
    Profile p = docsBinpack();
    p.fitArgs.scoringStrategy->type = type;
    p.fitArgs.scoringStrategy->resources = std::move(resources);
    p.fitArgs.scoringStrategy->hasRequestedToCapacityRatio = false;
    p.fitArgs.scoringStrategy->shape.clear();
    return p;
}

} // namespace

class TestConfigExport : public QObject {
    Q_OBJECT

private slots:
    // The exporters' string scalars: plain when YAML reads them back as the
    // same string, else double-quoted with escapes, and always read back as
    // written (DEL and CR are not printable in YAML: escaped).
    void yamlStringsReadBack()
    {
        QCOMPARE(yamlString("my-scheduler"), std::string("my-scheduler"));
        QCOMPARE(yamlString("true"), std::string("\"true\""));
        QCOMPARE(yamlString("a\x7f"), std::string("\"a\\x7f\""));
        QCOMPARE(yamlString("a\rb"), std::string("\"a\\rb\""));
        for (const std::string s : {"my-scheduler", "true", "0.5", "a: b", "# x", "a\x7f", "a\rb", "tab\there",
                 "quote\"back\\slash", "", "~", "null", "08", "1e3"}) {
            const YAML::Node n = YAML::Load("v: " + yamlString(s));
            QVERIFY2(n["v"].IsScalar() && n["v"].Scalar() == s, s.c_str());
        }
    }

    void golden_data();
    void golden();
    void identity_data();
    void identity();
    void upstreamValidation_data();
    void upstreamValidation();
    void versionRules();
    void servedFormats();
    void refusals();
    void options();
    void volcanoLint_data();
    void volcanoLint();
    void volcanoValuesKeepTheirType();
    void filtersCommentedOncePerProfile();
    void policySplitsGeneralPredicates();
    void policyPredicates116();
    void policyRefusesWhatItCannotTurnOff();
    void filtersAgainstAnotherRelease();
    void volcanoPredicatesArguments();
};

void TestConfigExport::golden_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<Profile>>("profiles");
    QTest::addColumn<ConfigFormat>("format");
    QTest::addColumn<bool>("explicitDefaults");
    const QList<Profile> docs{docsBinpack()};
    const QList<Profile> gpu{volcanoGpu()};
    QTest::newRow("docs v1") << "docs-binpack.kubescheduler-v1.yaml" << docs << ConfigFormat::KubeV1 << false;
    QTest::newRow("docs v1beta3") << "docs-binpack.kubescheduler-v1beta3.yaml" << docs << ConfigFormat::KubeV1beta3 << false;
    QTest::newRow("docs v1beta2") << "docs-binpack.kubescheduler-v1beta2.yaml" << docs << ConfigFormat::KubeV1beta2 << false;
    QTest::newRow("docs v1beta1") << "docs-binpack.kubescheduler-v1beta1.yaml" << docs << ConfigFormat::KubeV1beta1 << false;
    QTest::newRow("docs policy") << "docs-binpack.policy.yaml" << docs << ConfigFormat::Policy << false;
    QTest::newRow("docs policy-json") << "docs-binpack.policy.json" << docs << ConfigFormat::PolicyJson << false;
    QTest::newRow("gpu volcano") << "volcano-gpu.volcano-scheduler.conf" << gpu << ConfigFormat::Volcano << false;
    QTest::newRow("gpu configmap") << "volcano-gpu.configmap.yaml" << gpu << ConfigFormat::VolcanoConfigMap << false;
    QTest::newRow("most v1beta1") << "most-allocated.kubescheduler-v1beta1.yaml" << QList<Profile>{mostAllocated()}
                                  << ConfigFormat::KubeV1beta1 << false;
    QTest::newRow("two profiles v1") << "two-profiles.kubescheduler-v1.yaml"
                                     << QList<Profile>{docsBinpack(), mostAllocated()} << ConfigFormat::KubeV1 << false;
    QTest::newRow("least explicit v1beta3") << "least-custom.explicit.kubescheduler-v1beta3.yaml"
                                            << QList<Profile>{leastCustom()} << ConfigFormat::KubeV1beta3 << true;
    QTest::newRow("default explicit v1") << "default.explicit.kubescheduler-v1.yaml"
                                         << QList<Profile>{defaultProfile()} << ConfigFormat::KubeV1 << true;
    QTest::newRow("default v1") << "default.kubescheduler-v1.yaml" << QList<Profile>{defaultProfile()}
                                << ConfigFormat::KubeV1 << false;
    // Turned-off filters, one profile per format (docs/config-formats.md, "Turned-off filters").
    const QList<Profile> defaultOff{withFiltersOff(defaultProfile(), {"NodePorts", "InterPodAffinity"}, "1.30")};
    const QList<Profile> mostOff{withFiltersOff(mostAllocated(), {"NodeResourcesFit", "VolumeZone"}, "1.28")};
    const QList<Profile> docsOff{withFiltersOff(docsBinpack(), {"PodTopologySpread", "TaintToleration"})};
    const QList<Profile> policy22{withFiltersOff(defaultProfile(), {"NodePorts", "PodTopologySpread"}, "1.22")};
    const QList<Profile> policy16{
        withFiltersOff(defaultProfile(), {"GeneralPredicates", "MatchInterPodAffinity"}, "1.16")};
    const QList<Profile> gpuOff{withFiltersOff(volcanoGpu(), {"InterPodAffinity", "NodePorts", "VolumeBinding"})};
    QTest::newRow("filters v1") << "filters-default.kubescheduler-v1.yaml" << defaultOff << ConfigFormat::KubeV1
                                << false;
    QTest::newRow("filters v1beta3") << "filters-most.kubescheduler-v1beta3.yaml" << mostOff
                                     << ConfigFormat::KubeV1beta3 << false;
    QTest::newRow("filters v1beta2") << "filters-docs.kubescheduler-v1beta2.yaml" << docsOff
                                     << ConfigFormat::KubeV1beta2 << false;
    QTest::newRow("filters v1beta1") << "filters-docs.kubescheduler-v1beta1.yaml" << docsOff
                                     << ConfigFormat::KubeV1beta1 << false;
    QTest::newRow("filters policy 1.22") << "filters-1.22.policy.yaml" << policy22 << ConfigFormat::Policy << false;
    QTest::newRow("filters policy-json 1.22") << "filters-1.22.policy.json" << policy22 << ConfigFormat::PolicyJson
                                              << false;
    QTest::newRow("filters policy 1.16") << "filters-1.16.policy.yaml" << policy16 << ConfigFormat::Policy << false;
    QTest::newRow("filters policy-json 1.16") << "filters-1.16.policy.json" << policy16 << ConfigFormat::PolicyJson
                                              << false;
    QTest::newRow("filters volcano") << "filters-gpu.volcano-scheduler.conf" << gpuOff << ConfigFormat::Volcano
                                     << false;
    QTest::newRow("filters configmap") << "filters-gpu.configmap.yaml" << gpuOff << ConfigFormat::VolcanoConfigMap
                                       << false;
}

void TestConfigExport::golden()
{
    QFETCH(QString, file);
    QFETCH(QList<Profile>, profiles);
    QFETCH(ConfigFormat, format);
    QFETCH(bool, explicitDefaults);
    std::vector<const Profile*> ptrs;
    for (const auto& p : profiles)
        ptrs.push_back(&p);
    ExportOptions o;
    o.format = format;
    o.explicitDefaults = explicitDefaults;
    const ExportResult r = exportProfiles(ptrs, o);
    QVERIFY2(r.ok(), qPrintable(messages(r.errors).join('\n')));
    const QString path = goldenPath(file);
    if (qEnvironmentVariableIsSet("BP_UPDATE_GOLDEN")) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray::fromStdString(r.text));
    }
    const std::string expected = readText(path);
    QVERIFY2(!expected.empty(), qPrintable("missing golden file " + path));
    QCOMPARE(QString::fromStdString(r.text), QString::fromStdString(expected));
}

void TestConfigExport::identity_data()
{
    QTest::addColumn<Profile>("profile");
    QTest::addColumn<ConfigFormat>("format");
    QTest::addColumn<bool>("explicitDefaults");
    const std::vector<std::pair<const char*, Profile>> kube = {
        {"docs", docsBinpack()}, {"most", mostAllocated()}, {"least", leastCustom()}, {"default", defaultProfile()}};
    for (bool ex : {false, true}) {
        const char* mode = ex ? "explicit" : "minimal";
        for (const auto& [name, p] : kube)
            for (ConfigFormat f : {ConfigFormat::KubeV1, ConfigFormat::KubeV1beta3, ConfigFormat::KubeV1beta2,
                                   ConfigFormat::KubeV1beta1})
                QTest::addRow("%s %s %s", name, std::string(formatName(f)).c_str(), mode) << p << f << ex;
        // Policy can only express the docs profile and the default one.
        for (const auto& [name, p] : {std::pair{"docs", docsBinpack()}, std::pair{"default", defaultProfile()}})
            for (ConfigFormat f : {ConfigFormat::Policy, ConfigFormat::PolicyJson})
                QTest::addRow("%s %s %s", name, std::string(formatName(f)).c_str(), mode) << p << f << ex;
        // Lint-worthy arguments: an unknown key, and memory's weight quoted
        // (in place of the plain one: a key given twice is not a profile a
        // workspace holds, and Volcano would keep only the last; see
        // TestConfigImport::volcanoArgumentGivenTwice).
        Profile odd = volcanoGpu();
        odd.binpackArguments.push_back(varg("binpack.cpu.weight", "3"));
        std::erase_if(odd.binpackArguments, [](const VolcanoArgument& a) { return a.key == "binpack.memory"; });
        odd.binpackArguments.push_back(varg("binpack.memory", "10", true));
        Profile off = volcanoGpu();
        off.binpackEnabled = false;
        for (const auto& [name, p] : {std::pair{"gpu", volcanoGpu()}, std::pair{"lint", odd}, std::pair{"off", off}})
            for (ConfigFormat f : {ConfigFormat::Volcano, ConfigFormat::VolcanoConfigMap})
                QTest::addRow("%s %s %s", name, std::string(formatName(f)).c_str(), mode) << p << f << ex;
        // Turned-off filters: names every release the format is read as
        // (v1 as 1.36, v1beta3 1.28, v1beta2 1.27, v1beta1 1.22) has.
        const std::vector<std::string> kubeOff = {"InterPodAffinity", "NodePorts", "VolumeZone", "NodeResourcesFit"};
        for (const auto& [name, p] : {std::pair{"filters docs", withFiltersOff(docsBinpack(), kubeOff)},
                 std::pair{"filters most", withFiltersOff(mostAllocated(), kubeOff)},
                 std::pair{"filters default", withFiltersOff(defaultProfile(), kubeOff)},
                 std::pair{"filters taints", withFiltersOff(defaultProfile(), {"TaintToleration", "NodeUnschedulable"})}})
            for (ConfigFormat f : {ConfigFormat::KubeV1, ConfigFormat::KubeV1beta3, ConfigFormat::KubeV1beta2,
                     ConfigFormat::KubeV1beta1})
                QTest::addRow("%s %s %s", name, std::string(formatName(f)).c_str(), mode) << p << f << ex;
        // Policies: 1.22 names Filter plugins (GeneralPredicates split; with
        // PodTopologySpread off the priorities are written to mark 1.22), 1.16 predicates.
        for (const auto& [name, p] :
            {std::pair{"filters 1.22 docs", withFiltersOff(docsBinpack(), {"NodePorts", "InterPodAffinity"})},
                std::pair{"filters 1.22 default",
                    withFiltersOff(defaultProfile(), {"NodeAffinity", "PodTopologySpread", "VolumeZone"}, "1.22")},
                std::pair{"filters 1.22 general",
                    withFiltersOff(defaultProfile(), {"NodeResourcesFit", "NodeName", "NodePorts", "NodeAffinity"},
                        "1.22")},
                std::pair{"filters 1.16 default",
                    withFiltersOff(defaultProfile(), {"GeneralPredicates", "NoDiskConflict"}, "1.16")},
                std::pair{"filters 1.16 docs",
                    withFiltersOff(docsBinpack(), {"MatchInterPodAffinity", "CheckVolumeBinding"}, "1.16")}})
            for (ConfigFormat f : {ConfigFormat::Policy, ConfigFormat::PolicyJson})
                QTest::addRow("%s %s %s", name, std::string(formatName(f)).c_str(), mode) << p << f << ex;
        const Profile volcanoOff = withFiltersOff(volcanoGpu(),
            {"NodeAffinity", "TaintToleration", "NodePorts", "InterPodAffinity", "NodeVolumeLimits", "VolumeZone",
                "PodTopologySpread", "VolumeBinding"});
        Profile volcanoOffNoBinpack = withFiltersOff(volcanoGpu(), {"PodTopologySpread"});
        volcanoOffNoBinpack.binpackEnabled = false;
        for (const auto& [name, p] :
            {std::pair{"filters gpu", volcanoOff}, std::pair{"filters off", volcanoOffNoBinpack}})
            for (ConfigFormat f : {ConfigFormat::Volcano, ConfigFormat::VolcanoConfigMap})
                QTest::addRow("%s %s %s", name, std::string(formatName(f)).c_str(), mode) << p << f << ex;
    }
}

void TestConfigExport::identity()
{
    QFETCH(Profile, profile);
    QFETCH(ConfigFormat, format);
    QFETCH(bool, explicitDefaults);
    ExportOptions o;
    o.format = format;
    o.explicitDefaults = explicitDefaults;
    const ExportResult first = exportProfiles({&profile}, o);
    QVERIFY2(first.ok(), qPrintable(messages(first.errors).join('\n')));
    const ImportResult imported = importSchedulerConfig(first.text, "exported");
    QVERIFY2(imported.ok(), qPrintable(messages(imported.diagnostics).join('\n')));
    QVERIFY(imported.formatKnown);
    QCOMPARE(imported.format, format);
    QCOMPARE(imported.profiles.size(), size_t{1});
    // The filters come back (KubeSchedulerConfiguration in the file's order,
    // Policy and Volcano in the scheduler's).
    std::vector<std::string> sent = profile.disabledFilters, back = imported.profiles[0].disabledFilters;
    std::sort(sent.begin(), sent.end());
    std::sort(back.begin(), back.end());
    QCOMPARE(back, sent);
    if (isKubeSchedulerConfiguration(format))
        QCOMPARE(imported.profiles[0].disabledFilters, profile.disabledFilters);
    const ExportResult second = exportProfiles({&imported.profiles[0]}, o);
    QVERIFY2(second.ok(), qPrintable(messages(second.errors).join('\n')));
    QCOMPARE(QString::fromStdString(second.text), QString::fromStdString(first.text));
}

void TestConfigExport::upstreamValidation_data()
{
    QTest::addColumn<Profile>("profile");
    QTest::addColumn<int>("minor");
    QTest::addColumn<QStringList>("expected");
    const std::vector<ResourceSpec> none;
    const std::vector<ShapePoint> defaultShape{{30, 3}};
    // validation_pluginargs_test.go, TestValidateRequestedToCapacityRatioScoringStrategy.
    // Upstream validates NodeResourcesFit args with an empty root path (NewFit),
    // and reports the shape at scoringStrategy.shape (not ...requestedToCapacityRatio.shape).
    const std::string ws = "plugins.NodeResourcesFit.args.scoringStrategy.";
    QTest::newRow("RTCR: no shapes") << rtcr(none, {}) << 36
                                     << QStringList{QString::fromStdString(
                                            ws + "requestedToCapacityRatio.shape => scoringStrategy.shape: Required "
                                                 "value: at least one point must be specified")};
    QTest::newRow("RTCR: weight greater than max")
        << rtcr({res("cpu", 101)}, defaultShape) << 36
        << QStringList{QString::fromStdString(ws + "resources[0].weight => scoringStrategy.resources[0].weight: "
                                                   "Invalid value: 101: resource weight of cpu not in valid range (0, 100]")};
    // "weight less than min" uses weight 0, which v1 defaulting turns into 1
    // before validation runs; a negative weight is what fails in practice.
    QTest::newRow("RTCR: weight less than min (0 is defaulted)") << rtcr({res("cpu", 0)}, defaultShape) << 36
                                                                 << QStringList{};
    QTest::newRow("RTCR: weight less than min (-1)")
        << rtcr({res("cpu", -1)}, defaultShape) << 36
        << QStringList{QString::fromStdString(ws + "resources[0].weight => scoringStrategy.resources[0].weight: "
                                                   "Invalid value: -1: resource weight of cpu not in valid range (0, 100]")};
    QTest::newRow("RTCR: valid shapes") << rtcr(none, defaultShape) << 36 << QStringList{};
    QTest::newRow("RTCR: utilization less than min")
        << rtcr(none, {{-1, 3}}) << 36
        << QStringList{QString::fromStdString(ws + "requestedToCapacityRatio.shape[0].utilization => "
                                                   "scoringStrategy.shape[0].utilization: Invalid value: -1: not in "
                                                   "valid range [0, 100]")};
    QTest::newRow("RTCR: utilization greater than max")
        << rtcr(none, {{101, 3}}) << 36
        << QStringList{QString::fromStdString(ws + "requestedToCapacityRatio.shape[0].utilization => "
                                                   "scoringStrategy.shape[0].utilization: Invalid value: 101: not in "
                                                   "valid range [0, 100]")};
    QTest::newRow("RTCR: duplicated utilization values")
        << rtcr(none, {{10, 3}, {10, 3}}) << 36
        << QStringList{QString::fromStdString(ws + "requestedToCapacityRatio.shape[1].utilization => "
                                                   "scoringStrategy.shape[1].utilization: Invalid value: 10: values "
                                                   "must be sorted in increasing order")};
    QTest::newRow("RTCR: increasing utilization values") << rtcr(none, {{10, 3}, {20, 3}, {30, 3}}) << 36
                                                         << QStringList{};
    QTest::newRow("RTCR: non-increasing utilization values")
        << rtcr(none, {{10, 3}, {20, 3}, {15, 3}}) << 36
        << QStringList{QString::fromStdString(ws + "requestedToCapacityRatio.shape[2].utilization => "
                                                   "scoringStrategy.shape[2].utilization: Invalid value: 15: values "
                                                   "must be sorted in increasing order")};
    // Before 1.34 the same check said "utilization values must be sorted ...".
    QTest::newRow("RTCR: non-increasing utilization values (1.33 wording)")
        << rtcr(none, {{10, 3}, {20, 3}, {15, 3}}) << 33
        << QStringList{QString::fromStdString(ws + "requestedToCapacityRatio.shape[2].utilization => "
                                                   "scoringStrategy.shape[2].utilization: Invalid value: 15: "
                                                   "utilization values must be sorted in increasing order")};
    QTest::newRow("RTCR: score less than min")
        << rtcr(none, {{10, -1}}) << 36
        << QStringList{QString::fromStdString(ws + "requestedToCapacityRatio.shape[0].score => "
                                                   "scoringStrategy.shape[0].score: Invalid value: -1: not in valid "
                                                   "range [0, 10]")};
    QTest::newRow("RTCR: score greater than max")
        << rtcr(none, {{10, 11}}) << 36
        << QStringList{QString::fromStdString(ws + "requestedToCapacityRatio.shape[0].score => "
                                                   "scoringStrategy.shape[0].score: Invalid value: 11: not in valid "
                                                   "range [0, 10]")};
    // TestValidateLeastAllocatedScoringStrategy / TestValidateMostAllocatedScoringStrategy.
    QTest::newRow("LeastAllocated: multi valid resources")
        << withStrategy("LeastAllocated", {res("cpu", 1), res("memory", 10)}) << 36 << QStringList{};
    QTest::newRow("MostAllocated: multi invalid resources")
        << withStrategy("MostAllocated", {res("cpu", -5), res("memory", 101)}) << 36
        << QStringList{QString::fromStdString(ws + "resources[0].weight => scoringStrategy.resources[0].weight: "
                                                   "Invalid value: -5: resource weight of cpu not in valid range (0, 100]"),
                       QString::fromStdString(ws + "resources[1].weight => scoringStrategy.resources[1].weight: "
                                                   "Invalid value: 101: resource weight of memory not in valid range "
                                                   "(0, 100]")};
    // TestValidateFitArgs.
    QTest::newRow("FitArgs: ScoringStrategy: type is unsupported")
        << withStrategy("Invalid", {}) << 36
        << QStringList{QString::fromStdString(ws + "type => scoringStrategy.type: Unsupported value: \"Invalid\": "
                                                   "supported values: \"LeastAllocated\", \"MostAllocated\", "
                                                   "\"RequestedToCapacityRatio\"")};
    Profile ignored = withStrategy("LeastAllocated", {});
    ignored.fitArgs.ignoredResources = {"example.com/"};
    QTest::newRow("FitArgs: IgnoredResources: name is empty")
        << ignored << 36
        << QStringList{"plugins.NodeResourcesFit.args.ignoredResources[0] => ignoredResources[0]: Invalid value: "
                       "\"example.com/\": name part must be non-empty"};
    Profile groups = withStrategy("LeastAllocated", {});
    groups.fitArgs.ignoredResourceGroups = {"example.com/aa"};
    QTest::newRow("FitArgs: IgnoredResourceGroups: name cannot be contain slash")
        << groups << 36
        << QStringList{"plugins.NodeResourcesFit.args.ignoredResourceGroups[0] => ignoredResourceGroups[0]: Invalid "
                       "value: \"example.com/aa\": resource group name can't contain '/'"};
    // TestValidateNodeResourcesBalancedAllocationArgs.
    Profile bal = docsBinpack();
    bal.balancedArgsSet = true;
    bal.balancedArgs.resources = {res("cpu", 2), res("memory", 1)};
    QTest::newRow("Balanced: invalid config")
        << bal << 36
        << QStringList{"plugins.NodeResourcesBalancedAllocation.args.resources[0].weight => resources[0].weight: "
                       "Invalid value: 2: must be 1"};
    Profile dup = docsBinpack();
    dup.balancedArgsSet = true;
    dup.balancedArgs.resources = {res("cpu", 1), res("cpu", 1)};
    QTest::newRow("Balanced: repeated resources")
        << dup << 36
        << QStringList{"plugins.NodeResourcesBalancedAllocation.args.resources[1].name => resources[1].name: "
                       "Duplicate value: \"cpu\""};
}

void TestConfigExport::upstreamValidation()
{
    QFETCH(Profile, profile);
    QFETCH(int, minor);
    QFETCH(QStringList, expected);
    const auto ds = validateProfile(profile, ValidationTarget{ConfigFormat::KubeV1, minor});
    QStringList errors;
    for (const auto& d : ds)
        if (d.severity == Diagnostic::Severity::Error)
            errors << QString::fromStdString(d.field + " => " + d.message);
    QCOMPARE(errors, expected);
}

void TestConfigExport::versionRules()
{
    // type RequestedToCapacityRatio without requestedToCapacityRatio:
    // 1.36 (kubernetes#132120) rejects it with its own message; before, it passes
    // validation and NewFit dereferences the nil pointer.
    Profile p = docsBinpack();
    p.fitArgs.scoringStrategy->hasRequestedToCapacityRatio = false;
    p.fitArgs.scoringStrategy->shape.clear();
    const auto v136 = validateProfile(p, ValidationTarget{ConfigFormat::KubeV1, 36});
    QCOMPARE(errorMessages(v136), QStringList{"scoringStrategy.requestedToCapacityRatio: Required value: must be "
                                              "specified when type is RequestedToCapacityRatio"});
    const auto v135 = validateProfile(p, ValidationTarget{ConfigFormat::KubeV1, 35});
    QCOMPARE(errorMessages(v135).size(), 1);
    QVERIFY(errorMessages(v135).front().contains("nil pointer dereference"));
    // A shape with LeastAllocated / MostAllocated is validated, then ignored.
    Profile most = mostAllocated();
    most.fitArgs.scoringStrategy->hasRequestedToCapacityRatio = true;
    most.fitArgs.scoringStrategy->shape = {{0, 0}, {100, 10}};
    const auto w = validateProfile(most, ValidationTarget{ConfigFormat::KubeV1, 30});
    QVERIFY(!hasErrors(w));
    QCOMPARE(w.size(), size_t{1});
    QCOMPARE(QString::fromStdString(w[0].field),
             QString("plugins.NodeResourcesFit.args.scoringStrategy.requestedToCapacityRatio"));
}

void TestConfigExport::servedFormats()
{
    // docs/config-formats.md, "The formats and the releases that serve them".
    auto names = [](int minor) {
        QStringList out;
        for (ConfigFormat f : bp::servedFormats(minor))
            out << QString::fromStdString(std::string(formatName(f)));
        return out;
    };
    QCOMPARE(names(16), (QStringList{"policy", "policy-json"}));
    QCOMPARE(names(22), (QStringList{"kubescheduler-v1beta2", "kubescheduler-v1beta1", "policy", "policy-json"}));
    QCOMPARE(names(23), (QStringList{"kubescheduler-v1beta3", "kubescheduler-v1beta2"}));
    QCOMPARE(names(25), (QStringList{"kubescheduler-v1", "kubescheduler-v1beta3", "kubescheduler-v1beta2"}));
    QCOMPARE(names(28), (QStringList{"kubescheduler-v1", "kubescheduler-v1beta3"}));
    QCOMPARE(names(29), (QStringList{"kubescheduler-v1"}));
    QCOMPARE(names(36), (QStringList{"kubescheduler-v1"}));
    // Exporting a format the release does not serve warns, and still writes.
    Profile p = docsBinpack();
    p.kubernetesVersion = "1.30";
    ExportOptions o;
    o.format = ConfigFormat::KubeV1beta1;
    const ExportResult r = exportProfiles({&p}, o);
    QVERIFY(r.ok());
    QCOMPARE(r.warnings.size(), size_t{1});
    QCOMPARE(QString::fromStdString(r.warnings[0].message),
             QString("Kubernetes 1.30 does not serve kubescheduler-v1beta1 (served by 1.19 to 1.22): kube-scheduler "
                     "1.30 rejects this file"));
}

void TestConfigExport::refusals()
{
    ExportOptions o;
    // A shape cannot ride on v1beta1's NodeResourcesMostAllocated.
    Profile most = mostAllocated();
    most.kubernetesVersion = "1.22";
    most.fitArgs.scoringStrategy->hasRequestedToCapacityRatio = true;
    most.fitArgs.scoringStrategy->shape = {{0, 0}, {100, 10}};
    o.format = ConfigFormat::KubeV1beta1;
    ExportResult r = exportProfiles({&most}, o);
    QVERIFY(!r.ok());
    QVERIFY(r.text.empty());
    QVERIFY(errorMessages(r.errors).join('\n').contains("NodeResourcesMostAllocated plugin, whose args have no shape"));
    // Policy's MostRequestedPriority always weighs cpu 1, memory 1.
    Profile most22 = mostAllocated();
    most22.kubernetesVersion = "1.22";
    o.format = ConfigFormat::Policy;
    r = exportProfiles({&most22}, o);
    QVERIFY(!r.ok());
    QVERIFY(errorMessages(r.errors).join('\n').contains("MostRequestedPriority always weighs cpu 1 and memory 1"));
    // Policy and Volcano hold one profile.
    const Profile a = docsBinpack(), b = defaultProfile();
    r = exportProfiles({&a, &b}, o);
    QVERIFY(!r.ok());
    QVERIFY(errorMessages(r.errors).front().startsWith("policy holds one profile; 2 were given (binpack, default)"));
    // Invalid profiles are never written.
    Profile bad = rtcr({res("cpu", 101)}, {{0, 0}, {100, 10}});
    o.format = ConfigFormat::KubeV1;
    r = exportProfiles({&bad}, o);
    QVERIFY(!r.ok());
    QVERIFY(r.text.empty());
    // Legacy formats keep the legacy rules: RequestedToCapacityRatioArgs allow weights above 100.
    o.format = ConfigFormat::KubeV1beta1;
    r = exportProfiles({&bad}, o);
    QVERIFY2(r.ok(), qPrintable(messages(r.errors).join('\n')));
    // A Volcano profile is not a kube-scheduler configuration, and back.
    const Profile gpu = volcanoGpu();
    o.format = ConfigFormat::KubeV1;
    r = exportProfiles({&gpu}, o);
    QVERIFY(!r.ok());
    o.format = ConfigFormat::Volcano;
    r = exportProfiles({&a}, o);
    QVERIFY(!r.ok());
    // Two profiles with one scheduler name.
    Profile c = docsBinpack(), d = mostAllocated();
    d.schedulerName = "";
    o.format = ConfigFormat::KubeV1;
    r = exportProfiles({&c, &d}, o);
    QVERIFY(!r.ok());
    QVERIFY(errorMessages(r.errors).front().startsWith(
        "profiles[1].schedulerName: Duplicate value: \"default-scheduler\""));
}

void TestConfigExport::options()
{
    Profile p = docsBinpack();
    ExportOptions o;
    o.format = ConfigFormat::KubeV1;
    o.schedulerName = "bin-packer";
    o.balancedMode = BalancedMode::Disable;
    ExportResult r = exportProfiles({&p}, o);
    QVERIFY(r.ok());
    QVERIFY(QString::fromStdString(r.text).contains("- schedulerName: bin-packer\n"));
    QVERIFY(QString::fromStdString(r.text).contains(
        "      disabled:\n      # NodeResourcesBalancedAllocation is disabled: it pulls against packing.\n"
        "      - name: NodeResourcesBalancedAllocation\n"));
    ImportResult back = importSchedulerConfig(r.text, "x");
    QVERIFY(back.ok());
    QCOMPARE(back.profiles.at(0).schedulerName, std::string("bin-packer"));
    QVERIFY(!back.profiles.at(0).balanced.enabled);

    o.balancedMode = BalancedMode::Reweight;
    o.balancedWeight = 3;
    r = exportProfiles({&p}, o);
    QVERIFY(r.ok());
    QVERIFY(QString::fromStdString(r.text).contains("      - name: NodeResourcesBalancedAllocation\n        weight: 3\n"));
    QVERIFY(QString::fromStdString(r.text).contains("it pulls against packing"));
    back = importSchedulerConfig(r.text, "x");
    QCOMPARE(back.profiles.at(0).balanced.weight, int64_t{3});

    BalancedMode mode;
    int64_t weight = 0;
    std::string err;
    QVERIFY(parseBalancedMode("weight=7", &mode, &weight, &err));
    QCOMPARE(weight, int64_t{7});
    QVERIFY(!parseBalancedMode("weight=0", &mode, &weight, &err));
    QVERIFY(!parseBalancedMode("sometimes", &mode, &weight, &err));

    // Volcano: --balanced sets nodeorder's balancedresource.weight.
    const Profile gpu = volcanoGpu();
    o = ExportOptions{};
    o.format = ConfigFormat::Volcano;
    o.balancedMode = BalancedMode::Disable;
    r = exportProfiles({&gpu}, o);
    QVERIFY(QString::fromStdString(r.text).contains(
        "  - name: nodeorder\n    arguments:\n      balancedresource.weight: 0\n"));
    // A scheduler name is not part of a Volcano conf: a warning says so.
    o.schedulerName = "my-volcano";
    r = exportProfiles({&gpu}, o);
    QVERIFY(r.ok());
    QCOMPARE(r.warnings.size(), size_t{1});
}

void TestConfigExport::volcanoLint_data()
{
    // docs/config-formats.md, "Volcano warnings": Volcano accepts all of these silently.
    QTest::addColumn<QList<VolcanoArgument>>("arguments");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("contains");
    using L = QList<VolcanoArgument>;
    QTest::newRow("quoted int") << L{varg("binpack.weight", "10", true)} << "plugins.binpack.arguments[binpack.weight]"
                                << "\"10\" is a string; Volcano's GetInt accepts only integers and keeps the default 1; "
                                   "write 10 without quotes";
    QTest::newRow("float") << L{varg("binpack.cpu", "1.5")} << "plugins.binpack.arguments[binpack.cpu]"
                           << "1.5 is a float";
    QTest::newRow("octal") << L{varg("binpack.memory", "010")} << "plugins.binpack.arguments[binpack.memory]"
                           << "010 is read by Volcano's YAML 1.1 parser as 8; write 8";
    QTest::newRow("third-party key") << L{varg("binpack.cpu.weight", "2")}
                                     << "plugins.binpack.arguments[binpack.cpu.weight]" << "did you mean binpack.cpu?";
    QTest::newRow("resource .weight key")
        << L{varg("binpack.resources", "nvidia.com/gpu"), varg("binpack.resources.nvidia.com/gpu.weight", "2")}
        << "plugins.binpack.arguments[binpack.resources.nvidia.com/gpu.weight]"
        << "did you mean binpack.resources.nvidia.com/gpu?";
    QTest::newRow("negative resource weight") << L{varg("binpack.cpu", "-4")} << "plugins.binpack.arguments[binpack.cpu]"
                                              << "Volcano resets a negative weight to 1, not 0";
    QTest::newRow("weight 0") << L{varg("binpack.weight", "0")} << "plugins.binpack.arguments[binpack.weight]"
                              << "binpack.weight 0 disables the binpack plugin";
    QTest::newRow("cpu listed") << L{varg("binpack.resources", "nvidia.com/gpu, cpu")}
                                << "plugins.binpack.arguments[binpack.resources]" << "cpu in binpack.resources has no effect";
    QTest::newRow("not listed") << L{varg("binpack.resources.nvidia.com/gpu", "2")}
                                << "plugins.binpack.arguments[binpack.resources.nvidia.com/gpu]"
                                << "nvidia.com/gpu is not listed";
    VolcanoArgument list;
    list.key = "binpack.resources";
    list.kind = VolcanoArgument::Kind::Other;
    list.text = "[nvidia.com/gpu]";
    QTest::newRow("resources as a list") << L{list} << "plugins.binpack.arguments[binpack.resources]"
                                         << "counts no extended resource at all";
}

void TestConfigExport::volcanoLint()
{
    QFETCH(QList<VolcanoArgument>, arguments);
    QFETCH(QString, field);
    QFETCH(QString, contains);
    Profile p = volcanoGpu();
    p.binpackArguments = std::vector<VolcanoArgument>(arguments.begin(), arguments.end());
    const auto ds = validateProfile(p, ValidationTarget{ConfigFormat::Volcano, 0});
    QVERIFY(!hasErrors(ds));
    bool found = false;
    for (const auto& d : ds)
        found = found || (QString::fromStdString(d.field) == field && QString::fromStdString(d.message).contains(contains));
    QVERIFY2(found, qPrintable(messages(ds).join('\n')));
    // Exported anyway (Volcano accepts it), with the warning attached.
    ExportOptions o;
    o.format = ConfigFormat::Volcano;
    const ExportResult r = exportProfiles({&p}, o);
    QVERIFY(r.ok());
    QVERIFY(!r.warnings.empty());
}

void TestConfigExport::volcanoValuesKeepTheirType()
{
    Profile p = volcanoGpu();
    p.binpackArguments = {varg("binpack.weight", "10", true), varg("binpack.cpu", "0x1F"), varg("binpack.memory", "1.5"),
                          varg("binpack.resources", "nvidia.com/gpu, example.com/foo")};
    ExportOptions o;
    o.format = ConfigFormat::Volcano;
    const ExportResult r = exportProfiles({&p}, o);
    QVERIFY(r.ok());
    const QString text = QString::fromStdString(r.text);
    // Never silently: a string stays quoted with a comment, hex becomes decimal.
    QVERIFY(text.contains("      binpack.weight: \"10\"  # ignored by Volcano: not an integer, the default 1 applies\n"));
    QVERIFY(text.contains("      binpack.cpu: 31\n"));
    QVERIFY(text.contains("      binpack.memory: 1.5  # ignored by Volcano"));
    QVERIFY(text.contains("      binpack.resources: nvidia.com/gpu, example.com/foo\n"));
    const ImportResult back = importSchedulerConfig(r.text, "x");
    QVERIFY(back.ok());
    const auto& args = back.profiles.at(0).binpackArguments;
    QCOMPARE(args.size(), size_t{4});
    QCOMPARE(args[0].kind, VolcanoArgument::Kind::String);
    QCOMPARE(args[1].intValue, int64_t{31});
    QCOMPARE(args[2].kind, VolcanoArgument::Kind::Float);
    QCOMPARE(args[3].text, std::string("nvidia.com/gpu, example.com/foo"));
}

namespace {

// The names of a Policy's `predicates`, as written (YAML or JSON).
std::vector<std::string> predicateNames(const std::string& text)
{
    std::vector<std::string> out;
    const YAML::Node doc = YAML::Load(text);
    for (const auto& item : doc["predicates"])
        out.push_back(item["name"].as<std::string>());
    return out;
}

std::vector<std::string> exportedPredicates(const Profile& p, ConfigFormat format = ConfigFormat::Policy)
{
    ExportOptions o;
    o.format = format;
    const ExportResult r = exportProfiles({&p}, o);
    if (!r.ok())
        return {"export failed: " + r.errors.front().message};
    return predicateNames(r.text);
}

} // namespace

// The Filter-only comment is written once for each profile that turns
// filters off, and a profile that turns none off writes no filter section.
void TestConfigExport::filtersCommentedOncePerProfile()
{
    const Profile a = withFiltersOff(docsBinpack(), {"NodePorts"}, "1.30");
    const Profile b = mostAllocated();
    Profile c = withFiltersOff(defaultProfile(), {"InterPodAffinity", "PodTopologySpread"}, "1.30");
    c.schedulerName = "third";
    ExportOptions o;
    o.format = ConfigFormat::KubeV1;
    const ExportResult r = exportProfiles({&a, &b, &c}, o);
    QVERIFY2(r.ok(), qPrintable(messages(r.errors).join('\n')));
    const QString text = QString::fromStdString(r.text);
    QCOMPARE(text.count("# Only the Filter extension point is turned off"), 2);
    QCOMPARE(text.count("    filter:\n"), 2);
    QVERIFY(text.contains("    filter:\n"
                          "      # Only the Filter extension point is turned off: the plugins' other extension points,\n"
                          "      # PreFilter included, still run (some read the state their PreFilter writes).\n"
                          "      disabled:\n"
                          "      - name: InterPodAffinity\n"
                          "      - name: PodTopologySpread\n"));
    // The filter section comes before the score section.
    QVERIFY(text.indexOf("      - name: NodePorts\n") < text.indexOf("    score:\n"));
}

// 1.22's legacy registry: GeneralPredicates enables NodeResourcesFit,
// NodeName, NodePorts and NodeAffinity; with one of them off, the others are
// listed as the predicates that enable each alone.
void TestConfigExport::policySplitsGeneralPredicates()
{
    const std::vector<std::string> defaults122 = {"CheckNodeUnschedulable", "CheckVolumeBinding", "EvenPodsSpread",
        "GeneralPredicates", "MatchInterPodAffinity", "MaxAzureDiskVolumeCount", "MaxCSIVolumeCountPred",
        "MaxEBSVolumeCount", "MaxGCEPDVolumeCount", "NoDiskConflict", "NoVolumeZoneConflict", "PodToleratesNodeTaints"};
    auto without = [&](std::vector<std::string> remove, std::vector<std::string> add) {
        std::vector<std::string> out;
        for (const auto& n : defaults122)
            if (std::find(remove.begin(), remove.end(), n) == remove.end())
                out.push_back(n);
        out.insert(out.end(), add.begin(), add.end());
        std::sort(out.begin(), out.end());
        return out;
    };
    const Profile ports = withFiltersOff(defaultProfile(), {"NodePorts"}, "1.22");
    QCOMPARE(exportedPredicates(ports),
        without({"GeneralPredicates"}, {"HostName", "MatchNodeSelector", "PodFitsResources"}));
    QCOMPARE(exportedPredicates(ports, ConfigFormat::PolicyJson), exportedPredicates(ports));
    QCOMPARE(exportedPredicates(withFiltersOff(defaultProfile(), {"NodeResourcesFit", "NodeAffinity"}, "1.22")),
        without({"GeneralPredicates"}, {"HostName", "PodFitsHostPorts"}));
    QCOMPARE(exportedPredicates(withFiltersOff(defaultProfile(),
                 {"NodeResourcesFit", "NodeName", "NodePorts", "NodeAffinity", "InterPodAffinity"}, "1.22")),
        without({"GeneralPredicates", "MatchInterPodAffinity"}, {}));
    QCOMPARE(exportedPredicates(withFiltersOff(defaultProfile(), {"EBSLimits", "VolumeRestrictions"}, "1.30")),
        without({"MaxEBSVolumeCount", "NoDiskConflict"}, {}));
    // The comments say what the list leaves out.
    ExportOptions o;
    o.format = ConfigFormat::Policy;
    const ExportResult r = exportProfiles({&ports}, o);
    QVERIFY(QString::fromStdString(r.text).contains(
        "# GeneralPredicates is NodeResourcesFit, NodeName, NodePorts and NodeAffinity in one:\n"));
    QVERIFY(QString::fromStdString(r.text).contains("filters this profile turns off (NodePorts).\n"));
    // Read back: NodePorts alone is off.
    const ImportResult back = importSchedulerConfig(r.text, "p.yaml");
    QVERIFY(back.ok());
    QCOMPARE(back.kubeMinor, 22);
    QCOMPARE(back.profiles.at(0).disabledFilters, std::vector<std::string>{"NodePorts"});
}

// 1.16: the profile names the predicates; the mandatory ones stay listed.
void TestConfigExport::policyPredicates116()
{
    QCOMPARE(exportedPredicates(withFiltersOff(defaultProfile(), {"GeneralPredicates", "MaxEBSVolumeCount"}, "1.16")),
        (std::vector<std::string>{"CheckNodeUnschedulable", "CheckVolumeBinding", "MatchInterPodAffinity",
            "MaxAzureDiskVolumeCount", "MaxCSIVolumeCountPred", "MaxGCEPDVolumeCount", "NoDiskConflict",
            "NoVolumeZoneConflict", "PodToleratesNodeTaints"}));
    // Nothing turned off: no predicates at all (the defaults run).
    ExportOptions o;
    o.format = ConfigFormat::Policy;
    Profile none = withFiltersOff(defaultProfile(), {}, "1.16");
    QVERIFY(!QString::fromStdString(exportProfiles({&none}, o).text).contains("predicates"));
}

void TestConfigExport::policyRefusesWhatItCannotTurnOff()
{
    auto errorsOf = [](const Profile& p, ConfigFormat f, int minor = 0) {
        ExportOptions o;
        o.format = f;
        o.kubeMinor = minor;
        const ExportResult r = exportProfiles({&p}, o);
        QStringList out;
        for (const auto& d : r.errors)
            out << QString::fromStdString(d.field + ": " + d.message);
        return out;
    };
    // Mandatory in the 1.22 legacy registry: a Policy cannot leave them out.
    const Profile taints = withFiltersOff(defaultProfile(), {"NodePorts", "TaintToleration", "NodeUnschedulable"}, "1.22");
    QCOMPARE(errorsOf(taints, ConfigFormat::Policy),
        (QStringList{"disabledFilters[1]: the legacy Policy cannot turn off TaintToleration: kube-scheduler 1.22's "
                     "legacy registry always runs PodToleratesNodeTaints, a mandatory predicate, whatever the "
                     "Policy's predicates list; a KubeSchedulerConfiguration can (kubescheduler-v1beta2, "
                     "kubescheduler-v1beta1)",
            "disabledFilters[2]: the legacy Policy cannot turn off NodeUnschedulable: kube-scheduler 1.22's legacy "
            "registry always runs CheckNodeUnschedulable, a mandatory predicate, whatever the Policy's predicates "
            "list; a KubeSchedulerConfiguration can (kubescheduler-v1beta2, kubescheduler-v1beta1)"}));
    QCOMPARE(errorsOf(taints, ConfigFormat::PolicyJson), errorsOf(taints, ConfigFormat::Policy));
    QVERIFY(errorsOf(taints, ConfigFormat::KubeV1beta2).isEmpty());
    QVERIFY(errorsOf(taints, ConfigFormat::KubeV1beta1).isEmpty());
    // CheckVolumeBinding also configures VolumeBinding's Reserve and PreBind.
    QCOMPARE(errorsOf(withFiltersOff(defaultProfile(), {"VolumeBinding"}, "1.30"), ConfigFormat::Policy),
        QStringList{"disabledFilters[0]: the legacy Policy cannot turn off only the Filter of VolumeBinding: leaving "
                    "out CheckVolumeBinding also drops its Reserve and PreBind, and the scheduler no longer binds the "
                    "pod's volumes; a KubeSchedulerConfiguration can (kubescheduler-v1)"});
    // No predicate enables the filters that came after the Policy.
    QCOMPARE(errorsOf(withFiltersOff(defaultProfile(), {"DynamicResources"}, "1.34"), ConfigFormat::Policy),
        QStringList{"disabledFilters[0]: the legacy Policy cannot name DynamicResources: no predicate of "
                    "kube-scheduler 1.22's legacy registry enables it; a KubeSchedulerConfiguration can turn it off "
                    "(kubescheduler-v1)"});
    // 1.16's names are predicates: not Filter plugins, and not 1.22's predicates.
    const Profile legacy = withFiltersOff(defaultProfile(), {"GeneralPredicates"}, "1.16");
    QCOMPARE(errorsOf(legacy, ConfigFormat::KubeV1),
        QStringList{"disabledFilters: a KubeSchedulerConfiguration turns off Filter plugins, and this 1.16 profile's "
                    "disabledFilters names Policy predicates; export it as policy or policy-json, or give the "
                    "profile kubernetesVersion 1.22 or later and name the Filter plugins"});
    QCOMPARE(errorsOf(legacy, ConfigFormat::Policy, 22),
        QStringList{"disabledFilters: disabledFilters names the filters of kube-scheduler 1.16 (the profile's "
                    "kubernetesVersion), while this export applies the rules of 1.22, whose Policy predicates stand "
                    "for other filters; export it with the rules of 1.16"});
    QVERIFY(errorsOf(legacy, ConfigFormat::Policy, 16).isEmpty());
    QCOMPARE(errorsOf(withFiltersOff(defaultProfile(), {"NodePorts"}, "1.22"), ConfigFormat::Policy, 16).size(), 1);
}

// Validated with another release's rules, a name that release has no filter
// for is ignored by its kube-scheduler: a warning.
void TestConfigExport::filtersAgainstAnotherRelease()
{
    const Profile p = withFiltersOff(defaultProfile(), {"EBSLimits", "NodePorts"}, "1.30");
    ExportOptions o;
    o.format = ConfigFormat::KubeV1;
    o.kubeMinor = 31;
    const ExportResult r = exportProfiles({&p}, o);
    QVERIFY(r.ok());
    QCOMPARE(messages(r.warnings),
        QStringList{"disabledFilters[0] => kube-scheduler 1.31 has no EBSLimits filter: it ignores this entry (the "
                    "profile's kubernetesVersion is 1.30)"});
    o.kubeMinor = 30;
    QVERIFY(exportProfiles({&p}, o).warnings.empty());
}

// Volcano: predicate.<X>Enable: false for each filter turned off, in the
// predicates plugin's order; InterPodAffinity's switch is PodAffinityEnable.
void TestConfigExport::volcanoPredicatesArguments()
{
    const Profile p = withFiltersOff(volcanoGpu(), {"VolumeBinding", "InterPodAffinity", "NodeAffinity"});
    ExportOptions o;
    o.format = ConfigFormat::Volcano;
    const ExportResult r = exportProfiles({&p}, o);
    QVERIFY2(r.ok(), qPrintable(messages(r.errors).join('\n')));
    QVERIFY(QString::fromStdString(r.text).contains("  - name: predicates\n"
                                                    "    arguments:\n"
                                                    "      predicate.NodeAffinityEnable: false\n"
                                                    "      predicate.PodAffinityEnable: false\n"
                                                    "      predicate.VolumeBindingEnable: false\n"
                                                    "  - name: proportion\n"));
    // A YAML bool, as Arguments.GetBool wants it.
    const YAML::Node doc = YAML::Load(r.text);
    QCOMPARE(doc["tiers"][1]["plugins"][2]["arguments"]["predicate.NodeAffinityEnable"].Tag(), std::string("?"));
    // Before Volcano 1.12 there is no VolumeBindingEnable: the name is refused.
    Profile old = p;
    old.volcanoVersion = "1.11";
    old.volcanoVersionSet = true;
    QVERIFY(!exportProfiles({&old}, o).ok());
}

QTEST_APPLESS_MAIN(TestConfigExport)
#include "test_config_export.moc"
