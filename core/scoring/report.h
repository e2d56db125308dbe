// SPDX-License-Identifier: GPL-3.0-or-later
// One pod scored against every node (the `score` command), and the
// step-by-step explanation of one node's score (the `explain` command).
#pragma once

#include "model/workspace.h"
#include "scoring/cluster_state.h"
#include "scoring/default_scores.h"
#include "scoring/explanation.h"
#include "scoring/profile_scorer.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace bp {

struct ScoreReport {
    std::string profile;
    std::string pod;                        // the replica name scored
    std::vector<std::string> pluginNames;
    // The last `otherPlugins` of them are the default profile's other score
    // plugins (default_scores.h), which score feasible nodes only.
    size_t otherPlugins = 0;
    std::vector<std::string> nodeNames;
    std::vector<NodeScore> nodes;           // same order as the workspace's nodes
    std::optional<int> selected;            // index of the node the scheduler would pick
    // The scheduling cycle's error when the framework refuses a plugin's score
    // (ProfileScorer::scoreRangeError); selected is then empty.
    std::string error;
    std::string boundTo; // ScoringScene::boundTo
};

// What `score` and `explain` look at: the cluster with only the bound pods,
// the profile resolved against it, and the demand of one pod (every vector
// sized to the table). Throws InputError.
struct ScoringScene {
    ClusterState state;
    std::optional<ProfileScorer> scorer;
    PodDemand demand;
    std::string podName; // the replica name
    // A bound pod's node: the pod is taken off it first, as if it were
    // created again now (empty for a pending pod).
    std::string boundTo;
    // The default profile's other score plugins, and the pod's template
    // (an index into the workspace's pods, which must outlive the scene).
    std::shared_ptr<OtherScorer> others;
    int podTemplate = -1;
    // Their scores over the feasible nodes (scoreOthers()).
    std::vector<int> feasible;
    std::vector<OtherPluginScores> otherScores;
};
// The nodes that pass the filters, and the other plugins' scores over them.
void scoreOthers(ScoringScene& scene);
ScoringScene buildScoringScene(const Workspace& ws, const Profile& profile, const std::optional<std::string>& pod);
// The same from a cluster state built by buildClusterState() and a scorer
// compiled against its table (both taken over): one build serves several questions.
ScoringScene buildScoringScene(const Workspace& ws, ClusterState state, ProfileScorer scorer,
    const std::optional<std::string>& pod);
// `score` and `explain` (node: an index into scene.state.nodes) on a scene.
ScoreReport scoreScene(const ScoringScene& scene, const Profile& profile, uint64_t seed = 1);
// explainScene is explainLines(...).english().
std::string explainScene(const ScoringScene& scene, const Profile& profile, int node);
Explanation explainLines(const ScoringScene& scene, const Profile& profile, int node);

// The pod: its name or a replica name ("web-1"); default: the first pending pod.
// Only the bound pods are on the nodes. Throws InputError.
ScoreReport scorePod(const Workspace& ws, const Profile& profile, const std::optional<std::string>& pod = {},
    uint64_t seed = 1);

// Plain-text explanation in the style of the documentation's worked example.
std::string explainScore(const Workspace& ws, const Profile& profile, const std::string& node,
    const std::optional<std::string>& pod = {});
Explanation explainScoreLines(const Workspace& ws, const Profile& profile, const std::string& node,
    const std::optional<std::string>& pod = {});

// Finds a pod template and replica index by name ("web", "web-1"). Returns
// false when there is none.
bool findPodReplica(const Workspace& ws, const std::string& name, int* templateIndex, int64_t* replica);

} // namespace bp
