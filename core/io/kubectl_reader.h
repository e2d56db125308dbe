// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to the kubectl importer (kubectl_import.cpp, kubectl_json.cpp,
// kubectl_yaml.cpp): what the format readers collect, and the reader of
// Kubernetes objects written once over a document view `V`, so JSON (RapidJSON,
// in situ) and YAML (yaml-cpp) go through the same rules.
//
// A view type V provides:
//   bool isNull() / isMap() / isSeq() / isScalar() const   (numbers are scalars)
//   std::string_view scalar() const                        (valid when isScalar())
//   bool isString() const                                  (a scalar that is text, not a number or boolean)
//   std::optional<bool> boolean() const                    (true/false, or nullopt)
//   const char* typeName() const                           ("a mapping", "a list", "a string", ...,
//                                                           marked BP_TEXT: a phrase's source)
//   std::optional<V> get(std::string_view key) const       (nullopt when absent)
//   void forEachMember(F f) const     f(std::string_view key, const V& value)
//   void forEachElement(F f) const    f(size_t index, const V& value)
//   SourcePos pos() const             (1-based; 0 when unknown)
#pragma once

#include "io/constraint_rules.h"
#include "io/container_port_rules.h"
#include "model/workspace.h"
#include "util/go_int.h"
#include "util/wording.h"

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace bp::kubectl {

struct ImportedNode {
    Node node; // node.taints and node.unschedulable as spec holds them
    int file = 0; // index into Collected::files
    bool fromCapacity = false; // no status.allocatable: status.capacity was used
    bool noResources = false; // neither status.allocatable nor status.capacity
};

struct ImportedPod {
    Pod pod;
    int file = 0;
    bool podLevelResources = false; // spec.resources (pod-level) is set
    int limitsDefaulted = 0; // container requests taken from limits
};

// Everything read from the input files, before filters and naming.
struct Collected {
    static constexpr size_t kMaxErrors = 50;
    std::vector<std::string> files;
    std::vector<ImportedNode> nodes;
    std::vector<ImportedPod> pods;
    std::vector<Service> services; // those with a selector
    std::vector<Namespace> namespaces;
    std::vector<PodDisruptionBudget> budgets;
    int64_t finishedPods = 0; // status.phase Succeeded or Failed
    int64_t deletedPendingPods = 0; // metadata.deletionTimestamp set, no node: left out
    int64_t deletedBoundPods = 0; // the same on a node: kept
    std::map<std::string, int64_t> skippedKinds; // objects in a List that are not Node/Pod/Service/Namespace
    int64_t servicesWithoutSelector = 0; // Services left out: they select no pod
    std::vector<int> largeYaml; // files read as YAML that are big enough to be slow
    std::vector<Diagnostic> errors;
    size_t droppedErrors = 0;
    std::vector<Diagnostic> warnings; // read anyway, but worth a look (at most kMaxErrors)

    void error(int file, SourcePos pos, std::string field, Wording message)
    {
        if (errors.size() >= kMaxErrors) {
            ++droppedErrors;
            return;
        }
        errors.push_back(make(file, pos, std::move(field), std::move(message)));
    }
    void warning(int file, SourcePos pos, std::string field, Wording message)
    {
        if (warnings.size() >= kMaxErrors)
            return;
        Diagnostic d = make(file, pos, std::move(field), std::move(message));
        d.severity = Diagnostic::Severity::Warning;
        warnings.push_back(std::move(d));
    }
    Diagnostic make(int file, SourcePos pos, std::string field, Wording message) const
    {
        Diagnostic d;
        d.file = files[static_cast<size_t>(file)];
        d.line = pos.line;
        d.column = pos.column;
        d.field = std::move(field);
        std::move(message).tell(d);
        return d;
    }
    bool full() const { return errors.size() >= kMaxErrors; }
};

// "expected a Kubernetes Node, Pod or List (kind: Node, Pod, List, NodeList or PodList)"
inline Phrase expectedObject()
{
    return Phrase(BP_TEXT("bp::core", "expected a Kubernetes %1, %2 or %3 (kind: %1, %2, %3, %4 or %5)"),
        { "Node", "Pod", "List", "NodeList", "PodList" });
}

// A field path (items[12].status.allocatable.cpu) kept as links on the stack
// and spelled out only when a message needs it, so reading costs no strings.
struct Path {
    const Path* parent = nullptr;
    std::string_view key; // a member name, or empty for a list index
    size_t index = 0;

    Path child(std::string_view k) const { return Path { this, k, 0 }; }
    Path at(size_t i) const { return Path { this, {}, i }; }
    std::string str() const
    {
        std::vector<const Path*> chain;
        for (const Path* p = this; p && p->parent; p = p->parent)
            chain.push_back(p);
        std::string out;
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            if ((*it)->key.empty()) {
                out += "[" + std::to_string((*it)->index) + "]";
            } else {
                if (!out.empty())
                    out += '.';
                out += (*it)->key;
            }
        }
        return out;
    }
};

// "a mapping", "a string \"x\"": the type, and a scalar's text.
template <class V> Phrase describeValue(const V& v)
{
    Phrase out(v.typeName());
    if (v.isScalar())
        out.then(Phrase(BP_TEXT("bp::core", " %1"), { bp::quoted(v.scalar()) }));
    return out;
}

// "expected <what>, got <value>"
template <class V> Phrase expectedGot(Phrase what, const V& v)
{
    what.then(Phrase(BP_TEXT("bp::core", ", got "))).then(describeValue(v));
    return what;
}

