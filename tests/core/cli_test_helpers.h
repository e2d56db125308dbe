// SPDX-License-Identifier: GPL-3.0-or-later
// Running the real binpack-cli binary from a test: its exit code, standard
// output and standard error, and the files the CLI suites read.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QtTest>

namespace cli_test {

struct Run {
    int code = -1;
    QString out, err;
};

// binpack-cli with these arguments; `input` is written to its standard input.
inline Run cli(const QStringList& args, const QByteArray& input = {})
{
    QProcess p;
    p.start(QStringLiteral(BP_CLI_PATH), args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        qFatal("binpack-cli did not finish");
    return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
}

inline QString example(const char* name)
{
    return QStringLiteral(BP_EXAMPLES_DIR "/") + QLatin1String(name);
}
inline QString data(const char* name)
{
    return QStringLiteral(BP_TEST_DATA_DIR "/") + QLatin1String(name);
}

// Standard output as a JSON object (a warning with both streams when it is not JSON).
inline QJsonObject json(const Run& r)
{
    QJsonParseError e;
    auto doc = QJsonDocument::fromJson(r.out.toUtf8(), &e);
    if (e.error != QJsonParseError::NoError)
        qWarning() << "not JSON:" << r.out << r.err;
    return doc.object();
}

} // namespace cli_test
