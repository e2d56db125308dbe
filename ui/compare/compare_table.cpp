// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/compare_table.h"

#include "charts/chart_style.h"

#include <QHeaderView>
#include <algorithm>
#include <functional>

namespace bp::ui {

namespace {

enum class Better { Higher, Lower, Neither };

struct Row {
    QString key;
    QString label;
    QString tip;
    Better better;
    std::function<double(const SimulationResult&)> value;
    std::function<QString(double)> format;
};

const ResourceStats* statsOf(const SimulationResult& run, const std::string& resource)
{
    for (const ResourceStats& s : run.metrics.resources) {
        if (s.resource == resource)
            return &s;
    }
    return nullptr;
}

QString integer(double v)
{
    return QString::number(static_cast<qlonglong>(v));
}

QString percent(double fraction)
{
    return chartstyle::formatPercent(100.0 * fraction);
}

} // namespace

CompareTable::CompareTable(QWidget* parent)
    : QTableWidget(parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setAlternatingRowColors(true);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("The runs' figures side by side; the best value of a row is in bold where one direction is "
                  "better (utilization rows have none: higher packs, lower spreads)."));
}

QSize CompareTable::sizeHint() const
{
    int h = horizontalHeader()->height() + 2 * frameWidth() + 2;
    for (int r = 0; r < rowCount(); ++r)
        h += rowHeight(r);
    return { QTableWidget::sizeHint().width(), h };
}

void CompareTable::clearResult()
{
    clear();
    setRowCount(0);
    setColumnCount(0);
    setFixedHeight(sizeHint().height());
}

