import PostgresNIO
import PostgresStore
import SQLiteStore

extension ContractDatabase {
    /// Opens the stock ledger of every product that has none with a `seed` row of its stock, as the seeders do for
    /// the products they insert (the test helpers insert products behind the modules' backs).
    nonisolated(nonsending) public func openStockLedger() async throws {
        switch storage {
        case let .sqlite(pool, _):
            try await pool.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO stockLedger (productId, delta, reason, createdAt)
                        SELECT id, stock, 'seed', updatedAt FROM product AS p
                        WHERE stock > 0 AND NOT EXISTS (SELECT 1 FROM stockLedger WHERE productId = p.id)
                        """)
            }
        case let .postgres(database):
            _ = try await database.integers(
                """
                INSERT INTO stock_ledger (product_id, delta, reason, created_at)
                SELECT id, stock, 'seed', updated_at FROM product AS p
                WHERE stock > 0 AND NOT EXISTS (SELECT 1 FROM stock_ledger WHERE product_id = p.id)
                RETURNING id
                """)
        }
    }

    /// The sum of the product's ledger rows (0 without any).
    nonisolated(nonsending) public func ledgerSum(ofProduct id: Int64) async throws -> Int {
        try await integer(
            sqlite: "SELECT COALESCE(sum(delta), 0) FROM stockLedger WHERE productId = ?", [id],
            postgres: "SELECT COALESCE(sum(delta), 0)::bigint FROM stock_ledger WHERE product_id = \(id)") ?? 0
    }

    /// How many products' stock differs from the sum of their ledger rows.
    nonisolated(nonsending) public func ledgerMismatchCount() async throws -> Int {
        try await integer(
            sqlite: """
                SELECT count(*) FROM product AS p
                WHERE p.stock != (SELECT COALESCE(sum(delta), 0) FROM stockLedger WHERE productId = p.id)
                """, [],
            postgres: """
                SELECT count(*) FROM product AS p
                WHERE p.stock != (SELECT COALESCE(sum(delta), 0) FROM stock_ledger WHERE product_id = p.id)
                """) ?? 0
    }

    /// How many ledger rows have `reason`, of the order when one is given, by the user when one is given.
    nonisolated(nonsending) public func ledgerRowCount(reason: String, order: Int64? = nil, user: Int64? = nil)
        async throws -> Int
    {
        switch storage {
        case let .sqlite(pool, _):
            return try await pool.read { db in
                try db.prepare(
                    """
                    SELECT count(*) FROM stockLedger
                    WHERE reason = ? AND (? IS NULL OR orderId = ?) AND (? IS NULL OR userId = ?)
                    """
                ).bind(reason, order, order, user, user).fetchOne { $0.int(at: 0) } ?? 0
            }
        case let .postgres(database):
            return Int(
                try await database.integers(
                    """
                    SELECT count(*) FROM stock_ledger
                    WHERE reason = \(reason) AND (\(order)::bigint IS NULL OR order_id = \(order))
                        AND (\(user)::bigint IS NULL OR user_id = \(user))
                    """
                ).first ?? 0)
        }
    }
}
