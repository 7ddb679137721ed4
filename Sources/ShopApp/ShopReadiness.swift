/// Whether the shop can serve requests that need its database, as a readiness probe reports it: one check for the
/// database answering a trivial query in time, one for its schema being the one this build expects.
public struct ShopReadiness: Sendable, Equatable {
    /// One check's outcome.
    public struct Check: Sendable, Equatable {
        /// The check's name: ``ShopReadiness/databaseCheck`` or ``ShopReadiness/schemaCheck``.
        public let name: String
        /// Why the check failed, in one line; `nil` when it passed.
        public let error: String?

        /// Whether the check passed.
        public var isPassing: Bool { error == nil }

        /// Creates a check's outcome: passed when `error` is `nil`.
        public init(name: String, error: String?) {
            self.name = name
            self.error = error
        }
    }

    /// The name of the check that the database answers `SELECT 1` in time.
    public static let databaseCheck = "database"
    /// The name of the check that every migration this build knows is applied, and no unknown one.
    public static let schemaCheck = "schema"

    /// The checks, database first.
    public let checks: [Check]

    /// Whether every check passed.
    public var isReady: Bool { checks.allSatisfy(\.isPassing) }

    /// Creates a report from its checks.
    public init(checks: [Check]) {
        self.checks = checks
    }
}
