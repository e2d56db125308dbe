// SPDX-License-Identifier: GPL-3.0-or-later
// What a dropped or opened file is, judged by its content: a workspace, a
// scheduler configuration (KubeSchedulerConfiguration, Policy, Volcano's
// conf or its ConfigMap), or kubectl output (Node, Pod, List).
#pragma once

#include <QByteArray>
#include <QString>

namespace bp::ui {

enum class FileKind { Workspace, SchedulerConfig, Cluster, Unknown };

FileKind detectFileKind(const QByteArray& content);
FileKind detectFileKindOfPath(const QString& path); // reads the first 256 KiB

} // namespace bp::ui
