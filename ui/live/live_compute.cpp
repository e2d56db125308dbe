// SPDX-License-Identifier: GPL-3.0-or-later
#include "live/live_compute.h"

#include "scoring/cluster_state.h"
#include "scoring/profile_scorer.h"
#include "util/diagnostic.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <exception>
#include <optional>

namespace bp::ui {

namespace {

QString errorText(const InputError& e)
{
    return QString::fromStdString(joinDiagnostics(e.diagnostics()));
}

int64_t amountAt(const Amounts& a, int index)
{
    return index >= 0 && static_cast<size_t>(index) < a.size() ? a[static_cast<size_t>(index)] : 0;
}

// The cluster with only the bound pods, the profile resolved against it, and
// the demand of the pod under study: what `score` looks at.
struct Scene : ScoringScene {
    Scene(const Workspace& ws, const Profile& profile, const std::string& pod)
        : ScoringScene(buildScoringScene(ws, profile, pod))
    {
    }

    int nodeIndex(const std::string& name) const
    {
        const auto it = state.nodeIndex.find(name);
        return it == state.nodeIndex.end() ? -1 : it->second;
    }

    // The weight a scoring plugin of the profile gives this resource (0: none).
    int64_t weightOf(int resource) const
    {
        const auto find = [resource](const std::vector<WeightedResource>& list) -> int64_t {
            for (const WeightedResource& w : list) {
                if (w.index == resource)
                    return w.weight;
            }
            return 0;
        };
        if (scorer->fit().enabled) {
            if (const int64_t w = find(scorer->fit().resources))
                return w;
        }
        if (scorer->binpack().enabled) {
            if (const int64_t w = find(scorer->binpack().resources))
                return w;
        }
        if (scorer->balanced().enabled)
            return find(scorer->balanced().resources);
        return 0;
    }

    NodeBreakdown breakdown(int node, const std::string& pod) const
    {
        NodeBreakdown out;
        out.pod = QString::fromStdString(pod);
        if (node < 0)
            return out;
        out.node = QString::fromStdString(state.nodeNames[static_cast<size_t>(node)]);
        const NodeState& n = state.nodes[static_cast<size_t>(node)];
        for (int r = 0; r < state.resources.size(); ++r) {
            ResourceUsage u;
            u.resource = QString::fromStdString(state.resources.name(r));
            u.allocatable = amountAt(n.allocatable, r);
            if (r == kPods) {
                u.onNode = n.podCount;
                u.pod = demand.podCount;
            } else {
                u.onNode = amountAt(n.requested, r);
                u.pod = amountAt(demand.requests, r);
            }
            u.weight = weightOf(r);
            u.scored = u.weight != 0;
            if (u.allocatable > 0 || u.onNode > 0 || u.pod > 0 || u.scored)
                out.resources.append(u);
        }
        return out;
    }

