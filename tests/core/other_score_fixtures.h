// SPDX-License-Identifier: GPL-3.0-or-later
// The default profile's other score plugins as the tests read them: one
// plugin's normalised scores for the pod "p" on the nodes that pass the
// filters; and the release each configuration version is exported at.
#pragma once

#include "io/config_format.h"
#include "scoring/report.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace simfx {

// "44/66/77/100", or "skip" when PreScore returns Skip; `notes` (if given)
// receives the plugin's notes, one per line. The profile must score with
// exactly one of the plugins.
inline QString otherScores(const bp::Workspace& ws, const bp::Profile& profile, QString* notes = nullptr)
{
    const bp::ScoringScene sc = bp::buildScoringScene(ws, profile, std::string("p"));
    if (sc.otherScores.size() != 1)
        qFatal("expected one plugin, got %zu", sc.otherScores.size());
    const bp::OtherPluginScores& o = sc.otherScores.front();
    if (notes) {
        QStringList lines;
        for (const bp::Phrase& n : o.notes)
            lines << QString::fromStdString(n.english());
        *notes = lines.join('\n');
    }
    if (o.skipped)
        return "skip";
    QStringList out;
    for (int64_t s : o.score)
        out << QString::number(s);
    return out.join('/');
}

// A release each KubeSchedulerConfiguration version serves, for exporting a
// profile in every version: v1 1.36, v1beta3 1.28, v1beta2 1.24, v1beta1 1.22.
inline const char* releaseServing(bp::ConfigFormat f)
{
    switch (f) {
    case bp::ConfigFormat::KubeV1:
        return "1.36";
    case bp::ConfigFormat::KubeV1beta3:
        return "1.28";
    case bp::ConfigFormat::KubeV1beta2:
        return "1.24";
    default:
        return "1.22";
    }
}

} // namespace simfx
