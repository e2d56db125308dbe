// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoring/shape.h"

namespace bp {

// helper/shape_score.go BuildBrokenLinearFunction. Go's int64 division
// truncates toward zero, as C++'s does; one multiplication, one division.
BrokenLinear evaluatedShape(std::vector<ShapePoint> shape, int64_t maxNodeScore)
{
    for (auto& pt : shape)
        pt.score *= maxNodeScore / 10;
    return BrokenLinear(std::move(shape));
}

int64_t BrokenLinear::operator()(int64_t p) const
{
    if (points_.empty())
        return 0;
    for (size_t i = 0; i < points_.size(); ++i) {
        if (p <= points_[i].utilization) {
            if (i == 0)
                return points_[0].score;
            const auto& a = points_[i - 1];
            const auto& b = points_[i];
            return a.score + (b.score - a.score) * (p - a.utilization) / (b.utilization - a.utilization);
        }
    }
    return points_.back().score;
}

} // namespace bp
