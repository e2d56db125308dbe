// SPDX-License-Identifier: GPL-3.0-or-later
// bp::Quantity against k8s.io/apimachinery pkg/api/resource. The tables quote
// quantity_test.go (TestQuantityParse, TestParseQuantityString,
// TestQuantityString, TestQuantityParseEmit, TestMilliNewSet, TestNewSet) and
// scale_int.go / amount.go for the rounding of the int64 views.
#include "model/quantity.h"
#include "util/number_text.h"

#include <QtTest>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>

using bp::Quantity;

Q_DECLARE_METATYPE(std::string)

namespace {

QVariant orNone(std::optional<int64_t> v) { return v ? QVariant(qint64(*v)) : QVariant(); }

// One parseValues row: input, expected milliValue(), expected value().
void addRow(const char* name, const char* input, std::optional<int64_t> milli, std::optional<int64_t> value)
{
    QTest::newRow(name) << QString::fromLatin1(input) << orNone(milli) << orNone(value);
}

Quantity mustParse(const char* text)
{
    std::string error;
    auto q = Quantity::parse(text, &error);
    if (!q)
        qFatal("cannot parse %s: %s", text, error.c_str());
    return *q;
}

} // namespace

class TestQuantity : public QObject {
    Q_OBJECT

private slots:
    void parseValues_data();
    void parseValues();
    void parseInvalid_data();
    void parseInvalid();
    void errorMessages_data();
    void errorMessages();
    void canonical_data();
    void canonical();
    void fromMilliAndValue_data();
    void fromMilliAndValue();
    void binaryCapOnMostNegative();
    void equalityIsByValue();
    void textIsKeptAsWritten();
    void defaultIsZero();
    void signAndZero();
    void toDouble();
    void readableAmounts_data();
    void readableAmounts();
};

