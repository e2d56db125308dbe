// SPDX-License-Identifier: GPL-3.0-or-later
// import-cluster: reads every input (kubectl_json.cpp / kubectl_yaml.cpp), then
// applies the filters, leaves out what the scheduler would not see, names the
// pods uniquely and reports every adjustment as a warning.
#include "io/kubectl_import.h"

#include "io/kubectl_reader.h"
#include "io/label_selector.h"
#include "io/strategy_names.h"
#include "scoring/cluster_state.h"
#include "util/read_file.h"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <limits>
#include <unordered_map>
#include <unordered_set>

namespace bp {

namespace {

using kubectl::Collected;

bool looksLikeJson(std::string_view text)
{
    size_t i = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
        ++i;
    return i < text.size() && (text[i] == '{' || text[i] == '[');
}

bool isBlank(const std::string& text)
{
    return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

constexpr size_t kLargeYaml = 32u << 20;

Phrase yamlTooLarge(const OverSize& size)
{
    Phrase p(size.moreThan ? BP_TEXT("bp::core", "this YAML export is more than %1; ")
                           : BP_TEXT("bp::core", "this YAML export is %1; "),
        { size.size });
    p.then(Phrase(BP_TEXT("bp::core",
                      "YAML above %1 is not read (it would take gigabytes of memory); export the cluster as JSON "
                      "instead: %2"),
        { mebibytes(kMaxKubectlYamlBytes), "kubectl get nodes,pods -A -o json" }));
    return p;
}

Phrase jsonTooLarge(const OverSize& size)
{
    Phrase p(size.moreThan ? BP_TEXT("bp::core", "this JSON export is more than %1; ")
                           : BP_TEXT("bp::core", "this JSON export is %1; "),
        { size.size });
    p.then(Phrase(BP_TEXT("bp::core", "JSON above %1 is not read; export a part of the cluster at a time (%2 or %3)"),
        { mebibytes(kMaxKubectlJsonBytes), "kubectl get pods -n NAMESPACE", "-l SELECTOR" }));
    return p;
}

void readSource(std::string text, int file, Collected& c)
{
    if (isBlank(text)) {
        c.error(file, {}, "", Phrase(BP_TEXT("bp::core", "the file is empty; ")).then(kubectl::expectedObject()));
        return;
    }
    if (looksLikeJson(text)) {
        if (text.size() > kMaxKubectlJsonBytes) {
            c.error(file, {}, "", jsonTooLarge(overSize(text.size(), kMaxKubectlJsonBytes, true)));
            return;
        }
        kubectl::readJson(text, file, c);
    } else {
        // yaml-cpp reads a few MB/s; RapidJSON several hundred.
        if (text.size() > kMaxKubectlYamlBytes) {
            c.error(file, {}, "", yamlTooLarge(overSize(text.size(), kMaxKubectlYamlBytes, true)));
            return;
        }
        if (text.size() > kLargeYaml)
            c.largeYaml.push_back(file);
        kubectl::readYaml(text, file, c);
    }
}

// Bounded by the format the input starts with: JSON up to its limit, anything
// else (YAML) up to the YAML limit. A stream beyond the limit is read no further.
std::string readInput(const std::string& path)
{
    const ReadResult in = readBounded(path, std::max(kMaxKubectlJsonBytes, kMaxKubectlYamlBytes),
        [](std::string_view head) { return looksLikeJson(head) ? kMaxKubectlJsonBytes : kMaxKubectlYamlBytes; });
    if (!in.failure)
        return in.text;
    const ReadFailure& f = *in.failure;
    if (f.kind != ReadFailure::Kind::TooLarge)
        throw InputError(readFailureDiagnostic(path, f,
            Phrase(BP_TEXT("bp::core", "a file written by %1 or %2"), { "kubectl get ... -o yaml", "-o json" })));
    Diagnostic d;
    d.file = inputName(path);
    if (f.limit == kMaxKubectlYamlBytes)
        d.say(yamlTooLarge(f.overSize()));
    else
        d.say(jsonTooLarge(f.overSize()));
    throw InputError(d);
}

LabelSelector parseSelector(const std::string& text, const char* option)
{
    Phrase why;
    auto s = LabelSelector::parse(text, &why);
    if (!s) {
        Diagnostic d;
        d.field = option;
        d.say(Phrase(BP_TEXT("bp::core", "invalid label selector %1: "), { "\"" + text + "\"" }).then(std::move(why)));
        throw InputError(d);
    }
    return *s;
}

// A phrase with a count: %n and {singular|plural}.
Phrase counted(const char* source, size_t n, std::vector<std::string> values = {})
{
    return Phrase(source, std::move(values)).counted(static_cast<int64_t>(n));
}

// A sentence that ends in a list, at most five of `total` items shown:
// "...: a, b, c, d, e and 7 more". `items` may hold phrases of their own.
Phrase listing(Phrase sentence, const std::vector<Phrase>& items, size_t total)
{
    const size_t shown = std::min<size_t>(items.size(), 5);
    for (size_t i = 0; i < shown; ++i) {
        if (i > 0)
            sentence.then(verbatim(", "));
        sentence.then(items[i]);
    }
    if (total > shown)
        sentence.then(Phrase(BP_TEXT("bp::core", " and %1 more"), { std::to_string(total - shown) }));
    return sentence;
}

// The same for `total` things, of which `names` are the first, counted.
Phrase listing(
    const char* source, const std::vector<std::string>& names, size_t total, std::vector<std::string> values = {})
{
    std::vector<Phrase> items;
    for (size_t i = 0; i < names.size() && i < 5; ++i)
        items.push_back(verbatim(names[i]));
    return listing(counted(source, total, std::move(values)), items, total);
}

// What score and simulate refuse is refused here, not written: every amount
// must fit a 64-bit integer in scheduler units (millicores for cpu), alone and
// summed per pod and per node, as buildClusterState and computePodDemand
// count them (under the newest release's rules).
void checkSchedulerUnits(const Workspace& ws)
{
    std::vector<Diagnostic> errors;
    for (const Node& n : ws.nodes) {
        for (const auto& [name, q] : n.allocatable.entries) {
            if (q.schedulerUnits(name))
                continue;
            Diagnostic d;
            d.file = ws.sourceFile;
            d.line = n.pos.line;
            d.column = n.pos.column;
            d.field = "status.allocatable." + name;
            const std::string max = std::to_string(std::numeric_limits<int64_t>::max());
            Phrase p(BP_TEXT("bp::core",
                         "node %1: %2 does not fit a 64-bit integer in scheduler units; expected at most %3"),
                { "\"" + n.name + "\"", "\"" + q.text() + "\"", max });
            if (name == "cpu")
                p.then(Phrase(BP_TEXT("bp::core", " millicores (%1)"), { max + "m" }));
            d.say(std::move(p));
            errors.push_back(std::move(d));
        }
    }
    if (errors.empty()) {
        try {
            const KubeVersion newest;
            ClusterState st = buildClusterState(ws, newest); // nodes, bound pods and their totals
            for (const Pod& p : ws.pods)
                if (!p.nodeName)
                    (void)computePodDemand(p, st.resources, newest, ws.sourceFile);
        } catch (const InputError& e) {
            errors = e.diagnostics();
        }
    }
    if (!errors.empty()) {
        Diagnostic d;
        d.file = ws.sourceFile;
        d.say(Phrase(
            BP_TEXT("bp::core", "not imported: %1 and %2 could not read these amounts back"), { "score", "simulate" }));
        errors.push_back(std::move(d));
        throw InputError(std::move(errors));
    }
}

// A kind as a word (Service), or quoted when it is no identifier ("7", "a b").
std::string kindName(const std::string& kind)
{
    const bool word = !kind.empty() && std::isalpha(static_cast<unsigned char>(kind[0]))
        && std::all_of(kind.begin(), kind.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)); });
    return word ? kind : bp::quoted(kind);
}

