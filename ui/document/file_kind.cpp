// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/file_kind.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace bp::ui {

namespace {

FileKind kindOf(const QString& kind, const QString& text)
{
    if (kind == QLatin1String("Workspace"))
        return FileKind::Workspace;
    if (kind == QLatin1String("KubeSchedulerConfiguration") || kind == QLatin1String("Policy"))
        return FileKind::SchedulerConfig;
    if (kind == QLatin1String("ConfigMap"))
        return text.contains(QLatin1String("volcano-scheduler.conf")) ? FileKind::SchedulerConfig : FileKind::Unknown;
    if (kind == QLatin1String("List") || kind == QLatin1String("NodeList") || kind == QLatin1String("PodList")
        || kind == QLatin1String("Node") || kind == QLatin1String("Pod"))
        return FileKind::Cluster;
    return FileKind::Unknown;
}

} // namespace

FileKind detectFileKind(const QByteArray& content)
{
    const QString text = QString::fromUtf8(content);
    const QString trimmed = text.trimmed();
    if (trimmed.startsWith(QLatin1Char('{')) || trimmed.startsWith(QLatin1Char('['))) {
        // JSON: the first "kind" is the outermost object's (or the first item's in a stream).
        static const QRegularExpression jsonKind(QStringLiteral(R"re("kind"\s*:\s*"([A-Za-z]+)")re"));
        const auto m = jsonKind.match(text);
        return m.hasMatch() ? kindOf(m.captured(1), text) : FileKind::Unknown;
    }
    // YAML: a top-level `kind:` (column 0) of the first document that has one.
    static const QRegularExpression yamlKind(QStringLiteral(R"re(^kind:[ \t]*["']?([A-Za-z]+)["']?[ \t]*(#.*)?$)re"),
        QRegularExpression::MultilineOption);
    const auto m = yamlKind.match(text);
    if (m.hasMatch())
        return kindOf(m.captured(1), text);
    // A kubectl List whose own kind comes last (past what was read): items that are Nodes or Pods.
    static const QRegularExpression items(QStringLiteral(R"re(^items:)re"), QRegularExpression::MultilineOption);
    static const QRegularExpression itemKind(
        QStringLiteral(R"re(^[ -]+kind:[ \t]*["']?(Node|Pod)["']?[ \t]*$)re"), QRegularExpression::MultilineOption);
    if (items.match(text).hasMatch() && itemKind.match(text).hasMatch())
        return FileKind::Cluster;
    // Volcano's bare volcano-scheduler.conf has no kind, but actions and tiers.
    static const QRegularExpression volcano(QStringLiteral(R"re(^(actions|tiers):)re"), QRegularExpression::MultilineOption);
    if (volcano.match(text).hasMatch())
        return FileKind::SchedulerConfig;
    return FileKind::Unknown;
}

FileKind detectFileKindOfPath(const QString& path)
{
    // Only regular files are sniffed: opening a FIFO that no program writes to
    // would block the window (the readers themselves refuse it with a message).
    if (!QFileInfo(path).isFile())
        return FileKind::Unknown;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return FileKind::Unknown;
    // The head says it for most files; a kubectl List says its kind at the very end.
    constexpr qint64 kHead = 256 * 1024;
    constexpr qint64 kTail = 4 * 1024;
    QByteArray bytes = f.read(kHead);
    if (f.size() > kHead) {
        f.seek(std::max(kHead, f.size() - kTail));
        const QByteArray tail = f.readAll();
        const int lineStart = tail.indexOf('\n');
        bytes += '\n' + (lineStart >= 0 ? tail.mid(lineStart + 1) : QByteArray());
    }
    return detectFileKind(bytes);
}

} // namespace bp::ui