void TestQuantity::parseValues_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QVariant>("milli"); // invalid: nullopt
    QTest::addColumn<QVariant>("value");

    // quantity_test.go TestQuantityParse: zero with every suffix.
    for (const char* z : {"0", "0n", "0u", "0m", "0Ki", "0k", "0Mi", "0M", "0Gi", "0G", "0Ti", "0T", "00", "-0", "+0", "0.0", "0e9"})
        addRow(z, z, qint64(0), qint64(0));

    // TestQuantityParse "Binary suffixes".
    addRow("1Ki", "1Ki", qint64(1024000), qint64(1024));
    addRow("8Ki", "8Ki", qint64(8 * 1024 * 1000), qint64(8 * 1024));
    addRow("7Mi", "7Mi", qint64(7LL * 1024 * 1024 * 1000), qint64(7LL * 1024 * 1024));
    addRow("6Gi", "6Gi", qint64(6LL * 1024 * 1024 * 1024 * 1000), qint64(6LL << 30));
    addRow("5Ti", "5Ti", qint64(5000LL << 40), qint64(5LL << 40));
    addRow("4Pi", "4Pi", qint64(4000LL << 50), qint64(4LL << 50));
    addRow("3Ei", "3Ei", std::nullopt, qint64(3LL << 60));
    addRow("100Ti", "100Ti", qint64(100000LL << 40), qint64(100LL << 40));

    // TestQuantityParse "Decimal suffixes".
    addRow("5n", "5n", qint64(1), qint64(1));
    addRow("4u", "4u", qint64(1), qint64(1));
    addRow("3m", "3m", qint64(3), qint64(1));
    addRow("9", "9", qint64(9000), qint64(9));
    addRow("8k", "8k", qint64(8000000), qint64(8000));
    addRow("50k", "50k", qint64(50000000), qint64(50000));
    addRow("7M", "7M", qint64(7000000000), qint64(7000000));
    addRow("6G", "6G", qint64(6000000000000), qint64(6000000000));
    addRow("5T", "5T", qint64(5000000000000000), qint64(5000000000000));
    addRow("2P", "2P", qint64(2000000000000000000), qint64(2000000000000000));
    addRow("1E", "1E", std::nullopt, qint64(1000000000000000000));

    // TestQuantityParse "Decimal exponents" and "Nonstandard but still parsable".
    addRow("1E-3", "1E-3", qint64(1), qint64(1));
    addRow("1e3", "1e3", qint64(1000000), qint64(1000));
    addRow("1E6", "1E6", qint64(1000000000), qint64(1000000));
    addRow("1E18", "1E18", std::nullopt, qint64(1000000000000000000));
    addRow("1e14", "1e14", qint64(100000000000000000), qint64(100000000000000));
    addRow("100.035k", "100.035k", qint64(100035000), qint64(100035));
    addRow("2e3", "2e3", qint64(2000000), qint64(2000));

    // TestQuantityParse "Things that look like floating point".
    addRow("0.001", "0.001", qint64(1), qint64(1));
    addRow("0.0005k", "0.0005k", qint64(500), qint64(1));
    addRow("0.5", "0.5", qint64(500), qint64(1));
    addRow("0.50000", "0.50000", qint64(500), qint64(1));
    addRow("0.5e-1", "0.5e-1", qint64(50), qint64(1));
    addRow("10.035M", "10.035M", qint64(10035000000), qint64(10035000));
    addRow("1.2e3", "1.2e3", qint64(1200000), qint64(1200));
    addRow("1.3E+6", "1.3E+6", qint64(1300000000), qint64(1300000));
    addRow("9.01", "9.01", qint64(9010), qint64(10));
    addRow("7.123456M", "7.123456M", qint64(7123456000), qint64(7123456));
    addRow("1.5", "1.5", qint64(1500), qint64(2));

    // TestQuantityParse "Things that saturate/round": finer than nano rounds up.
    addRow("3.001n", "3.001n", qint64(1), qint64(1));
    addRow("0.0000000001", "0.0000000001", qint64(1), qint64(1));
    addRow("0.1m", "0.1m", qint64(1), qint64(1));
    addRow("1n", "1n", qint64(1), qint64(1));
    addRow("12E", "12E", std::nullopt, std::nullopt);
    // "9Ei" and "9223372036854775807Ki" are capped at 2^63-1 (maxAllowed) upstream.
    addRow("9Ei capped", "9Ei", std::nullopt, qint64(std::numeric_limits<int64_t>::max()));
    addRow("8Ei capped", "8Ei", std::nullopt, qint64(std::numeric_limits<int64_t>::max()));
    addRow("9223372036854775807Ki capped", "9223372036854775807Ki", std::nullopt, qint64(std::numeric_limits<int64_t>::max()));

    // TestQuantityParse "We'll accept fractional binary stuff, too."
    addRow("100.035Ki", "100.035Ki", qint64(102435840), qint64(102436));
    addRow("0.5Mi", "0.5Mi", qint64(524288000), qint64(524288));
    addRow("0.05Gi", "0.05Gi", qint64(53687091200), qint64(53687092));
    addRow("1.5Gi", "1.5Gi", qint64(1610612736000), qint64(1610612736));

    // TestQuantityParse "Things written by trolls".
    addRow("0.000000000001Ki", "0.000000000001Ki", qint64(1), qint64(1));
    addRow(".001", ".001", qint64(1), qint64(1));
    addRow(".0001k", ".0001k", qint64(100), qint64(1));
    addRow("1.", "1.", qint64(1000), qint64(1));
    addRow("1.G", "1.G", qint64(1000000000000), qint64(1000000000));
    addRow(".5", ".5", qint64(500), qint64(1));

    // Signs (TestQuantityParse tries every row with "-" and "+"). Both views
    // are ceil(): toward +inf, as the header documents.
    addRow("-1", "-1", qint64(-1000), qint64(-1));
    addRow("+1", "+1", qint64(1000), qint64(1));
    addRow("-1.5", "-1.5", qint64(-1500), qint64(-1));
    addRow("-100m", "-100m", qint64(-100), qint64(0));
    addRow("-1Ki", "-1Ki", qint64(-1024000), qint64(-1024));

    // int64 edges: MilliValue/Value overflow gives nullopt, never a wrapped number.
    addRow("max int64", "9223372036854775807", std::nullopt, qint64(std::numeric_limits<int64_t>::max()));
    addRow("max int64 + 1", "9223372036854775808", std::nullopt, std::nullopt);
    addRow("min int64", "-9223372036854775808", std::nullopt, qint64(std::numeric_limits<int64_t>::min()));
    addRow("min int64 - 1", "-9223372036854775809", std::nullopt, std::nullopt);
    addRow("max milli", "9223372036854775807m", qint64(std::numeric_limits<int64_t>::max()), qint64(9223372036854776));
    addRow("max milli + 1", "9223372036854775.808", std::nullopt, qint64(9223372036854776));
    addRow("1e20", "1e20", std::nullopt, std::nullopt);
    addRow("1e38", "1e38", std::nullopt, std::nullopt);
    addRow("long fraction", "1.00000000000000000000000000000000000000000000000001", qint64(1001), qint64(2));
    addRow("tiny exponent", "1e-2000000000", qint64(1), qint64(1));
    addRow("zero huge exponent", "0e2000000000", qint64(0), qint64(0));
    addRow("leading zeros", "000000000000000000000000000000000000000000001k", qint64(1000000), qint64(1000));
}

