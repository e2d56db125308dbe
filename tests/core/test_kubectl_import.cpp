// SPDX-License-Identifier: GPL-3.0-or-later
// import-cluster: kubectl YAML/JSON exports into a workspace (the bundled sample,
// every input shape, filters, what is left out and why).
#include "io/label_selector.h"
#include "io/workspace_io.h"
#include "model/timestamp.h"
#include "sim/compare.h"
#include "sim/simulator.h"
#include "scoring/cluster_state.h"
#include "model/pod_names.h"
#include "kubectl_test_helpers.h"

#include <QTemporaryDir>
#include <map>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>
#include <regex>
#include <sys/stat.h>
#include <thread>
#include <yaml-cpp/yaml.h>

using namespace bp;
using namespace kubectl_test;

namespace {

// YAML -> pretty JSON the way `kubectl -o json` writes it: plain true/false
// become booleans, plain numbers numbers, null null, everything else strings.
void toJson(const YAML::Node& n, rapidjson::PrettyWriter<rapidjson::StringBuffer>& w)
{
    static const std::regex number("-?[0-9]+(\\.[0-9]+)?");
    switch (n.Type()) {
    case YAML::NodeType::Map:
        w.StartObject();
        for (const auto& kv : n) {
            w.Key(kv.first.Scalar().c_str());
            toJson(kv.second, w);
        }
        w.EndObject();
        break;
    case YAML::NodeType::Sequence:
        w.StartArray();
        for (const auto& e : n)
            toJson(e, w);
        w.EndArray();
        break;
    case YAML::NodeType::Scalar: {
        const std::string& s = n.Scalar();
        if (n.Tag() == "?" && (s == "true" || s == "false"))
            w.Bool(s == "true");
        else if (n.Tag() == "?" && std::regex_match(s, number))
            w.RawValue(s.c_str(), s.size(), rapidjson::kNumberType);
        else
            w.String(s.c_str(), static_cast<rapidjson::SizeType>(s.size()));
        break;
    }
    default:
        w.Null();
    }
}

std::string yamlToJson(const std::string& yaml)
{
    rapidjson::StringBuffer buf;
    rapidjson::PrettyWriter<rapidjson::StringBuffer> w(buf);
    toJson(YAML::Load(yaml), w);
    return std::string(buf.GetString(), buf.GetSize()) + "\n";
}

} // namespace

class TestKubectlImport : public QObject {
    Q_OBJECT

private slots:
    void sampleCounts()
    {
        std::vector<Diagnostic> warnings;
        Workspace ws = importCluster({ kSample }, {}, &warnings);
        // 36 nodes, the cordoned one (ip-10-0-13-50) among them, unschedulable.
        QCOMPARE(ws.nodes.size(), size_t(36));
        const Node* cordoned = ws.findNode("ip-10-0-13-50.ec2.internal");
        QVERIFY(cordoned);
        QVERIFY(cordoned->unschedulable);
        QCOMPARE(std::count_if(ws.nodes.begin(), ws.nodes.end(), [](const Node& n) { return n.unschedulable; }), 1);
        // 296 pods: 7 finished Jobs skipped; 267 bound (6 of them on the
        // cordoned node) and 22 pending remain.
        size_t bound
            = std::count_if(ws.pods.begin(), ws.pods.end(), [](const Pod& p) { return p.nodeName.has_value(); });
        QCOMPARE(ws.pods.size(), size_t(289));
        QCOMPARE(bound, size_t(267));
        QCOMPARE(ws.pods.size() - bound, size_t(22));
        QCOMPARE(std::count_if(ws.pods.begin(), ws.pods.end(),
                     [](const Pod& p) { return p.nodeName == "ip-10-0-13-50.ec2.internal"; }),
            6);
        for (const auto& p : ws.pods)
            if (p.nodeName)
                QVERIFY2(ws.findNode(*p.nodeName), p.name.c_str());
        QVERIFY(ws.profiles.empty());
        QCOMPARE(ws.sourceFile, kSample);

        QVERIFY2(hasWarning(warnings, "skipped 7 pods in phase Succeeded or Failed"), allWarnings(warnings).c_str());
        // Cordoned nodes and taints are modelled now: no warning about either.
        QVERIFY2(!hasWarning(warnings, "cordoned"), allWarnings(warnings).c_str());
        QVERIFY2(!hasWarning(warnings, "taint"), allWarnings(warnings).c_str());
        QVERIFY2(!hasWarning(warnings, "placement rules"), allWarnings(warnings).c_str());
        QVERIFY2(hasWarning(warnings, "took 13 requests from limits in 10 pods"), allWarnings(warnings).c_str());
        QVERIFY2(hasWarning(warnings,
                     "2 pods share their name with a pod in another namespace and are named "
                     "namespace/name: data/redis-0, staging/redis-0"),
            allWarnings(warnings).c_str());
        for (const auto& w : warnings) {
            QCOMPARE(w.severity, Diagnostic::Severity::Warning);
            QCOMPARE(w.file, kSample);
        }
    }

    void sampleConstraints()
    {
        Workspace ws = importCluster({ kSample }, {});
        // 3 control-plane nodes and 4 GPU nodes are tainted, and the cordoned
        // node carries the taint the node controller adds (timeAdded dropped).
        size_t tainted
            = std::count_if(ws.nodes.begin(), ws.nodes.end(), [](const Node& n) { return !n.taints.empty(); });
        QCOMPARE(tainted, size_t(8));
        QCOMPARE(ws.nodes.front().taints,
            (std::vector<Taint> { { "node-role.kubernetes.io/control-plane", "", "NoSchedule" } }));
        QCOMPARE(ws.findNode("ip-10-0-38-147.ec2.internal")->taints,
            (std::vector<Taint> { { "nvidia.com/gpu", "present", "NoSchedule" } }));
        QCOMPARE(ws.findNode("ip-10-0-13-50.ec2.internal")->taints,
            (std::vector<Taint> { { "node.kubernetes.io/unschedulable", "", "NoSchedule" } }));
        QVERIFY(ws.findNode("ip-10-0-54-39.ec2.internal")->taints.empty());
        QVERIFY(!ws.findNode("ip-10-0-54-39.ec2.internal")->unschedulable);
        // The admission plugin's default tolerations, with their seconds.
        const Pod* web = findPod(ws, "web-nh8pvhfnr9-mkzlv");
        QVERIFY(web);
        QCOMPARE(web->tolerations,
            (std::vector<Toleration> { { "node.kubernetes.io/not-ready", "Exists", "", "NoExecute", 300 },
                { "node.kubernetes.io/unreachable", "Exists", "", "NoExecute", 300 } }));
        QVERIFY(web->nodeSelector.empty());
        QVERIFY(!web->affinity);
        // The trainer tolerates the GPU taint.
        const Pod* trainer = findPod(ws, "trainer-nqldzh8cgp-4l7t2");
        QVERIFY(trainer);
        QVERIFY(std::find(trainer->tolerations.begin(), trainer->tolerations.end(),
                    Toleration { "nvidia.com/gpu", "Exists", "", "NoSchedule", std::nullopt })
            != trainer->tolerations.end());
        // The pending DaemonSet pod is pinned to its node by matchFields.
        const Pod* exporter = findPod(ws, "node-exporter-ns7lk");
        QVERIFY(exporter && exporter->affinity && exporter->affinity->nodeAffinity);
        const auto& required = exporter->affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution;
        QVERIFY(required);
        QCOMPARE(required->nodeSelectorTerms.size(), size_t(1));
        QVERIFY(required->nodeSelectorTerms[0].matchExpressions.empty());
        QCOMPARE(required->nodeSelectorTerms[0].matchFields,
            (std::vector<NodeSelectorRequirement> { { "metadata.name", "In", { "ip-10-0-44-201.ec2.internal" } } }));
        // The Kafka brokers, placed and pending, keep off each other's nodes.
        for (const char* name : { "kafka-0", "kafka-4" }) {
            const Pod* broker = findPod(ws, name);
            QVERIFY(broker && broker->affinity && broker->affinity->podAntiAffinity);
            const auto& terms = broker->affinity->podAntiAffinity->requiredDuringSchedulingIgnoredDuringExecution;
            QCOMPARE(terms.size(), size_t(1));
            QCOMPARE(terms[0].topologyKey, std::string("kubernetes.io/hostname"));
            QVERIFY(terms[0].labelSelector);
            QCOMPARE(terms[0].labelSelector->matchLabels, (Labels { { "app.kubernetes.io/name", "kafka" } }));
            QCOMPARE(broker->owner,
                (std::optional<PodOwner> {
                    PodOwner { "StatefulSet", "kafka", "97574b18-9845-8935-0add-df2a743bfcb6" } }));
        }
        QVERIFY(findPod(ws, "kafka-0")->nodeName);
        QVERIFY(!findPod(ws, "kafka-4")->nodeName);
    }

    void sampleNodes()
    {
        Workspace ws = importCluster({ kSample }, {});
        // The first p3.16xlarge: 64 cores less kube-reserved, 8 GPUs.
        const Node* gpu = ws.findNode("ip-10-0-38-147.ec2.internal");
        QVERIFY(gpu);
        QCOMPARE(text(gpu->allocatable, "nvidia.com/gpu"), std::string("8"));
        QCOMPARE(gpu->allocatable.find("nvidia.com/gpu")->value(), std::optional<int64_t>(8));
        QCOMPARE(text(gpu->allocatable, "cpu"), std::string("63770m"));
        QCOMPARE(gpu->allocatable.find("cpu")->milliValue(), std::optional<int64_t>(63770));
        QCOMPARE(text(gpu->allocatable, "memory"), std::string("509215744Ki"));
        QCOMPARE(gpu->allocatable.find("memory")->value(), std::optional<int64_t>(509215744LL * 1024));
        QCOMPARE(keys(gpu->allocatable),
            std::string("cpu,ephemeral-storage,hugepages-1Gi,hugepages-2Mi,memory,nvidia.com/gpu,pods"));
        // status.allocatable, not status.capacity (8 cores, 32 Gi).
        const Node* general = ws.findNode("ip-10-0-54-39.ec2.internal");
        QVERIFY(general);
        QCOMPARE(text(general->allocatable, "cpu"), std::string("7910m"));
        QCOMPARE(text(general->allocatable, "memory"), std::string("31063040Ki"));
        QCOMPARE(text(general->allocatable, "pods"), std::string("110"));
        QCOMPARE(text(general->allocatable, "ephemeral-storage"), std::string("95551679124"));
        auto label = [](const Node& n, const std::string& k) {
            for (const auto& [key, v] : n.labels)
                if (key == k)
                    return v;
            return std::string("<absent>");
        };
        QCOMPARE(label(*general, "node.kubernetes.io/instance-type"), std::string("m5.2xlarge"));
        // Every node keeps its instance type, which a price table looks up (issue 16).
        std::map<std::string, int> types;
        for (const Node& n : ws.nodes)
            ++types[label(n, "node.kubernetes.io/instance-type")];
        QCOMPARE(types,
            (std::map<std::string, int> { { "m5.2xlarge", 19 }, { "m5.xlarge", 3 }, { "p3.16xlarge", 2 },
                { "p3.8xlarge", 2 }, { "r5.4xlarge", 8 }, { "t3.large", 2 } }));
        QCOMPARE(label(*general, "topology.kubernetes.io/zone"), std::string("us-east-1c"));
        QCOMPARE(label(*general, "kubernetes.io/hostname"), std::string("ip-10-0-54-39.ec2.internal"));
        // A control-plane node carries an empty-valued role label.
        QCOMPARE(label(ws.nodes.front(), "node-role.kubernetes.io/control-plane"), std::string());
        const Node* small = ws.findNode("ip-10-0-13-244.ec2.internal");
        QVERIFY(small);
        QCOMPARE(text(small->allocatable, "pods"), std::string("35"));
    }

