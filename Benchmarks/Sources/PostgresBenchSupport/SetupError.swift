/// A set-up failure of the PostgreSQL benchmarks, in words.
public struct SetupError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// A failure saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
