/// A ``LineReader`` that replays a fixed list of lines, for tests of code that drives a REPL.
///
/// It records every prompt it was asked to show and every history entry, so tests can assert on them.
public final class ScriptedLineReader: LineReader {
    private struct State: Sendable {
        var lines: [String]
        var next = 0
        var prompts: [String] = []
        var history: [String] = []
    }

    private let state: LockedState<State>

    /// Creates a reader that returns `lines` in order, then `nil`.
    ///
    /// - Parameter lines: The input, one element per line (both ``readLine(prompt:)`` and
    ///   ``readSecret(prompt:)`` consume from it).
    public init(lines: [String]) {
        state = LockedState(State(lines: lines))
    }

    /// The prompts shown so far, in order.
    public var prompts: [String] {
        state.withLock { $0.prompts }
    }

    /// The entries passed to ``addHistory(_:)``, in order, unfiltered.
    public var history: [String] {
        state.withLock { $0.history }
    }

    /// Returns the next scripted line, or `nil` when the script is exhausted.
    ///
    /// - Parameter prompt: Recorded in ``prompts``.
    /// - Returns: The next line or `nil`.
    public func readLine(prompt: String) -> String? {
        state.withLock { state in
            state.prompts.append(prompt)
            guard state.next < state.lines.count else { return nil }
            defer { state.next += 1 }
            return state.lines[state.next]
        }
    }

    /// Returns the next scripted line, exactly like ``readLine(prompt:)``.
    ///
    /// - Parameter prompt: Recorded in ``prompts``.
    /// - Returns: The next line or `nil`.
    public func readSecret(prompt: String) -> String? {
        readLine(prompt: prompt)
    }

    /// Records `line` in ``history``.
    ///
    /// - Parameter line: The entry.
    public func addHistory(_ line: String) {
        state.withLock { $0.history.append(line) }
    }
}
