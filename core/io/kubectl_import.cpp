// SPDX-License-Identifier: GPL-3.0-or-later
// import-cluster: reads every input (kubectl_json.cpp / kubectl_yaml.cpp), then
// applies the filters, leaves out what the scheduler would not see, names the
// pods uniquely and reports every adjustment as a warning.
#include "io/kubectl_import.h"

#include "io/kubectl_reader.h"
#include "io/label_selector.h"
#include "io/strategy_names.h"
#include "scoring/cluster_state.h"

#include "util/duplicates.h"
#include "util/read_file.h"

#include <algorithm>
#include <cctype>
#include <iostream>
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

std::string yamlTooLarge(const std::string& size)
{
    return "this YAML export is " + size + "; YAML above " + mebibytes(kMaxKubectlYamlBytes)
        + " is not read (it would take gigabytes of memory); export the cluster as JSON "
          "instead: kubectl get nodes,pods -A -o json";
}

std::string jsonTooLarge(const std::string& size)
{
    return "this JSON export is " + size + "; JSON above " + mebibytes(kMaxKubectlJsonBytes)
        + " is not read; export a part of the cluster at a time (kubectl get pods -n NAMESPACE or -l SELECTOR)";
}

void readSource(std::string text, int file, Collected& c)
{
    if (isBlank(text)) {
        c.error(file, {}, "", std::string("the file is empty; ") + kubectl::kExpectedObject);
        return;
    }
    if (looksLikeJson(text)) {
        if (text.size() > kMaxKubectlJsonBytes) {
            c.error(file, {}, "", jsonTooLarge(sizeOverLimit(text.size(), kMaxKubectlJsonBytes, true)));
            return;
        }
        kubectl::readJson(text, file, c);
    } else {
        // yaml-cpp reads a few MB/s; RapidJSON several hundred.
        if (text.size() > kMaxKubectlYamlBytes) {
            c.error(file, {}, "", yamlTooLarge(sizeOverLimit(text.size(), kMaxKubectlYamlBytes, true)));
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
    Diagnostic d;
    d.file = path == "-" ? "<stdin>" : path;
    if (f.kind != ReadFailure::Kind::TooLarge)
        d.message = describeReadFailure(f, "a file written by kubectl get ... -o yaml or -o json");
    else if (f.limit == kMaxKubectlYamlBytes)
        d.message = yamlTooLarge(f.sizeText());
    else
        d.message = jsonTooLarge(f.sizeText());
    throw InputError(d);
}

LabelSelector parseSelector(const std::string& text, const char* option)
{
    std::string why;
    auto s = LabelSelector::parse(text, &why);
    if (!s) {
        Diagnostic d;
        d.field = option;
        d.message = "invalid label selector \"" + text + "\": " + why;
        throw InputError(d);
    }
    return *s;
}

// "a, b, c, d, e and 7 more"
std::string someOf(const std::vector<std::string>& names, size_t total)
{
    return someOfMany(names, total, 5);
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
            d.message = "node \"" + n.name + "\": \"" + q.text()
                + "\" does not fit a 64-bit integer in scheduler units; expected at most 9223372036854775807"
                + (name == "cpu" ? " millicores (9223372036854775807m)" : "");
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
        d.message = "not imported: score and simulate could not read these amounts back";
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

std::string plural(int64_t n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
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
            warn("this YAML export is large; `kubectl get ... -o json` output of the same cluster loads many times "
                 "faster",
                file);
        takeNodes(ws, nodeSelector);
        takePods(ws, podSelector);
        nameUniquely(ws);
        if (c_.files.size() == 1) {
            ws.sourceFile = c_.files.front();
        } else { // positions would not say which file they are in
            for (auto& n : ws.nodes)
                n.pos = {};
            for (auto& p : ws.pods)
                p.pos = {};
        }
        return ws;
    }

private:
    enum class Fate { Kept, Cordoned, NotSelected };
    struct NodeEntry {
        Fate fate;
        int file;
        SourcePos pos;
    };

    void warn(std::string message, int file = -1, SourcePos pos = {})
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
        d.message = std::move(message);
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
            d.message = "found no Node in the input; expected the nodes as well as the pods, e.g. from "
                        "`kubectl get nodes,pods -A -o yaml`";
            throw InputError(d);
        }
        std::vector<std::string> cordoned, fromCapacity, noResources, tainted;
        int64_t notSelected = 0;
        for (auto& n : c_.nodes) {
            auto [it, inserted] = nodes_.try_emplace(n.node.name, NodeEntry { Fate::Kept, n.file, n.node.pos });
            NodeEntry& entry = it->second;
            if (!inserted) {
                warn("node \"" + n.node.name + "\" appears again (first at " + where(entry.file, entry.pos)
                        + "); this copy is ignored",
                    n.file, n.node.pos);
                continue;
            }
            if (n.unschedulable) {
                entry.fate = Fate::Cordoned;
                cordoned.push_back(n.node.name);
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
            if (n.tainted)
                tainted.push_back(n.node.name);
            ws.nodes.push_back(std::move(n.node));
        }
        if (!cordoned.empty())
            warn("left out " + plural(static_cast<int64_t>(cordoned.size()), "cordoned node", "cordoned nodes")
                + " (spec.unschedulable: true), where the scheduler places no pods: "
                + someOf(cordoned, cordoned.size()));
        if (notSelected > 0)
            warn("left out " + plural(notSelected, "node that does", "nodes that do")
                + " not match the node selector \"" + options_.nodeSelector + "\"");
        if (!fromCapacity.empty())
            warn(plural(static_cast<int64_t>(fromCapacity.size()), "node has", "nodes have")
                + " no status.allocatable; status.capacity is used instead, which includes what the system reserves: "
                + someOf(fromCapacity, fromCapacity.size()));
        if (!noResources.empty())
            warn(plural(static_cast<int64_t>(noResources.size()), "node has", "nodes have")
                + " neither status.allocatable nor status.capacity and can hold only pods that request nothing: "
                + someOf(noResources, noResources.size()));
        if (!tainted.empty())
            warn(plural(static_cast<int64_t>(tainted.size()), "node has", "nodes have")
                + " NoSchedule or NoExecute taints, which a workspace does not model; pending pods may be placed "
                  "there although the scheduler would need a toleration: "
                + someOf(tainted, tainted.size()));
        if (ws.nodes.empty()) {
            Diagnostic d;
            d.message = "no node is left to import: " + plural(static_cast<int64_t>(cordoned.size()), "is", "are")
                + " cordoned and " + std::to_string(notSelected) + " do not match the node selector \""
                + options_.nodeSelector + "\"";
            throw InputError(d);
        }
    }

    void takePods(Workspace& ws, const LabelSelector& selector)
    {
        std::unordered_set<std::string> namespaces(options_.namespaces.begin(), options_.namespaces.end());
        std::unordered_map<std::string, std::pair<int, SourcePos>> firstSeen;
        int64_t filteredBound = 0, onCordoned = 0, onNotSelected = 0, limitsPods = 0, limitsResources = 0, podLevel = 0;
        std::vector<std::string> missing;
        size_t missingCount = 0;
        ws.pods.reserve(c_.pods.size());
        for (auto& p : c_.pods) {
            Pod& pod = p.pod;
            auto [it, inserted] = firstSeen.try_emplace(pod.namespace_ + "/" + pod.name, p.file, pod.pos);
            if (!inserted) {
                warn("pod \"" + pod.namespace_ + "/" + pod.name + "\" appears again (first at "
                        + where(it->second.first, it->second.second) + "); this copy is ignored",
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
                        missing.push_back(pod.namespace_ + "/" + pod.name + " (on " + *pod.nodeName + ")");
                    ++missingCount;
                    continue;
                }
                if (f->second.fate == Fate::Cordoned) {
                    ++onCordoned;
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
            warn("skipped " + plural(c_.finishedPods, "pod", "pods")
                + " in phase Succeeded or Failed, which the scheduler does not count");
        if (!c_.skippedKinds.empty()) {
            int64_t total = 0;
            std::string kinds;
            for (const auto& [kind, n] : c_.skippedKinds) {
                total += n;
                kinds += (kinds.empty() ? "" : ", ") + std::to_string(n) + " " + kindName(kind);
            }
            warn("skipped " + plural(total, "object that is", "objects that are")
                + " neither a Node nor a Pod: " + kinds);
        }
        if (onCordoned > 0)
            warn("left out " + plural(onCordoned, "pod", "pods") + " bound to cordoned nodes");
        if (onNotSelected > 0)
            warn("left out " + plural(onNotSelected, "pod", "pods")
                + " bound to nodes that do not match the node selector");
        if (missingCount > 0)
            warn("left out " + plural(static_cast<int64_t>(missingCount), "pod", "pods")
                + " bound to nodes that are not in the input: " + someOf(missing, missingCount));
        if (filteredBound > 0)
            warn("left out " + plural(filteredBound, "bound pod", "bound pods")
                + " outside the namespace and pod selector filters; the nodes they run on look emptier than they are");
        if (limitsPods > 0)
            warn("took " + plural(limitsResources, "request", "requests") + " from limits in "
                + plural(limitsPods, "pod", "pods")
                + " whose containers set a limit without a request, as API defaulting does");
        if (podLevel > 0)
            warn(plural(podLevel, "pod sets", "pods set")
                + " pod-level spec.resources, which a workspace does not model; " + (podLevel == 1 ? "its" : "their")
                + " container requests and overhead are counted");
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
            warn(plural(static_cast<int64_t>(renamedCount), "pod shares its", "pods share their")
                + " name with a pod in another namespace and " + (renamedCount == 1 ? "is" : "are")
                + " named namespace/name: " + someOf(renamed, renamedCount));
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
        c.files.push_back(p == "-" && !text ? "<stdin>" : p);
    for (size_t i = 0; i < paths.size() && !c.full(); ++i)
        readSource(text ? std::move(*text) : readInput(paths[i]), static_cast<int>(i), c);
    if (!c.errors.empty()) {
        if (c.droppedErrors > 0) {
            Diagnostic d;
            d.message = "... and " + plural(static_cast<int64_t>(c.droppedErrors), "more problem", "more problems");
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
        d.message = "no input files; expected files written by kubectl get nodes,pods -A -o yaml (or -o json)";
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
    binpack.fit.enabled = true;
    binpack.fitArgsSet = true;
    ScoringStrategy strategy;
    strategy.type = strategyTypeName(StrategyType::MostAllocated);
    strategy.resources = { { "cpu", 1, true }, { "memory", 1, true } };
    binpack.fitArgs.scoringStrategy = strategy;
    return { least, binpack };
}

} // namespace bp
