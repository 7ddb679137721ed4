import Foundation
import SQLiteStore
import ShopApp

/// A migrated shop database file in a fresh temporary directory, with a small catalog, a buyer, a cart line and one
/// placed order of two lines; the directory goes away with the value.
final class ShopFile {
    let directory: String
    let path: String
    let buyerID: Int64

    init() throws {
        directory = FileManager.default.temporaryDirectory.path + "/DurabilityShop-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = directory + "/shop.sqlite"
        let pool = try ShopDatabase.open(path: path, readers: 1).pool
        buyerID = try pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO category (slug, name) VALUES ('general', 'General');
                    INSERT INTO product (sku, name, description, categoryId, priceCents, stock, createdAt, updatedAt)
                    VALUES ('A', 'Anvil', 'heavy', 1, 1000, 1000, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
                           ('B', 'Bucket', 'round', 1, 250, 1000, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
                           ('C', 'Candle', 'waxy', 1, 99, 1000, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
                    INSERT INTO user (username, passwordHash, createdAt) VALUES ('buyer', 'test-only', '2026-01-01T00:00:00Z');
                    INSERT INTO cartItem (userId, productId, quantity, addedAt) VALUES (1, 3, 2, '2026-01-01T00:00:00Z');
                    INSERT INTO stockLedger (productId, delta, reason, createdAt)
                    SELECT id, stock, 'seed', createdAt FROM product;
                    INSERT INTO customerOrder (userId, status, totalCents, createdAt, updatedAt)
                    VALUES (1, 'placed', 1500, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
                    INSERT INTO orderLine (orderId, lineNumber, productId, name, unitPriceCents, quantity)
                    VALUES (1, 1, 1, 'Anvil', 1000, 1), (1, 2, 2, 'Bucket', 250, 2);
                    """)
            return 1
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs `sql` on a connection of its own (so pragmas that only work outside a transaction can be used).
    func execute(_ sql: String) throws {
        let connection = try Connection(path: path, mode: .readWrite)
        try connection.execute(sql: sql)
    }

    /// The number of orders in the file at `path`.
    static func orderCount(_ path: String) throws -> Int {
        try Connection(path: path, mode: .readOnly).prepare("SELECT count(*) FROM customerOrder")
            .fetchOne { $0.int(at: 0) } ?? -1
    }
}
