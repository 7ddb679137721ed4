import Foundation
import ShopApp
import ShopTerminal
import ShopTracing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Shell {
    /// Starts the shop on `databasePath` or `databaseURL` and runs the REPL on standard input and output; the
    /// database is closed when the REPL ends.
    ///
    /// A malformed setting (from the environment or the config file) prints one `error:` line and returns 78; a
    /// database that cannot be used (missing directory, read-only, corrupt, from a newer build) prints one
    /// `error:` line on standard error and returns 1. A new database is created with the demo catalog, which is
    /// noted on standard error.
    ///
    /// - Parameters:
    ///   - databasePath: `--db`, or `nil` (the settings decide: docs/configuration.md).
    ///   - databaseURL: `--database-url`, a PostgreSQL URL, or `nil`.
    ///   - outputMode: Human or `--json` output.
    ///   - verifiesDatabase: `--verify`: run SQLite's `quick_check` at start and refuse a damaged database.
    ///   - options: `--timing`, `--trace-sql`, `--no-color` (`--json` is `outputMode`); `nil` for none of them.
    ///   - input: Standard input, `-c` commands, or one command given as arguments.
    ///   - bailsOnError: `--bail`: stop at the first command that fails.
    ///   - username: `--user`: sign in first (see ``signIn(_:executor:printer:detector:environment:)``).
    /// - Returns: The exit status (see ``ShellExitStatus``).
    public static func launch(
        databasePath: String?,
        databaseURL: String? = nil,
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
        let settings: ShopSettings
        do {
            var database = DatabaseOption()
            database.path = databasePath
            database.url = databaseURL
            _ = try options?.resolvedLogLevel()
            settings = try database.settings(config: options?.config)
        } catch {
            printer.settingsFailed(error)
            return ShellExitStatus.configuration
        }
        let location = settings.database
        var configuration = ShopConfiguration(settings: settings)
        configuration.verifiesDatabaseAtStart = verifiesDatabase
        configuration.tracesSQL = options?.traceSQL ?? false
        let trace: ShellTrace?
        do {
            trace = try ShellTrace.forLaunch(
                options: options, input: input, outputPath: options?.traceOutput ?? settings.traceOutput)
        } catch {
            printer.diagnostic("error: \(error.description)")
            return ShellExitStatus.configuration
        }
        configuration.tracing = trace?.tracing
        let inbox = DeepLinkInbox()
        let application: ShopApplication
        do {
            application = try await ShopApplication.connect(
                configuration, urlOpenerPlugins: DeepLinkRoutes.make(inbox: inbox))
        } catch {
            printer.startFailed(error)
            return ShellExitStatus.status(forDatabase: error)
        }
        if application.seededDemoCatalog {
            printer.diagnostic(
                (application.createdDatabase
                    ? "Created the shop database '\(location)' with the demo catalog"
                    : "Filled the empty shop database '\(location)' with the demo catalog")
                    + " (\(ShopBackend.demoStaffAccountNotice)).")
        }
        let status = await drive(
            application, inbox: inbox, input: input, printer: printer, detector: detector,
            bailsOnError: bailsOnError, username: username, trace: trace)
        await application.close()
        return status
    }

    /// Runs the REPL, the `-c` commands or the one-shot command on a started shop.
    private static func drive(
        _ application: ShopApplication, inbox: DeepLinkInbox, input: ShellInput, printer: ShellPrinter,
        detector: TerminalDetector, bailsOnError: Bool, username: String?, trace: ShellTrace?
    ) async -> Int32 {
        let reader = reader(for: input, detector: detector)
        let executor = ShellExecutor(application: application, inbox: inbox, reader: reader, printer: printer)
        executor.trace = trace
        executor.isOnTerminal = detector.isInteractive
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
        if case .script = input { shell.exitsWithFirstFailureStatus = true }
        if interactive {
            shell.interrupts = InterruptMonitor.install()
            printer.notice("Welcome to the shop. Type 'help' for the commands, 'quit' to leave.")
        }
        return await shell.run()
    }
}
