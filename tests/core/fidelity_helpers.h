// SPDX-License-Identifier: GPL-3.0-or-later
// Builders shared by the fidelity suites: they turn an upstream test case
// (nodes, existing pods, incoming pod, plugin arguments) into a bp::Workspace
// and a bp::Profile, and read one plugin's raw score back from a ScoreReport.
//
// Upstream helpers and how they map here:
//   st.MakeNode().Capacity({"cpu": "4000"})   -> cpu "4000" (4000 cores, the string is a Quantity)
//   makeNode(name, milliCPU, memory[, ext])   -> cpu "<milliCPU>m", memory "<bytes>", ext as plain counts
//   st.MakePod().Req(map)                     -> one container per Req call, keys exactly as given
//   st.MakePod().Container("c")               -> one container without requests (non-zero defaults apply)
//   st.MakePod().Obj()                        -> a pod without containers (requests nothing, no defaults)
//   st.MakePod().Node("n")                    -> nodeName: n (bound, counted on n)
#pragma once

#include "model/quantity.h"
#include "model/workspace.h"
#include "scoring/report.h"

#include <QByteArray>
#include <QString>
#include <QTest>

#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace fid {

using Res = std::initializer_list<std::pair<const char*, const char*>>;

inline bp::Quantity q(const std::string& text)
{
    std::string error;
    auto parsed = bp::Quantity::parse(text, &error);
    if (!parsed)
        throw std::runtime_error("fixture quantity \"" + text + "\" did not parse: " + error);
    return *parsed;
}

inline bp::ResourceList rl(Res items)
{
    bp::ResourceList list;
    for (const auto& [name, value] : items)
        list.set(name, q(value));
    return list;
}

inline bp::ResourceList milliMem(int64_t milliCpu, int64_t memoryBytes)
{
    bp::ResourceList list;
    list.set("cpu", q(std::to_string(milliCpu) + "m"));
    list.set("memory", q(std::to_string(memoryBytes)));
    return list;
}

inline bp::Container container(const bp::ResourceList& requests)
{
    bp::Container c;
    c.requests = requests;
    return c;
}

inline bp::Container sidecar(const bp::ResourceList& requests)
{
    bp::Container c;
    c.requests = requests;
    c.restartable = true;
    return c;
}

inline bp::Node node(const std::string& name, const bp::ResourceList& allocatable)
{
    bp::Node n;
    n.name = name;
    n.allocatable = allocatable;
    return n;
}

// A pod with one container per entry of `containers`.
inline bp::Pod pod(const std::string& name, std::optional<std::string> nodeName,
    const std::vector<bp::ResourceList>& containers, const std::vector<bp::Container>& initContainers = {},
    const bp::ResourceList& overhead = {})
{
    bp::Pod p;
    p.name = name;
    p.nodeName = std::move(nodeName);
    for (const auto& requests : containers)
        p.containers.push_back(container(requests));
    p.initContainers = initContainers;
    p.overhead = overhead;
    return p;
}

struct Weighted {
    std::string name;
    int64_t weight;
};

inline std::vector<bp::ResourceSpec> specs(const std::vector<Weighted>& resources)
{
    std::vector<bp::ResourceSpec> out;
    for (const auto& r : resources) {
        bp::ResourceSpec s;
        s.name = r.name;
        s.weight = r.weight;
        s.weightSet = true;
        out.push_back(s);
    }
    return out;
}

inline const std::vector<Weighted>& defaultResources()
{
    static const std::vector<Weighted> r {{"cpu", 1}, {"memory", 1}};
    return r;
}

inline bp::Profile kubeProfile(const std::string& version)
{
    bp::Profile p;
    p.name = "fidelity";
    p.scheduler = bp::SchedulerKind::KubeScheduler;
    p.kubernetesVersion = version;
    p.kubernetesVersionSet = true;
    p.pluginsSet = true;
    return p;
}

// Only NodeResourcesFit enabled, with the given scoring strategy.
inline bp::Profile fitProfile(const std::string& type, const std::vector<Weighted>& resources,
    const std::vector<bp::ShapePoint>& shape = {}, const std::string& version = "1.36")
{
    bp::Profile p = kubeProfile(version);
    p.fit.enabled = true;
    p.fitArgsSet = true;
    bp::ScoringStrategy strategy;
    strategy.type = type;
    strategy.resources = specs(resources);
    if (type == "RequestedToCapacityRatio") {
        strategy.hasRequestedToCapacityRatio = true;
        strategy.shape = shape;
    }
    p.fitArgs.scoringStrategy = strategy;
    return p;
}

// Only NodeResourcesBalancedAllocation enabled.
inline bp::Profile balancedProfile(const std::vector<Weighted>& resources, const std::string& version)
{
    bp::Profile p = kubeProfile(version);
    p.balanced.enabled = true;
    p.balancedArgsSet = true;
    p.balancedArgs.resources = specs(resources);
    return p;
}

inline bp::VolcanoArgument intArg(const std::string& key, int64_t value, const std::string& text = {})
{
    bp::VolcanoArgument a;
    a.key = key;
    a.kind = bp::VolcanoArgument::Kind::Int;
    a.text = text.empty() ? std::to_string(value) : text;
    a.intValue = value;
    return a;
}

