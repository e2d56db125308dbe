// SPDX-License-Identifier: GPL-3.0-or-later
// The messages of the scheduler-configuration readers and writers, of profile
// validation and of the workspace reader carry their sentence as a phrase
// (util/phrase.h), so that the window can translate them, while the message
// itself stays the English it always was (issue 17). Each message below is
// triggered through the public API and compared with the English the CLI
// printed before the phrases; what is quoted as kube-scheduler prints it has
// no phrase and stays English in every language.
#include "config_test_profiles.h"
#include "io/profile_validation.h"
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"

#include <QTest>
#include <climits>

using namespace bp;
using namespace bp::testing;

namespace {

QString listed(const std::vector<Diagnostic>& ds)
{
    QString out;
    for (const auto& d : ds)
        out += QStringLiteral("\n  ") + QString::fromStdString(d.message);
    return out;
}

// "" when `ds` holds `english` as a message with a phrase that says the same
// (`phrase`), or without any phrase (a scheduler's own words); else what is wrong.
QString check(const std::vector<Diagnostic>& ds, const std::string& english, bool phrase)
{
    for (const auto& d : ds) {
        if (d.message != english)
            continue;
        if (!phrase)
            return d.text.empty() ? QString()
                                  : QStringLiteral("a scheduler's words got a phrase: ") + d.message.c_str();
        if (d.text.empty())
            return QStringLiteral("no phrase: ") + d.message.c_str();
        if (d.text.english() != d.message)
            return QStringLiteral("the phrase says: ") + d.text.english().c_str();
        return {};
    }
    return QStringLiteral("not found: ") + english.c_str() + QStringLiteral("\nin:") + listed(ds);
}

#define OURS(ds, english)                                                                                              \
    do {                                                                                                               \
        const QString problem = check(ds, english, true);                                                              \
        QVERIFY2(problem.isEmpty(), qPrintable(problem));                                                              \
    } while (false)
#define QUOTED(ds, english)                                                                                            \
    do {                                                                                                               \
        const QString problem = check(ds, english, false);                                                             \
        QVERIFY2(problem.isEmpty(), qPrintable(problem));                                                              \
    } while (false)

std::vector<Diagnostic> validate(const Profile& p, ConfigFormat format, int minor = 0)
{
    return validateProfile(p, { format, minor });
}

// Every problem an import reports: errors, warnings and defaulting notes.
std::vector<Diagnostic> imported(const std::string& text)
{
    const ImportResult r = importSchedulerConfig(text, "c.yaml");
    std::vector<Diagnostic> out = r.diagnostics;
    out.insert(out.end(), r.defaulted.begin(), r.defaulted.end());
    return out;
}

std::vector<Diagnostic> exported(const std::vector<const Profile*>& profiles, const ExportOptions& o)
{
    const ExportResult r = exportProfiles(profiles, o);
    std::vector<Diagnostic> out = r.errors;
    out.insert(out.end(), r.warnings.begin(), r.warnings.end());
    return out;
}

std::vector<Diagnostic> workspaceErrors(const std::string& yaml)
{
    try {
        readWorkspace(yaml, "ws.binpack.yaml");
    } catch (const InputError& e) {
        return e.diagnostics();
    }
    return {};
}

Profile withStrategy(const std::string& type, bool shape)
{
    Profile p = mostAllocated();
    p.fitArgs.scoringStrategy->type = type;
    p.fitArgs.scoringStrategy->hasRequestedToCapacityRatio = shape;
    if (shape)
        p.fitArgs.scoringStrategy->shape = { { 0, 0 }, { 100, 10 } };
    return p;
}

Profile volcanoWith(std::vector<VolcanoArgument> arguments)
{
    Profile p = volcanoGpu();
    p.binpackArguments = std::move(arguments);
    return p;
}

const std::string kWorkspace = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\n";

} // namespace

class TestPhrasesConfig : public QObject {
    Q_OBJECT

private slots:
    void validationFormatsAndVersions();
    void validationFitArgs();
    void validationV1beta1();
    void validationPolicy();
    void validationPluginWeights();
    void volcanoArguments();
    void volcanoImport();
    void volcanoConfigMap();
    void kubeSchedulerConfiguration();
    void kubeSchedulerDefaults();
    void v1beta1Import();
    void policyImport();
    void configFiles();
    void turnedOffFilters();
    void exportMessages();
    void workspaceMessages();
    void workspaceProfileMessages();
    void workspaceFiles();
};

void TestPhrasesConfig::validationFormatsAndVersions()
{
    OURS(validate(mostAllocated(), ConfigFormat::Volcano),
        "a kube-scheduler profile cannot be written as volcano; use one of the kubescheduler-* or policy formats");
    OURS(validate(volcanoGpu(), ConfigFormat::KubeV1),
        "a Volcano profile cannot be written as kubescheduler-v1; use volcano or volcano-configmap");
    Profile future = mostAllocated();
    future.kubernetesVersion = "1.99";
    OURS(validate(future, ConfigFormat::KubeV1),
        "\"1.99\" is not a supported kubernetesVersion; expected 1.16 or 1.22 to 1.36");
    OURS(validate(mostAllocated(), ConfigFormat::KubeV1beta1, 30),
        "Kubernetes 1.30 does not serve kubescheduler-v1beta1 (served by 1.19 to 1.22): kube-scheduler 1.30 rejects "
        "this file");
    OURS(validate(mostAllocated(), ConfigFormat::Policy, 30),
        "Kubernetes 1.30 does not serve policy (served by up to 1.22): kube-scheduler 1.30 rejects this file");
    OURS(validate(mostAllocated(), ConfigFormat::KubeV1, 22),
        "Kubernetes 1.22 does not serve kubescheduler-v1 (served by 1.25 and later): kube-scheduler 1.22 rejects "
        "this file");

    const Phrase volcano = unsupportedVolcanoVersionPhrase("2.0");
    QCOMPARE(volcano.english(), std::string("\"2.0\" is not a supported volcanoVersion; expected 1.8 to 1.15"));
    QCOMPARE(unsupportedKubernetesVersionPhrase("x").english(),
        std::string("\"x\" is not a supported kubernetesVersion; expected 1.16 or 1.22 to 1.36"));
}

