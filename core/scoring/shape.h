// SPDX-License-Identifier: GPL-3.0-or-later
// helper.BuildBrokenLinearFunction, int64 with Go's truncating division.
#pragma once

#include "model/workspace.h"

#include <cstdint>
#include <vector>

namespace bp {

class BrokenLinear {
public:
    BrokenLinear() = default;
    explicit BrokenLinear(std::vector<ShapePoint> points) : points_(std::move(points)) {}
    int64_t operator()(int64_t p) const;
    const std::vector<ShapePoint>& points() const { return points_; }
    bool empty() const { return points_.empty(); }

private:
    std::vector<ShapePoint> points_;
};

// RequestedToCapacityRatio's shape as the scheduler evaluates it: the
// configured 0..10 scores times maxNodeScore / 10 (from 1.17: x10, scores
// 0..100; 1.16: as configured), then BuildBrokenLinearFunction.
BrokenLinear evaluatedShape(std::vector<ShapePoint> shape, int64_t maxNodeScore);

} // namespace bp