class Assembler {
public:
    Assembler(Collected& c, const ClusterImportOptions& options, std::vector<Diagnostic>* warnings)
        : c_(c)
        , options_(options)
        , warnings_(warnings)
    {
    }

    Workspace run(const LabelSelector& nodeSelector, const LabelSelector& podSelector)
    {
        Workspace ws;
        if (warnings_)
            warnings_->insert(warnings_->end(), c_.warnings.begin(), c_.warnings.end());
        for (int file : c_.largeYaml)
            warn(Phrase(BP_TEXT("bp::core",
                            "this YAML export is large; %1 output of the same cluster loads many times "
                            "faster"),
                     { "`kubectl get ... -o json`" }),
                file);
        takeNodes(ws, nodeSelector);
        takePods(ws, podSelector);
        takeServicesAndNamespaces(ws);
        nameUniquely(ws);
        if (c_.files.size() == 1) {
            ws.sourceFile = c_.files.front();
        } else { // positions would not say which file they are in
            for (auto& n : ws.nodes)
                n.pos = {};
            for (auto& p : ws.pods)
                p.pos = {};
            for (auto& s : ws.services)
                s.pos = {};
            for (auto& n : ws.namespaces)
                n.pos = {};
            for (auto& b : ws.podDisruptionBudgets)
                b.pos = {};
        }
        return ws;
    }

private:
    enum class Fate { Kept, NotSelected };
    struct NodeEntry {
        Fate fate;
        int file;
        SourcePos pos;
    };

