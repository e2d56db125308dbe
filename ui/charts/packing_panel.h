// SPDX-License-Identifier: GPL-3.0-or-later
// "Why doesn't this pack?": for the pod under study, the node the profile
// picks against the one packing would pick, which plugins pulled the choice
// away by how many weighted points, and one-click fixes (undoable profile
// edits) with the nodes the queue uses before and after them.
#pragma once

#include "live/live_compute.h"
#include "scoring/why_not_pack.h"

#include <QGroupBox>
#include <QMetaType>

#include <vector>

class QVBoxLayout;
class QPushButton;

namespace bp::ui {

class WrapLabel;

class PackingPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit PackingPanel(QWidget* parent = nullptr);
    void showResult(const LiveResult& result);
    void clear();
    const QString& verdictText() const { return text_; }
    const std::vector<QPushButton*>& fixButtons() const { return buttons_; }
    QPushButton* applyAllButton() const { return all_; }

signals:
    // The fixes to apply to the current profile, as one undoable edit.
    void fixRequested(const std::vector<bp::PackingFix>& fixes);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    WrapLabel* verdict_;
    WrapLabel* pulls_;
    QVBoxLayout* buttonRow_;
    std::vector<QPushButton*> buttons_;
    QPushButton* all_;
    LiveResult last_;
    bool have_ = false;
    QString text_;
};

} // namespace bp::ui

Q_DECLARE_METATYPE(std::vector<bp::PackingFix>)
