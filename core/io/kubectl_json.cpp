// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl JSON exports through RapidJSON. The buffer is parsed in situ: string
// values stay where they are in the buffer, so a string's address is also its
// byte offset in the file, which gives positions for messages without a SAX
// state machine. Numbers are kept as their text (kParseNumbersAsStringsFlag),
// because apimachinery accepts a bare JSON number as a quantity and reads its
// digits exactly.
#include "io/kubectl_reader.h"
#include "io/json_comments.h"
#include "io/yaml_text_check.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

namespace bp::kubectl {

namespace {

// Line starts, recorded before the in-situ parse rewrites escaped strings
// (an escaped "\n" becomes a real newline byte in the buffer).
class LineIndex {
public:
    explicit LineIndex(const std::string& text)
    {
        starts_.reserve(text.size() / 32 + 1);
        starts_.push_back(0);
        const char* b = text.data();
        const char* e = b + text.size();
        for (const char* p = b; (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(e - p))));) {
            ++p;
            starts_.push_back(static_cast<uint32_t>(p - b));
        }
    }
    SourcePos pos(size_t offset) const
    {
        if (offset == kUnknown)
            return {};
        auto it = std::upper_bound(starts_.begin(), starts_.end(), static_cast<uint32_t>(offset));
        size_t line = static_cast<size_t>(it - starts_.begin()); // >= 1: starts_[0] == 0
        return { static_cast<int>(line), static_cast<int>(offset - starts_[line - 1] + 1) };
    }
    static constexpr size_t kUnknown = std::numeric_limits<size_t>::max();

private:
    std::vector<uint32_t> starts_;
};

struct JsonSource {
    const char* base;
    size_t size;
    const LineIndex* lines;

    size_t offsetOf(const char* p) const
    {
        return p >= base && p < base + size ? static_cast<size_t>(p - base) : LineIndex::kUnknown;
    }
};

class JsonView {
public:
    JsonView(const rapidjson::Value* v, const JsonSource* src, size_t fallback)
        : v_(v)
        , src_(src)
        , fallback_(fallback)
    {
    }

    bool isNull() const { return v_->IsNull(); }
    bool isMap() const { return v_->IsObject(); }
    bool isSeq() const { return v_->IsArray(); }
    bool isScalar() const { return v_->IsString(); } // strings and (raw) numbers
    std::string_view scalar() const { return { v_->GetString(), v_->GetStringLength() }; }
    bool isString() const { return v_->IsString() && quoted(); }
    std::optional<bool> boolean() const
    {
        if (v_->IsBool())
            return v_->GetBool();
        return std::nullopt;
    }
    const char* typeName() const
    {
        if (v_->IsObject())
            return BP_TEXT("bp::core", "a mapping");
        if (v_->IsArray())
            return BP_TEXT("bp::core", "a list");
        if (v_->IsString())
            return quoted() ? BP_TEXT("bp::core", "a string") : BP_TEXT("bp::core", "a number");
        if (v_->IsBool())
            return BP_TEXT("bp::core", "a boolean");
        return BP_TEXT("bp::core", "null");
    }

    // A key given twice: the last one counts, as in Go's encoding/json (and
    // so kubectl and the API server). RapidJSON keeps both members in order.
    std::optional<JsonView> get(std::string_view key) const
    {
        if (!v_->IsObject())
            return std::nullopt;
        for (auto m = v_->MemberEnd(); m != v_->MemberBegin();) {
            --m;
            if (m->name.GetStringLength() == key.size()
                && std::memcmp(m->name.GetString(), key.data(), key.size()) == 0)
                return JsonView(&m->value, src_, keyOffset(m->name));
        }
        return std::nullopt;
    }
    template <class F> void forEachMember(F&& f) const
    {
        for (auto m = v_->MemberBegin(); m != v_->MemberEnd(); ++m)
            f(std::string_view(m->name.GetString(), m->name.GetStringLength()),
                JsonView(&m->value, src_, keyOffset(m->name)));
    }
    template <class F> void forEachElement(F&& f) const
    {
        size_t here = offset();
        size_t i = 0;
        for (auto e = v_->Begin(); e != v_->End(); ++e, ++i)
            f(i, JsonView(e, src_, here));
    }

