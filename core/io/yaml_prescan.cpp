// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yaml_prescan.h"

#include "io/yaml_text_check.h"

#include <sstream>
#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

namespace bp::yamlio {

namespace {

Diagnostic diagAt(const std::string& file, const YAML::Mark& mark, Phrase message)
{
    Diagnostic d;
    d.file = file;
    if (!mark.is_null()) {
        d.line = mark.line + 1;
        d.column = mark.column + 1;
    }
    d.say(std::move(message));
    return d;
}

// Thrown by the event scanner to stop parsing once a limit is hit.
struct StopScan { };

constexpr const char* kTabIndent
    = BP_TEXT("bp::core", "a tab in the indentation; YAML allows only spaces there, indent with spaces");

// yaml-cpp reports a tab used for indentation as whatever it makes of the
// line ("illegal block entry", "end of map not found"): on a syntax error at
// 0-based `errorLine`, the first tab in the leading white space of a line up
// to that one (1-based line and column), if any. Not for JSON, where tabs
// between tokens are plain white space.
std::optional<SourcePos> indentationTab(std::string_view text, int errorLine)
{
    size_t start = 0;
    for (int line = 0; line <= errorLine && start < text.size(); ++line) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view l = text.substr(start, end - start);
        const size_t content = l.find_first_not_of(" \t");
        const size_t tab = l.find('\t');
        if (tab != std::string_view::npos && content != std::string_view::npos && tab < content && l[content] != '#'
            && l[content] != '\r')
            return SourcePos { line + 1, static_cast<int>(tab) + 1 };
        start = end + 1;
    }
    return std::nullopt;
}

bool startsLikeJson(std::string_view text)
{
    const size_t first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && (text[first] == '{' || text[first] == '[');
}

// A parser error, or the tab in the indentation that caused it.
Diagnostic syntaxError(const std::string& file, std::string_view text, const YAML::Mark& mark, Phrase what)
{
    if (!mark.is_null() && !startsLikeJson(text)) {
        if (auto tab = indentationTab(text, mark.line)) {
            Diagnostic d;
            d.file = file;
            d.line = tab->line;
            d.column = tab->column;
            d.say(Phrase(kTabIndent));
            return d;
        }
    }
    return diagAt(file, mark, what);
}

// The text was checked as UTF-8 before parsing, so a scalar that yaml-cpp
// decodes to something else came from one of its two faulty escapes.
Phrase badEscape()
{
    return Phrase(BP_TEXT("bp::core",
                      "yaml-cpp 0.7 decodes the escape %1 or %2 in this value to a byte that is not UTF-8; expected "
                      "%3 or %4 instead"),
        { "\\N", "\\_", "\\u0085", "\\u00a0" });
}

class Prescanner : public YAML::EventHandler {
public:
    explicit Prescanner(const std::string& file)
        : file_(file)
    {
    }

    std::vector<Diagnostic> diagnostics;
    int documents = 0;

    void OnDocumentStart(const YAML::Mark& mark) override
    {
        ++documents;
        if (documents > 1) {
            diagnostics.push_back(diagAt(file_, mark,
                Phrase(BP_TEXT("bp::core",
                           "a second YAML document starts here; expected exactly one document (remove the extra %1)"),
                    { "\"---\"" })));
            throw StopScan {};
        }
        stack_.clear();
        expanded_.assign(1, 0);
        open_.assign(1, false);
        raw_ = 0;
        rootSize_ = 0;
    }

    void OnDocumentEnd() override
    {
        if (rootSize_ > raw_ && rootSize_ - raw_ > kMaxAliasExpansion) {
            diagnostics.push_back(diagAt(file_, firstAlias_,
                Phrase(BP_TEXT("bp::core",
                           "YAML aliases expand this document to more than %1 extra nodes (an alias bomb?); expected "
                           "aliases that repeat small parts"),
                    { std::to_string(kMaxAliasExpansion) })));
            throw StopScan {};
        }
    }

    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override { leaf(mark, anchor, 1); }

    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, const std::string& value) override
    {
        if (!isUtf8(value)) {
            diagnostics.push_back(diagAt(file_, mark, badEscape()));
            throw StopScan {};
        }
        leaf(mark, anchor, 1);
    }