void TestPhrasesConfig::validationFitArgs()
{
    Profile rtcr = withStrategy("RequestedToCapacityRatio", false);
    OURS(validate(rtcr, ConfigFormat::KubeV1, 35),
        "type RequestedToCapacityRatio needs requestedToCapacityRatio.shape: before Kubernetes 1.36 validation lets "
        "this through and kube-scheduler then crashes with a nil pointer dereference while it builds the profile "
        "(kubernetes/kubernetes#133346)");
    QUOTED(validate(rtcr, ConfigFormat::KubeV1, 36),
        "scoringStrategy.requestedToCapacityRatio: Required value: must be specified when type is "
        "RequestedToCapacityRatio");
    OURS(validate(withStrategy("MostAllocated", true), ConfigFormat::KubeV1, 36),
        "requestedToCapacityRatio is ignored when type is MostAllocated: only RequestedToCapacityRatio uses the shape");
    QUOTED(validate(withStrategy("Packed", false), ConfigFormat::KubeV1, 36),
        "scoringStrategy.type: Unsupported value: \"Packed\": supported values: \"LeastAllocated\", \"MostAllocated\", "
        "\"RequestedToCapacityRatio\"");
    Profile heavy = mostAllocated();
    heavy.fitArgs.scoringStrategy->resources[1].weight = 101;
    QUOTED(validate(heavy, ConfigFormat::KubeV1, 36),
        "scoringStrategy.resources[1].weight: Invalid value: 101: resource weight of memory not in valid range (0, "
        "100]");
}

void TestPhrasesConfig::validationV1beta1()
{
    OURS(validate(withStrategy("MostAllocated", true), ConfigFormat::KubeV1beta1, 22),
        "kubescheduler.config.k8s.io/v1beta1 cannot express this profile: the MostAllocated strategy becomes the "
        "NodeResourcesMostAllocated plugin, whose args have no shape; use type RequestedToCapacityRatio for a shape, "
        "or remove requestedToCapacityRatio");
    OURS(validate(withStrategy("Packed", false), ConfigFormat::KubeV1beta1, 22),
        "kubescheduler.config.k8s.io/v1beta1 has no plugin for scoring strategy \"Packed\"; expected LeastAllocated, "
        "MostAllocated or RequestedToCapacityRatio");
}

void TestPhrasesConfig::validationPolicy()
{
    const auto most = validate(withStrategy("MostAllocated", true), ConfigFormat::Policy, 22);
    OURS(most,
        "the legacy Policy cannot express these resources: MostRequestedPriority always weighs cpu 1 and memory 1; use "
        "type RequestedToCapacityRatio (RequestedToCapacityRatioPriority takes resources) or a "
        "KubeSchedulerConfiguration");
    OURS(most, "the legacy Policy cannot express this profile: MostRequestedPriority has no shape");
    OURS(validate(withStrategy("Packed", false), ConfigFormat::Policy, 22),
        "the legacy Policy has no priority for scoring strategy \"Packed\"; expected LeastAllocated, MostAllocated or "
        "RequestedToCapacityRatio");
    Profile least = leastCustom();
    least.kubernetesVersion = "1.22";
    const auto ignored = validate(least, ConfigFormat::Policy, 22);
    OURS(ignored, "the legacy Policy cannot express ignoredResources or ignoredResourceGroups (NodeResourcesFitArgs)");
    Profile balanced = docsBinpack();
    balanced.balancedArgsSet = true;
    balanced.balancedArgs.resources = { res("cpu", 1), res("nvidia.com/gpu", 1) };
    OURS(validate(balanced, ConfigFormat::Policy, 22),
        "the legacy Policy cannot express NodeResourcesBalancedAllocation resources: BalancedResourceAllocation always "
        "balances cpu and memory");
    Profile rtcr = withStrategy("RequestedToCapacityRatio", false);
    QUOTED(validate(rtcr, ConfigFormat::Policy, 22), "shape: Required value: at least one point must be specified");
    // The other score plugins' args: what a Policy says and what it cannot.
    Profile spread = docsBinpack();
    spread.kubernetesVersion = "1.22";
    spread.podTopologySpread = PluginEntry { true, 2, true };
    spread.podTopologySpreadArgsSet = true;
    spread.podTopologySpreadList = true;
    TopologySpreadConstraint zone;
    zone.maxSkew = 1;
    zone.topologyKey = "topology.kubernetes.io/zone";
    zone.whenUnsatisfiable = "ScheduleAnyway";
    spread.podTopologySpreadDefaultConstraints = { zone };
    OURS(validate(spread, ConfigFormat::Policy, 22),
        "a Policy cannot carry PodTopologySpread's defaultConstraints (it says List without constraints by leaving "
        "out SelectorSpreadPriority); export to a KubeSchedulerConfiguration");
    Profile hard = docsBinpack();
    hard.kubernetesVersion = "1.22";
    hard.interPodAffinity = PluginEntry { true, 1, true };
    hard.interPodAffinityArgsSet = true;
    hard.interPodAffinityArgs.hardPodAffinityWeight = 0;
    OURS(validate(hard, ConfigFormat::Policy, 22),
        "a Policy cannot say hardPodAffinityWeight 0: its hardPodAffinitySymmetricWeight 0 means not set, and the "
        "scheduler uses 1; export to a KubeSchedulerConfiguration");
    hard.kubernetesVersion = "1.27";
    hard.interPodAffinityArgs.hardPodAffinityWeight = 3;
    hard.interPodAffinityArgs.ignorePreferredTermsOfExistingPods = true;
    OURS(validate(hard, ConfigFormat::Policy, 22),
        "a Policy cannot carry ignorePreferredTermsOfExistingPods; export to a KubeSchedulerConfiguration");
    Profile unmarked = docsBinpack();
    unmarked.kubernetesVersion = "1.22";
    unmarked.disabledFilters = { "PodTopologySpread" };
    OURS(validate(unmarked, ConfigFormat::Policy, 22),
        "with PodTopologySpread off, the Policy lists neither EvenPodsSpread nor EvenPodsSpreadPriority, the only "
        "signs of a Policy for 1.18 or later: kube-scheduler 1.22 runs it as written, but read back it is taken for a "
        "Kubernetes 1.16 Policy");
}

