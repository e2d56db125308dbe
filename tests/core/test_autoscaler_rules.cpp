// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster-autoscaler's per-node scale-down rules (sim/autoscaler_rules.h),
// with cases transcribed from its own tests at tag cluster-autoscaler-1.34.5
// (kubernetes/autoscaler, cluster-autoscaler/...): each names its file and
// case. Their fixtures (utils/test/test_utils.go): BuildTestPod(name, cpu m,
// memory bytes) is one container with those requests in namespace default;
// BuildTestNode(name, cpu m, memory bytes) has that allocatable and 100 pods.
#include "sim/autoscaler_rules.h"

#include "autoscaler_fixtures.h"
#include "model/timestamp.h"

#include <QtTest>

#include <cmath>
#include <string>
#include <vector>

using namespace bp;

Q_DECLARE_METATYPE(std::vector<bp::Pod>)
Q_DECLARE_METATYPE(std::vector<bp::PodDisruptionBudget>)

using namespace bp::test;

class TestAutoscalerRules : public QObject {
    Q_OBJECT
private slots:
    // simulator/utilization/info_test.go TestCalculate (the cases the
    // workspace can hold; "podTerminated", a long-terminating pod, needs a
    // deletion time it does not keep).
    void utilization()
    {
        const Pod p1 = testPod("p1", 100, 200000);
        const Pod p2 = testPod("p2", -1, -1);
        const Node node1 = testNode("node1", 2000, 2000000);
        AutoscalerOptions o;
        const auto calc = [](const Node& n, const std::vector<Pod>& pods, bool skipDs, bool skipMirror) {
            AutoscalerOptions opt;
            opt.ignoreDaemonSetsUtilization = skipDs;
            opt.ignoreMirrorPodsUtilization = skipMirror;
            return autoscalerUtilization(n, ptrs(pods), opt);
        };
        // U1: memory 400000 / 2000000 is the larger; CpuUtil exactly 0.1.
        NodeUtilization u = calc(node1, { p1, p1, p2 }, false, false);
        QVERIFY(!u.failed);
        QCOMPARE(u.utilization, 0.2);
        QCOMPARE(u.cpu, 0.1);
        QCOMPARE(u.resource, std::string("memory"));
        // U2: memory missing from allocatable: an error.
        QVERIFY(calc(testNode("node2", 2000, -1), { p1, p1, p2 }, false, false).failed);
        // U3: init containers, a sidecar (restartPolicy: Always) among them.
        Pod init = testPod("p-init", 100, 200000);
        Container sidecar;
        sidecar.restartable = true;
        sidecar.requests.set("cpu", *Quantity::parse("50m"));
        sidecar.requests.set("memory", *Quantity::parse("100000"));
        Container plain;
        plain.requests.set("cpu", *Quantity::parse("5m"));
        plain.requests.set("memory", *Quantity::parse("100"));
        init.initContainers = { sidecar, plain };
        Pod largeInit = testPod("p-large-init", 100, 200000);
        Container large;
        large.requests.set("cpu", *Quantity::parse("50000m"));
        large.requests.set("memory", *Quantity::parse("100000000"));
        largeInit.initContainers = { large };
        u = calc(testNode("node3", 2000, 2000000), { p1, init, largeInit }, false, false);
        QCOMPARE(u.cpu, 25.125);         // (100 + 150 + 50000) / 2000
        QCOMPARE(u.utilization, 50.25);  // (200000 + 300000 + 100000000) / 2000000
        // U4: DaemonSet pods (one by owner, one by annotation) skipped: they
        // come off the allocatable. 400000 / (2000000 - 400000).
        const Pod ds3 = owned(testPod("p3", 100, 200000), "DaemonSet");
        const Pod ds4 = annotated(owned(testPod("p4", 100, 200000), "CustomDaemonSet"), kDaemonSetPodAnnotation, "true");
        QCOMPARE(calc(node1, { p1, p1, p2, ds3, ds4 }, true, false).utilization, 0.25);
        // U5: counted when not skipped.
        QCOMPARE(calc(node1, { p1, p2, ds3 }, false, false).utilization, 0.2);
        // U7, U8: a mirror pod, skipped or not.
        const Pod mirror = annotated(testPod("p4", 100, 200000), kMirrorPodAnnotation, "");
        QCOMPARE(calc(node1, { p1, p1, p2, mirror }, false, true).utilization, 400000.0 / 1800000.0);
        QCOMPARE(calc(node1, { p1, p2, mirror }, false, false).utilization, 0.2);
        // U9: both skipped: 200000 / 1600000.
        QCOMPARE(calc(node1, { p1, mirror, ds3 }, true, true).utilization, 0.125);
        // U10: a GPU node is measured by its GPU only.
        Node gpuNode = testNode("gpu_node", 2000, 2000000);
        gpuNode.allocatable.set("nvidia.com/gpu", *Quantity::parse("1"));
        gpuNode.labels.emplace_back("cloud.google.com/gke-accelerator", "nvidia-tesla-k80");
        Pod gpuPod = testPod("gpu_pod", 100, 200000);
        gpuPod.containers[0].requests.set("nvidia.com/gpu", *Quantity::parse("1"));
        u = calc(gpuNode, { p1, p1, gpuPod }, false, false);
        QVERIFY(u.gpuNode);
        QCOMPARE(u.utilization, 1.0);
        QCOMPARE(u.resource, std::string("nvidia.com/gpu"));
        QCOMPARE(u.cpu, 0.0);
        // U11: the label only (the GPU not ready): 0, no error.
        Node labelOnly = testNode("gpu_node", 2000, 2000000);
        labelOnly.labels.emplace_back("cloud.google.com/gke-accelerator", "nvidia-tesla-k80");
        u = calc(labelOnly, { p1, p1 }, false, false);
        QVERIFY(u.gpuNode && !u.failed);
        QCOMPARE(u.utilization, 0.0);
        // Ties go to memory (cpu > mem picks cpu).
        u = calc(testNode("n", 1000, 1000), { testPod("a", 500, 500) }, false, false);
        QCOMPARE(u.resource, std::string("memory"));
        Q_UNUSED(o);
    }

