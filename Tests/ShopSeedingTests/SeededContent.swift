import PostgresNIO
import PostgresStore
import SQLiteStore
import ShopTestSupport

/// Everything a seed writes, read back the same way from either backend, for comparison.
struct SeededContent: Equatable {
    /// `id sku name description category price stock`, by id.
    var products: [String] = []
    /// `id username`, by id.
    var users: [String] = []
    /// `id user status total createdAt`, by id.
    var orders: [String] = []
    /// `order line product name price quantity`, by order and line.
    var lines: [String] = []
    /// `product delta reason`, by id: the stock ledger.
    var ledger: [String] = []

    /// Reads the content of `database`.
    static func read(_ database: ContractDatabase) async throws -> SeededContent {
        switch database.storage {
        case let .sqlite(pool, _):
            return try await pool.read { db in
                var content = SeededContent()
                content.products = try db.prepare(
                    """
                    SELECT p.id, p.sku, p.name, p.description, c.slug, p.priceCents, p.stock
                    FROM product p JOIN category c ON c.id = p.categoryId ORDER BY p.id
                    """
                ).fetchAll { row in (0..<7).map { row.string(at: $0) }.joined(separator: " ") }
                content.users = try db.prepare("SELECT id, username FROM user ORDER BY id").fetchAll { row in
                    "\(row.int64(at: 0)) \(row.string(at: 1))"
                }
                content.orders = try db.prepare(
                    "SELECT id, userId, status, totalCents, createdAt FROM customerOrder ORDER BY id"
                ).fetchAll { row in (0..<5).map { row.string(at: $0) }.joined(separator: " ") }
                content.lines = try db.prepare(
                    """
                    SELECT orderId, lineNumber, productId, name, unitPriceCents, quantity FROM orderLine
                    ORDER BY orderId, lineNumber
                    """
                ).fetchAll { row in (0..<6).map { row.string(at: $0) }.joined(separator: " ") }
                content.ledger = try db.prepare("SELECT productId, delta, reason FROM stockLedger ORDER BY id")
                    .fetchAll { row in (0..<3).map { row.string(at: $0) }.joined(separator: " ") }
                return content
            }
        case let .postgres(database):
            return try await database.withConnection { connection in
                var content = SeededContent()
                content.products = try await strings(
                    """
                    SELECT concat_ws(' ', p.id, p.sku, p.name, p.description, c.slug, p.price_cents, p.stock)
                    FROM product p JOIN category c ON c.id = p.category_id ORDER BY p.id
                    """, connection)
                content.users = try await strings(
                    "SELECT concat_ws(' ', id, username) FROM shop_user ORDER BY id", connection)
                content.orders = try await strings(
                    """
                    SELECT concat_ws(' ', id, user_id, status, total_cents,
                        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                    FROM customer_order ORDER BY id
                    """, connection)
                content.lines = try await strings(
                    """
                    SELECT concat_ws(' ', order_id, line_number, product_id, name, unit_price_cents, quantity)
                    FROM order_line ORDER BY order_id, line_number
                    """, connection)
                content.ledger = try await strings(
                    "SELECT concat_ws(' ', product_id, delta, reason) FROM stock_ledger ORDER BY id", connection)
                return content
            }
        }
    }

    private static func strings(_ query: PostgresQuery, _ connection: PostgresConnection) async throws -> [String] {
        var values: [String] = []
        for try await value in try await connection.query(query, logger: PostgresStore.PostgresDatabase.silentLogger)
            .decode(String.self)
        {
            values.append(value)
        }
        return values
    }
}
