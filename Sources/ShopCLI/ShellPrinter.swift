import Foundation
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
public struct ShellPrinter: Sendable {
    /// The output mode.
    public let mode: ShellOutputMode
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

    /// Prints what a command produced.
    ///
    /// - Parameter result: The outcome or the error.
    public func report(_ result: Result<ShellOutcome, ShellError>) {
        switch (mode, result) {
        case let (.human, .success(outcome)):
            let lines = human.render(outcome)
            if !lines.isEmpty { standardOutput(lines.joined(separator: "\n") + "\n") }
        case let (.human, .failure(error)):
            let line = human.render(error) + "\n"
            error.code == .cancelled ? standardOutput(line) : standardError(line)
        case let (.json, .success(outcome)):
            if let value = json.render(outcome) { standardOutput(JSONLineWriter.line(for: value)) }
        case let (.json, .failure(error)):
            standardOutput(JSONLineWriter.line(for: json.render(error)))
        }
    }

    /// Prints a notice for the person at the keyboard: stdout in human mode, stderr in `--json` mode.
    ///
    /// - Parameter text: One line, without a newline.
    public func notice(_ text: String) {
        let line = ShellText.singleLine(text) + "\n"
        mode == .human ? standardOutput(line) : standardError(line)
    }

    /// Prints a line on standard error in either mode.
    ///
    /// - Parameter text: One line, without a newline.
    public func diagnostic(_ text: String) {
        standardError(ShellText.singleLine(text) + "\n")
    }

    /// A sink that writes to `handle`, ignoring write errors (a closed pipe has nobody left to tell).
    static func writer(_ handle: FileHandle) -> @Sendable (String) -> Void {
        { text in try? handle.write(contentsOf: Data(text.utf8)) }
    }
}