    // core/scaledown/eligibility/eligibility_test.go TestFilterOutUnremovable:
    // regular = BuildTestNode(1000m, 10); bigPod 600m, smallPod 100m, dsPod
    // 500m (DaemonSet). The node-group, deletion-taint and readiness rows
    // need a cloud provider and node conditions; the rest are here.
    void eligibility()
    {
        const Node regular = testNode("regular", 1000, 10);
        const Pod bigPod = testPod("bigPod", 600, 0);
        const Pod smallPod = testPod("smallPod", 100, 0);
        const Pod dsPod = owned(testPod("dsPod", 500, 0), "DaemonSet");
        const auto under = [](const Node& n, const std::vector<Pod>& pods, bool ignoreDs, double threshold) {
            AutoscalerOptions o;
            o.ignoreDaemonSetsUtilization = ignoreDs;
            o.utilizationThreshold = threshold;
            const NodeUtilization u = autoscalerUtilization(n, ptrs(pods), o);
            return !u.failed && underUtilized(u, o);
        };
        QVERIFY(under(regular, {}, false, 0.5));                  // "regular node stays"
        QVERIFY(!under(regular, { bigPod }, false, 0.5));         // "highly utilized node is filtered out"
        QVERIFY(under(regular, { smallPod }, false, 0.5));        // "underutilized node stays"
        QVERIFY(!under(regular, { smallPod, dsPod }, false, 0.5)); // "high utilization daemonsets node is filtered out"
        QVERIFY(under(regular, { smallPod, dsPod }, true, 0.5));  // "high utilization daemonsets node stays" (0.2)
        QVERIFY(under(regular, { dsPod }, true, 0.0)); // "only daemonsets pods on this nodes": 0 at threshold 0
        // "node is filtered out if utilization can't be calculated": UnexpectedError.
        QVERIFY(autoscalerUtilization(testNode("regular", 0, 0), ptrs({ smallPod }), {}).failed);
        // "marked no scale down is filtered out": the annotation, exactly "true".
        Node noScaleDown = regular;
        noScaleDown.annotations.emplace_back(kScaleDownDisabledAnnotation, "true");
        QVERIFY(scaleDownDisabled(noScaleDown));
        QVERIFY(!scaleDownDisabled(regular));
        noScaleDown.annotations.back().second = "True";
        QVERIFY(!scaleDownDisabled(noScaleDown));
        // At the threshold: under from 1.34.3 (`>` keeps a node).
        AutoscalerOptions o;
        NodeUtilization atHalf;
        atHalf.utilization = 0.5;
        QVERIFY(underUtilized(atHalf, o));
        atHalf.utilization = std::nextafter(0.5, 1.0);
        QVERIFY(!underUtilized(atHalf, o));
        // Only DaemonSet pods using the whole node, skipped: 0 / 0 is NaN,
        // which is not above the threshold.
        o.ignoreDaemonSetsUtilization = true;
        const NodeUtilization nan = autoscalerUtilization(testNode("n", 500, 10), ptrs({ dsPod }), o);
        QVERIFY(std::isnan(nan.cpu));
        QVERIFY(underUtilized(nan, o));
    }

