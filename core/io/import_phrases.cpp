// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/import_phrases.h"

namespace bp::yamlio {

void sayReport(
    TreeReader& reader, Diagnostic::Severity severity, SourcePos pos, const std::string& field, Phrase message)
{
    reader.report(severity, pos, field, std::move(message));
}

} // namespace bp::yamlio

namespace bp::detail {

void sayDefaulted(ImportContext& ctx, const YAML::Node& at, const std::string& field, Phrase message)
{
    ctx.defaulted(at, field, std::move(message));
}

Phrase argsNotImported(const std::string& plugin)
{
    return Phrase(BP_TEXT("bp::core", "args of %1 are not part of a profile; not imported"), { plugin });
}

} // namespace bp::detail
