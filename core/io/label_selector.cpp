// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/label_selector.h"

#include "util/go_int.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <unordered_set>

namespace bp {

namespace {

constexpr size_t kMaxNamePart = 63; // a label name part or value, in characters

bool isAlnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// ([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9], the shape of a label name and value.
bool isQualifiedNamePart(std::string_view s)
{
    if (s.empty() || !isAlnum(s.front()) || !isAlnum(s.back()))
        return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return isAlnum(c) || c == '-' || c == '_' || c == '.'; });
}

// A DNS-1123 subdomain: lower-case labels [a-z0-9]([-a-z0-9]*[a-z0-9])? joined by dots.
bool isDns1123Subdomain(std::string_view s)
{
    if (s.empty() || s.size() > 253)
        return false;
    size_t start = 0;
    while (start <= s.size()) {
        size_t dot = s.find('.', start);
        std::string_view label = s.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
        auto lowerAlnum = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
        if (label.empty() || !lowerAlnum(label.front()) || !lowerAlnum(label.back()))
            return false;
        if (!std::all_of(label.begin(), label.end(), [&](char c) { return lowerAlnum(c) || c == '-'; }))
            return false;
        if (dot == std::string_view::npos)
            break;
        start = dot + 1;
    }
    return true;
}

// ---- Lexer, token for token as apimachinery's -------------------------------

enum class Tok {
    End,
    ClosedPar,
    Comma,
    Not,
    DoubleEquals,
    Equals,
    Greater,
    Identifier,
    In,
    Less,
    NotEquals,
    NotIn,
    OpenPar
};

struct Token {
    Tok tok = Tok::End;
    std::string text;
    size_t column = 0; // 1-based
};

bool isWhitespace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
bool isSpecial(char c)
{
    switch (c) {
    case '=':
    case '!':
    case '(':
    case ')':
    case ',':
    case '>':
    case '<':
        return true;
    default:
        return false;
    }
}

std::optional<Tok> symbolToken(std::string_view s)
{
    if (s == ")")
        return Tok::ClosedPar;
    if (s == ",")
        return Tok::Comma;
    if (s == "!")
        return Tok::Not;
    if (s == "==")
        return Tok::DoubleEquals;
    if (s == "=")
        return Tok::Equals;
    if (s == ">")
        return Tok::Greater;
    if (s == "<")
        return Tok::Less;
    if (s == "!=")
        return Tok::NotEquals;
    if (s == "(")
        return Tok::OpenPar;
    return std::nullopt;
}

std::vector<Token> lex(std::string_view s)
{
    std::vector<Token> out;
    size_t i = 0;
    for (;;) {
        while (i < s.size() && isWhitespace(s[i]))
            ++i;
        if (i >= s.size()) {
            out.push_back({ Tok::End, "", s.size() + 1 });
            return out;
        }
        size_t start = i;
        if (isSpecial(s[i])) {
            // The longest run of special characters that is still a token.
            size_t len = 1;
            while (start + len < s.size() && isSpecial(s[start + len]) && symbolToken(s.substr(start, len + 1)))
                ++len;
            out.push_back({ *symbolToken(s.substr(start, len)), std::string(s.substr(start, len)), start + 1 });
            i = start + len;
        } else {
            while (i < s.size() && !isSpecial(s[i]) && !isWhitespace(s[i]))
                ++i;
            std::string word(s.substr(start, i - start));
            Tok t = word == "in" ? Tok::In : word == "notin" ? Tok::NotIn : Tok::Identifier;
            out.push_back({ t, std::move(word), start + 1 });
        }
    }
}

// ---- Parser ----------------------------------------------------------------

class Parser {
public:
    explicit Parser(std::string_view text)
        : tokens_(lex(text))
    {
    }

    std::optional<std::vector<LabelSelector::Requirement>> parse(Phrase* error)
    {
        std::vector<LabelSelector::Requirement> reqs;
        for (;;) {
            Token t = peek(true);
            if (t.tok == Tok::End)
                return reqs;
            if (t.tok != Tok::Identifier && t.tok != Tok::Not)
                return fail(error, t,
                    Phrase(BP_TEXT("bp::core", "expected %1, a label key or the end of the selector"), { "'!'" }));
            auto r = parseRequirement(error);
            if (!r)
                return std::nullopt;
            reqs.push_back(std::move(*r));
            Token sep = next(true);
            if (sep.tok == Tok::End)
                return reqs;
            if (sep.tok != Tok::Comma)
                return fail(
                    error, sep, Phrase(BP_TEXT("bp::core", "expected %1 or the end of the selector"), { "','" }));
            Token after = peek(true);
            if (after.tok != Tok::Identifier && after.tok != Tok::Not)
                return fail(
                    error, after, Phrase(BP_TEXT("bp::core", "expected a label key or %1 after %2"), { "'!'", "','" }));
        }
    }

private:
    // In a value position "in" and "notin" are plain words, as upstream.
    Token classify(Token t, bool values) const
    {
        if (values && (t.tok == Tok::In || t.tok == Tok::NotIn))
            t.tok = Tok::Identifier;
        return t;
    }
    Token peek(bool values) const { return classify(tokens_[pos_], values); }
    Token next(bool values)
    {
        Token t = classify(tokens_[pos_], values);
        if (pos_ + 1 < tokens_.size())
            ++pos_;
        return t;
    }

