import PostgresNIO
import PostgresStore
import SQLiteStore

/// One row of the stock ledger as the catalog tests read it.
public struct StockLedgerEntry: Equatable, Sendable {
    /// The change of stock.
    public let delta: Int
    /// Why.
    public let reason: String
    /// The staff user who made the change, if one did.
    public let userID: Int64?

    /// Creates an entry.
    public init(delta: Int, reason: String, userID: Int64?) {
        self.delta = delta
        self.reason = reason
        self.userID = userID
    }
}

extension ContractDatabase {
    /// The product's stock ledger, oldest row first.
    nonisolated(nonsending) public func stockLedgerEntries(ofProduct id: Int64) async throws -> [StockLedgerEntry] {
        switch storage {
        case let .sqlite(pool, _):
            return try await pool.read { db in
                try db.prepare("SELECT delta, reason, userId FROM stockLedger WHERE productId = ? ORDER BY id")
                    .bind(id).fetchAll { row in
                        StockLedgerEntry(
                            delta: row.int(at: 0), reason: row.string(at: 1),
                            userID: row.isNull(at: 2) ? nil : row.int64(at: 2))
                    }
            }
        case let .postgres(database):
            return try await database.withConnection { connection in
                var entries: [StockLedgerEntry] = []
                let rows = try await connection.query(
                    "SELECT delta, reason, user_id FROM stock_ledger WHERE product_id = \(id) ORDER BY id",
                    logger: database.logger
                ).decode((Int64, String, Int64?).self)
                for try await (delta, reason, userID) in rows {
                    entries.append(StockLedgerEntry(delta: Int(delta), reason: reason, userID: userID))
                }
                return entries
            }
        }
    }

    /// The number of product rows, archived ones included.
    nonisolated(nonsending) public func productRowCount() async throws -> Int {
        try await integer(sqlite: "SELECT count(*) FROM product", [], postgres: "SELECT count(*) FROM product") ?? 0
    }

    /// Whether the product's row is archived (`false` when there is no such row).
    nonisolated(nonsending) public func isArchived(product id: Int64) async throws -> Bool {
        try await integer(
            sqlite: "SELECT count(*) FROM product WHERE id = ? AND archivedAt IS NOT NULL", [id],
            postgres: "SELECT count(*) FROM product WHERE id = \(id) AND archived_at IS NOT NULL") == 1
    }

    /// Archives a product behind the modules' backs (as ProductData's archive board does: `archivedAt` set).
    nonisolated(nonsending) public func archive(product id: Int64) async throws {
        switch storage {
        case let .sqlite(pool, _):
            try await pool.write { db in
                try db.prepare("UPDATE product SET archivedAt = ? WHERE id = ?").bind(Self.seededAt, id).execute()
            }
        case let .postgres(database):
            _ = try await database.integers(
                "UPDATE product SET archived_at = '2026-01-01T00:00:00Z'::timestamptz WHERE id = \(id) RETURNING id")
        }
    }
}
