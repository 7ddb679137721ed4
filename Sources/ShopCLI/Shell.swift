import ShopOperations
import ShopTerminal

/// The REPL: reads lines, parses them, executes them and prints the results until `quit` or end of input.
///
/// On a terminal it shows a prompt (`shop> `, or `shop(alice)> ` when signed in); when input is piped it prints no
/// prompt and keeps going after a failed command, and ``run()`` returns 1 if any command failed.
@MainActor
public final class Shell {
    /// Executes the parsed commands.
    public let executor: ShellExecutor
    /// Where lines come from.
    public let reader: any LineReader
    /// Where results go.
    public let printer: ShellPrinter
    /// Whether a person is typing (a terminal): prompts are shown and the exit status is always 0.
    public let isInteractive: Bool
    /// How many lines failed so far (parse errors and failed commands, including cancelled logins).
    public private(set) var failureCount = 0
    /// The exit status of the first command that failed (``ShellExitStatus/status(for:)``), the same as that
    /// command's status in one-shot form; `nil` while none has failed.
    public private(set) var firstFailureStatus: Int32?
    /// Whether ``run()`` exits with ``firstFailureStatus`` (commands given as arguments, `-c`, as one-shot commands
    /// do) rather than 1 (a session read from standard input).
    public var exitsWithFirstFailureStatus = false
    /// `--bail`: stop reading after the first line that fails.
    public var bailsOnError = false
    /// The Ctrl-C monitor on a terminal: Ctrl-C clears the line being typed and cancels the running command.
    public var interrupts: InterruptMonitor?
    /// What Tab completes beyond the command words.
    var completions = ShellCompletions()
    private let parser = ShellCommandParser()

    /// Creates a shell.
    ///
    /// - Parameters:
    ///   - executor: Executes the parsed commands; started already.
    ///   - reader: Where lines come from.
    ///   - printer: Where results go.
    ///   - isInteractive: Whether a person is typing.
    public init(executor: ShellExecutor, reader: any LineReader, printer: ShellPrinter, isInteractive: Bool) {
        self.executor = executor
        self.reader = reader
        self.printer = printer
        self.isInteractive = isInteractive
    }

    /// The prompt: `shop> `, or `shop(<username>)> ` when someone is signed in (coloured by the printer's palette).
    public var prompt: String {
        printer.palette.prompt(username: executor.username)
    }

    /// Reads and handles lines until `quit`/`exit` or end of input (or, with ``bailsOnError``, the first failure).
    ///
    /// Ctrl-C at the prompt (see ``interrupts``) drops the line and shows a fresh prompt.
    /// - Returns: The exit status: 0 when interactive or when every command succeeded; else, with
    ///   ``exitsWithFirstFailureStatus`` (`-c`), the first failed command's (1, 64 or 77, as in one-shot form), and 1
    ///   for piped input.
    public func run() async -> Int32 {
        if isInteractive { await loadCategoryCompletions() }
        reading: while true {
            switch reader.read(prompt: prompt) {
            case .end:
                break reading
            case .interrupted:
                continue
            case let .line(line):
                guard await handle(line: line) else { break reading }
                if bailsOnError, failureCount > 0 { break reading }
            }
        }
        guard !isInteractive, let firstFailureStatus else { return 0 }
        return exitsWithFirstFailureStatus ? firstFailureStatus : ShellExitStatus.failure
    }

    /// Handles one line: parse, execute, print.
    ///
    /// - Parameter line: The line, without its newline.
    /// - Returns: `false` when the line was `quit` or `exit`.
    public func handle(line: String) async -> Bool {
        let command: ShellCommand?
        do {
            command = try parser.parse(line)
        } catch {
            if Self.mayRemember(failedLine: line) { reader.addHistory(line) }
            noteFailure(error)
            printer.report(.failure(error), command: Self.commandName(of: line))
            return true
        }
        guard let command else { return true }
        if let entry = command.historyEntry(for: line) { reader.addHistory(entry) }
        let started = ContinuousClock.now
        let result = await execute(command)
        printer.report(result, command: command.name, elapsed: .now - started)
        if let tree = executor.takeTraceTree() { printer.traceTree(tree) }
        switch result {
        case let .success(outcome):
            noteListing(outcome)
            return !outcome.endsSession
        case let .failure(error):
            noteFailure(error)
            return true
        }
    }

    /// Counts a failed command and keeps the first one's exit status.
    private func noteFailure(_ error: ShellError) {
        failureCount += 1
        if firstFailureStatus == nil { firstFailureStatus = ShellExitStatus.status(for: error) }
    }

    /// Whether a line that did not parse may go into the history: not when it looks like a mistyped command
    /// whose lines are not kept whole (`login`, `register`: they could carry a password).
    static func mayRemember(failedLine line: String) -> Bool {
        guard let first = line.split(whereSeparator: \.isWhitespace).first else { return false }
        guard let suggestion = CommandSuggester(commands: HelpCatalog.commandWords).suggestion(for: String(first))
        else { return true }
        return ShellOperations.family(of: suggestion).allSatisfy { $0.definition.history == .line }
    }
}
