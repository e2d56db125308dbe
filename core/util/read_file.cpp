// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/read_file.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

namespace bp {

namespace {

constexpr size_t kChunk = 64 * 1024;
constexpr uint64_t kMiB = uint64_t { 1 } << 20;
constexpr auto kWriterWait = std::chrono::seconds(10);

class Fd {
public:
    explicit Fd(int fd, bool owned)
        : fd_(fd)
        , owned_(owned)
    {
    }
    ~Fd()
    {
        if (owned_ && fd_ >= 0)
            ::close(fd_);
    }
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    int get() const { return fd_; }

private:
    int fd_;
    bool owned_;
};

ReadResult failed(ReadFailure::Kind kind, int error = 0)
{
    ReadResult r;
    r.failure = ReadFailure {};
    r.failure->kind = kind;
    r.failure->error = error;
    return r;
}

ReadResult tooLarge(uint64_t limit, uint64_t size, bool sizeKnown)
{
    ReadResult r = failed(ReadFailure::Kind::TooLarge);
    r.failure->limit = limit;
    r.failure->size = size;
    r.failure->sizeKnown = sizeKnown;
    return r;
}

// One read() of up to `want` bytes appended to *text: bytes read, 0 at the
// end, -1 with errno on failure. A descriptor that is (still) non-blocking,
// such as a standard input set so by its owner, is waited for with poll().
ssize_t readSome(int fd, std::string* text, size_t want)
{
    const size_t old = text->size();
    text->resize(old + want);
    while (true) {
        const ssize_t n = ::read(fd, text->data() + old, want);
        if (n >= 0) {
            text->resize(old + static_cast<size_t>(n));
            return n;
        }
        if (errno == EINTR)
            continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            pollfd p { fd, POLLIN, 0 };
            if (::poll(&p, 1, -1) >= 0 || errno == EINTR)
                continue;
        }
        const int saved = errno;
        text->resize(old);
        errno = saved;
        return -1;
    }
}

bool isControl(unsigned char c)
{
    return c < 0x20 && c != '\t' && c != '\n' && c != '\r';
}

// The first control byte in `head`, with its line and column.
std::optional<ReadFailure> controlByteIn(std::string_view head)
{
    const auto at
        = std::find_if(head.begin(), head.end(), [](char c) { return isControl(static_cast<unsigned char>(c)); });
    if (at == head.end())
        return std::nullopt;
    ReadFailure f;
    f.kind = ReadFailure::Kind::NotText;
    f.byte = static_cast<unsigned char>(*at);
    const std::string_view before = head.substr(0, static_cast<size_t>(at - head.begin()));
    f.line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
    const size_t lineStart = before.rfind('\n');
    f.column
        = 1 + static_cast<int>(lineStart == std::string_view::npos ? before.size() : before.size() - lineStart - 1);
    return f;
}

ReadResult notText(ReadFailure f)
{
    ReadResult r;
    r.failure = std::move(f);
    return r;
}

} // namespace

std::string ReadFailure::reason() const
{
    return std::strerror(error);
}

std::string mebibytes(uint64_t bytes)
{
    if (bytes % kMiB != 0 && bytes < 16 * kMiB) // small sizes (tests) in bytes
        return std::to_string(bytes) + " bytes";
    return std::to_string(bytes / kMiB) + " MiB";
}

OverSize overSize(uint64_t size, uint64_t limit, bool exact)
{
    if (!exact || mebibytes(size) == mebibytes(limit))
        return { mebibytes(limit), true };
    return { mebibytes(size), false };
}

std::string sizeOverLimit(uint64_t size, uint64_t limit, bool exact)
{
    const OverSize o = overSize(size, limit, exact);
    return o.moreThan ? "more than " + o.size : o.size;
}

std::string ReadFailure::sizeText() const
{
    return sizeOverLimit(size, limit, sizeKnown);
}

OverSize ReadFailure::overSize() const
{
    return bp::overSize(size, limit, sizeKnown);
}

