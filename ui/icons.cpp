// SPDX-License-Identifier: GPL-3.0-or-later
#include "icons.h"

#include "resources_init.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QSvgRenderer>

#include <memory>

namespace bp::ui {

namespace {

class TintedSvgEngine : public QIconEngine {
public:
    explicit TintedSvgEngine(const QString& path)
        : path_(path)
        , renderer_(std::make_shared<QSvgRenderer>(path))
    {
    }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const QImage image = render(rect.size() * dpr, mode, state);
        painter->drawImage(rect, image);
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return QPixmap::fromImage(render(size, mode, state));
    }

    QIconEngine* clone() const override { return new TintedSvgEngine(*this); }
    QString key() const override { return QStringLiteral("bp-tinted-svg"); }
    bool isNull() override { return !renderer_->isValid(); }

private:
    QImage render(const QSize& size, QIcon::Mode mode, QIcon::State) const
    {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        if (size.isEmpty() || !renderer_->isValid())
            return image;
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        renderer_->render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
        p.setCompositionMode(QPainter::CompositionMode_SourceIn);
        const QPalette pal = QGuiApplication::palette();
        QColor color = pal.color(QPalette::Active, QPalette::WindowText);
        if (mode == QIcon::Disabled)
            color = pal.color(QPalette::Disabled, QPalette::WindowText);
        else if (mode == QIcon::Selected)
            color = pal.color(QPalette::Active, QPalette::HighlightedText);
        p.fillRect(image.rect(), color);
        return image;
    }

    QString path_;
    std::shared_ptr<QSvgRenderer> renderer_;
};

} // namespace

QIcon themedIcon(const QString& name)
{
    initResources();
    return QIcon(new TintedSvgEngine(QStringLiteral(":/icons/%1.svg").arg(name)));
}

QIcon applicationIcon()
{
    initResources();
    QSvgRenderer renderer(QStringLiteral(":/icons/binpack-studio.svg"));
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256}) {
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        renderer.render(&p);
        p.end();
        icon.addPixmap(QPixmap::fromImage(image));
    }
    return icon;
}

} // namespace bp::ui
