// SPDX-License-Identifier: GPL-3.0-or-later
// export, import and validate: scheduler configuration out of and into a workspace.
#include "common.h"
#include "io/profile_validation.h"
#include "io/scheduler_config_export.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "util/read_file.h"

namespace bp::cli {

namespace {

const char* kExportUsage = R"(Usage: binpack-cli export WS --format F [--profile P[,Q...]]... [--scheduler-name N]
                          [--balanced keep|disable|weight=N] [--explicit-defaults]

Writes profiles of the workspace as scheduler configuration on standard output.
The profile is checked first with the target scheduler's own rules: a profile it
would reject, or that the format cannot express, is refused with the reason.

Formats (F):
  kubescheduler-v1        KubeSchedulerConfiguration v1 (Kubernetes 1.25+)
  kubescheduler-v1beta3   v1beta3 (1.23-1.28)
  kubescheduler-v1beta2   v1beta2 (1.22-1.27)
  kubescheduler-v1beta1   v1beta1 (1.19-1.22; separate NodeResourcesMostAllocated /
                          RequestedToCapacityRatio plugins)
  policy, policy-json     the legacy Policy (1.22 and earlier), YAML or JSON
  volcano                 volcano-scheduler.conf
  volcano-configmap       the same in the volcano-scheduler-configmap ConfigMap

Options:
  --profile P[,Q]        the profiles to export (default: the first); several
                         only for kubescheduler-* (one file, several profiles).
                         Repeat it (--profile P --profile Q) to give names
                         that hold a comma.
  --format F             the format (required)
  --scheduler-name N     the schedulerName to write (one profile only)
  --balanced MODE        keep (default), disable, or weight=N for
                         NodeResourcesBalancedAllocation (Volcano: nodeorder's
                         balancedresource.weight); it pulls against packing
  --explicit-defaults    write every weight and argument, not only what differs
                         from the scheduler's defaults
  -h, --help             this help
Exit codes: 0 success, 1 invalid input or a profile the target rejects, 2 wrong usage.
)";

const char* kImportUsage = R"(Usage: binpack-cli import FILE

Reads a scheduler configuration (KubeSchedulerConfiguration v1/v1beta3/v1beta2/
v1beta1, Policy in YAML or JSON, volcano-scheduler.conf or its ConfigMap) and
prints a workspace holding its profiles. The file is checked first exactly as
`validate` checks it; a file with problems prints them and no workspace.
Defaults are applied as the scheduler applies them; what was defaulted is
listed on standard error.

Options:
  -h, --help   this help
Exit codes: 0 success, 1 invalid input, 2 wrong usage.
)";

const char* kValidateUsage = R"(Usage: binpack-cli validate FILE [--kubernetes-version V]

Checks a scheduler configuration with the scheduler's own rules and prints every
problem with file, line, column, field path and the scheduler's wording.

Options:
  --kubernetes-version V   the release whose rules apply (default: the newest
                           release that serves the file's apiVersion)
  -h, --help               this help
Exit codes: 0 valid (warnings may be printed), 1 problems found, 2 wrong usage.
)";

// A scheduler configuration file, or standard input for "-", never read past
// its limit.
bool readFile(const std::string& path, std::string* text, Io io)
{
    if (auto failed = readInputFile(path, kMaxSchedulerConfigBytes, "a scheduler configuration", text)) {
        io.err << failed->toString() << "\n";
        return false;
    }
    return true;
}

void printNotes(const std::vector<Diagnostic>& notes, std::ostream& out)
{
    for (Diagnostic d : notes) {
        d.severity = Diagnostic::Severity::Error; // no "warning:" label
        d.message = "defaulted: " + d.message;
        out << d.toString() << "\n";
    }
}

} // namespace

