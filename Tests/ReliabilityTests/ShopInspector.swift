import Foundation
import SQLiteStore
import ShopTestSupport

/// Reads a shop database file directly with SQL, for the oracles (the product itself never shows SQL).
///
/// Each call opens its own connection, so a check after a crash also proves the file opens.
struct ShopInspector: Sendable {
    let path: String

    /// Every row of `sql` as text columns (`NULL` as `∅`).
    func rows(_ sql: String, _ arguments: [Int64] = []) throws -> [[String]] {
        let connection = try Connection(path: path, mode: .readWrite)
        let statement = try connection.prepare(sql)
        for (index, argument) in arguments.enumerated() { try argument.bind(to: statement, at: index + 1) }
        return try statement.fetchAll { row in
            (0..<row.count).map { row.isNull(at: $0) ? "∅" : row.string(at: $0) }
        }
    }

    /// The single integer `sql` returns.
    func scalar(_ sql: String, _ arguments: [Int64] = []) throws -> Int {
        Int(try rows(sql, arguments).first?.first ?? "") ?? -1
    }

    /// `PRAGMA integrity_check`'s answer, joined (`ok` for a sound file).
    func integrity() throws -> String {
        try rows("PRAGMA integrity_check").map { $0.joined() }.joined(separator: "; ")
    }

    /// A description of every order that has no lines or whose total is not the sum of its lines.
    func orderProblems() throws -> [String] {
        try rows(
            """
            SELECT o.id, o.totalCents, count(l.orderId), coalesce(sum(l.unitPriceCents * l.quantity), 0)
            FROM customerOrder AS o LEFT JOIN orderLine AS l ON l.orderId = o.id
            GROUP BY o.id
            HAVING count(l.orderId) = 0 OR o.totalCents != coalesce(sum(l.unitPriceCents * l.quantity), 0)
            """
        ).map { "order \($0[0]): total \($0[1]), \($0[2]) lines summing to \($0[3])" }
            + rows("SELECT DISTINCT orderId FROM orderLine WHERE orderId NOT IN (SELECT id FROM customerOrder)")
            .map { "lines without an order: \($0[0])" }
    }

    /// The stock of a product.
    func stock(_ productID: Int64) throws -> Int {
        try scalar("SELECT stock FROM product WHERE id = ?", [productID])
    }

    /// The units of a product in all orders.
    func soldUnits(_ productID: Int64) throws -> Int {
        try scalar("SELECT coalesce(sum(quantity), 0) FROM orderLine WHERE productId = ?", [productID])
    }

    /// The ids of the first `count` products with at least 10 units in stock.
    func productsInStock(_ count: Int) throws -> [Int64] {
        try rows("SELECT id FROM product WHERE stock >= 10 ORDER BY id LIMIT \(count)").compactMap { Int64($0[0]) }
    }

    /// Sets a product's stock (test set-up), with the correction's stock ledger row, so that `check`'s ledger rule
    /// still holds.
    func setStock(_ productID: Int64, to stock: Int) throws {
        let connection = try Connection(path: path, mode: .readWrite)
        try connection.execute(
            sql: """
                INSERT INTO stockLedger (productId, delta, reason, createdAt)
                SELECT id, \(stock) - stock, 'test set-up', strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM product
                WHERE id = \(productID) AND stock <> \(stock)
                """)
        try connection.execute(sql: "UPDATE product SET stock = \(stock) WHERE id = \(productID)")
    }

    /// The id of a user.
    func userID(_ username: String) throws -> Int64 {
        let connection = try Connection(path: path, mode: .readWrite)
        let statement = try connection.prepare("SELECT id FROM user WHERE username = ?")
        try username.bind(to: statement, at: 1)
        return try statement.fetchOne { $0.int64(at: 0) } ?? -1
    }

    /// The content of the shop's tables, table by table, as sorted text rows: what must not change when nothing
    /// legitimately changed it. Sessions, timestamps that move with a change (`product.updatedAt`, order dates,
    /// cart dates) and order line numbers are left out.
    func content() throws -> [String: [String]] {
        let queries = [
            "category": "SELECT id, slug, name FROM category",
            "product": "SELECT id, sku, name, description, categoryId, priceCents, stock, createdAt FROM product",
            "user": "SELECT id, username, passwordHash, createdAt FROM user",
            "cartItem": "SELECT userId, productId, quantity FROM cartItem",
            "customerOrder": "SELECT id, userId, status, totalCents FROM customerOrder",
            "orderLine": "SELECT orderId, productId, name, unitPriceCents, quantity FROM orderLine",
            "schemaMigration": "SELECT id, name, checksum FROM schemaMigration",
        ]
        var content: [String: [String]] = [:]
        for (table, sql) in queries {
            content[table] = try rows(sql).map { $0.joined(separator: "|") }.sorted()
        }
        return content
    }
}
