// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chart_style.h"

#include "model/quantity.h"
#include "util/number_text.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>

namespace bp::ui::chartstyle {

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

void styleAxis(QAbstractAxis* axis, const QPalette& palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = palette.color(QPalette::Mid);
    grid.setAlpha(isDark(palette) ? 110 : 90);
    axis->setLabelsBrush(text);
    axis->setTitleBrush(text);
    axis->setLinePenColor(palette.color(QPalette::Mid));
    axis->setGridLineColor(grid);
    QColor minor = grid;
    minor.setAlpha(grid.alpha() / 2);
    axis->setMinorGridLineColor(minor);
}

void applyTheme(QChart* chart, const QPalette& palette)
{
    const QChart::ChartTheme theme = isDark(palette) ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart->theme() != theme)
        chart->setTheme(theme);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(palette.color(QPalette::WindowText));
    chart->legend()->setLabelColor(palette.color(QPalette::WindowText));
    const QList<QAbstractAxis*> axes = chart->axes();
    for (QAbstractAxis* axis : axes)
        styleAxis(axis, palette);
}

void setUpView(QChartView* view)
{
    view->setRenderHint(QPainter::Antialiasing);
    view->setFrameShape(QFrame::NoFrame);
    view->chart()->setMargins(QMargins(4, 4, 4, 4));
    view->chart()->layout()->setContentsMargins(0, 0, 0, 0);
    view->chart()->setBackgroundRoundness(0);
    view->chart()->setAnimationOptions(QChart::NoAnimation); // live updates must not lag
}

namespace {

// Whether names `longest` pixels long, written upright, leave the chart's
// plot tall enough for its value axis's title.
bool uprightFits(const QBarCategoryAxis* axis, int longest, const QChart* chart)
{
    if (!chart)
        return true;
    int valueTitle = 0;
    for (const QAbstractAxis* v : chart->axes(Qt::Vertical))
        if (v->isTitleVisible() && !v->titleText().isEmpty())
            valueTitle = std::max(valueTitle, QFontMetrics(v->titleFont()).horizontalAdvance(v->titleText()));
    const QFontMetrics fm(axis->labelsFont());
    const int ownTitle = axis->titleText().isEmpty() ? 0 : QFontMetrics(axis->titleFont()).height();
    const QMargins m = chart->margins();
    const double room = chart->size().height() - m.top() - m.bottom() - ownTitle - 2 * fm.height();
    return longest + valueTitle <= room;
}

} // namespace

void fitCategoryLabels(QBarCategoryAxis* axis, double plotWidth, const QChart* chart)
{
    const int count = static_cast<int>(axis->count());
    const QFontMetrics fm(axis->labelsFont());
    int longest = 0;
    const QStringList names = axis->categories();
    for (const QString& name : names)
        longest = std::max(longest, fm.horizontalAdvance(name));
    const double slot = std::max(1.0, plotWidth) / std::max(1, count);
    axis->setTruncateLabels(false); // the layout below never lets them collide
    if (longest + fm.averageCharWidth() <= slot) {
        axis->setLabelsAngle(0);
        axis->setLabelsVisible(true);
    } else if (fm.height() * 1.1 <= slot && uprightFits(axis, longest, chart)) {
        axis->setLabelsAngle(-90);
        axis->setLabelsVisible(true);
    } else {
        axis->setLabelsVisible(false);
    }
    // Qt 6.4 draws the title of an axis without labels as "...": hide it too.
    axis->setTitleVisible(axis->labelsVisible());
}

void fitValueTitle(QAbstractAxis* axis, double plotHeight, const QString& title, const QString& shortTitle)
{
    const QFontMetrics fm(axis->titleFont());
    const QString text = fm.horizontalAdvance(title) <= plotHeight ? title
        : fm.horizontalAdvance(shortTitle) <= plotHeight           ? shortTitle
                                                                   : QString();
    if (axis->titleText() != text)
        axis->setTitleText(text);
    axis->setTitleVisible(!text.isEmpty());
}

void setValues(QBarSet* set, const QList<qreal>& values)
{
    if (set->count() != values.size()) {
        set->remove(0, set->count());
        set->append(values);
        return;
    }
    for (int i = 0; i < values.size(); ++i) {
        if (set->at(i) != values.at(i))
            set->replace(i, values.at(i));
    }
}

