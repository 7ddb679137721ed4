import CartDataIO

/// CartData's rules, written once for every database: what each board answers, over a ``CartStore``.
///
/// A quantity outside the change's limits is refused before any SQL runs; a change reads the product's stock and
/// the user's line, validates, then writes, in one transaction that holds the user's other changes, so concurrent
/// adds merge and stop exactly at the stock. Every method answers the cart after the work as a `Result`: domain
/// failures are thrown inside the transaction (so it rolls back) and come out as `.failure`. Only `CancellationError`
/// is thrown, so a cancelled activation ends as cancelled.
struct CartService<Store: CartStore>: Sendable {
    /// Where carts are kept.
    let store: Store

    /// The user's cart, oldest line first.
    func cart(userID: Int64) async throws -> Result<Cart, CartDataError> {
        try await store.outcome { try await store.cart(userID: userID) }
    }

    /// Adds `change.quantity` units to the user's line, creating it if needed, within the product's stock.
    func addItem(_ change: CartChange) async throws -> Result<Cart, CartDataError> {
        guard (1...CartChange.maximumQuantity).contains(change.quantity) else {
            return .failure(.invalidQuantity(change.quantity))
        }
        return try await applyChange(change) { state throws(CartDataError) in
            let merged = state.quantityInCart + change.quantity
            guard merged <= state.stock else {
                throw .insufficientStock(productID: change.productID, requested: merged, available: state.stock)
            }
            guard merged <= CartChange.maximumQuantity else { throw .invalidQuantity(merged) }
            return merged
        }
    }

    /// Sets the user's line to `change.quantity` units (0 removes it; a new product is added).
    func setQuantity(_ change: CartChange) async throws -> Result<Cart, CartDataError> {
        guard (0...CartChange.maximumQuantity).contains(change.quantity) else {
            return .failure(.invalidQuantity(change.quantity))
        }
        return try await applyChange(change) { state throws(CartDataError) in
            guard change.quantity <= state.stock || change.quantity == 0 else {
                throw .insufficientStock(
                    productID: change.productID, requested: change.quantity, available: state.stock)
            }
            return change.quantity
        }
    }

    /// Removes the user's line for `change.productID` (the quantity is ignored).
    func removeItem(_ change: CartChange) async throws -> Result<Cart, CartDataError> {
        try await store.outcome {
            try await store.change { transaction in
                guard try await transaction.deleteLine(userID: change.userID, productID: change.productID) else {
                    throw CartDataError.notInCart(change.productID)
                }
                return try await transaction.cart(userID: change.userID)
            }
        }
    }

    /// Removes every line of the user's cart and returns the empty cart.
    func clear(userID: Int64) async throws -> Result<Cart, CartDataError> {
        try await store.outcome {
            try await store.clear(userID: userID)
            return Cart(items: [])
        }
    }

    /// One change of a line: in a transaction, holds the user's other changes, reads the product's state (failing
    /// with `productNotFound`), asks `quantity` for the line's new quantity (0 deletes it), writes it and returns the
    /// cart. An unknown user fails only when a line would be written.
    private func applyChange(
        _ change: CartChange, quantity: (CartProductState) throws(CartDataError) -> Int
    ) async throws -> Result<Cart, CartDataError> {
        let (userID, productID) = (change.userID, change.productID)
        return try await store.outcome {
            try await store.change { transaction in
                let userExists = try await transaction.lockUser(userID)
                guard let state = try await transaction.productState(userID: userID, productID: productID) else {
                    throw CartDataError.productNotFound(productID)
                }
                let newQuantity = try quantity(state)
                if newQuantity == 0 {
                    _ = try await transaction.deleteLine(userID: userID, productID: productID)
                } else {
                    guard userExists else { throw CartDataError.unknownUser(userID) }
                    try await transaction.saveLine(userID: userID, productID: productID, quantity: newQuantity)
                }
                return try await transaction.cart(userID: userID)
            }
        }
    }
}
