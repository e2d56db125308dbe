// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/import_phrases.h"

namespace bp::yamlio {

void sayReport(
    TreeReader& reader, Diagnostic::Severity severity, SourcePos pos, const std::string& field, Phrase message)
{
    // diagnostics() is read-only, but the vector is the reader's own (or the
    // import's), never a const object: the new problem is at `at`, before the
    // note that stops a reader after too many.
    auto& sink = const_cast<std::vector<Diagnostic>&>(reader.diagnostics());
    const size_t at = sink.size();
    try {
        reader.report(severity, pos, field, message.english());
    } catch (const TreeReader::TooManyErrors&) {
        sink[at].text = std::move(message);
        throw;
    }
    sink[at].text = std::move(message);
}

} // namespace bp::yamlio

namespace bp::detail {

void sayDefaulted(ImportContext& ctx, const YAML::Node& at, const std::string& field, Phrase message)
{
    ctx.defaulted(at, field, message.english());
    ctx.result().defaulted.back().text = std::move(message);
}

Phrase argsNotImported(const std::string& plugin)
{
    return Phrase(BP_TEXT("bp::core", "args of %1 are not part of a profile; not imported"), { plugin });
}

} // namespace bp::detail
