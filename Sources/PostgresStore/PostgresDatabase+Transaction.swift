import PostgresNIO

extension PostgresDatabase {
    /// The isolation level of a transaction.
    public enum IsolationLevel: String, Sendable, CaseIterable {
        /// Each statement sees the data committed before it started (PostgreSQL's default).
        case readCommitted = "READ COMMITTED"
        /// Every statement sees one snapshot, taken at the first statement (a count and its page agree).
        case repeatableRead = "REPEATABLE READ"
        /// As if transactions ran one after another; a conflicting one fails with SQLSTATE 40001 and is retried.
        case serializable = "SERIALIZABLE"
    }

    /// Runs `body` in a transaction on one pooled connection, in the caller's isolation: `BEGIN`, then `COMMIT` when
    /// `body` returns, `ROLLBACK` when it throws (its error is rethrown as it is, so a domain failure thrown to roll
    /// back comes out unchanged).
    ///
    /// A transaction that loses a race (serialization failure 40001 or deadlock 40P01,
    /// ``PostgresStoreError/isRetryable``) is run again from the start, up to `retries` more times; `body` must
    /// therefore do nothing outside the database that cannot be repeated.
    ///
    /// - Parameters:
    ///   - level: The isolation level.
    ///   - retries: How many times a lost race is retried before its error is thrown.
    ///   - bounded: Whether each attempt keeps the ``deadlines`` (see ``withConnection(bounded:_:)``); `false` for
    ///     work that may rightly run long.
    ///   - body: The work; it must not keep the connection.
    @discardableResult
    nonisolated(nonsending) public func transaction<Value: Sendable>(
        _ level: IsolationLevel = .readCommitted,
        retries: Int = 3,
        bounded: Bool = true,
        _ body: nonisolated(nonsending) (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        var attempt = 0
        while true {
            do {
                return try await withConnection(bounded: bounded) { connection in
                    try await Self.runTransaction(level, on: connection, logger: logger, body)
                }
            } catch  where attempt < retries && PostgresStoreError(error).isRetryable {
                attempt += 1
            }
        }
    }

    /// One attempt: `BEGIN`, the body, `COMMIT` (or `ROLLBACK` and the body's error).
    nonisolated(nonsending) private static func runTransaction<Value: Sendable>(
        _ level: IsolationLevel,
        on connection: PostgresConnection,
        logger: Logger,
        _ body: nonisolated(nonsending) (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        try await connection.tracedQuery(
            PostgresQuery(unsafeSQL: "BEGIN ISOLATION LEVEL \(level.rawValue)"), logger: logger)
        do {
            let value = try await body(connection)
            try await connection.tracedQuery("COMMIT", logger: logger)
            return value
        } catch {
            _ = try? await connection.tracedQuery("ROLLBACK", logger: logger)
            throw error
        }
    }
}