    void warn(Phrase message, int file = -1, SourcePos pos = {})
    {
        if (!warnings_)
            return;
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        if (file >= 0)
            d.file = c_.files[static_cast<size_t>(file)];
        else if (c_.files.size() == 1)
            d.file = c_.files.front();
        d.line = pos.line;
        d.column = pos.column;
        d.say(std::move(message));
        warnings_->push_back(std::move(d));
    }

    std::string where(int file, SourcePos pos) const
    {
        std::string s = c_.files[static_cast<size_t>(file)];
        if (pos.line > 0)
            s += ":" + std::to_string(pos.line) + ":" + std::to_string(pos.column);
        return s;
    }

    void takeNodes(Workspace& ws, const LabelSelector& selector)
    {
        if (c_.nodes.empty()) {
            Diagnostic d;
            if (c_.files.size() == 1)
                d.file = c_.files.front();
            d.say(Phrase(
                BP_TEXT("bp::core", "found no %1 in the input; expected the nodes as well as the pods, e.g. from %2"),
                { "Node", "`kubectl get nodes,pods -A -o yaml`" }));
            throw InputError(d);
        }
        std::vector<std::string> fromCapacity, noResources;
        int64_t notSelected = 0;
        for (auto& n : c_.nodes) {
            auto [it, inserted] = nodes_.try_emplace(n.node.name, NodeEntry { Fate::Kept, n.file, n.node.pos });
            NodeEntry& entry = it->second;
            if (!inserted) {
                warn(Phrase(BP_TEXT("bp::core", "node %1 appears again (first at %2); this copy is ignored"),
                         { "\"" + n.node.name + "\"", where(entry.file, entry.pos) }),
                    n.file, n.node.pos);
                continue;
            }
            if (!selector.matches(n.node.labels)) {
                entry.fate = Fate::NotSelected;
                ++notSelected;
                continue;
            }
            if (n.fromCapacity)
                fromCapacity.push_back(n.node.name);
            if (n.noResources)
                noResources.push_back(n.node.name);
            ws.nodes.push_back(std::move(n.node));
        }
        const std::string selectorText = "\"" + options_.nodeSelector + "\"";
        const std::vector<std::string> allocatable = { "status.allocatable", "status.capacity" };
        if (notSelected > 0)
            warn(counted(
                BP_TEXT("bp::core", "left out %n {node that does|nodes that do} not match the node selector %1"),
                static_cast<size_t>(notSelected), { selectorText }));
        if (!fromCapacity.empty())
            warn(listing(BP_TEXT("bp::core",
                             "%n {node has|nodes have} no %1; %2 is used instead, which includes what the system "
                             "reserves: "),
                fromCapacity, fromCapacity.size(), allocatable));
        if (!noResources.empty())
            warn(
                listing(BP_TEXT("bp::core",
                            "%n {node has|nodes have} neither %1 nor %2 and can hold only pods that request nothing: "),
                    noResources, noResources.size(), allocatable));
        if (ws.nodes.empty()) {
            // Cordoned nodes are kept (unschedulable: true): only the node
            // selector can leave none.
            Diagnostic d;
            d.say(counted(BP_TEXT("bp::core",
                              "no node is left to import: %n {node does|nodes do} not match the node selector %1"),
                static_cast<size_t>(notSelected), { selectorText }));
            throw InputError(d);
        }
    }

