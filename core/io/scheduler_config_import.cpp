// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/scheduler_config_import.h"

#include "io/import_phrases.h"
#include "io/import_support.h"
#include "io/json_comments.h"
#include "io/profile_validation.h"
#include "io/yaml_prescan.h"
#include "io/yaml_text_check.h"
#include "util/read_file.h"

#include <algorithm>

namespace bp {

namespace {

bool looksLikeJson(std::string_view text)
{
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        return c == '{';
    }
    return false;
}

// The parser's own words, after ours.
Phrase notValid(const std::string& detail)
{
    return Phrase(BP_TEXT("bp::core", "not valid YAML or JSON: %1"), { detail });
}

void importDocument(detail::ImportContext& ctx, const YAML::Node& doc, std::string_view text, bool json)
{
    ImportResult& r = ctx.result();
    if (!doc.IsMap()) {
        sayError(ctx, doc, "",
            Phrase(BP_TEXT("bp::core",
                "expected a scheduler configuration (a map with apiVersion and kind, or a volcano-scheduler.conf with "
                "actions and tiers)")));
        return;
    }
    const YAML::Node apiVersion = doc["apiVersion"];
    const YAML::Node kind = doc["kind"];
    const std::string api = apiVersion && apiVersion.IsScalar() ? apiVersion.Scalar() : "";
    const std::string k = kind && kind.IsScalar() ? kind.Scalar() : "";
    auto setFormat = [&](ConfigFormat f) {
        if (!r.formatKnown) {
            r.format = f;
            r.formatKnown = true;
        }
    };
    if (api.empty() && k.empty() && (doc["tiers"] || doc["actions"])) {
        setFormat(ConfigFormat::Volcano);
        detail::importVolcanoConf(ctx, doc, "");
        return;
    }
    if (k == "KubeSchedulerConfiguration") {
        for (ConfigFormat f :
            { ConfigFormat::KubeV1, ConfigFormat::KubeV1beta3, ConfigFormat::KubeV1beta2, ConfigFormat::KubeV1beta1 }) {
            if (api == apiVersionOf(f)) {
                setFormat(f);
                detail::importKubeSchedulerConfiguration(ctx, doc, f);
                return;
            }
        }
        sayError(ctx, apiVersion ? apiVersion : doc, "apiVersion",
            Phrase(BP_TEXT("bp::core",
                       "KubeSchedulerConfiguration %1 is not supported; expected kubescheduler.config.k8s.io/v1, "
                       "v1beta3, v1beta2 or v1beta1 (v1alpha1 and v1alpha2 predate the scoring plugins this tool "
                       "models)"),
                { goQuote(api) }));
        return;
    }
    if (k == "Policy" && api == "v1") {
        const ConfigFormat f = json ? ConfigFormat::PolicyJson : ConfigFormat::Policy;
        setFormat(f);
        detail::importPolicy(ctx, doc, f);
        return;
    }
    if (k == "ConfigMap" && api == "v1") {
        setFormat(ConfigFormat::VolcanoConfigMap);
        detail::importVolcanoConfigMap(ctx, doc, text);
        return;
    }
    sayError(ctx, kind ? kind : doc, kind ? "kind" : "",
        Phrase(BP_TEXT("bp::core",
                   "unknown scheduler configuration: apiVersion %1, kind %2; expected KubeSchedulerConfiguration "
                   "(kubescheduler.config.k8s.io/v1, v1beta3, v1beta2, v1beta1), Policy (v1), a ConfigMap (v1) "
                   "holding volcano-scheduler.conf, or a volcano-scheduler.conf document (actions and tiers)"),
            { goQuote(api), goQuote(k) }));
}

} // namespace

bool ImportResult::ok() const
{
    return !hasErrors(diagnostics);
}