inline bp::VolcanoArgument scalarArg(const std::string& key, bp::VolcanoArgument::Kind kind, const std::string& text,
    bool quoted = false)
{
    bp::VolcanoArgument a;
    a.key = key;
    a.kind = kind;
    a.text = text;
    a.quoted = quoted;
    return a;
}

inline bp::VolcanoArgument strArg(const std::string& key, const std::string& text, bool quoted = false)
{
    return scalarArg(key, bp::VolcanoArgument::Kind::String, text, quoted);
}

// binpack alone (plugins: {binpack: ...}): its own arithmetic, without
// nodeorder's scores (test_volcano_nodeorder.cpp has those).
inline bp::Profile volcanoProfile(const std::vector<bp::VolcanoArgument>& args)
{
    bp::Profile p;
    p.name = "volcano";
    p.scheduler = bp::SchedulerKind::Volcano;
    p.pluginsSet = true;
    p.nodeorderEnabled = false;
    p.binpackEnabled = true;
    p.binpackArguments = args;
    return p;
}

inline std::optional<double> pluginScore(const bp::NodeScore& node, const std::string& plugin, bool* found = nullptr)
{
    for (const auto& r : node.plugins) {
        if (r.plugin == plugin) {
            if (found)
                *found = true;
            return r.score;
        }
    }
    if (found)
        *found = false;
    return std::nullopt;
}

inline QString describe(const std::optional<double>& v)
{
    return v ? QString::number(*v, 'g', 17) : QStringLiteral("null (skipped)");
}

// Scores `podName` with `profile` through bp::scorePod and compares one
// plugin's raw score per node with the upstream list (nullopt: the plugin
// skips the pod). Every mismatch is reported with node, expected and got.
inline void expectPluginScores(const bp::Workspace& ws, const bp::Profile& profile, const std::string& podName,
    const std::string& plugin, const std::vector<std::optional<double>>& expected, double eps = 0.0)
{
    bp::ScoreReport report;
    try {
        report = bp::scorePod(ws, profile, podName);
    } catch (const bp::InputError& e) {
        QFAIL(qPrintable(QStringLiteral("scorePod threw InputError: %1").arg(QString::fromStdString(e.what()))));
    } catch (const std::exception& e) {
        QFAIL(qPrintable(QStringLiteral("scorePod threw: %1").arg(QString::fromStdString(e.what()))));
    }
    QCOMPARE(report.nodes.size(), expected.size());
    QString mismatches;
    for (size_t i = 0; i < expected.size(); ++i) {
        bool found = false;
        const auto got = pluginScore(report.nodes[i], plugin, &found);
        if (!found) {
            mismatches += QStringLiteral("\n  %1: plugin %2 missing from the report")
                              .arg(QString::fromStdString(ws.nodes[i].name), QString::fromStdString(plugin));
            continue;
        }
        bool same = got.has_value() == expected[i].has_value();
        if (same && got)
            same = eps == 0.0 ? *got == *expected[i] : std::abs(*got - *expected[i]) <= eps;
        if (!same)
            mismatches += QStringLiteral("\n  %1: expected %2, got %3")
                              .arg(QString::fromStdString(ws.nodes[i].name), describe(expected[i]), describe(got));
    }
    QVERIFY2(mismatches.isEmpty(), qPrintable(QStringLiteral("%1 scores differ from upstream:%2")
                                                  .arg(QString::fromStdString(plugin), mismatches)));
}

inline std::vector<std::optional<double>> ints(std::initializer_list<int64_t> values)
{
    std::vector<std::optional<double>> out;
    for (auto v : values)
        out.emplace_back(static_cast<double>(v));
    return out;
}

inline std::vector<std::optional<double>> skipped(size_t nodes)
{
    return std::vector<std::optional<double>>(nodes, std::nullopt);
}

// One upstream scoring case: the cluster, the profile, the incoming pod (a
// pending pod of `ws`) and the per-node raw plugin scores upstream expects.
struct ScoreCase {
    bp::Workspace ws;
    bp::Profile profile;
    std::string pod = "incoming";
    std::string plugin = "NodeResourcesFit";
    std::vector<std::optional<double>> expected;
};

inline bp::Workspace workspace(const std::vector<bp::Node>& nodes, const std::vector<bp::Pod>& existing,
    const bp::Pod& incoming)
{
    bp::Workspace ws;
    ws.nodes = nodes;
    ws.pods = existing;
    ws.pods.push_back(incoming);
    ws.sourceFile = "<fidelity>";
    return ws;
}

inline ScoreCase scoreCase(const bp::Profile& profile, const std::vector<bp::Node>& nodes,
    const std::vector<bp::Pod>& existing, const bp::Pod& incoming, std::vector<std::optional<double>> expected,
    const std::string& plugin = "NodeResourcesFit")
{
    ScoreCase c;
    c.profile = profile;
    c.ws = workspace(nodes, existing, incoming);
    c.ws.profiles.push_back(profile);
    c.pod = incoming.name;
    c.plugin = plugin;
    c.expected = std::move(expected);
    return c;
}

} // namespace fid

Q_DECLARE_METATYPE(fid::ScoreCase)
