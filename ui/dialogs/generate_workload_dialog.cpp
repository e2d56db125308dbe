// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/generate_workload_dialog.h"

#include "dialogs/generate_shape_model.h"
#include "panels/problem_label.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace bp::ui {

namespace {

const char* const kSettingsKey = "generateWorkload/last";

// The count/proportion column edits with a combo box; the others with the default line edit.
class KindDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        if (index.column() != GenerateShapeModel::KindColumn)
            return QStyledItemDelegate::createEditor(parent, option, index);
        auto* combo = new QComboBox(parent);
        combo->addItems({ GenerateShapeModel::tr("Count"), GenerateShapeModel::tr("Proportion") });
        combo->setToolTip(
            GenerateShapeModel::tr("Count: a fixed number of pods; proportion: a share of the total pods"));
        connect(combo, &QComboBox::activated, this, [this, combo] {
            auto* self = const_cast<KindDelegate*>(this);
            emit self->commitData(combo);
            emit self->closeEditor(combo);
        });
        return combo;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        if (auto* combo = qobject_cast<QComboBox*>(editor))
            combo->setCurrentIndex(index.data(Qt::EditRole).toInt());
        else
            QStyledItemDelegate::setEditorData(editor, index);
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        if (auto* combo = qobject_cast<QComboBox*>(editor))
            model->setData(index, combo->currentIndex());
        else
            QStyledItemDelegate::setModelData(editor, model, index);
    }
};

} // namespace

GenerateWorkloadDialog::GenerateWorkloadDialog(const Workspace& ws, QWidget* parent)
    : QDialog(parent)
    , ws_(ws)
    , model_(new GenerateShapeModel(this))
    , refreshTimer_(new QTimer(this))
{
    setWindowTitle(tr("Generate Workload"));
    setObjectName(QStringLiteral("GenerateWorkloadDialog"));
    refreshTimer_->setSingleShot(true);
    refreshTimer_->setInterval(150);
    buildLayout();
    load();
    connect(refreshTimer_, &QTimer::timeout, this, &GenerateWorkloadDialog::refresh);
    connect(model_, &GenerateShapeModel::tableChanged, this, &GenerateWorkloadDialog::refreshSoon);
    connect(total_, &QSpinBox::valueChanged, this, &GenerateWorkloadDialog::refreshSoon);
    connect(seed_, &QLineEdit::textChanged, this, &GenerateWorkloadDialog::refreshSoon);
    connect(order_, &QComboBox::currentIndexChanged, this, &GenerateWorkloadDialog::refreshSoon);
    connect(replace_, &QRadioButton::toggled, this, &GenerateWorkloadDialog::refreshSoon);
    connect(
        view_->selectionModel(), &QItemSelectionModel::currentChanged, this, &GenerateWorkloadDialog::updateButtons);
    connect(
        view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &GenerateWorkloadDialog::updateButtons);
    connect(resourceName_, &QLineEdit::textChanged, this, &GenerateWorkloadDialog::updateButtons);
    refresh();
}

