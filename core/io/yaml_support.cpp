// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yaml_support.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <sstream>
#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

namespace bp::yamlio {

namespace {

std::string hexByte(unsigned char c)
{
    static const char* hex = "0123456789abcdef";
    return std::string("0x") + hex[c >> 4] + hex[c & 0xf];
}

// The code points YAML 1.1 (and so the scheduler's Go yaml.v2) reads as line
// breaks (NEL, LS, PS) or, past the start, a control character (BOM), while
// yaml-cpp reads them as text: the escape both read alike, or nullptr.
const char* yaml11Escape(unsigned cp)
{
    switch (cp) {
    case 0x85:
        return "\\u0085"; // not \N: yaml-cpp 0.7 decodes that to a lone byte 0x85
    case 0x2028:
        return "\\L";
    case 0x2029:
        return "\\P";
    case 0xfeff:
        return "\\uFEFF";
    default:
        return nullptr;
    }
}

std::string codePoint(unsigned c)
{
    static const char* hex = "0123456789ABCDEF";
    std::string s = "U+";
    for (int shift = 12; shift >= 0; shift -= 4)
        s += hex[(c >> shift) & 0xf];
    return s;
}

Diagnostic diagAt(const std::string& file, const YAML::Mark& mark, std::string message)
{
    Diagnostic d;
    d.file = file;
    if (!mark.is_null()) {
        d.line = mark.line + 1;
        d.column = mark.column + 1;
    }
    d.message = std::move(message);
    return d;
}

// Thrown by the event scanner to stop parsing once a limit is hit.
struct StopScan { };

constexpr const char* kTabIndent = "a tab in the indentation; YAML allows only spaces there, indent with spaces";

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
Diagnostic syntaxError(const std::string& file, std::string_view text, const YAML::Mark& mark, const std::string& what)
{
    if (!mark.is_null() && !startsLikeJson(text)) {
        if (auto tab = indentationTab(text, mark.line)) {
            Diagnostic d;
            d.file = file;
            d.line = tab->line;
            d.column = tab->column;
            d.message = kTabIndent;
            return d;
        }
    }
    return diagAt(file, mark, what);
}

// The text was checked as UTF-8 before parsing, so a scalar that yaml-cpp
// decodes to something else came from one of its two faulty escapes.
constexpr const char* kBadEscape = "yaml-cpp 0.7 decodes the escape \\N or \\_ in this value to a byte that is not "
                                   "UTF-8; expected \\u0085 or \\u00a0 instead";

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
                "a second YAML document starts here; expected exactly one document (remove the extra \"---\")"));
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
                "YAML aliases expand this document to more than " + std::to_string(kMaxAliasExpansion)
                    + " extra nodes (an alias bomb?); expected aliases that repeat small parts"));
            throw StopScan {};
        }
    }

    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override { leaf(mark, anchor, 1); }

    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, const std::string& value) override
    {
        if (!isUtf8(value)) {
            diagnostics.push_back(diagAt(file_, mark, kBadEscape));
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
                "this alias refers to a node that contains it (a cycle); expected an alias to a finished node"));
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
                "nesting is deeper than " + std::to_string(kMaxDepth)
                    + " levels; expected the flat structure of a workspace"));
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