    // simulator/drain_test.go TestGetPodsToMove (the rows the workspace can
    // hold: no terminal or terminating pods, controllers taken to exist).
    void podsToMove_data()
    {
        QTest::addColumn<std::vector<Pod>>("pods");
        QTest::addColumn<std::vector<PodDisruptionBudget>>("pdbs");
        QTest::addColumn<QStringList>("moving");
        QTest::addColumn<QStringList>("daemonSet");
        QTest::addColumn<QString>("blocking");
        QTest::addColumn<QString>("reason");
        const Pod unreplicated = inNamespace(testPod("unreplicatedPod", 0, 0), "ns");
        const Pod manifest = annotated(inNamespace(testPod("manifestPod", 0, 0), "kube-system"), kMirrorPodAnnotation, "");
        const Pod system = owned(inNamespace(testPod("systemPod", 0, 0), "kube-system"), "ReplicaSet", "rs");
        const Pod localStorage = emptyDirs(owned(inNamespace(testPod("localStoragePod", 0, 0), "ns"), "ReplicaSet"),
            { "empty-vol" });
        const Pod nonLocal = owned(inNamespace(testPod("nonLocalStoragePod", 0, 0), "ns"), "ReplicaSet");
        Pod pdbPod = owned(inNamespace(testPod("pdbPod", 0, 0), "ns"), "ReplicaSet");
        pdbPod.labels = { { "critical", "true" } };
        const Pod rcPod = owned(testPod("rcPod", 0, 0), "ReplicationController", "rc");
        Pod kubeSystemRcPod = owned(inNamespace(testPod("kubeSystemRcPod", 0, 0), "kube-system"),
            "ReplicationController", "rc");
        kubeSystemRcPod.labels = { { "k8s-app", "bar" } };
        const Pod dsPod = owned(testPod("dsPod", 0, 0), "DaemonSet", "ds");
        const Pod cdsPod
            = annotated(owned(testPod("cdsPod", 0, 0), "CustomDaemonSet", "ds"), kDaemonSetPodAnnotation, "true");
        const Pod jobPod = owned(testPod("jobPod", 0, 0), "Job", "job");
        const Pod ssPod = owned(testPod("ssPod", 0, 0), "StatefulSet", "ss");
        const Pod rsPod = owned(testPod("rsPod", 0, 0), "ReplicaSet", "rs");
        const Pod multiVal = emptyDirs(annotated(owned(testPod("emptyDirSafeToEvictLocalVolumeMultiValAllMatching", 0,
                                                            0),
                                                    "ReplicationController", "rc"),
                                           kSafeToEvictLocalVolumesAnnotation, "scratch-1,scratch-2,scratch-3"),
            { "scratch-1", "scratch-2", "scratch-3" });
        const Pod safePod = annotated(testPod("safePod", 0, 0), kSafeToEvictAnnotation, "true");
        const Pod kubeSystemSafePod
            = annotated(inNamespace(testPod("kubeSystemSafePod", 0, 0), "kube-system"), kSafeToEvictAnnotation, "true");
        const Pod emptydirSafePod
            = emptyDirs(annotated(testPod("emptydirSafePod", 0, 0), kSafeToEvictAnnotation, "true"), { "scratch" });
        const PodDisruptionBudget restrictive = budget("ns", { { "critical", "true" } }, 0);
        const PodDisruptionBudget permissive = budget("ns", { { "critical", "true" } }, 1);
        PodDisruptionBudget emptyPdb; // no selector: matches nothing
        const PodDisruptionBudget kubeSystemPdb = budget("kube-system", { { "k8s-app", "bar" } }, 1);
        const PodDisruptionBudget kubeSystemFakePdb = budget("kube-system", { { "k8s-app", "foo" } }, 1);
        const PodDisruptionBudget defaultNamespacePdb = budget("default", { { "k8s-app", "PDB-managed pod" } }, 1);

        const auto row = [](const char* name, std::vector<Pod> pods, std::vector<PodDisruptionBudget> pdbs,
                             QStringList moving, QStringList ds, QString blocking, QString reason) {
            QTest::newRow(name) << pods << pdbs << moving << ds << blocking << reason;
        };
        row("Unreplicated pod", { unreplicated }, {}, {}, {}, "unreplicatedPod", "NotReplicated");
        row("Replicated pod", { rsPod }, {}, { "rsPod" }, {}, "", "");
        row("Manifest pod", { manifest }, {}, {}, {}, "", "");
        row("DaemonSet pod", { rsPod, manifest, dsPod }, {}, { "rsPod" }, { "dsPod" }, "", "");
        row("Kube-system", { system }, {}, {}, {}, "systemPod", "UnmovableKubeSystemPod");
        row("Local storage", { localStorage }, {}, {}, {}, "localStoragePod", "LocalStorageRequested");
        row("Non-local storage", { nonLocal }, {}, { "nonLocalStoragePod" }, {}, "", "");
        row("Pdb blocking", { pdbPod }, { restrictive }, {}, {}, "pdbPod", "NotEnoughPdb");
        row("Pdb allowing", { pdbPod }, { permissive }, { "pdbPod" }, {}, "", "");
        row("RC-managed pod", { rcPod }, {}, { "rcPod" }, {}, "", "");
        row("DS-managed pod", { dsPod }, {}, {}, { "dsPod" }, "", "");
        row("DS-managed pod by a custom Daemonset", { cdsPod }, {}, {}, { "cdsPod" }, "", "");
        row("Job-managed pod", { jobPod }, {}, { "jobPod" }, {}, "", "");
        row("SS-managed pod", { ssPod }, {}, { "ssPod" }, {}, "", "");
        row("RS-managed pod", { rsPod }, {}, { "rsPod" }, {}, "", "");
        row("pod with EmptyDir and SafeToEvictLocalVolumesKey annotation with matching values", { multiVal }, {},
            { "emptyDirSafeToEvictLocalVolumeMultiValAllMatching" }, {}, "", "");
        row("pod with PodSafeToEvict annotation", { safePod }, {}, { "safePod" }, {}, "", "");
        row("kube-system pod with PodSafeToEvict annotation", { kubeSystemSafePod }, {}, { "kubeSystemSafePod" }, {},
            "", "");
        row("pod with EmptyDir and PodSafeToEvict annotation", { emptydirSafePod }, {}, { "emptydirSafePod" }, {}, "",
            "");
        row("empty PDB with RC-managed pod", { rcPod }, { emptyPdb }, { "rcPod" }, {}, "", "");
        row("kube-system PDB with matching kube-system pod", { kubeSystemRcPod }, { kubeSystemPdb },
            { "kubeSystemRcPod" }, {}, "", "");
        row("kube-system PDB with non-matching kube-system pod", { kubeSystemRcPod }, { kubeSystemFakePdb }, {}, {},
            "kubeSystemRcPod", "UnmovableKubeSystemPod");
        row("kube-system PDB with default namespace pod", { rcPod }, { kubeSystemPdb }, { "rcPod" }, {}, "", "");
        row("default namespace PDB with matching labels kube-system pod", { kubeSystemRcPod }, { defaultNamespacePdb },
            {}, {}, "kubeSystemRcPod", "UnmovableKubeSystemPod");
    }

