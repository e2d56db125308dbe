// SPDX-License-Identifier: GPL-3.0-or-later
// Reads *.binpack.yaml (docs/workspace-format.md): guards the raw text, then
// walks the yaml-cpp tree collecting every problem.
#include "io/constraint_rules.h"
#include "io/container_port_rules.h"
#include "io/did_you_mean.h"
#include "io/import_phrases.h"
#include "io/pod_placement_text.h"
#include "io/workspace_io.h"
#include "io/workspace_profile_reader.h"
#include "io/yaml11_scalars.h"
#include "io/yaml_prescan.h"
#include "io/yaml_text_check.h"
#include "io/yaml_tree.h"
#include "model/pricing.h"
#include "util/go_int.h"
#include "util/number_text.h"
#include "util/read_file.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>
#include <system_error>

namespace bp {

namespace {

using yamlio::Entry;
using yamlio::TreeReader;

const char* const kApiVersion = "binpack-studio/v1alpha1";

// The lines before the first that holds YAML (a key, "---"): comments and
// blank lines, ending with the last comment line. Empty when there is none.
std::string leadingComments(std::string_view text)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    size_t end = 0; // just past the last comment line
    for (size_t pos = 0; pos < text.size();) {
        size_t next = text.find('\n', pos);
        next = next == std::string_view::npos ? text.size() : next + 1;
        const std::string_view line = text.substr(pos, next - pos);
        const size_t first = line.find_first_not_of(" \t\r\n");
        if (first != std::string_view::npos) {
            if (line[first] != '#')
                break;
            end = next;
        }
        pos = next;
    }
    std::string header(text.substr(0, end));
    if (!header.empty() && header.back() != '\n')
        header += '\n'; // a file that is only comments, without a final newline
    return header;
}

InputError tooLarge(const std::string& file, uint64_t size, bool exact)
{
    Diagnostic d;
    d.file = file;
    d.say(Phrase(BP_TEXT("bp::core",
                     "the file is %1; a workspace may be at most %2 (about 300,000 pods written one by one); write "
                     "identical pods once with replicas"),
        { sizeOverLimit(size, kMaxWorkspaceBytes, exact), mebibytes(kMaxWorkspaceBytes) }));
    return InputError(d);
}

std::string containerHint(std::string_view key)
{
    if (key == "resources")
        return "write the requests directly under the container, e.g. requests: {cpu: 500m}; ";
    if (key == "limits")
        return "the scheduler scores requests only, so limits are not modelled; ";
    return {};
}

// Walks a list of maps item by item, in file order: next() moves to the
// next item that is a map with keys from `allowed` (an item that is not is
// reported as it is reached, and skipped), so that its path ("path[i]"),
// position and entries can be read. A list that is not one is reported once.
class MapItems {
public:
    MapItems(TreeReader& r, const YAML::Node& list, SourcePos pos, std::string path, const Wording& what,
        std::vector<std::string> allowed, std::string (*hint)(std::string_view) = nullptr)
        : r_(r)
        , pos_(pos)
        , path_(std::move(path))
        , allowed_(std::move(allowed))
        , hint_(hint)
    {
        if (auto items = r_.items(list, pos, path_, what))
            items_ = std::move(*items);
    }
    bool next()
    {
        while (next_ < items_.size()) {
            const YAML::Node& item = items_[next_];
            itemPath_ = path_ + "[" + std::to_string(next_) + "]";
            ++next_;
            itemPos_ = r_.posOf(item, pos_);
            entries_ = r_.entries(item, itemPos_, itemPath_, allowed_, hint_);
            if (entries_)
                return true;
        }
        return false;
    }
    const std::vector<Entry>& entries() const { return *entries_; }
    const std::string& path() const { return itemPath_; }
    SourcePos pos() const { return itemPos_; }

private:
    TreeReader& r_;
    SourcePos pos_;
    std::string path_;
    std::vector<std::string> allowed_;
    std::string (*hint_)(std::string_view);
    std::vector<YAML::Node> items_;
    size_t next_ = 0;
    std::string itemPath_;
    SourcePos itemPos_;
    std::optional<std::vector<Entry>> entries_;
};

class WorkspaceReader {
public:
    explicit WorkspaceReader(TreeReader& r)
        : r_(r)
    {
    }

    Workspace read(const YAML::Node& root);
    // The placement editor's text: a map of nodeSelector, tolerations,
    // affinity and topologySpreadConstraints.
    PodPlacement readPlacement(const YAML::Node& root);
    void readPlacementKeys(const std::vector<Entry>& entries, const std::string& prefix, PodPlacement& out);
    // NodeAffinityArgs.addedAffinity, with the rules of a pod's nodeAffinity.
    bool readNodeAffinityEntry(const Entry& entry, const std::string& path, NodeAffinity& out)
    {
        return readNodeAffinity(entry, path, out);
    }

private:
    struct BoundRef {
        size_t pod;
        SourcePos pos;
    };

    void readResources(const YAML::Node& node, SourcePos pos, const std::string& path, ResourceList& out);
    void readLabels(const YAML::Node& node, SourcePos pos, const std::string& path,
        std::vector<std::pair<std::string, std::string>>& out);
    bool readNode(const YAML::Node& node, SourcePos fallback, const std::string& path, Node& out);
    bool readPod(const YAML::Node& node, SourcePos fallback, const std::string& path, Pod& out);
    void readContainers(const Entry& entry, const std::string& path, bool init, std::vector<Container>& out);
    void readPorts(const Entry& entry, const std::string& path, HostPorts& hostPorts, std::vector<ContainerPort>& out);
    std::optional<int32_t> readPortNumber(const Entry& e, const std::string& field, int64_t min, Phrase expected);
    void readImages(const Entry& entry, const std::string& path, std::vector<ContainerImage>& out);
    // Placement constraints (model/constraints.h).
    std::optional<std::string> optionalString(const Entry& e, const std::string& field, const Wording& what);
    bool oneOf(SourcePos pos, const std::string& field, const std::string& value,
        const std::vector<std::string>& allowed, const char* unsupported, Phrase expected);
    // A plain true or false; `expected` is the message's source, with %1 for what was found.
    void readFlag(const Entry& entry, const std::string& path, const char* expected, bool& out);
    void readTaints(const Entry& entry, const std::string& path, std::vector<Taint>& out);
    void readTolerations(const Entry& entry, const std::string& path, std::vector<Toleration>& out);
    void readAffinity(const Entry& entry, const std::string& path, std::optional<Affinity>& out);
    bool readNodeAffinity(const Entry& entry, const std::string& path, NodeAffinity& out);
    void readNodeSelector(const Entry& entry, const std::string& path, NodeSelector& out);
    bool readNodeSelectorTerm(
        const YAML::Node& item, SourcePos fallback, const std::string& path, NodeSelectorTerm& out);
    void readPreferredNodeTerms(const Entry& entry, const std::string& path, std::vector<PreferredSchedulingTerm>& out);
    bool readWeight(const MapItems& items, int32_t& out);
    void readPodAffinity(const Entry& entry, const std::string& path, std::optional<PodAffinity>& out);
    bool readPodAffinityTerm(const std::vector<Entry>& e, const std::string& path, SourcePos pos, PodAffinityTerm& out);
    struct KeyAt {
        size_t index; // in the file's list
        SourcePos pos;
    };
    bool readLabelKeys(const Entry& entry, const std::string& path, std::vector<std::string>& out,
        std::vector<KeyAt>& at, const char* withoutSelector);
    bool readStrings(const Entry& entry, const std::string& path, const Wording& whatList, const Wording& whatItem,
        std::optional<Phrase> (*rule)(const std::string&), std::vector<std::string>& out, std::vector<KeyAt>& at);
    void readRequirements(
        const Entry& entry, const std::string& path, bool fields, std::vector<NodeSelectorRequirement>& out);
    void readSpreadConstraints(const Entry& entry, const std::string& path, std::vector<TopologySpreadConstraint>& out);
    std::optional<int32_t> readSpreadCount(const Entry& e, const std::string& field);
    std::optional<std::string> readSpreadString(const Entry& e, const std::string& field, const Wording& what,
        std::optional<Phrase> (*problem)(const std::string&));
    bool readLabelSelector(const Entry& entry, const std::string& path, std::optional<LabelSelectorSpec>& out);
    bool readSelectorLabels(const Entry& entry, const std::string& path, Labels& out);
    bool readSelectorRequirements(
        const Entry& entry, const std::string& path, std::vector<LabelSelectorRequirement>& out);
    void readOwner(const Entry& entry, const std::string& path, std::optional<PodOwner>& out);
    void readServices(const Entry& entry, std::vector<Service>& out);
    void readNamespaces(const Entry& entry, std::vector<Namespace>& out);
    void readAnnotations(const Entry& entry, const std::string& path, Labels& out);
    void readStringMap(const YAML::Node& node, SourcePos pos, const std::string& path,
        std::optional<Phrase> (*keyProblem)(const std::string&), const char* valueWhat, Labels& out);
    void readVolumes(const Entry& entry, const std::string& path, std::vector<LocalVolume>& out);
    void readDisruptionBudgets(const Entry& entry, std::vector<PodDisruptionBudget>& out);
    bool readObjectNamespace(const MapItems& items, std::string& out);
    bool readObjectName(const MapItems& items, std::optional<Phrase> (*rule)(const std::string&), const Wording& what,
        std::string& out);
    void readPrices(const Entry& entry, std::optional<PriceTable>& out);
    std::optional<double> readPrice(const Entry& e, const std::string& field);
    void checkNames(const Workspace& ws);

