// SPDX-License-Identifier: GPL-3.0-or-later
// The one bounded reader (util/read_file.h) and the documented limits of each
// reader that uses it (README, "Limits"), each at the limit and one byte over:
// regular files (sparse where large), /dev/zero, pipes fed by a writer thread,
// and a FIFO that nobody writes to, which must not hang.
#include "io/kubectl_import.h"
#include "io/scheduler_config_import.h"
#include "io/workspace_io.h"
#include "util/read_file.h"

#include <QTemporaryDir>
#include <QtTest>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace bp;

namespace {

double secondsSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

long peakRssMb()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}

// A file of `size` bytes: `head`, then a hole (NUL bytes, taking no disk).
void writeSparse(const std::string& path, const std::string& head, uint64_t size)
{
    {
        std::ofstream out(path, std::ios::binary);
        out << head;
    }
    QVERIFY(::truncate(path.c_str(), static_cast<off_t>(size)) == 0);
}

// A file of exactly `size` bytes: `head`, then '#' comment lines.
void writeCommented(const std::string& path, const std::string& head, uint64_t size)
{
    std::ofstream out(path, std::ios::binary);
    out << head;
    uint64_t left = size - head.size();
    const std::string line = "#" + std::string(1022, '-') + "\n";
    while (left >= line.size()) {
        out << line;
        left -= line.size();
    }
    if (left > 0)
        out << "#" << std::string(left - 1, '-');
}

// Pipes `bytes` bytes of `text` (repeated) into a pipe from a thread; the
// reader gets "/dev/fd/N" as <(...) gives it.
class PipeWriter {
public:
    PipeWriter(std::string text, uint64_t bytes)
    {
        if (::pipe(fds_) != 0)
            qFatal("pipe failed");
        thread_ = std::thread([this, text = std::move(text), bytes] {
            uint64_t left = bytes;
            std::string block;
            while (block.size() < 65536)
                block += text;
            while (left > 0) {
                const size_t n = static_cast<size_t>(std::min<uint64_t>(left, block.size()));
                const ssize_t w = ::write(fds_[1], block.data(), n);
                if (w <= 0)
                    break; // the reader stopped reading: EPIPE
                left -= static_cast<uint64_t>(w);
            }
            ::close(fds_[1]);
        });
    }
    ~PipeWriter()
    {
        ::close(fds_[0]); // a writer still writing gets EPIPE and ends
        thread_.join();
    }
    std::string path() const { return "/dev/fd/" + std::to_string(fds_[0]); }

private:
    int fds_[2] {};
    std::thread thread_;
};

std::string errorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return e.what();
    }
    return {};
}

} // namespace

