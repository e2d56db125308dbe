// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Guided Tour: a short walk through the window. Each step outlines one
// part of the window and shows a balloon beside it with what it is for and
// Back / Next / Close. The tour holds no knowledge of the window: the main
// window hands it the steps.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVector>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QPushButton;
QT_END_NAMESPACE

namespace bp::ui {

class TourBalloon;
class TourHighlight;

class GuidedTour : public QObject {
    Q_OBJECT
public:
    struct Step {
        QPointer<QWidget> target; // outlined; the step is skipped while it is hidden
        QString title;
        QString text;
    };

    explicit GuidedTour(QWidget* window, QVector<Step> steps, QObject* parent = nullptr);
    ~GuidedTour() override;

    void start();
    bool isRunning() const { return current_ >= 0; }
    int currentStep() const { return current_; } // -1: not running
    int stepCount() const { return static_cast<int>(steps_.size()); }
    const Step& step(int index) const { return steps_[index]; }
    QWidget* balloon() const; // for tests

public slots:
    void next();
    void back();
    void stop();

signals:
    void stepShown(int index);
    void finished();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void show(int index, int direction);
    void place();
    bool usable(int index) const;

    QPointer<QWidget> window_;
    QVector<Step> steps_;
    int current_ = -1;
    TourBalloon* balloon_ = nullptr;
    TourHighlight* highlight_ = nullptr;
};

} // namespace bp::ui
