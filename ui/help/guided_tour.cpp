// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/guided_tour.h"

#include <algorithm>

#include <QApplication>
#include <QFrame>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

namespace bp::ui {

// A frame drawn over the window around the step's target; it lets every
// mouse event through, so the window stays usable during the tour.
class TourHighlight : public QWidget {
public:
    explicit TourHighlight(QWidget* window)
        : QWidget(window)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setObjectName(QStringLiteral("tourHighlight"));
    }
    void outline(const QRect& rect)
    {
        setGeometry(rect.adjusted(-4, -4, 4, 4));
        raise();
        show();
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        QColor c = palette().color(QPalette::Highlight);
        p.setPen(QPen(c, 3));
        c.setAlpha(28);
        p.setBrush(c);
        p.drawRoundedRect(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6);
    }
};

// The balloon: a small tool window with the step's title, text and buttons.
class TourBalloon : public QFrame {
public:
    explicit TourBalloon(QWidget* window, GuidedTour* tour)
        : QFrame(window, Qt::Tool | Qt::FramelessWindowHint)
    {
        setObjectName(QStringLiteral("tourBalloon"));
        setFrameShape(QFrame::StyledPanel);
        setAutoFillBackground(true);
        QPalette pal = palette();
        pal.setColor(QPalette::Window, pal.color(QPalette::ToolTipBase));
        pal.setColor(QPalette::WindowText, pal.color(QPalette::ToolTipText));
        setPalette(pal);
        auto* layout = new QVBoxLayout(this);
        title = new QLabel(this);
        QFont f = title->font();
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 1.1);
        title->setFont(f);
        text = new QLabel(this);
        text->setWordWrap(true);
        text->setTextFormat(Qt::PlainText);
        text->setMinimumWidth(280);
        text->setMaximumWidth(380);
        counter = new QLabel(this);
        auto* buttons = new QHBoxLayout;
        back = new QPushButton(GuidedTour::tr("&Back"), this);
        next = new QPushButton(GuidedTour::tr("&Next"), this);
        close = new QPushButton(GuidedTour::tr("&Close"), this);
        back->setObjectName(QStringLiteral("tourBack"));
        next->setObjectName(QStringLiteral("tourNext"));
        close->setObjectName(QStringLiteral("tourClose"));
        next->setDefault(true);
        buttons->addWidget(counter);
        buttons->addStretch();
        buttons->addWidget(back);
        buttons->addWidget(next);
        buttons->addWidget(close);
        layout->addWidget(title);
        layout->addWidget(text);
        layout->addLayout(buttons);
        QObject::connect(back, &QPushButton::clicked, tour, &GuidedTour::back);
        QObject::connect(next, &QPushButton::clicked, tour, &GuidedTour::next);
        QObject::connect(close, &QPushButton::clicked, tour, &GuidedTour::stop);
    }

    QLabel* title;
    QLabel* text;
    QLabel* counter;
    QPushButton* back;
    QPushButton* next;
    QPushButton* close;
};

GuidedTour::GuidedTour(QWidget* window, QVector<Step> steps, QObject* parent)
    : QObject(parent)
    , window_(window)
    , steps_(std::move(steps))
{
}

GuidedTour::~GuidedTour()
{
    delete balloon_;
    delete highlight_;
}

QWidget* GuidedTour::balloon() const { return balloon_; }

bool GuidedTour::usable(int index) const
{
    const Step& s = steps_[index];
    return !s.target || s.target->isVisible(); // no target: a step about the whole window
}

void GuidedTour::start()
{
    if (!window_ || steps_.isEmpty())
        return;
    if (!balloon_) {
        balloon_ = new TourBalloon(window_, this);
        highlight_ = new TourHighlight(window_);
        window_->installEventFilter(this);
        balloon_->installEventFilter(this);
    }
    current_ = -1;
    show(0, +1);
}

void GuidedTour::next()
{
    if (current_ < 0)
        return;
    if (current_ + 1 >= steps_.size()) {
        stop();
        return;
    }
    show(current_ + 1, +1);
}

void GuidedTour::back()
{
    if (current_ > 0)
        show(current_ - 1, -1);
}

void GuidedTour::stop()
{
    if (current_ < 0)
        return;
    current_ = -1;
    if (balloon_)
        balloon_->hide();
    if (highlight_)
        highlight_->hide();
    emit finished();
}

void GuidedTour::show(int index, int direction)
{
    // Skip steps whose part of the window is hidden (a closed dock).
    while (index >= 0 && index < steps_.size() && !usable(index))
        index += direction;
    if (index < 0 || index >= steps_.size()) {
        if (direction > 0)
            stop();
        return;
    }
    current_ = index;
    const Step& s = steps_[index];
    balloon_->title->setText(s.title);
    balloon_->text->setText(s.text);
    balloon_->counter->setText(tr("%1 of %2").arg(index + 1).arg(steps_.size()));
    balloon_->back->setEnabled(index > 0);
    balloon_->next->setText(index + 1 == steps_.size() ? tr("&Done") : tr("&Next"));
    balloon_->adjustSize();
    place();
    balloon_->show();
    balloon_->raise();
    balloon_->next->setFocus();
    emit stepShown(index);
}

// The balloon goes beside the target (right, left, below, above: the first
// that fits on the screen), or in the middle of the window for a step
// without a target.
void GuidedTour::place()
{
    if (current_ < 0 || !window_)
        return;
    const Step& s = steps_[current_];
    const QSize b = balloon_->sizeHint();
    const QRect screen = window_->screen() ? window_->screen()->availableGeometry() : QRect(0, 0, 4096, 4096);
    QPoint at;
    if (!s.target) {
        highlight_->hide();
        const QRect w(window_->mapToGlobal(QPoint(0, 0)), window_->size());
        at = w.center() - QPoint(b.width() / 2, b.height() / 2);
    } else {
        const QRect local(s.target->mapTo(window_, QPoint(0, 0)), s.target->size());
        highlight_->outline(local);
        const QRect g(window_->mapToGlobal(local.topLeft()), local.size());
        const int gap = 12;
        const QPoint candidates[] = {
            {g.right() + gap, g.top()},
            {g.left() - gap - b.width(), g.top()},
            {g.left(), g.bottom() + gap},
            {g.left(), g.top() - gap - b.height()},
        };
        at = QPoint(g.center().x() - b.width() / 2, g.center().y() - b.height() / 2); // over it, if nothing fits
        for (const QPoint& c : candidates) {
            if (screen.contains(QRect(c, b))) {
                at = c;
                break;
            }
        }
    }
    at.setX(std::clamp(at.x(), screen.left(), std::max(screen.left(), screen.right() - b.width())));
    at.setY(std::clamp(at.y(), screen.top(), std::max(screen.top(), screen.bottom() - b.height())));
    balloon_->move(at);
}

bool GuidedTour::eventFilter(QObject* watched, QEvent* event)
{
    if (current_ >= 0) {
        if (watched == window_ && (event->type() == QEvent::Move || event->type() == QEvent::Resize))
            place();
        if (watched == window_ && event->type() == QEvent::Hide)
            stop();
        if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
            stop();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace bp::ui
