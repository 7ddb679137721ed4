import Foundation
import ShopApp
import ShopTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Shell {
    /// Starts the shop on `databasePath` and runs the REPL on standard input and output.
    ///
    /// A database that cannot be used (missing directory, read-only, corrupt, from a newer build) prints one
    /// `error:` line on standard error and returns 1. A new database is created with the demo catalog, which is
    /// noted on standard error.
    ///
    /// - Parameters:
    ///   - databasePath: `--db`, or `nil` for `$SHOP_DB` or `shop.sqlite`.
    ///   - outputMode: Human or `--json` output.
    ///   - verifiesDatabase: `--verify`: run SQLite's `quick_check` at start and refuse a damaged database.
    ///   - options: `--timing`, `--trace-sql`, `--no-color` (`--json` is `outputMode`); `nil` for none of them.
    /// - Returns: The exit status.
    public static func launch(
        databasePath: String?,
        outputMode: ShellOutputMode,
        verifiesDatabase: Bool = false,
        options: GlobalOptions? = nil
    ) async -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let detector = TerminalDetector()
        var printer = ShellPrinter(mode: outputMode)
        printer.showsTiming = options?.timing ?? false
        printer.palette = ShellPalette(detector: detector, disabled: options?.noColor ?? false)
        let path = ShopDatabase.resolvePath(databasePath)
        var configuration = ShopConfiguration(databasePath: path, passwordCost: ShopConfiguration.passwordCost())
        configuration.verifiesDatabaseAtStart = verifiesDatabase
        configuration.loginThrottle = ShopConfiguration.loginThrottle()
        configuration.tracesSQL = options?.traceSQL ?? false
        let inbox = DeepLinkInbox()
        let application: ShopApplication
        do {
            application = try ShopApplication.start(
                configuration, urlOpenerPlugins: DeepLinkRoutes.make(inbox: inbox))
        } catch {
            printer.startFailed(error)
            return 1
        }
        if application.seededDemoCatalog {
            printer.diagnostic(
                application.createdDatabase
                    ? "Created the shop database '\(path)' with the demo catalog."
                    : "Filled the empty shop database '\(path)' with the demo catalog.")
        }
        let reader = LineReaderFactory.make(
            historyFile: detector.supportsLineEditing ? LineReaderFactory.defaultHistoryPath() : nil,
            completions: HelpCatalog.completionTable,
            detector: detector
        )
        let executor = ShellExecutor(application: application, inbox: inbox, reader: reader, printer: printer)
        await executor.start()
        let shell = Shell(executor: executor, reader: reader, printer: printer, isInteractive: detector.isInteractive)
        if shell.isInteractive {
            printer.notice("Welcome to the shop. Type 'help' for the commands, 'quit' to leave.")
        }
        return await shell.run()
    }
}
