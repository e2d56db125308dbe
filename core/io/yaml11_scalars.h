// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string_view>

namespace bp::yamlio {

// What gopkg.in/yaml.v2 (resolve.go, v2.4) turns a plain scalar into when it
// decodes into interface{}.
enum class Yaml11Type { Int, Uint, Float, Bool, Null, String };
struct Yaml11Value {
    Yaml11Type type = Yaml11Type::String;
    int64_t intValue = 0; // valid for Int
};
Yaml11Value resolvePlainYaml11(std::string_view plain);

// yaml.v2's yamlStyleFloat: ^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$
bool matchesYamlStyleFloat(std::string_view s);

} // namespace bp::yamlio