// Go's strconv.ParseInt / ParseUint with base 0 (sign, 0x / 0o / 0b / leading
// 0 prefixes). Returns false on a syntax error; *overflow on a range error.
bool goParseMagnitude(std::string_view s, bool allowSign, bool& negative, uint64_t& magnitude, bool& overflow)
{
    negative = false;
    overflow = false;
    size_t i = 0;
    if (allowSign && i < s.size() && (s[i] == '+' || s[i] == '-')) {
        negative = s[i] == '-';
        ++i;
    }
    unsigned base = 10;
    if (i < s.size() && s[i] == '0' && i + 1 < s.size()) {
        const char p = s[i + 1];
        if (p == 'x' || p == 'X') {
            base = 16;
            i += 2;
        } else if (p == 'b' || p == 'B') {
            base = 2;
            i += 2;
        } else if (p == 'o' || p == 'O') {
            base = 8;
            i += 2;
        } else {
            base = 8;
            i += 1;
        }
    }
    if (i >= s.size())
        return false;
    uint64_t v = 0;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        unsigned d;
        if (c >= '0' && c <= '9')
            d = static_cast<unsigned>(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = static_cast<unsigned>(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            d = static_cast<unsigned>(c - 'A' + 10);
        else
            return false;
        if (d >= base)
            return false;
        if (v > (std::numeric_limits<uint64_t>::max() - d) / base)
            overflow = true;
        else
            v = v * base + d;
    }
    magnitude = v;
    return true;
}

// yaml.v2's yamlStyleFloat: ^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$
bool matchesYamlStyleFloat(std::string_view s)
{
    size_t i = 0;
    auto digits = [&] {
        const size_t start = i;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9')
            ++i;
        return i - start;
    };
    if (i < s.size() && (s[i] == '+' || s[i] == '-'))
        ++i;
    if (i < s.size() && s[i] == '.') {
        ++i;
        if (digits() == 0)
            return false;
    } else {
        if (digits() == 0)
            return false;
        if (i < s.size() && s[i] == '.') {
            ++i;
            digits();
        }
    }
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-'))
            ++i;
        if (digits() == 0)
            return false;
    }
    return i == s.size();
}

// strconv.ParseFloat on text already matching yamlStyleFloat: fails only on overflow.
bool goParseFloatInRange(std::string_view s)
{
    const std::string copy(s);
    errno = 0;
    const double v = std::strtod(copy.c_str(), nullptr);
    return !(errno == ERANGE && std::isinf(v));
}

bool inList(std::string_view s, std::initializer_list<const char*> list)
{
    return std::any_of(list.begin(), list.end(), [&](const char* w) { return s == w; });
}

} // namespace

Utf8 decodeUtf8(std::string_view text, size_t i, unsigned* cp, int* length)
{
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
        *cp = c;
        *length = 1;
        return Utf8::Ok;
    }
    if (c >= 0xc2 && c <= 0xdf) {
        *length = 2;
        *cp = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
        *length = 3;
        *cp = c & 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
        *length = 4;
        *cp = c & 0x07;
    } else {
        return Utf8::BadStart;
    }
    if (i + static_cast<size_t>(*length) > text.size())
        return Utf8::CutOff;
    for (int k = 1; k < *length; ++k) {
        const auto cc = static_cast<unsigned char>(text[i + static_cast<size_t>(k)]);
        if ((cc & 0xc0) != 0x80) {
            *length = k; // the breaking byte's offset
            return Utf8::Broken;
        }
        *cp = (*cp << 6) | (cc & 0x3f);
    }
    const bool overlong = (*length == 3 && *cp < 0x800) || (*length == 4 && *cp < 0x10000);
    if (overlong || *cp > 0x10ffff || (*cp >= 0xd800 && *cp <= 0xdfff))
        return Utf8::Invalid;
    return Utf8::Ok;
}

bool isUtf8(std::string_view text)
{
    for (size_t i = 0; i < text.size();) {
        unsigned cp = 0;
        int length = 0;
        if (decodeUtf8(text, i, &cp, &length) != Utf8::Ok)
            return false;
        i += static_cast<size_t>(length);
    }
    return true;
}