    void takePods(Workspace& ws, const LabelSelector& selector)
    {
        std::unordered_set<std::string> namespaces(options_.namespaces.begin(), options_.namespaces.end());
        std::unordered_map<std::string, std::pair<int, SourcePos>> firstSeen;
        int64_t filteredBound = 0, onNotSelected = 0, limitsPods = 0, limitsResources = 0, podLevel = 0;
        std::vector<Phrase> missing;
        size_t missingCount = 0;
        ws.pods.reserve(c_.pods.size());
        for (auto& p : c_.pods) {
            Pod& pod = p.pod;
            auto [it, inserted] = firstSeen.try_emplace(pod.namespace_ + "/" + pod.name, p.file, pod.pos);
            if (!inserted) {
                warn(Phrase(BP_TEXT("bp::core", "pod %1 appears again (first at %2); this copy is ignored"),
                         { "\"" + pod.namespace_ + "/" + pod.name + "\"", where(it->second.first, it->second.second) }),
                    p.file, pod.pos);
                continue;
            }
            if ((!namespaces.empty() && !namespaces.count(pod.namespace_)) || !selector.matches(pod.labels)) {
                filteredBound += pod.nodeName ? 1 : 0;
                continue;
            }
            if (pod.nodeName) {
                auto f = nodes_.find(*pod.nodeName);
                if (f == nodes_.end()) {
                    if (missing.size() < 5)
                        missing.push_back(Phrase(
                            BP_TEXT("bp::core", "%1 (on %2)"), { pod.namespace_ + "/" + pod.name, *pod.nodeName }));
                    ++missingCount;
                    continue;
                }
                if (f->second.fate == Fate::NotSelected) {
                    ++onNotSelected;
                    continue;
                }
            }
            if (p.limitsDefaulted > 0) {
                ++limitsPods;
                limitsResources += p.limitsDefaulted;
            }
            podLevel += p.podLevelResources ? 1 : 0;
            ws.pods.push_back(std::move(pod));
        }
        if (c_.finishedPods > 0)
            warn(Phrase(
                BP_TEXT("bp::core", "skipped %n {pod|pods} in phase %1 or %2, which the scheduler does not count"),
                { "Succeeded", "Failed" })
                     .counted(c_.finishedPods));
        if (c_.deletedPendingPods > 0)
            warn(Phrase(BP_TEXT("bp::core",
                     "skipped %n pending {pod|pods} being deleted (%1 set), which the scheduler does not schedule"),
                { "metadata.deletionTimestamp" })
                     .counted(c_.deletedPendingPods));
        if (c_.deletedBoundPods > 0)
            warn(Phrase(BP_TEXT("bp::core",
                     "kept %n {pod|pods} being deleted (%1 set) on {its node|their nodes}: the scheduler counts "
                     "{its|their} requests until {it is|they are} gone"),
                { "metadata.deletionTimestamp" })
                     .counted(c_.deletedBoundPods));
        if (!c_.skippedKinds.empty()) {
            int64_t total = 0;
            std::string kinds;
            for (const auto& [kind, n] : c_.skippedKinds) {
                total += n;
                kinds += (kinds.empty() ? "" : ", ") + std::to_string(n) + " " + kindName(kind);
            }
            warn(Phrase(BP_TEXT("bp::core", "skipped %n {object that is|objects that are} neither a %1 nor a %2: %3"),
                { "Node", "Pod", kinds })
                     .counted(total));
        }
        if (onNotSelected > 0)
            warn(
                Phrase(BP_TEXT("bp::core", "left out %n {pod|pods} bound to nodes that do not match the node selector"))
                    .counted(onNotSelected));
        if (missingCount > 0)
            warn(listing(
                counted(BP_TEXT("bp::core", "left out %n {pod|pods} bound to nodes that are not in the input: "),
                    missingCount),
                missing, missingCount));
        if (filteredBound > 0)
            warn(Phrase(BP_TEXT("bp::core",
                            "left out %n {bound pod|bound pods} outside the namespace and pod selector filters; the "
                            "nodes they run on look emptier than they are"))
                     .counted(filteredBound));
        if (limitsPods > 0) {
            Phrase p(BP_TEXT("bp::core", "took %n {request|requests} from limits in "));
            p.counted(limitsResources);
            p.then(Phrase(BP_TEXT("bp::core",
                              "%n {pod|pods} whose containers set a limit without a request, as API defaulting does"))
                       .counted(limitsPods));
            warn(std::move(p));
        }
        if (podLevel > 0)
            warn(Phrase(BP_TEXT("bp::core",
                            "%n {pod sets|pods set} pod-level %1, which a workspace does not model; {its|their} "
                            "container requests and overhead are counted"),
                { "spec.resources" })
                     .counted(podLevel));
    }

