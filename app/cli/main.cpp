// SPDX-License-Identifier: GPL-3.0-or-later
// binpack-cli: the headless front of the Binpack Studio engine.
#include "cli.h"

#include <iostream>
#include <string>
#include <vector>

namespace {

const char* kUsage = R"(Usage: binpack-cli COMMAND [ARGS...]

Score, simulate and convert Kubernetes node-scoring profiles with the exact
arithmetic of kube-scheduler and Volcano.

Commands:
  score WS            score one pod against every node
  simulate WS         place every pending pod in order
  explain WS          show how one node's score is computed, step by step
  compare WS          the same pending queue under 2-4 profiles, side by side
  generate WS         append a generated queue of pending pods (shapes, seed, order)
  export WS           write a profile as a scheduler configuration
  import FILE         read a scheduler configuration into a workspace
  validate FILE       check a scheduler configuration with upstream's rules
  import-cluster F... turn `kubectl get nodes,pods -o yaml|json` into a workspace
  presets [NAME...]   list the profile presets, or print them as a workspace

Run `binpack-cli COMMAND --help` for a command's options.
Options: -h, --help; --version.
Exit codes: 0 success, 1 invalid input, 2 wrong usage.
)";

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    bp::cli::Io io{std::cout, std::cerr};
    if (args.empty()) {
        std::cerr << kUsage;
        return bp::cli::kUsage;
    }
    const std::string cmd = args.front();
    args.erase(args.begin());
    if (cmd == "-h" || cmd == "--help" || cmd == "help") {
        std::cout << kUsage;
        return bp::cli::kOk;
    }
    if (cmd == "--version" || cmd == "version") {
        std::cout << "binpack-cli " << BP_VERSION << "\n";
        return bp::cli::kOk;
    }
    struct Entry {
        const char* name;
        int (*fn)(const std::vector<std::string>&, bp::cli::Io);
    };
    static const Entry commands[] = {
        {"score", bp::cli::cmdScore},
        {"simulate", bp::cli::cmdSimulate},
        {"explain", bp::cli::cmdExplain},
        {"compare", bp::cli::cmdCompare},
        {"generate", bp::cli::cmdGenerate},
        {"export", bp::cli::cmdExport},
        {"import", bp::cli::cmdImport},
        {"validate", bp::cli::cmdValidate},
        {"import-cluster", bp::cli::cmdImportCluster},
        {"presets", bp::cli::cmdPresets},
    };
    for (const auto& c : commands)
        if (cmd == c.name)
            return c.fn(args, io);
    std::cerr << "binpack-cli: unknown command \"" << cmd << "\"\n\n" << kUsage;
    return bp::cli::kUsage;
}
