// SPDX-License-Identifier: GPL-3.0-or-later
#include "live/live_compute.h"

#include "text/phrase_text.h"

#include "util/diagnostic.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <exception>

namespace bp::ui {

NodeBreakdown toBreakdown(const NodeResources& resources)
{
    NodeBreakdown out;
    out.node = QString::fromStdString(resources.node);
    out.pod = QString::fromStdString(resources.pod);
    out.resources.reserve(static_cast<qsizetype>(resources.resources.size()));
    for (const ResourceUse& r : resources.resources)
        out.resources.append({QString::fromStdString(r.resource), r.onNode, r.pod, r.allocatable, r.scored, r.weight});
    return out;
}

QVector<QPair<QString, double>> toShapeMarkers(const std::vector<ShapeMarker>& markers)
{
    QVector<QPair<QString, double>> out;
    out.reserve(static_cast<qsizetype>(markers.size()));
    for (const ShapeMarker& m : markers)
        out.append({QStringLiteral("%1 · %2").arg(QString::fromStdString(m.node), QString::fromStdString(m.resource)),
            static_cast<double>(m.utilization)});
    return out;
}

NodeBreakdown computeBreakdown(const Workspace& ws, const Profile& profile, const std::string& pod,
    const std::string& node)
{
    const ScoringScene scene = buildScoringScene(ws, profile, pod);
    const auto it = scene.state.nodeIndex.find(node);
    return toBreakdown(nodeResources(scene, it == scene.state.nodeIndex.end() ? -1 : it->second));
}

QVector<QPair<QString, double>> computeShapeMarkers(const Workspace& ws, const Profile& profile, const std::string& pod)
{
    return toShapeMarkers(shapeMarkers(buildScoringScene(ws, profile, pod)));
}

LiveResult computeLive(const LiveRequest& request, const std::atomic<bool>* cancel,
    const std::function<void(int64_t done, int64_t total)>& progress)
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
            out.error = QCoreApplication::translate("bp::ui::LiveEngine", "The workspace has no profile number %1.").arg(request.profileIndex + 1);
            out.totalMs = static_cast<double>(total.nsecsElapsed()) / 1e6;
            return out;
        }
        if (request.compare) {
            std::optional<RepackSummary> repack;
            out.comparedWorkspace = request.workspace;
            if (request.compare->repack) {
                RepackSummary summary;
                out.comparedWorkspace
                    = std::make_shared<const Workspace>(repackWorkspace(ws, *request.compare->repack, &summary));
                repack = summary;
            }
            std::vector<const Profile*> chosen;
            for (size_t i : request.compare->profiles)
                chosen.push_back(&out.comparedWorkspace->profiles.at(i));
            CompareOptions options = request.compare->options;
            options.simulation.cancel = cancel;
            options.simulation.progress = progress;
            CompareResult result = compareProfiles(*out.comparedWorkspace, chosen, options);
            result.repack = repack;
            out.comparison = std::make_shared<const CompareResult>(std::move(result));
            out.ok = true;
            out.totalMs = static_cast<double>(total.nsecsElapsed()) / 1e6;
            return out;
        }
        AnalysisRequest question;
        if (!request.pod.isEmpty())
            question.pod = request.pod.toStdString();
        question.node = request.selectedNode.toStdString();
        question.simulate = request.simulate;
        question.seed = request.seed;
        question.cancel = cancel;
        Analysis a = analyze(ws, ws.profiles[static_cast<size_t>(request.profileIndex)], question);

        switch (a.scoreOutcome) {
        case ScoreOutcome::Scored:
            out.hasReport = true;
            out.report = std::move(a.report);
            out.selectedNode = QString::fromStdString(a.node);
            out.explanation = explanationText(a.explanation);
            out.breakdown = toBreakdown(a.breakdown);
            out.shapeMarkers = toShapeMarkers(a.shapeMarkers);
            out.packing = std::move(a.packing);
            out.nodesUsedBefore = a.nodesUsedBefore;
            out.nodesUsedAfter = a.nodesUsedAfter;
            break;
        case ScoreOutcome::NoPendingPod:
            out.scoreError = QCoreApplication::translate("bp::ui::LiveEngine", "There is no pending pod to score.");
            break;
        case ScoreOutcome::Refused:
            out.scoreError = diagnosticsText(a.scoreError);
            break;
        case ScoreOutcome::NotAsked:
            break;
        }
        out.simulation = std::move(a.simulation);
        out.scoreMs = a.scoreMs;
        out.simulateMs = a.simulateMs;
        if (!out.simulation && !out.hasReport) {
            out.error = out.scoreError;
            out.totalMs = static_cast<double>(total.nsecsElapsed()) / 1e6;
            return out;
        }
        out.ok = true;
    } catch (const InputError& e) {
        out.error = diagnosticsText(e.diagnostics());
    } catch (const std::exception& e) {
        out.error = QCoreApplication::translate("bp::ui::LiveEngine", "Internal error: %1").arg(QString::fromLocal8Bit(e.what()));
    }
    out.totalMs = static_cast<double>(total.nsecsElapsed()) / 1e6;
    return out;
}

} // namespace bp::ui
