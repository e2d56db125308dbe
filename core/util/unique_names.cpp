// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/unique_names.h"

#include <cctype>
#include <set>

namespace bp {

std::vector<std::string> uniqueNames(const std::string& base, int count, const std::vector<std::string>& taken)
{
    const std::set<std::string> used(taken.begin(), taken.end());
    return uniqueNames(base, count, [&](const std::string& name) { return used.count(name) > 0; });
}

std::vector<std::string> uniqueNames(
    const std::string& base, int count, const std::function<bool(const std::string&)>& isTaken)
{
    std::set<std::string> used;
    size_t digits = base.size();
    while (digits > 0 && std::isdigit(static_cast<unsigned char>(base[digits - 1])))
        --digits;
    std::string stem = base.substr(0, digits);
    long long next = 1;
    if (digits < base.size() && base.size() - digits <= 12) {
        next = std::stoll(base.substr(digits)) + 1;
    } else {
        stem = base + "-";
    }
    std::vector<std::string> out;
    while (static_cast<int>(out.size()) < count) {
        std::string candidate = stem + std::to_string(next++);
        if (!isTaken(candidate) && used.insert(candidate).second)
            out.push_back(std::move(candidate));
    }
    return out;
}

} // namespace bp