    void podsToMove()
    {
        QFETCH(std::vector<Pod>, pods);
        QFETCH(std::vector<PodDisruptionBudget>, pdbs);
        QFETCH(QStringList, moving);
        QFETCH(QStringList, daemonSet);
        QFETCH(QString, blocking);
        QFETCH(QString, reason);
        const DisruptionBudgets budgets(pdbs);
        const NodeDrain d = autoscalerDrain(ptrs(pods), budgets, {});
        const auto names = [](const std::vector<const Pod*>& list) {
            QStringList out;
            for (const Pod* p : list)
                out << QString::fromStdString(p->name);
            return out;
        };
        QCOMPARE(names(d.moving), moving);
        QCOMPARE(names(d.daemonSet), daemonSet);
        QCOMPARE(d.blocking ? QString::fromStdString(d.blocking->name) : QString(), blocking);
        QCOMPARE(d.blocking ? QString(blockingReasonName(d.reason)) : QString(), reason);
    }

    // simulator/drainability/rules/localstorage/rule_test.go: RC-owned pods
    // with emptyDir volumes (medium ""), and the annotation naming some.
    void localStorage()
    {
        struct Case {
            const char* name;
            std::vector<std::string> volumes;
            const char* annotation; // nullptr: none
            bool blocks;
        };
        const Case cases[] = {
            { "pod with EmptyDir", { "scratch" }, nullptr, true },
            { "pod with EmptyDir and SafeToEvictLocalVolumesKey annotation", { "scratch" }, "scratch", false },
            { "pod with EmptyDir and empty value for SafeToEvictLocalVolumesKey annotation", { "scratch" }, "", true },
            { "pod with EmptyDir and non-matching value for SafeToEvictLocalVolumesKey annotation", { "scratch-1" },
                "scratch-2", true },
            { "pod with EmptyDir and SafeToEvictLocalVolumesKey annotation with matching values",
                { "scratch-1", "scratch-2", "scratch-3" }, "scratch-1,scratch-2,scratch-3", false },
            { "pod with EmptyDir and SafeToEvictLocalVolumesKey annotation with non-matching values",
                { "scratch-1", "scratch-2", "scratch-3" }, "scratch-1,scratch-2,scratch-5", true },
            { "pod with EmptyDir and SafeToEvictLocalVolumesKey annotation with some matching values",
                { "scratch-1", "scratch-2", "scratch-3" }, "scratch-1,scratch-2", true },
            { "pod with EmptyDir and SafeToEvictLocalVolumesKey annotation empty values",
                { "scratch-1", "scratch-2", "scratch-3" }, ",", true },
        };
        for (const Case& c : cases) {
            Pod p = emptyDirs(owned(testPod("p", 0, 0), "ReplicationController"), c.volumes);
            if (c.annotation)
                p = annotated(p, kSafeToEvictLocalVolumesAnnotation, c.annotation);
            QVERIFY2(hasBlockingLocalStorage(p) == c.blocks, c.name);
            const std::vector<PodDisruptionBudget> none;
            const NodeDrain d = autoscalerDrain({ &p }, DisruptionBudgets(none), {});
            QVERIFY2((d.reason == BlockingReason::LocalStorageRequested) == c.blocks, c.name);
            AutoscalerOptions off;
            off.skipNodesWithLocalStorage = false;
            QVERIFY2(!autoscalerDrain({ &p }, DisruptionBudgets(none), off).blocking, c.name);
        }
        // The media (HasBlockingLocalStorage): Memory is not local storage;
        // the node's disk, huge pages and a hostPath are.
        Pod p = owned(testPod("p", 0, 0), "ReplicaSet");
        p.volumes = { { "shm", false, "Memory", "" } };
        QVERIFY(!hasBlockingLocalStorage(p));
        p.volumes = { { "huge", false, "HugePages-2Mi", "" } };
        QVERIFY(hasBlockingLocalStorage(p));
        p.volumes = { { "logs", true, "", "/var/log" } };
        QVERIFY(hasBlockingLocalStorage(p));
        // The annotation's names are not trimmed.
        p = annotated(emptyDirs(p, { "a" }), kSafeToEvictLocalVolumesAnnotation, "logs, a");
        QVERIFY(hasBlockingLocalStorage(p));
    }