void GenerateWorkloadDialog::buildLayout()
{
    // ---- the shapes -----------------------------------------------------------------
    view_ = new QTableView(this);
    view_->setModel(model_);
    view_->setItemDelegate(new KindDelegate(view_));
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    view_->setSelectionBehavior(QAbstractItemView::SelectItems);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    view_->horizontalHeader()->setMinimumSectionSize(90);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 10);
    view_->setMinimumHeight(view_->fontMetrics().height() * 9);
    view_->setToolTip(tr("The pod shapes: type a name, choose count or proportion, and give each resource a fixed "
                         "request (500m) or a range (250m..2); empty requests nothing. Hover a red cell to see "
                         "what is wrong with it."));
    addShape_ = new QToolButton(this);
    addShape_->setText(tr("Add &shape"));
    addShape_->setToolTip(tr("Add a pod shape (a row)"));
    removeShape_ = new QToolButton(this);
    removeShape_->setText(tr("Re&move shape"));
    removeShape_->setToolTip(tr("Remove the selected shapes"));
    resourceName_ = new QLineEdit(this);
    resourceName_->setPlaceholderText(QStringLiteral("nvidia.com/gpu"));
    resourceName_->setToolTip(tr("The name of an extended resource to request, e.g. nvidia.com/gpu, "
                                 "hugepages-2Mi or ephemeral-storage"));
    addResource_ = new QToolButton(this);
    addResource_->setText(tr("Add resource &column"));
    addResource_->setToolTip(tr("Add a column for the resource named on the left"));
    removeResource_ = new QToolButton(this);
    removeResource_->setText(tr("Remove resource co&lumn"));
    removeResource_->setToolTip(tr("Remove the column of the selected cell (cpu and memory stay; leave them empty "
                                   "to request none)"));
    connect(addShape_, &QToolButton::clicked, this, &GenerateWorkloadDialog::addShape);
    connect(removeShape_, &QToolButton::clicked, this, &GenerateWorkloadDialog::removeShapes);
    connect(addResource_, &QToolButton::clicked, this, &GenerateWorkloadDialog::addResourceColumn);
    connect(resourceName_, &QLineEdit::returnPressed, this, &GenerateWorkloadDialog::addResourceColumn);
    connect(removeResource_, &QToolButton::clicked, this, &GenerateWorkloadDialog::removeResourceColumn);

    auto* shapeButtons = new QHBoxLayout;
    shapeButtons->addWidget(addShape_);
    shapeButtons->addWidget(removeShape_);
    shapeButtons->addStretch(1);
    shapeButtons->addWidget(resourceName_);
    shapeButtons->addWidget(addResource_);
    shapeButtons->addWidget(removeResource_);
    auto* shapesBox = new QGroupBox(tr("Pod shapes"), this);
    auto* shapesLayout = new QVBoxLayout(shapesBox);
    shapesLayout->addWidget(view_, 1);
    shapesLayout->addLayout(shapeButtons);

    // ---- total, seed, order ---------------------------------------------------------
    total_ = new QSpinBox(this);
    total_->setRange(0, kMaxPods);
    total_->setSpecialValueText(tr("none"));
    total_->setGroupSeparatorShown(true);
    total_->setToolTip(tr("The number of pods the shapes with a proportion share (after the counted shapes took "
                          "theirs), by largest remainder"));
    seed_ = new QLineEdit(this);
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), seed_));
    seed_->setToolTip(tr("The seed of the random sizes and of the shuffle (0 to 18446744073709551615): the same "
                         "seed gives the same pods, here and in binpack-cli generate --seed"));
    newSeed_ = new QToolButton(this);
    newSeed_->setText(tr("&New seed"));
    newSeed_->setToolTip(tr("Pick a random seed"));
    connect(newSeed_, &QToolButton::clicked, this, &GenerateWorkloadDialog::newSeed);
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(seed_, 1);
    seedRow->addWidget(newSeed_);
    order_ = new QComboBox(this);
    order_->addItem(tr("As listed"), static_cast<int>(ArrivalOrder::AsListed));
    order_->addItem(tr("Shuffled"), static_cast<int>(ArrivalOrder::Shuffled));
    order_->addItem(tr("Largest first"), static_cast<int>(ArrivalOrder::LargestFirst));
    order_->setToolTip(tr("The order of the pending queue: every pod of the first shape then the next, a random "
                          "permutation from the seed, or the largest requests first"));

    auto* options = new QFormLayout;
    options->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    options->addRow(tr("&Total pods:"), total_);
    options->addRow(tr("S&eed:"), seedRow);
    options->addRow(tr("Arrival &order:"), order_);
    for (QWidget* field :
        { static_cast<QWidget*>(total_), static_cast<QWidget*>(seed_), static_cast<QWidget*>(order_) }) {
        if (auto* label = qobject_cast<QLabel*>(options->labelForField(field)))
            label->setToolTip(field->toolTip());
    }
    if (auto* label = qobject_cast<QLabel*>(options->labelForField(seedRow))) {
        label->setBuddy(seed_);
        label->setToolTip(seed_->toolTip());
    }

    // ---- what happens to the pending pods ------------------------------------------
    qsizetype pending = 0;
    for (const Pod& p : ws_.pods)
        pending += p.nodeName ? 0 : 1;
    replace_ = new QRadioButton(tr("&Replace the pending pods (%1 now)").arg(pending), this);
    replace_->setToolTip(tr("Delete the workspace's pending pods and add the generated ones"));
    append_ = new QRadioButton(tr("&Append after the pending pods"), this);
    append_->setToolTip(tr("Keep the pending pods and queue the generated ones after them"));
    replace_->setChecked(true);
    auto* boundNote = new QLabel(tr("Pods bound to a node are never changed."), this);
    boundNote->setToolTip(tr("Pods with a nodeName are counted on their node and stay as they are"));
    auto* pendingBox = new QGroupBox(tr("Pending pods"), this);
    auto* pendingLayout = new QVBoxLayout(pendingBox);
    pendingLayout->addWidget(replace_);
    pendingLayout->addWidget(append_);
    pendingLayout->addWidget(boundNote);
    pendingLayout->addStretch(1);

    auto* middle = new QHBoxLayout;
    auto* optionsBox = new QGroupBox(tr("Generator"), this);
    optionsBox->setLayout(options);
    middle->addWidget(optionsBox, 3);
    middle->addWidget(pendingBox, 2);

    // ---- preview --------------------------------------------------------------------
    summary_ = new QLabel(this);
    summary_->setToolTip(tr("How many pods the generator makes, and in how many entries: a shape whose pods are "
                            "identical and arrive together becomes one entry with replicas"));
    totals_ = new QLabel(this);
    totals_->setWordWrap(true);
    totals_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    totals_->setToolTip(tr("The sum of every generated pod's requests"));
    preview_ = new QTableWidget(this);
    preview_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    preview_->setSelectionMode(QAbstractItemView::NoSelection);
    preview_->setAlternatingRowColors(true);
    preview_->verticalHeader()->setVisible(false);
    preview_->verticalHeader()->setDefaultSectionSize(preview_->fontMetrics().height() + 6);
    preview_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    preview_->setMinimumHeight(preview_->fontMetrics().height() * 10);
    preview_->setToolTip(tr("The first %1 generated entries in arrival order (read-only)").arg(kPreviewEntries));
    auto* previewBox = new QGroupBox(tr("Preview"), this);
    auto* previewLayout = new QVBoxLayout(previewBox);
    previewLayout->addWidget(summary_);
    previewLayout->addWidget(totals_);
    previewLayout->addWidget(preview_, 1);

    problem_ = new ProblemLabel(this);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    okButton()->setText(tr("&Generate"));
    okButton()->setToolTip(tr("Put the generated pods into the workspace (one undo step)"));
    buttons_->button(QDialogButtonBox::Cancel)->setToolTip(tr("Close without changing the workspace"));
    auto* defaults = buttons_->addButton(tr("&Defaults"), QDialogButtonBox::ResetRole);
    defaults->setToolTip(tr("Start again from the web/batch example"));
    connect(defaults, &QPushButton::clicked, this, &GenerateWorkloadDialog::resetToDefaults);
    connect(buttons_, &QDialogButtonBox::accepted, this, &GenerateWorkloadDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &GenerateWorkloadDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(shapesBox, 3);
    layout->addLayout(middle);
    layout->addWidget(previewBox, 4);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    resize(880, 760);
}

