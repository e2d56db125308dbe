// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/price_table_dialog.h"

#include "charts/chart_style.h"
#include "io/constraint_rules.h"
#include "model/pricing.h"
#include "panels/problem_label.h"
#include "text/phrase_text.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <map>
#include <set>

namespace bp::ui {

namespace {

constexpr int kMaxCurrency = 16;

// A price as typed: in the user's locale or with a dot; nullopt when it is not a number.
std::optional<double> parsePrice(const QString& text)
{
    bool ok = false;
    double v = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        v = QLocale::c().toDouble(text.trimmed(), &ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

} // namespace

PriceTableDialog::PriceTableDialog(const Workspace& ws, QWidget* parent)
    : QDialog(parent)
    , ws_(ws)
{
    setWindowTitle(tr("Node Prices"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("What each node costs per hour, by the value of one node label. The Compare view's "
                                "scale-down analysis turns these into a monthly cost (730 hours) before and after "
                                "cluster-autoscaler removes nodes. Nothing is looked up: enter your own prices."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    label_ = new QComboBox(this);
    label_->setEditable(true);
    label_->setToolTip(tr("The node label whose value picks the price, e.g. node.kubernetes.io/instance-type."));
    std::set<std::string> keys { PriceTable {}.label };
    for (const Node& n : ws.nodes)
        for (const auto& kv : n.labels)
            keys.insert(kv.first);
    for (const std::string& k : keys)
        label_->addItem(QString::fromStdString(k));
    form->addRow(tr("Price by &label:"), label_);
    currency_ = new QLineEdit(this);
    currency_->setMaxLength(kMaxCurrency);
    currency_->setPlaceholderText(tr("e.g. USD"));
    currency_->setToolTip(tr("Shown with the amounts; at most %1 characters.").arg(kMaxCurrency));
    form->addRow(tr("&Currency:"), currency_);
    auto* defaultRow = new QHBoxLayout;
    hasDefault_ = new QCheckBox(tr("&Other nodes:"), this);
    hasDefault_->setToolTip(tr("A price for nodes without the label or with a value the table does not list; "
                               "without it such nodes have no price and are left out of the cost."));
    default_ = new QDoubleSpinBox(this);
    default_->setRange(0, kMaxHourlyPrice);
    default_->setDecimals(4);
    default_->setSuffix(tr(" per hour"));
    default_->setToolTip(hasDefault_->toolTip());
    defaultRow->addWidget(hasDefault_);
    defaultRow->addWidget(default_, 1);
    form->addRow(tr("Default:"), defaultRow);
    layout->addLayout(form);
    table_ = new QTableWidget(0, 3, this);
    table_->setHorizontalHeaderLabels({ tr("Label value"), tr("Nodes"), tr("Price per hour") });
    table_->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    table_->verticalHeader()->setVisible(false);
    table_->setToolTip(tr("Every value of the label the nodes carry; type a price per node-hour, or leave it empty "
                          "for the default."));
    table_->setMinimumHeight(200);
    layout->addWidget(table_, 1);
    total_ = new QLabel(this);
    total_->setWordWrap(true);
    layout->addWidget(total_);
    problem_ = new ProblemLabel(this);
    layout->addWidget(problem_);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* remove = buttons_->addButton(tr("&Remove Prices"), QDialogButtonBox::ResetRole);
    remove->setToolTip(tr("Store no price table: the comparison shows no cost."));
    connect(remove, &QPushButton::clicked, this, &PriceTableDialog::removeTable);
    connect(buttons_, &QDialogButtonBox::accepted, this, &PriceTableDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons_);

    const PriceTable start = ws.prices.value_or(PriceTable {});
    label_->setCurrentText(QString::fromStdString(start.label));
    currency_->setText(QString::fromStdString(start.currency));
    hasDefault_->setChecked(start.defaultPrice.has_value());
    default_->setValue(start.defaultPrice.value_or(0));
    default_->setEnabled(hasDefault_->isChecked());
    fillValues(start.prices);
    connect(hasDefault_, &QCheckBox::toggled, this, [this](bool on) {
        default_->setEnabled(on);
        updateTotal();
    });
    connect(default_, &QDoubleSpinBox::valueChanged, this, [this] { updateTotal(); });
    connect(label_, &QComboBox::currentTextChanged, this, [this] { fillValues(listed()); });
    connect(table_, &QTableWidget::itemChanged, this, [this] { updateTotal(); });
    connect(currency_, &QLineEdit::textChanged, this, [this] { updateTotal(); });
    resize(560, 480);
}

void PriceTableDialog::fillValues(const std::vector<std::pair<std::string, double>>& keep)
{
    const QSignalBlocker block(table_);
    const std::string label = label_->currentText().trimmed().toStdString();
    // The values the nodes carry, with how many nodes carry each, then the
    // listed values no node carries (kept: the cluster may grow).
    std::map<std::string, int> counts;
    for (const Node& n : ws_.nodes)
        for (const auto& [k, v] : n.labels)
            if (k == label)
                ++counts[v];
    std::vector<std::pair<std::string, int>> rows(counts.begin(), counts.end());
    for (const auto& [value, price] : keep)
        if (!counts.count(value))
            rows.emplace_back(value, 0);
    table_->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const auto& [value, count] = rows[static_cast<size_t>(r)];
        auto* v = new QTableWidgetItem(QString::fromStdString(value));
        v->setFlags(v->flags() & ~Qt::ItemIsEditable);
        auto* c = new QTableWidgetItem(QString::number(count));
        c->setFlags(c->flags() & ~Qt::ItemIsEditable);
        c->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        QString price;
        for (const auto& [kv, p] : keep)
            if (kv == value)
                price = QLocale().toString(p, 'g', 10);
        auto* p = new QTableWidgetItem(price);
        p->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(r, ValueColumn, v);
        table_->setItem(r, NodesColumn, c);
        table_->setItem(r, PriceColumn, p);
    }
    table_->resizeColumnToContents(NodesColumn);
    table_->resizeColumnToContents(PriceColumn);
    updateTotal();
}

std::vector<std::pair<std::string, double>> PriceTableDialog::listed() const
{
    std::vector<std::pair<std::string, double>> out;
    for (int r = 0; r < table_->rowCount(); ++r) {
        const QTableWidgetItem* p = table_->item(r, PriceColumn);
        if (!p || p->text().trimmed().isEmpty())
            continue;
        if (const auto v = parsePrice(p->text()))
            out.emplace_back(table_->item(r, ValueColumn)->text().toStdString(), *v);
    }
    return out;
}

QString PriceTableDialog::check() const
{
    if (removed_)
        return {};
    const std::string label = label_->currentText().trimmed().toStdString();
    if (const auto problem = labelKeyProblem(label))
        return tr("Label: %1").arg(phraseText(*problem));
    for (int r = 0; r < table_->rowCount(); ++r) {
        const QTableWidgetItem* p = table_->item(r, PriceColumn);
        if (!p || p->text().trimmed().isEmpty())
            continue;
        const auto v = parsePrice(p->text());
        if (!v || !std::isfinite(*v) || *v < 0 || *v > kMaxHourlyPrice)
            return tr("The price of %1 is \"%2\"; expected a number from 0 to %3 per hour.")
                .arg(table_->item(r, ValueColumn)->text(), p->text(), QLocale().toString(kMaxHourlyPrice, 'f', 0));
    }
    return {};
}

std::optional<PriceTable> PriceTableDialog::prices() const
{
    if (removed_)
        return std::nullopt;
    PriceTable t;
    if (ws_.prices)
        t.pos = ws_.prices->pos;
    t.label = label_->currentText().trimmed().toStdString();
    t.currency = currency_->text().trimmed().toStdString();
    if (hasDefault_->isChecked())
        t.defaultPrice = default_->value();
    t.prices = listed();
    return t;
}

void PriceTableDialog::updateTotal()
{
    const QString error = check();
    problem_->setProblem(error);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
    if (!error.isEmpty()) {
        total_->clear();
        return;
    }
    const PriceTable t = *prices();
    double hourly = 0;
    int priced = 0;
    for (const Node& n : ws_.nodes)
        if (const auto p = hourlyPrice(t, n)) {
            hourly += *p;
            ++priced;
        }
    total_->setText(tr("The cluster as priced: %1 per month (%2 of %3 nodes priced).")
                        .arg(chartstyle::formatMoney(hourly * kHoursPerMonth, QString::fromStdString(t.currency)))
                        .arg(priced)
                        .arg(ws_.nodes.size()));
}

void PriceTableDialog::removeTable()
{
    removed_ = true;
    QDialog::accept();
}

void PriceTableDialog::accept()
{
    // Return in a price cell reaches the OK button before the cell's editor
    // hands its text over (the delegate commits later, queued): take the
    // text now, or the price just typed would be lost.
    if (QWidget* editor = QApplication::focusWidget(); editor && table_->viewport()->isAncestorOf(editor))
        QMetaObject::invokeMethod(table_, "commitData", Qt::DirectConnection, Q_ARG(QWidget*, editor));
    const QString error = check();
    problem_->setProblem(error);
    if (error.isEmpty())
        QDialog::accept();
}

} // namespace bp::ui
