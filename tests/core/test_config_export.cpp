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

QTEST_APPLESS_MAIN(TestConfigExport)
#include "test_config_export.moc"
