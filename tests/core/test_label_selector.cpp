// SPDX-License-Identifier: GPL-3.0-or-later
// Label selectors in kubectl syntax, as apimachinery parses and matches them
// (staging/src/k8s.io/apimachinery/pkg/labels/selector.go).
#include "io/label_selector.h"
#include "kubectl_test_helpers.h"

using namespace bp;
using namespace kubectl_test;

class TestLabelSelector : public QObject {
    Q_OBJECT

private slots:
    void selectorMatches_data()
    {
        QTest::addColumn<std::string>("selector");
        QTest::addColumn<bool>("match");
        // labels: app=web, tier=frontend, version=12, empty=""
        QTest::newRow("empty selector") << std::string("") << true;
        QTest::newRow("blank selector") << std::string("  ") << true;
        QTest::newRow("=") << std::string("app=web") << true;
        QTest::newRow("==") << std::string("app==web") << true;
        QTest::newRow("= other") << std::string("app=db") << false;
        QTest::newRow("= absent") << std::string("zone=a") << false;
        QTest::newRow("!=") << std::string("app!=db") << true;
        QTest::newRow("!= same") << std::string("app!=web") << false;
        QTest::newRow("!= absent") << std::string("zone!=a") << true;
        QTest::newRow("exists") << std::string("tier") << true;
        QTest::newRow("exists absent") << std::string("zone") << false;
        QTest::newRow("!exists") << std::string("!zone") << true;
        QTest::newRow("!exists present") << std::string("!tier") << false;
        QTest::newRow("in") << std::string("app in (db,web)") << true;
        QTest::newRow("in spaces") << std::string("app  in ( db , web )") << true;
        QTest::newRow("in none") << std::string("app in (db)") << false;
        QTest::newRow("in absent") << std::string("zone in (a)") << false;
        QTest::newRow("notin") << std::string("app notin (db)") << true;
        QTest::newRow("notin hit") << std::string("app notin (web,db)") << false;
        QTest::newRow("notin absent") << std::string("zone notin (a)") << true;
        QTest::newRow("AND") << std::string("app=web,tier=frontend,!zone") << true;
        QTest::newRow("AND one fails") << std::string("app=web,tier=backend") << false;
        QTest::newRow("empty value") << std::string("empty=") << true;
        QTest::newRow("() holds the empty value") << std::string("empty in ()") << true;
        QTest::newRow("(,x) holds the empty value") << std::string("empty in (,x)") << true;
        QTest::newRow("in as a value") << std::string("app notin (in,notin)") << true;
        QTest::newRow(">") << std::string("version>11") << true;
        QTest::newRow("> equal") << std::string("version>12") << false;
        QTest::newRow("<") << std::string("version<13") << true;
        QTest::newRow("> non-integer label") << std::string("app>1") << false;
        QTest::newRow("prefixed key") << std::string("example.com/team!=x") << true;
    }

    void selectorMatches()
    {
        QFETCH(std::string, selector);
        QFETCH(bool, match);
        std::string error;
        auto s = LabelSelector::parse(selector, &error);
        QVERIFY2(s, error.c_str());
        std::vector<std::pair<std::string, std::string>> labels { { "app", "web" }, { "tier", "frontend" },
            { "version", "12" }, { "empty", "" } };
        QCOMPARE(s->matches(labels), match);
    }

    void selectorErrors_data()
    {
        QTest::addColumn<std::string>("selector");
        QTest::addColumn<std::string>("error");
        QTest::newRow("unclosed set") << std::string("a in (x")
                                      << std::string("found end of selector at column 8, expected ',' or ')'");
        QTest::newRow("no parenthesis") << std::string("a in x") << std::string("found 'x' at column 6, expected '('");
        QTest::newRow("trailing comma") << std::string("a=b,")
                                        << std::string("found end of selector at column 5, expected a label key or "
                                                       "'!' after ','");
        QTest::newRow("two operators") << std::string("a=b=c")
                                       << std::string("found '=' at column 4, expected ',' or the end of the selector");
        QTest::newRow("!key with a value") << std::string("!a=b")
                                           << std::string("found '=' at column 3, expected ',' or the end of the "
                                                          "selector");
        QTest::newRow("a lone !") << std::string("!")
                                  << std::string("found end of selector at column 2, expected a label key");
        QTest::newRow("leading comma") << std::string(",a")
                                       << std::string("found ',' at column 1, expected '!', a label key or the end of "
                                                      "the selector");
        QTest::newRow("bad operator") << std::string("a b")
                                      << std::string("found 'b' at column 3, expected an operator: in, notin, =, ==, "
                                                     "!=, > or <");
        QTest::newRow("bad key") << std::string("-a=b")
                                 << std::string("invalid label key \"-a\" at column 1: the name part must consist of "
                                                "letters, digits, '-', '_' or '.', and start and end with a letter or "
                                                "digit");
        QTest::newRow("bad prefix") << std::string("Example.com/a")
                                    << std::string("invalid label key \"Example.com/a\" at column 1: the prefix "
                                                   "\"Example.com\" must be a DNS subdomain: lower-case letters, "
                                                   "digits, '-' and '.', at most 253 characters");
        QTest::newRow("bad value") << std::string("a=b c")
                                   << std::string("found 'c' at column 5, expected ',' or the end of the selector");
        QTest::newRow("value with a slash") << std::string("a=x/y")
                                            << std::string("invalid label value \"x/y\" for key \"a\" (column 3): a "
                                                           "label value must be empty or consist of letters, digits, "
                                                           "'-', '_' or '.', and start and end with a letter or digit");
        QTest::newRow("> needs an integer")
            << std::string("a>b") << std::string("the value \"b\" for '>' at column 3 must be an integer");
        QTest::newRow("long key") << std::string(64, 'k')
                                  << std::string("invalid label key \"" + std::string(64, 'k')
                                         + "\" at column 1: the name part must be at most 63 characters");
    }

    void selectorErrors()
    {
        QFETCH(std::string, selector);
        QFETCH(std::string, error);
        std::string got;
        QVERIFY(!LabelSelector::parse(selector, &got));
        COMPARE_STR(got, error);
        // importCluster refuses it before reading anything.
        ClusterImportOptions options;
        options.podSelector = selector;
        COMPARE_STR(errorOf([&] { importCluster({ "/nonexistent" }, options); }),
            "--selector: invalid label selector \"" + selector + "\": " + error);
    }
};

QTEST_GUILESS_MAIN(TestLabelSelector)
#include "test_label_selector.moc"