    // "found 'x' at column 3, " and what was expected.
    std::nullopt_t fail(Phrase* error, const Token& t, Phrase expected)
    {
        const std::string column = std::to_string(t.column);
        if (error) {
            *error = t.tok == Tok::End
                ? Phrase(BP_TEXT("bp::core", "found end of selector at column %1, "), { column })
                : Phrase(BP_TEXT("bp::core", "found %1 at column %2, "), { "'" + t.text + "'", column });
            error->then(std::move(expected));
        }
        return std::nullopt;
    }

    std::optional<LabelSelector::Requirement> parseRequirement(Phrase* error)
    {
        using Op = LabelSelector::Op;
        LabelSelector::Requirement r;
        bool negated = false;
        Token key = next(true);
        if (key.tok == Tok::Not) {
            negated = true;
            key = next(true);
        }
        if (key.tok != Tok::Identifier)
            return fail(error, key, Phrase(BP_TEXT("bp::core", "expected a label key")));
        if (Phrase why = checkLabelKey(key.text); !why.empty()) {
            if (error)
                *error = Phrase(BP_TEXT("bp::core", "invalid label key %1 at column %2: "),
                    { "\"" + key.text + "\"", std::to_string(key.column) })
                             .then(std::move(why));
            return std::nullopt;
        }
        r.key = key.text;
        Tok la = peek(true).tok;
        if (negated || la == Tok::End || la == Tok::Comma) {
            // "!key" (the caller rejects anything after it) or a bare "key".
            r.op = negated ? Op::DoesNotExist : Op::Exists;
            return r;
        }
        Token op = next(false);
        switch (op.tok) {
        case Tok::In:
            r.op = Op::In;
            break;
        case Tok::NotIn:
            r.op = Op::NotIn;
            break;
        case Tok::Equals:
        case Tok::DoubleEquals:
            r.op = Op::Equals;
            break;
        case Tok::NotEquals:
            r.op = Op::NotEquals;
            break;
        case Tok::Greater:
            r.op = Op::GreaterThan;
            break;
        case Tok::Less:
            r.op = Op::LessThan;
            break;
        default:
            return fail(error, op,
                Phrase(BP_TEXT("bp::core", "expected an operator: %1, %2, %3, %4, %5, %6 or %7"),
                    { "in", "notin", "=", "==", "!=", ">", "<" }));
        }
        size_t valuesColumn = peek(true).column;
        if (r.op == Op::In || r.op == Op::NotIn) {
            if (!parseValues(&r.values, error))
                return std::nullopt;
        } else {
            Tok v = peek(true).tok;
            if (v == Tok::End || v == Tok::Comma) {
                r.values.push_back(""); // "key=" selects the empty value
            } else {
                Token value = next(true);
                if (value.tok != Tok::Identifier)
                    return fail(error, value, Phrase(BP_TEXT("bp::core", "expected a label value")));
                r.values.push_back(value.text);
            }
        }
        for (const auto& v : r.values) {
            if (Phrase why = checkLabelValue(v); !why.empty()) {
                if (error)
                    *error = Phrase(BP_TEXT("bp::core", "invalid label value %1 for key %2 (column %3): "),
                        { "\"" + v + "\"", "\"" + r.key + "\"", std::to_string(valuesColumn) })
                                 .then(std::move(why));
                return std::nullopt;
            }
        }
        if ((r.op == Op::GreaterThan || r.op == Op::LessThan) && !goParseInt(r.values.front())) {
            if (error)
                *error = Phrase(BP_TEXT("bp::core", "the value %1 for %2 at column %3 must be an integer"),
                    { "\"" + r.values.front() + "\"", r.op == Op::GreaterThan ? "'>'" : "'<'",
                        std::to_string(valuesColumn) });
            return std::nullopt;
        }
        return r;
    }