    // rules/notsafetoevict, rules/replicated and rules/pdb rule_test.go.
    void otherRules()
    {
        const std::vector<PodDisruptionBudget> none;
        const auto reason = [&](const Pod& p, const AutoscalerOptions& o = {}) {
            return autoscalerDrain({ &p }, DisruptionBudgets(none), o).reason;
        };
        // notsafetoevict
        QCOMPARE(reason(annotated(inNamespace(testPod("p", 0, 0), "kube-system"), kSafeToEvictAnnotation, "true")),
            BlockingReason::NoReason); // "pod with PodSafeToEvict annotation"
        QCOMPARE(reason(owned(testPod("p", 0, 0), "ReplicationController")), BlockingReason::NoReason);
        QCOMPARE(reason(annotated(owned(testPod("p", 0, 0), "ReplicationController"), kSafeToEvictAnnotation, "false")),
            BlockingReason::NotSafeToEvictAnnotation);
        QCOMPARE(reason(owned(testPod("p", 0, 0), "Job")), BlockingReason::NoReason);
        QCOMPARE(reason(annotated(owned(testPod("p", 0, 0), "Job"), kSafeToEvictAnnotation, "false")),
            BlockingReason::NotSafeToEvictAnnotation);
        // replicated: "naked pod"; a custom controller blocks unless
        // --skip-nodes-with-custom-controller-pods=false.
        QCOMPARE(reason(testPod("p", 0, 0)), BlockingReason::NotReplicated);
        const Pod custom = owned(testPod("p", 0, 0), "FooController");
        QCOMPARE(reason(custom), BlockingReason::NotReplicated);
        AutoscalerOptions lax;
        lax.skipNodesWithCustomControllerPods = false;
        QCOMPARE(reason(custom, lax), BlockingReason::NoReason);
        // pdb: "no matching pdbs" (another namespace; another label), then
        // "pdb prevents scale-down".
        Pod p = owned(inNamespace(testPod("p", 0, 0), "good"), "ReplicaSet");
        p.labels = { { "label", "true" } };
        std::vector<PodDisruptionBudget> pdbs { budget("bad", { { "label", "true" } }, 0),
            budget("good", { { "label", "false" } }, 0) };
        QCOMPARE(autoscalerDrain({ &p }, DisruptionBudgets(pdbs), {}).reason, BlockingReason::NoReason);
        pdbs.push_back(budget("good", { { "label", "true" } }, 0));
        QCOMPARE(autoscalerDrain({ &p }, DisruptionBudgets(pdbs), {}).reason, BlockingReason::NotEnoughPdb);
        // A budget already spent by earlier nodes blocks as well.
        pdbs.back().disruptionsAllowed = 1;
        DisruptionBudgets spent(pdbs);
        QCOMPARE(autoscalerDrain({ &p }, spent, {}).reason, BlockingReason::NoReason);
        spent.remaining.back() = 0;
        QCOMPARE(autoscalerDrain({ &p }, spent, {}).reason, BlockingReason::NotEnoughPdb);
        // --skip-nodes-with-system-pods=false lets a kube-system pod go.
        AutoscalerOptions system;
        system.skipNodesWithSystemPods = false;
        QCOMPARE(reason(owned(inNamespace(testPod("p", 0, 0), "kube-system"), "ReplicaSet"), system),
            BlockingReason::NoReason);
        // The first blocking pod in node order wins; nothing moves then.
        const Pod ok = owned(testPod("ok", 0, 0), "ReplicaSet");
        const Pod naked = testPod("naked", 0, 0);
        const Pod local = emptyDirs(owned(testPod("local", 0, 0), "ReplicaSet"), { "v" });
        const NodeDrain d = autoscalerDrain({ &ok, &naked, &local }, DisruptionBudgets(none), {});
        QCOMPARE(d.blocking, &naked);
        QVERIFY(d.moving.empty());
        // utils/drain/drain_test.go TestBlockingPodReasonFormatting.
        QCOMPARE(std::string(blockingReasonName(BlockingReason::NoReason)), std::string("NoReason"));
        QCOMPARE(std::string(blockingReasonName(BlockingReason::UnexpectedError)), std::string("UnexpectedError"));
        QCOMPARE(std::string(blockingReasonName(BlockingReason::NotEnoughPdb)), std::string("NotEnoughPdb"));
    }