std::optional<Diagnostic> checkText(std::string_view text, const std::string& file, bool json)
{
    int line = 1;
    int column = 1;
    size_t i = 0;
    auto fail = [&](std::string message) {
        Diagnostic d;
        d.file = file;
        d.line = line;
        d.column = column;
        d.message = std::move(message);
        return d;
    };
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (c == '\n') {
                ++line;
                column = 1;
                ++i;
                continue;
            }
            if (c == '\r') {
                if (i + 1 < text.size() && text[i + 1] == '\n')
                    ++i;
                else if (!json)
                    return fail("a carriage return (U+000D) without a line feed after it; YAML readers disagree on "
                                "it (yaml-cpp keeps it in the text, the scheduler's yaml ends the line there): "
                                "expected LF or CRLF line ends, and \\r inside double quotes");
                ++line;
                column = 1;
                ++i;
                continue;
            }
            if ((c < 0x20 && c != '\t') || c == 0x7f)
                return fail("control character " + codePoint(c)
                    + " is not allowed in YAML; expected printable text (is this a binary file?)");
            ++column;
            ++i;
            continue;
        }
        int length = 0;
        unsigned cp = 0;
        switch (decodeUtf8(text, i, &cp, &length)) {
        case Utf8::Ok:
            break;
        case Utf8::BadStart:
            return fail("byte " + hexByte(c) + " is not valid UTF-8; expected UTF-8 text (save the file as UTF-8)");
        case Utf8::CutOff:
            return fail("the UTF-8 sequence starting with byte " + hexByte(c)
                + " is cut off at the end of the file; expected UTF-8 text");
        case Utf8::Broken:
            return fail("byte " + hexByte(c) + " starts a UTF-8 sequence that byte "
                + hexByte(static_cast<unsigned char>(text[i + static_cast<size_t>(length)]))
                + " breaks; expected UTF-8 text (save the file as UTF-8)");
        case Utf8::Invalid:
            return fail("byte " + hexByte(c) + " starts an invalid UTF-8 sequence; expected UTF-8 text");
        }
        if (cp >= 0x80 && cp <= 0x9f && cp != 0x85)
            return fail("control character " + codePoint(cp) + " is not allowed in YAML; expected printable text");
        // YAML 1.1, and so the scheduler's Go yaml.v2, breaks lines at NEL,
        // LS and PS; yaml-cpp keeps them as text. A BOM past the start is a
        // control character to yaml.v2. Escaped they mean the same to both.
        const char* escape = json || (cp == 0xfeff && i == 0) ? nullptr : yaml11Escape(cp);
        if (escape) {
            return fail(codePoint(cp)
                + " is a line break or control character to the scheduler's YAML reader "
                  "(Go yaml.v2) and text to yaml-cpp, so the two would read different values; expected "
                  "it escaped as "
                + escape + " inside double quotes");
        }
        i += static_cast<size_t>(length);
        ++column;
    }
    return std::nullopt;
}

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
            "nesting is far deeper than " + std::to_string(kMaxDepth)
                + " levels; expected the flat structure of a workspace"));
    } catch (const YAML::ParserException& e) {
        scanner.diagnostics.push_back(syntaxError(file, text, e.mark, "YAML syntax error: " + e.msg));
    } catch (const YAML::Exception& e) {
        scanner.diagnostics.push_back(diagAt(file, e.mark, "YAML error: " + e.msg));
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

bool startsJsonComment(std::string_view text)
{
    return text.size() >= 2 && text[0] == '/' && (text[1] == '/' || text[1] == '*');
}

std::string jsonCommentMessage(char second)
{
    return std::string("JSON has no comments; remove the ") + (second == '/' ? "// comment" : "/* comment */")
        + " (or write the file as YAML, where a comment starts with #)";
}

std::optional<Diagnostic> checkJsonComments(std::string_view text, const std::string& file)
{
    int line = 1;
    size_t lineStart = 0;
    bool inString = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            lineStart = i + 1;
        } else if (inString) {
            if (c == '\\')
                ++i; // the escaped character, never a quote that ends the string
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (startsJsonComment(text.substr(i))) {
            Diagnostic d;
            d.file = file;
            d.line = line;
            d.column = static_cast<int>(i - lineStart) + 1;
            d.message = jsonCommentMessage(text[i + 1]);
            return d;
        }
    }
    return std::nullopt;
}

std::string tooDeepMessage(int maxDepth)
{
    return "nesting is deeper than " + std::to_string(maxDepth) + " levels";
}

