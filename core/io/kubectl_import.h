// SPDX-License-Identifier: GPL-3.0-or-later
// A real cluster from kubectl output: `kubectl get nodes -o yaml|json`,
// `kubectl get pods -A -o yaml|json`, a mixed `kubectl get nodes,pods -A -o yaml`
// List, single Node/Pod objects, and multi-document YAML / JSON streams.
//
// What is read, as the scheduler sees it:
// - Nodes: metadata.name, metadata.labels, status.allocatable (status.capacity,
//   with a warning, when a node has none), spec.taints (key, value, effect;
//   not timeAdded), spec.unschedulable and status.images (names, sizeBytes,
//   for the ImageLocality score plugin). Cordoned nodes are kept, with
//   unschedulable: true: the NodeUnschedulable filter keeps pending pods off
//   them, and the pods bound to them still count there.
// - Pods: metadata.name/namespace/labels, the controller among
//   metadata.ownerReferences, spec.nodeName, spec.schedulerName, spec.containers and
//   spec.initContainers (name, image, resources.requests, ports, checked as
//   the API server checks them; restartPolicy: Always makes an init
//   container a sidecar), spec.overhead, spec.nodeSelector,
//   spec.tolerations, spec.topologySpreadConstraints and spec.affinity (node
//   affinity, pod affinity and anti-affinity), checked as the API server
//   checks them. A
//   limit without a request of the same resource becomes the request, as API
//   defaulting does. Pods in phase Succeeded or Failed are skipped, as the
//   scheduler's cache skips them. A pod without spec.nodeName becomes a pending
//   pod, in input order.
// - Services (metadata.name/namespace, spec.selector; those without a
//   selector are left out with a warning) and Namespaces (metadata.name,
//   metadata.labels).
// - Every other field is ignored. Objects of other kinds inside a List are
//   skipped with a warning; a file that is no Kubernetes Node/Pod/List is an error.
//
// Pod names: a workspace needs unique pod names, Kubernetes only unique names
// per namespace. A pod keeps its plain name when no other imported pod has it;
// pods whose name appears in several namespaces are named "namespace/name"
// (kubectl's own notation; '/' cannot occur in a pod name or a namespace, so
// these never collide with each other or with a plain name).
#pragma once

#include "model/workspace.h"
#include "util/diagnostic.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bp {

// The largest input read. yaml-cpp needs about 45 bytes of memory per byte of
// YAML (a 30 MB export takes 1.3 GB); JSON is read in situ at a fraction of
// that (see README, "Limits", for what was measured).
inline constexpr uint64_t kMaxKubectlYamlBytes = uint64_t { 64 } << 20;
inline constexpr uint64_t kMaxKubectlJsonBytes = uint64_t { 1024 } << 20;

struct ClusterImportOptions {
    std::vector<std::string> namespaces; // pods in these namespaces only (empty: all)
    std::string nodeSelector; // label selector for nodes (kubectl syntax)
    std::string podSelector; // label selector for pods (kubectl syntax)
};

// Reads the files ("-" is standard input) and returns a workspace holding their
// nodes and pods, in input order, with no profiles (see defaultClusterProfiles).
// Input that starts with '{' or '[' is JSON (RapidJSON), anything else YAML.
// Warnings (left-out objects and every adjustment made) are appended to
// *warnings when given. Throws InputError naming file, line, column and field
// for unreadable files, malformed JSON/YAML, objects that are not Nodes/Pods,
// bad quantities, invalid selectors, and input without any Node.
Workspace importCluster(const std::vector<std::string>& files, const ClusterImportOptions& options,
    std::vector<Diagnostic>* warnings = nullptr);

// The same for one input already in memory; `name` is used in messages.
Workspace importClusterText(std::string text, const std::string& name, const ClusterImportOptions& options,
    std::vector<Diagnostic>* warnings = nullptr);

// The profiles an imported cluster starts with: "least-allocated" (the
// kube-scheduler default profile, plugins omitted) and "binpack"
// (NodeResourcesFit MostAllocated, cpu 1, memory 1).
std::vector<Profile> defaultClusterProfiles();

} // namespace bp
