// SPDX-License-Identifier: GPL-3.0-or-later
// The step-by-step account of one node's score, as structured lines: what
// each line is about (the filter, a plugin, a resource, a formula, a note),
// and its sentence as a Phrase. The CLI prints english(), which is the
// `explain` output; the window renders the same lines in the user's language
// (ui/util/phrase_text.h).
#pragma once

#include "util/phrase.h"

#include <string>
#include <vector>

namespace bp {

struct ExplainLine {
    enum class Kind {
        Blank,    // an empty line between sections
        Heading,  // profile, scheduler and release, pod and node
        Filter,   // the filter's verdict (reasons quoted as the scheduler prints them)
        Plugin,   // a score plugin's heading: name, strategy, weight
        Rule,     // how the plugin counts requests, the shape it uses
        Resource, // one resource: requested, used, allocatable
        Formula,  // a computation with its numbers (the Go expression it mirrors)
        Note,     // something the scheduler does that looks wrong, or a release rule
        Total,    // the node's total
    };
    Kind kind = Kind::Blank;
    std::string plugin;   // the plugin a line belongs to ("" for heading, filter, total)
    std::string resource; // the resource a Resource or Formula line is about, or ""
    int indent = 0;       // spaces before the text
    Phrase text;
};

struct Explanation {
    std::vector<ExplainLine> lines;
    // Each line indented, its phrase rendered (Phrase::render), "\n".
    std::string render(const Phrase::Lookup& lookup) const;
    // The `explain` output.
    std::string english() const { return render({}); }
};

} // namespace bp