    void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override
    {
        if (firstAlias_.is_null())
            firstAlias_ = mark;
        if (anchor < open_.size() && open_[anchor]) {
            diagnostics.push_back(diagAt(file_, mark,
                Phrase(BP_TEXT("bp::core",
                    "this alias refers to a node that contains it (a cycle); expected an alias to a finished node"))));
            throw StopScan {};
        }
        const uint64_t size = anchor < expanded_.size() ? expanded_[anchor] : 1;
        checkDepth(mark);
        ++raw_; // one node in the text, `size` nodes once expanded
        add(size);
    }

    void OnSequenceStart(
        const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, YAML::EmitterStyle::value) override
    {
        open(mark, anchor);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(
        const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, YAML::EmitterStyle::value) override
    {
        open(mark, anchor);
    }
    void OnMapEnd() override { close(); }

private:
    struct Frame {
        YAML::anchor_t anchor;
        uint64_t size;
    };

    static uint64_t saturatingAdd(uint64_t a, uint64_t b)
    {
        const uint64_t cap = uint64_t(1) << 62;
        return (a > cap || b > cap || a + b > cap) ? cap : a + b;
    }

    void checkDepth(const YAML::Mark& mark)
    {
        if (static_cast<int>(stack_.size()) >= kMaxDepth) {
            diagnostics.push_back(diagAt(file_, mark,
                Phrase(
                    BP_TEXT("bp::core", "nesting is deeper than %1 levels; expected the flat structure of a workspace"),
                    { std::to_string(kMaxDepth) })));
            throw StopScan {};
        }
    }

    void remember(YAML::anchor_t anchor, uint64_t size)
    {
        if (anchor == 0)
            return;
        if (anchor >= expanded_.size()) {
            expanded_.resize(anchor + 1, 1);
            open_.resize(anchor + 1, false);
        }
        expanded_[anchor] = size;
    }

    void add(uint64_t size)
    {
        if (stack_.empty())
            rootSize_ = saturatingAdd(rootSize_, size);
        else
            stack_.back().size = saturatingAdd(stack_.back().size, size);
    }

    void leaf(const YAML::Mark& mark, YAML::anchor_t anchor, uint64_t size)
    {
        checkDepth(mark);
        ++raw_;
        remember(anchor, size);
        add(size);
    }

    void open(const YAML::Mark& mark, YAML::anchor_t anchor)
    {
        checkDepth(mark);
        ++raw_;
        if (anchor != 0) {
            remember(anchor, 1);
            open_[anchor] = true;
        }
        stack_.push_back({ anchor, 1 });
    }

    void close()
    {
        const Frame frame = stack_.back();
        stack_.pop_back();
        if (frame.anchor != 0) {
            remember(frame.anchor, frame.size);
            open_[frame.anchor] = false;
        }
        add(frame.size);
    }

    const std::string& file_;
    std::vector<Frame> stack_;
    std::vector<uint64_t> expanded_;
    std::vector<bool> open_;
    uint64_t raw_ = 0;
    uint64_t rootSize_ = 0;
    YAML::Mark firstAlias_ = YAML::Mark::null_mark();
};

} // namespace

std::vector<Diagnostic> prescan(std::string_view text, const std::string& file, bool* empty)
{
    Prescanner scanner(file);
    std::istringstream in { std::string(text) };
    try {
        YAML::Parser parser(in);
        while (parser.HandleNextDocument(scanner)) { }
    } catch (const StopScan&) {
    } catch (const YAML::DeepRecursion& e) {
        scanner.diagnostics.push_back(diagAt(file, e.mark,
            Phrase(
                BP_TEXT("bp::core", "nesting is far deeper than %1 levels; expected the flat structure of a workspace"),
                { std::to_string(kMaxDepth) })));
    } catch (const YAML::ParserException& e) {
        scanner.diagnostics.push_back(
            syntaxError(file, text, e.mark, Phrase(BP_TEXT("bp::core", "YAML syntax error: %1"), { e.msg })));
    } catch (const YAML::Exception& e) {
        scanner.diagnostics.push_back(diagAt(file, e.mark, Phrase(BP_TEXT("bp::core", "YAML error: %1"), { e.msg })));
    }
    if (empty)
        *empty = scanner.documents == 0 && scanner.diagnostics.empty();
    return scanner.diagnostics;
}