void TestPhrasesConfig::validationPluginWeights()
{
    Profile big = mostAllocated();
    big.fit.weight = int64_t { INT32_MAX } + 1;
    OURS(validate(big, ConfigFormat::KubeV1, 36),
        "Invalid value: 2147483648: a plugin weight is a 32-bit integer (-2147483648 to 2147483647) in the scheduler's "
        "API");
    Profile negative = mostAllocated();
    negative.fit.weight = -3;
    OURS(validate(negative, ConfigFormat::KubeV1, 36),
        "weight -3 is negative: kube-scheduler accepts it, and the plugin then pulls every node's total down the more "
        "it likes the node");
    QUOTED(validate(negative, ConfigFormat::Policy, 22),
        "priority MostRequestedPriority should have a positive weight applied to it or it has overflown");
}

void TestPhrasesConfig::volcanoArguments()
{
    const auto v = validate(
        volcanoWith({ varg("binpack.weight", "2"), varg("binpack.weight", "3"),
            varg("binpack.resources", "cpu, nvidia.com/gpu"), varg("binpack.cpu.weight", "3"), varg("binpack.foo", "1"),
            varg("binpack.memory", "2", true), varg("binpack.cpu", ""),
            varg("binpack.resources.nvidia.com/gpu.weight", "2"), varg("binpack.resources.example.com/foo", "2"),
            varg("binpack.resources.cpu", "0x10"), varg("binpack.resources.nvidia.com/gpu", "-2") }),
        ConfigFormat::Volcano);
    OURS(v, "binpack.weight is given 2 times; Volcano's YAML parser keeps only the last one");
    OURS(v,
        "cpu in binpack.resources has no effect: Volcano sets the cpu weight from binpack.cpu after reading the list, "
        "so binpack.resources.cpu is overwritten");
    OURS(v,
        "Volcano's binpack plugin has no argument binpack.cpu.weight and ignores it; it reads binpack.weight, "
        "binpack.cpu, binpack.memory, binpack.resources and binpack.resources.<name>; did you mean binpack.cpu?");
    OURS(v,
        "Volcano's binpack plugin has no argument binpack.foo and ignores it; it reads binpack.weight, binpack.cpu, "
        "binpack.memory, binpack.resources and binpack.resources.<name>");
    OURS(v,
        "binpack.memory: \"2\" is a string; Volcano's GetInt accepts only integers and keeps the default 1; write 2 "
        "without quotes");
    OURS(v, "binpack.cpu: (empty) is null; Volcano's GetInt accepts only integers and keeps the default 1");
    OURS(v,
        "Volcano's binpack plugin has no argument binpack.resources.nvidia.com/gpu.weight and ignores it; did you mean "
        "binpack.resources.nvidia.com/gpu?");
    OURS(v,
        "Volcano reads binpack.resources.example.com/foo only for resources listed in binpack.resources, and "
        "example.com/foo is not listed; add it to binpack.resources or remove this key");
    OURS(v, "binpack.resources.cpu: 0x10 is read by Volcano's YAML 1.1 parser as 16; write 16");
    OURS(v, "binpack.resources.cpu has no effect: binpack.cpu overwrites it");
    OURS(v,
        "binpack.resources.nvidia.com/gpu: Volcano resets a negative weight to 1, not 0; write 0 to leave the resource "
        "out");

    OURS(validate(volcanoWith({ varg("binpack.resources", "5") }), ConfigFormat::Volcano),
        "binpack.resources is an integer; Volcano reads it only as a string of comma-separated resource names, so it "
        "counts no extended resource at all. Write e.g. binpack.resources: nvidia.com/gpu, example.com/foo");
    OURS(validate(volcanoWith({ varg("binpack.weight", "0") }), ConfigFormat::Volcano),
        "binpack.weight 0 disables the binpack plugin: Volcano does not register its node order function");
    OURS(validate(volcanoWith({ varg("binpack.weight", "-4") }), ConfigFormat::Volcano),
        "binpack.weight -4 is negative: Volcano accepts it, and binpack then prefers the emptiest nodes (it spreads "
        "instead of packing)");
}

void TestPhrasesConfig::volcanoImport()
{
    const auto v = imported(R"(actions: "enqueue, allocate, shoot"
tiers:
- plugins:
  - name: nodeorder
    arguments: {nodeaffinity.weight: 2, leastrequested: 0, podaffinity.weight: "3"}
  - name: nodeorder
  - name: binpack
    enableNodeOrder: false
  - name: binpack
)");
    OURS(v,
        "unknown action \"shoot\": Volcano rejects the whole file and keeps its previous configuration; expected "
        "enqueue, allocate, backfill, preempt, reclaim or shuffle");
    OURS(v, "enableNodeOrder: false turns binpack's scoring off; the profile records binpack as not enabled");
    OURS(v,
        "binpack is listed twice: Volcano runs it once per entry, so the node order scores it twice; keep one entry");
    OURS(v,
        "nodeorder is listed twice: Volcano runs it once per entry, so the node order scores it twice; keep one "
        "entry");
    // What Volcano makes of nodeorder's arguments (validation, as for binpack's).
    Profile no = volcanoGpu();
    no.nodeorderArguments = { varg("leastrequested", "0"), varg("podaffinity.weight", "3", true),
        varg("tainttoleration.weight", "-1") };
    const auto nv = validate(no, ConfigFormat::Volcano);
    OURS(nv,
        "Volcano's nodeorder plugin has no argument leastrequested and ignores it; it reads leastrequested.weight, "
        "mostrequested.weight, balancedresource.weight, nodeaffinity.weight, podaffinity.weight, "
        "tainttoleration.weight, imagelocality.weight and podtopologyspread.weight; did you mean "
        "leastrequested.weight?");
    OURS(nv,
        "podaffinity.weight: \"3\" is a string; Volcano's GetInt accepts only integers and keeps the default 2; "
        "write 3 without quotes");
    OURS(nv,
        "tainttoleration.weight -1 is negative: Volcano keeps it, so that plugin's score counts against a node (it "
        "pushes the other way)");
    const auto none = imported("actions: [enqueue]\ntiers: []\n");
    OURS(none, "actions must be one string of comma-separated action names, e.g. \"enqueue, allocate, backfill\"");
    OURS(none, "no binpack plugin in any tier: Volcano does not pack with this configuration");
}

