// SPDX-License-Identifier: GPL-3.0-or-later
// binpack-studio: the designer window. Opens the workspace given on the
// command line, or the documentation's worked example when none is given.
#include "help/help_menu.h"
#include "icons.h"
#include "mainwindow.h"
#include "resources_init.h"
#include "theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("binpack-studio"));
    QApplication::setOrganizationDomain(QStringLiteral("binpack-studio.invalid"));
    QApplication::setApplicationName(QStringLiteral("binpack-studio"));
    QApplication::setApplicationDisplayName(QStringLiteral("Binpack Studio"));
    QApplication::setApplicationVersion(QStringLiteral(BP_VERSION));
    bp::ui::initResources();
    QApplication::setWindowIcon(bp::ui::applicationIcon());

    // Language: the View > Language choice, else the system's.
    const QString language = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    QLocale::setDefault(locale);
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator appTranslator;
    if (appTranslator.load(locale, QStringLiteral("binpack-studio"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Designs Kubernetes node-scoring profiles."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("workspace"),
        QApplication::translate("main", "The workspace to open (*.binpack.yaml); default: the bundled example."),
        QStringLiteral("[workspace]"));
    parser.process(app);

    bp::ui::Theme::install();

    bp::ui::MainWindow window;
    window.show();
    const QStringList args = parser.positionalArguments();
    window.openInitial(args.isEmpty() ? QString() : args.front());
    // The first launch offers the guided tour in the status bar (not a dialog: nothing waits for it).
    if (auto* help = window.findChild<bp::ui::HelpController*>())
        help->offerTour();
    return QApplication::exec();
}
