// SPDX-License-Identifier: GPL-3.0-or-later
// A chart's legend as a widget under the chart. QLegend (Qt 6.4) puts every
// entry on one row and shortens them to "naiv…" when the row is full; this
// legend wraps onto as many rows as the width needs and never shortens a
// name. It reads the chart's series as QLegend does (bar sets by label and
// colour, other series by name and colour), so they keep naming themselves;
// the chart's QLegend is hidden.
#pragma once

#include <QColor>
#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace bp::ui {

class ChartLegend : public QWidget {
    Q_OBJECT

public:
    struct Entry {
        QString label;
        QColor color;
    };

    explicit ChartLegend(QChart* chart, QWidget* parent = nullptr);

    // Re-reads the chart's series; call after adding or removing series (bar
    // sets added or removed, labels, names, colours are followed on their own).
    void refresh();
    const QList<Entry>& entries() const { return entries_; }
    // The legend in a frameless scroll area at most `rows` rows high, for
    // legends with many long names (pod templates): every name stays whole
    // and reachable, and the chart above keeps its height.
    QWidget* scrolled(int rows);

    // The height it needs at `width`. Its minimum size hint is that height at
    // its current width (updated as the width changes) rather than a
    // height-for-width, which layouts inside scroll areas do not all honour.
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Placed {
        QRect swatch;
        QRect text;
        int entry = -1;
        bool wraps = false; // a name wider than the legend, on rows of its own
    };
    // Where every entry goes at this width (rows wrap; a name wider than the
    // whole width wraps inside its own entry).
    QList<Placed> layoutFor(int width, int* height) const;
    void scheduleRefresh();
    // scrolled(): the scroll area's height follows the rows, up to its cap.
    void fitContainer();

    QPointer<QChart> chart_;
    QList<Entry> entries_;
    QPointer<QWidget> container_; // the scroll area of scrolled()
    int containerCap_ = 0;        // its greatest height: `rows` rows
    bool refreshPending_ = false;
};

} // namespace bp::ui