std::optional<StreamProblem> checkStream(std::string_view text, int maxDepth)
{
    auto at = [](StreamProblem::Kind kind, const YAML::Mark& mark, std::string detail) {
        StreamProblem p;
        p.kind = kind;
        if (!mark.is_null() && mark.line >= 0) {
            p.line = mark.line + 1;
            p.column = mark.column + 1;
        }
        p.detail = std::move(detail);
        return p;
    };
    ProgressWatch watch(maxDepth);
    std::istringstream in { std::string(text) };
    try {
        YAML::Parser parser(in);
        while (parser.HandleNextDocument(watch)) { }
    } catch (const StopScan&) {
        if (watch.tooDeepAt)
            return at(StreamProblem::Kind::TooDeep, *watch.tooDeepAt, tooDeepMessage(maxDepth));
        if (watch.badEscapeAt)
            return at(StreamProblem::Kind::Syntax, *watch.badEscapeAt, kBadEscape);
        return at(StreamProblem::Kind::Stuck, *watch.stuckAt,
            "unexpected text after the end of a value; expected a new line with a key, or \"---\" before "
            "another document");
    } catch (const YAML::DeepRecursion& e) {
        // yaml-cpp's own limit, when maxDepth is above it; its message is "bad file".
        return at(StreamProblem::Kind::TooDeep, e.mark, "nesting is deeper than yaml-cpp can read");
    } catch (const YAML::Exception& e) {
        const Diagnostic d = syntaxError("", text, e.mark, e.msg);
        StreamProblem p;
        p.line = d.line;
        p.column = d.column;
        p.detail = d.message;
        return p;
    }
    return std::nullopt;
}

Yaml11Value resolvePlainYaml11(std::string_view plain)
{
    Yaml11Value out;
    if (inList(plain, { "", "~", "null", "Null", "NULL" })) {
        out.type = Yaml11Type::Null;
        return out;
    }
    if (inList(plain,
            { "y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON", "n", "N", "no", "No", "NO",
                "false", "False", "FALSE", "off", "Off", "OFF" })) {
        out.type = Yaml11Type::Bool;
        return out;
    }
    if (inList(plain,
            { ".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF" })) {
        out.type = Yaml11Type::Float;
        return out;
    }
    const char first = plain[0];
    if (first == '.') {
        if (matchesYamlStyleFloat(plain) && goParseFloatInRange(plain))
            out.type = Yaml11Type::Float;
        return out;
    }
    if (!(first == '+' || first == '-' || (first >= '0' && first <= '9')))
        return out; // String
    std::string digits;
    digits.reserve(plain.size());
    for (char c : plain) {
        if (c != '_')
            digits += c;
    }
    bool negative = false;
    bool overflow = false;
    uint64_t magnitude = 0;
    if (goParseMagnitude(digits, true, negative, magnitude, overflow) && !overflow) {
        const uint64_t limit = negative ? uint64_t(1) << 63 : (uint64_t(1) << 63) - 1;
        if (magnitude <= limit) {
            out.type = Yaml11Type::Int;
            out.intValue = negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
            return out;
        }
    }
    bool unusedNegative = false;
    if (goParseMagnitude(digits, false, unusedNegative, magnitude, overflow) && !overflow) {
        out.type = Yaml11Type::Uint;
        return out;
    }
    if (matchesYamlStyleFloat(digits) && goParseFloatInRange(digits)) {
        out.type = Yaml11Type::Float;
        return out;
    }
    return out;
}

