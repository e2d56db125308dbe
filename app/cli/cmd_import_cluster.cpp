// SPDX-License-Identifier: GPL-3.0-or-later
// binpack-cli import-cluster FILE... : a workspace from kubectl output.
#include "common.h"
#include "io/kubectl_import.h"
#include "io/label_selector.h"
#include "io/workspace_io.h"

namespace bp::cli {

namespace {

const char* kImportClusterUsage
    = R"(Usage: binpack-cli import-cluster FILE... [--namespace NS]... [-l SEL] [--node-selector SEL] [--profile-from WS]

Reads what `kubectl get nodes,pods -A -o yaml` (or -o json, or node and pod
exports apart) prints and writes a workspace holding the cluster's nodes and
pods. Nodes keep status.allocatable, taints, unschedulable (cordoned) and
status.images; pods keep their nodeSelector, tolerations, required node
affinity and each container's image and ports (a hostPort takes a port on
the node: NodePorts). Bound
pods stay on their nodes; pods without a node become pending pods, in input
order. Finished pods (Succeeded, Failed) are left out, as the scheduler leaves
them out.
"-" reads standard input. Warnings go to standard error.

Options:
  -n, --namespace NS       only pods in namespace NS (repeatable)
  -l, --selector SEL       only pods matching the label selector SEL
  --node-selector SEL      only nodes matching SEL, and the pods bound to them
  --profile-from WS        the profiles of workspace WS instead of the default
                           "least-allocated" and "binpack" profiles, and its
                           price table (prices) when it has one
  -h, --help               this help
Selectors use kubectl's syntax: a=b, a!=b, a, !a, a in (x,y), a notin (x,y).
Exit codes: 0 success, 1 invalid input, 2 wrong usage.
)";

} // namespace

int cmdImportCluster(const std::vector<std::string>& argv, Io io)
{
    Args args({ { "--namespace", "-n", true, true }, { "--selector", "-l" }, { "--node-selector", "" },
        { "--profile-from", "" } });
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli import-cluster: " << err << "\n";
        return usage(io, kImportClusterUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kImportClusterUsage, true);
    if (args.positional().empty()) {
        io.err << "binpack-cli import-cluster: expected at least one file\n";
        return usage(io, kImportClusterUsage, false);
    }

    ClusterImportOptions options;
    options.namespaces = args.values("--namespace");
    options.podSelector = args.value("--selector").value_or("");
    options.nodeSelector = args.value("--node-selector").value_or("");
    // A selector that does not parse is a wrong command line, not bad input.
    for (const auto& [option, text] :
        { std::pair<const char*, const std::string&> { "--selector", options.podSelector },
            { "--node-selector", options.nodeSelector } }) {
        if (!LabelSelector::parse(text, &err)) {
            io.err << "binpack-cli import-cluster: " << option << ": invalid label selector \"" << text << "\": " << err
                   << "\n";
            return kUsage;
        }
    }

    return guarded(io, [&] {
        // The profiles first: a bad --profile-from fails before a long import.
        // The workspace's price table comes along: the user wrote it, and a
        // cluster export has no prices.
        std::vector<Profile> profiles = defaultClusterProfiles();
        std::optional<PriceTable> prices;
        if (auto from = args.value("--profile-from")) {
            Workspace source = readWorkspaceFile(*from);
            profiles = std::move(source.profiles);
            prices = std::move(source.prices);
        }
        std::vector<Diagnostic> warnings;
        Workspace ws = importCluster(args.positional(), options, &warnings);
        ws.profiles = std::move(profiles);
        ws.prices = std::move(prices);
        for (const auto& w : warnings)
            io.err << w.toString() << "\n";
        io.out << writeReadableWorkspace(ws, "import a part of the cluster (--namespace, --selector, --node-selector)");
        return kOk;
    });
}

} // namespace bp::cli