int cmdExport(const std::vector<std::string>& argv, Io io)
{
    Args args({ { "--profile", "", true, true }, { "--format", "" }, { "--scheduler-name", "" }, { "--balanced", "" },
        { "--explicit-defaults", "", false } });
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli export: " << err << "\n";
        return usage(io, kExportUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kExportUsage, true);
    if (args.positional().size() != 1) {
        io.err << "binpack-cli export: expected exactly one workspace file\n";
        return usage(io, kExportUsage, false);
    }
    ExportOptions options;
    const auto format = args.value("--format");
    if (!format) {
        io.err << "binpack-cli export: --format is required (" << formatNameList() << ")\n";
        return usage(io, kExportUsage, false);
    }
    if (auto f = parseFormatName(*format)) {
        options.format = *f;
    } else {
        io.err << "binpack-cli export: --format: unknown format \"" << *format << "\"; expected one of "
               << formatNameList() << "\n";
        return kUsage;
    }
    if (auto b = args.value("--balanced")) {
        if (!parseBalancedMode(*b, &options.balancedMode, &options.balancedWeight, &err)) {
            io.err << "binpack-cli export: " << err << "\n";
            return kUsage;
        }
    }
    if (auto n = args.value("--scheduler-name")) {
        if (n->empty()) {
            io.err << "binpack-cli export: --scheduler-name needs a name\n";
            return kUsage;
        }
        options.schedulerName = *n;
    }
    options.explicitDefaults = args.has("--explicit-defaults");

    Workspace ws;
    if (!loadWorkspace(args.positional()[0], &ws, io))
        return kInvalidInput;
    std::vector<const Profile*> profiles;
    if (args.has("--profile")) {
        std::vector<std::string> names = args.values("--profile");
        // One --profile naming a profile exactly, commas and all, is that profile.
        if (names.size() != 1 || !ws.findProfile(names.front()))
            names = nameList(names);
        for (const auto& name : names) {
            const Profile* p = chooseProfile(ws, name, io);
            if (!p)
                return kInvalidInput;
            profiles.push_back(p);
        }
        if (profiles.empty()) {
            io.err << "binpack-cli export: --profile needs at least one profile name\n";
            return kUsage;
        }
    } else if (const Profile* p = chooseProfile(ws, std::nullopt, io)) {
        profiles.push_back(p);
    } else {
        io.err << ws.sourceFile << ": the workspace has no profile\n";
        return kInvalidInput;
    }
    return guarded(io, [&] {
        const ExportResult r = exportProfiles(profiles, options);
        const std::string where = args.positional()[0];
        for (Diagnostic d : r.errors) {
            d.file = where;
            io.err << d.toString() << "\n";
        }
        for (Diagnostic d : r.warnings) {
            d.file = where;
            io.err << d.toString() << "\n";
        }
        if (!r.ok()) {
            io.err << "binpack-cli export: not exported: " << formatName(options.format)
                   << " would be rejected by the scheduler or cannot express the profile (see above)\n";
            return static_cast<int>(kInvalidInput);
        }
        io.out << r.text;
        return static_cast<int>(kOk);
    });
}

int cmdImport(const std::vector<std::string>& argv, Io io)
{
    Args args(std::vector<Args::Spec> {});
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli import: " << err << "\n";
        return usage(io, kImportUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kImportUsage, true);
    if (args.positional().size() != 1) {
        io.err << "binpack-cli import: expected exactly one configuration file\n";
        return usage(io, kImportUsage, false);
    }
    const std::string& file = args.positional()[0];
    std::string text;
    if (!readFile(file, &text, io))
        return kInvalidInput;
    return guarded(io, [&] {
        // The same checks as validate, with the same messages at the same
        // places in this file: a profile the scheduler would reject is not
        // turned into a workspace that only fails later.
        const ImportResult r = validateSchedulerConfig(text, file);
        for (const auto& d : r.diagnostics)
            io.err << d.toString() << "\n";
        if (!r.ok() || !r.formatKnown)
            return static_cast<int>(kInvalidInput);
        printNotes(r.defaulted, io.err);
        Workspace ws;
        ws.profiles = r.profiles;
        ws.sourceFile = file;
        io.out << writeReadableWorkspace(ws, "import fewer profiles");
        return static_cast<int>(kOk);
    });
}

int cmdValidate(const std::vector<std::string>& argv, Io io)
{
    Args args(std::vector<Args::Spec> { { "--kubernetes-version", "" } });
    std::string err;
    if (!args.parse(argv, &err)) {
        io.err << "binpack-cli validate: " << err << "\n";
        return usage(io, kValidateUsage, false);
    }
    if (args.helpRequested())
        return usage(io, kValidateUsage, true);
    if (args.positional().size() != 1) {
        io.err << "binpack-cli validate: expected exactly one configuration file\n";
        return usage(io, kValidateUsage, false);
    }
    int minor = 0;
    if (auto v = args.value("--kubernetes-version")) {
        const auto m = kubeMinorOf(*v);
        if (!m) {
            io.err << "binpack-cli validate: --kubernetes-version: \"" << *v
                   << "\" is not supported; expected 1.16 or 1.22 to 1.36\n";
            return kUsage;
        }
        minor = *m;
    }
    const std::string& file = args.positional()[0];
    std::string text;
    if (!readFile(file, &text, io))
        return kInvalidInput;
    return guarded(io, [&] {
        const ImportResult r = validateSchedulerConfig(text, file, minor);
        for (const auto& d : r.diagnostics)
            io.out << d.toString() << "\n";
        if (!r.ok() || !r.formatKnown)
            return static_cast<int>(kInvalidInput);
        io.out << file << ": valid\n";
        return static_cast<int>(kOk);
    });
}

} // namespace bp::cli