void TestPhrasesConfig::volcanoConfigMap()
{
    const std::string head = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: other, namespace: default}\n";
    const auto broken = imported(head + "data:\n  volcano-scheduler.conf: |\n    actions: [\n");
    OURS(broken,
        "the Volcano scheduler reads volcano-scheduler-configmap in volcano-system (as installed); this ConfigMap is "
        "default/other");
    OURS(broken, "not valid YAML: end of sequence flow not found");
    OURS(imported(head + "data:\n  volcano-scheduler.conf: |\n    - enqueue\n"),
        "expected a volcano-scheduler.conf document (a map with actions and tiers)");
    OURS(imported(head + "data: {other: x}\n"),
        "a Volcano ConfigMap needs data.volcano-scheduler.conf: the scheduler configuration as a string");
}

void TestPhrasesConfig::kubeSchedulerConfiguration()
{
    const auto v = imported(R"(apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: a
  plugins:
    preFilter:
      enabled:
      - name: NodeResourcesFit
    filter:
      disabled:
      - name: NodePorts
      - name: NodePrts
      - name: "*"
    preBind:
      enabled:
      - name: VolumeBinding
    multiPoint:
      disabled:
      - name: NodeResourcesFit
      - name: InterPodAffinity
    score:
      enabled:
      - name: NodeResourcesBalancedAllocation
        weight: 0
      - weight: 2
    sideways: {}
  pluginConfig:
  - name: ImageLocality
    args: {}
  - args: {}
  - name: NodeResourcesFit
  - name: NodeResourcesFit
- schedulerName: a
- null
)");
    OURS(v, "only the score (and multiPoint) extension points are part of a profile; plugins.preFilter is not imported");
    OURS(v,
        "\"NodePrts\" is not a default filter plugin of kube-scheduler 1.36, so disabling it changes nothing; did you "
        "mean \"NodePorts\"? not imported");
    OURS(v,
        "\"*\" turns off every filter of kube-scheduler 1.36; it is imported as the list of them, which includes "
        "filters the workspace does not model (VolumeRestrictions, NodeVolumeLimits, VolumeBinding, VolumeZone, "
        "DynamicResources, NodeDeclaredFeatures): turning those off changes no placement here, but kube-scheduler "
        "no longer checks them");
    OURS(v,
        "disabling InterPodAffinity in multiPoint turns off its Filter as well as its score; the profile records "
        "both, and an export disables it under filter and under score");
    OURS(v,
        "plugins other than the default profile's score plugins are not part of a profile; "
        "plugins.preBind entries like \"VolumeBinding\" are not imported");
    OURS(v,
        "disabling NodeResourcesFit in multiPoint turns off its Filter as well as its score; the profile records "
        "both, and an export disables it under filter and under score");
    OURS(v, "0 -> 1 (a plugin weight of 0 means 1)");
    OURS(v, "Required value: a plugin needs a name");
    OURS(v,
        "unknown field \"sideways\"; expected one of: queueSort, preFilter, filter, postFilter, preScore, score, "
        "reserve, permit, preBind, bind, postBind, multiPoint, preEnqueue");
    OURS(v, "args of ImageLocality are not part of a profile; not imported");
    OURS(v, "Required value: a pluginConfig entry needs a name");
    OURS(v, "omitted -> {type: LeastAllocated, resources: [{name: cpu, weight: 1}, {name: memory, weight: 1}]}");
    QUOTED(v, "profiles[0].pluginConfig[3]: Duplicate value: \"NodeResourcesFit\"");
    OURS(v, "expected a profile (a map), got null");
    QUOTED(v, "profiles[2].schedulerName: Required value");
    OURS(v,
        "profiles[1].schedulerName: Duplicate value: \"a\"; 2 profiles have this schedulerName: profiles[0] (4:18), "
        "profiles[1] (33:18)");
}

void TestPhrasesConfig::kubeSchedulerDefaults()
{
    const auto v = imported("apiVersion: kubescheduler.config.k8s.io/v1beta3\nkind: KubeSchedulerConfiguration\n");
    OURS(v, "omitted -> one profile with schedulerName default-scheduler and the default plugins");
    OURS(v, "omitted -> default-scheduler");
    OURS(v, "1.28 assumed: the newest release that serves kubescheduler.config.k8s.io/v1beta3");
    QUOTED(imported("apiVersion: kubescheduler.config.k8s.io/v1beta3\nkind: KubeSchedulerConfiguration\nprofiles:\n"
                    "- {schedulerName: x, plugins: {score: {enabled: [{name: NodeResourcesMostAllocated}]}}}\n"),
        "profiles[0].plugins.score.enabled[0]: Invalid value: \"NodeResourcesMostAllocated\": was removed in version "
        "\"kubescheduler.config.k8s.io/v1beta2\" (KubeSchedulerConfiguration is version "
        "\"kubescheduler.config.k8s.io/v1beta3\")");
}

