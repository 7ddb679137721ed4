/// What a line-based front may keep of a typed line (the REPL's history): lines with passwords are not kept whole.
public enum HistoryPolicy: Sendable, Equatable {
    /// The line as typed.
    case line
    /// The name and the non-secret arguments, when a ``ArgumentKind/secret`` argument was given
    /// (`login alice secret` is kept as `login alice`); otherwise the line.
    case withoutSecrets
    /// Nothing (`register`: the password is always on the line).
    case never
}