    TreeReader& r_;
    std::vector<BoundRef> bound_;
    bool hostNetwork_ = false; // the pod being read has spec.hostNetwork
};

void WorkspaceReader::readResources(const YAML::Node& node, SourcePos pos, const std::string& path, ResourceList& out)
{
    if (node.IsNull())
        return;
    const auto entries = r_.anyEntries(node, pos, path);
    if (!entries)
        return;
    for (const Entry& e : *entries) {
        const std::string field = path + "." + e.key;
        if (e.key.empty()) {
            r_.error(r_.posOf(e.keyNode, pos), field, kEmptyResourceName);
            continue;
        }
        if (!e.value.IsScalar()) {
            sayError(r_, r_.posOf(e), field,
                Phrase(BP_TEXT("bp::core", "expected a quantity such as 500m, 2 or 1Gi, found %1"),
                    { TreeReader::describe(e.value) }));
            continue;
        }
        std::string why;
        const auto q = Quantity::parse(e.value.Scalar(), &why);
        if (!q) {
            r_.error(r_.posOf(e), field, why);
            continue;
        }
        if (q->isNegative()) {
            sayError(r_, r_.posOf(e), field,
                Phrase(BP_TEXT("bp::core", "%1 is negative; expected a quantity of zero or more"),
                    { bp::quoted(q->text()) }));
            continue;
        }
        out.entries.emplace_back(e.key, *q);
    }
}

void WorkspaceReader::readLabels(const YAML::Node& node, SourcePos pos, const std::string& path,
    std::vector<std::pair<std::string, std::string>>& out)
{
    readStringMap(node, pos, path, nullptr, "a label value (a string)", out);
}

// A map of strings (labels, annotations), null values as "". `keyProblem`
// checks each key (an error at the key, which is then left out); nullptr:
// only an empty key is refused.
void WorkspaceReader::readStringMap(const YAML::Node& node, SourcePos pos, const std::string& path,
    std::optional<Phrase> (*keyProblem)(const std::string&), const char* valueWhat, Labels& out)
{
    if (node.IsNull())
        return;
    const auto entries = r_.anyEntries(node, pos, path);
    if (!entries)
        return;
    for (const Entry& e : *entries) {
        if (!keyProblem && e.key.empty()) {
            r_.error(r_.posOf(e.keyNode, pos), path, kEmptyLabelKey);
            continue;
        }
        if (auto problem = keyProblem ? keyProblem(e.key) : std::nullopt) {
            sayError(r_, r_.posOf(e.keyNode, r_.posOf(e)), path + "." + e.key, std::move(*problem));
            continue;
        }
        if (e.value.IsNull()) {
            out.emplace_back(e.key, std::string());
            continue;
        }
        if (auto v = r_.string(e.value, r_.posOf(e), path + "." + e.key, valueWhat, true))
            out.emplace_back(e.key, *v);
    }
}

bool WorkspaceReader::readNode(const YAML::Node& node, SourcePos fallback, const std::string& path, Node& out)
{
    out.pos = r_.posOf(node, fallback);
    const auto e
        = r_.entries(node, out.pos, path,
            { "name", "allocatable", "labels", "annotations", "taints", "unschedulable", "images" });
    if (!e)
        return false;
    if (const Entry* name = TreeReader::find(*e, "name")) {
        if (auto s = r_.string(name->value, r_.posOf(*name), path + ".name", "the node's name"))
            out.name = *s;
    } else {
        r_.missing(out.pos, path + ".name", "the node's name, e.g. name: node1");
    }
    if (const Entry* alloc = TreeReader::find(*e, "allocatable"))
        readResources(alloc->value, r_.posOf(*alloc), path + ".allocatable", out.allocatable);
    if (const Entry* labels = TreeReader::find(*e, "labels"))
        readLabels(labels->value, r_.posOf(*labels), path + ".labels", out.labels);
    if (const Entry* taints = TreeReader::find(*e, "taints"))
        readTaints(*taints, path + ".taints", out.taints);
    if (const Entry* u = TreeReader::find(*e, "unschedulable"))
        readFlag(*u, path + ".unschedulable", BP_TEXT("bp::core", "expected true or false (cordoned or not), found %1"),
            out.unschedulable);
    if (const Entry* annotations = TreeReader::find(*e, "annotations"))
        readAnnotations(*annotations, path + ".annotations", out.annotations);
    if (const Entry* images = TreeReader::find(*e, "images"))
        readImages(*images, path + ".images", out.images);
    return true;
}

// status.images: each {names: [...], sizeBytes: n}; kept for the
// ImageLocality score plugin. The API server does not check them; a name may
// be any string, the size any integer of zero or more.
void WorkspaceReader::readImages(const Entry& entry, const std::string& path, std::vector<ContainerImage>& out)
{
    for (MapItems items(
             r_, entry.value, r_.posOf(entry), path, "images ({names, sizeBytes})", { "names", "sizeBytes" }, nullptr);
         items.next();) {
        const std::vector<Entry>* e = &items.entries();
        const std::string& itemPath = items.path();
        ContainerImage image;
        bool ok = true;
        if (const Entry* names = TreeReader::find(*e, "names")) {
            const SourcePos namesPos = r_.posOf(*names);
            if (const auto ns = r_.items(names->value, namesPos, itemPath + ".names", "image names (strings)")) {
                for (size_t j = 0; j < ns->size(); ++j) {
                    if (auto s = r_.string((*ns)[j], r_.posOf((*ns)[j], namesPos),
                            itemPath + ".names[" + std::to_string(j) + "]", "an image name (a string)", true))
                        image.names.push_back(*s);
                    else
                        ok = false;
                }
            } else {
                ok = false;
            }
        }
        if (const Entry* size = TreeReader::find(*e, "sizeBytes")) {
            const SourcePos pos = r_.posOf(*size);
            if (auto n = r_.integer(size->value, pos, itemPath + ".sizeBytes")) {
                if (*n < 0) {
                    sayError(r_, pos, itemPath + ".sizeBytes",
                        Phrase(BP_TEXT("bp::core", "%1 is negative; expected the image's size in bytes (0 or more)"),
                            { std::to_string(*n) }));
                    ok = false;
                } else {
                    image.sizeBytes = *n;
                }
            } else {
                ok = false;
            }
        }
        if (ok)
            out.push_back(std::move(image));
    }
}

void WorkspaceReader::readContainers(
    const Entry& entry, const std::string& path, bool init, std::vector<Container>& out)
{
    std::vector<std::string> allowed = { "name", "image", "requests", "ports" };
    if (init)
        allowed.push_back("restartPolicy");
    HostPorts hostPorts; // a pod's containers share the node's host ports
    for (MapItems items(r_, entry.value, r_.posOf(entry), path, "containers", allowed, &containerHint); items.next();) {
        const std::vector<Entry>* e = &items.entries();
        const std::string& itemPath = items.path();
        Container c;
        if (const Entry* name = TreeReader::find(*e, "name")) {
            if (auto s = r_.string(name->value, r_.posOf(*name), itemPath + ".name", "the container's name"))
                c.name = *s;
        }
        if (const Entry* image = TreeReader::find(*e, "image")) {
            if (auto s = optionalString(*image, itemPath + ".image", "the container's image (a string)"))
                c.image = *s;
        }
        if (const Entry* req = TreeReader::find(*e, "requests"))
            readResources(req->value, r_.posOf(*req), itemPath + ".requests", c.requests);
        if (const Entry* ports = TreeReader::find(*e, "ports")) {
            if (init) {
                HostPorts own; // init containers run one by one: each is checked alone
                readPorts(*ports, itemPath + ".ports", own, c.ports);
            } else {
                readPorts(*ports, itemPath + ".ports", hostPorts, c.ports);
            }
        }
        if (const Entry* policy = TreeReader::find(*e, "restartPolicy")) {
            if (auto s = r_.string(policy->value, r_.posOf(*policy), itemPath + ".restartPolicy",
                    "Always (a sidecar init container)")) {
                if (*s == "Always")
                    c.restartable = true;
                else
                    sayError(r_, r_.posOf(*policy), itemPath + ".restartPolicy",
                        Phrase(BP_TEXT("bp::core",
                                   "unsupported restartPolicy %1; expected Always (a sidecar), or leave it out for a "
                                   "plain init container"),
                            { bp::quoted(*s) }));
            }
        }
        out.push_back(std::move(c));
    }
}

// A container's ports (core/v1 ContainerPort), checked as validateContainerPorts
// checks them, and their host ports as AccumulateUniqueHostPorts does within
// `hostPorts`. Only a port with hostPort > 0 takes a port on the node.
void WorkspaceReader::readPorts(
    const Entry& entry, const std::string& path, HostPorts& hostPorts, std::vector<ContainerPort>& out)
{
    PortNames names; // unique within the container
    for (MapItems items(r_, entry.value, r_.posOf(entry), path, "ports ({containerPort, hostPort, protocol})",
             { "name", "containerPort", "hostPort", "protocol", "hostIP" }, nullptr);
         items.next();) {
        const std::vector<Entry>* e = &items.entries();
        const std::string& itemPath = items.path();
        const SourcePos itemPos = items.pos();
        ContainerPort port;
        bool ok = true;
        if (const Entry* name = TreeReader::find(*e, "name")) {
            auto s = optionalString(*name, itemPath + ".name", "the port's name (a string)");
            std::optional<Phrase> problem;
            if (s && !(problem = portNameProblem(*s)))
                problem = names.take(*s, itemPath);
            if (problem)
                sayError(r_, r_.posOf(*name), itemPath + ".name", std::move(*problem));
            if (s && !problem)
                port.name = *s;
            else
                ok = false;
        }
        if (const Entry* cp = TreeReader::find(*e, "containerPort")) {
            if (auto n = readPortNumber(*cp, itemPath + ".containerPort", 1, containerPortExpected()))
                port.containerPort = *n;
            else
                ok = false;
        } else {
            r_.missing(
                itemPos, itemPath + ".containerPort", "the port number in the container, e.g. containerPort: 8080");
            ok = false;
        }
        const Entry* hp = TreeReader::find(*e, "hostPort");
        if (hp) {
            if (auto n = readPortNumber(*hp, itemPath + ".hostPort", 0, hostPortExpected()))
                port.hostPort = *n;
            else
                ok = false;
        }
        if (const Entry* protocol = TreeReader::find(*e, "protocol")) {
            const auto s = optionalString(*protocol, itemPath + ".protocol", "TCP, UDP or SCTP");
            if (s
                && (s->empty()
                    || oneOf(r_.posOf(*protocol), itemPath + ".protocol", *s, kPortProtocols,
                        BP_TEXT("bp::core", "unsupported protocol %1; "),
                        Phrase(BP_TEXT("bp::core", "expected TCP, UDP or SCTP, or leave it out for TCP")))))
                port.protocol = *s;
            else
                ok = false;
        }
        if (const Entry* ip = TreeReader::find(*e, "hostIP")) {
            // Any string, as the API server takes it (validateContainerPorts
            // does not look at hostIP); NodePorts compares it as text.
            if (const auto s = optionalString(*ip, itemPath + ".hostIP", "an IP address of the node (a string)"))
                port.hostIP = *s;
            else
                ok = false;
        }
        if (!ok)
            continue;
        // hostNetwork: the API server defaults hostPort to containerPort
        // (SetDefaults_Pod), then validateHostNetwork wants them equal.
        if (hostNetwork_ && port.hostPort != 0 && port.hostPort != port.containerPort) {
            sayError(r_, r_.posOf(*hp), itemPath + ".hostPort",
                Phrase(BP_TEXT("bp::core",
                           "%1 must match containerPort (%2) when hostNetwork is true; expected %2, or leave "
                           "hostPort out"),
                    { std::to_string(port.hostPort), std::to_string(port.containerPort) }));
            continue;
        }
        ContainerPort taken = port; // as AccumulateUniqueHostPorts sees it, defaulted
        taken.hostPort = effectiveHostPort(port, hostNetwork_);
        if (auto duplicate = hostPorts.take(taken, itemPath)) {
            const Entry* at = hp ? hp : TreeReader::find(*e, "containerPort");
            sayError(r_, r_.posOf(*at), itemPath + (hp ? ".hostPort" : ".containerPort"), std::move(*duplicate));
            continue;
        }
        out.push_back(std::move(port));
    }
}

// A port number: a plain integer from `min` to 65535.
std::optional<int32_t> WorkspaceReader::readPortNumber(
    const Entry& e, const std::string& field, int64_t min, Phrase expected)
{
    const SourcePos pos = r_.posOf(e);
    const auto n = r_.integer(e.value, pos, field);
    if (!n)
        return std::nullopt;
    if (*n < min || *n > kMaxPortNumber) {
        sayError(r_, pos, field,
            Phrase(BP_TEXT("bp::core", "%1 is out of range; "), { std::to_string(*n) }).then(std::move(expected)));
        return std::nullopt;
    }
    return static_cast<int32_t>(*n);
}

bool WorkspaceReader::readPod(const YAML::Node& node, SourcePos fallback, const std::string& path, Pod& out)
{
    out.pos = r_.posOf(node, fallback);
    const auto e = r_.entries(node, out.pos, path,
        { "name", "namespace", "nodeName", "replicas", "containers", "initContainers", "overhead", "labels", "owner",
            "annotations", "volumes", "schedulerName", "creationTimestamp", "priority", "hostNetwork", "nodeSelector", "tolerations", "affinity", "topologySpreadConstraints" });
    if (!e)
        return false;
    // Before the containers: their ports are checked as a host-network pod's.
    if (const Entry* hn = TreeReader::find(*e, "hostNetwork"))
        readFlag(*hn, path + ".hostNetwork",
            BP_TEXT("bp::core", "expected true or false (the node's network or the pod's own), found %1"),
            out.hostNetwork);
    hostNetwork_ = out.hostNetwork;
    if (const Entry* name = TreeReader::find(*e, "name")) {
        if (auto s = r_.string(name->value, r_.posOf(*name), path + ".name", "the pod's name", true)) {
            if (isValidPodName(*s))
                out.name = *s;
            else
                sayError(r_, r_.posOf(name->value, r_.posOf(*name)), path + ".name",
                    Phrase(BP_TEXT("bp::core", "expected the pod's name, found an empty string")));
        }
    } else {
        r_.missing(out.pos, path + ".name", "the pod's name, e.g. name: web");
    }
    if (const Entry* ns = TreeReader::find(*e, "namespace")) {
        if (auto s = r_.string(ns->value, r_.posOf(*ns), path + ".namespace", "a namespace", true))
            out.namespace_ = *s;
    }
    if (const Entry* nodeName = TreeReader::find(*e, "nodeName")) {
        if (auto s = r_.string(nodeName->value, r_.posOf(*nodeName), path + ".nodeName",
                "the name of the node this pod is bound to")) {
            out.nodeName = *s;
            bound_.push_back({ 0, r_.posOf(*nodeName) });
        }
    }
    if (const Entry* replicas = TreeReader::find(*e, "replicas")) {
        const SourcePos pos = r_.posOf(*replicas);
        if (!replicas->value.IsScalar() || replicas->value.Tag() != "?") {
            sayError(r_, pos, path + ".replicas",
                Phrase(BP_TEXT("bp::core", "expected an integer between 1 and %1, found %2"),
                    { std::to_string(kMaxReplicas), TreeReader::describe(replicas->value) }));
        } else if (auto n = r_.integer(replicas->value, pos, path + ".replicas")) {
            if (!isValidReplicaCount(*n))
                sayError(r_, pos, path + ".replicas",
                    Phrase(BP_TEXT("bp::core", "%1 is out of range; expected an integer between 1 and %2"),
                        { std::to_string(*n), std::to_string(kMaxReplicas) }));
            else
                out.replicas = *n;
        }
    }
    if (const Entry* c = TreeReader::find(*e, "containers"))
        readContainers(*c, path + ".containers", false, out.containers);
    if (const Entry* c = TreeReader::find(*e, "initContainers"))
        readContainers(*c, path + ".initContainers", true, out.initContainers);
    if (const Entry* overhead = TreeReader::find(*e, "overhead"))
        readResources(overhead->value, r_.posOf(*overhead), path + ".overhead", out.overhead);
    if (const Entry* labels = TreeReader::find(*e, "labels"))
        readLabels(labels->value, r_.posOf(*labels), path + ".labels", out.labels);
    if (const Entry* owner = TreeReader::find(*e, "owner"))
        readOwner(*owner, path + ".owner", out.owner);
    if (const Entry* annotations = TreeReader::find(*e, "annotations"))
        readAnnotations(*annotations, path + ".annotations", out.annotations);
    if (const Entry* volumes = TreeReader::find(*e, "volumes"))
        readVolumes(*volumes, path + ".volumes", out.volumes);
    if (const Entry* name = TreeReader::find(*e, "schedulerName")) {
        // Any string, as the API server takes it (ValidatePodSpec does not
        // check spec.schedulerName); "" or null is the default scheduler.
        if (auto s = optionalString(*name, path + ".schedulerName", "the name of the scheduler (a string)"))
            out.schedulerName = *s;
    }
    if (const Entry* created = TreeReader::find(*e, "creationTimestamp")) {
        // metadata.creationTimestamp, as metav1.Time reads it (RFC 3339);
        // null is unknown. YAML would type an unquoted time as a timestamp,
        // which the scalar's text still is.
        if (auto s = optionalString(*created, path + ".creationTimestamp",
                Phrase(BP_TEXT("bp::core", "an RFC 3339 time such as %1"), { "2024-05-01T09:30:00Z" }))) {
            if (auto problem = s->empty() ? std::nullopt : creationTimestampProblem(*s))
                sayError(r_, r_.posOf(created->value, r_.posOf(*created)), path + ".creationTimestamp",
                    std::move(*problem));
            else
                out.creationTimestamp = *s;
        }
    }
    if (const Entry* priority = TreeReader::find(*e, "priority"); priority && !priority->value.IsNull()) {
        // spec.priority is an int32.
        if (auto n = r_.integer(priority->value, r_.posOf(*priority), path + ".priority",
                std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()))
            out.priority = static_cast<int32_t>(*n);
    }
    PodPlacement placement;
    readPlacementKeys(*e, path + ".", placement);
    setPlacement(out, std::move(placement));
    return true;
}

// metadata.ownerReferences' controller: {kind, name}, both required, each
// by its rule (ownerKindProblem, ownerNameProblem: not empty, as
// ValidateOwnerReferences requires them, and no '/' in the kind). null is no
// owner.
void WorkspaceReader::readOwner(const Entry& entry, const std::string& path, std::optional<PodOwner>& out)
{
    if (entry.value.IsNull())
        return;
    const SourcePos pos = r_.posOf(entry);
    const auto e = r_.entries(entry.value, pos, path, { "kind", "name", "uid" });
    if (!e)
        return;
    PodOwner owner;
    bool ok = true;
    if (const Entry* v = TreeReader::find(*e, "uid")) {
        const std::string field = path + ".uid";
        if (auto s = r_.string(v->value, r_.posOf(*v), field,
                Phrase(BP_TEXT("bp::core", "the owner's uid, such as %1"), { "5f9c2e4a-7d1b-4c3e-9a8f-2b6d1e0c4f7a" }),
                true))
            owner.uid = *s;
        else
            ok = false;
    }
    for (const bool kind : { true, false }) {
        const char* key = kind ? "kind" : "name";
        const std::string field = path + "." + key;
        const Wording what = kind ? Phrase(BP_TEXT("bp::core", "the owner's kind, such as %1"), { "ReplicaSet" })
                                  : Phrase(BP_TEXT("bp::core", "the owner's name, such as %1"), { "web-5d4f8" });
        if (const Entry* v = TreeReader::find(*e, key)) {
            auto s = r_.string(v->value, r_.posOf(*v), field, what, true);
            std::optional<Phrase> problem;
            if (s)
                problem = kind ? ownerKindProblem(*s) : ownerNameProblem(*s);
            if (problem)
                sayError(r_, r_.posOf(v->value, r_.posOf(*v)), field, std::move(*problem));
            if (s && !problem)
                (kind ? owner.kind : owner.name) = *s;
            else
                ok = false;
        } else {
            r_.missing(r_.posOf(entry.value, pos), field, what);
            ok = false;
        }
    }
    if (ok)
        out = std::move(owner);
}

// services: [{name, namespace, selector}] (ValidateService as far as these
// fields go: the name a DNS-1035 label, the namespace a DNS-1123 label,
// the selector's keys and values labels' (ValidateLabels)).
void WorkspaceReader::readServices(const Entry& entry, std::vector<Service>& out)
{
    for (MapItems items(r_, entry.value, r_.posOf(entry), "services",
             Phrase(BP_TEXT("bp::core", "services ({name, namespace, selector})")), { "name", "namespace", "selector" },
             nullptr);
         items.next();) {
        Service service;
        service.pos = items.pos();
        bool ok = readObjectName(items, &serviceNameProblem,
            Phrase(BP_TEXT("bp::core", "the service's name, e.g. %1"), { "name: web" }), service.name);
        ok = readObjectNamespace(items, service.namespace_) && ok;
        if (const Entry* selector = TreeReader::find(items.entries(), "selector"))
            ok = readSelectorLabels(*selector, items.path() + ".selector", service.selector) && ok;
        if (ok)
            out.push_back(std::move(service));
    }
}

// namespaces: [{name, labels}]: the name a DNS-1123 label
// (ValidateNamespaceName), the labels as ValidateLabels checks them.
void WorkspaceReader::readNamespaces(const Entry& entry, std::vector<Namespace>& out)
{
    for (MapItems items(r_, entry.value, r_.posOf(entry), "namespaces",
             Phrase(BP_TEXT("bp::core", "namespaces ({name, labels})")), { "name", "labels" }, nullptr);
         items.next();) {
        Namespace ns;
        ns.pos = items.pos();
        bool ok = readObjectName(items, &namespaceNameProblem,
            Phrase(BP_TEXT("bp::core", "the namespace's name, e.g. %1"), { "name: shop" }), ns.name);
        if (const Entry* labels = TreeReader::find(items.entries(), "labels"))
            ok = readSelectorLabels(*labels, items.path() + ".labels", ns.labels) && ok;
        if (ok)
            out.push_back(std::move(ns));
    }
}

// metadata.annotations: keys qualified names (ValidateAnnotations), each
// once; values any string (null is "").
void WorkspaceReader::readAnnotations(const Entry& entry, const std::string& path, Labels& out)
{
    readStringMap(entry.value, r_.posOf(entry), path, &annotationKeyProblem, "an annotation value (a string)", out);
}

// spec.volumes, the local ones: [{name, emptyDir: {medium}} or {name,
// hostPath: {path}}], names DNS-1123 labels and each once (ValidateVolumes).
void WorkspaceReader::readVolumes(const Entry& entry, const std::string& path, std::vector<LocalVolume>& out)
{
    std::map<std::string, std::string> seen; // name -> path of the volume that has it
    for (MapItems items(r_, entry.value, r_.posOf(entry), path,
             Phrase(BP_TEXT("bp::core", "volumes ({name, emptyDir} or {name, hostPath})")),
             { "name", "emptyDir", "hostPath" }, nullptr);
         items.next();) {
        LocalVolume v;
        bool ok = readObjectName(items, &volumeNameProblem,
            Phrase(BP_TEXT("bp::core", "the volume's name, e.g. %1"), { "name: scratch" }), v.name);
        const Entry* emptyDir = TreeReader::find(items.entries(), "emptyDir");
        const Entry* hostPath = TreeReader::find(items.entries(), "hostPath");
        if ((emptyDir != nullptr) == (hostPath != nullptr)) {
            sayError(r_, items.pos(), items.path(),
                Phrase(emptyDir ? BP_TEXT("bp::core", "both emptyDir and hostPath; expected one of them")
                                : BP_TEXT("bp::core",
                                    "missing; expected emptyDir or hostPath (other volume kinds keep no data on the "
                                    "node and are not listed)")));
            continue;
        }
        if (emptyDir && !emptyDir->value.IsNull()) {
            const std::string field = items.path() + ".emptyDir";
            if (const auto e = r_.entries(emptyDir->value, r_.posOf(*emptyDir), field, { "medium" })) {
                if (const Entry* medium = TreeReader::find(*e, "medium")) {
                    auto m = optionalString(*medium, field + ".medium", "a storage medium (a string)");
                    std::optional<Phrase> problem = m ? emptyDirMediumProblem(*m) : std::nullopt;
                    if (problem)
                        sayError(r_, r_.posOf(medium->value, r_.posOf(*medium)), field + ".medium", std::move(*problem));
                    if (m && !problem)
                        v.medium = *m;
                    else
                        ok = false;
                }
            } else {
                ok = false;
            }
        }
        if (hostPath) {
            v.hostPath = true;
            const std::string field = items.path() + ".hostPath";
            const auto e = r_.entries(hostPath->value, r_.posOf(*hostPath), field, { "path" });
            const Entry* p = e ? TreeReader::find(*e, "path") : nullptr;
            if (!e) {
                ok = false;
            } else if (!p) {
                r_.missing(r_.posOf(hostPath->value, r_.posOf(*hostPath)), field + ".path",
                    Phrase(BP_TEXT("bp::core", "the path on the node, e.g. %1"), { "path: /var/log" }));
                ok = false;
            } else if (auto s = r_.string(p->value, r_.posOf(*p), field + ".path",
                           Phrase(BP_TEXT("bp::core", "the path on the node, e.g. %1"), { "/var/log" }))) {
                v.path = *s;
            } else {
                ok = false;
            }
        }
        if (!v.name.empty()) {
            const auto [it, added] = seen.emplace(v.name, items.path());
            if (!added) {
                sayError(r_, items.pos(), items.path() + ".name",
                    Phrase(BP_TEXT("bp::core", "duplicate volume name %1; %2 has it already"),
                        { bp::quoted(v.name), it->second }));
                ok = false;
            }
        }
        if (ok)
            out.push_back(std::move(v));
    }
}

// podDisruptionBudgets: [{name, namespace, selector, disruptionsAllowed}]:
// what cluster-autoscaler reads of a PodDisruptionBudget. The name a DNS-1123
// subdomain, the namespace a DNS-1123 label, the selector a label selector
// (null or absent: no pod), disruptionsAllowed an int32 of 0 or more.
void WorkspaceReader::readDisruptionBudgets(const Entry& entry, std::vector<PodDisruptionBudget>& out)
{
    for (MapItems items(r_, entry.value, r_.posOf(entry), "podDisruptionBudgets",
             Phrase(BP_TEXT("bp::core", "podDisruptionBudgets ({name, namespace, selector, disruptionsAllowed})")),
             { "name", "namespace", "selector", "disruptionsAllowed" }, nullptr);
         items.next();) {
        PodDisruptionBudget pdb;
        pdb.pos = items.pos();
        bool ok = readObjectName(items, &pdbNameProblem,
            Phrase(BP_TEXT("bp::core", "the budget's name, e.g. %1"), { "name: web-pdb" }), pdb.name);
        ok = readObjectNamespace(items, pdb.namespace_) && ok;
        if (const Entry* selector = TreeReader::find(items.entries(), "selector"))
            ok = readLabelSelector(*selector, items.path() + ".selector", pdb.selector) && ok;
        if (const Entry* allowed = TreeReader::find(items.entries(), "disruptionsAllowed")) {
            if (auto n = r_.integer(allowed->value, r_.posOf(*allowed), items.path() + ".disruptionsAllowed", 0,
                    std::numeric_limits<int32_t>::max()))
                pdb.disruptionsAllowed = static_cast<int32_t>(*n);
            else
                ok = false;
        } else {
            r_.missing(items.pos(), items.path() + ".disruptionsAllowed",
                Phrase(BP_TEXT("bp::core", "status.disruptionsAllowed, e.g. %1"), { "disruptionsAllowed: 1" }));
            ok = false;
        }
        if (ok)
            out.push_back(std::move(pdb));
    }
}

// ---- Prices -----------------------------------------------------------------

// The currency's longest text, in characters.
constexpr size_t kMaxCurrencyChars = 16;

// A currency is display text: at most kMaxCurrencyChars characters (code
// points; the text is UTF-8, checkText made sure), none of them a control
// character (C0, DEL, C1) or a line or paragraph separator.
std::optional<Phrase> currencyProblem(const std::string& currency)
{
    size_t chars = 0;
    bool printable = true;
    for (size_t i = 0; i < currency.size(); ++i) {
        const auto c = static_cast<unsigned char>(currency[i]);
        if ((c & 0xC0) != 0x80)
            ++chars;
        if (c < 0x20 || c == 0x7F)
            printable = false;
        // U+0080..U+009F are C2 80..C2 9F, U+2028 and U+2029 E2 80 A8 and E2 80 A9.
        const auto next
            = [&](size_t k) { return i + k < currency.size() ? static_cast<unsigned char>(currency[i + k]) : 0; };
        if (c == 0xC2 && next(1) >= 0x80 && next(1) <= 0x9F)
            printable = false;
        if (c == 0xE2 && next(1) == 0x80 && (next(2) == 0xA8 || next(2) == 0xA9))
            printable = false;
    }
    if (!printable)
        return Phrase(BP_TEXT("bp::core",
                          "%1 holds a control character or a line break; expected printable text, such as %2 or %3"),
            { bp::quoted(currency), "USD", "EUR" });
    if (chars > kMaxCurrencyChars)
        return Phrase(BP_TEXT("bp::core", "%1 has %2 characters; expected at most %3, such as %4 or %5"),
            { bp::quoted(currency), std::to_string(chars), std::to_string(kMaxCurrencyChars), "USD", "EUR" });
    return std::nullopt;
}

// YAML's names for infinity and not-a-number (the core schema's .inf, .nan).
bool isYamlInfOrNan(std::string_view text)
{
    if (!text.empty() && (text[0] == '+' || text[0] == '-'))
        text.remove_prefix(1);
    for (const char* word : { ".inf", ".Inf", ".INF", ".nan", ".NaN", ".NAN" })
        if (text == word)
            return true;
    return false;
}

// prices: {label, currency, default, byLabel}, what a node costs per hour
// (model/pricing.h): the label a label key, the currency short printable
// text, each price a plain number from 0 to kMaxHourlyPrice, byLabel's keys
// label values (each once, as every map's keys). null is no price table;
// `default: null` no default.
void WorkspaceReader::readPrices(const Entry& entry, std::optional<PriceTable>& out)
{
    if (entry.value.IsNull())
        return;
    const auto e = r_.entries(entry.value, r_.posOf(entry), "prices", { "label", "currency", "default", "byLabel" });
    if (!e)
        return;
    PriceTable table;
    table.pos = r_.posOf(entry.keyNode); // the prices key
    bool ok = true;
    if (const Entry* label = TreeReader::find(*e, "label")) {
        if (auto s = readSpreadString(*label, "prices.label",
                Phrase(BP_TEXT("bp::core", "a node label key, such as %1"), { table.label }), &labelKeyProblem))
            table.label = *s;
        else
            ok = false;
    }
    if (const Entry* currency = TreeReader::find(*e, "currency")) {
        auto s = optionalString(
            *currency, "prices.currency", Phrase(BP_TEXT("bp::core", "a currency such as %1"), { "USD" }));
        std::optional<Phrase> problem = s ? currencyProblem(*s) : std::nullopt;
        if (problem)
            sayError(r_, r_.posOf(*currency), "prices.currency", std::move(*problem));
        if (s && !problem)
            table.currency = *s;
        else
            ok = false;
    }
    if (const Entry* price = TreeReader::find(*e, "default"); price && !price->value.IsNull()) {
        if (auto p = readPrice(*price, "prices.default"))
            table.defaultPrice = *p;
        else
            ok = false;
    }
    if (const Entry* byLabel = TreeReader::find(*e, "byLabel"); byLabel && !byLabel->value.IsNull()) {
        const SourcePos mapPos = r_.posOf(*byLabel);
        if (const auto entries = r_.anyEntries(byLabel->value, mapPos, "prices.byLabel")) {
            for (const Entry& p : *entries) {
                const std::string field = "prices.byLabel." + p.key;
                if (auto problem = labelValueProblem(p.key)) {
                    sayError(r_, r_.posOf(p.keyNode, mapPos), field, std::move(*problem));
                    ok = false;
                    continue;
                }
                if (auto price = readPrice(p, field))
                    table.prices.emplace_back(p.key, *price);
                else
                    ok = false;
            }
        } else {
            ok = false;
        }
    }
    if (ok)
        out = std::move(table);
}

// A price per node-hour: a plain YAML number (an integer or a decimal
// fraction, with an optional exponent), finite, from 0 to kMaxHourlyPrice.
std::optional<double> WorkspaceReader::readPrice(const Entry& e, const std::string& field)
{
    const SourcePos pos = r_.posOf(e);
    const YAML::Node& v = e.value;
    const std::string max = shortestNumber(kMaxHourlyPrice);
    const Phrase expected(BP_TEXT("bp::core", "expected a price per node-hour from 0 to %1"), { max });
    if (v.IsScalar() && v.Tag() == "!") {
        sayError(r_, pos, field,
            Phrase(BP_TEXT("bp::core",
                       "expected a price per node-hour (a number from 0 to %1), found the string %2 (write it "
                       "without quotes)"),
                { max, bp::quoted(v.Scalar()) }));
        return std::nullopt;
    }
    const std::string text = v.IsScalar() && v.Tag() == "?" ? v.Scalar() : std::string();
    if (isYamlInfOrNan(text)) {
        sayError(
            r_, pos, field, Phrase(BP_TEXT("bp::core", "%1 is not a finite number; "), { echo(text) }).then(expected));
        return std::nullopt;
    }
    // The number as from_chars reads it (locale-independent), which takes a
    // '-' but no '+'; out of range: its magnitude is beyond a double's.
    double value = 0;
    std::errc ec = std::errc::invalid_argument;
    if (!text.empty() && yamlio::matchesYamlStyleFloat(text)) {
        const char* first = text.data() + (text[0] == '+' ? 1 : 0);
        const auto read = std::from_chars(first, text.data() + text.size(), value);
        ec = read.ptr == text.data() + text.size() ? read.ec : std::errc::invalid_argument;
    }
    if (ec == std::errc::invalid_argument) {
        sayError(r_, pos, field,
            Phrase(BP_TEXT("bp::core", "expected a price per node-hour (a number from 0 to %1), found "), { max })
                .then(TreeReader::description(v)));
        return std::nullopt;
    }
    if (ec == std::errc() && value == 0)
        return 0.0; // -0 too: one zero
    if (text[0] == '-') {
        sayError(r_, pos, field, Phrase(BP_TEXT("bp::core", "%1 is negative; "), { echo(text) }).then(expected));
        return std::nullopt;
    }
    if (ec != std::errc() || !std::isfinite(value) || value > kMaxHourlyPrice) {
        sayError(r_, pos, field, Phrase(BP_TEXT("bp::core", "%1 is out of range; "), { echo(text) }).then(expected));
        return std::nullopt;
    }
    return value;
}

// The optional namespace of a service or PodDisruptionBudget: a DNS-1123
// label; absent, null or "" leaves `out` empty (the default namespace).
bool WorkspaceReader::readObjectNamespace(const MapItems& items, std::string& out)
{
    const Entry* ns = TreeReader::find(items.entries(), "namespace");
    if (!ns)
        return true;
    const std::string field = items.path() + ".namespace";
    auto s = optionalString(*ns, field, Phrase(BP_TEXT("bp::core", "a namespace name")));
    std::optional<Phrase> problem = s && !s->empty() ? namespaceNameProblem(*s) : std::nullopt;
    if (problem)
        sayError(r_, r_.posOf(*ns), field, std::move(*problem));
    if (!s || problem)
        return false;
    out = *s;
    return true;
}

// The required name of a service or namespace, then its rule.
bool WorkspaceReader::readObjectName(
    const MapItems& items, std::optional<Phrase> (*rule)(const std::string&), const Wording& what, std::string& out)
{
    const std::string field = items.path() + ".name";
    const Entry* name = TreeReader::find(items.entries(), "name");
    if (!name) {
        r_.missing(items.pos(), field, what);
        return false;
    }
    auto s = readSpreadString(*name, field, what, rule);
    if (!s)
        return false;
    out = *s;
    return true;
}

// ---- Placement constraints --------------------------------------------------
//
// Node taints and unschedulable, pod nodeSelector, tolerations, node and pod
// affinity, checked as the API server checks them when the object is
// created (k8s pkg/apis/core/validation/validation.go: ValidateTolerations,
// validateTaintEffect, ValidateNodeSelector, ValidateNodeSelectorRequirement,
// ValidateNodeFieldSelectorRequirement, validateNodeTaints,
// ValidatePreferredSchedulingTerms, validatePodAffinity,
// validatePodAntiAffinity, validatePodAffinityTerm,
// validateWeightedPodAffinityTerms; the rules: constraint_rules.h), so that
// a workspace holds only what a cluster could.

const std::vector<std::string> kTaintEffects = { "NoSchedule", "PreferNoSchedule", "NoExecute" };

// An optional string field: null is the empty string, as an absent value is.
std::optional<std::string> WorkspaceReader::optionalString(
    const Entry& e, const std::string& field, const Wording& what)
{
    if (e.value.IsNull())
        return std::string();
    return r_.string(e.value, r_.posOf(e), field, what, true);
}

// True when `value` is one of `allowed`; otherwise reports
// "<unsupported with the value>did you mean ...? <expected>".
bool WorkspaceReader::oneOf(SourcePos pos, const std::string& field, const std::string& value,
    const std::vector<std::string>& allowed, const char* unsupported, Phrase expected)
{
    auto message = unsupportedValue(value, allowed, unsupported, std::move(expected));
    if (!message)
        return true;
    sayError(r_, pos, field, std::move(*message));
    return false;
}

// spec.unschedulable, spec.hostNetwork: a plain true or false.
void WorkspaceReader::readFlag(const Entry& entry, const std::string& path, const char* expected, bool& out)
{
    const YAML::Node& v = entry.value;
    if (v.IsScalar() && v.Tag() == "?" && (v.Scalar() == "true" || v.Scalar() == "false")) {
        out = v.Scalar() == "true";
        return;
    }
    sayError(r_, r_.posOf(entry), path, Phrase(expected, { TreeReader::describe(v) }));
}

// spec.taints: key (required), value, effect (required, validateTaintEffect),
// unique by key and effect (validateNodeTaints). timeAdded, which kubectl
// shows for NoExecute taints, is accepted and not read: no filter uses it.
void WorkspaceReader::readTaints(const Entry& entry, const std::string& path, std::vector<Taint>& out)
{
    std::vector<std::string> itemPaths; // of the taints in `out`
    for (MapItems items(
             r_, entry.value, r_.posOf(entry), path, "taints", { "key", "value", "effect", "timeAdded" }, nullptr);
         items.next();) {
        const std::vector<Entry>* e = &items.entries();
        const std::string& itemPath = items.path();
        const SourcePos itemPos = items.pos();
        Taint t;
        bool ok = true;
        if (const Entry* key = TreeReader::find(*e, "key")) {
            if (auto s = r_.string(key->value, r_.posOf(*key), itemPath + ".key", "the taint's key, such as dedicated"))
                t.key = *s;
            else
                ok = false;
        } else {
            r_.missing(itemPos, itemPath + ".key", "the taint's key, e.g. key: dedicated");
            ok = false;
        }
        if (const Entry* value = TreeReader::find(*e, "value")) {
            if (auto s = optionalString(*value, itemPath + ".value", "the taint's value (a string)"))
                t.value = *s;
            else
                ok = false;
        }
        if (const Entry* effect = TreeReader::find(*e, "effect")) {
            const SourcePos pos = r_.posOf(*effect);
            auto s = r_.string(effect->value, pos, itemPath + ".effect", "NoSchedule, PreferNoSchedule or NoExecute");
            if (s
                && oneOf(pos, itemPath + ".effect", *s, kTaintEffects,
                    BP_TEXT("bp::core", "unsupported taint effect %1; "),
                    Phrase(BP_TEXT("bp::core", "expected one of NoSchedule, PreferNoSchedule or NoExecute"))))
                t.effect = *s;
            else
                ok = false;
        } else {
            r_.missing(itemPos, itemPath + ".effect", "the taint's effect: NoSchedule, PreferNoSchedule or NoExecute");
            ok = false;
        }
        if (!ok)
            continue;
        for (ConstraintProblem& problem : taintProblems(t)) {
            const bool isKey = problem.part == ConstraintPart::Key;
            const Entry* at = TreeReader::find(*e, isKey ? "key" : "value");
            sayError(r_, r_.posOf(*at), itemPath + (isKey ? ".key" : ".value"), std::move(problem.message));
            ok = false;
        }
        if (!ok)
            continue;
        const auto same = std::find_if(
            out.begin(), out.end(), [&](const Taint& o) { return o.key == t.key && o.effect == t.effect; });
        if (same != out.end()) {
            sayError(
                r_, itemPos, itemPath, duplicateTaintMessage(t, itemPaths[static_cast<size_t>(same - out.begin())]));
            continue;
        }
        out.push_back(std::move(t));
        itemPaths.push_back(itemPath);
    }
}

// spec.tolerations, as ValidateTolerations checks them: the operator is
// "" (Equal), Equal or Exists -- and Lt or Gt, which Kubernetes 1.35 added
// behind the TaintTolerationComparisonOperators gate and the filter applies
// release by release --; the effect is "" (every effect) or a taint effect;
// Exists takes no value; an empty key needs Exists; tolerationSeconds only
// with NoExecute; a key is a label key, an Equal value a label value.
void WorkspaceReader::readTolerations(const Entry& entry, const std::string& path, std::vector<Toleration>& out)
{
    for (MapItems items(r_, entry.value, r_.posOf(entry), path, "tolerations",
             { "key", "operator", "value", "effect", "tolerationSeconds" }, nullptr);
         items.next();) {
        const std::vector<Entry>* e = &items.entries();
        const std::string& itemPath = items.path();
        const SourcePos itemPos = items.pos();
        Toleration t;
        bool ok = true;
        const Entry* key = TreeReader::find(*e, "key");
        const Entry* op = TreeReader::find(*e, "operator");
        const Entry* value = TreeReader::find(*e, "value");
        const Entry* effect = TreeReader::find(*e, "effect");
        const Entry* seconds = TreeReader::find(*e, "tolerationSeconds");
        if (key) {
            if (auto s = optionalString(*key, itemPath + ".key", "the taint key to tolerate (a string)"))
                t.key = *s;
            else
                ok = false;
        }
        if (op) {
            const auto s = optionalString(*op, itemPath + ".operator", "Equal, Exists, Lt or Gt");
            if (s
                && (s->empty()
                    || oneOf(r_.posOf(*op), itemPath + ".operator", *s, { "Equal", "Exists", "Lt", "Gt" },
                        BP_TEXT("bp::core", "unsupported toleration operator %1; "),
                        Phrase(BP_TEXT("bp::core", "expected Equal, Exists, Lt or Gt, or leave it out for Equal")))))
                t.op = *s;
            else
                ok = false;
        }
        if (value) {
            if (auto s = optionalString(*value, itemPath + ".value", "the taint value to tolerate (a string)"))
                t.value = *s;
            else
                ok = false;
        }
        if (effect) {
            const auto s = optionalString(*effect, itemPath + ".effect", "NoSchedule, PreferNoSchedule or NoExecute");
            if (s
                && (s->empty()
                    || oneOf(r_.posOf(*effect), itemPath + ".effect", *s, kTaintEffects,
                        BP_TEXT("bp::core", "unsupported toleration effect %1; "),
                        Phrase(BP_TEXT("bp::core",
                            "expected NoSchedule, PreferNoSchedule or NoExecute, or leave it out for every effect")))))
                t.effect = *s;
            else
                ok = false;
        }
        if (seconds && !seconds->value.IsNull()) {
            if (auto n = r_.integer(seconds->value, r_.posOf(*seconds), itemPath + ".tolerationSeconds"))
                t.tolerationSeconds = *n;
            else
                ok = false;
        }
        if (!ok)
            continue;
        for (ConstraintProblem& problem : tolerationProblems(t)) {
            switch (problem.part) {
            case ConstraintPart::Key:
                sayError(r_, r_.posOf(*key), itemPath + ".key", std::move(problem.message));
                break;
            case ConstraintPart::Value:
                sayError(r_, r_.posOf(*value), itemPath + ".value", std::move(problem.message));
                break;
            case ConstraintPart::Operator:
                sayError(r_,
                    op        ? r_.posOf(*op)
                        : key ? r_.posOf(*key)
                              : itemPos,
                    itemPath + ".operator", std::move(problem.message));
                break;
            default: // TolerationSeconds
                sayError(r_, r_.posOf(*seconds), itemPath + ".tolerationSeconds", std::move(problem.message));
            }
            ok = false;
        }
        if (ok)
            out.push_back(std::move(t));
    }
}

const std::vector<std::string> kPodAffinityTermKeys
    = { "labelSelector", "namespaces", "topologyKey", "namespaceSelector", "matchLabelKeys", "mismatchLabelKeys" };

// spec.affinity (validateAffinity): nodeAffinity's required and preferred
// terms, podAffinity and podAntiAffinity. A null affinity, nodeAffinity,
// podAffinity, podAntiAffinity or required selector is absent; {} is kept.
void WorkspaceReader::readAffinity(const Entry& entry, const std::string& path, std::optional<Affinity>& out)
{
    if (entry.value.IsNull())
        return;
    const auto e = r_.entries(entry.value, r_.posOf(entry), path, { "nodeAffinity", "podAffinity", "podAntiAffinity" });
    if (!e)
        return;
    Affinity affinity;
    for (const Entry& a : *e) { // in file order, so that the messages are
        if (a.value.IsNull())
            continue;
        const std::string aPath = path + "." + a.key;
        if (a.key != "nodeAffinity") {
            readPodAffinity(a, aPath, (a.key == "podAffinity" ? affinity.podAffinity : affinity.podAntiAffinity));
            continue;
        }
        NodeAffinity nodeAffinity;
        if (readNodeAffinity(a, aPath, nodeAffinity))
            affinity.nodeAffinity = std::move(nodeAffinity);
    }
    out = std::move(affinity);
}

// A NodeAffinity: its required selector (null: absent) and preferred terms.
bool WorkspaceReader::readNodeAffinity(const Entry& a, const std::string& aPath, NodeAffinity& out)
{
    const auto ne = r_.entries(a.value, r_.posOf(a), aPath,
        { "requiredDuringSchedulingIgnoredDuringExecution", "preferredDuringSchedulingIgnoredDuringExecution" });
    if (!ne)
        return false;
    for (const Entry& n : *ne) {
        if (n.key == "preferredDuringSchedulingIgnoredDuringExecution") {
            readPreferredNodeTerms(n, aPath + "." + n.key, out.preferredDuringSchedulingIgnoredDuringExecution);
        } else if (!n.value.IsNull()) {
            NodeSelector selector;
            readNodeSelector(n, aPath + "." + n.key, selector);
            out.requiredDuringSchedulingIgnoredDuringExecution = std::move(selector);
        }
    }
    return true;
}

// A NodeSelector (ValidateNodeSelector): at least one term; an empty term
// (null or {}) is valid and selects no node.
void WorkspaceReader::readNodeSelector(const Entry& entry, const std::string& path, NodeSelector& out)
{
    const auto e = r_.entries(entry.value, r_.posOf(entry), path, { "nodeSelectorTerms" });
    if (!e)
        return;
    const std::string termsPath = path + ".nodeSelectorTerms";
    const Entry* terms = TreeReader::find(*e, "nodeSelectorTerms");
    if (!terms) {
        r_.missing(r_.posOf(entry), termsPath,
            "a list of node selector terms, e.g. nodeSelectorTerms: [{matchExpressions: [{key: pool, operator: In, "
            "values: [gpu]}]}]");
        return;
    }
    const auto list = r_.items(terms->value, r_.posOf(*terms), termsPath, "node selector terms");
    if (!list)
        return;
    if (list->empty()) {
        sayError(r_, r_.posOf(*terms), termsPath,
            Phrase(BP_TEXT("bp::core",
                "no node selector terms; expected at least one (the API server refuses a required node affinity "
                "without one)")));
        return;
    }
    for (size_t i = 0; i < list->size(); ++i) {
        NodeSelectorTerm term;
        if (readNodeSelectorTerm((*list)[i], r_.posOf(*terms), termsPath + "[" + std::to_string(i) + "]", term))
            out.nodeSelectorTerms.push_back(std::move(term));
    }
}

// A NodeSelectorTerm (ValidateNodeSelectorTerm): null or {} selects no node.
// False when it is no map.
bool WorkspaceReader::readNodeSelectorTerm(
    const YAML::Node& item, SourcePos fallback, const std::string& path, NodeSelectorTerm& out)
{
    if (item.IsNull())
        return true;
    const auto te = r_.entries(item, r_.posOf(item, fallback), path, { "matchExpressions", "matchFields" });
    if (!te)
        return false;
    if (const Entry* m = TreeReader::find(*te, "matchExpressions"))
        readRequirements(*m, path + ".matchExpressions", false, out.matchExpressions);
    if (const Entry* m = TreeReader::find(*te, "matchFields"))
        readRequirements(*m, path + ".matchFields", true, out.matchFields);
    return true;
}

// nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution
// (ValidatePreferredSchedulingTerms): each {weight, preference}, the weight
// from 1 to 100, the preference a node selector term, which may be empty.
// (Upstream allows invalid label values in a preference; so does the reader,
// which checks no node selector value as a label value.)
void WorkspaceReader::readPreferredNodeTerms(
    const Entry& entry, const std::string& path, std::vector<PreferredSchedulingTerm>& out)
{
    for (MapItems items(r_, entry.value, r_.posOf(entry), path,
             Phrase(BP_TEXT("bp::core", "preferred scheduling terms ({weight, preference})")),
             { "weight", "preference" }, nullptr);
         items.next();) {
        PreferredSchedulingTerm term;
        bool ok = readWeight(items, term.weight);
        if (const Entry* pref = TreeReader::find(items.entries(), "preference")) {
            ok = readNodeSelectorTerm(pref->value, r_.posOf(*pref), items.path() + ".preference", term.preference)
                && ok;
        } else {
            r_.missing(items.pos(), items.path() + ".preference",
                Phrase(BP_TEXT("bp::core", "a node selector term, e.g. %1"),
                    { "preference: {matchExpressions: [{key: pool, operator: In, values: [gpu]}]}" }));
            ok = false;
        }
        if (ok)
            out.push_back(std::move(term));
    }
}

// The weight of a preferred term: an integer from 1 to 100.
bool WorkspaceReader::readWeight(const MapItems& items, int32_t& out)
{
    const Entry* w = TreeReader::find(items.entries(), "weight");
    if (!w) {
        r_.missing(items.pos(), items.path() + ".weight",
            Phrase(BP_TEXT("bp::core", "an integer from 1 to 100, e.g. %1"), { "weight: 50" }));
        return false;
    }
    const SourcePos pos = r_.posOf(*w);
    const auto n = r_.integer(w->value, pos, items.path() + ".weight");
    if (!n)
        return false;
    if (auto problem = affinityWeightProblem(*n)) {
        sayError(r_, pos, items.path() + ".weight", std::move(*problem));
        return false;
    }
    out = static_cast<int32_t>(*n);
    return true;
}

// podAffinity or podAntiAffinity (validatePodAffinity, validatePodAntiAffinity):
// required terms, and preferred terms with a weight.
void WorkspaceReader::readPodAffinity(const Entry& entry, const std::string& path, std::optional<PodAffinity>& out)
{
    const auto e = r_.entries(entry.value, r_.posOf(entry), path,
        { "requiredDuringSchedulingIgnoredDuringExecution", "preferredDuringSchedulingIgnoredDuringExecution" });
    if (!e)
        return;
    PodAffinity affinity;
    if (const Entry* req = TreeReader::find(*e, "requiredDuringSchedulingIgnoredDuringExecution")) {
        for (MapItems items(r_, req->value, r_.posOf(*req), path + "." + req->key,
                 Phrase(BP_TEXT("bp::core", "pod affinity terms ({labelSelector, topologyKey})")), kPodAffinityTermKeys,
                 nullptr);
             items.next();) {
            PodAffinityTerm term;
            if (readPodAffinityTerm(items.entries(), items.path(), items.pos(), term))
                affinity.requiredDuringSchedulingIgnoredDuringExecution.push_back(std::move(term));
        }
    }
    if (const Entry* pref = TreeReader::find(*e, "preferredDuringSchedulingIgnoredDuringExecution")) {
        for (MapItems items(r_, pref->value, r_.posOf(*pref), path + "." + pref->key,
                 Phrase(BP_TEXT("bp::core", "weighted pod affinity terms ({weight, podAffinityTerm})")),
                 { "weight", "podAffinityTerm" }, nullptr);
             items.next();) {
            WeightedPodAffinityTerm weighted;
            bool ok = readWeight(items, weighted.weight);
            const std::string termPath = items.path() + ".podAffinityTerm";
            if (const Entry* t = TreeReader::find(items.entries(), "podAffinityTerm")) {
                const SourcePos pos = r_.posOf(*t);
                const auto te = t->value.IsNull() ? std::optional<std::vector<Entry>>(std::vector<Entry> {})
                                                  : r_.entries(t->value, pos, termPath, kPodAffinityTermKeys);
                ok = te && readPodAffinityTerm(*te, termPath, pos, weighted.podAffinityTerm) && ok;
            } else {
                r_.missing(items.pos(), termPath,
                    Phrase(BP_TEXT("bp::core", "a pod affinity term, e.g. %1"),
                        { "podAffinityTerm: {labelSelector: {matchLabels: {app: web}}, topologyKey: "
                          "kubernetes.io/hostname}" }));
                ok = false;
            }
            if (ok)
                affinity.preferredDuringSchedulingIgnoredDuringExecution.push_back(std::move(weighted));
        }
    }
    out = std::move(affinity);
}

// A PodAffinityTerm (validatePodAffinityTerm): labelSelector and
// namespaceSelector as ValidateLabelSelector checks them (null kept apart from
// {}), namespaces DNS-1123 labels, matchLabelKeys and mismatchLabelKeys
// (validateMatchLabelKeysAndMismatchLabelKeys), topologyKey required and a
// label key. False after any problem.
bool WorkspaceReader::readPodAffinityTerm(
    const std::vector<Entry>& e, const std::string& path, SourcePos pos, PodAffinityTerm& out)
{
    bool ok = true;
    const Entry* selector = TreeReader::find(e, "labelSelector");
    if (selector)
        ok = readLabelSelector(*selector, path + ".labelSelector", out.labelSelector) && ok;
    if (const Entry* ns = TreeReader::find(e, "namespaces")) {
        std::vector<KeyAt> at;
        ok = readStrings(*ns, path + ".namespaces", Phrase(BP_TEXT("bp::core", "namespace names")),
                 Phrase(BP_TEXT("bp::core", "a namespace name")), &namespaceNameProblem, out.namespaces, at)
            && ok;
    }
    if (const Entry* key = TreeReader::find(e, "topologyKey")) {
        if (auto s = readSpreadString(*key, path + ".topologyKey",
                Phrase(BP_TEXT("bp::core", "a node label key, such as %1"), { "kubernetes.io/hostname" }),
                &affinityTopologyKeyProblem))
            out.topologyKey = *s;
        else
            ok = false;
    } else {
        r_.missing(pos, path + ".topologyKey",
            Phrase(BP_TEXT("bp::core", "a node label key, e.g. %1"), { "topologyKey: kubernetes.io/hostname" }));
        ok = false;
    }
    if (const Entry* nsSelector = TreeReader::find(e, "namespaceSelector"))
        ok = readLabelSelector(*nsSelector, path + ".namespaceSelector", out.namespaceSelector) && ok;
    const bool selectorGiven = selector && !selector->value.IsNull();
    std::vector<KeyAt> matchAt;
    for (const bool mismatch : { false, true }) {
        const char* name = mismatch ? "mismatchLabelKeys" : "matchLabelKeys";
        if (const Entry* keys = TreeReader::find(e, name)) {
            std::vector<KeyAt> at;
            ok = readLabelKeys(*keys, path + "." + name, mismatch ? out.mismatchLabelKeys : out.matchLabelKeys, at,
                     selectorGiven ? nullptr : name)
                && ok;
            if (!mismatch)
                matchAt = std::move(at);
        }
    }
    for (LabelKeyProblem& problem : affinityLabelKeyProblems(out)) {
        const KeyAt& at = matchAt[problem.index];
        sayError(r_, at.pos, path + ".matchLabelKeys[" + std::to_string(at.index) + "]", std::move(problem.message));
        ok = false;
    }
    return ok;
}

// matchLabelKeys (or mismatchLabelKeys): label keys, each with its place in
// the file (`at`). `withoutSelector`: the field's name when the labelSelector
// is null or absent, which makes keys an error (they narrow a selector).
// False after any problem.
bool WorkspaceReader::readLabelKeys(const Entry& entry, const std::string& path, std::vector<std::string>& out,
    std::vector<KeyAt>& at, const char* withoutSelector)
{
    // (A key given twice is not an error: upstream checks each key alone,
    // and a repeat narrows the selector the same way twice.)
    bool ok = readStrings(entry, path, Phrase(BP_TEXT("bp::core", "label keys (strings)")),
        Phrase(BP_TEXT("bp::core", "a label key (a string)")), &labelKeyProblem, out, at);
    if (!out.empty() && withoutSelector) {
        sayError(r_, r_.posOf(entry.keyNode, r_.posOf(entry)), path, matchLabelKeysWithoutSelector(withoutSelector));
        ok = false;
    }
    return ok;
}

// A list of strings, each checked by `rule`; `at` gets the place of each
// one kept in `out`. False after any problem.
bool WorkspaceReader::readStrings(const Entry& entry, const std::string& path, const Wording& whatList,
    const Wording& whatItem, std::optional<Phrase> (*rule)(const std::string&), std::vector<std::string>& out,
    std::vector<KeyAt>& at)
{
    bool ok = true;
    const SourcePos listPos = r_.posOf(entry);
    const auto list = r_.items(entry.value, listPos, path, whatList);
    if (!list)
        return false;
    for (size_t j = 0; j < list->size(); ++j) {
        const YAML::Node& k = (*list)[j];
        const SourcePos pos = r_.posOf(k, listPos);
        const std::string kPath = path + "[" + std::to_string(j) + "]";
        auto s = r_.string(k, pos, kPath, whatItem, true);
        std::optional<Phrase> problem = s ? rule(*s) : std::nullopt;
        if (problem)
            sayError(r_, pos, kPath, std::move(*problem));
        if (s && !problem) {
            out.push_back(*s);
            at.push_back({ j, pos });
        } else {
            ok = false;
        }
    }
    return ok;
}

// matchExpressions (ValidateNodeSelectorRequirement: In and NotIn need values,
// Exists and DoesNotExist take none, Gt and Lt exactly one, which the
// scheduler's labels.NewRequirement parses as an integer) or matchFields
// (ValidateNodeFieldSelectorRequirement: key metadata.name, In or NotIn with
// exactly one value).
void WorkspaceReader::readRequirements(
    const Entry& entry, const std::string& path, bool fields, std::vector<NodeSelectorRequirement>& out)
{
    const std::vector<std::string> ops = fields
        ? std::vector<std::string> { "In", "NotIn" }
        : std::vector<std::string> { "In", "NotIn", "Exists", "DoesNotExist", "Gt", "Lt" };
    const char* opsText = fields ? "In or NotIn" : "In, NotIn, Exists, DoesNotExist, Gt or Lt";
    const char* what = fields ? "field selector requirements ({key, operator, values})"
                              : "node selector requirements ({key, operator, values})";
    for (MapItems items(r_, entry.value, r_.posOf(entry), path, what, { "key", "operator", "values" }); items.next();) {
        const std::vector<Entry>* e = &items.entries();
        const std::string& itemPath = items.path();
        const SourcePos itemPos = items.pos();
        NodeSelectorRequirement req;
        bool ok = true;
        if (const Entry* key = TreeReader::find(*e, "key")) {
            const SourcePos pos = r_.posOf(*key);
            auto s = r_.string(key->value, pos, itemPath + ".key",
                fields ? "metadata.name" : "a node label key, such as topology.kubernetes.io/zone");
            if (s && fields && *s != "metadata.name") {
                sayError(r_, pos, itemPath + ".key",
                    Phrase(BP_TEXT("bp::core",
                               "unsupported field selector key %1; expected metadata.name (the only node field a "
                               "term can select)"),
                        { bp::quoted(*s) }));
                s.reset();
            }
            if (s)
                req.key = *s;
            else
                ok = false;
        } else {
            r_.missing(itemPos, itemPath + ".key",
                fields ? "key: metadata.name" : "a node label key, e.g. key: topology.kubernetes.io/zone");
            ok = false;
        }
        if (const Entry* op = TreeReader::find(*e, "operator")) {
            const SourcePos pos = r_.posOf(*op);
            auto s = r_.string(op->value, pos, itemPath + ".operator", opsText);
            if (s
                && oneOf(pos, itemPath + ".operator", *s, ops,
                    fields ? BP_TEXT("bp::core", "unsupported operator %1 for matchFields; ")
                           : BP_TEXT("bp::core", "unsupported operator %1; "),
                    fields ? Phrase(BP_TEXT("bp::core", "expected In or NotIn"))
                           : Phrase(BP_TEXT("bp::core", "expected In, NotIn, Exists, DoesNotExist, Gt or Lt"))))
                req.op = *s;
            else
                ok = false;
        } else {
            r_.missing(itemPos, itemPath + ".operator", std::string("an operator: ") + opsText);
            ok = false;
        }
        const Entry* values = TreeReader::find(*e, "values");
        const SourcePos valuesPos = values ? r_.posOf(*values) : itemPos;
        if (values) {
            if (const auto vs = r_.items(values->value, valuesPos, itemPath + ".values", "values (strings)")) {
                for (size_t j = 0; j < vs->size(); ++j) {
                    const YAML::Node& v = (*vs)[j];
                    if (v.IsNull()) {
                        req.values.emplace_back();
                    } else if (auto s = r_.string(v, r_.posOf(v, valuesPos),
                                   itemPath + ".values[" + std::to_string(j) + "]", "a value (a string)", true)) {
                        req.values.push_back(*s);
                    } else {
                        ok = false;
                    }
                }
            } else {
                ok = false;
            }
        }
        if (!ok)
            continue;
        if (auto problem = requirementProblem(req, fields)) {
            if (problem->part == ConstraintPart::Key) {
                const Entry* key = TreeReader::find(*e, "key");
                sayError(r_, r_.posOf(*key), itemPath + ".key", std::move(problem->message));
            } else if (problem->part == ConstraintPart::FirstValue) {
                const YAML::Node first = values->value.IsSequence() ? values->value[0] : YAML::Node();
                sayError(r_, r_.posOf(first, valuesPos), itemPath + ".values[0]", std::move(problem->message));
            } else {
                sayError(r_, valuesPos, itemPath + ".values", std::move(problem->message));
            }
            continue;
        }
        out.push_back(std::move(req));
    }
}

// ---- Topology spread constraints --------------------------------------------
//
// spec.topologySpreadConstraints, checked as validateTopologySpreadConstraints
// checks them (the rules: constraint_rules.h), each problem at its field.

void WorkspaceReader::readSpreadConstraints(
    const Entry& entry, const std::string& path, std::vector<TopologySpreadConstraint>& out)
{
    SpreadConstraintPairs pairs; // {topologyKey, whenUnsatisfiable}, once in the pod
    for (MapItems items(r_, entry.value, r_.posOf(entry), path,
             Phrase(BP_TEXT("bp::core", "topology spread constraints ({maxSkew, topologyKey, whenUnsatisfiable})")),
             kSpreadConstraintKeys, nullptr);
         items.next();) {
        const std::vector<Entry>* e = &items.entries();
        const std::string& itemPath = items.path();
        const SourcePos itemPos = items.pos();
        TopologySpreadConstraint c;
        bool ok = true;
        if (const Entry* skew = TreeReader::find(*e, "maxSkew")) {
            if (auto n = readSpreadCount(*skew, itemPath + ".maxSkew"))
                c.maxSkew = *n;
            else
                ok = false;
        } else {
            r_.missing(itemPos, itemPath + ".maxSkew",
                Phrase(
                    BP_TEXT("bp::core", "the largest difference allowed in matching pods between two domains, e.g. %1"),
                    { "maxSkew: 1" }));
            ok = false;
        }
        bool keyOk = false;
        if (const Entry* key = TreeReader::find(*e, "topologyKey")) {
            if (auto s = readSpreadString(*key, itemPath + ".topologyKey",
                    Phrase(BP_TEXT("bp::core", "a node label key, such as %1"), { "topology.kubernetes.io/zone" }),
                    &topologyKeyProblem)) {
                c.topologyKey = *s;
                keyOk = true;
            }
        } else {
            r_.missing(itemPos, itemPath + ".topologyKey",
                Phrase(
                    BP_TEXT("bp::core", "a node label key, e.g. %1"), { "topologyKey: topology.kubernetes.io/zone" }));
        }
        ok = ok && keyOk;
        bool whenOk = false;
        if (const Entry* when = TreeReader::find(*e, "whenUnsatisfiable")) {
            if (auto s = readSpreadString(*when, itemPath + ".whenUnsatisfiable",
                    Phrase(BP_TEXT("bp::core", "%1 or %2"), { "DoNotSchedule", "ScheduleAnyway" }),
                    &whenUnsatisfiableProblem)) {
                c.whenUnsatisfiable = *s;
                whenOk = true;
            }
        } else {
            r_.missing(itemPos, itemPath + ".whenUnsatisfiable",
                Phrase(BP_TEXT("bp::core", "%1 or %2"), { "whenUnsatisfiable: DoNotSchedule", "ScheduleAnyway" }));
        }
        ok = ok && whenOk;
        const Entry* selector = TreeReader::find(*e, "labelSelector");
        if (selector)
            ok = readLabelSelector(*selector, itemPath + ".labelSelector", c.labelSelector) && ok;
        if (const Entry* min = TreeReader::find(*e, "minDomains"); min && !min->value.IsNull()) {
            const auto n = readSpreadCount(*min, itemPath + ".minDomains");
            std::optional<Phrase> problem;
            if (n && whenOk && (problem = minDomainsProblem(c.whenUnsatisfiable)))
                sayError(r_, r_.posOf(*min), itemPath + ".minDomains", std::move(*problem));
            if (n && !problem)
                c.minDomains = *n;
            else
                ok = false;
        }
        for (const bool taints : { false, true }) {
            const char* key = taints ? "nodeTaintsPolicy" : "nodeAffinityPolicy";
            const Entry* policy = TreeReader::find(*e, key);
            if (!policy || policy->value.IsNull())
                continue; // absent: the default (Honor for affinity, Ignore for taints)
            auto s = optionalString(
                *policy, itemPath + "." + key, Phrase(BP_TEXT("bp::core", "%1 or %2"), { "Honor", "Ignore" }));
            std::optional<Phrase> problem;
            if (s && (problem = nodeInclusionPolicyProblem(*s, taints)))
                sayError(r_, r_.posOf(*policy), itemPath + "." + key, std::move(*problem));
            if (s && !problem)
                (taints ? c.nodeTaintsPolicy : c.nodeAffinityPolicy) = *s;
            else
                ok = false;
        }
        if (const Entry* keys = TreeReader::find(*e, "matchLabelKeys")) {
            // validateMatchLabelKeysInTopologySpread: they narrow a selector,
            // so there must be one, and it must not hold the key already.
            const std::string keysPath = itemPath + ".matchLabelKeys";
            const bool selectorGiven = selector && !selector->value.IsNull();
            std::vector<KeyAt> at;
            ok = readLabelKeys(*keys, keysPath, c.matchLabelKeys, at, selectorGiven ? nullptr : "matchLabelKeys") && ok;
            if (selectorGiven && c.labelSelector) {
                for (size_t j = 0; j < c.matchLabelKeys.size(); ++j) {
                    if (auto problem = matchLabelKeyInSelector(c.matchLabelKeys[j], *c.labelSelector)) {
                        sayError(
                            r_, at[j].pos, keysPath + "[" + std::to_string(at[j].index) + "]", std::move(*problem));
                        ok = false;
                    }
                }
            }
        }
        if (keyOk && whenOk) {
            if (auto duplicate = pairs.take(c, itemPath)) {
                sayError(r_, itemPos, itemPath, std::move(*duplicate));
                ok = false;
            }
        }
        if (ok)
            out.push_back(std::move(c));
    }
}

// maxSkew, minDomains: a plain integer from 1 to 2147483647.
std::optional<int32_t> WorkspaceReader::readSpreadCount(const Entry& e, const std::string& field)
{
    const SourcePos pos = r_.posOf(e);
    const auto n = r_.integer(e.value, pos, field);
    if (!n)
        return std::nullopt;
    if (auto problem = spreadCountProblem(*n)) {
        sayError(r_, pos, field, std::move(*problem));
        return std::nullopt;
    }
    return static_cast<int32_t>(*n);
}

// A required string field of a constraint, then its rule.
std::optional<std::string> WorkspaceReader::readSpreadString(
    const Entry& e, const std::string& field, const Wording& what, std::optional<Phrase> (*problem)(const std::string&))
{
    const SourcePos pos = r_.posOf(e);
    auto s = r_.string(e.value, pos, field, what, true);
    if (!s)
        return std::nullopt;
    if (auto p = problem(*s)) {
        sayError(r_, pos, field, std::move(*p));
        return std::nullopt;
    }
    return s;
}

// labelSelector (meta/v1 LabelSelector, ValidateLabelSelector): null is
// absent, which matches no pod; {} is kept apart from it: it matches every pod.
bool WorkspaceReader::readLabelSelector(
    const Entry& entry, const std::string& path, std::optional<LabelSelectorSpec>& out)
{
    if (entry.value.IsNull())
        return true;
    const auto e = r_.entries(entry.value, r_.posOf(entry), path, { "matchLabels", "matchExpressions" });
    if (!e)
        return false;
    LabelSelectorSpec selector;
    bool ok = true;
    if (const Entry* labels = TreeReader::find(*e, "matchLabels"))
        ok = readSelectorLabels(*labels, path + ".matchLabels", selector.matchLabels) && ok;
    if (const Entry* exprs = TreeReader::find(*e, "matchExpressions"))
        ok = readSelectorRequirements(*exprs, path + ".matchExpressions", selector.matchExpressions) && ok;
    out = std::move(selector);
    return ok;
}

// matchLabels: label keys and values, as a pod's labels must be (ValidateLabels).
bool WorkspaceReader::readSelectorLabels(const Entry& entry, const std::string& path, Labels& out)
{
    if (entry.value.IsNull())
        return true;
    const SourcePos mapPos = r_.posOf(entry);
    const auto entries = r_.anyEntries(entry.value, mapPos, path);
    if (!entries)
        return false;
    bool ok = true;
    for (const Entry& e : *entries) {
        const std::string field = path + "." + e.key;
        if (auto problem = labelKeyProblem(e.key)) {
            sayError(r_, r_.posOf(e.keyNode, mapPos), field, std::move(*problem));
            ok = false;
            continue;
        }
        auto v = optionalString(e, field, Phrase(BP_TEXT("bp::core", "a label value (a string)")));
        std::optional<Phrase> problem;
        if (v && (problem = labelValueProblem(*v)))
            sayError(r_, r_.posOf(e), field, std::move(*problem));
        if (v && !problem)
            out.emplace_back(e.key, *v);
        else
            ok = false;
    }
    return ok;
}

// matchExpressions (ValidateLabelSelectorRequirement): a label key; In and
// NotIn with at least one value, Exists and DoesNotExist with none; every
// value a label value.
bool WorkspaceReader::readSelectorRequirements(
    const Entry& entry, const std::string& path, std::vector<LabelSelectorRequirement>& out)
{
    bool ok = true;
    for (MapItems items(r_, entry.value, r_.posOf(entry), path,
             Phrase(BP_TEXT("bp::core", "label selector requirements ({key, operator, values})")),
             { "key", "operator", "values" }, nullptr);
         items.next();) {
        const std::vector<Entry>* e = &items.entries();
        const std::string& itemPath = items.path();
        const SourcePos itemPos = items.pos();
        LabelSelectorRequirement req;
        bool good = true;
        if (const Entry* key = TreeReader::find(*e, "key")) {
            if (auto s = readSpreadString(*key, itemPath + ".key",
                    Phrase(BP_TEXT("bp::core", "a label key, such as %1"), { "app" }), &labelKeyProblem))
                req.key = *s;
            else
                good = false;
        } else {
            r_.missing(itemPos, itemPath + ".key", Phrase(BP_TEXT("bp::core", "a label key, e.g. %1"), { "key: app" }));
            good = false;
        }
        if (const Entry* op = TreeReader::find(*e, "operator")) {
            if (auto s = readSpreadString(*op, itemPath + ".operator",
                    Phrase(BP_TEXT("bp::core", "%1, %2, %3 or %4"), { "In", "NotIn", "Exists", "DoesNotExist" }),
                    &selectorOperatorProblem))
                req.op = *s;
            else
                good = false;
        } else {
            r_.missing(itemPos, itemPath + ".operator",
                Phrase(
                    BP_TEXT("bp::core", "an operator: %1, %2, %3 or %4"), { "In", "NotIn", "Exists", "DoesNotExist" }));
            good = false;
        }
        const Entry* values = TreeReader::find(*e, "values");
        const SourcePos valuesPos = values ? r_.posOf(*values) : itemPos;
        if (values) {
            if (const auto vs = r_.items(values->value, valuesPos, itemPath + ".values",
                    Phrase(BP_TEXT("bp::core", "label values (strings)")))) {
                for (size_t j = 0; j < vs->size(); ++j) {
                    const YAML::Node& v = (*vs)[j];
                    const SourcePos pos = r_.posOf(v, valuesPos);
                    const std::string vPath = itemPath + ".values[" + std::to_string(j) + "]";
                    std::optional<std::string> s;
                    if (v.IsNull())
                        s = std::string();
                    else
                        s = r_.string(v, pos, vPath, Phrase(BP_TEXT("bp::core", "a label value (a string)")), true);
                    std::optional<Phrase> problem;
                    if (s && (problem = labelValueProblem(*s)))
                        sayError(r_, pos, vPath, std::move(*problem));
                    if (s && !problem)
                        req.values.push_back(*s);
                    else
                        good = false;
                }
            } else {
                good = false;
            }
        }
        if (good) {
            if (auto problem = selectorValuesProblem(req)) {
                sayError(r_, valuesPos, itemPath + ".values", std::move(*problem));
                good = false;
            }
        }
        if (good)
            out.push_back(std::move(req));
        else
            ok = false;
    }
    return ok;
}

// Duplicate names, replica names that collide, and nodeName references.
void WorkspaceReader::checkNames(const Workspace& ws)
{
    std::map<std::string, size_t> profiles;
    for (size_t i = 0; i < ws.profiles.size(); ++i) {
        const Profile& p = ws.profiles[i];
        if (p.name.empty())
            continue;
        auto [it, fresh] = profiles.emplace(p.name, i);
        if (!fresh)
            sayError(r_, p.pos, "profiles[" + std::to_string(i) + "].name",
                Phrase(BP_TEXT("bp::core", "duplicate profile name %1; %2 has it too; expected unique names"),
                    { bp::quoted(p.name), "profiles[" + std::to_string(it->second) + "]" }));
    }
    std::map<std::string, size_t> nodes;
    std::vector<std::string> nodeNames;
    for (size_t i = 0; i < ws.nodes.size(); ++i) {
        const Node& n = ws.nodes[i];
        if (n.name.empty())
            continue;
        auto [it, fresh] = nodes.emplace(n.name, i);
        if (fresh)
            nodeNames.push_back(n.name);
        else
            sayError(r_, n.pos, "nodes[" + std::to_string(i) + "].name",
                Phrase(BP_TEXT("bp::core", "duplicate node name %1; %2 has it too; expected unique names"),
                    { bp::quoted(n.name), "nodes[" + std::to_string(it->second) + "]" }));
    }
    PodNameIndex pods;
    for (size_t i = 0; i < ws.pods.size(); ++i)
        pods.add(ws.pods[i], i);
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        const Pod& p = ws.pods[i];
        if (p.name.empty())
            continue;
        if (const size_t first = *pods.podNamed(p.name); first != i)
            sayError(r_, p.pos, "pods[" + std::to_string(i) + "].name",
                Phrase(BP_TEXT("bp::core", "duplicate pod name %1; %2 has it too; expected unique names"),
                    { bp::quoted(p.name), "pods[" + std::to_string(first) + "]" }));
    }
    // A pod named like a replica of another ("web-1" next to "web" with 3 replicas).
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        const Pod& p = ws.pods[i];
        if (const auto owner = pods.replicaNamed(p.name)) {
            const Pod& o = ws.pods[owner->pod];
            sayError(r_, p.pos, "pods[" + std::to_string(i) + "].name",
                Phrase(BP_TEXT("bp::core",
                           "pod name %1 is also the name of a replica of %2 (%3 with %n {replica|replicas}); expected "
                           "unique names"),
                    { bp::quoted(p.name), "pods[" + std::to_string(owner->pod) + "]", o.name })
                    .counted(o.replicas));
        }
    }
    // A Service and a PodDisruptionBudget are named once in their
    // namespace, a namespace once.
    const auto oncePerNamespace = [this](const auto& list, const char* key, const char* duplicate) {
        std::map<std::string, size_t> seen;
        for (size_t i = 0; i < list.size(); ++i) {
            const auto& s = list[i];
            const std::string ns = s.namespace_.empty() ? std::string("default") : s.namespace_;
            auto [it, fresh] = seen.emplace(ns + '/' + s.name, i);
            if (!fresh)
                sayError(r_, s.pos, key + ("[" + std::to_string(i) + "].name"),
                    Phrase(duplicate,
                        { bp::quoted(s.name), bp::quoted(ns), key + ("[" + std::to_string(it->second) + "]") }));
        }
    };
    oncePerNamespace(ws.services, "services",
        BP_TEXT("bp::core",
            "duplicate service %1 in namespace %2; %3 has it too; expected each name once in a namespace"));
    oncePerNamespace(ws.podDisruptionBudgets, "podDisruptionBudgets",
        BP_TEXT("bp::core",
            "duplicate PodDisruptionBudget %1 in namespace %2; %3 has it too; expected each name once in a "
            "namespace"));
    std::map<std::string, size_t> namespaces;
    for (size_t i = 0; i < ws.namespaces.size(); ++i) {
        const Namespace& n = ws.namespaces[i];
        auto [it, fresh] = namespaces.emplace(n.name, i);
        if (!fresh)
            sayError(r_, n.pos, "namespaces[" + std::to_string(i) + "].name",
                Phrase(BP_TEXT("bp::core", "duplicate namespace name %1; %2 has it too; expected unique names"),
                    { bp::quoted(n.name), "namespaces[" + std::to_string(it->second) + "]" }));
    }
    for (const BoundRef& ref : bound_) {
        const Pod& p = ws.pods[ref.pod];
        if (!p.nodeName || nodes.count(*p.nodeName))
            continue;
        const std::string close = yamlio::closestMatch(*p.nodeName, nodeNames);
        std::string known;
        for (size_t k = 0; k < nodeNames.size() && k < 5; ++k)
            known += (k ? ", " : "") + echo(nodeNames[k]);
        if (nodeNames.size() > 5)
            known += ", ...";
        Phrase message(BP_TEXT("bp::core", "no node is named %1; "), { bp::quoted(*p.nodeName) });
        if (!close.empty())
            message.then(Phrase(BP_TEXT("bp::core", "did you mean %1? "), { bp::quoted(close) }));
        message.then(nodeNames.empty() ? Phrase(BP_TEXT("bp::core", "the workspace has no nodes"))
                                       : Phrase(BP_TEXT("bp::core", "expected one of the nodes: %1"), { known }));
        sayError(r_, ref.pos, "pods[" + std::to_string(ref.pod) + "].nodeName", std::move(message));
    }
}

