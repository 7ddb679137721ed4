import AuthDataIO
import Foundation
import ShopOperations
import ShopTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Shell {
    /// The environment variable `--user` reads the password from.
    public static let passwordVariable = "SHOP_PASSWORD"

    /// The reader for `input`: the terminal or pipe for standard input, the `-c` commands, or for a one-shot
    /// command the terminal (for a login prompt) or nothing at all.
    static func reader(for input: ShellInput, detector: TerminalDetector) -> any LineReader {
        switch input {
        case .standardInput:
            LineReaderFactory.make(
                historyFile: detector.supportsLineEditing ? LineReaderFactory.defaultHistoryPath() : nil,
                completions: HelpCatalog.completionTable,
                detector: detector
            )
        case let .script(text):
            ScriptedLineReader(lines: CommandSequenceSplitter().split(text))
        case .command:
            detector.isInteractive ? PlainLineReader(interactive: true) : ScriptedLineReader(lines: [])
        }
    }

    /// `--user NAME`: signs in before the first command, with the password from `SHOP_PASSWORD` or, on a terminal,
    /// asked for without echo (on standard error); never from the command line.
    ///
    /// - Returns: `nil` when signed in, else the exit status after the error was printed.
    static func signIn(
        _ username: String,
        executor: ShellExecutor,
        printer: ShellPrinter,
        detector: TerminalDetector,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Int32? {
        var password = environment[passwordVariable]
        if password == nil, detector.stdinIsTerminal {
            let prompter = PlainLineReader(
                inputFileDescriptor: STDIN_FILENO, outputFileDescriptor: STDERR_FILENO, interactive: true)
            password = prompter.readSecret(prompt: "Password for \(username): ")
        }
        guard let password else {
            let error = ShellError(
                .notSignedIn, "--user \(ShellText.quoted(username)) needs a password",
                hint: "Set \(passwordVariable), or run on a terminal to be asked.")
            printer.report(.failure(error), command: "login")
            return ShellExitStatus.loginFailed
        }
        let context = OperationContext(mainboard: executor.mainboard)
        do {
            let input = LoginOperation.Input(username: username, password: password)
            executor.username = try await LoginOperation.perform(input, in: context).username
            return nil
        } catch {
            printer.report(.failure(error), command: "login")
            return ShellExitStatus.loginFailed
        }
    }

    /// Runs one command given as arguments (`shop-cli search lapt`) and returns its exit status (see
    /// ``ShellExitStatus``).
    ///
    /// A command that needs a signed-in user, with nobody signed in and no terminal to ask on, fails at once
    /// (status 77) rather than wait for a login that cannot come.
    static func runCommand(
        _ words: [String],
        executor: ShellExecutor,
        printer: ShellPrinter,
        detector: TerminalDetector
    ) async -> Int32 {
        let command: ShellCommand
        do {
            command = try ShellCommandParser().parse(words: words)
        } catch {
            printer.report(.failure(error))
            return ShellExitStatus.status(for: error)
        }
        if command.requiresSignIn, executor.username == nil, !detector.isInteractive {
            let error = ShellError(
                .notSignedIn, "'\(command.name)' needs a signed-in user",
                hint: "Pass --user NAME with the password in \(passwordVariable).")
            printer.report(.failure(error), command: command.name)
            return ShellExitStatus.loginFailed
        }
        let started = ContinuousClock.now
        let result = await executor.execute(command)
        printer.report(result, command: command.name, elapsed: .now - started)
        if let tree = executor.takeTraceTree() { printer.traceTree(tree) }
        switch result {
        case .success: return ShellExitStatus.success
        case let .failure(error): return ShellExitStatus.status(for: error)
        }
    }
}