ReadResult readBounded(const std::string& path, uint64_t limit, const LimitForHead& limitForHead)
{
    const bool isStdin = path == "-";
    // O_NONBLOCK: open() of a FIFO without a writer returns at once.
    Fd fd(isStdin ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY), !isStdin);
    if (fd.get() < 0)
        return failed(ReadFailure::Kind::Open, errno);
    struct stat st { };
    if (::fstat(fd.get(), &st) != 0)
        return failed(ReadFailure::Kind::Open, errno);
    if (S_ISDIR(st.st_mode))
        return failed(ReadFailure::Kind::Directory, EISDIR);
    const bool regular = S_ISREG(st.st_mode);
    const uint64_t fileSize = regular && st.st_size > 0 ? static_cast<uint64_t>(st.st_size) : 0;

    std::string text;
    if (!isStdin) {
        // A pipe that is empty and has no writer reads as its end even now;
        // one whose writer has not written yet says EAGAIN.
        if (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) {
            // A writer that has not opened the FIFO yet is waited for, up to
            // kWriterWait; one that opened it and is still working (EAGAIN)
            // as long as it takes; a writer that closed it without writing
            // leaves empty input.
            const auto deadline = std::chrono::steady_clock::now() + kWriterWait;
            while (true) {
                text.resize(kChunk);
                const ssize_t got = ::read(fd.get(), text.data(), kChunk);
                const int saved = errno;
                text.resize(got > 0 ? static_cast<size_t>(got) : 0);
                if (got > 0 || (got < 0 && (saved == EAGAIN || saved == EWOULDBLOCK)))
                    break;
                if (got < 0 && saved != EINTR)
                    return failed(ReadFailure::Kind::Read, saved);
                const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    deadline - std::chrono::steady_clock::now());
                if (left.count() <= 0)
                    return failed(ReadFailure::Kind::NoWriter);
                pollfd p { fd.get(), POLLIN, 0 };
                if (::poll(&p, 1, static_cast<int>(left.count())) > 0 && (p.revents & POLLHUP) && !(p.revents & POLLIN))
                    break; // a writer came and went: the input is empty
            }
        }
        const int flags = ::fcntl(fd.get(), F_GETFL);
        if (flags >= 0)
            (void)::fcntl(fd.get(), F_SETFL, flags & ~O_NONBLOCK);
    }

    uint64_t max = limit;
    bool limitChosen = !limitForHead;
    bool headChecked = false;
    if (limitChosen && fileSize > max)
        return tooLarge(max, fileSize, true);
    if (fileSize > 0)
        text.reserve(static_cast<size_t>(std::min<uint64_t>(fileSize, max) + 1));
    while (true) {
        if (!limitChosen && (text.size() >= kChunk || text.size() > max)) {
            max = limitForHead(text);
            limitChosen = true;
            if (fileSize > max)
                return tooLarge(max, fileSize, true);
        }
        // After the size: a file too large is refused as that, whatever it holds.
        if (!headChecked && text.size() >= kChunk) {
            headChecked = true;
            if (auto f = controlByteIn(std::string_view(text).substr(0, kChunk)))
                return notText(std::move(*f));
        }
        // Never more than max + 1 bytes: enough to know the input is too large.
        const uint64_t room = max + 1 - std::min<uint64_t>(text.size(), max + 1);
        if (room == 0) {
            return tooLarge(max, regular && fileSize > max ? fileSize : max + 1, regular && fileSize > max);
        }
        const ssize_t n = readSome(fd.get(), &text, static_cast<size_t>(std::min<uint64_t>(room, kChunk)));
        if (n < 0)
            return failed(errno == EISDIR ? ReadFailure::Kind::Directory : ReadFailure::Kind::Read, errno);
        if (n == 0)
            break;
    }
    if (!headChecked) {
        if (auto f = controlByteIn(text))
            return notText(std::move(*f));
    }
    if (!limitChosen) {
        max = limitForHead(text);
        if (text.size() > max)
            return tooLarge(max, text.size(), regular);
    }
    ReadResult r;
    r.text = std::move(text);
    return r;
}

Phrase fileTooLarge(const OverSize& size, uint64_t limit, const Phrase& what)
{
    Phrase p(
        size.moreThan ? BP_TEXT("bp::core", "the file is more than %1; ") : BP_TEXT("bp::core", "the file is %1; "),
        { size.size });
    p.then(what).then(Phrase(BP_TEXT("bp::core", " may be at most %1"), { mebibytes(limit) }));
    return p;
}

Phrase readFailurePhrase(const ReadFailure& f, const Phrase& what)
{
    switch (f.kind) {
    case ReadFailure::Kind::Open:
        return Phrase(BP_TEXT("bp::core", "cannot open the file: %1"), { f.reason() });
    case ReadFailure::Kind::Directory:
        return Phrase(BP_TEXT("bp::core", "is a directory; expected ")).then(what);
    case ReadFailure::Kind::NoWriter:
        return Phrase(BP_TEXT("bp::core", "no program opened this pipe for writing within %1; expected "),
            { std::to_string(kWriterWait.count()) + " s" })
            .then(what);
    case ReadFailure::Kind::Read:
        return Phrase(BP_TEXT("bp::core", "cannot read the file: %1"), { f.reason() });
    case ReadFailure::Kind::NotText: {
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02x", f.byte);
        return Phrase(
            BP_TEXT("bp::core", "byte %1 is a control character, so this is not a text file; expected "), { hex })
            .then(what);
    }
    case ReadFailure::Kind::TooLarge:
        break;
    }
    return fileTooLarge(f.overSize(), f.limit, what);
}

std::string describeReadFailure(const ReadFailure& f, const std::string& what)
{
    return readFailurePhrase(f, verbatim(what)).english();
}

std::string inputName(const std::string& path)
{
    return path == "-" ? "<stdin>" : path;
}

Diagnostic readFailureDiagnostic(const std::string& path, const ReadFailure& failure, const Phrase& what)
{
    Diagnostic d;
    d.file = inputName(path);
    d.line = failure.line;
    d.column = failure.column;
    d.say(readFailurePhrase(failure, what));
    return d;
}

std::optional<Diagnostic> readInputFile(
    const std::string& path, uint64_t limit, const std::string& what, std::string* text)
{
    ReadResult in = readBounded(path, limit);
    if (in.failure)
        return readFailureDiagnostic(path, *in.failure, verbatim(what));
    *text = std::move(in.text);
    return std::nullopt;
}

} // namespace bp