void TestQuantity::parseValues()
{
    QFETCH(QString, input);
    QFETCH(QVariant, milli);
    QFETCH(QVariant, value);
    std::string error;
    const auto q = Quantity::parse(input.toStdString(), &error);
    QVERIFY2(q.has_value(), error.c_str());
    QCOMPARE(orNone(q->milliValue()), milli);
    QCOMPARE(orNone(q->value()), value);
    QCOMPARE(q->text(), input.toStdString());
}

void TestQuantity::parseInvalid_data()
{
    QTest::addColumn<QString>("input");
    // quantity_test.go TestQuantityParse "invalid" list (whitespace included).
    for (const char* s : {"1.1.M", "1+1.0M", "0.1mi", "0.1am", "aoeu", ".5i", "1i", "-3.01i", "-3.01e-", " 1", "1 "})
        QTest::newRow(s) << s;
    // TestQuantityParseNonNumericPanic.
    QTest::newRow("Non-Numeric") << "Non-Numeric";
    // Upstream ParseQuantity("") errors.
    QTest::newRow("empty") << "";
    // Our own: digitless numbers (upstream's scanner reads them as 0 although
    // its grammar requires digits), malformed exponents and suffixes.
    for (const char* s : {"Gi", ".", "-", "+", "-.", "m", "e3", "1.2.3", "1 Gi", "1GiB", "--1", "+-1", "1e", "1E+",
                          "1e-", "1e1.5", "1e3k", "1k3", "1KiB", "1K", "1gi", "1mm", "1Mi2", "1,5", "1_000", "0x10",
                          "1e99999999999", "1e2147483648", "1e40", "1Ei1", "\t1", "1\n"})
        QTest::newRow(s) << s;
    QTest::newRow("non-ASCII") << QString::fromUtf8("1\xc2\xb5");
    QTest::newRow("digits beyond 128 bits") << "1000000000000000000000000000000000000000";
    QTest::newRow("fraction too large") << "170141183460469231731687303715884105728.5";
}

void TestQuantity::parseInvalid()
{
    QFETCH(QString, input);
    std::string error;
    const auto q = Quantity::parse(input.toStdString(), &error);
    QVERIFY2(!q.has_value(), qPrintable(input));
    QVERIFY(!error.empty());
    QVERIFY2(error.find("is not a valid quantity: ") != std::string::npos, error.c_str());
    QVERIFY2(error.find('\n') == std::string::npos, error.c_str());
    // Without an error pointer it still fails, quietly.
    QVERIFY(!Quantity::parse(input.toStdString()).has_value());
}

