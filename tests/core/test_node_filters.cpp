// SPDX-License-Identifier: GPL-3.0-or-later
// kube-scheduler's node-local filters (NodeUnschedulable, NodeName,
// TaintToleration, NodeAffinity) and v1.Toleration.ToleratesTaint, release by
// release. The case tables are transcribed from upstream's own tests (file and
// case name in a comment over each group); the reason strings and the release
// each one changed in are documented in the comments of the reason helpers
// below. Every upstream case runs at each release in kReleases, so both sides
// of every wording change are covered; the *Boundaries tables repeat the
// boundaries with literal strings so the helpers are not the only oracle.
#include "scoring/node_filters.h"

#include <QTest>
#include <optional>
#include <string>
#include <vector>

// The tables name only the fields a case sets (C++20 designated initializers);
// -Wextra would flag every omitted field.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

using namespace bp;

using Taints = std::vector<Taint>;
using Tolerations = std::vector<Toleration>;
using OptSelector = std::optional<NodeSelector>;

Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(bp::Taint)
Q_DECLARE_METATYPE(bp::Toleration)
Q_DECLARE_METATYPE(Taints)
Q_DECLARE_METATYPE(Tolerations)
Q_DECLARE_METATYPE(Labels)
Q_DECLARE_METATYPE(OptSelector)
Q_DECLARE_METATYPE(KubeVersion)

