import PostgresNIO

/// Receives every statement the shop runs on PostgreSQL through ``PostgresDatabase``, with how long it took and
/// whether it failed: the PostgreSQL counterpart of SQLiteStore's `StatementTracer`.
///
/// Give one to ``PostgresDatabase/connect(to:maximumConnections:logger:statementTracer:)``: work inside
/// ``PostgresDatabase/withConnection(_:)`` and ``PostgresDatabase/transaction(_:retries:_:)`` then reports each
/// statement run with `PostgresConnection`'s `all(_:logger:)`, `first(_:logger:)` or `tracedQuery(_:logger:)`,
/// and the transaction's own `BEGIN`, `COMMIT` and `ROLLBACK`. The text is the statement as sent, with `$1`
/// placeholders: bound values never reach the tracer. Without a tracer each statement costs one task-local read.
public final class PostgresStatementTracer: Sendable {
    /// One finished statement.
    public struct Event: Sendable {
        /// The SQL as sent (placeholders, not values).
        public let sql: String
        /// How long the statement took, from sending it to its answer (for `tracedQuery`, to its first row).
        public let duration: Duration
        /// Why the statement failed; `nil` when it succeeded.
        public let error: (any Error)?
    }

    /// The tracer of the database whose connection the current task is using, while it uses it.
    @TaskLocal static var current: PostgresStatementTracer?

    private let handler: @Sendable (Event) -> Void

    /// Creates a tracer that hands every finished statement to `handler`.
    ///
    /// - Parameter handler: Called in the task that ran the statement, right after it; it must be quick.
    public init(_ handler: @escaping @Sendable (Event) -> Void) {
        self.handler = handler
    }

    /// Runs `body`, one statement, and reports it with its duration and outcome.
    nonisolated(nonsending) func measure<Value>(
        _ sql: String, _ body: nonisolated(nonsending) () async throws -> Value
    ) async throws -> Value {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let value = try await body()
            handler(Event(sql: sql, duration: start.duration(to: clock.now), error: nil))
            return value
        } catch {
            handler(Event(sql: sql, duration: start.duration(to: clock.now), error: error))
            throw error
        }
    }
}