void TestQuantity::errorMessages_data()
{
    QTest::addColumn<std::string>("input");
    QTest::addColumn<std::string>("message");
    QTest::newRow("unknown suffix") << std::string("12x")
                                    << std::string("\"12x\" is not a valid quantity: unknown suffix \"x\"; expected one of "
                                                   "n, u, m, k, M, G, T, P, E, Ki, Mi, Gi, Ti, Pi, Ei or an exponent (e.g. 1e3)");
    QTest::newRow("case hint") << std::string("1gi")
                               << std::string("\"1gi\" is not a valid quantity: unknown suffix \"gi\" (suffixes are "
                                              "case-sensitive: did you mean \"Gi\"?); expected one of n, u, m, k, M, G, "
                                              "T, P, E, Ki, Mi, Gi, Ti, Pi, Ei or an exponent (e.g. 1e3)");
    QTest::newRow("empty") << std::string()
                           << std::string("\"\" is not a valid quantity: the text is empty; expected a number such as "
                                          "500m, 2 or 1Gi");
    QTest::newRow("space") << std::string("1 Gi")
                           << std::string("\"1 Gi\" is not a valid quantity: it contains whitespace at offset 1; write "
                                          "the number and its suffix together, e.g. 1Gi");
    QTest::newRow("no digits") << std::string("Gi")
                               << std::string("\"Gi\" is not a valid quantity: expected a number before the suffix "
                                              "(e.g. 500m, 2, 1Gi)");
    QTest::newRow("two points") << std::string("1.2.3")
                                << std::string("\"1.2.3\" is not a valid quantity: unexpected \".\" after \"1.2\"; "
                                               "expected one of n, u, m, k, M, G, T, P, E, Ki, Mi, Gi, Ti, Pi, Ei or an "
                                               "exponent (e.g. 1e3)");
    QTest::newRow("double sign") << std::string("--1")
                                 << std::string("\"--1\" is not a valid quantity: a second sign \"-\" follows the first; "
                                                "expected digits");
    QTest::newRow("bare e") << std::string("1e")
                            << std::string("\"1e\" is not a valid quantity: the exponent \"e\" has no digits; expected "
                                           "e.g. 1e3 or 5e-3");
    QTest::newRow("fractional exponent") << std::string("1e1.5")
                                         << std::string("\"1e1.5\" is not a valid quantity: the exponent \"e1.5\" must "
                                                        "be a whole number; unexpected \".\" after it");
    QTest::newRow("non-ASCII") << std::string("1\xc2\xb5")
                               << std::string("\"1\\xc2\\xb5\" is not a valid quantity: it contains a non-ASCII byte at "
                                              "offset 1; expected digits, a decimal point and an ASCII suffix");
    QTest::newRow("too large") << std::string("1e40")
                               << std::string("\"1e40\" is not a valid quantity: the value is too large (beyond about "
                                              "1.7e38); expected a magnitude a cluster can hold");
}

void TestQuantity::errorMessages()
{
    QFETCH(std::string, input);
    QFETCH(std::string, message);
    std::string error;
    QVERIFY(!Quantity::parse(input, &error).has_value());
    QCOMPARE(error, message);
}