namespace {

KubeVersion kv(int minor, int patch = -1)
{
    KubeVersion v;
    v.minor = minor;
    v.patch = patch;
    return v;
}

// Releases every upstream case runs at: the legacy predicate era, both sides
// of each wording change, and the v1.34.2 cherry-pick.
const std::vector<KubeVersion> kReleases { kv(16), kv(22), kv(23), kv(24), kv(25), kv(33), kv(34, 0), kv(34, 1),
    kv(34, 2), kv(34), kv(35), kv(36) };

// TaintToleration.
//  1.16: predicates.ErrTaintsTolerationsNotMatch (algorithm/predicates/error.go).
//  1.18-1.23: tainttoleration.Filter "node(s) had taint {%s: %s}, that the pod
//    didn't tolerate" (PR #87250); vendored v1.22.0 and v1.23.0.
//  1.24-1.33, 1.34.0-1.34.1: "node(s) had untolerated taint {%s: %s}";
//    vendored v1.24.0 ... v1.30.0, and the '-' side of PR #134740.
//  1.35+, 1.34.2+: "node(s) had untolerated taint(s)" (PR #134740, v1.35.0;
//    cherry-pick #135023 listed under v1.34.2 in CHANGELOG-1.34.md).
// A bare "1.34" is the line as patched, so the generic message.
std::string taintReason(KubeVersion v, const std::string& key, const std::string& value)
{
    if (v.minor < 17)
        return "node(s) had taints that the pod didn't tolerate";
    if (v.minor < 24)
        return "node(s) had taint {" + key + ": " + value + "}, that the pod didn't tolerate";
    if (v.minor < 34 || (v.minor == 34 && v.patch >= 0 && v.patch < 2))
        return "node(s) had untolerated taint {" + key + ": " + value + "}";
    return "node(s) had untolerated taint(s)";
}

// NodeName: 1.16 ErrPodNotMatchHostName "hostname"; "node name" since 1.21
// (PR #97454; vendored v1.21.0+).
std::string nodeNameReason(KubeVersion v)
{
    return v.minor < 21 ? "node(s) didn't match the requested hostname"
                        : "node(s) didn't match the requested node name";
}

// NodeAffinity: 1.16 ErrNodeSelectorNotMatch "node(s) didn't match node
// selector"; 1.20 "node(s) didn't match Pod's node affinity"; 1.21+
// ErrReasonPod "node(s) didn't match Pod's node affinity/selector".
std::string nodeAffinityReason(KubeVersion v)
{
    if (v.minor < 20)
        return "node(s) didn't match node selector";
    if (v.minor < 21)
        return "node(s) didn't match Pod's node affinity";
    return "node(s) didn't match Pod's node affinity/selector";
}

// NodeUnschedulable: the same text in the 1.16 predicate (ErrNodeUnschedulable)
// and the plugin (ErrReasonUnschedulable).
const char* const kUnschedulable = "node(s) were unschedulable";

NodeSelectorRequirement req(std::string key, std::string op, std::vector<std::string> values = {})
{
    return { std::move(key), std::move(op), std::move(values) };
}

NodeSelectorTerm exprs(std::vector<NodeSelectorRequirement> e)
{
    return { std::move(e), {} };
}
NodeSelectorTerm fields(std::vector<NodeSelectorRequirement> f)
{
    return { {}, std::move(f) };
}
NodeSelector terms(std::vector<NodeSelectorTerm> t)
{
    return { std::move(t) };
}

QString str(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

class TestNodeFilters : public QObject {
    Q_OBJECT

private slots:
    // ---------------------------------------------------------------- TaintToleration
    void taintTolerationFilter_data()
    {
        QTest::addColumn<Taints>("taints");
        QTest::addColumn<Tolerations>("tolerations");
        QTest::addColumn<KubeVersion>("version");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<std::string>("reason");
        struct Case {
            const char* name;
            Taints taints;
            Tolerations tolerations;
            bool ok;
            std::string key, value; // the untolerated taint named in the reason
        };
        // pkg/scheduler/framework/plugins/tainttoleration/taint_toleration_test.go
        // TestTaintTolerationFilter (the cases without Lt/Gt; those are in
        // taintTolerationComparisonOperators below).
        const std::vector<Case> cases {
            { "A pod having no tolerations can't be scheduled onto a node with nonempty taints",
                { { .key = "dedicated", .value = "user1", .effect = "NoSchedule" } }, {}, false, "dedicated", "user1" },
            { "A pod which can be scheduled on a dedicated node assigned to user1 with effect NoSchedule",
                { { .key = "dedicated", .value = "user1", .effect = "NoSchedule" } },
                { { .key = "dedicated", .value = "user1", .effect = "NoSchedule" } }, true, "", "" },
            { "A pod which can't be scheduled on a dedicated node assigned to user2 with effect NoSchedule",
                { { .key = "dedicated", .value = "user1", .effect = "NoSchedule" } },
                { { .key = "dedicated", .op = "Equal", .value = "user2", .effect = "NoSchedule" } }, false, "dedicated",
                "user1" },
            { "A pod can be scheduled onto the node, with a toleration uses operator Exists that tolerates the taints "
              "on the node",
                { { .key = "foo", .value = "bar", .effect = "NoSchedule" } },
                { { .key = "foo", .op = "Exists", .effect = "NoSchedule" } }, true, "", "" },
            { "A pod has multiple tolerations, node has multiple taints, all the taints are tolerated",
                { { .key = "dedicated", .value = "user2", .effect = "NoSchedule" },
                    { .key = "foo", .value = "bar", .effect = "NoSchedule" } },
                { { .key = "dedicated", .op = "Equal", .value = "user2", .effect = "NoSchedule" },
                    { .key = "foo", .op = "Exists", .effect = "NoSchedule" } },
                true, "", "" },
            { "A pod has a toleration that keys and values match the taint on the node, but (non-empty) effect "
              "doesn't match",
                { { .key = "foo", .value = "bar", .effect = "NoSchedule" } },
                { { .key = "foo", .op = "Equal", .value = "bar", .effect = "PreferNoSchedule" } }, false, "foo",
                "bar" },
            { "The pod has a toleration that keys and values match the taint on the node, the effect of toleration is "
              "empty, and the effect of taint is NoSchedule",
                { { .key = "foo", .value = "bar", .effect = "NoSchedule" } },
                { { .key = "foo", .op = "Equal", .value = "bar" } }, true, "", "" },
            { "The pod has a toleration that key and value don't match the taint on the node, but the effect of taint "
              "on node is PreferNoSchedule",
                { { .key = "dedicated", .value = "user1", .effect = "PreferNoSchedule" } },
                { { .key = "dedicated", .op = "Equal", .value = "user2", .effect = "NoSchedule" } }, true, "", "" },
            { "The pod has no toleration, but the effect of taint on node is PreferNoSchedule",
                { { .key = "dedicated", .value = "user1", .effect = "PreferNoSchedule" } }, {}, true, "", "" },
            // Added here (not upstream rows): NoExecute is filtered like NoSchedule in
            // every release (DoNotScheduleTaintsFilterFunc; 1.16 PodToleratesNodeTaints);
            // the reason names the first untolerated NoSchedule/NoExecute taint in
            // node order; an empty-key Exists toleration tolerates everything; a
            // taint with an empty value prints as "{key: }".
            { "added: NoExecute taint is filtered", { { .key = "k", .value = "v", .effect = "NoExecute" } }, {}, false,
                "k", "v" },
            { "added: first untolerated taint is named",
                { { .key = "soft", .value = "x", .effect = "PreferNoSchedule" },
                    { .key = "ok", .value = "1", .effect = "NoSchedule" },
                    { .key = "a", .value = "1", .effect = "NoExecute" },
                    { .key = "b", .value = "2", .effect = "NoSchedule" } },
                { { .key = "ok", .op = "Exists" } }, false, "a", "1" },
            { "added: empty key Exists tolerates every taint",
                { { .key = "a", .value = "1", .effect = "NoSchedule" }, { .key = "b", .effect = "NoExecute" } },
                { { .op = "Exists" } }, true, "", "" },
            { "added: empty taint value",
                { { .key = "node-role.kubernetes.io/control-plane", .effect = "NoSchedule" } }, {}, false,
                "node-role.kubernetes.io/control-plane", "" },
            { "added: unknown operator tolerates nothing", { { .key = "k", .value = "v", .effect = "NoSchedule" } },
                { { .key = "k", .op = "In", .value = "v" } }, false, "k", "v" },
            { "added: no taints", {}, {}, true, "", "" },
        };
        for (const Case& c : cases)
            for (KubeVersion v : kReleases)
                QTest::addRow("%s @%s", c.name, v.toString().c_str())
                    << c.taints << c.tolerations << v << c.ok
                    << (c.ok ? std::string() : taintReason(v, c.key, c.value));
    }

    void taintTolerationFilter()
    {
        QFETCH(Taints, taints);
        QFETCH(Tolerations, tolerations);
        QFETCH(KubeVersion, version);
        QFETCH(bool, ok);
        QFETCH(std::string, reason);
        const FilterStatus st = bp::taintTolerationFilter(taints, tolerations, version);
        QCOMPARE(st.ok, ok);
        QCOMPARE(str(st.reason), str(reason));
        // UnschedulableAndUnresolvable in every plugin release; in 1.16
        // ErrTaintsTolerationsNotMatch is in generic_scheduler.go's
        // unresolvablePredicateFailureErrors, so preemption skips the node too.
        if (!ok)
            QCOMPARE(st.unresolvable, true);
    }

    // The reason strings with literal text on both sides of each change.
    void taintTolerationBoundaries_data()
    {
        QTest::addColumn<KubeVersion>("version");
        QTest::addColumn<std::string>("reason");
        QTest::newRow("1.16 predicate") << kv(16) << std::string("node(s) had taints that the pod didn't tolerate");
        QTest::newRow("1.22") << kv(22) << std::string("node(s) had taint {gpu: true}, that the pod didn't tolerate");
        QTest::newRow("1.23 (last with 'that the pod didn't tolerate')")
            << kv(23) << std::string("node(s) had taint {gpu: true}, that the pod didn't tolerate");
        QTest::newRow("1.23.17") << kv(23, 17)
                                 << std::string("node(s) had taint {gpu: true}, that the pod didn't tolerate");
        QTest::newRow("1.24.0 (first 'untolerated taint {}')")
            << kv(24, 0) << std::string("node(s) had untolerated taint {gpu: true}");
        QTest::newRow("1.24") << kv(24) << std::string("node(s) had untolerated taint {gpu: true}");
        QTest::newRow("1.33") << kv(33) << std::string("node(s) had untolerated taint {gpu: true}");
        QTest::newRow("1.34.0") << kv(34, 0) << std::string("node(s) had untolerated taint {gpu: true}");
        QTest::newRow("1.34.1 (last with the taint)")
            << kv(34, 1) << std::string("node(s) had untolerated taint {gpu: true}");
        QTest::newRow("1.34.2 (cherry-pick #135023)") << kv(34, 2) << std::string("node(s) had untolerated taint(s)");
        QTest::newRow("1.34 bare = as patched") << kv(34) << std::string("node(s) had untolerated taint(s)");
        QTest::newRow("1.35.0 (PR #134740)") << kv(35, 0) << std::string("node(s) had untolerated taint(s)");
        QTest::newRow("1.36") << kv(36) << std::string("node(s) had untolerated taint(s)");
    }

    void taintTolerationBoundaries()
    {
        QFETCH(KubeVersion, version);
        QFETCH(std::string, reason);
        const FilterStatus st
            = bp::taintTolerationFilter({ { .key = "gpu", .value = "true", .effect = "NoSchedule" } }, {}, version);
        QCOMPARE(st.ok, false);
        QCOMPARE(str(st.reason), str(reason));
        QCOMPARE(st.unresolvable, true);
    }

    // Lt/Gt tolerations through the filter: before 1.35 the operator is unknown
    // (ToleratesTaint's default: false); 1.35/1.36 compare only with the alpha
    // TaintTolerationComparisonOperators gate on (pkg/features: 1.35 Alpha, off).
    void taintTolerationComparisonOperators_data()
    {
        QTest::addColumn<Taints>("taints");
        QTest::addColumn<Tolerations>("tolerations");
        QTest::addColumn<KubeVersion>("version");
        QTest::addColumn<bool>("gate");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<std::string>("reason");
        const std::string generic = "node(s) had untolerated taint(s)";
        auto sla = [](const char* v) {
            return Taints { { .key = "node.kubernetes.io/sla", .value = v, .effect = "NoSchedule" } };
        };
        auto prio = [](const char* v) {
            return Taints { { .key = "node.example.com/priority-level", .value = v, .effect = "NoSchedule" } };
        };
        auto tol = [](const char* key, const char* op, const char* v) {
            return Tolerations { { .key = key, .op = op, .value = v, .effect = "NoSchedule" } };
        };
        // taint_toleration_test.go TestTaintTolerationFilter, the Lt/Gt cases
        // (enableTaintTolerationComparisonOps: true).
        QTest::newRow("Pod with Gt toleration cannot be scheduled on node when taint value is lower than threshold")
            << prio("800") << tol("node.example.com/priority-level", "Gt", "950") << kv(35) << true << false << generic;
        QTest::newRow("Pod with Gt toleration can be scheduled on node when taint value is higher than threshold")
            << sla("950") << tol("node.kubernetes.io/sla", "Gt", "750") << kv(35) << true << true << std::string();
        QTest::newRow("Pod with Lt toleration cannot be scheduled on node when taint value is higher than threshold")
            << prio("950") << tol("node.example.com/priority-level", "Lt", "800") << kv(35) << true << false << generic;
        QTest::newRow("Pod with Lt toleration can be scheduled on node when taint value is lower than threshold")
            << sla("800") << tol("node.kubernetes.io/sla", "Lt", "950") << kv(35) << true << true << std::string();
        // Upstream master (after PR #140071, not in 1.35/1.36) expects an error
        // status here; in 1.35/1.36 the taint is simply not tolerated.
        QTest::newRow("Pod with Gt toleration cannot be scheduled on node with non-numeric taint value")
            << sla("high") << tol("node.kubernetes.io/sla", "Gt", "950") << kv(35) << true << false << generic;
        // taint_toleration_test.go TestTaintTolerationFilterWithFeatureGate.
        QTest::newRow("Pod with Gt toleration can be scheduled when feature gate is enabled and taint value is higher")
            << sla("950") << tol("node.kubernetes.io/sla", "Gt", "750") << kv(36) << true << true << std::string();
        QTest::newRow("Pod with Gt toleration cannot be scheduled when feature gate is disabled")
            << sla("950") << tol("node.kubernetes.io/sla", "Gt", "750") << kv(36) << false << false << generic;
        QTest::newRow("Pod with Lt toleration can be scheduled when feature gate is enabled and taint value is lower")
            << sla("800") << tol("node.kubernetes.io/sla", "Lt", "950") << kv(36) << true << true << std::string();
        QTest::newRow("Pod with Lt toleration cannot be scheduled when feature gate is disabled")
            << sla("800") << tol("node.kubernetes.io/sla", "Lt", "950") << kv(36) << false << false << generic;
        const Tolerations mixed { { .key = "dedicated", .op = "Equal", .value = "user1", .effect = "NoSchedule" },
            { .key = "node.kubernetes.io/sla", .op = "Gt", .value = "750", .effect = "NoSchedule" } };
        QTest::newRow("Pod with mixed tolerations (Equal and Gt) when feature gate is disabled - only Equal is honored")
            << Taints { { .key = "dedicated", .value = "user1", .effect = "NoSchedule" } } << mixed << kv(36) << false
            << true << std::string();
        QTest::newRow("Pod with mixed tolerations, Gt toleration needed but filtered out when feature gate is disabled")
            << Taints { { .key = "dedicated", .value = "user1", .effect = "NoSchedule" },
                   { .key = "node.kubernetes.io/sla", .value = "950", .effect = "NoSchedule" } }
            << mixed << kv(36) << false << false << generic;
        // Added here: the release boundary. 1.34 has no Lt/Gt (the gate does not
        // exist, so `gate` changes nothing) and names the taint (1.34.1).
        QTest::newRow("added: Gt at 1.34.1, gate off")
            << sla("950") << tol("node.kubernetes.io/sla", "Gt", "750") << kv(34, 1) << false << false
            << std::string("node(s) had untolerated taint {node.kubernetes.io/sla: 950}");
        QTest::newRow("added: Gt at 1.34.1, gate on")
            << sla("950") << tol("node.kubernetes.io/sla", "Gt", "750") << kv(34, 1) << true << false
            << std::string("node(s) had untolerated taint {node.kubernetes.io/sla: 950}");
        QTest::newRow("added: Lt at 1.34, gate on")
            << sla("800") << tol("node.kubernetes.io/sla", "Lt", "950") << kv(34) << true << false << generic;
        QTest::newRow("added: Gt at 1.35, gate off")
            << sla("950") << tol("node.kubernetes.io/sla", "Gt", "750") << kv(35) << false << false << generic;
        QTest::newRow("added: Gt at 1.35, gate on")
            << sla("950") << tol("node.kubernetes.io/sla", "Gt", "750") << kv(35) << true << true << std::string();
        QTest::newRow("added: Gt at 1.22, gate on")
            << sla("950") << tol("node.kubernetes.io/sla", "Gt", "750") << kv(22) << true << false
            << std::string("node(s) had taint {node.kubernetes.io/sla: 950}, that the pod didn't tolerate");
        QTest::newRow("added: Gt at 1.16, gate on")
            << sla("950") << tol("node.kubernetes.io/sla", "Gt", "750") << kv(16) << true << false
            << std::string("node(s) had taints that the pod didn't tolerate");
    }

    void taintTolerationComparisonOperators()
    {
        QFETCH(Taints, taints);
        QFETCH(Tolerations, tolerations);
        QFETCH(KubeVersion, version);
        QFETCH(bool, gate);
        QFETCH(bool, ok);
        QFETCH(std::string, reason);
        const FilterStatus st = bp::taintTolerationFilter(taints, tolerations, version, gate);
        QCOMPARE(st.ok, ok);
        QCOMPARE(str(st.reason), str(reason));
        if (!ok)
            QCOMPARE(st.unresolvable, true);
    }

    void firstUntoleratedTaint_data()
    {
        QTest::addColumn<Taints>("taints");
        QTest::addColumn<Tolerations>("tolerations");
        QTest::addColumn<int>("index"); // -1: nullptr
        // component-helpers FindMatchingUntoleratedTaint with
        // DoNotScheduleTaintsFilterFunc: first NoSchedule/NoExecute taint in
        // node order that no toleration tolerates.
        QTest::newRow("none") << Taints {} << Tolerations {} << -1;
        QTest::newRow("PreferNoSchedule is skipped")
            << Taints { { .key = "a", .effect = "PreferNoSchedule" } } << Tolerations {} << -1;
        QTest::newRow("first in node order") << Taints { { .key = "a", .effect = "PreferNoSchedule" },
            { .key = "b", .effect = "NoExecute" }, { .key = "c", .effect = "NoSchedule" } }
                                             << Tolerations {} << 1;
        QTest::newRow("tolerated ones are skipped")
            << Taints { { .key = "b", .effect = "NoExecute" }, { .key = "c", .effect = "NoSchedule" } }
            << Tolerations { { .key = "b", .op = "Exists", .effect = "NoExecute" } } << 1;
        QTest::newRow("all tolerated") << Taints { { .key = "b", .effect = "NoExecute" } }
                                       << Tolerations { { .key = "b", .op = "Exists" } } << -1;
    }

    void firstUntoleratedTaint()
    {
        QFETCH(Taints, taints);
        QFETCH(Tolerations, tolerations);
        QFETCH(int, index);
        for (KubeVersion v : { kv(16), kv(22), kv(36) }) {
            const Taint* got = bp::firstUntoleratedTaint(taints, tolerations, v);
            const Taint* want = index < 0 ? nullptr : &taints[size_t(index)];
            QCOMPARE(got, want);
        }
    }

    // ---------------------------------------------------------------- toleratesTaint
    void toleratesTaint_data()
    {
        QTest::addColumn<Toleration>("toleration");
        QTest::addColumn<Taint>("taint");
        QTest::addColumn<KubeVersion>("version");
        QTest::addColumn<bool>("gate");
        QTest::addColumn<bool>("tolerated");
        const Taint fooNoSchedule { .key = "foo", .effect = "NoSchedule" };
        const Taint fooBarNoSchedule { .key = "foo", .value = "bar", .effect = "NoSchedule" };
        auto sla = [](const char* v) {
            return Taint { .key = "node.kubernetes.io/sla", .value = v, .effect = "NoSchedule" };
        };
        auto slaTol = [](const char* op, const char* v) {
            return Toleration { .key = "node.kubernetes.io/sla", .op = op, .value = v, .effect = "NoSchedule" };
        };
        // k8s.io/api core/v1/toleration_test.go TestTolerationToleratesTaint
        // (kubernetes-1.36.0; the Lt/Gt rows set
        // enableTaintTolerationComparisonOperatorsFG: true).
        QTest::newRow("same key and effect, Exists, taint has no value")
            << Toleration { .key = "foo", .op = "Exists", .effect = "NoSchedule" } << fooNoSchedule << kv(36) << false
            << true;
        QTest::newRow("same key and effect, Exists, taint has some value")
            << Toleration { .key = "foo", .op = "Exists", .effect = "NoSchedule" } << fooBarNoSchedule << kv(36)
            << false << true;
        QTest::newRow("same effect, empty key and Exists match all taints")
            << Toleration { .key = "", .op = "Exists", .effect = "NoSchedule" } << fooBarNoSchedule << kv(36) << false
            << true;
        QTest::newRow("same key, effect and value, Equal")
            << Toleration { .key = "foo", .op = "Equal", .value = "bar", .effect = "NoSchedule" } << fooBarNoSchedule
            << kv(36) << false << true;
        QTest::newRow("same key and effect, different values, Equal")
            << Toleration { .key = "foo", .op = "Equal", .value = "value1", .effect = "NoSchedule" }
            << Taint { .key = "foo", .value = "value2", .effect = "NoSchedule" } << kv(36) << false << false;
        QTest::newRow("same key and value, different effects, Equal")
            << Toleration { .key = "foo", .op = "Equal", .value = "bar", .effect = "NoSchedule" }
            << Taint { .key = "foo", .value = "bar", .effect = "NoExecute" } << kv(36) << false << false;
        QTest::newRow("Gt - taint value less than toleration value")
            << slaTol("Gt", "950") << sla("800") << kv(36) << true << false;
        QTest::newRow("Gt - taint value greater than toleration value")
            << slaTol("Gt", "750") << sla("950") << kv(36) << true << true;
        QTest::newRow("Lt - taint value greater than toleration value")
            << slaTol("Lt", "800") << sla("950") << kv(36) << true << false;
        QTest::newRow("Lt - taint value less than toleration value")
            << slaTol("Lt", "950") << sla("800") << kv(36) << true << true;
        QTest::newRow("Gt and taint with equal numeric value")
            << slaTol("Gt", "950") << sla("950") << kv(36) << true << false;
        QTest::newRow("Gt and taint with non-numeric value")
            << slaTol("Gt", "950") << sla("high") << kv(36) << true << false;
        QTest::newRow("Gt and negative values - taint less than threshold")
            << Toleration { .key = "test-key", .op = "Gt", .value = "-100", .effect = "NoSchedule" }
            << Taint { .key = "test-key", .value = "-200", .effect = "NoSchedule" } << kv(36) << true << false;
        QTest::newRow("Gt and large int64 values - taint less than threshold")
            << Toleration { .key = "test-key", .op = "Gt", .value = "9223372036854775806", .effect = "NoSchedule" }
            << Taint { .key = "test-key", .value = "100", .effect = "NoSchedule" } << kv(36) << true << false;

        // k8s.io/api core/v1/toleration_test.go TestCompareNumericValues
        // (kubernetes-1.36.0), through toleratesTaint at 1.35 with the gate on.
        // Its two rows calling compareNumericValues with Equal/Exists have no
        // ToleratesTaint equivalent and are left out.
        struct Num {
            const char* name;
            const char* tol;
            const char* taint;
            const char* op;
            bool want;
        };
        const std::vector<Num> nums {
            { "Gt - taint greater", "100", "200", "Gt", true },
            { "Gt - taint less", "200", "100", "Gt", false },
            { "Gt - equal", "100", "100", "Gt", false },
            { "Gt - negative numbers, taint greater", "-100", "-50", "Gt", true },
            { "Gt - negative numbers, taint less", "-50", "-100", "Gt", false },
            { "Gt - zero and positive", "0", "1", "Gt", true },
            { "Gt - large int64 values, taint greater", "9223372036854775806", "9223372036854775807", "Gt", true },
            { "Lt - taint less", "200", "100", "Lt", true },
            { "Lt - taint greater", "100", "200", "Lt", false },
            { "Lt - equal", "100", "100", "Lt", false },
            { "Lt - negative numbers, taint less", "-50", "-100", "Lt", true },
            { "Lt - negative numbers, taint greater", "-100", "-50", "Lt", false },
            { "Lt - zero and negative", "0", "-1", "Lt", true },
            { "Gt - invalid toleration value (non-numeric)", "abc", "100", "Gt", false },
            { "Gt - invalid toleration value (empty string)", "", "100", "Gt", false },
            { "Gt - invalid toleration value (leading zero)", "0100", "200", "Gt", false },
            { "Gt - invalid toleration value (plus sign)", "+100", "200", "Gt", false },
            { "Gt - invalid toleration value (floating point)", "100.5", "200", "Gt", false },
            { "Gt - invalid toleration value (just minus sign)", "-", "100", "Gt", false },
            { "Gt - invalid taint value (non-numeric)", "100", "xyz", "Gt", false },
            { "Gt - invalid taint value (empty string)", "100", "", "Gt", false },
            { "Gt - invalid taint value (leading zero)", "100", "0200", "Gt", false },
            { "Lt - invalid taint value (plus sign)", "100", "+200", "Lt", false },
            { "Lt - invalid taint value (spaces)", "100", " 200 ", "Lt", false },
            { "Gt - both zero", "0", "0", "Gt", false },
            { "Lt - both zero", "0", "0", "Lt", false },
            { "Gt - max int64 as taint", "0", "9223372036854775807", "Gt", true },
            { "Lt - min int64 as taint", "0", "-9223372036854775808", "Lt", true },
            // Added here (apimachinery validate/content IsDecimalInteger, then
            // strconv.ParseInt): "-0" is not canonical; an in-form value past
            // int64 fails ParseInt; "-01" has a leading zero.
            { "added: Gt - \"-0\" toleration rejected", "-0", "5", "Gt", false },
            { "added: Lt - \"-0\" taint rejected", "5", "-0", "Lt", false },
            { "added: Lt - \"-01\" taint rejected", "5", "-01", "Lt", false },
            { "added: Gt - taint past int64 rejected", "0", "9223372036854775808", "Gt", false },
            { "added: Lt - taint below int64 rejected", "0", "-9223372036854775809", "Lt", false },
            { "added: Gt - toleration past int64 rejected", "9223372036854775808", "0", "Gt", false },
        };
        for (const Num& n : nums)
            QTest::addRow("compareNumericValues: %s", n.name)
                << Toleration { .key = "k", .op = n.op, .value = n.tol, .effect = "NoSchedule" }
                << Taint { .key = "k", .value = n.taint, .effect = "NoSchedule" } << kv(35) << true << n.want;

        // Added here: the release/gate boundary for a comparison that holds.
        const Toleration gt = slaTol("Gt", "750");
        const Taint t950 = sla("950");
        QTest::newRow("boundary: Gt at 1.16 (unknown operator)") << gt << t950 << kv(16) << true << false;
        QTest::newRow("boundary: Gt at 1.34, gate off (unknown operator)") << gt << t950 << kv(34) << false << false;
        QTest::newRow("boundary: Gt at 1.34, gate on (no such gate)") << gt << t950 << kv(34) << true << false;
        QTest::newRow("boundary: Gt at 1.35, gate off") << gt << t950 << kv(35) << false << false;
        QTest::newRow("boundary: Gt at 1.35, gate on") << gt << t950 << kv(35) << true << true;
        QTest::newRow("boundary: Lt at 1.36, gate off")
            << slaTol("Lt", "950") << sla("800") << kv(36) << false << false;
        QTest::newRow("boundary: Lt at 1.36, gate on") << slaTol("Lt", "950") << sla("800") << kv(36) << true << true;
        // Key and effect are checked before the operator.
        QTest::newRow("Gt with another key")
            << slaTol("Gt", "750") << Taint { .key = "other", .value = "950", .effect = "NoSchedule" } << kv(35) << true
            << false;
        QTest::newRow("Gt with empty effect tolerates NoExecute")
            << Toleration { .key = "node.kubernetes.io/sla", .op = "Gt", .value = "750" }
            << Taint { .key = "node.kubernetes.io/sla", .value = "950", .effect = "NoExecute" } << kv(35) << true
            << true;
        // The rules before 1.35 (1.16 and 1.22 toleration.go are the same code).
        QTest::newRow("empty operator means Equal")
            << Toleration { .key = "foo", .value = "bar" } << fooBarNoSchedule << kv(16) << false << true;
        QTest::newRow("empty operator, different value")
            << Toleration { .key = "foo", .value = "baz" } << fooBarNoSchedule << kv(22) << false << false;
        QTest::newRow("Exists ignores the toleration's value")
            << Toleration { .key = "foo", .op = "Exists", .value = "zzz" } << fooBarNoSchedule << kv(22) << false
            << true;
        QTest::newRow("operator is case-sensitive")
            << Toleration { .key = "foo", .op = "exists" } << fooBarNoSchedule << kv(36) << false << false;
    }

    void toleratesTaint()
    {
        QFETCH(Toleration, toleration);
        QFETCH(Taint, taint);
        QFETCH(KubeVersion, version);
        QFETCH(bool, gate);
        QFETCH(bool, tolerated);
        QCOMPARE(bp::toleratesTaint(toleration, taint, version, gate), tolerated);
    }

    // ---------------------------------------------------------------- NodeUnschedulable
    void nodeUnschedulable_data()
    {
        QTest::addColumn<bool>("unschedulable");
        QTest::addColumn<Tolerations>("tolerations");
        QTest::addColumn<KubeVersion>("version");
        QTest::addColumn<bool>("ok");
        struct Case {
            const char* name;
            bool unschedulable;
            Tolerations tolerations;
            bool ok;
        };
        // pkg/scheduler/framework/plugins/nodeunschedulable/node_unschedulable_test.go TestNodeUnschedulable.
        const std::vector<Case> cases {
            { "Does not schedule pod to unschedulable node (node.Spec.Unschedulable==true)", true, {}, false },
            { "Schedule pod to normal node", false, {}, true },
            { "Schedule pod with toleration to unschedulable node (node.Spec.Unschedulable==true)", true,
                { { .key = kUnschedulableTaintKey, .effect = "NoSchedule" } }, true },
            // Added here: the toleration is checked against the taint
            // {node.kubernetes.io/unschedulable, "", NoSchedule} (1.16
            // CheckNodeUnschedulablePredicate and the plugin alike).
            { "added: Exists with no effect", true, { { .key = kUnschedulableTaintKey, .op = "Exists" } }, true },
            { "added: tolerate everything", true, { { .op = "Exists" } }, true },
            { "added: NoExecute toleration does not cover NoSchedule", true,
                { { .key = kUnschedulableTaintKey, .op = "Exists", .effect = "NoExecute" } }, false },
            { "added: Equal with a value does not match the empty taint value", true,
                { { .key = kUnschedulableTaintKey, .op = "Equal", .value = "true", .effect = "NoSchedule" } }, false },
            { "added: another key", true, { { .key = "node.kubernetes.io/not-ready", .op = "Exists" } }, false },
            { "added: tolerations do not matter on a schedulable node", false, { { .key = "x", .op = "Exists" } },
                true },
        };
        for (const Case& c : cases)
            for (KubeVersion v : kReleases)
                QTest::addRow("%s @%s", c.name, v.toString().c_str()) << c.unschedulable << c.tolerations << v << c.ok;
    }

    void nodeUnschedulable()
    {
        QFETCH(bool, unschedulable);
        QFETCH(Tolerations, tolerations);
        QFETCH(KubeVersion, version);
        QFETCH(bool, ok);
        const FilterStatus st = bp::nodeUnschedulableFilter(unschedulable, tolerations, version);
        QCOMPARE(st.ok, ok);
        QCOMPARE(str(st.reason), ok ? QString() : QString(kUnschedulable));
        // UnschedulableAndUnresolvable in the plugin; ErrNodeUnschedulable is in
        // 1.16's unresolvablePredicateFailureErrors.
        if (!ok)
            QCOMPARE(st.unresolvable, true);
    }

    // ---------------------------------------------------------------- NodeName
    void nodeName_data()
    {
        QTest::addColumn<std::string>("podNodeName");
        QTest::addColumn<std::string>("nodeName");
        QTest::addColumn<KubeVersion>("version");
        QTest::addColumn<bool>("ok");
        // pkg/scheduler/framework/plugins/nodename/node_name_test.go TestNodeName.
        struct Case {
            const char* name;
            const char* pod;
            const char* node;
            bool ok;
        };
        const std::vector<Case> cases {
            { "no host specified", "", "", true },
            { "host matches", "foo", "foo", true },
            { "host doesn't match", "bar", "foo", false },
            { "added: no host specified, named node", "", "foo", true },
            { "added: case-sensitive", "Foo", "foo", false },
        };
        for (const Case& c : cases)
            for (KubeVersion v : kReleases)
                QTest::addRow("%s @%s", c.name, v.toString().c_str())
                    << std::string(c.pod) << std::string(c.node) << v << c.ok;
    }

    void nodeName()
    {
        QFETCH(std::string, podNodeName);
        QFETCH(std::string, nodeName);
        QFETCH(KubeVersion, version);
        QFETCH(bool, ok);
        const FilterStatus st = bp::nodeNameFilter(podNodeName, nodeName, version);
        QCOMPARE(st.ok, ok);
        QCOMPARE(str(st.reason), ok ? QString() : str(nodeNameReason(version)));
        if (!ok)
            QCOMPARE(st.unresolvable, true);
    }

    void nodeNameBoundaries_data()
    {
        QTest::addColumn<KubeVersion>("version");
        QTest::addColumn<std::string>("reason");
        QTest::newRow("1.16 predicate") << kv(16) << std::string("node(s) didn't match the requested hostname");
        QTest::newRow("1.16.15") << kv(16, 15) << std::string("node(s) didn't match the requested hostname");
        QTest::newRow("1.22 (changed in 1.21, PR #97454)")
            << kv(22) << std::string("node(s) didn't match the requested node name");
        QTest::newRow("1.36") << kv(36) << std::string("node(s) didn't match the requested node name");
    }

    void nodeNameBoundaries()
    {
        QFETCH(KubeVersion, version);
        QFETCH(std::string, reason);
        const FilterStatus st = bp::nodeNameFilter("a", "b", version);
        QCOMPARE(st.ok, false);
        QCOMPARE(str(st.reason), str(reason));
        QCOMPARE(st.unresolvable, true);
    }

    // ---------------------------------------------------------------- NodeAffinity
    void nodeAffinity_data()
    {
        QTest::addColumn<Labels>("nodeSelector");
        QTest::addColumn<OptSelector>("required");
        QTest::addColumn<Labels>("labels");
        QTest::addColumn<std::string>("nodeName");
        QTest::addColumn<KubeVersion>("version");
        QTest::addColumn<bool>("ok");
        struct Case {
            const char* name;
            Labels nodeSelector;
            OptSelector required;
            Labels labels;
            std::string nodeName;
            bool ok;
        };
        const Labels fooBar { { "foo", "bar" } };
        const Labels gpu { { "GPU", "NVIDIA-GRID-K1" } };
        // pkg/scheduler/framework/plugins/nodeaffinity/node_affinity_test.go
        // TestNodeAffinity, every case without args.AddedAffinity (our API has
        // none); PreFilter-only expectations (Skip, PreFilterResult,
        // errReasonConflict) are not modelled, the Filter result is.
        const std::vector<Case> cases {
            { "missing labels", fooBar, std::nullopt, {}, "", false },
            { "same labels", fooBar, std::nullopt, fooBar, "", true },
            { "node labels are superset", fooBar, std::nullopt, { { "foo", "bar" }, { "baz", "blah" } }, "", true },
            { "node labels are subset", { { "foo", "bar" }, { "baz", "blah" } }, std::nullopt, fooBar, "", false },
            { "Pod with matchExpressions using In operator that matches the existing node", {},
                terms({ exprs({ req("foo", "In", { "bar", "value2" }) }) }), fooBar, "", true },
            { "Pod with matchExpressions using Gt operator that matches the existing node", {},
                terms({ exprs({ req("kernel-version", "Gt", { "0204" }) }) }), { { "kernel-version", "0206" } }, "",
                true },
            { "Pod with matchExpressions using NotIn operator that matches the existing node", {},
                terms({ exprs({ req("mem-type", "NotIn", { "DDR", "DDR2" }) }) }), { { "mem-type", "DDR3" } }, "",
                true },
            { "Pod with matchExpressions using Exists operator that matches the existing node", {},
                terms({ exprs({ req("GPU", "Exists") }) }), gpu, "", true },
            { "Pod with affinity that don't match node's labels won't schedule onto the node", {},
                terms({ exprs({ req("foo", "In", { "value1", "value2" }) }) }), fooBar, "", false },
            { "Pod with empty MatchExpressions is not a valid value will match no objects and won't schedule onto the "
              "node",
                {}, terms({ exprs({}) }), fooBar, "", false },
            { "Pod with no Affinity will schedule onto a node", {}, std::nullopt, fooBar, "", true },
            { "Pod with Affinity but nil NodeSelector will schedule onto a node", {}, std::nullopt, fooBar, "", true },
            { "Pod with multiple matchExpressions ANDed that matches the existing node", {},
                terms({ exprs({ req("GPU", "Exists"), req("GPU", "NotIn", { "AMD", "INTER" }) }) }), gpu, "", true },
            { "Pod with multiple matchExpressions ANDed that doesn't match the existing node", {},
                terms({ exprs({ req("GPU", "Exists"), req("GPU", "In", { "AMD", "INTER" }) }) }), gpu, "", false },
            { "Pod with multiple NodeSelectorTerms ORed in affinity, matches the node's labels", {},
                terms({ exprs({ req("foo", "In", { "bar", "value2" }) }),
                    exprs({ req("diffkey", "In", { "wrong", "value2" }) }) }),
                fooBar, "", true },
            { "Pod with an Affinity and a PodSpec.NodeSelector both are satisfied", fooBar,
                terms({ exprs({ req("foo", "Exists") }) }), fooBar, "", true },
            { "Pod with an Affinity matches node's labels but the PodSpec.NodeSelector is not satisfied", fooBar,
                terms({ exprs({ req("foo", "Exists") }) }), { { "foo", "barrrrrr" } }, "", false },
            { "Pod with an invalid value in Affinity term won't be scheduled onto the node", {},
                terms({ exprs({ req("foo", "NotIn", { "invalid value: ___@#$%^" }) }) }), fooBar, "", false },
            { "Pod with matchFields using In operator that matches the existing node", {},
                terms({ fields({ req("metadata.name", "In", { "node1" }) }) }), {}, "node1", true },
            { "Pod with matchFields using In operator that does not match the existing node", {},
                terms({ fields({ req("metadata.name", "In", { "node1" }) }) }), {}, "node2", false },
            { "Pod with two terms: matchFields does not match, but matchExpressions matches", {},
                terms({ fields({ req("metadata.name", "In", { "node1" }), req("metadata.name", "In", { "node2" }) }),
                    exprs({ req("foo", "In", { "bar" }) }) }),
                fooBar, "node2", true },
            { "Pod with one term: matchFields does not match, but matchExpressions matches", {},
                terms({ { { req("foo", "In", { "bar" }) }, { req("metadata.name", "In", { "node1" }) } } }), fooBar,
                "node2", false },
            { "Pod with one term: both matchFields and matchExpressions match", {},
                terms({ { { req("foo", "In", { "bar" }) }, { req("metadata.name", "In", { "node1" }) } } }), fooBar,
                "node1", true },
            { "Pod with two terms: both matchFields and matchExpressions do not match", {},
                terms({ fields({ req("metadata.name", "In", { "node1" }) }),
                    exprs({ req("foo", "In", { "not-match-to-bar" }) }) }),
                fooBar, "node2", false },
            { "Pod with two terms of node.Name affinity", {},
                terms({ fields({ req("metadata.name", "In", { "node1" }) }),
                    fields({ req("metadata.name", "In", { "node2" }) }) }),
                {}, "node2", true },
            { "Pod with two conflicting mach field requirements", {},
                terms({ fields({ req("metadata.name", "In", { "node1" }), req("metadata.name", "In", { "node2" }) }) }),
                fooBar, "node2", false },
            { "Matches node selector correctly even if PreFilter is not called", fooBar, std::nullopt,
                { { "foo", "bar" }, { "baz", "blah" } }, "", true },
            { "Matches node affinity correctly even if PreFilter is not called", {},
                terms({ exprs({ req("GPU", "Exists"), req("GPU", "NotIn", { "AMD", "INTER" }) }) }), gpu, "", true },

            // Added here, from the matching rules of component-helpers
            // scheduling/corev1/nodeaffinity (1.16: v1helper.MatchNodeSelectorTerms,
            // the same rules) and apimachinery labels.NewRequirement.
            { "added: DoesNotExist, label absent", {}, terms({ exprs({ req("GPU", "DoesNotExist") }) }), fooBar, "",
                true },
            { "added: DoesNotExist, label present", {}, terms({ exprs({ req("GPU", "DoesNotExist") }) }), gpu, "",
                false },
            { "added: Exists, label absent", {}, terms({ exprs({ req("GPU", "Exists") }) }), fooBar, "", false },
            { "added: NotIn, label absent", {}, terms({ exprs({ req("GPU", "NotIn", { "AMD" }) }) }), fooBar, "",
                true },
            { "added: Lt matches", {}, terms({ exprs({ req("cores", "Lt", { "16" }) }) }), { { "cores", "8" } }, "",
                true },
            { "added: Lt equal", {}, terms({ exprs({ req("cores", "Lt", { "8" }) }) }), { { "cores", "8" } }, "",
                false },
            { "added: Gt, label absent", {}, terms({ exprs({ req("cores", "Gt", { "1" }) }) }), fooBar, "", false },
            { "added: Gt, non-integer label", {}, terms({ exprs({ req("cores", "Gt", { "1" }) }) }),
                { { "cores", "many" } }, "", false },
            { "added: Gt with a non-integer value does not parse", {},
                terms({ exprs({ req("cores", "Gt", { "x" }) }) }), { { "cores", "8" } }, "", false },
            { "added: Gt with two values does not parse", {}, terms({ exprs({ req("cores", "Gt", { "1", "2" }) }) }),
                { { "cores", "8" } }, "", false },
            { "added: In without values does not parse", {}, terms({ exprs({ req("foo", "In") }) }), fooBar, "",
                false },
            { "added: Exists with values does not parse", {}, terms({ exprs({ req("foo", "Exists", { "bar" }) }) }),
                fooBar, "", false },
            { "added: unknown operator does not parse", {}, terms({ exprs({ req("foo", "Equals", { "bar" }) }) }),
                fooBar, "", false },
            { "added: a term that does not parse does not stop the next term", {},
                terms({ exprs({ req("foo", "In") }), exprs({ req("foo", "In", { "bar" }) }) }), fooBar, "", true },
            { "added: empty nodeSelectorTerms match nothing", {}, NodeSelector {}, fooBar, "", false },
            { "added: a term with neither expressions nor fields matches nothing", {}, terms({ NodeSelectorTerm {} }),
                fooBar, "node1", false },
            { "added: matchFields NotIn", {}, terms({ fields({ req("metadata.name", "NotIn", { "node1" }) }) }), {},
                "node2", true },
            { "added: matchFields In with two values does not parse", {},
                terms({ fields({ req("metadata.name", "In", { "node1", "node2" }) }) }), {}, "node1", false },
            { "added: matchFields Exists does not parse", {}, terms({ fields({ req("metadata.name", "Exists") }) }), {},
                "node1", false },
            { "added: nodeSelector value compared exactly", { { "foo", "" } }, std::nullopt, fooBar, "", false },
            { "added: nodeSelector empty value matches empty label", { { "foo", "" } }, std::nullopt, { { "foo", "" } },
                "", true },
        };
        for (const Case& c : cases)
            for (KubeVersion v : kReleases)
                QTest::addRow("%s @%s", c.name, v.toString().c_str())
                    << c.nodeSelector << c.required << c.labels << c.nodeName << v << c.ok;
    }

    void nodeAffinity()
    {
        QFETCH(Labels, nodeSelector);
        QFETCH(OptSelector, required);
        QFETCH(Labels, labels);
        QFETCH(std::string, nodeName);
        QFETCH(KubeVersion, version);
        QFETCH(bool, ok);
        const FilterStatus st = bp::nodeAffinityFilter(nodeSelector, required, labels, nodeName, version);
        QCOMPARE(st.ok, ok);
        QCOMPARE(str(st.reason), ok ? QString() : str(nodeAffinityReason(version)));
        // UnschedulableAndUnresolvable in the plugin; ErrNodeSelectorNotMatch is
        // in 1.16's unresolvablePredicateFailureErrors.
        if (!ok)
            QCOMPARE(st.unresolvable, true);
        // nodeSelectorMatches answers for the required terms alone.
        if (required && nodeSelector.empty())
            QCOMPARE(bp::nodeSelectorMatches(*required, labels, nodeName), ok);
    }

    void nodeAffinityBoundaries_data()
    {
        QTest::addColumn<KubeVersion>("version");
        QTest::addColumn<std::string>("reason");
        QTest::newRow("1.16 predicate") << kv(16) << std::string("node(s) didn't match node selector");
        QTest::newRow("1.22 (ErrReasonPod since 1.21)")
            << kv(22) << std::string("node(s) didn't match Pod's node affinity/selector");
        QTest::newRow("1.36") << kv(36) << std::string("node(s) didn't match Pod's node affinity/selector");
    }

    void nodeAffinityBoundaries()
    {
        QFETCH(KubeVersion, version);
        QFETCH(std::string, reason);
        // The same reason whether the nodeSelector or the required terms fail.
        FilterStatus st = bp::nodeAffinityFilter({ { "disk", "ssd" } }, std::nullopt, {}, "n", version);
        QCOMPARE(st.ok, false);
        QCOMPARE(str(st.reason), str(reason));
        QCOMPARE(st.unresolvable, true);
        st = bp::nodeAffinityFilter({}, terms({ exprs({ req("disk", "In", { "ssd" }) }) }), {}, "n", version);
        QCOMPARE(st.ok, false);
        QCOMPARE(str(st.reason), str(reason));
        QCOMPARE(st.unresolvable, true);
    }
};

QTEST_APPLESS_MAIN(TestNodeFilters)
#include "test_node_filters.moc"
