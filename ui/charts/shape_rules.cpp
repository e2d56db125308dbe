// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/shape_rules.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace bp::ui::shape {

bool isValid(const ShapePoints& points)
{
    if (points.empty())
        return false;
    for (size_t i = 0; i < points.size(); ++i) {
        const ShapePoint& p = points[i];
        if (p.utilization < kMinUtilization || p.utilization > kMaxUtilization || p.score < kMinScore
            || p.score > kMaxScore)
            return false;
        if (i > 0 && p.utilization <= points[i - 1].utilization)
            return false;
    }
    return true;
}

std::pair<int64_t, int64_t> utilizationRange(const ShapePoints& points, size_t index)
{
    int64_t low = kMinUtilization;
    int64_t high = kMaxUtilization;
    if (index > 0)
        low = std::max(low, points[index - 1].utilization + 1);
    if (index + 1 < points.size())
        high = std::min(high, points[index + 1].utilization - 1);
    return {low, high};
}

ShapePoint snapped(const ShapePoints& points, size_t index, double utilization, double score)
{
    const auto [low, high] = utilizationRange(points, index);
    const auto round = [](double v, int64_t lo, int64_t hi) {
        if (!std::isfinite(v))
            return lo;
        const double r = std::round(v);
        if (r <= static_cast<double>(lo))
            return lo;
        if (r >= static_cast<double>(hi))
            return hi;
        return static_cast<int64_t>(r);
    };
    // A point squeezed between neighbours one apart keeps its utilization.
    ShapePoint p;
    p.utilization = low <= high ? round(utilization, low, high) : points[index].utilization;
    p.score = round(score, kMinScore, kMaxScore);
    return p;
}

std::optional<size_t> insertionIndex(const ShapePoints& points, int64_t utilization)
{
    if (utilization < kMinUtilization || utilization > kMaxUtilization)
        return std::nullopt;
    const auto it = std::lower_bound(points.begin(), points.end(), utilization,
        [](const ShapePoint& p, int64_t u) { return p.utilization < u; });
    if (it != points.end() && it->utilization == utilization)
        return std::nullopt;
    return static_cast<size_t>(it - points.begin());
}

std::optional<ShapePoint> pointToAdd(const ShapePoints& points, size_t index)
{
    if (points.empty())
        return ShapePoint{0, 0};
    index = std::min(index, points.size() - 1);
    // Try the gap after the point, then the one before it, then any gap.
    const auto gapAfter = [&](size_t i) -> std::optional<ShapePoint> {
        const ShapePoint& a = points[i];
        if (i + 1 < points.size()) {
            const ShapePoint& b = points[i + 1];
            if (b.utilization - a.utilization < 2)
                return std::nullopt;
            const int64_t u = a.utilization + (b.utilization - a.utilization) / 2;
            return ShapePoint{u, (a.score + b.score) / 2};
        }
        if (a.utilization >= kMaxUtilization)
            return std::nullopt;
        return ShapePoint{a.utilization + (kMaxUtilization - a.utilization + 1) / 2, a.score};
    };
    const auto gapBefore = [&](size_t i) -> std::optional<ShapePoint> {
        if (i > 0)
            return gapAfter(i - 1);
        const ShapePoint& a = points[0];
        if (a.utilization <= kMinUtilization)
            return std::nullopt;
        return ShapePoint{a.utilization / 2, a.score};
    };
    if (auto p = gapAfter(index))
        return p;
    if (auto p = gapBefore(index))
        return p;
    for (size_t i = 0; i < points.size(); ++i) {
        if (auto p = gapAfter(i))
            return p;
    }
    return gapBefore(0);
}

std::vector<Preset> presets()
{
    // Built on every call so that a translator installed later is honoured.
    // (Not named tr: lupdate would read tr(QT_TRANSLATE_NOOP(...)) as a tr()
    // call without a literal and skip the texts.)
    const auto translated = [](const char* text) { return QCoreApplication::translate("ShapePresets", text); };
    return {
        {QStringLiteral("bin-packing"), translated(QT_TRANSLATE_NOOP("ShapePresets", "Bin packing")),
            translated(QT_TRANSLATE_NOOP("ShapePresets",
                "Fuller nodes score higher: the documentation's bin-packing shape (0 % → 0, 100 % → 10).")),
            {{0, 0}, {100, 10}}},
        {QStringLiteral("least-allocated"), translated(QT_TRANSLATE_NOOP("ShapePresets", "Least allocated")),
            translated(QT_TRANSLATE_NOOP("ShapePresets",
                "Emptier nodes score higher, which spreads pods (0 % → 10, 100 % → 0).")),
            {{0, 10}, {100, 0}}},
        {QStringLiteral("spread-then-pack"), translated(QT_TRANSLATE_NOOP("ShapePresets", "Spread then pack")),
            translated(QT_TRANSLATE_NOOP("ShapePresets",
                "Below 50 % the emptier node wins, above 50 % the fuller one: pods spread over the nodes "
                "first, then fill them up (0 % → 10, 50 % → 0, 100 % → 10).")),
            {{0, 10}, {50, 0}, {100, 10}}},
        {QStringLiteral("pack-with-headroom"), translated(QT_TRANSLATE_NOOP("ShapePresets", "Pack with headroom")),
            translated(QT_TRANSLATE_NOOP("ShapePresets",
                "Pack nodes up to 80 %, then prefer other nodes, like the TargetLoadPacking plugin of "
                "scheduler-plugins (0 % → 0, 80 % → 10, 100 % → 0).")),
            {{0, 0}, {80, 10}, {100, 0}}},
    };
}

std::optional<size_t> matchingPreset(const ShapePoints& points)
{
    const std::vector<Preset> all = presets();
    for (size_t i = 0; i < all.size(); ++i) {
        if (all[i].points == points)
            return i;
    }
    return std::nullopt;
}

} // namespace bp::ui::shape
