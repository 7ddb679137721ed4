import Foundation
import ShopJSON
import ShopOperations
import ShopTerminal

/// Writes command results, errors and notices to the right stream for the output mode.
///
/// | What | human | `--json` |
/// |---|---|---|
/// | a result | its lines on stdout | one JSON line on stdout |
/// | an error | `error: …` on stderr (`Cancelled.` on stdout) | one JSON line on stdout |
/// | a notice (`Login required for 'cart'.`) | stdout | stderr |
/// | a diagnostic (first-run notes) | stderr | stderr |
/// | `--timing` | `Run time: 0.004 s` on stderr | a `"timing"` field in the line |
///
/// Every `--json` line names its command (`"command":"cart add"`) after its `result` or `error`.
public struct ShellPrinter: Sendable {
    /// The output mode.
    public let mode: ShellOutputMode
    /// Whether each command's wall-clock time is printed after it (`--timing`).
    public var showsTiming = false
    /// The colours used (errors, the prompt); ``ShellPalette/plain`` by default.
    public var palette = ShellPalette.plain
    private let standardOutput: @Sendable (String) -> Void
    private let standardError: @Sendable (String) -> Void
    private let human = HumanRenderer()
    private let json = JSONRenderer()

    /// Creates a printer writing to the process's standard output and error.
    ///
    /// - Parameter mode: The output mode.
    public init(mode: ShellOutputMode) {
        self.init(mode: mode, standardOutput: Self.writer(.standardOutput), standardError: Self.writer(.standardError))
    }

    /// Creates a printer writing to custom sinks (tests collect the text).
    ///
    /// - Parameters:
    ///   - mode: The output mode.
    ///   - standardOutput: Receives text meant for standard output, newlines included.
    ///   - standardError: Receives text meant for standard error, newlines included.
    public init(
        mode: ShellOutputMode,
        standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void
    ) {
        self.mode = mode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Prints what a command produced, and with ``showsTiming`` how long it took.
    ///
    /// - Parameters:
    ///   - result: The outcome or the error.
    ///   - command: The command's name for `--json`'s `command` field; `nil` takes the outcome's (an error without
    ///     a name prints `"command":null`: the line named no known command).
    ///   - elapsed: The command's wall-clock time, printed when ``showsTiming`` is set.
    public func report(_ result: Result<ShellOutcome, ShellError>, command: String? = nil, elapsed: Duration? = nil) {
        let timing = showsTiming ? elapsed : nil
        switch (mode, result) {
        case let (.human, .success(outcome)):
            let lines = human.render(outcome)
            if !lines.isEmpty { standardOutput(lines.joined(separator: "\n") + "\n") }
        case let (.human, .failure(error)):
            let line = human.render(error)
            error.code == .cancelled ? standardOutput(line + "\n") : standardError(palette.error(line) + "\n")
        case let (.json, .success(outcome)):
            if let value = json.render(outcome) {
                standardOutput(JSONLineWriter.line(for: Self.named(value, command ?? outcome.command, timing)))
            }
        case let (.json, .failure(error)):
            standardOutput(JSONLineWriter.line(for: Self.named(json.render(error), command, timing)))
        }
        if mode == .human, let timing { standardError("Run time: \(Self.seconds(timing)) s\n") }
    }

    /// `line` with `"command"` (and `"timing"`) appended, after the fields consumers already read.
    static func named(_ line: JSONValue, _ command: String?, _ timing: Duration?) -> JSONValue {
        guard case var .object(members) = line else { return line }
        members["command"] = JSONValue(command)
        if let timing { members["timing"] = ["microseconds": .int(microseconds(timing))] }
        return .object(members)
    }

    /// `duration` in whole microseconds.
    static func microseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    }

    /// `duration` in seconds with three decimals, e.g. `0.004`.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = microseconds(duration) / 1000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Prints a notice for the person at the keyboard: stdout in human mode, stderr in `--json` mode.
    ///
    /// - Parameter text: One line, without a newline.
    public func notice(_ text: String) {
        let line = ShellText.singleLine(text) + "\n"
        mode == .human ? standardOutput(line) : standardError(line)
    }

    /// Prints a command's span tree (`--trace`): on standard output in human mode, on standard error under `--json`
    /// (so the JSON lines stay one per command).
    ///
    /// - Parameter lines: The tree's lines, without newlines.
    public func traceTree(_ lines: [String]) {
        let text = lines.map { $0 + "\n" }.joined()
        mode == .human ? standardOutput(text) : standardError(text)
    }

    /// Prints a line on standard error in either mode (an `error:` line in red when colour is on).
    ///
    /// - Parameter text: One line, without a newline.
    public func diagnostic(_ text: String) {
        standardError(palette.error(ShellText.singleLine(text)) + "\n")
    }

    /// Prints a line on standard output as it is, in either mode (the `--json` line of a start-up failure).
    ///
    /// - Parameter line: One line, without a newline.
    func output(_ line: String) {
        standardOutput(line + "\n")
    }

    /// A sink that writes to `handle`, ignoring write errors (a closed pipe has nobody left to tell).
    static func writer(_ handle: FileHandle) -> @Sendable (String) -> Void {
        { text in try? handle.write(contentsOf: Data(text.utf8)) }
    }
}
