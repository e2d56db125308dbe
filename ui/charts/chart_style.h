// SPDX-License-Identifier: GPL-3.0-or-later
// Chart colours taken from the widget's QPalette, so that the charts follow a
// light or dark desktop (Qt 6.4 has no QStyleHints::colorScheme: the window
// colour's lightness decides), and the formatting of scheduler amounts.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QLegend;
QT_END_NAMESPACE

namespace bp::ui::chartstyle {

bool isDark(const QPalette& palette);

// QChart::setTheme (light or dark by the palette), then the background, title,
// legend and every attached axis in the palette's own colours.
void applyTheme(QChart* chart, const QPalette& palette);
void styleAxis(QAbstractAxis* axis, const QPalette& palette);

// A chart view set up the same way everywhere: antialiased, no margins wasted.
void setUpView(QChartView* view);

// Category (node name) labels only where they can be read: flat when they
// fit, upright when not, hidden when even that is too tight (tooltips still
// name every bar). With `chart` (the axis's), upright names must also leave
// the plot tall enough for the value axis's title, which Qt would elide
// ("Total sc…") in a wide, short chart.
void fitCategoryLabels(QBarCategoryAxis* axis, double plotWidth, const QChart* chart = nullptr);
// A value axis' title along a plot `plotHeight` tall: `title` when it fits,
// else `shortTitle`, else none (Qt 6.4 elides a longer title, "Total sc…").
void fitValueTitle(QAbstractAxis* axis, double plotHeight, const QString& title, const QString& shortTitle);

// Node names as the charts print them. Managed clusters name nodes
// "ip-10-0-1-17.eu-west-1.compute.internal": when every name ends in the same
// part from a dot on, the charts leave that part out and the tooltips give
// the full name. sharedSuffix() is the part left out (empty when none is).
QString sharedSuffix(const QStringList& names);
QString sharedSuffix(const std::vector<std::string>& names);
QStringList shortNames(const QStringList& names, const QString& suffix);

// The smallest "nice" number (1, 2, 2.5 or 5 times a power of ten) >= v, for v > 0.
double niceCeiling(double v);
// An axis bound that follows `needed` but only moves when it must grow or when
// it is more than twice what is needed, so bars keep their scale during a drag.
double stickyBound(double current, double needed);

// Gives a bar set these values: in place where the count is unchanged (so a
// live update only moves bars), else replaced whole.
void setValues(QBarSet* set, const QList<qreal>& values);

// Categorical colours (pod templates), readable on the palette's background.
QColor categoryColor(int index, const QPalette& palette);
QColor feasibleColor(const QPalette& palette);
QColor winnerColor(const QPalette& palette);
QColor infeasibleColor(const QPalette& palette);
// A bar singled out (the selected node, the latest placement): its own colour,
// stronger, so it still reads as what the legend says it is.
QColor emphasisColor(const QColor& color, const QPalette& palette);
QColor curveColor(const QPalette& palette);
QColor markerColor(const QPalette& palette);

// An amount in scheduler units as a Kubernetes quantity: cpu is in millicores
// ("1500m", "2"), everything else whole units ("1Gi", "3").
QString formatAmount(const QString& resource, int64_t amount);
// A cluster total (requested, allocatable, stranded) as people read one:
// "2124.7 Gi", "311.96 cores" (readableAmount, util/number_text.h).
QString formatTotal(const QString& resource, int64_t amount);
// "45 %", with one decimal below 10 % so that small shares do not read as 0.
QString formatPercent(double percent);
// An amount of money: two decimals in the user's locale, then the currency
// when there is one ("65,365.95 USD").
QString formatMoney(double amount, const QString& currency);

} // namespace bp::ui::chartstyle
