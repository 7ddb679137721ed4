/// A source of REPL input lines, such as a terminal with line editing or a plain pipe.
///
/// Implementations are `Sendable` so a REPL can keep one in any isolation domain. All methods block the calling
/// thread until input is available; call them from a thread that is allowed to block (for example the main
/// thread of a command-line tool, not a cooperative-pool task that others wait on).
public protocol LineReader: Sendable {
    /// Reads the next line, showing `prompt` when the reader is interactive.
    ///
    /// - Parameter prompt: Text shown before the cursor. Non-interactive readers never print it.
    /// - Returns: The line without its terminating newline (`\n` or `\r\n`), or `nil` at end of input.
    func readLine(prompt: String) -> String?

    /// Reads a secret such as a password without echoing it to the terminal.
    ///
    /// On a terminal echo is switched off for the duration of the read and restored afterwards, also at end of
    /// input. When input is not a terminal this simply reads the next line.
    /// - Parameter prompt: Text shown before the cursor when the reader is interactive.
    /// - Returns: The secret without its terminating newline, or `nil` at end of input.
    func readSecret(prompt: String) -> String?

    /// Records `line` in the reader's history so it can be recalled later.
    ///
    /// Callers decide what is worth remembering: never pass secrets here. Blank lines and immediate repeats of the
    /// previous entry are ignored.
    func addHistory(_ line: String)

    /// Reads the next line like ``readLine(prompt:)``, but tells a Ctrl-C apart from the end of input.
    ///
    /// Readers that cannot be interrupted answer ``LineInput/line(_:)`` or ``LineInput/end`` only.
    /// - Parameter prompt: Text shown before the cursor. Non-interactive readers never print it.
    /// - Returns: The line, ``LineInput/interrupted`` after Ctrl-C (see ``InterruptMonitor``), or ``LineInput/end``.
    func read(prompt: String) -> LineInput

    /// Replaces the words Tab completion offers (readers without completion ignore it).
    ///
    /// - Parameter completions: The new table, used from the next read on.
    func updateCompletions(_ completions: CompletionTable)
}

extension LineReader {
    /// Reads with ``readLine(prompt:)``: such a reader is never interrupted.
    public func read(prompt: String) -> LineInput {
        readLine(prompt: prompt).map(LineInput.line) ?? .end
    }

    /// Completes nothing, so there is nothing to replace.
    public func updateCompletions(_ completions: CompletionTable) {}
}