    // Services and Namespaces, in the namespaces asked for (all when none
    // were); a Service or Namespace given twice is kept once, with a warning.
    void takeServicesAndNamespaces(Workspace& ws)
    {
        std::unordered_set<std::string> wanted(options_.namespaces.begin(), options_.namespaces.end());
        std::unordered_set<std::string> seen;
        for (Service& s : c_.services) {
            if (!wanted.empty() && !wanted.count(s.namespace_))
                continue;
            if (!seen.insert(s.namespace_ + "/" + s.name).second) {
                warn(Phrase(BP_TEXT("bp::core", "service %1 appears again; this copy is ignored"),
                    { "\"" + s.namespace_ + "/" + s.name + "\"" }));
                continue;
            }
            ws.services.push_back(std::move(s));
        }
        seen.clear();
        for (Namespace& n : c_.namespaces) {
            if (!wanted.empty() && !wanted.count(n.name))
                continue;
            if (!seen.insert(n.name).second) {
                warn(Phrase(
                    BP_TEXT("bp::core", "namespace %1 appears again; this copy is ignored"), { "\"" + n.name + "\"" }));
                continue;
            }
            ws.namespaces.push_back(std::move(n));
        }
        seen.clear();
        for (PodDisruptionBudget& b : c_.budgets) {
            if (!wanted.empty() && !wanted.count(b.namespace_))
                continue;
            if (!seen.insert(b.namespace_ + "/" + b.name).second) {
                warn(Phrase(BP_TEXT("bp::core", "PodDisruptionBudget %1 appears again; this copy is ignored"),
                    { "\"" + b.namespace_ + "/" + b.name + "\"" }));
                continue;
            }
            ws.podDisruptionBudgets.push_back(std::move(b));
        }
        if (c_.servicesWithoutSelector > 0)
            warn(Phrase(BP_TEXT("bp::core",
                            "left out %n {service|services} without a %1, which {selects|select} no pods by label"),
                { "spec.selector" })
                     .counted(c_.servicesWithoutSelector));
    }