QString sharedSuffix(const QStringList& names)
{
    if (names.size() < 2)
        return {};
    const QString& first = names.front();
    // The earliest dot whose tail every name shares, with something left before it.
    for (qsizetype dot = first.indexOf(QLatin1Char('.')); dot > 0; dot = first.indexOf(QLatin1Char('.'), dot + 1)) {
        const QString tail = first.mid(dot);
        const bool shared = std::all_of(names.begin(), names.end(),
            [&tail](const QString& n) { return n.size() > tail.size() && n.endsWith(tail); });
        if (shared)
            return tail;
    }
    return {};
}

QString sharedSuffix(const std::vector<std::string>& names)
{
    QStringList list;
    list.reserve(static_cast<qsizetype>(names.size()));
    for (const std::string& n : names)
        list << QString::fromStdString(n);
    return sharedSuffix(list);
}

QStringList shortNames(const QStringList& names, const QString& suffix)
{
    if (suffix.isEmpty())
        return names;
    QStringList out;
    out.reserve(names.size());
    for (const QString& n : names)
        out << (n.endsWith(suffix) ? n.left(n.size() - suffix.size()) : n);
    return out;
}

double niceCeiling(double v)
{
    if (!(v > 0) || !std::isfinite(v))
        return 1;
    const double power = std::pow(10.0, std::floor(std::log10(v)));
    for (double step : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (step * power >= v * (1 - 1e-12))
            return step * power;
    }
    return 10 * power;
}

double stickyBound(double current, double needed)
{
    const double nice = niceCeiling(needed);
    return current < nice || current > 2 * nice ? nice : current;
}

QColor categoryColor(int index, const QPalette& palette)
{
    // Tableau 10: distinguishable, and still distinct for the common forms of
    // colour blindness in its first six entries.
    static constexpr std::array<QRgb, 10> kColors = {0x4e79a7, 0xf28e2b, 0x59a14f, 0xe15759, 0x76b7b2,
        0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
    const int n = static_cast<int>(kColors.size());
    QColor c = QColor::fromRgb(kColors[static_cast<size_t>(((index % n) + n) % n)]);
    if (index >= n) // past the first ten, alternate darker/lighter variants
        c = (index / n) % 2 ? c.darker(135) : c.lighter(125);
    if (isDark(palette))
        c = c.lighter(115);
    return c;
}

QColor feasibleColor(const QPalette& palette)
{
    return isDark(palette) ? QColor(0x6b, 0x9b, 0xd1) : QColor(0x4e, 0x79, 0xa7);
}

QColor winnerColor(const QPalette& palette)
{
    return isDark(palette) ? QColor(0xff, 0xa6, 0x4d) : QColor(0xe0, 0x6c, 0x00);
}

QColor infeasibleColor(const QPalette& palette)
{
    QColor c = palette.color(QPalette::Disabled, QPalette::WindowText);
    c.setAlpha(isDark(palette) ? 150 : 110);
    return c;
}

QColor emphasisColor(const QColor& color, const QPalette& palette)
{
    return isDark(palette) ? color.lighter(150) : color.darker(160);
}

QColor curveColor(const QPalette& palette)
{
    return isDark(palette) ? QColor(0x8c, 0xc8, 0xff) : QColor(0x1f, 0x5f, 0xa8);
}

QColor markerColor(const QPalette& palette)
{
    QColor c = winnerColor(palette);
    c.setAlpha(150);
    return c;
}

QString formatAmount(const QString& resource, int64_t amount)
{
    if (resource == QLatin1String("cpu")) {
        // Large fractional amounts read better as cores ("2156.25") than as
        // millicores ("2156250m").
        if (amount % 1000 != 0 && (amount >= 10000 || amount <= -10000))
            return QString::number(static_cast<double>(amount) / 1000.0, 'f', 3).remove(QRegularExpression("0+$"));
        return QString::fromStdString(Quantity::fromMilli(amount).text());
    }
    return QString::fromStdString(Quantity::fromValue(amount).text());
}

QString formatTotal(const QString& resource, int64_t amount)
{
    return QString::fromStdString(readableAmount(resource.toStdString(), amount,
        QCoreApplication::translate("bp::ui::chartstyle", "cores", "cpu amount unit").toStdString()));
}

QString formatMoney(double amount, const QString& currency)
{
    const QString text = QLocale().toString(amount, 'f', 2);
    return currency.isEmpty()
        ? text
        : QCoreApplication::translate("bp::ui::chartstyle", "%1 %2", "amount of money, currency").arg(text, currency);
}

QString formatPercent(double percent)
{
    const QLocale locale;
    if (percent != 0 && percent > -10 && percent < 10)
        return QStringLiteral("%1 %").arg(locale.toString(percent, 'f', 1));
    return QStringLiteral("%1 %").arg(locale.toString(percent, 'f', 0));
}

} // namespace bp::ui::chartstyle
