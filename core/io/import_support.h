// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the scheduler-configuration readers; not a public API.
#pragma once

#include "io/scheduler_config_import.h"
#include "io/yaml_tree.h"
#include "scoring/filter_plugins.h"
#include "scoring/version.h"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <yaml-cpp/yaml.h>

namespace bp::detail {

// A scheduler configuration's reader: the checked reading is a
// yamlio::TreeReader in the scheduler-configuration dialect (the same code as
// the workspace reader's); this adds warnings, defaulting notes and the
// profiles with the locations of their fields.
class ImportContext {
public:
    ImportContext(ImportResult& result, std::string file)
        : result_(result)
        , reader_(std::move(file), result.diagnostics)
    {
    }

    // For a document embedded in a block scalar: positions inside it are
    // shifted by these amounts (0-based line, 0-based column).
    void setOffset(int lines, int columns) { reader_.setOffset(lines, columns); }

    // A message is a Phrase, or English kept as it is (util/wording.h).
    void error(const YAML::Node& at, const std::string& field, Wording message);
    void warning(const YAML::Node& at, const std::string& field, Wording message);
    void defaulted(const YAML::Node& at, const std::string& field, Wording message);
    Diagnostic make(const YAML::Node& at, const std::string& field, Wording message, Diagnostic::Severity s) const;
    SourcePos pos(const YAML::Node& at) const { return reader_.posOf(at); }
    SourcePos pos(const YAML::Mark& mark) const { return reader_.posOf(mark); }

    // Records where a workspace field of the current profile lives.
    void locate(const std::string& workspacePath, const std::string& filePath, const YAML::Node& at);
    // Marks a workspace field of the current profile (recorded with locate)
    // as written but unreadable; validation then says nothing more about it.
    void unreadable(const std::string& workspacePath);
    void beginProfile(); // the next profile's locations
    void addProfile(Profile p);

    // Checks a mapping's keys. Unknown keys: error `unknown field "x"` (with a
    // "did you mean" hint). `ignored` keys are valid upstream but not part of a
    // profile: a warning says they are not imported. Duplicate keys: error.
    bool checkMap(const YAML::Node& node, const std::string& path, std::initializer_list<const char*> known,
        std::initializer_list<const char*> ignored = {}, bool duplicatesAreErrors = true);

    // Scalars typed as yaml.v2 types them (quoted scalars are strings).
    std::optional<int64_t> integer(const YAML::Node& node, const std::string& path, int64_t min, int64_t max)
    {
        return reader_.integer(node, {}, path, min, max);
    }
    std::optional<std::string> string(const YAML::Node& node, const std::string& path)
    {
        return reader_.string(node, {}, path, "a string", true);
    }
    bool isMap(const YAML::Node& node, const std::string& path) { return reader_.expectMap(node, {}, path); }
    // null counts as no list (and is no error)
    bool isSeq(const YAML::Node& node, const std::string& path)
    {
        return !node.IsNull() && reader_.expectList(node, {}, path, "");
    }

    ImportResult& result() { return result_; }
    const std::string& file() const { return reader_.file(); }
    yamlio::TreeReader& reader() { return reader_; }

private:
    ImportResult& result_;
    yamlio::TreeReader reader_;
    std::map<std::string, FieldLocation> current_;
    std::unordered_set<std::string> takenNames_; // the profile names given so far
    std::unordered_map<std::string, int> nextSuffix_; // base name -> the next "-N" to try
};

bool isQuoted(const YAML::Node& scalar);
std::string child(const std::string& path, const std::string& key); // "a.b" / "b"
std::string index(const std::string& path, size_t i); // "a[i]"

// The readers, by format family.
void importKubeSchedulerConfiguration(ImportContext& ctx, const YAML::Node& doc, ConfigFormat format);
void importPolicy(ImportContext& ctx, const YAML::Node& doc, ConfigFormat format);
void importVolcanoConf(ImportContext& ctx, const YAML::Node& doc, const std::string& pathPrefix);
void importVolcanoConfigMap(ImportContext& ctx, const YAML::Node& doc, std::string_view text);

// InterPodAffinityArgs.hardPodAffinityWeight (a Policy's
// hardPodAffinitySymmetricWeight): an int32 that ValidateInterPodAffinityArgs
// keeps to [0, 100]; nullopt, reported, otherwise.
std::optional<int64_t> readHardPodAffinityWeight(ImportContext& ctx, const YAML::Node& node, const std::string& path);

// Resource lists ({name, weight}) and shapes ({utilization, score}), with the
// defaulting a format applies. `wsPath` is the workspace path of the list.
enum class WeightDefault { ZeroToOne, None };
// `parent` is where a defaulted (omitted) list is reported.
std::vector<ResourceSpec> readResources(ImportContext& ctx, const YAML::Node& node, const std::string& path,
    const std::string& wsPath, WeightDefault weights, bool defaultWhenEmpty, const YAML::Node& parent);
std::vector<ShapePoint> readShape(
    ImportContext& ctx, const YAML::Node& node, const std::string& path, const std::string& wsPath);

} // namespace bp::detail