void TestPhrasesConfig::v1beta1Import()
{
    const auto v = imported(R"(apiVersion: kubescheduler.config.k8s.io/v1beta1
kind: KubeSchedulerConfiguration
profiles:
- schedulerName: a
  plugins:
    filter: {enabled: [{name: NodeLabel}]}
    score:
      enabled:
      - name: NodeResourcesMostAllocated
  pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy: {type: MostAllocated}
  - name: NodeResourcesMostAllocated
    args: {}
  - name: ImageLocality
    args: {}
- schedulerName: b
  plugins:
    score:
      enabled:
      - name: RequestedToCapacityRatio
      disabled:
      - name: NodeResourcesLeastAllocated
  pluginConfig:
  - name: NodeResourcesLeastAllocated
    args: {}
- schedulerName: c
  plugins:
    score:
      enabled:
      - name: NodeResourcesFit
- schedulerName: d
  plugins:
    score:
      enabled:
      - name: NodeResourcesMostAllocated
      - name: RequestedToCapacityRatio
)");
    OURS(v,
        "plugins other than the default profile's score plugins are not part of a profile; plugins.filter "
        "entries like \"NodeLabel\" are not imported");
    OURS(v,
        "NodeResourcesLeastAllocated and NodeResourcesMostAllocated both score resources in this profile; a Binpack "
        "Studio profile holds one scoring strategy. Disable all but one (add NodeResourcesLeastAllocated to "
        "plugins.score.disabled when enabling another)");
    OURS(v,
        "NodeResourcesLeastAllocated and NodeResourcesMostAllocated and RequestedToCapacityRatio both score resources "
        "in this profile; a Binpack Studio profile holds one scoring strategy. Disable all but one (add "
        "NodeResourcesLeastAllocated to plugins.score.disabled when enabling another)");
    OURS(v,
        "ignored: NodeResourcesFit does not score in this profile (enable it in plugins.score, and disable the legacy "
        "resource plugins, to use it)");
    OURS(v,
        "args of NodeResourcesMostAllocated are ignored by kube-scheduler: NodeResourcesMostAllocated is not enabled "
        "in plugins.score (and NodeResourcesLeastAllocated still scores)");
    OURS(v, "args of ImageLocality are not part of a profile; not imported");
    OURS(v,
        "args of NodeResourcesLeastAllocated are ignored by kube-scheduler: NodeResourcesLeastAllocated is not "
        "enabled in plugins.score (and it is disabled)");
    OURS(v,
        "RequestedToCapacityRatio is enabled without args: shape: Required value: at least one point must be "
        "specified");
    QUOTED(v,
        "profiles[2].plugins.score.enabled[0]: Invalid value: \"NodeResourcesFit\": was conflict with "
        "[\"NodeResourcesLeastAllocated\"] in version \"kubescheduler.config.k8s.io/v1beta1\" "
        "(KubeSchedulerConfiguration is version \"kubescheduler.config.k8s.io/v1beta1\")");
}

void TestPhrasesConfig::policyImport()
{
    const auto v = imported(R"(apiVersion: v1
kind: Policy
priorities:
- name: RequestedToCapacityRatioPriority
  weight: 2
- name: LeastRequestedPriority
  weight: 1
- name: MostRequestedPriority
  weight: 1
- name: ImageLocalityPriority
  weight: 3
- name: FooPriority
  weight: 1
- name: NodeAffinityPriority
  weight: 0
)");
    OURS(v,
        "priority RequestedToCapacityRatioPriority: no priority arguments set "
        "(argument.requestedToCapacityRatioArguments with a shape)");
    OURS(v,
        "LeastRequestedPriority and MostRequestedPriority both score resources; a Binpack Studio profile holds one "
        "scoring strategy. Keep one of them");

    OURS(v, "priority FooPriority is not part of a profile; not imported");
    QUOTED(v, "priority NodeAffinityPriority should have a positive weight applied to it or it has overflown");
    OURS(v, "1.16 assumed: EvenPodsSpreadPriority is not listed, as before 1.18");
    OURS(imported("apiVersion: v1\nkind: Policy\npriorities:\n- {name: EvenPodsSpreadPriority, weight: 2}\n"),
        "1.22 assumed: EvenPodsSpreadPriority is listed, as in 1.18 to 1.22");
    OURS(imported("apiVersion: v1\nkind: Policy\n"),
        "omitted -> the default priorities (LeastRequestedPriority, BalancedResourceAllocation and the rest)");
    // 1.22: the other priorities are the profile's other score plugins.
    OURS(imported("apiVersion: v1\nkind: Policy\npriorities:\n- {name: EvenPodsSpreadPriority, weight: 2}\n"
                  "- {name: SelectorSpreadPriority, weight: 5}\n"),
        "SelectorSpreadPriority and EvenPodsSpreadPriority both configure PodTopologySpread; kube-scheduler 1.22 "
        "keeps the weight of EvenPodsSpreadPriority (2), whose producer runs first, and drops this one (5): its "
        "legacy registry means to keep the larger weight but updates a copy");
    OURS(imported("apiVersion: v1\nkind: Policy\nhardPodAffinitySymmetricWeight: 5\npriorities:\n"
                  "- {name: EvenPodsSpreadPriority, weight: 2}\n"),
        "InterPodAffinityPriority is not listed, so this weight is not used; not imported");
    OURS(imported("apiVersion: v1\nkind: Policy\npriorities:\n- {name: ServiceSpreadingPriority, weight: 2}\n"),
        "priority ServiceSpreadingPriority is not part of a profile; not imported");
}

void TestPhrasesConfig::configFiles()
{
    OURS(imported("- a\n"),
        "expected a scheduler configuration (a map with apiVersion and kind, or a volcano-scheduler.conf with actions "
        "and tiers)");
    OURS(imported("apiVersion: kubescheduler.config.k8s.io/v1alpha1\nkind: KubeSchedulerConfiguration\n"),
        "KubeSchedulerConfiguration \"kubescheduler.config.k8s.io/v1alpha1\" is not supported; expected "
        "kubescheduler.config.k8s.io/v1, v1beta3, v1beta2 or v1beta1 (v1alpha1 and v1alpha2 predate the scoring "
        "plugins this tool models)");
    OURS(imported("apiVersion: apps/v1\nkind: Deployment\n"),
        "unknown scheduler configuration: apiVersion \"apps/v1\", kind \"Deployment\"; expected "
        "KubeSchedulerConfiguration (kubescheduler.config.k8s.io/v1, v1beta3, v1beta2, v1beta1), Policy (v1), a "
        "ConfigMap (v1) holding volcano-scheduler.conf, or a volcano-scheduler.conf document (actions and tiers)");
    OURS(imported("profiles: [\n"), "not valid YAML or JSON: end of sequence flow not found");
    OURS(imported(""), "the file is empty; expected a scheduler configuration");
    OURS(imported(std::string(kMaxSchedulerConfigBytes + (1 << 20), ' ')),
        "the file is 17 MiB; a scheduler configuration may be at most 16 MiB");
}