    void samplePods()
    {
        Workspace ws = importCluster({ kSample }, {});
        // web: one container, a restartable log-shipper sidecar (restartPolicy: Always).
        const Pod* web = findPod(ws, "web-nh8pvhfnr9-mkzlv");
        QVERIFY(web);
        QCOMPARE(web->namespace_, std::string("frontend"));
        QCOMPARE(web->nodeName, std::optional<std::string>("ip-10-0-22-252.ec2.internal"));
        QCOMPARE(web->containers.size(), size_t(1));
        QCOMPARE(web->containers[0].name, std::string("web"));
        QCOMPARE(keys(web->containers[0].requests), std::string("cpu,memory")); // limits.memory stays a limit
        QCOMPARE(text(web->containers[0].requests, "memory"), std::string("256Mi"));
        QCOMPARE(web->initContainers.size(), size_t(1));
        QCOMPARE(web->initContainers[0].name, std::string("log-shipper"));
        QVERIFY(web->initContainers[0].restartable);
        QCOMPARE(text(web->initContainers[0].requests, "cpu"), std::string("50m"));
        // api: two ordinary init containers.
        const Pod* api = findPod(ws, "api-f7rkkhsvk5-j8rgs");
        QVERIFY(api);
        QCOMPARE(api->initContainers.size(), size_t(2));
        QCOMPARE(api->initContainers[0].name, std::string("wait-for-db"));
        QVERIFY(!api->initContainers[0].restartable);
        QCOMPARE(api->initContainers[1].name, std::string("migrate-check"));
        QVERIFY(!api->initContainers[1].restartable);
        QCOMPARE(text(api->initContainers[1].requests, "cpu"), std::string("200m"));
        // legacy-reports: limits only -> requests = limits.
        const Pod* legacy = findPod(ws, "legacy-reports-52lg8pqwrq-vf7tc");
        QVERIFY(legacy);
        QCOMPARE(keys(legacy->containers[0].requests), std::string("cpu,memory"));
        QCOMPARE(text(legacy->containers[0].requests, "cpu"), std::string("500m"));
        QCOMPARE(text(legacy->containers[0].requests, "memory"), std::string("1Gi"));
        // trainer: requests cpu+memory, limits memory+GPU -> the GPU request comes from the limit.
        const Pod* trainer = findPod(ws, "trainer-nqldzh8cgp-4l7t2");
        QVERIFY(trainer);
        QCOMPARE(keys(trainer->containers[0].requests), std::string("cpu,memory,nvidia.com/gpu"));
        QCOMPARE(text(trainer->containers[0].requests, "nvidia.com/gpu"), std::string("4"));
        QCOMPARE(text(trainer->containers[0].requests, "memory"), std::string("60Gi"));
        // Kata pods carry spec.overhead.
        const Pod* kata = findPod(ws, "sandboxed-build-tx44wvmvzr-wzxgz");
        QVERIFY(kata);
        QCOMPARE(keys(kata->overhead), std::string("cpu,memory"));
        QCOMPARE(text(kata->overhead, "memory"), std::string("160Mi"));
        // A DaemonSet pod with requests on two of three containers.
        const Pod* ebs = findPodPrefix(ws, "ebs-csi-node-");
        QVERIFY(ebs);
        QCOMPARE(ebs->containers.size(), size_t(3));
        // nvidia-device-plugin sets no requests at all: the containers stay empty (absent, not zero).
        const Pod* plugin = findPodPrefix(ws, "nvidia-device-plugin-daemonset-");
        QVERIFY(plugin);
        QVERIFY(plugin->containers[0].requests.empty());
        // Labels come along, in file order.
        QVERIFY(!web->labels.empty());
        QCOMPARE(web->labels.front().first, std::string("app.kubernetes.io/name"));
        QCOMPARE(web->labels.front().second, std::string("web"));
        // Finished Jobs are gone.
        QVERIFY(!findPodPrefix(ws, "db-migrate-"));
        QVERIFY(!findPodPrefix(ws, "backup-"));
        // Same name in two namespaces: qualified; unique names stay plain.
        QVERIFY(!findPod(ws, "redis-0"));
        QVERIFY(findPod(ws, "data/redis-0"));
        QCOMPARE(findPod(ws, "staging/redis-0")->namespace_, std::string("staging"));
        QVERIFY(findPod(ws, "redis-1"));
    }

    // The README's "A real cluster" figures for --repack in each queue order
    // (seed 1): the order changes what binpack needs, 23 nodes oldest first
    // against 26 in file order. Every pod of the export is dated; 119 move.
    void sampleRepackOrders()
    {
        Workspace ws = importCluster({ kSample }, {});
        ws.profiles = readWorkspaceFile(std::string(BP_EXAMPLES_DIR) + "/docs-example.binpack.yaml").profiles;
        struct Row {
            RepackOrder order;
            int64_t least, binpack;
        };
        for (const Row& row : { Row { RepackOrder::Creation, 30, 23 }, Row { RepackOrder::Priority, 30, 22 },
                 Row { RepackOrder::File, 30, 26 } }) {
            RepackSummary summary;
            const Workspace repacked = repackWorkspace(ws, row.order, &summary);
            QCOMPARE(summary.moved, int64_t(119));
            QCOMPARE(summary.stayed, int64_t(148));
            QCOMPARE(summary.undated, int64_t(0));
            const CompareResult r = compareProfiles(
                repacked, { repacked.findProfile("least-allocated"), repacked.findProfile("binpack") });
            QVERIFY2(r.runs[0].metrics.nodesUsed == row.least && r.runs[1].metrics.nodesUsed == row.binpack,
                qPrintable(QStringLiteral("%1: %2 and %3 nodes used")
                               .arg(repackOrderName(row.order))
                               .arg(r.runs[0].metrics.nodesUsed)
                               .arg(r.runs[1].metrics.nodesUsed)));
        }
        // The README's savings table: scale-down after the default repack.
        // least-allocated (the whole default profile: its spreading too)
        // leaves most nodes under half full, and cluster-autoscaler drains
        // 16 of them into the rest and removes 6 empty ones; binpack's
        // nodes are busy, so only its 13 empty ones go. The kube-system pods
        // no budget covers (coredns, the EBS CSI controller, the autoscaler)
        // are months old at the time of the run, past the hour they block
        // for; without a time of the run they block, as before 1.33: 18.
        CompareOptions o;
        o.scaleDown = AutoscalerOptions {};
        {
            CompareOptions blocking = o;
            const Workspace r = repackWorkspace(ws, RepackOrder::Creation);
            const CompareResult c
                = compareProfiles(r, { r.findProfile("least-allocated"), r.findProfile("binpack") }, blocking);
            QCOMPARE(c.scaleDown[0].removableDrained, int64_t(12));
            QCOMPARE(c.scaleDown[0].nodesAfter(), int64_t(18));
            QCOMPARE(keptBy(c.scaleDown[0], UnremovableReason::BlockedByPod), int64_t(4));
        }
        o.scaleDown->now = parseRfc3339("2026-11-27T00:00:00Z")->seconds;
        PriceTable prices; // the README's illustrative prices
        prices.currency = "USD";
        prices.prices = { { "m5.xlarge", 0.192 }, { "m5.2xlarge", 0.384 }, { "r5.4xlarge", 1.008 }, { "t3.large", 0.0832 },
            { "p3.8xlarge", 12.24 }, { "p3.16xlarge", 24.48 } };
        ws.prices = prices;
        const Workspace repacked = repackWorkspace(ws, RepackOrder::Creation);
        const CompareResult r = compareProfiles(
            repacked, { repacked.findProfile("least-allocated"), repacked.findProfile("binpack") }, o);
        const ScaleDownResult& least = r.scaleDown[0];
        const ScaleDownResult& binpack = r.scaleDown[1];
        QCOMPARE(least.removableEmpty, int64_t(6));
        QCOMPARE(least.removableDrained, int64_t(16));
        QCOMPARE(least.nodesAfter(), int64_t(14));
        QCOMPARE(keptBy(least, UnremovableReason::NotUnderutilized), int64_t(14));
        QCOMPARE(keptBy(least, UnremovableReason::BlockedByPod), int64_t(0));
        QCOMPARE(binpack.removableEmpty, int64_t(13));
        QCOMPARE(binpack.removableDrained, int64_t(0));
        QCOMPARE(binpack.nodesAfter(), int64_t(23));
        QCOMPARE(keptBy(binpack, UnremovableReason::NotUnderutilized), int64_t(22));
        QCOMPARE(keptBy(binpack, UnremovableReason::NoPlaceToMovePods), int64_t(1));
        QCOMPARE(roundMoney(least.cost->monthlyBefore(), 2), 65365.95);
        QCOMPARE(roundMoney(least.cost->monthlyAfter(), 2), 50948.16);
        QCOMPARE(roundMoney(binpack.cost->monthlyAfter(), 2), 59409.15);
        QCOMPARE(least.cost->unpricedNodes, int64_t(0));

        // Where every pod ends once the removable nodes are gone (the last
        // move of a pod wins: a node that took pods can be drained later):
        // no node left holds more cpu, memory or pods than it offers, and
        // no pod is left on a removed node.
        for (size_t p = 0; p < 2; ++p) {
            const SimulationResult& run = r.runs[p];
            const ScaleDownResult& sd = r.scaleDown[p];
            std::map<std::string, std::pair<size_t, size_t>> where; // pod -> (template, node)
            for (size_t i = 0; i < repacked.pods.size(); ++i)
                if (const Pod& pod = repacked.pods[i]; pod.nodeName)
                    for (int64_t k = 0; k < pod.replicas; ++k)
                        where[replicaName(pod, k)] = { i, static_cast<size_t>(repacked.findNode(*pod.nodeName) - repacked.nodes.data()) };
            for (const Placement& pl : run.placements)
                if (pl.node >= 0)
                    where[pl.pod] = { static_cast<size_t>(pl.podTemplate), static_cast<size_t>(pl.node) };
            for (const int n : sd.order)
                for (const PodMove& m : sd.nodes[static_cast<size_t>(n)].moves)
                    where[m.pod].second = static_cast<size_t>(m.to);
            ResourceTable table;
            KubeVersion v;
            v.minor = 34;
            std::vector<int64_t> cpu(repacked.nodes.size()), memory(repacked.nodes.size()), pods(repacked.nodes.size());
            for (const auto& [name, at] : where) {
                const Pod& pod = repacked.pods[at.first];
                if (pod.priority && *pod.priority < -10)
                    continue;
                const PodDemand d = computePodDemand(pod, table, v);
                QVERIFY2(!sd.nodes[at.second].removable || staysOnItsNode(pod),
                    qPrintable(QString::fromStdString(name + " left on removed " + sd.nodes[at.second].name)));
                cpu[at.second] += d.requests[kCpu];
                memory[at.second] += d.requests[kMemory];
                ++pods[at.second];
            }
            for (size_t n = 0; n < repacked.nodes.size(); ++n) {
                if (sd.nodes[n].removable)
                    continue;
                const Node& node = repacked.nodes[n];
                QVERIFY(cpu[n] <= node.allocatable.find("cpu")->schedulerUnits("cpu").value_or(0));
                QVERIFY(memory[n] <= node.allocatable.find("memory")->schedulerUnits("memory").value_or(0));
                const Quantity* maxPods = node.allocatable.find("pods");
                QVERIFY(pods[n] <= (maxPods ? maxPods->schedulerUnits("pods").value_or(0) : 110));
            }
        }
    }

