/// What ``ShopDatabase/check(path:)`` found.
public struct ShopCheckReport: Sendable, Equatable {
    /// The database that was checked.
    public let path: String
    /// Every problem found, in the order of the checks; empty for a healthy database.
    public let findings: [ShopCheckFinding]

    /// Creates a report.
    public init(path: String, findings: [ShopCheckFinding]) {
        self.path = path
        self.findings = findings
    }

    /// Whether no check found anything.
    public var isHealthy: Bool { findings.isEmpty }
}
