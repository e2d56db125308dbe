// SPDX-License-Identifier: GPL-3.0-or-later
// The zh_CN translation: every message of the .ts is translated (none
// unfinished, vanished or empty), keeps its placeholders (%1, %n ...) and
// its shortcut marker; the .ts holds every string the sources mark with tr()
// (lupdate finds nothing new); and the .qm built from it is embedded under
// :/i18n and changes the window's strings when loaded.
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QSet>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Message {
    QString context;
    QString source;
    QStringList translations; // one, or the numerus forms
    QString type;             // "" (finished), "unfinished", "vanished", "obsolete"
    qint64 line = 0;
};

QVector<Message> readTs(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = "cannot open " + path;
        return {};
    }
    QVector<Message> out;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message"))
            out << m;
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == QLatin1String("TS") || name == QLatin1String("context")) {
            continue; // descend
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message();
            m.context = context;
            m.line = xml.lineNumber();
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (numerus) {
                while (xml.readNextStartElement())
                    m.translations << xml.readElementText(); // <numerusform>
            } else {
                m.translations << xml.readElementText();
            }
        } else {
            xml.skipCurrentElement(); // location, comment, extracomment, translatorcomment
        }
    }
    if (xml.hasError())
        *error = path + ": " + xml.errorString() + " at line " + QString::number(xml.lineNumber());
    return out;
}

QSet<QString> placeholders(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n|L\\d+)"));
    QSet<QString> out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out.insert(it.next().captured(0));
    return out;
}

// The shortcut marker: "&File" has one, "R&&D" does not.
bool hasMnemonic(const QString& s)
{
    for (int i = 0; i + 1 < s.size(); ++i) {
        if (s[i] == QLatin1Char('&')) {
            if (s[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return s[i + 1] != QLatin1Char(' ');
        }
    }
    return false;
}

const QString kTs = QStringLiteral(BP_SOURCE_DIR "/resources/translations/binpack-studio_zh_CN.ts");

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void everyMessageTranslated();
    void everySourceStringIsInTheTs();
    void qmIsEmbeddedAndTranslates();
};

void TestTranslations::everyMessageTranslated()
{
    QString error;
    const QVector<Message> messages = readTs(kTs, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(messages.size() > 100, qPrintable(QString::number(messages.size())));
    QStringList problems;
    for (const Message& m : messages) {
        const QString where = QStringLiteral("%1:%2 [%3] \"%4\"").arg(kTs).arg(m.line).arg(m.context, m.source.left(60));
        if (!m.type.isEmpty()) {
            problems << where + ": " + m.type;
            continue;
        }
        for (const QString& t : m.translations) {
            if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty()) {
                problems << where + ": empty translation";
                continue;
            }
            if (placeholders(t) != placeholders(m.source) && !m.source.contains(QStringLiteral("%n")))
                problems << where + ": placeholders differ in \"" + t + "\"";
            if (hasMnemonic(m.source) && !hasMnemonic(t))
                problems << where + ": the shortcut marker & is missing in \"" + t + "\"";
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 20).join(QLatin1Char('\n'))
                                            + (problems.size() > 20 ? QStringLiteral("\n... %1 in all").arg(problems.size())
                                                                    : QString())));
}

// lupdate over core/, ui/ and app/gui into a copy of the .ts: nothing may be new
// (a string added to the window without a translation) or gone.
void TestTranslations::everySourceStringIsInTheTs()
{
    const QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
    QVERIFY2(QFile::exists(lupdate), qPrintable(lupdate + " is missing (Debian: qt6-l10n-tools)"));
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("copy.ts"));
    QVERIFY(QFile::copy(kTs, copy));
    QProcess p;
    p.setWorkingDirectory(QStringLiteral(BP_SOURCE_DIR));
    p.start(lupdate, {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                         QStringLiteral("-tr-function-alias"), QStringLiteral("QT_TRANSLATE_NOOP+=BP_TEXT"),
                         QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app/gui"), QStringLiteral("-ts"), copy});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    QString error;
    QStringList fresh;
    for (const Message& m : readTs(copy, &error))
        if (m.type == QLatin1String("unfinished"))
            fresh << QStringLiteral("[%1] \"%2\"").arg(m.context, m.source);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(fresh.isEmpty(),
        qPrintable(QStringLiteral("strings without a zh_CN translation (cmake --build build --target "
                                  "update_translations, then translate them):\n")
            + fresh.join(QLatin1Char('\n'))));
    QCOMPARE(readTs(copy, &error).size(), readTs(kTs, &error).size()); // none gone either
}

void TestTranslations::qmIsEmbeddedAndTranslates()
{
    QTranslator t;
    QVERIFY2(t.load(QStringLiteral(":/i18n/binpack-studio_zh_CN.qm")), "the .qm is not embedded under :/i18n");
    QVERIFY(!t.isEmpty());
    QCOMPARE(t.language(), QStringLiteral("zh_CN"));
    QCOMPARE(t.translate("bp::ui::MainWindow", "&File"), QStringLiteral("文件(&F)"));
    QCOMPARE(t.translate("bp::ui::HelpController", "What Do These &Numbers Mean?"),
             QStringLiteral("这些数字是什么意思(&N)？"));
    // Terms of the Chinese Kubernetes documentation.
    QString error;
    int checked = 0;
    for (const Message& m : readTs(kTs, &error)) {
        if (m.translations.size() != 1 || m.source.contains(QStringLiteral("%n")))
            continue;
        const QString got = t.translate(m.context.toUtf8().constData(), m.source.toUtf8().constData());
        QCOMPARE(got, m.translations.front());
        ++checked;
    }
    QVERIFY(checked > 100);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