Workspace WorkspaceReader::read(const YAML::Node& root)
{
    Workspace ws;
    const SourcePos top { 1, 1 };
    if (!root.IsDefined() || root.IsNull()) {
        sayError(r_, top, "",
            Phrase(BP_TEXT("bp::core",
                       "the file is empty; expected a workspace starting with apiVersion: %1 and kind: "
                       "Workspace"),
                { kApiVersion }));
        return ws;
    }
    if (!root.IsMap()) {
        sayError(r_, r_.posOf(root, top), "",
            Phrase(BP_TEXT("bp::core",
                       "expected a map with apiVersion, kind, profiles, nodes and pods at the top level, found %1"),
                { TreeReader::describe(root) }));
        return ws;
    }
    const auto e = r_.entries(root, r_.posOf(root, top), "",
        { "apiVersion", "kind", "profiles", "nodes", "pods", "services", "namespaces", "podDisruptionBudgets",
            "prices" });
    if (!e)
        return ws;
    const SourcePos rootPos = r_.posOf(root, top);
    if (const Entry* api = TreeReader::find(*e, "apiVersion")) {
        if (auto s = r_.string(api->value, r_.posOf(*api), "apiVersion", std::string("\"") + kApiVersion + "\"");
            s && *s != kApiVersion)
            sayError(r_, r_.posOf(*api), "apiVersion",
                Phrase(BP_TEXT("bp::core", "unsupported apiVersion %1; expected %2"), { bp::quoted(*s), kApiVersion }));
    } else {
        r_.missing(rootPos, "apiVersion", std::string("apiVersion: ") + kApiVersion);
    }
    if (const Entry* kind = TreeReader::find(*e, "kind")) {
        if (auto s = r_.string(kind->value, r_.posOf(*kind), "kind", "Workspace"); s && *s != "Workspace")
            sayError(r_, r_.posOf(*kind), "kind",
                Phrase(BP_TEXT("bp::core", "unsupported kind %1; expected %2"), { bp::quoted(*s), "Workspace" }));
    } else {
        r_.missing(rootPos, "kind", "kind: Workspace");
    }

    if (const Entry* profiles = TreeReader::find(*e, "profiles")) {
        if (const auto list = r_.items(profiles->value, r_.posOf(*profiles), "profiles", "profiles")) {
            if (list->empty())
                sayError(r_, r_.posOf(*profiles), "profiles",
                    Phrase(BP_TEXT("bp::core",
                        "no profiles; expected at least one (e.g. - name: binpack, scheduler: kube-scheduler)")));
            for (size_t i = 0; i < list->size(); ++i) {
                Profile p;
                if (yamlio::readProfile(r_, (*list)[i], r_.posOf(*profiles), "profiles[" + std::to_string(i) + "]", p))
                    ws.profiles.push_back(std::move(p));
            }
        }
    } else {
        r_.missing(rootPos, "profiles", "a list with at least one profile");
    }
    if (const Entry* nodes = TreeReader::find(*e, "nodes")) {
        if (const auto list = r_.items(nodes->value, r_.posOf(*nodes), "nodes", "nodes")) {
            for (size_t i = 0; i < list->size(); ++i) {
                Node n;
                if (readNode((*list)[i], r_.posOf(*nodes), "nodes[" + std::to_string(i) + "]", n))
                    ws.nodes.push_back(std::move(n));
            }
        }
    }
    if (const Entry* pods = TreeReader::find(*e, "pods")) {
        if (const auto list = r_.items(pods->value, r_.posOf(*pods), "pods", "pods")) {
            for (size_t i = 0; i < list->size(); ++i) {
                Pod p;
                const size_t boundBefore = bound_.size();
                if (readPod((*list)[i], r_.posOf(*pods), "pods[" + std::to_string(i) + "]", p)) {
                    if (bound_.size() > boundBefore)
                        bound_.back().pod = ws.pods.size();
                    ws.pods.push_back(std::move(p));
                } else {
                    bound_.resize(boundBefore);
                }
            }
        }
    }
    if (const Entry* services = TreeReader::find(*e, "services"))
        readServices(*services, ws.services);
    if (const Entry* namespaces = TreeReader::find(*e, "namespaces"))
        readNamespaces(*namespaces, ws.namespaces);
    if (const Entry* budgets = TreeReader::find(*e, "podDisruptionBudgets"))
        readDisruptionBudgets(*budgets, ws.podDisruptionBudgets);
    if (const Entry* prices = TreeReader::find(*e, "prices"))
        readPrices(*prices, ws.prices);
    checkNames(ws);
    return ws;
}

