// SPDX-License-Identifier: GPL-3.0-or-later
// A small workspace built in code for the document, command and model tests:
// the documentation's worked example (node1, node2, intel.com/foo) with a
// RequestedToCapacityRatio profile, a Volcano profile and a default profile.
#pragma once

#include "model/workspace.h"

#include <QApplication>
#include <QByteArray>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <initializer_list>
#include <string>
#include <utility>

namespace bp::ui::test {

// The bytes of a file, or nothing when it cannot be read.
inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// The bundled documentation example the window opens by default.
inline QString examplePath()
{
    return QStringLiteral(BP_EXAMPLES_DIR "/docs-example.binpack.yaml");
}

inline Quantity q(const char* text)
{
    return *Quantity::parse(text);
}

inline ResourceList resources(std::initializer_list<std::pair<const char*, const char*>> list)
{
    ResourceList r;
    for (const auto& [name, value] : list)
        r.set(name, q(value));
    return r;
}

inline VolcanoArgument intArg(const char* key, int64_t value)
{
    VolcanoArgument a;
    a.key = key;
    a.kind = VolcanoArgument::Kind::Int;
    a.text = std::to_string(value);
    a.intValue = value;
    return a;
}

inline VolcanoArgument stringArg(const char* key, const char* value)
{
    VolcanoArgument a;
    a.key = key;
    a.kind = VolcanoArgument::Kind::String;
    a.text = value;
    return a;
}

// A container with these requests (set by name: -Wextra warns about
// designated initializers that leave members out).
inline Container container(std::string name, ResourceList requests)
{
    Container c;
    c.name = std::move(name);
    c.requests = std::move(requests);
    return c;
}

inline Workspace docsWorkspace()
{
    Workspace ws;
    Profile binpack;
    binpack.name = "binpack";
    binpack.kubernetesVersion = "1.36";
    binpack.kubernetesVersionSet = true;
    binpack.pluginsSet = true;
    binpack.binpackEnabled = false; // as the reader has it for a kube-scheduler profile with plugins
    binpack.fit.enabled = true;
    binpack.fitArgsSet = true;
    ScoringStrategy s;
    s.type = "RequestedToCapacityRatio";
    s.resources = {{"intel.com/foo", 5, true}, {"memory", 1, true}, {"cpu", 3, true}};
    s.hasRequestedToCapacityRatio = true;
    s.shape = {{0, 0}, {100, 10}};
    binpack.fitArgs.scoringStrategy = s;
    ws.profiles.push_back(binpack);

    Profile volcano;
    volcano.name = "gpu-pack";
    volcano.scheduler = SchedulerKind::Volcano;
    volcano.pluginsSet = true;
    volcano.binpackArguments = {intArg("binpack.weight", 5), intArg("binpack.cpu", 1), intArg("binpack.memory", 1),
        stringArg("binpack.resources", "nvidia.com/gpu"), intArg("binpack.resources.nvidia.com/gpu", 2)};
    ws.profiles.push_back(volcano);

    Profile plain;
    plain.name = "default";
    ws.profiles.push_back(plain);

    Node n1;
    n1.name = "node1";
    n1.allocatable = resources({{"cpu", "8"}, {"memory", "1Gi"}, {"intel.com/foo", "4"}});
    Node n2;
    n2.name = "node2";
    n2.allocatable = resources({{"cpu", "8"}, {"memory", "1Gi"}, {"intel.com/foo", "8"}});
    n2.labels = {{"pool", "general"}};
    ws.nodes = {n1, n2};

    Pod r1;
    r1.name = "running-1";
    r1.nodeName = "node1";
    r1.containers.push_back(container("", resources({{"cpu", "1"}, {"memory", "256Mi"}, {"intel.com/foo", "1"}})));
    Pod r2;
    r2.name = "running-2";
    r2.nodeName = "node2";
    r2.containers.push_back(container("", resources({{"cpu", "6"}, {"memory", "512Mi"}, {"intel.com/foo", "2"}})));
    Pod web;
    web.name = "web";
    web.replicas = 3;
    web.containers.push_back(container("app", resources({{"cpu", "2"}, {"memory", "256Mi"}, {"intel.com/foo", "2"}})));
    web.containers.push_back(container("sidecar", resources({{"cpu", "100m"}})));
    Pod batch;
    batch.name = "batch";
    batch.containers.push_back(container("", resources({{"cpu", "500m"}})));
    ws.pods = {r1, r2, web, batch};
    return ws;
}

// Runs `ask` while answering the file dialog it opens: the dialog's folder and
// proposed file, then `pick` (accepted) or cancelled when empty.
inline QStringList answerFileDialog(const std::function<void()>& ask, const QString& pick = {})
{
    QStringList seen;
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [&seen, poll, pick] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll->stop();
        seen << dialog->directory().absolutePath();
        seen << (dialog->selectedFiles().isEmpty() ? QString() : QFileInfo(dialog->selectedFiles().front()).fileName());
        if (pick.isEmpty()) {
            dialog->reject();
        } else {
            // Typed into the file name box, as a user would: QFileDialog::selectFile()
            // leaves the box alone while it has focus, which depends on the platform.
            auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            if (!name) {
                dialog->reject(); // the caller's checks then fail instead of the test hanging
                return;
            }
            name->setFocus();
            name->setText(pick);
            QMetaObject::invokeMethod(dialog, "accept"); // protected, a slot
        }
    });
    poll->start();
    ask();
    delete poll;
    return seen;
}

} // namespace bp::ui::test