    // A string or number: where it starts. An object: its first key. Anything
    // else: the key it is the value of (or the enclosing value's position).
    SourcePos pos() const { return src_->lines->pos(offset()); }

private:
    bool quoted() const
    {
        const char* p = v_->GetString();
        return src_->offsetOf(p) != LineIndex::kUnknown && p > src_->base && p[-1] == '"';
    }
    size_t keyOffset(const rapidjson::Value& name) const
    {
        size_t off = src_->offsetOf(name.GetString());
        return off == LineIndex::kUnknown || off == 0 ? off : off - 1; // the opening quote
    }
    size_t offset() const
    {
        if (v_->IsString()) {
            size_t off = src_->offsetOf(v_->GetString());
            return off != LineIndex::kUnknown && quoted() ? off - 1 : off;
        }
        if (v_->IsObject() && v_->MemberCount() > 0)
            return keyOffset(v_->MemberBegin()->name);
        return fallback_;
    }

    const rapidjson::Value* v_;
    const JsonSource* src_;
    size_t fallback_;
};

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

} // namespace

void readJson(std::string& buffer, int file, Collected& out)
{
    if (buffer.size() >= std::numeric_limits<uint32_t>::max()) {
        out.error(file, {}, "",
            Phrase(
                BP_TEXT("bp::core", "the file is larger than %1; split the export (for example nodes and pods apart)"),
                { "4 GiB" }));
        return;
    }
    if (buffer.size() >= 3 && std::memcmp(buffer.data(), "\xEF\xBB\xBF", 3) == 0)
        std::memset(buffer.data(), ' ', 3); // a UTF-8 byte order mark
    // Names become workspace text, which must be UTF-8: checked over the whole
    // buffer first. (RapidJSON 1.1.0's own kParseValidateEncodingFlag reads
    // past the end of an in-situ buffer that ends inside a UTF-8 sequence.)
    if (auto bad = yamlio::checkText(buffer, "", true)) {
        out.error(file, { bad->line, bad->column }, "", std::move(bad->text));
        return;
    }
    const LineIndex lines(buffer);
    const JsonSource src { buffer.data(), buffer.size(), &lines };

    // Several JSON documents may follow each other (`jq` output, or two
    // exports appended to one file); each is read and dropped in turn.
    constexpr unsigned kFlags = rapidjson::kParseInsituFlag | rapidjson::kParseNumbersAsStringsFlag
        | rapidjson::kParseStopWhenDoneFlag | rapidjson::kParseIterativeFlag;
    size_t offset = 0;
    for (;;) {
        while (offset < buffer.size() && isJsonSpace(buffer[offset]))
            ++offset;
        if (offset >= buffer.size() || out.full())
            return;
        rapidjson::Document doc;
        rapidjson::InsituStringStream stream(buffer.data() + offset);
        doc.ParseStream<kFlags>(stream);
        if (doc.HasParseError()) {
            // A comment in a hand-edited export: RapidJSON stops at its '/'
            // (the buffer from there on is still as read: the in-situ parse
            // writes only behind where it reads).
            const size_t at = offset + doc.GetErrorOffset();
            if (yamlio::startsJsonComment(std::string_view(buffer).substr(std::min(at, buffer.size())))) {
                out.error(file, lines.pos(at), "", yamlio::jsonComment(buffer[at + 1]));
                return;
            }
            out.error(file, lines.pos(offset + doc.GetErrorOffset()), "",
                Phrase(BP_TEXT("bp::core", "invalid JSON: %1"), { rapidjson::GetParseError_En(doc.GetParseError()) }));
            return;
        }
        ObjectReader<JsonView>(out, file).readDocument(JsonView(&doc, &src, offset));
        offset += stream.Tell();
    }
}

} // namespace bp::kubectl