namespace bp::detail {

// One entry of plugins.<stage>.enabled / .disabled.
struct PluginRef {
    std::string stage; // "score", "multiPoint", "filter", ...
    bool enabled = true; // false: from .disabled
    std::string name;
    std::optional<int64_t> weight;
    std::string path; // profiles[0].plugins.score.enabled[1]
    YAML::Node node;
};
// Reads a profile's `plugins` map. An extension point the version does not
// have is an error.
std::vector<PluginRef> readPluginSets(
    ImportContext& ctx, const YAML::Node& plugins, const std::string& path, ConfigFormat format);
// A resource scorer's entry: enabled or disabled, and an enabled one's weight,
// where 0 means 1 as in the framework.
void applyPluginRef(ImportContext& ctx, const PluginRef& r, PluginEntry& e);

// The default profile's other score plugins as a file's score (and
// multiPoint) entries leave them: each starts enabled at the weight the
// file's API version gives it; enabled again without a weight it weighs 1.
class OtherScorePlugins {
public:
    explicit OtherScorePlugins(ConfigFormat format);
    // Takes `r` when it names one of them: true.
    bool take(ImportContext& ctx, const PluginRef& r);
    // `disabled: [{name: "*"}]`.
    void disableAll(ImportContext& ctx, const PluginRef& r);
    // Whether the format's weights differ from the release's defaults
    // (v1beta2, v1beta1 from 1.23), so the profile must list them.
    bool differFromRelease(int kubeMinor) const;
    void apply(Profile& p) const;

private:
    ConfigFormat format_;
    std::vector<PluginEntry> entries_;
};

// The filters a KubeSchedulerConfiguration profile turns off, gathered from
// its plugins.filter and plugins.multiPoint entries into disabledFilters
// (kube_config_import.cpp; docs/config-formats.md, "Turned-off filters").
class DisabledFilterReader {
public:
    DisabledFilterReader(ImportContext& ctx, ConfigFormat format, int kubeMinor);
    // Reads a plugins.filter or plugins.multiPoint entry; true when nothing
    // more is to be said about it (the caller goes on with the others, and
    // with multiPoint entries of the resource scorers).
    bool take(const PluginRef& r);
    // Sets p.disabledFilters, in the order the file turns them off.
    void finish(Profile& p);

    // A filter plugin that also scores, whose multiPoint disable turns its score off.
    static bool alsoScores(const std::string& name);

private:
    struct Place {
        std::string path;
        YAML::Node node;
    };
    void turnOff(const std::string& name, const PluginRef& r);
    void turnOffAll(const PluginRef& r);

    ImportContext& ctx_;
    bool multiPoint_; // v1beta3 and v1: the defaults are enabled in multiPoint
    KubeVersion release_;
    std::vector<FilterSwitch> switches_;
    std::vector<std::pair<std::string, Place>> order_; // names as the file turns them off
    std::vector<std::pair<std::string, Place>> multiPointPlaces_; // filters disabled in multiPoint
    std::vector<Place> allPlaces_; // where "*" disables them all
    std::set<std::string> filterDisabled_, filterEnabled_, multiPointDisabled_, multiPointEnabled_;
    bool filterAll_ = false, multiPointAll_ = false;
};

// One pluginConfig entry (duplicates are reported).
struct PluginConfigRef {
    std::string name;
    YAML::Node args; // undefined when `args` is omitted
    std::string path; // profiles[0].pluginConfig[1]
    YAML::Node node;
};
std::vector<PluginConfigRef> readPluginConfig(ImportContext& ctx, const YAML::Node& list, const std::string& path);

// NodeResourcesFit / NodeResourcesBalancedAllocation args, v1 layout (also
// v1beta1 in 1.22), into the profile, with v1 defaulting.
void readFitArgs(ImportContext& ctx, const PluginConfigRef& ref, Profile& p);
void readBalancedArgs(ImportContext& ctx, const PluginConfigRef& ref, Profile& p);
// InterPodAffinityArgs, PodTopologySpreadArgs and NodeAffinityArgs (the parts a
// profile models).
// `v1beta1`: PodTopologySpreadArgs without defaultingType default as v1beta1's
// SetDefaults_PodTopologySpreadArgs does (1.20-1.22, DefaultPodTopologySpread
// on): List when defaultConstraints are given, else System; later versions
// always default to System.
void readOtherArgs(ImportContext& ctx, const PluginConfigRef& ref, Profile& p, bool v1beta1 = false);

// The v1beta1 profile reader (kube_v1beta1_import.cpp).
void readV1beta1Profile(ImportContext& ctx, const YAML::Node& profile, const std::string& path, Profile& p);

// `was removed in version ...` (validation.go) for plugins removed in v1beta2.
bool removedInV1beta2(const std::string& name);
std::string removedMessage(const std::string& path, const std::string& name, ConfigFormat format);

} // namespace bp::detail