void TestPhrasesConfig::turnedOffFilters()
{
    const auto off = [](std::vector<std::string> names, const char* version) {
        return withFiltersOff(defaultProfile(), std::move(names), version);
    };
    OURS(validate(off({ "TaintToleration" }, "1.22"), ConfigFormat::Policy),
        "the legacy Policy cannot turn off TaintToleration: kube-scheduler 1.22's legacy registry always runs "
        "PodToleratesNodeTaints, a mandatory predicate, whatever the Policy's predicates list; a "
        "KubeSchedulerConfiguration can (kubescheduler-v1beta2, kubescheduler-v1beta1)");
    OURS(validate(off({ "VolumeBinding" }, "1.22"), ConfigFormat::PolicyJson),
        "the legacy Policy cannot turn off only the Filter of VolumeBinding: leaving out CheckVolumeBinding also drops "
        "its Reserve and PreBind, and the scheduler no longer binds the pod's volumes; a KubeSchedulerConfiguration "
        "can (kubescheduler-v1beta2, kubescheduler-v1beta1)");
    OURS(validate(off({ "NodeDeclaredFeatures" }, "1.36"), ConfigFormat::Policy),
        "the legacy Policy cannot name NodeDeclaredFeatures: no predicate of kube-scheduler 1.22's legacy registry "
        "enables it; a KubeSchedulerConfiguration can turn it off (kubescheduler-v1)");
    OURS(validate(off({ "GeneralPredicates" }, "1.16"), ConfigFormat::KubeV1beta1),
        "a KubeSchedulerConfiguration turns off Filter plugins, and this 1.16 profile's disabledFilters names Policy "
        "predicates; export it as policy or policy-json, or give the profile kubernetesVersion 1.22 or later and name "
        "the Filter plugins");
    OURS(validate(off({ "NodePorts" }, "1.22"), ConfigFormat::Policy, 16),
        "disabledFilters names the filters of kube-scheduler 1.22 (the profile's kubernetesVersion), while this export "
        "applies the rules of 1.16, whose Policy predicates stand for other filters; export it with the rules of "
        "1.22");
    OURS(validate(off({ "GCEPDLimits" }, "1.25"), ConfigFormat::KubeV1, 33),
        "kube-scheduler 1.33 has no GCEPDLimits filter: it ignores this entry (the profile's kubernetesVersion is "
        "1.25)");

    const auto policy = imported(R"(apiVersion: v1
kind: Policy
predicates:
- name: GeneralPredicates
- name: MaxCinderVolumeCount
- argument: {}
- name: CheckNodeLabelPresence
  argument: {labelsPresence: {labels: [a], presence: true}}
)");
    OURS(policy,
        "predicate MaxCinderVolumeCount is not one of kube-scheduler 1.16's default predicates, the filters a profile "
        "turns off; not imported");
    OURS(policy, "Required value: a predicate needs a name");
    OURS(policy,
        "predicate CheckNodeLabelPresence has an argument (labelsPresence or serviceAffinity): a custom predicate, "
        "which is not part of a profile; not imported");
    OURS(policy, "1.16 assumed: neither EvenPodsSpreadPriority nor the EvenPodsSpread predicate is listed, as before 1.18");
    const auto policy22 = imported("apiVersion: v1\nkind: Policy\npredicates: [{name: EvenPodsSpread}]\n");
    OURS(policy22, "1.22 assumed: the EvenPodsSpread predicate is listed, as in 1.18 to 1.22");
    OURS(policy22,
        "leaving out CheckVolumeBinding also drops VolumeBinding's Reserve and PreBind: the scheduler no longer binds "
        "the pod's volumes; the profile records only that its Filter is off");
    OURS(imported("apiVersion: v1\nkind: Policy\npredicates: [{name: EvenPodsSpread}]\npriorities: "
                  "[{name: LeastRequestedPriority, weight: 1}]\n"),
        "1.22 assumed: the EvenPodsSpread predicate is listed, as in 1.18 to 1.22");

    const auto volcano = imported(R"(actions: "enqueue, allocate"
tiers:
- plugins:
  - name: predicates
    arguments:
      predicate.GPUSharingEnable: true
      predicate.NodePortsEnable: "False"
      predicate.VolumeZoneEnable: "off"
      predicate.NodeAffinityEnable: 1
  - name: binpack
)");
    OURS(volcano,
        "predicate.GPUSharingEnable is not one of the filter switches a profile records (predicate.NodeAffinityEnable, "
        "predicate.TaintTolerationEnable, predicate.NodePortsEnable, predicate.PodAffinityEnable, "
        "predicate.NodeVolumeLimitsEnable, predicate.VolumeZoneEnable, predicate.PodTopologySpreadEnable, "
        "predicate.VolumeBindingEnable): it is kept as written for the export, and the designer's filters do not "
        "model it");
    OURS(volcano,
        "predicate.NodePortsEnable: \"False\" is a string: Volcano 1.15 reads it with strconv.ParseBool and turns "
        "NodePorts off, but earlier releases ignore a string here and keep it on; write false, unquoted");
    OURS(volcano,
        "predicate.VolumeZoneEnable: \"off\" is a string strconv.ParseBool does not read, so Volcano ignores it "
        "(Arguments.GetBool) and VolumeZone stays on");
    OURS(volcano,
        "predicate.NodeAffinityEnable: 1 is not a bool, so Volcano ignores it (Arguments.GetBool reads only a bool) "
        "and NodeAffinity stays on");
    // The kept tiers (test_volcano_tiers).
    const auto tiers = imported(R"(actions: "enqueue"
tiers:
- plugins:
  - name: gang
    enablePreemptible: false
  - name: numaaware
  - name: drf
    enableHierarchy: true
    enableJobOrder: "yes"
  - name: proportion
  - {arguments: {}}
)");
    OURS(tiers,
        "no allocate action: allocate is the action that places pending pods which request resources, and the one "
        "the designer simulates; without it Volcano does not make these placements");
    OURS(tiers,
        "\"enablePreemptible\" is not a field of a Volcano plugin entry; did you mean \"enablePreemptable\"? Volcano "
        "ignores it, and it is not kept");
    OURS(tiers,
        "numaaware adds to the node scores in Volcano and the designer does not model it: the scores and placements "
        "shown leave it out (it is kept for the export)");
    OURS(tiers,
        "expected true or false, found the string \"yes\": Volcano cannot read it as a bool and refuses the whole file "
        "(it keeps its previous configuration)");
    OURS(tiers,
        "drf with enableHierarchy: true and proportion are in the same tier: Volcano refuses the whole file "
        "(\"proportion and drf with hierarchy enabled conflicts\") and keeps its previous configuration");
    OURS(tiers, "a plugin entry without a name: Volcano skips it; not kept");
    OURS(tiers,
        "no predicates plugin in any tier: Volcano runs none of the Kubernetes filters, so the profile turns off "
        "every filter it records a switch for; NodeUnschedulable has none and still keeps pods off cordoned nodes "
        "here, where Volcano would place them");
    OURS(imported("tiers: []\n"),
        "no actions: Volcano refuses the whole file and keeps its previous configuration; expected e.g. actions: "
        "\"enqueue, allocate, backfill\"");
}