    // Where NodeResourcesFit evaluates the RequestedToCapacityRatio shape for
    // each node and resource: the utilization recorded in the plugin's own
    // trace (skipped resources, e.g. allocatable 0, have none).
    QVector<QPair<QString, double>> shapeMarkers() const
    {
        QVector<QPair<QString, double>> out;
        const FitConfig& fit = scorer->fit();
        if (!fit.enabled || fit.type != StrategyType::RequestedToCapacityRatio)
            return out;
        out.reserve(static_cast<qsizetype>(state.nodes.size() * fit.resources.size()));
        PluginTrace trace;
        for (size_t i = 0; i < state.nodes.size(); ++i) {
            trace.steps.clear();
            scorer->fitScore(demand, state.nodes[i], &trace, &state.resources);
            const QString node = QString::fromStdString(state.nodeNames[i]);
            for (const ResourceStep& step : trace.steps) {
                if (!step.skipped)
                    out.append({QStringLiteral("%1 · %2").arg(node, QString::fromStdString(step.name)),
                        static_cast<double>(step.utilization)});
            }
        }
        return out;
    }
};

} // namespace

int64_t pendingPodCount(const Workspace& ws)
{
    int64_t pending = 0;
    for (const Pod& p : ws.pods) {
        if (!p.nodeName)
            pending += p.replicas;
    }
    return pending;
}

NodeBreakdown computeBreakdown(const Workspace& ws, const Profile& profile, const std::string& pod,
    const std::string& node)
{
    const Scene scene(ws, profile, pod);
    return scene.breakdown(scene.nodeIndex(node), pod);
}

QVector<QPair<QString, double>> computeShapeMarkers(const Workspace& ws, const Profile& profile, const std::string& pod)
{
    return Scene(ws, profile, pod).shapeMarkers();
}

LiveResult computeLive(const LiveRequest& request, const std::atomic<bool>* cancel)
{
    QElapsedTimer total;
    total.start();
    LiveResult out;
    out.generation = request.generation;
    out.workspace = request.workspace;
    out.profileIndex = request.profileIndex;
    try {
        if (!request.workspace)
            throw std::invalid_argument("no workspace");
        const Workspace& ws = *request.workspace;
        if (request.profileIndex < 0 || static_cast<size_t>(request.profileIndex) >= ws.profiles.size()) {
            out.error = QCoreApplication::translate("bp::ui::LiveEngine", "The workspace has no profile number %1.")
                            .arg(request.profileIndex + 1);
            out.totalMs = static_cast<double>(total.nsecsElapsed()) / 1e6;
            return out;
        }
        const Profile& profile = ws.profiles[static_cast<size_t>(request.profileIndex)];

        QElapsedTimer phase;
        phase.start();
        if (request.pod.isEmpty() && pendingPodCount(ws) == 0) {
            out.scoreError = QCoreApplication::translate("bp::ui::LiveEngine", "There is no pending pod to score.");
        } else {
            try {
                const std::optional<std::string> pod
                    = request.pod.isEmpty() ? std::nullopt : std::optional(request.pod.toStdString());
                out.report = scorePod(ws, profile, pod, request.seed);
                out.hasReport = true;
                const Scene scene(ws, profile, out.report.pod);
                int node = scene.nodeIndex(request.selectedNode.toStdString());
                if (node < 0 && out.report.selected)
                    node = scene.nodeIndex(out.report.nodeNames[static_cast<size_t>(*out.report.selected)]);
                if (node < 0 && !out.report.nodeNames.empty())
                    node = scene.nodeIndex(out.report.nodeNames.front());
                out.breakdown = scene.breakdown(node, out.report.pod);
                out.shapeMarkers = scene.shapeMarkers();
                if (node >= 0) {
                    out.selectedNode = out.breakdown.node;
                    out.explanation = QString::fromStdString(
                        explainScore(ws, profile, out.selectedNode.toStdString(), out.report.pod));
                }
            } catch (const InputError& e) {
                out.hasReport = false;
                out.scoreError = errorText(e);
            }
        }
        out.scoreMs = static_cast<double>(phase.nsecsElapsed()) / 1e6;

        if (request.simulate) {
            phase.restart();
            SimulationOptions options;
            options.seed = request.seed;
            options.cancel = cancel;
            out.simulation = std::make_shared<const SimulationResult>(simulate(ws, profile, options));
            out.simulateMs = static_cast<double>(phase.nsecsElapsed()) / 1e6;
        } else if (!out.hasReport) {
            out.error = out.scoreError;
            out.totalMs = static_cast<double>(total.nsecsElapsed()) / 1e6;
            return out;
        }
        out.ok = true;
    } catch (const InputError& e) {
        out.error = errorText(e);
    } catch (const std::exception& e) {
        out.error = QCoreApplication::translate("bp::ui::LiveEngine", "Internal error: %1")
                        .arg(QString::fromLocal8Bit(e.what()));
    }
    out.totalMs = static_cast<double>(total.nsecsElapsed()) / 1e6;
    return out;
}

} // namespace bp::ui
