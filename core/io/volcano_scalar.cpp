// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/volcano_scalar.h"

#include "io/yaml11_scalars.h"
#include "io/yaml_quoting.h"

namespace bp {

VolcanoArgument classifyVolcanoScalar(std::string key, std::string_view text, bool quoted)
{
    VolcanoArgument a;
    a.key = std::move(key);
    a.text = std::string(text);
    a.quoted = quoted;
    a.kind = VolcanoArgument::Kind::String;
    if (quoted)
        return a;
    const yamlio::Yaml11Value v = yamlio::resolvePlainYaml11(text);
    switch (v.type) {
    case yamlio::Yaml11Type::Int:
        a.kind = VolcanoArgument::Kind::Int;
        a.intValue = v.intValue;
        break;
    case yamlio::Yaml11Type::Uint:
        a.kind = VolcanoArgument::Kind::Other; // a uint64, which Volcano's GetInt does not take either
        break;
    case yamlio::Yaml11Type::Float:
        a.kind = VolcanoArgument::Kind::Float;
        break;
    case yamlio::Yaml11Type::Bool:
        a.kind = VolcanoArgument::Kind::Bool;
        break;
    case yamlio::Yaml11Type::Null:
        a.kind = VolcanoArgument::Kind::Null;
        break;
    case yamlio::Yaml11Type::String:
        break;
    }
    return a;
}

bool yamlV2False(std::string_view text)
{
    for (const char* f : { "n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF" })
        if (text == f)
            return true;
    return false;
}

bool plainScalarStaysString(std::string_view text)
{
    // A tab is quoted ("\t") as in the workspace writer (yamlio::plainSafe):
    // plain, it is valid YAML but cannot be seen in the file.
    return !text.empty() && yamlio::plainSyntaxOk(text, false) && text.find('\t') == std::string_view::npos
        && yamlio::resolvePlainYaml11(text).type == yamlio::Yaml11Type::String;
}

bool isPlainDecimalInt(std::string_view text)
{
    std::string_view digits = text;
    if (!digits.empty() && digits[0] == '-')
        digits.remove_prefix(1);
    if (digits.empty() || digits.size() > 19)
        return false;
    for (char c : digits)
        if (c < '0' || c > '9')
            return false;
    return digits == "0" || digits[0] != '0';
}

Phrase volcanoKindPhrase(VolcanoArgument::Kind kind)
{
    switch (kind) {
    case VolcanoArgument::Kind::Int:
        return Phrase(BP_TEXT("bp::core", "an integer"));
    case VolcanoArgument::Kind::String:
        return Phrase(BP_TEXT("bp::core", "a string"));
    case VolcanoArgument::Kind::Float:
        return Phrase(BP_TEXT("bp::core", "a float"));
    case VolcanoArgument::Kind::Bool:
        return Phrase(BP_TEXT("bp::core", "a boolean"));
    case VolcanoArgument::Kind::Null:
        return Phrase(BP_TEXT("bp::core", "null"));
    case VolcanoArgument::Kind::Other:
        return Phrase(BP_TEXT("bp::core", "not a scalar int"));
    }
    return Phrase(BP_TEXT("bp::core", "a value"));
}

std::string_view volcanoKindName(VolcanoArgument::Kind kind)
{
    return volcanoKindPhrase(kind).source;
}

} // namespace bp