void TestPhrasesConfig::exportMessages()
{
    ExportOptions o;
    OURS(exported({}, o), "no profile to export");
    Profile a = mostAllocated();
    Profile b = leastCustom();
    b.schedulerName = a.schedulerName;
    o.schedulerName = "one";
    const auto both = exported({ &a, &b }, o);
    OURS(both, "a scheduler name override applies to one profile; 2 were given");
    o.schedulerName.clear();
    const auto dup = exported({ &a, &b }, o);
    OURS(dup,
        "profiles[1].schedulerName: Duplicate value: \"gpu-packer\" (profile \"least\"); give each profile its own "
        "schedulerName");
    Profile negative = mostAllocated();
    negative.name = "neg";
    negative.fit.weight = -3;
    OURS(exported({ &negative, &b }, o),
        "profile \"neg\": weight -3 is negative: kube-scheduler accepts it, and the plugin then pulls every node's "
        "total down the more it likes the node");
    Profile heavy = mostAllocated();
    heavy.fitArgs.scoringStrategy->resources[1].weight = 101;
    OURS(exported({ &heavy, &b }, o),
        "profile \"most\": scoringStrategy.resources[1].weight: Invalid value: 101: resource weight of memory not in "
        "valid range (0, 100]");
    o.balancedMode = BalancedMode::Reweight;
    o.balancedWeight = 0;
    OURS(exported({ &a }, o), "the BalancedAllocation weight must be a positive integer, got 0");
    o = ExportOptions {};
    o.format = ConfigFormat::Policy;
    o.kubeMinor = 22;
    OURS(exported({ &a, &b }, o),
        "policy holds one profile; 2 were given (most, least). Export them one at a time, or use a kubescheduler-* "
        "format, which holds several.");
    Profile named = docsBinpack();
    named.schedulerName = "packer";
    OURS(exported({ &named }, o),
        "policy has no scheduler name; start the scheduler with --scheduler-name=packer instead");
}

void TestPhrasesConfig::workspaceMessages()
{
    const auto v = workspaceErrors(kWorkspace + R"(- name: p
nodes:
- name: n1
  allocatable: {cpu: -1, memory: [1]}
- name: n1
pods:
- name: web
  replicas: 3
  nodeName: n2
  initContainers:
  - name: init
    restartPolicy: Never
- name: web-1
  replicas: 0
- name: web-1
  replicas: [1]
- name: ""
)");
    OURS(v, "duplicate profile name \"p\"; profiles[0] has it too; expected unique names");
    OURS(v, "\"-1\" is negative; expected a quantity of zero or more");
    OURS(v, "expected a quantity such as 500m, 2 or 1Gi, found a list");
    OURS(v, "duplicate node name \"n1\"; nodes[0] has it too; expected unique names");
    OURS(v,
        "unsupported restartPolicy \"Never\"; expected Always (a sidecar), or leave it out for a plain init container");
    OURS(v, "0 is out of range; expected an integer between 1 and 1000000");
    OURS(v, "expected an integer between 1 and 1000000, found a list");
    OURS(v, "expected the pod's name, found an empty string");
    OURS(v, "duplicate pod name \"web-1\"; pods[1] has it too; expected unique names");
    OURS(v, "pod name \"web-1\" is also the name of a replica of pods[0] (web with 3 replicas); expected unique names");
    OURS(v, "no node is named \"n2\"; did you mean \"n1\"? expected one of the nodes: n1");
    OURS(workspaceErrors(kWorkspace + "pods:\n- {name: a, nodeName: n}\n"),
        "no node is named \"n\"; the workspace has no nodes");
}