    // The sample's repack, its first placement under each profile worked by
    // hand. The oldest moved pod is web-nh8pvhfnr9-c6228: web 250m/256Mi
    // plus the log-shipper sidecar (an init container with restartPolicy
    // Always, summed from 1.29) 50m/64Mi = 300m/320Mi. Every node holds only
    // its DaemonSet pods then: kube-proxy 100m (no memory: 200Mi counted),
    // aws-node 2 x 25m (2 x 200Mi counted), node-exporter 100m/180Mi,
    // ebs-csi-node 3 x 10m/40Mi: 280m and 900Mi as NodeResourcesFit counts
    // them (non-zero defaults per container), 280m and 300Mi of real requests.
    //   least-allocated on ip-10-0-34-168 (15890m, 132224000Ki):
    //     cpu (15890 - 580) * 100 / 15890 = 96, memory (135397376000 -
    //     1279262720) * 100 / 135397376000 = 99: Fit (96 + 99) / 2 = 97;
    //     Balanced with the pod: fractions 580/15890 and 620Mi/129125Mi, std
    //     0.01585, 98; without: 280/15890 and 300Mi/129125Mi, std 0.00765,
    //     99; 1.36: 50 + (50 + 98 - 99) / 2 = 74. The profile lists no
    //     plugins: the rest of the default profile scores too. No node has
    //     a PreferNoSchedule taint: TaintToleration 100 x 3 everywhere. The
    //     pod's ReplicaSet gives it the default spreading (hostname maxSkew
    //     3, zone maxSkew 5); no web pod is placed yet, so every node scores
    //     (3 - 1) + (5 - 1) = 6 and normalises to 100, x 2. No preferred
    //     terms (NodeAffinity, InterPodAffinity: Skip), no node lists the
    //     web image (ImageLocality 0). Total 171 + 300 + 200 = 671.
    //   binpack (RequestedToCapacityRatio, memory 1, cpu 3, intel.com/foo 5
    //     not requested: skipped) on ip-10-0-28-231 (1930m, 6744064Ki): cpu
    //     580 * 100 / 1930 = 30, memory 1279262720 * 100 / 6905921536 = 18,
    //     shape x10 linear: (18 * 1 + 30 * 3) / 4 = 27; ip-10-0-13-244 has the
    //     same size and ties at 27 (the seed picks between them).
    void sampleRepackFirstPlacementByHand()
    {
        Workspace ws = importCluster({ kSample }, {});
        ws.profiles = readWorkspaceFile(std::string(BP_EXAMPLES_DIR) + "/docs-example.binpack.yaml").profiles;
        const Workspace repacked = repackWorkspace(ws, RepackOrder::Creation);
        const SimulationResult least = simulate(repacked, *repacked.findProfile("least-allocated"));
        const SimulationResult binpack = simulate(repacked, *repacked.findProfile("binpack"));
        QCOMPARE(least.placements.front().pod, std::string("web-nh8pvhfnr9-c6228"));
        QCOMPARE(repacked.nodes[static_cast<size_t>(least.placements.front().node)].name,
            std::string("ip-10-0-34-168.ec2.internal"));
        QCOMPARE(least.placements.front().total, 671.0);
        QCOMPARE(binpack.placements.front().pod, std::string("web-nh8pvhfnr9-c6228"));
        const std::string chosen = repacked.nodes[static_cast<size_t>(binpack.placements.front().node)].name;
        QVERIFY2(chosen == "ip-10-0-28-231.ec2.internal" || chosen == "ip-10-0-13-244.ec2.internal", chosen.c_str());
        QCOMPARE(binpack.placements.front().total, 27.0);
        // The rest follows the same arithmetic, which the fidelity tests hold
        // to upstream's; the plain loop (--reference) places every pod alike.
        SimulationOptions reference;
        reference.reference = true;
        for (const SimulationResult* run : { &least, &binpack }) {
            const SimulationResult plain = simulate(repacked, *repacked.findProfile(run->profile), reference);
            QCOMPARE(plain.placements.size(), run->placements.size());
            for (size_t i = 0; i < plain.placements.size(); ++i)
                QCOMPARE(plain.placements[i].node, run->placements[i].node);
        }
    }

    // The README's walk-through: under the docs example's binpack profile the
    // canaries spread over the three zones, and the two pending Kafka
    // brokers keep off the nodes that hold one (without the anti-affinity
    // term the second would join the first).
    void sampleWalkThrough()
    {
        Workspace ws = importCluster({ kSample }, {});
        ws.profiles = readWorkspaceFile(std::string(BP_EXAMPLES_DIR) + "/docs-example.binpack.yaml").profiles;
        const Profile* binpack = ws.findProfile("binpack");
        QVERIFY(binpack);
        auto placements = [](const Workspace& w, const Profile& profile) {
            std::map<std::string, std::string> out;
            const SimulationResult r = simulate(w, profile, {});
            for (const Placement& p : r.placements)
                out[p.pod] = p.node < 0 ? std::string("-") : w.nodes[static_cast<size_t>(p.node)].name;
            return out;
        };
        auto zoneOf = [&ws](const std::string& node) {
            const Node* n = ws.findNode(node);
            const std::string* z = n ? LabelSelector::labelValue(n->labels, "topology.kubernetes.io/zone") : nullptr;
            return z ? *z : std::string("-");
        };
        std::map<std::string, std::string> on = placements(ws, *binpack);
        QCOMPARE(zoneOf(on["web-canary-l92r4"]), std::string("us-east-1b"));
        QCOMPARE(zoneOf(on["web-canary-68z2g"]), std::string("us-east-1c"));
        QCOMPARE(zoneOf(on["web-canary-xp7n6"]), std::string("us-east-1a"));
        QCOMPARE(on["kafka-3"], std::string("ip-10-0-32-218.ec2.internal"));
        QCOMPARE(on["kafka-4"], std::string("ip-10-0-45-199.ec2.internal"));
        for (Pod& p : ws.pods)
            if (!p.nodeName && p.name.rfind("kafka-", 0) == 0)
                p.affinity.reset();
        on = placements(ws, *binpack);
        QCOMPARE(on["kafka-3"], std::string("ip-10-0-32-218.ec2.internal"));
        QCOMPARE(on["kafka-4"], std::string("ip-10-0-32-218.ec2.internal"));
    }

    void sampleInputOrder()
    {
        Workspace ws = importCluster({ kSample }, {});
        // Everything keeps file order; pending pods in particular.
        for (size_t i = 1; i < ws.nodes.size(); ++i)
            QVERIFY(ws.nodes[i - 1].pos.line < ws.nodes[i].pos.line);
        for (size_t i = 1; i < ws.pods.size(); ++i)
            QVERIFY(ws.pods[i - 1].pos.line < ws.pods[i].pos.line);
        std::vector<std::string> pending;
        for (const auto& p : ws.pods)
            if (!p.nodeName)
                pending.push_back(p.name);
        QCOMPARE(pending.size(), size_t(22));
        QCOMPARE(pending.front(), std::string("etl-znq6w"));
        QCOMPARE(pending[12], std::string("finetune-5df7l"));
        // A pending DaemonSet pod (a node still joining) is a real pending
        // pod; the two new Kafka brokers come after it.
        QCOMPARE(pending[19], std::string("node-exporter-ns7lk"));
        QCOMPARE(pending[20], std::string("kafka-3"));
        QCOMPARE(pending.back(), std::string("kafka-4"));
    }

    void sampleJsonEqualsYaml()
    {
        std::vector<Diagnostic> yamlWarnings, jsonWarnings;
        Workspace fromYaml = importCluster({ kSample }, {}, &yamlWarnings);
        Workspace fromJson = importClusterText(yamlToJson(readText(kSample)), "sample.json", {}, &jsonWarnings);
        QVERIFY(fromYaml == fromJson);
        QCOMPARE(podNames(fromJson), podNames(fromYaml));
        QCOMPARE(yamlWarnings.size(), jsonWarnings.size());
        for (size_t i = 0; i < yamlWarnings.size(); ++i)
            QCOMPARE(jsonWarnings[i].message, yamlWarnings[i].message);
    }

    // ---- Small fixtures: every input shape gives the same workspace -------

    void inputShapes_data()
    {
        QTest::addColumn<std::vector<std::string>>("files");
        QTest::newRow("yaml List") << std::vector<std::string> { kData + "cluster.yaml" };
        QTest::newRow("json List, nodes and pods apart")
            << std::vector<std::string> { kData + "nodes.json", kData + "pods.json" };
        QTest::newRow("raw NodeList + PodList, no item kinds")
            << std::vector<std::string> { kData + "nodelist-raw.json", kData + "podlist-raw.json" };
        QTest::newRow("multi-document yaml of single objects") << std::vector<std::string> { kData + "multi-doc.yaml" };
        QTest::newRow("json List nodes + raw PodList")
            << std::vector<std::string> { kData + "nodes.json", kData + "podlist-raw.json" };
    }

