import Foundation

/// Chooses the best ``LineReader`` for the current terminal.
public enum LineReaderFactory {
    /// The file name of `shop-cli`'s history in the user's home directory.
    public static let defaultHistoryFileName = ".shop_cli_history"

    /// Returns an ``EditLineReader`` when line editing is possible, a ``PlainLineReader`` otherwise.
    ///
    /// Line editing needs standard input and output to be terminals, `TERM` not to be `dumb`, and libedit to load.
    /// Otherwise the plain reader prints prompts only when standard input is a terminal.
    /// - Parameters:
    ///   - historyFile: A file to persist history to when line editing is used; `nil` keeps it in memory only.
    ///   - completions: The words offered by Tab completion.
    ///   - detector: The terminal checks (the real terminal by default).
    /// - Returns: The reader to use for the REPL.
    public static func make(
        historyFile: String? = nil,
        completions: CompletionTable = .empty,
        detector: TerminalDetector = TerminalDetector()
    ) -> any LineReader {
        if detector.supportsLineEditing,
            let reader = EditLineReader.make(historyFile: historyFile, completions: completions)
        {
            return reader
        }
        return PlainLineReader(interactive: detector.isInteractive)
    }

    /// The default history path, `$HOME/.shop_cli_history`, or `nil` when `HOME` is not set.
    ///
    /// - Parameters:
    ///   - fileName: The file name inside the home directory.
    ///   - environment: The environment to read `HOME` from.
    /// - Returns: The full path, or `nil` without a usable home directory.
    public static func defaultHistoryPath(
        fileName: String = defaultHistoryFileName,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home.hasSuffix("/") ? home + fileName : home + "/" + fileName
    }
}
