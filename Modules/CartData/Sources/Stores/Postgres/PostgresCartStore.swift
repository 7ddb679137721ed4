import CartDataIO
import PostgresNIO
import PostgresStore

/// CartData's store on PostgreSQL: the named prepared statements of ``CartStatements`` on a connection borrowed from
/// the shared pool in the caller's isolation.
///
/// A change runs in one `READ COMMITTED` transaction that first locks the user's row
/// (``PostgresCartTransaction/lockUser(_:)``): a user's changes run one after another, as SQLite's single writer runs
/// them, while different users' carts never wait for each other. Unexpected errors become
/// ``CartDataIO/CartDataError/database(_:)`` with the kind of ``PostgresStore/PostgresStoreError/failureKind``.
struct PostgresCartStore: CartStore {
    /// The shared database.
    let database: PostgresStore.PostgresDatabase

    func cart(userID: Int64) async throws -> Cart {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await PostgresCartTransaction(connection: connection, logger: logger).cart(userID: userID)
        }
    }

    func clear(userID: Int64) async throws {
        let logger = database.logger
        try await database.withConnection { connection in
            _ = try await connection.all(CartStatements.DeleteCart(userID: userID), logger: logger)
        }
    }

    func change<Value: Sendable>(_ body: nonisolated(nonsending) (PostgresCartTransaction) async throws -> Value)
        async throws -> Value
    {
        let logger = database.logger
        return try await database.transaction { connection in
            try await body(PostgresCartTransaction(connection: connection, logger: logger))
        }
    }

    func outcome<Value>(_ work: nonisolated(nonsending) () async throws -> Value) async throws(CancellationError)
        -> Result<Value, CartDataError>
    {
        try await PostgresOutcome.capture(CartDataError.database, work)
    }
}

/// The steps of one cart change on a pooled connection, inside its transaction.
struct PostgresCartTransaction: CartTransaction {
    /// The connection.
    let connection: PostgresConnection
    /// The logger queries log to.
    let logger: Logger

    /// Locks the user's row until the transaction ends (`FOR NO KEY UPDATE`: foreign-key checks still pass).
    func lockUser(_ userID: Int64) async throws -> Bool {
        try await connection.first(CartStatements.LockUser(userID: userID), logger: logger) != nil
    }

    func productState(userID: Int64, productID: Int64) async throws -> CartProductState? {
        let state = try await connection.first(
            CartStatements.ProductState(userID: userID, productID: productID), logger: logger)
        return state.map { stock, inCart in CartProductState(stock: Int(stock), quantityInCart: Int(inCart ?? 0)) }
    }

    func saveLine(userID: Int64, productID: Int64, quantity: Int) async throws {
        _ = try await connection.all(
            CartStatements.UpsertLine(userID: userID, productID: productID, quantity: Int64(quantity)), logger: logger)
    }

    func deleteLine(userID: Int64, productID: Int64) async throws -> Bool {
        try await connection.first(CartStatements.DeleteLine(userID: userID, productID: productID), logger: logger)
            != nil
    }

    func cart(userID: Int64) async throws -> Cart {
        Cart(items: try await connection.all(CartStatements.Lines(userID: userID), logger: logger))
    }
}