PodPlacement WorkspaceReader::readPlacement(const YAML::Node& root)
{
    PodPlacement out;
    if (!root.IsDefined() || root.IsNull())
        return out; // no constraints
    const SourcePos top { 1, 1 };
    if (!root.IsMap()) {
        sayError(r_, r_.posOf(root, top), "",
            Phrase(BP_TEXT("bp::core",
                       "expected a map with nodeSelector, tolerations, affinity and topologySpreadConstraints, found "
                       "%1"),
                { TreeReader::describe(root) }));
        return out;
    }
    const auto e = r_.entries(
        root, r_.posOf(root, top), "", { "nodeSelector", "tolerations", "affinity", "topologySpreadConstraints" });
    if (e)
        readPlacementKeys(*e, "", out);
    return out;
}

// nodeSelector, tolerations, affinity and topologySpreadConstraints among a
// pod's keys (`prefix`: the pod's path and a dot) or the placement editor's ("").
void WorkspaceReader::readPlacementKeys(const std::vector<Entry>& e, const std::string& prefix, PodPlacement& out)
{
    if (const Entry* sel = TreeReader::find(e, "nodeSelector"))
        readLabels(sel->value, r_.posOf(*sel), prefix + "nodeSelector", out.nodeSelector);
    if (const Entry* tols = TreeReader::find(e, "tolerations"))
        readTolerations(*tols, prefix + "tolerations", out.tolerations);
    if (const Entry* affinity = TreeReader::find(e, "affinity"))
        readAffinity(*affinity, prefix + "affinity", out.affinity);
    if (const Entry* spread = TreeReader::find(e, "topologySpreadConstraints"))
        readSpreadConstraints(*spread, prefix + "topologySpreadConstraints", out.topologySpreadConstraints);
}