namespace {

// Records where each document starts; stops a document that starts where the
// previous one did (the parser made no progress).
class ProgressWatch : public YAML::EventHandler {
public:
    explicit ProgressWatch(int maxDepth)
        : maxDepth_(maxDepth)
    {
    }

    std::optional<YAML::Mark> stuckAt;
    std::optional<YAML::Mark> badEscapeAt;
    std::optional<YAML::Mark> tooDeepAt;

    void OnDocumentStart(const YAML::Mark& mark) override
    {
        if (started_ && mark.pos <= last_.pos) {
            stuckAt = mark;
            throw StopScan {};
        }
        started_ = true;
        last_ = mark;
    }
    void OnDocumentEnd() override { }
    void OnNull(const YAML::Mark&, YAML::anchor_t) override { }
    void OnAlias(const YAML::Mark&, YAML::anchor_t) override { }
    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t, const std::string& value) override
    {
        if (!isUtf8(value)) {
            badEscapeAt = mark;
            throw StopScan {};
        }
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        enter(mark);
    }
    void OnSequenceEnd() override { --depth_; }
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        enter(mark);
    }
    void OnMapEnd() override { --depth_; }

private:
    void enter(const YAML::Mark& mark)
    {
        if (++depth_ > maxDepth_) {
            tooDeepAt = mark;
            throw StopScan {};
        }
    }

    int maxDepth_;
    int depth_ = 0;
    bool started_ = false;
    YAML::Mark last_;
};

} // namespace

Phrase tooDeep(int maxDepth)
{
    return Phrase(BP_TEXT("bp::core", "nesting is deeper than %1 levels"), { std::to_string(maxDepth) });
}

std::optional<StreamProblem> checkStream(std::string_view text, int maxDepth)
{
    auto at = [](StreamProblem::Kind kind, const YAML::Mark& mark, Phrase what) {
        StreamProblem p;
        p.kind = kind;
        if (!mark.is_null() && mark.line >= 0) {
            p.line = mark.line + 1;
            p.column = mark.column + 1;
        }
        p.detail = what.english();
        p.what = std::move(what);
        return p;
    };
    ProgressWatch watch(maxDepth);
    std::istringstream in { std::string(text) };
    try {
        YAML::Parser parser(in);
        while (parser.HandleNextDocument(watch)) { }
    } catch (const StopScan&) {
        if (watch.tooDeepAt)
            return at(StreamProblem::Kind::TooDeep, *watch.tooDeepAt, tooDeep(maxDepth));
        if (watch.badEscapeAt)
            return at(StreamProblem::Kind::Syntax, *watch.badEscapeAt, badEscape());
        return at(StreamProblem::Kind::Stuck, *watch.stuckAt,
            Phrase(BP_TEXT("bp::core",
                       "unexpected text after the end of a value; expected a new line with a key, or %1 before "
                       "another document"),
                { "\"---\"" }));
    } catch (const YAML::DeepRecursion& e) {
        // yaml-cpp's own limit, when maxDepth is above it; its message is "bad file".
        return at(StreamProblem::Kind::TooDeep, e.mark,
            Phrase(BP_TEXT("bp::core", "nesting is deeper than yaml-cpp can read")));
    } catch (const YAML::Exception& e) {
        Diagnostic d = syntaxError("", text, e.mark, verbatim(e.msg));
        StreamProblem p;
        p.line = d.line;
        p.column = d.column;
        p.detail = d.message;
        p.what = std::move(d.text);
        return p;
    }
    return std::nullopt;
}

} // namespace bp::yamlio
