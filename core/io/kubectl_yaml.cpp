// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl YAML exports through yaml-cpp, one document after another (`---`).
#include "io/kubectl_reader.h"
#include "io/yaml11_scalars.h"
#include "io/yaml_prescan.h"
#include "io/yaml_text_check.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

namespace bp::kubectl {

namespace {

// A kubectl export nests a few dozen levels (managedFields the deepest);
// this stays below where yaml-cpp gives up with "bad file" and no position.
constexpr int kMaxDepth = 200;

class YamlView {
public:
    YamlView(YAML::Node n, SourcePos fallback)
        : n_(std::move(n))
        , fallback_(fallback)
    {
    }

    bool isNull() const { return n_.IsNull(); }
    bool isMap() const { return n_.IsMap(); }
    bool isSeq() const { return n_.IsSequence(); }
    bool isScalar() const { return n_.IsScalar(); }
    std::string_view scalar() const { return n_.Scalar(); }
    // A quoted scalar, or a plain one that YAML 1.1 (as kubectl reads it)
    // does not take for a number, boolean or null.
    bool isString() const
    {
        if (!n_.IsScalar())
            return false;
        return n_.Tag() != "?" || yamlio::resolvePlainYaml11(n_.Scalar()).type == yamlio::Yaml11Type::String;
    }
    std::optional<bool> boolean() const
    {
        bool b = false;
        if (n_.IsScalar() && YAML::convert<bool>::decode(n_, b))
            return b;
        return std::nullopt;
    }
    const char* typeName() const
    {
        switch (n_.Type()) {
        case YAML::NodeType::Map:
            return BP_TEXT("bp::core", "a mapping");
        case YAML::NodeType::Sequence:
            return BP_TEXT("bp::core", "a list");
        case YAML::NodeType::Scalar:
            if (!isString()) {
                const auto type = yamlio::resolvePlainYaml11(n_.Scalar()).type;
                return type == yamlio::Yaml11Type::Bool ? BP_TEXT("bp::core", "a boolean")
                                                        : BP_TEXT("bp::core", "a number");
            }
            return BP_TEXT("bp::core", "a string");
        default:
            return BP_TEXT("bp::core", "null");
        }
    }

    std::optional<YamlView> get(std::string_view key) const
    {
        if (!n_.IsMap())
            return std::nullopt;
        for (auto it = n_.begin(); it != n_.end(); ++it) {
            if (it->first.IsScalar() && it->first.Scalar() == key)
                return YamlView(it->second, markOf(it->first));
        }
        return std::nullopt;
    }
    template <class F> void forEachMember(F&& f) const
    {
        for (auto it = n_.begin(); it != n_.end(); ++it) {
            static const std::string kNoKey;
            f(std::string_view(it->first.IsScalar() ? it->first.Scalar() : kNoKey),
                YamlView(it->second, markOf(it->first)));
        }
    }
    template <class F> void forEachElement(F&& f) const
    {
        size_t i = 0;
        SourcePos here = pos();
        for (auto it = n_.begin(); it != n_.end(); ++it, ++i)
            f(i, YamlView(*it, here));
    }
    SourcePos pos() const
    {
        SourcePos p = markOf(n_);
        return p.line > 0 ? p : fallback_;
    }

private:
    static SourcePos markOf(const YAML::Node& n)
    {
        YAML::Mark m = n.Mark();
        if (m.is_null() || m.line < 0)
            return {};
        return { m.line + 1, m.column + 1 };
    }

    YAML::Node n_;
    SourcePos fallback_;
};

// "invalid YAML: " and what is wrong: our words, or yaml-cpp's (verbatim).
Phrase invalidYaml(Phrase what)
{
    return Phrase(BP_TEXT("bp::core", "invalid YAML: ")).then(std::move(what));
}

} // namespace

void readYaml(const std::string& text, int file, Collected& out)
{
    // yaml-cpp passes bytes that are not UTF-8 through into names, and the
    // workspace written from them could not be read back: refuse them here.
    if (auto bad = yamlio::checkText(text, "")) {
        out.error(file, { bad->line, bad->column }, "", std::move(bad->text));
        return;
    }
    // Syntax errors, and input on which yaml-cpp's LoadAll would never end.
    if (auto bad = yamlio::checkStream(text, kMaxDepth)) {
        Phrase message = invalidYaml(std::move(bad->what));
        if (bad->kind == yamlio::StreamProblem::Kind::TooDeep)
            message.then(Phrase(BP_TEXT("bp::core", "; a kubectl export nests a few dozen levels")));
        out.error(file, { bad->line, bad->column }, "", std::move(message));
        return;
    }
    std::vector<YAML::Node> docs;
    try {
        docs = YAML::LoadAll(text);
    } catch (const YAML::Exception& e) {
        SourcePos p = e.mark.is_null() ? SourcePos {} : SourcePos { e.mark.line + 1, e.mark.column + 1 };
        out.error(file, p, "", invalidYaml(verbatim(e.msg)));
        return;
    }
    try {
        for (const auto& doc : docs) {
            if (out.full())
                return;
            ObjectReader<YamlView>(out, file).readDocument(YamlView(doc, {}));
        }
    } catch (const YAML::Exception& e) {
        // Not expected (the views check types before they look inside), but a
        // message is better than a crash.
        SourcePos p = e.mark.is_null() ? SourcePos {} : SourcePos { e.mark.line + 1, e.mark.column + 1 };
        out.error(file, p, "", Phrase(BP_TEXT("bp::core", "cannot read this YAML: %1"), { e.msg }));
    }
}

} // namespace bp::kubectl
