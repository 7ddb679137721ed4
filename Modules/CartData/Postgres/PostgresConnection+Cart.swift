import CartDataIO
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

    /// The user's cart, oldest line first.
    nonisolated(nonsending) func cart(userID: Int64, logger: Logger) async throws -> Cart {
        Cart(items: try await rows(CartStatements.Lines(userID: userID), logger: logger))
    }
}
