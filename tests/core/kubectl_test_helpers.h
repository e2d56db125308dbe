// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the kubectl import tests (test_kubectl_import, test_kubectl_errors,
// test_label_selector, test_cli_import_cluster).
#pragma once

#include "io/kubectl_import.h"

#include <QtTest/QtTest>
#include <algorithm>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(std::vector<std::string>)

namespace kubectl_test {

using namespace bp;

inline const std::string kSample = std::string(BP_EXAMPLES_DIR) + "/sample-cluster.kubectl.yaml";
inline const std::string kData = std::string(BP_TEST_DATA_DIR) + "/kubectl/";

inline std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// QCOMPARE prints QStrings, not std::strings.
#define COMPARE_STR(actual, expected) QCOMPARE(QString::fromStdString(actual), QString::fromStdString(expected))

// The message of the InputError `f` throws ("" when it throws none).
inline std::string errorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return e.what();
    }
    return {};
}

inline const Pod* findPod(const Workspace& ws, std::string_view name)
{
    auto it = std::find_if(ws.pods.begin(), ws.pods.end(), [&](const Pod& p) { return p.name == name; });
    return it == ws.pods.end() ? nullptr : &*it;
}

inline const Pod* findPodPrefix(const Workspace& ws, std::string_view prefix)
{
    auto it = std::find_if(ws.pods.begin(), ws.pods.end(), [&](const Pod& p) { return p.name.rfind(prefix, 0) == 0; });
    return it == ws.pods.end() ? nullptr : &*it;
}

inline std::string text(const ResourceList& r, std::string_view name)
{
    const auto* q = r.find(name);
    return q ? q->text() : std::string("<absent>");
}

inline std::string keys(const ResourceList& r)
{
    std::string out;
    for (const auto& [k, v] : r.entries)
        out += (out.empty() ? "" : ",") + k;
    return out;
}

inline bool hasWarning(const std::vector<Diagnostic>& warnings, const std::string& part)
{
    return std::any_of(warnings.begin(), warnings.end(),
        [&](const Diagnostic& d) { return d.toString().find(part) != std::string::npos; });
}

inline std::string allWarnings(const std::vector<Diagnostic>& warnings)
{
    return joinDiagnostics(warnings);
}

inline std::vector<std::string> podNames(const Workspace& ws)
{
    std::vector<std::string> out;
    for (const auto& p : ws.pods)
        out.push_back(p.name);
    return out;
}

inline std::vector<std::string> nodeNames(const Workspace& ws)
{
    std::vector<std::string> out;
    for (const auto& n : ws.nodes)
        out.push_back(n.name);
    return out;
}

} // namespace kubectl_test