    void inputShapes()
    {
        QFETCH(std::vector<std::string>, files);
        std::vector<Diagnostic> warnings;
        Workspace ws = importCluster(files, {}, &warnings);
        QCOMPARE(nodeNames(ws), (std::vector<std::string> { "worker-a", "worker-b", "gpu-a" }));
        QCOMPARE(podNames(ws),
            (std::vector<std::string> { "shop/web-1", "db-0", "train-1", "kube-system/web-1", "web-2", "etl-1" }));
        QCOMPARE(text(ws.nodes[2].allocatable, "nvidia.com/gpu"), std::string("4"));
        QCOMPARE(text(ws.nodes[0].allocatable, "memory"), std::string("31584328Ki"));
        const Pod& web = ws.pods[0];
        QCOMPARE(web.namespace_, std::string("shop"));
        QCOMPARE(web.initContainers.size(), size_t(2));
        QVERIFY(web.initContainers[0].restartable);
        QVERIFY(!web.initContainers[1].restartable);
        QCOMPARE(text(web.initContainers[1].requests, "cpu"), std::string("1"));
        const Pod& train = ws.pods[2];
        QCOMPARE(keys(train.containers[0].requests), std::string("cpu,memory,nvidia.com/gpu"));
        QCOMPARE(text(train.containers[0].requests, "nvidia.com/gpu"), std::string("2"));
        QCOMPARE(text(train.overhead, "cpu"), std::string("250m"));
        QVERIFY(ws.pods[3].containers[0].requests.empty());
        QVERIFY(!ws.pods[4].nodeName);
        QVERIFY(hasWarning(warnings, "skipped 1 pod in phase Succeeded or Failed"));
        QVERIFY(hasWarning(warnings, "took 2 requests from limits in 1 pod whose"));

        Workspace reference = importCluster({ kData + "cluster.yaml" }, {});
        QVERIFY(ws == reference);
    }

    void multiFilePositions()
    {
        // With several inputs positions would not say which file: none are kept.
        Workspace ws = importCluster({ kData + "nodes.json", kData + "pods.json" }, {});
        QCOMPARE(ws.sourceFile, std::string());
        QCOMPARE(ws.nodes[0].pos.line, 0);
        // With one input they point into it.
        Workspace one = importCluster({ kData + "nodes.json" }, {});
        QCOMPARE(one.sourceFile, kData + "nodes.json");
        QCOMPARE(one.nodes[1].pos.line, 68);
        QCOMPARE(one.nodes[1].pos.column, 13);
    }

    void singleObjects()
    {
        const std::string node = "apiVersion: v1\nkind: Node\nmetadata:\n  name: n1\nstatus:\n  allocatable:\n"
                                 "    cpu: \"4\"\n    memory: 16Gi\n";
        Workspace ws = importClusterText(node, "node.yaml", {});
        QCOMPARE(nodeNames(ws), std::vector<std::string> { "n1" });
        QCOMPARE(ws.nodes[0].pos.line, 1);
        QVERIFY(ws.pods.empty());
        // A single Pod alone has no node to go with it.
        const std::string pod = "{\"kind\": \"Pod\", \"metadata\": {\"name\": \"p\"}, \"spec\": {\"containers\": []}}";
        COMPARE_STR(errorOf([&] { importClusterText(pod, "pod.json", {}); }),
            std::string("pod.json: found no Node in the input; expected the nodes as well as the pods, e.g. "
                        "from `kubectl get nodes,pods -A -o yaml`"));
        // Both, as two concatenated JSON documents (jq output).
        const std::string both = "{\"kind\": \"Node\", \"metadata\": {\"name\": \"n1\"}, \"status\": {\"allocatable\": "
                                 "{\"cpu\": \"4\"}}}\n"
            + pod + "\n";
        ws = importClusterText(both, "both.json", {});
        QCOMPARE(podNames(ws), std::vector<std::string> { "p" });
        QCOMPARE(ws.pods[0].namespace_, std::string("default")); // the API server's default namespace
        QCOMPARE(ws.pods[0].pos.line, 2);
        // A bare JSON array of objects.
        ws = importClusterText(
            "[" + both.substr(0, both.size() - 1).replace(both.find('\n'), 1, ",") + "]", "a.json", {});
        QCOMPARE(nodeNames(ws), std::vector<std::string> { "n1" });
        QCOMPARE(podNames(ws), std::vector<std::string> { "p" });
    }

    void yamlAndJsonScalars()
    {
        // Quantities as JSON numbers are read as apimachinery reads them (their digits).
        const std::string json = "{\"kind\": \"Node\", \"metadata\": {\"name\": \"n1\"}, \"status\": {\"allocatable\": "
                                 "{\"cpu\": 4, \"memory\": 1.5e9, \"pods\": \"110\"}}}";
        Workspace ws = importClusterText(json, "n.json", {});
        QCOMPARE(text(ws.nodes[0].allocatable, "cpu"), std::string("4"));
        QCOMPARE(text(ws.nodes[0].allocatable, "memory"), std::string("1.5e9"));
        QCOMPARE(ws.nodes[0].allocatable.find("memory")->value(), std::optional<int64_t>(1500000000));
    }

    void nodeStatusFallbacks()
    {
        const std::string yaml = "kind: List\nitems:\n"
                                 "- kind: Node\n  metadata: {name: cap}\n  status:\n    capacity: {cpu: \"8\"}\n"
                                 "- kind: Node\n  metadata: {name: bare}\n"
                                 "- kind: Node\n  metadata: {name: ok}\n  status: {allocatable: {cpu: 7910m}}\n";
        std::vector<Diagnostic> warnings;
        Workspace ws = importClusterText(yaml, "n.yaml", {}, &warnings);
        QCOMPARE(nodeNames(ws), (std::vector<std::string> { "cap", "bare", "ok" }));
        QCOMPARE(text(ws.nodes[0].allocatable, "cpu"), std::string("8"));
        QVERIFY(ws.nodes[1].allocatable.empty());
        QVERIFY2(hasWarning(warnings,
                     "n.yaml: warning: 1 node has no status.allocatable; status.capacity is used "
                     "instead, which includes what the system reserves: cap"),
            allWarnings(warnings).c_str());
        QVERIFY2(hasWarning(warnings,
                     "1 node has neither status.allocatable nor status.capacity and can hold only "
                     "pods that request nothing: bare"),
            allWarnings(warnings).c_str());
    }

    void boundPodsWithoutTheirNode()
    {
        const std::string yaml
            = "kind: List\nitems:\n"
              "- {kind: Node, metadata: {name: n1}, status: {allocatable: {cpu: '4'}}}\n"
              "- {kind: Node, metadata: {name: n2}, spec: {unschedulable: true}, status: {allocatable: {cpu: '4'}}}\n"
              "- {kind: Pod, metadata: {name: a, namespace: x}, spec: {nodeName: gone, containers: []}}\n"
              "- {kind: Pod, metadata: {name: b, namespace: x}, spec: {nodeName: n2, containers: []}}\n"
              "- {kind: Pod, metadata: {name: c, namespace: x}, spec: {nodeName: n1, containers: []}}\n"
              "- {kind: Pod, metadata: {name: c, namespace: x}, spec: {nodeName: n1, containers: []}}\n"
              "- {kind: Pod, metadata: {name: d, namespace: x, ownerReferences: [{kind: DaemonSet, name: ds}]},"
              " spec: {containers: []}, status: {phase: Pending}}\n"
              "- {kind: Pod, metadata: {name: e, namespace: x}, spec: {nodeName: n1, resources: {requests: {cpu: '2'}},"
              " containers: [{name: c, resources: {requests: {cpu: 500m}}}]}}\n"
              "- {kind: Service, metadata: {name: svc}}\n"
              "- {kind: Deployment, metadata: {name: dep}}\n"
              "- {kind: Service, metadata: {name: svc2}}\n"
              "- {kind: Node, metadata: {name: n1}, status: {allocatable: {cpu: '64'}}}\n";
        std::vector<Diagnostic> warnings;
        Workspace ws = importClusterText(yaml, "c.yaml", {}, &warnings);
        // The cordoned node n2 is kept (unschedulable), and so is the pod bound to it.
        QCOMPARE(nodeNames(ws), (std::vector<std::string> { "n1", "n2" }));
        QVERIFY(!ws.nodes[0].unschedulable);
        QVERIFY(ws.nodes[1].unschedulable);
        QCOMPARE(podNames(ws), (std::vector<std::string> { "b", "c", "d", "e" }));
        QCOMPARE(ws.pods[0].nodeName, std::optional<std::string>("n2"));
        QCOMPARE(text(ws.pods[3].containers[0].requests, "cpu"), std::string("500m"));
        QVERIFY2(hasWarning(warnings,
                     "1 pod sets pod-level spec.resources, which a workspace does not model; its "
                     "container requests and overhead are counted"),
            allWarnings(warnings).c_str());
        QVERIFY2(hasWarning(warnings, "left out 1 pod bound to nodes that are not in the input: x/a (on gone)"),
            allWarnings(warnings).c_str());
        QVERIFY2(!hasWarning(warnings, "cordoned"), allWarnings(warnings).c_str());
        QVERIFY2(hasWarning(warnings,
                     "c.yaml:8:3: warning: pod \"x/c\" appears again (first at c.yaml:7:3); "
                     "this copy is ignored"),
            allWarnings(warnings).c_str());
        QVERIFY2(hasWarning(warnings,
                     "c.yaml:14:3: warning: node \"n1\" appears again (first at c.yaml:3:3); this "
                     "copy is ignored"),
            allWarnings(warnings).c_str());
        QCOMPARE(text(ws.nodes[0].allocatable, "cpu"), std::string("4"));
        // Services are read now; these two select no pods and are left out.
        QVERIFY2(hasWarning(warnings, "skipped 1 object that is neither a Node nor a Pod: 1 Deployment"),
            allWarnings(warnings).c_str());
        QVERIFY2(hasWarning(warnings, "left out 2 services without a spec.selector, which select no pods by label"),
            allWarnings(warnings).c_str());
        QVERIFY(ws.services.empty());
    }

    // The scheduler skips a pod being deleted (schedule_one.go skipPodSchedule,
    // "Skip schedule deleting pod"; 1.16 scheduleOne the same); one on a node
    // is still in its cache and uses its requests there. The same from JSON.
    void podsBeingDeleted()
    {
        const std::string yaml
            = "kind: List\nitems:\n"
              "- {kind: Node, metadata: {name: n1}, status: {allocatable: {cpu: '4'}}}\n"
              "- {kind: Pod, metadata: {name: gone, deletionTimestamp: '2026-11-27T10:00:00Z'}, spec: {containers: "
              "[]}}\n"
              "- {kind: Pod, metadata: {name: going, deletionTimestamp: '2026-11-27T10:00:00Z'},"
              " spec: {nodeName: n1, containers: [{name: c, resources: {requests: {cpu: '1'}}}]}}\n"
              "- {kind: Pod, metadata: {name: stays, deletionTimestamp: null}, spec: {containers: []}}\n"
              "- {kind: Pod, metadata: {name: new}, spec: {containers: []}}\n";
        for (const bool json : { false, true }) {
            std::vector<Diagnostic> warnings;
            const Workspace ws = json ? importClusterText(yamlToJson(yaml), "c.json", {}, &warnings)
                                      : importClusterText(yaml, "c.yaml", {}, &warnings);
            QCOMPARE(podNames(ws), (std::vector<std::string> { "going", "stays", "new" }));
            QCOMPARE(ws.pods[0].nodeName, std::optional<std::string>("n1"));
            QVERIFY2(hasWarning(warnings,
                         "skipped 1 pending pod being deleted (metadata.deletionTimestamp set), which the scheduler "
                         "does not schedule"),
                allWarnings(warnings).c_str());
            QVERIFY2(hasWarning(warnings,
                         "kept 1 pod being deleted (metadata.deletionTimestamp set) on its node: the scheduler counts "
                         "its requests until it is gone"),
                allWarnings(warnings).c_str());
        }
    }