ImportResult importSchedulerConfig(std::string_view text, const std::string& file)
{
    ImportResult r;
    detail::ImportContext ctx(r, file);
    if (text.size() > kMaxSchedulerConfigBytes) {
        Diagnostic d;
        d.file = file;
        d.say(Phrase(BP_TEXT("bp::core", "the file is %1; a scheduler configuration may be at most %2"),
            { sizeOverLimit(text.size(), kMaxSchedulerConfigBytes, true), mebibytes(kMaxSchedulerConfigBytes) }));
        r.diagnostics.push_back(std::move(d));
        return r;
    }
    // Bytes that are not UTF-8 would pass yaml-cpp into names that the
    // workspace written from this import can no longer be read back with.
    if (auto bad = yamlio::checkText(text, file)) {
        r.diagnostics.push_back(std::move(*bad));
        return r;
    }
    if (looksLikeJson(text)) {
        if (auto bad = yamlio::checkJsonComments(text, file)) {
            r.diagnostics.push_back(std::move(*bad));
            return r;
        }
    }
    // Syntax errors, and input on which yaml-cpp's LoadAll would never end.
    if (auto bad = yamlio::checkStream(text)) {
        Diagnostic d;
        d.file = file;
        d.line = bad->line;
        d.column = bad->column;
        Phrase message = notValid(bad->detail);
        if (bad->kind == yamlio::StreamProblem::Kind::TooDeep)
            message.then(Phrase(BP_TEXT("bp::core", "; expected the few levels of a scheduler configuration")));
        d.say(std::move(message));
        r.diagnostics.push_back(std::move(d));
        return r;
    }
    std::vector<YAML::Node> docs;
    try {
        docs = YAML::LoadAll(std::string(text));
    } catch (const YAML::ParserException& e) {
        Diagnostic d;
        d.file = file;
        d.line = e.mark.line >= 0 ? e.mark.line + 1 : 0;
        d.column = e.mark.column >= 0 ? e.mark.column + 1 : 0;
        d.say(notValid(e.msg));
        r.diagnostics.push_back(std::move(d));
        return r;
    }
    if (docs.empty()) {
        Diagnostic d;
        d.file = file;
        d.say(Phrase(BP_TEXT("bp::core", "the file is empty; expected a scheduler configuration")));
        r.diagnostics.push_back(std::move(d));
        return r;
    }
    const bool json = looksLikeJson(text);
    try {
        for (const auto& doc : docs)
            importDocument(ctx, doc, text, json);
    } catch (const YAML::Exception& e) {
        // A shape the readers did not expect (yaml-cpp throws, for example, on
        // a key looked up in a scalar): refused with yaml-cpp's words and place
        // rather than ending the program.
        Diagnostic d;
        d.file = file;
        d.line = e.mark.is_null() ? 0 : e.mark.line + 1;
        d.column = e.mark.is_null() ? 0 : e.mark.column + 1;
        d.say(Phrase(BP_TEXT("bp::core", "not a usable scheduler configuration here: %1"), { e.msg }));
        r.diagnostics.push_back(std::move(d));
        r.profiles.clear();
    }
    return r;
}

namespace {

// "a.b[2].c" -> "a.b[2]" -> "a.b" -> "a"; false when nothing is left.
bool stripLastComponent(std::string* key)
{
    const size_t cut = key->find_last_of(".[");
    if (cut == std::string::npos || cut == 0)
        return false;
    key->erase(cut);
    return true;
}

} // namespace

bool followsUnreadable(const ImportResult& result, size_t index, const Diagnostic& d)
{
    if (index >= result.locations.size())
        return false;
    const auto& locs = result.locations[index];
    std::string key = d.field;
    do {
        auto it = locs.find(key);
        if (it != locs.end() && it->second.unreadable)
            return true;
    } while (stripLastComponent(&key));
    return false;
}

Diagnostic locateDiagnostic(const ImportResult& result, size_t index, Diagnostic d)
{
    if (index >= result.locations.size())
        return d;
    const auto& locs = result.locations[index];
    std::string key = d.field;
    while (true) {
        auto it = locs.find(key);
        if (it != locs.end()) {
            d.field = it->second.path;
            d.line = it->second.line;
            d.column = it->second.column;
            break;
        }
        if (!stripLastComponent(&key))
            break;
    }
    return d;
}

ImportResult validateSchedulerConfig(std::string_view text, const std::string& file, int kubeMinor)
{
    ImportResult r = importSchedulerConfig(text, file);
    if (!r.formatKnown)
        return r;
    std::vector<Diagnostic> found;
    for (size_t i = 0; i < r.profiles.size(); ++i) {
        ValidationTarget target { r.format, kubeMinor ? kubeMinor : r.kubeMinor };
        for (auto d : validateProfile(r.profiles[i], target)) {
            if (d.field == "kubernetesVersion" && kubeMinor == 0)
                continue; // the version was assumed from the format itself
            if (followsUnreadable(r, i, d))
                continue; // the import said what is wrong there
            d = locateDiagnostic(r, i, std::move(d));
            d.file = file;
            found.push_back(std::move(d));
        }
    }
    // In file order, as a reader goes through the file.
    std::stable_sort(found.begin(), found.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return std::make_pair(a.line, a.column) < std::make_pair(b.line, b.column);
    });
    r.diagnostics.insert(r.diagnostics.end(), found.begin(), found.end());
    return r;
}

} // namespace bp