// The text guards (encoding, size of scalars, anchors: yaml_prescan) and the
// yaml-cpp parse; an empty document is an undefined node.
YAML::Node parseChecked(std::string_view yamlText, const std::string& fileName)
{
    if (auto bad = yamlio::checkText(yamlText, fileName))
        throw InputError(*bad);
    bool empty = false;
    auto problems = yamlio::prescan(yamlText, fileName, &empty);
    if (!problems.empty())
        throw InputError(std::move(problems));
    if (empty)
        return {};
    try {
        return YAML::Load(std::string(yamlText));
    } catch (const YAML::Exception& e) {
        Diagnostic d;
        d.file = fileName;
        if (!e.mark.is_null()) {
            d.line = e.mark.line + 1;
            d.column = e.mark.column + 1;
        }
        d.say(Phrase(BP_TEXT("bp::core", "YAML syntax error: %1"), { e.msg }));
        throw InputError(d);
    }
}

} // namespace

namespace yamlio {

std::optional<NodeAffinity> readAddedAffinity(TreeReader& r, const Entry& entry, const std::string& path)
{
    if (entry.value.IsNull())
        return std::nullopt;
    WorkspaceReader reader(r);
    NodeAffinity out;
    if (!reader.readNodeAffinityEntry(entry, path, out))
        return std::nullopt;
    return out;
}

} // namespace yamlio

