// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the kubectl import (`kubectl get nodes,pods -o yaml|json`
// as YAML through yaml-cpp or JSON through RapidJSON, in situ).
//
// Bad input must end in bp::InputError with messages; any other exception,
// crash, sanitizer report, hang or blow-up is a finding. What the import
// accepts must make a workspace the workspace reader accepts again, with the
// same nodes and pods (the import is the only way those files are written).
// score and simulate must accept its amounts. The first input byte picks the
// options, so selectors and namespace filters are fuzzed too. Streams mode
// (fuzz_common.h) reads the input from a pipe through importCluster's reader.
#include "fuzz_common.h"

#include "io/kubectl_import.h"
#include "io/workspace_io.h"
#include "scoring/cluster_state.h"

#include <cstdint>
#include <string>

namespace {

constexpr const char* kTarget = "fuzz_kubectl";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    bp::ClusterImportOptions options;
    switch (data[0] % 4) {
    case 1:
        options.namespaces = { "default", "kube-system" };
        break;
    case 2:
        options.podSelector = "app in (web, db), tier!=cache";
        break;
    case 3:
        options.nodeSelector = "pool=general, !gpu";
        break;
    default:
        break;
    }
    std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    bp::Workspace ws;
    std::vector<bp::Diagnostic> warnings;
    try {
        if (bp::fuzz::streamsMode() && !text.empty()) { // an empty pipe whose writer is gone reads as "no writer"
            bp::fuzz::InputPipe pipe(text);
            ws = bp::importCluster({ pipe.path() }, options, &warnings);
        } else {
            ws = bp::importClusterText(std::move(text), "fuzz.yaml", options, &warnings);
        }
    } catch (const bp::InputError& e) {
        bp::fuzz::checkDiagnostics(kTarget, e);
        return 0;
    }
    for (const auto& w : warnings)
        if (w.message.empty())
            bp::fuzz::finding(kTarget, "warning without a message: " + w.toString());
    ws.profiles = bp::defaultClusterProfiles();
    const std::string saved = bp::writeWorkspace(ws);
    try {
        const bp::Workspace back = bp::readWorkspace(saved, "imported.binpack.yaml");
        if (!(back.nodes == ws.nodes) || !(back.pods == ws.pods))
            bp::fuzz::finding(kTarget, "the imported workspace reads back different:\n" + saved);
    } catch (const bp::InputError& e) {
        bp::fuzz::finding(
            kTarget, "the imported workspace does not read back: " + std::string(e.what()) + "\n" + saved);
    }
    // ... and score and simulate read its amounts (issue 10: cpu 1E was written, then refused).
    try {
        (void)bp::buildClusterState(ws, bp::KubeVersion {});
    } catch (const bp::InputError& e) {
        bp::fuzz::finding(kTarget, "score and simulate refuse the imported workspace: " + std::string(e.what()));
    }
    return 0;
}