bool plainSyntaxOk(std::string_view text, bool flow)
{
    if (text.empty() || text.front() == ' ' || text.back() == ' ' || text.front() == '\t' || text.back() == '\t'
        || text.back() == ':')
        return false;
    static const std::string_view indicators = ",[]{}#&*!|>'\"%@`";
    if (indicators.find(text.front()) != std::string_view::npos)
        return false;
    if (text.front() == '-' || text.front() == '?' || text.front() == ':') {
        if (text.size() < 2 || text[1] == ' '
            || (flow && std::string_view(",[]{}").find(text[1]) != std::string_view::npos))
            return false;
    }
    if (text.find(": ") != std::string_view::npos || text.find(":\t") != std::string_view::npos
        || text.find(" #") != std::string_view::npos || text.find("\t#") != std::string_view::npos)
        return false;
    // In flow context yaml-cpp 0.7 stops a plain key at a '?' or ':' before
    // the ": " that follows it ("memory?: 1" is an "unknown token"): quoted.
    if (flow && text.find_first_of(",[]{}?:") != std::string_view::npos)
        return false;
    for (size_t i = 0; i < text.size();) {
        unsigned cp = 0;
        int length = 0;
        if (decodeUtf8(text, i, &cp, &length) != Utf8::Ok) {
            ++i;
            continue;
        }
        if ((cp < 0x20 && cp != '\t') || cp == 0x7f || yaml11Escape(cp))
            return false;
        i += static_cast<size_t>(length);
    }
    return true;
}

bool plainSafe(std::string_view text, bool flow)
{
    return plainSyntaxOk(text, flow) && text.find('\t') == std::string_view::npos
        && resolvePlainYaml11(text).type == Yaml11Type::String
        && !matchesYamlStyleFloat(text);
}

std::string doubleQuoted(std::string_view text)
{
    static const char* hex = "0123456789abcdef";
    std::string out = "\"";
    for (size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                out += "\\x";
                out += hex[c >> 4];
                out += hex[c & 0xf];
                break;
            }
            // NEL, LS, PS and a BOM: their escapes (checkText refuses them raw).
            unsigned cp = 0;
            int length = 0;
            const char* escape
                = c >= 0x80 && decodeUtf8(text, i, &cp, &length) == Utf8::Ok ? yaml11Escape(cp) : nullptr;
            if (escape) {
                out += escape;
                i += static_cast<size_t>(length) - 1;
            } else {
                out += ch;
            }
        }
    }
    out += '"';
    return out;
}

std::string scalarText(std::string_view text, bool flow)
{
    return plainSafe(text, flow) ? std::string(text) : doubleQuoted(text);
}

std::string blockEntry(int indent, std::string_view key, std::string_view value)
{
    // yaml-cpp measures from the key's first character to the ':' (1024 at
    // most); leave room for the separator.
    constexpr size_t kImplicitKeyLimit = 1000;
    const std::string pad(static_cast<size_t>(indent), ' ');
    std::string out = pad;
    if (key.size() <= kImplicitKeyLimit) {
        out.append(key).append(":");
    } else {
        out.append("? ").append(key).append("\n").append(pad).append(":");
    }
    if (!value.empty())
        out.append(" ").append(value);
    out += '\n';
    return out;
}

int editDistance(std::string_view a, std::string_view b)
{
    std::vector<int> prev(b.size() + 1);
    std::vector<int> cur(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        prev[j] = static_cast<int>(j);
    for (size_t i = 1; i <= a.size(); ++i) {
        cur[0] = static_cast<int>(i);
        for (size_t j = 1; j <= b.size(); ++j) {
            const int substitution = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({ prev[j] + 1, cur[j - 1] + 1, substitution });
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates)
{
    auto lower = [](std::string_view s) {
        std::string out(s);
        for (auto& c : out) {
            if (c >= 'A' && c <= 'Z')
                c = static_cast<char>(c - 'A' + 'a');
        }
        return out;
    };
    const std::string lw = lower(word);
    for (const auto& c : candidates) {
        if (lower(c) == lw)
            return c;
    }
    std::string best;
    int bestDistance = 3;
    for (const auto& c : candidates) {
        const int d = editDistance(lw, lower(c));
        if (d < bestDistance && d < static_cast<int>(std::max(word.size(), c.size()))) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

} // namespace bp::yamlio