    // "(" values ")" where values may be empty or hold empty entries: "()",
    // "(a,,b)" and "(,a)" all contain "" as upstream's parser reads them.
    bool parseValues(std::vector<std::string>* out, Phrase* error)
    {
        Token open = next(true);
        if (open.tok != Tok::OpenPar) {
            fail(error, open, Phrase(BP_TEXT("bp::core", "expected %1"), { "'('" }));
            return false;
        }
        std::unordered_set<std::string> seen(out->begin(), out->end()); // linear in the number of values
        auto add = [out, &seen](const std::string& v) {
            if (seen.insert(v).second)
                out->push_back(v);
        };
        Token t = peek(true);
        if (t.tok == Tok::ClosedPar) {
            next(true);
            add("");
            return true;
        }
        if (t.tok != Tok::Identifier && t.tok != Tok::Comma) {
            fail(error, t, Phrase(BP_TEXT("bp::core", "expected a value, %1 or %2"), { "','", "')'" }));
            return false;
        }
        for (;;) {
            Token v = next(true);
            if (v.tok == Tok::Identifier) {
                add(v.text);
                Token after = peek(true);
                if (after.tok == Tok::Comma)
                    continue;
                if (after.tok == Tok::ClosedPar)
                    break;
                fail(error, after, Phrase(BP_TEXT("bp::core", "expected %1 or %2"), { "','", "')'" }));
                return false;
            }
            if (v.tok == Tok::Comma) {
                if (out->empty())
                    add("");
                Tok after = peek(true).tok;
                if (after == Tok::ClosedPar || after == Tok::Comma)
                    add("");
                if (after == Tok::ClosedPar)
                    break;
                continue;
            }
            fail(error, v, Phrase(BP_TEXT("bp::core", "expected a value or %1"), { "','" }));
            return false;
        }
        next(true); // ')'
        return true;
    }

    std::vector<Token> tokens_;
    size_t pos_ = 0;
};

} // namespace

std::optional<LabelSelector::Op> operatorNamed(std::string_view op)
{
    using Op = LabelSelector::Op;
    static const std::pair<std::string_view, Op> kNames[] = { { "In", Op::In }, { "NotIn", Op::NotIn },
        { "Exists", Op::Exists }, { "DoesNotExist", Op::DoesNotExist }, { "Gt", Op::GreaterThan },
        { "Lt", Op::LessThan } };
    for (const auto& [name, value] : kNames)
        if (name == op)
            return value;
    return std::nullopt;
}

Phrase checkLabelKey(std::string_view key)
{
    std::string_view name = key;
    size_t slash = key.find('/');
    if (slash != std::string_view::npos) {
        std::string_view prefix = key.substr(0, slash);
        name = key.substr(slash + 1);
        if (prefix.empty())
            return Phrase(BP_TEXT("bp::core", "the prefix before %1 must not be empty"), { "'/'" });
        if (!isDns1123Subdomain(prefix))
            return Phrase(BP_TEXT("bp::core",
                              "the prefix %1 must be a DNS subdomain: lower-case letters, digits, %2 and %3, at "
                              "most %4 characters"),
                { "\"" + std::string(prefix) + "\"", "'-'", "'.'", "253" });
        if (name.find('/') != std::string_view::npos)
            return Phrase(BP_TEXT("bp::core", "a label key has at most one %1"), { "'/'" });
    }
    if (name.empty())
        return Phrase(BP_TEXT("bp::core", "the name part must not be empty"));
    if (name.size() > kMaxNamePart)
        return Phrase(
            BP_TEXT("bp::core", "the name part must be at most %1 characters"), { std::to_string(kMaxNamePart) });
    if (!isQualifiedNamePart(name))
        return Phrase(BP_TEXT("bp::core",
                          "the name part must consist of letters, digits, %1, %2 or %3, and start and end with a "
                          "letter or digit"),
            { "'-'", "'_'", "'.'" });
    return {};
}

Phrase checkLabelValue(std::string_view value)
{
    if (value.size() > kMaxNamePart)
        return Phrase(
            BP_TEXT("bp::core", "a label value must be at most %1 characters"), { std::to_string(kMaxNamePart) });
    if (!value.empty() && !isQualifiedNamePart(value))
        return Phrase(BP_TEXT("bp::core",
                          "a label value must be empty or consist of letters, digits, %1, %2 or %3, and start and "
                          "end with a letter or digit"),
            { "'-'", "'_'", "'.'" });
    return {};
}

