// SPDX-License-Identifier: GPL-3.0-or-later
// Label selectors in kubectl syntax, as apimachinery parses and matches them
// (staging/src/k8s.io/apimachinery/pkg/labels/selector.go); the window's
// one-line labels and owner (io/constraint_text.h), checked by the rules the
// workspace reader uses.
#include "io/constraint_text.h"
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

    void labelsText_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("error");
        QTest::newRow("not key=value") << std::string("app=web, broken")
                                       << std::string("broken: expected key=value, e.g. pool=gpu");
        QTest::newRow("bad key") << std::string("-bad=x")
                                 << std::string(
                                        "-bad=x: \"-bad\" is not a valid label key: the name part must consist of "
                                        "letters, digits, '-', '_' or '.', and start and end with a letter or "
                                        "digit");
        QTest::newRow("bad value") << std::string("app=we b")
                                   << std::string("app=we b: a label value must be empty or consist of letters, "
                                                  "digits, '-', '_' or '.', and start and end with a letter or digit");
        QTest::newRow("twice") << std::string("app=a, app=b")
                               << std::string("app=b: the key app is given twice; expected each key once");
    }

    void labelsText()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, error);
        Phrase why;
        QVERIFY(!parseLabels(text, &why));
        COMPARE_STR(why.english(), error);
        const auto labels = parseLabels(" app = web ,, example.com/tier=front,empty=", &why);
        QVERIFY(labels);
        QCOMPARE(*labels, (Labels { { "app", "web" }, { "example.com/tier", "front" }, { "empty", "" } }));
        COMPARE_STR(formatLabels(*labels), "app=web, example.com/tier=front, empty=");
    }

    // "Kind/name", as ownerKindProblem and ownerNameProblem take an owner
    // (the workspace reader's rules): the kind before the first '/'.
    void ownerText()
    {
        std::optional<PodOwner> owner;
        Phrase why;
        QVERIFY(parseOwner(" ReplicaSet / web-5d4f8 ", &owner, &why));
        QCOMPARE(owner, (std::optional<PodOwner>(PodOwner { "ReplicaSet", "web-5d4f8" })));
        COMPARE_STR(formatOwner(owner), "ReplicaSet/web-5d4f8");
        QVERIFY(parseOwner("Widget/a/b", &owner, &why)); // the API does not check the name's form
        QCOMPARE(owner, (std::optional<PodOwner>(PodOwner { "Widget", "a/b" })));
        QVERIFY(parseOwner("  ", &owner, &why));
        QVERIFY(!owner);
        COMPARE_STR(formatOwner(owner), "");
        owner = PodOwner { "Job", "j" };
        QVERIFY(!parseOwner("ReplicaSet", &owner, &why));
        COMPARE_STR(why.english(),
            "ReplicaSet: expected the owner as kind/name, e.g. ReplicaSet/web-5d4f8, or nothing for none");
        QVERIFY(!parseOwner("/web", &owner, &why));
        COMPARE_STR(why.english(), "expected the owner's kind, such as ReplicaSet, found an empty string");
        QVERIFY(!parseOwner("ReplicaSet/", &owner, &why));
        COMPARE_STR(why.english(), "expected the owner's name, such as web-5d4f8, found an empty string");
        QCOMPARE(owner, (std::optional<PodOwner>(PodOwner { "Job", "j" }))); // untouched on failure
    }
};

QTEST_GUILESS_MAIN(TestLabelSelector)
#include "test_label_selector.moc"
