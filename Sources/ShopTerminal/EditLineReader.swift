import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``LineReader`` with line editing, history recall and Tab completion, backed by libedit loaded at run time.
///
/// libedit is opened with `dlopen` (`libedit.so.2`, `libedit.so`, `libedit.so.0`) and its readline-compatible API
/// resolved with `dlsym`, so nothing links against it. Use ``make(historyFile:completions:)``, which returns `nil`
/// when the library or one of its symbols is missing, and fall back to ``PlainLineReader``. Only use this reader
/// when standard input and output are a terminal (``LineReaderFactory`` checks that for you).
///
/// libedit has process-wide state: calls from all `EditLineReader` instances are serialised, and the completion
/// table of the reader currently reading is the one Tab uses.
public final class EditLineReader: LineReader {
    /// The file history entries are loaded from and appended to, if any.
    public let historyFile: String?
    /// The words offered by Tab completion (see ``updateCompletions(_:)``).
    public var completions: CompletionTable {
        completionState.withLock { $0 }
    }

    private let library: LibEdit
    private let historyState: LockedState<PendingHistory>
    private let secretReader: PlainLineReader
    private let completionState: LockedState<CompletionTable>

    /// History kept in memory plus the entries not yet handed to libedit.
    private struct PendingHistory: Sendable {
        var history: LineHistory
        var unsynced: [String]
    }

    private init(library: LibEdit, historyFile: String?, completions: CompletionTable) {
        self.library = library
        self.historyFile = historyFile
        completionState = LockedState(completions)
        let history = LineHistory(filePath: historyFile)
        historyState = LockedState(PendingHistory(history: history, unsynced: history.entries))
        secretReader = PlainLineReader(interactive: true)
    }

    /// Loads libedit and creates a reader, or returns `nil` when line editing is unavailable.
    ///
    /// Creating the reader does not touch the terminal: libedit is only initialised by the first ``readLine(prompt:)``.
    /// - Parameters:
    ///   - historyFile: A file to load history from and append new entries to (for example
    ///     `~/.shop_cli_history`); failures to read or write it are ignored.
    ///   - completions: The words offered by Tab completion.
    /// - Returns: A reader, or `nil` when libedit or one of `readline`, `add_history`,
    ///   `rl_attempted_completion_function` and `rl_completion_matches` cannot be found.
    public static func make(historyFile: String? = nil, completions: CompletionTable = .empty) -> EditLineReader? {
        guard let library = LibEdit.shared else { return nil }
        return EditLineReader(library: library, historyFile: historyFile, completions: completions)
    }

    /// Whether libedit can be loaded in this process.
    public static var isAvailable: Bool {
        LibEdit.shared != nil
    }

    /// The history entries, oldest first, including those loaded from ``historyFile``.
    public var history: [String] {
        historyState.withLock { $0.history.entries }
    }

    /// Reads a line with libedit's editor, showing `prompt`.
    ///
    /// - Parameter prompt: The prompt; libedit redraws it while editing.
    /// - Returns: The edited line, or `nil` at end of input (Ctrl-D on an empty line) or after Ctrl-C, after which
    ///   a newline is printed so the caller's next output starts on its own line.
    public func readLine(prompt: String) -> String? {
        read(prompt: prompt).line
    }

    /// Reads a line with libedit's editor, telling Ctrl-C (with an ``InterruptMonitor`` installed) from the end.
    ///
    /// After Ctrl-C the partial line is dropped and `^C` and a newline are printed, so the next prompt starts
    /// fresh, as in `sqlite3` and `psql`.
    /// - Parameter prompt: The prompt; libedit redraws it while editing.
    /// - Returns: The line, ``LineInput/interrupted`` or ``LineInput/end``.
    public func read(prompt: String) -> LineInput {
        LibEdit.callLock.withLock {
            // Before any call into libedit: the first one (add_history too) reads rl_catch_signals.
            library.setCatchesSignals(!InterruptMonitor.isInstalled)
            let pending = historyState.withLock { state in
                defer { state.unsynced.removeAll() }
                return state.unsynced
            }
            for entry in pending {
                _ = entry.withCString { library.addHistory($0) }
            }
            EditLineCompletion.table.withLock { $0 = completions }
            fflush(nil)
            let interruptions = InterruptSignal.interruptions
            let raw = InterruptSignal.whileReading { prompt.withCString { library.readline($0) } }
            guard let raw else {
                let interrupted = InterruptSignal.interruptions != interruptions
                FileDescriptorOutput.writeAll(interrupted ? "^C\n" : "\n", to: STDOUT_FILENO)
                return interrupted ? .interrupted : .end
            }
            defer { free(raw) }
            return .line(String(cString: raw))
        }
    }

    /// Replaces the words Tab completion offers, from the next read on.
    ///
    /// - Parameter completions: The new table.
    public func updateCompletions(_ completions: CompletionTable) {
        completionState.withLock { $0 = completions }
    }

    /// Reads a secret with echo turned off (see ``PlainLineReader/readSecret(prompt:)``); it is not added to history.
    ///
    /// - Parameter prompt: The prompt, printed before echo is disabled.
    /// - Returns: The secret, or `nil` at end of input.
    public func readSecret(prompt: String) -> String? {
        LibEdit.callLock.withLock {
            secretReader.readSecret(prompt: prompt)
        }
    }

    /// Adds `line` to the recallable history and appends it to ``historyFile``.
    ///
    /// - Parameter line: The entry; blank lines and repeats of the newest entry are ignored.
    public func addHistory(_ line: String) {
        historyState.withLock { state in
            if state.history.add(line) {
                state.unsynced.append(line)
            }
        }
    }
}
