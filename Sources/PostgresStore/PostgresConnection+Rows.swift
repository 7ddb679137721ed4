import PostgresNIO

extension PostgresConnection {
    /// Every row a prepared statement returns, in order.
    ///
    /// - Parameters:
    ///   - statement: The statement and its bindings (prepared on this connection the first time it runs here).
    ///   - logger: Where the query logs.
    /// - Returns: The decoded rows.
    nonisolated(nonsending) public func all<Statement: PostgresPreparedStatement>(
        _ statement: Statement, logger: Logger
    ) async throws -> [Statement.Row] {
        try ensureOpen()
        guard let tracer = PostgresStatementTracer.current else { return try await rows(statement, logger: logger) }
        return try await tracer.measure(Statement.sql) { try await rows(statement, logger: logger) }
    }

    /// The first row a prepared statement returns, or `nil` when it returns none; later rows are not decoded.
    ///
    /// - Parameters:
    ///   - statement: The statement and its bindings.
    ///   - logger: Where the query logs.
    /// - Returns: The first decoded row, or `nil`.
    nonisolated(nonsending) public func first<Statement: PostgresPreparedStatement>(
        _ statement: Statement, logger: Logger
    ) async throws -> Statement.Row? {
        try ensureOpen()
        guard let tracer = PostgresStatementTracer.current else { return try await firstRow(statement, logger: logger) }
        return try await tracer.measure(Statement.sql) { try await firstRow(statement, logger: logger) }
    }

    /// Runs `query` (PostgresNIO's `query(_:logger:)`), reported to the database's ``PostgresStatementTracer``
    /// when it has one.
    ///
    /// - Parameters:
    ///   - query: The SQL and its bindings.
    ///   - logger: Where the query logs.
    /// - Returns: The rows, to iterate.
    @discardableResult
    nonisolated(nonsending) public func tracedQuery(_ query: PostgresQuery, logger: Logger) async throws
        -> PostgresRowSequence
    {
        try ensureOpen()
        guard let tracer = PostgresStatementTracer.current else { return try await self.query(query, logger: logger) }
        return try await tracer.measure(query.sql) { try await self.query(query, logger: logger) }
    }

    /// Throws ``PostgresStoreError/connectionLost(_:)`` when the connection is already closed (the server ended it,
    /// say between two statements of a transaction).
    ///
    /// PostgresNIO hands a statement to a closed connection's channel without a write promise, so the statement is
    /// dropped and its caller waits forever; checking first closes all but a sliver of that window (the statement
    /// deadline of ``PostgresDatabase`` covers the rest only by closing the connection, which does not wake such a
    /// caller).
    func ensureOpen() throws(PostgresStoreError) {
        if isClosed { throw .connectionLost("the server closed the connection") }
    }

    /// ``all(_:logger:)`` untraced.
    nonisolated(nonsending) private func rows<Statement: PostgresPreparedStatement>(
        _ statement: Statement, logger: Logger
    ) async throws -> [Statement.Row] {
        var rows: [Statement.Row] = []
        for try await row in try await execute(statement, logger: logger) {
            rows.append(row)
        }
        return rows
    }

    /// ``first(_:logger:)`` untraced.
    nonisolated(nonsending) private func firstRow<Statement: PostgresPreparedStatement>(
        _ statement: Statement, logger: Logger
    ) async throws -> Statement.Row? {
        for try await row in try await execute(statement, logger: logger) {
            return row
        }
        return nil
    }
}
