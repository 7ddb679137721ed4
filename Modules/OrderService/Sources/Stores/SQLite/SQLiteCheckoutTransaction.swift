import OrderServiceIO
import SQLiteStore

/// The steps of one checkout on the writer connection, inside its transaction. Every statement is static text with
/// bound values, from the connection's cache.
struct SQLiteCheckoutTransaction: CheckoutTransaction {
    /// The writer connection.
    let db: Connection
    /// When the order is placed (``SQLiteStore/DatabaseTimestamp``).
    let createdAt: String

    /// Nothing to do: the pool's one writer already runs checkouts and cart changes one after another.
    func lockUser(_ userID: Int64) {}

    func cartLines(userID: Int64) throws -> [CheckoutLine] {
        try db.cachedStatement(
            """
            SELECT \(CheckoutLineColumns.selectList)
            FROM cartItem AS c JOIN product AS p ON p.id = c.productId
            WHERE c.userId = ?
            ORDER BY c.addedAt, c.productId
            """
        ).bind(userID).fetchAll { row in
            CheckoutLine(
                productID: row.int64(CheckoutLineColumns.productID),
                name: row.string(CheckoutLineColumns.name),
                unitPriceCents: row.int(CheckoutLineColumns.unitPriceCents),
                stock: row.int(CheckoutLineColumns.stock),
                quantity: row.int(CheckoutLineColumns.quantity),
                isArchived: row.int(CheckoutLineColumns.isArchived) != 0
            )
        }
    }

    /// The guarded update: `… WHERE id = ? AND stock >= ?` changes one row or none.
    func takeStock(_ line: CheckoutLine) throws -> Bool {
        try db.cachedStatement("UPDATE product SET stock = stock - ?, updatedAt = ? WHERE id = ? AND stock >= ?")
            .bind(line.quantity, createdAt, line.productID, line.quantity).execute()
        return db.changes == 1
    }

    func stock(ofProduct productID: Int64) throws -> Int {
        try db.cachedStatement("SELECT stock FROM product WHERE id = ?").bind(productID).fetchOne { $0.int(at: 0) }
            ?? 0
    }

    func insertOrder(userID: Int64, totalCents: Int) throws -> Int64 {
        try db.cachedStatement(
            "INSERT INTO customerOrder (userId, status, totalCents, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)"
        ).bind(userID, OrderStatus.placed.rawValue, totalCents, createdAt, createdAt).execute()
        return db.lastInsertRowID
    }

    func insertLines(orderID: Int64, lines: [OrderLine]) throws {
        let insertLine = try db.cachedStatement(
            """
            INSERT INTO orderLine (orderId, lineNumber, productId, name, unitPriceCents, quantity)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        for (index, line) in lines.enumerated() {
            try insertLine.bind(orderID, index + 1, line.productID, line.name, line.unitPriceCents, line.quantity)
                .execute()
        }
    }

    func clearCart(userID: Int64) throws {
        try db.cachedStatement("DELETE FROM cartItem WHERE userId = ?").bind(userID).execute()
    }

    func recordLedger(_ entries: [StockLedgerEntry]) throws {
        try db.recordLedger(entries, at: createdAt)
    }
}
