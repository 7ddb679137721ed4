/// A change to a file that exists: its new contents and a one-line account of the change.
public struct FileEdit: Equatable, Sendable {
    /// The path relative to the package root.
    public let path: String
    /// The whole new contents.
    public let contents: String
    /// What changes, for `--dry-run` and the summary (`adds the targets Payment, PaymentIO, PaymentTests`).
    public let summary: String

    /// Creates an edit.
    public init(path: String, contents: String, summary: String) {
        self.path = path
        self.contents = contents
        self.summary = summary
    }
}
