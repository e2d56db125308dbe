// SPDX-License-Identifier: GPL-3.0-or-later
// Checked access to a yaml-cpp tree, for every reader of checked YAML (the
// workspace reader and the scheduler-configuration importers): every problem
// becomes a Diagnostic with file, line, column and field path.
//
// The two kinds of file speak two dialects. A workspace is Binpack Studio's own
// format: integers are plain decimals and messages say what was found
// ("expected a map (key: value), found a list"). A scheduler configuration is
// read as kube-scheduler and Volcano read it: scalars are typed as
// gopkg.in/yaml.v2 types them (010 is 8, a quoted "10" is a string) and
// messages follow upstream's wording ("expected a map, got a list").
// The checks themselves (map keys, unknown fields and their "did you mean"
// hint, lists, scalars, {name, weight} lists) are the same code for both.
// Messages are phrases (util/phrase.h); a caller's words (`what`, a message)
// are a Wording: a Phrase to be translated, or English kept as it is.
#pragma once

#include "model/workspace.h"
#include "util/diagnostic.h"
#include "util/wording.h"

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include <yaml-cpp/yaml.h>

namespace bp::yamlio {

struct Entry {
    std::string key;
    YAML::Node keyNode;
    YAML::Node value;
};

enum class Dialect { Workspace, SchedulerConfig };

// How a map's keys are checked.
struct KeyRules {
    const std::vector<std::string>* allowed = nullptr; // nullptr: any key
    // Valid upstream but not part of a profile: a warning says they are not read.
    const std::vector<std::string>* ignored = nullptr;
    // A scheduler configuration, false: a repeated key is a warning (yaml.v2
    // uses the last one). A workspace's repeated key is always an error.
    bool duplicatesAreErrors = true;
    // A hint for an unknown key in place of "did you mean"; "" when none.
    std::string (*extraHint)(std::string_view key) = nullptr;
    // The same as a phrase (an empty one when none); used before extraHint.
    Phrase (*hint)(std::string_view key) = nullptr;
};

class TreeReader {
public:
    static constexpr size_t kMaxDiagnostics = 100;

    // A workspace: diagnostics are collected here, at most kMaxDiagnostics.
    explicit TreeReader(std::string file)
        : file_(std::move(file))
    {
    }
    // A scheduler configuration: diagnostics go to `sink`, in order with the
    // caller's own, without a limit.
    TreeReader(std::string file, std::vector<Diagnostic>& sink)
        : file_(std::move(file))
        , sink_(&sink)
        , dialect_(Dialect::SchedulerConfig)
        , maxDiagnostics_(0)
    {
    }
    TreeReader(const TreeReader&) = delete;
    TreeReader& operator=(const TreeReader&) = delete;

    // Thrown when kMaxDiagnostics problems were collected; the caller throws
    // InputError(diagnostics()) then.
    struct TooManyErrors {};

    const std::vector<Diagnostic>& diagnostics() const { return *sink_; }
    const std::string& file() const { return file_; }

    // For a document embedded in a block scalar: positions inside it are
    // shifted by these amounts (0-based line, 0-based column).
    void setOffset(int lines, int columns)
    {
        lineOffset_ = lines;
        columnOffset_ = columns;
    }

    SourcePos posOf(const YAML::Mark& mark) const;
    // The node's position; `fallback` when it has none (a workspace: nor when
    // it is null, as an empty value is).
    SourcePos posOf(const YAML::Node& node, SourcePos fallback = {}) const;
    // The value's position, or its key's when the value is empty (null).
    SourcePos posOf(const Entry& e) const;

    Diagnostic make(Diagnostic::Severity severity, SourcePos pos, const std::string& field, Wording message) const;
    void report(Diagnostic::Severity severity, SourcePos pos, const std::string& field, Wording message);
    void error(SourcePos pos, const std::string& field, Wording message)
    {
        report(Diagnostic::Severity::Error, pos, field, std::move(message));
    }

    // "a map", "a list", "the string \"x\"", "nothing (null)"...
    static Phrase description(const YAML::Node& node);
    static std::string describe(const YAML::Node& node); // its English
    // "a, b, or c"
    static Phrase join(const std::vector<std::string>& words);

    // A map (a scheduler configuration: null is no map, and no error) / a
    // list of `what`; false with an error otherwise.
    bool expectMap(const YAML::Node& node, SourcePos pos, const std::string& field);
    bool expectList(const YAML::Node& node, SourcePos pos, const std::string& field, const Wording& what);