void CompareTable::setResult(const CompareResult& result)
{
    clear();
    std::vector<Row> rows = {
        { QStringLiteral("scheduled"), tr("Scheduled pods"), tr("Pods of the pending queue that found a node."),
            Better::Higher, [](const SimulationResult& r) { return static_cast<double>(r.metrics.scheduled); },
            integer },
        { QStringLiteral("unschedulable"), tr("Unschedulable pods"), tr("Pods of the queue no node could take."),
            Better::Lower, [](const SimulationResult& r) { return static_cast<double>(r.metrics.unschedulable); },
            integer },
        { QStringLiteral("nodesUsed"), tr("Nodes used"), tr("Nodes holding at least one pod at the end that is not a DaemonSet or static pod."),
            Better::Lower, [](const SimulationResult& r) { return static_cast<double>(r.metrics.nodesUsed); },
            integer },
        { QStringLiteral("emptyNodes"), tr("Empty nodes"),
            tr("Nodes holding no pod at the end, or only DaemonSet and static pods: candidates to scale down."), Better::Higher,
            [](const SimulationResult& r) { return static_cast<double>(r.metrics.emptyNodes); }, integer },
    };
    if (result.hasScaleDown()) {
        // The analysis of a run: the runs and the analyses are parallel.
        const auto analysis = [&result](const SimulationResult& r) -> const ScaleDownResult& {
            return result.scaleDown[static_cast<size_t>(&r - result.runs.data())];
        };
        rows.push_back({ QStringLiteral("scaleDown.removable"), tr("Removable by scale-down"),
            tr("Nodes cluster-autoscaler would remove from the cluster the profile left: empty ones, and "
               "under-utilized ones whose pods fit elsewhere."),
            Better::Higher,
            [analysis](const SimulationResult& r) {
                const ScaleDownResult& a = analysis(r);
                return static_cast<double>(a.removableEmpty + a.removableDrained);
            },
            integer });
        rows.push_back({ QStringLiteral("scaleDown.nodesAfter"), tr("Nodes after scale-down"),
            tr("The cluster's nodes less the removable ones: what the cluster shrinks to."), Better::Lower,
            [analysis](const SimulationResult& r) { return static_cast<double>(analysis(r).nodesAfter()); }, integer });
        if (const std::optional<ClusterCost>& first = result.scaleDown.front().cost) {
            const QString currency = QString::fromStdString(first->currency);
            const auto money = [currency](double v) { return chartstyle::formatMoney(v, currency); };
            const auto cost = [analysis](const SimulationResult& r) -> const ClusterCost& {
                return *analysis(r).cost;
            };
            rows.push_back({ QStringLiteral("scaleDown.monthlyCostBefore"), tr("Monthly cost before scale-down"),
                tr("Every node of the cluster at its price per hour (the workspace's price table), times 730 "
                   "hours."),
                Better::Neither, [cost](const SimulationResult& r) { return cost(r).monthlyBefore(); }, money });
            rows.push_back({ QStringLiteral("scaleDown.monthlyCostAfter"), tr("Monthly cost after scale-down"),
                tr("The nodes left once cluster-autoscaler has removed the removable ones, at their prices."),
                Better::Lower, [cost](const SimulationResult& r) { return cost(r).monthlyAfter(); }, money });
            const double firstAfter = first->monthlyAfter();
            rows.push_back({ QStringLiteral("scaleDown.monthlySavingVsFirst"),
                tr("Monthly saving vs %1").arg(QString::fromStdString(result.runs.front().profile)),
                tr("How much less the cluster costs a month after scale-down under this profile than under the "
                   "first one."),
                Better::Higher, [cost, firstAfter](const SimulationResult& r) { return firstAfter - cost(r).monthlyAfter(); },
                money });
        }
    }
    std::vector<std::string> resources;
    if (!result.runs.empty()) {
        for (const ResourceStats& s : result.runs.front().metrics.resources)
            resources.push_back(s.resource);
    }
    for (const std::string& res : resources) {
        const QString name = QString::fromStdString(res);
        using Field = double ResourceStats::*;
        const std::pair<const char*, Field> fields[] = { { "mean", &ResourceStats::mean },
            { "min", &ResourceStats::min }, { "max", &ResourceStats::max }, { "stddev", &ResourceStats::stddev } };
        for (const auto& [suffix, field] : fields) {
            const QString s = QString::fromLatin1(suffix);
            rows.push_back({ name + QLatin1Char('.') + s, tr("%1 utilization %2").arg(name, s),
                tr("The %1 of the nodes' %2 utilization (nodes that offer %2).").arg(s, name), Better::Neither,
                [res, field](const SimulationResult& r) {
                    const ResourceStats* st = statsOf(r, res);
                    return st ? st->*field : 0.0;
                },
                percent });
        }
        rows.push_back({ name + QStringLiteral(".stranded"), tr("%1 stranded").arg(name),
            tr("Free %1 on nodes where the largest pending pod no longer fits.").arg(name), Better::Lower,
            [res](const SimulationResult& r) {
                const ResourceStats* st = statsOf(r, res);
                return st ? static_cast<double>(st->stranded) : 0.0;
            },
            [name](double v) { return chartstyle::formatTotal(name, static_cast<int64_t>(v)); } });
    }
    rows.push_back({ QStringLiteral("fragmentation"), tr("Fragmentation"),
        tr("The share of free capacity on nodes where the largest pending pod no longer fits (0 %: none)."),
        Better::Lower, [](const SimulationResult& r) { return r.metrics.fragmentation; }, percent });
    const QString shape
        = result.runs.empty() ? QString() : QString::fromStdString(result.runs.front().metrics.fitShape);
    rows.push_back({ QStringLiteral("additionalFit"), tr("Additional %1 pods that fit").arg(shape),
        tr("How many more pods of the shape %1 would still fit, node by node.").arg(shape), Better::Higher,
        [](const SimulationResult& r) { return static_cast<double>(r.metrics.additionalFit); }, integer });

    const int cols = static_cast<int>(result.runs.size());
    setRowCount(static_cast<int>(rows.size()));
    setColumnCount(cols);
    for (int c = 0; c < cols; ++c) {
        auto* h = new QTableWidgetItem(QString::fromStdString(result.runs[static_cast<size_t>(c)].profile));
        h->setToolTip(tr("Profile %1").arg(h->text()));
        setHorizontalHeaderItem(c, h);
    }
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const Row& row = rows[static_cast<size_t>(r)];
        auto* h = new QTableWidgetItem(row.label);
        h->setData(Qt::UserRole, row.key);
        h->setToolTip(row.tip);
        setVerticalHeaderItem(r, h);
        std::vector<double> values;
        for (const SimulationResult& run : result.runs)
            values.push_back(row.value(run));
        double best = 0;
        if (!values.empty())
            best = row.better == Better::Higher ? *std::max_element(values.begin(), values.end())
                                                : *std::min_element(values.begin(), values.end());
        const bool allEqual = std::all_of(values.begin(), values.end(), [&](double v) { return v == values.front(); });
        for (int c = 0; c < cols; ++c) {
            const double v = values[static_cast<size_t>(c)];
            auto* item = new QTableWidgetItem(row.format(v));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(row.tip);
            if (row.better != Better::Neither && !allEqual && v == best) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            setItem(r, c, item);
        }
    }
    resizeRowsToContents();
    setFixedHeight(sizeHint().height());
}

QStringList CompareTable::rowKeys() const
{
    QStringList keys;
    for (int r = 0; r < rowCount(); ++r)
        keys << verticalHeaderItem(r)->data(Qt::UserRole).toString();
    return keys;
}

int CompareTable::rowOf(const QString& key) const
{
    return static_cast<int>(rowKeys().indexOf(key));
}

QString CompareTable::text(const QString& key, int profile) const
{
    const QTableWidgetItem* it = item(rowOf(key), profile);
    return it ? it->text() : QString();
}

bool CompareTable::isBold(const QString& key, int profile) const
{
    const QTableWidgetItem* it = item(rowOf(key), profile);
    return it && it->font().bold();
}

} // namespace bp::ui
