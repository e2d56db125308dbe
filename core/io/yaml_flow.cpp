// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yaml_flow.h"

#include "io/yaml_quoting.h"

namespace bp::yamlio {

bool flowText(const YAML::Node& node, std::string& out)
{
    if (out.size() > kMaxFlowText)
        return false;
    if (node.IsNull()) {
        out += "null";
    } else if (node.IsScalar()) {
        const std::string& text = node.Scalar();
        const bool plainOk = node.Tag() == "?" && plainSyntaxOk(text, true);
        out += plainOk ? text : doubleQuoted(text);
    } else if (node.IsSequence()) {
        out += '[';
        bool first = true;
        for (auto it = node.begin(); it != node.end(); ++it) {
            if (!first)
                out += ", ";
            first = false;
            if (!flowText(*it, out))
                return false;
        }
        out += ']';
    } else if (node.IsMap()) {
        out += '{';
        bool first = true;
        for (auto it = node.begin(); it != node.end(); ++it) {
            if (!first)
                out += ", ";
            first = false;
            if (!flowText(it->first, out))
                return false;
            out += ": ";
            if (!flowText(it->second, out))
                return false;
        }
        out += '}';
    }
    return out.size() <= kMaxFlowText;
}

std::string keyText(const YAML::Node& key)
{
    if (key.IsScalar())
        return key.Scalar();
    std::string text;
    flowText(key, text);
    return text;
}

Phrase flowTooLarge()
{
    return Phrase(
        BP_TEXT("bp::core", "this value is larger than %1 when written out; expected a scalar or a small list"),
        { std::to_string(kMaxFlowText / 1024) + " KiB" });
}

std::string flowTooLargeMessage()
{
    return flowTooLarge().english();
}

} // namespace bp::yamlio