template <class V> class ObjectReader {
public:
    ObjectReader(Collected& out, int file)
        : out_(out)
        , file_(file)
    {
    }

    // One document: a List/NodeList/PodList, a single Node or Pod, a bare
    // sequence of objects, or nothing (an empty YAML document).
    void readDocument(const V& root)
    {
        if (root.isNull())
            return;
        if (root.isSeq()) {
            readItems(root, Path {}, {});
            return;
        }
        if (!root.isMap()) {
            error(root, "", expectedGot(expectedObject(), root));
            return;
        }
        auto kind = root.get("kind");
        if (!kind || !kind->isScalar()) {
            error(kind ? *kind : root, kind ? "kind" : "",
                kind ? expectedGot(expectedObject(), *kind)
                     : expectedObject().then(
                         Phrase(BP_TEXT("bp::core", ", got a mapping without a %1 field"), { "\"kind\"" })));
            return;
        }
        std::string_view k = kind->scalar();
        const bool list
            = k == "List" || k == "NodeList" || k == "PodList" || k == "ServiceList" || k == "NamespaceList"
            || k == "PodDisruptionBudgetList";
        if (list || isObjectKind(k))
            checkApiVersion(root, Path {}, k);
        if (list) {
            auto items = root.get("items");
            if (!items || items->isNull())
                return; // "items: null" is how the API writes an empty list
            if (!items->isSeq()) {
                error(*items, "items", expectedGot(Phrase(BP_TEXT("bp::core", "expected a list of objects")), *items));
                return;
            }
            readItems(*items, Path {}.child("items"), k == "List" ? "" : k.substr(0, k.size() - 4));
        } else if (isObjectKind(k)) {
            readObject(root, Path {}, k);
        } else {
            error(*kind, "kind",
                expectedObject()
                    .then(Phrase(BP_TEXT("bp::core", ", got kind %1"), { "\"" + std::string(k) + "\"" }))
                    .then(hintFor(k)));
        }
    }

private:
    // The kinds read: Node, Pod, and the Services and Namespaces a workspace
    // keeps for pod affinity and spreading.
    static bool isObjectKind(std::string_view k)
    {
        return k == "Node" || k == "Pod" || k == "Service" || k == "Namespace" || k == "PodDisruptionBudget";
    }

    void readObject(const V& obj, const Path& path, std::string_view k)
    {
        if (k == "Node")
            readNode(obj, path);
        else if (k == "Pod")
            readPod(obj, path);
        else if (k == "Service")
            readService(obj, path);
        else if (k == "PodDisruptionBudget")
            readDisruptionBudget(obj, path);
        else
            readNamespace(obj, path);
    }

    static Phrase hintFor(std::string_view kind)
    {
        if (kind == "Workspace")
            return Phrase(BP_TEXT("bp::core", " (a Binpack Studio workspace: give it to %1, or open it directly)"),
                { "--profile-from" });
        if (kind == "KubeSchedulerConfiguration" || kind == "Policy")
            return Phrase(BP_TEXT("bp::core", " (a scheduler configuration: use %1)"), { "`binpack-cli import`" });
        return Phrase(BP_TEXT("bp::core", " (export the cluster with %1)"), { "`kubectl get nodes,pods -A -o yaml`" });
    }

    void error(const V& at, std::string field, Wording message)
    {
        out_.error(file_, at.pos(), std::move(field), std::move(message));
    }

    // List, Node, Pod, Service and Namespace exist in version v1 only; the API
    // server refuses any other. The object is read as v1 (its fields are),
    // with a warning.
    void checkApiVersion(const V& obj, const Path& path, std::string_view kind)
    {
        auto api = obj.get("apiVersion");
        if (kind.rfind("PodDisruptionBudget", 0) == 0) { // the object, or a list of them
            // policy/v1; policy/v1beta1 (served until 1.25) has the same
            // selector and status fields.
            if (!api || api->isNull()
                || (api->isScalar() && (api->scalar() == "policy/v1" || api->scalar() == "policy/v1beta1")))
                return;
            Phrase message(BP_TEXT("bp::core", "a %1 with %2 "), { std::string(kind), "apiVersion" });
            message.then(api->isScalar() ? verbatim(bp::quoted(api->scalar())) : Phrase(api->typeName()));
            message.then(Phrase(BP_TEXT("bp::core", "; expected %1; read as %1"), { "policy/v1" }));
            out_.warning(file_, api->pos(), path.child("apiVersion").str(), std::move(message));
            return;
        }
        if (!api || api->isNull() || (api->isScalar() && api->scalar() == "v1"))
            return;
        Phrase message(BP_TEXT("bp::core", "a %1 with %2 "), { std::string(kind), "apiVersion" });
        message.then(api->isScalar() ? verbatim(bp::quoted(api->scalar())) : Phrase(api->typeName()));
        message.then(Phrase(BP_TEXT("bp::core", "; expected %1, the only version of %2, %3 and %4; read as %1"),
            { "v1", "List", "Node", "Pod" }));
        out_.warning(file_, api->pos(), path.child("apiVersion").str(), std::move(message));
    }

    // Items of a List: Nodes and Pods are read, other kinds are counted and
    // skipped (`kubectl get all` mixes in Services and Deployments). In a
    // NodeList/PodList (raw API output) items may leave out their kind.
    void readItems(const V& seq, const Path& path, std::string_view impliedKind)
    {
        seq.forEachElement([&](size_t i, const V& item) {
            if (out_.full())
                return;
            const Path p = path.at(i);
            if (!item.isMap()) {
                error(item, p.str(),
                    expectedGot(
                        Phrase(BP_TEXT("bp::core", "expected a Kubernetes object (a mapping with kind %1 or %2)"),
                            { "Node", "Pod" }),
                        item));
                return;
            }
            std::string_view k = impliedKind;
            if (auto kind = item.get("kind")) {
                if (!kind->isString()) {
                    error(*kind, p.child("kind").str(),
                        expectedGot(Phrase(BP_TEXT("bp::core", "expected a kind such as %1 or %2 (a string)"),
                                        { "Node", "Pod" }),
                            *kind));
                    return;
                }
                k = kind->scalar();
            }
            if (isObjectKind(k)) {
                checkApiVersion(item, p, k);
                readObject(item, p, k);
            } else if (k.empty())
                error(item, p.str(),
                    Phrase(BP_TEXT("bp::core", "expected a Kubernetes object with a %1 field (%2 or %3)"),
                        { "\"kind\"", "Node", "Pod" }));
            else
                ++out_.skippedKinds[std::string(k)];
        });
    }

    // The value at `key` when it is a mapping; nullopt when absent or null
    // (an error is recorded when it is something else).
    std::optional<V> mapAt(const V& parent, std::string_view key, const Path& path)
    {
        auto v = parent.get(key);
        if (!v || v->isNull())
            return std::nullopt;
        if (!v->isMap()) {
            error(*v, path.child(key).str(), expectedGot(Phrase(BP_TEXT("bp::core", "expected a mapping")), *v));
            return std::nullopt;
        }
        return v;
    }
    std::optional<V> seqAt(const V& parent, std::string_view key, const Path& path)
    {
        auto v = parent.get(key);
        if (!v || v->isNull())
            return std::nullopt;
        if (!v->isSeq()) {
            error(*v, path.child(key).str(), expectedGot(Phrase(BP_TEXT("bp::core", "expected a list")), *v));
            return std::nullopt;
        }
        return v;
    }
    // A string field; nullopt when absent or null. `ok` turns false on a wrong type.
    std::optional<std::string_view> stringAt(const V& parent, std::string_view key, const Path& path, bool* ok)
    {
        auto v = parent.get(key);
        if (!v || v->isNull())
            return std::nullopt;
        if (!v->isScalar()) {
            error(*v, path.child(key).str(), expectedGot(Phrase(BP_TEXT("bp::core", "expected a string")), *v));
            *ok = false;
            return std::nullopt;
        }
        return v->scalar();
    }

    // metadata.name (required), metadata.labels when labels != nullptr;
    // metadata.namespace when ns != nullptr.
    // `noName`: the message for a missing name, with %1 for metadata.name.
    bool readMetadata(const V& obj, const Path& path, const char* noName, std::string* name, std::string* ns,
        std::vector<std::pair<std::string, std::string>>* labels)
    {
        bool ok = true;
        auto meta = mapAt(obj, "metadata", path);
        const Path metaPath = path.child("metadata");
        std::optional<std::string_view> n;
        if (meta)
            n = stringAt(*meta, "name", metaPath, &ok);
        if (!ok)
            return false;
        if (!n || n->empty()) {
            error(meta ? *meta : obj, metaPath.child("name").str(), Phrase(noName, { "metadata.name" }));
            return false;
        }
        name->assign(*n);
        if (ns) {
            auto s = stringAt(*meta, "namespace", metaPath, &ok);
            // The API server puts a pod without a namespace into "default".
            ns->assign(s && !s->empty() ? *s : std::string_view("default"));
        }
        if (!labels)
            return ok; // the caller reads them
        if (auto l = mapAt(*meta, "labels", metaPath))
            ok = readLabelMap(*l, metaPath.child("labels"), labels) && ok;
        return ok;
    }

    // What a string map's keys and values must be: labels', or annotations'.
    struct StringMapRules {
        bool (*keep)(std::string_view key) = nullptr; // nullptr: every key
        std::optional<Phrase> (*keyProblem)(const std::string& key) = nullptr; // nullptr: only "" refused
        const char* duplicate = BP_TEXT("bp::core", "duplicate label key; each key may appear once");
        const char* valueExpected = BP_TEXT("bp::core", "expected a label value (a string)");
    };

    // A map of label keys to values (metadata.labels, spec.nodeSelector), in
    // file order; with `rules`, another string map (annotations).
    bool readLabelMap(const V& map, const Path& field, std::vector<std::pair<std::string, std::string>>* out,
        const StringMapRules& rules = {})
    {
        bool ok = true;
        std::unordered_set<std::string> seen;
        map.forEachMember([&](std::string_view key, const V& value) {
            if (rules.keep && !rules.keep(key))
                return;
            // JSON and yaml-cpp let a key repeat; the API server would keep
            // one, a workspace cannot hold two: say so.
            if (key.empty() && !rules.keyProblem) {
                error(value, field.str(), kEmptyLabelKey);
                ok = false;
                return;
            }
            if (auto problem = rules.keyProblem ? rules.keyProblem(std::string(key)) : std::nullopt) {
                error(value, field.child(key).str(), std::move(*problem));
                ok = false;
                return;
            }
            if (!seen.emplace(key).second) {
                error(value, field.child(key).str(), Phrase(rules.duplicate));
                ok = false;
                return;
            }
            if (value.isNull()) {
                out->emplace_back(std::string(key), std::string());
            } else if (!value.isScalar()) {
                error(value, field.child(key).str(), expectedGot(Phrase(rules.valueExpected), value));
                ok = false;
            } else {
                out->emplace_back(std::string(key), std::string(value.scalar()));
            }
        });
        return ok;
    }

    // ---- Placement constraints (model/constraints.h) ------------------------
    //
    // What the API server accepts, so that the workspace written from them
    // reads back: a taint has a key and one of the three effects, operators
    // and effects are the API's, tolerationSeconds is an integer, a required
    // node affinity has at least one term.

    static Phrase taintEffects()
    {
        return Phrase(BP_TEXT("bp::core", "expected %1, %2 or %3"), { "NoSchedule", "PreferNoSchedule", "NoExecute" });
    }

    // A string field that must be one of `allowed`. Absent, null or "": `missing`
    // is the error when given, else the field is "" (the API's default).
    // nullopt (and *ok false) after an error.
    std::optional<std::string_view> enumAt(const V& parent, std::string_view key, const Path& path,
        std::initializer_list<std::string_view> allowed, const Phrase& expected, const Phrase* missing, bool* ok)
    {
        auto v = parent.get(key);
        if (!v || v->isNull() || (v->isScalar() && v->scalar().empty())) {
            if (!missing)
                return std::string_view();
            error(v ? *v : parent, path.child(key).str(), *missing);
            *ok = false;
            return std::nullopt;
        }
        if (v->isScalar()) {
            for (std::string_view a : allowed)
                if (v->scalar() == a)
                    return v->scalar();
        }
        error(*v, path.child(key).str(), expectedGot(expected, *v));
        *ok = false;
        return std::nullopt;
    }

    // spec.taints: key, value, effect (timeAdded is not modelled); each key
    // and effect pair once (validateNodeTaints).
    bool readTaints(const V& seq, const Path& field, std::vector<Taint>* out)
    {
        bool ok = true;
        std::vector<size_t> indexes; // of the taints in *out
        seq.forEachElement([&](size_t i, const V& t) {
            const Path p = field.at(i);
            if (!t.isMap()) {
                error(t, p.str(), expectedGot(Phrase(BP_TEXT("bp::core", "expected a taint (a mapping)")), t));
                ok = false;
                return;
            }
            bool good = true;
            Taint taint;
            auto key = stringAt(t, "key", p, &good);
            if (good && (!key || key->empty())) {
                error(t, p.child("key").str(),
                    Phrase(BP_TEXT("bp::core", "a taint needs a key, such as %1"), { "nvidia.com/gpu" }));
                good = false;
            }
            if (auto value = stringAt(t, "value", p, &good))
                taint.value.assign(*value);
            const Phrase missing = Phrase(BP_TEXT("bp::core", "a taint needs an effect; ")).then(taintEffects());
            auto effect = enumAt(
                t, "effect", p, { "NoSchedule", "PreferNoSchedule", "NoExecute" }, taintEffects(), &missing, &good);
            if (!good) {
                ok = false;
                return;
            }
            taint.key.assign(*key);
            taint.effect.assign(*effect);
            for (ConstraintProblem& problem : taintProblems(taint)) {
                const char* at = problem.part == ConstraintPart::Key ? "key" : "value";
                error(*t.get(at), p.child(at).str(), std::move(problem.message));
                good = false;
            }
            if (!good) {
                ok = false;
                return;
            }
            for (size_t j = 0; j < out->size(); ++j) {
                if ((*out)[j].key == taint.key && (*out)[j].effect == taint.effect) {
                    error(t, p.str(), duplicateTaintMessage(taint, field.at(indexes[j]).str()));
                    ok = false;
                    return;
                }
            }
            out->push_back(std::move(taint));
            indexes.push_back(i);
        });
        return ok;
    }

    // spec.tolerations: key, operator, value, effect, tolerationSeconds, with
    // ValidateTolerations' rules: Exists takes no value, an empty key needs
    // Exists, tolerationSeconds goes with NoExecute only.
    bool readTolerations(const V& seq, const Path& field, std::vector<Toleration>* out)
    {
        bool ok = true;
        seq.forEachElement([&](size_t i, const V& t) {
            const Path p = field.at(i);
            if (!t.isMap()) {
                error(t, p.str(), expectedGot(Phrase(BP_TEXT("bp::core", "expected a toleration (a mapping)")), t));
                ok = false;
                return;
            }
            bool good = true;
            Toleration tol;
            if (auto key = stringAt(t, "key", p, &good))
                tol.key.assign(*key);
            // Lt and Gt: Kubernetes 1.35's TaintTolerationComparisonOperators gate.
            if (auto op = enumAt(t, "operator", p, { "Equal", "Exists", "Lt", "Gt" },
                    Phrase(BP_TEXT("bp::core", "expected %1, %2, %3 or %4"), { "Equal", "Exists", "Lt", "Gt" }),
                    nullptr, &good))
                tol.op.assign(*op);
            if (auto value = stringAt(t, "value", p, &good))
                tol.value.assign(*value);
            if (auto effect = enumAt(t, "effect", p, { "NoSchedule", "PreferNoSchedule", "NoExecute" },
                    Phrase(BP_TEXT("bp::core", "expected %1, %2, %3 or %4 (every effect)"),
                        { "NoSchedule", "PreferNoSchedule", "NoExecute", "\"\"" }),
                    nullptr, &good))
                tol.effect.assign(*effect);
            auto secs = t.get("tolerationSeconds");
            if (secs && !secs->isNull()) {
                std::optional<int64_t> n;
                if (secs->isScalar() && !secs->isString())
                    n = goParseInt(secs->scalar());
                if (!n) {
                    error(*secs, p.child("tolerationSeconds").str(),
                        expectedGot(Phrase(BP_TEXT("bp::core", "expected a whole number of seconds")), *secs));
                    good = false;
                }
                tol.tolerationSeconds = n;
            }
            if (!good) {
                ok = false;
                return;
            }
            for (ConstraintProblem& problem : tolerationProblems(tol)) {
                switch (problem.part) {
                case ConstraintPart::Key:
                    error(*t.get("key"), p.child("key").str(), std::move(problem.message));
                    break;
                case ConstraintPart::Value:
                    error(*t.get("value"), p.child("value").str(), std::move(problem.message));
                    break;
                case ConstraintPart::Operator: {
                    auto at = t.get("operator");
                    error(at && !at->isNull() ? *at : t, p.child("operator").str(), std::move(problem.message));
                    break;
                }
                default: // TolerationSeconds
                    error(*secs, p.child("tolerationSeconds").str(), std::move(problem.message));
                }
                good = false;
            }
            if (good)
                out->push_back(std::move(tol));
            else
                ok = false;
        });
        return ok;
    }

    // matchExpressions or matchFields of a node selector term, with the API
    // server's checks (ValidateNodeSelectorRequirement: In and NotIn need
    // values, Exists and DoesNotExist take none, Gt and Lt one integer;
    // ValidateNodeFieldSelectorRequirement: key metadata.name, In or NotIn,
    // exactly one value).
    bool readRequirements(const V& term, std::string_view key, const Path& termPath, bool fields,
        std::vector<NodeSelectorRequirement>* out)
    {
        auto list = seqAt(term, key, termPath);
        if (!list)
            return true; // absent (or not a list: seqAt said so)
        bool ok = true;
        const Path base = termPath.child(key);
        list->forEachElement([&](size_t i, const V& r) {
            const Path p = base.at(i);
            if (!r.isMap()) {
                error(r, p.str(),
                    expectedGot(Phrase(BP_TEXT("bp::core", "expected a node selector requirement (a mapping)")), r));
                ok = false;
                return;
            }
            bool good = true;
            NodeSelectorRequirement req;
            auto k = stringAt(r, "key", p, &good);
            if (good && (!k || k->empty())) {
                error(r, p.child("key").str(),
                    Phrase(BP_TEXT("bp::core", "a node selector requirement needs a key, such as %1"),
                        { fields ? "metadata.name" : "topology.kubernetes.io/zone" }));
                good = false;
            } else if (good && fields && *k != "metadata.name") {
                error(*r.get("key"), p.child("key").str(),
                    Phrase(BP_TEXT("bp::core",
                               "unsupported field selector key %1; expected metadata.name (the only node field a term "
                               "can select)"),
                        { bp::quoted(*k) }));
                good = false;
            }
            const Phrase expected = fields ? Phrase(BP_TEXT("bp::core", "expected %1 or %2"), { "In", "NotIn" })
                                           : Phrase(BP_TEXT("bp::core", "expected %1, %2, %3, %4, %5 or %6"),
                                               { "In", "NotIn", "Exists", "DoesNotExist", "Gt", "Lt" });
            const Phrase missing
                = Phrase(BP_TEXT("bp::core", "a node selector requirement needs an operator; ")).then(expected);
            auto op = fields ? enumAt(r, "operator", p, { "In", "NotIn" }, expected, &missing, &good)
                             : enumAt(r, "operator", p, { "In", "NotIn", "Exists", "DoesNotExist", "Gt", "Lt" },
                                 expected, &missing, &good);
            const Path vp = p.child("values");
            std::optional<V> first; // the first value, for its position
            auto values = seqAt(r, "values", p);
            if (values) {
                values->forEachElement([&](size_t j, const V& v) {
                    if (j == 0)
                        first = v;
                    if (v.isNull()) {
                        req.values.emplace_back();
                    } else if (!v.isScalar()) {
                        error(v, vp.at(j).str(),
                            expectedGot(Phrase(BP_TEXT("bp::core", "expected a label value (a string)")), v));
                        good = false;
                    } else {
                        req.values.emplace_back(v.scalar());
                    }
                });
            } else if (auto v = r.get("values"); v && !v->isNull()) {
                good = false; // not a list: seqAt said so
            }
            if (!good) {
                ok = false;
                return;
            }
            req.key.assign(*k);
            req.op.assign(*op);
            const V& valuesAt = values ? *values : r;
            if (auto problem = requirementProblem(req, fields)) {
                if (problem->part == ConstraintPart::Key)
                    error(*r.get("key"), p.child("key").str(), std::move(problem->message));
                else if (problem->part == ConstraintPart::FirstValue)
                    error(*first, vp.at(0).str(), std::move(problem->message));
                else
                    error(valuesAt, vp.str(), std::move(problem->message));
                good = false;
            }
            if (good)
                out->push_back(std::move(req));
            else
                ok = false;
        });
        return ok;
    }

    bool readNodeSelectorTerm(const V& t, const Path& p, NodeSelectorTerm* term)
    {
        bool good = readRequirements(t, "matchExpressions", p, false, &term->matchExpressions);
        return readRequirements(t, "matchFields", p, true, &term->matchFields) && good;
    }

    // A NodeSelector (requiredDuringSchedulingIgnoredDuringExecution).
    bool readNodeSelector(const V& sel, const Path& path, NodeSelector* out)
    {
        auto terms = seqAt(sel, "nodeSelectorTerms", path);
        if (!terms) {
            auto v = sel.get("nodeSelectorTerms");
            if (v && !v->isNull())
                return false; // not a list: seqAt said so
        }
        bool ok = true;
        bool any = false;
        const Path base = path.child("nodeSelectorTerms");
        if (terms) {
            terms->forEachElement([&](size_t i, const V& t) {
                any = true;
                const Path p = base.at(i);
                if (t.isNull()) { // an empty term: it selects nothing
                    out->nodeSelectorTerms.emplace_back();
                    return;
                }
                if (!t.isMap()) {
                    error(t, p.str(),
                        expectedGot(Phrase(BP_TEXT("bp::core", "expected a node selector term (a mapping)")), t));
                    ok = false;
                    return;
                }
                NodeSelectorTerm term;
                if (readNodeSelectorTerm(t, p, &term))
                    out->nodeSelectorTerms.push_back(std::move(term));
                else
                    ok = false;
            });
        }
        if (!any) {
            error(terms ? *terms : sel, base.str(),
                Phrase(BP_TEXT("bp::core",
                    "expected at least one node selector term; the API server refuses a required node affinity "
                    "without one")));
            return false;
        }
        return ok;
    }

    // ---- Topology spread constraints ---------------------------------------
    //
    // spec.topologySpreadConstraints, with validateTopologySpreadConstraints'
    // rules (constraint_rules.h, the workspace reader's too), each problem at
    // its field.

    // "maxSkew is required; expected e.g. maxSkew: 1"
    static Phrase requiredField(std::string_view key, const char* example)
    {
        return Phrase(BP_TEXT("bp::core", "%1 is required; expected e.g. %2"), { std::string(key), example });
    }

    // A required string field, then its rule; nullopt after an error.
    std::optional<std::string> requiredStringAt(const V& parent, std::string_view key, const Path& path,
        const char* example, std::optional<Phrase> (*rule)(const std::string&))
    {
        bool fine = true;
        const auto s = stringAt(parent, key, path, &fine);
        if (!fine)
            return std::nullopt;
        if (!s) {
            auto v = parent.get(key);
            error(v ? *v : parent, path.child(key).str(), requiredField(key, example));
            return std::nullopt;
        }
        std::string value(*s);
        if (auto problem = rule(value)) {
            error(*parent.get(key), path.child(key).str(), std::move(*problem));
            return std::nullopt;
        }
        return value;
    }

    // maxSkew (required), minDomains: an integer from 1 to 2147483647; nullopt
    // when absent or null, or after an error (*ok false).
    // (`rule`: another range, such as a weight's.)
    std::optional<int32_t> spreadCountAt(const V& parent, std::string_view key, const Path& path, const char* example,
        bool* ok, std::optional<Phrase> (*rule)(int64_t) = &spreadCountProblem)
    {
        auto v = parent.get(key);
        if (!v || v->isNull()) {
            if (example) {
                error(v ? *v : parent, path.child(key).str(), requiredField(key, example));
                *ok = false;
            }
            return std::nullopt;
        }
        std::optional<int64_t> n;
        if (v->isScalar() && !v->isString())
            n = goParseInt(v->scalar());
        std::optional<Phrase> problem;
        if (!n)
            problem = expectedGot(Phrase(BP_TEXT("bp::core", "expected an integer")), *v);
        else
            problem = rule(*n);
        if (problem) {
            error(*v, path.child(key).str(), std::move(*problem));
            *ok = false;
            return std::nullopt;
        }
        return static_cast<int32_t>(*n);
    }

    // A map of labels as ValidateLabels checks them (a selector's
    // matchLabels, a Service's selector, a Namespace's labels): each key a
    // label key, once, each value a label value.
    bool readValidLabels(const V& map, const Path& lp, Labels* out)
    {
        bool ok = true;
        std::unordered_set<std::string> seen;
        map.forEachMember([&](std::string_view k, const V& value) {
            const std::string key(k);
            std::optional<Phrase> problem = labelKeyProblem(key);
            if (!problem && !seen.insert(key).second)
                problem = Phrase(BP_TEXT("bp::core", "duplicate label key; each key may appear once"));
            std::string v;
            if (!problem && !value.isNull()) {
                if (value.isScalar())
                    v.assign(value.scalar());
                else
                    problem = expectedGot(Phrase(BP_TEXT("bp::core", "expected a label value (a string)")), value);
            }
            if (!problem)
                problem = labelValueProblem(v);
            if (problem) {
                error(value, lp.child(k).str(), std::move(*problem));
                ok = false;
                return;
            }
            out->emplace_back(key, std::move(v));
        });
        return ok;
    }

    // labelSelector (or namespaceSelector: `key`): null or absent is none (it
    // matches no pod), {} matches every pod (ValidateLabelSelector).
    bool readLabelSelector(const V& parent, const Path& path, std::optional<LabelSelectorSpec>* out,
        std::string_view key = "labelSelector")
    {
        auto sel = mapAt(parent, key, path);
        if (!sel) {
            auto v = parent.get(key);
            return !v || v->isNull(); // not a mapping: mapAt said so
        }
        const Path sp = path.child(key);
        LabelSelectorSpec spec;
        bool ok = true;
        if (auto labels = mapAt(*sel, "matchLabels", sp))
            ok = readValidLabels(*labels, sp.child("matchLabels"), &spec.matchLabels) && ok;
        else if (auto v = sel->get("matchLabels"); v && !v->isNull())
            ok = false; // not a mapping: mapAt said so
        if (auto exprs = seqAt(*sel, "matchExpressions", sp)) {
            const Path ep = sp.child("matchExpressions");
            exprs->forEachElement([&](size_t i, const V& r) {
                const Path p = ep.at(i);
                if (!r.isMap()) {
                    error(r, p.str(),
                        expectedGot(
                            Phrase(BP_TEXT("bp::core", "expected a label selector requirement (a mapping)")), r));
                    ok = false;
                    return;
                }
                LabelSelectorRequirement req;
                const auto key = requiredStringAt(r, "key", p, "key: app", &labelKeyProblem);
                const auto op = requiredStringAt(r, "operator", p, "operator: In", &selectorOperatorProblem);
                bool good = key && op;
                const Path vp = p.child("values");
                auto values = seqAt(r, "values", p);
                if (values) {
                    values->forEachElement([&](size_t j, const V& v) {
                        std::string value;
                        std::optional<Phrase> problem;
                        if (!v.isNull()) {
                            if (v.isScalar())
                                value.assign(v.scalar());
                            else
                                problem
                                    = expectedGot(Phrase(BP_TEXT("bp::core", "expected a label value (a string)")), v);
                        }
                        if (!problem)
                            problem = labelValueProblem(value);
                        if (problem) {
                            error(v, vp.at(j).str(), std::move(*problem));
                            good = false;
                            return;
                        }
                        req.values.push_back(std::move(value));
                    });
                } else if (auto v = r.get("values"); v && !v->isNull()) {
                    good = false; // not a list: seqAt said so
                }
                if (good) {
                    req.key = *key;
                    req.op = *op;
                    if (auto problem = selectorValuesProblem(req)) {
                        error(values ? *values : r, vp.str(), std::move(*problem));
                        good = false;
                    }
                }
                if (good)
                    spec.matchExpressions.push_back(std::move(req));
                else
                    ok = false;
            });
        } else if (auto v = sel->get("matchExpressions"); v && !v->isNull()) {
            ok = false; // not a list: seqAt said so
        }
        *out = std::move(spec);
        return ok;
    }

    // matchLabelKeys (or mismatchLabelKeys: `key`): label keys narrowing a
    // labelSelector that must be set (a repeated key is no error upstream).
    // `at`: the node of each key in *out, and its index in the list.
    bool readLabelKeys(const V& item, std::string_view key, const Path& path, std::vector<std::string>* out,
        std::vector<std::pair<V, size_t>>* at)
    {
        bool ok = readStrings(
            item, key, path, BP_TEXT("bp::core", "expected a label key (a string)"), &labelKeyProblem, out, at);
        auto selector = item.get("labelSelector");
        if (!out->empty() && (!selector || selector->isNull())) {
            error(*item.get(key), path.child(key).str(), matchLabelKeysWithoutSelector(std::string(key).c_str()));
            return false;
        }
        return ok;
    }

    // A list of strings at `key`, each checked by `rule`; `at` (when given)
    // gets the node and index of each one kept in *out. False after any
    // problem (a list that is not one included: seqAt said so).
    bool readStrings(const V& item, std::string_view key, const Path& path, const char* expected,
        std::optional<Phrase> (*rule)(const std::string&), std::vector<std::string>* out,
        std::vector<std::pair<V, size_t>>* at = nullptr)
    {
        auto list = seqAt(item, key, path);
        if (!list) {
            auto v = item.get(key);
            return !v || v->isNull();
        }
        bool ok = true;
        const Path lp = path.child(key);
        list->forEachElement([&](size_t j, const V& k) {
            std::optional<Phrase> problem;
            std::string text;
            if (k.isScalar())
                text.assign(k.scalar());
            else
                problem = expectedGot(Phrase(expected), k);
            if (!problem)
                problem = rule(text);
            if (problem) {
                error(k, lp.at(j).str(), std::move(*problem));
                ok = false;
                return;
            }
            out->push_back(std::move(text));
            if (at)
                at->emplace_back(k, j);
        });
        return ok;
    }

    // A spread constraint's matchLabelKeys, which its selector must not hold
    // (validateMatchLabelKeysInTopologySpread).
    bool readMatchLabelKeys(const V& item, const Path& path, TopologySpreadConstraint* c)
    {
        std::vector<std::pair<V, size_t>> at;
        bool ok = readLabelKeys(item, "matchLabelKeys", path, &c->matchLabelKeys, &at);
        if (ok && c->labelSelector) {
            for (size_t j = 0; j < c->matchLabelKeys.size(); ++j) {
                if (auto problem = matchLabelKeyInSelector(c->matchLabelKeys[j], *c->labelSelector)) {
                    error(at[j].first, path.child("matchLabelKeys").at(at[j].second).str(), std::move(*problem));
                    ok = false;
                }
            }
        }
        return ok;
    }

    // ---- Pod affinity and preferred node affinity -------------------------
    //
    // validatePodAffinityTerm, validateWeightedPodAffinityTerms and
    // ValidatePreferredSchedulingTerms (constraint_rules.h, the workspace
    // reader's rules too), each problem at its field.

    // weight (required): an integer from 1 to 100; nullopt after an error.
    std::optional<int32_t> weightAt(const V& item, const Path& p)
    {
        bool ok = true;
        return spreadCountAt(item, "weight", p, "weight: 50", &ok, &affinityWeightProblem);
    }

    bool readPodAffinityTerm(const V& t, const Path& p, PodAffinityTerm* out)
    {
        if (!t.isMap()) {
            error(t, p.str(), expectedGot(Phrase(BP_TEXT("bp::core", "expected a pod affinity term (a mapping)")), t));
            return false;
        }
        bool ok = readLabelSelector(t, p, &out->labelSelector);
        ok = readStrings(t, "namespaces", p, BP_TEXT("bp::core", "expected a namespace name (a string)"),
                 &namespaceNameProblem, &out->namespaces)
            && ok;
        if (auto key
            = requiredStringAt(t, "topologyKey", p, "topologyKey: kubernetes.io/hostname", &affinityTopologyKeyProblem))
            out->topologyKey = *key;
        else
            ok = false;
        ok = readLabelSelector(t, p, &out->namespaceSelector, "namespaceSelector") && ok;
        std::vector<std::pair<V, size_t>> matchAt, mismatchAt;
        ok = readLabelKeys(t, "matchLabelKeys", p, &out->matchLabelKeys, &matchAt) && ok;
        ok = readLabelKeys(t, "mismatchLabelKeys", p, &out->mismatchLabelKeys, &mismatchAt) && ok;
        for (LabelKeyProblem& problem : affinityLabelKeyProblems(*out)) {
            const auto& [node, index] = matchAt[problem.index];
            error(node, p.child("matchLabelKeys").at(index).str(), std::move(problem.message));
            ok = false;
        }
        return ok;
    }

    // podAffinity or podAntiAffinity: required terms, and weighted preferred ones.
    bool readPodAffinity(const V& a, const Path& path, PodAffinity* out)
    {
        bool ok = true;
        if (auto req = seqAt(a, "requiredDuringSchedulingIgnoredDuringExecution", path)) {
            const Path rp = path.child("requiredDuringSchedulingIgnoredDuringExecution");
            req->forEachElement([&](size_t i, const V& t) {
                PodAffinityTerm term;
                if (readPodAffinityTerm(t, rp.at(i), &term))
                    out->requiredDuringSchedulingIgnoredDuringExecution.push_back(std::move(term));
                else
                    ok = false;
            });
        } else if (auto v = a.get("requiredDuringSchedulingIgnoredDuringExecution"); v && !v->isNull()) {
            ok = false; // not a list: seqAt said so
        }
        if (auto pref = seqAt(a, "preferredDuringSchedulingIgnoredDuringExecution", path)) {
            const Path pp = path.child("preferredDuringSchedulingIgnoredDuringExecution");
            pref->forEachElement([&](size_t i, const V& item) {
                const Path p = pp.at(i);
                if (!item.isMap()) {
                    error(item, p.str(),
                        expectedGot(
                            Phrase(BP_TEXT("bp::core", "expected a weighted pod affinity term (a mapping)")), item));
                    ok = false;
                    return;
                }
                WeightedPodAffinityTerm weighted;
                const auto weight = weightAt(item, p);
                bool good = weight.has_value();
                auto term = item.get("podAffinityTerm");
                if (!term || term->isNull()) {
                    error(term ? *term : item, p.child("podAffinityTerm").str(),
                        requiredField("podAffinityTerm", "podAffinityTerm: {topologyKey: kubernetes.io/hostname}"));
                    good = false;
                } else {
                    good = readPodAffinityTerm(*term, p.child("podAffinityTerm"), &weighted.podAffinityTerm) && good;
                }
                if (good) {
                    weighted.weight = *weight;
                    out->preferredDuringSchedulingIgnoredDuringExecution.push_back(std::move(weighted));
                } else {
                    ok = false;
                }
            });
        } else if (auto v = a.get("preferredDuringSchedulingIgnoredDuringExecution"); v && !v->isNull()) {
            ok = false;
        }
        return ok;
    }

    // nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution: {weight,
    // preference}, the preference a node selector term (which may be empty).
    bool readPreferredNodeTerms(const V& seq, const Path& field, std::vector<PreferredSchedulingTerm>* out)
    {
        bool ok = true;
        seq.forEachElement([&](size_t i, const V& item) {
            const Path p = field.at(i);
            if (!item.isMap()) {
                error(item, p.str(),
                    expectedGot(Phrase(BP_TEXT("bp::core", "expected a preferred scheduling term (a mapping)")), item));
                ok = false;
                return;
            }
            PreferredSchedulingTerm term;
            const auto weight = weightAt(item, p);
            bool good = weight.has_value();
            if (auto pref = mapAt(item, "preference", p)) {
                good = readNodeSelectorTerm(*pref, p.child("preference"), &term.preference) && good;
            } else if (auto v = item.get("preference"); v && !v->isNull()) {
                good = false; // not a mapping: mapAt said so
            }
            if (good) {
                term.weight = *weight;
                out->push_back(std::move(term));
            } else {
                ok = false;
            }
        });
        return ok;
    }

    bool readSpreadConstraints(const V& seq, const Path& field, std::vector<TopologySpreadConstraint>* out)
    {
        bool ok = true;
        SpreadConstraintPairs pairs; // {topologyKey, whenUnsatisfiable}, once in the pod
        seq.forEachElement([&](size_t i, const V& item) {
            const Path p = field.at(i);
            if (!item.isMap()) {
                error(item, p.str(),
                    expectedGot(
                        Phrase(BP_TEXT("bp::core", "expected a topology spread constraint (a mapping)")), item));
                ok = false;
                return;
            }
            bool good = true;
            TopologySpreadConstraint c;
            if (auto n = spreadCountAt(item, "maxSkew", p, "maxSkew: 1", &good))
                c.maxSkew = *n;
            const auto key = requiredStringAt(
                item, "topologyKey", p, "topologyKey: topology.kubernetes.io/zone", &topologyKeyProblem);
            const auto when = requiredStringAt(
                item, "whenUnsatisfiable", p, "whenUnsatisfiable: DoNotSchedule", &whenUnsatisfiableProblem);
            good = good && key && when;
            if (key)
                c.topologyKey = *key;
            if (when)
                c.whenUnsatisfiable = *when;
            good = readLabelSelector(item, p, &c.labelSelector) && good;
            if (auto n = spreadCountAt(item, "minDomains", p, nullptr, &good)) {
                if (auto problem = when ? minDomainsProblem(*when) : std::nullopt) {
                    error(*item.get("minDomains"), p.child("minDomains").str(), std::move(*problem));
                    good = false;
                } else {
                    c.minDomains = *n;
                }
            }
            for (const bool taints : { false, true }) {
                const std::string_view name = taints ? "nodeTaintsPolicy" : "nodeAffinityPolicy";
                bool fine = true;
                const auto policy = stringAt(item, name, p, &fine);
                if (!fine) {
                    good = false;
                } else if (policy) {
                    if (auto problem = nodeInclusionPolicyProblem(std::string(*policy), taints)) {
                        error(*item.get(name), p.child(name).str(), std::move(*problem));
                        good = false;
                    } else {
                        (taints ? c.nodeTaintsPolicy : c.nodeAffinityPolicy) = std::string(*policy);
                    }
                }
            }
            good = readMatchLabelKeys(item, p, &c) && good;
            if (key && when) {
                if (auto duplicate = pairs.take(c, p.str())) {
                    error(item, p.str(), std::move(*duplicate));
                    good = false;
                }
            }
            if (good)
                out->push_back(std::move(c));
            else
                ok = false;
        });
        return ok;
    }

    // spec.nodeSelector, spec.tolerations, spec.topologySpreadConstraints,
    // spec.affinity (every part of it).
    bool readPodConstraints(const V& spec, const Path& specPath, ImportedPod* p)
    {
        bool ok = true;
        // (A field of the wrong shape is an error that mapAt/seqAt record;
        // any error fails the import, so it is not passed up here.)
        if (auto sel = mapAt(spec, "nodeSelector", specPath))
            ok = readLabelMap(*sel, specPath.child("nodeSelector"), &p->pod.nodeSelector) && ok;
        if (auto tols = seqAt(spec, "tolerations", specPath))
            ok = readTolerations(*tols, specPath.child("tolerations"), &p->pod.tolerations) && ok;
        if (auto spread = seqAt(spec, "topologySpreadConstraints", specPath))
            ok = readSpreadConstraints(
                     *spread, specPath.child("topologySpreadConstraints"), &p->pod.topologySpreadConstraints)
                && ok;
        auto affinity = mapAt(spec, "affinity", specPath);
        if (!affinity)
            return ok;
        const Path affPath = specPath.child("affinity");
        Affinity a;
        for (const bool anti : { false, true }) {
            const std::string_view key = anti ? "podAntiAffinity" : "podAffinity";
            if (auto pa = mapAt(*affinity, key, affPath)) {
                PodAffinity podAffinity;
                ok = readPodAffinity(*pa, affPath.child(key), &podAffinity) && ok;
                (anti ? a.podAntiAffinity : a.podAffinity) = std::move(podAffinity);
            }
        }
        if (auto nodeAffinity = mapAt(*affinity, "nodeAffinity", affPath)) {
            const Path naPath = affPath.child("nodeAffinity");
            NodeAffinity na;
            if (auto req = mapAt(*nodeAffinity, "requiredDuringSchedulingIgnoredDuringExecution", naPath)) {
                NodeSelector selector;
                if (readNodeSelector(*req, naPath.child("requiredDuringSchedulingIgnoredDuringExecution"), &selector))
                    na.requiredDuringSchedulingIgnoredDuringExecution = std::move(selector);
                else
                    ok = false;
            }
            if (auto pref = seqAt(*nodeAffinity, "preferredDuringSchedulingIgnoredDuringExecution", naPath))
                ok = readPreferredNodeTerms(*pref, naPath.child("preferredDuringSchedulingIgnoredDuringExecution"),
                         &na.preferredDuringSchedulingIgnoredDuringExecution)
                    && ok;
            a.nodeAffinity = std::move(na);
        }
        p->pod.affinity = std::move(a);
        return ok;
    }

    // A resource map (allocatable, requests, limits, overhead) into `out`.
    bool readResources(const V& map, const Path& field, ResourceList* out)
    {
        bool ok = true;
        std::unordered_set<std::string> seen; // linear in the number of resources
        for (const auto& e : out->entries)
            seen.insert(e.first);
        map.forEachMember([&](std::string_view key, const V& value) {
            // As with labels: JSON and yaml-cpp let a key repeat (a hand-edited
            // export whose "capacity:" line went missing), a workspace cannot
            // hold two amounts of one resource, and which one the API server
            // keeps is not ours to guess.
            if (key.empty()) {
                error(value, field.str(), kEmptyResourceName);
                ok = false;
                return;
            }
            if (!seen.emplace(key).second) {
                error(value, field.child(key).str(),
                    Phrase(BP_TEXT("bp::core", "duplicate resource name; each resource may appear once")));
                ok = false;
                return;
            }
            if (!value.isScalar()) {
                error(value, field.child(key).str(),
                    expectedGot(
                        Phrase(BP_TEXT("bp::core", "expected a quantity such as %1 or %2"), { "\"500m\"", "\"4Gi\"" }),
                        value));
                ok = false;
                return;
            }
            Phrase why;
            auto q = Quantity::parse(value.scalar(), why);
            if (!q) {
                error(value, field.child(key).str(), std::move(why));
                ok = false;
            } else if (q->isNegative()) {
                error(value, field.child(key).str(),
                    Phrase(BP_TEXT("bp::core", "%1 is negative; expected a quantity of zero or more"),
                        { "\"" + std::string(value.scalar()) + "\"" }));
                ok = false;
            } else {
                out->entries.emplace_back(std::string(key), std::move(*q));
            }
        });
        return ok;
    }

    void readNode(const V& obj, const Path& path)
    {
        ImportedNode n;
        n.file = file_;
        n.node.pos = obj.pos();
        bool ok = readMetadata(
            obj, path, BP_TEXT("bp::core", "expected the node's name in %1"), &n.node.name, nullptr, &n.node.labels);
        ok = readKeptAnnotations(obj, path, &n.node.annotations) && ok;
        if (auto spec = mapAt(obj, "spec", path)) {
            const Path specPath = path.child("spec");
            ok = flagAt(*spec, "unschedulable", specPath, &n.node.unschedulable) && ok;
            if (auto taints = seqAt(*spec, "taints", specPath))
                ok = readTaints(*taints, specPath.child("taints"), &n.node.taints) && ok;
        }
        if (auto status = mapAt(obj, "status", path)) {
            const Path statusPath = path.child("status");
            if (auto images = seqAt(*status, "images", statusPath))
                ok = readImages(*images, statusPath.child("images"), &n.node.images) && ok;
            if (auto alloc = mapAt(*status, "allocatable", statusPath)) {
                ok = readResources(*alloc, statusPath.child("allocatable"), &n.node.allocatable) && ok;
            } else if (auto cap = mapAt(*status, "capacity", statusPath)) {
                n.fromCapacity = true;
                ok = readResources(*cap, statusPath.child("capacity"), &n.node.allocatable) && ok;
            } else {
                n.noResources = true;
            }
        } else {
            n.noResources = true;
        }
        if (ok)
            out_.nodes.push_back(std::move(n));
    }

    // A whole number in [min, max] (a JSON number, or a plain YAML integer);
    // nullopt after an error that says `expected`.
    std::optional<int64_t> integerAt(const V& v, const Path& field, int64_t min, int64_t max, const Phrase& expected)
    {
        std::optional<int64_t> n;
        if (v.isScalar() && !v.isString())
            n = goParseInt(v.scalar());
        if (!n || *n < min || *n > max) {
            error(v, field.str(), expectedGot(expected, v));
            return std::nullopt;
        }
        return n;
    }

    // status.images: names and sizeBytes of each image on the node, kept for
    // the ImageLocality score plugin.
    bool readImages(const V& seq, const Path& field, std::vector<ContainerImage>* out)
    {
        bool ok = true;
        seq.forEachElement([&](size_t i, const V& img) {
            const Path p = field.at(i);
            if (!img.isMap()) {
                error(img, p.str(), expectedGot(Phrase(BP_TEXT("bp::core", "expected an image (a mapping)")), img));
                ok = false;
                return;
            }
            bool good = true;
            ContainerImage image;
            if (auto names = seqAt(img, "names", p)) {
                const Path np = p.child("names");
                names->forEachElement([&](size_t j, const V& name) {
                    if (!name.isScalar()) {
                        error(name, np.at(j).str(),
                            expectedGot(Phrase(BP_TEXT("bp::core", "expected an image name (a string)")), name));
                        good = false;
                        return;
                    }
                    image.names.emplace_back(name.scalar());
                });
            } else if (auto v = img.get("names"); v && !v->isNull()) {
                good = false; // not a list: seqAt said so
            }
            if (auto size = img.get("sizeBytes"); size && !size->isNull()) {
                if (auto n = integerAt(*size, p.child("sizeBytes"), 0, std::numeric_limits<int64_t>::max(),
                        Phrase(BP_TEXT("bp::core", "expected the image's size in bytes (0 or more)"))))
                    image.sizeBytes = *n;
                else
                    good = false;
            }
            if (good)
                out->push_back(std::move(image));
            else
                ok = false;
        });
        return ok;
    }

    // A container's ports, checked as validateContainerPorts checks them, and
    // their host ports as AccumulateUniqueHostPorts does within `hostPorts`.
    bool readPorts(const V& seq, const Path& field, HostPorts* hostPorts, std::vector<ContainerPort>* out)
    {
        bool ok = true;
        PortNames names; // unique within the container
        seq.forEachElement([&](size_t i, const V& item) {
            const Path p = field.at(i);
            if (!item.isMap()) {
                error(item, p.str(), expectedGot(Phrase(BP_TEXT("bp::core", "expected a port (a mapping)")), item));
                ok = false;
                return;
            }
            bool good = true;
            ContainerPort port;
            if (auto name = stringAt(item, "name", p, &good)) {
                std::optional<Phrase> problem = portNameProblem(*name);
                if (!problem)
                    problem = names.take(std::string(*name), p.str());
                if (problem) {
                    error(*item.get("name"), p.child("name").str(), std::move(*problem));
                    good = false;
                } else {
                    port.name.assign(*name);
                }
            }
            if (auto cp = item.get("containerPort"); cp && !cp->isNull()) {
                if (auto n = integerAt(*cp, p.child("containerPort"), 1, kMaxPortNumber, containerPortExpected()))
                    port.containerPort = static_cast<int32_t>(*n);
                else
                    good = false;
            } else {
                error(item, p.child("containerPort").str(), containerPortMissing());
                good = false;
            }
            auto hp = item.get("hostPort");
            if (hp && !hp->isNull()) {
                if (auto n = integerAt(*hp, p.child("hostPort"), 0, kMaxPortNumber, hostPortExpected()))
                    port.hostPort = static_cast<int32_t>(*n);
                else
                    good = false;
            }
            if (auto protocol = enumAt(item, "protocol", p, { "TCP", "UDP", "SCTP" },
                    Phrase(BP_TEXT("bp::core", "expected %1, %2 or %3"), { "TCP", "UDP", "SCTP" }), nullptr, &good))
                port.protocol.assign(*protocol);
            if (auto ip = stringAt(item, "hostIP", p, &good)) // any string, as the API server takes it
                port.hostIP.assign(*ip);
            if (good) {
                if (auto duplicate = hostPorts->take(port, p.str())) {
                    error(*hp, p.child("hostPort").str(), std::move(*duplicate));
                    good = false;
                }
            }
            if (good)
                out->push_back(std::move(port));
            else
                ok = false;
        });
        return ok;
    }

    bool readContainer(const V& c, const Path& path, bool init, Container* out, int* defaulted, HostPorts* hostPorts)
    {
        if (!c.isMap()) {
            error(c, path.str(), expectedGot(Phrase(BP_TEXT("bp::core", "expected a container (a mapping)")), c));
            return false;
        }
        bool ok = true;
        if (auto name = stringAt(c, "name", path, &ok))
            out->name.assign(*name);
        if (auto image = stringAt(c, "image", path, &ok))
            out->image.assign(*image);
        if (auto ports = seqAt(c, "ports", path)) {
            if (init) {
                HostPorts own; // init containers run one by one: each is checked alone
                ok = readPorts(*ports, path.child("ports"), &own, &out->ports) && ok;
            } else {
                ok = readPorts(*ports, path.child("ports"), hostPorts, &out->ports) && ok;
            }
        }
        if (init) {
            // A restartable init container is a sidecar (KEP-753).
            if (auto policy = stringAt(c, "restartPolicy", path, &ok))
                out->restartable = *policy == "Always";
        }
        if (auto res = mapAt(c, "resources", path)) {
            const Path resPath = path.child("resources");
            if (auto req = mapAt(*res, "requests", resPath))
                ok = readResources(*req, resPath.child("requests"), &out->requests) && ok;
            if (auto lim = mapAt(*res, "limits", resPath)) {
                // API defaulting (SetDefaults_Pod, pkg/apis/core/v1/defaults.go):
                // every limit without a request of the same resource becomes the request.
                ResourceList limits;
                ok = readResources(*lim, resPath.child("limits"), &limits) && ok;
                std::unordered_set<std::string> requested; // linear in the number of resources
                for (const auto& e : out->requests.entries)
                    requested.insert(e.first);
                for (auto& [name, q] : limits.entries) {
                    if (requested.insert(name).second) {
                        out->requests.entries.emplace_back(name, std::move(q));
                        ++*defaulted;
                    }
                }
            }
        }
        return ok;
    }

    bool readContainers(const V& spec, std::string_view key, const Path& specPath, bool init,
        std::vector<Container>* out, int* defaulted)
    {
        auto list = seqAt(spec, key, specPath);
        if (!list)
            return true;
        bool ok = true;
        const Path base = specPath.child(key);
        HostPorts hostPorts; // a pod's containers share the node's host ports
        list->forEachElement([&](size_t i, const V& c) {
            Container container;
            if (readContainer(c, base.at(i), init, &container, defaulted, &hostPorts))
                out->push_back(std::move(container));
            else
                ok = false;
        });
        return ok;
    }

    void readPod(const V& obj, const Path& path)
    {
        bool ok = true;
        if (auto status = mapAt(obj, "status", path)) {
            auto phase = stringAt(*status, "phase", path.child("status"), &ok);
            // The scheduler's cache holds no terminated pods: they use nothing.
            if (phase && (*phase == "Succeeded" || *phase == "Failed")) {
                ++out_.finishedPods;
                return;
            }
        }
        ImportedPod p;
        p.file = file_;
        p.pod.pos = obj.pos();
        ok = readMetadata(obj, path, BP_TEXT("bp::core", "expected the pod's name in %1"), &p.pod.name,
                 &p.pod.namespace_, &p.pod.labels)
            && ok;
        ok = readOwner(obj, path, &p.pod.owner) && ok;
        ok = readKeptAnnotations(obj, path, &p.pod.annotations) && ok;
        if (auto spec = mapAt(obj, "spec", path)) {
            const Path specPath = path.child("spec");
            if (auto volumes = seqAt(*spec, "volumes", specPath))
                ok = readLocalVolumes(*volumes, specPath.child("volumes"), &p.pod.volumes) && ok;
            if (auto node = stringAt(*spec, "nodeName", specPath, &ok); node && !node->empty())
                p.pod.nodeName = std::string(*node);
            ok = readContainers(*spec, "containers", specPath, false, &p.pod.containers, &p.limitsDefaulted) && ok;
            ok = readContainers(*spec, "initContainers", specPath, true, &p.pod.initContainers, &p.limitsDefaulted)
                && ok;
            if (auto overhead = mapAt(*spec, "overhead", specPath))
                ok = readResources(*overhead, specPath.child("overhead"), &p.pod.overhead) && ok;
            if (auto podRes = mapAt(*spec, "resources", specPath))
                p.podLevelResources = true;
            // Kept exactly as the export says it, default-scheduler included.
            if (auto name = stringAt(*spec, "schedulerName", specPath, &ok))
                p.pod.schedulerName.assign(*name);
            ok = flagAt(*spec, "hostNetwork", specPath, &p.pod.hostNetwork) && ok;
            // spec.priority, an int32 the API server sets from the priority
            // class; the repack mode can queue by it.
            if (auto priority = spec->get("priority"); priority && !priority->isNull()) {
                if (auto n = integerAt(*priority, specPath.child("priority"), std::numeric_limits<int32_t>::min(),
                        std::numeric_limits<int32_t>::max(),
                        Phrase(BP_TEXT("bp::core", "expected the pod's priority (an integer from %1 to %2)"),
                            { std::to_string(std::numeric_limits<int32_t>::min()),
                                std::to_string(std::numeric_limits<int32_t>::max()) })))
                    p.pod.priority = static_cast<int32_t>(*n);
                else
                    ok = false;
            }
            ok = readPodConstraints(*spec, specPath, &p) && ok;
        }
        // A pod being deleted: the scheduler does not schedule it
        // (skipPodSchedule, "Skip schedule deleting pod"), but one on a node
        // uses its resources there until it is gone.
        if (auto meta = mapAt(obj, "metadata", path)) {
            if (auto created = stringAt(*meta, "creationTimestamp", path.child("metadata"), &ok);
                created && !created->empty()) {
                if (auto problem = creationTimestampProblem(std::string(*created))) {
                    error(*meta->get("creationTimestamp"), path.child("metadata").child("creationTimestamp").str(),
                        std::move(*problem));
                    ok = false;
                } else {
                    p.pod.creationTimestamp.assign(*created);
                }
            }
            if (auto deleting = stringAt(*meta, "deletionTimestamp", path.child("metadata"), &ok);
                ok && deleting && !deleting->empty()) {
                if (!p.pod.nodeName) {
                    ++out_.deletedPendingPods;
                    return;
                }
                ++out_.deletedBoundPods;
            }
        }
        if (ok)
            out_.pods.push_back(std::move(p));
    }

    // A boolean field of `map` (absent or null: left as it is); false with
    // an error when it is something else.
    bool flagAt(const V& map, const char* key, const Path& path, bool* out)
    {
        auto v = map.get(key);
        if (!v || v->isNull())
            return true;
        auto b = v->boolean();
        if (!b) {
            error(*v, path.child(key).str(),
                expectedGot(Phrase(BP_TEXT("bp::core", "expected %1 or %2"), { "true", "false" }), *v));
            return false;
        }
        *out = *b;
        return true;
    }

    // metadata.ownerReferences: the kind and name of the one with
    // controller: true (ValidateOwnerReferences allows one at most), if any.
    bool readOwner(const V& obj, const Path& path, std::optional<PodOwner>* out)
    {
        auto meta = obj.get("metadata");
        if (!meta || !meta->isMap())
            return true; // readMetadata said so
        const Path metaPath = path.child("metadata");
        auto refs = seqAt(*meta, "ownerReferences", metaPath);
        if (!refs) {
            auto v = meta->get("ownerReferences");
            return !v || v->isNull(); // not a list: seqAt said so
        }
        bool ok = true;
        const Path rp = metaPath.child("ownerReferences");
        refs->forEachElement([&](size_t i, const V& ref) {
            const Path p = rp.at(i);
            if (!ref.isMap()) {
                error(ref, p.str(),
                    expectedGot(Phrase(BP_TEXT("bp::core", "expected an owner reference (a mapping)")), ref));
                ok = false;
                return;
            }
            auto controller = ref.get("controller");
            if (!controller || controller->isNull() || controller->boolean() != std::optional<bool>(true))
                return;
            bool good = true;
            const auto kind = requiredStringAt(ref, "kind", p, "kind: ReplicaSet", &ownerKindProblem);
            const auto name = requiredStringAt(ref, "name", p, "name: web-5d4f8", &ownerNameProblem);
            good = kind && name;
            std::string uid;
            if (auto u = ref.get("uid"); u && !u->isNull()) {
                bool fine = true;
                if (const auto s = stringAt(ref, "uid", p, &fine))
                    uid = std::string(*s);
                good = good && fine;
            }
            if (good)
                *out = PodOwner { *kind, *name, uid };
            else
                ok = false;
        });
        return ok;
    }

    // metadata.annotations, the ones cluster-autoscaler reads: those under
    // cluster-autoscaler.kubernetes.io/ (safe-to-evict, scale-down-disabled,
    // ...) and kubernetes.io/config.mirror, their keys checked as
    // ValidateAnnotations does. Others (last-applied configurations and the
    // like, often large) are left out.
    bool readKeptAnnotations(const V& obj, const Path& path, Labels* out)
    {
        auto meta = obj.get("metadata");
        if (!meta || !meta->isMap())
            return true; // readMetadata says what is wrong with it
        const Path metaPath = path.child("metadata");
        auto annotations = mapAt(*meta, "annotations", metaPath);
        if (!annotations)
            return !meta->get("annotations") || meta->get("annotations")->isNull();
        StringMapRules rules;
        rules.keep = [](std::string_view key) {
            return key.rfind("cluster-autoscaler.kubernetes.io/", 0) == 0 || key == "kubernetes.io/config.mirror"
                || key == "scheduler.alpha.kubernetes.io/preferAvoidPods";
        };
        rules.keyProblem = &annotationKeyProblem;
        rules.duplicate = BP_TEXT("bp::core", "duplicate annotation key; each key may appear once");
        rules.valueExpected = BP_TEXT("bp::core", "expected an annotation value (a string)");
        return readLabelMap(*annotations, metaPath.child("annotations"), out, rules);
    }

    // spec.volumes: the emptyDir and hostPath ones, which keep data on the
    // node (cluster-autoscaler's local storage); other kinds are left out.
    bool readLocalVolumes(const V& seq, const Path& field, std::vector<LocalVolume>* out)
    {
        bool ok = true;
        seq.forEachElement([&](size_t i, const V& vol) {
            const Path p = field.at(i);
            if (!vol.isMap()) {
                error(vol, p.str(), expectedGot(Phrase(BP_TEXT("bp::core", "expected a volume (a mapping)")), vol));
                ok = false;
                return;
            }
            auto emptyDir = mapAt(vol, "emptyDir", p);
            auto hostPath = mapAt(vol, "hostPath", p);
            if (!emptyDir && !hostPath)
                return;
            LocalVolume v;
            bool good = true;
            if (auto name = stringAt(vol, "name", p, &good); name && !name->empty())
                v.name.assign(*name);
            if (good && v.name.empty()) {
                error(vol, p.child("name").str(), Phrase(BP_TEXT("bp::core", "expected the volume's name")));
                good = false;
            } else if (good) {
                if (auto problem = volumeNameProblem(v.name)) {
                    error(*vol.get("name"), p.child("name").str(), std::move(*problem));
                    good = false;
                }
            }
            if (hostPath) {
                v.hostPath = true;
                if (auto path = stringAt(*hostPath, "path", p.child("hostPath"), &good); path && !path->empty())
                    v.path.assign(*path);
                else if (good) { // validateHostPathVolumeSource: "Required value"
                    error(*hostPath, p.child("hostPath").child("path").str(),
                        Phrase(BP_TEXT("bp::core", "expected the path on the node, e.g. %1"), { "/var/log" }));
                    good = false;
                }
            } else if (emptyDir) {
                if (auto medium = stringAt(*emptyDir, "medium", p.child("emptyDir"), &good)) {
                    v.medium.assign(*medium);
                    if (auto problem = emptyDirMediumProblem(v.medium)) {
                        error(*emptyDir->get("medium"), p.child("emptyDir").child("medium").str(),
                            std::move(*problem));
                        good = false;
                    }
                }
            }
            if (good)
                out->push_back(std::move(v));
            else
                ok = false;
        });
        return ok;
    }

    // metadata.name of a Service, Namespace or PodDisruptionBudget, by its
    // kind's rule (the object's metadata.name is there: readMetadata read it).
    bool validName(const V& obj, const Path& path, const std::string& name,
        std::optional<Phrase> (*rule)(const std::string&))
    {
        auto problem = rule(name);
        if (!problem)
            return true;
        error(*obj.get("metadata")->get("name"), path.child("metadata").child("name").str(), std::move(*problem));
        return false;
    }

    // metadata.namespace of an object the workspace checks as ValidateObjectMeta
    // does (a Service, a PodDisruptionBudget): a DNS-1123 label.
    bool validNamespace(const V& obj, const Path& path, const std::string& ns)
    {
        auto problem = namespaceNameProblem(ns);
        if (!problem)
            return true;
        auto meta = obj.get("metadata");
        auto at = meta ? meta->get("namespace") : std::nullopt;
        error(at ? *at : obj, path.child("metadata").child("namespace").str(), std::move(*problem));
        return false;
    }

    // A PodDisruptionBudget (policy/v1), as cluster-autoscaler reads it:
    // metadata.name (a DNS-1123 subdomain) and namespace, spec.selector (null
    // or absent: no pod) and status.disruptionsAllowed (absent: 0, as a
    // budget the disruption controller has not counted yet).
    void readDisruptionBudget(const V& obj, const Path& path)
    {
        PodDisruptionBudget pdb;
        pdb.pos = obj.pos();
        bool ok = readMetadata(obj, path, BP_TEXT("bp::core", "expected the budget's name in %1"), &pdb.name,
            &pdb.namespace_, nullptr);
        if (ok) {
            ok = validName(obj, path, pdb.name, &pdbNameProblem) && ok;
            ok = validNamespace(obj, path, pdb.namespace_) && ok;
        }
        if (auto spec = mapAt(obj, "spec", path))
            ok = readLabelSelector(*spec, path.child("spec"), &pdb.selector, "selector") && ok;
        if (auto status = mapAt(obj, "status", path)) {
            if (auto n = status->get("disruptionsAllowed"); n && !n->isNull()) {
                if (auto v = integerAt(*n, path.child("status").child("disruptionsAllowed"), 0,
                        std::numeric_limits<int32_t>::max(),
                        Phrase(BP_TEXT("bp::core", "expected the number of disruptions allowed (0 or more)"))))
                    pdb.disruptionsAllowed = static_cast<int32_t>(*v);
                else
                    ok = false;
            }
        }
        if (ok)
            out_.budgets.push_back(std::move(pdb));
    }

    // A Service: metadata.name (a DNS-1035 label), metadata.namespace and
    // spec.selector (ValidateLabels). A Service without a selector selects
    // no pod by its labels and is left out (counted for a warning).
    void readService(const V& obj, const Path& path)
    {
        Service service;
        service.pos = obj.pos();
        bool ok = readMetadata(obj, path, BP_TEXT("bp::core", "expected the service's name in %1"), &service.name,
            &service.namespace_, nullptr);
        if (ok) {
            ok = validName(obj, path, service.name, &serviceNameProblem) && ok;
            ok = validNamespace(obj, path, service.namespace_) && ok;
        }
        bool selected = false;
        if (auto spec = mapAt(obj, "spec", path)) {
            const Path specPath = path.child("spec");
            if (auto sel = mapAt(*spec, "selector", specPath)) {
                ok = readValidLabels(*sel, specPath.child("selector"), &service.selector) && ok;
                selected = !service.selector.empty();
            } else if (auto v = spec->get("selector"); v && !v->isNull()) {
                ok = false; // not a mapping: mapAt said so
            }
        }
        if (!ok)
            return;
        if (selected)
            out_.services.push_back(std::move(service));
        else
            ++out_.servicesWithoutSelector;
    }

    // A Namespace: metadata.name (a DNS-1123 label) and metadata.labels (ValidateLabels).
    void readNamespace(const V& obj, const Path& path)
    {
        Namespace ns;
        ns.pos = obj.pos();
        bool ok = readMetadata(
            obj, path, BP_TEXT("bp::core", "expected the namespace's name in %1"), &ns.name, nullptr, nullptr);
        if (ok) {
            ok = validName(obj, path, ns.name, &namespaceNameProblem) && ok;
            if (auto labels = mapAt(*obj.get("metadata"), "labels", path.child("metadata")))
                ok = readValidLabels(*labels, path.child("metadata").child("labels"), &ns.labels) && ok;
        }
        if (ok)
            out_.namespaces.push_back(std::move(ns));
    }

    Collected& out_;
    int file_;
};

// The format readers. `buffer` is parsed in place (RapidJSON in situ) and
// left modified. Both record problems in out.errors and keep going.
void readJson(std::string& buffer, int file, Collected& out);
void readYaml(const std::string& text, int file, Collected& out);

} // namespace bp::kubectl
