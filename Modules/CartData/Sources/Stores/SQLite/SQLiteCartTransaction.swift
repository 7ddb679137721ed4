import CartDataIO
import SQLiteStore

/// The steps of one cart change on a SQLite connection (the writer, inside its transaction; or a reader for
/// ``cart(userID:)``). Every statement is static text with bound values, from the connection's cache.
struct SQLiteCartTransaction: CartTransaction {
    /// The connection.
    let db: Connection

    /// `true` without a statement: the pool's one writer already runs a user's changes one after another, and the
    /// foreign key refuses a line of an unknown user (``saveLine(userID:productID:quantity:)``).
    func lockUser(_ userID: Int64) -> Bool {
        true
    }

    func productState(userID: Int64, productID: Int64) throws -> CartProductState? {
        try db.cachedStatement(
            """
            SELECT p.stock, c.quantity
            FROM product AS p LEFT JOIN cartItem AS c ON c.productId = p.id AND c.userId = ?
            WHERE p.id = ? AND p.archivedAt IS NULL
            """
        ).bind(userID, productID).fetchOne { row in
            CartProductState(stock: row.int(at: 0), quantityInCart: row.int(at: 1))
        }
    }

    /// Upserts the line; a new line gets `addedAt` now, an existing one keeps it.
    func saveLine(userID: Int64, productID: Int64, quantity: Int) throws {
        do {
            try db.cachedStatement(
                """
                INSERT INTO cartItem (userId, productId, quantity, addedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (userId, productId) DO UPDATE SET quantity = excluded.quantity
                """
            ).bind(userID, productID, quantity, DatabaseTimestamp.now()).execute()
        } catch let error as SQLiteError where error.isForeignKeyViolation {
            // The product was read in this transaction, so the key that fails is the user's.
            throw CartDataError.unknownUser(userID)
        }
    }

    func deleteLine(userID: Int64, productID: Int64) throws -> Bool {
        try db.cachedStatement("DELETE FROM cartItem WHERE userId = ? AND productId = ?")
            .bind(userID, productID).execute()
        return db.changes > 0
    }

    /// The lines joined with the product's name and current price, oldest first (`addedAt`, then `productId`).
    func cart(userID: Int64) throws -> Cart {
        let lines = try db.cachedStatement(
            """
            SELECT \(CartLineColumns.selectList)
            FROM cartItem AS c JOIN product AS p ON p.id = c.productId
            WHERE c.userId = ?
            ORDER BY c.addedAt, c.productId
            """
        ).bind(userID).fetchAll { row in
            CartLine(
                productID: row.int64(CartLineColumns.productID),
                name: row.string(CartLineColumns.name),
                quantity: row.int(CartLineColumns.quantity),
                unitPriceCents: row.int(CartLineColumns.unitPriceCents)
            )
        }
        return Cart(items: lines)
    }
}