    // The entries of a map, in file order, with the keys checked by `rules`:
    // duplicate keys, unknown keys (with a "did you mean" hint, or the hint
    // from extraHint), ignored keys. nullopt: not a map (a scheduler
    // configuration: null is no map either, and no error).
    std::optional<std::vector<Entry>> mapEntries(
        const YAML::Node& node, SourcePos pos, const std::string& field, const KeyRules& rules);
    std::optional<std::vector<Entry>> entries(const YAML::Node& node, SourcePos pos, const std::string& field,
        const std::vector<std::string>& allowed, std::string (*extraHint)(std::string_view key) = nullptr);
    std::optional<std::vector<Entry>> entries(const YAML::Node& node, SourcePos pos, const std::string& field,
        const std::vector<std::string>& allowed, Phrase (*hint)(std::string_view key));
    // The entries of any map (keys not checked against a list).
    std::optional<std::vector<Entry>> anyEntries(const YAML::Node& node, SourcePos pos, const std::string& field);
    static const Entry* find(const std::vector<Entry>& entries, std::string_view key);

    // Items of a sequence; null (and a missing value) counts as empty.
    // nullopt: neither.
    std::optional<std::vector<YAML::Node>> items(
        const YAML::Node& node, SourcePos pos, const std::string& field, const Wording& what);

    std::optional<std::string> string(
        const YAML::Node& node, SourcePos pos, const std::string& field, const Wording& what, bool allowEmpty = false);
    // An integer in [min, max]: a workspace's is a plain decimal, a scheduler
    // configuration's is what yaml.v2 types as an int.
    std::optional<int64_t> integer(const YAML::Node& node, SourcePos pos, const std::string& field,
        int64_t min = std::numeric_limits<int64_t>::min(), int64_t max = std::numeric_limits<int64_t>::max());

    // Reports a missing required key at the map's position.
    void missing(SourcePos mapPos, const std::string& field, const Wording& what);

    // An item of a list of small maps: [{name, weight}], [{utilization, score}].
    struct ListItem {
        size_t index = 0;
        std::string path; // resources[i]
        YAML::Node node;
        bool isMap = false; // false: nothing else was read (a scheduler configuration: no error for null)
        std::vector<Entry> entries;
    };
    // One item of a [{name, weight}] resource list: its keys checked, the
    // name read as a string and the weight as an integer.
    struct ResourceItem : ListItem {
        const Entry* name = nullptr; // in `entries`
        const Entry* weight = nullptr;
        bool weightUnreadable = false; // given, but not an integer
        ResourceSpec spec;
    };
    // Reads the list item by item, calling `each` with every item right after
    // it is read. False when `node` is not a list (null: an empty one).
    // `missingNameWhat`: how a missing name is reported ("" when a name may be
    // left out).
    bool resourceList(const YAML::Node& node, SourcePos pos, const std::string& path, const Wording& nameWhat,
        const Wording& missingNameWhat, const std::function<void(ResourceItem&)>& each);

    // One point of a [{utilization, score}] shape: its keys checked, each
    // value read as an integer in [min, max] (a workspace: a missing one is
    // an error).
    struct ShapeItem : ListItem {
        const Entry* utilization = nullptr; // in `entries`
        const Entry* score = nullptr;
        std::optional<int64_t> utilizationValue; // given and read
        std::optional<int64_t> scoreValue;
    };
    // As resourceList.
    bool shapeList(const YAML::Node& node, SourcePos pos, const std::string& path, int64_t min, int64_t max,
        const std::function<void(ShapeItem&)>& each);

private:
    // The walk both lists share: `read(item, itemPos)` for an item that is a
    // map with `keys`, then `each(item)` for every item.
    template <class Item, class Read>
    bool mapList(const YAML::Node& node, SourcePos pos, const std::string& path, const Phrase& what,
        const std::vector<std::string>& keys, const Read& read, const std::function<void(Item&)>& each);
    std::optional<int64_t> decimalInteger(const YAML::Node& node, SourcePos pos, const std::string& field);
    std::optional<int64_t> yamlV2Integer(const YAML::Node& node, SourcePos pos, const std::string& field);

    std::string file_;
    std::vector<Diagnostic> own_;
    std::vector<Diagnostic>* sink_ = &own_;
    Dialect dialect_ = Dialect::Workspace;
    size_t maxDiagnostics_ = kMaxDiagnostics; // 0: no limit
    int lineOffset_ = 0;
    int columnOffset_ = 0;
};

} // namespace bp::yamlio
