// SPDX-License-Identifier: GPL-3.0-or-later
// The editing rules of a RequestedToCapacityRatio shape, apart from any pixel:
// points snap to integers, stay inside 0..100 (utilization) x 0..10 (score),
// keep utilizations strictly increasing (upstream validation rejects anything
// else) and never pass a neighbour. Also the named presets.
#pragma once

#include "model/workspace.h"

#include <QMetaType>
#include <QString>

#include <optional>
#include <vector>

namespace bp::ui {

using ShapePoints = std::vector<ShapePoint>;

namespace shape {

constexpr int64_t kMinUtilization = 0;
constexpr int64_t kMaxUtilization = 100;
constexpr int64_t kMinScore = 0;
constexpr int64_t kMaxScore = 10; // config.MaxCustomPriorityScore

// True when the points form a shape upstream validation accepts: at least one
// point, utilizations strictly increasing in 0..100, scores in 0..10.
bool isValid(const ShapePoints& points);

// The range of utilizations point `index` may take without reaching a
// neighbour: [previous + 1, next - 1] intersected with 0..100.
std::pair<int64_t, int64_t> utilizationRange(const ShapePoints& points, size_t index);

// Point `index` moved to the (unrounded) value position: rounded to the
// nearest integers, then clamped to its utilization range and to 0..10.
ShapePoint snapped(const ShapePoints& points, size_t index, double utilization, double score);

// The index a new point at `utilization` would take, or nullopt when that
// utilization is taken or out of range.
std::optional<size_t> insertionIndex(const ShapePoints& points, int64_t utilization);

// A free utilization for a new point next to `index` (halfway to the next
// point, or to the previous one for the last point); nullopt when the shape
// has no free integer left (101 points).
std::optional<ShapePoint> pointToAdd(const ShapePoints& points, size_t index);

// A shape needs at least one point (upstream: "at least one point must be specified").
inline bool canRemove(const ShapePoints& points) { return points.size() > 1; }

struct Preset {
    QString id;          // stable key: "bin-packing", "least-allocated", ...
    QString name;        // translated
    QString description; // translated, for tooltips
    ShapePoints points;
};

// The presets in menu order (without "Custom").
std::vector<Preset> presets();
// The preset whose points are exactly these, or nullopt ("Custom").
std::optional<size_t> matchingPreset(const ShapePoints& points);

} // namespace shape
} // namespace bp::ui

Q_DECLARE_METATYPE(bp::ShapePoint)
Q_DECLARE_METATYPE(bp::ui::ShapePoints)