void TestPhrasesConfig::workspaceProfileMessages()
{
    const auto v = workspaceErrors(R"(apiVersion: binpack-studio/v1alpha2
kind: Workspaces
profiles:
- name: a
  scheduler: volcan
  volcanoVersion: "1.15"
- name: b
  percentageOfNodesToScore: 101
  plugins:
- name: c
  scheduler: volcano
  percentageOfNodesToScore: 50
  plugins:
    binpack:
      arguments:
        binpack.weight: !!int 3
)");
    OURS(v, "unsupported apiVersion \"binpack-studio/v1alpha2\"; expected binpack-studio/v1alpha1");
    OURS(v, "unsupported kind \"Workspaces\"; expected Workspace");
    OURS(v, "unknown scheduler \"volcan\"; did you mean \"volcano\"? expected kube-scheduler or volcano");
    OURS(v,
        "volcanoVersion is a Volcano profile setting; this profile uses kube-scheduler (remove the key or set "
        "scheduler: volcano)");
    OURS(v, "101 is not in the valid range [0-100]; expected 0 (adaptive) to 100");
    OURS(v,
        "expected a map of plugins, found nothing; write plugins: {} to enable none, or leave the key out for the "
        "scheduler's default profile");
    OURS(v,
        "percentageOfNodesToScore is a kube-scheduler profile setting; this profile uses Volcano (remove the key or "
        "set scheduler: kube-scheduler)");
    OURS(v, "explicit YAML tag \"tag:yaml.org,2002:int\" is not supported here; write the value plainly");
    OURS(workspaceErrors("apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles: []\n"),
        "no profiles; expected at least one (e.g. - name: binpack, scheduler: kube-scheduler)");
    // 1.16's legacyPriorities.
    const auto legacy = workspaceErrors(kWorkspace + R"(  kubernetesVersion: "1.16"
  legacyPriorities: {TaintToleration: 1, EvenPodsSpreadPriority: 2}
- name: q
  scheduler: volcano
  legacyPriorities: {}
- name: r
  kubernetesVersion: "1.16"
  legacyPriorities:
)");
    OURS(legacy,
        "unknown field; 1.16 names its priorities as a Policy does (TaintTolerationPriority); expected "
        "SelectorSpreadPriority, InterPodAffinityPriority, NodePreferAvoidPodsPriority, NodeAffinityPriority, "
        "TaintTolerationPriority, or ImageLocalityPriority");
    OURS(legacy,
        "unknown field; 1.16's EvenPodsSpreadPriority sits behind an alpha gate, off by default, which Binpack "
        "Studio does not model; expected SelectorSpreadPriority, InterPodAffinityPriority, "
        "NodePreferAvoidPodsPriority, NodeAffinityPriority, TaintTolerationPriority, or ImageLocalityPriority");
    OURS(legacy,
        "legacyPriorities is a kube-scheduler 1.16 profile setting; this profile uses Volcano (remove the key)");
    OURS(legacy,
        "expected a map of priority names to weights, found nothing; write legacyPriorities: {} to run none of "
        "them, or leave the key out for the DefaultProvider's");
    // What validation says of them.
    Profile later = mostAllocated();
    later.legacyPriorities = std::vector<LegacyPriority> {};
    OURS(validate(later, ConfigFormat::KubeV1),
        "legacyPriorities are Kubernetes 1.16's priorities; from 1.18 the score plugins of a profile's plugins take "
        "their place: remove the key, or set kubernetesVersion to 1.16");
    Profile old = mostAllocated();
    old.kubernetesVersion = "1.16";
    old.fitArgs.scoringStrategy->type = "LeastAllocated";
    old.fitArgs.scoringStrategy->resources.clear();
    old.legacyPriorities = std::vector<LegacyPriority> { { "SelectorSpreadPriority", 0 }, { "FooPriority", 1 } };
    const auto oldSaid = validate(old, ConfigFormat::Policy);
    OURS(oldSaid,
        "weight 0: a priority's weight must be positive, and Binpack Studio holds it to 2147483647 so that no total "
        "can overflow");
    OURS(oldSaid, "FooPriority is not one of 1.16's default priorities besides the resource ones");
    old.legacyPriorities.reset();
    old.taintToleration = PluginEntry { true, 1, true };
    old.podTopologySpread = PluginEntry { true, 2, true };
    const auto pluginsSaid = validate(old, ConfigFormat::Policy);
    OURS(pluginsSaid,
        "a 1.16 profile lists its priorities besides the resource ones under legacyPriorities, by their Policy names "
        "(TaintTolerationPriority): move it there, or set kubernetesVersion to 1.22 or later");
    OURS(pluginsSaid,
        "1.16's EvenPodsSpreadPriority sits behind an alpha gate, off by default, which Binpack Studio does not "
        "model: remove it, or set kubernetesVersion to 1.22 or later");
    // 1.16's hardPodAffinitySymmetricWeight: 1 to 100, on a 1.16 profile only.
    const auto hard = workspaceErrors(kWorkspace + R"(  kubernetesVersion: "1.16"
  hardPodAffinitySymmetricWeight: 0
- name: q
  kubernetesVersion: "1.22"
  hardPodAffinitySymmetricWeight: 3
)");
    OURS(hard, "0 is not in the valid range [1-100]: Kubernetes 1.16 takes 0 for not set and uses 1");
    OURS(hard,
        "hardPodAffinitySymmetricWeight is a kube-scheduler 1.16 profile setting; later releases set "
        "plugins.InterPodAffinity.args.hardPodAffinityWeight (Volcano: always 0)");
    old.taintToleration = PluginEntry {};
    old.podTopologySpread = PluginEntry {};
    old.interPodAffinityArgsSet = true;
    old.interPodAffinityArgs.hardPodAffinityWeight = 0;
    OURS(validate(old, ConfigFormat::Policy),
        "Kubernetes 1.16 cannot run hardPodAffinitySymmetricWeight 0: its Policy and its component config both take "
        "0 for not set, and the scheduler uses 1; expected 1 to 100");
}

void TestPhrasesConfig::workspaceFiles()
{
    OURS(workspaceErrors("# nothing\n"),
        "the file is empty; expected a workspace starting with apiVersion: binpack-studio/v1alpha1 and kind: "
        "Workspace");
    OURS(workspaceErrors("- a\n"),
        "expected a map with apiVersion, kind, profiles, nodes and pods at the top level, found a list");
    OURS(workspaceErrors(std::string(kMaxWorkspaceBytes + (1 << 20), ' ')),
        "the file is 33 MiB; a workspace may be at most 32 MiB (about 300,000 pods written one by one); write "
        "identical pods once with replicas");
    std::vector<Diagnostic> missing;
    try {
        readWorkspaceFile("/nonexistent/ws.binpack.yaml");
    } catch (const InputError& e) {
        missing = e.diagnostics();
    }
    OURS(missing, "cannot open /nonexistent/ws.binpack.yaml: No such file or directory");
}

QTEST_GUILESS_MAIN(TestPhrasesConfig)
#include "test_phrases_config.moc"