QPushButton* GenerateWorkloadDialog::okButton() const
{
    return buttons_->button(QDialogButtonBox::Ok);
}

PendingPods GenerateWorkloadDialog::pendingMode() const
{
    return append_->isChecked() ? PendingPods::Append : PendingPods::Replace;
}

void GenerateWorkloadDialog::setPendingMode(PendingPods mode)
{
    (mode == PendingPods::Append ? append_ : replace_)->setChecked(true);
}

void GenerateWorkloadDialog::resetToDefaults()
{
    using Shape = GenerateShapeModel::Shape;
    const auto P = GenerateShapeModel::Kind::Proportion;
    std::vector<Shape> shapes {
        Shape { QStringLiteral("web"), P, QStringLiteral("0.7"),
            { QStringLiteral("250m..500m"), QStringLiteral("256Mi..512Mi") } },
        Shape {
            QStringLiteral("batch"), P, QStringLiteral("0.3"), { QStringLiteral("1..2"), QStringLiteral("2Gi..4Gi") } },
    };
    model_->setTable({ QStringLiteral("cpu"), QStringLiteral("memory") }, std::move(shapes));
    total_->setValue(100);
    seed_->setText(QStringLiteral("1"));
    order_->setCurrentIndex(order_->findData(static_cast<int>(ArrivalOrder::Shuffled)));
    refresh();
}