    // Plain names where unique, "namespace/name" where a name is shared
    // across namespaces (see kubectl_import.h).
    void nameUniquely(Workspace& ws)
    {
        std::unordered_map<std::string, int> count;
        count.reserve(ws.pods.size());
        for (const auto& p : ws.pods)
            ++count[p.name];
        std::vector<std::string> renamed;
        size_t renamedCount = 0;
        for (auto& p : ws.pods) {
            if (count[p.name] < 2)
                continue;
            std::string qualified = p.namespace_ + "/" + p.name;
            if (renamed.size() < 5)
                renamed.push_back(qualified);
            ++renamedCount;
            p.name = std::move(qualified);
        }
        if (renamedCount > 0)
            warn(listing(BP_TEXT("bp::core",
                             "%n {pod shares its|pods share their} name with a pod in another namespace and {is|are} "
                             "named %1: "),
                renamed, renamedCount, { "namespace/name" }));
    }

    Collected& c_;
    const ClusterImportOptions& options_;
    std::vector<Diagnostic>* warnings_;
    std::unordered_map<std::string, NodeEntry> nodes_; // every node name seen, first copy
};

// `paths` are read from disk ("-": standard input) unless `text` holds the
// one input already.
Workspace importAll(const std::vector<std::string>& paths, std::string* text, const ClusterImportOptions& options,
    std::vector<Diagnostic>* warnings)
{
    LabelSelector nodeSelector = parseSelector(options.nodeSelector, "--node-selector");
    LabelSelector podSelector = parseSelector(options.podSelector, "--selector");
    Collected c;
    for (const auto& p : paths)
        c.files.push_back(text ? p : inputName(p));
    for (size_t i = 0; i < paths.size() && !c.full(); ++i)
        readSource(text ? std::move(*text) : readInput(paths[i]), static_cast<int>(i), c);
    if (!c.errors.empty()) {
        if (c.droppedErrors > 0) {
            Diagnostic d;
            d.say(counted(BP_TEXT("bp::core", "... and %n more {problem|problems}"), c.droppedErrors));
            c.errors.push_back(d);
        }
        throw InputError(std::move(c.errors));
    }
    Workspace ws = Assembler(c, options, warnings).run(nodeSelector, podSelector);
    checkSchedulerUnits(ws);
    return ws;
}

} // namespace

Workspace importCluster(
    const std::vector<std::string>& files, const ClusterImportOptions& options, std::vector<Diagnostic>* warnings)
{
    if (files.empty()) {
        Diagnostic d;
        d.say(Phrase(BP_TEXT("bp::core", "no input files; expected files written by %1 (or %2)"),
            { "kubectl get nodes,pods -A -o yaml", "-o json" }));
        throw InputError(d);
    }
    return importAll(files, nullptr, options, warnings);
}

Workspace importClusterText(
    std::string text, const std::string& name, const ClusterImportOptions& options, std::vector<Diagnostic>* warnings)
{
    return importAll({ name }, &text, options, warnings);
}

std::vector<Profile> defaultClusterProfiles()
{
    Profile least;
    least.name = "least-allocated"; // plugins omitted: the scheduler's default profile

    Profile binpack;
    binpack.name = "binpack";
    binpack.pluginsSet = true;
    binpack.binpackEnabled = false; // a kube-scheduler plugin list has no binpack (as the reader has it)
    binpack.fit.enabled = true;
    binpack.fitArgsSet = true;
    ScoringStrategy strategy;
    strategy.type = strategyTypeName(StrategyType::MostAllocated);
    strategy.resources = { { "cpu", 1, true }, { "memory", 1, true } };
    binpack.fitArgs.scoringStrategy = strategy;
    return { least, binpack };
}

} // namespace bp
