import PostgresNIO

extension PostgresConnection {
    /// Every row a prepared statement returns, in order.
    nonisolated(nonsending) func rows<Statement: PostgresPreparedStatement>(
        _ statement: Statement, logger: Logger
    ) async throws -> [Statement.Row] {
        var rows: [Statement.Row] = []
        for try await row in try await execute(statement, logger: logger) {
            rows.append(row)
        }
        return rows
    }
}
