// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/cluster_view.h"

#include "text/phrase_text.h"

#include <algorithm>
#include <exception>

namespace bp::ui {

namespace {

void addName(std::vector<std::string>& names, const std::string& name)
{
    if (name != "pods" && std::find(names.begin(), names.end(), name) == names.end())
        names.push_back(name);
}

void addRequests(std::vector<std::string>& names, const Pod& pod)
{
    for (const auto* list : {&pod.containers, &pod.initContainers}) {
        for (const auto& c : *list) {
            for (const auto& [name, q] : c.requests.entries)
                addName(names, name);
        }
    }
    for (const auto& [name, q] : pod.overhead.entries)
        addName(names, name);
}

} // namespace

std::vector<std::string> clusterResourceNames(const Workspace& ws)
{
    std::vector<std::string> names{"cpu", "memory"};
    for (const auto& n : ws.nodes) {
        for (const auto& [name, q] : n.allocatable.entries)
            addName(names, name);
    }
    for (const auto& p : ws.pods)
        addRequests(names, p);
    names.push_back("pods");
    return names;
}

std::vector<std::string> podResourceNames(const Workspace& ws)
{
    std::vector<std::string> names{"cpu", "memory"};
    for (const auto& p : ws.pods)
        addRequests(names, p);
    return names;
}

ClusterView computeClusterView(const Workspace& ws, const Profile* profile)
{
    ClusterView view;
    try {
        view.state = buildClusterState(ws, releaseOrNewest(profile));
    } catch (const InputError& e) {
        view.error = diagnosticsText(e.diagnostics());
    } catch (const std::exception& e) {
        view.error = QString::fromStdString(e.what());
    }
    return view;
}

std::optional<int64_t> ClusterView::requested(int row, const std::string& resource) const
{
    if (!state || row < 0 || row >= static_cast<int>(state->nodes.size()))
        return std::nullopt;
    if (resource == "pods")
        return state->nodes[static_cast<size_t>(row)].podCount;
    const int index = state->resources.indexOf(resource);
    if (index < 0)
        return int64_t{0};
    const auto& amounts = state->nodes[static_cast<size_t>(row)].requested;
    return static_cast<size_t>(index) < amounts.size() ? amounts[static_cast<size_t>(index)] : 0;
}

std::optional<int64_t> ClusterView::allocatable(int row, const std::string& resource) const
{
    if (!state || row < 0 || row >= static_cast<int>(state->nodes.size()))
        return std::nullopt;
    const int index = state->resources.indexOf(resource);
    if (index < 0)
        return int64_t{0};
    const auto& amounts = state->nodes[static_cast<size_t>(row)].allocatable;
    return static_cast<size_t>(index) < amounts.size() ? amounts[static_cast<size_t>(index)] : 0;
}

int64_t ClusterView::podCount(int row) const
{
    if (!state || row < 0 || row >= static_cast<int>(state->nodes.size()))
        return 0;
    return state->nodes[static_cast<size_t>(row)].podCount;
}

QString formatAmount(const std::string& resource, int64_t amount)
{
    if (resource == "cpu")
        return QString::fromStdString(Quantity::fromMilli(amount).canonical());
    return QString::fromStdString(Quantity::fromValue(amount).canonical());
}

} // namespace bp::ui