    // ---- Placement constraints ----------------------------------------------

    // Taints (every effect, timeAdded dropped) and spec.unschedulable, from
    // `kubectl get nodes -o yaml` and from `-o json`.
    void nodeConstraints_data()
    {
        QTest::addColumn<std::string>("input");
        QTest::newRow("yaml") << std::string(
            "apiVersion: v1\nkind: NodeList\nitems:\n"
            "- metadata: {name: gpu-1}\n"
            "  spec:\n"
            "    taints:\n"
            "    - {key: nvidia.com/gpu, value: present, effect: NoSchedule}\n"
            "    - key: spot\n      value: \"true\"\n      effect: PreferNoSchedule\n"
            "    - {effect: NoExecute, key: node.kubernetes.io/unreachable, timeAdded: \"2024-03-11T14:26:40Z\"}\n"
            "  status: {allocatable: {cpu: \"8\"}}\n"
            "- metadata: {name: cordoned}\n"
            "  spec:\n"
            "    taints:\n"
            "    - {effect: NoSchedule, key: node.kubernetes.io/unschedulable, timeAdded: \"2024-03-11T14:26:40Z\"}\n"
            "    unschedulable: true\n"
            "  status: {allocatable: {cpu: \"8\"}}\n"
            "- metadata: {name: plain}\n"
            "  spec: {unschedulable: false, taints: null}\n"
            "  status: {allocatable: {cpu: \"8\"}}\n"
            "- metadata: {name: bare}\n"
            "  status: {allocatable: {cpu: \"8\"}}\n"
            "- apiVersion: v1\n  kind: Pod\n  metadata: {name: on-cordoned, namespace: x}\n"
            "  spec: {nodeName: cordoned, containers: []}\n");
        QTest::newRow("json") << std::string(R"({
    "apiVersion": "v1",
    "items": [
        {
            "apiVersion": "v1",
            "kind": "Node",
            "metadata": {"name": "gpu-1"},
            "spec": {
                "taints": [
                    {"effect": "NoSchedule", "key": "nvidia.com/gpu", "value": "present"},
                    {"effect": "PreferNoSchedule", "key": "spot", "value": "true"},
                    {"effect": "NoExecute", "key": "node.kubernetes.io/unreachable", "timeAdded": "2024-03-11T14:26:40Z"}
                ]
            },
            "status": {"allocatable": {"cpu": "8"}}
        },
        {
            "apiVersion": "v1",
            "kind": "Node",
            "metadata": {"name": "cordoned"},
            "spec": {
                "taints": [
                    {"effect": "NoSchedule", "key": "node.kubernetes.io/unschedulable", "timeAdded": "2024-03-11T14:26:40Z"}
                ],
                "unschedulable": true
            },
            "status": {"allocatable": {"cpu": "8"}}
        },
        {
            "apiVersion": "v1",
            "kind": "Node",
            "metadata": {"name": "plain"},
            "spec": {"unschedulable": false, "taints": null},
            "status": {"allocatable": {"cpu": "8"}}
        },
        {
            "apiVersion": "v1",
            "kind": "Node",
            "metadata": {"name": "bare"},
            "status": {"allocatable": {"cpu": "8"}}
        },
        {
            "apiVersion": "v1",
            "kind": "Pod",
            "metadata": {"name": "on-cordoned", "namespace": "x"},
            "spec": {"nodeName": "cordoned", "containers": []}
        }
    ],
    "kind": "List",
    "metadata": {"resourceVersion": ""}
}
)");
    }

    void nodeConstraints()
    {
        QFETCH(std::string, input);
        std::vector<Diagnostic> warnings;
        Workspace ws = importClusterText(input, "nodes", {}, &warnings);
        QCOMPARE(nodeNames(ws), (std::vector<std::string> { "gpu-1", "cordoned", "plain", "bare" }));
        QCOMPARE(ws.nodes[0].taints,
            (std::vector<Taint> { { "nvidia.com/gpu", "present", "NoSchedule" }, { "spot", "true", "PreferNoSchedule" },
                { "node.kubernetes.io/unreachable", "", "NoExecute" } }));
        QVERIFY(!ws.nodes[0].unschedulable);
        QCOMPARE(ws.nodes[1].taints, (std::vector<Taint> { { "node.kubernetes.io/unschedulable", "", "NoSchedule" } }));
        QVERIFY(ws.nodes[1].unschedulable);
        QVERIFY(ws.nodes[2].taints.empty());
        QVERIFY(!ws.nodes[2].unschedulable);
        QVERIFY(ws.nodes[3].taints.empty());
        QVERIFY(!ws.nodes[3].unschedulable);
        // The pod on the cordoned node stays bound there; nothing is left out.
        QCOMPARE(podNames(ws), std::vector<std::string> { "on-cordoned" });
        QVERIFY2(warnings.empty(), allWarnings(warnings).c_str());
    }

    // nodeSelector, tolerations and required node affinity, as PodSpec holds them.
    void podConstraints()
    {
        const std::string yaml = "kind: List\nitems:\n"
                                 "- {kind: Node, metadata: {name: n1}, status: {allocatable: {cpu: \"8\"}}}\n"
                                 "- kind: Pod\n"
                                 "  metadata: {name: selective, namespace: x}\n"
                                 "  spec:\n"
                                 "    containers: []\n"
                                 "    nodeSelector: {disktype: ssd, topology.kubernetes.io/zone: us-east-1a, empty: }\n"
                                 "    tolerations:\n"
                                 "    - operator: Exists\n"
                                 "    - {key: dedicated, operator: Equal, value: gpu, effect: NoSchedule}\n"
                                 "    - {key: node.kubernetes.io/not-ready, operator: Exists, effect: NoExecute, "
                                 "tolerationSeconds: 300}\n"
                                 "    - {key: team, value: ml}\n"
                                 "    - {key: spot, operator: Exists, effect: PreferNoSchedule}\n"
                                 "    - {key: evict-now, operator: Exists, effect: NoExecute, tolerationSeconds: -1}\n"
                                 "- kind: Pod\n"
                                 "  metadata: {name: affine, namespace: x}\n"
                                 "  spec:\n"
                                 "    containers: []\n"
                                 "    affinity:\n"
                                 "      nodeAffinity:\n"
                                 "        requiredDuringSchedulingIgnoredDuringExecution:\n"
                                 "          nodeSelectorTerms:\n"
                                 "          - matchExpressions:\n"
                                 "            - {key: topology.kubernetes.io/zone, operator: In, values: [a, b]}\n"
                                 "            - {key: pool, operator: NotIn, values: [spot]}\n"
                                 "            - {key: nvidia.com/gpu.present, operator: Exists}\n"
                                 "            - {key: cores, operator: Gt, values: [\"8\"]}\n"
                                 "            - {key: legacy, operator: DoesNotExist, values: []}\n"
                                 "            - {key: age, operator: Lt, values: [\"30\"]}\n"
                                 "          - matchFields:\n"
                                 "            - {key: metadata.name, operator: In, values: [n1]}\n"
                                 "          - matchExpressions:\n"
                                 "            - {key: pool, operator: In, values: [gpu]}\n"
                                 "            matchFields:\n"
                                 "            - {key: metadata.name, operator: NotIn, values: [n2]}\n"
                                 "      podAffinity: {}\n"
                                 "    topologySpreadConstraints: []\n"
                                 "- {kind: Pod, metadata: {name: free, namespace: x}, spec: {containers: [], "
                                 "nodeSelector: null, tolerations: null, affinity: null}}\n";
        auto check = [](const Workspace& ws, const std::vector<Diagnostic>& warnings) {
            QCOMPARE(podNames(ws), (std::vector<std::string> { "selective", "affine", "free" }));
            const Pod& selective = ws.pods[0];
            QCOMPARE(selective.nodeSelector,
                (Labels { { "disktype", "ssd" }, { "topology.kubernetes.io/zone", "us-east-1a" }, { "empty", "" } }));
            QCOMPARE(selective.tolerations,
                (std::vector<Toleration> {
                    { "", "Exists", "", "", std::nullopt }, // no key: tolerates every taint
                    { "dedicated", "Equal", "gpu", "NoSchedule", std::nullopt },
                    { "node.kubernetes.io/not-ready", "Exists", "", "NoExecute", 300 },
                    { "team", "", "ml", "", std::nullopt }, // no operator: Equal
                    { "spot", "Exists", "", "PreferNoSchedule", std::nullopt },
                    { "evict-now", "Exists", "", "NoExecute", -1 },
                }));
            QVERIFY(!selective.affinity);

            const Pod& affine = ws.pods[1];
            QVERIFY(affine.nodeSelector.empty());
            QVERIFY(affine.tolerations.empty());
            QVERIFY(affine.affinity && affine.affinity->nodeAffinity);
            const auto& required = affine.affinity->nodeAffinity->requiredDuringSchedulingIgnoredDuringExecution;
            QVERIFY(required);
            QCOMPARE(required->nodeSelectorTerms.size(), size_t(3));
            QCOMPARE(required->nodeSelectorTerms[0].matchExpressions,
                (std::vector<NodeSelectorRequirement> {
                    { "topology.kubernetes.io/zone", "In", { "a", "b" } },
                    { "pool", "NotIn", { "spot" } },
                    { "nvidia.com/gpu.present", "Exists", {} },
                    { "cores", "Gt", { "8" } },
                    { "legacy", "DoesNotExist", {} },
                    { "age", "Lt", { "30" } },
                }));
            QVERIFY(required->nodeSelectorTerms[0].matchFields.empty());
            QVERIFY(required->nodeSelectorTerms[1].matchExpressions.empty());
            QCOMPARE(required->nodeSelectorTerms[1].matchFields,
                (std::vector<NodeSelectorRequirement> { { "metadata.name", "In", { "n1" } } }));
            QCOMPARE(required->nodeSelectorTerms[2].matchExpressions,
                (std::vector<NodeSelectorRequirement> { { "pool", "In", { "gpu" } } }));
            QCOMPARE(required->nodeSelectorTerms[2].matchFields,
                (std::vector<NodeSelectorRequirement> { { "metadata.name", "NotIn", { "n2" } } }));

            const Pod& free = ws.pods[2];
            QVERIFY(free.nodeSelector.empty() && free.tolerations.empty() && !free.affinity);
            // An empty podAffinity and an empty spread list hold nothing to leave out.
            QVERIFY2(warnings.empty(), allWarnings(warnings).c_str());
        };
        std::vector<Diagnostic> warnings;
        Workspace fromYaml = importClusterText(yaml, "pods.yaml", {}, &warnings);
        check(fromYaml, warnings);
        // The same as `kubectl -o json` writes it (tolerationSeconds a JSON number).
        const std::string json = yamlToJson(yaml);
        QVERIFY(json.find("\"tolerationSeconds\": 300") != std::string::npos);
        std::vector<Diagnostic> jsonWarnings;
        Workspace fromJson = importClusterText(json, "pods.json", {}, &jsonWarnings);
        check(fromJson, jsonWarnings);
        for (size_t i = 0; i < fromYaml.pods.size(); ++i) {
            QCOMPARE(fromJson.pods[i].nodeSelector, fromYaml.pods[i].nodeSelector);
            QCOMPARE(fromJson.pods[i].tolerations, fromYaml.pods[i].tolerations);
            QVERIFY(fromJson.pods[i].affinity == fromYaml.pods[i].affinity);
        }
    }

    // spec.topologySpreadConstraints: every field kept as the API holds it,
    // from YAML and from JSON, with no warning; the workspace reads back.
    void spreadConstraints()
    {
        const std::string yaml = "kind: List\nitems:\n"
                                 "- {kind: Node, metadata: {name: n1}, status: {allocatable: {cpu: \"8\"}}}\n"
                                 "- kind: Pod\n"
                                 "  metadata: {name: web, namespace: x, labels: {app: web}}\n"
                                 "  spec:\n"
                                 "    containers: []\n"
                                 "    topologySpreadConstraints:\n"
                                 "    - maxSkew: 1\n"
                                 "      topologyKey: topology.kubernetes.io/zone\n"
                                 "      whenUnsatisfiable: DoNotSchedule\n"
                                 "      labelSelector:\n"
                                 "        matchLabels: {app: web, empty: }\n"
                                 "        matchExpressions:\n"
                                 "        - {key: track, operator: NotIn, values: [canary, \"\"]}\n"
                                 "        - {key: legacy, operator: DoesNotExist}\n"
                                 "      minDomains: 2\n"
                                 "      nodeAffinityPolicy: Ignore\n"
                                 "      nodeTaintsPolicy: Honor\n"
                                 "      matchLabelKeys: [pod-template-hash]\n"
                                 "    - {maxSkew: 3, topologyKey: kubernetes.io/hostname, whenUnsatisfiable: "
                                 "ScheduleAnyway, labelSelector: {}}\n"
                                 "    - {maxSkew: 1, topologyKey: kubernetes.io/hostname, whenUnsatisfiable: "
                                 "DoNotSchedule, labelSelector: null, minDomains: null, nodeTaintsPolicy: null, "
                                 "matchLabelKeys: null}\n"
                                 "- {kind: Pod, metadata: {name: free, namespace: x}, spec: {containers: [], "
                                 "topologySpreadConstraints: null}}\n";
        TopologySpreadConstraint zone;
        zone.maxSkew = 1;
        zone.topologyKey = "topology.kubernetes.io/zone";
        zone.whenUnsatisfiable = "DoNotSchedule";
        LabelSelectorSpec selector;
        selector.matchLabels = { { "app", "web" }, { "empty", "" } };
        selector.matchExpressions = { { "track", "NotIn", { "canary", "" } }, { "legacy", "DoesNotExist", {} } };
        zone.labelSelector = selector;
        zone.minDomains = 2;
        zone.nodeAffinityPolicy = "Ignore";
        zone.nodeTaintsPolicy = "Honor";
        zone.matchLabelKeys = { "pod-template-hash" };
        TopologySpreadConstraint anyway;
        anyway.maxSkew = 3;
        anyway.topologyKey = "kubernetes.io/hostname";
        anyway.whenUnsatisfiable = "ScheduleAnyway";
        anyway.labelSelector = LabelSelectorSpec {}; // {}: every pod
        TopologySpreadConstraint host;
        host.maxSkew = 1;
        host.topologyKey = "kubernetes.io/hostname";
        host.whenUnsatisfiable = "DoNotSchedule"; // null: absent
        const std::vector<TopologySpreadConstraint> expected = { zone, anyway, host };
        for (const bool json : { false, true }) {
            std::vector<Diagnostic> warnings;
            Workspace ws
                = importClusterText(json ? yamlToJson(yaml) : yaml, json ? "pods.json" : "pods.yaml", {}, &warnings);
            QVERIFY2(warnings.empty(), allWarnings(warnings).c_str());
            QCOMPARE(podNames(ws), (std::vector<std::string> { "web", "free" }));
            QVERIFY(ws.pods[0].topologySpreadConstraints == expected);
            QVERIFY(ws.pods[1].topologySpreadConstraints.empty());
            ws.profiles = defaultClusterProfiles();
            QVERIFY(readWorkspace(writeWorkspace(ws), "saved") == ws);
        }
    }

    // Container image and ports, node status.images: kept as the API holds
    // them, from YAML and from JSON.
    void portsAndImages()
    {
        const std::string yaml = "kind: List\nitems:\n"
                                 "- kind: Node\n"
                                 "  metadata: {name: n1}\n"
                                 "  status:\n"
                                 "    allocatable: {cpu: \"8\"}\n"
                                 "    images:\n"
                                 "    - names:\n"
                                 "      - registry.example.com/web@sha256:0123\n"
                                 "      - registry.example.com/web:1.0\n"
                                 "      sizeBytes: 45870213\n"
                                 "    - {names: [pause:3.9], sizeBytes: 0}\n"
                                 "    - {names: null}\n"
                                 "- kind: Node\n"
                                 "  metadata: {name: n2}\n"
                                 "  status: {allocatable: {cpu: \"8\"}, images: null}\n"
                                 "- kind: Pod\n"
                                 "  metadata: {name: web, namespace: x}\n"
                                 "  spec:\n"
                                 "    containers:\n"
                                 "    - name: web\n"
                                 "      image: registry.example.com/web:1.0\n"
                                 "      ports:\n"
                                 "      - {containerPort: 8080, name: http, protocol: TCP}\n"
                                 "      - {containerPort: 53, hostPort: 53, protocol: UDP, hostIP: 10.0.0.5}\n"
                                 "      - {containerPort: 53, hostPort: 53, protocol: TCP, hostIP: \"fd00::5\"}\n"
                                 "    - name: bare\n"
                                 "      ports: [{containerPort: 9000, hostPort: 9000}]\n"
                                 "    initContainers:\n"
                                 "    - {name: a, image: busybox, ports: [{containerPort: 80, hostPort: 8080}]}\n"
                                 "    - {name: b, image: busybox, ports: [{containerPort: 80, hostPort: 8080}]}\n";
        auto check = [](const Workspace& ws, const std::vector<Diagnostic>& warnings) {
            QCOMPARE(ws.nodes.size(), size_t(2));
            QCOMPARE(ws.nodes[0].images,
                (std::vector<ContainerImage> {
                    { { "registry.example.com/web@sha256:0123", "registry.example.com/web:1.0" }, 45870213 },
                    { { "pause:3.9" }, 0 },
                    { {}, 0 },
                }));
            QVERIFY(ws.nodes[1].images.empty());
            const Pod* web = findPod(ws, "web");
            QVERIFY(web);
            QCOMPARE(web->containers.size(), size_t(2));
            QCOMPARE(web->containers[0].image, std::string("registry.example.com/web:1.0"));
            QCOMPARE(web->containers[0].ports,
                (std::vector<ContainerPort> {
                    { "http", 8080, 0, "TCP", "" },
                    { "", 53, 53, "UDP", "10.0.0.5" },
                    { "", 53, 53, "TCP", "fd00::5" },
                }));
            QCOMPARE(web->containers[1].image, std::string());
            QCOMPARE(web->containers[1].ports, (std::vector<ContainerPort> { { "", 9000, 9000, "", "" } }));
            // Init containers run one by one: the same host port in two of them is valid.
            QCOMPARE(web->initContainers.size(), size_t(2));
            for (const Container& c : web->initContainers) {
                QCOMPARE(c.image, std::string("busybox"));
                QCOMPARE(c.ports, (std::vector<ContainerPort> { { "", 80, 8080, "", "" } }));
            }
            QVERIFY2(warnings.empty(), allWarnings(warnings).c_str());
        };
        std::vector<Diagnostic> warnings;
        Workspace fromYaml = importClusterText(yaml, "ports.yaml", {}, &warnings);
        check(fromYaml, warnings);
        const std::string json = yamlToJson(yaml);
        QVERIFY(json.find("\"hostPort\": 53") != std::string::npos); // numbers, as kubectl writes them
        std::vector<Diagnostic> jsonWarnings;
        Workspace fromJson = importClusterText(json, "ports.json", {}, &jsonWarnings);
        check(fromJson, jsonWarnings);
        // The workspace written from them reads back the same.
        fromYaml.profiles = defaultClusterProfiles();
        const std::string saved = writeWorkspace(fromYaml);
        QVERIFY2(readWorkspace(saved, "saved") == fromYaml, saved.c_str());
    }

    // The sample's nodes keep their images, its pods their ports.
    void samplePortsAndImages()
    {
        Workspace ws = importCluster({ kSample }, {});
        const Node* gpu = ws.findNode("ip-10-0-38-147.ec2.internal");
        QVERIFY(gpu);
        QVERIFY(!gpu->images.empty());
        for (const Node& n : ws.nodes)
            for (const ContainerImage& image : n.images)
                QVERIFY(!image.names.empty() && image.sizeBytes > 0);
        const Pod* aws = findPod(ws, "aws-node-jlm2x");
        QVERIFY(aws);
        QCOMPARE(aws->containers[0].image,
            std::string("602401143452.dkr.ecr.us-east-1.amazonaws.com/amazon-k8s-cni:v1.16.0-eksbuild.1"));
        QCOMPARE(aws->containers[0].ports.front(), (ContainerPort { "port-61678", 61678, 0, "TCP", "" }));
        ws.profiles = defaultClusterProfiles();
        QVERIFY(readWorkspace(writeWorkspace(ws), "saved") == ws); // profiles included
    }

    // Pod (anti-)affinity and preferred node affinity are kept as the API
    // holds them, from YAML and JSON, with no warning, and the workspace
    // written from them reads back.
    void affinityKept()
    {
        const std::string yaml
            = "kind: List\nitems:\n"
              "- {kind: Node, metadata: {name: n1}, status: {allocatable: {cpu: \"8\"}}}\n"
              "- kind: Pod\n"
              "  metadata: {name: apart, namespace: web, labels: {app: web, pod-template-hash: 5d4f8}}\n"
              "  spec:\n"
              "    nodeName: n1\n"
              "    containers: []\n"
              "    affinity:\n"
              "      podAntiAffinity:\n"
              "        requiredDuringSchedulingIgnoredDuringExecution:\n"
              "        - topologyKey: kubernetes.io/hostname\n"
              "          labelSelector:\n"
              "            matchLabels: {app: web}\n"
              "            matchExpressions: [{key: pod-template-hash, operator: In, values: [5d4f8]}]\n"
              "          matchLabelKeys: [pod-template-hash]\n"
              "          mismatchLabelKeys: [tenant]\n"
              "          namespaces: [web, shop]\n"
              "          namespaceSelector: {}\n"
              "      nodeAffinity:\n"
              "        preferredDuringSchedulingIgnoredDuringExecution:\n"
              "        - weight: 10\n"
              "          preference: {matchExpressions: [{key: pool, operator: In, values: [a]}]}\n"
              "        - {weight: 100, preference: {}}\n"
              "        requiredDuringSchedulingIgnoredDuringExecution:\n"
              "          nodeSelectorTerms:\n"
              "          - matchExpressions: [{key: pool, operator: Exists}]\n"
              "- kind: Pod\n"
              "  metadata: {name: near, namespace: db}\n"
              "  spec:\n"
              "    containers: []\n"
              "    affinity:\n"
              "      podAffinity:\n"
              "        preferredDuringSchedulingIgnoredDuringExecution:\n"
              "        - weight: 1\n"
              "          podAffinityTerm: {topologyKey: kubernetes.io/hostname, labelSelector: {}}\n"
              "        requiredDuringSchedulingIgnoredDuringExecution: null\n";
        auto check = [](const Workspace& ws, const std::vector<Diagnostic>& warnings) {
            QCOMPARE(podNames(ws), (std::vector<std::string> { "apart", "near" }));
            QVERIFY2(warnings.empty(), allWarnings(warnings).c_str());
            const Affinity& apart = *ws.pods[0].affinity;
            QVERIFY(!apart.podAffinity && apart.podAntiAffinity && apart.nodeAffinity);
            QCOMPARE(apart.podAntiAffinity->requiredDuringSchedulingIgnoredDuringExecution.size(), size_t(1));
            const PodAffinityTerm& t = apart.podAntiAffinity->requiredDuringSchedulingIgnoredDuringExecution[0];
            QCOMPARE(t.topologyKey, std::string("kubernetes.io/hostname"));
            QCOMPARE(t.labelSelector,
                std::optional<LabelSelectorSpec>(
                    LabelSelectorSpec { { { "app", "web" } }, { { "pod-template-hash", "In", { "5d4f8" } } } }));
            QCOMPARE(t.matchLabelKeys, (std::vector<std::string> { "pod-template-hash" }));
            QCOMPARE(t.mismatchLabelKeys, (std::vector<std::string> { "tenant" }));
            QCOMPARE(t.namespaces, (std::vector<std::string> { "web", "shop" }));
            QCOMPARE(t.namespaceSelector, std::optional<LabelSelectorSpec>(LabelSelectorSpec {}));
            const NodeAffinity& na = *apart.nodeAffinity;
            QVERIFY(na.requiredDuringSchedulingIgnoredDuringExecution);
            QCOMPARE(na.preferredDuringSchedulingIgnoredDuringExecution,
                (std::vector<PreferredSchedulingTerm> {
                    { 10, NodeSelectorTerm { { { "pool", "In", { "a" } } }, {} } }, { 100, NodeSelectorTerm {} } }));
            const Affinity& near = *ws.pods[1].affinity;
            QVERIFY(near.podAffinity && !near.podAntiAffinity && !near.nodeAffinity);
            QVERIFY(near.podAffinity->requiredDuringSchedulingIgnoredDuringExecution.empty());
            QCOMPARE(near.podAffinity->preferredDuringSchedulingIgnoredDuringExecution.size(), size_t(1));
            QCOMPARE(near.podAffinity->preferredDuringSchedulingIgnoredDuringExecution[0].weight, 1);
            QCOMPARE(near.podAffinity->preferredDuringSchedulingIgnoredDuringExecution[0].podAffinityTerm.labelSelector,
                std::optional<LabelSelectorSpec>(LabelSelectorSpec {}));
        };
        std::vector<Diagnostic> warnings;
        Workspace ws = importClusterText(yaml, "rules.yaml", {}, &warnings);
        check(ws, warnings);
        std::vector<Diagnostic> jsonWarnings;
        const Workspace fromJson = importClusterText(yamlToJson(yaml), "rules.json", {}, &jsonWarnings);
        check(fromJson, jsonWarnings);
        QVERIFY(fromJson.pods == ws.pods);
        ws.profiles = defaultClusterProfiles();
        QVERIFY(readWorkspace(writeWorkspace(ws), "saved") == ws);
    }

    // What cluster-autoscaler reads: the annotations under
    // cluster-autoscaler.kubernetes.io/ and kubernetes.io/config.mirror (a
    // node's and a pod's; others left out), the emptyDir and hostPath
    // volumes (others left out), and PodDisruptionBudgets from a
    // `kubectl get nodes,pods,pdb -A -o yaml` export, --namespace applying.
    void autoscalerFields()
    {
        const std::string yaml
            = "kind: List\nitems:\n"
              "- kind: Node\n"
              "  metadata:\n"
              "    name: n1\n"
              "    annotations: {cluster-autoscaler.kubernetes.io/scale-down-disabled: \"true\", "
              "node.alpha.kubernetes.io/ttl: \"0\"}\n"
              "  status: {allocatable: {cpu: \"8\"}}\n"
              "- kind: Pod\n"
              "  metadata:\n"
              "    name: web\n"
              "    namespace: shop\n"
              "    annotations:\n"
              "      kubectl.kubernetes.io/last-applied-configuration: '{\"big\": true}'\n"
              "      cluster-autoscaler.kubernetes.io/safe-to-evict: \"false\"\n"
              "      kubernetes.io/config.mirror: abc123\n"
              "  spec:\n"
              "    containers: []\n"
              "    volumes:\n"
              "    - {name: scratch, emptyDir: {}}\n"
              "    - {name: shm, emptyDir: {medium: Memory, sizeLimit: 1Gi}}\n"
              "    - {name: logs, hostPath: {path: /var/log, type: Directory}}\n"
              "    - {name: data, persistentVolumeClaim: {claimName: data-web}}\n"
              "    - {name: cfg, configMap: {name: web}}\n"
              "- {apiVersion: policy/v1, kind: PodDisruptionBudget, metadata: {name: web, namespace: shop}, spec: "
              "{minAvailable: 2, selector: {matchLabels: {app: web}}}, status: {disruptionsAllowed: 1, "
              "currentHealthy: 3}}\n"
              "- {apiVersion: policy/v1, kind: PodDisruptionBudget, metadata: {name: dns, namespace: kube-system}, "
              "spec: {maxUnavailable: 1, selector: {matchExpressions: [{key: k8s-app, operator: In, values: "
              "[kube-dns]}]}}}\n"
              "- {apiVersion: policy/v1beta1, kind: PodDisruptionBudget, metadata: {name: all, namespace: shop}, "
              "spec: {selector: {}}, status: {disruptionsAllowed: 0}}\n";
        auto check = [](const Workspace& ws) {
            QCOMPARE(ws.nodes[0].annotations,
                (Labels { { "cluster-autoscaler.kubernetes.io/scale-down-disabled", "true" } }));
            QCOMPARE(ws.pods[0].annotations,
                (Labels { { "cluster-autoscaler.kubernetes.io/safe-to-evict", "false" },
                    { "kubernetes.io/config.mirror", "abc123" } }));
            QCOMPARE(ws.pods[0].volumes.size(), size_t(3));
            QCOMPARE(ws.pods[0].volumes[0], (LocalVolume { "scratch", false, "", "" }));
            QCOMPARE(ws.pods[0].volumes[1], (LocalVolume { "shm", false, "Memory", "" }));
            QCOMPARE(ws.pods[0].volumes[2], (LocalVolume { "logs", true, "", "/var/log" }));
            QCOMPARE(ws.podDisruptionBudgets.size(), size_t(3));
            QCOMPARE(ws.podDisruptionBudgets[0].name, std::string("web"));
            QCOMPARE(ws.podDisruptionBudgets[0].disruptionsAllowed, 1);
            QVERIFY(ws.podDisruptionBudgets[0].selector->matchLabels == (Labels { { "app", "web" } }));
            // No status yet: nothing may be disrupted.
            QCOMPARE(ws.podDisruptionBudgets[1].namespace_, std::string("kube-system"));
            QCOMPARE(ws.podDisruptionBudgets[1].disruptionsAllowed, 0);
            QCOMPARE(ws.podDisruptionBudgets[1].selector->matchExpressions.size(), size_t(1));
            QVERIFY(ws.podDisruptionBudgets[2].selector && ws.podDisruptionBudgets[2].selector->matchLabels.empty());
        };
        std::vector<Diagnostic> warnings;
        Workspace ws = importClusterText(yaml, "all.yaml", {}, &warnings);
        check(ws);
        QVERIFY2(warnings.empty(), allWarnings(warnings).c_str());
        check(importClusterText(yamlToJson(yaml), "all.json", {}));
        ws.profiles = defaultClusterProfiles();
        QVERIFY(readWorkspace(writeWorkspace(ws), "saved") == ws);
        ClusterImportOptions shop;
        shop.namespaces = { "shop" };
        const Workspace onlyShop = importClusterText(yaml, "all.yaml", shop);
        QCOMPARE(onlyShop.podDisruptionBudgets.size(), size_t(2));
        QCOMPARE(onlyShop.podDisruptionBudgets[1].name, std::string("all"));
        // Another apiVersion: read as policy/v1, with a warning.
        std::string other = yaml;
        other.replace(other.find("policy/v1beta1"), 14, "policy/v2");
        warnings.clear();
        importClusterText(other, "all.yaml", {}, &warnings);
        COMPARE_STR(allWarnings(warnings),
            "all.yaml:26:16: warning: items[4].apiVersion: a PodDisruptionBudget with apiVersion \"policy/v2\"; "
            "expected policy/v1; read as policy/v1");
    }

    // metadata.ownerReferences' controller, spec.schedulerName as exported,
    // Services with a selector and Namespaces with their labels; a Service
    // without a selector is left out with a warning. The namespace filter
    // applies to them too.
    void ownerServicesNamespaces()
    {
        const std::string yaml
            = "kind: List\nitems:\n"
              "- {kind: Node, metadata: {name: n1}, status: {allocatable: {cpu: \"8\"}}}\n"
              "- kind: Pod\n"
              "  metadata:\n"
              "    name: web-5d4f8-abcde\n"
              "    namespace: shop\n"
              "    ownerReferences:\n"
              "    - {apiVersion: v1, kind: ConfigMap, name: not-a-controller, uid: u1}\n"
              "    - {apiVersion: apps/v1, kind: ReplicaSet, name: web-5d4f8, uid: u2, controller: true, "
              "blockOwnerDeletion: true}\n"
              "  spec: {schedulerName: default-scheduler, containers: []}\n"
              "- kind: Pod\n"
              "  metadata: {name: batch, namespace: jobs, ownerReferences: [{kind: Job, name: j, controller: false}], "
              "creationTimestamp: \"2024-05-01T09:30:00Z\"}\n"
              "  spec: {schedulerName: volcano, priority: -3, containers: []}\n"
              "- {kind: Pod, metadata: {name: bare}, spec: {containers: []}}\n"
              "- {apiVersion: v1, kind: Service, metadata: {name: web, namespace: shop}, spec: {selector: {app: web}, "
              "ports: [{port: 80}]}}\n"
              "- {apiVersion: v1, kind: Service, metadata: {name: kubernetes, namespace: default}, spec: {ports: "
              "[{port: "
              "443}]}}\n"
              "- {apiVersion: v1, kind: Service, metadata: {name: worker}, spec: {selector: {app: worker}}}\n"
              "- {apiVersion: v1, kind: Namespace, metadata: {name: shop, labels: {kubernetes.io/metadata.name: shop, "
              "team: a}}}\n"
              "- {apiVersion: v1, kind: Namespace, metadata: {name: jobs}}\n"
              "- {apiVersion: apps/v1, kind: Deployment, metadata: {name: web}}\n";
        auto check = [](const Workspace& ws, const std::vector<Diagnostic>& warnings, const std::string& file) {
            QCOMPARE(podNames(ws), (std::vector<std::string> { "web-5d4f8-abcde", "batch", "bare" }));
            QCOMPARE(ws.pods[0].owner, std::optional<PodOwner>(PodOwner { "ReplicaSet", "web-5d4f8", "u2" }));
            QCOMPARE(ws.pods[0].schedulerName, std::string("default-scheduler")); // as the export says
            QVERIFY(!ws.pods[1].owner); // controller: false
            QCOMPARE(ws.pods[1].schedulerName, std::string("volcano"));
            QCOMPARE(ws.pods[1].creationTimestamp, std::string("2024-05-01T09:30:00Z")); // kept for the repack order
            QCOMPARE(ws.pods[1].priority, std::optional<int32_t>(-3));
            QVERIFY(ws.pods[0].creationTimestamp.empty() && !ws.pods[0].priority);
            QVERIFY(!ws.pods[2].owner && ws.pods[2].schedulerName.empty());
            QCOMPARE(ws.services.size(), size_t(2));
            QCOMPARE(ws.services[0].name, std::string("web"));
            QCOMPARE(ws.services[0].namespace_, std::string("shop"));
            QCOMPARE(ws.services[0].selector, (Labels { { "app", "web" } }));
            QCOMPARE(ws.services[1].name, std::string("worker"));
            QCOMPARE(ws.services[1].namespace_, std::string("default"));
            QCOMPARE(ws.namespaces.size(), size_t(2));
            QCOMPARE(ws.namespaces[0].name, std::string("shop"));
            QCOMPARE(ws.namespaces[0].labels, (Labels { { "kubernetes.io/metadata.name", "shop" }, { "team", "a" } }));
            QVERIFY(ws.namespaces[1].labels.empty());
            COMPARE_STR(allWarnings(warnings),
                file + ": warning: skipped 1 object that is neither a Node nor a Pod: 1 Deployment\n" + file
                    + ": warning: left out 1 service without a spec.selector, which selects no pods by label");
        };
        std::vector<Diagnostic> warnings;
        Workspace ws = importClusterText(yaml, "all.yaml", {}, &warnings);
        check(ws, warnings, "all.yaml");
        QCOMPARE(ws.services[0].pos.line, 16);
        std::vector<Diagnostic> jsonWarnings;
        const Workspace fromJson = importClusterText(yamlToJson(yaml), "all.json", {}, &jsonWarnings);
        check(fromJson, jsonWarnings, "all.json");
        ws.profiles = defaultClusterProfiles();
        QVERIFY(readWorkspace(writeWorkspace(ws), "saved") == ws);

        // Single objects and the namespace filter.
        ClusterImportOptions options;
        options.namespaces = { "shop" };
        const Workspace shop = importClusterText(yaml, "all.yaml", options, nullptr);
        QCOMPARE(shop.services.size(), size_t(1));
        QCOMPARE(shop.namespaces.size(), size_t(1));
        QCOMPARE(shop.namespaces[0].name, std::string("shop"));
        const Workspace single
            = importClusterText("---\nkind: Node\nmetadata: {name: n1}\n---\nkind: Namespace\n"
                                "metadata: {name: solo}\n---\nkind: ServiceList\nitems:\n"
                                "- {metadata: {name: s, namespace: solo}, spec: {selector: {a: b}}}\n",
                "docs.yaml", {}, nullptr);
        QCOMPARE(single.namespaces.size(), size_t(1));
        QCOMPARE(single.services.size(), size_t(1));
        QCOMPARE(single.services[0].namespace_, std::string("solo"));
    }

    // ---- Filters ------------------------------------------------------------

    void filters_data()
    {
        QTest::addColumn<std::vector<std::string>>("namespaces");
        QTest::addColumn<std::string>("podSelector");
        QTest::addColumn<std::string>("nodeSelector");
        QTest::addColumn<std::vector<std::string>>("nodes");
        QTest::addColumn<std::vector<std::string>>("pods");
        QTest::addColumn<std::string>("warning");
        const std::vector<std::string> all { "worker-a", "worker-b", "gpu-a" };
        QTest::newRow("namespace shop") << std::vector<std::string> { "shop" } << std::string() << std::string() << all
                                        << std::vector<std::string> { "web-1", "db-0", "web-2" }
                                        << std::string("left out 2 bound pods outside the namespace and pod selector "
                                                       "filters; the nodes they run on look emptier than they are");
        QTest::newRow("two namespaces") << std::vector<std::string> { "ml", "batch" } << std::string() << std::string()
                                        << all << std::vector<std::string> { "train-1", "etl-1" }
                                        << std::string("left out 3 bound pods");
        QTest::newRow("pod selector equality")
            << std::vector<std::string> {} << std::string("tier=frontend") << std::string() << all
            << std::vector<std::string> { "web-1", "web-2" } << std::string("left out 3 bound pods");
        QTest::newRow("pod selector set and not-exists")
            << std::vector<std::string> {} << std::string("app in (web, db, probe), tier notin (system)")
            << std::string() << all << std::vector<std::string> { "web-1", "db-0", "web-2" }
            << std::string("left out 2 bound pods");
        QTest::newRow("pod selector !tier")
            << std::vector<std::string> {} << std::string("!tier") << std::string() << all
            << std::vector<std::string> { "train-1", "etl-1" } << std::string("left out 3 bound pods");
        QTest::newRow("namespace and selector")
            << std::vector<std::string> { "shop", "kube-system" } << std::string("tier!=data") << std::string() << all
            << std::vector<std::string> { "shop/web-1", "kube-system/web-1", "web-2" }
            << std::string("left out 2 bound pods");
        QTest::newRow("node selector") << std::vector<std::string> {} << std::string() << std::string("pool!=gpu")
                                       << std::vector<std::string> { "worker-a", "worker-b" }
                                       << std::vector<std::string> { "shop/web-1", "db-0", "kube-system/web-1", "web-2",
                                              "etl-1" }
                                       << std::string("left out 1 pod bound to nodes that do not match the node "
                                                      "selector");
        QTest::newRow("node selector exists")
            << std::vector<std::string> {} << std::string() << std::string("nvidia.com/gpu.present")
            << std::vector<std::string> { "gpu-a" } << std::vector<std::string> { "train-1", "web-2", "etl-1" }
            << std::string("left out 2 nodes that do not match the node selector "
                           "\"nvidia.com/gpu.present\"");
        QTest::newRow("unknown namespace")
            << std::vector<std::string> { "nope" } << std::string() << std::string() << all
            << std::vector<std::string> {} << std::string("left out 4 bound pods");
    }

    void filters()
    {
        QFETCH(std::vector<std::string>, namespaces);
        QFETCH(std::string, podSelector);
        QFETCH(std::string, nodeSelector);
        QFETCH(std::vector<std::string>, nodes);
        QFETCH(std::vector<std::string>, pods);
        QFETCH(std::string, warning);
        ClusterImportOptions options;
        options.namespaces = namespaces;
        options.podSelector = podSelector;
        options.nodeSelector = nodeSelector;
        std::vector<Diagnostic> warnings;
        Workspace ws = importCluster({ kData + "cluster.yaml" }, options, &warnings);
        QCOMPARE(nodeNames(ws), nodes);
        QCOMPARE(podNames(ws), pods);
        QVERIFY2(hasWarning(warnings, warning), allWarnings(warnings).c_str());
    }

    void filterLeavesNoNode()
    {
        ClusterImportOptions options;
        options.nodeSelector = "pool=none";
        COMPARE_STR(errorOf([&] { importCluster({ kData + "cluster.yaml" }, options); }),
            std::string("no node is left to import: 3 nodes do not match the node selector \"pool=none\""));
    }

    void readsFromAPipe()
    {
        // binpack-cli import-cluster <(kubectl get nodes -o json): no size to ask for.
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("nodes.json").toStdString();
        QCOMPARE(mkfifo(fifo.c_str(), 0600), 0);
        const std::string data = readText(kData + "nodes.json");
        std::thread writer([&] { std::ofstream(fifo, std::ios::binary) << data; });
        Workspace ws = importCluster({ fifo }, {});
        writer.join();
        QCOMPARE(nodeNames(ws), (std::vector<std::string> { "worker-a", "worker-b", "gpu-a" }));
    }

    void defaultProfiles()
    {
        auto profiles = defaultClusterProfiles();
        QCOMPARE(profiles.size(), size_t(2));
        QCOMPARE(profiles[0].name, std::string("least-allocated"));
        QCOMPARE(profiles[0].scheduler, SchedulerKind::KubeScheduler);
        QVERIFY(!profiles[0].pluginsSet);
        QCOMPARE(profiles[1].name, std::string("binpack"));
        QVERIFY(profiles[1].pluginsSet);
        QVERIFY(profiles[1].fit.enabled);
        QVERIFY(!profiles[1].balanced.enabled);
        QVERIFY(profiles[1].fitArgs.scoringStrategy);
        QCOMPARE(profiles[1].fitArgs.scoringStrategy->type, std::string("MostAllocated"));
        QCOMPARE(profiles[1].fitArgs.scoringStrategy->resources,
            (std::vector<ResourceSpec> { { "cpu", 1, true }, { "memory", 1, true } }));
    }
};

QTEST_GUILESS_MAIN(TestKubectlImport)
#include "test_kubectl_import.moc"
