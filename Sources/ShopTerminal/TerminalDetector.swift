import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Answers "is this a real terminal, and what may be sent to it?" for standard input and output.
///
/// The checks use `isatty` and the `TERM` variable; both are injectable so tests can simulate any setup.
/// `TERM=dumb` (or no `TERM` at all) means "no line editing and no escape codes", as Emacs shells and CI expect.
public struct TerminalDetector: Sendable {
    /// The environment consulted for `TERM` and `NO_COLOR`.
    public let environment: [String: String]
    private let isTerminal: @Sendable (Int32) -> Bool

    /// Creates a detector.
    ///
    /// - Parameters:
    ///   - environment: The process environment (the real one by default).
    ///   - isTerminal: Whether a file descriptor is a terminal (`isatty` by default).
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        isTerminal: @escaping @Sendable (Int32) -> Bool = { isatty($0) == 1 }
    ) {
        self.environment = environment
        self.isTerminal = isTerminal
    }

    /// Whether standard input is a terminal; decides whether prompts are shown.
    public var stdinIsTerminal: Bool {
        isTerminal(STDIN_FILENO)
    }

    /// Whether standard output is a terminal.
    public var stdoutIsTerminal: Bool {
        isTerminal(STDOUT_FILENO)
    }

    /// Whether standard error is a terminal.
    public var stderrIsTerminal: Bool {
        isTerminal(STDERR_FILENO)
    }

    /// Whether `TERM` is `dumb`, empty or unset, i.e. the terminal understands no control sequences.
    public var isDumbTerminal: Bool {
        let term = environment["TERM"]?.trimmingCharacters(in: .whitespaces) ?? ""
        return term.isEmpty || term == "dumb"
    }

    /// Whether the session is interactive: input is typed by a person, so prompts should be printed.
    public var isInteractive: Bool {
        stdinIsTerminal
    }

    /// Whether a line editor may take over the terminal: both ends are terminals and `TERM` is not dumb.
    public var supportsLineEditing: Bool {
        stdinIsTerminal && stdoutIsTerminal && !isDumbTerminal
    }

    /// Whether ANSI styling may be written to standard output: it is a terminal, `TERM` is not dumb and
    /// `NO_COLOR` is not set to a non-empty value.
    public var supportsANSIStyling: Bool {
        stdoutIsTerminal && !isDumbTerminal && !isColorDisabled
    }

    /// Whether ANSI styling may be written to standard error: as ``supportsANSIStyling``, for standard error.
    public var supportsANSIStylingOnStandardError: Bool {
        stderrIsTerminal && !isDumbTerminal && !isColorDisabled
    }

    /// Whether `NO_COLOR` is set to a non-empty value (https://no-color.org).
    public var isColorDisabled: Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty
    }
}