void GenerateWorkloadDialog::load()
{
    const QJsonObject o
        = QJsonDocument::fromJson(QSettings().value(QLatin1String(kSettingsKey)).toByteArray()).object();
    const QJsonArray shapes = o.value(QLatin1String("shapes")).toArray();
    if (shapes.isEmpty()) {
        resetToDefaults();
        return;
    }
    QStringList resources;
    for (const auto& r : o.value(QLatin1String("resources")).toArray()) {
        if (isResourceName(r.toString()) && !resources.contains(r.toString()))
            resources << r.toString();
    }
    std::vector<GenerateShapeModel::Shape> rows;
    for (const auto& v : shapes) {
        const QJsonObject s = v.toObject();
        GenerateShapeModel::Shape row;
        row.name = s.value(QLatin1String("name")).toString();
        row.kind = s.value(QLatin1String("kind")).toString() == QLatin1String("proportion")
            ? GenerateShapeModel::Kind::Proportion
            : GenerateShapeModel::Kind::Count;
        row.amount = s.value(QLatin1String("amount")).toString();
        const QJsonObject requests = s.value(QLatin1String("requests")).toObject();
        for (const QString& r : resources)
            row.requests << requests.value(r).toString();
        rows.push_back(std::move(row));
    }
    model_->setTable(resources, std::move(rows));
    total_->setValue(o.value(QLatin1String("total")).toInt(100));
    seed_->setText(o.value(QLatin1String("seed")).toString(QStringLiteral("1")));
    const auto order = parseArrivalOrder(o.value(QLatin1String("order")).toString().toStdString());
    order_->setCurrentIndex(order_->findData(static_cast<int>(order.value_or(ArrivalOrder::Shuffled))));
    setPendingMode(o.value(QLatin1String("pending")).toString() == QLatin1String("append") ? PendingPods::Append
                                                                                           : PendingPods::Replace);
}

void GenerateWorkloadDialog::save() const
{
    QJsonObject o;
    const QStringList resources = model_->resources();
    o.insert(QLatin1String("resources"), QJsonArray::fromStringList(resources));
    QJsonArray shapes;
    for (const auto& s : model_->shapes()) {
        QJsonObject row;
        row.insert(QLatin1String("name"), s.name);
        row.insert(QLatin1String("kind"),
            s.kind == GenerateShapeModel::Kind::Proportion ? QLatin1String("proportion") : QLatin1String("count"));
        row.insert(QLatin1String("amount"), s.amount);
        QJsonObject requests;
        for (int r = 0; r < resources.size(); ++r) {
            if (!s.requests.value(r).isEmpty())
                requests.insert(resources[r], s.requests[r]);
        }
        row.insert(QLatin1String("requests"), requests);
        shapes.append(row);
    }
    o.insert(QLatin1String("shapes"), shapes);
    o.insert(QLatin1String("total"), total_->value());
    o.insert(QLatin1String("seed"), seed_->text());
    o.insert(QLatin1String("order"), QLatin1String(arrivalOrderName(spec().order)));
    o.insert(QLatin1String("pending"),
        pendingMode() == PendingPods::Append ? QLatin1String("append") : QLatin1String("replace"));
    QSettings().setValue(QLatin1String(kSettingsKey), QJsonDocument(o).toJson(QJsonDocument::Compact));
}

GeneratorSpec GenerateWorkloadDialog::spec() const
{
    GeneratorSpec spec;
    spec.shapes = model_->toShapes();
    const bool proportions
        = std::any_of(spec.shapes.begin(), spec.shapes.end(), [](const auto& s) { return s.proportion.has_value(); });
    if (proportions && total_->value() > 0)
        spec.total = total_->value();
    spec.seed = seed_->text().toULongLong();
    spec.order = static_cast<ArrivalOrder>(order_->currentData().toInt());
    return spec;
}

QString GenerateWorkloadDialog::problem() const
{
    flush();
    return problemText_;
}

int64_t GenerateWorkloadDialog::totalRequest(const QString& resource) const
{
    flush();
    for (const auto& [name, total] : totalsByResource_) {
        if (name == resource)
            return total;
    }
    return 0;
}

} // namespace bp::ui