namespace {

// [a-z0-9]([-a-z0-9]*[a-z0-9])? at most 63 long, its first character a
// letter when `letterFirst` (DNS-1035).
Phrase checkDnsLabel(std::string_view name, bool letterFirst)
{
    auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    auto lowerAlnum = [&](char c) { return lower(c) || (c >= '0' && c <= '9'); };
    if (name.empty())
        return Phrase(BP_TEXT("bp::core", "it must not be empty"));
    if (name.size() > kMaxNamePart)
        return Phrase(BP_TEXT("bp::core", "it must be at most %1 characters"), { std::to_string(kMaxNamePart) });
    const bool shape = (letterFirst ? lower(name.front()) : lowerAlnum(name.front())) && lowerAlnum(name.back())
        && std::all_of(name.begin(), name.end(), [&](char c) { return lowerAlnum(c) || c == '-'; });
    if (shape)
        return {};
    if (letterFirst)
        return Phrase(BP_TEXT("bp::core",
                          "a DNS-1035 label must consist of lower-case letters, digits or %1, start with a letter "
                          "and end with a letter or digit"),
            { "'-'" });
    return Phrase(BP_TEXT("bp::core",
                      "a DNS-1123 label must consist of lower-case letters, digits or %1, and start and end with a "
                      "letter or digit"),
        { "'-'" });
}

} // namespace

Phrase checkDns1123Label(std::string_view name)
{
    return checkDnsLabel(name, false);
}

Phrase checkDns1035Label(std::string_view name)
{
    return checkDnsLabel(name, true);
}

Phrase checkDns1123Subdomain(std::string_view name)
{
    if (name.empty())
        return Phrase(BP_TEXT("bp::core", "it must not be empty"));
    if (isDns1123Subdomain(name))
        return {};
    return Phrase(BP_TEXT("bp::core",
                      "a DNS-1123 subdomain must consist of lower-case letters, digits, %1 or %2, start and end with "
                      "a letter or digit, and have at most %3 characters"),
        { "'-'", "'.'", "253" });
}

std::optional<LabelSelector> LabelSelector::parse(std::string_view text, Phrase* error)
{
    Parser p(text);
    auto reqs = p.parse(error);
    if (!reqs)
        return std::nullopt;
    LabelSelector s;
    s.requirements_ = std::move(*reqs);
    return s;
}

std::optional<LabelSelector> LabelSelector::parse(std::string_view text, std::string* error)
{
    Phrase why;
    auto s = parse(text, &why);
    if (!s && error)
        *error = why.english();
    return s;
}

const std::string* LabelSelector::labelValue(
    const std::vector<std::pair<std::string, std::string>>& labels, std::string_view key)
{
    for (const auto& [k, value] : labels)
        if (k == key)
            return &value;
    return nullptr;
}

bool LabelSelector::requirementMatches(
    const Requirement& r, const std::vector<std::pair<std::string, std::string>>& labels)
{
    const std::string* v = labelValue(labels, r.key);
    auto inValues = [&r, v] { return std::find(r.values.begin(), r.values.end(), *v) != r.values.end(); };
    switch (r.op) {
    case Op::Equals:
    case Op::In:
        return v && inValues();
    case Op::NotEquals:
    case Op::NotIn:
        return !v || !inValues();
    case Op::Exists:
        return v != nullptr;
    case Op::DoesNotExist:
        return v == nullptr;
    case Op::GreaterThan:
    case Op::LessThan: {
        if (!v || r.values.size() != 1)
            return false;
        const auto have = goParseInt(*v);
        const auto want = goParseInt(r.values.front());
        if (!have || !want)
            return false;
        return r.op == Op::GreaterThan ? *have > *want : *have < *want;
    }
    }
    return false;
}

bool LabelSelector::matches(const std::vector<std::pair<std::string, std::string>>& labels) const
{
    return std::all_of(requirements_.begin(), requirements_.end(),
        [&labels](const Requirement& r) { return requirementMatches(r, labels); });
}

std::optional<LabelSelector> selectorFromSpec(const LabelSelectorSpec& spec, const Labels& podLabels,
    const std::vector<std::string>& matchKeys, const std::vector<std::string>& mismatchKeys)
{
    using Op = LabelSelector::Op;
    std::vector<LabelSelector::Requirement> reqs;
    auto one = [&reqs](const std::string& key, Op op, const std::string& value) {
        LabelSelector::Requirement r;
        r.key = key;
        r.op = op;
        r.values = { value };
        reqs.push_back(std::move(r));
    };
    for (const auto& [k, v] : spec.matchLabels)
        one(k, Op::Equals, v);
    for (const auto* keys : { &matchKeys, &mismatchKeys })
        for (const std::string& k : *keys)
            if (const std::string* v = LabelSelector::labelValue(podLabels, k))
                one(k, keys == &matchKeys ? Op::Equals : Op::NotEquals, *v);
    for (const LabelSelectorRequirement& e : spec.matchExpressions) {
        const std::optional<Op> op = operatorNamed(e.op);
        if (!op || *op == Op::GreaterThan || *op == Op::LessThan)
            return std::nullopt;
        LabelSelector::Requirement r;
        r.key = e.key;
        r.op = *op;
        r.values = e.values;
        reqs.push_back(std::move(r));
    }
    return LabelSelector(std::move(reqs));
}

} // namespace bp
