// SPDX-License-Identifier: GPL-3.0-or-later
// Problems whose message is a Phrase (util/phrase.h), reported through the
// readers' std::string interfaces (io/yaml_tree.h, io/import_support.h): the
// message is the phrase in English, as Diagnostic::say sets it, and the
// phrase stays on the Diagnostic for the window to translate. And the
// phrases that several scheduler-configuration readers say.
#pragma once

#include "io/import_support.h"
#include "io/yaml_tree.h"
#include "util/phrase.h"

namespace bp::yamlio {

// As TreeReader::report, with the phrase kept (also on the problem after
// which a workspace reader stops).
void sayReport(
    TreeReader& reader, Diagnostic::Severity severity, SourcePos pos, const std::string& field, Phrase message);
inline void sayError(TreeReader& reader, SourcePos pos, const std::string& field, Phrase message)
{
    sayReport(reader, Diagnostic::Severity::Error, pos, field, std::move(message));
}

} // namespace bp::yamlio

namespace bp::detail {

// As ImportContext::error, warning and defaulted.
inline void sayError(ImportContext& ctx, const YAML::Node& at, const std::string& field, Phrase message)
{
    yamlio::sayReport(ctx.reader(), Diagnostic::Severity::Error, ctx.pos(at), field, std::move(message));
}
inline void sayWarning(ImportContext& ctx, const YAML::Node& at, const std::string& field, Phrase message)
{
    yamlio::sayReport(ctx.reader(), Diagnostic::Severity::Warning, ctx.pos(at), field, std::move(message));
}
void sayDefaulted(ImportContext& ctx, const YAML::Node& at, const std::string& field, Phrase message);

// "args of <plugin> are not part of a profile; not imported"
Phrase argsNotImported(const std::string& plugin);

} // namespace bp::detail