void TestQuantity::canonical_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("canonical");
    // quantity_test.go TestQuantityParseEmit.
    QTest::newRow("1Ki") << "1Ki" << "1Ki";
    QTest::newRow("1Mi") << "1Mi" << "1Mi";
    QTest::newRow("1Gi") << "1Gi" << "1Gi";
    QTest::newRow("1024Mi") << "1024Mi" << "1Gi";
    QTest::newRow("1000M") << "1000M" << "1G";
    QTest::newRow(".001Ki") << ".001Ki" << "1024m";
    QTest::newRow(".000001Ki") << ".000001Ki" << "1024u";
    QTest::newRow(".000000001Ki") << ".000000001Ki" << "1024n";
    QTest::newRow(".000000000001Ki") << ".000000000001Ki" << "2n";
    QTest::newRow("-1Ki") << "-1Ki" << "-1Ki";
    QTest::newRow("-.001Ki") << "-.001Ki" << "-1024m";
    // TestQuantityString: the "alternate" spellings canonicalise to "expect".
    QTest::newRow("1024Mi alt") << "1024Mi" << "1Gi";
    QTest::newRow("307200Ki") << "307200Ki" << "300Mi";
    QTest::newRow("1025024Mi") << "1025024Mi" << "1001Gi";
    QTest::newRow("1024Gi") << "1024Gi" << "1Ti";
    QTest::newRow("0.001T") << "0.001T" << "1G";
    QTest::newRow("1000u") << "1000u" << "1m";
    QTest::newRow("1.08") << "1.08" << "1080m";
    QTest::newRow("1080000000n") << "1080000000n" << "1080m";
    QTest::newRow("1000E") << "1000E" << "1e21";
    QTest::newRow("5000E") << "5000E" << "5e21";
    QTest::newRow("1000000E") << "1000000E" << "1e24";
    QTest::newRow(".001e12") << ".001e12" << "1e9";
    QTest::newRow("0.001e0") << "0.001e0" << "1e-3";
    QTest::newRow("1000e-12") << "1000e-12" << "1e-9";
    QTest::newRow("00") << "00" << "0";
    QTest::newRow("1234567M") << "1234567M" << "1234567M";
    QTest::newRow("1025") << "1025" << "1025";
    QTest::newRow("80e-3") << "80e-3" << "80e-3";
    QTest::newRow("300e6") << "300e6" << "300e6";
    QTest::newRow("3e3") << "3e3" << "3e3";
    QTest::newRow("12E") << "12E" << "12E";
    QTest::newRow("1.5 (quantity.go doc)") << "1.5" << "1500m";
    QTest::newRow("1.5Gi (quantity.go doc)") << "1.5Gi" << "1536Mi";
    QTest::newRow("0.9n rounds up") << "0.9n" << "1n";
    QTest::newRow("1.2345 keeps precision") << "1.2345" << "1234500u";
    QTest::newRow("18446744073709551616") << "18446744073709551616" << "18446744073709551616";
    QTest::newRow("128974848") << "128974848" << "128974848";
    QTest::newRow("129e6") << "129e6" << "129e6";
    QTest::newRow("129M") << "129M" << "129M";
    QTest::newRow("123Mi") << "123Mi" << "123Mi";
    QTest::newRow("500Mi/1000") << "0.5Ki" << "512";
    QTest::newRow("9Ei capped") << "9Ei" << "9223372036854775807";
    QTest::newRow("1.1Ki not whole") << "1.1Ki" << "1126400m";
    // fuzz_quantity: canonicalisation is not idempotent upstream either.
    // quantity.go CanonicalizeBytes keeps BinarySI for a whole number of bytes
    // and prints it in the largest 1024-power that divides it: 1728000 bytes
    // is no multiple of 1Ki, so "1687.5Ki" prints as the bare "1728000",
    // which reads back as DecimalSI and prints as "1728k". From the second
    // step on the form is fixed (checked for every row below).
    QTest::newRow("1687.5Ki: whole bytes, no binary suffix") << "1687.5Ki" << "1728000";
    QTest::newRow("1728000 reads back as decimal") << "1728000" << "1728k";
}

void TestQuantity::canonical()
{
    QFETCH(QString, input);
    QFETCH(QString, canonical);
    const Quantity q = mustParse(input.toStdString().c_str());
    QCOMPARE(QString::fromStdString(q.canonical()), canonical);
    // The canonical text parses back to the same value, and canonicalising
    // is a fixed point from the second step on.
    const Quantity once = mustParse(q.canonical().c_str());
    QVERIFY(once == q);
    const Quantity twice = mustParse(once.canonical().c_str());
    QVERIFY(twice == q);
    QCOMPARE(twice.canonical(), once.canonical());
}

