import CartDataIO
import DataFailure
import PostgresNIO
import PostgresStore

/// The work behind CartData's boards on PostgreSQL: validation, then one read or one transaction on the shared pool,
/// with the SQLite implementation's inputs, outputs and errors.
///
/// A change (add, set quantity) reads the product's stock and the user's line, then writes, in one `READ COMMITTED`
/// transaction that first locks the user's row (``CartStatements/LockUser``): a user's changes run one after another,
/// as SQLite's single writer runs them, so concurrent adds merge and stop exactly at the stock, while different
/// users' carts never wait for each other. Domain failures are thrown inside the transaction as `PostgresAbort` (it
/// rolls back) and come out as `.failure`; unexpected errors become ``CartDataIO/CartDataError/database(_:)``. Only
/// `CancellationError` is thrown.
struct PostgresCartStore: Sendable {
    /// The shared database.
    let database: PostgresStore.PostgresDatabase

    /// The user's cart, oldest line first.
    func cart(userID: Int64) async throws -> Result<Cart, CartDataError> {
        let database = database
        return try await run {
            try await database.withConnection { try await $0.cart(userID: userID, logger: database.logger) }
        }
    }

    /// Adds `change.quantity` units to the user's line, creating it if needed, within the product's stock.
    func addItem(_ change: CartChange) async throws -> Result<Cart, CartDataError> {
        guard (1...CartChange.maximumQuantity).contains(change.quantity) else {
            return .failure(.invalidQuantity(change.quantity))
        }
        return try await applyChange(change) { state in
            let merged = state.quantityInCart + change.quantity
            guard merged <= state.stock else {
                throw PostgresAbort(
                    CartDataError.insufficientStock(
                        productID: change.productID, requested: merged, available: state.stock))
            }
            guard merged <= CartChange.maximumQuantity else {
                throw PostgresAbort(CartDataError.invalidQuantity(merged))
            }
            return merged
        }
    }

    /// Sets the user's line to `change.quantity` units (0 removes it; a new product is added).
    func setQuantity(_ change: CartChange) async throws -> Result<Cart, CartDataError> {
        guard (0...CartChange.maximumQuantity).contains(change.quantity) else {
            return .failure(.invalidQuantity(change.quantity))
        }
        return try await applyChange(change) { state in
            guard change.quantity <= state.stock || change.quantity == 0 else {
                throw PostgresAbort(
                    CartDataError.insufficientStock(
                        productID: change.productID, requested: change.quantity, available: state.stock))
            }
            return change.quantity
        }
    }

    /// Removes the user's line for `change.productID` (the quantity is ignored).
    func removeItem(_ change: CartChange) async throws -> Result<Cart, CartDataError> {
        let database = database
        return try await run {
            try await database.transaction { connection in
                let deleted = try await connection.rows(
                    CartStatements.DeleteLine(userID: change.userID, productID: change.productID),
                    logger: database.logger)
                guard !deleted.isEmpty else { throw PostgresAbort(CartDataError.notInCart(change.productID)) }
                return try await connection.cart(userID: change.userID, logger: database.logger)
            }
        }
    }

    /// Removes every line of the user's cart and returns the empty cart.
    func clear(userID: Int64) async throws -> Result<Cart, CartDataError> {
        let database = database
        return try await run {
            try await database.withConnection { connection in
                _ = try await connection.rows(CartStatements.DeleteCart(userID: userID), logger: database.logger)
                return Cart(items: [])
            }
        }
    }

    /// One change of a line: in a transaction, locks the user, reads the product's state (failing with
    /// `productNotFound`), asks `quantity` for the line's new quantity (0 deletes it), writes it and returns the cart.
    ///
    /// A missing user fails only when a line would be written, with a database failure naming the user, as the
    /// SQLite implementation's foreign key does.
    private func applyChange(
        _ change: CartChange, quantity: (CartProductState) throws -> Int
    ) async throws -> Result<Cart, CartDataError> {
        let database = database
        let logger = database.logger
        return try await run {
            try await database.transaction { connection in
                let (userID, productID) = (change.userID, change.productID)
                let userExists = try await !connection.rows(CartStatements.LockUser(userID: userID), logger: logger)
                    .isEmpty
                let states = try await connection.rows(
                    CartStatements.ProductState(userID: userID, productID: productID), logger: logger)
                guard let (stock, inCart) = states.first else {
                    throw PostgresAbort(CartDataError.productNotFound(productID))
                }
                let newQuantity = try quantity(CartProductState(stock: Int(stock), quantityInCart: Int(inCart ?? 0)))
                if newQuantity == 0 {
                    _ = try await connection.rows(
                        CartStatements.DeleteLine(userID: userID, productID: productID), logger: logger)
                } else {
                    guard userExists else {
                        throw PostgresAbort(CartDataError.database(.other("no user has id \(userID)")))
                    }
                    _ = try await connection.rows(
                        CartStatements.UpsertLine(userID: userID, productID: productID, quantity: Int64(newQuantity)),
                        logger: logger)
                }
                return try await connection.cart(userID: userID, logger: logger)
            }
        }
    }

    /// Runs `work` and maps its errors: a `PostgresAbort` to its domain error, anything else but cancellation to
    /// ``CartDataIO/CartDataError/database(_:)``.
    private func run(_ work: () async throws -> Cart) async throws -> Result<Cart, CartDataError> {
        try await PostgresOutcome.capture(CartDataError.database, work)
    }
}