Workspace readWorkspace(std::string_view yamlText, const std::string& fileName)
{
    if (yamlText.size() > kMaxWorkspaceBytes)
        throw tooLarge(fileName, yamlText.size(), true);
    const YAML::Node root = parseChecked(yamlText, fileName);
    TreeReader tree(fileName);
    Workspace ws;
    try {
        WorkspaceReader reader(tree);
        ws = reader.read(root);
    } catch (const TreeReader::TooManyErrors&) {
    }
    if (!tree.diagnostics().empty())
        throw InputError(tree.diagnostics());
    ws.sourceFile = fileName;
    ws.headerComment = leadingComments(yamlText);
    return ws;
}

Workspace readWorkspaceFile(const std::string& path)
{
    const ReadResult in = readBounded(path, kMaxWorkspaceBytes);
    if (const auto& f = in.failure) {
        if (f->kind == ReadFailure::Kind::TooLarge)
            throw tooLarge(inputName(path), f->size, f->sizeKnown);
        if (f->kind == ReadFailure::Kind::NotText)
            throw InputError(readFailureDiagnostic(path, *f, Phrase(BP_TEXT("bp::core", "a workspace"))));
        Diagnostic d;
        if (f->kind == ReadFailure::Kind::Open)
            d.say(Phrase(BP_TEXT("bp::core", "cannot open %1: %2"), { path, f->reason() }));
        else if (f->kind == ReadFailure::Kind::NoWriter)
            d.say(Phrase(
                BP_TEXT("bp::core", "cannot read %1: no program opened this pipe for writing within 10 s"), { path }));
        else
            d.say(Phrase(BP_TEXT("bp::core", "cannot read %1: %2"), { path, f->reason() }));
        throw InputError(d);
    }
    Workspace ws = readWorkspace(in.text, path);
    ws.sourceFile = path;
    return ws;
}