void TestQuantity::fromMilliAndValue_data()
{
    QTest::addColumn<bool>("milliUnits");
    QTest::addColumn<qint64>("amount");
    QTest::addColumn<QString>("canonical");
    // TestMilliNewSet (DecimalSI rows).
    QTest::newRow("milli 1") << true << qint64(1) << "1m";
    QTest::newRow("milli 1000") << true << qint64(1000) << "1";
    QTest::newRow("milli 1234000") << true << qint64(1234000) << "1234";
    QTest::newRow("milli 1500") << true << qint64(1500) << "1500m";
    QTest::newRow("milli 2000") << true << qint64(2000) << "2";
    QTest::newRow("milli 0") << true << qint64(0) << "0";
    QTest::newRow("milli -250") << true << qint64(-250) << "-250m";
    // TestNewSet (DecimalSI for non-multiples of 1024, BinarySI for multiples).
    QTest::newRow("value 1") << false << qint64(1) << "1";
    QTest::newRow("value 1000") << false << qint64(1000) << "1k";
    QTest::newRow("value 1234000") << false << qint64(1234000) << "1234k";
    QTest::newRow("value 1024") << false << qint64(1024) << "1Ki";
    QTest::newRow("value 1Mi") << false << qint64(1024 * 1024) << "1Mi";
    QTest::newRow("value 1Gi") << false << qint64(1073741824) << "1Gi";
    QTest::newRow("value 0") << false << qint64(0) << "0";
    QTest::newRow("value max") << false << qint64(std::numeric_limits<int64_t>::max()) << "9223372036854775807";
}

void TestQuantity::fromMilliAndValue()
{
    QFETCH(bool, milliUnits);
    QFETCH(qint64, amount);
    QFETCH(QString, canonical);
    const Quantity q = milliUnits ? Quantity::fromMilli(amount) : Quantity::fromValue(amount);
    QCOMPARE(QString::fromStdString(q.canonical()), canonical);
    QCOMPARE(QString::fromStdString(q.text()), canonical);
    if (milliUnits)
        QCOMPARE(orNone(q.milliValue()), QVariant(amount));
    else
        QCOMPARE(orNone(q.value()), QVariant(amount));
    // Round trip through the text (TestMilliNewSet / TestNewSet).
    const Quantity back = mustParse(q.text().c_str());
    QVERIFY(back == q);
}

void TestQuantity::binaryCapOnMostNegative()
{
    // NewQuantity(math.MinInt64, BinarySI) prints "-8Ei"; parsing "-8Ei" caps the
    // magnitude at 2^63-1 (quantity.go ParseQuantity, "The max is just a simple cap").
    const Quantity q = Quantity::fromValue(std::numeric_limits<int64_t>::min());
    QCOMPARE(q.canonical(), std::string("-8Ei"));
    QCOMPARE(orNone(q.value()), QVariant(qint64(std::numeric_limits<int64_t>::min())));
    QCOMPARE(orNone(mustParse("-8Ei").value()), QVariant(qint64(-std::numeric_limits<int64_t>::max())));
}

void TestQuantity::equalityIsByValue()
{
    QVERIFY(mustParse("1Gi") == mustParse("1024Mi"));
    QVERIFY(mustParse("1Gi") == mustParse("1073741824"));
    QVERIFY(mustParse("1.5") == mustParse("1500m"));
    QVERIFY(mustParse("1e3") == mustParse("1k"));
    QVERIFY(mustParse("0") == mustParse("0Gi"));
    QVERIFY(mustParse("0.9n") == mustParse("1n"));
    QVERIFY(!(mustParse("1") == mustParse("1001m")));
    QVERIFY(!(mustParse("-1") == mustParse("1")));
    QVERIFY(mustParse("1Gi").sameText(mustParse("1Gi")));
    QVERIFY(!mustParse("1Gi").sameText(mustParse("1024Mi")));
}

