// SPDX-License-Identifier: GPL-3.0-or-later
// What a person would see as clipped or shortened in a window, found by
// walking its widgets: chart text that Qt Charts elided ("…" or "..."), table
// headers narrower than their text, labels and buttons narrower than their
// text, and widgets squeezed below their minimum size hint. Each problem is a
// line naming the widget (its object name, or its class and the dock it is in).
#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QChartView>
#include <QComboBox>
#include <QDebug>
#include <QDockWidget>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QStringList>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QWidget>

namespace bp::ui::test {

// Where a widget is, for a message: "ScoreView > QChartView" or the dock's title.
inline QString describe(const QWidget* w)
{
    QStringList parts;
    for (const QWidget* p = w; p && !p->isWindow(); p = p->parentWidget()) {
        if (const auto* dock = qobject_cast<const QDockWidget*>(p)) {
            parts.prepend(QStringLiteral("[%1]").arg(dock->windowTitle()));
            break;
        }
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_")))
            parts.prepend(p->objectName());
        else if (p == w)
            parts.prepend(QString::fromLatin1(p->metaObject()->className()));
    }
    return parts.join(QLatin1String(" > "));
}

// Whether a widget and all its parents are visible, and it has a size.
inline bool shown(const QWidget* w)
{
    // (visibleRegion() is empty for a scroll area: its viewport covers it.)
    return w->isVisible() && w->width() > 0 && w->height() > 0;
}

inline bool elided(const QString& text)
{
    return text.contains(QChar(0x2026)) || text.contains(QLatin1String("..."));
}

// Chart text Qt Charts shortened: axis labels and titles, legend entries,
// the chart's title. Qt 6.4 shortens them with "..." when they do not fit.
inline QStringList chartProblems(QChartView* view)
{
    QStringList problems;
    if (!shown(view))
        return problems;
    const QList<QGraphicsItem*> items = view->scene()->items();
    for (QGraphicsItem* item : items) {
        if (!item->isVisible())
            continue;
        QString text;
        if (auto* t = dynamic_cast<QGraphicsTextItem*>(item))
            text = t->toPlainText();
        else if (auto* s = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            text = s->text();
        if (qEnvironmentVariableIsSet("BP_AUDIT_DEBUG") && !text.isEmpty())
            qDebug() << describe(view) << text;
        if (elided(text))
            problems << QStringLiteral("%1: chart text elided: \"%2\"").arg(describe(view), text);
    }
    return problems;
}

inline QStringList headerProblems(QHeaderView* header)
{
    QStringList problems;
    if (!shown(header) || !header->model())
        return problems;
    const QFontMetrics fm(header->font());
    const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    for (int i = 0; i < header->count(); ++i) {
        if (header->isSectionHidden(i))
            continue;
        const QString text = header->model()->headerData(i, header->orientation(), Qt::DisplayRole).toString();
        if (text.isEmpty())
            continue;
        const int size = header->sectionSize(i);
        int needed = 0;
        if (header->orientation() == Qt::Horizontal) {
            for (const QString& line : text.split(QLatin1Char('\n')))
                needed = std::max(needed, fm.horizontalAdvance(line));
            needed += margin;
        } else {
            needed = fm.height() * static_cast<int>(text.count(QLatin1Char('\n')) + 1);
        }
        if (size < needed)
            problems << QStringLiteral("%1: header \"%2\" is %3 px, needs %4")
                            .arg(describe(header), text)
                            .arg(size)
                            .arg(needed);
    }
    return problems;
}

// Every problem in the window `root`.
inline QStringList layoutProblems(QWidget* root)
{
    QStringList problems;
    const QList<QWidget*> widgets = root->findChildren<QWidget*>();
    for (QWidget* w : widgets) {
        if (!shown(w) || w->window() != root)
            continue;
        // Item editors and the insides of item views are the view's business.
        if (qobject_cast<QAbstractItemView*>(w->parentWidget()))
            continue;
        // The line edit inside a spin box or combo box is sized by its owner;
        // a dock's float and close buttons by the dock's title bar.
        if (qobject_cast<QAbstractSpinBox*>(w->parentWidget()) || qobject_cast<QComboBox*>(w->parentWidget())
            || w->inherits("QDockWidgetTitleButton"))
            continue;
        if (auto* view = qobject_cast<QChartView*>(w)) {
            problems << chartProblems(view);
            continue;
        }
        if (auto* header = qobject_cast<QHeaderView*>(w)) {
            problems << headerProblems(header);
            continue;
        }
        const QSize hint = w->minimumSizeHint();
        const bool squeezable = qobject_cast<QAbstractScrollArea*>(w) || qobject_cast<QTabBar*>(w);
        if (!squeezable && hint.isValid() && (w->width() < hint.width() || w->height() < hint.height())) {
            problems << QStringLiteral("%1: %2×%3, below its minimum %4×%5")
                            .arg(describe(w))
                            .arg(w->width())
                            .arg(w->height())
                            .arg(hint.width())
                            .arg(hint.height());
            continue;
        }
        if (auto* label = qobject_cast<QLabel*>(w)) {
            if (label->wordWrap() || label->text().isEmpty() || Qt::mightBeRichText(label->text()))
                continue;
            const QString text = QString(label->text()).remove(QLatin1Char('&'));
            const int needed = label->fontMetrics().horizontalAdvance(text);
            if (needed > label->contentsRect().width())
                problems << QStringLiteral("%1: label \"%2\" is %3 px, needs %4")
                                .arg(describe(label), text)
                                .arg(label->contentsRect().width())
                                .arg(needed);
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            if (!button->text().isEmpty() && button->width() < button->sizeHint().width())
                problems << QStringLiteral("%1: button \"%2\" is %3 px, needs %4")
                                .arg(describe(button), button->text())
                                .arg(button->width())
                                .arg(button->sizeHint().width());
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            // The text area left of the arrow, as the style draws it.
            QStyleOptionComboBox option;
            option.initFrom(combo);
            option.editable = combo->isEditable();
            const QRect field
                = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
            const int needed = combo->fontMetrics().horizontalAdvance(combo->currentText());
            if (!combo->isEditable() && needed > field.width())
                problems << QStringLiteral("%1: combo box \"%2\" shows %3 px, needs %4")
                                .arg(describe(combo), combo->currentText())
                                .arg(field.width())
                                .arg(needed);
        }
    }
    return problems;
}

} // namespace bp::ui::test
