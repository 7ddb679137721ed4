/// How the REPL prints results.
public enum ShellOutputMode: Sendable, Equatable {
    /// Tables and sentences for people; errors on standard error.
    case human
    /// One JSON object per command on standard output (`--json`); notices on standard error.
    case json
}
