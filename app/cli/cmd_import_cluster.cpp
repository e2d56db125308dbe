// SPDX-License-Identifier: GPL-3.0-or-later
// binpack-cli import-cluster FILE... : a workspace from kubectl output.
#include "cli.h"

#include "io/kubectl_import.h"
#include "io/label_selector.h"
#include "io/workspace_io.h"

namespace bp::cli {

namespace {

constexpr const char* kImportClusterUsage =
    "usage: binpack-cli import-cluster FILE... [--namespace NS]... [--selector|-l SEL] [--node-selector SEL]\n"
    "                                  [--profile-from WORKSPACE]\n";

constexpr const char* kImportClusterHelp =
    "Reads what `kubectl get nodes,pods -A -o yaml` (or -o json, or separate node and pod\n"
    "exports) prints and writes a workspace holding the cluster's nodes and pods.\n"
    "Nodes keep status.allocatable; bound pods stay on their nodes; pods without a node\n"
    "become pending pods, in input order. Finished pods (Succeeded, Failed) and cordoned\n"
    "nodes are left out, as the scheduler leaves them out. \"-\" reads standard input.\n"
    "\n"
    "  -n, --namespace NS       import only pods in NS (repeatable)\n"
    "  -l, --selector SEL       import only pods matching the label selector SEL\n"
    "      --node-selector SEL  import only nodes matching SEL (and the pods bound to them)\n"
    "      --profile-from WS    take the profiles from workspace WS instead of the default\n"
    "                           \"least-allocated\" and \"binpack\" profiles\n"
    "\n"
    "Selectors use kubectl's syntax: a=b, a!=b, a, !a, a in (x,y), a notin (x,y).\n"
    "Warnings go to standard error; the workspace goes to standard output.\n";

} // namespace

int cmdImportCluster(const std::vector<std::string>& args, Io io)
{
    Args parsed({{"--namespace", "-n", true, true},
                 {"--selector", "-l", true, false},
                 {"--node-selector", "", true, false},
                 {"--profile-from", "", true, false}});
    std::string error;
    if (!parsed.parse(args, &error)) {
        io.err << "binpack-cli import-cluster: " << error << '\n' << kImportClusterUsage;
        return kUsage;
    }
    if (parsed.helpRequested()) {
        io.out << kImportClusterUsage << '\n' << kImportClusterHelp;
        return kOk;
    }
    if (parsed.positional().empty()) {
        io.err << "binpack-cli import-cluster: expected at least one FILE\n" << kImportClusterUsage;
        return kUsage;
    }

    ClusterImportOptions options;
    options.namespaces = parsed.values("--namespace");
    options.podSelector = parsed.value("--selector").value_or("");
    options.nodeSelector = parsed.value("--node-selector").value_or("");
    // A selector that does not parse is a wrong command line, not bad input.
    for (const auto& [option, text] : {std::pair<const char*, const std::string&>{"--selector", options.podSelector},
                                       {"--node-selector", options.nodeSelector}}) {
        if (!LabelSelector::parse(text, &error)) {
            io.err << "binpack-cli import-cluster: " << option << ": invalid label selector \"" << text
                   << "\": " << error << '\n';
            return kUsage;
        }
    }

    try {
        // The profiles first: a bad --profile-from fails before a long import.
        std::vector<Profile> profiles = parsed.value("--profile-from")
            ? readWorkspaceFile(*parsed.value("--profile-from")).profiles
            : defaultClusterProfiles();
        std::vector<Diagnostic> warnings;
        Workspace ws = importCluster(parsed.positional(), options, &warnings);
        ws.profiles = std::move(profiles);
        for (const auto& w : warnings)
            io.err << w.toString() << '\n';
        io.out << writeWorkspace(ws);
        return kOk;
    } catch (const InputError& e) {
        io.err << e.what() << '\n';
        return kInvalidInput;
    }
}

} // namespace bp::cli
