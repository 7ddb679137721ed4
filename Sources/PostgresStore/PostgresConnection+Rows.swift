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
        var rows: [Statement.Row] = []
        for try await row in try await execute(statement, logger: logger) {
            rows.append(row)
        }
        return rows
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
        for try await row in try await execute(statement, logger: logger) {
            return row
        }
        return nil
    }
}
