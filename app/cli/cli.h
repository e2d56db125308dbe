// SPDX-License-Identifier: GPL-3.0-or-later
// binpack-cli commands. Each command takes its arguments (without the program
// and command names), writes its product to `out` and messages to `err`, and
// returns the exit code: 0 success, 1 invalid input, 2 wrong usage.
#pragma once

#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace bp::cli {

enum Exit : int { kOk = 0, kInvalidInput = 1, kUsage = 2 };

struct Io {
    std::ostream& out;
    std::ostream& err;
};

// A small, strict option parser: "--name value", "--name=value", "-o json",
// boolean "--flag", and positional arguments. Unknown options are usage errors.
class Args {
public:
    struct Spec {
        std::string name;      // "--profile" (long) ; short alias in `alias` ("-o")
        std::string alias;
        bool takesValue = true;
        bool repeatable = false;
    };
    Args(std::vector<Spec> specs) : specs_(std::move(specs)) {}
    // false + *error on an unknown option or a missing value.
    bool parse(const std::vector<std::string>& args, std::string* error);
    bool has(const std::string& name) const { return values_.count(name) > 0; }
    std::optional<std::string> value(const std::string& name) const;
    std::vector<std::string> values(const std::string& name) const;
    const std::vector<std::string>& positional() const { return positional_; }
    bool helpRequested() const { return help_; }

private:
    std::vector<Spec> specs_;
    std::map<std::string, std::vector<std::string>> values_;
    std::vector<std::string> positional_;
    bool help_ = false;
};

// The output format chosen with -o/--output: "table" (default) or "json".
// Returns false (and prints a usage message) for anything else.
bool outputFormat(const Args& args, bool* json, Io io);

int cmdScore(const std::vector<std::string>& args, Io io);
int cmdSimulate(const std::vector<std::string>& args, Io io);
int cmdExplain(const std::vector<std::string>& args, Io io);
int cmdExport(const std::vector<std::string>& args, Io io);
int cmdImport(const std::vector<std::string>& args, Io io);
int cmdValidate(const std::vector<std::string>& args, Io io);
int cmdImportCluster(const std::vector<std::string>& args, Io io);
int cmdCompare(const std::vector<std::string>& args, Io io);
int cmdGenerate(const std::vector<std::string>& args, Io io);
int cmdPresets(const std::vector<std::string>& args, Io io);

} // namespace bp::cli
