import CartDataIO
import SQLiteStore

/// The work behind CartData's boards: validation, then one SQL read or one write transaction on the shared pool.
///
/// Every method returns the cart after the work as a `Result`: domain failures are thrown inside the write body
/// as ``CartAbort`` (so the transaction rolls back) and come out as `.failure`; unexpected SQLite errors become
/// `CartDataError.database(_:)`. Only `CancellationError` is thrown, so a cancelled activation ends
/// as cancelled.
struct CartStore: Sendable {
    /// The shared database.
    let pool: DatabasePool

    /// The user's cart, oldest line first.
    func cart(userID: Int64) async throws -> Result<Cart, CartDataError> {
        try await run {
            try await pool.read { db in try db.cart(userID: userID) }
        }
    }

    /// Adds `change.quantity` units to the user's line, creating it if needed, within the product's stock.
    func addItem(_ change: CartChange) async throws -> Result<Cart, CartDataError> {
        guard (1...CartChange.maximumQuantity).contains(change.quantity) else {
            return .failure(.invalidQuantity(change.quantity))
        }
        return try await run {
            try await pool.write { db in
                let addedAt = DatabaseTimestamp.now()
                let state = try db.requireProductState(userID: change.userID, productID: change.productID)
                let merged = state.quantityInCart + change.quantity
                guard merged <= state.stock else {
                    throw CartAbort(
                        .insufficientStock(
                            productID: change.productID, requested: merged, available: state.stock
                        ))
                }
                guard merged <= CartChange.maximumQuantity else { throw CartAbort(.invalidQuantity(merged)) }
                try db.upsertCartLine(change: change, quantity: merged, addedAt: addedAt)
                return try db.cart(userID: change.userID)
            }
        }
    }

    /// Sets the user's line to `change.quantity` units (0 removes it; a new product is added).
    func setQuantity(_ change: CartChange) async throws -> Result<Cart, CartDataError> {
        guard (0...CartChange.maximumQuantity).contains(change.quantity) else {
            return .failure(.invalidQuantity(change.quantity))
        }
        return try await run {
            try await pool.write { db in
                let addedAt = DatabaseTimestamp.now()
                let state = try db.requireProductState(userID: change.userID, productID: change.productID)
                if change.quantity == 0 {
                    _ = try db.deleteCartLine(userID: change.userID, productID: change.productID)
                } else {
                    guard change.quantity <= state.stock else {
                        throw CartAbort(
                            .insufficientStock(
                                productID: change.productID, requested: change.quantity, available: state.stock
                            ))
                    }
                    try db.upsertCartLine(change: change, quantity: change.quantity, addedAt: addedAt)
                }
                return try db.cart(userID: change.userID)
            }
        }
    }

    /// Removes the user's line for `change.productID` (the quantity is ignored).
    func removeItem(_ change: CartChange) async throws -> Result<Cart, CartDataError> {
        try await run {
            try await pool.write { db in
                guard try db.deleteCartLine(userID: change.userID, productID: change.productID) else {
                    throw CartAbort(.notInCart(change.productID))
                }
                return try db.cart(userID: change.userID)
            }
        }
    }

    /// Removes every line of the user's cart and returns the empty cart.
    func clear(userID: Int64) async throws -> Result<Cart, CartDataError> {
        try await run {
            try await pool.write { db in
                try db.deleteCart(userID: userID)
                return Cart(items: [])
            }
        }
    }

    /// Runs `work` and maps its errors: ``CartAbort`` to its domain error, anything else but cancellation to
    /// `CartDataError.database(_:)`.
    private func run(_ work: () async throws -> Cart) async throws -> Result<Cart, CartDataError> {
        try await DatabaseOutcome.capture(CartDataError.database, work)
    }
}
