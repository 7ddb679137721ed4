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
    ///   - input: Standard input, `-c` commands, or one command given as arguments.
    ///   - bailsOnError: `--bail`: stop at the first command that fails.
    ///   - username: `--user`: sign in first (see ``signIn(_:executor:printer:detector:environment:)``).
    /// - Returns: The exit status (see ``ShellExitStatus``).
    public static func launch(
        databasePath: String?,
        outputMode: ShellOutputMode,
        verifiesDatabase: Bool = false,
        options: GlobalOptions? = nil,
        input: ShellInput = .standardInput,
        bailsOnError: Bool = false,
        username: String? = nil
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
        let reader = reader(for: input, detector: detector)
        let executor = ShellExecutor(application: application, inbox: inbox, reader: reader, printer: printer)
        await executor.start()
        if let username, let status = await signIn(username, executor: executor, printer: printer, detector: detector) {
            return status
        }
        if case let .command(words) = input {
            return await runCommand(words, executor: executor, printer: printer, detector: detector)
        }
        let interactive = input == .standardInput && detector.isInteractive
        let shell = Shell(executor: executor, reader: reader, printer: printer, isInteractive: interactive)
        shell.bailsOnError = bailsOnError
        if interactive {
            shell.interrupts = InterruptMonitor.install()
            printer.notice("Welcome to the shop. Type 'help' for the commands, 'quit' to leave.")
        }
        return await shell.run()
    }
}
