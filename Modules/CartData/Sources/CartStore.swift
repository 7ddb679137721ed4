import CartDataIO

/// What CartData needs from a database: the store protocol behind which each backend keeps its SQL, row mapping,
/// transactions and prepared statements (``SQLiteCartStore``, ``PostgresCartStore``).
///
/// The rules — quantity limits, stock, which failure means what — are written once, in ``CartService``, against
/// this protocol; the service is generic over the store, so every call is specialised
/// (docs/adr/0003-one-module-two-stores.md). Every method is scoped to one user id, so a user reads and changes only
/// their own lines. Methods throw the backend's own errors, which ``outcome(_:)`` turns into
/// ``CartDataIO/CartDataError/database(_:)``; a ``CartDataIO/CartDataError`` thrown by the work is its domain failure.
protocol CartStore: Sendable {
    /// The steps of one cart change, inside its write transaction.
    associatedtype Transaction: CartTransaction

    /// The user's cart, oldest line first (`addedAt`, then product id), with current names and prices.
    func cart(userID: Int64) async throws -> Cart

    /// Deletes every line of the user's cart.
    func clear(userID: Int64) async throws

    /// Runs `body` in one write transaction: committed when it returns, rolled back when it throws.
    func change<Value: Sendable>(_ body: nonisolated(nonsending) (Transaction) async throws -> Value)
        async throws -> Value

    /// Runs `work`: its value as `.success`, a ``CartDataIO/CartDataError`` it throws as `.failure`, any other error
    /// of the backend as `.failure(.database(_:))`.
    ///
    /// - Throws: `CancellationError` only, when the calling task was cancelled.
    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, CartDataError>
}

/// The steps of one cart change (``CartStore/change(_:)``).
protocol CartTransaction {
    /// Holds the user's other cart changes until this transaction ends, so a read-then-write change cannot
    /// interleave with another one of the same user; answers whether the user exists (a store whose single writer
    /// already serialises changes may answer `true` and let ``saveLine(userID:productID:quantity:)`` refuse an
    /// unknown user).
    func lockUser(_ userID: Int64) async throws -> Bool

    /// The product's stock and the units of it in the user's cart, or `nil` when no live product has the id (an
    /// archived product cannot be added: it is not found).
    func productState(userID: Int64, productID: Int64) async throws -> CartProductState?

    /// Inserts the user's line with `quantity` units, or sets the existing line's quantity (the line keeps its place).
    ///
    /// - Throws: `CartDataError.unknownUser(_:)` when no user has the id.
    func saveLine(userID: Int64, productID: Int64, quantity: Int) async throws

    /// Deletes the user's line for the product; answers whether there was one.
    func deleteLine(userID: Int64, productID: Int64) async throws -> Bool

    /// The user's cart as the transaction sees it.
    func cart(userID: Int64) async throws -> Cart
}
