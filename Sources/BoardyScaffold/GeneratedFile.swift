/// One file a command writes: a path relative to the package root and its whole contents.
public struct GeneratedFile: Equatable, Sendable {
    /// The path relative to the package root, with `/` separators (`Modules/Payment/IO/PaymentID.swift`).
    public let path: String
    /// The file's contents.
    public let contents: String

    /// Creates a file description.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
