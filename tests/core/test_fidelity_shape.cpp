// SPDX-License-Identifier: GPL-3.0-or-later
// helper.BuildBrokenLinearFunction, as upstream tests it, plus the scaling the
// RequestedToCapacityRatio strategy applies before evaluating it.
//
// Upstream: kubernetes/kubernetes
//   pkg/scheduler/framework/plugins/noderesources/requested_to_capacity_ratio_test.go
//   TestBrokenLinearFunction (cases case_0..case_2), commit
//   8519d3399f10be33a45da368a48ee763acbe3999 (identical at 00b9ead02c37921011ebe5293558cea5277cd295).
//   The function itself lives in pkg/scheduler/framework/plugins/helper/shape_score.go;
//   helper/ has no shape_score_test.go, the table lives in the file above.
// Rules: docs/scheduler-arithmetic.md, "NodeResourcesFit: RequestedToCapacityRatio"
// (shape scores ×10) and "The shape function" (int64 arithmetic, division
// truncating toward zero).
#include "scoring/profile_scorer.h"
#include "scoring/shape.h"

#include "fidelity_helpers.h"

#include <QTest>

using namespace fid;

using Points = std::vector<bp::ShapePoint>;
using Assertions = std::vector<std::pair<int64_t, int64_t>>; // {p, expected}

Q_DECLARE_METATYPE(Points)
Q_DECLARE_METATYPE(Assertions)

class TestFidelityShape : public QObject {
    Q_OBJECT

private slots:
    void brokenLinear_data();
    void brokenLinear();
    void decreasingSegmentTruncatesTowardZero();
    void rtcrScalesShapeByTen();
};

void TestFidelityShape::brokenLinear_data()
{
    QTest::addColumn<Points>("points");
    QTest::addColumn<Assertions>("assertions");
    QTest::newRow("requested_to_capacity_ratio_test.go/TestBrokenLinearFunction/case_0")
        << Points {{10, 1}, {90, 9}}
        << Assertions {{-10, 1}, {0, 1}, {9, 1}, {10, 1}, {15, 1}, {19, 1}, {20, 2}, {89, 8}, {90, 9}, {99, 9},
               {100, 9}, {110, 9}};
    QTest::newRow("requested_to_capacity_ratio_test.go/TestBrokenLinearFunction/case_1")
        << Points {{0, 2}, {40, 10}, {100, 0}}
        << Assertions {{-10, 2}, {0, 2}, {20, 6}, {30, 8}, {40, 10}, {70, 5}, {100, 0}, {110, 0}};
    QTest::newRow("requested_to_capacity_ratio_test.go/TestBrokenLinearFunction/case_2")
        << Points {{0, 2}, {40, 2}, {100, 2}}
        << Assertions {{-10, 2}, {0, 2}, {20, 2}, {30, 2}, {40, 2}, {70, 2}, {100, 2}, {110, 2}};
}

void TestFidelityShape::brokenLinear()
{
    QFETCH(Points, points);
    QFETCH(Assertions, assertions);
    const bp::BrokenLinear f(points);
    QString mismatches;
    for (const auto& [p, expected] : assertions) {
        const int64_t got = f(p);
        if (got != expected)
            mismatches += QStringLiteral("\n  f(%1): expected %2, got %3").arg(p).arg(expected).arg(got);
    }
    QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches));
}

// docs/scheduler-arithmetic.md, "The shape function": on the shape
// (0,2),(40,10),(100,0) the segment 40..100 falls, so the numerator is
// negative and Go truncates toward zero:
//   f(71) = 10 + (-10 * 31) / 60 = 10 + (-5) = 5   (floor division would give 4)
// The same shape as RequestedToCapacityRatio evaluates it (scores ×10):
//   f(71) = 100 + (-100 * 31) / 60 = 100 + (-51) = 49   (floor: 48)
void TestFidelityShape::decreasingSegmentTruncatesTowardZero()
{
    const bp::BrokenLinear raw(Points {{0, 2}, {40, 10}, {100, 0}});
    QCOMPARE(raw(71), int64_t(5));
    const bp::BrokenLinear scaled(Points {{0, 20}, {40, 100}, {100, 0}});
    QCOMPARE(scaled(71), int64_t(49));
    // Every point of the rising segment also truncates: f(1) = 20 + 80*1/40 = 22, f(39) = 20 + 80*39/40 = 98.
    QCOMPARE(scaled(1), int64_t(22));
    QCOMPARE(scaled(39), int64_t(98));
    // Falling: f(41) = 100 + (-100*1)/60 = 100 + (-1) = 99; f(99) = 100 + (-100*59)/60 = 100 - 98 = 2.
    QCOMPARE(scaled(41), int64_t(99));
    QCOMPARE(scaled(99), int64_t(2));
}

// docs/scheduler-arithmetic.md, "NodeResourcesFit: RequestedToCapacityRatio":
// the configured 0..10 scores are multiplied by MaxNodeScore /
// MaxCustomPriorityScore = 10 before BuildBrokenLinearFunction.
void TestFidelityShape::rtcrScalesShapeByTen()
{
    const auto profile = fitProfile("RequestedToCapacityRatio", defaultResources(), Points {{0, 2}, {40, 10}, {100, 0}});
    bp::ResourceTable table;
    try {
        const bp::ProfileScorer scorer(profile, table);
        QCOMPARE(scorer.fit().type, bp::StrategyType::RequestedToCapacityRatio);
        QCOMPARE(scorer.fit().shape, (Points {{0, 2}, {40, 10}, {100, 0}}));
        QCOMPARE(scorer.fit().scaledShape.points(), (Points {{0, 20}, {40, 100}, {100, 0}}));
        QCOMPARE(scorer.fit().scaledShape(71), int64_t(49));
        QCOMPARE(scorer.fit().scaledShape(100), int64_t(0));
        QCOMPARE(scorer.fit().scaledShape(0), int64_t(20));
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
}

QTEST_APPLESS_MAIN(TestFidelityShape)
#include "test_fidelity_shape.moc"