    // simulator/drainability/rules/system/rule_test.go (1.34.5): testTime
    // 2020-12-18T17:00:00Z, BspDisruptionTimeout 1 minute; "block non-pdb
    // system pod existing for less than BspDisruptionTimeout" (created one
    // second after testTime - 1m) and "allow non-pdb system pod existing for
    // more than BspDisruptionTimeout" (one second before). Allowed, the pod
    // is DrainOk: the rules after System do not look at it.
    void systemPodDisruptionTimeout()
    {
        AutoscalerOptions o;
        o.blockingSystemPodDisruptionTimeout = 60;
        o.now = parseRfc3339("2020-12-18T17:00:00Z")->seconds;
        Pod young = owned(inNamespace(testPod("young", 0, 0), "kube-system"), "ReplicaSet", "rs");
        young.creationTimestamp = "2020-12-18T16:59:01Z";
        Pod old = young;
        old.name = "old";
        old.creationTimestamp = "2020-12-18T16:58:59Z";
        const std::vector<PodDisruptionBudget> none;
        const DisruptionBudgets budgets(none);
        QVERIFY(!systemPodTimedOut(young, o));
        QVERIFY(systemPodTimedOut(old, o));
        QCOMPARE(autoscalerDrain({ &young }, budgets, o).reason, BlockingReason::UnmovableKubeSystemPod);
        NodeDrain d = autoscalerDrain({ &old }, budgets, o);
        QVERIFY(!d.blocking);
        QCOMPARE(d.moving.size(), size_t(1));
        // Exactly at the deadline it still blocks (time.After is strict).
        Pod edge = young;
        edge.creationTimestamp = "2020-12-18T16:59:00Z";
        QVERIFY(!systemPodTimedOut(edge, o));
        // DrainOk: even safe-to-evict "false" no longer blocks it.
        Pod pinned = annotated(old, kSafeToEvictAnnotation, "false");
        QVERIFY(!autoscalerDrain({ &pinned }, budgets, o).blocking);
        // Without a creationTimestamp, or without a time of the run, it blocks.
        Pod undated = old;
        undated.creationTimestamp.clear();
        QCOMPARE(autoscalerDrain({ &undated }, budgets, o).reason, BlockingReason::UnmovableKubeSystemPod);
        o.now.reset();
        QCOMPARE(autoscalerDrain({ &old }, budgets, o).reason, BlockingReason::UnmovableKubeSystemPod);
        // The default timeout is an hour.
        AutoscalerOptions defaults;
        QCOMPARE(defaults.blockingSystemPodDisruptionTimeout, int64_t(3600));
        QCOMPARE(formatRfc3339(*parseRfc3339("2020-12-18T16:58:59Z")), std::string("2020-12-18T16:58:59Z"));
        QCOMPARE(formatRfc3339(*parseRfc3339("1969-12-31T23:59:59.5+01:00")), std::string("1969-12-31T22:59:59.5Z"));
    }
};

QTEST_APPLESS_MAIN(TestAutoscalerRules)
#include "test_autoscaler_rules.moc"