std::optional<NodeAffinity> readAddedAffinityText(std::string_view text)
{
    if (text.size() > kMaxWorkspaceBytes)
        throw tooLarge({}, text.size(), true);
    const YAML::Node root = parseChecked(text, {});
    if (!root.IsDefined() || root.IsNull())
        return std::nullopt;
    TreeReader tree({});
    std::optional<NodeAffinity> out;
    try {
        if (const auto e = tree.entries(root, { 1, 1 }, "", { "addedAffinity" }))
            if (const Entry* added = TreeReader::find(*e, "addedAffinity"))
                out = yamlio::readAddedAffinity(tree, *added, "addedAffinity");
    } catch (const TreeReader::TooManyErrors&) {
    }
    if (!tree.diagnostics().empty())
        throw InputError(tree.diagnostics());
    return out;
}

PodPlacement readPodPlacement(std::string_view text)
{
    if (text.size() > kMaxWorkspaceBytes)
        throw tooLarge({}, text.size(), true);
    const YAML::Node root = parseChecked(text, {});
    TreeReader tree({});
    PodPlacement out;
    try {
        WorkspaceReader reader(tree);
        out = reader.readPlacement(root);
    } catch (const TreeReader::TooManyErrors&) {
    }
    if (!tree.diagnostics().empty())
        throw InputError(tree.diagnostics());
    return out;
}

} // namespace bp