class TestBoundedReader : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { std::signal(SIGPIPE, SIG_IGN); }

    void regularFileAtAndOverLimit()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("f").toStdString();
        writeCommented(path, "abc", 1000);
        ReadResult r = readBounded(path, 1000);
        QVERIFY(r.ok());
        QCOMPARE(r.text.size(), size_t(1000));
        QCOMPARE(r.text.substr(0, 3), std::string("abc"));
        r = readBounded(path, 999);
        QVERIFY(!r.ok());
        QCOMPARE(r.failure->kind, ReadFailure::Kind::TooLarge);
        QVERIFY(r.failure->sizeKnown);
        QCOMPARE(r.failure->size, uint64_t(1000));
        QCOMPARE(describeReadFailure(*r.failure, "a test file"),
            std::string("the file is 1000 bytes; a test file may be at most 999 bytes"));
    }

    void missingFileAndDirectory()
    {
        ReadResult r = readBounded("/nonexistent/x", 10);
        QCOMPARE(r.failure->kind, ReadFailure::Kind::Open);
        QCOMPARE(describeReadFailure(*r.failure, "x"), std::string("cannot open the file: No such file or directory"));
        r = readBounded(BP_TEST_DATA_DIR, 10);
        QCOMPARE(r.failure->kind, ReadFailure::Kind::Directory);
        QCOMPARE(describeReadFailure(*r.failure, "a workspace"), std::string("is a directory; expected a workspace"));
    }

    // The tester's report: /dev/zero grew to 10 GB and ended in bad_alloc.
    // It is refused at its first byte now, a NUL; an endless text stream
    // still stops at limit + 1 (endlessTextStreamStopsAtLimitPlusOne).
    void devZeroIsNotText()
    {
        const long before = peakRssMb();
        const auto t0 = std::chrono::steady_clock::now();
        const ReadResult r = readBounded("/dev/zero", 8u << 20);
        QVERIFY(!r.ok());
        QCOMPARE(r.failure->kind, ReadFailure::Kind::NotText);
        QCOMPARE(int(r.failure->byte), 0);
        QCOMPARE(r.failure->line, 1);
        QCOMPARE(r.failure->column, 1);
        QCOMPARE(describeReadFailure(*r.failure, "a workspace"),
            std::string("byte 0x00 is a control character, so this is not a text file; expected a workspace"));
        QVERIFY(secondsSince(t0) < 5);
        QVERIFY2(peakRssMb() - before < 64, "read far more than the limit");
    }

    void endlessTextStreamStopsAtLimitPlusOne()
    {
        const long before = peakRssMb();
        PipeWriter w("y\n", uint64_t(1) << 40);
        const ReadResult r = readBounded(w.path(), 8u << 20);
        QVERIFY(!r.ok());
        QCOMPARE(r.failure->kind, ReadFailure::Kind::TooLarge);
        QVERIFY(!r.failure->sizeKnown);
        QCOMPARE(r.failure->sizeText(), std::string("more than 8 MiB"));
        QVERIFY2(peakRssMb() - before < 64, "read far more than the limit");
    }

    // Which bytes end the reading, and where they are said to be. Only the
    // first 64 KiB are looked at: the parsers find the rest.
    void controlBytes_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("byte"); // -1: read
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("tab, CR, LF are text") << QByteArray("a:\t1\r\nb: 2\n") << -1 << 0 << 0;
        QTest::newRow("DEL and UTF-8 are text") << QByteArray("a: \x7f \xc3\xa9\n") << -1 << 0 << 0;
        QTest::newRow("NUL first") << QByteArray("\0", 1) << 0 << 1 << 1;
        QTest::newRow("SOH mid-line") << QByteArray("a\x01") << 1 << 1 << 2;
        QTest::newRow("ESC on line 3") << QByteArray("a\nb\n  \x1b") << 0x1b << 3 << 3;
        QTest::newRow("vertical tab") << QByteArray("a: b\x0b") << 0x0b << 1 << 5;
        QTest::newRow("form feed after CRLF") << QByteArray("a\r\n\x0c") << 0x0c << 2 << 1;
        QTest::newRow("UTF-16 with BOM") << QByteArray("\xff\xfe"
                                                       "a\0",
            4) << 0 << 1 << 4;
        QTest::newRow("last byte of the first 64 KiB")
            << (QByteArray(65535, 'x') + QByteArray("\x02")) << 2 << 1 << 65536;
        QTest::newRow("first byte after 64 KiB is left to the parser")
            << (QByteArray(65536, 'x') + QByteArray("\x02")) << -1 << 0 << 0;
    }
    void controlBytes()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, byte);
        QFETCH(int, line);
        QFETCH(int, column);
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/f.yaml").toStdString();
        {
            std::ofstream out(path, std::ios::binary);
            out.write(text.constData(), text.size());
        }
        for (const bool stream : { false, true }) {
            const ReadResult r = stream ? [&] {
                PipeWriter w(text.toStdString(), static_cast<uint64_t>(text.size()));
                return readBounded(w.path(), 1u << 20);
            }()
                                        : readBounded(path, 1u << 20);
            if (byte < 0) {
                QVERIFY2(r.ok(), stream ? "stream" : "file");
                QCOMPARE(r.text.size(), size_t(text.size()));
                continue;
            }
            QVERIFY2(!r.ok(), stream ? "stream" : "file");
            QCOMPARE(r.failure->kind, ReadFailure::Kind::NotText);
            QCOMPARE(int(r.failure->byte), byte);
            QCOMPARE(r.failure->line, line);
            QCOMPARE(r.failure->column, column);
        }
    }

    void pipeAtAndOverLimit()
    {
        {
            PipeWriter w("y\n", 100000);
            const ReadResult r = readBounded(w.path(), 100000);
            QVERIFY(r.ok());
            QCOMPARE(r.text.size(), size_t(100000));
        }
        {
            PipeWriter w("y\n", 100001);
            const ReadResult r = readBounded(w.path(), 100000);
            QVERIFY(!r.ok());
            QCOMPARE(r.failure->kind, ReadFailure::Kind::TooLarge);
            QCOMPARE(r.failure->size, uint64_t(100001));
        }
        {
            PipeWriter w("y\n", uint64_t(1) << 40); // endless, like `yes`
            const ReadResult r = readBounded(w.path(), 1u << 20);
            QCOMPARE(r.failure->kind, ReadFailure::Kind::TooLarge);
        }
    }

    // The limit chosen from the first bytes: kubectl JSON and YAML.
    void limitChosenFromTheHead()
    {
        auto pick = [](std::string_view head) -> uint64_t { return head.substr(0, 1) == "{" ? 300000 : 100000; };
        {
            PipeWriter w("{\n", 300000);
            QVERIFY(readBounded(w.path(), 300000, pick).ok());
        }
        {
            PipeWriter w("{\n", 300001);
            const ReadResult r = readBounded(w.path(), 300000, pick);
            QCOMPARE(r.failure->limit, uint64_t(300000));
        }
        {
            PipeWriter w("y\n", 100001);
            const ReadResult r = readBounded(w.path(), 300000, pick);
            QCOMPARE(r.failure->kind, ReadFailure::Kind::TooLarge);
            QCOMPARE(r.failure->limit, uint64_t(100000));
        }
        QTemporaryDir dir;
        const std::string path = dir.filePath("f").toStdString();
        writeSparse(path, "y", 100001);
        QCOMPARE(readBounded(path, 300000, pick).failure->limit, uint64_t(100000));
        writeCommented(path, "{", 100001);
        QVERIFY(readBounded(path, 300000, pick).ok());
        // The size is looked at before the bytes: a sparse file (NUL bytes)
        // over the limit is too large, one within it is not text.
        writeSparse(path, "y", 100001);
        QCOMPARE(int(readBounded(path, 300000, pick).failure->kind), int(ReadFailure::Kind::TooLarge));
        writeSparse(path, "y", 100000);
        QCOMPARE(int(readBounded(path, 300000, pick).failure->kind), int(ReadFailure::Kind::NotText));
    }

    // A FIFO with no writer blocked forever in open(); now it is refused after 10 s.
    void fifoWithoutWriterDoesNotHang()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("fifo").toStdString();
        QVERIFY(::mkfifo(path.c_str(), 0600) == 0);
        const auto t0 = std::chrono::steady_clock::now();
        const ReadResult r = readBounded(path, 1000);
        QVERIFY(secondsSince(t0) < 30); // the writer is waited for 10 s
        QVERIFY(!r.ok());
        QCOMPARE(r.failure->kind, ReadFailure::Kind::NoWriter);
        QCOMPARE(describeReadFailure(*r.failure, "a workspace"),
            std::string("no program opened this pipe for writing within 10 s; expected a workspace"));
        QCOMPARE(errorOf([&] { (void)readWorkspaceFile(path); }),
            "cannot read " + path + ": no program opened this pipe for writing within 10 s");
    }

    // A FIFO whose writer comes later (kubectl still fetching) is waited for.
    void fifoWithSlowWriterIsRead()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("fifo").toStdString();
        QVERIFY(::mkfifo(path.c_str(), 0600) == 0);
        std::thread writer([&] {
            const int fd = ::open(path.c_str(), O_WRONLY); // waits for the reader
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            (void)!::write(fd, "hello\n", 6);
            ::close(fd);
        });
        // The reader must be there before the writer's open returns: retry
        // while the writer has not opened yet (the reader then sees no writer).
        std::this_thread::sleep_for(std::chrono::milliseconds(100)); // the writer waits in open()
        ReadResult r;
        for (int i = 0; i < 100; ++i) {
            r = readBounded(path, 1000);
            if (r.ok() || r.failure->kind != ReadFailure::Kind::NoWriter)
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        writer.join();
        QVERIFY(r.ok());
        QCOMPARE(r.text, std::string("hello\n"));
    }

    // README "Limits": the workspace, at 32 MiB and one byte more.
    void workspaceLimit()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("ws.binpack.yaml").toStdString();
        const std::string head = "apiVersion: binpack-studio/v1alpha1\nkind: Workspace\nprofiles:\n- name: p\n";
        writeCommented(path, head, kMaxWorkspaceBytes);
        QCOMPARE(readWorkspaceFile(path).profiles.size(), size_t(1));
        writeCommented(path, head, kMaxWorkspaceBytes + 1);
        const std::string m = errorOf([&] { (void)readWorkspaceFile(path); });
        QVERIFY2(
            m.find("the file is more than 32 MiB; a workspace may be at most 32 MiB") != std::string::npos, m.c_str());
        PipeWriter w("#\n", uint64_t(1) << 40);
        const std::string p = errorOf([&] { (void)readWorkspaceFile(w.path()); });
        QVERIFY2(
            p.find("the file is more than 32 MiB; a workspace may be at most 32 MiB") != std::string::npos, p.c_str());
    }

    // README "Limits": a scheduler configuration, 16 MiB.
    void schedulerConfigLimit()
    {
        const std::string head = "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\n";
        std::string text = head;
        text.resize(kMaxSchedulerConfigBytes, '#'); // one long comment
        ImportResult r = importSchedulerConfig(text, "c.yaml");
        QVERIFY2(r.ok(), joinDiagnostics(r.diagnostics).c_str());
        text += '#';
        r = importSchedulerConfig(text, "c.yaml");
        QVERIFY(!r.ok());
        QCOMPARE(r.diagnostics.front().message,
            std::string("the file is more than 16 MiB; a scheduler configuration may be at most 16 MiB"));
    }

    // README "Limits": kubectl YAML 64 MiB, kubectl JSON 1024 MiB; over them
    // nothing more than the limit + 1 is read from a stream.
    void kubectlLimits()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("cluster.yaml").toStdString();
        const std::string node
            = "apiVersion: v1\nkind: Node\nmetadata: {name: n}\nstatus: {allocatable: {cpu: \"1\"}}\n";
        writeCommented(path, node, kMaxKubectlYamlBytes);
        QCOMPARE(importCluster({ path }, {}).nodes.size(), size_t(1));
        writeCommented(path, node, kMaxKubectlYamlBytes + 1);
        std::string m = errorOf([&] { (void)importCluster({ path }, {}); });
        QVERIFY2(m.find("this YAML export is more than 64 MiB; YAML above 64 MiB is not read") != std::string::npos,
            m.c_str());

        // JSON: a sparse file, "{" then NUL bytes: at the limit it is read
        // (and refused as not text at its second byte), one byte over it is
        // refused from its size.
        const std::string json = dir.filePath("cluster.json").toStdString();
        writeSparse(json, "{", kMaxKubectlJsonBytes + 1);
        m = errorOf([&] { (void)importCluster({ json }, {}); });
        QVERIFY2(m.find("this JSON export is more than 1024 MiB; JSON above 1024 MiB is not read") != std::string::npos,
            m.c_str());
        writeSparse(json, "{", kMaxKubectlJsonBytes);
        m = errorOf([&] { (void)importCluster({ json }, {}); });
        QVERIFY2(!m.empty() && m.find("1024 MiB") == std::string::npos, m.c_str());
    }

    void kubectlFromDevZeroAndEndlessPipe()
    {
        const long before = peakRssMb();
        std::string m = errorOf([] { (void)importCluster({ "/dev/zero" }, {}); });
        QVERIFY2(m.find("/dev/zero:1:1: byte 0x00 is a control character, so this is not a text file; expected a file "
                        "written by kubectl")
                != std::string::npos,
            m.c_str());
        PipeWriter w("y\n", uint64_t(1) << 40);
        m = errorOf([&] { (void)importCluster({ w.path() }, {}); });
        QVERIFY2(m.find("this YAML export is more than 64 MiB") != std::string::npos, m.c_str());
        QVERIFY2(peakRssMb() - before < 400, "read far more than the limit");
    }

    // <(kubectl get ...) keeps working: a pipe with a writer is read whole.
    void kubectlFromPipe()
    {
        const std::string node
            = "apiVersion: v1\nkind: Node\nmetadata: {name: n}\nstatus: {allocatable: {cpu: \"1\"}}\n";
        PipeWriter w(node, node.size());
        QCOMPARE(importCluster({ w.path() }, {}).nodes.size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestBoundedReader)
#include "test_bounded_reader.moc"
