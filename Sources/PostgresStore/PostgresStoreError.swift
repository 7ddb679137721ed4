/// Why PostgreSQL work failed, with a message for people.
///
/// Server errors keep their SQLSTATE (``sqlState``), so callers can tell a unique violation (`23505`) from a
/// serialization failure (`40001`) without parsing text; ``failureKind`` maps them onto
/// ``DataFailure/DatabaseFailure/Kind``, the way `SQLiteError` does for SQLite.
public enum PostgresStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database URL cannot be used: the URL (password hidden) and what is wrong with it.
    case invalidURL(String, reason: String)
    /// No connection could be made: where to, and why (refused, unknown host, authentication, no such database…).
    case cannotConnect(String, reason: String)
    /// The server refused a statement: its SQLSTATE, message and optional detail.
    case server(sqlState: String, message: String, detail: String?)
    /// The connection broke or was closed while in use.
    case connectionLost(String)
    /// The database was closed with ``PostgresDatabase/close()`` before the work started.
    case closed
    /// The server answered with a value this program cannot read (a type or shape mismatch).
    case unreadableValue(String)
    /// A deadline passed (see ``PostgresDeadlines``): no connection in time, or work that did not finish in time.
    case timedOut(String)

    /// The SQLSTATE of a server error, `nil` otherwise.
    public var sqlState: String? {
        if case let .server(state, _, _) = self { return state }
        return nil
    }

    /// A unique constraint refused the change (SQLSTATE 23505).
    public var isUniqueViolation: Bool { sqlState == "23505" }

    /// The transaction lost a race with a concurrent one (serialization failure 40001 or deadlock 40P01): running
    /// it again from the start may succeed.
    public var isRetryable: Bool { sqlState == "40001" || sqlState == "40P01" }

    /// A human explanation.
    public var description: String {
        switch self {
        case let .invalidURL(url, reason):
            "invalid PostgreSQL URL '\(url)': \(reason)"
        case let .cannotConnect(location, reason):
            "cannot connect to PostgreSQL at \(location): \(reason)"
        case let .server(state, message, detail):
            "PostgreSQL error \(state): \(message)" + (detail.map { " (\($0))" } ?? "")
        case let .connectionLost(reason):
            "the PostgreSQL connection was lost: \(reason)"
        case .closed:
            "the PostgreSQL database was closed"
        case let .unreadableValue(reason):
            "PostgreSQL returned a value that cannot be read: \(reason)"
        case let .timedOut(what):
            "PostgreSQL did not answer in time: \(what)"
        }
    }
}
