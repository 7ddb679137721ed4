/// A checked argument value (see ``ArgumentKind``).
public enum ArgumentValue: Sendable, Equatable {
    /// Text: `text`, `secret`, `choice` (lower-cased) and `searchText` arguments.
    case text(String)
    /// An `identifier` argument.
    case identifier(Int64)
    /// A `wholeNumber` argument.
    case number(Int)
    /// A flag that was given.
    case flag
}
