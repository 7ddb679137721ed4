import CartDataIO
import DataFailure
import SQLiteStore

extension Connection {
    /// The user's cart lines joined with the product's name and current price, oldest first (`addedAt`, then
    /// `productId`).
    func cart(userID: Int64) throws -> Cart {
        let lines = try cachedStatement(
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

    /// The product's stock and the units of it in the user's cart.
    ///
    /// - Throws: ``CartAbort`` with `productNotFound` when no product has the id.
    func requireProductState(userID: Int64, productID: Int64) throws -> CartProductState {
        let state = try cachedStatement(
            """
            SELECT p.stock, c.quantity
            FROM product AS p LEFT JOIN cartItem AS c ON c.productId = p.id AND c.userId = ?
            WHERE p.id = ?
            """
        ).bind(userID, productID).fetchOne { row in
            CartProductState(stock: row.int(at: 0), quantityInCart: row.int(at: 1))
        }
        guard let state else { throw CartAbort(.productNotFound(productID)) }
        return state
    }

    /// Inserts the user's line for the change's product with `quantity` units, or sets the existing line's
    /// quantity (its `addedAt` is kept, so the line keeps its place).
    ///
    /// - Throws: ``CartAbort`` with `database` naming the user when the user does not exist (the product was
    ///   checked in the same transaction, so the foreign key that fails is the user's).
    func upsertCartLine(change: CartChange, quantity: Int, addedAt: String) throws {
        do {
            try cachedStatement(
                """
                INSERT INTO cartItem (userId, productId, quantity, addedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (userId, productId) DO UPDATE SET quantity = excluded.quantity
                """
            ).bind(change.userID, change.productID, quantity, addedAt).execute()
        } catch let error as SQLiteError where error.isForeignKeyViolation {
            throw CartAbort(.database(.other("no user has id \(change.userID)")))
        }
    }

    /// Deletes the user's line for the product; returns whether there was one.
    func deleteCartLine(userID: Int64, productID: Int64) throws -> Bool {
        try cachedStatement("DELETE FROM cartItem WHERE userId = ? AND productId = ?")
            .bind(userID, productID).execute()
        return changes > 0
    }

    /// Deletes every line of the user's cart.
    func deleteCart(userID: Int64) throws {
        try cachedStatement("DELETE FROM cartItem WHERE userId = ?").bind(userID).execute()
    }
}
