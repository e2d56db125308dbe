// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yaml_writer.h"

#include "io/volcano_scalar.h"
#include "io/yaml_quoting.h"

namespace bp {

std::string yamlString(std::string_view text)
{
    // The escaping is the workspace writer's (DEL and CR included).
    return plainScalarStaysString(text) ? std::string(text) : yamlio::doubleQuoted(text);
}

void YamlWriter::indent(int level) { out_.append(static_cast<size_t>(level) * 2, ' '); }

void YamlWriter::field(int level, std::string_view key, std::string_view value)
{
    out_ += yamlio::blockEntry(level * 2, yamlString(key), value);
}

void YamlWriter::field(int level, std::string_view key, int64_t value) { field(level, key, std::to_string(value)); }

void YamlWriter::key(int level, std::string_view key)
{
    out_ += yamlio::blockEntry(level * 2, yamlString(key), {});
}

void YamlWriter::itemField(int level, std::string_view key, std::string_view value)
{
    indent(level);
    out_ += "- ";
    out_ += yamlString(key);
    out_ += ": ";
    out_ += value;
    out_ += '\n';
}

void YamlWriter::itemField(int level, std::string_view key, int64_t value)
{
    itemField(level, key, std::to_string(value));
}

void YamlWriter::comment(int level, std::string_view text)
{
    size_t start = 0;
    while (start <= text.size()) {
        size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos)
            nl = text.size();
        indent(level);
        out_ += "#";
        if (nl > start) {
            out_ += ' ';
            out_ += text.substr(start, nl - start);
        }
        out_ += '\n';
        start = nl + 1;
    }
}

void YamlWriter::raw(std::string_view line)
{
    out_ += line;
    out_ += '\n';
}

void YamlWriter::block(std::string_view lines)
{
    out_ += lines;
}

void YamlWriter::blank() { out_ += '\n'; }

std::string indentBlock(std::string_view text, int spaces)
{
    std::string out;
    size_t start = 0;
    while (start < text.size()) {
        size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos)
            nl = text.size();
        if (nl > start)
            out.append(static_cast<size_t>(spaces), ' ');
        out += text.substr(start, nl - start);
        out += '\n';
        start = nl + 1;
    }
    return out;
}

} // namespace bp
