// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

namespace bp::cli {

bool Args::parse(const std::vector<std::string>& args, std::string* error)
{
    bool onlyPositional = false;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (onlyPositional || a.empty() || a[0] != '-' || a == "-") {
            positional_.push_back(a);
            continue;
        }
        if (a == "--") {
            onlyPositional = true;
            continue;
        }
        if (a == "-h" || a == "--help") {
            help_ = true;
            continue;
        }
        std::string name = a, value;
        bool hasValue = false;
        if (auto eq = a.find('='); a.rfind("--", 0) == 0 && eq != std::string::npos) {
            name = a.substr(0, eq);
            value = a.substr(eq + 1);
            hasValue = true;
        }
        const Spec* spec = nullptr;
        for (const auto& s : specs_)
            if (s.name == name || (!s.alias.empty() && s.alias == name))
                spec = &s;
        if (!spec) {
            *error = "unknown option " + name;
            return false;
        }
        if (spec->takesValue) {
            if (!hasValue) {
                if (i + 1 >= args.size()) {
                    *error = "option " + name + " needs a value";
                    return false;
                }
                value = args[++i];
            }
        } else if (hasValue) {
            *error = "option " + name + " takes no value";
            return false;
        }
        auto& list = values_[spec->name];
        if (!list.empty() && !spec->repeatable) {
            *error = "option " + spec->name + " given more than once";
            return false;
        }
        list.push_back(value);
    }
    return true;
}

std::optional<std::string> Args::value(const std::string& name) const
{
    auto it = values_.find(name);
    if (it == values_.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> Args::values(const std::string& name) const
{
    auto it = values_.find(name);
    return it == values_.end() ? std::vector<std::string>{} : it->second;
}

bool outputFormat(const Args& args, bool* json, Io io)
{
    *json = false;
    auto o = args.value("--output");
    if (!o || *o == "table")
        return true;
    if (*o == "json") {
        *json = true;
        return true;
    }
    io.err << "binpack-cli: -o/--output must be \"table\" or \"json\", not \"" << *o << "\"\n";
    return false;
}

} // namespace bp::cli
