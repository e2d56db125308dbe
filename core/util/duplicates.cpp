// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/duplicates.h"

#include <unordered_map>

namespace bp {

std::vector<std::vector<size_t>> repeatedValues(const std::vector<std::string_view>& values)
{
    std::unordered_map<std::string_view, size_t> group; // value -> index into `all`
    group.reserve(values.size());
    std::vector<std::vector<size_t>> all;
    for (size_t i = 0; i < values.size(); ++i) {
        auto [it, inserted] = group.try_emplace(values[i], all.size());
        if (inserted)
            all.emplace_back();
        all[it->second].push_back(i);
    }
    std::vector<std::vector<size_t>> repeated;
    for (auto& g : all)
        if (g.size() > 1)
            repeated.push_back(std::move(g));
    return repeated;
}

std::string someOfMany(const std::vector<std::string>& labels, size_t total, size_t cap)
{
    std::string out;
    const size_t shown = std::min(labels.size(), cap);
    for (size_t i = 0; i < shown; ++i) {
        if (i > 0)
            out += ", ";
        out += labels[i];
    }
    if (total > shown)
        out += " and " + std::to_string(total - shown) + " more";
    return out;
}

std::string labelAt(const std::string& label, SourcePos at)
{
    if (at.line <= 0)
        return label;
    return label + " (" + std::to_string(at.line) + ":" + std::to_string(at.column) + ")";
}

} // namespace bp