void TestQuantity::textIsKeptAsWritten()
{
    for (const char* s : {"1.50", "0500m", "+2", "1.G", ".5", "1E+3"})
        QCOMPARE(mustParse(s).text(), std::string(s));
}

void TestQuantity::defaultIsZero()
{
    const Quantity q;
    QVERIFY(q.isZero());
    QVERIFY(!q.isNegative());
    QCOMPARE(q.text(), std::string("0"));
    QCOMPARE(q.canonical(), std::string("0"));
    QCOMPARE(orNone(q.milliValue()), QVariant(qint64(0)));
    QCOMPARE(orNone(q.value()), QVariant(qint64(0)));
    QVERIFY(q == mustParse("0"));
}

void TestQuantity::signAndZero()
{
    QVERIFY(mustParse("-1").isNegative());
    QVERIFY(!mustParse("-0").isNegative());
    QVERIFY(mustParse("-0").isZero());
    QVERIFY(mustParse("-0.0000000001").isNegative()); // rounds away from zero to -1n
    QCOMPARE(mustParse("-0.0000000001").canonical(), std::string("-1n"));
    QVERIFY(!mustParse("1n").isZero());
}

void TestQuantity::toDouble()
{
    QCOMPARE(mustParse("1500m").toDouble(), 1.5);
    QCOMPARE(mustParse("1Gi").toDouble(), 1073741824.0);
    QCOMPARE(mustParse("-250m").toDouble(), -0.25);
    QCOMPARE(mustParse("1e30").toDouble(), 1e30);
}

QTEST_APPLESS_MAIN(TestQuantity)
// Totals as the compare tables show them (issue 16: "10718174932Ki" before).
void TestQuantity::readableAmounts_data()
{
    QTest::addColumn<QString>("resource");
    QTest::addColumn<qint64>("amount");
    QTest::addColumn<QString>("text");
    QTest::newRow("memory in Gi") << "memory" << qint64(2281395191808) << "2124.7 Gi";
    QTest::newRow("the issue's 10718174932Ki") << "memory" << qint64(10718174932LL * 1024) << "10221.6 Gi";
    QTest::newRow("storage in Gi") << "ephemeral-storage" << qint64(3439860448464) << "3203.6 Gi";
    QTest::newRow("Ti from 10240 Gi") << "ephemeral-storage" << qint64(10240LL << 30) << "10.0 Ti";
    QTest::newRow("hugepages in Mi") << "hugepages-2Mi" << qint64(512LL << 20) << "512.0 Mi";
    QTest::newRow("10 Ki") << "memory" << qint64(10240) << "10.0 Ki";
    QTest::newRow("under 10 Ki") << "memory" << qint64(10239) << "10239 bytes";
    QTest::newRow("no memory") << "memory" << qint64(0) << "0 bytes";
    QTest::newRow("cpu in cores") << "cpu" << qint64(311960) << "311.96 cores";
    QTest::newRow("cpu trailing zero") << "cpu" << qint64(311900) << "311.9 cores";
    QTest::newRow("cpu whole cores") << "cpu" << qint64(4000) << "4 cores";
    QTest::newRow("cpu rounds to two decimals") << "cpu" << qint64(1999) << "2 cores";
    QTest::newRow("one core stays in millicores") << "cpu" << qint64(1000) << "1000m";
    QTest::newRow("cpu under a core") << "cpu" << qint64(500) << "500m";
    QTest::newRow("extended resource") << "nvidia.com/gpu" << qint64(4) << "4";
    QTest::newRow("int64 max bytes") << "memory" << qint64(INT64_MAX) << "8192.0 Pi";
}

void TestQuantity::readableAmounts()
{
    QFETCH(QString, resource);
    QFETCH(qint64, amount);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(bp::readableAmount(resource.toStdString(), amount)), text);
}

#include "test_quantity.moc"
